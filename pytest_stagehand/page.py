"""The Stagehand page: pytest-playwright's own Page object, given act / observe / extract / ...

The fixture does not wrap the page in a proxy: it re-classes the very object Playwright handed
out, so identity, ``isinstance(page, Page)``, ``expect(page)`` and every Playwright method keep
working unchanged, and ``context.pages`` returns the same object.

Heavy modules (pydantic, the LLM layer, the cache) are imported inside the methods, so loading
the plugin costs a pytest run next to nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, TypeVar, overload

from playwright.sync_api import Page

from .browser import trace_group
from .errors import PageClosedError, user_call
from .evaluation.signature import parameters_of
from .healing.mixin import SelectorHealingMixin
from .runtime.state import StagehandRuntime

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from pydantic import BaseModel

    from .actions.model import Action
    from .agents import Agent
    from .config import Settings
    from .evaluation.capture import EvidenceChoice
    from .evaluation.evaluator import Evaluator
    from .evaluation.journey import Journey
    from .evaluation.verdict import BatchVerdict, Verdict
    from .llm import LLMClient
    from .pipelines import ActResult, HistoryEntry, PipelineContext
    from .snapshot import Snapshot

    ModelT = TypeVar("ModelT", bound=BaseModel)


class StagehandPage(SelectorHealingMixin, Page):
    """A Playwright ``Page`` with Stagehand's primitives. Create it with :func:`as_stagehand_page`."""

    _stagehand: StagehandRuntime

    @property
    def stagehand_settings(self) -> Settings:
        """The effective settings for this test (marker overrides applied)."""
        return self._stagehand.settings

    @property
    def stagehand(self) -> StagehandRuntime:
        """This test's Stagehand state: model, usage ledgers, cache session, history."""
        return self._stagehand

    @property
    def history(self) -> list[HistoryEntry]:
        """Every Stagehand call made through this page, in order."""
        return self._stagehand.history

    def snapshot(self, selector: str | None = None, *, max_tokens: int | None = None) -> Snapshot:
        """The hybrid DOM + accessibility tree the model sees (frames and open shadow roots included).

        ``selector`` (CSS or XPath) scopes it to a subtree; ``max_tokens`` truncates it with a
        visible marker.
        """
        from .snapshot import capture_snapshot

        return capture_snapshot(self, selector, max_tokens=max_tokens)

    # ---- act / observe / extract ----------------------------------------------------------------

    @user_call
    def act(
        self,
        instruction: str | Action | Sequence[Action],
        *,
        variables: Mapping[str, str] | None = None,
        timeout: float | None = None,
        self_heal: bool = True,
        model: str | LLMClient | None = None,
        raise_on_failure: bool = True,
        system_prompt: str | None = None,
    ) -> ActResult:
        """Do what the words say: one thing (``"click the Login button"``) or several in order
        (``'type "Ada" into Name and click Save'``, at most 10, planned in one LLM call), or run an
        action, or the plan of a compound instruction, that :meth:`observe` returned, with no LLM call.

        ``variables`` fill ``%name%`` placeholders at execution time; the model, the cache, logs and
        results only ever see the names. ``system_prompt`` is context for this call, added after the
        ``system_prompt`` setting's. ``timeout`` (ms) bounds the whole call. A failure raises an
        :class:`~pytest_stagehand.errors.ActError` naming instruction, URL, element and cause, unless
        ``raise_on_failure=False``, which returns ``ActResult(success=False, ...)`` instead.
        """
        from .actions.model import Action
        from .pipelines import act

        if isinstance(instruction, str):
            label = instruction
        else:
            steps = [instruction] if isinstance(instruction, Action) else instruction
            label = " then ".join(f"{step.method} {step.description}".strip() for step in steps)
        with self._primitive("act", label, system_prompt) as ctx:
            result = act(
                ctx,
                instruction,
                variables=variables,
                timeout_ms=timeout,
                self_heal=self_heal,
                model=self._model(model),
                raise_on_failure=raise_on_failure,
            )
        evaluator = self._own_evaluator()
        if result.success and evaluator is not None:
            evaluator.record_action(  # this page's open journeys
                result.action_description, settle_ms=self._stagehand.settings.dom_settle_timeout
            )
        return result

    @user_call
    def observe(
        self,
        instruction: str | None = None,
        *,
        selector: str | None = None,
        timeout: float | None = None,
        model: str | LLMClient | None = None,
        system_prompt: str | None = None,
    ) -> list[Action]:
        """Elements matching ``instruction`` (default: every interactive element) as actions that
        :meth:`act` can run without an LLM call. ``selector`` (CSS or XPath) scopes the search."""
        from .pipelines import observe

        with self._primitive("observe", instruction, system_prompt) as ctx:
            return observe(ctx, instruction, selector=selector, timeout_ms=timeout, model=self._model(model))

    @overload
    def extract(self) -> str: ...
    @overload
    def extract(
        self,
        instruction: str,
        *,
        selector: str | None = ...,
        timeout: float | None = ...,
        model: str | LLMClient | None = ...,
        system_prompt: str | None = ...,
    ) -> dict[str, str]: ...
    @overload
    def extract(
        self,
        instruction: str | None,
        schema: type[ModelT],
        *,
        selector: str | None = ...,
        timeout: float | None = ...,
        model: str | LLMClient | None = ...,
        system_prompt: str | None = ...,
    ) -> ModelT: ...
    @overload
    def extract(
        self,
        instruction: str | None,
        schema: Mapping[str, Any],
        *,
        selector: str | None = ...,
        timeout: float | None = ...,
        model: str | LLMClient | None = ...,
        system_prompt: str | None = ...,
    ) -> Any: ...
    @user_call
    def extract(
        self,
        instruction: str | None = None,
        schema: type[BaseModel] | Mapping[str, Any] | None = None,
        *,
        selector: str | None = None,
        timeout: float | None = None,
        model: str | LLMClient | None = None,
        system_prompt: str | None = None,
    ) -> Any:
        """No arguments: the page text (no LLM call). An instruction: ``{"extraction": "..."}``. With a
        pydantic model: a validated instance (``HttpUrl`` fields get the links' real URLs). With a JSON
        schema dict: data validated against it. ``selector`` scopes what the model reads."""
        from .pipelines import extract

        with self._primitive("extract", instruction, system_prompt) as ctx:
            return extract(
                ctx, instruction, schema, selector=selector, timeout_ms=timeout, model=self._model(model)
            )

    # ---- agent ----------------------------------------------------------------------------------

    def agent(
        self,
        model: str | LLMClient | None = None,
        execution_model: str | LLMClient | None = None,
        system_prompt: str | None = None,
        tools: Sequence[Callable[..., object]] | None = None,
        mode: str = "dom",
        *,
        snapshot_tokens: int | None = None,
        plan_first: bool | None = None,
    ) -> Agent:
        """An agent for multi-step goals: ``page.agent().execute("add the cheapest mug to the cart")``
        returns an :class:`~pytest_stagehand.agents.AgentResult`. ``model`` decides the tool calls
        (default: the test's model), ``execution_model`` runs act / extract / fillForm (default: the
        test's). ``tools``: Python callables with typed arguments the model may call too.
        ``plan_first`` (default: the ``agent_plan_first`` setting, on): the run starts with one act
        that plans the whole instruction as steps, page by page, and the tool loop goes on from there."""
        from .agents import Agent, AgentOptions, make_user_tools
        from .agents.options import DEFAULT_SNAPSHOT_TOKENS

        llm = self._model(model) or self._stagehand.llm
        if not hasattr(llm, "run_tools"):
            from .errors import AgentError

            raise AgentError(
                f"the model {llm.model_id!r} cannot call tools (it has no run_tools); pick another"
            )
        options = AgentOptions(
            llm=llm,  # type: ignore[arg-type]  # checked just above
            execution_llm=self._model(execution_model),
            system_prompt=system_prompt,
            tools=make_user_tools(tools),
            mode=mode,
            snapshot_tokens=snapshot_tokens or DEFAULT_SNAPSHOT_TOKENS,
            base_url=self._stagehand.base_url,
            plan_first=plan_first,
        )
        return Agent(options, lambda instruction: self._primitive("agent", instruction))

    # ---- evaluation -----------------------------------------------------------------------------

    @property
    def evaluator(self) -> Evaluator:
        """The YES/NO evaluator for this page (the ``evaluator`` fixture is the same object). Each page
        of the test (the fixture's, a popup, a new tab) has its own; they share ledgers and cache."""
        runtime = self._stagehand
        evaluator = self._own_evaluator()
        if evaluator is None:
            from .evaluation.evaluator import Evaluator

            settings = runtime.settings
            evaluator = Evaluator(
                self,
                # A judge of its own (--stagehand-evaluator-model); its id is in every verdict key.
                self._model(settings.evaluator_model) or runtime.llm,
                usage=runtime.ledgers(),
                store=self._verdict_store(),
                observers=runtime.verdict_observers,
                # Each judgement's whole LLM call, retries included (--stagehand-timeout).
                timeout_s=runtime.settings.timeout / 1000,
                secrets=runtime.secrets,
                timer=runtime.timed,
                app_context=settings.system_prompt,
                strict=settings.strict_verdicts,
                verbose=settings.verbose,
            )
            self.__dict__["_stagehand_evaluator"] = (runtime, evaluator)
            if runtime.evaluator is None:
                runtime.evaluator = evaluator  # the first page's: the fixture's page
        return evaluator

    def _own_evaluator(self) -> Evaluator | None:
        """This page's evaluator under its current runtime (a new runtime, a new evaluator)."""
        owner, evaluator = self.__dict__.get("_stagehand_evaluator", (None, None))
        return evaluator if owner is self._stagehand else None

    @parameters_of(lambda: Evaluator.ask)
    @user_call
    def evaluate_goal(self, *args: Any, **kwargs: Any) -> Verdict:
        """Ask the model whether ``goal`` holds on the page now (the parameters of ``Evaluator.ask``).
        The verdict is truthy only for YES, so ``assert page.evaluate_goal("the cart shows 3 items")``
        fails with the model's reasoning.

        ``evidence`` is ``"screenshot"`` (default), ``"page_text"`` (the snapshot text; what text-only
        models can judge) or ``"both"``. The capture waits ``screenshot_delay_ms`` first (0 skips it).
        PNG/JPEG bytes as ``screenshot`` judge that picture; a list of them judges a sequence.
        """
        with self._stagehand.timed():
            return self.evaluator.evaluate_goal(*args, **kwargs)

    @parameters_of(lambda: Evaluator.wait_for_goal)
    @user_call
    def wait_for_goal(self, *args: Any, **kwargs: Any) -> Verdict:
        """Re-judge ``goal`` until YES or ``timeout`` seconds (the parameters of
        ``Evaluator.wait_for_goal``); the model is asked again only when the page changed."""
        with self._stagehand.timed():
            return self.evaluator.wait_for_goal(*args, **kwargs)

    @parameters_of(lambda: Evaluator.batch_ask)
    @user_call
    def evaluate_goals(self, *args: Any, **kwargs: Any) -> BatchVerdict:
        """Several goals on one capture in one LLM call, or one call each with ``separately=True``
        (the parameters of ``Evaluator.batch_ask``); truthy only when every goal is YES, and a failing
        ``assert`` lists each NO with its reasoning."""
        with self._stagehand.timed():
            return self.evaluator.evaluate_goals(*args, **kwargs)

    def journey(self, *, evidence: EvidenceChoice | None = None, capture_on_enter: bool = True) -> Journey:
        """``with page.journey() as j: ...`` captures the page after every successful act inside the
        block (and on entry); ``j.judge("...")`` evaluates the whole progression in one call.
        Captures are taken at once (no ``screenshot_delay_ms``)."""
        return self.evaluator.journey(evidence=evidence, capture_on_enter=capture_on_enter)

    # ---- plumbing -------------------------------------------------------------------------------

    @contextmanager
    def _primitive(
        self, name: str, instruction: str | None, system_prompt: str | None = None
    ) -> Iterator[PipelineContext]:
        """One primitive call: timed, inside the reporting step, and reported when it ends (either way)."""
        from .config import parse_system_prompt
        from .pipelines import PipelineContext

        runtime = self._stagehand
        ctx = PipelineContext(
            page=self,
            settings=runtime.settings,
            llm=runtime.llm,
            usage=runtime.ledgers(),
            history=runtime.history,
            cache=runtime.pipeline_cache,
            secrets=runtime.secrets,
            system_prompt=parse_system_prompt(system_prompt),  # over 4,000 characters: a ConfigError
        )
        seen, counts = len(runtime.history), runtime.cache_counts()
        title = name + (f" {instruction!r}" if instruction else "")
        url = self.url
        label = f"{name}: {instruction}" if instruction else name
        with runtime.timed(), runtime.primitive_step(title), trace_group(self, label):
            try:
                yield ctx
            except Exception as e:
                if self.is_closed() and not isinstance(e, PageClosedError):
                    raise closed_mid_call(name, instruction, url, self.url) from e
                raise
            finally:
                status = runtime.cache_status(counts)
                for entry in runtime.history[seen:]:
                    for observer in runtime.primitive_observers:
                        observer(self, entry, status)

    def _model(self, model: str | LLMClient | None) -> LLMClient | None:
        if model is None or not isinstance(model, str):
            return model
        clients: dict[str, LLMClient] = self._stagehand.extras.setdefault("models", {})
        if model not in clients:
            from .llm import build_llm_client

            clients[model] = build_llm_client(self._stagehand.settings, model=model)
        return clients[model]

    def _verdict_store(self) -> Any:
        cache = self._stagehand.pipeline_cache
        if cache is None:
            return None
        from .evaluation.store import CachedVerdicts

        return CachedVerdicts(cache, lambda: self.url)


