"""Compound and single-action instructions, as a tester writes them, with the local model.

Task pages of the kinds testers write several actions for in one sentence: forms (a field and a
button, a login), lists (a native select and a button), sequences of buttons, checkboxes, dialogs
(a confirmation that appears after a click) and tabs (a panel that appears after a click). Each kind
has seeded variations (names, labels, values, distractor controls, order on the page); even seeds
are the development half (prompts are tuned on them only), odd seeds the held-out half. Single-
action tasks on the same kinds of pages check that one-action instructions stay as accurate.

Every task is one ``page.act(instruction)`` on a fresh page, cache off; it succeeds when the page's
``#result`` line reads what the instruction should lead to. Measured per task: success, LLM calls,
prompt and completion tokens (from ``page.history``), seconds.

Run (the local model is shared: take the lock)::

    flock /tmp/local-llm.lock .venv/bin/python bench/bench_compound.py [--half dev|held-out|all]
        [--kind single|compound|all] [--seeds 0,1] [--limit N] [--jsonl FILE] [--write]

``--write`` puts the table in BENCHMARKS.md ("## Compound act").
"""

from __future__ import annotations

import argparse
import datetime
import importlib
import json
import os
import random
import re
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from playwright.sync_api import Browser, Page, Route, sync_playwright

from pytest_stagehand.browser import find_system_chromium
from pytest_stagehand.config import CacheMode, Settings
from pytest_stagehand.page import StagehandPage
from pytest_stagehand.pipelines.results import ActResult
from pytest_stagehand.runtime.state import StagehandRuntime

sys.path.insert(0, str(Path(__file__).resolve().parent))

from sections import write_section

SECTION_TITLE = "## Compound act"
# The blind sets, each written by a helper that never saw the plugin (compound_<name>.py).
FRESH_SETS = (
    "fresh",
    "fresh2",
    "fresh3",
    "fresh4",
    "fresh5",
    "fresh6",
    "fresh7",
    "fresh8",
    "fresh9",
    "fresh10",
    "fresh11",
    "fresh12",
    "fresh13",
    "fresh14",
    "fresh15",
    "fresh16",
    "fresh17",
    "fresh18",
    "fresh19",
)
TRACE: Path | None = None  # --trace FILE
SEEDS = range(6)  # per kind; even = development, odd = held-out
NAMES = ["Jerald", "Bobine", "Ada", "Vina", "Oskar", "Lumi", "Priya", "Tomas", "Greta", "Yusuf"]
WORDS = ["ONE", "TWO", "THREE", "RED", "BLUE", "GREEN", "ALPHA", "BETA", "NORTH", "SOUTH"]
FRUITS = ["Apple", "Banana", "Cherry", "Mango", "Peach", "Plum", "Kiwi", "Lemon"]

SHOW = "function show(t){document.getElementById('result').textContent=t}function $(id){return document.getElementById(id)}"


@dataclass(frozen=True)
class Task:
    name: str
    kind: str  # form, login, list, sequence, checkboxes, dialog, tabs
    seed: int
    compound: bool
    html: str
    instruction: str
    expected: str

    @property
    def half(self) -> str:
        return "dev" if self.seed % 2 == 0 else "held-out"


def pick(key: str, seed: int, values: list[str]) -> str:
    """The seed-th value of a fixed shuffle, so a kind's 4 seeds get 4 different values (the fresh
    sets' tasks). No held-out task then repeats a development task's value (given at least 4 values).
    """
    return random.Random(key).sample(values, len(values))[seed % len(values)]


def page_html(body: str, script: str = "") -> str:
    return (
        f"<!doctype html><title>Task</title><h1>Task</h1>{body}<p>Result: <span id=result></span></p>"
        f"<script>{SHOW};{script}</script>"
    )


