"""Plain-Playwright smoke tests of the example shop: proof that the app the AI suite drives works.

No AI here: every step uses ordinary Playwright locators, so a failure means the app is broken,
not the plugin. ``app_url`` serves ``app/`` (v1) and ``app_v2_url`` the redesigned ``app_v2/``.
"""

from __future__ import annotations

import re

from playwright.sync_api import Locator, Page, expect

from pytest_stagehand import StagehandPage


def log_in(page: Page, app_url: str) -> None:
    page.goto(app_url + "/index.html")
    page.get_by_label("Username").fill("ada")
    page.get_by_label("Password").fill("lovelace")
    page.get_by_role("button", name="Log in").click()
    expect(page).to_have_url(app_url + "/products.html")


def product_card(page: Page, name: str) -> Locator:
    return page.get_by_test_id("product-card").filter(has=page.get_by_role("link", name=name))


def test_wrong_password_shows_an_error_and_stays_on_login(page: StagehandPage, app_url: str) -> None:
    page.goto(app_url + "/index.html")
    expect(page.get_by_label("Password")).to_have_attribute("type", "password")
    page.get_by_label("Username").fill("ada")
    page.get_by_label("Password").fill("babbage")
    page.get_by_role("button", name="Log in").click()
    expect(page.get_by_role("alert")).to_have_text("Wrong username or password.")
    expect(page).to_have_url(app_url + "/index.html")
    expect(page.get_by_label("Password")).to_have_value("")


def test_login_search_sort_cart_promo_help_and_checkout(page: StagehandPage, app_url: str) -> None:
    log_in(page, app_url)
    expect(page.get_by_role("status")).to_have_text("Welcome, ada")
    expect(page.get_by_text("Signed in as ada")).to_be_visible()
    cards = page.get_by_test_id("product-card")
    expect(cards).to_have_count(8)

    # Live search filters the list as you type; clearing it brings everything back.
    search = page.get_by_role("searchbox", name="Search products")
    search.fill("note")
    expect(cards).to_have_count(1)
    expect(cards.get_by_role("heading")).to_have_text("Linen Notebook")
    search.fill("zzz")
    expect(page.get_by_text("No products match “zzz”.")).to_be_visible()
    search.fill("")
    expect(cards).to_have_count(8)

    # The custom dropdown: the listbox exists only while open; choosing an option re-sorts the list.
    expect(page.get_by_role("listbox")).to_have_count(0)
    page.get_by_role("button", name="Sort by").click()
    expect(page.get_by_role("option")).to_have_count(4)
    page.get_by_role("option", name="Price: high to low").click()
    expect(page.get_by_role("listbox")).to_have_count(0)
    expect(page.get_by_role("button", name="Sort by")).to_have_text("Price: high to low")
    expect(cards.first.get_by_role("heading")).to_have_text("Wool Throw")
    expect(cards.last.get_by_role("heading")).to_have_text("Linen Notebook")

    # Two products into the cart: the header badge counts them.
    product_card(page, "Linen Notebook").get_by_role("button", name="Add to cart").click()
    product_card(page, "Walnut Fountain Pen").get_by_role("button", name="Add to cart").click()
    expect(page.get_by_role("status")).to_have_text("Added Walnut Fountain Pen to your cart.")
    expect(page.get_by_test_id("cart-count")).to_have_text("2")

    page.get_by_role("link", name="Cart").click()
    expect(page.get_by_role("heading", name="Your cart")).to_be_visible()
    expect(page.get_by_test_id("cart-table").locator("tbody tr")).to_have_count(2)
    expect(page.get_by_test_id("cart-total")).to_have_text("$36.50")  # 12.50 + 24.00

    # The promo box lives in an open shadow root; Playwright's locators pierce it.
    page.get_by_label("Promo code").fill("nope")
    page.get_by_role("button", name="Apply").click()
    expect(page.get_by_text("“nope” is not a valid code.")).to_be_visible()
    page.get_by_label("Promo code").fill("save10")
    page.get_by_role("button", name="Apply").click()
    expect(page.get_by_text("Code SAVE10 applied: 10% off.")).to_be_visible()
    expect(page.get_by_test_id("cart-total")).to_have_text("$32.85")  # 36.50 − 3.65

    page.get_by_role("link", name="Proceed to checkout").click()
    expect(page.get_by_test_id("checkout-total")).to_have_text("$32.85")

    # The support form inside the same-origin iframe. Its script attaches the form's handler once the
    # frame has loaded; a click before that submits the form natively and reloads the frame (seen
    # under load through a remote browser), so wait for the frame's load first, as a user would.
    help_element = page.locator("iframe[title='Contact customer support']").element_handle()
    help_document = help_element.content_frame()
    assert help_document is not None
    help_document.wait_for_load_state("load")
    help_frame = page.frame_locator("iframe[title='Contact customer support']")
    help_frame.get_by_label("Your question").fill("Can you gift-wrap the pen?")
    help_frame.get_by_role("button", name="Send").click()
    expect(help_frame.get_by_role("status")).to_contain_text("Your message was sent")

    # Submit with a bad email and no terms: inline errors, no order.
    page.get_by_label("Full name").fill("Ada Lovelace")
    page.get_by_label("Email").fill("ada-at-example")
    page.get_by_label("Address").fill("12 St James's Square, London")
    page.get_by_label("Country").select_option("United Kingdom")
    page.get_by_role("button", name="Place order").click()
    expect(page.get_by_role("alert")).to_have_text("Please fix 2 problems before placing your order.")
    expect(page.get_by_label("Email")).to_have_attribute("aria-invalid", "true")
    expect(page.get_by_text("Enter a valid email address, like name@example.com.")).to_be_visible()
    expect(page.get_by_text("You must accept the terms and conditions.")).to_be_visible()
    expect(page.get_by_test_id("order-confirmation")).to_be_hidden()

    # Fix them, pick express delivery, and the order goes through.
    page.get_by_label("Email").fill("ada@example.com")
    page.get_by_label("Express").check()
    expect(page.get_by_test_id("checkout-total")).to_have_text("$41.85")  # + 9.00 express
    page.get_by_label("I agree to the terms and conditions").check()
    page.get_by_role("button", name="Place order").click()
    expect(page.get_by_role("heading", name="Thank you for your order!")).to_be_visible()
    expect(page.get_by_test_id("order-number")).to_have_text(re.compile(r"^SH-[0-9]{6}$"))
    expect(page.get_by_text("Total paid: $41.85.")).to_be_visible()
    expect(page.get_by_test_id("cart-count")).to_have_text("0")


