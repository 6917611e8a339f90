"""The cache as the pipelines use it: look up, replay with identity checks, heal, record.

Flow of a cached act (``auto`` mode)::

    key = (act, instruction, relative URL, variable names, occurrence)
    hit  → per stored step: settle only if requests are in flight; one round trip checks the stored
           element's identity and reads its facts; if it is not there yet, a bounded wait for it, then
           the heal ladder on drift → perform the stored method and arguments; no LLM call
    miss → the LLM pipeline runs; each element is fingerprinted just before it is acted on
           (a click may navigate away), and the steps are recorded for commit-on-pass

A hit that cannot be replayed (the element is gone beyond fingerprint healing, or Playwright cannot
act on it) falls back to the LLM in ``auto`` / ``refresh`` and is reported as an LLM heal. When the
first step of a two-step act already ran, the fallback never repeats it: the replay returns what it
performed and the act pipeline asks the model for the remaining step only, from the page as it is now.
``replay`` never calls a model: a miss raises :class:`~pytest_stagehand.errors.CacheMissError` naming
the file, the key and the nearest entries, an unhealable drift raises
:class:`~pytest_stagehand.errors.HealError` listing the candidates, and a stored entry that cannot be
used (malformed, no data, an unreadable verdict) raises CacheMissError too (:meth:`PipelineCache.unusable`).

Observe stores its actions with each element's fingerprint and is re-verified on a hit; a drifted
element goes through the same fingerprint heal ladder as an act (reported, saved in ``auto``), and only
when that fails does ``auto`` observe again (reported as an LLM heal). Extract is keyed by the schema's
fingerprint and a content hash of the scoped snapshot text, so changed page content re-extracts (and,
in ``replay``, fails as a miss whose message says the content differs).
"""

from __future__ import annotations

import dataclasses
import logging
import warnings
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Locator, Page

from ..actions.execute import perform_on
from ..actions.methods import FACTS_JS, ElementFacts
from ..actions.model import Action
from ..actions.variables import Secrets
from ..cache import (
    CacheEntry,
    CacheKey,
    CacheKind,
    ElementCapture,
    StagehandCacheWarning,
    TestCacheSession,
    capture_element,
)
from ..cache.keys import relative_url
from ..cache.payloads import payload_problem
from ..config import Settings
from ..errors import ActError, CacheMissError, HealError, SnapshotError
from ..healing.callsite import call_site
from ..healing.ladder import Located, find_stored, locate, verify_identity
from ..healing.record import HealRecord, runner_up_of
from ..healing.suggest import suggest_selector
from ..healing.waiting import PageSettled, never_settled, wait_attached_or_settled
from .near import is_near_hit

logger = logging.getLogger("pytest_stagehand")

# Called with every heal, for the terminal summary and the heal report (the plugin adds it to the
# test's user properties).
HealReporter = Callable[[HealRecord], None]


@dataclass
class CacheCounters:
    """Hits, misses, recordings and heals of one test (the runtime shows them in reports)."""

    hits: int = 0
    misses: int = 0
    recorded: int = 0
    heals: int = 0
    near_hits: int = 0  # reworded instructions that replayed the entry of the same step


# How many of the closest stored entries a miss looks through for a reworded instruction.
NEAR_SEARCHED = 50


@dataclass
class ActRecorder:
    """Fingerprints each element just before an action runs on it, for the act entry.

    Captures are kept in the order they were taken, not by selector: two steps may share one (the
    first field of a form's first page and of its second page are both ``xpath=/html/body/form/label/
    input``), and keyed by it, the second page's field stood for both."""

    captures: list[tuple[str, ElementCapture]] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)

    def before(self, action: Action) -> Callable[[Locator], None]:
        def capture(locator: Locator) -> None:
            try:
                self.captures.append((action.selector, capture_element(locator)))
            except SnapshotError as e:
                # Not fatal to the act: the entry is simply not recorded (and the log says why).
                self.failed.append(f"{action.description or action.selector}: {e}")

        return capture

    def steps(self, actions: Sequence[Action]) -> list[dict[str, Any]] | None:
        """The stored steps for ``actions``, or None when an element could not be fingerprinted."""
        if self.failed:
            return None
        chosen = _captures_in_order(self.captures, [action.selector for action in actions])
        if chosen is None:
            return None
        return [
            {
                "element": capture.to_payload(),
                "method": action.method,
                "arguments": list(action.arguments),  # placeholders only: values never reach the cache
                "description": action.description,
            }
            for action, capture in zip(actions, chosen, strict=True)
        ]


