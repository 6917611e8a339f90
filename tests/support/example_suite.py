"""The example suite as a fresh clone has it: its git-tracked files, copied, and its committed cache."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def clone_example_suite(destination: Path) -> Path:
    """Copy the example_suite/ files git tracks (``git ls-files``), and only those: an untracked
    cache entry, report or helper must not be what makes the suite pass."""
    if shutil.which("git") is None or not (REPO / ".git").exists():
        pytest.skip("not a git checkout: which files a clean clone holds cannot be told")
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--", "example_suite"],
        cwd=REPO,
        capture_output=True,
        timeout=60,
        check=True,
    ).stdout.split(b"\0")
    paths = [name.decode() for name in listed if name]
    assert "example_suite/conftest.py" in paths, paths
    for path in paths:
        source, target = REPO / path, destination / path
        if source.is_file():  # a tracked file deleted in the work tree is not copied
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
    return destination / "example_suite"


def cache_files(root: Path) -> dict[str, bytes]:
    """The committed entry files (the local, git-ignored .last-run.json is left out)."""
    return {str(path.relative_to(root)): path.read_bytes() for path in sorted(root.glob("*.py.json"))}
