"""Anthropic's computer-use tool over the beta Messages API.

The tool is declared with the display's size in pixels (``display_width_px`` / ``display_height_px``):
Claude answers in the pixels of the screenshots it is sent, so the run sends screenshots of exactly that
size and scales each coordinate back to the viewport (:class:`~.actions.Display`). Two tool versions:
``computer_20251124`` (beta ``computer-use-2025-11-24``, the current one) and ``computer_20250124``
(beta ``computer-use-2025-01-24``), chosen by the ``computer_tool_version`` llm option, else by model.
Every ``computer`` tool_use is answered with a tool_result: the outcome as text, and the screenshot
after the turn's actions in the last one. With a thinking budget the thinking blocks go back unchanged
(the API checks their signatures). Old screenshots become a short text (``keep_screenshots``).
"""

from __future__ import annotations

import base64
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...errors import AgentError, LLMProviderError
from ...llm import ToolCall, Usage
from ...llm.anthropic_provider import AnthropicClient, usage_from
from ...llm.schema import anthropic_input_schema
from .actions import ComputerCall, CuaAction, Display, chord
from .screens import fit_to_display, is_image_size_refusal
from .session import CallOutcome, CuaOptions, CuaTurn

TOOL_NAME = "computer"
# version → (tool type, beta header)
TOOL_VERSIONS: dict[str, tuple[str, str]] = {
    "20251124": ("computer_20251124", "computer-use-2025-11-24"),
    "20250124": ("computer_20250124", "computer-use-2025-01-24"),
}
CURRENT_VERSION, PREVIOUS_VERSION = "20251124", "20250124"
# Models older than the current tool get the previous one; every newer model (and an unknown name) the
# current one.
_PREVIOUS_TOOL_MODELS = (
    "claude-haiku-4-5",
    "claude-sonnet-4-5",
    "claude-sonnet-4-0",
    "claude-sonnet-4-2025",
    "claude-opus-4-1",
    "claude-opus-4-0",
    "claude-opus-4-2025",
    "claude-3",
)
# Anthropic recommends screenshots no larger than WXGA: larger ones are downsampled by the API, and
# the model's coordinates then no longer match ours.
MAX_DISPLAY = (1280, 800)
SCROLL_CLICK_PX = 100  # one scroll_amount unit, as a mouse wheel notch
OMITTED = "(an earlier screenshot, left out to save tokens)"

_CLICKS = {"left_click": "left", "right_click": "right", "middle_click": "middle"}
_POINTER_CLICKS = frozenset({*_CLICKS, "double_click", "triple_click"})
# Known actions of the tool that this runner does not perform: answered as an error so the model uses
# another (left_click_drag instead of mouse down / up; zoom is only on when enable_zoom is declared).
_REFUSED = {
    "left_mouse_down": "use left_click_drag to drag",
    "left_mouse_up": "use left_click_drag to drag",
    "zoom": "zoom is not enabled; take a screenshot",
}
# Playwright key names → xdotool's, as Claude writes them.
_XDOTOOL = {
    "Control": "ctrl",
    "Alt": "alt",
    "Shift": "shift",
    "Meta": "super",
    "Enter": "Return",
    "Escape": "Escape",
    "Backspace": "BackSpace",
    "ArrowUp": "Up",
    "ArrowDown": "Down",
    "ArrowLeft": "Left",
    "ArrowRight": "Right",
    "PageUp": "Page_Up",
    "PageDown": "Page_Down",
    "Space": "space",
}


def tool_version_for(model: str, configured: str | None) -> str:
    if configured is not None:
        version = configured.removeprefix("computer_")
        if version not in TOOL_VERSIONS:
            raise AgentError(
                f"computer_tool_version {configured!r} is not one of {', '.join(TOOL_VERSIONS)}; "
                "set the anthropic llm option computer_tool_version to one of them"
            )
        return version
    return PREVIOUS_VERSION if model.startswith(_PREVIOUS_TOOL_MODELS) else CURRENT_VERSION


# ---- the conversion table ------------------------------------------------------------------------------


