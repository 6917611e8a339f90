"""OpenAI's computer-use agent: the Responses API's computer tool, one ``responses.create`` per turn.

The protocol as the installed ``openai`` SDK types it (where Stagehand's notes differ, the SDK wins):

- **Tool.** ``computer_use_preview`` (``display_width`` / ``display_height`` / ``environment``) for the
  ``computer-use-preview`` models; the GA ``computer`` tool (no fields; a call carries a batch of
  ``actions``) for any other model. ``CuaOptions.tool_version`` (else the ``computer_tool_version``
  llm option) set to either type name overrides the choice by model name.
- **Coordinates** are pixels of the screenshot the model was sent (the seed's "0-1000" row is wrong for
  OpenAI), converted to viewport pixels through :class:`Display`.
- **Threading.** The first request sends the instruction with the first screenshot; every later one
  sends ``previous_response_id`` and only the new items: a ``computer_call_output`` per computer call
  (the screenshot, and the page's URL as ``current_url`` inside ``output`` as OpenAI's CUA sample app
  sends it: the SDK types declare no ``current_url``, the safety checks read it) and a
  ``function_call_output`` per custom tool call. ``truncation="auto"`` on every request (the preview
  tool refuses to run without it); ``instructions`` on every request too (the API does not carry them
  over ``previous_response_id``).
- **Reasoning items.** Responses are stored (the API's default) and threaded by id, so the server
  already holds the reasoning item that precedes each call; sending it back as input would duplicate it
  (the API refuses a reasoning item sent without the item that followed it). Its summary, asked for with
  ``reasoning.summary="concise"`` on the preview model, is the turn's text when there is no message.
- **Safety checks.** A call's ``pending_safety_checks`` come with it (``ComputerCall.safety_checks``):
  the run stops there before acting unless the settings allow acknowledging them. They go back as
  ``acknowledged_safety_checks`` only when ``CuaOptions.acknowledge_safety_checks`` is set; answering
  such a call without it raises :class:`AgentError` with the check's code and message.
- **Older screenshots** need no eliding (``keep_screenshots``): each request carries only the newest
  screenshot; earlier ones live server-side, where ``truncation="auto"`` drops the oldest turns.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

from ...errors import AgentError, LLMProviderError
from ...llm import Tool, ToolCall, Usage
from ...llm.openai_provider import OpenAIClient
from ...llm.schema import openai_strict_compatible, openai_strict_schema
from ...llm.tools import parse_arguments
from .actions import Button, ComputerCall, CuaAction, Display, SafetyCheck, chord
from .screens import fit_to_display, is_image_size_refusal
from .session import CallOutcome, CuaOptions, CuaTurn

Json = Mapping[str, object]
ToolType = Literal["computer_use_preview", "computer"]
PREVIEW_TOOL: ToolType = "computer_use_preview"
GA_TOOL: ToolType = "computer"
PREVIEW_MODEL_PREFIX = "computer-use-preview"
OPENAI_ACTIONS = ("click", "double_click", "drag", "keypress", "move", "screenshot", "scroll", "type", "wait")
OPENAI_BUTTONS = ("left", "right", "wheel", "back", "forward")
# OpenAI's ``wait`` names no duration; its CUA sample app waits a second.
WAIT_MS = 1000
# OpenAI's vision fits an image within 2048 on its long side and 768 on its short side before the model
# sees it. A display already within those is exactly what the model sees, so its coordinates are ours.
MAX_LONG_SIDE, MAX_SHORT_SIDE = 2048, 768
# What the model gets instead of an answer for a call the run did not get to.
NOT_RUN = "not run: the run stopped before this call"

_TO_BUTTON: dict[str, Button] = {"left": "left", "right": "right", "wheel": "middle"}
_FROM_BUTTON: dict[Button, str] = {"left": "left", "right": "right", "middle": "wheel"}
# Playwright's key names as OpenAI's model writes them (upper case; the rest is the name upper-cased).
_OPENAI_KEY_NAMES = {"Control": "CTRL", "Meta": "CMD", "Escape": "ESC"}


# ---- geometry and the tool ---------------------------------------------------------------------------


def openai_display(viewport_width: int, viewport_height: int) -> Display:
    """The screen declared to the model: the viewport fitted within what OpenAI's vision keeps."""
    landscape = viewport_width >= viewport_height
    return Display.fitting(
        viewport_width,
        viewport_height,
        max_width=MAX_LONG_SIDE if landscape else MAX_SHORT_SIDE,
        max_height=MAX_SHORT_SIDE if landscape else MAX_LONG_SIDE,
    )