def form_task(seed: int, compound: bool) -> Task:
    rng = random.Random(f"form{seed}")
    name = rng.choice(NAMES)
    button = rng.choice(["Submit", "Send", "Save"])
    extra = rng.choice(["", "<button onclick=\"show('reset')\">Reset</button>"])
    field = rng.choice(["text field", "input box", "field"])
    body = f"<label>Name <input id=name></label>{extra}<button onclick=\"show('got '+$('name').value)\">{button}</button>"
    if compound:
        instruction = rng.choice(
            [
                f'Enter "{name}" into the {field} and press {button}',
                f"Type {name} in the {field}, then click {button}",
                f'Fill the {field} with "{name}" and click the {button} button',
            ]
        )
        return Task(f"form-{seed}", "form", seed, True, page_html(body), instruction, f"got {name}")
    body = f"<label>Name <input id=name value='{name}'></label>{extra}<button onclick=\"show('got '+$('name').value)\">{button}</button>"
    return Task(
        f"form1-{seed}", "form", seed, False, page_html(body), f"Click the {button} button", f"got {name}"
    )


def login_task(seed: int, compound: bool) -> Task:
    rng = random.Random(f"login{seed}")
    user, password = rng.choice(NAMES).lower(), rng.choice(["US", "pw123", "secret", "hunter2", "abc"])
    button = rng.choice(["Login", "Log in", "Sign in"])
    body = (
        "<label>Username <input id=u></label><label>Password <input id=p type=password></label>"
        f"<button onclick=\"show($('u').value+'/'+$('p').value)\">{button}</button><a href='#'>Forgot password?</a>"
    )
    if compound:
        instruction = rng.choice(
            [
                f'Enter the username "{user}" and the password "{password}" into the text fields and press {button.lower()}',
                f'Type "{user}" as the username, "{password}" as the password, then click {button}',
                f"Fill in username {user} and password {password} and click {button}",
            ]
        )
        return Task(f"login-{seed}", "login", seed, True, page_html(body), instruction, f"{user}/{password}")
    return Task(
        f"login1-{seed}", "login", seed, False, page_html(body), f'Type "{user}" into the username field', ""
    )


def list_task(seed: int, compound: bool) -> Task:
    rng = random.Random(f"list{seed}")
    options = rng.sample(NAMES, 4)
    choice = rng.choice(options[1:])
    button = rng.choice(["Submit", "Confirm", "OK"])
    opts = "".join(f"<option>{o}</option>" for o in options)
    body = f"<label>Person <select id=s>{opts}</select></label><button onclick=\"show('chose '+$('s').value)\">{button}</button>"
    if compound:
        instruction = rng.choice(
            [
                f"Select {choice} from the list and click {button}",
                f"Choose {choice} in the dropdown, then press {button}",
                f"Pick {choice} from the person list and press the {button} button",
            ]
        )
        return Task(f"list-{seed}", "list", seed, True, page_html(body), instruction, f"chose {choice}")
    script = "$('s').onchange=()=>show('chose '+$('s').value)"
    return Task(
        f"list1-{seed}",
        "list",
        seed,
        False,
        page_html(body, script),
        f"Select {choice} from the list",
        f"chose {choice}",
    )


def sequence_task(seed: int, compound: bool) -> Task:
    rng = random.Random(f"seq{seed}")
    words = rng.sample(WORDS, 4)
    rng.shuffle(words)
    first, second = rng.sample(words, 2)
    body = "".join(
        f"<button onclick=\"r=document.getElementById('result');r.textContent=(r.textContent+' {w}').trim()\">{w}</button>"
        for w in words
    )
    if compound:
        instruction = rng.choice(
            [
                f"Click button {first}, then click button {second}",
                f"Press {first} and then {second}",
                f"Click {first} and click {second}",
            ]
        )
        return Task(f"seq-{seed}", "sequence", seed, True, page_html(body), instruction, f"{first} {second}")
    return Task(f"seq1-{seed}", "sequence", seed, False, page_html(body), f"Click button {first}", first)


def checkbox_task(seed: int, compound: bool) -> Task:
    rng = random.Random(f"check{seed}")
    fruits = rng.sample(FRUITS, 4)
    picked = sorted(rng.sample(fruits, 2))
    button = rng.choice(["Save", "Apply", "Done"])
    boxes = "".join(f"<label><input type=checkbox value={f}> {f}</label>" for f in fruits)
    save = "show([...document.querySelectorAll('input:checked')].map(c=>c.value).sort().join(','))"
    body = f'{boxes}<button onclick="{save}">{button}</button>'
    if compound:
        instruction = rng.choice(
            [
                f"Check {picked[0]} and {picked[1]}, then click {button}",
                f"Tick the {picked[0]} and {picked[1]} checkboxes and press {button}",
                f"Select the {picked[1]} checkbox and the {picked[0]} checkbox and click {button}",
            ]
        )
        return Task(f"check-{seed}", "checkboxes", seed, True, page_html(body), instruction, ",".join(picked))
    script = "document.querySelectorAll('input').forEach(c=>c.onchange=()=>" + save + ")"
    return Task(
        f"check1-{seed}",
        "checkboxes",
        seed,
        False,
        page_html(body, script),
        f"Check the {picked[0]} checkbox",
        picked[0],
    )


