"""The agent with the local model on multi-step tasks (the corpus below); and a cached run's replay.

Part 1 (needs the local model; wrap in flock): every task in a fresh page, ``page.agent().execute()``
with the model deciding the tool calls (schema mode: one grammar-constrained call per turn) and
running act / extract itself, ``max_steps`` 12. Per task: solved (the task's check on the final page),
steps, LLM calls, tokens, seconds. Reported per split (dev / held-out) and kind (single / two-page).

Part 2 (no model): one recorded agent run (scripted agent model, rule-based act) replayed from the
cache in ``replay`` mode (a model call would raise) vs the same steps written by hand in Playwright,
alternating which goes first; the median of per-round ratios.

Run:  flock /tmp/local-llm.lock .venv/bin/python bench/bench_agent.py [--split dev] [--limit N] [--write]
      .venv/bin/python bench/bench_agent.py --replay-only --write
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib import import_module
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, Route, sync_playwright

from pytest_stagehand.browser import find_system_chromium
from pytest_stagehand.cache import CacheStore
from pytest_stagehand.config import CacheMode, Settings
from pytest_stagehand.llm import LLMClient, Message, build_llm_client, tool_call
from pytest_stagehand.page import StagehandPage
from pytest_stagehand.runtime.state import StagehandRuntime
from pytest_stagehand.testing import FunctionLLM, ScriptedLLM

sys.path.insert(0, str(Path(__file__).resolve().parent))

from sections import write_section

# ---- the corpus ----------------------------------------------------------------------------------
NAMES = ["ada", "bob", "cleo", "dan", "eve", "finn", "gus", "hana"]
PRODUCTS = [("Blue Mug", "9.00"), ("Red Kettle", "25.00"), ("Desk Lamp", "12.50"), ("Green Teapot", "18.00")]
PLANS = ["Basic", "Standard", "Premium"]


@dataclass(frozen=True)
class Task:
    name: str
    family: str
    kind: str  # "single" (one page) or "two" (spans two pages)
    seed: int
    instruction: str
    start: str
    pages: dict[str, str] = field(repr=False)
    check: str = field(repr=False)  # JS expression, true when solved

    @property
    def split(self) -> str:
        return "dev" if self.seed % 2 == 0 else "held-out"


def _login_page(target: str = "") -> str:
    go = f"location.href = '{target}?u=' + encodeURIComponent(this.username.value);" if target else ""
    return f"""<!doctype html><title>Sign in</title><h1>Sign in</h1>
<form onsubmit="event.preventDefault(); if (this.password.value === 'pass123') {{
  document.getElementById('status').textContent = 'Welcome ' + this.username.value; {go} }}
  else document.getElementById('status').textContent = 'Wrong password'">
<label>Username <input name=username></label>
<label>Password <input name=password type=password></label>
<button>Log in</button></form><p id=status></p>"""


def _shop_page(cart_link: bool) -> str:
    items = "".join(
        f"<li>{n} <span>${p}</span> <button onclick=\"add('{n}')\">Add {n}</button></li>" for n, p in PRODUCTS
    )
    link = '<a href="/cart.html">View cart</a>' if cart_link else ""
    return f"""<!doctype html><title>Shop</title><h1>Shop</h1><ul>{items}</ul>
<p id=count>Cart: 0 items</p>{link}
<script>function add(n) {{ const c = JSON.parse(localStorage.getItem('cart') || '[]'); c.push(n);
localStorage.setItem('cart', JSON.stringify(c));
document.getElementById('count').textContent = 'Cart: ' + c.length + ' items'; }}</script>"""


CART = """<!doctype html><title>Cart</title><h1>Your cart</h1><ul id=items></ul>
<button onclick="document.getElementById('msg').textContent = 'Checked out ' + (localStorage.getItem('cart') || '[]')">Check out</button>
<p id=msg></p>
<script>for (const n of JSON.parse(localStorage.getItem('cart') || '[]'))
  document.getElementById('items').insertAdjacentHTML('beforeend', '<li>' + n + '</li>');</script>"""


def _single(seed: int) -> list[Task]:
    name = NAMES[seed % len(NAMES)]
    product, _ = PRODUCTS[seed % len(PRODUCTS)]
    plan = PLANS[seed % len(PLANS)]
    todo = ["milk", "bread", "eggs", "tea"][seed % 4]
    signup = """<!doctype html><title>Sign up</title><h1>Create account</h1>
