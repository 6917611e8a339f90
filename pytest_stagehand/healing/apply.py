"""``heal apply``: write the suggested selectors of a heal report back into the test files.

A heal is reported at the line Python gives for the call (for a call spread over several lines, the
line of its method name), so each edit works on the statement that holds that line, read with
``ast`` (which knows where every call and string starts and ends, over any number of lines):

- where the old selector is the first argument of a page or locator call, the call reads as a person
  would write it: ``page.click("#login-btn")`` becomes ``page.get_by_role("button", name="Sign in",
  exact=True).click()`` and ``page.locator("#user")`` becomes ``page.get_by_label("User name",
  exact=True)``. The call's other arguments stay as written, except those the Locator method does not
  take (``strict=``: a locator is always strict); a call laid out one argument per line keeps that
  layout;
- a selector call that has no such form (``wait_for_selector``, ``locator(..., has_text=...)``), a
  ``drag_and_drop`` target, and a selector kept in a variable (``button = "#login-btn"`` assigned
  earlier in the function or module, then ``page.click(button)``) get the selector string a person
  would write (``role=button[name="Sign in"s]``, ``[data-testid="go"]``, ``text=Welcome``, ``#id``);
- everything else (selectors built by ``get_by_*``, chained locators, a label with no selector-string
  form, a file changed since the run) is listed as skipped with the reason and the suggestion, for a
  human to apply.

Pure functions; the CLI only reads, prints and (``--write``) writes.
"""

from __future__ import annotations

import ast
import difflib
import inspect
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from playwright.sync_api import Locator

from .locator_code import locator_code
from .record import HealRecord
from .suggest import public_selector


@dataclass(frozen=True)
class Edit:
    """Replace the selector ``old`` used by the statement at ``line`` (1-based) with ``new``."""

    line: int
    old: str
    new: str


@dataclass(frozen=True)
class Missed:
    """An edit that could not be made, and why."""

    edit: Edit
    reason: str


@dataclass(frozen=True)
class Skipped:
    location: str
    old: str
    suggestion: str
    reason: str

    def describe(self) -> str:
        return f"{self.location}: {self.old!r} not rewritten ({self.reason}); suggested: {self.suggestion}"


def split_location(location: str) -> tuple[str, int] | None:
    """``tests/test_x.py:42`` → ``("tests/test_x.py", 42)``; None when there is no usable line."""
    path, sep, line = location.rpartition(":")
    if not sep or not path or not line.isdigit():
        return None
    return path, int(line)


def plan_edits(records: Iterable[HealRecord]) -> tuple[dict[str, list[Edit]], list[Skipped]]:
    """Edits per file (as named in the report) and the records that cannot become an edit.

    A line healed several times (a loop, a helper) gives one edit; different suggestions for the same
    selector on the same line are a conflict and are skipped.
    """
    chosen: dict[tuple[str, int, str], set[str]] = {}
    skipped: list[Skipped] = []
    for record in records:
        where = split_location(record.location)
        if where is None or not record.suggested_selector:
            reason = "no file:line in the report" if where is None else "no verified suggestion"
            skipped.append(Skipped(record.location, record.old_locator, record.suggested_selector, reason))
            continue
        chosen.setdefault((*where, record.old_locator), set()).add(record.suggested_selector)
    edits: dict[str, list[Edit]] = {}
    for (path, line, old), suggestions in sorted(chosen.items()):
        if len(suggestions) > 1:
            reason = f"conflicting suggestions {sorted(suggestions)}"
            skipped.append(Skipped(f"{path}:{line}", old, " or ".join(sorted(suggestions)), reason))
            continue
        edits.setdefault(path, []).append(Edit(line, old, suggestions.pop()))
    return edits, skipped


def quote_like(value: str, token: str) -> str:
    """``value`` as a Python string literal: in the quote style of ``token``, or in the other quote
    when that needs no escapes (as ruff and black format it)."""
    plain = "\\" not in value and "\n" not in value
    if plain and "'" not in value and (token.startswith("'") or '"' in value):
        return f"'{value}'"
    return json.dumps(value, ensure_ascii=False)  # a JSON string is a valid Python string literal


# Page / Frame / Locator methods whose first argument is a selector and whose Locator twin takes the
# remaining arguments: ``page.fill(sel, "x")`` is ``page.<locator>.fill("x")``.
ACTION_METHODS = frozenset(
    {
        "check", "click", "dblclick", "dispatch_event", "fill", "focus", "get_attribute", "hover",
        "inner_html", "inner_text", "input_value", "is_checked", "is_disabled", "is_editable",
        "is_enabled", "is_hidden", "is_visible", "press", "select_option", "set_checked",
        "set_input_files", "tap", "text_content", "type", "uncheck",
    }
)  # fmt: skip


