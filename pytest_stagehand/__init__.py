"""pytest-stagehand: Stagehand-style AI browser automation for pytest + Playwright."""

from __future__ import annotations

from .config import Settings
from .errors import StagehandError
from .page import StagehandPage

__all__ = ["Settings", "StagehandError", "StagehandPage"]
__version__ = "0.1.0"
