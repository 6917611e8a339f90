"""Fresh agent task set 7: six families x four seeds = 24 multi-step tasks, written blind.

Families (``family_index`` in brackets):

- single-page (kind ``"single"``): dentist recall booking [0], allotment waiting list [1],
  residents' parking permit renewal [2];
- list page -> form page (kind ``"two"``; a row link opens the form with ``?id=``): MOT booking
  from a garage list [3], lost-property claim from a found-items list [4], volunteer shift sign-up
  from a rota [5].

Each family has four targets; a fixed per-family shuffle (``random.Random("fresh7:<family>")``)
maps ``seed % 4`` to a target, so seeds get different targets.

Traps, in every family: look-alike options or rows (near-identical names, the same name in another
town / on another date / at another time, ``Zone B`` vs ``Zone B2``, ``L`` vs ``XL``); a prefilled
old value that must be replaced (phone, registration, postcode, email, mileage); a preselected
wrong option (select or radio); a number to set (people, visitor cards, mileage, value); a checkbox
that reveals a required extra field - when the task needs it the box starts unticked and its field
hidden, when it does not the box starts ticked with an old value (from "last time") and must be
unticked; distractor buttons (Save draft, a different action such as "Cancel my recall" / "Request a
callback" / "Join the reserve list", Cancel, Reset); validation errors for missing or malformed
fields. The two-page families have a search box and a filter select on the list page, and for half
of the seeds the list opens filtered (``?town=`` / ``?q=`` / ``?role=``) so the target row is hidden
and only its look-alike shows.

On a valid submit the form page writes a JSON record built from the page state (text lower-cased
and whitespace-collapsed, phones digits only, registrations / postcodes / references upper-case
without spaces, numbers as integers, the revealed field ``""`` when its box is unticked, plus
``action`` and, for two-page tasks, the row id and name) to ``document.body``'s ``data-result``;
failed validation removes it; "Save draft" and the other-action buttons write a record whose
``action`` differs; Cancel and Reset remove it. ``check`` parses the attribute and compares it, keys
sorted, with the wanted record.

Wording: four styles - terse imperative, numbered steps, the goal only (the agent works out the
steps), a natural sentence with the values in quotes - chosen by ``(seed // 2 + family_index) % 4``,
so each family uses two styles and every style appears in both halves. ``Task.split`` is dev for
even seeds and held-out for odd seeds. Whether the revealed field is needed is
``(seed + seed // 2 + family_index) % 2 == 0`` (per family one dev and one held-out seed each way).
A two-page list opens filtered for ``seed % 4`` in (0, 1) for MOT, (1, 2) for lost property and
(2, 3) for the rota: one dev and one held-out seed per family, and filtered starts fall under the
quoted, terse, numbered and goal-only styles, with and without the revealed field.

Verification (throwaway Playwright script, system Chromium, pages served as ``serve`` does): the
correct by-hand run passes 24/24; submitting the untouched form (two-page: after opening the right
row) fails 24/24; 305 sloppy runs (11-14 per task: leave the preselected option, a look-alike value
in each select / radio, the look-alike rows either side in the list, keep the prefilled old text,
append to it, a number off by one or left at its prefilled value, revealed field left empty or box
not ticked / old box left ticked, each distractor button - Save draft, the other action, Cancel or
Reset - and Save draft after a good submit) all fail; filtered starts hide the target row; no
``pageerror`` events.
"""

from __future__ import annotations

import html
import json
import random
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from bench_agent import Task

Opts = tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class _Field:
    kind: str  # text | textarea | number | select | radio | check
    name: str
    label: str
    value: str = ""  # prefilled text, preselected option value, or "1" for a ticked box
    options: Opts = ()
    norm: str = "text"  # text | phone | reg | postcode | ref | email | int | choice
    lo: int = 0
    hi: int = 0
    reveal: _Field | None = None  # for a check: the field it reveals (required while ticked)


@dataclass(frozen=True)
class _Form:
    path: str
    title: str
    intro: str
    action: str
    submit: str
    buttons: tuple[tuple[str, str], ...]  # (label, act): draft | clear | reset | <other action>
    success: str
    fields: tuple[_Field, ...]
    ctx_key: str = ""  # two-page: record key for the row id (and <ctx_key>_name)
    items: tuple[tuple[str, str], ...] = ()  # two-page: row id -> name
    back: tuple[str, str] = ("", "")  # two-page: (href, label)


@dataclass(frozen=True)
class _List:
    path: str
    title: str
    intro: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, str, tuple[str, ...]], ...]  # (id, filter value, cells); cell 0 is the link
    filter_param: str
    filter_label: str
    filter_options: Opts  # ("", "All ...") first


# ---- normalisation (mirrors the page's JS) -------------------------------------------------------


def _clean(s: str) -> str:
    return re.sub(r"\s+", " ", re.sub("[\u2018\u2019\u02bc]", "'", s)).strip()


def _norm(kind: str, s: str) -> str | int:
    if kind == "text":
        return re.sub(r"\.+$", "", _clean(s).lower()).strip()
    if kind == "phone":
        return re.sub(r"\D", "", s)
    if kind in ("reg", "postcode", "ref"):
        return re.sub(r"[\s-]+", "", s.upper())
    if kind == "email":
        return _clean(s).lower()
    if kind == "int":
        return int(s)
    return s


# ---- page builders -------------------------------------------------------------------------------

_STYLE = """<style>body{font-family:sans-serif;max-width:44em;margin:1em auto}label,fieldset{display:block;
margin:.6em 0}.err{color:#b00;margin-left:.5em}#status{font-weight:bold}td,th{padding:.2em .6em;
text-align:left}</style>"""

