"""The checks of the page text applied to a saved verdict run: the value check
(evaluation/grounding.py ``absent_values``), with ``--claims`` the claims check
(evaluation/claims.py ``contradiction``), and with ``--numbers`` the quoted-numbers check
(grounding.py ``unquoted_numbers``, on the quotes found in the page text).

All are pure functions of the statement, the page text and the model's answer: they turn a YES to
a statement the page text contradicts (a value it does not show; a control, field, selection, count
or record it states otherwise; a number its quotes do not show) into a NO. So their effect on a run
is exact without asking the model again: each page of the corpus is opened in Chromium, its page
text taken as the evaluator sends it, and every answer the model gave as YES re-checked (a saved NO
that a check made of the model's YES is the model's YES again: the checks of the run may differ from
today's). Writes ``results/verdicts-<label>+values.json`` (``+checks``, ``+numbers``) beside the
run, for ``bench_verdicts.py --table``.

With ``--decide`` it applies instead what the evaluator now does before asking any model: a statement
the page text decides (claims.py ``contradiction`` / ``confirmation``) is that NO or YES, and the
model's saved answer stands for the rest. Writes ``results/verdicts-<label>+decided.json``.

Run: .venv/bin/python bench/verdict_values.py --label grounded --claims
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright
from pydantic import BaseModel

from pytest_stagehand.browser import find_system_chromium
from pytest_stagehand.evaluation.claims import (
    confirmation,
    confirmation_reason,
    contradiction,
    contradiction_reason,
)
from pytest_stagehand.evaluation.evaluator import Evaluator
from pytest_stagehand.evaluation.grounding import (
    absent_value_reason,
    absent_values,
    check_quotes,
    unquoted_number_reason,
    unquoted_numbers,
)
from pytest_stagehand.llm import Message
from pytest_stagehand.testing import FunctionLLM

sys.path.insert(0, str(Path(__file__).resolve().parent))

from verdict_corpus import ORIGIN, corpus_page

RESULTS = Path(__file__).resolve().parent / "results"
PAGE_TEXT = re.compile(r"<page_text>\n(?P<text>.*?)\n</page_text>", re.S)


def page_texts(pages: Sequence[str]) -> dict[str, str]:
    """Each page's text as the evaluator sends it (read off the prompt of a model double)."""
    sent: list[str] = []

    def capture(messages: Sequence[Message], output_type: type[BaseModel]) -> dict[str, Any]:
        found = PAGE_TEXT.search(messages[-1].text())
        sent.append(found["text"] if found else "")
        return {"evidence": [], "reasoning": "captured", "evaluation": "NO"}

    texts: dict[str, str] = {}
    chromium = find_system_chromium(headless=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium) if chromium else p.chromium.launch()
        page = corpus_page(browser)
        judge = Evaluator(page, FunctionLLM(capture), default_evidence="page_text")
        for name in pages:
            page.goto(f"{ORIGIN}/{name}")
            judge.evaluate_goal("the page is shown")
            texts[name] = sent[-1]
        browser.close()
    return texts


# A NO made by a check of the page text, with the model's own YES after it (grounding.py, claims.py).
CHECKED_YES = re.compile(
    r"^the (?:page text says|statement names) .*? \(the model said YES: (?P<reasoning>.*)\)$", re.S
)


def rechecked(
    run: dict[str, Any], texts: dict[str, str], *, claims: bool, numbers: bool = False
) -> dict[str, Any]:
    rows = []
    for row in run["rows"]:
        sent = [texts[row["page"]]]
        said_yes = CHECKED_YES.match(row["reasoning"]) if row["evaluation"] == "NO" else None
        if said_yes is not None:  # the model's answer, before the run's checks
            row = {**row, "evaluation": "YES", "reasoning": said_yes["reasoning"], "right": row["expected"]}
        reason = None
        if row["evaluation"] == "YES":
            quoted = check_quotes(row.get("quotes", []), sent).found
            absent = absent_values(row["goal"], sent)
            unquoted = unquoted_numbers(row["goal"], quoted) if numbers and not absent else ()
            found = contradiction(row["goal"], sent) if claims and not absent and not unquoted else None
            if absent:
                reason = absent_value_reason(absent, row["reasoning"])
            elif unquoted:
                reason = unquoted_number_reason(unquoted, row["reasoning"])
            elif found is not None:
                reason = f"{contradiction_reason(found)} (the model said YES: {row['reasoning']})"
        if reason is not None:
            row = {**row, "evaluation": "NO", "reasoning": reason, "right": not row["expected"]}
        rows.append(row)
    suffix = "+numbers" if numbers else "+checks" if claims else "+values"
    return {**run, "label": run["label"] + suffix, "rows": rows}


def decided(run: dict[str, Any], texts: dict[str, str]) -> dict[str, Any]:
    """The run as today's evaluator gives it where the page text decides a statement on its own
    (``evaluator._page_decides``: a contradiction is a NO, a confirmation a YES, no model asked);
    every other row keeps the model's answer as saved (after the checks of its run)."""
    rows = []
    for row in run["rows"]:
        sent = [texts[row["page"]]]
        if not row["goal"].rstrip().endswith("?"):
            found = contradiction(row["goal"], sent)
            confirmed = confirmation(row["goal"], sent) if found is None else ()
            if found is not None:
                row = {**row, "evaluation": "NO", "reasoning": contradiction_reason(found), "decided": True}
            elif confirmed:
                row = {
                    **row,
                    "evaluation": "YES",
                    "reasoning": confirmation_reason(confirmed),
                    "decided": True,
                }
            if row.get("decided"):
                row = {**row, "right": (row["evaluation"] == "YES") is row["expected"], "tokens": 0}
        rows.append(row)
    return {**run, "label": run["label"] + "+decided", "rows": rows}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--label", default="grounded")
    parser.add_argument("--claims", action="store_true", help="the claims check too (claims.py)")
    parser.add_argument("--numbers", action="store_true", help="the claims and quoted-numbers checks too")
    parser.add_argument(
        "--decide", action="store_true", help="the page text's decisions, as the evaluator makes them now"
    )
    args = parser.parse_args()
    run = json.loads((RESULTS / f"verdicts-{args.label}.json").read_text())
    texts = page_texts(sorted({row["page"] for row in run["rows"]}))
    if args.decide:
        result = decided(run, texts)
    else:
        result = rechecked(run, texts, claims=args.claims or args.numbers, numbers=args.numbers)
    changed = [after for before, after in zip(run["rows"], result["rows"], strict=True) if before != after]
    for after in changed:
        print(
            f"{after['half']:8} want={'YES' if after['expected'] else 'NO '} → {after['evaluation']} {after['page']}: "
            f"{after['goal']}"
        )
    (RESULTS / f"verdicts-{result['label']}.json").write_text(
        json.dumps(result, indent=1, ensure_ascii=False)
    )
    print(f"{len(changed)} verdicts changed")


if __name__ == "__main__":
    main()
