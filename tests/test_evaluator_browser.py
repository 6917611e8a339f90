"""The evaluator on real Chromium with a scripted LLM: every mode, evidence kind, fallback and store."""

from __future__ import annotations

import io
import json
import os
import re
import tempfile
import zipfile
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from PIL import Image

from pytest_stagehand import StagehandPage
from pytest_stagehand.errors import EvaluationError, LLMOutputError, ScriptedLLMError
from pytest_stagehand.evaluation.evaluator import SINGLE_MAX_TOKENS, Evaluator, EvidenceChoice
from pytest_stagehand.evaluation.evidence import VerdictKey
from pytest_stagehand.evaluation.verdict import Question, Verdict
from pytest_stagehand.llm import ImagePart, Message, TextPart, Usage, UsageLedger
from pytest_stagehand.prompts.evaluate import BatchEvaluationResult, EvaluationResult, EvidenceStep
from pytest_stagehand.snapshot import capture_snapshot, take_screenshot
from pytest_stagehand.testing import ScriptedLLM
from tests.support.pipeline import choice, id_of
from tests.support.server import Site

# Screenshots the tests take themselves, past transient capture failures like the plugin's own.
SHOT_MS = 10_000

CART = """<title>Cart</title><h1>Your cart</h1>
<p id="count">3 items</p>
<button onclick="document.getElementById('count').textContent = (parseInt(
  document.getElementById('count').textContent) + 1) + ' items'">Add one</button>"""


def yes(reason: str = "The cart shows 3 items.", quote: str = "3 items") -> dict[str, object]:
    return {"evidence": [quote], "reasoning": reason, "evaluation": "YES"}


def no(reason: str = "The cart shows 2 items.") -> dict[str, object]:
    return {"reasoning": reason, "evaluation": "NO"}


class DictStore:
    """The VerdictStore protocol over a dict; records what was asked of it."""

    def __init__(self) -> None:
        self.entries: dict[str, Verdict] = {}
        self.gets: list[VerdictKey] = []

    def get(self, key: VerdictKey) -> Verdict | None:
        self.gets.append(key)
        return self.entries.get(key.digest)

    def put(self, key: VerdictKey, verdict: Verdict) -> None:
        self.entries[key.digest] = verdict


@pytest.fixture
def cart(page: StagehandPage, site: Site) -> StagehandPage:
    page.goto(site.add("/cart.html", CART))
    return page


def evaluator(page: StagehandPage, llm: ScriptedLLM, **options: Any) -> Evaluator:
    return Evaluator(page, llm, today=lambda: "2026-11-05", **options)


def images(message: Message) -> list[ImagePart]:
    return [part for part in message.parts() if isinstance(part, ImagePart)]


def viewport_size(data: bytes) -> tuple[int, int]:
    return Image.open(io.BytesIO(data)).size


def test_ask_sends_question_and_viewport_screenshot_and_returns_yes(cart: StagehandPage) -> None:
    llm = ScriptedLLM([yes()])
    verdict = evaluator(cart, llm).ask("Does the cart show 3 items?", screenshot_delay_ms=0)
    assert verdict == Verdict(
        "YES",
        "The cart shows 3 items.",
        "Does the cart show 3 items?",
        model_id="scripted/test",
        quotes=("3 items",),
    )
    assert verdict
    (call,) = llm.calls
    assert call.output_type is EvaluationResult
    assert call.temperature == 0.0
    assert call.max_tokens == SINGLE_MAX_TOKENS
    system, user = call.messages
    assert "You get a screenshot" in system.text()
    assert user.parts()[-1] == TextPart("Question: Does the cart show 3 items?")
    (image,) = images(user)
    assert image.media_type == "image/png"
    assert cart.viewport_size is not None
    assert viewport_size(image.data) == (cart.viewport_size["width"], cart.viewport_size["height"])


