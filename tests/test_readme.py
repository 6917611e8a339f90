"""The README cannot rot: its examples run for real, its tables match the code, its commands exist.

A block preceded by ``<!-- readme-test: NAME -->`` is written into a user project as the file NAME and
run with pytest (real Chromium, a local shop page, a rule-based model double in the conftest that
picks the element whose label the instruction quotes). A NAME inside a folder (``scripted/conftest.py``)
goes into a project of its own, with the test written here that uses it. Every other Python block
must compile.
"""

from __future__ import annotations

import ast
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pytest_stagehand.config import SPECS
from pytest_stagehand.reporting.usage import (
    CACHE_PROPERTY,
    TIME_PROPERTY,
    USAGE_PROPERTY,
    SessionTotals,
    format_summary,
)

README = Path(__file__).resolve().parent.parent / "README.md"
TEXT = README.read_text(encoding="utf-8")
BLOCK = re.compile(r"(?:<!-- readme-test: (?P<name>[\w./]+) -->\n)?```(?P<lang>\w+)\n(?P<code>.*?)```", re.S)

CONFTEST = r'''
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from pytest_stagehand.testing import FunctionLLM

SHOP = """<!doctype html><title>Shop</title>
<form id=login onsubmit="event.preventDefault(); document.getElementById('hello').textContent =
  this.password.value === 's3cret' ? 'Welcome ' + this.username.value : 'Wrong password'">
  <label>Username <input name=username></label> <label>Password <input name=password type=password></label>
  <button>Log in</button></form>
<p id=hello></p>
<form onsubmit="event.preventDefault(); const q = this.q.value.toLowerCase();
  for (const li of document.querySelectorAll('li')) li.hidden = !li.textContent.toLowerCase().includes(q)">
  <label>Search <input name=q></label> <button>Search</button></form>
<ul>
  <li><a href="/p/blue-mug">Blue Mug</a> <span>$9.00</span> <button onclick="add()">Add to cart</button></li>
  <li><a href="/p/red-kettle">Red Kettle</a> <span>$25.00</span> <button onclick="add()">Add to cart</button></li>
</ul>
<a href="/cart.html">Cart</a>
<p>Cart: <span data-testid=cart-count>0</span></p><p id=status>Your cart is empty</p>
<script>function add() { const c = document.querySelector('[data-testid=cart-count]');
  c.textContent = +c.textContent + 1; document.getElementById('status').textContent =
  'Your cart holds ' + c.textContent + ' item'; }</script>"""


def pick(instruction, text):
    label = re.search(r"'([^']+)'", instruction).group(1)
    role = next((r for w, r in (("button", "button"), ("box", "textbox"), ("link", "link"))
                 if w in instruction), r"\w+")
    found = re.search(r"\[([0-9]+-[0-9]+)\] " + role + r" \"" + re.escape(label) + '"', text)
    typed = re.match(r"type (\S+) into", instruction)
    return {"elementId": found.group(1) if found else "none", "description": label,
            "method": "fill" if typed else "click", "arguments": [typed.group(1)] if typed else []}


def answer(messages, output_type):
    text = "\n".join(message.text() for message in messages)
    fields = output_type.model_fields
    if "steps" in fields:  # a compound act: one step per part of the instruction
        from pytest_stagehand.prompts.compound import clauses

        instruction = re.search(r"Instruction: (.*)", text).group(1)
        return {"steps": [pick(part, text) for part in clauses(instruction)]}
    if "elementId" in fields:
        instruction = re.search(r"Instruction: (.*)", text).group(1)
        return pick(instruction, text)
    if "evaluation" in fields:
        if "the item was added and then shown in the cart" in text:  # the journey: any step counts
            met, why = "holds 1 item" in text, "step 2 shows the cart holding 1 item"
        elif "the cart holds one item" in text:
            met, why = "holds 1 item" in text, "the status line gives the cart's content"
        else:
            met, why = "Welcome ada" in text, 'the page says "Welcome ada"' if "Welcome ada" in text else (
                'The page still shows the login form and an error "Wrong password".')
        quoted = "holds 1 item" if "holds 1 item" in text else "Welcome ada"  # a YES quotes the page
        return {"evidence": [quoted], "reasoning": why, "evaluation": "YES" if met else "NO"}
    if "products" in fields:
        links = re.findall(r"\[([0-9]+-[0-9]+)\] link \"([^\"]+)\"", text)
        prices = re.findall(r"\$[0-9]+\.[0-9]{2}", text)
        return {"products": [{"name": n, "price": p, "link": i} for (i, n), p in zip(links, prices)]}
    raise AssertionError(f"unexpected output type {output_type}")


@pytest.fixture(scope="session")
def stagehand_llm():
    return FunctionLLM(answer, model_id="rules/readme")


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        body = SHOP.encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def base_url():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
'''


