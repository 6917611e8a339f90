"""Shared fixtures for the project's own tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from pytest_stagehand.llm import block_llm_requests
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


@pytest.fixture(autouse=True)
def _block_real_llm_requests(request: pytest.FixtureRequest) -> Iterator[None]:
    """Every real LLM request fails in this suite unless the test opts in (wire and live tests)."""
    if request.node.get_closest_marker("allow_llm_requests") or request.node.get_closest_marker("live"):
        yield
        return
    with block_llm_requests(f"test {request.node.nodeid} sent a real LLM request"):
        yield
