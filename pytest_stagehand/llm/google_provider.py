"""Google Gemini through google-genai: JSON mode with a ``responseSchema``, images as inline data."""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any, ClassVar

from ..errors import LLMConnectionError, LLMKeyMissingError, LLMProviderError, LLMTimeoutError
from .base import ProviderClient, RawReply, import_sdk
from .images import GOOGLE_LIMITS, fit_image
from .retry import Failure
from .schema import JsonSchema, gemini_schema
from .tools import Tool, ToolChoice, ToolTurn
from .types import ImagePart, M, Message, ToolCall, Usage

KEY_VARIABLES = ("GEMINI_API_KEY", "GOOGLE_API_KEY")


def to_gemini_contents(messages: Sequence[Message]) -> tuple[str, list[dict[str, Any]]]:
    """(system instruction, contents): Gemini calls the assistant ``model`` and takes system apart."""
    system = "\n\n".join(m.text() for m in messages if m.role == "system")
    contents: list[dict[str, Any]] = []
    for message in messages:
        if message.role == "system":
            continue
        parts: list[dict[str, Any]] = []
        for part in message.parts():
            if isinstance(part, ImagePart):
                image = fit_image(part, GOOGLE_LIMITS)
                parts.append({"inline_data": {"mime_type": image.media_type, "data": image.data}})
            else:
                parts.append({"text": part.text})
        contents.append({"role": "model" if message.role == "assistant" else "user", "parts": parts})
    return system, contents


def to_gemini_tool_contents(messages: Sequence[Message]) -> tuple[str, list[dict[str, Any]]]:
    """A tool conversation as Gemini contents: ``function_call`` parts on the model's turn, results as
    ``function_response`` parts of a user turn (a result's images as inline data beside them)."""
    system = "\n\n".join(m.text() for m in messages if m.role == "system")
    contents: list[dict[str, Any]] = []
    for message in messages:
        calls, results = message.tool_calls, message.tool_results
        if calls:
            text = message.text()
            parts: list[dict[str, Any]] = [{"text": text}] if text else []
            parts += [{"function_call": {"id": c.id, "name": c.name, "args": c.arguments}} for c in calls]
            contents.append({"role": "model", "parts": parts})
        elif results:
            parts = []
            for r in results:
                response = {"error" if r.is_error else "output": r.content}
                parts.append({"function_response": {"id": r.call_id, "name": r.name, "response": response}})
                for image in r.images:
                    fitted = fit_image(image, GOOGLE_LIMITS)
                    parts.append({"inline_data": {"mime_type": fitted.media_type, "data": fitted.data}})
            contents.append({"role": "user", "parts": parts})
        elif message.role != "system":
            contents.extend(to_gemini_contents([message])[1])
    return system, contents


def usage_from(response: Any) -> Usage:
    meta = getattr(response, "usage_metadata", None)
    if meta is None:
        return Usage()
    thoughts = meta.thoughts_token_count or 0
    # Gemini counts thinking apart from the answer; ours includes it in completion tokens.
    return Usage(
        prompt_tokens=meta.prompt_token_count or 0,
        completion_tokens=(meta.candidates_token_count or 0) + thoughts,
        reasoning_tokens=thoughts,
        cached_input_tokens=meta.cached_content_token_count or 0,
    )


def finish_reason(response: Any) -> str | None:
    candidates = getattr(response, "candidates", None) or []
    reason = getattr(candidates[0], "finish_reason", None) if candidates else None
    return None if reason is None else str(getattr(reason, "value", reason))


def _transport_errors() -> tuple[type[BaseException], ...]:
    """google-genai talks through httpx (or its successor httpx2); their transport errors pass through."""
    found: list[type[BaseException]] = []
    for name in ("httpx2", "httpx"):
        try:
            found.append(importlib.import_module(name).TransportError)
        except ImportError:
            continue
    return tuple(found)


