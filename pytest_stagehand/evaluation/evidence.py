"""Evidence identity: image checks and the content hashes that key stored verdicts.

A verdict is a function of (question, answer, evidence, model, prompt, agent reasoning). The evidence
part is hashed after normalisation: screenshots are decoded through Pillow and hashed as RGB pixels
plus size, so two encodings of the same picture (another PNG encoder, compression level or metadata)
share a key while any visible change gets a new one.
"""

from __future__ import annotations

import hashlib
import io
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from PIL import Image, UnidentifiedImageError

from pytest_stagehand.cache.keys import content_hash
from pytest_stagehand.errors import EvaluationError
from pytest_stagehand.prompts.evaluate import EvidenceStep

ImageMediaType = Literal["image/png", "image/jpeg"]
_FORMATS: dict[str, ImageMediaType] = {"PNG": "image/png", "JPEG": "image/jpeg"}
KEY_VERSION = "verdict-v1"


def _open(data: bytes) -> Image.Image:
    try:
        image = Image.open(io.BytesIO(data))
        image.load()
    except (UnidentifiedImageError, OSError, ValueError) as e:
        raise EvaluationError(
            f"screenshot of {len(data)} bytes is not a readable image (PNG or JPEG expected): {e}"
        ) from e
    return image


def image_media_type(data: bytes) -> ImageMediaType:
    """``image/png`` or ``image/jpeg`` for the given bytes; EvaluationError for anything else."""
    image = _open(data)
    media_type = _FORMATS.get(image.format or "")
    if media_type is None:
        raise EvaluationError(f"screenshot is a {image.format} image; only PNG and JPEG are accepted")
    return media_type


def pixel_digest(data: bytes) -> str:
    """sha256 of the decoded RGB pixels and the size: the same for any encoding of the same picture."""
    image = _open(data).convert("RGB")
    digest = hashlib.sha256(f"{image.width}x{image.height}\x00".encode())
    digest.update(image.tobytes())
    return digest.hexdigest()


def evidence_digest(steps: Sequence[EvidenceStep]) -> str:
    """One hash for everything the model is shown: each step's pixels, page text and label, in order."""
    digest = hashlib.sha256(f"{len(steps)} steps\x00".encode())
    for step in steps:
        pixels = pixel_digest(step.image.data) if step.image is not None else "-"
        text = "-" if step.page_text is None else content_hash(step.page_text)
        digest.update(json.dumps([step.label, pixels, text]).encode())
        digest.update(b"\x00")
    return digest.hexdigest()


@dataclass(frozen=True)
class VerdictKey:
    """Everything a verdict depends on; ``digest`` is the store key, the fields explain a miss."""

    question: str
    answer: str | None
    evidence: str  # evidence_digest() of the steps shown
    model_id: str
    prompt: str  # prompts.evaluate.prompt_digest() of the mode and system prompt
    agent_reasoning: str | None

    @property
    def digest(self) -> str:
        """A sha256 over every field (JSON-encoded, so fields cannot bleed into each other)."""
        fields = [
            KEY_VERSION,
            self.question,
            self.answer,
            self.evidence,
            self.model_id,
            self.prompt,
            self.agent_reasoning,
        ]
        return hashlib.sha256(json.dumps(fields, ensure_ascii=False).encode()).hexdigest()
