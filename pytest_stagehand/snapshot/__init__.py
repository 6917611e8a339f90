"""Page → Snapshot: a hybrid DOM + accessibility tree of the whole page, for the LLM to read.

One in-page walk (walker.js) per page, same-origin frames included, and one per frame of another
origin gives every visible meaningful node a role, an accessible name, its states and an id
``<frameOrdinal>-<n>``; ``Snapshot.locator(id)`` turns the id back into a Playwright Locator,
across iframes (same- and cross-origin) and open shadow roots. The walk renders ``Snapshot.text``
itself; the nodes behind it are decoded when first used.

Closed shadow roots cannot be entered without CDP (``element.shadowRoot`` is null for them, and
Playwright's own selectors cannot reach inside either), so their content is not in the snapshot;
the host's light children are walked instead.
"""

from __future__ import annotations

from .bounded import (
    count_within,
    evaluate_all_within,
    evaluate_elements_within,
    evaluate_within,
    no_answer,
    owner_frame_within,
    wait_within,
)
from .capture import DEFAULT_MAX_NODES, DEFAULT_TIMEOUT_MS, capture_snapshot
from .model import Snapshot, SnapshotNode, estimate_tokens, render_tree
from .paths import FRAME_HOP, SHADOW_HOP, parse_path
from .screenshot import take_screenshot

__all__ = [
    "DEFAULT_MAX_NODES",
    "DEFAULT_TIMEOUT_MS",
    "FRAME_HOP",
    "SHADOW_HOP",
    "Snapshot",
    "SnapshotNode",
    "capture_snapshot",
    "count_within",
    "estimate_tokens",
    "evaluate_all_within",
    "evaluate_elements_within",
    "evaluate_within",
    "no_answer",
    "owner_frame_within",
    "parse_path",
    "render_tree",
    "take_screenshot",
    "wait_within",
]
