"""Forms: the form an element is in, its submit button, a form's fields filled before its button is
clicked, and a form the plan gives values to sent by its one submit button."""

from __future__ import annotations

import re

from ...actions.methods import normalize_method
from ...prompts.compound import PlannedStep
from ...snapshot import Snapshot, SnapshotNode
from .nodes import _GIVING

_FORM = re.compile(r"^(.*?/form(?:\[\d+\])?)(?:/|$)")


def _form_of(node: SnapshotNode | None) -> str | None:
    """The form holding ``node`` (its XPath up to the form), or None."""
    found = _FORM.match(node.xpath) if node is not None else None
    return found.group(1) if found else None


def _sends(node: SnapshotNode) -> bool:
    """Whether ``node`` submits its form: a <button> of type submit (the default), an <input
    type=submit> or type=image."""
    kind = node.attrs.get("type", "").lower()
    return (node.tag == "button" and kind in ("", "submit")) or (
        node.tag == "input" and kind in ("submit", "image")
    )


# A task that says not to send what it fills in ("fill in the form but do not submit it").
_NOT_SENT = re.compile(r"\b(?:not|don't|dont|never|without)\s+(?:\w+\s+){0,2}(?:submit|send|sav)", re.I)


def _filled_forms_sent(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """Asked that "a support request is sent" with a subject, a category and a priority, the 1.5B
    model filled the form and clicked "Save draft", or nothing: a form the plan gives values to, whose
    one submit button no step clicks, is sent by a click on that button after its fields, unless the
    task says not to send it."""
    if _NOT_SENT.search(instruction):
        return steps
    given = {
        form
        for step in steps
        if normalize_method(step.method) in _GIVING | {"check", "uncheck"}
        and (form := _form_of(snapshot.node(step.elementId))) is not None
    }
    clicked = {
        _form_of(node)
        for step in steps
        if normalize_method(step.method) == "click"
        and (node := snapshot.node(step.elementId)) is not None
        and _sends(node)
    }
    out = list(steps)
    for form in sorted(given - clicked):
        buttons = [
            node for node in snapshot.interactive_nodes.values() if _form_of(node) == form and _sends(node)
        ]
        if len(buttons) == 1:
            last = max(i for i, step in enumerate(out) if _form_of(snapshot.node(step.elementId)) == form)
            out.insert(last + 1, PlannedStep(elementId=buttons[0].id, method="click", arguments=[]))
    return out


def _fields_before_their_button(steps: list[PlannedStep], snapshot: Snapshot) -> list[PlannedStep]:
    """A click on a form's button planned before a field of that form is filled ("click Add todo",
    then "type milk") goes after the last such field: the button sends what the fields hold."""
    ordered = list(steps)
    for step in list(ordered):
        node = snapshot.node(step.elementId)
        form = _form_of(node)
        if normalize_method(step.method) != "click" or form is None or node is None or node.role != "button":
            continue
        at = ordered.index(step)
        later = [
            i
            for i, other in enumerate(ordered)
            if i > at
            and normalize_method(other.method) != "click"
            and _form_of(snapshot.node(other.elementId)) == form
        ]
        if later:
            ordered.insert(later[-1], ordered.pop(at))
    return ordered
