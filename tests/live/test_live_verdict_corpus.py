"""Live tier: a slice of the verdict corpus's held-out half, judged by the real local model.

Every fifth held-out case (12 of 60, over every corpus page, true and false goals alike) goes
through ``Evaluator.evaluate_goal`` with page-text evidence on real Chromium, as
``bench/bench_verdicts.py`` judges the whole corpus. The benchmark measures; this test guards: a
prompt, page-text or check change that costs the slice its accuracy, or lets a false goal through,
fails here. The bounds are the issue's targets with one case of slack for a 12-case sample
(BENCHMARKS.md "Verdicts" has the full held-out figures).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Route

from pytest_stagehand import StagehandPage
from pytest_stagehand.evaluation.evaluator import Evaluator
from pytest_stagehand.llm import UsageLedger
from pytest_stagehand.llm.openai_provider import OpenAIClient
from tests.support.corpus import verdict_corpus

BASE_URL = os.environ.get("OPENAI_BASE_URL", "")
MODEL = os.environ.get("LOCAL_LLM_MODEL", "")
EVERY = 5
MIN_RIGHT = 10  # of 12: the ≥ 90 % target, less one case for the sample's size
MAX_FALSE_YES = 1  # of the slice's false goals: a broken app that passes is the costly error

pytestmark = [
    pytest.mark.live,
    pytest.mark.skipif(
        not (BASE_URL and MODEL), reason="no live model: set OPENAI_BASE_URL and LOCAL_LLM_MODEL"
    ),
]


@pytest.fixture
def judge(page: StagehandPage) -> Iterator[Evaluator]:
    with OpenAIClient(MODEL, base_url=BASE_URL, timeout_s=180) as llm:
        yield Evaluator(page, llm, usage=[UsageLedger()], default_evidence="page_text")


def test_a_slice_of_the_held_out_half_is_judged_within_the_targets(
    judge: Evaluator, page: StagehandPage
) -> None:
    corpus = verdict_corpus()
    cases: list[Any] = [c for c in corpus.split() if c.half == "held-out"][::EVERY]
    assert len(cases) == 12
    assert {c.expected for c in cases} == {True, False}

    def serve(route: Route) -> None:
        name = route.request.url[len(corpus.ORIGIN) + 1 :]
        route.fulfill(status=200, content_type="text/html; charset=utf-8", body=corpus.page_html(name))

    page.route(corpus.ORIGIN + "/**", serve)
    rows = []
    for case in cases:
        page.goto(f"{corpus.ORIGIN}/{case.page}")
        verdict = judge.evaluate_goal(case.goal, screenshot_delay_ms=0)
        rows.append((case, verdict))
        print(f"{'ok ' if bool(verdict) is case.expected else 'BAD'} want={case.expected} {verdict!r}")
    right = sum(bool(v) is c.expected for c, v in rows)
    false_yes = [v for c, v in rows if v and not c.expected]
    print(f"{right}/{len(rows)} right, {len(false_yes)} false YES, {judge.usage[0].total}")
    assert not false_yes[MAX_FALSE_YES:], false_yes
    assert right >= MIN_RIGHT, [v for c, v in rows if bool(v) is not c.expected]
