"""The step report's default pictures: copies of the page's DOM (``--stagehand-report-screenshots=dom``),
drawn by the report in a sandboxed frame. Each test copies a real page in Chromium, writes the report
with the copy in it, opens the report in Chromium and reads what a person would see there: styles from
linked, script-written and adopted stylesheets applied, form state as it was, open shadow roots drawn,
the page's own images, scrolled as it was, a masked field's value nowhere, and the page's scripts not
run."""

from __future__ import annotations

import base64
import io
from pathlib import Path

import pytest
from playwright.sync_api import Frame, Page, expect

from pytest_stagehand.actions.model import Action
from pytest_stagehand.actions.variables import Secrets
from pytest_stagehand.reporting import steps as recorded
from pytest_stagehand.reporting.step_html import render
from pytest_stagehand.reporting.steps import Shot, Step, StepRecorder
from tests.support.server import Site


def _png(colour: tuple[int, int, int]) -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (40, 20), colour).save(out, format="PNG")
    return out.getvalue()


PAGE = """<!doctype html><title>Copy me</title>
<meta http-equiv=refresh content="600; url=/elsewhere.html"><link rel=preload href="/copy.css" as=style>
<link rel=stylesheet href="/copy.css">
<style id=written></style>
<h1>Orders</h1>
<form>
  <input id=name> <input id=secret> <input id=pw type=password>
  <label><input id=agree type=checkbox> agree</label>
  <select id=size><option>S</option><option>M</option><option>L</option></select>
  <textarea id=note></textarea>
</form>
<order-card></order-card>
<img id=logo src="/logo.png" width=40 height=20>
<p id=ran onclick="this.remove()">scripts ran: no</p>
<div style="height:2000px"></div>
<button id=low>Low</button>
<script>
  document.getElementById('written').sheet.insertRule('#ran { color: rgb(0, 0, 255) }');
  customElements.define('order-card', class extends HTMLElement {
    constructor() {
      super();
      const root = this.attachShadow({ mode: 'open' });
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('b { color: rgb(0, 128, 0) }');
      root.adoptedStyleSheets = [sheet];
      root.innerHTML = '<b>Card</b> <input id=qty value=1>';
    }
  });
  const root = document.documentElement;
  root.dataset.runs = String(Number(root.dataset.runs || 0) + 1);
</script>
"""
CSS = "h1 { color: rgb(255, 0, 0); font-size: 40px } #low { position: relative; left: 100px }"


@pytest.fixture
def copied(page: Page, site: Site, tmp_path: Path) -> tuple[Page, Frame, Shot, StepRecorder]:
    """The page filled in, a field masked, scrolled to the bottom button, copied before an action on
    it; then the report with that copy opened in a second page, its frame drawn."""
    site.add("/copy.css", CSS, "text/css")
    site.add("/logo.png", _png((200, 40, 40)), "image/png")
    page.goto(site.add("/copy.html", PAGE))
    page.fill("#name", "Ada")
    page.check("#agree")
    page.select_option("#size", "M")
    page.fill("#note", "leave at the door")
    page.fill("#pw", "hunter2")
    page.fill("order-card >> #qty", "3")
    steps = recorded.TestSteps("test_copy.py::test_it")
    recorder = StepRecorder(page, steps, Secrets(), [], pictures="dom")
    # Typing a variable's value into #secret: the field is marked before the action, as the pipeline does.
    recorder._watch(
        page, page.locator("#secret"), Action(selector="css=#secret", method="fill", arguments=("%key%",))
    )
    page.fill("#secret", "top-secret-value")
    recorder._before = None
    recorder._watch(page, page.locator("#low"), Action(selector="css=#low", method="click"))
    shot = recorder._before
    assert shot is not None
    assert shot.copy is not None
    steps.steps.append(Step("act", "click 'Low'", before=shot))
    report = tmp_path / "report.html"
    report.write_text(render([steps]), encoding="utf-8")
    viewer = page.context.new_page()
    viewer.goto(report.as_uri())
    figure = viewer.locator("figure.before iframe.page-copy")
    figure.scroll_into_view_if_needed()
    expect(figure).to_have_attribute("data-drawn", "yes")
    frame = figure.element_handle().content_frame()
    assert frame is not None
    return viewer, frame, shot, recorder


def test_a_copy_is_styled_by_every_kind_of_stylesheet(copied: tuple[Page, Frame, Shot, StepRecorder]) -> None:
    _, frame, _, _ = copied
    colour = "(selector) => getComputedStyle(document.querySelector(selector)).color"
    assert frame.evaluate(colour, "h1") == "rgb(255, 0, 0)"  # a linked sheet
    assert frame.evaluate(colour, "#ran") == "rgb(0, 0, 255)"  # rules a script wrote
    bold = frame.evaluate(
        "() => getComputedStyle(document.querySelector('order-card').shadowRoot.querySelector('b')).color"
    )
    assert bold == "rgb(0, 128, 0)"  # a shadow root's adopted sheet


