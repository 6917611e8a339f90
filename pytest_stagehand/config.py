"""Settings: every value resolved in one place, remembering where it came from.

Precedence, highest first (this is the only place it is decided):

1. ``@pytest.mark.stagehand(...)`` on the test          (source "marker"; per-test settings only)
2. the command line, ``--stagehand-<name>``             (source "cli"; a switch also has
   ``--stagehand-no-<name>``, so the command line can turn off what the env or ini turned on)
3. the environment, ``STAGEHAND_<NAME>``                 (source "env")
4. the ini file, ``stagehand_<name>``                    (source "ini")
5. the default below                                    (source "default")

API keys are not settings: providers read them from their usual environment variables
(``OPENAI_API_KEY``, ``ANTHROPIC_API_KEY``, ``GEMINI_API_KEY`` / ``GOOGLE_API_KEY``) and they are
never stored here, so they cannot leak into the report header.
"""

from __future__ import annotations

import dataclasses
import difflib
import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlsplit, urlunsplit

from .errors import ConfigError


class CacheMode(str, Enum):
    """How a run uses the cache directory. A ``str`` (``CacheMode.AUTO == "auto"``), so settings read
    and print as the words users write; code asks the properties instead of comparing words."""

    OFF = "off"  # no cache at all
    REPLAY = "replay"  # stored entries only; a miss fails the test (CI: no model is ever asked)
    AUTO = "auto"  # stored entries first; the model on a miss, and what it decided is saved
    REFRESH = "refresh"  # the model every time; a passing test's entries are saved afresh

    @property
    def reads(self) -> bool:
        """Stored entries are looked up."""
        return self in (CacheMode.REPLAY, CacheMode.AUTO)

    @property
    def saves(self) -> bool:
        """New and healed entries are written when the test passes."""
        return self in (CacheMode.AUTO, CacheMode.REFRESH)

    @property
    def may_call_llm(self) -> bool:
        """A model may be asked (on a miss, or to heal what fingerprints cannot)."""
        return self is not CacheMode.REPLAY

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return repr(self.value)  # Settings.describe() shows cache='auto', as users write it


CacheModeName = Literal["off", "replay", "auto", "refresh"]
PROVIDERS = ("openai", "anthropic", "google")
Source = Literal["marker", "cli", "env", "ini", "default"]

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


def _parse_bool(name: str, raw: object) -> bool:
    if isinstance(raw, bool):
        return raw
    text = str(raw).strip().lower()
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    raise ConfigError(f"stagehand {name}: {raw!r} is not a boolean; use true/false (or 1/0, yes/no, on/off).")


def _parse_int(name: str, raw: object, *, minimum: int, maximum: int | None = None) -> int:
    if isinstance(raw, bool):
        raise ConfigError(f"stagehand {name}: expected a whole number, got {raw!r}.")
    try:
        value = int(str(raw).strip())
    except ValueError:
        raise ConfigError(f"stagehand {name}: {raw!r} is not a whole number.") from None
    if value < minimum or (maximum is not None and value > maximum):
        bound = f"between {minimum} and {maximum}" if maximum is not None else f"at least {minimum}"
        raise ConfigError(f"stagehand {name}: {value} is out of range; it must be {bound}.")
    return value


def _parse_float(name: str, raw: object, *, minimum: float, maximum: float) -> float:
    try:
        value = float(str(raw).strip())
    except ValueError:
        raise ConfigError(f"stagehand {name}: {raw!r} is not a number.") from None
    if not minimum <= value <= maximum:
        raise ConfigError(
            f"stagehand {name}: {value} is out of range; it must be between {minimum} and {maximum}."
        )
    return value


_PARAM_NAME = re.compile(r"^[\w.\-\[\]]+$")


def _parse_names(name: str, raw: object) -> tuple[str, ...]:
    """A comma-separated list of query parameter names (``page, tab``), or a list of them."""
    items = raw if isinstance(raw, (list, tuple)) else str(raw).split(",")
    names = tuple(dict.fromkeys(str(item).strip() for item in items if str(item).strip()))
    bad = [n for n in names if not _PARAM_NAME.match(n)]
    if bad:
        raise ConfigError(
            f"stagehand {name}: {', '.join(map(repr, bad))} is not a query parameter name; "
            "write names separated by commas, e.g. page,tab"
        )
    return names


