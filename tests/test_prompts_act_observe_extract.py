"""The act / observe / extract prompts and output models: pure functions, checked in full."""

from __future__ import annotations

import json
import re

import pytest
from pydantic import BaseModel

from pytest_stagehand.actions import METHOD_NAMES
from pytest_stagehand.prompts.act import (
    ACT_SYSTEM,
    NO_ELEMENT,
    act_messages,
    act_output_model,
    heal_instruction,
    step_two_messages,
    step_two_methods,
    talks_about_choosing,
)
from pytest_stagehand.prompts.compound import COMPOUND_SYSTEM, steps_output_model
from pytest_stagehand.prompts.extract import (
    URL_RULE,
    Extraction,
    ExtractMetadata,
    extract_messages,
    metadata_messages,
)
from pytest_stagehand.prompts.observe import (
    DEFAULT_OBSERVE_INSTRUCTION,
    observe_messages,
    observe_output_model,
)

ELEMENTS = '[0-1] textbox "Email"\n[0-2] button "Log in"'


def test_act_messages_are_system_then_user_with_methods_rules_elements_and_the_instruction_last() -> None:
    system, user = act_messages("click the Log in button", ELEMENTS)
    assert (system.role, system.content) == ("system", ACT_SYSTEM)
    assert user.role == "user"
    text = user.text()
    assert text.startswith("Methods:\n- click: click it\n")
    assert all(f"- {name}: " in text for name in METHOD_NAMES)
    assert "Buttons and links look the same to users." in text
    # The instruction right before the answer: a small model reads what it saw last.
    assert text.endswith(
        "Elements:\n<elements>\n" + ELEMENTS + "\n</elements>\n\nInstruction: click the Log in button"
    )
    assert "twoStep" not in text  # asked only when a second step can follow
    assert "dropdown" not in text  # no dropdown rules for a plain click
    assert "placeholder" not in text  # no variables rule without variables


@pytest.mark.parametrize(
    ("system", "output_model"),
    [
        (ACT_SYSTEM, act_output_model(["0-1"])),
        (COMPOUND_SYSTEM, steps_output_model(["0-1"])),
    ],
    ids=["act", "compound"],
)
def test_act_and_compound_answers_are_asked_for_on_one_line_in_their_own_shape(
    system: str, output_model: type[BaseModel]
) -> None:
    # The example is what the model copies the layout of: it must be one line of compact JSON and a
    # valid answer of the schema the model is held to, or it teaches a shape the grammar refuses.
    example = re.search(r"on one line, like (\{.*\})\. ", system)
    assert example is not None
    assert "\n" not in example.group(1)
    assert json.dumps(json.loads(example.group(1)), separators=(",", ":")) == example.group(1)
    answer = output_model.model_validate_json(example.group(1))
    assert set(answer.model_dump(exclude_defaults=True)) <= set(
        output_model.model_json_schema()["properties"]
    )


def test_act_prompt_is_compact() -> None:
    # The measured sweet spot for a 1.5B model is a short prompt; keep the fixed part small.
    fixed = sum(len(m.text()) for m in act_messages("x", ""))
    assert fixed < 1_600


@pytest.mark.parametrize(
    ("instruction", "expected"),
    [
        ("select Large from the size dropdown", True),
        ("choose a country", True),
        ("pick the blue option", True),
        ("open the Menu", True),
        ("click the Log in button", False),
        ("type hello into the search box", False),
        ("selected items count", False),
    ],
)
def test_dropdown_rules_only_when_choosing(instruction: str, expected: bool) -> None:
    assert talks_about_choosing(instruction) is expected
    text = act_messages(instruction, ELEMENTS)[1].text()
    assert ("method select_option, argument the exact option text" in text) is expected
    assert ("twoStep true" in text) is expected


def test_variables_are_named_never_valued() -> None:
    text = act_messages("type %password% into password", ELEMENTS, variable_names=["user", "password"])[
        1
    ].text()
    assert "placeholder exactly as given (%user%, %password%)" in text


def test_act_output_model_offers_existing_ids_and_table_methods_as_enums() -> None:
    model = act_output_model(["0-1", "0-2"])
    schema = model.model_json_schema()
    # Only what the pipeline uses: no description (read off the element), no twoStep unless asked.
    assert list(schema["properties"]) == ["elementId", "method", "arguments"]
    with_two_step = act_output_model(["0-1"], two_step=True).model_json_schema()
    assert list(with_two_step["properties"]) == ["elementId", "method", "arguments", "twoStep"]
    assert schema["properties"]["elementId"]["enum"] == ["0-1", "0-2", NO_ELEMENT]
    assert schema["properties"]["method"]["enum"] == list(METHOD_NAMES)
    # Validation is left to the pipeline, which explains a wrong answer better than a schema error.
    loose = model.model_validate({"elementId": "9-9", "description": "", "method": "fly", "arguments": []})
    assert (loose.elementId, loose.method, loose.twoStep) == ("9-9", "fly", False)