def test_ask_no_verdict_is_falsy_and_keeps_the_reasoning(cart: StagehandPage) -> None:
    verdict = evaluator(cart, ScriptedLLM([no("Only 2 items are listed.")])).ask("3 items?", answer="3")
    assert not verdict
    assert (verdict.evaluation, verdict.reasoning, verdict.answer) == ("NO", "Only 2 items are listed.", "3")


def test_page_text_evidence_sends_the_snapshot_text_and_no_image(cart: StagehandPage) -> None:
    llm = ScriptedLLM([yes()])
    verdict = evaluator(cart, llm).ask("3 items?", evidence="page_text", screenshot_delay_ms=0)
    assert verdict.evidence == "page_text"
    system, user = llm.calls[0].messages
    assert "You get the text of the page" in system.text()
    assert images(user) == []
    assert "<page_text>" in user.text()
    assert "\n3 items" in user.text()
    assert "Add one (button)" in user.text()


def test_both_evidence_sends_image_and_page_text(cart: StagehandPage) -> None:
    llm = ScriptedLLM([yes()])
    verdict = evaluator(cart, llm, default_evidence="both").ask("3 items?", screenshot_delay_ms=0)
    assert verdict.evidence == "both"
    user = llm.calls[0].messages[1]
    assert len(images(user)) == 1
    assert "\n3 items" in user.text()


def test_the_page_is_captured_at_ask_time(cart: StagehandPage) -> None:
    llm = ScriptedLLM([yes(), yes()])
    judge = evaluator(cart, llm, default_evidence="page_text")
    judge.ask("before", screenshot_delay_ms=0)
    cart.get_by_role("button", name="Add one").click()
    judge.ask("after", screenshot_delay_ms=0)
    assert "\n3 items" in llm.calls[0].prompt_text
    assert "\n4 items" in llm.calls[1].prompt_text


def test_text_only_model_falls_back_to_page_text_with_a_note(cart: StagehandPage) -> None:
    llm = ScriptedLLM([yes()])
    llm.supports_images = False
    verdict = evaluator(cart, llm).ask("3 items?", screenshot_delay_ms=0)
    assert verdict.evidence == "page_text"
    assert verdict.note == "scripted/test cannot read images, so it judged the page text instead"
    assert "note: scripted/test cannot read images" in verdict.explain()
    assert images(llm.calls[0].messages[1]) == []


@pytest.mark.parametrize("evidence", ["screenshot", "both"])
def test_text_only_model_refuses_an_explicit_screenshot(
    cart: StagehandPage, evidence: EvidenceChoice
) -> None:
    llm = ScriptedLLM()
    llm.supports_images = False
    with pytest.raises(EvaluationError, match=f"evidence='{evidence}' needs a model that reads images"):
        evaluator(cart, llm).ask("3 items?", evidence=evidence)
    assert llm.calls == []


def test_text_only_model_refuses_given_screenshots(cart: StagehandPage) -> None:
    llm = ScriptedLLM()
    llm.supports_images = False
    with pytest.raises(EvaluationError, match="screenshots were passed, but scripted/test is text-only"):
        evaluator(cart, llm).ask("q", screenshot=[take_screenshot(cart, timeout_ms=SHOT_MS)])


def test_agent_reasoning_alone_needs_no_capture(cart: StagehandPage) -> None:
    llm = ScriptedLLM([yes()])
    verdict = evaluator(cart, llm).ask("done?", screenshot=False, agent_reasoning="I clicked Add one.")
    assert verdict.evidence == "none"
    (system, user) = llm.calls[0].messages
    assert "You get the agent's reasoning" in system.text()
    assert user.parts() == (
        TextPart("Agent's reasoning and actions taken:\nI clicked Add one."),
        TextPart("Question: done?"),
    )


def test_no_evidence_at_all_is_an_error_not_a_verdict(cart: StagehandPage) -> None:
    llm = ScriptedLLM()
    with pytest.raises(EvaluationError, match="nothing to judge"):
        evaluator(cart, llm).ask("done?", screenshot=False)
    with pytest.raises(EvaluationError, match="nothing to judge"):
        evaluator(cart, llm).batch_ask(["done?"], screenshot=False)
    assert llm.calls == []


