"""Live tier: the evaluator judging page text with a real local model (no vision), plainly YES and NO.

Runs when an OpenAI-compatible endpoint is configured, e.g.
``eval "$(../shared/tools/local-llm start)"`` (sets OPENAI_BASE_URL and LOCAL_LLM_MODEL).
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from pytest_stagehand import StagehandPage
from pytest_stagehand.evaluation.evaluator import Evaluator
from pytest_stagehand.llm import UsageLedger
from pytest_stagehand.llm.openai_provider import OpenAIClient
from tests.support.server import Site

BASE_URL = os.environ.get("OPENAI_BASE_URL", "")
MODEL = os.environ.get("LOCAL_LLM_MODEL", "")

pytestmark = [
    pytest.mark.live,
    pytest.mark.skipif(
        not (BASE_URL and MODEL), reason="no live model: set OPENAI_BASE_URL and LOCAL_LLM_MODEL"
    ),
]

CONFIRMED = """<title>Checkout</title><h1>Order confirmed</h1>
<p>Thank you! Your order #1234 has been placed and will ship tomorrow.</p>
<a href="/orders/1234">View order</a>"""
DECLINED = """<title>Checkout</title><h1>Payment failed</h1>
<p>Your card was declined. No order was placed.</p>
<button>Try another card</button>"""
GOAL = "The order was placed successfully."


@pytest.fixture
def judge(page: StagehandPage) -> Iterator[Evaluator]:
    with OpenAIClient(MODEL, base_url=BASE_URL, timeout_s=120) as llm:  # closes its connection pool
        assert not llm.supports_images  # the local model is text-only: page text is the evidence
        yield Evaluator(page, llm, usage=[UsageLedger()], default_evidence="page_text")


def test_plainly_met_goal_is_yes(judge: Evaluator, page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/live-confirmed.html", CONFIRMED))
    verdict = judge.evaluate_goal(GOAL)
    print(verdict.explain(), judge.usage[0].total, sep="\n")
    assert verdict.evidence == "page_text"
    assert verdict


def test_plainly_unmet_goal_is_no(judge: Evaluator, page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/live-declined.html", DECLINED))
    verdict = judge.evaluate_goal(GOAL)
    print(verdict.explain(), judge.usage[0].total, sep="\n")
    assert verdict.evaluation == "NO", verdict.explain()


def test_batch_of_one_met_and_one_unmet_goal_judged_separately(
    judge: Evaluator, page: StagehandPage, site: Site
) -> None:
    page.goto(site.add("/live-confirmed-batch.html", CONFIRMED))
    batch = judge.evaluate_goals([GOAL, "The payment was declined."], separately=True)
    print(batch.explain(), judge.usage[0].total, sep="\n")
    assert [v.evaluation for v in batch] == ["YES", "NO"], batch.explain()


def test_batch_of_one_met_and_one_unmet_goal_in_one_request(
    judge: Evaluator, page: StagehandPage, site: Site
) -> None:
    """In one request the 1.5B model answers the unmet goal YES, reasoning that the payment was
    successful; its quotes never speak of a decline, so the check of a state said reached
    (grounding.status_unquoted, stop 67) makes it a NO. (Until then this test was a strict xfail.)"""
    page.goto(site.add("/live-confirmed-batch.html", CONFIRMED))
    batch = judge.evaluate_goals([GOAL, "The payment was declined."])
    print(batch.explain(), judge.usage[0].total, sep="\n")
    assert [v.evaluation for v in batch] == ["YES", "NO"], batch.explain()
