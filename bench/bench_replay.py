"""A warm rerun of a 10-action test: ``page.act`` replayed from the cache vs the same test by hand.

One page with ten buttons (each click writes to a log). The act version was recorded once in
``auto`` mode with a rule-based model double; every round then replays it in ``replay`` mode (a model
call would raise) and runs the hand-written version (``page.locator("#id").click()``), back to back,
alternating which goes first. Ratios are per round, then the median, so load spikes on the shared
machine hit both sides. The issue's target: ≤ 1.15× for the whole test.

Each run is a whole test as pytest-playwright runs it (a new context and page, the page opened, the
ten actions, the context closed); the ten actions alone are timed inside it too, which is the
stricter ratio (no fixed cost to dilute the replay's). The 1-minute load average is sampled before
the first round and after every round, and written with the figures as measured (the machine is
shared: under load the ratio's quartiles widen).

Run: .venv/bin/python bench/bench_replay.py   (writes "## Cache replay" in BENCHMARKS.md)
"""

from __future__ import annotations

import datetime
import os
import platform
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, Route, sync_playwright

from pytest_stagehand.browser import find_system_chromium
from pytest_stagehand.cache import CacheStore
from pytest_stagehand.config import Settings
from pytest_stagehand.llm import Message
from pytest_stagehand.page import StagehandPage
from pytest_stagehand.runtime.state import StagehandRuntime
from pytest_stagehand.testing import FunctionLLM

sys.path.insert(0, str(Path(__file__).resolve().parent))

from sections import quartiles, write_section

SECTION_TITLE = "## Cache replay"
URL = "http://bench.local/buttons.html"
LABELS = ["Apple", "Banana", "Cherry", "Damson", "Elder", "Fig", "Grape", "Hazel", "Iris", "Juniper"]
ROUNDS = 15
PAGE = "<!doctype html><title>Buttons</title><ol id=log></ol>" + "".join(
    f"<button id=b{i} onclick=\"log.insertAdjacentHTML('beforeend','<li>{label}</li>')\">{label}</button>"
    for i, label in enumerate(LABELS)
)


def choose(messages: Sequence[Message], output_type: type[Any]) -> dict[str, object]:
    text = "\n".join(message.text() for message in messages)
    label = re.search(r"Instruction: click (\w+)", text)
    assert label is not None
    found = re.search(r"\[([0-9]+-[0-9]+)\] button \"" + label.group(1) + '"', text)
    assert found is not None
    return {"elementId": found.group(1), "description": label.group(1), "method": "click", "arguments": []}


def forbidden(messages: Sequence[Message], output_type: type[Any]) -> dict[str, object]:
    raise AssertionError("a warm rerun called the model")


def attach(page: Page, store: CacheStore, llm: FunctionLLM) -> StagehandPage:
    runtime = StagehandRuntime(
        settings=Settings(cache=store.mode), test_file="bench_replay.py", test_name="test_ten", store=store
    )
    runtime.llm = llm
    page.__class__ = StagehandPage
    page._stagehand = runtime  # type: ignore[attr-defined]
    return page  # type: ignore[return-value]


def by_hand(page: Page) -> None:
    for i in range(len(LABELS)):
        page.locator(f"#b{i}").click()


def by_act(page: StagehandPage) -> None:
    for label in LABELS:
        result = page.act(f"click {label}")
        assert result.from_cache


