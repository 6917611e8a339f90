"""How alike two element fingerprints are (pure; in the spirit of Healenium's weighted node matching).

Each component scores in [0, 1] and the total is their weighted mean:

============  ======  ==============================================================================
component     weight  how
============  ======  ==============================================================================
tag           0.10    equal or not
role          0.05    equal or not
name          0.25    string similarity of accessible names (case-folded; both empty counts as equal)
text          0.15    string similarity of trimmed text
attributes    0.25    weighted per attribute (test ids and id count more; classes by Jaccard overlap)
ancestry      0.15    LCS of ancestor tags (70 %) and of ancestor id/class summaries (30 %), the
                      document itself counting as one shared ancestor
position      0.05    1 for the same sibling index, decaying with the distance
============  ======  ==============================================================================

What a user sees (name, text) weighs most: renamed ids, changed classes, added wrappers and reordered
siblings each cost a little, while a different button with the same styling scores low on name/text.
When the stored element has a name or text, the total is also capped at ``0.5 + 0.5 × max(name, text)``:
structure alone (same tag, same slot, same classes) never makes a different label the same element.
:func:`best_match` refuses a winner that is not clearly ahead (ties are never guessed), and one whose
label is unlike the stored label (best of name / text below :data:`LABEL_FLOOR`) whatever the
threshold: a lowered threshold must not turn "Delete" into "Save". :func:`same_label` is the stricter
test the identity check applies before any score (see ``heal.verify_identity``). What no score can
tell: a removed "Save" whose slot now holds a "Save draft" looks like Save relabelled ("Save" →
"Save changes" with the id renamed is a real redesign); the ladder heals it, and reports the heal.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from functools import lru_cache
from typing import Generic, TypeVar

from ..cache.fingerprint import ElementFingerprint

# Similo-style weights: what survives a redesign (what a person reads: accessible name, visible text,
# the text beside the element; what it is: role and tag family; form attributes) weighs most; what
# redesigns rename (ids, classes, absolute position, the ancestor chain) weighs least. Tuned on the
# development half of bench/drift_corpus.py only (bench/bench_drift.py).
WEIGHTS: dict[str, float] = {
    "name": 3.0,
    "text": 2.0,
    "context": 3.0,
    "role": 1.5,
    "tag": 1.0,
    "attributes": 1.5,
    "markup": 1.0,
    "ancestry": 0.5,
    "position": 0.25,
}
# Form and link attributes a redesign tends to keep; ids and classes are scored apart, as "markup".
ATTRIBUTE_WEIGHTS: dict[str, float] = {
    "data-testid": 3.0,
    "data-test": 3.0,
    "data-qa": 3.0,
    "name": 2.0,
    "href": 1.5,
    "type": 1.0,
}
MARKUP_ATTRIBUTES = frozenset({"id", "for", "role"})
DEFAULT_ATTRIBUTE_WEIGHT = 1.0
CLASS_WEIGHT = 1.5
DEFAULT_MARGIN = 0.05
CONTAINED_WORDS_SIMILARITY = 0.8
CONTENT_CAP_BASE = 0.5
# A heal candidate whose name and text are both less alike the stored ones than this is never taken.
LABEL_FLOOR = 0.5
_WORD = re.compile(r"\w+")
_SPACES = re.compile(r"\s+")


def _fold(text: str) -> str:
    return _SPACES.sub(" ", text).strip().casefold()


def same_label(stored: ElementFingerprint, found: ElementFingerprint) -> bool:
    """Whether ``found`` shows what ``stored`` showed: accessible name and text equal once case and
    spacing are folded ("Save" = "SAVE", but "Save" ≠ "Save draft")."""
    return _fold(stored.name) == _fold(found.name) and _fold(stored.text) == _fold(found.text)


def label_similarity(stored: ElementFingerprint, breakdown: ScoreBreakdown) -> float | None:
    """The best of the name and text components for what the stored element shows; None when it
    showed neither (an unlabeled box: nothing to compare)."""
    shown = [breakdown.components[n] for n, value in (("name", stored.name), ("text", stored.text)) if value]
    return max(shown) if shown else None


# Words UI copy swaps for one another without changing what the control does (folded to one form
# before comparing): "Sign in" → "Log in", "Delete" → "Remove", "Cart" → "Basket". Generic UI
# vocabulary, not the drift corpus's; kept short, since every pair here is a pair healing conflates.
SYNONYMS: dict[str, str] = {
    "log in": "sign in", "login": "sign in", "signin": "sign in", "log into": "sign in",
    "log out": "sign out", "logout": "sign out", "signout": "sign out",
    "signup": "sign up", "register": "sign up", "create account": "sign up",
    "create an account": "sign up", "create my account": "sign up",
    "remove": "delete", "dismiss": "close", "basket": "cart", "modify": "edit",
    "prev": "previous", "e-mail": "email",
}  # fmt: skip
SYNONYM_SIMILARITY = 0.9
_SYNONYM_PATTERN = re.compile(
    r"\b(" + "|".join(sorted(map(re.escape, SYNONYMS), key=len, reverse=True)) + r")\b"
)


def _canonical(text: str) -> str:
    return _SYNONYM_PATTERN.sub(lambda m: SYNONYMS[m.group(1)], text)


@lru_cache(maxsize=16_384)
def string_similarity(a: str, b: str) -> float:
    """Case-folded similarity in [0, 1]; two empty strings are equal (1.0), one empty is 0.0.

    Character similarity (difflib ratio), raised to :data:`CONTAINED_WORDS_SIMILARITY` when every word of
    the shorter string appears in the longer: "Save" → "Save changes" is a tweak, not a new label; and to
    :data:`SYNONYM_SIMILARITY` when the two read the same once UI synonyms are folded ("Log in" → "Sign in").
    """
    a, b = a.casefold().strip(), b.casefold().strip()
    if a == b:
        return 1.0
    if not a or not b:
        return 0.0
    ratio = SequenceMatcher(None, a, b, autojunk=False).ratio()
    canonical_a, canonical_b = _canonical(a), _canonical(b)
    words_a, words_b = set(_WORD.findall(canonical_a)), set(_WORD.findall(canonical_b))
    if words_a and words_a == words_b:
        return max(ratio, SYNONYM_SIMILARITY)
    shorter, longer = sorted((words_a, words_b), key=len)
    if shorter and shorter <= longer:
        return max(ratio, CONTAINED_WORDS_SIMILARITY)
    return ratio


@lru_cache(maxsize=16_384)
def token_similarity(a: str, b: str) -> float:
    """Word-set overlap (Jaccard) of two texts, case-folded; both empty counts as equal, and so do two
    texts that differ only in spacing ("Username" = "User name"). Neighbouring text is compared so:
    rows of a table share their layout and differ in a few words, which a character ratio blurs."""
    if _fold(a).replace(" ", "") == _fold(b).replace(" ", ""):
        return 1.0
    words_a, words_b = set(_WORD.findall(a.casefold())), set(_WORD.findall(b.casefold()))
    if not words_a and not words_b:
        return 1.0
    return len(words_a & words_b) / len(words_a | words_b)


# Tags and roles that a redesign swaps for one another ("button" → "a role=button", "div" → "span").
_FAMILIES: tuple[frozenset[str], ...] = (
    frozenset({"a", "button", "summary"}),
    frozenset({"input", "textarea", "select"}),
    frozenset({"div", "span", "p", "section", "article", "li", "td", "label", "strong", "em", "b", "i"}),
    frozenset({"h1", "h2", "h3", "h4", "h5", "h6"}),
    frozenset({"button", "link", "menuitem", "tab"}),
    frozenset({"textbox", "searchbox", "combobox"}),
    frozenset({"checkbox", "switch", "radio", "menuitemcheckbox"}),
)
FAMILY_SIMILARITY = 0.6


@lru_cache(maxsize=1024)
def kind_similarity(a: str, b: str) -> float:
    """1 for the same tag (or role), :data:`FAMILY_SIMILARITY` for one of the same family, else 0."""
    if a == b:
        return 1.0
    return FAMILY_SIMILARITY if any(a in family and b in family for family in _FAMILIES) else 0.0


def lcs_length(a: Sequence[str], b: Sequence[str]) -> int:
    """Length of the longest common subsequence (classic dynamic programme)."""
    if not a or not b:
        return 0
    previous = [0] * (len(b) + 1)
    for item in a:
        current = [0]
        for j, other in enumerate(b):
            current.append(previous[j] + 1 if item == other else max(previous[j + 1], current[j]))
        previous = current
    return previous[-1]


def sequence_similarity(a: Sequence[str], b: Sequence[str]) -> float:
    """LCS length over the longer length; two empty sequences are equal (1.0)."""
    if not a and not b:
        return 1.0
    return lcs_length(a, b) / max(len(a), len(b))


def _tag_of(summary: str) -> str:
    for i, char in enumerate(summary):
        if char in "#.":
            return summary[:i]
    return summary


def ancestry_similarity(a: Sequence[str], b: Sequence[str]) -> float:
    """Both chains end at the same document (fingerprints stop below ``<body>``), which counts as one
    shared ancestor: a wrapper added around an element that sat directly in the body costs half the
    ancestry, not all of it (``[] → [div]`` scores 0.5, ``[form] → [div, form]`` 0.67)."""
    # A page's candidates share few ancestor chains (every row of a table has the same one): memoised.
    return _ancestry_similarity(tuple(a), tuple(b))


@lru_cache(maxsize=16_384)
def _ancestry_similarity(a: tuple[str, ...], b: tuple[str, ...]) -> float:
    shared_root = ["(document)"]
    tags = sequence_similarity(
        [*(_tag_of(s) for s in a), *shared_root], [*(_tag_of(s) for s in b), *shared_root]
    )
    return 0.7 * tags + 0.3 * sequence_similarity([*a, *shared_root], [*b, *shared_root])


def class_similarity(a: Sequence[str], b: Sequence[str]) -> float:
    """Jaccard overlap of class sets; no classes on either side counts as equal."""
    set_a, set_b = set(a), set(b)
    if not set_a and not set_b:
        return 1.0
    return len(set_a & set_b) / len(set_a | set_b)


def _agreement(left: dict[str, str], right: dict[str, str], names: set[str]) -> tuple[float, float]:
    total = agreed = 0.0
    for name in sorted(names):
        weight = ATTRIBUTE_WEIGHTS.get(name, DEFAULT_ATTRIBUTE_WEIGHT)
        total += weight
        if name in left and name in right:
            # Half credit for a near value (save-btn → save-button); full only when equal.
            agreed += weight * (
                1.0 if left[name] == right[name] else 0.5 * string_similarity(left[name], right[name])
            )
    return total, agreed


def attribute_similarity(stored: ElementFingerprint, candidate: ElementFingerprint) -> float:
    """Weighted agreement of every key attribute and the classes; an attribute on one side only
    scores 0 (ids and classes included: the whole markup, as a reviewer would compare it)."""
    left, right = stored.attribute_map, candidate.attribute_map
    total, agreed = _agreement(left, right, set(left) | set(right))
    if stored.classes or candidate.classes:
        total += CLASS_WEIGHT
        agreed += CLASS_WEIGHT * class_similarity(stored.classes, candidate.classes)
    return 1.0 if total == 0 else agreed / total


def form_attribute_similarity(stored: ElementFingerprint, candidate: ElementFingerprint) -> float | None:
    """Agreement of the attributes redesigns tend to keep (name, type, href, placeholder, test ids,
    aria-label, title, alt, value); None when neither element has any (no evidence either way). Ids,
    ``for``, ``role`` and classes are left to :func:`markup_similarity`."""
    left, right = stored.attribute_map, candidate.attribute_map
    total, agreed = _agreement(left, right, (set(left) | set(right)) - MARKUP_ATTRIBUTES)
    return None if total == 0 else agreed / total


def markup_similarity(stored: ElementFingerprint, candidate: ElementFingerprint) -> float | None:
    """Agreement of the id and the classes (what a redesign renames first); None when neither
    element has an id or a class."""
    left, right = stored.attribute_map, candidate.attribute_map
    total, agreed = _agreement(left, right, {"id"} & (set(left) | set(right)))
    if stored.classes or candidate.classes:
        total += CLASS_WEIGHT
        agreed += CLASS_WEIGHT * class_similarity(stored.classes, candidate.classes)
    return None if total == 0 else agreed / total


def position_similarity(a: int, b: int) -> float:
    return 1.0 / (1.0 + abs(a - b))


@dataclass(frozen=True)
class ScoreBreakdown:
    """The total score and each component's score (before weighting)."""

    total: float
    components: dict[str, float]

    def reasons(self) -> list[str]:
        """Components that did not fully match, weakest first: ``name 0.50``."""
        weak = sorted((value, name) for name, value in self.components.items() if value < 0.999)
        return [f"{name} {value:.2f}" for value, name in weak]


