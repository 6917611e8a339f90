"""Healing inside ``expect()`` on a redesigned page: how long a drifted assertion takes to heal.

A recorded selector that finds nothing is given a bounded wait before it heals (pages load; that is
not drift): ``probe_timeout_ms``, 2 s by default. An action's wait ends sooner once the page has
settled without the element; ``expect()`` assertions now do the same (healing/expect_hook.py with the
settle step's async twin). This benchmark records 10 ``expect(page.locator('#id')).to_have_text(...)``
on a page, then runs them on the redesigned page (every id renamed) with the default bound, with the
settle check as the plugin wires it and without it (the wait before), in alternating order for
ROUNDS rounds; time per healed assertion, and the ratio per round.

Run: .venv/bin/python bench/bench_expect_heal.py   (writes "## Healing inside expect()" in BENCHMARKS.md)
"""

from __future__ import annotations

import datetime
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import Page, Route, expect, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sections import write_section

from pytest_stagehand.browser import find_system_chromium
from pytest_stagehand.cache import CacheStore
from pytest_stagehand.config import Settings
from pytest_stagehand.healing.healer import DEFAULT_PROBE_TIMEOUT_MS, SelectorHealer
from pytest_stagehand.page import StagehandPage
from pytest_stagehand.pipelines.settle import settled_as_watched, settled_as_watched_async, tracker_for
from pytest_stagehand.runtime.state import StagehandRuntime

SECTION_TITLE = "## Healing inside expect()"
URL = "http://bench.local/status.html"
ASSERTIONS = 10
ROUNDS = 3
WORDS = ["Ready", "Paid", "Shipped", "Open", "Closed", "Draft", "Sent", "Held", "Lost", "Found"]


def status_page(prefix: str) -> str:
    rows = "".join(f"<p id='{prefix}s{i}' class='status'>{WORDS[i]} order {i}</p>" for i in range(ASSERTIONS))
    return f"<!doctype html><title>Statuses</title><h1>Orders</h1>{rows}"


def assertions(page: Page) -> None:
    for i in range(ASSERTIONS):
        expect(page.locator(f"#s{i}")).to_have_text(f"{WORDS[i]} order {i}")


def main() -> None:
    chromium = find_system_chromium(headless=True)
    store = CacheStore(Path(tempfile.mkdtemp(prefix="bench-expect-heal-")), "auto")
    served = {"html": status_page("")}
    per_heal: dict[str, list[float]] = {"settle": [], "bound": []}
    ratios: list[float] = []
    loads: list[float] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(chromium) if chromium else None)
        page = browser.new_page()

        def route(route: Route) -> None:
            route.fulfill(body=served["html"], content_type="text/html")

        page.route("http://bench.local/**", route)
        page.__class__ = StagehandPage
        runtime = StagehandRuntime(settings=Settings())
        page._stagehand = runtime  # type: ignore[attr-defined]
        tracker_for(page)  # the settle step's watcher in every document, as the page fixture attaches it

        def healer(name: str, settle: bool) -> SelectorHealer:
            made = SelectorHealer(
                store.for_test("bench.py", name),
                "bench.py::" + name,
                store.root,
                report=lambda record: None,
                probe_timeout_ms=DEFAULT_PROBE_TIMEOUT_MS,
            )
            if settle:
                made.page_settled = settled_as_watched
                made.page_settled_async = settled_as_watched_async
            return made

        def healed_run(name: str, settle: bool) -> float:
            served["html"] = status_page("")
            recording = healer(name, settle)
            runtime.healing = recording
            page.goto(URL)
            assertions(page)
            recording.session.commit()
            served["html"] = status_page("x-")  # every id renamed
            healing = healer(name, settle)
            runtime.healing = healing
            page.goto(URL)
            start = time.perf_counter()
            assertions(page)
            seconds = time.perf_counter() - start
            if len(healing.heals) != ASSERTIONS:
                sys.exit(f"bench_expect_heal: {len(healing.heals)} of {ASSERTIONS} assertions healed")
            return seconds * 1000 / ASSERTIONS

        for number in range(ROUNDS):
            loads.append(os.getloadavg()[0])
            order = ["settle", "bound"] if number % 2 == 0 else ["bound", "settle"]
            took = {name: healed_run(f"{name}{number}", name == "settle") for name in order}
            for name, ms in took.items():
                per_heal[name].append(ms)
            ratios.append(took["settle"] / took["bound"])
            print(f"round {number + 1}: " + ", ".join(f"{n} {ms:.0f} ms per heal" for n, ms in took.items()))
        version = browser.version
        browser.close()

    def spread(values: list[float], fmt: str) -> str:
        ordered = sorted(values)
        return f"{format(statistics.median(ordered), fmt)} ({format(ordered[0], fmt)}–{format(ordered[-1], fmt)})"

    lines = [
        "",
        f"Measured {datetime.datetime.now():%Y-%m-%d %H:%M} on {platform.machine()} with {os.cpu_count()} cores, "
        f"Chromium {version}; 1-min load average {min(loads):.1f}–{max(loads):.1f}.",
        f"{ASSERTIONS} `expect(page.locator('#id')).to_have_text(...)` recorded on a page, then run on the page "
        "with every id renamed, the default bound (2 s), with the settle check the plugin wires and "
        f"without it, alternating, {ROUNDS} rounds; median (min–max).",
        "Command: `.venv/bin/python bench/bench_expect_heal.py`",
        "",
        "| ms per healed assertion, settle check | ms per healed assertion, bound only | ratio |",
        "|---|---|---|",
        f"| {spread(per_heal['settle'], '.0f')} | {spread(per_heal['bound'], '.0f')} | {spread(ratios, '.2f')} |",
        "",
    ]
    print("\n".join(lines))
    write_section(SECTION_TITLE, lines)


if __name__ == "__main__":
    main()
