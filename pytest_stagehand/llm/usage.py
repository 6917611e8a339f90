"""Usage accounting by primitive. The plugin keeps one ledger per session and one per test."""

from __future__ import annotations

import threading
from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from .types import Usage

PRIMITIVES: Final = ("act", "observe", "extract", "evaluate", "agent")


class UsageLedger:
    """Adds up the usage of LLM calls, keyed by the primitive that made them.

    Unknown primitive names are refused rather than silently bucketed, so a typo in a pipeline shows
    up at once instead of as a missing line in the report.
    """

    def __init__(self) -> None:
        self._usage: dict[str, Usage] = {}
        self._calls: dict[str, int] = {}
        # Under xdist each worker has its own ledger, but one test may run threads; keep adds atomic.
        self._lock = threading.Lock()

    def record(self, primitive: str, usage: Usage) -> None:
        if primitive not in PRIMITIVES:
            raise ValueError(f"unknown primitive {primitive!r}; expected one of {', '.join(PRIMITIVES)}")
        with self._lock:
            self._usage[primitive] = self._usage.get(primitive, Usage()) + usage
            # One call per request sent: an answer that needed a repair round cost two.
            self._calls[primitive] = self._calls.get(primitive, 0) + 1 + usage.extra_requests

    def merge(self, other: UsageLedger) -> None:
        """Add everything another ledger holds (e.g. a test's ledger into the session's)."""
        usage, calls = other.by_primitive(), other.calls_by_primitive()
        with self._lock:
            for primitive, amount in usage.items():
                self._usage[primitive] = self._usage.get(primitive, Usage()) + amount
                self._calls[primitive] = self._calls.get(primitive, 0) + calls.get(primitive, 0)

    def by_primitive(self) -> Mapping[str, Usage]:
        """Usage per primitive, in the fixed order of PRIMITIVES; primitives never used are absent."""
        with self._lock:
            return MappingProxyType({p: self._usage[p] for p in PRIMITIVES if p in self._usage})

    def calls_by_primitive(self) -> Mapping[str, int]:
        with self._lock:
            return MappingProxyType({p: self._calls[p] for p in PRIMITIVES if p in self._calls})

    @property
    def calls(self) -> int:
        with self._lock:
            return sum(self._calls.values())

    @property
    def total(self) -> Usage:
        with self._lock:
            return sum(self._usage.values(), Usage())

    def __repr__(self) -> str:
        return f"UsageLedger(calls={self.calls}, total={self.total})"
