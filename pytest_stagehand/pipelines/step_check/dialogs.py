"""A dialog that finishes what the instruction's verb asks: "delete the data-pipeline-test project"
clicked the row's Delete button, and the page asked in a dialog for the project's name and its own
Delete project button. Read as one action, the act stopped there and said done; the project was never
deleted. The dialog a step opened continues the instruction when one of its buttons starts with the
instruction's own verb."""

from __future__ import annotations

from ...snapshot import Snapshot, SnapshotNode
from .words import _TOKEN

# Verbs that only reach a control ("click", "open"): a dialog they open is what was asked for.
_REACHING = frozenset(
    {"click", "press", "tap", "hit", "push", "open", "select", "choose", "pick", "go", "navigate", "show"}
    | {"view", "expand", "hover", "focus", "scroll", "switch", "toggle", "check", "tick", "type", "enter"}
    | {"fill", "write", "input", "find", "search", "close", "dismiss", "cancel"}
)
_DIALOG_ROLES = frozenset({"dialog", "alertdialog"})


def _stem(word: str) -> str:
    """A word's first four letters: "book" and "booking", "delete" and "deletion" are one verb."""
    return word[:4]


def _in_dialog(snapshot: Snapshot, node: SnapshotNode) -> bool:
    parent_id = node.parent_id
    while parent_id is not None:
        parent = snapshot.node(parent_id)
        if parent is None:
            return False
        if parent.role in _DIALOG_ROLES:
            return True
        parent_id = parent.parent_id
    return False


def finishing_verb(instruction: str) -> str:
    """The instruction's first word when a dialog could finish it ("delete", "archive", "book"); ""
    for a verb that only reaches a control ("click Delete", "open the menu")."""
    words = _TOKEN.findall(instruction.casefold())
    verb = words[0] if words else ""
    return "" if len(verb) < 4 or verb in _REACHING or not verb.isalpha() else verb


def dialog_finishes(instruction: str, before: Snapshot, after: Snapshot) -> bool:
    """Whether a dialog that appeared between ``before`` and ``after`` holds a button that says the
    instruction's verb (:func:`finishing_verb`) and is no way out: "Delete project" for "delete the X
    project", "Confirm booking" for "book me into ..."; not "Cancel booking"."""
    verb = finishing_verb(instruction)
    if not verb:
        return False
    fresh = after.diff(before)
    for node in fresh.interactive_nodes.values():
        name = _TOKEN.findall(node.name.casefold())
        if (
            node.role == "button"
            and name
            and name[0] not in _DISMISSING
            and any(_stem(word) == _stem(verb) for word in name)
            and (shown := after.node(node.id)) is not None
            and _in_dialog(after, shown)
        ):
            return True
    return False


# A dialog's way out, whatever else its name says ("Cancel booking", "Keep project").
_DISMISSING = frozenset({"cancel", "close", "back", "no", "discard", "keep", "dismiss", "undo", "not"})
