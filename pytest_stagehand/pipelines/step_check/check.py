"""The compound act's check, :func:`check_steps`: every rule of the package in its order, then the
problems one repair call shows the model."""

from __future__ import annotations

from collections.abc import Sequence

from ...actions.methods import normalize_method
from ...dates import in_24_hours, numbers_in_figures, times_as_offered
from ...prompts.compound import PlannedStep, without_step_numbers
from ...snapshot import Snapshot
from .clicks import (
    _bare_verb_click_last,
    _boxes_a_part_names,
    _clicked_not_typed,
    _clicked_where_named,
    _last_button_said,
    _missing_clicks,
    _named_tab_first,
    _openers_a_part_names,
    _row_boxes_a_part_names,
    _without_disabled_strays,
    _without_loop,
    _without_redone,
    _without_repeated_clicks,
    _without_runaway_clicks,
    _without_side_effect_clicks,
    _without_stray_clicks,
    _without_undoing_clicks,
    _without_values_typed_before,
)
from .counts import _row_quantities, _stepped, stepper_button_ids
from .dialogs import _applied_in_the_modal, _finished_in_the_dialog, _typed_to_confirm
from .fields import (
    _dates_where_said,
    _from_to_typed,
    _missing_fills,
    _name_into_the_name_field,
    _sum_into_its_field,
    _typed_not_clicked,
    _typed_where_named,
    _types_its_own_label,
    _without_field_words,
    _without_other_steps_values,
)
from .lookalikes import (
    _chosen_by_place,
    _lookalikes_where_placed,
    _one_click_per_alike_rows,
    _one_click_per_name_said_once,
    _row_chosen_by_its_head,
    _without_unnamed_neighbours,
)
from .nodes import _options_of
from .order import (
    _before_the_last_click,
    _in_instruction_order,
    _last_named_click_last,
    _nothing_after_the_final_click,
    _opening_click_last,
    _until_not_yet_possible,
    _until_the_revealing_click,
    _until_waiting_values,
)
from .panels import _hidden_panel_first, _staying_on_the_opened_tab, _until_a_tab_opens, _until_what_it_opens
from .problems import CheckedSteps, _step_problems, _unmentioned_targets, _unused_values
from .radios import (
    _choice_on_a_radio,
    _missing_choices,
    _missing_group_choices,
    _one_radio_per_group,
    _one_radio_per_name,
)
from .selects import (
    _already_chosen,
    _choice_on_the_clicked_select,
    _choices_on_a_select_nearby,
    _choices_on_the_selects_said,
    _chosen_as_said,
    _chosen_not_typed,
    _chosen_option_named,
    _from_to_choices,
    _missing_select_choices,
    _native_choice,
    _one_choice_per_select,
    _typed_not_chosen,
)
from .toggles import (
    _missing_unticks,
    _one_step_per_toggle,
    _pressed_not_ticked,
    _ticked_where_named,
    _toggle_choice,
    _toggles_where_named,
    _without_ticks_named_by_another,
    _without_unasked_unticks,
)
from .whole_task import _checked_whole_task, _prefilled_values_replaced
from .words import (
    _HOW_OFTEN,
    _folded,
    _mentioned_at,
    clock_ranges_apart,
    with_arrows_as_to,
    with_how_often_as_every,
    with_lengths_in_minutes,
    with_measures_as_named,
    with_spoken_emails,
)


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
    # "the Friday 8-10pm slot" as pages list slots: "the Friday 20:00 - 22:00 slot"
    names = [node.name for node in snapshot.interactive_nodes.values()]
    # a time said without its half of the day, as the page offers it ("half past six": 18:30)
    said = times_as_offered(with_arrows_as_to(numbers_in_figures(without_step_numbers(instruction))), names)
    instruction = with_measures_as_named(
        with_lengths_in_minutes(
            with_how_often_as_every(with_spoken_emails(clock_ranges_apart(in_24_hours(said)))), names
        ),
        names,
    )
    if whole_task:
        return _checked_whole_task(steps, snapshot, instruction, done, values)
    fixed: list[PlannedStep] = []
    # The runaway check reads the plan as answered: cut to one cycle first, "Share, Move to trash,
    # Rename, Download" over and over looked like a plan of four.
    # one choice per radio group first, too: both values clicked in both scales read as a runaway
    placed = _one_radio_per_group(
        _lookalikes_where_placed(
            _choices_on_the_selects_said(_chosen_by_place(list(steps), snapshot), snapshot, instruction),
            snapshot,
            instruction,
        ),
        snapshot,
        instruction,
    )
    planned = _without_loop(_without_runaway_clicks(placed, snapshot, instruction, wanted), wanted)
    for step in _without_repeated_clicks(planned, snapshot, instruction):
        node = snapshot.node(step.elementId)
        if node is not None:
            step, node = _native_choice(step, snapshot, node)
            on_radio = _choice_on_a_radio(step, snapshot, node)
            if on_radio is None:
                continue
            step = on_radio
            node = snapshot.node(step.elementId) or node
            # the option the instruction names first: "2 guests" shown, "4 guests" asked for, is a
            # change to make, not a choice already made
            step = _chosen_option_named(step, snapshot, node, instruction)
            if _already_chosen(step, snapshot, node, instruction) or _types_its_own_label(
                step, node, instruction
            ):
                continue
            step = _pressed_not_ticked(_toggle_choice(step, snapshot, node), node, instruction)
            step = _ticked_where_named(step, snapshot, node)
            if (
                normalize_method(step.method) == "uncheck"
                and (snapshot.node(step.elementId) or node).role == "radio"
            ):
                continue  # no radio is unticked: another of its group is chosen, or none is asked
            step = _typed_not_chosen(step, snapshot, node, instruction)
            step = _chosen_not_typed(step, snapshot, node, instruction)
            step = _without_field_words(step, snapshot, instruction)
        fixed.append(step)
    fixed = _choice_on_the_clicked_select(_choices_on_a_select_nearby(fixed, snapshot), snapshot)
    # again, now that an option answered on its own line is a choice on its select
    fixed = _lookalikes_where_placed(fixed, snapshot, instruction)
    # again, now that text typed into a button is its click
    fixed = _lookalikes_where_placed(_clicked_not_typed(fixed, snapshot, instruction), snapshot, instruction)
    fixed = _one_click_per_name_said_once(
        _without_unnamed_neighbours(fixed, snapshot, instruction), snapshot, instruction
    )
    fixed = _without_unasked_unticks(
        _without_undoing_clicks(fixed, snapshot, instruction), snapshot, instruction
    )
    fixed = _without_disabled_strays(fixed, snapshot, instruction)
    fixed = _toggles_where_named(fixed, snapshot, instruction)
    # radios of one set with no labelled group: a dialog's room types (fresh14 hotel-2, dev)
    fixed = _one_radio_per_name(_one_radio_per_group(fixed, snapshot, instruction), snapshot, instruction)
    fixed = _without_values_typed_before(_without_redone(fixed, snapshot, done, wanted), snapshot, done)
    fixed = _typed_not_clicked(fixed, snapshot, instruction, done)
    fixed = _typed_where_named(fixed, snapshot, instruction)
    fixed += _missing_fills(fixed, snapshot, instruction, done)
    fixed = _name_into_the_name_field(fixed, snapshot, instruction, done)
    fixed = _dates_where_said(
        _without_other_steps_values(fixed, snapshot, instruction), snapshot, instruction
    )
    fixed, waiting = _one_choice_per_select(fixed, snapshot, instruction)
    fixed = _one_click_per_alike_rows(fixed, snapshot, instruction, only_choices=True)
    fixed = _from_to_typed(_from_to_choices(fixed, snapshot, instruction), snapshot, instruction)
    fixed = _clicked_where_named(fixed, snapshot, instruction, done)
    fixed += _missing_clicks(fixed, snapshot, instruction, done)
    fixed = _before_the_last_click(fixed, _openers_a_part_names(fixed, snapshot, instruction, done), snapshot)
    fixed = _row_chosen_by_its_head(fixed, snapshot, instruction)
    fixed = _before_the_last_click(fixed, _boxes_a_part_names(fixed, snapshot, instruction, done), snapshot)
    fixed = _before_the_last_click(
        fixed, _row_boxes_a_part_names(fixed, snapshot, instruction, done), snapshot
    )
    fixed = _before_the_last_click(fixed, _sum_into_its_field(fixed, snapshot, instruction, done), snapshot)
    # a prefilled field the task gives a new value of its shape for ("reg LN70 RZO (not AB12 CDE)"), as
    # in the whole-task check (fresh18 carwash-0, dev: the old plate was booked)
    fixed = _before_the_last_click(
        fixed, _prefilled_values_replaced(fixed, snapshot, instruction, done), snapshot
    )
    fixed = _one_click_per_name_said_once(fixed, snapshot, instruction)
    fixed = _bare_verb_click_last(fixed, snapshot, instruction)
    fixed = _last_button_said(fixed, snapshot, instruction, done)
    fixed = _before_the_last_click(fixed, _missing_choices(fixed, snapshot, instruction, done), snapshot)
    # a labelled group the part naming it says a radio of ("take the hem up by 1 cm": Shorten 1 cm in
    # Hem), as in the whole-task check (fresh19 tailor-0, dev)
    fixed = _missing_group_choices(fixed, snapshot, instruction)
    # a choice of what the select does not offer goes to the one option the task says ("include row:
    # Bedding - duvet only" chosen on Pickup time, "pickup 08:00" said; fresh17 laundry-2, dev), as
    # in the whole-task check
    fixed = _missing_select_choices(
        _chosen_as_said(fixed, snapshot, instruction), snapshot, instruction, done
    )
    fixed = _missing_unticks(fixed, snapshot, instruction, done)
    fixed = _row_quantities(_stepped(fixed, snapshot, instruction), snapshot, instruction)
    fixed = fixed if _HOW_OFTEN.search(instruction) else _one_step_per_toggle(fixed, snapshot)
    fixed = _without_ticks_named_by_another(fixed, snapshot, instruction)
    fixed = _in_instruction_order(
        _without_stray_clicks(
            _without_side_effect_clicks(fixed, snapshot, instruction),
            snapshot,
            instruction,
            wanted,
            stepper_button_ids(snapshot, instruction),
        ),
        snapshot,
        instruction,
    )
    fixed = _opening_click_last(_last_named_click_last(fixed, snapshot, instruction), snapshot, instruction)
    fixed = _nothing_after_the_final_click(fixed, snapshot, instruction)
    fixed = _typed_to_confirm(
        _finished_in_the_dialog(
            _staying_on_the_opened_tab(fixed, snapshot, instruction, done), snapshot, instruction
        ),
        snapshot,
    )
    fixed = _until_a_tab_opens(
        _hidden_panel_first(
            _named_tab_first(fixed, snapshot, instruction, done), snapshot, instruction, done
        ),
        snapshot,
    )
    fixed = _until_what_it_opens(fixed, snapshot, instruction, done)
    fixed = _applied_in_the_modal(
        _without_unsaid_choices_on_no_select(fixed, snapshot, instruction, done), snapshot
    )
    # a stray click dropped may have stood before a step already done ("View photos", then "Book")
    fixed = _without_redone(fixed, snapshot, done, wanted)
    fixed = _until_not_yet_possible(_until_the_revealing_click(fixed, snapshot, instruction), snapshot)
    fixed = _until_waiting_values(fixed, snapshot, instruction, waiting)
    problems = _step_problems(fixed, snapshot, instruction)
    problems += _unused_values(fixed, snapshot, instruction, done, waiting)
    problems += _unmentioned_targets(fixed, snapshot, instruction, done)
    return CheckedSteps(fixed, problems)


