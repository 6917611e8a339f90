"""Command line: ``python -m pytest_stagehand cache list|show|prune``, ``eject`` and ``heal apply``.

``eject TEST_ID`` prints the test with its recorded act / extract calls as plain Playwright code
(``healing/eject.py``); ``--write`` rewrites the file. What stays (verdicts, observe) is listed on stderr.

``cache show`` prints a summary per test (instruction → element, method, when recorded, heals);
``--json`` prints the raw entries. ``cache prune --dry-run`` lists what a prune would remove.

Exit codes: 0 success, 2 usage error or nothing to do that was asked for (unknown target, no
last-run record, no heal report). Subcommand groups are registered in :func:`build_parser`.

``heal apply`` reads the heal report of the last run (``.stagehand-heal-report.json`` in the rootdir,
or ``--report``) and prints a unified diff putting the suggested selectors into the test files
(``healing/apply.py``); what it cannot rewrite is listed on stderr with the reason. ``--write``
applies the diff.

The cache commands find the cache directory the way a pytest run in the same directory would: the
rootdir and ini file come from pytest's own configuration discovery (the same ``pytest.ini`` /
``pyproject.toml`` / ``tox.ini`` / ``setup.cfg`` search, ``--rootdir`` and ``-c`` as in pytest), then
``--cache-dir`` > ``$STAGEHAND_CACHE_DIR`` > the ini's ``stagehand_cache_dir`` > ``.stagehand-cache``,
a relative directory being taken from the rootdir (``--cache-dir`` from the current directory).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from .cache.maintenance import find_entries, list_modules, prune_unused
from .config import SPECS_BY_ATTR, resolve_settings
from .errors import ConfigError, StagehandError

EXIT_OK = 0
EXIT_USAGE = 2


def _cache_dir(args: argparse.Namespace) -> Path:
    if args.cache_dir:
        return Path(args.cache_dir)
    return project_cache_dir(rootdir=args.rootdir, config_file=args.config_file)


class _ReadConfig:
    """A pytest plugin that reads the configured cache directory and stops pytest before any session."""

    def __init__(self) -> None:
        self.cache_dir: Path | None = None
        self.rootdir: Path | None = None
        self.error: str = ""

    def pytest_cmdline_main(self, config: object) -> int:
        import pytest

        assert isinstance(config, pytest.Config)
        spec = SPECS_BY_ATTR["cache_dir"]
        try:
            ini = config.getini(spec.ini_key)
        except ValueError:  # the plugin is not registered with pytest (not installed): no ini key
            ini = None
        try:
            option = config.getoption(spec.ini_key, default=None)
        except ValueError:
            option = None
        try:
            settings = resolve_settings(
                cli={"cache_dir": option},
                env={spec.env_var: os.environ[spec.env_var]} if spec.env_var in os.environ else {},
                ini={"cache_dir": ini},
                rootdir=config.rootpath,
            )
        except ConfigError as e:
            self.error = str(e)
            return EXIT_USAGE
        self.cache_dir = settings.cache_path
        self.rootdir = config.rootpath
        return 0


def project_cache_dir(*, rootdir: str | None = None, config_file: str | None = None) -> Path:
    """The cache directory a pytest run from the current directory would use. Raises StagehandError."""
    return _project(rootdir=rootdir, config_file=config_file)[0]


def _project(*, rootdir: str | None = None, config_file: str | None = None) -> tuple[Path, Path]:
    """(cache directory, rootdir) as a pytest run from the current directory would use them."""
    import pytest

    reader = _ReadConfig()
    # pytest's own start-up finds the rootdir and ini file (and applies their addopts); the plugin stops
    # it right after, before a session: no collection, no conftest, nothing written, no assertion
    # rewriting, and no ini filterwarnings=error turning a start-up notice into a failure.
    pytest_args = ["--noconftest", "--assert=plain", "-p", "no:cacheprovider", "-p", "no:warnings"]
    if rootdir:
        pytest_args += ["--rootdir", rootdir]
    if config_file:
        pytest_args += ["-c", config_file]
    code = pytest.main(pytest_args, plugins=[reader])
    if reader.cache_dir is None or reader.rootdir is None:
        raise ConfigError(
            reader.error or f"pytest could not read the project's configuration (exit code {code}); see above"
        )
    return reader.cache_dir, reader.rootdir


def cmd_cache_list(args: argparse.Namespace) -> int:
    root = _cache_dir(args)
    summaries = list_modules(root)
    if not summaries:
        print(f"no cache files in {root}")
        return EXIT_OK
    for summary in summaries:
        if summary.problem:
            print(f"{summary.test_file}: UNUSABLE ({summary.problem})")
            continue
        kinds = ", ".join(f"{kind} {count}" for kind, count in summary.kinds.items())
        print(f"{summary.test_file}: {summary.tests} test(s), {summary.entries} entr(y/ies) [{kinds}]")
    total = sum(s.entries for s in summaries)
    print(f"{len(summaries)} file(s), {total} entr(y/ies) in {root}")
    return EXIT_OK


def cmd_cache_show(args: argparse.Namespace) -> int:
    root = _cache_dir(args)
    found = find_entries(root, args.target)
    for test_file, why in found.unusable.items():
        print(
            f"{test_file}: the cache file is unusable ({why}); its entries cannot be shown", file=sys.stderr
        )
    if not found.entries:
        what = f"for {args.target!r} " if args.target else ""
        print(f"no cache entries {what}in {root}", file=sys.stderr)
        return EXIT_USAGE
    # In file order: a test's entries as the test ran them.
    if args.json:
        print(json.dumps(found.entries, indent=2, ensure_ascii=False))
        return EXIT_OK
    from .cache.readable import describe_tests

    for test_file, tests in found.entries.items():
        print("\n".join(describe_tests(test_file, tests)))
    return EXIT_OK


def cmd_cache_prune(args: argparse.Namespace) -> int:
    root = _cache_dir(args)
    pruned = prune_unused(root, dry_run=args.dry_run)
    verb = "would remove" if args.dry_run else "removed"
    for entry in pruned:
        print(f"{verb} {entry.test_file}::{entry.test_name} {entry.digest} {entry.description}")
    if args.dry_run:
        print(f"{len(pruned)} entr(y/ies) not used in the last full run would be pruned (nothing changed)")
    else:
        print(f"pruned {len(pruned)} entr(y/ies) not used in the last full run")
    return EXIT_OK


def cmd_cache_review(args: argparse.Namespace) -> int:
    from .cache.maintenance import apply_heal_decisions

    source = Path(args.decisions)
    try:
        data = json.loads(source.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        print(f"cannot read the heal decisions {source}: {e}", file=sys.stderr)
        return EXIT_USAGE
    decisions = data.get("heal_decisions") if isinstance(data, dict) else None
    if not isinstance(decisions, list):
        print(f"{source} holds no heal_decisions list; export it from the step report", file=sys.stderr)
        return EXIT_USAGE
    for line in apply_heal_decisions(_cache_dir(args), decisions):
        print(line)
    return EXIT_OK


def cmd_heal_apply(args: argparse.Namespace) -> int:
    from .healing.apply import build_patch
    from .reporting.heal_report import REPORT_FILE, read_report

    rootdir = Path(args.rootdir)
    report = Path(args.report) if args.report else rootdir / REPORT_FILE
    if not report.is_file():
        print(
            f"no heal report at {report}; run pytest with --stagehand-heal-selectors first", file=sys.stderr
        )
        return EXIT_USAGE
    patch = build_patch(read_report(report), rootdir)
    if patch.diff:
        print(patch.diff, end="")
    for skipped in patch.skipped:
        print(f"skipped: {skipped.describe()}", file=sys.stderr)
    if args.write:
        for path, text in patch.changed.items():
            path.write_text(text, encoding="utf-8")
        print(f"rewrote {len(patch.changed)} file(s)", file=sys.stderr)
    elif patch.changed:
        print(f"{len(patch.changed)} file(s) would change; apply with --write", file=sys.stderr)
    return EXIT_OK


def cmd_eject(args: argparse.Namespace) -> int:
    from .healing.eject import eject_test, function_name

    cache_dir, rootdir = _project(rootdir=args.rootdir, config_file=args.config_file)
    if args.cache_dir:
        cache_dir = Path(args.cache_dir)
    found = find_entries(cache_dir, args.target)
    test_file, sep, test_name = args.target.partition("::")
    if not found.entries and sep:  # a test id without its parameters: every parametrisation
        whole = find_entries(cache_dir, test_file).entries.get(test_file, {})
        matching = {name: e for name, e in whole.items() if name.split("[", 1)[0] == test_name}
        found = type(found)({test_file: matching} if matching else {}, found.unusable)
    if not found.entries:
        print(f"no recorded steps for {args.target!r} in {cache_dir}", file=sys.stderr)
        return EXIT_USAGE
    for test_file, tests in found.entries.items():
        path = rootdir / test_file
        if not path.is_file():
            print(f"{test_file}: not found under {rootdir}", file=sys.stderr)
            return EXIT_USAGE
        text = path.read_text(encoding="utf-8")
        for test_name, entries in tests.items():
            ejected = eject_test(text, test_name, entries.values())
            text = ejected.text
            for note in ejected.kept:
                print(f"{test_file}::{test_name} {note}", file=sys.stderr)
            if not args.write:
                print(_function_source(text, function_name(test_name)))
        if args.write:
            path.write_text(text, encoding="utf-8")
            print(f"rewrote {path}", file=sys.stderr)
    return EXIT_OK


def _function_source(text: str, name: str) -> str:
    import ast

    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name == name:
            return ast.get_source_segment(text, node, padded=True) or ""
    return ""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m pytest_stagehand", description=__doc__.splitlines()[0])
    groups = parser.add_subparsers(dest="group", required=True)

    cache = groups.add_parser("cache", help="inspect and maintain the cache directory")
    cache_commands = cache.add_subparsers(dest="command", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--cache-dir",
        help="cache directory (default: as pytest would use it here: $STAGEHAND_CACHE_DIR, else the ini's "
        "stagehand_cache_dir, else .stagehand-cache, at the rootdir)",
    )
    common.add_argument("--rootdir", help="the pytest rootdir, as pytest's --rootdir")
    common.add_argument("-c", "--config-file", help="the pytest ini file, as pytest's -c")

    listing = cache_commands.add_parser("list", parents=[common], help="files, tests, entries and kinds")
    listing.set_defaults(run=cmd_cache_list)
    show = cache_commands.add_parser(
        "show",
        parents=[common],
        help="per test: instruction → element, method, when recorded, heals (--json: the raw entries)",
    )
    show.add_argument(
        "target",
        nargs="?",
        default="",
        help="tests/test_x.py, tests/test_x.py::test_name, or a test name (default: every file)",
    )
    show.add_argument("--json", action="store_true", help="the raw entries as pretty JSON")
    show.set_defaults(run=cmd_cache_show)
    prune = cache_commands.add_parser(
        "prune", parents=[common], help="remove entries unused in the last full run"
    )
    prune.add_argument("--dry-run", action="store_true", help="list what would be removed, change nothing")
    prune.set_defaults(run=cmd_cache_prune)
    review = cache_commands.add_parser(
        "review",
        parents=[common],
        help="apply heal decisions exported from the step report (accepted: keep the new element; "
        "rejected: remove the entry)",
    )
    review.add_argument("decisions", help="the exported stagehand-heal-decisions.json")
    review.set_defaults(run=cmd_cache_review)

    eject = groups.add_parser(
        "eject",
        parents=[common],
        help="print a test's recorded steps as plain Playwright code (--write puts them into the file)",
    )
    eject.add_argument(
        "target", help="tests/test_x.py::test_name, a test name, or tests/test_x.py (every test)"
    )
    eject.add_argument("--write", action="store_true", help="rewrite the test file instead of printing")
    eject.set_defaults(run=cmd_eject)

    heal = groups.add_parser("heal", help="act on the heal report of the last run")
    heal_commands = heal.add_subparsers(dest="command", required=True)
    apply = heal_commands.add_parser(
        "apply", help="print (or --write) a patch putting the suggested selectors into the test files"
    )
    apply.add_argument("--report", help="heal report JSON (default: <rootdir>/.stagehand-heal-report.json)")
    apply.add_argument("--rootdir", default=".", help="the pytest rootdir the report's paths are relative to")
    apply.add_argument("--write", action="store_true", help="rewrite the files instead of printing only")
    apply.set_defaults(run=cmd_heal_apply)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    run: Callable[[argparse.Namespace], int] = args.run
    try:
        return run(args)
    except StagehandError as e:
        print(f"error: {e}", file=sys.stderr)
        return EXIT_USAGE


if __name__ == "__main__":
    sys.exit(main())
