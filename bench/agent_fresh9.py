"""Fresh agent tasks, set 9: six new everyday families, four seeds each (24 tasks).

Single page (one form):

- ``allotment``: allotment plot application -- look-alike plot sizes in a select (the plain /
  raised-beds twin preselected), an old phone number to replace (digits only, given with spaces),
  an empty required name, a household size given in words, and an "already rent a plot elsewhere"
  box that reveals a plot reference; buttons Save draft and Cancel beside Submit.
- ``junior``: sports club junior registration -- squad radios where football and futsal of the same
  age group look alike (the twin checked), a date of birth given in words, an old parent email to
  replace (sometimes spelt out as "at" / "dot"), sessions per week in words, and a medical box that
  reveals a details field; buttons Reset form and Print kit list.
- ``energy``: home energy assessment booking -- look-alike property types (house / bungalow,
  terraced / end-terrace, twin preselected), an old postcode to replace, bedrooms in words, a visit
  date in words, an empty phone given with spaces, and a "someone else will let the assessor in" box
  that reveals a key holder's name; buttons Check availability, Save draft and Cancel.

Two pages (a list with a search box and a filter select, row names link to a form with ``?id=``):

- ``driving``: driving instructor list -> lesson booking -- the instructor's same name in another area
  and a near-identical name in the same area, lesson types that differ only by gearbox or length
  (twin preselected), lesson count in words, an old pick-up postcode, an empty mobile number given
  with spaces, and a different drop-off box that reveals a postcode.
- ``hall``: community hall list -> hire request -- same hall name in another district, near-identical
  name in the same district, an old organisation name to replace, event date and guest count in
  words, look-alike sessions (main / small hall, morning / evening), an empty phone given with
  spaces, and an "alcohol will be served" box that reveals a licence holder.
- ``tutor``: tutor finder -> enquiry -- same tutor name in another town, near-identical name in the
  same town, an old email to replace, look-alike year groups (GCSE / IGCSE, Year 12 / 13), hours per
  week in words, a required message, and a trial lesson box that reveals a date (given in words);
  buttons Add to shortlist and Cancel.

In every family the revealing box starts unticked with its field hidden when the task needs it, and
starts ticked with an old value (which must be unticked) when it does not. For one dev seed and one
held-out seed of each two-page family the list starts filtered (``?area=``) to the look-alike's
group, so the target row is hidden until the filter is changed or cleared. Submit validates
(required fields, phone as 11 digits with no spaces, email shape, whole-number ranges, dates) and
shows errors; on success it writes a JSON record of the form to ``document.body.dataset.result``
(lower-cased, whitespace collapsed, phones digits only, numbers as integers, select and radio
values as the option text, box state as a boolean with its field "" while unticked, the row ``id``
for two-page tasks, ``action: "submit"``). Failed validation removes the record, Cancel and Reset
remove it, and the other distractor buttons write a record with their own action. ``check``
compares the record with the expected one key by key.

Instruction wording per task is style ``(seed // 2 + family_index) % 4``: 0 terse imperative,
1 numbered steps, 2 a conversational paragraph with values said indirectly, 3 shorthand notes.
Even seeds are dev, odd seeds held-out (``Task.split``).

Written blind: without reading the plugin, its tests, BENCHMARKS.md, the results or the earlier
fresh sets; of bench_agent.py only `Task`, `ORIGIN`, `serve` and the line that opens the start page
were read.
"""

from __future__ import annotations

import html
import json
import random
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from bench_agent import Task

FAMILIES = ("allotment", "junior", "energy", "driving", "hall", "tutor")
TWO_PAGE = frozenset({"driving", "hall", "tutor"})
# seed % 4 values whose list starts filtered to the look-alike's group (one dev, one held-out)
PREFILTERED = {"driving": {0, 1}, "hall": {2, 3}, "tutor": {0, 3}}

Step = tuple[str, str, str]  # (imperative, shorthand note, conversational sentence)


@dataclass(frozen=True)
class _Field:
    name: str
    label: str
    kind: str  # text, email, tel, number, date, textarea, select, radio
    initial: str = ""
    options: tuple[str, ...] = ()
    low: int = 0
    high: int = 0
    hint: str = ""


@dataclass(frozen=True)
class _Box:
    name: str
    label: str
    field: _Field
    ticked: bool


Item = _Field | _Box


# ---------------------------------------------------------------- value formats


