"""The LLM layer's pure parts and doubles: usage, ledger, parsing, retries, guard, images, laziness."""

from __future__ import annotations

import io
import subprocess
import sys
import threading
from collections.abc import Sequence
from typing import Literal

import pytest
from PIL import Image
from pydantic import BaseModel, ValidationError

from pytest_stagehand.config import Settings
from pytest_stagehand.errors import (
    ConfigError,
    LLMError,
    LLMNotInstalledError,
    LLMRequestBlockedError,
    LLMTimeoutError,
    ScriptedLLMError,
)
from pytest_stagehand.llm import (
    FunctionLLM,
    ImagePart,
    LLMClient,
    Message,
    RetryPolicy,
    ScriptedLLM,
    TextPart,
    Usage,
    UsageLedger,
    allow_llm_requests,
    block_llm_requests,
    build_llm_client,
    llm_requests_blocked,
)
from pytest_stagehand.llm.anthropic_provider import AnthropicClient
from pytest_stagehand.llm.google_provider import GoogleClient
from pytest_stagehand.llm.guard import check_request_allowed
from pytest_stagehand.llm.images import ANTHROPIC_LIMITS, OPENAI_LIMITS, ImageLimits, fit_image, scale_factor
from pytest_stagehand.llm.openai_provider import OpenAIClient
from pytest_stagehand.llm.parsing import coerce_output, parse_output, repair_messages, strip_code_fences
from pytest_stagehand.llm.retry import parse_retry_after
from tests.wire.server import WireServer


class Pick(BaseModel):
    elementId: Literal["0-1", "0-2"]
    method: str = "click"


# --- Usage and the ledger ---------------------------------------------------------------------------


def test_usage_adds_field_by_field() -> None:
    total = Usage(10, 2, 1, 4, 100.0) + Usage(5, 3, 0, 1, 50.5)
    assert total == Usage(15, 5, 1, 5, 150.5)
    assert total.total_tokens == 20
    assert sum([Usage(1, 1), Usage(2, 2)], Usage()) == Usage(3, 3)


def test_ledger_accumulates_by_primitive_in_a_fixed_order() -> None:
    ledger = UsageLedger()
    ledger.record("extract", Usage(100, 10, inference_ms=5))
    ledger.record("act", Usage(50, 5))
    ledger.record("act", Usage(30, 3, cached_input_tokens=20))
    assert list(ledger.by_primitive()) == ["act", "extract"]
    assert ledger.by_primitive()["act"] == Usage(80, 8, cached_input_tokens=20)
    assert dict(ledger.calls_by_primitive()) == {"act": 2, "extract": 1}
    assert ledger.calls == 3
    assert ledger.total == Usage(180, 18, cached_input_tokens=20, inference_ms=5)
    assert repr(ledger).startswith("UsageLedger(calls=3")


def test_ledger_merges_a_test_ledger_into_the_session_one() -> None:
    session, test = UsageLedger(), UsageLedger()
    session.record("observe", Usage(1, 1))
    test.record("observe", Usage(2, 2))
    test.record("evaluate", Usage(3, 3))
    session.merge(test)
    assert session.by_primitive() == {"observe": Usage(3, 3), "evaluate": Usage(3, 3)}
    assert session.calls == 3


def test_ledger_refuses_unknown_primitives() -> None:
    with pytest.raises(ValueError, match="unknown primitive 'acts'"):
        UsageLedger().record("acts", Usage())


