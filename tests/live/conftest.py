"""Live tier: runs only against a real OpenAI-compatible endpoint, and says why it skipped otherwise.

Start the project's local model and run the tier::

    eval "$(../shared/tools/local-llm start)"   # exports OPENAI_BASE_URL, OPENAI_API_KEY, LOCAL_LLM_MODEL
    .venv/bin/python -m pytest -m live tests/live -s

Every test here is marked ``live`` (which also lets it through the request guard). Without the
variables, or when the endpoint does not answer, every test is skipped with the reason.
"""

from __future__ import annotations

import os
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from pytest_stagehand.config import Settings
from pytest_stagehand.llm import ProviderClient, build_llm_client

REACHABILITY_TIMEOUT_S = 5.0
# A 1.5B model on 2 cores needs ~16 s for a 1,500-token prompt; leave room, but stay bounded.
LIVE_LLM_TIMEOUT_MS = 180_000


@dataclass(frozen=True)
class LiveEndpoint:
    base_url: str
    model: str


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = os.path.dirname(__file__)
    for item in items:
        if str(item.path).startswith(here):
            item.add_marker(pytest.mark.live)


def endpoint_problem(base_url: str) -> str | None:
    """Why the endpoint cannot be used, or None when ``GET {base_url}/models`` answers."""
    try:
        with urllib.request.urlopen(
            base_url.rstrip("/") + "/models", timeout=REACHABILITY_TIMEOUT_S
        ) as reply:
            reply.read()
    except (urllib.error.URLError, OSError) as e:
        return f"{base_url} does not answer ({e})"
    return None


@pytest.fixture(scope="session")
def live_endpoint() -> LiveEndpoint:
    base_url = os.environ.get("OPENAI_BASE_URL", "").strip()
    model = os.environ.get("LOCAL_LLM_MODEL", "").strip()
    if not base_url or not model:
        pytest.skip(
            "live tier: no endpoint configured; set OPENAI_BASE_URL and LOCAL_LLM_MODEL "
            '(eval "$(../shared/tools/local-llm start)") to run it'
        )
    problem = endpoint_problem(base_url)
    if problem is not None:
        pytest.skip(f"live tier: {problem}; start it with ../shared/tools/local-llm start")
    return LiveEndpoint(base_url, model)


@pytest.fixture
def live_llm(live_endpoint: LiveEndpoint) -> Iterator[ProviderClient]:
    """A real client through the OpenAI-compatible path, built from settings like the plugin does."""
    settings = Settings(
        model=f"openai/{live_endpoint.model}",
        base_url=live_endpoint.base_url,
        llm_timeout=LIVE_LLM_TIMEOUT_MS,
        llm_retries=1,
    )
    with build_llm_client(settings) as client:
        yield client
