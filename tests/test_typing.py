"""What type checkers see of the page: Playwright's own signatures where selector healing overrides a
method at run time, and the evaluator's parameters on every method that forwards to it (one
signature, written once). Checked with mypy itself, as a user's project would be."""

from __future__ import annotations

from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
from pytest_stagehand import StagehandPage

def probe(page: StagehandPage) -> None:
    reveal_type(page.text_content)
    reveal_type(page.evaluate_goal("the cart is empty", evidence="page_text"))
    page.evaluate_goal("the cart is empty", evidnce="page_text")
    page.evaluate_goals(["the cart is empty"], screenshot=b"not for a batch")
"""


def test_the_page_shows_playwrights_signatures_and_the_evaluators_parameters(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text(PROBE, encoding="utf-8")
    out, _err, status = api.run(
        [str(probe), "--strict", "--no-error-summary", "--cache-dir", str(ROOT / ".mypy_cache")]
    )
    # By file name, not path: mypy's cache answers for an unchanged probe with the path it was first
    # checked at (an earlier run's temporary folder), and it is rechecked whenever the package changes.
    lines = [
        line.split(": ", 1)[1] for line in out.splitlines() if line.split(":", 1)[0].endswith("probe.py")
    ]
    assert status == 1
    assert any("timeout: float | datetime.timedelta | None" in line for line in lines), out
    assert 'note: Revealed type is "pytest_stagehand.evaluation.verdict.Verdict"' in lines, out
    assert any('Unexpected keyword argument "evidnce" for "evaluate_goal"' in line for line in lines), out
    assert any('Argument "screenshot" to "evaluate_goals"' in line for line in lines), out
