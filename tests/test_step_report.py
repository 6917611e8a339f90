"""The HTML step report (--stagehand-report), as a person sees it: a user's project is run for real
(subprocess, real Chromium, a rule-based model double), then the report is opened in headless
Chromium and read the way a reviewer would: failing test first, its failing step, the chosen element
highlighted where it was on the page (in the page copies the report draws by default, and in
screenshots with ``--stagehand-report-screenshots=on``), variables masked, a test that crashed keeping
its steps, and a heal's old and new locator. A bad report path stops pytest before any test runs."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import FloatRect, Frame, Locator, Page, ViewportSize, expect

from tests.support.projects import static_app_fixture

CONFTEST = r"""
import re

import pytest

from pytest_stagehand.testing import FunctionLLM


def answer(messages, output_type):
    text = "\n".join(message.text() for message in messages)
    fields = output_type.model_fields
    if "elementId" in fields:
        instruction = re.search(r"Instruction: (.*)", text).group(1)
        if "explode" in instruction:
            raise RuntimeError("the model server went away")
        target = re.search(r"'([^']+)'", instruction).group(1)
        found = re.search(r"\[([0-9]+-[0-9]+)\] \w+ \"" + re.escape(target) + '"', text)
        typed = re.match(r"type (\S+) into", instruction)
        return {
            "elementId": found.group(1) if found else "none",
            "description": target,
            "method": "fill" if typed else "click",
            "arguments": [typed.group(1)] if typed else [],
            "twoStep": False,
        }
    if "evaluation" in fields:
        holds = "1 item" in text
        return {"evidence": ["1 item" if holds else "0 items"],
                "reasoning": f"The count reads {'1 item' if holds else '0 items'}.",
                "evaluation": "YES" if holds == ("one item" in text) else "NO"}
    raise AssertionError(f"unexpected output type {output_type}")


@pytest.fixture(scope="session")
def stagehand_llm():
    return FunctionLLM(answer, model_id="rules/v1")
""" + static_app_fixture("app_url")

SHOP = """<!doctype html><title>Shop</title>
<style>body { margin: 0; font: 16px sans-serif } #cart { position: absolute; left: 310px; top: 420px;
width: 150px; height: 44px }</style>
<form onsubmit="event.preventDefault(); document.getElementById('hello').textContent =
  this.password.value === 's3cret' ? 'Welcome ' + this.username.value : 'Wrong password'">
  <label>Username <input name=username></label>
  <label>Password <input name=password></label>
  <button id="login-btn" class="btn primary">Log in</button>
</form>
<p id=hello></p><p id=count>0 items</p>
<button id=cart onclick="document.getElementById('count').textContent = '1 item'">Add to cart</button>
"""

# The login button's id and label change and a second button appears: its stored locators fail, its
# fingerprint still finds it.
SHOP_V2 = SHOP.replace(
    '<button id="login-btn" class="btn primary">Log in</button>',
    '<button id="sign-in" class="btn primary">Log in now</button>\n'
    '  <button type="button" class="btn link">Forgot password?</button>',
)

TESTS = """
from playwright.sync_api import expect


def test_login(page, app_url):
    page.goto(app_url + "/shop.html")
    page.act("type ada into 'Username'")
    page.act("type %password% into 'Password'", variables={"password": "s3cret"})
    page.act("click 'Log in'")
    expect(page.locator("#hello")).to_have_text("Welcome ada")


def test_cart_holds_nothing(page, app_url):
    page.goto(app_url + "/shop.html")
    page.act("click 'Add to cart'")
    assert page.evaluate_goal("the cart is empty", evidence="page_text")


def test_crashes_mid_step(page, app_url):
    page.goto(app_url + "/shop.html")
    page.act("click 'Add to cart'")
    page.act("explode on 'Log in'")
