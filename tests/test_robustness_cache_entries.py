"""Robustness: hand-edited or damaged cache entries are unusable, never a crash (issue 24, item 5).

``replay`` fails naming the file and the entry; ``auto`` asks the model again and the new entry
replaces the bad one."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from pytest_stagehand import StagehandPage
from pytest_stagehand.cache import CacheStore, StagehandCacheWarning
from pytest_stagehand.cache.keys import CacheKey, CacheKind
from pytest_stagehand.config import CacheMode, Settings
from pytest_stagehand.errors import CacheMissError
from pytest_stagehand.healing.healer import SelectorHealer
from pytest_stagehand.replay.primitives import PipelineCache
from pytest_stagehand.runtime.state import StagehandRuntime
from pytest_stagehand.snapshot import capture_snapshot
from pytest_stagehand.testing import ScriptedLLM
from tests.support.pipeline import choice, id_of
from tests.support.server import Site

TEST_FILE = "tests/test_x.py"
FINGERPRINT = {
    "tag": "button",
    "role": "button",
    "name": "Save",
    "text": "Save",
    "attributes": {"id": "save"},
    "classes": [],
    "ancestry": ["body"],
    "index": 0,
    "visible": True,
}
ELEMENT = {"fingerprint": FINGERPRINT, "locators": ["#save"], "frame_url": ""}
ACT_STEPS = [{"element": ELEMENT, "method": "click", "arguments": [], "description": "Save"}]
GOOD: dict[CacheKind, dict[str, Any]] = {
    "act": {"steps": ACT_STEPS},
    "observe": {
        "actions": [
            {
                "action": {"selector": "#save", "description": "Save", "method": "click", "arguments": []},
                "element": ELEMENT,
            }
        ]
    },
    "extract": {"data": {"extraction": "Saved"}},
    "evaluate": {"verdict": {"evaluation": "YES", "reasoning": "ok", "question": "q"}},
    "selector": {"selector": "#save", "fingerprint": FINGERPRINT},
    # an agent run's replayable steps (replay/agent.py): its acts hold act entries' steps
    "agent": {
        "steps": [
            {"tool": "goto", "url": "/page"},
            {"tool": "act", "instruction": "click Save", "steps": ACT_STEPS},
            {"tool": "fillForm", "acts": [{"tool": "act", "instruction": "click Save", "steps": ACT_STEPS}]},
        ],
        "message": "saved",
        "output": None,
    },
}


def damaged(kind: CacheKind, how: str) -> dict[str, Any]:
    payload = copy.deepcopy(GOOD[kind])
    if how == "attributes-list":
        targets = {
            "selector": lambda: payload["fingerprint"],
            "act": lambda: payload["steps"][0]["element"]["fingerprint"],
            "observe": lambda: payload["actions"][0]["element"]["fingerprint"],
            "agent": lambda: payload["steps"][1]["steps"][0]["element"]["fingerprint"],
        }
        targets[kind]()["attributes"] = ["x"]
    elif how == "verdict-list":
        payload["verdict"] = ["YES"]
    elif how == "empty":
        payload = {}
    elif how == "no-fingerprint-tag":
        del payload["steps"][0]["element"]["fingerprint"]["tag"]
    elif how == "arguments-not-strings":
        payload["steps"][0]["arguments"] = [1]
    elif how == "action-not-an-action":
        payload["actions"][0]["action"] = {"selector": 3}
    elif how == "step-names-no-tool":
        payload["steps"][0] = {"url": "/page"}
    elif how == "form-act-without-element":
        del payload["steps"][2]["acts"][0]["steps"][0]["element"]
    return payload


CASES = [
    ("act", "attributes-list"),
    ("act", "no-fingerprint-tag"),
    ("act", "arguments-not-strings"),
    ("act", "empty"),
    ("observe", "attributes-list"),
    ("observe", "action-not-an-action"),
    ("evaluate", "verdict-list"),
    ("extract", "empty"),
    ("selector", "attributes-list"),
    ("selector", "empty"),
    ("agent", "attributes-list"),
    ("agent", "empty"),
    ("agent", "step-names-no-tool"),
    ("agent", "form-act-without-element"),
]


def stored(root: Path, kind: CacheKind, payload: dict[str, Any]) -> CacheKey:
    """An entry written as the plugin writes it, then its payload replaced as a hand edit would."""
    key = CacheKey.build(kind, "save it", "http://app.test/page")
    session = CacheStore(root, "auto").for_test(TEST_FILE, "test_x")
    session.record(key, GOOD[kind])
    assert session.commit() == 1
    path = session.file
    data = json.loads(path.read_text())
    data["tests"]["test_x"][key.digest]["payload"] = payload
    path.write_text(json.dumps(data))
    return key


def looked_up(root: Path, mode: CacheMode, key: CacheKey) -> object:
    """What the pipelines (or, for a selector, the selector healer) get for ``key``."""
    session = CacheStore(root, mode.value).for_test(TEST_FILE, "test_x")
    if key.kind == "selector":
        healer = SelectorHealer(
            session=session, test_id=f"{TEST_FILE}::test_x", rootdir=root, report=lambda r: None
        )
        return healer.lookup(key)
    return PipelineCache(
        session=session, settings=Settings(cache=mode), test_id=f"{TEST_FILE}::test_x"
    ).lookup(key)


@pytest.mark.parametrize("kind", list(GOOD))
def test_the_good_payloads_are_usable(tmp_path: Path, kind: CacheKind) -> None:
    key = stored(tmp_path, kind, GOOD[kind])
    assert looked_up(tmp_path, CacheMode.REPLAY, key) is not None


@pytest.mark.parametrize(("kind", "how"), CASES)
def test_a_damaged_entry_in_replay_fails_naming_the_file_and_entry(
    tmp_path: Path, kind: CacheKind, how: str
) -> None:
    key = stored(tmp_path, kind, damaged(kind, how))
    if kind == "selector":  # only a heal aid: the test's own selector runs, so a warning
        with pytest.warns(StagehandCacheWarning, match=key.digest):
            assert looked_up(tmp_path, CacheMode.REPLAY, key) is None
        return
    with pytest.raises(CacheMissError) as caught:
        looked_up(tmp_path, CacheMode.REPLAY, key)
    assert "test_x.py.json" in str(caught.value)
    assert key.digest in str(caught.value)


@pytest.mark.parametrize(("kind", "how"), CASES)
def test_a_damaged_entry_in_auto_is_a_miss_and_the_new_entry_replaces_it(
    tmp_path: Path, kind: CacheKind, how: str
) -> None:
    key = stored(tmp_path, kind, damaged(kind, how))
    if kind == "selector":
        with pytest.warns(StagehandCacheWarning, match="unusable"):
            assert looked_up(tmp_path, CacheMode.AUTO, key) is None
    else:
        assert looked_up(tmp_path, CacheMode.AUTO, key) is None
    session = CacheStore(tmp_path, "auto").for_test(TEST_FILE, "test_x")
    session.record(key, GOOD[kind])
    assert session.commit() == 1
    assert looked_up(tmp_path, CacheMode.REPLAY, key) is not None


PAGE = """<!doctype html><title>Save</title><button id=save onclick="this.textContent='Saved'">Save</button>
<p id=status>Ready</p>"""


def runtime_for(root: Path, mode: CacheMode, llm: ScriptedLLM) -> StagehandRuntime:
    runtime = StagehandRuntime(
        settings=Settings(cache=mode),
        test_id=f"{TEST_FILE}::test_x",
        test_file=TEST_FILE,
        test_name="test_x",
        store=CacheStore(root, mode.value),
    )
    runtime.llm = llm
    return runtime


def hand_edit(root: Path, edit: Any) -> None:
    [path] = list(root.rglob("*.py.json"))
    data = json.loads(path.read_text())
    for entries in data["tests"].values():
        for entry in entries.values():
            edit(entry["payload"])
    path.write_text(json.dumps(data))


def test_a_hand_edited_act_and_extract_are_asked_again_in_auto(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    url = site.add("/robust-save.html", PAGE)
    page.goto(url)
    save = id_of(capture_snapshot(page), "button", "Save")
    page._stagehand = runtime_for(
        tmp_path, CacheMode.AUTO, ScriptedLLM([choice(save, "Save", "click"), {"extraction": "Ready"}])
    )
    page.act("click Save")
    assert page.extract("the status") == {"extraction": "Ready"}
    assert page._stagehand.finish(passed=True) == 2

    def edit(payload: dict[str, Any]) -> None:
        if "steps" in payload:
            payload["steps"][0]["element"]["fingerprint"]["attributes"] = ["x"]
        else:
            payload["data"] = [1, 2]

    hand_edit(tmp_path, edit)
    page.goto(url)
    page._stagehand = runtime_for(tmp_path, CacheMode.REPLAY, ScriptedLLM([]))
    with pytest.raises(CacheMissError, match=r"(?s)unusable.*test_x\.py\.json"):
        page.act("click Save")

    page.goto(url)
    llm = ScriptedLLM([choice(save, "Save", "click"), {"extraction": "Ready"}])
    page._stagehand = runtime_for(tmp_path, CacheMode.AUTO, llm)
    page.act("click Save")
    assert page.extract("the status") == {"extraction": "Ready"}
    assert len(llm.calls) == 2  # both asked again
    assert page._stagehand.finish(passed=True) == 2
    expect(page.locator("#save")).to_have_text("Saved")

    page.goto(url)
    page._stagehand = runtime_for(tmp_path, CacheMode.REPLAY, ScriptedLLM([]))
    assert page.act("click Save").from_cache
    assert page.extract("the status") == {"extraction": "Ready"}
