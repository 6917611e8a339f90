"""Live tier, as a user runs it: a pytest project whose tests call ``page.act`` / ``page.extract`` /
``page.evaluate_goal``, recorded with the real local model, then replayed with the model unreachable."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.live.conftest import LiveEndpoint

pytestmark = pytest.mark.live

PAGE = """<!doctype html><title>Sign up</title><h1>Create your account</h1>
<form onsubmit="event.preventDefault();
  document.querySelector('#done').textContent = 'Thanks ' + this.name.value">
  <label>Full name <input name=name></label>
  <label><input name=terms type=checkbox> I accept the terms</label>
  <button>Sign up</button>
</form>
<p id=done></p>
<ul><li>Plan: Basic, $5 per month</li><li>Plan: Pro, $15 per month</li></ul>"""

TESTS = """
from pathlib import Path

from playwright.sync_api import expect
from pydantic import BaseModel


class Plan(BaseModel):
    name: str
    monthly_price_dollars: int


class Plans(BaseModel):
    plans: list[Plan]


def test_sign_up(page):
    page.set_default_timeout(10_000)
    page.goto(Path(__file__).with_name("signup.html").as_uri())
    page.act("type Ada Lovelace into the full name field")
    page.act("check the accept the terms checkbox")
    page.act("click the Sign up button")
    expect(page.locator("#done")).to_have_text("Thanks Ada Lovelace")
    assert page.evaluate_goal("the page thanks Ada Lovelace", evidence="page_text")
    plans = page.extract("the plans and their monthly prices", Plans)
    assert [(p.name, p.monthly_price_dollars) for p in plans.plans] == [("Basic", 5), ("Pro", 15)]
"""


def run(project: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:randomly", *args],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=900,
    )


def test_record_with_the_real_model_then_replay_offline(live_endpoint: LiveEndpoint, tmp_path: Path) -> None:
    (tmp_path / "signup.html").write_text(PAGE, encoding="utf-8")
    (tmp_path / "test_signup.py").write_text(TESTS, encoding="utf-8")
    (tmp_path / "pytest.ini").write_text(
        "[pytest]\nstagehand_timeout = 600000\nstagehand_llm_timeout = 240000\n", encoding="utf-8"
    )
    model = f"--stagehand-model=openai/{live_endpoint.model}"
    recorded = run(
        tmp_path, model, f"--stagehand-base-url={live_endpoint.base_url}", "--stagehand-cache=auto"
    )
    assert recorded.returncode == 0, recorded.stdout[-4000:]
    assert "LLM calls: 5" in recorded.stdout
    # The model is now unreachable: everything must come from the cache.
    replayed = run(tmp_path, model, "--stagehand-base-url=http://127.0.0.1:9/v1", "--stagehand-cache=replay")
    assert replayed.returncode == 0, replayed.stdout[-4000:]
    assert "LLM calls: 0 (every primitive was served from the cache)" in replayed.stdout
