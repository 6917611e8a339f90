"""Each benchmark rewrites its own section of BENCHMARKS.md (from its title to the next ``## ``)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

BENCHMARKS_MD = Path(__file__).resolve().parent.parent / "BENCHMARKS.md"


def write_section(title: str, lines: Sequence[str], path: Path = BENCHMARKS_MD) -> str:
    """Replace the section that starts with ``title`` (a ``## `` line), or append it; returns its text."""
    section = "\n".join([title, *lines]).rstrip("\n") + "\n"
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    pattern = re.compile(re.escape(title) + r"\n.*?(?=\n## |\Z)", re.S)
    text = (
        pattern.sub(lambda _m: section, text)
        if pattern.search(text)
        else text.rstrip("\n") + "\n\n" + section
    )
    path.write_text(text, encoding="utf-8")
    return section
