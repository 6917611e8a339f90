"""AnswerLLM and the answer builders: keyed by the request, so order, subsets and xdist do not matter."""

from __future__ import annotations

import importlib.util

import pytest
from playwright.sync_api import expect

from pytest_stagehand import StagehandPage
from pytest_stagehand.errors import ScriptedLLMError
from pytest_stagehand.testing import AnswerLLM, act_answer, extract_answer, observe_answer, verdict

pytest_plugins = ["pytester"]

FORM = """<h1>Sign in</h1>
<label>Email <input name=email></label>
<button onclick="document.querySelector('#out').textContent = 'Signed in as ' +
  document.querySelector('[name=email]').value">Sign in</button>
<button onclick="document.querySelector('#out').textContent = 'Sign up form'">Sign up</button>
<a href="#help">Sign in</a>
<p id=out></p>"""


def test_acts_observes_extracts_and_judges_by_request(page: StagehandPage) -> None:
    page.set_content(FORM)
    llm = AnswerLLM(
        {
            "type ada@example.com into the email field": act_answer(
                element="Email", method="fill", arguments=["ada@example.com"]
            ),
            "click  the SIGN IN button": act_answer(element="Sign in", role="button"),
            "the sign-up button": observe_answer("Sign up"),
            "the greeting": extract_answer("Signed in as ada@example.com"),
            "the user is signed in": verdict("YES", "The page says Signed in as ada."),
            "the sign-up form is shown": verdict("NO", "No sign-up form."),
        }
    )
    page.stagehand.llm = llm
    # Asked in another order than written, and one key twice: nothing is used up.
    page.act("Click the Sign in button")
    page.act("type ada@example.com into the email field")
    page.act("click the sign in button")
    expect(page.locator("#out")).to_have_text("Signed in as ada@example.com")
    [found] = page.observe("the sign-up button")
    assert found.description == "Sign up"
    assert found.method == "click"
    assert page.extract("the greeting") == {"extraction": "Signed in as ada@example.com"}
    judged = page.evaluate_goal("the user is signed in", evidence="page_text", screenshot_delay_ms=0)
    assert judged
    assert judged.reasoning == "The page says Signed in as ada."
    both = page.evaluate_goals(
        ["the sign-up form is shown", "the user is signed in"], evidence="page_text", screenshot_delay_ms=0
    )
    assert [v.evaluation for v in both.verdicts] == ["NO", "YES"]
    assert llm.unused() == []


def test_a_request_with_no_answer_names_it_and_the_known_keys(page: StagehandPage) -> None:
    page.set_content(FORM)
    page.stagehand.llm = AnswerLLM({"click the Sign in button": act_answer(element="Sign in")})
    with pytest.raises(
        ScriptedLLMError, match=r"no answer for the act request 'click Sign up'; it knows: 'click the sign in"
    ):
        page.act("click Sign up")


def test_an_act_answer_for_an_element_the_page_lacks_lists_what_it_shows(page: StagehandPage) -> None:
    page.set_content(FORM)
    page.stagehand.llm = AnswerLLM({"click Register": act_answer(element="Register")})
    with pytest.raises(
        ScriptedLLMError, match=r"act_answer\(element='Register'\): no such element.*button 'Sign up'"
    ):
        page.act("click Register")


def test_an_exception_as_answer_is_raised_at_that_call(page: StagehandPage) -> None:
    page.set_content(FORM)
    page.stagehand.llm = AnswerLLM({"the total": ScriptedLLMError("server down")})
    with pytest.raises(ScriptedLLMError, match="server down"):
        page.extract("the total")


def test_builders_refuse_what_no_model_could_answer() -> None:
    with pytest.raises(ScriptedLLMError, match=r"verdict\('MAYBE'\): the evaluation is 'YES' or 'NO'"):
        verdict("MAYBE")
    with pytest.raises(ScriptedLLMError, match="a list of strings"):
        act_answer(element="Email", method="fill", arguments="ada")
    assert verdict("no", "why").output() == {"evaluation": "NO", "reasoning": "why"}


CONFTEST = """
import pytest
from pytest_stagehand.testing import AnswerLLM, act_answer, verdict

@pytest.fixture(scope="session")
def stagehand_llm():
    return AnswerLLM({
        "click the Add button": act_answer(element="Add"),
        "click the Reset button": act_answer(element="Reset"),
        "the count is 1": verdict("YES", "The count reads 1."),
        "the count is 0": verdict("YES", "The count reads 0."),
    })
"""

TESTS = """
import pytest
from playwright.sync_api import expect

PAGE = '''<p id=n>0</p><button onclick="n.textContent = +n.textContent + 1">Add</button>
<button onclick="n.textContent = 0">Reset</button>'''

@pytest.mark.parametrize("run", range(3))
def test_add(page, run):
    page.set_content(PAGE)
    page.act("click the Add button")
    expect(page.locator("#n")).to_have_text("1")
    assert page.evaluate_goal("the count is 1", evidence="page_text", screenshot_delay_ms=0)

def test_reset(page):
    page.set_content(PAGE)
    page.act("click the Add button")
    page.act("click the Reset button")
    assert page.evaluate_goal("the count is 0", evidence="page_text", screenshot_delay_ms=0)
"""


@pytest.mark.skipif(importlib.util.find_spec("xdist") is None, reason="pytest-xdist is not installed")
def test_the_keyed_double_works_under_xdist_and_for_any_subset(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_counter=TESTS)
    args = ("-p", "no:cacheprovider", "--stagehand-cache=off", "--stagehand-dom-settle-timeout=50")
    pytester.runpytest_subprocess(*args, "-n", "2").assert_outcomes(passed=4)
    pytester.runpytest_subprocess(*args, "-k", "reset").assert_outcomes(passed=1, deselected=3)


def test_a_yes_quotes_the_page_texts_first_line_unless_given_evidence() -> None:
    request = "Page text:\n<page_text>\n# Cart\n  3 items\n</page_text>\n\nStatement: the cart has 3 items"
    assert verdict("YES", "r").output(request) == {
        "evidence": ["# Cart"],
        "evaluation": "YES",
        "reasoning": "r",
    }
    assert verdict("YES", "r", evidence=["3 items"]).output(request)["evidence"] == ["3 items"]
    assert "evidence" not in verdict("NO", "r").output(request)
    assert "evidence" not in verdict("YES", "r").output("no page text here")
