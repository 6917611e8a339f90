"""The fast paths of a heal (issue #16, item 5) decide exactly what the slow ones did, on real Chromium.

- ``capture_element`` given the heal's scan leaves out the label locators a scanned look-alike is
  proven (in the page) to match too, instead of asking Playwright; it returns the very locators the
  capture without a scan returns, each finding exactly the element. Where the proof is not certain
  (a copy under aria-hidden, a copy whose name Playwright reads differently, a text copy wrapping the
  element) nothing is left out unchecked.
- fingerprint.js memoises XPaths, ancestor summaries and each ancestor's text nodes within one call:
  the scan gives the locators, ancestries and neighbouring text the plain per-element walks give
  (a reference implementation of them runs in the page below), on nested, same-tag, svg and
  shadow DOM pages.
- ``score_breakdown`` memoises the components that depend only on what the elements are: the same
  components in the same order, and the same totals.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from playwright.sync_api import ElementHandle, Frame, Page

from pytest_stagehand.cache import fingerprint as fingerprint_module
from pytest_stagehand.cache.fingerprint import ElementFingerprint, capture_element, scan_page
from pytest_stagehand.errors import HealError
from pytest_stagehand.healing import ladder, similarity
from pytest_stagehand.healing.ladder import heal

THRESHOLD = 0.75


def _page(body: str) -> str:
    return f"<!doctype html><html><head><title>t</title></head><body>{body}</body></html>"


def _rows(count: int, marked: int) -> str:
    return "".join(
        f"<tr><td>User {i}</td><td>user{i}@example.com</td><td><a href='/u/{i}'>Profile</a></td>"
        f"<td><button class='edit' type='button' {'id=target' if i == marked else ''}>Edit</button></td>"
        "<td><button class='del' type='button'>Delete</button></td></tr>"
        for i in range(count)
    )


def _checked(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The selectors capture_element asks Playwright about (its per-locator round trips)."""
    asked: list[str] = []
    original = fingerprint_module._same_element

    def spy(frame: Frame, selector: str, handle: ElementHandle) -> bool:
        asked.append(selector)
        return original(frame, selector, handle)

    monkeypatch.setattr(fingerprint_module, "_same_element", spy)
    return asked


def _capture_both_ways(
    page: Page, selector: str, monkeypatch: pytest.MonkeyPatch
) -> tuple[set[str], list[str]]:
    """Capture ``selector``'s element with and without the scan; they must agree. Returns the locators
    the capture with the scan did not ask Playwright about, and the capture's locators."""
    without = capture_element(page.locator(selector))
    scanned = scan_page(page)
    handle = page.locator(selector).element_handle()
    own = next(item for item in scanned if item.resolve().evaluate("(el, t) => el === t", handle))
    asked = _checked(monkeypatch)
    with_scan = capture_element(page.locator(selector), scan=scanned, scanned_as=own)
    monkeypatch.undo()
    assert with_scan == without
    for located in with_scan.locators:
        found = page.locator(located)
        assert found.count() == 1, located
        assert found.evaluate("(el, t) => el === t", handle), located
    tried, proven = capture_element_candidates(page, selector)
    # css and xpath locators the page proved unique in the fingerprint's own call are not asked either.
    assert all(located.startswith(("css=", "xpath=")) for located in proven)
    return set(tried) - set(asked) - set(proven), list(with_scan.locators)


def capture_element_candidates(page: Page, selector: str) -> tuple[list[str], list[str]]:
    """The element's candidate locators, and those the page proves unique itself."""
    raw = json.loads(page.locator(selector).evaluate(fingerprint_module.fingerprint_script(), {}))
    return list(raw["locators"]), list(raw["proven"])


def test_capture_with_the_scan_skips_the_shared_role_and_text_locators(
    page: Page, monkeypatch: pytest.MonkeyPatch
) -> None:
    page.set_content(_page(f"<table><tbody>{_rows(120, 60)}</tbody></table>"))
    skipped, locators = _capture_both_ways(page, "#target", monkeypatch)
    assert skipped == {'internal:role=button[name="Edit"s]', 'internal:text="Edit"s'}
    assert locators[0] == "css=#target"
    assert locators[-1] == "xpath=/html/body/table/tbody/tr[61]/td[4]/button"


def test_capture_with_the_scan_skips_shared_labels_and_placeholders(
    page: Page, monkeypatch: pytest.MonkeyPatch
) -> None:
    field = "<form><label for={0}>Email</label><input type=text placeholder='you@example.com' id={0}></form>"
    page.set_content(_page(field.format("target") + field.format("other")))
    skipped, locators = _capture_both_ways(page, "#target", monkeypatch)
    assert skipped == {'internal:label="Email"s', 'internal:attr=[placeholder="you@example.com"s]'}
    assert "css=#target" in locators


