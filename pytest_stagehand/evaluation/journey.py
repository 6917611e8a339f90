"""Journeys: captures collected during a test, judged together by one multi-step evaluation."""

from __future__ import annotations

from collections.abc import Sequence
from types import TracebackType
from typing import Protocol

from pytest_stagehand.errors import EvaluationError
from pytest_stagehand.prompts.evaluate import EvidenceStep

from .capture import EvidencePlan
from .verdict import Question, Verdict, as_question


class JourneyHost(Protocol):
    """What a journey needs from its evaluator."""

    def capture(self, plan: EvidencePlan, label: str | None) -> EvidenceStep: ...

    def judge_steps(
        self,
        asked: Question,
        steps: Sequence[EvidenceStep],
        plan: EvidencePlan,
        agent_reasoning: str | None,
        system_prompt: str | None,
    ) -> Verdict: ...

    def open_journey(self, journey: Journey) -> None: ...

    def close_journey(self, journey: Journey) -> None: ...


class Journey:
    """Captures collected during a test, judged together by one multi-step evaluation.

    ::

        with page.evaluator.journey() as journey:
            page.act("add the first product to the cart")     # captured automatically after act
            journey.capture("cart opened")                     # or capture by hand
        assert journey.judge("the user added a product and saw it in the cart")

    Inside ``with``, the journey captures the page on entry (unless ``capture_on_enter=False``) and
    at every ``Evaluator.record_action`` (called by the page after each act). ``judge`` judges
    those steps plus a final capture of the page as it is then (unless ``capture_final=False``);
    the final capture is not added to ``steps``, so judging again (another question, or later)
    sees the same steps and its own fresh final capture.

    No capture waits ``screenshot_delay_ms``. The capture after an act waits (bounded by
    ``dom_settle_timeout``) for the page to settle, so a navigation the act started is in it on every
    run; a test that expects a later change waits for it with Playwright before capturing.
    """

    def __init__(self, host: JourneyHost, plan: EvidencePlan, *, capture_on_enter: bool) -> None:
        self._host = host
        self.plan = plan
        self._capture_on_enter = capture_on_enter
        self.steps: list[EvidenceStep] = []

    def __enter__(self) -> Journey:
        self._host.open_journey(self)
        if self._capture_on_enter:
            self.capture("start")
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self._host.close_journey(self)

    def capture(self, label: str | None = None) -> EvidenceStep:
        """Add the page as it is now (screenshot and/or page text, per the journey's evidence)."""
        step = self._host.capture(self.plan, label)
        self.steps.append(step)
        return step

    def judge(
        self,
        question: str,
        *,
        answer: str | None = None,
        agent_reasoning: str | None = None,
        system_prompt: str | None = None,
        capture_final: bool = True,
    ) -> Verdict:
        """One verdict on the whole progression (every step, in order, then the final capture)."""
        steps = list(self.steps)
        if capture_final:
            steps.append(self._host.capture(self.plan, "final"))
        if not steps:
            raise EvaluationError(
                "the journey has no captures to judge; call capture() or keep capture_final"
            )
        return self._host.judge_steps(
            as_question((question, answer)), steps, self.plan, agent_reasoning, system_prompt
        )
