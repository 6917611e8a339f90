"""Prompt templates as pure functions: (instruction, page text, ...) → messages, plus output models.

The evaluator's prompts live in ``prompts.evaluate`` (imported from there directly).
"""

from __future__ import annotations
