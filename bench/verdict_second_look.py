"""A second look at saved verdicts, tried and not kept (BENCHMARKS.md, "Verdicts", stop 47).

The idea: a 1.5B model reading a whole page often quotes the right lines and then answers against
them. Asked again with only those lines and the statement (a prompt of ~120 tokens), would it judge
better? For every saved answer (YES or NO) with at least one quote found in the page text, the model
gets the found quotes and the statement and answers YES or NO; the file written holds each row with
that second answer (``second``) beside the first. The summary prints three ways of using it: the
first answer (main), the second alone with the page-text checks applied (``verdict_values.py``), and
YES only when both say YES.

Run: flock /tmp/local-llm.lock .venv/bin/python bench/verdict_second_look.py --label main-1201+checks --half dev
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, WithJsonSchema

from pytest_stagehand.evaluation.grounding import check_quotes
from pytest_stagehand.llm import Message
from pytest_stagehand.llm.openai_provider import OpenAIClient
from pytest_stagehand.prompts.evaluate import REASONING_PATTERN

sys.path.insert(0, str(Path(__file__).resolve().parent))

from verdict_values import RESULTS, page_texts, rechecked

SYSTEM = (
    "You check whether lines copied from a web page show that a statement about the page is true. "
    "Give your reasoning in one or two short sentences, then answer YES only if the lines show that "
    "the statement is true. Answer NO when they show something different (another number, name, "
    "option or state) or do not show it."
)


class SecondLook(BaseModel):
    reasoning: Annotated[str, WithJsonSchema({"type": "string", "pattern": REASONING_PATTERN})]
    evaluation: Literal["YES", "NO"]


def second_looks(
    rows: Sequence[dict[str, Any]], texts: dict[str, str], llm: OpenAIClient
) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for row in rows:
        found = check_quotes(row.get("quotes", []), [texts[row["page"]]]).found
        if found and row["evaluation"] in ("YES", "NO"):
            lines = "\n".join(f"- {quote}" for quote in found)
            asked = [
                Message("system", SYSTEM),
                Message("user", f"Lines from the page:\n{lines}\n\nStatement: {row['goal']}"),
            ]
            answer = llm.generate(asked, SecondLook, temperature=0.0, max_tokens=200, timeout_s=120)
            usage = answer.usage
            row = {
                **row,
                "second": answer.output.evaluation,
                "second_reasoning": answer.output.reasoning,
                "second_tokens": usage.prompt_tokens + usage.completion_tokens if usage else 0,
            }
            print(
                f"{row['expected']!s:5} {row['evaluation']:3} → {row['second']:3} {row['goal']}", flush=True
            )
        out.append(row)
    return out


def rates(rows: Sequence[dict[str, Any]], answers: Sequence[str]) -> str:
    false_goals = [a for r, a in zip(rows, answers, strict=True) if not r["expected"]]
    true_goals = [a for r, a in zip(rows, answers, strict=True) if r["expected"]]
    right = sum((a == "YES") is r["expected"] for r, a in zip(rows, answers, strict=True))
    return (
        f"accuracy {right / len(rows):.0%}, false YES {false_goals.count('YES') / len(false_goals):.0%}, "
        f"false NO {sum(a != 'YES' for a in true_goals) / len(true_goals):.0%}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--label", default="main-1201+checks")
    parser.add_argument("--half", default="dev")
    args = parser.parse_args()
    run = json.loads((RESULTS / f"verdicts-{args.label}.json").read_text())
    rows = [r for r in run["rows"] if r["half"] == args.half]
    texts = page_texts(sorted({r["page"] for r in rows}))
    model = os.environ.get("LOCAL_LLM_MODEL", "qwen2.5-coder-1.5b")
    base_url = os.environ.get("OPENAI_BASE_URL", "http://127.0.0.1:18080/v1")
    with OpenAIClient(model, base_url=base_url, timeout_s=120) as llm:
        looked = second_looks(rows, texts, llm)
    (RESULTS / f"second-look-{args.label}-{args.half}.json").write_text(
        json.dumps(looked, indent=1, ensure_ascii=False)
    )
    alone = [{**r, "evaluation": r.get("second", r["evaluation"])} for r in looked]
    checked = rechecked({"label": "second", "rows": alone}, texts, claims=True, numbers=True)["rows"]
    print("first answer (main):       ", rates(looked, [r["evaluation"] for r in looked]))
    print("second alone, checks after:", rates(looked, [r["evaluation"] for r in checked]))
    both = ["YES" if r["evaluation"] == "YES" and r.get("second", "YES") == "YES" else "NO" for r in looked]
    print("YES only when both say YES:", rates(looked, both))
    print(
        f"tokens of the second look per verdict: {sum(r.get('second_tokens', 0) for r in looked) / len(looked):.0f}"
    )


if __name__ == "__main__":
    main()