@pytest.mark.parametrize(
    ("body", "selector", "proven_kinds"),
    [
        # A plain document: the css path and the XPath are proven by the page, no round trip each.
        (
            "<main><div><button>Save</button></div><div><button>Save</button></div></main>",
            "div:nth-of-type(2) > button",
            {"css=", "xpath="},
        ),
        # An open shadow root anywhere: Playwright's css enters it and the page's does not, so css is
        # asked; XPath enters no shadow root in either.
        (
            "<main><button>Save</button></main><div id='host'></div>"
            "<script>host.attachShadow({mode: 'open'}).innerHTML = '<main><button>Save</button></main>'</script>",
            "main > button >> nth=0",
            {"xpath="},
        ),
    ],
)
def test_capture_asks_playwright_only_about_what_the_page_cannot_prove(
    page: Page, monkeypatch: pytest.MonkeyPatch, body: str, selector: str, proven_kinds: set[str]
) -> None:
    page.set_content(_page(body))
    asked = _checked(monkeypatch)
    captured = capture_element(page.locator(selector))
    monkeypatch.undo()
    _, proven = capture_element_candidates(page, selector)
    assert {located.split("=", 1)[0] + "=" for located in proven} == proven_kinds
    assert not set(proven) & set(asked)
    handle = page.locator(selector).element_handle()
    for located in captured.locators:  # each, proven or asked, finds exactly the element
        assert page.locator(located).count() == 1, located
        assert page.locator(located).evaluate("(el, t) => el === t", handle), located


def test_an_element_in_a_shadow_root_has_nothing_proven(page: Page) -> None:
    page.set_content(
        _page(
            "<div id='host'></div><script>host.attachShadow({mode: 'open'}).innerHTML = '<button>Go</button>'</script>"
        )
    )
    _, proven = capture_element_candidates(page, "#host >> css=button")
    assert proven == []


@pytest.mark.parametrize(
    "copy",
    [
        # Playwright's role engine skips what is hidden from assistive technology.
        "<div aria-hidden='true'><button>Edit</button></div>",
        # inert is taken as no proof (whatever a Playwright version makes of it): checked, not skipped.
        "<section inert><button>Edit</button></section>",
        # Playwright names this copy "" (its text is not rendered): not a proof.
        "<button><span style='display:none'>Edit</span></button>",
        # Generated content joins Playwright's name: not a proof.
        "<style>.star::before{content:'* '}</style><button class='star'>Edit</button>",
        # The copy's text is the element's own (Playwright returns the innermost): not a proof.
        "",
    ],
    ids=["aria-hidden", "inert", "hidden-text", "generated-content", "wrapping-text"],
)
def test_capture_with_the_scan_keeps_what_the_scan_cannot_prove_shared(
    page: Page, monkeypatch: pytest.MonkeyPatch, copy: str
) -> None:
    target = (
        "<div onclick='0'><button id=target>Edit</button></div>"
        if not copy
        else "<button id=target>Edit</button>"
    )
    page.set_content(_page(f"<main>{target}</main><aside>{copy}</aside>"))
    skipped, locators = _capture_both_ways(page, "#target", monkeypatch)
    # The role + name locator is never left out unchecked here; the text one may be (Playwright's text
    # engine reads hidden text and ignores aria-hidden and generated content, so those copies share it).
    assert 'internal:role=button[name="Edit"s]' not in skipped
    if not copy:
        assert skipped == set()
    if copy.startswith("<div"):
        assert 'internal:role=button[name="Edit"s]' in locators  # unique for Playwright: kept


def test_look_alikes_in_another_frame_prove_nothing(page: Page) -> None:
    frame_body = "<button id=target>Edit</button>"
    page.set_content(_page("<button>Edit</button>" * 3 + f"<iframe srcdoc='{frame_body}'></iframe>"))
    target = page.frame_locator("iframe").locator("#target")
    target.wait_for()
    scanned = scan_page(page)
    handle = target.element_handle()
    own = next(item for item in scanned if item.resolve().evaluate("(el, t) => el === t", handle))
    in_main = next(item for item in scanned if item.frame is page.main_frame)
    with_scan = capture_element(target, scan=scanned, scanned_as=own)
    assert with_scan == capture_element(target)
    assert 'internal:role=button[name="Edit"s]' in with_scan.locators  # unique in its own frame
    # The element's entry taken from the wrong frame: its look-alikes are not resolved in this document.
    assert capture_element(target, scan=scanned, scanned_as=in_main) == with_scan


def test_a_heal_captures_what_a_capture_without_the_scan_captures(page: Page) -> None:
    original = _page(f"<table><tbody>{_rows(200, 100)}</tbody></table>")
    page.set_content(original)
    stored = capture_element(page.locator("#target")).fingerprint
    page.set_content(original.replace("id=target", "id=target-renamed"))
    outcome = heal(stored, page, threshold=THRESHOLD)
    assert outcome.locator.get_attribute("id") == "target-renamed"
    assert outcome.capture == capture_element(page.locator("#target-renamed"))


