"""A test double keyed by the request, and builders for the answers it gives.

A queue of outputs (``ScriptedLLM``) breaks as soon as tests do not run in one fixed order: under
``-n 2`` every worker gets the whole queue, under ``-k`` / ``--lf`` the outputs meant for a skipped
test are handed to the next one. :class:`AnswerLLM` instead reads what each call asks for (the
instruction of act / observe / extract, the goal of evaluate_goal) and answers from a mapping, so
any subset of tests, in any order and in any process, gets the same answers.

The builders write the answer shapes nobody should have to guess: :func:`act_answer` names the
element by its label (its snapshot id is looked up in the request at call time), :func:`verdict`
is one YES/NO judgement, :func:`observe_answer` and :func:`extract_answer` the other two.

This module reads the request formats the prompt builders next to it write.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from ..errors import ScriptedLLMError
from ..llm import LLMResponse, M, Message, Usage
from ..llm.doubles import RecordedCall
from ..llm.parsing import coerce_output
from ..llm.types import TextPart

RequestKind = Literal["act", "observe", "extract", "evaluate"]

_ELEMENT_LINE = re.compile(r'^\s*\[(?P<id>\d+-\d+)\] (?P<role>\S+)(?: (?P<name>"(?:[^"\\]|\\.)*"))?', re.M)
_INSTRUCTION = re.compile(r"^(?:Instruction|The original instruction was): (?P<text>.*)$", re.M)
_ASKED = re.compile(r"^(?:Question|Statement): (?P<text>.*)$", re.M)
_NUMBERED = re.compile(r"^(?P<number>\d+)\. (?P<text>.*)$", re.M)
_SPACE = re.compile(r"\s+")
_PAGE_TEXT = re.compile(r"<page_text>\n(?P<text>.*?)\n</page_text>", re.S)


def fold(request: str) -> str:
    """Case and whitespace folded, as the cache folds instructions: the key a request is found by."""
    return _SPACE.sub(" ", request).strip().casefold()


def _error(message: str) -> ScriptedLLMError:
    return ScriptedLLMError(message, provider="answers")


# ---- answers ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Element:
    """One element of the page as the request shows it: ``[0-12] button "Log in"``."""

    id: str
    role: str
    name: str


def elements_in(text: str) -> list[Element]:
    """Every element line of a request's element list, in order."""
    found = []
    for match in _ELEMENT_LINE.finditer(text):
        raw = match["name"]
        try:
            name = json.loads(raw) if raw else ""
        except ValueError:
            name = raw[1:-1]
        found.append(Element(match["id"], match["role"], name))
    return found


@dataclass(frozen=True)
class ActAnswer:
    """What the model would answer for one act: the element (by label), the method and its arguments."""

    element: str
    method: str = "click"
    arguments: tuple[str, ...] = ()
    role: str | None = None
    description: str | None = None
    two_step: bool = False

    def find(self, text: str) -> Element:
        """The element of the request whose label is ``element`` (and whose role is ``role``, if given)."""
        shown = elements_in(text)
        wanted = fold(self.element)
        matches = [e for e in shown if fold(e.name) == wanted and (self.role is None or e.role == self.role)]
        if not matches:
            labels = ", ".join(f"{e.role} {e.name!r}" for e in shown if e.name) or "none"
            role = f" with role {self.role!r}" if self.role else ""
            raise _error(
                f"act_answer(element={self.element!r}{role}): no such element in the request; "
                f"it shows: {labels[:800]}"
            )
        return matches[0]  # the first in document order, as a user reads the page

    def choice(self, text: str) -> dict[str, Any]:
        return {
            "elementId": self.find(text).id,
            "description": self.description or self.element,
            "method": self.method,
            "arguments": list(self.arguments),
            "twoStep": self.two_step,
        }


def act_answer(
    element: str,
    method: str = "click",
    *,
    arguments: Sequence[str] = (),
    role: str | None = None,
    description: str | None = None,
    two_step: bool = False,
) -> ActAnswer:
    """The answer to an act: ``act_answer(element="Log in")``, ``act_answer(element="Email",
    method="fill", arguments=["%email%"])``. ``element`` is the label the page shows (its accessible
    name); ``role`` (``"button"``, ``"link"``, ...) picks one of several elements with that label."""
    if isinstance(arguments, str):
        raise _error(f"act_answer arguments: a list of strings, got the string {arguments!r}")
    return ActAnswer(element, method, tuple(arguments), role, description, two_step)