def blocks(lang: str) -> list[tuple[str | None, str]]:
    return [(m["name"], m["code"]) for m in BLOCK.finditer(TEXT) if m["lang"] == lang]


def test_every_python_block_compiles_and_runs() -> None:
    python = blocks("python")
    assert len(python) >= 4
    for name, code in python:
        ast.parse(code)
        # Each is run by a test below: a block without a name would only be compiled.
        assert name is not None, f"a README python block is not marked <!-- readme-test: ... -->:\n{code}"


def test_the_summary_shown_is_what_the_plugin_prints_for_those_figures() -> None:
    (shown,) = [code for _, code in blocks("text") if "time in stagehand primitives" in code]
    lines = shown.splitlines()
    assert re.fullmatch(r"-+ stagehand -+", lines[0])
    totals = SessionTotals()
    figures = {}
    for line in lines[1:]:
        row = re.fullmatch(r"  (\w+) +(\d+) calls +(\d+) prompt +(\d+) completion .* ([0-9.]+) s", line)
        if row:
            name, calls, prompt, completion, seconds = row.groups()
            figures[name] = {
                "calls": int(calls),
                "prompt_tokens": int(prompt),
                "completion_tokens": int(completion),
                "inference_ms": float(seconds) * 1000,
            }
    cache = re.search(r"cache: (\d+) hits, (\d+) misses, (\d+) recorded, (\d+) heals", shown)
    time_line = re.search(r"primitives: ([0-9.]+) s \(LLM ([0-9.]+) s", shown)
    assert cache is not None
    assert time_line is not None
    model = re.search(r"estimated cost: (\S+) ", shown)
    assert model is not None
    totals.add_properties(
        [
            (USAGE_PROPERTY, json.dumps({model.group(1): figures})),
            (
                CACHE_PROPERTY,
                json.dumps(
                    dict(zip(("hits", "misses", "recorded", "heals"), map(int, cache.groups()), strict=True))
                ),
            ),
            (
                TIME_PROPERTY,
                json.dumps(
                    {"primitive_ms": float(time_line[1]) * 1000, "llm_ms": float(time_line[2]) * 1000}
                ),
            ),
        ]
    )
    assert format_summary(totals) == lines[1:]


