"""Prompts for the YES/NO evaluator: single question, batch of questions, and a multi-step journey.

Pure functions: (question, evidence, ...) -> list[Message] plus the pydantic output models. The
structure follows Stagehand's evaluator (single, batch and multi-step prompts, YES / NO with
reasoning), with these deliberate changes:

* evidence may be page text (the snapshot's text) instead of, or besides, a screenshot, so text-only
  models can judge; the system prompt names whichever evidence is present;
* the evidence comes first and the question last, right before the answer, and the system prompt asks
  whether a statement about the page is true (or a yes/no question about it is answered yes) instead
  of whether "the original goal was achieved": tests assert page states, not tasks. On 17 page-text
  checks with known answers the 1.5B live model went from 6/14 right with Stagehand's wording and
  order to 14/17 (question last alone: 11/14);
* the reasoning comes before the verdict in the output schema, so a small model states what it saw
  before it commits to YES or NO (schema order is generation order under grammar-constrained decoding);
* the reasoning is asked to be short, because it is printed in a failing test's assertion message;
* an agent's reasoning, when given, is evidence too: it comes before the question, and the goal keeps
  its statement / question framing (Stagehand always wrote "Question:" there);
* a caller's own system prompt replaces the default one, but a batch keeps its format and ordering
  instruction appended: without it the model does not know one verdict per question is wanted, in order.

Stored verdicts depend on the prompt, so :func:`prompt_digest` hashes the prompts themselves, rendered
from fixed sample inputs, plus the output schemas: editing any wording, format or schema here
invalidates the stored verdicts without anyone remembering to bump a version.
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import BaseModel, Field, WithJsonSchema, create_model

from pytest_stagehand.llm import ImagePart, Message, TextPart

from .page_data import data_rule, neutralised

PromptMode = Literal["single", "batch", "multi", "strict"]

# Page text beyond this many characters is cut: a huge page would blow small models' context
# windows, and the digest (computed on the full text) still notices changes past the cut.
PAGE_TEXT_LIMIT = 20_000
TRUNCATION_MARK = "\n[... page text truncated ...]"

BASE_SYSTEM = (
    "You check whether a statement about a web page is true, or answer a yes/no question about it. "
    "You get {sources}. First copy, word for word, one to three short passages of the evidence (not "
    "of the statement) that decide the answer. Then give your reasoning in one to three short sentences. Then answer YES only "
    "if those passages show that the statement is true (or that the answer is yes). Answer NO when the "
    "evidence does not show it, or shows something close but different: another number or name, another "
    "option selected, a box not checked, an item that is absent, an older status."
)
DATE_LINE = "Today's date is {today}"
# Sent once when the model's only evidence for a YES was the statement itself (a small model's habit).
QUOTE_THE_PAGE = (
    "Your evidence repeats the statement, which is not evidence. Copy, word for word, one to three "
    "lines of the page text between <page_text> and </page_text> that show whether it is true, then "
    "answer again in the same JSON format."
)
BATCH_SYSTEM = (
    "You will be given multiple questions{with_evidence}.{with_answers} Answer each question by returning "
    "an object in the specified JSON format. Return one object in the evaluations array for each "
    "question, in the order they were asked."
)
BATCH_ANSWERS_NOTE = " Some questions include answers to evaluate."
MULTI_SYSTEM = (
    "You are an expert evaluator that confidently returns YES or NO given a question and {sources} "
    "showing the progression of a task.{reasoning_access} Analyze ALL steps to understand the complete "
    "journey. Look for evidence of task completion across all steps, not just the last one. Success "
    "criteria may appear at different points in the sequence (confirmation messages, intermediate "
    "states, etc).{reasoning_use} First copy, word for word, one to three short passages of the steps' "
    "evidence that decide the answer: each one a line, or part of a line, of a step's page text as it is "
    "written there, never a sentence of your own or of the question. Then give your reasoning in one to "
    "three short sentences. Then answer YES only if those passages show that the task was completed."
)
MULTI_REASONING_ACCESS = (
    " You also have access to the agent's detailed reasoning and thought process throughout the task."
)
MULTI_REASONING_USE = (
    " The agent's reasoning provides crucial context about what actions were attempted, what was "
    "observed, and the decision-making process. Use this alongside the other evidence to make a "
    "comprehensive evaluation."
)
REASONING_BLOCK = "Agent's reasoning and actions taken:\n{reasoning}"
MULTI_QUESTION_WITH_REASONING = (
    "Question: {question}\n\nAgent's reasoning and actions throughout the task:\n{reasoning}\n\n"
    "I'm providing {count} steps showing the progression of the task. Please analyze both the agent's "
    "reasoning and all steps to determine if the task was completed successfully."
)
MULTI_QUESTION = (
    "{question}\n\nI'm providing {count} steps showing the progression of the task. Please analyze all "
    "of them to determine if the task was completed successfully."
)
ANSWER_LINE = "the answer is {answer}"
# Strict mode asks each goal and its opposite in one batch request (see opposite()).
OPPOSITE_STATEMENT = "It is not true that {question}"
OPPOSITE_QUESTION = "Is the answer no to this question: {question}"
LOWERED_OPENERS = frozenset(
    {
        "The",
        "A",
        "An",
        "There",
        "This",
        "These",
        "Those",
        "It",
        "Its",
        "All",
        "Every",
        "Each",
        "Some",
        "No",
        "Your",
        "My",
    }
)
ASKED_STATEMENT = "Statement: {question}"
ASKED_QUESTION = "Question: {question}"
PAGE_TEXT_BLOCK = "Page text:\n<page_text>\n{text}\n</page_text>"
STEP_HEADER = "Step {number} of {count}{label}:"
STEP_LABEL = " ({label})"
# Batch questions, in Stagehand's format: numbered, each answer indented under its question.
QUESTION_ITEM = "{number}. {question}"
QUESTION_ANSWER = "\n   Answer: {answer}"
QUESTION_SEPARATOR = "\n\n"
# The evidence named in the system prompt (describe_sources).
SOURCE_SCREENSHOT = "a screenshot"
SOURCE_SCREENSHOTS = "screenshots"
SOURCE_PAGE_TEXT = "the text of the page (its accessibility tree: roles, names and visible text)"
SOURCE_PAGE_TEXTS = "the text of the page at each step"
SOURCE_REASONING = "the agent's reasoning and actions throughout the task"
SOURCE_NONE = "the question alone"
SOURCE_JOINER = " and "


# Quotes and backslashes excluded for the reason given at prompts.act.DESCRIPTION_PATTERN.
REASONING_PATTERN = '^[^"\\\\]{0,300}$'
QUOTE_PATTERN = '^[^"\\\\]{1,150}$'
MAX_QUOTES = 3


# Pydantic sends a model's docstring to the LLM as the schema description: these are written for it.
# Evidence, then reasoning, then the verdict, on purpose: schema order is generation order under
# grammar-constrained decoding, so the model copies what it relies on before it reasons, and reasons
# before it commits to YES or NO. The quotes are checked against the page text (evaluation/grounding.py).
class EvaluationResult(BaseModel):
    """A YES or NO verdict, with the passages of the evidence and the reasoning that support it."""

    # Bounded in the schema only (see prompts.act.DESCRIPTION_PATTERN): a small model otherwise repeats
    # itself until max_tokens cuts the JSON, and the verdict is INVALID.
    evidence: Annotated[
        list[str],
        WithJsonSchema(
            {
                "type": "array",
                "description": "One to three short passages copied word for word from the evidence.",
                "items": {"type": "string", "pattern": QUOTE_PATTERN},
                "minItems": 1,
                "maxItems": MAX_QUOTES,
            }
        ),
    ] = []
    reasoning: Annotated[
        str,
        WithJsonSchema(
            {
                "type": "string",
                "description": "What the evidence shows, in one to three short sentences.",
                "pattern": REASONING_PATTERN,
            }
        ),
    ]
    evaluation: Literal["YES", "NO"]


class BatchEvaluationResult(BaseModel):
    """One verdict per question, in the order the questions were asked."""

    evaluations: list[EvaluationResult]


@functools.lru_cache(maxsize=32)
def batch_result_of(count: int) -> type[BatchEvaluationResult]:
    """A BatchEvaluationResult whose schema asks for exactly ``count`` verdicts.

    A grammar-constrained small model otherwise stops after the first: asked a goal and its opposite
    (strict mode), the 1.5B model answered one verdict for two questions every time. The bound is in
    the schema only; an answer of another length still validates and ``align_batch`` refuses it by
    name. The cache keys hash the unbounded schema, which says the same with any count."""
    bound = Field(json_schema_extra={"minItems": count, "maxItems": count})
    return create_model(
        f"BatchEvaluationResultOf{count}",
        __base__=BatchEvaluationResult,
        evaluations=(list[EvaluationResult], bound),
    )


@dataclass(frozen=True)
class EvidenceStep:
    """What the model is shown of one moment of the page: a screenshot, its text, or both."""

    image: ImagePart | None = None
    page_text: str | None = None
    label: str | None = None


@dataclass(frozen=True)
class PromptQuestion:
    """A question and, optionally, the answer the model should check against the evidence."""

    question: str
    answer: str | None = None


def describe_sources(*, screenshots: int, page_texts: int, has_reasoning: bool) -> str:
    """Name the evidence in words, e.g. "a screenshot and the text of the page"."""
    parts: list[str] = []
    if screenshots == 1:
        parts.append(SOURCE_SCREENSHOT)
    elif screenshots > 1:
        parts.append(SOURCE_SCREENSHOTS)
    if page_texts == 1:
        parts.append(SOURCE_PAGE_TEXT)
    elif page_texts > 1:
        parts.append(SOURCE_PAGE_TEXTS)
    if has_reasoning:
        parts.append(SOURCE_REASONING)
    if not parts:
        return SOURCE_NONE
    return SOURCE_JOINER.join(parts)


def clip_page_text(text: str, limit: int = PAGE_TEXT_LIMIT) -> str:
    """The page text, cut at ``limit`` characters with a visible mark when longer."""
    if len(text) <= limit:
        return text
    return text[:limit] + TRUNCATION_MARK


def single_system_prompt(step: EvidenceStep | None, *, has_reasoning: bool, today: str) -> str:
    sources = describe_sources(
        screenshots=int(step is not None and step.image is not None),
        page_texts=int(step is not None and step.page_text is not None),
        has_reasoning=has_reasoning,
    )
    body = _with_data_rule(
        BASE_SYSTEM.format(sources=sources), step is not None and step.page_text is not None
    )
    return body + "\n\n" + DATE_LINE.format(today=today)


def batch_instruction(
    step: EvidenceStep | None, questions: Sequence[PromptQuestion], *, has_reasoning: bool
) -> str:
    """The batch format and ordering instruction (kept even under a caller's own system prompt)."""
    sources = describe_sources(
        screenshots=int(step is not None and step.image is not None),
        page_texts=int(step is not None and step.page_text is not None),
        has_reasoning=has_reasoning,
    )
    return BATCH_SYSTEM.format(
        with_evidence="" if step is None else " with " + sources,
        with_answers=BATCH_ANSWERS_NOTE if any(q.answer is not None for q in questions) else "",
    )


def batch_system_prompt(
    step: EvidenceStep | None, questions: Sequence[PromptQuestion], *, has_reasoning: bool, today: str
) -> str:
    sources = describe_sources(
        screenshots=int(step is not None and step.image is not None),
        page_texts=int(step is not None and step.page_text is not None),
        has_reasoning=has_reasoning,
    )
    batch = batch_instruction(step, questions, has_reasoning=has_reasoning)
    body = _with_data_rule(
        BASE_SYSTEM.format(sources=sources), step is not None and step.page_text is not None
    )
    return f"{body}\n\n{batch}\n\n{DATE_LINE.format(today=today)}"


def multi_system_prompt(steps: Sequence[EvidenceStep], *, has_reasoning: bool, today: str) -> str:
    sources = describe_sources(
        screenshots=sum(s.image is not None for s in steps),
        page_texts=sum(s.page_text is not None for s in steps),
        has_reasoning=False,
    )
    body = MULTI_SYSTEM.format(
        sources=f"{len(steps)} steps ({sources})",
        reasoning_access=MULTI_REASONING_ACCESS if has_reasoning else "",
        reasoning_use=MULTI_REASONING_USE if has_reasoning else "",
    )
    body = _with_data_rule(body, any(s.page_text is not None for s in steps))
    return body + "\n\n" + DATE_LINE.format(today=today)


def _with_data_rule(body: str, has_page_text: bool) -> str:
    """The system prompt saying that the page text is data (prompts/page_data.py), when it is sent."""
    return f"{body} {data_rule('page_text', evidence=True)}" if has_page_text else body


def _evidence_parts(step: EvidenceStep | None, agent_reasoning: str | None) -> list[TextPart | ImagePart]:
    """What the model is shown before the question: screenshot, page text, the agent's reasoning."""
    parts: list[TextPart | ImagePart] = []
    if step is not None and step.image is not None:
        parts.append(step.image)
    if step is not None and step.page_text is not None:
        text = neutralised(clip_page_text(step.page_text), "page_text")
        parts.append(TextPart(PAGE_TEXT_BLOCK.format(text=text)))
    if agent_reasoning:
        parts.append(TextPart(REASONING_BLOCK.format(reasoning=agent_reasoning)))
    return parts


def _system(system_prompt: str | None, default: str) -> Message:
    return Message("system", system_prompt if system_prompt is not None else default)


def asked(question: str) -> str:
    """``Question: Is it on?`` for a question, ``Statement: it is on`` for a claim about the page."""
    template = ASKED_QUESTION if question.rstrip().endswith("?") else ASKED_STATEMENT
    return template.format(question=question)


def single_messages(
    question: PromptQuestion,
    step: EvidenceStep | None,
    *,
    agent_reasoning: str | None,
    today: str,
    system_prompt: str | None = None,
) -> list[Message]:
    """One question, one moment of evidence (or none, when judging from the agent's reasoning)."""
    parts = _evidence_parts(step, agent_reasoning)
    parts.append(TextPart(asked(question.question)))
    if question.answer is not None:
        parts.append(TextPart(ANSWER_LINE.format(answer=question.answer)))
    default = single_system_prompt(step, has_reasoning=bool(agent_reasoning), today=today)
    return [_system(system_prompt, default), Message("user", parts)]


def opposite(question: PromptQuestion) -> PromptQuestion:
    """The goal's opposite, for strict mode: "It is not true that <statement>" (or, for a question,
    whether its answer is no). The answer to check, if any, is kept."""
    text = question.question.strip()
    if text.endswith("?"):
        return PromptQuestion(OPPOSITE_QUESTION.format(question=text), question.answer)
    first, _, rest = text.partition(" ")
    if first in LOWERED_OPENERS:  # "It is not true that the cart ...", but "... that Japan is ..."
        text = f"{first.lower()} {rest}"
    return PromptQuestion(OPPOSITE_STATEMENT.format(question=text.rstrip(".")), question.answer)


def with_opposites(questions: Sequence[PromptQuestion]) -> list[PromptQuestion]:
    """[q1, not q1, q2, not q2, ...]: what a strict batch asks."""
    return [asked for q in questions for asked in (q, opposite(q))]


def format_questions(questions: Sequence[PromptQuestion]) -> str:
    """Numbered questions, each followed by its answer when one is given (Stagehand's format)."""
    blocks = []
    for number, q in enumerate(questions, start=1):
        block = QUESTION_ITEM.format(number=number, question=q.question)
        if q.answer is not None:
            block += QUESTION_ANSWER.format(answer=q.answer)
        blocks.append(block)
    return QUESTION_SEPARATOR.join(blocks)


def batch_messages(
    questions: Sequence[PromptQuestion],
    step: EvidenceStep | None,
    *,
    agent_reasoning: str | None,
    today: str,
    system_prompt: str | None = None,
) -> list[Message]:
    """Several questions judged against one moment of evidence, in one call."""
    parts = _evidence_parts(step, agent_reasoning)
    parts.append(TextPart(format_questions(questions)))
    has_reasoning = bool(agent_reasoning)
    if system_prompt is None:
        system = batch_system_prompt(step, questions, has_reasoning=has_reasoning, today=today)
    else:
        system = f"{system_prompt}\n\n{batch_instruction(step, questions, has_reasoning=has_reasoning)}"
    return [Message("system", system), Message("user", parts)]


def multi_messages(
    question: PromptQuestion,
    steps: Sequence[EvidenceStep],
    *,
    agent_reasoning: str | None,
    today: str,
    system_prompt: str | None = None,
) -> list[Message]:
    """One question judged on the whole progression of a task: every step's evidence, in order."""
    count = len(steps)
    if agent_reasoning:
        text = MULTI_QUESTION_WITH_REASONING.format(
            question=question.question, reasoning=agent_reasoning, count=count
        )
    else:
        text = MULTI_QUESTION.format(question=question.question, count=count)
    if question.answer is not None:
        text += "\n\n" + ANSWER_LINE.format(answer=question.answer)
    parts: list[TextPart | ImagePart] = []
    for number, step in enumerate(steps, start=1):
        label = STEP_LABEL.format(label=step.label) if step.label else ""
        parts.append(TextPart(STEP_HEADER.format(number=number, count=count, label=label)))
        parts.extend(_evidence_parts(step, None))
    parts.append(TextPart(text))
    default = multi_system_prompt(steps, has_reasoning=bool(agent_reasoning), today=today)
    return [_system(system_prompt, default), Message("user", parts)]


# ---- the prompt digest ------------------------------------------------------------------------

# Fixed sample inputs the digest renders the prompts from: every branch of every builder above
# (each evidence kind, with and without an answer, agent reasoning, a label, a statement and a
# question). Their values are placeholders: only the wording and layout around them matter.
_SAMPLE_IMAGE = ImagePart(b"<image>", "image/png")
_SAMPLE_STEPS = (
    None,
    EvidenceStep(image=_SAMPLE_IMAGE),
    EvidenceStep(page_text="<page text>"),
    EvidenceStep(image=_SAMPLE_IMAGE, page_text="<page text>", label="<label>"),
)
_SAMPLE_QUESTIONS = (PromptQuestion("<statement>"), PromptQuestion("<question>?", "<answer>"))
_SAMPLE_REASONING = (None, "<agent reasoning>")
_SAMPLE_TODAY = "<today>"  # the date is left out on purpose: an unchanged app judged tomorrow reuses


def _sample_prompts(mode: PromptMode, system_prompt: str | None) -> list[list[Message]]:
    rendered: list[list[Message]] = []
    for reasoning in _SAMPLE_REASONING:
        if mode in ("batch", "strict"):
            for step in _SAMPLE_STEPS:
                for questions in (_SAMPLE_QUESTIONS[:1], _SAMPLE_QUESTIONS):
                    rendered.append(
                        batch_messages(
                            with_opposites(questions) if mode == "strict" else questions,
                            step,
                            agent_reasoning=reasoning,
                            today=_SAMPLE_TODAY,
                            system_prompt=system_prompt,
                        )
                    )
        elif mode == "multi":
            steps = [s for s in _SAMPLE_STEPS if s is not None]
            for question in _SAMPLE_QUESTIONS:
                rendered.append(
                    multi_messages(
                        question,
                        steps,
                        agent_reasoning=reasoning,
                        today=_SAMPLE_TODAY,
                        system_prompt=system_prompt,
                    )
                )
        else:
            for step in _SAMPLE_STEPS:
                for question in _SAMPLE_QUESTIONS:
                    rendered.append(
                        single_messages(
                            question,
                            step,
                            agent_reasoning=reasoning,
                            today=_SAMPLE_TODAY,
                            system_prompt=system_prompt,
                        )
                    )
    return rendered


def _message_json(message: Message) -> list[object]:
    return [
        message.role,
        [part.text if isinstance(part, TextPart) else f"<{part.media_type}>" for part in message.parts()],
    ]


def _render_digest(mode: PromptMode, system_prompt: str | None) -> str:
    output_type = BatchEvaluationResult if mode in ("batch", "strict") else EvaluationResult
    pieces = {
        "mode": mode,
        "system_prompt": system_prompt,
        "prompts": [
            [_message_json(m) for m in messages] for messages in _sample_prompts(mode, system_prompt)
        ],
        "schema": output_type.model_json_schema(),
        # How long page text is cut (a clipped sample would hash 20,000 characters for one number).
        "page_text_limit": [PAGE_TEXT_LIMIT, TRUNCATION_MARK],
        # The turn sent when a YES's evidence was the statement itself (single questions only).
        "quote_the_page": QUOTE_THE_PAGE if mode == "single" else None,
    }
    return hashlib.sha256(json.dumps(pieces, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


@functools.lru_cache(maxsize=64)
def prompt_digest(mode: PromptMode, system_prompt: str | None = None) -> str:
    """A hash of everything in the prompt that is not the question, answer, reasoning or evidence.

    It hashes the prompts themselves, rendered from fixed sample inputs (so any edit to a template,
    the evidence wording, the question format or the layout changes it), the output schema the
    model must fill, the page-text limit, the mode and a caller's own system prompt. The date is left
    out on purpose: an unchanged app judged tomorrow reuses today's verdict.
    """
    return _render_digest(mode, system_prompt)
