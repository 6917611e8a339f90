"""Selector healing for plain Playwright tests (issue #9): record what every selector resolved to,
heal it when the markup drifts, report it, and write the suggested selectors back into the tests.

Modules (imports go down this list only; none imports the LLM layer, page.py or the plugin):

- ``suggest``      which verified locator to suggest (role + name, label, test id; CSS/XPath last) (pure)
- ``callsite``     the test's file:line: the first stack frame outside our code, Playwright and pytest
- ``compatible``   whether the LLM rung's pick can be the recorded element (family, minimum score) (pure)
- ``healer``       SelectorHealer: per-test recording (kind "selector" cache entries) and the heal flow
- ``expect_hook``  the same for ``expect(locator)``, inside Playwright's async impl
- ``locators``     HealingLocator / HealingFrameLocator: Playwright's locators re-classed in place
- ``mixin``        SelectorHealingMixin: the Page methods that take a selector
- ``apply``        ``heal apply``: rewrite the selectors of a heal report in the test files (ast + diff)

Seams::

    class StagehandPage(SelectorHealingMixin, Page): ...
    # in the page fixture (fixtures._selector_healer), when settings.heal_selectors is on:
    runtime.healing = SelectorHealer(
        session=runtime.cache, test_id=item.nodeid, rootdir=config.rootpath,
        report=lambda record: item.user_properties.append(record.to_property()),
        threshold=settings.heal_threshold,
        llm_reinfer=healing_llm.build_llm_reinfer(...))  # None in replay mode

The LLM rung lives in ``pytest_stagehand.healing_llm`` (above the pipelines, which it uses).

Fingerprints are committed with the test's other cache entries (commit on pass).
"""

from __future__ import annotations

from .mixin import SelectorHealingMixin, healer_for

__all__ = ["SelectorHealingMixin", "healer_for"]
