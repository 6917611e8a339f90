"""Near hits: a reworded act instruction finds the entry recorded for the same step.

"click the Sign in button" recorded, "click the 'Sign in' button" run: the cache key folds only case
and whitespace, so the reworded step would miss (a replay failure in CI). A stored act entry of the
same test, page, variables and occurrence is taken for it when both checks hold:

1. the instructions say the same thing: equal once quotes, punctuation, articles and a few words that
   never name an element ("click"/"press"/"tap", "on", "button"/"link") are left out. Any other word
   that differs ("Sign in" / "Sign up", "Save" / "Save as") is another element: no near hit.
2. the stored element's label (its accessible name, else its text) is named in the new instruction,
   word for word: the step still asks for the element that was recorded.

Pure functions; the replay layer reports each near hit (a warning naming both instructions).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from typing import Any

_QUOTES = str.maketrans(dict.fromkeys("'\"‘’“”«»`´", " "))
# Everything but word characters and %name% placeholders is punctuation.
_PUNCTUATION = re.compile(r"[^\w\s%]")
ARTICLES = frozenset({"the", "a", "an"})
# Words that may differ between two wordings of one step: they never name the element.
SOFT_WORDS = frozenset({"click", "press", "tap", "hit", "on", "button", "link", "please"})


def words(text: str) -> list[str]:
    """The instruction's words: case folded, quotes and punctuation out, articles dropped."""
    plain = _PUNCTUATION.sub(" ", text.casefold().translate(_QUOTES))
    return [word for word in plain.split() if word not in ARTICLES]


def same_step(stored: str, wanted: str) -> bool:
    """Check 1: the two instructions differ only in soft words (see the module docstring)."""
    difference = (Counter(words(stored)) - Counter(words(wanted))) + (
        Counter(words(wanted)) - Counter(words(stored))
    )
    return all(word in SOFT_WORDS for word in difference)


def stored_labels(payload: Mapping[str, Any]) -> list[str]:
    """The labels of the elements an act entry acts on (name, else text); "" for an unlabelled one."""
    labels = []
    for step in payload.get("steps") or ():
        fingerprint = (step.get("element") or {}).get("fingerprint") or {}
        labels.append(str(fingerprint.get("name") or fingerprint.get("text") or "").strip())
    return labels


def names_label(instruction: str, label: str) -> bool:
    """Check 2: every word of ``label`` is in ``instruction``, in order."""
    wanted, label_words = words(instruction), words(label)
    if not label_words:
        return False  # an unlabelled element cannot be confirmed: no near hit
    return any(wanted[i : i + len(label_words)] == label_words for i in range(len(wanted)))


def is_near_hit(stored_instruction: str, wanted_instruction: str, payload: Mapping[str, Any]) -> bool:
    """Whether a stored act entry may be replayed for a reworded instruction (both checks)."""
    if not same_step(stored_instruction, wanted_instruction):
        return False
    labels = stored_labels(payload)
    # A multi-step entry (a two-step dropdown) is confirmed by its first element: what is named.
    return bool(labels) and names_label(wanted_instruction, labels[0])