_FORM_JS = r"""
const FIELDS = __FIELDS__, ACTION = __ACTION__, SUCCESS = __SUCCESS__, CTX_KEY = __CTXKEY__;
const ITEMS = __ITEMS__;
const form = document.forms.main, statusEl = document.getElementById('status');
const ctx = {};
if (CTX_KEY) {
  const id = new URLSearchParams(location.search).get('id') || '';
  if (Object.prototype.hasOwnProperty.call(ITEMS, id)) {
    ctx[CTX_KEY] = id; ctx[CTX_KEY + '_name'] = ITEMS[id];
    document.getElementById('item').textContent = ITEMS[id];
  } else {
    document.getElementById('item').textContent = 'Not found - go back to the list and pick a row.';
    form.hidden = true;
  }
}
const clean = s => String(s).replace(/[\u2018\u2019\u02bc]/g, "'").replace(/\s+/g, ' ').trim();
const NORM = {
  text: s => clean(s).toLowerCase().replace(/\.+$/, '').trim(),
  phone: s => String(s).replace(/\D/g, ''),
  reg: s => String(s).toUpperCase().replace(/[\s-]+/g, ''),
  postcode: s => String(s).toUpperCase().replace(/[\s-]+/g, ''),
  ref: s => String(s).toUpperCase().replace(/[\s-]+/g, ''),
  email: s => clean(s).toLowerCase(),
  int: s => clean(s),
  choice: s => String(s),
};
const OK = {
  text: v => v.length >= 2,
  phone: v => /^0\d{10}$/.test(v),
  reg: v => /^[A-Z]{2}\d{2}[A-Z]{3}$/.test(v),
  postcode: v => /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(v),
  ref: v => /^LR\d{5}$/.test(v),
  email: v => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v),
  choice: v => v !== '',
};
const MSG = {
  text: 'Enter this field', phone: 'Enter a UK mobile number, like 07700 900000',
  reg: 'Enter a registration like AB12 CDE', postcode: 'Enter a full postcode',
  ref: 'Enter a reference like LR-12345', email: 'Enter an email address', choice: 'Choose an option',
};
function raw(f) {
  if (f.kind === 'radio') {
    const c = form.querySelector('input[name="' + f.name + '"]:checked');
    return c ? c.value : '';
  }
  const el = form.elements.namedItem(f.name);
  return f.kind === 'check' ? el.checked : el.value;
}
function read(f, rec, errs) {
  if (f.kind === 'check') {
    const on = raw(f);
    rec[f.name] = on;
    if (f.reveal) { if (on) read(f.reveal, rec, errs); else rec[f.reveal.name] = ''; }
    return;
  }
  const v = NORM[f.norm](raw(f));
  if (f.norm === 'int') {
    const ok = /^\d+$/.test(v) && +v >= f.lo && +v <= f.hi;
    if (!ok) errs.push([f.name, 'Enter a whole number from ' + f.lo + ' to ' + f.hi]);
    rec[f.name] = ok ? +v : v;
    return;
  }
  if (!OK[f.norm](v)) errs.push([f.name, MSG[f.norm]]);
  rec[f.name] = v;
}
function record(action) {
  const rec = Object.assign({action: action}, ctx), errs = [];
  FIELDS.forEach(f => read(f, rec, errs));
  return [rec, errs];
}
function clearErrors() { document.querySelectorAll('.err').forEach(e => { e.textContent = ''; }); }
function sync() {
  FIELDS.forEach(f => {
    if (f.kind === 'check' && f.reveal)
      document.getElementById('wrap-' + f.reveal.name).hidden = !form.elements.namedItem(f.name).checked;
  });
}
form.addEventListener('change', sync);
form.addEventListener('reset', () => {
  document.body.removeAttribute('data-result'); clearErrors();
  statusEl.textContent = 'The form was reset.'; setTimeout(sync, 0);
});
form.addEventListener('submit', ev => {
  ev.preventDefault(); clearErrors();
  const [rec, errs] = record(ACTION);
  if (errs.length) {
    document.body.removeAttribute('data-result');
    errs.forEach(([name, msg]) => { document.getElementById('err-' + name).textContent = msg; });
    statusEl.textContent = 'There is a problem: ' + errs.length + ' field(s) need attention.';
    return;
  }
  document.body.setAttribute('data-result', JSON.stringify(rec));
  statusEl.textContent = SUCCESS;
});
document.querySelectorAll('button[data-act]').forEach(b => b.addEventListener('click', () => {
  clearErrors();
  const act = b.dataset.act;
  if (act === 'clear') {
    form.reset(); document.body.removeAttribute('data-result');
    setTimeout(() => { statusEl.textContent = 'Cancelled - nothing was sent.'; }, 0);
    return;
  }
  document.body.setAttribute('data-result', JSON.stringify(record(act)[0]));
  statusEl.textContent = act === 'draft' ? 'Draft saved (not submitted).' : b.textContent + ': request sent.';
}));
sync();
"""


def _field_html(f: _Field) -> str:
    e = html.escape
    err = f"<span class=err id=err-{f.name} role=alert></span>"
    if f.kind in ("text", "number"):
        typ = "number" if f.kind == "number" else "text"
        return f'<label>{e(f.label)} <input type={typ} name={f.name} value="{e(f.value)}">{err}</label>'
    if f.kind == "textarea":
        return f"<label>{e(f.label)} <textarea name={f.name}>{e(f.value)}</textarea>{err}</label>"
    if f.kind == "select":
        opts = "".join(
            f'<option value="{e(v)}"{" selected" if v == f.value else ""}>{e(lab)}</option>'
            for v, lab in f.options
        )
        return f"<label>{e(f.label)} <select name={f.name}>{opts}</select>{err}</label>"
    if f.kind == "radio":
        opts = "".join(
            f'<label><input type=radio name={f.name} value="{e(v)}"{" checked" if v == f.value else ""}> '
            f"{e(lab)}</label>"
            for v, lab in f.options
        )
        return f"<fieldset><legend>{e(f.label)}</legend>{opts}{err}</fieldset>"
    if f.kind == "check":
        box = (
            f"<label><input type=checkbox name={f.name}{' checked' if f.value else ''}> {e(f.label)}</label>"
        )
        if f.reveal is None:
            return box
        return f"{box}<div id=wrap-{f.reveal.name}>{_field_html(f.reveal)}</div>"
    raise ValueError(f.kind)


def _field_spec(f: _Field) -> dict[str, object]:
    spec: dict[str, object] = {"kind": f.kind, "name": f.name, "norm": f.norm, "lo": f.lo, "hi": f.hi}
    if f.reveal is not None:
        spec["reveal"] = _field_spec(f.reveal)
    return spec


def _js(value: object) -> str:
    return json.dumps(value).replace("</", "<\\/")


