"""Per-test usage as report properties, and the session's terminal summary.

Everything the summary shows travels through ``report.user_properties`` as JSON strings under the
names below. pytest-xdist already ships user properties from workers to the controller, and JUnit XML
shows them as ``<property>`` elements, so one mechanism serves the summary, xdist and JUnit alike.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..runtime.state import StagehandRuntime

USAGE_PROPERTY = "stagehand_usage"  # {"model": ..., "primitives": {act: {calls, prompt_tokens, ...}}}
# {"hits": n, "misses": n, "recorded": n, "heals": n}, plus "selector_hits" / "selector_recorded" /
# "selector_heals" when selector healing is on; "recorded" counts entries saved to the cache file, and
# "not_saved" those a failed test recorded but did not save
CACHE_PROPERTY = "stagehand_cache"
# {"primitive_ms": total wall time in primitives, "llm_ms": ..., "cache_lock_ms": the commit's wait for the lock}
TIME_PROPERTY = "stagehand_time"
CALLS_PROPERTY = "stagehand_llm_calls"  # a plain number, for people reading JUnit XML
TOKENS_PROPERTY = "stagehand_tokens"

TOKEN_FIELDS = ("prompt_tokens", "completion_tokens", "reasoning_tokens", "cached_input_tokens")

# US$ per million tokens (input, output): providers' list prices; unknown models show no cost.
PRICES_PER_MILLION: Mapping[str, tuple[float, float]] = {
    "openai/gpt-4.1": (2.00, 8.00),
    "openai/gpt-4.1-mini": (0.40, 1.60),
    "openai/gpt-4.1-nano": (0.10, 0.40),
    "openai/gpt-4o": (2.50, 10.00),
    "openai/gpt-4o-mini": (0.15, 0.60),
    "anthropic/claude-sonnet-4-5": (3.00, 15.00),
    "anthropic/claude-haiku-4-5": (1.00, 5.00),
    "anthropic/claude-opus-4-1": (15.00, 75.00),
    "google/gemini-2.5-flash": (0.30, 2.50),
    "google/gemini-2.5-pro": (1.25, 10.00),
}


def report_properties(runtime: StagehandRuntime) -> list[tuple[str, str]]:
    """One test's usage, cache and time figures as JUnit/xdist-friendly properties (empty when unused)."""
    stats = runtime.cache_counts()
    # A near hit is also counted as a hit; its own count serves the per-call status ("near hit" in
    # Allure), and the property keeps its documented keys.
    stats.pop("near_hits", None)
    if runtime.healing is not None:  # selector healing's own counts (selector_hits, ...)
        stats.update(runtime.healing.counts())
    if runtime.entries_saved is False:
        # Recorded during the test but dropped (it failed) or not written: "recorded" counts what
        # reached the cache file, "not_saved" the rest.
        unsaved = stats["recorded"] + stats.get("selector_recorded", 0)
        stats["recorded"] = 0
        if "selector_recorded" in stats:
            stats["selector_recorded"] = 0
        if unsaved:
            stats["not_saved"] = unsaved
    if runtime.usage_so_far is None and not any(stats.values()) and not runtime.history:
        return []
    usage = runtime.usage
    primitives = {
        name: {
            "calls": usage.calls_by_primitive().get(name, 0),
            "prompt_tokens": amount.prompt_tokens,
            "completion_tokens": amount.completion_tokens,
            "reasoning_tokens": amount.reasoning_tokens,
            "cached_input_tokens": amount.cached_input_tokens,
            "inference_ms": round(amount.inference_ms, 1),
            **({"images": amount.images} if amount.images else {}),
        }
        for name, amount in usage.by_primitive().items()
    }
    llm_ms = sum(amount.inference_ms for amount in usage.by_primitive().values())
    return [
        (CALLS_PROPERTY, str(usage.calls)),
        (TOKENS_PROPERTY, str(usage.total.total_tokens)),
        (USAGE_PROPERTY, json.dumps({runtime.model_id: primitives}, sort_keys=True)),
        (CACHE_PROPERTY, json.dumps(stats, sort_keys=True)),
        (
            TIME_PROPERTY,
            json.dumps(
                {
                    "primitive_ms": round(runtime.primitive_ms, 1),
                    "llm_ms": round(llm_ms, 1),
                    "cache_lock_ms": round(runtime.cache_lock_ms, 1),
                }
            ),
        ),
    ]


def estimated_cost(model_id: str, prompt_tokens: int, completion_tokens: int) -> float | None:
    price = PRICES_PER_MILLION.get(model_id)
    if price is None:
        return None
    return (prompt_tokens * price[0] + completion_tokens * price[1]) / 1_000_000


