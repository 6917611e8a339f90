"""What ``page.agent(...)`` fixes for every run of the agent, whatever its mode."""

from __future__ import annotations

from dataclasses import dataclass

from ..llm import LLMClient, ToolCallingLLM
from .tools import UserTool

DEFAULT_SNAPSHOT_TOKENS = 4000  # the ariaTree tool's budget; Stagehand's 70k would not fit a local model


@dataclass(frozen=True)
class AgentOptions:
    """What ``page.agent(...)`` fixed for every execute()."""

    llm: ToolCallingLLM
    execution_llm: LLMClient | None = None  # act / extract / fillForm's model (default: the test's)
    system_prompt: str | None = None
    tools: tuple[UserTool, ...] = ()
    mode: str = "dom"
    snapshot_tokens: int = DEFAULT_SNAPSHOT_TOKENS
    base_url: str | None = None
    plan_first: bool | None = None  # None: the agent-plan-first setting
