"""The example suite passes offline from its committed cache, as `make example` runs it.

It runs in a copy of exactly the example_suite/ files git tracks (what a fresh clone has: no report
files, no pytest cache, no untracked cache entries or helpers), in replay mode, with the model URL
pointing at a port nothing listens on and no API key, so any LLM request would fail the run. Replay must also leave the committed cache untouched.
"""

from __future__ import annotations

from pathlib import Path

from tests.support.example_suite import cache_files, clone_example_suite, replay_example_suite


def test_example_suite_passes_in_replay_with_no_model_and_no_key(tmp_path: Path) -> None:
    suite = clone_example_suite(tmp_path)
    before = cache_files(suite / ".stagehand-cache")
    assert before, "example_suite/.stagehand-cache/ holds no recorded entries"
    output = replay_example_suite(suite)
    assert " failed" not in output, output
    assert " error" not in output, output
    assert cache_files(suite / ".stagehand-cache") == before  # replay never writes
