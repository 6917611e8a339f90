"""Plugin behaviour through pytester: options, ini, env, precedence, markers, header, browser."""

from __future__ import annotations

import json
from xml.etree import ElementTree

import pytest

from tests.support.server import Site

pytest_plugins = ["pytester"]

PASSING = "def test_ok():\n    pass\n"


def run_inline(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    """In-process run for tests that start no browser.

    pytest-playwright's soft-assertion scope cannot nest inside the outer test's, so it is left out;
    tests that need a browser run in a subprocess instead.
    """
    return pytester.runpytest("-p", "no:playwright", *args)


def test_header_shows_every_setting_with_its_source(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(PASSING)
    pytester.makeini("[pytest]\nstagehand_cache = off\nstagehand_verbose = 1\n")
    result = run_inline(pytester, "--stagehand-model=anthropic/claude-sonnet-4-5")
    result.assert_outcomes(passed=1)
    header = "\n".join(line for line in result.outlines if line.startswith("stagehand:"))
    assert "model='anthropic/claude-sonnet-4-5' (cli)" in header
    assert "cache='off' (ini)" in header
    assert "verbose=1 (ini)" in header
    assert "dom_settle_timeout=3000 (default)" in header


def test_env_beats_ini_and_cli_beats_env(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> None:
    pytester.makepyfile(PASSING)
    pytester.makeini("[pytest]\nstagehand_cache = off\nstagehand_timeout = 5000\n")
    monkeypatch.setenv("STAGEHAND_CACHE", "refresh")
    monkeypatch.setenv("STAGEHAND_TIMEOUT", "7000")
    result = run_inline(pytester, "--stagehand-timeout=9000")
    header = "\n".join(result.outlines)
    assert "cache='refresh' (env)" in header
    assert "timeout=9000 (cli)" in header


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--stagehand-cache=bogus"], "stagehand cache: 'bogus' is not a cache mode"),
        (["--stagehand-model=gpt-4o"], "stagehand model 'gpt-4o' has no provider"),
        (["--stagehand-dom-settle-timeout=soon"], "'soon' is not a whole number"),
    ],
)
def test_bad_option_values_are_usage_errors_without_traceback(
    pytester: pytest.Pytester, args: list[str], message: str
) -> None:
    pytester.makepyfile(PASSING)
    result = run_inline(pytester, *args)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert message in result.stderr.str()
    assert "Traceback" not in result.stderr.str() + result.stdout.str()


@pytest.mark.parametrize(
    ("where", "message"),
    [
        ("env", "stagehand cache: 'bogus' is not a cache mode; use one of off, replay, auto, refresh"),
        ("ini", "stagehand heal-threshold: 2.0 is out of range"),
    ],
)
def test_bad_env_and_ini_values_are_usage_errors_naming_their_source(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, where: str, message: str
) -> None:
    pytester.makepyfile(PASSING)
    if where == "env":
        monkeypatch.setenv("STAGEHAND_CACHE", "bogus")
        source = "(set by the environment (STAGEHAND_CACHE))"
    else:
        pytester.makeini("[pytest]\nstagehand_heal_threshold = 2\n")
        source = "(set by the ini file (stagehand_heal_threshold))"
    result = run_inline(pytester)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    err = result.stderr.str()
    assert message in err
    assert source in err
    assert "Traceback" not in err + result.stdout.str()


@pytest.mark.parametrize(
    ("marker", "message"),
    [
        ("stagehand(model='gpt-4o')", "test_m: stagehand model 'gpt-4o' has no provider"),
        ("stagehand(timeout='soon')", "test_m: stagehand timeout: 'soon' is not a whole number"),
        ("stagehand('off')", "test_m: @pytest.mark.stagehand takes keyword arguments only, got ('off',)"),
        ("stagehand(modle='openai/gpt-4o')", "test_m: unknown stagehand setting(s) modle"),
    ],
)
def test_malformed_markers_fail_the_run_before_any_test_without_traceback(
    pytester: pytest.Pytester, marker: str, message: str
) -> None:
    pytester.makepyfile(
        f"import pytest\n\ndef test_first():\n    pass\n\n@pytest.mark.{marker}\ndef test_m():\n    pass\n"
    )
    result = run_inline(pytester)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    err = result.stderr.str()
    assert message in err
    assert "Traceback" not in err + result.stdout.str()
    assert "passed" not in result.stdout.str()  # validated at collection: nothing ran


def test_unknown_marker_key_fails_listing_allowed_keys(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        "import pytest\n@pytest.mark.stagehand(modle='openai/gpt-4o')\ndef test_typo():\n    pass\n"
    )
    result = run_inline(pytester)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    err = result.stderr.str()
    assert "test_typo" in err
    assert "unknown stagehand setting(s) modle" in err
    assert "allowed: base_url, cache, cache_dir" in err
    assert "Traceback" not in err


def test_positional_marker_arguments_are_rejected(pytester: pytest.Pytester) -> None:
    pytester.makepyfile("import pytest\n@pytest.mark.stagehand('off')\ndef test_pos():\n    pass\n")
    result = run_inline(pytester)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert "takes keyword arguments only" in result.stderr.str()


def test_bad_marker_value_is_a_usage_error(pytester: pytest.Pytester) -> None:
    pytester.makepyfile("import pytest\n@pytest.mark.stagehand(cache='sometimes')\ndef test_v():\n    pass\n")
    result = run_inline(pytester)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert "test_v: stagehand cache: 'sometimes' is not a cache mode" in result.stderr.str()


@pytest.mark.parametrize(
    ("key", "value", "flag"),
    [
        ("browser_path", "'/usr/bin/chromium'", "--stagehand-browser-path"),
        ("fail_on_heal", "True", "--stagehand-fail-on-heal"),
    ],
)
def test_a_session_only_setting_in_a_marker_is_a_usage_error_saying_where_to_set_it(
    pytester: pytest.Pytester, key: str, value: str, flag: str
) -> None:
    pytester.makepyfile(f"import pytest\n@pytest.mark.stagehand({key}={value})\ndef test_s():\n    pass\n")
    result = run_inline(pytester)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    err = result.stderr.str()
    assert f"test_s: stagehand {key} applies to the whole session" in err
    assert f"use the command line ({flag})" in err
    assert "Traceback" not in err + result.stdout.str()
    assert "passed" not in result.stdout.str()


FLAG_TEST = """
from pytest_stagehand.plugin_state import settings_of

def test_flags(request):
    settings = settings_of(request.config)
    print("FLAGS", settings.heal_selectors, settings.source_of("heal_selectors"),
          settings.fail_on_heal, settings.source_of("fail_on_heal"))
"""


@pytest.mark.parametrize("flag", ["--stagehand-heal-selectors", "--stagehand-fail-on-heal"])
def test_a_switch_never_swallows_the_test_path_after_it(pytester: pytest.Pytester, flag: str) -> None:
    pytester.makepyfile(test_flags=FLAG_TEST, test_other=PASSING)
    result = run_inline(pytester, "-s", flag, "test_flags.py")
    result.assert_outcomes(passed=1)  # test_flags.py was read as the path: test_other.py did not run
    attr = flag.removeprefix("--stagehand-")
    expected = {
        "heal-selectors": "FLAGS True cli False default",
        "fail-on-heal": "FLAGS False default True cli",
    }
    assert expected[attr] in result.stdout.str()


@pytest.mark.parametrize(
    ("args", "env", "ini", "shown"),
    [
        ([], "1", "false", "FLAGS True env False default"),  # env beats ini
        ([], None, "true", "FLAGS True ini False default"),
        (["--stagehand-no-heal-selectors"], "1", "true", "FLAGS False cli False default"),  # cli beats env
        (["--stagehand-heal-selectors"], "0", "false", "FLAGS True cli False default"),
        # the last of the pair on the command line wins, as with any argparse switch
        (
            ["--stagehand-heal-selectors", "--stagehand-no-heal-selectors"],
            None,
            None,
            "FLAGS False cli False default",
        ),
    ],
)
def test_switches_keep_cli_over_env_over_ini_and_can_be_turned_off_from_the_cli(
    pytester: pytest.Pytester,
    monkeypatch: pytest.MonkeyPatch,
    args: list[str],
    env: str | None,
    ini: str | None,
    shown: str,
) -> None:
    pytester.makepyfile(test_flags=FLAG_TEST)
    if env is not None:
        monkeypatch.setenv("STAGEHAND_HEAL_SELECTORS", env)
    if ini is not None:
        pytester.makeini(f"[pytest]\nstagehand_heal_selectors = {ini}\n")
    result = run_inline(pytester, "-s", *args)
    result.assert_outcomes(passed=1)
    assert shown in result.stdout.str()


def test_a_switch_given_a_value_is_a_clear_usage_error(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(PASSING)
    result = run_inline(pytester, "--stagehand-fail-on-heal=true")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert "argument --stagehand-fail-on-heal: ignored explicit argument 'true'" in result.stderr.str()


@pytest.mark.parametrize("option", ["--help", "--version"])
def test_help_and_version_still_print_when_a_stagehand_variable_is_bad(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, option: str
) -> None:
    monkeypatch.setenv("STAGEHAND_CACHE", "bogus")
    monkeypatch.setenv("STAGEHAND_HEAL_SELECTORS", "maybe")
    result = pytester.runpytest_subprocess(option)
    assert result.ret == pytest.ExitCode.OK
    out, err = result.stdout.str(), result.stderr.str()
    assert "Traceback (most recent call last)" not in out + err  # the help text itself mentions tracebacks
    if option == "--help":
        assert "--stagehand-cache=STAGEHAND_CACHE" in out
        assert "--stagehand-no-fail-on-heal" in out
        # the bad value is still pointed out, once, without stopping the help
        assert "warning: stagehand cache: 'bogus' is not a cache mode" in err
    else:
        assert "pytest" in out + err


def test_the_header_leaves_credentials_in_the_base_url_out(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(PASSING)
    result = run_inline(pytester, "--stagehand-base-url=http://alice:hunter2@llm.internal:8080/v1")
    result.assert_outcomes(passed=1)
    header = next(line for line in result.outlines if line.startswith("stagehand:"))
    assert "base_url='http://***@llm.internal:8080/v1' (cli)" in header
    assert "hunter2" not in result.stdout.str() + result.stderr.str()
    assert "alice" not in result.stdout.str()


def test_options_are_in_one_help_group(pytester: pytest.Pytester) -> None:
    result = run_inline(pytester, "--help")
    out = result.stdout.str()
    assert "Stagehand AI browser automation" in out
    for flag in (
        "--stagehand-model",
        "--stagehand-base-url",
        "--stagehand-cache-dir",
        "--stagehand-fail-on-heal",
        "--stagehand-no-fail-on-heal",
        "--stagehand-no-heal-selectors",
    ):
        assert flag in out
    assert "STAGEHAND_DOM_SETTLE_TIMEOUT" in out


BROWSER_TEST = """
import pytest
from playwright.sync_api import Page, expect
from pytest_stagehand import StagehandPage

@pytest.mark.stagehand(cache="off", dom_settle_timeout=50)
def test_page(page: Page, stagehand_page: StagehandPage) -> None:
    assert page is stagehand_page and isinstance(page, StagehandPage)
    assert page.stagehand_settings.cache == "off"
    assert page.stagehand_settings.source_of("dom_settle_timeout") == "marker"
    page.goto("/")
    expect(page).to_have_title("Local")
"""


def _write_index(pytester: pytest.Pytester) -> str:
    pytester.makefile(".html", index="<title>Local</title><p>hello</p>")
    return "file://" + str(pytester.path)


def test_real_browser_through_the_fallback_with_a_marker_and_screenshot(pytester: pytest.Pytester) -> None:
    """Drives real Chromium in a subprocess; Playwright's own browser is hidden so the fallback runs."""
    pytester.makepyfile(BROWSER_TEST.replace('page.goto("/")', 'page.goto(page.url_base + "/index.html")'))
    pytester.makeconftest(
        "import pytest\n"
        "@pytest.fixture\n"
        "def page(page):\n"
        f"    page.url_base = {_write_index(pytester)!r}\n"
        "    return page\n"
    )
    empty = pytester.mkdir("no-playwright-browsers")
    result = _run_subprocess(
        pytester, "--screenshot=on", "--output", str(pytester.path / "artifacts"), browsers_path=str(empty)
    )
    result.assert_outcomes(passed=1)
    assert list((pytester.path / "artifacts").rglob("*.png")), "pytest-playwright's --screenshot still works"


def _run_subprocess(pytester: pytest.Pytester, *args: str, browsers_path: str) -> pytest.RunResult:
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("PLAYWRIGHT_BROWSERS_PATH", browsers_path)
        return pytester.runpytest_subprocess(*args, timeout=120)


def test_missing_configured_browser_is_one_clear_message(pytester: pytest.Pytester) -> None:
    pytester.makepyfile("def test_p(page):\n    pass\n")
    empty = pytester.mkdir("no-playwright-browsers")
    result = _run_subprocess(pytester, "--stagehand-browser-path=/nowhere/chromium", browsers_path=str(empty))
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    out = result.stdout.str() + result.stderr.str()
    assert "'/nowhere/chromium' does not exist" in out
    assert "apt-get install -y --no-install-recommends chromium" in out
    assert "Traceback" not in out


def test_users_own_launch_args_override_still_wins(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(
        "import pytest\n"
        "@pytest.fixture(scope='session')\n"
        "def browser_type_launch_args():\n"
        "    return {'executable_path': '/users/own/chrome'}\n"
    )
    pytester.makepyfile("def test_p(page):\n    pass\n")
    empty = pytester.mkdir("no-playwright-browsers")
    result = _run_subprocess(pytester, browsers_path=str(empty))
    result.assert_outcomes(errors=1)
    assert "/users/own/chrome" in result.stdout.str()


PLAYWRIGHT_CONFTEST = """
import pytest
from pytest_stagehand.testing import ScriptedLLM

@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    # The user's override layers on pytest-playwright's (which carries --base-url).
    return {**browser_context_args, "viewport": {"width": 640, "height": 480}, "locale": "de-DE"}

@pytest.fixture(scope="session")
def stagehand_llm():
    llm = ScriptedLLM([{"extraction": "Hello from the local page"}, {"extraction": "hello"}])
    yield llm
    llm.assert_all_used()
"""

PLAYWRIGHT_TESTS = """
import pytest
from playwright.sync_api import expect

def test_base_url(page, base_url):
    page.goto("/index.html")
    assert page.url == base_url + "/index.html"
    expect(page).to_have_title("Local")

def test_context_args(page):
    assert page.viewport_size == {"width": 640, "height": 480}
    assert page.evaluate("navigator.language") == "de-DE"
    assert page.evaluate("[innerWidth, innerHeight]") == [640, 480]

@pytest.mark.stagehand(cache="off")
def test_llm_override(page, stagehand_llm):
    page.goto("/index.html")
    assert page.stagehand.llm is stagehand_llm
    assert page.extract("the greeting") == {"extraction": "Hello from the local page"}
    (call,) = stagehand_llm.calls
    assert "the greeting" in call.prompt_text
    assert "hello" in call.prompt_text  # the model saw the real page
    assert page.extract("the text") == {"extraction": "hello"}
    usage = page.stagehand.usage
    assert usage.calls_by_primitive() == {"extract": 2}
    assert usage.total.prompt_tokens > 0

def test_the_session_ledger_sums_every_test(request):
    from pytest_stagehand.plugin_state import session_of
    assert session_of(request.config).usage.calls_by_primitive() == {"extract": 2}
"""


def test_pytest_playwright_options_and_fixture_overrides_keep_working(
    pytester: pytest.Pytester, site: Site
) -> None:
    """--base-url, --browser, --tracing, --screenshot, --video, browser_context_args and stagehand_llm
    overrides, with neither Playwright's Chromium nor its ffmpeg installed (the system ones stand in)."""
    site.add("/index.html", "<title>Local</title><p>hello</p>")
    pytester.makeconftest(PLAYWRIGHT_CONFTEST)
    pytester.makepyfile(test_pw=PLAYWRIGHT_TESTS)
    empty = pytester.mkdir("no-playwright-browsers")
    result = _run_subprocess(
        pytester,
        "-v",
        f"--base-url={site.base_url}",
        "--browser=chromium",
        "--tracing=on",
        "--screenshot=on",
        "--video=on",
        "--junitxml=report.xml",
        browsers_path=str(empty),
    )
    result.assert_outcomes(passed=4)
    # Per-test usage by primitive reaches the report (the channel pytest-xdist ships to the controller).
    report = ElementTree.parse(pytester.path / "report.xml")
    case = next(c for c in report.iter("testcase") if c.get("name", "").startswith("test_llm_override"))
    properties = {p.get("name"): p.get("value", "") for p in case.iter("property")}
    assert properties["stagehand_llm_calls"] == "2"
    assert json.loads(properties["stagehand_usage"])["scripted/test"]["extract"]["calls"] == 2
    results = pytester.path / "test-results"
    for name in ("test-base-url", "test-context-args", "test-llm-override"):
        (folder,) = [p for p in results.iterdir() if name in p.name]
        assert (folder / "trace.zip").stat().st_size > 0, f"no trace for {name}"
        assert list(folder.glob("*.png")), f"no screenshot for {name}"
        (video,) = folder.glob("*.webm")
        assert video.read_bytes()[:4] == b"\x1a\x45\xdf\xa3", f"no WebM video for {name}"  # EBML magic


def test_headed_and_slowmo_pass_through_the_browser_fallback(pytester: pytest.Pytester) -> None:
    """--headed needs a display to launch, so this checks the launch arguments the plugin hands over:
    pytest-playwright's own, plus the system Chromium."""
    pytester.makepyfile(
        "from pytest_stagehand.browser import find_system_chromium\n"
        "def test_args(browser_type_launch_args):\n"
        "    assert browser_type_launch_args == {\n"
        "        'headless': False, 'slow_mo': 5, 'executable_path': str(find_system_chromium())\n"
        "    }\n"
    )
    empty = pytester.mkdir("no-playwright-browsers")
    result = _run_subprocess(pytester, "--headed", "--slowmo=5", browsers_path=str(empty))
    result.assert_outcomes(passed=1)


def test_verbose_prompts_and_answers_show_in_a_failing_tests_captured_log(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(
        "import pytest\n"
        "from pytest_stagehand.testing import FunctionLLM\n\n\n"
        "@pytest.fixture(scope='session')\n"
        "def stagehand_llm():\n"
        "    return FunctionLLM(lambda messages, output_type: {'elementId': '0-0', 'description': 'Go button',"
        " 'method': 'click', 'arguments': [], 'twoStep': False})\n"
    )
    pytester.makepyfile(
        "def test_go(page):\n"
        "    page.set_content('<button>Go</button>')\n"
        "    page.act(\"click 'Go'\")\n"
        "    assert False, 'after the act'\n"
    )
    result = pytester.runpytest_subprocess("--stagehand-cache=off", "--stagehand-verbose=2")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        [
            "*Captured log call*",
            "*stagehand act choosing the element prompt (user):*",
            "Instruction: click 'Go'",
            "*stagehand act choosing the element answer:*",
        ]
    )
