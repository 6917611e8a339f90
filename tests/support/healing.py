"""Helpers for in-process selector-healing tests: the ``new_run`` fixture's type and the LLM rung
driven by a scripted model."""

from __future__ import annotations

from collections.abc import Callable

from pytest_stagehand.healing.healer import LLMReinfer, SelectorHealer
from pytest_stagehand.llm import UsageLedger
from pytest_stagehand.page import StagehandPage
from pytest_stagehand.pipelines.llm_heal import build_llm_reinfer
from pytest_stagehand.testing import ScriptedLLM

# ``new_run(llm_reinfer=None, threshold=0.75, probe_timeout_ms=500)`` (tests/conftest.py).
Run = Callable[..., SelectorHealer]


def scripted_rung(page: StagehandPage, llm: ScriptedLLM, ledger: UsageLedger) -> LLMReinfer:
    """The real LLM rung of healing, asking ``llm`` and counting its usage in ``ledger``."""
    return build_llm_reinfer(page.stagehand_settings, lambda: llm, lambda: (ledger,), page.history)
