"""Live tier: selector healing's LLM rung with the real local model, through the healer (issue #16).

The model's pick is held to the recorded fingerprint and to a scan of the page
(``compatible.llm_pick_scan_refusal``). Whatever a small model answers, a heal may only click the
element the test meant, or nothing: never another one.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from pytest_stagehand.errors import SelectorHealError
from pytest_stagehand.healing.healer import LLMReinfer, SelectorHealer
from pytest_stagehand.llm import ProviderClient, UsageLedger
from pytest_stagehand.page import StagehandPage
from pytest_stagehand.pipelines.llm_heal import build_llm_reinfer
from tests.support.healing import Run
from tests.support.server import Site

pytestmark = pytest.mark.live

PAY_V1 = "<button id='pay' onclick=\"out.textContent='paid'\">Pay</button><p id='out'></p>"
# "Pay" became "Checkout now" with a new id beside a "Back to the shop" button: only the model can tell.
PAY_V2 = (
    "<h1>Your cart</h1><button id='back' onclick=\"out.textContent='went back'\">Back to the shop</button>"
    "<button id='checkout' onclick=\"out.textContent='checked out'\">Checkout now</button><p id='out'></p>"
)

CARD = (
    '<div class="card"><h3>{name}</h3><p>{status}</p><div class="actions">'
    '<button class="btn" id="{id}" onclick="out.textContent=\'deleted {name}\'">Delete</button></div></div>'
)
CARDS_V1 = (
    "<section><h2>Projects</h2>"
    + CARD.format(name="Delta", status="Draft", id="del-delta")
    + CARD.format(name="Ember", status="Draft", id="del-ember")
    + CARD.format(name="Ivy", status="12 tasks open", id="del-ivy")
    + "</section><p id='out'></p>"
)
# Delta's card is gone: any "Delete" the model picks is another project's.
CARDS_V2 = (
    "<section><h2>Projects</h2>"
    + CARD.format(name="Ember", status="Draft", id="remove-ember")
    + CARD.format(name="Ivy", status="12 tasks open", id="remove-ivy")
    + "</section><p id='out'></p>"
)


def _rung(page: StagehandPage, live_llm: ProviderClient, ledger: UsageLedger) -> LLMReinfer:
    return build_llm_reinfer(page.stagehand_settings, lambda: live_llm, lambda: (ledger,), page.history)


def _recorded_then_changed(
    page: StagehandPage,
    site: Site,
    new_run: Run,
    live_llm: ProviderClient,
    pages: tuple[str, str, str],
    selector: str,
) -> tuple[SelectorHealer, UsageLedger]:
    """``selector`` clicked on the first version of the page (``pages``: path, v1, v2), then the page in its
    second version for a run whose healer has the live model's rung; returns that healer and ledger."""
    path, v1, v2 = pages
    new_run()
    page.goto(site.add(path, v1))
    page.click(selector)
    ledger = UsageLedger()
    healer = new_run(llm_reinfer=_rung(page, live_llm, ledger))
    page.goto(site.add(path, v2))
    return healer, ledger


def test_a_reworded_button_is_healed_to_it_or_not_at_all(
    page: StagehandPage, site: Site, new_run: Run, live_llm: ProviderClient
) -> None:
    healer, ledger = _recorded_then_changed(
        page, site, new_run, live_llm, ("/live-heal-pay.html", PAY_V1, PAY_V2), "#pay"
    )
    try:
        page.click("#pay", timeout=5_000)
    except SelectorHealError as e:
        print(f"refused: {str(e).splitlines()[-1]}")
        expect(page.locator("#out")).to_have_text("")
    else:
        expect(page.locator("#out")).to_have_text("checked out")
        assert [record.method for record in healer.heals] == ["llm"]
    assert ledger.calls_by_primitive().get("act", 0) == 1  # the model was asked once


def test_a_removed_rows_button_is_never_healed_to_another_rows_copy(
    page: StagehandPage, site: Site, new_run: Run, live_llm: ProviderClient
) -> None:
    healer, _ = _recorded_then_changed(
        page, site, new_run, live_llm, ("/live-heal-cards.html", CARDS_V1, CARDS_V2), "#del-delta"
    )
    with pytest.raises(SelectorHealError) as caught:
        page.click("#del-delta", timeout=5_000)
    print(f"refused: {[line for line in str(caught.value).splitlines() if 'LLM rung' in line]}")
    expect(page.locator("#out")).to_have_text("")  # no other project was deleted
    assert healer.heals == []
