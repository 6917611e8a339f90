"""Gemini's computer-use tool through google-genai's ``generateContent``.

The tool is ``Tool(computer_use=ComputerUse(environment=ENVIRONMENT_BROWSER))``; the custom tools go
beside it as ``function_declarations`` in a second Tool. The model answers with function calls of
predefined names (``click_at``, ``type_text_at``, ``scroll_document`` ...) whose points lie on a 0–999
grid over the viewport, so the screenshot's size does not matter to the coordinates (only to the
tokens). Every call is answered by a ``function_response`` part in one user turn: ``{"url": ...}``
(plus ``error`` when the action failed, ``safety_acknowledgement`` when a confirmation was granted),
and the turn's screenshot as the function response's own inline image (``FunctionResponse.parts``),
on the last computer call of the turn. Gemini's reference client keeps only the most recent
screenshots in what it sends: here the last ``min(2, keep_screenshots)``, older ones become a text.

Protocol choices where Gemini has no counterpart in :class:`~.actions.CuaAction`:

* ``search``: navigates to :data:`SEARCH_URL` (what Google's reference client and Stagehand do).
* ``open_web_browser``: nothing to do (the page is open); a ``screenshot`` action.
* ``scroll_document``: PageUp / PageDown for up / down, as Google's reference client does (the
  document scrolls whatever is under the mouse); half a viewport's width sideways for left / right.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ...errors import AgentError, LLMProviderError
from ...llm import ToolCall, Usage
from ...llm.google_provider import GoogleClient, finish_reason, usage_from
from ...llm.schema import gemini_schema
from .actions import (
    NORMALISED_MAX,
    ComputerCall,
    CuaAction,
    Display,
    SafetyCheck,
    chord,
    from_normalised,
    to_normalised,
)
from .screens import fit_to_display, is_image_size_refusal
from .session import CallOutcome, CuaOptions, CuaTurn

ACTION_DELAY_MS = 100  # between two actions of a turn (Gemini's reference client): the loop reads this
KEEP_SCREENSHOTS = 2  # Gemini's client sends only the most recent screenshots
RETRIES = 5  # Gemini's reference client retries a failed request up to 5 times, with backoff
SEARCH_URL = "https://www.google.com"
WAIT_MS = 5000  # wait_5_seconds
SCROLL_MAGNITUDE = 800  # scroll_at's default, on the 0–999 grid
# Google recommends 1440x900 screenshots for its computer-use model; a larger viewport is downscaled.
MAX_DISPLAY = (1440, 900)
OMITTED = "(an earlier screenshot, left out: only the most recent ones are sent)"
_ENVIRONMENTS = {
    "browser": "ENVIRONMENT_BROWSER",
    "desktop": "ENVIRONMENT_DESKTOP",
    "mobile": "ENVIRONMENT_MOBILE",
}
PREDEFINED = frozenset(
    {
        "open_web_browser",
        "wait_5_seconds",
        "go_back",
        "go_forward",
        "search",
        "navigate",
        "click_at",
        "hover_at",
        "type_text_at",
        "key_combination",
        "scroll_document",
        "scroll_at",
        "drag_and_drop",
    }
)
_DIRECTIONS = ("up", "down", "left", "right")


@dataclass(frozen=True)
class GeminiCall:
    """One function call of Gemini's computer tool, as it is on the wire (``name`` and ``args``)."""

    name: str
    args: Mapping[str, Any] = field(default_factory=dict)


# ---- the conversion table ------------------------------------------------------------------------------


def to_actions(call: GeminiCall, display: Display) -> tuple[CuaAction, ...]:
    """One predefined function call as actions in viewport pixels (Gemini's grid is over the viewport,
    whatever size the screenshot was). Raises AgentError for a function Gemini does not have, or one
    whose arguments are missing or malformed."""
    try:
        return _convert(call.name, call.args, display.viewport_width, display.viewport_height)
    except (KeyError, TypeError, ValueError) as e:
        raise AgentError(
            f"Gemini's computer function {call.name!r} is malformed ({e!r}): {dict(call.args)!r}"
        ) from e


