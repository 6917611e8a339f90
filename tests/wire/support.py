"""Shared pieces for the wire tests: output types like the pipelines build, images, a no-wait policy."""

from __future__ import annotations

import base64
import io
import re
from typing import Any, Literal

from PIL import Image
from pydantic import BaseModel, Field, create_model

from pytest_stagehand.llm import RetryPolicy

ELEMENT_IDS = ("0-1", "0-5", "1-3")


def element_choice_model() -> type[BaseModel]:
    """Like the act pipeline's output: the element id constrained to the ids that exist."""
    fields: dict[str, Any] = {  # Any: mypy cannot follow a Literal built at run time
        "elementId": (Literal[ELEMENT_IDS], Field(description="id of the element to act on")),
        "method": (str, ...),
        "reason": (str | None, None),
    }
    return create_model("ElementChoice", **fields)


class Sleeps:
    """A sleep that records instead of waiting, so retry tests take no time."""

    def __init__(self) -> None:
        self.calls: list[float] = []

    def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)


def no_wait_policy(retries: int, sleeps: Sleeps) -> RetryPolicy:
    return RetryPolicy(retries=retries, base_delay_s=0.0, sleep=sleeps)


def png(width: int, height: int, color: tuple[int, int, int] = (200, 30, 30)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), color).save(buffer, "PNG")
    return buffer.getvalue()


def image_size(data: bytes) -> tuple[int, int]:
    with Image.open(io.BytesIO(data)) as image:
        width, height = image.size
        return int(width), int(height)


def decode_data_url(url: str) -> tuple[str, bytes]:
    match = re.fullmatch(r"data:(?P<type>[^;]+);base64,(?P<data>.+)", url)
    assert match is not None, url[:60]
    return match.group("type"), base64.b64decode(match.group("data"))