# The scan's XPaths, ancestries and neighbouring text, computed the plain way (one walk per element,
# no memo): what fingerprint.js computed before its per-call memos.
REFERENCE_JS = """(el) => {
  const clean = (s) => (s || "").replace(/\\s+/g, " ").trim();
  const parentOf = (e) => e.parentElement || (e.getRootNode().host || null);
  const step = (e) => {
    const siblings = e.parentNode && e.parentNode.children ? Array.from(e.parentNode.children) : [e];
    const same = siblings.filter((s) => s.localName === e.localName);
    const test = e.namespaceURI === "http://www.w3.org/1999/xhtml" ? e.localName : `*[name()=${JSON.stringify(e.localName)}]`;
    return same.length > 1 ? `${test}[${same.indexOf(e) + 1}]` : test;
  };
  const steps = [];
  for (let c = el; c && c.nodeType === 1; c = c.parentElement) steps.unshift(step(c));
  const summary = (e) => {
    let s = e.localName;
    if (e.id) s += "#" + e.id;
    const classes = Array.from(e.classList).slice(0, 2);
    if (classes.length) s += "." + classes.join(".");
    return s;
  };
  const ancestry = [];
  for (let c = parentOf(el); c && ancestry.length < 5; c = parentOf(c)) {
    if (c.localName === "body" || c.localName === "html") break;
    ancestry.push(summary(c));
  }
  const CONTROL = new Set(["button", "input", "select", "textarea", "option", "script", "style", "template"]);
  let context = "";
  let cur = parentOf(el);
  for (let depth = 0; cur && depth < 4 && !context; depth += 1, cur = parentOf(cur)) {
    if (cur.localName === "body" || cur.localName === "html") break;
    const parts = [];
    let length = 0, visited = 0;
    const walker = document.createTreeWalker(cur, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && visited < 60 && length < 80; node = walker.nextNode()) {
      visited += 1;
      if (el.contains(node)) continue;
      let inControl = false;
      for (let p = node.parentElement; p && p !== cur; p = p.parentElement) {
        if (CONTROL.has(p.localName)) { inControl = true; break; }
      }
      const text = clean(node.nodeValue);
      if (inControl || !text) continue;
      parts.push(text);
      length += text.length + 1;
    }
    if (parts.length) context = parts.join(" ").slice(0, 80);
  }
  return { xpath: "xpath=/" + steps.join("/"), ancestry, context };
}"""


def _random_dom(seed: int) -> str:
    """Nested same-tag elements, controls inside text, many text nodes, svg: shapes the memos share."""
    rng = random.Random(seed)
    tags = ["div", "div", "span", "p", "section", "li", "td", "b"]
    controls = [
        "<button>Go</button>",
        "<input value=x>",
        "<a href='#'>Link {n}</a>",
        "<select><option>O</option></select>",
    ]

    def node(depth: int) -> str:
        if depth > 5 or rng.random() < 0.25:
            return rng.choice(["word {n}", "", "  spaced   text {n} ", controls[rng.randrange(4)]]).format(
                n=rng.randrange(100)
            )
        tag = rng.choice(tags)
        inner = "".join(node(depth + 1) for _ in range(rng.randrange(1, 5)))
        return f"<{tag} class='c{rng.randrange(3)}'>{inner}</{tag}>"

    many = "".join(f"<span>t{i}</span>" for i in range(70))  # more than CONTEXT_NODES text nodes
    svg = "<svg width=10 height=10><g><text>in svg</text><text>again</text></g></svg>"
    return _page(
        f"<div id=root>{''.join(node(0) for _ in range(8))}<div><button>Far</button>{many}</div>{svg}</div>"
    )


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_memoised_scan_gives_the_plain_walks_results(page: Page, seed: int) -> None:
    page.set_content(_random_dom(seed))
    page.evaluate(
        """() => { const host = document.createElement('div'); document.body.append(host);
        host.attachShadow({mode: 'open'}).innerHTML = '<div><p>shadow text</p><button>In shadow</button></div>'; }"""
    )
    scanned = scan_page(page)
    assert len(scanned) > 20
    for item in scanned:
        reference = item.resolve().evaluate(REFERENCE_JS)
        if " >> " not in item.locator:
            assert item.locator == reference["xpath"]
        assert list(item.fingerprint.ancestry) == reference["ancestry"], item.locator
        assert item.fingerprint.context == reference["context"], item.locator