def test_ledger_is_safe_across_threads() -> None:
    ledger = UsageLedger()

    def work() -> None:
        for _ in range(500):
            ledger.record("agent", Usage(1, 1))

    threads = [threading.Thread(target=work) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert ledger.total == Usage(2000, 2000)
    assert ledger.calls == 2000


# --- messages and parsing ---------------------------------------------------------------------------


def test_message_parts_and_text() -> None:
    image = ImagePart(b"\x89PNG" + b"0" * 100)
    message = Message("user", [TextPart("a"), image, TextPart("b")])
    assert message.parts() == (TextPart("a"), image, TextPart("b"))
    assert message.text() == "a\n\nb"
    assert message.has_images
    assert Message("user", "x").parts() == (TextPart("x"),)
    assert repr(image) == "ImagePart(<104 bytes>, media_type='image/png')"


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ('{"a": 1}', '{"a": 1}'),
        ('```json\n{"a": 1}\n```', '{"a": 1}'),
        ('```\n{"a": 1}\n```', '{"a": 1}'),
        ('  ```JSON\n{"a": 1}```  ', '{"a": 1}'),
        ('```json {"a": 1} ```', '{"a": 1}'),
        ('Here is the JSON:\n```json\n{"a": 1}\n```\nDone.', '{"a": 1}'),  # prose around one block
        ('text ```json {"a": [1]}```', '{"a": [1]}'),
        ("Sure:\n```\n[1, 2]\n```", "[1, 2]"),
        # two blocks: no guessing which one is meant, validation (and the repair) decide
        (
            'a ```json\n{"a": 1}\n``` b ```json\n{"a": 2}\n```',
            'a ```json\n{"a": 1}\n``` b ```json\n{"a": 2}\n```',
        ),
        ('{"code": "```py\nx = 1\n```"}', '{"code": "```py\nx = 1\n```"}'),  # fences inside JSON are data
        ("no json here ```python\nprint(1)\n```", "no json here ```python\nprint(1)\n```"),
        ("  {}  ", "{}"),
    ],
)
def test_code_fences_are_stripped(raw: str, expected: str) -> None:
    assert strip_code_fences(raw) == expected


def test_parse_output_validates_and_raises_pydantic_errors() -> None:
    assert parse_output('```json\n{"elementId": "0-2"}\n```', Pick) == Pick(elementId="0-2")
    with pytest.raises(ValidationError):
        parse_output('{"elementId": "9-9"}', Pick)
    with pytest.raises(ValidationError):
        parse_output("not json", Pick)


def test_repair_messages_append_the_reply_and_the_errors() -> None:
    with pytest.raises(ValidationError) as caught:
        parse_output('{"elementId": "9-9", "method": 3}', Pick)
    original = (Message("system", "s"), Message("user", "u"))
    repaired = repair_messages(original, "RAW", caught.value)
    assert repaired[:2] == list(original)
    assert repaired[2] == Message("assistant", "RAW")
    assert "- elementId: Input should be '0-1' or '0-2'" in repaired[3].text()
    assert "- method: Input should be a valid string" in repaired[3].text()
    assert repair_messages(original, "", caught.value)[2] == Message("assistant", "(empty reply)")


def test_coerce_output_accepts_instances_dicts_json_and_other_models() -> None:
    class Other(BaseModel):
        elementId: str

    assert coerce_output(Pick(elementId="0-1"), Pick) == Pick(elementId="0-1")
    assert coerce_output({"elementId": "0-1"}, Pick) == Pick(elementId="0-1")
    assert coerce_output('{"elementId": "0-2"}', Pick) == Pick(elementId="0-2")
    assert coerce_output(b'{"elementId": "0-2"}', Pick) == Pick(elementId="0-2")
    assert coerce_output(Other(elementId="0-1"), Pick) == Pick(elementId="0-1")


# --- retries ------------------------------------------------------------------------------------------


def test_backoff_doubles_up_to_the_cap_and_stops_after_the_retries() -> None:
    policy = RetryPolicy(retries=5, base_delay_s=0.5, max_delay_s=3.0)
    assert [policy.delay(n, None) for n in range(6)] == [0.5, 1.0, 2.0, 3.0, 3.0, None]
    assert RetryPolicy(retries=0).delay(0, None) is None


