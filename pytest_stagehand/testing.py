"""Public test doubles for your own tests: no key, no network.

``ScriptedLLM([...])`` answers calls from a queue of outputs (pydantic instances, dicts or JSON
strings; an exception in the queue is raised at its turn), records every call, raises when it runs
dry, and ``assert_all_used()`` fails on leftovers. ``FunctionLLM(fn)`` answers with
``fn(messages, output_type)``. An agent's tool calls are scripted with ``tool_call("goto", url="/cart")``
in a ScriptedLLM's queue. ``block_llm_requests()`` makes any real provider request fail.

``AnswerLLM({request: answer})`` answers by what each call asks (the instruction of act / observe /
extract, the goal of evaluate_goal), so tests may run in any order, any subset and any xdist worker.
Its answers are built with ``act_answer(element="Log in", method="click")``, ``observe_answer(...)``,
``extract_answer(...)`` and ``verdict("NO", "...")``.
"""

from pytest_stagehand.llm import (
    FunctionLLM,
    RecordedCall,
    ScriptedLLM,
    allow_llm_requests,
    block_llm_requests,
    llm_requests_blocked,
    tool_call,
)
from pytest_stagehand.prompts.doubles import (
    ActAnswer,
    AnswerLLM,
    ObserveAnswer,
    Verdict,
    act_answer,
    extract_answer,
    observe_answer,
    verdict,
)

__all__ = [
    "ActAnswer",
    "AnswerLLM",
    "FunctionLLM",
    "ObserveAnswer",
    "RecordedCall",
    "ScriptedLLM",
    "Verdict",
    "act_answer",
    "allow_llm_requests",
    "block_llm_requests",
    "extract_answer",
    "llm_requests_blocked",
    "observe_answer",
    "tool_call",
    "verdict",
]
