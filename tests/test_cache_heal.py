"""Replay identity checks and the heal ladder on real Chromium: a page recorded in v1, replayed on v2."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from pytest_stagehand.cache.fingerprint import ElementCapture, capture_element
from pytest_stagehand.errors import HealError
from pytest_stagehand.healing.ladder import HealedTarget, heal, locate, verify_identity
from tests.support.server import Site

THRESHOLD = 0.75

V1 = """<!doctype html><html><body>
<main id="content">
  <nav><a href="/home" class="nav-link">Home</a><a href="/help" class="nav-link">Help</a></nav>
  <form id="profile" class="form">
    <label for="email">Email</label><input id="email" name="email" class="field">
    <div class="actions">
      <button id="save" class="btn btn-primary" type="submit">Save</button>
      <button id="cancel" class="btn" type="button">Cancel</button>
      <button id="delete" class="btn btn-danger" type="button">Delete account</button>
    </div>
  </form>
  <ul class="fruit"><li>Apples</li><li>Pears</li><li>Plums</li></ul>
  <a id="terms" href="/terms">Terms of service</a>
  <button data-testid="subscribe" class="cta">Subscribe</button>
</main>
</body></html>"""

# Every kind of drift at once: ids renamed, classes changed, wrappers added, siblings reordered,
# text tweaked, and the delete button removed.
V2 = """<!doctype html><html><body>
<main id="content">
  <nav><a href="/help" class="nav-link">Help</a><a href="/home" class="nav-link">Home</a></nav>
  <form id="profile" class="form">
    <label for="user-email">Email</label><input id="user-email" name="email" class="input">
    <div class="actions">
      <span class="wrap"><button id="save-profile" class="btn btn-primary" type="submit">Save</button></span>
      <button id="cancel" class="button button--secondary" type="button">Cancel</button>
    </div>
  </form>
  <ul class="fruit"><li>Plums</li><li>Apples</li><li>Pears</li></ul>
  <a id="terms" href="/terms">Terms of service (updated)</a>
  <div class="promo"><button data-testid="subscribe" class="cta cta--big">Subscribe</button></div>
