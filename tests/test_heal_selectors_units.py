"""Pure parts of selector healing: suggestion ranking, call-site detection, and the ``heal apply`` rewrite."""

from __future__ import annotations

import sys
from pathlib import Path

import _pytest.fixtures
import playwright.sync_api
import pytest

from pytest_stagehand.__main__ import main
from pytest_stagehand.cache.fingerprint import ElementFingerprint
from pytest_stagehand.cache.locator_code import locator_code
from pytest_stagehand.cache.report import HealRecord, HealReport
from pytest_stagehand.healing.apply import (
    Edit,
    apply_edits,
    build_patch,
    plan_edits,
    quote_like,
    split_location,
)
from pytest_stagehand.healing.callsite import call_site, format_location, is_library_file
from pytest_stagehand.healing.suggest import rank_locators, selector_kind, suggest_selector
from pytest_stagehand.healing_llm import reinfer_instruction

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


@pytest.mark.parametrize(
    ("selector", "kind"),
    [
        ('internal:role=button[name="x"s]', "role"),
        ('role=button[name="x"]', "role"),
        ('internal:label="x"s', "label"),
        ('css=[data-testid="x"]', "test id"),
        ('internal:testid=[data-testid="x"s]', "test id"),
        ('internal:attr=[placeholder="x"s]', "placeholder"),
        ("css=#x", "id"),
        ("css=div", "css"),
        ("xpath=//div", "xpath"),
        ("#x", "other"),
    ],
)
def test_selector_kind(selector: str, kind: str) -> None:
    assert selector_kind(selector) == kind


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
    assert quote_like('a"b', '"#a"') == '"a\\"b"'


SOURCE = """def test_x(page):
    page.click("#login-btn")  # '#login-btn' in a comment stays
    page.fill('#user', "#user", timeout=5_000)
    text = f"#login-btn"
    page.click("#login-btn")
    button = "#login-btn"
    page.locator("#user").fill("ada")
"""


def test_apply_edits_rewrites_selector_calls_as_people_write_them_and_other_literals_as_strings() -> None:
    after, missed = apply_edits(
        SOURCE,
        [
            Edit(2, "#login-btn", 'internal:role=button[name="Sign in"s]'),
            Edit(3, "#user", 'internal:label="User name"s'),
            Edit(4, "#login-btn", "css=#x"),  # an f-string: left alone, reported as missed
            Edit(6, "#login-btn", 'internal:role=button[name="Sign in"s]'),
            Edit(7, "#user", "css=#login-user"),
        ],
    )
    assert after.splitlines() == [
        "def test_x(page):",
        '    page.get_by_role("button", name="Sign in", exact=True).click()  # \'#login-btn\' in a comment stays',
        # Only the selector argument: the text typed into the box, "#user", is left as it was.
        '    page.get_by_label("User name", exact=True).fill("#user", timeout=5_000)',
        '    text = f"#login-btn"',
        '    page.click("#login-btn")',
        '    button = "internal:role=button[name=\\"Sign in\\"s]"',
        '    page.locator("#login-user").fill("ada")',
    ]
    assert missed == [Edit(4, "#login-btn", "css=#x")]
    assert apply_edits(SOURCE, []) == (SOURCE, [])


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
        "no string literal equal to the old selector on that line",
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
