"""The page text the evaluator reads: the snapshot's nodes written as plain facts.

act and observe read ``Snapshot.text`` (ids, roles, ``checked=false``): right for picking an element,
but a small model judging "France is selected" from ``option "France"`` under a combobox whose
``value="Japan"`` guesses. Here every state is said in words on the control's own line, and a table
row is read as a row under its column names::

    # Profile settings
    Country (drop-down): Japan selected; other options: Choose a country, France, Canada
    Email me travel deals (checkbox): checked
    Share my trips publicly (checkbox): not checked
    Save changes (button, disabled)
    row: Plan: Basic | Price per month: $9 | Support: Email
    Subtotal (3 tickets): $169.00

No ids and no double quotes: the model quotes lines of this text verbatim as its evidence, and the
evaluator checks those quotes against it (see ``grounding.py``), so a quote must be easy to copy.
Static text that only repeats the label of a control beside it is left out (the control's line
says it). Password values are never shown, only whether the field is filled. A description list's
term and its definition are one line, as a row is: the snapshot gives ``<dt>`` and ``<dd>`` no role,
so without this "Total" and "$212.50" are two lines and neither says what the other is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from pytest_stagehand.snapshot import SnapshotNode

# Roles read as "<name> (<kind>): <state>"; the kind is said the way a tester would.
FIELD_KINDS: Mapping[str, str] = {
    "textbox": "text field",
    "searchbox": "search field",
    "spinbutton": "number field",
    "combobox": "drop-down",
    "listbox": "list box",
    "slider": "slider",
}
CHOICE_KINDS: Mapping[str, str] = {"checkbox": "checkbox", "radio": "radio button", "switch": "switch"}
# Containers whose text is short enough to read on one line with their role.
ONE_LINE_ROLES = frozenset(
    {"alert", "status", "listitem", "paragraph", "cell", "term", "definition", "caption"}
)
# Landmarks and containers worth naming: they say where a line is (a "Log out" link in the banner).
CONTAINER_WORDS: Mapping[str, str] = {
    "banner": "header",
    "navigation": "navigation",
    "main": "main",
    "contentinfo": "footer",
    "form": "form",
    "search": "search",
    "dialog": "dialog (open)",
    "alertdialog": "alert dialog (open)",
    "group": "group",
    "list": "list",
    "table": "table",
    "region": "region",
    "complementary": "aside",
    "menu": "menu",
    "tablist": "tabs",
}
TEXT_ROLES = frozenset({"StaticText", "text"})
ROW_ROLES = frozenset({"row"})
HEADER_CELL_ROLES = frozenset({"columnheader"})
CELL_ROLES = frozenset({"cell", "gridcell", "rowheader", "columnheader"})
MAX_OPTIONS = 30
# The <dt> or <dd> a text node is in, from its element path (the last such step): the list's path,
# which of the two, and the item's own path.
DESCRIPTION_ITEM = re.compile(r"(?P<list>.*)/(?P<kind>dt|dd)\[\d+\]")


def _children(nodes: Sequence[SnapshotNode]) -> dict[str | None, list[SnapshotNode]]:
    found: dict[str | None, list[SnapshotNode]] = {}
    for node in nodes:
        found.setdefault(node.parent_id, []).append(node)
    return found


def _flat_text(node: SnapshotNode, kids: Mapping[str | None, list[SnapshotNode]]) -> str:
    """The node's name, or the words of everything under it on one line."""
    if node.name:
        return node.name
    below = kids.get(node.id, ())
    if not below:
        return node.text
    # A container's own text is the text of its children: said once, from them.
    return " ".join(w for w in (_flat_text(child, kids) for child in below) if w)


def _disclosure_inside(
    node: SnapshotNode, kids: Mapping[str | None, list[SnapshotNode]]
) -> SnapshotNode | None:
    """The one button a heading holds when it opens and closes a section (an accordion's header,
    `<h2><button aria-expanded="false">Benefits</button></h2>`): its state is the heading's fact,
    which a heading line said flat would drop."""
    found: list[SnapshotNode] = []
    stack = list(kids.get(node.id, ()))
    while stack:
        child = stack.pop()
        if child.role in ("button", "link"):
            found.append(child)
        stack.extend(kids.get(child.id, ()))
    if len(found) == 1 and found[0].states.get("expanded") is not None:
        return found[0]
    return None


