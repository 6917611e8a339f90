"""Typed keys for what the plugin keeps on the pytest config and on test items."""

from __future__ import annotations

import pytest

from .config import Settings

SETTINGS_KEY = pytest.StashKey[Settings]()


def settings_of(config: pytest.Config) -> Settings:
    """The session's resolved settings (set in pytest_configure)."""
    return config.stash[SETTINGS_KEY]


def _marker_overrides(item: pytest.Item) -> dict[str, object]:
    overrides: dict[str, object] = {}
    # Closest marker last so it wins: iter_markers yields closest first.
    for marker in reversed(list(item.iter_markers("stagehand"))):
        if marker.args:
            raise pytest.UsageError(
                f"{item.nodeid}: @pytest.mark.stagehand takes keyword arguments only, got {marker.args!r}"
            )
        overrides.update(marker.kwargs)
    return overrides


def item_settings(item: pytest.Item) -> Settings:
    """The settings for one test: the session's, with its markers applied."""
    return settings_of(item.config).with_overrides(_marker_overrides(item))
