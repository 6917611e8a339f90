"""Whether the heal ladder's best candidate is a look-alike of a removed element (pure).

A score measures how alike two elements are; it cannot say that the recorded element is gone and
its look-alike stayed. Three shapes fool it (issue #16, found by ``bench/bench_cua_replay.py``):

* **another row's copy**: one card's "Delete" removed while the neighbouring cards keep theirs. The
  candidate shows the stored label, but it is one of several look-alikes (same role, label alike
  up to contained words or synonyms: rows, cards, list items) and what tells them apart, the
  neighbouring text, is not quite the recorded row's. It is refused when the recorded row reads
  better elsewhere on the page (an element there, with its own text unless it is a control, reads
  more like the recorded neighbouring text than anything in the candidate's row); when neither the
  candidate nor anything in its row reads even half like it; or when the candidate reads only partly
  like it and the recorded words it lacks are nowhere on the page (the recorded row was removed;
  "Maple · Due Friday" gone, "Nova · Due Friday" left). The candidate's row is its largest ancestor
  holding no other look-alike (from the scan's absolute XPaths); an element in it that reads like
  the recorded row (the row's checkbox, its name) vouches for the candidate.
* **a neighbour of the same group**: a toolbar's "Share" removed while "★ Star" stays. The two labels
  are alike by their characters only (no shared word, no UI synonym), the candidate sits in the
  recorded element's group (same parent) among other controls of its role, and no stable identifier
  (id, test id, form name, href) agrees: another control of the group, not this one relabelled.
* **a namesake in another landmark**: the sidebar's "Blog" removed while the top nav keeps a "Blog".
  When the recorded label was not unique on the page (``label_unique=False``: the capture holds no
  locator by role + name or text), a candidate whose landmarks (header, nav, aside, footer, main)
  differ from the recorded element's is most likely the namesake that was there all along.

Each rule only refuses; none makes a heal that the score refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..cache.fingerprint import ElementFingerprint
from .similarity import CONTAINED_WORDS_SIMILARITY, kind_similarity, string_similarity, token_similarity

# A label at least this alike the stored one makes a candidate a look-alike (same label up to case,
# contained words or UI synonyms: "Edit" / "Edit row"); below it, alike by characters only.
LOOK_ALIKE_LABEL = CONTAINED_WORDS_SIMILARITY
# An element whose neighbouring text (with its own text) reads at least this like the recorded
# neighbouring text stands in the recorded row ("Ember" and "Draft" beside a card's "Edit").
ROW_ANCHOR = 0.75
# Below this, a candidate's neighbouring text is not the recorded row's (ladder.CONTEXT_IDENTITY).
ROW_CONTEXT = 0.5
# A candidate whose neighbouring text reads at least this like the recorded one stands in the recorded row.
SAME_ROW = 0.999
LANDMARKS = frozenset({"header", "nav", "aside", "footer", "main"})
STABLE_ATTRIBUTES = ("id", "data-testid", "data-test", "data-qa", "name", "href")
_WORD = re.compile(r"\w+")


def _label(stored: ElementFingerprint, candidate: ElementFingerprint) -> float | None:
    shown = [
        string_similarity(old, new)
        for old, new in ((stored.name, candidate.name), (stored.text, candidate.text))
        if old
    ]
    return max(shown) if shown else None


def _parent(xpath: str) -> str:
    return xpath.rsplit("/", 1)[0]


def _inside(xpath: str, container: str) -> bool:
    return xpath == container or xpath.startswith(container + "/")


def _row_of(xpath: str, others: Sequence[str]) -> str:
    """The largest ancestor of ``xpath`` (or itself) that holds none of ``others``."""
    row = xpath
    parent = _parent(row)
    while parent.count("/") > 1 and not any(_inside(other, parent) for other in others):
        row, parent = parent, _parent(parent)
    return row


# Whose text neighbouring text leaves out (fingerprint.js, contextOf): a control's own text is not
# part of its row's text; a heading's, a paragraph's or a link's is.
CONTROL_TAGS = frozenset({"button", "input", "select", "textarea", "option"})


def _anchor(stored: ElementFingerprint, candidate: ElementFingerprint) -> float:
    """How much the candidate and its neighbouring text read like the recorded neighbouring text."""
    if candidate.tag in CONTROL_TAGS or not candidate.text:
        return token_similarity(stored.context, candidate.context)
    return token_similarity(stored.context, f"{candidate.context} {candidate.text}")


def _words(text: str) -> set[str]:
    return set(_WORD.findall(text.casefold()))


def _landmarks(fingerprint: ElementFingerprint) -> tuple[str, ...]:
    tags = (summary.split("#", 1)[0].split(".", 1)[0] for summary in fingerprint.ancestry)
    return tuple(tag for tag in tags if tag in LANDMARKS)


def _is_look_alike(stored: ElementFingerprint, found: ElementFingerprint, other: ElementFingerprint) -> bool:
    """``other`` is a look-alike of the best candidate ``found``: a compatible role and a label at
    least :data:`LOOK_ALIKE_LABEL` alike the stored one (reads role, name and text only)."""
    return kind_similarity(found.role, other.role) > 0 and (_label(stored, other) or 0.0) >= LOOK_ALIKE_LABEL


def _another_row(
    stored: ElementFingerprint, winner: int, candidates: Sequence[tuple[str, ElementFingerprint]]
) -> str | None:
    if not stored.context or not (stored.name or stored.text):
        return None
    path, found = candidates[winner]
    alike = [i for i, (_, fp) in enumerate(candidates) if i == winner or _is_look_alike(stored, found, fp)]
    if len(alike) < 2:
        return None
    own = token_similarity(stored.context, found.context)
    if own >= SAME_ROW:
        return None
    row = _row_of(path, [candidates[i][0] for i in alike if i != winner])
    inside = outside = 0.0
    outside_at: ElementFingerprint | None = None
    on_page: set[str] = set()
    for i, (xpath, fp) in enumerate(candidates):
        on_page.update(_words(fp.text), _words(fp.context))
        if i == winner:
            continue
        anchor = _anchor(stored, fp)
        if _inside(xpath, row):
            inside = max(inside, anchor)
        elif anchor > outside:
            outside, outside_at = anchor, fp
    if outside_at is not None and outside >= ROW_CONTEXT and outside > max(own, inside):
        return (
            f"the candidate is one of {len(alike)} look-alikes and the recorded row is elsewhere "
            f"on the page ({outside_at.describe()} stands among the recorded neighbouring text)"
        )
    if inside >= ROW_ANCHOR:
        return None
    if own < ROW_CONTEXT:
        return (
            f"the candidate is one of {len(alike)} look-alikes and neither it nor anything in its "
            f"row reads like the recorded neighbouring text {stored.context[:60]!r}"
        )
    gone = _words(stored.context) - _words(found.context) - on_page
    if own < ROW_ANCHOR and gone:
        return (
            f"the candidate is one of {len(alike)} look-alikes, its neighbouring text reads only partly "
            f"like the recorded one, and what told the recorded row apart ({', '.join(sorted(gone))}) is "
            "nowhere on the page: the recorded row is gone"
        )
    return None


def _group_neighbour_reads_peers(stored: ElementFingerprint, found: ElementFingerprint) -> bool:
    """Whether the best candidate ``found`` passes the group rule's checks on itself alone (a label
    alike by its characters only, the recorded group, no stable identifier agreeing): only then
    does the rule look at the other controls of the group."""
    label = _label(stored, found)
    if label is None or label >= LOOK_ALIKE_LABEL:
        return False
    if not stored.ancestry or stored.ancestry[:1] != found.ancestry[:1]:
        return False
    old, new = stored.attribute_map, found.attribute_map
    return not any(old.get(name) and old.get(name) == new.get(name) for name in STABLE_ATTRIBUTES)


def _group_neighbour(
    stored: ElementFingerprint, winner: int, candidates: Sequence[tuple[str, ElementFingerprint]]
) -> str | None:
    path, found = candidates[winner]
    if not _group_neighbour_reads_peers(stored, found):
        return None
    parent = _parent(path)
    peers = [
        fp
        for i, (xpath, fp) in enumerate(candidates)
        if i != winner and _parent(xpath) == parent and fp.role == found.role
    ]
    if not peers:
        return None
    return (
        "the candidate's label is alike the recorded one by its characters only, and it sits among "
        f"{len(peers)} other {found.role or found.tag} control(s) of the recorded group: another control "
        "of the group"
    )


def _namesake_elsewhere(
    stored: ElementFingerprint, winner: int, candidates: Sequence[tuple[str, ElementFingerprint]]
) -> str | None:
    found = candidates[winner][1]
    before, after = _landmarks(stored), _landmarks(found)
    # Ancestry is cut at a fixed depth, so a wrapper added pushes the outer landmarks out of one
    # chain: only landmarks that disagree where both chains have them tell another region.
    shared = min(len(before), len(after))
    if before[:shared] == after[:shared]:
        return None
    return (
        "the recorded label was not unique when recorded, and the candidate sits in another "
        f"landmark ({' < '.join(after) or 'none'}, recorded {' < '.join(before) or 'none'}): a namesake"
    )


def look_alike_refusal(
    stored: ElementFingerprint,
    winner: int,
    candidates: Sequence[tuple[str, ElementFingerprint]],
    *,
    label_unique: bool | None = None,
) -> str | None:
    """Why ``candidates[winner]`` (the best match; each candidate is its scan's absolute XPath
    locator and fingerprint) is a look-alike of a removed element rather than the element, or None.
    ``label_unique``: whether the recorded label was unique on the page when recorded (None: unknown)."""
    reason = _another_row(stored, winner, candidates) or _group_neighbour(stored, winner, candidates)
    if reason is None and label_unique is False:
        reason = _namesake_elsewhere(stored, winner, candidates)
    return reason


def reads_other_candidates(
    stored: ElementFingerprint, found: ElementFingerprint, listed: Sequence[ElementFingerprint]
) -> bool:
    """Whether :func:`look_alike_refusal` for the best candidate ``found`` can depend on candidates
    other than it, ``listed`` being every candidate of the page (what each is: role, name and text
    are read, neighbouring text and locators are not). When False, the refusal is the same whatever
    other candidates it is given, so a two-phase scan (``twophase.py``) may give it only those it
    read in full. Each rule in turn:

    * another row's copy returns None before reading any other candidate's neighbouring text or
      locator unless the stored element has neighbouring text and a label, the winner's neighbouring
      text is not the recorded one, and two or more look-alikes (the winner counted) are on the
      page; with fewer on the page there are fewer in any part of it, so it returns None there too;
    * a neighbour of the same group reads the other candidates only past
      :func:`_group_neighbour_reads_peers`, which reads the winner alone;
    * a namesake in another landmark reads the winner alone.
    """
    if (
        stored.context
        and (stored.name or stored.text)
        and token_similarity(stored.context, found.context) < SAME_ROW
    ):
        alike = sum(_is_look_alike(stored, found, other) for other in listed)
        # The winner is among ``listed``; _another_row counts it whether or not it reads alike.
        alike += 0 if _is_look_alike(stored, found, found) else 1
        if alike >= 2:
            return True
    return _group_neighbour_reads_peers(stored, found)
