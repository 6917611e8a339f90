"""Plugin behaviour through pytester: options, ini, env, precedence, markers, header, browser."""

from __future__ import annotations

import json
import re
from pathlib import Path
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
    assert (
        "allowed: agent_allowed_urls, agent_max_steps, agent_plan_first, agent_safety_checks, base_url, base_url_images, cache,"
        " cache_dir" in err
    )
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
from pytest_stagehand.runtime.session import settings_of

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


SEES = """
def test_sees(stagehand_llm):
    assert stagehand_llm.supports_images is {sees}
"""


@pytest.mark.parametrize(
    ("args", "ini", "sees"),
    [
        (("--stagehand-base-url=http://127.0.0.1:1/v1",), "", False),
        (("--stagehand-base-url=http://127.0.0.1:1/v1", "--stagehand-base-url-images"), "", True),
        (("--stagehand-base-url=http://127.0.0.1:1/v1",), "stagehand_base_url_images = true", True),
        (
            ("--stagehand-base-url=http://127.0.0.1:1/v1", "--stagehand-no-base-url-images"),
            "stagehand_base_url_images = true",
            False,
        ),
    ],
)
def test_a_compatible_server_is_sent_images_only_when_it_is_said_to_see_them(
    pytester: pytest.Pytester, args: tuple[str, ...], ini: str, sees: bool
) -> None:
    pytester.makeini(f"[pytest]\n{ini}\n")
    pytester.makepyfile(SEES.format(sees=sees))
    result = run_inline(pytester, *args)
    result.assert_outcomes(passed=1)
    header = next(line for line in result.outlines if line.startswith("stagehand:"))
    assert f"base_url_images={sees}" in header


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
        "--stagehand-base-url-images",
        "--stagehand-no-base-url-images",
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
    from pytest_stagehand.runtime.session import session_of
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


MODEL_CONFTEST_INJECTED = """
import pytest
from pytest_stagehand.testing import ScriptedLLM

@pytest.fixture(scope="session")
def stagehand_llm():
    llm = ScriptedLLM([{"extraction": "scripted"}])
    yield llm
    llm.assert_all_used()
"""

MODEL_TESTS_INJECTED = """
import pytest

@pytest.mark.stagehand(model="anthropic/claude-sonnet-4-5", llm_timeout=5000)
def test_a_marker_model_keeps_the_injected_double(page, stagehand_llm):
    page.set_content("<p>hello</p>")
    assert page.stagehand.llm is stagehand_llm
    assert page.extract("the greeting") == {"extraction": "scripted"}
"""

MODEL_TESTS_PLUGIN = """
import pytest

SDKS = {}

def test_the_session_client(page, stagehand_llm):
    assert page.stagehand.llm is stagehand_llm
    assert stagehand_llm.model_id == "openai/session-model"
    SDKS["session"] = stagehand_llm._client()  # the openai SDK client (no request is sent)

@pytest.mark.stagehand(model="openai/marker-model")
def test_a_marker_model_replaces_the_plugins_client(page, stagehand_llm):
    page.set_content("<p>hello</p>")
    llm = page.stagehand.llm
    assert llm is not stagehand_llm
    assert llm.model_id == "openai/marker-model"
    assert page.extract("the greeting") == {"extraction": "hello"}
    assert page.extract("the greeting", model="openai/per-call-model") == {"extraction": "hello"}
    SDKS["marker"] = llm._client()
    SDKS["per-call"] = page.stagehand.extras["models"]["openai/per-call-model"]._client()
    assert not any(sdk.is_closed() for sdk in SDKS.values())

def test_clients_built_for_one_test_are_closed_when_it_ends():
    assert SDKS["marker"].is_closed()
    assert SDKS["per-call"].is_closed()
    assert not SDKS["session"].is_closed()  # the session's client lives until the session ends
"""


