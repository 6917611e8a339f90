"""Finding a Chromium (and an ffmpeg for ``--video``) when Playwright's own downloads are missing.

Playwright has no environment variable for a browser path, so the plugin overrides the
``browser_type_launch_args`` fixture and adds ``executable_path`` (see fixtures.py). This module
only decides *which* binary: it never launches anything.

Video recording needs Playwright's ffmpeg, which Playwright looks for at one fixed place in its
browser cache (``<cache>/ffmpeg-<revision>/ffmpeg-linux``) and which no setting can move. When it is
missing and the system has an ffmpeg, :func:`provide_ffmpeg` links that one there: the same file
``playwright install ffmpeg`` would have put in the same place.

It also labels what the plugin does in Playwright's trace (:func:`trace_group`), the one place the
plugin writes into the browser's own records.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

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
# Chromium's headless shell (Debian: apt-get install chromium-headless-shell), tried first for a
# headless run, as Playwright does with its own: the full browser in headless mode also starts the
# browser's own interface pages, and costs more CPU a page (BENCHMARKS.md, "Test suite").
SYSTEM_HEADLESS_SHELL_PATHS = ("/usr/lib/chromium/chromium-headless-shell",)
SYSTEM_HEADLESS_SHELL_COMMANDS = ("chromium-headless-shell", "chrome-headless-shell")

INSTALL_HINT = (
    "No Chromium found. Install one of:\n"
    "  python -m playwright install chromium        (needs access to Playwright's download host)\n"
    "  apt-get install -y --no-install-recommends chromium chromium-headless-shell     (Debian/Ubuntu)\n"
    "or point the plugin at a binary with --stagehand-browser-path=/path/to/chromium "
    "(ini stagehand_browser_path, env STAGEHAND_BROWSER_PATH)."
)


def playwright_chromium_path() -> Path | None:
    """The Chromium that `playwright install` would have downloaded, if it is on disk."""
    from playwright.sync_api import sync_playwright

    # Asking Playwright for the path starts its driver (a subprocess), so callers do this once per session.
    with sync_playwright() as p:
        path = Path(p.chromium.executable_path)
    return path if path.is_file() else None


def find_system_chromium(
    *,
    headless: bool = False,
    candidates: Iterable[str] | None = None,
    commands: Iterable[str] | None = None,
    which: Callable[[str], str | None] = shutil.which,
) -> Path | None:
    """The first system Chromium found, or None; for a ``headless`` run, a headless shell before the
    full browser. Pure apart from file-system checks.

    The defaults are read at each call (not bound at import), so a conftest can empty
    SYSTEM_CHROMIUM_PATHS / SYSTEM_CHROMIUM_COMMANDS and the SYSTEM_HEADLESS_SHELL_ pair to see what a
    machine without a browser gets.
    """
    if headless:
        shell = _first_executable(SYSTEM_HEADLESS_SHELL_PATHS, SYSTEM_HEADLESS_SHELL_COMMANDS, which)
        if shell is not None:
            return shell
    return _first_executable(
        SYSTEM_CHROMIUM_PATHS if candidates is None else candidates,
        SYSTEM_CHROMIUM_COMMANDS if commands is None else commands,
        which,
    )


def _first_executable(
    candidates: Iterable[str], commands: Iterable[str], which: Callable[[str], str | None]
) -> Path | None:
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


# The executable's name inside Playwright's ffmpeg folder, per platform.
FFMPEG_EXECUTABLES = {"linux": "ffmpeg-linux", "darwin": "ffmpeg-mac", "win32": "ffmpeg-win64.exe"}

FFMPEG_HINT = (
    "--video needs Playwright's ffmpeg, which is not installed, and no ffmpeg was found on PATH. "
    "Install one of:\n"
    "  python -m playwright install ffmpeg        (needs access to Playwright's download host)\n"
    "  apt-get install -y --no-install-recommends ffmpeg     (Debian/Ubuntu; the plugin then uses it)"
)


def playwright_ffmpeg_path(
    chromium_executable: Path, *, browsers_json: Path | None = None, platform: str = sys.platform
) -> Path | None:
    """Where Playwright looks for its ffmpeg: beside its Chromium folder in the same browser cache, in
    the revision its driver names (``browsers.json``). None when that cannot be told."""
    registry = next((d.parent for d in chromium_executable.parents if d.name.startswith("chromium")), None)
    executable = FFMPEG_EXECUTABLES.get(platform)
    if registry is None or executable is None:
        return None
    if browsers_json is None:
        import playwright

        browsers_json = Path(playwright.__file__).parent / "driver" / "package" / "browsers.json"
    try:
        browsers = json.loads(browsers_json.read_text(encoding="utf-8"))["browsers"]
        revision = next(b["revision"] for b in browsers if b["name"] == "ffmpeg")
    except (OSError, ValueError, KeyError, StopIteration):
        return None
    return registry / f"ffmpeg-{revision}" / executable


def provide_ffmpeg(expected: Path, *, which: Callable[[str], str | None] = shutil.which) -> Path | None:
    """Make sure ``expected`` (Playwright's ffmpeg) exists: returns None when it already does, or the
    system ffmpeg now linked there. Raises BrowserNotFoundError with install hints when there is none,
    or when the link cannot be made (it names the command that would make it)."""
    if expected.is_file():
        return None
    found = which("ffmpeg")
    if found is None:
        raise BrowserNotFoundError(FFMPEG_HINT)
    system = Path(found).resolve()
    try:
        expected.parent.mkdir(parents=True, exist_ok=True)
        if expected.is_symlink() and not expected.exists():  # a link to an ffmpeg that has gone away
            expected.unlink()
        expected.symlink_to(system)
    except OSError as e:
        if isinstance(e, FileExistsError) and expected.is_file():
            return None  # another process (an xdist worker) linked it first
        raise BrowserNotFoundError(
            f"--video needs Playwright's ffmpeg at {expected}; linking the system one ({system}) there "
            f"failed: {e}. Run: mkdir -p '{expected.parent}' && ln -s '{system}' '{expected}'"
        ) from e
    return system


# A trace label longer than this is cut: the trace viewer shows one line per group.
TRACE_LABEL_CHARS = 160


@contextmanager
def trace_group(page: Page, label: str) -> Iterator[None]:
    """A labelled group in Playwright's trace (``Tracing.group``) around the block, so the trace
    viewer shows "act: click 'Add to cart'" instead of the unlabelled calls it made. Without a running
    trace the calls are no-ops; a page that cannot take them (closed, crashed) only loses the label."""
    tracing = page.context.tracing
    try:
        tracing.group(_trace_label(label))
    except PlaywrightError:
        yield
        return
    try:
        yield
    finally:
        with suppress(PlaywrightError):
            tracing.group_end()


def trace_label(page: Page, label: str) -> None:
    """An empty labelled group: a mark in the trace (a verdict's outcome, known only at its end)."""
    with trace_group(page, label):
        pass


def _trace_label(label: str) -> str:
    label = " ".join(label.split())
    return label if len(label) <= TRACE_LABEL_CHARS else label[: TRACE_LABEL_CHARS - 1] + "…"
