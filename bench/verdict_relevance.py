"""The relevance check (evaluation/relevance.py ``off_topic``) applied to a saved verdict run.

It is a pure function of the statement, the quotes the model gave for its YES and the page text,
so its effect on a run is exact without asking the model again (the run must have saved its quotes:
bench_verdicts.py does since the check exists; the page text is taken as verdict_values.py does). Writes ``results/verdicts-<label>+relevance.json`` beside the run, for
``bench_verdicts.py --table``; prints the verdicts it changed, for the halves asked (tune on dev).

Run: .venv/bin/python bench/verdict_relevance.py --label quotes --show dev
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from pytest_stagehand.evaluation.relevance import off_topic, off_topic_reason

sys.path.insert(0, str(Path(__file__).resolve().parent))

from verdict_values import RESULTS, page_texts


def rechecked(run: dict[str, Any], texts: dict[str, str]) -> dict[str, Any]:
    rows = []
    for row in run["rows"]:
        if "quotes" not in row:
            raise SystemExit(f"run {run['label']!r} saved no quotes: rerun it with bench_verdicts.py")
        if row["evaluation"] == "YES" and off_topic(row["goal"], row["quotes"], [texts[row["page"]]]):
            reason = off_topic_reason(row["quotes"], row["reasoning"])
            row = {**row, "evaluation": "NO", "reasoning": reason, "right": not row["expected"]}
        rows.append(row)
    return {**run, "label": run["label"] + "+relevance", "rows": rows}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--label", default="quotes")
    parser.add_argument("--show", default="dev", help="the halves whose changed verdicts are printed")
    args = parser.parse_args()
    run = json.loads((RESULTS / f"verdicts-{args.label}.json").read_text())
    result = rechecked(run, page_texts(sorted({row["page"] for row in run["rows"]})))
    shown = set(args.show.split(","))
    for before, after in zip(run["rows"], result["rows"], strict=True):
        if before != after and after["half"] in shown:
            want = "YES" if after["expected"] else "NO "
            print(f"{after['half']:8} want={want} YES→NO {after['page']}: {after['goal']}  {after['quotes']}")
    (RESULTS / f"verdicts-{result['label']}.json").write_text(
        json.dumps(result, indent=1, ensure_ascii=False)
    )


if __name__ == "__main__":
    main()
