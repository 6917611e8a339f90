"""Verdicts in the cache directory: the :class:`~pytest_stagehand.evaluator.VerdictStore` the page uses.

The evaluator's key hashes everything a verdict depends on (question, answer, evidence, model,
prompt); the entry is keyed by the question (readable in the file and in a miss message) plus that
hash, so a miss says "same question, other evidence" when the page changed. Replay mode raises :class:`~pytest_stagehand.errors.CacheMissError` on a miss instead of
letting the evaluator ask a model. An unreadable stored verdict is a miss plus a warning.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable

from ..cache import CacheKey, StagehandCacheWarning
from ..errors import EvaluationError
from ..pipelines.cached import PipelineCache
from .verdict import Verdict


class CachedVerdicts:
    """Reads and records verdicts through one test's :class:`PipelineCache`."""

    def __init__(self, cache: PipelineCache, current_url: Callable[[], str]) -> None:
        self.cache = cache
        self.current_url = current_url
        self._keys: dict[str, CacheKey] = {}

    def _key(self, verdict_key: str, question: str) -> CacheKey:
        if verdict_key not in self._keys:
            self._keys[verdict_key] = self.cache.key(
                "evaluate", question, self.current_url(), extra={"verdict": verdict_key[:16]}
            )
        return self._keys[verdict_key]

    def get(self, key: str, question: str) -> Verdict | None:
        cache_key = self._key(key, question)
        payload = self.cache.lookup(cache_key)
        if payload is None:
            return None
        try:
            verdict = Verdict.from_dict(dict(payload.get("verdict") or {}))
        except EvaluationError as e:
            warnings.warn(
                StagehandCacheWarning(f"unusable stored verdict {cache_key.digest}: {e}; asking again"),
                stacklevel=2,
            )
            return None
        self.cache.hit()
        return verdict

    def put(self, key: str, verdict: Verdict) -> None:
        self.cache.record(self._key(key, verdict.question), {"verdict": verdict.to_dict()})