def dialog_task(seed: int, compound: bool) -> Task:
    rng = random.Random(f"dialog{seed}")
    thing = rng.choice(["item", "file", "order", "draft"])
    opener = rng.choice([f"Delete {thing}", f"Remove {thing}", f"Archive {thing}"])
    confirm = rng.choice(["Confirm", "Yes", "OK"])
    delay = rng.choice([0, 300, 600])
    script = (
        "$('trigger').onclick=()=>setTimeout(()=>{const d=document.createElement('div');d.setAttribute('role','dialog');"
        f"d.innerHTML='<p>Are you sure?</p><button id=c>{confirm}</button><button>Cancel</button>';"
        f"document.body.append(d);$('c').onclick=()=>{{show('done');d.remove()}}}},{delay})"
    )
    body = f"<button>Refresh</button><button id=trigger>{opener}</button>"
    if compound:
        instruction = rng.choice(
            [
                f"Click {opener}, then click {confirm} in the dialog",
                f"Press the {opener} button and confirm with {confirm}",
                f"Click {opener} and then {confirm}",
            ]
        )
        return Task(f"dialog-{seed}", "dialog", seed, True, page_html(body, script), instruction, "done")
    script1 = "$('trigger').onclick=()=>show('opened')"
    return Task(
        f"dialog1-{seed}", "dialog", seed, False, page_html(body, script1), f"Click {opener}", "opened"
    )


def tabs_task(seed: int, compound: bool) -> Task:
    rng = random.Random(f"tabs{seed}")
    tabs = rng.sample(["General", "Settings", "Profile", "Billing", "Privacy"], 3)
    target = rng.choice(tabs[1:])
    control = rng.choice(["Enable notifications", "Dark mode", "Two-factor login"])
    script = (
        "document.querySelectorAll('[role=tab]').forEach(t=>t.onclick=()=>{const panel=$('panel');panel.innerHTML='';"
        f"if(t.textContent==='{target}'){{const b=document.createElement('button');b.textContent='{control}';"
        f"b.onclick=()=>show('{control} on');panel.append(b)}}else{{const p=document.createElement('p');"
        "p.textContent='Nothing here';panel.append(p)}})"
    )
    tablist = "".join(f"<button role=tab>{t}</button>" for t in tabs)
    body = f"<div role=tablist>{tablist}</div><div id=panel role=tabpanel></div>"
    if compound:
        instruction = rng.choice(
            [
                f"Open the {target} tab and click {control}",
                f"Go to the {target} tab, then press {control}",
                f"Click the {target} tab and then click the {control} button",
            ]
        )
        return Task(f"tabs-{seed}", "tabs", seed, True, page_html(body, script), instruction, f"{control} on")
    script1 = "document.querySelectorAll('[role=tab]').forEach(t=>t.onclick=()=>show(t.textContent))"
    return Task(
        f"tabs1-{seed}", "tabs", seed, False, page_html(body, script1), f"Open the {target} tab", target
    )


KINDS: tuple[Callable[[int, bool], Task], ...] = (
    form_task,
    login_task,
    list_task,
    sequence_task,
    checkbox_task,
    dialog_task,
    tabs_task,
)


def all_tasks() -> list[Task]:
    return [make(seed, compound) for compound in (True, False) for make in KINDS for seed in SEEDS]


def single_outcome(task: Task, page: Page) -> str:
    """What a single-action task left on the page (the login one types without submitting)."""
    if task.kind == "login" and not task.compound:
        return page.locator("#u").input_value()
    return page.locator("#result").text_content() or ""


def expected_of(task: Task) -> str:
    if task.kind == "login" and not task.compound:
        return str(re.findall(r'"([^"]+)"', task.instruction)[0])
    return task.expected


