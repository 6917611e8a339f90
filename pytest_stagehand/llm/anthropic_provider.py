"""Anthropic Messages API: a forced tool call is the structured-output channel.

The tool's ``input_schema`` is the output schema and ``tool_choice`` forces the model to call it, so
the answer arrives as parsed JSON in the ``tool_use`` block. Images go as base64 blocks.
``temperature`` is not sent: current Claude models take no sampling parameters.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, ClassVar

from ..errors import (
    LLMConnectionError,
    LLMKeyMissingError,
    LLMProviderError,
    LLMTimeoutError,
)
from .base import ProviderClient, RawReply, import_sdk, require_parsed
from .images import ANTHROPIC_LIMITS, fit_image, to_base64
from .retry import Failure
from .schema import JsonSchema, anthropic_input_schema
from .tools import Tool, ToolChoice, ToolTurn
from .types import ImagePart, M, Message, ToolCall, Usage

OUTPUT_TOOL = "final_answer"
OUTPUT_TOOL_DESCRIPTION = "Give the final answer as structured data matching the input schema."


def split_system(messages: Sequence[Message]) -> tuple[str, list[Message]]:
    """Anthropic takes the system prompt as a top-level field, not as a message."""
    system = "\n\n".join(m.text() for m in messages if m.role == "system")
    return system, [m for m in messages if m.role != "system"]


def to_anthropic_messages(messages: Sequence[Message]) -> list[dict[str, Any]]:
    converted: list[dict[str, Any]] = []
    for message in messages:
        if not message.has_images:
            converted.append({"role": message.role, "content": message.text()})
            continue
        blocks: list[dict[str, Any]] = []
        for part in message.parts():
            if isinstance(part, ImagePart):
                image = fit_image(part, ANTHROPIC_LIMITS)
                source = {"type": "base64", "media_type": image.media_type, "data": to_base64(image)}
                blocks.append({"type": "image", "source": source})
            else:
                blocks.append({"type": "text", "text": part.text})
        converted.append({"role": message.role, "content": blocks})
    return converted


def _image_block(part: ImagePart) -> dict[str, Any]:
    image = fit_image(part, ANTHROPIC_LIMITS)
    return {
        "type": "image",
        "source": {"type": "base64", "media_type": image.media_type, "data": to_base64(image)},
    }


def to_anthropic_tool_messages(messages: Sequence[Message]) -> list[dict[str, Any]]:
    """A tool conversation as Messages API turns: ``tool_use`` blocks on the assistant turn, the results
    as ``tool_result`` blocks of a user turn (images inside them, which Anthropic accepts)."""
    converted: list[dict[str, Any]] = []
    for message in messages:
        calls, results = message.tool_calls, message.tool_results
        if calls:
            text = message.text()
            blocks: list[dict[str, Any]] = [{"type": "text", "text": text}] if text else []
            blocks += [{"type": "tool_use", "id": c.id, "name": c.name, "input": c.arguments} for c in calls]
            converted.append({"role": "assistant", "content": blocks})
        elif results:
            converted.append(
                {
                    "role": "user",
                    "content": [
                        {
                            "type": "tool_result",
                            "tool_use_id": r.call_id,
                            "content": [{"type": "text", "text": r.content}, *map(_image_block, r.images)],
                            "is_error": r.is_error,
                        }
                        for r in results
                    ],
                }
            )
        else:
            converted.extend(to_anthropic_messages([message]))
    return converted


def output_tool(schema: JsonSchema) -> dict[str, Any]:
    return {
        "name": OUTPUT_TOOL,
        "description": OUTPUT_TOOL_DESCRIPTION,
        "input_schema": anthropic_input_schema(schema),
    }


def usage_from(message: Any) -> Usage:
    usage = getattr(message, "usage", None)
    if usage is None:
        return Usage()
    cache_read = getattr(usage, "cache_read_input_tokens", None) or 0
    cache_write = getattr(usage, "cache_creation_input_tokens", None) or 0
    # Anthropic's input_tokens leaves out cached and cache-written tokens; ours counts every input.
    return Usage(
        prompt_tokens=(usage.input_tokens or 0) + cache_read + cache_write,
        completion_tokens=usage.output_tokens or 0,
        cached_input_tokens=cache_read,
    )


def reply_text(message: Any) -> str:
    """The forced tool call's input as JSON; the model's text if it answered in prose instead."""
    for block in message.content:
        if getattr(block, "type", None) == "tool_use" and getattr(block, "name", OUTPUT_TOOL) == OUTPUT_TOOL:
            return json.dumps(block.input, ensure_ascii=False)
    return "".join(getattr(block, "text", "") for block in message.content)


class AnthropicClient(ProviderClient):
    provider: ClassVar[str] = "anthropic"
    image_limits = ANTHROPIC_LIMITS

    def _create_sdk_client(self) -> Any:
        anthropic = import_sdk("anthropic", "anthropic", provider=self.provider, model=self.model)
        key = self._api_key(("ANTHROPIC_API_KEY",))
        if not key:
            variable = self._key_variable("ANTHROPIC_API_KEY")
            raise self._error(
                LLMKeyMissingError,
                f"{variable} is not set; export it (or name another variable with the llm_options api_key_env).",
                variable=variable,
            )
        self._remember_secrets(key)
        return anthropic.Anthropic(
            api_key=key,
            base_url=self.base_url,
            default_headers=self.headers or None,
            max_retries=0,
            timeout=self.timeout_s,
        )

    def _sdk_errors(self) -> tuple[type[BaseException], ...]:
        import anthropic

        return (anthropic.APIError,)

    def _classify(self, error: BaseException) -> Failure:
        import anthropic

        if isinstance(error, anthropic.APITimeoutError):
            return Failure(self._error(LLMTimeoutError, "the request timed out"), retryable=True)
        if isinstance(error, anthropic.APIConnectionError):
            return Failure(self._error(LLMConnectionError, f"connection failed: {error}"), retryable=True)
        if isinstance(error, anthropic.APIStatusError):
            return self._status_failure(error.status_code, error.message, dict(error.response.headers))
        return Failure(self._error(LLMProviderError, f"unexpected SDK error: {error}"), retryable=False)

    def _send(
        self,
        messages: Sequence[Message],
        output_type: type[M],
        schema: JsonSchema,
        *,
        temperature: float | None,
        max_tokens: int,
        timeout_s: float,
    ) -> RawReply:
        system, conversation = split_system(messages)
        params: dict[str, Any] = {
            "model": self.model,
            "max_tokens": max_tokens,
            "messages": to_anthropic_messages(conversation),
            "tools": [output_tool(schema)],
            "tool_choice": {"type": "tool", "name": OUTPUT_TOOL},
            "timeout": timeout_s,
        }
        if system:
            params["system"] = system
        if budget := self.options.get("thinking_budget"):
            # Extended thinking: the budget comes on top of the answer's tokens, and the API refuses a
            # forced tool with thinking on, so the tool is offered ("auto") and the prompt asks for it.
            params["thinking"] = {"type": "enabled", "budget_tokens": budget}
            params["max_tokens"] = max_tokens + budget
            params["tool_choice"] = {"type": "auto"}
        # No temperature: the Messages API of anthropic SDK 2.x has no sampling parameters at all
        # (the SDK refuses the keyword), so the requested temperature cannot be honoured here.
        message = require_parsed(self._client().messages.create(**params))
        return RawReply(reply_text(message), usage_from(message), getattr(message, "stop_reason", None))

    def _send_tools(
        self,
        messages: Sequence[Message],
        tools: Sequence[Tool],
        *,
        tool_choice: ToolChoice,
        temperature: float | None,
        max_tokens: int,
        timeout_s: float,
    ) -> ToolTurn:
        system, conversation = split_system(messages)
        params: dict[str, Any] = {
            "model": self.model,
            "max_tokens": max_tokens,
            "messages": to_anthropic_tool_messages(conversation),
            "tools": [
                {
                    "name": t.name,
                    "description": t.description,
                    "input_schema": anthropic_input_schema(t.json_schema()),
                }
                for t in tools
            ],
            # "any": some tool must be called (Anthropic's word for OpenAI's "required").
            "tool_choice": {"type": "any" if tool_choice == "required" else "auto"},
            "timeout": timeout_s,
        }
        if system:
            params["system"] = system
        # No extended thinking here even with a thinking_budget: the API refuses it with a forced tool
        # ("any"), and each later turn would have to carry the thinking blocks back.
        message = require_parsed(self._client().messages.create(**params))
        calls = tuple(
            ToolCall(str(block.id), str(block.name), dict(block.input or {}))
            for block in message.content
            if getattr(block, "type", None) == "tool_use"
        )
        text = "".join(
            getattr(block, "text", "") for block in message.content if getattr(block, "type", None) == "text"
        )
        return ToolTurn(text, calls, usage_from(message), finish_reason=getattr(message, "stop_reason", None))