def _captures_in_order(
    captures: Sequence[tuple[str, ElementCapture]], selectors: Sequence[str]
) -> list[ElementCapture] | None:
    """Each selector's capture, walking both in order: the first capture after the previous one's
    that has the selector (captures of attempts that were healed onto another element are passed
    over; "click Add" twice has two). None when a selector has no capture."""
    chosen: list[ElementCapture] = []
    cursor = 0
    for selector in selectors:
        found = next((i for i in range(cursor, len(captures)) if captures[i][0] == selector), None)
        if found is None:
            return None
        chosen.append(captures[found][1])
        cursor = found + 1
    return chosen


@dataclass(frozen=True)
class ReplayedAct:
    """A cache hit that was replayed: the actions performed and the heal notes, if any.

    ``remaining`` > 0 means the replay stopped part way (``auto`` / ``refresh`` only): ``actions`` ran
    and must not run again; ``steps`` are their stored steps (healed ones rewritten), ``stopped`` says
    why the next step could not be replayed. The caller asks the model for the rest."""

    actions: tuple[Action, ...]
    healed: tuple[HealRecord, ...]
    steps: tuple[dict[str, Any], ...] = ()
    remaining: int = 0
    stopped: str = ""

    @property
    def complete(self) -> bool:
        return self.remaining == 0