</main>
</body></html>"""

# target name → (selector on v1, selector of the same element on v2)
DRIFTED = {
    "save: id renamed, wrapper added": ("#save", "#save-profile"),
    "cancel: classes changed": ("#cancel", "#cancel"),
    "home link: siblings reordered": ("nav >> text=Home", "nav >> text=Home"),
    "email: id renamed, class changed": ("#email", "#user-email"),
    "pears: siblings reordered": ("li >> text=Pears", "li >> text=Pears"),
    "terms: text tweaked": ("#terms", "#terms"),
    "subscribe: wrapper and class added": ("[data-testid=subscribe]", "[data-testid=subscribe]"),
}


@pytest.fixture
def versions(site: Site) -> tuple[str, str]:
    return site.add("/drift/v1.html", V1), site.add("/drift/v2.html", V2)


@pytest.mark.parametrize("target", sorted(DRIFTED))
def test_each_drifted_element_heals_by_fingerprint_to_the_right_element(
    page: Page, versions: tuple[str, str], target: str
) -> None:
    v1, v2 = versions
    selector_v1, selector_v2 = DRIFTED[target]
    page.goto(v1)
    stored = capture_element(page.locator(selector_v1)).fingerprint
    page.goto(v2)
    outcome = heal(stored, page, threshold=THRESHOLD, llm_reinfer=None)
    assert outcome.method == "fingerprint"
    assert outcome.score is not None
    assert outcome.score >= THRESHOLD
    expected = page.locator(selector_v2).element_handle()
    assert outcome.locator.evaluate("(el, expected) => el === expected", expected)
    # The new capture's locators (what a heal writes into the cache) all find the same element.
    for selector in outcome.capture.locators:
        assert page.locator(selector).evaluate("(el, expected) => el === expected", expected), selector


def test_a_removed_element_fails_with_the_candidates_considered(
    page: Page, versions: tuple[str, str]
) -> None:
    v1, v2 = versions
    page.goto(v1)
    stored = capture_element(page.locator("#delete")).fingerprint
    page.goto(v2)
    with pytest.raises(HealError) as error:
        heal(stored, page, threshold=THRESHOLD, llm_reinfer=None)
    message = str(error.value)
    assert message.startswith('could not heal button "Delete account" #delete')
    # The nearest look-alike is listed with its score and why it was refused: another label.
    assert 'button "Cancel" #cancel' in message
    assert "label unlike the stored one" in message
    assert "no LLM re-inference in this mode" in message


def test_llm_reinference_is_the_second_rung(page: Page, versions: tuple[str, str]) -> None:
    v1, v2 = versions
    page.goto(v1)
    stored = capture_element(page.locator("#delete")).fingerprint
    page.goto(v2)
    calls: list[str] = []

    def reinfer() -> HealedTarget:
        calls.append("called")
        return HealedTarget(page.locator("#cancel"))

    outcome = heal(stored, page, threshold=THRESHOLD, llm_reinfer=reinfer)
    assert calls == ["called"]
    assert outcome.method == "llm"
    assert outcome.score is None
    assert outcome.new_locator == "css=#cancel"


def test_reinference_that_finds_nothing_still_fails(page: Page, versions: tuple[str, str]) -> None:
    v1, v2 = versions
    page.goto(v1)
    stored = capture_element(page.locator("#delete")).fingerprint
    page.goto(v2)
    with pytest.raises(HealError, match="LLM re-inference found no element"):
        heal(stored, page, threshold=THRESHOLD, llm_reinfer=lambda: None)


def test_fingerprint_heal_does_not_call_the_llm(page: Page, versions: tuple[str, str]) -> None:
    v1, v2 = versions
    page.goto(v1)
    stored = capture_element(page.locator("#save")).fingerprint
    page.goto(v2)

    def forbidden() -> HealedTarget:
        raise AssertionError("the LLM must not be asked when the fingerprint heals")

    assert heal(stored, page, threshold=THRESHOLD, llm_reinfer=forbidden).method == "fingerprint"


ORIGINAL = """<!doctype html><html><body><div class="actions">
<button class="btn btn-primary" onclick="document.title='saved'">Save</button>
<button class="btn" onclick="document.title='cancelled'">Cancel</button>
</div></body></html>"""
SWAPPED = """<!doctype html><html><body><div class="actions">
<button class="btn" onclick="document.title='cancelled'">Cancel</button>
<button class="btn btn-primary" onclick="document.title='saved'">Save</button>
</div></body></html>"""


def test_a_stored_locator_that_now_finds_another_element_is_drift_not_success(page: Page, site: Site) -> None:
    page.goto(site.add("/drift/original.html", ORIGINAL))
    save = capture_element(page.locator("text=Save"))
    by_position = ElementCapture(save.fingerprint, ("xpath=/html/body/div/button[1]",), save.frame_url)
    page.goto(site.add("/drift/swapped.html", SWAPPED))
    stale = page.locator("xpath=/html/body/div/button[1]")
    check = verify_identity(stale, save.fingerprint, THRESHOLD)
    assert not check.ok
    assert check.found is not None
    assert check.found.name == "Cancel"
    assert "finds a different element" in check.reason
    located = locate(page, by_position, threshold=THRESHOLD)
    assert located.healed is not None
    located.locator.click()
    expect(page).to_have_title("saved")


def test_locate_uses_a_stored_locator_when_it_still_finds_the_element(
    page: Page, versions: tuple[str, str]
) -> None:
    v1, v2 = versions
    page.goto(v1)
    cancel = capture_element(page.locator("#cancel"))
    page.goto(v2)
    located = locate(page, cancel, threshold=THRESHOLD)
    assert located.healed is None
    assert located.selector == "css=#cancel"
    assert capture_element(located.locator).fingerprint.classes == ("button", "button--secondary")


def test_verify_identity_rejects_locators_that_find_several_or_none(
    page: Page, versions: tuple[str, str]
) -> None:
    v1, _ = versions
    page.goto(v1)
    stored = capture_element(page.locator("#save")).fingerprint
    assert verify_identity(page.locator("button"), stored, THRESHOLD).reason == "finds 4 elements"
    assert verify_identity(page.locator("#nope"), stored, THRESHOLD).reason == "finds 0 elements"
    assert verify_identity(page.locator("#save"), stored, THRESHOLD).ok


def test_identical_twins_are_never_guessed(page: Page, site: Site) -> None:
    page.goto(site.add("/drift/one.html", "<div><button class='b'>Delete</button></div>"))
    stored = capture_element(page.locator("button")).fingerprint
    page.goto(
        site.add(
            "/drift/two.html", "<div><button class='b'>Delete</button><button class='b'>Delete</button></div>"
        )
    )
    with pytest.raises(HealError, match="ambiguous"):
        heal(stored, page, threshold=THRESHOLD)


NAMESAKES_V1 = """<!doctype html><html><body>
<div class="auth"><button class="btn" onclick="document.title='log in'">Log in</button></div>
<div class="editor"><button class="btn primary" onclick="document.title='saved'">Save</button>
<button class="btn" onclick="document.title='cancelled'">Cancel</button></div>
</body></html>"""
# A near namesake now sits in each stored element's slot (same tag, classes and place): the stored
# positional locators find it. The real elements moved one place on.
NAMESAKES_V2 = """<!doctype html><html><body>
<div class="auth"><button class="btn" onclick="document.title='google'">Log in with Google</button>
<button class="btn" onclick="document.title='log in'">Log in</button></div>
<div class="editor"><button class="btn primary" onclick="document.title='draft'">Save draft</button>
<button class="btn primary" onclick="document.title='saved'">Save</button>
<button class="btn" onclick="document.title='cancelled'">Cancel</button></div>
</body></html>"""
# "Delete" takes Save's place, with Save's classes; Save is gone.
DELETE_IN_SAVES_SLOT = """<!doctype html><html><body>
<div class="auth"><button class="btn">Log in</button></div>
<div class="editor"><button class="btn primary" onclick="document.title='deleted'">Delete</button>
<button class="btn" onclick="document.title='cancelled'">Cancel</button></div>
</body></html>"""

# (element, its positional locator on v1 = the namesake's on v2, the title a click on the real one sets)
NAMESAKE_CASES = {
    "'Log in' vs 'Log in with Google'": ("Log in", "xpath=/html/body/div[1]/button[1]", "log in"),
    "'Save' vs 'Save draft'": ("Save", "xpath=/html/body/div[2]/button[1]", "saved"),
}


@pytest.mark.parametrize("case", sorted(NAMESAKE_CASES))
def test_a_near_namesake_in_the_stored_slot_fails_identity_and_the_real_element_is_healed(
    page: Page, site: Site, case: str
) -> None:
    name, positional, title = NAMESAKE_CASES[case]
    page.goto(site.add("/drift/namesakes-v1.html", NAMESAKES_V1))
    captured = capture_element(page.get_by_role("button", name=name, exact=True))
    stored = ElementCapture(captured.fingerprint, (positional,), captured.frame_url)
    page.goto(site.add("/drift/namesakes-v2.html", NAMESAKES_V2))
    namesake = page.locator(positional)
    # The namesake is alike enough to pass the threshold on its score alone; identity still refuses it.
    check = verify_identity(namesake, captured.fingerprint, 0.6)
    assert check.score >= 0.75
    assert not check.ok
    assert "another label" in check.reason
    located = locate(page, stored, threshold=THRESHOLD)
    assert located.healed is not None
    located.locator.click()
    expect(page).to_have_title(title)


def test_a_different_label_in_the_stored_slot_is_refused_even_under_a_lowered_threshold(
    page: Page, site: Site
) -> None:
    page.goto(site.add("/drift/namesakes-v1.html", NAMESAKES_V1))
    captured = capture_element(page.get_by_role("button", name="Save"))
    stored = ElementCapture(captured.fingerprint, ("xpath=/html/body/div[2]/button[1]",), captured.frame_url)
    page.goto(site.add("/drift/delete-in-save-slot.html", DELETE_IN_SAVES_SLOT))
    assert not verify_identity(
        page.locator("xpath=/html/body/div[2]/button[1]"), captured.fingerprint, 0.5
    ).ok
    with pytest.raises(HealError, match=r'(?s)could not heal button "Save".*button "Delete".*label unlike'):
        locate(page, stored, threshold=0.5)
    assert page.title() == ""  # nothing was clicked


def test_a_label_that_only_changed_case_or_spacing_still_passes_identity(page: Page, site: Site) -> None:
    page.goto(site.add("/drift/case-v1.html", "<button id=go class=btn>Log in</button>"))
    stored = capture_element(page.locator("#go"))
    page.goto(site.add("/drift/case-v2.html", "<button id=go class=btn>  LOG   IN </button>"))
    located = locate(page, stored, threshold=THRESHOLD)
    assert located.healed is None
    assert located.selector == stored.primary_locator