def tool_type_for(model: str, tool_version: str | None = None) -> ToolType:
    """The computer tool a model takes: an explicit ``tool_version`` naming one of the two types wins;
    otherwise the preview tool for the ``computer-use-preview`` models (the only ones it runs with) and
    the GA tool for the rest."""
    if tool_version is not None:
        if tool_version not in (PREVIEW_TOOL, GA_TOOL):
            raise AgentError(
                f"unknown OpenAI computer tool {tool_version!r}; set computer_tool_version to "
                f"{PREVIEW_TOOL!r} or {GA_TOOL!r}"
            )
        return PREVIEW_TOOL if tool_version == PREVIEW_TOOL else GA_TOOL
    return PREVIEW_TOOL if model.startswith(PREVIEW_MODEL_PREFIX) else GA_TOOL


def computer_tool(tool_type: ToolType, display: Display, environment: str) -> dict[str, object]:
    if tool_type == GA_TOOL:
        return {"type": GA_TOOL}
    return {
        "type": PREVIEW_TOOL,
        "display_width": display.width,
        "display_height": display.height,
        "environment": environment,
    }


def function_tool(tool: Tool) -> dict[str, object]:
    """A custom tool as a Responses API function (flat, unlike chat completions'), strict when the
    schema allows it."""
    schema = tool.json_schema()
    strict = openai_strict_compatible(schema)
    return {
        "type": "function",
        "name": tool.name,
        "description": tool.description,
        "parameters": openai_strict_schema(schema) if strict else schema,
        "strict": strict,
    }


# ---- the conversion table ----------------------------------------------------------------------------


def to_actions(action: Json, display: Display) -> tuple[CuaAction, ...]:
    """One OpenAI computer action (the JSON form the API sends) as shared actions in viewport pixels.
    Raises AgentError for an action or button OpenAI's tool does not define."""
    kind = action.get("type")
    if kind == "click":
        button = _text(action, "button", default="left")
        if button == "back":  # the mouse's history buttons: where they are pressed does not matter
            return (CuaAction("back"),)
        if button == "forward":
            return (CuaAction("forward"),)
        if button not in _TO_BUTTON:
            raise AgentError(
                f"OpenAI's computer tool sent a click with the {button!r} button, which this run cannot "
                f"press (supported: left, right, wheel, back, forward)"
            )
        x, y = _point(action, display)
        return (CuaAction("click", x, y, button=_TO_BUTTON[button], keys=_held(action)),)
    if kind in ("double_click", "move"):
        x, y = _point(action, display)
        return (CuaAction("double_click" if kind == "double_click" else "move", x, y, keys=_held(action)),)
    if kind == "drag":
        path = tuple(display.to_viewport(*_xy(point, "drag path point")) for point in _list(action, "path"))
        return (CuaAction("drag", path=path, keys=_held(action)),)
    if kind == "keypress":
        return (
            CuaAction("key", keys=chord([_as_text(key, "keypress key") for key in _list(action, "keys")])),
        )
    if kind == "scroll":
        x, y = _point(action, display)
        dx = round(_number(action, "scroll_x") * display.viewport_width / display.width)
        dy = round(_number(action, "scroll_y") * display.viewport_height / display.height)
        return (CuaAction("scroll", x, y, dx=dx, dy=dy, keys=_held(action)),)
    if kind == "type":
        return (CuaAction("type", text=_text(action, "text")),)
    if kind == "wait":
        return (CuaAction("wait", ms=WAIT_MS),)
    if kind == "screenshot":
        return (CuaAction("screenshot"),)
    raise AgentError(
        f"OpenAI's computer tool sent an unknown action {kind!r}; known: {', '.join(OPENAI_ACTIONS)}"
    )


