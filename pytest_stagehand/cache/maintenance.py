"""Housekeeping over a cache directory: the last-run record, listing, showing and pruning.

The last-run record (``.last-run.json``, git-ignored) says which entries a run used. Under
pytest-xdist every worker writes its part with the same ``run_id`` and the parts are merged under the
directory lock; a record with another ``run_id`` is replaced. ``prune`` only trusts a *full* run
(no ``-k`` / ``-m`` / node-id or path selection, not stopped early): after a partial run most
entries look unused. Tests the full run skipped keep their entries (they may run elsewhere, on
another platform or with another option), and so do tests that did not pass (a setup error or a
server that was down stops a test before it reaches most of its entries); tests it no longer
collected lose theirs. The record is written in every cache mode, ``replay`` included (it is local
and git-ignored); when it cannot be written the run only warns.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import CacheError
from .files import (
    LAST_RUN_FILE,
    SCHEMA_VERSION,
    UnreadableCacheFile,
    iter_module_files,
    locked,
    module_file,
    module_name_of,
    read_module,
    render_module,
    write_atomic,
)

UsedEntries = Mapping[str, Mapping[str, list[str]]]


@dataclass(frozen=True)
class LastRun:
    run_id: str
    full_run: bool
    used: dict[str, dict[str, list[str]]]
    skipped: dict[str, list[str]]
    not_passed: dict[str, list[str]]  # failed or errored: what they did not reach is unknown

    def keeps_all_of(self, test_file: str, test_name: str) -> bool:
        """Whether prune must keep every entry of this test (it was skipped, or did not pass)."""
        return test_name in self.skipped.get(test_file, ()) or test_name in self.not_passed.get(test_file, ())


def _read_last_run(root: Path) -> LastRun | None:
    path = root / LAST_RUN_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as e:
        raise CacheError(
            f"cache: the last-run record {path} is unreadable ({e}); run the full suite again"
        ) from e
    tables = ("used", "skipped", "not_passed")
    if (
        not isinstance(data, dict)
        or data.get("schema_version") != SCHEMA_VERSION
        or not isinstance(data.get("run_id"), str)
        or not isinstance(data.get("full_run"), bool)
        or not all(isinstance(data.get(table), dict) for table in tables)
    ):
        raise CacheError(f"cache: the last-run record {path} has another format; run the full suite again")
    return LastRun(data["run_id"], data["full_run"], data["used"], data["skipped"], data["not_passed"])


def _merged_names(*sources: Mapping[str, Iterable[str]]) -> dict[str, list[str]]:
    merged: dict[str, set[str]] = {}
    for source in sources:
        for test_file, names in source.items():
            merged.setdefault(test_file, set()).update(names)
    return {test_file: sorted(names) for test_file, names in sorted(merged.items())}


def write_last_run(
    root: Path,
    run_id: str,
    used: UsedEntries,
    *,
    full_run: bool,
    skipped: Mapping[str, Iterable[str]] | None = None,
    not_passed: Mapping[str, Iterable[str]] | None = None,
) -> None:
    """Record the entries this process used, the tests it skipped and those that did not pass; merged
    with other workers' parts of the same run. Raises CacheError or OSError when it cannot write."""
    with locked(root):
        try:
            previous = _read_last_run(root)
        except CacheError:
            previous = None  # a broken local record is simply replaced: it is derived data
        merged: dict[str, dict[str, set[str]]] = {}
        sources = [used] if previous is None or previous.run_id != run_id else [previous.used, used]
        for source in sources:
            for test_file, tests in source.items():
                for test_name, digests in tests.items():
                    merged.setdefault(test_file, {}).setdefault(test_name, set()).update(digests)
        same_run = previous is not None and previous.run_id == run_id
        full = full_run and (not same_run or (previous is not None and previous.full_run))
        earlier = previous if same_run else None
        document = {
            "schema_version": SCHEMA_VERSION,
            "run_id": run_id,
            "full_run": full,
            "used": {
                test_file: {test: sorted(digests) for test, digests in tests.items()}
                for test_file, tests in merged.items()
            },
            "skipped": _merged_names(earlier.skipped if earlier else {}, skipped or {}),
            "not_passed": _merged_names(earlier.not_passed if earlier else {}, not_passed or {}),
        }
        write_atomic(root / LAST_RUN_FILE, json.dumps(document, indent=2, sort_keys=True) + "\n")


