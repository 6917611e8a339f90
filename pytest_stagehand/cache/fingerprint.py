"""Element fingerprints: who an element *is* (tag, role, name, text, attributes, ancestry, position),
so replay can tell "the stored selector found the same element" from "it found a different one".

The DOM work happens in ``fingerprint.js``, one evaluate per element or per frame, returning one JSON
string. This module is the thin Python shell: data classes, (de)serialisation for cache payloads, and
the check that every stored locator resolves to exactly the fingerprinted element.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from playwright.sync_api import ElementHandle, Frame, Locator, Page
from playwright.sync_api import Error as PlaywrightError

from ..errors import SnapshotError
from ..snapshot.bounded import (
    evaluate_all_within,
    evaluate_elements_within,
    evaluate_in_locators_frame,
    evaluate_within,
    no_answer,
    owner_frame_within,
)
from ..snapshot.scripts import with_roles
from .keys import relative_url

DEFAULT_TIMEOUT_MS = 5000
SCAN_LIMIT = 5000
# The bound on each script this module runs in the page: far above what a scan of SCAN_LIMIT elements
# takes, there only so a page whose main thread is stuck cannot hold the test forever.
SCRIPT_S = 10.0


def _why(error: Exception) -> str:
    if isinstance(error, TimeoutError):
        return no_answer(SCRIPT_S)
    return str(error)


@cache
def fingerprint_script() -> str:
    """The source of fingerprint.js (shipped as package data), with the snapshot's role table."""
    return with_roles(resources.files(__package__).joinpath("fingerprint.js").read_text(encoding="utf-8"))


