"""Healing locators: Playwright's own Locator / FrameLocator objects, re-classed in place.

Playwright creates one API wrapper per impl object and never copies it, so ``loc.__class__ =
HealingLocator`` keeps identity, ``isinstance(loc, Locator)`` and every untouched method. Locators
derived from a healing one (``.locator``, ``get_by_*``, ``.first``, ``.nth``, ``.filter``,
``frame_locator``...) are adopted too, so chains stay covered; its impl becomes a
:class:`~.expect_hook.HealingLocatorImpl` so ``expect(locator)`` is covered as well.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from playwright.sync_api import ElementHandle, FloatRect, FrameLocator, JSHandle, Locator, Page

from .expect_hook import HealingLocatorImpl
from .healer import Call

if TYPE_CHECKING:
    from .healer import SelectorHealer

T = TypeVar("T")
_HEALER_ATTR = "_stagehand_healer"


def adopt_locator(locator: Locator, healer: SelectorHealer) -> Locator:
    """Turn ``locator`` into a :class:`HealingLocator` bound to ``healer`` (in place) and return it."""
    impl = locator._impl_obj
    impl.__class__ = HealingLocatorImpl
    setattr(impl, _HEALER_ATTR, healer)
    locator.__class__ = HealingLocator
    return locator


def adopt_frame_locator(frame_locator: FrameLocator, healer: SelectorHealer) -> FrameLocator:
    setattr(frame_locator._impl_obj, _HEALER_ATTR, healer)
    frame_locator.__class__ = HealingFrameLocator
    return frame_locator


def healer_of(wrapper: Locator | FrameLocator) -> SelectorHealer:
    healer: SelectorHealer = getattr(wrapper._impl_obj, _HEALER_ATTR)
    return healer


def selector_of(locator: Locator) -> str:
    """The full selector Playwright resolves (frame hops and filters included): the recording key."""
    selector: str = locator._impl_obj._selector
    return selector


def plain_locator(locator: Locator) -> Locator:
    """A plain Locator for the same selector, so the healer's own probes are not intercepted again."""
    from playwright._impl.locator import Locator as LocatorImpl

    impl = locator._impl_obj
    return Locator(LocatorImpl(impl._frame, impl._selector))


def resolve_for_drop(
    healer: SelectorHealer, page: Page, target: Locator, selector: str, call: Call
) -> Locator:
    """The element a drag ends on, recorded and healed like any other: ``target`` itself while it
    resolves (or was never recorded), else the healed element."""
    return healer.run(page, target, selector, lambda found: found, call=call)


