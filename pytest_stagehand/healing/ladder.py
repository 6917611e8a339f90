"""Replay with identity checks, and the heal ladder when a stored element drifted.

Replay never trusts a selector blindly: the element a stored locator finds must match the stored
fingerprint (:func:`verify_identity`). Identity is stricter than healing: the element must carry the
stored label (accessible name and text, equal up to case and spacing) and score at least the
threshold. A near namesake in the stored element's place ("Log in with Google" where "Log in" was,
"Save draft" where "Save" was) is drift, not identity, exactly like a locator that hits nothing or a
different element; only the heal ladder, with its runner-up margin, may accept a changed label, and
every heal is reported. On drift the ladder runs (:func:`heal`):

1. fingerprint match against a fresh scan of the page (:func:`~.similarity.best_match`), accepted at
   or above the threshold and only when clearly ahead of the runner-up; the winner's scan locator is
   re-checked to find exactly the element that was scored;
2. LLM re-inference through the ``llm_reinfer`` callback, when the caller's mode allows one (this
   module never imports the LLM layer);
3. :class:`~pytest_stagehand.errors.HealError` listing the best candidates and why each was rejected.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from playwright.sync_api import Frame, Locator, Page

from ..cache.fingerprint import (
    ElementCapture,
    ElementFingerprint,
    ScannedElement,
    capture_element,
    identify,
    scan_page,
)
from ..cache.keys import relative_url
from ..errors import HealError, SnapshotError
from .similarity import RankedCandidate, best_match, same_label, score

HealMethod = Literal["fingerprint", "llm"]
# A scan locator must find the very element that was scored: same fingerprint, not merely similar.
SAME_ELEMENT_SCORE = 0.999


@dataclass(frozen=True)
class IdentityCheck:
    """Whether a locator still finds the recorded element, and how alike it is."""

    ok: bool
    score: float
    found: ElementFingerprint | None
    reason: str
    also: Any = None  # what the caller's also_js read about the element, in the same round trip


def verify_identity(
    locator: Locator, stored: ElementFingerprint, threshold: float, *, also_js: str | None = None
) -> IdentityCheck:
    """The locator must find exactly one element that carries the stored label (name and text, case and
    spacing folded) and whose fingerprint scores at least ``threshold``. ``also_js`` (a function of
    the element returning a JSON string) is read in the same round trip."""
    try:
        found = identify(locator, also_js=also_js)
    except SnapshotError as e:
        return IdentityCheck(False, 0.0, None, f"locator unusable: {e}")
    if found.count != 1 or found.fingerprint is None:
        return IdentityCheck(False, 0.0, None, f"finds {found.count} elements")
    similarity = score(stored, found.fingerprint)
    if similarity < threshold:
        return IdentityCheck(
            False,
            similarity,
            found.fingerprint,
            f"finds a different element ({found.fingerprint.describe()}, score {similarity:.2f})",
        )
    if not same_label(stored, found.fingerprint):
        # Alike, but not showing the stored label: a namesake ("Save draft" for "Save") or the same
        # element relabelled. Only the heal ladder, which weighs the runner-up, may take it.
        return IdentityCheck(
            False,
            similarity,
            found.fingerprint,
            f"finds an element with another label ({found.fingerprint.describe()}, score {similarity:.2f}); "
            "a changed label is left to the heal ladder",
        )
    return IdentityCheck(True, similarity, found.fingerprint, "", found.also)


def _frames_to_try(page: Page, frame_url: str) -> list[Frame]:
    frames = [frame for frame in page.frames if not frame.is_detached()]
    # The frame the element was recorded in first (by relative URL), then the others.
    return sorted(frames, key=lambda frame: 0 if relative_url(frame.url) == frame_url else 1)


@dataclass(frozen=True)
class HealOutcome:
    """A healed element: how it was found, the live locator, and its new capture for the cache entry."""

    method: HealMethod
    locator: Locator
    capture: ElementCapture
    score: float | None  # fingerprint similarity; None for an LLM heal
    considered: list[RankedCandidate[ScannedElement]] = field(default_factory=list)

    @property
    def new_locator(self) -> str:
        return self.capture.primary_locator


@dataclass(frozen=True)
class HealedTarget:
    """What an LLM re-inference callback returns: the element it chose."""

    locator: Locator


@dataclass(frozen=True)
class Located:
    """The element for a cached action: found by a stored locator, or healed (``healed`` is set)."""

    locator: Locator
    selector: str
    healed: HealOutcome | None = None
    also: Any = None  # what find_stored's also_js read about the element (None after a heal)


def _format_candidates(ranked: list[RankedCandidate[ScannedElement]]) -> list[str]:
    lines = []
    for candidate in ranked:
        reasons = ", ".join(candidate.breakdown.reasons()) or "all components match"
        lines.append(
            f"    - {candidate.fingerprint.describe()} at {candidate.item.locator}: "
            f"score {candidate.score:.2f} ({reasons}); {candidate.verdict}"
        )
    return lines


def heal(
    stored: ElementFingerprint,
    page: Page,
    *,
    threshold: float,
    llm_reinfer: Callable[[], HealedTarget | None] | None = None,
) -> HealOutcome:
    """Find the drifted element: fingerprint match first, then ``llm_reinfer``, else HealError."""
    scanned = scan_page(page)
    result = best_match(stored, [(item, item.fingerprint) for item in scanned], threshold)
    why_not = result.reason
    if result.match is not None:
        locator = result.match.item.resolve()
        check = verify_identity(locator, result.match.fingerprint, SAME_ELEMENT_SCORE)
        if check.ok:
            return HealOutcome(
                "fingerprint", locator, capture_element(locator), result.match.score, result.ranked
            )
        why_not = f"the best candidate's locator {result.match.item.locator} {check.reason}"
    if llm_reinfer is not None:
        target = llm_reinfer()
        if target is not None:
            return HealOutcome("llm", target.locator, capture_element(target.locator), None, result.ranked)
        why_not += "; LLM re-inference found no element"
    lines = [
        f"could not heal {stored.describe()}: {why_not}",
        f"  threshold {threshold:.2f}; {len(scanned)} candidate elements scanned; best candidates:",
        *_format_candidates(result.ranked),
    ]
    if llm_reinfer is None:
        lines.append("  no LLM re-inference in this mode (replay); re-record with --stagehand-cache=auto")
    raise HealError("\n".join(lines))


def find_stored(
    page: Page, capture: ElementCapture, *, threshold: float, also_js: str | None = None
) -> Located | None:
    """The first stored locator whose element passes the identity check now (no waiting, no healing);
    ``also_js`` reads more about that element in the same round trip as its check."""
    for selector in capture.locators:
        for frame in _frames_to_try(page, capture.frame_url):
            locator = frame.locator(selector)
            check = verify_identity(locator, capture.fingerprint, threshold, also_js=also_js)
            if check.ok:
                return Located(locator, selector, also=check.also)
    return None


def locate(
    page: Page,
    capture: ElementCapture,
    *,
    threshold: float,
    llm_reinfer: Callable[[], HealedTarget | None] | None = None,
) -> Located:
    """The element for a stored capture: the first stored locator whose element passes the identity
    check, else the heal ladder (which raises HealError when nothing fits)."""
    found = find_stored(page, capture, threshold=threshold)
    if found is not None:
        return found
    outcome = heal(capture.fingerprint, page, threshold=threshold, llm_reinfer=llm_reinfer)
    return Located(outcome.locator, outcome.new_locator, outcome)
