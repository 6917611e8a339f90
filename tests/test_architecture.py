"""Imports follow ARCHITECTURE.md's layer order, and no module imports itself round a loop.

The order is written once, in ARCHITECTURE.md's ```` ```layers ```` block; this test reads it. Every
import counts: at module level, inside functions and under ``TYPE_CHECKING`` (a type-only import
against the order still tells a reader the lower layer knows the higher one).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "pytest_stagehand"


@dataclass(frozen=True)
class Import:
    source: str  # the importing module, e.g. "pytest_stagehand.pipelines.act"
    target: str  # the imported module (a package's __init__ is the package's name)
    where: str  # "pytest_stagehand/pipelines/act.py:21"


def read_layers(document: str) -> dict[str, int]:
    """Unit → rank (0 = lowest) from the ```` ```layers ```` block: ``name[, name...] | description``."""
    lines = document.split("```layers\n", 1)[1].split("```", 1)[0].splitlines()
    ranks: dict[str, int] = {}
    for rank, line in enumerate(line for line in lines if line.strip()):
        for unit in line.split("|", 1)[0].split(","):
            ranks[unit.strip()] = rank
    return ranks


def module_names(root: Path, package: str) -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its own name)."""
    found: dict[str, Path] = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def imports_of(module: str, path: Path, root: Path, known: Iterable[str]) -> list[Import]:
    """Every import of ours in one module, wherever it is written."""
    modules = set(known)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[Import] = []

    def where(node: ast.stmt) -> str:
        return f"{path.relative_to(root).as_posix()}:{node.lineno}"

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [
                Import(module, a.name, where(node)) for a in node.names if a.name.split(".")[0] == PACKAGE
            ]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.split(".")[0] != PACKAGE:
                continue
            for alias in node.names:
                # ``from pkg import submodule`` imports the submodule; any other name comes from pkg.
                submodule = f"{target}.{alias.name}"
                found.append(Import(module, submodule if submodule in modules else target, where(node)))
    return found


def unit_of(module: str) -> str:
    """The top-level piece of the package a module belongs to: ``cache`` for ``pytest_stagehand.cache.store``."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def layer_violations(imports: Iterable[Import], ranks: Mapping[str, int]) -> list[str]:
    problems = []
    for imp in imports:
        source, target = unit_of(imp.source), unit_of(imp.target)
        if source == target:
            continue
        if ranks[target] > ranks[source]:
            problems.append(f"{imp.where}: {source} imports {target} (a later layer): {imp.target}")
        elif ranks[target] == ranks[source]:
            problems.append(f"{imp.where}: {source} imports {target} (the same layer): {imp.target}")
    return problems


def cycles(imports: Iterable[Import]) -> list[list[str]]:
    """Groups of modules that import each other round a loop (strongly connected components)."""
    graph: dict[str, set[str]] = {}
    for imp in imports:
        graph.setdefault(imp.source, set()).add(imp.target)
        graph.setdefault(imp.target, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:  # Tarjan's algorithm; the package is small enough to recurse
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1 or node in graph[node]:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def all_imports(root: Path, package: str) -> list[Import]:
    modules = module_names(root, package)
    return [imp for module, path in modules.items() for imp in imports_of(module, path, root, modules)]


@pytest.fixture(scope="module")
def ranks() -> dict[str, int]:
    return read_layers((ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8"))


def test_every_package_and_module_has_a_place_in_the_order(ranks: dict[str, int]) -> None:
    units = {unit_of(module) for module in module_names(ROOT, PACKAGE)}
    assert units - set(ranks) == set(), "add them to the layers block of ARCHITECTURE.md"


def test_imports_follow_the_layer_order(ranks: dict[str, int]) -> None:
    assert layer_violations(all_imports(ROOT, PACKAGE), ranks) == []


def test_no_module_imports_itself_round_a_loop() -> None:
    assert cycles(all_imports(ROOT, PACKAGE)) == []


def test_the_agents_have_a_layer_above_the_primitives_and_below_the_runtime(ranks: dict[str, int]) -> None:
    assert ranks["pipelines"] < ranks["agents"] < ranks["runtime"]
    assert ranks["llm"] < ranks["agents"]


# ---- the checks themselves catch what they are for ----------------------------------------------


def write_package(root: Path, files: Mapping[str, str]) -> None:
    for name, source in files.items():
        path = root / PACKAGE / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source, encoding="utf-8")


LAYERS = "```layers\nerrors | low\ncache | middle\npage, plugin | top\n```\n"


def test_an_upward_import_is_found_even_inside_a_function_or_type_checking(tmp_path: Path) -> None:
    write_package(
        tmp_path,
        {
            "__init__.py": "",
            "errors.py": "def hint():\n    from .cache import store\n",
            "cache/__init__.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..page import P\n",
            "cache/store.py": "from ..errors import hint\n",
            "page.py": "from pytest_stagehand import plugin\n",
            "plugin.py": "import pytest_stagehand.cache.store\n",
        },
    )
    problems = layer_violations(all_imports(tmp_path, PACKAGE), read_layers(LAYERS))
    assert problems == [
        "pytest_stagehand/cache/__init__.py:3: cache imports page (a later layer): pytest_stagehand.page",
        "pytest_stagehand/errors.py:2: errors imports cache (a later layer): pytest_stagehand.cache.store",
        "pytest_stagehand/page.py:1: page imports plugin (the same layer): pytest_stagehand.plugin",
    ]


def test_a_loop_through_type_checking_imports_is_a_cycle(tmp_path: Path) -> None:
    write_package(
        tmp_path,
        {
            "__init__.py": "",
            "cache/__init__.py": "",
            "cache/a.py": "from .b import B\n",
            "cache/b.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .c import C\n",
            "cache/c.py": "from . import a\n",
            "cache/d.py": "from .a import A\n",
        },
    )
    assert cycles(all_imports(tmp_path, PACKAGE)) == [
        ["pytest_stagehand.cache.a", "pytest_stagehand.cache.b", "pytest_stagehand.cache.c"]
    ]
