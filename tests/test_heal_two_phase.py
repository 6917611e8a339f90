"""The two-phase scan (healing/twophase.py) decides exactly what one full scan decides (issue #16 item 5).

- :func:`similarity.narrow` keeps every candidate that can be among best_match's best: on random
  pools (alike labels, shared kinds, the one-alike rule) best_match over the kept candidates gives
  the same match, ranked list, scores and verdicts as over all of them;
- on real Chromium, the heal ladder's match (sync) and selector healing's (async, ``expect``) equal
  a one-phase scan's best_match and look-alike refusal on crafted pages; phase 2 reads only the
  kept candidates (a table's "Edit" buttons, not its cells, links and "Delete" buttons), and every
  candidate when the look-alike check needs them;
- a document whose tree or text changed between the phases is decided on a one-phase scan.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest
from playwright.sync_api import Frame, Page

from pytest_stagehand.cache import fingerprint as fingerprint_module
from pytest_stagehand.cache.fingerprint import (
    ElementFingerprint,
    Listing,
    ScannedElement,
    capture_element,
    complete_options,
    fingerprint_script,
    list_frame,
    list_options,
    scan_page,
)
from pytest_stagehand.healing import expect_hook, twophase
from pytest_stagehand.healing.lookalike import look_alike_refusal
from pytest_stagehand.healing.similarity import KEEP, MatchResult, RankedCandidate, best_match, narrow

THRESHOLD = 0.75


def _same_decision(one: MatchResult[Any], other: MatchResult[Any]) -> None:
    """Same match, same ranked candidates with the same scores, components and verdicts."""

    def shape(result: MatchResult[Any]) -> list[tuple[Any, float, dict[str, float], str]]:
        return [(c.item, c.score, c.breakdown.components, c.verdict) for c in result.ranked]

    assert shape(one) == shape(other)
    assert one.reason == other.reason
    assert (one.match is None) == (other.match is None)


# ---- pure: narrow on random pools ------------------------------------------------------------------


def _pool(rng: random.Random, size: int) -> list[ElementFingerprint]:
    labels = ["Edit", "Edit row", "Delete", "Save", "Save draft", "Log in", "Sign in", ""]
    contexts = ["User 1 mail", "User 2 mail", "User 1 other", "Ada Lovelace admin", ""]
    kinds = [
        ElementFingerprint(
            tag=rng.choice(["button", "a", "td", "input"]),
            role=rng.choice(["button", "link", "cell", ""]),
            name=rng.choice(labels),
            text=rng.choice(labels),
            attributes=rng.choice([(), (("id", "edit-1"),), (("id", "edit-2"), ("type", "button"))]),
            classes=rng.choice([(), ("edit",), ("btn", "edit")]),
            ancestry=rng.choice([("td", "tr", "tbody"), ("div.card",), ()]),
            index=rng.randrange(3),
        )
        for _ in range(rng.randrange(2, 9))
    ]
    # Candidates alike in everything but their neighbouring text (a table's rows), as listings share them.
    return [
        ElementFingerprint(**{**_fields(rng.choice(kinds)), "context": rng.choice(contexts)})
        for _ in range(size)
    ]


def _fields(fingerprint: ElementFingerprint) -> dict[str, Any]:
    return {name: getattr(fingerprint, name) for name in fingerprint.__dataclass_fields__}


def _listed(candidates: Sequence[ElementFingerprint]) -> list[ElementFingerprint]:
    """Phase 1's view: no neighbouring text, one object per kind (as parse_listing gives)."""
    shared: dict[ElementFingerprint, ElementFingerprint] = {}
    out = []
    for candidate in candidates:
        listed = ElementFingerprint(**{**_fields(candidate), "context": ""})
        out.append(shared.setdefault(listed, listed))
    return out


