"""Verdict accuracy on the verdict corpus: the real evaluator, real Chromium, a real model.

Each case of ``bench/verdict_corpus`` is judged by ``Evaluator.evaluate_goal`` with page-text
evidence on its page (served from memory at http://bench.local) exactly as a test would call it,
with no verdict store. A verdict is right when YES matches a true goal, or anything else (NO,
INVALID, ungrounded) a false goal: only YES passes an assert.

Measured per half (development / held-out) and mode: accuracy, false-YES rate (false goals answered
YES: the app is broken and the test passes), false-NO rate (true goals not answered YES), tokens per
verdict (prompt + completion, every request) and seconds per verdict.

Uses the local model (../shared/tools/local-llm): OPENAI_BASE_URL and LOCAL_LLM_MODEL. It is shared,
so run under ``flock /tmp/local-llm.lock``. Each run writes ``bench/results/verdicts-<label>.json``;
``--table`` prints the markdown tables of every run saved there.

Run: flock /tmp/local-llm.lock .venv/bin/python bench/bench_verdicts.py --half dev --label default
"""

from __future__ import annotations

import argparse
import datetime
import inspect
import json
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))

from verdict_corpus import HALVES, ORIGIN, Case, corpus_page, split

from pytest_stagehand.browser import find_system_chromium
from pytest_stagehand.evaluation.evaluator import Evaluator
from pytest_stagehand.llm import UsageLedger
from pytest_stagehand.llm.openai_provider import OpenAIClient

RESULTS = Path(__file__).resolve().parent / "results"


def batches_of(cases: list[Case], size: int) -> list[list[Case]]:
    """The cases in batches of ``size`` goals about one page, true and false goals taking turns (a
    batch of two: one true, one false, which comes first alternating), so each batch asks the model
    to answer YES and NO side by side: where a small model copies its first answer onto the next."""
    out: list[list[Case]] = []
    for page in dict.fromkeys(c.page for c in cases):
        for half in dict.fromkeys(c.half for c in cases if c.page == page):
            true = [c for c in cases if c.page == page and c.half == half and c.expected]
            false = [c for c in cases if c.page == page and c.half == half and not c.expected]
            mixed: list[Case] = []
            for index in range(max(len(true), len(false))):
                pair = [*true[index : index + 1], *false[index : index + 1]]
                mixed += pair if index % 2 == 0 else pair[::-1]
            out += [mixed[i : i + size] for i in range(0, len(mixed), size)]
    return out


def run(
    cases: list[Case], *, strict: bool, label: str, resume: bool = False, batch: int = 1
) -> dict[str, Any]:
    """Judge every case; the results file is rewritten after each one (a long run can be stopped).
    ``batch`` > 1: the goals go ``batch`` at a time through ``Evaluator.evaluate_goals`` (one
    request), each judged as in a test's batch; tokens and seconds are the batch's, shared out."""
    base_url = os.environ.get("OPENAI_BASE_URL", "http://127.0.0.1:18080/v1")
    model = os.environ.get("LOCAL_LLM_MODEL", "qwen2.5-coder-1.5b")
    rows: list[dict[str, Any]] = []
    result = {
        "label": label,
        "strict": strict,
        "batch": batch,
        "model": model,
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}",
        "rows": rows,
    }
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"verdicts-{label}.json"
    if resume and path.exists():
        # Keep the cases this label already judged (an interrupted run, or another half run before).
        rows.extend(json.loads(path.read_text())["rows"])
        done = {(r["page"], r["goal"]) for r in rows}
        cases = [c for c in cases if (c.page, c.goal) not in done]
    chromium = find_system_chromium(headless=True)
    with sync_playwright() as p, OpenAIClient(model, base_url=base_url, timeout_s=180) as llm:
        browser = p.chromium.launch(executable_path=chromium) if chromium else p.chromium.launch()
        page = corpus_page(browser)
        ledger = UsageLedger()
        judge = Evaluator(page, llm, usage=[ledger], default_evidence="page_text")
        # Older evaluators (the baseline) have no strict mode: only pass it when asked.
        extra: dict[str, Any] = {"strict": True} if strict else {}
        if strict and "strict" not in inspect.signature(Evaluator.ask).parameters:
            raise SystemExit("this evaluator has no strict mode")
        shown = ""
        number = 0
        for group in batches_of(cases, batch) if batch > 1 else [[case] for case in cases]:
            if group[0].page != shown:
                page.goto(f"{ORIGIN}/{group[0].page}")
                shown = group[0].page
            before = _spent(ledger)
            started = time.perf_counter()
            if batch > 1:
                verdicts = list(judge.evaluate_goals([case.goal for case in group], **extra))
            else:
                verdicts = [judge.evaluate_goal(group[0].goal, **extra)]
            seconds = (time.perf_counter() - started) / len(group)
            tokens = (_spent(ledger) - before) // len(group)
            for case, verdict in zip(group, verdicts, strict=True):
                number += 1
                right = bool(verdict) is case.expected
                rows.append(
                    {
                        "page": case.page,
                        "goal": case.goal,
                        "half": case.half,
                        "expected": case.expected,
                        "evaluation": verdict.evaluation,
                        "grounded": getattr(verdict, "grounded", None),
                        "reasoning": verdict.reasoning,
                        "quotes": list(getattr(verdict, "quotes", ())),
                        "right": right,
                        "decided": getattr(verdict, "decided", False),
                        "tokens": tokens,
                        "seconds": round(seconds, 2),
                    }
                )
                mark = "ok " if right else "BAD"
                print(
                    f"{number:3}/{len(cases)} {mark} {case.half:8} {verdict.evaluation:7} "
                    f"want={'YES' if case.expected else 'NO ':3} {tokens:5}t {seconds:5.1f}s "
                    f"{case.page}: {case.goal}",
                    flush=True,
                )
            path.write_text(json.dumps(result, indent=1, ensure_ascii=False))
        browser.close()
    return result


