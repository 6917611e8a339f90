"""One test's selector healing: record what each selector resolved to, heal it when it drifts.

The flow of every intercepted call (``run``):

1. No fingerprint stored for ``(selector, occurrence)`` yet → nothing to heal: the action runs exactly
   as Playwright runs it (its own waiting, timeout and error), with the count + fingerprint request
   sent alongside it (``alongside.py``: no round trip of its own), and the fingerprint is remembered
   once the action succeeded and the selector found exactly one element.
2. A fingerprint stored → Playwright's cheap ``count`` first (the stored fingerprint stands while the
   selector still finds one element; it is replaced when healed, or re-recorded in ``refresh`` mode).
   No element yet → wait for one, bounded by ``probe_timeout_ms`` (pages load; that is not drift).
3. Still not exactly one → the heal ladder (fingerprint, then the optional LLM callback); the original
   action runs on the healed element with the caller's own arguments, and a
   :class:`~pytest_stagehand.cache.report.HealRecord` (file:line, old selector, suggestion, score,
   method) is reported. When nothing fits, :class:`~pytest_stagehand.errors.SelectorHealError` carries
   Playwright's own error plus the candidates and why each was rejected; nothing else is clicked.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, Final, Literal, TypeVar

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Locator, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from ..cache.fingerprint import ElementFingerprint, identify
from ..cache.heal import HealedTarget, HealOutcome, heal
from ..cache.keys import CacheKey
from ..cache.report import HealRecord
from ..cache.store import CacheEntry, TestCacheSession
from ..errors import HealError, SelectorHealError, SnapshotError, StagehandError
from .alongside import fingerprint_alongside
from .callsite import call_site
from .suggest import suggest_selector

T = TypeVar("T")

# The LLM rung (built by ``pytest_stagehand.healing_llm``): (page, drifted selector, stored fingerprint)
# → the element the model chose, or None. A StagehandError it raises is reported with the failed heal.
LLMReinfer = Callable[[Page, str, ElementFingerprint], HealedTarget | None]

DEFAULT_PROBE_TIMEOUT_MS = 2000.0
# Only to obtain Playwright's own wording of the failure once healing gave up: the probe already waited.
ERROR_PROBE_TIMEOUT_MS = 250.0
KIND: Final[Literal["selector"]] = "selector"


def selector_payload(selector: str, fingerprint: ElementFingerprint) -> dict[str, Any]:
    """The cache entry body for a recorded selector."""
    return {"selector": selector, "fingerprint": fingerprint.to_json()}


@dataclass
class SelectorHealer:
    """Selector healing for one test. Build one per test when ``settings.heal_selectors`` is on.

    ``report`` receives each heal as it happens (the plugin appends ``record.to_property()`` to the
    item's user properties, so the session report and terminal summary show it).
    """

    session: TestCacheSession
    test_id: str
    rootdir: Path
    report: Callable[[HealRecord], None]
    threshold: float = 0.75
    llm_reinfer: LLMReinfer | None = None
    probe_timeout_ms: float = DEFAULT_PROBE_TIMEOUT_MS
    recorded: int = 0
    heals: list[HealRecord] = field(default_factory=list)

    def key_for(self, selector: str, url: str) -> CacheKey:
        # The exact selector also goes in ``extra``: the instruction is case-folded, CSS ids are not.
        return self.session.make_key(KIND, selector, url, extra={"selector": selector})

    def remember(
        self, key: CacheKey, entry: CacheEntry | None, selector: str, fingerprint: ElementFingerprint
    ) -> None:
        """Record the fingerprint unless the stored entry already says the same (no file churn)."""
        payload = selector_payload(selector, fingerprint)
        if entry is None or entry.payload != payload:
            self.session.record(key, payload)
        self.recorded += 1

    def run(
        self,
        page: Page,
        target: Locator,
        selector: str,
        perform: Callable[[Locator], T],
        unhealed: Callable[[], T] | None = None,
    ) -> T:
        """Perform ``perform(target)`` with recording and healing (see the module docstring).

        ``unhealed`` is the caller's exact Playwright call, used whenever healing steps aside (no
        fingerprint stored) so errors read exactly as without healing; default ``perform(target)``.
        """
        as_playwright = unhealed if unhealed is not None else partial(perform, target)
        key = self.key_for(selector, page.url)
        entry = self.session.lookup(key)
        if entry is None:
            return self._record_alongside(key, selector, target, as_playwright)
        try:
            # A stored fingerprint only needs to know the selector still finds one element: Playwright's
            # count (one call in its utility world) is about a third of the cost of counting and
            # fingerprinting in the page's main world.
            count = _count(target)
            if count == 0:
                count = self._wait_for_element(target)
        except SnapshotError:
            # The selector is malformed or the document changed under us: Playwright decides and
            # reports (its own error), exactly as without healing.
            return as_playwright()
        if count == 1:  # still resolves: the stored fingerprint stands
            result = perform(target)
            self.recorded += 1
            return result
        return self._heal_and_perform(page, target, selector, key, entry, perform)

    def _record_alongside(
        self, key: CacheKey, selector: str, target: Locator, as_playwright: Callable[[], T]
    ) -> T:
        """Nothing stored, so nothing to heal: the action runs exactly as Playwright runs it, with the
        fingerprint request beside it (no round trip of its own), and is recorded once it succeeded."""
        pending = fingerprint_alongside(target)
        try:
            result = as_playwright()
        except BaseException:
            pending.drop()
            raise
        found = pending.result()
        if found is not None and found.count == 0:
            # The element turned up only while Playwright waited for it: fingerprint it now, if the
            # action left exactly one (a click may have navigated away; then it is not recorded).
            try:
                found = identify(target)
            except SnapshotError:
                found = None
        if found is not None and found.count == 1 and found.fingerprint is not None:
            self.remember(key, None, selector, found.fingerprint)
        return result

    def _wait_for_element(self, target: Locator) -> int:
        try:
            target.first.wait_for(state="attached", timeout=self.probe_timeout_ms)
        except PlaywrightTimeoutError:
            return 0  # still nothing after the bounded wait: the caller decides
        return _count(target)

    def _heal_and_perform(
        self,
        page: Page,
        target: Locator,
        selector: str,
        key: CacheKey,
        entry: CacheEntry,
        perform: Callable[[Locator], T],
    ) -> T:
        location = call_site(self.rootdir)
        stored = ElementFingerprint.from_json(entry.payload["fingerprint"])
        _settle(page, self.probe_timeout_ms)
        llm_failures: list[str] = []
        reinfer = None
        if self.llm_reinfer is not None:
            reinfer = partial(_ask_llm, self.llm_reinfer, page, selector, stored, llm_failures)
        try:
            outcome = heal(stored, page, threshold=self.threshold, llm_reinfer=reinfer)
        except HealError as e:
            playwright_error = _playwright_error(target)
            if playwright_error is None:  # it turned up after all: no drift
                return perform(target)
            raise SelectorHealError(
                f"{playwright_error}\n\n"
                f"stagehand selector healing ({location or self.test_id}): {selector!r} was recorded as "
                f"{stored.describe()}, and no element on the page is clearly it, so nothing was done.\n"
                + _without_replay_hint(str(e))
                + "".join(f"\n  the LLM rung failed: {failure}" for failure in llm_failures)
            ) from e
        record = self._record_for(selector, location, outcome)
        self.heals.append(record)
        self.report(record)  # before performing: a heal is reported even if the action then fails
        result = perform(outcome.locator)
        self.session.replace(key, selector_payload(selector, outcome.capture.fingerprint))
        return result

    def _record_for(self, selector: str, location: str, outcome: HealOutcome) -> HealRecord:
        return HealRecord(
            test_id=self.test_id,
            old_locator=selector,
            new_locator=outcome.new_locator,
            method=outcome.method,
            score=outcome.score,
            location=location,
            suggested_selector=suggest_selector(outcome.capture.locators),
            saved=self.session.mode in ("auto", "refresh"),
        )


def _count(target: Locator) -> int:
    try:
        return target.count()
    except PlaywrightError as e:
        raise SnapshotError(f"could not count what {target} finds: {e}") from e


def _ask_llm(
    reinfer: LLMReinfer, page: Page, selector: str, stored: ElementFingerprint, failures: list[str]
) -> HealedTarget | None:
    """The LLM rung; its failure (no key, provider error, the model answering "none") is kept for the
    SelectorHealError, which names it beside the fingerprint candidates, instead of replacing them."""
    try:
        return reinfer(page, selector, stored)
    except StagehandError as e:
        failures.append(" ".join(str(e).split()))
        return None


def _without_replay_hint(message: str) -> str:
    # The ladder's hint about replay mode concerns cached act() entries, not hand-written selectors.
    return "\n".join(line for line in message.splitlines() if "no LLM re-inference in this mode" not in line)


def _settle(page: Page, timeout_ms: float) -> None:
    """Let a navigation in flight finish before scanning, bounded; a slow page is scanned as it is."""
    try:
        page.wait_for_load_state("load", timeout=timeout_ms)
    except PlaywrightTimeoutError:
        return


def _playwright_error(target: Locator) -> str | None:
    """Playwright's own message for what is wrong with ``target`` now (no match or a strict-mode
    violation); None when it does resolve to exactly one element after all."""
    try:
        target.wait_for(state="attached", timeout=ERROR_PROBE_TIMEOUT_MS)
    except PlaywrightError as e:
        return e.message
    return None
