"""``--stagehand-report=PATH``: one HTML file per run with every test's steps (see ``steps.py`` for
what is captured, ``step_html.py`` for how it is shown).

The path is checked when pytest starts (:func:`check_report_path`): a report that could not be
written must not be discovered at the end of a long run. Under pytest-xdist each worker leaves its
tests in ``PATH.parts/`` and the controller, whose session ends after theirs, writes the one file.
"""

from __future__ import annotations

import os
import pickle
import tempfile
from collections.abc import Generator
from pathlib import Path

import pytest

from ..errors import ConfigError
from .steps import TestSteps

STEPS_KEY = pytest.StashKey[TestSteps]()
PLUGIN_NAME = "stagehand-step-report"


def check_report_path(path: Path) -> Path:
    """``path`` resolved, its folder created, and proven writable now. Raises ConfigError saying what
    is wrong and how to fix it."""
    path = path.expanduser().resolve()
    if path.is_dir():
        raise ConfigError(
            f"--stagehand-report={path} is a directory; name a file in it, e.g. {path / 'stagehand-report.html'}"
        )
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, prefix=".stagehand-report-", delete=True):
            pass
        if path.exists() and not os.access(path, os.W_OK):
            raise PermissionError(f"{path} is read-only")
    except OSError as e:
        raise ConfigError(
            f"--stagehand-report={path} cannot be written ({e}); choose a writable path "
            "(or leave the option out: the report is off by default)"
        ) from None
    return path


class StepReport:
    """The session's step report: tests register their :class:`TestSteps` (the ``page`` fixture),
    pytest's reports give each its outcome, the session's end writes the file."""

    def __init__(self, config: pytest.Config, path: Path) -> None:
        self.config = config
        self.path = path
        self.tests: dict[str, TestSteps] = {}

    def start(self, item: pytest.Item) -> TestSteps:
        test = TestSteps(item.nodeid)
        self.tests[item.nodeid] = test
        item.stash[STEPS_KEY] = test
        return test

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(
        self, item: pytest.Item, call: pytest.CallInfo[None]
    ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
        report = yield
        test = item.stash.get(STEPS_KEY, None)
        if test is None:
            return report
        test.duration_s += report.duration
        if report.failed and test.outcome == "passed":
            test.outcome = "failed" if report.when == "call" else "error"
            test.failure = _scrubbed(item, report.longreprtext)
        elif report.skipped and report.when != "teardown" and test.outcome == "passed":
            test.outcome = "skipped"
        return report

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        parts = self.path.with_name(self.path.name + ".parts")
        workerinput = getattr(self.config, "workerinput", None)
        if workerinput is not None:
            parts.mkdir(exist_ok=True)
            (parts / f"{workerinput['workerid']}.pickle").write_bytes(pickle.dumps(list(self.tests.values())))
            return
        tests = list(self.tests.values())
        if parts.is_dir():  # written by this run's xdist workers
            for part in sorted(parts.glob("*.pickle")):
                tests.extend(pickle.loads(part.read_bytes()))
                part.unlink()
            parts.rmdir()
        from .step_html import render

        text = render(tests)
        tmp = self.path.with_name(self.path.name + ".tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(self.path)

    def pytest_terminal_summary(self, terminalreporter: pytest.TerminalReporter) -> None:
        if getattr(self.config, "workerinput", None) is None:
            terminalreporter.write_line(f"stagehand step report: {self.path}")


def _scrubbed(item: pytest.Item, text: str) -> str:
    """The failure as pytest prints it, with the test's variable values taken out."""
    from ..runtime.session import RUNTIME_KEY

    runtime = item.stash.get(RUNTIME_KEY, None)
    return runtime.secrets.scrub(text) if runtime is not None else text
