"""The LLM layer: one interface (``LLMClient.generate``) over OpenAI, Anthropic, Google and any
OpenAI-compatible server, with structured output into pydantic models and usage per call.

Importing this package imports no provider SDK; each is imported at its client's first request.
"""

from .base import DEFAULT_MAX_TOKENS, ProviderClient
from .doubles import FunctionLLM, RecordedCall, ScriptedLLM, tool_call
from .factory import build_llm_client
from .guard import allow_llm_requests, block_llm_requests, llm_requests_blocked
from .retry import RetryPolicy
from .tools import Tool, ToolCallingLLM, ToolChoice, ToolMode, ToolTurn
from .types import (
    ContentPart,
    ImagePart,
    LLMClient,
    LLMResponse,
    M,
    Message,
    Role,
    TextPart,
    ToolCall,
    ToolResult,
    Usage,
)
from .usage import PRIMITIVES, UsageLedger

__all__ = [
    "DEFAULT_MAX_TOKENS",
    "PRIMITIVES",
    "ContentPart",
    "FunctionLLM",
    "ImagePart",
    "LLMClient",
    "LLMResponse",
    "M",
    "Message",
    "ProviderClient",
    "RecordedCall",
    "RetryPolicy",
    "Role",
    "ScriptedLLM",
    "TextPart",
    "Tool",
    "ToolCall",
    "ToolCallingLLM",
    "ToolChoice",
    "ToolMode",
    "ToolResult",
    "ToolTurn",
    "Usage",
    "UsageLedger",
    "allow_llm_requests",
    "block_llm_requests",
    "build_llm_client",
    "llm_requests_blocked",
    "tool_call",
]