class HealingLocator(Locator):
    """A Locator whose actions record and heal through the test's :class:`SelectorHealer`."""

    def _heal(self, method: str, kwargs: dict[str, Any], perform: Callable[[Locator], T]) -> T:
        target = plain_locator(self)
        page = target.page
        call = Call.of("Locator", method, page, kwargs)
        return healer_of(self).run(page, target, selector_of(self), perform, call=call)

    def _adopt(self, locator: Locator) -> Locator:
        return adopt_locator(locator, healer_of(self))

    # -- actions and queries that wait for their element --------------------------------------------
    def click(self, *args: Any, **kwargs: Any) -> None:
        return self._heal("click", kwargs, lambda loc: Locator.click(loc, *args, **kwargs))

    def dblclick(self, *args: Any, **kwargs: Any) -> None:
        return self._heal("dblclick", kwargs, lambda loc: Locator.dblclick(loc, *args, **kwargs))

    def fill(self, *args: Any, **kwargs: Any) -> None:
        return self._heal("fill", kwargs, lambda loc: Locator.fill(loc, *args, **kwargs))

    def clear(self, *args: Any, **kwargs: Any) -> None:
        return self._heal("clear", kwargs, lambda loc: Locator.clear(loc, *args, **kwargs))

    def type(self, *args: Any, **kwargs: Any) -> None:
        return self._heal("type", kwargs, lambda loc: Locator.type(loc, *args, **kwargs))

    def press(self, *args: Any, **kwargs: Any) -> None:
        return self._heal("press", kwargs, lambda loc: Locator.press(loc, *args, **kwargs))

    def press_sequentially(self, *args: Any, **kwargs: Any) -> None:
        return self._heal(
            "press_sequentially", kwargs, lambda loc: Locator.press_sequentially(loc, *args, **kwargs)
        )

    def check(self, *args: Any, **kwargs: Any) -> None:
        return self._heal("check", kwargs, lambda loc: Locator.check(loc, *args, **kwargs))

    def uncheck(self, *args: Any, **kwargs: Any) -> None:
        return self._heal("uncheck", kwargs, lambda loc: Locator.uncheck(loc, *args, **kwargs))

    def set_checked(self, *args: Any, **kwargs: Any) -> None:
        return self._heal("set_checked", kwargs, lambda loc: Locator.set_checked(loc, *args, **kwargs))

    def select_option(self, *args: Any, **kwargs: Any) -> list[str]:
        return self._heal("select_option", kwargs, lambda loc: Locator.select_option(loc, *args, **kwargs))

    def hover(self, *args: Any, **kwargs: Any) -> None:
        return self._heal("hover", kwargs, lambda loc: Locator.hover(loc, *args, **kwargs))

    def focus(self, *args: Any, **kwargs: Any) -> None:
        return self._heal("focus", kwargs, lambda loc: Locator.focus(loc, *args, **kwargs))

    def tap(self, *args: Any, **kwargs: Any) -> None:
        return self._heal("tap", kwargs, lambda loc: Locator.tap(loc, *args, **kwargs))

    def dispatch_event(self, *args: Any, **kwargs: Any) -> None:
        return self._heal("dispatch_event", kwargs, lambda loc: Locator.dispatch_event(loc, *args, **kwargs))

    def set_input_files(self, *args: Any, **kwargs: Any) -> None:
        return self._heal(
            "set_input_files", kwargs, lambda loc: Locator.set_input_files(loc, *args, **kwargs)
        )

    def select_text(self, *args: Any, **kwargs: Any) -> None:
        return self._heal("select_text", kwargs, lambda loc: Locator.select_text(loc, *args, **kwargs))

    def scroll_into_view_if_needed(self, *args: Any, **kwargs: Any) -> None:
        return self._heal(
            "scroll_into_view_if_needed",
            kwargs,
            lambda loc: Locator.scroll_into_view_if_needed(loc, *args, **kwargs),
        )

    def text_content(self, *args: Any, **kwargs: Any) -> str | None:
        return self._heal("text_content", kwargs, lambda loc: Locator.text_content(loc, *args, **kwargs))

    def inner_text(self, *args: Any, **kwargs: Any) -> str:
        return self._heal("inner_text", kwargs, lambda loc: Locator.inner_text(loc, *args, **kwargs))

    def inner_html(self, *args: Any, **kwargs: Any) -> str:
        return self._heal("inner_html", kwargs, lambda loc: Locator.inner_html(loc, *args, **kwargs))

    def input_value(self, *args: Any, **kwargs: Any) -> str:
        return self._heal("input_value", kwargs, lambda loc: Locator.input_value(loc, *args, **kwargs))

    def get_attribute(self, *args: Any, **kwargs: Any) -> str | None:
        return self._heal("get_attribute", kwargs, lambda loc: Locator.get_attribute(loc, *args, **kwargs))

    def is_checked(self, *args: Any, **kwargs: Any) -> bool:
        return self._heal("is_checked", kwargs, lambda loc: Locator.is_checked(loc, *args, **kwargs))

    def is_enabled(self, *args: Any, **kwargs: Any) -> bool:
        return self._heal("is_enabled", kwargs, lambda loc: Locator.is_enabled(loc, *args, **kwargs))

    def is_disabled(self, *args: Any, **kwargs: Any) -> bool:
        return self._heal("is_disabled", kwargs, lambda loc: Locator.is_disabled(loc, *args, **kwargs))

    def is_editable(self, *args: Any, **kwargs: Any) -> bool:
        return self._heal("is_editable", kwargs, lambda loc: Locator.is_editable(loc, *args, **kwargs))

    def element_handle(self, *args: Any, **kwargs: Any) -> ElementHandle:
        return self._heal("element_handle", kwargs, lambda loc: Locator.element_handle(loc, *args, **kwargs))

    def blur(self, *args: Any, **kwargs: Any) -> None:
        return self._heal("blur", kwargs, lambda loc: Locator.blur(loc, *args, **kwargs))

    def bounding_box(self, *args: Any, **kwargs: Any) -> FloatRect | None:
        return self._heal("bounding_box", kwargs, lambda loc: Locator.bounding_box(loc, *args, **kwargs))

    def screenshot(self, *args: Any, **kwargs: Any) -> bytes:
        return self._heal("screenshot", kwargs, lambda loc: Locator.screenshot(loc, *args, **kwargs))

    def aria_snapshot(self, *args: Any, **kwargs: Any) -> str:
        return self._heal("aria_snapshot", kwargs, lambda loc: Locator.aria_snapshot(loc, *args, **kwargs))

    def evaluate(self, *args: Any, **kwargs: Any) -> Any:
        return self._heal("evaluate", kwargs, lambda loc: Locator.evaluate(loc, *args, **kwargs))

    def evaluate_handle(self, *args: Any, **kwargs: Any) -> JSHandle:
        return self._heal(
            "evaluate_handle", kwargs, lambda loc: Locator.evaluate_handle(loc, *args, **kwargs)
        )

    def drop(self, *args: Any, **kwargs: Any) -> None:
        return self._heal("drop", kwargs, lambda loc: Locator.drop(loc, *args, **kwargs))

    def wait_for(self, *args: Any, **kwargs: Any) -> None:
        if args or kwargs.get("state") in ("hidden", "detached"):
            # Satisfied by absence: never healed (nor recorded: a hidden element is not an answer).
            return Locator.wait_for(self, *args, **kwargs)
        return self._heal("wait_for", kwargs, lambda loc: Locator.wait_for(loc, *args, **kwargs))

    def drag_to(self, target: Locator, *args: Any, **kwargs: Any) -> None:
        page = plain_locator(self).page
        call = Call.of("Locator", "drag_to", page, kwargs)
        drop_on = target
        if isinstance(target, HealingLocator):
            drop_on = resolve_for_drop(
                healer_of(target), page, plain_locator(target), selector_of(target), call
            )
        return self._heal("drag_to", kwargs, lambda loc: Locator.drag_to(loc, drop_on, *args, **kwargs))

    # is_visible / is_hidden / count / all_* / evaluate_all answer "nothing there" without waiting,
    # which is a valid answer: they are neither recorded nor healed. highlight() only draws.

    # -- locators derived from this one stay healing ---------------------------------------------
    def locator(self, *args: Any, **kwargs: Any) -> Locator:
        return self._adopt(super().locator(*args, **kwargs))

    def get_by_alt_text(self, *args: Any, **kwargs: Any) -> Locator:
        return self._adopt(super().get_by_alt_text(*args, **kwargs))

    def get_by_label(self, *args: Any, **kwargs: Any) -> Locator:
        return self._adopt(super().get_by_label(*args, **kwargs))

    def get_by_placeholder(self, *args: Any, **kwargs: Any) -> Locator:
        return self._adopt(super().get_by_placeholder(*args, **kwargs))

    def get_by_role(self, *args: Any, **kwargs: Any) -> Locator:
        return self._adopt(super().get_by_role(*args, **kwargs))

    def get_by_test_id(self, *args: Any, **kwargs: Any) -> Locator:
        return self._adopt(super().get_by_test_id(*args, **kwargs))

    def get_by_text(self, *args: Any, **kwargs: Any) -> Locator:
        return self._adopt(super().get_by_text(*args, **kwargs))

    def get_by_title(self, *args: Any, **kwargs: Any) -> Locator:
        return self._adopt(super().get_by_title(*args, **kwargs))

    @property
    def first(self) -> Locator:
        return self._adopt(super().first)

    @property
    def last(self) -> Locator:
        return self._adopt(super().last)

    def nth(self, index: int) -> Locator:
        return self._adopt(super().nth(index))

    def filter(self, *args: Any, **kwargs: Any) -> Locator:
        return self._adopt(super().filter(*args, **kwargs))

    def describe(self, description: str) -> Locator:
        return self._adopt(super().describe(description))

    def normalize(self) -> Locator:
        return self._adopt(super().normalize())

    def within(self, locator: Locator) -> Locator:
        return self._adopt(super().within(locator))

    @property
    def visible(self) -> Locator:
        return self._adopt(super().visible)

    def and_(self, locator: Locator) -> Locator:
        return self._adopt(super().and_(locator))

    def or_(self, locator: Locator) -> Locator:
        return self._adopt(super().or_(locator))

    def all(self) -> list[Locator]:
        return [self._adopt(item) for item in super().all()]

    def frame_locator(self, selector: str) -> FrameLocator:
        return adopt_frame_locator(super().frame_locator(selector), healer_of(self))

    @property
    def content_frame(self) -> FrameLocator:
        return adopt_frame_locator(super().content_frame, healer_of(self))


