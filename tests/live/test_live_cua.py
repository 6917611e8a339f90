"""Computer-use agents against the real providers: runs only when a provider's key is set (marked
``cua``; ``pytest tests/live -m cua``). No provider is reachable from the machine this project is built
on, so here every test skips with the reason; the wire tests (tests/test_agent_cua_*.py) prove the
protocols against local servers that speak them."""

from __future__ import annotations

import os

import pytest
from playwright.sync_api import expect

from pytest_stagehand import StagehandPage
from tests.support.server import Site

pytestmark = pytest.mark.cua

NOTE_PAGE = """<!doctype html><title>Notes</title>
<h1>Notes</h1>
<label>Note <input id=note></label>
<button onclick="document.querySelector('#out').textContent = 'Saved: ' + document.querySelector('#note').value">Save</button>
<p id=out></p>"""

# provider → (the key's variables, a computer-use model)
MODELS = {
    "anthropic": (("ANTHROPIC_API_KEY",), "anthropic/claude-sonnet-4-6"),
    "openai": (("OPENAI_API_KEY",), "openai/computer-use-preview"),
    "google": (("GEMINI_API_KEY", "GOOGLE_API_KEY"), "google/gemini-2.5-computer-use-preview-10-2025"),
}


@pytest.mark.parametrize("provider", sorted(MODELS))
def test_a_computer_use_model_saves_a_note(page: StagehandPage, site: Site, provider: str) -> None:
    variables, model = MODELS[provider]
    if not any(os.environ.get(name) for name in variables):
        pytest.skip(f"cua tier: {' or '.join(variables)} is not set; {model} cannot be reached without it")
    if provider == "openai" and os.environ.get("OPENAI_BASE_URL"):
        pytest.skip("cua tier: OPENAI_BASE_URL points at a compatible server, which has no Responses API")
    page.goto(site.add("/note.html", NOTE_PAGE))
    result = page.agent(model=model, mode="cua").execute(
        "Type 'buy milk' into the Note box and press Save", max_steps=10
    )
    expect(page.locator("#out")).to_have_text("Saved: buy milk")
    assert result.completed, result.message
    assert result.images_sent >= 2
