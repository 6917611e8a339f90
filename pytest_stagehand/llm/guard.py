"""A switch that makes every real provider request fail, so a test cannot call a model by accident.

The project's own test suite turns it on for every test that is not marked ``allow_llm_requests`` or
``live``; users can do the same in their conftest. The test doubles never consult it.

It is a process-wide flag rather than a context variable on purpose: a request made from a worker
thread the test started must be blocked too.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from ..errors import LLMRequestBlockedError

_lock = threading.Lock()
_blocked_by: list[str] = []  # a stack of reasons; nested blocks/allows restore what was before


@contextmanager
def block_llm_requests(reason: str = "real LLM requests are blocked") -> Iterator[None]:
    """Within the block, every real provider request raises LLMRequestBlockedError naming ``reason``."""
    with _lock:
        _blocked_by.append(reason)
    try:
        yield
    finally:
        with _lock:
            _blocked_by.pop()


@contextmanager
def allow_llm_requests() -> Iterator[None]:
    """Lift any block for the duration (an explicit opt-in inside a blocked region)."""
    with _lock:
        saved = list(_blocked_by)
        _blocked_by.clear()
    try:
        yield
    finally:
        with _lock:
            _blocked_by[:] = saved


def llm_requests_blocked() -> str | None:
    """The reason real requests are blocked now, or None when they are allowed."""
    with _lock:
        return _blocked_by[-1] if _blocked_by else None


def check_request_allowed(provider: str, model: str) -> None:
    """Called by every real provider right before it sends a request."""
    reason = llm_requests_blocked()
    if reason is not None:
        raise LLMRequestBlockedError(
            f"a real LLM request was blocked: {reason}. Use pytest_stagehand.testing.ScriptedLLM or "
            f"FunctionLLM, or mark the test with @pytest.mark.allow_llm_requests to send it.",
            provider=provider,
            model=model,
        )
