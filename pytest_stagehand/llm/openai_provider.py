"""OpenAI chat completions with strict ``json_schema`` output; also any OpenAI-compatible server.

Local servers (Ollama, llama.cpp, vLLM, LM Studio) are reached through ``base_url``. Some of them
reject ``json_schema``; the client then falls back to ``json_object`` with the schema in the prompt,
for the rest of its life, and relies on validation (plus one repair) to hold the shape.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, ClassVar, Literal

from ..errors import (
    LLMConnectionError,
    LLMKeyMissingError,
    LLMProviderError,
    LLMTimeoutError,
)
from .base import ProviderClient, RawReply, import_sdk, require_parsed
from .images import OPENAI_LIMITS, fit_image, to_data_url
from .retry import Failure
from .schema import (
    JsonSchema,
    openai_strict_compatible,
    openai_strict_schema,
    schema_instructions,
    schema_name,
)
from .tools import Tool, ToolChoice, ToolTurn, parse_arguments
from .types import ImagePart, M, Message, TextPart, ToolCall, Usage

# Local servers do not check the key, but the SDK refuses to start without one.
LOCAL_SERVER_PLACEHOLDER_KEY = "not-needed"
JsonMode = Literal["json_schema", "json_object"]


def response_format(output_type: type[Any], schema: JsonSchema) -> dict[str, Any]:
    """The ``response_format`` for ``json_schema`` mode: strict whenever the schema allows it."""
    strict = openai_strict_compatible(schema)
    return {
        "type": "json_schema",
        "json_schema": {
            "name": schema_name(output_type),
            "schema": openai_strict_schema(schema) if strict else schema,
            "strict": strict,
        },
    }


def to_openai_messages(messages: Sequence[Message]) -> list[dict[str, Any]]:
    """Our messages as chat-completions messages; images as base64 data URLs."""
    converted: list[dict[str, Any]] = []
    for message in messages:
        if message.role != "user" or not message.has_images:
            # Plain strings: the widest support across OpenAI-compatible servers.
            converted.append({"role": message.role, "content": message.text()})
            continue
        parts: list[dict[str, Any]] = []
        for part in message.parts():
            if isinstance(part, ImagePart):
                image = fit_image(part, OPENAI_LIMITS)
                parts.append({"type": "image_url", "image_url": {"url": to_data_url(image)}})
            else:
                parts.append({"type": "text", "text": part.text})
        converted.append({"role": "user", "content": parts})
    return converted


def function_tool(tool: Tool) -> dict[str, Any]:
    """A tool as a chat-completions function; strict (arguments constrained) whenever the schema allows."""
    schema = tool.json_schema()
    strict = openai_strict_compatible(schema)
    return {
        "type": "function",
        "function": {
            "name": tool.name,
            "description": tool.description,
            "parameters": openai_strict_schema(schema) if strict else schema,
            "strict": strict,
        },
    }


def to_openai_tool_messages(messages: Sequence[Message]) -> list[dict[str, Any]]:
    """A tool conversation as chat-completions messages: calls on the assistant message, one ``tool``
    message per result. Tool messages take text only, so a result's images follow as a user message."""
    converted: list[dict[str, Any]] = []
    for message in messages:
        calls, results = message.tool_calls, message.tool_results
        if calls:
            converted.append(
                {
                    "role": "assistant",
                    "content": message.text() or None,
                    "tool_calls": [
                        {
                            "id": call.id,
                            "type": "function",
                            "function": {"name": call.name, "arguments": json.dumps(call.arguments)},
                        }
                        for call in calls
                    ],
                }
            )
        elif results:
            images: list[ImagePart] = []
            for result in results:
                converted.append({"role": "tool", "tool_call_id": result.call_id, "content": result.content})
                images.extend(result.images)
            if images:
                converted.extend(to_openai_messages([Message("user", [TextPart("Screenshot:"), *images])]))
        else:
            converted.extend(to_openai_messages([message]))
    return converted


def with_schema_instructions(messages: Sequence[Message], schema: JsonSchema) -> list[Message]:
    """For ``json_object`` mode: the schema goes into the (first) system message."""
    note = schema_instructions(schema)
    if messages and messages[0].role == "system":
        first = messages[0]
        return [Message("system", f"{first.text()}\n\n{note}"), *messages[1:]]
    return [Message("system", note), *messages]


def usage_from(completion: Any) -> Usage:
    usage = getattr(completion, "usage", None)
    if usage is None:  # some compatible servers send none
        return Usage()
    completion_details = getattr(usage, "completion_tokens_details", None)
    prompt_details = getattr(usage, "prompt_tokens_details", None)
    return Usage(
        prompt_tokens=usage.prompt_tokens or 0,
        completion_tokens=usage.completion_tokens or 0,
        reasoning_tokens=(getattr(completion_details, "reasoning_tokens", None) or 0),
        cached_input_tokens=(getattr(prompt_details, "cached_tokens", None) or 0),
    )


