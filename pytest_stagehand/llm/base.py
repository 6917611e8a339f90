"""What every real provider shares: lazy SDK set-up, the guard, retries, validation and one repair.

A provider module only says how to build its SDK client, how to send one request, and how to read
its SDK's exceptions (``_classify``, the one place per provider where SDK errors become ours).
"""

from __future__ import annotations

import importlib
import json
import logging
import os
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from types import ModuleType
from typing import Any, ClassVar, TypeVar

from pydantic import ValidationError

from ..config import url_without_credentials
from ..errors import (
    LLMAuthenticationError,
    LLMError,
    LLMNotInstalledError,
    LLMOutputError,
    LLMProviderError,
    LLMRateLimitError,
    LLMTimeoutError,
)
from .guard import check_request_allowed
from .images import ImageLimits
from .parsing import describe_validation_error, parse_output, repair_messages
from .retry import Failure, RetryPolicy, is_retryable_status, parse_retry_after
from .schema import JsonSchema, output_json_schema
from .tools import (
    Tool,
    ToolChoice,
    ToolMode,
    ToolTurn,
    flatten_for_schema_mode,
    tool_choice_model,
    turn_from_choice,
    with_repair,
)
from .types import LLMResponse, M, Message, Usage

log = logging.getLogger("pytest_stagehand.llm")
_Client = TypeVar("_Client", bound="ProviderClient")
T = TypeVar("T")
_R = TypeVar("_R")

DEFAULT_MAX_TOKENS = 1024  # always sent: without a cap a small local model can loop for thousands
DEFAULT_TIMEOUT_S = 60.0
REDACTED = "***"


@dataclass(frozen=True)
class RawReply:
    """One provider answer before validation."""

    text: str
    usage: Usage
    finish_reason: str | None = None


def import_sdk(module: str, package: str, *, provider: str, model: str) -> ModuleType:
    """Import a provider SDK on first use, with an install hint when it is missing."""
    try:
        return importlib.import_module(module)
    except ImportError as e:
        raise LLMNotInstalledError(
            f"the {provider} provider needs the {package!r} package: pip install {package}",
            provider=provider,
            model=model,
        ) from e


