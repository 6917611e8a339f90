"""Whether a run the model closes as complete is done: what its steps contradict.

The 1.5B model closed "Make sure that Sam Patil is saved as a Viewer with no permissions" as complete
after choosing Viewer and nothing else: the page's Save changes button was never pressed, so the
app kept the old role. A claim of that kind is the costly error (a test goes on from a page the task
never reached). Pure functions over the run's actions and the page's buttons; the run asks the model
once to finish what is named here before it counts the close as a failure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..actions.model import SENDING, Action

_WORD = re.compile(r"[a-z]+")
# A button's first word that says nothing of sending: "Back", "Cancel" and the like never save.
_NOT_SENDING = frozenset(
    {"back", "cancel", "close", "reset", "clear", "remove", "delete", "discard", "undo", "show"}
)


def _stem(word: str) -> str:
    return word[:4] if len(word) > 4 else word


def button_the_task_asks_for(task: str, buttons: Sequence[str]) -> str | None:
    """The one button of the page whose first word the task says, in some form ("saved" for Save
    changes, "request" for Request appointment); None when none or several do."""
    said = {_stem(word) for word in _WORD.findall(task.casefold()) if len(word) >= 4}
    named = []
    for button in buttons:
        words = _WORD.findall(button.casefold())
        if words and len(words[0]) >= 4 and words[0] not in _NOT_SENDING and _stem(words[0]) in said:
            named.append(button)
    return named[0] if len(set(named)) == 1 else None


def unsent_changes(task: str, unsent: Action | None, buttons: Sequence[str]) -> str | None:
    """Why the run is not done when a change it made was never sent (:func:`change_left_unsent`)
    and the page still offers the one button the task names by its verb; None otherwise."""
    if unsent is None:
        return None
    button = button_the_task_asks_for(task, buttons)
    if button is None:
        return None
    return (
        f"the last change ({unsent.done_text()}) was never sent: no click came after it, and the "
        f"page's {button!r} button, which the task asks for, was not pressed"
    )


def button_never_pressed(task: str, done: Sequence[str], buttons: Sequence[str]) -> str | None:
    """Why the run is not done when the page offers the one button the task names by its verb
    (:func:`button_the_task_asks_for`) and no step of the run (``done``: the acts' done texts) clicked
    a button of that name or pressed a key; None otherwise. The 1.5B model searched the cars, read the
    first one's price and closed "Make sure that a Skoda Octavia Estate is reserved ..." as complete,
    with the results' Reserve button never pressed (fresh3 carhire-2, dev)."""
    button = button_the_task_asks_for(task, buttons)
    if button is None:
        return None
    name = " ".join(button.casefold().split())
    for text in done:
        method, _, rest = text.casefold().partition(" ")
        if method == "press" or (method in SENDING and name in " ".join(rest.split())):
            return None
    return f"the page's {button!r} button, which the task asks for, was never pressed"