@dataclass(frozen=True)
class ElementFingerprint:
    """What identifies an element independently of any selector."""

    tag: str
    role: str = ""
    name: str = ""
    text: str = ""
    attributes: tuple[tuple[str, str], ...] = ()
    classes: tuple[str, ...] = ()
    ancestry: tuple[str, ...] = ()  # nearest ancestor first: "div#main.card"
    index: int = 0  # position among the parent's element children
    visible: bool = True
    context: str = ""  # neighbouring text outside other controls ("" in entries recorded before it existed)

    @property
    def attribute_map(self) -> dict[str, str]:
        return dict(self.attributes)

    def to_json(self) -> dict[str, Any]:
        return {
            "tag": self.tag,
            "role": self.role,
            "name": self.name,
            "text": self.text,
            "attributes": dict(self.attributes),
            "classes": list(self.classes),
            "ancestry": list(self.ancestry),
            "context": self.context,
            "index": self.index,
            "visible": self.visible,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ElementFingerprint:
        """Inverse of :meth:`to_json`. A corrupt fingerprint (hand-edited, truncated, another tool's)
        raises ``ValueError`` naming the field, which cache readers treat as an unusable entry."""
        if not isinstance(data, Mapping):
            raise ValueError(f"corrupt fingerprint: expected an object, got {type(data).__name__}")
        tag = data.get("tag")
        if not isinstance(tag, str) or not tag:
            raise ValueError(f"corrupt fingerprint: 'tag' must be a non-empty string, got {tag!r}")
        attributes = data.get("attributes") or {}
        if not isinstance(attributes, Mapping):
            raise ValueError(f"corrupt fingerprint: 'attributes' must be an object, got {attributes!r}")
        for name in ("classes", "ancestry"):
            if not isinstance(data.get(name) or [], (list, tuple)):
                raise ValueError(f"corrupt fingerprint: {name!r} must be a list, got {data.get(name)!r}")
        try:
            index = int(data.get("index") or 0)
        except (TypeError, ValueError):
            raise ValueError(
                f"corrupt fingerprint: 'index' must be an integer, got {data.get('index')!r}"
            ) from None
        return cls(
            tag=tag,
            role=str(data.get("role") or ""),
            name=str(data.get("name") or ""),
            text=str(data.get("text") or ""),
            attributes=tuple(sorted((str(k), str(v)) for k, v in attributes.items())),
            classes=tuple(str(c) for c in data.get("classes") or ()),
            ancestry=tuple(str(a) for a in data.get("ancestry") or ()),
            index=index,
            visible=bool(data.get("visible", True)),
            context=str(data.get("context") or ""),
        )

    def describe(self) -> str:
        """Short human form for messages: ``button "Save" #save .btn``."""
        parts = [self.role or self.tag]
        if self.name or self.text:
            parts.append(json.dumps(self.name or self.text, ensure_ascii=False))
        attrs = self.attribute_map
        if "data-testid" in attrs:
            parts.append(f"[data-testid={attrs['data-testid']}]")
        if "id" in attrs:
            parts.append("#" + attrs["id"])
        if self.classes:
            parts.append("." + ".".join(self.classes[:3]))
        return " ".join(parts)


@dataclass(frozen=True)
class ElementCapture:
    """A recorded element: fingerprint plus locators (most stable first), each verified unique."""

    fingerprint: ElementFingerprint
    locators: tuple[str, ...]
    frame_url: str = ""

    @property
    def primary_locator(self) -> str:
        return self.locators[0] if self.locators else ""

    def to_payload(self) -> dict[str, Any]:
        """The JSON form stored in act entries: ``{"fingerprint": ..., "locators": [...], "frame_url": ...}``."""
        return {
            "fingerprint": self.fingerprint.to_json(),
            "locators": list(self.locators),
            "frame_url": self.frame_url,
        }

    @classmethod
    def from_payload(cls, data: Mapping[str, Any]) -> ElementCapture:
        return cls(
            fingerprint=ElementFingerprint.from_json(data["fingerprint"]),
            locators=tuple(str(s) for s in data.get("locators") or ()),
            frame_url=str(data.get("frame_url") or ""),
        )


@dataclass(frozen=True)
class ScannedElement:
    """A candidate found by :func:`scan_page`: its fingerprint, a unique locator and its frame."""

    fingerprint: ElementFingerprint
    locator: str
    frame: Frame = field(compare=False)

    def resolve(self) -> Locator:
        return self.frame.locator(self.locator)


def _parse(raw: object, what: str) -> dict[str, Any]:
    if not isinstance(raw, str):
        raise SnapshotError(
            f"fingerprint.js returned {type(raw).__name__} instead of a JSON string for {what}"
        )
    data = json.loads(raw)
    if not isinstance(data, dict):
        raise SnapshotError(f"fingerprint.js returned a non-object for {what}")
    return data


def _same_element(frame: Frame, selector: str, handle: ElementHandle) -> bool:
    """True when ``selector`` finds exactly one element in ``frame`` and it is ``handle``."""
    try:
        # One round trip: on a large page each query of a role or text selector is the cost.
        found = evaluate_all_within(
            frame.locator(selector),
            "(els, target) => els.length === 1 && els[0] === target",
            SCRIPT_S,
            handle,
        )
        return bool(found)
    except (PlaywrightError, TimeoutError):
        return False  # a locator string this Playwright rejects is simply not a usable candidate


# How many scanned look-alikes per kind of locator capture_element hands to the page as proof that
# the locator is not unique (the first one still there and plainly alike is enough).
LOOK_ALIKES_PER_LOCATOR = 3


def _look_alikes(scan: Sequence[ScannedElement], scanned_as: ScannedElement) -> dict[str, list[str]]:
    """Scanned elements of the same frame that read like ``scanned_as`` (the captured element's own
    scan entry): same role and name, label, placeholder or text. Light DOM only (their scan locator
    is an absolute XPath the page can resolve); the page checks each again before trusting it."""
    own = scanned_as.fingerprint
    placeholder = own.attribute_map.get("placeholder")
    found: dict[str, list[str]] = {"role": [], "label": [], "placeholder": [], "text": []}
    for item in scan:
        if item is scanned_as or item.frame is not scanned_as.frame or item.locator == scanned_as.locator:
            continue
        if not item.locator.startswith("xpath=") or " >> " in item.locator:
            continue
        fp = item.fingerprint
        path = item.locator[len("xpath=") :]
        if own.role and own.name and fp.role == own.role and fp.name == own.name:
            found["role"].append(path)
        if own.name and fp.name == own.name:
            found["label"].append(path)
        if placeholder and fp.attribute_map.get("placeholder") == placeholder:
            found["placeholder"].append(path)
        if own.text and fp.text == own.text:
            found["text"].append(path)
    return {kind: paths[:LOOK_ALIKES_PER_LOCATOR] for kind, paths in found.items() if paths}


def capture_element(
    target: Locator | ElementHandle,
    *,
    timeout_ms: float = DEFAULT_TIMEOUT_MS,
    scan: Sequence[ScannedElement] = (),
    scanned_as: ScannedElement | None = None,
) -> ElementCapture:
    """Fingerprint one element and keep only the candidate locators that resolve to exactly it.

    Each candidate locator is checked with a round trip, except css and xpath ones that the page
    proves unique in the fingerprint's own call (``provenUnique`` in fingerprint.js). A caller that has just scanned the page
    (the heal ladder) passes the ``scan`` and the element's own entry in it (``scanned_as``): a
    role + name, label, placeholder or text locator that a scanned look-alike is shown (in the page,
    now) to match as well is left out without asking Playwright, since it would fail the check (on a
    table of 1,000 "Edit" buttons those queries were most of a capture)."""
    try:
        handle = target.element_handle(timeout=timeout_ms) if isinstance(target, Locator) else target
        # The scanned element's own locator, made in its own frame (ScannedElement.resolve), finds it
        # there: no round trip to ask the page which frame. Any other locator may enter a frame.
        # (Playwright keeps a locator's frame and selector; it has no public accessor.)
        known = (
            scanned_as is not None
            and isinstance(target, Locator)
            and getattr(target._impl_obj, "_frame", None) is scanned_as.frame._impl_obj
            and getattr(target._impl_obj, "_selector", None) == scanned_as.locator
        )
        frame = scanned_as.frame if known and scanned_as is not None else owner_frame_within(handle, SCRIPT_S)
        # The look-alikes' XPaths are resolved in the element's own document: same frame only.
        same_frame = scanned_as is not None and scanned_as.frame is frame
        look_alikes = _look_alikes(scan, scanned_as) if scan and scanned_as is not None and same_frame else {}
        raw = evaluate_within(
            handle, fingerprint_script(), {"others": look_alikes} if look_alikes else {}, SCRIPT_S
        )
    except (PlaywrightError, TimeoutError) as e:
        raise SnapshotError(f"could not fingerprint element {target}: {_why(e)}") from e
    if frame is None:
        raise SnapshotError(f"element {target} is not attached to a frame")
    data = _parse(raw, str(target))
    shared = set(data.get("shared") or ())
    proven = set(data.get("proven") or ())  # css / xpath the page showed to find exactly this element
    locators = tuple(
        s for s in data["locators"] if s not in shared and (s in proven or _same_element(frame, s, handle))
    )
    if not locators:
        raise SnapshotError(f"no candidate locator resolves uniquely to {target}; tried {data['locators']}")
    return ElementCapture(
        ElementFingerprint.from_json(data["fingerprint"]), locators, relative_url(frame.url)
    )


def is_scan_candidate(handle: ElementHandle) -> bool:
    """Whether :func:`scan_page` would list this element (interactive, or with text of its own, and
    visible): only such an element can be found again by the heal ladder."""
    try:
        frame = owner_frame_within(handle, SCRIPT_S)
        raw = evaluate_within(frame or handle, fingerprint_script(), {"candidate": handle}, SCRIPT_S)
    except (PlaywrightError, TimeoutError) as e:
        raise SnapshotError(f"could not read element {handle}: {_why(e)}") from e
    return bool(_parse(raw, str(handle)).get("candidate"))


# Replay checks identity before every cached action, so that call must be cheap: fingerprint.js is
# installed once per document under a registry symbol (page code cannot clash with it by accident)
# and each check then sends only this short function instead of the whole script.
_INSTALLED_KEY = "Symbol.for('pytest-stagehand.fingerprint')"


@cache
def identify_script(also_js: str | None = None, *, install: bool = False, read_label: bool = False) -> str:
    """The evaluate_all source: count + fingerprint, plus ``also_js(element)`` (a function returning a
    JSON string) spliced into the same JSON object when exactly one element is found. ``install``
    defines fingerprint.js in the document first (a new document answers the short call with null).
    ``read_label`` also reads whether that element's label is unique in its document (recording a
    selector: fingerprint.js, labelUnique); the replay identity check does not pay for it."""
    get = f"window[{_INSTALLED_KEY}] = {fingerprint_script()}" if install else f"window[{_INSTALLED_KEY}]"
    call = "f(els, { labelUnique: true })" if read_label else "f(els)"
    if also_js is None:
        return f"(els) => {{ const f = {get}; return f ? {call} : null; }}"
    return (
        f"(els) => {{ const f = {get}; if (!f) return null; const out = {call};"
        f" return els.length === 1 ? out.slice(0, -1) + ',\"also\":' + ({also_js})(els[0]) + '}}' : out; }}"
    )


@dataclass(frozen=True)
class Identified:
    """What one identity round trip learnt: the count, the fingerprint when exactly one element
    matched, and what the caller's ``also_js`` returned for it (a JSON value, or None)."""

    count: int
    fingerprint: ElementFingerprint | None
    also: Any = None
    label_unique: bool | None = None  # asked for with read_label; None: not asked, or unknown
    # An ``xpath=`` locator of the one element found, when the page itself matched a role locator
    # (see native_identify_script): the caller acts on that element, not on what Playwright's role
    # engine might find instead.
    found_at: str | None = None


def identify(
    locator: Locator, *, also_js: str | None = None, read_label: bool = False, by_page: bool = True
) -> Identified:
    """How many elements ``locator`` finds, and the fingerprint when it is exactly one, in one round
    trip once the script is installed in the document (two on a new document). ``also_js`` reads
    more about that element in the same trip (a cache replay reads the action layer's facts);
    ``read_label``, whether its label is unique in its document (see :func:`identify_script`);
    ``by_page=False`` asks Playwright even where the page could answer (see :func:`_ask`)."""
    try:
        raw = _ask(locator, also_js, read_label, install=False, by_page=by_page)
        if raw is None:  # a new document: install and ask in one call
            raw = _ask(locator, also_js, read_label, install=True, by_page=by_page)
    except (PlaywrightError, TimeoutError) as e:
        raise SnapshotError(f"could not fingerprint what {locator} finds: {_why(e)}") from e
    return parse_identified(raw, str(locator))


def _ask(locator: Locator, also_js: str | None, read_label: bool, *, install: bool, by_page: bool) -> object:
    """:func:`identify_script`'s answer: resolved by the page itself where it can (plain css and XPath:
    ``evaluate_elements_within``; a role + exact name locator: :func:`native_identify_script`), else
    by Playwright (whose first main-world query in a document builds its selector engine there,
    20-30 ms). A role locator's answer is the page's only when it finds exactly one element: its
    reading of roles and names may differ from Playwright's, and a count of 0 or several decides what
    a replay does next (wait, heal, or refuse a duplicate), so Playwright says those."""
    script = identify_script(also_js, install=install, read_label=read_label)
    if not by_page:
        return evaluate_all_within(locator, script, SCRIPT_S)
    selector = str(getattr(locator._impl_obj, "_selector", ""))
    if not selector.startswith("internal:role="):
        return evaluate_elements_within(locator, script, SCRIPT_S)
    native = native_identify_script(also_js, install=install, read_label=read_label)
    answer = evaluate_in_locators_frame(locator, native, {"selector": selector}, SCRIPT_S)
    return evaluate_all_within(locator, script, SCRIPT_S) if answer is False else answer


@cache
def native_identify_script(
    also_js: str | None = None, *, install: bool = False, read_label: bool = False
) -> str:
    """:func:`identify_script` on the elements the page itself finds for the role locator
    ``arg.selector`` (fingerprint.js, resolve), with the one element's XPath (``found_at``): null on
    a new document (as the short form), false when the page cannot resolve it or finds no element or
    several (Playwright is asked)."""
    get = f"window[{_INSTALLED_KEY}] = {fingerprint_script()}" if install else f"window[{_INSTALLED_KEY}]"
    check = identify_script(also_js, read_label=read_label)
    return (
        f"(arg) => {{ const f = {get}; if (!f) return null; const els = f({{ resolve: arg.selector }});"
        f" if (!els || els.length !== 1) return false; const out = ({check})(els);"
        " return out.slice(0, -1) + ',\"found_at\":' + JSON.stringify(f({ xpathOf: els[0] })) + '}'; }"
    )


def parse_identified(raw: object, what: str) -> Identified:
    """Read what :func:`identify_script` answered."""
    data = _parse(raw, what)
    found = data.get("fingerprint")
    label_unique = data.get("label_unique")
    return Identified(
        int(data["count"]),
        ElementFingerprint.from_json(found) if isinstance(found, dict) else None,
        data.get("also"),
        label_unique if isinstance(label_unique, bool) else None,
        found_at if isinstance(found_at := data.get("found_at"), str) else None,
    )


def scan_frame(frame: Frame, *, limit: int = SCAN_LIMIT) -> list[ScannedElement]:
    """Fingerprints of every candidate element in one frame (open shadow roots included)."""
    try:
        raw = evaluate_within(frame, fingerprint_script(), {"limit": limit}, SCRIPT_S)
    except (PlaywrightError, TimeoutError) as e:
        raise SnapshotError(f"could not scan frame {frame.url}: {_why(e)}") from e
    data = _parse(raw, f"frame {frame.url}")
    return [
        ScannedElement(ElementFingerprint.from_json(item["fingerprint"]), str(item["locator"]), frame)
        for item in data["elements"]
    ]


def scan_page(page: Page, *, limit: int = SCAN_LIMIT) -> list[ScannedElement]:
    """Candidates in every frame of the page, main frame first; detached frames are skipped."""
    found: list[ScannedElement] = []
    for frame in page.frames:
        if frame.is_detached():
            continue
        found.extend(scan_frame(frame, limit=limit))
    return found


# A two-phase scan (healing/twophase.py decides what to ask; fingerprint.js, listScan and
# completeScan, explains why the two phases read what one scan reads): phase 1 lists what every
# candidate is, phase 2 completes the ones asked for with their neighbouring text and locator.
# The parsing is shared by the sync calls below and the async ones of healing/expect_hook.py.


def list_options(limit: int = SCAN_LIMIT) -> dict[str, Any]:
    return {"limit": limit, "list": True}


def complete_options(token: int, indices: Sequence[int]) -> dict[str, Any]:
    # One string, not a list: Playwright validates and serialises a list element by element, which
    # for a table's 1,000 look-alikes cost more than the page took to answer.
    return {"complete": token, "indices": ",".join(map(str, indices))}


@dataclass(frozen=True)
class Listing:
    """Phase 1 of a two-phase scan of one document: its token and, per candidate in scan order, a
    fingerprint with everything but the neighbouring text (``context`` is "")."""

    token: int
    fingerprints: tuple[ElementFingerprint, ...]


def parse_listing(raw: object, what: str) -> Listing:
    data = _parse(raw, what)
    # fingerprint.js writes these fields as strings (attribute values too) and the index as a number:
    # on a large page (3,000 kinds) converting each field again was a tenth of a heal.
    kinds = [
        ElementFingerprint(
            tag,
            role,
            name,
            text,
            tuple(sorted(attributes.items())),
            tuple(classes),
            tuple(ancestry),
            int(index),
        )
        for tag, role, name, text, attributes, classes, ancestry, index in data["kinds"]
    ]
    return Listing(int(data["token"]), tuple(kinds[k] for k in data["elements"]))


def parse_completion(
    raw: object, listing: Listing, indices: Sequence[int], what: str
) -> list[tuple[ElementFingerprint, str]] | None:
    """Phase 2's answer for ``indices`` of ``listing``: each candidate's fingerprint (the listed one
    with its neighbouring text, as a one-phase scan gives it: a scan lists visible elements only) and
    locator; None when the document changed since its listing (or is another document)."""
    data = _parse(raw, what)
    if data.get("changed"):
        return None
    completed = []
    for i, (context, locator) in zip(indices, data["elements"], strict=True):
        listed = listing.fingerprints[i]
        fingerprint = ElementFingerprint(
            listed.tag,
            listed.role,
            listed.name,
            listed.text,
            listed.attributes,
            listed.classes,
            listed.ancestry,
            listed.index,
            True,
            str(context),
        )
        completed.append((fingerprint, str(locator)))
    return completed


def list_frame(frame: Frame, *, limit: int = SCAN_LIMIT) -> Listing:
    """Phase 1 of a two-phase scan of one frame."""
    try:
        raw = evaluate_within(frame, fingerprint_script(), list_options(limit), SCRIPT_S)
    except (PlaywrightError, TimeoutError) as e:
        raise SnapshotError(f"could not scan frame {frame.url}: {_why(e)}") from e
    return parse_listing(raw, f"frame {frame.url}")


def complete_frame(frame: Frame, listing: Listing, indices: Sequence[int]) -> list[ScannedElement] | None:
    """Phase 2: the listed candidates at ``indices`` as a one-phase scan of the frame at the time of
    its listing would have given them, or None when the document changed since."""
    try:
        raw = evaluate_within(frame, fingerprint_script(), complete_options(listing.token, indices), SCRIPT_S)
    except (PlaywrightError, TimeoutError) as e:
        raise SnapshotError(f"could not scan frame {frame.url}: {_why(e)}") from e
    completed = parse_completion(raw, listing, indices, f"frame {frame.url}")
    if completed is None:
        return None
    return [ScannedElement(fingerprint, locator, frame) for fingerprint, locator in completed]