# Where an element sits, as opposed to what it is: left out when a locator already found it.
PLACEMENT = frozenset({"context", "ancestry", "position"})

# What an element is (tag, role, name, text, attributes, classes), as opposed to where it sits.
_Identity = tuple[str, str, str, str, tuple[tuple[str, str], ...], tuple[str, ...]]


def _identity(fingerprint: ElementFingerprint) -> _Identity:
    return (
        fingerprint.tag,
        fingerprint.role,
        fingerprint.name,
        fingerprint.text,
        fingerprint.attributes,
        fingerprint.classes,
    )


@lru_cache(maxsize=16_384)
def _identity_components(
    stored: _Identity, candidate: _Identity
) -> tuple[float, float, float, float, float | None, float | None]:
    """The components of :func:`score_breakdown` that depend only on what the two elements are (tag,
    role, name, text, form attributes, markup). A page's candidates share them (a table's 1,000
    "Edit" buttons differ only in where they sit): memoised, computed exactly as before."""
    left = ElementFingerprint(*stored[:4], attributes=stored[4], classes=stored[5])
    right = ElementFingerprint(*candidate[:4], attributes=candidate[4], classes=candidate[5])
    return (
        kind_similarity(left.tag, right.tag),
        kind_similarity(left.role, right.role),
        string_similarity(left.name, right.name),
        string_similarity(left.text, right.text),
        form_attribute_similarity(left, right),
        markup_similarity(left, right),
    )


