"""The explicit table of actions we perform, each a Playwright locator call with its checks.

Nothing here calls ``getattr`` with text that came from a model: a method name is looked up in
``METHODS`` (after ``normalize_method`` maps Stagehand's spellings), and an unknown name is an
error. Each entry also says which elements it applies to, so "fill the Save button" fails with a
clear message instead of a Playwright timeout.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Locator, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from ..dates import MONTH, iso_date, month_number
from ..errors import ActionArgumentError, UnsupportedMethodError
from ..snapshot import evaluate_within


@dataclass(frozen=True)
class ElementFacts:
    """What an element is, read from the live page just before acting on it.

    For a ``<label>`` tied to a control the facts describe the control, as Playwright retargets
    fill/check/select from a label to its control.
    """

    tag: str
    input_type: str = ""
    role: str = ""
    editable: bool = False
    options: tuple[tuple[str, str], ...] = field(default=())  # (value, label) of a <select>

    @classmethod
    def from_json(cls, raw: str) -> ElementFacts:
        return cls.from_data(json.loads(raw))

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> ElementFacts:
        return cls(
            tag=str(data.get("tag", "")),
            input_type=str(data.get("type", "")),
            role=str(data.get("role", "")),
            editable=bool(data.get("editable", False)),
            options=tuple((str(value), str(label)) for value, label in data.get("options", [])),
        )

    def describe(self) -> str:
        attrs = f' type="{self.input_type}"' if self.input_type else ""
        attrs += f' role="{self.role}"' if self.role else ""
        attrs += " contenteditable" if self.editable else ""
        return f"<{self.tag}{attrs}>"


# One round trip, returning a JSON string (much faster than Playwright serialising objects).
FACTS_JS = """(el) => {
  const target = (el.tagName === 'LABEL' && el.control) ? el.control : el;
  const tag = target.tagName.toLowerCase();
  const options = tag === 'select'
    ? Array.from(target.options).slice(0, 200).map(o => [o.value, (o.label || o.textContent || '').trim()])
    : [];
  return JSON.stringify({
    tag, type: (target.getAttribute('type') || '').toLowerCase(),
    role: (target.getAttribute('role') || '').toLowerCase(),
    editable: !!target.isContentEditable, options,
  });
}"""

# <input> types that hold no typed text.
_NOT_TEXT_INPUTS = frozenset(
    {"checkbox", "radio", "file", "submit", "button", "reset", "image", "hidden", "range", "color"}
)
_CHECKABLE_ROLES = frozenset({"checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio"})


# An amount as a tester writes it: a currency sign or code around a number with thousands separators.
_AMOUNT = re.compile(
    r"^\s*(?:[£$€¥₹]|[A-Z]{3}\s)?\s*(-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?)\s*(?:[£$€¥₹]|\s[A-Z]{3})?\s*$"
)


def number_input_text(value: str) -> str:
    """What an ``<input type=number>`` takes of ``value``: "£80.00" and "USD 1,250.50" are typed as
    80.00 and 1250.50 (Chromium refuses any other character there); anything else as it is."""
    matched = _AMOUNT.match(value)
    return matched.group(1).replace(",", "") if matched else value


# Inputs whose value is one whole ISO string: Chromium splits them into segments that keys typed one
# by one land in wrongly ("2026-02-01" typed into a date input reads 60201-02-02), so they are filled.
WHOLE_VALUE_INPUTS = frozenset({"date", "time", "datetime-local", "month"})
_DATE_AND_TIME = re.compile(
    r"^(?P<date>.+?)(?:t|,? at |,? )(?P<time>\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?)$"
)
_CLOCK = re.compile(r"^(?P<hour>\d{1,2})(?:[:.](?P<minute>\d{2}))?\s*(?P<half>[ap]\.?m\.?)?$")
_MONTH_YEAR = re.compile(rf"^(?:(?P<year1>\d{{4}})-(?P<num>\d{{1,2}})|{MONTH},? (?P<year>\d{{4}}))$")


def _iso_time(said: str) -> str | None:
    m = _CLOCK.match(said)
    if m is None:
        return None
    hour, minute = int(m["hour"]), int(m["minute"] or 0)
    if m["half"]:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if m["half"].startswith("p") else 0)
    elif m["minute"] is None:
        return None  # a bare number is no time of day
    return f"{hour:02d}:{minute:02d}" if hour < 24 and minute < 60 else None


def _iso_month(said: str) -> str | None:
    m = _MONTH_YEAR.match(said)
    if m is None:
        return None
    year = m["year1"] or m["year"]
    month = int(m["num"]) if m["num"] else month_number(m["month"])
    return f"{year}-{month:02d}" if 1 <= month <= 12 else None


_ISO_EXAMPLES = {
    "date": "2026-03-15",
    "time": "14:30",
    "datetime-local": "2026-03-15T14:30",
    "month": "2026-03",
}


def whole_value_text(value: str, input_type: str) -> str:
    """What an ``<input type=date|time|datetime-local|month>`` takes of ``value``, as the ISO string
    Chromium's input holds: "15 March 2026", "March 15, 2026", "15/03/2026" and "2026/03/15" are a
    date 2026-03-15; "2:30 pm" a time 14:30. A value that is no such thing, or says a day and a month
    that could be either way round ("03/04/2026"), is an error naming the form it needs: filled as it
    is, Chromium would leave the field empty without a word."""
    said = " ".join(value.strip().lower().split())
    if input_type == "date":
        iso = iso_date(said)
    elif input_type == "time":
        iso = _iso_time(said)
    elif input_type == "month":
        iso = _iso_month(said)
    else:
        m = _DATE_AND_TIME.match(said)
        date, time = (iso_date(m["date"]), _iso_time(m["time"])) if m else (None, None)
        iso = f"{date}T{time}" if date and time else None
    if iso is None:
        raise ActionArgumentError(
            f"an <input type={input_type}> takes a {input_type.replace('-local', '')} such as "
            f"{_ISO_EXAMPLES[input_type]}; {value!r} is not one it can read unambiguously"
        )
    return iso


def _any_element(_facts: ElementFacts) -> str | None:
    return None


def _text_entry(facts: ElementFacts) -> str | None:
    if facts.editable or facts.tag == "textarea":
        return None
    if facts.tag == "input" and facts.input_type not in _NOT_TEXT_INPUTS:
        return None
    return "it needs a text input, a <textarea> or a contenteditable element"


def _select(facts: ElementFacts) -> str | None:
    if facts.tag == "select":
        return None
    return "it needs a native <select>; for a custom dropdown, click it open and click the option"


def _checkable(facts: ElementFacts) -> str | None:
    if facts.tag == "input" and facts.input_type in ("checkbox", "radio"):
        return None
    if facts.role in _CHECKABLE_ROLES:
        return None
    return "it needs a checkbox, a radio button or an element with a checkbox/radio/switch role"


def _uncheckable(facts: ElementFacts) -> str | None:
    if facts.input_type == "radio" or facts.role in ("radio", "menuitemradio"):
        return "a radio button cannot be unchecked; check another option of its group instead"
    return _checkable(facts)


@dataclass(frozen=True)
class RunContext:
    """What a method needs besides the locator: the page (for targets) and its time bound."""

    page: Page
    timeout_ms: float


Runner = Callable[[Locator, Sequence[str], RunContext], None]


@dataclass(frozen=True)
class Method:
    """One entry of the table. ``hint`` is what prompts show the model about it."""

    name: str
    hint: str
    run: Runner
    min_args: int = 0
    max_args: int = 0
    applies: Callable[[ElementFacts], str | None] = _any_element
    # Checks arguments against the live element; raises ActionArgumentError.
    check_against: Callable[[Sequence[str], ElementFacts], None] | None = None

    def check_arguments(self, arguments: Sequence[str]) -> None:
        count = len(arguments)
        if self.min_args <= count <= self.max_args:
            return
        wanted = (
            str(self.min_args) if self.min_args == self.max_args else f"{self.min_args} to {self.max_args}"
        )
        raise ActionArgumentError(f"{self.name} takes {wanted} argument(s), got {count}: {list(arguments)!r}")


PERCENT = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*%?\s*$")


def parse_percentage(raw: str) -> float:
    """ "50%" / "50" / "12.5%" → a number from 0 to 100."""
    match = PERCENT.match(raw)
    value = float(match.group(1)) if match else -1.0
    if not 0.0 <= value <= 100.0:
        raise ActionArgumentError(f"scroll needs a percentage from 0% to 100%, got {raw!r}")
    return value


# Scrolls the element when it scrolls, else its nearest scrolling ancestor, else the document.
SCROLL_JS = """(el, pct) => {
  const doc = el.ownerDocument;
  const scrolls = (n) => n.scrollHeight > n.clientHeight + 1 &&
    ['auto', 'scroll', 'overlay'].includes(getComputedStyle(n).overflowY);
  let target = el;
  while (target && target !== doc.documentElement && target !== doc.body && !scrolls(target)) {
    target = target.parentElement;
  }
  if (!target || target === doc.documentElement || target === doc.body) target = doc.scrollingElement;
  target.scrollTop = (target.scrollHeight - target.clientHeight) * pct / 100;
  return target.scrollTop;
}"""


def _scroll(locator: Locator, args: Sequence[str], ctx: RunContext) -> None:
    # Locator.evaluate's timeout covers finding the element, not its script: both are bounded here.
    handle = locator.element_handle(timeout=ctx.timeout_ms)
    try:
        evaluate_within(handle, SCROLL_JS, parse_percentage(args[0]), ctx.timeout_ms / 1000)
    except TimeoutError as e:
        # (the handle is left to the page: releasing it would wait on the stuck page too)
        raise PlaywrightTimeoutError(f"scrolling did not finish within {ctx.timeout_ms:.0f} ms") from e
    handle.dispose()


def _check_scroll_arguments(args: Sequence[str], _facts: ElementFacts) -> None:
    parse_percentage(args[0])


def _check_options_exist(args: Sequence[str], facts: ElementFacts) -> None:
    # Playwright would wait for a missing option until the timeout; say what exists instead.
    known = {text for option in facts.options for text in option}
    missing = [arg for arg in args if arg not in known]
    if missing:
        labels = ", ".join(repr(label) for _value, label in facts.options) or "none"
        raise ActionArgumentError(
            f"no option {', '.join(map(repr, missing))} in this <select>; options: {labels}"
        )


def _select_option(locator: Locator, args: Sequence[str], ctx: RunContext) -> None:
    locator.select_option(list(args), timeout=ctx.timeout_ms)


def _drag_and_drop(locator: Locator, args: Sequence[str], ctx: RunContext) -> None:
    locator.drag_to(ctx.page.locator(args[0]), timeout=ctx.timeout_ms)


def _type(locator: Locator, args: Sequence[str], ctx: RunContext) -> None:
    # "type ada into the Username field" means the field then holds "ada" (what a tester reads it to
    # say), so what it held is cleared first; the keys still arrive one by one, for pages that listen
    # to them (autocomplete, masks), which is why anyone asks to type rather than fill.
    locator.fill("", timeout=ctx.timeout_ms)
    locator.press_sequentially(args[0], timeout=ctx.timeout_ms)


METHODS: dict[str, Method] = {
    method.name: method
    for method in (
        Method("click", "click it", lambda loc, _a, c: loc.click(timeout=c.timeout_ms)),
        Method("dblclick", "double-click it", lambda loc, _a, c: loc.dblclick(timeout=c.timeout_ms)),
        Method(
            "fill",
            "replace the text of a text field; argument: the text",
            lambda loc, a, c: loc.fill(a[0], timeout=c.timeout_ms),
            1,
            1,
            _text_entry,
        ),
        Method(
            "type",
            "type text key by key into a text field, replacing its text; argument: the text",
            _type,
            1,
            1,
            _text_entry,
        ),
        Method(
            "press",
            "press a key on it; argument: a key like Enter, Tab, a",
            lambda loc, a, c: loc.press(a[0], timeout=c.timeout_ms),
            1,
            1,
        ),
        Method(
            "select_option",
            "choose in a <select>; argument: the exact option text",
            _select_option,
            1,
            20,
            _select,
            _check_options_exist,
        ),
        Method(
            "check",
            "tick a checkbox or radio",
            lambda loc, _a, c: loc.check(timeout=c.timeout_ms),
            0,
            0,
            _checkable,
        ),
        Method(
            "uncheck",
            "untick a checkbox",
            lambda loc, _a, c: loc.uncheck(timeout=c.timeout_ms),
            0,
            0,
            _uncheckable,
        ),
        Method("hover", "move the mouse over it", lambda loc, _a, c: loc.hover(timeout=c.timeout_ms)),
        Method("focus", "focus it", lambda loc, _a, c: loc.focus(timeout=c.timeout_ms)),
        Method(
            "scroll_into_view",
            "scroll until it is visible",
            lambda loc, _a, c: loc.scroll_into_view_if_needed(timeout=c.timeout_ms),
        ),
        Method(
            "scroll",
            "scroll it (or the page) to a position; argument: a percentage like 50%",
            _scroll,
            1,
            1,
            check_against=_check_scroll_arguments,
        ),
        Method(
            "drag_and_drop",
            "drag it onto another element; argument: the target element",
            _drag_and_drop,
            1,
            1,
        ),
    )
}
METHOD_NAMES: tuple[str, ...] = tuple(METHODS)

# Stagehand's and Playwright's other spellings of the same methods.
ALIASES: dict[str, str] = {
    "doubleclick": "dblclick",
    "double_click": "dblclick",
    "selectoptionfromdropdown": "select_option",
    "selectoption": "select_option",
    "select": "select_option",
    "presssequentially": "type",
    "scrollto": "scroll",
    "scroll_to": "scroll",
    "scrollintoview": "scroll_into_view",
    "scrollintoviewifneeded": "scroll_into_view",
    "scroll_into_view_if_needed": "scroll_into_view",
    "draganddrop": "drag_and_drop",
    "dragto": "drag_and_drop",
    "drag_to": "drag_and_drop",
}


def normalize_method(name: str) -> str:
    """The table's name for ``name`` (case-insensitive, Stagehand spellings accepted), or an error."""
    key = name.strip().lower().replace("-", "_")
    if key in METHODS:
        return key
    if key in ALIASES:
        return ALIASES[key]
    if key.replace("_", "") in ALIASES:
        return ALIASES[key.replace("_", "")]
    raise UnsupportedMethodError(f"unknown method {name!r}; supported: {', '.join(METHOD_NAMES)}")


def method_for(name: str) -> Method:
    return METHODS[normalize_method(name)]