def test_the_memoised_scan_on_duplicate_tags_and_nested_tables(page: Page) -> None:
    inner = "<table><tr><td>a</td><td><button>x</button></td></tr><tr><td>b</td><td><button>x</button></td></tr></table>"
    # Around CONTEXT_NODES (60): text inside the element and inside controls counts towards it too.
    boundary = "".join(
        f"<div><button>Here</button>{'<button>b</button>' * extra}<span>tail</span></div>"
        for extra in (57, 58, 59)
    )
    page.set_content(
        _page(f"<div><div><div>{inner}</div><div>{inner}</div></div><p>p1</p><p>p2</p></div>{boundary}")
    )
    scanned = scan_page(page)
    contexts = {item.locator: item.fingerprint.context for item in scanned}
    assert contexts["xpath=/html/body/div[2]/button[1]"] == "tail"  # 59 text nodes before "tail"
    assert contexts["xpath=/html/body/div[4]/button[1]"] != "tail"  # 61: beyond the 60 read
    for item in scanned:
        reference = item.resolve().evaluate(REFERENCE_JS)
        assert item.locator == reference["xpath"]
        assert list(item.fingerprint.ancestry) == reference["ancestry"]
        assert item.fingerprint.context == reference["context"]
        assert page.locator(item.locator).count() == 1


def _plain_breakdown(
    stored: ElementFingerprint, candidate: ElementFingerprint
) -> tuple[float, list[tuple[str, float]]]:
    """score_breakdown's components computed without the identity memo, in its order."""
    optional = {
        "context": similarity.token_similarity(stored.context, candidate.context) if stored.context else None,
        "attributes": similarity.form_attribute_similarity(stored, candidate),
        "markup": similarity.markup_similarity(stored, candidate),
    }
    components = {
        "tag": similarity.kind_similarity(stored.tag, candidate.tag),
        "role": similarity.kind_similarity(stored.role, candidate.role),
        "name": similarity.string_similarity(stored.name, candidate.name),
        "text": similarity.string_similarity(stored.text, candidate.text),
        **{name: value for name, value in optional.items() if value is not None},
        "ancestry": similarity.ancestry_similarity(stored.ancestry, candidate.ancestry),
        "position": similarity.position_similarity(stored.index, candidate.index),
    }
    total = sum(similarity.WEIGHTS[n] * v for n, v in components.items()) / sum(
        similarity.WEIGHTS[n] for n in components
    )
    shown = [components[n] for n, value in (("name", stored.name), ("text", stored.text)) if value]
    if shown:
        total = min(total, 0.5 + 0.5 * max(shown))
    return round(min(1.0, max(0.0, total)), 6), list(components.items())


def test_memoised_scores_are_the_plain_scores() -> None:
    rng = random.Random(7)
    words = ["Save", "Edit", "Delete", "Log in", "Sign in", "Save draft", ""]
    attributes = [(), (("id", "save"),), (("id", "save-btn"), ("type", "submit")), (("data-testid", "x"),)]

    def fingerprint() -> ElementFingerprint:
        return ElementFingerprint(
            tag=rng.choice(["button", "a", "div", "input"]),
            role=rng.choice(["button", "link", ""]),
            name=rng.choice(words),
            text=rng.choice(words),
            attributes=rng.choice(attributes),
            classes=rng.choice([(), ("btn",), ("btn", "primary")]),
            ancestry=rng.choice([(), ("form#f",), ("div.card", "main")]),
            index=rng.randrange(4),
            context=rng.choice(["", "User 1 mail", "User 2 mail"]),
        )

    pool = [fingerprint() for _ in range(60)]
    for stored in pool[:15]:
        for candidate in pool:  # repeated identities: the memo is hit
            breakdown = similarity.score_breakdown(stored, candidate)
            assert (breakdown.total, list(breakdown.components.items())) == _plain_breakdown(
                stored, candidate
            )


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ("el.remove()", "is unusable now"),
        ("el.textContent = 'Delete'", "finds a different element"),
    ],
)
def test_a_winner_changed_between_the_scan_and_its_capture_is_refused(
    page: Page, monkeypatch: pytest.MonkeyPatch, change: str, why: str
) -> None:
    """The capture is the heal's identity check: the element the scan scored must be there, unchanged."""
    original = _page(f"<table><tbody>{_rows(20, 10)}</tbody></table>")
    page.set_content(original)
    stored = capture_element(page.locator("#target")).fingerprint
    page.set_content(original.replace("id=target", "id=target-renamed"))
    real_capture = capture_element

    def change_first(*args: Any, **kwargs: Any) -> Any:
        page.eval_on_selector("#target-renamed", f"(el) => {{ {change}; }}")
        return real_capture(*args, **kwargs)

    monkeypatch.setattr(ladder, "capture_element", change_first)
    with pytest.raises(HealError, match=why):
        heal(stored, page, threshold=THRESHOLD)
