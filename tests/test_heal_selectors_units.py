"""Pure parts of selector healing: suggestion ranking, call-site detection, and the ``heal apply`` rewrite."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import _pytest.fixtures
import playwright.sync_api
import pytest

from pytest_stagehand.__main__ import main
from pytest_stagehand.cache.fingerprint import ElementFingerprint
from pytest_stagehand.healing.apply import (
    Edit,
    apply_edits,
    build_patch,
    locator_parameters,
    plan_edits,
    quote_like,
    split_location,
)
from pytest_stagehand.healing.callsite import call_site, format_location, is_library_file
from pytest_stagehand.healing.compatible import element_family, llm_pick_refusal
from pytest_stagehand.healing.locator_code import locator_code
from pytest_stagehand.healing.record import HealRecord
from pytest_stagehand.healing.suggest import public_selector, rank_locators, suggest_selector
from pytest_stagehand.pipelines.llm_heal import reinfer_instruction
from pytest_stagehand.reporting.heal_report import HealReport
from pytest_stagehand.reporting.usage import CACHE_PROPERTY, SessionTotals, format_summary

ALL_KINDS = [
    "xpath=/html/body/button",
    "css=div > button.primary",
    "css=#signin-submit",
    'internal:attr=[placeholder="Name"s]',
    'css=[data-testid="login"]',
    'internal:label="User name"s',
    'internal:role=button[name="Sign in"s]',
]


def test_suggestion_prefers_what_users_see_and_uses_css_or_xpath_last() -> None:
    assert rank_locators(ALL_KINDS) == list(reversed(ALL_KINDS))
    assert suggest_selector(ALL_KINDS) == 'internal:role=button[name="Sign in"s]'
    assert suggest_selector(["xpath=/a", "css=#x"]) == "css=#x"
    assert suggest_selector([]) == ""


def test_call_site_is_the_first_frame_outside_library_code(tmp_path: Path) -> None:
    here = call_site(Path(__file__).parent.parent)
    assert here.startswith("tests/test_heal_selectors_units.py:")
    assert is_library_file(_pytest.fixtures.__file__)
    assert is_library_file(playwright.sync_api.__file__)
    assert is_library_file("<string>")
    assert not is_library_file(__file__)
    assert format_location("/elsewhere/t.py", 3, tmp_path) == "/elsewhere/t.py:3"
    assert format_location(str(tmp_path / "a" / "t.py"), 7, tmp_path) == "a/t.py:7"


def test_call_site_walks_up_from_a_given_frame() -> None:
    frame = sys._getframe()
    assert call_site(Path("/"), frame).endswith(f":{frame.f_lineno}")


@pytest.mark.parametrize(
    ("location", "expected"),
    [("tests/t.py:42", ("tests/t.py", 42)), ("C:/x/t.py:3", ("C:/x/t.py", 3)), ("t.py", None), ("", None)],
)
def test_split_location(location: str, expected: tuple[str, int] | None) -> None:
    assert split_location(location) == expected


def record(location: str, old: str, suggestion: str) -> HealRecord:
    return HealRecord("t::x", old, "css=#new", "fingerprint", 0.8, location, suggested_selector=suggestion)


def test_plan_dedupes_repeats_and_skips_conflicts_and_unlocated_records() -> None:
    edits, skipped = plan_edits(
        [
            record("t.py:3", "#a", 'internal:label="A"s'),
            record("t.py:3", "#a", 'internal:label="A"s'),  # the same line healed twice (a loop)
            record("t.py:5", "#b", "css=#b1"),
            record("t.py:5", "#b", "css=#b2"),
            record("", "#c", "css=#c"),
            record("t.py:9", "#d", ""),
        ]
    )
    assert edits == {"t.py": [Edit(3, "#a", 'internal:label="A"s')]}
    assert [(s.old, s.reason) for s in skipped] == [
        ("#c", "no file:line in the report"),
        ("#d", "no verified suggestion"),
        ("#b", "conflicting suggestions ['css=#b1', 'css=#b2']"),
    ]


def test_quote_like_keeps_the_quote_style_when_safe() -> None:
    assert quote_like("css=#x", "'#a'") == "'css=#x'"
    assert quote_like('internal:role=button[name="Go"s]', "'#a'") == "'internal:role=button[name=\"Go\"s]'"
    assert quote_like("it's", "'#a'") == '"it\'s"'
    assert quote_like('a"b', '"#a"') == "'a\"b'"  # no escapes needed in single quotes
    assert quote_like("a\"b'c", '"#a"') == '"a\\"b\'c"'


SOURCE = """def test_x(page):
    page.click("#login-btn")  # '#login-btn' in a comment stays
    page.fill('#user', "#user", timeout=5_000)
    text = f"#login-btn"
    page.click("#login-btn")
    button = "#login-btn"
    page.click(button)
    page.locator("#user").fill("ada")
    page.fill(
        "#user",
        "ada",
        strict=True,
    )
    page.click("#a", strict=True, timeout=1_000)
    page.wait_for_selector("#login-btn")
    expect(
        page.locator("#status")
    ).to_have_text("Welcome")
    page.locator(
        "#tag"
    ).click()
