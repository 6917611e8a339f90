"""API keys never leak: not into exception messages (or their chained causes), reprs, logs, reports or
cache files."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest

from pytest_stagehand.errors import LLMAuthenticationError, LLMError, LLMProviderError
from pytest_stagehand.llm import Message, ProviderClient
from pytest_stagehand.llm.anthropic_provider import AnthropicClient
from pytest_stagehand.llm.google_provider import GoogleClient
from pytest_stagehand.llm.openai_provider import OpenAIClient
from tests.support.server import Site
from tests.wire.bodies import anthropic_error, gemini_error, openai_chat, openai_error
from tests.wire.server import Reply, WireServer
from tests.wire.support import Sleeps, element_choice_model, no_wait_policy

pytestmark = pytest.mark.allow_llm_requests

SECRET = "sk-SECRET-do-not-leak-7f3a9c2e1b"


@pytest.fixture
def wire() -> Iterator[WireServer]:
    server = WireServer().start()
    yield server
    server.stop()


@pytest.fixture(autouse=True)
def keys(monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GEMINI_API_KEY"):
        monkeypatch.setenv(variable, SECRET)
    monkeypatch.delenv("GOOGLE_API_KEY", raising=False)


def build(provider: str, wire: WireServer) -> ProviderClient:
    policy = no_wait_policy(1, Sleeps())
    if provider == "openai":
        return wire.track(OpenAIClient("gpt-4.1-mini", base_url=wire.url + "/v1", retry=policy))
    if provider == "anthropic":
        return wire.track(AnthropicClient("claude-haiku-4-5", base_url=wire.url, retry=policy))
    return wire.track(GoogleClient("gemini-2.5-flash", base_url=wire.url, retry=policy))


def echoing_rejection(provider: str) -> Reply:
    """A 401 whose message echoes the key, as some providers' error bodies do."""
    message = f"Incorrect API key provided: {SECRET}."
    if provider == "openai":
        return Reply(openai_error(message, code="invalid_api_key"), 401)
    if provider == "anthropic":
        return Reply(anthropic_error(message, kind="authentication_error"), 401)
    return Reply(gemini_error(401, message, "UNAUTHENTICATED"), 401)


def log_everything(caplog: pytest.LogCaptureFixture) -> None:
    """DEBUG on the root and on the SDKs' own loggers (which set their own levels)."""
    caplog.set_level(logging.DEBUG)
    for name in (
        "openai",
        "anthropic",
        "google_genai",
        "httpx",
        "httpx2",
        "httpcore",
        "httpcore2",
        "pytest_stagehand",
    ):
        caplog.set_level(logging.DEBUG, logger=name)


def exception_chain_text(error: BaseException) -> str:
    parts: list[str] = []
    current: BaseException | None = error
    while current is not None:
        parts += [str(current), repr(current), repr(current.args)]
        current = current.__cause__ or (None if current.__suppress_context__ else current.__context__)
    return "\n".join(parts)


@pytest.mark.parametrize("provider", ["openai", "anthropic", "google"])
def test_a_key_echoed_by_the_server_appears_in_no_error_repr_or_log(
    provider: str, wire: WireServer, caplog: pytest.LogCaptureFixture
) -> None:
    log_everything(caplog)
    wire.reply(echoing_rejection(provider))
    llm = build(provider, wire)

    with pytest.raises(LLMAuthenticationError) as caught:
        llm.generate([Message("user", "hi")], element_choice_model())

    assert "Incorrect API key provided: ***." in str(caught.value)
    assert SECRET not in exception_chain_text(caught.value)
    assert SECRET not in repr(llm)
    assert SECRET not in caplog.text
    assert wire.requests  # the key was really sent, so the checks above are meaningful
    assert any(SECRET in value for value in wire.requests[0].headers.values())