class GoogleClient(ProviderClient):
    provider: ClassVar[str] = "google"
    image_limits = GOOGLE_LIMITS

    def _create_sdk_client(self) -> Any:
        genai = import_sdk("google.genai", "google-genai", provider=self.provider, model=self.model)
        key = self._api_key(KEY_VARIABLES)
        if not key:
            variable = self._key_variable("GEMINI_API_KEY")
            shown = self._key_variable("GEMINI_API_KEY (or GOOGLE_API_KEY)")
            raise self._error(
                LLMKeyMissingError,
                f"{shown} is not set; export it (or name another variable with the llm_options api_key_env).",
                variable=variable,
            )
        self._remember_secrets(key)
        http_options: dict[str, Any] = {"timeout": int(self.timeout_s * 1000)}
        if self.base_url:
            http_options["base_url"] = self.base_url
        if self.headers:
            http_options["headers"] = self.headers
        # Keep the client on self: a genai.Client that is garbage-collected closes its HTTP session.
        return genai.Client(api_key=key, http_options=http_options)

    def _sdk_errors(self) -> tuple[type[BaseException], ...]:
        from google.genai import errors

        return (errors.APIError, *_transport_errors())

    def _classify(self, error: BaseException) -> Failure:
        from google.genai import errors

        if isinstance(error, errors.APIError):
            headers = dict(error.response.headers) if getattr(error, "response", None) is not None else {}
            return self._status_failure(error.code, str(error.message or error), headers)
        name = type(error).__name__
        if "Timeout" in name:
            return Failure(self._error(LLMTimeoutError, "the request timed out"), retryable=True)
        if isinstance(error, _transport_errors()):
            return Failure(
                self._error(LLMConnectionError, f"connection failed: {name}: {error}"), retryable=True
            )
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
        from google.genai import types

        system, plain_contents = to_gemini_contents(messages)
        # Plain dicts are passed through nearly verbatim (snake_case keys and all); the SDK's own
        # types serialise to the API's camelCase field names.
        contents = [types.Content.model_validate(content) for content in plain_contents]
        config: dict[str, Any] = {
            "response_mime_type": "application/json",
            "response_schema": types.Schema.model_validate(gemini_schema(schema)),
            "max_output_tokens": max_tokens,
            "http_options": {"timeout": max(1, int(timeout_s * 1000))},  # milliseconds; 0 would mean none
        }
        if system:
            config["system_instruction"] = system
        if "thinking_budget" in self.options:
            # The SDK's own type: checked by the SDK before anything is sent.
            config["thinking_config"] = types.ThinkingConfig(thinking_budget=self.options["thinking_budget"])
        if temperature is not None:
            config["temperature"] = temperature
        response = self._client().models.generate_content(model=self.model, contents=contents, config=config)
        text = response.text or ""
        return RawReply(text, usage_from(response), finish_reason(response))

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
        from google.genai import types

        system, plain_contents = to_gemini_tool_contents(messages)
        contents = [types.Content.model_validate(content) for content in plain_contents]
        declarations = [
            {"name": t.name, "description": t.description, "parameters": gemini_schema(t.json_schema())}
            for t in tools
        ]
        config: dict[str, Any] = {
            "tools": [types.Tool.model_validate({"function_declarations": declarations})],
            # ANY: some function must be called (Gemini's word for "required").
            "tool_config": {
                "function_calling_config": {"mode": "ANY" if tool_choice == "required" else "AUTO"}
            },
            "automatic_function_calling": {"disable": True},
            "max_output_tokens": max_tokens,
            "http_options": {"timeout": max(1, int(timeout_s * 1000))},
        }
        if system:
            config["system_instruction"] = system
        if "thinking_budget" in self.options:
            config["thinking_config"] = types.ThinkingConfig(thinking_budget=self.options["thinking_budget"])
        if temperature is not None:
            config["temperature"] = temperature
        response = self._client().models.generate_content(model=self.model, contents=contents, config=config)
        calls = tuple(
            ToolCall(call.id or f"call_{index}", str(call.name), dict(call.args or {}))
            for index, call in enumerate(response.function_calls or ())
        )
        text = _text_parts(response)
        return ToolTurn(text, calls, usage_from(response), finish_reason=finish_reason(response))


def _text_parts(response: Any) -> str:
    """The text parts of the first candidate (``response.text`` warns when function calls are present)."""
    candidates = getattr(response, "candidates", None) or []
    content = getattr(candidates[0], "content", None) if candidates else None
    parts = getattr(content, "parts", None) or []
    return "".join(part.text for part in parts if getattr(part, "text", None))
