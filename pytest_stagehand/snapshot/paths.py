"""The element path format of ``Snapshot.xpath_map``, and parsing it back (pure).

A path locates one element from the top document, hop by hop::

    /html[1]/body[1]/iframe[1] >>frame>> /html[1]/body[1]/my-card[1] >>shadow>> div:nth-child(2) > button:nth-child(1)

- Inside a document the path is an XPath (``*[local-name()='svg'][1]`` for non-HTML elements).
- `` >>frame>> `` enters the content document of the iframe named so far.
- `` >>shadow>> `` enters the open shadow root of the element named so far; inside a shadow tree
  the steps are CSS (``tag:nth-child(k)`` joined by `` > ``), because Playwright's CSS engine
  pierces shadow roots and its XPath engine does not.
- Playwright's ``:scope > x`` from an element matches its light children *and* its shadow-root
  children. When both sides hold a match for a step, the walker appends ``{i}`` to it: take the
  i-th match (Playwright lists the light child first, then the shadow one).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import SnapshotError

FRAME_HOP = " >>frame>> "
SHADOW_HOP = " >>shadow>> "
CSS_STEP_JOIN = " > "

_CSS_STEP = re.compile(r"^(?P<css>[^\s{}]+?)(?:\{(?P<nth>\d+)\})?$")


@dataclass(frozen=True)
class CssStep:
    """One ``:scope > css`` step inside a shadow tree; ``nth`` picks among light/shadow twins."""

    css: str
    nth: int | None = None


@dataclass(frozen=True)
class FramePath:
    """The part of a path inside one document: an XPath, then zero or more shadow-root hops."""

    xpath: str
    shadow_hops: tuple[tuple[CssStep, ...], ...] = ()


def parse_path(path: str) -> tuple[FramePath, ...]:
    """Split a snapshot path into one FramePath per document, outermost first."""
    if not path.strip():
        raise SnapshotError("empty element path")
    frames = []
    for frame_part in path.split(FRAME_HOP):
        xpath, *shadow_parts = frame_part.split(SHADOW_HOP)
        if not xpath.startswith("/"):
            raise SnapshotError(f"element path {path!r}: expected an absolute XPath, got {xpath!r}")
        hops = tuple(
            tuple(_parse_css_step(step, path) for step in part.split(CSS_STEP_JOIN)) for part in shadow_parts
        )
        frames.append(FramePath(xpath=xpath, shadow_hops=hops))
    return tuple(frames)


def _parse_css_step(step: str, path: str) -> CssStep:
    match = _CSS_STEP.match(step)
    if match is None:
        raise SnapshotError(f"element path {path!r}: bad shadow step {step!r}")
    nth = match.group("nth")
    return CssStep(css=match.group("css"), nth=int(nth) if nth is not None else None)


def join_frame_path(iframe_path: str, inner_path: str) -> str:
    """The path of an element inside a child frame, given its iframe's path."""
    return iframe_path + FRAME_HOP + inner_path
