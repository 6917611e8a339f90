"""Bounded retries with exponential backoff. The policy is data; sleeping is injected for tests."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime

from ..errors import LLMError

# Statuses worth another try: request timeout, rate limit, and server-side failures (incl. 529).
RETRYABLE_STATUSES = frozenset({408, 409, 429})


def is_retryable_status(status: int | None) -> bool:
    return status is not None and (status in RETRYABLE_STATUSES or status >= 500)


@dataclass(frozen=True)
class Failure:
    """What one failed attempt means: the error to raise if we stop, and whether to try again."""

    error: LLMError
    retryable: bool
    retry_after_s: float | None = None


@dataclass(frozen=True)
class RetryPolicy:
    """``retries`` extra attempts; waits ``base_delay_s * 2**n`` (capped), or a short Retry-After.

    No jitter: one test session talks to one provider from one process, and deterministic waits keep
    the behaviour testable. A Retry-After longer than ``max_retry_after_s`` is not waited out: the
    call fails at once with the provider's error rather than stalling the test run.
    """

    retries: int = 2
    base_delay_s: float = 0.5
    max_delay_s: float = 8.0
    max_retry_after_s: float = 20.0
    sleep: Callable[[float], None] = field(default=time.sleep, repr=False, compare=False)

    def delay(self, attempt: int, retry_after_s: float | None) -> float | None:
        """Seconds to wait before retry number ``attempt`` (0-based), or None to give up."""
        if attempt >= self.retries:
            return None
        if retry_after_s is not None:
            return retry_after_s if retry_after_s <= self.max_retry_after_s else None
        return min(self.max_delay_s, self.base_delay_s * 2.0**attempt)


def parse_retry_after(headers: Mapping[str, str] | None, *, now: float | None = None) -> float | None:
    """Seconds from ``retry-after-ms`` / ``Retry-After`` (seconds or an HTTP date); None if absent."""
    if not headers:
        return None
    lowered = {k.lower(): v for k, v in headers.items()}
    raw_ms = lowered.get("retry-after-ms")
    if raw_ms is not None:
        try:
            return max(0.0, float(raw_ms) / 1000)
        except ValueError:
            pass
    raw = lowered.get("retry-after")
    if raw is None:
        return None
    try:
        return max(0.0, float(raw))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(raw)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))
