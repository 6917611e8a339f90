"""Where a heal's time goes on the 5,000-candidate page of ``bench_drift.py latency``.

Times each part of ``healing.ladder.heal`` separately and the whole heal. The heal scans in two
phases (``healing/twophase.py``): phase 1 lists what every candidate is (in the page, then with its
parsing), ``narrow`` keeps those that can decide, phase 2 reads their neighbouring text and locators,
``best_match`` scores them; then capturing the winner as the ladder does, given the scan, which
proves some label locators shared, and without it, as a capture outside a heal does. For reference
the one-phase scan (in the page alone, and with its parsing) and scoring every candidate. Then the
in-page one-phase scan with one feature of the candidates left out at a time, to show which feature
costs what. Run it on old and new code back to back on the same machine: only the ratios mean
anything (BENCHMARKS.md, "Healing on generated drift").

Run: .venv/bin/python bench/heal_profile.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_drift import THRESHOLD, big_page
from drift_corpus import TRUTH

from pytest_stagehand.browser import find_system_chromium
from pytest_stagehand.cache.fingerprint import (
    capture_element,
    complete_frame,
    fingerprint_script,
    list_frame,
    list_options,
    scan_page,
)
from pytest_stagehand.healing.ladder import heal
from pytest_stagehand.healing.similarity import best_match, narrow

# The scan with one feature left out: (name, text replaced, replacement).
WITHOUT = [
    ("neighbour text", 'context: listing ? "" : contextOf(el),', "context: '',"),
    ("locator", "locator: uniqueLocator(el, fullCssPath)", "locator: ''"),
    ("ancestry", "ancestry: ancestry(el),", "ancestry: [],"),
    ("accessible name", "name: accessibleName(el, role),", "name: '',"),
]


def main(repeats: int = 3) -> None:
    original = big_page()
    mutated = original.replace('id="edit-500"', 'id="edit-row-500"')
    source = fingerprint_script()
    chromium = find_system_chromium(headless=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium) if chromium else p.chromium.launch()
        page = browser.new_page()
        page.set_content(original)
        stored = capture_element(page.locator(f"[{TRUTH}]"))
        page.set_content(mutated)
        for _ in range(repeats):
            t0 = time.perf_counter()
            page.evaluate(source, {"limit": 5000})
            t1 = time.perf_counter()
            scanned = scan_page(page)
            t2 = time.perf_counter()
            result = best_match(stored.fingerprint, [(s, s.fingerprint) for s in scanned], THRESHOLD)
            t3 = time.perf_counter()
            assert result.match is not None
            capture_element(result.match.item.resolve(), scan=scanned, scanned_as=result.match.item)
            t4 = time.perf_counter()
            capture_element(result.match.item.resolve())
            t5 = time.perf_counter()
            heal(stored.fingerprint, page, threshold=THRESHOLD)
            t6 = time.perf_counter()
            page.evaluate(source, list_options())
            t7 = time.perf_counter()
            listing = list_frame(page.main_frame)
            t8 = time.perf_counter()
            kept = narrow(stored.fingerprint, listing.fingerprints)
            t9 = time.perf_counter()
            completed = complete_frame(page.main_frame, listing, kept)
            t10 = time.perf_counter()
            assert completed is not None
            best_match(stored.fingerprint, [(s, s.fingerprint) for s in completed], THRESHOLD)
            t11 = time.perf_counter()
            print(
                f"two-phase: phase 1 in-page {t7 - t6:.2f} s, with parsing {t8 - t7:.2f} s | narrow {t9 - t8:.2f} s "
                f"(kept {len(kept)} of {len(listing.fingerprints)}) | phase 2 {t10 - t9:.2f} s | "
                f"scoring the kept {t11 - t10:.2f} s || one-phase: in-page scan {t1 - t0:.2f} s | "
                f"scan + parse {t2 - t1:.2f} s | scoring all {t3 - t2:.2f} s || "
                f"capture {t4 - t3:.2f} s (without the scan {t5 - t4:.2f} s) | whole heal {t6 - t5:.2f} s",
                flush=True,
            )
        for name, old, new in WITHOUT:
            assert old in source, f"the profile's {name} variant no longer matches fingerprint.js"
            started = time.perf_counter()
            page.evaluate(source.replace(old, new), {"limit": 5000})
            print(f"in-page scan without {name}: {time.perf_counter() - started:.2f} s", flush=True)
        browser.close()


if __name__ == "__main__":
    main()