def _convert(name: str, args: Mapping[str, Any], width: int, height: int) -> tuple[CuaAction, ...]:
    def point(x_field: str = "x", y_field: str = "y") -> tuple[int, int]:
        return from_normalised(float(args[x_field]), float(args[y_field]), width, height)

    if name == "open_web_browser":
        return (CuaAction("screenshot"),)
    if name == "wait_5_seconds":
        return (CuaAction("wait", ms=WAIT_MS),)
    if name == "go_back":
        return (CuaAction("back"),)
    if name == "go_forward":
        return (CuaAction("forward"),)
    if name == "search":
        return (CuaAction("navigate", url=SEARCH_URL),)
    if name == "navigate":
        return (CuaAction("navigate", url=with_scheme(str(args["url"]))),)
    if name == "click_at":
        return (CuaAction("click", *point()),)
    if name == "hover_at":
        return (CuaAction("move", *point()),)
    if name == "type_text_at":
        return _type_text_at(point(), args)
    if name == "key_combination":
        keys = args["keys"]
        return (CuaAction("key", keys=chord(keys if isinstance(keys, str) else [str(k) for k in keys])),)
    if name == "scroll_document":
        direction = _direction(args)
        if direction in ("up", "down"):
            return (CuaAction("key", keys=("PageUp" if direction == "up" else "PageDown",)),)
        step = width // 2
        return (CuaAction("scroll", dx=-step if direction == "left" else step),)
    if name == "scroll_at":
        x, y = point()
        direction = _direction(args)
        magnitude = min(max(float(args.get("magnitude", SCROLL_MAGNITUDE)), 0), NORMALISED_MAX)
        if direction in ("up", "down"):
            dy = round(magnitude / 1000 * height)
            return (CuaAction("scroll", x, y, dy=-dy if direction == "up" else dy),)
        dx = round(magnitude / 1000 * width)
        return (CuaAction("scroll", x, y, dx=-dx if direction == "left" else dx),)
    if name == "drag_and_drop":
        return (CuaAction("drag", path=(point(), point("destination_x", "destination_y"))),)
    raise AgentError(
        f"Gemini's computer tool sent an unknown function {name!r}; this runner knows {', '.join(sorted(PREDEFINED))}"
    )


def _type_text_at(at: tuple[int, int], args: Mapping[str, Any]) -> tuple[CuaAction, ...]:
    """Click the field, clear it (select all, Backspace) unless told not to, type, press Enter unless
    told not to: both flags default to True in Gemini's declaration."""
    actions = [CuaAction("click", *at)]
    if _flag(args, "clear_before_typing"):
        # Select all as the browser's platform does it (Control+a selects nothing on macOS).
        actions += [CuaAction("key", keys=("ControlOrMeta", "a")), CuaAction("key", keys=("Backspace",))]
    actions.append(CuaAction("type", text=str(args["text"])))
    if _flag(args, "press_enter"):
        actions.append(CuaAction("key", keys=("Enter",)))
    return tuple(actions)


def _flag(args: Mapping[str, Any], name: str, default: bool = True) -> bool:
    value = args.get(name, default)
    if isinstance(value, str):  # a model may write the JSON boolean as a string
        return value.strip().lower() not in ("false", "0", "no", "")
    return bool(value)


def _direction(args: Mapping[str, Any]) -> str:
    direction = str(args["direction"]).strip().lower()
    if direction not in _DIRECTIONS:
        raise ValueError(f"direction {direction!r} is not one of {', '.join(_DIRECTIONS)}")
    return direction


def with_scheme(url: str) -> str:
    """``example.com/x`` → ``https://example.com/x``: Gemini sometimes names a site without a scheme
    (its reference client adds https the same way)."""
    stripped = url.strip()
    if "://" in stripped or stripped.startswith(("about:", "data:", "javascript:", "file:")):
        return stripped
    return f"https://{stripped}"


