"""Turning a snapshot path back into a Playwright Locator (see paths.py for the format)."""

from __future__ import annotations

from playwright.sync_api import FrameLocator, Locator, Page

from .paths import parse_path


def locator_for_path(page: Page, path: str) -> Locator:
    """A Locator that resolves to exactly the element the path names.

    Frame hops go through ``content_frame`` (works for cross-origin frames too); shadow hops
    chain ``:scope > step`` CSS locators, which pierce open shadow roots.
    """
    scope: Page | FrameLocator = page
    locator: Locator | None = None
    for frame_path in parse_path(path):
        if locator is not None:
            scope = locator.content_frame
        locator = scope.locator("xpath=" + frame_path.xpath)
        for hop in frame_path.shadow_hops:
            for step in hop:
                locator = locator.locator("css=:scope > " + step.css)
                if step.nth is not None:
                    locator = locator.nth(step.nth)
    assert locator is not None  # parse_path never returns an empty tuple
    return locator
