"""Scripted verdict answers and an evaluator judging page text, shared by the verdict tests."""

from __future__ import annotations

from typing import Any

from pytest_stagehand import StagehandPage
from pytest_stagehand.evaluation.evaluator import Evaluator
from pytest_stagehand.testing import ScriptedLLM


def yes(*quotes: str, reason: str = "It is so.") -> dict[str, Any]:
    return {"evidence": list(quotes), "reasoning": reason, "evaluation": "YES"}


def no(*quotes: str, reason: str = "It is not so.") -> dict[str, Any]:
    return {"evidence": list(quotes), "reasoning": reason, "evaluation": "NO"}


def judge(page: StagehandPage, llm: ScriptedLLM, **options: Any) -> Evaluator:
    """An evaluator on page-text evidence with a fixed date (so prompts do not change with the day)."""
    return Evaluator(page, llm, default_evidence="page_text", today=lambda: "2026-11-25", **options)