def _spent(ledger: UsageLedger) -> int:
    total = ledger.total
    return total.prompt_tokens + total.completion_tokens


def summary(rows: list[dict[str, Any]]) -> dict[str, float]:
    true_rows = [r for r in rows if r["expected"]]
    false_rows = [r for r in rows if not r["expected"]]
    return {
        "n": len(rows),
        "accuracy": sum(r["right"] for r in rows) / len(rows),
        "false_yes": sum(r["evaluation"] == "YES" and not r["right"] for r in false_rows) / len(false_rows)
        if false_rows
        else 0.0,
        "false_no": sum(not r["right"] for r in true_rows) / len(true_rows) if true_rows else 0.0,
        "tokens": sum(r["tokens"] for r in rows) / len(rows),
        "seconds": sum(r["seconds"] for r in rows) / len(rows),
    }


def table() -> str:
    """One markdown table per half, a row per saved run (results/verdicts-*.json)."""
    runs = [json.loads(p.read_text()) for p in sorted(RESULTS.glob("verdicts-*.json"))]
    out: list[str] = []
    for half in HALVES:
        out.append(f"**{half}**\n")
        out.append(
            "| run | model | mode | cases | accuracy | false-YES | false-NO | tokens / verdict | s / verdict |"
        )
        out.append("|---|---|---|---|---|---|---|---|---|")
        for found in runs:
            rows = [r for r in found["rows"] if r["half"] == half]
            if not rows:
                continue
            s = summary(rows)
            mode = "strict" if found["strict"] else "default"
            if found.get("batch", 1) > 1:
                mode += f", batches of {found['batch']}"
            out.append(
                f"| {found['label']} | {found['model']} | {mode} | "
                f"{s['n']} | {s['accuracy']:.0%} | {s['false_yes']:.0%} | {s['false_no']:.0%} | "
                f"{s['tokens']:.0f} | {s['seconds']:.1f} |"
            )
        out.append("")
    return "\n".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--half", choices=[*HALVES, "both", "all"], default="dev", help="both: dev and held-out"
    )
    parser.add_argument("--label", default="default")
    parser.add_argument("--strict", action="store_true")
    parser.add_argument(
        "--batch", type=int, default=1, help="judge the goals this many at a time (evaluate_goals)"
    )
    parser.add_argument("--every", type=int, default=1, help="take every n-th case (a quick subsample)")
    parser.add_argument("--page", default="", help="only this page (file name)")
    parser.add_argument(
        "--resume", action="store_true", help="keep the cases already in this label's results, judge the rest"
    )
    parser.add_argument("--table", action="store_true", help="print the tables of the saved runs and exit")
    args = parser.parse_args()
    if args.table:
        print(table())
        return
    halves = {"both": ("dev", "held-out"), "all": HALVES}.get(args.half, (args.half,))
    cases = [c for c in split() if c.half in halves and args.page in ("", c.page)]
    cases = cases[:: args.every]
    result = run(cases, strict=args.strict, label=args.label, resume=args.resume, batch=args.batch)
    for half in HALVES:
        rows = [r for r in result["rows"] if r["half"] == half]
        if rows:
            print(half, {k: round(v, 3) for k, v in summary(rows).items()})


if __name__ == "__main__":
    main()