def timed(run: Callable[[], None]) -> float:
    start = time.perf_counter()
    run()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    chromium = find_system_chromium(headless=True)
    store_dir = Path(tempfile.mkdtemp(prefix="bench-replay-"))
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(chromium) if chromium else None)
        page = browser.new_page()

        def route(route: Route) -> None:
            route.fulfill(body=PAGE, content_type="text/html")

        page.route("http://bench.local/**", route)
        page.goto(URL)
        recorder = attach(page, CacheStore(store_dir, "auto"), FunctionLLM(choose))
        for label in LABELS:
            recorder.act(f"click {label}")
        assert recorder.stagehand.finish(passed=True) == len(LABELS)
        replay_store = CacheStore(store_dir, "replay")
        samples: dict[str, dict[str, list[float]]] = {
            scope: {"hand": [], "act": [], "ratio": []} for scope in ("test", "actions")
        }
        loads = [os.getloadavg()[0]]
        for round_number in range(ROUNDS + 1):
            first_hand = round_number % 2 == 0
            times: dict[str, dict[str, float]] = {"test": {}, "actions": {}}
            for name in ("hand", "act") if first_hand else ("act", "hand"):
                started = time.perf_counter()
                context = browser.new_context()
                test_page = context.new_page()
                test_page.route("http://bench.local/**", route)
                test_page.goto(URL)
                if name == "hand":
                    times["actions"][name] = timed(partial(by_hand, test_page))
                else:
                    replayer = attach(test_page, replay_store, FunctionLLM(forbidden))  # a new test
                    times["actions"][name] = timed(partial(by_act, replayer))
                assert test_page.locator("#log li").count() == len(LABELS)
                context.close()
                times["test"][name] = (time.perf_counter() - started) * 1000
            loads.append(os.getloadavg()[0])
            if round_number == 0:
                continue  # warm-up
            for scope, measured in times.items():
                samples[scope]["hand"].append(measured["hand"])
                samples[scope]["act"].append(measured["act"])
                samples[scope]["ratio"].append(measured["act"] / measured["hand"])
        browser.close()
    write_results(samples, chromium, loads)


def write_results(
    samples: dict[str, dict[str, list[float]]], chromium: Path | None, loads: list[float]
) -> None:

    def rows(scope: str, hand_label: str, act_label: str, target: str) -> list[str]:
        hand, act, ratios = (samples[scope][k] for k in ("hand", "act", "ratio"))
        rq1, rmed, rq3 = quartiles(ratios)
        hq1, hmed, hq3 = quartiles(hand)
        aq1, amed, aq3 = quartiles(act)
        return [
            f"| {hand_label} | {hmed:.0f} ({hq1:.0f}–{hq3:.0f}) | 1.00× | — |",
            f"| {act_label} | {amed:.0f} ({aq1:.0f}–{aq3:.0f}) | {rmed:.2f}× ({rq1:.2f}–{rq3:.2f}) | {target} |",
        ]

    whole = quartiles(samples["test"]["ratio"])
    lines = [
        SECTION_TITLE,
        "",
        f"Measured {datetime.date.today().isoformat()} with `bench/bench_replay.py` on {platform.machine()}, "
        f"{os.cpu_count()} cores, {chromium or 'Playwright Chromium'}, 1-minute load average "
        f"{min(loads):.1f}–{max(loads):.1f} (median {statistics.median(loads):.1f}) during the run, as "
        f"measured. {ROUNDS} rounds after a warm-up, both variants per round, order alternating; "
        "ratio per round, then median (first–third quartile). 0 LLM calls in every replay (a model "
        "call raises).",
        "",
        "| variant | median ms (quartiles) | vs hand-written, per round | target |",
        "|---|---|---|---|",
        *rows(
            "test",
            "whole test by hand: new context and page, goto, 10 × `page.locator('#id').click()`, close",
            "the same test with 10 × `page.act(...)` replayed from the cache",
            "≤ 1.15×",
        ),
        *rows("actions", "the 10 hand-written clicks alone", "the 10 replayed acts alone", "(stricter)"),
        "",
        f"Against the target: median {whole[1]:.2f}×, third quartile {whole[2]:.2f}× for the whole test"
        + (
            "; the target is met in at least three rounds out of four."
            if whole[2] <= 1.15
            else (
                "; the median meets the target, the spread does not (a noisy, shared machine: rerun "
                "at a lower load to narrow it)."
                if whole[1] <= 1.15
                else "; the target is not met in this run."
            )
        ),
        "",
        "Per replayed act: a cache lookup (in memory); a settle only while requests are in flight "
        "(known from events, no round trip); one round trip that checks the stored element's identity "
        "(count + fingerprint) and reads the facts the action needs; then the click with Playwright's "
        "actionability checks, the same call the hand-written test makes.",
        "",
    ]
    print(write_section(lines[0], lines[1:]))


if __name__ == "__main__":
    main()
