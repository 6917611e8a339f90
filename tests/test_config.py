"""Settings resolution as a pure function: precedence, parsing and errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_stagehand.config import (
    MARKER_KEYS,
    SPECS,
    Settings,
    parse_model,
    resolve_settings,
    url_without_credentials,
)
from pytest_stagehand.errors import ConfigError

ROOT = Path("/project")


def resolve(
    cli: dict[str, object | None] | None = None,
    env: dict[str, str] | None = None,
    ini: dict[str, object | None] | None = None,
) -> Settings:
    return resolve_settings(cli=cli or {}, env=env or {}, ini=ini or {}, rootdir=ROOT)


def test_defaults_and_their_sources() -> None:
    settings = resolve()
    assert settings.model == "openai/gpt-4.1-mini"
    assert settings.cache == "auto"
    assert settings.cache_path == ROOT / ".stagehand-cache"
    assert settings.dom_settle_timeout == 3000
    assert settings.fail_on_heal is False
    assert {settings.source_of(spec.attr) for spec in SPECS} == {"default"}


@pytest.mark.parametrize(
    ("cli", "env", "ini", "expected", "source"),
    [
        ("replay", "refresh", "off", "replay", "cli"),
        (None, "refresh", "off", "refresh", "env"),
        (None, None, "off", "off", "ini"),
        (None, None, None, "auto", "default"),
    ],
)
def test_precedence_cli_env_ini_default(
    cli: str | None, env: str | None, ini: str | None, expected: str, source: str
) -> None:
    settings = resolve(
        cli={"cache": cli},
        env={"STAGEHAND_CACHE": env} if env else {},
        ini={"cache": ini},
    )
    assert settings.cache == expected
    assert settings.source_of("cache") == source


def test_ci_environment_switches_default_cache_to_replay() -> None:
    assert resolve(env={"CI": "true"}).cache == "replay"
    assert resolve(env={"CI": "false"}).cache == "auto"
    assert resolve(env={"CI": "1"}, ini={"cache": "auto"}).cache == "auto"


def test_the_header_says_which_environment_fact_chose_a_default() -> None:
    described = resolve(env={"CI": "true", "OPENAI_BASE_URL": "http://127.0.0.1:8080/v1"}).describe()
    assert "base_url='http://127.0.0.1:8080/v1' (default: $OPENAI_BASE_URL)" in described
    assert "cache='replay' (default: CI is set)" in described
    plain = resolve().describe()
    assert "base_url=None (default)" in plain
    assert "cache='auto' (default)" in plain
    assert "cache='off' (ini)" in resolve(env={"CI": "true"}, ini={"cache": "off"}).describe()


def test_empty_env_and_ini_values_fall_through() -> None:
    settings = resolve(env={"STAGEHAND_MODEL": " "}, ini={"model": ""})
    assert settings.model == "openai/gpt-4.1-mini"
    assert settings.source_of("model") == "default"


def test_relative_and_absolute_cache_dirs() -> None:
    assert resolve(cli={"cache_dir": "ai-cache"}).cache_path == ROOT / "ai-cache"
    assert resolve(cli={"cache_dir": "/tmp/x"}).cache_path == Path("/tmp/x")


@pytest.mark.parametrize(
    ("attr", "raw", "message"),
    [
        ("cache", "sometimes", "not a cache mode; use one of off, replay, auto, refresh"),
        ("model", "gpt-4o", "has no provider; write it as provider/model"),
        ("model", "mistral/large", "unknown provider 'mistral'"),
        ("dom_settle_timeout", "soon", "'soon' is not a whole number"),
        ("timeout", "0", "out of range"),
        ("verbose", "7", "between 0 and 2"),
        ("fail_on_heal", "maybe", "is not a boolean"),
        ("heal_threshold", "1.5", "between 0.0 and 1.0"),
    ],
)
def test_bad_values_raise_config_error_naming_the_setting(attr: str, raw: str, message: str) -> None:
    with pytest.raises(ConfigError, match="stagehand") as info:
        resolve(cli={attr: raw})
    assert message in str(info.value)


def test_booleans_accept_the_usual_spellings() -> None:
    for raw in ("1", "true", "Yes", "ON"):
        assert resolve(env={"STAGEHAND_FAIL_ON_HEAL": raw}).fail_on_heal is True
    for raw in ("0", "false", "No", "off"):
        assert resolve(env={"STAGEHAND_FAIL_ON_HEAL": raw}).fail_on_heal is False


def test_the_images_switch_for_a_compatible_server_from_each_source() -> None:
    assert resolve().base_url_images is False
    assert resolve(env={"STAGEHAND_BASE_URL_IMAGES": "yes"}).base_url_images is True
    on_in_ini = resolve(ini={"base_url_images": "true"})
    assert (on_in_ini.base_url_images, on_in_ini.source_of("base_url_images")) == (True, "ini")
    # the --stagehand-no-... twin turns off what the ini file turned on
    off = resolve(cli={"base_url_images": False}, ini={"base_url_images": "true"})
    assert (off.base_url_images, off.source_of("base_url_images")) == (False, "cli")
    assert resolve().with_overrides({"base_url_images": True}).base_url_images is True


def test_marker_overrides_validate_and_record_their_source() -> None:
    settings = resolve().with_overrides({"cache": "off", "dom_settle_timeout": 10, "heal_selectors": True})
    assert (settings.cache, settings.dom_settle_timeout, settings.heal_selectors) == ("off", 10, True)
    assert settings.source_of("cache") == "marker"
    with pytest.raises(
        ConfigError,
        match=r"unknown stagehand setting.*colour.*allowed: agent_allowed_urls, agent_max_steps, agent_plan_first, agent_safety_checks, base_url, base_url_images, cache,",
    ):
        resolve().with_overrides({"colour": "red"})
    with pytest.raises(ConfigError, match="not a cache mode"):
        resolve().with_overrides({"cache": "never"})


def test_model_parts() -> None:
    settings = resolve(cli={"model": "anthropic/claude-sonnet-4-5"})
    assert (settings.provider, settings.model_name) == ("anthropic", "claude-sonnet-4-5")
    assert parse_model(" google/gemini-2.5-flash ") == "google/gemini-2.5-flash"


def test_every_spec_has_the_three_names() -> None:
    spec = next(s for s in SPECS if s.attr == "dom_settle_timeout")
    assert (spec.cli_flag, spec.ini_key, spec.env_var) == (
        "--stagehand-dom-settle-timeout",
        "stagehand_dom_settle_timeout",
        "STAGEHAND_DOM_SETTLE_TIMEOUT",
    )


@pytest.mark.parametrize(
    ("cli", "env", "ini", "where"),
    [
        ("bogus", None, None, "(set by the command line (--stagehand-cache))"),
        (None, "bogus", None, "(set by the environment (STAGEHAND_CACHE))"),
        (None, None, "bogus", "(set by the ini file (stagehand_cache))"),
    ],
)
def test_a_bad_value_names_where_it_was_set(
    cli: str | None, env: str | None, ini: str | None, where: str
) -> None:
    with pytest.raises(ConfigError) as info:
        resolve(cli={"cache": cli}, env={"STAGEHAND_CACHE": env} if env else {}, ini={"cache": ini})
    assert str(info.value).startswith("stagehand cache: 'bogus' is not a cache mode")
    assert str(info.value).endswith(where)


def test_a_bad_marker_value_names_the_marker() -> None:
    with pytest.raises(ConfigError, match=r"has no provider.*\(set by @pytest\.mark\.stagehand\)$"):
        resolve().with_overrides({"model": "gpt-4o"})


@pytest.mark.parametrize(
    ("attr", "value", "flag", "ini", "env"),
    [
        (
            "browser_path",
            "/usr/bin/chromium",
            "--stagehand-browser-path",
            "stagehand_browser_path",
            "STAGEHAND_BROWSER_PATH",
        ),
        (
            "fail_on_heal",
            True,
            "--stagehand-fail-on-heal",
            "stagehand_fail_on_heal",
            "STAGEHAND_FAIL_ON_HEAL",
        ),
    ],
)
def test_session_only_settings_are_refused_in_a_marker_naming_where_to_set_them(
    attr: str, value: object, flag: str, ini: str, env: str
) -> None:
    with pytest.raises(ConfigError) as info:
        resolve().with_overrides({"cache": "off", attr: value})
    message = str(info.value)
    assert message.startswith(f"stagehand {attr} applies to the whole session")
    assert f"use the command line ({flag}), the ini file ({ini}) or the environment ({env})" in message
    assert attr not in MARKER_KEYS
    assert "model" in MARKER_KEYS


def test_every_session_only_setting_is_left_out_of_the_marker_keys() -> None:
    session_only = {spec.attr for spec in SPECS if spec.session_only}
    assert session_only == {
        "browser_path",
        "cache_query_params",
        "connect",
        "cdp",
        "connect_headers",
        "connect_timeout",
        "fail_on_heal",
        "report",
    }
    assert set(MARKER_KEYS) == {spec.attr for spec in SPECS} - session_only


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("http://user:s3cret@llm.local:8080/v1", "http://***@llm.local:8080/v1"),
        ("https://token@llm.local/v1?x=1", "https://***@llm.local/v1?x=1"),
        ("http://127.0.0.1:8080/v1", "http://127.0.0.1:8080/v1"),
    ],
)
def test_credentials_in_a_base_url_are_left_out_of_what_is_printed(url: str, shown: str) -> None:
    assert url_without_credentials(url) == shown
    described = resolve(cli={"base_url": url}).describe()
    assert f"base_url={shown!r} (cli)" in described
    assert "s3cret" not in " ".join(described)
    assert resolve(cli={"base_url": url}).base_url == url  # the client still gets the real URL


@pytest.mark.parametrize(
    ("mode", "reads", "saves", "may_call_llm"),
    [
        ("off", False, False, True),
        ("replay", True, False, False),
        ("auto", True, True, True),
        ("refresh", False, True, True),
    ],
)
def test_a_cache_mode_says_what_it_allows(mode: str, reads: bool, saves: bool, may_call_llm: bool) -> None:
    parsed = resolve(cli={"cache": mode}).cache
    assert (parsed.reads, parsed.saves, parsed.may_call_llm) == (reads, saves, may_call_llm)
    assert (parsed, str(parsed), f"{parsed}", repr(parsed)) == (mode, mode, mode, repr(mode))
    assert Settings(cache=parsed).cache is parsed
    assert Settings(cache=mode).cache is parsed  # type: ignore[arg-type]  # built in code with the word
