"""What the plugin keeps on the pytest config and on test items, under typed stash keys."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path, PurePath
from typing import TYPE_CHECKING

import pytest

from ..config import CacheMode, Settings
from .state import StagehandRuntime

if TYPE_CHECKING:
    from ..cache import CacheStore
    from ..llm import LLMClient, UsageLedger


@dataclass
class SessionState:
    """Session-wide objects, created on first use so collection stays fast."""

    settings: Settings
    stores: dict[tuple[Path, CacheMode], CacheStore] = field(default_factory=dict)
    # Tests skipped in this run (test file → names): ``cache prune`` keeps their entries.
    skipped: dict[str, set[str]] = field(default_factory=dict)
    # The client the plugin's own ``stagehand_llm`` fixture built. The page compares identity with it
    # to tell that client (which a marker's model may replace) from one a user's conftest injected.
    plugin_llm: LLMClient | None = None
    _usage: UsageLedger | None = None

    @property
    def usage(self) -> UsageLedger:
        if self._usage is None:
            from ..llm import UsageLedger

            self._usage = UsageLedger()
        return self._usage

    def store_for(self, settings: Settings) -> CacheStore:
        """One store per (directory, mode): a marker may switch a test's cache mode or directory."""
        key = (settings.cache_path, settings.cache)
        if key not in self.stores:
            from ..cache import CacheStore

            self.stores[key] = CacheStore(
                settings.cache_path, settings.cache, query_params=settings.cache_query_params
            )
        return self.stores[key]


def cache_identity(item: pytest.Item, config: pytest.Config) -> tuple[str, str]:
    """(test file relative to the rootdir, test name): where a test's entries live in the cache."""
    test_file, _, test_name = item.nodeid.partition("::")
    test_file = cache_module_name(item.path, config.rootpath)
    return test_file, test_name or test_file


# Cache files of test modules outside the rootdir live under this folder of the cache directory.
OUTSIDE_ROOTDIR = "_outside_rootdir"


def cache_module_name(path: Path, rootpath: Path) -> str:
    """The test file's path relative to the rootdir, POSIX style: its cache file's name. A file
    outside the rootdir (``pytest ../outA/test_same.py``) keeps its whole relative path too, so two
    same-named files never share entries, in a form that stays inside the cache directory:
    ``_outside_rootdir/_up_/outA/test_same.py`` (``..`` spelt ``_up_``)."""
    try:
        return path.relative_to(rootpath).as_posix()
    except ValueError:
        pass
    try:
        relative = PurePath(os.path.relpath(path, rootpath)).parts
    except ValueError:  # another drive (Windows): the absolute path, without its anchor
        relative = path.parts[1:]
    parts = ["_up_" if part == ".." else part for part in relative]
    return "/".join([OUTSIDE_ROOTDIR, *parts])


SETTINGS_KEY = pytest.StashKey[Settings]()
SESSION_KEY = pytest.StashKey[SessionState]()
RUNTIME_KEY = pytest.StashKey[StagehandRuntime]()


def settings_of(config: pytest.Config) -> Settings:
    """The session's resolved settings (set in pytest_configure)."""
    return config.stash[SETTINGS_KEY]


def session_of(config: pytest.Config) -> SessionState:
    return config.stash[SESSION_KEY]


def _marker_overrides(item: pytest.Item) -> dict[str, object]:
    overrides: dict[str, object] = {}
    # iter_markers yields the closest marker first; apply it last so it wins.
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
