"""Fixtures, registered from ``pytest_configure`` so they override pytest-playwright's.

Registered later than pytest-playwright, these win over its fixtures of the same name, and a
user's own conftest override still wins over them (conftest fixtures are more specific).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import pytest
from playwright.sync_api import Browser, BrowserType, Page

from .browser import find_system_chromium, resolve_executable
from .config import CacheMode, Settings
from .errors import BrowserConnectError, BrowserNotFoundError, ConfigError
from .page import StagehandPage, adopt_new_pages, as_stagehand_page
from .remote import connect_browser, is_remote
from .reporting.usage import report_properties
from .runtime.session import RUNTIME_KEY, SessionState, cache_identity, item_settings, session_of, settings_of
from .runtime.state import StagehandRuntime

if TYPE_CHECKING:
    from .agents import Agent
    from .evaluation.evaluator import Evaluator
    from .healing.healer import SelectorHealer
    from .llm import LLMClient
    from .reporting.steps import StepRecorder


@pytest.fixture(scope="session")
def browser_type_launch_args(
    browser_type_launch_args: dict[str, Any],
    browser_type: BrowserType,
    pytestconfig: pytest.Config,
) -> dict[str, Any]:
    """pytest-playwright's launch args, plus a system Chromium when Playwright's own is missing (and a
    system ffmpeg for ``--video`` when Playwright's is)."""
    args = dict(browser_type_launch_args)
    if is_remote(settings_of(pytestconfig)):
        return args  # the browser runs elsewhere: no local binary to find
    if pytestconfig.getoption("video", "off") != "off":
        _ensure_ffmpeg(Path(browser_type.executable_path))
    if browser_type.name != "chromium" or args.get("executable_path") or args.get("channel"):
        return args
    settings = settings_of(pytestconfig)

    def playwright_path() -> Path | None:
        path = Path(browser_type.executable_path)
        return path if path.is_file() else None

    def system_path() -> Path | None:  # pytest-playwright sets "headless" only for --headed
        return find_system_chromium(headless=args.get("headless", True))

    try:
        executable = resolve_executable(
            settings.browser_path, playwright_path=playwright_path, system_path=system_path
        )
    except BrowserNotFoundError as e:
        pytest.exit(str(e), returncode=pytest.ExitCode.USAGE_ERROR)
    if executable is not None:
        args["executable_path"] = str(executable)
    return args


@pytest.fixture(scope="session")
def launch_browser(
    launch_browser: Callable[..., Browser],
    browser_type_launch_args: dict[str, Any],
    browser_type: BrowserType,
    pytestconfig: pytest.Config,
) -> Callable[..., Browser]:
    """pytest-playwright's launcher, or a connection to a remote browser when ``connect`` / ``cdp`` is
    set (every worker of pytest-xdist connects on its own)."""
    settings = settings_of(pytestconfig)
    if not is_remote(settings):
        return launch_browser

    def connect(**kwargs: Any) -> Browser:
        try:
            return connect_browser(browser_type, settings, os.environ, {**browser_type_launch_args, **kwargs})
        except (BrowserConnectError, ConfigError) as e:
            # Said once, not once per test: without the browser no test of the session can run.
            pytest.exit(f"stagehand: {e}", returncode=pytest.ExitCode.USAGE_ERROR)

    return connect


def _ensure_ffmpeg(browser_executable: Path) -> None:
    from .browser import playwright_ffmpeg_path, provide_ffmpeg

    expected = playwright_ffmpeg_path(browser_executable)
    if expected is None:
        return  # an unfamiliar layout: Playwright itself will say what it misses
    try:
        linked = provide_ffmpeg(expected)
    except BrowserNotFoundError as e:
        pytest.exit(str(e), returncode=pytest.ExitCode.USAGE_ERROR)
    if linked is not None:
        sys.stderr.write(f"stagehand: --video uses the system ffmpeg {linked} (linked at {expected})\n")


@pytest.fixture(scope="session")
def stagehand_settings(pytestconfig: pytest.Config) -> Settings:
    """The session's resolved stagehand settings."""
    return settings_of(pytestconfig)


@pytest.fixture(scope="session")
def stagehand_llm(stagehand_settings: Settings, pytestconfig: pytest.Config) -> Iterator[LLMClient]:
    """The session's LLM client, built from the settings; override it in a conftest to inject your own
    (for example ``pytest_stagehand.testing.ScriptedLLM``). No SDK is imported before the first call."""
    from .llm import build_llm_client

    client = build_llm_client(stagehand_settings)
    session = session_of(pytestconfig)
    session.plugin_llm = client
    yield client
    session.plugin_llm = None
    client.close()  # the SDKs keep connection pools open otherwise


def _model_settings(settings: Settings) -> tuple[object, ...]:
    return (
        settings.model,
        settings.base_url,
        settings.base_url_images,
        settings.llm_timeout,
        settings.llm_retries,
        settings.llm_options,
    )


@pytest.fixture
def page(page: Page, request: pytest.FixtureRequest, stagehand_llm: LLMClient) -> Iterator[StagehandPage]:
    """pytest-playwright's page, with act / observe / extract / evaluate_goal / snapshot."""
    item = request.node
    settings = item_settings(item)
    session = session_of(request.config)
    test_file, test_name = cache_identity(item, request.config)
    built: list[LLMClient] = []  # clients built for this test alone, closed when it ends
    runtime = StagehandRuntime(
        settings=settings,
        test_id=item.nodeid,
        test_file=test_file,
        test_name=test_name,
        llm_factory=_llm_factory(stagehand_llm, settings, session, built),
        store=None if settings.cache is CacheMode.OFF else session.store_for(settings),
        session_usage=session.usage,
        base_url=request.config.getoption("base_url", None),
        user_properties=item.user_properties,
    )
    item.stash[RUNTIME_KEY] = runtime
    _report_to_allure(runtime)
    recorder = _record_steps(page, runtime, item, request.config)
    if settings.heal_selectors:
        runtime.healing = _selector_healer(runtime, item, request.config)
    if settings.heal_selectors or settings.cache.reads:
        from .pipelines.settle import tracker_for

        # The settle watcher in every document from the test's first: how long a replay or a recorded
        # selector waits for a missing element depends on it having seen the page's timers and requests.
        tracker_for(page)
    stagehand_page = as_stagehand_page(page, runtime)
    adopt_new_pages(stagehand_page)  # popups and new tabs of this test get the same powers
    try:
        yield stagehand_page
        item.user_properties.extend(report_properties(runtime))
    finally:
        if recorder is not None:
            recorder.finish()
        # act(model="provider/model") and friends cache the clients they build in extras["models"].
        _close_clients([*built, *runtime.extras.get("models", {}).values()], keep=stagehand_llm)


def _llm_factory(
    session_llm: LLMClient, settings: Settings, session: SessionState, built: list[LLMClient]
) -> Callable[[], LLMClient]:
    """Which client a test's primitives use.

    A client injected through a ``stagehand_llm`` override is always used: a marker's model cannot
    swap a user's double for a real client (which could send real requests). Only the plugin's own
    client is replaced, by one built for this test, when a marker changes what it was built from.
    """
    injected = session_llm is not session.plugin_llm
    if injected or _model_settings(settings) == _model_settings(session.settings):
        return lambda: session_llm

    def build_for_test() -> LLMClient:  # on first use, so a test that asks nothing builds nothing
        from .llm import build_llm_client

        client = build_llm_client(settings)
        built.append(client)
        return client

    return build_for_test


def _close_clients(clients: list[Any], *, keep: LLMClient) -> None:
    for client in clients:
        close = getattr(client, "close", None)
        if client is not keep and callable(close):
            close()


def _selector_healer(runtime: StagehandRuntime, item: pytest.Item, config: pytest.Config) -> SelectorHealer:
    from .healing.healer import SelectorHealer

    session = runtime.cache
    if session is None:
        raise pytest.UsageError(
            "--stagehand-heal-selectors needs the cache (it stores what each selector resolved to); "
            "it is off for this test: use --stagehand-cache=auto, replay or refresh"
        )
    llm_reinfer = None
    if session.mode.may_call_llm:  # replay promises no LLM calls: the fingerprint rung only
        from .pipelines.llm_heal import build_llm_reinfer

        llm_reinfer = build_llm_reinfer(
            runtime.settings, lambda: runtime.llm, runtime.ledgers, runtime.history, runtime.secrets
        )
    from .pipelines.settle import settled_as_watched, settled_as_watched_async

    return SelectorHealer(
        session=session,
        test_id=item.nodeid,
        rootdir=config.rootpath,
        report=lambda record: item.user_properties.append(record.to_property()),
        threshold=runtime.settings.heal_threshold,
        llm_reinfer=llm_reinfer,
        page_settled=settled_as_watched,
        page_settled_async=settled_as_watched_async,
    )


def _report_to_allure(runtime: StagehandRuntime) -> None:
    """Allure steps and attachments for every primitive and verdict (no-ops unless --alluredir)."""
    from .reporting import allure

    runtime.verdict_observers.append(allure.attach_verdicts)
    runtime.primitive_observers.append(allure.attach_primitive)
    runtime.primitive_step = allure.allure_step


def _record_steps(
    page: Page, runtime: StagehandRuntime, item: pytest.Item, config: pytest.Config
) -> StepRecorder | None:
    """With --stagehand-report: a recorder for this test's steps, told about every primitive and verdict."""
    from .reporting.step_report import PLUGIN_NAME, StepReport

    report = config.pluginmanager.get_plugin(PLUGIN_NAME)
    if not isinstance(report, StepReport):
        return None
    from .reporting.steps import Pictures, StepRecorder

    recorder = StepRecorder(
        page,
        report.start(item),
        runtime.secrets,
        item.user_properties,
        pictures=cast(Pictures, runtime.settings.report_screenshots),
    )
    outer = runtime.primitive_step

    @contextmanager
    def step(title: str) -> Iterator[None]:
        kind, _, instruction = title.partition(" ")
        with outer(title), recorder.primitive(kind, instruction.strip("'\"") or None):
            yield

    runtime.primitive_step = step
    runtime.primitive_observers.append(recorder.on_primitive)
    runtime.verdict_observers.append(recorder.on_verdicts)
    return recorder


@pytest.fixture
def evaluator(page: StagehandPage) -> Evaluator:
    """The page's YES/NO evaluator: ``ask``, ``batch_ask``, ``evaluate_goal(s)``, ``journey``."""
    return page.evaluator


@pytest.fixture
def stagehand_page(page: StagehandPage) -> StagehandPage:
    """The same object as ``page``; for tests that want the name to say what it is."""
    return page


@pytest.fixture
def stagehand_agent(page: StagehandPage) -> Agent:
    """An agent on the test's page with the test's settings (model, ``agent_max_steps``,
    ``agent_allowed_urls``, timeouts: set them with ``@pytest.mark.stagehand(...)``)."""
    return page.agent()