<form onsubmit="event.preventDefault(); document.getElementById('done').textContent =
  this.terms.checked ? 'Account created for ' + this.fullname.value : 'Accept the terms first'">
<label>Full name <input name=fullname></label><label>Email <input name=email></label>
<label><input type=checkbox name=terms> I accept the terms</label><button>Create account</button></form><p id=done></p>"""
    select = f"""<!doctype html><title>Shipping</title><h1>Shipping</h1>
<form onsubmit="event.preventDefault(); document.getElementById('out').textContent = 'Chosen: ' + this.speed.value">
<label>Shipping speed <select name=speed><option>Standard</option><option>Express</option><option>Overnight</option></select></label>
<label>Plan <select name=plan>{"".join(f"<option>{p}</option>" for p in PLANS)}</select></label>
<button>Continue</button></form><p id=out></p>"""
    todos = """<!doctype html><title>Todos</title><h1>Todo list</h1>
<form onsubmit="event.preventDefault(); document.getElementById('list').insertAdjacentHTML('beforeend',
  '<li>' + this.item.value + '</li>'); this.item.value = ''">
<label>New todo <input name=item></label><button>Add todo</button></form><ul id=list></ul>"""
    search = (
        """<!doctype html><title>Catalog</title><h1>Catalog</h1>
<form onsubmit="event.preventDefault(); const q = this.q.value.toLowerCase();
  for (const li of document.querySelectorAll('li')) li.hidden = !li.textContent.toLowerCase().includes(q)">
<label>Search <input name=q></label><button>Search</button></form>
<ul>"""
        + "".join(
            f"<li><button onclick=\"document.getElementById('detail').textContent = 'Details of {n}: ${p}'\">{n}</button></li>"
            for n, p in PRODUCTS
        )
        + "</ul><p id=detail></p>"
    )
    word = product.split()[1].lower()
    return [
        Task(
            f"login-{seed}",
            "login",
            "single",
            seed,
            f"Log in as {name} with the password pass123",
            "/login.html",
            {"/login.html": _login_page()},
            f"document.body.innerText.includes('Welcome {name}')",
        ),
        Task(
            f"signup-{seed}",
            "signup",
            "single",
            seed,
            f"Create an account for {name.title()} Smith ({name}@example.com), accepting the terms",
            "/signup.html",
            {"/signup.html": signup},
            f"document.body.innerText.includes('Account created for {name.title()} Smith')",
        ),
        Task(
            f"add-{seed}",
            "add-then-verify",
            "single",
            seed,
            f"Add the {product} to the cart twice",
            "/shop.html",
            {"/shop.html": _shop_page(False)},
            "document.body.innerText.includes('Cart: 2 items')",
        ),
        Task(
            f"select-{seed}",
            "select-then-submit",
            "single",
            seed,
            f"Choose the {plan} plan with Express shipping and continue",
            "/ship.html",
            {"/ship.html": select},
            f"document.body.innerText.includes('Chosen: Express') && document.querySelector('select[name=plan]').value === '{plan}'",
        ),
        Task(
            f"todo-{seed}",
            "todo",
            "single",
            seed,
            f"Add '{todo}' to the todo list",
            "/todo.html",
            {"/todo.html": todos},
            f"[...document.querySelectorAll('#list li')].some(li => li.textContent === '{todo}')",
        ),
        Task(
            f"search-{seed}",
            "search-then-open",
            "single",
            seed,
            f"Search the catalog for '{word}' and open the details of the {product}",
            "/catalog.html",
            {"/catalog.html": search},
            f"document.body.innerText.includes('Details of {product}')",
        ),
    ]


def _two(seed: int) -> list[Task]:
    name = NAMES[(seed + 3) % len(NAMES)]
    product, price = PRODUCTS[(seed + 1) % len(PRODUCTS)]
    plan = PLANS[(seed + 1) % len(PLANS)]
    step1 = """<!doctype html><title>Step 1</title><h1>Your details (1 of 2)</h1>
<form onsubmit="event.preventDefault(); location.href = '/step2.html?name=' + encodeURIComponent(this.fullname.value)">
<label>Full name <input name=fullname></label><button>Next</button></form>"""
    step2 = """<!doctype html><title>Step 2</title><h1>Contact (2 of 2)</h1>
<form onsubmit="event.preventDefault(); document.getElementById('ok').textContent =
  'Registered ' + new URLSearchParams(location.search).get('name') + ' with ' + this.email.value">
