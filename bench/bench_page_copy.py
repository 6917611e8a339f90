"""What one step-report picture costs by page size: a page copy (the default) against a screenshot.

The step report pictures a passing step by a copy of the page's DOM (reporting/page_copy.js, made in
the evaluate that asks the page's watch); a screenshot is what ``--stagehand-report-screenshots=on``
and every failed step take. On pages of growing size (a small form, tables of 100 to 3,000 rows), each measured in one run, alternating: the recorder's ask-and-copy call (a copy every time,
unless the page has more elements than page_copy.js copies: then the answer says so and the step
takes a screenshot) and Playwright's JPEG screenshot; median of CALLS each, and their ratio.

Run: .venv/bin/python bench/bench_page_copy.py   (writes "## Page copy cost" in BENCHMARKS.md)
"""

from __future__ import annotations

import datetime
import os
import platform
import statistics
import sys
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sections import write_section

from pytest_stagehand.browser import find_system_chromium
from pytest_stagehand.reporting.steps import _ASK_AND_COPY_JS

SECTION_TITLE = "## Page copy cost"
CALLS = 15
FORM = (
    "<form><label>Name <input></label><label><input type=checkbox> Terms</label>"
    "<select><option>S</option><option>M</option></select><button>Send</button></form>"
)


def table(rows: int) -> str:
    body = "".join(
        f"<tr><td>{i}</td><td><a href='#'>Order {i}</a></td><td><input value='{i}'></td>"
        f"<td><span class=s>paid</span></td></tr>"
        for i in range(rows)
    )
    return f"<style>td {{ padding: 2px }}</style><table>{body}</table>"


PAGES = {
    "form": FORM,
    "table, 100 rows": table(100),
    "table, 1,000 rows": table(1000),
    "table, 1,800 rows": table(1800),
    "table, 3,000 rows": table(3000),
}


def main() -> None:
    chromium = find_system_chromium(headless=True)
    rows = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(chromium) if chromium else None)
        page = browser.new_page(viewport={"width": 1280, "height": 720})
        for name, html in PAGES.items():
            page.set_content(html)
            page.evaluate(_ASK_AND_COPY_JS, True)  # the document's first copy reads its stylesheets
            elements = page.evaluate("() => document.querySelectorAll('*').length")
            copies: list[float] = []
            shots: list[float] = []
            size = 0
            for _ in range(CALLS):
                start = time.perf_counter()
                answer = page.evaluate(_ASK_AND_COPY_JS, True)
                copies.append((time.perf_counter() - start) * 1000)
                html = answer["copy"].get("html")  # none past page_copy.js's element limit
                size = len(html) if isinstance(html, str) else 0
                start = time.perf_counter()
                page.screenshot(type="jpeg", quality=70, caret="initial")
                shots.append((time.perf_counter() - start) * 1000)
            copy_ms, shot_ms = statistics.median(copies), statistics.median(shots)
            if size:
                cells = f"{size / 1000:.0f} K | {copy_ms:.1f} | {shot_ms:.1f} | {copy_ms / shot_ms:.2f}"
            else:  # the answer says "too many elements" and the step takes a screenshot as well
                cells = (
                    f"none: a screenshot | {copy_ms:.1f} to learn it, then the screenshot | {shot_ms:.1f} "
                    f"| {(copy_ms + shot_ms) / shot_ms:.2f}"
                )
            rows.append(f"| {name} | {elements:,} | {cells} |")
            print(rows[-1], flush=True)
        version = browser.version
        browser.close()
    lines = [
        "",
        f"Measured {datetime.datetime.now():%Y-%m-%d %H:%M} on {platform.machine()} with {os.cpu_count()} cores, "
        f"Chromium {version}, viewport 1280×720; 1-min load average {os.getloadavg()[0]:.1f}.",
        f"Per page, {CALLS} of each alternating; median ms. Command: `.venv/bin/python bench/bench_page_copy.py`",
        "",
        "| page | elements | copy HTML | ms per copy (ask + copy) | ms per screenshot (JPEG) | copy / screenshot |",
        "|---|---|---|---|---|---|",
        *rows,
        "",
    ]
    write_section(SECTION_TITLE, lines)


if __name__ == "__main__":
    main()