def to_actions(tool_input: Mapping[str, Any], display: Display) -> tuple[CuaAction, ...]:
    """One ``computer`` tool_use input as actions in viewport pixels. Raises AgentError for an action
    the tool does not have, or one missing what it needs."""
    name = str(tool_input.get("action", ""))
    try:
        return _convert(name, tool_input, display)
    except (KeyError, TypeError, ValueError, IndexError) as e:
        raise AgentError(
            f"Anthropic computer action {name!r} is malformed ({e!r}): {dict(tool_input)!r}"
        ) from e


def _convert(name: str, data: Mapping[str, Any], display: Display) -> tuple[CuaAction, ...]:
    def point(field: str = "coordinate") -> tuple[int, int]:
        x, y = data[field]
        return display.to_viewport(float(x), float(y))

    # A click's text is the modifier keys held down during it ("shift", "ctrl+alt").
    held = chord(str(data["text"])) if data.get("text") and name in _POINTER_CLICKS else ()
    if name in _CLICKS:
        x, y = point()
        return (CuaAction("click", x, y, button=_CLICKS[name], keys=held),)  # type: ignore[arg-type]
    if name == "double_click":
        x, y = point()
        return (CuaAction("double_click", x, y, keys=held),)
    if name == "triple_click":
        x, y = point()
        return (CuaAction("click", x, y, keys=held, count=3),)
    if name == "left_click_drag":
        return (CuaAction("drag", path=(point("start_coordinate"), point())),)
    if name == "mouse_move":
        x, y = point()
        return (CuaAction("move", x, y),)
    if name == "type":
        return (CuaAction("type", text=str(data["text"])),)
    if name in ("key", "hold_key"):
        return (CuaAction("key", keys=chord(str(data["text"]))),)
    if name == "scroll":
        at: tuple[int | None, int | None] = point() if data.get("coordinate") else (None, None)
        amount = int(data.get("scroll_amount", 3)) * SCROLL_CLICK_PX
        dx, dy = {"up": (0, -amount), "down": (0, amount), "left": (-amount, 0), "right": (amount, 0)}[
            str(data["scroll_direction"])
        ]
        return (CuaAction("scroll", at[0], at[1], dx=dx, dy=dy),)
    if name == "wait":
        return (CuaAction("wait", ms=round(float(data.get("duration", 1)) * 1000)),)
    if name in ("screenshot", "cursor_position"):
        return (CuaAction("screenshot"),)
    raise AgentError(
        f"Anthropic's computer tool sent an unknown action {name!r}; this runner knows "
        f"{', '.join(sorted([*_CLICKS, 'double_click', 'triple_click', 'left_click_drag', 'mouse_move', 'type', 'key', 'hold_key', 'scroll', 'wait', 'screenshot', 'cursor_position', *_REFUSED]))}"
    )


def from_action(action: CuaAction, display: Display) -> dict[str, Any]:
    """The ``computer`` tool input Claude would send for ``action`` (the table read backwards)."""

    def at(x: int | None, y: int | None) -> list[int]:
        sx, sy = display.to_screen(x or 0, y or 0)
        return [sx, sy]

    held = {"text": xdotool_chord(action.keys)} if action.keys and action.kind != "key" else {}
    if action.kind == "click":
        if action.count == 3:
            return {"action": "triple_click", "coordinate": at(action.x, action.y), **held}
        names = {v: k for k, v in _CLICKS.items()}
        return {"action": names[action.button], "coordinate": at(action.x, action.y), **held}
    if action.kind == "double_click":
        return {"action": "double_click", "coordinate": at(action.x, action.y), **held}
    if action.kind == "drag":
        (sx, sy), (ex, ey) = action.path[0], action.path[-1]
        return {"action": "left_click_drag", "start_coordinate": at(sx, sy), "coordinate": at(ex, ey)}
    if action.kind == "move":
        return {"action": "mouse_move", "coordinate": at(action.x, action.y)}
    if action.kind == "type":
        return {"action": "type", "text": action.text}
    if action.kind == "key":
        return {"action": "key", "text": xdotool_chord(action.keys)}
    if action.kind == "scroll":
        direction, amount = _direction(action.dx, action.dy)
        data: dict[str, Any] = {"action": "scroll", "scroll_direction": direction, "scroll_amount": amount}
        if action.x is not None:
            data["coordinate"] = at(action.x, action.y)
        return data
    if action.kind == "wait":
        return {"action": "wait", "duration": action.ms / 1000}
    if action.kind == "screenshot":
        return {"action": "screenshot"}
    raise AgentError(f"Anthropic's computer tool has no {action.kind!r} action")


