"""An agent's first pass (``check_steps(whole_task=True)``): a plan for a task that may span pages,
checked by the page's structure instead of the instruction's wording (:func:`_checked_whole_task`),
and the checks only it runs: no step a look repeats from those done, text typed into a link that
bears it clicked, one value per field, values into empty fields, no value typed that a click gives
or a step gave, a quoted value typed where its part names the field."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence

from ...actions.methods import normalize_method
from ...dates import iso_date
from ...prompts.compound import PlannedStep, clauses, quoted_values
from ...snapshot import Snapshot, SnapshotNode
from ...snapshot.places import ancestors
from .clicks import (
    _last_button_said,
    _row_button_the_verb_names,
    _without_loop,
    _without_repeated_clicks,
    _without_side_effect_clicks,
    _without_undoing_clicks,
    _without_unnamed_clicks,
)
from .counts import _COUNT_WORDS, _counts_where_said, _missing_counts, _stepped
from .fields import (
    _PROPER_NAME,
    _from_to_typed,
    _in_its_format,
    _number_into_a_number_field,
    _same_shape,
    _types_its_own_label,
)
from .forms import _fields_before_their_button, _filled_forms_sent
from .list_rows import _row_the_task_describes
from .lookalikes import _alike_rows, _best_named_of_its_row, _one_click_per_alike_rows
from .nodes import (
    _GIVING,
    _POINTED,
    _TYPING,
    _empty_text_fields,
    _is_text_field,
    _leads_away,
    _search_box,
    _was_done,
)
from .order import _before_the_last_click, _leaving_the_page_last
from .panels import BOXES, panel_to_open
from .problems import CheckedSteps, _step_problems
from .radios import (
    _choices_run_on_radios,
    _missing_group_choices,
    _missing_radio_clicks,
    _one_radio_per_group,
    _one_radio_per_name,
)
from .selects import (
    _already_chosen,
    _choices_on_a_select_nearby,
    _choices_on_the_alike_select_said,
    _chosen_as_said,
    _chosen_where_offered,
    _from_to_choices,
    _missing_select_choices,
    _native_choice,
    _one_choice_per_select,
    _typed_into_a_select,
)
from .toggles import (
    _confirmations_the_page_asks_for,
    _missing_ticks,
    _missing_unticks,
    _pressed_not_ticked,
    _ticks_said_with,
    _toggle_choice,
    _toggled_on_the_box_named,
    _toggles_where_named,
    _typed_into_a_box,
    _without_ticks_beside_the_named,
)
from .words import (
    _HOW_OFTEN,
    _core,
    _folded,
    _mentioned_at,
    _named_in_full,
    _part_giving,
    _said_as_written,
    _said_whole,
    _times_said,
    _value_at,
    _words,
    said_score,
)


def _one_option_per_select(steps: list[PlannedStep], instruction: str) -> list[PlannedStep]:
    """A run of choices on one select (every animal of the list, in turn) is the one choice whose
    option the task names best (:func:`said_score`), where the first was: "Pepper, the Border terrier"
    is "Pepper – Border terrier, 5 years", not the Jack Russell (fresh10 adoption-2, dev: the last
    of the run was chosen by chance). Left as they are when no option is named best."""
    said = set(_words(instruction))
    runs: dict[str, list[int]] = {}
    for index, step in enumerate(steps):
        if normalize_method(step.method) == "select_option" and step.arguments:
            runs.setdefault(step.elementId, []).append(index)
    dropped: set[int] = set()
    moved: dict[int, PlannedStep] = {}
    for indexes in runs.values():
        if len({_folded(steps[i].arguments[0]) for i in indexes}) < 2:
            continue
        scores = {i: said_score(steps[i].arguments[0], said) for i in indexes}
        best = max(scores.values())
        top = {_folded(steps[i].arguments[0]) for i in indexes if scores[i] == best}
        if len(top) != 1 or best[0] == 0:
            continue
        kept = next(i for i in indexes if scores[i] == best)
        moved[indexes[0]] = steps[kept]
        dropped.update(indexes[1:])
    return [moved.get(index, step) for index, step in enumerate(steps) if index not in dropped]


# What a task says not to do: "apply (not just calculate)", "rather than saving it for later".
_REFUSED = re.compile(
    r"\b(?:not(?: just)?|rather than|instead of|never|don't|do not|no need to)\s+((?:[a-z]+\s+){0,2}[a-z]+)",
    re.IGNORECASE,
)


def _without_refused_clicks(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """Clicks on a button a task refuses by a word of its name ("apply (not just calculate)" for
    Calculate savings; "rather than saving it for later" for Save for later) are dropped when another
    click stays: the 1.5B model clicked Calculate savings before Apply now, and its message ended
    the pass (fresh10 cycle-2, dev)."""
    refused = {
        word for m in _REFUSED.finditer(instruction) for word in m[1].casefold().split() if len(word) >= 4
    }

    def is_refused(step: PlannedStep) -> bool:
        node = snapshot.node(step.elementId)
        if node is None or node.role not in ("button", "link") or normalize_method(step.method) != "click":
            return False
        # one word in two forms ("saving" of Save for later): three letters in common at the start
        return any(
            len(word) >= 4 and word[:3] == said[:3] for word in _words(_core(node.name)) for said in refused
        )

    kept = [step for step in steps if not is_refused(step)]
    clicks = [s for s in kept if normalize_method(s.method) == "click"]
    return kept if clicks and len(kept) < len(steps) else steps


# A value given with its label in shorthand: "child: Isla Barrett", "dob: 9 Apr 2023", "days/wk: 3".
_LABELLED = re.compile(r"^\s*(?P<label>[A-Za-z][\w/'’ -]{0,30}?)\s*:\s*(?P<value>[^:]+?)\s*$")
# Short forms of the words of a field's label.
_LABEL_WORDS = {
    **{"dob": "date of birth", "tel": "telephone phone", "wk": "week", "emp": "employee", "no": "number"},
    **{"addr": "address", "ref": "reference", "qty": "quantity", "num": "number", "mob": "mobile phone"},
}


def _label_words(label: str) -> set[str]:
    return {
        word
        for part in re.split(r"[\s/]+", label.casefold())
        for word in _LABEL_WORDS.get(part, part).split()
    }


def _is_date_field(node: SnapshotNode) -> bool:
    return node.attrs.get("type") == "date" or "date" in _words(_core(node.name))


def _dates_in_date_fields(steps: list[PlannedStep], snapshot: Snapshot) -> list[PlannedStep]:
    """A date typed into a field that takes none, and other text typed into a date field, trade
    places; a date with nowhere to trade goes into the one date field no step types into. The 1.5B
    model's values ran one field late: "Poppy Lewis" into Child's date of birth, the date into Child's
    full name (fresh10 childminder-2, dev: the whole pass stopped at the date field)."""

    def on(step: PlannedStep) -> SnapshotNode | None:
        node = snapshot.node(step.elementId)
        return (
            node if node is not None and normalize_method(step.method) in _TYPING and step.arguments else None
        )

    def is_date(step: PlannedStep) -> bool:
        return iso_date(step.arguments[0].strip().casefold()) is not None

    misplaced = [i for i, s in enumerate(steps) if (n := on(s)) and is_date(s) and not _is_date_field(n)]
    in_date = [i for i, s in enumerate(steps) if (n := on(s)) and not is_date(s) and _is_date_field(n)]
    out = list(steps)
    for date_at, other_at in zip(misplaced, in_date, strict=False):
        date, other = out[date_at], out[other_at]
        out[date_at] = date.model_copy(update={"elementId": other.elementId})
        out[other_at] = other.model_copy(update={"elementId": date.elementId})
    typed = {s.elementId for s in out if on(s)}
    free = [n for n in snapshot.interactive_nodes.values() if _is_date_field(n) and n.id not in typed]
    for at in misplaced[len(in_date) :]:
        if len(free) == 1:
            out[at] = out[at].model_copy(update={"elementId": free[0].id})
            free = []
    return out


def _unspaced(text: str) -> str:
    return re.sub(r"\s+", "", _folded(text))


def _labelled_values_in_their_fields(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """In a task written as labelled values ("child: Isla Barrett | dob: 9 Apr 2023 | ..."), text typed
    into a field goes as the label naming that field gives it: the value of the one label more of
    whose words (short forms read whole: "dob", "wk") begin the field's words than any other's. A
    value typed where no label names the field, that a label naming nothing on this page gives
    ("childminder: Joanne Fielding" on the enquiry form), is dropped. The 1.5B model's values ran one
    field late: the childminder's name into Child's full name, the child's into the date of birth
    (fresh10 childminder-0, dev: the whole pass stopped at the date)."""
    pairs = [
        (_label_words(m["label"]), m["value"].strip().rstrip("."))
        for part in clauses(instruction)
        if (m := _LABELLED.match(part))
    ]
    if len(pairs) < 2:
        return steps

    def naming(field: SnapshotNode) -> list[int]:
        words = _words(_core(field.name))
        scores = [sum(any(w.startswith(said) for w in words) for said in label) for label, _ in pairs]
        best = max(scores)
        return [i for i, score in enumerate(scores) if score == best] if best else []

    fields = [node for node in snapshot.interactive_nodes.values() if _is_text_field(node)]
    named_here = {i for field in fields for i in naming(field)}
    out = []
    for step in steps:
        node = snapshot.node(step.elementId)
        if node is None or normalize_method(step.method) not in _TYPING or not _is_text_field(node):
            out.append(step)
            continue
        best = naming(node)
        typed = _unspaced(step.arguments[0]) if step.arguments else ""
        if len(best) == 1:
            # (as typed when only its spaces differ: a phone number written as its field writes it)
            value = pairs[best[0]][1]
            out.append(step if _unspaced(value) == typed else step.model_copy(update={"arguments": [value]}))
        elif not any(_unspaced(value) == typed and i not in named_here for i, (_, value) in enumerate(pairs)):
            out.append(step)
    return out


def _without_idle_searches(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A click on a search form's button (in the page's search landmark) when no step types into
    that form or chooses in it, and the task asks for no search, is dropped: it sends nothing. The
    1.5B model's last id ran onto Search, which the check then put before the row's link (fresh10
    storage-2, dev)."""
    if _SEARCH_ASKED.search(instruction):
        return steps

    def landmark(node_id: str) -> str | None:
        node = snapshot.node(node_id)
        if node is None:
            return None
        return next((a for a in ancestors(snapshot.nodes, node) if snapshot.nodes[a].role == "search"), None)

    used = {
        landmark(step.elementId)
        for step in steps
        if normalize_method(step.method) in (*_TYPING, "select_option")
    }
    return [
        step
        for step in steps
        if not (
            normalize_method(step.method) == "click"
            and (node := snapshot.node(step.elementId)) is not None
            and node.role == "button"
            and (form := landmark(step.elementId)) is not None
            and form not in used
        )
    ]


