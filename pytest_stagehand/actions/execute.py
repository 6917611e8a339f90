"""Run one Action through Playwright: locate, check the method fits, substitute variables, act.

This is the only place an action touches the page, for every path: a freshly planned act, an
``act(observe_result)``, and (later) a cache replay. Playwright's own actionability checks do the
waiting (visible, enabled, stable, receiving events), bounded by ``timeout_ms``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextvars import ContextVar

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Locator, Page

from ..errors import ActError, ActionFailedError, UnsupportedMethodError
from ..snapshot import evaluate_all_within, no_answer
from .methods import (
    FACTS_JS,
    WHOLE_VALUE_INPUTS,
    ElementFacts,
    Method,
    RunContext,
    method_for,
    number_input_text,
    whole_value_text,
)
from .model import Action
from .selectors import FRAME_HOP
from .variables import mentions_any_value, redact, substitute

# Told about every action just before it runs (page, the element, the action), on every path (fresh,
# observed, replayed, healed). The step report sets it for the length of one primitive to capture the
# page with the element's box, which is only known here and may be gone after a click. A context
# variable, so the pipelines and the replay between the page and this module carry nothing for it.
action_watch: ContextVar[Callable[[Page, Locator, Action], None] | None] = ContextVar(
    "action_watch", default=None
)


# Locator.count and evaluate_all take no timeout, and a page whose main thread is stuck never answers
# them; each is given up after this (far above what a query takes).
PAGE_QUERY_S = 5.0
QUERY_FLOOR_S = 1.0
_COUNT_JS = "(els) => els.length"


def _query(locator: Locator, source: str, seconds: float) -> object:
    """``locator.evaluate_all(source)`` within ``seconds``; past them, a Playwright error saying so."""
    try:
        return evaluate_all_within(locator, source, seconds)
    except TimeoutError as e:
        raise PlaywrightError(no_answer(seconds)) from e


def _query_s(timeout_ms: float) -> float:
    """An action's queries of the page wait no longer than the action itself may take, but at least
    QUERY_FLOOR_S: on a loaded machine a query of a live page took over 300 ms (an act given 300 ms
    then failed with "did not answer" instead of Playwright's own timeout)."""
    return max(min(PAGE_QUERY_S, timeout_ms / 1000), QUERY_FLOOR_S)


def _count(locator: Locator, seconds: float) -> int:
    return int(str(_query(locator, _COUNT_JS, seconds)))


def locate(page: Page, selector: str, *, element: str = "", seconds: float = PAGE_QUERY_S) -> Locator:
    """The single element ``selector`` names now, or ActionFailedError saying why not.

    The snapshot was just taken, so a missing element was removed or re-rendered: we fail at once
    (and let self-heal look again) rather than wait for it to come back.
    """
    element = element or selector
    parts = selector.split(FRAME_HOP)
    try:
        for depth in range(1, len(parts)):
            owner = FRAME_HOP.join(parts[:depth])
            if _count(page.locator(owner), seconds) == 0:
                raise ActionFailedError(
                    f"the iframe that held the element is gone (detached or replaced): {owner}",
                    url=page.url,
                    element=element,
                )
        locator = page.locator(selector)
        count = _count(locator, seconds)
    except PlaywrightError as e:
        raise ActionFailedError(
            f"could not resolve the selector: {e.message}", url=page.url, element=element
        ) from e
    if count == 0:
        raise ActionFailedError(
            "no element matches the selector any more (removed or re-rendered since the snapshot)",
            url=page.url,
            element=element,
        )
    if count > 1:
        raise ActionFailedError(
            f"the selector matches {count} elements; it must name exactly one", url=page.url, element=element
        )
    return locator


# evaluate_all is one round trip; Locator.evaluate takes three (get a handle, evaluate, release it).
_FACTS_OF_ONE = f"(els) => els.length === 1 ? ({FACTS_JS})(els[0]) : null"


def read_facts(locator: Locator, seconds: float = PAGE_QUERY_S) -> ElementFacts | None:
    """The facts of the one element ``locator`` finds now; None when it finds none or several."""
    raw = _query(locator, _FACTS_OF_ONE, seconds)
    return ElementFacts.from_json(raw) if isinstance(raw, str) else None


def _with_element(error: ActError, action: Action, url: str, variables: Mapping[str, str] | None) -> ActError:
    """The same argument/method error with the element and URL filled in, values redacted."""
    return type(error)(
        redact(error.cause, variables, action.arguments), url=url, element=describe_action(action)
    )


def describe_action(action: Action) -> str:
    label = f"{action.description!r} " if action.description else ""
    return f"{label}{action.method}{list(action.arguments)!r} on {action.selector}"


def execute_action(
    page: Page,
    action: Action,
    *,
    variables: Mapping[str, str] | None = None,
    timeout_ms: float,
    before_run: Callable[[Locator], None] | None = None,
) -> None:
    """Perform ``action`` on ``page``; raise a typed ActError subclass when it cannot be done.

    UnsupportedMethodError / ActionArgumentError: the method or its arguments do not fit (no retry
    helps). ActionFailedError: the element is gone, never became actionable, or its frame detached.
    Variable values are substituted here, last, and scrubbed from any error text. ``before_run`` sees
    the element after every check and before the action (the cache fingerprints it there: a click
    may navigate away or remove it).
    """
    method = _checked_method(page, action, variables)
    locator = locate(page, action.selector, element=describe_action(action), seconds=_query_s(timeout_ms))
    _perform(page, locator, action, method, variables, timeout_ms, before_run)


def perform_on(
    page: Page,
    locator: Locator,
    action: Action,
    *,
    variables: Mapping[str, str] | None = None,
    timeout_ms: float,
    facts: ElementFacts | None = None,
) -> None:
    """Perform ``action`` on an element already found (a cache replay's identity-checked locator),
    with the same checks and errors as :func:`execute_action`. ``facts`` already read (in the same
    round trip as the identity check) spare reading them again."""
    method = _checked_method(page, action, variables)
    _perform(page, locator, action, method, variables, timeout_ms, None, facts)


def _checked_method(page: Page, action: Action, variables: Mapping[str, str] | None) -> Method:
    try:
        method: Method = method_for(action.method)
        method.check_arguments(action.arguments)
    except ActError as e:
        raise _with_element(e, action, page.url, variables) from None
    return method


def _perform(
    page: Page,
    locator: Locator,
    action: Action,
    method: Method,
    variables: Mapping[str, str] | None,
    timeout_ms: float,
    before_run: Callable[[Locator], None] | None,
    facts: ElementFacts | None = None,
) -> None:
    if facts is None:
        try:
            facts = read_facts(locator, _query_s(timeout_ms))
        except PlaywrightError as e:
            raise ActionFailedError(
                f"could not read the element: {e.message}", url=page.url, element=describe_action(action)
            ) from e
        if facts is None:
            raise ActionFailedError(
                "the element is gone (removed or re-rendered since it was found)",
                url=page.url,
                element=describe_action(action),
            )
    reason = method.applies(facts)
    if reason is not None:
        raise UnsupportedMethodError(
            f"{method.name} does not apply to {facts.describe()}: {reason}",
            url=page.url,
            element=describe_action(action),
        )
    arguments = substitute(action.arguments, variables)
    if method.name in ("fill", "type") and facts.tag == "input" and facts.input_type == "number":
        arguments = [number_input_text(argument) for argument in arguments]
    try:
        if (
            method.name in ("fill", "type")
            and facts.tag == "input"
            and facts.input_type in WHOLE_VALUE_INPUTS
        ):
            arguments = [whole_value_text(argument, facts.input_type) for argument in arguments]
            method = method_for("fill")  # typed key by key, the input's segments garble it
        if method.check_against is not None:
            method.check_against(arguments, facts)
    except ActError as e:
        raise _with_element(e, action, page.url, variables) from None
    if before_run is not None:
        before_run(locator)
    watch = action_watch.get()
    if watch is not None:
        watch(page, locator, action)
    try:
        method.run(locator, arguments, RunContext(page=page, timeout_ms=timeout_ms))
    except PlaywrightError as e:
        cause = redact(e.message, variables, action.arguments)
        failure = ActionFailedError(
            f"Playwright could not {method.name}: {cause}", url=page.url, element=describe_action(action)
        )
        # The original error may quote a variable's value; then it must not travel along.
        if mentions_any_value(str(e), variables):
            raise failure from None
        raise failure from e
