"""A YES must rest on quotes that speak of what the statement is about (evaluation/relevance.py):
the pure rule, then the evaluator on a real Chromium page, single and batch."""

from __future__ import annotations

import pytest

from pytest_stagehand import StagehandPage
from pytest_stagehand.evaluation.relevance import content_words, off_topic, reads_as_english, shared_words
from pytest_stagehand.testing import ScriptedLLM
from tests.support.server import Site
from tests.support.verdicts import judge, no, yes

CONFIRMED = """<title>Checkout</title><h1>Order confirmed</h1>
<p>Thank you! Your order #1234 has been placed and will ship tomorrow.</p>
<a href="/orders/1234">View order</a>"""
PLACED = "Thank you! Your order #1234 has been placed and will ship tomorrow."
CONFIRMED_TEXT = f"Order confirmed (heading)\n{PLACED}\nView order (link)"  # as facts.py writes it


@pytest.mark.parametrize(
    ("statement", "quotes"),
    [
        # The local 1.5B model's own answer (live tier, batch): a true line about something else.
        ("The payment was declined.", ["View order (link)"]),
        ("The user is signed in", ["Forgot your password? (link)"]),
        ("The grand total is shown", ["Subtotal: €700.00"]),  # "subtotal" is not "total"
        ("A discount was applied", ["Order confirmed (heading)", "Ships tomorrow"]),
    ],
)
def test_quotes_sharing_no_word_with_the_statement_are_off_topic(statement: str, quotes: list[str]) -> None:
    assert off_topic(statement, quotes, [CONFIRMED_TEXT])


@pytest.mark.parametrize(
    ("statement", "quotes", "shared"),
    [
        ("The order was placed successfully.", [PLACED], ["order", "placed"]),
        ("The payment was declined", ["Your card was declined."], ["declined"]),  # one word is enough
        ("Orders are listed", ["Order #1001"], ["orders"]),  # endings folded
        (
            "France is the selected country",
            ["Country (drop-down): France selected"],
            ["france", "selected", "country"],
        ),
        ("The cart total is $36.50", ["Total: $36.50"], ["total", "36", "50"]),
        ("There are 3 results", ["3 results for 'lamp'"], ["3", "results"]),
        ("The count went from 3 to 4", ["4 items"], ["4"]),  # a number of one digit counts
    ],
)
def test_quotes_naming_what_the_statement_is_about_are_on_topic(
    statement: str, quotes: list[str], shared: list[str]
) -> None:
    assert not off_topic(statement, quotes, [CONFIRMED_TEXT])
    assert set(shared) <= set(shared_words(statement, quotes))


def test_numbers_match_whole_and_function_words_never_count() -> None:
    assert shared_words("3 items in the cart", ["13 items"]) == ["items"]  # "3" is not "13"
    assert shared_words("The page is shown", ["This page shows it"]) == []  # only words about the page
    assert content_words("It's the Sign-in page, isn't it?") == ["sign"]


def test_nothing_to_judge_is_left_to_the_model() -> None:
    assert not off_topic("The user is signed in", [], [CONFIRMED_TEXT])  # no quotes: the quote check's
    assert not off_topic("It is shown", ["View order (link)"], [CONFIRMED_TEXT])  # no content word
    # A denial rests on what is there instead: no quote can show an absence.
    assert not off_topic("No error message is shown", ["Order confirmed (heading)"], [CONFIRMED_TEXT])
    assert not off_topic("The payment wasn't declined", ["View order (link)"], [CONFIRMED_TEXT])


def test_a_page_in_another_language_is_judged_only_in_the_words_it_shares() -> None:
    german = "Konto (heading)\nSpeichern (button)\nLöschen (button)"
    assert not reads_as_english([german])
    assert reads_as_english([CONFIRMED_TEXT])
    # "account" is "Konto": words cannot tell, so the model's YES stands.
    assert not off_topic("The account page is shown", ["Konto (heading)"], [german])
    # The page does speak "Speichern" and "button": a quote of the heading says nothing of them.
    assert off_topic("There is a Speichern button", ["Konto (heading)"], [german])
    # An English table has few function words, but it has the statement's words.
    orders = "Order | Customer | Status\n#1001 | Lena Fischer | Shipped\n#1003 | Grace Kim | Cancelled"
    assert not reads_as_english([orders])
    assert off_topic("Order #1003 is processing", ["Lena Fischer"], [orders])


@pytest.fixture
def confirmed(page: StagehandPage, site: Site) -> StagehandPage:
    page.goto(site.add("/confirmed.html", CONFIRMED))
    return page


def test_a_yes_resting_on_an_unrelated_line_is_no_and_says_so(confirmed: StagehandPage) -> None:
    reason = "The text mentions that the order can be viewed, which implies the payment was successful."
    llm = ScriptedLLM([yes("View order (link)", reason=reason)])
    verdict = judge(confirmed, llm).evaluate_goal("The payment was declined.", screenshot_delay_ms=0)
    assert verdict.evaluation == "NO"
    assert "'View order (link)'" in verdict.reasoning
    assert "says nothing about what the statement is about" in verdict.reasoning
    assert reason in verdict.reasoning  # what the model said is kept


def test_a_yes_quoting_the_line_that_states_it_stands(confirmed: StagehandPage) -> None:
    llm = ScriptedLLM([yes(PLACED)])
    assert judge(confirmed, llm).evaluate_goal("The order was placed successfully.", screenshot_delay_ms=0)


def test_the_batch_of_the_live_tier_is_yes_then_no(confirmed: StagehandPage) -> None:
    # The live tier's failing batch, as the local model answered it: two grounded YES.
    llm = ScriptedLLM([{"evaluations": [yes(PLACED), yes("View order (link)")]}])
    batch = judge(confirmed, llm).evaluate_goals(
        ["The order was placed successfully.", "The payment was declined."], screenshot_delay_ms=0
    )
    assert [v.evaluation for v in batch] == ["YES", "NO"]


def test_a_no_and_a_question_are_left_to_the_model(confirmed: StagehandPage) -> None:
    assert not judge(confirmed, ScriptedLLM([no("View order (link)")])).evaluate_goal(
        "The order was placed successfully.", screenshot_delay_ms=0
    )
    # A question's YES is not a claim in its words (as for the claims check).
    asked = judge(confirmed, ScriptedLLM([yes("View order (link)")]))
    assert off_topic("Did the payment go through?", ["View order (link)"], [CONFIRMED_TEXT])
    assert asked.evaluate_goal("Did the payment go through?", screenshot_delay_ms=0)
