"""Security: a variable's value never appears in pytest's failure output (issue 24, items 2 and 10).

A failing act with ``variables={"pw": ...}`` used to print the value through the argument values and
locals of the plugin's own frames. The plugin's frames are hidden from pytest's traceback, and
values are held in a type whose repr is masked, whatever ``--tb``, ``-l``, JUnit or Allure. An error
that is not the plugin's (a model double that raises) loses the plugin's frames too."""

from __future__ import annotations

import pytest

from pytest_stagehand import StagehandPage
from pytest_stagehand.actions.variables import Masked, checked_values, substitute
from pytest_stagehand.errors import ActError
from pytest_stagehand.pipelines import act
from pytest_stagehand.testing import ScriptedLLM
from tests.support.pipeline import context
from tests.support.projects import RULES_CONFTEST
from tests.support.server import Site

SECRET = "Tr0ub4dor-3-secret"
APP = """<!doctype html><title>Login</title>
<label>Password <input id=pw type=password></label>
<label>Locked <input id=locked disabled></label>
<button>Log in</button>"""
TESTS = """
import os

from pytest_stagehand.testing import FunctionLLM


def test_fill_a_field_that_never_takes_it(page, app_url):
    page.goto(app_url + "/login.html")
    page.act("type %pw% into 'Locked'", variables={"pw": os.environ["THE_PW"]}, timeout=1500)


def test_fill_a_field_that_is_not_there(page, app_url):
    page.goto(app_url + "/login.html")
    page.act("type %pw% into 'Nowhere'", variables={"pw": os.environ["THE_PW"]})


def broken_model(messages, output_type):
    raise LookupError("the model double broke")


def test_a_model_that_raises(page, app_url):
    page.goto(app_url + "/login.html")
    page.act("type %pw% into 'Password'", variables={"pw": os.environ["THE_PW"]}, model=FunctionLLM(broken_model))
def test_an_agent_whose_model_calls_no_tool_that_exists(page, app_url):
    from pytest_stagehand.testing import ScriptedLLM, tool_call

    page.goto(app_url + "/login.html")
    model = ScriptedLLM([tool_call("no_such_tool"), tool_call("no_such_tool")])
    page.agent(model=model, plan_first=False).execute("log in", variables={"pw": os.environ["THE_PW"]})
"""


@pytest.fixture
def project(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.makeconftest(RULES_CONFTEST)
    pytester.makepyfile(test_secret=TESTS)
    (pytester.path / "app").mkdir()
    (pytester.path / "app" / "login.html").write_text(APP, encoding="utf-8")
    pytester.makeini("[pytest]\nstagehand_cache = off\n")
    return pytester


@pytest.mark.parametrize(
    "options",
    [
        ("--tb=long", "-l", "--junitxml=junit.xml", "--alluredir=allure"),
        ("--tb=auto",),
        ("--tb=auto", "-l"),
        ("--tb=short", "-l"),
    ],
    ids=["long-showlocals-junit-allure", "auto", "auto-showlocals", "short-showlocals"],
)
def test_no_failure_output_shows_the_value(
    project: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, options: tuple[str, ...]
) -> None:
    monkeypatch.setenv("THE_PW", SECRET)
    result = project.runpytest_subprocess("-p", "no:cacheprovider", *options)
    result.assert_outcomes(failed=4)
    output = result.stdout.str() + result.stderr.str()
    assert "act failed" in output  # the failure is reported...
    assert "LookupError: the model double broke" in output  # ...an error not the plugin's too
    assert "AgentError" in output
    assert SECRET not in output  # ...without the value
    for path in project.path.rglob("*"):
        if path.is_file() and path.suffix in (".xml", ".json", ".txt"):
            assert SECRET not in path.read_text(encoding="utf-8", errors="replace"), path
    # Only the test's own frame is shown, not the plugin's.
    assert "pytest_stagehand/pipelines" not in output
    assert "pytest_stagehand/agents" not in output
    assert "pytest_stagehand/actions" not in output


def test_values_are_masked_in_reprs_and_used_as_they_are() -> None:
    values = checked_values({"pw": SECRET, "pin": 1234})
    assert SECRET not in repr(values)
    assert "1234" not in repr(values)
    assert values["pw"] == SECRET
    assert values["pin"] == "1234"
    [typed] = substitute(["x%pw%y"], values)
    assert typed == f"x{SECRET}y"
    assert isinstance(typed, Masked)
    assert SECRET not in repr(typed)
    assert SECRET not in repr([typed])


def test_a_failed_act_lists_what_the_model_was_offered_and_its_answer(
    page: StagehandPage, site: Site
) -> None:
    page.goto(site.add("/tb-offered.html", APP))
    llm = ScriptedLLM(
        [{"elementId": "none", "description": "", "method": "click", "arguments": [], "twoStep": False}] * 2
    )
    with pytest.raises(ActError) as caught:
        act(context(page, llm), "click the Delete button")
    message = str(caught.value)
    assert "offered to the model (3)" in message
    assert 'button "Log in"' in message
    assert '"elementId":"none"' in message
    assert "url: " in message
    assert "instruction: 'click the Delete button'" in message
