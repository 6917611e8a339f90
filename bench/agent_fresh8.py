"""Fresh agent tasks, set 8: six families x four seeds = 24 multi-step form tasks.

Written blind: without reading the plugin, its tests, BENCHMARKS.md, the results or the earlier fresh sets;
of bench_agent.py only `Task`, `ORIGIN`, `serve` (and the one line that opens `ORIGIN + task.start`).

Families (three single-page forms, three "list page -> form page"):
  ctax_dd          change a council tax Direct Debit: bank account and sort code (prefilled old values, digits
                   only, 8 and 6 digits), payment date select (preselected 1st; 8th/18th/28th look-alikes),
                   instalments number, "Email me before each payment" box revealing a reminder email.
  nursery          nursery place application: child's name (empty, required), phone (prefilled old), preferred
                   nursery (two "Little Acorns" on Hill Top Lane / Hilltop Road, two "Rainbow Corner" on
                   Station Road / Street, the preselected one a look-alike), sessions per week, allergy box
                   revealing details, a required declaration box.
  uniform          school uniform order: child's name (a sibling's prefilled), item (royal/navy look-alikes,
                   polo shirt / PE T-shirt), size, quantity, embroidered-initials box revealing 1-3 letters.
  blood_donation   session list (venue, town, date, times) -> booking form: time slot select built from the
                   session (first slot preselected), mobile (prefilled old), previous donations, travel box
                   revealing countries.
  venue_viewing    wedding venue list (venue, area, capacity, price) -> viewing form: contact email (prefilled
                   old), viewing date select, guests, menu-tasting box revealing dietary needs.
  vet_appointment  clinic list (clinic, town, availability, phone) -> appointment form: pet's name (prefilled
                   old), reason select (booster / first vaccinations, dental check / cleaning), age, insured box
                   revealing a policy number (2-4 letters then 4-8 digits).
Each list has a search box and a filter select; a row's name links to the form with `?id=`. Every target row
has two look-alikes: the same name in another town/area, and a near-identical name or the same venue on
another date in the target's own group. Filtered starts open the list preset to the first look-alike's group
(`?town=` / `?area=`), so the target is hidden, its look-alike shows, and searching alone does not bring it
back: the agent must clear or change the filter.

Traps: look-alike options and rows, a prefilled old value to replace (and a required empty one in nursery), a
preselected wrong option, a number to set, the reveal box (when the task needs it the box starts unticked and
its field hidden; when it does not, it starts ticked with an old value and must be unticked), distractor
buttons (Save draft / Save and finish later / Save for later / Save details for later; another action:
Cancel my Direct Debit, Join the waiting list only, Add to basket, Hold this time, Add to shortlist, Request a
call back; Cancel; Reset / Clear form / Start again), and validation errors for missing or malformed fields.
On a valid submit the form page writes a JSON record built from the page state to document.body's
`data-result`: text lower-cased with whitespace collapsed, phones and account/sort codes digits only, numbers
as integers, select values as the chosen option's text, box state as a boolean and its field ("" while
unticked), plus `action` ("submit") and, for two-page tasks, the row `id`. Failed validation removes the
attribute; Save draft and the other action write a record with their own action; Cancel and Reset remove it.
`check` parses the attribute and needs exactly the wanted record (same keys, same values).

Seeds: target = a fixed per-family shuffle of seed % 4, arranged so each split gets one box-needed and one
box-not-needed target per family; split dev for even seeds, held-out for odd. Two-page families open filtered
for one dev and one held-out seed ((seed + seed // 2 + family index) % 2 == 1: six filtered starts).
Wording style = (seed // 2 + family index) % 4: 0 terse imperative, 1 numbered steps, 2 the goal only, 3 a
natural sentence with the values in quotes; every style appears in both splits (dev 3/4/3/2, held-out
3/4/3/2 tasks of styles 0/1/2/3).

Verification (headless Chromium 1-at-a-time via Python Playwright, pages served as `serve` does, throwaway
script): the correct by-hand run passes 24/24; the untouched form (target form opened, nothing done) fails
24/24; 36/36 equivalent-but-differently-typed runs pass (upper case and padding, phones and codes without or
with extra spaces, reaching the row through search); 540/540 sloppy runs fail, 22-24 per task: submit as
is, look-alike option, preselected option kept, prefilled text kept / appended / prepended, required field
left empty, malformed phone / email / digits / initials / policy, number +1 / -1 / kept, revealed field left
empty or malformed, needed box left unticked, old box left ticked (as is, cleared, or replaced), declaration
unticked, each distractor instead of submit and after a correct submit, no submit, and each look-alike row;
all 6 filtered starts hide the target and show its look-alike (and search alone keeps it hidden); no page
errors or console errors.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from bench_agent import Task

# ---- the model -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Field:
    key: str  # input id/name and record key
    label: str
    kind: str  # text | phone | email | digits | number | select | slot | consent
    old: str = ""  # prefilled text or number, preselected option text
    options: tuple[str, ...] = ()
    lo: int = 0  # number range, or exact digit count for kind digits
    hi: int = 0
    pattern: str = ""  # extra check for kind text (JS regex source, tested on the trimmed value)
    hint: str = ""  # what a valid value looks like, shown in the error


@dataclass(frozen=True)
class _Reveal:
    box: str  # checkbox id and record key
    box_label: str
    extra: _Field  # required while the box is ticked; recorded as "" while it is not
    old: str  # the old value shown when the box starts ticked


@dataclass(frozen=True)
class _Target:
    values: dict[str, str]  # field key -> the value as the instruction gives it
    extra: str  # "" = the box must end unticked; otherwise it must be ticked and this typed in
    lookalike: dict[str, str]  # select key -> a near-identical wrong option
    row: str = ""  # two-page: the row id to open
    decoys: tuple[str, ...] = ()  # two-page: look-alike row ids; the first is in another filter group


@dataclass(frozen=True)
class _Family:
    name: str
    kind: str  # single | two
    path: str  # the form page
    title: str
    intro: str
    fields: tuple[_Field, ...]
    reveal: _Reveal
    buttons: tuple[
        tuple[str, str, str], ...
    ]  # (label, does, status text); does: submit|draft|clear|reset|<action>
    targets: tuple[_Target, ...]
    order: tuple[int, ...]  # seed % 4 -> target index
    say: Callable[[_Target, int], str]  # (target, style) -> instruction
    # two-page only
    list_path: str = ""
    list_title: str = ""
    noun: str = ""  # "session", "venue", "clinic"
    columns: tuple[str, ...] = ()  # header; column 0 is the link, column 1 the filter group
    rows: tuple[tuple[str, ...], ...] = ()  # (id, cell0, cell1, ...)
    filter_label: str = ""
    filter_all: str = ""
    param: str = ""  # query parameter that presets the filter
    slot_start_col: int = -1  # column holding "HH:MM to HH:MM" when the form has a slot select


# ---- normalisation (the form page does the same in JS) ---------------------------------------------------


def _norm(s: str) -> str:
    return " ".join(s.split()).lower()


def _digits(s: str) -> str:
    return re.sub(r"\D", "", s)


def _slug(s: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


def _row(rows: tuple[tuple[str, ...], ...], rid: str) -> tuple[str, ...]:
    return next(r for r in rows if r[0] == rid)


def _slots(when: str) -> list[str]:
    h, m = (int(x) for x in when.split(" ", 1)[0].split(":"))
    out = []
    for i in range(8):
        t = h * 60 + m + 15 * i
        out.append(f"{t // 60:02d}:{t % 60:02d}")
    return out


def _want(fam: _Family, t: _Target) -> dict[str, object]:
    want: dict[str, object] = {"action": "submit"}
    if fam.kind == "two":
        want["id"] = t.row
    for f in fam.fields:
        if f.kind == "consent":
            want[f.key] = True
            continue
        v = t.values[f.key]
        if f.kind in ("phone", "digits"):
            want[f.key] = _digits(v)
        elif f.kind == "number":
            want[f.key] = int(v)
        else:
            want[f.key] = _norm(v)
    want[fam.reveal.box] = bool(t.extra)
    want[fam.reveal.extra.key] = _norm(t.extra) if t.extra else ""
    return want


def _check(want: dict[str, object]) -> str:
    return (
        "(() => { const raw = document.body.getAttribute('data-result'); if (!raw) return false; "
        "let got; try { got = JSON.parse(raw); } catch (e) { return false; } "
        "if (!got || typeof got !== 'object') return false; "
        f"const want = {json.dumps(want, sort_keys=True)}; const keys = Object.keys(want); "
        "return keys.length === Object.keys(got).length && keys.every((k) => got[k] === want[k]); })()"
    )


# ---- pages ---------------------------------------------------------------------------------------------

_CSS = (
    "body{font-family:system-ui,sans-serif;max-width:48rem;margin:1.2rem auto;padding:0 1rem}"
    ".field{margin:.7rem 0}.field>label{display:block;font-weight:600}"
    ".field.check>label{display:inline;font-weight:400}.error{color:#a00;margin:.2rem 0}#problems{border:2px solid #a00;padding:.4rem .8rem}"
    "button{margin:.3rem .4rem .3rem 0}table{border-collapse:collapse}td,th{padding:.3rem .6rem;"
    "border-bottom:1px solid #ccc;text-align:left}"
)

_E = html.escape


def _field_html(f: _Field, extra_old: str = "") -> str:
    k = _E(f.key)
    err = f'<p class=error id="{k}-err" hidden></p>'
    if f.kind in ("select", "slot"):
        opts = ['<option value="">Choose…</option>']
        for i, o in enumerate(f.options):
            sel = " selected" if o == f.old else ""
            opts.append(f'<option value="{i + 1}"{sel}>{_E(o)}</option>')
        return f'<div class=field><label for="{k}">{_E(f.label)}</label><select id="{k}" name="{k}">{"".join(opts)}</select>{err}</div>'
    if f.kind == "consent":
        return f'<div class="field check"><input type=checkbox id="{k}" name="{k}"> <label for="{k}">{_E(f.label)}</label>{err}</div>'
    typ = {"phone": "tel", "email": "email", "number": "number"}.get(f.kind, "text")
    rng = f' min="{f.lo}" max="{f.hi}" step="1"' if f.kind == "number" else ""
    value = extra_old or f.old
    hint = f'<p class=hint id="{k}-hint">{_E(f.hint)}</p>' if f.hint else ""
    return (
        f'<div class=field><label for="{k}">{_E(f.label)}</label>{hint}'
        f'<input id="{k}" name="{k}" type="{typ}"{rng} value="{_E(value)}" autocomplete="off">{err}</div>'
    )


_FORM_JS = r"""
const body = document.body, form = document.getElementById('f');
const status = document.getElementById('status'), problems = document.getElementById('problems');
const ID = TWO ? (new URLSearchParams(location.search).get('id') || '') : null;
const el = (k) => document.getElementById(k);
const norm = (s) => String(s).trim().replace(/\s+/g, ' ').toLowerCase();
const digits = (s) => String(s).replace(/\D/g, '');
const intOf = (s) => (/^\s*-?\d+\s*$/.test(s) ? parseInt(s, 10) : null);
function optText(sel) {
  const o = sel.options[sel.selectedIndex];
  return o && o.value !== '' ? norm(o.textContent) : '';
}
function valueOf(f) {
  const node = el(f.key);
  if (f.kind === 'select' || f.kind === 'slot') return optText(node);
  if (f.kind === 'phone' || f.kind === 'digits') return digits(node.value);
  if (f.kind === 'number') return intOf(node.value);
  if (f.kind === 'consent') return node.checked;
  return norm(node.value);
}
function record(action) {
  const r = { action };
  if (TWO) r.id = ID;
  for (const f of FIELDS) r[f.key] = valueOf(f);
  const box = el(REVEAL.box);
  r[REVEAL.box] = box.checked;
  r[REVEAL.extra.key] = box.checked ? valueOf(REVEAL.extra) : '';
  return r;
}
function problem(f) {
  const node = el(f.key), raw = node.value, v = raw.trim(), name = f.label.toLowerCase();
  if (f.kind === 'select' || f.kind === 'slot') return node.value === '' ? 'Choose ' + name : '';
  if (f.kind === 'consent') return node.checked ? '' : 'Tick the box to confirm: ' + f.label;
  if (v === '') return 'Enter ' + name;
  if (f.kind === 'number') {
    const n = intOf(raw);
    return n === null || n < f.lo || n > f.hi ? `${f.label} must be a whole number from ${f.lo} to ${f.hi}` : '';
  }
  if (f.kind === 'phone') {
    const d = digits(raw).length;
    return /^[\d\s()+-]+$/.test(raw) && d >= 10 && d <= 11 ? '' : f.label + ' must be a UK phone number, like 07700 900 123';
  }
  if (f.kind === 'digits') {
    return /^[\d\s-]+$/.test(raw) && digits(raw).length === f.lo ? '' : `${f.label} must be ${f.lo} digits`;
  }
  if (f.kind === 'email') {
    return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v) ? '' : f.label + ' must be an email address, like name@example.com';
  }
  if (f.pattern && !new RegExp(f.pattern).test(v)) return f.label + ' is not valid' + (f.hint ? ': ' + f.hint : '');
  return '';
}
function clearProblems() {
  problems.hidden = true; problems.querySelector('ul').innerHTML = '';
  for (const p of document.querySelectorAll('.error')) { p.hidden = true; p.textContent = ''; }
  for (const n of form.querySelectorAll('[aria-invalid]')) n.removeAttribute('aria-invalid');
}
function sync() { el(REVEAL.box + '-more').hidden = !el(REVEAL.box).checked; }
el(REVEAL.box).addEventListener('change', sync);
if (TWO) {
  const row = ROWS[ID];
  el('chosen').textContent = row ? row.label : 'We could not find that ' + NOUN + '. Go back to the list and choose one.';
  for (const f of FIELDS) {
    if (f.kind !== 'slot' || !row) continue;
    row.slots.forEach((s, i) => el(f.key).add(new Option(s, String(i + 1), i === 0, i === 0)));
  }
}
form.addEventListener('submit', (e) => {
  e.preventDefault();
  clearProblems();
  status.textContent = '';
  const found = [];
  if (TWO && !ROWS[ID]) found.push(['', 'Choose a ' + NOUN + ' from the list first']);
  const all = FIELDS.slice();
  if (el(REVEAL.box).checked) all.push(REVEAL.extra);
  for (const f of all) {
    const m = problem(f);
    if (!m) continue;
    found.push([f.key, m]);
    const p = el(f.key + '-err'); p.textContent = m; p.hidden = false;
    el(f.key).setAttribute('aria-invalid', 'true');
  }
  if (found.length) {
    body.removeAttribute('data-result');
    const ul = problems.querySelector('ul');
    for (const [, m] of found) { const li = document.createElement('li'); li.textContent = m; ul.append(li); }
    problems.hidden = false;
    return;
  }
  body.setAttribute('data-result', JSON.stringify(record('submit')));
  status.textContent = DONE;
});
for (const b of document.querySelectorAll('button[data-does]')) {
  b.addEventListener('click', () => {
    clearProblems();
    if (b.dataset.does === 'clear') body.removeAttribute('data-result');
    else body.setAttribute('data-result', JSON.stringify(record(b.dataset.does)));
    status.textContent = b.dataset.say;
  });
}
form.addEventListener('reset', () => {
  body.removeAttribute('data-result');
  clearProblems();
  status.textContent = 'The form has been reset.';
  setTimeout(sync, 0);
});
"""


def _js_const(name: str, value: object) -> str:
    text = json.dumps(value).replace("</", "<\\/")
    return f"const {name} = {text};\n"


def _form_page(fam: _Family, t: _Target) -> str:
    two = fam.kind == "two"
    ticked = not t.extra
    rv = fam.reveal
    parts = [_field_html(f) for f in fam.fields]
    parts.append(
        f'<div class="field check"><input type=checkbox id="{rv.box}" name="{rv.box}"{" checked" if ticked else ""}>'
        f' <label for="{rv.box}">{_E(rv.box_label)}</label></div>'
        f'<div id="{rv.box}-more"{"" if ticked else " hidden"}>{_field_html(rv.extra, rv.old if ticked else "")}</div>'
    )
    buttons = []
    done = ""
    for label, does, say in fam.buttons:
        if does == "submit":
            buttons.append(f"<button type=submit>{_E(label)}</button>")
            done = say
        elif does == "reset":
            buttons.append(f"<button type=reset>{_E(label)}</button>")
        else:
            buttons.append(
                f'<button type=button data-does="{_E(does)}" data-say="{_E(say)}">{_E(label)}</button>'
            )
    rows: dict[str, dict[str, object]] = {}
    head = ""
    if two:
        for r in fam.rows:
            rid, cells = r[0], r[1:]
            slots = _slots(cells[fam.slot_start_col]) if fam.slot_start_col >= 0 else []
            rows[rid] = {"label": ", ".join(cells), "slots": slots}
        head = (
            f'<p><a href="{fam.list_path}">Back to the {fam.noun} list</a></p>'
            f"<p><strong>Chosen {fam.noun}:</strong> <span id=chosen></span></p>"
        )
    spec = [
        {
            "key": f.key,
            "kind": f.kind,
            "label": f.label,
            "lo": f.lo,
            "hi": f.hi,
            "pattern": f.pattern,
            "hint": f.hint,
        }
        for f in fam.fields
    ]
    ex = rv.extra
    reveal = {
        "box": rv.box,
        "extra": {
            "key": ex.key,
            "kind": ex.kind,
            "label": ex.label,
            "lo": ex.lo,
            "hi": ex.hi,
            "pattern": ex.pattern,
            "hint": ex.hint,
        },
    }
    consts = (
        _js_const("TWO", two)
        + _js_const("FIELDS", spec)
        + _js_const("REVEAL", reveal)
        + _js_const("ROWS", rows)
        + _js_const("NOUN", fam.noun)
        + _js_const("DONE", done)
    )
    return (
        f"<!doctype html><html lang=en><head><meta charset=utf-8><title>{_E(fam.title)}</title>"
        f"<style>{_CSS}</style></head><body><main><h1>{_E(fam.title)}</h1>{head}<p>{_E(fam.intro)}</p>"
        "<div id=problems role=alert hidden><h2>There is a problem</h2><ul></ul></div>"
        f"<form id=f novalidate>{''.join(parts)}<div class=actions>{''.join(buttons)}</div></form>"
        f"<p id=status role=status></p></main><script>\n{consts}{_FORM_JS}</script></body></html>"
    )


_LIST_JS = r"""
const q = document.getElementById('q'), flt = document.getElementById('flt');
const rows = Array.from(document.querySelectorAll('tbody tr'));
const count = document.getElementById('count'), none = document.getElementById('none');
function apply() {
  const words = q.value.toLowerCase().split(/\s+/).filter(Boolean);
  let n = 0;
  for (const r of rows) {
    const ok = (!flt.value || r.dataset.group === flt.value) && words.every((w) => r.dataset.text.includes(w));
    r.hidden = !ok;
    if (ok) n += 1;
  }
  count.textContent = `Showing ${n} of ${rows.length}`;
  none.hidden = n > 0;
}
const preset = new URLSearchParams(location.search).get(PARAM);
if (preset && Array.from(flt.options).some((o) => o.value === preset)) flt.value = preset;
apply();
q.addEventListener('input', apply);
flt.addEventListener('change', apply);
"""


def _list_page(fam: _Family) -> str:
    groups: list[str] = []
    body = []
    for r in fam.rows:
        rid, cells = r[0], r[1:]
        if cells[1] not in groups:
            groups.append(cells[1])
        text = _E(" ".join(cells).lower())
        tds = f'<td><a href="{fam.path}?id={_E(rid)}">{_E(cells[0])}</a></td>' + "".join(
            f"<td>{_E(c)}</td>" for c in cells[1:]
        )
        body.append(f'<tr data-group="{_slug(cells[1])}" data-text="{text}">{tds}</tr>')
    opts = f'<option value="">{_E(fam.filter_all)}</option>' + "".join(
        f'<option value="{_slug(g)}">{_E(g)}</option>' for g in sorted(groups)
    )
    th = "".join(f"<th>{_E(c)}</th>" for c in fam.columns)
    return (
        f"<!doctype html><html lang=en><head><meta charset=utf-8><title>{_E(fam.list_title)}</title>"
        f"<style>{_CSS}</style></head><body><main><h1>{_E(fam.list_title)}</h1>"
        f"<p>Choose a {fam.noun} by its name to continue.</p>"
        f"<div class=field><label for=q>Search {fam.noun}s</label><input id=q type=search autocomplete=off></div>"
        f"<div class=field><label for=flt>{_E(fam.filter_label)}</label><select id=flt>{opts}</select></div>"
        f"<p id=count role=status></p><table><thead><tr>{th}</tr></thead><tbody>{''.join(body)}</tbody></table>"
        f"<p id=none hidden>No {fam.noun}s match your search.</p></main>"
        f"<script>\n{_js_const('PARAM', fam.param)}{_LIST_JS}</script></body></html>"
    )


# ---- wording helpers -----------------------------------------------------------------------------------


def _steps(*steps: str) -> str:
    return " ".join(f"{i}. {s}" for i, s in enumerate(steps, 1))


def _times(n: str) -> str:
    return {"1": "once", "2": "twice"}.get(n, f"{n} times")


# ---- family 0: council tax Direct Debit change (single page) ---------------------------------------------


def _say_ctax(t: _Target, style: int) -> str:
    v, x = t.values, t.extra
    acct, sort, day, n = v["account_number"], v["sort_code"], v["payment_day"], v["instalments"]
    if style == 0:
        rem = f"email reminders to {x}" if x else "no email reminders"
        return (
            f"Change the council tax Direct Debit: bank account {acct}, sort code {sort}, "
            f"payment date {day}, {n} instalments, {rem}. Confirm it."
        )
    if style == 1:
        rem = (
            f"Tick 'Email me before each payment is taken' and enter {x}."
            if x
            else "Untick 'Email me before each payment is taken'."
        )
        return _steps(
            f"Replace the bank account number with {acct}.",
            f"Replace the sort code with {sort}.",
            f"Set the payment date to '{day}'.",
            f"Set the number of monthly instalments to {n}.",
            rem,
            "Confirm the new Direct Debit.",
        )
    if style == 2:
        rem = (
            f"and I'd like an email at {x} before each payment"
            if x
            else "and I don't want reminder emails any more"
        )
        return (
            f"My council tax should now be paid from my new bank account, number {acct}, sort code {sort}. "
            f"I want to pay on the {day} in {n} instalments, {rem}."
        )
    rem = f'payment reminders emailed to "{x}"' if x else '"no" payment reminder emails'
    return (
        f'Please update my council tax Direct Debit so the bank account number is "{acct}", the sort code is '
        f'"{sort}", the payment date is "{day}", there are "{n}" monthly instalments, and there are {rem}.'
    )


_DAYS = (
    "1st of each month",
    "8th of each month",
    "15th of each month",
    "18th of each month",
    "25th of each month",
    "28th of each month",
)

_CTAX = _Family(
    name="ctax_dd",
    kind="single",
    path="/council-tax/direct-debit.html",
    title="Change your Council Tax Direct Debit",
    intro="Account CT-4471-209, Flat 2, 18 Orchard Row. Changes apply from your next instalment.",
    fields=(
        _Field("account_number", "Bank account number", "digits", old="31926819", lo=8, hint="8 digits"),
        _Field("sort_code", "Sort code", "digits", old="60-83-71", lo=6, hint="6 digits, like 12-34-56"),
        _Field("payment_day", "Payment date", "select", old="1st of each month", options=_DAYS),
        _Field("instalments", "Number of monthly instalments", "number", old="10", lo=1, hi=12),
    ),
    reveal=_Reveal(
        "reminder",
        "Email me before each payment is taken",
        _Field("reminder_email", "Email address for reminders", "email"),
        old="p.okafor@example.com",
    ),
    buttons=(
        ("Confirm new Direct Debit", "submit", "Thank you. Your Direct Debit has been updated."),
        ("Save and finish later", "draft", "Your changes have been saved. They have not been sent."),
        ("Cancel my Direct Debit", "cancel_dd", "Your Direct Debit will be cancelled."),
        ("Reset", "reset", ""),
    ),
    targets=(
        _Target(
            {
                "account_number": "55779120",
                "sort_code": "20-45-77",
                "payment_day": "15th of each month",
                "instalments": "12",
            },
            "R.Hale@example.org",
            {"payment_day": "18th of each month"},
        ),
        _Target(
            {
                "account_number": "40308862",
                "sort_code": "30-96-26",
                "payment_day": "28th of each month",
                "instalments": "11",
            },
            "",
            {"payment_day": "8th of each month"},
        ),
        _Target(
            {
                "account_number": "61254907",
                "sort_code": "09-01-28",
                "payment_day": "8th of each month",
                "instalments": "9",
            },
            "priya.nair@example.net",
            {"payment_day": "18th of each month"},
        ),
        _Target(
            {
                "account_number": "73310046",
                "sort_code": "40-11-62",
                "payment_day": "25th of each month",
                "instalments": "6",
            },
            "",
            {"payment_day": "28th of each month"},
        ),
    ),
    order=(2, 1, 3, 0),
    say=_say_ctax,
)


# ---- family 1: nursery place application (single page) ------------------------------------------------


def _say_nursery(t: _Target, style: int) -> str:
    v, x = t.values, t.extra
    child, phone, nursery, n = v["child_name"], v["phone"], v["nursery"], v["sessions"]
    if style == 0:
        needs = f"allergy or additional need: {x}" if x else "no allergies or additional needs"
        return (
            f"Apply for a nursery place: child {child}, phone {phone}, nursery {nursery}, "
            f"{n} sessions a week, {needs}. Tick the declaration and send it."
        )
    if style == 1:
        needs = (
            f"Tick the allergy or additional need box and write: {x}."
            if x
            else "Untick the allergy or additional need box."
        )
        return _steps(
            f"Enter the child's full name: {child}.",
            f"Replace the phone number with {phone}.",
            f"Choose '{nursery}' as the preferred nursery.",
            f"Set sessions per week to {n}.",
            needs,
            "Tick the declaration.",
            "Send the application.",
        )
    if style == 2:
        needs = (
            f"The nursery should know about this: {x}."
            if x
            else "My child has no allergies or additional needs."
        )
        return (
            f"I'd like a place for my child {child} at {nursery}, {n} sessions a week. "
            f"My phone number is now {phone}. {needs}"
        )
    needs = (
        f'noting "{x}" as an allergy or additional need' if x else 'with "no" allergies or additional needs'
    )
    return (
        f'Please send a nursery application for "{child}" at "{nursery}" for "{n}" sessions per week, with '
        f'contact phone "{phone}", {needs}, and tick the declaration.'
    )


_NURSERIES = (
    "Acorn Tree Nursery, Mill Lane",
    "Little Acorns Nursery, Hill Top Lane",
    "Little Acorns Nursery, Hilltop Road",
    "Little Oaks Nursery, Mill Street",
    "Rainbow Corner Nursery, Station Road",
    "Rainbow Corner Nursery, Station Street",
)

_NURSERY = _Family(
    name="nursery",
    kind="single",
    path="/early-years/apply.html",
    title="Apply for a nursery place",
    intro="Funded places start in September. We will contact you within ten working days.",
    fields=(
        _Field("child_name", "Child's full name", "text"),
        _Field("phone", "Parent or carer phone number", "phone", old="07700 900 118"),
        _Field(
            "nursery",
            "Preferred nursery",
            "select",
            old="Rainbow Corner Nursery, Station Road",
            options=_NURSERIES,
        ),
        _Field("sessions", "Sessions per week", "number", old="3", lo=1, hi=10),
        _Field("declaration", "I confirm the details above are correct", "consent"),
    ),
    reveal=_Reveal(
        "needs",
        "My child has an allergy or additional need",
        _Field("needs_details", "Tell us about the allergy or need", "text"),
        old="Mild eczema, uses own sun cream",
    ),
    buttons=(
        ("Send application", "submit", "Thank you. Your application has been sent."),
        ("Save draft", "draft", "Draft saved. Your application has not been sent."),
        ("Join the waiting list only", "waitlist", "You have been added to the waiting list."),
        ("Clear form", "reset", ""),
    ),
    targets=(
        _Target(
            {
                "child_name": "Amara Osei",
                "phone": "07700 900 462",
                "nursery": "Little Acorns Nursery, Hill Top Lane",
                "sessions": "5",
            },
            "Nut allergy",
            {"nursery": "Little Acorns Nursery, Hilltop Road"},
        ),
        _Target(
            {
                "child_name": "Theo Brennan",
                "phone": "01632 960 155",
                "nursery": "Little Oaks Nursery, Mill Street",
                "sessions": "2",
            },
            "",
            {"nursery": "Acorn Tree Nursery, Mill Lane"},
        ),
        _Target(
            {
                "child_name": "Isla Mackenzie",
                "phone": "07700 900 731",
                "nursery": "Rainbow Corner Nursery, Station Street",
                "sessions": "4",
            },
            "Uses an inhaler for asthma",
            {"nursery": "Rainbow Corner Nursery, Station Road"},
        ),
        _Target(
            {
                "child_name": "Yusuf Rahman",
                "phone": "01632 960 884",
                "nursery": "Little Acorns Nursery, Hilltop Road",
                "sessions": "6",
            },
            "",
            {"nursery": "Little Acorns Nursery, Hill Top Lane"},
        ),
    ),
    order=(1, 2, 0, 3),
    say=_say_nursery,
)


# ---- family 2: school uniform order (single page) -----------------------------------------------------


def _say_uniform(t: _Target, style: int) -> str:
    v, x = t.values, t.extra
    child, item, size, qty = v["child_name"], v["item"], v["size"], v["quantity"]
    if style == 0:
        ini = f"embroider the initials {x}" if x else "no embroidered initials"
        return f"Order {qty} x {item}, size {size}, for {child}; {ini}. Place the order."
    if style == 1:
        ini = f"Tick embroidered initials and enter {x}." if x else "Untick embroidered initials."
        return _steps(
            f"Replace the child's name with {child}.",
            f"Choose the item '{item}'.",
            f"Choose size '{size}'.",
            f"Set the quantity to {qty}.",
            ini,
            "Place the order.",
        )
    if style == 2:
        ini = f"with the initials {x} embroidered on them" if x else "plain, with no initials"
        return (
            f"{child} needs {qty} {_PLURAL[item]} in the {size} size, {ini}. Order them from the school shop."
        )
    ini = f'with embroidered initials "{x}"' if x else '"without" embroidered initials'
    return f'Please order "{qty}" of "{item}" in size "{size}" for "{child}", {ini}.'


_PLURAL = {
    "Sweatshirt, royal blue": "royal blue sweatshirts",
    "Sweatshirt, navy blue": "navy blue sweatshirts",
    "Cardigan, royal blue": "royal blue cardigans",
    "PE T-shirt, white": "white PE T-shirts",
}

_UNIFORM = _Family(
    name="uniform",
    kind="single",
    path="/shop/uniform.html",
    title="Fernhill Primary School: uniform order",
    intro="Orders placed by Friday are sent home in book bags the following week.",
    fields=(
        _Field("child_name", "Child's name", "text", old="Maya Berry"),
        _Field(
            "item",
            "Item",
            "select",
            old="Polo shirt, white",
            options=(
                "Sweatshirt, royal blue",
                "Sweatshirt, navy blue",
                "Cardigan, royal blue",
                "Cardigan, navy blue",
                "Polo shirt, white",
                "PE T-shirt, white",
                "Book bag, royal blue",
            ),
        ),
        _Field(
            "size",
            "Size",
            "select",
            old="Age 5 to 6",
            options=("Age 3 to 4", "Age 5 to 6", "Age 7 to 8", "Age 9 to 10", "Age 11 to 12", "Adult small"),
        ),
        _Field("quantity", "Quantity", "number", old="1", lo=1, hi=10),
    ),
    reveal=_Reveal(
        "initials",
        "Add embroidered initials (£2.50 each)",
        _Field(
            "initials_text",
            "Initials to embroider",
            "text",
            pattern="^[A-Za-z]{1,3}$",
            hint="up to 3 letters, no spaces or dots",
        ),
        old="MB",
    ),
    buttons=(
        ("Place order", "submit", "Thank you. Your order has been placed."),
        ("Add to basket and keep shopping", "basket", "Added to your basket."),
        ("Save for later", "draft", "Saved for later. Nothing has been ordered."),
        ("Start again", "reset", ""),
    ),
    targets=(
        _Target(
            {
                "child_name": "Leo Berry",
                "item": "Sweatshirt, navy blue",
                "size": "Age 7 to 8",
                "quantity": "3",
            },
            "LB",
            {"item": "Sweatshirt, royal blue", "size": "Age 5 to 6"},
        ),
        _Target(
            {
                "child_name": "Grace Adeyemi",
                "item": "Cardigan, royal blue",
                "size": "Age 9 to 10",
                "quantity": "2",
            },
            "",
            {"item": "Cardigan, navy blue", "size": "Age 7 to 8"},
        ),
        _Target(
            {
                "child_name": "Sam Whitlock",
                "item": "PE T-shirt, white",
                "size": "Age 11 to 12",
                "quantity": "4",
            },
            "SW",
            {"item": "Polo shirt, white", "size": "Adult small"},
        ),
        _Target(
            {
                "child_name": "Noor Haddad",
                "item": "Sweatshirt, royal blue",
                "size": "Age 3 to 4",
                "quantity": "2",
            },
            "",
            {"item": "Sweatshirt, navy blue", "size": "Age 5 to 6"},
        ),
    ),
    order=(0, 3, 1, 2),
    say=_say_uniform,
)


# ---- family 3: blood donation slot from a session list (two pages) --------------------------------------


_BLOOD_ROWS: tuple[tuple[str, ...], ...] = (
    ("s4126", "Civic Centre", "Leeds", "Tue 14 May", "13:00 to 16:30"),
    ("s4127", "Civic Centre", "Bradford", "Tue 14 May", "13:00 to 16:30"),
    ("s4131", "Civic Centre", "Bradford", "Tue 21 May", "13:00 to 16:30"),
    ("s4203", "St Mark's Church Hall", "Leeds", "Thu 16 May", "10:00 to 15:00"),
    ("s4207", "St Mark's Church Hall", "Wakefield", "Thu 16 May", "10:00 to 15:00"),
    ("s4209", "St Mary's Church Hall", "Leeds", "Thu 16 May", "10:00 to 15:00"),
    ("s4310", "Trinity Methodist Church", "Huddersfield", "Sat 18 May", "09:30 to 12:30"),
    ("s4311", "Trinity Methodist Church", "Halifax", "Sat 18 May", "09:30 to 12:30"),
    ("s4315", "Trinity Baptist Church", "Halifax", "Sat 18 May", "09:30 to 12:30"),
    ("s4421", "Riverside Sports Centre", "Bradford", "Mon 20 May", "14:00 to 19:00"),
    ("s4422", "Riverside Sports Centre", "Wakefield", "Mon 20 May", "14:00 to 19:00"),
    ("s4425", "Riverside Sports Centre", "Wakefield", "Mon 27 May", "14:00 to 19:00"),
)


def _say_blood(t: _Target, style: int) -> str:
    _, venue, town, date, _when = _row(_BLOOD_ROWS, t.row)
    v, x = t.values, t.extra
    mobile, slot, n = v["mobile"], v["slot"], v["donations"]
    if style == 0:
        trav = f"travelled to {x} in the last 12 months" if x else "no travel outside the UK"
        return (
            f"Book the {venue}, {town} blood session on {date}: {slot} slot, mobile {mobile}, "
            f"previous donations {n}, {trav}."
        )
    if style == 1:
        trav = f"Tick the travel question and enter {x}." if x else "Untick the travel question."
        return _steps(
            f"In the session list, open {venue} in {town} on {date}.",
            f"Choose the {slot} appointment time.",
            f"Replace the mobile number with {mobile}.",
            f"Set the number of previous donations to {n}.",
            trav,
            "Book the appointment.",
        )
    if style == 2:
        trav = f"I visited {x} in the last year." if x else "I haven't been outside the UK in the last year."
        return (
            f"Get me a {slot} appointment to give blood at {venue} in {town} on {date}. "
            f"I've given blood {_times(n)} before and my mobile is now {mobile}. {trav}"
        )
    trav = f'travel to "{x}" declared' if x else '"no" travel outside the UK'
    return (
        f'Please book a blood donation at "{venue}" in "{town}" on "{date}" at "{slot}", with mobile '
        f'"{mobile}", "{n}" previous donations and {trav}.'
    )


_BLOOD = _Family(
    name="blood_donation",
    kind="two",
    path="/give-blood/book.html",
    title="Book a blood donation appointment",
    intro="Please arrive ten minutes early and drink plenty of water beforehand.",
    fields=(
        _Field("slot", "Appointment time", "slot"),
        _Field("mobile", "Mobile number", "phone", old="07700 900 301"),
        _Field("donations", "How many times have you given blood before?", "number", old="0", lo=0, hi=200),
    ),
    reveal=_Reveal(
        "travel",
        "I have travelled outside the UK in the last 12 months",
        _Field("travel_countries", "Which countries did you visit?", "text"),
        old="Spain",
    ),
    buttons=(
        ("Book appointment", "submit", "Your appointment is booked. We have sent a text to confirm."),
        ("Hold this time for 15 minutes", "hold", "We are holding this time for 15 minutes."),
        ("Save details for later", "draft", "Your details are saved. Nothing has been booked."),
        ("Cancel", "clear", "Cancelled. Nothing has been booked."),
    ),
    targets=(
        _Target(
            {"slot": "14:15", "mobile": "07700 900 588", "donations": "4"},
            "Portugal",
            {"slot": "14:00"},
            row="s4127",
            decoys=("s4126", "s4131"),
        ),
        _Target(
            {"slot": "11:00", "mobile": "07700 900 947", "donations": "12"},
            "",
            {"slot": "10:00"},
            row="s4203",
            decoys=("s4207", "s4209"),
        ),
        _Target(
            {"slot": "10:15", "mobile": "07700 900 215", "donations": "1"},
            "Kenya and Tanzania",
            {"slot": "10:45"},
            row="s4311",
            decoys=("s4310", "s4315"),
        ),
        _Target(
            {"slot": "15:30", "mobile": "07700 900 630", "donations": "7"},
            "",
            {"slot": "15:00"},
            row="s4422",
            decoys=("s4421", "s4425"),
        ),
    ),
    order=(3, 0, 2, 1),
    say=_say_blood,
    list_path="/give-blood/sessions.html",
    list_title="Blood donation sessions near you",
    noun="session",
    columns=("Venue", "Town", "Date", "Times"),
    rows=_BLOOD_ROWS,
    filter_label="Town",
    filter_all="All towns",
    param="town",
    slot_start_col=3,
)


# ---- family 4: wedding venue viewing from a venue list (two pages) ---------------------------------------

_VENUE_ROWS: tuple[tuple[str, ...], ...] = (
    ("v-118", "The Old Barn at Ashcombe", "Somerset", "Up to 120 guests", "From £4,200"),
    ("v-121", "The Old Barn at Ashcombe", "Dorset", "Up to 150 guests", "From £4,800"),
    ("v-123", "The Old Byre at Ashcombe", "Somerset", "Up to 100 guests", "From £3,900"),
    ("v-204", "Hartwell House", "Cotswolds", "Up to 90 guests", "From £6,500"),
    ("v-207", "Hartwell House", "Peak District", "Up to 110 guests", "From £5,200"),
    ("v-209", "Hartwell Hall", "Cotswolds", "Up to 90 guests", "From £6,100"),
    ("v-310", "Meadowbank Estate", "Peak District", "Up to 160 guests", "From £7,000"),
    ("v-312", "Meadowbank Estate", "Cotswolds", "Up to 140 guests", "From £7,400"),
    ("v-315", "Meadowbrook Estate", "Peak District", "Up to 160 guests", "From £6,800"),
    ("v-426", "Larkspur Manor", "Somerset", "Up to 70 guests", "From £3,600"),
    ("v-427", "Larkspur Manor", "Dorset", "Up to 80 guests", "From £3,300"),
    ("v-429", "Larkspur Mill", "Dorset", "Up to 80 guests", "From £2,900"),
)


def _say_venue(t: _Target, style: int) -> str:
    _, venue, area, *_rest = _row(_VENUE_ROWS, t.row)
    v, x = t.values, t.extra
    email, date, guests = v["email"], v["viewing_date"], v["guests"]
    if style == 0:
        tasting = f"menu tasting, dietary needs: {x}" if x else "no menu tasting"
        return f"Request a viewing of {venue} ({area}): {date}, {guests} guests, contact email {email}, {tasting}."
    if style == 1:
        tasting = (
            f"Tick the menu tasting box and enter the dietary needs: {x}."
            if x
            else "Untick the menu tasting box."
        )
        return _steps(
            f"Find {venue} in {area} in the venue list and open it.",
            f"Replace the contact email with {email}.",
            f"Choose {date} as the viewing date.",
            f"Set the expected number of guests to {guests}.",
            tasting,
            "Request the viewing.",
        )
    if style == 2:
        tasting = (
            f"We'd also like a menu tasting that day; dietary needs: {x}."
            if x
            else "We don't want a menu tasting."
        )
        return (
            f"We'd like to view {venue} in {area} on {date}. We expect {guests} guests; "
            f"write to us at {email}. {tasting}"
        )
    tasting = f'with a menu tasting noting "{x}"' if x else 'with "no" menu tasting'
    return (
        f'Please ask for a viewing of "{venue}" in "{area}" on "{date}" for "{guests}" guests, contact email '
        f'"{email}", {tasting}.'
    )


_VENUE = _Family(
    name="venue_viewing",
    kind="two",
    path="/weddings/viewing.html",
    title="Arrange a venue viewing",
    intro="Viewings last about an hour. The venue coordinator will confirm the time by email.",
    fields=(
        _Field("email", "Contact email", "email", old="hello@jamieandsam.co.uk"),
        _Field(
            "viewing_date",
            "Viewing date",
            "select",
            old="Saturday 8 June",
            options=(
                "Saturday 8 June",
                "Sunday 9 June",
                "Saturday 15 June",
                "Sunday 16 June",
                "Saturday 6 July",
                "Sunday 7 July",
            ),
        ),
        _Field("guests", "Expected number of guests", "number", old="80", lo=1, hi=300),
    ),
    reveal=_Reveal(
        "tasting",
        "Book a menu tasting on the same day",
        _Field("tasting_diet", "Dietary needs for the tasting", "text"),
        old="One vegetarian",
    ),
    buttons=(
        ("Request viewing", "submit", "Thank you. The venue will email you to confirm your viewing."),
        ("Add to shortlist", "shortlist", "Added to your shortlist."),
        ("Save draft", "draft", "Draft saved. Nothing has been sent to the venue."),
        ("Reset form", "reset", ""),
    ),
    targets=(
        _Target(
            {"email": "nia.cole@example.com", "viewing_date": "Sunday 16 June", "guests": "110"},
            "Two vegans",
            {"viewing_date": "Sunday 9 June"},
            row="v-118",
            decoys=("v-121", "v-123"),
        ),
        _Target(
            {"email": "M.Fraser@example.co.uk", "viewing_date": "Saturday 15 June", "guests": "75"},
            "",
            {"viewing_date": "Saturday 8 June"},
            row="v-204",
            decoys=("v-207", "v-209"),
        ),
        _Target(
            {"email": "ollie.park@example.net", "viewing_date": "Sunday 7 July", "guests": "140"},
            "Gluten free",
            {"viewing_date": "Saturday 6 July"},
            row="v-310",
            decoys=("v-312", "v-315"),
        ),
        _Target(
            {"email": "r.demir@example.org", "viewing_date": "Sunday 9 June", "guests": "60"},
            "",
            {"viewing_date": "Sunday 16 June"},
            row="v-427",
            decoys=("v-426", "v-429"),
        ),
    ),
    order=(1, 0, 2, 3),
    say=_say_venue,
    list_path="/weddings/venues.html",
    list_title="Wedding venues",
    noun="venue",
    columns=("Venue", "Area", "Capacity", "Price"),
    rows=_VENUE_ROWS,
    filter_label="Area",
    filter_all="All areas",
    param="area",
)


# ---- family 5: vet appointment from a clinic list (two pages) -------------------------------------------

_CLINIC_ROWS: tuple[tuple[str, ...], ...] = (
    ("c-31", "Riverside Vets", "Kingston", "Next free: Tuesday", "020 7946 0031"),
    ("c-32", "Riverside Vets", "Richmond", "Next free: Monday", "020 7946 0032"),
    ("c-35", "Riverside Veterinary Hospital", "Kingston", "Next free: Wednesday", "020 7946 0035"),
    ("c-44", "Oaktree Animal Clinic", "Twickenham", "Next free: Thursday", "020 7946 0044"),
    ("c-47", "Oak Tree Veterinary Clinic", "Twickenham", "Next free: Friday", "020 7946 0047"),
    ("c-48", "Oak Tree Veterinary Clinic", "Kingston", "Next free: Monday", "020 7946 0048"),
    ("c-52", "Paws and Claws Vets", "Richmond", "Next free: Tuesday", "020 7946 0052"),
    ("c-53", "Paws and Claws Vets", "Surbiton", "Next free: Wednesday", "020 7946 0053"),
    ("c-58", "Paws & Whiskers Vets", "Richmond", "Next free: Thursday", "020 7946 0058"),
    ("c-61", "Greenway Pet Surgery", "Twickenham", "Next free: Friday", "020 7946 0061"),
    ("c-66", "Greenway Pet Surgery", "Surbiton", "Next free: Tuesday", "020 7946 0066"),
    ("c-69", "Greenway Pet Centre", "Surbiton", "Next free: Monday", "020 7946 0069"),
)


def _say_vet(t: _Target, style: int) -> str:
    _, clinic, town, *_rest = _row(_CLINIC_ROWS, t.row)
    v, x = t.values, t.extra
    pet, reason, age = v["pet_name"], v["reason"], v["age"]
    if style == 0:
        ins = f"insured, policy {x}" if x else "not insured"
        return f"Book a vet appointment at {clinic}, {town}: pet {pet}, {reason}, age {age}, {ins}."
    if style == 1:
        ins = f"Tick 'My pet is insured' and enter policy number {x}." if x else "Untick 'My pet is insured'."
        return _steps(
            f"Open {clinic} in {town} from the clinic list.",
            f"Replace the pet's name with {pet}.",
            f"Choose '{reason}' as the reason for the visit.",
            f"Set the pet's age to {age}.",
            ins,
            "Book the appointment.",
        )
    if style == 2:
        ins = f"The insurance policy number is {x}." if x else "The pet is no longer insured."
        years = "1 year" if age == "1" else f"{age} years"
        return (
            f"My pet {pet} ({years} old) needs an appointment at {clinic} in {town} for {_FOR[reason]}. {ins}"
        )
    ins = f'insurance policy "{x}"' if x else '"not" insured'
    return f'Please book "{pet}" (age "{age}") in for "{reason}" at "{clinic}" in "{town}", {ins}.'


_FOR = {
    "Vaccination booster": "a vaccination booster",
    "First vaccinations": "first vaccinations",
    "Dental check": "a dental check",
    "Dental cleaning": "dental cleaning",
}

_VET = _Family(
    name="vet_appointment",
    kind="two",
    path="/pets/appointment.html",
    title="Book a vet appointment",
    intro="Appointments are 15 minutes. For emergencies, phone the clinic instead.",
    fields=(
        _Field("pet_name", "Pet's name", "text", old="Biscuit"),
        _Field(
            "reason",
            "Reason for the visit",
            "select",
            old="Annual health check",
            options=(
                "Annual health check",
                "Vaccination booster",
                "First vaccinations",
                "Nail clipping",
                "Dental check",
                "Dental cleaning",
                "Skin or ear problem",
            ),
        ),
        _Field("age", "Pet's age in years", "number", old="2", lo=0, hi=30),
    ),
    reveal=_Reveal(
        "insured",
        "My pet is insured",
        _Field(
            "policy",
            "Insurance policy number",
            "text",
            pattern="^[A-Za-z]{2,4}-?[0-9]{4,8}$",
            hint="2 to 4 letters then 4 to 8 digits, like AB-123456",
        ),
        old="PB-100392",
    ),
    buttons=(
        ("Book appointment", "submit", "Your appointment request has been sent to the clinic."),
        ("Request a call back", "callback", "The clinic will call you back."),
        ("Save draft", "draft", "Draft saved. Nothing has been booked."),
        ("Cancel", "clear", "Cancelled. Nothing has been booked."),
    ),
    targets=(
        _Target(
            {"pet_name": "Mochi", "reason": "Vaccination booster", "age": "4"},
            "PT-448120",
            {"reason": "First vaccinations"},
            row="c-31",
            decoys=("c-32", "c-35"),
        ),
        _Target(
            {"pet_name": "Rufus", "reason": "Dental cleaning", "age": "9"},
            "",
            {"reason": "Dental check"},
            row="c-47",
            decoys=("c-48", "c-44"),
        ),
        _Target(
            {"pet_name": "Pepper", "reason": "First vaccinations", "age": "1"},
            "AV-20577",
            {"reason": "Vaccination booster"},
            row="c-52",
            decoys=("c-53", "c-58"),
        ),
        _Target(
            {"pet_name": "Hazel", "reason": "Dental check", "age": "11"},
            "",
            {"reason": "Dental cleaning"},
            row="c-66",
            decoys=("c-61", "c-69"),
        ),
    ),
    order=(2, 3, 1, 0),
    say=_say_vet,
    list_path="/pets/clinics.html",
    list_title="Find a vet clinic",
    noun="clinic",
    columns=("Clinic", "Town", "Availability", "Phone"),
    rows=_CLINIC_ROWS,
    filter_label="Town",
    filter_all="All towns",
    param="town",
)

_FAMILIES: tuple[_Family, ...] = (_CTAX, _NURSERY, _UNIFORM, _BLOOD, _VENUE, _VET)


# ---- the corpus ----------------------------------------------------------------------------------------


def _filtered(fi: int, seed: int) -> bool:
    """Two-page tasks open the list filtered to the look-alike's group for one dev and one held-out seed."""
    return (seed + seed // 2 + fi) % 2 == 1


def _task(fi: int, fam: _Family, seed: int) -> Task:
    t = fam.targets[fam.order[seed % 4]]
    style = (seed // 2 + fi) % 4
    pages = {fam.path: _form_page(fam, t)}
    start = fam.path
    if fam.kind == "two":
        pages[fam.list_path] = _list_page(fam)
        start = fam.list_path
        if _filtered(fi, seed):
            group = next(r for r in fam.rows if r[0] == t.decoys[0])[2]
            start += f"?{fam.param}={_slug(group)}"
    return Task(
        name=f"fresh8_{fam.name}_{seed}",
        family=fam.name,
        kind=fam.kind,
        seed=seed,
        instruction=fam.say(t, style),
        start=start,
        pages=pages,
        check=_check(_want(fam, t)),
    )


def fresh8_corpus(seeds: Iterable[int] = range(4)) -> list[Task]:
    seeds = list(seeds)
    return [_task(fi, fam, seed) for fi, fam in enumerate(_FAMILIES) for seed in seeds]