@pytest.mark.parametrize(
    ("call", "message"),
    [
        ({"screenshot": []}, "nothing to look at"),
        ({"screenshot": [b"junk"]}, "not a readable image"),
        ({"screenshot": [b"x"], "evidence": "page_text"}, "carries no page text"),
        ({"evidence": "video"}, "evidence must be one of"),
    ],
)
def test_bad_arguments_raise_evaluation_error(
    cart: StagehandPage, call: dict[str, Any], message: str
) -> None:
    with pytest.raises(EvaluationError, match=message):
        evaluator(cart, ScriptedLLM()).ask("q", **call)


def test_unreadable_output_after_repair_is_invalid(cart: StagehandPage) -> None:
    failure = LLMOutputError(
        "output did not validate", provider="scripted", raw_text='{"evaluation": "MAYBE"}'
    )
    verdict = evaluator(cart, ScriptedLLM([failure])).ask("3 items?", screenshot_delay_ms=0)
    assert verdict.evaluation == "INVALID"
    assert not verdict
    assert verdict.reasoning == (
        "the model's output could not be read as a verdict, even after one repair attempt: "
        '\'{"evaluation": "MAYBE"}\''
    )


def test_other_llm_failures_propagate(cart: StagehandPage) -> None:
    with pytest.raises(ScriptedLLMError, match="ran dry"):
        evaluator(cart, ScriptedLLM()).ask("3 items?", screenshot_delay_ms=0)


def test_multi_screenshot_list_uses_the_progression_prompt(cart: StagehandPage) -> None:
    first = take_screenshot(cart, timeout_ms=SHOT_MS)
    cart.get_by_role("button", name="Add one").click()
    second = take_screenshot(cart, timeout_ms=SHOT_MS, type="jpeg")
    llm = ScriptedLLM([yes("Count went from 3 to 4.")])
    verdict = evaluator(cart, llm).ask("Did the count go up?", screenshot=[first, second])
    assert verdict.steps == 2
    system, user = llm.calls[0].messages
    assert "given a question and 2 steps (screenshots) showing the progression of a task" in system.text()
    assert [(i.data, i.media_type) for i in images(user)] == [(first, "image/png"), (second, "image/jpeg")]
    assert "Step 1 of 2:" in user.text()
    assert "Step 2 of 2:" in user.text()


def test_a_single_given_screenshot_uses_the_single_prompt(cart: StagehandPage) -> None:
    llm = ScriptedLLM([yes()])
    evaluator(cart, llm).ask("q", screenshot=[take_screenshot(cart, timeout_ms=SHOT_MS)])
    assert "You get a screenshot" in llm.calls[0].messages[0].text()


def test_batch_one_call_one_screenshot_results_in_order(cart: StagehandPage) -> None:
    llm = ScriptedLLM([{"evaluations": [yes("r1"), no("r2"), yes("r3")]}])
    questions: list[str | tuple[str, str | None] | Question] = [
        "Is this the cart?",
        ("How many items?", "5"),
        Question("Is there an Add button?"),
    ]
    verdicts = evaluator(cart, llm).batch_ask(questions, screenshot_delay_ms=0)
    assert [(v.question, v.answer, v.evaluation, v.reasoning) for v in verdicts] == [
        ("Is this the cart?", None, "YES", "r1"),
        ("How many items?", "5", "NO", "r2"),
        ("Is there an Add button?", None, "YES", "r3"),
    ]
    (call,) = llm.calls
    # The schema asks for exactly one verdict per question (a grammar-bound model stops at one).
    assert issubclass(call.output_type, BatchEvaluationResult)
    bounds = call.output_type.model_json_schema()["properties"]["evaluations"]
    assert (bounds["minItems"], bounds["maxItems"]) == (3, 3)
    user = call.messages[1]
    assert len(images(user)) == 1
    assert user.parts()[-1] == TextPart(
        "1. Is this the cart?\n\n2. How many items?\n   Answer: 5\n\n3. Is there an Add button?"
    )