@dataclass
class Outcome:
    task: Task
    success: bool
    calls: int
    prompt_tokens: int
    completion_tokens: int
    seconds: float
    error: str = ""


def run_task(browser: Browser, task: Task, settings: Settings) -> Outcome:
    context = browser.new_context()
    page = context.new_page()

    def serve(route: Route) -> None:
        # The charset said: without it Chromium reads UTF-8 as Latin-1 ("•" became "â€¢" in options).
        route.fulfill(body=task.html, content_type="text/html; charset=utf-8")

    page.route("http://bench.local/**", serve)
    page.goto(f"http://bench.local/{task.name}.html")
    runtime = StagehandRuntime(settings=settings, test_file="bench_compound.py", test_name=task.name)
    page.__class__ = StagehandPage
    page._stagehand = runtime  # type: ignore[attr-defined]
    shpage: StagehandPage = page  # type: ignore[assignment]
    started = time.perf_counter()
    error = full_error = ""
    try:
        shpage.act(task.instruction)
    except Exception as e:  # a failed task is a measurement, not a crash of the bench
        full_error = f"{type(e).__name__}: {e}"
        error = full_error.splitlines()[0][:160]
    seconds = time.perf_counter() - started
    page.wait_for_timeout(100)
    got = single_outcome(task, page)
    history = shpage.history
    outcome = Outcome(
        task,
        got == expected_of(task),
        sum(entry.llm_calls for entry in history),
        sum(entry.usage.prompt_tokens for entry in history),
        sum(entry.usage.completion_tokens for entry in history),
        seconds,
        error or ("" if got == expected_of(task) else f"page shows {got!r}, expected {expected_of(task)!r}"),
    )
    if TRACE is not None:  # what the model was shown and answered, to read why a task failed
        with TRACE.open("a", encoding="utf-8") as out:
            exchanges = [{"prompt": x.prompt, "response": x.response} for e in history for x in e.exchanges]
            done = [  # what was performed, after the plan's checks and repairs
                a.description for e in history if isinstance(e.result, ActResult) for a in e.result.actions
            ]
            row = {"task": task.name, "error": full_error, "actions": done, "exchanges": exchanges}
            out.write(json.dumps(row) + "\n")
    context.close()
    return outcome


