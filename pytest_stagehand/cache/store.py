"""The cache at run time: per-test sessions that look up, record and commit entries.

Mode semantics (``--stagehand-cache``):

- ``off``     lookups return None; nothing is recorded or written.
- ``replay``  lookups hit stored entries; ``record`` / ``replace`` do nothing (replay never writes, and
              a heal is reported but not saved). A miss is the caller's cue to raise :meth:`miss_error`.
- ``auto``    lookups hit; misses are recorded and merged into the file on commit.
- ``refresh`` lookups return None; the test's entries are replaced by what it records.

Entries recorded during a test are pending until :meth:`TestCacheSession.commit` (call it only when
the test passed) and dropped by :meth:`TestCacheSession.discard`. A commit writes the test's entries
in the order the test used them. A commit that cannot write (lock timeout, disk full, no permission)
raises :class:`~pytest_stagehand.errors.CacheError` naming the file, which is left as it was; a file
written by a newer plugin is never overwritten (the commit is skipped with a warning). Every entry used
or recorded is noted, so the session's end can write the last-run record that ``cache prune`` needs.
"""

from __future__ import annotations

import copy
import dataclasses
import datetime
import warnings
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..config import CacheMode, CacheModeName
from ..errors import CacheError, CacheMissError
from .files import (
    ModuleEntries,
    NewerCacheFile,
    StagehandCacheWarning,
    UnreadableCacheFile,
    locked,
    module_file,
    read_module_for_update,
    read_module_or_warn,
    render_module,
    write_atomic,
)
from .keys import CacheKey, CacheKind, describe_difference, key_distance, same_page

NEAREST_SHOWN = 3


@dataclass(frozen=True)
class CacheEntry:
    """One stored call: its key and what the pipeline saved (selectors, fingerprint, data, ...)."""

    key: CacheKey
    payload: dict[str, Any]
    test_file: str
    test_name: str


def _entry_json(key: CacheKey, payload: Mapping[str, Any]) -> dict[str, Any]:
    return {"key": key.to_json(), "payload": dict(payload)}


def _today() -> str:
    return datetime.date.today().isoformat()


def _in_order(entries: dict[str, dict[str, Any]], order: Sequence[str]) -> dict[str, dict[str, Any]]:
    """The entries the test used, in the order it used them, then the others in their stored order."""
    first = [digest for digest in order if digest in entries]
    used = set(first)
    return {digest: entries[digest] for digest in [*first, *(d for d in entries if d not in used)]}


class CacheStore:
    """A cache directory, opened in one mode for the whole session."""

    def __init__(
        self,
        root: Path,
        mode: CacheMode | CacheModeName,
        *,
        lock_timeout_s: float | None = None,
        query_params: Sequence[str] = (),
    ):
        self.root = root
        self.mode = CacheMode(mode)
        self.lock_timeout_s = lock_timeout_s
        # Query parameters that are part of a page's identity (``cache-query-params``); the others
        # only break ties between entries recorded on the same path.
        self.query_params = tuple(query_params)
        self._modules: dict[str, ModuleEntries] = {}
        # test file → why its cache file could not be used (it reads as empty; a replay miss says so)
        self.problems: dict[str, UnreadableCacheFile] = {}
        # test file → test name → digests used (hit, recorded or replaced) in this process
        self._used: dict[str, dict[str, set[str]]] = {}

    def for_test(self, test_file_rel: str, test_name: str) -> TestCacheSession:
        """A session for one test; ``test_file_rel`` is relative to the rootdir, POSIX style."""
        module_file(self.root, test_file_rel)  # validates the path early
        return TestCacheSession(self, test_file_rel, test_name)

    def file_for(self, test_file_rel: str) -> Path:
        return module_file(self.root, test_file_rel)

    def module(self, test_file_rel: str) -> ModuleEntries:
        """The module's stored entries, read once per process (an unusable file reads as empty)."""
        if test_file_rel not in self._modules:
            self._modules[test_file_rel] = read_module_or_warn(
                self.file_for(test_file_rel), problems=self.problems, key=test_file_rel
            )
        return self._modules[test_file_rel]

    def used_entries(self) -> dict[str, dict[str, list[str]]]:
        """Entries this process used: test file → test name → sorted digests."""
        return {
            test_file: {test: sorted(digests) for test, digests in tests.items()}
            for test_file, tests in self._used.items()
        }

    def _mark_used(self, test_file: str, test_name: str, digest: str) -> None:
        self._used.setdefault(test_file, {}).setdefault(test_name, set()).add(digest)

    def _commit(
        self,
        test_file: str,
        test_name: str,
        entries: Mapping[str, dict[str, Any]],
        *,
        replace_test: bool,
        order: Sequence[str] = (),
    ) -> float:
        """Merge ``entries`` into the module file, re-read under the lock so no worker's entries are lost;
        the test's entries are written in ``order`` (digests as the test used them), others after.
        Returns the seconds spent waiting for the lock."""
        path = self.file_for(test_file)
        waited = 0.0
        try:
            with locked(self.root, self.lock_timeout_s) as waited:
                current = read_module_for_update(path)
                merged = {} if replace_test else dict(current.get(test_name, {}))
                merged.update(entries)
                merged = _in_order(merged, order)
                if merged:
                    current[test_name] = merged
                else:
                    current.pop(test_name, None)
                if current:
                    write_atomic(path, render_module(test_file, current))
                elif path.exists():
                    path.unlink()
        except NewerCacheFile as e:
            warnings.warn(
                StagehandCacheWarning(
                    f"stagehand cache: the entries of {test_name} were not saved: {path} was {e}"
                ),
                stacklevel=3,
            )
            return waited
        except CacheError as e:
            raise CacheError(
                f"{e}\n  the entries of {test_name} were not saved; {path} was left as it was"
            ) from e
        except OSError as e:
            raise CacheError(
                f"cache: could not save the entries of {test_name} to {path}: {e}\n"
                f"  the file was left as it was; check that {self.root} is a writable directory "
                "(or set --stagehand-cache=replay where the cache must not change)"
            ) from e
        self._modules[test_file] = current
        return waited


