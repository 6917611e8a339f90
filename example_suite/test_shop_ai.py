"""The example QA suite, written the way a user of pytest-stagehand writes tests.

Steps are described in words (``page.act``), data is read into pydantic models (``page.extract``),
and outcomes are judged by the model (``page.evaluate_goal``) *and* checked with Playwright's own
``expect``, so a test never rests on the model's word alone.

Logging in (with the password as a variable) and the cart flow are in test_redesign.py, which
also replays them on the redesigned shop. Every call was recorded once with a real model (see README, "Example suite") into
``.stagehand-cache/``; ``make example`` replays it with no model, no key and no network.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect
from pydantic import BaseModel, HttpUrl

from pytest_stagehand import StagehandPage


class Product(BaseModel):
    name: str
    price: str
    link: HttpUrl


class Products(BaseModel):
    products: list[Product]


class ProductDetail(BaseModel):
    name: str
    price: str


def add_to_cart_directly(page: Page, app_url: str, *product_ids: str) -> None:
    """Test set-up without the model: the cart lives in localStorage."""
    page.goto(app_url + "/products.html")
    for product_id in product_ids:
        page.get_by_test_id(f"add-to-cart-{product_id}").click()
    expect(page.get_by_test_id("cart-count")).to_have_text(str(len(product_ids)))


def test_search_and_extract_the_results(page: StagehandPage, app_url: str) -> None:
    page.goto(app_url + "/products.html?q=desk")  # the search box keeps the query in the URL
    expect(page.get_by_test_id("product-card")).to_have_count(2)

    found = page.extract("extract every product in the list with its name, price and link", Products)

    assert sorted(product.name for product in found.products) == ["Brass Desk Lamp", "Cork Desk Mat"]
    for product in found.products:
        # HttpUrl fields hold the links' real, absolute URLs. (Replayed from the cache they still
        # carry the recording server's port, so only path and query are compared and followed.)
        assert product.link.path == "/product.html"
        assert product.link.query is not None
        assert product.link.query.startswith("id=")
        page.goto(f"{app_url}{product.link.path}?{product.link.query}")
        expect(page.get_by_role("heading", level=1)).to_have_text(product.name)
        expect(page.get_by_test_id("detail-price")).to_have_text(product.price)


def test_extract_scoped_to_the_product_details(page: StagehandPage, app_url: str) -> None:
    page.goto(app_url + "/product.html?id=glass-teapot")
    detail = page.extract("extract the product name and price", ProductDetail, selector="#product-detail")
    assert detail == ProductDetail(name="Glass Teapot", price="$29.50")
    expect(page.get_by_test_id("detail-price")).to_have_text(detail.price)


def test_sort_with_the_custom_dropdown(page: StagehandPage, app_url: str) -> None:
    page.goto(app_url + "/products.html?q=desk")
    # The dropdown is a button plus a listbox that exists only while open.
    page.act("click the 'Sort by' button")
    page.act("click the 'Price: high to low' option")

    expect(page.get_by_role("button", name="Sort by")).to_have_text("Price: high to low")
    cards = page.get_by_test_id("product-card")
    expect(cards.first.get_by_role("heading")).to_have_text("Brass Desk Lamp")  # $49.00
    expect(cards.last.get_by_role("heading")).to_have_text("Cork Desk Mat")  # $22.00


def test_cart_facts_in_one_batch(page: StagehandPage, app_url: str) -> None:
    add_to_cart_directly(page, app_url, "linen-notebook", "walnut-fountain-pen")
    page.goto(app_url + "/cart.html")

    expect(page.get_by_test_id("cart-table").locator("tbody tr")).to_have_count(2)
    expect(page.get_by_test_id("cart-total")).to_have_text("$36.50")
    # One capture, one model call, one verdict per goal; the assert lists every NO with its reason.
    assert page.evaluate_goals(
        [
            "the cart lists a Walnut Fountain Pen",
            "the cart lists a Linen Notebook",
            "the cart total is $36.50",
        ],
        evidence="page_text",
    )


def test_journey_from_search_to_cart(page: StagehandPage, app_url: str) -> None:
    page.goto(app_url + "/products.html?q=teapot")
    # A screenshot after every act. The model this cache was recorded with reads no images, so it
    # judged each step's page text instead (the verdict says so); a vision model judges the pictures.
    with page.journey() as journey:
        page.act("click the 'Add to cart' button")
        page.act("click the 'Cart' link")

    expect(page).to_have_url(app_url + "/cart.html")
    expect(page.get_by_test_id("cart-table").locator("tbody tr")).to_have_count(1)
    expect(page.get_by_test_id("cart-total")).to_have_text("$29.50")
    assert page.evaluate_goal("the cart lists Glass Teapot", evidence="page_text")
    # One verdict on the whole progression: every capture (start, after each act, final) in order.
    verdict = journey.judge(
        "the user searched for a teapot, added it to the cart and then saw it in the cart"
    )
    assert verdict
    assert verdict.steps == 4


def test_checkout_form_validation(page: StagehandPage, app_url: str) -> None:
    add_to_cart_directly(page, app_url, "canvas-tote")
    page.goto(app_url + "/checkout.html")
    page.act("type Ada Lovelace into the 'Full name' field")
    page.act("type ada-at-example into the 'Email' field")
    page.act("click the 'Place order' button")

    expect(page.get_by_role("alert")).to_have_text("Please fix 4 problems before placing your order.")
    expect(page.get_by_label("Email")).to_have_attribute("aria-invalid", "true")
    expect(page.get_by_test_id("order-confirmation")).to_be_hidden()
    assert page.evaluate_goal("an error asks for a valid email address", evidence="page_text")

    page.act("type %email% into the 'Email' field", variables={"email": "ada@example.com"})
    page.get_by_label("Address").fill("12 St James's Square, London")  # plain Playwright mixes in freely
    page.act("select United Kingdom in the 'Country' dropdown")
    page.act("check the 'I agree to the terms and conditions' checkbox")
    page.act("click the 'Place order' button")

    expect(page.get_by_role("heading", name="Thank you for your order!")).to_be_visible()
    expect(page.get_by_text("Total paid: $18.00.")).to_be_visible()


def test_newsletter_inside_the_shadow_dom(page: StagehandPage, app_url: str) -> None:
    page.goto(app_url + "/products.html")
    page.act("type ada@example.com into the 'Newsletter email' field")
    page.act("click the 'Subscribe' button")

    expect(
        page.locator("newsletter-signup").get_by_text("Thanks! We will write to ada@example.com.")
    ).to_be_visible()


def test_support_question_inside_the_iframe(page: StagehandPage, app_url: str) -> None:
    add_to_cart_directly(page, app_url, "cork-desk-mat")
    page.goto(app_url + "/checkout.html")
    page.act("type Can you gift-wrap the mat? into the 'Your question' textbox")
    page.act("click the 'Send' button")

    support = page.frame_locator("iframe[title='Contact customer support']")
    expect(support.get_by_role("status")).to_contain_text("Your message was sent")


def test_observe_then_act_on_what_was_found(page: StagehandPage, app_url: str) -> None:
    page.goto(app_url + "/products.html")
    found = page.observe("find the Cart link")
    assert found, "observe found no Cart link"
    assert "cart" in found[0].description.lower()

    result = page.act(found[0])  # runs the observed action: no model call

    assert result.success
    expect(page).to_have_url(app_url + "/cart.html")
    expect(page.get_by_role("heading", name="Your cart")).to_be_visible()
