"""Snapshot nodes written by hand, for the pure tests of what reads a snapshot (no page)."""

from __future__ import annotations

from collections.abc import Mapping

from pytest_stagehand.snapshot import SnapshotNode


def node(
    node_id: str,
    tag: str,
    role: str,
    name: str,
    xpath: str = "",
    *,
    parent: str | None = None,
    interactive: bool = True,
    attrs: Mapping[str, str] | None = None,
    states: Mapping[str, str | bool] | None = None,
) -> SnapshotNode:
    """One snapshot line: an element with its role, name and states (no text); its XPath made up
    from its tag and id when not given."""
    return SnapshotNode(
        id=node_id,
        parent_id=parent,
        depth=0 if parent is None else 1,
        tag=tag,
        role=role,
        name=name,
        text="",
        attrs=dict(attrs or {}),
        states=dict(states or {}),
        interactive=interactive,
        frame=0,
        xpath=xpath or f"/html[1]/body[1]/{tag}[{node_id.rsplit('-', 1)[-1]}]",
    )
