"""Snapshot speed and size against Playwright's ``aria_snapshot(mode="ai")``, in the same run.

Generates shop-like pages of ~5k and ~22k elements (cards, forms, a table, hidden blocks, an open
shadow root and a same-origin iframe), serves them on 127.0.0.1, and for each measures, interleaved:
``capture_snapshot(page)`` and ``page.aria_snapshot(mode="ai")``. Targets (issue #3): snapshot time
<= 0.25 x aria_snapshot time, text no longer than aria_snapshot's output, and every generated
interactive element present (each carries a unique data-testid).

A capture renders its text in the page and decodes the per-node table only when first used;
that decoding is timed apart, after both calls of a round. act and observe read the interactive
nodes (``interactive_nodes``, decoded without building the others) and the one node the model
chose, so the headline ratio is capture + interactive decode against aria_snapshot. Beside it:
the capture-only ratio (a caller that reads only ``.text``, as extract does) and the time to
decode every node (``nodes``, read by diffs, ``xpath_map`` and ``url_map``).

The machine is shared (2 cores, other processes busy), so single timings swing by 2x. Each round
times both calls back to back, alternating which goes first; the time ratio is taken per round
(both calls saw the same load) and reported as a median with its spread.

Run: .venv/bin/python bench/bench_snapshot.py [ROUNDS]   (writes the "## Snapshot" section of BENCHMARKS.md)
"""

from __future__ import annotations

import datetime
import functools
import os
import platform
import re
import statistics
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

from pytest_stagehand.browser import find_system_chromium
from pytest_stagehand.snapshot import Snapshot, capture_snapshot

DEFAULT_ROUNDS = 21
BENCHMARKS_MD = Path(__file__).resolve().parent.parent / "BENCHMARKS.md"
SECTION_TITLE = "## Snapshot"


@dataclass
class GeneratedPage:
    html: str
    frame_html: str
    interactive_ids: frozenset[str]


class _Ids:
    def __init__(self) -> None:
        self.ids: list[str] = []

    def __call__(self) -> str:
        self.ids.append(f"i{len(self.ids)}")
        return f'data-testid="{self.ids[-1]}"'


def _card(k: int, tid: Callable[[], str]) -> str:
    return (
        f'<div class="card"><div class="card-inner"><div class="media"><img src="/img/{k}.png" alt="Product {k}" '
        f'width="40" height="40"></div><div class="body"><h3 class="title"><a href="/p/{k}" {tid()}>Product {k}</a></h3>'
        f'<p class="desc">A fine product number {k}, <em>made with care</em> for everyday use.</p>'
        f'<div class="meta"><span class="price">${k % 97}.99</span><span class="stock">In stock</span></div>'
        f'<div class="actions"><label>Qty <input type="number" value="1" min="1" {tid()}></label>'
        f'<button type="button" class="add" {tid()}>Add to cart</button>'
        f'<button type="button" class="fav" aria-label="Save product {k}" {tid()}><span class="icon">♥</span></button>'
        f"</div></div></div>"
        f'<div class="details" style="display:none"><p>Hidden details {k}</p><button>Hidden</button></div></div>'
    )


def generate(cards: int) -> GeneratedPage:
    tid = _Ids()
    nav = "".join(f'<li><a href="/c/{k}" {tid()}>Category {k}</a></li>' for k in range(20))
    rows = "".join(
        f'<tr><td>Order {k}</td><td>{k * 3} items</td><td><a href="/o/{k}" {tid()}>View</a></td></tr>'
        for k in range(cards // 10)
    )
    shadow_buttons = "".join(f'<button data-testid="s{k}">Shadow action {k}</button>' for k in range(20))
    body = "".join(_card(k, tid) for k in range(cards))
    frame_buttons = "".join(f'<button data-testid="f{k}">Frame action {k}</button>' for k in range(10))
    html = f"""<!doctype html><html><head><title>Shop</title><style>
.card {{ display: inline-block; width: 300px; margin: 4px; }} .icon {{ font-size: 12px; }}
</style></head><body>
<header><nav><ul>{nav}</ul></nav><form role="search"><input type="search" placeholder="Search" {tid()}>
<button {tid()}>Go</button></form></header>
<main><h1>Products</h1><section aria-label="Products">{body}</section>
<table><thead><tr><th>Order</th><th>Items</th><th></th></tr></thead><tbody>{rows}</tbody></table>
<shop-widget id="widget"></shop-widget>
<iframe src="/frame.html" title="Offers" width="400" height="300"></iframe>
</main><footer><p>© Shop</p></footer>
<script>
const root = document.getElementById('widget').attachShadow({{mode: 'open'}});
root.innerHTML = '<div class="w">{shadow_buttons}</div>';
</script></body></html>"""
    frame_html = f"<!doctype html><html><body><h2>Offers</h2>{frame_buttons}</body></html>"
    ids = {*tid.ids, *(f"s{k}" for k in range(20)), *(f"f{k}" for k in range(10))}
    return GeneratedPage(html=html, frame_html=frame_html, interactive_ids=frozenset(ids))


@contextmanager
def serve(pages: dict[str, str]) -> Iterator[str]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self) -> None:
            body = pages.get(self.path.split("?", 1)[0], "").encode()
            self.send_response(200 if body else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: object) -> None:
            return

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def quartiles(values: list[float]) -> tuple[float, float, float]:
    """(first quartile, median, third quartile)."""
    q1, q2, q3 = statistics.quantiles(values, n=4, method="inclusive")
    return q1, q2, q3