@dataclass(frozen=True)
class ModuleSummary:
    """One cache file for ``cache list``; ``problem`` is set when the file is unusable."""

    path: Path
    test_file: str
    tests: int
    entries: int
    kinds: dict[str, int]
    problem: str = ""


def list_modules(root: Path) -> list[ModuleSummary]:
    summaries = []
    for path in iter_module_files(root):
        test_file = module_name_of(root, path)
        try:
            tests = read_module(path)
        except UnreadableCacheFile as e:
            summaries.append(ModuleSummary(path, test_file, 0, 0, {}, problem=str(e)))
            continue
        kinds = Counter(entry["key"]["kind"] for entries in tests.values() for entry in entries.values())
        summaries.append(
            ModuleSummary(path, test_file, len(tests), sum(kinds.values()), dict(sorted(kinds.items())))
        )
    return summaries


@dataclass(frozen=True)
class FoundEntries:
    """What ``cache show`` found: test file → {test name → entries, in file order}, and the cache files
    that might hold the target but cannot be read (test file → why)."""

    entries: dict[str, dict[str, Any]]
    unusable: dict[str, str]


def find_entries(root: Path, target: str) -> FoundEntries:
    """Entries for ``target``: a test file (``tests/test_x.py``), a node id (``tests/test_x.py::test_a``)
    or a bare test name. An unusable file is reported when it is the target's file, or, for a bare test
    name, whenever it exists (it might hold that test)."""
    test_file_part, sep, test_part = target.partition("::")
    found: dict[str, dict[str, Any]] = {}
    unusable: dict[str, str] = {}
    for path in iter_module_files(root):
        test_file = module_name_of(root, path)
        try:
            tests = read_module(path)
        except UnreadableCacheFile as e:
            if test_file in (test_file_part, target) or not (sep or target.endswith(".py")):
                unusable[test_file] = str(e)
            continue
        if sep:
            if test_file == test_file_part and test_part in tests:
                found[test_file] = {test_part: tests[test_part]}
        elif test_file == target or not target:
            found[test_file] = dict(tests)
        elif target in tests:
            found[test_file] = {target: tests[target]}
    return FoundEntries(found, unusable)


@dataclass(frozen=True)
class PrunedEntry:
    test_file: str
    test_name: str
    digest: str
    description: str


def prune_unused(root: Path, *, dry_run: bool = False) -> list[PrunedEntry]:
    """Remove entries the last full run did not use (``dry_run``: only list them). Raises CacheError
    when there is no such run."""
    with locked(root):
        last_run = _read_last_run(root)
        if last_run is None:
            raise CacheError(
                f"cache prune: no last-run record in {root}; run the whole suite once "
                f"(with the cache on) so pytest-stagehand knows which entries are still used"
            )
        if not last_run.full_run:
            raise CacheError(
                "cache prune: the last run was partial (-k, -m, selected files or tests, or stopped early), "
                "so unused entries cannot be told apart; run the whole suite once, then prune"
            )
        pruned: list[PrunedEntry] = []
        for path in iter_module_files(root):
            test_file = module_name_of(root, path)
            try:
                tests = read_module(path)
            except UnreadableCacheFile:
                continue  # never touch a file we cannot read; `cache list` shows it
            used = last_run.used.get(test_file, {})
            kept: dict[str, dict[str, Any]] = {}
            for test_name, entries in tests.items():
                if last_run.keeps_all_of(test_file, test_name):
                    # Skipped, or stopped before it reached its entries: nothing is known about them.
                    kept[test_name] = dict(entries)
                    continue
                keep = {
                    digest: entry for digest, entry in entries.items() if digest in used.get(test_name, [])
                }
                for digest, entry in sorted(entries.items()):
                    if digest not in keep:
                        key = entry["key"]
                        pruned.append(
                            PrunedEntry(
                                test_file,
                                test_name,
                                digest,
                                f"{key['kind']} {key['instruction']!r} at {key['url']}",
                            )
                        )
                if keep:
                    kept[test_name] = keep
            if kept == tests or dry_run:
                continue
            if kept:
                write_atomic(path, render_module(test_file, kept))
            else:
                path.unlink()
        return pruned


