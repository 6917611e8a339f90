"""Where in the user's test a selector call was made: the first stack frame outside our own code.

Frames inside pytest-stagehand, Playwright, pytest, pluggy and greenlet are skipped; what remains is the
test (or the helper it called), which is the line a reviewer must change.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import FrameType

import _pytest
import playwright
import pluggy


def _package_dir(module: object) -> str:
    return str(Path(str(getattr(module, "__file__", ""))).resolve().parent)


def _greenlet_dir() -> str:
    spec = importlib.util.find_spec("greenlet")  # Playwright's sync API runs on greenlet (untyped)
    origin = spec.origin if spec is not None else None
    return str(Path(origin).resolve().parent) if origin else "<no greenlet>"


# This package's own directory from this file's place in it (``pytest_stagehand/healing/``): importing
# the package itself here would be an import against the layer order.
_OUR_DIR = str(Path(__file__).resolve().parent.parent)

SKIPPED_DIRS: tuple[str, ...] = (
    _OUR_DIR,
    *(_package_dir(module) for module in (playwright, _pytest, pluggy)),
    _greenlet_dir(),
)


def is_library_file(filename: str, skipped_dirs: tuple[str, ...] = SKIPPED_DIRS) -> bool:
    """True for frames that are not the user's code (ours, Playwright's, pytest's, synthetic ones)."""
    if filename.startswith("<"):
        return True
    resolved = str(Path(filename).resolve())
    return any(resolved == d or resolved.startswith(d + "/") for d in skipped_dirs)


def format_location(filename: str, line: int, rootdir: Path) -> str:
    """``tests/test_x.py:42`` relative to ``rootdir`` (POSIX), or the absolute path outside it."""
    path = Path(filename).resolve()
    try:
        shown = path.relative_to(rootdir.resolve()).as_posix()
    except ValueError:
        shown = path.as_posix()
    return f"{shown}:{line}"


def call_site(rootdir: Path, start: FrameType | None = None) -> str:
    """``file:line`` of the first user frame at or above ``start`` (default: the caller); "" if none."""
    frame: FrameType | None = start if start is not None else sys._getframe(1)
    while frame is not None:
        if not is_library_file(frame.f_code.co_filename):
            return format_location(frame.f_code.co_filename, frame.f_lineno, rootdir)
        frame = frame.f_back
    return ""
