"""A cache file as a person reads it: per test, each entry on one line (``cache show``).

The raw JSON holds fingerprints, every stored locator and digests (a thousand lines for one test
file of the example suite); a reviewer wants to know what each step does: instruction → element,
method, when it was recorded and how often it was healed. ``cache show --json`` keeps the raw form.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

# One value shown inline at most this long (extracted data, a verdict's reasoning).
INLINE_CHARS = 100


def describe_tests(test_file: str, tests: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """The lines ``cache show`` prints for one cache file's tests (entries in the order they ran)."""
    entries = sum(len(found) for found in tests.values())
    lines = [f"{test_file}: {len(tests)} test(s), {entries} entr(y/ies)"]
    for test_name, found in tests.items():
        lines.append(f"  {test_name}")
        for entry in found.values():
            lines.extend("    " + line for line in describe_entry(entry))
    return lines


def describe_entry(entry: Mapping[str, Any]) -> list[str]:
    """One entry: ``kind "instruction" at /url → what it resolved to``, then when it was recorded."""
    key, payload = entry["key"], entry["payload"]
    kind = key["kind"]
    head = f"{kind} {key['instruction']!r}" + (f" at {key['url']}" if key.get("url") else "")
    if key.get("variables"):
        head += " (variables: " + ", ".join(f"%{name}%" for name in key["variables"]) + ")"
    lines = [head, *("  → " + outcome for outcome in _outcomes(kind, payload))]
    lines.append("  " + _history(entry))
    return lines


def _outcomes(kind: str, payload: Mapping[str, Any]) -> list[str]:
    if kind == "act":
        return [
            _step(step.get("method", "?"), step.get("arguments", []), step.get("element"))
            for step in payload.get("steps", [])
        ]
    if kind == "observe":
        return [
            _step(
                found.get("action", {}).get("method", "?"),
                found.get("action", {}).get("arguments", []),
                found.get("element"),
                found.get("action", {}).get("selector"),
            )
            for found in payload.get("actions", [])
        ] or ["nothing found"]
    if kind == "extract":
        return [_inline(payload.get("data"))]
    if kind == "evaluate":
        verdict = payload.get("verdict", {})
        return [f"{verdict.get('evaluation', '?')}: {_inline(verdict.get('reasoning', ''))}"]
    if kind == "agent":
        return [_agent_step(step) for step in payload.get("steps", [])] or ["no step changes the page"]
    if kind == "selector":
        fingerprint = payload.get("fingerprint", {})
        return [f"{_element(fingerprint)} ({payload.get('selector', '?')})"]
    return [_inline(payload)]


def _agent_step(step: Mapping[str, Any]) -> str:
    """One replayable step of an agent run: an act as the element steps it stored, goto and the rest
    with their arguments."""
    tool = str(step.get("tool", "?"))
    if tool == "act":
        done = "; ".join(
            _step(s.get("method", "?"), s.get("arguments", []), s.get("element"))
            for s in step.get("steps", [])
        )
        return f"act {step.get('instruction', '')!r}: {done}"
    if tool == "fillForm":
        return "fillForm: " + "; ".join(_agent_step(act) for act in step.get("acts", []))
    shown = {name: value for name, value in step.items() if name != "tool"}
    return f"{tool} {_inline(shown)}" if shown else tool


def _step(
    method: str, arguments: list[Any], element: Mapping[str, Any] | None, selector: str | None = None
) -> str:
    call = f"{method}({', '.join(repr(a) for a in arguments)})"
    if not element:
        return f"{call} on {selector or '?'}"
    locators = element.get("locators") or ([selector] if selector else [])
    where = f" ({locators[0]})" if locators else ""
    return f"{call} on {_element(element.get('fingerprint', {}))}{where}"


def _element(fingerprint: Mapping[str, Any]) -> str:
    what = fingerprint.get("role") or fingerprint.get("tag") or "element"
    name = fingerprint.get("name") or fingerprint.get("text")
    return f"{what} {name!r}" if name else str(what)


def _history(entry: Mapping[str, Any]) -> str:
    recorded = entry.get("recorded") or "unknown date"
    heals = int(entry.get("heals", 0))
    healed = f", healed {heals}× (last {entry.get('healed', 'unknown date')})" if heals else ", never healed"
    return f"recorded {recorded}{healed}"


def _inline(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, sort_keys=True)
    return text if len(text) <= INLINE_CHARS else text[: INLINE_CHARS - 1] + "…"
