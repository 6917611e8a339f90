"""Healing on drift nobody tuned for: the drift generator's cases (drift_corpus.py) in real Chromium.

For every case the target is captured on the original page (fingerprint + verified locators, as a
recording does), then looked for on the mutated page the way replay does: the stored locators first
(each must pass the identity check), then the fingerprint ladder over a scan of the page. No LLM is
called, so every heal is "without an LLM call".

Two phases, so that scoring can be studied without a browser:

1. ``collect``: Chromium records, per case, the stored fingerprint, what each stored locator finds on
   the mutated page (count, fingerprint, which ground-truth element) and the scan's candidates with
   their ground truth. Written to ``bench/.cache/drift_dataset.jsonl`` (not committed).
2. ``evaluate``: the decision replay makes, in pure Python over that dataset
   (:func:`decide`, which calls the same ``verify``/``best_match`` code as ``ladder.locate``), scored
   per mutation kind and per split. ``--e2e`` also runs ``ladder.locate`` itself on the page for
   every case and checks it agrees with the dataset decision.

Outcomes: a surviving element is *healed* (the right element), *wrong* (another element: a wrong
click) or *refused*; a gone element is *refused* (right) or *wrong*. Precision = right actions over
all actions taken, gone cases included.

Run: .venv/bin/python bench/bench_drift.py [collect|evaluate|report] [--split dev|held-out] [--e2e]
("report" collects if needed, evaluates both halves and writes the section of BENCHMARKS.md).
``BENCH_NO_LOOK_ALIKE=1`` evaluates without the ladder's look-alike check (``healing/lookalike.py``):
the decisions of the ladder before it, on the same dataset (``--e2e`` always runs the real ladder).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from drift_corpus import KINDS, TRUTH, DriftCase, Split, cases
from playwright.sync_api import Page, sync_playwright

from pytest_stagehand.browser import find_system_chromium
from pytest_stagehand.cache.fingerprint import (
    ElementCapture,
    ElementFingerprint,
    capture_element,
    identify,
    scan_page,
)
from pytest_stagehand.errors import HealError, SnapshotError
from pytest_stagehand.healing.ladder import CONTEXT_IDENTITY, heal, label_was_unique, locate
from pytest_stagehand.healing.lookalike import look_alike_refusal
from pytest_stagehand.healing.similarity import best_match, same_label, score, token_similarity
from pytest_stagehand.healing.suggest import is_positional

HERE = Path(__file__).resolve().parent
DATASET = HERE / ".cache" / "drift_dataset.jsonl"
# The LLM rung's picks (``llm``), each before any hold: holds are tuned on them without the model.
LLM_PICKS = HERE / "results" / "drift-llm-picks.jsonl"
BENCHMARKS_MD = HERE.parent / "BENCHMARKS.md"
SECTION_TITLE = "## Healing on generated drift"
THRESHOLD = 0.75
# ladder.heal's look-alike check (healing/lookalike.py); off (env BENCH_NO_LOOK_ALIKE=1) gives the
# decisions of the ladder before it existed, on the same dataset.
LOOK_ALIKE_CHECK = os.environ.get("BENCH_NO_LOOK_ALIKE") != "1"

TRUTH_JS = f"""(el) => JSON.stringify(el.getAttribute("{TRUTH}"))"""
# The ground truth of every marked element, by the absolute XPath the scan gives it.
TRUTH_MAP_JS = """() => {
  const step = (el) => {
    let i = 1, same = 0;
    for (const s of el.parentNode ? el.parentNode.children : []) {
      if (s.localName !== el.localName) continue;
      same += 1; if (s === el) i = same;
    }
    return same > 1 ? `${el.localName}[${i}]` : el.localName;
  };
  const out = {};
  for (const el of document.querySelectorAll("[TRUTH]")) {
    const steps = [];
    for (let c = el; c && c.nodeType === 1; c = c.parentElement) steps.unshift(step(c));
    out["xpath=/" + steps.join("/")] = el.getAttribute("TRUTH");
  }
  return out;
}""".replace("TRUTH", TRUTH)


def _launch(playwright: Any) -> Any:
    chromium = find_system_chromium(headless=True)
    return playwright.chromium.launch(executable_path=str(chromium) if chromium else None)


def collect_case(page: Page, case: DriftCase) -> dict[str, Any]:
    page.set_content(case.original)
    capture = capture_element(page.locator(f'[{TRUTH}="{case.target}"]'))
    page.set_content(case.mutated)
    checks = []
    for selector in capture.locators:
        try:
            found = identify(page.locator(selector), also_js=TRUTH_JS)
        except SnapshotError:
            checks.append({"locator": selector, "count": 0, "fingerprint": None, "truth": None})
            continue
        checks.append(
            {
                "locator": selector,
                "count": found.count,
                "fingerprint": found.fingerprint.to_json() if found.fingerprint else None,
                "truth": found.also,
            }
        )
    truths: dict[str, str] = page.evaluate(TRUTH_MAP_JS)
    candidates = [
        {
            "fingerprint": item.fingerprint.to_json(),
            "truth": truths.get(item.locator),
            "locator": item.locator,
        }
        for item in scan_page(page)
    ]
    return {
        "name": case.name,
        "seed": case.seed,
        "split": case.split,
        "page_kind": case.page_kind,
        "mutation": case.mutation,
        "applied": list(case.applied),
        "target": case.target,
        "expect": case.expect,
        "stored": capture.fingerprint.to_json(),
        "locators": list(capture.locators),
        "checks": checks,
        "candidates": candidates,
    }


def collect(all_cases: list[DriftCase], path: Path = DATASET) -> None:
    """Append one JSON line per case not yet in ``path`` (a stopped run resumes where it stopped)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    done = {row["name"] for row in load(path)} if path.exists() else set()
    todo = [case for case in all_cases if case.name not in done]
    with sync_playwright() as p, path.open("a", encoding="utf-8") as out:
        browser = _launch(p)
        page = browser.new_page()
        for i, case in enumerate(todo):
            out.write(json.dumps(collect_case(page, case)) + "\n")
            out.flush()
            if i % 50 == 49:
                print(f"  collected {i + 1}/{len(todo)}", file=sys.stderr)
        browser.close()


