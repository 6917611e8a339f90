"""Flows recorded on the shop (app/) that must survive its redesign (app_v2/, see app_v2/DRIFT.md).

Run as part of the suite they replay on v1 like every other test. ``--shop=v2`` points the same
tests, with the same cache entries, at the redesign: ids, classes, labels ("Log in" → "Sign in",
"Add to cart" → "Add to basket", "Cart" → "Basket") and layout changed, so the recorded locators
miss and the elements are found again by their fingerprints, reported in the terminal summary and
``.stagehand-heal-report.json``. The promo code's Apply button was removed in v2: that replay must
refuse (HealError), never click something else. ``test_drift.py`` runs exactly that.

The assertions use only what both versions share (URLs, data-testids kept in v2, prices).
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from pytest_stagehand import StagehandPage


def test_login(page: StagehandPage, shop_url: str) -> None:
    page.goto(shop_url + "/index.html")
    page.act("type ada into the 'Username' field")
    page.act("type %password% into the 'Password' field", variables={"password": "lovelace"})
    page.act("click the 'Log in' submit button")

    expect(page).to_have_url(shop_url + "/products.html")
    expect(page.get_by_role("status")).to_have_text(re.compile(r"^Welcome( back)?, ada$"))


def test_search_add_and_open_the_cart(page: StagehandPage, shop_url: str) -> None:
    page.goto(shop_url + "/products.html?q=notebook")  # the search box keeps the query in the URL
    expect(page.get_by_test_id("product-card")).to_have_count(1)
    page.act("click the 'Add to cart' button")
    expect(page.get_by_test_id("cart-count")).to_have_text("1")
    page.act("click the 'Cart' link")

    expect(page).to_have_url(shop_url + "/cart.html")
    expect(page.get_by_test_id("cart-total")).to_have_text("$12.50")


def test_apply_a_promo_code(page: StagehandPage, shop_url: str) -> None:
    page.goto(shop_url + "/products.html")
    page.get_by_test_id("product-card").first.get_by_role("button").click()
    page.goto(shop_url + "/cart.html")
    expect(page.get_by_test_id("cart-total")).to_have_text("$49.00")
    page.act("type SAVE10 into the 'Promo code' textbox")
    page.act("click the 'Apply' button")  # gone in v2: the replay must refuse, not click elsewhere

    expect(page.get_by_test_id("cart-total")).to_have_text("$44.10")