def _without_unsaid_choices_on_no_select(
    steps: list[PlannedStep], snapshot: Snapshot, instruction: str, done: Sequence[str] = ()
) -> list[PlannedStep]:
    """A choice of an option the instruction never says, on an element that is no select: nothing can
    carry it out, and nothing asked for it (the 1.5B model put "Every 2 days" on the Mist switch of
    the row whose watering select the check had already set; fresh11 plantwater-0, dev). Nor one the
    instruction says that no select of the page offers, once a choice was made: it was made in a
    dialog now closed (the model chose "Thu 12 Jun" again, on the Stalls radio, after "Use this
    date" had closed the date dialog; fresh12 concert-0, dev)."""
    chose_before = any(_folded(line).startswith("select_option") for line in done)
    offered = (
        {
            _folded(option)
            for select in snapshot.interactive_nodes.values()
            if select.role in ("combobox", "listbox")
            for option in _options_of(snapshot, select)
        }
        if chose_before
        else set()
    )
    return [
        step
        for step in steps
        if not (
            normalize_method(step.method) == "select_option"
            and (node := snapshot.node(step.elementId)) is not None
            and node.tag != "select"
            and node.role not in ("combobox", "listbox")
            and step.arguments
            and (
                _mentioned_at(step.arguments[0], instruction) is None
                or (chose_before and _folded(step.arguments[0]) not in offered)
                # chosen already, by a click: "Superior Double" on the Adults box, after the room
                # type's dialog had it clicked and applied (fresh14 hotel-0, dev)
                or any(_folded(step.arguments[0]) in _folded(line) for line in done)
            )
        )
    ]
