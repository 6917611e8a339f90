"""Replay and record through the cache: one test's entries as the primitives use them.

``primitives`` looks entries up, replays stored acts step by step with identity checks (the heal
ladder of :mod:`pytest_stagehand.healing` on drift), re-verifies stored observe results and records
what the model decided, for commit on pass. Verdicts are stored through the same
:class:`~pytest_stagehand.replay.primitives.PipelineCache` by :mod:`pytest_stagehand.evaluation.store`.
This layer never imports the LLM layer: when a replay cannot go on, it hands back to the caller.
"""
