"""The evaluator's parts: verdicts, batch alignment, evidence hashes and keys, capture, journeys."""
