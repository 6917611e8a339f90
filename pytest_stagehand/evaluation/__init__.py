"""Everything of verdicts: ``evaluator`` (YES/NO verdicts, ``evaluate_goal``), the verdict types and
batch alignment (``verdict``), evidence hashes and keys (``evidence``), captures (``capture``),
journeys (``journey``), and where verdicts are reused from (``store``: the ``VerdictStore`` protocol
and the cache directory's implementation)."""
