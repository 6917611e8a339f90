"""What the plugin keeps while tests run: one test's state and the session's.

- ``state``    StagehandRuntime: one test's settings, lazy model, ledgers, cache session, history and
               the hooks reporting registers (built by the page fixture)
- ``session``  SessionState (stores, usage, skipped tests) and the typed stash keys on the pytest
               config and items; a test's settings with its markers applied

Nothing here imports reporting: reports read the runtime (``reporting.usage.report_properties``).
"""
