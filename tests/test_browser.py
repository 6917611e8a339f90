"""Which Chromium the plugin launches: configured path, Playwright's own, then a system one."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from pytest_stagehand import browser
from pytest_stagehand.browser import (
    INSTALL_HINT,
    find_system_chromium,
    playwright_ffmpeg_path,
    provide_ffmpeg,
    resolve_executable,
)
from pytest_stagehand.errors import BrowserNotFoundError


def make_binary(tmp_path: Path, name: str) -> Path:
    path = tmp_path / name
    path.write_text("#!/bin/sh\n")
    path.chmod(0o755)
    return path


def test_playwrights_own_browser_needs_no_override(tmp_path: Path) -> None:
    own = make_binary(tmp_path, "pw-chrome")
    assert resolve_executable(None, playwright_path=lambda: own, system_path=lambda: None) is None


def test_system_chromium_is_used_when_playwrights_is_missing(tmp_path: Path) -> None:
    system = make_binary(tmp_path, "chromium")
    assert resolve_executable(None, playwright_path=lambda: None, system_path=lambda: system) == system


def test_configured_path_wins_over_everything(tmp_path: Path) -> None:
    configured = make_binary(tmp_path, "my-chrome")
    own = make_binary(tmp_path, "pw-chrome")
    assert resolve_executable(str(configured), playwright_path=lambda: own) == configured


def test_configured_path_that_does_not_exist_is_a_clear_error() -> None:
    with pytest.raises(BrowserNotFoundError, match="'/no/such/chrome' does not exist") as info:
        resolve_executable("/no/such/chrome", playwright_path=lambda: None)
    assert "apt-get install" in str(info.value)


def test_no_browser_anywhere_says_how_to_install_one() -> None:
    with pytest.raises(BrowserNotFoundError) as info:
        resolve_executable(None, playwright_path=lambda: None, system_path=lambda: None)
    assert str(info.value) == INSTALL_HINT
    assert "playwright install chromium" in INSTALL_HINT


def test_find_system_chromium_prefers_known_paths_then_path_lookup(tmp_path: Path) -> None:
    real = make_binary(tmp_path, "real-chromium")
    not_executable = tmp_path / "plain-file"
    not_executable.write_text("")
    assert (
        find_system_chromium(candidates=[str(not_executable), str(real)], commands=[], which=lambda _: None)
        == real
    )
    assert find_system_chromium(
        candidates=[str(tmp_path / "missing")],
        commands=["chromium-browser"],
        which=lambda name: "/opt/bin/" + name,
    ) == Path("/opt/bin/chromium-browser")
    assert find_system_chromium(candidates=[], commands=["x"], which=lambda _: None) is None


def test_a_headless_run_takes_the_headless_shell_first_and_a_headed_run_the_full_browser(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shell = make_binary(tmp_path, "chromium-headless-shell")
    full = make_binary(tmp_path, "chromium")
    monkeypatch.setattr(browser, "SYSTEM_HEADLESS_SHELL_PATHS", (str(shell),))
    monkeypatch.setattr(browser, "SYSTEM_HEADLESS_SHELL_COMMANDS", ())
    monkeypatch.setattr(browser, "SYSTEM_CHROMIUM_PATHS", (str(full),))
    monkeypatch.setattr(browser, "SYSTEM_CHROMIUM_COMMANDS", ())
    assert find_system_chromium(headless=True) == shell
    assert find_system_chromium() == full  # headed: the shell has no window
    # A shell found only on PATH still comes before a full browser at a known path.
    monkeypatch.setattr(browser, "SYSTEM_HEADLESS_SHELL_PATHS", ())
    monkeypatch.setattr(browser, "SYSTEM_HEADLESS_SHELL_COMMANDS", ("chrome-headless-shell",))
    found = find_system_chromium(
        headless=True, which=lambda name: f"/opt/{name}" if "shell" in name else None
    )
    assert found == Path("/opt/chrome-headless-shell")
    shell.unlink()  # no shell anywhere: the full browser runs headless
    monkeypatch.setattr(browser, "SYSTEM_HEADLESS_SHELL_COMMANDS", ())
    assert find_system_chromium(headless=True) == full


def test_the_plugin_launches_the_headless_shell_when_the_system_has_one(
    browser_type_launch_args: dict[str, object],
) -> None:
    """The session's launch arguments, as the plugin set them on this machine (headless, as CI runs)."""
    executable = browser_type_launch_args.get("executable_path")
    if executable is None:
        pytest.skip("Playwright's own Chromium is installed: the plugin leaves the choice to Playwright")
    shell_installed = any(Path(path).is_file() for path in browser.SYSTEM_HEADLESS_SHELL_PATHS) or any(
        shutil.which(command) for command in browser.SYSTEM_HEADLESS_SHELL_COMMANDS
    )
    if shell_installed:  # as on CI, whose set-up installs it beside the full browser
        assert "headless-shell" in Path(str(executable)).name
    else:
        assert Path(str(executable)) == find_system_chromium()


BROWSERS_JSON = (
    '{"browsers": [{"name": "chromium", "revision": "1255"}, {"name": "ffmpeg", "revision": "1013"}]}'
)


def test_playwrights_ffmpeg_path_is_beside_its_chromium_in_the_drivers_revision(tmp_path: Path) -> None:
    browsers = tmp_path / "browsers.json"
    browsers.write_text(BROWSERS_JSON)
    chrome = tmp_path / "ms-playwright" / "chromium-1255" / "chrome-linux64" / "chrome"
    expected = tmp_path / "ms-playwright" / "ffmpeg-1013" / "ffmpeg-linux"
    assert playwright_ffmpeg_path(chrome, browsers_json=browsers, platform="linux") == expected
    assert playwright_ffmpeg_path(chrome, browsers_json=browsers, platform="darwin") == expected.with_name(
        "ffmpeg-mac"
    )
    assert playwright_ffmpeg_path(Path("/opt/odd/chrome"), browsers_json=browsers, platform="linux") is None
    assert playwright_ffmpeg_path(chrome, browsers_json=tmp_path / "missing.json", platform="linux") is None


def test_a_missing_ffmpeg_is_linked_from_the_system_and_a_present_one_left_alone(tmp_path: Path) -> None:
    system = make_binary(tmp_path, "ffmpeg")
    expected = tmp_path / "ms-playwright" / "ffmpeg-1013" / "ffmpeg-linux"
    assert provide_ffmpeg(expected, which=lambda name: str(system)) == system
    assert expected.is_symlink()
    assert expected.resolve() == system
    assert provide_ffmpeg(expected, which=lambda name: None) is None  # there now: nothing to do


def test_an_ffmpeg_another_worker_links_at_the_same_moment_is_used(tmp_path: Path) -> None:
    system = make_binary(tmp_path, "ffmpeg")
    expected = tmp_path / "ms-playwright" / "ffmpeg-1013" / "ffmpeg-linux"

    def which_while_another_worker_links(name: str) -> str:
        expected.parent.mkdir(parents=True)
        expected.symlink_to(system)  # the other xdist worker, between our check and our link
        return str(system)

    assert provide_ffmpeg(expected, which=which_while_another_worker_links) is None
    assert expected.resolve() == system


def test_no_ffmpeg_anywhere_says_how_to_install_one(tmp_path: Path) -> None:
    with pytest.raises(BrowserNotFoundError, match="playwright install ffmpeg") as info:
        provide_ffmpeg(tmp_path / "ffmpeg-1013" / "ffmpeg-linux", which=lambda name: None)
    assert "apt-get install -y --no-install-recommends ffmpeg" in str(info.value)