def parse_model(raw: object) -> str:
    """Validate a ``provider/model`` string."""
    text = str(raw).strip()
    provider, sep, model = text.partition("/")
    if not sep or not provider or not model:
        raise ConfigError(
            f"stagehand model {text!r} has no provider; write it as provider/model, "
            f"e.g. openai/gpt-4.1-mini, anthropic/claude-sonnet-4-5 or google/gemini-2.5-flash."
        )
    if provider not in PROVIDERS:
        raise ConfigError(
            f"stagehand model {text!r}: unknown provider {provider!r}; use one of {', '.join(PROVIDERS)} "
            f"(any OpenAI-compatible server is openai/<model> with --stagehand-base-url)."
        )
    return text


def _parse_cache_mode(raw: object) -> CacheMode:
    text = str(raw).strip().lower()
    try:
        return CacheMode(text)
    except ValueError:
        names = ", ".join(mode.value for mode in CacheMode)
        raise ConfigError(f"stagehand cache: {raw!r} is not a cache mode; use one of {names}.") from None


def _parse_url_list(raw: object) -> tuple[str, ...]:
    """A comma-separated string or a list of origins / URL prefixes (``*`` allows any)."""
    items = raw.split(",") if isinstance(raw, str) else list(raw) if isinstance(raw, list | tuple) else None
    if items is None:
        raise ConfigError(f"agent-allowed-urls must be a comma-separated string or a list, got {raw!r}")
    urls = tuple(str(item).strip() for item in items if str(item).strip())
    bad = [u for u in urls if u != "*" and not re.match(r"^https?://[^/\s]+", u)]
    if bad:
        raise ConfigError(
            f"agent-allowed-urls: {', '.join(bad)} is not an http(s) origin or URL prefix (or *)"
        )
    return urls


REPORT_SCREENSHOTS = ("dom", "on", "only-on-failure")


def _choice(name: str, choices: Sequence[str]) -> Callable[[object], str]:
    """A parser of a setting that is one of ``choices`` (case-insensitive)."""

    def parse(raw: object) -> str:
        text = str(raw).strip().lower()
        if text not in choices:
            raise ConfigError(f"stagehand {name}: {raw!r} is not a choice; use one of {', '.join(choices)}.")
        return text

    return parse


AGENT_SAFETY_CHECKS = ("stop", "acknowledge")


def _optional_str(raw: object) -> str | None:
    text = str(raw).strip()
    return text or None


SYSTEM_PROMPT_LIMIT = 4000  # characters; a longer context crowds out the page in a small model's window


def parse_system_prompt(raw: object) -> str | None:
    """The tester's app-wide context for the model (``system_prompt``): text of at most 4,000 characters."""
    if raw is None:
        return None
    if not isinstance(raw, str):
        raise ConfigError(f"stagehand system_prompt: expected text, got {type(raw).__name__} {raw!r}.")
    text = raw.strip()
    if len(text) > SYSTEM_PROMPT_LIMIT:
        raise ConfigError(
            f"stagehand system_prompt: {len(text)} characters is over the limit of {SYSTEM_PROMPT_LIMIT}; "
            f"keep it to what the model needs on every page (domain words, the app's language, rules) "
            f"and pass what one step needs as that call's system_prompt=... (starts {text[:60]!r})."
        )
    return text or None