class ProviderClient(ABC):
    """Base of the real clients. Construction is cheap: the SDK is imported at the first generate()."""

    provider: ClassVar[str]
    image_limits: ClassVar[ImageLimits]

    def __init__(
        self,
        model: str,
        *,
        base_url: str | None = None,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        retry: RetryPolicy | None = None,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        supports_images: bool = True,
        options: Mapping[str, Any] | None = None,
        tool_mode: ToolMode = "native",
    ) -> None:
        self.model = model
        # This provider's llm_options (checked by config.parse_llm_options); never shown in a repr.
        self.options: Mapping[str, Any] = dict(options or {})
        self.model_id = f"{self.provider}/{model}"
        self.base_url = base_url
        self.timeout_s = timeout_s
        self.retry = retry or RetryPolicy()
        self.max_tokens = max_tokens
        self.supports_images = supports_images
        # native: the provider's tool channel; schema: one grammar-constrained structured call (small models)
        self.tool_mode: ToolMode = tool_mode
        self._schema_calls = 0
        self._sdk_client: Any = None
        self._secrets: tuple[str, ...] = ()

    def __repr__(self) -> str:
        # Deliberately no SDK client, no key and no credentials in the URL: reprs end up in tracebacks
        # and reports.
        where = f", base_url={url_without_credentials(self.base_url)!r}" if self.base_url else ""
        return f"{type(self).__name__}(model_id={self.model_id!r}{where})"

    def _api_key(self, variables: Sequence[str]) -> str:
        """The key: the ``api_key`` option, else the variable the ``api_key_env`` option names, else the
        first of the provider's usual ``variables`` that is set; "" when there is none."""
        if key := str(self.options.get("api_key", "")).strip():
            return key
        names = [self.options["api_key_env"]] if "api_key_env" in self.options else variables
        return next((os.environ[n].strip() for n in names if os.environ.get(n, "").strip()), "")

    def _key_variable(self, usual: str) -> str:
        """Where the key was looked for, for the missing-key message."""
        return str(self.options.get("api_key_env", usual))

    def _remember_secrets(self, key: str) -> None:
        """The key and every header value are redacted from anything this client reports."""
        self._secrets = (key, *self.headers.values())

    @property
    def headers(self) -> dict[str, str]:
        return dict(self.options.get("headers", {}))

    # --- what a provider implements -------------------------------------------------------------
    @abstractmethod
    def _create_sdk_client(self) -> Any:
        """Import the SDK, read the key from the environment, build the client (no retries of its own)."""

    @abstractmethod
    def _sdk_errors(self) -> tuple[type[BaseException], ...]:
        """The SDK exception types ``_classify`` understands."""

    @abstractmethod
    def _classify(self, error: BaseException) -> Failure:
        """Map one SDK exception to our error, and say whether it is worth retrying."""

    @abstractmethod
    def _send(
        self,
        messages: Sequence[Message],
        output_type: type[M],
        schema: JsonSchema,
        *,
        temperature: float | None,
        max_tokens: int,
        timeout_s: float,
    ) -> RawReply:
        """Send one request and return the raw text (the JSON) with its usage."""

    # --- shared machinery -----------------------------------------------------------------------
    def _error(self, kind: type[LLMError], message: str, **fields: Any) -> LLMError:
        return kind(self.redact(message), provider=self.provider, model=self.model, **fields)

    def _not_json_failure(self, body: str) -> Failure:
        """A 200 whose body is not JSON: a proxy's or gateway's page in front of the provider. Retried
        as a 5xx is (the next answer usually comes from the provider), named with its first bytes."""
        head = " ".join(body[:NOT_JSON_SHOWN_CHARS].split())
        error = self._error(
            LLMProviderError,
            f"the answer's body is not JSON (a proxy or gateway page?); it begins: {head!r}; check "
            "--stagehand-base-url and any proxy between here and the provider",
        )
        return Failure(error, retryable=True)

    def _status_failure(self, status: int, message: str, headers: Mapping[str, str] | None) -> Failure:
        """An HTTP error status as our error, for every provider."""
        detail = message if len(message) <= 500 else message[:500] + "…"
        if status in (401, 403):
            kind: type[LLMProviderError] = LLMAuthenticationError
            detail = f"credentials rejected: {detail}"
        elif status == 429:
            kind = LLMRateLimitError
            detail = f"rate limited: {detail}"
        else:
            kind = LLMProviderError
        error = self._error(kind, detail, status=status)
        return Failure(error, retryable=is_retryable_status(status), retry_after_s=parse_retry_after(headers))

    def redact(self, text: str) -> str:
        """Remove every known secret from text that may reach a message, a log line or a report."""
        for secret in self._secrets:
            if secret:
                text = text.replace(secret, REDACTED)
        return text

    def close(self) -> None:
        """Close the SDK client's connection pool (the plugin does this at the end of the session)."""
        client, self._sdk_client = self._sdk_client, None
        if client is not None:
            client.close()

    def __enter__(self: _Client) -> _Client:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _client(self) -> Any:
        if self._sdk_client is None:
            self._sdk_client = self._create_sdk_client()
        return self._sdk_client

    def generate(
        self,
        messages: Sequence[Message],
        output_type: type[M],
        *,
        temperature: float | None = 0.1,
        max_tokens: int | None = None,
        timeout_s: float | None = None,
    ) -> LLMResponse[M]:
        """One structured answer. ``timeout_s`` bounds the whole call: every attempt, every wait before
        a retry and the repair request share it (each attempt is also capped at the client's own
        ``self.timeout_s``). None: no overall bound beyond the bounded attempts and retries."""
        budget = _Budget.starting_now(timeout_s)
        check_request_allowed(self.provider, self.model)
        self._client()
        schema = output_json_schema(output_type)
        options: dict[str, Any] = {
            "temperature": temperature,
            "max_tokens": max_tokens or self.max_tokens,
            "budget": budget,
        }
        reply = self._send_with_retries(messages, output_type, schema, **options)
        usage = reply.usage
        try:
            output = parse_output(reply.text, output_type)
        except ValidationError as first_error:
            log.info("%s: output did not validate; asking once for a repair", self.model_id)
            repair = repair_messages(tuple(messages), reply.text, first_error)
            reply = self._send_with_retries(repair, output_type, schema, **options)
            usage = usage + reply.usage + Usage(extra_requests=1)  # the repair is a request of its own
            try:
                output = parse_output(reply.text, output_type)
            except ValidationError as e:
                finish = f" (finish reason: {reply.finish_reason})" if reply.finish_reason else ""
                raise LLMOutputError(
                    f"the output did not validate as {output_type.__name__} even after one repair"
                    f"{finish}:\n{describe_validation_error(e)}",
                    provider=self.provider,
                    model=self.model,
                    raw_text=reply.text,
                    usage=usage,  # both calls were made and paid for
                ) from e
        log.debug(
            "%s: %d prompt + %d completion tokens in %.0f ms",
            self.model_id,
            usage.prompt_tokens,
            usage.completion_tokens,
            usage.inference_ms,
        )
        return LLMResponse(output=output, usage=usage, raw_text=reply.text, model_id=self.model_id)

    def _send_with_retries(
        self,
        messages: Sequence[Message],
        output_type: type[M],
        schema: JsonSchema,
        *,
        temperature: float | None,
        max_tokens: int,
        budget: _Budget,
    ) -> RawReply:
        def send(timeout_s: float) -> RawReply:
            return self._send(
                messages,
                output_type,
                schema,
                temperature=temperature,
                max_tokens=max_tokens,
                timeout_s=timeout_s,
            )

        reply, elapsed_ms = self._retrying(send, budget)
        return replace(reply, usage=replace(reply.usage, inference_ms=elapsed_ms))

    def _retrying(
        self, send: Callable[[float], _R], budget: _Budget, *, retry: RetryPolicy | None = None
    ) -> tuple[_R, float]:
        """``send(attempt_timeout_s)`` with our retries inside the budget; its answer and how long the
        successful attempt took (ms)."""
        policy = retry or self.retry
        errors: tuple[type[BaseException], ...] = (*self._sdk_errors(), json.JSONDecodeError, NotJSONBody)
        attempt = 0
        last_error: LLMError | None = None
        while True:
            remaining = budget.remaining_s()
            if remaining is not None and remaining < MIN_ATTEMPT_S:
                raise self._budget_spent(budget, attempt, last_error) from last_error
            attempt_timeout = self.timeout_s if remaining is None else min(self.timeout_s, remaining)
            started = time.perf_counter()
            try:
                reply = send(attempt_timeout)
            except errors as e:
                if isinstance(e, json.JSONDecodeError | NotJSONBody):
                    failure = self._not_json_failure(e.doc)
                else:
                    failure = self._classify(e)
                delay = policy.delay(attempt, failure.retry_after_s) if failure.retryable else None
                if delay is None:
                    # An SDK message that echoes the key (some 401 bodies do) must not survive as the
                    # chained cause either; ours is already redacted.
                    cause = e if self.redact(str(e)) == str(e) else None
                    raise failure.error from cause
                attempt += 1
                last_error = failure.error
                remaining = budget.remaining_s()
                if remaining is not None and delay + MIN_ATTEMPT_S > remaining:
                    # Waiting would use up what is left: no retry can start, so stop now.
                    raise self._budget_spent(budget, attempt, last_error) from last_error
                log.info("%s: %s; retry %d in %.2f s", self.model_id, failure.error, attempt, delay)
                policy.sleep(delay)
                continue
            return reply, (time.perf_counter() - started) * 1000

    def call_sdk(
        self,
        request: Callable[[Any, float], _R],
        *,
        timeout_s: float | None,
        retry: RetryPolicy | None = None,
    ) -> tuple[_R, float]:
        """One provider-native request that no generic method covers (a computer-use agent's turn):
        ``request(sdk_client, attempt_timeout_s)`` with this client's request guard, retries, typed
        errors and overall bound (``retry``: a policy of the caller's own, e.g. Gemini's computer-use
        client retries 5 times). Returns the SDK's answer and how long the successful attempt took (ms).
        """
        budget = _Budget.starting_now(timeout_s)
        check_request_allowed(self.provider, self.model)
        client = self._client()
        return self._retrying(
            lambda attempt_timeout_s: require_parsed(request(client, attempt_timeout_s)), budget, retry=retry
        )

    # --- tool calling (agents) --------------------------------------------------------------------
    def _send_tools(
        self,
        messages: Sequence[Message],
        tools: Sequence[Tool],
        *,
        tool_choice: ToolChoice,
        temperature: float | None,
        max_tokens: int,
        timeout_s: float,
    ) -> ToolTurn:
        """Send one request through the provider's own tool channel (native mode)."""
        raise self._error(
            LLMProviderError, f"{self.provider} has no native tool calling here; use tool_mode='schema'"
        )

    def run_tools(
        self,
        messages: Sequence[Message],
        tools: Sequence[Tool],
        *,
        tool_choice: ToolChoice = "required",
        temperature: float | None = 0.0,
        max_tokens: int | None = None,
        timeout_s: float | None = None,
    ) -> ToolTurn:
        """One assistant turn that may call ``tools`` (``required``: it must call one). Native mode uses
        the provider's tool channel and repairs a bad turn once (unknown tool, arguments that do not
        validate); schema mode asks for one structured call (see :mod:`.tools`). Raises
        LLMOutputError when the repaired turn is still bad. ``timeout_s`` bounds the whole call."""
        if not tools:
            raise ValueError("run_tools needs at least one tool")
        if self.tool_mode == "schema":
            return self._run_tools_as_schema(
                messages, tools, temperature=temperature, max_tokens=max_tokens, timeout_s=timeout_s
            )
        budget = _Budget.starting_now(timeout_s)
        check_request_allowed(self.provider, self.model)
        self._client()
        limit = max_tokens or self.max_tokens

        def send(conversation: Sequence[Message]) -> ToolTurn:
            def once(attempt_timeout_s: float) -> ToolTurn:
                return self._send_tools(
                    conversation,
                    tools,
                    tool_choice=tool_choice,
                    temperature=temperature,
                    max_tokens=limit,
                    timeout_s=attempt_timeout_s,
                )

            turn, elapsed_ms = self._retrying(once, budget)
            return replace(turn, usage=replace(turn.usage, inference_ms=elapsed_ms), model_id=self.model_id)

        def failed(turn: ToolTurn, problems: list[str], usage: Usage) -> Exception:
            raw = json.dumps([{"name": c.name, "arguments": c.arguments} for c in turn.calls]) or turn.text
            return LLMOutputError(
                "the tool call was invalid even after one repair:\n" + "\n".join(problems),
                provider=self.provider,
                model=self.model,
                raw_text=self.redact(raw if turn.calls else turn.text),
                usage=usage,
            )

        return with_repair(send, messages, tools, require_call=tool_choice == "required", on_failure=failed)

    def _run_tools_as_schema(
        self,
        messages: Sequence[Message],
        tools: Sequence[Tool],
        *,
        temperature: float | None,
        max_tokens: int | None,
        timeout_s: float | None,
    ) -> ToolTurn:
        choice_type = tool_choice_model(tools)
        response = self.generate(
            flatten_for_schema_mode(messages, tools),
            choice_type,
            temperature=temperature,
            max_tokens=max_tokens,
            timeout_s=timeout_s,
        )
        self._schema_calls += 1
        call = turn_from_choice(response.output, call_id=f"call_{self._schema_calls}")
        return ToolTurn("", (call,), response.usage, self.model_id, None)

    def _budget_spent(self, budget: _Budget, attempts: int, last_error: LLMError | None) -> LLMError:
        """The timeout error for a call whose whole budget is used up (naming provider and model)."""
        if attempts == 0:
            what = "before its request could be sent"
        else:
            what = f"after {attempts} attempt(s); last: {last_error}"
        return self._error(
            LLMTimeoutError, f"timed out: the call ran out of its {budget.total_s:g} s timeout {what}"
        )


