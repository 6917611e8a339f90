"""How much the plugin adds to `pytest --collect-only` of a trivial suite.

Issue #2's budget: at most 0.3 s added, measured against the same run with the plugin disabled
(`-p no:stagehand`; pytest-playwright stays loaded in both). Each round runs both variants back to
back, alternating which goes first, so both see the same machine load; the difference and the ratio
are taken per round and reported as medians with their spread.

Run: .venv/bin/python bench/bench_collect.py [ROUNDS]
(writes the "## Collect-only overhead" section of BENCHMARKS.md; exits 1 when over budget)
"""

from __future__ import annotations

import datetime
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DEFAULT_ROUNDS = 15
BUDGET_S = 0.3
BENCHMARKS_MD = Path(__file__).resolve().parent.parent / "BENCHMARKS.md"
SECTION_TITLE = "## Collect-only overhead"
TRIVIAL_SUITE = "def test_one():\n    pass\n\n\ndef test_two():\n    pass\n"
PLUGIN_OFF = ("-p", "no:stagehand")


def pytest_command(suite: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "pytest", "--collect-only", "-p", "no:cacheprovider", *extra, str(suite)]


def collect_seconds(suite: Path, *extra: str) -> float:
    start = time.perf_counter()
    subprocess.run(pytest_command(suite, "-q", *extra), check=True, capture_output=True, cwd=suite)
    return time.perf_counter() - start


def check_the_switch_works(suite: Path) -> None:
    """The comparison means something only if `-p no:stagehand` really removes the plugin."""

    def header(*extra: str) -> str:
        run = subprocess.run(
            pytest_command(suite, *extra), check=True, capture_output=True, text=True, cwd=suite
        )
        return run.stdout

    if "stagehand: model=" not in header():
        sys.exit("bench_collect: the plugin is not active in the plugin-on run (is it installed?)")
    if "stagehand: model=" in header(*PLUGIN_OFF):
        sys.exit("bench_collect: -p no:stagehand did not disable the plugin")


def quartiles(values: list[float]) -> tuple[float, float, float]:
    q1, median, q3 = statistics.quantiles(values, n=4, method="inclusive")
    return q1, median, q3


def measure(rounds: int) -> tuple[list[float], list[float], list[float]]:
    """(plugin on, plugin off, 1-min load average) per round, in seconds."""
    with tempfile.TemporaryDirectory() as tmp:
        suite = Path(tmp)
        (suite / "test_trivial.py").write_text(TRIVIAL_SUITE)
        check_the_switch_works(suite)
        collect_seconds(suite)  # warm the file-system cache and .pyc files of both variants
        collect_seconds(suite, *PLUGIN_OFF)
        on: list[float] = []
        off: list[float] = []
        loads: list[float] = []
        for index in range(rounds):
            if index % 2 == 0:
                on.append(collect_seconds(suite))
                off.append(collect_seconds(suite, *PLUGIN_OFF))
            else:
                off.append(collect_seconds(suite, *PLUGIN_OFF))
                on.append(collect_seconds(suite))
            loads.append(os.getloadavg()[0])
    return on, off, loads


def render(on: list[float], off: list[float], loads: list[float]) -> tuple[str, float]:
    diffs = [a - b for a, b in zip(on, off, strict=True)]
    ratios = [a / b for a, b in zip(on, off, strict=True)]
    d1, d_median, d3 = quartiles(diffs)
    r1, r_median, r3 = quartiles(ratios)
    o1, on_median, o3 = quartiles(on)
    f1, off_median, f3 = quartiles(off)
    within = sum(d <= BUDGET_S for d in diffs)
    now = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    verdict = "within" if d_median <= BUDGET_S else "OVER"
    section = "\n".join(
        [
            SECTION_TITLE,
            "",
            f"Measured {now} on {platform.machine()} with {os.cpu_count()} cores, Python "
            f"{platform.python_version()}; 1-min load average during the run "
            f"{min(loads):.1f}–{max(loads):.1f} (median {statistics.median(loads):.1f}).",
            f"`pytest --collect-only -q -p no:cacheprovider` of a two-test suite, with the plugin and with "
            f"`-p no:stagehand` (pytest-playwright loaded in both), {len(on)} rounds after one warm-up run "
            "of each; each round runs both back to back, alternating which goes first, and the difference "
            "and ratio are taken per round. Median (first–third quartile) [min–max].",
            "Command: `.venv/bin/python bench/bench_collect.py`",
            "",
            "| plugin on s | plugin off s | added s (budget ≤ 0.30) | ratio | rounds within budget |",
            "|---|---|---|---|---|",
            f"| {on_median:.3f} ({o1:.3f}–{o3:.3f}) | {off_median:.3f} ({f1:.3f}–{f3:.3f}) "
            f"| {d_median:+.3f} ({d1:+.3f}–{d3:+.3f}) [{min(diffs):+.3f}–{max(diffs):+.3f}] "
            f"| {r_median:.2f} ({r1:.2f}–{r3:.2f}) | {within}/{len(diffs)} |",
            "",
            f"Median added time {d_median * 1000:+.0f} ms: {verdict} the 0.3 s budget.",
        ]
    )
    return section, d_median


def write_section(section: str) -> None:
    """Replace (or append) this benchmark's section, leaving the other sections as they are."""
    existing = BENCHMARKS_MD.read_text(encoding="utf-8") if BENCHMARKS_MD.exists() else "# Benchmarks\n"
    pattern = re.compile(rf"^{re.escape(SECTION_TITLE)}\n.*?(?=^## |\Z)", re.DOTALL | re.MULTILINE)
    if pattern.search(existing):
        updated = pattern.sub(lambda _: section + "\n\n", existing, count=1)
    else:
        updated = existing.rstrip("\n") + "\n\n" + section + "\n"
    BENCHMARKS_MD.write_text(updated.rstrip("\n") + "\n", encoding="utf-8")


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_ROUNDS
    if rounds < 2:
        sys.exit("bench_collect: at least 2 rounds")
    on, off, loads = measure(rounds)
    section, added = render(on, off, loads)
    write_section(section)
    print(section)
    if added > BUDGET_S:
        sys.exit(1)


if __name__ == "__main__":
    main()
