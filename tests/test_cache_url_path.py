"""Cache entries and selector fingerprints are found by the URL's path: a query value that changes
per run (a session id, ``utm_*``, a timestamp, a per-environment host) is a tie-breaker, never a miss;
only the parameters listed in ``cache-query-params`` tell pages apart."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pytest_stagehand.cache import CacheStore
from pytest_stagehand.cache.keys import CacheKey, same_page
from pytest_stagehand.config import Settings, resolve_settings
from pytest_stagehand.errors import ConfigError
from tests.support.heal_selectors_pages import V1, V2
from tests.support.projects import static_app_fixture

TEST_FILE = "tests/test_shop.py"


@pytest.mark.parametrize(
    ("stored", "wanted", "params", "expected"),
    [
        ("/w?remote=http%3A%2F%2Fa%3A1", "/w?remote=http%3A%2F%2Fb%3A2", (), 0),
        ("/w?a=1&utm_source=x", "/w?a=1&utm_source=y", (), 1),
        ("/w", "/w?sid=42", (), 0),
        ("/w?page=1", "/w?page=2", ("page",), None),
        ("/w?page=1&sid=a", "/w?sid=b&page=1", ("page",), 1),
        ("/w", "/v", (), None),
        ("/#/cart", "/#/checkout", (), None),  # a hash route is the page
        ("/#/cart?x=1", "/#/cart?x=1", (), 0),
    ],
)
def test_same_page_compares_paths_and_counts_shared_query_pairs(
    stored: str, wanted: str, params: tuple[str, ...], expected: int | None
) -> None:
    assert same_page(stored, wanted, params) == expected


def _key(url: str, instruction: str = "click save", occurrence: int = 0) -> CacheKey:
    return CacheKey.build("act", instruction, url, occurrence=occurrence)


def _record(root: Path, *pairs: tuple[CacheKey, str]) -> None:
    session = CacheStore(root, "auto").for_test(TEST_FILE, "test_a")
    for key, marker in pairs:
        session.record(key, {"steps": [marker]})
    session.commit()


def test_replay_on_a_volatile_query_value_is_a_hit(tmp_path: Path) -> None:
    _record(tmp_path, (_key("http://h:1/w.html?remote=http://127.0.0.1:5001/x&t=1"), "recorded"))
    session = CacheStore(tmp_path, "replay").for_test(TEST_FILE, "test_a")
    entry = session.lookup(_key("http://h:2/w.html?remote=http://127.0.0.1:6002/x&t=2"))
    assert entry is not None
    assert entry.payload == {"steps": ["recorded"]}


def test_the_query_breaks_ties_and_other_fields_still_decide(tmp_path: Path) -> None:
    _record(
        tmp_path,
        (_key("/list?page=1&sid=a"), "page 1"),
        (_key("/list?page=2&sid=a"), "page 2"),
        (_key("/list?page=2&sid=a", occurrence=1), "page 2, second time"),
    )
    session = CacheStore(tmp_path, "replay").for_test(TEST_FILE, "test_a")
    found = session.lookup(_key("/list?page=2&sid=b"))
    assert found is not None
    assert found.payload == {"steps": ["page 2"]}
    second = session.lookup(_key("/list?page=2&sid=b", occurrence=1))
    assert second is not None
    assert second.payload == {"steps": ["page 2, second time"]}
    assert session.lookup(_key("/list?page=2", instruction="click cancel")) is None
    assert session.lookup(_key("/other?page=2&sid=a")) is None
    assert session.lookup(_key("/list?sid=a", occurrence=2)) is None


def test_listed_query_params_tell_pages_apart(tmp_path: Path) -> None:
    _record(tmp_path, (_key("/list?page=1&sid=a"), "page 1"))
    store = CacheStore(tmp_path, "replay", query_params=("page",))
    session = store.for_test(TEST_FILE, "test_a")
    assert session.lookup(_key("/list?page=2&sid=a")) is None
    assert session.lookup(_key("/list?page=1&sid=zz")) is not None


def test_a_heal_found_by_path_rewrites_the_stored_entry_not_a_twin(tmp_path: Path) -> None:
    recorded = _key("/w?sid=1")
    _record(tmp_path, (recorded, "v1"))
    session = CacheStore(tmp_path, "auto").for_test(TEST_FILE, "test_a")
    wanted = _key("/w?sid=2")
    assert session.lookup(wanted) is not None
    session.replace(wanted, {"steps": ["healed"]})
    session.commit()
    stored = json.loads((tmp_path / f"{TEST_FILE}.json").read_text())["tests"]["test_a"]
    assert list(stored) == [recorded.digest]
    assert stored[recorded.digest]["payload"] == {"steps": ["healed"]}


def test_the_setting_parses_names_and_rejects_junk() -> None:
    settings = resolve_settings(cli={"cache_query_params": "page, tab,page"}, ini={}, env={}, rootdir=Path())
    assert settings.cache_query_params == ("page", "tab")
    assert Settings().cache_query_params == ()
    with pytest.raises(ConfigError, match=r"'a b' is not a query parameter name.*page,tab"):
        resolve_settings(cli={"cache_query_params": "a b"}, ini={}, env={}, rootdir=Path())


CONFTEST = """
import pytest


@pytest.fixture
def page(page):
    page.set_default_timeout(3000)
    yield page

""" + static_app_fixture("shop_url")

# The page URL carries a value that differs per run: the app's own port (a fresh server each run).
VOLATILE = """
from playwright.sync_api import Page


def test_login(page: Page, shop_url: str) -> None:
    page.goto(shop_url + "/login.html?remote=" + shop_url + "/api&utm_source=ci")
    page.fill("#username", "ada")
    page.click("#login-btn")
"""


def test_selector_fingerprints_replay_and_heal_on_a_volatile_query(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_volatile=VOLATILE)
    app = pytester.path / "app"
    app.mkdir()
    (app / "login.html").write_text(V1, encoding="utf-8")
    pytester.runpytest_subprocess("--stagehand-heal-selectors").assert_outcomes(passed=1)
    (app / "login.html").write_text(V2, encoding="utf-8")  # ids renamed: only the fingerprints can help
    result = pytester.runpytest_subprocess("--stagehand-heal-selectors", "--stagehand-cache=replay")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["*2 heals (selectors: 0 hits, 0 recorded, 2 heals)*"])