<label>Email <input name=email></label><button>Submit</button></form><p id=ok></p>"""
    home = """<!doctype html><title>Home</title><h1>Hello <span id=u></span></h1>
<nav><a href="/orders.html">Orders</a> <a href="/settings.html">Settings</a></nav>
<script>document.getElementById('u').textContent = new URLSearchParams(location.search).get('u')</script>"""
    orders = "<!doctype html><title>Orders</title><h1>Your orders</h1><p>Order #1042: 2 mugs, shipped</p>"
    settings = "<!doctype html><title>Settings</title><h1>Settings</h1><p>Language: English</p>"
    find = """<!doctype html><title>Find</title><h1>Find a product</h1>
<form action="/results.html"><label>Search <input name=q></label><button>Search</button></form>"""
    results = """<!doctype html><title>Results</title><h1>Results</h1><ul id=r></ul>
<script>const q = (new URLSearchParams(location.search).get('q') || '').toLowerCase();
for (const [n, p] of PRODUCTS_JSON) if (n.toLowerCase().includes(q))
  document.getElementById('r').insertAdjacentHTML('beforeend', '<li><a href="/item.html?n=' + encodeURIComponent(n) + '">' + n + '</a> ' + p + '</li>');</script>""".replace(
        "PRODUCTS_JSON", json.dumps([[n, p] for n, p in PRODUCTS])
    )
    item = """<!doctype html><title>Item</title><h1 id=t></h1><p>In stock</p>
<script>document.getElementById('t').textContent = 'Product: ' + new URLSearchParams(location.search).get('n')</script>"""
    plans = f"""<!doctype html><title>Plans</title><h1>Pick a plan</h1>
<form action="/confirm.html"><label>Plan <select name=plan>{"".join(f"<option>{p}</option>" for p in PLANS)}</select></label>
<button>Continue</button></form>"""
    confirm = """<!doctype html><title>Confirm</title><h1>Confirm your plan</h1><p id=p></p>