@pytest.mark.parametrize("seed", range(300))
def test_narrow_keeps_what_best_match_decides_on(seed: int) -> None:
    rng = random.Random(seed)
    candidates = _pool(rng, rng.randrange(1, 40))
    stored = ElementFingerprint(
        **{**_fields(rng.choice(candidates)), "context": rng.choice(["User 1 mail", ""])}
    )
    if rng.random() < 0.3:
        stored = ElementFingerprint(**{**_fields(stored), "name": "Edit", "text": "Edit"})
    kept = narrow(stored, _listed(candidates))
    assert kept == sorted(set(kept))
    every = best_match(stored, list(enumerate(candidates)), THRESHOLD)
    narrowed = best_match(stored, [(i, candidates[i]) for i in kept], THRESHOLD)
    _same_decision(every, narrowed)


def test_narrow_drops_what_cannot_be_among_the_best() -> None:
    def row(i: int, label: str, **more: Any) -> ElementFingerprint:
        return ElementFingerprint(
            "button", "button", label, label, ancestry=("td", "tr", "tbody"), context=f"User {i} mail", **more
        )

    candidates = [row(i, label, classes=(label.lower(),)) for i in range(200) for label in ("Edit", "Delete")]
    stored = row(100, "Edit", classes=("edit",))
    kept = narrow(stored, _listed(candidates))
    assert [candidates[i].name for i in kept] == ["Edit"] * 200  # every look-alike, no "Delete"
    _same_decision(
        best_match(stored, list(enumerate(candidates)), THRESHOLD),
        best_match(stored, [(i, candidates[i]) for i in kept], THRESHOLD),
    )


def test_the_one_alike_rule_sees_the_same_count() -> None:
    # Two candidates show a label alike "Edit": "Edit" itself, among other text, and a weak "Eddy"
    # that the bounds alone would drop (below six "Tide" buttons alike in all but the label). Kept
    # with it, so that best_match on the kept ones does not take "Edit" for the only alike one and
    # score it without its neighbouring text (1.0 instead of 0.8).
    def button(label: str, context: str, **more: Any) -> ElementFingerprint:
        fields = {"attributes": (("type", "button"),), "classes": ("x",), "ancestry": ("td", "tr"), **more}
        return ElementFingerprint("button", "button", label, label, context=context, **fields)

    stored = button("Edit", "User 1 mail")
    weak = ElementFingerprint(
        "div", "", "Eddy", "Eddy", index=7, ancestry=("div", "section", "main"), context="x"
    )
    candidates = [
        button("Edit", "Nothing alike here"),
        *(button("Tide", "User 1 mail") for _ in range(6)),
        weak,
    ]
    kept = narrow(stored, _listed(candidates))
    assert kept[0] == 0
    assert len(candidates) - 1 in kept
    every = best_match(stored, list(enumerate(candidates)), THRESHOLD)
    assert every.ranked[0].score < 0.9  # scored with its neighbouring text
    _same_decision(every, best_match(stored, [(i, candidates[i]) for i in kept], THRESHOLD))


def test_few_candidates_are_all_kept() -> None:
    candidates = [ElementFingerprint("a", name=str(i)) for i in range(KEEP)]
    assert narrow(candidates[0], candidates) == list(range(KEEP))


# ---- real Chromium --------------------------------------------------------------------------------


def _page(body: str) -> str:
    return f"<!doctype html><html><head><title>t</title></head><body>{body}</body></html>"


def _rows(count: int, marked: int, *, skip: int = -1) -> str:
    return "".join(
        f"<tr><td>User {i}</td><td>user{i}@example.com</td><td><a href='/u/{i}'>Profile</a></td>"
        f"<td><button class='edit' type='button' {'id=target' if i == marked else ''}>Edit</button></td>"
        "<td><button class='del' type='button'>Delete</button></td></tr>"
        for i in range(count)
        if i != skip
    )


def _one_phase(page: Page, stored: ElementFingerprint) -> tuple[MatchResult[ScannedElement], str | None]:
    scanned = scan_page(page)
    result = best_match(stored, [(item, item.fingerprint) for item in scanned], THRESHOLD)
    refusal = None
    if result.match is not None:
        winner = next(i for i, item in enumerate(scanned) if item is result.match.item)
        refusal = look_alike_refusal(stored, winner, [(item.locator, item.fingerprint) for item in scanned])
    return result, refusal