def _only_text_below(node: SnapshotNode, kids: Mapping[str | None, list[SnapshotNode]]) -> bool:
    return all(
        c.role in TEXT_ROLES or (c.role in ONE_LINE_ROLES and _only_text_below(c, kids))
        for c in kids.get(node.id, ())
    )


def _flags(node: SnapshotNode) -> list[str]:
    flags = []
    expanded = node.states.get("expanded")
    if expanded is True:
        flags.append("expanded")
    elif expanded is False:
        flags.append("collapsed")
    pressed = node.states.get("pressed")
    if pressed in ("true", True):
        flags.append("pressed")
    elif pressed in ("false", False):
        flags.append("not pressed")
    current = node.states.get("current")
    if isinstance(current, str) and current:
        # aria-current: "current step" of a stepper, "current page" of a menu ("true": current).
        flags.append("current" if current == "true" else f"current {current}")
    if node.states.get("disabled") is True:
        flags.append("disabled")
    if node.states.get("readonly") is True:
        flags.append("read-only")
    if node.states.get("required") is True:
        flags.append("required")
    return flags


def _choice_state(role: str, checked: object) -> str:
    if checked == "mixed":
        return "partly checked"
    if role == "switch":
        return "on" if checked is True else "off"
    if role == "radio":
        return "selected" if checked is True else "not selected"
    return "checked" if checked is True else "not checked"


def _field_value(node: SnapshotNode, kids: Mapping[str | None, list[SnapshotNode]]) -> str:
    options = [c for c in kids.get(node.id, ()) if c.role == "option"]
    value = node.states.get("value")
    if options:
        chosen = [o.name for o in options if o.states.get("selected") is True]
        others = [o.name for o in options if o.states.get("selected") is not True][:MAX_OPTIONS]
        said = f"{', '.join(chosen)} selected" if chosen else "nothing selected"
        return said + (f"; other options: {', '.join(others)}" if others else "")
    if node.attrs.get("type") == "password":
        return "filled in (hidden)" if value else "empty"
    if isinstance(value, str) and value:
        return value
    return "empty"


def _line(node: SnapshotNode, kids: Mapping[str | None, list[SnapshotNode]]) -> str:
    """One node as a fact; its children are rendered by the caller unless the line says them."""
    role, name = node.role, node.name
    flags = _flags(node)
    if role in CHOICE_KINDS:
        head = f"{name} ({CHOICE_KINDS[role]}{''.join(', ' + f for f in flags)})"
        return f"{head}: {_choice_state(role, node.states.get('checked'))}"
    if role in FIELD_KINDS:
        head = f"{name or 'unnamed'} ({FIELD_KINDS[role]}{''.join(', ' + f for f in flags)})"
        return f"{head}: {_field_value(node, kids)}"
    if role == "heading":
        toggle = _disclosure_inside(node, kids)
        return _line(toggle, kids) if toggle is not None else "# " + _flat_text(node, kids)
    if role in TEXT_ROLES:
        return node.text or name
    if role in ("button", "link", "tab", "menuitem", "option"):
        extra = list(flags)
        if role == "tab" and node.states.get("selected") is True:
            extra.insert(0, "selected")
        kind = role if not extra else f"{role}, {', '.join(extra)}"
        return f"{_flat_text(node, kids) or 'unnamed'} ({kind})"
    if role in ONE_LINE_ROLES:
        word = "-" if role == "listitem" else f"{role}:"
        if not _only_text_below(node, kids):
            return word  # its children follow, one line each
        said = f"{word} {_flat_text(node, kids)}".rstrip()
        return f"{said} ({', '.join(flags)})" if flags else said
    word = CONTAINER_WORDS.get(role, role)
    if name:
        word += f" {name}"
    if flags:
        word += f" ({', '.join(flags)})"
    return word + ":"