def test_batch_count_mismatch_gives_invalid_entries(cart: StagehandPage) -> None:
    llm = ScriptedLLM([{"evaluations": [yes("r1")]}])
    verdicts = evaluator(cart, llm).batch_ask(["a", "b"], screenshot_delay_ms=0)
    assert [v.evaluation for v in verdicts] == ["INVALID", "INVALID"]
    assert [v.question for v in verdicts] == ["a", "b"]
    assert "returned 1 verdicts for 2 questions" in verdicts[1].reasoning


def test_batch_unreadable_output_is_invalid_for_every_question(cart: StagehandPage) -> None:
    llm = ScriptedLLM([LLMOutputError("bad", raw_text="[]")])
    verdicts = evaluator(cart, llm).batch_ask(["a", "b"], screenshot_delay_ms=0)
    assert [v.evaluation for v in verdicts] == ["INVALID", "INVALID"]


def test_batch_needs_a_question(cart: StagehandPage) -> None:
    with pytest.raises(EvaluationError, match="at least one question"):
        evaluator(cart, ScriptedLLM()).batch_ask([])


def test_evaluate_goals_lists_failures(cart: StagehandPage) -> None:
    llm = ScriptedLLM([{"evaluations": [yes("r1"), no("no Add button")]}])
    batch = evaluator(cart, llm).evaluate_goals(["cart", "add button"], screenshot_delay_ms=0)
    assert not batch
    assert repr(batch) == "<1 of 2 goals not met: #2 NO 'add button': no Add button>"


def test_store_hit_on_unchanged_page_makes_no_call_and_a_change_re_evaluates(cart: StagehandPage) -> None:
    store = DictStore()
    first = evaluator(cart, ScriptedLLM([yes()]), store=store).ask("3 items?", screenshot_delay_ms=0)
    assert len(store.entries) == 1
    assert not first.cached

    # A fresh evaluator with an empty script: any LLM call would raise ScriptedLLMError.
    reused = evaluator(cart, ScriptedLLM(), store=store).ask("3 items?", screenshot_delay_ms=0)
    assert reused.cached
    assert reused == Verdict(**{**first.to_dict(), "cached": True})

    cart.get_by_role("button", name="Add one").click()
    llm = ScriptedLLM([no("It shows 4.")])
    changed = evaluator(cart, llm, store=store).ask("3 items?", screenshot_delay_ms=0)
    assert (changed.evaluation, changed.cached, len(llm.calls)) == ("NO", False, 1)
    assert len(store.entries) == 2


def test_store_key_depends_on_question_answer_model_and_evidence_kind(cart: StagehandPage) -> None:
    store = DictStore()
    evaluator(cart, ScriptedLLM([yes()]), store=store).ask("q", screenshot_delay_ms=0)
    variations: list[dict[str, Any]] = [
        {"answer": "3"},
        {"evidence": "page_text"},
        {"agent_reasoning": "clicked"},
        {"system_prompt": "Be strict."},
    ]
    for ask in variations:
        llm = ScriptedLLM([yes()])
        evaluator(cart, llm, store=store).ask("q", screenshot_delay_ms=0, **ask)
        assert len(llm.calls) == 1, ask
    other_model = ScriptedLLM([yes()], model_id="scripted/other")
    evaluator(cart, other_model, store=store).ask("q", screenshot_delay_ms=0)
    assert len(other_model.calls) == 1


def test_invalid_is_never_stored(cart: StagehandPage) -> None:
    store = DictStore()
    evaluator(cart, ScriptedLLM([LLMOutputError("bad", raw_text="?")]), store=store).ask(
        "q", screenshot_delay_ms=0
    )
    assert store.entries == {}
    assert len(store.gets) == 1


