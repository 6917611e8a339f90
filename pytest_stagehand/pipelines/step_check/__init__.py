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
"""

from __future__ import annotations

from .check import CheckedSteps, check_steps
from .nodes import enclosing_select, facts_of
from .values import first_undone_part, values_not_given

__all__ = [
    "CheckedSteps",
    "check_steps",
    "enclosing_select",
    "facts_of",
    "first_undone_part",
    "values_not_given",
]