def _as_located(result: MatchResult[ScannedElement]) -> MatchResult[Any]:
    """The result with each candidate named by its frame's URL and its scan locator (the items of two
    scans are different objects)."""
    ranked = [
        RankedCandidate((c.item.frame.url, c.item.locator), c.fingerprint, c.breakdown, c.verdict)
        for c in result.ranked
    ]
    match = ranked[0] if result.match is not None else None
    return MatchResult(match, ranked, result.reason)


def _two_phase(
    page: Page, stored: ElementFingerprint
) -> tuple[twophase.PageMatch[ScannedElement], str | None]:
    found = twophase.match_page(page, stored, THRESHOLD)
    refusal = None
    if found.result.match is not None:
        items = [item for item, _ in found.candidates]
        winner = next(i for i, item in enumerate(items) if item is found.result.match.item)
        refusal = look_alike_refusal(stored, winner, [(item.locator, item.fingerprint) for item in items])
    return found, refusal


def _asked(monkeypatch: pytest.MonkeyPatch) -> list[list[int]]:
    """The indices each phase 2 asks for."""
    asked: list[list[int]] = []
    original = fingerprint_module.complete_frame

    def spy(frame: Frame, listing: Listing, indices: Sequence[int]) -> list[ScannedElement] | None:
        asked.append(list(indices))
        return original(frame, listing, indices)

    monkeypatch.setattr("pytest_stagehand.healing.twophase.complete_frame", spy)
    return asked


TABLE = _page(f"<table><tbody>{_rows(300, 150)}</tbody></table>")
SHADOW_AND_FRAME = (
    '<iframe srcdoc="<button id=inner>Edit</button><p>frame text</p>"></iframe>'
    "<div id=host></div><script>document.getElementById('host').attachShadow({mode: 'open'}).innerHTML ="
    " '<p>Shadow row</p><button>Edit</button>';</script>"
)


@pytest.mark.parametrize(
    ("mutated", "needs_all"),
    [
        pytest.param(TABLE.replace("id=target", "id=target-renamed"), False, id="id-renamed"),
        pytest.param(TABLE.replace("User 150<", "User 150 (admin)<"), True, id="row-text-changed"),
        pytest.param(_page(f"<table><tbody>{_rows(300, -1, skip=150)}</tbody></table>"), False, id="row-removed"),
        pytest.param(TABLE.replace("id=target>Edit<", "id=target>Modify<"), False, id="reworded"),
        pytest.param(TABLE.replace("<tbody>", "<tbody>" + _rows(1, -1).replace("User 0", "User 150"))
                     .replace("user0@", "user150@").replace("/u/0", "/u/150"), False, id="row-duplicated"),
        pytest.param(TABLE.replace("</tbody></table>", f"</tbody></table>{SHADOW_AND_FRAME}"), False, id="frame-shadow"),
    ],
)  # fmt: skip
def test_the_two_phase_match_decides_as_one_scan(
    page: Page, monkeypatch: pytest.MonkeyPatch, mutated: str, needs_all: bool
) -> None:
    page.set_content(TABLE)
    stored = capture_element(page.locator("#target")).fingerprint
    page.set_content(mutated)
    page.wait_for_load_state()
    for frame in page.frames[1:]:
        frame.wait_for_load_state()
    one, one_refusal = _one_phase(page, stored)
    asked = _asked(monkeypatch)
    found, refusal = _two_phase(page, stored)
    _same_decision(_as_located(one), _as_located(found.result))
    assert refusal == one_refusal
    assert found.count == len(scan_page(page))
    assert found.complete == needs_all
    listed = [fp for frame in page.frames for fp in list_frame(frame).fingerprints]
    kept = narrow(stored, listed)
    # Phase 2 asked for the kept candidates only (and for the rest only when the look-alike check needed them).
    assert sum(len(indices) for indices in asked) == (found.count if needs_all else len(kept))
    if len(page.frames) == 1:
        assert asked[0] == kept
    assert len(kept) < found.count / 2