# Provider options (``llm_options``): per provider, what may be set and what each value must be.
# Keys and header values are secrets: never printed (``Settings.describe`` masks them).
_COMMON_OPTIONS: dict[str, str] = {
    "api_key": "the API key itself (prefer api_key_env: a key in a committed ini file leaks)",
    "api_key_env": "the environment variable to read the API key from, e.g. MY_GATEWAY_KEY",
    "base_url": "the endpoint: a gateway or proxy speaking the provider's API",
    "headers": "extra HTTP headers, an object of name: text (values are never printed)",
    "timeout": "milliseconds one request to this provider may take (over llm_timeout)",
}
PROVIDER_OPTIONS: dict[str, dict[str, str]] = {
    "openai": _COMMON_OPTIONS
    | {
        "organization": "the OpenAI organisation id (org-...)",
        "project": "the OpenAI project id (proj_...)",
        "reasoning_effort": "for reasoning models: minimal, low, medium or high",
        "computer_tool_version": "the computer-use tool of mode='cua' agents: computer_use_preview or "
        "computer (default: by model)",
    },
    "anthropic": _COMMON_OPTIONS
    | {
        "thinking_budget": "extended thinking: the token budget (at least 1024)",
        "computer_tool_version": "the computer-use tool of mode='cua' agents: 20251124 or 20250124 "
        "(default: by model)",
    },
    "google": _COMMON_OPTIONS
    | {"thinking_budget": "Gemini's thinking config: the token budget (0 turns thinking off)"},
}
SECRET_OPTIONS = ("api_key", "headers")
REASONING_EFFORTS = ("minimal", "low", "medium", "high")


def _option_error(provider: str, message: str) -> ConfigError:
    allowed = ", ".join(sorted(PROVIDER_OPTIONS[provider]))
    return ConfigError(f"stagehand llm_options for {provider}: {message}; allowed: {allowed}.")


def _parse_option(provider: str, name: str, value: object) -> Any:
    if name == "headers":
        if not isinstance(value, Mapping) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in value.items()
        ):
            raise _option_error(provider, "headers must be an object of header name: text")
        return dict(value)
    if name == "timeout" or name == "thinking_budget":
        minimum = (
            1024 if (provider, name) == ("anthropic", "thinking_budget") else 0 if provider == "google" else 1
        )
        if isinstance(value, bool) or not isinstance(value, int | str):
            raise _option_error(provider, f"{name} must be a whole number, got {value!r}")
        return _parse_int(f"llm_options {provider}.{name}", value, minimum=minimum, maximum=3_600_000)
    if not isinstance(value, str) or not value.strip():
        raise _option_error(provider, f"{name} must be non-empty text, got {value!r}")
    if name == "reasoning_effort" and value not in REASONING_EFFORTS:
        raise _option_error(
            provider, f"reasoning_effort {value!r} is not one of {', '.join(REASONING_EFFORTS)}"
        )
    return value.strip()


def parse_llm_options(raw: object) -> dict[str, dict[str, Any]]:
    """``{"provider": {"option": value}}``: a mapping (a marker) or its JSON text (ini, env, CLI).
    An unknown provider or option is a ConfigError listing the allowed ones."""
    data: object = raw
    if isinstance(raw, str):
        if not raw.strip():
            return {}
        try:
            data = json.loads(raw)
        except ValueError as e:
            raise ConfigError(
                f'stagehand llm_options: not JSON ({e}); write an object such as {{"openai": {{"organization": '
                f'"org-1"}}, "anthropic": {{"thinking_budget": 2048}}}}.'
            ) from None
    if not isinstance(data, Mapping):
        raise ConfigError(f"stagehand llm_options: expected an object of provider: options, got {data!r}.")
    options: dict[str, dict[str, Any]] = {}
    for provider, given in data.items():
        if provider not in PROVIDER_OPTIONS:
            raise ConfigError(
                f"stagehand llm_options: unknown provider {provider!r}; allowed: {', '.join(PROVIDERS)}."
            )
        if not isinstance(given, Mapping):
            raise _option_error(provider, f"expected an object of option: value, got {given!r}")
        unknown = sorted(set(given) - set(PROVIDER_OPTIONS[provider]))
        if unknown:
            raise _option_error(provider, f"unknown option(s) {', '.join(map(repr, unknown))}")
        options[provider] = {name: _parse_option(provider, name, value) for name, value in given.items()}
    return options


