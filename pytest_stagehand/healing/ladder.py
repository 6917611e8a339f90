"""Replay with identity checks, and the heal ladder when a stored element drifted.

Replay never trusts a selector blindly: the element a stored locator finds must match the stored
fingerprint (:func:`verify_identity`). Identity is stricter than healing: the element must carry the
stored label (accessible name and text, equal up to case and spacing) and score at least the
threshold. A near namesake in the stored element's place ("Log in with Google" where "Log in" was,
"Save draft" where "Save" was) is drift, not identity, exactly like a locator that hits nothing or a
different element; only the heal ladder, with its runner-up margin, may accept a changed label, and
every heal is reported. On drift the ladder runs (:func:`heal`):

1. fingerprint match against a fresh scan of the page (:func:`~.similarity.best_match`, on the
   candidates a two-phase scan shows can decide: :mod:`.twophase`), accepted at
   or above the threshold and only when clearly ahead of the runner-up, and not a look-alike of a
   removed element (:func:`~.lookalike.look_alike_refusal`: another row's copy, a neighbour of the
   same toolbar, a namesake in another landmark); the winner's scan locator is re-checked to find
   exactly the element that was scored;
2. LLM re-inference through the ``llm_reinfer`` callback, when the caller's mode allows one (this
   module never imports the LLM layer);
3. :class:`~pytest_stagehand.errors.HealError` listing the best candidates and why each was rejected.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from playwright.sync_api import Frame, Locator, Page

from ..cache.fingerprint import (
    ElementCapture,
    ElementFingerprint,
    ScannedElement,
    capture_element,
    identify,
)
from ..cache.keys import relative_url
from ..errors import HealError, SnapshotError
from .lookalike import look_alike_refusal
from .similarity import RankedCandidate, same_label, score, token_similarity
from .suggest import is_positional
from .twophase import match_page

HealMethod = Literal["fingerprint", "llm"]
# A scan locator must find the very element that was scored: same fingerprint, not merely similar.
SAME_ELEMENT_SCORE = 0.999
# The scanned element's locator waits no longer than this: it was in the page a moment ago, so this
# only bounds the race where it went since (a short bound failed a heal under a loaded test run: the
# query itself took longer).
SCANNED_ELEMENT_WAIT_MS = 3000
# A positional stored locator (CSS path, XPath) that finds an element whose neighbouring text is less
# alike the recorded one than this found a neighbour (the next row's "Edit"), not the element.
CONTEXT_IDENTITY = 0.5


@dataclass(frozen=True)
class IdentityCheck:
    """Whether a locator still finds the recorded element, and how alike it is."""

    ok: bool
    score: float
    found: ElementFingerprint | None
    reason: str
    also: Any = None  # what the caller's also_js read about the element, in the same round trip
    count: int = 0  # how many elements the locator found
    found_at: str | None = None  # the element's XPath, when the page itself matched a role locator


def verify_identity(
    locator: Locator,
    stored: ElementFingerprint,
    threshold: float,
    *,
    also_js: str | None = None,
    placement: bool = True,
    by_page: bool = True,
) -> IdentityCheck:
    """The locator must find exactly one element that carries the stored label (name and text, case and
    spacing folded) and whose fingerprint scores at least ``threshold``. ``also_js`` (a function of
    the element returning a JSON string) is read in the same round trip. ``placement=False`` scores
    what the element is, not where it sits (for a semantic locator: an element moved elsewhere by a
    redesign is still the one its test id, role + name or label found)."""
    try:
        found = identify(locator, also_js=also_js, by_page=by_page)
    except SnapshotError as e:
        return IdentityCheck(False, 0.0, None, f"locator unusable: {e}")
    if found.count != 1 or found.fingerprint is None:
        return IdentityCheck(False, 0.0, None, f"finds {found.count} elements", count=found.count)
    similarity, reason = _identity_problem(stored, found.fingerprint, threshold, placement=placement)
    if reason and found.found_at is not None:
        # The page matched the role locator by its own reading of roles and names; that the element
        # is not the stored one is Playwright's to say (its role engine is what the locator means).
        return verify_identity(
            locator, stored, threshold, also_js=also_js, placement=placement, by_page=False
        )
    if reason:
        return IdentityCheck(False, similarity, found.fingerprint, reason, count=1)
    return IdentityCheck(
        True, similarity, found.fingerprint, "", found.also, count=1, found_at=found.found_at
    )


def _identity_problem(
    stored: ElementFingerprint, found: ElementFingerprint, threshold: float, *, placement: bool = True
) -> tuple[float, str]:
    """How alike the element found is, and why it is not the stored one ("" when it is): it must score
    at least ``threshold`` and carry the stored label (name and text, case and spacing folded)."""
    similarity = score(stored, found, placement=placement)
    if similarity < threshold:
        return similarity, f"finds a different element ({found.describe()}, score {similarity:.2f})"
    if not same_label(stored, found):
        # Alike, but not showing the stored label: a namesake ("Save draft" for "Save") or the same
        # element relabelled. Only the heal ladder, which weighs the runner-up, may take it.
        return similarity, (
            f"finds an element with another label ({found.describe()}, score {similarity:.2f}); "
            "a changed label is left to the heal ladder"
        )
    return similarity, ""


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
    duplicated: str = "",
    label_unique: bool | None = None,
) -> HealOutcome:
    """Find the drifted element: fingerprint match first, then ``llm_reinfer``, else HealError.
    ``duplicated`` (why the element looks duplicated) keeps the fingerprint rung from picking a copy;
    ``label_unique`` says whether the recorded label was unique on the page when recorded (None:
    unknown), see :func:`label_was_unique`."""
    found = match_page(page, stored, threshold)
    # The candidates that can decide, or every one when the look-alike check on the winner may read
    # more than the winner (twophase.py): the decision of a one-phase scan.
    scanned = [item for item, _ in found.candidates]
    result = found.result
    why_not = result.reason
    ranked = result.ranked
    look_alike = None
    if result.match is not None and not duplicated:
        look_alike = _look_alike(stored, scanned, result.match.item, label_unique)
    if duplicated:
        why_not = f"{duplicated}: the element was duplicated, and which copy is meant is unknowable"
    elif look_alike is not None:
        why_not = look_alike
        ranked = [replace(ranked[0], verdict="refused: a look-alike of a removed element"), *ranked[1:]]
    elif result.match is not None:
        locator = result.match.item.resolve()
        try:
            # The scan proves which of its label locators are shared (1,000 rows' "Edit"): not re-queried.
            capture = capture_element(
                locator, scan=scanned, scanned_as=result.match.item, timeout_ms=SCANNED_ELEMENT_WAIT_MS
            )
        except SnapshotError as e:
            why_not = f"the best candidate's locator {result.match.item.locator} is unusable now: {e}"
        else:
            # The capture's fingerprint is the identity check: the very element scored, unchanged.
            _, reason = _identity_problem(result.match.fingerprint, capture.fingerprint, SAME_ELEMENT_SCORE)
            if not reason:
                return HealOutcome("fingerprint", locator, capture, result.match.score, result.ranked)
            why_not = f"the best candidate's locator {result.match.item.locator} {reason}"
    if llm_reinfer is not None:
        target = llm_reinfer()
        if target is not None:
            return HealOutcome("llm", target.locator, capture_element(target.locator), None, result.ranked)
        why_not += "; LLM re-inference found no element"
    lines = [
        f"could not heal {stored.describe()}: {why_not}",
        f"  threshold {threshold:.2f}; {found.count} candidate elements scanned; best candidates:",
        *_format_candidates(ranked),
    ]
    if llm_reinfer is None:
        lines.append("  no LLM re-inference in this mode (replay); re-record with --stagehand-cache=auto")
    raise HealError("\n".join(lines))


def find_stored(
    page: Page,
    capture: ElementCapture,
    *,
    threshold: float,
    also_js: str | None = None,
    duplicated: list[str] | None = None,
) -> Located | None:
    """The first stored locator whose element passes the identity check now (no waiting, no healing);
    ``also_js`` reads more about that element in the same round trip as its check.

    Once a semantic locator (test id, id, role + name, label, placeholder, text) that was unique when
    recorded finds several elements, the element was duplicated:
    no later locator is trusted to say which copy is meant, and why is appended to ``duplicated``
    (the heal ladder then refuses rather than pick a copy). Positional locators (CSS paths, XPath)
    are held to more: the element they find must stand among the same neighbouring text (not the
    next row's "Edit"), and when they are all the capture has (its label was not unique when
    recorded), a scan of the page must agree that it is the element and no copy of it is.
    """
    semantic = any(not is_positional(selector) for selector in capture.locators)
    for selector in capture.locators:
        positional = is_positional(selector)
        for frame in _frames_to_try(page, capture.frame_url):
            locator = frame.locator(selector)
            check = verify_identity(
                locator, capture.fingerprint, threshold, also_js=also_js, placement=positional
            )
            if check.ok and positional and not _same_context(capture.fingerprint, check.found):
                continue
            if check.ok and positional and not semantic and not _scan_agrees(page, capture, check, threshold):
                continue
            if check.ok:
                # Matched by the page itself (fingerprint.py, identify): act on the element it found.
                acted_on = locator if check.found_at is None else frame.locator(check.found_at)
                return Located(acted_on, selector, also=check.also)
            if check.count > 1 and not positional:  # a short CSS path finding several is no evidence
                if duplicated is not None:
                    duplicated.append(f"the recorded locator {selector} now finds {check.count} elements")
                return None
    return None


def _scan_agrees(page: Page, capture: ElementCapture, check: IdentityCheck, threshold: float) -> bool:
    """Whether the page's best match for the recorded element is the one a positional locator found,
    clearly ahead of any look-alike (a duplicated row has the same label and the same neighbours)."""
    try:
        found = match_page(page, capture.fingerprint, threshold)
    except SnapshotError:
        return False
    result = found.result
    if result.match is None or result.match.fingerprint != check.found:
        return False
    scanned = [item for item, _ in found.candidates]
    return _look_alike(capture.fingerprint, scanned, result.match.item, label_was_unique(capture)) is None


def _look_alike(
    stored: ElementFingerprint, scanned: list[ScannedElement], best: ScannedElement, label_unique: bool | None
) -> str | None:
    """Why the scan's best match is a look-alike of a removed element (lookalike.py), or None."""
    winner = next(i for i, item in enumerate(scanned) if item is best)
    candidates = [(item.locator, item.fingerprint) for item in scanned]
    return look_alike_refusal(stored, winner, candidates, label_unique=label_unique)


