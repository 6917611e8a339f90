"""Where the evaluator reuses verdicts from: the :class:`VerdictStore` protocol, and the cache directory's.

The evaluator's :class:`~pytest_stagehand.evaluation.evidence.VerdictKey` holds everything a verdict
depends on (question, answer, evidence, model, prompt, agent reasoning). The cache entry is keyed by
the question (readable in the file and in a miss message) plus short digests of the evidence, the
model, the prompt and the whole verdict key, so a replay miss can say what changed: "same question,
other evidence" when the page looks different, or "same question and evidence" when the model, the
prompt, the answer or the agent's reasoning did. Replay mode raises
:class:`~pytest_stagehand.errors.CacheMissError` on a miss instead of letting the evaluator ask a
model. An unreadable stored verdict is a miss plus a warning.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from ..cache import CacheKey, StagehandCacheWarning
from ..errors import CacheMissError, EvaluationError
from .evidence import VerdictKey
from .verdict import Verdict

if TYPE_CHECKING:
    from ..replay.primitives import PipelineCache

# How many stored entries a replay miss looks through for the same question.
NEAREST_SEARCHED = 20
OTHER_EVIDENCE = (
    "same question, other evidence: a verdict for this question is stored, but the page looked "
    "different then (its screenshot pixels or page text changed)"
)
OTHER_SETTINGS = (
    "same question and evidence, other settings: a verdict for this question on this very page is "
    "stored, but the model, the prompt (plugin version or system_prompt), the answer or the agent's "
    "reasoning differ"
)


def cache_extra(key: VerdictKey) -> dict[str, str]:
    """What the cache key holds besides the question: enough to explain a miss, and the full key."""
    return {
        "evidence": key.evidence[:16],
        "model": key.model_id,
        "prompt": key.prompt[:16],
        "verdict": key.digest[:16],
    }


class VerdictStore(Protocol):
    """Where verdicts are reused from (:class:`CachedVerdicts` is the cache directory's)."""

    def get(self, key: VerdictKey) -> Verdict | None: ...

    def put(self, key: VerdictKey, verdict: Verdict) -> None: ...


class CachedVerdicts:
    """Reads and records verdicts through one test's :class:`PipelineCache`: a :class:`VerdictStore`."""

    def __init__(self, cache: PipelineCache, current_url: Callable[[], str]) -> None:
        self.cache = cache
        self.current_url = current_url
        self._keys: dict[str, CacheKey] = {}

    def _key(self, key: VerdictKey) -> CacheKey:
        if key.digest not in self._keys:
            self._keys[key.digest] = self.cache.key(
                "evaluate", key.question, self.current_url(), extra=cache_extra(key)
            )
        return self._keys[key.digest]

    def get(self, key: VerdictKey) -> Verdict | None:
        cache_key = self._key(key)
        try:
            payload = self.cache.lookup(cache_key)
        except CacheMissError as e:
            hint = self._why_missed(cache_key)
            if hint is None:
                raise
            raise CacheMissError(f"{e}\n  {hint}") from None
        if payload is None:
            return None
        try:
            verdict = Verdict.from_dict(dict(payload.get("verdict") or {}))
        except EvaluationError as e:
            self.cache.unusable(cache_key, f"the stored verdict is unusable: {e}")  # raises in replay mode
            warnings.warn(
                StagehandCacheWarning(f"unusable stored verdict {cache_key.digest}: {e}; asking again"),
                stacklevel=2,
            )
            return None
        self.cache.hit()
        return verdict

    def put(self, key: VerdictKey, verdict: Verdict) -> None:
        self.cache.record(self._key(key), {"verdict": verdict.to_dict()})

    def _why_missed(self, wanted: CacheKey) -> str | None:
        """The replay miss explained, when this test stored a verdict for the same question."""
        same_question = [
            dict(entry.key.extra)
            for entry, _ in self.cache.session.nearest(wanted, limit=NEAREST_SEARCHED)
            if entry.key.kind == "evaluate"
            and entry.key.instruction == wanted.instruction
            and entry.test_name == self.cache.session.test_name
        ]
        if not same_question:
            return None
        evidence = dict(wanted.extra).get("evidence")
        if any(stored.get("evidence") == evidence for stored in same_question):
            return OTHER_SETTINGS
        return OTHER_EVIDENCE
