"""Fresh agent tasks, set 10: six new everyday families, four seeds each (24 tasks).

Single page (one form):

- ``boiler``: boiler service booking -- look-alike boiler types in a select (gas / oil / LPG of the
  same kind, or combi / system / regular on the same fuel, the twin preselected), an empty required
  name, an old email to replace (sometimes spelt out as "at" / "dot"), the boiler's age in words, a
  visit date in words, and an "invoice my landlord or letting agent" box that reveals the landlord's
  name; buttons Get a price and Cancel beside Submit.
- ``adoption``: pet adoption application -- look-alike animals in a select (two dogs or cats with
  the same name, differing by breed, colour or age; the twin preselected), an empty required name,
  an old phone number to replace (digits only, given with spaces), an unchosen home-type radio
  (house / flat, with / without a garden), hours left alone in words, and an "other pets at home"
  box that reveals a description; buttons Save for later and Cancel.
- ``cycle``: cycle to work scheme application -- look-alike bike types (plain / electric of the same
  kind, twin preselected), an empty required employee number, an old work email to replace, the
  bike's price in words (into the thousands), and an accessories box that reveals an accessories
  cost (in words); buttons Calculate savings and Cancel.

Two pages (a list with a search box and a filter select, row names link to a form with ``?id=``):

- ``childminder``: childminder finder -> place enquiry -- the childminder's same name in another
  area and a near-identical name in the same area, look-alike care patterns (full days / mornings /
  afternoons, term time only / all year, twin preselected), a child's date of birth and days per week
  in words, an empty phone given with spaces, and a school-run box that reveals a school name;
  buttons Save to favourites and Cancel.
- ``storage``: self-storage site list -> unit reservation -- same site name in another town,
  near-identical name in the same town, look-alike unit sizes (indoor / drive-up of the same size,
  twin preselected), an old promo code to replace, a move-in date and rental months in words, an
  empty phone given with spaces, and a "storing for a business" box that reveals a business name;
  buttons Get a quote and Cancel.
- ``music``: music teacher finder -> lesson enquiry -- same teacher name in another town,
  near-identical name in the same town, look-alike lesson radios (30 / 45 / 60 minutes, weekly /
  fortnightly, the twin checked), an empty student name, the student's age in words, an old email to
  replace (sometimes spelt out), and a "lessons at the student's home" box that reveals a postcode;
  buttons Add to favourites and Cancel.

In every family the revealing box starts unticked with its field hidden when the task needs it, and
starts ticked with an old value (which must be unticked) when it does not. For one dev seed and one
held-out seed of each two-page family the list starts filtered (``?area=``) to the look-alike's
group, so the target row is hidden until the filter is changed or cleared. Submit validates
(required fields, phone as 11 digits with no spaces, email shape, whole-number ranges, dates) and
shows errors; on success it writes a JSON record of the form to ``document.body.dataset.result``
(lower-cased, whitespace collapsed, phones digits only, numbers as integers, select and radio
values as the option text, box state as a boolean with its field "" while unticked, the row ``id``
for two-page tasks, ``action: "submit"``). Failed validation removes the record, Cancel removes
it, and the other distractor buttons write a record with their own action. ``check`` compares the
record with the expected one key by key.

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

FAMILIES = ("boiler", "adoption", "cycle", "childminder", "storage", "music")
TWO_PAGE = frozenset({"childminder", "storage", "music"})
# seed % 4 values whose list starts filtered to the look-alike's group (one dev, one held-out)
PREFILTERED = {"childminder": {1, 2}, "storage": {0, 3}, "music": {0, 1}}

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
    if n < 1000:
        rest = n % 100
        return _ONES[n // 100] + " hundred" + ("" if rest == 0 else " and " + _words(rest))
    rest = n % 1000
    joint = "" if rest == 0 else (" and " if rest < 100 else " ") + _words(rest)
    return _words(n // 1000) + " thousand" + joint


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
    rng = random.Random(10000 + 97 * fi + seed)
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
        name=f"fresh10_{family}_{seed}",
        family=family,
        kind="two" if family in TWO_PAGE else "single",
        seed=seed,
        instruction=instruction,
        start=start,
        pages=pages,
        check=check,
    )


# ---------------------------------------------------------------- single-page families


def _boiler(seed: int, fi: int) -> Task:
    k = seed % 4
    name = ["Hugh Marsden", "Nadia Rahman", "Gethin Lloyd", "Bronwen Ashe"][k]
    old_email = [
        "h.marsden@oldmail.net",
        "nadia.r@oldmail.net",
        "lloyd.home@oldmail.net",
        "ashe.family@oldmail.net",
    ][k]
    email = [
        "hugh.marsden@example.com",
        "nadia.rahman@example.org",
        "gethin.lloyd@example.com",
        "bronwen.ashe@example.org",
    ][k]
    types = (
        "Gas combi boiler",
        "Gas system boiler",
        "Gas regular boiler",
        "Oil combi boiler",
        "Oil regular boiler",
        "LPG combi boiler",
    )
    want, pre, type_chat = [
        ("Oil combi boiler", "Gas combi boiler", "a combi, but it runs on heating oil, not gas"),
        (
            "Gas system boiler",
            "Gas combi boiler",
            "a mains gas system boiler, the sort with a hot-water cylinder (not a combi)",
        ),
        ("Gas combi boiler", "LPG combi boiler", "a combi on ordinary mains gas, not bottled LPG"),
        ("Oil regular boiler", "Gas regular boiler", "a regular (heat-only) boiler that burns oil"),
    ][k]
    age = [7, 12, 3, 15][k]
    visit = [date(2025, 10, 22), date(2025, 11, 6), date(2026, 2, 11), date(2026, 3, 19)][k]
    need = _needs_box(seed, fi)
    land_new = ["Cedar Lettings", "Margaret Quinn", "Harbour Homes", "Rowan Estates"][k]
    land_old = ["Keyside Property", "Peter Vance", "Keyside Property", "Alan Moss"][k]
    box_label = "Send the invoice to my landlord or letting agent"
    items: list[Item] = [
        _Field("full_name", "Your full name", "text"),
        _Field("email", "Email address", "email", initial=old_email),
        _Field("boiler_type", "Boiler type", "select", initial=pre, options=types),
        _Field("boiler_age", "Age of boiler (years)", "number", initial="1", low=0, high=40),
        _Field("visit_date", "Preferred service date", "date"),
        _Box(
            "invoice_landlord",
            box_label,
            _Field("landlord_name", "Landlord or agent name", "text", initial="" if need else land_old),
            ticked=not need,
        ),
    ]
    page = _form_page(
        "Hearthside Heating: book a boiler service",
        "An engineer services your boiler in about an hour and leaves a service record.",
        items,
        "Book service",
        "Service booked. We will email you to confirm the time.",
        [
            ("Get a price", "price", "A standard service costs £85. Nothing has been booked."),
            ("Cancel", "cancel", "Booking cancelled. Nothing was sent."),
        ],
    )
    final: dict[str, str | bool] = {
        "full_name": name,
        "email": email,
        "boiler_type": want,
        "boiler_age": str(age),
        "visit_date": visit.isoformat(),
        "invoice_landlord": need,
        "landlord_name": land_new if need else "",
    }
    box_step: Step = (
        (
            f"tick '{box_label}' and enter {land_new} as the landlord or agent",
            f"invoice to: {land_new}",
            f"I rent the place, so the bill should go to {land_new}, who manage it.",
        )
        if need
        else (
            f"untick '{box_label}'",
            "invoice: me, not landlord (untick)",
            "I own the house now, so send the invoice to me rather than to any landlord.",
        )
    )
    steps: list[Step] = [
        (f"enter the name {name}", f"name: {name}", f"The booking is for me, {name}."),
        (
            f"replace the email with {email}",
            f"email: {email} (replace old)",
            f"Use {_spoken_email(email)} for the email; the address already there is out of date.",
        ),
        (f"choose the boiler type '{want}'", f"boiler: {want}", f"The boiler is {type_chat}."),
        (
            f"set the age of the boiler to {_words(age)} years",
            f"age: {age} yrs",
            f"It was fitted {_words(age)} years ago.",
        ),
        (
            f"set the preferred service date to {_d_words(visit)}",
            f"date: {_d_note(visit)}",
            f"The best day for the engineer is {_d_chat(visit)}.",
        ),
        box_step,
    ]
    instruction = _compose(
        (seed // 2 + fi) % 4,
        (
            "Book a boiler service on this page",
            "boiler service booking",
            "Could you book my annual boiler service on this page?",
        ),
        steps,
        (
            "press 'Book service'",
            "book (not just price)",
            "Then actually book it; don't stop at getting a price.",
        ),
    )
    return _task(
        "boiler",
        fi,
        seed,
        instruction,
        "/boiler.html",
        {"/boiler.html": page},
        _check(_expect(items, final, None)),
    )


def _adoption(seed: int, fi: int) -> Task:
    k = seed % 4
    name = ["Rachel Ferris", "Tunde Bakare", "Ingrid Solberg", "Callum Reid"][k]
    old_phone = ["01632960517", "01632960248", "01632960903", "01632960376"][k]
    phone = ["07700900584", "07700900127", "07700900663", "07700900290"][k]
    animals = (
        "Bella – Labrador, 3 years",
        "Bella – Labrador cross, 8 years",
        "Milo – tabby cat, 2 years",
        "Milo – ginger cat, 2 years",
        "Pepper – Jack Russell terrier, 5 years",
        "Pepper – Border terrier, 5 years",
    )
    want, pre, animal_chat = [
        (animals[0], animals[1], "Bella, the three-year-old pure Labrador (not the older cross)"),
        (animals[3], animals[2], "Milo, the ginger cat rather than the tabby"),
        (animals[5], animals[4], "Pepper, the Border terrier"),
        (animals[1], animals[0], "Bella, the eight-year-old Labrador cross"),
    ][k]
    homes = ("House with a garden", "House without a garden", "Flat with a garden", "Flat without a garden")
    home, home_chat = [
        ("House with a garden", "We live in a house with a garden."),
        ("Flat without a garden", "We live in a flat, and there's no garden."),
        ("Flat with a garden", "We're in a ground-floor flat that has its own garden."),
        ("House without a garden", "Ours is a house, but it hasn't got a garden."),
    ][k]
    alone = [3, 2, 4, 1][k]
    need = _needs_box(seed, fi)
    pets_new = ["Two indoor cats", "One elderly spaniel", "A pair of rabbits", "One friendly greyhound"][k]
    pets_old = ["A hamster", "Three goldfish", "A hamster", "A budgie"][k]
    box_label = "I have other pets at home"
    items: list[Item] = [
        _Field("full_name", "Your full name", "text"),
        _Field("phone", "Phone number", "tel", initial=old_phone, hint="11 digits, no spaces"),
        _Field("animal", "Animal you would like to adopt", "select", initial=pre, options=animals),
        _Field("home", "Your home", "radio", options=homes),
        _Field(
            "hours_alone",
            "Hours the animal would be left alone each day",
            "number",
            initial="0",
            low=0,
            high=8,
        ),
        _Box(
            "other_pets",
            box_label,
            _Field("pets_details", "Tell us about your pets", "text", initial="" if need else pets_old),
            ticked=not need,
        ),
    ]
    page = _form_page(
        "Willow Lane Animal Rescue: adoption application",
        "Tell us about yourself and the animal you would like to give a home. We phone every applicant.",
        items,
        "Send application",
        "Application sent. Our rehoming team will phone you soon.",
        [
            ("Save for later", "save", "Saved for later. Your application has not been sent."),
            ("Cancel", "cancel", "Application cancelled. Nothing was sent."),
        ],
    )
    final: dict[str, str | bool] = {
        "full_name": name,
        "phone": phone,
        "animal": want,
        "home": home,
        "hours_alone": str(alone),
        "other_pets": need,
        "pets_details": pets_new if need else "",
    }
    box_step: Step = (
        (
            f"tick '{box_label}' and describe them as '{pets_new}'",
            f"other pets: yes, '{pets_new}'",
            f"We do have other pets; put '{pets_new}' for them.",
        )
        if need
        else (
            f"untick '{box_label}'",
            "other pets: none (untick)",
            "We don't have any other pets any more.",
        )
    )
    steps: list[Step] = [
        (f"enter the name {name}", f"name: {name}", f"I'm {name}."),
        (
            f"replace the phone number with {_spaced(phone)}",
            f"phone: {_spaced(phone)} (replace old)",
            f"My number is {_spaced(phone)} now; the one filled in is an old landline.",
        ),
        (f"choose the animal '{want}'", f"animal: {want}", f"We'd love to adopt {animal_chat}."),
        (f"choose '{home}' for your home", f"home: {home}", home_chat),
        (
            f"set hours left alone each day to {_words(alone)}",
            f"alone: {alone} h/day",
            f"The animal would be on its own for {_words(alone)} hour{'s' if alone > 1 else ''} a day at most.",
        ),
        box_step,
    ]
    instruction = _compose(
        (seed // 2 + fi) % 4,
        (
            "Apply to adopt an animal on this page",
            "adoption application",
            "Please fill in this rescue centre's adoption application for us.",
        ),
        steps,
        (
            "click 'Send application'",
            "send (not save for later)",
            "Send it off properly rather than saving it for later.",
        ),
    )
    return _task(
        "adoption",
        fi,
        seed,
        instruction,
        "/adopt.html",
        {"/adopt.html": page},
        _check(_expect(items, final, None)),
    )


def _cycle(seed: int, fi: int) -> Task:
    k = seed % 4
    emp = ["E40217", "E51938", "E30764", "E62405"][k]
    old_email = [
        "s.okeke@oldcorp.co.uk",
        "j.harper@oldcorp.co.uk",
        "p.nair@oldcorp.co.uk",
        "d.wong@oldcorp.co.uk",
    ][k]
    email = [
        "sade.okeke@northwind.example.com",
        "joel.harper@northwind.example.com",
        "priya.nair@northwind.example.com",
        "daniel.wong@northwind.example.com",
    ][k]
    bikes = (
        "Hybrid bike",
        "Electric hybrid bike",
        "Road bike",
        "Electric road bike",
        "Folding bike",
        "Electric folding bike",
        "Cargo bike",
        "Electric cargo bike",
    )
    want, pre, bike_chat = [
        ("Electric hybrid bike", "Hybrid bike", "an e-bike, a hybrid with electric assist"),
        ("Folding bike", "Electric folding bike", "a folding bike, the ordinary pedal kind with no motor"),
        ("Road bike", "Electric road bike", "a plain road bike, no electric motor"),
        ("Electric cargo bike", "Cargo bike", "a cargo bike with electric assist"),
    ][k]
    cost = [1850, 720, 1250, 3400][k]
    need = _needs_box(seed, fi)
    acc_new = [95, 140, 60, 210][k]
    acc_old = [250, 300, 250, 180][k]
    box_label = "Add accessories (helmet, lights, lock)"
    items: list[Item] = [
        _Field("employee_no", "Employee number", "text"),
        _Field("work_email", "Work email", "email", initial=old_email),
        _Field("bike_type", "Type of bike", "select", initial=pre, options=bikes),
        _Field("bike_cost", "Bike price (£)", "number", initial="500", low=100, high=5000),
        _Box(
            "accessories",
            box_label,
            _Field(
                "accessories_cost",
                "Accessories cost (£)",
                "number",
                initial="" if need else str(acc_old),
                low=1,
                high=1000,
            ),
            ticked=not need,
        ),
    ]
    page = _form_page(
        "Cycle to work scheme: application",
        "Get a bike through salary sacrifice and spread the cost over twelve months.",
        items,
        "Apply now",
        "Application sent to your employer for approval.",
        [
            ("Calculate savings", "savings", "You could save about a third. Nothing has been sent."),
            ("Cancel", "cancel", "Application cancelled."),
        ],
    )
    final: dict[str, str | bool] = {
        "employee_no": emp,
        "work_email": email,
        "bike_type": want,
        "bike_cost": str(cost),
        "accessories": need,
        "accessories_cost": str(acc_new) if need else "",
    }
    box_step: Step = (
        (
            f"tick '{box_label}' and set the accessories cost to {_words(acc_new)} pounds",
            f"accessories: yes, £{acc_new}",
            f"I also want a helmet, lights and a lock, which come to {_words(acc_new)} pounds.",
        )
        if need
        else (
            f"untick '{box_label}'",
            "accessories: none (untick)",
            "I already have a helmet, lights and a lock, so no accessories this time.",
        )
    )
    steps: list[Step] = [
        (f"enter the employee number {emp}", f"emp no: {emp}", f"My employee number is {emp}."),
        (
            f"replace the work email with {email}",
            f"work email: {email} (replace old)",
            f"My work email is {_spoken_email(email)}; the one already there is from before the merger.",
        ),
        (f"choose the bike type '{want}'", f"bike: {want}", f"I'm getting {bike_chat}."),
        (
            f"set the bike price to {_words(cost)} pounds",
            f"price: £{cost}",
            f"The bike costs {_words(cost)} pounds.",
        ),
        box_step,
    ]
    instruction = _compose(
        (seed // 2 + fi) % 4,
        (
            "Apply for the cycle to work scheme on this page",
            "cycle to work application",
            "I'd like to get a bike through the cycle to work scheme; can you apply for me?",
        ),
        steps,
        (
            "click 'Apply now'",
            "apply (not just calculate)",
            "Then send the application, not just the savings calculation.",
        ),
    )
    return _task(
        "cycle",
        fi,
        seed,
        instruction,
        "/cycle.html",
        {"/cycle.html": page},
        _check(_expect(items, final, None)),
    )


# ---------------------------------------------------------------- two-page families


def _childminder(seed: int, fi: int) -> Task:
    k = seed % 4
    target, twin, near = [
        (
            ("Joanne Fielding", "Southfields", "0–5 years"),
            ("Hillcrest", "0–11 years"),
            ("Joanna Fielding", "0–5 years"),
        ),
        (
            ("Amira Haddad", "Hillcrest", "1–11 years"),
            ("Parkview", "0–5 years"),
            ("Amira Hadad", "1–11 years"),
        ),
        (
            ("Karen Doyle", "Parkview", "0–8 years"),
            ("Lakeside", "0–8 years"),
            ("Karen Boyle", "0–5 years"),
        ),
        (
            ("Bola Adebayo", "Lakeside", "2–11 years"),
            ("Southfields", "0–5 years"),
            ("Bola Adebayo-Smith", "2–11 years"),
        ),
    ][k]
    fillers = [
        ("Lesley Crane", "Southfields", "0–11 years"),
        ("Mohammed Iqbal", "Hillcrest", "0–5 years"),
        ("Siobhan Kerr", "Parkview", "1–8 years"),
        ("Wendy Paige", "Lakeside", "0–5 years"),
        ("Agnieszka Nowicka", "Hillcrest", "0–11 years"),
    ]
    rows, target_id = _rows(seed, fi, target, twin, near, fillers, "cm-")
    name, area = target[0], target[1]
    child = ["Isla Barrett", "Zain Karimi", "Poppy Lewis", "Ezra Mensah"][k]
    pronoun = ["she", "he", "she", "he"][k]
    dob = [date(2023, 4, 9), date(2019, 10, 2), date(2022, 12, 17), date(2018, 6, 25)][k]
    patterns = (
        "Full days – term time only",
        "Full days – all year",
        "Mornings – term time only",
        "Mornings – all year",
        "Afternoons – term time only",
        "Afternoons – all year",
    )
    want, pre, pattern_chat = [
        (
            "Full days – all year",
            "Full days – term time only",
            "full days, all year round including holidays",
        ),
        ("Afternoons – term time only", "Afternoons – all year", "afternoons, but only in term time"),
        ("Mornings – all year", "Mornings – term time only", "mornings, right through the year"),
        ("Full days – term time only", "Full days – all year", "full days during term time only"),
    ][k]
    days = [3, 2, 4, 2][k]
    phone = ["07700900431", "07700900975", "07700900218", "07700900856"][k]
    need = _needs_box(seed, fi)
    school_new = [
        "Brook Lane Nursery",
        "Hillcrest Primary School",
        "Little Acorns Pre-school",
        "Lakeside Primary School",
    ][k]
    school_old = ["St Anne's Primary", "Parkview Infants", "St Anne's Primary", "Parkview Infants"][k]
    box_label = "Needs taking to and from school or nursery"
    items: list[Item] = [
        _Field("child_name", "Child's full name", "text"),
        _Field("child_dob", "Child's date of birth", "date"),
        _Field("pattern", "Care pattern", "select", initial=pre, options=patterns),
        _Field("days", "Days per week", "number", initial="1", low=1, high=5),
        _Field("phone", "Your phone number", "tel", hint="11 digits, no spaces"),
        _Box(
            "school_run",
            box_label,
            _Field("school", "School or nursery name", "text", initial="" if need else school_old),
            ticked=not need,
        ),
    ]
    form = _form_page(
        "Ask about a childcare place",
        "Send your enquiry to this childminder. They will phone you to arrange a visit.",
        items,
        "Send enquiry",
        "Enquiry sent. The childminder will phone you.",
        [
            ("Save to favourites", "favourite", "Saved to your favourites. No enquiry has been sent."),
            ("Cancel", "cancel", "Enquiry cancelled."),
        ],
        rows=rows,
        back="/childminders.html",
    )
    listing = _list_page(
        "Find a childminder",
        "Registered childminders near you. Choose one to ask about a place.",
        "Area",
        ("Childminder", "Area", "Ages cared for"),
        rows,
        "/place.html",
    )
    start = f"/childminders.html?area={twin[0]}" if k in PREFILTERED["childminder"] else "/childminders.html"
    final: dict[str, str | bool] = {
        "child_name": child,
        "child_dob": dob.isoformat(),
        "pattern": want,
        "days": str(days),
        "phone": phone,
        "school_run": need,
        "school": school_new if need else "",
    }
    box_step: Step = (
        (
            f"tick '{box_label}' and enter {school_new}",
            f"school run: yes, {school_new}",
            f"{_cap(pronoun)}'ll need taking to and from {school_new}.",
        )
        if need
        else (
            f"untick '{box_label}'",
            "school run: no (untick)",
            f"We'll do the school and nursery runs ourselves, so {pronoun} doesn't need taking anywhere.",
        )
    )
    steps: list[Step] = [
        (
            f"open childminder {name} in {area} from the list",
            f"childminder: {name}, {area}",
            f"We'd like {name}, the childminder in {area}.",
        ),
        (f"enter the child's name {child}", f"child: {child}", f"It's for my child, {child}."),
        (
            f"set the child's date of birth to {_d_words(dob)}",
            f"dob: {_d_note(dob)}",
            f"{_cap(pronoun)} was born on {_d_chat(dob)}.",
        ),
        (f"choose the care pattern '{want}'", f"care: {want}", f"We need {pattern_chat}."),
        (
            f"set days per week to {_words(days)}",
            f"days/wk: {days}",
            f"That's {_words(days)} days a week.",
        ),
        (
            f"enter the phone number {_spaced(phone)}",
            f"phone: {_spaced(phone)}",
            f"They can ring me on {_spaced(phone)}.",
        ),
        box_step,
    ]
    instruction = _compose(
        (seed // 2 + fi) % 4,
        (
            "Ask a childminder from the list about a place",
            "childminder enquiry",
            "Could you ask a childminder about a place for my little one, using the childminder finder?",
        ),
        steps,
        (
            "click 'Send enquiry'",
            "send (not favourite)",
            "Please send the enquiry itself rather than just saving them as a favourite.",
        ),
    )
    pages = {"/childminders.html": listing, "/place.html": form}
    return _task("childminder", fi, seed, instruction, start, pages, _check(_expect(items, final, target_id)))


def _storage(seed: int, fi: int) -> Task:
    k = seed % 4
    target, twin, near = [
        (
            ("Lockaway Storage", "Fenwick", "24-hour access"),
            ("Marlow", "7am – 9pm"),
            ("Lockaway Self Storage", "7am – 9pm"),
        ),
        (
            ("Big Box Storage", "Marlow", "7am – 9pm"),
            ("Thornbury", "24-hour access"),
            ("Big Box Stores", "8am – 6pm"),
        ),
        (
            ("Safe Space Units", "Thornbury", "8am – 6pm"),
            ("Dunmore", "8am – 8pm"),
            ("SafeSpace Unit Hire", "24-hour access"),
        ),
        (
            ("Keepwell Storage", "Dunmore", "24-hour access"),
            ("Fenwick", "24-hour access"),
            ("Keepwell Stores", "7am – 9pm"),
        ),
    ][k]
    fillers = [
        ("Fenwick Containers", "Fenwick", "8am – 6pm"),
        ("Attic Space", "Marlow", "24-hour access"),
        ("Store & More", "Thornbury", "7am – 9pm"),
        ("The Depot", "Dunmore", "8am – 8pm"),
        ("Boxroom Storage", "Marlow", "8am – 6pm"),
    ]
    rows, target_id = _rows(seed, fi, target, twin, near, fillers, "st-")
    name, area = target[0], target[1]
    units = (
        "25 sq ft – indoor",
        "25 sq ft – drive-up",
        "50 sq ft – indoor",
        "50 sq ft – drive-up",
        "100 sq ft – indoor",
        "100 sq ft – drive-up",
    )
    want, pre, unit_chat = [
        ("50 sq ft – drive-up", "50 sq ft – indoor", "a fifty square foot unit I can drive right up to"),
        ("100 sq ft – indoor", "100 sq ft – drive-up", "a hundred square feet, an indoor unit"),
        ("25 sq ft – indoor", "25 sq ft – drive-up", "the small twenty-five square foot size, indoors"),
        ("100 sq ft – drive-up", "100 sq ft – indoor", "a hundred square feet with drive-up access"),
    ][k]
    old_promo = ["SPRING10", "WELCOME5", "SPRING10", "STUDENT15"][k]
    promo = ["MOVE25", "BOX20", "FIRSTMONTH", "SAVE30"][k]
    move_in = [date(2025, 10, 30), date(2025, 12, 1), date(2026, 1, 9), date(2026, 4, 24)][k]
    months = [6, 3, 12, 9][k]
    phone = ["07700900318", "07700900752", "07700900496", "07700900183"][k]
    need = _needs_box(seed, fi)
    biz_new = ["Fenwick Florists", "Marlow Bike Repairs", "Thornbury Print Co", "Dunmore Deli"][k]
    biz_old = ["Acme Crafts", "Holt Removals", "Acme Crafts", "Holt Removals"][k]
    box_label = "I'm storing for a business"
    items: list[Item] = [
        _Field("unit", "Unit size", "select", initial=pre, options=units),
        _Field("move_in", "Move-in date", "date"),
        _Field("months", "How many months", "number", initial="1", low=1, high=24),
        _Field("phone", "Phone number", "tel", hint="11 digits, no spaces"),
        _Field("promo", "Promo code", "text", initial=old_promo),
        _Box(
            "business",
            box_label,
            _Field("business_name", "Business name", "text", initial="" if need else biz_old),
            ticked=not need,
        ),
    ]
    form = _form_page(
        "Reserve a storage unit",
        "Reserve a unit at this site. Nothing is charged until you move in.",
        items,
        "Reserve unit",
        "Unit reserved. We will text you a confirmation.",
        [
            ("Get a quote", "quote", "Quote ready. No unit has been reserved."),
            ("Cancel", "cancel", "Reservation cancelled."),
        ],
        rows=rows,
        back="/sites.html",
    )
    listing = _list_page(
        "Self storage near you",
        "Choose a storage site to reserve a unit.",
        "Town",
        ("Site", "Town", "Opening hours"),
        rows,
        "/reserve.html",
    )
    start = f"/sites.html?area={twin[0]}" if k in PREFILTERED["storage"] else "/sites.html"
    final: dict[str, str | bool] = {
        "unit": want,
        "move_in": move_in.isoformat(),
        "months": str(months),
        "phone": phone,
        "promo": promo,
        "business": need,
        "business_name": biz_new if need else "",
    }
    box_step: Step = (
        (
            f"tick '{box_label}' and enter the business name {biz_new}",
            f"business: yes, {biz_new}",
            f"It's stock for my business, {biz_new}.",
        )
        if need
        else (
            f"untick '{box_label}'",
            "business: no, personal (untick)",
            "It's just personal stuff, nothing to do with a business.",
        )
    )
    steps: list[Step] = [
        (
            f"open {name} in {area} from the site list",
            f"site: {name}, {area}",
            f"I want {name}, the site in {area}.",
        ),
        (f"choose the unit size '{want}'", f"unit: {want}", f"I need {unit_chat}."),
        (
            f"set the move-in date to {_d_words(move_in)}",
            f"move in: {_d_note(move_in)}",
            f"I'm moving my things in on {_d_chat(move_in)}.",
        ),
        (
            f"set the number of months to {_words(months)}",
            f"months: {months}",
            f"I'll need it for {_words(months)} months.",
        ),
        (
            f"enter the phone number {_spaced(phone)}",
            f"phone: {_spaced(phone)}",
            f"Text me on {_spaced(phone)}.",
        ),
        (
            f"replace the promo code with {promo}",
            f"promo: {promo} (replace old)",
            f"The code that's in there has expired; use {promo} instead.",
        ),
        box_step,
    ]
    instruction = _compose(
        (seed // 2 + fi) % 4,
        (
            "Reserve a storage unit from the site list",
            "storage reservation",
            "I need somewhere to put my things for a while; can you reserve a storage unit?",
        ),
        steps,
        (
            "click 'Reserve unit'",
            "reserve (not quote)",
            "Go ahead and reserve it, not just get a quote.",
        ),
    )
    pages = {"/sites.html": listing, "/reserve.html": form}
    return _task("storage", fi, seed, instruction, start, pages, _check(_expect(items, final, target_id)))


def _music(seed: int, fi: int) -> Task:
    k = seed % 4
    target, twin, near = [
        (
            ("Clara Jennings", "Eastleigh", "Piano"),
            ("Wexham", "Piano, Organ"),
            ("Clare Jennings", "Piano, Singing"),
        ),
        (
            ("Tomasz Zielinski", "Wexham", "Guitar"),
            ("Bramford", "Guitar"),
            ("Tomas Zielinski", "Guitar, Bass guitar"),
        ),
        (("Ruth O'Connor", "Bramford", "Violin"), ("Eastleigh", "Violin, Viola"), ("Ruth Connor", "Violin")),
        (
            ("Daniel Mensah", "Kelby", "Drums"),
            ("Eastleigh", "Drums"),
            ("Daniel Mensah-Ward", "Drums, Percussion"),
        ),
    ][k]
    fillers = [
        ("Felicity Hunt", "Eastleigh", "Flute"),
        ("Owen Pritchard", "Wexham", "Trumpet"),
        ("Keiko Mori", "Bramford", "Piano"),
        ("Liam Doherty", "Kelby", "Guitar"),
        ("Sofia Marin", "Kelby", "Singing"),
    ]
    rows, target_id = _rows(seed, fi, target, twin, near, fillers, "mt")
    name, area, instrument = target
    student = ["Eliza Grant", "Reuben Cole", "Hana Sato", "Tobias Lane"][k]
    old_email = [
        "grant.house@oldmail.net",
        "cole.family@oldmail.net",
        "sato.k@oldmail.net",
        "lane.home@oldmail.net",
    ][k]
    email = [
        "fiona.grant@example.com",
        "reuben.cole@example.org",
        "kenji.sato@example.com",
        "marie.lane@example.org",
    ][k]
    plans = (
        "30-minute lessons – weekly",
        "30-minute lessons – fortnightly",
        "45-minute lessons – weekly",
        "45-minute lessons – fortnightly",
        "60-minute lessons – weekly",
        "60-minute lessons – fortnightly",
    )
    want, pre, plan_chat = [
        (plans[1], plans[0], "half-hour lessons every other week"),
        (plans[4], plans[5], "hour-long lessons every week"),
        (plans[2], plans[3], "forty-five minute lessons, once a week"),
        (plans[5], plans[4], "an hour at a time, every two weeks"),
    ][k]
    age = [9, 34, 12, 15][k]
    need = _needs_box(seed, fi)
    pc_new = ["SO50 4HN", "SL2 5QA", "IP8 4DL", "KY4 0JP"][k]
    pc_old = ["SO53 2AB", "SL3 7XY", "IP1 3RT", "KY12 9PQ"][k]
    box_label = "Lessons at the student's home"
    items: list[Item] = [
        _Field("student_name", "Student's name", "text"),
        _Field("age", "Student's age", "number", low=4, high=99),
        _Field("email", "Your email", "email", initial=old_email),
        _Field("plan", "Lesson length and frequency", "radio", initial=pre, options=plans),
        _Box(
            "home_lessons",
            box_label,
            _Field("home_postcode", "Home postcode", "text", initial="" if need else pc_old),
            ticked=not need,
        ),
    ]
    form = _form_page(
        "Lesson enquiry",
        "Ask this teacher about lessons. Teachers usually reply within two days.",
        items,
        "Send enquiry",
        "Enquiry sent. The teacher will reply by email.",
        [
            ("Add to favourites", "favourite", "Teacher added to favourites. No enquiry has been sent."),
            ("Cancel", "cancel", "Enquiry cancelled."),
        ],
        rows=rows,
        back="/teachers.html",
    )
    listing = _list_page(
        "Music teacher finder",
        "Find a local music teacher and ask about lessons.",
        "Town",
        ("Teacher", "Town", "Instruments"),
        rows,
        "/lessons.html",
    )
    start = f"/teachers.html?area={twin[0]}" if k in PREFILTERED["music"] else "/teachers.html"
    final: dict[str, str | bool] = {
        "student_name": student,
        "age": str(age),
        "email": email,
        "plan": want,
        "home_lessons": need,
        "home_postcode": pc_new if need else "",
    }
    box_step: Step = (
        (
            f"tick '{box_label}' and enter the home postcode {pc_new}",
            f"at home: yes, {pc_new}",
            f"We'd like the teacher to come to us, at {pc_new}.",
        )
        if need
        else (
            f"untick '{box_label}'",
            "at home: no, at teacher's (untick)",
            "Lessons at the teacher's own place are fine; nobody needs to come to the house.",
        )
    )
    steps: list[Step] = [
        (
            f"open {instrument.lower()} teacher {name} in {area} from the teacher list",
            f"teacher: {name} ({instrument.lower()}), {area}",
            f"We'd like {name}, who teaches {instrument.lower()} in {area}.",
        ),
        (f"enter the student's name {student}", f"student: {student}", f"The lessons are for {student}."),
        (
            f"set the student's age to {_words(age)}",
            f"age: {age}",
            f"They're {_words(age)} years old.",
        ),
        (
            f"replace the email with {email}",
            f"email: {email} (replace old)",
            f"Replies should go to {_spoken_email(email)}, not the old address that's filled in.",
        ),
        (f"choose '{want}'", f"lessons: {want}", f"We're after {plan_chat}."),
        box_step,
    ]
    instruction = _compose(
        (seed // 2 + fi) % 4,
        (
            "Send a lesson enquiry to a music teacher from the finder",
            "music lesson enquiry",
            "Could you contact a music teacher about lessons through the teacher finder?",
        ),
        steps,
        (
            "click 'Send enquiry'",
            "send (not favourites)",
            "Send the enquiry itself; don't just add them to favourites.",
        ),
    )
    pages = {"/teachers.html": listing, "/lessons.html": form}
    return _task("music", fi, seed, instruction, start, pages, _check(_expect(items, final, target_id)))


_BUILDERS = (_boiler, _adoption, _cycle, _childminder, _storage, _music)


def fresh10_corpus(seeds: Iterable[int] = range(4)) -> list[Task]:
    """Six families x the given seeds; even seeds are dev, odd seeds held-out."""
    chosen = list(seeds)
    return [build(seed, fi) for fi, build in enumerate(_BUILDERS) for seed in chosen]
