"""The cache as the pipelines use it: look up, replay with identity checks, heal, record.

Flow of a cached act (``auto`` mode)::

    key = (act, instruction, relative URL, variable names, occurrence)
    hit  → per stored step: settle only if requests are in flight; one round trip checks the stored
           element's identity and reads its facts; if it is not there yet, a bounded wait for it, then
           the heal ladder on drift → perform the stored method and arguments; no LLM call
    miss → the LLM pipeline runs; each element is fingerprinted just before it is acted on
           (a click may navigate away), and the steps are recorded for commit-on-pass

A hit that cannot be replayed (the element is gone beyond fingerprint healing, or Playwright cannot
act on it) falls back to the LLM in ``auto`` / ``refresh`` and is reported as an LLM heal; ``replay``
never calls a model: a miss raises :class:`~pytest_stagehand.errors.CacheMissError` naming the file,
the key and the nearest entries, and an unhealable drift raises
:class:`~pytest_stagehand.errors.HealError` listing the candidates.

Observe stores its actions with each element's fingerprint and is re-verified on a hit. Extract is
keyed by the schema's fingerprint and a content hash of the scoped snapshot text, so changed page
content re-extracts (and, in ``replay``, fails as a miss whose message says the content differs).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Locator, Page

from ..actions.execute import perform_on
from ..actions.methods import FACTS_JS, ElementFacts
from ..actions.model import Action
from ..cache import (
    CacheKey,
    CacheKind,
    ElementCapture,
    HealRecord,
    Located,
    TestCacheSession,
    capture_element,
    find_stored,
    locate,
    verify_identity,
)
from ..cache.keys import relative_url
from ..config import Settings
from ..errors import ActError, CacheError, HealError, SnapshotError
from .context import logger

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


@dataclass
class ActRecorder:
    """Fingerprints each element just before an action runs on it, for the act entry."""

    captures: dict[str, ElementCapture] = field(default_factory=dict)
    failed: list[str] = field(default_factory=list)

    def before(self, action: Action) -> Callable[[Locator], None]:
        def capture(locator: Locator) -> None:
            try:
                self.captures[action.selector] = capture_element(locator)
            except SnapshotError as e:
                # Not fatal to the act: the entry is simply not recorded (and the log says why).
                self.failed.append(f"{action.description or action.selector}: {e}")

        return capture

    def steps(self, actions: Sequence[Action]) -> list[dict[str, Any]] | None:
        """The stored steps for ``actions``, or None when an element could not be fingerprinted."""
        if self.failed or any(action.selector not in self.captures for action in actions):
            return None
        return [
            {
                "element": self.captures[action.selector].to_payload(),
                "method": action.method,
                "arguments": list(action.arguments),  # placeholders only: values never reach the cache
                "description": action.description,
            }
            for action in actions
        ]


@dataclass(frozen=True)
class ReplayedAct:
    """A cache hit that was replayed: the actions performed and the heal notes, if any."""

    actions: tuple[Action, ...]
    healed: tuple[HealRecord, ...]


@dataclass
class PipelineCache:
    """One test's cache, as the pipelines see it. Built by the page for each test."""

    session: TestCacheSession
    settings: Settings
    test_id: str
    report_heal: HealReporter = lambda record: None
    base_url: str | None = None
    counters: CacheCounters = field(default_factory=CacheCounters)

    @property
    def may_call_llm(self) -> bool:
        return self.session.mode != "replay"

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
            url,
            base_url=self.base_url,
            variables=variables,
            schema=schema,
            content=content,
            extra=extra,
        )

    def lookup(self, key: CacheKey) -> dict[str, Any] | None:
        """The stored payload, or None on a miss (which raises in ``replay``: no model may be asked)."""
        entry = self.session.lookup(key)
        if entry is not None:
            return entry.payload
        self.counters.misses += 1
        if not self.may_call_llm:
            raise self.session.miss_error(key)
        return None

    def record(self, key: CacheKey, payload: Mapping[str, Any]) -> None:
        if self.session.mode in ("auto", "refresh"):
            self.session.record(key, payload)
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
    ) -> ReplayedAct | None:
        """Replay a stored act. None when it cannot be replayed and the mode lets the LLM take over;
        raises HealError / ActError in ``replay``. ``timeout_ms(step)`` gives each step its budget;
        ``before_step`` runs before each step (the pipeline settles there when the page is busy)."""
        steps: list[dict[str, Any]] = list(payload.get("steps") or [])
        if not steps:
            self._unusable(key, "the entry holds no steps")
            return None
        done: list[Action] = []
        heals: list[HealRecord] = []
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
                self._unusable(key, f"step {index + 1} is malformed ({e!r})")
                return None
            # A replay does not wait for a quiet DOM on every step (that window would cost more than
            # the action): ``before_step`` settles only while requests are in flight (a click that
            # navigated or fetched), the stored element is checked at once, and only when it is not
            # there yet is it waited for (bounded), then located again with the heal ladder behind.
            before_step()
            threshold = self.settings.heal_threshold
            try:
                located = find_stored(page, capture, threshold=threshold, also_js=FACTS_JS)
                if located is None:
                    waited = timeout_ms(f"waiting for {action.description or 'the element'}")
                    _await_element(page, capture, min(waited, float(self.settings.dom_settle_timeout)))
                    located = locate(page, capture, threshold=threshold)
            except HealError as e:
                if self.may_call_llm:
                    logger.info("stagehand cache: %s; asking the model again", e)
                    return None
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
                    return None
                raise
            if located.healed is not None:
                heals.append(self._heal_step(key, step, capture, located))
            done.append(action.model_copy(update={"selector": located.selector}))
        if heals:
            self.session.replace(key, {**payload, "steps": steps})
        self.hit()
        return ReplayedAct(tuple(done), tuple(heals))

    def _heal_step(
        self, key: CacheKey, step: dict[str, Any], capture: ElementCapture, located: Located
    ) -> HealRecord:
        """Report one fingerprint heal and rewrite the step's element (saved only in auto / refresh)."""
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
            suggested_selector=healed.new_locator,
            saved=self.may_call_llm,
        )
        self._report(record)
        return record

    def report_llm_heal(
        self, key: CacheKey, old: Mapping[str, Any], new_steps: Sequence[Mapping[str, Any]]
    ) -> None:
        """A stored act that could not be replayed and was re-inferred by the model."""
        old_steps = list(old.get("steps") or [])
        old_locator = _primary(old_steps[0]) if old_steps else ""
        new_locator = _primary(new_steps[0]) if new_steps else ""
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
        self.report_heal(record)

    def _unusable(self, key: CacheKey, why: str) -> None:
        if not self.may_call_llm:
            raise CacheError(
                f"cache entry {key.digest} ({key.describe()}) in {self.session.file} cannot be replayed: "
                f"{why}; re-record it with --stagehand-cache=refresh"
            )
        logger.warning("stagehand cache: entry %s cannot be replayed (%s); re-recording", key.digest, why)

    # ---- observe -----------------------------------------------------------------------------

    def replay_observe(self, page: Page, key: CacheKey, payload: Mapping[str, Any]) -> list[Action] | None:
        """Stored observe results whose elements all still pass the identity check; else None (auto)
        or HealError (replay) naming the ones that drifted."""
        actions: list[Action] = []
        drifted: list[str] = []
        for item in payload.get("actions") or []:
            try:
                action = Action.model_validate(item["action"])
                fingerprint = ElementCapture.from_payload(item["element"]).fingerprint
            except (KeyError, TypeError, ValueError) as e:
                self._unusable(key, f"an observed action is malformed ({e!r})")
                return None
            check = verify_identity(page.locator(action.selector), fingerprint, self.settings.heal_threshold)
            if not check.ok:
                drifted.append(f"{action.description or action.selector}: {check.reason}")
            actions.append(action)
        if drifted:
            if self.may_call_llm:
                logger.info("stagehand cache: observed elements drifted (%s); observing again", drifted)
                return None
            raise HealError(
                f"cached observe {key.instruction!r} on {key.url}: stored elements drifted:\n  "
                + "\n  ".join(drifted)
                + "\n  re-record with --stagehand-cache=auto"
            )
        self.hit()
        return actions

    def record_observe(self, page: Page, key: CacheKey, actions: Sequence[Action]) -> None:
        stored: list[dict[str, Any]] = []
        for action in actions:
            try:
                capture = capture_element(page.locator(action.selector))
            except SnapshotError as e:
                logger.warning("stagehand cache: observe result not recorded: %s", e)
                return
            stored.append({"action": action.model_dump(mode="json"), "element": capture.to_payload()})
        self.record(key, {"actions": stored})


def _await_element(page: Page, capture: ElementCapture, budget_ms: float) -> None:
    """Wait until the stored primary locator finds something in the recorded frame, at most the DOM
    settle bound. Not finding it is not an error here: the identity check and the heal ladder decide."""
    frames = [frame for frame in page.frames if relative_url(frame.url) == capture.frame_url]
    frame = frames[0] if frames else page.main_frame
    try:
        frame.locator(capture.primary_locator).first.wait_for(state="attached", timeout=max(budget_ms, 1.0))
    except PlaywrightError:
        return


def _primary(step: Mapping[str, Any]) -> str:
    try:
        return ElementCapture.from_payload(step["element"]).primary_locator
    except (KeyError, TypeError, ValueError):
        return ""
