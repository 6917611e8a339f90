"""The agent's tools: argument models (what the model may write) and user tools from Python callables.

The built-in set follows Stagehand's V3 agent (act, ariaTree, extract, goto, navback, refresh, wait,
scroll, keys, fillForm, screenshot, close); what each one *does* lives in :mod:`.run`.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, create_model

from ..errors import ConfigError
from ..llm import Tool


class _Args(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ActArgs(_Args):
    action: str = Field(
        description="ONE atomic action on the current page, naming the element, e.g. "
        "'click the Add to cart button' or 'type %email% into the Email box'"
    )


class NoArgs(_Args):
    pass


class ExtractArgs(_Args):
    instruction: str = Field(description="what to read from the page, e.g. 'the order total'")


class GotoArgs(_Args):
    url: str = Field(description="a URL or path on this site, e.g. /cart")


class WaitArgs(_Args):
    seconds: float = Field(description="seconds to wait (at most 10)")


class ScrollArgs(_Args):
    direction: Literal["up", "down"]


class KeysArgs(_Args):
    keys: str = Field(description="a key or chord to press, e.g. Enter, Tab, Control+A")


class FormField(_Args):
    action: str = Field(description="which field and what to type, e.g. 'type Ada into the First name box'")
    value: str = Field(description="the value to type (or a %variable%)")


# maxItems in the schema only (as for compound steps): a grammar-constrained 1.5B model typed
# "1234567890" into field after field until its answer was cut off; a longer list from a model that
# ignores the schema still validates.
MAX_FORM_FIELDS = 12


class FillFormArgs(_Args):
    fields: list[FormField] = Field(json_schema_extra={"maxItems": MAX_FORM_FIELDS})


# Words a field's action may hold besides the field's name: verbs and fillers. What is left once these
# and the value are taken out names the field; an action of only these ("type") names none.
_NOT_A_NAME = frozenset({
    "type", "fill", "enter", "input", "write", "put", "set", "select", "choose", "pick", "check", "tick",
    "into", "in", "to", "on", "the", "a", "an", "as", "with", "field", "box", "value", "text", "of",
})  # fmt: skip
_WORD = re.compile(r"\w+")
# A field whose action is only one of these asks to click its value ("click" "Blue Mug", "button"
# "Submit answers"), not to type.
_CLICK_WORDS = frozenset(
    {"click", "tap", "open", "follow", "press", "push", "hit", "submit", "button", "link"}
)


@dataclass(frozen=True)
class FormPlan:
    """What a fillForm call asks for, read as a person would read it: the fields to fill (an action
    naming no field gets one that says where its value goes), whether to press Enter after the last
    one (a trailing field whose value is only a line break), and what cannot be done."""

    fields: tuple[FormField, ...]
    press_enter: bool
    problems: tuple[str, ...]
    # Indexes of fields acted on as their action says (a click, an option chosen), not typed into.
    clicks: frozenset[int] = frozenset()
    chosen: frozenset[int] = frozenset()  # of those, the ones that choose what the page offers


@dataclass(frozen=True)
class Choice:
    """A value the page offers to choose rather than type: an option of a drop-down (``select``, with
    the drop-down's label) or a radio button's label (``click``)."""

    kind: Literal["select", "click"]
    text: str
    within: str = ""


def choice_key(text: str) -> str:
    """A value as a choice is looked up: case, spaces and dashes folded ("12 months – Direct Debit")."""
    return " ".join(re.sub(r"[‐-―-]", "-", text).casefold().split()).strip(" .")


def plan_form(args: FillFormArgs, choices: Mapping[str, Choice] | None = None) -> FormPlan:
    """A small model writes ``[{"action": "type", "value": "ada@example.com"}, {"action": "type",
    "value": "\\n"}]``: a value for the field it belongs in, then Enter to submit. Asked as written,
    an act told to "type" into nothing in particular picks any element (the Subscribe button).
    ``choices`` (by :func:`choice_key`): what the page offers to choose. A value naming no field that
    is one of them is chosen, not typed (the 1.5B model "typed" "12 months – Direct Debit" three
    times over, an observe finding no text field for it each time)."""
    fields: list[FormField] = []
    press_enter = False
    problems: list[str] = []
    clicks: set[int] = set()
    chosen: set[int] = set()
    unnamed: list[int] = []  # fields whose action names no field
    seen: set[tuple[str, str]] = set()
    for number, form_field in enumerate(args.fields, start=1):
        value = form_field.value
        if (form_field.action, value) in seen and value.strip():
            continue  # the same field with the same value again: once is what was meant
        seen.add((form_field.action, value))
        if not value.strip():
            if "\n" in value and fields and number == len(args.fields):
                press_enter = True
            else:
                problems.append(
                    f"field {number} has the value {value!r}, which is no text to type: press keys with "
                    "the keys tool (e.g. Enter) or click the form's button with act"
                )
            continue
        rest = form_field.action.casefold().replace(value.casefold().strip(), " ")
        named = [word for word in _WORD.findall(rest) if word not in _NOT_A_NAME]
        offered = (choices or {}).get(choice_key(value))
        if named and set(named) <= _CLICK_WORDS:
            clicks.add(len(fields))
            form_field = FormField(action=f"click '{value.strip()}'", value=value)
        elif not named and offered is not None:
            clicks.add(len(fields))
            chosen.add(len(fields))
            action = (
                f"select '{offered.text}' in the {offered.within or 'form'} drop-down"
                if offered.kind == "select"
                else f"click '{offered.text}'"
            )
            form_field = FormField(action=action, value=value)
        elif not named:
            unnamed.append(len(fields))
            form_field = FormField(action=f"type {value} into the text field meant for it", value=value)
        fields.append(form_field)
    if len(unnamed) > 1:
        # Several values and no names ("dan", "pass123"): the act for each could pick any text box (the
        # 1.5B model's picks typed both into Password); in order, they are the form's fields in order.
        for i in unnamed:
            fields[i] = FormField(
                action=f"type {fields[i].value} into the {_ordinal(i + 1)} text field of the form",
                value=fields[i].value,
            )
    return FormPlan(tuple(fields), press_enter, tuple(problems), frozenset(clicks), frozenset(chosen))


# Words of a selector a small model writes as a click's value ("button[title='Save draft']").
_SELECTOR_WORDS = frozenset(
    {"button", "title", "input", "type", "submit", "aria", "label", "name", "value", "class"}
)


def without_unnamed_clicks(
    plan: FormPlan, instruction: str, submit: str = ""
) -> tuple[FormPlan, tuple[str, ...]]:
    """``plan`` without its clicks on what the task never names, and those clicks' values: the 1.5B
    model sent clicks on "button[title='Save draft']", "button[title='Reset']" and the form's button
    in one fillForm, and Reset emptied the form it had filled (fresh5 bulky_waste-2, dev). A word of
    the task names a word of the value when the two share their first four letters ("booked", "Book").
    The form's own submit button (``submit``) is always clicked: sending the form needs no name."""
    said = {word[:4] for word in _WORD.findall(instruction.casefold()) if len(word) >= 3}
    kept: list[FormField] = []
    clicks: set[int] = set()
    chosen: set[int] = set()
    skipped: list[str] = []
    for index, form_field in enumerate(plan.fields):
        if index in plan.clicks and index not in plan.chosen:
            words = [
                w
                for w in _WORD.findall(form_field.value.casefold())
                if len(w) >= 3 and w not in _SELECTOR_WORDS
            ]
            sends = bool(submit) and form_field.value.strip().casefold() == submit.casefold()
            if words and not sends and not any(word[:4] in said for word in words):
                skipped.append(form_field.value)
                continue
        if index in plan.clicks:
            clicks.add(len(kept))
        if index in plan.chosen:
            chosen.add(len(kept))
        kept.append(form_field)
    plan = FormPlan(tuple(kept), plan.press_enter, plan.problems, frozenset(clicks), frozenset(chosen))
    return plan, tuple(skipped)


def _ordinal(number: int) -> str:
    words = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
    return words[number - 1] if number <= len(words) else f"{number}th"


class CloseArgs(_Args):
    reasoning: str = Field(description="what was done and what the page shows now")
    taskComplete: bool = Field(description="true only when the whole task is done")


DESCRIPTIONS = {
    "act": "Perform one atomic action (click, type, select, check) on the current page.",
    "ariaTree": "Read the current page as an accessibility tree (what it shows and which elements exist).",
    "extract": "Read a piece of information from the current page.",
    "goto": "Open a URL on this site.",
    "navback": "Go back to the previous page.",
    "refresh": "Reload the current page.",
    "wait": "Wait a few seconds for the page to change.",
    "scroll": "Scroll the page up or down by one screen.",
    "keys": "Press a key or a key chord.",
    "fillForm": "Fill several form fields at once (one look at the page, then one fill per field).",
    "screenshot": "Take a screenshot of the current page to see it.",
    "close": "Finish: call when the task is done (taskComplete true) or cannot be done (false).",
}
ARGS: dict[str, type[BaseModel]] = {
    "act": ActArgs,
    "ariaTree": NoArgs,
    "extract": ExtractArgs,
    "goto": GotoArgs,
    "navback": NoArgs,
    "refresh": NoArgs,
    "wait": WaitArgs,
    "scroll": ScrollArgs,
    "keys": KeysArgs,
    "fillForm": FillFormArgs,
    "screenshot": NoArgs,
    "close": CloseArgs,
}
BUILTIN_NAMES = tuple(ARGS)


@dataclass(frozen=True)
class UserTool:
    """A Python callable the model may call. Its arguments are a pydantic model: either its one
    parameter's annotation, or one built from its annotated parameters. It returns anything; its
    ``str()`` goes back to the model."""

    name: str
    description: str
    parameters: type[BaseModel]
    function: Callable[..., object]
    takes_model: bool  # called with the validated model itself, not with keyword arguments

    def spec(self) -> Tool:
        """The tool as the model is offered it."""
        return Tool(self.name, self.description, self.parameters)

    def call(self, arguments: dict[str, Any]) -> object:
        validated = self.parameters.model_validate(arguments)
        if self.takes_model:
            return self.function(validated)
        return self.function(**{name: getattr(validated, name) for name in type(validated).model_fields})


def user_tool(function: Callable[..., object]) -> UserTool:
    """Describe a callable as a tool; raises ConfigError when its parameters are not typed."""
    name = getattr(function, "__name__", "")
    if not name.isidentifier() or name in ARGS:
        raise ConfigError(
            f"agent tool {function!r}: needs a function name that is not a built-in tool ({name!r})"
        )
    description = inspect.getdoc(function) or f"Call {name}."
    signature = inspect.signature(function)
    try:
        hints = inspect.get_annotations(function, eval_str=True)
    except NameError as e:  # a string annotation naming a class local to a function
        raise ConfigError(
            f"agent tool {name!r}: its annotations cannot be resolved ({e}); define the argument types at "
            "module level"
        ) from e
    params = list(signature.parameters.values())
    if (
        len(params) == 1
        and isinstance(hints.get(params[0].name), type)
        and issubclass(hints[params[0].name], BaseModel)
    ):
        return UserTool(name, description, hints[params[0].name], function, takes_model=True)
    fields: dict[str, Any] = {}
    for param in params:
        if param.name not in hints:
            raise ConfigError(
                f"agent tool {name!r}: parameter {param.name!r} has no type annotation; annotate every "
                "parameter (or take one pydantic model) so the model's arguments can be validated"
            )
        default = ... if param.default is inspect.Parameter.empty else param.default
        fields[param.name] = (hints[param.name], default)
    model = create_model(f"{name}_args", __base__=_Args, **fields)
    return UserTool(name, description, model, function, takes_model=False)


def close_args(output: type[BaseModel] | None) -> type[BaseModel]:
    """close's arguments; with ``output=`` a structured final answer rides on it."""
    if output is None:
        return CloseArgs
    fields: dict[str, Any] = {"output": (output, Field(description="the final answer"))}
    return create_model("CloseWithOutputArgs", __base__=CloseArgs, **fields)


def tool_specs(
    *,
    vision: bool,
    user_tools: Sequence[UserTool],
    output: type[BaseModel] | None,
    exclude: Sequence[str] = (),
) -> list[Tool]:
    """The tools one run offers: the built-ins (screenshot only for vision models), then the user's."""
    tools = [
        Tool(name, DESCRIPTIONS[name], close_args(output) if name == "close" else ARGS[name])
        for name in BUILTIN_NAMES
        if name not in exclude and (vision or name != "screenshot")
    ]
    tools += [t.spec() for t in user_tools]
    return tools


# Words an act instruction may hold without naming anything: plain action verbs (not "save" or
# "submit", which a button may be called), articles, role words.
_NAMES_NOTHING = frozenset({
    "click", "tap", "press", "hit", "push", "type", "fill", "write", "input", "select", "choose", "pick",
    "check", "uncheck", "tick", "untick", "toggle", "hover", "do", "the", "a", "an", "it", "on", "this",
    "that", "button", "link", "field", "box", "element", "here", "again",
})  # fmt: skip


def names_nothing(action: str) -> bool:
    """Whether an act instruction names no element or value ("click", "click the button")."""
    return set(_WORD.findall(action.casefold())) <= _NAMES_NOTHING