def closed_mid_call(name: str, instruction: str | None, started_at: str, last_url: str) -> PageClosedError:
    """The error for a page that closed itself while ``name`` worked on it (a popup that closes on
    its own, an OAuth window that finished): it names the page, so the test knows which one."""
    what = f"{name}({instruction!r})" if instruction else f"{name}()"
    where = started_at if started_at == last_url else f"{started_at} (last at {last_url})"
    return PageClosedError(
        f"{what}: the page {where} closed itself before the call finished. If closing is what the "
        f"step does (a popup that closes after 'Allow'), click with Playwright and wait for the close "
        f"(popup.wait_for_event('close')); otherwise act on the page that is still open."
    )


def expect_goal(page: StagehandPage, goal: str, *, timeout: float = 10.0, **options: Any) -> Verdict:
    """``expect_goal(page, "the cart shows 3 items")``: Playwright-``expect`` style. Waits until the
    goal is YES (``page.wait_for_goal``) and returns the verdict; raises GoalNotMetError, an
    AssertionError carrying the last verdict and the evidence it judged, when time runs out."""
    return page.wait_for_goal(goal, timeout=timeout, raise_on_timeout=True, **options)


def as_stagehand_page(page: Page, runtime: StagehandRuntime) -> StagehandPage:
    """Turn Playwright's page object into a StagehandPage in place and return it."""
    if not isinstance(page, StagehandPage):
        page.__class__ = StagehandPage
    stagehand_page: StagehandPage = page  # type: ignore[assignment]
    stagehand_page._stagehand = runtime
    return stagehand_page


def adopt_new_pages(page: StagehandPage) -> None:
    """Every page opened later in this page's context (a popup, a link's new tab, ``context.new_page()``)
    becomes a StagehandPage of the same test: the same settings, model, ledgers, cache (each entry
    keyed by its own page's URL path), history and reports; with its own evaluator.

    Playwright hands the same Page object to ``context.on("page")``, ``page.expect_popup()`` and
    ``context.pages``, and the context's event comes first, so a popup is adopted before the test
    sees it.
    """

    def adopt(new_page: Page) -> None:
        if not isinstance(new_page, StagehandPage):
            as_stagehand_page(new_page, page._stagehand)  # the opener's runtime: one test, one state

    for existing in page.context.pages:
        adopt(existing)
    page.context.on("page", adopt)
