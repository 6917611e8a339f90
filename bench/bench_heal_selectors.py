"""Selector healing overhead: a 50-action plain Playwright test with healing off and on, in one run.

The test fills 25 inputs and clicks 25 buttons by id on one local page. Three variants, interleaved,
medians of RUNS: healing off (the mixin present, no healer: the path every test takes by default),
healing on for a first run (each action fingerprinted and recorded), and healing on for a warm rerun
(each action fingerprinted and compared with the stored entry). The issue's target: recording
overhead ≤ 10 % on a 50-action test. Also measured: the same test on a drifted page (every id renamed)
healed by fingerprint, per heal.

Run: .venv/bin/python bench/bench_heal_selectors.py   (writes "## Selector healing overhead" in BENCHMARKS.md)
"""

from __future__ import annotations

import datetime
import os
import platform
import re
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, Route, sync_playwright

from pytest_stagehand.browser import find_system_chromium
from pytest_stagehand.cache import CacheStore
from pytest_stagehand.config import Settings
from pytest_stagehand.healing.healer import DEFAULT_PROBE_TIMEOUT_MS, SelectorHealer
from pytest_stagehand.page import StagehandPage
from pytest_stagehand.runtime import StagehandRuntime

BENCHMARKS_MD = Path(__file__).resolve().parent.parent / "BENCHMARKS.md"
SECTION_TITLE = "## Selector healing overhead"
URL = "http://bench.local/form.html"
PAIRS = 25
RUNS = 7
DRIFT_RUNS = 2
# The heal cost itself, without most of the bounded "is it still loading?" wait (default 2 s per heal).
DRIFT_PROBE_MS = 100.0


# Distinct labels: "Action 1" and "Action 10" are near-twins that healing rightly refuses to choose between.
WORDS = [
    "apple",
    "banana",
    "cherry",
    "damson",
    "elder",
    "fig",
    "grape",
    "hazel",
    "iris",
    "juniper",
    "kiwi",
    "lemon",
    "mango",
    "nectar",
    "olive",
    "peach",
    "quince",
    "rowan",
    "sloe",
    "tansy",
    "ugli",
    "vanilla",
    "walnut",
    "yarrow",
    "zest",
]


def form_page(prefix: str) -> str:
    rows = "".join(
        f'<div class="row"><label for="{prefix}in{i}">{WORDS[i]} note</label><input id="{prefix}in{i}">'
        f'<button id="{prefix}btn{i}" type="button" onclick="this.dataset.n=(+this.dataset.n||0)+1">'
        f"{WORDS[i]} order</button></div>"
        for i in range(PAIRS)
    )
    return f"<!doctype html><html><body><form>{rows}</form></body></html>"


def fifty_actions(page: Page) -> None:
    for i in range(PAIRS):
        page.fill(f"#in{i}", f"value {i}")
        page.click(f"#btn{i}")


def main() -> None:
    chromium = find_system_chromium()
    store_dir = Path(tempfile.mkdtemp(prefix="bench-heal-selectors-"))
    html = {"v1": form_page(""), "v2": form_page("x-")}
    served = {"page": "v1"}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(chromium) if chromium else None)
        page = browser.new_page()

        def route(route: Route) -> None:
            route.fulfill(body=html[served["page"]], content_type="text/html")

        page.route("http://bench.local/**", route)
        page.__class__ = StagehandPage
        runtime = StagehandRuntime(settings=Settings())
        page._stagehand = runtime  # type: ignore[attr-defined]

        def healer(name: str, probe_timeout_ms: float = DEFAULT_PROBE_TIMEOUT_MS) -> SelectorHealer:
            session = CacheStore(store_dir, "auto").for_test("bench.py", name)
            return SelectorHealer(
                session,
                "bench.py::" + name,
                store_dir,
                report=lambda record: None,
                probe_timeout_ms=probe_timeout_ms,
            )

        def timed(setup: Callable[[], SelectorHealer | None], page_version: str = "v1") -> float:
            served["page"] = page_version
            current = setup()
            runtime.healing = current
            page.goto(URL)
            start = time.perf_counter()
            fifty_actions(page)
            elapsed = (time.perf_counter() - start) * 1000
            if current is not None:
                current.session.commit()
            return elapsed

        timed(lambda: None)  # warm-up: browser caches, JIT
        warm_store = healer("warm")
        timed(lambda: warm_store)
        off: list[float] = []
        recording: list[float] = []
        warm: list[float] = []
        for run in range(RUNS):
            off.append(timed(lambda: None))
            recording.append(timed(lambda run=run: healer(f"first{run}")))  # type: ignore[misc]
            warm.append(timed(lambda: healer("warm")))
        heal_runs: list[float] = []
        heal_counts: list[int] = []
        for run in range(DRIFT_RUNS):
            timed(lambda run=run: healer(f"drift{run}"))  # type: ignore[misc]  # record on v1
            drift_healer = healer(f"drift{run}", DRIFT_PROBE_MS)
            heal_runs.append(timed(lambda h=drift_healer: h, "v2"))  # type: ignore[misc]
            heal_counts.append(len(drift_healer.heals))
        browser.close()
        version = browser.version

    med_off, med_rec, med_warm = (statistics.median(v) for v in (off, recording, warm))
    heal_ms = statistics.median(heal_runs) / max(1, statistics.median(heal_counts))
    today = datetime.date.today().isoformat()
    section = "\n".join(
        [
            SECTION_TITLE,
            "",
            f"Measured {today} with `bench/bench_heal_selectors.py` on Chromium {version}, Python "
            f"{platform.python_version()}, {platform.machine()} (one page, {2 * PAIRS} actions: "
            f"{PAIRS} `page.fill('#id')` + {PAIRS} `page.click('#id')`, interleaved runs, median of {RUNS}; "
            f"1-minute load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores: shared machine, "
            "ratios vary widely from run to run).",
            "",
            "| variant | 50 actions | vs healing off | target |",
            "|---|---|---|---|",
            f"| healing off (mixin present, no healer) | {med_off:.0f} ms | 1.00× | — |",
            f"| healing on, first run (fingerprint + record each action) | {med_rec:.0f} ms | "
            f"{med_rec / med_off:.2f}× | ≤ 1.10× |",
            f"| healing on, warm rerun (fingerprint + compare with stored) | {med_warm:.0f} ms | "
            f"{med_warm / med_off:.2f}× | ≤ 1.10× |",
            f"| every id renamed: {statistics.median(heal_counts):.0f} heals by fingerprint | "
            f"{statistics.median(heal_runs):.0f} ms | {heal_ms:.0f} ms per heal with a {DRIFT_PROBE_MS:.0f} ms "
            f"no-match wait (default {DEFAULT_PROBE_TIMEOUT_MS:.0f} ms adds up to that per heal) | bounded |",
            "",
        ]
    )
    print(section)
    write_section(section)


def write_section(section: str) -> None:
    """Replace (or append) this section, leaving other sections as they are."""
    existing = BENCHMARKS_MD.read_text(encoding="utf-8") if BENCHMARKS_MD.exists() else "# Benchmarks\n"
    pattern = re.compile(rf"^{re.escape(SECTION_TITLE)}\n.*?(?=^## |\Z)", re.DOTALL | re.MULTILINE)
    if pattern.search(existing):
        updated = pattern.sub(lambda _: section + "\n", existing, count=1)
    else:
        updated = existing.rstrip("\n") + "\n\n" + section + "\n"
    BENCHMARKS_MD.write_text(updated.rstrip("\n") + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
