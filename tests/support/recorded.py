"""Recorded pytester projects, kept for the session: recording a project (a pytest run in a subprocess,
with a Chromium) is the slow part of the end-to-end tests, and many tests start from the same one.

The first test that asks for a project records it in its own pytester directory (checking what the
recording printed) and keeps a copy; every later test gets a fresh copy of that directory, as if it
had recorded it itself. Each copy is the test's own: what one test changes, no other sees. Under
xdist every worker records its own.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

# Left out of the kept copy: pytester's per-run temporary directories, and bytecode (its code objects
# hold the path they were compiled from, which would name the template's directory in tracebacks
# and heal reports instead of the test's own).
_NOT_COPIED = shutil.ignore_patterns("runpytest-*", "__pycache__")


class RecordedProjects:
    """Project directories by name, each recorded once by ``record(pytester)``."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def get(self, name: str, pytester: pytest.Pytester, record: Callable[[pytest.Pytester], None]) -> None:
        """Fill ``pytester.path`` with the recorded project ``name``: a copy of the first recording,
        or (for the first test that asks) a recording made there with ``record``."""
        template = self.root / name
        if template.is_dir():
            shutil.copytree(template, pytester.path, dirs_exist_ok=True, ignore=_NOT_COPIED)
            return
        record(pytester)  # raises if the recording went wrong: nothing is kept, the next test retries
        partial = self.root / f"{name}.partial"
        shutil.rmtree(partial, ignore_errors=True)
        shutil.copytree(pytester.path, partial, ignore=_NOT_COPIED)
        partial.rename(template)
