"""``heal apply``: write the suggested selectors of a heal report back into the test files.

The rewrite is the smallest reviewable one on the reported line. Where the old selector is the first
argument of a page or locator call, the call reads as a person would write it:
``page.click("#login-btn")`` becomes ``page.get_by_role("button", name="Sign in", exact=True).click()``
and ``page.locator("#user")`` becomes ``page.get_by_label("User name", exact=True)`` (the call's other
arguments stay as written). Elsewhere (a selector in a variable) the string literal becomes the
suggested selector string. Everything that cannot be rewritten (selectors built by ``get_by_*``,
chained locators, a line changed since the run) is listed as skipped with the reason and the
suggestion, for a human to apply. Pure functions; the CLI only reads, prints and (``--write``) writes.
"""

from __future__ import annotations

import ast
import difflib
import io
import json
import tokenize
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ..cache.locator_code import locator_code
from ..cache.report import HealRecord


@dataclass(frozen=True)
class Edit:
    """Replace the string literal ``old`` on ``line`` (1-based) with ``new``."""

    line: int
    old: str
    new: str


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
    """``value`` as a Python string literal, in the quote style of ``token`` when that is safe."""
    if token.startswith("'") and "'" not in value and "\\" not in value:
        return f"'{value}'"
    return json.dumps(value, ensure_ascii=False)  # a JSON string is a valid Python string literal


def _string_value(token: str) -> str | None:
    try:
        value = ast.literal_eval(token)
    except (ValueError, SyntaxError):
        return None
    return value if isinstance(value, str) else None


# Page / Frame / Locator methods whose first argument is a selector and whose Locator twin takes the
# remaining arguments unchanged: ``page.fill(sel, "x")`` is ``page.<locator>.fill("x")``.
ACTION_METHODS = frozenset(
    {
        "check", "click", "dblclick", "dispatch_event", "fill", "focus", "get_attribute", "hover",
        "inner_html", "inner_text", "input_value", "is_checked", "is_disabled", "is_editable",
        "is_enabled", "is_hidden", "is_visible", "press", "select_option", "set_checked",
        "set_input_files", "tap", "text_content", "type", "uncheck",
    }
)  # fmt: skip


@dataclass(frozen=True)
class _Span:
    """Characters ``start``-``end`` of one line, and what replaces them."""

    line: int
    start: int
    end: int
    text: str


def _char_column(line: str, byte_offset: int) -> int:
    # ast columns count UTF-8 bytes; string slicing counts characters.
    return len(line.encode("utf-8")[:byte_offset].decode("utf-8", errors="replace"))


def _selector_calls(tree: ast.AST) -> list[tuple[ast.Call, ast.Constant]]:
    """One-line calls ``x.method("...", ...)`` whose first argument is a plain string."""
    found = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
            and node.lineno == node.end_lineno
        ):
            found.append((node, node.args[0]))
    return found


def _call_rewrite(source: str, call: ast.Call, code: str) -> str | None:
    """``x.click("#a", timeout=5)`` → ``x.<code>.click(timeout=5)``; ``x.locator("#a")`` → ``x.<code>``."""
    assert isinstance(call.func, ast.Attribute)
    method = call.func.attr
    receiver = ast.get_source_segment(source, call.func.value)
    if receiver is None:
        return None
    if method == "locator":
        return f"{receiver}.{code}" if len(call.args) == 1 and not call.keywords else None
    if method not in ACTION_METHODS:
        return None
    rest = [ast.get_source_segment(source, node) for node in [*call.args[1:], *call.keywords]]
    if any(piece is None for piece in rest):
        return None
    return f"{receiver}.{code}.{method}({', '.join(str(piece) for piece in rest)})"


def _spans_for(source: str, source_lines: list[str], tree: ast.AST, edit: Edit) -> list[_Span]:
    """Where ``edit`` applies: the selector calls on its line whose first argument is the old selector."""
    line = source_lines[edit.line - 1]
    spans = []
    for call, argument in _selector_calls(tree):
        if call.lineno != edit.line or argument.value != edit.old:
            continue
        code = locator_code(edit.new)
        whole = _call_rewrite(source, call, code) if code is not None else None
        if whole is not None:
            start, end = call.col_offset, call.end_col_offset or call.col_offset
            spans.append(_Span(edit.line, _char_column(line, start), _char_column(line, end), whole))
        else:
            start, end = argument.col_offset, argument.end_col_offset or argument.col_offset
            literal = line[_char_column(line, start) : _char_column(line, end)]
            spans.append(
                _Span(
                    edit.line,
                    _char_column(line, start),
                    _char_column(line, end),
                    quote_like(edit.new, literal),
                )
            )
    return spans


def apply_edits(source: str, edits: Iterable[Edit]) -> tuple[str, list[Edit]]:
    """``source`` with every edit applied, and the edits that found nothing to change on their line.

    A selector call is rewritten whole (see the module docstring); otherwise a plain one-line string
    token equal to the old selector is replaced (f-strings and implicit concatenations are left to a
    human). The rest of the file is kept byte for byte.
    """
    lines = source.splitlines(keepends=True)
    tree = ast.parse(source)
    spans: list[_Span] = []
    literal_edits: dict[tuple[int, str], Edit] = {}
    for edit in edits:
        found = _spans_for(source, lines, tree, edit)
        if found:
            spans.extend(found)
        else:
            literal_edits[(edit.line, edit.old)] = edit
    done: set[tuple[int, str]] = set()
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type != tokenize.STRING or token.start[0] != token.end[0]:
            continue
        value = _string_value(token.string)
        literal = literal_edits.get((token.start[0], value)) if value is not None else None
        if literal is None:
            continue
        spans.append(
            _Span(token.start[0], token.start[1], token.end[1], quote_like(literal.new, token.string))
        )
        done.add((literal.line, literal.old))
    missed = [edit for key, edit in literal_edits.items() if key not in done]
    # Right to left within a line, so earlier columns stay valid.
    for span in sorted(spans, key=lambda s: (s.line, s.start), reverse=True):
        current = lines[span.line - 1]
        lines[span.line - 1] = current[: span.start] + span.text + current[span.end :]
    return "".join(lines), missed


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
        after, missed = apply_edits(before, file_edits)
        skipped.extend(
            Skipped(
                f"{name}:{e.line}",
                e.old,
                e.new,
                "no string literal equal to the old selector on that line (get_by_* or chained locators "
                "need a manual edit, or the file changed since the run)",
            )
            for e in missed
        )
        if after != before:
            changed[path] = after
            diffs.append(unified_diff(name, before, after))
    return PatchResult("".join(diffs), changed, skipped)
