"""extract() on real Chromium with a scripted model: shapes, URL ids, schemas, parts, errors."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import AnyUrl, BaseModel, HttpUrl, RootModel

from pytest_stagehand import StagehandPage
from pytest_stagehand.errors import ExtractError
from pytest_stagehand.pipelines import extract
from pytest_stagehand.pipelines.extract import SCHEMA_ONLY_INSTRUCTION
from pytest_stagehand.prompts.extract import ExtractMetadata
from pytest_stagehand.snapshot import capture_snapshot
from pytest_stagehand.testing import ScriptedLLM
from tests.support.pipeline import context, id_of
from tests.support.server import Site

PRODUCTS = """<!doctype html><title>Shop</title><h1>Products</h1>
<ul>
  <li><a href="/p/kettle">Kettle</a> <span>€29.99</span></li>
  <li><a href="/p/toaster">Toaster</a> <span>€45.00</span></li>
  <li><a href="https://other.example/lamp">Lamp</a> <span>€12.50</span></li>
</ul>
<footer id=foot><p>Contact: help@shop.test</p></footer>"""


class Product(BaseModel):
    name: str
    price: str
    url: HttpUrl


class Catalogue(BaseModel):
    products: list[Product]


@pytest.fixture
def shop(page: StagehandPage, site: Site) -> StagehandPage:
    page.goto(site.add("/extract-shop.html", PRODUCTS))
    return page


def test_no_arguments_returns_the_page_text_without_a_call(shop: StagehandPage) -> None:
    llm = ScriptedLLM([])
    text = extract(context(shop, llm))
    assert isinstance(text, str)
    assert 'heading "Products"' in text
    assert 'link "Kettle"' in text
    assert "€29.99" in text
    assert llm.calls == []


def test_an_instruction_alone_gives_an_extraction_string(shop: StagehandPage) -> None:
    llm = ScriptedLLM([{"extraction": "help@shop.test"}])
    result = extract(context(shop, llm), "what is the contact email?")
    assert result == {"extraction": "help@shop.test"}
    assert len(llm.calls) == 1  # no second "metadata" call for a page that fits one prompt
    prompt = llm.calls[0].prompt_text
    assert "Instruction: what is the contact email?" in prompt
    assert "StaticText" in prompt  # extract reads the full tree, text included
    assert "id of the link element" not in prompt  # no URL fields, no URL rule


def test_a_model_with_url_fields_gets_link_ids_back_as_absolute_urls(shop: StagehandPage) -> None:
    snap = capture_snapshot(shop)
    kettle, toaster, lamp = (id_of(snap, "link", name) for name in ("Kettle", "Toaster", "Lamp"))
    llm = ScriptedLLM(
        [
            {
                "products": [
                    {"name": "Kettle", "price": "€29.99", "url": kettle},
                    {"name": "Toaster", "price": "€45.00", "url": toaster},
                    {"name": "Lamp", "price": "€12.50", "url": lamp},
                ]
            }
        ]
    )
    catalogue = extract(context(shop, llm), "extract every product with its price and link", Catalogue)

    assert isinstance(catalogue, Catalogue)
    assert [str(p.url) for p in catalogue.products] == [
        shop.url.replace("/extract-shop.html", "/p/kettle"),
        shop.url.replace("/extract-shop.html", "/p/toaster"),
        "https://other.example/lamp",
    ]
    assert catalogue.products[0].price == "€29.99"
    assert len(llm.calls) == 1
    assert "answer with the id of the link element" in llm.calls[0].prompt_text
    url_schema = llm.calls[0].output_type.model_json_schema()
    assert sorted(
        str(url_schema).split("'enum': ")[1].split("]")[0].strip("[").replace("'", "").split(", ")
    ) == sorted(snap.url_map)


def test_a_json_schema_dict_returns_validated_data(shop: StagehandPage) -> None:
    lamp = id_of(capture_snapshot(shop), "link", "Lamp")
    schema = {
        "type": "object",
        "properties": {
            "cheapest": {"type": "string", "description": "product name"},
            "link": {"type": "string", "format": "uri"},
            "count": {"type": "integer"},
        },
        "required": ["cheapest", "link", "count"],
    }
    llm = ScriptedLLM([{"cheapest": "Lamp", "link": lamp, "count": 3}])
    assert extract(context(shop, llm), "which product is cheapest?", schema) == {
        "cheapest": "Lamp",
        "link": "https://other.example/lamp",
        "count": 3,
    }


def test_non_object_schemas_are_wrapped_and_unwrapped(shop: StagehandPage) -> None:
    llm = ScriptedLLM([{"value": ["Kettle", "Toaster", "Lamp"]}, {"value": ["https://other.example/lamp"]}])
    names = extract(
        context(shop, llm), "list the product names", {"type": "array", "items": {"type": "string"}}
    )
    assert names == ["Kettle", "Toaster", "Lamp"]
    assert llm.calls[0].output_type.model_json_schema()["required"] == ["value"]

    class Links(RootModel[list[AnyUrl]]):
        pass

    links = extract(context(shop, llm), "list external product links", Links)
    assert isinstance(links, Links)
    assert [str(u) for u in links.root] == ["https://other.example/lamp"]


def test_output_that_does_not_satisfy_the_schema_is_an_extract_error(shop: StagehandPage) -> None:
    # A URL, but not an http(s) one: the shape fits what the model was asked, HttpUrl does not.
    llm = ScriptedLLM([{"products": [{"name": "Kettle", "price": "€29.99", "url": "ftp://files.test/k"}]}])
    with pytest.raises(ExtractError) as info:
        extract(context(shop, llm), "extract the products", Catalogue)
    assert "does not satisfy the schema" in str(info.value)
    assert "products.0.url" in str(info.value)


@pytest.mark.parametrize("kind", ["pydantic model", "JSON-schema dict"])
def test_a_made_up_link_id_in_a_url_field_is_an_extract_error_naming_the_field(
    shop: StagehandPage, kind: str
) -> None:
    kettle = id_of(capture_snapshot(shop), "link", "Kettle")
    dict_schema = {
        "type": "object",
        "properties": {
            "products": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {"name": {"type": "string"}, "url": {"type": "string", "format": "uri"}},
                    "required": ["name", "url"],
                },
            }
        },
        "required": ["products"],
    }
    schema: Any = Catalogue if kind == "pydantic model" else dict_schema
    answer = [
        {"name": "Kettle", "price": "€29.99", "url": kettle},
        {"name": "Sofa", "price": "€1", "url": "0-999"},
    ]
    llm = ScriptedLLM([{"products": answer}])
    with pytest.raises(ExtractError) as info:
        extract(context(shop, llm), "extract the products with their links", schema)
    message = str(info.value)
    assert "the extracted field 'products[1].url' holds '0-999'" in message
    assert "neither the id of a link on the page nor a URL" in message
    assert kettle in message  # the ids that were on offer
    assert shop.history[-1].error is not None


def test_a_json_schema_dicts_constraints_are_enforced(shop: StagehandPage) -> None:
    schema = {
        "type": "object",
        "properties": {"price": {"type": "string", "pattern": "^€[0-9]+[.][0-9]{2}$"}},
        "required": ["price"],
    }
    llm = ScriptedLLM([{"price": "€12.50"}, {"price": "12.5 euros"}])
    assert extract(context(shop, llm), "the cheapest price", schema) == {"price": "€12.50"}
    with pytest.raises(ExtractError, match=r"does not satisfy the schema(.|\n)*price(.|\n)*pattern"):
        extract(context(shop, llm), "the cheapest price", schema)


def test_a_schema_without_an_instruction_asks_for_what_the_schema_describes(shop: StagehandPage) -> None:
    class Heading(BaseModel):
        title: str

    llm = ScriptedLLM([{"title": "Products"}])
    result = extract(context(shop, llm), None, Heading)
    assert result == Heading(title="Products")
    assert len(llm.calls) == 1
    assert f"Instruction: {SCHEMA_ONLY_INSTRUCTION}" in llm.calls[0].prompt_text
    assert llm.calls[0].output_type.model_json_schema()["required"] == ["title"]
    assert shop.history[-1].instruction is None
    assert shop.history[-1].result == result


def test_selector_scopes_the_extraction(shop: StagehandPage) -> None:
    llm = ScriptedLLM([{"extraction": "help@shop.test"}])
    extract(context(shop, llm), "the contact email", selector="#foot")
    prompt = llm.calls[0].prompt_text
    assert "help@shop.test" in prompt
    assert "Kettle" not in prompt


def test_a_page_split_into_parts_checks_completion_between_parts(shop: StagehandPage) -> None:
    llm = ScriptedLLM(
        [
            {"extraction": "Kettle"},
            ExtractMetadata(progress="found one product, more may follow", completed=False),
            {"extraction": "Kettle, Toaster"},
            ExtractMetadata(progress="all products found", completed=True),
        ]
    )
    result = extract(context(shop, llm), "list the product names", part_tokens=25)
    assert result == {"extraction": "Kettle, Toaster"}
    assert [call.output_type.__name__ for call in llm.calls] == [
        "Extraction",
        "ExtractMetadata",
        "Extraction",
        "ExtractMetadata",
    ]
    assert "this is part 1" in llm.calls[0].prompt_text
    assert "Extracted from earlier parts" in llm.calls[2].prompt_text
    assert '"Kettle"' in llm.calls[2].prompt_text
    assert "Parts of the page seen: 2 of" in llm.calls[3].prompt_text
    assert shop.history[-1].llm_calls == 4


def test_empty_instruction_is_refused(shop: StagehandPage) -> None:
    with pytest.raises(ExtractError, match="empty instruction"):
        extract(context(shop, ScriptedLLM([])), "")
