"""The README's sharded CI recipe, run for real on two simulated shards.

The recipe's own commands (read from the README's ``sharded_ci.yml`` block, the install steps left
out): the re-record job's pytest records the cache of a synthetic project; committed, each shard
replays its slice (pytest-split) on two xdist workers with zero LLM calls and without touching the
cache, the two slices together being the whole suite; then a new test and the re-record job's
commands produce the cache diff it uploads.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.support.synthetic import TEST_TEMPLATE, write_suite

README = Path(__file__).resolve().parents[1] / "README.md"


def recipe_runs() -> dict[str, list[str]]:
    """The ``run:`` commands of each job of the README's sharded_ci.yml block."""
    block = re.search(r"<!-- readme-test: sharded_ci.yml -->\n```yaml\n(.*?)```", README.read_text(), re.S)
    assert block is not None, "the README has no sharded_ci.yml block"
    jobs: dict[str, list[str]] = {}
    job = ""
    for line in block.group(1).splitlines():
        if re.match(r"^  \w+:$", line):
            job = line.strip().rstrip(":")
        elif "run:" in line:
            jobs.setdefault(job, []).append(line.split("run:", 1)[1].strip())
    return jobs


def sh(command: str, cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """Run a recipe line as CI would: ``pytest`` is this interpreter's pytest, installs are done."""
    command = re.sub(r"(^|&& )pytest ", rf"\1{shlex.quote(sys.executable)} -m pytest ", command)
    environment = {
        k: v for k, v in os.environ.items() if not k.startswith(("STAGEHAND_", "OPENAI_")) and k != "CI"
    }
    return subprocess.run(
        command, shell=True, cwd=cwd, env={**environment, **env}, capture_output=True, text=True, timeout=900
    )


def passed_tests(junit: Path) -> set[str]:
    cases = ET.parse(junit).iter("testcase")
    failed = ("failure", "error", "skipped")
    return {
        f"{case.get('classname')}::{case.get('name')}"
        for case in cases
        if not any(child.tag in failed for child in case)
    }


def test_two_shards_replay_the_one_committed_cache_and_the_rerecord_job_uploads_the_diff(
    tmp_path: Path,
) -> None:
    jobs = recipe_runs()
    (shard_run,) = [run for run in jobs["test"] if run.startswith("pytest")]
    rerecord_pytest, diff_command = [run for run in jobs["rerecord"] if "pip install" not in run]
    project = tmp_path / "project"
    ids = write_suite(project, files=3, tests_per_file=2)
    git = ["git", "-c", "user.email=ci@example", "-c", "user.name=ci"]

    recorded = sh(rerecord_pytest, project)
    assert recorded.returncode == 0, recorded.stdout + recorded.stderr
    subprocess.run(["git", "init", "-q"], cwd=project, check=True, timeout=60)
    subprocess.run([*git, "add", "-A"], cwd=project, check=True, timeout=60)
    subprocess.run([*git, "commit", "-qm", "recorded"], cwd=project, check=True, timeout=60)

    slices = []
    for shard in (1, 2):
        result = sh(shard_run.replace("${{ matrix.shard }}", str(shard)), project, CI="true", FORBID_LLM="1")
        output = result.stdout + result.stderr
        assert result.returncode == 0, output
        assert "LLM calls: 0" in output, output
        slices.append(passed_tests(project / "report.xml"))
    assert all(slices), slices  # each machine ran some of the suite
    assert not slices[0] & slices[1]  # and no test twice
    assert len(slices[0] | slices[1]) == len(ids)
    unchanged = subprocess.run(
        ["git", "status", "--porcelain", "--", ".stagehand-cache"],
        cwd=project,
        capture_output=True,
        text=True,
    )
    assert unchanged.stdout == ""  # replay left the committed cache as it was

    (project / "test_new_area.py").write_text(TEST_TEMPLATE.format(n=999), encoding="utf-8")
    rerecorded = sh(rerecord_pytest, project)
    assert rerecorded.returncode == 0, rerecorded.stdout + rerecorded.stderr
    diffed = sh(diff_command, project)
    assert diffed.returncode == 0, diffed.stderr
    diff = (project / "stagehand-cache.diff").read_text()
    assert "test_new_area.py.json" in diff
    assert "test_sign_in_999" in diff
    assert "test_area_00.py.json" not in diff  # what was recorded already is not re-recorded


@pytest.mark.parametrize("shard", ["1", "2"])
def test_the_shard_command_parses_in_replay(tmp_path: Path, shard: str) -> None:
    (shard_run,) = [run for run in recipe_runs()["test"] if run.startswith("pytest")]
    (tmp_path / "test_nothing.py").write_text("def test_nothing():\n    pass\n", encoding="utf-8")
    result = sh(shard_run.replace("${{ matrix.shard }}", shard) + " --collect-only", tmp_path, CI="true")
    assert result.returncode in (0, 5), result.stdout + result.stderr  # one test: a shard may get none
    assert "cache='replay'" in result.stdout
