"""The verdict corpus (bench/verdict_corpus), loaded for tests: it lives beside the benchmarks, not
in a package."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

CORPUS = Path(__file__).resolve().parents[2] / "bench" / "verdict_corpus"


def verdict_corpus() -> ModuleType:
    """bench/verdict_corpus as the module ``verdict_corpus`` (its pages and its ``split``)."""
    spec = importlib.util.spec_from_file_location(
        "verdict_corpus", CORPUS / "__init__.py", submodule_search_locations=[]
    )
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["verdict_corpus"] = module
    spec.loader.exec_module(module)
    return module
