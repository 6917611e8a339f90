"""The one action vocabulary of the computer-use agents, and the geometry between screenshot and page.

Each provider speaks its own dialect (Anthropic's ``left_click`` with pixel coordinates on the screenshot
it was sent, OpenAI's ``click`` with a button, Gemini's ``click_at`` on a 0–999 grid). Each provider
module converts its calls into :class:`CuaAction` values in **viewport CSS pixels**, and the run performs
those through Playwright's mouse and keyboard without knowing which provider asked. Pure data and pure
functions: nothing here touches a page.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal, get_args

from ...errors import AgentError

ActionKind = Literal[
    "click",
    "double_click",
    "type",
    "key",
    "scroll",
    "drag",
    "move",
    "wait",
    "navigate",
    "back",
    "forward",
    "screenshot",
]
ACTION_KINDS: tuple[ActionKind, ...] = get_args(ActionKind)
Button = Literal["left", "right", "middle"]


@dataclass(frozen=True)
class CuaAction:
    """One thing to do to the page, in viewport CSS pixels.

    ``click`` / ``double_click`` / ``move``: at (x, y), with ``button`` and ``keys`` held (modifiers).
    ``type``: ``text`` typed into whatever has focus. ``key``: ``keys`` pressed together, as Playwright
    names them (``("Control", "a")``). ``scroll``: by (dx, dy) pixels with the mouse at (x, y) (or the
    viewport's centre). ``drag``: along ``path`` (start, ..., end). ``wait``: ``ms``. ``navigate``:
    ``url``. ``back`` / ``forward``: through the history. ``screenshot``: nothing to do (every turn ends with one anyway).
    """

    kind: ActionKind
    x: int | None = None
    y: int | None = None
    button: Button = "left"
    text: str = ""
    keys: tuple[str, ...] = ()
    dx: int = 0
    dy: int = 0
    path: tuple[tuple[int, int], ...] = ()
    url: str = ""
    ms: int = 0
    count: int = 1  # clicks of a click: 3 for a triple click (selects a paragraph)

    def __post_init__(self) -> None:
        if self.kind not in ACTION_KINDS:
            raise AgentError(f"unknown computer action kind {self.kind!r}; known: {', '.join(ACTION_KINDS)}")
        if self.kind in ("click", "double_click", "move") and (self.x is None or self.y is None):
            raise AgentError(f"a {self.kind} needs a point; got x={self.x!r}, y={self.y!r}")
        if self.kind == "drag" and len(self.path) < 2:
            raise AgentError(f"a drag needs a path of at least two points; got {list(self.path)!r}")
        if self.kind == "key" and not self.keys:
            raise AgentError("a key action needs at least one key")
        if self.kind == "navigate" and not self.url:
            raise AgentError("a navigate action needs a URL")

    @property
    def point(self) -> tuple[int, int] | None:
        if self.kind == "drag":
            return self.path[0]
        return None if self.x is None or self.y is None else (self.x, self.y)

    def describe(self) -> str:
        """Short human form for results and reports: ``click (120, 48)``, ``type 'hello'``."""
        where = f" ({self.x}, {self.y})" if self.x is not None and self.y is not None else ""
        if self.kind in ("click", "double_click"):
            button = "" if self.button == "left" else f" {self.button}"
            held = f" holding {'+'.join(self.keys)}" if self.keys else ""
            return f"{self.kind}{button}{where}{held}"
        if self.kind == "type":
            return f"type {self.text!r}"
        if self.kind == "key":
            return f"key {'+'.join(self.keys)}"
        if self.kind == "scroll":
            return f"scroll by ({self.dx}, {self.dy}){where}"
        if self.kind == "drag":
            return "drag " + " -> ".join(f"({x}, {y})" for x, y in self.path)
        if self.kind == "wait":
            return f"wait {self.ms} ms"
        if self.kind == "navigate":
            return f"navigate {self.url}"
        return f"{self.kind}{where}"


@dataclass(frozen=True)
class ComputerCall:
    """One call of the provider's computer tool: the actions it stands for (Gemini's ``type_text_at``
    is a click, an optional clear, the typing and an optional Enter), the provider's call id and name,
    and the safety checks OpenAI attached to it (acknowledged only when the settings allow)."""

    call_id: str
    name: str
    actions: tuple[CuaAction, ...]
    arguments: dict[str, object] | None = None  # as the provider sent them, for the result's actions
    safety_checks: tuple[SafetyCheck, ...] = ()
    # A known action this runner does not perform (Anthropic's left_mouse_down): answered as an error
    # so the model picks another, rather than ending the run.
    refused: str = ""


@dataclass(frozen=True)
class SafetyCheck:
    """A pending safety check of OpenAI's computer tool (``malicious_instructions``, ``irrelevant_domain``,
    ``sensitive_domain``)."""

    id: str
    code: str
    message: str


# ---- geometry ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Display:
    """The screen the model sees (the screenshot's size, which the tool declares) against the page's
    viewport. A provider that is sent a downscaled screenshot answers in the screenshot's pixels; the
    run acts in the viewport's."""

    width: int
    height: int
    viewport_width: int
    viewport_height: int

    @classmethod
    def fitting(
        cls, viewport_width: int, viewport_height: int, *, max_width: int, max_height: int
    ) -> Display:
        """The largest screen of the viewport's aspect ratio within ``max_width`` x ``max_height``
        (the viewport itself when it fits)."""
        factor = min(1.0, max_width / viewport_width, max_height / viewport_height)
        return cls(
            max(1, int(viewport_width * factor)),
            max(1, int(viewport_height * factor)),
            viewport_width,
            viewport_height,
        )

    @property
    def scaled(self) -> bool:
        return (self.width, self.height) != (self.viewport_width, self.viewport_height)

    def to_viewport(self, x: float, y: float) -> tuple[int, int]:
        """A point on the screenshot as a point in the viewport (clamped inside it)."""
        vx = round(x * self.viewport_width / self.width)
        vy = round(y * self.viewport_height / self.height)
        return _clamp(vx, self.viewport_width), _clamp(vy, self.viewport_height)

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        """A viewport point as the model would name it on the screenshot."""
        sx = round(x * self.width / self.viewport_width)
        sy = round(y * self.height / self.viewport_height)
        return _clamp(sx, self.width), _clamp(sy, self.height)

    def halved(self) -> Display:
        """A display half as large: the retry after a provider refused an image for its size."""
        return Display(
            max(1, self.width // 2), max(1, self.height // 2), self.viewport_width, self.viewport_height
        )


NORMALISED_MAX = 999  # Gemini's grid is 0–1000; 1000 itself lands one pixel outside the page


def from_normalised(x: float, y: float, viewport_width: int, viewport_height: int) -> tuple[int, int]:
    """A point on Gemini's 0–999 grid as viewport pixels (values above 999 are capped)."""
    nx, ny = min(max(x, 0), NORMALISED_MAX), min(max(y, 0), NORMALISED_MAX)
    return (
        _clamp(round(nx / 1000 * viewport_width), viewport_width),
        _clamp(round(ny / 1000 * viewport_height), viewport_height),
    )


def to_normalised(x: float, y: float, viewport_width: int, viewport_height: int) -> tuple[int, int]:
    """A viewport point on Gemini's 0–999 grid."""
    return (
        min(NORMALISED_MAX, max(0, round(x / viewport_width * 1000))),
        min(NORMALISED_MAX, max(0, round(y / viewport_height * 1000))),
    )


def _clamp(value: int, size: int) -> int:
    return min(max(value, 0), max(size - 1, 0))


# ---- keys --------------------------------------------------------------------------------------------

# The names the providers use (xdotool's for Anthropic, upper-case words for OpenAI, lower-case for
# Gemini) → Playwright's key names. Lookup is case-insensitive; one character stays itself.
_KEY_NAMES: dict[str, str] = {
    # Playwright's own name for the platform's shortcut key: Meta on macOS, Control elsewhere.
    "controlormeta": "ControlOrMeta",
    "ctrl": "Control",
    "control": "Control",
    "control_l": "Control",
    "control_r": "Control",
    "alt": "Alt",
    "alt_l": "Alt",
    "option": "Alt",
    "shift": "Shift",
    "shift_l": "Shift",
    "cmd": "Meta",
    "command": "Meta",
    "meta": "Meta",
    "super": "Meta",
    "super_l": "Meta",
    "win": "Meta",
    "enter": "Enter",
    "return": "Enter",
    "kp_enter": "Enter",
    "esc": "Escape",
    "escape": "Escape",
    "tab": "Tab",
    "space": "Space",
    "backspace": "Backspace",
    "delete": "Delete",
    "del": "Delete",
    "insert": "Insert",
    "home": "Home",
    "end": "End",
    "pageup": "PageUp",
    "page_up": "PageUp",
    "prior": "PageUp",
    "pagedown": "PageDown",
    "page_down": "PageDown",
    "next": "PageDown",
    "up": "ArrowUp",
    "arrowup": "ArrowUp",
    "down": "ArrowDown",
    "arrowdown": "ArrowDown",
    "left": "ArrowLeft",
    "arrowleft": "ArrowLeft",
    "right": "ArrowRight",
    "arrowright": "ArrowRight",
    "capslock": "CapsLock",
    "caps_lock": "CapsLock",
}
_FUNCTION_KEYS = {f"f{n}": f"F{n}" for n in range(1, 13)}
MODIFIERS = frozenset({"Control", "Alt", "Shift", "Meta", "ControlOrMeta"})


def playwright_key(name: str) -> str:
    """One provider key name as Playwright's (``"ctrl"`` → ``"Control"``, ``"Return"`` → ``"Enter"``).
    Raises AgentError for a name Playwright would not know."""
    stripped = name.strip()
    if len(stripped) == 1:
        return stripped
    if not stripped and name == " ":
        return "Space"
    lowered = stripped.lower()
    if lowered in _KEY_NAMES:
        return _KEY_NAMES[lowered]
    if lowered in _FUNCTION_KEYS:
        return _FUNCTION_KEYS[lowered]
    raise AgentError(
        f"unknown key {name!r} in a computer action; known: single characters, "
        f"{', '.join(sorted(set(_KEY_NAMES.values())))}, F1-F12"
    )


def chord(keys: str | Iterable[str], *, separator: str = "+") -> tuple[str, ...]:
    """A key combination as Playwright key names: ``"ctrl+a"`` or ``["CTRL", "A"]`` → ``("Control", "a")``.
    A letter held with a modifier is lower-case (Playwright presses what it is given: "A" would be
    Shift+a)."""
    parts = [p for p in keys.split(separator)] if isinstance(keys, str) else list(keys)
    if isinstance(keys, str) and keys == separator:
        parts = [separator]
    named = tuple(playwright_key(p) for p in parts if p != "")
    if not named:
        raise AgentError(f"no key in {keys!r}")
    if any(k in MODIFIERS for k in named):
        named = tuple(k.lower() if len(k) == 1 else k for k in named)
    return named


def chord_text(keys: Sequence[str]) -> str:
    """Playwright's form of a chord for ``keyboard.press``: ``"Control+a"``."""
    return "+".join(keys)
