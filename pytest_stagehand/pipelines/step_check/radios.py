"""Radio groups: the one radio the part naming a labelled group says ("2 out of 5"), one choice per
group, and a click on a radio a part names that no step chooses."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ...actions.methods import normalize_method
from ...prompts.compound import PlannedStep, clauses, without_step_numbers
from ...snapshot import Snapshot, SnapshotNode
from ...snapshot.places import ancestors, snapshot_places
from .nodes import _POINTED, _was_done
from .order import _before_the_last_click
from .places import _placed_best
from .toggles import _missing_ticks, _said_off
from .words import (
    _QUESTION_WORDS,
    _core,
    _folded,
    _inside_a_longer,
    _mentioned_at,
    _named_in_full,
    _names,
    _said_as_written,
    _words,
    said_score,
)

# A part of a task as a tester writes it: between commas, semicolons, "and", "then", sentences.
_TASK_PARTS = re.compile(r",|;|\band\b|\bthen\b|(?<=[.!?])\s+")
# A rating's scale said beside its value ("2 out of 5"): the 5 chooses nothing.
_SCALE = re.compile(r"\bout\s+of\s+\d+\b|/\s*\d+\b", re.IGNORECASE)


def _radio_group(snapshot: Snapshot, node: SnapshotNode) -> SnapshotNode | None:
    """The labelled group (radiogroup, fieldset) a radio belongs to, if any."""
    for ancestor in ancestors(snapshot.nodes, node):
        other = snapshot.nodes[ancestor]
        if other.role in ("radiogroup", "group") and other.name.strip():
            return other
    return None


# A name in quotes, which is one part's however it is worded: "Hygienist and polish".
_QUOTED = re.compile(r"\"[^\"]+\"|“[^”]+”|(?<!\w)'[^']+'(?!\w)")
_HELD = re.compile(r"\x00(\d+)\x00")


def _task_parts(instruction: str) -> list[str]:
    """The task's parts (:data:`_TASK_PARTS`), a quoted name kept whole: the reason "Hygienist and
    polish" was split at its "and", and its first part named the look-alike radio "Hygienist" (fresh17
    dentist-2, dev)."""
    held: list[str] = []

    def hold(quoted: re.Match[str]) -> str:
        held.append(quoted[0])
        return f"\x00{len(held) - 1}\x00"

    masked = _QUOTED.sub(hold, without_step_numbers(instruction))
    return [
        _HELD.sub(lambda at: held[int(at[1])], part)
        for part in _TASK_PARTS.split(masked)
        if part and part.strip()
    ]


def _part_naming_group(group: SnapshotNode, instruction: str) -> str | None:
    """The one part of the task that says most of the group's label's own words ("overall
    satisfaction 2" for "Overall, how satisfied are you with Brightline? (1 = ..., 5 = ...)")."""
    words = [w for w in _words(_core(group.name)) if w not in _QUESTION_WORDS and not w[0].isdigit()]
    scored = [
        (sum(_mentioned_at(word, part) is not None for word in words), part)
        for part in _task_parts(instruction)
    ]
    best = max((score for score, _ in scored), default=0)
    top = [part for score, part in scored if score == best]
    return top[0] if best and len(top) == 1 else None


def _group_choice(snapshot: Snapshot, group: SnapshotNode, instruction: str) -> SnapshotNode | None:
    """The one radio of the group that the part naming the group says ("2 out of 5": the 5 is a
    scale); None when no part names the group, or its part says no radio of it or several."""
    part = _part_naming_group(group, instruction)
    if part is None:
        return None
    part = _SCALE.sub(" ", part)
    radios = [
        node
        for node in snapshot.interactive_nodes.values()
        if node.role == "radio" and (of := _radio_group(snapshot, node)) is not None and of.id == group.id
    ]
    named = [node for node in radios if _names(part, _core(node.name))]
    if not named and len(radios) > 1:
        # else by the words that tell it from the rest of its group: "take the hem up by 1 cm" says
        # the "1" of Shorten 1 cm among Shorten 2 cm, 3 cm, 5 cm (fresh19 tailor-0, dev)
        shared = set.intersection(*(set(_words(_core(node.name))) for node in radios))
        said = set(_words(part))
        named = [node for node in radios if (own := set(_words(_core(node.name))) - shared) and own <= said]
    return named[0] if len(named) == 1 else None


def _its_groups_choice(node: SnapshotNode, snapshot: Snapshot, instruction: str) -> bool:
    """A radio the part naming its group says: it stays where it is ("ease ... 5 out of 5" is the
    ease scale's 5, though the overall part says a 5 first)."""
    group = _radio_group(snapshot, node) if node.role == "radio" else None
    choice = _group_choice(snapshot, group, instruction) if group is not None else None
    return choice is not None and choice.id == node.id


def _one_radio_per_group(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """A radio group keeps one choice: the radio the part naming the group says. Asked for "overall
    satisfaction 2, ease of getting the problem solved 4" over two 1-5 scales, the 1.5B model clicked
    2 and 4 in both; the last click in a group wins, so the plan left them swapped. The clicks on a
    group's radios become one click on the radio its part names ("2 out of 5": the 5 is a scale),
    where the first of them was; a group no step touches is left to the other checks."""
    by_group: dict[str, list[int]] = {}
    for index, step in enumerate(steps):
        node = snapshot.node(step.elementId)
        if node is not None and node.role == "radio" and normalize_method(step.method) in _POINTED:
            group = _radio_group(snapshot, node)
            if group is not None:
                by_group.setdefault(group.id, []).append(index)
    replaced: dict[int, PlannedStep | None] = {}
    for group_id, indexes in by_group.items():
        chosen = _group_choice(snapshot, snapshot.nodes[group_id], instruction)
        if chosen is None:
            continue
        if chosen.states.get("checked") is True:  # already the group's choice: nothing to click
            replaced.update((i, None) for i in indexes)
            continue
        replaced[indexes[0]] = PlannedStep(elementId=chosen.id, method="click", arguments=[])
        replaced.update((i, None) for i in indexes[1:])
    out = []
    for index, step in enumerate(steps):
        if index in replaced:
            kept = replaced[index]
            if kept is not None:
                out.append(kept)
        else:
            out.append(step)
    return out


def _radio_set(node: SnapshotNode) -> str | None:
    """The radios a click on this one unchooses: those sharing its ``name``, else its parent's."""
    return node.attrs.get("name") or node.parent_id


def _one_radio_per_name(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """Clicks on several radios of one set (:func:`_radio_set`) that :func:`_one_radio_per_group`
    left, its part naming no radio of the group: the one whose name the task says most words of stays,
    where the first of them was; when two say as many, all stay. The 1.5B model clicked the Fiat 500
    automatic, the Golf manual and the Golf automatic for "the Volkswagen Golf (automatic)" (fresh3
    carhire-0, dev); the last click won only by chance."""
    # "the under-13s" says the 13 of "Under-13 Futsal"
    said = {re.sub(r"^(\d+)s$", r"\1", word) for word in _words(instruction)} | set(_words(instruction))
    by_name: dict[str, list[int]] = {}
    for index, step in enumerate(steps):
        node = snapshot.node(step.elementId)
        if (
            node is not None
            and node.role == "radio"
            and normalize_method(step.method) in _POINTED
            and (name := _radio_set(node))
        ):
            by_name.setdefault(name, []).append(index)
    dropped: set[int] = set()
    for indexes in by_name.values():
        if len({steps[i].elementId for i in indexes}) < 2:
            continue
        # a radio the task says not to choose ("the COVID-19 booster vaccine, not COVID-19 booster
        # (autumn)") gives way to one it does not say so of (fresh17 vaccination-0, dev: the
        # autumn booster, clicked last, was booked)
        names = {i: snapshot.nodes[steps[i].elementId].name for i in indexes}
        refused = {
            i
            for i in indexes
            if _said_off(names[i], instruction)
            or _refused_by_its_own_word(names[i], names.values(), instruction)
        }
        if refused and len(refused) < len(indexes):
            dropped |= refused
            indexes = [i for i in indexes if i not in refused]
            if len({steps[i].elementId for i in indexes}) < 2:
                continue
        # as many words said: not one whose name denies what the task does not ("a ground-floor flat
        # that has its own garden" is Flat with a garden, not Flat without a garden: fresh10
        # adoption-2, dev), then the one with fewer words unsaid
        scores = {i: said_score(snapshot.nodes[steps[i].elementId].name, said) for i in indexes}
        best = max(scores.values())
        top = [i for i in indexes if scores[i] == best]
        if len({steps[i].elementId for i in top}) != 1:
            continue
        dropped.update(i for i in indexes if i != top[0])
    return [step for index, step in enumerate(steps) if index not in dropped]


def _choices_run_on_radios(steps: list[PlannedStep], snapshot: Snapshot) -> list[PlannedStep]:
    """A choice made on two radios of one set or more ("select_option Under-13s" on each squad radio,
    whose value names none) is a click on each, which :func:`_one_radio_per_name` then reduces to the
    one the task says: a select_option cannot run on a radio, and the whole first pass stopped there
    (fresh9 junior-2, dev). One such step alone is left to the checks that name its radio."""
    by_set: dict[str, set[str]] = {}
    for step in steps:
        node = snapshot.node(step.elementId)
        if (
            node is not None
            and node.role == "radio"
            and normalize_method(step.method) == "select_option"
            and (name := _radio_set(node)) is not None
        ):
            by_set.setdefault(name, set()).add(node.id)
    runs = {element for elements in by_set.values() if len(elements) > 1 for element in elements}
    return [
        PlannedStep(elementId=step.elementId, method="click", arguments=[])
        if step.elementId in runs and normalize_method(step.method) == "select_option"
        else step
        for step in steps
    ]


# "the futsal squad rather than the football one": what follows is the choice refused.
_REFUSING = r"(?:rather than|instead of|not|other than)\s+(?:the\s+|a\s+|an\s+)?"


def _refused_by_its_own_word(name: str, names: Iterable[str], instruction: str) -> bool:
    """Whether the task refuses a word of the radio's name that another of ``names`` does not have:
    "in the futsal squad rather than the football one" refuses the Football squads beside the Futsal
    ones (fresh9 junior-2, dev: the model chose on every radio of the group)."""
    others = [set(_words(other)) for other in names if other != name]
    own = [word for word in _words(name) if len(word) >= 3 and any(word not in other for other in others)]
    return any(re.search(rf"\b{_REFUSING}{re.escape(word)}\b", instruction, re.IGNORECASE) for word in own)


def _missing_group_choices(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A click on the radio the part naming its group says, for each labelled group no step touches
    and whose choice is not made yet: the 1.5B model planned a survey's channel and comment and left
    out both rating scales ("I'd give "5" overall and "4" for how easy it was ...")."""
    touched = {
        group.id
        for step in steps
        if (node := snapshot.node(step.elementId)) is not None
        and node.role == "radio"
        and (group := _radio_group(snapshot, node)) is not None
    }
    groups = {
        group.id: group
        for node in snapshot.interactive_nodes.values()
        if node.role == "radio" and (group := _radio_group(snapshot, node)) is not None
    }
    added = []
    for group_id, group in groups.items():
        chosen = None if group_id in touched else _group_choice(snapshot, group, instruction)
        if chosen is not None and chosen.states.get("checked") is not True:
            added.append(PlannedStep(elementId=chosen.id, method="click", arguments=[]))
    return _before_the_last_click(steps, added, snapshot) if added else steps


def _missing_choices(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A click on the radio a part of the instruction names in full (:func:`_missing_radio_clicks`),
    then a tick on each box a "tick X" part names (:func:`_missing_ticks`)."""
    added = _missing_radio_clicks(steps, snapshot, instruction, done)
    return added + _missing_ticks([*steps, *added], snapshot, instruction, done)


def _missing_radio_clicks(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A click on the radio a part of the instruction names in full, when it is not chosen yet,
    enabled, and no step touches its group (the 1.5B model ticked "Special offers" for "email me
    daily and add the special offers topic, then save" and left the Daily radio out; it booked a
    physiotherapy appointment without the time slot "Wed 17 Sep, 15:40" the task gives)."""
    touched = {
        _radio_set(node)
        for step in steps
        if (node := snapshot.node(step.elementId)) is not None and node.role == "radio"
    }
    added = []
    # a name with a comma is said across two of the clauses the comma splits: "slot Fri 17 May, 11:30"
    # (fresh7 dentist-recall-0, dev: the booking went without its slot)
    split_names = [
        node.name
        for node in snapshot.interactive_nodes.values()
        if node.role == "radio" and "," in node.name and _said_as_written(node.name, instruction)
    ]
    for part in [*clauses(instruction), *split_names]:
        # one radio per group: a part may name a radio of each of two groups ("in-person", "Wed 17
        # Sep, 15:40")
        by_group: dict[str | None, list[SnapshotNode]] = {}
        for node in snapshot.interactive_nodes.values():
            if node.role == "radio" and node.name and _named_in_full(_core(node.name), part):
                by_group.setdefault(_radio_set(node), []).append(node)
        for group, named in by_group.items():
            if len(named) > 1:
                # "Choose the Kayak (double)": its whole name, not Kayak (single) (fresh11 boatrental-0,
                # dev); "Rowing boat with motor": the longer of two names said in full
                whole = [node for node in named if _named_in_full(node.name, part)]
                named = [node for node in whole if not _inside_a_longer(node.name, (o.name for o in whole))]
            radio = named[0] if named else None
            if (
                radio is None
                or len(named) != 1
                or radio.states.get("checked") is True
                or radio.states.get("disabled")
                or group in touched
                or _was_done(radio, done)
                # one of a look-alike per section, and the part places another: "Change Monday's
                # meal to Hot dinner" is no Hot dinner on Wednesday (fresh14 dinner-0, dev)
                or _placed_best(radio, snapshot, part) not in (None, radio)
            ):
                continue
            added.append(PlannedStep(elementId=radio.id, method="click", arguments=[]))
            touched.add(group)
    return added


def _choice_on_a_radio(step: PlannedStep, snapshot: Snapshot, node: SnapshotNode) -> PlannedStep | None:
    """A choice answered on a radio ("select_option 'Vegetarian hot dinner'" on Friday's Jacket
    potato) is a click on the radio of its set so named; one naming a box of the radio's place
    ("select_option 'Pudding'" on Friday's Packed lunch) is dropped, the boxes being the toggle
    checks' (fresh14 dinner-2, dev). None: drop the step."""
    if node.role != "radio" or normalize_method(step.method) != "select_option" or not step.arguments:
        return step
    said = _folded(step.arguments[0])
    same_set = [
        other
        for other in snapshot.interactive_nodes.values()
        if other.role == "radio" and _radio_set(other) == _radio_set(node) and _folded(other.name) == said
    ]
    if len(same_set) == 1:
        return PlannedStep(elementId=same_set[0].id, method="click", arguments=[])
    places = snapshot_places(snapshot)
    place = places.get(node.id)
    boxes = [
        other
        for other in snapshot.interactive_nodes.values()
        if other.role in ("checkbox", "switch")
        and _folded(other.name) == said
        and (place is None or places.get(other.id) == place)
    ]
    return None if boxes else step
