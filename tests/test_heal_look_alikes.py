"""The heal ladder refuses a look-alike of a removed element, on real Chromium (issue #16).

The shapes ``bench/bench_cua_replay.py`` found (``bench/cua_replay_repros.py``): one card's "Delete"
removed while the neighbouring cards keep theirs; a toolbar's "Share" removed while "★ Star" stays; the
sidebar's "Blog" removed while the top nav keeps a "Blog". Each is refused (a HealError: the act
re-plans or fails loudly), while the same element still present (moved, reordered, reworded, restyled)
is still healed to the right element.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from pytest_stagehand.cache.fingerprint import ElementCapture, capture_element
from pytest_stagehand.errors import HealError
from pytest_stagehand.healing.ladder import label_was_unique, locate
from pytest_stagehand.page import StagehandPage
from tests.support.healing import Run
from tests.support.server import Site

THRESHOLD = 0.75  # Settings.heal_threshold's default


def _page(body: str) -> str:
    return f"<!doctype html><html><body>{body}</body></html>"


def _card(name: str, status: str, buttons: str) -> str:
    return f'<div class="card"><h3>{name}</h3><p>{status}</p><div class="actions">{buttons}</div></div>'


def _buttons(key: str, edit: str = "Edit", delete: str = "Delete") -> str:
    return (
        f'<button class="btn" data-k="{key}-edit">{edit}</button>'
        f'<button class="btn" data-k="{key}-delete">{delete}</button>'
    )


def _cards(*cards: tuple[str, str, str]) -> str:
    return _page(
        '<section class="cards"><h2>Projects</h2>' + "".join(_card(*c) for c in cards) + "</section>"
    )


CARDS_V1 = _cards(
    ("Delta", "Draft", _buttons("delta")),
    ("Ember", "Draft", _buttons("ember")),
    ("Ivy", "12 tasks open", _buttons("ivy")),
)


def _toolbar(share: str, *, order: tuple[str, ...] = ("export", "rename", "share", "star", "preview")) -> str:
    buttons = {
        "export": '<button type="button" class="btn" data-k="export">Export</button>',
        "rename": '<button type="button" class="btn" data-k="rename"><span aria-hidden="true">✎</span> '
        "<span>Rename</span></button>",
        "share": share,
        "star": '<button type="button" class="btn" data-k="star"><span aria-hidden="true">★</span> '
        "<span>Star</span></button>",
        "preview": '<button type="button" class="btn" data-k="preview">Preview</button>',
    }
    return _page(
        '<section><h2>Editor</h2><div role="toolbar" aria-label="Editor">'
        + "".join(buttons[name] for name in order)
        + "</div></section>"
    )


SHARE = '<button type="button" class="btn" data-k="share">Share</button>'


def _nav(sidebar: str) -> str:
    return _page(
        '<header><nav><a href="#about" data-k="top-about">About</a><a href="#blog" data-k="top-blog">Blog</a>'
        f'</nav></header><aside><a href="#s-about" data-k="side-about">About</a>{sidebar}</aside>'
    )


SIDE_BLOG = '<a href="#s-blog" data-k="side-blog">Blog</a>'

# (v1, the element's locator on v1, v2 where it is gone)
REFUSED = {
    "a card's Delete removed, the neighbouring cards keep theirs": (
        CARDS_V1,
        '[data-k="ember-delete"]',
        _cards(
            ("Delta", "Draft", _buttons("delta")),
            ("Ember", "Draft", '<button class="btn" data-k="ember-edit">Edit</button>'),
            ("Ivy", "12 tasks open", _buttons("ivy")),
        ),
    ),
    "a card's Delete replaced by a status": (
        CARDS_V1,
        '[data-k="ember-delete"]',
        _cards(
            ("Delta", "Draft", _buttons("delta")),
            ("Ember", "Draft", '<button class="btn" data-k="ember-edit">Edit</button><span>Locked</span>'),
            ("Ivy", "12 tasks open", _buttons("ivy")),
        ),
    ),
    "the whole card removed, the others keep their Delete": (
        CARDS_V1,
        '[data-k="ember-delete"]',
        _cards(("Delta", "Draft", _buttons("delta")), ("Ivy", "12 tasks open", _buttons("ivy"))),
    ),
    "a toolbar's Share removed, Star stays": (_toolbar(SHARE), '[data-k="share"]', _toolbar("")),
    "the sidebar's Blog removed, the top nav keeps a Blog": (
        _nav(SIDE_BLOG),
        '[data-k="side-blog"]',
        _nav(""),
    ),
}

# (v1, the element's locator on v1, v2 where it is still there, the key it has on v2)
HEALED = {
    "the cards reordered": (
        CARDS_V1,
        '[data-k="ember-delete"]',
        _cards(
            ("Ember", "Draft", _buttons("ember")),
            ("Ivy", "12 tasks open", _buttons("ivy")),
            ("Delta", "Draft", _buttons("delta")),
        ),
        "ember-delete",
    ),
    "the card's Delete reworded": (
        CARDS_V1,
        '[data-k="ember-delete"]',
        _cards(
            ("Delta", "Draft", _buttons("delta")),
            ("Ember", "Draft", _buttons("ember", delete="Delete project")),
            ("Ivy", "12 tasks open", _buttons("ivy")),
        ),
        "ember-delete",
    ),
    "the card's Delete moved out of its actions bar, before them": (
        CARDS_V1,
        '[data-k="ember-delete"]',
        _cards(
            ("Delta", "Draft", _buttons("delta")),
            ("Ember", "Draft", '</div><button class="btn" data-k="ember-delete">Delete</button><div class="actions">'
             '<button class="btn" data-k="ember-edit">Edit</button>'),
            ("Ivy", "12 tasks open", _buttons("ivy")),
        ),
        "ember-delete",
    ),
    "the card's Delete and Edit swapped": (
        CARDS_V1,
        '[data-k="ember-delete"]',
        _cards(
            ("Delta", "Draft", _buttons("delta")),
            ("Ember", "Draft", '<button class="btn" data-k="ember-delete">Delete</button>'
             '<button class="btn" data-k="ember-edit">Edit</button>'),
            ("Ivy", "12 tasks open", _buttons("ivy")),
        ),
        "ember-delete",
    ),
    "the toolbar reordered": (
        _toolbar(SHARE),
        '[data-k="share"]',
        _toolbar(SHARE, order=("share", "preview", "export", "star", "rename")),
        "share",
    ),
    "Share reworded and restyled": (
        _toolbar(SHARE),
        '[data-k="share"]',
        _toolbar('<button type="button" class="tb-btn" data-k="share">Share link</button>'),
        "share",
    ),
    "the sidebar's links reordered": (
        _nav(SIDE_BLOG),
        '[data-k="side-blog"]',
        _page(
            '<header><nav><a href="#about" data-k="top-about">About</a><a href="#blog" data-k="top-blog">Blog</a>'
            f'</nav></header><aside>{SIDE_BLOG}<a href="#s-about" data-k="side-about">About</a></aside>'
        ),
        "side-blog",
    ),
}  # fmt: skip


def _healed_onto(page: Page, capture: ElementCapture) -> str:
    located = locate(page, capture, threshold=THRESHOLD)
    return f"healed onto {located.locator.get_attribute('data-k')} ({located.selector})"


def _record(page: Page, site: Site, name: str, html: str, selector: str) -> ElementCapture:
    page.goto(site.add(f"/look-alikes/{abs(hash(name))}-v1.html", html))
    return capture_element(page.locator(selector))


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_a_look_alike_of_a_removed_element_is_refused(page: Page, site: Site, case: str) -> None:
    v1, selector, v2 = REFUSED[case]
    capture = _record(page, site, case, v1, selector)
    page.goto(site.add(f"/look-alikes/{abs(hash(case))}-v2.html", v2))
    with pytest.raises(HealError, match=r"(?s)could not heal.*best candidates:") as error:
        _healed_onto(page, capture)
    assert any(
        why in str(error.value) for why in ("look-alikes", "a namesake", "another control of the group")
    )


@pytest.mark.parametrize("case", sorted(HEALED))
def test_the_same_element_still_present_is_still_healed(page: Page, site: Site, case: str) -> None:
    v1, selector, v2, key = HEALED[case]
    capture = _record(page, site, case, v1, selector)
    page.goto(site.add(f"/look-alikes/{abs(hash(case))}-v2.html", v2))
    try:
        located = locate(page, capture, threshold=THRESHOLD)
    except HealError as e:
        pytest.fail(f"not healed:\n{e}")
    assert located.locator.get_attribute("data-k") == key


def test_whether_the_recorded_label_was_unique_is_read_from_the_capture(page: Page, site: Site) -> None:
    page.goto(site.add("/look-alikes/unique.html", _nav(SIDE_BLOG)))
    assert label_was_unique(capture_element(page.locator('[data-k="side-blog"]'))) is False
    assert label_was_unique(capture_element(page.locator('[data-k="side-about"]'))) is False
    page.goto(site.add("/look-alikes/unique-toolbar.html", _toolbar(SHARE)))
    assert label_was_unique(capture_element(page.locator('[data-k="share"]'))) is True


def test_a_badge_beside_the_cards_buttons_never_heals_onto_the_neighbouring_card(
    page: Page, site: Site
) -> None:
    """The badge's text becomes the Delete's neighbouring text (the nearest text wins), so the card's
    own Delete no longer reads like the recording and the neighbouring card's Delete, with the same
    status word, scores best (0.84; before the look-alike check: a wrong click). It is refused; healing
    onto Ember's own Delete would be better, and is not done."""
    badge = _cards(
        ("Delta", "Draft", _buttons("delta")),
        ("Ember", "Draft", '<span class="badge">New</span>' + _buttons("ember")),
        ("Ivy", "12 tasks open", _buttons("ivy")),
    )
    capture = _record(page, site, "badge", CARDS_V1, '[data-k="ember-delete"]')
    page.goto(site.add("/look-alikes/badge-v2.html", badge))
    with pytest.raises(HealError, match="the recorded row is elsewhere on the page"):
        _healed_onto(page, capture)


# The namesake rule needs to know that the recorded label was not unique on its page: an expect()
# recording stores it beside the fingerprint (``label_unique``), so every case is refused there too.
@pytest.mark.parametrize("case", sorted(REFUSED))
def test_an_expect_on_a_removed_element_refuses_its_look_alike_too(
    page: StagehandPage, site: Site, new_run: Run, case: str
) -> None:
    """Selector healing of expect() (expect_hook) holds the best match to the same look-alike check
    as the heal ladder: the assertion fails and says why, rather than passing on another row's copy."""
    v1, selector, v2 = REFUSED[case]
    new_run()
    # One URL for both versions: selector fingerprints are kept per page path.
    page.goto(site.add(f"/look-alikes/{abs(hash(case))}-expect.html", v1))
    expect(page.locator(selector)).to_be_visible()
    healer = new_run()
    page.goto(site.add(f"/look-alikes/{abs(hash(case))}-expect.html", v2))
    with pytest.raises(AssertionError, match="could not heal") as failed:
        expect(page.locator(selector)).to_be_visible(timeout=1_000)
    assert healer.heals == []
    assert any(
        why in str(failed.value) for why in ("look-alikes", "another control of the group", "a namesake")
    )