def test_batch_asks_only_the_questions_the_store_does_not_hold(cart: StagehandPage) -> None:
    store = DictStore()
    evaluator(cart, ScriptedLLM([{"evaluations": [yes("a1")]}]), store=store).batch_ask(
        ["a"], screenshot_delay_ms=0
    )
    llm = ScriptedLLM([{"evaluations": [no("b1")]}])
    verdicts = evaluator(cart, llm, store=store).batch_ask(["a", "b"], screenshot_delay_ms=0)
    assert [(v.question, v.evaluation, v.cached) for v in verdicts] == [
        ("a", "YES", True),
        ("b", "NO", False),
    ]
    assert "1. b" in llm.calls[0].messages[1].text()
    assert "a" not in llm.calls[0].messages[1].parts()[-1].text  # type: ignore[union-attr]


def test_journey_collects_captures_and_judges_the_progression(cart: StagehandPage) -> None:
    llm = ScriptedLLM([yes("3 then 4.")])
    judge = evaluator(cart, llm)
    with judge.journey(capture_on_enter=True) as journey:
        cart.get_by_role("button", name="Add one").click()
        judge.record_action("clicked Add one")
    judge.record_action("outside the block: not captured")
    verdict = journey.judge("Did the count go from 3 to 4?")
    assert verdict
    assert verdict.steps == 3
    assert [s.label for s in journey.steps] == ["start", "clicked Add one"]  # the final one is the judge's
    user = llm.calls[0].messages[1]
    assert len(images(user)) == 3
    assert "Step 2 of 3 (clicked Add one):" in user.text()
    assert "Step 3 of 3 (final):" in user.text()


def test_journey_with_page_text_captures_text_at_each_step(cart: StagehandPage) -> None:
    llm = ScriptedLLM([yes()])
    journey = evaluator(cart, llm).journey(evidence="page_text")
    journey.capture("before")
    cart.get_by_role("button", name="Add one").click()
    verdict = journey.judge("went up?")
    assert verdict.evidence == "page_text"
    text = llm.calls[0].messages[1].text()
    assert text.index("\n3 items") < text.index("\n4 items")
    assert images(llm.calls[0].messages[1]) == []


def test_journey_without_captures_is_an_error(cart: StagehandPage) -> None:
    with pytest.raises(EvaluationError, match="no captures"):
        evaluator(cart, ScriptedLLM()).journey().judge("q", capture_final=False)


def test_usage_is_recorded_under_evaluate_and_observers_see_verdicts(cart: StagehandPage) -> None:
    ledger = UsageLedger()
    seen: list[tuple[list[str], int]] = []

    def observer(verdicts: Sequence[Verdict], steps: Sequence[EvidenceStep]) -> None:
        seen.append(([v.evaluation for v in verdicts], len(steps)))

    judge = evaluator(
        cart, ScriptedLLM([yes(), {"evaluations": [no(), yes()]}]), usage=[ledger], observers=[observer]
    )
    judge.ask("q", screenshot_delay_ms=0)
    judge.batch_ask(["a", "b"], screenshot_delay_ms=0)
    assert ledger.calls_by_primitive() == {"evaluate": 2}
    assert ledger.total.prompt_tokens > 0
    assert seen == [(["YES"], 1), (["NO", "YES"], 1)]
    assert [v.evaluation for v in judge.history] == ["YES", "NO", "YES"]


def test_the_evaluator_fixture_is_the_pages_evaluator_on_the_tests_model(
    cart: StagehandPage, request: pytest.FixtureRequest
) -> None:
    llm = ScriptedLLM([yes(), {"evaluations": [yes(), no("No coupon field.")]}])
    cart.stagehand.llm = llm  # what overriding the stagehand_llm fixture gives a test
    evaluator: Evaluator = request.getfixturevalue("evaluator")
    assert evaluator is cart.evaluator
    assert evaluator.ask("Does the cart show 3 items?", evidence="page_text")
    batch = evaluator.batch_ask(["3 items?", "a coupon field?"], evidence="page_text")
    assert [v.evaluation for v in batch] == ["YES", "NO"]
    assert cart.stagehand.usage.calls_by_primitive() == {"evaluate": 2}
    llm.assert_all_used()


