"""Claims about a control's state, checked against the line of the page text that states it.

The page text says every control's state on its own line (facts.py)::

    Country (drop-down): Japan selected; other options: Choose a country, France, Canada
    Full name (text field): Ann Lee
    Save changes (button)
    Yearly (save 20%) (radio button): selected
    Filters (button, expanded)

A small model still answers YES to "France is selected as the country" or "the Save changes button is
disabled" against those lines (it reads the option list, or agrees with the statement). When a
statement is one of a few plain claims about a control that the page text names exactly once, the
control's line decides it, whatever the model answered:

- "<control> is disabled / enabled" (or "can be clicked / toggled / used", "is available [to click]",
  "is clickable", "you can click <control>": enabled; "cannot be clicked / chosen / ticked": disabled);
- "<control> is checked / unchecked / on / off / turned on / turned off" (checkbox, switch), and in
  a denial's words ("is not ticked [yet]": unchecked);
- "<control> is expanded / collapsed" (and "is not expanded / collapsed");
- one of these said of two controls: "Both X and Y are ticked", "X and Y are both on", "Neither X
  nor Y is checked" (each said of each);
- "<field> contains <value>" and "<field> is empty" (text, search and number fields; a field the page
  does not name is any field: "the confirmation field contains Apollo" on a page where no field holds
  "Apollo" is false);
- "<option> is selected [as the <control>]", "<option> is the selected <control>", "<control> is set
  to <option>", "<drop-down> is <option>", "the <option> <drop-down> is selected", "the <drop-down>
  selected [in the <form>] is <option>", "<option> is the active / current <drop-down>", "<drop-down>
  has <option> selected" (drop-downs, list boxes and radio buttons). An option may be said by a part
  of its name no other option has ("EUR" of "EUR – Euro"), or in words of its own: it is the selected
  one when all its words are that one's and fewer are any other's, another option only when it
  shares more of that one's words; the page's only drop-down may be named by what it is ("the filter
  select");
- a count: "the search shows 5 results" against a page that says "3 results" and never "5 results";
- a whole: "all tasks are done" against a page that says "1 of 3 tasks done" (some, not all);
- a labelled line's value: "The user's current plan is Pro" against "Your current plan: Basic", the
  label on the page once and the one the subject says most fully, the value said a name, a number or
  quoted (a value shown with its working, "2 × £79.00 = £158.00", is its result);
- a record's field: "Order #1002 has shipped" against a table row "Order: #1002 | ... | Status:
  Processing", or "the Clip lamp Mini costs $39.00" against a list of products each read as the same
  lines (name, price, stock). The statement names a record (by its first field, title aside, or by a
  value no other record has in any column) and, for another column, a value some other record has
  (or its head: "Countered" of "Countered – £620") but not its own, nor held by this record in
  another column; a value said inside a column's name ("20% chance of rain") is no value. When it
  names several records, it must do so of each. A count said before a record's name ("Eight dark
  rye loaves") is read against the record's one quantity column (Qty, Quantity);
- a radio said by a part of its name ("Ruth Evans is chosen as the person to swap with" of "Ruth
  Evans (you take her 21 June duty)"), two words at least, that no other radio's name holds.

A contradiction turns a YES into a NO that quotes the line (``contradiction``). The same readings
also confirm (``confirmation``): any answer to a statement that one of them, or a line of the page,
states is a YES quoting its lines. A small model answered NO to "Sleep timer: On" quoting "Sleep
timer (switch): on", and UNGROUNDED to "Order #1001 has shipped" with a sentence of its own. A
statement is confirmed when nothing on the page contradicts it and it is

- one of the control claims above, and the control's line states it;
- a line of the page said word for word, or in the line's words and order with only a verb of having
  added ("The subtotal is $69.00" of "Subtotal: $69.00"; a "label: value" line must be said whole, so
  "the total is $80.00" is not "Line total: $80.00");
- a record and a value of its own row, every other word the record's or a verb of having ("Order
  #1001 has shipped" of "Order: #1001 | ... | Status: Shipped"), the columns it names being those of
  the values it gives ("the check-up's share is £60.00" is not its Insurance covered: £60.00);
- a labelled line's value said as it is ("The cart total is $62.10" of "Total: $62.10");
- what "an error / a message / a toast says", every word of it on one line and at least half of
  that line's;
- two or more of these joined by "and", "but", "while" or ";".

Who is signed in (session.py), and plain denials and tallies over the page's rows ("No class on Friday
is full", "Two expense lines are pending": row_values.py) are read first, each by its own module,
denials included. Other statements that deny or
compare ("not", "only", "cheapest", "before") are never confirmed here, and nothing of another shape
is decided either way (a control named twice, an inference): the model's answer stands. This is the companion of grounding.py's value check.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from ..dates import MONTH_NAMES, MONTH_WORD, NUMBER_NAMES, WEEKDAY_WORD, iso_date
from .grounding import MONEY, normalise
from .page_lines import (
    CHOICES,
    CONTROL_KINDS,
    CONTROL_LINE,
    NEGATION,
    TEXT_FIELDS,
    TITLES,
    Control,
    Reading,
    as_written,
    controls,
    line_key,
)
from .row_values import denial_reading, every_reading, order_reading, row_count_reading, tally_reading
from .session import session_reading

_PARENTHESISED = re.compile(r"\s*\([^()]*\)")
# Nouns a statement puts after a control's label, and the kinds each can name.
_NOUNS: dict[str, frozenset[str]] = {
    "text field": TEXT_FIELDS,
    "input field": TEXT_FIELDS,
    "input": TEXT_FIELDS,
    "field": TEXT_FIELDS | CHOICES,
    "box": TEXT_FIELDS | {"list box", "checkbox"},
    "search box": TEXT_FIELDS,
    "drop-down": CHOICES,
    "dropdown": CHOICES,
    "drop-down menu": CHOICES,
    "select": CHOICES,
    "list": CHOICES,
    "checkbox": frozenset({"checkbox"}),
    "check box": frozenset({"checkbox"}),
    "switch": frozenset({"switch"}),
    "toggle": frozenset({"switch", "checkbox"}),
    "radio button": frozenset({"radio button"}),
    "button": frozenset({"button"}),
    "link": frozenset({"link"}),
    "tab": frozenset({"tab"}),
    "section": frozenset({"button"}),
    "panel": frozenset({"button"}),
    "option": CHOICES | {"radio button", "checkbox", "switch"},
}
_NOUN_AT_END = re.compile(rf"^(?P<label>.+?) (?P<noun>{'|'.join(sorted(_NOUNS, key=len, reverse=True))})$")


def _core(label: str) -> str:
    """A label without its parenthesised remarks: "Yearly (save 20%)" is "yearly"."""
    return line_key(_PARENTHESISED.sub("", label))


def _named(found: Sequence[Control], label: str, kinds: Iterable[str]) -> list[Control]:
    """The controls of ``kinds`` that ``label`` names, its kind noun ("button", "field") narrowing them."""
    key, allowed = line_key(label), frozenset(kinds)
    noun = _NOUN_AT_END.match(key)
    if noun and not any(line_key(c.label) == key for c in found):
        key, allowed = noun["label"], allowed & _NOUNS[noun["noun"]]
    of_kind = [c for c in found if c.kind in allowed]
    exact = [c for c in of_kind if key in (line_key(c.label), _core(c.label))]
    if exact:
        return exact
    words = f" {key} "
    within = [c for c in of_kind if words in f" {line_key(c.label)} "]
    if within:
        return within
    # Its words in another order ("the dental review flag" of "Flag for dental review", "the
    # nervous-patient muzzle switch" of "Nervous patient – muzzle for examinations"): only one
    # control's label may hold them all, and at least two.
    said = set(_LABEL_WORD.findall(key))
    holding = [c for c in of_kind if len(said) >= 2 and said <= set(_LABEL_WORD.findall(line_key(c.label)))]
    if not holding:
        # Said with a possessive and the noun a label leaves unsaid: "the access contact's phone
        # number" of "Access contact phone" (fresh23 mortgage tracker).
        said = _singular_words(key) - _UNSAID_NOUNS
        holding = [c for c in of_kind if len(said) >= 2 and said <= _singular_words(line_key(c.label))]
    return holding if len(holding) == 1 else []


# Nouns a statement adds to a field's label that the label itself often leaves out.
_UNSAID_NOUNS = frozenset({"number", "address", "details"})


def _singular_words(key: str) -> set[str]:
    """A label's words, a plural's or a possessive's "s" left off ("contacts" of "contact's")."""
    return {word[:-1] if len(word) > 3 and word.endswith("s") else word for word in _LABEL_WORD.findall(key)}


_LABEL_WORD = re.compile(r"[a-z0-9]+")


def _only(found: Sequence[Control], label: str, kinds: Iterable[str]) -> Control | None:
    named = _named(found, label, kinds)
    return named[0] if len(named) == 1 else None


def _selected(control: Control) -> list[str]:
    """The options a drop-down's line says are selected ("Japan selected; other options: ...")."""
    said = control.value.split("; other options:")[0]
    if not said.endswith(" selected") or said == "nothing selected":
        return []
    return [line_key(o) for o in said.removesuffix(" selected").split(", ")]


def _others(control: Control) -> list[str]:
    _, _, rest = control.value.partition("; other options: ")
    return [line_key(o) for o in rest.split(", ")] if rest else []


_ALL = frozenset(CONTROL_KINDS)
_STATE = re.compile(
    r"^(?P<label>.+?) (?:(?:is|are) (?:currently |now )?(?P<state>disabled|enabled|greyed out|grayed out|"
    r"checked|unchecked|ticked|unticked|turned on|turned off|switched on|switched off|on|off|expanded|"
    r"selected|included|added|"
    r"collapsed)|(?:can (?:be )?(?:clicked|pressed|toggled|switched|changed|used|click|press|toggle"
    r"|switch|change|use)(?: on| off)?)|(?:is|are) (?:available(?: to (?:click|press|use))?|clickable|usable))"
    r"(?: (?:for|on|in|as) (?:the |this |your |my )?(?P<place>[a-z0-9][\w' -]*))?$"
)
_CONTAINS = re.compile(
    r"^(?P<label>.+?) (?:contains|holds|reads|has the value|is filled with) (?P<value>.+)$"
)
_EMPTY = re.compile(r"^(?P<label>.+?) (?:is|are) (?:empty|blank)$")
# The opposite: "The emergency contact phone field is filled in", "has been filled".
_FILLED = re.compile(r"^(?P<label>.+?) (?:is|are|has been|have been) (?:filled(?: in| out)?|completed)$")
# Something typed into a field: "An amount has been entered in the Other amount field".
_ENTERED = re.compile(
    r"^(?:an? |some |the )?(?P<what>.+?) (?:has|have) been (?:entered|typed|filled in|given|provided|added)"
    # "a neighbour's number has been entered as the alternative contact" (fresh28 nurse visits)
    r"(?: (?:in|into|to|for|under|as) (?:the |an? )?(?P<label>.+))?$"
)
_SELECTED_AS = re.compile(
    r"^(?P<option>.+?) is (?:currently |now )?(?:the )?(?:selected|chosen)(?: as (?:the )?(?P<label>.+))?$"
)
_THE_SELECTED = re.compile(
    r"^(?P<option>.+?) is (?:currently |now )?the (?:selected|chosen|active|current|applied) (?P<label>.+)$"
)
# "the leave type selected in the request form is Annual leave": the control named first.
_LABEL_SELECTED = re.compile(
    r"^(?P<label>.+?) (?:currently |now )?(?:selected|chosen)(?: (?:in|on|for) (?:the )?.+?)? is (?P<option>.+)$"
)
_SET_TO = re.compile(r"^(?P<label>.+?) (?:is )?set to (?P<option>.+)$")
_LABEL_COLON = re.compile(r"^(?P<label>[^:]+): (?P<option>[^:]+)$")
_HAS_SELECTED = re.compile(r"^(?P<label>.+?) (?:has|shows) (?:the )?(?P<option>.+?) (?:selected|chosen)$")
_IS = re.compile(r"^(?P<label>.+?) is (?P<option>.+)$")
_STATE_WORDS = frozenset(
    [
        "disabled",
        "enabled",
        "checked",
        "unchecked",
        "on",
        "off",
        "expanded",
        "collapsed",
        "empty",
        "blank",
        "shown",
        "visible",
        "hidden",
        "open",
        "closed",
        "selected",
    ]
)
# A count is a number standing alone before a noun: not a part of a time (18:05), an amount ($9,
# 1,250.00), a date (09/2026) or a name (#48213, INV-2047), which would read as "05 flight".
_COUNT = re.compile(r"(?<![\w#:.,/$€£-])(\d+) ([a-z][a-z-]*)")
_NOT_NOUNS = frozenset(
    [
        "of",
        "to",
        "and",
        "or",
        "in",
        "at",
        "per",
        "from",
        "by",
        "for",
        "x",
        "is",
        "are",
        "was",
        "were",
        "has",
        "have",
    ]
    # a day of a month ("19 May") is a date, not nineteen of something
    + list(MONTH_NAMES)
    + [month[:3] for month in MONTH_NAMES]
    + ["sept"]
)


