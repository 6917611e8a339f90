"""The example suite passes offline from its committed cache, as `make example` runs it.

It runs in a copy of exactly the example_suite/ files git tracks (what a fresh clone has: no report
files, no pytest cache, no untracked cache entries or helpers), in replay mode, with the model URL
pointing at a port nothing listens on and no API key, so any LLM request would fail the run. Replay must also leave the committed cache untouched.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.support.example_suite import cache_files, clone_example_suite


def test_example_suite_passes_in_replay_with_no_model_and_no_key(tmp_path: Path) -> None:
    suite = clone_example_suite(tmp_path)
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
