"""The session's stagehand report: terminal summary, heal report file, --stagehand-fail-on-heal.

It reads only what tests put in ``report.user_properties``, which pytest-xdist ships from workers,
so the controller sees every worker's usage and heals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from .config import Settings
from .reporting.usage import SessionTotals, format_summary

if TYPE_CHECKING:
    from .cache import HealRecord


class StagehandReporter:
    def __init__(self, config: pytest.Config, settings: Settings) -> None:
        self.config = config
        self.settings = settings
        self.totals = SessionTotals()
        self.heals: list[HealRecord] = []

    @property
    def is_worker(self) -> bool:
        return hasattr(self.config, "workerinput")

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when != "teardown" or not report.user_properties:
            return
        self.totals.add_properties(report.user_properties)
        from .cache.report import records_from_user_properties

        self.heals.extend(records_from_user_properties(report.user_properties))

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        if self.is_worker or not self.heals:
            return
        from .cache import REPORT_FILE, HealReport

        report = HealReport()
        report.extend(self.heals)
        report.write(self.settings.rootdir / REPORT_FILE)
        if self.settings.fail_on_heal and session.exitstatus == pytest.ExitCode.OK:
            session.exitstatus = pytest.ExitCode.TESTS_FAILED

    def pytest_terminal_summary(self, terminalreporter: pytest.TerminalReporter) -> None:
        if self.is_worker or (self.totals.tests == 0 and not self.heals):
            return
        terminalreporter.write_sep("-", "stagehand")
        for line in format_summary(self.totals):
            terminalreporter.write_line(line)
        if self.heals:
            from .cache import REPORT_FILE, format_terminal_summary

            for line in format_terminal_summary(self.heals, fail_on_heal=self.settings.fail_on_heal):
                terminalreporter.write_line(line)
            terminalreporter.write_line(f"heal report: {self.settings.rootdir / REPORT_FILE}")