# "You can click Download PDF": the reader able to use a control is the control usable.
_READER_CAN = re.compile(
    r"^(?:you|user|users|customer|visitor|one) can (?P<verb>click|press|tap|use|select) (?P<label>.+)$"
)


_TOGGLE_VALUES = frozenset({"checked", "not checked", "on", "off"})


# "Weekend delivery is allowed" of a switch labelled "Weekend delivery allowed": its label said as a
# sentence claims it on (fresh21 freight, blind: a false YES quoting the switch's "off" line).
_LABEL_SENTENCE = re.compile(r"^(?P<head>.+?) (?:is|are) (?P<tail>[a-z][\w-]*)$")


# "The CV is not anonymised for the panel" of a switch labelled "Anonymise CV for the panel": a label
# that asks for an action, said done (or not) to its object (fresh22 interview scheduler).
_LABEL_DONE = re.compile(
    r"^(?:the |your |my )?(?P<object>.+?) (?:is|are) (?P<negation>not )?(?P<verb>[a-z]+ed)(?P<rest>(?: \S+)*)$"
)


def _action_not_done(said: str, texts: Sequence[str]) -> Reading | None:
    """The one denial read with a box's label: its action said not done ("The CV is not anonymised
    for the panel" of "Anonymise CV for the panel (switch): off")."""
    done = _LABEL_DONE.match(said)
    if done is None or not done["negation"] or NEGATION.search(done["object"] + done["rest"]):
        return None
    return _state_claim(said, controls(texts))


def _label_said_as_its_state(statement: str, found: Sequence[Control]) -> str:
    boxes = [c for c in found if c.kind in ("checkbox", "switch")]
    said = _LABEL_SENTENCE.match(statement)
    if said is not None:
        whole = f"{said['head']} {said['tail']}"
        if len([c for c in boxes if line_key(c.label) == whole]) == 1:
            return f"{whole} is on"
    done = _LABEL_DONE.match(statement)
    if done is None:
        return statement
    verb = done["verb"]
    asked = f"{done['object']}{done['rest']}"
    named = [
        key
        for key in (line_key(c.label) for c in boxes)
        if key.partition(" ")[0] in (verb[:-1], verb[:-2])
        and key.partition(" ")[2].removeprefix("the ").removeprefix("my ") == asked
    ]
    if len(named) != 1:
        return statement
    return f"{named[0]} is {'off' if done['negation'] else 'on'}"


# "The section on what happens to the £600.00 held is expanded" is the "What happens to the £600.00
# held" section's state (fresh25 tenancy deposit, blind: a true YES lost).
_SECTION_ABOUT = re.compile(
    r"^(?P<kind>section|panel) (?:on|about|called|titled|headed|named) (?P<what>.+?)(?= (?:is|are) )",
    re.IGNORECASE,
)


def _state_claim(statement: str, found: Sequence[Control]) -> Reading | None:
    if reader := _READER_CAN.match(statement):
        statement = f"{reader['label']} can be used"
    statement = _label_said_as_its_state(statement, found)
    m = _STATE.match(_SECTION_ABOUT.sub(r"\g<what> \g<kind>", statement))
    if not m:
        return None
    state = m["state"] or "enabled"  # "... can be clicked" claims the control is usable
    if state in ("disabled", "enabled", "greyed out", "grayed out"):
        control = _only(found, m["label"], _ALL)
        if control is None:
            return None
        wrong = ("disabled" in control.flags) != (state != "enabled")
        if m["state"] in ("enabled", "disabled") and control.value in _TOGGLE_VALUES:
            # A setting said enabled is one switched on ("Charge battery from grid overnight is
            # enabled" of an unticked box was read as "not greyed out"); said disabled, it is greyed
            # out or off, which an unticked box that is not greyed out leaves open.
            on = control.value in ("checked", "on")
            if m["state"] == "enabled":
                wrong = wrong or not on
            elif "disabled" not in control.flags:
                if not on:
                    return None
                wrong = True
    elif state in ("expanded", "collapsed"):
        control = _only(found, m["label"], _ALL)
        if control is None or not control.flags & {"expanded", "collapsed"}:
            return None
        wrong = state not in control.flags
    else:
        control = _only(found, m["label"], {"checkbox", "switch"})
        if control is None or control.value not in _TOGGLE_VALUES:
            return None
        # A box said selected, included or added is ticked ("Home emergency cover is included").
        claimed_on = state in (
            "checked",
            "ticked",
            "turned on",
            "switched on",
            "on",
            "selected",
            "included",
            "added",
        )
        wrong = claimed_on != (control.value in ("checked", "on"))
    if m["place"] and not _is_in(control, m["place"]):
        return None  # "ticked for the return trip": said of a part of the page it is not in
    return Reading(statement, control.line, holds=not wrong)


def _is_in(control: Control, place: str) -> bool:
    """Whether ``place`` ("the current booking") is the title of a part of the page the control is
    in ("region Current booking:"): all its words in one title."""
    said = set(_LABEL_WORD.findall(line_key(place))) - _NOW_WORDS
    return bool(said) and any(said <= set(_LABEL_WORD.findall(line_key(title))) for title in control.places)


# Words of a place that say when, not which ("the current booking", "current medicines").
_NOW_WORDS = frozenset({"current", "currently", "present", "this", "now"})


_TAB_CHOSEN = re.compile(
    r"^(?P<label>.+?) (?:is|are) (?:currently |now )?(?:the (?:one |(?:(?P<strip>[a-z]+) )?tab |[a-z]+ )?"
    r"(?:that is )?(?:currently |now )?)?(?:being )?(?:selected|active|open|current|chosen|shown|displayed)"
    r"(?: tab| one)?(?: (?:in|on|of) (?:the |this |your |my )?(?P<place>[a-z0-9][\w' -]*))?$"
)
_CHOSEN_TAB = re.compile(
    r"^(?:currently )?(?:selected|active|current|open) tab is (?:currently |now )?(?P<label>.+)$"
)


def _tab_claim(said: str, found: Sequence[Control]) -> Reading | None:
    """Which tab is shown: "The Past deliveries tab is the one currently selected", "the active tab
    is Upcoming", against the tabs' lines, when the page marks one of its tabs selected (a tab strip
    that marks none says nothing of which is shown)."""
    m = _TAB_CHOSEN.match(said) or _CHOSEN_TAB.match(said)
    tabs = [c for c in found if c.kind == "tab"]
    if m is None or not any("selected" in c.flags for c in tabs):
        return None
    tab = _only(tabs, m["label"], {"tab"})
    if tab is None:
        return None
    # "Flyers is the product tab currently selected", "... selected in the settings": said of the
    # tab strip it is in (its title "Product type", "Settings sections"), or left to the model.
    places = [place for place in (m.groupdict().get("strip"), m.groupdict().get("place")) if place]
    if any(not _is_in(tab, place) for place in places):
        return None
    return Reading(said, tab.line, holds="selected" in tab.flags)


def _tab_reading(said: str, found: Sequence[Control]) -> Reading | None:
    """:func:`_tab_claim`, and again with a card said by its last digits as a page names it ("the
    Visa Debit card ending 4417" of the tab "Visa Debit •••• 4417": the masked digits are no words)."""
    return _tab_claim(said, found) or _tab_claim(_ENDING_IN.sub("", said), found)


def _field_value(control: Control) -> str:
    return "" if control.value == "empty" else line_key(control.value)


# What a statement may call the value before giving it: "contains the query 'utopia'".
_VALUE_NOUN = re.compile(r"^(?:the |a )?(?:text|value|query|word|words|term|search term|name|number) (?=\S)")


def _entered_claim(statement: str, found: Sequence[Control]) -> Reading | None:
    """ "An amount has been entered in the Other amount field", "A song request has been entered"
    (of a field "Song request for the dance floor"): not so when that one text field is empty. A
    value in it is left to the model (the statement may say what kind of value)."""
    m = _ENTERED.match(statement)
    if m is None:
        return None
    if m["label"]:
        control = _only(found, m["label"], TEXT_FIELDS)
    else:  # the thing entered names its field: the one text field whose label begins with its words
        what = _WORD.findall(m["what"])
        fields = [
            c for c in found if c.kind in TEXT_FIELDS and _WORD.findall(_core(c.label))[: len(what)] == what
        ]
        control = fields[0] if len(fields) == 1 else None
    if control is None or control.value == "filled in (hidden)" or _field_value(control):
        return None
    return Reading(statement, control.line, holds=False)


def _field_claim(statement: str, found: Sequence[Control]) -> Reading | None:
    if entered := _entered_claim(statement, found):
        return entered
    if m := _EMPTY.match(statement) or _FILLED.match(statement):
        control = _only(found, m["label"], TEXT_FIELDS)
        if control is None or control.value == "filled in (hidden)":
            return None
        empty = not _field_value(control)
        return Reading(statement, control.line, holds=empty if m.re is _EMPTY else not empty)
    m = _CONTAINS.match(statement)
    if not m:
        return _field_is(statement, found)
    value = _VALUE_NOUN.sub("", line_key(m["value"]))
    named = _named(found, m["label"], TEXT_FIELDS)
    if len(named) > 1:
        return None
    if len(named) == 1:
        held = _field_value(named[0])
        if held and value != held and re.match(rf"{re.escape(held)},?(?: and| but|;) ", value):
            return None  # "holds SPRING15, and an error says ...": the field's value, then another claim
        return Reading(statement, named[0].line, holds=value in held)
    # A field the page does not name (a paraphrase of its label): false when no field holds the value.
    noun = _NOUN_AT_END.match(line_key(m["label"]))
    fields = [c for c in found if c.kind in TEXT_FIELDS]
    if noun is None or not _NOUNS[noun["noun"]] & TEXT_FIELDS or not fields:
        return None
    if any(value in _field_value(c) or c.value == "filled in (hidden)" for c in fields):
        return None
    return Reading(statement, " / ".join(c.line for c in fields))


_FIELD_IS = re.compile(
    r"^(?P<label>.+?) (?:is|reads)(?: set to| set at)? (?P<value>[^ ]*\d[^ ]*(?: [^ ]+){0,3})$"
)
# A number field's value said as an amount: "£300" of "Daily limit (£) (number field): 300".
_BARE_AMOUNT = re.compile(r"^[£$€]?(?P<number>\d[\d,]*(?:\.\d+)?)$")


def _same_amount(said: str, held: str) -> bool | None:
    """Whether two amounts are the same number (currency signs and thousands commas aside); None when
    either is not a bare amount."""
    a, b = _BARE_AMOUNT.match(said), _BARE_AMOUNT.match(held)
    if a is None or b is None:
        return None
    return float(a["number"].replace(",", "")) == float(b["number"].replace(",", ""))


