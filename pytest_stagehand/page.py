"""The Stagehand page: pytest-playwright's own Page object, given act / observe / extract / ...

The fixture does not wrap the page in a proxy: it re-classes the very object Playwright handed
out, so identity, ``isinstance(page, Page)``, ``expect(page)`` and every Playwright method keep
working unchanged, and ``context.pages`` returns the same object.

Heavy modules (pydantic, the LLM layer, the cache) are imported inside the methods, so loading
the plugin costs a pytest run next to nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from playwright.sync_api import Page

from .healing.mixin import SelectorHealingMixin
from .runtime import StagehandRuntime

if TYPE_CHECKING:
    from .config import Settings
    from .snapshot import Snapshot


class StagehandPage(SelectorHealingMixin, Page):
    """A Playwright ``Page`` with Stagehand's primitives. Create it with :func:`as_stagehand_page`."""

    _stagehand: StagehandRuntime

    @property
    def stagehand_settings(self) -> Settings:
        """The effective settings for this test (marker overrides applied)."""
        return self._stagehand.settings

    @property
    def stagehand(self) -> StagehandRuntime:
        """This test's Stagehand state: model, usage ledgers, cache session, history."""
        return self._stagehand

    @property
    def history(self) -> list[Any]:
        """Every Stagehand call made through this page, in order."""
        return self._stagehand.history

    def snapshot(self, selector: str | None = None, *, max_tokens: int | None = None) -> Snapshot:
        """The hybrid DOM + accessibility tree the model sees (frames and open shadow roots included).

        ``selector`` (CSS or XPath) scopes it to a subtree; ``max_tokens`` truncates it with a
        visible marker.
        """
        from .snapshot import capture_snapshot

        return capture_snapshot(self, selector, max_tokens=max_tokens)


def as_stagehand_page(page: Page, runtime: StagehandRuntime) -> StagehandPage:
    """Turn Playwright's page object into a StagehandPage in place and return it."""
    if not isinstance(page, StagehandPage):
        page.__class__ = StagehandPage
    stagehand_page: StagehandPage = page  # type: ignore[assignment]
    stagehand_page._stagehand = runtime
    return stagehand_page