_ONES = [
    *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"),
    *("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"),
    *("eighteen", "nineteen"),
]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _words(n: int) -> str:
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    rest = n % 100
    return _ONES[n // 100] + " hundred" + ("" if rest == 0 else " and " + _words(rest))


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _d_words(d: date) -> str:
    return f"{d.day} {d:%B} {d.year}"


def _d_chat(d: date) -> str:
    return f"the {_ordinal(d.day)} of {d:%B} {d.year}"


def _d_note(d: date) -> str:
    return f"{d.day} {d:%b} {d.year}"


def _spaced(phone: str) -> str:
    return f"{phone[:5]} {phone[5:8]} {phone[8:]}"


def _spoken_email(email: str) -> str:
    local, domain = email.split("@")
    return f"{local.replace('.', ' dot ')} at {domain.replace('.', ' dot ')}"


def _norm(s: str) -> str:
    return " ".join(s.lower().split())


def _norm_value(f: _Field, raw: str) -> str | int:
    if f.kind == "tel":
        return "".join(c for c in raw if c.isdigit())
    if f.kind == "number":
        return int(raw)
    return _norm(raw)


def _expect(items: list[Item], final: dict[str, str | bool], row_id: str | None) -> dict[str, object]:
    out: dict[str, object] = {}
    for it in items:
        if isinstance(it, _Box):
            on = bool(final[it.name])
            out[it.name] = on
            out[it.field.name] = _norm_value(it.field, str(final[it.field.name])) if on else ""
        else:
            out[it.name] = _norm_value(it, str(final[it.name]))
    if row_id is not None:
        out["id"] = row_id
    out["action"] = "submit"
    return out


def _check(expected: dict[str, object]) -> str:
    want = json.dumps(expected, sort_keys=True)
    return (
        "(() => { let r; try { r = JSON.parse(document.body.dataset.result || 'null'); }"
        " catch (e) { return false; }"
        " if (!r || typeof r !== 'object' || Array.isArray(r)) return false;"
        f" const want = {want};"
        " const a = Object.keys(r).sort(), b = Object.keys(want).sort();"
        " if (JSON.stringify(a) !== JSON.stringify(b)) return false;"
        " return b.every((k) => JSON.stringify(r[k]) === JSON.stringify(want[k])); })()"
    )


# ---------------------------------------------------------------- pages

_STYLE = """<style>body{font-family:sans-serif;max-width:46em;margin:1em auto}.row{margin:.6em 0}
label{margin-right:.4em}.err{color:#b00;margin-left:.5em}#summary{border:2px solid #b00;padding:.4em}
fieldset{border:1px solid #999}small{color:#555;margin-left:.4em}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:.3em .6em;text-align:left}</style>"""


def _control(f: _Field) -> str:
    e = html.escape
    fid = f"f_{f.name}"
    err = f'<span class="err" id="e_{f.name}"></span>'
    hint = f"<small>{e(f.hint)}</small>" if f.hint else ""
    if f.kind == "radio":
        radios = "".join(
            f'<label><input type="radio" name="{f.name}" value="{e(o)}"'
            f"{' checked' if o == f.initial else ''}> {e(o)}</label> "
            for o in f.options
        )
        return f'<fieldset id="{fid}"><legend>{e(f.label)}</legend>{radios}{err}</fieldset>'
    if f.kind == "select":
        blank = "" if f.initial else '<option value="">Choose…</option>'
        opts = "".join(f"<option{' selected' if o == f.initial else ''}>{e(o)}</option>" for o in f.options)
        ctl = f'<select id="{fid}" name="{f.name}">{blank}{opts}</select>'
    elif f.kind == "textarea":
        ctl = f'<textarea id="{fid}" name="{f.name}" rows="3" cols="40">{e(f.initial)}</textarea>'
    else:
        extra = f' min="{f.low}" max="{f.high}"' if f.kind == "number" else ""
        ctl = f'<input id="{fid}" name="{f.name}" type="{f.kind}" value="{e(f.initial)}"{extra}>'
    return f'<div class="row"><label for="{fid}">{e(f.label)}</label> {ctl}{hint}{err}</div>'


def _item_html(it: Item) -> str:
    if isinstance(it, _Field):
        return _control(it)
    return (
        f'<div class="row"><label><input type="checkbox" id="b_{it.name}" name="{it.name}"'
        f"{' checked' if it.ticked else ''}> {html.escape(it.label)}</label></div>"
        f'<div id="w_{it.field.name}"{"" if it.ticked else " hidden"}>{_control(it.field)}</div>'
    )


def _spec(items: list[Item]) -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for it in items:
        if isinstance(it, _Box):
            out.append({"name": it.name, "kind": "box", "label": it.label, "box": ""})
            f, box = it.field, it.name
        else:
            f, box = it, ""
        out.append(
            {"name": f.name, "kind": f.kind, "label": f.label, "low": f.low, "high": f.high, "box": box}
        )
    return out


_FORM_JS = """<script>
const SPEC = __SPEC__;
const ROWS = __ROWS__;
const DONE = __DONE__;
const form = document.getElementById('form');
const status = document.getElementById('status');
const ID = ROWS ? (new URLSearchParams(location.search).get('id') || '') : null;
if (ROWS) {
  const row = ROWS.find((r) => r.id === ID);
  document.getElementById('target').textContent = row ? row.name + ' (' + row.area + ')'
    : 'Not found: go back to the list and choose one';
}
function norm(s) { return String(s).toLowerCase().replace(/\\s+/g, ' ').trim(); }
function raw(f) {
  if (f.kind === 'radio') {
    const c = form.querySelector('input[name="' + f.name + '"]:checked');
    return c ? c.value : '';
  }
  return form.elements[f.name].value;
}
function shown(f) { return !f.box || document.getElementById('b_' + f.box).checked; }
function sync() { for (const f of SPEC) if (f.box) document.getElementById('w_' + f.name).hidden = !shown(f); }
for (const f of SPEC) if (f.kind === 'box') document.getElementById('b_' + f.name).addEventListener('change', sync);
function value(f) {
  if (f.kind === 'box') return document.getElementById('b_' + f.name).checked;
  if (!shown(f)) return '';
  const v = raw(f);
  if (f.kind === 'tel') return v.replace(/\\D/g, '');
  if (f.kind === 'number') { const n = parseInt(v, 10); return isNaN(n) ? null : n; }
  if (f.kind === 'select') {
    const s = form.elements[f.name];
    return s.selectedIndex < 0 || s.value === '' ? '' : norm(s.options[s.selectedIndex].text);
  }
  return norm(v);
}
function record(action) {
  const r = {};
  for (const f of SPEC) r[f.name] = value(f);
  if (ID !== null) r.id = ID;
  r.action = action;
  return r;
}
function problems() {
  const out = [];
  if (ROWS && !ROWS.some((r) => r.id === ID)) out.push(['', 'Nothing chosen: go back to the list and pick one']);
  for (const f of SPEC) {
    if (f.kind === 'box' || !shown(f)) continue;
    const v = raw(f).trim();
    if (v === '') { out.push([f.name, f.label + ' is required']); continue; }
    if (f.kind === 'tel' && !/^\\d{11}$/.test(v)) out.push([f.name, f.label + ': enter 11 digits with no spaces']);
    if (f.kind === 'email' && !/^[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,}$/.test(v))
      out.push([f.name, f.label + ': enter a real email address, like name@example.com']);
    if (f.kind === 'number' && (!/^\\d+$/.test(v) || +v < f.low || +v > f.high))
      out.push([f.name, f.label + ': enter a whole number from ' + f.low + ' to ' + f.high]);
    if (f.kind === 'date' && !/^\\d{4}-\\d{2}-\\d{2}$/.test(v)) out.push([f.name, f.label + ': enter a real date']);
  }
  return out;
}
function clearErrors() {
  for (const el of document.querySelectorAll('.err')) el.textContent = '';
  document.getElementById('summary').hidden = true;
}
form.addEventListener('submit', (ev) => {
  ev.preventDefault();
  clearErrors();
  const bad = problems();
  if (bad.length) {
    delete document.body.dataset.result;
    status.textContent = '';
    for (const [n, m] of bad) { const el = document.getElementById('e_' + n); if (el) el.textContent = m; }
    const s = document.getElementById('summary');
    s.querySelector('ul').replaceChildren(...bad.map(([, m]) => {
      const li = document.createElement('li'); li.textContent = m; return li;
    }));
    s.hidden = false;
    return;
  }
  document.body.dataset.result = JSON.stringify(record('submit'));
  status.textContent = DONE;
});
for (const b of document.querySelectorAll('button[data-action]')) b.addEventListener('click', () => {
  const a = b.dataset.action;
  clearErrors();
  if (a === 'cancel') { delete document.body.dataset.result; status.textContent = b.dataset.msg; return; }
  if (a === 'reset') { form.reset(); sync(); delete document.body.dataset.result; status.textContent = b.dataset.msg; return; }
  document.body.dataset.result = JSON.stringify(record(a));
  status.textContent = b.dataset.msg;
});
</script>"""


def _form_page(
    title: str,
    intro: str,
    items: list[Item],
    submit: str,
    done: str,
    buttons: list[tuple[str, str, str]],  # (label, action, status message)
    rows: list[dict[str, str]] | None = None,
    back: str = "",
) -> str:
    e = html.escape
    head = f"<h1>{e(title)}</h1>"
    if rows is not None:
        head += f'<p><a href="{back}">Back to the list</a></p><h2 id="target"></h2>'
    extra = "".join(
        f'<button type="button" data-action="{a}" data-msg="{e(m)}">{e(label)}</button> '
        for label, a, m in buttons
    )
    body = "".join(_item_html(it) for it in items)
    script = (
        _FORM_JS.replace("__SPEC__", json.dumps(_spec(items)))
        .replace("__ROWS__", json.dumps(rows))
        .replace("__DONE__", json.dumps(done))
    )
    return (
        f"<!doctype html><html lang=en><head><meta charset=utf-8><title>{e(title)}</title>{_STYLE}</head>"
        f"<body>{head}<p>{e(intro)}</p>"
        '<div id="summary" role="alert" hidden><p><strong>There is a problem</strong></p><ul></ul></div>'
        f'<form id="form" novalidate>{body}<div class="row"><button type="submit">{e(submit)}</button> '
        f'{extra}</div></form><p id="status" role="status"></p>{script}</body></html>'
    )


_LIST_JS = """<script>
const ROWS = __ROWS__;
const FORM = __FORM__;
const params = new URLSearchParams(location.search);
const q = document.getElementById('q');
const area = document.getElementById('area');
area.value = params.get('area') || '';
q.value = params.get('q') || '';
function render() {
  const t = q.value.trim().toLowerCase();
  const a = area.value;
  const shown = ROWS.filter((r) => (!a || r.area === a) && r.name.toLowerCase().includes(t));
  document.getElementById('rows').replaceChildren(...shown.map((r) => {
    const tr = document.createElement('tr');
    const td = document.createElement('td');
    const link = document.createElement('a');
    link.href = FORM + '?id=' + encodeURIComponent(r.id);
    link.textContent = r.name;
    td.append(link);
    tr.append(td);
    for (const v of [r.area, r.extra]) { const c = document.createElement('td'); c.textContent = v; tr.append(c); }
    return tr;
  }));
  document.getElementById('count').textContent = shown.length
    ? 'Showing ' + shown.length + ' of ' + ROWS.length + (a ? ' in ' + a : '')
    : 'No results: try another search or ' + document.querySelector('label[for=area]').textContent.toLowerCase();
}
document.getElementById('search').addEventListener('submit', (ev) => { ev.preventDefault(); render(); });
q.addEventListener('input', render);
area.addEventListener('change', render);
render();
</script>"""


def _list_page(
    title: str, intro: str, group: str, cols: tuple[str, str, str], rows: list[dict[str, str]], form: str
) -> str:
    e = html.escape
    groups = sorted({r["area"] for r in rows})
    opts = f'<option value="">All {e(group.lower())}s</option>' + "".join(
        f'<option value="{e(g)}">{e(g)}</option>' for g in groups
    )
    script = _LIST_JS.replace("__ROWS__", json.dumps(rows)).replace("__FORM__", json.dumps(form))
    return (
        f"<!doctype html><html lang=en><head><meta charset=utf-8><title>{e(title)}</title>{_STYLE}</head>"
        f"<body><h1>{e(title)}</h1><p>{e(intro)}</p>"
        '<form id="search" role="search"><label for="q">Search by name</label> <input id="q" type="search"> '
        f'<label for="area">{e(group)}</label> <select id="area">{opts}</select> <button>Search</button></form>'
        '<p id="count" role="status"></p>'
        f"<table><thead><tr>{''.join(f'<th>{e(c)}</th>' for c in cols)}</tr></thead>"
        f'<tbody id="rows"></tbody></table>{script}</body></html>'
    )


def _rows(
    seed: int,
    fi: int,
    target: tuple[str, str, str],
    twin_area: tuple[str, str],
    near: tuple[str, str],
    fillers: list[tuple[str, str, str]],
    prefix: str,
) -> tuple[list[dict[str, str]], str]:
    """Rows with the target, its same-name twin elsewhere and its near-name neighbour, shuffled."""
    rng = random.Random(9000 + 97 * fi + seed)
    name, area, _ = target
    data = [target, (name, twin_area[0], twin_area[1]), (near[0], area, near[1]), *fillers]
    ids = rng.sample(range(101, 999), len(data))
    rows = [
        {"id": f"{prefix}{i}", "name": n, "area": a, "extra": x}
        for i, (n, a, x) in zip(ids, data, strict=True)
    ]
    target_id = rows[0]["id"]
    rng.shuffle(rows)
    return rows, target_id


# ---------------------------------------------------------------- instructions


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _compose(style: int, intro: Step, steps: list[Step], submit: Step) -> str:
    imp = [s[0] for s in steps] + [submit[0]]
    if style == 0:
        return f"{intro[0]}: " + "; ".join(imp) + "."
    if style == 1:
        return f"{intro[0]}.\n" + "\n".join(f"{i}. {_cap(s)}." for i, s in enumerate(imp, 1))
    if style == 2:
        return " ".join([intro[2], *(s[2] for s in steps), submit[2]])
    return f"{intro[1]}: " + " | ".join(s[1] for s in [*steps, submit])


def _needs_box(seed: int, fi: int) -> bool:
    return (seed + seed // 2 + fi) % 2 == 0


def _task(
    family: str, fi: int, seed: int, instruction: str, start: str, pages: dict[str, str], check: str
) -> Task:
    return Task(
        name=f"fresh9_{family}_{seed}",
        family=family,
        kind="two" if family in TWO_PAGE else "single",
        seed=seed,
        instruction=instruction,
        start=start,
        pages=pages,
        check=check,
    )


# ---------------------------------------------------------------- single-page families


def _allotment(seed: int, fi: int) -> Task:
    k = seed % 4
    name = ["Ana Lopes", "Gareth Pryce", "Mei Tanaka", "Olu Adeyemi"][k]
    old_phone = ["01632960111", "01632960482", "01632960735", "01632960264"][k]
    phone = ["07700900123", "07700900456", "07700900789", "07700900312"][k]
    plots = (
        "Starter bed (10 m²)",
        "Quarter plot (60 m²)",
        "Half plot (125 m²)",
        "Half plot (125 m²) – raised beds",
        "Full plot (250 m²)",
        "Full plot (250 m²) – raised beds",
    )
    want, pre, plot_chat = [
        (plots[3], plots[2], "a half-size plot, the one that comes with raised beds"),
        (plots[4], plots[5], "a full-size plot, the ordinary one without raised beds"),
        (plots[2], plots[3], "a half-size plot, just the plain one with no raised beds"),
        (plots[5], plots[4], "a full-size plot with raised beds"),
    ][k]
    people = [3, 5, 2, 4][k]
    need = _needs_box(seed, fi)
    ref_new = ["HB-17", "KX-42", "HB-08", "MW-21"][k]
    ref_old = ["MW-3", "HB-29", "KX-11", "KX-6"][k]
    box_label = "I already rent a plot on another site"
    items: list[Item] = [
        _Field("full_name", "Full name", "text"),
        _Field("phone", "Phone number", "tel", initial=old_phone, hint="11 digits, no spaces"),
        _Field("plot_size", "Plot size", "select", initial=pre, options=plots),
        _Field("household", "People in your household", "number", initial="1", low=1, high=12),
        _Box(
            "other_site",
            box_label,
            _Field("plot_ref", "Current plot reference", "text", initial="" if need else ref_old),
            ticked=not need,
        ),
    ]
    page = _form_page(
        "Greenfield Road Allotments: plot application",
        "Apply for a plot. We will add you to the waiting list and contact you by phone.",
        items,
        "Submit application",
        "Application submitted. Thank you, we will be in touch.",
        [
            ("Save draft", "draft", "Draft saved. Your application has not been sent."),
            ("Cancel", "cancel", "Application cancelled. Nothing was sent."),
        ],
    )
    final: dict[str, str | bool] = {
        "full_name": name,
        "phone": phone,
        "plot_size": want,
        "household": str(people),
        "other_site": need,
        "plot_ref": ref_new if need else "",
    }
    box_step: Step = (
        (
            f"tick '{box_label}' and enter the plot reference {ref_new}",
            f"other site: yes, ref {ref_new}",
            f"I do already rent a plot on another site; its reference is {ref_new}.",
        )
        if need
        else (
            f"untick '{box_label}'",
            "other site: no (untick)",
            "I gave up my plot on the other site, so I no longer rent one anywhere else.",
        )
    )
    steps: list[Step] = [
        (f"enter the full name {name}", f"name: {name}", f"It's in my name, {name}."),
        (
            f"replace the phone number with {_spaced(phone)}",
            f"phone: {_spaced(phone)} (new, replaces old)",
            f"My phone number has changed: it's {_spaced(phone)} now, so swap the old one out.",
        ),
        (f"choose the plot size '{want}'", f"plot: {want}", f"We'd like {plot_chat}."),
        (
            f"set people in the household to {_words(people)}",
            f"household: {people}",
            f"There are {_words(people)} of us in the household.",
        ),
        box_step,
    ]
    instruction = _compose(
        (seed // 2 + fi) % 4,
        (
            "Apply for an allotment plot on this page",
            "allotment plot application",
            "Could you fill in this allotment plot application for me?",
        ),
        steps,
        (
            "press 'Submit application'",
            "submit (not draft)",
            "Then send the application off properly, not just saved as a draft.",
        ),
    )
    return _task(
        "allotment",
        fi,
        seed,
        instruction,
        "/allotment.html",
        {"/allotment.html": page},
        _check(_expect(items, final, None)),
    )


def _junior(seed: int, fi: int) -> Task:
    k = seed % 4
    child = ["Maya Kowalski", "Leo Brennan", "Amara Osei", "Finn Gallagher"][k]
    pronoun = ["she", "he", "she", "he"][k]
    dob = [date(2015, 3, 14), date(2017, 11, 23), date(2012, 7, 19), date(2015, 9, 28)][k]
    squads = (
        "Under-9 Football",
        "Under-9 Futsal",
        "Under-11 Football",
        "Under-11 Futsal",
        "Under-13 Football",
        "Under-13 Futsal",
    )
    want, pre, squad_chat = [
        (
            "Under-11 Futsal",
            "Under-11 Football",
            "the under-11s, but the indoor futsal squad rather than football",
        ),
        (
            "Under-9 Football",
            "Under-9 Futsal",
            "the under-9s, the ordinary outdoor football squad (not futsal)",
        ),
        (
            "Under-13 Futsal",
            "Under-13 Football",
            "the under-13s, in the futsal squad rather than the football one",
        ),
        ("Under-11 Football", "Under-11 Futsal", "the under-11s, playing football rather than futsal"),
    ][k]
    old_email = [
        "j.kowalski@oldmail.net",
        "brennan.home@oldmail.net",
        "osei.family@oldmail.net",
        "gallagher@oldmail.net",
    ][k]
    email = [
        "ewa.kowalski@example.com",
        "sian.brennan@example.org",
        "kofi.osei@example.com",
        "ruth.gallagher@example.org",
    ][k]
    sessions = [2, 3, 2, 3][k]
    need = _needs_box(seed, fi)
    med_new = [
        "Asthma, carries an inhaler",
        "Peanut allergy, has an EpiPen",
        "Type 1 diabetes",
        "Asthma, carries an inhaler",
    ][k]
    med_old = ["Hay fever", "Hay fever", "Broken wrist, healed", "Hay fever"][k]
    box_label = "My child has a medical condition or allergy"
    items: list[Item] = [
        _Field("child_name", "Child's full name", "text"),
        _Field("date_of_birth", "Date of birth", "date"),
        _Field("squad", "Squad", "radio", initial=pre, options=squads),
        _Field("parent_email", "Parent or carer email", "email", initial=old_email),
        _Field("sessions", "Training sessions per week", "number", initial="1", low=1, high=4),
        _Box(
            "medical",
            box_label,
            _Field("medical_details", "Medical details", "text", initial="" if need else med_old),
            ticked=not need,
        ),
    ]
    page = _form_page(
        "Harbourside Sports Club: junior registration",
        "Register a child for a junior squad. Kit details are emailed after registration.",
        items,
        "Register",
        "Registration complete. Welcome to the club!",
        [
            ("Reset form", "reset", "Form reset. Nothing was sent."),
            ("Print kit list", "kit_list", "Kit list ready to print. The registration has not been sent."),
        ],
    )
    final: dict[str, str | bool] = {
        "child_name": child,
        "date_of_birth": dob.isoformat(),
        "squad": want,
        "parent_email": email,
        "sessions": str(sessions),
        "medical": need,
        "medical_details": med_new if need else "",
    }
    box_step: Step = (
        (
            f"tick '{box_label}' and enter the details '{med_new}'",
            f"medical: yes, '{med_new}'",
            f"{_cap(pronoun)} does have a medical condition to note: '{med_new}'.",
        )
        if need
        else (
            f"untick '{box_label}'",
            "medical: none (untick)",
            f"{_cap(pronoun)} has no medical conditions or allergies to declare.",
        )
    )
    steps: list[Step] = [
        (f"enter the child's name {child}", f"child: {child}", f"My child is {child}."),
        (
            f"set the date of birth to {_d_words(dob)}",
            f"dob: {_d_note(dob)}",
            f"{_cap(pronoun)} was born on {_d_chat(dob)}.",
        ),
        (f"choose the squad '{want}'", f"squad: {want}", f"{_cap(pronoun)} should go into {squad_chat}."),
        (
            f"replace the parent email with {email}",
            f"email: {email} (replace old)",
            f"Please use my current email, {_spoken_email(email)}, instead of the old address.",
        ),
        (
            f"set training sessions per week to {_words(sessions)}",
            f"sessions/wk: {sessions}",
            f"{_cap(pronoun)}'ll train {_words(sessions)} times a week.",
        ),
        box_step,
    ]
    instruction = _compose(
        (seed // 2 + fi) % 4,
        (
            "Register a child for a junior squad on this page",
            "junior registration",
            "I'd like to sign my child up for the junior section.",
        ),
        steps,
        ("click 'Register'", "register", "Once that's all filled in, complete the registration."),
    )
    return _task(
        "junior",
        fi,
        seed,
        instruction,
        "/junior.html",
        {"/junior.html": page},
        _check(_expect(items, final, None)),
    )


def _energy(seed: int, fi: int) -> Task:
    k = seed % 4
    old_postcode = ["LS6 2QT", "BS3 1NP", "M14 6HR", "NE4 9AX"][k]
    postcode = ["LS7 4BD", "BS5 8JW", "M20 3LG", "NE6 2TF"][k]
    types = (
        "Flat",
        "Terraced house",
        "End-terrace house",
        "Semi-detached house",
        "Detached house",
        "Semi-detached bungalow",
        "Detached bungalow",
    )
    want, pre, type_chat = [
        ("Semi-detached bungalow", "Semi-detached house", "a semi-detached bungalow"),
        ("End-terrace house", "Terraced house", "a house at the end of a terrace"),
        ("Detached house", "Detached bungalow", "a detached house (two storeys, not a bungalow)"),
        ("Terraced house", "End-terrace house", "a mid-terrace house, with neighbours on both sides"),
    ][k]
    beds = [3, 4, 5, 1][k]
    visit = [date(2025, 10, 16), date(2025, 11, 21), date(2026, 1, 14), date(2026, 2, 27)][k]
    phone = ["07700900641", "07700900218", "07700900937", "07700900574"][k]
    need = _needs_box(seed, fi)
    holder_new = ["Dev Patel", "Carys Morgan", "Ibrahim Khan", "Lucy Hart"][k]
    holder_old = ["Rosa Grant", "Tom Ellis", "Rosa Grant", "Nina Shah"][k]
    box_label = "Someone else will let the assessor in"
    items: list[Item] = [
        _Field("postcode", "Property postcode", "text", initial=old_postcode),
        _Field("property_type", "Property type", "select", initial=pre, options=types),
        _Field("bedrooms", "Number of bedrooms", "number", initial="2", low=1, high=9),
        _Field("visit_date", "Preferred visit date", "date"),
        _Field("phone", "Contact phone", "tel", hint="11 digits, no spaces"),
        _Box(
            "key_holder",
            box_label,
            _Field("key_holder_name", "Key holder's name", "text", initial="" if need else holder_old),
            ticked=not need,
        ),
    ]
    page = _form_page(
        "Book a home energy assessment",
        "An assessor visits for about an hour and gives you an energy report with recommendations.",
        items,
        "Book assessment",
        "Assessment booked. We will text you to confirm the time.",
        [
            (
                "Check availability",
                "check_availability",
                "Slots are available on that date. Nothing has been booked yet.",
            ),
            ("Save draft", "draft", "Draft saved. Nothing has been booked."),
            ("Cancel", "cancel", "Booking cancelled."),
        ],
    )
    final: dict[str, str | bool] = {
        "postcode": postcode,
        "property_type": want,
        "bedrooms": str(beds),
        "visit_date": visit.isoformat(),
        "phone": phone,
        "key_holder": need,
        "key_holder_name": holder_new if need else "",
    }
    box_step: Step = (
        (
            f"tick '{box_label}' and enter the key holder's name {holder_new}",
            f"key holder: {holder_new}",
            f"I won't be home myself, so {holder_new} will let the assessor in.",
        )
        if need
        else (
            f"untick '{box_label}'",
            "key holder: none, I'll be in (untick)",
            "I'll be at home to let the assessor in myself, so nobody else needs to be listed.",
        )
    )
    steps: list[Step] = [
        (
            f"replace the postcode with {postcode}",
            f"postcode: {postcode} (not {old_postcode})",
            f"The property is at {postcode}; the postcode already there is my old address.",
        ),
        (f"choose the property type '{want}'", f"type: {want}", f"It's {type_chat}."),
        (
            f"set bedrooms to {_words(beds)}",
            f"beds: {beds}",
            f"It has {_words(beds)} bedroom{'s' if beds > 1 else ''}.",
        ),
        (
            f"set the preferred visit date to {_d_words(visit)}",
            f"visit: {_d_note(visit)}",
            f"The best day for the visit is {_d_chat(visit)}.",
        ),
        (
            f"enter the contact phone {_spaced(phone)}",
            f"phone: {_spaced(phone)}",
            f"You can reach me on {_spaced(phone)}.",
        ),
        box_step,
    ]
    instruction = _compose(
        (seed // 2 + fi) % 4,
        (
            "Book a home energy assessment on this page",
            "energy assessment booking",
            "Please book a home energy assessment for my house.",
        ),
        steps,
        (
            "press 'Book assessment'",
            "book it (don't just check availability)",
            "Go ahead and actually book it, not just check if there's a slot.",
        ),
    )
    return _task(
        "energy",
        fi,
        seed,
        instruction,
        "/energy.html",
        {"/energy.html": page},
        _check(_expect(items, final, None)),
    )


# ---------------------------------------------------------------- two-page families


def _driving(seed: int, fi: int) -> Task:
    k = seed % 4
    target, twin, near = [
        (
            ("Priya Sharma", "Northgate", "Manual and automatic"),
            ("Eastbrook", "Manual and automatic"),
            ("Priya Sharman", "Automatic only"),
        ),
        (
            ("Tom Whitfield", "Kingsmead", "Manual only"),
            ("Riverside", "Manual and automatic"),
            ("Tom Whitfeld", "Manual only"),
        ),
        (
            ("Grace Okoro", "Riverside", "Manual and automatic"),
            ("Northgate", "Manual only"),
            ("Grace Okore", "Manual and automatic"),
        ),
        (
            ("Dan McAllister", "Eastbrook", "Automatic only"),
            ("Kingsmead", "Automatic only"),
            ("Dan MacAllister", "Manual only"),
        ),
    ][k]
    fillers = [
        ("Helen Barker", "Northgate", "Manual only"),
        ("Samir Haddad", "Eastbrook", "Manual and automatic"),
        ("Joanne Pike", "Kingsmead", "Automatic only"),
        ("Marcus Lee", "Riverside", "Manual only"),
        ("Olga Petrova", "Kingsmead", "Manual and automatic"),
    ]
    rows, target_id = _rows(seed, fi, target, twin, near, fillers, "di-")
    name, area = target[0], target[1]
    lessons = (
        "Manual – 1 hour",
        "Manual – 2 hours",
        "Automatic – 1 hour",
        "Automatic – 2 hours",
        "Manual – motorway lesson",
    )
    want, pre, lesson_chat = [
        ("Automatic – 2 hours", "Automatic – 1 hour", "two-hour lessons in an automatic"),
        ("Manual – 1 hour", "Manual – 2 hours", "one-hour lessons in a manual car"),
        ("Manual – 2 hours", "Automatic – 2 hours", "two-hour lessons, manual gearbox"),
        ("Automatic – 1 hour", "Manual – 1 hour", "hour-long lessons in an automatic"),
    ][k]
    pupil = ["Kieran Doyle", "Hannah Birch", "Yusuf Ali", "Chloe Marsh"][k]
    count = [6, 10, 4, 8][k]
    old_pc = ["NG1 5AB", "CB2 8QE", "YO1 7HH", "EX4 3PL"][k]
    pickup = ["NG3 6DW", "CB4 1JT", "YO10 5DD", "EX2 9RS"][k]
    phone = ["07700900702", "07700900259", "07700900836", "07700900413"][k]
    need = _needs_box(seed, fi)
    drop_new = ["NG7 2RD", "CB1 3EW", "YO31 8LN", "EX1 1SG"][k]
    drop_old = ["NG5 1AA", "CB5 8HX", "YO24 4AB", "EX4 4QJ"][k]
    box_label = "Drop me off at a different address"
    items: list[Item] = [
        _Field("pupil_name", "Pupil's full name", "text"),
        _Field("lesson_type", "Lesson type", "select", initial=pre, options=lessons),
        _Field("lesson_count", "Number of lessons", "number", initial="1", low=1, high=20),
        _Field("pickup_postcode", "Pick-up postcode", "text", initial=old_pc),
        _Field("phone", "Mobile number", "tel", hint="11 digits, no spaces"),
        _Box(
            "different_dropoff",
            box_label,
            _Field("dropoff_postcode", "Drop-off postcode", "text", initial="" if need else drop_old),
            ticked=not need,
        ),
    ]
    form = _form_page(
        "Book driving lessons",
        "Request a block of lessons. The instructor will confirm times with you.",
        items,
        "Request booking",
        "Booking requested. The instructor will be in touch.",
        [
            ("Save draft", "draft", "Draft saved. No booking has been requested."),
            ("Cancel", "cancel", "Booking cancelled."),
        ],
        rows=rows,
        back="/instructors.html",
    )
    listing = _list_page(
        "Find a driving instructor",
        "Choose an instructor to book lessons with.",
        "Area",
        ("Instructor", "Area", "Gearbox"),
        rows,
        "/lesson.html",
    )
    start = f"/instructors.html?area={twin[0]}" if k in PREFILTERED["driving"] else "/instructors.html"
    final: dict[str, str | bool] = {
        "pupil_name": pupil,
        "lesson_type": want,
        "lesson_count": str(count),
        "pickup_postcode": pickup,
        "phone": phone,
        "different_dropoff": need,
        "dropoff_postcode": drop_new if need else "",
    }
    box_step: Step = (
        (
            f"tick '{box_label}' and enter the drop-off postcode {drop_new}",
            f"drop-off: {drop_new}",
            f"After lessons I need dropping off somewhere else, at {drop_new}.",
        )
        if need
        else (
            f"untick '{box_label}'",
            "drop-off: same as pick-up (untick)",
            "Dropping me back where I was picked up is fine, no separate drop-off address.",
        )
    )
    steps: list[Step] = [
        (
            f"open instructor {name} in {area} from the list",
            f"instructor: {name}, {area}",
            f"I want {name}, the one who covers {area}.",
        ),
        (f"enter the pupil's name {pupil}", f"pupil: {pupil}", f"The lessons are for {pupil}."),
        (f"choose lesson type '{want}'", f"type: {want}", f"We'd like {lesson_chat}."),
        (
            f"set number of lessons to {_words(count)}",
            f"lessons: {count}",
            f"Book a block of {_words(count)} lessons.",
        ),
        (
            f"replace the pick-up postcode with {pickup}",
            f"pick-up: {pickup} (replace old)",
            f"Pick-up should be from {pickup}; the postcode already in the form is out of date.",
        ),
        (
            f"enter the mobile number {_spaced(phone)}",
            f"mob: {_spaced(phone)}",
            f"The instructor can text {_spaced(phone)} to arrange times.",
        ),
        box_step,
    ]
    instruction = _compose(
        (seed // 2 + fi) % 4,
        (
            "Book driving lessons from the instructor list",
            "driving lessons",
            "Can you book some driving lessons from the instructor list?",
        ),
        steps,
        ("click 'Request booking'", "request booking", "Then send the booking request."),
    )
    pages = {"/instructors.html": listing, "/lesson.html": form}
    return _task("driving", fi, seed, instruction, start, pages, _check(_expect(items, final, target_id)))


def _hall(seed: int, fi: int) -> Task:
    k = seed % 4
    target, twin, near = [
        (
            ("St Mark's Hall", "Westfield", "120 people"),
            ("Oakley", "80 people"),
            ("St Mark's Church Hall", "150 people"),
        ),
        (
            ("Millbrook Community Centre", "Oakley", "200 people"),
            ("Hatton", "90 people"),
            ("Millbrook Community Hall", "100 people"),
        ),
        (
            ("Victoria Hall", "Hatton", "180 people"),
            ("Westfield", "140 people"),
            ("Queen Victoria Hall", "160 people"),
        ),
        (
            ("The Old School Rooms", "Ashby", "70 people"),
            ("Oakley", "60 people"),
            ("The Old School Room", "70 people"),
        ),
    ][k]
    fillers = [
        ("Scout Hut", "Ashby", "40 people"),
        ("Riverside Pavilion", "Westfield", "90 people"),
        ("Hatton Village Hall", "Hatton", "110 people"),
        ("Jubilee Centre", "Oakley", "250 people"),
        ("Friends Meeting House", "Ashby", "60 people"),
    ]
    rows, target_id = _rows(seed, fi, target, twin, near, fillers, "hall-")
    name, area = target[0], target[1]
    old_org = ["Oakley Knitting Circle", "Westfield Book Club", "Ashby Bridge Society", "Hatton Film Night"][
        k
    ]
    org = ["Westfield Ukulele Group", "Oakley Youth Football", "Hatton Gardeners", "Ashby Repair Cafe"][k]
    day = [date(2025, 11, 15), date(2025, 12, 13), date(2026, 3, 21), date(2026, 5, 16)][k]
    guests = [80, 45, 120, 60][k]
    sessions = (
        "Main hall – morning",
        "Main hall – afternoon",
        "Main hall – evening",
        "Small hall – morning",
        "Small hall – evening",
    )
    want, pre, session_chat = [
        ("Main hall – evening", "Small hall – evening", "the main hall, in the evening"),
        ("Small hall – morning", "Main hall – morning", "just the small hall, for the morning"),
        ("Main hall – afternoon", "Main hall – morning", "the main hall in the afternoon"),
        ("Small hall – evening", "Small hall – morning", "the small hall for an evening session"),
    ][k]
    phone = ["07700900815", "07700900362", "07700900590", "07700900147"][k]
    need = _needs_box(seed, fi)
    lic_new = ["Gwen Roberts", "Patrick Nolan", "Aisha Begum", "Colin Stewart"][k]
    lic_old = ["Martin Hale", "Martin Hale", "Sue Dyer", "Sue Dyer"][k]
    box_label = "Alcohol will be served"
    items: list[Item] = [
        _Field("organisation", "Organisation or group", "text", initial=old_org),
        _Field("event_date", "Event date", "date"),
        _Field("guests", "Expected guests", "number", initial="50", low=1, high=300),
        _Field("session", "Room and session", "select", initial=pre, options=sessions),
        _Field("phone", "Contact phone", "tel", hint="11 digits, no spaces"),
        _Box(
            "alcohol",
            box_label,
            _Field("licence_holder", "Licence holder's name", "text", initial="" if need else lic_old),
            ticked=not need,
        ),
    ]
    form = _form_page(
        "Hall hire request",
        "Send a hire request for this hall. The booking secretary replies within three days.",
        items,
        "Send hire request",
        "Hire request sent. The booking secretary will reply soon.",
        [
            (
                "Check availability",
                "check_availability",
                "The hall looks free that day. No request has been sent.",
            ),
            ("Cancel", "cancel", "Request cancelled."),
        ],
        rows=rows,
        back="/halls.html",
    )
    listing = _list_page(
        "Community halls for hire",
        "Choose a hall to send a hire request.",
        "District",
        ("Hall", "District", "Capacity"),
        rows,
        "/hire.html",
    )
    start = f"/halls.html?area={twin[0]}" if k in PREFILTERED["hall"] else "/halls.html"
    final: dict[str, str | bool] = {
        "organisation": org,
        "event_date": day.isoformat(),
        "guests": str(guests),
        "session": want,
        "phone": phone,
        "alcohol": need,
        "licence_holder": lic_new if need else "",
    }
    box_step: Step = (
        (
            f"tick '{box_label}' and enter the licence holder {lic_new}",
            f"alcohol: yes, licence holder {lic_new}",
            f"There will be a bar; {lic_new} holds the licence.",
        )
        if need
        else (
            f"untick '{box_label}'",
            "alcohol: no (untick)",
            "It's a dry event, no alcohol at all.",
        )
    )
    steps: list[Step] = [
        (
            f"open {name} in {area} from the hall list",
            f"hall: {name}, {area}",
            f"We want {name}, the one in {area}.",
        ),
        (
            f"replace the organisation with {org}",
            f"org: {org} (replace old)",
            f"The booking is for {org}, not the group that's filled in already.",
        ),
        (
            f"set the event date to {_d_words(day)}",
            f"date: {_d_note(day)}",
            f"The event is on {_d_chat(day)}.",
        ),
        (
            f"set expected guests to {_words(guests)}",
            f"guests: {guests}",
            f"We're expecting about {_words(guests)} guests.",
        ),
        (f"choose '{want}'", f"session: {want}", f"We need {session_chat}."),
        (
            f"enter the contact phone {_spaced(phone)}",
            f"phone: {_spaced(phone)}",
            f"My number is {_spaced(phone)}.",
        ),
        box_step,
    ]
    instruction = _compose(
        (seed // 2 + fi) % 4,
        (
            "Request to hire a community hall from the list",
            "hall hire",
            "I need to hire a community hall for an event.",
        ),
        steps,
        ("click 'Send hire request'", "send request", "Please send the hire request once it's filled in."),
    )
    pages = {"/halls.html": listing, "/hire.html": form}
    return _task("hall", fi, seed, instruction, start, pages, _check(_expect(items, final, target_id)))


def _tutor(seed: int, fi: int) -> Task:
    k = seed % 4
    target, twin, near = [
        (("Helen Okafor", "Brookside", "Maths"), ("Millbridge", "Maths"), ("Helena Okafor", "Maths")),
        (
            ("Sam Rivers", "Millbridge", "Chemistry"),
            ("Harlow", "Chemistry, Biology"),
            ("Sam Rivera", "Chemistry"),
        ),
        (
            ("Anita Desai", "Harlow", "English"),
            ("Brookside", "English"),
            ("Anita Desai-Cole", "English, History"),
        ),
        (("Marek Nowak", "Brookside", "Physics"), ("Harlow", "Physics, Maths"), ("Marek Novak", "Physics")),
    ][k]
    fillers = [
        ("Ruth Ambrose", "Millbridge", "French"),
        ("Tariq Aziz", "Brookside", "Computing"),
        ("Beth Cullen", "Harlow", "Maths"),
        ("Jonah Price", "Millbridge", "History"),
        ("Lin Zhou", "Harlow", "Chemistry"),
    ]
    rows, target_id = _rows(seed, fi, target, twin, near, fillers, "t")
    name, area, subject = target
    old_email = [
        "parent.old@oldmail.net",
        "rivers.fam@oldmail.net",
        "home.desai@oldmail.net",
        "nowak.house@oldmail.net",
    ][k]
    email = [
        "chioma.ade@example.com",
        "paul.grant@example.org",
        "meera.shah@example.com",
        "ola.wisniewska@example.org",
    ][k]
    years = ("Year 10 – GCSE", "Year 11 – GCSE", "Year 11 – IGCSE", "Year 12 – A level", "Year 13 – A level")
    want, pre, year_chat = [
        ("Year 11 – IGCSE", "Year 11 – GCSE", "in Year 11, sitting the international GCSE (IGCSE)"),
        ("Year 12 – A level", "Year 13 – A level", "in the first year of A levels, Year 12"),
        ("Year 10 – GCSE", "Year 11 – GCSE", "in Year 10, at the start of GCSEs"),
        ("Year 11 – GCSE", "Year 11 – IGCSE", "in Year 11 doing the ordinary GCSE, not the IGCSE"),
    ][k]
    hours = [2, 3, 4, 2][k]
    message = [
        "Help preparing for the mock exams in January",
        "Struggling with organic chemistry and would like weekly support",
        "Looking for help with essay writing",
        "Needs help with mechanics before the summer exams",
    ][k]
    need = _needs_box(seed, fi)
    trial_new = [date(2025, 10, 18), date(2025, 11, 22), date(2026, 1, 17), date(2026, 2, 14)][k]
    trial_old = [date(2025, 9, 20), date(2025, 10, 25), date(2025, 12, 13), date(2026, 1, 24)][k]
    box_label = "Request a trial lesson"
    items: list[Item] = [
        _Field("email", "Your email", "email", initial=old_email),
        _Field("year_group", "Student's year group", "select", initial=pre, options=years),
        _Field("hours", "Hours per week", "number", initial="1", low=1, high=10),
        _Field("message", "Message to the tutor", "textarea"),
        _Box(
            "trial",
            box_label,
            _Field("trial_date", "Trial lesson date", "date", initial="" if need else trial_old.isoformat()),
            ticked=not need,
        ),
    ]
    form = _form_page(
        "Send an enquiry",
        "Your enquiry goes straight to the tutor, who replies by email.",
        items,
        "Send enquiry",
        "Enquiry sent. The tutor will reply by email.",
        [
            ("Add to shortlist", "shortlist", "Tutor added to your shortlist. No enquiry has been sent."),
            ("Cancel", "cancel", "Enquiry cancelled."),
        ],
        rows=rows,
        back="/tutors.html",
    )
    listing = _list_page(
        "Tutor finder",
        "Find a local tutor and send them an enquiry.",
        "Town",
        ("Tutor", "Town", "Subjects"),
        rows,
        "/enquiry.html",
    )
    start = f"/tutors.html?area={twin[0]}" if k in PREFILTERED["tutor"] else "/tutors.html"
    final: dict[str, str | bool] = {
        "email": email,
        "year_group": want,
        "hours": str(hours),
        "message": message,
        "trial": need,
        "trial_date": trial_new.isoformat() if need else "",
    }
    box_step: Step = (
        (
            f"tick '{box_label}' and set the trial date to {_d_words(trial_new)}",
            f"trial: yes, {_d_note(trial_new)}",
            f"We'd like a trial lesson first, on {_d_chat(trial_new)}.",
        )
        if need
        else (
            f"untick '{box_label}'",
            "trial: no (untick)",
            "We don't need a trial lesson; we're happy to start straight away.",
        )
    )
    steps: list[Step] = [
        (
            f"open {subject} tutor {name} in {area} from the tutor list",
            f"tutor: {name} ({subject}), {area}",
            f"We'd like {name}, the {subject} tutor based in {area}.",
        ),
        (
            f"replace the email with {email}",
            f"email: {email} (replace old)",
            f"Replies should go to {_spoken_email(email)}, not the old address in the form.",
        ),
        (f"choose the year group '{want}'", f"year: {want}", f"The student is {year_chat}."),
        (
            f"set hours per week to {_words(hours)}",
            f"hrs/wk: {hours}",
            f"We're after {_words(hours)} hours a week.",
        ),
        (
            f"enter the message '{message}'",
            f"msg: '{message}'",
            f"For the message, write exactly: '{message}'.",
        ),
        box_step,
    ]
    instruction = _compose(
        (seed // 2 + fi) % 4,
        (
            "Send an enquiry to a tutor from the tutor finder",
            "tutor enquiry",
            "Could you get in touch with a tutor for my teenager through the tutor finder?",
        ),
        steps,
        (
            "click 'Send enquiry'",
            "send (not shortlist)",
            "Send the enquiry itself; don't just shortlist them.",
        ),
    )
    pages = {"/tutors.html": listing, "/enquiry.html": form}
    return _task("tutor", fi, seed, instruction, start, pages, _check(_expect(items, final, target_id)))


_BUILDERS = (_allotment, _junior, _energy, _driving, _hall, _tutor)


def fresh9_corpus(seeds: Iterable[int] = range(4)) -> list[Task]:
    """Six families x the given seeds; even seeds are dev, odd seeds held-out."""
    chosen = list(seeds)
    return [build(seed, fi) for fi, build in enumerate(_BUILDERS) for seed in chosen]
