"""The on-disk format of the cache directory: one JSON file per test module, read and written safely.

Layout (the directory is meant to be committed)::

    .stagehand-cache/
      .gitignore                 ignores the lock, temp files and the local last-run record
      .lock                      inter-process lock (fcntl.flock) taken for every write
      .last-run.json             which entries the last run used (for ``cache prune``)
      tests/ui/test_login.py.json

One file per test *module*, mirroring the test tree: the cache of a module sits at the path of the
module, a reviewer sees one file change per changed test file, and a module's tests are keys inside
it. Files hold ``schema_version``, the module path and ``tests → entry digest → {key, payload}``, written
with sorted keys and two-space indents so diffs are stable and readable.

Writes are atomic (temp file in the same directory + ``os.replace``) and happen under an exclusive
``flock`` on ``.lock`` with the file re-read inside the lock, so two pytest-xdist workers committing
to the same module merge instead of losing each other's entries. A file that is corrupt or has
another schema version is reported with :class:`StagehandCacheWarning` and read as empty; before it
would be rewritten it is moved aside to ``<name>.corrupt-<n>`` so nothing is lost.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import tempfile
import time
import warnings
from collections.abc import Iterator
from pathlib import Path, PurePosixPath
from typing import Any

from ..errors import CacheError
from .keys import CacheKey

SCHEMA_VERSION = 1
LOCK_FILE = ".lock"
LAST_RUN_FILE = ".last-run.json"
GITIGNORE = "# written by pytest-stagehand: local files, not cache entries\n.lock\n*.tmp\n.last-run.json\n"
DEFAULT_LOCK_TIMEOUT_S = 30.0

# test name → entry digest → {"key": {...}, "payload": {...}}
ModuleEntries = dict[str, dict[str, dict[str, Any]]]


class StagehandCacheWarning(UserWarning):
    """A cache file could not be used (corrupt, other schema version); it was treated as empty."""


class UnreadableCacheFile(Exception):
    """Internal: why a cache file cannot be used. Turned into a warning, never into a crash."""


def module_file(root: Path, test_file_rel: str) -> Path:
    """The cache file of a test module: ``<root>/<test file path>.json``, always inside ``root``."""
    posix = PurePosixPath(test_file_rel.replace("\\", "/"))
    if posix.is_absolute() or ".." in posix.parts or not posix.parts:
        raise CacheError(
            f"cache: test file path {test_file_rel!r} must be relative to the rootdir and stay inside it"
        )
    return root.joinpath(*posix.parts[:-1], posix.parts[-1] + ".json")


def module_name_of(root: Path, cache_file: Path) -> str:
    """Inverse of :func:`module_file`: the test module path a cache file belongs to."""
    rel = cache_file.relative_to(root).as_posix()
    return rel[: -len(".json")] if rel.endswith(".json") else rel


def _validate_entries(tests: object) -> ModuleEntries:
    if not isinstance(tests, dict):
        raise UnreadableCacheFile('"tests" is not an object')
    for test_name, entries in tests.items():
        if not isinstance(entries, dict):
            raise UnreadableCacheFile(f"entries of {test_name!r} are not an object")
        for digest, entry in entries.items():
            if not isinstance(entry, dict) or not isinstance(entry.get("payload"), dict):
                raise UnreadableCacheFile(f"entry {digest} of {test_name!r} has no payload object")
            try:
                key = CacheKey.from_json(entry["key"])
            except (KeyError, TypeError, ValueError) as e:
                raise UnreadableCacheFile(f"entry {digest} of {test_name!r} has a bad key: {e}") from e
            if key.digest != digest:
                raise UnreadableCacheFile(f"entry {digest} of {test_name!r} does not match its key")
    return tests


def read_module(path: Path) -> ModuleEntries:
    """The entries of one cache file; ``{}`` if it does not exist. Raises UnreadableCacheFile."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    except (OSError, UnicodeDecodeError) as e:
        raise UnreadableCacheFile(f"cannot read: {e}") from e
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise UnreadableCacheFile(f"not valid JSON ({e})") from e
    if not isinstance(data, dict):
        raise UnreadableCacheFile("not a JSON object")
    version = data.get("schema_version")
    if version != SCHEMA_VERSION:
        raise UnreadableCacheFile(f"schema_version {version!r}, this plugin reads {SCHEMA_VERSION}")
    return _validate_entries(data.get("tests", {}))


def read_module_or_warn(
    path: Path, *, problems: dict[str, str] | None = None, key: str = ""
) -> ModuleEntries:
    """Like :func:`read_module`, but an unusable file is a warning and reads as empty; the reason is
    also kept in ``problems[key]`` (a later replay miss names it)."""
    try:
        return read_module(path)
    except UnreadableCacheFile as e:
        if problems is not None:
            problems[key] = str(e)
        warnings.warn(
            StagehandCacheWarning(f"stagehand cache file {path} is unusable and treated as empty: {e}"),
            stacklevel=2,
        )
        return {}


def render_module(test_file_rel: str, tests: ModuleEntries) -> str:
    """The file text: stable key order, two-space indents, trailing newline."""
    document = {"schema_version": SCHEMA_VERSION, "test_file": test_file_rel, "tests": tests}
    return json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def write_atomic(path: Path, text: str) -> None:
    """Write through a temp file in the same directory and ``os.replace`` it: readers never see half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=path.name + ".", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise


def move_aside(path: Path) -> Path:
    """Rename an unusable file to ``<name>.corrupt-<n>`` (first free n) and return the new path."""
    n = 1
    while (aside := path.with_name(f"{path.name}.corrupt-{n}")).exists():
        n += 1
    os.replace(path, aside)
    return aside


def read_module_for_update(path: Path) -> ModuleEntries:
    """Read before a rewrite, under the lock: an unusable file is moved aside first, with a warning."""
    try:
        return read_module(path)
    except UnreadableCacheFile as e:
        aside = move_aside(path)
        warnings.warn(
            StagehandCacheWarning(
                f"stagehand cache file {path} was unusable ({e}); kept it as {aside.name} and started afresh"
            ),
            stacklevel=2,
        )
        return {}


def ensure_root(root: Path) -> None:
    """Create the cache directory with its .gitignore (local files must not be committed)."""
    root.mkdir(parents=True, exist_ok=True)
    gitignore = root / ".gitignore"
    if not gitignore.exists():
        write_atomic(gitignore, GITIGNORE)


@contextlib.contextmanager
def locked(root: Path, timeout_s: float = DEFAULT_LOCK_TIMEOUT_S) -> Iterator[None]:
    """Hold the directory's exclusive inter-process lock; gives up with CacheError after ``timeout_s``."""
    ensure_root(root)
    fd = os.open(root / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise CacheError(
                        f"cache: could not lock {root / LOCK_FILE} within {timeout_s:g} s; "
                        f"another process holds it"
                    ) from None
                time.sleep(0.01)
        yield
    finally:
        os.close(fd)  # closing the descriptor releases the flock


def iter_module_files(root: Path) -> list[Path]:
    """Every cache file under ``root``, sorted (no lock, temp, last-run or set-aside files)."""
    if not root.is_dir():
        return []
    return sorted(path for path in root.rglob("*.json") if path.is_file() and not path.name.startswith("."))