@pytest.mark.parametrize("provider", ["openai", "anthropic", "google"])
def test_a_server_error_and_successful_calls_log_no_key(
    provider: str, wire: WireServer, caplog: pytest.LogCaptureFixture
) -> None:
    log_everything(caplog)
    failure = {
        "openai": Reply(openai_error("boom", kind="server_error"), 500),
        "anthropic": Reply(anthropic_error("boom", kind="api_error"), 500),
        "google": Reply(gemini_error(500, "boom", "INTERNAL"), 500),
    }[provider]
    wire.reply(failure, failure)
    with pytest.raises(LLMProviderError) as caught:
        build(provider, wire).generate([Message("user", "hi")], element_choice_model())
    assert SECRET not in exception_chain_text(caught.value)
    assert SECRET not in caplog.text


def test_a_successful_call_keeps_the_key_out_of_logs_and_response(
    wire: WireServer, caplog: pytest.LogCaptureFixture
) -> None:
    log_everything(caplog)
    wire.reply(Reply(openai_chat('{"elementId": "0-1", "method": "click"}')))
    response = build("openai", wire).generate([Message("user", "hi")], element_choice_model())
    assert SECRET not in repr(response)
    assert "HTTP Request: POST" in caplog.text or "Request options" in caplog.text  # logs were on
    assert SECRET not in caplog.text


def test_errors_raised_before_any_request_hold_no_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ANTHROPIC_API_KEY")
    with pytest.raises(LLMError) as caught:
        AnthropicClient("claude-haiku-4-5").generate([Message("user", "hi")], element_choice_model())
    assert SECRET not in exception_chain_text(caught.value)


SESSION_TESTS = """
def test_extract_is_recorded(page):
    page.goto({url!r})
    assert page.extract("the greeting") == {{"extraction": "hello"}}

def test_rejected_key(page):
    page.goto({url!r})
    page.extract("the greeting, again")
"""


def test_a_whole_session_keeps_the_key_out_of_output_reports_and_cache_files(
    pytester: pytest.Pytester, wire: WireServer, site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Real plugin, real Chromium, the real openai SDK against a local server that echoes the key back
    in a 401: the key must appear in no terminal output, JUnit or Allure report, or cache file."""
    url = site.add("/security.html", "<title>Hi</title><p>hello</p>")
    wire.reply(
        Reply(openai_chat('{"extraction": "hello"}')),
        Reply(openai_error(f"Incorrect API key provided: {SECRET}.", code="invalid_api_key"), 401),
    )
    pytester.makepyfile(test_session=SESSION_TESTS.format(url=url))
    monkeypatch.setenv("PLAYWRIGHT_BROWSERS_PATH", str(pytester.mkdir("no-playwright-browsers")))
    result = pytester.runpytest_subprocess(
        "-v",
        "-l",  # tracebacks with local variables: the client and the settings are among them
        "-p",
        "no:cacheprovider",
        "--stagehand-model=openai/gpt-4.1-mini",
        f"--stagehand-base-url={wire.url}/v1",
        "--stagehand-verbose=2",
        "--junitxml=report.xml",
        "--alluredir=allure",
        timeout=120,
    )
    result.assert_outcomes(passed=1, failed=1)
    output = result.stdout.str() + result.stderr.str()
    assert "LLMAuthenticationError" in output
    assert "Incorrect API key provided: ***." in output
    assert [r.headers["authorization"] for r in wire.requests] == [f"Bearer {SECRET}"] * 2

    cache_files = [p for p in (pytester.path / ".stagehand-cache").rglob("*") if p.is_file()]
    assert any('"hello"' in p.read_text() for p in cache_files), "the passing test recorded nothing"
    reports = [
        pytester.path / "report.xml",
        *(p for p in (pytester.path / "allure").rglob("*") if p.is_file()),
    ]
    assert len(reports) > 2
    assert "Incorrect API key provided: ***." in reports[0].read_text()  # the failure is in the report
    assert SECRET not in output
    written = [p for p in pytester.path.rglob("*") if p.is_file()]  # reports, cache, anything else
    assert set(cache_files + reports) <= set(written)
    for path in written:
        assert SECRET not in path.read_text(errors="replace"), path
