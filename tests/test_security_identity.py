"""Security: never act on an element the model did not choose (issue 24, item 1).

The page changes between the snapshot the model saw and the action: an insertion above the chosen
element, a removal, a reordering, a navigation. The model's answer is given by a FunctionLLM that
changes the page while "thinking" (a slow model), so the race is deterministic.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from pytest_stagehand import StagehandPage
from pytest_stagehand.cache import CacheStore
from pytest_stagehand.config import CacheMode, Settings
from pytest_stagehand.errors import ActError
from pytest_stagehand.llm import Message
from pytest_stagehand.pipelines import PipelineContext, act, observe
from pytest_stagehand.runtime.state import StagehandRuntime
from pytest_stagehand.snapshot import capture_snapshot
from pytest_stagehand.testing import FunctionLLM
from tests.support.server import Site

PAGE = """<!doctype html><title>Account</title>
<div id=box>
  <button onclick="log('news')">News</button>
  <button onclick="log('login')">Log in</button>
  <button onclick="log('help')">Help</button>
</div>
<p id=log></p>
<script>
function log(what) { document.querySelector('#log').textContent += what + ';'; }
function insertDelete() {
  const b = document.createElement('button');
  b.textContent = 'Delete account';
  b.onclick = () => log('DELETED');
  document.querySelector('#box').prepend(b);
}
</script>
"""

INSERT = "insertDelete()"
REMOVE = "() => document.querySelector('#box').firstElementChild.remove()"
REMOVE_AND_REPLACE = """() => { document.querySelectorAll('#box button')[1].remove(); insertDelete(); }"""
REORDER = """() => { const box = document.querySelector('#box');
  box.append(box.children[1]); }"""


def ctx_for(page: StagehandPage, llm: FunctionLLM) -> PipelineContext:
    return PipelineContext(
        page=page, settings=page.stagehand_settings, llm=llm, usage=(), history=page.history
    )


def id_in(prompt: str, name: str) -> str:
    """The id of the line naming ``name`` in a prompt's element list ("[0-3] button \"Log in\"")."""
    found = re.search(r"\[([\w-]+)\] \w+ " + re.escape(f'"{name}"'), prompt)
    assert found, f"{name!r} not offered in:\n{prompt}"
    return found.group(1)


def slow_model(page: StagehandPage, change: str | Callable[[], object], name: str = "Log in") -> FunctionLLM:
    """Answers with the element called ``name`` in the prompt it was shown, after ``change`` ran on
    the page (the first call only): what a model slower than the page does."""
    calls = {"n": 0}

    def answer(messages: Sequence[Message], _output: type[Any]) -> dict[str, object]:
        prompt = "\n".join(m.text() for m in messages)
        element_id = id_in(prompt, name)
        calls["n"] += 1
        if calls["n"] == 1:
            if callable(change):
                change()
            else:
                page.evaluate(change)
        return {
            "elementId": element_id,
            "description": name,
            "method": "click",
            "arguments": [],
            "twoStep": False,
        }

    return FunctionLLM(answer)


@pytest.fixture
def account(page: StagehandPage, site: Site) -> StagehandPage:
    page.goto(site.add("/identity-account.html", PAGE))
    return page


@pytest.mark.parametrize("change", [INSERT, REMOVE, REORDER], ids=["insert", "remove", "reorder"])
def test_a_page_change_after_the_snapshot_never_clicks_another_element(
    account: StagehandPage, change: str
) -> None:
    llm = slow_model(account, change)
    result = act(ctx_for(account, llm), "click the 'Log in' button")

    assert result.success
    expect(account.locator("#log")).to_have_text("login;")


def test_the_chosen_element_removed_is_not_replaced_by_its_successor(account: StagehandPage) -> None:
    # The model chose "Log in"; it is removed and "Delete account" takes its place: no click at all
    # (self-heal off, so nothing may look again).
    llm = slow_model(account, REMOVE_AND_REPLACE)
    with pytest.raises(ActError, match=r"changed|no longer"):
        act(ctx_for(account, llm), "click the 'Log in' button", self_heal=False)
    expect(account.locator("#log")).to_have_text("")


