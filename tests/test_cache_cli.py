"""Last-run record, prune, and the ``python -m pytest_stagehand cache`` command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pytest_stagehand.__main__ import main
from pytest_stagehand.cache.files import LAST_RUN_FILE, module_file, read_module
from pytest_stagehand.cache.keys import CacheKey
from pytest_stagehand.cache.maintenance import prune_unused, write_last_run
from pytest_stagehand.cache.store import CacheStore
from pytest_stagehand.errors import CacheError

FILE_A = "tests/test_a.py"
FILE_B = "tests/test_b.py"


def key(instruction: str, kind: str = "act") -> CacheKey:
    return CacheKey.build(kind, instruction, "http://h/page")  # type: ignore[arg-type]


@pytest.fixture
def cache_dir(tmp_path: Path) -> Path:
    """A cache with test_a.py (two tests, three entries) and test_b.py (one extract entry)."""
    store = CacheStore(tmp_path, "auto")
    one = store.for_test(FILE_A, "test_one")
    one.record(key("click save"), {"selector": "#save"})
    one.record(key("list buttons", "observe"), {"elements": []})
    one.commit()
    two = store.for_test(FILE_A, "test_two")
    two.record(key("click cancel"), {"selector": "#cancel"})
    two.commit()
    other = store.for_test(FILE_B, "test_three")
    other.record(key("get price", "extract"), {"data": {"price": 3}})
    other.commit()
    return tmp_path


def run_a_suite(root: Path, used: list[tuple[str, str, CacheKey]], *, run_id: str, full_run: bool) -> None:
    store = CacheStore(root, "auto")
    for test_file, test_name, k in used:
        assert store.for_test(test_file, test_name).lookup(k) is not None
    write_last_run(root, run_id, store.used_entries(), full_run=full_run)


def test_last_run_parts_of_one_run_are_merged_and_a_new_run_replaces_them(cache_dir: Path) -> None:
    run_a_suite(cache_dir, [(FILE_A, "test_one", key("click save"))], run_id="r1", full_run=True)
    run_a_suite(cache_dir, [(FILE_B, "test_three", key("get price", "extract"))], run_id="r1", full_run=True)
    record = json.loads((cache_dir / LAST_RUN_FILE).read_text())
    assert record["run_id"] == "r1"
    assert record["full_run"] is True
    assert set(record["used"]) == {FILE_A, FILE_B}
    run_a_suite(cache_dir, [(FILE_B, "test_three", key("get price", "extract"))], run_id="r2", full_run=False)
    record = json.loads((cache_dir / LAST_RUN_FILE).read_text())
    assert set(record["used"]) == {FILE_B}
    assert record["full_run"] is False


def test_prune_removes_exactly_the_entries_unused_in_the_last_full_run(cache_dir: Path) -> None:
    run_a_suite(
        cache_dir,
        [(FILE_A, "test_one", key("click save")), (FILE_A, "test_two", key("click cancel"))],
        run_id="r1",
        full_run=True,
    )
    pruned = prune_unused(cache_dir)
    assert sorted((p.test_file, p.test_name, p.description) for p in pruned) == [
        (FILE_A, "test_one", "observe 'list buttons' at /page"),
        (FILE_B, "test_three", "extract 'get price' at /page"),
    ]
    tests = read_module(module_file(cache_dir, FILE_A))
    assert set(tests) == {"test_one", "test_two"}
    assert list(tests["test_one"]) == [key("click save").digest]
    assert not module_file(cache_dir, FILE_B).exists()
    assert prune_unused(cache_dir) == []  # idempotent


def test_prune_refuses_without_a_last_run_or_after_a_partial_run(cache_dir: Path) -> None:
    with pytest.raises(CacheError, match="no last-run record"):
        prune_unused(cache_dir)
    run_a_suite(cache_dir, [(FILE_A, "test_one", key("click save"))], run_id="r1", full_run=False)
    with pytest.raises(CacheError, match="partial"):
        prune_unused(cache_dir)
    assert len(read_module(module_file(cache_dir, FILE_A))) == 2


def test_cli_list(cache_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    module_file(cache_dir, "tests/test_broken.py").write_text("{")
    assert main(["cache", "list", "--cache-dir", str(cache_dir)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "tests/test_a.py: 2 test(s), 3 entr(y/ies) [act 2, observe 1]",
        "tests/test_b.py: 1 test(s), 1 entr(y/ies) [extract 1]",
        out[2],
        f"3 file(s), 4 entr(y/ies) in {cache_dir}",
    ]
    assert out[2].startswith("tests/test_broken.py: UNUSABLE (not valid JSON")


def test_cli_list_of_an_empty_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cache", "list", "--cache-dir", str(tmp_path / "none")]) == 0
    assert "no cache files" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("target", "expected"),
    [
        (FILE_A, {FILE_A: {"test_one", "test_two"}}),
        (f"{FILE_A}::test_two", {FILE_A: {"test_two"}}),
        ("test_three", {FILE_B: {"test_three"}}),
    ],
)
def test_cli_show(
    cache_dir: Path, capsys: pytest.CaptureFixture[str], target: str, expected: dict[str, set[str]]
) -> None:
    assert main(["cache", "show", target, "--json", "--cache-dir", str(cache_dir)]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert {f: set(tests) for f, tests in shown.items()} == expected


def test_cli_show_of_an_unknown_target_exits_2(cache_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cache", "show", "test_nope", "--cache-dir", str(cache_dir)]) == 2
    assert "no cache entries for 'test_nope'" in capsys.readouterr().err


def test_cli_prune(cache_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cache", "prune", "--cache-dir", str(cache_dir)]) == 2
    assert "no last-run record" in capsys.readouterr().err
    run_a_suite(cache_dir, [(FILE_A, "test_one", key("click save"))], run_id="r", full_run=True)
    before = {path.name: path.read_bytes() for path in cache_dir.glob("*.json")}
    assert main(["cache", "prune", "--dry-run", "--cache-dir", str(cache_dir)]) == 0
    out = capsys.readouterr().out
    assert "3 entr(y/ies) not used in the last full run would be pruned (nothing changed)" in out
    assert "would remove tests/test_b.py::test_three" in out
    assert {path.name: path.read_bytes() for path in cache_dir.glob("*.json")} == before
    assert main(["cache", "prune", "--cache-dir", str(cache_dir)]) == 0
    out = capsys.readouterr().out
    assert "pruned 3 entr(y/ies)" in out
    assert "removed tests/test_b.py::test_three" in out


def test_cli_runs_as_a_module_and_reads_the_cache_dir_from_the_environment(cache_dir: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "pytest_stagehand", "cache", "list"],
        capture_output=True,
        text=True,
        timeout=60,
        env={"STAGEHAND_CACHE_DIR": str(cache_dir), "PATH": "/usr/bin:/bin"},
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "2 file(s), 4 entr(y/ies)" in result.stdout


def test_cli_without_a_command_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["cache"])
    assert exit_info.value.code == 2
    assert "usage" in capsys.readouterr().err


def test_prune_keeps_every_entry_of_a_test_that_did_not_pass(cache_dir: Path) -> None:
    store = CacheStore(cache_dir, "auto")
    assert store.for_test(FILE_A, "test_one").lookup(key("click save")) is not None
    # test_two errored before it used its entry; test_three (other file) did too.
    write_last_run(
        cache_dir,
        "r1",
        store.used_entries(),
        full_run=True,
        not_passed={FILE_A: ["test_two"], FILE_B: ["test_three"]},
    )
    pruned = prune_unused(cache_dir)
    assert [(p.test_name, p.description) for p in pruned] == [("test_one", "observe 'list buttons' at /page")]
    assert set(read_module(module_file(cache_dir, FILE_A))) == {"test_one", "test_two"}
    assert read_module(module_file(cache_dir, FILE_B))["test_three"]


def test_cli_show_says_which_file_is_unusable_and_why(
    cache_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    module_file(cache_dir, "tests/test_broken.py").write_text("{")
    assert main(["cache", "show", "tests/test_broken.py", "--cache-dir", str(cache_dir)]) == 2
    err = capsys.readouterr().err
    assert "tests/test_broken.py: the cache file is unusable (not valid JSON" in err
    assert "no cache entries for 'tests/test_broken.py'" in err
    # A bare test name could be in the unusable file too: the entries found, and a note about it.
    assert main(["cache", "show", "test_two", "--json", "--cache-dir", str(cache_dir)]) == 0
    shown = capsys.readouterr()
    assert set(json.loads(shown.out)) == {FILE_A}
    assert "tests/test_broken.py: the cache file is unusable" in shown.err
    # Another file's target does not mention it.
    assert main(["cache", "show", FILE_B, "--cache-dir", str(cache_dir)]) == 0
    assert "unusable" not in capsys.readouterr().err


def test_cli_show_lists_a_tests_entries_in_the_order_the_test_used_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    session = CacheStore(tmp_path, "auto").for_test(FILE_A, "test_steps")
    steps = [key(f"step {n}") for n in range(6)]
    for step in steps:
        session.record(step, {"n": step.instruction})
    session.commit()
    assert main(["cache", "show", f"{FILE_A}::test_steps", "--json", "--cache-dir", str(tmp_path)]) == 0
    shown = json.loads(capsys.readouterr().out)[FILE_A]["test_steps"]
    assert list(shown) == [step.digest for step in steps]
    assert list(shown) != sorted(shown)


EXAMPLE_CACHE = Path(__file__).resolve().parents[1] / "example_suite" / ".stagehand-cache"


def test_cli_show_prints_a_summary_per_test_of_the_example_suites_cache(
    capsys: pytest.CaptureFixture[str],
) -> None:
    raw = (EXAMPLE_CACHE / "test_shop_ai.py.json").read_text(encoding="utf-8")
    assert main(["cache", "show", "test_shop_ai.py", "--cache-dir", str(EXAMPLE_CACHE)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("test_shop_ai.py: ")
    assert len(lines) < len(raw.splitlines()) / 3  # a summary, not the JSON
    text = "\n".join(lines)
    assert "  test_checkout_form_validation[chromium]" in lines
    assert (
        "    act \"type ada lovelace into the 'full name' field\" at /checkout.html\n"
        "      → type('Ada Lovelace') on textbox 'Full name' (css=#full-name)\n"
        "      recorded unknown date, never healed"
    ) in text
    assert (
        "    observe 'find the cart link' at /products.html\n      → click() on link 'Cart 0' (css=#cart-link)"
        in text
    )
    # A verdict shows its answer and the model's reasoning (whose words change with each re-record).
    assert "    evaluate 'the cart lists a walnut fountain pen' at /cart.html\n      → YES: " in text
    assert '→ {"name": "Glass Teapot", "price": "$29.50"}' in text


def test_cli_show_prints_an_agent_run_as_its_steps(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fingerprint = {"tag": "input", "role": "textbox", "name": "Username"}
    element = {"fingerprint": fingerprint, "locators": ["css=#user"]}
    typed = {"element": element, "method": "fill", "arguments": ["ada"], "description": "Username"}
    payload = {
        "steps": [
            {"tool": "goto", "url": "/login.html"},
            {"tool": "act", "instruction": "type ada into 'Username'", "steps": [typed]},
            {"tool": "fillForm", "acts": [{"tool": "act", "instruction": "type ada", "steps": [typed]}]},
            {"tool": "keys", "keys": "Enter"},
        ],
        "message": "logged in as ada",
    }
    session = CacheStore(tmp_path, "auto").for_test(FILE_A, "test_agent")
    session.record(key("log in as ada", kind="agent"), payload)
    session.commit()
    assert main(["cache", "show", FILE_A, "--cache-dir", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[2:7] == [
        "    agent 'log in as ada' at /page",
        '      → goto {"url": "/login.html"}',
        "      → act \"type ada into 'Username'\": fill('ada') on textbox 'Username' (css=#user)",
        "      → fillForm: act 'type ada': fill('ada') on textbox 'Username' (css=#user)",
        '      → keys {"keys": "Enter"}',
    ]


def test_an_entry_keeps_its_recording_date_and_counts_its_heals(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import datetime

    today = datetime.date.today().isoformat()
    session = CacheStore(tmp_path, "auto").for_test(FILE_A, "test_steps")
    session.record(key("click save"), {"steps": [{"method": "click", "arguments": []}]})
    session.commit()
    path = CacheStore(tmp_path, "auto").file_for(FILE_A)
    stored = json.loads(path.read_text())["tests"]["test_steps"]
    (entry,) = stored.values()
    assert entry["recorded"] == today
    assert "heals" not in entry
    entry["recorded"] = "2026-01-02"  # recorded long ago
    path.write_text(json.dumps({"schema_version": 1, "test_file": FILE_A, "tests": {"test_steps": stored}}))
    session = CacheStore(tmp_path, "auto").for_test(FILE_A, "test_steps")
    session.replace(key("click save"), {"steps": [{"method": "click", "arguments": []}]})
    session.commit()
    assert main(["cache", "show", "--cache-dir", str(tmp_path)]) == 0
    assert f"recorded 2026-01-02, healed 1× (last {today})" in capsys.readouterr().out


def run_cli(cwd: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pytest_stagehand", "cache", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=60,
        env={"PATH": "/usr/bin:/bin", **(env or {})},
        check=False,
    )


def make_project(root: Path, config_name: str, config_text: str) -> Path:
    """A project whose config file names its cache directory, with one recorded entry there."""
    (root / "tests" / "ui").mkdir(parents=True)
    (root / config_name).write_text(config_text, encoding="utf-8")
    session = CacheStore(root / "ui-cache", "auto").for_test("tests/ui/test_a.py", "test_one")
    session.record(key("click save"), {"x": 1})
    session.commit()
    return root


@pytest.mark.parametrize(
    ("config_name", "config_text"),
    [
        ("pytest.ini", "[pytest]\nstagehand_cache_dir = ui-cache\n"),
        ("pyproject.toml", '[tool.pytest.ini_options]\nstagehand_cache_dir = "ui-cache"\n'),
        ("tox.ini", "[pytest]\nstagehand_cache_dir = ui-cache\n"),
        ("setup.cfg", "[tool:pytest]\nstagehand_cache_dir = ui-cache\n"),
    ],
)
def test_cli_finds_the_rootdir_and_the_ini_cache_dir_like_pytest(
    tmp_path: Path, config_name: str, config_text: str
) -> None:
    root = make_project(tmp_path / "project", config_name, config_text)
    result = run_cli(root / "tests" / "ui", "list")  # run from deep inside the project
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "tests/ui/test_a.py: 1 test(s), 1 entr(y/ies) [act 1]",
        f"1 file(s), 1 entr(y/ies) in {root / 'ui-cache'}",
    ]


def test_cli_cache_dir_precedence_is_option_then_environment_then_ini(tmp_path: Path) -> None:
    root = make_project(tmp_path / "project", "pytest.ini", "[pytest]\nstagehand_cache_dir = ui-cache\n")
    elsewhere = tmp_path / "elsewhere"
    from_env = run_cli(root, "list", env={"STAGEHAND_CACHE_DIR": str(elsewhere)})
    assert from_env.stdout.strip() == f"no cache files in {elsewhere}"
    relative_env = run_cli(root / "tests", "list", env={"STAGEHAND_CACHE_DIR": "other"})
    assert relative_env.stdout.strip() == f"no cache files in {root / 'other'}"  # from the rootdir
    from_option = run_cli(root, "list", "--cache-dir", "opt", env={"STAGEHAND_CACHE_DIR": str(elsewhere)})
    assert from_option.stdout.strip() == f"no cache files in {Path('opt')}"
    default = run_cli(root, "list", "--rootdir", str(root), "-c", str(tmp_path / "none.ini"))
    assert default.returncode == 2
    assert "not found" in default.stderr  # pytest's own message for a missing -c file


def test_cli_reports_a_broken_ini_file_instead_of_guessing(tmp_path: Path) -> None:
    root = make_project(tmp_path / "project", "pytest.ini", "[pytest\nstagehand_cache_dir = x\n")
    result = run_cli(root, "list")
    assert result.returncode == 2
    assert "pytest could not read the project's configuration" in result.stderr


def test_a_last_run_record_missing_a_table_is_another_format(tmp_path: Path) -> None:
    write_last_run(tmp_path, "run-1", {}, full_run=True)
    record = json.loads((tmp_path / LAST_RUN_FILE).read_text(encoding="utf-8"))
    assert prune_unused(tmp_path) == []  # the record as written is read
    del record["not_passed"]
    (tmp_path / LAST_RUN_FILE).write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(CacheError, match="has another format; run the full suite again"):
        prune_unused(tmp_path)


def test_review_decisions_keep_an_accepted_heals_element_and_remove_a_rejected_entry(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = {"fingerprint": {"tag": "button", "name": "Log in"}, "locators": ["css=#login-btn"]}
    new = {"fingerprint": {"tag": "button", "name": "Sign in"}, "locators": ["css=#sign-in"]}
    session = CacheStore(tmp_path, "auto").for_test(FILE_A, "test_login")
    for instruction in ("click log in", "click help"):
        session.record(key(instruction), {"steps": [{"method": "click", "arguments": [], "element": old}]})
    session.commit()
    decisions = tmp_path / "decisions.json"
    decisions.write_text(
        json.dumps(
            {
                "heal_decisions": [
                    {
                        "test_file": FILE_A,
                        "test_name": "test_login",
                        "entry": key("click log in").digest,
                        "step": 0,
                        "decision": "accepted",
                        "new_element": new,
                    },
                    {
                        "test_file": FILE_A,
                        "test_name": "test_login",
                        "entry": key("click help").digest,
                        "step": 0,
                        "decision": "rejected",
                        "new_element": new,
                    },
                    {
                        "test_file": FILE_A,
                        "test_name": "test_login",
                        "entry": "0" * 16,
                        "decision": "rejected",
                    },
                ]
            }
        )
    )
    assert main(["cache", "review", str(decisions), "--cache-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"updated {FILE_A}::test_login {key('click log in').digest}")
    assert out[1].startswith(f"removed {FILE_A}::test_login {key('click help').digest}")
    assert out[2].startswith(f"skipped {FILE_A}::test_login {'0' * 16}: no such entry")
    stored = CacheStore(tmp_path, "auto").module(FILE_A)["test_login"]
    assert list(stored) == [key("click log in").digest]
    assert stored[key("click log in").digest]["payload"]["steps"][0]["element"] == new

    decisions.write_text(json.dumps({"heal_decisions": [{"test_file": FILE_A, "decision": "maybe"}]}))
    assert main(["cache", "review", str(decisions), "--cache-dir", str(tmp_path)]) == 2
    assert "heal decision 1 needs test_file, test_name, entry" in capsys.readouterr().err