def _components(stored: ElementFingerprint, candidate: ElementFingerprint, context: bool) -> dict[str, float]:
    """The components of :func:`score_breakdown`, in their fixed order (the weighted sum adds them
    in this order)."""
    tag, role, name, text, attributes, markup = _identity_components(_identity(stored), _identity(candidate))
    components = {"tag": tag, "role": role, "name": name, "text": text}
    if stored.context and context:
        components["context"] = token_similarity(stored.context, candidate.context)
    if attributes is not None:
        components["attributes"] = attributes
    if markup is not None:
        components["markup"] = markup
    components["ancestry"] = ancestry_similarity(stored.ancestry, candidate.ancestry)
    components["position"] = position_similarity(stored.index, candidate.index)
    return components


def _total(stored: ElementFingerprint, components: dict[str, float], placement: bool) -> float:
    """The weighted mean of ``components``, capped by the label and rounded. Non-decreasing in each
    component, in floating point too (see :func:`narrow`)."""
    counted = [name for name in components if placement or name not in PLACEMENT]
    total = sum(WEIGHTS[name] * components[name] for name in counted) / sum(WEIGHTS[name] for name in counted)
    # What the user sees is the element's identity: when the stored element has a name or text, a
    # candidate whose name and text are both unlike it cannot score high on structure alone (a list
    # item in the same slot with other text is another item, not the same one drifted).
    shown = [components[name] for name, value in (("name", stored.name), ("text", stored.text)) if value]
    if shown:
        content = max(shown)
        total = min(total, CONTENT_CAP_BASE + (1.0 - CONTENT_CAP_BASE) * content)
    return round(min(1.0, max(0.0, total)), 6)