def test_product_links_lead_to_detail_pages_with_a_quantity_select(page: StagehandPage, app_url: str) -> None:
    page.goto(app_url + "/products.html")
    link = page.get_by_role("link", name="Glass Teapot")
    expect(link).to_have_attribute("href", "product.html?id=glass-teapot")
    link.click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Glass Teapot")
    expect(page.get_by_test_id("detail-price")).to_have_text("$29.50")
    page.get_by_label("Quantity").select_option("3")
    page.get_by_role("button", name="Add to cart").click()
    expect(page.get_by_role("status")).to_have_text("Added 3 × Glass Teapot to your cart.")
    expect(page.get_by_test_id("cart-count")).to_have_text("3")
    page.goto(app_url + "/cart.html")  # the cart survives navigation
    expect(page.get_by_test_id("cart-total")).to_have_text("$88.50")


def test_newsletter_widget_in_shadow_root_validates_the_email(page: StagehandPage, app_url: str) -> None:
    page.goto(app_url + "/products.html")
    widget = page.locator("newsletter-signup")
    assert widget.evaluate("el => el.shadowRoot !== null && el.shadowRoot.mode === 'open'")
    widget.get_by_label("Newsletter email").fill("not an email")
    widget.get_by_role("button", name="Subscribe").click()
    expect(widget.get_by_text("Enter a valid email address.")).to_be_visible()
    widget.get_by_label("Newsletter email").fill("ada@example.com")
    widget.get_by_role("button", name="Subscribe").click()
    expect(widget.get_by_text("Thanks! We will write to ada@example.com.")).to_be_visible()


def test_v2_redesign_logs_in_with_its_new_labels_and_has_no_promo_apply(
    page: StagehandPage, app_v2_url: str
) -> None:
    page.goto(app_v2_url + "/index.html")
    expect(page.get_by_role("button", name="Log in")).to_have_count(0)
    page.get_by_label("User name").fill("ada")
    page.get_by_label("Password").fill("lovelace")
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_role("status")).to_have_text("Welcome back, ada")
    expect(page.get_by_text("Logged in as ada")).to_be_visible()
    add_buttons = page.get_by_role("button", name="Add to basket")
    expect(add_buttons).to_have_count(8)

    # The one feature the redesign really removed: the promo box keeps its input but cannot apply a code.
    add_buttons.first.click()
    page.get_by_role("link", name="Basket").click()
    expect(page.get_by_test_id("cart-total")).to_have_text("$49.00")
    page.get_by_label("Promo code").fill("SAVE10")
    page.get_by_label("Promo code").press("Enter")
    expect(page.locator("promo-box").get_by_role("button")).to_have_count(0)
    expect(page.get_by_test_id("cart-total")).to_have_text("$49.00")
