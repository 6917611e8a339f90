"""How long the project's own test suite takes, and where the time goes: the wall time of the run that
`make test` makes (four xdist workers, a module per worker), the 20 slowest tests and the 10 slowest
modules (summed test time, setup and teardown included).

Run on a quiet machine: .venv/bin/python bench/bench_suite.py [WORKERS] [PYTEST ARGS...]
(writes the "## Test suite" section of BENCHMARKS.md; WORKERS defaults to 4 as in `make test`, 0 runs serially)
"""

from __future__ import annotations

import datetime
import os
import platform
import re
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS_MD = ROOT / "BENCHMARKS.md"
SECTION_TITLE = "## Test suite"
SLOWEST_TESTS = 20
SLOWEST_MODULES = 10


def run_suite(workers: int, extra: list[str], junit: Path) -> tuple[float, int, tuple[float, float]]:
    """Runs the suite as `make test` does; returns wall seconds, pytest's exit code and the 1-minute
    load average before and after."""
    paths = [] if any(arg.startswith("tests/") for arg in extra) else ["tests"]  # a part, for a check
    command = [sys.executable, "-m", "pytest", *paths, "-m", "not live", "-q", "-p", "no:cacheprovider"]
    command += ["-n", str(workers), "--dist", "loadfile", f"--junitxml={junit}", *extra]
    load_before = os.getloadavg()[0]
    started = time.perf_counter()
    completed = subprocess.run(command, cwd=ROOT, stdout=subprocess.DEVNULL, check=False)
    return time.perf_counter() - started, completed.returncode, (load_before, os.getloadavg()[0])


def test_times(junit: Path) -> dict[str, float]:
    """Seconds per test id (``module.py::name``) from the JUnit XML."""
    times: dict[str, float] = {}
    for case in ET.parse(junit).getroot().iter("testcase"):
        module = (case.get("classname") or "").split(".")
        path = "/".join(part for part in module if not part[:1].isupper()) + ".py"
        times[f"{path}::{case.get('name')}"] = float(case.get("time") or 0)
    return times


def failed_tests(junit: Path) -> list[str]:
    """The ids of the tests that failed or errored (a run with exit code 1 names them)."""
    failed = []
    for case in ET.parse(junit).getroot().iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            failed.append(f"{case.get('classname')}::{case.get('name')}")
    return failed


def render(
    wall_s: float, status: int, loads: tuple[float, float], workers: int, times: dict[str, float]
) -> str:
    by_module: dict[str, float] = defaultdict(float)
    for test_id, seconds in times.items():
        by_module[test_id.split("::", 1)[0]] += seconds
    when = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M")
    lines = [
        SECTION_TITLE,
        "",
        f"Measured {when} UTC on {platform.machine()} with {os.cpu_count()} cores, Python "
        f"{platform.python_version()}; 1-min load average {loads[0]:.1f} before the run, {loads[1]:.1f} after.",
        f"`pytest tests -m 'not live' -n {workers} --dist loadfile` (what `make test` runs, after its lint): "
        f"{len(times)} tests in **{wall_s / 60:.1f} min** wall time (exit code {status}); "
        f"the tests' own times add up to {sum(times.values()) / 60:.1f} min.",
        "Command: `.venv/bin/python bench/bench_suite.py`",
        "",
        f"Slowest {SLOWEST_TESTS} tests (setup, call and teardown):",
        "",
        "| s | test |",
        "|---|---|",
    ]
    slowest = sorted(times.items(), key=lambda item: -item[1])[:SLOWEST_TESTS]
    lines += [f"| {seconds:.1f} | `{test_id}` |" for test_id, seconds in slowest]
    lines += ["", f"Slowest {SLOWEST_MODULES} modules (their tests' times added up):", ""]
    lines += ["| s | module |", "|---|---|"]
    modules = sorted(by_module.items(), key=lambda item: -item[1])[:SLOWEST_MODULES]
    lines += [f"| {seconds:.1f} | `{module}` |" for module, seconds in modules]
    return "\n".join(lines)


def write_section(section: str) -> None:
    """Replace (or append) this benchmark's section, leaving the other sections as they are, and the
    notes written by hand under it (a ``### `` heading) too."""
    existing = BENCHMARKS_MD.read_text(encoding="utf-8") if BENCHMARKS_MD.exists() else "# Benchmarks\n"
    pattern = re.compile(rf"^{re.escape(SECTION_TITLE)}\n.*?(?=^##+ |\Z)", re.DOTALL | re.MULTILINE)
    if pattern.search(existing):
        updated = pattern.sub(lambda _: section + "\n\n", existing, count=1)
    else:
        updated = existing.rstrip("\n") + "\n\n" + section + "\n"
    BENCHMARKS_MD.write_text(updated.rstrip("\n") + "\n", encoding="utf-8")


def main() -> None:
    args = sys.argv[1:]
    workers = int(args.pop(0)) if args and args[0].isdigit() else 4
    with tempfile.TemporaryDirectory() as scratch:
        junit = Path(scratch) / "suite.xml"
        wall_s, status, loads = run_suite(workers, args, junit)
        section = render(wall_s, status, loads, workers, test_times(junit))
        failed = failed_tests(junit)
    write_section(section)
    print(section)
    for test_id in failed:  # not in the section: a failure is for fixing, not for the record
        print(f"FAILED {test_id}")


if __name__ == "__main__":
    main()
