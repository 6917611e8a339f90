"""The cache store on disk: modes, commit-on-pass, merge, corrupt files, concurrency, miss messages."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import time
import warnings
from pathlib import Path

import pytest

from pytest_stagehand.cache import CacheStore, StagehandCacheWarning
from pytest_stagehand.cache.files import GITIGNORE, SCHEMA_VERSION, module_file, read_module
from pytest_stagehand.cache.keys import CacheKey
from pytest_stagehand.cache.maintenance import write_last_run
from pytest_stagehand.config import CacheModeName
from pytest_stagehand.errors import CacheError, CacheMissError
from pytest_stagehand.reporting.heal_report import HealReport

TEST_FILE = "tests/ui/test_login.py"
URL = "http://127.0.0.1:40123/login"


# Holds the directory's lock (as another pytest process committing would) until killed.
HOLD_LOCK = """
import fcntl, os, sys, time
fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT, 0o644)
fcntl.flock(fd, fcntl.LOCK_EX)
print("locked", flush=True)
time.sleep(60)
"""


def key(instruction: str = "click save", occurrence: int = 0) -> CacheKey:
    return CacheKey.build("act", instruction, URL, occurrence=occurrence)


def record_and_commit(
    root: Path, mode: CacheModeName, test: str, entries: dict[str, dict[str, object]]
) -> int:
    session = CacheStore(root, mode).for_test(TEST_FILE, test)
    for instruction, payload in entries.items():
        session.record(key(instruction), payload)
    return session.commit()


def test_auto_records_commits_and_a_new_store_hits(tmp_path: Path) -> None:
    assert record_and_commit(tmp_path, "auto", "test_a", {"click save": {"selector": "#save"}}) == 1
    session = CacheStore(tmp_path, "auto").for_test(TEST_FILE, "test_a")
    entry = session.lookup(key())
    assert entry is not None
    assert entry.payload == {"selector": "#save"}
    assert entry.key == key()
    assert (entry.test_file, entry.test_name) == (TEST_FILE, "test_a")


def test_file_layout_is_readable_sorted_and_versioned(tmp_path: Path) -> None:
    record_and_commit(tmp_path, "auto", "test_z", {"click save": {"z": 1}})
    record_and_commit(tmp_path, "auto", "test_b", {"click save": {"z": 1, "a": 2}, "click cancel": {"s": 1}})
    path = tmp_path / "tests" / "ui" / "test_login.py.json"
    assert module_file(tmp_path, TEST_FILE) == path
    text = path.read_text()
    document = json.loads(text)
    assert document["schema_version"] == SCHEMA_VERSION
    assert document["test_file"] == TEST_FILE
    # Keys sorted everywhere except a test's entries, which keep the order the test used them in.
    entries = document["tests"]["test_b"]
    assert list(entries) == [key("click save").digest, key("click cancel").digest]
    assert key("click save").digest > key("click cancel").digest  # so the order is not the digests'
    assert list(document["tests"]) == ["test_b", "test_z"]
    assert text == json.dumps(document, indent=2, ensure_ascii=False) + "\n"
    assert json.dumps(document, sort_keys=True) == json.dumps(
        {**document, "tests": {t: dict(sorted(e.items())) for t, e in document["tests"].items()}},
        sort_keys=True,
    )
    assert list(entries[key().digest]) == ["key", "payload", "recorded"]
    assert list(entries[key().digest]["payload"]) == ["a", "z"]
    assert entries[key().digest]["key"]["url"] == "/login"  # no host or port in the file
    assert (tmp_path / ".gitignore").read_text().splitlines()[1:] == [
        ".lock",
        "*.tmp",
        ".last-run.json",
        "*.corrupt-*",
    ]


def test_rewriting_the_same_entries_gives_byte_identical_files(tmp_path: Path) -> None:
    record_and_commit(tmp_path, "auto", "test_a", {"click save": {"x": 1}, "click cancel": {"y": 2}})
    first = module_file(tmp_path, TEST_FILE).read_bytes()
    record_and_commit(tmp_path, "auto", "test_a", {"click save": {"x": 1}, "click cancel": {"y": 2}})
    assert module_file(tmp_path, TEST_FILE).read_bytes() == first


def test_entries_follow_the_order_a_test_used_them_in(tmp_path: Path) -> None:
    record_and_commit(tmp_path, "auto", "test_a", {"click save": {"x": 1}, "click cancel": {"y": 2}})
    # A later run hits "click cancel" first, then records a new entry, then hits "click save".
    session = CacheStore(tmp_path, "auto").for_test(TEST_FILE, "test_a")
    assert session.lookup(key("click cancel")) is not None
    session.record(key("click help"), {"z": 3})
    assert session.lookup(key("click save")) is not None
    assert session.commit() == 1
    order = list(read_module(module_file(tmp_path, TEST_FILE))["test_a"])
    assert order == [key("click cancel").digest, key("click help").digest, key("click save").digest]


def test_an_old_file_sorted_by_digest_is_read_and_rewritten_in_run_order(tmp_path: Path) -> None:
    path = module_file(tmp_path, TEST_FILE)
    path.parent.mkdir(parents=True)
    entries = {k.digest: {"key": k.to_json(), "payload": {}} for k in (key("b"), key("a"))}
    old = {"schema_version": 1, "test_file": TEST_FILE, "tests": {"test_a": entries}}
    path.write_text(json.dumps(old, indent=2, sort_keys=True) + "\n")
    session = CacheStore(tmp_path, "auto").for_test(TEST_FILE, "test_a")
    assert session.lookup(key("b")) is not None
    assert session.lookup(key("a")) is not None
    session.record(key("c"), {})
    session.commit()
    assert list(read_module(path)["test_a"]) == [key("b").digest, key("a").digest, key("c").digest]


@pytest.mark.parametrize("umask", [0o022, 0o002])
def test_files_get_the_mode_the_umask_gives(tmp_path: Path, umask: int) -> None:
    previous = os.umask(umask)
    try:
        record_and_commit(tmp_path, "auto", "test_a", {"click save": {"x": 1}})
        record_and_commit(tmp_path, "auto", "test_a", {"click cancel": {"x": 1}})  # a rewrite, too
        write_last_run(tmp_path, "r1", {}, full_run=True)
        report = tmp_path / "heal-report.json"
        HealReport().write(report)
    finally:
        os.umask(previous)
    expected = 0o666 & ~umask
    for path in (
        module_file(tmp_path, TEST_FILE),
        tmp_path / ".gitignore",
        tmp_path / ".last-run.json",
        report,
    ):
        assert stat.S_IMODE(path.stat().st_mode) == expected, path


def test_a_gitignore_the_user_edited_is_kept(tmp_path: Path) -> None:
    record_and_commit(tmp_path, "auto", "test_a", {"click save": {"x": 1}})
    assert (tmp_path / ".gitignore").read_text() == GITIGNORE
    edited = GITIGNORE + "my-notes.txt\n"
    (tmp_path / ".gitignore").write_text(edited)
    record_and_commit(tmp_path, "auto", "test_a", {"click cancel": {"x": 1}})
    assert (tmp_path / ".gitignore").read_text() == edited  # a user's own edits are kept


def test_discard_leaves_the_store_unchanged(tmp_path: Path) -> None:
    record_and_commit(tmp_path, "auto", "test_a", {"click save": {"v": 1}})
    before = module_file(tmp_path, TEST_FILE).read_bytes()
    session = CacheStore(tmp_path, "auto").for_test(TEST_FILE, "test_a")
    session.record(key("click cancel"), {"v": 2})
    session.replace(key("click save"), {"v": 3})
    session.discard()
    assert session.commit() == 0
    assert module_file(tmp_path, TEST_FILE).read_bytes() == before


def test_a_failing_test_in_a_fresh_directory_writes_nothing(tmp_path: Path) -> None:
    session = CacheStore(tmp_path / "cache", "auto").for_test(TEST_FILE, "test_a")
    session.record(key(), {"v": 1})
    session.discard()
    assert not (tmp_path / "cache").exists()


def test_off_never_hits_and_never_writes(tmp_path: Path) -> None:
    record_and_commit(tmp_path, "auto", "test_a", {"click save": {"v": 1}})
    before = module_file(tmp_path, TEST_FILE).read_bytes()
    session = CacheStore(tmp_path, "off").for_test(TEST_FILE, "test_a")
    assert session.lookup(key()) is None
    session.record(key("click cancel"), {"v": 2})
    assert session.commit() == 0
    assert module_file(tmp_path, TEST_FILE).read_bytes() == before


def test_replay_hits_but_never_records_or_saves_heals(tmp_path: Path) -> None:
    record_and_commit(tmp_path, "auto", "test_a", {"click save": {"v": 1}})
    before = module_file(tmp_path, TEST_FILE).read_bytes()
    session = CacheStore(tmp_path, "replay").for_test(TEST_FILE, "test_a")
    assert session.lookup(key()) is not None
    session.record(key("click cancel"), {"v": 2})
    session.replace(key(), {"v": "healed"})
    assert session.pending == {}
    assert session.commit() == 0
    assert module_file(tmp_path, TEST_FILE).read_bytes() == before


def test_a_looked_up_payload_is_a_copy_the_store_never_sees_changes_to(tmp_path: Path) -> None:
    record_and_commit(tmp_path, "auto", "test_a", {"click save": {"steps": [{"element": {"id": "save"}}]}})
    store = CacheStore(tmp_path, "replay")
    first = store.for_test(TEST_FILE, "test_a").lookup(key())
    assert first is not None
    first.payload["steps"][0]["element"] = {"id": "healed"}  # what a replay heal does to its copy
    again = store.for_test(TEST_FILE, "test_a").lookup(key())
    assert again is not None
    assert again.payload == {"steps": [{"element": {"id": "save"}}]}


def test_refresh_ignores_stored_entries_and_replaces_the_tests_entries(tmp_path: Path) -> None:
    record_and_commit(tmp_path, "auto", "test_a", {"click save": {"v": 1}, "click old": {"v": 0}})
    record_and_commit(tmp_path, "auto", "test_other", {"click save": {"v": 9}})
    session = CacheStore(tmp_path, "refresh").for_test(TEST_FILE, "test_a")
    assert session.lookup(key()) is None
    session.record(key(), {"v": 2})
    session.commit()
    tests = read_module(module_file(tmp_path, TEST_FILE))
    assert {e["payload"]["v"] for e in tests["test_a"].values()} == {2}  # "click old" is gone
    assert {e["payload"]["v"] for e in tests["test_other"].values()} == {9}  # other tests untouched


def test_refresh_of_a_test_that_records_nothing_removes_its_entries(tmp_path: Path) -> None:
    record_and_commit(tmp_path, "auto", "test_a", {"click save": {"v": 1}})
    session = CacheStore(tmp_path, "refresh").for_test(TEST_FILE, "test_a")
    session.commit()
    assert not module_file(tmp_path, TEST_FILE).exists()


def test_auto_heal_replaces_an_entry_and_keeps_the_others(tmp_path: Path) -> None:
    record_and_commit(tmp_path, "auto", "test_a", {"click save": {"v": 1}, "click cancel": {"v": 1}})
    session = CacheStore(tmp_path, "auto").for_test(TEST_FILE, "test_a")
    session.replace(key(), {"v": "healed"})
    session.commit()
    tests = read_module(module_file(tmp_path, TEST_FILE))
    assert tests["test_a"][key().digest]["payload"] == {"v": "healed"}
    assert tests["test_a"][key("click cancel").digest]["payload"] == {"v": 1}


def test_commits_from_two_stores_merge_instead_of_overwriting(tmp_path: Path) -> None:
    first = CacheStore(tmp_path, "auto").for_test(TEST_FILE, "test_a")
    second = CacheStore(tmp_path, "auto").for_test(TEST_FILE, "test_b")
    assert first.lookup(key()) is None  # both loaded the (empty) module before either wrote
    assert second.lookup(key()) is None
    first.record(key(), {"by": "first"})
    second.record(key(), {"by": "second"})
    first.commit()
    second.commit()
    tests = read_module(module_file(tmp_path, TEST_FILE))
    assert set(tests) == {"test_a", "test_b"}


def test_make_key_numbers_repeated_calls(tmp_path: Path) -> None:
    session = CacheStore(tmp_path, "auto").for_test(TEST_FILE, "test_a")
    keys = [session.make_key("act", "Click next", URL) for _ in range(3)]
    other = session.make_key("act", "click back", URL)
    assert [k.occurrence for k in keys] == [0, 1, 2]
    assert other.occurrence == 0
    assert keys[1] == CacheKey.build("act", "click next", URL, occurrence=1)


def test_miss_error_names_file_test_key_and_nearest_entries_with_differences(tmp_path: Path) -> None:
    record_and_commit(tmp_path, "auto", "test_a", {"click save": {}, "click cancel": {}})
    record_and_commit(tmp_path, "auto", "test_b", {"click submit": {}})
    session = CacheStore(tmp_path, "replay").for_test(TEST_FILE, "test_a")
    wanted = CacheKey.build("act", "click save", "http://127.0.0.1:5/login?step=2")
    error = session.miss_error(wanted)
    assert isinstance(error, CacheMissError)
    message = str(error)
    assert str(module_file(tmp_path, TEST_FILE)) in message
    assert "test: test_a" in message
    assert wanted.digest in message
    assert "'/login' (stored) ≠ '/login?step=2' (wanted)" in message
    lines = message.splitlines()
    nearest = [line.strip() for line in lines if line.strip().startswith("- ")]
    assert nearest[0] == "- act 'click save' at /login"  # one field differs: ranked first
    assert "(test test_b)" in nearest[-1]


def test_miss_error_on_an_empty_module_says_how_to_record(tmp_path: Path) -> None:
    message = str(CacheStore(tmp_path, "replay").for_test(TEST_FILE, "test_a").miss_error(key()))
    assert "no entries" in message
    assert "--stagehand-cache=auto" in message


@pytest.mark.parametrize(
    "content",
    [
        "{ not json",
        "[]",
        json.dumps({"schema_version": 0, "tests": {}}),
        json.dumps({"schema_version": "2", "tests": {}}),
        json.dumps({"tests": {}}),
        json.dumps({"schema_version": 1, "tests": {"t": {"abc": {"key": {"kind": "act"}, "payload": {}}}}}),
        json.dumps({"schema_version": 1, "tests": {"t": []}}),
        json.dumps({"schema_version": 1, "tests": []}),
        b"\xff\xfe\x00".decode("latin-1"),
    ],
)
def test_an_unusable_file_is_a_miss_and_a_warning_then_kept_aside_on_write(
    tmp_path: Path, content: str
) -> None:
    path = module_file(tmp_path, TEST_FILE)
    path.parent.mkdir(parents=True)
    path.write_text(content, encoding="latin-1")
    store = CacheStore(tmp_path, "auto")
    session = store.for_test(TEST_FILE, "test_a")
    with pytest.warns(StagehandCacheWarning, match="treated as empty"):
        assert session.lookup(key()) is None
    session.record(key(), {"v": 1})
    with pytest.warns(StagehandCacheWarning, match=r"kept it as test_login\.py\.json\.corrupt-1"):
        session.commit()
    assert (path.parent / "test_login.py.json.corrupt-1").read_text(encoding="latin-1") == content
    assert read_module(path)["test_a"][key().digest]["payload"] == {"v": 1}


@pytest.mark.parametrize("mode", ["auto", "refresh"])
def test_a_file_of_a_newer_schema_is_a_miss_and_never_moved_or_overwritten(
    tmp_path: Path, mode: CacheModeName
) -> None:
    path = module_file(tmp_path, TEST_FILE)
    path.parent.mkdir(parents=True)
    newer = json.dumps({"schema_version": SCHEMA_VERSION + 1, "tests": {"test_a": {"x": {"new": "format"}}}})
    path.write_text(newer)
    session = CacheStore(tmp_path, mode).for_test(TEST_FILE, "test_a")
    if mode == "auto":  # refresh never reads stored entries
        with pytest.warns(StagehandCacheWarning, match="newer pytest-stagehand.*upgrade pytest-stagehand"):
            assert session.lookup(key()) is None
    session.record(key(), {"v": 1})
    with pytest.warns(StagehandCacheWarning, match="entries of test_a were not saved.*newer"):
        session.commit()
    assert path.read_text() == newer
    assert sorted(p.name for p in path.parent.iterdir()) == ["test_login.py.json"]


def test_a_replay_miss_on_a_newer_file_says_to_upgrade(tmp_path: Path) -> None:
    path = module_file(tmp_path, TEST_FILE)
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"schema_version": SCHEMA_VERSION + 1, "tests": {}}))
    session = CacheStore(tmp_path, "replay").for_test(TEST_FILE, "test_a")
    with pytest.warns(StagehandCacheWarning):
        assert session.lookup(key()) is None
    message = str(session.miss_error(key()))
    assert "written by a newer pytest-stagehand" in message
    assert "upgrade pytest-stagehand" in message
    assert "refresh" not in message  # re-recording would not help: this plugin may not rewrite it


def test_a_commit_that_cannot_write_raises_cache_error_and_leaves_the_file(tmp_path: Path) -> None:
    record_and_commit(tmp_path, "auto", "test_a", {"click save": {"x": 1}})
    before = module_file(tmp_path, TEST_FILE).read_bytes()
    session = CacheStore(tmp_path, "auto", lock_timeout_s=0.2).for_test(TEST_FILE, "test_a")
    session.record(key("click cancel"), {"y": 2})
    with subprocess.Popen(
        [sys.executable, "-c", HOLD_LOCK, str(tmp_path / ".lock")], stdout=subprocess.PIPE, text=True
    ) as holder:
        try:
            assert holder.stdout is not None
            assert holder.stdout.readline().strip() == "locked"
            started = time.monotonic()
            with pytest.raises(CacheError, match=r"(?s)could not lock .*not saved; .* was left as it was"):
                session.commit()
            assert time.monotonic() - started < 5  # bounded by the lock timeout
        finally:
            holder.kill()
    assert module_file(tmp_path, TEST_FILE).read_bytes() == before
    assert session.pending == {}


def test_a_cache_directory_that_is_a_file_fails_the_commit_clearly(tmp_path: Path) -> None:
    root = tmp_path / "cache"
    root.write_text("not a directory")
    store = CacheStore(root, "auto")
    session = store.for_test(TEST_FILE, "test_a")
    with pytest.warns(StagehandCacheWarning, match="unusable"):
        assert session.lookup(key()) is None
    session.record(key(), {"x": 1})
    with pytest.raises(CacheError, match=r"(?s)could not save the entries of test_a .*writable directory"):
        session.commit()
    assert root.read_text() == "not a directory"


def test_entry_whose_digest_does_not_match_its_key_is_rejected(tmp_path: Path) -> None:
    path = module_file(tmp_path, TEST_FILE)
    path.parent.mkdir(parents=True)
    entry = {"key": key().to_json(), "payload": {}}
    path.write_text(json.dumps({"schema_version": 1, "tests": {"test_a": {"0000": entry}}}))
    with pytest.warns(StagehandCacheWarning, match="does not match its key"):
        assert CacheStore(tmp_path, "auto").for_test(TEST_FILE, "test_a").lookup(key()) is None


def test_replay_never_moves_a_corrupt_file(tmp_path: Path) -> None:
    path = module_file(tmp_path, TEST_FILE)
    path.parent.mkdir(parents=True)
    path.write_text("garbage")
    session = CacheStore(tmp_path, "replay").for_test(TEST_FILE, "test_a")
    with pytest.warns(StagehandCacheWarning):
        assert session.lookup(key()) is None
    session.commit()
    assert path.read_text() == "garbage"
    assert list(path.parent.iterdir()) == [path]


def test_second_corrupt_file_gets_the_next_free_suffix(tmp_path: Path) -> None:
    path = module_file(tmp_path, TEST_FILE)
    path.parent.mkdir(parents=True)
    (path.parent / "test_login.py.json.corrupt-1").write_text("older")
    path.write_text("garbage")
    session = CacheStore(tmp_path, "auto").for_test(TEST_FILE, "test_a")
    session.record(key(), {})
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", StagehandCacheWarning)
        session.commit()
    assert (path.parent / "test_login.py.json.corrupt-2").read_text() == "garbage"


@pytest.mark.parametrize("bad", ["../outside.py", "/abs/test_x.py", "", "tests/../../x.py"])
def test_test_paths_must_stay_inside_the_cache_directory(tmp_path: Path, bad: str) -> None:
    with pytest.raises(CacheError, match="relative to the rootdir"):
        CacheStore(tmp_path, "auto").for_test(bad, "test_a")


WRITER = """
import sys
from pathlib import Path
from pytest_stagehand.cache.keys import CacheKey
from pytest_stagehand.cache.store import CacheStore

root, worker, count = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
store = CacheStore(root, "auto")
for i in range(count):
    session = store.for_test("tests/test_shared.py", f"test_{worker}_{i % 3}")
    session.record(CacheKey.build("act", f"step {i}", "http://h/"), {"worker": worker, "i": i})
    session.commit()
"""


def test_two_processes_committing_to_the_same_file_lose_nothing(tmp_path: Path) -> None:
    count = 40
    processes = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path), worker, str(count)])
        for worker in ("w1", "w2")
    ]
    for process in processes:
        assert process.wait(timeout=120) == 0
    tests = read_module(module_file(tmp_path, "tests/test_shared.py"))
    entries = [e for entries in tests.values() for e in entries.values()]
    assert len(entries) == 2 * count
    assert {(e["payload"]["worker"], e["payload"]["i"]) for e in entries} == {
        (w, i) for w in ("w1", "w2") for i in range(count)
    }
    assert sorted(p.name for p in tmp_path.rglob("*.tmp")) == []
