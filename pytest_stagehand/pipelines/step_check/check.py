"""The compound act's check, :func:`check_steps`, and the rules not yet moved to a module of their own."""

from __future__ import annotations

import re
from collections.abc import Sequence, Set
from dataclasses import dataclass
from functools import partial

from ...actions.methods import METHODS, normalize_method
from ...actions.variables import placeholders_in
from ...prompts.compound import PlannedStep, clauses, quoted_values
from ...snapshot import Snapshot, SnapshotNode
from ...snapshot.places import snapshot_places
from .counts import _counts_where_said, _stepped
from .fields import (
    _missing_fills,
    _typed_not_clicked,
    _typed_where_named,
    _types_its_own_label,
    _without_field_words,
)
from .forms import _fields_before_their_button, _filled_forms_sent, _form_of, _sends
from .lookalikes import _best_named_of_its_row, _lookalikes_where_placed, _without_unnamed_neighbours
from .nodes import (
    _CLICKED_ROLES,
    _GIVING,
    _POINTED,
    _TYPING,
    _is_text_field,
    _kind_problem,
    _named_whole_else_core,
    _same_kind,
    _was_done,
    enclosing_select,
    facts_of,
)
from .order import (
    _anchor,
    _before_the_last_click,
    _in_instruction_order,
    _last_named_click_last,
    _leaving_the_page_last,
    _until_not_yet_possible,
    _until_waiting_values,
)
from .places import _placed_best, _said_name, _with_place
from .radios import _missing_choices, _missing_group_choices, _one_radio_per_group
from .selects import (
    _already_chosen,
    _chosen_as_said,
    _chosen_not_typed,
    _chosen_option_named,
    _chosen_where_offered,
    _from_to_choices,
    _missing_select_choices,
    _native_choice,
    _one_choice_per_select,
    _typed_not_chosen,
)
from .toggles import (
    _missing_ticks,
    _missing_unticks,
    _one_step_per_toggle,
    _ticked_where_named,
    _toggle_choice,
    _toggles_where_named,
    _without_ticks_named_by_another,
)
from .values import _typed_or_done
from .words import (
    _QUOTED_TEXT,
    _VERB_WORDS,
    _core,
    _folded,
    _mentioned_at,
    _named_in_full,
    _names,
    _part_giving,
    _said_whole,
    _steps_said,
    _times_named,
    _times_said,
    _value_at,
    _words,
)


@dataclass(frozen=True)
class CheckedSteps:
    """The steps (one correction applied where the instruction settles it) and what is wrong."""

    steps: list[PlannedStep]
    problems: list[str]


