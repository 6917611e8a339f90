"""One test's selector healing: record what each selector resolved to, heal it when it drifts.

The flow of every intercepted call (``run``):

1. No fingerprint stored for ``(selector, occurrence)`` yet → nothing to heal: the action runs exactly
   as Playwright runs it (its own waiting, timeout and error), with the count + fingerprint request
   sent alongside it (``alongside.py``: no round trip of its own), and the fingerprint is remembered
   once the action succeeded and the selector found exactly one element.
2. A fingerprint stored → Playwright's cheap ``count`` first. The stored fingerprint stands while the
   selector still finds one element (it is replaced when healed, or re-recorded in ``refresh`` mode);
   ``expect()`` assertions follow the same rule (``expect_hook``). No element yet → wait for one and
   for the page to load, within one bounded budget: ``probe_timeout_ms``, or the call's own timeout
   when that is shorter (pages load; that is not drift); an action's wait ends sooner when the page
   has settled without the element (``waiting.py``).
3. Still not exactly one → the heal ladder (fingerprint, then the optional LLM callback, whose choice
   must be compatible with the fingerprint: ``compatible.py``); the original action runs on the
   healed element with the caller's own arguments, and a
   :class:`~pytest_stagehand.reporting.heal_report.HealRecord` (file:line, old selector, suggestion, score,
   method) is reported. When nothing fits, :class:`~pytest_stagehand.errors.SelectorHealError` names
   the test's own call (method, selector, its timeout, what healing waited) and the candidates with
   why each was rejected; nothing else is clicked. With no element at all (where Playwright would
   have timed out) it is a :class:`~pytest_stagehand.errors.SelectorHealTimeoutError`, a Playwright
   ``TimeoutError`` too.
"""

from __future__ import annotations

import time
import warnings
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from datetime import timedelta
from functools import partial
from pathlib import Path
from typing import Any, Final, Literal, TypeVar

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Locator, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from ..cache.files import StagehandCacheWarning
from ..cache.fingerprint import ElementFingerprint, identify, scan_page
from ..cache.keys import CacheKey
from ..cache.payloads import payload_problem
from ..cache.store import CacheEntry, TestCacheSession
from ..errors import (
    HealError,
    SelectorHealError,
    SelectorHealTimeoutError,
    SnapshotError,
    StagehandError,
)
from ..snapshot import count_within, no_answer
from .alongside import fingerprint_alongside
from .callsite import call_site
from .compatible import llm_pick_refusal, llm_pick_scan_refusal
from .ladder import HealedTarget, HealOutcome, heal, label_was_unique
from .record import HealRecord, runner_up_of
from .suggest import suggest_selector
from .waiting import COUNT_S, PageSettled, never_settled, never_settled_async, wait_attached_or_settled

T = TypeVar("T")

# The LLM rung (built by ``pytest_stagehand.pipelines.llm_heal``): (page, drifted selector, stored fingerprint)
# → the element the model chose, or None. A StagehandError it raises is reported with the failed heal.
LLMReinfer = Callable[[Page, str, ElementFingerprint], HealedTarget | None]

# How long a recorded selector may find nothing before healing starts: page load and settle together.
DEFAULT_PROBE_TIMEOUT_MS = 2000.0
PLAYWRIGHT_DEFAULT_TIMEOUT_MS = 30_000.0
KIND: Final[Literal["selector"]] = "selector"


def selector_payload(
    selector: str, fingerprint: ElementFingerprint, label_unique: bool | None = None
) -> dict[str, Any]:
    """The cache entry body for a recorded selector. ``label_unique``: whether the element's label
    (role + accessible name) was unique on its page when recorded, left out when unknown."""
    payload: dict[str, Any] = {"selector": selector, "fingerprint": fingerprint.to_json()}
    if label_unique is not None:
        payload["label_unique"] = label_unique
    return payload


def stored_label_unique(payload: Mapping[str, Any]) -> bool | None:
    """Whether a selector entry's label was unique when recorded: None (unknown) for an entry recorded
    before this was kept, or a value that is not a boolean (hand-edited, another tool's). Unknown
    only leaves the namesake rule out of a heal (lookalike.py), as before it was recorded."""
    value = payload.get("label_unique")
    return value if isinstance(value, bool) else None


def timeout_ms(timeout: float | timedelta | None) -> float | None:
    """A Playwright ``timeout`` argument (ms or a timedelta) in ms; None when not given."""
    if isinstance(timeout, timedelta):
        return timeout.total_seconds() * 1000
    return None if timeout is None else float(timeout)


