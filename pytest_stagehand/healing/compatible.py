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

from ..cache.fingerprint import ElementFingerprint
from .similarity import score_breakdown

# The model is asked because the label changed, so its pick is held to something else it shares with
# the recorded element: a like label, like attributes, or the same slot (ancestry and place). Picks
# that share none of these beyond the tag and role are refused.
LLM_MIN_SIMILARITY = 0.25

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


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word
