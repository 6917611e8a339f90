"""Scan the page and pick the best match in two phases, deciding exactly what one full scan decides.

A heal scores every candidate of the page, but only the few best decide it (the best, the runner-up
and the ranked report: ``similarity.best_match``), and on a large page reading every candidate in
full was most of a heal (a 1,000-row table: 5,000 candidates, 1.4 MB of JSON). So:

1. phase 1 lists what every candidate is, everything but its neighbouring text and its locator
   (``fingerprint.js``: ``listScan``; a table's 1,000 alike "Edit" buttons are one row of the
   listing);
2. :func:`~.similarity.narrow` bounds each candidate's score with the neighbouring text unknown and
   keeps those that can be among the best (the proof is in its docstring);
3. phase 2 reads the neighbouring text and locator of the kept candidates only, by their index in
   the same document's listing (``completeScan``), and ``best_match`` decides on them;
4. when the look-alike check (``lookalike.py``) may read other candidates than the winner
   (:func:`~.lookalike.reads_other_candidates`), phase 2 reads the rest too, so the check sees
   every candidate as after a one-phase scan.

A document whose tree or text changed between the phases (phase 2 answers "changed"), or a frame
detached meanwhile, is scanned again the one-phase way and decided on that scan.

The steps are written once, as a generator of requests (:func:`match_steps`), for the sync heal
ladder (:func:`match_page`, used by ``ladder.py``) and the async selector healing of ``expect``
(``expect_hook.py`` drives the same steps on Playwright's loop): one scan, one scorer.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from playwright.sync_api import Frame, Page

from ..cache.fingerprint import (
    ElementFingerprint,
    Listing,
    ScannedElement,
    complete_frame,
    list_frame,
    scan_page,
)
from ..errors import SnapshotError
from .lookalike import reads_other_candidates
from .similarity import MatchResult, best_match, narrow

F = TypeVar("F")  # a frame: Playwright's sync Frame, or its async impl in expect_hook.py
T = TypeVar("T")  # a candidate as the driver hands it back (with its fingerprint)


@dataclass(frozen=True)
class Listed(Generic[F]):
    """Phase 1 of one frame."""

    frame: F
    listing: Listing


@dataclass(frozen=True)
class ListFrames:
    """Request: phase 1 of every frame of the page (answer: ``list[Listed]``, main frame first)."""


@dataclass(frozen=True)
class Complete(Generic[F]):
    """Request: phase 2 of one frame for ``indices`` of its listing (answer: ``[(item, fingerprint)]``
    in that order, or None when the document changed since its listing or the frame went away)."""

    frame: F
    listing: Listing
    indices: list[int]


@dataclass(frozen=True)
class ScanAll:
    """Request: a one-phase scan of every frame (answer: ``[(item, fingerprint)]``)."""


Request = ListFrames | Complete[Any] | ScanAll


@dataclass(frozen=True)
class PageMatch(Generic[T]):
    """What :func:`best_match` decided over every candidate of the page.

    ``candidates`` are those read in full, in scan order: the kept ones, or every one (``complete``)
    when the look-alike check needed them or the page changed between the phases. ``count`` is how
    many candidates the page has."""

    result: MatchResult[T]
    candidates: list[tuple[T, ElementFingerprint]]
    complete: bool
    count: int


def match_steps(stored: ElementFingerprint, threshold: float) -> Generator[Request, Any, PageMatch[Any]]:
    """The two-phase scan and match as requests to a driver (see the module docstring)."""
    listed: list[Listed[Any]] = yield ListFrames()
    where = [(frame, i) for frame in listed for i in range(len(frame.listing.fingerprints))]
    fingerprints = [fingerprint for frame in listed for fingerprint in frame.listing.fingerprints]
    kept = narrow(stored, fingerprints)
    read = yield from _complete(where, kept)
    if read is None:
        return (yield from _one_phase(stored, threshold))
    result = best_match(stored, [read[i] for i in kept], threshold)
    if result.match is None or not reads_other_candidates(stored, result.match.fingerprint, fingerprints):
        return PageMatch(result, [read[i] for i in kept], False, len(fingerprints))
    rest = yield from _complete(where, sorted(set(range(len(where))) - set(kept)))
    if rest is None:
        return (yield from _one_phase(stored, threshold))
    read.update(rest)
    return PageMatch(result, [read[i] for i in range(len(where))], True, len(fingerprints))


def _complete(
    where: list[tuple[Listed[Any], int]], indices: list[int]
) -> Generator[Request, Any, dict[int, tuple[Any, ElementFingerprint]] | None]:
    """Phase 2 for ``indices`` (page-wide, in order), one request per frame: page index → candidate."""
    read: dict[int, tuple[Any, ElementFingerprint]] = {}
    by_frame: dict[int, tuple[Listed[Any], list[int]]] = {}
    for i in indices:
        listed = where[i][0]
        by_frame.setdefault(id(listed), (listed, []))[1].append(i)
    for listed, page_indices in by_frame.values():
        answer = yield Complete(listed.frame, listed.listing, [where[i][1] for i in page_indices])
        if answer is None:
            return None
        read.update(zip(page_indices, answer, strict=True))
    return read


def _one_phase(stored: ElementFingerprint, threshold: float) -> Generator[Request, Any, PageMatch[Any]]:
    everything: list[tuple[Any, ElementFingerprint]] = yield ScanAll()
    return PageMatch(best_match(stored, everything, threshold), everything, True, len(everything))


def match_page(page: Page, stored: ElementFingerprint, threshold: float) -> PageMatch[ScannedElement]:
    """:func:`match_steps` on a sync page (the heal ladder's driver)."""
    steps = match_steps(stored, threshold)
    request = next(steps)
    while True:
        try:
            request = steps.send(_answer(page, request))
        except StopIteration as done:
            found: PageMatch[ScannedElement] = done.value
            return found


def _answer(page: Page, request: Request) -> Any:
    if isinstance(request, ListFrames):
        return [Listed(frame, list_frame(frame)) for frame in page.frames if not frame.is_detached()]
    if isinstance(request, Complete):
        frame: Frame = request.frame
        try:
            read = complete_frame(frame, request.listing, request.indices)
        except SnapshotError:
            if frame.is_detached():
                return None
            raise
        return None if read is None else [(item, item.fingerprint) for item in read]
    return [(item, item.fingerprint) for item in scan_page(page)]
