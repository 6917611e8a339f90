"""How long a commit waits for the cache directory's lock is measured and reported (pytest-xdist workers
queue for it), so contention at -n 4 / -n 8 can be read from a run's JUnit XML and its summary."""

from __future__ import annotations

import json
import threading
from pathlib import Path

from pytest_stagehand.cache import CacheStore
from pytest_stagehand.cache.files import locked
from pytest_stagehand.cache.keys import CacheKey
from pytest_stagehand.reporting.usage import TIME_PROPERTY, SessionTotals, format_summary

HELD_S = 0.4


def test_a_commit_that_queues_for_the_lock_says_how_long_it_waited(tmp_path: Path) -> None:
    store = CacheStore(tmp_path / "cache", "auto")
    session = store.for_test("test_a.py", "test_one")
    session.record(CacheKey.build("act", "click it", "http://h/p"), {"selector": "xpath=/a"})
    holding, release = threading.Event(), threading.Event()

    def hold() -> None:  # another worker, in the middle of its own commit
        with locked(tmp_path / "cache"):
            holding.set()
            release.wait(10)

    holder = threading.Thread(target=hold)
    holder.start()
    assert holding.wait(10)
    threading.Timer(HELD_S, release.set).start()
    assert session.commit() == 1
    holder.join(10)
    assert session.lock_wait_s >= HELD_S * 0.5  # it queued behind the holder (a lower bound, not a timing)
    assert json.loads(store.file_for("test_a.py").read_text())  # and its entry was written

    uncontended = store.for_test("test_a.py", "test_two")
    uncontended.record(CacheKey.build("act", "click that", "http://h/p"), {"selector": "xpath=/b"})
    uncontended.commit()
    assert uncontended.lock_wait_s < session.lock_wait_s


def test_the_summary_names_lock_waits_only_when_workers_queued() -> None:
    quiet, busy = SessionTotals(), SessionTotals()
    quiet.add_properties([(TIME_PROPERTY, json.dumps({"primitive_ms": 10, "llm_ms": 0, "cache_lock_ms": 2}))])
    busy.add_properties(
        [(TIME_PROPERTY, json.dumps({"primitive_ms": 10, "llm_ms": 0, "cache_lock_ms": 1500}))]
    )
    assert not any("cache lock" in line for line in format_summary(quiet))
    assert any("commits waited 1.5 s for the cache lock" in line for line in format_summary(busy))
