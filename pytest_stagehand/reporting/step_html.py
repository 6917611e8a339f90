"""The step report as one self-contained HTML file: inline CSS and JS, images as data URIs.

Pure rendering (tests → text) plus the one image step: each screenshot is scaled to at most
:data:`IMAGE_WIDTH` pixels wide and re-encoded as JPEG with Pillow, then embedded once however many
steps show it. A page copy (``--stagehand-report-screenshots=dom``) is drawn in a sandboxed frame (no
script runs in it) at the size of the page's viewport, scaled to the figure; each distinct copy,
stylesheet and image is embedded once, and a frame is filled only when it scrolls into view.
Highlight boxes are placed in percentages of the picture, so they stay on the element at any display
size. Failing tests come first.
"""

from __future__ import annotations

import base64
import hashlib
import html
import io
import json
import re
import zlib
from collections.abc import Iterable, Sequence

from .steps import Shot, Step, TestSteps

IMAGE_WIDTH = 800  # pixels: enough to read a page, small enough for 50 tests in a few MB
IMAGE_QUALITY = 60
CROP_WIDTH = 240  # pixels: a healed element, cut out of its screenshot
_ORDER = {"failed": 0, "error": 1, "passed": 2, "skipped": 3}

CSS = """
body{font:14px/1.4 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1em;color:#222}
h1{font-size:1.4em}.summary{color:#555}
section.test{border:1px solid #ccc;border-radius:6px;margin:1em 0;padding:.5em 1em}
section.test.failed,section.test.error{border-color:#c33}
h2{font-size:1.1em;margin:.3em 0}.badge{font-size:.8em;padding:1px 6px;border-radius:3px;color:#fff;background:#393}
.failed .badge,.error .badge{background:#c33}.skipped .badge{background:#888}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f6;padding:.5em;max-height:30em;overflow:auto}
pre.failure{background:#fee}
ol.timeline{padding-left:1.5em}li.step{margin:.6em 0;padding:.3em .5em;border-left:3px solid #6a6}
li.step.failed,li.step.NO,li.step.INVALID{border-left-color:#c33;background:#fff6f6}
.kind{font-weight:bold}.cache{font-size:.85em;padding:0 5px;border-radius:3px;background:#eef}
.cache-healed{background:#ffe7a8}.meta{color:#666;font-size:.85em}.error{color:#a00}
.shots{display:flex;gap:1em;flex-wrap:wrap;margin:.4em 0}figure{margin:0;flex:1 1 45%;max-width:520px}
.shot{position:relative;width:100%;outline:1px solid #ddd}
.shot img{position:absolute;inset:0;width:100%;height:100%}.shot{overflow:hidden}
iframe.page-copy{position:absolute;left:0;top:0;border:0;transform-origin:0 0;pointer-events:none;background:#fff}
.highlight{position:absolute;box-sizing:border-box;border:3px solid #e0245e;background:rgba(224,36,94,.12)}
figcaption{font-size:.8em;color:#666}.heal{background:#fff8e0;padding:.3em .5em;margin:.3em 0}
.hidden{display:none}.crops{display:flex;gap:1em;margin:.3em 0}.crops figure{flex:0 0 auto;max-width:260px}
.crop{position:relative;overflow:hidden;outline:2px solid #e0245e}.crop img{position:absolute;max-width:none}
.crop-text{font:12px monospace;padding:.3em;border:1px dashed #aaa;max-width:240px}.review{margin-top:.3em}
"""