@dataclass
class TestCacheSession:
    """The cache as one test sees it. Create with :meth:`CacheStore.for_test`."""

    __test__ = False  # not a pytest test class, despite the name

    store: CacheStore
    test_file: str
    test_name: str
    _pending: dict[str, dict[str, Any]] = field(default_factory=dict)
    _occurrences: dict[CacheKey, int] = field(default_factory=dict)
    _order: dict[str, None] = field(default_factory=dict)  # digests as the test used them (a set in order)
    lock_wait_s: float = 0.0  # time the commit waited for the cache directory's lock
    # wanted digest → the stored key it was found by path (its query differed): a heal that rewrites
    # the entry rewrites the stored one instead of adding a twin under this run's query.
    _aliases: dict[str, CacheKey] = field(default_factory=dict)

    @property
    def mode(self) -> CacheMode:
        return self.store.mode

    @property
    def file(self) -> Path:
        return self.store.file_for(self.test_file)

    @property
    def pending(self) -> dict[str, dict[str, Any]]:
        """Entries recorded in this test and not yet committed, by digest (a copy)."""
        return dict(self._pending)

    def make_key(
        self,
        kind: CacheKind,
        instruction: str,
        url: str,
        *,
        base_url: str | None = None,
        variables: Iterable[str] = (),
        schema: str = "",
        content: str = "",
        extra: Mapping[str, str] | None = None,
    ) -> CacheKey:
        """A key with its occurrence filled in: the n-th identical call in this test gets occurrence n."""
        base = CacheKey.build(
            kind,
            instruction,
            url,
            base_url=base_url,
            variables=variables,
            schema=schema,
            content=content,
            extra=extra,
        )
        occurrence = self._occurrences.get(base, 0)
        self._occurrences[base] = occurrence + 1
        return CacheKey.build(
            kind,
            instruction,
            url,
            base_url=base_url,
            variables=variables,
            schema=schema,
            content=content,
            occurrence=occurrence,
            extra=extra,
        )

    def _stored(self) -> dict[str, dict[str, Any]]:
        return self.store.module(self.test_file).get(self.test_name, {})

    def lookup(self, key: CacheKey) -> CacheEntry | None:
        """The stored entry for ``key``, or None (always None in ``off`` and ``refresh``).

        An entry is found by the URL's path: when no entry has the exact key, one that differs only in
        the query string is used (the one sharing the most query pairs, then the first stored), unless
        a parameter listed in ``cache-query-params`` differs."""
        if not self.mode.reads:
            return None
        stored = self._stored()
        digest = key.digest
        entry = stored.get(digest)
        if entry is None:
            found = self._by_path(key, stored)
            if found is None:
                return None
            digest, entry = found
            self._aliases[key.digest] = CacheKey.from_json(entry["key"])
        self.store._mark_used(self.test_file, self.test_name, digest)
        self._order.setdefault(digest)
        # A deep copy: a replay that heals rewrites its copy, never the session-wide store's data
        # (in replay mode nothing may change, not even in memory for a rerun in the same process).
        return CacheEntry(key, copy.deepcopy(entry["payload"]), self.test_file, self.test_name)

    def _by_path(
        self, key: CacheKey, stored: Mapping[str, dict[str, Any]]
    ) -> tuple[str, dict[str, Any]] | None:
        """The stored entry equal to ``key`` in everything but the URL's query string, if any."""
        best: tuple[int, str, dict[str, Any]] | None = None
        for digest, entry in stored.items():
            try:
                candidate = CacheKey.from_json(entry["key"])
            except (KeyError, TypeError, ValueError):
                continue  # a hand-edited entry: the exact lookup already skipped it
            if dataclasses.replace(candidate, url=key.url) != key:
                continue
            shared = same_page(candidate.url, key.url, self.store.query_params)
            if shared is not None and (best is None or shared > best[0]):
                best = (shared, digest, entry)
        return None if best is None else (best[1], best[2])

    def record(self, key: CacheKey, payload: Mapping[str, Any]) -> None:
        """Keep a new entry until commit (``auto`` and ``refresh`` only; otherwise nothing happens)."""
        if self.mode.saves:
            key = self._aliases.get(key.digest, key)
            # The date (not the time: a re-recorded file changes less) is for people (`cache show`).
            self._pending[key.digest] = {**_entry_json(key, payload), "recorded": _today()}
            self.store._mark_used(self.test_file, self.test_name, key.digest)
            self._order.setdefault(key.digest)

    def replace(self, key: CacheKey, payload: Mapping[str, Any]) -> None:
        """Rewrite an entry after a heal; saved on commit in ``auto`` / ``refresh``, never in ``replay``.
        The entry keeps the date it was first recorded and counts its heals."""
        if not self.mode.saves:
            return
        key = self._aliases.get(key.digest, key)  # found by path: the stored entry is the one rewritten
        before = self._pending.get(key.digest) or self._stored().get(key.digest) or {}
        self.record(key, payload)
        entry = self._pending[key.digest]
        entry["recorded"] = before.get("recorded", entry["recorded"])
        entry["heals"] = int(before.get("heals", 0)) + 1
        entry["healed"] = _today()

    def commit(self) -> int:
        """Write pending entries (the test passed). Returns how many entries were written. Raises
        CacheError when the file cannot be written (it is then left as it was)."""
        if not self.mode.saves:
            self._pending.clear()
            return 0
        # refresh saves without reading: the test's entries are written afresh, the old ones dropped.
        replace_test = not self.mode.reads
        written = len(self._pending)
        try:
            if self._pending or (replace_test and self._stored()):
                self.lock_wait_s += self.store._commit(
                    self.test_file,
                    self.test_name,
                    self._pending,
                    replace_test=replace_test,
                    order=list(self._order),
                )
        finally:
            self._pending.clear()
        return written

    def discard(self) -> None:
        """Drop pending entries (the test failed): the store stays as it was."""
        self._pending.clear()

    def nearest(self, key: CacheKey, limit: int = NEAREST_SHOWN) -> list[tuple[CacheEntry, list[str]]]:
        """Stored entries closest to ``key`` (this test first, then the module), with what differs."""
        candidates: list[tuple[float, int, str, CacheEntry]] = []
        for test_name, entries in self.store.module(self.test_file).items():
            other_test = 0 if test_name == self.test_name else 1
            for digest, entry in entries.items():
                stored = CacheKey.from_json(entry["key"])
                candidates.append(
                    (
                        key_distance(stored, key),
                        other_test,
                        digest,
                        CacheEntry(stored, dict(entry["payload"]), self.test_file, test_name),
                    )
                )
        candidates.sort(key=lambda c: (c[1], c[0], c[2]))
        chosen = candidates[:limit]
        return [(entry, describe_difference(entry.key, key)) for _, _, _, entry in chosen]

    def miss_error(self, key: CacheKey) -> CacheMissError:
        """The error for a replay miss: file, test, wanted key and the nearest entries with differences."""
        lines = [
            "stagehand cache miss in replay mode (no LLM call is allowed, so the test cannot continue).",
            f"  cache file: {self.file}",
            f"  test: {self.test_name}",
            f"  wanted: {key.describe()}  [entry {key.digest}]",
        ]
        nearest = self.nearest(key)
        problem = self.store.problems.get(self.test_file)
        if isinstance(problem, NewerCacheFile):
            lines.append(f"  the cache file could not be used: it was {problem}")
        elif problem is not None:
            lines.append(
                f"  the cache file could not be used ({problem}); it is left untouched: restore it from "
                "version control, or re-record it with --stagehand-cache=refresh"
            )
        elif not nearest:
            lines.append(
                "  the file holds no entries for this module; record them with --stagehand-cache=auto"
            )
        else:
            lines.append("  closest stored entries:")
            for entry, differences in nearest:
                owner = "" if entry.test_name == self.test_name else f" (test {entry.test_name})"
                lines.append(f"    - {entry.key.describe()}{owner}")
                lines.extend(f"        {difference}" for difference in differences)
            lines.append("  re-record with --stagehand-cache=auto (or refresh) if the change is intended")
        return CacheMissError("\n".join(lines))
