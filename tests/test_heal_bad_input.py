"""Bad input to healing has a clear outcome (healed, refused with the candidates listed, or run
unhealed with a warning), never a click on another element: a corrupt stored fingerprint, a page
still loading, an element now in a closed shadow root, an element now in a cross-origin frame."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page

from pytest_stagehand.cache import CacheStore, StagehandCacheWarning
from pytest_stagehand.cache.fingerprint import ElementFingerprint, capture_element
from pytest_stagehand.errors import HealError
from pytest_stagehand.healing.healer import SelectorHealer
from pytest_stagehand.healing.ladder import locate
from pytest_stagehand.healing.record import HealRecord
from tests.support.server import Site

SAVE = '<button id="save" class="btn" onclick="document.title = \'saved\'">Save</button>'
DELETE = '<button id="delete" class="btn" onclick="document.title = \'deleted\'">Delete</button>'


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"tag": 5}, "'tag'"),
        ({"role": "button"}, "'tag'"),
        ({"tag": "button", "attributes": ["id", "x"]}, "'attributes'"),
        ({"tag": "button", "ancestry": "div"}, "'ancestry'"),
        ({"tag": "button", "index": "first"}, "'index'"),
        ([1, 2], "expected an object"),
    ],
)
def test_a_corrupt_fingerprint_is_a_value_error_naming_the_field(data: object, field: str) -> None:
    with pytest.raises(ValueError, match=f"corrupt fingerprint: {field}"):
        ElementFingerprint.from_json(data)  # type: ignore[arg-type]


def test_a_corrupt_stored_selector_fingerprint_runs_the_call_unhealed_and_records_it_again(
    page: Page, tmp_path: Path
) -> None:
    page.set_content(SAVE)
    store = CacheStore(tmp_path, "auto")
    first = store.for_test("tests/test_x.py", "test_a")
    healer = SelectorHealer(first, "t", tmp_path, report=lambda record: None)
    key = healer.key_for("#save", page.url)
    first.record(key, {"selector": "#save", "fingerprint": {"tag": None, "attributes": [1]}})
    first.commit()
    heals: list[HealRecord] = []
    session = store.for_test("tests/test_x.py", "test_a")
    healer = SelectorHealer(session, "t", tmp_path, report=heals.append)
    with pytest.warns(
        StagehandCacheWarning,
        match=r"unusable selector entry \w+ \('#save'\).*does not decode.*fingerprint.*recorded again",
    ):
        healer.run(page, page.locator("#save"), "#save", lambda target: target.click())
    assert page.title() == "saved"
    assert heals == []
    session.commit()
    entries = json.loads((tmp_path / "tests/test_x.py.json").read_text())["tests"]["test_a"]
    (entry,) = entries.values()
    assert entry["payload"]["fingerprint"]["tag"] == "button"  # recorded afresh


def test_a_page_still_loading_is_refused_with_candidates_not_guessed(page: Page) -> None:
    page.set_content(f"<main>{SAVE}{DELETE}</main>")
    capture = capture_element(page.locator("#save"))
    # The redesigned page renders its buttons late; only "Delete" is there when the heal looks.
    late_delete = DELETE.replace('id="delete"', 'id="del-2"')
    page.set_content(
        f"<main>{late_delete}</main>"
        "<script>setTimeout(() => document.querySelector('main').insertAdjacentHTML('afterbegin',"
        " '<button id=\"save-2\">Save</button>'), 1500)</script>"
    )
    with pytest.raises(HealError, match=r'(?s)could not heal button "Save".*best candidates:.*"Delete"'):
        locate(page, capture, threshold=0.75)
    assert page.title() == ""  # nothing was clicked


def test_an_element_moved_into_a_closed_shadow_root_cannot_be_seen_and_is_refused(page: Page) -> None:
    page.set_content(f"<main>{SAVE}{DELETE}</main>")
    capture = capture_element(page.locator("#save"))
    page.set_content(
        f"<main>{DELETE}<x-save></x-save></main><script>"
        "document.querySelector('x-save').attachShadow({mode: 'closed'}).innerHTML ="
        f" {json.dumps(SAVE)};</script>"
    )
    with pytest.raises(HealError, match=r"(?s)could not heal.*best candidates:"):
        locate(page, capture, threshold=0.75)


def test_an_element_moved_into_a_cross_origin_frame_is_found_there(
    page: Page, site: Site, other_site: Site
) -> None:
    url = site.add("/drift-frame.html", f"<main>{SAVE}{DELETE}</main>")
    page.goto(url)
    capture = capture_element(page.locator("#save"))
    frame_url = other_site.add(
        "/frame.html", f"<div class='embedded'>{SAVE.replace('save', 'save-x', 1)}</div>"
    )
    moved = site.add("/drift-frame-v2.html", f'<main>{DELETE}<iframe src="{frame_url}"></iframe></main>')
    page.goto(moved)
    page.frame_locator("iframe").locator("#save-x").wait_for()
    located = locate(page, capture, threshold=0.75)  # its role + name finds it in the frame
    located.locator.click()
    frame = next(f for f in page.frames if f.url == frame_url)
    assert frame.title() == "saved"
    assert page.title() == ""  # the main page's Delete was never clicked
