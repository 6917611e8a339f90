"""Replay identity checks and the heal ladder on real Chromium: a page recorded in v1, replayed on v2."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from pytest_stagehand.cache.fingerprint import ElementCapture, capture_element, fingerprint_of
from pytest_stagehand.cache.heal import HealedTarget, heal, locate, verify_identity
from pytest_stagehand.errors import HealError
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
    assert "below threshold 0.75" in message
    assert 'button "Cancel" #cancel' in message  # the nearest look-alike is listed with its score
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
    assert fingerprint_of(located.locator).classes == ("button", "button--secondary")


def test_verify_identity_rejects_locators_that_find_several_or_none(
    page: Page, versions: tuple[str, str]
) -> None:
    v1, _ = versions
    page.goto(v1)
    stored = fingerprint_of(page.locator("#save"))
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