def summary(outcomes: list[Outcome]) -> dict[str, float]:
    if not outcomes:
        return {}
    n = len(outcomes)
    return {
        "n": n,
        "ok": sum(o.success for o in outcomes),
        "calls": sum(o.calls for o in outcomes) / n,
        "prompt": statistics.mean(o.prompt_tokens for o in outcomes),
        "completion": statistics.mean(o.completion_tokens for o in outcomes),
        "seconds": statistics.median(o.seconds for o in outcomes),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--half", choices=["dev", "held-out", "all"], default="dev")
    parser.add_argument("--kind", choices=["single", "compound", "all"], default="all")
    parser.add_argument("--limit", type=int, default=0)
    parser.add_argument("--seeds", default="", help="comma-separated seeds to run (a subsample), e.g. 0,1")
    parser.add_argument("--write", action="store_true", help="write the section from --jsonl's rows")
    parser.add_argument("--note", default="", help="what the section says about this run")
    parser.add_argument("--label", default="")
    parser.add_argument("--jsonl", default="")
    parser.add_argument("--trace", default="", help="append each task's full error and LLM exchanges here")
    parser.add_argument(
        "--set",
        choices=["main", *FRESH_SETS],
        default="main",
        help="fresh: compound_fresh.py's tasks (fresh_tasks()); freshN: compound_freshN.py's",
    )
    parser.add_argument("--names", default="", help="comma-separated task names to run, e.g. login-0,list-2")
    args = parser.parse_args()
    global TRACE
    TRACE = Path(args.trace) if args.trace else None
    if args.write and not args.jsonl:
        parser.error("--write needs --jsonl (the section is written from its rows)")
    if args.write and args.set != "main":
        parser.error("--write writes the main set's table; the fresh sets' rows go in by hand")
    if args.set == "main":
        pool = all_tasks()
    else:  # compound only: --kind single then selects nothing
        pool = getattr(importlib.import_module(f"compound_{args.set}"), f"{args.set}_tasks")()
    tasks = [
        t
        for t in pool
        if (args.half == "all" or t.half == args.half)
        and (args.kind == "all" or t.compound == (args.kind == "compound"))
    ]
    if args.seeds:
        wanted = {int(seed) for seed in args.seeds.split(",")}
        tasks = [t for t in tasks if t.seed in wanted]
    if args.names:
        tasks = [t for t in tasks if t.name in set(args.names.split(","))]
    if args.limit:
        tasks = tasks[: args.limit]
    base_url = os.environ.get("OPENAI_BASE_URL", "http://127.0.0.1:18080/v1")
    os.environ.setdefault("OPENAI_API_KEY", "local-llm")
    settings = Settings(
        model=f"openai/{os.environ.get('LOCAL_LLM_MODEL', 'qwen2.5-coder-1.5b')}",
        base_url=base_url,
        llm_timeout=180_000,
        timeout=400_000,
        cache=CacheMode.OFF,
    )
    chromium = find_system_chromium(headless=True)
    outcomes: list[Outcome] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(chromium) if chromium else None)
        for task in tasks:
            outcome = run_task(browser, task, settings)
            outcomes.append(outcome)
            mark = "ok  " if outcome.success else "FAIL"
            print(
                f"{mark} {task.name:10} {task.half:8} calls={outcome.calls} p={outcome.prompt_tokens} "
                f"c={outcome.completion_tokens} {outcome.seconds:5.1f}s {task.instruction!r} {outcome.error}",
                flush=True,
            )
            if args.jsonl:
                with open(args.jsonl, "a", encoding="utf-8") as out:
                    row = {
                        "label": args.label,
                        "task": task.name,
                        "half": task.half,
                        "compound": task.compound,
                        "success": outcome.success,
                        "calls": outcome.calls,
                        "prompt": outcome.prompt_tokens,
                        "completion": outcome.completion_tokens,
                        "seconds": round(outcome.seconds, 2),
                        "error": outcome.error,
                    }
                    out.write(json.dumps(row) + "\n")
        browser.close()
    for compound in (True, False):
        for half in ("dev", "held-out"):
            s = summary([o for o in outcomes if o.task.compound == compound and o.task.half == half])
            if s:
                print(
                    f"{'compound' if compound else 'single':8} {half:8} {s['ok']:.0f}/{s['n']:.0f} "
                    f"calls {s['calls']:.2f} prompt {s['prompt']:.0f} completion {s['completion']:.0f} "
                    f"median {s['seconds']:.1f}s"
                )
    if args.write:
        # Every row of the --jsonl file with this label (runs of several invocations add up).
        with open(args.jsonl, encoding="utf-8") as saved:
            rows = [row for row in map(json.loads, saved) if row["label"] == args.label]
        write_results(rows, args.note)


KEYS = ("calls", "prompt", "completion")


def write_results(rows: list[dict[str, object]], note: str) -> None:
    """The table, from the per-task rows of one or more runs (``--jsonl``), split by kind and half."""
    table = []
    for compound in (True, False):
        for half in ("dev", "held-out"):
            part = [r for r in rows if r["compound"] == compound and r["half"] == half]
            if not part:
                continue
            n = len(part)
            ok = sum(bool(r["success"]) for r in part)
            calls, prompt, completion = (sum(float(str(r[key])) for r in part) / n for key in KEYS)
            seconds = statistics.median(float(str(r["seconds"])) for r in part)
            table.append(
                f"| {'compound' if compound else 'single action'} | {half} | {ok}/{n} ({100 * ok / n:.0f} %) "
                f"| {calls:.2f} | {prompt:.0f} | {completion:.0f} | {seconds:.0f} |"
            )
    lines = [
        SECTION_TITLE,
        "",
        f"Measured {datetime.date.today().isoformat()} with `bench/bench_compound.py`, local "
        "Qwen2.5-Coder-1.5B (CPU, 2 shared cores), real Chromium, cache off, one `page.act(instruction)` "
        f"per task on a fresh page. {note}",
        "",
        "| tasks | half | succeeded | LLM calls / task | prompt tokens / task | completion tokens / task "
        "| median s / task |",
        "|---|---|---|---|---|---|---|",
        *table,
        "",
    ]
    print(write_section(lines[0], lines[1:]))


if __name__ == "__main__":
    main()
