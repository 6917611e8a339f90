"""Anthropic beta Messages answers of a computer-use model, shaped like the real API's."""

from __future__ import annotations

import itertools
from typing import Any

_ids = itertools.count(1)


def tool_use(action: str, **fields: Any) -> dict[str, Any]:
    """A ``computer`` tool_use block (a fresh id each time)."""
    return {
        "type": "tool_use",
        "id": f"toolu_01Cua{next(_ids):04d}",
        "name": "computer",
        "input": {"action": action, **fields},
    }


def custom_use(name: str, **arguments: Any) -> dict[str, Any]:
    return {"type": "tool_use", "id": f"toolu_01Own{next(_ids):04d}", "name": name, "input": arguments}


def text(words: str) -> dict[str, Any]:
    return {"type": "text", "text": words}


def thinking(words: str) -> dict[str, Any]:
    return {"type": "thinking", "thinking": words, "signature": "EqQBCkYIBxgCKkDsig" + str(next(_ids))}


def message(
    *blocks: dict[str, Any],
    model: str = "claude-haiku-4-5",
    input_tokens: int = 2210,
    output_tokens: int = 71,
) -> dict[str, Any]:
    """One assistant message: tool_use blocks make it a turn of actions, text alone the final word."""
    calls = any(b["type"] == "tool_use" for b in blocks)
    return {
        "id": f"msg_01Cua{next(_ids):06d}",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": list(blocks),
        "stop_reason": "tool_use" if calls else "end_turn",
        "stop_sequence": None,
        "usage": {
            "input_tokens": input_tokens,
            "output_tokens": output_tokens,
            "cache_creation_input_tokens": 0,
            "cache_read_input_tokens": 0,
            "service_tier": "standard",
        },
    }