@pytest.mark.allow_llm_requests
def test_a_marker_model_applies_to_the_plugins_client_never_to_an_injected_one(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two folders in one run: one with the plugin's own client, one whose conftest injects a double."""
    from tests.wire.bodies import openai_chat
    from tests.wire.server import Reply, WireServer

    wire = WireServer().start()
    try:
        wire.reply(*[Reply(openai_chat('{"extraction": "hello"}'))] * 2)
        plugin_dir, injected_dir = pytester.mkpydir("plugin_client"), pytester.mkpydir("injected")
        (plugin_dir / "test_models.py").write_text(MODEL_TESTS_PLUGIN)
        (injected_dir / "conftest.py").write_text(MODEL_CONFTEST_INJECTED)
        (injected_dir / "test_injected.py").write_text(MODEL_TESTS_INJECTED)
        monkeypatch.setenv("OPENAI_API_KEY", "sk-test-models")
        result = pytester.runpytest_subprocess(
            "-p",
            "no:cacheprovider",
            "-p",
            "no:randomly",
            "--stagehand-cache=off",
            "--stagehand-model=openai/session-model",
            f"--stagehand-base-url={wire.url}/v1",
            timeout=120,
        )
    finally:
        wire.stop()
    result.assert_outcomes(passed=4)
    assert [r.json["model"] for r in wire.requests] == ["marker-model", "per-call-model"]


NO_BROWSER_CONFTEST = """
import pytest_stagehand.browser as browser

# A machine with no system Chromium: nothing at the known paths, no command on PATH.
browser.SYSTEM_CHROMIUM_PATHS = ()
browser.SYSTEM_CHROMIUM_COMMANDS = ()
browser.SYSTEM_HEADLESS_SHELL_PATHS = ()
browser.SYSTEM_HEADLESS_SHELL_COMMANDS = ()
"""


def test_no_browser_anywhere_is_exit_code_4_with_the_install_hint_and_no_traceback(
    pytester: pytest.Pytester,
) -> None:
    from pytest_stagehand.browser import INSTALL_HINT

    pytester.makeconftest(NO_BROWSER_CONFTEST)
    pytester.makepyfile("def test_p(page):\n    pass\n")
    empty = pytester.mkdir("no-playwright-browsers")
    result = _run_subprocess(pytester, browsers_path=str(empty))
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    out = result.stdout.str() + result.stderr.str()
    for line in INSTALL_HINT.splitlines():
        assert line in out
    assert "Traceback" not in out
    assert "passed" not in result.stdout.str()


@pytest.mark.parametrize(
    ("base_url", "model", "reason"),
    [
        (None, None, "live tier: no endpoint configured; set OPENAI_BASE_URL and LOCAL_LLM_MODEL"),
        ("http://127.0.0.1:9/v1", "qwen", "live tier: http://127.0.0.1:9/v1 does not answer"),
    ],
)
def test_the_live_tier_skips_with_its_reason_when_no_endpoint_is_usable(
    pytester: pytest.Pytester,
    monkeypatch: pytest.MonkeyPatch,
    base_url: str | None,
    model: str | None,
    reason: str,
) -> None:
    """The real tests/live/test_live_llm.py, run the way `make live` runs it but without a model."""
    root = Path(__file__).resolve().parents[1]
    for name, value in (("OPENAI_BASE_URL", base_url), ("LOCAL_LLM_MODEL", model)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    result = pytester.runpytest_subprocess(
        str(root / "tests" / "live" / "test_live_llm.py"),
        "-m",
        "live",
        "-rs",
        "-p",
        "no:cacheprovider",
        timeout=120,
    )
    outcomes = result.parseoutcomes()
    assert outcomes.get("skipped", 0) >= 2
    assert "passed" not in outcomes
    assert "failed" not in outcomes
    assert "error" not in outcomes
    result.stdout.fnmatch_lines([f"SKIPPED *{reason}*"])


def test_the_readme_quick_start_is_two_commands_and_ci_runs_its_test_command() -> None:
    root = Path(__file__).resolve().parents[1]
    readme = (root / "README.md").read_text(encoding="utf-8")
    quick_start = readme.split("\n## Quick start\n", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```(?:bash|sh|console)?\n(.*?)```", quick_start, re.S)
    commands = [
        line.split("#", 1)[0].strip()
        for block in blocks
        for line in block.splitlines()
        if line.split("#", 1)[0].strip()
    ]
    assert len(commands) == 2, commands
    (test_command,) = [c for c in commands if "test" in c.split()]
    ci_lines = [
        line.strip()
        for line in (root / ".ci" / "run").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    assert test_command in ci_lines, (test_command, ci_lines)


@pytest.mark.parametrize(
    ("ini", "expected"),
    [
        ("stagehand_cahce = off", "'stagehand_cahce' (did you mean 'stagehand_cache'?)"),
        (
            "stagehand_heal_treshold = 0.9",
            "'stagehand_heal_treshold' (did you mean 'stagehand_heal_threshold'?)",
        ),
        (
            "stagehand_zzz = 1",
            "unknown stagehand ini key(s) 'stagehand_zzz'; the ini file may set: stagehand_model",
        ),
    ],
)
def test_an_unknown_stagehand_ini_key_fails_at_start_up_naming_the_closest_one(
    pytester: pytest.Pytester, ini: str, expected: str
) -> None:
    pytester.makepyfile(PASSING)
    pytester.makeini(f"[pytest]\n{ini}\nstagehand_verbose = 1\n")
    result = run_inline(pytester)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    err = result.stderr.str()
    assert expected in err
    assert "Traceback" not in err + result.stdout.str()
    assert "passed" not in result.stdout.str()


def test_known_stagehand_ini_keys_and_other_plugins_keys_pass(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(PASSING)
    pytester.makeini("[pytest]\nstagehand_cache = off\nstagehand_verbose = 1\nxfail_strict = true\n")
    result = run_inline(pytester)
    assert result.ret == pytest.ExitCode.OK