"""


def test_apply_edits_rewrites_selector_calls_as_people_write_them_and_other_literals_as_strings() -> None:
    after, missed = apply_edits(
        SOURCE,
        [
            Edit(2, "#login-btn", 'internal:role=button[name="Sign in"s]'),
            Edit(3, "#user", 'internal:label="User name"s'),
            Edit(4, "#login-btn", "css=#x"),  # an f-string: left alone, reported as missed
            Edit(7, "#login-btn", 'internal:role=button[name="Sign in"s]'),  # kept in a variable
            Edit(8, "#user", "css=#login-user"),
            Edit(9, "#user", 'internal:label="User name"s'),  # a call over four lines; no strict
            Edit(14, "#a", 'internal:testid=[data-testid="a"s]'),  # strict dropped, timeout kept
            Edit(15, "#login-btn", 'internal:role=button[name="Sign in"s]'),  # no Locator twin
            Edit(18, "#status", "internal:role=status"),  # Python reports expect(...)'s last line
            Edit(21, "#tag", "css=#label"),  # a chain: Python reports the line of .click
        ],
    )
    assert after.splitlines() == [
        "def test_x(page):",
        '    page.get_by_role("button", name="Sign in", exact=True).click()  # \'#login-btn\' in a comment stays',
        # Only the selector argument: the text typed into the box, "#user", is left as it was.
        '    page.get_by_label("User name", exact=True).fill("#user", timeout=5_000)',
        '    text = f"#login-btn"',
        '    page.click("#login-btn")',
        "    button = 'role=button[name=\"Sign in\"s]'",
        "    page.click(button)",
        '    page.locator("#login-user").fill("ada")',
        '    page.get_by_label("User name", exact=True).fill(',
        '        "ada",',
        "    )",
        '    page.get_by_test_id("a").click(timeout=1_000)',
        "    page.wait_for_selector('role=button[name=\"Sign in\"s]')",
        "    expect(",
        '        page.get_by_role("status")',
        '    ).to_have_text("Welcome")',
        '    page.locator("#label").click()',
    ]
    assert [(m.edit.line, m.reason.split(" (")[0]) for m in missed] == [
        (4, "the old selector is not written as a string in that statement")
    ]
    assert apply_edits(SOURCE, []) == (SOURCE, [])
    compile(after, "patched.py", "exec")


def test_apply_edits_lists_what_needs_a_manual_edit_with_the_reason() -> None:
    source = 'def test_y(page, sel):\n    page.wait_for_selector("#name")\n    page.click(sel)\n'
    after, missed = apply_edits(
        source,
        [
            Edit(2, "#name", 'internal:label="Name"s'),  # a label has no selector-string form
            Edit(3, "#x", "css=#y"),  # a parameter: nothing to rewrite
            Edit(9, "#x", "css=#y"),  # past the end of the file: it changed since the run
        ],
    )
    assert after == source
    assert [(m.edit.line, m.reason) for m in missed] == [
        (
            2,
            'internal:label="Name"s has no selector-string form (write get_by_label("Name", exact=True) there)',
        ),
        (3, "the selector comes from sel, not assigned that string in the function or module"),
        (9, "no statement at line 9 (the file changed since the run?)"),
    ]


@pytest.mark.parametrize(
    ("selector", "public"),
    [
        ('internal:role=button[name="Log in"s]', 'role=button[name="Log in"s]'),
        ("internal:role=status", "role=status"),
        ('internal:testid=[data-testid="go"s]', '[data-testid="go"]'),
        ('css=[data-testid="go"]', '[data-testid="go"]'),
        ('internal:attr=[placeholder="Search"s]', '[placeholder="Search"]'),
        ('internal:text="Welcome"i', "text=Welcome"),
        ('internal:text="Welcome, ada"s', 'text="Welcome, ada"'),
        ('internal:text=" padded"i', None),
        ("css=#basket", "#basket"),
        ("css=div > a.primary", "div > a.primary"),
        ("css=text=x", "css=text=x"),  # without css= Playwright would read the text engine
        ("xpath=/html/body/a", "xpath=/html/body/a"),
        ('internal:label="Name"s', None),
        ("iframe >> internal:control=enter-frame >> #send", None),
    ],
)
def test_public_selector_is_what_a_person_writes(selector: str, public: str | None) -> None:
    assert public_selector(selector) == public


def test_locator_parameters_drop_strict() -> None:
    assert "strict" not in locator_parameters("click")
    assert {"timeout", "force", "button"} <= locator_parameters("click")


@pytest.mark.parametrize(
    ("selector", "code"),
    [
        ('internal:role=button[name="Sign in"s]', 'get_by_role("button", name="Sign in", exact=True)'),
        ('internal:role=link[name="Cart"i]', 'get_by_role("link", name="Cart")'),
        ("internal:role=navigation", 'get_by_role("navigation")'),
        ('internal:label="Say \\"hi\\""s', 'get_by_label("Say \\"hi\\"", exact=True)'),
        ('internal:testid=[data-testid="go"s]', 'get_by_test_id("go")'),
        ('css=[data-testid="login-username"]', 'get_by_test_id("login-username")'),
        ('internal:attr=[placeholder="Search"s]', 'get_by_placeholder("Search", exact=True)'),
        ('internal:text="Welcome"i', 'get_by_text("Welcome")'),
        ("css=#basket-link", 'locator("#basket-link")'),
        ("xpath=/html/body/button[2]", 'locator("xpath=/html/body/button[2]")'),
        ("iframe >> internal:control=enter-frame >> #send", None),
        ("text=Sign in", None),
    ],
)
def test_locator_code(selector: str, code: str | None) -> None:
    assert locator_code(selector) == code


def test_build_patch_and_cli_print_a_diff_and_write_only_with_write(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "tests").mkdir()
    test_file = tmp_path / "tests" / "test_x.py"
    test_file.write_text(SOURCE, encoding="utf-8")
    records = [
        record("tests/test_x.py:2", "#login-btn", "css=#signin"),
        record("tests/test_x.py:4", "#login-btn", "css=#x"),
        record("tests/gone.py:1", "#a", "css=#b"),
    ]
    patch = build_patch(records, tmp_path)
    assert '-    page.click("#login-btn")  #' in patch.diff
    assert '+    page.locator("#signin").click()  #' in patch.diff
    assert patch.diff.startswith("--- a/tests/test_x.py\n+++ b/tests/test_x.py\n")
    assert sorted(s.reason.split(" (")[0] for s in patch.skipped) == [
        "file not found",
        "the old selector is not written as a string in that statement",
    ]

    report = tmp_path / "report.json"
    heal_report = HealReport()
    heal_report.extend(records)
    heal_report.write(report)
    args = ["heal", "apply", "--rootdir", str(tmp_path), "--report", str(report)]
    assert main(args) == 0
    out, err = capsys.readouterr()
    assert out == patch.diff
    assert "would change; apply with --write" in err
    assert "skipped: tests/gone.py:1: '#a' not rewritten (file not found); suggested: css=#b" in err
    assert test_file.read_text(encoding="utf-8") == SOURCE
    assert main([*args, "--write"]) == 0
    assert 'page.locator("#signin").click()' in test_file.read_text(encoding="utf-8")


def test_cli_without_a_report_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["heal", "apply", "--rootdir", str(tmp_path)]) == 2
    assert "no heal report" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("fingerprint", "instruction"),
    [
        (
            ElementFingerprint("button", role="button", name="Apply promo code"),
            'click the button "Apply promo code"',
        ),
        (ElementFingerprint("input", role="textbox", name="User name"), 'fill the textbox "User name"'),
        (
            ElementFingerprint("input", role="checkbox", name="Remember me"),
            'check the checkbox "Remember me"',
        ),
        (ElementFingerprint("a", role="link", text="Docs"), 'click the link "Docs"'),
        (
            ElementFingerprint("input", attributes=(("placeholder", "Search"),)),
            'click the input "Search"',
        ),
        (ElementFingerprint("div"), "click the div"),
    ],
)
def test_llm_rung_instruction_reads_like_the_tests_own_step(
    fingerprint: ElementFingerprint, instruction: str
) -> None:
    assert reinfer_instruction(fingerprint) == instruction


def test_summary_counts_selector_entries_in_the_cache_line_and_shows_them_apart() -> None:
    totals = SessionTotals()
    pipeline = {"hits": 2, "misses": 1, "recorded": 1, "heals": 0}
    selectors = {"selector_hits": 3, "selector_recorded": 4, "selector_heals": 5}
    totals.add_properties([(CACHE_PROPERTY, json.dumps({**pipeline, **selectors}))])
    totals.add_properties([(CACHE_PROPERTY, json.dumps({"hits": 0, "misses": 0, "recorded": 0, "heals": 1}))])
    lines = format_summary(totals)
    assert "cache: 5 hits, 1 misses, 5 recorded, 6 heals (selectors: 3 hits, 4 recorded, 5 heals)" in lines
    # Without selector healing the line reads as it always did.
    plain = SessionTotals()
    plain.add_properties([(CACHE_PROPERTY, json.dumps(pipeline))])
    assert "cache: 2 hits, 1 misses, 1 recorded, 0 heals" in format_summary(plain)


@pytest.mark.parametrize(
    ("chosen", "refused"),
    [
        # The renamed button in the same place: the model's job, accepted.
        (ElementFingerprint("button", "button", "Checkout now", "Checkout now", (("id", "checkout"),)), ""),
        # A text box is not a button, however the model reads the page.
        (ElementFingerprint("input", "textbox", "Pay", attributes=(("id", "pay"),)), "a field element"),
        # A button that shares nothing with the recorded one but its tag.
        (
            ElementFingerprint("button", "button", "Delete account", "Delete account", (), ("danger",),
                               ("section#settings", "main", "div.layout"), 7),
            "below the minimum 0.25",
        ),
    ],
)  # fmt: skip
def test_an_llm_pick_must_be_compatible_with_the_recorded_element(
    chosen: ElementFingerprint, refused: str
) -> None:
    stored = ElementFingerprint("button", "button", "Pay", "Pay", (("id", "pay"),))
    verdict = llm_pick_refusal(stored, chosen)
    assert (verdict == "") if not refused else (refused in verdict and verdict.endswith("refused"))


@pytest.mark.parametrize(
    ("fingerprint", "family"),
    [
        (ElementFingerprint("a", "link"), "action"),
        (ElementFingerprint("div", "button"), "action"),
        (ElementFingerprint("input", "checkbox"), "toggle"),
        (ElementFingerprint("input", attributes=(("type", "radio"),)), "toggle"),
        (ElementFingerprint("input", attributes=(("type", "password"),)), "field"),
        (ElementFingerprint("select", "combobox"), "field"),
        (ElementFingerprint("p", "paragraph"), "content"),
        (ElementFingerprint("span"), "content"),
    ],
)
def test_element_family(fingerprint: ElementFingerprint, family: str) -> None:
    assert element_family(fingerprint) == family
