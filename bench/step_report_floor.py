"""A pytest plugin for ``bench_step_report.py --floor``: the step report on, its watch and its
screencast started, but no picture taken and no look before an action. What running the report costs
before it pictures anything; with STAGEHAND_BENCH_NO_SCREENCAST=1 the screencast is not started
either, so the two runs differ by the screencast alone (BENCHMARKS.md, "Step report")."""

from __future__ import annotations

import os
from typing import Any

from pytest_stagehand.reporting import frames, steps


def _no_look(*args: Any, **kwargs: Any) -> None:
    return None


def _no_picture(*args: Any, **kwargs: Any) -> steps.Shot:
    return steps.Shot(b"", 0, 0, note="not pictured (bench floor)")


def _nothing_to_settle(recorder: steps.StepRecorder, seen: Any = None) -> Any:
    return seen


def _no_frames(recorder: steps.StepRecorder) -> bool:
    return False


def _no_screencast(cls: type[frames.FrameFeed], page: Any, quality: int) -> None:
    return None


# setattr: these replace methods for this benchmark's process only.
setattr(steps.StepRecorder, "_watch", _no_look)  # noqa: B010
setattr(steps.StepRecorder, "_shot", _no_picture)  # noqa: B010
setattr(steps.StepRecorder, "_settle_pending", _nothing_to_settle)  # noqa: B010
setattr(steps.StepRecorder, "_frames_may_serve", _no_frames)  # noqa: B010
if os.environ.get("STAGEHAND_BENCH_NO_SCREENCAST"):
    setattr(frames.FrameFeed, "start", classmethod(_no_screencast))  # noqa: B010