@dataclass
class PipelineCache:
    """One test's cache, as the pipelines see it. Built by the page for each test."""

    session: TestCacheSession
    settings: Settings
    test_id: str
    report_heal: HealReporter = lambda record: None
    base_url: str | None = None
    counters: CacheCounters = field(default_factory=CacheCounters)
    # the test's variable values: stored as placeholders, put back on lookup
    secrets: Secrets = field(default_factory=Secrets)
    # observe entries whose drifted elements the model is asked for again (digest → stored actions)
    _reobserving: dict[str, list[Action]] = field(default_factory=dict)
    # Called with every entry found or recorded (key, payload with placeholders): an agent run copies
    # its acts' steps into its own entry this way.
    taps: list[Callable[[CacheKey, Mapping[str, Any]], None]] = field(default_factory=list)

    @property
    def may_call_llm(self) -> bool:
        return self.session.mode.may_call_llm

    def key(
        self,
        kind: CacheKind,
        instruction: str,
        url: str,
        *,
        variables: Iterable[str] = (),
        schema: str = "",
        content: str = "",
        extra: Mapping[str, str] | None = None,
    ) -> CacheKey:
        return self.session.make_key(
            kind,
            instruction,
            self.secrets.scrub_url(url),  # a GET form's password must not become part of a key
            base_url=self.base_url,
            variables=variables,
            schema=schema,
            content=content,
            extra=extra,
        )

    def lookup(self, key: CacheKey) -> dict[str, Any] | None:
        """The stored payload, or None on a miss (which raises in ``replay``: no model may be asked).
        A reworded act instruction finds the entry of the same step (a near hit, reported)."""
        entry = self.session.lookup(key)
        if entry is None and key.kind == "act":
            entry = self._near_hit(key)
        if entry is not None:
            # A hand-edited or damaged entry is unusable here, once, in the shape its readers expect.
            problem = payload_problem(key.kind, entry.payload)
            if problem is not None:
                self.unusable(key, problem)  # raises in replay mode; otherwise the model is asked
                return None
            for tap in self.taps:
                tap(key, entry.payload)
            filled: dict[str, Any] = self.secrets.fill_data(entry.payload)
            return filled
        self.counters.misses += 1
        if not self.may_call_llm:
            raise self.session.miss_error(key)
        return None

    def _near_hit(self, key: CacheKey) -> CacheEntry | None:
        """The stored act entry of this test whose instruction says the same as ``key``'s (see
        ``replay/near.py``), on the same page with the same variables and occurrence. It is reported
        as a warning, and in ``auto`` / ``refresh`` saved under the new wording too."""
        for candidate, _ in self.session.nearest(key, limit=NEAR_SEARCHED):
            if candidate.test_name != self.session.test_name:
                continue
            if dataclasses.replace(candidate.key, instruction=key.instruction) != key:
                continue
            if not is_near_hit(candidate.key.instruction, key.instruction, candidate.payload):
                continue
            entry = self.session.lookup(candidate.key)  # marks it used (cache prune keeps it)
            if entry is None:
                continue
            self.counters.near_hits += 1
            warnings.warn(
                StagehandCacheWarning(
                    f"stagehand cache near hit in {self.test_id}: {key.instruction!r} replayed the entry "
                    f"recorded as {candidate.key.instruction!r} at {key.url} (same step, reworded); "
                    "re-record with --stagehand-cache=auto to make it exact"
                ),
                stacklevel=2,
            )
            self.record(key, entry.payload)  # auto / refresh: the new wording is an exact hit next time
            return entry
        return None

    def record(self, key: CacheKey, payload: Mapping[str, Any]) -> None:
        scrubbed = self.secrets.scrub_data(payload)
        for tap in self.taps:
            tap(key, scrubbed)
        if self.session.mode.saves:
            self.session.record(key, scrubbed)
            self.counters.recorded += 1

    def hit(self) -> None:
        self.counters.hits += 1

    # ---- act ---------------------------------------------------------------------------------

    def replay_act(
        self,
        page: Page,
        key: CacheKey,
        payload: Mapping[str, Any],
        *,
        variables: Mapping[str, str],
        timeout_ms: Callable[[str], float],
        before_step: Callable[[], object] = lambda: None,
        page_settled: PageSettled = never_settled,
    ) -> ReplayedAct | None:
        """Replay a stored act. None when nothing could be replayed and the mode lets the LLM take over;
        a :class:`ReplayedAct` with ``remaining`` > 0 when some steps ran and the rest could not be
        replayed (auto / refresh); raises HealError / ActError / CacheMissError in ``replay``.
        ``timeout_ms(step)`` gives each step its budget; ``before_step`` runs before each step (the
        pipeline settles there when the page is busy); ``page_settled(ms)`` waits at most ``ms`` for
        the page to settle and says whether it did (the default never does: a missing element is
        waited for to the bound)."""
        steps = payload.get("steps")
        if not isinstance(steps, list) or not steps:
            self.unusable(key, "the entry holds no steps")
            return None
        done: list[Action] = []
        heals: list[HealRecord] = []

        def stop(index: int, why: str) -> ReplayedAct | None:
            """The replay cannot go on at step ``index`` (auto / refresh): hand over to the model."""
            if not done:
                return None
            logger.info("stagehand cache: step %d of %r not replayed (%s)", index + 1, key.instruction, why)
            return ReplayedAct(
                tuple(done), tuple(heals), tuple(steps[:index]), remaining=len(steps) - index, stopped=why
            )

        for index, step in enumerate(steps):
            try:
                capture = ElementCapture.from_payload(step["element"])
                action = Action(
                    selector=capture.primary_locator,
                    description=str(step.get("description", "")),
                    method=str(step["method"]),
                    arguments=tuple(str(a) for a in step.get("arguments") or ()),
                )
            except (KeyError, TypeError, ValueError) as e:
                why = f"step {index + 1} is malformed ({e!r})"
                self.unusable(key, why)  # raises in replay mode
                return stop(index, why)
            # A replay does not wait for a quiet DOM on every step (that window would cost more than
            # the action): ``before_step`` settles only while requests are in flight (a click that
            # navigated or fetched), the stored element is checked at once, and only when it is not
            # there yet is it waited for (bounded, and no longer once the page has settled without it:
            # a redesign), then located again with the heal ladder behind.
            before_step()
            threshold = self.settings.heal_threshold
            try:
                located = find_stored(page, capture, threshold=threshold, also_js=FACTS_JS)
                if located is None:
                    waited = timeout_ms(f"waiting for {action.description or 'the element'}")
                    bound = min(waited, float(self.settings.dom_settle_timeout))
                    _await_element(page, capture, bound, page_settled)
                    located = locate(page, capture, threshold=threshold)
            except HealError as e:
                if self.may_call_llm:
                    logger.info("stagehand cache: %s; asking the model again", e)
                    return stop(index, f"its element drifted beyond fingerprint healing: {e}")
                raise HealError(f"cached act {key.instruction!r} on {key.url}: {e}") from e
            try:
                perform_on(
                    page,
                    located.locator,
                    action,
                    variables=variables,
                    timeout_ms=timeout_ms(f"replaying {action.method} on {action.description}"),
                    facts=ElementFacts.from_data(located.also) if isinstance(located.also, dict) else None,
                )
            except ActError as e:
                if self.may_call_llm:
                    logger.info("stagehand cache: replay of %r failed (%s); asking the model", key, e.cause)
                    return stop(index, f"Playwright could not perform it: {e.cause}")
                e.completed = tuple(done)
                raise
            if located.healed is not None:
                heals.append(self.heal_step(key, step, capture, located, index))
            done.append(action.model_copy(update={"selector": located.selector}))
        if heals:
            self.save_healed(key, {**payload, "steps": steps})
        self.hit()
        return ReplayedAct(tuple(done), tuple(heals))

    def heal_step(
        self, key: CacheKey, step: dict[str, Any], capture: ElementCapture, located: Located, index: int
    ) -> HealRecord:
        """Report one fingerprint heal and rewrite the step's element (``step["element"]``: an act's step,
        or a computer-use step's target); the entry is saved with it only in auto / refresh."""
        healed = located.healed
        assert healed is not None
        step["element"] = healed.capture.to_payload()
        record = HealRecord(
            test_id=self.test_id,
            old_locator=capture.primary_locator,
            new_locator=healed.new_locator,
            method=healed.method,
            score=healed.score,
            instruction=key.instruction,
            suggested_selector=suggest_selector(healed.capture.locators),
            saved=self.may_call_llm,
            test_file=self.session.test_file,
            test_name=self.session.test_name,
            entry=key.digest,
            step=index,
            old_element=capture.fingerprint.describe(),
            new_element=self.secrets.scrub_data(healed.capture.to_payload()),
            runner_up=runner_up_of(healed.considered),
        )
        self._report(record)
        return record

    def save_healed(self, key: CacheKey, payload: Mapping[str, Any]) -> None:
        """Rewrite an entry whose elements were healed (auto / refresh; replay only reports)."""
        self.session.replace(key, self.secrets.scrub_data(payload))

    def report_llm_heal(
        self, key: CacheKey, old: Mapping[str, Any], new_steps: Sequence[Mapping[str, Any]], *, step: int = 0
    ) -> None:
        """A stored act that could not be replayed from step ``step`` on and was re-inferred by the model."""
        old_steps = old.get("steps")
        old_steps = old_steps if isinstance(old_steps, list) else []
        old_locator = _primary(old_steps[step]) if step < len(old_steps) else ""
        new_locator = _primary(new_steps[step]) if step < len(new_steps) else ""
        self._report(
            HealRecord(
                test_id=self.test_id,
                old_locator=old_locator,
                new_locator=new_locator,
                method="llm",
                instruction=key.instruction,
                suggested_selector=new_locator,
                saved=True,
            )
        )

    def _report(self, record: HealRecord) -> None:
        self.counters.heals += 1
        if not record.location:
            # The test's own line (the act / observe call), found on the stack as selector heals find it.
            record = dataclasses.replace(record, location=call_site(self.settings.rootdir))
        self.report_heal(record)

    def unusable(self, key: CacheKey, why: str) -> None:
        """A stored entry that cannot be used (malformed, no data, an unreadable verdict): in ``replay``
        a :class:`CacheMissError` (no model may be asked instead); otherwise a logged miss, and the
        caller asks the model and records the entry again."""
        self.counters.misses += 1
        if not self.may_call_llm:
            raise CacheMissError(
                "stagehand cache entry unusable in replay mode (no LLM call is allowed, so the test "
                f"cannot continue).\n  cache file: {self.session.file}\n  test: {self.session.test_name}\n"
                f"  entry: {key.describe()}  [entry {key.digest}]\n  why: {why}\n"
                "  re-record it with --stagehand-cache=refresh (or auto)"
            )
        logger.warning("stagehand cache: entry %s cannot be replayed (%s); asking the model", key.digest, why)

    # ---- observe -----------------------------------------------------------------------------

    def replay_observe(self, page: Page, key: CacheKey, payload: Mapping[str, Any]) -> list[Action] | None:
        """Stored observe results, each element identity-checked and, on drift, healed by fingerprint
        (reported; saved in auto / refresh). When one cannot be healed: None in auto (the pipeline
        observes again, and :meth:`record_observe` reports that as an LLM heal) or HealError in replay."""
        items = payload.get("actions")
        if not isinstance(items, list):
            self.unusable(key, "the entry holds no list of actions")
            return None
        items = [dict(item) if isinstance(item, dict) else item for item in items]
        threshold = self.settings.heal_threshold
        actions: list[Action] = []
        heals: list[HealRecord] = []
        drifted: list[tuple[Action, str]] = []
        for item in items:
            try:
                action = Action.model_validate(item["action"])
                capture = ElementCapture.from_payload(item["element"])
            except (KeyError, TypeError, ValueError) as e:
                self.unusable(key, f"an observed action is malformed ({e!r})")
                return None
            check = verify_identity(page.locator(action.selector), capture.fingerprint, threshold)
            if check.ok:
                actions.append(action)
                continue
            try:
                located = locate(page, capture, threshold=threshold)  # stored locators, then fingerprint
            except HealError as e:
                drifted.append((action, f"{action.description or action.selector}: {check.reason}; {e}"))
                continue
            healed = action.model_copy(update={"selector": located.selector})
            actions.append(healed)
            if located.healed is not None:
                item["action"] = healed.model_dump(mode="json")
                item["element"] = located.healed.capture.to_payload()
                heals.append(
                    HealRecord(
                        test_id=self.test_id,
                        old_locator=action.selector,
                        new_locator=located.selector,
                        method=located.healed.method,
                        score=located.healed.score,
                        instruction=key.instruction,
                        suggested_selector=suggest_selector(located.healed.capture.locators),
                        saved=self.may_call_llm,
                    )
                )
        if drifted:
            if self.may_call_llm:
                logger.info("stagehand cache: observed elements drifted (%s); observing again", drifted)
                self._reobserving[key.digest] = [action for action, _ in drifted]
                return None
            raise HealError(
                f"cached observe {key.instruction!r} on {key.url}: stored elements drifted:\n  "
                + "\n  ".join(why for _, why in drifted)
                + "\n  re-record with --stagehand-cache=auto"
            )
        for record in heals:
            self._report(record)
        if heals:
            self.session.replace(key, self.secrets.scrub_data({**payload, "actions": items}))
        self.hit()
        return actions

    def record_observe(self, page: Page, key: CacheKey, actions: Sequence[Action]) -> None:
        """Record what observe found; when it observed again because stored elements drifted beyond
        fingerprint healing, each of those is reported as an LLM heal (matched by description)."""
        for old in self._reobserving.pop(key.digest, []):
            new = next((a for a in actions if a.description == old.description), None)
            self._report(
                HealRecord(
                    test_id=self.test_id,
                    old_locator=old.selector,
                    new_locator=new.selector if new is not None else "",
                    method="llm",
                    instruction=key.instruction,
                    suggested_selector=new.selector if new is not None else "",
                    saved=self.may_call_llm,
                )
            )
        stored: list[dict[str, Any]] = []
        for action in actions:
            try:
                capture = capture_element(page.locator(action.selector))
            except SnapshotError as e:
                logger.warning("stagehand cache: observe result not recorded: %s", e)
                return
            stored.append({"action": action.model_dump(mode="json"), "element": capture.to_payload()})
        self.record(key, {"actions": stored})


def _await_element(page: Page, capture: ElementCapture, budget_ms: float, page_settled: PageSettled) -> None:
    """Wait until the stored primary locator finds something in the recorded frame, or the page has
    settled without it (``healing/waiting.py``), at most ``budget_ms``. Not finding it is not an error
    here: the identity check and the heal ladder decide."""
    frames = [frame for frame in page.frames if relative_url(frame.url) == capture.frame_url]
    frame = frames[0] if frames else page.main_frame
    try:
        wait_attached_or_settled(frame.locator(capture.primary_locator), budget_ms, page_settled)
    except PlaywrightError:
        return


def _primary(step: Mapping[str, Any]) -> str:
    try:
        return ElementCapture.from_payload(step["element"]).primary_locator
    except (KeyError, TypeError, ValueError):
        return ""