def from_action(action: CuaAction, display: Display) -> dict[str, object]:
    """A shared action as OpenAI's computer tool would have asked for it (screenshot pixels).
    Raises AgentError for what the tool cannot express (``navigate``)."""
    held: dict[str, object] = {"keys": [_openai_key(k) for k in action.keys]} if action.keys else {}
    if action.kind in ("click", "double_click", "move"):
        x, y = display.to_screen(*_required_point(action))
        if action.kind == "click":
            return {"type": "click", "button": _FROM_BUTTON[action.button], "x": x, "y": y, **held}
        return {"type": action.kind, "x": x, "y": y, **held}
    if action.kind in ("back", "forward"):
        # The mouse's history buttons; where they are pressed does not matter.
        return {"type": "click", "button": action.kind, "x": 0, "y": 0}
    if action.kind == "drag":
        path = [dict(zip(("x", "y"), display.to_screen(px, py), strict=True)) for px, py in action.path]
        return {"type": "drag", "path": path, **held}
    if action.kind == "key":
        return {"type": "keypress", "keys": [_openai_key(k) for k in action.keys]}
    if action.kind == "scroll":
        point = action.point or (display.viewport_width // 2, display.viewport_height // 2)
        x, y = display.to_screen(*point)
        return {
            "type": "scroll",
            "x": x,
            "y": y,
            "scroll_x": round(action.dx * display.width / display.viewport_width),
            "scroll_y": round(action.dy * display.height / display.viewport_height),
            **held,
        }
    if action.kind == "type":
        return {"type": "type", "text": action.text}
    if action.kind in ("wait", "screenshot"):
        return {"type": action.kind}
    raise AgentError(f"OpenAI's computer tool has no {action.kind!r} action ({action.describe()})")


def to_call(item: Json, display: Display) -> ComputerCall:
    """A ``computer_call`` output item: its action (preview tool) or batch of actions (GA tool) as one
    call, with its pending safety checks."""
    call_id = _text(item, "call_id")
    if isinstance(item.get("actions"), list):
        raw_actions = [_mapping(a, "computer action") for a in _list(item, "actions")]
    else:
        raw_actions = [_mapping(item.get("action"), "computer action")]
    actions = tuple(a for raw in raw_actions for a in to_actions(raw, display))
    checks = tuple(
        SafetyCheck(
            _text(check, "id"),
            _text(check, "code", default=""),
            _text(check, "message", default=""),
        )
        for check in (_mapping(c, "safety check") for c in _list(item, "pending_safety_checks", default=[]))
    )
    arguments: dict[str, object] = (
        {"actions": raw_actions} if len(raw_actions) > 1 or "actions" in item else dict(raw_actions[0])
    )
    return ComputerCall(call_id, "computer", actions, arguments=arguments, safety_checks=checks)


# ---- requests ----------------------------------------------------------------------------------------


def data_url(png: bytes) -> str:
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


def first_input(instruction: str, screenshot_url: str, url: str) -> list[dict[str, object]]:
    """The first request's input: the instruction, the page's URL and the page as it is."""
    text = f"{instruction}\n\nCurrent URL: {url}" if url else instruction
    content: list[dict[str, object]] = [
        {"type": "input_text", "text": text},
        # high: coordinates need the screenshot itself, not a 512 px thumbnail.
        {"type": "input_image", "image_url": screenshot_url, "detail": "high"},
    ]
    return [{"role": "user", "content": content}]


def answer_input(
    pending: Sequence[ComputerCall | ToolCall],
    outcomes: Sequence[CallOutcome],
    screenshot_url: str,
    url: str,
) -> list[dict[str, object]]:
    """A later request's input: an output for every call of the last turn (the protocol refuses a turn
    with one missing), then what failed, as the computer tool's output has room for an image only."""
    by_id = {o.call_id: o for o in outcomes}
    asked = {_call_id(c) for c in pending}
    unknown = [o.call_id for o in outcomes if o.call_id not in asked]
    if unknown:
        raise AgentError(f"outcomes for calls the model did not make: {', '.join(unknown)}")
    items: list[dict[str, object]] = []
    notes: list[str] = []
    for call in pending:
        if isinstance(call, ToolCall):
            outcome = by_id.get(call.id)
            items.append(
                {
                    "type": "function_call_output",
                    "call_id": call.id,
                    "output": outcome.text if outcome else NOT_RUN,
                }
            )
            continue
        outcome = by_id.get(call.call_id)
        output: dict[str, object] = {"type": "computer_screenshot", "image_url": screenshot_url}
        if url:
            output["current_url"] = url
        item: dict[str, object] = {"type": "computer_call_output", "call_id": call.call_id, "output": output}
        if call.safety_checks:
            # Only reached when the settings allow it (answer() refuses otherwise).
            item["acknowledged_safety_checks"] = [
                {"id": c.id, "code": c.code, "message": c.message} for c in call.safety_checks
            ]
        items.append(item)
        if outcome is None:
            notes.append(f"{_describe(call)}: {NOT_RUN}")
        elif not outcome.ok:
            notes.append(f"{_describe(call)} failed: {outcome.text}")
    if notes:
        items.append({"role": "user", "content": [{"type": "input_text", "text": "\n".join(notes)}]})
    return items


def request_params(
    *,
    model: str,
    tool_type: ToolType,
    display: Display,
    options: CuaOptions,
    input_items: list[dict[str, object]],
    previous_response_id: str | None,
) -> dict[str, object]:
    params: dict[str, object] = {
        "model": model,
        "tools": [computer_tool(tool_type, display, options.environment), *map(function_tool, options.tools)],
        "input": input_items,
        "truncation": "auto",
        "max_output_tokens": options.max_tokens,
    }
    if options.system_prompt:
        params["instructions"] = options.system_prompt
    if previous_response_id is not None:
        params["previous_response_id"] = previous_response_id
    if tool_type == PREVIEW_TOOL:
        params["reasoning"] = {"summary": "concise"}
    return params


# ---- responses ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class OpenAIResponse:
    """What one response says: its id (the next request's ``previous_response_id``), its calls in
    order, its text (messages, else reasoning summaries) and its usage."""

    id: str
    calls: tuple[ComputerCall | ToolCall, ...]
    text: str
    usage: Usage


def read_response(body: Json, display: Display, *, inference_ms: float = 0.0) -> OpenAIResponse:
    error = body.get("error")
    if body.get("status") == "failed" or isinstance(error, Mapping):
        detail = _mapping(error, "error").get("message") if isinstance(error, Mapping) else "no detail"
        raise AgentError(f"OpenAI's response {body.get('id')!r} failed: {detail}")
    calls: list[ComputerCall | ToolCall] = []
    messages: list[str] = []
    reasoning: list[str] = []
    for item in (_mapping(i, "output item") for i in _list(body, "output", default=[])):
        kind = item.get("type")
        if kind == "computer_call":
            calls.append(to_call(item, display))
        elif kind == "function_call":
            arguments = item.get("arguments")
            calls.append(
                ToolCall(
                    _text(item, "call_id"),
                    _text(item, "name"),
                    parse_arguments(arguments if isinstance(arguments, str) else None),
                )
            )
        elif kind == "message":
            messages.extend(_message_texts(item))
        elif kind == "reasoning":
            reasoning.extend(
                _text(part, "text", default="")
                for part in (_mapping(p, "summary") for p in _list(item, "summary", default=[]))
            )
    text = "\n".join(t for t in messages if t) or "\n".join(t for t in reasoning if t)
    if not calls and not text and body.get("status") == "incomplete":
        details = body.get("incomplete_details")
        reason = _mapping(details, "details").get("reason") if isinstance(details, Mapping) else None
        text = f"(the response stopped early: {reason or 'incomplete'})"
    return OpenAIResponse(_text(body, "id"), tuple(calls), text, usage_of(body, inference_ms))


def usage_of(body: Json, inference_ms: float = 0.0) -> Usage:
    usage = body.get("usage")
    if not isinstance(usage, Mapping):
        return Usage(inference_ms=inference_ms)
    inputs, outputs = usage.get("input_tokens_details"), usage.get("output_tokens_details")
    return Usage(
        prompt_tokens=_count(usage, "input_tokens"),
        completion_tokens=_count(usage, "output_tokens"),
        reasoning_tokens=_count(outputs, "reasoning_tokens"),
        cached_input_tokens=_count(inputs, "cached_tokens"),
        inference_ms=inference_ms,
    )


def refuse_unacknowledged(calls: Sequence[ComputerCall | ToolCall]) -> None:
    """Refuse to answer (and so acknowledge) a call whose safety checks the settings do not allow."""
    for call in calls:
        if isinstance(call, ComputerCall) and call.safety_checks:
            checks = "; ".join(
                f"{c.code or 'unnamed check'}: {c.message or 'no message'}" for c in call.safety_checks
            )
            raise AgentError(
                f"OpenAI's computer tool raised a safety check on {_describe(call)} ({checks}); "
                "it is not acknowledged without permission: set agent_safety_checks='acknowledge' "
                "(marker, ini or --stagehand-agent-safety-checks) to acknowledge such checks and go on."
            )


# ---- the session -------------------------------------------------------------------------------------


class OpenAICuaSession:
    """One run's conversation with OpenAI's computer tool (see the module docstring for the protocol)."""

    def __init__(self, client: OpenAIClient, options: CuaOptions) -> None:
        self.client = client
        self.options = options
        configured = options.tool_version or client.options.get("computer_tool_version")
        self.tool_type = tool_type_for(client.model, None if configured is None else str(configured))
        self.display = openai_display(options.viewport_width, options.viewport_height)
        self.previous_response_id: str | None = None
        self._pending: tuple[ComputerCall | ToolCall, ...] = ()
        self._halved = False

    def begin(self, instruction: str, screenshot: bytes, url: str) -> CuaTurn:
        if self.previous_response_id is not None:
            raise AgentError("this OpenAI computer-use session has already begun")
        return self._turn(
            lambda display: first_input(instruction, data_url(fit_to_display(screenshot, display)), url), 1
        )

    def answer(self, outcomes: Sequence[CallOutcome], screenshot: bytes, url: str) -> CuaTurn:
        if self.previous_response_id is None:
            raise AgentError("answer() before begin(): the session has no response to answer")
        pending = self._pending
        if not self.options.acknowledge_safety_checks:
            # The run stops at such a call before acting (run.py); answering it would acknowledge.
            refuse_unacknowledged(pending)
        images = sum(isinstance(c, ComputerCall) for c in pending)
        return self._turn(
            lambda display: answer_input(
                pending, outcomes, data_url(fit_to_display(screenshot, display)), url
            ),
            images,
        )

    def _turn(self, build: Callable[[Display], list[dict[str, object]]], images: int) -> CuaTurn:
        extra_requests = 0
        try:
            body, elapsed_ms = self._post(build(self.display))
        except LLMProviderError as e:
            if self._halved or not _is_size_refusal(e):
                raise
            # Once per run: a smaller screen (tool declaration and screenshots) and the same request again.
            refused, self.display, self._halved = self.display, self.display.halved(), True
            extra_requests = 1
            try:
                body, elapsed_ms = self._post(build(self.display))
            except LLMProviderError as again:
                if not _is_size_refusal(again):
                    raise
                raise AgentError(
                    f"OpenAI refused the screenshot for its size at {refused.width}x{refused.height} and "
                    f"again at {self.display.width}x{self.display.height}: {again}"
                ) from again
        response = read_response(body, self.display, inference_ms=elapsed_ms)
        self.previous_response_id = response.id
        self._pending = response.calls
        usage = replace(response.usage, extra_requests=extra_requests)
        return CuaTurn(response.calls, response.text, usage, images_sent=images)

    def _post(self, input_items: list[dict[str, object]]) -> tuple[dict[str, object], float]:
        params = request_params(
            model=self.client.model,
            tool_type=self.tool_type,
            display=self.display,
            options=self.options,
            input_items=input_items,
            previous_response_id=self.previous_response_id,
        )

        def send(sdk: Any, timeout_s: float) -> dict[str, object]:  # Any: the SDK is imported lazily
            # The raw body, not the SDK's models: an action type the SDK does not know would otherwise be
            # squeezed into the nearest model and lose its name.
            raw = sdk.responses.with_raw_response.create(**params, timeout=timeout_s)
            body = json.loads(raw.content)
            if not isinstance(body, dict):
                raise AgentError(f"OpenAI's response is not a JSON object: {str(body)[:200]}")
            return body

        return self.client.call_sdk(send, timeout_s=self.options.remaining_s())


# ---- small readers -----------------------------------------------------------------------------------


def _is_size_refusal(error: LLMProviderError) -> bool:
    return error.status in (400, 413) and is_image_size_refusal(str(error))


def _call_id(call: ComputerCall | ToolCall) -> str:
    return call.call_id if isinstance(call, ComputerCall) else call.id


def _describe(call: ComputerCall) -> str:
    return ", ".join(a.describe() for a in call.actions) or f"computer call {call.call_id}"


def _message_texts(item: Json) -> list[str]:
    texts: list[str] = []
    for part in (_mapping(p, "message content") for p in _list(item, "content", default=[])):
        if part.get("type") == "output_text":
            texts.append(_text(part, "text", default=""))
        elif part.get("type") == "refusal":
            texts.append(_text(part, "refusal", default=""))
    return texts


def _openai_key(name: str) -> str:
    if len(name) == 1:
        return name
    return _OPENAI_KEY_NAMES.get(name, name.upper())


def _held(action: Json) -> tuple[str, ...]:
    keys = action.get("keys")
    if not keys:
        return ()
    return chord([_as_text(k, "held key") for k in _list(action, "keys")])


def _point(action: Json, display: Display) -> tuple[int, int]:
    return display.to_viewport(*_xy(action, f"{action.get('type')} action"))


def _required_point(action: CuaAction) -> tuple[int, int]:
    if action.x is None or action.y is None:  # CuaAction refuses this; for the type checker
        raise AgentError(f"a {action.kind} needs a point")
    return action.x, action.y


def _xy(value: object, what: str) -> tuple[float, float]:
    point = _mapping(value, what)
    return _number(point, "x"), _number(point, "y")


def _number(item: Json, key: str) -> float:
    value = item.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise AgentError(
            f"OpenAI's {item.get('type', 'computer')!r} item has no number {key!r}: {dict(item)!r}"
        )
    return float(value)


def _count(item: object, key: str) -> int:
    value = item.get(key) if isinstance(item, Mapping) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


_MISSING = object()


def _text(item: Json, key: str, *, default: object = _MISSING) -> str:
    value = item.get(key)
    if isinstance(value, str):
        return value
    if value is None and isinstance(default, str):
        return default
    raise AgentError(
        f"OpenAI's {item.get('type', 'response')!r} item has no text {key!r}: {str(dict(item))[:300]}"
    )


def _as_text(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise AgentError(f"OpenAI sent a {what} that is not text: {value!r}")
    return value


def _list(item: Json, key: str, *, default: list[object] | None = None) -> list[object]:
    value = item.get(key)
    if isinstance(value, list):
        return value
    if value is None and default is not None:
        return default
    raise AgentError(
        f"OpenAI's {item.get('type', 'response')!r} item has no list {key!r}: {str(dict(item))[:300]}"
    )


def _mapping(value: object, what: str) -> Json:
    if not isinstance(value, Mapping):
        raise AgentError(f"OpenAI sent a {what} that is not an object: {str(value)[:300]}")
    return value
