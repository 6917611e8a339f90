"""Tool calling, provider-neutral: tool specs, one turn's answer, validation and the one repair.

Two ways to ask a model for tool calls:

* ``native``: the provider's own tool channel (OpenAI ``tools``, Anthropic ``tool_use``, Gemini
  ``functionDeclarations``). OpenAI's strict function schemas constrain the arguments; Anthropic's and
  Gemini's do not, so arguments are validated here and a bad turn is repaired once.
* ``schema``: one structured answer whose JSON schema is the union of every tool's call
  (``{"tool": <name>, "args": {...}}``), sent through the structured-output channel every provider
  already has. A server that turns a schema into a grammar (llama.cpp) then *cannot* name a tool that
  does not exist or write arguments of the wrong shape; ids written as ``enum``s stay enums. This is
  what lets a 1.5B local model drive an agent.

Everything here is pure (no SDK): the provider modules only translate requests and answers.
"""

from __future__ import annotations

import copy
import functools
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from .parsing import describe_validation_error
from .schema import JsonSchema, output_json_schema
from .types import Message, TextPart, ToolCall, ToolResult, Usage

ToolMode = Literal["native", "schema"]
ToolChoice = Literal["auto", "required"]


@dataclass(frozen=True)
class Tool:
    """One tool a model may call: its name, what it does, and its arguments as a pydantic model."""

    name: str
    description: str
    parameters: type[BaseModel]

    def json_schema(self) -> JsonSchema:
        return copy.deepcopy(_schema_of(self.parameters))


@functools.lru_cache(maxsize=256)
def _schema_of(parameters: type[BaseModel]) -> JsonSchema:
    """Pydantic builds a schema in milliseconds, and an agent run asks for each tool's on every turn
    (and for its cache key): build each once. Callers get a copy, so the cached one stays as built."""
    return output_json_schema(parameters)


@dataclass(frozen=True)
class ToolTurn:
    """One assistant turn: its text (reasoning), the tool calls it asked for, and what it cost."""

    text: str
    calls: tuple[ToolCall, ...]
    usage: Usage = field(default_factory=Usage)
    model_id: str = ""
    finish_reason: str | None = None

    def message(self) -> Message:
        """The turn as an assistant message, to append to the conversation."""
        parts: list[TextPart | ToolCall] = [TextPart(self.text)] if self.text else []
        return Message("assistant", [*parts, *self.calls])


# The key an argument string that was not a JSON object is kept under, so validation names it.
UNPARSED = "_unparsed_arguments"


def parse_arguments(text: str | None) -> dict[str, Any]:
    """A provider's argument string as a dict; text that is not a JSON object is kept (and refused by
    :func:`check_calls`, which asks for a repair) rather than dropped."""
    if not text:
        return {}
    try:
        value = json.loads(text)
    except json.JSONDecodeError:
        return {UNPARSED: text}
    return value if isinstance(value, dict) else {UNPARSED: text}


def check_calls(turn: ToolTurn, tools: Sequence[Tool], *, require_call: bool) -> list[str]:
    """What is wrong with the turn's calls, one line each (empty: every call names a tool that exists
    and its arguments validate)."""
    by_name = {tool.name: tool for tool in tools}
    problems: list[str] = []
    if require_call and not turn.calls:
        problems.append("no tool was called; call exactly one of: " + ", ".join(by_name))
    for call in turn.calls:
        tool = by_name.get(call.name)
        if tool is None:
            problems.append(f"tool {call.name!r} does not exist; the tools are: {', '.join(by_name)}")
            continue
        if UNPARSED in call.arguments:
            problems.append(
                f"arguments of {call.name!r} are not a JSON object: {call.arguments[UNPARSED]!r:.200}"
            )
            continue
        try:
            tool.parameters.model_validate(call.arguments)
        except ValidationError as e:
            problems.append(f"arguments of {call.name!r} do not validate:\n{describe_validation_error(e)}")
    return problems


def repair_conversation(
    messages: Sequence[Message], turn: ToolTurn, problems: Sequence[str]
) -> list[Message]:
    """The conversation, the bad turn, and an error result for each of its calls: the one repair.
    Every call gets a result (OpenAI refuses a conversation with an unanswered call id)."""
    note = (
        "That tool call was invalid:\n"
        + "\n".join(f"- {p}" for p in problems)
        + "\nCall a tool again, correctly."
    )
    repaired = [*messages]
    if turn.calls:
        repaired.append(turn.message())
        results = [ToolResult(c.id, c.name, note, is_error=True) for c in turn.calls]
        repaired.append(Message("tool", results))
    else:
        repaired.append(Message("assistant", turn.text or "(no tool call)"))
        repaired.append(Message("user", note))
    return repaired


