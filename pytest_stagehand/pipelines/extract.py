"""extract(): page text, a free-text answer, or data validated against a schema.

As Stagehand's extract, with one difference: Stagehand spends a second "metadata" LLM call on every
extract; here a page that fits in one prompt costs exactly one call, and the completion check runs
only between the parts of a page too big for one prompt.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel

from ..cache import content_hash, schema_fingerprint
from ..errors import ExtractError
from ..llm import LLMClient
from ..prompts.extract import Extraction, ExtractMetadata, extract_messages, metadata_messages
from ..snapshot import estimate_tokens
from ..snapshot.model import CHARS_PER_TOKEN
from .context import Deadline, Meter, PipelineContext, ask
from .schema import (
    PreparedSchema,
    check_urls,
    drop_null_optionals,
    inject_urls,
    prepare_schema,
    unwrap,
    validate_result,
)
from .steps import record, settle, snapshot

# Page text per prompt. The local 1.5B model has an 8k context; hosted models could take more,
# but a longer prompt is slower and less accurate, and parts cost only one call each.
EXTRACT_PART_TOKENS = 6_000
# The rest of an extract prompt: system prompt, instruction, schema, what earlier parts extracted.
EXTRACT_OVERHEAD_TOKENS = 1_000
EXTRACT_MAX_TOKENS = 4_000
METADATA_MAX_TOKENS = 200
SCHEMA_ONLY_INSTRUCTION = "Extract the information the schema describes from the page."


def extract(
    ctx: PipelineContext,
    instruction: str | None = None,
    schema: type[BaseModel] | Mapping[str, Any] | None = None,
    *,
    selector: str | None = None,
    timeout_ms: float | None = None,
    model: LLMClient | None = None,
    part_tokens: int | None = None,
) -> Any:
    """No arguments: the page text (no LLM call). An instruction: ``{"extraction": str}``.
    A pydantic model: a validated instance. A JSON-schema dict: data validated against it."""
    meter = Meter()
    deadline = Deadline(
        timeout_ms if timeout_ms is not None else ctx.settings.timeout,
        on_expiry=lambda cause: ExtractError(
            f"extract({instruction!r}) on {ctx.secrets.scrub_url(ctx.page.url)}: {cause}"
        ),
    )

    def run() -> Any:
        if instruction is not None and not instruction.strip():
            raise ExtractError(
                "extract() got an empty instruction; say what to extract, or call extract() with no "
                "arguments for the page text"
            )
        settle(ctx, deadline)
        page = snapshot(
            ctx,
            deadline,
            selector=selector,
            wrap=lambda cause: ExtractError(f"extract({instruction!r}): {cause}"),
        )
        # A value act() typed stays on the page (a text box shows it, the page may echo it): the text
        # returned, hashed into the cache key and shown to the model holds its %name% instead.
        text = ctx.secrets.scrub(page.text)
        if instruction is None and schema is None:
            return text
        prepared = prepare_schema(schema if schema is not None else Extraction, link_ids=list(page.url_map))
        task = instruction or SCHEMA_ONLY_INSTRUCTION
        cache = ctx.cache
        stored = None
        if cache is not None:
            # Keyed by what the model would see: changed page content means a new extraction.
            key = cache.key(
                "extract",
                task,
                ctx.page.url,
                schema=schema_fingerprint(prepared.llm_schema),
                content=content_hash(text),
                extra=ctx.key_extra({"selector": selector} if selector else None),
            )
            stored = cache.lookup(key)  # a miss raises in replay mode
            if stored is not None and "data" not in stored:
                cache.unusable(key, 'the entry holds no "data"')  # raises in replay mode
                stored = None
        result: Any = None
        if stored is not None and cache is not None and "data" in stored:
            data = stored["data"]
            try:
                result = validate_result(prepared, data)
            except ExtractError as e:
                # A hand-edited or stale entry: unusable (raises in replay mode), then asked again.
                cache.unusable(key, f"the stored data does not satisfy the schema: {e}")
                stored = None
            else:
                cache.hit()
        if stored is None:
            parts_of = part_tokens or part_budget(ctx.settings.max_prompt_tokens)
            data = _ask_in_parts(ctx, model or ctx.llm, task, text, prepared, deadline, meter, parts_of)
            data = drop_null_optionals(data, prepared.llm_schema)
            data = inject_urls(data, prepared.url_paths, page.url_map)
            check_urls(data, prepared.url_paths, page.url_map, wrapped=prepared.wrapped)
            data = unwrap(data, prepared.wrapped)
            result = validate_result(prepared, data)
        if cache is not None and stored is None:
            cache.record(key, {"data": data})  # only data that passed validation is kept
        if schema is None:
            return {"extraction": result.extraction}
        return result

    return record(ctx, "extract", instruction, meter, run)


def part_budget(max_prompt_tokens: int) -> int:
    """Page text per part: what ``max_prompt_tokens`` leaves beside the rest of the prompt, and never
    more than EXTRACT_PART_TOKENS (a longer prompt is slower and less accurate)."""
    return max(min(EXTRACT_PART_TOKENS, max_prompt_tokens - EXTRACT_OVERHEAD_TOKENS), 1)


def _ask_in_parts(
    ctx: PipelineContext,
    llm: LLMClient,
    instruction: str,
    text: str,
    prepared: PreparedSchema,
    deadline: Deadline,
    meter: Meter,
    part_tokens: int,
) -> Any:
    parts = split_into_parts(text, part_tokens)
    data: Any = None
    for index, part in enumerate(parts, start=1):
        counted = (index, len(parts)) if len(parts) > 1 else None
        messages = extract_messages(
            instruction, part, asks_for_urls=prepared.asks_for_urls, part=counted, previous=data
        )
        step = "extracting" if counted is None else f"extracting part {index} of {len(parts)}"
        output = ask(
            ctx,
            llm,
            "extract",
            messages,
            prepared.output_model,
            deadline=deadline,
            step=step,
            meter=meter,
            max_tokens=EXTRACT_MAX_TOKENS,
        )
        data = output.model_dump(mode="json", by_alias=True)
        if index == len(parts):
            break
        progress = ask(
            ctx,
            llm,
            "extract",
            metadata_messages(instruction, data, parts_seen=index, parts_total=len(parts)),
            ExtractMetadata,
            deadline=deadline,
            step=f"checking completion after part {index} of {len(parts)}",
            meter=meter,
            max_tokens=METADATA_MAX_TOKENS,
        )
        if progress.completed:
            break
    return data


def split_into_parts(text: str, part_tokens: int) -> list[str]:
    """Whole lines per part, each part within ``part_tokens`` (a longer single line is cut)."""
    if part_tokens < 1:
        raise ExtractError(f"part_tokens must be at least 1, got {part_tokens}")
    if estimate_tokens(text) <= part_tokens:
        return [text]
    limit = part_tokens * CHARS_PER_TOKEN
    parts: list[str] = []
    current: list[str] = []
    size = 0
    for line in text.split("\n"):
        pieces = [line[i : i + limit] for i in range(0, len(line), limit)] or [""]
        for piece in pieces:
            if current and size + len(piece) + 1 > limit:
                parts.append("\n".join(current))
                current, size = [], 0
            current.append(piece)
            size += len(piece) + 1
    if current:
        parts.append("\n".join(current))
    return parts
