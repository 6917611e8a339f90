"""The Stagehand page: pytest-playwright's own Page object, given act / observe / extract / ...

The fixture does not wrap the page in a proxy: it re-classes the very object Playwright handed
out, so identity, ``isinstance(page, Page)``, ``expect(page)`` and every Playwright method keep
working unchanged, and ``context.pages`` returns the same object.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Page

from .config import Settings


@dataclass
class StagehandRuntime:
    """Per-test state behind a StagehandPage: settings (marker applied) and call history."""

    settings: Settings
    test_id: str = ""
    history: list[Any] = field(default_factory=list)


class StagehandPage(Page):
    """A Playwright ``Page`` with Stagehand's primitives. Create it with :func:`as_stagehand_page`."""

    _stagehand: StagehandRuntime

    @property
    def stagehand_settings(self) -> Settings:
        """The effective settings for this test (marker overrides applied)."""
        return self._stagehand.settings

    @property
    def history(self) -> list[Any]:
        """Every Stagehand call made through this page, in order."""
        return self._stagehand.history


def as_stagehand_page(page: Page, runtime: StagehandRuntime) -> StagehandPage:
    """Turn Playwright's page object into a StagehandPage in place and return it."""
    if not isinstance(page, StagehandPage):
        page.__class__ = StagehandPage
    stagehand_page: StagehandPage = page  # type: ignore[assignment]
    stagehand_page._stagehand = runtime
    return stagehand_page
