"""Response bodies of OpenAI's Responses API with the computer tool, shaped like the real API's answers
(``POST /v1/responses``: a ``response`` object with its output items and usage)."""

from __future__ import annotations

from typing import Any

MODEL = "computer-use-preview-2025-03-11"


def response(
    *output: dict[str, Any],
    id: str = "resp_68a1c0f2e4b08190a7d3c5e9f1b2a4c6",
    model: str = MODEL,
    input_tokens: int = 2418,
    output_tokens: int = 57,
    cached_tokens: int = 0,
    reasoning_tokens: int = 0,
    status: str = "completed",
    incomplete_reason: str | None = None,
    previous_response_id: str | None = None,
    tools: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    return {
        "id": id,
        "object": "response",
        "created_at": 1763797200,
        "status": status,
        "background": False,
        "error": None,
        "incomplete_details": None if incomplete_reason is None else {"reason": incomplete_reason},
        "instructions": None,
        "max_output_tokens": 1024,
        "max_tool_calls": None,
        "model": model,
        "output": list(output),
        "parallel_tool_calls": True,
        "previous_response_id": previous_response_id,
        "reasoning": {"effort": "medium", "summary": "concise"},
        "service_tier": "default",
        "store": True,
        "temperature": 1.0,
        "text": {"format": {"type": "text"}, "verbosity": "medium"},
        "tool_choice": "auto",
        "tools": tools or [],
        "top_p": 1.0,
        "truncation": "auto",
        "usage": {
            "input_tokens": input_tokens,
            "input_tokens_details": {"cached_tokens": cached_tokens},
            "output_tokens": output_tokens,
            "output_tokens_details": {"reasoning_tokens": reasoning_tokens},
            "total_tokens": input_tokens + output_tokens,
        },
        "user": None,
        "metadata": {},
    }


def reasoning(*summary: str, id: str = "rs_68a1c0f3a1c48190b2e7d9f0c3a5b7d9") -> dict[str, Any]:
    return {
        "type": "reasoning",
        "id": id,
        "summary": [{"type": "summary_text", "text": text} for text in summary],
    }


def computer_call(
    action: dict[str, Any] | None = None,
    *,
    actions: list[dict[str, Any]] | None = None,
    call_id: str = "call_Q7w2Lk9sPz3Xv8Rt1Nb5Hc4M",
    id: str = "cu_68a1c0f3b2d881909f4e6a8c0d2e4f61",
    safety_checks: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """A ``computer_call``: ``action`` for the preview tool, ``actions`` (a batch) for the GA tool."""
    item: dict[str, Any] = {
        "type": "computer_call",
        "id": id,
        "call_id": call_id,
        "pending_safety_checks": safety_checks or [],
        "status": "completed",
    }
    if action is not None:
        item["action"] = action
    if actions is not None:
        item["actions"] = actions
    return item


def safety_check(
    code: str = "malicious_instructions",
    message: str = "We've detected instructions that may cause your application to perform malicious or "
    "unauthorized actions. Please acknowledge this warning if you'd like to proceed.",
    *,
    id: str = "cu_sc_68a1c0f4c3e9",
) -> dict[str, Any]:
    return {"id": id, "code": code, "message": message}


def function_call(
    name: str,
    arguments: str,
    *,
    call_id: str = "call_Fn3pK8dQ2mW6yT0vS4xB7aLe",
    id: str = "fc_68a1c0f5d4fa8190a3b5c7d9e1f3a5b7",
) -> dict[str, Any]:
    return {
        "type": "function_call",
        "id": id,
        "call_id": call_id,
        "name": name,
        "arguments": arguments,
        "status": "completed",
    }


def message(text: str, *, id: str = "msg_68a1c0f6e5fb8190b4c6d8e0f2a4b6c8") -> dict[str, Any]:
    return {
        "type": "message",
        "id": id,
        "role": "assistant",
        "status": "completed",
        "content": [{"type": "output_text", "text": text, "annotations": [], "logprobs": []}],
    }