def from_action(action: CuaAction, display: Display) -> GeminiCall:
    """The function call Gemini would send for ``action`` (the table read backwards). A ``type`` has
    no call of its own (Gemini types only with ``type_text_at``, which clicks first); nor have a
    double, right or modified click, or a wait other than 5 s: AgentError names them."""
    width, height = display.viewport_width, display.viewport_height

    def at(x: int | None, y: int | None) -> dict[str, int]:
        nx, ny = to_normalised(width / 2 if x is None else x, height / 2 if y is None else y, width, height)
        return {"x": nx, "y": ny}

    kind = action.kind
    if kind == "click" and action.button == "left" and not action.keys and action.count == 1:
        return GeminiCall("click_at", at(action.x, action.y))
    if kind == "move":
        return GeminiCall("hover_at", at(action.x, action.y))
    if kind == "drag" and len(action.path) == 2:
        (sx, sy), (ex, ey) = action.path
        end = at(ex, ey)
        return GeminiCall(
            "drag_and_drop", {**at(sx, sy), "destination_x": end["x"], "destination_y": end["y"]}
        )
    if kind == "key":
        return GeminiCall("key_combination", {"keys": "+".join(k.lower() for k in action.keys)})
    if kind == "scroll" and (action.dx == 0) != (action.dy == 0):
        if action.dy:
            direction, magnitude = ("down" if action.dy > 0 else "up"), abs(action.dy) / height * 1000
        else:
            direction, magnitude = ("right" if action.dx > 0 else "left"), abs(action.dx) / width * 1000
        return GeminiCall(
            "scroll_at", {**at(action.x, action.y), "direction": direction, "magnitude": round(magnitude)}
        )
    if kind == "wait" and action.ms == WAIT_MS:
        return GeminiCall("wait_5_seconds")
    if kind == "navigate":
        return GeminiCall("navigate", {"url": action.url})
    if kind == "back":
        return GeminiCall("go_back")
    if kind == "forward":
        return GeminiCall("go_forward")
    if kind == "screenshot":
        return GeminiCall("open_web_browser")
    raise AgentError(f"Gemini's computer tool has no function for {action.describe()!r}")


# ---- what is sent ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Shot:
    """A screenshot in the conversation: the viewport's PNG, fitted to the display when sent (so a
    halved display re-sends every kept screenshot smaller)."""

    png: bytes


@dataclass(frozen=True)
class _Response:
    """The answer to one function call: its name, Gemini's id (when it gave one), the response
    object, and the screenshot that goes with it."""

    name: str
    provider_id: str | None
    response: Mapping[str, Any]
    shot: _Shot | None = None


@dataclass(frozen=True)
class _UserTurn:
    texts: tuple[str, ...] = ()
    shot: _Shot | None = None
    responses: tuple[_Response, ...] = ()


@dataclass(frozen=True)
class _ModelTurn:
    """The model's content exactly as it came (thought signatures included: the API checks them)."""

    content: Mapping[str, Any]


_Entry = _UserTurn | _ModelTurn


def wire_contents(history: Sequence[_Entry], display: Display, keep: int) -> tuple[list[dict[str, Any]], int]:
    """The conversation as ``contents``: the last ``keep`` screenshots as PNG at the display's size,
    older ones as a short text. Also how many images it holds."""
    total = sum(1 for _ in _shots(history))
    keep_from = total - max(1, keep)
    seen = 0
    contents: list[dict[str, Any]] = []

    def kept() -> bool:
        nonlocal seen
        seen += 1
        return seen > keep_from

    for entry in history:
        if isinstance(entry, _ModelTurn):
            contents.append(dict(entry.content))
            continue
        parts: list[dict[str, Any]] = [{"text": text} for text in entry.texts]
        if entry.shot is not None:
            if kept():
                parts.append(
                    {
                        "inline_data": {
                            "mime_type": "image/png",
                            "data": fit_to_display(entry.shot.png, display),
                        }
                    }
                )
            else:
                parts.append({"text": OMITTED})
        for answer in entry.responses:
            response: dict[str, Any] = {"name": answer.name, "response": dict(answer.response)}
            if answer.provider_id:
                response["id"] = answer.provider_id
            if answer.shot is not None:
                if kept():
                    png = fit_to_display(answer.shot.png, display)
                    response["parts"] = [{"inline_data": {"mime_type": "image/png", "data": png}}]
                else:
                    response["response"]["screenshot"] = OMITTED
            parts.append({"function_response": response})
        contents.append({"role": "user", "parts": parts})
    return contents, total - max(keep_from, 0)


def _shots(history: Sequence[_Entry]) -> Iterator[_Shot]:
    for entry in history:
        if isinstance(entry, _UserTurn):
            if entry.shot is not None:
                yield entry.shot
            yield from (r.shot for r in entry.responses if r.shot is not None)


