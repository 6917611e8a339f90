"""Shared fixtures for the project's own tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support.server import Site


@pytest.fixture(scope="session")
def site() -> Iterator[Site]:
    """A local web server; ``site.add(path, html)`` registers a page and returns its URL."""
    server = Site().start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def other_site() -> Iterator[Site]:
    """A second server on another port: a different origin, for cross-origin frames."""
    server = Site().start()
    yield server
    server.stop()