def test_a_journey_captures_after_every_act_through_the_page(cart: StagehandPage) -> None:
    """``with page.journey()``: the page captures on entry and after each successful act, with no
    call from the test; one multi-screenshot verdict judges the whole progression."""
    add = id_of(capture_snapshot(cart), "button", "Add one")
    llm = ScriptedLLM(
        [choice(add, "Add one button", "click"), choice(add, "Add one button", "click"), yes("3, 4, then 5.")]
    )
    cart.stagehand.llm = llm
    with cart.journey() as journey:
        cart.act("click the Add one button")
        cart.act("click the Add one button")
    verdict = journey.judge("Did the count go from 3 to 5, one at a time?")

    assert verdict
    assert verdict.steps == 4  # start, after each act, final
    assert [step.label for step in journey.steps] == ["start", "Add one button", "Add one button"]
    user = llm.calls[2].messages[1]
    assert len(images(user)) == 4
    assert "Step 2 of 4 (Add one button):" in user.text()
    llm.assert_all_used()


# ---- the screenshot delay, observed through Playwright's own tracing ------------------------------


def traced(page: StagehandPage, run: Callable[[], object]) -> list[tuple[str, dict[str, Any]]]:
    """(method, params) of every Playwright call ``run`` made, from a real trace of the context.
    The trace's own bookkeeping (the Tracing.group labels the plugin puts around a verdict) is left
    out: it asks nothing of the page."""
    tracing = page.context.tracing  # the context's own tracing: nothing of Playwright is replaced
    handle, trace_file = tempfile.mkstemp(suffix=".zip")
    os.close(handle)
    tracing.start()
    try:
        run()
    finally:
        tracing.stop(path=trace_file)
    try:
        with zipfile.ZipFile(trace_file) as archive:
            lines = archive.read("trace.trace").decode().splitlines()
    finally:
        os.unlink(trace_file)
    events = [json.loads(line) for line in lines]
    return [
        (e["method"], e.get("params") or {})
        for e in events
        if e.get("type") == "before" and e.get("class") != "Tracing"
    ]


def waits_and_captures(calls: list[tuple[str, dict[str, Any]]]) -> list[str]:
    """The waits and screenshots, in order (a page-text capture shows as its snapshot evaluation)."""
    found = []
    for method, params in calls:
        if method == "waitForTimeout":
            found.append(f"wait {params['waitTimeout']:g}")
        elif method == "screenshot":
            found.append("screenshot")
    return found


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ({}, ["wait 250", "screenshot"]),  # Stagehand's default: let the last interaction render
        ({"screenshot_delay_ms": 0}, ["screenshot"]),
        ({"screenshot_delay_ms": 40}, ["wait 40", "screenshot"]),
    ],
)
def test_ask_waits_screenshot_delay_ms_before_the_capture(
    cart: StagehandPage, options: dict[str, Any], expected: list[str]
) -> None:
    judge = evaluator(cart, ScriptedLLM([yes()]))
    calls = traced(cart, lambda: judge.ask("3 items?", **options))
    assert waits_and_captures(calls) == expected


def test_batch_and_page_text_captures_wait_the_same_way(cart: StagehandPage) -> None:
    judge = evaluator(cart, ScriptedLLM([{"evaluations": [yes(), yes()]}, yes()]))
    batch_calls = traced(cart, lambda: judge.batch_ask(["a", "b"]))
    assert waits_and_captures(batch_calls) == ["wait 250", "screenshot"]
    text_calls = traced(cart, lambda: judge.ask("a", evidence="page_text"))
    # The trace's own group marks around the verdict (browser.trace_group) are not page calls.
    methods = [method for method, _ in text_calls if not method.startswith("tracingGroup")]
    # One wait, before anything the snapshot asks of the page; no screenshot for page text.
    assert methods[0] == "waitForTimeout"
    assert len(methods) > 1
    assert "waitForTimeout" not in methods[1:]
    assert "screenshot" not in methods


