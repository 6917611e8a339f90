"""How much the plugin adds to `pytest --collect-only` of a trivial suite.

Runs the same collection with the plugin enabled and with `-p no:stagehand`, interleaved, and
reports medians and the difference. Budget (issue #2): at most 0.3 s added.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNS = 7


def collect_seconds(suite: Path, *extra: str) -> float:
    start = time.perf_counter()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "--collect-only",
            "-q",
            "-p",
            "no:cacheprovider",
            *extra,
            str(suite),
        ],
        check=True,
        capture_output=True,
        cwd=suite,
    )
    return time.perf_counter() - start


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        suite = Path(tmp)
        (suite / "test_trivial.py").write_text("def test_one():\n    pass\n\ndef test_two():\n    pass\n")
        collect_seconds(suite)  # warm the file-system cache and .pyc files
        with_plugin: list[float] = []
        without: list[float] = []
        for _ in range(RUNS):
            with_plugin.append(collect_seconds(suite))
            without.append(collect_seconds(suite, "-p", "no:stagehand"))
    on, off = statistics.median(with_plugin), statistics.median(without)
    print(
        f"collect-only median with plugin {on:.3f} s, without {off:.3f} s, added {on - off:+.3f} s ({RUNS} runs each)"
    )


if __name__ == "__main__":
    main()
