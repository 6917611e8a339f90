"""Cost of the committed cache at scale: 10,000 entries, 1,000 replayed lookups.

Builds a cache the way a large suite's would look (act entries shaped like the example suite's: a
step with its locators and fingerprint), in two layouts: 100 test files of 100 entries (10 tests of
10 acts) and one file of 10,000 entries (the worst case: one huge module). Then, in fresh
``CacheStore`` objects (what a new pytest process has):

- load: reading and parsing every file a replay touches (``CacheStore.module``), wall time;
- lookup: 1,000 replayed acts (``for_test`` + ``make_key`` + ``lookup``, what each ``page.act`` does
  before touching the page), wall time per lookup;
- memory: the Python heap the loaded cache holds (tracemalloc), and the files' sizes.

Targets (issue "Suites that outgrow one machine"): ≤ 2 ms per lookup, ≤ 1 s to load.
Rounds alternate the layouts; medians are reported with the 1-minute load average.

Run: .venv/bin/python bench/bench_cache_scale.py   (writes "## Cache at scale" in BENCHMARKS.md)
"""

from __future__ import annotations

import copy
import datetime
import gc
import os
import platform
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from sections import write_section

from pytest_stagehand.cache import CacheStore
from pytest_stagehand.cache.files import render_module, write_atomic

ENTRIES = 10_000
LOOKUPS = 1_000
ROUNDS = 5
SECTION_TITLE = "## Cache at scale"

STEP_TEMPLATE: dict[str, Any] = {
    "arguments": [],
    "description": "click the 'Add to cart' button",
    "element": {
        "fingerprint": {
            "ancestry": ["div.card", "section#products.grid", "main"],
            "attributes": {"id": "add-1", "type": "button"},
            "classes": ["btn", "primary"],
            "index": 1,
            "name": "Add to cart",
            "role": "button",
            "tag": "button",
            "text": "Add to cart",
            "visible": True,
        },
        "frame_url": "/shop.html",
        "locators": [
            "css=#add-1",
            'internal:role=button[name="Add to cart"s]',
            "css=div:nth-of-type(2) > button",
            "xpath=/html/body/main/section/div[2]/button",
        ],
    },
    "method": "click",
}