def test_a_journey_capture_after_an_act_includes_the_navigation_it_started(
    page: StagehandPage, site: Site
) -> None:
    """A click can return before the navigation it causes has begun (here 100 ms later, as a router
    would): the capture after the act must show the new page on every run, or the journey's verdict
    key (a hash of its evidence) changes between replays and the committed verdict is missed."""
    site.add("/arrived.html", "<title>Arrived</title><h1>Welcome to the next page</h1>")
    page.goto(
        site.add(
            "/leave.html",
            "<h1>Start page</h1><button onclick=\"setTimeout(() => location.href = 'arrived.html', 100)\">"
            "Go</button>",
        )
    )
    go = id_of(capture_snapshot(page), "button", "Go")
    page.stagehand.llm = ScriptedLLM([choice(go, "Go button", "click")])
    with page.journey(evidence="page_text") as journey:
        page.act("click Go")

    after_act = journey.steps[1].page_text or ""
    assert "Welcome to the next page" in after_act
    assert "Start page" not in after_act


def test_journey_captures_do_not_wait(cart: StagehandPage) -> None:
    judge = evaluator(cart, ScriptedLLM([yes()]))

    def journey() -> None:
        with judge.journey() as steps:
            judge.record_action("nothing")
        steps.judge("q")

    assert waits_and_captures(traced(cart, journey)) == ["screenshot"] * 3  # enter, action, final


# ---- argument forms and journeys ------------------------------------------------------------------


def test_one_screenshot_as_bytes_is_judged_like_a_list_of_one(cart: StagehandPage) -> None:
    png = take_screenshot(cart, timeout_ms=SHOT_MS)
    llm = ScriptedLLM([yes(), yes()])
    judge = evaluator(cart, llm)
    assert judge.ask("3 items?", screenshot=png).steps == 1
    assert judge.ask("3 items?", screenshot=[png]).steps == 1
    assert (
        images(llm.calls[0].messages[1]) == images(llm.calls[1].messages[1]) == [ImagePart(png, "image/png")]
    )


@pytest.mark.parametrize(
    ("screenshot", "message"),
    [
        ("shot.png", r"got str 'shot.png'; to judge an image file, pass Path\(...\).read_bytes\(\)"),
        (None, "screenshot must be True/False, the PNG/JPEG bytes of one screenshot or a list of them"),
        ([b"x", "shot.png"], "screenshot 2 of the list is a str, not PNG/JPEG bytes"),
    ],
)
def test_a_screenshot_of_the_wrong_type_is_a_clear_error(
    cart: StagehandPage, screenshot: Any, message: str
) -> None:
    llm = ScriptedLLM()
    with pytest.raises(EvaluationError, match=message):
        evaluator(cart, llm).ask("q", screenshot=screenshot)
    assert llm.calls == []


def test_judging_a_journey_twice_sees_the_same_steps_and_a_fresh_final_capture(cart: StagehandPage) -> None:
    llm = ScriptedLLM([yes(), yes()], model_id="scripted/text")
    journey = evaluator(cart, llm).journey(evidence="page_text")
    journey.capture("before")
    cart.get_by_role("button", name="Add one").click()
    first = journey.judge("went up once?")
    cart.get_by_role("button", name="Add one").click()
    second = journey.judge("went up twice?")

    assert (first.steps, second.steps) == (2, 2)
    assert [step.label for step in journey.steps] == ["before"]
    first_text, second_text = (call.messages[1].text() for call in llm.calls)
    assert "Step 2 of 2 (final):" in first_text
    assert "\n4 items" in first_text
    assert "Step 2 of 2 (final):" in second_text
    assert "\n5 items" in second_text
    assert "\n4 items" not in second_text  # the first judge's final capture is gone


