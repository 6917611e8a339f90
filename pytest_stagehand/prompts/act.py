"""act prompts: one element and method for an instruction, and a custom dropdown's second step;
kept short for small models.

Deliberate changes from Stagehand's wording:

* the model sees only the page's interactive elements, one per line, not the whole tree, and its
  answer is constrained: ``elementId`` is an enum of the ids that exist (plus ``"none"``) and
  ``method`` an enum of the method table. A 1.5B model went from 1/32 to 27/32 right with this;
* the dropdown rules are only sent when the instruction talks about choosing something, since they
  are noise for "click Login" (Stagehand gates them on the word "dropdown" inside the prompt instead);
* variables are shown by name only (``%password%``); their values never reach a prompt.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Annotated, Any

from pydantic import BaseModel, Field, WithJsonSchema, create_model
from pydantic.json_schema import SkipJsonSchema

from ..actions.methods import METHOD_NAMES, METHODS
from ..llm import Message
from .page_data import data_rule, fenced

NO_ELEMENT = "none"


def compact_answer(example: str) -> str:
    """The sentence asking for the JSON answer on one line, with an example of its shape.

    A grammar-bound model may put any whitespace between JSON tokens, and the 1.5B model indents its
    answer over many lines: 89 tokens for a three-step plan that takes 49 on one line. On a CPU model
    completion tokens are most of an act's latency (issue #17, item 6). Asked for one line alone, it
    complied on single actions but kept indenting most plans; shown the shape, it wrote both on one line.
    """
    return f"Write the JSON compactly on one line, like {example}."


ACT_SYSTEM = (
    "You help automate a browser by finding the element an action should be taken on. "
    "You get an instruction and the page's interactive elements, one per line, each starting with its id. "
    f'Answer with the one element that matches the instruction. If no element matches, answer "{NO_ELEMENT}". '
    + compact_answer('{"elementId":"0-1","method":"click","arguments":[]}')
    + " "
    + data_rule("elements")
)

# (Stagehand's rules for key names and scroll percentages live in the method hints.)
GENERAL_RULES = (
    "- Buttons and links look the same to users.",
    "- Return one action only.",
)

DROPDOWN_RULES = (
    "- A native select (a combobox with its options listed under it): method select_option, argument the "
    "exact option text, twoStep false.",
    "- Any other dropdown or menu: method click on the element that opens it, twoStep true.",
)

# "select Large from the size dropdown", "choose a country", "pick the blue option".
CHOOSING_WORDS = re.compile(
    r"\b(dropdown|drop-down|select|choose|pick|option|menu|combo ?box)\b", re.IGNORECASE
)


# A bound on free-text fields, as a pattern (OpenAI strict mode drops maxLength; llama.cpp turns a
# pattern into a grammar): without it a 1.5B model picked the right id, then explained itself in a
# free-text field until max_tokens cut the JSON. No '"' or '\\' in the class: llama.cpp's grammar puts
# the pattern inside the JSON string, so a "." lets the model emit a bare quote that ends the string
# early; the server then answers HTTP 500. Measured on the live tier. (The act answer no longer has a
# free-text field; the verdict's reasoning uses the same bound.)
DESCRIPTION_PATTERN = '^[^"\\\\]{0,80}$'


class ActDecision(BaseModel):
    """What the model answers for act: an element, a method and its arguments. The run-time subclass
    narrows elementId and method to enums.

    The answer carries nothing the pipeline does not use: the description is read off the chosen
    element (``element_label``), and ``twoStep`` is asked only when the instruction talks about
    choosing (a custom dropdown may need a second step). On a CPU model the completion tokens are most
    of the latency. Both stay fields a caller or a test double may give; they are not in the schema.
    """

    elementId: str
    method: str
    arguments: list[str] = Field(default_factory=list)
    description: SkipJsonSchema[str] = ""
    twoStep: SkipJsonSchema[bool] = False


def act_output_model(
    element_ids: Sequence[str], methods: Sequence[str] = METHOD_NAMES, *, two_step: bool = False
) -> type[ActDecision]:
    """An ActDecision whose schema offers only existing ids (or ``"none"``) and the table's methods,
    and ``twoStep`` when a second step is possible.

    The enums are in the JSON schema the model is constrained by, but validation accepts any string,
    so a model that ignores them gets a clear ElementNotFoundError / UnsupportedMethodError naming its
    answer, instead of an opaque validation failure.
    """
    fields: dict[str, Any] = {
        "elementId": (one_of([*element_ids, NO_ELEMENT]), ...),
        "method": (one_of(methods), ...),
    }
    if two_step:
        fields["twoStep"] = (bool, False)
    return create_model("ActDecisionChoice", __base__=ActDecision, **fields)


def one_of(choices: Sequence[str]) -> Any:
    """A string the JSON schema restricts to ``choices`` (an enum), and validation does not."""
    return Annotated[str, WithJsonSchema({"type": "string", "enum": list(choices)})]


def talks_about_choosing(instruction: str) -> bool:
    return CHOOSING_WORDS.search(instruction) is not None


def method_lines(methods: Sequence[str]) -> str:
    lines = []
    for name in methods:
        hint = METHODS[name].hint
        if name == "drag_and_drop":
            hint = "drag it onto another element; argument: the id of the target element"
        lines.append(f"- {name}: {hint}")
    return "\n".join(lines)


def variables_rule(variable_names: Sequence[str]) -> list[str]:
    if not variable_names:
        return []
    names = ", ".join(f"%{name}%" for name in variable_names)
    return [f"- Where a variable's value belongs, write its placeholder exactly as given ({names})."]


def _rules(instruction: str, variable_names: Sequence[str], *, dropdowns: bool) -> str:
    rules = list(GENERAL_RULES)
    rules += list(DROPDOWN_RULES) if dropdowns and talks_about_choosing(instruction) else []
    rules += variables_rule(variable_names)
    return "\n".join(rules)


def act_messages(
    instruction: str,
    elements: str,
    *,
    methods: Sequence[str] = METHOD_NAMES,
    variable_names: Sequence[str] = (),
) -> list[Message]:
    """System + user message for choosing the element and method of one action.

    The instruction comes last, right before the answer: with it first, the 1.5B live model chose
    the checkbox for "type Ada Lovelace into the full name field" (2/3 on a 3-element form); last, 3/3.
    """
    user = (
        f"Methods:\n{method_lines(methods)}\n\n"
        f"Rules:\n{_rules(instruction, variable_names, dropdowns=True)}\n\n"
        f"Elements:\n{fenced(elements, 'elements')}\n\n"
        f"Instruction: {instruction}"
    )
    return [Message(role="system", content=ACT_SYSTEM), Message(role="user", content=user)]


def step_two_methods(methods: Sequence[str] = METHOD_NAMES) -> tuple[str, ...]:
    """Step two never selects from a native dropdown: step one already found it was not one."""
    return tuple(name for name in methods if name != "select_option")


def step_two_messages(
    original_instruction: str,
    previous_action: str,
    elements: str,
    *,
    methods: Sequence[str] = METHOD_NAMES,
    variable_names: Sequence[str] = (),
) -> list[Message]:
    """Stagehand's step-two prompt: finish a two-step action on the elements that just appeared."""
    allowed = step_two_methods(methods)
    user = (
        f"The original instruction was: {original_instruction}\n"
        f"You have just done step 1 of 2: {previous_action}\n"
        "Now find the element to act on to complete step 2 of 2. The elements below just appeared.\n\n"
        f"Methods:\n{method_lines(allowed)}\n\n"
        f"Rules:\n{_rules(original_instruction, variable_names, dropdowns=False)}\n\n"
        f"Elements:\n{fenced(elements, 'elements')}"
    )
    return [Message(role="system", content=ACT_SYSTEM), Message(role="user", content=user)]


def heal_instruction(method: str, description: str) -> str:
    """Stagehand's self-heal instruction: "<method> <description>", e.g. "click Login button"."""
    return f"{method} {description}".strip()
