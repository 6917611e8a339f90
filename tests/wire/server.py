"""A scripted HTTP server: records every request and answers from a queue of replies.

The provider SDKs run for real against it, so the tests see exactly the bytes an SDK sends and
exercise exactly the parsing it does on a realistic answer.
"""

from __future__ import annotations

import json
import threading
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Protocol, TypeVar


class Closable(Protocol):
    def close(self) -> None: ...


C = TypeVar("C", bound=Closable)


@dataclass(frozen=True)
class Reply:
    """One scripted answer. ``drop`` closes the connection without answering; ``hold_s`` stalls
    the answer (to trigger a client timeout), cut short when the server stops."""

    body: Any = None
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    drop: bool = False
    hold_s: float = 0.0


@dataclass(frozen=True)
class Recorded:
    method: str
    path: str
    headers: dict[str, str]
    body: bytes

    @property
    def json(self) -> Any:
        return json.loads(self.body)


class WireServer:
    def __init__(self) -> None:
        self.requests: list[Recorded] = []
        self._replies: deque[Reply] = deque()
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._server: ThreadingHTTPServer | None = None
        self._clients: list[Closable] = []

    def track(self, client: C) -> C:
        """Close this client when the server stops (an unclosed SDK client leaks its sockets)."""
        self._clients.append(client)
        return client

    @property
    def url(self) -> str:
        assert self._server is not None, "wire server is not started"
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}"

    def reply(self, *replies: Reply) -> None:
        with self._lock:
            self._replies.extend(replies)

    @property
    def unused_replies(self) -> int:
        return len(self._replies)

    def _next(self, recorded: Recorded) -> Reply:
        with self._lock:
            self.requests.append(recorded)
            if self._replies:
                return self._replies.popleft()
        return Reply({"error": {"message": f"wire server: no scripted reply for {recorded.path}"}}, 599)

    def start(self) -> WireServer:
        wire = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                body = self.rfile.read(length)
                headers = {k.lower(): v for k, v in self.headers.items()}
                reply = wire._next(Recorded("POST", self.path, headers, body))
                if reply.hold_s:
                    wire._stopping.wait(reply.hold_s)
                if reply.drop:
                    self.close_connection = True
                    return
                data = reply.body if isinstance(reply.body, bytes) else json.dumps(reply.body).encode()
                if isinstance(reply.body, str):
                    data = reply.body.encode()
                self.send_response(reply.status)
                if "Content-Type" not in reply.headers:
                    self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for name, value in reply.headers.items():
                    self.send_header(name, value)
                self.end_headers()
                try:
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    return  # the client gave up (a timeout test); nothing to deliver

            def log_message(self, format: str, *args: object) -> None:
                return

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, name="wire-server", daemon=True
        ).start()
        return self

    def stop(self) -> None:
        for client in self._clients:
            client.close()
        self._stopping.set()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
