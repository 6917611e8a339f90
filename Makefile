# Every target sets itself up (scripts/bootstrap.sh is idempotent and quick the second time).
PY := .venv/bin/python
LINT_PATHS := pytest_stagehand tests example_suite bench conftest.py

.PHONY: example test lint live bench bench-suite bootstrap

bootstrap:
	@bash scripts/bootstrap.sh

## Run the example QA suite (the plugin as a user sees it), offline from its committed cache.
example: bootstrap
	$(PY) -m pytest example_suite --stagehand-cache=replay

## The project's tests and quality gates (what CI runs). Its tests record video: an ffmpeg too.
## On four pytest-xdist workers, each module in one worker as in a serial run (tests/conftest.py says
## why). Four on two cores: the tests wait on browsers and subprocesses as much as they compute
## (BENCHMARKS.md, "Test suite"). TEST_WORKERS=0 runs everything in one process.
TEST_WORKERS ?= 4
test: lint
	@bash scripts/bootstrap.sh --with-ffmpeg
	$(PY) -m pytest tests -m "not live" -n $(TEST_WORKERS) --dist loadfile

lint: bootstrap
	$(PY) -m ruff check $(LINT_PATHS)
	$(PY) -m ruff format --check $(LINT_PATHS)
	$(PY) -m mypy

## Opt-in tier against a real local model (../shared/tools/local-llm), not part of CI.
live: bootstrap
	eval "$$(../shared/tools/local-llm start)" && $(PY) -m pytest tests/live -m live -v

## Benchmarks (a few minutes; run on a quiet machine); each rewrites its section of BENCHMARKS.md.
bench: bootstrap
	$(PY) bench/bench_collect.py
	$(PY) bench/bench_snapshot.py
	$(PY) bench/bench_replay.py
	$(PY) bench/bench_heal.py
	$(PY) bench/bench_heal_selectors.py

## The test suite's own time: wall time as `make test` runs it, its slowest 20 tests and 10 modules.
bench-suite: bootstrap
	$(PY) bench/bench_suite.py
