"""Response bodies of Gemini's computer-use model (``generateContent``), shaped like the live API's.

The developer API leaves ``functionCall.id`` out; each part that calls a function carries a
``thoughtSignature`` (thinking models), which the client must send back unchanged.
"""

from __future__ import annotations

import base64
from typing import Any

MODEL = "gemini-2.5-computer-use-preview-10-2025"


def signature(n: int) -> str:
    """A thought signature as the API sends it (opaque base64)."""
    return base64.b64encode(f"sig-{n}-CiQBjz1rX".encode()).decode()


def usage(
    prompt_tokens: int, candidates_tokens: int, thoughts_tokens: int = 0, images: int = 1
) -> dict[str, Any]:
    body: dict[str, Any] = {
        "promptTokenCount": prompt_tokens,
        "candidatesTokenCount": candidates_tokens,
        "totalTokenCount": prompt_tokens + candidates_tokens + thoughts_tokens,
        "promptTokensDetails": [
            {"modality": "TEXT", "tokenCount": prompt_tokens - 258 * images},
            {"modality": "IMAGE", "tokenCount": 258 * images},
        ],
    }
    if thoughts_tokens:
        body["thoughtsTokenCount"] = thoughts_tokens
    return body


def cua_turn(
    calls: list[tuple[str, dict[str, Any]]],
    *,
    text: str = "",
    ids: bool = False,
    prompt_tokens: int = 2210,
    candidates_tokens: int = 38,
    thoughts_tokens: int = 0,
) -> dict[str, Any]:
    """A model turn: optional reasoning text, then one functionCall part per call (``ids``: with the
    ids Vertex sends; the developer API sends none)."""
    parts: list[dict[str, Any]] = [{"text": text}] if text else []
    for i, (name, args) in enumerate(calls):
        call: dict[str, Any] = {"name": name, "args": args}
        if ids:
            call["id"] = f"fc-{name}-{i}"
        parts.append({"functionCall": call, "thoughtSignature": signature(i)})
    return {
        "candidates": [{"content": {"parts": parts, "role": "model"}, "finishReason": "STOP", "index": 0}],
        "usageMetadata": usage(prompt_tokens, candidates_tokens, thoughts_tokens),
        "modelVersion": MODEL,
        "responseId": "mTkiaZ2kFYbZz7IP4cXo-AU",
    }


def cua_done(text: str, *, prompt_tokens: int = 2500, candidates_tokens: int = 17) -> dict[str, Any]:
    """The model's last word: text only, no function call."""
    return {
        "candidates": [
            {"content": {"parts": [{"text": text}], "role": "model"}, "finishReason": "STOP", "index": 0}
        ],
        "usageMetadata": usage(prompt_tokens, candidates_tokens),
        "modelVersion": MODEL,
        "responseId": "nTkiaY2lGMbZz7IP5cXo-AU",
    }


def cua_blocked() -> dict[str, Any]:
    """A prompt the API blocked: no candidates, a block reason."""
    return {
        "promptFeedback": {"blockReason": "PROHIBITED_CONTENT"},
        "usageMetadata": {"promptTokenCount": 2210, "totalTokenCount": 2210},
        "modelVersion": MODEL,
    }


def gemini_error(code: int, message: str, status: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message, "status": status}}


def overloaded() -> dict[str, Any]:
    return gemini_error(503, "The model is overloaded. Please try again later.", "UNAVAILABLE")


def image_too_large() -> dict[str, Any]:
    # A stand-in: the live API's wording for an oversized image is not documented.
    return gemini_error(
        400, "The input image dimensions exceed the maximum allowed size for this model.", "INVALID_ARGUMENT"
    )
