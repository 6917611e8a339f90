"""When a cached entry cannot be replayed as stored, in-process on real Chromium with scripted models.

- a two-step act whose second element drifted beyond healing: the first step ran, so ``auto`` asks the
  model for the second step only (the dropdown is not opened twice) and reports one LLM heal;
- a one-step act whose element is gone: ``auto`` re-infers it (the LLM rung), reports the heal and
  rewrites the entry; ``replay`` fails with HealError and calls no model;
- entries that cannot be used (malformed steps, an extract entry without data, an unreadable
  verdict): ``auto`` asks the model again, ``replay`` fails with CacheMissError and calls no model.

Each "run" gives the page a fresh runtime over one cache directory (as the plugin does per test) and
commits it as a passing test would.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pytest
from playwright.sync_api import expect
from pydantic import BaseModel

from pytest_stagehand import StagehandPage
from pytest_stagehand.cache.files import module_file
from pytest_stagehand.errors import CacheMissError, HealError
from pytest_stagehand.healing.record import HealRecord
from pytest_stagehand.llm import Message
from pytest_stagehand.reporting.heal_report import records_from_user_properties
from pytest_stagehand.runtime.state import StagehandRuntime
from pytest_stagehand.testing import FunctionLLM, ScriptedLLM
from tests.support.cache import TEST_FILE, start_run
from tests.support.server import Site

DROPDOWN = """<!doctype html><title>Colours</title>
<button id=color type=button onclick="toggle()">Color: none</button>
<ul id=colors role=listbox hidden>{options}</ul>
<p id=opened>0</p>
<script>
function toggle() {{
  const opened = document.querySelector('#opened');
  opened.textContent = String(Number(opened.textContent) + 1);
  document.querySelector('#colors').hidden = !document.querySelector('#colors').hidden;
}}
function pick(option) {{
  document.querySelector('#color').textContent = 'Color: ' + option.textContent;
  document.querySelector('#colors').hidden = true;
}}
</script>"""
OPTION = '<li role=option id="{id}" class="{cls}" onclick="pick(this)">{label}</li>'
V1_OPTIONS = OPTION.format(id="red", cls="opt", label="Red") + OPTION.format(
    id="green", cls="opt", label="Green"
)
# The palette was redone: "Green" is now "Forest", with a new id and class. Nothing on the page is
# close enough to the stored option for a fingerprint heal; a model that reads the page finds it.
V2_OPTIONS = OPTION.format(id="c1", cls="swatch", label="Crimson") + OPTION.format(
    id="c2", cls="swatch", label="Forest"
)


def line_id(prompt: str, label: str) -> str:
    """The snapshot id on the prompt line that shows ``label`` in quotes."""
    line = next(line for line in prompt.splitlines() if f'"{label}"' in line)
    return line.split("]")[0].lstrip("[").strip()


def choice(element_id: str, description: str, *, two_step: bool = False) -> dict[str, object]:
    return {
        "elementId": element_id,
        "description": description,
        "method": "click",
        "arguments": [],
        "twoStep": two_step,
    }


def colour_picker(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
    """Step one opens the dropdown (two steps); step two picks Green, or Forest where Green is gone."""
    prompt = messages[-1].text()
    if "step 2 of 2" not in prompt:
        return choice(line_id(prompt, "Color: none"), "Color dropdown", two_step=True)
    label = "Green" if '"Green"' in prompt else "Forest"
    return choice(line_id(prompt, label), f"{label} option")


def heals_of(runtime: StagehandRuntime) -> list[HealRecord]:
    return records_from_user_properties(runtime.user_properties)


def test_a_two_step_act_whose_second_element_drifted_is_finished_without_repeating_the_first(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    url = site.add("/fallback/dropdown.html", DROPDOWN.format(options=V1_OPTIONS))
    page.goto(url)
    recorder = FunctionLLM(colour_picker)
    runtime = start_run(page, tmp_path, "auto", recorder)
    page.act("select Green from the color dropdown")
    expect(page.locator("#color")).to_have_text("Color: Green")
    assert len(recorder.calls) == 2
    assert runtime.finish(passed=True) == 1

    site.add("/fallback/dropdown.html", DROPDOWN.format(options=V2_OPTIONS))
    page.goto(url)
    model = FunctionLLM(colour_picker)
    runtime = start_run(page, tmp_path, "auto", model)
    result = page.act("select Green from the color dropdown")

    expect(page.locator("#color")).to_have_text("Color: Forest")
    expect(page.locator("#opened")).to_have_text("1")  # the dropdown was opened once, by the replay
    assert len(model.calls) == 1  # only step two was asked for
    assert "You have just done step 1 of 2: click on Color dropdown" in model.calls[0].prompt_text
    assert [a.description for a in result.actions] == ["Color dropdown", "Forest option"]
    assert result.healed
    assert not result.from_cache
    (heal,) = heals_of(runtime)  # one heal, for the step that drifted; step one is not reported
    assert heal.method == "llm"
    assert "Green" in heal.old_locator or "green" in heal.old_locator
    assert "Forest" in heal.new_locator or "c2" in heal.new_locator
    assert runtime.finish(passed=True) == 1

    # The rewritten entry replays both steps on v2 with no model and no heal.
    page.goto(url)
    runtime = start_run(page, tmp_path, "replay", ScriptedLLM([]))
    assert page.act("select Green from the color dropdown").from_cache
    expect(page.locator("#color")).to_have_text("Color: Forest")
    expect(page.locator("#opened")).to_have_text("1")
    assert heals_of(runtime) == []


def test_replay_of_a_two_step_act_whose_second_element_drifted_fails_without_a_model(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    url = site.add("/fallback/dropdown-replay.html", DROPDOWN.format(options=V1_OPTIONS))
    page.goto(url)
    runtime = start_run(page, tmp_path, "auto", FunctionLLM(colour_picker))
    page.act("select Green from the color dropdown")
    runtime.finish(passed=True)
    site.add("/fallback/dropdown-replay.html", DROPDOWN.format(options=V2_OPTIONS))
    page.goto(url)
    start_run(page, tmp_path, "replay", ScriptedLLM([]))
    with pytest.raises(HealError, match=r"(?s)cached act 'select green from the color dropdown'.*Green"):
        page.act("select Green from the color dropdown")
    expect(page.locator("#color")).to_have_text("Color: none")


SAVE_V1 = "<button id=save onclick=\"document.title='saved'\">Save</button><button id=cancel>Cancel</button>"
# Save was replaced: another label, another id; nothing a fingerprint may take for it.
SAVE_V2 = (
    "<button id=cancel>Cancel</button><button id=store-it onclick=\"document.title='stored'\">Store</button>"
)


def clicker(label: str) -> FunctionLLM:
    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        return choice(line_id(messages[-1].text(), label), f"{label} button")

    return FunctionLLM(answer)


def record_save(page: StagehandPage, site: Site, tmp_path: Path, path: str) -> str:
    url = site.add(path, SAVE_V1)
    page.goto(url)
    runtime = start_run(page, tmp_path, "auto", clicker("Save"))
    page.act("click the save button")
    assert runtime.finish(passed=True) == 1
    return url


def test_the_llm_rung_re_infers_a_vanished_element_reports_it_and_rewrites_the_entry_in_auto(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    url = record_save(page, site, tmp_path, "/fallback/save.html")
    site.add("/fallback/save.html", SAVE_V2)
    page.goto(url)
    model = clicker("Store")
    runtime = start_run(page, tmp_path, "auto", model)
    result = page.act("click the save button")
    expect(page).to_have_title("stored")
    assert len(model.calls) == 1
    assert not result.from_cache
    (heal,) = heals_of(runtime)
    assert (heal.method, heal.instruction, heal.saved) == ("llm", "click the save button", True)
    assert "save" in heal.old_locator.lower()
    assert "store" in heal.new_locator.lower()
    assert runtime.finish(passed=True) == 1

    page.goto(url)
    runtime = start_run(page, tmp_path, "replay", ScriptedLLM([]))
    assert page.act("click the save button").from_cache
    expect(page).to_have_title("stored")
    assert heals_of(runtime) == []


def test_an_unhealable_drift_in_replay_is_a_heal_error_and_no_model_is_asked(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    url = record_save(page, site, tmp_path, "/fallback/save-replay.html")
    site.add("/fallback/save-replay.html", SAVE_V2)
    page.goto(url)
    model = ScriptedLLM([])
    start_run(page, tmp_path, "replay", model)
    with pytest.raises(HealError) as error:
        page.act("click the save button")
    message = str(error.value)
    assert "cached act 'click the save button'" in message
    assert 'could not heal button "Save" #save' in message
    assert 'button "Store" #store-it' in message  # the candidates considered are listed
    assert "no LLM re-inference in this mode (replay)" in message
    assert model.calls == []
    assert page.title() == ""  # nothing was clicked


def rewrite_payload(root: Path, change: dict[str, object]) -> None:
    """Edit the stored payload of the test's only entry, as a bad merge or a hand edit would."""
    path = module_file(root, TEST_FILE)
    document = json.loads(path.read_text(encoding="utf-8"))
    (entry,) = document["tests"]["test_x"].values()
    entry["payload"] = change
    path.write_text(json.dumps(document), encoding="utf-8")


