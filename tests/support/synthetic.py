"""A synthetic user project of many AI tests, for xdist and sharding runs (bench/bench_xdist.py and
tests/test_sharded_ci.py): each test fills a field with ``act``, clicks a button with a plain
Playwright selector (healed under ``--stagehand-heal-selectors`` after :func:`drift`) and judges the
greeting, with the rule-based model double of ``projects.RULES_CONFTEST`` as its model."""

from __future__ import annotations

from pathlib import Path

from tests.support.projects import RULES_CONFTEST

FORM_PAGE = """<!doctype html>
<title>Sign in</title>
<main>
  <form id="signin-form" onsubmit="event.preventDefault();
      document.querySelector('#greeting').textContent = 'Welcome ' + document.querySelector('#username').value">
    <label for="username">Username</label> <input id="username" name="username">
    <button id="sign-in" type="submit">Sign in</button>
  </form>
  <p id="greeting"></p>
</main>
"""

# The same page after a redesign: ids renamed, a wrapper added; the accessible names are unchanged.
DRIFTED_FORM_PAGE = (
    FORM_PAGE.replace('id="username"', 'id="user-name"')
    .replace("#username", "#user-name")
    .replace('for="username"', 'for="user-name"')
    .replace(
        '<button id="sign-in" type="submit">Sign in</button>',
        '<div class="actions"><button id="login-btn" class="primary" type="submit">Sign in</button></div>',
    )
)

TEST_TEMPLATE = """
def test_sign_in_{n:03d}(page, app_url):
    page.goto(app_url + "/form.html")
    page.act("type ada into 'Username'")
    page.locator("#sign-in").click()  # plain Playwright: healed by fingerprint after the redesign
    assert page.evaluate_goal("the page says Welcome ada", evidence="page_text")
"""


def write_suite(root: Path, *, files: int, tests_per_file: int) -> list[str]:
    """Write the project under ``root``; returns the test ids (``file::name``)."""
    (root / "app").mkdir(parents=True, exist_ok=True)
    (root / "app" / "form.html").write_text(FORM_PAGE, encoding="utf-8")
    (root / "conftest.py").write_text(RULES_CONFTEST, encoding="utf-8")
    (root / "pytest.ini").write_text("[pytest]\naddopts = -p no:cacheprovider\n", encoding="utf-8")
    ids = []
    for f in range(files):
        name = f"test_area_{f:02d}.py"
        numbers = range(f * tests_per_file, (f + 1) * tests_per_file)
        (root / name).write_text("".join(TEST_TEMPLATE.format(n=n) for n in numbers), encoding="utf-8")
        ids += [f"{name}::test_sign_in_{n:03d}" for n in numbers]
    return ids


def drift(root: Path) -> None:
    (root / "app" / "form.html").write_text(DRIFTED_FORM_PAGE, encoding="utf-8")