def score_breakdown(
    stored: ElementFingerprint, candidate: ElementFingerprint, *, placement: bool = True, context: bool = True
) -> ScoreBreakdown:
    """Each component in [0, 1] and their weighted mean. A component with no evidence (neither
    element has form attributes, or ids and classes; no neighbouring text was recorded) is left out
    of the mean rather than counted as agreement, as Similo leaves out attributes missing on a side.
    ``placement=False`` leaves out where the element sits (neighbouring text, ancestry, position):
    for an element a stored semantic locator found, only what it is must match. ``context=False``
    leaves out the neighbouring text alone (see :func:`best_match`)."""
    components = _components(stored, candidate, context)
    return ScoreBreakdown(_total(stored, components, placement), components)


def score(stored: ElementFingerprint, candidate: ElementFingerprint, *, placement: bool = True) -> float:
    """Similarity in [0, 1]; 1.0 for identical fingerprints."""
    return score_breakdown(stored, candidate, placement=placement).total


def _relabelled_and_renamed(
    stored: ElementFingerprint, breakdown: ScoreBreakdown, found: ElementFingerprint
) -> bool:
    """Both identity signals a person and a developer use changed at once: what the element says
    (beyond case, spacing and UI synonyms) and its id. A redesign rarely changes both for the same
    element; a sibling with a like label ("Password" beside a removed "Confirm password") differs in
    exactly these two."""
    old_id, new_id = stored.attribute_map.get("id"), found.attribute_map.get("id")
    label = label_similarity(stored, breakdown)
    relabelled = label is not None and label < SYNONYM_SIMILARITY and not _label_extended(stored, found)
    return bool(old_id and new_id and old_id != new_id) and relabelled


