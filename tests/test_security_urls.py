"""Security: a variable's value that reaches the URL (a GET form) stays out of every URL the plugin
stores or prints: cache keys, error ``url:`` lines, history (what Allure shows) (issue 24, item 3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_stagehand import StagehandPage
from pytest_stagehand.actions.variables import Secrets
from pytest_stagehand.cache import CacheStore
from pytest_stagehand.config import CacheMode, Settings
from pytest_stagehand.errors import ActError
from pytest_stagehand.runtime.state import StagehandRuntime
from pytest_stagehand.snapshot import capture_snapshot
from pytest_stagehand.testing import ScriptedLLM
from tests.support.pipeline import choice, id_of
from tests.support.server import Site

SECRET = "hunter2-Zq"
FORM = """<!doctype html><title>Login</title>
<form method=get action="/url-welcome.html">
  <label>User <input name=u value=ada></label>
  <label>Password <input name=pw type=password></label>
  <button>Log in</button>
</form>"""
WELCOME = "<!doctype html><title>Welcome</title><button>Continue</button>"


def test_a_secret_in_the_query_is_scrubbed_from_keys_errors_and_history(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    page.goto(site.add("/url-login.html", FORM))
    site.add("/url-welcome.html", WELCOME)
    snap = capture_snapshot(page)
    password, login = id_of(snap, "textbox", "Password"), id_of(snap, "button", "Log in")
    runtime = StagehandRuntime(
        settings=Settings(cache=CacheMode.AUTO),
        test_id="tests/test_x.py::test_x",
        test_file="tests/test_x.py",
        test_name="test_x",
        store=CacheStore(tmp_path, "auto"),
    )
    runtime.llm = ScriptedLLM(
        [
            choice(password, "Password", "fill", "%pw%"),
            choice(login, "Log in", "click"),
            choice("0-0", "Continue", "click"),
            {"elementId": "none", "description": "", "method": "click", "arguments": [], "twoStep": False},
        ]
    )
    page._stagehand = runtime
    page.act("type %pw% into the password field", variables={"pw": SECRET})
    page.act("click Log in")
    page.wait_for_url("**/url-welcome.html?*")
    assert SECRET in page.url  # the page itself has it: the test's own business
    page.act("click Continue")
    with pytest.raises(ActError) as caught:
        page.act("click the Delete button")

    assert SECRET not in str(caught.value)
    assert "%pw%" in str(caught.value)  # the URL is still there, with the name in place of the value
    assert all(SECRET not in entry.url for entry in page.history)
    assert all(SECRET not in (entry.error or "") for entry in page.history)
    runtime.finish(passed=True)
    stored = "\n".join(path.read_text(encoding="utf-8") for path in tmp_path.rglob("*") if path.is_file())
    assert "url-welcome.html" in stored
    assert SECRET not in stored


@pytest.mark.parametrize(
    ("url", "scrubbed"),
    [
        ("http://h/p?pw=s3cr&u=ada", "http://h/p?pw=%pw%&u=ada"),
        ("http://h/p?pw=a%40b+c&u=ada", "http://h/p?pw=%pw2%&u=ada"),
        ("http://h/p/s3cr/x#s3cr", "http://h/p/%pw%/x#%pw%"),
        ("http://h/p?q=1", "http://h/p?q=1"),
    ],
)
def test_scrub_url(url: str, scrubbed: str) -> None:
    secrets = Secrets()
    secrets.remember({"pw": "s3cr", "pw2": "a@b c"})
    assert secrets.scrub_url(url) == scrubbed
