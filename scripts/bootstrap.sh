#!/usr/bin/env bash
# Idempotent set-up for a fresh clone: virtual environment, dependencies, a Chromium
# (and, with --with-ffmpeg, an ffmpeg for --video). A second run only checks (a few seconds).
# Used by every Makefile target.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-python3}"
VENV=".venv"
STAMP="$VENV/.stagehand-deps"

if [ ! -x "$VENV/bin/python" ]; then
    echo "bootstrap: creating $VENV"
    "$PYTHON" -m venv "$VENV"
fi

# Reinstall only when the dependency list changed.
want="$(sha256sum pyproject.toml | cut -d' ' -f1)"
if [ "$(cat "$STAMP" 2>/dev/null || true)" != "$want" ]; then
    # pip's and setuptools' chatter (e.g. the notice every editable install prints) goes to a log;
    # a failed install prints the whole log, a deprecation warning is still shown.
    LOG="$VENV/pip-install.log"
    echo "bootstrap: installing dependencies (log: $LOG)"
    if ! { "$VENV/bin/python" -m pip install -q --disable-pip-version-check --upgrade pip \
        && "$VENV/bin/python" -m pip install -q --disable-pip-version-check -e ".[dev]"; } >"$LOG" 2>&1; then
        grep -v "^WARNING: Location" "$LOG" >&2
        echo "bootstrap: pip install failed (log: $LOG)" >&2
        exit 1
    fi
    grep -i "deprecat" "$LOG" >&2 || true
    "$VENV/bin/python" -c "import pytest_stagehand, playwright, pydantic" # fail loudly if the install did not work
    echo "$want" > "$STAMP"
fi

have_browser() {
    "$VENV/bin/python" - <<'PY'
import sys
from pytest_stagehand.browser import find_system_chromium, playwright_chromium_path
sys.exit(0 if (find_system_chromium() or playwright_chromium_path()) else 1)
PY
}

if ! have_browser; then
    echo "bootstrap: no Chromium found; trying 'playwright install chromium'"
    timeout 300 "$VENV/bin/python" -m playwright install chromium >/dev/null 2>&1 || true
fi
# Installs Debian packages when apt-get can be used (as root, or through sudo); otherwise says so.
apt_install() {
    local SUDO=""
    if [ "$(id -u)" != "0" ]; then
        if ! command -v sudo >/dev/null 2>&1; then
            echo "bootstrap: cannot install $* (not root, and no sudo)" >&2
            return 1
        fi
        SUDO="sudo"
    fi
    if [ -z "${APT_UPDATED:-}" ]; then
        $SUDO apt-get update -qq && APT_UPDATED=1
    fi
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

if ! have_browser && command -v apt-get >/dev/null 2>&1; then
    echo "bootstrap: Playwright could not download its browser; installing Debian's chromium"
    apt_install chromium || true
fi
if ! have_browser; then
    echo "bootstrap: no Chromium available. Install one (apt-get install chromium, or python -m playwright install chromium)" >&2
    exit 1
fi

# A headless run launches Chromium's headless shell when the system has one (pytest_stagehand/browser.py):
# about half the full browser's CPU a test (BENCHMARKS.md, "Test suite"). Debian packages it apart.
wants_headless_shell() {
    "$VENV/bin/python" - <<'PY'
import sys
from pytest_stagehand.browser import find_system_chromium, playwright_chromium_path
system = find_system_chromium(headless=True)
has_shell = system is not None and "headless-shell" in system.name
sys.exit(0 if not has_shell and playwright_chromium_path() is None else 1)
PY
}
if command -v apt-get >/dev/null 2>&1 && wants_headless_shell; then
    echo "bootstrap: installing Debian's chromium-headless-shell (headless runs at about half the CPU)"
    apt_install chromium-headless-shell \
        || echo "bootstrap: could not install chromium-headless-shell; headless runs use the full chromium" >&2
fi

# --video needs Playwright's ffmpeg, which cannot be downloaded everywhere; the plugin then links a
# system ffmpeg in its place. Only the project's own tests record video.
if [ "${1:-}" = "--with-ffmpeg" ] && ! command -v ffmpeg >/dev/null 2>&1; then
    if ! { command -v apt-get >/dev/null 2>&1 && echo "bootstrap: installing Debian's ffmpeg (for --video)" \
        && apt_install ffmpeg; }; then
        echo "bootstrap: no ffmpeg available. Install one (apt-get install ffmpeg, or python -m playwright install ffmpeg)" >&2
        exit 1
    fi
fi