@cache
def locator_parameters(method: str) -> frozenset[str]:
    """The keyword arguments Playwright's ``Locator.<method>`` accepts (``strict`` is never one)."""
    return frozenset(inspect.signature(getattr(Locator, method)).parameters) - {"self"}


@dataclass(frozen=True)
class _Span:
    """Characters ``start``-``end`` of the source, and what replaces them."""

    start: int
    end: int
    text: str


class _Source:
    """The file's text with ast positions (line, UTF-8 byte column) turned into character offsets."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = text.splitlines(keepends=True)
        self._starts = [0]
        for line in self.lines:
            self._starts.append(self._starts[-1] + len(line))
        self.tree = ast.parse(text)

    def offset(self, line: int, byte_column: int) -> int:
        row = self.lines[line - 1] if line - 1 < len(self.lines) else ""
        # ast columns count UTF-8 bytes; string slicing counts characters.
        return self._starts[line - 1] + len(row.encode("utf-8")[:byte_column].decode("utf-8", "replace"))

    def span(self, node: ast.expr | ast.keyword, text: str) -> _Span:
        end_line = node.end_lineno if node.end_lineno is not None else node.lineno
        end_col = node.end_col_offset if node.end_col_offset is not None else node.col_offset
        return _Span(self.offset(node.lineno, node.col_offset), self.offset(end_line, end_col), text)

    def segment(self, node: ast.expr | ast.keyword) -> str:
        span = self.span(node, "")
        return self.text[span.start : span.end]

    def indent(self, line: int) -> str:
        row = self.lines[line - 1]
        return row[: len(row) - len(row.lstrip())]


def _statement_at(tree: ast.AST, line: int) -> ast.stmt | None:
    """The innermost statement whose lines include ``line``."""
    holding = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.stmt) and node.lineno <= line <= (node.end_lineno or node.lineno)
    ]
    return min(holding, key=lambda node: (node.end_lineno or node.lineno) - node.lineno, default=None)


def _own_nodes(statement: ast.stmt) -> Iterator[ast.AST]:
    """The statement's expressions, without the statements nested in it (a with/for/if body)."""
    pending: list[ast.AST] = [statement]
    while pending:
        node = pending.pop()
        yield node
        pending.extend(
            child
            for child in ast.iter_child_nodes(node)
            if not isinstance(child, ast.stmt) and not isinstance(child, ast.JoinedStr)
        )


def _is_string(node: ast.expr | None, value: str) -> bool:
    return isinstance(node, ast.Constant) and node.value == value


def _call_rewrite(source: _Source, call: ast.Call, code: str) -> str | None:
    """``x.click("#a", timeout=5)`` → ``x.<code>.click(timeout=5)``; ``x.locator("#a")`` → ``x.<code>``."""
    assert isinstance(call.func, ast.Attribute)
    method = call.func.attr
    receiver = source.segment(call.func.value)
    if method == "locator":
        return f"{receiver}.{code}" if len(call.args) == 1 and not call.keywords else None
    if method not in ACTION_METHODS:
        return None
    accepted = locator_parameters(method)
    # ``**options`` (arg None) is kept as written; a keyword the Locator method lacks is dropped.
    keywords = [k for k in call.keywords if k.arg is None or k.arg in accepted]
    kept: list[ast.expr | ast.keyword] = [*call.args[1:], *keywords]
    rest = [source.segment(node) for node in kept]
    head = f"{receiver}.{code}.{method}("
    end_line = call.end_lineno or call.lineno
    closing_alone = source.lines[end_line - 1].lstrip().startswith(")")
    if kept and end_line > call.lineno and closing_alone:
        # One argument per line, as it was laid out.
        indent = source.indent(kept[0].lineno)
        return head + "\n" + "".join(f"{indent}{piece},\n" for piece in rest) + source.indent(end_line) + ")"
    return head + ", ".join(rest) + ")"


def _enclosing_scope(tree: ast.Module, statement: ast.stmt) -> list[ast.AST]:
    """The function holding ``statement`` (innermost first), then the module."""
    scopes: list[ast.AST] = [
        node
        for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        and node.lineno <= statement.lineno <= (node.end_lineno or node.lineno)
    ]
    scopes.sort(key=lambda node: -getattr(node, "lineno", 0))
    return [*scopes, tree]


def _assigned_literal(tree: ast.Module, statement: ast.stmt, name: str, value: str) -> ast.Constant | None:
    """The string literal last assigned to ``name`` before ``statement`` (in its function, else at
    module level), when it equals ``value``."""
    for scope in _enclosing_scope(tree, statement):
        body = scope.body if isinstance(scope, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)) else []
        found = [
            node.value
            for node in ast.walk(ast.Module(body=body, type_ignores=[]))
            if isinstance(node, (ast.Assign, ast.AnnAssign))
            and node.lineno < statement.lineno
            and any(isinstance(t, ast.Name) and t.id == name for t in _targets(node))
            and isinstance(node.value, ast.Constant)
            and node.value.value == value
        ]
        if found:
            return max(found, key=lambda literal: literal.lineno)
    return None


