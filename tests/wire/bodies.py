"""Realistic response bodies for each provider, shaped like the real APIs' answers (with usage)."""

from __future__ import annotations

from typing import Any


def openai_chat(
    content: str | None,
    *,
    model: str = "gpt-4.1-mini-2025-04-14",
    prompt_tokens: int = 812,
    completion_tokens: int = 19,
    reasoning_tokens: int = 0,
    cached_tokens: int = 0,
    finish_reason: str = "stop",
    refusal: str | None = None,
) -> dict[str, Any]:
    return {
        "id": "chatcmpl-BxY7gk2pQ9uT1m3kL0aRzWc4vN8sE",
        "object": "chat.completion",
        "created": 1763797200,
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content, "refusal": refusal, "annotations": []},
                "logprobs": None,
                "finish_reason": finish_reason,
            }
        ],
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
            "prompt_tokens_details": {"cached_tokens": cached_tokens, "audio_tokens": 0},
            "completion_tokens_details": {
                "reasoning_tokens": reasoning_tokens,
                "audio_tokens": 0,
                "accepted_prediction_tokens": 0,
                "rejected_prediction_tokens": 0,
            },
        },
        "service_tier": "default",
        "system_fingerprint": "fp_6f2eabb9a5",
    }


def openai_error(
    message: str, *, kind: str = "invalid_request_error", code: str | None = None
) -> dict[str, Any]:
    return {"error": {"message": message, "type": kind, "param": None, "code": code}}


def anthropic_tool_use(
    tool_input: dict[str, Any],
    *,
    name: str = "final_answer",
    model: str = "claude-sonnet-4-6",
    input_tokens: int = 1450,
    output_tokens: int = 42,
    cache_read: int = 0,
    cache_write: int = 0,
    stop_reason: str = "tool_use",
) -> dict[str, Any]:
    return {
        "id": "msg_01XFDUDYJgAACzvnptvVoYEL",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": [
            {"type": "tool_use", "id": "toolu_01A09q90qw90lq917835lq9", "name": name, "input": tool_input}
        ],
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": {
            "input_tokens": input_tokens,
            "output_tokens": output_tokens,
            "cache_creation_input_tokens": cache_write,
            "cache_read_input_tokens": cache_read,
            "service_tier": "standard",
        },
    }


def anthropic_error(message: str, *, kind: str = "invalid_request_error") -> dict[str, Any]:
    return {
        "type": "error",
        "error": {"type": kind, "message": message},
        "request_id": "req_011CSHoEeqs5C35K2UUqR7Fy",
    }


def gemini_json(
    text: str,
    *,
    prompt_tokens: int = 1033,
    candidates_tokens: int = 25,
    thoughts_tokens: int = 0,
    cached_tokens: int = 0,
    finish_reason: str = "STOP",
    model_version: str = "gemini-2.5-flash",
) -> dict[str, Any]:
    usage: dict[str, Any] = {
        "promptTokenCount": prompt_tokens,
        "candidatesTokenCount": candidates_tokens,
        "totalTokenCount": prompt_tokens + candidates_tokens + thoughts_tokens,
        "promptTokensDetails": [{"modality": "TEXT", "tokenCount": prompt_tokens}],
    }
    if thoughts_tokens:
        usage["thoughtsTokenCount"] = thoughts_tokens
    if cached_tokens:
        usage["cachedContentTokenCount"] = cached_tokens
    return {
        "candidates": [
            {
                "content": {"parts": [{"text": text}], "role": "model"},
                "finishReason": finish_reason,
                "index": 0,
            }
        ],
        "usageMetadata": usage,
        "modelVersion": model_version,
        "responseId": "x3chaeWNLMSOz7IPpK3JqAU",
    }


def gemini_error(code: int, message: str, status: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message, "status": status}}


def openai_tool_calls(
    calls: list[tuple[str, str]],
    *,
    content: str | None = None,
    prompt_tokens: int = 640,
    completion_tokens: int = 31,
) -> dict[str, Any]:
    """A chat completion whose message calls tools: ``calls`` are (name, arguments JSON text)."""
    body = openai_chat(
        content, prompt_tokens=prompt_tokens, completion_tokens=completion_tokens, finish_reason="tool_calls"
    )
    body["choices"][0]["message"]["tool_calls"] = [
        {"id": f"call_{i}_Qk2v", "type": "function", "function": {"name": name, "arguments": arguments}}
        for i, (name, arguments) in enumerate(calls)
    ]
    return body


def anthropic_tool_calls(
    calls: list[tuple[str, dict[str, Any]]],
    *,
    text: str = "",
    input_tokens: int = 900,
    output_tokens: int = 40,
) -> dict[str, Any]:
    """A Messages API answer with reasoning text and ``tool_use`` blocks (stop_reason tool_use)."""
    body = anthropic_tool_use({}, input_tokens=input_tokens, output_tokens=output_tokens)
    blocks: list[dict[str, Any]] = [{"type": "text", "text": text}] if text else []
    blocks += [
        {"type": "tool_use", "id": f"toolu_0{i}Xq7", "name": name, "input": tool_input}
        for i, (name, tool_input) in enumerate(calls)
    ]
    body["content"] = blocks
    return body


def gemini_function_calls(
    calls: list[tuple[str, dict[str, Any]]],
    *,
    text: str = "",
    prompt_tokens: int = 700,
    candidates_tokens: int = 20,
) -> dict[str, Any]:
    """A generateContent answer whose parts are function calls (and optional text)."""
    body = gemini_json("", prompt_tokens=prompt_tokens, candidates_tokens=candidates_tokens)
    parts: list[dict[str, Any]] = [{"text": text}] if text else []
    parts += [
        {"functionCall": {"id": f"fc-{i}", "name": name, "args": args}}
        for i, (name, args) in enumerate(calls)
    ]
    body["candidates"][0]["content"]["parts"] = parts
    return body
