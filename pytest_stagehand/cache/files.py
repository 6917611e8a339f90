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
with two-space indents and sorted keys, except that a test's entries keep the order the test ran them
in (the store orders them on every write), so a file reads like the test and diffs stay stable.

Writes are atomic (temp file in the same directory + ``os.replace``) and happen under an exclusive
``flock`` on ``.lock`` with the file re-read inside the lock, so two pytest-xdist workers committing
to the same module merge instead of losing each other's entries. Files get the mode the umask gives
(normally 0644). A file that is corrupt or has an older schema version is reported with
:class:`StagehandCacheWarning` and read as empty; before it would be rewritten it is moved aside to
``<name>.corrupt-<n>`` (git-ignored) so nothing is lost. A file written by a *newer* plugin (a higher
schema version) is read as empty too, but never moved or overwritten: the warning says to upgrade.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import secrets
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
GITIGNORE = (
    "# written by pytest-stagehand: local files, not cache entries\n"
    ".lock\n*.tmp\n.last-run.json\n*.corrupt-*\n"
)
# Read at call time, so a test can shorten it (pytest_stagehand.cache.files.DEFAULT_LOCK_TIMEOUT_S = 0.5).
DEFAULT_LOCK_TIMEOUT_S = 30.0

# test name → entry digest → {"key": {...}, "payload": {...}}
ModuleEntries = dict[str, dict[str, dict[str, Any]]]


class StagehandCacheWarning(UserWarning):
    """A cache file could not be used (corrupt, other schema version); it was treated as empty."""


class UnreadableCacheFile(Exception):
    """Internal: why a cache file cannot be used. Turned into a warning, never into a crash."""


class NewerCacheFile(UnreadableCacheFile):
    """Internal: the file was written by a newer pytest-stagehand (higher schema version). It reads as
    empty, and is never moved aside or overwritten: an older plugin must not downgrade it."""


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
    if isinstance(version, int) and not isinstance(version, bool) and version > SCHEMA_VERSION:
        raise NewerCacheFile(
            f"written by a newer pytest-stagehand (schema_version {version}, this one reads "
            f"{SCHEMA_VERSION}); upgrade pytest-stagehand, the file is left as it is"
        )
    if type(version) is not int or version != SCHEMA_VERSION:  # true == 1.0 == 1 in Python, not here
        raise UnreadableCacheFile(f"schema_version {version!r}, this plugin reads {SCHEMA_VERSION}")
    return _validate_entries(data.get("tests", {}))


def read_module_or_warn(
    path: Path, *, problems: dict[str, UnreadableCacheFile] | None = None, key: str = ""
) -> ModuleEntries:
    """Like :func:`read_module`, but an unusable file is a warning and reads as empty; the reason is
    also kept in ``problems[key]`` (a later replay miss names it)."""
    try:
        return read_module(path)
    except UnreadableCacheFile as e:
        if problems is not None:
            problems[key] = e
        warnings.warn(
            StagehandCacheWarning(f"stagehand cache file {path} is unusable and treated as empty: {e}"),
            stacklevel=2,
        )
        return {}


def _sorted_deep(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _sorted_deep(value[k]) for k in sorted(value)}
    if isinstance(value, list):
        return [_sorted_deep(item) for item in value]
    return value


def render_module(test_file_rel: str, tests: ModuleEntries) -> str:
    """The file text: two-space indents, trailing newline, keys sorted everywhere except a test's
    entries, which stay in the order given (the order the test ran them in)."""
    document = {
        "schema_version": SCHEMA_VERSION,
        "test_file": test_file_rel,
        "tests": {
            name: {digest: _sorted_deep(entry) for digest, entry in tests[name].items()}
            for name in sorted(tests)
        },
    }
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def write_atomic(path: Path, text: str) -> None:
    """Write through a temp file in the same directory and ``os.replace`` it: readers never see half,
    and a failed write (disk full, no permission) leaves the old file as it was. The file gets mode
    0666 minus the umask, like any file a program creates (``tempfile.mkstemp`` would give 0600, and
    a teammate or a CI step running as another user could not read the cache)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    while True:
        tmp_name = str(path.with_name(f"{path.name}.{secrets.token_hex(6)}.tmp"))
        try:
            fd = os.open(tmp_name, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
            break
        except FileExistsError:
            continue
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
    """Read before a rewrite, under the lock: an unusable file is moved aside first, with a warning.
    A file of a newer schema version raises :class:`NewerCacheFile` instead: it must not be rewritten."""
    try:
        return read_module(path)
    except NewerCacheFile:
        raise
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
    """Create the cache directory with its .gitignore (local files must not be committed); a
    .gitignore that is there already is the user's to edit and is left as it is."""
    root.mkdir(parents=True, exist_ok=True)
    gitignore = root / ".gitignore"
    if not gitignore.exists():
        write_atomic(gitignore, GITIGNORE)


@contextlib.contextmanager
def locked(root: Path, timeout_s: float | None = None) -> Iterator[float]:
    """Hold the directory's exclusive inter-process lock; gives up with CacheError after ``timeout_s``
    (default :data:`DEFAULT_LOCK_TIMEOUT_S`). Yields the seconds spent waiting for it (the contention
    pytest-xdist workers see, reported per test)."""
    if timeout_s is None:
        timeout_s = DEFAULT_LOCK_TIMEOUT_S
    ensure_root(root)
    try:
        # O_NOFOLLOW: a .lock planted as a symlink must not make us create (or truncate) its target.
        fd = os.open(root / LOCK_FILE, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, 0o644)
    except OSError as e:
        why = "it is a symlink" if (root / LOCK_FILE).is_symlink() else e.strerror
        raise CacheError(
            f"cache: cannot open the lock file {root / LOCK_FILE}: {why}; remove it (the plugin creates "
            "a plain file there)"
        ) from e
    try:
        started = time.monotonic()
        deadline = started + timeout_s
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
        yield time.monotonic() - started
    finally:
        os.close(fd)  # closing the descriptor releases the flock


def iter_module_files(root: Path) -> list[Path]:
    """Every cache file under ``root``, sorted (no lock, temp, last-run or set-aside files)."""
    if not root.is_dir():
        return []
    return sorted(path for path in root.rglob("*.json") if path.is_file() and not path.name.startswith("."))
