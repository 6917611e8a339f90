"""``eject``: a test's recorded steps written back into its source as plain Playwright code.

Each ``page.act("...")`` statement the cache holds an entry for becomes the locator calls it
recorded (``page.get_by_label("Email", exact=True).fill("ada@example.com")``), with the most stable
of the element's verified locators written the way a person would (``healing/locator_code.py``, the
same table ``heal apply`` uses, and the same ``ast`` positions: ``apply.py``'s ``_Source``). An
``x = page.extract("...", Model)`` becomes ``expect(...).to_contain_text(...)`` for each recorded
text value that is a plain literal, and the call itself the recorded data, so the lines after it
keep working. Everything else (verdicts, observe, agent runs, an act whose result is used, an act the
cache does not hold) stays as written and is listed with the reason: the test keeps running under the
plugin, and selector healing stays a safety net for the plain calls.

Pure functions: source text + the test's cache entries in → new source text + notes out.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..cache.keys import normalize_instruction
from .apply import _Source, _Span
from .locator_code import locator_code
from .suggest import rank_locators

# The plugin's method → the Locator call a person writes (arguments: how many the call takes).
_CALLS = {
    "click": "click",
    "dblclick": "dblclick",
    "fill": "fill",
    "type": "fill",  # typed key by key by the plugin; fill gives the same field value
    "press": "press",
    "select_option": "select_option",
    "check": "check",
    "uncheck": "uncheck",
    "hover": "hover",
    "focus": "focus",
    "scroll_into_view": "scroll_into_view_if_needed",
}
_PLACEHOLDER = re.compile(r"^%(\w+)%$")
# Extracted values checked on the page: plain text only (a URL holds the recording server's port,
# a long text is rarely shown as one piece).
_LITERAL_CHARS = 200


@dataclass
class Ejected:
    """The new source, how many calls became plain code, and what was kept (with why)."""

    text: str
    converted: int = 0
    kept: list[str] = field(default_factory=list)


def function_name(test_name: str) -> str:
    """``TestCart::test_add[chromium]`` → ``test_add``."""
    return test_name.split("::")[-1].split("[", 1)[0]


def eject_test(source_text: str, test_name: str, entries: Iterable[Mapping[str, Any]]) -> Ejected:
    """``source_text`` with test ``test_name``'s recorded act and extract calls as plain code."""
    source = _Source(source_text)
    name = function_name(test_name)
    function = next(
        (
            node
            for node in ast.walk(source.tree)
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name == name
        ),
        None,
    )
    if function is None:
        return Ejected(source_text, kept=[f"{name}: no such function in the file (renamed since the run?)"])
    pending = _Entries(entries)
    result = Ejected(source_text)
    spans: list[_Span] = []
    for statement, in_journey in _statements(function.body):
        for call in _primitive_calls(statement):
            kind = call.func.attr  # type: ignore[attr-defined]
            instruction = _instruction(call)
            if instruction is None:
                continue  # an observed action or an instruction in a variable: it calls no model anyway
            where = f"line {call.lineno}: {kind}({instruction!r})"
            entry = pending.take(kind, instruction)
            if in_journey and kind == "act":
                result.kept.append(f"{where} kept: inside a journey, which captures the page after each act")
                continue
            if entry is None:
                if kind in ("act", "extract"):
                    result.kept.append(f"{where} kept: the cache holds no entry for it")
                continue
            made = (
                _act(source, statement, call, entry)
                if kind == "act"
                else _extract(source, statement, call, entry)
                if kind == "extract"
                else None
            )
            if isinstance(made, str):
                result.kept.append(f"{where} kept: {made}")
            elif made is not None:
                spans.extend(made)
                result.converted += 1
    kept_calls = sorted(
        {
            (node.lineno, node.func.attr)
            for node in ast.walk(function)
            if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and (
                node.func.attr in ("evaluate_goal", "evaluate_goals", "observe", "journey", "agent")
                or _is_fixture_agent_run(node)
            )
        }
    )
    result.kept.extend(f"line {line}: {attr} kept (no plain-code equivalent)" for line, attr in kept_calls)
    text = source_text
    for span in sorted(spans, key=lambda s: s.start, reverse=True):
        text = text[: span.start] + span.text + text[span.end :]
    if result.converted and "expect" in text and not _imports_expect(source.tree):
        text = _add_expect_import(text)
    result.text = text
    return result


