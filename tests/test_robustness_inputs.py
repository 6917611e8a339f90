"""Robustness: bad inputs give typed errors at the call, and leave nothing behind (issue 24, items 4, 11)."""

from __future__ import annotations

import json
import math
import os
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from pytest_stagehand import StagehandPage
from pytest_stagehand.cache.files import LOCK_FILE, UnreadableCacheFile, locked, read_module
from pytest_stagehand.errors import (
    ActError,
    ActionArgumentError,
    CacheError,
    EvaluationError,
    ExtractError,
    ObserveError,
)
from pytest_stagehand.evaluation.evaluator import Evaluator
from pytest_stagehand.pipelines import act, extract, observe
from pytest_stagehand.snapshot import capture_snapshot
from pytest_stagehand.testing import ScriptedLLM
from tests.support.pipeline import choice, context, id_of
from tests.support.server import Site

PIN = """<!doctype html><title>PIN</title>
<label>PIN <input id=pin></label>
<button onclick="document.querySelector('#out').textContent = document.querySelector('#pin').value">Go</button>
<p id=out></p>
"""


@pytest.fixture
def pin_page(page: StagehandPage, site: Site) -> StagehandPage:
    page.goto(site.add("/robust-pin.html", PIN))
    return page


@pytest.mark.parametrize(("value", "typed"), [(1234, "1234"), (2.5, "2.5"), ("0042", "0042")])
def test_number_variables_are_typed_as_their_text(pin_page: StagehandPage, value: Any, typed: str) -> None:
    field = id_of(capture_snapshot(pin_page), "textbox", "PIN")
    ctx = context(pin_page, ScriptedLLM([choice(field, "PIN", "fill", "%pin%")]))
    act(ctx, "type %pin% into the PIN field", variables={"pin": value})
    expect(pin_page.locator("#pin")).to_have_value(typed)


@pytest.mark.parametrize("value", [None, True, ["1", "2"], {"a": 1}, b"1234", math.nan, object()])
def test_other_variable_values_are_rejected_at_the_call_and_never_kept(
    pin_page: StagehandPage, value: Any
) -> None:
    field = id_of(capture_snapshot(pin_page), "textbox", "PIN")
    llm = ScriptedLLM([choice(field, "PIN", "fill", "%pin%")])
    ctx = context(pin_page, llm)
    with pytest.raises(ActionArgumentError, match=r"variable 'pin' .*str, int or float"):
        act(ctx, "type %pin% into the PIN field", variables={"pin": value})
    assert llm.calls == []  # rejected before any work
    assert not ctx.secrets.names_by_value
    # The rejected value did not poison the context: the next call works.
    act(ctx, "type %pin% into the PIN field", variables={"pin": "5678"})
    expect(pin_page.locator("#pin")).to_have_value("5678")


def test_variables_that_are_not_a_mapping_are_rejected(pin_page: StagehandPage) -> None:
    ctx = context(pin_page, ScriptedLLM([]))
    with pytest.raises(ActionArgumentError, match="variables must be a mapping"):
        act(ctx, "type %pin% into the PIN field", variables=["pin"])  # type: ignore[arg-type]


@pytest.mark.parametrize("instruction", [None, 42, b"click Go"])
def test_act_with_no_instruction_is_a_clear_act_error(pin_page: StagehandPage, instruction: Any) -> None:
    with pytest.raises(ActError, match="instruction"):
        act(context(pin_page, ScriptedLLM([])), instruction)


@pytest.mark.parametrize("timeout", [-5, 0, math.nan, math.inf, True, "1000"])
def test_a_timeout_that_is_not_a_positive_number_is_rejected(pin_page: StagehandPage, timeout: Any) -> None:
    ctx = context(pin_page, ScriptedLLM([]))
    with pytest.raises(ActError, match="timeout"):
        act(ctx, "click Go", timeout_ms=timeout)
    with pytest.raises(ObserveError, match="timeout"):
        observe(ctx, "the Go button", timeout_ms=timeout)
    with pytest.raises(ExtractError, match="timeout"):
        extract(ctx, "the PIN", timeout_ms=timeout)


def test_page_timeout_rejected_through_the_page_too(pin_page: StagehandPage) -> None:
    with pytest.raises(ActError, match=r"timeout=-5"):
        pin_page.act("click Go", timeout=-5)


def test_evaluate_goal_on_a_closed_page_is_an_evaluation_error(page: StagehandPage, site: Site) -> None:
    page.goto(site.add("/robust-closed.html", PIN))
    judge = Evaluator(page, ScriptedLLM([]), today=lambda: "2026-11-05")
    page.close()
    with pytest.raises(EvaluationError, match="closed"):
        judge.ask("the PIN is shown")
    with pytest.raises(EvaluationError, match="closed"):
        judge.batch_ask(["the PIN is shown"])


def test_a_lock_file_that_is_a_symlink_is_refused_and_its_target_not_created(tmp_path: Path) -> None:
    root = tmp_path / "cache"
    root.mkdir()
    target = tmp_path / "elsewhere" / "created-by-the-plugin"
    target.parent.mkdir()
    os.symlink(target, root / LOCK_FILE)
    with pytest.raises(CacheError, match="symlink"), locked(root, timeout_s=1):
        pass
    assert not target.exists()


@pytest.mark.parametrize("version", [True, 1.0, "1"])
def test_a_schema_version_that_is_not_the_integer_is_unreadable(tmp_path: Path, version: Any) -> None:
    path = tmp_path / "test_x.py.json"
    path.write_text(json.dumps({"schema_version": version, "module": "test_x.py", "tests": {}}))
    with pytest.raises(UnreadableCacheFile, match="schema_version"):
        read_module(path)
