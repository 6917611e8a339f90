"""Variables typed into plain text boxes (not password inputs) on real Chromium: the values stay on
the page, and out of what extract() returns, later prompts, history, reports, errors and the cache."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from pytest_stagehand import StagehandPage
from pytest_stagehand.cache import CacheStore
from pytest_stagehand.config import CacheMode, Settings
from pytest_stagehand.errors import ActionArgumentError
from pytest_stagehand.pipelines import act
from pytest_stagehand.runtime.state import StagehandRuntime
from pytest_stagehand.snapshot import capture_snapshot
from pytest_stagehand.testing import ScriptedLLM
from tests.support.pipeline import choice, context, id_of
from tests.support.server import Site

VERIFY = """<!doctype html><title>Verify</title>
<label>Code <input id=code name=code></label>
<label>Note <input id=note name=note></label>
<button type=button onclick="document.querySelector('#echo').textContent =
  'Code ' + document.querySelector('#code').value + ' sent'">Send</button>
<p id=echo></p>
"""


@pytest.fixture
def verify(page: StagehandPage, site: Site) -> StagehandPage:
    page.goto(site.add("/act-variables.html", VERIFY))
    return page


def ids(page: StagehandPage) -> tuple[str, str, str]:
    snap = capture_snapshot(page)
    return id_of(snap, "textbox", "Code"), id_of(snap, "textbox", "Note"), id_of(snap, "button", "Send")


def reported(page: StagehandPage) -> list[Any]:
    """What the reporting observers (Allure) are handed for each primitive call."""
    entries: list[Any] = []
    page.stagehand.primitive_observers.append(lambda _page, entry, _status: entries.append(entry))
    return entries


def test_extract_with_no_arguments_returns_the_page_text_without_a_typed_value(verify: StagehandPage) -> None:
    code, _note, send = ids(verify)
    verify.stagehand.llm = ScriptedLLM(
        [choice(code, "Code field", "fill", "%code%"), choice(send, "Send button", "click")]
    )
    entries = reported(verify)

    verify.act("type %code% into the Code field", variables={"code": "Ada-7731"})
    verify.act("click Send")
    text = verify.extract()

    expect(verify.locator("#code")).to_have_value("Ada-7731")  # on the page: in the box and echoed
    expect(verify.locator("#echo")).to_have_text("Code Ada-7731 sent")
    assert 'textbox "Code" value="%code%"' in text
    assert "Code %code% sent" in text
    assert "Ada-7731" not in text
    assert "Ada-7731" not in repr(verify.history)
    assert verify.history[-1].result == text
    assert [entry.primitive for entry in entries] == ["act", "act", "extract"]
    assert all("Ada-7731" not in f"{entry.result!r} {entry.result} {entry.exchanges!r}" for entry in entries)


def test_a_three_character_value_in_a_text_box_is_masked_in_every_later_prompt(verify: StagehandPage) -> None:
    code, note, send = ids(verify)
    llm = ScriptedLLM(
        [
            choice(code, "Code field", "fill", "%pin%"),
            choice(send, "Send button", "click"),
            {
                "elements": [
                    {"elementId": code, "description": "Code field", "method": "fill", "arguments": []}
                ]
            },
            choice(note, "Note field", "fill", "done"),
            {"extraction": "Code %pin% sent"},
        ]
    )
    verify.stagehand.llm = llm

    verify.act("type %pin% into the Code field", variables={"pin": "907"})
    verify.act("click Send")
    verify.observe()
    verify.act("write done in the other box")  # names no element: every element is shown
    verify.extract("the sentence about the code")
    text = verify.extract()

    llm.assert_all_used()
    expect(verify.locator("#code")).to_have_value("907")
    later = [call.prompt_text for call in llm.calls[2:]] + [text]
    assert all('textbox "Code" value="%pin%"' in prompt for prompt in later)
    assert all('value="907"' not in prompt for prompt in later)
    # Free text keeps the length rule: a 3-character value would match everywhere ("907 items").
    assert "Code 907 sent" in llm.calls[-1].prompt_text


def test_a_placeholder_the_model_made_up_is_an_error_naming_it_and_the_variables_given(
    verify: StagehandPage,
) -> None:
    _code, note, _send = ids(verify)
    llm = ScriptedLLM([choice(note, "Note field", "fill", "%pw%")])
    with pytest.raises(ActionArgumentError) as info:
        act(context(verify, llm), "fill the Note field with %password%", variables={"password": "hunter22"})
    message = str(info.value)
    assert "the model wrote %pw% in the arguments of fill, but no such variable was given" in message
    assert "(variables given: %password%)" in message
    assert "instruction: 'fill the Note field with %password%'" in message
    assert "hunter22" not in message
    expect(verify.locator("#note")).to_have_value("")  # nothing was typed
    assert len(llm.calls) == 1

    without = ScriptedLLM([choice(note, "Note field", "fill", "%secret%")])
    with pytest.raises(ActionArgumentError, match=r"%secret%.*\(variables given: none\)"):
        act(context(verify, without), "type hello into the Note field")
    expect(verify.locator("#note")).to_have_value("")


def test_a_short_value_is_redacted_from_error_text_without_mangling_the_selector(
    page: StagehandPage, site: Site
) -> None:
    page.goto(
        site.add("/act-variables-select.html", "<label>Row <select><option>1 row</option></select></label>")
    )
    rows = id_of(capture_snapshot(page), "combobox", "Row")
    llm = ScriptedLLM([choice(rows, "Row select", "select_option", "%n%")])
    result = act(
        context(page, llm), "select %n% in the Row select", variables={"n": "1"}, raise_on_failure=False
    )

    assert not result.success
    assert "no option '%n%' in this <select>; options: '1 row'" in result.message
    assert "on xpath=/html[1]/body[1]/label[1]/select[1]" in result.message
    assert "[%n%]" not in result.message
    assert "'1'" not in result.message + repr(page.history)


def test_a_cache_recorded_after_typing_into_a_plain_text_box_holds_names_not_values(
    verify: StagehandPage, tmp_path: Path
) -> None:
    """Password inputs mask their value; a plain text box shows it to every later fingerprint and
    snapshot. The cache directory still holds only ``%code%``."""
    code, _note, send = ids(verify)
    runtime = StagehandRuntime(
        settings=Settings(cache=CacheMode.AUTO),
        test_id="tests/test_x.py::test_x",
        test_file="tests/test_x.py",
        test_name="test_x",
        store=CacheStore(tmp_path, "auto"),
    )
    runtime.llm = ScriptedLLM(
        [
            choice(code, "Code field", "fill", "%code%"),
            choice(code, "Code field", "type", "%code%"),  # fingerprinted while it shows the value
            choice(send, "Send button", "click"),
            {"extraction": "Code %code% sent"},
            {
                "elements": [
                    {"elementId": code, "description": "Code field", "method": "fill", "arguments": []}
                ]
            },
        ]
    )
    verify._stagehand = runtime
    secret = {"code": "Zq-40417"}

    verify.act("fill %code% in the Code field", variables=secret)
    verify.act("type %code% into the Code field", variables=secret)
    verify.act("click Send")
    assert verify.extract("the sentence about the code") == {"extraction": "Code %code% sent"}
    verify.observe("the code field")
    assert runtime.finish(passed=True) == 5

    expect(verify.locator("#echo")).to_have_text("Code Zq-40417 sent")
    stored = "\n".join(path.read_text(encoding="utf-8") for path in tmp_path.rglob("*") if path.is_file())
    assert "%code%" in stored
    assert "Zq-40417" not in stored


ECHO = """<!doctype html><title>Echo</title>
<label>Code <input id=code name=code></label>
<button id=confirm type=button onclick="this.dataset.clicked = 'yes'">Confirm</button>
<script>
document.querySelector('#code').addEventListener('input', e => {
  document.querySelector('#confirm').textContent = 'Confirm ' + e.target.value;
});
</script>
"""


def test_a_value_the_page_echoes_into_an_elements_name_is_stored_as_its_name_and_replays(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    """The button's name becomes 'Confirm Zq-40417' once the code is typed: its fingerprint and
    role locator would carry the value. The cache holds ``%code%`` and a replay puts the value back,
    so the stored element is still recognised (no heal, no model)."""
    url = site.add("/act-echo.html", ECHO)
    secret = {"code": "Zq-40417"}

    def runtime(mode: CacheMode) -> StagehandRuntime:
        return StagehandRuntime(
            settings=Settings(cache=mode),
            test_id="tests/test_x.py::test_x",
            test_file="tests/test_x.py",
            test_name="test_x",
            store=CacheStore(tmp_path, mode),
        )

    page.goto(url)
    recording = runtime(CacheMode.AUTO)
    snap = capture_snapshot(page)
    code = id_of(snap, "textbox", "Code")
    recording.llm = ScriptedLLM([choice(code, "Code field", "fill", "%code%")])
    page._stagehand = recording
    page.act("fill %code% in the Code field", variables=secret)
    confirm = id_of(capture_snapshot(page), "button", "Confirm Zq-40417")
    recording.llm = ScriptedLLM([choice(confirm, "Confirm button", "click")])
    page.act("click the Confirm button")
    assert recording.finish(passed=True) == 2

    stored = "\n".join(path.read_text(encoding="utf-8") for path in tmp_path.rglob("*.json"))
    assert "Confirm %code%" in stored
    assert "Zq-40417" not in stored

    page.goto(url)
    replaying = runtime(CacheMode.REPLAY)
    page._stagehand = replaying  # no model: a lookup that missed or a call would fail
    page.act("fill %code% in the Code field", variables=secret)
    result = page.act("click the Confirm button")
    assert result.from_cache
    assert not result.healed
    assert page.locator("#confirm").get_attribute("data-clicked") == "yes"
