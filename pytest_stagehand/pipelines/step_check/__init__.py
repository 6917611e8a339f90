"""Checking a compound act's planned steps against the page and the instruction, before any runs.

A 1.5B model planning "Type "ada" as the username, "US" as the password, then click Log in" typed
"US" into the Log in button; asked for "Choose Jerald in the dropdown, then press Confirm" it chose
another name of the list; asked for a username and a password it filled the password only. Each of
these can be read off the plan without touching the page: the method does not fit the element's
kind, an option the instruction names was not the one chosen, a value the instruction quotes is used
by no step. Found before the first step runs, a mistake costs one repair call instead of a half-done
form and a failed act.

Pure functions: the snapshot's nodes and the instruction's words in, problems (and the one
correction that needs no model) out.

The package, lowest first (a module imports only modules above it in this list):

- ``words``: the instruction's and names' words: tokens, mentions, parts between commas, "and", "then".
- ``values``: the values a task gives, and those the steps done left out (:func:`values_not_given`).
- ``nodes``: what the snapshot says of an element (:func:`facts_of`, a select's options); method sets.
- ``panels``: the hidden panel (an unselected tab's, a collapsed control's) a part is about (:func:`panel_to_open`).
- ``dialogs``: a dialog a single action opened that finishes its verb (:func:`dialog_finishes`); a
  name a dialog asks to type to confirm.
- ``forms``: a form's fields before its button, a filled form sent.
- ``places``: look-alikes and the place the instruction names one by.
- ``order``: the instruction's order, added steps before the last click, where a plan stops for a later look.
- ``fields``: values into the text fields the instruction names beside them.
- ``selects``: options chosen on their native select; a journey's From and To.
- ``counts``: steppers and count fields.
- ``toggles``: ticks and unticks of boxes and switches.
- ``radios``: one radio per labelled group, the one its part says.
- ``lookalikes``: a step on a look-alike moved to the one the instruction places.
- ``clicks``: clicks missing, repeated, stray, runaway, disabled or undoing.
- ``problems``: what the repair call is told (:class:`CheckedSteps`).
- ``whole_task``: an agent's first pass, checked by the page's structure.
- ``check``: :func:`check_steps`, every rule in its order.
"""

from __future__ import annotations

from .check import check_steps
from .dialogs import dialog_finishes, finishing_verb
from .nodes import enclosing_select, facts_of
from .panels import panel_to_open, tab_to_open_first
from .problems import CheckedSteps, runnable_steps
from .toggles import parts_already_so
from .values import final_click_named, final_click_undone, first_undone_part, values_not_given

__all__ = [
    "CheckedSteps",
    "check_steps",
    "dialog_finishes",
    "enclosing_select",
    "facts_of",
    "final_click_named",
    "final_click_undone",
    "finishing_verb",
    "first_undone_part",
    "panel_to_open",
    "parts_already_so",
    "runnable_steps",
    "tab_to_open_first",
    "values_not_given",
]
