"""The LLM layer's vocabulary: messages in, a validated pydantic object plus usage out.

Everything here is plain data with no SDK knowledge, so every layer above can import it cheaply.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)
# "tool": a message carrying tool results back to the model (agents; see ``ToolResult``).
Role = Literal["system", "user", "assistant", "tool"]


@dataclass(frozen=True)
class TextPart:
    text: str


@dataclass(frozen=True)
class ImagePart:
    """Encoded image bytes (PNG or JPEG). Providers downscale them to their own limits when sending."""

    data: bytes = field(repr=False)
    media_type: str = "image/png"

    def __repr__(self) -> str:
        # Screenshots are large; a repr that prints them would drown any failure message.
        return f"ImagePart(<{len(self.data)} bytes>, media_type={self.media_type!r})"


@dataclass(frozen=True)
class ToolCall:
    """One tool the model asked to run (in an assistant message): the provider's call id, the tool's
    name and its arguments as parsed JSON (validated by the caller against the tool's model)."""

    id: str
    name: str
    arguments: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ToolResult:
    """What running one tool gave back (in a ``tool`` message), answering the call with ``call_id``.
    ``images`` go back too where the provider takes images in tool results (screenshots)."""

    call_id: str
    name: str
    content: str
    images: tuple[ImagePart, ...] = ()
    is_error: bool = False


ContentPart = TextPart | ImagePart
# Tool calls and results live in a message's content too, but ``parts()`` leaves them out: text and
# images are what every prompt reader wants; agents read ``tool_calls`` / ``tool_results``.
Part = ContentPart | ToolCall | ToolResult


@dataclass(frozen=True)
class Message:
    role: Role
    content: str | Sequence[Part]

    def parts(self) -> tuple[ContentPart, ...]:
        """The text and image parts, whichever form the content was given in (tool parts left out)."""
        if isinstance(self.content, str):
            return (TextPart(self.content),)
        return tuple(part for part in self.content if isinstance(part, TextPart | ImagePart))

    def text(self) -> str:
        """Only the text of the message (images left out), joined by blank lines."""
        return "\n\n".join(part.text for part in self.parts() if isinstance(part, TextPart))

    @property
    def has_images(self) -> bool:
        return any(isinstance(part, ImagePart) for part in self.parts())

    @property
    def tool_calls(self) -> tuple[ToolCall, ...]:
        return (
            () if isinstance(self.content, str) else tuple(p for p in self.content if isinstance(p, ToolCall))
        )

    @property
    def tool_results(self) -> tuple[ToolResult, ...]:
        return (
            ()
            if isinstance(self.content, str)
            else tuple(p for p in self.content if isinstance(p, ToolResult))
        )


@dataclass(frozen=True)
class Usage:
    """Tokens and time spent on one or more calls.

    ``prompt_tokens`` counts every input token, cached or not; ``cached_input_tokens`` is the part of
    it served from the provider's prompt cache. ``reasoning_tokens`` is the part of
    ``completion_tokens`` spent thinking (where the provider reports it). ``extra_requests`` counts
    the requests a call made beyond its first (a repair round), so ledgers count requests, not asks.
    ``images``: screenshots sent (a computer-use agent pays for those besides its tokens).
    """

    prompt_tokens: int = 0
    completion_tokens: int = 0
    reasoning_tokens: int = 0
    cached_input_tokens: int = 0
    inference_ms: float = 0.0
    extra_requests: int = 0
    images: int = 0

    def __add__(self, other: Usage) -> Usage:
        if not isinstance(other, Usage):
            return NotImplemented
        return Usage(
            prompt_tokens=self.prompt_tokens + other.prompt_tokens,
            completion_tokens=self.completion_tokens + other.completion_tokens,
            reasoning_tokens=self.reasoning_tokens + other.reasoning_tokens,
            cached_input_tokens=self.cached_input_tokens + other.cached_input_tokens,
            inference_ms=self.inference_ms + other.inference_ms,
            extra_requests=self.extra_requests + other.extra_requests,
            images=self.images + other.images,
        )

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


@dataclass(frozen=True)
class LLMResponse(Generic[M]):
    output: M
    usage: Usage
    raw_text: str
    model_id: str = ""


@runtime_checkable
class LLMClient(Protocol):
    """What every pipeline talks to. Real providers and the test doubles all satisfy it."""

    model_id: str  # "provider/model"
    supports_images: bool

    def generate(
        self,
        messages: Sequence[Message],
        output_type: type[M],
        *,
        temperature: float | None = 0.1,
        max_tokens: int | None = None,
        timeout_s: float | None = None,
    ) -> LLMResponse[M]:
        """Send ``messages``, return a validated ``output_type`` with its usage.

        ``timeout_s`` is the budget of the whole call (attempts, waits between retries, the repair
        request); when it runs out the call raises LLMTimeoutError. None: the client's own bounds.
        """
        ...
