"""Test doubles that satisfy LLMClient without a network: scripted outputs, or a function.

They never consult the request guard (they send nothing) and always report some usage, so code that
prints or asserts usage works the same against them as against a real model.
"""

from __future__ import annotations

import itertools
import threading
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from pydantic import BaseModel, ValidationError

from ..errors import LLMOutputError, ScriptedLLMError
from .parsing import coerce_output
from .tools import Tool, ToolChoice, ToolTurn, with_repair
from .types import LLMResponse, M, Message, ToolCall, Usage

# A tool-calling turn is scripted as a ToolTurn, one ToolCall, or a list of them (answers run_tools()).
ScriptedTurn = ToolTurn | ToolCall | list[ToolCall]
ScriptedOutput = BaseModel | dict[str, object] | str | BaseException | ScriptedTurn


def tool_call(name: str, /, **arguments: object) -> ToolCall:
    """A scripted tool call: ``ScriptedLLM([tool_call("goto", url="/cart"), tool_call("close", ...)])``."""
    return ToolCall(f"call_{name}_{next(_call_ids)}", name, dict(arguments))


_call_ids = itertools.count(1)


def _as_turn(scripted: ScriptedTurn, messages: Sequence[Message], model_id: str) -> ToolTurn:
    if isinstance(scripted, ToolTurn):
        turn = scripted
    else:
        calls = (scripted,) if isinstance(scripted, ToolCall) else tuple(scripted)
        turn = ToolTurn("", calls)
    raw = " ".join(f"{c.name}{c.arguments}" for c in turn.calls) + turn.text
    usage = turn.usage if turn.usage.total_tokens else _usage(messages, raw)
    return ToolTurn(turn.text, turn.calls, usage, model_id, turn.finish_reason)


def _is_turn(scripted: object) -> bool:
    return isinstance(scripted, ToolTurn | ToolCall) or (
        isinstance(scripted, list) and all(isinstance(item, ToolCall) for item in scripted)
    )


def _tool_failure(model_id: str) -> Callable[[ToolTurn, list[str], Usage], Exception]:
    def failed(turn: ToolTurn, problems: list[str], usage: Usage) -> Exception:
        raw = "; ".join(f"{c.name}({c.arguments})" for c in turn.calls) or turn.text
        return LLMOutputError(
            "the tool call was invalid even after one repair:\n" + "\n".join(problems),
            provider=model_id.split("/")[0],
            model=model_id,
            raw_text=raw,
            usage=usage,
        )

    return failed


@dataclass(frozen=True)
class RecordedCall:
    """One generate() call as a double saw it, for tests to assert prompts and schemas."""

    messages: tuple[Message, ...]
    output_type: type[BaseModel]
    temperature: float | None
    max_tokens: int | None
    # The budget the caller handed over for the whole call (seconds; None: no overall bound).
    timeout_s: float | None = None
    tools: tuple[str, ...] = ()  # the tools a tool turn offered, by name

    @property
    def prompt_text(self) -> str:
        """Every message's text, joined: handy for ``assert "Click" in call.prompt_text``."""
        return "\n\n".join(message.text() for message in self.messages)