def masked_llm_options(options: Mapping[str, Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """``options`` fit to print: keys and header values replaced by ***."""
    masked: dict[str, dict[str, Any]] = {}
    for provider, given in options.items():
        masked[provider] = {}
        for name, value in given.items():
            if name == "headers":
                value = dict.fromkeys(value, "***")
            elif name == "api_key":
                value = "***"
            masked[provider][name] = value
    return masked


def url_without_credentials(url: str) -> str:
    """``url`` with any ``user:password@`` left out, for printing (a base URL may carry credentials)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return url
    if "@" not in parts.netloc:
        return url
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"***@{host}"))


def endpoint_for_display(url: str) -> str:
    """A browser endpoint as it may be printed: no ``user:password@`` and no query values (cloud
    browsers take their token as ``?token=...``)."""
    shown = url_without_credentials(url)
    try:
        parts = urlsplit(shown)
    except ValueError:
        return shown
    if not parts.query:
        return shown
    names = [pair.partition("=")[0] for pair in parts.query.split("&") if pair]
    return urlunsplit(parts._replace(query="&".join(f"{name}=***" for name in names)))


def _parse_endpoint(name: str, schemes: tuple[str, ...]) -> Callable[[object], str | None]:
    def parse(raw: object) -> str | None:
        text = _optional_str(raw)
        if text is None:
            return None
        scheme = urlsplit(text).scheme.lower()
        if scheme not in schemes:
            raise ConfigError(
                f"stagehand {name}: {endpoint_for_display(text)!r} is not a {' or '.join(schemes)} URL; "
                f"write it as {schemes[0]}://host:port/path."
            )
        return text

    return parse


_HEADER_NAME = re.compile(r"^[A-Za-z0-9!#$%&'*+.^_`|~-]+$")
_ENV_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def parse_header_refs(raw: object) -> tuple[tuple[str, str], ...]:
    """``Name=ENV_VAR,Other=ENV2`` → pairs. The values are names of environment variables, so a
    secret never sits in an ini file, on a command line or in a report header."""
    if isinstance(raw, (tuple, list)):
        return tuple((str(name), str(var)) for name, var in raw)
    pairs = []
    for item in str(raw).split(","):
        if not item.strip():
            continue
        name, sep, var = (part.strip() for part in item.partition("="))
        if not sep or not _HEADER_NAME.match(name) or not _ENV_NAME.match(var):
            raise ConfigError(
                f"stagehand connect-headers: {item.strip()!r} is not NAME=ENV_VAR; write each header as "
                "Header-Name=ENVIRONMENT_VARIABLE (e.g. Authorization=BROWSERLESS_AUTH), comma-separated: "
                "the value is read from that variable, never written in the setting."
            )
        pairs.append((name, var))
    return tuple(pairs)


def ci_detected(env: Mapping[str, str]) -> bool:
    value = env.get("CI", "").strip().lower()
    return bool(value) and value not in _FALSE


@dataclass(frozen=True)
class SettingSpec:
    """One setting: its name (as in ``--stagehand-<name>``), parser, default and help."""

    name: str
    help: str
    parse: Callable[[object], Any]
    default: Callable[[Mapping[str, str]], Any]
    is_flag: bool = False
    # Read once for the whole session (by a session fixture or the reporter): a marker cannot change it.
    session_only: bool = False
    # What a default read from the environment, for the header: ``base_url=... (default: $OPENAI_BASE_URL)``.
    default_note: Callable[[Mapping[str, str]], str] = lambda env: ""

    @property
    def attr(self) -> str:
        return self.name.replace("-", "_")

    @property
    def cli_flag(self) -> str:
        return f"--stagehand-{self.name}"

    @property
    def ini_key(self) -> str:
        return f"stagehand_{self.attr}"

    @property
    def env_var(self) -> str:
        return f"STAGEHAND_{self.attr.upper()}"

    @property
    def negative_flag(self) -> str:
        """``--stagehand-no-<name>``: turns a switch off from the command line."""
        return f"--stagehand-no-{self.name}"


def _const(value: Any) -> Callable[[Mapping[str, str]], Any]:
    return lambda _env: value


SPECS: tuple[SettingSpec, ...] = (
    SettingSpec(
        "model",
        "LLM as provider/model (openai/..., anthropic/..., google/...).",
        parse_model,
        _const("openai/gpt-4.1-mini"),
    ),
    SettingSpec(
        "base-url",
        "Base URL of an OpenAI-compatible server (Ollama, llama.cpp, vLLM, LM Studio); default $OPENAI_BASE_URL.",
        _optional_str,
        # The openai SDK reads OPENAI_BASE_URL by itself; reading it here too keeps the header honest.
        lambda env: env.get("OPENAI_BASE_URL") or None,
        default_note=lambda env: "$OPENAI_BASE_URL" if env.get("OPENAI_BASE_URL") else "",
    ),
    SettingSpec(
        "base-url-images",
        "The server at --stagehand-base-url takes images (a vision model); default: text only.",
        lambda raw: _parse_bool("base-url-images", raw),
        _const(False),
        is_flag=True,
    ),
    SettingSpec(
        "cache",
        "Cache mode: off, replay, auto or refresh (default: auto; replay when CI is set).",
        _parse_cache_mode,
        lambda env: "replay" if ci_detected(env) else "auto",
        default_note=lambda env: "CI is set" if ci_detected(env) else "",
    ),
    SettingSpec(
        "cache-dir",
        "Cache directory, relative to the rootdir (default .stagehand-cache).",
        _optional_str,
        _const(".stagehand-cache"),
    ),
    SettingSpec(
        "cache-query-params",
        "Comma-separated query parameters that make a different page for the cache (default none: "
        "entries are found by the URL's path; the query only breaks ties).",
        lambda raw: _parse_names("cache-query-params", raw),
        _const(()),
        session_only=True,  # the cache store is opened once per session
    ),
    SettingSpec(
        "dom-settle-timeout",
        "Milliseconds to wait for the DOM and network to settle before a snapshot.",
        lambda raw: _parse_int("dom-settle-timeout", raw, minimum=0, maximum=600_000),
        _const(3000),
    ),
    SettingSpec(
        "timeout",
        "Milliseconds one act/observe/extract/evaluate call may take in all.",
        lambda raw: _parse_int("timeout", raw, minimum=1, maximum=3_600_000),
        _const(120_000),
    ),
    SettingSpec(
        "llm-timeout",
        "Milliseconds one LLM request may take.",
        lambda raw: _parse_int("llm-timeout", raw, minimum=1, maximum=3_600_000),
        _const(60_000),
    ),
    SettingSpec(
        "llm-retries",
        "Retries on 429, 5xx, timeouts and dropped connections.",
        lambda raw: _parse_int("llm-retries", raw, minimum=0, maximum=10),
        _const(2),
    ),
    SettingSpec(
        "verbose",
        "0 quiet, 1 one line per primitive, 2 prompts and responses.",
        lambda raw: _parse_int("verbose", raw, minimum=0, maximum=2),
        _const(0),
    ),
    SettingSpec(
        "browser-path",
        "Chromium binary to launch when Playwright's own is missing.",
        _optional_str,
        _const(None),
        session_only=True,  # the browser is launched once per session
    ),
    SettingSpec(
        "connect",
        "Connect to a running Playwright server (ws://..., from `playwright run-server` or launchServer) "
        "instead of launching a browser.",
        _parse_endpoint("connect", ("ws", "wss")),
        _const(None),
        session_only=True,
    ),
    SettingSpec(
        "cdp",
        "Connect to a browser over CDP (http://... or ws://...: Browserless, Selenium Grid 4, a cloud "
        "browser) instead of launching one.",
        _parse_endpoint("cdp", ("http", "https", "ws", "wss")),
        _const(None),
        session_only=True,
    ),
    SettingSpec(
        "connect-headers",
        "Headers for --stagehand-connect / --stagehand-cdp as Name=ENV_VAR pairs (comma-separated); each "
        "value is read from that environment variable and never printed.",
        parse_header_refs,
        _const(()),
        session_only=True,
    ),
    SettingSpec(
        "connect-timeout",
        "Milliseconds to wait for --stagehand-connect / --stagehand-cdp to answer.",
        lambda raw: _parse_int("connect-timeout", raw, minimum=1, maximum=600_000),
        _const(30_000),
        session_only=True,
    ),
    SettingSpec(
        "heal-selectors",
        "Heal drifted selectors in plain Playwright calls.",
        lambda raw: _parse_bool("heal-selectors", raw),
        _const(False),
        is_flag=True,
    ),
    SettingSpec(
        "fail-on-heal",
        "Fail the run after reporting when anything was healed.",
        lambda raw: _parse_bool("fail-on-heal", raw),
        _const(False),
        is_flag=True,
        session_only=True,  # decided by the reporter at the end of the session
    ),
    SettingSpec(
        "llm-options",
        "Provider options as JSON, per provider: api_key_env, base_url, headers, timeout, and "
        "organization / project / reasoning_effort (openai), thinking_budget (anthropic, google).",
        parse_llm_options,
        _const({}),
    ),
    SettingSpec(
        "system-prompt",
        "App-wide context added to every prompt: domain words, the app's language, rules "
        "(e.g. 'The app is in German. Never click Delete.'); at most 4,000 characters.",
        parse_system_prompt,
        _const(None),
    ),
    SettingSpec(
        "report",
        "Write an HTML step report of the run to this file (relative to the rootdir; default: off).",
        _optional_str,
        _const(None),
        session_only=True,  # one file per run, checked when pytest starts
    ),
    SettingSpec(
        "report-screenshots",
        "Pictures in the step report: dom (default: every step pictured by a copy of the page's DOM "
        "that the report draws, as Playwright's trace viewer does, with a screenshot of failed steps "
        "and falsy verdicts), on (a screenshot of every step) or only-on-failure (failed steps, falsy "
        "verdicts and heals only: a passing test then takes no picture at all).",
        _choice("report-screenshots", REPORT_SCREENSHOTS),
        _const("dom"),  # a marker may ask for every picture of one test
    ),
    SettingSpec(
        "strict-verdicts",
        "Strict verdicts: also ask each goal's opposite, YES only when both answers agree (about 2x tokens).",
        lambda raw: _parse_bool("strict-verdicts", raw),
        _const(False),
        is_flag=True,
    ),
    SettingSpec(
        "evaluator-model",
        "Model that judges evaluate_goal verdicts, as provider/model (default: --stagehand-model).",
        lambda raw: None if raw in (None, "") else parse_model(raw),
        _const(None),
    ),
    SettingSpec(
        "heal-threshold",
        "Minimum fingerprint similarity (0-1) to accept a heal without an LLM.",
        lambda raw: _parse_float("heal-threshold", raw, minimum=0.0, maximum=1.0),
        _const(0.75),
    ),
    SettingSpec(
        "max-prompt-tokens",
        "Token budget of one act / observe prompt (and of each part extract reads): a page's elements "
        "beyond it are left out, the likeliest kept (default 7000 fits an 8k-context model).",
        lambda raw: _parse_int("max-prompt-tokens", raw, minimum=1_000, maximum=2_000_000),
        _const(7_000),
    ),
    SettingSpec(
        "agent-max-steps",
        "Most tool calls one page.agent().execute() may make (the run stops there, completed=False).",
        lambda raw: _parse_int("agent-max-steps", raw, minimum=1, maximum=500),
        _const(20),
    ),
    SettingSpec(
        "agent-plan-first",
        "An agent's first move plans the whole instruction as steps and performs them (one act, looking "
        "again on each page it reaches) before its tool loop goes on from there (true / false).",
        lambda raw: _parse_bool("agent-plan-first", raw),
        _const(True),
    ),
    SettingSpec(
        "agent-allowed-urls",
        "Origins or URL prefixes (comma-separated; * for any) an agent's goto may open besides the base URL's origin.",
        _parse_url_list,
        _const(()),
    ),
    SettingSpec(
        "agent-safety-checks",
        "A computer-use agent's safety check (OpenAI's pending_safety_checks, Gemini's require_confirmation): "
        "stop (the run ends, completed=False, with the check's message) or acknowledge (go on).",
        _choice("agent-safety-checks", AGENT_SAFETY_CHECKS),
        _const("stop"),
    ),
)
SPECS_BY_ATTR: dict[str, SettingSpec] = {spec.attr: spec for spec in SPECS}
MARKER_KEYS: tuple[str, ...] = tuple(sorted(spec.attr for spec in SPECS if not spec.session_only))


@dataclass(frozen=True)
class Settings:
    """The effective settings for a session (or, after ``with_overrides``, for one test)."""

    model: str = "openai/gpt-4.1-mini"
    base_url: str | None = None
    base_url_images: bool = False
    cache: CacheMode = CacheMode.AUTO
    cache_dir: str | None = ".stagehand-cache"
    cache_query_params: tuple[str, ...] = ()
    dom_settle_timeout: int = 3000
    timeout: int = 120_000
    llm_timeout: int = 60_000
    llm_retries: int = 2
    verbose: int = 0
    browser_path: str | None = None
    connect: str | None = None
    cdp: str | None = None
    connect_headers: tuple[tuple[str, str], ...] = ()
    connect_timeout: int = 30_000
    heal_selectors: bool = False
    fail_on_heal: bool = False
    heal_threshold: float = 0.75
    system_prompt: str | None = None
    llm_options: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    report: str | None = None
    report_screenshots: str = "dom"
    strict_verdicts: bool = False
    evaluator_model: str | None = None
    max_prompt_tokens: int = 7_000
    agent_max_steps: int = 20
    agent_plan_first: bool = True
    agent_allowed_urls: tuple[str, ...] = ()
    agent_safety_checks: str = "stop"
    rootdir: Path = field(default_factory=Path.cwd)
    sources: Mapping[str, Source] = field(default_factory=dict)
    default_notes: Mapping[str, str] = field(default_factory=dict)  # why a default is what it is

    def __post_init__(self) -> None:
        # Settings built in code with the word (``cache="replay"``) hold the same mode as parsed ones.
        object.__setattr__(self, "cache", CacheMode(self.cache))

    @property
    def provider(self) -> str:
        return self.model.partition("/")[0]

    @property
    def model_name(self) -> str:
        return self.model.partition("/")[2]

    @property
    def cache_path(self) -> Path:
        raw = Path(self.cache_dir or ".stagehand-cache").expanduser()
        return raw if raw.is_absolute() else self.rootdir / raw

    @property
    def report_path(self) -> Path | None:
        """The step report's file, or None when the report is off."""
        if not self.report:
            return None
        raw = Path(self.report).expanduser()
        return raw if raw.is_absolute() else self.rootdir / raw

    def source_of(self, attr: str) -> Source:
        return self.sources.get(attr, "default")

    def with_overrides(self, overrides: Mapping[str, object], *, source: Source = "marker") -> Settings:
        """A copy with per-test overrides (marker keyword arguments), validated like any other source."""
        unknown = sorted(set(overrides) - set(SPECS_BY_ATTR))
        if unknown:
            raise ConfigError(
                f"unknown stagehand setting(s) {', '.join(unknown)}; allowed: {', '.join(MARKER_KEYS)}."
            )
        session_only = [SPECS_BY_ATTR[attr] for attr in sorted(overrides) if SPECS_BY_ATTR[attr].session_only]
        if session_only:
            spec = session_only[0]
            raise ConfigError(
                f"stagehand {spec.attr} applies to the whole session, so @pytest.mark.stagehand cannot set "
                f"it for one test; use the command line ({spec.cli_flag}), the ini file ({spec.ini_key}) "
                f"or the environment ({spec.env_var}). A marker may set: {', '.join(MARKER_KEYS)}."
            )
        changes: dict[str, Any] = {
            attr: _parse_from(SPECS_BY_ATTR[attr], value, source) for attr, value in overrides.items()
        }
        if "llm_options" in changes:  # a marker adds to (or changes) the session's options, option by option
            merged = {provider: dict(given) for provider, given in self.llm_options.items()}
            for provider, given in changes["llm_options"].items():
                merged[provider] = merged.get(provider, {}) | given
            changes["llm_options"] = merged
        sources = dict(self.sources) | dict.fromkeys(changes, source)
        return dataclasses.replace(self, **changes, sources=sources)

    def describe(self) -> list[str]:
        """One line per setting with its source, for the report header. Holds no secrets: API keys are
        not settings, and credentials in a base URL (``http://user:pass@host``) are left out."""
        lines = []
        for spec in SPECS:
            source = self.source_of(spec.attr)
            note = self.default_notes.get(spec.attr, "") if source == "default" else ""
            value = getattr(self, spec.attr)
            if spec.attr == "base_url" and value is not None:
                value = url_without_credentials(value)
            if spec.attr in ("connect", "cdp") and value is not None:
                value = endpoint_for_display(value)
            if spec.attr == "llm_options":
                value = masked_llm_options(value)  # keys and header values are never printed
            if spec.attr == "system_prompt" and value is not None and len(value) > 40:
                value = f"{value[:40]}… ({len(value)} characters)"  # the header stays one readable line
            lines.append(f"{spec.attr}={value!r} ({source}{': ' + note if note else ''})")
        return lines


INI_KEYS: tuple[str, ...] = tuple(spec.ini_key for spec in SPECS)


def check_ini_keys(keys: Iterable[str]) -> None:
    """Fail on a ``stagehand_*`` key of the ini file that is no setting (``stagehand_cahce``): pytest
    only warns at the end, and the setting would silently keep its default."""
    unknown = sorted(key for key in keys if key.lower().startswith("stagehand_") and key not in INI_KEYS)
    if not unknown:
        return
    problems = []
    for key in unknown:
        # Compared without the shared prefix, which would make every key look close to every other.
        close = difflib.get_close_matches(key.lower()[len("stagehand_") :], SPECS_BY_ATTR, n=1, cutoff=0.6)
        problems.append(f"{key!r}" + (f" (did you mean 'stagehand_{close[0]}'?)" if close else ""))
    raise ConfigError(
        f"unknown stagehand ini key(s) {', '.join(problems)}; the ini file may set: {', '.join(INI_KEYS)}."
    )


def _where(spec: SettingSpec, source: Source) -> str:
    return {
        "marker": "@pytest.mark.stagehand",
        "cli": f"the command line ({spec.cli_flag})",
        "env": f"the environment ({spec.env_var})",
        "ini": f"the ini file ({spec.ini_key})",
        "default": "the default",
    }[source]


def _parse_from(spec: SettingSpec, raw: object, source: Source) -> Any:
    """Parse one raw value; a bad one says where it was set, so the user knows what to fix."""
    try:
        return spec.parse(raw)
    except ConfigError as e:
        raise ConfigError(f"{e} (set by {_where(spec, source)})") from None


def resolve_settings(
    *,
    cli: Mapping[str, object | None],
    env: Mapping[str, str],
    ini: Mapping[str, object | None],
    rootdir: Path,
) -> Settings:
    """Resolve every setting: CLI > env > ini > default. Keys of ``cli`` and ``ini`` are attrs."""
    values: dict[str, Any] = {}
    sources: dict[str, Source] = {}
    notes: dict[str, str] = {}
    for spec in SPECS:
        layers: tuple[tuple[Source, object | None], ...] = (
            ("cli", cli.get(spec.attr)),
            ("env", env.get(spec.env_var)),
            ("ini", ini.get(spec.attr)),
        )
        for source, raw in layers:
            if raw is not None and (source == "cli" or str(raw).strip() != ""):
                values[spec.attr] = _parse_from(spec, raw, source)
                sources[spec.attr] = source
                break
        else:
            values[spec.attr] = spec.default(env)
            sources[spec.attr] = "default"
            if note := spec.default_note(env):
                notes[spec.attr] = note
    return Settings(**values, rootdir=rootdir, sources=sources, default_notes=notes)
