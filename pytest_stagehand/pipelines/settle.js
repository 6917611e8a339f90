// Installed in every document of a page (an init script, and once in the document already open), so
// settle can tell "the page is still building what an action asked for" from "the page merely ticks".
//
// * Structural change: elements added or removed (not text nodes, attributes, <script>/<style>/<link>
//   insertions). A clock rewriting its text, a spinner toggling a class, a CSS animation or a carousel
//   moving a transform are not structural; a list opening, a dialog appearing, rows rendering are.
// * Pending timers: a setTimeout of at most MAX_TIMER_MS scheduled by an event handler or a promise
//   (a click that shows a list 600 ms later), not by another timer or an interval (a clock's next
//   tick), so a page that ticks forever has none pending.
(() => {
  if (window.__stagehandSettle) return;
  const MAX_TIMER_MS = 1000;
  const IGNORED = new Set(["SCRIPT", "STYLE", "LINK", "META", "NOSCRIPT", "TEMPLATE"]);
  // Installed into a document already open, the watcher has not seen its history: count the install
  // as a change, so the first wait opens one quiet window instead of trusting an unseen past.
  // fromStart: installed before the document's own scripts ran (an init script runs while it is still
  // loading), so every timer it set is known; installed later, its earlier timers are not.
  const state = {
    lastStructural: performance.now(),
    pending: new Map(),
    inTimer: 0,
    fromStart: document.readyState === "loading",
  };
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  const realSetInterval = window.setInterval.bind(window);

  // A timer's callback, and the promise continuations it resolves (an `await sleep(100)` loop
  // resumes in a microtask after the callback returns), count as "inside a timer".
  const inside = (fn) =>
    function (...args) {
      state.inTimer += 1;
      try {
        return fn.apply(this, args);
      } finally {
        queueMicrotask(() => {
          state.inTimer -= 1;
        });
      }
    };

  window.setTimeout = function (fn, delay, ...args) {
    if (typeof fn !== "function") return realSetTimeout(fn, delay, ...args);
    const ms = Number(delay) || 0;
    const tracked = state.inTimer === 0 && ms <= MAX_TIMER_MS;
    let id = 0;
    const run = inside(function (...a) {
      state.pending.delete(id);
      return fn.apply(this, a);
    });
    id = realSetTimeout(run, delay, ...args);
    if (tracked) state.pending.set(id, performance.now() + ms);
    return id;
  };
  window.clearTimeout = function (id) {
    state.pending.delete(id);
    return realClearTimeout(id);
  };
  window.setInterval = function (fn, delay, ...args) {
    if (typeof fn !== "function") return realSetInterval(fn, delay, ...args);
    return realSetInterval(inside(fn), delay, ...args);
  };

  const isStructural = (node) => node.nodeType === 1 && !IGNORED.has(node.nodeName);
  const observer = new MutationObserver((mutations) => {
    for (const m of mutations) {
      for (const n of m.addedNodes) if (isStructural(n)) return void (state.lastStructural = performance.now());
      for (const n of m.removedNodes) if (isStructural(n)) return void (state.lastStructural = performance.now());
    }
  });
  observer.observe(document, { childList: true, subtree: true });

  // Resolves when no structural change happened for `quiet` ms and no tracked timer is pending, or
  // after `budget` ms; polls with the page's own (unwrapped) timer, so the wait is not a pending timer.
  const wait = (quiet, budget) =>
    new Promise((resolve) => {
      const started = performance.now();
      const check = () => {
        const now = performance.now();
        // A timer that should have fired long ago (a throttled or discarded one) is not waited for.
        for (const [id, due] of state.pending) if (now - due > MAX_TIMER_MS) state.pending.delete(id);
        const since = now - state.lastStructural;
        if (since >= quiet && state.pending.size === 0) return resolve(true);
        if (now - started >= budget) return resolve(false);
        const next = state.pending.size ? 20 : Math.min(quiet - since + 1, 20);
        realSetTimeout(check, Math.max(1, Math.min(next, budget - (now - started))));
      };
      check();
    });
  Object.defineProperty(window, "__stagehandSettle", { value: { wait, state }, enumerable: false });
})();