def _targets(node: ast.Assign | ast.AnnAssign) -> list[ast.expr]:
    return list(node.targets) if isinstance(node, ast.Assign) else [node.target]


def _spans_for(source: _Source, edit: Edit) -> tuple[list[_Span], str]:
    """Where ``edit`` applies in the statement at its line, or why it does not."""
    statement = _statement_at(source.tree, edit.line)
    if statement is None:
        return [], f"no statement at line {edit.line} (the file changed since the run?)"
    code = locator_code(edit.new)
    public = public_selector(edit.new)
    spans: list[_Span] = []
    literals: list[ast.Constant] = []
    unassigned: list[str] = []
    for node in _own_nodes(statement):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        first = node.args[0] if node.args else None
        if _is_string(first, edit.old):
            whole = _call_rewrite(source, node, code) if code is not None else None
            if whole is not None:
                spans.append(source.span(node, whole))
            else:
                assert isinstance(first, ast.Constant)
                literals.append(first)
        elif node.func.attr == "drag_and_drop" and len(node.args) > 1 and _is_string(node.args[1], edit.old):
            literals.append(node.args[1])  # type: ignore[arg-type]  # _is_string checked it
        elif isinstance(first, ast.Name):
            assigned = _assigned_literal(source.tree, statement, first.id, edit.old)
            if assigned is not None:
                literals.append(assigned)
            else:
                unassigned.append(first.id)
    if literals and public is None:
        how = f"write {code} there" if code else "no plain form either"
        return spans, f"{edit.new} has no selector-string form ({how})"
    for literal in literals:
        assert public is not None
        spans.append(source.span(literal, quote_like(public, source.segment(literal))))
    if not spans and unassigned:
        names = ", ".join(sorted(set(unassigned)))
        return [], f"the selector comes from {names}, not assigned that string in the function or module"
    if not spans:
        return [], (
            "the old selector is not written as a string in that statement (get_by_* or chained "
            "locators need a manual edit, or the file changed since the run)"
        )
    return spans, ""


def apply_edits(source_text: str, edits: Iterable[Edit]) -> tuple[str, list[Missed]]:
    """``source_text`` with every edit applied, and the edits that found nothing to change (with why).
    The rest of the file is kept byte for byte."""
    source = _Source(source_text)
    chosen: dict[tuple[int, int], _Span] = {}
    missed: list[Missed] = []
    for edit in edits:
        spans, reason = _spans_for(source, edit)
        if reason:
            missed.append(Missed(edit, reason))
        for span in spans:
            other = chosen.setdefault((span.start, span.end), span)
            if other.text != span.text:
                missed.append(Missed(edit, f"another heal rewrites the same text as {other.text}"))
    text = source_text
    # Right to left, so earlier offsets stay valid; overlapping spans (a call inside a rewritten
    # call) keep the outer one.
    last_start = len(text) + 1
    for span in sorted(chosen.values(), key=lambda s: (s.start, -s.end), reverse=True):
        if span.end > last_start:
            continue
        text = text[: span.start] + span.text + text[span.end :]
        last_start = span.start
    return text, missed


def unified_diff(path: str, before: str, after: str) -> str:
    return "".join(
        difflib.unified_diff(
            before.splitlines(keepends=True), after.splitlines(keepends=True), f"a/{path}", f"b/{path}"
        )
    )


@dataclass(frozen=True)
class PatchResult:
    diff: str
    changed: dict[Path, str]  # file → new text
    skipped: list[Skipped]


def build_patch(records: Iterable[HealRecord], rootdir: Path) -> PatchResult:
    """The unified diff for every rewritable heal, the new file texts, and what was skipped and why."""
    edits, skipped = plan_edits(records)
    diffs: list[str] = []
    changed: dict[Path, str] = {}
    for name, file_edits in sorted(edits.items()):
        path = rootdir / name
        if not path.is_file():
            skipped.extend(Skipped(f"{name}:{e.line}", e.old, e.new, "file not found") for e in file_edits)
            continue
        before = path.read_text(encoding="utf-8")
        try:
            after, missed = apply_edits(before, file_edits)
        except SyntaxError as e:
            reason = f"the file does not parse now ({e.msg}, line {e.lineno})"
            skipped.extend(Skipped(f"{name}:{x.line}", x.old, x.new, reason) for x in file_edits)
            continue
        skipped.extend(Skipped(f"{name}:{m.edit.line}", m.edit.old, m.edit.new, m.reason) for m in missed)
        if after != before:
            changed[path] = after
            diffs.append(unified_diff(name, before, after))
    return PatchResult("".join(diffs), changed, skipped)
