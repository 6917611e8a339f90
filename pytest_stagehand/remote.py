"""Connecting to a browser that runs elsewhere instead of launching one.

Suites that outgrow one machine run their browsers where the team already runs them: a Playwright
server (``playwright run-server`` / ``launchServer``, a ``ws://`` endpoint) or anything that speaks
CDP (Browserless, Selenium Grid 4, cloud browsers). pytest-playwright launches through its
``launch_browser`` fixture; the plugin's override (fixtures.py) calls :func:`connect_browser` when a
``connect`` or ``cdp`` setting is given.

Credentials never appear in what is printed: header values come from environment variables named in
the settings, and endpoints are shown without ``user:password@`` and without query values.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from playwright.sync_api import Browser, BrowserType
from playwright.sync_api import Error as PlaywrightError

from .config import Settings, endpoint_for_display
from .errors import BrowserConnectError, ConfigError

_URL = re.compile(r"\b(?:wss?|https?)://[^\s'\"<>]+")

# Playwright's server answers a client of another minor version with this box (playwrightServer.ts).
_SERVER_VERSION = re.compile(r"server version: v(\d+\.\d+(?:\.\d+)?)")


def is_remote(settings: Settings) -> bool:
    return bool(settings.connect or settings.cdp)


def connect_headers(settings: Settings, env: Mapping[str, str]) -> dict[str, str]:
    """The headers to send, read from the environment variables the settings name."""
    missing = [var for _name, var in settings.connect_headers if not env.get(var)]
    if missing:
        raise ConfigError(
            f"stagehand connect-headers names environment variable(s) that are not set: {', '.join(missing)}; "
            "export them (their values are sent as the headers and never printed)."
        )
    return {name: env[var] for name, var in settings.connect_headers}


def connect_browser(
    browser_type: BrowserType,
    settings: Settings,
    env: Mapping[str, str],
    launch_options: Mapping[str, Any],
) -> Browser:
    """Connect as the settings say; a typed error, bounded by ``connect_timeout``, when it cannot."""
    if settings.connect and settings.cdp:
        raise ConfigError(
            "stagehand connect and cdp are both set; a session talks to one browser: keep "
            "--stagehand-connect for a Playwright server or --stagehand-cdp for a CDP endpoint."
        )
    headers = connect_headers(settings, env)
    endpoint = settings.connect or settings.cdp
    assert endpoint is not None  # callers check is_remote()
    try:
        if settings.connect:
            # A Playwright server launches the browser itself: it reads the launch options (headless,
            # args, slow_mo...) from this header, as pytest-playwright's own connect_options path does.
            # A local executable_path means nothing on another machine.
            remote_options = {k: v for k, v in launch_options.items() if k != "executable_path"}
            return browser_type.connect(
                endpoint,
                timeout=settings.connect_timeout,
                headers={"x-playwright-launch-options": json.dumps(remote_options), **headers},
            )
        return browser_type.connect_over_cdp(endpoint, timeout=settings.connect_timeout, headers=headers)
    except PlaywrightError as e:
        raise BrowserConnectError(
            connect_failure_message(
                kind="Playwright server" if settings.connect else "CDP endpoint",
                endpoint=endpoint,
                error=str(e),
                secrets=list(headers.values()),
                timeout_ms=settings.connect_timeout,
            )
        ) from None


def connect_failure_message(
    *, kind: str, endpoint: str, error: str, secrets: list[str], timeout_ms: int
) -> str:
    """What a failed connection says: the endpoint without credentials, Playwright's own words (with
    any secret and the raw endpoint taken out), and what to do."""
    shown = endpoint_for_display(endpoint)
    # Playwright's message repeats the endpoint, sometimes rewritten (".../json/version/?token=..."), in
    # its call log: every URL in it is shown the way the endpoint is, then the call log is dropped
    # (it says the same thing five times).
    detail = _URL.sub(lambda m: endpoint_for_display(m.group(0)), error).split("Call log:", 1)[0]
    for secret in [*secrets, *_credentials_of(endpoint)]:
        if secret:
            detail = detail.replace(secret, "***")
    version = _SERVER_VERSION.search(detail)
    if version:
        hint = (
            f"The server runs Playwright {version.group(1)}; install the same version here: "
            f"pip install 'playwright=={version.group(1)}.*' (or run a server of this client's version)."
        )
    else:
        hint = (
            f"Check that it is running and reachable from this machine (waited up to {timeout_ms} ms; "
            "--stagehand-connect-timeout changes that)."
        )
    return f"could not connect to the {kind} at {shown}.\n{hint}\nPlaywright said: {detail.strip()}"


def _credentials_of(endpoint: str) -> list[str]:
    """The password and query values of an endpoint: taken out wherever else they appear."""
    try:
        parts = urlsplit(endpoint)
    except ValueError:
        return []
    found = [value for _name, value in parse_qsl(parts.query) if len(value) >= 4]
    if parts.password:
        found.append(parts.password)
    return found
