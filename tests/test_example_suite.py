"""The example suite passes offline from its committed cache, as `make example` runs it.

It runs in a copy of example_suite/ (as a fresh clone would have it: no report files, no pytest
cache), in replay mode, with the model URL pointing at a port nothing listens on and no API key,
so any LLM request would fail the run. Replay must also leave the committed cache untouched.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

EXAMPLE_SUITE = Path(__file__).resolve().parents[1] / "example_suite"


def cache_files(root: Path) -> dict[str, bytes]:
    """The committed entry files (the local, git-ignored .last-run.json is left out)."""
    return {str(path.relative_to(root)): path.read_bytes() for path in sorted(root.glob("*.py.json"))}


def test_example_suite_passes_in_replay_with_no_model_and_no_key(tmp_path: Path) -> None:
    suite = tmp_path / "example_suite"
    shutil.copytree(
        EXAMPLE_SUITE,
        suite,
        ignore=shutil.ignore_patterns(
            "__pycache__", ".pytest_cache", ".stagehand-heal-report.json", ".last-run.json", ".lock"
        ),
    )
    before = cache_files(suite / ".stagehand-cache")
    assert before, "example_suite/.stagehand-cache/ holds no recorded entries"
    env = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(("STAGEHAND_", "OPENAI_", "ANTHROPIC_", "GEMINI_", "GOOGLE_")) and name != "CI"
    }
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "--stagehand-cache=replay",
            "--stagehand-base-url=http://127.0.0.1:9/v1",
            "-p",
            "no:cacheprovider",
        ],
        cwd=suite,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "LLM calls: 0" in output, output
    assert " failed" not in output, output
    assert " error" not in output, output
    assert cache_files(suite / ".stagehand-cache") == before  # replay never writes
