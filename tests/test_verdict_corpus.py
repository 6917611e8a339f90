"""The verdict corpus (bench/verdict_corpus) keeps the shape its benchmark relies on."""

from __future__ import annotations

from collections import Counter

from tests.support.corpus import verdict_corpus


def test_corpus_is_large_varied_and_balanced() -> None:
    corpus = verdict_corpus()
    cases = corpus.split()
    assert len(cases) >= 120
    assert len({c.page for c in cases}) >= 8
    assert Counter(c.expected for c in cases) == {True: len(cases) // 2, False: len(cases) // 2}
    assert len({(c.page, c.goal) for c in cases}) == len(cases)  # no goal twice on a page
    for page in {c.page for c in cases}:
        assert "<html" in corpus.page_html(page)


def test_split_is_seeded_covers_every_page_in_both_halves_and_keeps_the_fresh_sets_apart() -> None:
    corpus = verdict_corpus()
    cases = corpus.split()
    assert cases == corpus.split()  # same seed, same halves
    halves = Counter((c.half, c.expected) for c in cases)
    assert abs(halves["dev", True] - halves["held-out", True]) <= len({c.page for c in cases})
    fresh_sets = tuple(half for half in corpus.HALVES if half not in ("dev", "held-out"))
    assert fresh_sets[-1] == "fresh30"
    split_pages = {c.page for c in cases if c.half not in fresh_sets}
    for page in split_pages:
        assert {c.half for c in cases if c.page == page} == {"dev", "held-out"}
    # Each fresh set is on pages of its own, balanced on each.
    seen = set(split_pages)
    for half in fresh_sets:
        fresh = [c for c in cases if c.half == half]
        assert fresh
        assert not {c.page for c in fresh} & seen
        seen |= {c.page for c in fresh}
        for page in {c.page for c in fresh}:
            assert Counter(c.expected for c in fresh if c.page == page) == {True: 6, False: 6}
    other = corpus.split(seed=16)
    assert {(c.goal, c.half) for c in other} != {(c.goal, c.half) for c in cases}
