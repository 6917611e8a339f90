"""pytest-stagehand: Stagehand-style AI browser automation for pytest + Playwright.

The types that act / observe / evaluate_goal return are exported here but imported on first use
(module ``__getattr__``): loading the plugin must not pull in pydantic, Pillow or the LLM layer for a
run that never calls them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .config import Settings
from .errors import StagehandError
from .page import StagehandPage, expect_goal

if TYPE_CHECKING:
    from .actions.model import Action
    from .agents.result import AgentResult
    from .evaluation.evaluator import Evaluator
    from .evaluation.journey import Journey
    from .evaluation.verdict import BatchVerdict, Verdict
    from .pipelines.results import ActResult

__all__ = [
    "ActResult",
    "Action",
    "AgentResult",
    "BatchVerdict",
    "Evaluator",
    "Journey",
    "Settings",
    "StagehandError",
    "StagehandPage",
    "Verdict",
    "expect_goal",
]
__version__ = "0.1.0"

# Exported names that live in heavier modules: name -> module, imported when first asked for.
_LAZY = {
    "ActResult": ".pipelines.results",
    "Action": ".actions.model",
    "AgentResult": ".agents.result",
    "BatchVerdict": ".evaluation.verdict",
    "Evaluator": ".evaluation.evaluator",
    "Journey": ".evaluation.journey",
    "Verdict": ".evaluation.verdict",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value  # the next access is a plain attribute lookup
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})