def _same_context(stored: ElementFingerprint, found: ElementFingerprint | None) -> bool:
    if found is None or not stored.context:
        return True
    return token_similarity(stored.context, found.context) >= CONTEXT_IDENTITY


# Locators by what the element shows: kept in a capture only when unique on the page when recorded.
_LABEL_LOCATORS = ("internal:role=", "internal:text=", "internal:label=")


def label_was_unique(capture: ElementCapture) -> bool | None:
    """Whether the recorded element's label was unique on its page when recorded: its role + name
    locator (always tried for an element with a role and a name) survived the capture's uniqueness
    check, or another locator by label did. None when no such locator was tried."""
    fingerprint = capture.fingerprint
    if not (fingerprint.role and fingerprint.name) or fingerprint.role == "presentation":
        return None
    return any(selector.startswith(_LABEL_LOCATORS) for selector in capture.locators)


def locate(
    page: Page,
    capture: ElementCapture,
    *,
    threshold: float,
    llm_reinfer: Callable[[], HealedTarget | None] | None = None,
) -> Located:
    """The element for a stored capture: the first stored locator whose element passes the identity
    check, else the heal ladder (which raises HealError when nothing fits)."""
    duplicated: list[str] = []
    found = find_stored(page, capture, threshold=threshold, duplicated=duplicated)
    if found is not None:
        return found
    outcome = heal(
        capture.fingerprint,
        page,
        threshold=threshold,
        llm_reinfer=llm_reinfer,
        duplicated="; ".join(duplicated),
        label_unique=label_was_unique(capture),
    )
    return Located(outcome.locator, outcome.new_locator, outcome)