@dataclass(frozen=True)
class ObserveAnswer:
    """What the model would answer for one observe: the elements found, each as an act answer."""

    elements: tuple[ActAnswer, ...]

    def output(self, text: str) -> dict[str, Any]:
        found = []
        for answer in self.elements:
            choice = answer.choice(text)
            choice.pop("twoStep")
            found.append(choice)
        return {"elements": found}


def observe_answer(*elements: str | ActAnswer) -> ObserveAnswer:
    """The answer to an observe: the elements found, by label (clicked) or as ``act_answer(...)``."""
    return ObserveAnswer(tuple(act_answer(e) if isinstance(e, str) else e for e in elements))


@dataclass(frozen=True)
class Verdict:
    """One YES/NO judgement with its reasoning (alone, or one of a batch) and the passages it quotes."""

    evaluation: Literal["YES", "NO"]
    reasoning: str
    evidence: tuple[str, ...] = ()

    def output(self, request: str = "") -> dict[str, Any]:
        """The answer as the model writes it. A YES given no quotes quotes the first line of the page
        text in ``request`` (when there is one), so it passes the evaluator's grounding check the way
        a real model's YES must (evaluation/grounding.py); give ``evidence`` to quote something else."""
        quotes = self.evidence
        if not quotes and self.evaluation == "YES":
            quotes = _first_page_text_line(request)
        answer: dict[str, Any] = {"evidence": list(quotes)} if quotes else {}
        return {**answer, "evaluation": self.evaluation, "reasoning": self.reasoning}


def verdict(evaluation: str, reasoning: str = "", *, evidence: Sequence[str] = ()) -> Verdict:
    """The answer to evaluate_goal: ``verdict("NO", "The cart shows 2 items.")``; ``evidence``: the
    passages of the page text a YES rests on (by default the page text's first line)."""
    word = evaluation.strip().upper()
    if word not in ("YES", "NO"):
        raise _error(f"verdict({evaluation!r}): the evaluation is 'YES' or 'NO'")
    return Verdict(
        "YES" if word == "YES" else "NO", reasoning or f"The model answered {word}.", tuple(evidence)
    )


def _first_page_text_line(request: str) -> tuple[str, ...]:
    found = _PAGE_TEXT.search(request)
    lines = [line.strip() for line in found["text"].splitlines() if line.strip()] if found else []
    return (lines[0][:150],) if lines else ()


def extract_answer(value: str | Mapping[str, Any] | BaseModel) -> dict[str, Any] | BaseModel:
    """The answer to extract: text for a plain instruction (``{"extraction": text}``), else the data
    of the schema (a dict or a model instance)."""
    if isinstance(value, str):
        return {"extraction": value}
    return value if isinstance(value, BaseModel) else dict(value)


Answer = ActAnswer | ObserveAnswer | Verdict | BaseModel | Mapping[str, Any] | str | BaseException


# ---- reading a request --------------------------------------------------------------------------


@dataclass(frozen=True)
class Request:
    """What one call asks for: its kind, the instruction or goal(s), and the request's text."""

    kind: RequestKind
    asks: tuple[str, ...]
    text: str


def _user_text(messages: Sequence[Message]) -> str:
    users = [m for m in messages if m.role == "user"]
    return users[-1].text() if users else ""


def _last_text_part(messages: Sequence[Message]) -> str:
    """The last text part of the user turn: where a judgement's question(s) are, after the evidence."""
    users = [m for m in messages if m.role == "user"]
    if not users:
        return ""
    parts = [p.text for p in users[-1].parts() if isinstance(p, TextPart)]
    return parts[-1] if parts else ""


def read_request(messages: Sequence[Message], output_type: type[BaseModel]) -> Request | None:
    """The request of one call, or None for a call that needs no keyed answer (extract's
    completion check between parts of a split page)."""
    fields = output_type.model_fields
    text = _user_text(messages)
    if "progress" in fields and "completed" in fields:
        return None
    if "evaluations" in fields:
        questions = [m["text"] for m in _NUMBERED.finditer(_last_text_part(messages))]
        return Request("evaluate", tuple(questions), text)
    if "evaluation" in fields:
        asked = list(_ASKED.finditer(text))
        if not asked:
            raise _error("AnswerLLM: a judgement without a 'Question:' or 'Statement:' line")
        return Request("evaluate", (asked[-1]["text"],), text)
    instruction = list(_INSTRUCTION.finditer(text))
    if not instruction:
        raise _error(f"AnswerLLM: cannot tell what this {output_type.__name__} request asks for")
    kind: RequestKind = "act" if "elementId" in fields else "observe" if "elements" in fields else "extract"
    return Request(kind, (instruction[-1]["text"],), text)