# Words copy adds around a call to action without changing what it does ("Log in" → "Log in now").
# A content word added is another control ("Password" → "Confirm password", "Save" → "Save draft").
FILLER_WORDS = frozenset({"now", "here", "today", "please", "your", "my", "the", "a", "again"})


def _label_extended(stored: ElementFingerprint, found: ElementFingerprint) -> bool:
    """The new label is the stored one plus filler words only ("Log in" → "Log in now"), so the
    same control with livelier copy, not a relabel."""
    for old, new in ((stored.name, found.name), (stored.text, found.text)):
        old_words = set(_WORD.findall(_canonical(old.casefold()))) if old else set()
        new_words = set(_WORD.findall(_canonical(new.casefold()))) if new else set()
        if old_words and old_words < new_words and new_words - old_words <= FILLER_WORDS:
            return True
    return False


T = TypeVar("T")
# How many of the best candidates best_match ranks (and a heal's report lists).
KEEP = 5


def _alike(stored: ElementFingerprint, breakdowns: Sequence[ScoreBreakdown]) -> list[int]:
    """The candidates whose label is alike the stored one, when the stored element has neighbouring
    text and a label (else none). Neighbouring text tells apart elements that show the same label
    (each row's "Edit"). When only one candidate shows a label like the stored one, there is nothing
    to tell apart, and a redesign that moved the element among other text must not cost it the heal:
    :func:`best_match` scores that one without its neighbouring text. Reads name and text only."""
    if not (stored.context and (stored.name or stored.text)):
        return []
    return [i for i, b in enumerate(breakdowns) if (label_similarity(stored, b) or 0.0) >= LABEL_FLOOR]


@dataclass(frozen=True)
class RankedCandidate(Generic[T]):
    item: T
    fingerprint: ElementFingerprint
    breakdown: ScoreBreakdown
    verdict: str  # "accepted", or why it was not taken

    @property
    def score(self) -> float:
        return self.breakdown.total


@dataclass(frozen=True)
class MatchResult(Generic[T]):
    """The outcome of :func:`best_match`: ``match`` is None when no candidate is clearly right."""

    match: RankedCandidate[T] | None
    ranked: list[RankedCandidate[T]]
    reason: str  # why there is no match ("" when there is one)


