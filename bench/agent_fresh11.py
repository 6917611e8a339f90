"""Fresh agent tasks, set 11: six new everyday families, four seeds each (24 tasks).

Single page (one form):

- ``blinds``: window blinds measuring visit -- look-alike blind types in a select (roller / Roman
  blackout or light filtering, venetian wooden or aluminium, the twin preselected), an empty required
  name, an old landline to replace (the new number given with spaces), the number of windows in
  words, a visit date said as "the second Tuesday of November 2025", a visit time said in words
  ("quarter past two in the afternoon") into a time select whose twin (same clock time am/pm, or the
  quarter-to/quarter-past mix-up) is preselected, and a "someone else will let the fitter in" box that
  reveals their name; buttons Request a brochure and Cancel beside Book visit.
- ``venue``: wedding venue enquiry -- an empty required couple's names, an old email to replace
  (sometimes spelt out), the wedding date and day guests in words, a package radio chosen by its
  description only (ceremony / breakfast / evening reception / bridal suite; the neighbouring package
  checked), and a "rooms for our guests" box that reveals a number of rooms said idiomatically ("a
  dozen", "half a dozen", "a couple of", "a dozen and a half"); buttons Check availability and Cancel.
- ``scaffold``: scaffolding licence application -- an empty required company name, an old phone to
  replace (given with spaces), the site address, a "billing address is the same as the site address"
  box (ticked it hides the billing address and the site address is sent instead: it starts unticked
  over an old office address when the billing is the same, and ticked when it differs), look-alike
  scaffold types (independent / putlog, up to 2 storeys / 3 or more, twin preselected), a start date
  and the weeks in words, and a "takes up a parking bay" box that reveals the bay number; buttons
  Calculate fee and Cancel beside Submit application.

Two pages (a list with a search box and a filter select, row names link to a form with ``?id=``):

- ``swimming``: swimming lessons finder -> lesson booking -- the pool's same name in another town
  and a near-identical name in the same town, an empty child's name, a date of birth in words, a
  stage radio chosen by what the child can do (the description, never the stage number; the next
  stage checked), a day-and-time select said in words (Saturday / Sunday twins, quarter past / quarter
  to twins, twin preselected), an old email to replace (sometimes spelt out), and a "medical condition
  or additional needs" box that reveals details; buttons Join waiting list and Cancel.
- ``groomer``: dog groomer finder -> grooming appointment -- same groomer name in another town,
  near-identical name in the same town, an empty dog's name, look-alike services (full groom / bath
  and brush, small / medium / large dog, twin preselected), a date said as "the first Saturday of
  December 2025", a time said in words ("half two in the afternoon", "midday") into a time select with
  the twin preselected, an old phone to replace (given with spaces), and a "collect my dog from home"
  box that reveals a postcode; buttons Add to favourites and Cancel.
- ``guitar``: guitar repair shop finder -> repair request -- same shop name in another town,
  near-identical name in the same town, an empty owner's name, an old email to replace (sometimes
  spelt out), look-alike instruments (acoustic / electro-acoustic, 6 / 12 string, 4 / 5 string bass,
  twin preselected), a repair radio chosen by the symptom (the description, never the label; a
  neighbouring repair checked), a drop-off date in words, and a "spending limit" box that reveals a
  maximum spend in words; buttons Get an estimate and Cancel.

New trap kinds beyond set 10: a clock time said in words into a time select (am/pm twins, quarter
past / quarter to, "half two", "midday"); a radio chosen by its description rather than its label; a
"same as above" box that hides a field and sends another field's value instead (scored on the
address that takes effect, so ticking it or typing the address both pass); a date said as the nth
(or last) weekday of a month; and a number said idiomatically ("a dozen", "a fortnight").

In every family the revealing box starts unticked with its field hidden when the task needs it, and
starts ticked with an old value (which must be unticked) when it does not. For one dev seed and one
held-out seed of each two-page family the list starts filtered (``?area=``) to the look-alike's
group, so the target row is hidden until the filter is changed or cleared. Submit validates
(required fields, phone as 11 digits with no spaces, email shape, whole-number ranges, dates) and
shows errors; on success it writes a JSON record of the form to ``document.body.dataset.result``
(lower-cased, whitespace collapsed, phones digits only, numbers as integers, select and radio
values as the option text, box state as a boolean with its field "" while unticked, the "same as"
field as the value that takes effect and no key for that box, the row ``id`` for two-page tasks,
``action: "submit"``). Failed validation removes the record, Cancel removes it, and the other
distractor buttons write a record with their own action. ``check`` compares the record with the
expected one key by key.

Instruction wording per task is style ``(seed // 2 + family_index) % 4``: 0 terse imperative,
1 numbered steps, 2 a conversational paragraph with values said indirectly, 3 shorthand notes.
Even seeds are dev, odd seeds held-out (``Task.split``).

Written blind: without reading the plugin, its tests, BENCHMARKS.md, the results or the earlier
fresh sets other than set 10; of bench_agent.py only `Task`, `ORIGIN`, `serve` and the line that
opens the start page were read.
"""

from __future__ import annotations

import calendar
import html
import json
import random
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, timedelta

from bench_agent import Task

FAMILIES = ("blinds", "venue", "scaffold", "swimming", "groomer", "guitar")
TWO_PAGE = frozenset({"swimming", "groomer", "guitar"})
# seed % 4 values whose list starts filtered to the look-alike's group (one dev, one held-out)
PREFILTERED = {"swimming": {0, 3}, "groomer": {1, 2}, "guitar": {2, 3}}

Step = tuple[str, str, str]  # (imperative, shorthand note, conversational sentence)
Nth = tuple[int, int, int, int]  # (year, month, weekday with Monday 0, n from 1 or -1 for the last)


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
    descs: tuple[str, ...] = ()  # radio only: a description shown beside each option


@dataclass(frozen=True)
class _Box:
    name: str
    label: str
    field: _Field
    ticked: bool


@dataclass(frozen=True)
class _Same:
    """A "same as above" box: ticked, it hides ``field`` and the form sends ``source``'s value instead."""

    name: str
    label: str
    field: _Field
    source: str
    ticked: bool


Item = _Field | _Box | _Same


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


def _clock(hour: int, minute: int) -> str:
    """24-hour time as it appears in the time selects: 14:15 -> "2:15 pm", 12:00 -> "12:00 pm"."""
    return f"{(hour - 1) % 12 + 1}:{minute:02d} {'am' if hour < 12 else 'pm'}"


