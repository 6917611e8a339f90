"""The in-page scripts' sources, with the shared role table spliced in where they ask for it."""

from __future__ import annotations

from functools import cache
from importlib import resources

INCLUDE_ROLES = "// @include roles.js"


@cache
def _roles() -> str:
    return (resources.files(__package__) / "roles.js").read_text(encoding="utf-8")


def with_roles(source: str) -> str:
    """``source`` with its ``// @include roles.js`` line replaced by the role table (roles.js)."""
    if INCLUDE_ROLES not in source:
        raise ValueError("the script has no '// @include roles.js' line for the role table")
    return source.replace(INCLUDE_ROLES, _roles().rstrip("\n"), 1)
