"""A missing API key, said once: the first test that needs the model gets a few lines on how to fix
it, every later one a single line (instead of the same long traceback per test)."""

from __future__ import annotations

from ..errors import LLMKeyMissingError


def missing_key_in(error: BaseException | None) -> LLMKeyMissingError | None:
    """The missing-key error ``error`` is or was raised from (a pipeline may wrap it), if any."""
    seen: set[int] = set()
    while error is not None and id(error) not in seen:
        if isinstance(error, LLMKeyMissingError):
            return error
        seen.add(id(error))
        error = error.__cause__ or error.__context__
    return None


def first_report(error: LLMKeyMissingError) -> str:
    """What the first test that needed the model shows: the reason and every way to fix it."""
    variable = error.variable or "the API key"
    model = f"{error.provider}/{error.model}" if error.provider and error.model else "the model"
    return (
        f"stagehand: {variable} is not set, so {model} cannot be asked (nothing was sent).\n"
        f"  {error}\n"
        "  Fix: export the key, or record the cache once with a key and run with --stagehand-cache=replay,\n"
        "  or inject a test double (pytest_stagehand.testing) through a `stagehand_llm` fixture.\n"
        "  Every other test that needs the model fails with a one-line reason."
    )


def later_report(error: LLMKeyMissingError) -> str:
    """What every later test that needed the model shows: one line."""
    return f"stagehand: {error.variable or 'the API key'} is not set (see the first such failure for the fix)"
