"""Helpers for in-process pipeline tests: a login page, finding an element's snapshot id, a scripted
element choice and a pipeline context for a page."""

from __future__ import annotations

from pytest_stagehand import StagehandPage
from pytest_stagehand.llm import UsageLedger
from pytest_stagehand.pipelines import PipelineContext
from pytest_stagehand.snapshot import Snapshot
from pytest_stagehand.testing import FunctionLLM, ScriptedLLM

LOGIN = """<!doctype html><title>Login</title>
<form onsubmit="event.preventDefault();
  document.querySelector('#status').textContent =
    'Welcome ' + this.email.value + (this.password.value === 'hunter2' ? ' (password ok)' : ' (bad password)')">
  <label>Email <input name=email></label>
  <label>Password <input name=password type=password></label>
  <button>Log in</button>
</form>
<p id=status></p>
"""


def id_of(snapshot: Snapshot, role: str, name: str) -> str:
    """The snapshot id of the element with this role and accessible name (ids are stable per state)."""
    matches = [node.id for node in snapshot.nodes.values() if node.role == role and node.name == name]
    assert len(matches) == 1, f"{role} {name!r}: {matches} in\n{snapshot.text}"
    return matches[0]


def choice(
    element_id: str, description: str, method: str, *arguments: str, two_step: bool = False
) -> dict[str, object]:
    """The act model's answer: act on ``element_id`` with ``method`` and ``arguments``."""
    return {
        "elementId": element_id,
        "description": description,
        "method": method,
        "arguments": list(arguments),
        "twoStep": two_step,
    }


def context(page: StagehandPage, llm: ScriptedLLM | FunctionLLM, *ledgers: UsageLedger) -> PipelineContext:
    """A pipeline context for ``page`` with the test's model and usage ledgers."""
    return PipelineContext(
        page=page, settings=page.stagehand_settings, llm=llm, usage=ledgers, history=page.history
    )