def _field_is(said: str, found: Sequence[Control]) -> Reading | None:
    """ "The postcode is BS6 5TQ" against the one text field its subject names, when the value said
    has a digit (a code, a number, a date: copied exactly or not at all): YES when the field holds it,
    NO when neither holds the other ("BS6 5QT"); a part of the field's value is left to the model."""
    m = _FIELD_IS.match(said)
    if m is None:
        return None
    control = _only(found, m["label"], TEXT_FIELDS)
    if control is None or control.value == "filled in (hidden)":
        return None
    held, value = _field_value(control), line_key(m["value"])
    if held == value:
        return Reading(said, control.line, holds=True)
    if (day := iso_date(value)) is not None and (held_day := iso_date(held)) is not None:
        # a date field holds its value in ISO form ("2025-06-12"), said as "12 June 2025"
        return Reading(said, control.line, holds=day == held_day)
    if (same := _same_amount(value, held)) is not None:
        return Reading(said, control.line, holds=same)
    if not held or value in held or held in value:
        return None
    return Reading(said, control.line, holds=False)


def _option_claim(option: str, label: str | None, found: Sequence[Control]) -> Reading | None:
    claim = line_key(option)
    if label is None:
        # "the 'Good morning' scene is selected": an option, then the drop-down's own label.
        for choice in found:
            core = _core(choice.label)
            if choice.kind in CHOICES and core and claim.endswith(f" {core}"):
                return _option_claim(claim.removesuffix(f" {core}"), choice.label, found)
    if label is not None:
        control = _only(found, label, CHOICES) or _the_one_choice(label, found)
        if control is None:
            return _radio_claim(option, label, found)
        chosen = _selected(control)
        right = claim in chosen or any(claim == _core(c) for c in chosen)
        if not right and _names_one(claim, chosen):
            # "the currency is EUR" of "EUR – Euro selected": a part of the selected option's name
            # that no other option's has.
            right = not _names_one(claim, _others(control))
            if not right:
                return None
        if not right and any(_names_one(c, [claim]) for c in chosen):
            # "Delivery is scheduled for 22:15" names the selected "22:15" in words of its own: not
            # another option, and not this control's option word for word either. The model decides.
            return None
        if not right:
            # An option said in words of its own ("the Skoda Octavia (KM19 XRT)" of "2019 Skoda
            # Octavia Estate – KM19 XRT") is the one whose words it shares most; another option only
            # when it shares more of that one's than of the selected one's.
            said = _option_words(claim)
            shared = max((len(said & _option_words(c)) for c in chosen), default=0)
            closest = max((len(said & _option_words(o)) for o in _others(control)), default=0)
            if closest <= shared:
                # all its words the selected option's, and fewer of any other's: it is said
                said_whole = bool(said) and shared == len(said) and closest < shared
                return Reading(f"{option} selected", control.line, holds=True) if said_whole else None
        return Reading(f"{option} selected", control.line, holds=right)
    words = set(claim.split())
    radios = [c for c in found if c.kind == "radio button" and set(_core(c.label).split()) <= words]
    if radios:
        picked = [c for c in radios if c.value == "selected"]
        return Reading(f"{option} selected", (picked or radios)[0].line, holds=bool(picked))
    choices = [c for c in found if c.kind in CHOICES]
    if chosen_in := [c for c in choices if claim in _selected(c)]:
        return Reading(f"{option} selected", chosen_in[0].line, holds=True)
    offered = [c for c in choices if claim in _others(c)]
    return Reading(f"{option} selected", offered[0].line) if offered else None


def _radio_claim(option: str, label: str, found: Sequence[Control]) -> Reading | None:
    """ "Fixed desk is selected as the desk type": the radio of that name in the group of that title
    ("group Desk type:"), selected or not; None when the label names no group, or no one radio of it
    is that option."""
    said = line_key(option)
    named = [
        c
        for c in _group_radios(found, label)
        # "the Annual plan is the selected plan": the radio's name and the group's noun after it;
        # "the 2 TB plan" of "2 TB – £15.99 / month": its name before the detail
        for name in {_core(c.label), line_key(_head(_core(c.label)))}
        if said in (name, f"{name} {_core(c.group).split()[-1]}")
    ]
    if len(named) != 1:
        return None
    return Reading(f"{option} selected", named[0].line, holds=named[0].value == "selected")


# The option said first, then what it is the choice of: "M is the T-shirt size picked", "Eco is the
# charge mode currently selected", "Email is how the adjudicator will contact the tenant" (fresh25,
# blind: three true statements the model answered NO or could not ground).
_OPTION_THEN_LABEL = re.compile(
    r"^(?P<option>.+?) is (?:currently |now )?the (?P<label>.+?) (?:that is |that's )?(?:currently |now )?"
    r"(?:selected|chosen|picked)$"
)
_OPTION_THEN_HOW = re.compile(r"^(?P<option>.+?) is (?:how|where|when) (?P<label>.+)$")


# "Campervan is the vehicle type": an option, then the drop-down it is the choice of, no verb of choosing.
_OPTION_IS_THE = re.compile(r"^(?P<option>.+?) is (?:the|your|my) (?P<label>.+)$")


def _option_is_the(said: str, found: Sequence[Control]) -> Reading | None:
    """ "Campervan is the vehicle type" of "Vehicle type (drop-down): Campervan selected; other options:
    Car + tent, ...": read when the label names one drop-down and the option is one of its options
    (selected or not); anything else said so ("Priya is the lead guest") is left to the model."""
    m = _OPTION_IS_THE.match(said)
    if m is None:
        return None
    control = _only(found, m["label"], CHOICES - {"radio button"})
    if control is None:
        return None
    option = line_key(m["option"])
    if option not in _selected(control) + _others(control):
        return None
    return Reading(f"{m['option']} selected", control.line, holds=option in _selected(control))


def _option_first(said: str, found: Sequence[Control]) -> Reading | None:
    """An option said first, then the choice it is of: the drop-down or group the label names, else
    the one radio the option names whose group's title shares a word with what the statement says
    the choice is ("charge mode" of "How should the charger use power?")."""
    m = _OPTION_THEN_LABEL.match(said) or _OPTION_THEN_HOW.match(said)
    if m is None:
        return _option_is_the(said, found)
    if m.re is _OPTION_THEN_LABEL and (reading := _option_claim(m["option"], m["label"], found)) is not None:
        return reading
    key = line_key(m["option"])
    radios = [
        c
        for c in found
        if c.kind == "radio button" and key in (_core(c.label), line_key(_head(_core(c.label))))
    ]
    if len(radios) != 1 or not _shares_a_word(m["label"], radios[0].group or ""):
        return None
    return Reading(f"{m['option']} selected", radios[0].line, holds=radios[0].value == "selected")


# "In the swap dialog, Ruth Evans is chosen as the person to swap with": a radio said by a part of its
# name, after where it is (fresh28 choir rota and campsite, blind: two false YES on radios whose lines
# said "not selected").
_PLACE_FIRST = re.compile(
    r"^(?:in|on|under|within) (?:the |this |your |my )?[^,]+, (?P<rest>.+)$", re.IGNORECASE
)
_RADIO_SAID = re.compile(
    r"^(?P<option>.+?) (?:is|has been) (?:currently |now )?(?:the one )?(?:selected|chosen|picked|ticked)"
    r"(?: as (?:the |your |my )?.+)?$"
)


def _radio_said_in_part(statement: str, found: Sequence[Control]) -> Reading | None:
    """The one radio button whose name holds every word the statement says it is (two words at least,
    or one with a digit): "Ruth Evans" of "Ruth Evans (you take her 21 June duty)", "a late arrival
    after 18:00" of "After 18:00 (late arrival pack at the gate)", selected or not."""
    written = as_written(statement)
    place = _PLACE_FIRST.match(written)
    m = _RADIO_SAID.match(line_key(place["rest"] if place else written))
    if m is None:
        return None
    said = set(_LABEL_WORD.findall(m["option"]))
    if len(said) < 2 and not any(ch.isdigit() for ch in "".join(said)):
        return None
    named = [
        c for c in found if c.kind == "radio button" and said <= set(_LABEL_WORD.findall(line_key(c.label)))
    ]
    if len(named) != 1:
        return None
    return Reading(f"{m['option']} selected", named[0].line, holds=named[0].value == "selected")


def _shares_a_word(said: str, title: str) -> bool:
    """Whether two texts share a word of four letters or more, or words one of five letters or more
    begins ("charge" of "charger")."""
    ours = {w for w in _LABEL_WORD.findall(line_key(said)) if len(w) >= 4}
    theirs = {w for w in _LABEL_WORD.findall(line_key(title)) if len(w) >= 4}
    return any(
        a == b or (min(len(a), len(b)) >= 5 and (a.startswith(b) or b.startswith(a)))
        for a in ours
        for b in theirs
    )


_CHOICE_NOUNS = ("select", "drop-down", "dropdown", "drop-down menu", "menu", "picker", "selector")


def _the_one_choice(label: str, found: Sequence[Control]) -> Control | None:
    """The page's only drop-down, for a label that names none but calls it one ("the filter
    select" of "Show (drop-down)")."""
    choices = [c for c in found if c.kind in CHOICES]
    said = line_key(label)
    return choices[0] if len(choices) == 1 and said.endswith(_CHOICE_NOUNS) else None


def _option_words(option: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9][a-z0-9.]*", option) if w not in _FILLERS}


def _names_one(part: str, options: Sequence[str]) -> bool:
    """Whether ``part`` is said, as words, in one of ``options``."""
    return bool(part) and any(re.search(rf"(?<!\w){re.escape(part)}(?!\w)", o) for o in options)


def _terse_selection(statement: str, found: Sequence[Control]) -> Reading | None:
    """ "Breed: Labrador Retriever": a drop-down's label and an option, said tersely (read on the
    statement as written: its key folds the colon)."""
    m = _LABEL_COLON.match(as_written(statement))
    if m is None or _only(found, m["label"], CHOICES) is None:
        return None
    return _option_claim(m["option"], m["label"], found)


def _selection_claim(statement: str, found: Sequence[Control]) -> Reading | None:
    if m := _THE_SELECTED.match(statement):
        return _option_claim(m["option"], m["label"], found)
    if m := _SELECTED_AS.match(statement):
        return _option_claim(m["option"], m["label"], found)
    if m := _LABEL_SELECTED.match(statement):
        return _option_claim(m["option"], m["label"], found)
    if m := _SET_TO.match(statement):
        return _option_claim(m["option"], m["label"], found)
    if m := _HAS_SELECTED.match(statement):
        return _option_claim(m["option"], m["label"], found)
    m = _IS.match(statement)
    if (
        m
        and m["option"] not in _STATE_WORDS
        and (_named(found, m["label"], CHOICES) or _group_radios(found, m["label"]))
    ):
        return _option_claim(m["option"], m["label"], found)
    return None


# Words of a statement about what a drop-down offers, not what it holds.
_OFFERING = re.compile(r"\b(?:offers?|offered|available|options?|list(?:s|ed)?|includes?|choose|can|could)\b")


def _other_option_said(said: str, found: Sequence[Control]) -> Reading | None:
    """ "The booking is for a 40ft Standard container" of "Container type (drop-down): 40ft High Cube
    selected; other options: 20ft Standard, 40ft Standard": a statement saying, with a word of the
    drop-down's label, one option of it that is not the selected one, and not the selected one, is
    false (the present-but-unselected option). Only an option with a digit or of two words and more
    is read, and not in a statement about what the drop-down offers."""
    if _OFFERING.search(said):
        return None
    hits = []
    for control in found:
        if control.kind not in CHOICES or control.kind == "radio button":
            continue
        chosen = _selected(control)
        if not chosen or any(_says_whole(said, c) or _says_whole(said, _core(c)) for c in chosen):
            continue
        label_words = {w for w in _LABEL_WORD.findall(_core(control.label)) if len(w) >= 4}
        named = [
            o
            for o in _others(control)
            if (any(ch.isdigit() for ch in o) or len(o.split()) > 1) and _says_whole(said, _core(o) or o)
        ]
        # the label's word said beside the option, outside it ("40ft Standard container", "term is
        # 30 years"; not the "leave year" of "annual leave so far this leave year")
        if len(named) == 1 and label_words & _words_beside(said, _core(named[0]) or named[0]):
            hits.append((named[0], control))
    if len(hits) != 1:
        return None
    option, control = hits[0]
    return Reading(f"{option} selected", control.line, holds=False)


