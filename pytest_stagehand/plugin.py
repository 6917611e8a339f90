"""pytest hooks and fixtures only; the logic lives in the modules they call."""

from __future__ import annotations

import os

import pytest

from .config import SPECS, resolve_settings
from .errors import ConfigError
from .plugin_state import SETTINGS_KEY, item_settings, settings_of

MARKER_HELP = (
    "stagehand(**settings): override stagehand settings for one test, e.g. "
    "@pytest.mark.stagehand(model='anthropic/claude-sonnet-4-5', cache='off')"
)


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("stagehand", "Stagehand AI browser automation")
    for spec in SPECS:
        extra = f" [ini {spec.ini_key}, env {spec.env_var}]"
        if spec.is_flag:
            group.addoption(
                spec.cli_flag,
                dest=spec.ini_key,
                nargs="?",
                const="true",
                default=None,
                metavar="BOOL",
                help=spec.help + extra,
            )
        else:
            group.addoption(spec.cli_flag, dest=spec.ini_key, default=None, help=spec.help + extra)
        parser.addini(spec.ini_key, spec.help, default=None)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", MARKER_HELP)
    try:
        settings = resolve_settings(
            cli={spec.attr: config.getoption(spec.ini_key) for spec in SPECS},
            env=dict(os.environ),
            ini={spec.attr: config.getini(spec.ini_key) for spec in SPECS},
            rootdir=config.rootpath,
        )
    except ConfigError as e:
        raise pytest.UsageError(str(e)) from None
    config.stash[SETTINGS_KEY] = settings
    # Fixtures that override pytest-playwright's live in a module registered now, after
    # pytest-playwright, so they win over its fixtures while a user's conftest still wins over them.
    from . import fixtures

    if not config.pluginmanager.is_registered(fixtures):
        config.pluginmanager.register(fixtures, "stagehand-fixtures")


def pytest_report_header(config: pytest.Config) -> list[str]:
    settings = settings_of(config)
    return ["stagehand: " + ", ".join(settings.describe())]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # Validate every marker up front so a typo fails the run before any browser starts.
    for item in items:
        try:
            item_settings(item)
        except ConfigError as e:
            raise pytest.UsageError(f"{item.nodeid}: {e}") from None
