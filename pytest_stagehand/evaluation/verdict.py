"""Verdicts: what the evaluator returns, how it reads in a failing assert, and how batches line up.

``assert page.evaluate_goal("the cart shows 3 items")`` fails with pytest printing the repr of the
falsy verdict. pytest escapes newlines in that repr and, below ``-vv``, cuts it to 240 characters
in the middle; so the repr is one line that puts the verdict and the goal first and the model's
reasoning after them. ``explain()`` gives the full multi-line text for report sections.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, TypeAlias, get_args

from pytest_stagehand.errors import EvaluationError
from pytest_stagehand.llm.types import Usage

# UNGROUNDED: the model said YES, but the page-text passages it quoted are not in the page text it
# was sent (see grounding.py). Falsy, and stored like YES and NO: the same evidence gets the same answer.
Evaluation = Literal["YES", "NO", "INVALID", "UNGROUNDED"]
STORED_EVALUATIONS = ("YES", "NO", "UNGROUNDED")
EvidenceKind = Literal["screenshot", "page_text", "both", "none"]
EVIDENCE_KINDS: tuple[EvidenceKind, ...] = get_args(EvidenceKind)


@dataclass(frozen=True)
class Question:
    """A question for the evaluator and, optionally, an answer it should check."""

    question: str
    answer: str | None = None


# A goal is one statement about the page; anything longer is a document pasted by mistake, and
# would crowd the evidence out of a small model's context.
MAX_GOAL_CHARS = 2000
# The part of a falsy verdict's one-line repr that shows the page text it judged (see Verdict.__repr__).
REPR_EXCERPT_CHARS = 80

QuestionLike: TypeAlias = "str | tuple[str, str | None] | Question"


def as_question(item: QuestionLike) -> Question:
    """Accept ``"question"``, ``("question", "answer")`` or a Question."""
    if isinstance(item, Question):
        found = item
    elif isinstance(item, str):
        found = Question(item)
    elif isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], str):
        found = Question(item[0], item[1])
    else:
        raise EvaluationError(
            f"a question must be a str, a (question, answer) tuple or a Question, got {item!r}"
        )
    if not found.question.strip():
        raise EvaluationError("a question must not be empty: say what should be true of the page")
    if len(found.question) > MAX_GOAL_CHARS:
        raise EvaluationError(
            f"a question of {len(found.question)} characters is too long (at most {MAX_GOAL_CHARS}); "
            f"split it into several goals (evaluate_goals) that each state one thing"
        )
    return found


@dataclass(frozen=True)
class VerdictCall:
    """The LLM call behind a fresh verdict, for reports (shared by a batch's verdicts; never stored).

    ``cache`` says what became of the verdict in the store: ``recorded``, ``not stored (INVALID)``
    or ``off`` (no store). ``usage`` is None only when the client could not say what the call cost.
    """

    prompt: str
    response: str
    usage: Usage | None
    cache: str


@dataclass(frozen=True)
class Verdict:
    """YES, NO, UNGROUNDED or INVALID with the model's reasoning; truthy only for YES.

    ``evidence`` says what the model was shown, ``note`` explains anything the evaluator changed on
    the way (e.g. a text-only model judging page text instead of a screenshot), ``cached`` is True
    when the verdict was reused from the store instead of asking the model. ``call`` is the LLM call
    that produced it (None when reused); it is for reports and takes no part in equality.
    ``quotes`` are the passages the model relied on; ``strict`` says the opposite question was asked
    too; ``excerpt`` is the page text around the quotes (what a failing assert shows; not stored);
    ``decided`` says the page text decided it with no model call (not stored: it is decided again).
    """

    evaluation: Evaluation
    reasoning: str
    question: str
    answer: str | None = None
    evidence: EvidenceKind = "screenshot"
    steps: int = 1
    model_id: str = ""
    cached: bool = False
    note: str = ""
    quotes: tuple[str, ...] = ()
    strict: bool = False
    call: VerdictCall | None = field(default=None, compare=False)
    excerpt: str = field(default="", compare=False)
    # The page text decided it and no model was asked (evaluator._page_decides); never stored.
    decided: bool = field(default=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "quotes", tuple(self.quotes))  # a list from JSON compares equal

    def __bool__(self) -> bool:
        return self.evaluation == "YES"

    def __repr__(self) -> str:
        answer = f" (answer {self.answer!r})" if self.answer is not None else ""
        # One line (pytest escapes line breaks in reprs); a falsy verdict ends with what it judged.
        seen = ""
        if not self and self.excerpt:
            judged = " / ".join(line.strip() for line in self.excerpt.splitlines())
            # Short enough that pytest does not cut the line in its middle (it shows 240 characters);
            # explain() and the reports carry the whole excerpt.
            if len(judged) > REPR_EXCERPT_CHARS:
                judged = judged[: REPR_EXCERPT_CHARS - 1].rstrip() + "…"
            seen = " | page text judged: " + judged
        return f"<{self.evaluation} {self.question!r}{answer}: {self.reasoning}{seen}>"

    def explain(self) -> str:
        """Multi-line text: goal, verdict, reasoning, and where the verdict came from."""
        lines = [f"goal: {self.question}"]
        if self.answer is not None:
            lines.append(f"answer checked: {self.answer}")
        lines.append(f"verdict: {self.evaluation}")
        lines.append(f"reasoning: {self.reasoning}")
        if self.quotes:
            lines.append("quoted: " + " | ".join(self.quotes))
        if self.strict:
            lines.append("strict: the opposite question was asked too")
        source = f"evidence: {self.evidence}" + (f" ({self.steps} steps)" if self.steps > 1 else "")
        if self.model_id:
            source += f", model: {self.model_id}"
        if self.cached:
            source += ", reused from the verdict store"
        if self.decided:
            source += ", decided by the page text (no model call)"
        lines.append(source)
        if self.note:
            lines.append(f"note: {self.note}")
        if self.excerpt:
            lines.append("page text judged (excerpt):\n" + self.excerpt)
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready payload for a verdict store (``cached`` is a property of the read, not stored)."""
        return {
            "evaluation": self.evaluation,
            "reasoning": self.reasoning,
            "question": self.question,
            "answer": self.answer,
            "evidence": self.evidence,
            "steps": self.steps,
            "model_id": self.model_id,
            "note": self.note,
            "quotes": list(self.quotes),
            "strict": self.strict,
        }

    @classmethod
    def from_dict(cls, payload: dict[str, Any]) -> Verdict:
        """Inverse of :meth:`to_dict`; raises EvaluationError naming the first bad field."""
        evaluation = payload.get("evaluation")
        if evaluation not in STORED_EVALUATIONS:
            raise EvaluationError(
                f"stored verdict has evaluation {evaluation!r}; only {'/'.join(STORED_EVALUATIONS)} are stored"
            )
        evidence = payload.get("evidence", "screenshot")
        if evidence not in EVIDENCE_KINDS:
            raise EvaluationError(f"stored verdict has unknown evidence {evidence!r}")
        for name in ("reasoning", "question"):
            if not isinstance(payload.get(name), str):
                raise EvaluationError(f"stored verdict field {name!r} is not a string: {payload.get(name)!r}")
        answer = payload.get("answer")
        steps = payload.get("steps", 1)
        if (answer is not None and not isinstance(answer, str)) or not isinstance(steps, int):
            raise EvaluationError(f"stored verdict has a bad answer or steps: {answer!r}, {steps!r}")
        quotes = payload.get("quotes", [])
        if not isinstance(quotes, list) or not all(isinstance(q, str) for q in quotes):
            raise EvaluationError(f"stored verdict has bad quotes: {quotes!r}")
        return cls(
            evaluation=evaluation,
            reasoning=payload["reasoning"],
            question=payload["question"],
            answer=answer,
            evidence=evidence,
            steps=steps,
            model_id=str(payload.get("model_id", "")),
            note=str(payload.get("note", "")),
            quotes=tuple(quotes),
            strict=payload.get("strict") is True,
        )


@dataclass(frozen=True)
class BatchVerdict:
    """Verdicts for several goals, in order; truthy only when every one is YES."""

    verdicts: tuple[Verdict, ...] = field(default_factory=tuple)

    def __bool__(self) -> bool:
        return bool(self.verdicts) and all(self.verdicts)

    def __len__(self) -> int:
        return len(self.verdicts)

    def __iter__(self) -> Iterator[Verdict]:
        return iter(self.verdicts)

    def __getitem__(self, index: int) -> Verdict:
        return self.verdicts[index]

    @property
    def failures(self) -> list[tuple[int, Verdict]]:
        """(1-based position, verdict) for every goal that is not YES."""
        return [(number, v) for number, v in enumerate(self.verdicts, start=1) if not v]

    def __repr__(self) -> str:
        if not self.verdicts:
            return "<no goals evaluated>"
        failures = self.failures
        if not failures:
            return f"<all {len(self.verdicts)} goals met>"
        listed = " | ".join(f"#{n} {v.evaluation} {v.question!r}: {v.reasoning}" for n, v in failures)
        return f"<{len(failures)} of {len(self.verdicts)} goals not met: {listed}>"

    def explain(self) -> str:
        return "\n\n".join(f"#{n}\n{v.explain()}" for n, v in enumerate(self.verdicts, start=1))


@dataclass(frozen=True)
class RawVerdict:
    """One verdict as the model returned it, before it is attached to its question."""

    evaluation: Evaluation
    reasoning: str
    quotes: tuple[str, ...] = ()


def align_batch(
    questions: Sequence[Question], returned: Sequence[RawVerdict]
) -> list[tuple[Question, RawVerdict]]:
    """Pair each question with the model's verdict at the same position.

    When the model returns a different number of verdicts than questions were asked, nothing can
    say which verdict belongs to which question (one skipped question shifts every later answer),
    so every entry becomes INVALID rather than risking a YES under the wrong question. The model's
    text at that position is kept in the reasoning to help debugging.
    """
    if len(returned) == len(questions):
        return list(zip(questions, returned, strict=True))
    aligned: list[tuple[Question, RawVerdict]] = []
    for index, q in enumerate(questions):
        why = f"the model returned {len(returned)} verdicts for {len(questions)} questions, so none can be trusted"
        if index < len(returned):
            why += f" (at this position it said {returned[index].evaluation}: {returned[index].reasoning})"
        aligned.append((q, RawVerdict("INVALID", why)))
    return aligned


def combine_strict(direct: RawVerdict, opposite: RawVerdict) -> RawVerdict:
    """Strict mode: the goal asked directly and its opposite asked too, in the same request.

    YES only when they agree that the goal holds (direct YES, opposite NO). When they agree it does
    not, the direct NO stands. A disagreement is a NO showing both reasonings. An unreadable answer
    to either is INVALID, and an UNGROUNDED direct answer stays UNGROUNDED (both are falsy)."""
    if "INVALID" in (direct.evaluation, opposite.evaluation):
        bad = direct if direct.evaluation == "INVALID" else opposite
        return RawVerdict("INVALID", bad.reasoning, direct.quotes)
    if direct.evaluation == "UNGROUNDED":
        return direct
    if (direct.evaluation == "YES") != (opposite.evaluation == "YES"):
        return direct
    return RawVerdict(
        "NO",
        f"strict mode: the two answers disagree. Asked directly: {direct.evaluation} ({direct.reasoning}). "
        f"Asked the opposite: {opposite.evaluation} ({opposite.reasoning})",
        direct.quotes,
    )