@pytest.mark.parametrize(
    "payload",
    [{"steps": []}, {"steps": [{"method": "click"}]}, {"steps": "click"}, {}],
    ids=["no-steps", "step-without-element", "steps-not-a-list", "empty"],
)
def test_a_malformed_act_entry_is_a_miss_in_replay_and_re_recorded_in_auto(
    page: StagehandPage, site: Site, tmp_path: Path, payload: dict[str, object]
) -> None:
    url = record_save(page, site, tmp_path, "/fallback/malformed.html")
    rewrite_payload(tmp_path, payload)

    page.goto(url)
    model = ScriptedLLM([])
    start_run(page, tmp_path, "replay", model)
    with pytest.raises(CacheMissError, match=r"(?s)entry unusable in replay mode.*why: "):
        page.act("click the save button")
    assert model.calls == []
    assert page.title() == ""

    page.goto(url)
    runtime = start_run(page, tmp_path, "auto", clicker("Save"))
    page.act("click the save button")
    expect(page).to_have_title("saved")
    assert runtime.finish(passed=True) == 1
    page.goto(url)
    start_run(page, tmp_path, "replay", ScriptedLLM([]))
    assert page.act("click the save button").from_cache


def test_an_extract_entry_without_data_is_a_miss_in_replay(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    url = site.add("/fallback/price.html", "<h1>Teapot</h1><p>Price: $10.00</p>")
    page.goto(url)
    runtime = start_run(page, tmp_path, "auto", ScriptedLLM([{"extraction": "$10.00"}]))
    assert page.extract("the price") == {"extraction": "$10.00"}
    runtime.finish(passed=True)
    rewrite_payload(tmp_path, {"value": "$10.00"})

    model = ScriptedLLM([])
    start_run(page, tmp_path, "replay", model)
    with pytest.raises(CacheMissError, match=r'the entry holds no "data"'):
        page.extract("the price")
    assert model.calls == []

    again = ScriptedLLM([{"extraction": "$10.00"}])
    runtime = start_run(page, tmp_path, "auto", again)
    assert page.extract("the price") == {"extraction": "$10.00"}
    again.assert_all_used()
    assert runtime.finish(passed=True) == 1
    start_run(page, tmp_path, "replay", ScriptedLLM([]))
    assert page.extract("the price") == {"extraction": "$10.00"}


def test_an_unreadable_stored_verdict_is_a_miss_in_replay(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    page.goto(site.add("/fallback/welcome.html", "<h1>Shop</h1><output>Welcome ada</output>"))
    verdict: dict[str, object] = {
        "evidence": ["Welcome ada"],
        "reasoning": "The page says Welcome ada.",
        "evaluation": "YES",
    }
    runtime = start_run(page, tmp_path, "auto", ScriptedLLM([verdict]))
    assert page.evaluate_goal("the user is welcomed by name", evidence="page_text")
    runtime.finish(passed=True)
    rewrite_payload(tmp_path, {"verdict": {"evaluation": "MAYBE"}})

    model = ScriptedLLM([])
    start_run(page, tmp_path, "replay", model)
    with pytest.raises(
        CacheMissError, match=r"(?s)entry unusable in replay mode.*stored verdict is unusable"
    ):
        page.evaluate_goal("the user is welcomed by name", evidence="page_text")
    assert model.calls == []
