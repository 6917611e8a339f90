"""Each benchmark rewrites its own section of BENCHMARKS.md (from its title to the next ``## ``), and
summarises its samples the same way."""

from __future__ import annotations

import re
import statistics
from collections.abc import Sequence
from pathlib import Path

BENCHMARKS_MD = Path(__file__).resolve().parent.parent / "BENCHMARKS.md"


def write_section(title: str, lines: Sequence[str], path: Path = BENCHMARKS_MD) -> str:
    """Replace the section that starts with ``title`` (a ``## `` line), or append it; returns its text.
    What follows it under a ``### `` heading (notes written by hand) is kept."""
    section = "\n".join([title, *lines]).rstrip("\n") + "\n"
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    pattern = re.compile(re.escape(title) + r"\n.*?(?=\n##+ |\Z)", re.S)
    text = (
        pattern.sub(lambda _m: section, text)
        if pattern.search(text)
        else text.rstrip("\n") + "\n\n" + section
    )
    path.write_text(text, encoding="utf-8")
    return section


def quartiles(values: Sequence[float]) -> tuple[float, float, float]:
    """First quartile, median and third quartile (what the tables print as "median (q1–q3)")."""
    q1, median, q3 = statistics.quantiles(values, n=4)
    return q1, median, q3
