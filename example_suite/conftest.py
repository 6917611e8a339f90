"""Serves the example shop app on a free local port for the example suite."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

APP_DIR = Path(__file__).parent / "app"
APP_V2_DIR = Path(__file__).parent / "app_v2"


class QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        return


def _serve(directory: Path) -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(QuietHandler, directory=str(directory)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def app_url() -> Iterator[str]:
    """Base URL of the shop app, served from example_suite/app on 127.0.0.1."""
    yield from _serve(APP_DIR)


@pytest.fixture(scope="session")
def app_v2_url() -> Iterator[str]:
    """Base URL of the redesigned shop (example_suite/app_v2; see app_v2/DRIFT.md)."""
    yield from _serve(APP_V2_DIR)
