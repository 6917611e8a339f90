"""The LLM rung's pick held to a scan of the page (issue #16): ``compatible.llm_pick_scan_refusal``.

On the drift corpus the 1.5B model, asked where the fingerprint rung refused, mostly picked another
row's copy of a removed button or the best remaining element of a page whose element was gone
(``bench/llm_heal_holds.py``, BENCHMARKS.md). The pure rules first; the healer's use of them on real
Chromium is in the second half.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Locator, Page, expect

from pytest_stagehand.cache.fingerprint import ElementFingerprint
from pytest_stagehand.errors import SelectorHealError
from pytest_stagehand.healing.compatible import LLM_PICK_OUTSCORED, llm_pick_scan_refusal
from pytest_stagehand.healing.healer import LLMReinfer
from pytest_stagehand.healing.ladder import HealedTarget
from pytest_stagehand.healing.similarity import score
from pytest_stagehand.page import StagehandPage
from tests.support.healing import Run
from tests.support.server import Site


def _button(name: str, context: str, *, classes: tuple[str, ...] = ("btn",)) -> ElementFingerprint:
    return ElementFingerprint(
        "button", "button", name, name, (), classes, ("div.actions", "div.card"), 0, True, context
    )


def _cards(*names: str) -> list[tuple[str, ElementFingerprint]]:
    """A card per name, each with a heading and a "Delete" button, as a scan lists them."""
    out: list[tuple[str, ElementFingerprint]] = []
    for i, name in enumerate(names, start=1):
        card = f"/html/body/section/div[{i}]"
        heading = ElementFingerprint("h3", "heading", name, name, (), (), ("div.card",), 0, True, "Draft")
        out.append((f"{card}/h3", heading))
        out.append((f"{card}/div/button", _button("Delete", f"{name} Draft")))
    return out


STORED_DELETE = _button("Delete", "Delta Draft")


def test_another_rows_copy_is_refused_when_the_recorded_row_is_gone() -> None:
    candidates = _cards("Ember", "Ivy")  # Delta's card removed
    pick = 1  # Ember's "Delete"
    refusal = llm_pick_scan_refusal(STORED_DELETE, candidates[pick][1], pick, candidates)
    assert refusal.startswith(
        'the model chose button "Delete" .btn, but the candidate is one of 2 look-alikes'
    )
    assert refusal.endswith(": refused")


def test_the_recorded_rows_own_button_passes() -> None:
    candidates = _cards("Delta", "Ember", "Ivy")
    assert llm_pick_scan_refusal(STORED_DELETE, candidates[1][1], 1, candidates) == ""


def test_a_pick_much_less_like_the_recording_than_another_candidate_is_refused() -> None:
    stored = ElementFingerprint("button", "button", "Share", "Share", (), ("btn",), ("div.toolbar",), 2)
    star = ElementFingerprint("button", "button", "Star", "Star", (), ("btn",), ("div.toolbar",), 1)
    cart = ElementFingerprint(
        "button", "button", "Add to cart", "Add to cart", (), ("add",), ("li.product",), 0
    )
    candidates = [("/html/body/div/button[2]", star), ("/html/body/ul/li/button", cart)]
    assert score(stored, star) - score(stored, cart) > LLM_PICK_OUTSCORED  # what the rule reads
    refusal = llm_pick_scan_refusal(stored, cart, 1, candidates)
    assert 'the model chose button "Add to cart" .add (score 0.44)' in refusal
    assert 'but button "Star" .btn is much more like the recorded element (score 0.81)' in refusal


def test_a_reworded_button_the_scorer_cannot_tell_from_its_neighbour_is_left_to_the_model() -> None:
    # "Pay" became "Checkout now" with a new id: it scores low, but no other candidate scores much
    # higher, so the model's choice stands (this is what the rung is for).
    stored = ElementFingerprint("button", "button", "Pay", "Pay", (("id", "pay"),))
    back = ElementFingerprint(
        "button", "button", "Back to the shop", "Back to the shop", (("id", "back"),), index=1
    )
    checkout = ElementFingerprint(
        "button", "button", "Checkout now", "Checkout now", (("id", "checkout"),), index=2
    )
    candidates = [("/html/body/button[1]", back), ("/html/body/button[2]", checkout)]
    assert llm_pick_scan_refusal(stored, checkout, 1, candidates) == ""


def test_a_pick_the_scan_does_not_list_is_still_held_to_the_scores() -> None:
    stored = ElementFingerprint("button", "button", "Share", "Share", (), ("btn",), ("div.toolbar",), 2)
    star = ElementFingerprint("button", "button", "Star", "Star", (), ("btn",), ("div.toolbar",), 1)
    hidden = ElementFingerprint("div", "", "", "Promo", (), ("promo",), ("aside",), 0)
    assert "much more like the recorded element" in llm_pick_scan_refusal(
        stored, hidden, None, [("/html/body/div/button", star)]
    )
    assert llm_pick_scan_refusal(stored, star, None, []) == ""  # nothing to compare with


@pytest.mark.parametrize("label_unique", [False, None])
def test_a_namesake_in_another_landmark_is_refused_only_when_the_label_was_not_unique(
    label_unique: bool | None,
) -> None:
    stored = ElementFingerprint(
        "a", "link", "Blog", "Blog", (("href", "/blog"),), (), ("aside.sidebar",), 0, True, ""
    )
    nav = ElementFingerprint(
        "a", "link", "Blog", "Blog", (("href", "/blog"),), (), ("nav.top", "header"), 1, True, ""
    )
    refusal = llm_pick_scan_refusal(
        stored, nav, 0, [("/html/body/header/nav/a[2]", nav)], label_unique=label_unique
    )
    assert ("a namesake" in refusal) is (label_unique is False)


# On real Chromium, through selector healing: the model's answer is a callback here (what it picks is
# the point, not how it was asked; test_heal_selectors_browser.py drives the real rung).

CARDS_V1 = """<section><h2>Projects</h2>
<div class="card"><h3>Delta</h3><p>Draft</p><div class="actions"><button class="btn" id="del-delta">Delete</button></div></div>
<div class="card"><h3>Ember</h3><p>Draft</p><div class="actions"><button class="btn" id="del-ember">Delete</button></div></div>
<div class="card"><h3>Ivy</h3><p>12 tasks open</p><div class="actions"><button class="btn" id="del-ivy">Delete</button></div></div>
</section><p id="out"></p>
<script>for (const b of document.querySelectorAll("button")) b.onclick = () => { out.textContent = "deleted " + b.id; };</script>"""
# Delta's card is gone; the cards left have their own "Delete" buttons, ids renamed.
CARDS_V2 = (
    CARDS_V1.replace(
        '<div class="card"><h3>Delta</h3><p>Draft</p><div class="actions"><button class="btn" id="del-delta">Delete</button></div></div>',
        "",
    )
    .replace('id="del-ember"', 'id="remove-ember"')
    .replace('id="del-ivy"', 'id="remove-ivy"')
)


def _asking(answer: Callable[[Page], Locator], asked: list[str]) -> LLMReinfer:
    def reinfer(page: Page, selector: str, stored: ElementFingerprint) -> HealedTarget:
        asked.append(selector)
        return HealedTarget(answer(page))

    return reinfer


def test_a_model_picking_another_rows_copy_of_a_removed_button_clicks_nothing(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    new_run()
    page.goto(site.add("/hold-cards.html", CARDS_V1))
    page.click("#del-delta")
    expect(page.locator("#out")).to_have_text("deleted del-delta")
    asked: list[str] = []
    healer = new_run(llm_reinfer=_asking(lambda p: p.locator("#remove-ember"), asked))
    page.goto(site.add("/hold-cards.html", CARDS_V2))

    with pytest.raises(SelectorHealError) as caught:
        page.click("#del-delta", timeout=300)

    assert asked == ["#del-delta"]  # the model was asked, and its pick was held to the scan
    message = str(caught.value)
    assert (
        'the LLM rung failed: the model chose button "Delete" #remove-ember .btn, but the candidate is one of 2 look-alikes'
        in message
    )
    expect(page.locator("#out")).to_have_text("")  # nothing was clicked
    assert healer.heals == []


def test_the_model_is_not_asked_about_a_selector_that_finds_several_elements(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    new_run()
    page.goto(
        site.add("/hold-twins.html", "<form><input class='pw' type='password' aria-label='Password'></form>")
    )
    page.locator(".pw").fill("secret")
    asked: list[str] = []
    new_run(llm_reinfer=_asking(lambda p: p.locator(".pw").first, asked))
    twins = "<form><input class='pw' type='password' aria-label='Secret phrase'><input class='pw' type='password' aria-label='Secret phrase'></form>"
    page.goto(site.add("/hold-twins.html", twins))

    with pytest.raises(SelectorHealError) as caught:
        page.locator(".pw").fill("secret", timeout=300)  # a locator is strict; page.fill takes the first

    assert asked == []
    message = str(caught.value)
    assert "strict mode violation: selector '.pw' resolved to 2 elements" in message
    assert (
        "the LLM rung failed: not asked: the selector finds 2 elements, and which one is meant is unknowable"
        in message
    )
    assert page.locator(".pw").first.input_value() == page.locator(".pw").last.input_value() == ""


def test_a_reworded_button_the_model_finds_is_still_healed(
    page: StagehandPage, site: Site, new_run: Run
) -> None:
    pay = "<button id='pay' onclick=\"out.textContent='paid'\">Pay</button><p id='out'></p>"
    new_run()
    page.goto(site.add("/hold-pay.html", pay))
    page.click("#pay")
    asked: list[str] = []
    healer = new_run(llm_reinfer=_asking(lambda p: p.get_by_role("button", name="Checkout now"), asked))
    reworded = (
        "<p>Your cart</p><button id='back'>Back to the shop</button>"
        "<button id='checkout' onclick=\"out.textContent='checked out'\">Checkout now</button><p id='out'></p>"
    )
    page.goto(site.add("/hold-pay.html", reworded))

    page.click("#pay")

    expect(page.locator("#out")).to_have_text("checked out")
    assert asked == ["#pay"]
    assert [record.method for record in healer.heals] == ["llm"]
