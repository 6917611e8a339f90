"""Observe and extract through the cache, in-process on real Chromium with scripted models.

Each "run" gives the page a fresh runtime over one cache directory (as the plugin does per test) and
commits it as a passing test would. Observe entries are re-verified on a hit: an observed element
that now finds a different element is drift (replay fails naming it; auto observes again). Extract
entries are keyed by the scoped page content: unchanged content replays, changed content
re-extracts (auto) or is a miss that says the content differs (replay).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_stagehand import StagehandPage
from pytest_stagehand.actions.model import Action
from pytest_stagehand.errors import CacheMissError, HealError
from pytest_stagehand.reporting.heal_report import records_from_user_properties
from pytest_stagehand.snapshot import capture_snapshot
from pytest_stagehand.testing import ScriptedLLM
from tests.support.cache import start_run
from tests.support.pipeline import id_of
from tests.support.server import Site

SAVE_V1 = "<h1>Profile</h1><button id=save>Save</button><button id=cancel>Cancel</button>"
# The same place in the page now holds another button: an xpath replayed blindly would hit "Delete".
SAVE_V2 = "<h1>Profile</h1><button id=delete>Delete account</button><button id=save>Save</button>"
# Save is gone: only "Delete account" and "Cancel" are left, nothing a fingerprint may take for it.
SAVE_V3 = "<h1>Profile</h1><button id=delete>Delete account</button><button id=cancel>Cancel</button>"
# Save drifted: a wrapper and a tweaked label; the stored xpath now finds "Cancel", and the id finds
# the button with its new label, which identity refuses (a changed label is for the heal ladder).
SAVE_V4 = "<h1>Profile</h1><button id=cancel>Cancel</button><span class=wrap><button id=save>Save changes</button></span>"
PRICE = "<h1>Teapot</h1><p id=price>Price: {price}</p>"


def observed(element_id: str, description: str) -> dict[str, object]:
    return {
        "elements": [
            {"elementId": element_id, "description": description, "method": "click", "arguments": []}
        ]
    }


def record_observe_save(
    page: StagehandPage, site: Site, tmp_path: Path, path: str
) -> tuple[str, list[Action]]:
    """Serve SAVE_V1 at ``path`` and record "find the Save button" in auto mode (one model call)."""
    url = site.add(path, SAVE_V1)
    page.goto(url)
    llm = ScriptedLLM([observed(id_of(capture_snapshot(page), "button", "Save"), "Save button")])
    runtime = start_run(page, tmp_path, "auto", llm)
    recorded = page.observe("find the Save button")
    assert runtime.finish(passed=True) == 1
    llm.assert_all_used()
    return url, recorded


def test_observe_replays_verified_elements_and_treats_a_changed_element_as_drift(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    url, recorded = record_observe_save(page, site, tmp_path, "/observe-cache.html")

    # An unchanged page: replayed, no model call.
    page.goto(url)
    start_run(page, tmp_path, "replay", ScriptedLLM([]))
    assert page.observe("find the Save button") == recorded

    # The stored xpath now finds "Delete account": that is drift, and another stored locator of the
    # recorded element (its id) still finds the real Save button, identity-checked.
    site.add("/observe-cache.html", SAVE_V2)
    page.goto(url)
    start_run(page, tmp_path, "replay", ScriptedLLM([]))
    (moved,) = page.observe("find the Save button")
    assert moved.selector != recorded[0].selector
    assert page.locator(moved.selector).inner_text() == "Save"

    # Save is gone: replay refuses, naming the drifted element; nothing is taken for it.
    site.add("/observe-cache.html", SAVE_V3)
    page.goto(url)
    start_run(page, tmp_path, "replay", ScriptedLLM([]))
    with pytest.raises(HealError, match=r"(?s)stored elements drifted.*Save button.*could not heal"):
        page.observe("find the Save button")

    # auto observes again, and reports that as an LLM heal of the drifted element.
    again = ScriptedLLM([observed(id_of(capture_snapshot(page), "button", "Cancel"), "Save button")])
    runtime = start_run(page, tmp_path, "auto", again)
    found = page.observe("find the Save button")
    again.assert_all_used()
    assert page.locator(found[0].selector).inner_text() == "Cancel"
    (heal,) = records_from_user_properties(runtime.user_properties)
    assert (heal.method, heal.old_locator, heal.new_locator) == (
        "llm",
        recorded[0].selector,
        found[0].selector,
    )
    assert heal.instruction == "find the save button"


def test_observe_heals_a_drifted_element_by_fingerprint_and_saves_it_in_auto(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    url, _ = record_observe_save(page, site, tmp_path, "/observe-heal.html")
    site.add("/observe-heal.html", SAVE_V4)

    # replay: healed by fingerprint with no model call, reported, not saved.
    page.goto(url)
    runtime = start_run(page, tmp_path, "replay", ScriptedLLM([]))
    (healed,) = page.observe("find the Save button")
    assert page.locator(healed.selector).inner_text() == "Save changes"
    (heal,) = records_from_user_properties(runtime.user_properties)
    assert heal.method == "fingerprint"
    assert heal.score is not None
    assert heal.score >= 0.75
    assert not heal.saved
    assert runtime.finish(passed=True) == 0

    # auto: the same heal, saved, so the next replay finds the element with no heal at all.
    page.goto(url)
    runtime = start_run(page, tmp_path, "auto", ScriptedLLM([]))
    assert page.observe("find the Save button") == [healed]
    assert [r.saved for r in records_from_user_properties(runtime.user_properties)] == [True]
    assert runtime.finish(passed=True) == 1
    page.goto(url)
    runtime = start_run(page, tmp_path, "replay", ScriptedLLM([]))
    assert page.observe("find the Save button") == [healed]
    assert records_from_user_properties(runtime.user_properties) == []


def test_extract_replays_unchanged_content_and_re_extracts_changed_content(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    url = site.add("/extract-cache.html", PRICE.format(price="$10.00"))
    page.goto(url)
    llm = ScriptedLLM([{"extraction": "$10.00"}])
    runtime = start_run(page, tmp_path, "auto", llm)
    assert page.extract("the price") == {"extraction": "$10.00"}
    assert runtime.finish(passed=True) == 1

    start_run(page, tmp_path, "replay", ScriptedLLM([]))
    assert page.extract("the price") == {"extraction": "$10.00"}

    site.add("/extract-cache.html", PRICE.format(price="$12.50"))
    page.goto(url)
    start_run(page, tmp_path, "replay", ScriptedLLM([]))
    with pytest.raises(CacheMissError, match="content"):
        page.extract("the price")

    fresh = ScriptedLLM([{"extraction": "$12.50"}])
    start_run(page, tmp_path, "auto", fresh)
    assert page.extract("the price") == {"extraction": "$12.50"}
    fresh.assert_all_used()