@dataclass
class PrimitiveTotals:
    calls: int = 0
    tokens: dict[str, int] = field(default_factory=lambda: dict.fromkeys(TOKEN_FIELDS, 0))
    inference_ms: float = 0.0
    images: int = 0

    def add(self, data: Mapping[str, Any]) -> None:
        self.calls += int(data.get("calls", 0))
        for name in TOKEN_FIELDS:
            self.tokens[name] += int(data.get(name, 0))
        self.inference_ms += float(data.get("inference_ms", 0.0))
        self.images += int(data.get("images", 0))


@dataclass
class SessionTotals:
    """What the terminal summary adds up from every test's properties."""

    primitives: dict[str, PrimitiveTotals] = field(default_factory=dict)
    cost_by_model: dict[str, tuple[int, int]] = field(default_factory=dict)
    cache: dict[str, int] = field(default_factory=lambda: {"hits": 0, "misses": 0, "recorded": 0, "heals": 0})
    primitive_ms: float = 0.0
    llm_ms: float = 0.0
    cache_lock_ms: float = 0.0
    tests: int = 0

    def add_properties(self, properties: Iterable[tuple[str, object]]) -> None:
        seen = False
        for name, value in properties:
            if name == USAGE_PROPERTY:
                seen = True
                self._add_usage(json.loads(str(value)))
            elif name == CACHE_PROPERTY:
                seen = True
                for key, count in json.loads(str(value)).items():
                    self.cache[key] = self.cache.get(key, 0) + int(count)
            elif name == TIME_PROPERTY:
                times = json.loads(str(value))
                self.primitive_ms += float(times.get("primitive_ms", 0.0))
                self.llm_ms += float(times.get("llm_ms", 0.0))
                self.cache_lock_ms += float(times.get("cache_lock_ms", 0.0))
        self.tests += seen

    def _add_usage(self, data: Mapping[str, Any]) -> None:
        for model_id, primitives in data.items():
            prompt, completion = self.cost_by_model.get(model_id, (0, 0))
            for primitive, amounts in primitives.items():
                self.primitives.setdefault(primitive, PrimitiveTotals()).add(amounts)
                prompt += int(amounts.get("prompt_tokens", 0))
                completion += int(amounts.get("completion_tokens", 0))
            self.cost_by_model[model_id] = (prompt, completion)

    @property
    def llm_calls(self) -> int:
        return sum(t.calls for t in self.primitives.values())


def format_summary(totals: SessionTotals) -> list[str]:
    """The lines of the "stagehand" terminal summary section."""
    cache = totals.cache
    lines = [
        f"LLM calls: {totals.llm_calls}"
        + (" (every primitive was served from the cache)" if totals.llm_calls == 0 and cache["hits"] else ""),
    ]
    for primitive, t in sorted(totals.primitives.items()):
        lines.append(
            f"  {primitive:<9} {t.calls:>4} calls  {t.tokens['prompt_tokens']:>8} prompt  "
            f"{t.tokens['completion_tokens']:>7} completion  {t.tokens['reasoning_tokens']:>6} reasoning  "
            f"{t.tokens['cached_input_tokens']:>7} cached  {t.inference_ms / 1000:>7.1f} s"
            + (f"  {t.images} images" if t.images else "")
        )
    costs = [
        (model, estimated_cost(model, prompt, completion))
        for model, (prompt, completion) in totals.cost_by_model.items()
    ]
    priced = [f"{model} ${cost:.4f}" for model, cost in costs if cost is not None and cost > 0]
    unpriced = [model for model, cost in costs if cost is None]
    if priced:
        lines.append("estimated cost: " + ", ".join(priced))
    if unpriced:
        lines.append("no price known for: " + ", ".join(sorted(unpriced)))
    # Selector healing's entries (--stagehand-heal-selectors) are cache entries too: counted in the
    # totals, and shown apart so "every primitive was served from the cache" stays about primitives.
    selectors = {name: cache.get(f"selector_{name}", 0) for name in ("hits", "recorded", "heals")}
    cache_line = (
        f"cache: {cache['hits'] + selectors['hits']} hits, {cache['misses']} misses, "
        f"{cache['recorded'] + selectors['recorded']} recorded, {cache['heals'] + selectors['heals']} heals"
    )
    if any(selectors.values()):
        cache_line += (
            f" (selectors: {selectors['hits']} hits, {selectors['recorded']} recorded, "
            f"{selectors['heals']} heals)"
        )
    if cache.get("not_saved"):
        cache_line += f"; {cache['not_saved']} recorded by failed tests, not saved"
    # Only worth a word when workers (pytest-xdist) queued for the cache directory's lock.
    if totals.cache_lock_ms >= 100:
        cache_line += f"; commits waited {totals.cache_lock_ms / 1000:.1f} s for the cache lock"
    lines.append(cache_line)
    browser_ms = max(totals.primitive_ms - totals.llm_ms, 0.0)
    lines.append(
        f"time in stagehand primitives: {totals.primitive_ms / 1000:.1f} s "
        f"(LLM {totals.llm_ms / 1000:.1f} s, browser and cache {browser_ms / 1000:.1f} s)"
    )
    return lines
