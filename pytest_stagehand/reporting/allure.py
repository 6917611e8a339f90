"""Allure attachments for evaluator verdicts; every function does nothing when Allure is not active.

Allure is active when allure-pytest runs with ``--alluredir``: it then registers a listener that
implements ``attach_data`` in allure-commons' plugin manager. Without one, ``allure.attach`` would be
a no-op anyway; checking first skips the work of encoding attachments nobody will read.
"""

from __future__ import annotations

from collections.abc import Sequence

from pytest_stagehand.evaluation.verdict import Verdict
from pytest_stagehand.prompts.evaluate import EvidenceStep


def allure_active() -> bool:
    """True when an Allure listener will record attachments (allure-pytest with --alluredir)."""
    try:
        from allure_commons import plugin_manager
    except ImportError:
        return False
    return bool(plugin_manager.hook.attach_data.get_hookimpls())


def verdict_step_title(verdicts: Sequence[Verdict]) -> str:
    """One line for the Allure step: the goal and its verdict, or a count for a batch."""
    if len(verdicts) == 1:
        only = verdicts[0]
        return f"evaluate {only.question!r} → {only.evaluation}"
    counts = {e: sum(v.evaluation == e for v in verdicts) for e in ("YES", "NO", "INVALID")}
    summary = ", ".join(f"{n} {e}" for e, n in counts.items() if n)
    return f"evaluate {len(verdicts)} goals → {summary}"


def attach_verdicts(verdicts: Sequence[Verdict], steps: Sequence[EvidenceStep]) -> None:
    """Open an Allure step named after the verdicts and attach the evidence and each verdict's text.

    Its signature is the evaluator's observer signature, so it can be passed to
    ``Evaluator(observers=[attach_verdicts])``.
    """
    if not verdicts or not allure_active():
        return
    import allure

    with allure.step(verdict_step_title(verdicts)):
        for number, step in enumerate(steps, start=1):
            suffix = (f" {number}" if len(steps) > 1 else "") + (f" ({step.label})" if step.label else "")
            if step.image is not None:
                kind = (
                    allure.attachment_type.JPG
                    if step.image.media_type == "image/jpeg"
                    else allure.attachment_type.PNG
                )
                allure.attach(step.image.data, name=f"screenshot{suffix}", attachment_type=kind)
            if step.page_text is not None:
                allure.attach(
                    step.page_text, name=f"page text{suffix}", attachment_type=allure.attachment_type.TEXT
                )
        for verdict in verdicts:
            allure.attach(
                verdict.explain(),
                name=f"verdict {verdict.evaluation}",
                attachment_type=allure.attachment_type.TEXT,
            )
