"""pytest hooks only; fixtures live in fixtures.py, the logic in the modules they call."""

from __future__ import annotations

import logging
import os
import sys
import uuid
from collections.abc import Generator

import pytest

from .config import SPECS, Settings, check_ini_keys, resolve_settings
from .errors import CacheError, ConfigError
from .reporting.summary import StagehandReporter, warn_in_summary
from .runtime.session import (
    RUNTIME_KEY,
    SESSION_KEY,
    SETTINGS_KEY,
    SessionState,
    cache_identity,
    item_settings,
    session_of,
)

MARKER_HELP = (
    "stagehand(**settings): override stagehand settings for one test, e.g. "
    "@pytest.mark.stagehand(model='anthropic/claude-sonnet-4-5', cache='off')"
)


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("stagehand", "Stagehand AI browser automation")
    for spec in SPECS:
        extra = f" [ini {spec.ini_key}, env {spec.env_var}]"
        if spec.is_flag:
            # Switches take no value, so `--stagehand-heal-selectors test_a.py` never reads the test
            # path as one; the --stagehand-no-<name> twin turns off what the env or ini turned on.
            group.addoption(
                spec.cli_flag,
                dest=spec.ini_key,
                action="store_const",
                const=True,
                default=None,
                help=spec.help + extra,
            )
            group.addoption(
                spec.negative_flag,
                dest=spec.ini_key,
                action="store_const",
                const=False,
                default=None,
                help=f"Turn {spec.cli_flag} off (over its ini key and env variable).",
            )
        else:
            group.addoption(spec.cli_flag, dest=spec.ini_key, default=None, help=spec.help + extra)
        parser.addini(spec.ini_key, spec.help, default=None)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", MARKER_HELP)
    # pytest-playwright 0.10 under pytest 9 warns about its own fixtures on every run; nothing a user
    # can act on, so it is silenced here rather than in every user's ini file.
    config.addinivalue_line(
        "filterwarnings", "ignore:Session-scoped fixtures defined as instance methods are deprecated"
    )
    try:
        settings = _resolve(config)
    except ConfigError as e:
        if not config.option.help:
            raise pytest.UsageError(str(e)) from None
        # `pytest --help` must print even when a setting is bad: it is how users find the right value.
        sys.stderr.write(f"warning: {e}\n  (--help goes on with the defaults; a test run stops here)\n")
        settings = resolve_settings(cli={}, env={}, ini={}, rootdir=config.rootpath)
    config.stash[SETTINGS_KEY] = settings
    config.stash[SESSION_KEY] = SessionState(settings)
    # What --stagehand-verbose logs (prompts, answers, timings) is INFO; without this the root
    # logger's WARNING would drop it before pytest's capture (a failing test shows captured logs,
    # --log-cli-level=INFO shows them live). A level the user set on the logger stays.
    logger = logging.getLogger("pytest_stagehand")
    if logger.level == logging.NOTSET:
        logger.setLevel(logging.INFO)
    # Fixtures that override pytest-playwright's live in a module registered now, after
    # pytest-playwright, so they win over its fixtures while a user's conftest still wins over them.
    from . import fixtures

    if not config.pluginmanager.is_registered(fixtures):
        config.pluginmanager.register(fixtures, "stagehand-fixtures")
    config.pluginmanager.register(StagehandReporter(config, settings), "stagehand-reporter")
    if settings.report_path is not None and not config.option.help:
        from .reporting.step_report import PLUGIN_NAME, StepReport, check_report_path

        try:
            path = check_report_path(settings.report_path)
        except ConfigError as e:  # now, not after a long run
            raise pytest.UsageError(str(e)) from None
        config.pluginmanager.register(StepReport(config, path), PLUGIN_NAME)


def _resolve(config: pytest.Config) -> Settings:
    """The session's settings: CLI > env > ini > default (the order lives in config.resolve_settings)."""
    # pytest keeps the ini file's keys only privately (Config.inicfg is deprecated); without them the
    # check is skipped and pytest's own "Unknown config option" warning remains.
    check_ini_keys(getattr(config, "_inicfg", {}).keys())
    return resolve_settings(
        cli={spec.attr: config.getoption(spec.ini_key) for spec in SPECS},
        env=dict(os.environ),
        ini={spec.attr: config.getini(spec.ini_key) for spec in SPECS},
        rootdir=config.rootpath,
    )


