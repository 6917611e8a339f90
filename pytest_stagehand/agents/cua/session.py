"""The seam between the computer-use loop and a provider: a conversation of screenshots and calls.

The loop (``cua/run.py``) owns the page; a provider session (``cua/anthropic.py``, ``cua/openai.py``,
``cua/google.py``) owns the wire format. Each turn the loop hands the session what happened to every
call of the last turn plus a fresh screenshot, and gets back the next calls in the shared vocabulary
(:mod:`.actions`). A turn with no call is the model's last word (Stagehand's rule for every CUA).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from ...llm import Tool, ToolCall, Usage
from .actions import ComputerCall, Display

# Screenshots kept in the conversation sent each turn (older ones become a short text): Stagehand's
# image compression; Gemini's client keeps the last 2.
DEFAULT_KEEP_SCREENSHOTS = 3


@dataclass(frozen=True)
class CuaTurn:
    """One answer of the model: its calls (computer calls and custom tool calls, in its order), its
    text (reasoning or final message), and what it cost. ``images_sent``: screenshots in the request."""

    calls: tuple[ComputerCall | ToolCall, ...]
    text: str
    usage: Usage = field(default_factory=Usage)
    images_sent: int = 0

    @property
    def done(self) -> bool:
        return not self.calls


@dataclass(frozen=True)
class CallOutcome:
    """What the loop did for one call: a short text (``clicked button "Save"``, an error, or a custom
    tool's answer), whether it worked. Computer calls get the turn's screenshot attached by the session;
    custom tool calls get only the text."""

    call_id: str
    name: str
    text: str
    ok: bool = True
    computer: bool = True


@dataclass(frozen=True)
class CuaOptions:
    """What a session needs besides the model: the page's viewport, the custom tools (declared in the
    provider's own format), the tester's instructions, bounds, and provider switches."""

    viewport_width: int
    viewport_height: int
    system_prompt: str
    tools: tuple[Tool, ...] = ()
    max_tokens: int = 1024
    keep_screenshots: int = DEFAULT_KEEP_SCREENSHOTS
    # Anthropic: extended thinking budget (None: off) and computer tool version ("20251124" / "20250124").
    thinking_budget: int | None = None
    tool_version: str | None = None
    # OpenAI: acknowledge pending safety checks and go on (False: the run stops with the check's message).
    acknowledge_safety_checks: bool = False
    environment: str = "browser"
    # The run's remaining time (seconds) when each request starts.
    remaining_s: Callable[[], float] = lambda: 60.0


class CuaSession(Protocol):
    """One provider's side of one run."""

    display: Display

    def begin(self, instruction: str, screenshot: bytes, url: str) -> CuaTurn:
        """The first request: the instruction and the page as it is."""
        ...

    def answer(self, outcomes: Sequence[CallOutcome], screenshot: bytes, url: str) -> CuaTurn:
        """The next request: every call of the last turn answered, the page as it is now."""
        ...
