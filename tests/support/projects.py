"""Source snippets for the small user projects that pytester tests write and run."""

from __future__ import annotations


def static_app_fixture(name: str) -> str:
    """Conftest source for a session fixture ``name`` serving the project's ``app/`` folder on a free
    loopback port (its value is the base URL)."""
    return f"""
import threading as _threading
from functools import partial as _partial
from http.server import SimpleHTTPRequestHandler as _Handler, ThreadingHTTPServer as _Server
from pathlib import Path as _Path

import pytest as _pytest


class _Quiet(_Handler):
    def log_message(self, *args):
        pass


@_pytest.fixture(scope="session")
def {name}():
    server = _Server(("127.0.0.1", 0), _partial(_Quiet, directory=str(_Path(__file__).parent / "app")))
    _threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{{server.server_address[1]}}"
    server.shutdown()
    server.server_close()
"""
