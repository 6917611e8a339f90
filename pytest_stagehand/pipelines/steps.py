"""Steps the three primitives share: settle, snapshot, and recording a call in the history."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, TypeVar

from ..errors import PipelineError, SnapshotError
from ..snapshot import Snapshot, capture_snapshot
from .context import Deadline, Meter, PipelineContext, logger
from .results import HistoryEntry, Primitive
from .settle import SettleReport, tracker_for, wait_for_settle

T = TypeVar("T")


def settle(ctx: PipelineContext, deadline: Deadline) -> SettleReport:
    """Wait for the page to settle, within the settle setting and the call's remaining time."""
    bound = min(float(ctx.settings.dom_settle_timeout), deadline.left_for("waiting for the page to settle"))
    report = wait_for_settle(ctx.page, bound)
    if not report.settled:
        logger.debug(
            "stagehand: page did not settle within %.0f ms (%d requests pending); going on",
            bound,
            report.pending_requests,
        )
    return report


def settle_if_busy(ctx: PipelineContext, deadline: Deadline) -> SettleReport | None:
    """Settle only while requests are in flight (a click that navigated or fetched: a navigation
    starts with its document request). The tracker knows from events Playwright already delivered,
    with no round trip, so a cache replay on a quiet page pays nothing here."""
    if tracker_for(ctx.page).busy():
        return settle(ctx, deadline)
    return None


def snapshot(
    ctx: PipelineContext,
    deadline: Deadline,
    *,
    step: str = "the page snapshot",
    selector: str | None = None,
    wrap: Callable[[str], PipelineError] | None = None,
) -> Snapshot:
    """Capture within the remaining time; an expired budget becomes the primitive's timeout error."""
    remaining = deadline.left_for(step)
    try:
        return capture_snapshot(ctx.page, selector, timeout_ms=remaining)
    except SnapshotError as e:
        if deadline.expired:
            raise deadline.error(step) from e
        if wrap is not None:
            raise wrap(f"could not capture the page ({step}): {e}") from e
        raise


def record(
    ctx: PipelineContext,
    primitive: Primitive,
    instruction: str | None,
    meter: Meter,
    run: Callable[[], T],
    *,
    summarize: Callable[[T], Any] = lambda result: result,
) -> T:
    """Run one primitive and append its history entry, whether it returned or raised."""
    started = time.monotonic()
    url = ctx.secrets.scrub_url(ctx.page.url)  # history feeds reports (Allure): no value in a URL
    try:
        result = run()
    except Exception as e:  # recorded, then re-raised unchanged: nothing is swallowed here
        _append(ctx, primitive, instruction, url, None, str(e), meter, started)
        raise
    _append(ctx, primitive, instruction, url, summarize(result), None, meter, started)
    return result


def _append(
    ctx: PipelineContext,
    primitive: Primitive,
    instruction: str | None,
    url: str,
    result: Any,
    error: str | None,
    meter: Meter,
    started: float,
) -> None:
    duration_ms = (time.monotonic() - started) * 1000
    # Requests, as the ledgers count them: an ask whose answer needed a repair round sent two.
    llm_calls = meter.calls + meter.usage.extra_requests
    ctx.history.append(
        HistoryEntry(
            primitive=primitive,
            instruction=instruction,
            url=url,
            result=result,
            error=error,
            llm_calls=llm_calls,
            usage=meter.usage,
            duration_ms=duration_ms,
            exchanges=tuple(meter.exchanges),
        )
    )
    if ctx.settings.verbose >= 1:
        outcome = "ok" if error is None else "failed"
        logger.info(
            "stagehand %s(%r): %s, %d LLM call(s), %d tokens, %.0f ms",
            primitive,
            instruction,
            outcome,
            llm_calls,
            meter.usage.total_tokens,
            duration_ms,
        )