JS = r"""
const exportButton = document.getElementById('export-decisions');
if (exportButton) exportButton.addEventListener('click', () => {
  const decisions = [];
  for (const heal of document.querySelectorAll('.heal[data-review]')) {
    const chosen = heal.querySelector('input[type=radio]:checked');
    if (chosen) decisions.push({...JSON.parse(heal.dataset.review), decision: chosen.value});
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([JSON.stringify({heal_decisions: decisions}, null, 2)],
                                           {type: 'application/json'}));
  link.download = 'stagehand-heal-decisions.json';
  document.body.appendChild(link); link.click(); link.remove();
});
for (const img of document.querySelectorAll('img[data-image]')) img.src = IMAGES[img.dataset.image];
// Page copies: their stylesheets and images put in place, drawn when they come into view, scrolled
// as the page was, scaled to their figure.
const filled = (html) => html
  .replace(/<style data-sh-sheet="([^"]+)"([^>]*)><\/style>/g,
           (all, name, rest) => '<style' + rest + '>' + (RESOURCES[name] || '') + '</style>')
  .replace(/data-sh-img="([^"]+)"/g, (all, name) => RESOURCES[name] ? 'src="' + RESOURCES[name] + '"' : all);
// Each copy is stored deflated (a page's HTML shrinks five to ten times), as base64.
const inflated = async (packed) => {
  const bytes = Uint8Array.from(atob(packed), (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
};
const draw = async (frame) => {
  frame.addEventListener('load', () => {
    const [x, y] = frame.dataset.scroll.split(',').map(Number);
    if (frame.contentWindow) frame.contentWindow.scrollTo(x, y);
    for (const box of frame.contentDocument ? frame.contentDocument.querySelectorAll('[data-sh-scroll]') : []) {
      [box.scrollLeft, box.scrollTop] = box.dataset.shScroll.split(',').map(Number);
    }
    frame.dataset.drawn = 'yes';
  }, {once: true});
  frame.srcdoc = filled(await inflated(COPIES[frame.dataset.copy]));
};
const inView = new IntersectionObserver((entries) => {
  for (const entry of entries) if (entry.isIntersecting) { inView.unobserve(entry.target); draw(entry.target); }
}, {rootMargin: '600px'});
const fit = new ResizeObserver((entries) => {
  for (const entry of entries) {
    const frame = entry.target.querySelector(':scope > iframe.page-copy');
    if (frame) frame.style.transform = `scale(${entry.contentRect.width / Number(frame.dataset.width)})`;
  }
});
for (const frame of document.querySelectorAll('iframe.page-copy')) {
  inView.observe(frame);
  if (frame.parentElement.classList.contains('shot')) fit.observe(frame.parentElement);
}
document.getElementById('only-failed').addEventListener('change', (e) => {
  for (const t of document.querySelectorAll('section.test.passed, section.test.skipped'))
    t.classList.toggle('hidden', e.target.checked);
});
"""


def render(tests: Iterable[TestSteps], *, title: str = "Stagehand step report") -> str:
    """The whole report: every test with steps, failing ones first, each with its timeline."""
    ordered = sorted(tests, key=lambda t: (_ORDER.get(t.outcome, 9), t.nodeid))
    images = _Images()
    copies = _Copies({name: text for test in ordered for name, text in test.resources.items()})
    counts = {o: sum(t.outcome == o for t in ordered) for o in ("failed", "error", "passed", "skipped")}
    summary = ", ".join(f"{n} {o}" for o, n in counts.items() if n) or "no tests"
    body = [
        f"<h1>{_e(title)}</h1>",
        f'<p class="summary">{len(ordered)} test(s): {_e(summary)} · '
        '<label><input type="checkbox" id="only-failed"> failing tests only</label></p>',
    ]
    if any(heal.get("entry") for test in ordered for step in test.steps for heal in step.heals):
        body.append(
            '<p class="review-help">Mark each heal accepted or rejected, then '
            '<button id="export-decisions">Export heal decisions</button> and apply the file with '
            "<code>python -m pytest_stagehand cache review stagehand-heal-decisions.json</code> "
            "(accepted: the entry keeps the element found now; rejected: the entry is removed, so the "
            "next <code>auto</code> run asks the model again).</p>"
        )
    body.extend(_test(number, test, images, copies) for number, test in enumerate(ordered))
    return (
        "<!doctype html>\n<html lang=en><head><meta charset=utf-8>"
        f"<title>{_e(title)}</title><style>{CSS}</style></head><body>\n"
        + "\n".join(body)
        + f"\n<script>const IMAGES = {_json(images.uris)};\nconst COPIES = {_json(copies.pages)};\n"
        f"const RESOURCES = {_json(copies.resources)};\n{JS}</script>\n</body></html>\n"
    )


def _test(number: int, test: TestSteps, images: _Images, copies: _Copies) -> str:
    parts = [
        f'<section class="test {_e(test.outcome)}" id="test-{number}" data-nodeid="{_e(test.nodeid)}">',
        f'<h2><span class="badge">{_e(test.outcome.upper())}</span> {_e(test.nodeid)} '
        f'<span class="meta">{test.duration_s:.1f} s, {len(test.steps)} step(s)</span></h2>',
    ]
    if test.failure:
        parts.append(f'<pre class="failure">{_e(test.failure)}</pre>')
    parts.append('<ol class="timeline">')
    parts.extend(_step(step, images, copies) for step in test.steps)
    parts.append("</ol></section>")
    return "\n".join(parts)


