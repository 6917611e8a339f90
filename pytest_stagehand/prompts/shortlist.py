"""Which elements an act prompt shows: the ones the instruction names, when it clearly names some.

Small models live or die by how little noise they are shown (see the module docstring of act.py).
Most instructions in a test name their element: "click the 'Log in' button", "type ada into the
Username field". Given all seven elements of a login page, the 1.5B live model answered "click the
'Log in' submit button" with the header's "Cart" link; given the two elements called "Log in", the
button. So before asking, the interactive elements are scored against the instruction (pure, no
model), and when some clearly match, only they are shown and offered as ids:

* a quoted phrase that equals an element's accessible name scores 3, one inside the name 2, a name
  inside the phrase 1.5 (quoted phrases that match nothing are ignored: "type 'hello' into Notes");
* without a quoted match, a name whose words all appear in the instruction scores 2 ("Log in" in
  "click the login button" counts: spaces are ignored), some of its words less;
* a word in the instruction that fits the element's role adds 1: a kind ("button", "link", "field",
  ...) or a verb that only fits some kinds ("type" and "fill" fit text boxes, "check" checkboxes).

Only the best-scoring elements are kept, and only when the best scores at least 2; otherwise the
whole list is shown, as before. A native select keeps its options (the model reads them to choose).
The pipeline asks again with the whole list if the model answers "none" from a shortlist.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..snapshot import SnapshotNode

CONFIDENT = 2.0
ROLE_BONUS = 1.0
QUOTED = re.compile(r"'([^']+)'|\"([^\"]+)\"|‘([^’]+)’|“([^”]+)”")
_NON_WORD = re.compile(r"[^\w%]+")

# Words an instruction uses for a kind of element → the roles that fit them.
ROLE_WORDS: dict[str, frozenset[str]] = {
    "button": frozenset({"button"}),
    "link": frozenset({"link"}),
    "field": frozenset({"textbox", "searchbox", "combobox", "spinbutton"}),
    "box": frozenset({"textbox", "searchbox", "combobox", "spinbutton", "checkbox"}),
    "textbox": frozenset({"textbox", "searchbox"}),
    "input": frozenset({"textbox", "searchbox", "spinbutton"}),
    "textarea": frozenset({"textbox"}),
    "checkbox": frozenset({"checkbox", "switch"}),
    "radio": frozenset({"radio"}),
    "switch": frozenset({"switch", "checkbox"}),
    "dropdown": frozenset({"combobox", "listbox", "button"}),
    "select": frozenset({"combobox", "listbox"}),
    "option": frozenset({"option", "menuitem", "menuitemradio", "menuitemcheckbox"}),
    "tab": frozenset({"tab"}),
    "menu": frozenset({"menu", "menuitem", "button"}),
    "slider": frozenset({"slider"}),
    # Verbs that only make sense on some kinds of element.
    "type": frozenset({"textbox", "searchbox", "combobox", "spinbutton"}),
    "fill": frozenset({"textbox", "searchbox", "combobox", "spinbutton"}),
    "enter": frozenset({"textbox", "searchbox", "combobox", "spinbutton"}),
    "check": frozenset({"checkbox", "radio", "switch", "menuitemcheckbox"}),
    "uncheck": frozenset({"checkbox", "switch", "menuitemcheckbox"}),
    "tick": frozenset({"checkbox", "radio", "switch"}),
}


def words(text: str) -> list[str]:
    return [w for w in _NON_WORD.split(text.casefold()) if w]


def label_of(node: SnapshotNode) -> str:
    """What the instruction would call the element: its accessible name, else its placeholder."""
    if node.name:
        return node.name
    placeholder = node.states.get("placeholder")
    return placeholder if isinstance(placeholder, str) else ""


def quoted_phrases(instruction: str) -> list[str]:
    return [next(group for group in match.groups() if group) for match in QUOTED.finditer(instruction)]


def phrase_score(phrase: str, label: str) -> float:
    """How well a quoted phrase names an element label (both compared as words)."""
    p, name = " ".join(words(phrase)), " ".join(words(label))
    if not p or not name:
        return 0.0
    if p == name:
        return 3.0
    if f" {p} " in f" {name} ":
        return 2.0
    if f" {name} " in f" {p} ":
        return 1.5
    return 0.0


def says_in_a_row(instruction_words: Sequence[str], name: Sequence[str]) -> bool:
    """Whether the instruction has the name's words in a row, spaces aside ("login" says "Log in")."""
    target = "".join(name)
    for start in range(len(instruction_words)):
        run = ""
        for word in instruction_words[start : start + len(name) + 1]:
            run += word
            if run == target:
                return True
            if len(run) >= len(target):
                break
    return False


def words_score(instruction_words: Sequence[str], label: str) -> float:
    """How much of a label the (unquoted) instruction mentions: all of it, in a row → 2; else a
    share of its words, below the confident level (1.5 at most)."""
    name = words(label)
    if not name:
        return 0.0
    if says_in_a_row(instruction_words, name):
        return 2.0
    present = sum(1 for w in name if w in instruction_words)
    return 1.5 * present / len(name)


def role_bonus(instruction_words: Sequence[str], role: str) -> float:
    fits = any(role in ROLE_WORDS.get(word, ()) for word in instruction_words)
    return ROLE_BONUS if fits else 0.0


def score_elements(instruction: str, nodes: Sequence[SnapshotNode]) -> dict[str, float]:
    """Each node's score (see the module docstring); quoted phrases count only if one matches."""
    instruction_words = words(instruction)
    phrases = quoted_phrases(instruction)
    by_phrase = {
        node.id: max((phrase_score(p, label_of(node)) for p in phrases), default=0.0) for node in nodes
    }
    use_phrases = any(score > 0 for score in by_phrase.values())
    scores: dict[str, float] = {}
    for node in nodes:
        base = by_phrase[node.id] if use_phrases else words_score(instruction_words, label_of(node))
        scores[node.id] = base + (role_bonus(instruction_words, node.role) if base > 0 else 0.0)
    return scores


def shortlist(instruction: str, nodes: Sequence[SnapshotNode]) -> list[SnapshotNode] | None:
    """The nodes the instruction clearly names (best score, at least CONFIDENT), in page order, with
    a native select's options kept beside it; None when nothing is clearly named."""
    scores = score_elements(instruction, nodes)
    best = max(scores.values(), default=0.0)
    if best < CONFIDENT:
        return None
    chosen = {node_id for node_id, score in scores.items() if score >= best}
    selects = {node.id for node in nodes if node.id in chosen and node.tag == "select"}
    return [
        node for node in nodes if node.id in chosen or (node.tag == "option" and node.parent_id in selects)
    ]
