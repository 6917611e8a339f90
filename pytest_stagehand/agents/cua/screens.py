"""Screenshots as each provider is sent them: the viewport's PNG resized to the declared display."""

from __future__ import annotations

import io

from PIL import Image

from ...errors import AgentError
from .actions import Display


def fit_to_display(png: bytes, display: Display) -> bytes:
    """``png`` (a viewport screenshot) resized to the display's size, as PNG; unchanged when it is
    already that size. A device scale factor above 1 gives a larger screenshot than the viewport; it is
    resized too, so the model's coordinates are always the display's."""
    try:
        with Image.open(io.BytesIO(png)) as opened:
            opened.load()
            if opened.size == (display.width, display.height):
                return png
            image = opened.convert("RGB").resize((display.width, display.height), Image.Resampling.LANCZOS)
    except OSError as e:
        raise AgentError(f"the page's screenshot ({len(png)} bytes) could not be decoded: {e}") from e
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


def is_image_size_refusal(message: str) -> bool:
    """Whether a provider's 400 says an image was too large (the run then halves the display once)."""
    lowered = message.lower()
    return "image" in lowered and any(
        word in lowered for word in ("too large", "exceeds", "dimension", "too big", "maximum", "size")
    )