def apply_heal_decisions(root: Path, decisions: Iterable[Mapping[str, Any]]) -> list[str]:
    """Apply a reviewer's heal decisions (the step report's export): an accepted heal's entry keeps
    the element found now (its fingerprint and locators); a rejected heal's entry is removed, so the
    next ``auto`` run asks the model again. Returns one line per decision saying what happened.
    Raises CacheError for a decision that is not one."""
    checked = [_checked_decision(number, d) for number, d in enumerate(decisions, start=1)]
    done: list[str] = []
    with locked(root):
        by_file: dict[str, list[Mapping[str, Any]]] = {}
        for decision in checked:
            by_file.setdefault(str(decision["test_file"]), []).append(decision)
        for test_file, file_decisions in by_file.items():
            path = module_file(root, test_file)
            try:
                tests = {name: dict(entries) for name, entries in read_module(path).items()}
            except UnreadableCacheFile as e:
                done.extend(f"skipped {_where(d)}: the cache file is unusable ({e})" for d in file_decisions)
                continue
            for decision in file_decisions:
                done.append(_apply_one(tests, decision))
            kept = {name: entries for name, entries in tests.items() if entries}
            if kept:
                write_atomic(path, render_module(test_file, kept))
            elif path.exists():
                path.unlink()
    return done


def _checked_decision(number: int, decision: Any) -> Mapping[str, Any]:
    if not isinstance(decision, Mapping):
        raise CacheError(f"heal decision {number} is not an object: {decision!r}")
    missing = [k for k in ("test_file", "test_name", "entry", "decision") if not decision.get(k)]
    if missing or decision["decision"] not in ("accepted", "rejected"):
        raise CacheError(
            f"heal decision {number} needs test_file, test_name, entry and a decision of 'accepted' or "
            f"'rejected' (missing or wrong: {', '.join(missing) or 'decision'}); export it again from the report"
        )
    if decision["decision"] == "accepted" and not isinstance(decision.get("new_element"), Mapping):
        raise CacheError(f"heal decision {number} accepts a heal but carries no new_element")
    return decision


def _where(decision: Mapping[str, Any]) -> str:
    return f"{decision['test_file']}::{decision['test_name']} {decision['entry']}"


def _apply_one(tests: dict[str, dict[str, Any]], decision: Mapping[str, Any]) -> str:
    entries = tests.get(str(decision["test_name"]), {})
    entry = entries.get(str(decision["entry"]))
    if entry is None:
        return f"skipped {_where(decision)}: no such entry (pruned or re-recorded since the report)"
    key = entry["key"]
    if decision["decision"] == "rejected":
        del entries[str(decision["entry"])]
        return (
            f"removed {_where(decision)} ({key['kind']} {key['instruction']!r}): the next auto run asks again"
        )
    new_element = dict(decision["new_element"])
    payload = dict(entry["payload"])
    if key["kind"] == "selector":
        payload = new_element
    else:
        steps = list(payload.get("steps") or [])
        step = int(decision.get("step", 0))
        if not 0 <= step < len(steps):
            return f"skipped {_where(decision)}: it has no step {step}"
        steps[step] = {**steps[step], "element": new_element}
        payload["steps"] = steps
    entries[str(decision["entry"])] = {**entry, "payload": payload}
    return f"updated {_where(decision)} ({key['kind']} {key['instruction']!r}): it keeps the healed element"
