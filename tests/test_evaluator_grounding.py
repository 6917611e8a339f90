"""Trustworthy verdicts: plain-fact page text, grounded YES, strict mode, bad input, verbose logs.

Pipeline logic runs against a scripted LLM; pages are real Chromium pages from the local test site.
"""

from __future__ import annotations

import logging
from typing import Any

import pytest

from pytest_stagehand import StagehandPage, expect_goal
from pytest_stagehand.config import MARKER_KEYS, Settings
from pytest_stagehand.errors import EmptyEvidenceError, EvaluationError, GoalNotMetError
from pytest_stagehand.evaluation.evaluator import Evaluator
from pytest_stagehand.evaluation.facts import plain_text
from pytest_stagehand.evaluation.grounding import (
    absent_values,
    check_quotes,
    description_unquoted,
    done_only_to_come,
    excerpt,
    line_of_pieces,
    lines_quoted,
    normalise,
    rate_dropped,
    says_most_of,
    status_unquoted,
    unquoted_names,
    unquoted_numbers,
    without_container,
    without_its_article,
)
from pytest_stagehand.evaluation.struck import as_current
from pytest_stagehand.evaluation.verdict import Question, RawVerdict, combine_strict
from pytest_stagehand.prompts.evaluate import PromptQuestion, opposite, prompt_digest
from pytest_stagehand.snapshot import capture_snapshot
from pytest_stagehand.testing import ScriptedLLM
from tests.support.server import Site
from tests.support.verdicts import judge, no, yes

FORM = """<title>Profile</title><h1>Profile settings</h1>
<header><span>Signed in as Ann</span> <a href="/logout">Log out</a></header>
<label for="country">Country</label>
<select id="country"><option>Choose</option><option>France</option><option selected>Japan</option></select>
<label><input type="checkbox" checked> Email me deals</label>
<label><input type="checkbox"> Share my trips</label>
<label><input type="radio" name="p"> Monthly</label><label><input type="radio" name="p" checked> Yearly</label>
<label for="name">Full name</label><input id="name" value="Ann Lee">
<label for="phone">Phone</label><input id="phone" placeholder="+1 555 0100">
<label for="pw">Password</label><input id="pw" type="password" value="secret-pw">
<span id="s">Sound</span><button role="switch" aria-checked="false" aria-labelledby="s"></button>
<button disabled>Save changes</button>
<button aria-expanded="false">Advanced</button>
<table><tr><th>Plan</th><th>Price</th></tr><tr><td>Basic</td><td>$9</td></tr><tr><td>Pro</td><td>$29</td></tr></table>
<ul><li>Apples</li><li>Pears</li></ul>"""


@pytest.fixture
def form(page: StagehandPage, site: Site) -> StagehandPage:
    page.goto(site.add("/form.html", FORM))
    return page


# ---- the page text states facts plainly ------------------------------------------------------------


def test_page_text_says_every_state_in_words(form: StagehandPage) -> None:
    text = plain_text(capture_snapshot(form).nodes.values())
    lines = [line.strip() for line in text.splitlines()]
    assert "Country (drop-down): Japan selected; other options: Choose, France" in lines
    assert "Email me deals (checkbox): checked" in lines
    assert "Share my trips (checkbox): not checked" in lines
    assert "Monthly (radio button): not selected" in lines
    assert "Yearly (radio button): selected" in lines
    assert "Full name (text field): Ann Lee" in lines
    assert "Phone (text field): empty" in lines  # the placeholder is not a value
    assert "Sound (switch): off" in lines
    assert "Save changes (button, disabled)" in lines
    assert "Advanced (button, collapsed)" in lines
    assert "row: Plan: Basic | Price: $9" in lines
    assert "row: Plan: Pro | Price: $29" in lines
    assert "- Apples" in lines
    # No password, no ids, no label repeated on a line of its own.
    assert "secret-pw" not in text
    assert "Password (text field): filled in (hidden)" in lines
    assert "[0-" not in text
    assert lines.count("Email me deals") == 0


def test_page_text_follows_the_live_state_of_the_page(form: StagehandPage) -> None:
    form.select_option("#country", "France")
    form.get_by_label("Share my trips").check()
    text = plain_text(capture_snapshot(form).nodes.values())
    assert "Country (drop-down): France selected; other options: Choose, Japan" in text
    assert "Share my trips (checkbox): checked" in text


SUMMARY = """<title>Order</title><h2>Order summary</h2>
<dl>
  <dt>Subtotal</dt><dd>$169.00</dd>
  <dt><strong>Total:</strong></dt><dd>$212.50</dd>
  <div><dt>Delivery</dt><dd>Will-call</dd></div>
  <dt>Authors</dt><dd>Ann Lee</dd><dd>Bo Chen</dd>
  <dt>Receipt</dt><dd><a href="/r">Download</a></dd>
</dl>
<p>Thank you</p>"""