def rejects_json_schema(status: int | None, message: str) -> bool:
    """Whether an error says the server does not support ``response_format: json_schema``."""
    lowered = message.lower()
    return status in (400, 422) and ("json_schema" in lowered or "response_format" in lowered)


class OpenAIClient(ProviderClient):
    provider: ClassVar[str] = "openai"
    image_limits = OPENAI_LIMITS

    def __init__(self, model: str, **options: Any) -> None:
        # An arbitrary compatible server may not have a vision model (the local one does not);
        # the caller can say otherwise.
        options.setdefault("supports_images", options.get("base_url") is None)
        # A compatible server (often a small local model) gets tool calls as one grammar-constrained
        # structured answer: it works wherever json_schema does, and a 1.5B model cannot leave the schema.
        options.setdefault("tool_mode", "native" if options.get("base_url") is None else "schema")
        super().__init__(model, **options)
        self.json_mode: JsonMode = "json_schema"

    def _create_sdk_client(self) -> Any:
        openai = import_sdk("openai", "openai", provider=self.provider, model=self.model)
        key = self._api_key(("OPENAI_API_KEY",))
        if not key:
            if self.base_url is None:
                variable = self._key_variable("OPENAI_API_KEY")
                raise self._error(
                    LLMKeyMissingError,
                    f"{variable} is not set; export it (or name another variable with the llm_options "
                    "api_key_env), or set --stagehand-base-url for a local OpenAI-compatible server.",
                    variable=variable,
                )
            key = LOCAL_SERVER_PLACEHOLDER_KEY
        self._remember_secrets(key)
        # Our own retry loop decides; the SDK's would multiply the attempts.
        return openai.OpenAI(
            api_key=key,
            base_url=self.base_url,
            organization=self.options.get("organization"),
            project=self.options.get("project"),
            default_headers=self.headers or None,
            max_retries=0,
            timeout=self.timeout_s,
        )

    def _sdk_errors(self) -> tuple[type[BaseException], ...]:
        import openai

        return (openai.APIError,)

    def _classify(self, error: BaseException) -> Failure:
        import openai

        if isinstance(error, openai.APITimeoutError):
            return Failure(self._error(LLMTimeoutError, "the request timed out"), retryable=True)
        if isinstance(error, openai.APIConnectionError):
            return Failure(self._error(LLMConnectionError, f"connection failed: {error}"), retryable=True)
        if isinstance(error, openai.APIStatusError):
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
        import openai

        if self.json_mode == "json_schema":
            try:
                return self._complete(
                    messages, response_format(output_type, schema), temperature, max_tokens, timeout_s
                )
            except openai.APIStatusError as e:
                if self.base_url is None or not rejects_json_schema(e.status_code, e.message):
                    raise
                self.json_mode = "json_object"
        return self._complete(
            with_schema_instructions(messages, schema),
            {"type": "json_object"},
            temperature,
            max_tokens,
            timeout_s,
        )

    def _complete(
        self,
        messages: Sequence[Message],
        format_: dict[str, Any],
        temperature: float | None,
        max_tokens: int,
        timeout_s: float,
    ) -> RawReply:
        params: dict[str, Any] = {
            "model": self.model,
            "messages": to_openai_messages(messages),
            "response_format": format_,
            "timeout": timeout_s,
        }
        if temperature is not None:
            params["temperature"] = temperature
        if "reasoning_effort" in self.options:
            params["reasoning_effort"] = self.options["reasoning_effort"]
        # OpenAI's own API wants max_completion_tokens (reasoning models refuse max_tokens); local
        # servers have understood max_tokens for longest.
        params["max_completion_tokens" if self.base_url is None else "max_tokens"] = max_tokens
        completion = require_parsed(self._client().chat.completions.create(**params))
        if not completion.choices:
            return RawReply("", usage_from(completion), "no choices")
        choice = completion.choices[0]
        text = choice.message.content or getattr(choice.message, "refusal", None) or ""
        return RawReply(text, usage_from(completion), choice.finish_reason)

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
        params: dict[str, Any] = {
            "model": self.model,
            "messages": to_openai_tool_messages(messages),
            "tools": [function_tool(tool) for tool in tools],
            "tool_choice": tool_choice,
            "timeout": timeout_s,
        }
        if temperature is not None:
            params["temperature"] = temperature
        if "reasoning_effort" in self.options:
            params["reasoning_effort"] = self.options["reasoning_effort"]
        params["max_completion_tokens" if self.base_url is None else "max_tokens"] = max_tokens
        completion = require_parsed(self._client().chat.completions.create(**params))
        if not completion.choices:
            return ToolTurn("", (), usage_from(completion), finish_reason="no choices")
        choice = completion.choices[0]
        calls = tuple(
            ToolCall(call.id, call.function.name, parse_arguments(call.function.arguments))
            for call in (choice.message.tool_calls or ())
            if getattr(call, "function", None) is not None
        )
        return ToolTurn(
            choice.message.content or "", calls, usage_from(completion), finish_reason=choice.finish_reason
        )