def test_navigation_between_snapshot_and_action(account: StagehandPage, site: Site) -> None:
    other = site.add(
        "/identity-other.html",
        # The same layout: the positional path of "Log in" names "Delete account" here.
        "<!doctype html><title>Other</title><div id=box><button>News</button>"
        "<button onclick=\"document.title='DELETED'\">Delete account</button></div>",
    )
    llm = slow_model(account, lambda: account.goto(other))
    with pytest.raises(ActError):
        act(ctx_for(account, llm), "click the 'Log in' button", self_heal=False)
    assert account.title() != "DELETED"


def test_an_observed_action_run_after_an_insertion_clicks_what_was_observed(account: StagehandPage) -> None:
    snap = capture_snapshot(account)
    login = next(n.id for n in snap.interactive_nodes.values() if n.name == "Log in")
    llm = FunctionLLM(
        lambda _m, _o: {
            "elements": [{"elementId": login, "description": "Log in", "method": "click", "arguments": []}]
        }
    )
    ctx = ctx_for(account, llm)
    [observed] = observe(ctx, "the log in button")
    account.evaluate(INSERT)
    act(ctx, observed)
    expect(account.locator("#log")).to_have_text("login;")


def test_an_observed_action_whose_element_is_gone_fails_without_acting(account: StagehandPage) -> None:
    snap = capture_snapshot(account)
    login = next(n.id for n in snap.interactive_nodes.values() if n.name == "Log in")
    llm = FunctionLLM(
        lambda _m, _o: {
            "elements": [{"elementId": login, "description": "Log in", "method": "click", "arguments": []}]
        }
    )
    ctx = ctx_for(account, llm)
    [observed] = observe(ctx, "the log in button")
    account.evaluate(REMOVE_AND_REPLACE)
    with pytest.raises(ActError, match="observe"):
        act(ctx, observed)
    expect(account.locator("#log")).to_have_text("")


def test_two_step_act_checks_the_second_element_too(account: StagehandPage) -> None:
    menu = """<!doctype html><div id=box>
      <button aria-haspopup=menu onclick="document.querySelector('#m').hidden=false">Menu</button>
      <div id=m role=menu hidden><div role=menuitem onclick="log('profile')">Profile</div>
      <div role=menuitem onclick="log('logout')">Log out</div></div></div><p id=log></p>
      <script>function log(w){document.querySelector('#log').textContent += w + ';'}
      function ins(){const d=document.createElement('div');d.setAttribute('role','menuitem');
      d.textContent='Delete account';d.onclick=()=>log('DELETED');
      document.querySelector('#m').prepend(d)}</script>"""
    account.set_content(menu)
    step = {"n": 0}

    def answer(messages: Sequence[Message], _output: type[Any]) -> dict[str, object]:
        prompt = "\n".join(m.text() for m in messages)
        step["n"] += 1
        name = "Menu" if step["n"] == 1 else "Profile"
        element_id = id_in(prompt, name)
        if step["n"] == 2:
            account.evaluate("ins()")
        return {
            "elementId": element_id,
            "description": name,
            "method": "click",
            "arguments": [],
            "twoStep": step["n"] == 1,
        }

    act(ctx_for(account, FunctionLLM(answer)), "choose Profile from the menu")
    expect(account.locator("#log")).to_have_text("profile;")


def test_auto_records_the_element_clicked_not_the_one_inserted_at_its_path(
    account: StagehandPage, tmp_path: Path
) -> None:
    runtime = StagehandRuntime(
        settings=Settings(cache=CacheMode.AUTO),
        test_id="tests/test_x.py::test_x",
        test_file="tests/test_x.py",
        test_name="test_x",
        store=CacheStore(tmp_path, "auto"),
    )
    runtime.llm = slow_model(account, INSERT)
    account._stagehand = runtime
    account.act("click the 'Log in' button")
    assert runtime.finish(passed=True) == 1

    stored = "\n".join(path.read_text(encoding="utf-8") for path in tmp_path.rglob("*.json"))
    assert "Log in" in stored
    assert "Delete account" not in stored
    assert "News" not in stored
    expect(account.locator("#log")).to_have_text("login;")
