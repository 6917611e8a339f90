"""Remote browsers on loopback for the tests: a Playwright server (``playwright run-server``) and a
Chromium with its DevTools (CDP) port open, each a separate process like a remote machine's."""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import playwright

from pytest_stagehand.browser import find_system_chromium

START_TIMEOUT_S = 60.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _browsers_dir_with_system_chromium(root: Path) -> Path:
    """A PLAYWRIGHT_BROWSERS_PATH whose headless shell is the system's (its full Chromium when it has no
    shell): the server launches its own browser from there, as it would where ``playwright install`` ran."""
    chromium = find_system_chromium(headless=True)
    if chromium is None:
        raise RuntimeError("no system Chromium to serve")
    browsers = json.loads((Path(playwright.__file__).parent / "driver/package/browsers.json").read_text())
    revision = next(b["revision"] for b in browsers["browsers"] if b["name"] == "chromium-headless-shell")
    shell = (
        root
        / f"chromium_headless_shell-{revision}"
        / "chrome-headless-shell-linux64"
        / "chrome-headless-shell"
    )
    shell.parent.mkdir(parents=True, exist_ok=True)
    if not shell.exists():
        shell.symlink_to(chromium)
    return root


def _wait_for_line(process: subprocess.Popen[bytes], log: Path, pattern: str) -> re.Match[str]:
    """Wait (bounded) for the process to print a line matching ``pattern`` to its log file. A file, not
    a pipe: nobody reads a pipe once the server is up, and a full pipe would stall the server."""
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        text = log.read_text(errors="replace") if log.exists() else ""
        if match := re.search(pattern, text):
            return match
        if process.poll() is not None:
            break
        time.sleep(0.05)
    _stop(process)
    raise RuntimeError(f"server did not start: {log.read_text(errors='replace')[-2000:]}")


@contextmanager
def _running(command: list[str], log: Path, pattern: str, env: dict[str, str] | None = None) -> Iterator[str]:
    """Run ``command`` until the block ends; yields the first group of ``pattern`` in its output."""
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("wb") as out:
        # A session of its own: `python -m playwright run-server` runs the server in a child (node),
        # which must stop with it rather than live on after the test.
        process = subprocess.Popen(
            command, stdout=out, stderr=subprocess.STDOUT, env=env, start_new_session=True
        )
    try:
        yield _wait_for_line(process, log, pattern).group(1)
    finally:
        _stop(process)


def _stop(process: subprocess.Popen[bytes]) -> None:
    """Stop the process and every process it started (its session's group), bounded."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, sig)
        try:
            process.wait(timeout=30)
            return
        except subprocess.TimeoutExpired:
            continue


@contextmanager
def playwright_server(tmp: Path) -> Iterator[str]:
    """``playwright run-server`` on a free loopback port; yields its ws:// endpoint. The server logs each
    connection it serves to ``tmp / "playwright-server.log"`` (``DEBUG=pw:server``)."""
    browsers = _browsers_dir_with_system_chromium(tmp / "browsers")
    env = dict(os.environ, PLAYWRIGHT_BROWSERS_PATH=str(browsers), DEBUG="pw:server")
    command = [
        sys.executable,
        "-m",
        "playwright",
        "run-server",
        "--host",
        "127.0.0.1",
        "--port",
        str(free_port()),
    ]
    with _running(command, tmp / "playwright-server.log", r"Listening on (ws://\S+)", env) as endpoint:
        yield endpoint


@contextmanager
def cdp_chromium(tmp: Path) -> Iterator[str]:
    """A headless system Chromium with remote debugging on a free port; yields its http:// endpoint."""
    chromium = find_system_chromium(headless=True)
    if chromium is None:
        raise RuntimeError("no system Chromium")
    port = free_port()
    command = [
        str(chromium),
        "--headless",
        "--no-sandbox",
        f"--remote-debugging-port={port}",
        "--remote-debugging-address=127.0.0.1",
        f"--user-data-dir={tmp / 'profile'}",
        "about:blank",
    ]
    with _running(command, tmp / "chromium.log", r"DevTools listening on (ws://\S+)"):
        yield f"http://127.0.0.1:{port}"
