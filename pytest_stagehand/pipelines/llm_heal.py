"""The LLM rung of selector healing: when no fingerprint match is trusted, one model choice of element.

``healing/`` never imports the LLM layer; this module sits with the pipelines (whose planning step it
runs) and builds the :data:`~pytest_stagehand.healing.healer.LLMReinfer` callback the page
fixture hands to the :class:`~pytest_stagehand.healing.healer.SelectorHealer`. The callback runs
the act pipeline's planning step (fresh snapshot, compact list of interactive elements, element ids
constrained to those that exist) with an instruction built from the stored fingerprint, and resolves
the chosen element through the plan's selector. It never acts: the healer performs the test's own
action on the element it returns.
"""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page

from ..actions.variables import Secrets
from ..cache.fingerprint import ElementFingerprint
from ..config import Settings
from ..errors import ActError
from ..healing.healer import LLMReinfer
from ..healing.ladder import HealedTarget
from ..llm import LLMClient, UsageLedger
from ..prompts.act import heal_instruction
from ..snapshot import capture_snapshot
from .context import Deadline, Meter, PipelineContext
from .plan import plan_act
from .results import HistoryEntry

# What a test does to an element of each role; the model only chooses the element, but an
# instruction that reads like the test's own step picks better with small models.
_FILL_ROLES = frozenset({"textbox", "searchbox", "combobox", "spinbutton"})
_CHECK_ROLES = frozenset({"checkbox", "radio", "switch"})


def reinfer_instruction(stored: ElementFingerprint) -> str:
    """``click the button "Apply promo code"`` from the recorded fingerprint (pure)."""
    verb = "fill" if stored.role in _FILL_ROLES else "check" if stored.role in _CHECK_ROLES else "click"
    what = stored.role or stored.tag
    label = stored.name or stored.text or stored.attribute_map.get("placeholder", "")
    description = f'the {what} "{label}"' if label else f"the {what}"
    return heal_instruction(verb, description)


def build_llm_reinfer(
    settings: Settings,
    llm: Callable[[], LLMClient],
    usage: Callable[[], tuple[UsageLedger, ...]],
    history: list[HistoryEntry],
    secrets: Secrets | None = None,
) -> LLMReinfer:
    """The LLM rung for one test. ``llm`` and ``usage`` are called only when a heal needs the model,
    so a test that never drifts builds no client."""

    def reinfer(page: Page, selector: str, stored: ElementFingerprint) -> HealedTarget | None:
        instruction = reinfer_instruction(stored)
        ctx = PipelineContext(
            page, settings, llm(), usage=usage(), history=history, secrets=secrets or Secrets()
        )
        deadline = Deadline(
            settings.timeout,
            on_expiry=lambda cause: ActError(
                f"selector healing for {selector!r}: {cause}", instruction=instruction, url=page.url
            ),
        )
        snapshot = capture_snapshot(page, timeout_ms=deadline.left_for("the healing snapshot"))
        plan = plan_act(ctx, instruction, snapshot=snapshot, deadline=deadline, meter=Meter())
        # Page's own locator: the healer's probes and this element must not be intercepted again.
        return HealedTarget(Page.locator(page, plan.action.selector))

    return reinfer