def _cell_text(node: SnapshotNode, kids: Mapping[str | None, list[SnapshotNode]], elsewhere: str) -> str:
    """A cell's words on one line, with the state of each checkbox, radio or switch in it: the
    cell's own name (Chromium's) says a ticked box and an unticked one alike ("on Vegetarian on
    Gluten-free"), so a row of boxes would read the same whatever is ticked. A choice named only by
    words the row's other cells (``elsewhere``) say ("Tuesday 9 March, 10:14" beside its Date and
    Time cells) is said by its state alone: the row is already named."""
    words: list[str] = []
    said_elsewhere = set(_WORDS.findall(elsewhere.casefold()))

    def walk(parent: SnapshotNode) -> None:
        for child in kids.get(parent.id, ()):
            if child.role in CHOICE_KINDS:
                state = _choice_state(child.role, child.states.get("checked"))
                named = set(_WORDS.findall(child.name.casefold())) - said_elsewhere
                words.append(f"{child.name} ({state})" if named else state)
            elif child.role in TEXT_ROLES:
                last = words[-1] if words else ""
                if not last.startswith(f"{child.text.strip()} ("):  # the label a choice already said
                    words.append(child.text.strip())
            elif kids.get(child.id):
                walk(child)
            else:
                words.append(_flat_text(child, kids))

    if not _has_choice_below(node, kids):
        return _flat_text(node, kids)
    walk(node)
    return " ".join(w for w in words if w)


_WORDS = re.compile(r"[a-z0-9]+")


def _has_choice_below(node: SnapshotNode, kids: Mapping[str | None, list[SnapshotNode]]) -> bool:
    return any(c.role in CHOICE_KINDS or _has_choice_below(c, kids) for c in kids.get(node.id, ()))


@dataclass
class _Table:
    """What the rows read so far say of the rows after them: the column names, and how many rows
    of data there were."""

    headers: list[str] = field(default_factory=list)
    rows: int = 0


def _row(node: SnapshotNode, kids: Mapping[str | None, list[SnapshotNode]], table: _Table) -> str:
    """A row's line; a row of header cells is the table's column names, unless rows of data came
    before it: then it is a row too ("Subtotal | £1,339.40" below the charges, whose figure a
    "columns:" line would have put before every later row's cells)."""
    cells = [c for c in kids.get(node.id, ()) if c.role in CELL_ROLES]
    flat = [_flat_text(c, kids) for c in cells]
    texts = [_cell_text(c, kids, " ".join(flat[:i] + flat[i + 1 :])) for i, c in enumerate(cells)]
    if cells and all(c.role in HEADER_CELL_ROLES for c in cells) and not table.rows:
        table.headers[:] = texts
        return "columns: " + " | ".join(texts)
    table.rows += 1
    headers = table.headers
    if len(headers) == len(texts):
        texts = [f"{h}: {t}" if h else t for h, t in zip(headers, texts, strict=True)]
    return "row: " + " | ".join(texts)


def _unlabelled_text(
    text: str, before: SnapshotNode | None, after: SnapshotNode | None, parent_name: str
) -> str:
    """Static text without the label words its neighbours already say on their own lines: a label
    ends right before the field it names, and a checkbox's or radio's label starts right after it.
    Text equal to the container's name (a fieldset's legend) is said by the container's line."""
    text = text.strip()
    if text == parent_name:
        return ""
    if after is not None and after.interactive and after.name and text.endswith(after.name):
        text = text[: -len(after.name)].rstrip()
    if before is not None and before.role in CHOICE_KINDS and before.name and text.startswith(before.name):
        text = text[len(before.name) :].lstrip()
    return text


# What a switch or checkbox says of itself when it has no name of its own ("On", "Off").
STATE_NAMES = frozenset({"on", "off", "yes", "no", "enabled", "disabled", "active", "inactive"})
MAX_LABEL_CHARS = 60


