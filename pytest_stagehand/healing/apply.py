"""``heal apply``: write the suggested selectors of a heal report back into the test files.

The rewrite is deliberately the smallest reviewable one: on the reported line, the string literal
equal to the old selector becomes the suggested selector (a Playwright selector string meaning the
same element, e.g. ``internal:role=button[name="Sign in"s]``), so ``page.click("#login-btn")`` stays a
``page.click(...)``. Everything that cannot be rewritten that way (selectors built by ``get_by_*``,
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


def apply_edits(source: str, edits: Iterable[Edit]) -> tuple[str, list[Edit]]:
    """``source`` with every edit applied, and the edits that found no matching literal on their line.

    Only plain one-line string tokens are touched (f-strings and implicit concatenations are left to
    a human); the rest of the file is kept byte for byte.
    """
    wanted = {(edit.line, edit.old): edit for edit in edits}
    lines = source.splitlines(keepends=True)
    done: set[tuple[int, str]] = set()
    replacements: list[tuple[int, int, int, str]] = []  # (line, start col, end col, text)
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type != tokenize.STRING or token.start[0] != token.end[0]:
            continue
        value = _string_value(token.string)
        edit = wanted.get((token.start[0], value)) if value is not None else None
        if edit is None:
            continue
        replacements.append(
            (token.start[0], token.start[1], token.end[1], quote_like(edit.new, token.string))
        )
        done.add((edit.line, edit.old))
    # Right to left within a line, so earlier columns stay valid.
    for line, start, end, text in sorted(replacements, reverse=True):
        current = lines[line - 1]
        lines[line - 1] = current[:start] + text + current[end:]
    missed = [edit for key, edit in wanted.items() if key not in done]
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
