"""Robustness: same-named test files outside the rootdir never share a cache file (issue 24, item 8)."""

from __future__ import annotations

from pathlib import Path

from pytest_stagehand.cache import CacheStore
from pytest_stagehand.cache.keys import CacheKey
from pytest_stagehand.runtime.session import cache_module_name


def test_files_inside_the_rootdir_keep_their_relative_path(tmp_path: Path) -> None:
    assert (
        cache_module_name(tmp_path / "tests" / "ui" / "test_login.py", tmp_path) == "tests/ui/test_login.py"
    )


def test_same_named_files_outside_the_rootdir_get_their_own_cache_files(tmp_path: Path) -> None:
    root = tmp_path / "project"
    a = cache_module_name(tmp_path / "outA" / "test_same.py", root)
    b = cache_module_name(tmp_path / "outB" / "test_same.py", root)
    assert a != b
    assert a == "_outside_rootdir/_up_/outA/test_same.py"

    # Each name is a valid cache file inside the cache directory, and entries do not cross.
    cache = root / ".stagehand-cache"
    key = CacheKey.build("extract", "the title", "http://app.test/")
    first = CacheStore(cache, "auto").for_test(a, "test_x")
    first.record(key, {"data": {"extraction": "A"}})
    assert first.commit() == 1
    other = CacheStore(cache, "replay").for_test(b, "test_x")
    assert other.lookup(key) is None
    again = CacheStore(cache, "replay").for_test(a, "test_x").lookup(key)
    assert again is not None
    assert again.payload == {"data": {"extraction": "A"}}
    assert all(path.resolve().is_relative_to(cache.resolve()) for path in cache.rglob("*"))
