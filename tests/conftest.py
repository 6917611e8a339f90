"""Shared fixtures for the project's own tests."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from pytest_stagehand.llm import block_llm_requests
from tests.support.server import Site
from tests.wire.server import WireServer
from tests.wire.support import Sleeps


@pytest.fixture(scope="session")
def site() -> Iterator[Site]:
    """A local web server; ``site.add(path, html)`` registers a page and returns its URL."""
    server = Site().start()
    yield server
    server.stop()


@pytest.fixture
def wire() -> Iterator[WireServer]:
    """A local server speaking the providers' protocols (tests/wire), for the real SDKs to call."""
    server = WireServer().start()
    yield server
    server.stop()


@pytest.fixture
def sleeps() -> Sleeps:
    """Records the backoff sleeps a retry policy asks for instead of sleeping."""
    return Sleeps()


@pytest.fixture(scope="session")
def other_site() -> Iterator[Site]:
    """A second server on another port: a different origin, for cross-origin frames."""
    server = Site().start()
    yield server
    server.stop()


# Variables of the machine that runs the suite which change the plugin's defaults. CI services set
# CI (which makes `replay` the default cache mode), a developer may have STAGEHAND_* or a provider
# key exported. Tests that need one set it themselves; the rest must not depend on the runner.
_RUNNER_VARIABLES = (
    "CI",
    "OPENAI_BASE_URL",
    "OPENAI_API_KEY",
    "ANTHROPIC_API_KEY",
    "GEMINI_API_KEY",
    "GOOGLE_API_KEY",
)


@pytest.fixture(autouse=True)
def _hermetic_environment(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Clear the runner's CI, STAGEHAND_* and provider variables (pytester runs inherit os.environ).

    The live tier keeps them: it is configured through OPENAI_BASE_URL by ``local-llm env``.
    """
    if request.node.get_closest_marker("live"):
        return
    for name in (*_RUNNER_VARIABLES, *(n for n in os.environ if n.startswith("STAGEHAND_"))):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture(autouse=True)
def _block_real_llm_requests(request: pytest.FixtureRequest) -> Iterator[None]:
    """Every real LLM request fails in this suite unless the test opts in (wire and live tests)."""
    if request.node.get_closest_marker("allow_llm_requests") or request.node.get_closest_marker("live"):
        yield
        return
    with block_llm_requests(f"test {request.node.nodeid} sent a real LLM request"):
        yield
