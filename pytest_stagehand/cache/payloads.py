"""Is a stored entry's payload usable? Checked once, when an entry is looked up.

Cache files are committed and may be edited by hand or damaged in a merge. An entry whose payload
does not decode the way its readers decode it (a fingerprint's ``attributes`` that is a list, a
verdict that is not an object, a step with no element) is *unusable*: the lookup treats it as a
miss with a reason, so ``replay`` fails naming the file and the entry, and ``auto`` asks the model
again and records a new entry in its place. Readers further on can then trust the shape.

Each check decodes the payload with the same functions the readers use (``ElementCapture``,
``ElementFingerprint``, ``Action``), so the two cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .fingerprint import ElementCapture, ElementFingerprint
from .keys import CacheKind

# What a hand-edited value can make a decoder raise (a list where an object was, a missing field,
# a string that is not a number). pydantic's ValidationError is a ValueError.
_DECODE_ERRORS = (KeyError, TypeError, ValueError, AttributeError)


def payload_problem(kind: CacheKind, payload: object) -> str | None:
    """Why ``payload`` cannot be used for an entry of ``kind``; None when it can."""
    if not isinstance(payload, Mapping):
        return "the payload is not an object"
    check = _CHECKS.get(kind)
    if check is None:
        return None
    try:
        return check(payload)
    except _DECODE_ERRORS as e:
        return f"the payload does not decode: {type(e).__name__}: {e}"


def _fingerprint(data: object) -> None:
    if not isinstance(data, Mapping):
        raise TypeError("a fingerprint is not an object")
    for name in ("attributes",):
        if data.get(name) is not None and not isinstance(data[name], Mapping):
            raise TypeError(f"fingerprint {name!r} is not an object")
    for name in ("classes", "ancestry"):
        if data.get(name) is not None and not isinstance(data[name], list):
            raise TypeError(f"fingerprint {name!r} is not a list")
    ElementFingerprint.from_json(data)


def _element(data: object) -> None:
    if not isinstance(data, Mapping):
        raise TypeError("an element is not an object")
    _fingerprint(data["fingerprint"])
    if not isinstance(data.get("locators", []), list):
        raise TypeError("an element's locators are not a list")
    ElementCapture.from_payload(data)


def _act(payload: Mapping[str, Any]) -> str | None:
    steps = payload.get("steps")
    if not isinstance(steps, list) or not steps:
        return "the entry holds no steps"
    for n, step in enumerate(steps, 1):
        if not isinstance(step, Mapping):
            return f"step {n} is not an object"
        _element(step.get("element"))
        if not isinstance(step.get("method"), str):
            return f"step {n} has no method"
        arguments = step.get("arguments", [])
        if not isinstance(arguments, list) or not all(isinstance(a, str) for a in arguments):
            return f"step {n}'s arguments are not a list of strings"
        if not isinstance(step.get("description", ""), str):
            return f"step {n}'s description is not a string"
    return None


def _observe(payload: Mapping[str, Any]) -> str | None:
    # Imported here: the selector healer, loaded with the plugin, imports this module, and loading
    # the plugin must not pull in pydantic and the LLM layer (see pytest_stagehand/__init__.py).
    from ..actions.model import Action

    items = payload.get("actions")
    if not isinstance(items, list):
        return "the entry holds no list of actions"
    for n, item in enumerate(items, 1):
        if not isinstance(item, Mapping):
            return f"action {n} is not an object"
        Action.model_validate(item["action"])
        _element(item["element"])
    return None


def _extract(payload: Mapping[str, Any]) -> str | None:
    return None if "data" in payload else 'the entry holds no "data"'


def _evaluate(payload: Mapping[str, Any]) -> str | None:
    verdict = payload.get("verdict")
    if not isinstance(verdict, Mapping):
        return "the stored verdict is not an object"
    return None


def _agent(payload: Mapping[str, Any]) -> str | None:
    """An agent run's steps (see ``replay/agent.py``): each names its tool; an act's (and each of a
    fillForm's acts') stored element steps decode as an act entry's do."""
    steps = payload.get("steps")
    if not isinstance(steps, list):
        return "the entry holds no list of steps"
    for n, step in enumerate(steps, 1):
        if not isinstance(step, Mapping) or not isinstance(step.get("tool"), str):
            return f"step {n} is not an object naming its tool"
        acts = [step] if step["tool"] == "act" else step.get("acts", []) if step["tool"] == "fillForm" else []
        if not isinstance(acts, list):
            return f"step {n}'s acts are not a list"
        for act in acts:
            problem = _act(act) if isinstance(act, Mapping) else "an act is not an object"
            if problem is not None:
                return f"step {n} ({step['tool']}): {problem}"
    return None


def _selector(payload: Mapping[str, Any]) -> str | None:
    if not isinstance(payload.get("selector"), str):
        return "the entry holds no selector"
    _fingerprint(payload.get("fingerprint"))
    return None


_CHECKS: dict[str, Callable[[Mapping[str, Any]], str | None]] = {
    "act": _act,
    "observe": _observe,
    "extract": _extract,
    "evaluate": _evaluate,
    "agent": _agent,
    "selector": _selector,
}