def check_steps(
    steps: Sequence[PlannedStep],
    snapshot: Snapshot,
    instruction: str,
    done: Sequence[str] = (),
    wanted: int = 0,
    *,
    whole_task: bool = False,
    values: Sequence[str] = (),
) -> CheckedSteps:
    """What is wrong with ``steps`` for ``instruction`` on ``snapshot``, as sentences the model can
    act on (``done``: the steps already performed, as the prompt lists them; ``wanted``: how many
    parts of the instruction are left). Corrections that need no model are made first: steps the
    model repeats from ``done`` are dropped, and so are clicks on one element beyond the parts of the
    instruction that name it; a click on a text field types the one value the instruction gives that
    no step types ("set the quantity to 4"); an option of a native
    select is chosen on its select (the option the instruction names, when it names exactly one);
    text goes into the one field the instruction names beside it ("the username "ada"", "ada as the
    username"), and a quoted value no step types is typed there; a click goes to the one element the
    instruction names in full when its own is named only in part ("Forgot password?" for "press
    login"); a click on something the instruction never names is dropped when every other step is
    anchored in the instruction and enough steps remain; steps all anchored in the instruction are
    put in its order. An option "chosen" on a select that does not offer it goes to the radio or box
    it names (a click, a tick), else is typed into the field the instruction names beside it; a choice
    of the option already shown that the instruction never names is dropped, and so is a click on
    Cancel, Reset and the like when the instruction asks to undo nothing, or on a disabled element it
    does not name. A plan running far past the instruction keeps the clicks it names; a radio a part
    names that no step chooses is clicked; a plan ends before a step nothing on this page can take
    (the act looks again after the click before it). A box on every row is ticked on the row a part
    names by its place; an option typed into a field its part never names is chosen on the select
    offering it; text typed on a button a click part names before it is that click.

    A ``whole_task`` (an agent's first pass) may span pages: parts of it belong to later ones, and its
    values are often unquoted. The rules above that place, add, drop or reorder steps by the
    instruction's words moved "dan" into the Password field and put "Log in" first for "Log in as dan
    with the password pass123", and asked for later pages' parts on the first. A whole task is checked
    by the page's structure instead (:func:`_checked_whole_task`), with the ``values`` the model
    listed before its steps."""
    if whole_task:
        return _checked_whole_task(steps, snapshot, instruction, done, values)
    fixed: list[PlannedStep] = []
    # The runaway check reads the plan as answered: cut to one cycle first, "Share, Move to trash,
    # Rename, Download" over and over looked like a plan of four.
    # one choice per radio group first, too: both values clicked in both scales read as a runaway
    placed = _one_radio_per_group(
        _lookalikes_where_placed(list(steps), snapshot, instruction), snapshot, instruction
    )
    planned = _without_loop(_without_runaway_clicks(placed, snapshot, instruction, wanted), wanted)
    for step in _without_repeated_clicks(planned, snapshot, instruction):
        node = snapshot.node(step.elementId)
        if node is not None:
            step, node = _native_choice(step, snapshot, node)
            # the option the instruction names first: "2 guests" shown, "4 guests" asked for, is a
            # change to make, not a choice already made
            step = _chosen_option_named(step, snapshot, node, instruction)
            if _already_chosen(step, snapshot, node, instruction) or _types_its_own_label(
                step, node, instruction
            ):
                continue
            step = _toggle_choice(step, snapshot, node)
            step = _ticked_where_named(step, snapshot, node)
            step = _typed_not_chosen(step, snapshot, node, instruction)
            step = _chosen_not_typed(step, snapshot, node, instruction)
            step = _without_field_words(step, snapshot, instruction)
        fixed.append(step)
    # again, now that an option answered on its own line is a choice on its select
    fixed = _lookalikes_where_placed(fixed, snapshot, instruction)
    # again, now that text typed into a button is its click
    fixed = _lookalikes_where_placed(_clicked_not_typed(fixed, snapshot, instruction), snapshot, instruction)
    fixed = _without_unnamed_neighbours(fixed, snapshot, instruction)
    fixed = _without_undoing_clicks(fixed, snapshot, instruction)
    fixed = _without_disabled_strays(fixed, snapshot, instruction)
    fixed = _toggles_where_named(fixed, snapshot, instruction)
    fixed = _one_radio_per_group(fixed, snapshot, instruction)
    fixed = _without_redone(fixed, snapshot, done, wanted)
    fixed = _typed_not_clicked(fixed, snapshot, instruction, done)
    fixed = _typed_where_named(fixed, snapshot, instruction)
    fixed += _missing_fills(fixed, snapshot, instruction, done)
    fixed, waiting = _one_choice_per_select(fixed, snapshot, instruction)
    fixed = _from_to_choices(fixed, snapshot, instruction)
    fixed = _clicked_where_named(fixed, snapshot, instruction, done)
    fixed += _missing_clicks(fixed, snapshot, instruction, done)
    fixed += _missing_choices(fixed, snapshot, instruction, done)
    fixed = _missing_unticks(fixed, snapshot, instruction, done)
    fixed = _stepped(fixed, snapshot, instruction)
    fixed = fixed if _HOW_OFTEN.search(instruction) else _one_step_per_toggle(fixed, snapshot)
    fixed = _without_ticks_named_by_another(fixed, snapshot, instruction)
    fixed = _in_instruction_order(
        _without_stray_clicks(fixed, snapshot, instruction, wanted), snapshot, instruction
    )
    fixed = _last_named_click_last(fixed, snapshot, instruction)
    # a stray click dropped may have stood before a step already done ("View photos", then "Book")
    fixed = _without_redone(fixed, snapshot, done, wanted)
    fixed = _until_waiting_values(_until_not_yet_possible(fixed, snapshot), snapshot, instruction, waiting)
    problems: list[str] = []
    for number, step in enumerate(fixed, 1):
        node = snapshot.node(step.elementId)
        if node is None:  # an id the page does not have: the plan's own validation says so
            continue
        problem = _kind_problem(step, node, snapshot) or _unsaid_text(step, instruction)
        if problem:
            problems.append(f"step {number} ({_described(step, node)}): {problem}")
    problems += _unused_values(fixed, snapshot, instruction, done, waiting)
    problems += _unmentioned_targets(fixed, snapshot, instruction, done)
    return CheckedSteps(fixed, problems)


