"""fingerprint.js on real Chromium: fingerprints, and every stored locator finds exactly the element."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from pytest_stagehand.cache.fingerprint import ElementCapture, capture_element, scan_page
from pytest_stagehand.snapshot import capture_snapshot
from tests.support.server import Site

PAGE = """<!doctype html><html><head><title>Form</title></head><body>
<main id="content" class="page">
  <nav><a href="/home" class="nav-link">Home</a><a href="/help" class="nav-link">Help</a></nav>
  <form id="profile">
    <label for="email">Email</label><input id="email" name="email" placeholder="you@example.com">
    <label>Bio <textarea name="bio"></textarea></label>
    <select aria-label="Country"><option>France</option><option>Peru</option></select>
    <input type="checkbox" id="news"><label for="news">Newsletter</label>
    <input type="submit" value="Send">
    <div class="actions">
      <button id="save" class="btn btn-primary" type="submit">Save</button>
      <button class="btn" type="button">Cancel</button>
      <button class="btn" type="button">Cancel</button>
      <button id="r1234" type="button" aria-label="Close dialog">×</button>
    </div>
  </form>
  <button data-testid="subscribe" class="cta">Subscribe</button>
  <p>Plain <b>bold</b> text</p>
  <img src="data:," alt="Logo">
  <svg width="10" height="10"><circle cx="5" cy="5" r="4"></circle></svg>
  <shadow-card></shadow-card>
