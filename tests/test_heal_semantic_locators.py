"""Healed locators are semantic: role + name, label, test id, placeholder or unique text, verified to
find exactly the healed element; a positional CSS path or XPath is a last resort, flagged in reports."""

from __future__ import annotations

from playwright.sync_api import Page

from pytest_stagehand.cache.fingerprint import capture_element
from pytest_stagehand.healing.record import HealRecord
from pytest_stagehand.healing.suggest import is_positional, suggest_selector
from pytest_stagehand.reporting.heal_report import format_terminal_summary

# The tile: a clickable <div> with a wrapper and a class, no role, a unique text.
TILES = """<main>
  <div class="grid">
    <div class="wrap"><div class="tile new" onclick="document.title = 'reports'">Quarterly reports</div></div>
    <div class="wrap"><div class="tile" onclick="document.title = 'people'">People</div></div>
  </main>"""


def test_a_tile_with_unique_text_gets_a_text_locator_not_a_positional_one(page: Page) -> None:
    page.set_content(TILES)
    capture = capture_element(page.locator(".tile.new"))
    suggested = suggest_selector(capture.locators)
    assert suggested == 'internal:text="Quarterly reports"s'
    assert not is_positional(suggested)
    page.locator(suggested).click()  # verified to find exactly the tile
    assert page.title() == "reports"


def test_role_and_name_come_before_test_ids_and_ids() -> None:
    locators = [
        'css=[data-testid="save"]',
        "css=#save",
        'internal:role=button[name="Save"s]',
        'internal:text="Save"s',
        "css=div > button",
        "xpath=/html/body/div/button",
    ]
    assert suggest_selector(locators) == 'internal:role=button[name="Save"s]'
    assert [is_positional(s) for s in locators] == [False, False, False, False, True, True]


def test_a_positional_heal_is_flagged_in_the_record_and_the_summary() -> None:
    positional = HealRecord("t::a", "#old", "css=div:nth-of-type(3) > div", "llm", location="t.py:3")
    semantic = HealRecord("t::b", "#old", 'internal:role=button[name="Go"s]', "fingerprint", 0.9)
    assert positional.positional
    assert positional.to_json()["positional"] is True
    assert not semantic.positional
    lines = format_terminal_summary([positional, semantic])
    flagged = [line for line in lines if "positional locator" in line]
    assert len(flagged) == 1
    assert HealRecord.from_json(positional.to_json()) == positional