def _checked_whole_task(
    steps: Sequence[PlannedStep],
    snapshot: Snapshot,
    instruction: str,
    done: Sequence[str],
    values: Sequence[str],
) -> CheckedSteps:
    """A whole task's plan for one page, checked by what holds on any page: no loop, no click beyond
    the times the task asks, an option chosen on its select, no click a look repeats from the steps
    done, one value per field; text typed into a link or button that bears it is a click on it;
    values the model listed but no step types go into the page's empty text fields; a form's fields
    are filled before its button is clicked; a click on an element the task never names is dropped; a
    link to another page is followed last; no text is typed into what takes none, or made up. A radio
    is chosen by a click on it, and a box the task does not name is not ticked while one it names
    waits (:func:`_toggles_where_named`); a value goes into one field, and not into a field when a
    click gives it; a click on one of a list's alike rows goes to the row the task describes best; a
    form given values is sent by its one submit button."""
    fixed: list[PlannedStep] = []
    for step in _without_repeated_clicks(_without_loop(steps, 1), snapshot, instruction):
        node = snapshot.node(step.elementId)
        if node is not None:
            step, node = _native_choice(step, snapshot, node)
            step = _toggle_choice(step, snapshot, node)
        fixed.append(step)
    # In this order: what a step is on and does, then which values go where, then which clicks stay.
    fixed = _toggles_where_named(fixed, snapshot, instruction)
    fixed = _missing_group_choices(_one_radio_per_group(fixed, snapshot, instruction), snapshot, instruction)
    fixed = _from_to_choices(_chosen_where_offered(fixed, snapshot, instruction), snapshot, instruction)
    fixed, _ = _one_choice_per_select(fixed, snapshot, instruction)
    fixed = _without_steps_done(fixed, snapshot, instruction, done)
    fixed = _one_value_per_field(fixed, instruction, done)
    fixed = _without_values_given_twice(fixed, snapshot)
    fixed = _counts_where_said(
        _typed_where_its_value_is_named(fixed, snapshot, instruction), snapshot, instruction
    )
    fixed = _typed_into_a_link(fixed, snapshot, instruction)
    fixed = _not_typed_what_a_click_gives(fixed, snapshot, instruction)
    fixed = _values_into_empty_fields(fixed, snapshot, instruction, done, values)
    fixed = _best_named_of_its_row(fixed, snapshot, instruction)
    fixed = _stepped(fixed, snapshot, instruction)
    fixed = _fields_before_their_button(fixed, snapshot)
    fixed = _filled_forms_sent(fixed, snapshot, instruction)
    fixed = _without_undoing_clicks(
        _without_unnamed_clicks(fixed, snapshot, instruction), snapshot, instruction
    )
    fixed = _missing_unticks(fixed, snapshot, instruction, done)
    fixed = _before_the_last_click(fixed, _missing_ticks(fixed, snapshot, instruction, done), snapshot)
    fixed = _missing_select_choices(
        _chosen_as_said(fixed, snapshot, instruction), snapshot, instruction, done
    )
    fixed = _last_button_said(fixed, snapshot, instruction)
    fixed = _leaving_the_page_last(fixed, snapshot)
    problems: list[str] = []
    for number, step in enumerate(fixed, 1):
        node = snapshot.node(step.elementId)
        if node is None:
            continue
        problem = _kind_problem(step, node, snapshot) or _unsaid_text(step, instruction)
        if problem:
            problems.append(f"step {number} ({_described(step, node)}): {problem}")
    return CheckedSteps(fixed, problems)