def test_step_two_prompt_and_methods() -> None:
    assert "select_option" not in step_two_methods()
    assert len(step_two_methods()) == len(METHOD_NAMES) - 1
    _, user = step_two_messages("select Red from the color dropdown", "click on Color dropdown", ELEMENTS)
    text = user.text()
    assert "The original instruction was: select Red from the color dropdown" in text
    assert "You have just done step 1 of 2: click on Color dropdown" in text
    assert "step 2 of 2" in text
    assert "- select_option" not in text
    assert "twoStep true" not in text


def test_heal_instruction_is_method_then_description() -> None:
    assert heal_instruction("click", "Save draft button") == "click Save draft button"
    assert heal_instruction("fill", "") == "fill"


def test_observe_messages_and_model() -> None:
    system, user = observe_messages(DEFAULT_OBSERVE_INSTRUCTION, ELEMENTS)
    assert "Return every element that matches" in system.text()
    assert user.text().startswith(f"Instruction: {DEFAULT_OBSERVE_INSTRUCTION}\n\n")
    assert user.text().endswith("Elements:\n<elements>\n" + ELEMENTS + "\n</elements>")
    schema = observe_output_model(["0-1", "0-2"]).model_json_schema()
    item = schema["$defs"]["ObservedElementChoice"]["properties"]
    assert item["elementId"]["enum"] == ["0-1", "0-2"]
    assert item["method"]["enum"] == list(METHOD_NAMES)
    answer = observe_output_model(["0-1"]).model_validate(
        {"elements": [{"elementId": "0-1", "description": "Email", "method": "fill"}]}
    )
    assert answer.elements[0].arguments == []


def test_extract_messages_plain_with_urls_and_in_parts() -> None:
    system, user = extract_messages("list products", '[0-1] StaticText "Kettle"')
    assert "YOU MUST" not in system.text()
    assert "extract ALL of the information" in system.text()
    assert URL_RULE not in system.text()
    assert user.text() == 'Instruction: list products\n\nPage:\n<page>\n[0-1] StaticText "Kettle"\n</page>'
    system, user = extract_messages(
        "list products", "page", asks_for_urls=True, part=(2, 3), previous={"extraction": "Kettle"}
    )
    assert URL_RULE in system.text()
    assert "The page is split into 3 parts; this is part 2." in user.text()
    assert json.dumps("Kettle") in user.text()


def test_metadata_messages_and_models() -> None:
    system, user = metadata_messages("list products", {"extraction": "Kettle"}, parts_seen=1, parts_total=4)
    assert "set completed to true" in system.text()
    assert "Parts of the page seen: 1 of 4." in user.text()
    assert '"extraction": "Kettle"' in user.text()
    assert list(ExtractMetadata.model_json_schema()["properties"]) == ["progress", "completed"]
    assert Extraction.model_json_schema()["required"] == ["extraction"]


def test_free_text_fields_are_bounded_in_the_schema_but_not_refused_on_validation() -> None:
    # A 1.5B model picked the right id, then wrote "description" until max_tokens cut the JSON (the
    # act failed); the same with a verdict's reasoning. The bound is a pattern, which OpenAI strict
    # mode keeps (it drops maxLength) and llama.cpp turns into a grammar.
    from pytest_stagehand.llm.schema import openai_strict_schema, output_json_schema
    from pytest_stagehand.prompts.act import DESCRIPTION_PATTERN, act_output_model
    from pytest_stagehand.prompts.evaluate import REASONING_PATTERN, EvaluationResult

    model = act_output_model(["0-1"])
    act_schema = openai_strict_schema(output_json_schema(model))
    assert "description" not in act_schema["properties"]  # the act answer has no free text at all
    assert DESCRIPTION_PATTERN == '^[^"\\\\]{0,80}$'
    verdict_schema = openai_strict_schema(output_json_schema(EvaluationResult))
    assert verdict_schema["properties"]["reasoning"]["pattern"] == REASONING_PATTERN
    # A pattern that admits '"' lets llama.cpp's grammar end the JSON string early (HTTP 500 live).
    for pattern in (DESCRIPTION_PATTERN, REASONING_PATTERN):
        assert re.fullmatch(pattern, "the 'Save' button")
        assert not re.fullmatch(pattern, 'the "Save" button')
        assert not re.fullmatch(pattern, "back\\slash")
    long = "x" * 500
    decision = model.model_validate({"elementId": "0-1", "description": long, "method": "click"})
    assert decision.description == long
    assert EvaluationResult.model_validate({"reasoning": long, "evaluation": "YES"}).reasoning == long