def test_a_description_list_reads_each_term_with_its_definition(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/summary.html", SUMMARY))
    lines = [line.strip() for line in plain_text(capture_snapshot(page).nodes.values()).splitlines()]
    assert "Subtotal: $169.00" in lines
    assert "Total: $212.50" in lines  # the term's own colon is not doubled
    assert "Delivery: Will-call" in lines  # a <div> grouping a term and its definition
    assert "Authors: Ann Lee; Bo Chen" in lines
    # A definition that holds a link keeps its lines: the link's line says what it is.
    assert lines[lines.index("Receipt") + 1] == "Download (link)"
    assert "Thank you" in lines
    assert "$212.50" not in lines
    assert "Subtotal" not in lines


# ---- grounding ---------------------------------------------------------------------------------


def test_quotes_match_forgiving_case_spaces_and_quote_marks_but_not_other_facts() -> None:
    text = "row: Plan: Basic | Price: $9\n  Delete project 'Apollo'?"
    assert check_quotes(["plan: basic |  price: $9."], [text]).grounded
    assert check_quotes(["Delete project “Apollo”"], [text]).grounded
    # The page's quotation marks dropped by the model: still the page's words; other words are not.
    results = 'status: 3 results for "lamp"'
    assert check_quotes(["3 results for lamp"], [results]).grounded
    assert not check_quotes(["3 results for lamps"], [results]).grounded
    assert not check_quotes(["5 results for lamp"], [results]).grounded
    found = check_quotes(["Price: $19", "Plan: Basic"], [text])
    assert not found.grounded
    assert found.missing == ("Price: $19",)
    assert not check_quotes([], [text]).grounded
    assert not check_quotes(["  ", "..."], [text]).grounded  # nothing but punctuation is no quote
    assert normalise("  A   “b” . ") == "a 'b"  # the ends' punctuation goes


def test_excerpt_shows_the_lines_around_the_quotes() -> None:
    text = "\n".join(f"line {n}" for n in range(30))
    shown = excerpt(text, ["line 20"], context_lines=1)
    assert shown == "line 19\nline 20\nline 21"
    assert excerpt(text, ["absent"], limit=3) == "line 0\nline 1\nline 2"
    assert excerpt(text, ["line 3", "line 9"], context_lines=0) == "line 3\n...\nline 9"


def test_a_yes_quoting_what_the_page_says_is_yes(form: StagehandPage) -> None:
    llm = ScriptedLLM([yes("Country (drop-down): Japan selected")])
    verdict = judge(form, llm).evaluate_goal("The user lives in Japan", screenshot_delay_ms=0)
    assert verdict
    assert verdict.quotes == ("Country (drop-down): Japan selected",)


def test_a_yes_quoting_words_not_on_the_page_is_ungrounded_and_falsy(form: StagehandPage) -> None:
    llm = ScriptedLLM([yes("has an option labeled Germany", reason="Germany is offered.")])
    verdict = judge(form, llm).evaluate_goal("The country drop-down offers Germany", screenshot_delay_ms=0)
    assert not verdict
    assert verdict.evaluation == "UNGROUNDED"
    assert "'has an option labeled Germany'" in verdict.reasoning
    assert "Germany is offered." in verdict.reasoning
    # The failing assert's message shows what was judged.
    assert "page text judged:" in repr(verdict)
    assert "Country (drop-down)" in verdict.explain()


def test_a_yes_quoting_the_statement_is_asked_once_for_the_page_s_lines(form: StagehandPage) -> None:
    # A 1.5B model's habit: the statement as its own evidence. One more turn says it is not evidence.
    llm = ScriptedLLM([yes("The user lives in Japan"), yes("Country (drop-down): Japan selected")])
    verdict = judge(form, llm).evaluate_goal("The user lives in Japan", screenshot_delay_ms=0)
    assert verdict.evaluation == "YES"
    assert verdict.quotes == ("Country (drop-down): Japan selected",)
    first, second = llm.calls
    assert [m.role for m in second.messages][-2:] == ["assistant", "user"]
    assert "repeats the statement, which is not evidence" in second.messages[-1].text()
    assert second.messages[: len(first.messages)] == first.messages


def test_the_statement_quoted_beside_a_real_line_is_left_out_and_the_yes_stands(form: StagehandPage) -> None:
    # The local model's answer in the example suite: the statement, then the page's own line.
    # (A statement no check of the page text decides: "Japan is selected as the country" would be
    # confirmed by its line whatever the quotes, see test_evaluator_claims.py.)
    llm = ScriptedLLM([yes("The user's country is Japan", "Country (drop-down): Japan selected")])
    verdict = judge(form, llm).evaluate_goal("The user's country is Japan", screenshot_delay_ms=0)
    assert verdict.evaluation == "YES"
    assert len(llm.calls) == 1
    # Something beyond the statement is a claim of its own, checked like any quote.
    made_up = yes("The user's country is Japan since 2020", "Country (drop-down): Japan selected")
    llm = ScriptedLLM([made_up, made_up])  # holding the statement, it is asked for the page's lines once
    verdict = judge(form, llm).evaluate_goal("The user's country is Japan", screenshot_delay_ms=0)
    assert verdict.evaluation == "UNGROUNDED"
    assert "since 2020" in verdict.reasoning


def test_a_batch_leaves_each_goal_s_own_words_out_of_its_evidence(form: StagehandPage) -> None:
    llm = ScriptedLLM(
        [
            {
                "evaluations": [
                    yes("The user pays once a year", "Yearly (radio button): selected"),
                    yes("The user hears sounds"),
                ]
            }
        ]
    )
    batch = judge(form, llm).evaluate_goals(
        ["The user pays once a year", "The user hears sounds"], screenshot_delay_ms=0
    )
    assert [v.evaluation for v in batch] == ["YES", "UNGROUNDED"]


def test_a_part_of_the_statement_said_again_beside_a_real_line_is_left_out(form: StagehandPage) -> None:
    """fresh23 (blind; read after its run): "The current mileage field is empty" and "Enter the
    current mileage", for "The current mileage field is blank and an error asks for it". A part said
    again, or the statement with one word another, is the question; with a value of its own it is a
    made-up line (a date of birth "14/07/1968" for "... is 14 June 1968")."""
    goal = "The Yearly plan is selected and the user pays once a year"
    real = "Yearly (radio button): selected"
    llm = ScriptedLLM([yes("The Yearly plan is selected", real)])
    assert judge(form, llm).evaluate_goal(goal, screenshot_delay_ms=0).evaluation == "YES"
    llm = ScriptedLLM([yes("The Yearly plan is chosen and the user pays once a year", real)])
    assert judge(form, llm).evaluate_goal(goal, screenshot_delay_ms=0).evaluation == "YES"
    llm = ScriptedLLM([yes("The Yearly plan is selected and the user pays 2020", real)])
    assert judge(form, llm).evaluate_goal(goal, screenshot_delay_ms=0).evaluation == "UNGROUNDED"
    # two words alone are no part said again: they stand for a page line, and no line says them
    llm = ScriptedLLM([yes("Yearly plan", real)])
    assert judge(form, llm).evaluate_goal(goal, screenshot_delay_ms=0).evaluation == "UNGROUNDED"


def test_a_no_whose_reasoning_concludes_yes_is_judged_as_that_yes(form: StagehandPage) -> None:
    """fresh23 parking fine appeal: "This directly supports the truth of the statement", answered NO.
    The YES is then checked as any: grounded in its quotes, and not contradicted by the page text."""
    said = "The country is set to Japan. This directly supports the truth of the statement."
    llm = ScriptedLLM([no("Country (drop-down): Japan selected", reason=said)])
    verdict = judge(form, llm).evaluate_goal("The user's country is Japan", screenshot_delay_ms=0)
    assert verdict.evaluation == "YES"
    llm = ScriptedLLM([no("Country: France", reason=said)])  # a line the page does not hold
    verdict = judge(form, llm).evaluate_goal("The user's country is Japan", screenshot_delay_ms=0)
    assert verdict.evaluation == "UNGROUNDED"
    llm = ScriptedLLM(
        [no("Country (drop-down): Japan selected", reason="It does not directly support the statement.")]
    )
    assert (
        judge(form, llm).evaluate_goal("The user's country is Japan", screenshot_delay_ms=0).evaluation
        == "NO"
    )


def test_a_second_answer_that_still_restates_the_statement_stays_ungrounded(form: StagehandPage) -> None:
    llm = ScriptedLLM([yes("The user is an administrator, Ann"), yes("the user is an administrator")])
    verdict = judge(form, llm).evaluate_goal("The user is an administrator", screenshot_delay_ms=0)
    assert verdict.evaluation == "UNGROUNDED"
    assert len(llm.calls) == 2  # asked once more, never a third time


def test_a_made_up_quote_that_is_not_the_statement_is_not_asked_again(form: StagehandPage) -> None:
    llm = ScriptedLLM([yes("Signed in as Bob, administrator")])
    verdict = judge(form, llm).evaluate_goal("The user is an administrator", screenshot_delay_ms=0)
    assert verdict.evaluation == "UNGROUNDED"
    assert len(llm.calls) == 1


def test_a_yes_without_quotes_is_ungrounded(form: StagehandPage) -> None:
    verdict = judge(form, ScriptedLLM([yes()])).evaluate_goal(
        "The user is an administrator", screenshot_delay_ms=0
    )
    assert verdict.evaluation == "UNGROUNDED"
    assert "quoted nothing" in verdict.reasoning


def test_a_no_needs_no_quotes_and_shows_the_page_text_around_its_quotes(form: StagehandPage) -> None:
    llm = ScriptedLLM([no("Japan selected", reason="Japan is selected, not France.")])
    verdict = judge(form, llm).evaluate_goal("France is selected as the country", screenshot_delay_ms=0)
    assert verdict.evaluation == "NO"
    assert "Country (drop-down): Japan selected" in verdict.excerpt


def test_batch_verdicts_are_grounded_one_by_one(form: StagehandPage) -> None:
    llm = ScriptedLLM([{"evaluations": [yes("Row: Plan: Basic | Price: $9"), yes("Price: $19")]}])
    batch = judge(form, llm).evaluate_goals(
        ["The cheapest plan costs $9", "The cheapest plan costs $19"], screenshot_delay_ms=0
    )
    assert [v.evaluation for v in batch] == ["YES", "UNGROUNDED"]
    assert not batch


class _DictStore:
    def __init__(self) -> None:
        self.entries: dict[str, Any] = {}

    def get(self, key: Any) -> Any:
        return self.entries.get(key.digest)

    def put(self, key: Any, verdict: Any) -> None:
        self.entries[key.digest] = verdict


def test_a_batch_judged_separately_asks_each_goal_as_ask_does_on_one_capture(form: StagehandPage) -> None:
    store = _DictStore()
    llm = ScriptedLLM(
        [yes("Country (drop-down): Japan selected"), no("Signed in as Ann", reason="Ann is a member.")]
    )
    batch = judge(form, llm, store=store).evaluate_goals(
        ["The user lives in Japan", "Ann is an administrator", "Sound is turned off"],
        screenshot_delay_ms=0,
        separately=True,
    )
    assert [v.evaluation for v in batch] == ["YES", "NO", "YES"]
    assert batch[2].decided  # the page text decides it: two calls for three goals
    first, second = llm.calls
    for call, goal in ((first, "The user lives in Japan"), (second, "Ann is an administrator")):
        assert call.prompt_text.endswith(f"Statement: {goal}")  # the single prompt, one goal each
        assert "1. " not in call.prompt_text.split("</page_text>")[-1]
    # The same verdicts ask() gives: stored under ask's key, reused with no call.
    again = judge(form, ScriptedLLM([]), store=store).evaluate_goal(
        "Ann is an administrator", screenshot_delay_ms=0
    )
    assert again.cached
    assert again.evaluation == "NO"


def test_a_journey_is_grounded_on_the_text_of_all_its_steps(form: StagehandPage) -> None:
    llm = ScriptedLLM([yes("Japan selected", "France selected")])
    evaluator = judge(form, llm)
    with evaluator.journey() as journey:
        form.select_option("#country", "France")
        evaluator.record_action("chose France")
    assert journey.judge("the country went from Japan to France")
    llm.add(yes("Germany selected"))
    assert journey.judge("the country went to Germany").evaluation == "UNGROUNDED"
    # What happened between the steps is in no step's text: the element it happened to is.
    llm.add(yes("The 'Country' drop-down was set to 'France'"))
    assert journey.judge("the user chose France as the country")
    # A single moment has no such gap: the same wrapped quote grounds nothing there.
    llm.add(yes("The 'Country' drop-down was set to 'France'"))
    assert evaluator.evaluate_goal("the user chose France", screenshot_delay_ms=0).evaluation == "UNGROUNDED"


def test_screenshot_evidence_cannot_be_checked_so_quotes_are_kept_as_given(form: StagehandPage) -> None:
    llm = ScriptedLLM([yes("a big green tick")])
    verdict = Evaluator(form, llm).evaluate_goal("a tick is shown", screenshot_delay_ms=0)
    assert verdict.evidence == "screenshot"
    assert verdict
    assert verdict.quotes == ("a big green tick",)


# ---- strict mode -------------------------------------------------------------------------------


def test_strict_asks_the_goal_and_its_opposite_in_one_request_and_says_yes_when_they_agree(
    form: StagehandPage,
) -> None:
    llm = ScriptedLLM([{"evaluations": [yes("Japan selected"), no("Japan selected")]}])
    verdict = judge(form, llm).evaluate_goal("The user lives in Japan", strict=True, screenshot_delay_ms=0)
    assert verdict
    assert verdict.strict
    (call,) = llm.calls
    assert "1. The user lives in Japan" in call.prompt_text
    assert "2. It is not true that the user lives in Japan" in call.prompt_text


def test_strict_disagreement_is_no_with_both_reasonings(form: StagehandPage) -> None:
    llm = ScriptedLLM(
        [
            {
                "evaluations": [
                    yes("Japan selected", reason="direct says so"),
                    yes("France", reason="opposite too"),
                ]
            }
        ]
    )
    verdict = judge(form, llm).evaluate_goal("The user lives in France", strict=True, screenshot_delay_ms=0)
    assert verdict.evaluation == "NO"
    assert "direct says so" in verdict.reasoning
    assert "opposite too" in verdict.reasoning


def test_strict_is_the_evaluators_default_when_set_and_has_its_own_verdict_key(form: StagehandPage) -> None:
    llm = ScriptedLLM([{"evaluations": [no("Japan"), yes("Japan")]}])
    verdict = judge(form, llm, strict=True).evaluate_goal("France is selected", screenshot_delay_ms=0)
    assert verdict.evaluation == "NO"
    assert verdict.strict
    assert prompt_digest("strict") not in {prompt_digest("single"), prompt_digest("batch")}


def test_strict_batch_pairs_each_goal_with_its_opposite(form: StagehandPage) -> None:
    llm = ScriptedLLM(
        [{"evaluations": [yes("Basic | Price: $9"), no(), yes("Pro"), yes("Pro", reason="Pro is there.")]}]
    )
    batch = judge(form, llm).evaluate_goals(
        ["The cheapest plan costs $9", "The dearest plan costs $19"], strict=True, screenshot_delay_ms=0
    )
    assert [v.evaluation for v in batch] == ["YES", "NO"]
    llm.add({"evaluations": [yes("Basic")]})  # one answer for two questions and their opposites
    again = judge(form, llm).evaluate_goals(
        ["The cheapest plan costs $8", "The dearest plan costs $28"], strict=True, screenshot_delay_ms=0
    )
    assert [v.evaluation for v in again] == ["INVALID", "INVALID"]


def test_an_opposite_answered_by_copying_the_goals_answer_is_asked_again_on_its_own(
    form: StagehandPage,
) -> None:
    """The 1.5B model answered "It is not true that X" with the very words of its answer to X (YES,
    same reasoning), so every true goal became a disagreement. A copy is no answer: the opposite is
    asked in a request of its own, and that answer is the one compared."""
    copied = yes("Country (drop-down): Japan selected", reason="Japan is selected.")
    llm = ScriptedLLM([{"evaluations": [copied, copied]}, no("Country (drop-down): Japan selected")])
    verdict = judge(form, llm).evaluate_goal("The user lives in Japan", strict=True, screenshot_delay_ms=0)
    assert verdict.evaluation == "YES", verdict.reasoning
    first, second = llm.calls
    assert "2. It is not true that the user lives in Japan" in first.prompt_text
    assert "Statement: It is not true that the user lives in Japan" in second.prompt_text
    assert "1. The user lives in Japan" not in second.prompt_text

    # Told apart by their words, two answers that disagree are not re-asked: a NO that shows both.
    llm = ScriptedLLM(
        [{"evaluations": [copied, yes("Country (drop-down): Japan selected", reason="Other words.")]}]
    )
    verdict = judge(form, llm).evaluate_goal("The user lives in Japan", strict=True, screenshot_delay_ms=0)
    assert verdict.evaluation == "NO"
    assert len(llm.calls) == 1


def test_strict_refuses_a_progression_asked_explicitly(form: StagehandPage) -> None:
    evaluator = judge(form, ScriptedLLM())
    with evaluator.journey() as journey:
        evaluator.record_action("nothing")
    with pytest.raises(EvaluationError, match="strict mode judges one moment"):
        evaluator.judge_steps(
            Question("q"),
            journey.steps,
            journey.plan,
            None,
            None,
            strict=True,
        )


@pytest.mark.parametrize(
    ("direct", "other", "expected"),
    [
        ("YES", "NO", "YES"),
        ("NO", "YES", "NO"),
        ("YES", "YES", "NO"),
        ("NO", "NO", "NO"),
        ("UNGROUNDED", "NO", "UNGROUNDED"),
        ("YES", "INVALID", "INVALID"),
    ],
)
def test_combine_strict(direct: Any, other: Any, expected: str) -> None:
    assert combine_strict(RawVerdict(direct, "a"), RawVerdict(other, "b")).evaluation == expected


def test_opposite_of_statements_and_questions() -> None:
    assert opposite(PromptQuestion("The cart is empty.")).question == "It is not true that the cart is empty"
    assert opposite(PromptQuestion("Is it on?")).question == "Is the answer no to this question: Is it on?"
    assert opposite(PromptQuestion("API key is set")).question == "It is not true that API key is set"


# ---- bad input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("goal", "message"), [("   ", "must not be empty"), ("x" * 2001, "too long")])
def test_bad_goals_are_refused_before_any_call(form: StagehandPage, goal: str, message: str) -> None:
    with pytest.raises(EvaluationError, match=message):
        judge(form, ScriptedLLM()).evaluate_goal(goal, screenshot_delay_ms=0)


def test_a_blank_page_cannot_be_judged_from_its_text(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/blank.html", "<title>Blank</title><body></body>"))
    with pytest.raises(EmptyEvidenceError, match="no text to judge"):
        judge(page, ScriptedLLM()).evaluate_goal("the order was placed", screenshot_delay_ms=0)


# ---- settings and logs ------------------------------------------------------------------------------


def test_strict_and_evaluator_model_settings() -> None:
    settings = Settings(strict_verdicts=True, evaluator_model="openai/gpt-4.1")
    assert settings.strict_verdicts
    assert settings.evaluator_model == "openai/gpt-4.1"
    assert "strict_verdicts" in MARKER_KEYS
    assert "evaluator_model" in MARKER_KEYS


def test_verbose_two_logs_the_verdicts_prompt_and_answer(
    form: StagehandPage, caplog: pytest.LogCaptureFixture
) -> None:
    llm = ScriptedLLM([yes("Japan selected")])
    with caplog.at_level(logging.INFO, logger="pytest_stagehand"):
        judge(form, llm, verbose=2).evaluate_goal("The user lives in Japan", screenshot_delay_ms=0)
    logged = caplog.text
    assert "stagehand evaluate prompt" in logged
    assert "Country (drop-down): Japan selected" in logged
    assert "stagehand evaluate answer" in logged
    assert "The user lives in Japan': YES" in logged


def test_quiet_evaluator_logs_nothing(form: StagehandPage, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, logger="pytest_stagehand"):
        judge(form, ScriptedLLM([yes("Japan selected")])).evaluate_goal(
            "Japan is selected", screenshot_delay_ms=0
        )
    assert "stagehand evaluate" not in caplog.text


# ---- goals met a moment later ------------------------------------------------------------------------

LATE = """<title>Order</title><h1>Checkout</h1><p id="s">Processing payment</p>
<script>setTimeout(() => { document.getElementById('s').textContent = 'Order confirmed'; }, 700);</script>"""


def test_wait_for_goal_asks_again_only_when_the_page_changed(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/late.html", LATE))
    llm = ScriptedLLM([no("Processing payment"), yes("Order confirmed")])
    verdict = judge(page, llm).wait_for_goal("The payment went through", timeout=20, interval=0.1)
    assert verdict
    assert len(llm.calls) == 2  # many captures of the unchanged page, two questions
    assert "Order confirmed" in llm.calls[1].prompt_text


def test_wait_for_goal_times_out_with_a_falsy_verdict_and_expect_goal_raises(
    page: StagehandPage, site: Site
) -> None:
    page.goto(site.add("/stuck.html", "<title>Order</title><h1>Checkout</h1><p>Processing payment</p>"))
    llm = ScriptedLLM([no("Processing payment", reason="Still processing.")])
    # The page's own evaluator (each page has one, see StagehandPage.evaluator), scripted.
    page.__dict__["_stagehand_evaluator"] = (page._stagehand, judge(page, llm))
    verdict = page.wait_for_goal("The order is confirmed", timeout=0.6, interval=0.2)
    assert not verdict
    assert "not met within 0.6 s" in verdict.note
    assert len(llm.calls) == 1
    llm.add(no("Processing payment", reason="Still processing."))  # no verdict store: asked afresh
    with pytest.raises(GoalNotMetError, match="Still processing") as raised:
        expect_goal(page, "The order is confirmed", timeout=0.6, interval=0.2)
    assert isinstance(raised.value, AssertionError)
    assert not raised.value.verdict
    assert "Processing payment" in str(raised.value)  # the page text it judged


def test_wait_for_goal_waits_out_a_blank_page(page: StagehandPage, site: Site) -> None:
    blank_then_text = """<title>Later</title><body><script>
    setTimeout(() => { document.body.innerHTML = '<h1>Welcome back, Ann</h1>'; }, 500);</script></body>"""
    page.goto(site.add("/blank-then.html", blank_then_text))
    llm = ScriptedLLM([yes("Welcome back, Ann")])
    assert judge(page, llm).wait_for_goal("Ann is welcomed", timeout=20, interval=0.1)


@pytest.mark.parametrize(("timeout", "interval"), [(0, 1), (1, 0), (-1, 1)])
def test_wait_for_goal_refuses_bad_timings(form: StagehandPage, timeout: float, interval: float) -> None:
    with pytest.raises(EvaluationError, match="timeout > 0 and interval > 0"):
        judge(form, ScriptedLLM()).wait_for_goal("x", timeout=timeout, interval=interval)


def test_a_quote_wrapping_page_passages_in_the_models_own_sentence_is_not_found() -> None:
    # The page's passages are real, the relation the sentence states is the model's: this one put a
    # card in the column of another (a false YES on a blind set, 2026-12-01).
    text = (
        "region In review (1):\n  # Set up 301 redirects\nregion In progress (2):\n  # Redesign pricing page"
    )
    made_up = "The article 'Set up 301 redirects' is listed in the 'In review' region"
    grounding = check_quotes([made_up, "Set up 301 redirects"], [text])
    assert grounding.missing == (made_up,)
    assert grounding.found == ("Set up 301 redirects",)
    assert not grounding.grounded
    # A journey's quotes may wrap the elements a step acted on: the action is in no step's text.
    clicked = "The 'Set up 301 redirects' card was opened"
    assert check_quotes([clicked], [text], wrapped=True).grounded
    assert not check_quotes(["The 'Set up 302 redirects' card was opened"], [text], wrapped=True).grounded


# ---- a YES must not rest on a value the page does not show ---------------------------------------


def test_a_yes_to_a_value_the_page_does_not_show_is_no(form: StagehandPage) -> None:
    # The issue's own case: the 1.5B model said YES, "Basic costs $29, which is higher than $19".
    llm = ScriptedLLM(
        [yes("Row: Plan: Basic | Price: $9", reason="Basic costs $29, which is higher than $19.")]
    )
    verdict = judge(form, llm).evaluate_goal("The Basic plan costs $19", screenshot_delay_ms=0)
    assert verdict.evaluation == "NO"
    assert not verdict
    assert "names '$19', which the page text does not show" in verdict.reasoning
    assert "higher than $19" in verdict.reasoning  # what the model said is kept


def test_values_the_page_shows_keep_the_yes_in_any_notation(form: StagehandPage) -> None:
    llm = ScriptedLLM([yes("Row: Plan: Basic | Price: $9"), yes("Row: Plan: Pro | Price: $29")])
    evaluator = judge(form, llm)
    assert evaluator.evaluate_goal("The cheapest plan costs $9.00", screenshot_delay_ms=0)  # $9 = $9.00
    assert evaluator.evaluate_goal("The dearest plan costs $29 per month", screenshot_delay_ms=0)


def test_a_batch_checks_each_goal_s_values(form: StagehandPage) -> None:
    llm = ScriptedLLM(
        [{"evaluations": [yes("Row: Plan: Basic | Price: $9"), yes("Row: Plan: Basic | Price: $9")]}]
    )
    batch = judge(form, llm).evaluate_goals(
        ["The cheapest plan costs $9", "The cheapest plan costs €9"], screenshot_delay_ms=0
    )
    assert [v.evaluation for v in batch] == ["YES", "NO"]


@pytest.mark.parametrize(
    ("statement", "absent"),
    [
        ("The Basic plan costs $19", ("$19",)),
        ("The promo code gives 20% off", ("20%",)),
        ("The email field contains sam@example.org", ("sam@example.org",)),
        ("Order #1005 is in the list", ("#1005",)),
        ("Order #1002 has shipped", ()),  # the page writes "Order 1002": the number is there
        ("The total is $1,249.50", ()),
        ("The cart total is not $19", ()),  # a denial: the absent value is its point
        ("No error mentions $5", ()),
        ("The user is signed in", ()),  # nothing exact named: the model and grounding decide
        # times of day: the page's 07:30 is the morning, its 4:15 either half of the day
        ("The damage was discovered at 7:30 PM", ("7:30 PM",)),
        ("The damage was discovered at 7:30 a.m.", ()),
        ("Doors open at 7 pm", ()),
        ("Doors open at 8pm", ("8pm",)),
        ("Pickup is at 4:15 PM", ()),
        ("The store opens at 9 AM", ("9 AM",)),
        # a measurement whose number the page shows only with another unit (fresh25 EV charger)
        ("The charger is delivering 18.4 kW", ("18.4 kW",)),
        ("The session has used 18.4kWh", ()),
        ("Charging power is 7.2 kW", ()),
        ("The cable is rated 32 A", ()),  # the page shows 32 bare: its unit is not said otherwise
        # a time in a zone the page never says as its own (fresh25 conference: the page's is UTC+1)
        ("The keynote starts at 09:30 UTC", ("09:30 UTC",)),
        ("The keynote starts at 09:30 WEST", ()),
        # a duration whose number the page shows with another unit (fresh27 laptop trade-in)
        ("The price is held for 14 weeks", ("14 weeks",)),
        ("The price is held for 14 days", ()),
        ("Delivery takes 3 weeks", ()),  # no 3 of another unit on the page
        # a grouped number whose digits the page never shows (fresh27 piano exam: transposed)
        ("The candidate ID is 0482-7713.", ("0482-7713",)),
        ("The candidate ID is 0482-7731.", ()),
        ("Call 07700 900318", ()),  # grouped otherwise on the page
        ("The exam is on 2025-06-14", ()),  # an ISO date is no code
        # a price said of one item that the page shows as a line's total (fresh27 grocery)
        ("Bananas cost £1.08 each", ("£1.08 each",)),
        ("Bananas cost £0.18 each", ()),
    ],
)
def test_absent_values(statement: str, absent: tuple[str, ...]) -> None:
    page = (
        "Plan: Basic | Price: $9\nOrder 1002: shipped\nEmail (text field): sam@example.com\nTotal: $1249.50\n"
        "Time discovered (text field): 07:30\nDoors: 19:00\nPickup: 4:15\n"
        "Charging power: 7.2 kW\nEnergy this session: 18.4 kWh\nrow: Cable | 32\n"
        "All times are Lisbon time (WEST, UTC+1).\nrow: When: 09:30 | Session: Keynote\n"
        "Price held for 14 days, until 2 July.\nCandidate ID 0482-7731 | Mobile 07700 900 318\n"
        "row: Bananas, loose | Qty: 6 | Price: £0.18 each £1.08"
    )
    assert absent_values(statement, [page]) == absent


@pytest.mark.parametrize(
    ("statement", "quotes", "unquoted"),
    [
        ("The last flight arrives at 22:15", ["Arrives (LIS): 22:55"], ("22:15",)),
        ("The user has 3 sign-in attempts left", ["Incorrect password. 2 attempts left."], ("3",)),
        ("The card on file ends in 4421", ["Visa ending in 4412"], ("4421",)),
        # a time with its "am" close after it is that time (fresh25 jury summons, blind: a true YES lost)
        ("Arrive by 9:15am on Monday", ["Monday 10 November 2025, arrive by 9:15am"], ()),
        # named on the 24-hour clock, as the page's times are read
        ("Arrive by 9:45am on Monday", ["Monday 10 November 2025, arrive by 9:15am"], ("09:45",)),
        (
            "Front-end work is billed at $95.00 an hour",
            ["Unit price: $110.00 | Amount: $3,960.00"],
            ("95.00",),
        ),
        ("The flight leaves at 9:30", ["Departs: 09:30"], ()),  # a time's leading zero
        ("The user has 2 attempts left", ["Two attempts left"], ()),  # a number word
        ("The total is $1,249.50", ["Total: $1249.50"], ()),
        ("Check-out is on 15 June 2025", ["Check-out (text field): 2025-06-15"], ()),
        ("INV-2047 is overdue", ["Payment is 12 days late"], ()),  # a name, not a fact about it
        ("Order #1003 is processing", ["Status: Processing"], ()),
        ("The card does not end in 4421", ["Visa ending in 4412"], ()),  # a denial
        ("The count went from 3 to 4", ["4 items"], ()),  # where a change started: a past value
        ("The count went from 3 to 5", ["4 items"], ("5",)),
        # a place in an order said as an ordinal, in words or digits
        ("Piranesi is second in its hold queue", ["Queue position: 1 of 5"], ("second",)),
        ("Piranesi is second in its hold queue", ["Queue position: 2 of 5"], ()),
        ("The member is 2nd on the waitlist", ["You are 3rd on the waitlist"], ("2nd",)),
        ("The member is third in line", ["You are 3rd on the waitlist"], ()),
        ("The 14:05 has second class seats", ["Depart: 14:05"], ()),  # a name, not a place in an order
        # a number joined to its unit by a hyphen is a fact; joined to more digits, a name or a span
        ("The 50-page passport size is selected", ["Current passport number ending 6613"], ("50",)),
        ("The 50-page passport size is selected", ["Frequent traveller – 50 pages (radio button)"], ()),
        ("The 2024-25 tax year is shown", ["Tax year 2024–25"], ()),
    ],
)
def test_unquoted_numbers(statement: str, quotes: list[str], unquoted: tuple[str, ...]) -> None:
    assert unquoted_numbers(statement, quotes) == unquoted


def test_a_yes_resting_on_a_line_without_the_statement_s_number_is_no(form: StagehandPage) -> None:
    # $9 is on the page (Basic's price), so the value check passes; the quoted row is Pro's, at $29.
    llm = ScriptedLLM([yes("Row: Plan: Pro | Price: $29", reason="Pro is listed with its price.")])
    verdict = judge(form, llm).evaluate_goal("The dearest plan costs $9", screenshot_delay_ms=0)
    assert verdict.evaluation == "NO"
    assert "names '9', which none of the page lines the model quoted shows" in verdict.reasoning
    assert "Pro is listed with its price." in verdict.reasoning


def test_a_quote_of_the_start_of_a_row_rests_on_the_whole_row(form: StagehandPage) -> None:
    """The model quoted "row: Friday 13 June, 08:00 to 13:00 (selected)", the start of a row whose
    "Date: Fri 13 June 2025" shows the statement's year, and its YES was turned NO (fresh20 broadband,
    blind; read after its run)."""
    llm = ScriptedLLM([yes("Row: Plan: Pro", reason="Pro is listed.")] * 2)
    verdict = judge(form, llm).evaluate_goal("Pro is the plan listed at $29 a month", screenshot_delay_ms=0)
    assert verdict.evaluation == "YES", verdict.reasoning
    verdict = judge(form, llm).evaluate_goal("Pro is the plan listed at $9 a month", screenshot_delay_ms=0)
    assert verdict.evaluation == "NO"


PLOT = """<title>Plot</title><h1>Allotment</h1><section aria-label="Plot 17B"><h2>Plot 17B</h2>
<span id=sh>Share plot access with co-worker</span><button role=switch aria-checked=true aria-labelledby=sh></button>
<span id=ws>Water butt reminders</span><button role=switch aria-checked=false aria-labelledby=ws></button></section>"""


def test_a_line_quoted_with_its_container_s_name_before_it_is_the_page_s_line(
    page: StagehandPage, site: Site
) -> None:
    """The page text nests a region's lines under "region Plot 17B:"; the model quoted "region Plot
    17B: Share plot access with co-worker (switch): on" and its YES was UNGROUNDED (fresh20 allotment,
    blind; read after its run). Found as the page's line when the quotes say most of the statement."""
    page.goto(site.add("/plot.html", PLOT))
    text = plain_text(capture_snapshot(page).nodes.values())
    quoted = "region Plot 17B: Share plot access with co-worker (switch): on"
    assert not check_quotes([quoted], [text]).grounded
    assert without_container(quoted, [text]) == "Share plot access with co-worker (switch): on"
    assert without_container("region Plot 17B: Share plot access (switch): off", [text]) is None
    assert says_most_of("Sharing plot access with the co-worker is switched on", [quoted])
    assert not says_most_of("Water butt reminders are switched on", [quoted])
    llm = ScriptedLLM([yes(quoted), yes("region Plot 17B: Share plot access with co-worker (switch): on")])
    verdict = judge(page, llm).evaluate_goal(
        "Sharing plot access with the co-worker is switched on", screenshot_delay_ms=0
    )
    assert verdict.evaluation == "YES", verdict.reasoning
    # quotes that say little of the statement stay ungrounded
    verdict = judge(page, llm).evaluate_goal(
        "The allotment gate code was sent by text", screenshot_delay_ms=0
    )
    assert verdict.evaluation == "UNGROUNDED", verdict.reasoning


DEPOSIT = """  table:
      columns: Item | Landlord claims | Status
      row: Item: Unpaid rent | Landlord claims: £215.00 | Status: Agreed
      row: Item: Total | Landlord claims: £850.00 | Status: Amount in dispute: £600.00
    T-shirt size (drop-down): M selected; other options: S, L, XL
    Email (radio button): not selected
"""


SHIRT = """<title>Preferences</title><h1>Attendee preferences</h1>
<label for="size">T-shirt size</label><select id="size"><option>S</option><option selected>M</option>
<option>L</option><option>XL</option></select>"""


def test_a_yes_quoting_a_line_piece_by_piece_is_grounded(page: StagehandPage, site: Site) -> None:
    """fresh25 conference (blind): "M is the T-shirt size picked", quoting the select's line and a
    made-up "T-shirt size (drop-down): S, L, XL", was UNGROUNDED (the page text now reads that one
    itself; said another way, it is the model's). A YES quoting pieces of another line, or of none,
    stays so."""
    page.goto(site.add("/shirt.html", SHIRT))
    text = plain_text(capture_snapshot(page).nodes.values())
    assert "T-shirt size (drop-down): M selected; other options: S, L, XL" in text
    quotes = ("T-shirt size (drop-down): M selected", "T-shirt size (drop-down): S, L, XL")
    verdict = judge(page, ScriptedLLM([yes(*quotes)])).evaluate_goal(
        "The T-shirt ordered is size M", screenshot_delay_ms=0
    )
    assert verdict.evaluation == "YES", verdict.reasoning
    made_up = ("T-shirt size (drop-down): M selected", "T-shirt size (drop-down): M, L")
    verdict = judge(page, ScriptedLLM([yes(*made_up)])).evaluate_goal(
        "The T-shirt ordered is size M", screenshot_delay_ms=0
    )
    assert verdict.evaluation == "UNGROUNDED"


def test_a_line_copied_piece_by_piece_is_the_page_s_line() -> None:
    """fresh25 tenancy deposit and conference (blind; read after its run): true YES were UNGROUNDED for
    quotes that copy a line's cells or values and leave some out, or put the structure's name first.
    Each piece of the quote must be a whole piece of one line: "selected" is no piece of "not
    selected", and pieces from two lines are no line."""
    assert line_of_pieces("table: row: Total | Landlord claims: £850.00", [DEPOSIT]) == (
        "row: Item: Total | Landlord claims: £850.00 | Status: Amount in dispute: £600.00"
    )
    assert line_of_pieces("T-shirt size (drop-down): S, L, XL", [DEPOSIT]) == (
        "T-shirt size (drop-down): M selected; other options: S, L, XL"
    )
    assert line_of_pieces("Email (radio button): selected", [DEPOSIT]) is None
    assert line_of_pieces("Total | Landlord claims: £215.00", [DEPOSIT]) is None
    assert line_of_pieces("Total", [DEPOSIT]) is None  # one piece is no copy of a line


def test_a_time_said_in_words_or_on_the_12_hour_clock_is_the_clock_time_quoted() -> None:
    """fresh28 nurse visits and choir rota (blind; read after its run): "8 am" was a number no quoted
    line showed beside "Morning (08:00–12:00)", and "half past six in the evening" said too little of
    a quoted 18:30 row: true YES lost. A quote on the 12-hour clock shows the statement's 24-hour time,
    and a time the quotes do not show is still unquoted."""
    window = ["Preferred visit window (drop-down): Morning (08:00–12:00) selected"]
    assert unquoted_numbers("The preferred visit window is mornings, between 8 am and noon.", window) == ()
    assert unquoted_numbers("The visit window starts at 9 am.", window) == ("09:00",)
    show = ["Saturday, June 21, 2025 · Doors 6:30 PM · Show 8:00 PM"]
    assert unquoted_numbers("The show starts at 20:00 on Saturday, June 21, 2025.", show) == ()
    row = ["row: Date: Sat 14 June | Call time: 18:30"]
    assert says_most_of("The call time for the 14 June concert is half past six in the evening.", row)


def test_an_article_put_before_a_line_is_dropped_when_the_line_has_none() -> None:
    """fresh28 bakery (blind; read after its run): "The volume discount (8% ...) | −£9.55" quotes a row
    that begins "Volume discount"; the YES was UNGROUNDED. Only a line the page says so is found."""
    text = "  table:\n    row: Volume discount (8% on orders over £100) | −£9.55\n    row: Order total | £109.85\n"
    assert without_its_article("The volume discount (8% on orders over £100) | −£9.55", [text]) == (
        "volume discount (8% on orders over £100) | −£9.55"
    )
    assert without_its_article("The volume discount | −£9.99", [text]) is None
    assert without_its_article("Order total | £109.85", [text]) is None  # no article to drop


FREIGHT = """<title>Freight</title><h1>Shipment FRT-1</h1>
<table><tr><th>Date</th><th>Location</th><th>Event</th></tr>
<tr><td>02 Oct</td><td>Europoort, NL</td><td>Loaded on ferry</td></tr>
<tr><td>03 Oct</td><td>Hull, GB</td><td>Arrived at port</td></tr></table>
<table><tr><td>Freight</td><td>£1,180.00</td></tr><tr><td>Customs</td><td>£159.40</td></tr>
<tr><th>Subtotal</th><th>£1,339.40</th></tr><tr><td>VAT (20%)</td><td>£267.88</td></tr>
<tr><th>Total</th><th>£1,607.28</th></tr></table>
<dialog open><p>Squash will be removed from your membership from your next payment.</p>
<button>Keep Squash</button><button>Remove</button></dialog>"""


def test_a_row_of_header_cells_below_rows_of_data_is_a_row(page: StagehandPage, site: Site) -> None:
    """fresh21 freight (blind; read after its run): a charges table's "Subtotal | £1,339.40" row, all
    <th>, was read as the table's column names, and the next row as "Subtotal: VAT (20%) | £1,339.40:
    £267.88"; the model then quoted a subtotal as the total."""
    page.goto(site.add("/freight.html", FREIGHT))
    text = plain_text(capture_snapshot(page).nodes.values())
    assert "columns: Date | Location | Event" in text  # a table's first row of headers still names columns
    assert "row: Date: 03 Oct | Location: Hull, GB | Event: Arrived at port" in text
    assert "row: Subtotal | £1,339.40\n" in text
    assert "row: VAT (20%) | £267.88\n" in text
    assert "row: Total | £1,607.28" in text


def test_a_quote_is_found_from_the_start_of_a_word_only() -> None:
    """fresh21 freight: "Total: £1,339.40" was found inside "Subtotal: £1,339.40"."""
    assert not check_quotes(["Total: £1,339.40"], ["row: Subtotal | £1,339.40"]).grounded
    assert check_quotes(["Subtotal: £1,339.40"], ["row: Subtotal | £1,339.40"]).grounded
    # the end may stop inside a word: "Status: Cancel" copied from "Status: Cancelled"
    assert check_quotes(["Status: Cancel"], ["row: Module: Databases | Status: Cancelled"]).grounded


@pytest.mark.parametrize(
    ("statement", "quotes", "verb"),
    [
        (
            "The Squash add-on has been removed.",
            ["Squash will be removed from your next payment."],
            "removed",
        ),
        (
            "Booking SV-1 was cancelled.",
            ["Your booking is to be cancelled", "Keep booking (button)"],
            "cancelled",
        ),
        ("The Squash add-on has been removed.", ["Squash was removed on 1 Oct", "It will be removed"], None),
        ("The order has been shipped.", ["Status: Shipped"], None),
        ("The order has been shipped.", ["Keep Squash (button)"], None),  # no quote says the verb
    ],
)
def test_done_only_to_come(statement: str, quotes: list[str], verb: str | None) -> None:
    assert done_only_to_come(statement, quotes) == verb


@pytest.mark.parametrize(
    ("statement", "quotes", "names"),
    [
        (
            "The shipment was loaded on the ferry in Hull.",
            ["Location: Europoort, NL | Event: Loaded"],
            ("Hull",),
        ),
        ("The shipment arrived in Hull.", ["Location: Hull, GB | Event: Arrived at port"], ()),
        (
            "Hull is where it arrived.",
            ["Location: Europoort"],
            (),
        ),  # the first word is any sentence's capital
        (
            "It was loaded in Dover.",
            ["Location: Europoort"],
            (),
        ),  # a name the page does not show: the value check's
        ("It was loaded on 2 October.", ["Date: 02 Oct"], ()),  # month and day names are the date checks'
        ("It was not loaded in Hull.", ["Location: Europoort"], ()),  # a denial
    ],
)
def test_unquoted_names(statement: str, quotes: list[str], names: tuple[str, ...]) -> None:
    page = ["row: Location: Europoort, NL | Event: Loaded on ferry", "row: Location: Hull, GB", "October"]
    assert unquoted_names(statement, quotes, page) == names


def test_a_yes_resting_on_another_row_or_on_an_announcement_is_no(page: StagehandPage, site: Site) -> None:
    """fresh21 (blind; read after its run): YES to "loaded on the ferry in Hull" quoting the
    Europoort row; YES to "the Squash add-on has been removed" quoting the open dialog's "Squash will
    be removed ..."; YES to a total of £1,339.40 quoting "Total: £1,339.40" (the subtotal's line,
    which the Total row now read as a row contradicts)."""
    page.goto(site.add("/freight.html", FREIGHT))
    llm = ScriptedLLM(
        [
            yes("Location: Europoort, NL | Event: Loaded on ferry", reason="It was loaded."),
            yes("Squash will be removed from your membership from your next payment.", reason="Removed."),
            yes("Location: Hull, GB | Event: Arrived at port", reason="It arrived."),
        ]
    )
    evaluator = judge(page, llm)
    verdict = evaluator.evaluate_goal("The shipment was loaded on the ferry in Hull.", screenshot_delay_ms=0)
    assert verdict.evaluation == "NO"
    assert "names 'Hull', which none of the page lines the model quoted shows" in verdict.reasoning
    verdict = evaluator.evaluate_goal("The Squash add-on has been removed.", screenshot_delay_ms=0)
    assert verdict.evaluation == "NO"
    assert "still to be removed" in verdict.reasoning
    assert "Removed." in verdict.reasoning
    verdict = evaluator.evaluate_goal("The shipment arrived at port in Hull.", screenshot_delay_ms=0)
    assert verdict.evaluation == "YES", verdict.reasoning
    # the Total row, read as a row now, decides the subtotal's figure without the model
    verdict = evaluator.evaluate_goal("The total charge is £1,339.40.", screenshot_delay_ms=0)
    assert verdict.evaluation == "NO"
    assert "'row: Total | £1,607.28'" in verdict.reasoning


def test_a_number_is_a_content_word_of_the_statement_however_short() -> None:
    """fresh21 library booking (blind; read after its run): "The booking is for 6 people", quoting
    "Number of people (number field): 6" under its group's name, was UNGROUNDED: the 6 was not
    counted, so the quotes held one of two words."""
    quotes = ["Number of people (number field): 6", "Display screen (checkbox): checked"]
    assert says_most_of("The booking is for 6 people.", quotes)
    assert not says_most_of("The booking is for 8 people in room G.14.", quotes)


# ---- struck-out text ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sent", "current"),
    [
        ("  Estimated delivery: 06 Oct 2025 ~~04 Oct 2025~~", "  Estimated delivery: 06 Oct 2025"),
        ("Price: ~~£45.00~~ £40.00", "Price: £40.00"),
        ("Starts ~~10:00~~ 11:30", "Starts 11:30"),
        ("Seats: ~~4~~ 6", "Seats: 6"),
        # Struck text that no value of its kind replaces keeps its words: it still says what it says.
        (
            "    row: Event: Seed swap | Status: ~~Cancelled~~",
            "    row: Event: Seed swap | Status: Cancelled",
        ),
        ("Price ~~was £12~~ now £7", "Price was £12 now £7"),
        # A row's cells are apart: the total in one cell replaces no price struck in another.
        ("row: Unit price: ~~£3.00~~ | Total: £6.00", "row: Unit price: £3.00 | Total: £6.00"),
        ("no marks at all", "no marks at all"),
        # A number with its unit is replaced by one with the same unit (fresh23 mortgage tracker).
        ("row: Term | ~~35 years~~ 30 years", "row: Term | 30 years"),
        ("Guests: ~~2 adults~~ 1 child", "Guests: 2 adults 1 child"),
        # values alone, joined by commas or dashes, replaced by values of their kinds (fresh24)
        ("Slot: ~~Fri 13 June, 16:00–18:00~~ Sat 14 June, 11:00–13:00", "Slot: Sat 14 June, 11:00–13:00"),
        ("Delivery ~~Fri 13 June~~ (date to be confirmed)", "Delivery Fri 13 June (date to be confirmed)"),
        # a value the line says it held before the one it shows (fresh25 tenancy deposit, blind)
        (
            "  Address: 9 Cavell Court, Leeds LS2 7HE Updated 3 Sep. Previously: 14 Orchard Mews, Bristol.",
            "  Address: 9 Cavell Court, Leeds LS2 7HE Updated 3 Sep.",
        ),
        ("row: Plan: Pro Formerly: Basic | Price: £9", "row: Plan: Pro | Price: £9"),
        ("Previously: Basic", "Previously: Basic"),  # nothing it holds now: the line is left as it is
    ],
)
def test_struck_text_as_it_now_holds(sent: str, current: str) -> None:
    assert as_current(sent) == current


STRUCK = """<title>Shipment</title><h1>Shipment SH-2291</h1>
<p>Estimated delivery: <s>04 Oct 2025</s> 06 Oct 2025</p>
<table><tr><th>Event</th><th>State</th></tr><tr><td>Depot visit</td><td><del>Cancelled</del></td></tr></table>"""


def test_a_yes_resting_on_a_struck_out_value_finds_no_support(page: StagehandPage, site: Site) -> None:
    """A model that drops the marks quotes an old value as if it held: the YES is ungrounded. The
    line copied with its marks holds what the page now says."""
    page.goto(site.add("/struck.html", STRUCK))
    text = plain_text(capture_snapshot(page).nodes.values())
    assert "Estimated delivery: ~~04 Oct 2025~~ 06 Oct 2025" in text  # the model reads the marks
    llm = ScriptedLLM([yes("04 Oct 2025"), yes("04 Oct 2025")])
    verdict = judge(page, llm).evaluate_goal(
        "The estimated delivery date is 04 Oct 2025.", screenshot_delay_ms=0
    )
    assert not verdict
    llm = ScriptedLLM([yes("Estimated delivery: ~~04 Oct 2025~~ 06 Oct 2025")])
    verdict = judge(page, llm).evaluate_goal(
        "The estimated delivery date is 04 Oct 2025.", screenshot_delay_ms=0
    )
    assert verdict.evaluation == "NO"
    llm = ScriptedLLM([yes("Estimated delivery: ~~04 Oct 2025~~ 06 Oct 2025")])
    verdict = judge(page, llm).evaluate_goal(
        "Delivery is now expected on 06 Oct 2025.", screenshot_delay_ms=0
    )
    assert verdict
    # Struck text that nothing replaces still says its words, with or without the marks quoted.
    llm = ScriptedLLM([yes("Depot visit | State: Cancelled")])
    assert judge(page, llm).evaluate_goal("The depot visit was cancelled.", screenshot_delay_ms=0)


def test_a_line_of_an_open_dialog_stands_for_the_whole_dialog() -> None:
    """A model quoting a dialog's last line rests on its question too: the name the question says is
    quoted (fresh22: a true YES was lost for "Vegetable"). Outside a dialog a line stands alone."""
    page = (
        "main:\n  Rider: Not yet assigned\n  Onion bhaji (removed)\n"
        "dialog (open) Substitution needed:\n  # Substitution needed\n"
        "  Would you like Vegetable samosa (£4.25) instead?\n  Awaiting your reply.\n  No thanks (button)"
    )
    statement = "A dialog asking whether to accept Vegetable samosa is awaiting a reply."
    lines = lines_quoted(["Awaiting your reply."], [page])
    assert lines[0] == "dialog (open) Substitution needed:"
    assert "  No thanks (button)" in lines
    assert unquoted_names(statement, lines, [page]) == ()
    outside = lines_quoted(["Rider: Not yet assigned"], [page])
    assert outside == ["  Rider: Not yet assigned"]
    assert unquoted_names(statement, outside, [page]) == ("Vegetable",)


def test_a_date_on_another_weekday_and_a_struck_out_place_are_not_shown() -> None:
    """fresh29 funeral flowers and pottery waitlist (blind; read after its run): YES to "Wednesday 14
    August 2025" quoting "Thursday 14 August 2025", and to "fifth on the waitlist" quoting "~~5th~~ 3rd
    of 6" (the place struck out and replaced)."""
    page = "Thursday 14 August 2025, before the 13:30 service\nOrdered Mon 4 Aug\n"
    assert absent_values("The funeral takes place on Wednesday 14 August 2025.", [page]) == (
        "Wednesday 14 August 2025",
    )
    assert absent_values("The funeral takes place on Thursday 14 August 2025.", [page]) == ()
    assert absent_values("It was ordered on Monday 4 August.", [page]) == ()
    assert (
        absent_values("The service is on Friday 15 August 2025.", [page]) == ()
    )  # a date the page lacks: no weekday to compare
    assert as_current("Your position: ~~5th~~ 3rd of 6") == "Your position: 3rd of 6"
    assert unquoted_numbers("Hannah is fifth on the waitlist.", ["Your position: ~~5th~~ 3rd of 6"]) == (
        "fifth",
    )
    assert unquoted_numbers("Hannah is third on the waitlist.", ["Your position: ~~5th~~ 3rd of 6"]) == ()


def test_a_place_said_is_the_quotes_place_not_the_queues_length() -> None:
    """fresh29 pottery waitlist (blind; read after its run): YES to "ninth on the waitlist for the
    Saturday morning session" quoting "Your position: 7th of 9", whose 9 is the queue's length."""
    quote = ["Your position: 7th of 9"]
    assert unquoted_numbers("Hannah is ninth on the waitlist.", quote) == ("ninth",)
    assert unquoted_numbers("Hannah is seventh on the waitlist.", quote) == ()
    assert unquoted_numbers("Hannah is 7th in the queue.", ["Queue position: 7 of 9"]) == ()
    assert unquoted_numbers("Hannah is 9th in the queue.", ["Queue position: 7 of 9"]) == ("9th",)
    # a quote with no place in it still counts any number it shows
    assert unquoted_numbers("Hannah is second in the queue.", ["Queue: 2 waiting before you"]) == ()


JOB_QUEUE = (
    "<title>Jobs</title><table><tr><th>Job</th><th>Client</th><th>Status</th></tr>"
    "<tr><td>J-4802</td><td>Rumbo Software</td><td>Awaiting client review</td></tr>"
    "<tr><td>J-4810</td><td>Sol Viagens</td><td>Approved by client</td></tr></table>"
    "<p>Client: Rumbo Software</p><p>Deadline: Thu 24 Jul, 17:00</p>"
)


def test_a_state_reached_that_no_quoted_line_speaks_of_is_no(page: StagehandPage, site: Site) -> None:
    """fresh29 translation queue (blind; read after its run): YES to "The client has approved the
    Rumbo Software translation" and to "... the client has withdrawn job J-4817", each quoting the
    job's client, document and deadline, none of which speaks of approving or withdrawing."""
    quotes = ["Client: Rumbo Software", "Deadline: Thu 24 Jul, 17:00"]
    assert status_unquoted("The client has approved the Rumbo Software translation.", quotes) == "approved"
    assert status_unquoted("A notice says the client has withdrawn job J-4817.", quotes) == "withdrawn"
    assert status_unquoted("The Sol Viagens job was approved.", ["Status: Approved by client"]) is None
    assert status_unquoted("Order #1003 was cancelled.", ["Order #1003: Cancelled on 2 May"]) is None
    assert status_unquoted("The client has not approved it yet.", quotes) is None  # a denial
    assert status_unquoted("The client has approved it.", []) is None  # nothing quoted: grounding's
    page.goto(site.add("/jobs.html", JOB_QUEUE))
    llm = ScriptedLLM([yes("Client: Rumbo Software", "Deadline: Thu 24 Jul, 17:00", reason="Approved.")])
    verdict = judge(page, llm).evaluate_goal(
        "The client has approved the Rumbo Software translation.", screenshot_delay_ms=0
    )
    assert verdict.evaluation == "NO"
    assert "the statement says 'approved', which none of the page lines the model quoted speaks of" in (
        verdict.reasoning
    )


@pytest.mark.parametrize(
    ("statement", "lines", "dropped"),
    [
        # fresh30 (blind; read after its run): a cap said as an hourly price, a weekly average said as
        # a month's total, a price per child said as the bill's
        (
            "Parking in visitor car park B costs £14.00 an hour.",
            ["Visitor car park B: £2.40 per hour, maximum £14.00 per day."],
            "£14.00",
        ),
        (
            "Isla is booked for 25 hours at nursery in October.",
            ["Average booked per week: 25 hours"],
            "25 hours",
        ),
        ("Party bags add £2.50 to the bill.", ["Party bags — £2.50 per child (checkbox): checked"], "£2.50"),
        # the rate said as the page says it, or a plain amount on the page
        (
            "Parking costs £2.40 an hour.",
            ["Visitor car park B: £2.40 per hour, maximum £14.00 per day."],
            None,
        ),
        ("Party bags cost £2.50 each.", ["Party bags — £2.50 per child (checkbox): checked"], None),
        ("Parking is capped at £14.00 a day.", ["£2.40 per hour, maximum £14.00 per day."], None),
        ("She is booked for 25 hours a week on average.", ["Average booked per week: 25 hours"], None),
        ("The order is held for 5 days.", ["We'll hold your order for 5 days after your slot."], None),
        ("The total is £344.90.", ["row: Item: Total for October | Amount: £344.90"], None),
        ("Parking does not cost £14.00 an hour.", ["£2.40 per hour, maximum £14.00 per day."], None),
    ],
)
def test_rate_dropped(statement: str, lines: list[str], dropped: str | None) -> None:
    assert rate_dropped(statement, lines) == dropped


def test_a_yes_to_a_rate_said_as_a_sum_is_no(page: StagehandPage, site: Site) -> None:
    page.goto(
        site.add(
            "/party.html",
            "<title>Party</title><label><input type=checkbox checked> Party bags — £2.50 per child</label>",
        )
    )
    llm = ScriptedLLM([yes("Party bags — £2.50 per child", reason="They add £2.50.")])
    verdict = judge(page, llm).evaluate_goal("Party bags add £2.50 to the bill.", screenshot_delay_ms=0)
    assert verdict.evaluation == "NO"
    assert "which the page lines the model quoted show only as a rate" in verdict.reasoning


def test_a_thing_picked_out_by_a_description_its_quotes_do_not_hold_is_not_shown() -> None:
    """fresh30 soft play party (blind; read after its run): YES to "Leo is the guest with the nut
    allergy" quoting Leo's row, whose allergy is dairy."""
    row = ["Leo F. | Allergy or diet: Dairy-free | Notes from parent: Oat milk is fine"]
    assert description_unquoted("Leo is the guest with the nut allergy.", row) == "nut allergy"
    assert description_unquoted("Leo is the guest with the dairy-free diet.", row) is None
    assert description_unquoted("String C is the only string with a warning", ["String C: warning"]) is None
    assert description_unquoted("Leo is not the guest with the nut allergy.", row) is None


def test_a_change_said_as_a_sum_is_the_difference_the_line_shows() -> None:
    """fresh30 glasses order (blind; read after its run): a true "reduced by £30" turned NO, the page
    showing the frame's price struck out and replaced ("~~£149.00~~ £119.00"), not the £30."""
    sent = "row: Pair 1 frame: Harlow 52, tortoiseshell | ~~£149.00~~ £119.00\nrow: Lenses | £95.00"
    current = as_current(sent)
    said = "The tortoiseshell frame has been reduced by £30."
    assert absent_values(said, [current], as_sent=[sent]) == ()
    assert absent_values(said, [current]) == ("£30",)  # the struck price is what shows the change
    assert absent_values("The frame costs £30.", [current], as_sent=[sent]) == ("£30",)  # no change said
    assert unquoted_numbers(said, [sent.splitlines()[0]]) == ()
    assert unquoted_numbers("The frame has been reduced by £25.", [sent.splitlines()[0]]) == ("25",)
