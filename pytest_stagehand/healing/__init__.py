"""Healing: finding a recorded element again when the markup drifted, and saying what changed.

One home for every kind of heal. The ladder (``similarity`` + ``ladder``) is what a cache replay
uses on drift (:mod:`pytest_stagehand.replay`) and what selector healing uses for plain Playwright
calls (issue #9: record what every selector resolved to, heal it when the markup drifts, report it,
and write the suggested selectors back into the tests). The LLM rung is the one part that needs a
model: it lives with the pipelines (:mod:`pytest_stagehand.pipelines.llm_heal`) and reaches the ladder
as a callback, so nothing here imports the LLM layer, page.py or the plugin.

Modules (imports go down this list only):

- ``similarity``   weighted fingerprint score and ``best_match`` that refuses ties; ``narrow``, which
                   candidates can decide it (pure)
- ``lookalike``    whether the best match is a look-alike of a removed element (pure)
- ``twophase``     scan and match in two phases (what every candidate is, then the few that can
                   decide in full): the one scan of the ladder and of ``expect`` healing
- ``ladder``       ``locate`` (stored locators + identity check), the ``heal`` ladder, ``verify_identity``
- ``record``       HealRecord: one heal as every report shows it (travels in user properties)
- ``locator_code`` a selector as the Playwright Python call that makes it (pure)
- ``suggest``      which verified locator to suggest (role + name, label, test id; CSS/XPath last) (pure)
- ``callsite``     the test's file:line: the first stack frame outside our code, Playwright and pytest
- ``compatible``   whether the LLM rung's pick can be the recorded element (family, minimum score) (pure)
- ``alongside``    a selector's fingerprint read in the same round trip as the call that uses it
- ``healer``       SelectorHealer: per-test recording (kind "selector" cache entries) and the heal flow
- ``expect_hook``  the same for ``expect(locator)``, inside Playwright's async impl
- ``locators``     HealingLocator / HealingFrameLocator: Playwright's locators re-classed in place
- ``mixin``        SelectorHealingMixin: the Page methods that take a selector
- ``apply``        ``heal apply``: rewrite the selectors of a heal report in the test files (ast + diff)
- ``waiting``      how long a missing recorded element is waited for: until it comes or the page settles

Seams::

    class StagehandPage(SelectorHealingMixin, Page): ...
    # in the page fixture (fixtures._selector_healer), when settings.heal_selectors is on:
    runtime.healing = SelectorHealer(
        session=runtime.cache, test_id=item.nodeid, rootdir=config.rootpath,
        report=lambda record: item.user_properties.append(record.to_property()),
        threshold=settings.heal_threshold,
        llm_reinfer=llm_heal.build_llm_reinfer(...),  # None in replay mode
        page_settled=settle.settled_as_watched,
        page_settled_async=settle.settled_as_watched_async)

Fingerprints are committed with the test's other cache entries (commit on pass).
"""

from __future__ import annotations

from .mixin import SelectorHealingMixin, healer_for

__all__ = ["SelectorHealingMixin", "healer_for"]