def _step(step: Step, images: _Images, copies: _Copies) -> str:
    meta = [f"{step.duration_ms:.0f} ms"] if step.duration_ms else []
    if step.llm_calls:
        meta.append(
            f"{step.llm_calls} LLM call(s), {step.prompt_tokens} prompt + {step.completion_tokens} completion tokens"
        )
    elif step.kind != "heal":
        meta.append("no LLM call")
    outcome = "" if step.outcome == "ok" else f' <span class="outcome">— {_e(step.outcome)}</span>'
    cache = (
        f' <span class="cache cache-{_e(step.cache.split(",")[0].strip())}">{_e(step.cache)}</span>'
        if step.cache
        else ""
    )
    parts = [
        f'<li class="step {_e(step.kind)} {_e(step.outcome)}" data-kind="{_e(step.kind)}" data-cache="{_e(step.cache)}">',
        f'<div class="head"><span class="kind">{_e(step.kind)}</span> '
        f'<span class="instruction">{_e(step.label)}</span>{outcome}{cache} '
        f'<span class="meta">{_e(" · ".join(meta))}</span></div>',
    ]
    if step.error:
        parts.append(f'<pre class="error">{_e(step.error)}</pre>')
    if step.result:
        parts.append(f'<pre class="result">{_e(step.result)}</pre>')
    for heal in step.heals:
        parts.append(_heal(heal, step.before, images, copies))
    shots = [
        (name, shot) for name, shot in (("before", step.before), ("after", step.after)) if shot is not None
    ]
    if shots:
        parts.append('<div class="shots">')
        parts.extend(
            _figure(name if len(shots) > 1 or step.kind == "act" else "page", shot, images, copies)
            for name, shot in shots
        )
        parts.append("</div>")
    for number, (prompt, answer) in enumerate(step.exchanges, start=1):
        suffix = f" {number}" if len(step.exchanges) > 1 else ""
        parts.append(
            f"<details><summary>prompt and answer{suffix}</summary>"
            f'<pre class="prompt">{_e(prompt)}</pre><pre class="answer">{_e(answer)}</pre></details>'
        )
    parts.append("</li>")
    return "\n".join(parts)


def _heal(heal: dict[str, object], crop_from: Shot | None, images: _Images, copies: _Copies) -> str:
    score = heal.get("score")
    how = f"{heal.get('method', '?')}" + (f", score {float(str(score)):.2f}" if score is not None else "")
    suggested = heal.get("suggested_selector")
    runner_up = heal.get("runner_up")
    review = {name: heal.get(name) for name in ("test_file", "test_name", "entry", "step", "new_element")}
    controls = ""
    if heal.get("entry") and heal.get("test_file"):
        name = f"heal-{_e(str(heal['entry']))}-{_e(str(heal.get('step', 0)))}"
        controls = (
            '<div class="review">was this right? '
            f'<label><input type="radio" name="{name}" value="accepted"> accept</label> '
            f'<label><input type="radio" name="{name}" value="rejected"> reject</label></div>'
        )
    was = str(heal.get("old_element") or heal.get("old_locator", ""))
    crops = (
        '<div class="crops"><figure class="crop-old"><div class="crop-text">'
        f"{_e(was)}</div><figcaption>recorded (the cache keeps no picture of it)</figcaption></figure>"
        f'<figure class="crop-new">{_crop(crop_from, images, copies)}<figcaption>now</figcaption></figure></div>'
    )
    return (
        f'<div class="heal" data-review="{_e(json.dumps(review, ensure_ascii=False))}"><b>healed</b> '
        f'<span class="heal-before"><code>{_e(str(heal.get("old_locator", "")))}</code></span> → '
        f'<span class="heal-after"><code>{_e(str(heal.get("new_locator", "")))}</code></span> '
        f"({_e(how)})"
        + (f'<br>runner-up: <span class="runner-up">{_e(str(runner_up))}</span>' if runner_up else "")
        + (f'<br>suggested: <code class="suggested">{_e(str(suggested))}</code>' if suggested else "")
        + (f'<br><span class="meta">at {_e(str(heal["location"]))}</span>' if heal.get("location") else "")
        + crops
        + controls
        + "</div>"
    )


def _crop(shot: Shot | None, images: _Images, copies: _Copies, width: int = CROP_WIDTH) -> str:
    """The element's box cut out of its picture, with a margin, ``width`` pixels wide."""
    if shot is None or not shot.shows or not shot.boxes:
        return '<div class="crop-text">no picture of the element</div>'
    x, y, w, h = shot.boxes[0]
    margin = 8.0
    x, y = max(0.0, x - margin), max(0.0, y - margin)
    w, h = min(shot.width - x, w + 2 * margin), min(shot.height - y, h + 2 * margin)
    if w <= 0 or h <= 0:
        return '<div class="crop-text">no picture of the element</div>'
    scale = width / w
    if shot.copy is not None:
        place = f"transform:translate({-x * scale:.1f}px,{-y * scale:.1f}px) scale({scale:.4f})"
        content = _copy_frame(shot, copies, "element now", place)
    else:
        content = (
            f'<img data-image="{images.add(shot.image)}" alt="element now" style="width:{shot.width * scale:.1f}px;'
            f'left:{-x * scale:.1f}px;top:{-y * scale:.1f}px">'
        )
    return f'<div class="crop" style="width:{width}px;height:{h * scale:.1f}px">{content}</div>'