# Enough of a body that is not JSON to recognise it (an nginx or a captive-portal page).
NOT_JSON_SHOWN_CHARS = 200


class NotJSONBody(Exception):
    """Internal: an SDK handed back the raw body text instead of a parsed answer (it does so for a
    content type that is not JSON); turned into an LLMProviderError by the retry loop."""

    def __init__(self, doc: str) -> None:
        super().__init__("the answer's body is not JSON")
        self.doc = doc


def require_parsed(answer: T) -> T:
    """``answer`` unless it is the raw body text an SDK returns for a body it did not parse."""
    if isinstance(answer, str | bytes):
        raise NotJSONBody(answer.decode("utf-8", "replace") if isinstance(answer, bytes) else answer)
    return answer


# An attempt needs at least this much time to have any chance of an answer; less counts as none left.
MIN_ATTEMPT_S = 0.05


@dataclass(frozen=True)
class _Budget:
    """What one generate() call may spend in all (``total_s`` None: no overall bound)."""

    total_s: float | None
    ends_at: float | None

    @classmethod
    def starting_now(cls, total_s: float | None) -> _Budget:
        if total_s is None:
            return cls(None, None)
        total = max(0.0, float(total_s))
        return cls(total, time.monotonic() + total)

    def remaining_s(self) -> float | None:
        return None if self.ends_at is None else self.ends_at - time.monotonic()