class _Entries:
    """The test's entries by (kind, folded instruction), each taken once, in the order they ran."""

    def __init__(self, entries: Iterable[Mapping[str, Any]]) -> None:
        self._queues: dict[tuple[str, str], list[Mapping[str, Any]]] = {}
        for entry in entries:
            key = entry["key"]
            self._queues.setdefault((key["kind"], key["instruction"]), []).append(entry)

    def take(self, kind: str, instruction: str) -> Mapping[str, Any] | None:
        queue = self._queues.get((kind, normalize_instruction(instruction)))
        return queue.pop(0) if queue else None


def _statements(body: list[ast.stmt], journey: bool = False) -> Iterable[tuple[ast.stmt, bool]]:
    """Every statement in source order, nested bodies (with, for, if) included, and whether it is
    inside a ``with page.journey()`` block."""
    for statement in body:
        yield statement, journey
        inner = journey or (
            isinstance(statement, ast.With) and any(_is_journey(w.context_expr) for w in statement.items)
        )
        for name in ("body", "orelse", "finalbody"):
            yield from _statements(getattr(statement, name, []) or [], inner)


def _is_fixture_agent_run(node: ast.Call) -> bool:
    """``stagehand_agent.execute(...)``: an agent run through the fixture (``page.agent()`` is caught
    by its own name); its steps are the model's choices, kept as written."""
    func = node.func
    return (
        isinstance(func, ast.Attribute)
        and func.attr == "execute"
        and isinstance(func.value, ast.Name)
        and func.value.id == "stagehand_agent"
    )


def _is_journey(node: ast.expr) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "journey"


def _primitive_calls(statement: ast.stmt) -> list[ast.Call]:
    """``<x>.act(...)`` / ``.extract(...)`` / ``.observe(...)`` calls of the statement itself (not of
    the statements nested in it), in source order."""
    if isinstance(statement, ast.With | ast.For | ast.While | ast.If | ast.Try):
        return []
    found = [
        node
        for node in ast.walk(statement)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("act", "extract", "observe")
    ]
    return sorted(found, key=lambda n: (n.lineno, n.col_offset))


def _instruction(call: ast.Call) -> str | None:
    first = (
        call.args[0] if call.args else next((k.value for k in call.keywords if k.arg == "instruction"), None)
    )
    return first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else None


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def _whole_statement(source: _Source, statement: ast.stmt, lines: list[str]) -> _Span:
    """The statement's lines replaced by ``lines``, each at the statement's indent."""
    indent = source.indent(statement.lineno)
    end_line = statement.end_lineno or statement.lineno
    start = source.offset(statement.lineno, 0)
    end = source.offset(end_line, len(source.lines[end_line - 1].rstrip("\r\n").encode("utf-8")))
    return _Span(start, end, indent + ("\n" + indent).join(lines))


def _act(source: _Source, statement: ast.stmt, call: ast.Call, entry: Mapping[str, Any]) -> list[_Span] | str:
    if not (isinstance(statement, ast.Expr) and statement.value is call):
        return "its result is used (a plain call returns no ActResult)"
    receiver = source.segment(call.func.value)  # type: ignore[attr-defined]
    variables = _keyword(call, "variables")
    lines = [f"# {_instruction(call)}"]
    for step in entry["payload"].get("steps", []):
        method = _CALLS.get(str(step.get("method")))
        if method is None:
            return f"the recorded method {step.get('method')!r} has no plain Locator call"
        locator = _locator(step)
        if locator is None:
            return "no recorded locator for its element"
        frame = _frame(step, str(entry["key"].get("url", "")))
        if frame:
            locator = f"{frame}.{locator}"
        arguments = [_argument(source, str(a), variables) for a in step.get("arguments", [])]
        if method == "select_option" and len(arguments) > 1:
            arguments = ["[" + ", ".join(arguments) + "]"]
        lines.append(f"{receiver}.{locator}.{method}({', '.join(arguments)})")
    return [_whole_statement(source, statement, lines)]


