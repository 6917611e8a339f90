"""Does the page's own reading of a role + name locator find what Playwright's role engine finds?

The identity check of a replayed act resolves a stored ``internal:role=…[name="…"s]`` locator in the
page itself (``cache/fingerprint.js``, ``resolve``) instead of asking Playwright, whose first
main-world query in a document builds its selector engine there (BENCHMARKS.md, "Agent"). The answer
is used only when it is exactly one element that passes the identity check, and the replay then acts
on that element by its XPath. So what matters:

- **wrong element** (the costly error): the page finds exactly one element and Playwright finds
  another set (another element, or more than one: a duplicate the page missed);
- agreement: both find the same elements;
- asked: the page cannot say (shadow roots, a name at the cap) and Playwright is asked, as before.

Corpus: every element with a role and a name (as fingerprint.js reads them) on the drift corpus's
pages, before and after each mutation (``drift_corpus.py``: six page kinds, redesigns, look-alikes,
duplicates), its role locator read both ways. Split by the corpus's seeds (even replicates dev, odd
held-out). Nothing here is tuned: the role and name rules are fingerprint.js's own.

    .venv/bin/python bench/bench_native_identify.py [--write]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from drift_corpus import DriftCase, cases
from sections import write_section

from pytest_stagehand.browser import find_system_chromium
from pytest_stagehand.cache.fingerprint import fingerprint_script

# Every element's role locator as capture_element writes it, from fingerprint.js's own role and name.
_ROLE_LOCATORS = """(source) => {
  const f = eval(source);
  const out = [];
  for (const el of document.querySelectorAll("body *")) {
    const fp = JSON.parse(f([el])).fingerprint;
    if (fp && fp.role && fp.name && fp.role !== "presentation") {
      out.push(`internal:role=${fp.role}[name=${JSON.stringify(fp.name)}s]`);
    }
  }
  return Array.from(new Set(out));
}"""
_NATIVE = """([source, selector]) => {
  const f = eval(source);
  const els = f({ resolve: selector });
  return els === null ? null : els.map((el) => f({ xpathOf: el }));
}"""
_PLAYWRIGHT = """(els, source) => { const f = eval(source); return els.map((el) => f({ xpathOf: el })); }"""


examples: list[str] = []


def compare_page(page: Page, html: str) -> Counter[str]:
    page.set_content(html)
    source = fingerprint_script()
    outcome: Counter[str] = Counter()
    for selector in page.evaluate(_ROLE_LOCATORS, source):
        native = page.evaluate(_NATIVE, [source, selector])
        theirs = page.locator(selector).evaluate_all(_PLAYWRIGHT, source)
        if native is None:
            outcome["asked"] += 1
        elif native == theirs:
            outcome["agree"] += 1
        elif len(native) != 1:
            if len(examples) < 12:
                examples.append(f"{selector}: page {len(native)}, Playwright {len(theirs)}")
            # 0 or several: not used, Playwright is asked (fingerprint.js, native identify).
            outcome["differ, asked"] += 1
        elif not theirs:
            # Playwright finds nothing: capture_element never stores such a locator (it keeps a role
            # locator only when Playwright finds exactly the element).
            outcome["page 1, Playwright 0"] += 1
        else:
            outcome["wrong element"] += 1
            print(f"  wrong element: {selector}: page {native}, Playwright {theirs}", file=sys.stderr)
    return outcome


def run(corpus: list[DriftCase]) -> dict[str, Counter[str]]:
    totals: dict[str, Counter[str]] = {"dev": Counter(), "held-out": Counter()}
    chromium = find_system_chromium(headless=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(chromium) if chromium else None)
        page = browser.new_page()
        for case in corpus:
            for html in (case.original, case.mutated):
                totals[case.split] += compare_page(page, html)
            totals[case.split]["pages"] += 2
        browser.close()
    return totals


def table(totals: dict[str, Counter[str]]) -> list[str]:
    lines = [
        "| split | pages | role locators | same elements | wrong element (costly) | page finds 1, Playwright none "
        "| page finds 0 or several: Playwright asked | page cannot say: Playwright asked |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for split, c in totals.items():
        n = c["agree"] + c["wrong element"] + c["page 1, Playwright 0"] + c["differ, asked"] + c["asked"]
        lines.append(
            f"| {split} | {c['pages']} | {n} | {c['agree']} ({c['agree'] / max(n, 1):.1%}) | {c['wrong element']} "
            f"| {c['page 1, Playwright 0']} | {c['differ, asked']} | {c['asked']} |"
        )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--replicates", type=int, default=4)
    parser.add_argument("--write", action="store_true", help="rewrite the section in BENCHMARKS.md")
    args = parser.parse_args()
    started = time.perf_counter()
    totals = run(cases(replicates=args.replicates))
    lines = table(totals)
    print("\n".join(lines))
    print("\n".join(examples), file=sys.stderr)
    print(
        json.dumps({split: dict(c) for split, c in totals.items()}), f"{time.perf_counter() - started:.0f} s"
    )
    if args.write:
        write_section(
            "## Role locators read by the page",
            [
                f"Measured {time.strftime('%Y-%m-%d %H:%M')} with `bench/bench_native_identify.py` "
                f"({args.replicates} replicates of the drift corpus, each page before and after its mutation).",
                "",
                *lines,
                "",
                "Columns: every role locator (fingerprint.js's role and name of each element that has both) read by",
                "the page (`resolve`) and by Playwright's role engine. *Wrong element*: the page answers exactly one",
                "element and Playwright finds another set (another element, or a duplicate the page missed): a",
                "replay would act on it where Playwright's count would have refused or healed. *Page finds 1,",
                "Playwright none*: names read differently (a cell named by its buttons' text, no space between);",
                "such a locator is never stored (capture_element keeps a role locator only when Playwright finds",
                "exactly its element), and in a replay the page's one element is used only if it passes the",
                "identity check. The last two columns are asked of Playwright, as before this change: the page",
                "finds none or several (Playwright's count decides what a replay does next), or cannot be sure",
                "(a namesake whose name contains the wanted one, display: contents, shadow roots).",
            ],
        )


if __name__ == "__main__":
    main()
