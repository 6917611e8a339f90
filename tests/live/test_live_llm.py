"""The LLM layer on a real model (the local Qwen2.5-Coder-1.5B by default): structured output, usage.

Answers are asked of the model at temperature 0 on tasks small enough that a 1.5B model with an
enum-constrained answer gets them right; a wrong answer here is worth a look, not a retry.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, create_model

from pytest_stagehand.llm import Message, ProviderClient, UsageLedger

ELEMENTS = """\
[0-3] link "Home"
[0-7] textbox "Email address"
[0-9] textbox "Password"
[0-12] button "Sign in"
[0-15] link "Forgot password?"
"""


class Product(BaseModel):
    name: str
    price_eur: float


class Catalogue(BaseModel):
    products: list[Product] = Field(description="every product listed, in page order")


def report(label: str, usage_line: str) -> None:
    print(f"\n[live] {label}: {usage_line}")  # shown with -s: the numbers this tier exists to measure


def test_element_choice_is_constrained_to_ids_that_exist(live_llm: ProviderClient) -> None:
    ids = ("0-3", "0-7", "0-9", "0-12", "0-15")
    fields: dict[str, Any] = {  # Any: mypy cannot follow a Literal built at run time
        "elementId": (Literal[ids], Field(description="id of the element to act on")),
        "method": (Literal["click", "fill", "press"], ...),
    }
    choice = create_model("ElementChoice", **fields)
    messages = [
        Message("system", "You choose the one page element that performs the user's instruction."),
        Message("user", f"Instruction: click the sign in button\n\nElements:\n{ELEMENTS}"),
    ]
    ledger = UsageLedger()

    response = live_llm.generate(messages, choice, temperature=0.0, max_tokens=64)
    ledger.record("act", response.usage)

    output = response.output.model_dump()
    assert output == {"elementId": "0-12", "method": "click"}
    usage = response.usage
    assert usage.prompt_tokens > 0
    assert usage.completion_tokens > 0
    assert usage.inference_ms > 0
    assert ledger.by_primitive()["act"] == usage
    report(
        "act-style choice",
        f"{usage.prompt_tokens} prompt + {usage.completion_tokens} completion tokens, "
        f"{usage.inference_ms:.0f} ms, raw {response.raw_text!r}",
    )


def test_extraction_into_a_nested_model(live_llm: ProviderClient) -> None:
    page_text = "Our shop\n\nBlue mug - 12.50 EUR\nRed teapot - 30.00 EUR\n\nFree shipping over 40 EUR."
    messages = [
        Message("system", "Extract the requested data from the page text. Use only what the text says."),
        Message("user", f"Extract the products and their prices.\n\nPage text:\n{page_text}"),
    ]

    response = live_llm.generate(messages, Catalogue, temperature=0.0, max_tokens=200)

    products = [(p.name.lower(), p.price_eur) for p in response.output.products]
    assert products == [("blue mug", 12.5), ("red teapot", 30.0)]
    assert response.usage.prompt_tokens > 0
    assert response.usage.completion_tokens > 0
    report(
        "extract-style",
        f"{response.usage.prompt_tokens} prompt + {response.usage.completion_tokens} completion tokens, "
        f"{response.usage.inference_ms:.0f} ms",
    )