class HealingFrameLocator(FrameLocator):
    """A FrameLocator whose locators are healing locators."""

    def _adopt(self, locator: Locator) -> Locator:
        return adopt_locator(locator, healer_of(self))

    def locator(self, *args: Any, **kwargs: Any) -> Locator:
        return self._adopt(super().locator(*args, **kwargs))

    def get_by_alt_text(self, *args: Any, **kwargs: Any) -> Locator:
        return self._adopt(super().get_by_alt_text(*args, **kwargs))

    def get_by_label(self, *args: Any, **kwargs: Any) -> Locator:
        return self._adopt(super().get_by_label(*args, **kwargs))

    def get_by_placeholder(self, *args: Any, **kwargs: Any) -> Locator:
        return self._adopt(super().get_by_placeholder(*args, **kwargs))

    def get_by_role(self, *args: Any, **kwargs: Any) -> Locator:
        return self._adopt(super().get_by_role(*args, **kwargs))

    def get_by_test_id(self, *args: Any, **kwargs: Any) -> Locator:
        return self._adopt(super().get_by_test_id(*args, **kwargs))

    def get_by_text(self, *args: Any, **kwargs: Any) -> Locator:
        return self._adopt(super().get_by_text(*args, **kwargs))

    def get_by_title(self, *args: Any, **kwargs: Any) -> Locator:
        return self._adopt(super().get_by_title(*args, **kwargs))

    @property
    def owner(self) -> Locator:
        return self._adopt(super().owner)

    def frame_locator(self, selector: str) -> FrameLocator:
        return adopt_frame_locator(super().frame_locator(selector), healer_of(self))

    @property
    def first(self) -> FrameLocator:
        return adopt_frame_locator(super().first, healer_of(self))

    @property
    def last(self) -> FrameLocator:
        return adopt_frame_locator(super().last, healer_of(self))

    def nth(self, index: int) -> FrameLocator:
        return adopt_frame_locator(super().nth(index), healer_of(self))