# ---- the session ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Pending:
    """A call of the last turn, waiting for its outcome."""

    call_id: str
    name: str
    provider_id: str | None
    computer: bool
    acknowledged: bool = False


class GoogleCuaSession:
    """One computer-use run's conversation with Gemini."""

    def __init__(self, client: GoogleClient, options: CuaOptions) -> None:
        self.client = client
        self.options = options
        self.display = Display.fitting(
            options.viewport_width,
            options.viewport_height,
            max_width=MAX_DISPLAY[0],
            max_height=MAX_DISPLAY[1],
        )
        if options.environment not in _ENVIRONMENTS:
            raise AgentError(
                f"Gemini's computer tool has no environment {options.environment!r}; known: {', '.join(_ENVIRONMENTS)}"
            )
        self.keep = min(KEEP_SCREENSHOTS, options.keep_screenshots)
        # The client's backoff and sleep, with Gemini's number of retries.
        self.retry = replace(client.retry, retries=RETRIES)
        self.custom = {t.name for t in options.tools}
        self.history: list[_Entry] = []
        self._pending: list[_Pending] = []
        self._turns = 0

    # ---- the protocol ----

    def begin(self, instruction: str, screenshot: bytes, url: str) -> CuaTurn:
        # Stagehand sends the system prompt as a user turn of its own (its Gemini client leaves
        # system_instruction unset), then the instruction; the page comes with it to save a step.
        if self.options.system_prompt:
            self.history.append(_UserTurn(texts=(f"System prompt: {self.options.system_prompt}",)))
        self.history.append(
            _UserTurn(
                texts=(instruction, f"You are on {url}. The screenshot shows the page now."),
                shot=_Shot(screenshot),
            )
        )
        return self._ask()

    def answer(self, outcomes: Sequence[CallOutcome], screenshot: bytes, url: str) -> CuaTurn:
        by_id = {o.call_id: o for o in outcomes}
        unknown = sorted(set(by_id) - {p.call_id for p in self._pending})
        if unknown:
            raise AgentError(f"outcomes for calls Gemini did not make: {unknown}")
        last_computer = max((i for i, p in enumerate(self._pending) if p.computer), default=-1)
        responses = [
            self._response(
                pending, by_id.get(pending.call_id), url, screenshot if i == last_computer else None
            )
            for i, pending in enumerate(self._pending)
        ]
        self.history.append(_UserTurn(responses=tuple(responses)))
        return self._ask()

    def _response(
        self, pending: _Pending, outcome: CallOutcome | None, url: str, screenshot: bytes | None
    ) -> _Response:
        """Every call must be answered (Gemini checks the count): a call the run did not get to is
        answered as not performed."""
        ok = outcome.ok if outcome is not None else False
        text = outcome.text if outcome is not None else "not performed: the run stopped before this call"
        if not pending.computer:
            return _Response(pending.name, pending.provider_id, {"output" if ok else "error": text})
        response: dict[str, Any] = {"url": url}
        if not ok:
            response["error"] = text
        if pending.acknowledged:
            response["safety_acknowledgement"] = "true"
        return _Response(
            pending.name, pending.provider_id, response, _Shot(screenshot) if screenshot else None
        )

    # ---- one request ----

    def _ask(self) -> CuaTurn:
        try:
            response, usage, images = self._request()
        except LLMProviderError as e:
            if e.status != 400 or not is_image_size_refusal(str(e)):
                raise
            # Refused for the screenshots' size: once, with a display half as large.
            self.display = self.display.halved()
            response, usage, images = self._request()
            usage = usage + Usage(extra_requests=1)
        return self._read(response, usage, images)

    def _request(self) -> tuple[Any, Usage, int]:
        from google.genai import types

        plain, images = wire_contents(self.history, self.display, self.keep)
        contents = [types.Content.model_validate(content) for content in plain]
        tools = [
            types.Tool(
                computer_use=types.ComputerUse(
                    environment=types.Environment(_ENVIRONMENTS[self.options.environment])
                )
            )
        ]
        if self.options.tools:
            declarations = [
                types.FunctionDeclaration(
                    name=t.name,
                    description=t.description,
                    parameters=types.Schema.model_validate(gemini_schema(t.json_schema())),
                )
                for t in self.options.tools
            ]
            tools.append(types.Tool(function_declarations=declarations))
        # Google's reference client's sampling; the answer's length is the run's.
        settings: dict[str, Any] = {
            "tools": tools,
            "temperature": 1.0,
            "top_p": 0.95,
            "top_k": 40,
            "max_output_tokens": self.options.max_tokens,
            "automatic_function_calling": {"disable": True},
        }
        if "thinking_budget" in self.client.options:  # the google llm option, as for the other pipelines
            settings["thinking_config"] = types.ThinkingConfig(
                thinking_budget=self.client.options["thinking_budget"]
            )

        def send(sdk: Any, attempt_timeout_s: float) -> Any:
            config = types.GenerateContentConfig(
                **settings, http_options=types.HttpOptions(timeout=max(1, int(attempt_timeout_s * 1000)))
            )
            return sdk.models.generate_content(model=self.client.model, contents=contents, config=config)

        response, elapsed_ms = self.client.call_sdk(
            send, timeout_s=self.options.remaining_s(), retry=self.retry
        )
        return response, replace(usage_from(response), inference_ms=elapsed_ms), images

    def _read(self, response: Any, usage: Usage, images: int) -> CuaTurn:
        self._turns += 1
        candidates = getattr(response, "candidates", None) or []
        content = candidates[0].content if candidates else None
        parts = list(getattr(content, "parts", None) or [])
        if content is None or not parts:
            self._pending = []
            return CuaTurn((), _no_answer(response), usage, images_sent=images)
        self.history.append(_ModelTurn(content.model_dump(exclude_none=True)))
        text = "\n".join(
            p.text for p in parts if getattr(p, "text", None) and not getattr(p, "thought", False)
        )
        calls: list[ComputerCall | ToolCall] = []
        pending: list[_Pending] = []
        function_calls = [p.function_call for p in parts if getattr(p, "function_call", None) is not None]
        for index, function_call in enumerate(function_calls):
            call, waiting = self._call(function_call, index)
            calls.append(call)
            pending.append(waiting)
        self._pending = pending
        return CuaTurn(tuple(calls), text.strip(), usage, images_sent=images)

    def _call(self, function_call: Any, index: int) -> tuple[ComputerCall | ToolCall, _Pending]:
        name = str(function_call.name or "")
        args: dict[str, Any] = dict(function_call.args or {})
        provider_id = function_call.id or None
        # Gemini's developer API often leaves the id out: ours is unique per turn and call.
        call_id = provider_id or f"gemini-{self._turns}-{index}-{name}"
        if name in self.custom:
            return ToolCall(call_id, name, args), _Pending(call_id, name, provider_id, computer=False)
        if name not in PREDEFINED:
            raise AgentError(
                f"Gemini called a function named {name!r}; only its computer functions "
                f"({', '.join(sorted(PREDEFINED))}) and the custom tools {sorted(self.custom)} were declared"
            )
        checks = self._safety(args, call_id)
        acknowledged = bool(checks) and self.options.acknowledge_safety_checks
        waiting = _Pending(call_id, name, provider_id, computer=True, acknowledged=acknowledged)
        actions = to_actions(GeminiCall(name, args), self.display)
        return ComputerCall(call_id, name, actions, args, checks), waiting

    def _safety(self, args: Mapping[str, Any], call_id: str) -> tuple[SafetyCheck, ...]:
        """A call Gemini wants the user to confirm (``safety_decision`` of ``require_confirmation``),
        as a safety check on the call: the loop stops at it unless the settings acknowledge safety
        checks (as for OpenAI's), and the acknowledgement goes back with the call's response."""
        decision = args.get("safety_decision")
        if not isinstance(decision, Mapping) or decision.get("decision") != "require_confirmation":
            return ()
        explanation = str(decision.get("explanation") or "no explanation given")
        return (SafetyCheck(call_id, "require_confirmation", explanation),)


def _no_answer(response: Any) -> str:
    """Why a response holds no content (blocked prompt, safety stop): the run's final message."""
    feedback = getattr(response, "prompt_feedback", None)
    blocked = getattr(feedback, "block_reason", None) if feedback is not None else None
    if blocked is not None:
        return f"Gemini gave no answer: the request was blocked ({getattr(blocked, 'value', blocked)})"
    reason = finish_reason(response)
    return f"Gemini gave no answer (finish reason: {reason})" if reason else "Gemini gave no answer"