def layout(files: int) -> list[tuple[str, str, str, str]]:
    """(test file, test name, instruction, url) for every entry, spread over ``files`` files."""
    per_file = ENTRIES // files
    tests_per_file = max(1, per_file // 10)
    rows = []
    for f in range(files):
        for i in range(per_file):
            test = i % tests_per_file
            rows.append(
                (
                    f"tests/test_area_{f:03d}.py",
                    f"test_case_{test:03d}",
                    f"click the button number {i}",
                    f"/page/{f}/{test}.html",
                )
            )
    return rows


def build(root: Path, rows: list[tuple[str, str, str, str]]) -> None:
    """Write each module file once, with every test's entries as a recording session makes them.

    Committing test by test would rewrite a 10,000-entry file a thousand times (quadratic), which
    measures nothing a suite does: a real suite records a module's tests over many runs."""
    store = CacheStore(root, "auto")
    by_file: dict[str, dict[str, list[tuple[str, str]]]] = {}
    for test_file, test, instruction, url in rows:
        by_file.setdefault(test_file, {}).setdefault(test, []).append((instruction, url))
    for test_file, tests in by_file.items():
        module: dict[str, dict[str, Any]] = {}
        for test, acts in tests.items():
            session = store.for_test(test_file, test)
            for n, (instruction, url) in enumerate(acts):
                step = copy.deepcopy(STEP_TEMPLATE)
                step["description"] = instruction
                step["element"]["fingerprint"]["attributes"]["id"] = f"add-{n}"
                step["element"]["locators"][0] = f"css=#add-{n}"
                session.record(
                    session.make_key("act", instruction, f"http://127.0.0.1:8000{url}"), {"steps": [step]}
                )
            module[test] = dict(session._pending)  # the entries a commit would write, as written
        write_atomic(store.file_for(test_file), render_module(test_file, module))


def replay(root: Path, rows: list[tuple[str, str, str, str]], picks: list[int]) -> dict[str, float]:
    """Load and lookup costs in a fresh store, as a new pytest process has: wall seconds and CPU
    seconds of this process (on a shared machine the wall time counts other processes' turns too)."""
    store = CacheStore(root, "replay")
    files = sorted({row[0] for row in rows})
    wall, cpu = time.perf_counter(), time.process_time()
    for test_file in files:
        store.module(test_file)
    load_wall, load_cpu = time.perf_counter() - wall, time.process_time() - cpu
    hits = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for index in picks:
        test_file, test, instruction, url = rows[index]
        session = store.for_test(test_file, test)
        hits += (
            session.lookup(session.make_key("act", instruction, f"http://127.0.0.1:8000{url}")) is not None
        )
    lookup_wall, lookup_cpu = time.perf_counter() - wall, time.process_time() - cpu
    assert hits == len(picks), f"{hits} of {len(picks)} lookups hit"
    return {
        "load": load_wall,
        "load_cpu": load_cpu,
        "lookup": lookup_wall / len(picks),
        "lookup_cpu": lookup_cpu / len(picks),
    }


def heap_of_loaded(root: Path, rows: list[tuple[str, str, str, str]]) -> int:
    gc.collect()
    tracemalloc.start()
    store = CacheStore(root, "replay")
    for test_file in sorted({row[0] for row in rows}):
        store.module(test_file)
    size, _peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return size


def main() -> None:
    rng = random.Random(20)
    results: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        layouts = {"100 files x 100 entries": 100, "1 file x 10,000 entries": 1}
        built = {}
        for name, files in layouts.items():
            rows = layout(files)
            root = Path(tmp) / f"cache-{files}"
            build(root, rows)
            sizes = [p.stat().st_size for p in root.rglob("*.json") if not p.name.startswith(".")]
            built[name] = (root, rows)
            results[name] = {
                "bytes": sum(sizes),
                "largest": max(sizes),
                "files": len(sizes),
                "load": [],
                "load_cpu": [],
                "lookup": [],
                "lookup_cpu": [],
            }
        loads = [os.getloadavg()[0]]
        for _round in range(ROUNDS):
            for name, (root, rows) in built.items():
                picks = [rng.randrange(len(rows)) for _ in range(LOOKUPS)]
                for measure, value in replay(root, rows, picks).items():
                    results[name][measure].append(value)
            loads.append(os.getloadavg()[0])
        for name, (root, rows) in built.items():
            results[name]["heap"] = heap_of_loaded(root, rows)

    lines = [
        "",
        f"`bench/bench_cache_scale.py`, {datetime.date.today()}, {platform.python_implementation()} "
        f"{platform.python_version()}, {os.cpu_count()} cores, 1-min load average {min(loads):.1f}-{max(loads):.1f} "
        f"(shared machine). {ENTRIES:,} act entries (each a step with locators and fingerprint, as recorded), "
        f"{LOOKUPS:,} replayed lookups per round, {ROUNDS} rounds, medians (worst round in brackets). Load = reading "
        "and parsing every file in a fresh store, as a new pytest process does on first use; lookup = "
        "`for_test` + `make_key` + `lookup`, what each replayed `page.act` costs before it touches the page.",
        "",
        "| layout | files | total size | largest file | load, CPU (target ≤ 1 s) | load, wall | "
        "per lookup, CPU (target ≤ 2 ms) | per lookup, wall | per 1,000 replayed acts, CPU | heap held |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for name, r in results.items():
        med = {m: statistics.median(r[m]) for m in ("load", "load_cpu", "lookup", "lookup_cpu")}
        lines.append(
            f"| {name} | {r['files']} | {r['bytes'] / 1e6:.1f} MB | {r['largest'] / 1e6:.2f} MB | "
            f"{med['load_cpu']:.2f} s ({max(r['load_cpu']):.2f}) | {med['load']:.2f} s | "
            f"{med['lookup_cpu'] * 1000:.3f} ms ({max(r['lookup_cpu']) * 1000:.3f}) | {med['lookup'] * 1000:.3f} ms | "
            f"{med['lookup_cpu'] * LOOKUPS * 1000:.0f} ms | {r['heap'] / 1e6:.0f} MB |"
        )
    lines += [
        "",
        "A lookup is a dictionary access by digest once the file is loaded; its cost is building the key "
        "(normalising the instruction and URL, hashing). Loading is JSON parsing, once per file per process "
        "(each pytest-xdist worker loads only the files of the tests it runs). CPU time is this process's "
        "(`time.process_time`): on a machine shared with other jobs the wall time also counts their turns, "
        "so the targets are read against CPU time and the wall time is shown beside it with the load average.",
    ]
    print(write_section(SECTION_TITLE, lines))


if __name__ == "__main__":
    main()