@dataclass(frozen=True)
class Decision:
    truth: str | None  # the ground truth of the element chosen (None: no marker, or refused)
    acted: bool
    how: str  # "stored locator", "fingerprint", "refused"


def decide(row: dict[str, Any], threshold: float = THRESHOLD) -> Decision:
    """What ``ladder.locate`` decides (without an LLM) on this case's recorded page facts."""
    stored = ElementFingerprint.from_json(row["stored"])
    candidates = [(c["truth"], ElementFingerprint.from_json(c["fingerprint"])) for c in row["candidates"]]
    semantic = any(not is_positional(check["locator"]) for check in row["checks"])
    for check in row["checks"]:
        positional = is_positional(check["locator"])
        if check["count"] > 1 and not positional:
            return Decision(None, False, "refused")  # duplicated
        if check["count"] != 1 or check["fingerprint"] is None:
            continue
        found = ElementFingerprint.from_json(check["fingerprint"])
        if not (score(stored, found, placement=positional) >= threshold and same_label(stored, found)):
            continue
        if (
            positional
            and stored.context
            and token_similarity(stored.context, found.context) < CONTEXT_IDENTITY
        ):
            continue
        if positional and not semantic:
            agreed = best_match(stored, [(i, fp) for i, (_, fp) in enumerate(candidates)], threshold).match
            if agreed is None or agreed.fingerprint != found or _look_alike(row, stored, agreed.item):
                continue
        return Decision(check["truth"], True, "stored locator")
    indexed = [(i, fp) for i, (_, fp) in enumerate(candidates)]
    result = best_match(stored, indexed, threshold)
    if result.match is None:
        return Decision(None, False, "refused")
    if _look_alike(row, stored, result.match.item):
        return Decision(None, False, "refused (look-alike)")
    return Decision(candidates[result.match.item][0], True, "fingerprint")


