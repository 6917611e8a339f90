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

from playwright.sync_api import FrameLocator, Locator, Page

from .expect_hook import HealingLocatorImpl
from .healer import Call

if TYPE_CHECKING:
    from .healer import SelectorHealer

T = TypeVar("T")
W = TypeVar("W", Locator, FrameLocator)
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


# The overrides below are built from tables and set on the classes at import (``install``), so each
# rule is written once; type checkers see Playwright's own signatures for them (the classes declare
# none), and ``inspect.signature`` / ``help()`` show Playwright's too (``__wrapped__``).


def install(cls: type, name: str, override: Callable[..., Any] | property, original: type) -> None:
    """Set ``override`` as ``cls.<name>``, named and documented as ``original.<name>``."""
    if isinstance(override, property):
        setattr(cls, name, property(override.fget, doc=getattr(original, name).__doc__))
        return
    override.__name__ = name
    override.__qualname__ = f"{cls.__name__}.{name}"
    override.__doc__ = getattr(original, name).__doc__
    override.__wrapped__ = getattr(original, name)  # type: ignore[attr-defined]
    setattr(cls, name, override)


def returning_adopted(
    owner: type,
    name: str,
    adopt: Callable[[W, SelectorHealer], W],
    healer: Callable[[Any], SelectorHealer | None],
    *,
    as_property: bool = False,
) -> Callable[..., Any] | property:
    """``owner.<name>`` that returns what Playwright's returns, made healing when ``healer(self)`` is
    set: derived locators (and frame locators) keep healing, so chains stay covered."""
    if as_property:

        def get(self: Any) -> W:
            found: W = getattr(super(owner, self), name)
            bound = healer(self)
            return found if bound is None else adopt(found, bound)

        return property(get)

    def derive(self: Any, *args: Any, **kwargs: Any) -> W:
        found: W = getattr(super(owner, self), name)(*args, **kwargs)
        bound = healer(self)
        return found if bound is None else adopt(found, bound)

    return derive


# Methods that build a locator (on a Page, a Locator or a FrameLocator): the result heals too.
_GET_BY = ("locator", "get_by_alt_text", "get_by_label", "get_by_placeholder", "get_by_role",
           "get_by_test_id", "get_by_text", "get_by_title")  # fmt: skip
PAGE_LOCATORS: dict[str, Callable[[Any, SelectorHealer], Any]] = {
    **dict.fromkeys(_GET_BY, adopt_locator),
    "frame_locator": adopt_frame_locator,
}

# Locator actions and queries that wait for their element: recorded and healed.
LOCATOR_ACTIONS = (
    "click", "dblclick", "fill", "clear", "type", "press", "press_sequentially", "check", "uncheck",
    "set_checked", "select_option", "hover", "focus", "tap", "dispatch_event", "set_input_files",
    "select_text", "scroll_into_view_if_needed", "text_content", "inner_text", "inner_html",
    "input_value", "get_attribute", "is_checked", "is_enabled", "is_disabled", "is_editable",
    "element_handle", "blur", "bounding_box", "screenshot", "aria_snapshot", "evaluate",
    "evaluate_handle", "drop",
)  # fmt: skip
# is_visible / is_hidden / count / all_* / evaluate_all answer "nothing there" without waiting, which
# is a valid answer: they are neither recorded nor healed. highlight() only draws.

# Locators derived from a healing one stay healing: (name, what the result is adopted as, property?).
LOCATOR_DERIVED: tuple[tuple[str, Callable[[Any, SelectorHealer], Any], bool], ...] = (
    *((name, adopt_locator, False) for name in (*_GET_BY, "nth", "filter", "describe", "normalize",
                                                 "within", "and_", "or_")),
    *((name, adopt_locator, True) for name in ("first", "last", "visible")),
    ("frame_locator", adopt_frame_locator, False),
    ("content_frame", adopt_frame_locator, True),
)  # fmt: skip
FRAME_LOCATOR_DERIVED: tuple[tuple[str, Callable[[Any, SelectorHealer], Any], bool], ...] = (
    *((name, adopt_locator, False) for name in _GET_BY),
    ("owner", adopt_locator, True),
    ("frame_locator", adopt_frame_locator, False),
    ("nth", adopt_frame_locator, False),
    *((name, adopt_frame_locator, True) for name in ("first", "last")),
)  # fmt: skip


class HealingLocator(Locator):
    """A Locator whose actions record and heal through the test's :class:`SelectorHealer`."""

    def _heal(self, method: str, kwargs: dict[str, Any], perform: Callable[[Locator], T]) -> T:
        target = plain_locator(self)
        page = target.page
        call = Call.of("Locator", method, page, kwargs)
        return healer_of(self).run(page, target, selector_of(self), perform, call=call)

    def _adopt(self, locator: Locator) -> Locator:
        return adopt_locator(locator, healer_of(self))

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

    def all(self) -> list[Locator]:
        return [self._adopt(item) for item in super().all()]


class HealingFrameLocator(FrameLocator):
    """A FrameLocator whose locators are healing locators."""


def _locator_action(name: str) -> Callable[..., Any]:
    playwright_method = getattr(Locator, name)

    def action(self: HealingLocator, *args: Any, **kwargs: Any) -> Any:
        return self._heal(name, kwargs, lambda loc: playwright_method(loc, *args, **kwargs))

    return action


def _install() -> None:
    for name in LOCATOR_ACTIONS:
        install(HealingLocator, name, _locator_action(name), Locator)
    for cls, base, derived in (
        (HealingLocator, Locator, LOCATOR_DERIVED),
        (HealingFrameLocator, FrameLocator, FRAME_LOCATOR_DERIVED),
    ):
        for name, adopt, as_property in derived:
            install(cls, name, returning_adopted(cls, name, adopt, healer_of, as_property=as_property), base)


_install()
