"""Per-test state behind a StagehandPage: settings, the model, ledgers, cache session, history.

Built by the ``page`` fixture; everything heavy (the LLM client, the cache session) is created on
first use so a test that never calls a primitive pays nothing.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..config import CacheMode, Settings

if TYPE_CHECKING:
    from ..actions.variables import Secrets
    from ..cache import CacheStore, TestCacheSession
    from ..evaluation.evaluator import Evaluator
    from ..healing.healer import SelectorHealer
    from ..healing.record import HealRecord
    from ..llm import LLMClient, UsageLedger
    from ..pipelines.results import HistoryEntry
    from ..replay.primitives import PipelineCache


@dataclass
class StagehandRuntime:
    """Everything one test's Stagehand calls share."""

    settings: Settings
    test_id: str = ""
    test_file: str = ""  # relative to the rootdir, POSIX, for the cache file name
    test_name: str = ""  # the node id after "::"
    llm_factory: Callable[[], LLMClient] | None = None
    store: CacheStore | None = None
    session_usage: UsageLedger | None = None
    user_properties: list[tuple[str, object]] = field(default_factory=list)
    history: list[HistoryEntry] = field(default_factory=list)
    base_url: str | None = None  # pytest-playwright's --base-url: its path prefix is left out of cache keys
    primitive_ms: float = 0.0
    _timing: bool = False
    _llm: LLMClient | None = None
    _usage: UsageLedger | None = None
    _cache: TestCacheSession | None = None
    _pipeline_cache: PipelineCache | None = None
    evaluator: Evaluator | None = None  # built by the page on first use
    # Called with every evaluation's verdicts and evidence (the plugin adds the Allure attachments).
    verdict_observers: list[Callable[[Any, Any], None]] = field(default_factory=list)
    # Wraps each act / observe / extract (the plugin opens an Allure step), and is told what it did:
    # (page, history entry, cache status).
    primitive_step: Callable[[str], AbstractContextManager[object]] = nullcontext
    primitive_observers: list[Callable[[Any, Any, str], None]] = field(default_factory=list)
    extras: dict[str, Any] = field(default_factory=dict)
    # Set by the page fixture when --stagehand-heal-selectors is on (and the cache is not off).
    healing: SelectorHealer | None = None
    _secrets: Secrets | None = None
    # Whether this test's recorded entries reached the cache file: None until the test's call phase
    # ended, then False when they were dropped (the test failed) or could not be written.
    entries_saved: bool | None = None

    @property
    def llm(self) -> LLMClient:
        """The model for this test (the session's, or the marker's model), built on first use."""
        if self._llm is None:
            if self.llm_factory is None:
                from ..llm import build_llm_client

                self._llm = build_llm_client(self.settings)
            else:
                self._llm = self.llm_factory()
        return self._llm

    @llm.setter
    def llm(self, client: LLMClient) -> None:
        self._llm = client

    @property
    def secrets(self) -> Secrets:
        """The variable values act() has seen in this test, scrubbed from every later prompt and from
        the page text kept as evidence (built on first use: the module imports the LLM types)."""
        if self._secrets is None:
            from ..actions.variables import Secrets

            self._secrets = Secrets()
        return self._secrets

    @property
    def usage(self) -> UsageLedger:
        if self._usage is None:
            from ..llm import UsageLedger

            self._usage = UsageLedger()
        return self._usage

    @property
    def usage_so_far(self) -> UsageLedger | None:
        """This test's ledger, or None when no call has recorded into it yet (nothing to report)."""
        return self._usage

    @property
    def model_id(self) -> str:
        """The model this test called (or would call): the built client's, else the setting."""
        return self._llm.model_id if self._llm is not None else self.settings.model

    def ledgers(self) -> tuple[UsageLedger, ...]:
        """Every ledger a call records into: this test's and the session's."""
        return (self.usage,) if self.session_usage is None else (self.usage, self.session_usage)

    @property
    def cache(self) -> TestCacheSession | None:
        """This test's cache session, or None when the cache is off or there is no store."""
        if self._cache is None and self.store is not None and self.settings.cache is not CacheMode.OFF:
            self._cache = self.store.for_test(self.test_file, self.test_name)
        return self._cache

    @property
    def pipeline_cache(self) -> PipelineCache | None:
        """The cache as act / observe / extract / evaluate use it (None when the cache is off)."""
        session = self.cache
        if session is None:
            return None
        if self._pipeline_cache is None:
            from ..replay.primitives import PipelineCache

            self._pipeline_cache = PipelineCache(
                session,
                self.settings,
                self.test_id,
                report_heal=self.report_heal,
                base_url=self.base_url,
                secrets=self.secrets,
            )
        return self._pipeline_cache

    def report_heal(self, record: HealRecord) -> None:
        """Every heal reaches the session's summary and heal report through the test's properties."""
        self.user_properties.append(self.secrets.scrub_data(record.to_property()))

    def cache_status(self, before: dict[str, int]) -> str:
        """What the cache did since ``before`` (a :meth:`cache_counts`): for reports of one call."""
        if self._pipeline_cache is None:
            return "off"
        now = self.cache_counts()
        names = ("heals", "near_hits", "hits", "recorded", "misses")
        changed = [name for name in names if now[name] > before[name]]
        words = {
            "heals": "healed",
            "near_hits": "near hit",
            "hits": "hit",
            "recorded": "recorded",
            "misses": "miss",
        }
        return ", ".join(words[n] for n in changed) or "not used"

    def cache_counts(self) -> dict[str, int]:
        counters = self._pipeline_cache.counters if self._pipeline_cache is not None else None
        return {
            "hits": counters.hits if counters else 0,
            "misses": counters.misses if counters else 0,
            "recorded": counters.recorded if counters else 0,
            "heals": counters.heals if counters else 0,
            "near_hits": counters.near_hits if counters else 0,
        }

    @contextmanager
    def timed(self) -> Iterator[None]:
        """Add the block's wall time to ``primitive_ms``; nested blocks count once (the outermost)."""
        if self._timing:
            yield
            return
        self._timing = True
        start = time.perf_counter()
        try:
            yield
        finally:
            self._timing = False
            self.primitive_ms += (time.perf_counter() - start) * 1000

    @property
    def cache_lock_ms(self) -> float:
        """How long this test's commit waited for the cache directory's lock (contention under xdist)."""
        return self._cache.lock_wait_s * 1000 if self._cache is not None else 0.0

    def finish(self, passed: bool) -> int:
        """Commit the cache entries when the test passed, drop them otherwise; returns entries written.
        Raises CacheError when they cannot be written (the cache file is then left as it was)."""
        if self._cache is None:
            return 0
        self.entries_saved = False
        if passed:
            written = self._cache.commit()
            self.entries_saved = True
            return written
        self._cache.discard()
        return 0