def _figure(name: str, shot: Shot, images: _Images, copies: _Copies) -> str:
    if not shot.shows:
        return f'<figure class="{name}"><figcaption>{_e(name)}: {_e(shot.note or "no screenshot")}</figcaption></figure>'
    content = (
        _copy_frame(shot, copies, name)
        if shot.copy is not None
        else f'<img data-image="{images.add(shot.image)}" alt="{_e(name)}">'
    )
    boxes = "".join(
        f'<div class="highlight" style="left:{100 * x / shot.width:.3f}%;top:{100 * y / shot.height:.3f}%;width:{100 * w / shot.width:.3f}%;height:{100 * h / shot.height:.3f}%"></div>'
        for x, y, w, h in shot.boxes
    )
    return (
        f'<figure class="{name}"><div class="shot" style="aspect-ratio:{shot.width}/{shot.height}">'
        f"{content}{boxes}</div><figcaption>{_e(name)}</figcaption></figure>"
    )


def _copy_frame(shot: Shot, copies: _Copies, title: str, place: str = "") -> str:
    """A sandboxed frame the report's script fills with the page copy (no script of the page runs)."""
    assert shot.copy is not None
    x, y = shot.copy.scroll
    return (
        f'<iframe class="page-copy" sandbox="allow-same-origin" tabindex="-1" title="{_e(title)}" '
        f'data-copy="{copies.add(shot.copy.html)}" data-scroll="{x:g},{y:g}" data-width="{shot.width}" '
        f'style="width:{shot.width}px;height:{shot.height}px;{place}"></iframe>'
    )


class _Images:
    """Each distinct picture once, scaled and re-encoded, as a data URI the page's script puts in place."""

    def __init__(self) -> None:
        self.uris: dict[str, str] = {}

    def add(self, image: bytes) -> str:
        key = "i" + hashlib.sha1(image).hexdigest()[:16]
        if key not in self.uris:
            self.uris[key] = "data:image/jpeg;base64," + base64.b64encode(scaled_jpeg(image)).decode()
        return key


class _Copies:
    """Each distinct page copy once, and each stylesheet and image its copies name, once by content
    (names are per document: the same stylesheet in every test's page is one text here)."""

    _NAMED = re.compile(r'data-sh-(?:sheet|img)="([^"]+)"')

    def __init__(self, resources: dict[str, str]) -> None:
        self._by_name = resources
        self._renamed: dict[str, str] = {}
        self.pages: dict[str, str] = {}
        self.resources: dict[str, str] = {}

    def add(self, html: str) -> str:
        html = self._NAMED.sub(lambda m: m.group(0).replace(m.group(1), self._rename(m.group(1))), html)
        data = html.encode()
        key = "p" + hashlib.sha1(data).hexdigest()[:16]
        if key not in self.pages:
            deflate = zlib.compressobj(
                9, zlib.DEFLATED, -15
            )  # raw deflate: DecompressionStream('deflate-raw')
            self.pages[key] = base64.b64encode(deflate.compress(data) + deflate.flush()).decode()
        return key

    def _rename(self, name: str) -> str:
        if name not in self._renamed:
            text = self._by_name.get(name)
            if text is None:  # its document's answer was lost: the copy draws without it
                self._renamed[name] = "missing"
            else:
                key = "r" + hashlib.sha1(text.encode()).hexdigest()[:16]
                # A stylesheet's text goes inside <style>: it must not close it.
                self.resources.setdefault(key, text.replace("</", "<\\/"))
                self._renamed[name] = key
        return self._renamed[name]


def _json(value: object) -> str:
    """JSON that can sit inside <script>: no "</" ends it early."""
    return json.dumps(value, ensure_ascii=False).replace("</", "<\\/")


def scaled_jpeg(image: bytes, width: int = IMAGE_WIDTH, quality: int = IMAGE_QUALITY) -> bytes:
    """The picture at most ``width`` pixels wide, as a JPEG."""
    from PIL import Image

    with Image.open(io.BytesIO(image)) as opened:
        picture = opened.convert("RGB")
    if picture.width > width:
        picture = picture.resize(
            (width, max(1, round(picture.height * width / picture.width))), Image.Resampling.LANCZOS
        )
    out = io.BytesIO()
    picture.save(out, format="JPEG", quality=quality, optimize=True)
    return out.getvalue()


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def report_size_of(tests: Sequence[TestSteps]) -> int:
    """Bytes the rendered report takes (the benchmark's figure)."""
    return len(render(tests).encode())