<button onclick="document.getElementById('s').textContent = 'Subscribed to ' + new URLSearchParams(location.search).get('plan')">Confirm</button><p id=s></p>
<script>document.getElementById('p').textContent = 'Plan: ' + new URLSearchParams(location.search).get('plan')</script>"""
    word = product.split()[1].lower()
    return [
        Task(
            f"twoform-{seed}",
            "form-over-two-pages",
            "two",
            seed,
            f"Register {name.title()} Lee with the email {name}@example.com (the form has two pages)",
            "/step1.html",
            {"/step1.html": step1, "/step2.html": step2},
            f"document.body.innerText.includes('Registered {name.title()} Lee with {name}@example.com')",
        ),
        Task(
            f"loginnav-{seed}",
            "login-then-navigate",
            "two",
            seed,
            f"Log in as {name} with the password pass123, then open the Orders page",
            "/signin.html",
            {
                "/signin.html": _login_page("/home.html"),
                "/home.html": home,
                "/orders.html": orders,
                "/settings.html": settings,
            },
            "document.body.innerText.includes('Order #1042')",
        ),
        Task(
            f"find-{seed}",
            "search-then-open",
            "two",
            seed,
            f"Search for '{word}' and open the {product} page",
            "/find.html",
            {"/find.html": find, "/results.html": results, "/item.html": item},
            f"document.body.innerText.includes('Product: {product}')",
        ),
        Task(
            f"cart-{seed}",
            "add-then-verify",
            "two",
            seed,
            f"Add the {product} (${price}) to the cart, open the cart and check out",
            "/shop.html",
            {"/shop.html": _shop_page(True), "/cart.html": CART},
            f"document.body.innerText.includes('Checked out [\"{product}\"]')",
        ),
        Task(
            f"plan-{seed}",
            "select-then-confirm",
            "two",
            seed,
            f"Pick the {plan} plan, continue, and confirm it",
            "/plans.html",
            {"/plans.html": plans, "/confirm.html": confirm},
            f"document.body.innerText.includes('Subscribed to {plan}')",
        ),
    ]


def corpus(seeds: range = range(4)) -> list[Task]:
    """6 single-page and 5 two-page tasks per seed (4 seeds: 44 tasks, 22 dev / 22 held-out)."""
    tasks: list[Task] = []
    for seed in seeds:
        tasks += _single(seed) + _two(seed)
    return tasks


# ---- part 1: the local model on every task ----------------------------------------------------------

SECTION_TITLE = "## Agent"
ORIGIN = "http://bench.local"
MAX_STEPS = 12
RESULTS_JSON = Path(tempfile.gettempdir()) / "bench_agent_results.json"


def attach(page: Page, settings: Settings, llm: LLMClient, store: CacheStore | None = None) -> StagehandPage:
    runtime = StagehandRuntime(
        settings=settings, test_file="bench_agent.py", test_name="test_agent", store=store
    )
    runtime.llm = llm
    runtime.base_url = ORIGIN
    page.__class__ = StagehandPage
    page._stagehand = runtime  # type: ignore[attr-defined]
    return page  # type: ignore[return-value]


def serve(page: Page, pages: dict[str, str]) -> None:
    def route(route: Route) -> None:
        path = route.request.url.removeprefix(ORIGIN).split("?", 1)[0]
        if path in pages:
            route.fulfill(body=pages[path], content_type="text/html; charset=utf-8")
        else:
            route.fulfill(status=404, body="not found")

    page.route(ORIGIN + "/**", route)
    page.route(re.compile(r"^(?!http://bench\.local).*"), lambda r: r.abort())  # nothing leaves the bench


TRACE: Path | None = None  # --trace FILE


def run_task(
    browser: Browser, task: Task, llm: LLMClient, settings: Settings, timeout_ms: float | None = None
) -> dict[str, Any]:
    context = browser.new_context()
    page = context.new_page()
    try:
        serve(page, task.pages)
        page.goto(ORIGIN + task.start)
        stagehand = attach(page, settings, llm)
        started = time.perf_counter()
        error = ""
        try:
            result = stagehand.agent().execute(task.instruction, max_steps=MAX_STEPS, timeout=timeout_ms)
            steps, calls, tokens = result.steps, result.llm_calls, result.usage.total_tokens
            tools = [a.tool for a in result.actions]
            trace = [
                f"{a.tool} {json.dumps(a.arguments)[:160]} -> {' '.join(a.result.split())[:800]}"
                for a in result.actions
            ]
            closed = result.completed
            claimed = result.success
        except Exception as e:  # a benchmark counts failures, whatever they are
            error = f"{type(e).__name__}: {str(e).splitlines()[0]}"
            usage = stagehand.stagehand.usage
            steps, calls, tokens, tools, closed = 0, usage.calls, usage.total.total_tokens, [], False
            claimed = False
            trace = []
        seconds = time.perf_counter() - started
        solved = bool(page.evaluate(task.check))
        if TRACE is not None:  # what the model was shown and answered, to read why a task failed
            exchanges = [
                {"primitive": e.primitive, "prompt": x.prompt, "response": x.response}
                for e in stagehand.history
                for x in e.exchanges
            ]
            with TRACE.open("a", encoding="utf-8") as out:
                out.write(json.dumps({"task": task.name, "solved": solved, "exchanges": exchanges}) + "\n")
    finally:
        context.close()
    return {
        "task": task.name,
        "family": task.family,
        "kind": task.kind,
        "split": task.split,
        "solved": solved,
        "closed": closed,
        "claimed": claimed,  # success=True: the run said the task is done (costly when not solved)
        "steps": steps,
        "llm_calls": calls,
        "tokens": tokens,
        "seconds": round(seconds, 1),
        "tools": tools,
        "error": error,
        "trace": trace,
    }


def local_settings() -> Settings:
    base_url = os.environ.get("OPENAI_BASE_URL", "http://127.0.0.1:18080/v1")
    model = os.environ.get("LOCAL_LLM_MODEL", "qwen2.5-coder-1.5b")
    os.environ.setdefault("OPENAI_API_KEY", "local-llm")
    return Settings(
        model=f"openai/{model}", base_url=base_url, cache=CacheMode.OFF, timeout=300_000, llm_timeout=120_000
    )


def run_model_part(
    tasks: Sequence[Task], *, plan_first: bool = True, timeout_ms: float | None = None
) -> list[dict[str, Any]]:
    settings = dataclasses.replace(local_settings(), agent_plan_first=plan_first)
    llm = build_llm_client(settings, max_tokens=300)
    rows: list[dict[str, Any]] = []
    chromium = find_system_chromium(headless=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(chromium) if chromium else None)
        for task in tasks:
            row = run_task(browser, task, llm, settings, timeout_ms)
            rows.append(row)
            print(json.dumps(row), flush=True)
            RESULTS_JSON.write_text(json.dumps(rows, indent=1))
        browser.close()
    return rows


# ---- part 2: replay of a recorded run vs the same steps by hand -------------------------------------

REPLAY_TASK = next(t for t in corpus(range(1)) if t.family == "form-over-two-pages")


def _act_rules(messages: Sequence[Message], output_type: type[Any]) -> dict[str, object]:
    text = "\n".join(m.text() for m in messages)
    instruction = re.search(r"Instruction: (.*)", text)
    assert instruction is not None
    label = re.search(r"'([^']+)'", instruction.group(1))
    assert label is not None
    found = re.search(r"\[([0-9]+-[0-9]+)\] \w+ \"" + re.escape(label.group(1)) + '"', text)
    assert found is not None, label.group(1)
    typed = re.match(r"type (.+) into", instruction.group(1))
    return {
        "elementId": found.group(1),
        "description": label.group(1),
        "method": "fill" if typed else "click",
        "arguments": [typed.group(1)] if typed else [],
        "twoStep": False,
    }


def _script() -> list[Any]:
    return [
        tool_call("act", action="type Gus Lee into the 'Full name' box"),
        tool_call("act", action="click the 'Next' button"),
        tool_call("act", action="type gus@example.com into the 'Email' box"),
        tool_call("act", action="click the 'Submit' button"),
        tool_call("close", reasoning="registered", taskComplete=True),
    ]


def _by_hand(page: Page) -> None:
    page.get_by_label("Full name").fill("Gus Lee")
    page.get_by_role("button", name="Next").click()
    page.get_by_label("Email").fill("gus@example.com")
    page.get_by_role("button", name="Submit").click()
    page.get_by_text("Registered Gus Lee").wait_for()


def run_replay_part(rounds: int = 15) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as root:
        chromium = find_system_chromium(headless=True)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=str(chromium) if chromium else None)

            def session(mode: CacheMode, agent: LLMClient) -> Callable[[], float]:
                def run() -> float:
                    store = CacheStore(Path(root), mode)
                    context = browser.new_context()
                    page = context.new_page()
                    serve(page, REPLAY_TASK.pages)
                    page.goto(ORIGIN + REPLAY_TASK.start)
                    settings = Settings(cache=mode)
                    stagehand = attach(page, settings, FunctionLLM(_act_rules, model_id="rules/act"), store)
                    started = time.perf_counter()
                    # the recorded run is the scripted tool calls, so no first pass
                    result = stagehand.agent(model=agent, plan_first=False).execute(REPLAY_TASK.instruction)
                    page.get_by_text("Registered Gus Lee").wait_for()
                    elapsed = time.perf_counter() - started
                    assert result.success, result
                    stagehand.stagehand.finish(passed=True)
                    context.close()
                    return elapsed

                return run

            session(CacheMode.AUTO, ScriptedLLM(_script(), model_id="scripted/agent"))()  # record once

            def hand() -> float:
                context = browser.new_context()
                page = context.new_page()
                serve(page, REPLAY_TASK.pages)
                page.goto(ORIGIN + REPLAY_TASK.start)
                started = time.perf_counter()
                _by_hand(page)
                elapsed = time.perf_counter() - started
                context.close()
                return elapsed

            ratios, replay_s, hand_s = [], [], []
            for index in range(rounds):
                replay = session(CacheMode.REPLAY, ScriptedLLM([], model_id="scripted/agent"))
                first, second = (replay, hand) if index % 2 == 0 else (hand, replay)
                a, b = first(), second()
                r, h = (a, b) if first is replay else (b, a)
                replay_s.append(r)
                hand_s.append(h)
                ratios.append(r / h)
            browser.close()
    return {
        "rounds": rounds,
        "ratio_median": statistics.median(ratios),
        "replay_ms_median": statistics.median(replay_s) * 1000,
        "hand_ms_median": statistics.median(hand_s) * 1000,
    }


# ---- report ------------------------------------------------------------------------------------------


def summarize(rows: Sequence[dict[str, Any]]) -> list[str]:
    lines = [
        "| split | kind | tasks | solved | success | closed | mean steps | mean LLM calls | mean tokens | s/task |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for split in ("dev", "held-out"):
        for kind in ("single", "two"):
            group = [r for r in rows if r["split"] == split and r["kind"] == kind]
            if not group:
                continue
            n = len(group)
            solved = sum(r["solved"] for r in group)
            lines.append(
                f"| {split} | {'single-page' if kind == 'single' else 'two-page'} | {n} | {solved} | "
                f"{100 * solved / n:.0f} % | {sum(r['closed'] for r in group)} | "
                f"{statistics.mean(r['steps'] for r in group):.1f} | "
                f"{statistics.mean(r['llm_calls'] for r in group):.1f} | "
                f"{statistics.mean(r['tokens'] for r in group):.0f} | "
                f"{statistics.mean(r['seconds'] for r in group):.0f} |"
            )
    return lines


def write_results(rows: Sequence[dict[str, Any]], replay: dict[str, Any] | None) -> None:
    body = [
        SECTION_TITLE,
        "",
        "`bench/bench_agent.py` (its corpus): multi-step tasks on small local pages (login, signup,",
        "add-then-verify, select-then-submit, todo, search-then-open on one page; a form over two pages,",
        "login-then-navigate, search-then-open a results page, add-then-check-out, pick-then-confirm a plan over",
        "two pages). Split by seed: even seeds are the development half, odd the held-out half. Model:",
        "Qwen2.5-Coder-1.5B (Q4_K_M, llama.cpp, 2 shared cores), schema mode (one grammar-constrained tool",
        f"call per turn), `max_steps={MAX_STEPS}`. Solved = the task's check holds on the final page.",
        "",
    ]
    if rows:
        body += summarize(rows)
        body += [""]
        failures = [r for r in rows if not r["solved"]]
        if failures:
            body.append(
                "Unsolved: "
                + "; ".join(f"{r['task']} ({r['error'] or ','.join(r['tools'][-3:])})" for r in failures)
            )
            body.append("")
    if replay is not None:
        body += [
            "Replay of a recorded run (the two-page form: 4 acts, one navigation) in `replay` mode, 0 LLM calls,",
            f"vs the same steps written by hand, {replay['rounds']} alternating rounds: median ratio "
            f"**{replay['ratio_median']:.2f}×** (replay {replay['replay_ms_median']:.0f} ms, by hand "
            f"{replay['hand_ms_median']:.0f} ms; target ≤ 1.2×).",
            "",
        ]
    write_section(body[0], body[1:])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--split", choices=["dev", "held-out", "all"], default="all")
    parser.add_argument("--limit", type=int, default=0)
    parser.add_argument("--only", default="", help="comma-separated task names")
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument(
        "--set",
        choices=["main", "fresh", *(f"fresh{n}" for n in range(2, 12))],
        default="main",
        help="fresh: agent_fresh.py, written blind (seen since 2026-11-27); fresh2: agent_fresh2.py",
    )
    parser.add_argument("--replay-only", action="store_true")
    parser.add_argument(
        "--task-timeout", type=float, default=0, help="seconds one task may take (default: the agent's)"
    )
    parser.add_argument(
        "--no-plan-first", action="store_true", help="the tool loop alone, as before the first pass"
    )
    parser.add_argument("--from-json", default="", help="report rows saved by an earlier run")
    parser.add_argument("--write", action="store_true")
    parser.add_argument(
        "--trace", default="", help="append each task's LLM exchanges (prompts, answers) here"
    )
    parser.add_argument("--save-rows", default="", help="write the per-task rows to this JSON file")
    args = parser.parse_args()
    global TRACE
    TRACE = Path(args.trace) if args.trace else None
    rows: list[dict[str, Any]] = []
    if args.from_json:
        rows = json.loads(Path(args.from_json).read_text())
    elif not args.replay_only:
        if args.set != "main":
            # agent_freshN.py's freshN_corpus; imported here, not above: it imports this module's Task
            every = getattr(import_module(f"agent_{args.set}"), f"{args.set}_corpus")()
        else:
            every = corpus(range(args.seeds))
        tasks = [t for t in every if args.split in ("all", t.split)]
        if args.only:
            tasks = [t for t in tasks if t.name in args.only.split(",")]
        if args.limit:
            tasks = tasks[: args.limit]
        rows = run_model_part(
            tasks, plan_first=not args.no_plan_first, timeout_ms=args.task_timeout * 1000 or None
        )
        print("\n".join(summarize(rows)))
        if args.save_rows:
            Path(args.save_rows).write_text(json.dumps(rows, indent=1) + "\n")
    replay = run_replay_part() if args.replay_only or args.write else None
    if replay:
        print(json.dumps(replay))
    if args.write:
        write_results(rows, replay)


if __name__ == "__main__":
    main()
