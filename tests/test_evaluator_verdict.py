"""Pure units: verdict truthiness and text, batch verdicts, batch alignment, questions, payloads."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

import pytest_stagehand
from pytest_stagehand.errors import EvaluationError
from pytest_stagehand.evaluation.verdict import (
    BatchVerdict,
    Question,
    RawVerdict,
    Verdict,
    align_batch,
    as_question,
)


def make(evaluation: Any = "YES", question: str = "the cart shows 3 items", **kw: Any) -> Verdict:
    return Verdict(
        evaluation=evaluation, reasoning=kw.pop("reasoning", "badge reads 3"), question=question, **kw
    )


@pytest.mark.parametrize(("evaluation", "truthy"), [("YES", True), ("NO", False), ("INVALID", False)])
def test_verdict_is_truthy_only_for_yes(evaluation: Any, truthy: bool) -> None:
    assert bool(make(evaluation)) is truthy


def test_repr_is_one_line_with_verdict_goal_and_reasoning_first() -> None:
    verdict = make("NO", reasoning="The badge shows 2 items.\nNot 3.")
    text = repr(verdict)
    assert text.startswith("<NO 'the cart shows 3 items': The badge shows 2 items.")
    assert text.endswith("Not 3.>")


def test_repr_names_the_answer_when_one_was_checked() -> None:
    assert repr(make("NO", answer="$149.99")).startswith("<NO 'the cart shows 3 items' (answer '$149.99'): ")


def test_explain_lists_goal_verdict_reasoning_and_source() -> None:
    verdict = make(
        "NO",
        answer="3",
        evidence="both",
        steps=4,
        model_id="openai/m",
        cached=True,
        note="judged text",
    )
    assert verdict.explain().splitlines() == [
        "goal: the cart shows 3 items",
        "answer checked: 3",
        "verdict: NO",
        "reasoning: badge reads 3",
        "evidence: both (4 steps), model: openai/m, reused from the verdict store",
        "note: judged text",
    ]


def test_explain_minimal() -> None:
    assert make("YES").explain().splitlines() == [
        "goal: the cart shows 3 items",
        "verdict: YES",
        "reasoning: badge reads 3",
        "evidence: screenshot",
    ]


def test_payload_round_trip_drops_cached_flag() -> None:
    verdict = make("NO", answer="x", evidence="page_text", steps=2, model_id="m", cached=True, note="n")
    payload = verdict.to_dict()
    assert "cached" not in payload
    again = Verdict.from_dict(payload)
    assert again == make("NO", answer="x", evidence="page_text", steps=2, model_id="m", note="n")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"evaluation": "INVALID"}, "only YES/NO/UNGROUNDED are stored"),
        ({"evaluation": None}, "only YES/NO/UNGROUNDED are stored"),
        ({"evidence": "video"}, "unknown evidence"),
        ({"reasoning": 3}, "'reasoning' is not a string"),
        ({"question": None}, "'question' is not a string"),
        ({"answer": 5}, "bad answer or steps"),
        ({"steps": "2"}, "bad answer or steps"),
    ],
)
def test_from_dict_rejects_bad_payloads(change: dict[str, Any], message: str) -> None:
    payload = make("YES").to_dict() | change
    with pytest.raises(EvaluationError, match=message):
        Verdict.from_dict(payload)


def test_from_dict_defaults_for_missing_optional_fields() -> None:
    verdict = Verdict.from_dict({"evaluation": "YES", "reasoning": "r", "question": "q"})
    assert verdict == Verdict("YES", "r", "q")


def test_batch_verdict_truthy_only_when_all_yes() -> None:
    assert BatchVerdict((make("YES"), make("YES")))
    assert not BatchVerdict((make("YES"), make("NO")))
    assert not BatchVerdict((make("INVALID"),))
    assert not BatchVerdict(())


def test_batch_verdict_is_a_sequence_of_verdicts_in_order() -> None:
    first, second = make("YES", "a"), make("NO", "b")
    batch = BatchVerdict((first, second))
    assert len(batch) == 2
    assert list(batch) == [first, second]
    assert batch[1] is second
    assert batch.failures == [(2, second)]


def test_batch_repr_lists_every_failure_with_position_and_reason() -> None:
    batch = BatchVerdict(
        (
            make("NO", "logged in", reasoning="a login form is shown"),
            make("YES", "cart visible"),
            make("INVALID", "total", reasoning="unreadable"),
        )
    )
    assert repr(batch) == (
        "<2 of 3 goals not met: #1 NO 'logged in': a login form is shown | #3 INVALID 'total': unreadable>"
    )


def test_batch_repr_when_all_met_and_when_empty() -> None:
    assert repr(BatchVerdict((make("YES"), make("YES")))) == "<all 2 goals met>"
    assert repr(BatchVerdict(())) == "<no goals evaluated>"


def test_batch_explain_numbers_every_verdict() -> None:
    text = BatchVerdict((make("YES", "a"), make("NO", "b"))).explain()
    assert text.startswith("#1\ngoal: a\n")
    assert "\n\n#2\ngoal: b\nverdict: NO\n" in text


@pytest.mark.parametrize(
    ("item", "expected"),
    [
        ("is it?", Question("is it?")),
        (("is it?", "yes"), Question("is it?", "yes")),
        (("is it?", None), Question("is it?")),
        (Question("q", "a"), Question("q", "a")),
    ],
)
def test_as_question_accepts_three_shapes(item: Any, expected: Question) -> None:
    assert as_question(item) == expected


@pytest.mark.parametrize("item", [3, ("q",), ("q", "a", "b"), (1, "a"), None])
def test_as_question_rejects_other_shapes(item: Any) -> None:
    with pytest.raises(EvaluationError, match="a question must be"):
        as_question(item)


@pytest.mark.parametrize("item", ["", "   ", ("\n", "a")])
def test_as_question_rejects_empty_questions(item: Any) -> None:
    with pytest.raises(EvaluationError, match="must not be empty"):
        as_question(item)


QUESTIONS = [Question("a"), Question("b", "2"), Question("c")]


def test_align_batch_pairs_in_order_when_counts_match() -> None:
    returned = [RawVerdict("YES", "ra"), RawVerdict("NO", "rb"), RawVerdict("YES", "rc")]
    assert align_batch(QUESTIONS, returned) == list(zip(QUESTIONS, returned, strict=True))


def test_align_batch_too_few_makes_every_entry_invalid_keeping_what_was_said() -> None:
    aligned = align_batch(QUESTIONS, [RawVerdict("YES", "ra"), RawVerdict("NO", "rb")])
    assert [r.evaluation for _, r in aligned] == ["INVALID"] * 3
    assert [q for q, _ in aligned] == QUESTIONS
    assert aligned[0][1].reasoning == (
        "the model returned 2 verdicts for 3 questions, so none can be trusted "
        "(at this position it said YES: ra)"
    )
    assert aligned[2][1].reasoning == "the model returned 2 verdicts for 3 questions, so none can be trusted"


def test_align_batch_too_many_makes_every_entry_invalid() -> None:
    returned = [RawVerdict("YES", str(i)) for i in range(4)]
    aligned = align_batch(QUESTIONS, returned)
    assert [r.evaluation for _, r in aligned] == ["INVALID"] * 3
    assert "returned 4 verdicts for 3 questions" in aligned[1][1].reasoning


def test_align_batch_nothing_returned() -> None:
    assert [r.evaluation for _, r in align_batch(QUESTIONS, [])] == ["INVALID"] * 3


LAZY_EXPORTS = """
import sys
import pytest_stagehand
heavy = sorted(m for m in ("pydantic", "PIL", "pytest_stagehand.evaluation.evaluator", "pytest_stagehand.llm") if m in sys.modules)
print("heavy:", heavy)
from pytest_stagehand import ActResult, Action, BatchVerdict, Evaluator, Journey, Verdict
from pytest_stagehand.actions.model import Action as A
from pytest_stagehand.pipelines.results import ActResult as R
from pytest_stagehand.evaluation.journey import Journey as J
from pytest_stagehand.evaluation.verdict import BatchVerdict as B, Verdict as V
from pytest_stagehand.evaluation.evaluator import Evaluator as E
print("same:", (Verdict, BatchVerdict, Evaluator, Journey, ActResult, Action) == (V, B, E, J, R, A))
try:
    pytest_stagehand.Nothing
except AttributeError as e:
    print("missing:", e)
"""


def test_result_types_are_exported_without_loading_them_with_the_plugin() -> None:
    done = subprocess.run([sys.executable, "-c", LAZY_EXPORTS], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "heavy: []",
        "same: True",
        "missing: module 'pytest_stagehand' has no attribute 'Nothing'",
    ]
    exported = {"Verdict", "BatchVerdict", "Evaluator", "Journey", "ActResult", "Action"}
    assert exported <= set(pytest_stagehand.__all__)
    assert exported <= set(dir(pytest_stagehand))