def test_phase_two_reads_only_the_look_alikes_of_a_table(page: Page, monkeypatch: pytest.MonkeyPatch) -> None:
    page.set_content(TABLE)
    stored = capture_element(page.locator("#target")).fingerprint
    page.set_content(TABLE.replace("id=target", "id=target-renamed"))
    asked = _asked(monkeypatch)
    found = twophase.match_page(page, stored, THRESHOLD)
    assert found.count == 1500
    assert not found.complete
    assert [len(indices) for indices in asked] == [300]  # the 300 "Edit" buttons: one request
    assert {fp.name for _, fp in found.candidates} == {"Edit"}
    assert found.result.match is not None
    assert found.result.match.item.resolve().get_attribute("id") == "target-renamed"


def test_a_document_changed_between_the_phases_is_decided_on_one_scan(
    page: Page, monkeypatch: pytest.MonkeyPatch
) -> None:
    page.set_content(TABLE)
    stored = capture_element(page.locator("#target")).fingerprint
    page.set_content(TABLE.replace("id=target", "id=target-renamed"))
    original = fingerprint_module.list_frame

    def list_then_change(frame: Frame, **options: Any) -> Listing:
        listing = original(frame, **options)
        # The target's row text changes after the listing: phase 2 must not mix the two states.
        frame.evaluate(
            "() => { document.querySelector('#target-renamed').closest('tr').cells[0].textContent = 'Nobody'; }"
        )
        return listing

    monkeypatch.setattr("pytest_stagehand.healing.twophase.list_frame", list_then_change)
    asked = _asked(monkeypatch)
    found, refusal = _two_phase(page, stored)
    monkeypatch.undo()
    one, one_refusal = _one_phase(page, stored)
    assert found.complete
    assert found.count == 1500
    assert len(asked) == 1  # answered "changed": the one-phase scan decided
    _same_decision(_as_located(one), _as_located(found.result))
    assert refusal == one_refusal


def test_phase_two_answers_changed_on_a_text_or_tree_change_or_another_document(page: Page) -> None:
    script = fingerprint_script()

    def changed_after(change: str) -> bool:
        page.set_content(TABLE)
        listing = fingerprint_module.parse_listing(page.evaluate(script, list_options()), "t")
        page.evaluate(change)
        raw = page.evaluate(script, complete_options(listing.token, [0, 1]))
        return fingerprint_module.parse_completion(raw, listing, [0, 1], "t") is None

    assert not changed_after("() => 0")
    assert not changed_after("() => document.querySelector('#target').setAttribute('class', 'x')")
    assert changed_after("() => { document.querySelector('td').firstChild.data = 'Other'; }")
    assert changed_after("() => document.querySelector('tr').remove()")
    assert changed_after("() => document.body.append(document.createElement('p'))")
    page.set_content(TABLE)
    listing = fingerprint_module.parse_listing(page.evaluate(script, list_options()), "t")
    page.set_content(TABLE)  # another document: its listing is not this one
    raw = page.evaluate(script, complete_options(listing.token, [0]))
    assert fingerprint_module.parse_completion(raw, listing, [0], "t") is None


def test_the_completed_fingerprints_are_the_one_phase_scans(page: Page) -> None:
    page.set_content(TABLE.replace("</tbody></table>", f"</tbody></table>{SHADOW_AND_FRAME}"))
    page.wait_for_load_state()
    for frame in page.frames:
        listing = list_frame(frame)
        completed = fingerprint_module.complete_frame(frame, listing, range(len(listing.fingerprints)))
        assert completed is not None
        assert [(s.fingerprint, s.locator) for s in completed] == [
            (s.fingerprint, s.locator) for s in fingerprint_module.scan_frame(frame)
        ]


def test_selector_healing_in_expect_drives_the_same_steps(page: Page) -> None:
    page.set_content(TABLE)
    stored = capture_element(page.locator("#target")).fingerprint
    page.set_content(TABLE.replace("id=target", "id=target-renamed"))
    frames = [frame._impl_obj for frame in page.frames]
    found = page._sync(expect_hook._match(frames, stored, THRESHOLD))
    sync = twophase.match_page(page, stored, THRESHOLD)
    assert found.count == sync.count
    assert [item[1] for item, _ in found.candidates] == [item.locator for item, _ in sync.candidates]
    assert [(c.item[1], c.score, c.verdict) for c in found.result.ranked] == [
        (c.item.locator, c.score, c.verdict) for c in sync.result.ranked
    ]
