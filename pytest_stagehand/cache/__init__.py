"""The cache directory: what the model decided, committed with the tests, so reruns make no LLM call.

Modules (imports go down this list only; none imports the LLM layer or the healing ladder):

- ``keys``         CacheKey (kind, folded instruction, relative URL, variable names, schema, content,
                   occurrence, extra), its digest, and ``describe_difference`` for miss messages (pure)
- ``files``        on-disk format: one JSON file per test module, atomic writes under a flock
- ``store``        CacheStore / TestCacheSession: lookup, record, replace, commit on pass, discard,
                   the miss error that names the file, the key and the nearest entries
- ``maintenance``  last-run record, list / show / prune (the ``python -m pytest_stagehand cache`` CLI)
- ``fingerprint``  ElementFingerprint / ElementCapture via fingerprint.js: what an entry records about
                   an element, and page scans for healing

Replaying entries lives in :mod:`pytest_stagehand.replay`, the heal ladder in
:mod:`pytest_stagehand.healing`, the heal report in :mod:`pytest_stagehand.reporting`.
"""

from __future__ import annotations

from .files import StagehandCacheWarning
from .fingerprint import ElementCapture, ElementFingerprint, ScannedElement, capture_element, scan_page
from .keys import CacheKey, CacheKind, content_hash, describe_difference, schema_fingerprint
from .maintenance import find_entries, list_modules, prune_unused, write_last_run
from .store import CacheEntry, CacheStore, TestCacheSession

__all__ = [
    "CacheEntry",
    "CacheKey",
    "CacheKind",
    "CacheStore",
    "ElementCapture",
    "ElementFingerprint",
    "ScannedElement",
    "StagehandCacheWarning",
    "TestCacheSession",
    "capture_element",
    "content_hash",
    "describe_difference",
    "find_entries",
    "list_modules",
    "prune_unused",
    "scan_page",
    "schema_fingerprint",
    "write_last_run",
]