def _locator(step: Mapping[str, Any]) -> str | None:
    """The step's element as a locator call: its most stable verified locator a person would write."""
    locators = list((step.get("element") or {}).get("locators") or [])
    for selector in rank_locators(locators):
        code = locator_code(selector)
        if code is not None:
            return code
    return f"locator({json.dumps(locators[0], ensure_ascii=False)})" if locators else None


def _frame(step: Mapping[str, Any], page_url: str) -> str:
    """``frame_locator(...)`` for an element recorded inside an iframe (matched by the frame's
    document name, as its ``src`` most often gives it), or "" for the page's own elements."""
    frame_url = str((step.get("element") or {}).get("frame_url") or "")
    if not frame_url or frame_url == page_url:
        return ""
    document = frame_url.split("?", 1)[0].rstrip("/").rsplit("/", 1)[-1] or frame_url
    return f"frame_locator({f'iframe[src*={json.dumps(document)}]'!r})"


def _argument(source: _Source, argument: str, variables: ast.expr | None) -> str:
    """A recorded argument as code: a ``%name%`` placeholder becomes the value the test passed."""
    match = _PLACEHOLDER.match(argument)
    if match is None or variables is None:
        return json.dumps(argument, ensure_ascii=False)
    if isinstance(variables, ast.Dict):
        for key, value in zip(variables.keys, variables.values, strict=True):
            if isinstance(key, ast.Constant) and key.value == match[1]:
                return source.segment(value)
    return f"({source.segment(variables)})[{json.dumps(match[1])}]"


def _extract(
    source: _Source, statement: ast.stmt, call: ast.Call, entry: Mapping[str, Any]
) -> list[_Span] | str:
    data = entry["payload"].get("data")
    if data is None:
        return "the entry holds no data"
    receiver = source.segment(call.func.value)  # type: ignore[attr-defined]
    scope = _keyword(call, "selector")
    where = (
        f"{receiver}.locator({source.segment(scope)})" if scope is not None else f'{receiver}.locator("body")'
    )
    checks = [
        f"expect({where}).to_contain_text({json.dumps(text, ensure_ascii=False)})" for text in _texts(data)
    ]
    schema = call.args[1] if len(call.args) > 1 else _keyword(call, "schema")
    literal = _python_literal(data)
    if schema is None:
        value = literal
    elif isinstance(schema, ast.Name | ast.Attribute):
        value = f"{source.segment(schema)}.model_validate({literal})"
    else:
        value = literal  # a JSON schema dict: the data as it came back
    indent = source.indent(statement.lineno)
    spans = [source.span(call, value)]
    if checks:
        start = source.offset(statement.lineno, 0)
        spans.append(_Span(start, start, "".join(f"{indent}{line}\n" for line in checks)))
    return spans


def _texts(data: Any) -> list[str]:
    """Each string in the data a page would show as is (not URLs, not long texts), once."""
    found: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, str):
            text = value.strip()
            if text and len(text) <= _LITERAL_CHARS and "://" not in text and text not in found:
                found.append(text)
        elif isinstance(value, Mapping):
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(data)
    return found


def _python_literal(data: Any) -> str:
    """JSON data as a Python literal (``null`` / ``true`` / ``false`` spelled as Python)."""
    return repr(_plain(data))


def _plain(data: Any) -> Any:
    if isinstance(data, Mapping):
        return {str(k): _plain(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_plain(v) for v in data]
    return data


def _imports_expect(tree: ast.Module) -> bool:
    return any(
        isinstance(node, ast.ImportFrom) and any(alias.name == "expect" for alias in node.names)
        for node in tree.body
    )


def _add_expect_import(text: str) -> str:
    """``from playwright.sync_api import expect`` after the module's docstring and __future__ imports."""
    tree = ast.parse(text)
    after = 0
    for node in tree.body:
        if (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)) or (
            isinstance(node, ast.ImportFrom) and node.module == "__future__"
        ):
            after = node.end_lineno or node.lineno
        else:
            break
    lines = text.splitlines(keepends=True)
    return "".join([*lines[:after], "from playwright.sync_api import expect\n", *lines[after:]])
