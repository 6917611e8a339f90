"""How the LLM rung's hold on the model's pick decides, tuned without the model.

``bench_drift.py llm`` asks the local model about every case the fingerprint ladder refused and keeps
each pick, before any hold, in ``bench/results/drift-llm-picks.jsonl``. This replays the holds over
those picks and the drift dataset's scans (``bench_drift.py collect``), per split, so a hold can be
chosen on the development half and then read once on the held-out half:

* ``family``: the pick must be of the recorded element's family and share something beyond its kind
  (``compatible.llm_pick_refusal``, the hold before);
* then, one at a time: the model not asked when the element is duplicated; the pick held to the
  fingerprint ladder's look-alike rules given the whole scan; and to no other candidate scoring
  much higher (``compatible.llm_pick_scan_refusal``, main).

Outcomes as in ``bench_drift.py``: a surviving element healed (right), wrong (another element) or
refused; a gone element refused (right) or wrong.

Run: .venv/bin/python bench/llm_heal_holds.py
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_drift import LLM_PICKS, Tally, load

from pytest_stagehand.cache.fingerprint import ElementCapture, ElementFingerprint
from pytest_stagehand.healing import compatible
from pytest_stagehand.healing.compatible import llm_pick_refusal, llm_pick_scan_refusal
from pytest_stagehand.healing.ladder import label_was_unique
from pytest_stagehand.healing.suggest import is_positional

Hold = Callable[[dict[str, Any], dict[str, Any], int | None], str]


def _pick_index(row: dict[str, Any], pick: dict[str, Any]) -> int | None:
    """The pick's place in the case's scan: by ground truth when it carries one, else by fingerprint."""
    chosen = ElementFingerprint.from_json(pick["fingerprint"])
    for i, candidate in enumerate(row["candidates"]):
        if pick.get("truth") is not None and candidate["truth"] == pick["truth"]:
            return i
    for i, candidate in enumerate(row["candidates"]):
        if ElementFingerprint.from_json(candidate["fingerprint"]) == chosen:
            return i
    return None


def family(row: dict[str, Any], pick: dict[str, Any], index: int | None) -> str:
    stored = ElementFingerprint.from_json(row["stored"])
    return llm_pick_refusal(stored, ElementFingerprint.from_json(pick["fingerprint"]))


def duplicated(row: dict[str, Any], pick: dict[str, Any], index: int | None) -> str:
    """``family``, and the model is not asked when a stored semantic locator finds several elements
    (``ladder.heal``: which copy is meant is unknowable)."""
    if any(check["count"] > 1 and not is_positional(check["locator"]) for check in row["checks"]):
        return "duplicated"
    return family(row, pick, index)


def _scan_hold(outscored: float) -> Hold:
    def hold(row: dict[str, Any], pick: dict[str, Any], index: int | None) -> str:
        refusal = duplicated(row, pick, index)
        if refusal:
            return refusal
        stored = ElementFingerprint.from_json(row["stored"])
        located = [(c["locator"], ElementFingerprint.from_json(c["fingerprint"])) for c in row["candidates"]]
        unique = label_was_unique(ElementCapture(stored, tuple(row["locators"]), ""))
        saved = compatible.LLM_PICK_OUTSCORED
        compatible.LLM_PICK_OUTSCORED = outscored
        try:
            chosen = ElementFingerprint.from_json(pick["fingerprint"])
            return llm_pick_scan_refusal(stored, chosen, index, located, label_unique=unique)
        finally:
            compatible.LLM_PICK_OUTSCORED = saved

    return hold


HOLDS: dict[str, Hold] = {
    "family (before)": family,
    "+ not asked when duplicated": duplicated,
    "+ look-alike rules": _scan_hold(1.0),
    "+ outscored (main)": _scan_hold(compatible.LLM_PICK_OUTSCORED),
}


def outcome(row: dict[str, Any], pick: dict[str, Any], hold: Hold) -> str:
    if "fingerprint" not in pick:
        return "refused"  # the model answered none, or an element that is not one
    if hold(row, pick, _pick_index(row, pick)):
        return "refused"
    return "healed" if row["expect"] == "heal" and pick.get("truth") == row["target"] else "wrong"


def main() -> None:
    rows = {row["name"]: row for row in load()}
    picks = [json.loads(line) for line in LLM_PICKS.read_text().splitlines() if line.strip()]
    print(f"{len(picks)} picks from {LLM_PICKS.name}")
    print("| hold | split | surviving: healed | surviving: wrong | gone: refused | gone: wrong | precision |")
    print("|---|---|---|---|---|---|---|")
    for name, hold in HOLDS.items():
        for split in ("dev", "held-out"):
            tally = Tally()
            for pick in picks:
                if pick["split"] == split:
                    tally.add(rows[pick["name"]], outcome(rows[pick["name"]], pick, hold))
            precision = tally.precision()
            shown = "—" if precision is None else f"{precision:.0%} ({tally.healed} of {tally.acted} picks)"
            print(
                f"| {name} | {split} | {tally.healed} / {tally.heal_cases} | {tally.heal_wrong} / {tally.heal_cases}"
                f" | {tally.gone_refused} / {tally.gone_cases} | {tally.gone_wrong} / {tally.gone_cases} | {shown} |"
            )


if __name__ == "__main__":
    main()
