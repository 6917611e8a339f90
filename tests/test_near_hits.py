"""Reworded act instructions replay the entry of the same step (a near hit); near-namesakes never do."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from pytest_stagehand import StagehandPage
from pytest_stagehand.cache import CacheStore, StagehandCacheWarning
from pytest_stagehand.config import CacheMode, CacheModeName, Settings
from pytest_stagehand.errors import CacheMissError
from pytest_stagehand.replay.near import is_near_hit, same_step
from pytest_stagehand.runtime.state import StagehandRuntime
from pytest_stagehand.testing import AnswerLLM, act_answer
from tests.support.server import Site

PAGE = """<h1>Account</h1><p id=out></p>
<button onclick="out.textContent = 'signed in'">Sign in</button>
<button onclick="out.textContent = 'signed up'">Sign up</button>
<button onclick="out.textContent = 'saved'">Save</button>
<button onclick="out.textContent = 'saved as'">Save as</button>"""


def payload(label: str) -> dict[str, object]:
    return {"steps": [{"element": {"fingerprint": {"name": label}}, "method": "click"}]}


@pytest.mark.parametrize(
    ("stored", "wanted", "label"),
    [
        ("click the Sign in button", "click the 'Sign in' button", "Sign in"),
        ("click the Sign in button", 'Click "Sign in".', "Sign in"),
        ("click the Sign in button", "press Sign in", "Sign in"),
        ("click on the Save button", "click Save", "Save"),
        ("type %email% into the Email field", "type %email% into the 'Email' field", "Email"),
    ],
)
def test_rewordings_of_one_step_are_near_hits(stored: str, wanted: str, label: str) -> None:
    assert is_near_hit(stored, wanted, payload(label))


@pytest.mark.parametrize(
    ("stored", "wanted", "label"),
    [
        ("click the Sign in button", "click the Sign up button", "Sign in"),
        ("click the Sign up button", "click the Sign in button", "Sign up"),
        ("click Save", "click Save as", "Save"),
        ("click Save as", "click Save", "Save as"),
        ("click the Save button", "hover the Save button", "Save"),
        ("click the Delete button", "click the Deleted button", "Delete"),
        ("type %email% into Email", "type %name% into Email", "Email"),
    ],
)
def test_near_namesakes_and_other_actions_are_never_near_hits(stored: str, wanted: str, label: str) -> None:
    assert not is_near_hit(stored, wanted, payload(label))


def test_the_stored_label_must_be_named_by_the_new_wording() -> None:
    assert same_step("click the login button", "click login")
    assert not is_near_hit("click the login button", "click login", payload("Log in"))  # label not named
    assert not is_near_hit("click the Sign in button", "click 'Sign in'", payload(""))  # unlabelled
    assert not is_near_hit("click the Sign in button", "click 'Sign in'", {"steps": []})


def start_run(page: StagehandPage, root: Path, mode: CacheModeName, llm: AnswerLLM) -> StagehandRuntime:
    runtime = StagehandRuntime(
        settings=Settings(cache=CacheMode(mode), dom_settle_timeout=100),
        test_id="tests/test_x.py::test_x",
        test_file="tests/test_x.py",
        test_name="test_x",
        store=CacheStore(root, mode),
    )
    runtime.llm = llm
    page._stagehand = runtime
    return runtime


def test_a_reworded_step_replays_as_a_near_hit_and_a_namesake_misses(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    url = site.add("/near.html", PAGE)
    page.goto(url)
    recording = AnswerLLM(
        {"click the Sign in button": act_answer(element="Sign in"), "click Save": act_answer(element="Save")}
    )
    runtime = start_run(page, tmp_path, "auto", recording)
    page.act("click the Sign in button")
    page.act("click Save")
    assert runtime.finish(passed=True) == 2

    page.goto(url)
    runtime = start_run(page, tmp_path, "replay", AnswerLLM({}))
    with pytest.warns(
        StagehandCacheWarning,
        match=r"""near hit .*"click the 'sign in' button" replayed the entry recorded as 'click the sign in button'""",
    ):
        page.act("click the 'Sign in' button")
    expect(page.locator("#out")).to_have_text("signed in")
    assert runtime.pipeline_cache is not None
    assert runtime.pipeline_cache.counters.near_hits == 1
    assert runtime.history[-1].error is None
    with pytest.raises(CacheMissError):
        page.act("click the Sign up button")
    with pytest.raises(CacheMissError):
        page.act("click Save as")
    expect(page.locator("#out")).to_have_text("signed in")  # nothing else was clicked


def test_in_auto_a_near_hit_is_saved_under_the_new_wording(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    url = site.add("/near-auto.html", PAGE)
    page.goto(url)
    runtime = start_run(
        page, tmp_path, "auto", AnswerLLM({"click the Sign in button": act_answer(element="Sign in")})
    )
    page.act("click the Sign in button")
    runtime.finish(passed=True)

    page.goto(url)
    runtime = start_run(page, tmp_path, "auto", AnswerLLM({}))
    with pytest.warns(StagehandCacheWarning, match="near hit"):
        page.act("Click 'Sign in'.")
    runtime.finish(passed=True)

    page.goto(url)
    runtime = start_run(page, tmp_path, "replay", AnswerLLM({}))
    page.act("Click 'Sign in'.")  # exact now: no warning (the suite turns warnings into errors)
    assert runtime.pipeline_cache is not None
    assert runtime.pipeline_cache.counters.near_hits == 0
