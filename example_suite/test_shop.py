"""The example QA suite: the plugin's `page` is Playwright's page, plus Stagehand's primitives."""

from __future__ import annotations

from playwright.sync_api import expect

from pytest_stagehand import StagehandPage


def test_login_with_playwright_calls(page: StagehandPage, app_url: str) -> None:
    page.goto(app_url + "/index.html")
    page.get_by_label("Username").fill("ada")
    page.get_by_label("Password").fill("lovelace")
    page.get_by_role("button", name="Log in").click()
    expect(page.get_by_role("status")).to_have_text("Welcome, ada")
