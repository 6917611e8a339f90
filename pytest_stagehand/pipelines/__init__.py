"""act / observe / extract: snapshot + prompts + LLM + actions, wired together.

The page builds a :class:`PipelineContext` per call and calls these functions. Planning
(:func:`plan_act`: snapshot + prompt + LLM → an Action) is separate from execution
(:func:`pytest_stagehand.actions.execute_action`: Action → Playwright call), so a cache can replay
stored actions through the same executor with no LLM call.
"""

from __future__ import annotations

from ..actions.model import Action, ObserveResult
from .act import act
from .context import Deadline, Meter, PipelineContext
from .extract import EXTRACT_PART_TOKENS, extract, split_into_parts
from .observe import observe
from .plan import ActPlan, StepTwo, decision_to_plan, plan_act
from .results import ActResult, HistoryEntry
from .settle import SettleReport, wait_for_settle

__all__ = [
    "EXTRACT_PART_TOKENS",
    "ActPlan",
    "ActResult",
    "Action",
    "Deadline",
    "HistoryEntry",
    "Meter",
    "ObserveResult",
    "PipelineContext",
    "SettleReport",
    "StepTwo",
    "act",
    "decision_to_plan",
    "extract",
    "observe",
    "plan_act",
    "split_into_parts",
    "wait_for_settle",
]