def _look_alike(row: dict[str, Any], stored: ElementFingerprint, winner: int) -> bool:
    """``ladder``'s look-alike check on the scan's candidate ``winner`` (off: BENCH_NO_LOOK_ALIKE=1)."""
    if not LOOK_ALIKE_CHECK or not row["candidates"] or "locator" not in row["candidates"][0]:
        return False
    capture = ElementCapture(stored, tuple(row["locators"]), "")
    located = [(c["locator"], ElementFingerprint.from_json(c["fingerprint"])) for c in row["candidates"]]
    return look_alike_refusal(stored, winner, located, label_unique=label_was_unique(capture)) is not None


def outcome(row: dict[str, Any], decision: Decision) -> str:
    """healed / wrong / refused for a surviving element; refused / wrong for a gone one."""
    if not decision.acted:
        return "refused"
    if row["expect"] == "heal" and decision.truth == row["target"]:
        return "healed"
    return "wrong"


@dataclass
class Tally:
    heal_cases: int = 0
    healed: int = 0
    heal_wrong: int = 0
    gone_cases: int = 0
    gone_refused: int = 0
    gone_wrong: int = 0

    def add(self, row: dict[str, Any], result: str) -> None:
        if row["expect"] == "heal":
            self.heal_cases += 1
            self.healed += result == "healed"
            self.heal_wrong += result == "wrong"
        else:
            self.gone_cases += 1
            self.gone_refused += result == "refused"
            self.gone_wrong += result == "wrong"

    @property
    def acted(self) -> int:
        return self.healed + self.heal_wrong + self.gone_wrong

    def precision(self) -> float | None:
        return self.healed / self.acted if self.acted else None


def evaluate(rows: Iterable[dict[str, Any]], threshold: float = THRESHOLD) -> dict[str, Tally]:
    tallies: dict[str, Tally] = defaultdict(Tally)
    for row in rows:
        result = outcome(row, decide(row, threshold))
        tallies[row["mutation"]].add(row, result)
        tallies["all"].add(row, result)
    return tallies


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f} % ({part}/{whole})" if whole else "–"


def table(tallies: dict[str, Tally]) -> list[str]:
    lines = [
        "| mutation | healed without LLM | wrong element | refused (gone) | precision |",
        "|---|---|---|---|---|",
    ]
    for kind in [*KINDS, "all"]:
        t = tallies.get(kind)
        if t is None:
            continue
        precision = t.precision()
        wrong = t.heal_wrong + t.gone_wrong
        lines.append(
            f"| {kind} | {_pct(t.healed, t.heal_cases)} | {_pct(wrong, t.heal_cases + t.gone_cases)} "
            f"| {_pct(t.gone_refused, t.gone_cases)} | "
            f"{'–' if precision is None else f'{100 * precision:.1f} %'} |"
        )
    return lines