def test_a_copy_holds_the_form_as_it_was_and_never_a_masked_value(
    copied: tuple[Page, Frame, Shot, StepRecorder],
) -> None:
    viewer, frame, shot, _ = copied
    assert frame.locator("#name").input_value() == "Ada"
    assert frame.locator("#agree").is_checked()
    assert frame.locator("#size").input_value() == "M"
    assert frame.locator("#note").input_value() == "leave at the door"
    assert frame.locator("order-card >> #qty").input_value() == "3"  # inside the shadow root
    assert frame.locator("#pw").input_value() == "•••••••"  # dots, as the page showed
    assert frame.locator("#secret").input_value() == ""
    background = frame.evaluate("() => getComputedStyle(document.querySelector('#secret')).backgroundColor")
    assert background == "rgb(255, 0, 255)"  # masked as Playwright masks a screenshot
    assert shot.copy is not None
    report = viewer.content()
    for secret in ("top-secret-value", "hunter2"):
        assert secret not in shot.copy.html
        assert secret not in report


def test_a_copy_runs_no_script_and_shows_the_page_s_images(
    copied: tuple[Page, Frame, Shot, StepRecorder],
) -> None:
    viewer, frame, _, _ = copied
    assert frame.locator("script").count() == 0
    assert frame.locator("meta[http-equiv], link").count() == 0  # nothing that loads or navigates
    # The page's script ran once, in the page; in the report it neither ran again nor is there.
    assert frame.evaluate("() => document.documentElement.dataset.runs") == "1"
    # Handlers written as attributes stay as text; the frame the report draws in runs no script at all.
    assert frame.locator("#ran").get_attribute("onclick") == "this.remove()"
    assert viewer.locator("iframe.page-copy").first.get_attribute("sandbox") == "allow-same-origin"
    src = frame.locator("#logo").get_attribute("src") or ""
    assert src.startswith("data:image/png;base64,")
    from PIL import Image

    with Image.open(io.BytesIO(base64.b64decode(src.split(",", 1)[1]))) as logo:
        assert logo.convert("RGB").getpixel((5, 5)) == (200, 40, 40)
    assert frame.evaluate("() => document.querySelector('#logo').naturalWidth") == 40


def test_the_highlight_sits_on_the_element_as_the_copy_draws_it(
    page: Page, copied: tuple[Page, Frame, Shot, StepRecorder]
) -> None:
    viewer, frame, shot, _ = copied
    # The copy is scrolled as the page was when the button was brought into view...
    assert frame.evaluate("() => window.scrollY") == page.evaluate("() => window.scrollY") > 1000
    figure = viewer.locator("figure.before .shot")
    highlight = viewer.locator("figure.before .highlight").bounding_box()
    drawn = frame.locator("#low").bounding_box()  # where the report shows it, scaled
    assert highlight is not None
    assert drawn is not None
    assert highlight == pytest.approx(drawn, abs=1.5)
    # ...and the box is the one the page had, at the figure's scale.
    box = page.locator("#low").bounding_box()
    frame_box = figure.bounding_box()
    assert box is not None
    assert frame_box is not None
    scale = frame_box["width"] / shot.width
    assert (highlight["x"] - frame_box["x"]) / scale == pytest.approx(box["x"], abs=2)
    assert (highlight["y"] - frame_box["y"]) / scale == pytest.approx(box["y"], abs=2)


def test_an_unchanged_page_keeps_its_copy_and_a_change_makes_a_new_one(page: Page, site: Site) -> None:
    page.goto(site.add("/still.html", "<p id=text>one</p><input id=box>"))
    recorder = StepRecorder(page, recorded.TestSteps("t"), Secrets(), [], pictures="dom")
    first = recorder._shot()
    again = recorder._shot(((1.0, 2.0, 3.0, 4.0),))
    assert first.copy is not None
    assert again.copy == first.copy
    assert again.boxes == ((1.0, 2.0, 3.0, 4.0),)
    assert (recorder.shots_taken, recorder.shots_reused) == (1, 1)
    page.fill("#box", "typed")  # a value, not an attribute
    typed = recorder._shot()
    assert recorder.shots_taken == 2
    assert typed.copy is not None
    assert 'value="typed"' in typed.copy.html
    assert not typed.image  # no screenshot was taken


def test_a_failed_step_and_a_no_verdict_get_a_screenshot_as_well(page: Page, site: Site) -> None:
    page.goto(site.add("/fail.html", "<p>nothing here</p>"))
    recorder = StepRecorder(page, recorded.TestSteps("t"), Secrets(), [], pictures="dom")
    with pytest.raises(RuntimeError), recorder.primitive("act", "click 'Missing'"):
        raise RuntimeError("no such element")
    (failed,) = recorder.test.steps
    assert failed.outcome == "failed"
    assert failed.after is not None
    assert failed.after.image.startswith(b"\xff\xd8")


