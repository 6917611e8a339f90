"""What the snapshot says of an element, in the terms the checks read: its kind (:func:`facts_of`,
whether a method fits it), a select's options, the boxes a value names, whether a done step was on
it; and the sets of methods (typing, pointing, giving a value) the checks sort steps by."""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence

from ...actions.methods import METHODS, ElementFacts, normalize_method
from ...prompts.compound import PlannedStep
from ...snapshot import Snapshot, SnapshotNode
from .words import _core, _folded

# Roles whose element takes typed text even without being an <input> (contenteditable, ARIA).
_TEXT_ROLES = frozenset({"textbox", "searchbox", "spinbutton"})
_TYPING = frozenset({"fill", "type"})
_POINTED = frozenset({"click", "dblclick", "check", "uncheck"})
_CLICKED_ROLES = frozenset({"button", "link", "tab", "menuitem"})


def _chosen_on_a_button(
    step: PlannedStep, node: SnapshotNode | None, roles: frozenset[str] = _CLICKED_ROLES
) -> bool:
    """Whether the step chooses an option on a button or link (which offers none): the 1.5B model's
    way of naming a row by a choice it shows."""
    return (
        normalize_method(step.method) == "select_option"
        and bool(step.arguments)
        and node is not None
        and node.role in roles
    )


# Steps that give a field a value: a whole task's values may be typed or chosen.
_GIVING = frozenset({"fill", "type", "select_option"})

# Elements a click turns on or off.
_TOGGLE_ROLES = frozenset({"checkbox", "switch", "radio", "menuitemcheckbox"})

_CHOSEN_BY_NAME = frozenset({"radio", "checkbox", "switch"})


def facts_of(node: SnapshotNode) -> ElementFacts:
    """The element's kind as the snapshot saw it, in the terms the methods' checks read."""
    return ElementFacts(
        tag=node.tag,
        input_type=node.attrs.get("type", "").lower(),
        role=node.attrs.get("role", "").lower(),
        editable=node.role in _TEXT_ROLES,
    )


def _leads_away(node: SnapshotNode) -> bool:
    """Whether a click on the element opens another page: an element with an href that is no
    fragment or script (a row's link, a site's navigation)."""
    href = node.attrs.get("href", "")
    return bool(href) and not href.startswith(("#", "javascript:"))


_SEARCH_BOX = re.compile(r"\b(search|filter)", re.IGNORECASE)


def _search_box(node: SnapshotNode) -> bool:
    return node.role == "searchbox" or bool(
        _SEARCH_BOX.search(f"{node.name} {node.attrs.get('placeholder', '')}")
    )


def _is_text_field(node: SnapshotNode) -> bool:
    return METHODS["fill"].applies(facts_of(node)) is None


def _empty_text_fields(snapshot: Snapshot, taken: Collection[str]) -> list[SnapshotNode]:
    """The page's text fields that hold nothing and that no step in ``taken`` (element ids) uses."""
    return [
        node
        for node in snapshot.interactive_nodes.values()
        if _is_text_field(node) and node.id not in taken and not node.states.get("value")
    ]


def _kind_problem(step: PlannedStep, node: SnapshotNode, snapshot: Snapshot) -> str | None:
    method = METHODS.get(normalize_method(step.method))
    if method is None or node.tag == "label":  # unknown: execution names it; a label stands for its control
        return None
    reason = method.applies(facts_of(node))
    if reason is None:
        return None
    fitting = [
        f"[{other.id}] {other.role} {other.name!r}".rstrip()
        for other in snapshot.interactive_nodes.values()
        if other.tag != "label" and method.applies(facts_of(other)) is None
    ][:6]
    where = f"; elements it fits: {', '.join(fitting)}" if fitting else ""
    return f"{method.name} cannot be done on a {node.role or node.tag}: {reason}{where}"


def _same_kind(one: SnapshotNode, other: SnapshotNode) -> bool:
    return one.role == other.role or (one.role in _CLICKED_ROLES and other.role in _CLICKED_ROLES)


def _boxes(snapshot: Snapshot) -> list[SnapshotNode]:
    """The page's checkboxes and switches, in page order."""
    return [node for node in snapshot.interactive_nodes.values() if node.role in ("checkbox", "switch")]


def _was_done(node: SnapshotNode, done: Sequence[str]) -> bool:
    """Whether a step already performed (as the prompt lists it: "fill ada on Name textbox", the
    element's label after "on") was on it: "on" and its name as whole words. The "To" field is not in
    "click on Round trip button", nor the Password field in "click on Add a password button"."""
    if not node.name.strip():
        return False
    on_it = re.compile(rf"(?<!\w)on {re.escape(_folded(node.name))}(?!\w)")
    return any(on_it.search(_folded(step)) for step in done)


def enclosing_select(snapshot: Snapshot, node: SnapshotNode) -> SnapshotNode | None:
    """The <select> an <option> node belongs to (through an <optgroup>), if it is one."""
    if node.tag != "option":
        return None
    parent_id = node.parent_id
    while parent_id is not None:
        parent = snapshot.node(parent_id)
        if parent is None:
            return None
        if parent.tag == "select":
            return parent
        parent_id = parent.parent_id
    return None


def _options_of(snapshot: Snapshot, node: SnapshotNode) -> list[str]:
    return [
        (child.name or child.text).strip()
        for child in snapshot.interactive_nodes.values()  # options are listed, as in the prompt
        if child.parent_id == node.id and child.role == "option"
    ]


def _selects(snapshot: Snapshot) -> list[SnapshotNode]:
    """The page's drop-downs that list their options (native selects)."""
    return [
        node
        for node in snapshot.interactive_nodes.values()
        if node.role == "combobox" and _options_of(snapshot, node)
    ]


def _selected_options(snapshot: Snapshot, select: SnapshotNode) -> list[str]:
    return [
        child.name or child.text
        for child in snapshot.interactive_nodes.values()
        if child.parent_id == select.id and child.role == "option" and child.states.get("selected") is True
    ]


def _offers(snapshot: Snapshot, node: SnapshotNode, step: PlannedStep) -> bool:
    """Whether ``node`` is a select offering the option ``step`` chooses."""
    chosen = _folded(step.arguments[0]) if step.arguments else ""
    return node.tag == "select" and chosen in map(_folded, _options_of(snapshot, node))


def _named_whole_else_core(nodes: Sequence[SnapshotNode], named: Callable[[str], bool]) -> list[SnapshotNode]:
    """The ``nodes`` whose name ``named`` accepts; when none, those whose :func:`_core` it accepts."""
    return [node for node in nodes if named(node.name)] or [node for node in nodes if named(_core(node.name))]


def _toggles_named(snapshot: Snapshot, value: str, roles: frozenset[str]) -> list[SnapshotNode]:
    """The boxes, radios or switches (of ``roles``) whose name is ``value``, case and spaces aside;
    else those whose name without its remarks in parentheses is ("Air freshener (+$2)")."""
    wanted = _folded(value)
    toggles = [node for node in snapshot.interactive_nodes.values() if wanted and node.role in roles]
    return _named_whole_else_core(toggles, lambda name: _folded(name) == wanted)
