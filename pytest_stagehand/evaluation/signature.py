"""Methods that take another method's parameters, so the evaluator's long signature is written once.

``Evaluator.evaluate_goal`` and ``page.evaluate_goal`` forward to ``Evaluator.ask`` (the
``evaluate_goals`` pair to ``batch_ask``) and take exactly its parameters: type checkers check every
call against them. The source is named in a lambda, which is never called: this module, and the
page that uses it, import nothing heavy (loading the plugin must not load the evaluator).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Concatenate, ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


def parameters_of(
    source: Callable[[], Callable[Concatenate[Any, P], object]],
) -> Callable[[Callable[..., R]], Callable[Concatenate[Any, P], R]]:
    """Give the decorated method (``def m(self, *args, **kwargs)`` forwarding them) the parameters of
    the method ``source()`` names, for type checkers; its own return type stays."""

    def adopt(forward: Callable[..., R]) -> Callable[Concatenate[Any, P], R]:
        return forward

    return adopt