def pytest_report_header(config: pytest.Config) -> list[str]:
    # describe() holds no secrets: keys are not settings, and a base URL's credentials are left out.
    return ["stagehand: " + ", ".join(session_of(config).settings.describe())]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # Validate every marker up front so a typo fails the run before any browser starts.
    for item in items:
        try:
            item_settings(item)
        except ConfigError as e:
            raise pytest.UsageError(f"{item.nodeid}: {e}") from None


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    if report.failed and call.excinfo is not None:
        _shorten_missing_key(item, call.excinfo.value, report)
    if report.skipped or report.failed:
        # ``cache prune`` keeps every entry of a test that was skipped or did not pass: it may not
        # have reached them (a setup error, a server that was down).
        test_file, test_name = cache_identity(item, item.config)
        state = session_of(item.config)
        tests = state.skipped if report.skipped else item.config.stash.setdefault(_NOT_PASSED, {})
        tests.setdefault(test_file, set()).add(test_name)
    # Commit-on-pass: entries recorded during a test reach the cache file only if it passed.
    runtime = item.stash.get(RUNTIME_KEY, None)
    if runtime is not None and report.when == "call":
        try:
            runtime.finish(passed=report.passed)
        except (CacheError, OSError) as e:
            # The file could not be written (lock timeout, disk full, no permission): it is left as it
            # was, this test fails with the reason, and the session goes on (no INTERNALERROR).
            report.outcome = "failed"
            report.longrepr = f"stagehand cache: this test passed, but its cache entries were not saved\n{e}"
            test_file, test_name = cache_identity(item, item.config)
            item.config.stash.setdefault(_NOT_PASSED, {}).setdefault(test_file, set()).add(test_name)
        page = getattr(item, "funcargs", {}).get("page")
        if report.failed and page is not None:
            from .reporting.allure import attach_screenshot

            attach_screenshot(page, "screenshot on failure")  # only with --alluredir
    return report


def _shorten_missing_key(item: pytest.Item, error: BaseException, report: pytest.TestReport) -> None:
    """A missing API key is said once in a few lines; later tests get one line, not the traceback."""
    from .reporting.missing_key import first_report, later_report, missing_key_in

    missing = missing_key_in(error)
    if missing is None:
        return
    said = item.config.stash.setdefault(_MISSING_KEYS_SAID, set())
    first = missing.variable not in said
    said.add(missing.variable)
    report.longrepr = first_report(missing) if first else later_report(missing)


# The API-key variables already reported missing in this session (each is explained in full once).
_MISSING_KEYS_SAID = pytest.StashKey[set[str]]()


def pytest_sessionfinish(session: pytest.Session) -> None:
    config = session.config
    state = session_of(config)
    if state.stores:
        from .cache import write_last_run

        # xdist workers of one run share its id (their parts are merged); any other process is a run
        # of its own, even a pytest started from inside an xdist worker (it inherits the environment).
        workerinput = getattr(config, "workerinput", None)
        run_id = str(workerinput["testrunuid"]) if workerinput else uuid.uuid4().hex
        full_run = _is_full_run(session)
        for store in state.stores.values():
            if not store.root.is_dir():
                continue
            # Written in every mode, replay included (the record is local and git-ignored); a cache
            # directory that cannot be written (a read-only checkout) only costs `cache prune` its data.
            try:
                write_last_run(
                    store.root,
                    run_id,
                    store.used_entries(),
                    full_run=full_run,
                    skipped=state.skipped,
                    not_passed=config.stash.get(_NOT_PASSED, {}),
                )
            except (CacheError, OSError) as e:
                warn_in_summary(
                    config,
                    f"stagehand cache: could not write the last-run record in {store.root} ({e}); "
                    "`python -m pytest_stagehand cache prune` needs one from a full run",
                )


# Tests that failed or errored in this run (test file → names): ``cache prune`` keeps their entries.
_NOT_PASSED = pytest.StashKey[dict[str, set[str]]]()


# Options that leave tests out of a run: after one of them, most entries merely look unused.
_NARROWING_OPTIONS = ("keyword", "markexpr", "deselect", "lf", "stepwise", "ignore", "ignore_glob")


def _is_full_run(session: pytest.Session) -> bool:
    """Whether every test of the project ran (so `cache prune` may trust the record of what was used):
    nothing narrowed the selection, the run was not stopped early (-x, --maxfail, Ctrl-C), and the
    paths it collected are the rootdir or its testpaths, not a file or folder inside them."""
    config = session.config
    if any(getattr(config.option, name, None) for name in _NARROWING_OPTIONS):
        return False
    if session.shouldstop or session.shouldfail:
        return False
    whole = {config.rootpath.resolve()} | {
        (config.rootpath / path).resolve() for path in config.getini("testpaths") or ()
    }
    for arg in config.args:
        path_part = arg.split("::", 1)[0]
        if "::" in arg or (config.invocation_params.dir / path_part).resolve() not in whole:
            return False
    return True