@dataclass
class Result:
    label: str
    elements: int
    snapshot_times: list[float]
    aria_times: list[float]
    nodes_times: list[float]
    all_nodes_times: list[float]
    snapshot_chars: int
    aria_chars: int
    snapshot_tokens: int
    interactive_found: int
    interactive_expected: int
    load_averages: list[float]

    @property
    def ratios(self) -> list[float]:
        """Capture only (``.text`` read) against aria_snapshot, per round."""
        return [s / a for s, a in zip(self.snapshot_times, self.aria_times, strict=True)]

    @property
    def ratios_with_nodes(self) -> list[float]:
        """Capture + decoding the interactive nodes on first use against aria_snapshot, per round."""
        return [
            (s + n) / a
            for s, n, a in zip(self.snapshot_times, self.nodes_times, self.aria_times, strict=True)
        ]

    @property
    def rounds_within_target(self) -> int:
        return sum(1 for r in self.ratios_with_nodes if r <= TIME_RATIO_TARGET)

    @property
    def size_ratio(self) -> float:
        return self.snapshot_chars / self.aria_chars


TIME_RATIO_TARGET = 0.25


def count_elements(page: Page) -> int:
    total = 0
    for frame in page.frames:
        total += int(
            frame.evaluate(
                "() => { let n = document.querySelectorAll('*').length;"
                " for (const el of document.querySelectorAll('*')) if (el.shadowRoot)"
                " n += el.shadowRoot.querySelectorAll('*').length; return n; }"
            )
        )
    return total


def measure(page: Page, label: str, generated: GeneratedPage, base_url: str, rounds: int) -> Result:
    page.goto(base_url + f"/{label}.html")
    page.wait_for_load_state("load")
    # First calls warm both paths (aria_snapshot's first call on a big page is much slower).
    snapshot = capture_snapshot(page)
    aria = page.aria_snapshot(mode="ai")
    # .text is read inside the timing, as a caller reads it; the nodes of that capture are then
    # decoded (first use) after both calls of the round, timed apart.
    captured: list[Snapshot] = []

    def capture() -> str:
        fresh = capture_snapshot(page)
        captured.append(fresh)
        return fresh.text

    calls = {"snapshot": capture, "aria": lambda: page.aria_snapshot(mode="ai")}
    times: dict[str, list[float]] = {"snapshot": [], "aria": [], "nodes": [], "all_nodes": []}
    load_averages = [os.getloadavg()[0]]
    for round_ in range(rounds):
        order = ("snapshot", "aria") if round_ % 2 == 0 else ("aria", "snapshot")
        for name in order:
            times[name].append(timed(calls[name]))
        last = captured.pop()
        times["nodes"].append(timed(functools.partial(getattr, last, "interactive_nodes")))
        times["all_nodes"].append(timed(functools.partial(getattr, last, "nodes")))
        load_averages.append(os.getloadavg()[0])
    found = {n.attrs.get("data-testid", "") for n in snapshot.nodes.values() if n.interactive}
    return Result(
        label=label,
        elements=count_elements(page),
        snapshot_times=times["snapshot"],
        aria_times=times["aria"],
        nodes_times=times["nodes"],
        all_nodes_times=times["all_nodes"],
        snapshot_chars=len(snapshot.text),
        aria_chars=len(aria),
        snapshot_tokens=snapshot.estimated_tokens(),
        interactive_found=len(generated.interactive_ids & found),
        interactive_expected=len(generated.interactive_ids),
        load_averages=load_averages,
    )


