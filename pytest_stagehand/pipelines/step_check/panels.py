"""Panels the page does not show: a tab or a collapsed control whose panel holds what a part of the
instruction is about is opened before that part.

A settings page showing its Profile tab asked to "turn off mentions and set the digest to never, then
save": the switch and the Digest select are on the Notifications tab's hidden panel, so the 1.5B
model chose "Never" on the Language select it could see. The snapshot reads a hidden panel's text
into its opener's ``holds`` state (never rendered to the model); words of the instruction the page
does not show, found in exactly one opener's panel, name the panel to open."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...actions.methods import normalize_method
from ...prompts.compound import PlannedStep, clauses, quoted_values
from ...snapshot import Snapshot, SnapshotNode
from .nodes import _was_done
from .words import _TOKEN, _VERB_WORDS, _core, _folded, _mentioned_at, _named_in_full, _names

# Words that tell no panel from another: states and joiners a tester says of any control.
_PLAIN = frozenset(
    {"the", "and", "then", "off", "all", "any", "for", "from", "into", "under", "with", "its", "this", "that"}
    | {"my", "me", "your", "changes", "change", "option", "setting", "settings", "tab", "section", "panel"}
)


def _tokens(text: str) -> set[str]:
    return set(_TOKEN.findall(text.casefold()))


def _asked_words(instruction: str, *, beside: set[str]) -> list[str]:
    """The instruction's words that tell what it is about, but for those ``beside`` holds: no verb,
    no joiner, three letters at least."""
    return [
        word
        for word in _tokens(instruction)
        if len(word) >= 3 and word not in beside and word not in _VERB_WORDS and word not in _PLAIN
    ]


def _held(word: str, held: set[str]) -> bool:
    """The panel says the word, or a form of it ("notification" of "Notifications")."""
    return word in held or (
        len(word) >= 5
        and any(len(other) >= 5 and (other.startswith(word) or word.startswith(other)) for other in held)
    )


# Openers that are boxes: ticking or unticking one shows the fields after it (the snapshot's holds).
BOXES = frozenset({"checkbox", "switch"})


def _openers(snapshot: Snapshot) -> list[SnapshotNode]:
    return [
        node
        for node in snapshot.interactive_nodes.values()
        if isinstance(node.states.get("holds"), str) and node.states.get("disabled") is not True
    ]


def panel_to_open(
    snapshot: Snapshot, instruction: str, done: Sequence[str] = ()
) -> tuple[SnapshotNode, int] | None:
    """The one opener (an unselected tab, a collapsed control) whose hidden panel holds words of the
    instruction that the page does not show, with the index of the first part of the instruction
    that says one of them; None when no opener's panel, or more than one, holds such words. Once this
    act switched a tab, the panel it left would read as the one to open again: then the words steps
    already done say (their fields and values) name no panel, and no tab it clicked is one to open
    (the flight number on the Driver tab, after the Extras tab's seat: fresh16 carhire-0, dev)."""
    openers = _openers(snapshot)
    if not openers:
        return None
    asked = _asked_words(instruction, beside=_tokens(snapshot.text))
    if any(node.role == "tab" and _was_done(node, done) for node in snapshot.interactive_nodes.values()):
        said_done = _tokens(" ".join(done))
        asked = [word for word in asked if not _held(word, said_done)]
        openers = [node for node in openers if not _was_done(node, done)]
    parts = clauses(instruction)
    holders = []
    for node in openers:
        held = _tokens(str(node.states["holds"]))
        hits = [word for word in asked if _held(word, held)]
        if hits:
            first = next(
                (
                    index
                    for index, part in enumerate(parts)
                    if any(_held(word, _tokens(part)) for word in hits)
                ),
                0,
            )
            said_at = min(
                (
                    m.start()
                    for word in hits
                    for m in re.finditer(rf"\b{re.escape(word)}", instruction.casefold())
                ),
                default=len(instruction),
            )
            holders.append((said_at, first, node))
    # Several panels hold such words: the one whose words the instruction says first ("a flat on the
    # fifth floor, and we'd like packing materials only added": the New address tab's floor, then the
    # Extras tab's box; fresh17 removal-0, dev). The act looks again once it is open, and the next
    # panel is found then.
    earliest = min((said_at for said_at, _, _ in holders), default=None)
    firsts = [(first, node) for said_at, first, node in holders if said_at == earliest]
    if len(firsts) != 1:
        return None
    first, opener = firsts[0]
    return opener, first


def _hidden_panel_first(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """The opener of the panel a part is about (:func:`panel_to_open`) is clicked before that part:
    the steps on parts before it stay first, and the plan ends with the click (the act looks again
    once the panel is shown, so the rest is planned on the controls it holds). Not when a step
    already clicks the opener."""
    found = panel_to_open(snapshot, instruction, done)
    if found is None:
        return list(steps)
    opener, first = found
    clicked = [index for index, step in enumerate(steps) if step.elementId == opener.id]
    if clicked:
        # the plan ends with it: past it, steps on the panel shown now ("... access: Step-free
        # access; sponsors unchanged; register" clicked Accessibility needs, then Register, before
        # the box it shows was ever seen; fresh17 workshop-0, dev)
        return list(steps[: clicked[0] + 1])
    if opener.role in BOXES:
        # A box's hidden fields are the task's ("Ship to a different address: ..., recipient ..."
        # with "Ship to my billing address" ticked): the 1.5B model typed the address into the
        # billing one it could see. The box alone; the act looks again with the fields shown.
        return [PlannedStep(elementId=opener.id, method="click", arguments=[])]
    parts = clauses(instruction)
    # the parts before, and the words of its own part before the first the panel holds ("Add the
    # Infant seat (0-13 kg) on the Extras tab, replace the flight number ...": the seat is ticked
    # before the Driver tab opens; fresh16 carhire-0, dev)
    earlier = [*parts[:first], _before_the_panel_s_words(parts[first], opener, snapshot)]
    before = [
        step
        for step in steps
        if (node := snapshot.node(step.elementId)) is not None
        # its element or the value it gives ("Thursday" chosen on Day: fresh18 piano-0, dev)
        and any(
            _mentioned_at(said, part) is not None
            for said in (node.name, *step.arguments[:1])
            for part in earlier
            if part and said.strip()
        )
        # not what a later part names whole: "reading 33215, location '...', Submit reading" is sent
        # after the panel, though "reading" is said before it (fresh16 meter-0, dev); "book the
        # lesson" names Book lesson, though "a piano lesson" is said before it (fresh18 piano-0, dev)
        and not (
            node.role == "button"
            and any(_names(part, node.name) or _named_in_full(node.name, part) for part in parts[first + 1 :])
        )
    ]
    return [*before, PlannedStep(elementId=opener.id, method="click", arguments=[])]


def _before_the_panel_s_words(part: str, opener: SnapshotNode, snapshot: Snapshot) -> str:
    """``part`` up to the first word it asks for that ``opener``'s hidden panel holds."""
    held = _tokens(str(opener.states.get("holds", "")))
    asked = [word for word in _asked_words(part, beside=_tokens(snapshot.text)) if _held(word, held)]
    folded = part.casefold()
    at = min((m.start() for word in asked if (m := re.search(rf"\b{re.escape(word)}", folded))), default=0)
    return part[:at]


def waits_for_the_panel(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> int | None:
    """Where in the instruction the part begins from which values wait for a hidden panel, when the
    plan ends by opening it (:func:`_hidden_panel_first`): the part that first says its words, or
    the whole instruction for a box's fields. None when the plan does not end so."""
    found = panel_to_open(snapshot, instruction, done)
    if found is None or not steps or steps[-1].elementId != found[0].id:
        return None
    opener, first = found
    if opener.role in BOXES or first == 0:
        return 0
    part = clauses(instruction)[first]
    at = instruction.find(part)
    return at if at >= 0 else None


def tab_to_open_first(snapshot: Snapshot, instruction: str) -> SnapshotNode | None:
    """For a one-action instruction, the opener to click before the model is asked: the one whose
    hidden panel holds what the instruction asks for (:func:`panel_to_open`), else the one unselected
    tab the instruction names whole when it asks for something more on it ("book me into HIIT
    Express at 19:30 on Tuesday" while Monday's panel shows, with its own 19:30 HIIT Express; not
    "open the Tuesday tab", which is that click)."""
    found = panel_to_open(snapshot, instruction)
    if found is not None:
        return found[0]
    named = tabs_named_not_shown(snapshot, instruction)
    if len(named) != 1:
        return None
    return named[0] if _asked_words(instruction, beside=_tokens(named[0].name)) else None


def _staying_on_the_opened_tab(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """Once this act opened a tab (a step done clicked the tab now selected), a click on another
    tab the instruction does not name is dropped: "Open Privacy, choose Followers only for Profile
    visibility, ..." opened Privacy, and the next look's plan went back to Profile (fresh7
    settings-2, dev), where nothing it asked for is."""
    opened = [
        node
        for node in snapshot.interactive_nodes.values()
        if node.role == "tab" and node.states.get("selected") is True and _was_done(node, done)
    ]
    if not opened:
        return list(steps)
    return [
        step
        for step in steps
        if not (
            (node := snapshot.node(step.elementId)) is not None
            and node.role == "tab"
            and node.states.get("selected") is not True
            and not tab_named(instruction, node, snapshot)
        )
    ]


def _until_a_tab_opens(steps: Sequence[PlannedStep], snapshot: Snapshot) -> list[PlannedStep]:
    """The plan up to its first click on a tab not shown: past it, the controls of the panel shown
    now are hidden, and the new panel's were never listed. "1. On the Extras tab, tick Booster
    cushion 2. On the Driver tab, change the flight number ..." was answered with both tabs, Excess
    cover and Reserve car, nothing done on either tab (fresh16 carhire-2, dev). The act looks again
    once the tab is open."""
    for index, step in enumerate(steps):
        node = snapshot.node(step.elementId)
        if node is not None and node.role == "tab" and node.states.get("selected") is not True:
            return list(steps[: index + 1])
    return list(steps)


def tab_named(instruction: str, tab: SnapshotNode, snapshot: Snapshot) -> bool:
    """Whether the instruction names the tab, not only inside another control's name ("Profile" of
    "choose Followers only for Profile visibility" names the Profile visibility select, no tab)."""
    said = instruction
    for other in sorted(snapshot.interactive_nodes.values(), key=lambda n: -len(n.name)):
        if other.role != "tab" and len(other.name.split()) > 1:
            said = re.sub(re.escape(other.name), " ", said, flags=re.IGNORECASE)
    return _names(said, tab.name)


def tabs_named_not_shown(snapshot: Snapshot, instruction: str) -> list[SnapshotNode]:
    """The unselected tabs the instruction names (:func:`tab_named`)."""
    return [
        node
        for node in snapshot.interactive_nodes.values()
        if node.role == "tab"
        and node.name
        and node.states.get("selected") is not True
        and tab_named(instruction, node, snapshot)
    ]


_OPEN_VERBS = frozenset({"open", "expand"})


def _until_what_it_opens(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """The plan up to its click on a button a part says to open ("Open Dietary preferences, tick "No
    gluten" and save"), when a later part gives a quoted value the page does not show: the value is
    behind the button (a dialog, a panel the page does not tie to it), and the act looks again once it
    opens. The 1.5B model's plan went on to Start subscription, and the dietary choice was never made
    (fresh17 recipes-0, dev)."""
    parts = clauses(instruction)
    shown = _folded(snapshot.text)
    for index, part in enumerate(parts):
        words = part.split()
        if not words or words[0].casefold() not in _OPEN_VERBS:
            continue
        if not any(
            _folded(value) not in shown for later in parts[index + 1 :] for value in quoted_values(later)
        ):
            continue
        for at, step in enumerate(steps):
            node = snapshot.node(step.elementId)
            if (
                node is not None
                and node.role == "button"
                and normalize_method(step.method) == "click"
                and _named_in_full(_core(node.name), part)
                and not _was_done(node, done)
            ):
                return list(steps[: at + 1])
    return list(steps)
