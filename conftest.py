"""Root conftest: puts the repository root on sys.path so tests can import ``tests.support``."""