def test_a_short_retry_after_is_honoured_and_a_long_one_gives_up() -> None:
    policy = RetryPolicy(retries=2, max_retry_after_s=20)
    assert policy.delay(0, 7.0) == 7.0
    assert policy.delay(0, 21.0) is None
    assert policy.delay(2, 1.0) is None


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        ({"Retry-After": "3"}, 3.0),
        ({"retry-after": "0.5"}, 0.5),
        ({"retry-after-ms": "250", "retry-after": "9"}, 0.25),
        ({"Retry-After": "Wed, 21 Oct 2015 07:28:10 GMT"}, 10.0),
        ({"Retry-After": "soon"}, None),
        ({"Retry-After": "-4"}, 0.0),
        ({}, None),
        (None, None),
    ],
)
def test_retry_after_headers(headers: dict[str, str] | None, expected: float | None) -> None:
    now = 1445412480.0  # 2015-10-21 07:28:00 GMT
    assert parse_retry_after(headers, now=now) == expected


# --- the request guard -----------------------------------------------------------------------------


@pytest.mark.allow_llm_requests  # starts from "nothing blocked", whatever the suite's guard does
def test_guard_blocks_nests_and_allows() -> None:
    assert llm_requests_blocked() is None
    with block_llm_requests("test_a"):
        assert llm_requests_blocked() == "test_a"
        with pytest.raises(
            LLMRequestBlockedError, match=r"\[openai/gpt-x\] a real LLM request was blocked: test_a"
        ):
            check_request_allowed("openai", "gpt-x")
        with allow_llm_requests():
            check_request_allowed("openai", "gpt-x")
        with block_llm_requests("inner"):
            assert llm_requests_blocked() == "inner"
        assert llm_requests_blocked() == "test_a"
    assert llm_requests_blocked() is None
    check_request_allowed("openai", "gpt-x")


def test_guard_applies_to_other_threads_too() -> None:
    seen: list[BaseException] = []

    def request() -> None:
        try:
            check_request_allowed("google", "gemini")
        except LLMRequestBlockedError as e:
            seen.append(e)

    with block_llm_requests("threaded test"):
        worker = threading.Thread(target=request)
        worker.start()
        worker.join()
    assert len(seen) == 1


@pytest.mark.parametrize("client_type", [OpenAIClient, AnthropicClient, GoogleClient])
def test_guard_blocks_every_real_provider_before_any_sdk_work(
    client_type: type[OpenAIClient | AnthropicClient | GoogleClient], monkeypatch: pytest.MonkeyPatch
) -> None:
    for variable in ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GEMINI_API_KEY", "GOOGLE_API_KEY"):
        monkeypatch.delenv(variable, raising=False)
    llm = client_type("some-model", base_url="http://127.0.0.1:9")
    with block_llm_requests("my test"), pytest.raises(LLMRequestBlockedError, match="blocked: my test"):
        llm.generate([Message("user", "hi")], Pick)


def test_doubles_ignore_the_guard() -> None:
    with block_llm_requests("doubles are fine"):
        assert ScriptedLLM([{"elementId": "0-1"}]).generate([], Pick).output.elementId == "0-1"


# --- images -------------------------------------------------------------------------------------------


def encoded(width: int, height: int, fmt: str = "PNG", mode: str = "RGB") -> bytes:
    buffer = io.BytesIO()
    Image.new(mode, (width, height), 128 if mode == "L" else (10, 20, 30)).save(buffer, fmt)
    return buffer.getvalue()


def size_and_format(data: bytes) -> tuple[tuple[int, int], str | None]:
    with Image.open(io.BytesIO(data)) as image:
        return image.size, image.format


@pytest.mark.parametrize(
    ("size", "limits", "expected"),
    [
        ((1000, 500), ImageLimits(2000), 1.0),
        ((4000, 1000), ImageLimits(2000), 0.5),
        ((1000, 3000), ImageLimits(1500), 0.5),
        ((3000, 1500), OPENAI_LIMITS, 768 / 1500),
        ((2000, 2000), ANTHROPIC_LIMITS, (1_150_000 / 4_000_000) ** 0.5),
    ],
)
def test_scale_factor(size: tuple[int, int], limits: ImageLimits, expected: float) -> None:
    assert scale_factor(*size, limits) == pytest.approx(expected)


