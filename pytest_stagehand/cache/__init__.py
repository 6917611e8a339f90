"""The cache directory: reruns with zero LLM calls, commit-on-pass writes, self-healing on drift.

Modules (imports go down this list only; none imports the LLM layer):

- ``keys``         CacheKey (kind, folded instruction, relative URL, variable names, schema, content,
                   occurrence, extra), its digest, and ``describe_difference`` for miss messages (pure)
- ``files``        on-disk format: one JSON file per test module, atomic writes under a flock
- ``store``        CacheStore / TestCacheSession: lookup, record, replace, commit, discard, miss_error
- ``maintenance``  last-run record, list / show / prune (the ``python -m pytest_stagehand cache`` CLI)
- ``fingerprint``  ElementFingerprint / ElementCapture via fingerprint.js; page scans for healing
- ``similarity``   weighted fingerprint score and ``best_match`` that refuses ties (pure)
- ``heal``         ``locate`` (stored locators + identity check), ``heal`` ladder, ``verify_identity``
- ``report``       HealRecord, HealReport (JSON), terminal summary lines

Seams for the pipelines and the plugin (who calls what)
-------------------------------------------------------
Plugin, once per session::

    store = CacheStore(settings.cache_path, settings.cache)
    # at session end, per process (xdist workers included; same run_id for all workers), in every
    # mode; a failure to write is a warning:
    write_last_run(store.root, run_id, store.used_entries(), full_run=<no -k/-m/node-id selection>,
                   skipped=<tests skipped>, not_passed=<tests failed or errored>)

Plugin, once per test (``test_file_rel`` = item.path relative to rootdir, POSIX; ``test_name`` = the
node id part after ``::``)::

    session = store.for_test(test_file_rel, test_name)
    ...  # after the call phase
    session.commit() if passed else session.discard()   # commit raises CacheError when it cannot
                                                        # write: the plugin fails that test only

act pipeline::

    key = session.make_key("act", instruction, page.url, base_url=..., variables=variables.keys())
    entry = session.lookup(key)
    if entry:       # replay: identity-checked locators, heal on drift
        located = locate(page, ElementCapture.from_payload(entry.payload["element"]),
                         threshold=settings.heal_threshold,
                         llm_reinfer=None if settings.cache == "replay" else <callback running the LLM act>)
        <perform entry.payload["method"] / ["arguments"] on located.locator>
        if located.healed:
            session.replace(key, {**entry.payload, "element": located.healed.capture.to_payload()})
            item.user_properties.append(HealRecord(...).to_property())
    elif settings.cache == "replay":
        raise session.miss_error(key)
    else:           # LLM path, then record what was done
        session.record(key, {"element": capture_element(locator).to_payload(), "method": ..., "arguments": ...})

observe / extract / evaluate / agent store their own payloads (JSON objects) the same way; extract
passes ``schema=schema_fingerprint(json_schema)`` and ``content=content_hash(scoped_snapshot_text)``;
evaluate passes ``extra={"model": ..., "evidence": content_hash(...), "prompt": content_hash(...)}``;
an agent run uses kind ``"agent"`` with its step list as the payload.

Reporting: the controller gathers ``records_from_user_properties(report.user_properties)``, writes
``HealReport.write(rootdir / REPORT_FILE)`` and prints ``format_terminal_summary(records)``; with
``settings.fail_on_heal`` any heal fails the run.
"""

from __future__ import annotations

from .files import StagehandCacheWarning
from .fingerprint import ElementCapture, ElementFingerprint, ScannedElement, capture_element, scan_page
from .heal import (
    HealedTarget,
    HealOutcome,
    IdentityCheck,
    Located,
    find_stored,
    heal,
    locate,
    verify_identity,
)
from .keys import CacheKey, CacheKind, content_hash, describe_difference, schema_fingerprint
from .maintenance import find_entries, list_modules, prune_unused, write_last_run
from .report import HEAL_PROPERTY, REPORT_FILE, HealRecord, HealReport, format_terminal_summary
from .similarity import MatchResult, best_match, score
from .store import CacheEntry, CacheStore, TestCacheSession

__all__ = [
    "HEAL_PROPERTY",
    "REPORT_FILE",
    "CacheEntry",
    "CacheKey",
    "CacheKind",
    "CacheStore",
    "ElementCapture",
    "ElementFingerprint",
    "HealOutcome",
    "HealRecord",
    "HealReport",
    "HealedTarget",
    "IdentityCheck",
    "Located",
    "MatchResult",
    "ScannedElement",
    "StagehandCacheWarning",
    "TestCacheSession",
    "best_match",
    "capture_element",
    "content_hash",
    "describe_difference",
    "find_entries",
    "find_stored",
    "format_terminal_summary",
    "heal",
    "list_modules",
    "locate",
    "prune_unused",
    "scan_page",
    "schema_fingerprint",
    "score",
    "verify_identity",
    "write_last_run",
]
