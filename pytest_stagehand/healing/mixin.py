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

from playwright.sync_api import ElementHandle, FrameLocator, Locator, Page

from .healer import Call
from .locators import adopt_frame_locator, adopt_locator, resolve_for_drop

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
    """Overrides for Page's selector methods; see the module docstring."""

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

    def click(self, selector: str, *args: Any, **kwargs: Any) -> None:
        healer = healer_for(self)
        if healer is None:
            return super().click(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "click",
            selector,
            kwargs,
            lambda loc, kw: loc.click(*args, **kw),
            partial(super().click, selector, *args, **kwargs),
        )

    def dblclick(self, selector: str, *args: Any, **kwargs: Any) -> None:
        healer = healer_for(self)
        if healer is None:
            return super().dblclick(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "dblclick",
            selector,
            kwargs,
            lambda loc, kw: loc.dblclick(*args, **kw),
            partial(super().dblclick, selector, *args, **kwargs),
        )

    def fill(self, selector: str, *args: Any, **kwargs: Any) -> None:
        healer = healer_for(self)
        if healer is None:
            return super().fill(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "fill",
            selector,
            kwargs,
            lambda loc, kw: loc.fill(*args, **kw),
            partial(super().fill, selector, *args, **kwargs),
        )

    def type(self, selector: str, *args: Any, **kwargs: Any) -> None:
        healer = healer_for(self)
        if healer is None:
            return super().type(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "type",
            selector,
            kwargs,
            lambda loc, kw: loc.type(*args, **kw),
            partial(super().type, selector, *args, **kwargs),
        )

    def press(self, selector: str, *args: Any, **kwargs: Any) -> None:
        healer = healer_for(self)
        if healer is None:
            return super().press(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "press",
            selector,
            kwargs,
            lambda loc, kw: loc.press(*args, **kw),
            partial(super().press, selector, *args, **kwargs),
        )

    def check(self, selector: str, *args: Any, **kwargs: Any) -> None:
        healer = healer_for(self)
        if healer is None:
            return super().check(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "check",
            selector,
            kwargs,
            lambda loc, kw: loc.check(*args, **kw),
            partial(super().check, selector, *args, **kwargs),
        )

    def uncheck(self, selector: str, *args: Any, **kwargs: Any) -> None:
        healer = healer_for(self)
        if healer is None:
            return super().uncheck(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "uncheck",
            selector,
            kwargs,
            lambda loc, kw: loc.uncheck(*args, **kw),
            partial(super().uncheck, selector, *args, **kwargs),
        )

    def set_checked(self, selector: str, *args: Any, **kwargs: Any) -> None:
        healer = healer_for(self)
        if healer is None:
            return super().set_checked(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "set_checked",
            selector,
            kwargs,
            lambda loc, kw: loc.set_checked(*args, **kw),
            partial(super().set_checked, selector, *args, **kwargs),
        )

    def select_option(self, selector: str, *args: Any, **kwargs: Any) -> list[str]:
        healer = healer_for(self)
        if healer is None:
            return super().select_option(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "select_option",
            selector,
            kwargs,
            lambda loc, kw: loc.select_option(*args, **kw),
            partial(super().select_option, selector, *args, **kwargs),
        )

    def hover(self, selector: str, *args: Any, **kwargs: Any) -> None:
        healer = healer_for(self)
        if healer is None:
            return super().hover(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "hover",
            selector,
            kwargs,
            lambda loc, kw: loc.hover(*args, **kw),
            partial(super().hover, selector, *args, **kwargs),
        )

    def focus(self, selector: str, *args: Any, **kwargs: Any) -> None:
        healer = healer_for(self)
        if healer is None:
            return super().focus(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "focus",
            selector,
            kwargs,
            lambda loc, kw: loc.focus(*args, **kw),
            partial(super().focus, selector, *args, **kwargs),
        )

    def tap(self, selector: str, *args: Any, **kwargs: Any) -> None:
        healer = healer_for(self)
        if healer is None:
            return super().tap(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "tap",
            selector,
            kwargs,
            lambda loc, kw: loc.tap(*args, **kw),
            partial(super().tap, selector, *args, **kwargs),
        )

    def dispatch_event(self, selector: str, *args: Any, **kwargs: Any) -> None:
        healer = healer_for(self)
        if healer is None:
            return super().dispatch_event(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "dispatch_event",
            selector,
            kwargs,
            lambda loc, kw: loc.dispatch_event(*args, **kw),
            partial(super().dispatch_event, selector, *args, **kwargs),
        )

    def set_input_files(self, selector: str, *args: Any, **kwargs: Any) -> None:
        healer = healer_for(self)
        if healer is None:
            return super().set_input_files(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "set_input_files",
            selector,
            kwargs,
            lambda loc, kw: loc.set_input_files(*args, **kw),
            partial(super().set_input_files, selector, *args, **kwargs),
        )

    def text_content(self, selector: str, *args: Any, **kwargs: Any) -> str | None:
        healer = healer_for(self)
        if healer is None:
            return super().text_content(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "text_content",
            selector,
            kwargs,
            lambda loc, kw: loc.text_content(*args, **kw),
            partial(super().text_content, selector, *args, **kwargs),
        )

    def inner_text(self, selector: str, *args: Any, **kwargs: Any) -> str:
        healer = healer_for(self)
        if healer is None:
            return super().inner_text(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "inner_text",
            selector,
            kwargs,
            lambda loc, kw: loc.inner_text(*args, **kw),
            partial(super().inner_text, selector, *args, **kwargs),
        )

    def inner_html(self, selector: str, *args: Any, **kwargs: Any) -> str:
        healer = healer_for(self)
        if healer is None:
            return super().inner_html(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "inner_html",
            selector,
            kwargs,
            lambda loc, kw: loc.inner_html(*args, **kw),
            partial(super().inner_html, selector, *args, **kwargs),
        )

    def input_value(self, selector: str, *args: Any, **kwargs: Any) -> str:
        healer = healer_for(self)
        if healer is None:
            return super().input_value(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "input_value",
            selector,
            kwargs,
            lambda loc, kw: loc.input_value(*args, **kw),
            partial(super().input_value, selector, *args, **kwargs),
        )

    def get_attribute(self, selector: str, *args: Any, **kwargs: Any) -> str | None:
        healer = healer_for(self)
        if healer is None:
            return super().get_attribute(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "get_attribute",
            selector,
            kwargs,
            lambda loc, kw: loc.get_attribute(*args, **kw),
            partial(super().get_attribute, selector, *args, **kwargs),
        )

    def is_checked(self, selector: str, *args: Any, **kwargs: Any) -> bool:
        healer = healer_for(self)
        if healer is None:
            return super().is_checked(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "is_checked",
            selector,
            kwargs,
            lambda loc, kw: loc.is_checked(*args, **kw),
            partial(super().is_checked, selector, *args, **kwargs),
        )

    def is_enabled(self, selector: str, *args: Any, **kwargs: Any) -> bool:
        healer = healer_for(self)
        if healer is None:
            return super().is_enabled(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "is_enabled",
            selector,
            kwargs,
            lambda loc, kw: loc.is_enabled(*args, **kw),
            partial(super().is_enabled, selector, *args, **kwargs),
        )

    def is_disabled(self, selector: str, *args: Any, **kwargs: Any) -> bool:
        healer = healer_for(self)
        if healer is None:
            return super().is_disabled(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "is_disabled",
            selector,
            kwargs,
            lambda loc, kw: loc.is_disabled(*args, **kw),
            partial(super().is_disabled, selector, *args, **kwargs),
        )

    def is_editable(self, selector: str, *args: Any, **kwargs: Any) -> bool:
        healer = healer_for(self)
        if healer is None:
            return super().is_editable(selector, *args, **kwargs)
        return self._heal_call(
            healer,
            "is_editable",
            selector,
            kwargs,
            lambda loc, kw: loc.is_editable(*args, **kw),
            partial(super().is_editable, selector, *args, **kwargs),
        )

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

    def locator(self, *args: Any, **kwargs: Any) -> Locator:
        found = super().locator(*args, **kwargs)
        healer = healer_for(self)
        return found if healer is None else adopt_locator(found, healer)

    def get_by_alt_text(self, *args: Any, **kwargs: Any) -> Locator:
        found = super().get_by_alt_text(*args, **kwargs)
        healer = healer_for(self)
        return found if healer is None else adopt_locator(found, healer)

    def get_by_label(self, *args: Any, **kwargs: Any) -> Locator:
        found = super().get_by_label(*args, **kwargs)
        healer = healer_for(self)
        return found if healer is None else adopt_locator(found, healer)

    def get_by_placeholder(self, *args: Any, **kwargs: Any) -> Locator:
        found = super().get_by_placeholder(*args, **kwargs)
        healer = healer_for(self)
        return found if healer is None else adopt_locator(found, healer)

    def get_by_role(self, *args: Any, **kwargs: Any) -> Locator:
        found = super().get_by_role(*args, **kwargs)
        healer = healer_for(self)
        return found if healer is None else adopt_locator(found, healer)

    def get_by_test_id(self, *args: Any, **kwargs: Any) -> Locator:
        found = super().get_by_test_id(*args, **kwargs)
        healer = healer_for(self)
        return found if healer is None else adopt_locator(found, healer)

    def get_by_text(self, *args: Any, **kwargs: Any) -> Locator:
        found = super().get_by_text(*args, **kwargs)
        healer = healer_for(self)
        return found if healer is None else adopt_locator(found, healer)

    def get_by_title(self, *args: Any, **kwargs: Any) -> Locator:
        found = super().get_by_title(*args, **kwargs)
        healer = healer_for(self)
        return found if healer is None else adopt_locator(found, healer)

    def frame_locator(self, *args: Any, **kwargs: Any) -> FrameLocator:
        found = super().frame_locator(*args, **kwargs)
        healer = healer_for(self)
        return found if healer is None else adopt_frame_locator(found, healer)
