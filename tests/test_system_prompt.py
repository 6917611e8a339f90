"""The app-wide context (``system_prompt``): where it is set, what the model sees, how it keys the cache."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pytest_stagehand import StagehandPage
from pytest_stagehand.cache import CacheStore
from pytest_stagehand.config import CacheMode, CacheModeName, Settings, resolve_settings
from pytest_stagehand.errors import CacheMissError, ConfigError
from pytest_stagehand.llm import tool_call
from pytest_stagehand.prompts.context import CONTEXT_HEADER
from pytest_stagehand.runtime.state import StagehandRuntime
from pytest_stagehand.snapshot import capture_snapshot
from pytest_stagehand.testing import ScriptedLLM
from tests.support.pipeline import choice, id_of
from tests.support.server import Site

pytest_plugins = ["pytester"]

PAGE = "<h1>Konto</h1><button>Speichern</button><button>Löschen</button>"
GERMAN = "The app is in German. Never click Löschen (Delete)."


def start_run(
    page: StagehandPage, root: Path, mode: CacheModeName, llm: ScriptedLLM, system_prompt: str | None
) -> StagehandRuntime:
    runtime = StagehandRuntime(
        settings=Settings(cache=CacheMode(mode), system_prompt=system_prompt),
        test_id="tests/test_x.py::test_x",
        test_file="tests/test_x.py",
        test_name="test_x",
        store=CacheStore(root, mode),
    )
    runtime.llm = llm
    page._stagehand = runtime
    return runtime


def save_choice(page: StagehandPage) -> dict[str, object]:
    return choice(id_of(capture_snapshot(page), "button", "Speichern"), "Speichern button", "click")


def test_the_setting_and_the_calls_own_context_reach_the_system_message_after_the_rules(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    page.goto(site.add("/ctx-act.html", PAGE))
    llm = ScriptedLLM([save_choice(page), save_choice(page), {"extraction": "Konto"}])
    start_run(page, tmp_path, "off", llm, GERMAN)
    page.act("click the save button")
    page.act("click the save button", system_prompt="Speichern means Save.")
    page.extract("the heading")
    first, second, third = (call.messages[0] for call in llm.calls)
    assert first.role == "system"
    assert first.text().endswith(f"{CONTEXT_HEADER}\n{GERMAN}")
    assert second.text().endswith(f"{GERMAN}\n\nSpeichern means Save.")
    assert third.text().endswith(GERMAN)
    assert "Context about the application" not in llm.calls[0].messages[1].text()  # not in the user turn


def test_no_context_leaves_the_prompt_as_it_was(page: StagehandPage, site: Site, tmp_path: Path) -> None:
    page.goto(site.add("/ctx-none.html", PAGE))
    llm = ScriptedLLM([save_choice(page)])
    start_run(page, tmp_path, "off", llm, None)
    page.act("click the save button")
    assert CONTEXT_HEADER not in llm.calls[0].prompt_text


def test_a_changed_context_re_records_instead_of_replaying(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    url = site.add("/ctx-cache.html", PAGE)
    page.goto(url)
    llm = ScriptedLLM([save_choice(page)])
    runtime = start_run(page, tmp_path, "auto", llm, GERMAN)
    page.act("click the save button")
    assert runtime.finish(passed=True) == 1

    page.goto(url)
    same = ScriptedLLM([])
    start_run(page, tmp_path, "replay", same, GERMAN)
    page.act("click the save button")  # the same context: replayed, no model call
    assert same.calls == []

    page.goto(url)
    start_run(page, tmp_path, "replay", ScriptedLLM([]), "The app is in French.")
    with pytest.raises(CacheMissError):
        page.act("click the save button")

    page.goto(url)
    per_call = ScriptedLLM([save_choice(page)])
    start_run(page, tmp_path, "auto", per_call, GERMAN)
    page.act("click the save button", system_prompt="Speichern means Save.")  # the call's own: another key
    assert len(per_call.calls) == 1


def test_an_agent_gets_the_context_after_its_rules_and_a_changed_context_re_records(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    url = site.add("/ctx-agent.html", PAGE)
    page.goto(url)

    def agent_model() -> ScriptedLLM:
        script = [
            tool_call("act", action="click the save button"),
            tool_call("close", reasoning="x", taskComplete=True),
        ]
        return ScriptedLLM(script, model_id="scripted/agent")

    deciding = agent_model()
    runtime = start_run(page, tmp_path, "auto", ScriptedLLM([save_choice(page)]), GERMAN)
    assert page.agent(model=deciding, system_prompt="Be brief.", plan_first=False).execute("save the account")
    system = deciding.calls[0].messages[0].text()
    assert system.endswith(f"{CONTEXT_HEADER}\n{GERMAN}")  # after the agent's own rules, as for act
    assert system.index("Instructions from the test author: Be brief.") < system.index("Rules:")
    assert runtime.finish(passed=True) == 2  # the run's entry and its act's

    page.goto(url)
    start_run(page, tmp_path, "replay", ScriptedLLM([]), GERMAN)
    assert (
        page.agent(model=ScriptedLLM([], model_id="scripted/agent"), system_prompt="Be brief.")
        .execute("save the account")
        .from_cache
    )  # the same context: replayed, no model call

    page.goto(url)
    start_run(page, tmp_path, "replay", ScriptedLLM([]), "The app is in French.")
    with pytest.raises(CacheMissError):
        page.agent(model=ScriptedLLM([], model_id="scripted/agent"), system_prompt="Be brief.").execute(
            "save the account"
        )


def test_a_changed_context_is_another_verdict(page: StagehandPage, site: Site, tmp_path: Path) -> None:
    page.goto(site.add("/ctx-goal.html", PAGE))
    yes: dict[str, object] = {
        "evidence": ["Konto"],
        "reasoning": "The heading says Konto.",
        "evaluation": "YES",
    }
    goal: dict[str, Any] = {"evidence": "page_text", "screenshot_delay_ms": 0}
    llm = ScriptedLLM([yes])
    runtime = start_run(page, tmp_path, "auto", llm, GERMAN)
    assert page.evaluate_goal("the account page is shown", **goal)
    assert llm.calls[0].messages[0].text().endswith(GERMAN)
    assert "YES" in llm.calls[0].messages[0].text()  # the judge's own rules stay
    runtime.finish(passed=True)

    start_run(page, tmp_path, "auto", ScriptedLLM([]), GERMAN)
    assert page.evaluate_goal("the account page is shown", **goal).cached  # same context: reused

    changed = ScriptedLLM([yes, {"evaluations": [yes]}])
    start_run(page, tmp_path, "auto", changed, GERMAN)
    assert not page.evaluate_goal("the account page is shown", system_prompt="Konto = account", **goal).cached
    assert changed.calls[0].messages[0].text().endswith(f"{GERMAN}\n\nKonto = account")
    assert page.evaluate_goals(["the account page is shown"], system_prompt="Konto = account", **goal)
    assert changed.calls[1].messages[0].text().endswith("Konto = account")

    start_run(page, tmp_path, "replay", ScriptedLLM([]), "another context")
    with pytest.raises(CacheMissError):
        page.evaluate_goal("the account page is shown", **goal)


def test_a_context_over_4000_characters_is_a_clear_error(
    page: StagehandPage, site: Site, tmp_path: Path
) -> None:
    with pytest.raises(ConfigError, match=r"system_prompt: 4001 characters is over the limit of 4000"):
        Settings().with_overrides({"system_prompt": "x" * 4001})
    with pytest.raises(ConfigError, match=r"over the limit of 4000.*\(set by the environment"):
        resolve_settings(cli={}, env={"STAGEHAND_SYSTEM_PROMPT": "y" * 5000}, ini={}, rootdir=tmp_path)
    page.goto(site.add("/ctx-long.html", PAGE))
    llm = ScriptedLLM([])
    start_run(page, tmp_path, "off", llm, None)
    with pytest.raises(ConfigError, match="4001 characters"):
        page.act("click the save button", system_prompt="z" * 4001)
    with pytest.raises(ConfigError, match="4001 characters"):
        page.evaluate_goal("anything", system_prompt="z" * 4001, evidence="page_text", screenshot_delay_ms=0)
    assert llm.calls == []


def test_the_header_shows_a_long_context_clipped(tmp_path: Path) -> None:
    settings = resolve_settings(cli={}, env={}, ini={"system_prompt": "a" * 100}, rootdir=tmp_path)
    line = next(line for line in settings.describe() if line.startswith("system_prompt="))
    assert line == f"system_prompt='{'a' * 40}… (100 characters)' (ini)"


def test_ini_env_and_marker_set_it(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> None:
    pytester.makeini("[pytest]\nstagehand_system_prompt = from the ini\n")
    pytester.makepyfile(
        "import pytest\n"
        "def test_session(stagehand_settings):\n"
        "    assert stagehand_settings.system_prompt == 'from the env'\n"
        "@pytest.mark.stagehand(system_prompt='from the marker')\n"
        "def test_marker(request):\n"
        "    from pytest_stagehand.runtime.session import item_settings\n"
        "    assert item_settings(request.node).system_prompt == 'from the marker'\n"
    )
    monkeypatch.setenv("STAGEHAND_SYSTEM_PROMPT", "from the env")
    pytester.runpytest("-p", "no:playwright").assert_outcomes(passed=2)
