"""Helpers for in-process cache tests: a page attached to a fresh run of the cache."""

from __future__ import annotations

from pathlib import Path

from pytest_stagehand import StagehandPage
from pytest_stagehand.cache import CacheStore
from pytest_stagehand.config import CacheMode, CacheModeName, Settings
from pytest_stagehand.llm import LLMClient
from pytest_stagehand.runtime.state import StagehandRuntime

TEST_FILE = "tests/test_x.py"


def start_run(page: StagehandPage, root: Path, mode: CacheModeName, llm: LLMClient) -> StagehandRuntime:
    """A "test run" of ``tests/test_x.py::test_x`` with the cache directory ``root`` in ``mode`` and
    ``llm`` as its model, attached to ``page`` (``runtime.finish(passed=...)`` commits it)."""
    runtime = StagehandRuntime(
        settings=Settings(cache=CacheMode(mode)),
        test_id=f"{TEST_FILE}::test_x",
        test_file=TEST_FILE,
        test_name="test_x",
        store=CacheStore(root, mode),
    )
    runtime.llm = llm
    page._stagehand = runtime
    return runtime