def _estimate_tokens(text: str) -> int:
    return max(1, len(text) // 4)  # the usual ~4 characters per token; only needs to be non-zero


def _usage(messages: Sequence[Message], raw_text: str) -> Usage:
    prompt = sum(_estimate_tokens(m.text()) for m in messages)
    return Usage(prompt_tokens=prompt, completion_tokens=_estimate_tokens(raw_text))


def _raw_text(output: BaseModel) -> str:
    return output.model_dump_json()


class ScriptedLLM:
    """Answers each call with the next scripted output (an instance, a dict or a JSON string).

    An exception in the script is raised at that call (to test error handling). Running out raises
    ScriptedLLMError; ``assert_all_used()`` fails when outputs are left over.
    """

    supports_images = True

    def __init__(self, outputs: Iterable[ScriptedOutput] = (), *, model_id: str = "scripted/test") -> None:
        self.model_id = model_id
        self._queue: deque[ScriptedOutput] = deque(outputs)
        self.calls: list[RecordedCall] = []
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"ScriptedLLM(model_id={self.model_id!r}, calls={len(self.calls)}, left={len(self._queue)})"

    def add(self, *outputs: ScriptedOutput) -> None:
        with self._lock:
            self._queue.extend(outputs)

    @property
    def remaining(self) -> int:
        return len(self._queue)

    def generate(
        self,
        messages: Sequence[Message],
        output_type: type[M],
        *,
        temperature: float | None = 0.1,
        max_tokens: int | None = None,
        timeout_s: float | None = None,
    ) -> LLMResponse[M]:
        with self._lock:
            self.calls.append(RecordedCall(tuple(messages), output_type, temperature, max_tokens, timeout_s))
            if not self._queue:
                raise ScriptedLLMError(
                    f"ScriptedLLM ran dry at call {len(self.calls)} (asked for {output_type.__name__}); "
                    f"script one more output. Last prompt:\n{self.calls[-1].prompt_text[-500:]}",
                    provider="scripted",
                )
            scripted = self._queue.popleft()
        if isinstance(scripted, BaseException):
            raise scripted
        if _is_turn(scripted):
            raise ScriptedLLMError(
                f"ScriptedLLM call {len(self.calls)} asked for {output_type.__name__} but the script has a tool "
                f"turn there ({scripted!r:.120}); script the structured output first",
                provider="scripted",
            )
        try:
            output = coerce_output(scripted, output_type)
        except ValidationError as e:
            raise ScriptedLLMError(
                f"scripted output {len(self.calls)} does not fit {output_type.__name__}: {e}",
                provider="scripted",
            ) from e
        raw = scripted if isinstance(scripted, str) else _raw_text(output)
        return LLMResponse(output, _usage(messages, raw), raw, self.model_id)

    def run_tools(
        self,
        messages: Sequence[Message],
        tools: Sequence[Tool],
        *,
        tool_choice: ToolChoice = "required",
        temperature: float | None = 0.0,
        max_tokens: int | None = None,
        timeout_s: float | None = None,
    ) -> ToolTurn:
        """The next scripted tool turn, checked like a real provider's (one repair turn when it names a
        tool that does not exist or its arguments do not validate, then LLMOutputError)."""

        def send(conversation: Sequence[Message]) -> ToolTurn:
            with self._lock:
                self.calls.append(
                    RecordedCall(
                        tuple(conversation),
                        ToolTurnOutput,
                        temperature,
                        max_tokens,
                        timeout_s,
                        tuple(tool.name for tool in tools),
                    )
                )
                if not self._queue:
                    raise ScriptedLLMError(
                        f"ScriptedLLM ran dry at call {len(self.calls)} (a tool turn); script one more. "
                        f"Last prompt:\n{self.calls[-1].prompt_text[-500:]}",
                        provider="scripted",
                    )
                scripted = self._queue.popleft()
            if isinstance(scripted, BaseException):
                raise scripted
            if not _is_turn(scripted):
                raise ScriptedLLMError(
                    f"ScriptedLLM call {len(self.calls)} is a tool turn but the script has {scripted!r:.120} "
                    "there; script a tool_call(...)",
                    provider="scripted",
                )
            return _as_turn(scripted, conversation, self.model_id)  # type: ignore[arg-type]

        require = tool_choice == "required"
        return with_repair(
            send, messages, tools, require_call=require, on_failure=_tool_failure(self.model_id)
        )

    def assert_all_used(self) -> None:
        if self._queue:
            left = ", ".join(repr(item)[:80] for item in self._queue)
            raise ScriptedLLMError(
                f"ScriptedLLM finished with {len(self._queue)} unused output(s) after {len(self.calls)} "
                f"call(s): {left}",
                provider="scripted",
            )

    def __enter__(self) -> ScriptedLLM:
        return self

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        if exc_type is None:  # a failing block already explains itself; leftovers are a consequence
            self.assert_all_used()


class ToolTurnOutput(BaseModel):
    """Stands for "a tool turn" as the output type of a recorded run_tools() call."""


OutputFunction = Callable[[Sequence[Message], type[BaseModel]], object]


class FunctionLLM:
    """Answers each call with ``function(messages, output_type)``: an instance, a dict or JSON text."""

    supports_images = True

    def __init__(self, function: OutputFunction, *, model_id: str = "function/test") -> None:
        self.model_id = model_id
        self.function = function
        self.calls: list[RecordedCall] = []

    def __repr__(self) -> str:
        name = getattr(self.function, "__qualname__", repr(self.function))
        return f"FunctionLLM({name}, model_id={self.model_id!r}, calls={len(self.calls)})"

    def generate(
        self,
        messages: Sequence[Message],
        output_type: type[M],
        *,
        temperature: float | None = 0.1,
        max_tokens: int | None = None,
        timeout_s: float | None = None,
    ) -> LLMResponse[M]:
        self.calls.append(RecordedCall(tuple(messages), output_type, temperature, max_tokens, timeout_s))
        produced = self.function(messages, output_type)
        try:
            output = coerce_output(produced, output_type)
        except ValidationError as e:
            raise ScriptedLLMError(
                f"FunctionLLM's function returned something that does not fit {output_type.__name__}: {e}",
                provider="function",
            ) from e
        raw = produced if isinstance(produced, str) else _raw_text(output)
        return LLMResponse(output, _usage(messages, raw), raw, self.model_id)
