"""Agents: multi-step runs where a model calls tools (the primitives, navigation, the user's own)
until it calls close. ``page.agent(...).execute(...)`` is the entry point."""

from .options import AgentOptions
from .result import AgentAction, AgentResult
from .run import Agent, make_user_tools
from .tools import UserTool, user_tool

__all__ = ["Agent", "AgentAction", "AgentOptions", "AgentResult", "UserTool", "make_user_tools", "user_tool"]