@pytest.fixture(scope="module")
def example_project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    project = tmp_path_factory.mktemp("readme-project")
    (project / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    (project / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    named = [(name, code) for name, code in blocks("python") if name and "/" not in name]
    assert len(named) >= 3, "the README's examples are marked <!-- readme-test: ... -->"
    for name, code in named:
        (project / str(name)).write_text(code, encoding="utf-8")
    return project


SCRIPTED_TEST = """
def test_support_address(page):
    page.set_content("<p>Questions? Write to help@shop.test</p>")
    assert page.extract("the support email address") == {"extraction": "help@shop.test"}
"""


def run_pytest(project: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *args],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_the_examples_record_then_replay_with_no_llm_call(example_project: Path) -> None:
    first = run_pytest(example_project, "--stagehand-cache=auto")
    assert first.returncode == 0, first.stdout + first.stderr
    # the 30-second example's two tests, the journey, the compound act, the marker, the agent, the new tab,
    # the options
    assert "8 passed" in first.stdout
    assert re.search(r"^LLM calls: [1-9]", first.stdout, re.M), first.stdout
    cache = (example_project / ".stagehand-cache" / "test_readme_example.py.json").read_text(encoding="utf-8")
    assert "s3cret" not in cache  # the README promises: the name, never the value
    again = run_pytest(example_project, "--stagehand-cache=replay")
    assert again.returncode == 0, again.stdout + again.stderr
    assert "LLM calls: 0 (every primitive was served from the cache)" in again.stdout


def test_the_scripted_llm_conftest_answers_in_order_and_fails_on_leftovers(tmp_path: Path) -> None:
    (conftest,) = [code for name, code in blocks("python") if name == "scripted/conftest.py"]
    (tmp_path / "conftest.py").write_text(conftest, encoding="utf-8")
    (tmp_path / "test_support.py").write_text(SCRIPTED_TEST, encoding="utf-8")
    used = run_pytest(tmp_path, "--stagehand-cache=off")
    assert used.returncode == 0, used.stdout + used.stderr
    (tmp_path / "test_support.py").write_text("def test_nothing(page):\n    pass\n", encoding="utf-8")
    left_over = run_pytest(tmp_path, "--stagehand-cache=off")
    assert left_over.returncode != 0
    assert "ScriptedLLM finished with 1 unused output(s) after 0 call(s)" in left_over.stdout, (
        left_over.stdout
    )


ANSWERS_TESTS = """
PAGE = "<label>Username <input name=u></label> <button>Log in</button> <button>Search</button>"


def test_log_in(page):
    page.set_content(PAGE)
    page.act("type ada into the username box")
    page.act("click the Log in button")
    assert page.locator("input").input_value() == "ada"
    assert not page.evaluate_goal("the user is logged in", evidence="page_text", screenshot_delay_ms=0)


def test_search_button(page):
    page.set_content(PAGE)
    [search] = page.observe("the search button")
    assert search.description == "Search"


def test_support_address(page):
    page.set_content("<p>Questions? Write to help@shop.test</p>")
    assert page.extract("the support email address") == {"extraction": "help@shop.test"}
"""


def test_the_answer_llm_conftest_serves_any_subset_in_any_worker(tmp_path: Path) -> None:
    (conftest,) = [code for name, code in blocks("python") if name == "answers/conftest.py"]
    (tmp_path / "conftest.py").write_text(conftest, encoding="utf-8")
    (tmp_path / "test_answers.py").write_text(ANSWERS_TESTS, encoding="utf-8")
    parallel = run_pytest(tmp_path, "--stagehand-cache=off", "-n", "2")
    assert "3 passed" in parallel.stdout, parallel.stdout + parallel.stderr
    subset = run_pytest(tmp_path, "--stagehand-cache=off", "-k", "support")
    assert "1 passed, 2 deselected" in subset.stdout, subset.stdout + subset.stderr


def test_the_failure_message_reads_as_the_readme_shows(example_project: Path) -> None:
    test_file = example_project / "test_readme_example.py"
    wrong = test_file.read_text(encoding="utf-8").replace('{"password": "s3cret"}', '{"password": "nope"}')
    (example_project / "test_wrong_password.py").write_text(wrong, encoding="utf-8")
    result = run_pytest(example_project, "--stagehand-cache=off", "test_wrong_password.py::test_login")
    assert result.returncode == 1
    shown = re.search(r"^E +assert <NO .*$", TEXT, re.M)
    assert shown is not None
    assert shown.group(0) in result.stdout, result.stdout


def test_the_settings_table_matches_the_code() -> None:
    settings = TEXT.split("## Settings", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in settings.splitlines() if line.startswith("| ") and "`--stagehand-" in line]
    for spec in SPECS:
        row = next((r for r in rows if f"`{spec.cli_flag}`" in r), None)
        assert row is not None, f"{spec.cli_flag} is missing from the README's settings table"
        assert f"`{spec.ini_key}`" in row, row
        assert f"`{spec.env_var}`" in row, row
    assert len(rows) == len(SPECS), "the table lists a setting the code does not have"


def test_every_flag_the_readme_mentions_exists() -> None:
    help_text = subprocess.run(
        [sys.executable, "-m", "pytest", "--help"], capture_output=True, text=True, timeout=120
    ).stdout
    for flag in set(re.findall(r"--stagehand-[a-z-]+", TEXT)):
        assert flag in help_text, f"README mentions {flag}, which pytest does not know"


def test_every_cli_command_the_readme_shows_exists() -> None:
    commands = set(re.findall(r"python -m pytest_stagehand ((?:cache|heal) \w+)", TEXT))
    assert {"cache list", "cache show", "cache prune", "heal apply"} <= commands
    for command in commands:
        result = subprocess.run(
            [sys.executable, "-m", "pytest_stagehand", *command.split(), "--help"],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert result.returncode == 0, result.stderr


def test_the_cache_commands_work_on_a_recorded_project(example_project: Path, tmp_path: Path) -> None:
    """The README's `python -m pytest_stagehand cache list|show|prune` lines, run as shown in a
    project its examples recorded; prune after a full run that no longer has the journey test."""
    project = tmp_path / "project"
    shutil.copytree(
        example_project, project, ignore=shutil.ignore_patterns(".stagehand-cache", "test_wrong_*")
    )
    (block,) = [code for _, code in blocks("bash") if "pytest_stagehand cache" in code]
    commands = [line.split("#")[0].split() for line in block.splitlines() if line.strip()]
    assert [command[3:] for command in commands] == [
        ["cache", "list"],
        ["cache", "show", "tests/test_shop.py"],
        ["cache", "show", "tests/test_shop.py", "--json"],
        ["cache", "prune", "--dry-run"],
        ["cache", "prune"],
    ]
    listing, showing, showing_json, dry_run, pruning = commands

    def run(command: list[str]) -> str:
        assert command[:3] == ["python", "-m", "pytest_stagehand"]
        result = subprocess.run(
            [sys.executable, *command[1:]], cwd=project, capture_output=True, text=True, timeout=120
        )
        assert result.returncode == 0, result.stdout + result.stderr
        return result.stdout

    recorded = run_pytest(project, "--stagehand-cache=auto")
    assert recorded.returncode == 0, recorded.stdout + recorded.stderr

    listed = run(listing)
    # "the user is logged in" under "Welcome ada" is decided by the page text: never stored.
    assert "test_readme_example.py: 2 test(s), 8 entr(y/ies) [act 6, evaluate 1, extract 1]" in listed
    assert "test_readme_journey.py: 1 test(s), 3 entr(y/ies) [act 2, evaluate 1]" in listed
    assert "test_readme_tabs.py: 1 test(s), 1 entr(y/ies) [act 1]" in listed  # the new tab's act
    assert "test_readme_compound.py: 1 test(s), 1 entr(y/ies) [act 1]" in listed  # one entry, three steps
    assert "test_readme_agent.py: 1 test(s), 3 entr(y/ies) [act 1, agent 1, evaluate 1]" in listed
    assert "5 file(s), 16 entr(y/ies)" in listed

    # The README shows a test file of its own; here it is the 30-second example's.
    summary = run([*showing[:5], "test_readme_example.py"])
    assert "  test_login[chromium]" in summary.splitlines()
    assert "    act \"type %password% into the 'password' box\"" in summary  # the name, not the value
    assert "s3cret" not in summary
    shown = json.loads(run([*showing_json[:5], "test_readme_example.py", *showing_json[6:]]))
    tests = shown["test_readme_example.py"]
    assert sorted(tests) == ["test_login[chromium]", "test_search_and_add_to_cart[chromium]"]
    instructions = {entry["key"]["instruction"] for entry in tests["test_login[chromium]"].values()}
    assert "type %password% into the 'password' box" in instructions  # the variable's name, not its value
    assert "s3cret" not in json.dumps(shown)

    (project / "test_readme_journey.py").unlink()
    full_run = run_pytest(project, "--stagehand-cache=replay")
    assert full_run.returncode == 0, full_run.stdout + full_run.stderr
    listed_before = run(listing)
    would = run(dry_run)
    assert "4 entr(y/ies) not used in the last full run would be pruned (nothing changed)" in would
    assert "would remove test_readme_journey.py::test_add_then_open_the_cart[chromium]" in would
    assert run(listing) == listed_before
    pruned = run(pruning)
    # 3 of the journey, and the agent's act: a replayed agent run replays its own entry's steps, so the
    # act entry recorded beside it (what a fresh run of the agent would reuse) was not used
    assert "pruned 4 entr(y/ies) not used in the last full run" in pruned, pruned
    assert "removed test_readme_journey.py::test_add_then_open_the_cart[chromium]" in pruned
    listed = run(listing)
    assert "test_readme_journey.py" not in listed
    assert "4 file(s), 12 entr(y/ies)" in listed  # the example, the agent, the new tab and the compound act


def test_the_ci_recipe_uses_flags_and_files_that_exist(tmp_path: Path) -> None:
    (recipe,) = [code for name, code in blocks("yaml") if name is None]
    runs = [line.split("run:", 1)[1].split("#")[0].strip() for line in recipe.splitlines() if "run:" in line]
    (pytest_run,) = [run for run in runs if run.startswith("pytest")]
    # The recipe's pytest line parses (a usage error is exit code 4), in replay as CI sets it.
    (tmp_path / "test_nothing.py").write_text("def test_nothing():\n    pass\n", encoding="utf-8")
    parsed = subprocess.run(
        [sys.executable, "-m", *shlex.split(pytest_run), "--collect-only", "-p", "no:cacheprovider"],
        cwd=tmp_path,
        env={**os.environ, "CI": "true"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert parsed.returncode == 0, parsed.stdout + parsed.stderr
    assert "cache='replay'" in parsed.stdout, parsed.stdout
    install = next(run for run in runs if "playwright install" in run)
    playwright_help = subprocess.run(
        [sys.executable, "-m", "playwright", "install", "--help"], capture_output=True, text=True, timeout=120
    ).stdout
    for flag in re.findall(r"(--[a-z-]+)", install.split("playwright install", 1)[1]):
        assert flag in playwright_help, f"the CI recipe passes {flag} to playwright install"
    # The artifact it uploads is the file the plugin writes.
    from pytest_stagehand.reporting.heal_report import REPORT_FILE

    assert f"path: {REPORT_FILE}" in recipe
