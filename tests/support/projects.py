"""Source snippets for the small user projects that pytester tests write and run."""

from __future__ import annotations


def static_app_fixture(name: str) -> str:
    """Conftest source for a session fixture ``name`` serving the project's ``app/`` folder on a free
    loopback port (its value is the base URL)."""
    return f"""
import threading as _threading
from functools import partial as _partial
from http.server import SimpleHTTPRequestHandler as _Handler, ThreadingHTTPServer as _Server
from pathlib import Path as _Path

import pytest as _pytest


class _Quiet(_Handler):
    def log_message(self, *args):
        pass


@_pytest.fixture(scope="session")
def {name}():
    server = _Server(("127.0.0.1", 0), _partial(_Quiet, directory=str(_Path(__file__).parent / "app")))
    _threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{{server.server_address[1]}}"
    server.shutdown()
    server.server_close()
"""


# Conftest source for a rule-based model double (``def answer(messages, output_type)``): it acts on the
# element whose name the instruction quotes ("type ada into 'Username'" fills it, "check 'Terms'"
# checks it, anything else clicks; self-heal's unquoted "fill Locked" names it after the method),
# says YES when the page says "Welcome ada", and extracts that greeting. Conftests add the fixture
# that serves it (or not).
RULES_ANSWER = r"""
import re


def answer(messages, output_type):
    text = "\n".join(message.text() for message in messages)
    fields = output_type.model_fields
    if "elementId" in fields:
        instruction = re.search(r"Instruction: (.*)", text).group(1)
        quoted = re.search(r"'([^']+)'", instruction)
        target = quoted.group(1) if quoted else instruction.split(" ", 1)[-1]
        found = re.search(r"\[([0-9]+-[0-9]+)\] \w+ \"" + re.escape(target) + '"', text)
        typed = re.match(r"type (\S+) into", instruction)
        return {
            "elementId": found.group(1) if found else "none",
            "description": target,
            "method": "fill" if typed else ("check" if instruction.startswith("check") else "click"),
            "arguments": [typed.group(1)] if typed else [],
            "twoStep": False,
        }
    if "evaluation" in fields:
        return {"reasoning": "The page says Welcome ada.", "evaluation": "YES" if "Welcome ada" in text else "NO"}
    if "message" in fields:
        found = re.search(r"Welcome \w+", text)
        return {"message": found.group(0) if found else ""}
    raise AssertionError(f"unexpected output type {output_type}")
"""


# A pytester project's conftest: the rule-based model as the session's stagehand_llm (model id
# "rules/v1"), which fails the test when FORBID_LLM is set (a rerun the cache must answer alone),
# and the static app served as the ``app_url`` fixture.
RULES_CONFTEST = (
    RULES_ANSWER
    + r"""
import os

import pytest

from pytest_stagehand.testing import FunctionLLM


def forbidding(messages, output_type):
    if os.environ.get("FORBID_LLM"):
        raise AssertionError("the model was called although the cache should have answered")
    return answer(messages, output_type)


@pytest.fixture(scope="session")
def stagehand_llm():
    return FunctionLLM(forbidding, model_id="rules/v1")

"""
    + static_app_fixture("app_url")
)
