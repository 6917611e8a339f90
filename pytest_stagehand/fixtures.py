"""Fixtures, registered from ``pytest_configure`` so they override pytest-playwright's.

Registered later than pytest-playwright, these win over its fixtures of the same name, and a
user's own conftest override still wins over them (conftest fixtures are more specific).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserType, Page

from .browser import resolve_executable
from .config import Settings
from .errors import BrowserNotFoundError
from .page import StagehandPage, StagehandRuntime, as_stagehand_page
from .plugin_state import item_settings, settings_of


@pytest.fixture(scope="session")
def browser_type_launch_args(
    browser_type_launch_args: dict[str, Any],
    browser_type: BrowserType,
    pytestconfig: pytest.Config,
) -> dict[str, Any]:
    """pytest-playwright's launch args, plus a system Chromium when Playwright's own is missing."""
    args = dict(browser_type_launch_args)
    if browser_type.name != "chromium" or args.get("executable_path") or args.get("channel"):
        return args
    settings = settings_of(pytestconfig)

    def playwright_path() -> Path | None:
        path = Path(browser_type.executable_path)
        return path if path.is_file() else None

    try:
        executable = resolve_executable(settings.browser_path, playwright_path=playwright_path)
    except BrowserNotFoundError as e:
        pytest.exit(str(e), returncode=pytest.ExitCode.USAGE_ERROR)
    if executable is not None:
        args["executable_path"] = str(executable)
    return args


@pytest.fixture(scope="session")
def stagehand_settings(pytestconfig: pytest.Config) -> Settings:
    """The session's resolved stagehand settings."""
    return settings_of(pytestconfig)


@pytest.fixture
def page(page: Page, request: pytest.FixtureRequest) -> StagehandPage:
    """pytest-playwright's page, with act / observe / extract / evaluate_goal / snapshot."""
    runtime = StagehandRuntime(settings=item_settings(request.node), test_id=request.node.nodeid)
    return as_stagehand_page(page, runtime)


@pytest.fixture
def stagehand_page(page: StagehandPage) -> StagehandPage:
    """The same object as ``page``; for tests that want the name to say what it is."""
    return page
