"""Images for vision models: decoded and downscaled with Pillow to each provider's documented limits.

Sending a 4K screenshot wastes tokens and can be rejected outright; every provider downsamples large
images anyway, so doing it here costs no detail the model would have seen.
"""

from __future__ import annotations

import base64
import io
from dataclasses import dataclass

from PIL import Image, UnidentifiedImageError

from ..errors import LLMError
from .types import ImagePart

SENDABLE_FORMATS = {"PNG": "image/png", "JPEG": "image/jpeg"}


@dataclass(frozen=True)
class ImageLimits:
    max_long_side: int
    max_short_side: int | None = None
    max_pixels: int | None = None
    max_bytes: int = 5 * 1024 * 1024


# OpenAI "high" detail: fit in 2048x2048, then shortest side 768. Anthropic: long edge 1568 and about
# 1.15 megapixels, 5 MB per image. Gemini: up to 3072x3072 without rescaling; inline data up to 20 MB
# per request, so keep each image well below that.
OPENAI_LIMITS = ImageLimits(max_long_side=2048, max_short_side=768, max_bytes=20 * 1024 * 1024)
ANTHROPIC_LIMITS = ImageLimits(max_long_side=1568, max_pixels=1_150_000, max_bytes=5 * 1024 * 1024)
GOOGLE_LIMITS = ImageLimits(max_long_side=3072, max_bytes=7 * 1024 * 1024)


def scale_factor(width: int, height: int, limits: ImageLimits) -> float:
    """The largest factor <= 1 that brings the size within the limits."""
    factor = min(1.0, limits.max_long_side / max(width, height))
    if limits.max_short_side is not None:
        factor = min(factor, limits.max_short_side / min(width, height))
    if limits.max_pixels is not None:
        factor = min(factor, (limits.max_pixels / (width * height)) ** 0.5)
    return factor


def fit_image(part: ImagePart, limits: ImageLimits) -> ImagePart:
    """The image as PNG or JPEG within ``limits``; unchanged bytes when it already fits."""
    try:
        with Image.open(io.BytesIO(part.data)) as opened:
            opened.load()
            image = opened.copy()
            source_format = opened.format or ""
    except (UnidentifiedImageError, OSError) as e:
        raise LLMError(f"image ({len(part.data)} bytes, {part.media_type}) could not be decoded: {e}") from e
    factor = scale_factor(image.width, image.height, limits)
    fits = factor >= 1.0 and len(part.data) <= limits.max_bytes
    if fits and source_format in SENDABLE_FORMATS:
        return ImagePart(part.data, SENDABLE_FORMATS[source_format])
    if factor < 1.0:
        # Floor, not round: rounding up could cross the limit by a few pixels.
        size = (max(1, int(image.width * factor)), max(1, int(image.height * factor)))
        image = image.resize(size, Image.Resampling.LANCZOS)
    out_format = "JPEG" if source_format == "JPEG" else "PNG"
    encoded = _encode(image, out_format)
    quality = 85
    while len(encoded) > limits.max_bytes and quality >= 35:
        # Still too big (a noisy screenshot as PNG): JPEG at falling quality always gets there.
        encoded = _encode(image, "JPEG", quality=quality)
        out_format, quality = "JPEG", quality - 15
    if len(encoded) > limits.max_bytes:
        raise LLMError(f"image is {len(encoded)} bytes even as a low-quality JPEG; limit {limits.max_bytes}")
    return ImagePart(encoded, SENDABLE_FORMATS[out_format])


def _encode(image: Image.Image, image_format: str, *, quality: int = 90) -> bytes:
    buffer = io.BytesIO()
    if image_format == "JPEG":
        image.convert("RGB").save(buffer, "JPEG", quality=quality)
    else:
        image.save(buffer, "PNG")
    return buffer.getvalue()


def to_base64(part: ImagePart) -> str:
    return base64.b64encode(part.data).decode("ascii")


def to_data_url(part: ImagePart) -> str:
    return f"data:{part.media_type};base64,{to_base64(part)}"
