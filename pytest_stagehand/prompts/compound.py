"""Compound act prompts: an instruction that asks for several actions, planned in one call.

Testers write steps as they think them: "Enter "Jerald" into the text field and press Submit",
"Click button ONE, then click button TWO". Asked for one element, a 1.5B model picked one for the
whole sentence (``fill`` on the button) or did the first half. Here the model answers the ordered list
of steps at once, each an element id from an enum of ids that exist, a method from the table and its
arguments. Nothing else is asked for (no description, no reasoning): completion tokens are most of
a CPU model's latency, and the description is read off the element instead.

Which instructions are compound is decided by their wording (:func:`clauses`), so a one-action
instruction keeps the single-action prompt, and its size, unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, create_model

from ..actions.methods import METHOD_NAMES
from ..llm import Message
from .act import compact_answer, method_lines, one_of, variables_rule
from .page_data import data_rule, fenced

# Beyond this, an instruction is a scenario, not a step: act refuses it (an agent's job).
MAX_STEPS = 10

COMPOUND_SYSTEM = (
    "You help automate a browser. The instruction may ask for several actions. "
    "You get the instruction and the page's interactive elements, one per line, each starting with its id. "
    "Answer with the actions in the order the instruction gives them: for each, the element's id, "
    "the method and its arguments. Use only elements in the list: when an action's element is not in "
    "the list (it appears only after an earlier action), end the list before it. "
    + compact_answer('{"steps":[{"elementId":"0-1","method":"click","arguments":[]}]}')
    + " "
    + data_rule("elements")
)

COMPOUND_RULES = (
    "- One action per element: typing into two fields is two actions.",
    "- fill takes the text to type as its argument; click and check take none.",
    '- "Press Submit" means click the Submit button; the press method is for keys like Enter.',
    "- A native select (a combobox with its options listed under it): select_option with the option's text.",
)

# A whole task (an agent's first pass) often gives its values unquoted ("Log in as ada with the
# password pass123"); planned with the rules above, the 1.5B model clicked "Log in" and typed nothing.
WHOLE_TASK_RULES = (
    "- The instruction is a whole task, perhaps over several pages: plan what this page allows, in order.",
    "- First write in values every text the task gives to type (a name, an e-mail, a password, a word to "
    "search for). Then, in steps, fill each value into its field before clicking the button that sends "
    "the form.",
)

# The verbs a tester starts a step with; a clause starting with one after "and" / "then" / a comma
# is a further step ("... and press Submit"), while "the username X and the password Y" is not split.
STEP_VERBS = (
    "click|press|tap|hit|push|type|enter|fill|write|input|select|choose|pick|check|uncheck|tick|untick|"
    "toggle|open|close|go|navigate|switch|submit|confirm|accept|dismiss|cancel|hover|scroll|clear|expand|"
    "collapse|drag|upload|set|mark|save|log|sign|apply|add|remove|delete|send|post|create|update|continue|"
    "search|book|finish|join|place|buy|reserve|request|download|export|print|invite|enable|disable|turn|"
    "increase|decrease|lower|raise|change|edit|rename|attach|paste|schedule|pay|upgrade|record|complete|"
    "flag|put|move|assign|allow|give|make|use"
)
# A step's number in a numbered task: "1. Select Standard at 19:45. 2. Adjust ... 3. Press Continue".
_STEP_NUMBER = r"(?:^\s*|(?<=[.!?:;])\s+|\n\s*)(?:step\s+)?\d{1,2}[.)]\s+"
STEP_NUMBER = re.compile(_STEP_NUMBER, re.IGNORECASE)
# A sentence's end before the next one, which starts with a capital: "Picker is Jamie Ortiz. Record 3
# picked ..." (not after a title or a short form: "Dr. Lee", "St. Mary's"); a question or an
# exclamation ends one too ("... as a preference? Don't change the sharing option": read as one
# clause, the task was acted on as one action; fresh17 allotment-2, dev).
# A number before the stop is left to the step numbers' reading ("to 3 4. Click Save"), and ". Then"
# to the "then" joiner; a time of day is no step number ("... eye test at 11:15. My phone number is
# ...", once "a quarter past eleven in the morning" is read as 11:15: fresh18 optician-2, dev).
_SENTENCE_END = (
    r"(?<![A-Z])(?<!\b(?:Mr|Ms|Dr|St|No|vs))(?<!\bMrs)(?:(?<=[a-z)\"'”’])|(?<=\d:\d\d))[.?!]\s+(?![Tt]hen\b)"
    r"(?=[A-Z])"
)
# What an arrow gives a value to rather than leads on from: "children -> three", "weight -> 400 g".
_A_VALUE = (
    r"(?:[\"'“‘]|\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty"
    r"|fifty|a hundred|hundred)\b)"
)
_JOINER = re.compile(
    r"(?:(?:,\s*|\s+)(?:and\s+)?then\s+|;\s*|\s*(?:\||(?:->|→|=>)(?!\s*"
    + _A_VALUE
    + r"))\s*|(?:,\s*(?:and\s+)?|\s+and\s+)(?=(?:"
    + STEP_VERBS
    + r")\b)"
    r"|" + _STEP_NUMBER + "|(?-i:" + _SENTENCE_END + "))",
    re.IGNORECASE,
)


_FIRST_STEP = re.compile(r"^\s*(?:step\s+)?1[.)]\s+", re.IGNORECASE)


def _numbered_on_lines(instruction: str) -> str:
    """A task numbered from 1 with its steps run together ("1. Click Book on Spin (Thu 18:00) 2.
    Switch on towel hire 3. Confirm booking") with each next number, 2, 3 and on, on a line of its
    own, as :data:`STEP_NUMBER` reads them: a number ends a step only in counting order."""
    if not _FIRST_STEP.match(instruction):
        return instruction
    out, at, number = [], 0, 2
    # a step may begin with a count: "1. Table number 9 2. 3 Margherita pizza 3. Take ..."
    for m in re.finditer(r"(?<=\s)(?:step\s+)?(\d{1,2})[.)]\s+(?=[\"'“‘a-z0-9])", instruction, re.IGNORECASE):
        # a value is no step number: "set the portions to 2. 2. Tick ..." (the word before says it)
        before = re.findall(r"[\w-]+", instruction[: m.start()].casefold())[-1:]
        if int(m.group(1)) != number or before in (["to"], ["at"], ["by"], ["of"], ["for"], ["x"]):
            continue
        out.append(instruction[at : m.start()].rstrip() + "\n")
        at, number = m.start(), number + 1
    return "".join(out) + instruction[at:]


def without_step_numbers(instruction: str) -> str:
    """The instruction with its steps' numbers read as the breaks they are ("1. Edit ... 2. Change
    hours to 5.5." is "Edit ...; Change hours to 5.5."): a row's "1" or "2" is then no word of it."""
    return STEP_NUMBER.sub("; ", _numbered_on_lines(instruction)).strip().removeprefix(";").strip()


# A quote opens after no letter and closes before none, so an apostrophe ("I'll", "it's") is no quote
# mark: 'I'll collect it at "Riverside"' quotes Riverside, not "ll collect it at ...".
_QUOTED = re.compile(r"\"[^\"]*\"|(?<!\w)'(?:[^']|'(?=\w))*'(?!\w)|“[^”]*”|‘[^’]*’")


def clauses(instruction: str) -> list[str]:
    """The instruction's steps as its words give them: split where "and", "then", a comma or a
    semicolon is followed by an action verb, never inside quotes ("click 'Save and close'")."""
    hidden: list[str] = []

    def hide(match: re.Match[str]) -> str:
        hidden.append(match.group(0))
        return f"\x00{len(hidden) - 1}\x00"

    masked = _numbered_on_lines(_QUOTED.sub(hide, instruction))
    parts = [part.strip().rstrip(".?!").strip() for part in _JOINER.split(masked) if part.strip(" .?!")]
    pieces = _shorthand_pieces(masked)
    if len(pieces) > len(parts):
        parts = pieces
    return [re.sub(r"\x00(\d+)\x00", lambda m: hidden[int(m.group(1))], part) for part in parts]


# A piece of shorthand: a few words between commas ("tue 6:30pm", "guests x1", "towel on").
_SHORTHAND_WORDS = 7
_LEADING_VERB = re.compile(rf"^(?:{STEP_VERBS})\b", re.IGNORECASE)
_JOINED_ON = re.compile(r"^(?:and then|and|then)\s+", re.IGNORECASE)


_ARROW_OR_COMMA = re.compile(r",|\s*(?:\||(?:->|→|=>)(?!\s*" + _A_VALUE + r"))\s*")


def _shorthand_pieces(masked: str) -> list[str]:
    """The parts of a task written as shorthand, each a few words between commas, most with no verb:
    "pilates tue 6:30pm, towel on, guests x1, confirm" is four steps (its only verb-led piece is the
    last). None for a sentence whose commas describe one thing ("Select Moon Garden, Friday, 14:15"
    begins with its verb) or join longer parts. Read as "and"-joined parts alone, such a task was one
    or two parts, and an act that did one thing said done (fresh11 and fresh12, held-out: 1 of 18)."""
    if "\n" in masked.strip() or ";" in masked:
        return []
    # an arrow or a bar leads to the next piece as a comma does: "..., 4-weekly -> start subscription",
    # "bike: Road bike | price: £1250 | ..."
    pieces = [
        _JOINED_ON.sub("", piece.strip().rstrip(".").strip()) for piece in _ARROW_OR_COMMA.split(masked)
    ]
    if len(pieces) < 3 or not all(pieces) or any(len(piece.split()) > _SHORTHAND_WORDS for piece in pieces):
        return []
    led = sum(_LEADING_VERB.match(piece) is not None for piece in pieces[:-1])
    return pieces if led * 2 < len(pieces) - 1 and not _LEADING_VERB.match(pieces[0]) else []


def quoted_values(instruction: str) -> list[str]:
    """The values the instruction quotes ("Enter "Jerald" ..."), without their quote marks."""
    return [match.group(0)[1:-1] for match in _QUOTED.finditer(instruction) if match.group(0)[1:-1].strip()]


# A one-clause step whose verb stands for several actions: a search is typing the query and submitting it.
_SEARCH = re.compile(r"^\s*search\b", re.IGNORECASE)


def is_compound(instruction: str) -> bool:
    """Whether the instruction asks for several actions: several clauses, or one clause that gives
    several quoted values ('Create an account with name "Hugo", e-mail "h@x.io" and password "pw"')
    or searches ("Search for umbrella": type it, then submit). Planned as steps, such a clause is
    done in full; read as one action, a 1.5B model typed the first value, or the query, and stopped."""
    return (
        len(clauses(instruction)) > 1
        or len(quoted_values(instruction)) > 1
        or bool(_SEARCH.match(instruction))
    )


class PlannedStep(BaseModel):
    """One step of a compound act. The run-time subclass narrows elementId and method to enums."""

    elementId: str
    method: str
    arguments: list[str] = Field(default_factory=list)


class StepsDecision(BaseModel):
    steps: list[PlannedStep]


def _values_first(schema: dict[str, Any]) -> None:
    """A grammar-bound model writes the fields in the schema's order: the values before the steps,
    so it names what the task gives to type before it binds each value to a field."""
    properties = schema.get("properties", {})
    if "values" in properties:
        schema["properties"] = {"values": properties["values"]} | {
            name: value for name, value in properties.items() if name != "values"
        }
        # asked for, though an answer without it still validates (the steps are what is used)
        schema["required"] = ["values", *(name for name in schema.get("required", []) if name != "values")]


class WholeTaskDecision(StepsDecision):
    """A whole task's steps, after the values it gives to type (see WHOLE_TASK_RULES)."""

    model_config = ConfigDict(json_schema_extra=_values_first)

    values: list[str] = Field(default_factory=list)


def steps_output_model(
    element_ids: Sequence[str], methods: Sequence[str] = METHOD_NAMES, *, whole_task: bool = False
) -> type[StepsDecision]:
    """A StepsDecision whose schema offers only existing ids and the table's methods (enums);
    validation accepts any string, so a wrong answer becomes an error naming it. ``whole_task``: the
    answer starts with the values the task gives (:class:`WholeTaskDecision`)."""
    step_model = create_model(
        "PlannedStepChoice",
        __base__=PlannedStep,
        elementId=(one_of(element_ids), ...),
        method=(one_of(methods), ...),
    )
    steps: Any = list[step_model]  # type: ignore[valid-type]
    # maxItems in the schema only: a grammar-constrained model (llama.cpp) cannot loop on steps until
    # its token limit (a 1.5B model repeated three tabs' clicks until the answer was cut), while an
    # answer past MAX_STEPS from a model that ignores it still validates and is refused by name.
    bound = Field(json_schema_extra={"maxItems": MAX_STEPS + 1})
    if whole_task:
        # values before steps: a grammar-bound model writes fields in schema order, so it names the
        # values before it binds them to fields
        values: Any = Field(default_factory=list, json_schema_extra={"maxItems": MAX_STEPS})
        return create_model(
            "WholeTaskDecisionChoice",
            __base__=WholeTaskDecision,
            values=(list[str], values),
            steps=(steps, bound),
        )
    return create_model("StepsDecisionChoice", __base__=StepsDecision, steps=(steps, bound))


def compound_messages(
    instruction: str,
    elements: str,
    *,
    done: Sequence[str] = (),
    methods: Sequence[str] = METHOD_NAMES,
    variable_names: Sequence[str] = (),
    whole_task: bool = False,
) -> list[Message]:
    """The steps of ``instruction`` on these elements; with ``done``, only the steps that remain
    (the page changed after those, and this is a fresh look at it). ``whole_task``: the instruction
    is an agent's task, planned page by page (:data:`WHOLE_TASK_RULES`)."""
    extra = WHOLE_TASK_RULES if whole_task else ()
    rules = "\n".join([*COMPOUND_RULES, *extra, *variables_rule(variable_names)])
    progress = ""
    if done:
        listed = "\n".join(f"{n}. {step}" for n, step in enumerate(done, 1))
        progress = (
            f"Already done:\n{listed}\n"
            "Answer with the remaining actions only (an empty list when none remain).\n\n"
        )
    user = (
        f"Methods:\n{method_lines(methods)}\n\n"
        f"Rules:\n{rules}\n\n"
        f"Elements:\n{fenced(elements, 'elements')}\n\n"
        f"{progress}"
        f"Instruction: {instruction}"
    )
    return [Message(role="system", content=COMPOUND_SYSTEM), Message(role="user", content=user)]


def repair_messages(
    messages: Sequence[Message], steps: Sequence[PlannedStep], problems: Sequence[str]
) -> list[Message]:
    """The planning conversation, its answer, and what is wrong with that answer: answer again."""
    answer = StepsDecision(steps=list(steps)).model_dump_json()
    listed = "\n".join(f"- {problem}" for problem in problems)
    return [
        *messages,
        Message(role="assistant", content=answer),
        Message(
            role="user",
            content=f"These steps cannot be right:\n{listed}\nAnswer again with all the steps of the instruction: keep those that are right, fix or add the others.",
        ),
    ]