def _label_before(node: SnapshotNode, before: SnapshotNode | None, text: str) -> str:
    """The text right before a switch or checkbox whose only name is a state word ("Paperless
    billing" before a switch named "On"): the words a tester reads as its label. Empty otherwise."""
    if node.role not in CHOICE_KINDS or node.name.strip().casefold() not in STATE_NAMES:
        return ""
    if before is None or before.role not in TEXT_ROLES:
        return ""
    label = text.strip().rstrip(":").rstrip()
    return label if 0 < len(label) <= MAX_LABEL_CHARS else ""


def _description_item(node: SnapshotNode) -> tuple[str, str, str] | None:
    """(list path, "dt" or "dd", item path) for static text inside a description list's item."""
    found = DESCRIPTION_ITEM.match(node.xpath) if node.role in TEXT_ROLES else None
    return None if found is None else (found["list"], found["kind"], found.group(0))


def _term_line(
    siblings: Sequence[SnapshotNode], start: int, text_of: Callable[[int], str]
) -> tuple[str, int] | None:
    """The text of a ``<dt>`` at ``start`` and of the ``<dd>`` items after it in the same list as one
    "term: definition" line, with the index of the first sibling after them; None when no definition
    of plain text follows (a definition holding a link or a field keeps its own lines)."""
    first = _description_item(siblings[start])
    if first is None or first[1] != "dt":
        return None
    at, term = start, []
    while at < len(siblings) and _description_item(siblings[at]) == first:
        term.append(text_of(at))
        at += 1
    definitions: dict[str, list[str]] = {}
    while at < len(siblings):
        item = _description_item(siblings[at])
        if item is None or item[0] != first[0] or item[1] != "dd":
            break
        definitions.setdefault(item[2], []).append(text_of(at))
        at += 1
    said = "; ".join(" ".join(w for w in words if w) for words in definitions.values())
    name = " ".join(w for w in term if w).rstrip(":").rstrip()
    if not said.strip() or not name:
        return None
    return f"{name}: {said}", at


def plain_text(nodes: Iterable[SnapshotNode]) -> str:
    """The page as plain facts, one per line, indented under the container it is in."""
    ordered = list(nodes)
    kids = _children(ordered)
    lines: list[str] = []

    def walk(parent: str | None, depth: int, table: _Table, parent_name: str = "") -> None:
        siblings = kids.get(parent, [])

        def text_of(index: int) -> str:
            node = siblings[index]
            before = siblings[index - 1] if index > 0 else None
            after = siblings[index + 1] if index + 1 < len(siblings) else None
            return _unlabelled_text(node.text or node.name, before, after, parent_name)

        skip_to = 0
        for index, node in enumerate(siblings):
            indent = "  " * depth
            if index < skip_to:
                continue  # said on a term's line
            if node.role in TEXT_ROLES:
                paired = _term_line(siblings, index, text_of)
                if paired is not None:
                    text, skip_to = paired
                else:
                    text = text_of(index)
                if text:
                    lines.append(indent + text)
                continue
            if node.role in ROW_ROLES:
                lines.append(indent + _row(node, kids, table))
                continue
            line = _line(node, kids)
            said_before = text_of(index - 1) if index else ""
            label = _label_before(node, siblings[index - 1] if index else None, said_before)
            if label and lines and lines[-1] == indent + said_before:
                # "Sleep timer:" then a switch named "On": one line, "Sleep timer (switch): on".
                lines[-1] = indent + label + line[len(node.name) :]
            else:
                lines.append(indent + line)
            at = len(lines) - 1
            said_all = (
                node.role in FIELD_KINDS
                or node.role in ("heading", "button", "link", "tab", "menuitem", "option")
                or (node.role in ONE_LINE_ROLES and _only_text_below(node, kids))
                or node.role in CHOICE_KINDS
            )
            if not said_all:
                walk(node.id, depth + 1, _Table() if node.role == "table" else table, node.name)
                if line == "-" and len(lines) > at + 1:
                    # A list item's first line takes the bullet: "- Book flights (checkbox): not checked".
                    lines[at : at + 2] = [indent + "- " + lines[at + 1].strip()]

    walk(None, 0, _Table())
    return "\n".join(line for line in lines if line.strip())
