"""Public test doubles for your own tests: no key, no network.

``ScriptedLLM([...])`` answers calls from a queue of outputs (pydantic instances, dicts or JSON
strings; an exception in the queue is raised at its turn), records every call, raises when it runs
dry, and ``assert_all_used()`` fails on leftovers. ``FunctionLLM(fn)`` answers with
``fn(messages, output_type)``. An agent's tool calls are scripted with ``tool_call("goto", url="/cart")``
in a ScriptedLLM's queue. ``block_llm_requests()`` makes any real provider request fail.
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

__all__ = [
    "FunctionLLM",
    "RecordedCall",
    "ScriptedLLM",
    "allow_llm_requests",
    "block_llm_requests",
    "llm_requests_blocked",
    "tool_call",
]
