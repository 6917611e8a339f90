"""Whether the LLM rung's choice can be the recorded element at all (pure).

The fingerprint rung only accepts a candidate at the heal threshold (0.75 by default). The model is
asked precisely when no candidate reaches it, so its pick is held to a lower bar, but not to none: a
model that picks a plausible wrong element must not make the test click "something else". The pick
must be of the same family as the recorded element (an action stays an action, a text field a text
field, a checkbox something checkable, text stays text) and share at least :data:`LLM_MIN_SIMILARITY`
of something beyond its kind: the label, the attributes, or the slot (ancestry and place). A button renamed "Pay" → "Checkout now" passes (same tag, role, place);
the text box beside it does not, nor a button elsewhere on the page that shares nothing but its tag.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cache.fingerprint import ElementFingerprint
from .lookalike import look_alike_refusal
from .similarity import score_breakdown

# The model is asked because the label changed, so its pick is held to something else it shares with
# the recorded element: a like label, like attributes, or the same slot (ancestry and place). Picks
# that share none of these beyond the tag and role are refused.
LLM_MIN_SIMILARITY = 0.25
# Held to a scan of the page (llm_pick_scan_refusal): another candidate scoring this much more than
# the model's pick vetoes it. Chosen on the drift corpus's development half (bench/llm_heal_holds.py):
# right picks trailed the best other candidate by at most 0.06, wrong ones by 0.24 and more. No floor
# on the pick's own score: "Pay" reworded to "Checkout now" with a new id scores 0.33, and telling
# such a button from "Back to the shop" is what the model is asked for.
LLM_PICK_OUTSCORED = 0.15

_ROLE_FAMILIES: dict[str, str] = {
    **dict.fromkeys(("button", "link", "menuitem", "tab", "treeitem", "option"), "action"),
    **dict.fromkeys(("checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio"), "toggle"),
    **dict.fromkeys(("textbox", "searchbox", "spinbutton", "combobox", "listbox", "slider"), "field"),
}
_TAG_FAMILIES: dict[str, str] = {
    **dict.fromkeys(("button", "a", "summary"), "action"),
    **dict.fromkeys(("input", "textarea", "select"), "field"),
}


def element_family(fingerprint: ElementFingerprint) -> str:
    """``action``, ``toggle``, ``field`` or ``content`` (anything that is not a control)."""
    if fingerprint.role in _ROLE_FAMILIES:
        return _ROLE_FAMILIES[fingerprint.role]
    if fingerprint.tag == "input" and fingerprint.attribute_map.get("type") in ("checkbox", "radio"):
        return "toggle"
    return _TAG_FAMILIES.get(fingerprint.tag, "content")


def llm_pick_refusal(
    stored: ElementFingerprint, chosen: ElementFingerprint, minimum: float = LLM_MIN_SIMILARITY
) -> str:
    """Why the model's ``chosen`` element cannot be the recorded one, or "" when it may be."""
    wanted, got = element_family(stored), element_family(chosen)
    if wanted != got:
        return (
            f"the model chose {chosen.describe()}, {_a(got)} element where {_a(wanted)} element was "
            "recorded: refused"
        )
    breakdown = score_breakdown(stored, chosen)
    parts = breakdown.components
    slot = (parts["ancestry"] + parts["position"]) / 2
    shared = max(parts["name"], parts["text"], parts.get("attributes", 0.0), parts.get("markup", 0.0), slot)
    if shared < minimum:
        unlike = ", ".join(breakdown.reasons())
        return (
            f"the model chose {chosen.describe()}, sharing at most {shared:.2f} ({unlike}), below the "
            f"minimum {minimum:.2f} for a model's choice: refused"
        )
    return ""


def llm_pick_scan_refusal(
    stored: ElementFingerprint,
    chosen: ElementFingerprint,
    pick: int | None,
    candidates: Sequence[tuple[str, ElementFingerprint]],
    *,
    label_unique: bool | None = None,
) -> str:
    """Why the model's ``chosen`` element cannot be the recorded one, read against a one-phase scan
    of the page (``candidates``: absolute XPath and fingerprint of every candidate; ``pick``: the
    chosen element's place in it, None when the scan does not list it), or "" when it may be.

    The model is asked when the fingerprint rung refused, mostly because the recorded element is gone
    (its row removed, a look-alike in its slot), and a small model then picks *something*: on the drift
    corpus's development half, 17 of 27 picks held only by :func:`llm_pick_refusal` were wrong. Held
    to the scan as well, a pick is refused when

    * the fingerprint rung's look-alike rules refuse it (``lookalike.py``: another row's copy, a
      neighbour of the recorded group, a namesake in another landmark);
    * another candidate outscores it by more than :data:`LLM_PICK_OUTSCORED` (the scorer sees an
      element much more like the recording than the model's choice).
    """
    if pick is not None:
        reason = look_alike_refusal(stored, pick, candidates, label_unique=label_unique)
        if reason is not None:
            return f"the model chose {chosen.describe()}, but {reason}: refused"
    own = score_breakdown(stored, chosen).total
    better = [
        (score_breakdown(stored, fingerprint).total, i)
        for i, (_, fingerprint) in enumerate(candidates)
        if i != pick
    ]
    best, at = max(better, default=(0.0, -1))
    if best - own > LLM_PICK_OUTSCORED:
        return (
            f"the model chose {chosen.describe()} (score {own:.2f}), but {candidates[at][1].describe()} "
            f"is much more like the recorded element (score {best:.2f}): refused"
        )
    return ""


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word
