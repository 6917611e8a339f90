"""Is the element at a selector still the one the model chose? (never act on a substitute)

A snapshot's selectors are positional XPaths: when the page inserts, removes or reorders elements
between the snapshot and the action (a slow model, a page still rendering), the same XPath names
another element, say a "Delete account" button inserted above "Log in". The walker numbers every
element it meets in a WeakMap kept on the window (``walker.js``), and each snapshot node carries
that number with the token of the window that holds it (``SnapshotNode.identity``). One round trip
asks the live element for its number: equal means the same DOM element; anything else means the
element must be found again (:func:`find_again`) or the act re-planned, never performed on
whatever the XPath names now.
"""

from __future__ import annotations

from dataclasses import dataclass

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Locator

from ..errors import ElementChangedError
from ..snapshot import Snapshot, SnapshotNode, evaluate_all_within, no_answer

# The walker's per-document numbering lives in the window of the walk that met the element: its
# own frame's, or an ancestor's for a same-origin iframe walked from the parent. Cross-origin
# ancestors throw on access and are skipped. Answers "same", "other" (this document numbered
# another element there, or none yet) or "gone" (no window that numbered it is around: a
# navigation), with what the element is now for the message.
_SAME_ELEMENT_JS = """(el, [doc, key]) => {
  const SYM = Symbol.for('pytest-stagehand.identity');
  const now = (el.getAttribute('aria-label') || el.innerText || el.value || '').trim().slice(0, 60);
  const what = '<' + el.tagName.toLowerCase() + '> ' + JSON.stringify(now);
  let w = el.ownerDocument.defaultView;
  while (w) {
    let id;
    try { id = w[SYM]; } catch (e) { id = undefined; }
    if (id && id.doc === doc) return [id.keys.get(el) === key ? 'same' : 'other', what];
    let parent;
    try { parent = w.parent; } catch (e) { break; }
    if (!parent || parent === w) break;
    w = parent;
  }
  return ['gone', what];
}"""

_EACH_ELEMENT_JS = f"""(els, arg) => els.length === 1 ? ({_SAME_ELEMENT_JS})(els[0], arg)
  : els.length ? ['other', els.length + ' elements'] : ['gone', 'nothing']"""
# The identity check is one short script; past this, the page's main thread is stuck.
CHECK_S = 5.0


@dataclass(frozen=True)
class Chosen:
    """What identifies the element the model chose, taken from its snapshot node (no page handle:
    it travels with an observed action and is compared later)."""

    document: str
    key: int
    role: str
    name: str
    xpath: str
    label: str  # for messages: '[0-3] button "Log in"'

    @classmethod
    def of(cls, node: SnapshotNode) -> Chosen:
        name = f' "{node.name}"' if node.name else ""
        return cls(
            node.document, node.key, node.role, node.name, node.xpath, f"[{node.id}] {node.role}{name}"
        )

    def matches(self, node: SnapshotNode) -> bool:
        return (node.document, node.key, node.role, node.name) == (
            self.document,
            self.key,
            self.role,
            self.name,
        )


def check_chosen(locator: Locator, chosen: Chosen, *, url: str, element: str) -> None:
    """Raise ElementChangedError unless ``locator`` finds the very element the model chose."""
    if not chosen.document:
        # Walks always number their elements; a node without a token cannot be checked here and
        # is found again by content (path, role, name) in a fresh snapshot instead.
        verdict, now = "gone", "an element of unknown identity"
    else:
        try:
            # All matches in one bounded call (Locator.evaluate would wait for exactly one, and its
            # script takes no timeout): none is gone, several is another page than the snapshot's.
            answer = evaluate_all_within(locator, _EACH_ELEMENT_JS, CHECK_S, [chosen.document, chosen.key])
        except (PlaywrightError, TimeoutError) as e:
            why = e.message if isinstance(e, PlaywrightError) else no_answer(CHECK_S)
            raise ElementChangedError(
                f"could not check the element is still {chosen.label}: {why}", url=url, element=element
            ) from e
        verdict, now = answer if isinstance(answer, list) and len(answer) == 2 else ("gone", "nothing")
    if verdict == "same":
        return
    why = "the page navigated or reloaded" if verdict == "gone" else "the page changed"
    raise ElementChangedError(
        f"{why} since the snapshot: the selector now finds {now}, not the element chosen, {chosen.label}",
        url=url,
        element=element,
    )


def find_again(fresh: Snapshot, chosen: Chosen) -> SnapshotNode | None:
    """The chosen element in a fresh snapshot: the same DOM element (same document and number,
    still the same role and name) wherever it moved; or, only when that element no longer exists
    (re-rendered, or the page reloaded), the one interactive element with the same path, role and
    name. None when neither: the caller re-plans or fails, it never picks a look-alike."""
    for node in fresh.nodes.values():
        if chosen.document and (node.document, node.key) == (chosen.document, chosen.key):
            return node if chosen.matches(node) else None
    twins = [
        node
        for node in fresh.interactive_nodes.values()
        if (node.xpath, node.role, node.name) == (chosen.xpath, chosen.role, chosen.name)
    ]
    return twins[0] if len(twins) == 1 else None