def _direction(dx: int, dy: int) -> tuple[str, int]:
    if abs(dy) >= abs(dx):
        return ("down" if dy > 0 else "up"), max(1, round(abs(dy) / SCROLL_CLICK_PX))
    return ("right" if dx > 0 else "left"), max(1, round(abs(dx) / SCROLL_CLICK_PX))


def xdotool_chord(keys: Sequence[str]) -> str:
    return "+".join(_XDOTOOL.get(k, k) for k in keys)


# ---- the session ---------------------------------------------------------------------------------------


@dataclass
class _Shot:
    """A screenshot in the conversation: the viewport's PNG, encoded for the display when sent."""

    png: bytes


class AnthropicCuaSession:
    """One computer-use run's conversation with Claude."""

    def __init__(self, client: AnthropicClient, options: CuaOptions) -> None:
        self.client = client
        self.options = options
        self.version = tool_version_for(client.model, _option(client, "computer_tool_version"))
        self.display = Display.fitting(
            options.viewport_width,
            options.viewport_height,
            max_width=MAX_DISPLAY[0],
            max_height=MAX_DISPLAY[1],
        )
        self.thinking_budget = options.thinking_budget or _int_option(client, "thinking_budget")
        self.messages: list[dict[str, Any]] = []  # image blocks hold a _Shot until sent
        self.custom = {t.name for t in options.tools}
        self._encoded: dict[tuple[int, int, int], str] = {}

    # ---- the protocol ----

    def begin(self, instruction: str, screenshot: bytes, url: str) -> CuaTurn:
        self.messages.append(
            {
                "role": "user",
                "content": [
                    {
                        "type": "text",
                        "text": f"{instruction}\n\nYou are on {url}. The screenshot shows the page now.",
                    },
                    {"type": "image", "shot": _Shot(screenshot)},
                ],
            }
        )
        return self._ask()

    def answer(self, outcomes: Sequence[CallOutcome], screenshot: bytes, url: str) -> CuaTurn:
        last_computer = max((i for i, o in enumerate(outcomes) if o.computer), default=-1)
        results: list[dict[str, Any]] = []
        for index, outcome in enumerate(outcomes):
            content: list[dict[str, Any]] = [{"type": "text", "text": f"{outcome.text}\nCurrent URL: {url}"}]
            if index == last_computer:
                content.append({"type": "image", "shot": _Shot(screenshot)})
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": outcome.call_id,
                    "content": content,
                    "is_error": not outcome.ok,
                }
            )
        self.messages.append({"role": "user", "content": results})
        return self._ask()

    # ---- one request ----

    def _ask(self) -> CuaTurn:
        try:
            return self._request()
        except LLMProviderError as e:
            if not is_image_size_refusal(str(e)):
                raise
            # Refused for the screenshots' size: once, with a display half as large.
            self.display = self.display.halved()
            return self._request()

    def _request(self) -> CuaTurn:
        tool_type, beta = TOOL_VERSIONS[self.version]
        messages, images = self._wire_messages()
        max_tokens = self.options.max_tokens
        params: dict[str, Any] = {
            "model": self.client.model,
            "max_tokens": max_tokens,
            "system": self.options.system_prompt,
            "messages": messages,
            "tools": [
                {
                    "type": tool_type,
                    "name": TOOL_NAME,
                    "display_width_px": self.display.width,
                    "display_height_px": self.display.height,
                },
                *(
                    {
                        "name": t.name,
                        "description": t.description,
                        "input_schema": anthropic_input_schema(t.json_schema()),
                    }
                    for t in self.options.tools
                ),
            ],
            "betas": [beta],
        }
        if self.thinking_budget:
            params["thinking"] = {"type": "enabled", "budget_tokens": self.thinking_budget}
            params["max_tokens"] = max_tokens + self.thinking_budget
        message, elapsed_ms = self.client.call_sdk(
            lambda sdk, timeout_s: sdk.beta.messages.create(**params, timeout=timeout_s),
            timeout_s=self.options.remaining_s(),
        )
        usage = usage_from(message)
        usage = Usage(
            prompt_tokens=usage.prompt_tokens,
            completion_tokens=usage.completion_tokens,
            cached_input_tokens=usage.cached_input_tokens,
            inference_ms=elapsed_ms,
        )
        blocks = [_as_dict(block) for block in message.content]
        # The assistant turn goes back as it came (thinking blocks with their signatures included).
        self.messages.append({"role": "assistant", "content": blocks})
        calls: list[ComputerCall | ToolCall] = []
        for block in blocks:
            if block.get("type") != "tool_use":
                continue
            calls.append(self._call(block))
        text = "\n".join(str(b.get("text", "")) for b in blocks if b.get("type") == "text").strip()
        return CuaTurn(tuple(calls), text, usage, images_sent=images)

    def _call(self, block: Mapping[str, Any]) -> ComputerCall | ToolCall:
        name, call_id = str(block.get("name")), str(block.get("id"))
        tool_input = dict(block.get("input") or {})
        if name in self.custom:
            return ToolCall(call_id, name, tool_input)
        if name != TOOL_NAME:
            raise AgentError(
                f"Claude called a tool named {name!r}; only {TOOL_NAME!r} and the custom tools "
                f"{sorted(self.custom)} were declared"
            )
        action = str(tool_input.get("action", ""))
        if action in _REFUSED:
            return ComputerCall(
                call_id, action, (), tool_input, refused=f"{action} is not available: {_REFUSED[action]}"
            )
        return ComputerCall(call_id, action, to_actions(tool_input, self.display), tool_input)

    def _wire_messages(self) -> tuple[list[dict[str, Any]], int]:
        """The conversation as sent: the last ``keep_screenshots`` screenshots as images at the
        display's size, older ones as a short text. Also how many images it holds."""
        total = sum(1 for _ in self._shots())
        keep_from = total - max(1, self.options.keep_screenshots)
        seen = 0
        out: list[dict[str, Any]] = []

        def convert(block: dict[str, Any]) -> dict[str, Any]:
            nonlocal seen
            if "shot" in block:
                index = seen
                seen += 1
                if index < keep_from:
                    return {"type": "text", "text": OMITTED}
                return {
                    "type": "image",
                    "source": {
                        "type": "base64",
                        "media_type": "image/png",
                        "data": self._encode(index, block["shot"]),
                    },
                }
            if block.get("type") == "tool_result":
                return {**block, "content": [convert(b) for b in block["content"]]}
            return block

        for message in self.messages:
            content = message["content"]
            out.append(
                {
                    **message,
                    "content": [convert(b) for b in content] if isinstance(content, list) else content,
                }
            )
        return out, total - max(keep_from, 0)

    def _shots(self) -> Any:
        for message in self.messages:
            content = message["content"]
            if not isinstance(content, list):
                continue
            for block in content:
                if "shot" in block:
                    yield block
                for inner in block.get("content", []) if block.get("type") == "tool_result" else []:
                    if "shot" in inner:
                        yield inner

    def _encode(self, index: int, shot: _Shot) -> str:
        key = (index, self.display.width, self.display.height)
        if key not in self._encoded:
            self._encoded[key] = base64.b64encode(fit_to_display(shot.png, self.display)).decode("ascii")
        return self._encoded[key]


def _as_dict(block: Any) -> dict[str, Any]:
    data = block.model_dump(mode="json", exclude_none=True) if hasattr(block, "model_dump") else dict(block)
    return dict(data)


def _option(client: AnthropicClient, name: str) -> str | None:
    value = client.options.get(name)
    return None if value is None else str(value)


def _int_option(client: AnthropicClient, name: str) -> int | None:
    value = client.options.get(name)
    return int(value) if value else None