def test_fit_image_keeps_fitting_images_byte_for_byte_and_fixes_the_media_type() -> None:
    jpeg = encoded(300, 200, "JPEG")
    fitted = fit_image(ImagePart(jpeg, "image/png"), OPENAI_LIMITS)
    assert fitted.data == jpeg
    assert fitted.media_type == "image/jpeg"


def test_fit_image_downscales_keeping_the_format() -> None:
    fitted = fit_image(ImagePart(encoded(4000, 2000, "JPEG"), "image/jpeg"), ImageLimits(1000))
    assert size_and_format(fitted.data) == ((1000, 500), "JPEG")
    assert fitted.media_type == "image/jpeg"


def test_fit_image_converts_other_formats_to_png() -> None:
    fitted = fit_image(ImagePart(encoded(50, 40, "GIF", mode="L"), "image/gif"), OPENAI_LIMITS)
    assert size_and_format(fitted.data) == ((50, 40), "PNG")
    assert fitted.media_type == "image/png"


def test_fit_image_falls_back_to_jpeg_when_png_is_too_large() -> None:
    noisy = Image.effect_noise((600, 600), 100).convert("RGB")
    buffer = io.BytesIO()
    noisy.save(buffer, "PNG")
    limits = ImageLimits(max_long_side=2000, max_bytes=len(buffer.getvalue()) // 3)
    fitted = fit_image(ImagePart(buffer.getvalue()), limits)
    assert fitted.media_type == "image/jpeg"
    assert len(fitted.data) <= limits.max_bytes


def test_undecodable_images_are_a_typed_error() -> None:
    with pytest.raises(LLMError, match=r"image \(9 bytes, image/png\) could not be decoded"):
        fit_image(ImagePart(b"not a png"), OPENAI_LIMITS)


# --- test doubles -----------------------------------------------------------------------------------


def test_scripted_llm_answers_in_order_and_records_calls() -> None:
    llm = ScriptedLLM([Pick(elementId="0-1"), {"elementId": "0-2"}, '```json\n{"elementId": "0-1"}\n```'])
    assert isinstance(llm, LLMClient)
    prompt = [Message("system", "sys"), Message("user", "Click OK")]
    outputs = [llm.generate(prompt, Pick, temperature=0.0, max_tokens=50).output.elementId for _ in range(3)]
    assert outputs == ["0-1", "0-2", "0-1"]
    assert len(llm.calls) == 3
    assert llm.calls[0].output_type is Pick
    assert llm.calls[0].prompt_text == "sys\n\nClick OK"
    assert (llm.calls[0].temperature, llm.calls[0].max_tokens) == (0.0, 50)
    llm.assert_all_used()


def test_scripted_llm_reports_usage_and_raw_text() -> None:
    response = ScriptedLLM([{"elementId": "0-1"}]).generate([Message("user", "x" * 400)], Pick)
    assert response.usage.prompt_tokens == 100
    assert response.usage.completion_tokens > 0
    assert response.raw_text == '{"elementId":"0-1","method":"click"}'
    assert response.model_id == "scripted/test"


def test_scripted_llm_fails_when_it_runs_dry_naming_the_call() -> None:
    llm = ScriptedLLM()
    with pytest.raises(ScriptedLLMError, match=r"ran dry at call 1 \(asked for Pick\)"):
        llm.generate([Message("user", "Click OK")], Pick)


def test_scripted_llm_fails_on_leftovers() -> None:
    llm = ScriptedLLM([{"elementId": "0-1"}, {"elementId": "0-2"}])
    llm.generate([], Pick)
    with pytest.raises(ScriptedLLMError, match=r"1 unused output\(s\) after 1 call\(s\)"):
        llm.assert_all_used()
    with pytest.raises(ScriptedLLMError, match="unused"), llm:
        pass


def test_scripted_llm_raises_scripted_exceptions_and_rejects_misfits() -> None:
    llm = ScriptedLLM([LLMTimeoutError("slow", provider="openai", model="m"), {"elementId": "7-7"}])
    with pytest.raises(LLMTimeoutError):
        llm.generate([], Pick)
    with pytest.raises(ScriptedLLMError, match="scripted output 2 does not fit Pick"):
        llm.generate([], Pick)
    llm.add({"elementId": "0-2"})
    assert llm.remaining == 1


def test_function_llm_calls_the_function_with_messages_and_type() -> None:
    def choose(messages: Sequence[Message], output_type: type[BaseModel]) -> object:
        return {"elementId": "0-2" if "second" in messages[-1].text() else "0-1"}

    llm = FunctionLLM(choose)
    assert isinstance(llm, LLMClient)
    assert llm.generate([Message("user", "the second")], Pick).output.elementId == "0-2"
    assert llm.generate([Message("user", "the first")], Pick).usage.prompt_tokens > 0
    assert len(llm.calls) == 2
    with pytest.raises(ScriptedLLMError, match="does not fit Pick"):
        FunctionLLM(lambda m, t: {"elementId": 5}).generate([], Pick)


# --- laziness, factory ---------------------------------------------------------------------------------


def test_loading_the_plugin_and_building_clients_imports_no_provider_sdk() -> None:
    # An SDK import costs up to 2 s; the plugin may add at most 0.3 s to a run (see bench_collect.py).
    code = (
        "import sys, pytest_stagehand.llm, pytest_stagehand.testing, pytest_stagehand.plugin, "
        "pytest_stagehand.fixtures; from pytest_stagehand.config import Settings; "
        "[pytest_stagehand.llm.build_llm_client(Settings(model=m)) for m in "
        "('openai/a', 'anthropic/b', 'google/c')]; "
        "print(sorted(m for m in ('openai', 'anthropic', 'google.genai') if m in sys.modules))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


@pytest.mark.allow_llm_requests  # the guard is checked first; the import must be reached
@pytest.mark.parametrize(
    ("model", "module", "package"),
    [
        ("openai/gpt-4.1-mini", "openai", "openai"),
        ("anthropic/claude-haiku-4-5", "anthropic", "anthropic"),
        ("google/gemini-2.5-flash", "google.genai", "google-genai"),
    ],
)
def test_a_missing_sdk_gives_an_install_hint(
    monkeypatch: pytest.MonkeyPatch, model: str, module: str, package: str
) -> None:
    for variable in ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GEMINI_API_KEY"):
        monkeypatch.setenv(variable, "k")
    monkeypatch.setitem(sys.modules, module, None)  # makes `import <module>` fail
    llm = build_llm_client(Settings(model=model))
    with pytest.raises(LLMNotInstalledError) as caught:
        llm.generate([Message("user", "x")], Pick)
    assert f"needs the {package!r} package: pip install {package}" in str(caught.value)
    assert caught.value.provider == model.partition("/")[0]


@pytest.mark.parametrize(
    ("model", "client_type"),
    [
        ("openai/gpt-4.1-mini", OpenAIClient),
        ("anthropic/claude-haiku-4-5", AnthropicClient),
        ("google/gemini-2.5-flash", GoogleClient),
    ],
)
def test_build_llm_client_picks_the_provider_and_applies_settings(model: str, client_type: type) -> None:
    settings = Settings(
        model="openai/other", base_url="http://127.0.0.1:1/v1", llm_timeout=2500, llm_retries=4
    )
    llm = build_llm_client(settings, model=model)
    assert type(llm) is client_type
    assert llm.model_id == model
    assert llm.timeout_s == 2.5
    assert llm.retry.retries == 4
    assert llm.max_tokens == 1024
    # base_url names an OpenAI-compatible server: only the openai provider uses it.
    assert llm.base_url == ("http://127.0.0.1:1/v1" if client_type is OpenAIClient else None)


@pytest.mark.parametrize(
    ("base_url", "base_url_images", "model", "sees"),
    [
        (None, False, "openai/gpt-4.1-mini", True),  # the provider's own endpoint
        ("http://127.0.0.1:1/v1", False, "openai/qwen2.5-coder-1.5b", False),  # a compatible server
        ("http://127.0.0.1:1/v1", True, "openai/llava", True),  # one that serves a vision model
        ("http://127.0.0.1:1/v1", False, "anthropic/claude-haiku-4-5", True),  # not used by anthropic
    ],
)
def test_a_compatible_server_gets_images_only_when_the_settings_say_it_sees(
    base_url: str | None, base_url_images: bool, model: str, sees: bool
) -> None:
    settings = Settings(model=model, base_url=base_url, base_url_images=base_url_images)
    assert build_llm_client(settings).supports_images is sees


def test_build_llm_client_rejects_a_bad_model_id() -> None:
    with pytest.raises(ConfigError, match="no provider"):
        build_llm_client(Settings(), model="gpt-4")


GUARD_CONFTEST = """
import pytest
from pytest_stagehand.llm import block_llm_requests

@pytest.fixture(autouse=True)
def _block_real_llm_requests(request):
    if request.node.get_closest_marker("allow_llm_requests") or request.node.get_closest_marker("live"):
        yield
        return
    with block_llm_requests(f"test {request.node.nodeid} sent a real LLM request"):
        yield
"""

GUARDED_TESTS = """
import pytest
from pydantic import BaseModel
from pytest_stagehand.errors import LLMRequestBlockedError
from pytest_stagehand.llm import Message, llm_requests_blocked
from pytest_stagehand.llm.openai_provider import OpenAIClient
from pytest_stagehand.testing import ScriptedLLM

class Out(BaseModel):
    ok: bool

def test_real_request_is_blocked():
    with pytest.raises(LLMRequestBlockedError, match="test_guarded.py::test_real_request_is_blocked"):
        OpenAIClient("m", base_url="http://127.0.0.1:9/v1").generate([Message("user", "x")], Out)

def test_doubles_still_work():
    assert ScriptedLLM([{"ok": True}]).generate([], Out).output.ok

@pytest.mark.allow_llm_requests
def test_opted_in():
    assert llm_requests_blocked() is None

@pytest.mark.live
def test_live_opted_in():
    assert llm_requests_blocked() is None
"""


def test_the_suite_guard_recipe_blocks_unmarked_tests_only(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(GUARD_CONFTEST)
    pytester.makepyfile(test_guarded=GUARDED_TESTS)
    pytester.makeini("[pytest]\nmarkers =\n    live: x\n    allow_llm_requests: x\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-q")
    result.assert_outcomes(passed=4)


def test_this_suites_own_guard_blocks_a_real_request_from_an_unmarked_test(
    request: pytest.FixtureRequest,
) -> None:
    """No block_llm_requests() here: the block comes from tests/conftest.py, the one every test runs under."""
    reason = f"test {request.node.nodeid} sent a real LLM request"
    assert llm_requests_blocked() == reason  # the conftest's own wording, with this test's node id
    wire = WireServer().start()
    try:
        llm = OpenAIClient("gpt-x", base_url=wire.url + "/v1")
        with pytest.raises(LLMRequestBlockedError) as caught:
            llm.generate([Message("user", "x")], Pick)
        assert wire.requests == []  # blocked before anything reached the server
        llm.close()
    finally:
        wire.stop()
    assert f"a real LLM request was blocked: {reason}" in str(caught.value)
    assert "@pytest.mark.allow_llm_requests" in str(caught.value)


def test_a_clients_repr_leaves_credentials_in_its_base_url_out() -> None:
    llm = OpenAIClient("m", base_url="http://alice:hunter2@llm.internal/v1")
    assert repr(llm) == "OpenAIClient(model_id='openai/m', base_url='http://***@llm.internal/v1')"
    assert llm.base_url == "http://alice:hunter2@llm.internal/v1"  # the SDK still gets them