def with_repair(
    send: Callable[[Sequence[Message]], ToolTurn],
    messages: Sequence[Message],
    tools: Sequence[Tool],
    *,
    require_call: bool,
    on_failure: Callable[[ToolTurn, list[str], Usage], Exception],
) -> ToolTurn:
    """One turn; when its calls cannot run, one repair turn; when that fails too, ``on_failure``'s error
    (given the last turn, its problems and what both requests cost)."""
    turn = send(messages)
    problems = check_calls(turn, tools, require_call=require_call)
    if not problems:
        return turn
    second = send(repair_conversation(messages, turn, problems))
    usage = turn.usage + second.usage + Usage(extra_requests=1)
    second_problems = check_calls(second, tools, require_call=require_call)
    if second_problems:
        raise on_failure(second, second_problems, usage)
    return ToolTurn(second.text, second.calls, usage, second.model_id, second.finish_reason)


# ---- schema mode: the tool call as one structured answer -------------------------------------------


@runtime_checkable
class ToolCallingLLM(Protocol):
    """A client that can run a tool-calling turn (every real provider, and the scripted doubles)."""

    model_id: str
    supports_images: bool

    def run_tools(
        self,
        messages: Sequence[Message],
        tools: Sequence[Tool],
        *,
        tool_choice: ToolChoice = "required",
        temperature: float | None = 0.0,
        max_tokens: int | None = None,
        timeout_s: float | None = None,
    ) -> ToolTurn: ...


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


def tool_choice_model(tools: Sequence[Tool]) -> type[BaseModel]:
    """``{"tool": <name>, "args": {...}}`` as one pydantic model: a union with one branch per tool, the
    name a one-value enum, so a grammar-constrained model can only write a call that exists."""
    branches: list[Any] = []
    for tool in tools:
        fields: dict[str, Any] = {
            "tool": (Literal[tool.name], Field(description=tool.description, json_schema_extra=_as_enum)),
            "args": (tool.parameters, ...),
        }
        branches.append(create_model(f"call_{tool.name}", __base__=_Strict, **fields))
    call_type: Any = branches[0] if len(branches) == 1 else _union(branches)
    return create_model("ToolCallChoice", __base__=_Strict, call=(call_type, ...))


def _as_enum(schema: dict[str, Any]) -> None:
    """A one-value Literal as ``enum`` rather than ``const``: every dialect (Gemini's too) keeps enums."""
    if "const" in schema:
        schema["enum"] = [schema.pop("const")]


def _union(branches: list[Any]) -> Any:
    union = branches[0]
    for branch in branches[1:]:
        union = union | branch
    return union


def schema_mode_instructions(tools: Sequence[Tool]) -> str:
    """The tool list as prompt text, for schema mode (the model sees names and descriptions; the
    schema itself holds the argument shapes)."""
    lines = ['Answer with one JSON object {"call": {"tool": <name>, "args": {...}}}. Tools:']
    for tool in tools:
        properties = tool.json_schema().get("properties", {})
        args = ", ".join(properties) or "no arguments"
        lines.append(f"- {tool.name}({args}): {tool.description}")
    return "\n".join(lines)


def flatten_for_schema_mode(messages: Sequence[Message], tools: Sequence[Tool]) -> list[Message]:
    """A tool conversation as plain messages: calls become the assistant's JSON, results become user
    text; the tool list joins the (first) system message."""
    flat: list[Message] = []
    for message in messages:
        calls, results = message.tool_calls, message.tool_results
        if calls:
            text = message.text()
            for call in calls:
                text += ("\n" if text else "") + json.dumps(
                    {"call": {"tool": call.name, "args": call.arguments}}
                )
            flat.append(Message("assistant", text))
        elif results:
            lines = [f"Result of {r.name}{' (error)' if r.is_error else ''}: {r.content}" for r in results]
            images = [image for r in results for image in r.images]
            flat.append(
                Message("user", [TextPart("\n".join(lines)), *images] if images else "\n".join(lines))
            )
        else:
            flat.append(message)
    note = schema_mode_instructions(tools)
    if flat and flat[0].role == "system":
        return [Message("system", f"{flat[0].text()}\n\n{note}"), *flat[1:]]
    return [Message("system", note), *flat]


def turn_from_choice(choice: BaseModel, *, call_id: str) -> ToolCall:
    """The structured answer of schema mode as a tool call."""
    call = choice.call  # type: ignore[attr-defined]  # built at run time by tool_choice_model
    return ToolCall(call_id, str(call.tool), call.args.model_dump(mode="json"))