def _form_page(form: _Form) -> str:
    e = html.escape
    item = "<p>Selected: <strong id=item></strong></p>" if form.ctx_key else ""
    back = f'<p><a href="{form.back[0]}">{e(form.back[1])}</a></p>' if form.back[0] else ""
    buttons = "".join(
        f"<button type=reset>{e(label)}</button>"
        if act == "reset"
        else f"<button type=button data-act={act}>{e(label)}</button>"
        for label, act in form.buttons
    )
    js = (
        _FORM_JS.replace("__FIELDS__", _js([_field_spec(f) for f in form.fields]))
        .replace("__ACTION__", _js(form.action))
        .replace("__SUCCESS__", _js(form.success))
        .replace("__CTXKEY__", _js(form.ctx_key))
        .replace("__ITEMS__", _js(dict(form.items)))
    )
    return (
        f"<!doctype html><title>{e(form.title)}</title>{_STYLE}<h1>{e(form.title)}</h1>{back}"
        f"<p>{e(form.intro)}</p>{item}<form name=main novalidate>"
        + "".join(_field_html(f) for f in form.fields)
        + f"<p><button type=submit>{e(form.submit)}</button> {buttons}</p></form>"
        f"<p id=status role=status></p><script>{js}</script>"
    )


_LIST_JS = r"""
const P = __PARAM__, params = new URLSearchParams(location.search);
const q = document.getElementById('q'), sel = document.getElementById('filter');
const rows = Array.from(document.querySelectorAll('tbody tr'));
q.value = params.get('q') || '';
if (params.get(P) !== null) sel.value = params.get(P);
function apply() {
  const t = q.value.trim().toLowerCase();
  let n = 0;
  rows.forEach(tr => {
    const show = (!t || tr.textContent.toLowerCase().includes(t)) && (!sel.value || tr.dataset.f === sel.value);
    tr.hidden = !show;
    if (show) n++;
  });
  document.getElementById('count').textContent = n + ' of ' + rows.length + ' shown';
  document.getElementById('none').hidden = n > 0;
}
q.addEventListener('input', apply);
sel.addEventListener('change', apply);
apply();
"""


def _list_page(lst: _List, form_path: str) -> str:
    e = html.escape
    opts = "".join(f'<option value="{e(v)}">{e(lab)}</option>' for v, lab in lst.filter_options)
    head = "".join(f"<th>{e(c)}</th>" for c in lst.columns)
    body = "".join(
        f'<tr data-f="{e(fv)}"><td><a href="{form_path}?id={rid}">{e(cells[0])}</a></td>'
        + "".join(f"<td>{e(c)}</td>" for c in cells[1:])
        + "</tr>"
        for rid, fv, cells in lst.rows
    )
    return (
        f"<!doctype html><title>{e(lst.title)}</title>{_STYLE}<h1>{e(lst.title)}</h1><p>{e(lst.intro)}</p>"
        f"<p><label>Search <input id=q type=search></label> "
        f"<label>{e(lst.filter_label)} <select id=filter>{opts}</select></label> <span id=count></span></p>"
        f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
        f"<p id=none hidden>No matches. Try clearing the search or the filter.</p>"
        f"<script>{_LIST_JS.replace('__PARAM__', _js(lst.filter_param))}</script>"
    )


def _check(want: dict[str, object]) -> str:
    return (
        "(() => { const raw = document.body.getAttribute('data-result'); if (!raw) return false; "
        "let got; try { got = JSON.parse(raw); } catch (e) { return false; } "
        "if (!got || typeof got !== 'object' || Array.isArray(got)) return false; "
        "const sorted = o => JSON.stringify(Object.keys(o).sort().map(k => [k, o[k]])); "
        f"return sorted(got) === sorted({_js(want)}); }})()"
    )


# ---- families ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Pick:
    """One task's choices: the target's values, whether the revealed field is needed, list filtered."""

    family: int
    seed: int
    target: dict[str, str]
    need: bool
    filtered: bool
    style: int


@dataclass(frozen=True)
class _Family:
    name: str
    kind: str
    targets: tuple[dict[str, str], ...]
    form: Callable[[_Pick], _Form]
    instruction: Callable[[_Pick], str]
    lst: _List | None = None
    filter_hide: Callable[[_Pick], str] = field(default=lambda p: "")


def _steps(*lines: str) -> str:
    return "\n".join(f"{i}. {line}" for i, line in enumerate(lines, 1))


