"""Shared fixtures for the project's own tests."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from pytest_stagehand import StagehandPage
from pytest_stagehand.cache import CacheStore
from pytest_stagehand.healing.healer import LLMReinfer, SelectorHealer
from pytest_stagehand.llm import block_llm_requests
from tests.support.healing import Run
from tests.support.pipeline import LOGIN
from tests.support.recorded import RecordedProjects
from tests.support.server import Site
from tests.wire.server import WireServer
from tests.wire.support import Sleeps


@pytest.fixture(scope="session")
def site() -> Iterator[Site]:
    """A local web server; ``site.add(path, html)`` registers a page and returns its URL."""
    server = Site().start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def recorded_projects(tmp_path_factory: pytest.TempPathFactory) -> RecordedProjects:
    """Pytester projects recorded once per session (per xdist worker) and copied into each test."""
    return RecordedProjects(tmp_path_factory.mktemp("recorded-projects"))


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


@pytest.fixture
def login(page: StagehandPage, site: Site) -> StagehandPage:
    """The page on a small login form (``tests.support.pipeline.LOGIN``)."""
    page.goto(site.add("/act-login.html", LOGIN))
    return page


@pytest.fixture
def new_run(page: StagehandPage, tmp_path: Path) -> Run:
    """Starts a "test run" of selector healing: commits the previous one (it passed) and attaches a
    fresh healer to ``page``."""
    store = CacheStore(tmp_path / "cache", "auto")
    previous: list[SelectorHealer] = []

    def start(
        llm_reinfer: LLMReinfer | None = None, threshold: float = 0.75, probe_timeout_ms: float = 500
    ) -> SelectorHealer:
        if previous:
            previous[-1].session.commit()
        healer = SelectorHealer(
            session=CacheStore(store.root, "auto").for_test("tests/test_x.py", "test_x"),
            test_id="tests/test_x.py::test_x",
            rootdir=Path(__file__).resolve().parents[1],  # heal locations read tests/test_....py:<line>
            report=lambda record: None,
            threshold=threshold,
            llm_reinfer=llm_reinfer,
            probe_timeout_ms=probe_timeout_ms,
        )
        page.stagehand.healing = healer
        previous.append(healer)
        return healer

    return start


@pytest.fixture(scope="session")
def other_site() -> Iterator[Site]:
    """A second server on another port: a different origin, for cross-origin frames."""
    server = Site().start()
    yield server
    server.stop()


# `make test` runs under pytest-xdist with `--dist loadfile`: each module's tests run in one worker, in
# their order, as in a serial run, so what a module builds once (module-scoped fixtures, a recorded
# project) is built once. Tests are otherwise isolated the same way serially and in parallel: their
# own tmp_path, ports the OS chooses, environment changes through monkeypatch in their own process.
# (`--dist loadgroup` would let modules spread, but pytest-xdist 3.8 cannot rename the nodes of
# pytest 9.2, so its groups are silently ignored.)


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
