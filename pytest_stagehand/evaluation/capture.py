"""Gathering evidence from the page: which kinds to use, screenshots, page text, given screenshots.

Text-only models (``llm.supports_images`` False) cannot see screenshots. When the evidence came from
the evaluator's default, :func:`resolve_evidence` switches to page text and returns a note saying so;
when the caller asked for a screenshot explicitly, or passed screenshots, it raises EvaluationError,
because silently judging something other than what was asked for would make the verdict lie.

The page text is the snapshot written as plain facts (``facts.py``). A page with no text at all and
no screenshot to look at raises EmptyEvidenceError: there is nothing to judge, and a verdict would
be a guess.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

from pytest_stagehand.errors import EmptyEvidenceError, EvaluationError
from pytest_stagehand.llm import ImagePart, LLMClient
from pytest_stagehand.prompts.evaluate import EvidenceStep
from pytest_stagehand.snapshot import capture_snapshot, take_screenshot

from .evidence import image_media_type
from .facts import plain_text
from .verdict import EvidenceKind

EvidenceChoice = Literal["screenshot", "page_text", "both"]
EVIDENCE_CHOICES: tuple[EvidenceChoice, ...] = ("screenshot", "page_text", "both")
SCREENSHOT_TIMEOUT_MS = 10_000


@dataclass(frozen=True)
class EvidencePlan:
    """What to capture, and why it differs from what was asked (empty note when it does not)."""

    use_image: bool
    use_text: bool
    note: str = ""

    @property
    def kind(self) -> EvidenceKind:
        if self.use_image and self.use_text:
            return "both"
        if self.use_image:
            return "screenshot"
        return "page_text" if self.use_text else "none"


def check_choice(evidence: object) -> None:
    if evidence not in EVIDENCE_CHOICES:
        raise EvaluationError(f"evidence must be one of {EVIDENCE_CHOICES}, got {evidence!r}")


def resolve_evidence(
    evidence: EvidenceChoice | None, default: EvidenceChoice, llm: LLMClient, *, want_image: bool
) -> EvidencePlan:
    """The plan for ``evidence`` (None: the default), with the text-only-model fallback applied."""
    if evidence is not None:
        check_choice(evidence)
    chosen = evidence or default
    use_image = want_image and chosen in ("screenshot", "both")
    use_text = chosen in ("page_text", "both")
    if use_image and not llm.supports_images:
        if evidence is not None:
            raise EvaluationError(
                f"evidence={evidence!r} needs a model that reads images, but {llm.model_id} "
                f"is text-only; use evidence='page_text' or a vision model"
            )
        return EvidencePlan(
            False, True, f"{llm.model_id} cannot read images, so it judged the page text instead"
        )
    return EvidencePlan(use_image, use_text)


def capture_step(
    page: Page, plan: EvidencePlan, label: str | None = None, *, scrub: Callable[[str], str] = str
) -> EvidenceStep:
    """The current viewport and/or page text as one step of evidence; ``scrub`` cleans the page text
    (variable values a test typed) before it is kept, hashed, sent or attached to a report."""
    image = None
    if plan.use_image:
        try:
            png = take_screenshot(page, timeout_ms=SCREENSHOT_TIMEOUT_MS, full_page=False, type="png")
        except PlaywrightError as e:
            raise EvaluationError(f"could not take a screenshot of {page.url}: {e}") from e
        image = ImagePart(png, "image/png")
    text = None
    if plan.use_text:
        # The facts rendering (facts.py), not act's tree: states in words, table rows as rows.
        text = scrub(plain_text(capture_snapshot(page).nodes.values()))
        if not text.strip() and image is None:
            raise EmptyEvidenceError(
                f"the page at {page.url} has no text to judge (blank, or still loading): a verdict "
                f"on it would be a guess; wait for the page (or use page.wait_for_goal), or judge a screenshot"
            )
    return EvidenceStep(image=image, page_text=text, label=label)


def given_screenshots(
    screenshots: bytes | Sequence[bytes], evidence: EvidenceChoice | None, llm: LLMClient
) -> list[EvidenceStep]:
    """Screenshots the caller took, checked to be PNG or JPEG, as steps of evidence.

    One ``bytes`` is one screenshot (what ``page.screenshot()`` returns); a list is a progression.
    """
    if isinstance(screenshots, bytes | bytearray | memoryview):
        screenshots = [bytes(screenshots)]
    elif isinstance(screenshots, str) or not isinstance(screenshots, Sequence):
        raise EvaluationError(
            f"screenshot must be True/False, the PNG/JPEG bytes of one screenshot or a list of them, "
            f"got {type(screenshots).__name__} {str(screenshots)[:80]!r}"
            + (
                "; to judge an image file, pass Path(...).read_bytes()"
                if isinstance(screenshots, str)
                else ""
            )
        )
    if not screenshots:
        raise EvaluationError("screenshot=[] gives the evaluator nothing to look at")
    for number, item in enumerate(screenshots, start=1):
        if not isinstance(item, bytes | bytearray):
            raise EvaluationError(
                f"screenshot {number} of the list is a {type(item).__name__}, not PNG/JPEG bytes "
                f"(page.screenshot() returns them)"
            )
    if evidence not in (None, "screenshot"):
        raise EvaluationError(
            f"a list of screenshots carries no page text, so evidence={evidence!r} cannot be met; "
            f"use evaluator.journey(evidence={evidence!r}) to capture page text at each step"
        )
    if not llm.supports_images:
        raise EvaluationError(f"screenshots were passed, but {llm.model_id} is text-only")
    return [EvidenceStep(image=ImagePart(bytes(data), image_media_type(bytes(data)))) for data in screenshots]
