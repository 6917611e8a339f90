"""``SelectorHealingMixin``: the selector-taking Page methods, recorded and healed when healing is on.

It goes first in StagehandPage's bases (``class StagehandPage(SelectorHealingMixin, Page)``) and finds
this test's healer at ``self._stagehand.healing``. With no healer every override is one attribute
lookup and a ``super()`` call: exactly Playwright.

Page-level actions are not strict in Playwright (they act on the first match), so they are run as
``page.locator(selector).first`` (or the strict locator when ``strict=True`` is passed) and keyed by
the selector string as written in the test.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

from playwright.sync_api import ElementHandle, Locator, Page

from .healer import Call
from .locators import PAGE_LOCATORS, install, resolve_for_drop, returning_adopted

if TYPE_CHECKING:
    from .healer import SelectorHealer

    _PageBase = Page
else:
    _PageBase = object

T = TypeVar("T")


def _target(page: Page, selector: str, strict: bool | None) -> Locator:
    # Page's own locator: the healer's probes must not be intercepted. Page actions act on the first
    # match unless ``strict=True``.
    target = Page.locator(page, selector)
    return target if strict else target.first


def healer_for(page: object) -> SelectorHealer | None:
    """This test's healer, or None when selector healing is off (or the page is not a Stagehand page)."""
    runtime = getattr(page, "_stagehand", None)
    healer: SelectorHealer | None = getattr(runtime, "healing", None)
    return healer


def _without_strict(kwargs: dict[str, Any]) -> dict[str, Any]:
    return {name: value for name, value in kwargs.items() if name != "strict"}


class SelectorHealingMixin(_PageBase):
    """Overrides for Page's selector methods; see the module docstring. Those built from the tables
    below are set on the class at import; type checkers see Playwright's own signatures for them."""

    def _heal_call(
        self,
        healer: SelectorHealer,
        method: str,
        selector: str,
        kwargs: dict[str, Any],
        perform: Callable[[Locator, dict[str, Any]], T],
        unhealed: Callable[[], T],
    ) -> T:
        page: Page = self
        call = Call.of("Page", method, page, kwargs)
        # Locator methods take no ``strict``: it only decides which locator the action runs on.
        target = _target(page, selector, kwargs.pop("strict", None))
        return healer.run(page, target, selector, lambda loc: perform(loc, kwargs), unhealed, call)

    def wait_for_selector(self, selector: str, *args: Any, **kwargs: Any) -> ElementHandle | None:
        healer = healer_for(self)
        # Waiting for "hidden" / "detached" is satisfied by absence: never healed.
        if healer is None or args or kwargs.get("state") in ("hidden", "detached"):
            return super().wait_for_selector(selector, *args, **kwargs)

        def wait_then_handle(loc: Locator, kw: dict[str, Any]) -> ElementHandle:
            loc.wait_for(**kw)
            return loc.element_handle(timeout=kw.get("timeout"))

        return self._heal_call(
            healer,
            "wait_for_selector",
            selector,
            kwargs,
            wait_then_handle,
            partial(super().wait_for_selector, selector, *args, **kwargs),
        )

    # is_visible / is_hidden answer "no" for a missing element without waiting: a valid answer, so
    # they are neither recorded nor healed.

    def drag_and_drop(self, source: str, target: str, **kwargs: Any) -> None:
        healer = healer_for(self)
        if healer is None:
            return super().drag_and_drop(source, target, **kwargs)
        page: Page = self
        call = Call.of("Page", "drag_and_drop", page, kwargs)
        strict = kwargs.get("strict")
        plain_drop = _target(page, target, strict)
        drop_on = resolve_for_drop(healer, page, plain_drop, target, call)
        if drop_on is plain_drop:  # the target stands (or was never recorded): Playwright's own call
            unhealed = partial(super().drag_and_drop, source, target, **kwargs)
        else:
            unhealed = partial(
                Locator.drag_to, _target(page, source, strict), drop_on, **_without_strict(kwargs)
            )
        return self._heal_call(
            healer,
            "drag_and_drop",
            source,
            dict(kwargs),
            lambda loc, kw: loc.drag_to(drop_on, **kw),
            unhealed,
        )


# Page methods that take a selector and act on (or read) one element: each runs, recorded and healed,
# as the same method of ``page.locator(selector).first`` (the strict locator with ``strict=True``).
PAGE_ACTIONS = (
    "click", "dblclick", "fill", "type", "press", "check", "uncheck", "set_checked", "select_option",
    "hover", "focus", "tap", "dispatch_event", "set_input_files", "text_content", "inner_text",
    "inner_html", "input_value", "get_attribute", "is_checked", "is_enabled", "is_disabled", "is_editable",
)  # fmt: skip


def _page_action(name: str) -> Callable[..., Any]:
    def action(self: SelectorHealingMixin, selector: str, *args: Any, **kwargs: Any) -> Any:
        unhealed = getattr(super(SelectorHealingMixin, self), name)
        healer = healer_for(self)
        if healer is None:
            return unhealed(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            name,
            selector,
            kwargs,
            lambda loc, kw: getattr(loc, name)(*args, **kw),
            partial(unhealed, selector, *args, **kwargs),
        )

    return action


def _install() -> None:
    for name in PAGE_ACTIONS:
        install(SelectorHealingMixin, name, _page_action(name), Page)
    for name, adopt in PAGE_LOCATORS.items():
        install(
            SelectorHealingMixin, name, returning_adopted(SelectorHealingMixin, name, adopt, healer_for), Page
        )


_install()