def best_match(
    stored: ElementFingerprint,
    candidates: Sequence[tuple[T, ElementFingerprint]],
    threshold: float,
    *,
    margin: float | None = None,
    keep: int = KEEP,
) -> MatchResult[T]:
    """The candidate most like ``stored``, if it scores at least ``threshold`` and leads the runner-up
    by more than ``margin``. ``ranked`` holds the best ``keep`` candidates with a verdict each."""
    margin = DEFAULT_MARGIN if margin is None else margin
    breakdowns = [score_breakdown(stored, fp) for _, fp in candidates]
    alike = _alike(stored, breakdowns)
    if len(alike) == 1:
        breakdowns[alike[0]] = score_breakdown(stored, candidates[alike[0]][1], context=False)
    scored = sorted(
        ((breakdown, i) for i, breakdown in enumerate(breakdowns)),
        key=lambda pair: (-pair[0].total, pair[1]),
    )
    if not scored:
        return MatchResult(None, [], "the page has no candidate elements")
    best_total = scored[0][0].total
    runner_up = scored[1][0].total if len(scored) > 1 else None
    ambiguous = runner_up is not None and best_total - runner_up <= margin
    ranked: list[RankedCandidate[T]] = []
    for position, (breakdown, i) in enumerate(scored[:keep]):
        item, fingerprint = candidates[i]
        label = label_similarity(stored, breakdown)
        if label is not None and label < LABEL_FLOOR:
            verdict = f"label unlike the stored one (similarity {label:.2f} < {LABEL_FLOOR:.2f})"
        elif breakdown.total < threshold:
            verdict = f"score {breakdown.total:.2f} below threshold {threshold:.2f}"
        elif _relabelled_and_renamed(stored, breakdown, fingerprint):
            verdict = "label and id both changed: another element, not this one drifted"
        elif ambiguous and best_total - breakdown.total <= margin:
            verdict = f"ambiguous: within {margin:.2f} of another candidate"
        elif position == 0:
            verdict = "accepted"
        else:
            verdict = f"score {breakdown.total:.2f} below the best {best_total:.2f}"
        ranked.append(RankedCandidate(item, fingerprint, breakdown, verdict))
    top = ranked[0]
    if top.verdict == "accepted":
        return MatchResult(top, ranked, "")
    return MatchResult(None, ranked, top.verdict)


