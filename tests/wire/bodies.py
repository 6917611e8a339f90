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
