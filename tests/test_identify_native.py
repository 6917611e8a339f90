"""The identity check resolves stored ``css=``, ``xpath=`` and role + exact name locators in the page
itself, as Playwright's engines would, and hands everything else to Playwright (real Chromium).

Why: Playwright builds its selector engine in the page's main world on a document's first main-world
query (20-30 ms), and a replayed act's identity check was often the only one (BENCHMARKS.md, "Cache
replay" and "Agent"). A role + name match is this package's own reading of roles and names, so a
replay acts on the element the page found (by its XPath), never on what the role locator might find.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page

from pytest_stagehand.cache import fingerprint as fingerprint_module
from pytest_stagehand.cache.fingerprint import ElementFingerprint, Identified, capture_element, identify
from pytest_stagehand.healing.ladder import find_stored, verify_identity
from pytest_stagehand.snapshot import bounded as bounded_module
from pytest_stagehand.snapshot import evaluate_all_within


def _both_ways(locator: Locator, monkeypatch: pytest.MonkeyPatch) -> tuple[Identified, Identified, list[str]]:
    """What identify answers, which selectors it handed to Playwright meanwhile, and what Playwright
    alone answers (the page's own resolution turned off)."""
    asked: list[str] = []

    def spy(target: Locator, source: str, seconds: float, arg: object = None) -> object:
        asked.append(str(target._impl_obj._selector))
        return evaluate_all_within(target, source, seconds, arg)

    with monkeypatch.context() as patched:
        patched.setattr(fingerprint_module, "evaluate_all_within", spy)  # role locators' fallback
        patched.setattr(bounded_module, "evaluate_all_within", spy)  # css and XPath's
        native = identify(locator)
    return native, identify(locator, by_page=False), asked


PLAIN = (
    "<main><button id=save>Save</button><button class=x>A</button><button class=x>B</button>"
    "<label>Email <input id=email></label>"
    '<h2>Say "hi" — café</h2><a href="/x">Open</a><a href="/y" aria-hidden="true">Open</a>'
    '<button style="display:none">Hidden</button><button>Twice</button><button>Twice</button>'
    '<span id=cap>Your name</span><input aria-labelledby="cap">'
    '<div role="button" aria-label="Tile">?</div><button><img alt="Close"></button></main>'
)


@pytest.mark.parametrize(
    ("selector", "count"),
    [
        ("css=#save", 1),
        ("css=button.x", 2),
        ("css=#gone", 0),
        ("xpath=//main/button[2]", 1),
        ("xpath=//button", 7),
        ('internal:role=button[name="Save"s]', 1),
        ('internal:role=textbox[name="Email"s]', 1),
        ('internal:role=heading[name="Say \\"hi\\" — café"s]', 1),
        ('internal:role=link[name="Open"s]', 1),  # the other one is under aria-hidden
        ('internal:role=textbox[name="Your name"s]', 1),
        ('internal:role=button[name="Tile"s]', 1),
        ('internal:role=button[name="Close"s]', 1),
    ],
)
def test_a_plain_locator_is_answered_by_the_page_as_playwright_answers_it(
    page: Page, monkeypatch: pytest.MonkeyPatch, selector: str, count: int
) -> None:
    page.set_content(PLAIN)
    native, by_playwright, asked = _both_ways(page.locator(selector), monkeypatch)
    assert (native.count, native.fingerprint) == (by_playwright.count, by_playwright.fingerprint)
    assert native.count == count
    assert asked == []  # Playwright's main-world engine was not needed
    if selector.startswith("internal:role=") and count == 1:
        # The element the page found, by its XPath: the one Playwright's role engine finds.
        assert native.found_at is not None
        assert native.found_at.startswith("xpath=")
        same = page.locator(selector).evaluate(
            "(el, other) => el === other", page.locator(native.found_at).element_handle()
        )
        assert same is True
    else:
        assert native.found_at is None


SHADOW = (
    "<button class=go>Go</button><div id=host></div>"
    "<script>host.attachShadow({mode: 'open'}).innerHTML = '<button class=go>Go</button>'</script>"
)
LONG_NAME = "x" * 130


@pytest.mark.parametrize(
    ("body", "selector", "count"),
    [
        # Playwright's css and role engines enter open shadow roots, the page's own calls do not.
        (SHADOW, "css=button.go", 2),
        (SHADOW, 'internal:role=button[name="Go"s]', 2),
        # Playwright's own css extensions are not the page's.
        (PLAIN, 'css=button:has-text("Save")', 1),
        # A chained locator (or one entering a frame) is Playwright's.
        (PLAIN, "main >> css=#save", 1),
        # Other kinds of locator, and a role locator not in the exact form capture_element writes.
        (PLAIN, 'internal:label="Email"s', 1),
        (PLAIN, 'internal:text="Save"s', 1),
        (PLAIN, 'internal:role=button[name="save"i]', 1),
        # A role locator that the page finds on no element or on several: what a replay does next
        # (wait, heal, refuse a duplicate) is Playwright's count to decide.
        (PLAIN, 'internal:role=button[name="Hidden"s]', 0),  # not rendered
        (PLAIN, 'internal:role=button[name="Twice"s]', 2),
        (PLAIN, 'internal:role=button[name="Sav"s]', 0),  # exact: no prefix match
        # Where this package's reading of names or of hiddenness may differ from Playwright's, the
        # page does not answer: a select inside its own label is named with its options here (a
        # namesake of "Language" that Playwright counts), display: contents hides by the children.
        (
            '<select aria-label="Language"><option>Any</option></select>'
            "<label>Language <select><option>English</option></select></label>",
            'internal:role=combobox[name="Language"s]',
            2,
        ),
        (
            '<div role="button" style="display: contents"><span>Go</span></div>',
            'internal:role=button[name="Go"s]',
            1,
        ),
        # A focusable element keeps its own role under role="presentation" for Playwright.
        (
            '<button>Save</button><button role="presentation">Save</button>',
            'internal:role=button[name="Save"s]',
            2,
        ),
        # A name at the fingerprint's cap: Playwright compares the whole name.
        (f"<button>{LONG_NAME}</button>", f'internal:role=button[name="{LONG_NAME[:120]}"s]', 0),
    ],
)
def test_anything_else_is_answered_by_playwright(
    page: Page, monkeypatch: pytest.MonkeyPatch, body: str, selector: str, count: int
) -> None:
    page.set_content(body)
    native, by_playwright, asked = _both_ways(page.locator(selector), monkeypatch)
    assert native == by_playwright
    assert native.count == count
    assert asked  # the first call went to Playwright


def test_a_replay_acts_on_the_element_the_page_matched_and_reports_the_stored_locator(page: Page) -> None:
    page.set_content(PLAIN)
    capture = capture_element(page.get_by_role("button", name="Save"))
    role = 'internal:role=button[name="Save"s]'
    assert role in capture.locators
    only_role = type(capture)(capture.fingerprint, (role,), capture.frame_url)

    located = find_stored(page, only_role, threshold=0.8)

    assert located is not None
    assert located.selector == role  # what results and reports show
    acted_on = str(located.locator._impl_obj._selector)
    assert acted_on.startswith("xpath=")
    assert located.locator.evaluate("el => el.id") == "save"


def test_a_new_document_is_given_the_script_and_asked_again(page: Page) -> None:
    """The short question finds no script in a new document (null), and the install form follows."""
    page.set_content(PLAIN)
    first = identify(page.locator('internal:role=button[name="Save"s]'))
    page.goto("data:text/html," + PLAIN.replace("Save", "Keep"))  # a new document: no script in it
    again = identify(page.locator('internal:role=button[name="Keep"s]'))
    assert (first.count, again.count) == (1, 1)
    assert isinstance(first.fingerprint, ElementFingerprint)
    assert first.fingerprint.name == "Save"
    assert again.fingerprint is not None
    assert again.fingerprint.name == "Keep"


def test_an_element_the_page_matched_that_is_not_the_stored_one_is_judged_by_playwright(
    page: Page, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The page's reading found one element, and it fails the identity check: Playwright's role engine
    (what the locator means) is asked before the check says no."""
    page.set_content(PLAIN)
    stored = capture_element(page.locator("#save")).fingerprint
    page.set_content("<footer><p>Done?</p><span><button class=danger>Save</button></span></footer>")
    asked: list[str] = []

    def spy(target: Locator, source: str, seconds: float, arg: object = None) -> object:
        asked.append(str(target._impl_obj._selector))
        return evaluate_all_within(target, source, seconds, arg)

    monkeypatch.setattr(fingerprint_module, "evaluate_all_within", spy)
    check = verify_identity(page.locator('internal:role=button[name="Save"s]'), stored, 0.99)

    assert not check.ok
    assert check.count == 1
    assert check.found_at is None
    assert asked == ['internal:role=button[name="Save"s]']


@pytest.mark.parametrize(
    ("selector", "count"), [("xpath=//main/button", 7), ("xpath=/html/body/main/button[1]", 1), ("css=.x", 2)]
)
def test_the_step_report_s_look_reads_plain_css_and_xpath_in_the_page(
    page: Page, monkeypatch: pytest.MonkeyPatch, selector: str, count: int
) -> None:
    """The look before each action (reporting/steps.py) gets the replay's XPath of a role match."""
    page.set_content(PLAIN)
    asked: list[str] = []

    def spy(locator: Locator, source: str, seconds: float, arg: object = None) -> object:
        asked.append(str(locator))
        return evaluate_all_within(locator, source, seconds, arg)

    monkeypatch.setattr(bounded_module, "evaluate_all_within", spy)
    assert (
        bounded_module.evaluate_elements_within(page.locator(selector), "(els) => els.length", 5.0) == count
    )
    assert asked == []
