"""Pure units: the evaluator's prompts for single, batch and multi-step judging."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from pytest_stagehand.llm import ImagePart, Message, TextPart
from pytest_stagehand.prompts import evaluate
from pytest_stagehand.prompts.evaluate import (
    PAGE_TEXT_LIMIT,
    TRUNCATION_MARK,
    BatchEvaluationResult,
    EvaluationResult,
    EvidenceStep,
    PromptQuestion,
    batch_messages,
    clip_page_text,
    describe_sources,
    format_questions,
    multi_messages,
    prompt_digest,
    single_messages,
)

IMAGE = ImagePart(b"\x89PNG fake", "image/png")
TODAY = "2026-11-05"


def parts(message: Message) -> list[TextPart | ImagePart]:
    return list(message.parts())


@pytest.mark.parametrize(
    ("screenshots", "page_texts", "reasoning", "expected"),
    [
        (1, 0, False, "a screenshot"),
        (2, 0, False, "screenshots"),
        (
            0,
            1,
            False,
            "the text of the page (its accessibility tree: roles, names and visible text)",
        ),
        (0, 3, False, "the text of the page at each step"),
        (0, 0, True, "the agent's reasoning and actions throughout the task"),
        (
            1,
            0,
            True,
            "a screenshot and the agent's reasoning and actions throughout the task",
        ),
        (0, 0, False, "the question alone"),
    ],
)
def test_describe_sources(screenshots: int, page_texts: int, reasoning: bool, expected: str) -> None:
    assert (
        describe_sources(screenshots=screenshots, page_texts=page_texts, has_reasoning=reasoning) == expected
    )


def test_single_with_screenshot_asks_about_the_page_after_the_evidence() -> None:
    system, user = single_messages(
        PromptQuestion("Is the user logged in?"), EvidenceStep(image=IMAGE), agent_reasoning=None, today=TODAY
    )
    assert system.role == "system"
    assert isinstance(system.content, str)
    assert system.content.startswith(
        "You check whether a statement about a web page is true, or answer a yes/no question about it. "
        "You get a screenshot. First copy, word for word, one to three short passages of the evidence"
    )
    assert system.content.endswith("\n\nToday's date is 2026-11-05")
    assert user.role == "user"
    # The question last, right before the answer (see the module docstring for what that measured).
    assert parts(user) == [IMAGE, TextPart("Question: Is the user logged in?")]


def test_a_goal_is_asked_as_a_statement() -> None:
    _, user = single_messages(
        PromptQuestion("the cart holds 3 items"), EvidenceStep(image=IMAGE), agent_reasoning=None, today=TODAY
    )
    assert parts(user) == [IMAGE, TextPart("Statement: the cart holds 3 items")]


def test_single_with_reasoning_answer_and_page_text() -> None:
    system, user = single_messages(
        PromptQuestion("Total correct?", answer="$149.99"),
        EvidenceStep(page_text="[1] heading: Total $149.99"),
        agent_reasoning="clicked checkout",
        today=TODAY,
    )
    assert "You get the text of the page (its accessibility tree" in system.text()
    assert "and the agent's reasoning and actions throughout the task" in system.text()
    # The agent's reasoning is evidence: after the page text, before the question.
    assert parts(user) == [
        TextPart("Page text:\n<page_text>\n[1] heading: Total $149.99\n</page_text>"),
        TextPart("Agent's reasoning and actions taken:\nclicked checkout"),
        TextPart("Question: Total correct?"),
        TextPart("the answer is $149.99"),
    ]


def test_a_goal_with_agent_reasoning_is_still_asked_as_a_statement() -> None:
    _, user = single_messages(
        PromptQuestion("the order was placed"), EvidenceStep(image=IMAGE), agent_reasoning="paid", today=TODAY
    )
    assert parts(user) == [
        IMAGE,
        TextPart("Agent's reasoning and actions taken:\npaid"),
        TextPart("Statement: the order was placed"),
    ]


def test_single_with_both_puts_image_before_page_text() -> None:
    _, user = single_messages(
        PromptQuestion("q"), EvidenceStep(image=IMAGE, page_text="t"), agent_reasoning=None, today=TODAY
    )
    assert parts(user) == [
        IMAGE,
        TextPart("Page text:\n<page_text>\nt\n</page_text>"),
        TextPart("Statement: q"),
    ]


def test_single_without_evidence_uses_reasoning_only() -> None:
    system, user = single_messages(PromptQuestion("q"), None, agent_reasoning="did it", today=TODAY)
    assert "You get the agent's reasoning" in system.text()
    assert parts(user) == [
        TextPart("Agent's reasoning and actions taken:\ndid it"),
        TextPart("Statement: q"),
    ]


def test_custom_system_prompt_replaces_the_default_whole() -> None:
    system, _ = single_messages(
        PromptQuestion("q"),
        EvidenceStep(image=IMAGE),
        agent_reasoning=None,
        today=TODAY,
        system_prompt="Be strict.",
    )
    assert system == Message("system", "Be strict.")


def test_page_text_is_clipped_with_a_visible_mark() -> None:
    assert clip_page_text("abc", limit=3) == "abc"
    assert clip_page_text("abcd", limit=3) == "abc" + TRUNCATION_MARK
    long_text = "x" * (PAGE_TEXT_LIMIT + 5)
    _, user = single_messages(
        PromptQuestion("q"), EvidenceStep(page_text=long_text), agent_reasoning=None, today=TODAY
    )
    assert TRUNCATION_MARK in user.text()
    assert "x" * (PAGE_TEXT_LIMIT + 1) not in user.text()


def test_format_questions_numbers_and_indents_answers() -> None:
    text = format_questions(
        [PromptQuestion("Is user logged in?", "john@example.com"), PromptQuestion("Is cart showing items?")]
    )
    assert text == "1. Is user logged in?\n   Answer: john@example.com\n\n2. Is cart showing items?"


def test_batch_prompt_mentions_order_answers_and_evidence() -> None:
    questions = [PromptQuestion("a", "1"), PromptQuestion("b")]
    system, user = batch_messages(questions, EvidenceStep(image=IMAGE), agent_reasoning=None, today=TODAY)
    text = system.text()
    assert "You will be given multiple questions with a screenshot. Some questions include answers" in text
    assert "one object in the evaluations array for each question, in the order they were asked" in text
    assert text.endswith("Today's date is 2026-11-05")
    assert parts(user) == [IMAGE, TextPart("1. a\n   Answer: 1\n\n2. b")]


def test_batch_prompt_without_answers_or_evidence() -> None:
    system, user = batch_messages([PromptQuestion("a")], None, agent_reasoning="went there", today=TODAY)
    assert "You will be given multiple questions. Answer each question" in system.text()
    assert parts(user) == [
        TextPart("Agent's reasoning and actions taken:\nwent there"),
        TextPart("1. a"),
    ]


def test_batch_keeps_its_format_and_order_instruction_under_a_custom_system_prompt() -> None:
    questions = [PromptQuestion("a", "1"), PromptQuestion("b")]
    system, _ = batch_messages(
        questions, EvidenceStep(image=IMAGE), agent_reasoning=None, today=TODAY, system_prompt="Be strict."
    )
    assert system.text() == (
        "Be strict.\n\nYou will be given multiple questions with a screenshot. Some questions include "
        "answers to evaluate. Answer each question by returning an object in the specified JSON format. "
        "Return one object in the evaluations array for each question, in the order they were asked."
    )


def test_multi_prompt_lists_every_step_in_order_with_labels() -> None:
    other = ImagePart(b"other", "image/jpeg")
    steps = [
        EvidenceStep(image=IMAGE, label="start"),
        EvidenceStep(image=other),
        EvidenceStep(image=IMAGE, page_text="t"),
    ]
    system, user = multi_messages(PromptQuestion("Did it work?"), steps, agent_reasoning=None, today=TODAY)
    assert system.text().startswith(
        "You are an expert evaluator that confidently returns YES or NO given a question and 3 steps "
        "(screenshots and the text of the page (its accessibility tree: roles, names and visible text)) "
        "showing the progression of a task. Analyze ALL steps"
    )
    assert "agent's reasoning" not in system.text()
    assert parts(user) == [
        TextPart("Step 1 of 3 (start):"),
        IMAGE,
        TextPart("Step 2 of 3:"),
        other,
        TextPart("Step 3 of 3:"),
        IMAGE,
        TextPart("Page text:\n<page_text>\nt\n</page_text>"),
        TextPart(
            "Did it work?\n\nI'm providing 3 steps showing the progression of the task. Please analyze all "
            "of them to determine if the task was completed successfully."
        ),
    ]


def test_multi_prompt_with_reasoning_and_answer() -> None:
    steps = [EvidenceStep(page_text="a"), EvidenceStep(page_text="b")]
    system, user = multi_messages(PromptQuestion("q", "42"), steps, agent_reasoning="r", today=TODAY)
    assert "2 steps (the text of the page at each step)" in system.text()
    assert "You also have access to the agent's detailed reasoning" in system.text()
    assert "Use this alongside the other evidence" in system.text()
    last = parts(user)[-1]
    assert last == TextPart(
        "Question: q\n\nAgent's reasoning and actions throughout the task:\nr\n\nI'm providing 2 steps showing "
        "the progression of the task. Please analyze both the agent's reasoning and all steps to determine "
        "if the task was completed successfully.\n\nthe answer is 42"
    )


def test_prompt_digest_separates_modes_and_custom_prompts_but_not_dates() -> None:
    digests = {
        prompt_digest("single"),
        prompt_digest("batch"),
        prompt_digest("multi"),
        prompt_digest("single", "Be strict."),
        prompt_digest("single", ""),
    }
    assert len(digests) == 5
    assert prompt_digest("single") == prompt_digest("single", None)


def test_output_models_put_evidence_then_reasoning_before_the_verdict_and_allow_only_yes_no() -> None:
    schema = EvaluationResult.model_json_schema()
    assert list(schema["properties"]) == ["evidence", "reasoning", "evaluation"]
    assert schema["properties"]["evidence"]["maxItems"] == 3
    assert schema["properties"]["evaluation"]["enum"] == ["YES", "NO"]
    with pytest.raises(ValidationError):
        EvaluationResult.model_validate({"reasoning": "r", "evaluation": "MAYBE"})
    batch = BatchEvaluationResult.model_validate({"evaluations": [{"reasoning": "r", "evaluation": "NO"}]})
    assert batch.evaluations[0].evaluation == "NO"


def _digests() -> dict[str, str]:
    # The uncached function: monkeypatched wordings must be read afresh.
    render = prompt_digest.__wrapped__
    return {mode: render(mode) for mode in ("single", "batch", "multi", "strict")} | {
        "custom batch": render("batch", "Be strict.")
    }


# Every wording, format and limit the prompts are built from, with the modes whose prompts use it.
WORDINGS = {
    "BASE_SYSTEM": ("single", "batch", "strict"),
    "DATE_LINE": ("single", "batch", "strict", "multi"),
    "BATCH_SYSTEM": ("batch", "strict", "custom batch"),
    "BATCH_ANSWERS_NOTE": ("batch", "strict", "custom batch"),
    "MULTI_SYSTEM": ("multi",),
    "MULTI_REASONING_ACCESS": ("multi",),
    "MULTI_REASONING_USE": ("multi",),
    "REASONING_BLOCK": ("single", "batch", "strict", "custom batch"),
    "MULTI_QUESTION_WITH_REASONING": ("multi",),
    "MULTI_QUESTION": ("multi",),
    "ANSWER_LINE": ("single", "multi"),
    "ASKED_STATEMENT": ("single",),
    "ASKED_QUESTION": ("single",),
    "PAGE_TEXT_BLOCK": ("single", "batch", "strict", "multi"),
    "STEP_HEADER": ("multi",),
    "STEP_LABEL": ("multi",),
    "QUESTION_ITEM": ("batch", "strict", "custom batch"),
    "QUESTION_ANSWER": ("batch", "strict", "custom batch"),
    "QUESTION_SEPARATOR": ("batch", "strict", "custom batch"),
    "SOURCE_SCREENSHOT": ("single", "batch", "strict"),
    "SOURCE_SCREENSHOTS": ("multi",),
    "SOURCE_PAGE_TEXT": ("single", "batch", "strict"),
    "SOURCE_PAGE_TEXTS": ("multi",),
    "SOURCE_REASONING": ("single", "batch", "strict", "custom batch"),
    "SOURCE_NONE": ("single",),
    "SOURCE_JOINER": ("single", "batch", "strict"),
    "TRUNCATION_MARK": ("single", "batch", "strict", "multi"),
    "OPPOSITE_STATEMENT": ("strict",),
    "OPPOSITE_QUESTION": ("strict",),
    "QUOTE_THE_PAGE": ("single",),
}


def test_every_wording_of_the_module_is_listed_here() -> None:
    constants = {
        name
        for name, value in vars(evaluate).items()
        if name.isupper()
        and not name.startswith("_")
        and isinstance(value, str)
        and name not in ("REASONING_PATTERN", "QUOTE_PATTERN")
    }
    assert constants == set(WORDINGS)


@pytest.mark.parametrize(("name", "modes"), WORDINGS.items(), ids=list(WORDINGS))
def test_editing_any_wording_changes_the_digest_of_the_prompts_using_it(
    name: str, modes: tuple[str, ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    before = _digests()
    value: str = getattr(evaluate, name)
    # An edit that keeps every placeholder: a wording change, not a broken template.
    monkeypatch.setattr(evaluate, name, value.replace(" ", "  ", 1) if " " in value else value + "~")
    after = _digests()
    changed = {mode for mode in before if before[mode] != after[mode]}
    assert changed >= set(modes)


def test_the_output_schema_and_page_text_limit_are_part_of_the_digest(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    before = _digests()

    class Stricter(EvaluationResult):
        """A YES or NO verdict, with reasoning that quotes the page."""

    monkeypatch.setattr(evaluate, "EvaluationResult", Stricter)
    after_schema = _digests()
    assert before["single"] != after_schema["single"]
    assert before["multi"] != after_schema["multi"]
    monkeypatch.setattr(evaluate, "PAGE_TEXT_LIMIT", 10_000)
    assert _digests()["batch"] != after_schema["batch"]


def test_the_digest_is_cached_and_equal_to_a_fresh_render() -> None:
    assert prompt_digest("single") == prompt_digest.__wrapped__("single")
    assert prompt_digest("batch", "Be strict.") == prompt_digest.__wrapped__("batch", "Be strict.")
