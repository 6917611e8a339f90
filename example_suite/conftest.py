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


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--shop",
        choices=("v1", "v2"),
        default="v1",
        help="which shop test_redesign.py drives: v1 (app/, where its cache was recorded) or the "
        "redesigned v2 (app_v2/), to see recorded actions heal",
    )


@pytest.fixture(scope="session")
def shop_url(request: pytest.FixtureRequest) -> str:
    """Base URL of the shop chosen with --shop (v1 by default)."""
    name = "app_v2_url" if request.config.getoption("--shop") == "v2" else "app_url"
    url: str = request.getfixturevalue(name)
    return url
