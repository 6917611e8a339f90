"""Decided actions → Playwright locator calls, through an explicit method table."""

from __future__ import annotations

from .execute import describe_action, execute_action, locate
from .methods import ALIASES, METHOD_NAMES, METHODS, ElementFacts, Method, normalize_method, parse_percentage
from .model import Action, ObserveResult
from .selectors import FRAME_HOP, selector_for_path
from .variables import check_variables, placeholders_in, redact, substitute

__all__ = [
    "ALIASES",
    "FRAME_HOP",
    "METHODS",
    "METHOD_NAMES",
    "Action",
    "ElementFacts",
    "Method",
    "ObserveResult",
    "check_variables",
    "describe_action",
    "execute_action",
    "locate",
    "normalize_method",
    "parse_percentage",
    "placeholders_in",
    "redact",
    "selector_for_path",
    "substitute",
]