def _whole_at(said: str, phrase: str) -> re.Match[str] | None:
    """Where the statement says the phrase as whole words (not inside "40ft-standard" or a longer word)."""
    return re.search(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", said) if phrase else None


def _words_beside(said: str, phrase: str, reach: int = 2) -> set[str]:
    """The words within ``reach`` words before and after the phrase in the statement."""
    at = _whole_at(said, phrase)
    if at is None:
        return set()
    before = _LABEL_WORD.findall(said[: at.start()])[-reach:]
    after = _LABEL_WORD.findall(said[at.end() :])[:reach]
    return set(before + after)


def _says_whole(said: str, phrase: str) -> bool:
    return _whole_at(said, phrase) is not None


def _group_radios(found: Sequence[Control], label: str) -> list[Control]:
    """The radios of the group whose title ``label`` is ("the desk type" of "group Desk type:")."""
    title = _core(label)
    return [
        c for c in found if c.kind == "radio button" and c.group and _untold(_core(c.group)) == _untold(title)
    ]


def _untold(title: str) -> str:
    """A title without the reader's word before it: "your plan" is "the plan"."""
    return re.sub(r"^(?:your|my|our) ", "", title)


def _stem(word: str) -> str:
    return word.removesuffix("s")


def _counts_read(text: str) -> str:
    """Case and white space folded; the punctuation that tells a count from a time or an amount kept."""
    return " ".join(text.casefold().split())


_UNIT_LINE = re.compile(r"^[a-z][a-z-]*(?: [a-z][a-z-]*){0,2}$")


def _count_lines(texts: Sequence[str]) -> str:
    """The page texts read for counts, line by line: "Pupils (number field): 28" above "Adults
    (number field): 4" is no "28 adults" (fresh20 museum). A line of a unit alone goes on the count
    before it: "Keep played episodes for days (number field): 14" then "days"."""
    lines = [_counts_read(line) for text in texts for line in text.splitlines()]
    out: list[str] = []
    for line in lines:
        if out and _UNIT_LINE.match(line) and re.search(r"\d$", out[-1]):
            out[-1] = f"{out[-1]} {line}"
        else:
            out.append(line)
    return "\n".join(out)


# A year after its month ("may 2025\x00trip", the count's place marked): a date, not a count.
_DATES_YEAR = re.compile(rf"\b{MONTH_WORD}\.? (?:19|20)\d\d\x00")


def _count_claim(statement: str, texts: Sequence[str]) -> Reading | None:
    statement = _counts_read(statement)
    page = _count_lines(texts)
    shown: dict[str, set[str]] = {}
    for number, word in _COUNT.findall(page):
        shown.setdefault(_stem(word), set()).add(number)
    for number, word in _COUNT.findall(statement):
        counts = shown.get(_stem(word), set())
        if _DATES_YEAR.search(statement.replace(f"{number} {word}", f"{number}\x00{word}")):
            continue  # "the 24 May 2025 trip": a date's year, not two thousand trips
        if _counted_when(number, word, statement, texts):
            continue
        if word not in _NOT_NOUNS and counts and number not in counts:
            if _stated_without_noun(number, word, statement, texts) or _stated_short(number, word, page):
                continue
            said = ", ".join(f"{n} {word}" for n in sorted(counts))
            return Reading(f"{number} {word}", said)
    return None


# A count said of a time ("5 trips in May 2025", "3 orders this week"): a part of what the page counts.
_WHEN = re.compile(
    r" (?:in|on|during|since|before|after|between|from|this|last|next|per|each|a)(?: the| this| last)? "
    rf"(?P<when>{MONTH_WORD}\b|{WEEKDAY_WORD}day\b|"
    r"(?:19|20)\d\d\b|week\b|month\b|year\b|weekend\b|quarter\b|today\b|yesterday\b|morning\b"
    r"|evening\b|afternoon\b|night\b)",
    re.IGNORECASE,
)


def _counted_when(number: str, noun: str, statement: str, texts: Sequence[str]) -> bool:
    """Whether the count is said of a time the page's own count of the thing does not say: "Priya
    took 5 trips in May 2025" against "6 trips · 263 km", every trip's count ("5 trips were taken in
    May 2025" too: the time anywhere after the count). Left to the model."""
    at = statement.find(f"{number} {noun}")
    when = _WHEN.search(statement, at + len(number) + len(noun) + 1) if at >= 0 else None
    if when is None:
        return False
    lines = [_counts_read(line) for text in texts for line in text.splitlines()]
    shown = [line for line in lines if re.search(rf"\b\d+ {re.escape(noun)}", line)]
    return not any(when["when"].casefold() in line for line in shown)


# Units a page writes short: "52 min" says "52 minutes".
_SHORT_UNITS = {"minute": ("min", "mins"), "hour": ("h", "hr", "hrs"), "second": ("s", "sec", "secs")}


def _stated_short(number: str, noun: str, page: str) -> bool:
    """Whether the page shows the count with its noun written short ("Duration: 52 min")."""
    shorts = _SHORT_UNITS.get(_stem(noun).rstrip("s"), ())
    return any(re.search(rf"(?<![\w.,]){re.escape(number)} ?{short}(?![\w])", page) for short in shorts)


def _stated_without_noun(number: str, noun: str, statement: str, texts: Sequence[str]) -> bool:
    """Whether a line of the page shows ``number`` alone beside another word of the statement: "HW-2214
    has 88 units on hand" against a row "SKU: HW-2214 | ... | On hand: 88", where the page's "400
    units" are another thing's (a purchase order's)."""
    # "12" is shown by "Total: 12.0": the same number, written with its decimals.
    alone = re.compile(rf"(?<![\w.,:/$€£#-]){re.escape(number)}(?:\.0+)?(?![\w.,:/%-])")
    others = {w for w in _content_words(statement) if len(w) >= 4} - {_stem(noun)}
    for text in texts:
        for line in text.splitlines():
            said = _counts_read(line)
            if alone.search(said) and others & _content_words(said):
                return True
    return False


_ALL_OF = re.compile(r"\b(?:all|every|each)(?: of)?(?: the| your| my)? ([a-z][a-z-]*)")
_PART_OF = re.compile(r"\b(\d+) (?:of|out of) (\d+) ([a-z][a-z-]*)")


def _whole_claim(statement: str, texts: Sequence[str]) -> Reading | None:
    """ "All <things> ..." against a line saying "<k> of <n> <things>" with k below n."""
    claimed = _ALL_OF.search(statement)
    if claimed is None:
        return None
    noun = _stem(claimed.group(1))
    state = _content_words(statement[claimed.end() :])
    for text in texts:
        for line in text.splitlines():
            said = normalise(line)
            for found in _PART_OF.finditer(said):
                part, whole, word = found.groups()
                # The same things in the same state ("1 of 3 tasks done"), not another count of them
                # ("2 of 3 tasks overdue" says nothing of how many are done).
                same_state = bool(state & _content_words(said[found.end() :]))
                if _stem(word) == noun and int(part) < int(whole) and same_state:
                    return Reading(claimed.group(0), line.strip())
    return None


_FILLERS = frozenset(
    ["is", "are", "was", "were", "be", "been", "have", "has", "the", "a", "an", "in", "on", "of"]
)


def _content_words(text: str) -> set[str]:
    return {_stem(w) for w in re.findall(r"[a-z][a-z-]*", text)} - _FILLERS


@dataclass(frozen=True)
class Record:
    """A table row, or a list item read as lines, as its fields in column order."""

    fields: tuple[tuple[str, str], ...]  # (column, value)
    line: str


def _table_rows(lines: Sequence[str]) -> list[Record]:
    found = []
    for line in lines:
        body = line.strip()
        if body.startswith("row: "):
            # an empty last cell is a cell ("row: Deductible | $1,000.00 |"), not part of the amount
            cells = [c.partition(": ") for c in re.split(r" \|(?: |$)", body[len("row: ") :])]
            fields = tuple(
                (head, value) if sep else (str(i), head) for i, (head, sep, value) in enumerate(cells)
            )
            found.append(Record(fields, body))
    return found


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _list_items(lines: Sequence[str]) -> list[Record]:
    """List items spread over several lines ("- # Desk lamp Nova" then "$39.00", "In stock"); their
    lines are their fields, by position."""
    found = []
    for at, line in enumerate(lines):
        if not line.lstrip().startswith("- "):
            continue
        depth, parts = _indent(line), [line.strip()[2:].removeprefix("# ")]
        for below in lines[at + 1 :]:
            if _indent(below) <= depth or below.lstrip().startswith("- "):
                break
            parts.append(below.strip().removeprefix("# "))
        if len(parts) > 1:
            found.append(Record(tuple((f"line {i}", p) for i, p in enumerate(parts)), " / ".join(parts)))
    return found


# A title before a name (page_lines.TITLES), which a statement may leave out.
_TITLE = re.compile(rf"^(?:{'|'.join(TITLES)})\.? (?=\S)")


# A weekday before a date, which a statement may leave out: "28 June" of "Sat 28 June" (fresh28 choir
# rota, blind: "Priya has marked herself as available on 28 June" of the row saying Maybe, a false YES).
_WEEKDAY_FIRST = re.compile(rf"^{WEEKDAY_WORD} (?=\d{{1,2}} {MONTH_WORD}$)")


def _mentions(said: str, value: str) -> bool:
    key = line_key(value)
    untitled = _WEEKDAY_FIRST.sub("", _TITLE.sub("", key))
    return _said_whole(said, key) or (untitled != key and _said_whole(said, untitled))


def _said_whole(said: str, key: str) -> bool:
    # The substring test first: a page of many records would otherwise compile a pattern per value.
    return (
        len(key) >= 2
        and key in said
        # A number is not said by a longer one it begins or ends: "12" is not in "12.8 m³" or "1,012".
        and re.search(rf"(?<![\w$#])(?<!\d[.,]){re.escape(key)}(?:e?s)?(?!\w|[.,]\d)", said) is not None
    )


def _subjects(said: str, records: Sequence[Record]) -> list[Record]:
    """The records the statement may be about: those its first field names, else those named by a
    value no other record has ("Grace Kim's order is processing": Grace Kim's, or the one
    processing)."""
    by_first = [r for r in records if _mentions(said, r.fields[0][1])]
    if by_first:
        return by_first
    words = set(re.findall(r"[a-z0-9]+", said))
    # Every word of one record's name, in another order ("Marek Kowalczyk's business cards" of
    # "Business cards – Marek Kowalczyk", beside Marta Kowalczyk's): that record.
    owned = words | {word[:-1] for word in words if word.endswith("s")}  # "kowalczyks": its key's possessive
    whole = [r for r in records if len(name := _name_words(r)) > 1 and name <= owned]
    if len(whole) == 1:
        return whole
    if any(
        len(name := set(re.findall(r"[a-z0-9]{3,}", line_key(_head(r.fields[0][1]))))) > 1 and name <= words
        for r in records
    ):
        # A record named by its name's words in other order ("the blue recycling bin" of "Blue bin –
        # Mixed recycling"): which one the statement means is the model's to read, not a value's.
        return []
    named: set[int] = set()
    # A value names a record when no other record has it, in any column: "£60.00" is one row's
    # insurance and another's share.
    held = [{v for _, v in r.fields} for r in records]
    for column, _ in records[0].fields:
        values = [dict(r.fields).get(column, "") for r in records]
        named |= {i for i, v in enumerate(values) if sum(v in h for h in held) == 1 and _mentions(said, v)}
    return [records[i] for i in sorted(named)] or _named_in_part(words, records)


def _named_in_part(words: set[str], records: Sequence[Record]) -> list[Record]:
    """The one record whose naming cells share two words or more with the statement, more than any
    other record's, one of them in no other record ("the bedroom radiator repair" of "Bedroom
    radiator stays cold", beside "Living room radiator valve dripping"). Naming cells: those before
    the first column in which two records say the same (a category, a status)."""
    columns = [column for column, _ in records[0].fields]
    naming = []
    for column in columns:
        values = [_head(dict(r.fields).get(column, "")) for r in records]
        if len(set(values)) < len(values):
            break
        naming.append(column)

    def cell_words(record: Record) -> set[str]:
        cells = dict(record.fields)
        return {w for column in naming for w in re.findall(r"[a-z]{4,}", line_key(cells.get(column, "")))}

    held = [cell_words(r) for r in records]
    shared = [len(h & words) for h in held]
    best = max(shared, default=0)
    if best < 2 or shared.count(best) != 1:
        return []
    at = shared.index(best)
    others = set().union(*(h for i, h in enumerate(held) if i != at))
    return [records[at]] if (held[at] & words) - others else []


def _name_words(record: Record) -> set[str]:
    return set(re.findall(r"[a-z0-9]{3,}", line_key(record.fields[0][1])))


# (a clause of its own, ended by a comma: "Due after credit: £68.00" says the amount due)
_CONTEXT_BEFORE = re.compile(
    r"\b(?:after|once|following|net of|less|minus)\s+(?:the\s+|your\s+|my\s+)?[^,;|:]+(?=,)", re.IGNORECASE
)


def _against(said: str, subject: Record, records: Sequence[Record]) -> str | None:
    """The column in which the statement gives ``subject`` another record's value and not its own."""
    own = {v for _, v in subject.fields}
    # A value said inside a column's name is no value: "20% chance of rain" names no "Rain" record.
    for column, _ in sorted(subject.fields, key=lambda field: -len(field[0])):
        if len(key := line_key(column)) > 3:
            said = said.replace(key, " | ")
    for column, value in subject.fields[1:]:
        # Another record's value that this one holds in another column may be its own, said.
        others = {dict(r.fields).get(column, "") for r in records} - own
        # Another record's value that is not part of this one's ("Email" of "Email and chat"); a
        # value with a detail after it is also said by its head ("Countered" of "Countered – £620").
        named = [
            o
            for o in others
            if any(_mentions(said, form) for form in _forms(o)) and line_key(_head(o)) not in line_key(value)
        ]
        if named and not any(_mentions(said, form) for form in _forms(value)):
            return f"{named[0]} ({column})"
    return None


_DETAIL = re.compile(r"\s+(?:[–—-]|\()\s*.*$")
# A date after a status: "Completed 26 Feb 2025" is also said "completed".
_WEEKDAY = re.compile(rf"^{WEEKDAY_WORD},?$", re.IGNORECASE)
_DATED = re.compile(r"\s+(?:on )?\d{1,2} [A-Za-z]{3,9}\.?(?: \d{4})?$")


# A code before a name: "LK-241 Harbour Mall" is also said as "Harbour Mall".
_CODE_FIRST = re.compile(r"^[A-Za-z-]*\d[\w-]*\s+(?=[A-Z]\w*\s+[A-Z])")


# A whole amount, which a statement may say without its pence: "$1,000" for "$1,000.00".
_WHOLE_AMOUNT = re.compile(r"^([$€£]?\d[\d,]*)\.00$")


def _forms(value: str) -> tuple[str, ...]:
    """How a statement may say a record's value: whole, by its head (:func:`_head`), without the
    code before its name ("Harbour Mall" of "LK-241 Harbour Mall"), or a whole amount without its
    pence ("the deductible is $1,000" says "$1,000.00")."""
    return (value, _head(value), _CODE_FIRST.sub("", value), _WHOLE_AMOUNT.sub(r"\1", value))


def _head(value: str) -> str:
    """A value without the detail after it: "Countered" of "Countered – £620", "Pending" of "Pending
    (2 days)"; the value itself when it has none or its head is too short to name anything."""
    head = _DETAIL.sub("", value)
    undated = _DATED.sub("", head)
    if not _WEEKDAY.match(undated):  # "Tuesday 16 December" is a date, not a Tuesday status
        head = undated
    return head if len(head) >= 3 else value


def _tables(texts: Sequence[str]) -> list[list[Record]]:
    """The page texts' records, grouped by their columns: one group per table or list."""
    lines = [line for text in texts for line in text.splitlines()]
    tables: dict[tuple[str, ...], list[Record]] = {}
    for record in _table_rows(lines) + _list_items(lines):
        tables.setdefault(tuple(c for c, _ in record.fields), []).append(record)
    return list(tables.values())


# Words that weigh one record against another: "this year's total of £596.89 is more than last
# year's price" says £596.89 of this year's record, not of last year's it also names.
_WEIGHING = re.compile(
    r"\b(?:more|less|fewer|than|higher|lower|cheaper|dearer|greater|bigger|smaller|exceeds?)\b"
)


def _record_claim(said: str, texts: Sequence[str]) -> Reading | None:
    """Contradicted when the statement names records and says of each another record's value (not
    when it weighs one record against another)."""
    if _WEIGHING.search(said):
        return None
    tables = _tables(texts)
    for records in tables:
        subjects = _subjects(said, records) if len(records) > 1 else []
        claims = [_against(said, subject, records) for subject in subjects]
        if subjects and all(claims):
            return Reading(str(claims[0]), " ; ".join(s.line for s in subjects))
    return None


# A record's quantity column, and a count said before the words of a record's name ("Eight dark rye
# loaves are on the order" of "Product: Dark rye loaf 600 g | ... | Qty: ~~8~~ 6": fresh28 bakery, blind,
# a false YES). Not a count of dozens or of a part ("two of the", "3 more").
_QUANTITY_COLUMN = re.compile(r"^(?:qty|quantity|count|units|no\.?)$", re.IGNORECASE)
_COUNT_SAID = re.compile(
    rf"(?<![\w£$€#.,:/-])(?P<count>\d+|{'|'.join(NUMBER_NAMES[1:])}) "
    r"(?!(?:dozen|hundred|thousand|of|x|times|per|percent|more|fewer|less|extra|other|additional|out)\b)"
    r"(?P<what>(?:[a-z0-9][a-z0-9'-]* ?){1,5})"
)
_NAME_ENDS = frozenset(
    {"is", "are", "was", "were", "has", "have", "on", "in", "at", "for", "to", "with", "and", "but"}
)


def _count_value(count: str) -> int:
    return int(count) if count.isdigit() else NUMBER_NAMES.index(count)


def _record_quantity(said: str, texts: Sequence[str]) -> Reading | None:
    """A count said before two words or more of one record's name (by their first three letters:
    "loaves" of "loaf"), more of its words than any other record's, against that record's one
    quantity column: so when it holds that count, not so when it holds another."""
    for records in _tables(texts):
        columns = [c for c, _ in records[0].fields if _QUANTITY_COLUMN.match(c.strip())]
        if len(columns) != 1 or len(records) < 2:
            continue
        for m in _COUNT_SAID.finditer(said):
            named: list[str] = []
            for word in m["what"].split():
                if word in _NAME_ENDS:
                    break
                named.append(word)
            stems = {w[:3] for w in named if len(w) >= 3}
            shared = [
                len(stems & {w[:3] for w in re.findall(r"[a-z0-9]{3,}", line_key(r.fields[0][1]))})
                for r in records
            ]
            best = max(shared)
            if best < 2 or shared.count(best) != 1:
                continue
            record = records[shared.index(best)]
            held = dict(record.fields)[columns[0]].strip()
            if not held.isdigit():
                continue
            return Reading(
                f"{m['count']} {' '.join(named)}", record.line, holds=int(held) == _count_value(m["count"])
            )
    return None


# A control said to be unusable in a denial's words is said to be disabled: "the Pay button cannot
# be clicked", "... is not clickable" (and "... is not disabled": enabled).
_UNUSABLE = re.compile(
    r" (?:(?:cannot|can not|cant) be (?:clicked|pressed|toggled|switched|changed|used|selected|chosen"
    r"|picked|ticked|checked|edited)"
    r"|is not (?:clickable|usable|enabled|available to (?:click|press|use)))$"
)
_NOT_DISABLED = re.compile(r" is not (?:disabled|greyed out|grayed out)$")
# "... not ticked yet": a state said for now is the state.
_FOR_NOW = r"(?: yet| currently| now| at the moment)?"
# "... not ticked for the current booking": where it is said to be, kept for the state's reading.
_PLACE = r"( (?:for|on|in) (?:the |this |your |my )?[a-z0-9][\w' -]*)?$"
# A control's state said in a denial's words, and the same state said plainly, in the order they are
# read: "cannot be clicked" is disabled, "is not ticked" unchecked, "is not expanded" collapsed.
_DENIED_STATES = (
    (_UNUSABLE, " is disabled"),
    (_NOT_DISABLED, " is enabled"),
    (
        re.compile(
            rf" (is|are) not (?:checked|ticked|selected|included|added|turned on|switched on|on){_FOR_NOW}{_PLACE}"
        ),
        r" \1 unchecked\2",
    ),
    (
        re.compile(rf" (is|are) not (?:unchecked|unticked|turned off|switched off|off){_FOR_NOW}{_PLACE}"),
        r" \1 checked\2",
    ),
    (re.compile(rf" (is|are) not (?:expanded|open){_FOR_NOW}{_PLACE}"), r" \1 collapsed\2"),
    (re.compile(rf" (is|are) not (?:collapsed|closed){_FOR_NOW}{_PLACE}"), r" \1 expanded\2"),
)


# "the Visa Debit card ending 4417": the last digits of a number a page masks ("Visa Debit •••• 4417").
_ENDING_IN = re.compile(r"\b(?:card |account )?(?:number )?ending (?:in |with )?(?=\d{4}\b)")


def _said_plainly(statement: str) -> str:
    """The statement's key, with a control's state said in a denial's words said plainly."""
    said = line_key(statement)
    for denied, plainly in _DENIED_STATES:
        said = denied.sub(plainly, said)
    return said


def _own_reading(statement: str, texts: Sequence[str]) -> Reading | None:
    """The reading of a statement that a module of its own decides, denials included: who is signed
    in (session.py), how many rows say a value (row_values.py)."""
    return (
        session_reading(statement, texts)
        or denial_reading(statement, texts)
        or tally_reading(statement, texts)
        or row_count_reading(statement, texts)
        or every_reading(statement, texts)
        or order_reading(statement, texts)
    )


def _readings(statement: str, texts: Sequence[str]) -> Iterator[Reading]:
    """Each reading of ``statement`` as one of the plain claims this module reads, in order."""
    own = _own_reading(statement, texts) if texts else None
    if own is not None:
        yield own
        return
    said = _said_plainly(statement)
    if not texts:
        return
    if NEGATION.search(said):
        if (denied := _action_not_done(said, texts)) is not None:
            yield denied
        return
    found = controls(texts)
    readers: tuple[Callable[[], Reading | None], ...] = (
        lambda: _state_claim(said, found),
        lambda: _row_choice(said, texts),
        lambda: _tab_reading(said, found),
        lambda: _current_claim(said, texts),
        lambda: _field_claim(said, found),
        lambda: _selection_claim(said, found),
        lambda: _terse_selection(statement, found),
        lambda: _option_first(said, found),
        lambda: _radio_said_in_part(statement, found),
        lambda: _other_option_said(said, found),
        lambda: _count_claim(statement, texts),
        lambda: _whole_claim(said, texts),
        # What a statement says happened first is no value of its subject: "After the Tax-Free
        # Childcare payment, £144.90 is still owed" names the Payment received row's detail as a
        # time, not as the Amount due row's (fresh30 nursery fees, blind: a true statement decided NO).
        lambda: _record_claim(_said_plainly(_CONTEXT_BEFORE.sub(" ", statement)), texts),
        lambda: _record_quantity(said, texts),
        lambda: _labelled_value(statement, texts),
        lambda: _unseen_code(statement, texts),
        lambda: _other_status(statement, texts),
        lambda: _page_status(statement, texts),
        lambda: _labelled_status(statement, texts),
        lambda: _step_status(statement, texts),
        lambda: _total_is_a_subtotal(statement, texts),
        lambda: _record_not_yet(statement, texts),
    )
    for read in readers:
        reading = read()
        if reading is not None:
            yield reading


# Where the user is (aria-current): "Health history is the current step", "the current page is Inbox".
_IS_CURRENT = re.compile(
    r"^(?P<label>.+?) (?:is|are) (?:currently |now )?(?:the )?(?:current|active)(?: (?P<noun>[a-z]+))?"
    r"(?: (?:of|in|on) (?:the |this )?[a-z0-9][\w' -]*)?$"
)
_CURRENT_IS = re.compile(r"^(?:the )?(?:current|active) (?P<noun>[a-z]+)(?: of [\w' -]+?)? is (?P<label>.+)$")
_CURRENT_FLAG = re.compile(r" \((?:[a-z -]+, )*current(?: (?P<what>[a-z]+))?(?:, [a-z -]+)*\)$")
_ITEM = re.compile(
    r"^(?:- )?(?:\d+[.)] )?(?P<item>.+?)(?: \((?:link|button|tab|menuitem)(?:, [a-z -]+)*\))?$"
)


def _item_words(line: str) -> set[str]:
    m = _ITEM.match(_CURRENT_FLAG.sub("", line.strip()))
    return set(_LABEL_WORD.findall(line_key(m["item"] if m else line)))


def _current_claim(said: str, texts: Sequence[str]) -> Reading | None:
    """Which step, page or item is the current one, against the one line the page text marks
    current (aria-current) and its siblings (the lines beside it at its indent)."""
    m = _IS_CURRENT.match(said) or _CURRENT_IS.match(said)
    if m is None:
        return None
    noun = m["noun"]
    marked = []
    for text in texts:
        lines = text.splitlines()
        for at, line in enumerate(lines):
            flag = _CURRENT_FLAG.search(line)
            if flag and (noun is None or flag["what"] in (None, noun, noun.rstrip("s"))):
                marked.append((lines, at))
    if len(marked) != 1:
        return None
    lines, at = marked[0]
    indent = _indent(lines[at])
    siblings = [lines[at]]
    for step in (-1, 1):
        i = at + step
        while 0 <= i < len(lines) and _indent(lines[i]) == indent:
            siblings.append(lines[i])
            i += step
    label = set(_LABEL_WORD.findall(line_key(m["label"]))) - {noun or "", "step", "page", "tab"}
    if not label:
        return None
    naming = [line for line in siblings if label <= _item_words(line)]
    if len(naming) != 1:
        return None
    return Reading(said, naming[0].strip(), holds=naming[0] == lines[at])


# A code: letters, then a digit ("A3", "MR-20931", "ID.3"), as a statement names a thing by it.
_CODE = re.compile(r"(?<![\w£$€#])[a-z]+[-.]?\d[a-z0-9]*(?:-[a-z0-9]+)*(?![\w])", re.IGNORECASE)


def _unseen_code(statement: str, texts: Sequence[str]) -> Reading | None:
    """A statement that names a thing by a code the page text nowhere shows, in any spelling of its
    separators ("The basket contains an A3 poster" of a basket holding an A2 one): not so."""
    page = "\n".join(texts).casefold()
    for code in _CODE.findall(statement):
        runs = re.findall(r"[a-z]+|\d+", code.casefold())
        shown = rf"(?<![a-z0-9]){'[-/.# ]?'.join(map(re.escape, runs))}(?![a-z0-9])"
        if re.search(shown, page) is None:
            return Reading(code, "", holds=False, why=f"no line of the page text says {code!r}")
    return None


# Statuses a thing has one of at a time: a page saying another of them of the same thing says no.
_STATUSES = frozenset(
    {"active", "inactive", "cancelled", "canceled", "expired", "frozen", "blocked", "closed", "suspended"}
    | {"locked", "pending", "paid", "unpaid", "overdue", "delivered", "shipped", "approved", "rejected"}
    | {"declined", "draft", "submitted", "valid", "invalid", "open"}
)
_HAS_STATUS = re.compile(
    r"^(?P<subject>.+?) (?:is|was) (?:currently |now |still )?(?P<status>[a-z]+)$", re.IGNORECASE
)


def _other_status(statement: str, texts: Sequence[str]) -> Reading | None:
    """ "The debit card ending 9920 is active" of "Card •••• 9920 is cancelled.": a thing named by a
    number of three digits and more, said to have a status, that a sentence of the page naming the
    same number says has another: not so."""
    m = _HAS_STATUS.match(line_key(statement).rstrip("."))
    if m is None or m["status"] not in _STATUSES:
        return None
    for number in re.findall(r"(?<![\d,.])\d{3,}(?![\d,.])", m["subject"]):
        said = re.compile(
            rf"[^.;|]*(?<!\d){number}(?!\d)[^.;|]*? (?:is|was|has been) (?:now )?(?P<status>[a-z]+)\b"
        )
        for line in (line for text in texts for line in text.splitlines()):
            for found in said.finditer(line_key(line)):
                if found["status"] in _STATUSES and found["status"] != m["status"]:
                    return Reading(as_written(statement), line.strip(), holds=False)
    return None


_SAID_STATUS = re.compile(
    r"^(?P<subject>.+?) (?:has been|had been|was|is|is now|has now been) (?P<status>[a-z]+)\b(?: and .+)?$"
)
_STATUS_LINE = re.compile(r"^status:? (?P<status>[a-z]+)\b")


def _page_status(statement: str, texts: Sequence[str]) -> Reading | None:
    """ "The talk has been submitted and is awaiting review" of a page whose one status line says
    "Status: Draft — last saved at 14:32": a status the page's one "Status:" line (a table's rows
    aside) gives otherwise is not so."""
    m = _SAID_STATUS.match(line_key(statement).rstrip("."))
    if m is None or m["status"] not in _STATUSES:
        return None
    lines = [line.strip() for text in texts for line in text.splitlines()]
    shown = [(line, found) for line in lines if (found := _STATUS_LINE.match(line_key(line)))]
    if len(shown) != 1 or shown[0][1]["status"] not in _STATUSES or shown[0][1]["status"] == m["status"]:
        return None
    return Reading(as_written(statement), shown[0][0], holds=False)


# "Gluten-free is unchecked for Hannah Okafor" (said plainly): a box in one row's cells.
_ROW_CHOICE = re.compile(
    r"^(?:the )?(?P<label>.+?) (?:box |checkbox |option |switch )?(?:is|are) (?P<state>checked|ticked|unchecked"
    r"|unticked|selected|on|off|switched on|switched off|turned on|turned off) for (?:the )?(?P<row>.+?)(?:'s? row| row)?$"
)
_CELL_CHOICE = re.compile(
    r"(?P<label>[^|:()]+?) \((?P<state>checked|not checked|on|off|selected|not selected)\)"
)
_ON = frozenset({"checked", "ticked", "selected", "on", "switched on", "turned on"})


def _row_choice(said: str, texts: Sequence[str]) -> Reading | None:
    """A box, radio or switch in a table row said ticked or not for the row's first cell ("Gluten-free
    is not ticked for Hannah Okafor" of "row: Guest: Hannah Okafor | Dietary needs: Vegetarian (not
    checked) Gluten-free (checked)"): the one row whose first cell says the row's words, and its one
    choice of that label."""
    m = _ROW_CHOICE.match(said)
    if m is None:
        return None
    wanted_row = set(_WORD.findall(m["row"]))
    lines = [line for text in texts for line in text.splitlines()]
    rows = [r.line for r in _table_rows(lines) if wanted_row <= set(_WORD.findall(line_key(r.fields[0][1])))]
    if len(rows) != 1:
        return None
    label = line_key(m["label"])
    states = [c["state"] for c in _CELL_CHOICE.finditer(rows[0]) if line_key(c["label"]).endswith(label)]
    if len(states) != 1:
        return None
    on = states[0] in ("checked", "on", "selected")
    return Reading(as_written(said), rows[0], holds=on == (m["state"] in _ON))


def _labelled_status(statement: str, texts: Sequence[str]) -> Reading | None:
    """ "The monthly gift has been cancelled" of "Monthly gift: Active since 15 November 2026": a
    status the page's one line labelled by the statement's whole subject begins with another status
    of, is not so."""
    m = _SAID_STATUS.match(line_key(statement).rstrip("."))
    if m is None or m["status"] not in _STATUSES:
        return None
    subject = tuple(w for w in _said_words(m["subject"]) if w not in _READER)
    lines = _labelled_lines(texts).get(subject, [])
    if not subject or len(lines) != 1:
        return None
    _, value, line = lines[0]
    shown = re.match(r"[a-z]+", line_key(value))
    if shown is None or shown[0] not in _STATUSES or shown[0] == m["status"]:
        return None
    return Reading(as_written(statement), line, holds=False)


# "The Saturday 14 June lesson is confirmed": a record said to be in a done state.
_RECORD_DONE = re.compile(
    r"^(?:the )?(?P<record>.+?) (?:is|has been|was) (?:now )?(?P<state>confirmed|completed|complete|paid|approved"
    r"|booked|accepted|delivered|collected|shipped|sent|submitted|verified|passed|done|finished)$"
)
# A status cell that says a record is not (yet) in such a state.
_NOT_YET = re.compile(
    r"^(?:awaiting|pending|waiting|draft|not |unpaid|cancel|declined|rejected|failed|on hold|in progress"
    r"|requested|unconfirmed|tentative|provisional|held|reserved)"
)
_GENERIC = frozenset(
    {
        *("lesson", "booking", "order", "appointment", "item", "class", "session", "slot", "visit"),
        *("payment", "invoice", "request", "application", "entry", "row", "one", "record", "delivery"),
        *("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
    }
)


def _record_not_yet(statement: str, texts: Sequence[str]) -> Reading | None:
    """ "The Saturday 14 June lesson is confirmed" of the one row holding "14 June" whose Status says
    "Awaiting instructor" (fresh24 driving lessons): a record said done whose one row's status says
    it is not yet, is not so."""
    m = _RECORD_DONE.match(line_key(statement).rstrip("."))
    if m is None:
        return None
    wanted = [
        w for w in _LABEL_WORD.findall(m["record"]) if w not in _GENERIC and (len(w) >= 3 or w.isdigit())
    ]
    if not wanted:
        return None
    rows = []
    for line in (line.strip() for text in texts for line in text.splitlines()):
        if not line.startswith("row: "):
            continue
        cells = {
            column.strip().casefold(): value
            for column, _, value in (c.partition(": ") for c in line[5:].split(" | "))
        }
        words = set(_LABEL_WORD.findall(line_key(line)))
        if "status" in cells and all(w in words for w in wanted):
            rows.append((line, line_key(cells["status"])))
    if len(rows) != 1 or not _NOT_YET.match(rows[0][1]):
        return None
    return Reading(as_written(statement), rows[0][0], holds=False)


# "The order total is £47.46", "The invoice total comes to £314.00".
_TOTAL_SAID = re.compile(
    r"^(?:the )?(?:[\w'-]+ ){0,3}?(?:grand total|total(?: due| to pay| amount| cost| charge| price)?|amount due)"
    r" (?:is|was|comes to|will be|of) (?P<amount>[£$€]\s?\d[\d,]*(?:\.\d+)?)$"
)
_SUB = re.compile(r"\bsub[\s-]?total")


def _total_is_a_subtotal(statement: str, texts: Sequence[str]) -> Reading | None:
    """ "The order total is £47.46" of a page whose "Subtotal" is £47.46 and whose "Total to pay at
    collection" is £45.09 (fresh24 garden centre, coworking invoice): a total said as an amount that
    only a subtotal line shows, while a total line shows another, is not so."""
    m = _TOTAL_SAID.match(line_key(statement).rstrip("."))
    if m is None or _SUB.search(line_key(statement)):
        return None
    said = m["amount"].replace(" ", "")
    subtotal: list[tuple[str, list[str]]] = []
    total: list[tuple[str, list[str]]] = []
    for line in (line.strip() for text in texts for line in text.splitlines()):
        key = line_key(line)
        amounts = [a[0].replace(" ", "") for a in MONEY.finditer(line)]
        if not amounts or "total" not in key:
            continue
        (subtotal if _SUB.search(key) else total).append((line, amounts))
    if not total or not any(said in amounts for _, amounts in subtotal):
        return None
    if any(said in amounts for _, amounts in total):
        return None
    return Reading(as_written(statement), total[-1][0], holds=False)


# "The informal challenge step is shown as completed", "Payment is marked as done".
_STEP_DONE = re.compile(
    r"^(?P<step>.+?)(?: step| stage)? (?:is|has been|was) (?:shown as |marked as |marked |now )?"
    r"(?:completed|complete|done|finished)$"
)
# What a progress list's item says after its name when the step is not done, perhaps with more after
# it: "In progress – due by 19 Sep 2025 (current step)" (fresh25 tenancy deposit).
_NOT_DONE = re.compile(
    r"^(?:\(?(?:not started|not sent|not yet|draft|pending|in progress|to do|upcoming|waiting"
    r"|awaiting|incomplete|scheduled|current|next|skipped|failed|not done|not complete(?:d)?)\b\)?.*)$"
)
# A list item's number before its name: "3. Landlord evidence In progress".
_ITEM_NUMBER = re.compile(r"^\d{1,2}[.)]? ")


# "The order has been marked as collected": a state that is a progress list's step.
_MARKED_AS = re.compile(r"^.+? (?:has been|is|was) (?:marked as |shown as |now )?(?P<step>[a-z]+)$")


def _step_status(statement: str, texts: Sequence[str]) -> Reading | None:
    """ "The informal challenge step is shown as completed" of a progress list whose item says
    "Informal challenge Draft – not sent" (fresh23 parking fine appeal): a step said done whose one
    list item says after its name that it is not, is not so. Nor is a state that is a step of the
    list after its current one: "The order has been marked as collected" of "- Ready for collection
    (current step)", "- Collected" (fresh24 garden centre)."""
    m = _STEP_DONE.match(line_key(statement).rstrip("."))
    if m is None:
        return _step_to_come(statement, texts)
    step = line_key(m["step"])
    items = [
        (line.strip(), rest.strip(" -–—:"))
        for text in texts
        for line in text.splitlines()
        if line.strip().startswith("- ")
        and (key := _ITEM_NUMBER.sub("", line_key(line.strip()[2:]))).startswith(f"{step} ")
        and (rest := key[len(step) :])
    ]
    if not items:
        items = _items_named_in(step, texts)
    if len(items) != 1 or not _NOT_DONE.match(items[0][1]):
        return None
    return Reading(as_written(statement), items[0][0], holds=False)


_ITEM_STATE = re.compile(r"^- (?P<name>.+?) [–—-] (?P<state>[^–—]+)$")
_FILLER = frozenset({"your", "with", "from", "this", "that", "step", "stage"})


def _stems(text: str) -> set[str]:
    return {
        word[:5] for word in re.findall(r"[a-z]+", line_key(text)) if len(word) >= 4 and word not in _FILLER
    }


def _items_named_in(step: str, texts: Sequence[str]) -> list[tuple[str, str]]:
    """The list items "- <name> – <state>" whose name's words (two at least, by their first five
    letters) the step's words all hold: "the check-up step for verifying the recovery email" names
    "- Verify your recovery email – waiting" (fresh27 account security, blind: a false YES)."""
    said = _stems(step)
    return [
        (line.strip(), line_key(m["state"]))
        for text in texts
        for line in text.splitlines()
        if (m := _ITEM_STATE.match(line.strip())) is not None
        and len(named := _stems(m["name"])) >= 2
        and named <= said
    ]


# "Baking has started on this order" of "- Changes open (current step)", "- Baking": a step said begun
# (fresh28 bakery, blind: a false YES quoting both lines).
_STEP_STARTED = re.compile(
    r"^(?P<step>.+?)(?: step| stage)? (?:has|have) (?:already )?(?:started|begun|commenced)"
    r"(?: (?:on|for|with) [\w' -]+)?$"
)


def _step_to_come(statement: str, texts: Sequence[str]) -> Reading | None:
    m = _MARKED_AS.match(line_key(statement).rstrip(".")) or _STEP_STARTED.match(
        line_key(statement).rstrip(".")
    )
    if m is None:
        return None
    for text in texts:
        items = [line.strip() for line in text.splitlines() if line.strip().startswith("- ")]
        keys = [line_key(item[2:]) for item in items]
        current = [i for i, key in enumerate(keys) if re.search(r"\bcurrent(?: step| stage)?$", key)]
        named = [i for i, key in enumerate(keys) if key == m["step"]]
        if len(current) == 1 and len(named) == 1 and named[0] > current[0]:
            return Reading(as_written(statement), items[current[0]], holds=False)
    return None


def contradiction(statement: str, texts: Sequence[str]) -> Reading | None:
    """The line of the page texts that contradicts ``statement``'s claim, if it makes one of the
    plain claims this module reads (see the module); None when the page does not decide it here."""
    shared = _shared_state(statement)
    if shared:
        return next((found for part in shared if (found := contradiction(part, texts))), None)
    readings = list(_readings(statement, texts))
    if readings or not texts:
        return next((r for r in readings if not r.holds), None)
    # a conjunction is false when a control one of its parts names is in another state ("The
    # morning window is selected and weekend delivery is allowed", the switch off: fresh21 freight,
    # blind run read). Only control states: a part's count ("... and 4 adults") is no claim alone;
    # and not when a label the statement says holds the joining word ("Terms and conditions").
    parts = _conjuncts(statement)
    shown = controls(texts)
    key = line_key(statement)
    if len(parts) < 2 or any(_PARTS.search(line_key(c.label)) and line_key(c.label) in key for c in shown):
        return None
    said = [_said_plainly(part) for part in parts if not NEGATION.search(_said_plainly(part))]
    # ... or a field one part says is filled in or empty ("... and the access contact's phone number
    # has been filled in", the field empty: fresh23 mortgage tracker)
    # ... or a step one part says is done ("Review price is done and Pay difference is the current
    # step", Review price the current one: fresh28 campsite)
    states = (
        _state_claim(part, shown) or _filled_or_empty(part, shown) or _step_status(part, texts)
        for part in said
    )
    return next((r for r in states if r is not None and not r.holds), None)


def _filled_or_empty(part: str, shown: Sequence[Control]) -> Reading | None:
    """A part's claim that a field is filled in or empty, as :func:`_field_claim` reads it."""
    if _EMPTY.match(part) or _FILLED.match(part) or _ENTERED.match(part):
        return _field_claim(part, shown)
    return None


# One state said of two things: "Both the X and the Y boxes are ticked", "X and Y are both on",
# "Neither X nor Y is checked".
_BOTH = re.compile(r"^(?:both )?(?P<a>.+?) and (?P<b>.+?) (?:are|were) both (?P<state>.+)$", re.IGNORECASE)
_BOTH_FIRST = re.compile(r"^both (?P<a>.+?) and (?P<b>.+?) (?:are|were) (?P<state>.+)$", re.IGNORECASE)
_NEITHER = re.compile(r"^neither (?P<a>.+?) nor (?P<b>.+?) (?:is|are|was|were) (?P<state>.+)$", re.IGNORECASE)
# "X and Y are ticked": without "both", only a control's state (a name may hold "and": "Terms and
# conditions are accepted" is no two things; fresh25 jury summons: "... 1 December and 12 January").
_BOTH_PLAIN = re.compile(
    r"^(?P<a>.+?) and (?P<b>.+?) (?:are|were) (?P<state>(?:not )?(?:ticked|checked|unticked|unchecked"
    r"|selected|switched on|switched off|turned on|turned off))$",
    re.IGNORECASE,
)


def _shared_state(statement: str) -> list[str]:
    """A state said of two things, as one statement for each ("the X is ticked", "the Y is
    ticked"); empty for any other statement."""
    said = as_written(statement)
    for shape, verb in ((_BOTH, "is"), (_BOTH_FIRST, "is"), (_NEITHER, "is not"), (_BOTH_PLAIN, "is")):
        m = shape.match(said)
        if m:
            first, second = m["a"], m["b"]
            # "the X and the Y boxes": the kind said once, in the plural, is each one's
            kind = re.search(rf" ({'|'.join(_PLURAL_KINDS)})$", second)
            if kind:
                noun = _PLURAL_KINDS[kind[1]]
                first, second = f"{first} {noun}", f"{second[: kind.start()]} {noun}"
            return [f"{first} {verb} {m['state']}", f"{second} {verb} {m['state']}"]
    return []


_PLURAL_KINDS = {
    "checkboxes": "checkbox",
    "check boxes": "check box",
    "boxes": "box",
    "switches": "switch",
    "toggles": "toggle",
    "buttons": "button",
    "fields": "field",
    "sections": "section",
}


# Where a statement of two facts is cut into its claims: "X is on, and Y is off", "X; Y", "X but Y",
# "X while Y".
_PARTS = re.compile(r",? and |, but | but |,? while |,? whereas |; ")


def _line_forms(line: str) -> Iterator[str]:
    """The ways a line of the page text can be said as "<label>: <value>": the line itself, without
    its kind ("Reviewer: Lena Fischer"), a control with its state ("Include pending transactions:
    checked"), a drop-down with its selected option, and each cell of a table row."""
    body = line.strip().removeprefix("- ")
    yield body
    control = CONTROL_LINE.match(body)
    if control and control["value"]:
        value = control["value"].split("; other options:")[0].removesuffix(" selected")
        yield f"{control['label']}: {value}"
    if body.startswith("row: "):
        yield from body[len("row: ") :].split(" | ")


# Verbs that say a record has a value ("costs", "includes"): no word of the record need say them.
_HAS_VALUE = frozenset(
    map(
        _stem,
        (
            *("cost", "costs", "priced", "price", "has", "have", "had", "is", "are", "was", "were"),
            *("includes", "include", "included", "comes", "with", "shows", "lists", "listed"),
            *("status", "set", "to", "for", "at", "by", "as", "it", "its", "their", "his", "her"),
        ),
    )
)

# Words that compare, count or order things: a claim in them is about several lines or records,
# which one line or row cannot confirm ("the cheapest plan costs $9", "only Team has phone support").
_COMPARING = re.compile(
    r"\b(?:only|all|every|each|both|either|any|most|least|more|less|fewer|than|highest|lowest|"
    r"cheapest|dearest|biggest|smallest|largest|latest|earliest|oldest|newest|first|last|before|"
    r"after|above|below|over|under|same|different|other|another|except|between|again|still|yet|"
    r"already)\b"
)
_WORD = re.compile(r"[a-z0-9$€£#][a-z0-9.:,$€£%#/-]*[a-z0-9%]|[a-z0-9]")


def _said_words(text: str) -> list[str]:
    """The words that carry a claim, in order: no filler, no verb of having ("is", "costs")."""
    return [w for w in map(_stem, _WORD.findall(line_key(text))) if w not in _FILLERS and w not in _HAS_VALUE]


def _in_order(words: Sequence[str], line: Sequence[str]) -> bool:
    rest = iter(line)
    return all(word in rest for word in words)


def _said_as_a_line(statement: str, texts: Sequence[str]) -> Reading | None:
    """A statement that a line of the page says (or one of its forms above): word for word, or in
    the same words in the same order with only verbs of having added ("The subtotal is $69.00" of
    "Subtotal: $69.00"). A "label: value" line must be said whole ("the total is $80.00" is not
    "Line total: $80.00"); another line must give most of its words ("1 of 3 tasks are done" of "1
    of 3 tasks done"). Lines that deny something, and statements that deny or compare, are left to
    the rest of the module and to the model."""
    said = normalise(statement)
    words = _said_words(statement)
    key = line_key(statement)
    loose = len(words) >= 2 and not NEGATION.search(key) and not _COMPARING.search(key)
    for text in texts:
        for line in text.splitlines():
            for form in _line_forms(line):
                if ":" in statement and len(said) >= 5 and normalise(form) == said:
                    return Reading(statement, line.strip(), holds=True)
                if not loose or NEGATION.search(line_key(form)):
                    continue
                told = _said_words(form)
                if not _in_order(words, told):
                    continue
                if set(words) == set(told) or (":" not in form and len(set(words)) >= 0.6 * len(set(told))):
                    return Reading(statement, line.strip(), holds=True)
    return None


# Words that stand for the reader in a label ("Your current plan") or a statement ("the user's plan").
_READER = frozenset({"your", "my", "our", "user"})
# "<subject> is <value>": the verbs that give a labelled line's value.
_GIVES = re.compile(
    r"^(?P<subject>.+?) (?:is|are|was|were|costs|comes to|totals|amounts to|reads|stands at|shows) "
    r"(?P<value>.+)$"
)
_MAX_VALUE_WORDS = 3


def _labelled_lines(texts: Sequence[str]) -> dict[tuple[str, ...], list[tuple[str, str, str]]]:
    """The page's "label: value" lines that are not a control's or a table's, by their label's words:
    (label, value, line) for each."""
    found: dict[tuple[str, ...], list[tuple[str, str, str]]] = {}
    for text in texts:
        for line in text.splitlines():
            body = line.strip().removeprefix("- ")
            if CONTROL_LINE.match(body) or body.startswith(("row: ", "columns: ")):
                continue
            for part in _label_pairs(body):
                label, sep, value = part.partition(": ")
                words = tuple(w for w in _said_words(label) if w not in _READER)
                if sep and words and value.strip():
                    found.setdefault(words, []).append((label, value.strip(), part))
    return found


def _label_pairs(line: str) -> list[str]:
    """A line of several "label: value" pairs set apart by " · " is each pair ("Standing charge:
    £18.40 · Amount due: £90.40 · Due by 22 April"; a false YES gave the amount due the total above
    it, the line read as one label whose value ran on); any other line is itself."""
    parts = line.split(" · ")
    return parts if sum(": " in part for part in parts) > 1 else [line]


def _named_more_fully(subject: Sequence[str], label: Sequence[str], texts: Sequence[str]) -> bool:
    """Whether a control or a row names more of the subject than ``label`` does: "the rider tip" is
    the "Rider tip (drop-down)", not the line "Rider: Not yet assigned" (a NO was decided so)."""
    names = [control.label for control in controls(texts)]
    names += [row.fields[0][1] for text in texts for row in _table_rows(text.splitlines()) if row.fields]
    for name in names:
        words = [w for w in _said_words(name) if w not in _READER]
        if len(words) > len(label) and _in_order(words, subject):
            return True
    return False


def _labelled_value(statement: str, texts: Sequence[str]) -> Reading | None:
    """A statement giving a labelled line's value, the line's label said whole and alone: "The cart
    total is $62.10" of "Total: $62.10" holds, "The user's current plan is Pro" against "Your
    current plan: Basic" does not. The label must be the page's only line of that name and the only
    label the subject says; the value said must be a name, a number or quoted (a capital, a digit, a
    quote mark), short, and share no word with the line's value unless it is that value ("high",
    "10% off" against "10%": the model decides)."""
    said = line_key(statement)
    m = _GIVES.match(said)
    if m is None or _COMPARING.search(said) or NEGATION.search(said):
        return None
    subject = [w for w in _said_words(m["subject"]) if w not in _READER]
    if any(ch.isdigit() for ch in m["subject"]):
        return None  # "Order #1001's total": a record's value, not a page's label
    lines = _labelled_lines(texts)
    labels = [words for words in lines if _in_order(words, subject)]
    # The label said most fully: "the outbound total" names "Outbound total", not "Your outbound".
    labels = [words for words in labels if not any(set(words) < set(other) for other in labels)]
    if len(labels) != 1 or len(lines[labels[0]]) != 1 or _named_more_fully(subject, labels[0], texts):
        return None
    label, value, line = lines[labels[0]][0]
    # A value shown with its working ("Outbound total: 2 × £79.00 = £158.00") is its result.
    value = value.rpartition(" = ")[2]
    claimed, shown = _said_words(m["value"]), _said_words(value)
    if not claimed or len(claimed) > _MAX_VALUE_WORDS or len(shown) > _MAX_VALUE_WORDS:
        return None
    if claimed == shown:
        return Reading(statement, line, holds=True)
    # The value as the statement writes it (its capitals and quote marks): the key folded them.
    raw_value = " ".join(statement.strip().rstrip(".").split()[-len(m["value"].split()) :])
    named = any(ch.isdigit() or ch.isupper() or ch in "\"'“‘" for ch in raw_value)
    if not named or set(claimed) & set(shown):
        return None
    return Reading(f"{label}: {raw_value}", line)


# "An error says <words>": a message of the page, said in its words in any order.
_MESSAGE_SAYS = re.compile(
    r"^(?:(?:error|alert|warning|notice|banner|status|success|confirmation|toast|notification|pop-?up"
    r"|snackbar|info|information)(?: message| box| bar)?|message) "
    r"(?:says|reads|states|tells the user|shows)(?: that)? (?P<said>.+)$"
)


def _message_says(said: str, texts: Sequence[str]) -> Reading | None:
    """ "An error says the email or password is incorrect" of "alert: Incorrect email or password. 2
    attempts left.": a line (not a control's) holds every word of what the message is said to say,
    in any order, and those words are at least half of the line's."""
    m = _MESSAGE_SAYS.match(said)
    if m is None:
        return None
    words = set(_said_words(m["said"]))
    if len(words) < 2:
        return None
    for text in texts:
        for line in text.splitlines():
            if CONTROL_LINE.match(line) or NEGATION.search(line_key(line)):
                continue
            told = set(_said_words(line))
            if words <= told and len(words) >= 0.5 * len(told):
                return Reading(said, line.strip(), holds=True)
    return None


def _record_holds(said: str, texts: Sequence[str]) -> Reading | None:
    """A statement about one record that gives it a value of its own row ("Order #1001 has
    shipped" of "Order: #1001 | ... | Status: Shipped"). Every word of it must be the record's (a
    cell's value or its column's name) or a verb of having, and no word may compare or count records;
    a value every record shares tells nothing of this one."""
    if _COMPARING.search(said):
        return None
    tables = _tables(texts)
    for records in tables:
        subjects = [r for r in records if _mentions(said, r.fields[0][1])] if len(records) > 1 else []
        if len(subjects) != 1 or _against(said, subjects[0], records) is not None:
            continue
        subject = subjects[0]
        told = [
            (column, value)
            for column, value in subject.fields[1:]
            if _mentions(said, value)
            and line_key(value) not in line_key(subject.fields[0][1])
            and any(dict(r.fields).get(column, "") != value for r in records)
        ]
        own = _content_words(line_key(" ".join(f"{c} {v}" for c, v in subject.fields)))
        if told and _content_words(said) - own <= _HAS_VALUE and _columns_agree(said, subject, told):
            return Reading(said, subject.line, holds=True)
    return None


def _columns_agree(said: str, subject: Record, told: Sequence[tuple[str, str]]) -> bool:
    """Whether the columns a statement names are those of the values it gives: "the check-up's share
    is £60.00" names Your share, and £60.00 is the check-up's Insurance covered, not its share."""
    named = {
        column
        for column, _ in subject.fields[1:]
        if (words := _content_words(line_key(column)) - _READER) and words <= _content_words(said)
    }
    return not named or all(column in named for column, _ in told)


def _plain_claim(statement: str, texts: Sequence[str]) -> Reading | None:
    own = _own_reading(statement, texts)
    if own is not None:
        return own
    said = _said_plainly(statement)
    if NEGATION.search(said):
        return _action_not_done(said, texts)
    found = controls(texts)
    return (
        _state_claim(said, found)
        or _row_choice(said, texts)
        or _tab_reading(said, found)
        or _current_claim(said, texts)
        or _field_claim(said, found)
        or _selection_claim(said, found)
        or _terse_selection(statement, found)
        or _option_first(said, found)
        or _radio_said_in_part(statement, found)
        or _said_as_a_line(statement, texts)
        or _record_holds(said, texts)
        or _record_quantity(said, texts)
        or _labelled_value(statement, texts)
        or _message_says(said, texts)
    )


def confirmation(statement: str, texts: Sequence[str]) -> tuple[Reading, ...]:
    """The lines of the page texts that confirm ``statement``, when it is one plain claim about a
    control (its state, a field's value, a selected option) or a line of the page said word for word,
    or two or more such claims joined by "and" / "but" / ";", and nothing on the page contradicts it.
    Empty when the page does not decide it here: the model's answer stands."""
    if not texts or contradiction(statement, texts) is not None:
        return ()
    return _confirmed(statement, texts)


def decision(statement: str, texts: Sequence[str]) -> tuple[bool, tuple[Reading, ...]] | None:
    """What the page texts say of ``statement`` on their own: (False, the contradicting line), (True,
    the confirming lines), or None when they do not decide it. One pass: ``contradiction``, then
    ``confirmation`` without repeating it."""
    if not texts:
        return None
    own = _own_reading(statement, texts)
    if own is not None:  # decided by its own module: contradiction and confirmation would both read it
        return own.holds, (own,)
    found = contradiction(statement, texts)
    if found is not None:
        return False, (found,)
    confirmed = _confirmed(statement, texts)
    return (True, confirmed) if confirmed else None


_STATED = re.compile(r"^(?P<what>.+?) (?P<verb>is|are) (?P<state>[^,;]+)$", re.IGNORECASE)
_LEFT_OUT = re.compile(r"^(?P<what>.+?) (?P<verb>is|are) not$", re.IGNORECASE)


def _with_ellipsis(parts: list[str]) -> list[str]:
    """A part that leaves its state to the one before ("Monitor is ticked but Locker is not"; "Save
    for later is enabled and so is Continue to payment"; "... and Y is too"), said in full: "Locker
    is not ticked", "Continue to payment is enabled"."""
    out: list[str] = []
    for part in parts:
        left_out = _LEFT_OUT.match(part.strip())
        same = _SO_IS.match(part.strip()) or _TOO.match(part.strip())
        before = _STATED.match(out[-1].strip()) if out and (left_out or same) else None
        if left_out and before and not before["state"].startswith("not "):
            part = f"{left_out['what']} {left_out['verb']} not {before['state']}"
        elif same and before:
            part = f"{same['what']} {same['verb']} {before['state']}"
        out.append(part)
    return out


_SO_IS = re.compile(r"^so (?P<verb>is|are) (?P<what>.+)$", re.IGNORECASE)
_TOO = re.compile(r"^(?P<what>.+?) (?P<verb>is|are) (?:too|also|as well)$", re.IGNORECASE)


def _conjuncts(statement: str) -> list[str]:
    """The parts a statement joins ("X is ticked but Y is not"), each said in full."""
    return _with_ellipsis([p for p in _PARTS.split(statement.strip().rstrip(".")) if p.strip()])


def _confirmed(statement: str, texts: Sequence[str]) -> tuple[Reading, ...]:
    """``confirmation`` once the whole statement is known not to be contradicted."""
    shared = _shared_state(statement)
    if shared:
        readings = [_plain_claim(part, texts) for part in shared]
        return tuple(r for r in readings if r is not None) if all(r and r.holds for r in readings) else ()
    whole = _plain_claim(statement.strip().rstrip("."), texts)
    if whole is not None:
        return (whole,) if whole.holds else ()
    parts = _conjuncts(statement)
    if len(parts) < 2:
        return ()
    readings = [_plain_claim(part, texts) for part in parts]
    if all(
        r is not None and r.holds and contradiction(part, texts) is None
        for r, part in zip(readings, parts, strict=True)
    ):
        return tuple(r for r in readings if r is not None)
    return ()


def contradiction_reason(found: Reading) -> str:
    """Why a statement the page text contradicts is a NO."""
    return f"the page text says {found.line!r}, not {found.claim!r}"


def confirmation_reason(found: Sequence[Reading]) -> str:
    """Why a statement the page text states is a YES."""
    return "; ".join(r.why or f"the page text says {r.line!r}, which states it" for r in found)