def _typed_on_a_button_placed(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A value typed on a button or link that neither bears it nor opens what its part names (those
    are its click: :func:`_typed_into_a_link`) goes into the one empty text field its part names by a
    word; it waits, the step dropped, when its part names an unticked box instead, whose field is
    hidden until the box is ticked: "fill 'Cedar Lettings'" on Get a price, the landlord's field not
    shown yet (fresh10 boiler-0, dev: the whole pass stopped at the step). Else it stays, and fails
    where it runs: the pass stops there, and the agent's model goes on from the page."""
    typed = {step.elementId for step in steps if normalize_method(step.method) in _TYPING}
    out: list[PlannedStep] = []
    for step in steps:
        node = snapshot.node(step.elementId)
        value = step.arguments[0] if step.arguments else ""
        if (
            node is None
            or normalize_method(step.method) not in _TYPING
            or node.role not in ("button", "link")
            or not _folded(value)
            or _folded(value) in _folded(node.name)
            or _names_the_opener(node, value, instruction)
        ):
            out.append(step)
            continue
        parts = [part for part in clauses(instruction) if _value_at(value, part) is not None]
        said = parts[0] if len(parts) == 1 else ""
        fields = [
            field
            for field in _empty_text_fields(snapshot, typed)
            if not _search_box(field)
            and any(len(word) >= 4 and _said_whole(word, said) for word in _words(_core(field.name)))
        ]
        boxes = [
            box
            for box in snapshot.interactive_nodes.values()
            if box.role == "checkbox"
            and box.states.get("checked") is False
            and _said_by_a_long_word(_core(box.name), said)
        ]
        if len(fields) == 1:
            out.append(PlannedStep(elementId=fields[0].id, method="fill", arguments=[value]))
            typed.add(fields[0].id)
        elif not boxes:
            out.append(step)
    return out


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
    waits (:func:`_toggles_where_named`), and one it asks for "with" is ticked; a value goes into one field, and not into a field when a
    click gives it; a click on one of a list's alike rows goes to the row the task describes best,
    and clicks on the rows it describes less are dropped; a form given values is sent by its one
    submit button; a part whose verb is the button of every row of a list opens the row it names."""
    instruction = _counts_in_digits(instruction)
    fixed: list[PlannedStep] = []
    for step in _without_repeated_clicks(_without_loop(steps, 1), snapshot, instruction):
        node = snapshot.node(step.elementId)
        if node is not None:
            step, node = _native_choice(step, snapshot, node)
            step = _pressed_not_ticked(_toggle_choice(step, snapshot, node), node, instruction)
            step = _typed_into_a_box(step, node)
            step = _toggled_on_the_box_named(step, snapshot, node)
            node = snapshot.node(step.elementId) or node
            typed = _typed_into_a_select(step, snapshot, node)
            if typed is None:
                continue  # no option of the select it was typed into
            number = _number_into_a_number_field(typed, node)
            if number is None:
                continue  # a phone number typed into a count
            if node.role == "option" and normalize_method(step.method) in (*_TYPING, "check", "uncheck"):
                # ids run late into a select's options: the checks after place the value, and a
                # tick on an option is none ("check 'Nut allergy'" on Acorn Tree Nursery chose that
                # nursery over the one the task said: fresh8 nursery-2, dev)
                continue
            step = _typed_as_its_field_writes(number, node)
            if normalize_method(step.method) in ("check", "uncheck"):
                # one tick or untick per box: text typed on it read as a tick, then a late id's
                # "uncheck 'I need an interpreter'" moved to it, which says the way
                fixed = [
                    kept
                    for kept in fixed
                    if kept.elementId != step.elementId
                    or normalize_method(kept.method) not in ("check", "uncheck")
                ]
            if (
                _types_its_own_label(step, node, instruction)
                or _optional_field_unasked(step, node, instruction)
                or _filters_unasked(step, node, instruction)
                # the old allergy text typed again into its field, which the task has unticked
                # (fresh8 nursery-0, dev): a step doing nothing, that the problems then named. (Not
                # a choice: the look-alike shown may be the one the checks after correct.)
                or (
                    normalize_method(step.method) in _TYPING
                    and _already_chosen(step, snapshot, node, instruction)
                )
            ):
                continue  # "Special requests (optional)" typed into Special requests (optional)
        fixed.append(step)
    fixed = _one_option_per_select(
        _choices_on_the_alike_select_said(
            _choices_on_a_select_nearby(fixed, snapshot), snapshot, instruction
        ),
        instruction,
    )
    # In this order: what a step is on and does, then which values go where, then which clicks stay.
    fixed = _without_ticks_beside_the_named(
        _toggles_where_named(fixed, snapshot, instruction), snapshot, instruction
    )
    fixed = _choices_run_on_radios(fixed, snapshot)
    fixed = _missing_group_choices(
        _one_radio_per_name(_one_radio_per_group(fixed, snapshot, instruction), snapshot, instruction),
        snapshot,
        instruction,
    )
    fixed = _from_to_choices(_chosen_where_offered(fixed, snapshot, instruction), snapshot, instruction)
    fixed = _from_to_typed(fixed, snapshot, instruction)
    fixed, _ = _one_choice_per_select(fixed, snapshot, instruction)
    fixed = _without_steps_done(fixed, snapshot, instruction, done)
    fixed = _one_value_per_field(_values_said_together(fixed, instruction, values), instruction, done)
    fixed = _without_values_given_twice(fixed, snapshot)
    fixed = _counts_where_said(
        _typed_values_fit_their_fields(
            _typed_where_its_value_is_named(fixed, snapshot, instruction), snapshot, instruction
        ),
        snapshot,
        instruction,
    )
    fixed = _dates_in_date_fields(_labelled_values_in_their_fields(fixed, snapshot, instruction), snapshot)
    fixed = _typed_into_a_link(fixed, snapshot, instruction)
    fixed = _not_typed_what_a_click_gives(fixed, snapshot, instruction)
    fixed = _typed_on_a_button_placed(fixed, snapshot, instruction)
    fixed = _values_to_their_shapes(fixed, snapshot, instruction)
    # again, with the values typed into empty fields (the date left over went into the name's)
    fixed = _dates_in_date_fields(
        _values_into_empty_fields(fixed, snapshot, instruction, done, values), snapshot
    )
    fixed = _before_the_last_click(
        fixed,
        _prefilled_values_replaced(fixed, snapshot, instruction, done)
        + _name_replacing_the_one_held(fixed, snapshot, instruction, done, values)
        + _numbers_into_their_fields(fixed, snapshot, instruction, done),
        snapshot,
    )
    fixed = _one_click_per_alike_rows(
        _best_named_of_its_row(fixed, snapshot, instruction), snapshot, instruction
    )
    fixed = _stepped(fixed, snapshot, instruction)
    fixed = _without_refused_clicks(_fields_before_their_button(fixed, snapshot), snapshot, instruction)
    fixed = _filled_forms_sent(fixed, snapshot, instruction)
    fixed = _without_undoing_clicks(
        _without_side_effect_clicks(
            _without_unnamed_clicks(fixed, snapshot, instruction), snapshot, instruction
        ),
        snapshot,
        instruction,
    )
    fixed = _missing_unticks(fixed, snapshot, instruction, done)
    fixed = _before_the_last_click(fixed, _missing_radio_clicks(fixed, snapshot, instruction, done), snapshot)
    fixed = _before_the_last_click(fixed, _missing_ticks(fixed, snapshot, instruction, done), snapshot)
    fixed = _before_the_last_click(fixed, _ticks_said_with(fixed, snapshot, instruction, done), snapshot)
    fixed = _before_the_last_click(fixed, _missing_counts(fixed, snapshot, instruction, done), snapshot)
    fixed = _before_the_last_click(
        fixed, _box_revealing_a_field(fixed, snapshot, instruction, done, values), snapshot
    )
    fixed = _sent_again(fixed, _confirmations_the_page_asks_for(fixed, snapshot, done), snapshot, done)
    fixed = _missing_select_choices(
        _chosen_as_said(fixed, snapshot, instruction), snapshot, instruction, done
    )
    fixed = _last_button_said(fixed, snapshot, instruction, done)
    fixed = _row_button_the_verb_names(fixed, snapshot, instruction, done)
    fixed = _without_idle_searches(fixed, snapshot, instruction)
    fixed = _leaving_the_page_last(
        _without_site_links_after_a_button(
            _row_the_task_describes(_row_link_named(fixed, snapshot, instruction), snapshot, instruction),
            snapshot,
            instruction,
        ),
        snapshot,
    )
    fixed = _until_the_box_shows_its_field(fixed, snapshot, instruction, done, values)
    return CheckedSteps(fixed, _step_problems(fixed, snapshot, instruction))


def _typed_as_its_field_writes(step: PlannedStep, node: SnapshotNode) -> PlannedStep:
    """A number typed with spaces into a field that holds one written without ("07700 900 123" into
    a Phone number holding "01632960111"; fields._in_its_format), or into an empty telephone field, is
    typed as the field writes it: the page takes 11 digits, no spaces (fresh9 allotment-0, dev:
    "There is a problem")."""
    held = str(node.states.get("value", ""))
    if normalize_method(step.method) not in _TYPING or not step.arguments:
        return step
    if not held and node.attrs.get("type") == "tel":
        # an empty telephone field is written as one holding a number of its digits: "07700 900 641"
        # into Contact phone, which takes 11 digits, no spaces (fresh9 energy-0, dev)
        held = re.sub(r"\d", "0", step.arguments[0].replace(" ", ""))
    if not held:
        return step
    written = _in_its_format(step.arguments[0], held)
    if written is None or written == step.arguments[0]:
        return step
    return step.model_copy(update={"arguments": [written, *step.arguments[1:]]})


def _until_the_box_shows_its_field(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str], values: Sequence[str]
) -> list[PlannedStep]:
    """The plan up to its tick on the box whose hidden fields the task is about (panels.panel_to_open:
    the block it shows holds words the task says and the page does not), or on any box that shows
    fields while a value the task gives is typed by no step: past it, the fields it shows were never
    listed, and the first pass looks again once it is ticked. The 1.5B model ticked "I already rent a
    plot on another site" and sent the form before the plot reference HB-17 had a field to go in
    (fresh9 allotment-0, dev); it ticked "My child has a medical condition or allergy" and registered
    with 'Type 1 diabetes' never typed (junior-2)."""
    found = panel_to_open(snapshot, instruction, done)
    opener = found[0].id if found is not None and found[0].role in BOXES else None
    left = bool(_values_left(steps, snapshot, instruction, done, values))
    for index, step in enumerate(steps):
        node = snapshot.node(step.elementId)
        if node is None or node.role not in BOXES or normalize_method(step.method) not in ("check", "click"):
            continue
        if node.id == opener or (left and node.states.get("holds") and node.states.get("checked") is False):
            return steps[: index + 1]
    return steps


def _sent_again(
    steps: list[PlannedStep], added: Sequence[PlannedStep], snapshot: Snapshot, done: Sequence[str]
) -> list[PlannedStep]:
    """The ``added`` steps (what a form's error asks for) before the plan's last click on a button;
    with no such click, followed by one on the button a done step last pressed, which the form
    refused: the look drops a click a done step made."""
    if not added:
        return steps
    last = steps[-1] if steps else None
    if last is not None and normalize_method(last.method) == "click":
        last_node = snapshot.node(last.elementId)
        if last_node is not None and last_node.role == "button":
            return _before_the_last_click(steps, added, snapshot)
    pressed = [line for line in done if line.startswith("click on ") and line.endswith(" button")]
    buttons = [
        node
        for node in snapshot.interactive_nodes.values()
        if node.role == "button" and pressed and pressed[-1] == f"click on {node.name} button"
    ]
    again = [PlannedStep(elementId=buttons[0].id, method="click", arguments=[])] if len(buttons) == 1 else []
    return [*steps, *added, *again]


def _row_link_named(steps: list[PlannedStep], snapshot: Snapshot, instruction: str) -> list[PlannedStep]:
    """A click on the link of a list's row the task names, when the plan types nothing, follows no
    link and clicks nothing the task names: among a list's alike links (their names begin with the
    same word), the one whose own words (past those all its alikes begin with) the task all says, and
    no other's. Asked to "Offer £120 for the
    Sony WH-1000XM4 headphones, black", the 1.5B model chose the title on the Category select and
    pressed Search, and the pass ended on the list (fresh6 market-offer-0, dev); for "Mrs J Hughes" it
    planned nothing on the teachers' list (parents-evening-2)."""
    for step in steps:
        node = snapshot.node(step.elementId)
        method = normalize_method(step.method)
        if method in _TYPING or (
            method == "click"
            and node is not None
            and ((node.role == "link" and _leads_away(node)) or _named_in_full(_core(node.name), instruction))
        ):
            return steps  # "Save the Data Analyst job": the list's own Save, which the task says
    named: list[SnapshotNode] = []
    for link in snapshot.interactive_nodes.values():
        if (
            link.role != "link"
            or not _leads_away(link)
            or any(snapshot.nodes[above].role == "navigation" for above in ancestors(snapshot.nodes, link))
        ):
            continue
        # past the words every alike begins with ("Book a slot with"); not every shared word: a
        # list filtered to Monday shares "Monday", and the task asks for Tuesday's class
        words = _words(link.name)
        names = [_words(other.name) for other in _alike_rows(link, snapshot) if other.id != link.id]
        lead = 0
        while names and lead < len(words) and all(lead < len(n) and n[lead] == words[lead] for n in names):
            lead += 1
        own = words[lead:]
        if own and all(_mentioned_at(word, instruction) is not None for word in own):
            named.append(link)
    if len(named) != 1:
        return steps
    return [*steps, PlannedStep(elementId=named[0].id, method="click", arguments=[])]


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


def _done_parts(line: str) -> tuple[str, str]:
    """A done step's method and the value it gave, as the prompt lists it ("fill ada on Username
    textbox" -> ("fill", "ada"); "click on Next button" -> ("click", ""))."""
    method, _, rest = line.partition(" ")
    return method, rest.rsplit(" on ", 1)[0] if " on " in rest else ""


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


_SMALL_COUNT = re.compile(r"\d{1,3}")


def _values_said_together(
    steps: list[PlannedStep], instruction: str, values: Sequence[str]
) -> list[PlannedStep]:
    """A value typed that the task says as the head of a list ("travelled to Kenya and Tanzania")
    is typed as the list, when the model listed the others as values of their own and typed none of
    them: it typed "Kenya" alone into Which countries did you visit? (fresh8 blood_donation-2, dev)."""
    typed = {
        _folded(argument)
        for step in steps
        if normalize_method(step.method) in _TYPING
        for argument in step.arguments
    }
    listed = {_folded(value) for value in values} - typed
    out = []
    for step in steps:
        if normalize_method(step.method) in _TYPING and step.arguments and step.arguments[0].strip():
            head = step.arguments[0].strip()
            said = re.search(
                rf"(?<!\w){re.escape(head)}(?P<rest>(?:,\s*[A-Z][\w'’-]*)*,?\s+and\s+[A-Z][\w'’-]*)",
                instruction,
            )
            others = re.findall(r"[A-Z][\w'’-]*", said["rest"]) if said else []
            if said and others and all(_folded(other) in listed for other in others):
                step = step.model_copy(update={"arguments": [head + said["rest"]]})
        out.append(step)
    return out


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
            # a small count may be two fields' ("1 adult and 1 child"), the model's before its check
            again = (
                bool(value)
                and not _SMALL_COUNT.fullmatch(value)
                and value in values
                and _times_said(value, instruction) < 2
            )
            if step.elementId in fields or again:
                continue
            fields.add(step.elementId)
            values.add(value)
        kept.append(step)
    return kept


def _values_left(
    steps: Sequence[PlannedStep],
    snapshot: Snapshot,
    instruction: str,
    done: Sequence[str],
    values: Sequence[str],
) -> list[str]:
    """The values the model listed that the task says (whole words), that no step types or clicks
    (the radio "Urgent") and no done step gave, folded, in the model's order."""
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
    return left


def _values_to_their_shapes(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A value typed into a prefilled field of another shape, where the task gives one of the field's
    shape that no step types: the field takes that one ("NG3 6DW" into a Pick-up postcode holding
    "NG1 5AB"), and a phone number so displaced goes into the page's one empty telephone field no step
    types into. The 1.5B model's ids ran late, and it typed the mobile number as the pick-up postcode
    (fresh9 driving-0, dev)."""
    said = _digit_values_said(instruction)
    typed = {
        _folded(a) for step in steps if normalize_method(step.method) in _TYPING for a in step.arguments[:1]
    }
    taken = {step.elementId for step in steps if normalize_method(step.method) in _TYPING}
    out: list[PlannedStep] = []
    for step in steps:
        node = snapshot.node(step.elementId)
        held = str(node.states.get("value", "")) if node is not None else ""
        if node is None or not held or normalize_method(step.method) not in _TYPING or not step.arguments:
            out.append(step)
            continue
        value = step.arguments[0]
        fitting = [
            v for v in said if _in_its_format(v, held) is not None and _folded(v) not in typed and v != held
        ]
        if _in_its_format(value, held) is not None or len(fitting) != 1:
            out.append(step)
            continue
        out.append(step.model_copy(update={"arguments": [fitting[0]]}))
        typed.add(_folded(fitting[0]))
        phones = [
            other
            for other in snapshot.interactive_nodes.values()
            if other.attrs.get("type") == "tel" and not other.states.get("value") and other.id not in taken
        ]
        if len(phones) == 1 and re.fullmatch(r"\+?[\d ]{10,}", value.strip()):
            moved = PlannedStep(elementId=phones[0].id, method="fill", arguments=[value])
            out.append(_typed_as_its_field_writes(moved, phones[0]))
            taken.add(phones[0].id)
    return out


def _values_into_empty_fields(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str], values: Sequence[str]
) -> list[PlannedStep]:
    """The 1.5B model listed "ada" and "pass123", then typed only the password: each value it listed
    that the task says (whole words), that no step types or clicks (the radio "Urgent") and no done
    step gave, goes into the page's next empty text field no step fills, in the page's order, before
    the plan's first click; not into a search or filter box the task never asks to use."""
    left = _values_left(steps, snapshot, instruction, done, values)
    filled = {step.elementId for step in steps if normalize_method(step.method) in _GIVING}
    # not a list's filter the task never asks to use: "Tom Hughes" typed there hid every shift
    # (fresh4 volunteer-0, dev)
    searching = _SEARCH_ASKED.search(instruction) is not None
    empty = [node for node in _empty_text_fields(snapshot, filled) if searching or not _search_box(node)]
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


def _name_replacing_the_one_held(
    steps: Sequence[PlannedStep],
    snapshot: Snapshot,
    instruction: str,
    done: Sequence[str],
    values: Sequence[str],
) -> list[PlannedStep]:
    """A person's name the model listed and the task says, that no step types, replaces the one
    person's name a Name field holds: 'order ... for "Grace Adeyemi"' left a sibling's "Maya Berry"
    in Child's name, the model's "Grace Adeyemi" having gone on an option (fresh8 uniform-2, dev)."""
    taken = {step.elementId for step in steps if normalize_method(step.method) in _TYPING}
    original = {_folded(value): value for value in values}
    names = [
        original[value]
        for value in _values_left(steps, snapshot, instruction, done, values)
        if value in original
        and _PROPER_NAME.fullmatch(original[value].strip())
        and " " in original[value].strip()
    ]
    fields = [
        node
        for node in snapshot.interactive_nodes.values()
        if _is_text_field(node)
        and re.search(r"\bname\b", node.name, re.IGNORECASE)
        and _PROPER_NAME.fullmatch(str(node.states.get("value", "")).strip())
        and node.id not in taken
        and not _was_done(node, done)
    ]
    if (
        len(names) != 1
        or len(fields) != 1
        or _folded(names[0]) == _folded(str(fields[0].states.get("value", "")))
    ):
        return []
    return [PlannedStep(elementId=fields[0].id, method="fill", arguments=[names[0].strip()])]


def _said_by_a_long_word(name: str, part: str) -> bool:
    """Whether the part says a word of the name five letters long at least: how a part giving a value
    names the box that shows the value's field ("other pets", "helmet")."""
    return any(len(word) >= 5 and _said_whole(word, part) for word in _words(name))


def _box_revealing_a_field(
    steps: Sequence[PlannedStep],
    snapshot: Snapshot,
    instruction: str,
    done: Sequence[str],
    values: Sequence[str],
) -> list[PlannedStep]:
    """A tick on the unticked box the part giving a value names by a word, when the value has no
    field to go in: its field is hidden until the box is ticked. For "Owen Price is applying jointly
    with me" the 1.5B model listed "Owen Price", typed it into an option of the site select, and
    never ticked "Add a joint applicant" (fresh7 allotment-waitlist-2, dev)."""
    left = [
        value
        for value in _values_left(steps, snapshot, instruction, done, values)
        if not _NUMERIC.fullmatch(value)
    ]
    taken = {step.elementId for step in steps}
    filled = {step.elementId for step in steps if normalize_method(step.method) in _GIVING}
    if not left or any(not _search_box(node) for node in _empty_text_fields(snapshot, filled)):
        return []
    boxes = [
        node
        for node in snapshot.interactive_nodes.values()
        if node.role == "checkbox"
        and node.states.get("checked") is False
        and not node.states.get("disabled")
        and node.id not in taken
        and not _was_done(node, done)
    ]
    added: list[PlannedStep] = []
    for value in left:
        parts = [part for part in clauses(instruction) if _value_at(value, part) is not None]
        # else the sentence giving it: "We do have other pets; put 'A pair of rabbits' for them"
        # names "I have other pets at home" before the value's own part (fresh10 adoption-2, dev)
        sentences = [s for s in re.split(r"(?<=[.!?])\s+", instruction) if _value_at(value, s) is not None]
        named = []
        # by its name, else by the words of its remark too: "I also want a helmet, lights and a lock"
        # for "Add accessories (helmet, lights, lock)" (fresh10 cycle-0, dev)
        readings: tuple[Callable[[str], str], ...] = (_core, str)
        for said, name in itertools.product((parts, sentences), readings):
            named = [box for box in boxes if len(said) == 1 and _said_by_a_long_word(name(box.name), said[0])]
            if named:
                break
        if len(named) == 1 and all(step.elementId != named[0].id for step in added):
            added.append(PlannedStep(elementId=named[0].id, method="check", arguments=[]))
    return added


_NUMERIC = re.compile(r"[\d\s.,:/£$€%-]+")


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


def _without_site_links_after_a_button(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """A click on a link of the site's navigation that the task does not name in full, planned after a
    click on a button, is dropped: having pressed Reserve, the 1.5B model clicked the site's "Swift Car
    Hire" home link ("car", "hire" said), and the run ended on a page without the booking (fresh3
    carhire-0, dev)."""
    out: list[PlannedStep] = []
    pressed = False
    for step in steps:
        node = snapshot.node(step.elementId)
        if node is not None and normalize_method(step.method) == "click":
            in_nav = node.role == "link" and any(
                snapshot.nodes[above].role == "navigation" for above in ancestors(snapshot.nodes, node)
            )
            if pressed and in_nav and not _named_in_full(_core(node.name), instruction):
                continue
            pressed = pressed or node.role == "button"
        out.append(step)
    return out


# "one" is left as a word: "the last one", "one-off".
_DIGITS_OF = {word: str(number) for number, word in enumerate(_COUNT_WORDS, start=1) if word != "one"}
_COUNT_WORD = re.compile(rf"\b({'|'.join(_DIGITS_OF)})\b(?= [a-z])", re.IGNORECASE)


def _counts_in_digits(instruction: str) -> str:
    """Counts said in words as the page writes them, in digits: "boxes for two people, five recipes a
    week" chooses "2 people · 5 recipes a week" (fresh5 recipe_box-2, dev: the 1.5B model clicked every
    plan size, and no radio of the group was said more than another)."""
    return _COUNT_WORD.sub(lambda m: _DIGITS_OF[m[1].casefold()], instruction)


# A value written with digits, of up to three words: a postcode, a plate, a phone number, a reference.
_DIGIT_VALUE = re.compile(r"(?<![\w-])(?=[\w ]*\d)[A-Za-z0-9]+(?: [A-Za-z0-9]+){0,2}(?![\w-])")


def _digit_values_said(instruction: str) -> set[str]:
    """Every run of up to three words with a digit, from each word start of the task (a greedy search
    would take "LS6 3BN Items"): the values a prefilled field of their shape may take."""
    return {
        m[0]
        for start in range(len(instruction))
        if (start == 0 or not instruction[start - 1].isalnum())
        and (m := _DIGIT_VALUE.match(instruction, start))
    }


# A plain number in a part: "costs 1850 pounds", not a code, a phone number, a time or a date's.
_PLAIN_NUMBER = re.compile(r"(?<![\w.,:/-])\d+(?:\.\d+)?(?![\w:/-]|[.,]\d)")


def _numbers_into_their_fields(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A fill for a number field no step types into, with the one number of the one part that names
    the field by a word of its label (four letters at least) and says no other number: "The bike costs
    1850 pounds" (said in words) for Bike price (£), holding 500 (fresh10 cycle-0, dev: the old price
    was sent)."""
    typed = {step.elementId for step in steps if normalize_method(step.method) in _TYPING}
    added = []
    for field in snapshot.interactive_nodes.values():
        if field.role != "spinbutton" or field.id in typed or _was_done(field, done):
            continue
        words = [word for word in _words(_core(field.name)) if len(word) >= 4]
        said = [
            numbers
            for part in clauses(instruction)
            if any(_said_whole(word, part) for word in words)
            and len(numbers := _PLAIN_NUMBER.findall(part)) == 1
        ]
        held = str(field.states.get("value", ""))
        if len(said) == 1 and said[0][0] != held:
            added.append(PlannedStep(elementId=field.id, method="fill", arguments=[said[0][0]]))
    return added


def _prefilled_values_replaced(
    steps: Sequence[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str]
) -> list[PlannedStep]:
    """A fill for a prefilled text field the task names and gives another value of the same shape
    ("Postcode LS6 3BN" where Postcode holds "LS6 2AB"), when no step types into it: the 1.5B model's
    whole-task plan left the account's postcode in place (fresh5 bulky_waste-0, dev). A click on the
    field types nothing: "click on Contact email" left the old address (fresh8 venue_viewing-0, dev)."""
    taken = {step.elementId for step in steps if normalize_method(step.method) in _TYPING}
    said = _digit_values_said(instruction)
    prefilled = [
        field
        for field in snapshot.interactive_nodes.values()
        if _is_text_field(field) and str(field.states.get("value", ""))
    ]
    added = []
    for field in prefilled:
        held = str(field.states.get("value", ""))
        if field.id in taken or _was_done(field, done):
            continue

        # named in full, or by a word when no other field holds a value of that shape: "My number is
        # now 07700 900412" for "Phone number we can reach you on" (fresh6 gp-repeat-2, dev)
        def kin(value: str, held: str = held) -> bool:
            both_emails = bool(
                _EMAIL_ADDRESS.fullmatch(value.strip()) and _EMAIL_ADDRESS.fullmatch(held.strip())
            )
            return both_emails or _same_shape(value, held)

        alone = not any(other is not field and kin(str(other.states.get("value", ""))) for other in prefilled)
        # or by the value it holds, said to be replaced: "reg LN70 RZO (not AB12 CDE)" for the Number
        # plate holding AB12 CDE (fresh18 carwash-0, dev: the old plate was booked)
        held_said = _said_as_written(held, instruction)
        if (
            not held_said
            and not _named_in_full(_core(field.name), instruction)
            and not (
                alone
                and any(
                    len(word) >= 4 and _said_whole(word, instruction) for word in _words(_core(field.name))
                )
            )
        ):
            continue
        alike = list(
            dict.fromkeys(
                written
                for value in said
                if (written := _in_its_format(value, held)) is not None and _folded(written) != _folded(held)
            )
        )
        if _EMAIL_ADDRESS.fullmatch(held.strip()):
            # an e-mail address has no shape of digits: "Receipt to hart.jo@inbox.example" where the
            # receipt field holds an old address (fresh6 library-renew-0, dev)
            alike = [
                value for value in _EMAIL_ADDRESS.findall(instruction) if _folded(value) != _folded(held)
            ]
        if len(alike) == 1:
            added.append(PlannedStep(elementId=field.id, method="fill", arguments=[alike[0]]))
    return added


# (not "finder": "Send a lesson enquiry to a music teacher from the finder" asks for no search; fresh10
# music-0, dev: the e-mail was typed into the search box and the list emptied)
_SEARCH_ASKED = re.compile(r"\b(search\w*|filter\w*|find|look (up|for))\b", re.IGNORECASE)
# "Find Food bank packing on Saturday ... and click its Sign up link": finding what is then clicked
# is looking at the list, not using its filter (fresh4 volunteer-1: the name typed there hid the list).
_FOUND_TO_CLICK = re.compile(
    r"\bfind\b[^.;]*?\band (?:then )?(?:click|press|tap|open|select|choose|follow)\b", re.IGNORECASE
)


def _filters_unasked(step: PlannedStep, node: SnapshotNode, instruction: str) -> bool:
    """Text typed into a search or filter box the task never asks to use, other than a value it
    quotes: the 1.5B model typed "Sam Patel (sam.patel@acme.io)" into Filter members, which then hid
    every row of the table it was to change (fresh3 roles-0, dev)."""
    if normalize_method(step.method) not in _TYPING or not step.arguments:
        return False
    if not _search_box(node) or _SEARCH_ASKED.search(_FOUND_TO_CLICK.sub(" ", instruction)):
        return False
    return not any(_folded(value) == _folded(step.arguments[0]) for value in quoted_values(instruction))


_OPTIONAL = re.compile(r"\(\s*optional\s*\)|\boptional\b", re.IGNORECASE)


def _optional_field_unasked(step: PlannedStep, node: SnapshotNode, instruction: str) -> bool:
    """Text typed into a field its name calls optional, none of whose words the task says: the
    1.5B model typed "E-ticket (free)" (the delivery the task asks for) as the Promo code (optional)
    of a ticket order (fresh3 events-2, dev). An optional field the task never mentions stays empty."""
    if normalize_method(step.method) not in _TYPING or not _OPTIONAL.search(node.name):
        return False
    words = [word for word in _words(_core(_OPTIONAL.sub(" ", node.name))) if len(word) >= 3]
    return bool(words) and not any(_said_whole(word, instruction) for word in words)


# A code the task gives unquoted ("from order WB-241765"): capitals, an optional hyphen, digits.
_CODE = re.compile(r"(?<![\w-])[A-Z]{1,4}-?\d{3,}(?![\w-])")
_EMAIL_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def _is_email_field(node: SnapshotNode) -> bool:
    return (
        node.attrs.get("type") == "email" or re.search(r"\be-?mail\b", node.name, re.IGNORECASE) is not None
    )


def _typed_values_fit_their_fields(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str
) -> list[PlannedStep]:
    """Text typed into a field that is none of the values the task gives unquoted gives way to the
    one it gives for that field: its e-mail address into an e-mail field, and a code said right
    after one of the field's words ("from order WB-241765" for Order number). The 1.5B model typed
    "Trail running socks (2-pack)" as the Order number and "L" (the size) as the e-mail address."""
    emails = _EMAIL_ADDRESS.findall(instruction)
    codes = [(m.group(0), instruction[: m.start()].split()[-1:]) for m in _CODE.finditer(instruction)]
    given = {_folded(value) for value in [*emails, *(code for code, _ in codes), *quoted_values(instruction)]}
    used = {_folded(step.arguments[0]) for step in steps if step.arguments}
    out = []
    for step in steps:
        node = snapshot.node(step.elementId)
        typed = _folded(step.arguments[0]) if step.arguments else ""
        if normalize_method(step.method) not in _TYPING or node is None or not typed or typed in given:
            out.append(step)
            continue
        fitting: list[str] = []
        if _is_email_field(node):
            fitting = [email for email in emails if _folded(email) not in used]
        else:
            words = {w for w in _words(_core(node.name)) if len(w) >= 3}
            # "Ref LR-40817" for Lost-report reference: the word before, or the start of one (fresh7
            # lost-property-0, dev: the item's name went in)
            fitting = [
                code
                for code, before in codes
                if _folded(code) not in used
                and before
                and _begins_one_of(_folded(before[0].strip("(,:.")), words)
            ]
        if len(fitting) == 1:
            used.add(_folded(fitting[0]))
            step = step.model_copy(update={"arguments": [fitting[0]]})
        out.append(step)
    return out


def _begins_one_of(word: str, words: set[str]) -> bool:
    return word in words or (len(word) >= 3 and any(other.startswith(word) for other in words))


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