def narrow(
    stored: ElementFingerprint, listed: Sequence[ElementFingerprint], *, keep: int = KEEP
) -> list[int]:
    """Which candidates :func:`best_match` needs to see to decide exactly as it would on all of
    ``listed``: indices, in order. ``listed`` are phase 1 of a two-phase scan, each candidate's
    fingerprint without its neighbouring text (``context`` "", everything else as the scan reads it).

    Why the decision cannot change. ``best_match`` reads only its ``K = max(keep, 2)`` best
    candidates, in the order of (score descending, list position): the best and the runner-up
    decide the match (threshold, margin, label floor, relabelled-and-renamed), the first ``keep``
    are the ranked report. The only component phase 1 lacks is the neighbouring text (``context``,
    a token similarity in [0, 1]). Every other component is exact, and so is the set of components
    counted (whether ``context`` counts depends on the stored fingerprint and on the label rule
    below, both known). A candidate's score with ``context`` at 0 is a lower bound ``lo`` of its
    true score, with ``context`` at 1 an upper bound ``hi``: :func:`_total` is non-decreasing in each
    component, in floating point too (products and sums of non-negative floats rounded to nearest,
    a division by the same positive sum, ``min``/``max`` and ``round`` are all monotone), and the
    bounds are computed by the very same code in the very same order. The label cap alone bounds
    it too (``hi <= cap``, :func:`_label_cap`), from the name and text components only.

    Let ``L`` be the K-th largest ``lo`` of all candidates, and ``F <= L`` the K-th largest ``lo``
    of those whose bounds were computed (kinds in decreasing cap, until the next cap is below ``F``:
    the rest have ``hi <= cap < F``). Keep every candidate with ``hi >= F``. A candidate dropped has
    ``true <= hi < F <= L``, and K candidates have ``true >= lo >= L``: all K are strictly ahead of
    it, so it is not among the K best, whatever the tie-breaking. So the K best of all are kept,
    and in the kept list (a sub-sequence of ``listed``, same relative order) they are still the K
    best, in the same order, with the same scores: ``best_match`` decides the same.

    The label rule: when exactly one candidate of all shows a label alike the stored one, best_match
    scores it without its neighbouring text. Alikeness reads name and text, exact in phase 1; that
    one's bounds are computed the same way (then exact). best_match on the kept list applies the
    rule to the kept alike ones, so their count must say the same: when there are two or more alike
    in all and exactly one was kept, a second alike one is kept too (keeping more of ``listed``
    never changes the K best, by the argument above).
    """
    k = max(keep, 2)
    if len(listed) <= k:
        return list(range(len(listed)))
    # A page repeats few kinds of candidate (a table's 1,000 "Edit" buttons are alike in all phase 1
    # reads): each distinct one is bounded once. Listings share one object per kind; equal ones
    # from elsewhere are merely bounded twice.
    kinds: dict[int, _Kind] = {}
    caps: dict[tuple[str, str], tuple[float, bool]] = {}  # the cap reads the label alone
    for i, fingerprint in enumerate(listed):
        kind = kinds.get(id(fingerprint))
        if kind is None:
            label = (fingerprint.name, fingerprint.text)
            cap = caps.get(label)
            if cap is None:
                cap = caps[label] = _label_cap(stored, fingerprint)
            kind = kinds[id(fingerprint)] = _Kind(fingerprint, *cap)
        kind.members.append(i)
    alike = [i for kind in kinds.values() if kind.alike for i in kind.members]
    lows: list[float] = []  # of the candidates bounded so far, largest first after each kind
    floor = -1.0
    bounded: list[_Kind] = []
    for kind in sorted(kinds.values(), key=lambda kind: -kind.cap):
        if len(lows) >= k and kind.cap < floor:
            break  # this kind and every one after it: hi <= cap < floor
        without_context = len(alike) == 1 and kind.alike
        kind.low, kind.high = _bounds(stored, kind.fingerprint, context=not without_context)
        bounded.append(kind)
        lows.extend([kind.low] * min(len(kind.members), k))
        lows.sort(reverse=True)
        del lows[k:]
        if len(lows) >= k:
            floor = lows[k - 1]
    if len(lows) < k:
        return list(range(len(listed)))  # unreachable: every kind is bounded before k lows exist
    kept = {i for kind in bounded if kind.high >= floor for i in kind.members}
    alike_kept = [i for i in alike if i in kept]
    if len(alike) >= 2 and len(alike_kept) == 1:
        kept.add(next(i for i in alike if i != alike_kept[0]))
    return sorted(kept)


@dataclass
class _Kind:
    """Candidates alike in everything phase 1 reads, bounded together by :func:`narrow`."""

    fingerprint: ElementFingerprint
    cap: float  # an upper bound of their score, from the label alone
    alike: bool  # a label alike the stored one (best_match's label rule)
    members: list[int] = field(default_factory=list)
    low: float = 0.0
    high: float = 1.0


def _label_cap(stored: ElementFingerprint, listed: ElementFingerprint) -> tuple[float, bool]:
    """An upper bound of the score from the name and text components alone (the cap of
    :func:`_total` with every other component at its best), and whether the label is alike the
    stored one in best_match's sense; both read the memoised identity components only."""
    _, _, name, text, _, _ = _identity_components(_identity(stored), _identity(listed))
    shown = [value for value, own in ((name, stored.name), (text, stored.text)) if own]
    if not shown:
        return 1.0, False
    cap = round(min(1.0, max(0.0, CONTENT_CAP_BASE + (1.0 - CONTENT_CAP_BASE) * max(shown))), 6)
    return cap, bool(stored.context) and max(shown) >= LABEL_FLOOR


def _bounds(stored: ElementFingerprint, listed: ElementFingerprint, *, context: bool) -> tuple[float, float]:
    """The lowest and highest score ``listed`` (no neighbouring text read yet) can have once its
    neighbouring text is read: the same components and total as :func:`score_breakdown`, with the
    neighbouring text's component at 0 and at 1 (equal when it is not counted)."""
    components = _components(stored, listed, context)
    if "context" not in components:
        total = _total(stored, components, True)
        return total, total
    return (
        _total(stored, {**components, "context": 0.0}, True),
        _total(stored, {**components, "context": 1.0}, True),
    )
