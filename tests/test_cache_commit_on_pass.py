"""Commit-on-pass through real pytest runs (pytester), serial and under pytest-xdist ``-n 2``.

The conftest below wires the store the way the plugin will: a session per test, committed when the
call phase passed and discarded otherwise.
"""

from __future__ import annotations

import json

import pytest

CONFTEST = """
from pathlib import Path

import pytest

from pytest_stagehand.cache import CacheStore

STORE = pytest.StashKey[CacheStore]()


def pytest_configure(config):
    config.stash[STORE] = CacheStore(Path(config.rootpath) / ".stagehand-cache", "auto")


@pytest.fixture
def cache_session(request):
    rel = request.node.path.relative_to(request.config.rootpath).as_posix()
    return request.config.stash[STORE].for_test(rel, request.node.name)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    session = item.funcargs.get("cache_session") if hasattr(item, "funcargs") else None
    if call.when == "call" and session is not None:
        session.commit() if report.passed else session.discard()
    return report
"""

TESTS = """
import pytest


@pytest.mark.parametrize("n", range(12))
def test_records(cache_session, n):
    for step in range(5):
        key = cache_session.make_key("act", f"step {step} of {n}", "http://127.0.0.1:1234/page")
        cache_session.record(key, {"n": n, "step": step})
    assert n % 3 != 0, "every third test fails after recording"
"""


def stored_tests(pytester: pytest.Pytester) -> dict[str, dict[str, object]]:
    path = pytester.path / ".stagehand-cache" / "test_shared.py.json"
    tests: dict[str, dict[str, object]] = json.loads(path.read_text())["tests"]
    return tests


def expected_tests() -> set[str]:
    return {f"test_records[{n}]" for n in range(12) if n % 3 != 0}


@pytest.mark.parametrize("args", [(), ("-n", "2")], ids=["serial", "xdist"])
def test_only_passing_tests_are_committed_and_workers_do_not_lose_entries(
    pytester: pytest.Pytester, args: tuple[str, ...]
) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_shared=TESTS)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", *args)
    result.assert_outcomes(passed=8, failed=4)
    tests = stored_tests(pytester)
    assert set(tests) == expected_tests()
    assert all(len(entries) == 5 for entries in tests.values())


def test_a_failing_rerun_leaves_the_file_byte_identical(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_shared=TESTS)
    pytester.runpytest_subprocess("-p", "no:cacheprovider").assert_outcomes(passed=8, failed=4)
    path = pytester.path / ".stagehand-cache" / "test_shared.py.json"
    before = path.read_bytes()
    # Same keys, new payloads, plus a new key: any write would change the file.
    failing = TESTS.replace("n % 3 != 0", "False").replace('"step": step}', '"step": step, "run": 2}')
    failing = failing.replace("range(5)", "range(6)")
    pytester.makepyfile(test_shared=failing)
    pytester.runpytest_subprocess("-p", "no:cacheprovider").assert_outcomes(failed=12)
    assert path.read_bytes() == before