def _slots(first: int, last: int, step: int = 15) -> tuple[str, ...]:
    """Every ``step`` minutes from hour ``first`` to the last quarter before hour ``last`` ends."""
    return tuple(_clock(m // 60, m % 60) for m in range(first * 60, last * 60 + 60, step))


_NTH = ("first", "second", "third", "fourth")
_NTH_NOTE = ("1st", "2nd", "3rd", "4th")


def _nth_date(when: Nth) -> date:
    year, month, weekday, n = when
    if n > 0:
        first = date(year, month, 1)
        return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))
    last = date(year, month, calendar.monthrange(year, month)[1])
    return last - timedelta(days=(last.weekday() - weekday) % 7)


def _nth_words(when: Nth) -> str:
    year, month, weekday, n = when
    which = "last" if n < 0 else _NTH[n - 1]
    return f"the {which} {calendar.day_name[weekday]} of {calendar.month_name[month]} {year}"


def _nth_note(when: Nth) -> str:
    year, month, weekday, n = when
    which = "last" if n < 0 else _NTH_NOTE[n - 1]
    return f"{which} {calendar.day_abbr[weekday]} of {calendar.month_abbr[month]} {year}"


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
        elif isinstance(it, _Same):
            # only the address that takes effect counts: ticking the box or typing it out both do
            out[it.field.name] = _norm_value(it.field, str(final[it.field.name]))
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
        descs = f.descs or ("",) * len(f.options)
        radios = "".join(
            f'<div><label><input type="radio" name="{f.name}" value="{e(o)}"'
            f"{' checked' if o == f.initial else ''}> {e(o)}{f' <small>{e(d)}</small>' if d else ''}</label></div>"
            for o, d in zip(f.options, descs, strict=True)
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
    if isinstance(it, _Same):
        return (
            f'<div class="row"><label><input type="checkbox" id="b_{it.name}" name="{it.name}"'
            f"{' checked' if it.ticked else ''}> {html.escape(it.label)}</label></div>"
            f'<div id="w_{it.field.name}"{" hidden" if it.ticked else ""}>{_control(it.field)}</div>'
        )
    return (
        f'<div class="row"><label><input type="checkbox" id="b_{it.name}" name="{it.name}"'
        f"{' checked' if it.ticked else ''}> {html.escape(it.label)}</label></div>"
        f'<div id="w_{it.field.name}"{"" if it.ticked else " hidden"}>{_control(it.field)}</div>'
    )


def _spec(items: list[Item]) -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for it in items:
        box = same = source = ""
        if isinstance(it, _Box):
            out.append(
                {"name": it.name, "kind": "box", "label": it.label, "box": "", "same": "", "source": ""}
            )
            f, box = it.field, it.name
        elif isinstance(it, _Same):
            out.append(
                {"name": it.name, "kind": "same", "label": it.label, "box": "", "same": "", "source": ""}
            )
            f, same, source = it.field, it.name, it.source
        else:
            f = it
        out.append(
            {
                "name": f.name,
                "kind": f.kind,
                "label": f.label,
                "low": f.low,
                "high": f.high,
                "box": box,
                "same": same,
                "source": source,
            }
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
function ticked(name) { return document.getElementById('b_' + name).checked; }
function shown(f) {
  if (f.box) return ticked(f.box);
  if (f.same) return !ticked(f.same);
  return true;
}
function sync() {
  for (const f of SPEC) if (f.box || f.same) document.getElementById('w_' + f.name).hidden = !shown(f);
}
for (const f of SPEC) if (f.kind === 'box' || f.kind === 'same') document.getElementById('b_' + f.name).addEventListener('change', sync);
function value(f) {
  if (f.kind === 'box') return ticked(f.name);
  if (f.same && ticked(f.same)) return value(SPEC.find((s) => s.name === f.source));
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
  for (const f of SPEC) if (f.kind !== 'same') r[f.name] = value(f);
  if (ID !== null) r.id = ID;
  r.action = action;
  return r;
}
function problems() {
  const out = [];
  if (ROWS && !ROWS.some((r) => r.id === ID)) out.push(['', 'Nothing chosen: go back to the list and pick one']);
  for (const f of SPEC) {
    if (f.kind === 'box' || f.kind === 'same' || !shown(f)) continue;
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
    rng = random.Random(11000 + 97 * fi + seed)
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
        name=f"fresh11_{family}_{seed}",
        family=family,
        kind="two" if family in TWO_PAGE else "single",
        seed=seed,
        instruction=instruction,
        start=start,
        pages=pages,
        check=check,
    )


# ---------------------------------------------------------------- single-page families


def _blinds(seed: int, fi: int) -> Task:
    k = seed % 4
    name = ["Moira Kinsella", "Dev Chauhan", "Patrick Oduya", "Lena Fischer"][k]
    old_phone = ["01632960741", "01632960185", "01632960552", "01632960318"][k]
    phone = ["07700900266", "07700900813", "07700900459", "07700900607"][k]
    types = (
        "Roller blinds – blackout",
        "Roller blinds – light filtering",
        "Roman blinds – blackout",
        "Roman blinds – light filtering",
        "Venetian blinds – wooden",
        "Venetian blinds – aluminium",
        "Vertical blinds – fabric",
    )
    want, pre, type_chat = [
        (types[0], types[1], "roller blinds that shut the light out completely, for the bedrooms"),
        (types[5], types[4], "metal venetians, aluminium rather than wood, for the kitchen"),
        (types[3], types[2], "Roman blinds that still let some daylight through"),
        (types[4], types[5], "venetian blinds in real wood"),
    ][k]
    windows = [4, 7, 11, 3][k]
    when: Nth = [(2025, 11, 1, 2), (2025, 12, 4, 1), (2026, 1, 2, -1), (2026, 2, 0, 3)][k]
    visit = _nth_date(when)
    # (hour, minute) wanted, the preselected twin, the time in words
    (hour, minute), twin, time_words = [
        ((14, 15), (14, 45), "quarter past two in the afternoon"),
        ((8, 30), (20, 30), "half past eight in the morning"),
        ((19, 45), (7, 45), "quarter to eight in the evening"),
        ((20, 15), (8, 15), "quarter past eight in the evening"),
    ][k]
    slots = _slots(7, 20)
    need = _needs_box(seed, fi)
    who_new = ["Gordon Pike", "Elena Varga", "Sunil Mehta", "Fay Dunbar"][k]
    who_old = ["Mrs Hollis", "Ray Turner", "Mrs Hollis", "Ray Turner"][k]
    box_label = "Someone else will let the fitter in"
    items: list[Item] = [
        _Field("full_name", "Your full name", "text"),
        _Field("phone", "Phone number", "tel", initial=old_phone, hint="11 digits, no spaces"),
        _Field("blind_type", "Type of blinds", "select", initial=pre, options=types),
        _Field("windows", "Number of windows", "number", initial="1", low=1, high=30),
        _Field("visit_date", "Visit date", "date"),
        _Field("visit_time", "Visit time", "select", initial=_clock(*twin), options=slots),
        _Box(
            "key_holder",
            box_label,
            _Field("key_holder_name", "Who will let the fitter in?", "text", initial="" if need else who_old),
            ticked=not need,
        ),
    ]
    page = _form_page(
        "Brightside Blinds: book a free measuring visit",
        "A fitter measures every window, brings samples and leaves a written quote. The visit is free.",
        items,
        "Book visit",
        "Visit booked. We will text you the day before.",
        [
            ("Request a brochure", "brochure", "Brochure on its way. No visit has been booked."),
            ("Cancel", "cancel", "Booking cancelled. Nothing was sent."),
        ],
    )
    final: dict[str, str | bool] = {
        "full_name": name,
        "phone": phone,
        "blind_type": want,
        "windows": str(windows),
        "visit_date": visit.isoformat(),
        "visit_time": _clock(hour, minute),
        "key_holder": need,
        "key_holder_name": who_new if need else "",
    }
    box_step: Step = (
        (
            f"tick '{box_label}' and enter {who_new}",
            f"let in by: {who_new}",
            f"I'll be at work, so {who_new} will let the fitter in.",
        )
        if need
        else (
            f"untick '{box_label}'",
            "let in by: me (untick)",
            "I'll be home myself to let the fitter in.",
        )
    )
    steps: list[Step] = [
        (f"enter the name {name}", f"name: {name}", f"It's for me, {name}."),
        (
            f"replace the phone number with {_spaced(phone)}",
            f"phone: {_spaced(phone)} (replace old)",
            f"Call me on {_spaced(phone)}; the number that's filled in is our old landline.",
        ),
        (f"choose the blind type '{want}'", f"blinds: {want}", f"We're after {type_chat}."),
        (
            f"set the number of windows to {_words(windows)}",
            f"windows: {windows}",
            f"There are {_words(windows)} windows to measure.",
        ),
        (
            f"set the visit date to {_nth_words(when)}",
            f"date: {_nth_note(when)}",
            f"{_cap(_nth_words(when))} suits us for the visit.",
        ),
        (
            f"set the visit time to {time_words}",
            f"time: {hour:02d}:{minute:02d}",
            f"The fitter should come at {time_words}.",
        ),
        box_step,
    ]
    instruction = _compose(
        (seed // 2 + fi) % 4,
        (
            "Book a free measuring visit for blinds on this page",
            "blinds measuring visit",
            "Could you book a blinds fitter to come and measure up, on this page?",
        ),
        steps,
        (
            "click 'Book visit'",
            "book (not brochure)",
            "Please book the visit itself; we don't want just a brochure.",
        ),
    )
    return _task(
        "blinds",
        fi,
        seed,
        instruction,
        "/blinds.html",
        {"/blinds.html": page},
        _check(_expect(items, final, None)),
    )


def _venue(seed: int, fi: int) -> Task:
    k = seed % 4
    names = [
        "Amy Holt and Sam Reyes",
        "Priya Shah and Tom Elliott",
        "Jo Baird and Alex Kerr",
        "Nia Owen and Rhys Bell",
    ][k]
    old_email = [
        "amy.holt@oldmail.net",
        "p.shah@oldmail.net",
        "jo.baird@oldmail.net",
        "nia.o@oldmail.net",
    ][k]
    email = [
        "amy.and.sam@example.com",
        "priya.tom.wedding@example.org",
        "bairdkerr@example.com",
        "nia.rhys@example.org",
    ][k]
    wedding = [date(2026, 6, 13), date(2026, 9, 5), date(2027, 5, 22), date(2026, 8, 29)][k]
    guests = [85, 120, 64, 150][k]
    packages = ("Intimate", "Classic", "Signature", "Grand")
    descs = (
        "Ceremony and a drinks reception, up to 30 guests",
        "Ceremony and wedding breakfast",
        "Ceremony, wedding breakfast and evening reception",
        "Ceremony, wedding breakfast, evening reception and the bridal suite for the night",
    )
    # (package, the checked twin, imperative, note, conversational)
    want, pre, pkg_imp, pkg_note, pkg_chat = [
        (
            "Signature",
            "Classic",
            "the package with the ceremony, wedding breakfast and evening reception but no bridal suite",
            "pkg: ceremony + breakfast + evening do, no suite",
            "We want the ceremony, the sit-down meal and an evening party, but we won't need the bridal suite.",
        ),
        (
            "Classic",
            "Signature",
            "the package with just the ceremony and the wedding breakfast (no evening reception)",
            "pkg: ceremony + breakfast only, no evening",
            "We only need the ceremony and the wedding breakfast; there won't be an evening reception.",
        ),
        (
            "Grand",
            "Signature",
            "the package that includes the bridal suite for the night as well as the evening reception",
            "pkg: everything incl. bridal suite",
            "We'd like the lot: ceremony, meal, evening reception and the bridal suite for the night.",
        ),
        (
            "Signature",
            "Grand",
            "the package with the evening reception but without the bridal suite",
            "pkg: ceremony + breakfast + evening, no suite",
            "We want an evening reception after the meal, but we're going home that night, so no bridal suite.",
        ),
    ][k]
    need = _needs_box(seed, fi)
    rooms_new, rooms_words = [
        (12, "a dozen"),
        (6, "half a dozen"),
        (2, "a couple of"),
        (18, "a dozen and a half"),
    ][k]
    rooms_old = [4, 8, 4, 8][k]
    box_label = "We'd like rooms for our guests"
    items: list[Item] = [
        _Field("names", "Your names", "text"),
        _Field("email", "Email address", "email", initial=old_email),
        _Field("wedding_date", "Wedding date", "date"),
        _Field("guests", "Number of day guests", "number", initial="50", low=20, high=200),
        _Field("package", "Package", "radio", initial=pre, options=packages, descs=descs),
        _Box(
            "guest_rooms",
            box_label,
            _Field(
                "rooms",
                "Number of guest rooms",
                "number",
                initial="" if need else str(rooms_old),
                low=1,
                high=20,
            ),
            ticked=not need,
        ),
    ]
    page = _form_page(
        "Ashcombe Manor: wedding enquiry",
        "Tell us about your day and our wedding team will send you a tailored quote.",
        items,
        "Send enquiry",
        "Enquiry sent. Our wedding team will email you within two days.",
        [
            ("Check availability", "availability", "That date looks free. No enquiry has been sent."),
            ("Cancel", "cancel", "Enquiry cancelled."),
        ],
    )
    final: dict[str, str | bool] = {
        "names": names,
        "email": email,
        "wedding_date": wedding.isoformat(),
        "guests": str(guests),
        "package": want,
        "guest_rooms": need,
        "rooms": str(rooms_new) if need else "",
    }
    box_step: Step = (
        (
            f"tick '{box_label}' and set the number of rooms to {rooms_words.removesuffix(' of')}",
            f"guest rooms: yes, {rooms_words.removesuffix(' of')}",
            f"Some guests will stay over, so we'll want {rooms_words} rooms.",
        )
        if need
        else (
            f"untick '{box_label}'",
            "guest rooms: none (untick)",
            "Everyone's local, so nobody needs a room.",
        )
    )
    steps: list[Step] = [
        (f"enter the names {names}", f"names: {names}", f"We're {names}."),
        (
            f"replace the email with {email}",
            f"email: {email} (replace old)",
            f"Please reply to {_spoken_email(email)}; the address in there is an old one.",
        ),
        (
            f"set the wedding date to {_d_words(wedding)}",
            f"date: {_d_note(wedding)}",
            f"The wedding is on {_d_chat(wedding)}.",
        ),
        (
            f"set the number of day guests to {_words(guests)}",
            f"day guests: {guests}",
            f"We're expecting {_words(guests)} guests during the day.",
        ),
        (f"choose {pkg_imp}", pkg_note, pkg_chat),
        box_step,
    ]
    instruction = _compose(
        (seed // 2 + fi) % 4,
        (
            "Send a wedding enquiry on this page",
            "wedding venue enquiry",
            "We're getting married! Could you send this venue an enquiry for us?",
        ),
        steps,
        (
            "click 'Send enquiry'",
            "send (not just availability)",
            "Send the actual enquiry, not just an availability check.",
        ),
    )
    return _task(
        "venue",
        fi,
        seed,
        instruction,
        "/venue.html",
        {"/venue.html": page},
        _check(_expect(items, final, None)),
    )


def _scaffold(seed: int, fi: int) -> Task:
    k = seed % 4
    company = ["Apex Access Ltd", "Highpoint Scaffolding", "Tower & Tube Ltd", "Skyline Scaffold Co"][k]
    old_phone = ["01632960827", "01632960364", "01632960719", "01632960142"][k]
    phone = ["07700900371", "07700900948", "07700900125", "07700900584"][k]
    site = [
        "14 Orchard Row, Dorton DT1 4HB",
        "2 Mill Lane, Dorton DT3 9LW",
        "77 High Street, Dorton DT1 2AA",
        "5 Chapel Yard, Dorton DT2 6RE",
    ][k]
    bill_old = [
        "",
        "Suite 9, Kings House, Dorton DT1 5XX",
        "",
        "Unit 4, Mill Road, Dorton DT2 8QP",
    ][k]
    bill_new = [
        "Unit 12, Station Yard, Dorton DT4 1NF",
        "",
        "Yard 3, Canal Wharf, Dorton DT5 7JD",
        "",
    ][k]
    same = k % 2 == 1  # billing goes to the site address: tick the box (or type the site address)
    types = (
        "Independent scaffold – up to 2 storeys",
        "Independent scaffold – 3 storeys or more",
        "Putlog scaffold – up to 2 storeys",
        "Putlog scaffold – 3 storeys or more",
        "Mobile tower scaffold",
        "Chimney scaffold",
    )
    want, pre, type_chat = [
        (types[1], types[0], "a free-standing independent scaffold going up three storeys"),
        (types[2], types[3], "a putlog scaffold on a two-storey house"),
        (types[3], types[2], "a putlog scaffold, four storeys high"),
        (types[0], types[2], "an independent scaffold (not putlog) on a two-storey building"),
    ][k]
    start = [date(2025, 11, 3), date(2026, 1, 12), date(2026, 3, 2), date(2026, 4, 20)][k]
    weeks, weeks_chat = [(6, "six weeks"), (2, "a fortnight"), (10, "ten weeks"), (3, "three weeks")][k]
    need = _needs_box(seed, fi)
    bay_new = ["B14", "C7", "A22", "D3"][k]
    bay_old = ["E9", "F11", "E9", "F11"][k]
    same_label = "Billing address is the same as the site address"
    box_label = "The scaffold will take up a parking bay"
    items: list[Item] = [
        _Field("company", "Scaffolding company", "text"),
        _Field("phone", "Contact phone", "tel", initial=old_phone, hint="11 digits, no spaces"),
        _Field("site_address", "Site address (where the scaffold will stand)", "text"),
        _Same(
            "billing_same",
            same_label,
            _Field("billing_address", "Billing address", "text", initial=bill_old),
            source="site_address",
            ticked=not same,
        ),
        _Field("scaffold_type", "Type of scaffold", "select", initial=pre, options=types),
        _Field("start_date", "Start date", "date"),
        _Field("weeks", "How many weeks", "number", initial="4", low=1, high=52),
        _Box(
            "parking",
            box_label,
            _Field("bay", "Parking bay number", "text", initial="" if need else bay_old),
            ticked=not need,
        ),
    ]
    page = _form_page(
        "Highways: apply for a scaffolding licence",
        "You need a licence to put scaffolding on a pavement or road. We decide within ten working days.",
        items,
        "Submit application",
        "Application received. We will email the licence when it is approved.",
        [
            ("Calculate fee", "fee", "The licence fee is £120 plus £20 a week. Nothing has been submitted."),
            ("Cancel", "cancel", "Application cancelled."),
        ],
    )
    final: dict[str, str | bool] = {
        "company": company,
        "phone": phone,
        "site_address": site,
        "billing_address": site if same else bill_new,
        "scaffold_type": want,
        "start_date": start.isoformat(),
        "weeks": str(weeks),
        "parking": need,
        "bay": bay_new if need else "",
    }
    bill_step: Step = (
        (
            f"tick '{same_label}'",
            "billing: same as site",
            "Send the bill to the site address as well, not the old office address that's filled in.",
        )
        if same
        else (
            f"untick '{same_label}' and enter the billing address {bill_new}",
            f"billing: {bill_new} (not site)",
            f"Invoices go to our yard at {bill_new}, not to the site.",
        )
    )
    box_step: Step = (
        (
            f"tick '{box_label}' and enter the bay number {bay_new}",
            f"parking bay: yes, {bay_new}",
            f"It'll take up parking bay {bay_new} outside.",
        )
        if need
        else (
            f"untick '{box_label}'",
            "parking bay: none (untick)",
            "It stays on the pavement and won't block any parking bays.",
        )
    )
    steps: list[Step] = [
        (f"enter the company {company}", f"company: {company}", f"The scaffolders are {company}."),
        (
            f"replace the contact phone with {_spaced(phone)}",
            f"phone: {_spaced(phone)} (replace old)",
            f"Our number is {_spaced(phone)}; the one in there is out of date.",
        ),
        (f"enter the site address {site}", f"site: {site}", f"The job is at {site}."),
        bill_step,
        (f"choose the scaffold type '{want}'", f"type: {want}", f"It's {type_chat}."),
        (
            f"set the start date to {_d_words(start)}",
            f"start: {_d_note(start)}",
            f"We put it up on {_d_chat(start)}.",
        ),
        (
            f"set the number of weeks to {_words(weeks)}",
            f"weeks: {weeks}",
            f"It'll be up for {weeks_chat}.",
        ),
        box_step,
    ]
    instruction = _compose(
        (seed // 2 + fi) % 4,
        (
            "Apply for a scaffolding licence on this page",
            "scaffold licence",
            "Can you sort out the scaffolding licence for our next job on this page?",
        ),
        steps,
        (
            "click 'Submit application'",
            "submit (not fee calc)",
            "Submit the application properly; don't just work out the fee.",
        ),
    )
    return _task(
        "scaffold",
        fi,
        seed,
        instruction,
        "/scaffold.html",
        {"/scaffold.html": page},
        _check(_expect(items, final, None)),
    )


# ---------------------------------------------------------------- two-page families


def _swimming(seed: int, fi: int) -> Task:
    k = seed % 4
    target, twin, near = [
        (
            ("Riverside Leisure Centre", "Ashford", "Ages 4–11"),
            ("Bexley", "Ages 5–14"),
            ("Riverside Leisure Club", "Ages 4–11"),
        ),
        (
            ("Hartfield Pool", "Bexley", "Ages 3–12"),
            ("Corby Green", "Ages 4–11"),
            ("Hartfield Pools", "Adults"),
        ),
        (
            ("Aqua Park Swim School", "Corby Green", "Ages 4–14"),
            ("Dunton", "Ages 4–14"),
            ("AquaPark Swim Club", "Ages 6–16"),
        ),
        (("The Lido", "Dunton", "Ages 5–12"), ("Ashford", "Ages 5–12"), ("The Lido Club", "Ages 8–16")),
    ][k]
    fillers = [
        ("Ashford Baths", "Ashford", "Ages 4–11"),
        ("Bexley Aquatics", "Bexley", "Ages 5–16"),
        ("Corby Splash", "Corby Green", "Ages 3–10"),
        ("Dunton Leisure", "Dunton", "Ages 4–12"),
        ("Willow Swim School", "Bexley", "Ages 3–8"),
    ]
    rows, target_id = _rows(seed, fi, target, twin, near, fillers, "sw-")
    name, area = target[0], target[1]
    child = ["Maisie Long", "Oscar Reid", "Amara Obi", "Felix Brandt"][k]
    pronoun = ["she", "he", "she", "he"][k]
    dob = [date(2019, 3, 14), date(2017, 11, 2), date(2020, 7, 21), date(2016, 1, 30)][k]
    stages = ("Stage 1", "Stage 2", "Stage 3", "Stage 4", "Stage 5")
    descs = (
        "New to water: getting used to splashing and floating with help",
        "Floats and kicks with a float, not yet swimming without help",
        "Swims 5 metres without help",
        "Swims 10 metres on front and back",
        "Swims 25 metres and can tread water",
    )
    # (stage, the checked twin, imperative, note, conversational)
    want, pre, st_imp, st_note, st_chat = [
        (
            "Stage 3",
            "Stage 2",
            "the stage for a child who swims 5 metres without help",
            "level: swims 5 m unaided",
            "She can swim about five metres on her own now, but not ten yet.",
        ),
        (
            "Stage 4",
            "Stage 3",
            "the stage for a child who swims 10 metres on front and back",
            "level: 10 m front + back",
            "He manages ten metres on his front and on his back.",
        ),
        (
            "Stage 2",
            "Stage 1",
            "the stage for a child who floats and kicks with a float but can't swim without help yet",
            "level: floats/kicks with float, not swimming alone",
            "She's happy in the water and kicks along with a float, but can't swim without help yet.",
        ),
        (
            "Stage 5",
            "Stage 4",
            "the stage for a child who swims 25 metres and can tread water",
            "level: 25 m + treads water",
            "He can swim twenty-five metres and tread water.",
        ),
    ][k]
    slots = (
        *(f"Wednesday – {t}" for t in ("4:15 pm", "4:45 pm", "5:15 pm")),
        *(f"Saturday – {t}" for t in ("9:15 am", "9:45 am", "10:15 am", "4:15 pm", "4:45 pm")),
        *(f"Sunday – {t}" for t in ("9:15 am", "9:45 am", "10:15 am", "4:15 pm", "4:45 pm")),
    )
    # (slot, the preselected twin, said in words, shorthand note)
    slot, slot_pre, slot_words, slot_note = [
        ("Saturday – 9:45 am", "Sunday – 9:45 am", "Saturday at quarter to ten in the morning", "Sat 09:45"),
        ("Wednesday – 4:15 pm", "Wednesday – 4:45 pm", "Wednesday at quarter past four", "Wed 16:15"),
        (
            "Sunday – 10:15 am",
            "Saturday – 10:15 am",
            "Sunday at quarter past ten in the morning",
            "Sun 10:15",
        ),
        (
            "Saturday – 4:45 pm",
            "Saturday – 4:15 pm",
            "Saturday at quarter to five in the afternoon",
            "Sat 16:45",
        ),
    ][k]
    old_email = [
        "long.family@oldmail.net",
        "reid.home@oldmail.net",
        "obi.a@oldmail.net",
        "brandt@oldmail.net",
    ][k]
    email = [
        "hannah.long@example.com",
        "mark.reid@example.org",
        "chidi.obi@example.com",
        "sabine.brandt@example.org",
    ][k]
    need = _needs_box(seed, fi)
    med_new = [
        "Mild asthma, carries an inhaler",
        "Wears grommets",
        "Type 1 diabetes",
        "Epilepsy, well controlled",
    ][k]
    med_old = ["Eczema", "Hay fever", "Eczema", "Hay fever"][k]
    box_label = "My child has a medical condition or additional needs"
    items: list[Item] = [
        _Field("child_name", "Child's full name", "text"),
        _Field("child_dob", "Child's date of birth", "date"),
        _Field("stage", "Swimming stage", "radio", initial=pre, options=stages, descs=descs),
        _Field("slot", "Lesson day and time", "select", initial=slot_pre, options=slots),
        _Field("email", "Parent's email", "email", initial=old_email),
        _Box(
            "medical",
            box_label,
            _Field(
                "medical_details",
                "Tell us what the teacher should know",
                "text",
                initial="" if need else med_old,
            ),
            ticked=not need,
        ),
    ]
    form = _form_page(
        "Book swimming lessons",
        "Weekly half-hour lessons in small groups. Choose the stage that fits what your child can do now.",
        items,
        "Book lessons",
        "Lessons booked. We will email your first lesson date.",
        [
            ("Join waiting list", "waitlist", "Added to the waiting list. No lessons have been booked."),
            ("Cancel", "cancel", "Booking cancelled."),
        ],
        rows=rows,
        back="/pools.html",
    )
    listing = _list_page(
        "Find swimming lessons",
        "Pools near you that run children's swimming lessons. Choose a pool to book.",
        "Town",
        ("Pool", "Town", "Lessons for"),
        rows,
        "/swim.html",
    )
    start = f"/pools.html?area={twin[0]}" if k in PREFILTERED["swimming"] else "/pools.html"
    final: dict[str, str | bool] = {
        "child_name": child,
        "child_dob": dob.isoformat(),
        "stage": want,
        "slot": slot,
        "email": email,
        "medical": need,
        "medical_details": med_new if need else "",
    }
    box_step: Step = (
        (
            f"tick '{box_label}' and enter '{med_new}'",
            f"medical: yes, '{med_new}'",
            f"The teacher should know: {med_new[:1].lower() + med_new[1:]}.",
        )
        if need
        else (
            f"untick '{box_label}'",
            "medical: none (untick)",
            f"{_cap(pronoun)} has no medical conditions or additional needs.",
        )
    )
    steps: list[Step] = [
        (
            f"open {name} in {area} from the pool list",
            f"pool: {name}, {area}",
            f"We want lessons at {name} in {area}.",
        ),
        (f"enter the child's name {child}", f"child: {child}", f"They're for my child, {child}."),
        (
            f"set the date of birth to {_d_words(dob)}",
            f"dob: {_d_note(dob)}",
            f"{_cap(pronoun)} was born on {_d_chat(dob)}.",
        ),
        (f"choose {st_imp}", st_note, st_chat),
        (
            f"choose the lesson on {slot_words}",
            f"slot: {slot_note}",
            f"The lesson that suits us is {slot_words}.",
        ),
        (
            f"replace the parent's email with {email}",
            f"email: {email} (replace old)",
            f"Email me at {_spoken_email(email)}; the address filled in is an old one.",
        ),
        box_step,
    ]
    instruction = _compose(
        (seed // 2 + fi) % 4,
        (
            "Book swimming lessons at a pool from the list",
            "swimming lessons booking",
            "Could you book my child onto swimming lessons using the lessons finder?",
        ),
        steps,
        (
            "click 'Book lessons'",
            "book (not waiting list)",
            "Book the lessons properly rather than joining the waiting list.",
        ),
    )
    pages = {"/pools.html": listing, "/swim.html": form}
    return _task("swimming", fi, seed, instruction, start, pages, _check(_expect(items, final, target_id)))


def _groomer(seed: int, fi: int) -> Task:
    k = seed % 4
    target, twin, near = [
        (
            ("Pampered Paws", "Kingsmere", "Full groom, nail clipping"),
            ("Oakhampton", "Bath and brush"),
            ("Pampered Pooches", "Full groom"),
        ),
        (
            ("The Dog House", "Oakhampton", "Full groom, hand stripping"),
            ("Fernleigh", "Full groom"),
            ("The Doghouse Spa", "Bath and brush"),
        ),
        (
            ("Shaggy Chic", "Fernleigh", "Full groom, puppy intro"),
            ("Kingsmere", "Full groom"),
            ("Shaggy Chic Grooming", "Nail clipping"),
        ),
        (
            ("Bark & Bubbles", "Redbrook", "Bath and brush, nail clipping"),
            ("Fernleigh", "Full groom"),
            ("Bark and Bubbles", "Full groom"),
        ),
    ][k]
    fillers = [
        ("Kingsmere Dog Spa", "Kingsmere", "Full groom"),
        ("Waggy Tails", "Oakhampton", "Bath and brush"),
        ("Fluff & Buff", "Fernleigh", "Full groom, nail clipping"),
        ("Redbrook Grooming", "Redbrook", "Full groom"),
        ("Top Dog Salon", "Oakhampton", "Hand stripping"),
    ]
    rows, target_id = _rows(seed, fi, target, twin, near, fillers, "dg-")
    name, area = target[0], target[1]
    dog = ["Biscuit", "Luna", "Pickle", "Archie"][k]
    services = (
        "Full groom – small dog",
        "Full groom – medium dog",
        "Full groom – large dog",
        "Bath and brush – small dog",
        "Bath and brush – medium dog",
        "Bath and brush – large dog",
        "Nail clipping only",
    )
    want, pre, svc_chat = [
        (services[1], services[0], "a full groom; he's a medium-sized cocker spaniel"),
        (services[5], services[2], "just a bath and brush, no haircut, for a big dog"),
        (services[0], services[3], "the full works, haircut and all, for a small dog"),
        (services[4], services[5], "a bath and brush for a medium-sized dog"),
    ][k]
    when: Nth = [(2025, 12, 5, 1), (2026, 1, 3, 3), (2026, 2, 4, -1), (2026, 3, 0, 2)][k]
    day = _nth_date(when)
    (hour, minute), twin_time, time_words = [
        ((10, 45), (11, 45), "quarter to eleven in the morning"),
        ((14, 30), (13, 30), "half two in the afternoon"),
        ((12, 0), (12, 30), "midday"),
        ((15, 15), (15, 45), "quarter past three in the afternoon"),
    ][k]
    times = _slots(8, 17)
    old_phone = ["01632960287", "01632960634", "01632960418", "01632960975"][k]
    phone = ["07700900742", "07700900319", "07700900586", "07700900163"][k]
    need = _needs_box(seed, fi)
    pc_new = ["KM3 7TD", "OK12 4PA", "FL6 9BS", "RB2 1HW"][k]
    pc_old = ["KM1 2ZZ", "OK4 8QQ", "KM1 2ZZ", "OK4 8QQ"][k]
    box_label = "Collect my dog from home and bring them back"
    items: list[Item] = [
        _Field("dog_name", "Dog's name", "text"),
        _Field("service", "Service", "select", initial=pre, options=services),
        _Field("appt_date", "Appointment date", "date"),
        _Field("appt_time", "Appointment time", "select", initial=_clock(*twin_time), options=times),
        _Field("phone", "Your phone number", "tel", initial=old_phone, hint="11 digits, no spaces"),
        _Box(
            "collect",
            box_label,
            _Field("collect_postcode", "Collection postcode", "text", initial="" if need else pc_old),
            ticked=not need,
        ),
    ]
    form = _form_page(
        "Book a grooming appointment",
        "Book your dog in with this groomer. Please bring vaccination records to the first visit.",
        items,
        "Book appointment",
        "Appointment booked. The groomer will text you a reminder.",
        [
            ("Add to favourites", "favourite", "Groomer added to favourites. Nothing has been booked."),
            ("Cancel", "cancel", "Booking cancelled."),
        ],
        rows=rows,
        back="/groomers.html",
    )
    listing = _list_page(
        "Find a dog groomer",
        "Local dog groomers with free slots. Choose one to book an appointment.",
        "Town",
        ("Groomer", "Town", "Services"),
        rows,
        "/appointment.html",
    )
    start = f"/groomers.html?area={twin[0]}" if k in PREFILTERED["groomer"] else "/groomers.html"
    final: dict[str, str | bool] = {
        "dog_name": dog,
        "service": want,
        "appt_date": day.isoformat(),
        "appt_time": _clock(hour, minute),
        "phone": phone,
        "collect": need,
        "collect_postcode": pc_new if need else "",
    }
    box_step: Step = (
        (
            f"tick '{box_label}' and enter the postcode {pc_new}",
            f"collect: yes, {pc_new}",
            f"Please collect {dog} from home, postcode {pc_new}, and bring them back after.",
        )
        if need
        else (
            f"untick '{box_label}'",
            "collect: no, I'll drop off (untick)",
            f"I'll drop {dog} off and pick them up myself.",
        )
    )
    steps: list[Step] = [
        (
            f"open the groomer {name} in {area} from the list",
            f"groomer: {name}, {area}",
            f"We'd like {name}, the groomer in {area}.",
        ),
        (f"enter the dog's name {dog}", f"dog: {dog}", f"The dog's called {dog}."),
        (f"choose the service '{want}'", f"service: {want}", f"{dog} needs {svc_chat}."),
        (
            f"set the appointment date to {_nth_words(when)}",
            f"date: {_nth_note(when)}",
            f"{_cap(_nth_words(when))} is the day that works.",
        ),
        (
            f"set the appointment time to {time_words}",
            f"time: {hour:02d}:{minute:02d}",
            f"Book it for {time_words}.",
        ),
        (
            f"replace the phone number with {_spaced(phone)}",
            f"phone: {_spaced(phone)} (replace old)",
            f"My mobile is {_spaced(phone)}; the number filled in is an old landline.",
        ),
        box_step,
    ]
    instruction = _compose(
        (seed // 2 + fi) % 4,
        (
            "Book a dog grooming appointment with a groomer from the list",
            "dog grooming booking",
            "Could you book my dog in at a groomer, using the groomer finder?",
        ),
        steps,
        (
            "click 'Book appointment'",
            "book (not favourite)",
            "Book the appointment itself; don't just add them to favourites.",
        ),
    )
    pages = {"/groomers.html": listing, "/appointment.html": form}
    return _task("groomer", fi, seed, instruction, start, pages, _check(_expect(items, final, target_id)))


def _guitar(seed: int, fi: int) -> Task:
    k = seed % 4
    target, twin, near = [
        (
            ("Fretwork Guitars", "Millbrook", "Acoustic and electric"),
            ("Stoneleigh", "Electric"),
            ("Fretworks Guitar Repair", "Bass"),
        ),
        (
            ("Six String Workshop", "Stoneleigh", "Acoustic"),
            ("Harwood", "Acoustic and classical"),
            ("Six Strings Workshop", "Electric"),
        ),
        (
            ("The Guitar Doctor", "Harwood", "Electric and bass"),
            ("Millbrook", "Electric"),
            ("Guitar Doctor Repairs", "Acoustic"),
        ),
        (
            ("Nut & Saddle", "Ellerby", "Acoustic and classical"),
            ("Millbrook", "Acoustic"),
            ("Nut and Saddle Luthiers", "Electric and bass"),
        ),
    ][k]
    fillers = [
        ("Millbrook Music Repairs", "Millbrook", "All guitars"),
        ("Stoneleigh Strings", "Stoneleigh", "Classical"),
        ("Harwood Luthiers", "Harwood", "Acoustic"),
        ("Ellerby Amp & Guitar", "Ellerby", "Electric"),
        ("Pickup Point", "Stoneleigh", "Electric and bass"),
    ]
    rows, target_id = _rows(seed, fi, target, twin, near, fillers, "gr-")
    name, area = target[0], target[1]
    owner = ["Kieran Walsh", "Mei Lin", "Santiago Ruiz", "Harriet Cole"][k]
    old_email = ["k.walsh@oldmail.net", "mei.l@oldmail.net", "s.ruiz@oldmail.net", "h.cole@oldmail.net"][k]
    email = [
        "kieran.walsh@example.com",
        "mei.lin@example.org",
        "santi.ruiz@example.com",
        "harriet.cole@example.org",
    ][k]
    instruments = (
        "Acoustic guitar – 6 string",
        "Acoustic guitar – 12 string",
        "Electro-acoustic guitar – 6 string",
        "Electro-acoustic guitar – 12 string",
        "Electric guitar",
        "Bass guitar – 4 string",
        "Bass guitar – 5 string",
        "Classical guitar",
    )
    want, pre, inst_chat = [
        (
            instruments[2],
            instruments[0],
            "a six-string acoustic with a pickup built in, so it plugs into an amp",
        ),
        (instruments[1], instruments[0], "a twelve-string acoustic with no pickup"),
        (instruments[6], instruments[5], "a five-string bass"),
        (instruments[0], instruments[2], "an ordinary six-string acoustic, with no pickup"),
    ][k]
    repairs = ("Setup", "Fret work", "Restring", "Electronics", "Structural")
    descs = (
        "Adjust the neck, string height and tuning accuracy",
        "Level, crown or replace worn frets",
        "New strings and a clean",
        "Fix crackly volume knobs, jack sockets or pickups",
        "Repair cracks, a lifting bridge or a broken headstock",
    )
    # (repair, the checked twin, imperative, note, conversational)
    job, job_pre, job_imp, job_note, job_chat = [
        (
            "Electronics",
            "Setup",
            "the repair that fixes crackly volume knobs, jack sockets or pickups",
            "fault: crackly knob + jack cuts out",
            "The volume knob crackles and the sound cuts out at the jack socket.",
        ),
        (
            "Setup",
            "Fret work",
            "the repair that adjusts the neck, string height and tuning accuracy",
            "fault: strings too high, out of tune up the neck",
            "The strings sit too high off the neck and it goes out of tune further up.",
        ),
        (
            "Fret work",
            "Setup",
            "the repair for worn frets",
            "fault: frets worn/grooved, buzzing",
            "The frets have worn grooves in them and it buzzes.",
        ),
        (
            "Structural",
            "Fret work",
            "the repair for cracks, a lifting bridge or a broken headstock",
            "fault: bridge lifting off top",
            "The bridge is starting to lift off the top.",
        ),
    ][k]
    dropoff = [date(2025, 11, 18), date(2026, 1, 7), date(2026, 2, 24), date(2026, 5, 6)][k]
    need = _needs_box(seed, fi)
    limit_new = [120, 75, 250, 400][k]
    limit_old = [500, 300, 500, 300][k]
    box_label = "I have a spending limit"
    items: list[Item] = [
        _Field("owner_name", "Your name", "text"),
        _Field("email", "Email address", "email", initial=old_email),
        _Field("instrument", "Instrument", "select", initial=pre, options=instruments),
        _Field("repair", "What needs doing?", "radio", initial=job_pre, options=repairs, descs=descs),
        _Field("dropoff", "Drop-off date", "date"),
        _Box(
            "limit",
            box_label,
            _Field(
                "max_spend",
                "Maximum spend (£)",
                "number",
                initial="" if need else str(limit_old),
                low=10,
                high=2000,
            ),
            ticked=not need,
        ),
    ]
    form = _form_page(
        "Request a guitar repair",
        "Tell the workshop about your instrument. They will confirm a price before starting work.",
        items,
        "Send repair request",
        "Repair request sent. The workshop will email you to confirm.",
        [
            ("Get an estimate", "estimate", "Most jobs like this cost £60–£150. No request has been sent."),
            ("Cancel", "cancel", "Request cancelled."),
        ],
        rows=rows,
        back="/repairers.html",
    )
    listing = _list_page(
        "Guitar repair shops",
        "Independent guitar repairers near you. Choose a shop to request a repair.",
        "Town",
        ("Shop", "Town", "Specialises in"),
        rows,
        "/repair.html",
    )
    start = f"/repairers.html?area={twin[0]}" if k in PREFILTERED["guitar"] else "/repairers.html"
    final: dict[str, str | bool] = {
        "owner_name": owner,
        "email": email,
        "instrument": want,
        "repair": job,
        "dropoff": dropoff.isoformat(),
        "limit": need,
        "max_spend": str(limit_new) if need else "",
    }
    box_step: Step = (
        (
            f"tick '{box_label}' and set the maximum spend to {_words(limit_new)} pounds",
            f"limit: yes, £{limit_new}",
            f"I don't want to spend more than {_words(limit_new)} pounds.",
        )
        if need
        else (
            f"untick '{box_label}'",
            "limit: none (untick)",
            "There's no spending limit; whatever it takes to fix it.",
        )
    )
    steps: list[Step] = [
        (
            f"open {name} in {area} from the shop list",
            f"shop: {name}, {area}",
            f"I'd like to use {name} in {area}.",
        ),
        (f"enter the name {owner}", f"name: {owner}", f"I'm {owner}."),
        (
            f"replace the email with {email}",
            f"email: {email} (replace old)",
            f"Reply to {_spoken_email(email)}; the address filled in is an old one.",
        ),
        (f"choose the instrument '{want}'", f"guitar: {want}", f"It's {inst_chat}."),
        (f"choose {job_imp}", job_note, job_chat),
        (
            f"set the drop-off date to {_d_words(dropoff)}",
            f"drop off: {_d_note(dropoff)}",
            f"I can drop it in on {_d_chat(dropoff)}.",
        ),
        box_step,
    ]
    instruction = _compose(
        (seed // 2 + fi) % 4,
        (
            "Request a guitar repair from a shop in the list",
            "guitar repair request",
            "My guitar needs fixing; could you send a repair request to a shop from the list?",
        ),
        steps,
        (
            "click 'Send repair request'",
            "send (not estimate)",
            "Send the request itself, not just an estimate.",
        ),
    )
    pages = {"/repairers.html": listing, "/repair.html": form}
    return _task("guitar", fi, seed, instruction, start, pages, _check(_expect(items, final, target_id)))


_BUILDERS = (_blinds, _venue, _scaffold, _swimming, _groomer, _guitar)


def fresh11_corpus(seeds: Iterable[int] = range(4)) -> list[Task]:
    """Six families x the given seeds; even seeds are dev, odd seeds held-out."""
    chosen = list(seeds)
    return [build(seed, fi) for fi, build in enumerate(_BUILDERS) for seed in chosen]
