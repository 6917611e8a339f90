"""Remote browsers: a Playwright server (--stagehand-connect) and a CDP endpoint (--stagehand-cdp).

The servers run on loopback as separate processes (tests/support/remote_browsers.py); the example
suite passes through a real ``playwright run-server``. Failures are checked against endpoints that
answer the way an unreachable host, an auth gateway and a Playwright server of another version do.
"""

from __future__ import annotations

import http.server
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from pytest_stagehand.config import Settings, endpoint_for_display, parse_header_refs, resolve_settings
from pytest_stagehand.errors import ConfigError
from pytest_stagehand.remote import connect_failure_message, connect_headers
from tests.support.example_suite import cache_files, clone_example_suite
from tests.support.remote_browsers import cdp_chromium, free_port, playwright_server

SECRET = "s3cr3t-t0ken-value"


def test_endpoints_are_shown_without_credentials_or_query_values() -> None:
    assert endpoint_for_display("wss://user:pw@grid.example:443/play?token=abc&x=1") == (
        "wss://***@grid.example:443/play?token=***&x=***"
    )
    assert endpoint_for_display("ws://127.0.0.1:3000/") == "ws://127.0.0.1:3000/"


def test_header_references_name_variables_never_values() -> None:
    assert parse_header_refs("Authorization=GRID_AUTH, X-Api-Key=KEY_2") == (
        ("Authorization", "GRID_AUTH"),
        ("X-Api-Key", "KEY_2"),
    )
    with pytest.raises(ConfigError, match="Header-Name=ENVIRONMENT_VARIABLE"):
        parse_header_refs("Authorization=Bearer abc")
    settings = Settings(connect_headers=(("Authorization", "GRID_AUTH"),))
    assert connect_headers(settings, {"GRID_AUTH": SECRET}) == {"Authorization": SECRET}
    with pytest.raises(ConfigError, match="GRID_AUTH") as missing:
        connect_headers(settings, {})
    assert "export" in str(missing.value)


def test_settings_reject_a_non_websocket_server_endpoint_and_describe_without_secrets(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="ws or wss"):
        resolve_settings(cli={"connect": "http://host:3000"}, env={}, ini={}, rootdir=tmp_path)
    settings = resolve_settings(
        cli={"cdp": f"https://user:{SECRET}@browser.example/?token={SECRET}"},
        env={"STAGEHAND_CONNECT_HEADERS": "Authorization=GRID_AUTH"},
        ini={},
        rootdir=tmp_path,
    )
    described = "\n".join(settings.describe())
    assert SECRET not in described
    assert "cdp='https://***@browser.example/?token=***'" in described
    assert "GRID_AUTH" in described


def test_a_failure_message_scrubs_every_url_form_playwright_prints() -> None:
    endpoint = f"http://127.0.0.1:9/?token={SECRET}"
    error = (
        f"BrowserType.connect_over_cdp: Unexpected status 401 when connecting to "
        f"http://127.0.0.1:9/json/version/?token={SECRET}.\nCall log:\n  - retrieving {endpoint} Bearer {SECRET}2"
    )
    message = connect_failure_message(
        kind="CDP endpoint", endpoint=endpoint, error=error, secrets=[f"Bearer {SECRET}2"], timeout_ms=5000
    )
    assert SECRET not in message
    assert "http://127.0.0.1:9/?token=***" in message
    assert "Call log" not in message
    assert "5000 ms" in message


@contextmanager
def answering(status: int, body: str) -> Iterator[tuple[str, list[dict[str, str]]]]:
    """An HTTP endpoint that answers every request with ``status`` and records the request headers."""
    seen: list[dict[str, str]] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            seen.append(dict(self.headers))
            data = body.encode()
            self.send_response(status)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"127.0.0.1:{server.server_address[1]}", seen
    finally:
        server.shutdown()
        server.server_close()


