"""`cache prune` trusts only a run of the whole project, and keeps what that run skipped.

Real pytest runs (pytester, subprocess) of a small project with three test files that each record one
act entry: a run of one file, a run stopped by ``-x`` and a ``-k`` run are partial (prune refuses and
removes nothing); a whole run that skips one test prunes only entries that no longer belong to a test
that ran, and keeps the skipped test's entries.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.support.projects import static_app_fixture
from tests.support.recorded import RecordedProjects

CONFTEST = r"""
import re

import pytest

from pytest_stagehand.testing import FunctionLLM


def answer(messages, output_type):
    text = "\n".join(message.text() for message in messages)
    target = re.search(r"Instruction: click '([^']+)'", text).group(1)
    found = re.search(r"\[([0-9]+-[0-9]+)\] button \"" + re.escape(target) + '"', text)
    return {"elementId": found.group(1), "description": target, "method": "click", "arguments": [], "twoStep": False}


@pytest.fixture(scope="session")
def stagehand_llm():
    return FunctionLLM(answer, model_id="rules/v1")

""" + static_app_fixture("app_url")


def act_test(label: str, *, skip_when: str = "") -> str:
    skip = (
        f"@pytest.mark.skipif(bool(os.environ.get({skip_when!r})), reason='skipped here')\n"
        if skip_when
        else ""
    )
    return (
        "import os\n\nimport pytest\n\n\n"
        + skip
        + f"def test_{label.lower()}(page, app_url):\n"
        + f"    if os.environ.get('SERVER_DOWN') == {label!r}:\n"
        + "        raise ConnectionError('the app server is down')\n"
        + "    page.goto(app_url + '/buttons.html')\n"
        + f"    page.act(\"click '{label}'\")\n"
        + "    assert os.environ.get('FAIL_FIRST') != 'yes' or "
        + f"{label!r} != 'Alpha'\n"
    )


def record(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(
        test_a=act_test("Alpha"),
        test_b=act_test("Beta"),
        test_c=act_test("Gamma", skip_when="SKIP_GAMMA"),
    )
    app = pytester.path / "app"
    app.mkdir()
    (app / "buttons.html").write_text(
        "<button>Alpha</button><button>Beta</button><button>Gamma</button>", encoding="utf-8"
    )
    pytester.runpytest_subprocess("--stagehand-cache=auto").assert_outcomes(passed=3)


@pytest.fixture
def project(pytester: pytest.Pytester, recorded_projects: RecordedProjects) -> pytest.Pytester:
    """Three tests recorded in ``auto`` (once per session, a fresh copy per test)."""
    recorded_projects.get("prune-runs", pytester, record)
    return pytester


def entries(project: pytest.Pytester) -> dict[str, list[str]]:
    found = {}
    for path in sorted((project.path / ".stagehand-cache").glob("test_*.json")):
        tests = json.loads(path.read_text(encoding="utf-8"))["tests"]
        found[path.name] = sorted(tests)
    return found


def prune(project: pytest.Pytester) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pytest_stagehand", "cache", "prune"],
        cwd=project.path,
        capture_output=True,
        text=True,
        check=False,
    )


def last_run(project: pytest.Pytester) -> dict[str, Any]:
    record: dict[str, Any] = json.loads(
        (project.path / ".stagehand-cache" / ".last-run.json").read_text(encoding="utf-8")
    )
    return record


ALL = {
    "test_a.py.json": ["test_alpha[chromium]"],
    "test_b.py.json": ["test_beta[chromium]"],
    "test_c.py.json": ["test_gamma[chromium]"],
}


@pytest.mark.parametrize(
    ("args", "env"),
    [
        (["test_a.py"], {}),
        (["-k", "alpha"], {}),
        (["-x", "-p", "no:randomly"], {"FAIL_FIRST": "yes"}),
        ([str(Path("test_b.py")) + "::test_beta"], {}),
    ],
    ids=["one-file", "keyword", "stopped-early", "node-id"],
)
def test_a_partial_run_makes_prune_refuse_and_remove_nothing(
    project: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, args: list[str], env: dict[str, str]
) -> None:
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    project.runpytest_subprocess("--stagehand-cache=replay", *args)
    assert last_run(project)["full_run"] is False
    refused = prune(project)
    assert refused.returncode != 0
    assert "partial" in refused.stderr + refused.stdout
    assert entries(project) == ALL


def test_a_whole_run_prunes_what_no_test_used_and_keeps_what_it_skipped(
    project: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    project.makepyfile(test_b="def test_beta_is_gone():\n    pass\n")  # test_beta was deleted
    monkeypatch.setenv("SKIP_GAMMA", "1")
    project.runpytest_subprocess("--stagehand-cache=replay").assert_outcomes(passed=2, skipped=1)
    record = last_run(project)
    assert record["full_run"] is True
    assert record["skipped"] == {"test_c.py": ["test_gamma[chromium]"]}

    pruned = prune(project)

    assert pruned.returncode == 0, pruned.stderr
    assert "test_beta" in pruned.stdout
    assert entries(project) == {
        "test_a.py.json": ["test_alpha[chromium]"],
        "test_c.py.json": ["test_gamma[chromium]"],  # skipped here, kept for where it runs
    }


def test_a_whole_run_keeps_the_entries_of_a_test_that_did_not_pass(
    project: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    # test_beta fails before it reaches its act: its entry looks unused, but nothing is known about it.
    monkeypatch.setenv("SERVER_DOWN", "Beta")
    project.runpytest_subprocess("--stagehand-cache=replay").assert_outcomes(passed=2, failed=1)
    record = last_run(project)
    assert record["full_run"] is True
    assert record["not_passed"] == {"test_b.py": ["test_beta[chromium]"]}
    assert record["used"] == {
        "test_a.py": {"test_alpha[chromium]": record["used"]["test_a.py"]["test_alpha[chromium]"]},
        "test_c.py": {"test_gamma[chromium]": record["used"]["test_c.py"]["test_gamma[chromium]"]},
    }

    pruned = prune(project)

    assert pruned.returncode == 0, pruned.stderr
    assert "pruned 0 entr(y/ies)" in pruned.stdout
    assert entries(project) == ALL


def test_a_run_started_from_inside_an_xdist_worker_is_a_run_of_its_own(
    project: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A pytest run inside an xdist worker inherits its environment (PYTEST_XDIST_TESTRUNUID): that must
    # not merge this run's record with the previous one, or prune would keep what this run did not use.
    monkeypatch.setenv("PYTEST_XDIST_TESTRUNUID", "the-outer-run")
    first = last_run(project)["run_id"]
    project.makepyfile(test_b="def test_beta_is_gone():\n    pass\n")
    project.runpytest_subprocess("--stagehand-cache=replay").assert_outcomes(passed=3)
    record = last_run(project)
    assert record["run_id"] not in (first, "the-outer-run")
    assert "test_b.py" not in record["used"]
    assert "test_beta" in prune(project).stdout