def load(path: Path = DATASET) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def e2e(all_cases: list[DriftCase], rows: list[dict[str, Any]]) -> tuple[int, list[str]]:
    """Run ``ladder.locate`` on the page for every case; the cases where it disagrees with ``decide``."""
    disagreements = []
    by_name = {row["name"]: row for row in rows}
    with sync_playwright() as p:
        browser = _launch(p)
        page = browser.new_page()
        for case in all_cases:
            row = by_name[case.name]
            page.set_content(case.original)
            capture = capture_element(page.locator(f'[{TRUTH}="{case.target}"]'))
            page.set_content(case.mutated)
            try:
                located = locate(page, capture, threshold=THRESHOLD)
                truth = located.locator.get_attribute(TRUTH)
                got = Decision(truth, True, "")
            except HealError:
                got = Decision(None, False, "refused")
            if outcome(row, got) != outcome(row, decide(row)):
                disagreements.append(case.name)
        browser.close()
    return len(all_cases), disagreements


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "command", choices=["collect", "evaluate", "report", "latency", "llm"], default="evaluate", nargs="?"
    )
    parser.add_argument("--split", choices=["dev", "held-out"], default=None)
    parser.add_argument("--e2e", action="store_true")
    parser.add_argument("--show", type=int, default=0, help="print this many failed cases")
    args = parser.parse_args()
    started = time.perf_counter()
    if args.command == "collect" or not DATASET.exists():
        all_cases = sorted(cases(), key=lambda c: c.split != "dev")  # the development half first
        print(f"{len(all_cases)} cases generated", file=sys.stderr)
        collect(all_cases)
        print(f"collected in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    rows = load()
    if args.command == "latency":
        count, timings = latency()
        print(
            f"heal on a page of {count} candidates: median {statistics.median(timings):.3f} s, first "
            f"(nothing memoised) {timings[0]:.3f} s, all {[round(t, 3) for t in timings]}"
        )
        return
    if args.command == "llm":
        picks: list[dict[str, Any]] = []
        tallies = llm_rung(rows, cases(), picks)
        LLM_PICKS.parent.mkdir(parents=True, exist_ok=True)
        LLM_PICKS.write_text("".join(json.dumps(pick) + "\n" for pick in picks))
        for split, tally in sorted(tallies.items()):
            print(
                f"{split}: surviving healed {tally.healed}/{tally.heal_cases}, wrong {tally.heal_wrong};"
                f" gone refused {tally.gone_refused}/{tally.gone_cases}, wrong {tally.gone_wrong}"
            )
        return
    splits: list[Split] = [args.split] if args.split else ["dev", "held-out"]
    for split in splits:
        chosen = [r for r in rows if r["split"] == split]
        print(f"\n{split}: {len(chosen)} cases")
        print("\n".join(table(evaluate(chosen))))
        shown = 0
        for row in chosen:
            if shown >= args.show:
                break
            decision = decide(row)
            result = outcome(row, decision)
            if (row["expect"] == "heal" and result != "healed") or (
                row["expect"] == "gone" and result != "refused"
            ):
                shown += 1
                print(f"  {result}: {row['name']} {row['applied']} chose {decision.truth} via {decision.how}")
    if args.e2e:
        all_cases = [c for c in cases() if args.split is None or c.split == args.split]
        total, disagreements = e2e(all_cases, rows)
        print(
            f"\nladder.locate on the page: {total - len(disagreements)}/{total} agree with the dataset decision"
        )
        for name in disagreements[:20]:
            print("  disagrees:", name)


def big_page(rows: int = 1000) -> str:
    """A data table of ``rows`` rows x 5 candidate elements (5,000 for 1,000 rows), one row marked."""
    marked = f'{TRUTH}="t" id="edit-{rows // 2}"'
    body = "".join(
        f'<tr><td>User {i}</td><td>user{i}@example.com</td><td><a href="/u/{i}">Profile</a></td>'
        f'<td><button class="edit" type="button" {marked if i == rows // 2 else ""}>Edit</button></td>'
        '<td><button class="del" type="button">Delete</button></td></tr>'
        for i in range(rows)
    )
    return f"<html><body><table><tbody>{body}</tbody></table></body></html>"


def latency(repeats: int = 5) -> tuple[int, list[float]]:
    """Seconds per heal (scan + score + capture of the winner) on a 5,000-element page whose target's
    id was renamed and whose stored locators all miss."""
    original = big_page()
    mutated = original.replace('id="edit-500"', 'id="edit-row-500"')
    timings = []
    with sync_playwright() as p:
        browser = _launch(p)
        page = browser.new_page()
        page.set_content(original)
        capture = capture_element(page.locator(f"[{TRUTH}]"))
        page.set_content(mutated)
        count = len(scan_page(page))
        for _ in range(repeats):
            started = time.perf_counter()
            outcome = heal(capture.fingerprint, page, threshold=THRESHOLD)
            timings.append(time.perf_counter() - started)
            assert outcome.locator.get_attribute(TRUTH) == "t", "healed the wrong element"
        browser.close()
    return count, timings


LOCAL_MODEL = "openai/qwen2.5-coder-1.5b"
LOCAL_BASE_URL = "http://127.0.0.1:18080/v1"


def llm_rung(
    rows: list[dict[str, Any]],
    all_cases: list[DriftCase],
    picks: list[dict[str, Any]],
    gone_per_split: int = 12,
) -> dict[str, Tally]:
    """The LLM rung (the local model) on what the heuristics refused: every surviving element they
    refused, and ``gone_per_split`` gone cases per split (where any pick is a wrong click). Each pick
    is held to the recorded fingerprint as selector healing holds it (``llm_pick_refusal``). Every pick
    (its fingerprint and ground truth, before any hold) is appended to ``picks``."""
    import os

    from pytest_stagehand.config import Settings
    from pytest_stagehand.healing.compatible import llm_pick_refusal
    from pytest_stagehand.llm import UsageLedger, build_llm_client
    from pytest_stagehand.pipelines.llm_heal import build_llm_reinfer

    os.environ.setdefault("OPENAI_API_KEY", "local-llm")
    settings = Settings(model=LOCAL_MODEL, base_url=LOCAL_BASE_URL, llm_timeout=120_000, llm_retries=0)
    client = build_llm_client(settings, max_tokens=200)
    ledger = UsageLedger()
    reinfer = build_llm_reinfer(settings, lambda: client, lambda: (ledger,), [])
    by_name = {case.name: case for case in all_cases}
    chosen: list[dict[str, Any]] = []
    gone_taken: dict[str, int] = defaultdict(int)
    for row in rows:
        refused = not decide(row).acted
        if row["expect"] == "heal" and refused:
            chosen.append(row)
        elif row["expect"] == "gone" and refused and gone_taken[row["split"]] < gone_per_split:
            gone_taken[row["split"]] += 1
            chosen.append(row)
    tallies: dict[str, Tally] = defaultdict(Tally)
    with sync_playwright() as p:
        browser = _launch(p)
        page = browser.new_page()
        for i, row in enumerate(chosen):
            case = by_name[row["name"]]
            page.set_content(case.original)
            capture = capture_element(page.locator(f'[{TRUTH}="{case.target}"]'))
            page.set_content(case.mutated)
            result = "refused"
            pick: dict[str, Any] = {"name": row["name"], "split": row["split"], "expect": row["expect"]}
            try:
                target = reinfer(page, capture.primary_locator, capture.fingerprint)
                if target is not None:
                    found = identify(target.locator)
                    fingerprint = found.fingerprint if found.count == 1 else None
                    if fingerprint is not None:
                        # Every pick is kept, before any hold, so holds can be tuned without the model.
                        pick["fingerprint"] = fingerprint.to_json()
                        pick["truth"] = target.locator.get_attribute(TRUTH)
                    if fingerprint is not None and not llm_pick_refusal(capture.fingerprint, fingerprint):
                        got = Decision(target.locator.get_attribute(TRUTH), True, "llm")
                        result = outcome(row, got)
            except Exception as e:  # the model answering "none" or badly is a refusal here
                print(f"  {row['name']}: {type(e).__name__}: {str(e)[:120]}", file=sys.stderr)
            picks.append(pick)
            tallies[row["split"]].add(row, result)
            print(f"  [{i + 1}/{len(chosen)}] {row['name']}: {result}", file=sys.stderr)
        browser.close()
    return tallies


if __name__ == "__main__":
    main()