THREE_PAGE_TESTS = """
def test_one(page):
    page.set_content("<button>One</button>")
    assert page.get_by_role("button").inner_text() == "One"

def test_two(page):
    page.set_content("<h1>Two</h1>")
    assert page.snapshot().text

def test_three(page):
    page.set_content("<p>Three</p>")
"""


def run_project(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    pytester.makepyfile(test_remote=THREE_PAGE_TESTS)
    return pytester.runpytest_subprocess(
        "--stagehand-cache=off", "-p", "no:cacheprovider", *args, timeout=180
    )


def test_an_unreachable_endpoint_stops_the_session_once_naming_it_without_credentials(
    pytester: pytest.Pytester,
) -> None:
    port = free_port()  # nothing listens there
    result = run_project(
        pytester,
        f"--stagehand-connect=ws://qa:{SECRET}@127.0.0.1:{port}/?token={SECRET}",
        "--stagehand-connect-timeout=3000",
    )
    output = result.stdout.str() + result.stderr.str()
    assert result.ret == pytest.ExitCode.USAGE_ERROR, output
    assert output.count("could not connect to the Playwright server") == 1, output
    assert f"ws://***@127.0.0.1:{port}/?token=***" in output
    assert "ECONNREFUSED" in output
    assert SECRET not in output


def test_headers_come_from_the_environment_and_are_never_printed(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    with answering(401, "unauthorized") as (host, seen):
        monkeypatch.setenv("GRID_AUTH", f"Bearer {SECRET}")
        result = run_project(
            pytester,
            f"--stagehand-cdp=http://{host}/",
            "--stagehand-connect-headers=Authorization=GRID_AUTH",
            "--stagehand-connect-timeout=5000",
        )
    output = result.stdout.str() + result.stderr.str()
    assert result.ret == pytest.ExitCode.USAGE_ERROR, output
    assert seen
    assert seen[0].get("Authorization") == f"Bearer {SECRET}"
    assert f"could not connect to the CDP endpoint at http://{host}/" in output
    assert "401" in output
    assert SECRET not in output


def test_a_server_of_another_playwright_version_says_what_to_install(pytester: pytest.Pytester) -> None:
    box = "Playwright version mismatch:\n  - server version: v1.47\n  - client version: v1.65\n"
    with answering(428, box) as (host, _seen):
        result = run_project(
            pytester, f"--stagehand-connect=ws://{host}/", "--stagehand-connect-timeout=5000"
        )
    output = result.stdout.str() + result.stderr.str()
    assert result.ret == pytest.ExitCode.USAGE_ERROR, output
    assert "version mismatch" in output
    assert "pip install 'playwright==1.47.*'" in output


def test_tests_run_in_a_browser_reached_over_cdp(pytester: pytest.Pytester, tmp_path: Path) -> None:
    with cdp_chromium(tmp_path) as endpoint:
        result = run_project(pytester, f"--stagehand-cdp={endpoint}")
    result.assert_outcomes(passed=3)


def test_the_example_suite_passes_through_a_playwright_server(tmp_path: Path) -> None:
    suite = clone_example_suite(tmp_path / "clone")
    before = cache_files(suite / ".stagehand-cache")
    env = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(("STAGEHAND_", "OPENAI_", "ANTHROPIC_", "GEMINI_", "GOOGLE_")) and name != "CI"
    }
    with playwright_server(tmp_path) as endpoint:
        result = subprocess.run(
            [
                sys.executable,
                "-m",
                "pytest",
                "--stagehand-cache=replay",
                f"--stagehand-connect={endpoint}",
                "--stagehand-base-url=http://127.0.0.1:9/v1",
                "-p",
                "no:cacheprovider",
            ],
            cwd=suite,
            env=env,
            capture_output=True,
            text=True,
            timeout=900,
        )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "LLM calls: 0" in output, output
    assert f"connect={endpoint!r} (cli)" in output, output
    # The suite's browser was the server's: it served the session's connection.
    assert "serving connection" in (tmp_path / "playwright-server.log").read_text(), output
    assert cache_files(suite / ".stagehand-cache") == before