def call_timeout_ms(page: Page, timeout: float | timedelta | None) -> float:
    """What Playwright waits for this call: its ``timeout`` argument, else the page's default
    (``set_default_timeout``, the context's, or 30 s); 0 means no limit."""
    given = timeout_ms(timeout)
    try:
        return float(page._impl_obj._timeout_settings.timeout(given))
    except AttributeError:  # not a Playwright page after all (a test double): Playwright's rule
        return given if given is not None else PLAYWRIGHT_DEFAULT_TIMEOUT_MS


@dataclass(frozen=True)
class Call:
    """The test's own call as its failure names it: ``Page.click`` and the timeout it would wait."""

    api: Literal["Page", "Locator"]
    method: str
    timeout_ms: float  # 0: no limit

    @classmethod
    def of(cls, api: Literal["Page", "Locator"], method: str, page: Page, kwargs: dict[str, Any]) -> Call:
        return cls(api, method, call_timeout_ms(page, kwargs.get("timeout")))

    @property
    def name(self) -> str:
        return f"{self.api}.{self.method}"

    def timeout_text(self) -> str:
        return f"{self.timeout_ms:.0f} ms" if self.timeout_ms > 0 else "no limit"


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
    # (page, ms) → whether the page settled within ms (the plugin passes the pipelines' settle step):
    # a page that settled without the element stops the wait before the bound. Default: never.
    page_settled: Callable[[Page, float], bool] = lambda _page, _ms: never_settled(_ms)
    # The same for ``expect()``, whose assertions run on Playwright's loop: (page impl, ms) → awaitable.
    page_settled_async: Callable[[Any, float], Awaitable[bool]] = lambda _page, _ms: never_settled_async(_ms)
    recorded: int = 0  # fingerprints written (a selector seen for the first time, or refresh mode)
    hits: int = 0  # calls whose stored fingerprint stood (the selector still found its element)
    heals: list[HealRecord] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        """For the session summary's cache line (``stagehand_cache`` property)."""
        return {
            "selector_hits": self.hits,
            "selector_recorded": self.recorded,
            "selector_heals": len(self.heals),
        }

    def key_for(self, selector: str, url: str) -> CacheKey:
        # The exact selector also goes in ``extra``: the instruction is case-folded, CSS ids are not.
        return self.session.make_key(KIND, selector, url, extra={"selector": selector})

    def wait_budget_ms(self, call_timeout: float) -> float:
        """How long a recorded selector may find nothing before healing: the bound, or the call's own
        timeout when that is shorter (0 is Playwright's "no limit")."""
        if call_timeout > 0:
            return min(self.probe_timeout_ms, call_timeout)
        return self.probe_timeout_ms

    def lookup(self, key: CacheKey) -> CacheEntry | None:
        """The selector's stored entry; one that does not decode (hand-edited, damaged) is ignored with
        a warning: the test's own selector runs as without healing, and a new fingerprint is recorded."""
        entry = self.session.lookup(key)
        if entry is None:
            return None
        problem = payload_problem("selector", entry.payload)
        if problem is not None:
            warnings.warn(
                StagehandCacheWarning(
                    f"unusable selector entry {key.digest} ({key.instruction!r}) in {self.session.file}: "
                    f"{problem}; ignored, and recorded again"
                ),
                stacklevel=2,
            )
            return None
        return entry

    def remember(
        self, key: CacheKey, selector: str, fingerprint: ElementFingerprint, label_unique: bool | None = None
    ) -> None:
        """Record the fingerprint of a selector that has none stored."""
        self.session.record(key, selector_payload(selector, fingerprint, label_unique))
        self.recorded += 1

    def run(
        self,
        page: Page,
        target: Locator,
        selector: str,
        perform: Callable[[Locator], T],
        unhealed: Callable[[], T] | None = None,
        call: Call | None = None,
    ) -> T:
        """Perform ``perform(target)`` with recording and healing (see the module docstring).

        ``unhealed`` is the caller's exact Playwright call, used whenever healing steps aside (no
        fingerprint stored) so errors read exactly as without healing; default ``perform(target)``.
        ``call`` names the test's call in a failure and carries its timeout.
        """
        as_playwright = unhealed if unhealed is not None else partial(perform, target)
        key = self.key_for(selector, page.url)
        entry = self.lookup(key)
        stored = _stored_fingerprint(entry, selector) if entry is not None else None
        if entry is None or stored is None:
            return self._record_alongside(key, selector, target, as_playwright)
        call = call if call is not None else Call("Locator", "action", call_timeout_ms(page, None))
        budget = _Budget(self.wait_budget_ms(call.timeout_ms))
        try:
            # A stored fingerprint only needs to know the selector still finds one element: Playwright's
            # count (one call in its utility world) is about a third of the cost of counting and
            # fingerprinting in the page's main world.
            count = _count(target)
            if count == 0:
                count = _wait_for_element(target, budget, partial(self.page_settled, page))
        except SnapshotError:
            # The selector is malformed or the document changed under us: Playwright decides and
            # reports (its own error), exactly as without healing.
            return as_playwright()
        if count == 1:  # still resolves: the stored fingerprint stands
            result = perform(target)
            self.hits += 1
            return result
        heal_target = _HealTarget(page, target, selector, key, entry, stored, call, count, budget)
        return self._heal_and_perform(heal_target, perform)

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
                found = identify(target, read_label=True)
            except SnapshotError:
                found = None
        if found is not None and found.count == 1 and found.fingerprint is not None:
            self.remember(key, selector, found.fingerprint, found.label_unique)
        return result

    def _heal_and_perform(self, at: _HealTarget, perform: Callable[[Locator], T]) -> T:
        location = call_site(self.rootdir)
        stored = at.stored
        _settle(at.page, at.budget.left_ms())
        llm_failures: list[str] = []
        reinfer = None
        if self.llm_reinfer is not None and at.count > 1:
            # A selector that finds several elements is a duplication, not drift: which one the test
            # meant is unknowable, and a model would pick one anyway (bench/llm_heal_holds.py).
            llm_failures.append(
                f"not asked: the selector finds {at.count} elements, and which one is meant is unknowable"
            )
        elif self.llm_reinfer is not None:
            reinfer = partial(
                _ask_llm, self.llm_reinfer, at.page, at.selector, stored, at.label_unique, llm_failures
            )
        try:
            outcome = heal(
                stored, at.page, threshold=self.threshold, llm_reinfer=reinfer, label_unique=at.label_unique
            )
        except HealError as e:
            count = _recount(at.target)
            if count == 1:  # it turned up after all: no drift
                result = perform(at.target)
                self.hits += 1
                return result
            raise _failure(at, count, location or self.test_id, stored, str(e), llm_failures) from e
        record = self._record_for(at.selector, location, outcome, at.key.digest, stored)
        self.heals.append(record)
        self.report(record)  # before performing: a heal is reported even if the action then fails
        result = perform(outcome.locator)
        # The heal's capture tried the healed element's label locators: whether one stayed is the
        # same fact the recording read (ladder.label_was_unique).
        payload = selector_payload(
            at.selector, outcome.capture.fingerprint, label_was_unique(outcome.capture)
        )
        self.session.replace(at.key, payload)
        return result

    def _record_for(
        self, selector: str, location: str, outcome: HealOutcome, entry: str, stored: ElementFingerprint
    ) -> HealRecord:
        return HealRecord(
            test_id=self.test_id,
            old_locator=selector,
            new_locator=outcome.new_locator,
            method=outcome.method,
            score=outcome.score,
            location=location,
            suggested_selector=suggest_selector(outcome.capture.locators),
            saved=self.session.mode.saves,
            test_file=self.session.test_file,
            test_name=self.session.test_name,
            entry=entry,
            old_element=stored.describe(),
            new_element=selector_payload(selector, outcome.capture.fingerprint),
            runner_up=runner_up_of(outcome.considered),
        )


