"""The session's stagehand report: terminal summary, heal report file, --stagehand-fail-on-heal.

It reads only what tests put in ``report.user_properties``, which pytest-xdist ships from workers,
so the controller sees every worker's usage and heals.
"""

from __future__ import annotations

import warnings
from dataclasses import replace
from typing import TYPE_CHECKING

import pytest

from ..config import Settings
from .usage import SessionTotals, format_summary

if TYPE_CHECKING:
    from ..healing.record import HealRecord


def warn_in_summary(config: pytest.Config, message: str) -> None:
    """A StagehandCacheWarning in pytest's warnings summary (xdist ships it from workers) that never
    becomes an error, even under ``-W error``: at the end of a session a crash would hide the results."""
    from ..cache import StagehandCacheWarning

    with warnings.catch_warnings(record=True) as records:
        warnings.simplefilter("always")
        warnings.warn(StagehandCacheWarning(message), stacklevel=2)
    for record in records:
        config.hook.pytest_warning_recorded.call_historic(
            kwargs={"warning_message": record, "when": "config", "nodeid": "", "location": None}
        )


class StagehandReporter:
    def __init__(self, config: pytest.Config, settings: Settings) -> None:
        self.config = config
        self.settings = settings
        self.totals = SessionTotals()
        self.heals: list[HealRecord] = []
        self.failed: set[str] = set()  # tests whose entries (healed ones included) were not saved

    @property
    def is_worker(self) -> bool:
        return hasattr(self.config, "workerinput")

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.failed and report.when in ("setup", "call"):
            self.failed.add(report.nodeid)
        if report.when != "teardown" or not report.user_properties:
            return
        self.totals.add_properties(report.user_properties)
        from .heal_report import records_from_user_properties

        records = records_from_user_properties(report.user_properties)
        if report.nodeid in self.failed:
            # Commit-on-pass: a failing test's heals were reported but never reached the cache file.
            records = [replace(record, saved=False) for record in records]
        self.heals.extend(records)

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        if self.is_worker:
            return
        from .heal_report import REPORT_FILE, HealReport

        path = self.settings.rootdir / REPORT_FILE
        if not self.heals and not path.exists():
            return  # nothing healed, and no earlier report to correct: no file appears
        # An earlier run's report is replaced even when this run healed nothing, so it never
        # describes heals that no longer happen.
        report = HealReport()
        report.extend(self.heals)
        try:
            report.write(path)
        except OSError as e:  # a read-only checkout: the terminal summary still lists every heal
            warn_in_summary(self.config, f"stagehand: could not write the heal report {path}: {e}")
        # Only this run's heals count: a report file left by an earlier run (rewritten empty above)
        # must not fail a run that healed nothing.
        if self.settings.fail_on_heal and self.heals and session.exitstatus == pytest.ExitCode.OK:
            session.exitstatus = pytest.ExitCode.TESTS_FAILED

    def pytest_terminal_summary(self, terminalreporter: pytest.TerminalReporter) -> None:
        if self.is_worker or (self.totals.tests == 0 and not self.heals):
            return
        terminalreporter.write_sep("-", "stagehand")
        for line in format_summary(self.totals):
            terminalreporter.write_line(line)
        if self.heals:
            from .heal_report import REPORT_FILE, format_terminal_summary

            for line in format_terminal_summary(self.heals, fail_on_heal=self.settings.fail_on_heal):
                terminalreporter.write_line(line)
            terminalreporter.write_line(f"heal report: {self.settings.rootdir / REPORT_FILE}")
