"""The step report's size and cost: a 50-test suite replayed from the cache with --stagehand-report
on and off.

Issue #22's targets: a 50-test run's report under 20 MB; capturing adds at most 10 % to a replay
run's time when the report is on. The suite (a local shop page, a rule-based model double, 3 acts and
one verdict per test) is recorded once (``auto``), then each round replays it four times: report on
(its default pictures, page copies), on with ``--stagehand-report-screenshots=on`` (a screenshot or
screencast frame of every step), on with ``only-on-failure``, and off, back to back in an order that
rotates per round, so all see the same machine load; the time ratios are taken per round. Wall time
of the whole pytest process (browser start included, the same in all).

Run: .venv/bin/python bench/bench_step_report.py [ROUNDS] [RECORDED_PROJECT] [--example] [--floor]
(writes the "## Step report" section of BENCHMARKS.md; RECORDED_PROJECT: a folder an earlier run of
this benchmark recorded, to skip recording; --example also times the example suite's replay from its
committed cache, report on (page copies), on with screenshots, and off, in the same rounds: a suite that does what QA tests do, where the
50-test suite above is the worst case, three cheap acts and a verdict per test; --floor also runs the
50-test suite with the report on but no picture taken, with and without the screencast (the plugin
``step_report_floor.py``): what the report costs before it pictures anything, and what the
screencast alone costs)
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

REPO = Path(__file__).resolve().parent.parent
BENCHMARKS_MD = REPO / "BENCHMARKS.md"
SECTION_TITLE = "## Step report"
TESTS = 50
DEFAULT_ROUNDS = 3
SIZE_BUDGET_MB = 20.0
TIME_BUDGET = 1.10

sys.path.insert(0, str(REPO))
from tests.support.projects import RULES_CONFTEST  # noqa: E402

PAGE = """<!doctype html><title>Login</title>
<form onsubmit="event.preventDefault(); document.querySelector('output').textContent = 'Welcome ' + this.username.value">
  <label for="user">Username</label> <input id="user" name="username">
  <label><input type="checkbox" name="terms"> Terms</label>
  <button id="login-btn">Log in</button>
</form>
<output></output>
<p>Some text so the page is not empty.</p>
"""

TEST = """
def test_login_{n}(page, app_url):
    page.goto(app_url + "/login.html")
    page.act("type ada into 'Username'")
    page.act("check 'Terms'")
    page.act("click 'Log in'")
    assert page.evaluate_goal("the page says Welcome ada", evidence="page_text")