def ms_quartiles(values: list[float]) -> str:
    q1, q2, q3 = quartiles(values)
    return f"{q2 * 1000:.0f} ({q1 * 1000:.0f}–{q3 * 1000:.0f})"


def render_section(results: list[Result], chromium: str, rounds: int, command: str) -> str:
    now = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    loads = [load for r in results for load in r.load_averages]
    lines = [
        SECTION_TITLE,
        "",
        f"Measured {now} on {platform.machine()} with {os.cpu_count()} cores, {chromium}, headless.",
        f"{rounds} rounds per page after one warm-up call each; each round times both calls back to back,",
        "alternating which goes first. The machine is shared: 1-min load average during the run "
        f"{min(loads):.1f}–{max(loads):.1f} (median {statistics.median(loads):.1f}) on 2 cores, so single",
        "timings swing; the time ratio is computed per round (both calls under the same load).",
        "Times and ratios: median (first–third quartile) [min–max for the ratio].",
        f"Command: `{command}`",
        "",
        "| page | elements | capture_snapshot ms | interactive nodes on first use ms | aria_snapshot(ai) ms "
        "| time ratio, capture + interactive nodes (target ≤ 0.25) | rounds ≤ 0.25 | time ratio, capture only "
        "| all nodes on first use ms "
        "| text chars (tokens≈) | aria chars | size ratio (target ≤ 1) | interactive present |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in results:
        q1, q2, q3 = quartiles(r.ratios_with_nodes)
        c1, c2, c3 = quartiles(r.ratios)
        lines.append(
            f"| {r.label} | {r.elements:,} | {ms_quartiles(r.snapshot_times)} | {ms_quartiles(r.nodes_times)} "
            f"| {ms_quartiles(r.aria_times)} "
            f"| {q2:.2f} ({q1:.2f}–{q3:.2f}) [{min(r.ratios_with_nodes):.2f}–{max(r.ratios_with_nodes):.2f}] "
            f"| {r.rounds_within_target}/{len(r.ratios)} | {c2:.2f} ({c1:.2f}–{c3:.2f}) "
            f"| {ms_quartiles(r.all_nodes_times)} "
            f"| {r.snapshot_chars:,} ({r.snapshot_tokens:,}) | {r.aria_chars:,} "
            f"| {r.size_ratio:.2f} | {r.interactive_found}/{r.interactive_expected} |"
        )
    lines.append("")
    return "\n".join(lines)


def write_section(section: str) -> None:
    """Replace (or append) the Snapshot section, leaving other sections as they are."""
    existing = BENCHMARKS_MD.read_text(encoding="utf-8") if BENCHMARKS_MD.exists() else "# Benchmarks\n"
    # Up to the next heading: a "###" analysis under the table is written by hand and kept.
    pattern = re.compile(rf"^{re.escape(SECTION_TITLE)}\n.*?(?=^##+ |\Z)", re.DOTALL | re.MULTILINE)
    if pattern.search(existing):
        updated = pattern.sub(lambda _: section + "\n", existing, count=1)
    else:
        updated = existing.rstrip("\n") + "\n\n" + section + "\n"
    BENCHMARKS_MD.write_text(updated.rstrip("\n") + "\n", encoding="utf-8")


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_ROUNDS
    command = ".venv/bin/python bench/bench_snapshot.py" + (f" {rounds}" if len(sys.argv) > 1 else "")
    sizes = {"5k": 220, "22k": 1000}
    generated = {label: generate(cards) for label, cards in sizes.items()}
    pages = {f"/{label}.html": g.html for label, g in generated.items()}
    pages["/frame.html"] = next(iter(generated.values())).frame_html
    chromium = find_system_chromium(headless=True)
    results = []
    with serve(pages) as base_url, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(chromium) if chromium else None)
        version = f"Chromium {browser.version}"
        page = browser.new_page()
        for label, g in generated.items():
            results.append(measure(page, label, g, base_url, rounds))
        browser.close()
    section = render_section(results, version, rounds, command)
    print(section)
    write_section(section)


if __name__ == "__main__":
    main()