def _without_steps_done(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """Looking again after "Add todo" added an item, the 1.5B model clicked "Add todo" once more on
    each look: a look's click on an element a done step clicked is dropped, unless the task says how
    often. So is a value a done step already gave that element (after "Add to basket" it chose the
    size and typed the quantity again)."""
    if not done:
        return steps
    clicked = [line for line in done if line.startswith("click ")]
    how_often = _HOW_OFTEN.search(instruction) is not None

    def redone(step: PlannedStep) -> bool:
        node = snapshot.node(step.elementId)
        method = normalize_method(step.method)
        if node is None or not node.name:
            return False
        if method == "click":
            return not how_often and _was_done(node, clicked)
        if method in _GIVING and step.arguments:
            given = _folded(f"{step.arguments[0]} on {node.name}")
            return any(_done_parts(line)[0] in _GIVING and given in _folded(line) for line in done)
        return False

    return [step for step in steps if not redone(step)]


def _typed_into_a_link(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """On the results page of "Search for 'teapot' and open the Green Teapot page", the model typed
    "teapot" into the link "Green Teapot": text typed into a link or button whose name holds it is a
    click on that element. So is text typed into a button the part giving the text names in full:
    'add the comment "..."' typed into "Add a comment", which opens the comment box (the look after
    the click plans the typing)."""
    fixed: list[PlannedStep] = []
    for step in steps:
        node = snapshot.node(step.elementId)
        if (
            normalize_method(step.method) in ("fill", "type")
            and node is not None
            and node.role in ("link", "button")
            and step.arguments
            and _folded(step.arguments[0])
            and (
                _folded(step.arguments[0]) in _folded(node.name)
                or _names_the_opener(node, step.arguments[0], instruction)
            )
        ):
            step = PlannedStep(elementId=step.elementId, method="click", arguments=[])
        fixed.append(step)
    return fixed


def _names_the_opener(node: SnapshotNode, value: str, instruction: str) -> bool:
    part = _part_giving(value, instruction)
    return node.role == "button" and part is not None and _named_in_full(_core(node.name), part)


def _one_value_per_field(
    steps: list[PlannedStep], instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """The model typed "Dan Lee" and then "dan@example.com" into Full name (the e-mail belongs to the
    form's next page): a field keeps the first value the plan types into it. And a value goes into
    one field, unless the task says it more than once: having searched for "The Quiet Harbour", the
    model typed the title into the library card's field on the next page."""
    fields: set[str] = set()
    values = {_folded(value) for method, value in map(_done_parts, done) if method in _TYPING and value}
    kept: list[PlannedStep] = []
    for step in steps:
        if normalize_method(step.method) in _TYPING:
            value = _folded(step.arguments[0]) if step.arguments else ""
            again = bool(value) and value in values and _times_said(value, instruction) < 2
            if step.elementId in fields or again:
                continue
            fields.add(step.elementId)
            values.add(value)
        kept.append(step)
    return kept


def _done_parts(line: str) -> tuple[str, str]:
    """A done step's method and the value it gave, as the prompt lists it ("fill ada on Username
    textbox" -> ("fill", "ada"); "click on Next button" -> ("click", ""))."""
    method, _, rest = line.partition(" ")
    return method, rest.rsplit(" on ", 1)[0] if " on " in rest else ""


def _values_into_empty_fields(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str], values: Sequence[str]
) -> list[PlannedStep]:
    """The 1.5B model listed "ada" and "pass123", then typed only the password: each value it listed
    that the task says (whole words), that no step types or clicks (the radio "Urgent") and no done
    step gave, goes into the page's next empty text field no step fills, in the page's order, before
    the plan's first click."""
    typed = {
        _folded(argument)
        for step in steps
        if normalize_method(step.method) in _GIVING
        for argument in step.arguments
    } | _clicked_names(steps, snapshot)
    done_text = " ".join(done)
    left: list[str] = []
    for value in values:
        folded = _folded(value)
        if (
            folded
            and folded not in typed
            and _value_at(value, instruction) is not None
            and _value_at(value, done_text) is None
            and folded not in left
        ):
            left.append(folded)
    filled = {step.elementId for step in steps if normalize_method(step.method) in _GIVING}
    empty = [
        node
        for node in snapshot.interactive_nodes.values()
        if _is_text_field(node) and node.id not in filled and not node.states.get("value")
    ]
    original = {_folded(value): value for value in values}
    added = [
        PlannedStep(elementId=node.id, method="fill", arguments=[original.get(value, value)])
        for value, node in zip(left, empty, strict=False)
    ]
    if not added:
        return steps
    first_click = next(
        (i for i, step in enumerate(steps) if normalize_method(step.method) == "click"), len(steps)
    )
    return [*steps[:first_click], *added, *steps[first_click:]]


def _clicked_names(steps: Sequence[PlannedStep], snapshot: Snapshot) -> set[str]:
    return {
        _folded(node.name)
        for step in steps
        if normalize_method(step.method) in _POINTED
        and (node := snapshot.node(step.elementId)) is not None
        and node.name
    }


def _not_typed_what_a_click_gives(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """Asked for "Urgent priority", the 1.5B model clicked the radio "Urgent" and typed "Urgent" into
    Description as well: text that is the name of an element the plan clicks is not typed into a
    field the task does not name."""
    clicked = _clicked_names(steps, snapshot)
    kept: list[PlannedStep] = []
    for step in steps:
        node = snapshot.node(step.elementId)
        if (
            normalize_method(step.method) in _TYPING
            and step.arguments
            and _folded(step.arguments[0]) in clicked
            and node is not None
            and _mentioned_at(node.name, instruction) is None
        ):
            continue
        kept.append(step)
    return kept


def _the_one_bearing_a_said_verb(
    node: SnapshotNode, words: Sequence[str], said: set[str], snapshot: Snapshot
) -> bool:
    """ "Save preferences" for "... and save": the task says the verb of its name, and no other
    element's name bears that verb."""
    verbs = [word for word in words if word in _VERB_WORDS and word in said]
    return bool(verbs) and not any(
        other.id != node.id and set(verbs).intersection(_words(other.name))
        for other in snapshot.interactive_nodes.values()
    )


def _without_unnamed_clicks(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A click (or a tick) on an element whose name holds words the task never says, and none it
    says ("Add Red Kettle" for "Add the Blue Mug to the cart twice": the model clicked every
    product), is dropped; verbs ("Add", "Continue") say nothing either way, unless many elements bear
    the same verb alone. A form's submit button stays when the plan fills a field of its form
    ("Next", which the task need not name; not "Save draft", a plain button beside it), and so does
    the one element whose name bears a verb the task says."""
    said = set(_words(_without_quoted_text(instruction, snapshot)))
    filled_forms = {
        _form_of(snapshot.node(step.elementId)) for step in steps if normalize_method(step.method) in _GIVING
    }
    names = [_folded(node.name) for node in snapshot.interactive_nodes.values() if node.name]
    kept: list[PlannedStep] = []
    for step in steps:
        node = snapshot.node(step.elementId)
        if normalize_method(step.method) in _POINTED and node is not None:
            words = _words(_said_name(node, snapshot))
            own = [word for word in words if word not in _VERB_WORDS]
            form = _form_of(node)
            sends_a_filled_form = form is not None and form in filled_forms and _sends(node)
            # A verb alone names nothing when each row of a list bears it ("Save" beside every job):
            # which one the model clicked is chance, unless the task says the verb.
            one_of_many = not own and words and names.count(_folded(node.name)) > 1
            if (
                (own or one_of_many)
                and not (said.intersection(own or words) - _said_for_another(node, said, snapshot))
                and not sends_a_filled_form
                and not _the_one_bearing_a_said_verb(node, words, said, snapshot)
            ):
                continue
        kept.append(step)
    return kept


def _without_quoted_text(instruction: str, snapshot: Snapshot) -> str:
    """The instruction without the quoted passages no element's name holds: a comment to type,
    'Please make the app easier to find help in', names no Help link ('Night Trains' does name the
    link "Reserve Night Trains by Cormac Hale")."""
    names = [node.name for node in snapshot.interactive_nodes.values() if node.name]
    return _QUOTED_TEXT.sub(
        lambda m: m.group(0) if any(_names(name, m.group(2)) for name in names) else " ", instruction
    )


def _said_for_another(node: SnapshotNode, said: Set[str], snapshot: Snapshot) -> set[str]:
    """A link's words the task says only as part of another kind of element's name it says more of:
    the "system" of "don't include system logs" is the box's, not the System status link's (which of
    two links a task names is :func:`_best_named_of_its_row`'s business)."""
    if node.role != "link":
        return set()
    mine = set(_words(node.name)) & said
    for other in snapshot.interactive_nodes.values():
        theirs = set(_words(other.name)) & said
        if other.role != node.role and mine and mine < theirs:  # a namesake link is a rival, not this
            return mine
    return set()


# A part of the instruction that starts with one of these asks for a click on what it names.
_CLICK_VERBS = frozenset({"click", "press", "tap", "hit", "push"})
# ... and these, when what it names is a button ("choose a 25% tip" among tip buttons).
_CLICK_OR_CHOOSE_VERBS = _CLICK_VERBS | {"choose", "pick", "select"}


def _missing_clicks(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A click for each "click X" (or "choose X") part of the instruction no step does, when exactly
    one element (a button, link or tab) that no step uses carries X's name in full, or else its name
    without remarks in parentheses ("25% ($8.00)" for "choose a 25% tip"), or else its place among
    look-alikes ("Select" on the Ultimate card for "Choose Ultimate"). Among look-alikes, the one
    whose place the part names; and a part whose verb is their name ("Edit the Hotel Aurora
    expense", "Reply to Priyanka's comment") clicks the one of the row or card it names. A 1.5B model planned both
    fields of 'Type "ada" as the name, "US" as the password, then click Submit' and stopped; it left
    out the tip button of 'Choose a 25% tip, write "..." for the driver and click Pay and order'."""
    taken = {step.elementId for step in steps}
    where = snapshot_places(snapshot)
    added = []
    for part in clauses(instruction):
        words = part.split()
        if not words:
            continue
        verb = words[0].casefold()
        buttons = [
            node for node in snapshot.interactive_nodes.values() if node.role in _CLICKED_ROLES and node.name
        ]
        if verb in _CLICK_OR_CHOOSE_VERBS:
            named = _named_whole_else_core(buttons, partial(_named_in_full, instruction=part)) or [
                node for node in buttons if (place := where.get(node.id)) and _named_in_full(place, part)
            ]
        else:  # "Edit the Hotel Aurora expense": the verb is the name of a button on every row
            named = [node for node in buttons if node.id in where and _folded(node.name) == _folded(verb)]
        if len(named) > 1:  # look-alikes: the one whose place the part names, else the instruction
            best = _placed_best(named[0], snapshot, part) or _placed_best(named[0], snapshot, instruction)
            named = [best] if best is not None and best in named else named
        if len(named) != 1 or named[0].id in taken or _was_done(named[0], done):
            continue
        added.append(PlannedStep(elementId=named[0].id, method="click", arguments=[]))
        taken.add(named[0].id)
    return added


def _last_button_said(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """The task's last step names a button in full that no step clicks ("... and save the recipe to
    my collection": Save recipe; "5. Click 'Save recipe'."): its click ends the plan. The part's verb
    is a click verb or the button's own first word."""
    if not steps:
        return steps
    pieces = _steps_said(instruction)
    last = pieces[-1] if pieces else ""
    verb = next(iter(_words(last)), "")
    used = {step.elementId for step in steps}
    named = [
        node
        for node in snapshot.interactive_nodes.values()
        if node.role == "button"
        and node.name
        and (verb in _CLICK_VERBS or verb == next(iter(_words(node.name)), None))
        and _named_in_full(_core(node.name), last)
    ]
    if len(named) != 1 or named[0].id in used:
        return steps
    return [*steps, PlannedStep(elementId=named[0].id, method="click", arguments=[])]


def _without_values_given_twice(steps: list[PlannedStep], snapshot: Snapshot) -> list[PlannedStep]:
    """Text typed into a disabled field, or a value typed that a step before it already gave
    (chose or typed), is dropped: after choosing "Easy Saver (•••• 7735)" on From account, the 1.5B
    model typed "Easy Saver" into a disabled date field, and the whole first pass stopped there."""
    given: list[str] = []
    out = []
    for step in steps:
        node = snapshot.node(step.elementId)
        method = normalize_method(step.method)
        if method in _GIVING and step.arguments and node is not None:
            value = _folded(step.arguments[0])
            typed = method in _TYPING
            # a number may well be typed twice (1 adult, 1 child); a name or a phrase is given once
            twice = any(ch.isalpha() for ch in value) and any(other.startswith(value) for other in given)
            if typed and (node.states.get("disabled") or twice):
                continue
            given.append(value)
        out.append(step)
    return out


def _typed_where_its_value_is_named(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A quoted value typed into a field its part does not name gives way to the one value no step
    uses whose part names the field by two of its words: 'by "Ruth Engel" ... my card number is "2900
    3320 1894"' had Ruth Engel typed as the Library card number."""
    used = {_folded(step.arguments[0]) for step in steps if step.arguments}
    unused = [value for value in quoted_values(instruction) if _folded(value) not in used]
    out = []
    for step in steps:
        node = snapshot.node(step.elementId)
        if normalize_method(step.method) in _TYPING and step.arguments and node is not None and node.name:
            words = [w for w in _words(_core(node.name)) if len(w) >= 3]

            def names_field(part: str | None, words: list[str] = words) -> bool:
                return part is not None and sum(_said_whole(word, part) for word in words) >= min(
                    2, len(words)
                )

            meant_elsewhere = _folded(step.arguments[0]) in {
                _folded(value) for value in quoted_values(instruction)
            }
            if meant_elsewhere and not names_field(_part_giving(step.arguments[0], instruction)):
                better = [value for value in unused if names_field(_part_giving(value, instruction))]
                if len(better) == 1:
                    unused.remove(better[0])
                    step = step.model_copy(update={"arguments": [better[0]]})
        out.append(step)
    return out


def _without_loop(steps: Sequence[PlannedStep], wanted: int) -> list[PlannedStep]:
    """A small model can fall into a loop, answering the same few steps over and over until its
    token limit (three tabs clicked in turn, 14 times). A plan more than twice as long as the parts
    of the instruction that repeats one cycle to its end is cut to the cycle's first turn."""
    if len(steps) <= 2 * max(wanted, 1):
        return list(steps)
    for size in range(1, len(steps) // 2 + 1):
        if all(steps[i] == steps[i - size] for i in range(size, len(steps))):
            return list(steps[:size])
    return list(steps)


# An instruction that says how often to do something ("click + three times", "press Next twice").
_HOW_OFTEN = re.compile(r"\b(?:twice|thrice|\w+ times)\b", re.IGNORECASE)


def _without_repeated_clicks(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A 1.5B model planned "click Next" seven times for 'Type ... into Work email, press Next, enter
    ...': the first click moved the wizard on and hid the button, and each further click waited out
    the act's timeout. Clicks (or checks) on one element beyond the number of times the instruction
    names it (in how many of its parts; once, when none does) are dropped, unless it says how often."""
    if _HOW_OFTEN.search(instruction):
        return list(steps)
    out: list[PlannedStep] = []
    times: dict[str, int] = {}
    for step in steps:
        node = snapshot.node(step.elementId)
        if node is not None and node.name and normalize_method(step.method) in _POINTED:
            times[step.elementId] = times.get(step.elementId, 0) + 1
            if times[step.elementId] > max(1, _times_named(node.name, instruction)):
                continue
        out.append(step)
    return out


def _without_redone(
    steps: list[PlannedStep], snapshot: Snapshot, done: Sequence[str], wanted: int
) -> list[PlannedStep]:
    """Asked for the rest after a dialog opened, a 1.5B model answered the step already done again
    ("Archive draft", then "OK"). Leading steps on elements already acted on are dropped while the
    plan holds more steps than the parts of the instruction left (so "click ONE, then click ONE"
    keeps its second click)."""
    out = list(steps)
    while len(out) > max(wanted, 1):
        node = snapshot.node(out[0].elementId)
        if node is None or not _was_done(node, done):
            break
        out.pop(0)
    return out


def _clicked_where_named(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A click (or check) on an element the instruction names only in part, or not at all, goes to
    the one element of its kind (buttons and links alike, as users see them; a checkbox for a
    checkbox) it names in full that no step uses ("Forgot password?" -> "Login" for "... the password
    "abc" ... and press login")."""
    out = list(steps)
    for index, step in enumerate(out):
        node = snapshot.node(step.elementId)
        if (
            node is None
            or normalize_method(step.method) not in _POINTED
            or _named_in_full(node.name, instruction)
        ):
            continue
        taken = {other.elementId for other in out}
        named = [
            other
            for other in snapshot.interactive_nodes.values()
            if _same_kind(other, node)
            and other.id not in taken
            and not _was_done(other, done)
            and _named_in_full(other.name, instruction)
        ]
        if len(named) == 1:
            out[index] = step.model_copy(update={"elementId": named[0].id})
    return out


def _without_stray_clicks(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str, wanted: int
) -> list[PlannedStep]:
    """A 1.5B model often opens a plan with a click on a button the instruction never names ("Reset"
    before "Type Ada ..., then click Send"), or adds a choice it never asks for ("Repeat: Monthly"
    for 'Add "Flight to Oslo" on 2026-03-17 starting at 14:30'). Such a step is dropped, but only
    when every other step is anchored in the instruction (so the model was not reading a redesigned
    page by meaning) and the steps left still cover every part of the instruction. Text a step types
    names nothing: "put 'Open the dashboard and click Export' in the steps field" names neither the
    Dashboard nor the Export box."""
    names = _without_typed_text(steps, instruction)
    stray = [
        step
        for step in steps
        if (node := snapshot.node(step.elementId)) is not None
        and _words(node.name)
        # its name without remarks: "City bike ($4 per hour)" is not named by "3 hours"
        and _mentioned_at(_core(_said_name(node, snapshot)), names) is None
        and (
            normalize_method(step.method) in _POINTED
            # a choice nobody asked for: neither the select nor the option is in the instruction
            or (
                normalize_method(step.method) == "select_option"
                and bool(step.arguments)
                and _mentioned_at(step.arguments[0], instruction) is None
            )
        )
    ]
    kept = [step for step in steps if step not in stray]
    if not stray or len(kept) < max(wanted, 1):
        return steps
    if any(_anchor(step, snapshot, instruction) is None for step in kept):
        return steps
    return kept


def _without_typed_text(steps: Sequence[PlannedStep], instruction: str) -> str:
    """The instruction without the quoted values the steps type, where element names are read."""
    typed = {
        _folded(step.arguments[0])
        for step in steps
        if normalize_method(step.method) in _TYPING and step.arguments and step.arguments[0].strip()
    }
    return _QUOTED_TEXT.sub(lambda m: " " if _folded(m.group(2)) in typed else m.group(0), instruction)


def _unsaid_text(step: PlannedStep, instruction: str) -> str | None:
    """Typed text the instruction does not contain (nor a %variable% of it) was made up."""
    if normalize_method(step.method) not in _TYPING or not step.arguments:
        return None
    text = step.arguments[0]
    if not text.strip() or placeholders_in(text) or _folded(text) in _folded(instruction):
        return None
    return f"it types {text!r}, which the instruction does not say to type"


def _without_runaway_clicks(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str, wanted: int
) -> list[PlannedStep]:
    """A plan more than twice as long as the instruction's parts that clicks elements the instruction
    does not name in full keeps only the steps it does name: the 1.5B model clicked every seat of a
    seat map for 'select seat "15A", ...' (11 clicks), and every toolbar button for "share the file
    with ..." (Share, Move to trash, Rename, Download, ...). A name is named without its remarks too
    ("10% ($3.20)" by "leave a 10% tip"). The act looks again after what is left."""
    if len(steps) <= 2 * max(wanted, len(clauses(instruction)), 1) or _EVERY.search(instruction):
        return steps
    named = [
        step
        for step in steps
        if normalize_method(step.method) not in _POINTED
        or (
            (node := snapshot.node(step.elementId)) is not None
            and bool(_named_whole_else_core([node], partial(_named_in_full, instruction=instruction)))
            and _placed_best(node, snapshot, instruction) in (None, node)
        )
    ]
    return named or steps


_EVERY = re.compile(r"\b(?:every|all|each)\b", re.IGNORECASE)


def _without_disabled_strays(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A click on a disabled element the instruction does not name in full is dropped: it would wait
    out the act's whole timeout (a seat map's "Seat 15B, taken" beside the "15A" asked for waited
    400 s). One the instruction names ("click Pay now", enabled once the fields are filled) stays."""
    return [
        step
        for step in steps
        if normalize_method(step.method) not in _POINTED
        or (node := snapshot.node(step.elementId)) is None
        or node.states.get("disabled") is not True
        or _named_in_full(_core(node.name), instruction)
    ]


def _clicked_not_typed(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """Text typed on a button a click part before it names is that click, and a key then pressed on
    the button it clicked is no second click: "hit Reply, type 'Lime zest works too', ..." was
    answered by typing into Reply, whose reply box shows only once it is clicked (the act looks
    again then), and pressing Enter on it."""
    out: list[PlannedStep] = []
    for step in steps:
        node = snapshot.node(step.elementId)
        method = normalize_method(step.method)
        if node is not None and node.role in _CLICKED_ROLES and not _is_text_field(node):
            clicked = any(s.elementId == node.id and normalize_method(s.method) == "click" for s in out)
            if method == "press" and clicked:
                continue
            if (
                method in _TYPING
                and step.arguments
                and _click_part_before(node, step.arguments[0], instruction)
            ):
                if clicked and out[-1].elementId == node.id:
                    continue
                step = PlannedStep(elementId=node.id, method="click", arguments=[])
        out.append(step)
    return out


def _click_part_before(node: SnapshotNode, value: str, instruction: str) -> bool:
    """Whether a part with a click verb names the element in full before the instruction gives the
    value ("Answer Tom B.: hit Reply, type 'Lime zest works too'")."""
    value_at = _value_at(value, instruction)
    if value_at is None:
        return False
    start = 0
    for part in clauses(instruction):
        offset = instruction.find(part, start)
        start = offset + len(part) if offset >= 0 else start
        if 0 <= offset < value_at and _CLICK_VERB.search(part) and _named_in_full(_core(node.name), part):
            return True
    return False


_CLICK_VERB = re.compile(rf"\b(?:{'|'.join(sorted(_CLICK_VERBS))})\b", re.IGNORECASE)

# Buttons that undo or leave what the instruction is doing, and the words that ask for such a thing.
_UNDOING_NAMES = (
    "cancel", "reset", "discard", "clear", "start over", "restore defaults", "delete", "remove", "unsubscribe",
    "sign out", "log out", "close", "dismiss", "back", "move to trash", "trash",
)  # fmt: skip
_UNDOING = re.compile(rf"^(?:{'|'.join(_UNDOING_NAMES)})\b", re.IGNORECASE)
_ASKS_TO_UNDO = re.compile(
    rf"\b(?:{'|'.join((*_UNDOING_NAMES, 'restore', 'undo', 'empty', 'abort', 'quit', 'exit', 'erase', 'wipe'))})\b",
    re.IGNORECASE,
)


def _without_undoing_clicks(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A click on Cancel, Reset, Discard and the like is dropped, whatever else the plan holds, when
    the instruction asks for nothing of the kind: "continue and confirm it" was answered with Continue,
    then Cancel (the Confirm button appeared only after Continue). "Clear the form" may mean Reset."""
    if _ASKS_TO_UNDO.search(instruction):
        return steps
    out = []
    for step in steps:
        node = snapshot.node(step.elementId)
        if (
            node is not None
            and normalize_method(step.method) in _POINTED
            and node.role in _CLICKED_ROLES
            and _UNDOING.match(node.name.strip())
        ):
            continue
        out.append(step)
    return out


def _unmentioned_targets(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[str]:
    """A click on an element the instruction says nothing of ("Reset" for "... and click the Submit
    button") while an element it does name goes unused. Only then: on a redesigned page nothing may
    carry the instruction's words, and the model's reading by meaning ("Second" for "TWO") stands."""
    taken = {step.elementId for step in steps}
    named_unused = [
        f"[{node.id}] {node.role} {node.name!r}"
        for node in snapshot.interactive_nodes.values()
        if node.id not in taken
        and node.tag != "label"
        and enclosing_select(snapshot, node) is None
        and not _was_done(node, done)
        and _mentioned_at(_said_name(node, snapshot), instruction) is not None
    ]
    if not named_unused:
        return []
    problems = []
    for number, step in enumerate(steps, 1):
        node = snapshot.node(step.elementId)
        if node is None or normalize_method(step.method) not in _POINTED or not _words(node.name):
            continue
        if _mentioned_at(_said_name(node, snapshot), instruction) is None:
            problems.append(
                f"step {number} ({_described(step, node)}): the instruction does not mention "
                f"{node.name!r}; it names {', '.join(named_unused[:4])}, which no step uses"
            )
    return problems


def _unused_values(
    steps: Sequence[PlannedStep],
    snapshot: Snapshot,
    instruction: str,
    done: Sequence[str],
    waiting: Sequence[str] = (),
) -> list[str]:
    """Each value the instruction quotes is typed, chosen or clicked by some step (or was already),
    when something on the page could take it. A small model asked for a missing value tends to swap
    it for one it used: the problem names the fields the instruction mentions that no step uses,
    where the value most likely goes."""
    used = _typed_or_done(steps, done)
    for step in steps:
        node = snapshot.node(step.elementId)
        if node is not None:
            used.append(_folded(f"{_with_place(node, snapshot)} {node.text}"))
    taken = {step.elementId for step in steps}
    later = _after_the_last_click(steps, snapshot, instruction)
    missing = [
        value
        for value in quoted_values(instruction)
        if not placeholders_in(value)
        and value not in waiting
        and not any(_folded(value) in text for text in used)
        and _could_take(value, snapshot, taken)
        and not ((at := _value_at(value, instruction)) is not None and later is not None and at > later)
    ]
    if not missing:
        return []
    idle = [
        f"[{node.id}] {node.role} {node.name!r}"
        for node in snapshot.interactive_nodes.values()
        if node.id not in taken
        and node.name
        and node.tag != "label"
        and METHODS["fill"].applies(facts_of(node)) is None
        and _names(instruction, node.name)
    ]
    where = f" (the instruction names {', '.join(idle)}, which no step uses)" if idle else ""
    return [
        f"the instruction's {value!r} is used by no step: keep the other steps and add one that types "
        f"or chooses it{where}"
        for value in missing
    ]


def _after_the_last_click(steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str) -> int | None:
    """Where the instruction names the plan's last step, when that is a click on one of look-alike
    buttons (a Reply, Edit or Book on every item): the values it gives after are for what the click
    shows ("hit Reply, type 'Lime zest works too'": that comment's reply box, not the page's comment
    box), and the act looks again once it is done."""
    if not steps or normalize_method(steps[-1].method) != "click":
        return None
    if steps[-1].elementId not in snapshot_places(snapshot):
        return None
    return _anchor(steps[-1], snapshot, instruction)


def _could_take(value: str, snapshot: Snapshot, taken: set[str]) -> bool:
    """Whether anything on this page could take the value: a text field no step uses, or a choice
    (an option, radio, box) it names. When nothing can, its field comes later (the enquiry form that
    "Enquire" opens), and asking the model for it again only costs a call."""
    wanted = _folded(value)
    return any(
        (node.id not in taken and _is_text_field(node) and node.tag != "label")
        or (node.role in _CHOICE_ROLES and wanted in _folded(node.name or node.text))
        for node in snapshot.interactive_nodes.values()
    )


_CHOICE_ROLES = frozenset({"option", "radio", "checkbox", "switch", "menuitemradio", "menuitemcheckbox"})


def _described(step: PlannedStep, node: SnapshotNode) -> str:
    arguments = " ".join(repr(argument) for argument in step.arguments)
    return " ".join(
        part for part in (step.method, arguments, "on", f"[{node.id}]", node.role, repr(node.name)) if part
    )
