"""Finding a Chromium to launch when Playwright's own download is missing.

Playwright has no environment variable for a browser path, so the plugin overrides the
``browser_type_launch_args`` fixture and adds ``executable_path`` (see plugin.py). This module
only decides *which* binary: it never launches anything.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterable
from pathlib import Path

from .errors import BrowserNotFoundError

# Searched in order. The Debian package puts the real binary under /usr/lib/chromium;
# /usr/bin/chromium is a shell wrapper that adds flags and prints a warning, so the real one
# comes first.
SYSTEM_CHROMIUM_PATHS = (
    "/usr/lib/chromium/chromium",
    "/usr/lib/chromium-browser/chromium-browser",
    "/snap/bin/chromium",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
)
SYSTEM_CHROMIUM_COMMANDS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")

INSTALL_HINT = (
    "No Chromium found. Install one of:\n"
    "  python -m playwright install chromium        (needs access to Playwright's download host)\n"
    "  apt-get install -y --no-install-recommends chromium     (Debian/Ubuntu)\n"
    "or point the plugin at a binary with --stagehand-browser-path=/path/to/chromium "
    "(ini stagehand_browser_path, env STAGEHAND_BROWSER_PATH)."
)


def playwright_chromium_path() -> Path | None:
    """The Chromium that `playwright install` would have downloaded, if it is on disk."""
    from playwright.sync_api import sync_playwright

    # Asking Playwright for the path starts its driver (~0.3 s), so callers do this once per session.
    with sync_playwright() as p:
        path = Path(p.chromium.executable_path)
    return path if path.is_file() else None


def find_system_chromium(
    *,
    candidates: Iterable[str] = SYSTEM_CHROMIUM_PATHS,
    commands: Iterable[str] = SYSTEM_CHROMIUM_COMMANDS,
    which: Callable[[str], str | None] = shutil.which,
) -> Path | None:
    """The first system Chromium found, or None. Pure apart from file-system checks."""
    for candidate in candidates:
        path = Path(candidate)
        if path.is_file() and os.access(path, os.X_OK):
            return path
    for command in commands:
        found = which(command)
        if found:
            return Path(found)
    return None


def resolve_executable(
    configured: str | None,
    *,
    playwright_path: Callable[[], Path | None] = playwright_chromium_path,
    system_path: Callable[[], Path | None] = find_system_chromium,
) -> Path | None:
    """Which binary to pass as ``executable_path``; None means "let Playwright use its own".

    Order: an explicitly configured path (must exist), then Playwright's own Chromium (no
    override needed), then a system Chromium. Raises BrowserNotFoundError when there is none.
    """
    if configured:
        path = Path(configured).expanduser()
        if not path.is_file():
            raise BrowserNotFoundError(
                f"stagehand browser-path {configured!r} does not exist or is not a file.\n{INSTALL_HINT}"
            )
        return path
    if playwright_path() is not None:
        return None
    system = system_path()
    if system is None:
        raise BrowserNotFoundError(INSTALL_HINT)
    return system