class _Budget:
    """One bounded wait shared by the steps before a heal (waiting for the element, then the load)."""

    def __init__(self, total_ms: float) -> None:
        self.total_ms = total_ms
        self._start = time.monotonic()
        self._end = self._start + total_ms / 1000
        self.settled_after_ms: float | None = None  # the wait ended early: the page settled without it

    def left_ms(self) -> float:
        return max(0.0, (self._end - time.monotonic()) * 1000)

    def end_settled(self) -> None:
        self.settled_after_ms = (time.monotonic() - self._start) * 1000


@dataclass(frozen=True)
class _HealTarget:
    """A recorded selector that did not find exactly one element, and the call that used it."""

    page: Page
    target: Locator
    selector: str
    key: CacheKey
    entry: CacheEntry
    stored: ElementFingerprint
    call: Call
    count: int
    budget: _Budget

    @property
    def label_unique(self) -> bool | None:
        """Whether the recorded label was unique on its page (None: unknown), as the entry says."""
        return stored_label_unique(self.entry.payload)


def _stored_fingerprint(entry: CacheEntry, selector: str) -> ElementFingerprint | None:
    """The entry's fingerprint; None, with a warning naming the file, when it is corrupt: the call
    then runs exactly as Playwright runs it and is recorded afresh (never healed from bad data)."""
    try:
        return ElementFingerprint.from_json(entry.payload["fingerprint"])
    except (KeyError, TypeError, ValueError) as e:
        warnings.warn(
            StagehandCacheWarning(
                f"stagehand selector healing: the fingerprint stored for {selector!r} in the cache file of "
                f"{entry.test_file} ({entry.test_name}) is unusable ({e}); the call runs unhealed and is "
                "recorded again (re-record with --stagehand-cache=refresh to rewrite the file)"
            ),
            stacklevel=4,
        )
        return None


