"""Every act / observe prompt fits ``max_prompt_tokens``; extract reads in parts that fit it.

The probe's page of 50,000 buttons made a 1.5-million-character act prompt. Here a page of 3,000
buttons and a budget of 2,000 tokens: the prompt stays inside, the ids offered are the ones shown,
the best matches for the instruction are kept, and an element the model could not find because it
was left out is said to be possibly beyond the cut.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from pytest_stagehand import StagehandPage
from pytest_stagehand.config import Settings, resolve_settings
from pytest_stagehand.errors import ActError, ConfigError
from pytest_stagehand.llm import Message
from pytest_stagehand.pipelines import PipelineContext, act, extract, observe
from pytest_stagehand.prompts.budget import fit_elements
from pytest_stagehand.snapshot import SnapshotNode, estimate_tokens
from pytest_stagehand.testing import FunctionLLM
from tests.support.server import Site

BUDGET = 2_000
BUTTONS = 3_000
# Numbered buttons, the one the tests look for last on the page.
BIG = "<!doctype html><title>Big</title><h1>Big</h1>\n" + "".join(
    f"<button onclick=\"document.title='clicked {n}'\">Item {n}</button>\n" for n in range(BUTTONS)
)


@pytest.fixture
def big(page: StagehandPage, site: Site) -> StagehandPage:
    page.goto(site.add("/big.html", BIG))
    return page


def budgeted(page: StagehandPage, llm: FunctionLLM, tokens: int = BUDGET) -> PipelineContext:
    settings = dataclasses.replace(page.stagehand_settings, max_prompt_tokens=tokens)
    return PipelineContext(page=page, settings=settings, llm=llm, history=page.history)


def prompt_tokens(messages: Sequence[Message]) -> int:
    return sum(estimate_tokens(m.text()) for m in messages)


def offered_ids(output_type: type[BaseModel]) -> list[str]:
    schema = output_type.model_json_schema()
    found: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if "elementId" in node.get("properties", {}):
                found.extend(node["properties"]["elementId"]["enum"])
            for value in node.values():
                walk(value)

    walk(schema)
    return found


def test_an_act_prompt_on_a_huge_page_fits_the_budget_and_keeps_the_named_element(big: StagehandPage) -> None:
    seen: list[tuple[int, list[str], str]] = []

    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> dict[str, Any]:
        ids = [i for i in offered_ids(output_type) if i != "none"]
        text = messages[-1].text()
        seen.append((prompt_tokens(messages), ids, text))
        target = next(line for line in text.splitlines() if 'button "Item 2999"' in line)
        return {"elementId": target[1 : target.index("]")], "method": "click", "arguments": []}

    # Half of one label: too little for the shortlist (it keeps nothing, so the whole page would be
    # offered), enough for the budget's ranking to keep "Item 2999" among what fits.
    act(budgeted(big, FunctionLLM(answer)), "press 2999")
    assert big.title() == "clicked 2999"
    tokens, ids, text = seen[0]
    assert tokens + 300 <= BUDGET  # the prompt's text and the schema's share
    assert 20 < len(ids) < BUTTONS  # cut, and the enum offers exactly what the prompt lists
    assert len(ids) == text.count('button "Item ')


def test_an_element_left_out_is_said_to_be_possibly_beyond_the_cut(big: StagehandPage) -> None:
    llm = FunctionLLM(lambda messages, output_type: {"elementId": "none", "method": "click", "arguments": []})
    with pytest.raises(ActError) as caught:
        act(budgeted(big, llm), "click the newsletter toggle")
    message = str(caught.value)
    assert "the model answered 'none'" in message
    assert f"of the page's {BUTTONS} elements fitted the prompt (max_prompt_tokens {BUDGET})" in message
    assert "--stagehand-max-prompt-tokens" in message
    assert all(prompt_tokens(list(call.messages)) <= BUDGET for call in llm.calls)


def test_a_page_that_fits_is_shown_whole_and_no_cut_is_mentioned(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/small.html", "<button>Save</button><button>Cancel</button>"))
    llm = FunctionLLM(lambda messages, output_type: {"elementId": "none", "method": "click", "arguments": []})
    with pytest.raises(ActError) as caught:
        act(budgeted(page, llm), "open the settings")
    assert "fitted the prompt" not in str(caught.value)
    assert 'button "Save"' in llm.calls[0].prompt_text
    assert 'button "Cancel"' in llm.calls[0].prompt_text


def test_observe_on_a_huge_page_fits_the_budget_and_warns_of_the_cut(
    big: StagehandPage, caplog: pytest.LogCaptureFixture
) -> None:
    llm = FunctionLLM(lambda messages, output_type: {"elements": []})
    with caplog.at_level(logging.WARNING, logger="pytest_stagehand"):
        assert observe(budgeted(big, llm), "find the item 17 button") == []
    assert prompt_tokens(list(llm.calls[0].messages)) <= BUDGET
    assert 'button "Item 17"' in llm.calls[0].prompt_text
    assert any("fitted the prompt" in record.getMessage() for record in caplog.records)


class Names(BaseModel):
    names: list[str]


def test_extract_reads_a_page_over_the_budget_in_parts_that_fit(big: StagehandPage) -> None:
    def answer(messages: Sequence[Message], output_type: type[BaseModel]) -> dict[str, Any]:
        if output_type.__name__ == "ExtractMetadata":
            return {"progress": "more to read", "completed": False}
        return {"names": ["Item 0"]}

    llm = FunctionLLM(answer)
    extract(budgeted(big, llm, tokens=4_000), "the item names", Names)
    reads = [call for call in llm.calls if call.output_type.__name__ != "ExtractMetadata"]
    assert len(reads) > 1  # the page (~12,000 tokens of text) in parts
    assert all(prompt_tokens(list(call.messages)) <= 4_000 for call in reads)


def test_ranking_keeps_the_best_matches_in_page_order_and_at_least_one() -> None:
    nodes = [
        SnapshotNode(f"0-{n}", None, 0, "button", "button", f"Item {n}", "", {}, {}, True, 0, f"/button[{n}]")
        for n in range(100)
    ]
    fitted = fit_elements("click item 42", nodes, budget=60)
    assert "Item 42" in [n.name for n in fitted.shown]
    assert [n.id for n in fitted.shown] == sorted((n.id for n in fitted.shown), key=lambda i: int(i[2:]))
    assert fitted.left_out == 100 - len(fitted.shown)
    assert fit_elements("click item 42", nodes, budget=0).shown  # never an empty list
    assert fit_elements("anything", nodes[:3], budget=1_000).left_out == 0


@pytest.mark.parametrize("raw", ["999", "lots", "-1"])
def test_a_budget_that_cannot_hold_a_prompt_is_a_config_error(raw: str) -> None:
    with pytest.raises(ConfigError, match="max-prompt-tokens"):
        resolve_settings(cli={"max_prompt_tokens": raw}, ini={}, env={}, rootdir=Path.cwd())


def test_a_context_longer_than_the_budget_is_a_config_error(big: StagehandPage) -> None:
    llm = FunctionLLM(lambda messages, output_type: {"elementId": "none", "method": "click", "arguments": []})
    ctx = dataclasses.replace(budgeted(big, llm, tokens=1_000), system_prompt="Be careful. " * 350)
    with pytest.raises(ConfigError, match="leaves no room for the page's elements"):
        act(ctx, "click item 1")
    assert not llm.calls
    assert isinstance(Settings().max_prompt_tokens, int)
