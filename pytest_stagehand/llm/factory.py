"""From settings to a client. Cheap: no SDK is imported until the client's first generate()."""

from __future__ import annotations

from ..config import Settings, parse_model
from .anthropic_provider import AnthropicClient
from .base import DEFAULT_MAX_TOKENS, ProviderClient
from .google_provider import GoogleClient
from .openai_provider import OpenAIClient
from .retry import RetryPolicy

PROVIDER_CLIENTS: dict[str, type[ProviderClient]] = {
    "openai": OpenAIClient,
    "anthropic": AnthropicClient,
    "google": GoogleClient,
}


def build_llm_client(
    settings: Settings,
    *,
    model: str | None = None,
    retry: RetryPolicy | None = None,
    max_tokens: int = DEFAULT_MAX_TOKENS,
) -> ProviderClient:
    """The client for ``model`` (default ``settings.model``), e.g. ``openai/gpt-4.1-mini``.

    ``settings.base_url`` points the openai provider at any OpenAI-compatible server; the other
    providers ignore it (it names an OpenAI-style endpoint). Such a server gets screenshots only
    with ``settings.base_url_images`` (a vision model); otherwise evidence falls back to page text. API keys come
    from the environment (or the ``api_key`` option),
    read at the first request, so building a client never fails for a missing key. The provider's
    ``settings.llm_options`` (key variable, base URL, headers, timeout, provider-specific options)
    go to its client.
    """
    model_id = parse_model(model if model is not None else settings.model)
    provider, _, name = model_id.partition("/")
    policy = retry or RetryPolicy(retries=settings.llm_retries)
    cls = PROVIDER_CLIENTS[provider]
    options = dict(settings.llm_options.get(provider, {}))
    base_url = options.get("base_url") or (settings.base_url if provider == "openai" else None)
    return cls(
        name,
        base_url=base_url,
        timeout_s=options.get("timeout", settings.llm_timeout) / 1000,
        retry=policy,
        max_tokens=max_tokens,
        # A provider's own endpoint sees, and so does a gateway to Anthropic or Google; an arbitrary
        # OpenAI-compatible server only when the settings say so.
        supports_images=provider != "openai" or base_url is None or settings.base_url_images,
        options=options,
    )