"""


def make_project(root: Path) -> Path:
    (root / "app").mkdir(parents=True)
    (root / "app" / "login.html").write_text(PAGE, encoding="utf-8")
    (root / "conftest.py").write_text(RULES_CONFTEST, encoding="utf-8")
    (root / "test_many.py").write_text("".join(TEST.format(n=n) for n in range(TESTS)), encoding="utf-8")
    return root


def pytest_seconds(
    project: Path, *extra: str, passed: int = TESTS, environment: dict[str, str] | None = None
) -> float:
    env = {**os.environ, "PYTHONPATH": str(REPO), **(environment or {})}
    start = time.perf_counter()
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *extra],
        cwd=project,
        capture_output=True,
        text=True,
        env=env,
        timeout=1800,
    )
    seconds = time.perf_counter() - start
    if run.returncode != 0 or f"{passed} passed" not in run.stdout:
        sys.exit(f"bench_step_report: the run failed\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}")
    return seconds


def load_average() -> float:
    return os.getloadavg()[0]


EXAMPLE_TESTS = 19


def main() -> None:
    example = "--example" in sys.argv
    floor = "--floor" in sys.argv
    argv = [arg for arg in sys.argv if arg not in ("--example", "--floor")]
    rounds = int(argv[1]) if len(argv) > 1 else DEFAULT_ROUNDS
    with tempfile.TemporaryDirectory() as tmp:
        if len(argv) > 2:
            project = Path(argv[2])
        else:
            project = make_project(Path(tmp))
            pytest_seconds(project, "--stagehand-cache=auto")  # record once (and warm up)
        report = project / "report.html"
        pixels_report = project / "pixels.html"
        failures_report = project / "failures.html"
        variants = {
            "on": ("--stagehand-cache=replay", f"--stagehand-report={report}"),
            "pixels": (
                "--stagehand-cache=replay",
                f"--stagehand-report={pixels_report}",
                "--stagehand-report-screenshots=on",
            ),
            "failures": (
                "--stagehand-cache=replay",
                f"--stagehand-report={failures_report}",
                "--stagehand-report-screenshots=only-on-failure",
            ),
            "off": ("--stagehand-cache=replay",),
        }
        if example:
            example_report = project / "example.html"
            variants["example on"] = (
                "example_suite",
                "--stagehand-cache=replay",
                f"--stagehand-report={example_report}",
            )
            variants["example pixels"] = (
                "example_suite",
                "--stagehand-cache=replay",
                f"--stagehand-report={project / 'example-pixels.html'}",
                "--stagehand-report-screenshots=on",
            )
            variants["example off"] = ("example_suite", "--stagehand-cache=replay")
        if floor:
            floor_report = project / "floor.html"
            variants["floor"] = (
                "--stagehand-cache=replay",
                f"--stagehand-report={floor_report}",
                "--stagehand-report-screenshots=on",  # the screencast's floor
                "-p",
                "bench.step_report_floor",
            )
            variants["floor, no screencast"] = variants["floor"]
        # The environment a variant runs with, beside its arguments.
        environments = {"floor, no screencast": {"STAGEHAND_BENCH_NO_SCREENCAST": "1"}}
        times: dict[str, list[float]] = {name: [] for name in variants}
        loads = []
        for number in range(rounds):
            loads.append(load_average())
            # Each round in another order, so no variant always runs first (or last) on a loaded machine.
            order = list(variants)[number % len(variants) :] + list(variants)[: number % len(variants)]
            took = {
                name: pytest_seconds(REPO, *variants[name], passed=EXAMPLE_TESTS)
                if name.startswith("example")
                else pytest_seconds(project, *variants[name], environment=environments.get(name))
                for name in order
            }
            for name, seconds in took.items():
                times[name].append(seconds)
            print(f"round {number + 1}: " + ", ".join(f"{n} {took[n]:.1f} s" for n in variants), flush=True)
        on_times, failures_times, off_times = times["on"], times["failures"], times["off"]
        ratios = [on / off for on, off in zip(on_times, off_times, strict=True)]
        failures_ratios = [f / off for f, off in zip(failures_times, off_times, strict=True)]
        pixels_ratios = [p / off for p, off in zip(times["pixels"], off_times, strict=True)]
        size_mb = report.stat().st_size / 1_000_000
        pixels_mb = pixels_report.stat().st_size / 1_000_000
        text = report.read_text(encoding="utf-8")
        pictures = len(re.findall(r'"[ip][0-9a-f]{16}": "', text))
        steps = text.count('<li class="step')
        example_ratios = [
            (on / off, pixels / off)
            for on, pixels, off in zip(
                times.get("example on", []),
                times.get("example pixels", []),
                times.get("example off", []),
                strict=True,
            )
        ]
        floor_ratios = (
            [
                (with_screencast / off, without / off, with_screencast / without)
                for with_screencast, without, off in zip(
                    times["floor"], times["floor, no screencast"], off_times, strict=True
                )
            ]
            if "floor" in times
            else []
        )
    write_section(
        rounds,
        on_times,
        off_times,
        ratios,
        pixels_ratios,
        failures_ratios,
        loads,
        (size_mb, pixels_mb),
        pictures,
        steps,
        example_ratios,
        floor_ratios,
    )


def spread(values: list[float], fmt: str) -> str:
    ordered = sorted(values)
    return f"{format(statistics.median(ordered), fmt)} ({format(ordered[0], fmt)}–{format(ordered[-1], fmt)})"


def write_section(
    rounds: int,
    on: list[float],
    off: list[float],
    ratios: list[float],
    pixels_ratios: list[float],
    failures_ratios: list[float],
    loads: list[float],
    sizes_mb: tuple[float, float],
    pictures: int,
    steps: int,
    example_ratios: list[tuple[float, float]],
    floor_ratios: list[tuple[float, float, float]],
) -> None:
    median_ratio = statistics.median(ratios)
    size_mb, pixels_mb = sizes_mb
    lines = [
        SECTION_TITLE,
        "",
        f"Measured {datetime.datetime.now():%Y-%m-%d %H:%M} on {platform.machine()} with {os.cpu_count()} cores; "
        f"1-min load average at the start of the rounds {min(loads):.1f}–{max(loads):.1f}.",
        f"A {TESTS}-test suite (3 acts and one page-text verdict each, a rule-based model double, a local page) "
        f"recorded once, then replayed in {rounds} rounds, each running the report on (its default "
        "pictures: page copies, with screenshots of failures), on with a screenshot of every step "
        "(`--stagehand-report-screenshots=on`), on with only-on-failure pictures, and off, back to back in "
        "rotating order; wall time of the whole pytest process; ratio per round, median (min–max).",
        "Command: `.venv/bin/python bench/bench_step_report.py`",
        "",
        f"| report on s | report off s | time ratio on/off (target ≤ {TIME_BUDGET:.2f}) | ratio with "
        "screenshots / off | ratio with only-on-failure / off | report size MB, on / with screenshots "
        f"(target < {SIZE_BUDGET_MB:.0f}) | steps | distinct pictures |",
        "|---|---|---|---|---|---|---|---|",
        f"| {spread(on, '.1f')} | {spread(off, '.1f')} | {spread(ratios, '.3f')} | {spread(pixels_ratios, '.3f')} "
        f"| {spread(failures_ratios, '.3f')} | {size_mb:.2f} / {pixels_mb:.2f} | {steps} | {pictures} |",
        "",
        f"Size: {'within' if size_mb < SIZE_BUDGET_MB else 'OVER'} the budget. Time: median ratio "
        f"{median_ratio:.3f}, {'within' if median_ratio <= TIME_BUDGET else 'OVER'} the 10 % target; with "
        f"`--stagehand-report-screenshots=only-on-failure` {statistics.median(failures_ratios):.3f} (every test "
        "here passes, so that report has its steps and no picture).",
        "With the report off nothing is captured: no recorder is built, no observer is added, and the "
        "action hook (`actions.execute.action_watch`) is one context-variable read per action.",
        "",
    ]
    if example_ratios:
        lines[-1:-1] = [
            f"The example suite ({EXAMPLE_TESTS} tests, replayed from its committed cache), report on / off in "
            f"the same rounds: ratio {spread([r[0] for r in example_ratios], '.3f')}, "
            f"{'within' if statistics.median(r[0] for r in example_ratios) <= TIME_BUDGET else 'OVER'} the "
            f"10 % target; with a screenshot of every step {spread([r[1] for r in example_ratios], '.3f')}."
        ]
    if floor_ratios:
        lines[-1:-1] = [
            "With the report on but no picture taken (`--floor`, the plugin `bench/step_report_floor.py`), "
            f"against off: {spread([r[0] for r in floor_ratios], '.3f')}; the same without the screencast: "
            f"{spread([r[1] for r in floor_ratios], '.3f')}; so the screencast alone (the first over the "
            f"second, per round): {spread([r[2] for r in floor_ratios], '.3f')}."
        ]
    text = BENCHMARKS_MD.read_text(encoding="utf-8")
    if SECTION_TITLE in text:
        before, _, rest = text.partition(SECTION_TITLE)
        # What follows the measured part (the hand-written reading, the next section) is kept.
        ends = [i for i in (rest.find("\n### Reading"), rest.find("\n## ")) if i >= 0]
        text = before + "\n".join(lines) + (rest[min(ends) :] if ends else "")
    else:
        text = text.rstrip("\n") + "\n\n" + "\n".join(lines)
    BENCHMARKS_MD.write_text(text, encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
