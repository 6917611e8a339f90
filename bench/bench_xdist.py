"""pytest-xdist at scale: a synthetic suite of 200 AI tests recording in ``auto`` mode on many workers.

Each run starts from an empty cache and records (``-n 4`` with ``--dist load``, ``loadfile`` and
``loadscope``, five runs in all, then ``-n 8``), with ``--stagehand-heal-selectors`` so each test also
records a plain selector. After every run the cache is checked: every file parses, no file was set
aside as corrupt, and every test's entries are there (2 acts... exactly what one test records x 200).
The controller's summary must count what every worker did (misses, recorded), and each commit's wait
for the cache directory's lock is read from the JUnit XML (``stagehand_time.cache_lock_ms``). A last
run replays the recording on a redesigned page at ``-n 4``: every worker's heals must reach the
controller's summary and the one heal report.

The model is the rule-based double of tests/support/projects.py (no LLM cost: this measures the
plugin's cache and reporting under concurrency, not a model).

Run: .venv/bin/python bench/bench_xdist.py [--tests 200]   (writes "## pytest-xdist at scale")
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from sections import write_section  # noqa: E402

from tests.support.synthetic import drift, write_suite  # noqa: E402

SECTION_TITLE = "## pytest-xdist at scale"
RUNS = (("4", "load"), ("4", "loadfile"), ("4", "loadscope"), ("4", "load"), ("4", "loadfile"), ("8", "load"))


def run(project: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], float]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("STAGEHAND_", "OPENAI_")) and k != "CI"}
    started = time.perf_counter()
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "--stagehand-heal-selectors", "--junitxml=junit.xml", "-q", *args],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=3600,
    )
    return result, time.perf_counter() - started


def check_cache(project: Path, test_ids: list[str]) -> dict[str, int]:
    """Every file parses; none was set aside as unreadable; entries per test (all tests record alike)."""
    cache = project / ".stagehand-cache"
    set_aside = [
        p for p in cache.rglob("*") if p.is_file() and not p.name.endswith(".json") and p.name[0] != "."
    ]
    per_test: list[int] = []
    for test_id in test_ids:
        file, name = test_id.split("::")
        data = json.loads((cache / f"{file}.json").read_text(encoding="utf-8"))
        per_test.append(len(data["tests"].get(f"{name}[chromium]", {})))
    usual = max(set(per_test), key=per_test.count)
    return {
        "entries": sum(per_test),
        "corrupt": len(set_aside),
        "incomplete": sum(1 for n in per_test if n < usual),
        "per_test": usual,
    }


def lock_waits(project: Path) -> list[float]:
    waits = []
    for prop in ET.parse(project / "junit.xml").iter("property"):
        if prop.get("name") == "stagehand_time":
            waits.append(float(json.loads(prop.get("value", "{}")).get("cache_lock_ms", 0.0)))
    return waits


def summary_number(output: str, pattern: str) -> int:
    found = re.search(pattern, output)
    return int(found.group(1)) if found else -1


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tests", type=int, default=200)
    args = parser.parse_args()
    files, per_file = 20, max(1, args.tests // 20)
    rows: list[dict[str, Any]] = []
    loads = [os.getloadavg()[0]]
    with tempfile.TemporaryDirectory() as tmp:
        for index, (workers, dist) in enumerate(RUNS):
            project = Path(tmp) / f"run{index}"
            ids = write_suite(project, files=files, tests_per_file=per_file)
            result, seconds = run(project, "-n", workers, f"--dist={dist}", "--stagehand-cache=auto")
            output = result.stdout + result.stderr
            cache = check_cache(project, ids)
            waits = lock_waits(project)
            rows.append(
                {
                    "run": f"-n {workers} --dist {dist}",
                    "passed": summary_number(output, r"(\d+) passed"),
                    "recorded": summary_number(output, r"cache: \d+ hits, \d+ misses, (\d+) recorded"),
                    "entries": cache["entries"],
                    "corrupt": cache["corrupt"],
                    "incomplete": cache["incomplete"],
                    "per_test": cache["per_test"],
                    "seconds": seconds,
                    "lock_total_ms": sum(waits),
                    "lock_median_ms": statistics.median(waits) if waits else 0.0,
                    "lock_max_ms": max(waits, default=0.0),
                    "commits": len(waits),
                    "ok": result.returncode == 0,
                }
            )
            print(rows[-1], flush=True)
            loads.append(os.getloadavg()[0])
        # Heals from every worker reach the controller: replay the last -n 4 recording on a redesign.
        project = Path(tmp) / "run4"
        drift(project)
        result, seconds = run(project, "-n", "4", "--stagehand-cache=replay")
        output = result.stdout + result.stderr
        report = json.loads((project / ".stagehand-heal-report.json").read_text(encoding="utf-8"))
        heal_row = {
            "passed": summary_number(output, r"(\d+) passed"),
            "summary_heals": summary_number(output, r"\(selectors: \d+ hits, \d+ recorded, (\d+) heals\)"),
            "report_heals": len(report.get("heals", report) if isinstance(report, dict) else report),
            "seconds": seconds,
        }
        print(heal_row, flush=True)
        loads.append(os.getloadavg()[0])

    per_test = rows[0]["per_test"]
    lines = [
        "",
        f"`bench/bench_xdist.py`, {datetime.date.today()}, {os.cpu_count()} cores, 1-min load average "
        f"{min(loads):.1f}-{max(loads):.1f}. A synthetic suite of {args.tests} tests in {files} files (each: an "
        "act that types, a plain selector click under `--stagehand-heal-selectors`, a page-text verdict; the "
        f"rule-based model double), recorded from an empty cache in `auto` mode ({per_test} entries per test: "
        "the act, the verdict and the selectors' fingerprints). Tests with fewer entries than the others = "
        "entries lost. Lock wait = how long each test's commit waited for the cache directory's lock (from the "
        "JUnit XML).",
        "",
        "| run | passed | recorded (controller's summary) | entries in the cache | tests with entries lost | "
        "corrupt files | wall time | lock wait: total / median / worst commit |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(
            f"| {r['run']} | {r['passed']} | {r['recorded']} | {r['entries']} | {r['incomplete']} | {r['corrupt']} | "
            f"{r['seconds']:.0f} s | {r['lock_total_ms'] / 1000:.2f} s / {r['lock_median_ms']:.1f} ms / "
            f"{r['lock_max_ms']:.0f} ms |"
        )
    lines += [
        "",
        f"Replay of a recording on a redesign (ids renamed, a wrapper added) at `-n 4`: {heal_row['passed']} "
        f"passed, the controller's summary counts {heal_row['summary_heals']} selector heals and the heal "
        f"report lists {heal_row['report_heals']} ({heal_row['seconds']:.0f} s).",
    ]
    print(write_section(SECTION_TITLE, lines))


if __name__ == "__main__":
    main()
