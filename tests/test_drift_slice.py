"""A fast slice of the drift generator (bench/drift_corpus.py) through replay's real path in Chromium.

One development-split case per mutation kind (seeded, so the slice is the same every run): the target
is captured on the original page, then ``ladder.locate`` runs on the mutated page without an LLM.
A surviving element must be found and be the right one; a gone element (removed, a look-alike with
another function, duplicated) must be refused with a HealError that lists the candidates. The full
corpus, both splits and the per-kind numbers are in bench/bench_drift.py and BENCHMARKS.md.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from playwright.sync_api import Page

from pytest_stagehand.cache.fingerprint import ElementCapture, capture_element
from pytest_stagehand.errors import HealError
from pytest_stagehand.healing.ladder import locate

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
from drift_corpus import KINDS, PAGE_KINDS, TRUTH, DriftCase, make_case, split_of

THRESHOLD = 0.75


def _slice() -> list[DriftCase]:
    pages = list(PAGE_KINDS)
    chosen = []
    for m, mutation in enumerate(KINDS):
        # A page kind per mutation kind in turn; the next one when the mutation does not apply to it
        # (test ids are only on the example shop's pages).
        for shift in range(len(pages)):
            p = (m + shift) % len(pages)
            seed = p * 100 + m  # replicate 0: the development half
            assert split_of(seed) == "dev"
            case = make_case(seed, pages[p], mutation)
            if case is not None:
                chosen.append(case)
                break
    return chosen


SLICE = _slice()


def test_the_slice_covers_every_mutation_kind_and_the_corpus_is_deterministic() -> None:
    assert {case.mutation for case in SLICE} == set(KINDS)
    again = make_case(SLICE[0].seed, SLICE[0].page_kind, SLICE[0].mutation)
    assert again == SLICE[0]
    assert all(case.original != case.mutated for case in SLICE)


@pytest.mark.parametrize("case", SLICE, ids=lambda case: case.name)
def test_replay_heals_what_survived_and_refuses_what_is_gone(page: Page, case: DriftCase) -> None:
    page.set_content(case.original)
    capture = capture_element(page.locator(f'[{TRUTH}="{case.target}"]'))
    page.set_content(case.mutated)
    if case.expect == "gone":
        with pytest.raises(HealError, match=r"(?s)could not heal.*best candidates:"):
            _acted_on(page, capture)  # refused, with the candidates listed: never a wrong click
        return
    try:
        acted_on = _acted_on(page, capture)
    except HealError as e:
        pytest.fail(f"{case.applied}: not healed\n{e}")
    assert acted_on == case.target


def _acted_on(page: Page, capture: ElementCapture) -> str | None:
    return locate(page, capture, threshold=THRESHOLD).locator.get_attribute(TRUTH)
