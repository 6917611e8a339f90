"""Pure units: image checks, pixel-normalised evidence digests and verdict keys."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from pytest_stagehand.errors import EvaluationError
from pytest_stagehand.evaluation.evidence import (
    VerdictKey,
    evidence_digest,
    image_media_type,
    pixel_digest,
)
from pytest_stagehand.evaluation.store import cache_extra
from pytest_stagehand.llm import ImagePart
from pytest_stagehand.prompts.evaluate import EvidenceStep


def encode(image: Image.Image, fmt: str, **options: Any) -> bytes:
    out = io.BytesIO()
    image.save(out, format=fmt, **options)
    return out.getvalue()


def picture(color: tuple[int, int, int] = (200, 30, 30), size: tuple[int, int] = (8, 6)) -> Image.Image:
    image = Image.new("RGB", size, (255, 255, 255))
    image.putpixel((1, 1), color)
    return image


def png(image: Image.Image | None = None, **options: Any) -> bytes:
    return encode(image or picture(), "PNG", **options)


def step(data: bytes | None = None, text: str | None = None, label: str | None = None) -> EvidenceStep:
    image = ImagePart(data, image_media_type(data)) if data is not None else None
    return EvidenceStep(image=image, page_text=text, label=label)


def test_media_type_of_png_and_jpeg() -> None:
    assert image_media_type(png()) == "image/png"
    assert image_media_type(encode(picture(), "JPEG")) == "image/jpeg"


def test_media_type_rejects_other_formats_by_name() -> None:
    with pytest.raises(EvaluationError, match="is a GIF image; only PNG and JPEG"):
        image_media_type(encode(picture(), "GIF"))


@pytest.mark.parametrize("data", [b"", b"not an image", png()[:40]])
def test_media_type_rejects_unreadable_bytes(data: bytes) -> None:
    with pytest.raises(EvaluationError, match=f"screenshot of {len(data)} bytes is not a readable image"):
        image_media_type(data)


def test_pixel_digest_ignores_the_encoding() -> None:
    image = picture()
    encodings = [
        png(image, compress_level=0),
        png(image, compress_level=9),
        png(image.convert("RGBA")),
        png(image, pnginfo=_text_chunk("Software", "another encoder")),
        png(image.convert("P", palette=Image.Palette.ADAPTIVE)),
    ]
    assert len(set(encodings)) == len(encodings), "the encodings must really differ as bytes"
    assert {pixel_digest(data) for data in encodings} == {pixel_digest(png(image))}


def _text_chunk(key: str, value: str) -> Any:
    from PIL import PngImagePlugin

    info = PngImagePlugin.PngInfo()
    info.add_text(key, value)
    return info


def test_pixel_digest_sees_one_changed_pixel_and_a_changed_size() -> None:
    base = pixel_digest(png(picture((200, 30, 30))))
    assert pixel_digest(png(picture((200, 30, 31)))) != base
    assert pixel_digest(png(picture(size=(6, 8)))) != base


def test_evidence_digest_same_for_equal_evidence_in_any_encoding() -> None:
    first = [step(png(compress_level=1), "cart: 3 items", "after add")]
    second = [step(png(compress_level=9), "cart: 3 items", "after add")]
    assert evidence_digest(first) == evidence_digest(second)


@pytest.mark.parametrize(
    "changed",
    [
        [step(png(picture((0, 0, 0))), "cart: 3 items", "after add")],
        [step(png(), "cart: 2 items", "after add")],
        [step(png(), "cart: 3 items", "after remove")],
        [step(png(), None, "after add")],
        [step(None, "cart: 3 items", "after add")],
        [step(png(), "cart: 3 items", "after add"), step(png(), "cart: 3 items", "after add")],
        [],
    ],
)
def test_evidence_digest_changes_with_any_visible_input(changed: list[EvidenceStep]) -> None:
    base = [step(png(), "cart: 3 items", "after add")]
    assert evidence_digest(changed) != evidence_digest(base)


def test_evidence_digest_depends_on_step_order() -> None:
    a, b = step(png(picture((1, 1, 1)))), step(png(picture((2, 2, 2))))
    assert evidence_digest([a, b]) != evidence_digest([b, a])


def test_evidence_digest_does_not_confuse_text_and_image_positions() -> None:
    assert evidence_digest([step(None, "-")]) != evidence_digest([step(None, None)])


KEY_ARGS: dict[str, Any] = {
    "question": "is the cart full?",
    "answer": None,
    "evidence": "e" * 64,
    "model_id": "openai/gpt-4.1-mini",
    "prompt": "p" * 64,
    "agent_reasoning": None,
}


def verdict_key(**fields: Any) -> str:
    return VerdictKey(**fields).digest


def test_verdict_key_is_stable_hex() -> None:
    key = verdict_key(**KEY_ARGS)
    assert key == verdict_key(**KEY_ARGS)
    assert len(key) == 64
    int(key, 16)


@pytest.mark.parametrize(
    "change",
    [
        {"question": "is the cart empty?"},
        {"answer": "yes"},
        {"answer": ""},
        {"evidence": "f" * 64},
        {"model_id": "anthropic/claude-sonnet-4-5"},
        {"prompt": "q" * 64},
        {"agent_reasoning": "clicked add"},
        {"agent_reasoning": ""},
    ],
)
def test_verdict_key_changes_with_every_input(change: dict[str, Any]) -> None:
    assert verdict_key(**(KEY_ARGS | change)) != verdict_key(**KEY_ARGS)


def test_verdict_key_fields_cannot_bleed_into_each_other() -> None:
    joined = KEY_ARGS | {"question": "a", "answer": "b c"}
    split = KEY_ARGS | {"question": "a b", "answer": "c"}
    assert verdict_key(**joined) != verdict_key(**split)


def test_verdict_key_parts_reach_the_cache_key() -> None:
    key = VerdictKey(**KEY_ARGS)
    assert cache_extra(key) == {
        "evidence": "e" * 16,
        "model": "openai/gpt-4.1-mini",
        "prompt": "p" * 16,
        "verdict": key.digest[:16],
    }