def _count(target: Locator) -> int:
    try:
        return count_within(target, COUNT_S)
    except PlaywrightError as e:
        raise SnapshotError(f"could not count what {target} finds: {e}") from e
    except TimeoutError as e:
        raise SnapshotError(f"could not count what {target} finds: {no_answer(COUNT_S)}") from e


def _recount(target: Locator) -> int:
    try:
        return count_within(target, COUNT_S)
    except (PlaywrightError, TimeoutError):
        return 0


def _wait_for_element(target: Locator, budget: _Budget, page_settled: PageSettled) -> int:
    if budget.left_ms() <= 0:
        return 0
    if wait_attached_or_settled(target, budget.left_ms(), page_settled):
        return _count(target)
    if budget.left_ms() > 0:
        budget.end_settled()
    return 0  # still nothing: the caller decides


def _ask_llm(
    reinfer: LLMReinfer,
    page: Page,
    selector: str,
    stored: ElementFingerprint,
    label_unique: bool | None,
    failures: list[str],
) -> HealedTarget | None:
    """The LLM rung, with its choice held to the recorded fingerprint and to a scan of the page
    (``compatible.py``). Its failure (no key, provider error, the model answering "none", a refused
    pick) is kept for the SelectorHealError, which names it beside the fingerprint candidates,
    instead of replacing them."""
    try:
        target = reinfer(page, selector, stored)
    except StagehandError as e:
        failures.append(" ".join(str(e).split()))
        return None
    if target is None:
        return None
    try:
        found = identify(target.locator)
    except SnapshotError as e:
        failures.append(f"the model's choice could not be fingerprinted: {e}")
        return None
    if found.count != 1 or found.fingerprint is None:
        failures.append(f"the model's choice {target.locator} finds {found.count} elements: refused")
        return None
    refusal = llm_pick_refusal(stored, found.fingerprint) or _held_to_scan(
        page, stored, found.fingerprint, label_unique
    )
    if refusal:
        failures.append(refusal)
        return None
    return target


def _held_to_scan(
    page: Page, stored: ElementFingerprint, chosen: ElementFingerprint, label_unique: bool | None
) -> str:
    """Why a one-phase scan of the page refuses the model's pick (``llm_pick_scan_refusal``), or "".
    The pick is placed in the scan by its fingerprint; one that is not listed there, or listed twice,
    is held to the scores alone. A scan costs far less than the model call before it."""
    try:
        scanned = scan_page(page)
    except SnapshotError as e:
        return f"the model's choice could not be held to a scan of the page: {e}"
    places = [i for i, item in enumerate(scanned) if item.fingerprint == chosen]
    pick = places[0] if len(places) == 1 else None
    candidates = [(item.locator, item.fingerprint) for item in scanned]
    return llm_pick_scan_refusal(stored, chosen, pick, candidates, label_unique=label_unique)


def _failure(
    at: _HealTarget,
    count: int,
    where: str,
    stored: ElementFingerprint,
    ladder: str,
    llm_failures: list[str],
) -> SelectorHealError:
    """The error for a selector that healing could not recover: the test's own call first."""
    call = at.call
    if count == 0:
        bound = f"{at.budget.total_ms:.0f} ms of the call's timeout, {call.timeout_text()}"
        settled = at.budget.settled_after_ms
        waited = (
            bound
            if settled is None
            else f"{settled:.0f} ms, until the page had settled without it (its bound: {bound})"
        )
        head = (
            f"{call.name}: no element matches selector {at.selector!r} (selector healing waited {waited}, "
            "then looked for the recorded element)"
        )
    else:
        head = f"{call.name}: strict mode violation: selector {at.selector!r} resolved to {count} elements"
    # The ladder's hint about replay mode concerns cached act() entries, not hand-written selectors.
    ladder_lines = [line for line in ladder.splitlines() if "no LLM re-inference in this mode" not in line]
    message = "\n".join(
        [
            head,
            "",
            f"stagehand selector healing ({where}): {at.selector!r} was recorded as {stored.describe()}, "
            "and no element on the page is clearly it, so nothing was done.",
            *ladder_lines,
            *(f"  the LLM rung failed: {failure}" for failure in llm_failures),
        ]
    )
    return SelectorHealTimeoutError(message) if count == 0 else SelectorHealError(message)


def _settle(page: Page, timeout_ms: float) -> None:
    """Let a navigation in flight finish before scanning, within what is left of the wait budget; a
    slow page is scanned as it is (Playwright's 0 would mean "no limit": never passed)."""
    if timeout_ms < 1:
        return
    try:
        page.wait_for_load_state("load", timeout=timeout_ms)
    except PlaywrightTimeoutError:
        return