def test_evaluator_and_page_journeys_both_capture_on_entry_by_default(cart: StagehandPage) -> None:
    cart.stagehand.llm = ScriptedLLM()
    with evaluator(cart, ScriptedLLM()).journey() as own, cart.journey() as pages:
        pass
    assert [step.label for step in own.steps] == [step.label for step in pages.steps] == ["start"]


# ---- usage and the call behind a verdict ----------------------------------------------------------


def test_an_invalid_verdict_still_records_what_its_calls_cost(cart: StagehandPage) -> None:
    ledger = UsageLedger()
    spent = Usage(prompt_tokens=1200, completion_tokens=80)
    failure = LLMOutputError("bad twice", raw_text="MAYBE", usage=spent)
    verdict = evaluator(cart, ScriptedLLM([failure]), usage=[ledger]).ask("q", screenshot_delay_ms=0)
    assert verdict.evaluation == "INVALID"
    assert ledger.by_primitive()["evaluate"] == spent
    assert ledger.calls_by_primitive() == {"evaluate": 1}
    assert verdict.call is not None
    assert (verdict.call.response, verdict.call.usage, verdict.call.cache) == ("MAYBE", spent, "off")


def test_a_batch_that_comes_back_unreadable_records_its_usage_once(cart: StagehandPage) -> None:
    ledger = UsageLedger()
    failure = LLMOutputError("bad", raw_text="[]", usage=Usage(prompt_tokens=900, completion_tokens=4))
    evaluator(cart, ScriptedLLM([failure]), usage=[ledger]).batch_ask(["a", "b"], screenshot_delay_ms=0)
    assert ledger.total.prompt_tokens == 900
    assert ledger.calls_by_primitive() == {"evaluate": 1}


def test_a_verdict_carries_its_call_and_a_reused_one_does_not(cart: StagehandPage) -> None:
    store = DictStore()
    fresh = evaluator(cart, ScriptedLLM([yes()]), store=store).ask("3 items?", screenshot_delay_ms=0)
    assert fresh.call is not None
    assert fresh.call.cache == "recorded"
    assert (
        fresh.call.response
        == '{"evidence":["3 items"],"reasoning":"The cart shows 3 items.","evaluation":"YES"}'
    )
    assert fresh.call.prompt.startswith("[system]\nYou check whether a statement")
    assert re.search(
        r"\[user\]\n\[image/png image, [0-9]+ bytes\]\n\nQuestion: 3 items\?$", fresh.call.prompt
    )
    reused = evaluator(cart, ScriptedLLM(), store=store).ask("3 items?", screenshot_delay_ms=0)
    assert (reused.cached, reused.call) == (True, None)
    invalid = evaluator(cart, ScriptedLLM([LLMOutputError("bad", raw_text="?")]), store=store).ask(
        "other?", screenshot_delay_ms=0
    )
    assert invalid.call is not None
    assert invalid.call.cache == "not stored (INVALID)"


def test_goals_can_be_named_as_the_readme_documents_them(cart: StagehandPage) -> None:
    # evaluate_goal(goal, ...) / evaluate_goals(goals, ...) are the documented names: keyword calls
    # keep working however the evaluator's methods share their parameters.
    llm = ScriptedLLM([yes(), no("Only 2 items are listed."), {"evaluations": [yes("r1"), no("r2")]}])
    judge = evaluator(cart, llm)
    assert judge.evaluate_goal(goal="3 items?", screenshot_delay_ms=0)
    verdict = judge.ask(goal="2 items?", screenshot_delay_ms=0)
    assert (verdict.question, verdict.evaluation) == ("2 items?", "NO")
    batch = judge.evaluate_goals(goals=["a", "b"], screenshot_delay_ms=0)
    assert [(v.question, v.evaluation) for v in batch.verdicts] == [("a", "YES"), ("b", "NO")]
