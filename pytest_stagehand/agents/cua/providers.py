"""Which session speaks to which provider. The provider modules (and their SDKs) load on first use."""

from __future__ import annotations

from ...errors import AgentError
from ...llm import ToolCallingLLM
from .session import CuaOptions, CuaSession

CUA_PROVIDERS = ("anthropic", "openai", "google")


def open_session(llm: ToolCallingLLM, options: CuaOptions) -> CuaSession:
    """A computer-use session on ``llm``'s provider. Raises AgentError for a model that cannot be one
    (a scripted double, an OpenAI-compatible local server: neither speaks a computer-use protocol)."""
    provider = getattr(llm, "provider", None)
    if provider == "anthropic":
        from ...llm.anthropic_provider import AnthropicClient
        from .anthropic import AnthropicCuaSession

        if isinstance(llm, AnthropicClient):
            return AnthropicCuaSession(llm, options)
    elif provider == "openai":
        from ...llm.openai_provider import OpenAIClient
        from .openai import OpenAICuaSession

        if isinstance(llm, OpenAIClient):
            return OpenAICuaSession(llm, options)
    elif provider == "google":
        from ...llm.google_provider import GoogleClient
        from .google import GoogleCuaSession

        if isinstance(llm, GoogleClient):
            return GoogleCuaSession(llm, options)
    raise AgentError(
        f"mode='cua' needs a computer-use model of {', '.join(CUA_PROVIDERS)} "
        f"(e.g. anthropic/claude-sonnet-4-6, openai/computer-use-preview, "
        f"google/gemini-2.5-computer-use-preview-10-2025); {llm.model_id!r} is not one"
    )
