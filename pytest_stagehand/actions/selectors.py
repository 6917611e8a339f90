"""Snapshot element paths → one Playwright selector string (what Actions carry and caches store).

The string is the same chain Playwright builds for ``locator.content_frame.locator(...)``,
``locator.locator(...)`` and ``.nth(i)``, so it resolves exactly as ``Snapshot.locator(id)`` does,
but it is plain text: it can be shown, stored and replayed without the snapshot.
"""

from __future__ import annotations

from ..snapshot.paths import parse_path

# How a selector steps into an iframe; Playwright's FrameLocator builds the same chain.
FRAME_HOP = " >> internal:control=enter-frame >> "
CHAIN = " >> "


def selector_for_path(path: str) -> str:
    """``/html[1]/body[1]/iframe[1] >>frame>> /html[1]/body[1]/button[1]`` → a Playwright selector."""
    documents = []
    for frame_path in parse_path(path):
        parts = ["xpath=" + frame_path.xpath]
        for hop in frame_path.shadow_hops:
            for step in hop:
                parts.append("css=:scope > " + step.css)
                if step.nth is not None:
                    parts.append(f"nth={step.nth}")
        documents.append(CHAIN.join(parts))
    return FRAME_HOP.join(documents)
