"""A dialog that finishes what the instruction's verb asks: "delete the data-pipeline-test project"
clicked the row's Delete button, and the page asked in a dialog for the project's name and its own
Delete project button. Read as one action, the act stopped there and said done; the project was never
deleted. The dialog a step opened continues the instruction when one of its buttons says the
instruction's own verb; and a dialog that asks for a name "to confirm" gets it typed."""

from __future__ import annotations

import re

from ...prompts.compound import PlannedStep
from ...snapshot import Snapshot, SnapshotNode
from ...snapshot.places import ancestors
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
    return any(snapshot.nodes[a].role in _DIALOG_ROLES for a in ancestors(snapshot.nodes, node))


def finishing_verb(instruction: str) -> str:
    """The instruction's first word when a dialog could finish it ("delete", "archive", "book"); ""
    for a verb that only reaches a control ("click Delete", "open the menu")."""
    words = _TOKEN.findall(instruction.casefold())
    verb = words[0] if words else ""
    return "" if len(verb) < 4 or verb in _REACHING or not verb.isalpha() else verb


def _finishing_buttons(snapshot: Snapshot, verb: str, nodes: list[SnapshotNode]) -> list[SnapshotNode]:
    """Of ``nodes``, the buttons inside a dialog that say ``verb`` and are no way out."""
    found = []
    for node in nodes:
        name = _TOKEN.findall(node.name.casefold())
        if (
            node.role == "button"
            and name
            and name[0] not in _DISMISSING
            and any(_stem(word) == _stem(verb) for word in name)
            and (shown := snapshot.node(node.id)) is not None
            and _in_dialog(snapshot, shown)
        ):
            found.append(shown)
    return found


def _finished_in_the_dialog(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """With a dialog open whose one button finishes the instruction's verb ("Confirm booking" for
    "book me into HIIT Express ..."), the plan is the dialog's: steps on elements outside it are
    dropped (the page behind it waits), and that button is clicked last when no step clicks it. The
    1.5B model, asked for the rest once Book had opened the dialog, clicked Book again and never
    confirmed (fresh7 gym-0, dev)."""
    verb = finishing_verb(instruction)
    buttons = _finishing_buttons(snapshot, verb, list(snapshot.interactive_nodes.values())) if verb else []
    if len(buttons) != 1:
        return steps
    button = buttons[0]
    dialog = next(a for a in ancestors(snapshot.nodes, button) if snapshot.nodes[a].role in _DIALOG_ROLES)
    inside = [
        step
        for step in steps
        if (node := snapshot.node(step.elementId)) is not None and _within(snapshot, node, dialog)
    ]
    if not any(step.elementId == button.id for step in inside):
        inside.append(PlannedStep(elementId=button.id, method="click", arguments=[]))
    return inside


def _applied_in_the_modal(steps: list[PlannedStep], snapshot: Snapshot) -> list[PlannedStep]:
    """With a modal dialog open (every element offered is in one dialog: the page behind it is inert),
    a plan that changes something in it and clicks none of its other buttons ends with the dialog's one
    button that is no way out: "Use this clinic" after the clinic is chosen. The 1.5B model's plans
    named it among every option; a runaway plan's check dropped it, the dialog stayed open and the
    instruction's later parts found nothing to act on (fresh10 vaccination-2, dev)."""
    offered = list(snapshot.interactive_nodes.values())
    dialogs = {
        next((a for a in ancestors(snapshot.nodes, node) if snapshot.nodes[a].role in _DIALOG_ROLES), None)
        for node in offered
    }
    if len(dialogs) != 1 or None in dialogs or not steps:
        return steps
    buttons = [n for n in offered if n.role == "button"]
    going_on = [b for b in buttons if not set(_TOKEN.findall(b.name.casefold())) & _DISMISSING]
    changes = any((node := snapshot.node(s.elementId)) is not None and node.role != "button" for s in steps)
    if len(going_on) != 1 or not changes:
        return steps
    apply = PlannedStep(elementId=going_on[0].id, method="click", arguments=[])
    others = [s for s in steps if s != apply]
    button_ids = {b.id for b in buttons}
    if any(s.elementId in button_ids for s in others):
        return steps  # another of its buttons: the model's own way out
    # last, and once: "use the Change clinic button" put "Use this clinic" before the choice it
    # applies; "choose the drop-off slot Tuesday 08:30 and confirm it" clicked Confirm slot before
    # the slot and after it, and the first click closed the dialog (fresh13 bikeservice-2, dev)
    return [*others, apply]


def dialog_finishes(instruction: str, before: Snapshot, after: Snapshot) -> bool:
    """Whether a dialog that appeared between ``before`` and ``after`` holds a button that says the
    instruction's verb (:func:`finishing_verb`) and is no way out: "Delete project" for "delete the X
    project", "Confirm booking" for "book me into ..."; not "Cancel booking"."""
    verb = finishing_verb(instruction)
    return bool(verb) and bool(
        _finishing_buttons(after, verb, list(after.diff(before).interactive_nodes.values()))
    )


# A dialog's way out, whatever else its name says ("Cancel booking", "Keep project").
_DISMISSING = frozenset({"cancel", "close", "back", "no", "discard", "keep", "dismiss", "undo", "not"})


# "Type data-pipeline-test to confirm." — a dialog asking for a word before its button acts.
_TYPE_TO_CONFIRM = re.compile(
    r"\b(?:type|enter)\s+['\"“‘]?(?P<value>[^\s'\"”’]+?)['\"”’]?\s+(?:below\s+)?to\s+confirm\b", re.I
)


def _dialog_text(snapshot: Snapshot, dialog: SnapshotNode) -> str:
    """The text of a dialog's nodes, in page order, joined by spaces ("Type", "billing-api", "to confirm")."""
    inside = [
        node for node in snapshot.nodes.values() if node is not dialog and _within(snapshot, node, dialog.id)
    ]
    return " ".join(
        (node.text or node.name).strip()
        for node in inside
        if not node.interactive and (node.text or node.name)
    )


def _within(snapshot: Snapshot, node: SnapshotNode, ancestor_id: str) -> bool:
    return ancestor_id in ancestors(snapshot.nodes, node)


def _typed_to_confirm(steps: list[PlannedStep], snapshot: Snapshot) -> list[PlannedStep]:
    """A dialog that says "Type <name> to confirm" above its one empty text field gets that name
    typed there before any click in it, when no step types into the field: the 1.5B model clicked
    "Delete project" straight away, and the dialog answered "the name does not match" (fresh7
    delete-2, dev)."""
    for dialog in snapshot.nodes.values():
        if dialog.role not in _DIALOG_ROLES:
            continue
        asked = _TYPE_TO_CONFIRM.search(_dialog_text(snapshot, dialog))
        fields = [
            node
            for node in snapshot.interactive_nodes.values()
            if node.role in ("textbox", "searchbox")
            and not node.states.get("value")
            and _within(snapshot, node, dialog.id)
        ]
        if asked is None or len(fields) != 1 or any(step.elementId == fields[0].id for step in steps):
            continue
        typing = PlannedStep(elementId=fields[0].id, method="fill", arguments=[asked["value"]])
        at = next(
            (
                index
                for index, step in enumerate(steps)
                if (node := snapshot.node(step.elementId)) is not None
                and _within(snapshot, node, dialog.id)
                and node.role == "button"
            ),
            len(steps),
        )
        return [*steps[:at], typing, *steps[at:]]
    return steps