</main>
<script>
customElements.define("shadow-card", class extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: "open" }).innerHTML =
      '<div class="inner"><button>Inside</button><button class="x">Inside too</button></div>';
  }
});
</script>
</body></html>"""

TARGETS = {
    "link Home": "nav >> text=Home",
    "textbox by label": "#email",
    "textarea wrapped in its label": "textarea",
    "select with aria-label": "select",
    "checkbox": "#news",
    "submit input": "input[type=submit]",
    "button with id": "#save",
    "second of two identical buttons": "button.btn >> nth=2",
    "button with generated id": "[aria-label='Close dialog']",
    "test id": "[data-testid=subscribe]",
    "bold text": "b",
    "image": "img",
    "svg circle": "circle",
    "button in a shadow root": "shadow-card >> text=Inside too",
}


@pytest.fixture
def form_page(page: Page, site: Site) -> Page:
    page.goto(site.add("/fingerprint/form.html", PAGE))
    return page


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_every_stored_locator_resolves_to_exactly_the_element(form_page: Page, target: str) -> None:
    element = form_page.locator(TARGETS[target])
    capture = capture_element(element)
    assert capture.locators
    handle = element.element_handle()
    for selector in capture.locators:
        found = form_page.locator(selector)
        assert found.count() == 1, selector
        assert found.evaluate("(el, target) => el === target", handle), selector


def test_fingerprint_fields_and_locator_order(form_page: Page) -> None:
    capture = capture_element(form_page.locator("#save"))
    fp = capture.fingerprint
    assert (fp.tag, fp.role, fp.name, fp.text) == ("button", "button", "Save", "Save")
    assert fp.attribute_map == {"id": "save", "type": "submit"}
    assert fp.classes == ("btn", "btn-primary")
    assert fp.ancestry == ("div.actions", "form#profile", "main#content.page")
    assert fp.index == 0
    assert fp.visible
    assert capture.locators[:2] == ("css=#save", 'internal:role=button[name="Save"s]')
    assert capture.locators[-1] == "xpath=/html/body/main/form/div/button[1]"
    assert capture.frame_url == "/fingerprint/form.html"


@pytest.mark.parametrize(
    ("selector", "role", "name"),
    [
        ("#email", "textbox", "Email"),
        ("textarea", "textbox", "Bio"),
        ("select", "combobox", "Country"),
        ("#news", "checkbox", "Newsletter"),
        ("input[type=submit]", "button", "Send"),
        ("img", "img", "Logo"),
        ("nav >> text=Help", "link", "Help"),
        ("[aria-label='Close dialog']", "button", "Close dialog"),
    ],
)
def test_role_and_accessible_name_agree_with_playwright(
    form_page: Page, selector: str, role: str, name: str
) -> None:
    fp = capture_element(form_page.locator(selector)).fingerprint
    assert (fp.role, fp.name) == (role, name)
    assert form_page.get_by_role(role, name=name, exact=True).count() == 1  # type: ignore[arg-type]


ROLES_PAGE = """<!doctype html><html><body><main>
<input data-testid="file" type="file" aria-label="Upload">
<img data-testid="decorative" src="data:," alt="" width="10" height="10">
<input data-testid="password" type="password" aria-label="Password">
<svg data-testid="svg" width="10" height="10" aria-label="Star"><circle cx="5" cy="5" r="4"></circle></svg>
<fieldset data-testid="fieldset"><legend>Shipping</legend><input aria-label="Street"></fieldset>
<section data-testid="region" aria-label="News">Latest</section>
<table><tr><th data-testid="rowheader" scope="row">Total</th><td>3</td></tr></table>
<output data-testid="status">Saved</output>
<a data-testid="anchor">No link</a>
<a data-testid="link" href="/x">Link</a>
</main></body></html>"""

# The snapshot's role of each element ("generic" ones are not rows of the tree, and a fingerprint
# records no role for them). file and img alt="" are where fingerprint.js used to disagree.
SNAPSHOT_ROLES = {
    "file": "button", "decorative": "generic", "password": "textbox", "svg": "img", "fieldset": "group",
    "region": "region", "rowheader": "rowheader", "status": "status", "anchor": "generic", "link": "link",
}  # fmt: skip


def test_the_snapshot_and_the_fingerprints_read_roles_from_one_table(page: Page, site: Site) -> None:
    page.goto(site.add("/fingerprint/roles.html", ROLES_PAGE))
    rows = capture_snapshot(page).nodes.values()
    in_snapshot = {node.attrs["data-testid"]: node.role for node in rows if "data-testid" in node.attrs}
    assert in_snapshot == {tid: role for tid, role in SNAPSHOT_ROLES.items() if role != "generic"}
    fingerprinted = {
        tid: capture_element(page.get_by_test_id(tid)).fingerprint.role for tid in SNAPSHOT_ROLES
    }
    assert fingerprinted == {tid: "" if role == "generic" else role for tid, role in SNAPSHOT_ROLES.items()}


def test_test_id_comes_first_and_generated_ids_are_not_used(form_page: Page) -> None:
    assert capture_element(form_page.locator("[data-testid=subscribe]")).primary_locator == (
        'css=[data-testid="subscribe"]'
    )
    close = capture_element(form_page.locator("[aria-label='Close dialog']"))
    assert not any("r1234" in selector for selector in close.locators)


def test_capture_round_trips_through_the_cache_payload(form_page: Page) -> None:
    capture = capture_element(form_page.locator("#email"))
    assert ElementCapture.from_payload(capture.to_payload()) == capture


def test_scan_finds_candidates_in_frames_and_shadow_roots_with_unique_locators(
    page: Page, site: Site
) -> None:
    inner = site.add("/fingerprint/inner.html", "<button id='in-frame'>Framed</button>")
    outer = site.add(
        "/fingerprint/outer.html", PAGE.replace("</main>", f"<iframe src='{inner}'></iframe></main>")
    )
    page.goto(outer)
    page.frame_locator("iframe").locator("#in-frame").wait_for()
    scanned = scan_page(page)
    names = {(item.fingerprint.role, item.fingerprint.name) for item in scanned}
    assert {("button", "Save"), ("button", "Inside too"), ("button", "Framed"), ("link", "Home")} <= names
    assert all(item.fingerprint.tag not in ("script", "style", "title") for item in scanned)
    for item in scanned:
        found = item.resolve()
        assert found.count() == 1, item.locator
        assert capture_element(found).fingerprint == item.fingerprint, item.locator


def test_hidden_elements_are_not_heal_candidates(page: Page, site: Site) -> None:
    page.goto(
        site.add(
            "/fingerprint/hidden.html",
            "<button style='display:none'>Gone</button><button style='visibility:hidden'>Ghost</button>"
            "<button>Shown</button>",
        )
    )
    assert [item.fingerprint.name for item in scan_page(page)] == ["Shown"]


def test_every_scanned_locator_finds_its_own_element_among_many_same_tag_siblings(
    page: Page, site: Site
) -> None:
    # XPath steps are computed a parent's children at a time: indexes must still count per tag.
    rows = "".join(
        f"<tr><td>User {i}</td><td><button>Edit {i}</button></td><td><span>x</span><button>Del {i}</button></td></tr>"
        for i in range(60)
    )
    mixed = "<div><p>one</p><span>two</span><p>three</p><svg><text>four</text></svg><p>five</p></div>"
    page.goto(site.add("/many.html", f"<table>{rows}</table>{mixed}"))
    scanned = scan_page(page)
    texts = [s.fingerprint.text for s in scanned]
    assert {"Edit 0", "Edit 59", "Del 31", "one", "three", "five"} <= set(texts)
    for item in scanned:
        found = page.locator(item.locator)
        assert found.count() == 1, item.locator
        assert " ".join((found.text_content() or "").split()) == item.fingerprint.text, item.locator