# ---- the double ---------------------------------------------------------------------------------


class AnswerLLM:
    """Answers each call by what it asks: ``{instruction or goal: answer}``.

    Keys are matched with case and whitespace folded. An answer is an :func:`act_answer`,
    :func:`observe_answer`, :func:`verdict`, :func:`extract_answer`, a dict / JSON text / model
    instance of the output, or an exception (raised at that call). A request with no answer fails
    that call naming the request and the keys there are. Nothing is used up, so every test, in any
    order and in any xdist worker, gets the same answers; ``unused()`` lists keys no call asked for
    (in this process).
    """

    supports_images = True

    def __init__(
        self, answers: Mapping[str, Answer] | None = None, *, model_id: str = "answers/test"
    ) -> None:
        self.model_id = model_id
        self.calls: list[RecordedCall] = []
        self.asked: set[str] = set()
        self._by_key: dict[str, Answer] = {}
        self._lock = threading.Lock()
        for key, answer in (answers or {}).items():
            self.add(key, answer)

    def __repr__(self) -> str:
        return f"AnswerLLM(model_id={self.model_id!r}, answers={len(self._by_key)}, calls={len(self.calls)})"

    def add(self, request: str, answer: Answer) -> None:
        """Answer ``request`` (an instruction or a goal) with ``answer`` from now on."""
        key = fold(request)
        if not key:
            raise _error("AnswerLLM: an empty request cannot be answered")
        self._by_key[key] = answer

    def unused(self) -> list[str]:
        """Keys no call asked for in this process (under xdist, another worker may have asked)."""
        return sorted(set(self._by_key) - self.asked)

    def _lookup(self, kind: RequestKind, asks: str) -> Answer:
        key = fold(asks)
        if key not in self._by_key:
            known = ", ".join(repr(k) for k in sorted(self._by_key)) or "none"
            raise _error(f"AnswerLLM has no answer for the {kind} request {asks!r}; it knows: {known[:800]}")
        self.asked.add(key)
        answer = self._by_key[key]
        if isinstance(answer, BaseException):
            raise answer
        return answer

    def _output(self, request: Request | None, output_type: type[BaseModel]) -> object:
        if request is None:
            return {"progress": "everything asked for was found", "completed": True}
        if request.kind == "evaluate" and "evaluations" in output_type.model_fields:
            return {
                "evaluations": [
                    _as_verdict(self._lookup("evaluate", g), g, request.text) for g in request.asks
                ]
            }
        answer = self._lookup(request.kind, request.asks[0])
        if isinstance(answer, ActAnswer):
            if request.kind == "observe":
                return ObserveAnswer((answer,)).output(request.text)
            return answer.choice(request.text)
        if isinstance(answer, ObserveAnswer):
            return answer.output(request.text)
        if isinstance(answer, Verdict):
            return answer.output(request.text)
        if request.kind == "extract" and isinstance(answer, str) and "extraction" in output_type.model_fields:
            return {"extraction": answer}
        return answer

    def generate(
        self,
        messages: Sequence[Message],
        output_type: type[M],
        *,
        temperature: float | None = 0.1,
        max_tokens: int | None = None,
        timeout_s: float | None = None,
    ) -> LLMResponse[M]:
        with self._lock:
            self.calls.append(RecordedCall(tuple(messages), output_type, temperature, max_tokens, timeout_s))
            request = read_request(messages, output_type)
            produced = self._output(request, output_type)
        try:
            output = coerce_output(produced, output_type)
        except ValidationError as e:
            what = f"the answer to {request.asks[0]!r}" if request else "the answer"
            raise _error(f"{what} does not fit {output_type.__name__}: {e}") from e
        raw = output.model_dump_json()
        prompt = sum(max(1, len(m.text()) // 4) for m in messages)
        return LLMResponse(
            output, Usage(prompt_tokens=prompt, completion_tokens=max(1, len(raw) // 4)), raw, self.model_id
        )


def _as_verdict(answer: Answer, goal: str, request: str) -> dict[str, Any]:
    if isinstance(answer, Verdict):
        return answer.output(request)
    if isinstance(answer, Mapping):
        return dict(answer)
    raise _error(f"the answer to the goal {goal!r} is not a verdict(...): {answer!r}")
