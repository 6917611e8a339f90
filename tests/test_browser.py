"""Which Chromium the plugin launches: configured path, Playwright's own, then a system one."""

from __future__ import annotations

from pathlib import Path

import pytest

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