def test_a_page_of_more_elements_than_a_copy_is_worth_is_a_screenshot(page: Page, site: Site) -> None:
    # Past 12,000 elements a copy costs more than a screenshot (bench/bench_page_copy.py).
    page.goto(site.add("/many.html", "<i>x</i>" * 12_500))
    shot = StepRecorder(page, recorded.TestSteps("t"), Secrets(), [], pictures="dom")._shot()
    assert shot.copy is None
    assert shot.image.startswith(b"\xff\xd8")
    page.goto(site.add("/fewer.html", "<i>x</i>" * 11_000))
    assert StepRecorder(page, recorded.TestSteps("t"), Secrets(), [], pictures="dom")._shot().copy is not None


def test_a_page_too_large_to_copy_is_a_screenshot(
    page: Page, site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pytest_stagehand.reporting import steps

    page.goto(site.add("/large.html", "<p>" + "many words " * 300 + "</p>"))
    monkeypatch.setattr(steps, "COPY_CHARS", 2_000)
    shot = StepRecorder(page, recorded.TestSteps("t"), Secrets(), [], pictures="dom")._shot()
    assert shot.copy is None
    assert shot.image.startswith(b"\xff\xd8")


TOP_LAYER = (
    """<!doctype html><title>Layers</title>
<style>body { margin: 0 } #list { height: 100px; overflow: auto } #list p { height: 40px; margin: 0 }
#tip { inset: 10px 10px auto auto; margin: 0 }</style>
<div id=list>"""
    + "".join(f"<p>row {n}</p>" for n in range(20))
    + """</div>
<canvas id=chart width=60 height=30></canvas>
<dialog id=confirm><p>Delete order #1003?</p><button>Delete</button></dialog>
<div id=tip popover>Saved to drafts</div>
<script>
  const chart = document.getElementById('chart').getContext('2d');
  chart.fillStyle = 'rgb(0, 0, 255)';
  chart.fillRect(0, 0, 60, 30);
  document.getElementById('list').scrollTop = 200;
  document.getElementById('confirm').showModal();
  document.getElementById('tip').showPopover();
</script>
"""
)


def test_a_copy_draws_the_top_layer_canvases_and_scrolled_boxes_as_the_page_showed_them(
    page: Page, site: Site, tmp_path: Path
) -> None:
    page.goto(site.add("/layers.html", TOP_LAYER))
    steps = recorded.TestSteps("t")
    shot = StepRecorder(page, steps, Secrets(), [], pictures="dom")._shot()
    steps.steps.append(Step("observe", "look", before=shot))
    (tmp_path / "report.html").write_text(render([steps]), encoding="utf-8")
    viewer = page.context.new_page()
    viewer.set_viewport_size(page.viewport_size or {"width": 1280, "height": 720})
    viewer.goto((tmp_path / "report.html").as_uri())
    copy = viewer.locator("iframe.page-copy")
    expect(copy).to_have_attribute("data-drawn", "yes")
    handle = copy.element_handle()
    frame = handle.content_frame() if handle is not None else None
    assert frame is not None
    # Shown at the page's own size, so boxes compare one to one.
    viewer.evaluate(
        "() => { const f = document.querySelector('iframe.page-copy'); f.style.transform = 'none'; }"
    )
    for selector in ("#confirm", "#tip"):
        drawn, there = frame.locator(selector).bounding_box(), page.locator(selector).bounding_box()
        assert drawn is not None
        assert there is not None
        origin = copy.bounding_box()
        assert origin is not None
        moved = {**drawn, "x": drawn["x"] - origin["x"], "y": drawn["y"] - origin["y"]}
        assert moved == pytest.approx(there, abs=2), selector
    # What shows at each one's middle in the copy: itself, over the page (in the page, the modal dialog
    # makes the popover inert to hit tests, so only the dialog can be asked there).
    middle = (
        "(s) => { const r = document.querySelector(s).getBoundingClientRect();"
        " const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);"
        " return top && (top.closest('[id]') || top).id; }"
    )
    assert page.evaluate(middle, "#confirm") == "confirm"
    for name in ("confirm", "tip", "list"):
        assert frame.evaluate(middle, f"#{name}") == name
    assert frame.evaluate("() => document.querySelector('#list').scrollTop") == 200
    src = frame.locator("#chart").get_attribute("src") or ""
    from PIL import Image

    with Image.open(io.BytesIO(base64.b64decode(src.split(",", 1)[1]))) as chart:
        assert chart.convert("RGB").getpixel((30, 15)) == (0, 0, 255)