"""


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("step-report")
    (root / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    (root / "test_shop.py").write_text(TESTS, encoding="utf-8")
    (root / "app").mkdir()
    (root / "app" / "shop.html").write_text(SHOP, encoding="utf-8")
    return root


def run(project: Path, *args: str, cli: bool = False) -> tuple[int, str]:
    import os
    import subprocess
    import sys

    command = [*args] if cli else ["-m", "pytest", "-p", "no:cacheprovider", *args]
    completed = subprocess.run(
        [sys.executable, *command],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])},
    )
    return completed.returncode, completed.stdout + completed.stderr


@pytest.fixture(scope="module")
def first_run(project: Path) -> Path:
    code, output = run(project, "--stagehand-cache=auto", "--stagehand-report=reports/run.html")
    assert code == 1, output  # two of the three tests fail on purpose
    assert f"stagehand step report: {project / 'reports' / 'run.html'}" in output
    return project / "reports" / "run.html"


@pytest.fixture(scope="module")
def screenshot_run(project: Path, first_run: Path) -> Path:
    code, output = run(
        project,
        "--stagehand-cache=auto",
        "--stagehand-report=reports/screenshots.html",
        "--stagehand-report-screenshots=on",
    )
    assert code == 1, output
    return project / "reports" / "screenshots.html"


def open_report(page: Page, path: Path) -> None:
    page.goto(path.as_uri())
    expect(page.locator("section.test").first).to_be_visible()


def drawn(copy: Locator) -> Frame:
    """The frame of a page copy in the report, once the report has drawn it."""
    copy.scroll_into_view_if_needed()
    expect(copy).to_have_attribute("data-drawn", "yes")
    handle = copy.element_handle()
    frame = handle.content_frame() if handle is not None else None
    assert frame is not None
    return frame


def test_failing_tests_come_first_with_their_failing_step(page: Page, first_run: Path) -> None:
    open_report(page, first_run)
    sections = page.locator("section.test")
    nodeids = [sections.nth(i).get_attribute("data-nodeid") for i in range(sections.count())]
    assert nodeids == [
        "test_shop.py::test_cart_holds_nothing[chromium]",
        "test_shop.py::test_crashes_mid_step[chromium]",
        "test_shop.py::test_login[chromium]",
    ]
    failing = sections.first
    expect(failing.locator(".badge")).to_have_text("FAILED")
    expect(failing.locator("pre.failure")).to_contain_text("the cart is empty")
    verdict = failing.locator("li.step.verdict")
    expect(verdict).to_have_class(re.compile(r"\bNO\b"))
    expect(verdict.locator(".instruction")).to_have_text("the cart is empty")
    expect(verdict.locator("pre.result")).to_have_text("The count reads 1 item.")
    expect(verdict.locator("img")).to_be_visible()
    act = failing.locator("li.step.act")
    expect(act.locator(".instruction")).to_have_text("click 'Add to cart'")
    expect(act.locator(".cache")).to_have_text("recorded, miss")
    expect(act.locator(".meta")).to_contain_text("1 LLM call(s)")
    # The prompt and answer are one click away.
    act.locator("summary").click()
    expect(act.locator("pre.prompt")).to_contain_text("Instruction: click 'Add to cart'")
    expect(act.locator("pre.answer")).to_contain_text('"elementId"')


def cart_on_the_page(page: Page, report: Path) -> tuple[ViewportSize, FloatRect]:
    """Where the cart button is on the page itself, in the viewport the run used (pytest-playwright's);
    then the report is opened in the same page."""
    viewport = page.viewport_size
    assert viewport is not None
    page.goto((report.parents[1] / "app" / "shop.html").as_uri())
    element = page.locator("#cart").bounding_box()
    assert element is not None
    open_report(page, report)
    return viewport, element


def test_the_highlight_sits_on_the_element_the_act_chose_in_the_page_copy(
    page: Page, first_run: Path
) -> None:
    viewport, element = cart_on_the_page(page, first_run)
    act = page.locator("section.test").first.locator("li.step.act")
    before, after = drawn(act.locator("figure.before iframe")), drawn(act.locator("figure.after iframe"))
    shot, box = (
        act.locator("figure.before .shot").bounding_box(),
        act.locator("figure.before .highlight").bounding_box(),
    )
    cart = before.locator("#cart").bounding_box()  # the button as the report draws it
    assert shot is not None
    assert box is not None
    assert cart is not None
    assert box == pytest.approx(cart, abs=1.5)
    scale = viewport["width"] / shot["width"]
    seen = {"x": (box["x"] - shot["x"]) * scale, "y": (box["y"] - shot["y"]) * scale}
    assert seen == pytest.approx({"x": element["x"], "y": element["y"]}, abs=2.5)
    assert element["x"] == 310  # the page's own numbers, so the comparison above means something
    # Before the click the cart held nothing; the copy after it shows what the click did.
    expect(before.locator("#count")).to_have_text("0 items")
    expect(after.locator("#count")).to_have_text("1 item")
    assert act.locator("img").count() == 0  # a passing step: no screenshot


def test_the_highlight_sits_on_the_element_the_act_chose_in_a_screenshot(
    page: Page, screenshot_run: Path
) -> None:
    viewport, element = cart_on_the_page(page, screenshot_run)
    before = page.locator("section.test").first.locator("li.step.act figure.before")
    expect(before.locator("img")).to_be_visible()
    shot, box = before.locator(".shot").bounding_box(), before.locator(".highlight").bounding_box()
    assert shot is not None
    assert box is not None
    scale = viewport["width"] / shot["width"]
    seen = {
        "x": (box["x"] - shot["x"]) * scale,
        "y": (box["y"] - shot["y"]) * scale,
        "width": box["width"] * scale,
        "height": box["height"] * scale,
    }
    expected = {"x": element["x"], "y": element["y"], "width": element["width"], "height": element["height"]}
    assert seen == pytest.approx(expected, abs=2.5), (seen, element)
    assert element["x"] == 310  # the page's own numbers, so the comparison above means something
    # The picture after the click shows the page as it was then (a different image).
    after = page.locator("section.test").first.locator("li.step.act figure.after img")
    assert after.get_attribute("src") != before.locator("img").get_attribute("src")


def test_variables_are_masked(page: Page, first_run: Path) -> None:
    text = first_run.read_text(encoding="utf-8")
    assert "s3cret" not in text
    open_report(page, first_run)
    login = page.locator('section.test[data-nodeid*="test_login"]')
    typed = login.locator("li.step.act").nth(1)
    expect(typed.locator(".instruction")).to_have_text("type %password% into 'Password'")
    expect(typed.locator("pre.result")).to_contain_text("fill('%password%')")
    expect(login.locator(".badge")).to_have_text("PASSED")
    expect(login.locator("li.step")).to_have_count(3)
    # The page copy after typing it: the field is a block of colour with no value, the name is there.
    after = drawn(typed.locator("figure.after iframe"))
    expect(after.locator("input[name=password]")).to_have_value("")
    expect(after.locator("input[name=password]")).to_have_attribute("data-sh-masked", "")
    expect(after.locator("input[name=username]")).to_have_value("ada")


def test_a_test_that_crashes_mid_step_keeps_its_steps(page: Page, first_run: Path) -> None:
    open_report(page, first_run)
    crashed = page.locator('section.test[data-nodeid*="test_crashes_mid_step"]')
    expect(crashed.locator(".badge")).to_have_text("FAILED")
    steps = crashed.locator("li.step")
    expect(steps).to_have_count(2)
    expect(steps.nth(0)).to_have_class(re.compile(r"\bok\b"))
    expect(steps.nth(1)).to_have_class(re.compile(r"\bfailed\b"))
    expect(steps.nth(1).locator(".instruction")).to_have_text("explode on 'Log in'")
    expect(steps.nth(1).locator("pre.error")).to_contain_text("the model server went away")


def test_only_on_failure_pictures_failed_steps_and_falsy_verdicts_only(
    page: Page, project: Path, first_run: Path
) -> None:
    code, output = run(
        project,
        "--stagehand-cache=auto",
        "--stagehand-report=reports/failures.html",
        "--stagehand-report-screenshots=only-on-failure",
    )
    assert code == 1, output
    open_report(page, project / "reports" / "failures.html")

    def steps_of(test: str) -> Locator:
        return page.locator(f'section.test[data-nodeid="test_shop.py::{test}[chromium]"] li.step')

    # A passing test: every step listed, no screenshot taken.
    expect(steps_of("test_login")).to_have_count(3)
    expect(steps_of("test_login").locator("img")).to_have_count(0)
    # The act that passed has none; the NO verdict and the act that failed have theirs.
    cart = steps_of("test_cart_holds_nothing")
    expect(cart.first.locator("img")).to_have_count(0)
    expect(
        page.locator(
            'section.test[data-nodeid="test_shop.py::test_cart_holds_nothing[chromium]"] li.step.verdict img'
        )
    ).to_have_count(1)
    crashed = steps_of("test_crashes_mid_step")
    expect(crashed).to_have_count(2)
    expect(crashed.first.locator("img")).to_have_count(0)
    expect(crashed.last.locator("img").first).to_be_visible()


def test_report_screenshots_takes_only_its_choices(project: Path) -> None:
    code, output = run(project, "--stagehand-report-screenshots=sometimes", "-k", "test_login")
    assert code != 0
    assert "'sometimes' is not a choice; use one of dom, on, only-on-failure" in output


def test_a_heal_shows_the_old_and_the_new_locator(page: Page, project: Path, first_run: Path) -> None:
    assert SHOP_V2 != SHOP
    (project / "app" / "shop.html").write_text(SHOP_V2, encoding="utf-8")
    code, output = run(
        project, "--stagehand-cache=replay", "--stagehand-report=reports/healed.html", "-k", "test_login"
    )
    assert code == 0, output
    open_report(page, project / "reports" / "healed.html")
    step = page.locator("li.step.act").nth(2)
    expect(step.locator(".instruction")).to_have_text("click 'Log in'")
    expect(step.locator(".cache")).to_contain_text("healed")
    expect(step.locator(".heal-before")).to_contain_text("#login-btn")
    expect(step.locator(".heal-after")).to_contain_text("sign-in")
    expect(step.locator("figure.before .highlight")).to_have_count(1)  # the healed element, pictured

    # The review: the element as recorded (described: the cache keeps no picture) and as found now
    # (cut out of the screenshot), the runner-up, and a choice exported for `cache review`.
    heal = step.locator(".heal")
    expect(heal.locator(".crop-old")).to_contain_text('button "Log in" #login-btn')
    # The crop is the page copy moved and scaled so that the healed button fills it, less a margin.
    button = drawn(heal.locator(".crop-new .crop iframe")).locator("#sign-in").bounding_box()
    crop = heal.locator(".crop-new .crop").bounding_box()
    assert crop is not None
    assert crop["width"] == pytest.approx(240, abs=1)
    assert button is not None
    left, right = button["x"] - crop["x"], crop["x"] + crop["width"] - (button["x"] + button["width"])
    assert left == pytest.approx(right, abs=1)  # the same margin either side
    assert crop["x"] < button["x"] < button["x"] + button["width"] < crop["x"] + crop["width"]
    # (the button is at the page's top edge: no margin above it)
    assert crop["y"] <= button["y"] < button["y"] + button["height"] < crop["y"] + crop["height"]
    expect(heal.locator(".runner-up")).to_contain_text("Forgot password?")
    heal.locator("input[value=rejected]").check()
    with page.expect_download() as download:
        page.locator("#export-decisions").click()
    decisions = project / "decisions.json"
    download.value.save_as(decisions)
    (decision,) = json.loads(decisions.read_text(encoding="utf-8"))["heal_decisions"]
    assert decision["decision"] == "rejected"
    assert decision["test_name"] == "test_login[chromium]"
    cache = project / ".stagehand-cache" / "test_shop.py.json"
    assert decision["entry"] in json.loads(cache.read_text())["tests"]["test_login[chromium]"]
    code, output = run(project, "-m", "pytest_stagehand", "cache", "review", str(decisions), cli=True)
    assert code == 0, output
    assert (
        f"removed test_shop.py::test_login[chromium] {decision['entry']} (act \"click 'log in'\")" in output
    )
    entries = json.loads(cache.read_text())["tests"]["test_login[chromium]"]
    assert decision["entry"] not in entries
    assert len(entries) == 2  # the other steps stay


@pytest.mark.parametrize("where", ["a-file/report.html", "a-directory"])
def test_an_unwritable_report_path_stops_pytest_at_start_up(project: Path, where: str) -> None:
    (project / "a-file").write_text("not a directory", encoding="utf-8")
    (project / "a-directory").mkdir(exist_ok=True)
    code, output = run(project, f"--stagehand-report={where}", "-k", "test_login")
    assert code == pytest.ExitCode.USAGE_ERROR, output
    assert f"--stagehand-report={project / where}" in output
    assert "passed" not in output
    assert "failed" not in output


AGENT_TEST = """
from playwright.sync_api import expect

from pytest_stagehand.testing import ScriptedLLM, tool_call


def test_agent_logs_in(page, app_url):
    page.goto(app_url + "/shop.html")
    agent_llm = ScriptedLLM(
        [
            tool_call("act", action="type ada into 'Username'"),
            tool_call("act", action="type %password% into 'Password'"),
            tool_call("act", action="click 'Log in'"),
            tool_call("close", reasoning="logged in as ada", taskComplete=True),
        ],
        model_id="scripted/agent",
    )
    result = page.agent(model=agent_llm, plan_first=False).execute("log in as ada", variables={"password": "s3cret"})
    assert result.success
    expect(page.locator("#hello")).to_have_text("Welcome ada")
"""


def test_an_agent_run_is_its_acts_then_the_run_with_its_steps(page: Page, tmp_path: Path) -> None:
    (tmp_path / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    (tmp_path / "test_agent.py").write_text(AGENT_TEST, encoding="utf-8")
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "shop.html").write_text(SHOP, encoding="utf-8")
    code, output = run(tmp_path, "--stagehand-cache=off", "--stagehand-report=run.html")
    assert code == 0, output
    assert "s3cret" not in (tmp_path / "run.html").read_text(encoding="utf-8")
    open_report(page, tmp_path / "run.html")
    steps = page.locator("li.step")
    expect(steps).to_have_count(4)
    assert [steps.nth(i).get_attribute("data-kind") for i in range(4)] == ["act", "act", "act", "agent"]
    # each act the run made is a step of its own, with its own instruction and element
    expect(steps.nth(1).locator(".instruction")).to_have_text("type %password% into 'Password'")
    expect(steps.nth(1).locator("pre.result")).to_contain_text("fill('%password%')")
    # the run itself: its instruction, each tool call a line, the page before and after it
    run_step = steps.nth(3)
    expect(run_step.locator(".instruction")).to_have_text("log in as ada")
    expect(run_step.locator("pre.result")).to_contain_text("success=True completed=True")
    expect(run_step.locator("pre.result")).to_contain_text("3. act(action=\"click 'Log in'\")")
    expect(run_step.locator("pre.result")).to_contain_text("message: logged in as ada")
    expect(drawn(run_step.locator("figure.before iframe")).locator("input[name=username]")).to_have_value("")
    expect(drawn(run_step.locator("figure.after iframe")).locator("#hello")).to_have_text("Welcome ada")


def test_a_picture_is_taken_again_only_when_the_page_may_look_different(page: Page, tmp_path: Path) -> None:
    """Consecutive pictures of an unchanged page share one screenshot (the report's main cost); typing,
    a DOM change, scrolling, a running animation or another document each make a new one."""
    from pytest_stagehand.actions.variables import Secrets
    from pytest_stagehand.reporting.steps import StepRecorder, TestSteps

    (tmp_path / "a.html").write_text(
        "<input id=box><p id=text>one</p><div style='height:3000px'></div>"
        "<style>@keyframes spin { to { transform: rotate(360deg) } } .spin { animation: spin 1s infinite }</style>",
        encoding="utf-8",
    )
    page.goto((tmp_path / "a.html").as_uri())
    recorder = StepRecorder(page, TestSteps("t"), Secrets(), [])
    first = recorder._shot()
    again = recorder._shot(((1.0, 2.0, 3.0, 4.0),))
    assert again.image == first.image
    assert again.boxes == ((1.0, 2.0, 3.0, 4.0),)
    assert (recorder.shots_taken, recorder.shots_reused) == (1, 1)

    changes: list[Callable[[], object]] = [
        lambda: page.fill("#box", "typed"),  # a value, not an attribute: no DOM mutation
        lambda: page.evaluate("document.querySelector('#text').textContent = 'two'"),
        lambda: page.mouse.wheel(0, 400),
        lambda: page.evaluate("document.querySelector('#text').className = 'spin'"),
        lambda: page.goto((tmp_path / "a.html").as_uri() + "#again"),
    ]
    for change in changes:
        taken = recorder.shots_taken
        change()
        page.wait_for_timeout(50)  # let a scroll land
        recorder._shot()
        assert recorder.shots_taken == taken + 1
    taken = recorder.shots_taken
    recorder._shot()  # the animation keeps running: every picture is a new one
    assert recorder.shots_taken == taken + 1


def test_before_an_action_one_round_trip_scrolls_boxes_and_says_whether_to_picture_again(
    page: Page, tmp_path: Path
) -> None:
    """The element below the fold is brought into view, its box is read and the watch is asked in one
    call: an unchanged page keeps its last picture (with the new box); a scroll this call made takes a
    new one; an element in a frame is boxed where it is on the page."""
    from pytest_stagehand.actions.model import Action
    from pytest_stagehand.actions.variables import Secrets
    from pytest_stagehand.reporting.steps import Shot, StepRecorder, TestSteps

    (tmp_path / "a.html").write_text(
        "<button id=top>Top</button><div style='height:3000px'></div><button id=low>Low</button>"
        "<iframe style='border:7px solid;padding:5px' srcdoc='<p>x</p><button>Inner</button>'></iframe>",
        encoding="utf-8",
    )
    page.goto((tmp_path / "a.html").as_uri())
    recorder = StepRecorder(page, TestSteps("t"), Secrets(), [])
    recorder._shot()
    taken = recorder.shots_taken

    def before(locator: Locator) -> Shot:
        recorder._before = None
        recorder._watch(page, locator, Action(selector="css=x", method="click"))
        assert recorder._before is not None
        return recorder._before

    top = page.locator("#top")
    shot = before(top)
    assert recorder.shots_taken == taken  # nothing changed: the last picture, with the element's box
    box = top.bounding_box()
    assert box is not None
    assert shot.boxes == ((box["x"], box["y"], box["width"], box["height"]),)

    low = before(page.locator("#low"))
    assert recorder.shots_taken == taken + 1  # brought into view: the page looks different
    _, y, _, height = low.boxes[0]
    assert y >= 0
    assert y + height <= (page.viewport_size or {"height": 0})["height"]
    assert low.image != shot.image

    inner = page.frame_locator("iframe").locator("button")
    (boxed,) = before(inner).boxes  # a frame's element: boxed where it is on the page, not in its frame
    box = inner.bounding_box()
    assert box is not None
    assert boxed == pytest.approx((box["x"], box["y"], box["width"], box["height"]), abs=0.5)


def test_before_an_action_a_plain_css_locator_is_read_by_the_page_itself(
    page: Page, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A replayed act's stored ``css=`` locator is boxed without Playwright's main-world selector engine
    (building it costs a new document ~20 ms); the box and the picture are the ones Playwright's way gives."""
    from pytest_stagehand.actions.model import Action
    from pytest_stagehand.actions.variables import Secrets
    from pytest_stagehand.reporting.steps import Shot, StepRecorder, TestSteps
    from pytest_stagehand.snapshot import bounded

    (tmp_path / "a.html").write_text(
        "<button id=top>Top</button><div style='height:3000px'></div><button id=low>Low</button>",
        encoding="utf-8",
    )
    asked: list[str] = []
    real = bounded.evaluate_all_within

    def spy(locator: Locator, source: str, seconds: float, arg: object = None) -> object:
        asked.append(str(locator))
        return real(locator, source, seconds, arg)

    monkeypatch.setattr(bounded, "evaluate_all_within", spy)

    def before(selector: str) -> Shot:
        page.goto((tmp_path / "a.html").as_uri())
        recorder = StepRecorder(page, TestSteps("t"), Secrets(), [])
        recorder._watch(page, page.locator(selector), Action(selector=selector, method="click"))
        assert recorder._before is not None
        return recorder._before

    native = before("css=#low")
    assert asked == []
    by_playwright = before("#low")  # not a css= locator: Playwright resolves it
    assert len(asked) == 1
    assert native.boxes == by_playwright.boxes
    (box,) = native.boxes
    assert box[1] >= 0  # brought into view, as the action will bring it


def test_a_verdict_s_cache_label_says_where_it_came_from() -> None:
    from pytest_stagehand.evaluation.verdict import Verdict, VerdictCall
    from pytest_stagehand.reporting.steps import _verdict_cache

    assert _verdict_cache(Verdict("NO", "x", "q", decided=True)) == "page text"
    assert _verdict_cache(Verdict("YES", "x", "q", cached=True)) == "hit"
    assert _verdict_cache(Verdict("YES", "x", "q")) == "unknown"
    called = Verdict("YES", "x", "q", call=VerdictCall("prompt", "answer", None, "recorded"))
    assert _verdict_cache(called) == "recorded"