def _a(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def _label(opts: Opts, value: str) -> str:
    return dict(opts)[value]


# ---- 0: dentist recall (single) ----

_DENTISTS: Opts = (
    ("shah-amir", "Dr Amir Shah"),
    ("shah-amira", "Dr Amira Shah"),
    ("shaw-amir", "Dr Amir Shaw"),
    ("shah-anne", "Dr Anne Shah"),
    ("ross-helen", "Dr Helen Ross"),
    ("rossi-helena", "Dr Helena Rossi"),
)
_SLOTS: Opts = (
    ("mon13-0940", "Mon 13 May, 09:40"),
    ("tue14-0910", "Tue 14 May, 09:10"),
    ("tue14-0940", "Tue 14 May, 09:40"),
    ("tue14-1440", "Tue 14 May, 14:40"),
    ("tue21-0940", "Tue 21 May, 09:40"),
    ("thu16-1130", "Thu 16 May, 11:30"),
    ("thu16-1330", "Thu 16 May, 13:30"),
    ("fri17-1130", "Fri 17 May, 11:30"),
)


def _dentist_form(p: _Pick) -> _Form:
    t = p.target
    return _Form(
        path="/recall",
        title="Brightsmile Dental - book your recall",
        intro="You are due a routine check-up. Choose a dentist and a slot, and check your details.",
        action="book",
        submit="Book appointment",
        buttons=(("Save for later", "draft"), ("Cancel my recall", "cancel_recall"), ("Reset form", "reset")),
        success="Appointment booked. We have sent a confirmation text.",
        fields=(
            _Field("select", "dentist", "Dentist", t["pre_dentist"], _DENTISTS, "choice"),
            _Field("radio", "slot", "Appointment slot", "", _SLOTS, "choice"),
            _Field("text", "mobile", "Mobile number", "07700 900111", norm="phone"),
            _Field(
                "number", "people", "Family members attending (including you)", "1", norm="int", lo=1, hi=6
            ),
            _Field(
                "check",
                "interpreter",
                "I need an interpreter",
                "" if p.need else "1",
                reveal=_Field("text", "language", "Interpreter language", "" if p.need else "Urdu"),
            ),
        ),
    )


def _dentist_text(p: _Pick) -> str:
    t = p.target
    dentist, slot, phone, n, lang = (
        _label(_DENTISTS, t["dentist"]),
        _label(_SLOTS, t["slot"]),
        t["mobile"],
        t["people"],
        t["language"],
    )
    if p.style == 0:
        extra = f"interpreter {lang}" if p.need else "no interpreter"
        return f"Dental recall: {dentist}, slot {slot}, mobile {phone}, {n} attending, {extra}. Book it."
    if p.style == 1:
        extra = (
            f"Tick 'I need an interpreter' and enter {lang} as the language."
            if p.need
            else "Untick 'I need an interpreter' - no interpreter is needed this time."
        )
        return _steps(
            f"Select {dentist} as the dentist.",
            f"Choose the {slot} slot.",
            f"Replace the mobile number with {phone}.",
            f"Set family members attending to {n}.",
            extra,
            "Click 'Book appointment'.",
        )
    if p.style == 2:
        who = "me" if n == "1" else f"{n} of us (me included)"
        extra = f"we'll need a {lang} interpreter" if p.need else "we don't need an interpreter this time"
        return (
            f"I'm due a dental check-up. Get {who} booked in with {dentist} for {slot}. "
            f"My mobile number is now {phone}, and {extra}."
        )
    extra = f'ask for an interpreter in "{lang}"' if p.need else "make sure no interpreter is requested"
    return (
        f'Please book the recall with "{dentist}" in the "{slot}" slot for "{n}" people, '
        f'change the mobile number to "{phone}", and {extra}.'
    )


_DENTIST_TARGETS: tuple[dict[str, str], ...] = (
    {"dentist": "shah-amir", "pre_dentist": "shah-amira", "slot": "tue14-0940", "mobile": "07700 900482",
     "people": "2", "language": "Polish"},
    {"dentist": "rossi-helena", "pre_dentist": "ross-helen", "slot": "thu16-1330", "mobile": "07700 900615",
     "people": "1", "language": "Portuguese"},
    {"dentist": "shah-anne", "pre_dentist": "shah-amir", "slot": "tue21-0940", "mobile": "07700 900733",
     "people": "3", "language": "Somali"},
    {"dentist": "ross-helen", "pre_dentist": "rossi-helena", "slot": "fri17-1130", "mobile": "07700 900209",
     "people": "2", "language": "Turkish"},
)  # fmt: skip


# ---- 1: allotment waiting list (single) ----

_SITES: Opts = (
    ("northfield-rd", "Northfield Road"),
    ("northfield-ln", "Northfield Lane"),
    ("north-field-rd-east", "North Field Road (East)"),
    ("southfield-rd", "Southfield Road"),
    ("hollow-ln", "Hollow Lane"),
    ("hollow-rd", "Hollow Road"),
    ("mill-ln", "Mill Lane"),
    ("mill-ln-north", "Mill Lane North"),
)
_SIZES: Opts = (
    ("quarter", "Quarter plot (about 60 m²)"),
    ("half", "Half plot (about 125 m²)"),
    ("full", "Full plot (about 250 m²)"),
)


def _allotment_form(p: _Pick) -> _Form:
    t = p.target
    return _Form(
        path="/allotments",
        title="City allotments - join a waiting list",
        intro="Pick the site and plot size you want. We have kept your details from your last application.",
        action="join",
        submit="Join waiting list",
        buttons=(("Save draft", "draft"), ("Leave all waiting lists", "withdraw"), ("Clear form", "reset")),
        success="You are on the waiting list. We will write when a plot is free.",
        fields=(
            _Field("select", "site", "Allotment site", t["pre_site"], _SITES, "choice"),
            _Field("radio", "size", "Plot size", t["pre_size"], _SIZES, "choice"),
            _Field("text", "postcode", "Your postcode", "LS6 2AB", norm="postcode"),
            _Field("number", "workers", "People who will work the plot", "1", norm="int", lo=1, hi=6),
            _Field(
                "check",
                "joint",
                "Add a joint applicant",
                "" if p.need else "1",
                reveal=_Field(
                    "text", "joint_name", "Joint applicant's full name", "" if p.need else "Peter Gale"
                ),
            ),
        ),
    )


def _allotment_text(p: _Pick) -> str:
    t = p.target
    site, size, pc, n, who = (
        _label(_SITES, t["site"]),
        t["size"],
        t["postcode"],
        t["workers"],
        t["joint_name"],
    )
    size_cap = size.capitalize() + " plot"
    if p.style == 0:
        extra = f"joint applicant {who}" if p.need else "no joint applicant"
        return f"Allotment waiting list: {site}, {size} plot, postcode {pc}, {n} working it, {extra}. Join."
    if p.style == 1:
        extra = (
            f"Tick 'Add a joint applicant' and enter {who}."
            if p.need
            else "Untick 'Add a joint applicant' - there is no joint applicant this time."
        )
        return _steps(
            f"Choose the {site} site.",
            f"Pick the {size_cap} size.",
            f"Replace the postcode with {pc}.",
            f"Set people who will work the plot to {n}.",
            extra,
            "Click 'Join waiting list'.",
        )
    if p.style == 2:
        workers = "only I will work it" if n == "1" else f"{n} people will work it"
        extra = f"{who} is applying jointly with me" if p.need else "I'm applying on my own this time"
        return (
            f"Put me on the waiting list for a {size} plot at {site}. I've moved, so my postcode is now {pc}; "
            f"{workers}, and {extra}."
        )
    extra = f'add "{who}" as the joint applicant' if p.need else "remove the joint applicant"
    return (
        f'Please join the "{site}" waiting list for a "{size_cap}", update the postcode to "{pc}", '
        f'set "{n}" people working the plot, and {extra}.'
    )


_ALLOTMENT_TARGETS: tuple[dict[str, str], ...] = (
    {"site": "northfield-ln", "pre_site": "northfield-rd", "size": "half", "pre_size": "full",
     "postcode": "LS7 3QT", "workers": "2", "joint_name": "Maria Lopez"},
    {"site": "hollow-rd", "pre_site": "hollow-ln", "size": "quarter", "pre_size": "half",
     "postcode": "LS8 1NE", "workers": "1", "joint_name": "Tom Becker"},
    {"site": "mill-ln-north", "pre_site": "mill-ln", "size": "full", "pre_size": "quarter",
     "postcode": "LS11 5DW", "workers": "3", "joint_name": "Aisha Khan"},
    {"site": "north-field-rd-east", "pre_site": "northfield-rd", "size": "half", "pre_size": "quarter",
     "postcode": "LS6 4HJ", "workers": "4", "joint_name": "Owen Price"},
)  # fmt: skip


# ---- 2: parking permit renewal (single) ----

_ZONES: Opts = (
    ("b", "Zone B (Bridge Street)"),
    ("b2", "Zone B2 (Bridge Street North)"),
    ("be", "Zone BE (Bridge & Elm)"),
    ("d", "Zone D (Dock Road)"),
    ("d1", "Zone D1 (Dock Road East)"),
    ("e", "Zone E (Elm Park)"),
)
_MONTHS: Opts = (("3", "3 months (£45)"), ("6", "6 months (£80)"), ("12", "12 months (£140)"))


def _permit_form(p: _Pick) -> _Form:
    t = p.target
    return _Form(
        path="/permit",
        title="Residents' parking permit - renewal",
        intro="Your permit is about to expire. Check the details below before renewing.",
        action="renew",
        submit="Renew permit",
        buttons=(("Save draft", "draft"), ("Cancel permit", "cancel_permit"), ("Reset", "reset")),
        success="Permit renewed. Your new permit is valid from tomorrow.",
        fields=(
            _Field("text", "reg", "Vehicle registration", "AB12 CDE", norm="reg"),
            _Field("select", "zone", "Parking zone", t["pre_zone"], _ZONES, "choice"),
            _Field("radio", "months", "Permit length", t["pre_months"], _MONTHS, "choice"),
            _Field("number", "visitor_cards", "Visitor scratch cards (0-20)", "10", norm="int", lo=0, hi=20),
            _Field(
                "check",
                "company_vehicle",
                "This is a company or lease vehicle",
                "" if p.need else "1",
                reveal=_Field("text", "company", "Company name", "" if p.need else "Old Co Ltd"),
            ),
        ),
    )


def _permit_text(p: _Pick) -> str:
    t = p.target
    reg, zone, months, cards, company = (
        t["reg"],
        t["zone_name"],
        t["months"],
        t["visitor_cards"],
        t["company"],
    )
    if p.style == 0:
        extra = f"company vehicle of {company}" if p.need else "not a company vehicle"
        return f"Permit renewal: reg {reg}, {zone}, {months} months, {cards} visitor cards, {extra}. Renew."
    if p.style == 1:
        extra = (
            f"Tick 'This is a company or lease vehicle' and enter {company} as the company name."
            if p.need
            else "Untick 'This is a company or lease vehicle'."
        )
        return _steps(
            f"Replace the vehicle registration with {reg}.",
            f"Select {zone}.",
            f"Choose {months} months.",
            f"Set visitor scratch cards to {cards}.",
            extra,
            "Click 'Renew permit'.",
        )
    if p.style == 2:
        want = "no visitor scratch cards" if cards == "0" else f"{cards} visitor scratch cards"
        extra = (
            f"The car is a company vehicle from {company}."
            if p.need
            else "It's my own car, not a company one."
        )
        return (
            f"Renew my residents' parking permit for {months} months in {zone} for my new car, {reg}. "
            f"I want {want}. {extra}"
        )
    extra = (
        f'the car is a company vehicle of "{company}"'
        if p.need
        else "the car is not a company or lease vehicle"
    )
    return (
        f'Please renew the permit with registration "{reg}", zone "{zone}", length "{months} months" and '
        f'"{cards}" visitor scratch cards; {extra}.'
    )


_PERMIT_TARGETS: tuple[dict[str, str], ...] = (
    {"reg": "LX19 KPT", "zone": "b2", "zone_name": "Zone B2", "pre_zone": "b", "months": "6", "pre_months": "12",
     "visitor_cards": "4", "company": "Harbour Logistics"},
    {"reg": "YD68 FHN", "zone": "d", "zone_name": "Zone D", "pre_zone": "d1", "months": "3", "pre_months": "12",
     "visitor_cards": "0", "company": "Greenway Care"},
    {"reg": "KM21 XRA", "zone": "be", "zone_name": "Zone BE", "pre_zone": "e", "months": "12", "pre_months": "3",
     "visitor_cards": "15", "company": "Northgate Surveys"},
    {"reg": "WP70 LZC", "zone": "d1", "zone_name": "Zone D1", "pre_zone": "d", "months": "6", "pre_months": "3",
     "visitor_cards": "8", "company": "Bright Spark Electrical"},
)  # fmt: skip


# ---- 3: MOT booking from a garage list (two) ----

_GARAGES: tuple[tuple[str, str, str, str], ...] = (  # id, name, town, price
    ("G1", "Kings Road Motors", "Kingston", "£54.85"),
    ("G2", "King's Road Motors", "Reading", "£45.00"),
    ("G3", "Kings Road Motor Works", "Kingston", "£49.50"),
    ("G4", "Queens Road Motors", "Kingston", "£54.85"),
    ("G5", "Station Garage", "Epsom", "£39.99"),
    ("G6", "Station Garage", "Ewell", "£44.00"),
    ("G7", "Station Road Garage", "Epsom", "£42.50"),
    ("G8", "Hillside Autos", "Sutton", "£35.00"),
    ("G9", "Hillside Auto Centre", "Sutton", "£40.00"),
    ("G10", "Hillside Autos", "Cheam", "£37.50"),
)
_TOWNS = ("Kingston", "Reading", "Epsom", "Ewell", "Sutton", "Cheam")
_MOT_DATES: Opts = (
    ("2024-06-03", "Mon 3 June"),
    ("2024-06-04", "Tue 4 June"),
    ("2024-07-04", "Thu 4 July"),
    ("2024-06-10", "Mon 10 June"),
    ("2024-07-10", "Wed 10 July"),
    ("2024-06-11", "Tue 11 June"),
    ("2024-06-13", "Thu 13 June"),
    ("2024-07-13", "Sat 13 July"),
)
_SERVICES: Opts = (
    ("", "- choose -"),
    ("interim", "Interim service"),
    ("full", "Full service"),
    ("major", "Major service"),
)

_MOT_LIST = _List(
    path="/garages",
    title="Approved MOT test centres",
    intro="Choose a garage to book an MOT test.",
    columns=("Garage", "Town", "MOT fee"),
    rows=tuple((gid, town.lower(), (name, town, price)) for gid, name, town, price in _GARAGES),
    filter_param="town",
    filter_label="Town",
    filter_options=(("", "All towns"), *((t.lower(), t) for t in _TOWNS)),
)


def _mot_form(p: _Pick) -> _Form:
    return _Form(
        path="/mot",
        title="Book an MOT test",
        intro="We have filled in the vehicle from your last booking. Check it is right.",
        action="book_mot",
        submit="Confirm MOT booking",
        buttons=(("Request a callback", "callback"), ("Save draft", "draft"), ("Cancel", "clear")),
        success="MOT booked. The garage will email you a confirmation.",
        fields=(
            _Field("text", "reg", "Vehicle registration", "LX09 ABC", norm="reg"),
            _Field("select", "date", "Date", "2024-06-03", _MOT_DATES, "choice"),
            _Field("number", "mileage", "Current mileage", "48000", norm="int", lo=0, hi=999999),
            _Field(
                "check",
                "service",
                "Also book a service",
                "" if p.need else "1",
                reveal=_Field(
                    "select", "service_type", "Service type", "" if p.need else "interim", _SERVICES, "choice"
                ),
            ),
        ),
        ctx_key="garage",
        items=tuple((gid, f"{name}, {town}") for gid, name, town, _ in _GARAGES),
        back=("/garages", "Back to garages"),
    )


def _mot_text(p: _Pick) -> str:
    t = p.target
    gid = t["row"]
    name, town = next((g[1], g[2]) for g in _GARAGES if g[0] == gid)
    reg, date, miles, svc = t["reg"], _label(_MOT_DATES, t["date"]), t["mileage"], t["service_type"]
    if p.style == 0:
        extra = f"plus {_a(svc)} {svc} service" if p.need else "no service"
        return f"MOT at {name} ({town}) on {date}: reg {reg}, mileage {miles}, {extra}. Confirm the booking."
    if p.style == 1:
        extra = (
            f"Tick 'Also book a service' and choose {svc.capitalize()} service."
            if p.need
            else "Untick 'Also book a service'."
        )
        return _steps(
            f"In the garage list find {name} in {town} and open it.",
            f"Replace the vehicle registration with {reg}.",
            f"Choose the date {date}.",
            f"Enter {miles} as the current mileage.",
            extra,
            "Click 'Confirm MOT booking'.",
        )
    if p.style == 2:
        extra = (
            f"Have them do {_a(svc)} {svc} service too." if p.need else "I don't want a service this time."
        )
        return (
            f"Book my car's MOT at {name} in {town} on {date}. It's a different car from last time: "
            f"{reg}, currently on {miles} miles. {extra}"
        )
    extra = f'add the service type "{svc.capitalize()} service"' if p.need else "do not add a service"
    return (
        f'Please book an MOT at "{name}" in "{town}" on "{date}" for registration "{reg}" with mileage '
        f'"{miles}", and {extra}.'
    )


_MOT_TARGETS: tuple[dict[str, str], ...] = (
    {"row": "G1", "hide": "reading", "reg": "LV17 NWD", "date": "2024-06-04", "mileage": "52310",
     "service_type": "full"},
    {"row": "G6", "hide": "epsom", "reg": "GU66 TRB", "date": "2024-06-13", "mileage": "61875",
     "service_type": "major"},
    {"row": "G9", "hide": "cheam", "reg": "SM14 HKE", "date": "2024-06-10", "mileage": "39420",
     "service_type": "interim"},
    {"row": "G2", "hide": "kingston", "reg": "RG20 DCY", "date": "2024-06-11", "mileage": "70260",
     "service_type": "full"},
)  # fmt: skip


# ---- 4: lost-property claim from a found-items list (two) ----

_FOUND: tuple[tuple[str, str, str, str, str], ...] = (  # id, type, item, where, date
    ("L1", "umbrella", "Black umbrella", "Platform 2", "3 May"),
    ("L2", "umbrella", "Black umbrella", "Platform 2", "5 May"),
    ("L3", "umbrella", "Navy umbrella", "Platform 2", "3 May"),
    ("L4", "umbrella", "Black umbrella", "Platform 3", "3 May"),
    ("L5", "bag", "Blue rucksack", "Bus 47", "6 May"),
    ("L6", "bag", "Blue rucksack (small)", "Bus 47", "6 May"),
    ("L7", "bag", "Blue rucksack", "Bus 74", "6 May"),
    ("L8", "laptop", "Silver laptop", "Waiting room", "4 May"),
    ("L9", "laptop", "Silver laptop bag", "Waiting room", "4 May"),
    ("L10", "laptop", "Silver laptop", "Waiting room", "7 May"),
)
_METHODS: Opts = (("collect", "Collect from the station office"), ("post", "Post it to me (£6.50)"))

_FOUND_LIST = _List(
    path="/found",
    title="Lost property - items handed in",
    intro="Find your item and open it to make a claim.",
    columns=("Item", "Found at", "Date found"),
    rows=tuple((lid, typ, (item, where, date)) for lid, typ, item, where, date in _FOUND),
    filter_param="type",
    filter_label="Type",
    filter_options=(("", "All types"), ("umbrella", "Umbrellas"), ("bag", "Bags"), ("laptop", "Laptops")),
)


def _claim_form(p: _Pick) -> _Form:
    return _Form(
        path="/claim",
        title="Claim a lost item",
        intro="Tell us how to prove the item is yours and how to get it back to you.",
        action="claim",
        submit="Submit claim",
        buttons=(
            ("Report a different lost item", "report_lost"),
            ("Save draft", "draft"),
            ("Start again", "reset"),
        ),
        success="Claim received. We will be in touch within two working days.",
        fields=(
            _Field("text", "report_ref", "Lost-report reference (like LR-12345)", "", norm="ref"),
            _Field("text", "email", "Contact email", "j.doe@oldmail.example", norm="email"),
            _Field("radio", "method", "How do you want it back?", p.target["pre_method"], _METHODS, "choice"),
            _Field("number", "value", "Approximate value (£)", "", norm="int", lo=1, hi=5000),
            _Field(
                "check",
                "proxy",
                "Someone else will collect or sign for it",
                "" if p.need else "1",
                reveal=_Field("text", "proxy_name", "Their full name", "" if p.need else "Sam Doe"),
            ),
        ),
        ctx_key="item",
        items=tuple((lid, f"{item}, {where}, {date}") for lid, _, item, where, date in _FOUND),
        back=("/found", "Back to found items"),
    )


def _claim_text(p: _Pick) -> str:
    t = p.target
    item, where, date = next((f[2], f[3], f[4]) for f in _FOUND if f[0] == t["row"])
    ref, email, method, value, proxy = t["report_ref"], t["email"], t["method"], t["value"], t["proxy_name"]
    if p.style == 0:
        how = "collect from the office" if method == "collect" else "post it"
        extra = f"{proxy} collects" if p.need else "no one else collecting"
        return (
            f"Lost property claim: {item}, {where}, {date}. Ref {ref}, email {email}, {how}, value £{value}, "
            f"{extra}. Submit."
        )
    if p.style == 1:
        extra = (
            f"Tick 'Someone else will collect or sign for it' and enter {proxy}."
            if p.need
            else "Untick 'Someone else will collect or sign for it'."
        )
        return _steps(
            f"Find the {item} found at {where} on {date} and open its claim.",
            f"Enter the lost-report reference {ref}.",
            f"Replace the contact email with {email}.",
            f"Choose '{_label(_METHODS, method)}'.",
            f"Enter {value} as the approximate value.",
            extra,
            "Click 'Submit claim'.",
        )
    if p.style == 2:
        how = "kept for me to collect from the station office" if method == "collect" else "posted to me"
        extra = (
            f"My friend {proxy} will collect or sign for it." if p.need else "Nobody else will collect it."
        )
        return (
            f"I lost my {item.lower()} and it's been handed in - found at {where} on {date}. Claim it for me: "
            f"my lost-report reference is {ref}, I'd like it {how}, it's worth about £{value}, and my email "
            f"is now {email}. {extra}"
        )
    extra = f'name "{proxy}" as the person collecting it' if p.need else "nobody else will collect it"
    return (
        f'Please claim the "{item}" found at "{where}" on "{date}" with report reference "{ref}", contact email '
        f'"{email}", "{_label(_METHODS, method)}" and value "{value}"; {extra}.'
    )


_CLAIM_TARGETS: tuple[dict[str, str], ...] = (
    {"row": "L4", "hide": "platform 2", "report_ref": "LR-40817", "email": "r.ahmed@mail.example",
     "method": "collect", "pre_method": "post", "value": "25", "proxy_name": "Nadia Ahmed"},
    {"row": "L7", "hide": "bus 47", "report_ref": "LR-52266", "email": "k.olsen@mail.example",
     "method": "post", "pre_method": "collect", "value": "60", "proxy_name": "Lars Olsen"},
    {"row": "L10", "hide": "4 may", "report_ref": "LR-31904", "email": "p.mensah@mail.example",
     "method": "collect", "pre_method": "post", "value": "900", "proxy_name": "Kofi Mensah"},
    {"row": "L2", "hide": "3 may", "report_ref": "LR-68153", "email": "e.walsh@mail.example",
     "method": "post", "pre_method": "collect", "value": "15", "proxy_name": "Ciara Walsh"},
)  # fmt: skip


# ---- 5: volunteer shift sign-up from a rota (two) ----

# id, role key, role, place, date, time, spaces left
_SHIFTS: tuple[tuple[str, str, str, str, str, str, str], ...] = (
    ("S1", "foodbank", "Food bank sorting", "Hall A", "Sat 8 June", "09:00-12:00", "3"),
    ("S2", "foodbank", "Food bank sorting", "Hall A", "Sat 15 June", "09:00-12:00", "5"),
    ("S3", "foodbank", "Food bank sorting", "Hall B", "Sat 8 June", "09:00-12:00", "4"),
    ("S4", "foodbank", "Food bank packing", "Hall A", "Sat 8 June", "09:00-12:00", "2"),
    ("S5", "park", "Park litter pick", "Riverside", "Sun 9 June", "10:00-13:00", "8"),
    ("S6", "park", "Park litter pick", "Riverside", "Sun 9 June", "14:00-17:00", "6"),
    ("S7", "park", "Park litter pick", "Riverbank", "Sun 9 June", "10:00-13:00", "7"),
    ("S8", "cafe", "Café till", "Community Centre", "Fri 7 June", "12:00-15:00", "1"),
    ("S9", "cafe", "Café kitchen", "Community Centre", "Fri 7 June", "12:00-15:00", "3"),
    ("S10", "cafe", "Café kitchen", "Community Centre", "Fri 14 June", "12:00-15:00", "2"),
)
_TSHIRTS: Opts = (("xs", "XS"), ("s", "S"), ("m", "M"), ("l", "L"), ("xl", "XL"), ("xxl", "XXL"))

_ROTA_LIST = _List(
    path="/rota",
    title="Volunteer rota - open shifts",
    intro="Pick a shift to sign up. Spaces are updated every hour.",
    columns=("Shift", "Location", "Date", "Time", "Spaces left"),
    rows=tuple(
        (sid, key, (role, place, date, time, sp)) for sid, key, role, place, date, time, sp in _SHIFTS
    ),
    filter_param="role",
    filter_label="Role",
    filter_options=(("", "All roles"), ("foodbank", "Food bank"), ("park", "Parks"), ("cafe", "Café")),
)


def _signup_form(p: _Pick) -> _Form:
    return _Form(
        path="/signup",
        title="Sign up for a shift",
        intro="Your contact details are from your volunteer profile. Update them if they have changed.",
        action="signup",
        submit="Sign up for this shift",
        buttons=(("Join the reserve list", "reserve"), ("Save draft", "draft"), ("Cancel", "clear")),
        success="You're signed up. See you there!",
        fields=(
            _Field("text", "phone", "Mobile number", "07123 456000", norm="phone"),
            _Field(
                "number", "people", "Volunteers in your party (including you)", "1", norm="int", lo=1, hi=6
            ),
            _Field("select", "tshirt", "T-shirt size", "m", _TSHIRTS, "choice"),
            _Field(
                "check",
                "group",
                "We're coming as a group from an organisation",
                "" if p.need else "1",
                reveal=_Field(
                    "text", "organisation", "Organisation name", "" if p.need else "1st Oldtown Scouts"
                ),
            ),
        ),
        ctx_key="shift",
        items=tuple((s[0], f"{s[2]}, {s[3]}, {s[4]}, {s[5]}") for s in _SHIFTS),
        back=("/rota", "Back to the rota"),
    )


def _signup_text(p: _Pick) -> str:
    t = p.target
    role, place, date, time = next((s[2], s[3], s[4], s[5]) for s in _SHIFTS if s[0] == t["row"])
    phone, n, size, org = t["phone"], t["people"], _label(_TSHIRTS, t["tshirt"]), t["organisation"]
    if p.style == 0:
        extra = f"group from {org}" if p.need else "not a group"
        return (
            f"Volunteer sign-up: {role}, {place}, {date} {time}. Mobile {phone}, party of {n}, T-shirt {size}, "
            f"{extra}. Sign up."
        )
    if p.style == 1:
        extra = (
            f"Tick 'We're coming as a group from an organisation' and enter {org}."
            if p.need
            else "Untick 'We're coming as a group from an organisation'."
        )
        return _steps(
            f"In the rota find {role} at {place} on {date}, {time}, and open it.",
            f"Replace the mobile number with {phone}.",
            f"Set volunteers in your party to {n}.",
            f"Choose T-shirt size {size}.",
            extra,
            "Click 'Sign up for this shift'.",
        )
    if p.style == 2:
        party = "It's just me." if n == "1" else f"There will be {n} of us including me."
        extra = (
            f"We're coming as a group from {org}." if p.need else "We're not coming as an organised group."
        )
        return (
            f"Sign me up for the {role} shift at {place} on {date}, {time}. {party} My mobile is now {phone} "
            f"and I wear a size {size} T-shirt. {extra}"
        )
    extra = f'organisation "{org}"' if p.need else "no organisation (not a group)"
    return (
        f'Please sign up for "{role}" at "{place}" on "{date}, {time}" with mobile "{phone}", "{n}" '
        f'volunteers, T-shirt size "{size}", and {extra}.'
    )


_SIGNUP_TARGETS: tuple[dict[str, str], ...] = (
    {"row": "S2", "hide": "park", "phone": "07700 900318", "people": "3", "tshirt": "l",
     "organisation": "St Mark's Youth Club"},
    {"row": "S3", "hide": "cafe", "phone": "07700 900527", "people": "2", "tshirt": "xl",
     "organisation": "Leeds Rotary"},
    {"row": "S6", "hide": "foodbank", "phone": "07700 900846", "people": "4", "tshirt": "s",
     "organisation": "Riverside Runners"},
    {"row": "S9", "hide": "park", "phone": "07700 900194", "people": "1", "tshirt": "xs",
     "organisation": "Hope Church"},
)  # fmt: skip


def _hide_param(param: str) -> Callable[[_Pick], str]:
    return lambda p: f"?{param}=" + p.target["hide"].replace(" ", "+")


_FAMILIES: tuple[_Family, ...] = (
    _Family("dentist_recall", "single", _DENTIST_TARGETS, _dentist_form, _dentist_text),
    _Family("allotment_waitlist", "single", _ALLOTMENT_TARGETS, _allotment_form, _allotment_text),
    _Family("parking_permit", "single", _PERMIT_TARGETS, _permit_form, _permit_text),
    _Family("mot_booking", "two", _MOT_TARGETS, _mot_form, _mot_text, _MOT_LIST, _hide_param("town")),
    _Family("lost_property", "two", _CLAIM_TARGETS, _claim_form, _claim_text, _FOUND_LIST, _hide_param("q")),
    _Family(
        "volunteer_rota", "two", _SIGNUP_TARGETS, _signup_form, _signup_text, _ROTA_LIST, _hide_param("role")
    ),
)


# seed % 4 values whose list page opens filtered (target hidden): one dev and one held-out seed per
# family, spread over the wording styles and over needing / not needing the revealed field
_OPENS_FILTERED: dict[str, tuple[int, ...]] = {
    "mot_booking": (0, 1),
    "lost_property": (1, 2),
    "volunteer_rota": (2, 3),
}


def _pick(family_index: int, seed: int) -> _Pick:
    fam = _FAMILIES[family_index]
    order = random.Random(f"fresh7:{fam.name}").sample(range(len(fam.targets)), len(fam.targets))
    return _Pick(
        family=family_index,
        seed=seed,
        target=fam.targets[order[seed % len(order)]],
        need=(seed + seed // 2 + family_index) % 2 == 0,
        filtered=seed % 4 in _OPENS_FILTERED.get(fam.name, ()),
        style=(seed // 2 + family_index) % 4,
    )


def _want(form: _Form, p: _Pick) -> dict[str, object]:
    t = p.target
    want: dict[str, object] = {"action": form.action}
    if form.ctx_key:
        want[form.ctx_key] = t["row"]
        want[form.ctx_key + "_name"] = dict(form.items)[t["row"]]
    for f in form.fields:
        if f.kind == "check":
            want[f.name] = p.need
            assert f.reveal is not None
            want[f.reveal.name] = _norm(f.reveal.norm, t[f.reveal.name]) if p.need else ""
        else:
            want[f.name] = _norm(f.norm, t[f.name])
    return want


def _task(family_index: int, seed: int) -> Task:
    fam = _FAMILIES[family_index]
    p = _pick(family_index, seed)
    form = fam.form(p)
    pages = {form.path: _form_page(form)}
    start = form.path
    if fam.lst is not None:
        pages[fam.lst.path] = _list_page(fam.lst, form.path)
        start = fam.lst.path + (fam.filter_hide(p) if p.filtered else "")
    return Task(
        name=f"fresh7_{fam.name}_{seed}",
        family=fam.name,
        kind=fam.kind,
        seed=seed,
        instruction=fam.instruction(p),
        start=start,
        pages=pages,
        check=_check(_want(form, p)),
    )


def fresh7_corpus(seeds: Iterable[int] = range(4)) -> list[Task]:
    """Six families x the given seeds; ``Task.split`` is dev for even seeds, held-out for odd."""
    seed_list = list(seeds)
    return [_task(fi, seed) for fi in range(len(_FAMILIES)) for seed in seed_list]
