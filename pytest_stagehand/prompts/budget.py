"""The page's share of a prompt: the elements that fit a token budget, the likeliest first.

A page of 50,000 buttons once made a 1.5-million-character act prompt, sent twice. Every act,
observe and compound prompt now lists at most what fits ``max_prompt_tokens`` (a setting: 7,000 by
default, which an 8k-context model holds with room for its answer; a 128k model can be given more).
When the page's elements do not all fit, they are ranked by how well they match the instruction
(``prompts.shortlist.score_elements``, then page order) and the best that fit are shown, in page order.
The cut is kept, so that an error can say the element may be among those left out.

Pure: the pipelines measure the rest of the prompt and pass what is left for the elements.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ..snapshot import SnapshotNode, estimate_tokens
from ..snapshot.model import render_line
from .shortlist import score_elements

DEFAULT_MAX_PROMPT_TOKENS = 7_000
# An element shown costs its line, its newline and its id in the answer schema's enum ("0-123",).
ENUM_ID_TOKENS = 3
# The answer schema around the enums (field names, types, method enum), measured on act's: ~250.
SCHEMA_TOKENS = 300


@dataclass(frozen=True)
class Fitted:
    """The elements a prompt shows, and how many of the candidates did not fit."""

    shown: list[SnapshotNode]
    left_out: int
    budget: int  # tokens the elements could use
    # Lines that are not the plain render_line (look-alikes with their place), by element id.
    lines: Mapping[str, str] = field(default_factory=dict)

    def line(self, node: SnapshotNode) -> str:
        return self.lines.get(node.id) or render_line(node, indent=False)

    def text(self) -> str:
        """The shown elements as the prompt lists them, one line each."""
        return "\n".join(self.line(node) for node in self.shown)

    def note(self, setting: int) -> str:
        """For an error: why the element may be missing ("" when nothing was left out)."""
        if not self.left_out:
            return ""
        total = len(self.shown) + self.left_out
        return (
            f"only {len(self.shown)} of the page's {total} elements fitted the prompt (max_prompt_tokens "
            f"{setting}), the ones whose labels best match the instruction; the element may be among the "
            f"{self.left_out} left out: quote its label in the instruction, act on a part of the page, "
            "or raise --stagehand-max-prompt-tokens"
        )


def element_cost(node: SnapshotNode, line: str | None = None) -> int:
    """An element's tokens in a prompt; ``line``: its line as the prompt shows it (with its place)."""
    return estimate_tokens(line or render_line(node, indent=False)) + 1 + ENUM_ID_TOKENS


def fit_elements(
    instruction: str,
    nodes: Sequence[SnapshotNode],
    budget: int,
    lines: Mapping[str, str] | None = None,
) -> Fitted:
    """The ``nodes`` whose lines fit ``budget`` tokens: all of them when they fit, else the best
    matches for ``instruction`` that do (at least one), in page order. ``lines``: each node's line
    as the prompt will show it, when it is not the plain one (``snapshot.places``)."""
    lines = lines or {}
    costs = [element_cost(node, lines.get(node.id)) for node in nodes]
    if sum(costs) <= budget:
        return Fitted(list(nodes), 0, budget, lines)
    scores = score_elements(instruction, nodes)
    ranked = sorted(range(len(nodes)), key=lambda i: (-scores[nodes[i].id], i))
    kept: list[int] = []
    used = 0
    for index in ranked:
        if used + costs[index] <= budget or not kept:
            kept.append(index)
            used += costs[index]
    kept.sort()
    return Fitted([nodes[i] for i in kept], len(nodes) - len(kept), budget, lines)


def prompt_overhead(texts: Sequence[str]) -> int:
    """Tokens of a prompt's own text (rendered with no elements) plus its answer schema."""
    return sum(estimate_tokens(text) for text in texts) + SCHEMA_TOKENS
