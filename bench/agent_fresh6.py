"""A sixth blind set of agent tasks: six task families written without reading the agent.

Families (three single-page, three that span a list page and a form page):

- ``library-renew`` (single, ``/loans.html``): renew one loan for a set period. Traps: look-alike titles
  ("The Glass Garden" / "The Glass Garden: Reading Companion", "A Winter in Lisbon" / "... (Large Print)"),
  a renewal period preset to 1 week, the receipt email prefilled with an old address, a "Text me a
  reminder" checkbox that reveals a required mobile number, distractor "Renew all" and "Reset" buttons,
  a loans filter box, errors when nothing is ticked / the email or mobile is missing.
- ``gp-repeat`` (single, ``/repeat.html``): a GP repeat-prescription request. Traps: look-alike medicines
  (Amlodipine 5mg / 10mg, Salbutamol / Salmeterol, Sertraline 50mg / 100mg), look-alike pharmacies
  ("Boots, High Street" is preselected, "Boots, Station Road", "Riverside Pharmacy, Station Road"), an old
  phone number prefilled, "Someone else will collect it" revealing a required name, distractor "Save
  draft" and "Cancel" buttons, errors for no medicine / no phone / no collector name.
- ``council-dd`` (single, ``/direct-debit.html``): change a council-tax Direct Debit. Traps: the old sort
  code and account number prefilled, payment days that share digits (1st, 11th, 15th, 21st, 25th, 28th),
  10 vs 12 instalments, a required "I can authorise" box the instruction never mentions, a joint-account
  checkbox revealing a required second holder, a "Cancel my Direct Debit" distractor and "Reset".
- ``gym-class`` (two, ``/classes.html`` -> ``/book.html?id=C..``): book a class from a timetable. Traps:
  the timetable opens filtered to Monday (every target is on another day), same-named classes on
  different days and times (Spin Express x3, Yoga Flow x3, Pilates Core / Pilates Reformer), a search
  box, a member number prefilled with a transposed look-alike (IB-20417 vs IB-20471), a places count,
  a health-condition checkbox revealing a required note, a "Join waiting list" distractor.
- ``market-offer`` (two, ``/listings.html`` -> ``/offer.html?id=M..``): make an offer on a second-hand
  listing. Traps: near-identical listings (Trek FX 2 54cm / 58cm / FX 3, Sony WH-1000XM4 black / silver /
  XM3, Billy bookcase white / oak effect / with doors), a search box and category filter, the offer
  prefilled with the asking price (must be below it), a courier checkbox revealing a required postcode,
  "Buy now" and "Save to watchlist" distractors.
- ``parents-evening`` (two, ``/teachers.html`` -> ``/appointment.html?t=T..``): book a parents'-evening
  slot. Traps: look-alike teachers (Mr R Patel / Mrs S Patel / Ms L Patterson, Mr D / Mrs N Okafor,
  Mr J / Mrs J Hughes), a teacher search box, the child select preset to Amir (wrong for two targets;
  error when the teacher does not teach that child), the first free slot preselected, in person vs video, an
  interpreter checkbox revealing a required language, "Save as draft" and "Cancel" distractors.

Seeds: each family has four targets; seed ``s`` takes target ``_ORDER[family][s % 4]`` (a fixed shuffle
per family) and wording style ``s % 4``: 0 terse imperative, 1 numbered steps, 2 the goal only (the agent
works out the steps), 3 a natural sentence with the values in quotes. The revealed field is needed only
when ``s % 4`` is 2 or 3. Even seeds are dev, odd seeds held-out (``Task.split``).

Result: on a valid submit the final page writes a JSON record built from the page state (normalised:
trimmed text, digits-only phone / sort code / account numbers, upper-case postcodes and member numbers,
a lower-case gym health note, money as ``"200.00"``) to ``document.body``'s ``data-result`` attribute; a failed validation removes it,
and distractor buttons either leave it unset or write a record with a different ``action``. The task's
check parses the attribute and compares it, keys sorted, with the wanted record, so a wrong row, a wrong
option or count, a leftover prefilled value, a missing revealed field or an unrequested extra all fail.

Verified with a throwaway Playwright script (Chromium, pages served as ``bench_agent.serve`` does) over
all 24 tasks: doing the task right by hand passes 24/24 (44/44 counting 20 alternative correct routes:
the list search / filter box, an offer typed as "£120"); doing nothing and submitting the untouched form
(two-page tasks: on the right row's form page) fail 48/48; 208 sloppy runs, 7-10 per task (look-alike
row or option, both look-alikes ticked, prefilled value left or appended to, wrong option or count, the
revealed field skipped, left empty or ticked unasked, distractor and Reset / Cancel buttons) all fail,
136 of them with a wrong record and 72 with none; no pageerror events in any of the 300 runs.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

from bench_agent import Task

FAMILIES = ("library-renew", "gp-repeat", "council-dd", "gym-class", "market-offer", "parents-evening")

# seed s -> target _ORDER[family][s % 4]
_ORDER: dict[str, tuple[int, int, int, int]] = {
    "library-renew": (2, 0, 3, 1),
    "gp-repeat": (1, 3, 0, 2),
    "council-dd": (3, 1, 2, 0),
    "gym-class": (0, 2, 1, 3),
    "market-offer": (2, 3, 1, 0),
    "parents-evening": (1, 0, 3, 2),
}


def target_index(family: str, seed: int) -> int:
    """Which of the family's four targets seed ``seed`` asks for."""
    return _ORDER[family][seed % 4]


def needs_reveal(seed: int) -> bool:
    """Whether the seed's task needs the checkbox-revealed field (wording styles 2 and 3)."""
    return seed % 4 >= 2


# ---- shared page pieces ------------------------------------------------------------------------------

_CSS = """
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1d2428;background:#f3f5f6}
header{background:var(--accent);color:#fff;padding:10px 24px;display:flex;gap:28px;align-items:center}
header nav a{color:#fff;opacity:.85;margin-right:16px;text-decoration:none}
header .who{margin-left:auto;font-size:13px;opacity:.9}
main{max-width:900px;margin:20px auto;background:#fff;padding:18px 28px 26px;border-radius:6px;
  box-shadow:0 1px 3px #0002}
h1{font-size:24px;margin:6px 0 8px}
label,.lbl{display:block;margin:12px 0 4px;font-weight:600}
label.inline{display:inline;font-weight:normal;margin:0}
.opt{margin:4px 0}
input[type=text],input[type=email],input[type=tel],input[type=search],select,textarea{padding:6px 8px;
  border:1px solid #8a9aa2;border-radius:4px;min-width:260px;font:inherit}
textarea{min-height:56px}
table{border-collapse:collapse;width:100%;margin:8px 0}
td,th{border-bottom:1px solid #dde3e6;padding:7px 8px;text-align:left;vertical-align:top}
th{background:#eef2f4;font-size:13px}
fieldset{border:1px solid #cfd8dc;border-radius:4px;margin:14px 0;padding:6px 14px 12px}
legend{font-weight:700;padding:0 4px}
.hint{color:#5b6a71;font-size:13px;font-weight:normal}
.errors{border:2px solid #b3261e;color:#8c1d18;padding:8px 14px;margin:10px 0;background:#fff5f4}
.ok{border:2px solid #2e7d32;color:#1b5e20;padding:8px 14px;margin:10px 0;background:#f3fbf3}
.note{border:1px dashed #78909c;color:#37474f;padding:8px 14px;margin:10px 0}
.actions{margin-top:20px;display:flex;gap:10px;flex-wrap:wrap;align-items:center}
button{padding:8px 14px;border-radius:4px;border:1px solid var(--accent);background:#fff;color:var(--accent);
  cursor:pointer;font:inherit}
button.primary{background:var(--accent);color:#fff}
button.danger{border-color:#b3261e;color:#b3261e}
.summary{background:#f6f8f9;border-left:4px solid var(--accent);padding:8px 14px;margin:10px 0}
.toolbar{display:flex;gap:12px;align-items:end;flex-wrap:wrap;margin:10px 0}
.toolbar label{margin:0 0 4px}
.muted{color:#78909c}
[hidden]{display:none !important}
"""

_JS_PRELUDE = """
const $ = (s) => document.querySelector(s);
const $$ = (s) => Array.from(document.querySelectorAll(s));
const norm = (s) => String(s == null ? '' : s).replace(/\\s+/g, ' ').trim();
const digits = (s) => String(s == null ? '' : s).replace(/\\D/g, '');
function clearResult() { document.body.removeAttribute('data-result'); }
function hideMessages() { for (const id of ['errors', 'done', 'note']) { const e = document.getElementById(id); if (e) e.hidden = true; } }
function fail(msgs) {
  clearResult(); hideMessages();
  const box = $('#errors'); box.textContent = '';
  const head = document.createElement('strong'); head.textContent = 'There is a problem'; box.appendChild(head);
  const ul = document.createElement('ul');
  for (const m of msgs) { const li = document.createElement('li'); li.textContent = m; ul.appendChild(li); }
  box.appendChild(ul); box.hidden = false;
}
function succeed(rec, msg) {
  document.body.setAttribute('data-result', JSON.stringify(rec)); hideMessages();
  const d = $('#done'); d.textContent = msg; d.hidden = false;
}
function note(msg) { hideMessages(); const d = $('#note'); d.textContent = msg; d.hidden = false; }
function reveal(boxSel, wrapSel) {
  const b = $(boxSel), w = $(wrapSel);
  const sync = () => { w.hidden = !b.checked; };
  b.addEventListener('change', sync);
  if (b.form) b.form.addEventListener('reset', () => setTimeout(sync, 0));
  sync();
}
"""

_MESSAGES = (
    '<div id="errors" class="errors" role="alert" hidden></div>'
    '<div id="done" class="ok" role="status" hidden></div>'
    '<div id="note" class="note" role="status" hidden></div>'
)


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def _page(title: str, accent: str, brand: str, nav: Iterable[str], who: str, body: str, script: str) -> str:
    links = "".join(f'<a href="#">{_e(n)}</a>' for n in nav)
    return (
        f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{_e(title)}</title>'
        f"<style>:root{{--accent:{accent}}}{_CSS}</style></head><body>"
        f'<header><strong>{_e(brand)}</strong><nav>{links}</nav><span class="who">{_e(who)}</span></header>'
        f"<main>{body}</main><script>{_JS_PRELUDE}{script}</script></body></html>"
    )


def _js_data(value: Any) -> str:
    return json.dumps(value).replace("</", "<\\/")


def _check(want: dict[str, Any]) -> str:
    """A JS expression: true when the page's ``data-result`` record equals ``want`` (keys sorted)."""
    return (
        "(() => { const want = " + json.dumps(want) + "; let got;"
        " try { got = JSON.parse(document.body.getAttribute('data-result') || 'null'); }"
        " catch (e) { return false; }"
        " const canon = (v) => JSON.stringify(v, (k, x) => x && typeof x === 'object' && !Array.isArray(x)"
        " ? Object.fromEntries(Object.keys(x).sort().map((key) => [key, x[key]])) : x);"
        " return got !== null && typeof got === 'object' && canon(got) === canon(want); })()"
    )


def _q(text: str) -> str:
    return f'"{text}"'


def _a(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


# ---- library-renew (single) -------------------------------------------------------------------------------


class LibraryTarget(NamedTuple):
    title: str
    period: str
    email: str
    mobile: str


LIBRARY_LOANS: tuple[tuple[str, str, str, str, int], ...] = (
    # id, title, author, due, renewals left
    ("L1", "The Glass Garden", "Mara Quinn", "14 Mar", 2),
    ("L2", "The Glass Garden: Reading Companion", "Mara Quinn", "14 Mar", 2),
    ("L3", "Glass Gardens of Kyoto", "Hiro Tanabe", "18 Mar", 1),
    ("L4", "A Winter in Lisbon", "Ines Duarte", "16 Mar", 3),
    ("L5", "A Winter in Lisbon (Large Print)", "Ines Duarte", "16 Mar", 2),
    ("L6", "Birds of the Northern Coast", "Owen Hale", "20 Mar", 1),
    ("L7", "Birds of the Northern Coast: Field Notes", "Owen Hale", "20 Mar", 2),
    ("L8", "The Clockmaker's Daughter", "Alys Finch", "22 Mar", 2),
    ("L9", "The Clockmaker's Apprentice", "Alys Finch", "22 Mar", 1),
    ("L10", "Clockwork Rivers", "Tom Brace", "12 Mar", 0),
)
LIBRARY_PERIODS = ("1 week", "2 weeks", "3 weeks")
LIBRARY_OLD_EMAIL = "jo.hart@oldmail.example"
LIBRARY_TARGETS = (
    LibraryTarget("The Glass Garden", "3 weeks", "jo.hart@postbox.example", "07700 900314"),
    LibraryTarget("A Winter in Lisbon (Large Print)", "2 weeks", "jo.hart@fastmail.example", "07700 900527"),
    LibraryTarget("Birds of the Northern Coast", "3 weeks", "hart.jo@inbox.example", "07700 900681"),
    LibraryTarget("The Clockmaker's Apprentice", "2 weeks", "jo.hart@newmail.example", "07700 900942"),
)

_LIBRARY_JS = """
reveal('#sms', '#sms-wrap');
const loans = __LOANS__;
$('#q').addEventListener('input', () => {
  const q = norm($('#q').value).toLowerCase();
  for (const tr of $$('#loans tbody tr')) tr.hidden = q !== '' && !tr.textContent.toLowerCase().includes(q);
});
const titleOf = (id) => loans.find((l) => l[0] === id)[1];
$('#f').addEventListener('submit', (ev) => {
  ev.preventDefault();
  const f = ev.target, errs = [];
  const picked = $$('input[name=loan]:checked').map((b) => titleOf(b.value));
  const email = norm(f.email.value).toLowerCase();
  const sms = f.sms.checked, mobile = sms ? digits(f.mobile.value) : '';
  if (picked.length === 0) errs.push('Tick at least one loan to renew.');
  if (!/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(email)) errs.push('Enter a valid email address for the receipt.');
  if (sms && mobile.length < 10) errs.push('Enter the mobile number for text reminders.');
  if (errs.length) return fail(errs);
  succeed({action: 'renew', loans: picked, period: f.period.value, email: email, sms: sms, mobile: mobile},
    'Renewed ' + picked.join(', ') + ' for ' + f.period.value + '. A receipt is on its way to ' + email + '.');
});
$('#all').addEventListener('click', () => {
  const f = $('#f');
  const all = loans.filter((l) => l[4] > 0).map((l) => l[1]);
  succeed({action: 'renew-all', loans: all, period: f.period.value, email: norm(f.email.value).toLowerCase(),
    sms: f.sms.checked, mobile: f.sms.checked ? digits(f.mobile.value) : ''},
    'All ' + all.length + ' renewable loans have been renewed for ' + f.period.value + '.');
});
"""


def _library_pages() -> dict[str, str]:
    rows = []
    for lid, title, author, due, left in LIBRARY_LOANS:
        box = (
            f'<input type="checkbox" name="loan" value="{lid}" id="loan-{lid}">'
            if left
            else f'<input type="checkbox" id="loan-{lid}" disabled title="Reserved by another reader">'
        )
        extra = "" if left else ' <span class="hint">Reserved by another reader, cannot renew</span>'
        rows.append(
            f'<tr><td>{box}</td><td><label class="inline" for="loan-{lid}">{_e(title)}</label>{extra}</td>'
            f"<td>{_e(author)}</td><td>{due}</td><td>{left}</td></tr>"
        )
    periods = "".join(f'<option value="{p}">{p}</option>' for p in LIBRARY_PERIODS)
    body = f"""<h1>My loans</h1>
<p class="muted">Card 2100 4471 0093 &middot; {len(LIBRARY_LOANS)} items on loan &middot; Items can be renewed up to
three times unless another reader has reserved them.</p>
{_MESSAGES}
<form id="f" novalidate>
<div class="toolbar"><div><label for="q">Filter your loans</label>
<input id="q" type="search" placeholder="Title or author"></div></div>
<table id="loans"><thead><tr><th>Renew</th><th>Title</th><th>Author</th><th>Due back</th><th>Renewals left</th>
</tr></thead><tbody>{"".join(rows)}</tbody></table>
<label for="period">Renew for</label><select id="period" name="period">{periods}</select>
<label for="email">Send the renewal receipt to</label>
<input id="email" name="email" type="email" value="{LIBRARY_OLD_EMAIL}">
<div class="opt" style="margin-top:12px"><input type="checkbox" id="sms" name="sms">
<label class="inline" for="sms">Text me a reminder two days before the new due date</label></div>
<div id="sms-wrap"><label for="mobile">Mobile number <span class="hint">(required for text reminders)</span>
</label><input id="mobile" name="mobile" type="tel"></div>
<div class="actions"><button type="submit" class="primary">Renew selected</button>
<button type="button" id="all">Renew all</button><button type="reset">Reset</button></div>
</form>"""
    script = _LIBRARY_JS.replace("__LOANS__", _js_data([list(loan) for loan in LIBRARY_LOANS]))
    page = _page(
        "My loans - Northbridge Libraries",
        "#4a3b78",
        "Northbridge Libraries",
        ("Catalogue", "My account", "Events", "Opening hours", "Help"),
        "Signed in as Jo Hart",
        body,
        script,
    )
    return {"/loans.html": page}


def _library_instruction(t: LibraryTarget, style: int, reveal: bool) -> str:
    weeks = t.period.split()[0]
    if style == 0:
        extra = f" Turn on the text reminder, mobile {t.mobile}." if reveal else ""
        return f"Renew {t.title} for {t.period}. Receipt to {t.email}.{extra}"
    if style == 1:
        steps = [
            f"In My loans, tick only {t.title}.",
            f"Set the renewal period to {t.period}.",
            f"Replace the receipt email with {t.email}.",
        ]
        if reveal:
            steps.append(f"Ask for a text reminder and give the mobile number {t.mobile}.")
        steps.append("Renew it.")
        return " ".join(f"{i}. {s}" for i, s in enumerate(steps, 1))
    if style == 2:
        extra = f", and I'd like a text reminder on {t.mobile} before it's due" if reveal else ""
        more = "week" if weeks == "1" else "weeks"
        return (
            f"I need to keep {t.title} for another {weeks} {more}. The renewal receipt should go to my new "
            f"address, {t.email}{extra}."
        )
    extra = f", and switch on the text reminder for mobile {_q(t.mobile)}" if reveal else ""
    return (
        f"Please renew {_q(t.title)} for {_q(t.period)}, send the receipt to {_q(t.email)} instead of the old "
        f"address{extra}."
    )


def _library(seed: int) -> Task:
    t = LIBRARY_TARGETS[target_index("library-renew", seed)]
    reveal = needs_reveal(seed)
    want = {
        "action": "renew",
        "loans": [t.title],
        "period": t.period,
        "email": t.email,
        "sms": reveal,
        "mobile": t.mobile.replace(" ", "") if reveal else "",
    }
    return Task(
        name=f"library-renew-{seed}",
        family="library-renew",
        kind="single",
        seed=seed,
        instruction=_library_instruction(t, seed % 4, reveal),
        start="/loans.html",
        pages=_library_pages(),
        check=_check(want),
    )


# ---- gp-repeat (single) -----------------------------------------------------------------------------------


class GpTarget(NamedTuple):
    medicine: str
    pharmacy: str
    phone: str
    collector: str


GP_MEDICINES: tuple[tuple[str, str], ...] = (
    ("Amlodipine 5mg tablets", "One daily - last issued 12 Feb"),
    ("Amlodipine 10mg tablets", "One daily - last issued 12 Feb"),
    ("Amitriptyline 10mg tablets", "One at night - last issued 3 Feb"),
    ("Salbutamol 100 micrograms inhaler", "Two puffs when needed - last issued 20 Jan"),
    ("Salmeterol 25 micrograms inhaler", "Two puffs twice daily - last issued 20 Jan"),
    ("Sertraline 50mg tablets", "One daily - last issued 5 Feb"),
    ("Sertraline 100mg tablets", "One daily - last issued 5 Dec"),
    ("Omeprazole 20mg capsules", "One daily - last issued 28 Jan"),
    ("Omeprazole 40mg capsules", "One daily - last issued 28 Jan"),
)
GP_PHARMACIES = (
    "Boots, High Street",
    "Boots, Station Road",
    "Well Pharmacy, High Street",
    "Riverside Pharmacy, Mill Lane",
    "Riverside Pharmacy, Station Road",
)
GP_OLD_PHONE = "01632 960001"
GP_TARGETS = (
    GpTarget("Amlodipine 10mg tablets", "Boots, Station Road", "07700 900412", "Priya Morgan"),
    GpTarget("Sertraline 50mg tablets", "Riverside Pharmacy, Mill Lane", "07700 900733", "Tom Morgan"),
    GpTarget(
        "Salbutamol 100 micrograms inhaler", "Well Pharmacy, High Street", "07700 900158", "Dana Morgan"
    ),
    GpTarget("Omeprazole 40mg capsules", "Riverside Pharmacy, Station Road", "07700 900926", "Lee Morgan"),
)

_GP_JS = """
reveal('#other', '#other-wrap');
$('#f').addEventListener('submit', (ev) => {
  ev.preventDefault();
  const f = ev.target, errs = [];
  const meds = $$('input[name=med]:checked').map((b) => b.value);
  const phone = digits(f.phone.value), other = f.other.checked, who = other ? norm(f.collector.value) : '';
  if (meds.length === 0) errs.push('Choose at least one medicine.');
  if (!f.pharmacy.value) errs.push('Choose a pharmacy.');
  if (phone.length < 10) errs.push('Enter a phone number we can reach you on.');
  if (other && !who) errs.push('Enter the full name of the person collecting.');
  if (errs.length) return fail(errs);
  succeed({medicines: meds, pharmacy: f.pharmacy.value, phone: phone, someone_else: other, collector: who},
    'Request sent. ' + meds.join(', ') + ' will be ready to collect from ' + f.pharmacy.value +
    ' in 2 working days.');
});
$('#draft').addEventListener('click', () => note('Draft saved. Your request has not been sent to the practice.'));
$('#cancel').addEventListener('click', () => { $('#f').reset(); note('Request cancelled. Nothing was sent.'); });
"""


def _gp_pages() -> dict[str, str]:
    meds = "".join(
        f'<div class="opt"><input type="checkbox" name="med" id="med-{i}" value="{_e(name)}">'
        f'<label class="inline" for="med-{i}">{_e(name)}</label> <span class="hint">{_e(hint)}</span></div>'
        for i, (name, hint) in enumerate(GP_MEDICINES, 1)
    )
    options = "".join(
        f'<option value="{_e(p)}"{" selected" if i == 0 else ""}>{_e(p)}'
        f"{' (your nominated pharmacy)' if i == 0 else ''}</option>"
        for i, p in enumerate(GP_PHARMACIES)
    )
    body = f"""<h1>Request a repeat prescription</h1>
<p class="muted">Patient: Alex Morgan &middot; NHS number 943 476 5919 &middot; Requests take 2 working days.</p>
{_MESSAGES}
<form id="f" novalidate>
<fieldset><legend>Which medicines do you need?</legend>{meds}</fieldset>
<label for="pharmacy">Collect from</label><select id="pharmacy" name="pharmacy">{options}</select>
<label for="phone">Phone number we can reach you on <span class="hint">(we call if there is a problem)</span>
</label><input id="phone" name="phone" type="tel" value="{GP_OLD_PHONE}">
<div class="opt" style="margin-top:12px"><input type="checkbox" id="other" name="other">
<label class="inline" for="other">Someone else will collect it</label></div>
<div id="other-wrap"><label for="collector">Full name of the person collecting</label>
<input id="collector" name="collector" type="text"></div>
<div class="actions"><button type="submit" class="primary">Send request</button>
<button type="button" id="draft">Save draft</button><button type="button" id="cancel">Cancel</button></div>
</form>"""
    page = _page(
        "Repeat prescription - Riverside Medical Practice",
        "#005a8d",
        "Riverside Medical Practice",
        ("Appointments", "Prescriptions", "Test results", "Messages"),
        "Alex Morgan",
        body,
        _GP_JS,
    )
    return {"/repeat.html": page}


def _gp_instruction(t: GpTarget, style: int, reveal: bool) -> str:
    if style == 0:
        extra = f" Someone else collects: {t.collector}." if reveal else ""
        return f"Order a repeat of {t.medicine}, collect from {t.pharmacy}, phone {t.phone}.{extra}"
    if style == 1:
        steps = [
            f"Tick {t.medicine} and nothing else.",
            f"Choose {t.pharmacy} as the pharmacy.",
            f"Replace the phone number with {t.phone}.",
        ]
        if reveal:
            steps.append(f"Say that someone else will collect it: {t.collector}.")
        steps.append("Send the request.")
        return " ".join(f"{i}. {s}" for i, s in enumerate(steps, 1))
    if style == 2:
        extra = f" {t.collector} will pick it up for me." if reveal else ""
        return (
            f"I'm running out of my {t.medicine} and want a repeat I can pick up at {t.pharmacy}. "
            f"My number is now {t.phone}.{extra}"
        )
    extra = f", and note that {_q(t.collector)} will collect it for me" if reveal else ""
    return (
        f"Could you request a repeat prescription for {_q(t.medicine)} to collect at {_q(t.pharmacy)}, with "
        f"{_q(t.phone)} as my contact number{extra}?"
    )


def _gp(seed: int) -> Task:
    t = GP_TARGETS[target_index("gp-repeat", seed)]
    reveal = needs_reveal(seed)
    want = {
        "medicines": [t.medicine],
        "pharmacy": t.pharmacy,
        "phone": t.phone.replace(" ", ""),
        "someone_else": reveal,
        "collector": t.collector if reveal else "",
    }
    return Task(
        name=f"gp-repeat-{seed}",
        family="gp-repeat",
        kind="single",
        seed=seed,
        instruction=_gp_instruction(t, seed % 4, reveal),
        start="/repeat.html",
        pages=_gp_pages(),
        check=_check(want),
    )


# ---- council-dd (single) ----------------------------------------------------------------------------------


class CouncilTarget(NamedTuple):
    sort_code: str
    account: str
    day: str
    instalments: int
    second: str


COUNCIL_DAYS = ("1st", "11th", "15th", "21st", "25th", "28th")
COUNCIL_HOLDER = "R Clarke"
COUNCIL_OLD_SORT = "20-45-77"
COUNCIL_OLD_ACCOUNT = "41902268"
COUNCIL_TARGETS = (
    CouncilTarget("30-96-26", "17254830", "15th", 12, "Helen Clarke"),
    CouncilTarget("40-11-62", "73004519", "25th", 10, "Sam Clarke"),
    CouncilTarget("60-83-71", "55120984", "21st", 12, "Helen Clarke"),
    CouncilTarget("09-01-28", "31877462", "11th", 12, "Morgan Clarke"),
)

_COUNCIL_JS = """
reveal('#joint', '#joint-wrap');
$('#f').addEventListener('submit', (ev) => {
  ev.preventDefault();
  const f = ev.target, errs = [];
  const holder = norm(f.holder.value), sort = digits(f.sort.value), acct = digits(f.account.value);
  const inst = f.querySelector('input[name=inst]:checked');
  const joint = f.joint.checked, second = joint ? norm(f.second.value) : '';
  if (!holder) errs.push('Enter the name on the bank account.');
  if (sort.length !== 6) errs.push('Enter a 6-digit sort code.');
  if (acct.length !== 8) errs.push('Enter an 8-digit account number.');
  if (!inst) errs.push('Choose how many instalments to pay in.');
  if (joint && !second) errs.push('Enter the name of the second account holder.');
  if (!f.authorise.checked) errs.push('Confirm that you can authorise Direct Debits from this account.');
  if (errs.length) return fail(errs);
  succeed({action: 'update', holder: holder, sort_code: sort, account_number: acct, payment_day: f.day.value,
    instalments: Number(inst.value), joint: joint, second_holder: second},
    'Your Direct Debit has been updated. Payments of ' + inst.value + ' monthly instalments will be taken on the ' +
    f.day.value + ' from account ending ' + acct.slice(-4) + '.');
});
$('#stop').addEventListener('click', () => succeed({action: 'cancel'},
  'Your Direct Debit will be cancelled. You will need to pay your Council Tax another way.'));
"""


def _council_pages() -> dict[str, str]:
    days = "".join(f'<option value="{d}">{d} of the month</option>' for d in COUNCIL_DAYS)
    body = f"""<h1>Change your Council Tax Direct Debit</h1>
<p class="muted">Account reference 6001 2345 &middot; 14 Orchard Way, Eastmoor &middot; Band C</p>
<div class="summary">Your current Direct Debit: 10 monthly instalments on the 1st of the month from account
ending 2268.</div>
{_MESSAGES}
<form id="f" novalidate>
<fieldset><legend>Bank details</legend>
<label for="holder">Name on the account</label><input id="holder" name="holder" type="text"
 value="{COUNCIL_HOLDER}">
<label for="sort">Sort code</label><input id="sort" name="sort" type="text" value="{COUNCIL_OLD_SORT}">
<label for="account">Account number</label><input id="account" name="account" type="text"
 value="{COUNCIL_OLD_ACCOUNT}">
<div class="opt" style="margin-top:12px"><input type="checkbox" id="joint" name="joint">
<label class="inline" for="joint">This account needs two signatures to set up a Direct Debit</label></div>
<div id="joint-wrap"><label for="second">Name of the second account holder</label>
<input id="second" name="second" type="text"></div>
</fieldset>
<fieldset><legend>Payments</legend>
<label for="day">Payment date</label><select id="day" name="day">{days}</select>
<div class="lbl">Instalments</div>
<div class="opt"><input type="radio" name="inst" id="inst-10" value="10" checked>
<label class="inline" for="inst-10">10 monthly instalments (April to January)</label></div>
<div class="opt"><input type="radio" name="inst" id="inst-12" value="12">
<label class="inline" for="inst-12">12 monthly instalments (April to March)</label></div>
</fieldset>
<div class="opt"><input type="checkbox" id="authorise" name="authorise">
<label class="inline" for="authorise">I am an account holder and can authorise Direct Debits from this
account</label></div>
<div class="actions"><button type="submit" class="primary">Update Direct Debit</button>
<button type="button" id="stop" class="danger">Cancel my Direct Debit</button>
<button type="reset">Reset</button></div>
</form>"""
    page = _page(
        "Change your Direct Debit - Eastmoor District Council",
        "#00703c",
        "Eastmoor District Council",
        ("Bins and recycling", "Council Tax", "Parking", "Planning", "Contact us"),
        "Signed in: R Clarke",
        body,
        _COUNCIL_JS,
    )
    return {"/direct-debit.html": page}


def _council_instruction(t: CouncilTarget, style: int, reveal: bool) -> str:
    inst = f"{t.instalments} monthly instalments"
    if style == 0:
        extra = f" Joint account, second holder {t.second}." if reveal else ""
        return (
            f"Update my council tax direct debit: sort code {t.sort_code}, account {t.account}, "
            f"pay on the {t.day}, {inst}.{extra}"
        )
    if style == 1:
        steps = [
            f"Change the sort code to {t.sort_code}.",
            f"Change the account number to {t.account}.",
            f"Set the payment date to the {t.day} of the month.",
            f"Choose {inst}.",
        ]
        if reveal:
            steps.append(f"Mark it as a two-signature account with {t.second} as the second holder.")
        steps.append("Update the Direct Debit.")
        return " ".join(f"{i}. {s}" for i, s in enumerate(steps, 1))
    if style == 2:
        extra = (
            f" It's a joint account that needs both signatures; the other holder is {t.second}."
            if reveal
            else ""
        )
        return (
            f"I've moved banks: my council tax should now come out of sort code {t.sort_code}, account "
            f"{t.account}, on the {t.day} of each month, spread over {inst}.{extra}"
        )
    extra = (
        f", and add {_q(t.second)} as the second account holder because it needs two signatures"
        if reveal
        else ""
    )
    return (
        f"Please switch my Council Tax Direct Debit to sort code {_q(t.sort_code)} and account number "
        f"{_q(t.account)}, paying on the {_q(t.day)} in {_q(inst)}{extra}."
    )


def _council(seed: int) -> Task:
    t = COUNCIL_TARGETS[target_index("council-dd", seed)]
    reveal = needs_reveal(seed)
    want = {
        "action": "update",
        "holder": COUNCIL_HOLDER,
        "sort_code": t.sort_code.replace("-", ""),
        "account_number": t.account,
        "payment_day": t.day,
        "instalments": t.instalments,
        "joint": reveal,
        "second_holder": t.second if reveal else "",
    }
    return Task(
        name=f"council-dd-{seed}",
        family="council-dd",
        kind="single",
        seed=seed,
        instruction=_council_instruction(t, seed % 4, reveal),
        start="/direct-debit.html",
        pages=_council_pages(),
        check=_check(want),
    )


# ---- gym-class (two) --------------------------------------------------------------------------------------


class GymTarget(NamedTuple):
    class_id: str
    places: int
    member: str
    note: str


GYM_CLASSES: tuple[tuple[str, str, str, str, str, str, int], ...] = (
    # id, class, day, time, studio, instructor, spaces left
    ("C01", "Spin Express", "Monday", "07:00", "Studio 2", "Kim", 6),
    ("C02", "Yoga Flow", "Monday", "19:00", "Studio 1", "Ana", 4),
    ("C03", "Yin Yoga", "Monday", "19:00", "Studio 3", "Ana", 8),
    ("C04", "Spin Express", "Tuesday", "07:00", "Studio 2", "Kim", 3),
    ("C05", "Spin Endurance", "Tuesday", "18:30", "Studio 2", "Raj", 10),
    ("C06", "Pilates Core", "Wednesday", "12:15", "Studio 1", "Beth", 5),
    ("C07", "Pilates Reformer", "Wednesday", "12:15", "Studio 4", "Beth", 2),
    ("C08", "Yoga Flow", "Wednesday", "18:00", "Studio 1", "Ana", 7),
    ("C09", "Spin Express", "Thursday", "07:00", "Studio 2", "Kim", 0),
    ("C10", "Boxfit", "Thursday", "18:00", "Sports hall", "Dev", 12),
    ("C11", "Boxfit Junior", "Saturday", "10:00", "Sports hall", "Dev", 9),
    ("C12", "Yoga Flow", "Saturday", "09:00", "Studio 1", "Sam", 6),
)
GYM_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
GYM_OLD_MEMBER = "IB-20417"
GYM_TARGETS = (
    GymTarget("C04", 2, "IB-20471", "Recovering from a sprained left wrist"),
    GymTarget("C08", 3, "IB-31950", "Lower back pain"),
    GymTarget("C07", 2, "IB-20714", "Asthma, I carry an inhaler"),
    GymTarget("C12", 4, "IB-58302", "Recent knee surgery"),
)

_GYM_LIST_JS = """
function applyFilter() {
  const day = $('#day').value, q = norm($('#q').value).toLowerCase();
  let shown = 0;
  for (const tr of $$('#timetable tbody tr')) {
    const ok = (day === 'all' || tr.dataset.day === day) && (q === '' || tr.textContent.toLowerCase().includes(q));
    tr.hidden = !ok; if (ok) shown++;
  }
  $('#count').textContent = shown + (shown === 1 ? ' class' : ' classes') + ' shown';
}
$('#day').addEventListener('change', applyFilter);
$('#q').addEventListener('input', applyFilter);
$('#filters').addEventListener('submit', (ev) => { ev.preventDefault(); applyFilter(); });
applyFilter();
"""

_GYM_BOOK_JS = """
const classes = __CLASSES__;
const id = new URLSearchParams(location.search).get('id');
const c = classes.find((x) => x[0] === id);
if (!c) {
  $('#summary').textContent = "We couldn't find that class. Go back to the timetable and choose one.";
  $('#f').hidden = true;
} else {
  $('#summary').textContent = c[1] + ' \\u00b7 ' + c[2] + ' ' + c[3] + ' \\u00b7 ' + c[4] + ' \\u00b7 with ' + c[5] +
    ' \\u00b7 ' + (c[6] > 0 ? c[6] + ' spaces left' : 'Full');
  document.title = 'Book ' + c[1] + ' - Ironbridge Leisure';
  if (c[6] === 0) { $('#confirm').hidden = true; $('#full').hidden = false; }
}
reveal('#health', '#health-wrap');
$('#f').addEventListener('submit', (ev) => {
  ev.preventDefault();
  if (!c) return;
  const f = ev.target, errs = [];
  const member = norm(f.member.value).toUpperCase().replace(/\\s/g, '');
  const places = Number(f.places.value), health = f.health.checked, text = health ? norm(f.healthnote.value).toLowerCase() : '';
  if (c[6] === 0) errs.push('This class is full. Join the waiting list instead.');
  if (!/^IB-\\d{5}$/.test(member)) errs.push('Enter your member number, like IB-12345.');
  if (c[6] > 0 && places > c[6]) errs.push('Only ' + c[6] + ' spaces are left in this class.');
  if (health && !text) errs.push('Tell the instructor briefly about your injury or condition.');
  if (errs.length) return fail(errs);
  succeed({action: 'book', class_id: c[0], class: c[1], day: c[2], time: c[3], member: member, places: places,
    health: health, note: text},
    'Booked: ' + c[1] + ' on ' + c[2] + ' at ' + c[3] + ' for ' + places + (places === 1 ? ' place' : ' places') +
    ' (member ' + member + ').');
});
$('#wait').addEventListener('click', () => {
  if (!c) return;
  const f = $('#f');
  succeed({action: 'waitlist', class_id: c[0], member: norm(f.member.value).toUpperCase()},
    "You're on the waiting list for " + c[1] + ' on ' + c[2] + '. We will email you if a space comes up.');
});
"""


def _gym_pages() -> dict[str, str]:
    rows = []
    for cid, name, day, time, studio, who, spaces in GYM_CLASSES:
        label = _e(f"Book {name}, {day} {time}")
        book = (
            f'<a href="/book.html?id={cid}" aria-label="{label}">Book</a>'
            if spaces
            else '<span class="muted">Full</span>'
        )
        rows.append(
            f'<tr data-day="{day}"><td>{_e(name)}</td><td>{day}</td><td>{time}</td><td>{_e(studio)}</td>'
            f"<td>{_e(who)}</td><td>{spaces}</td><td>{book}</td></tr>"
        )
    days = "".join(
        f'<option value="{d}"{" selected" if d == "Monday" else ""}>{d}</option>' for d in GYM_DAYS
    )
    nav = ("Timetable", "Swimming", "Memberships", "My bookings")
    list_body = f"""<h1>Class timetable</h1>
<p class="muted">Week of 10 March &middot; Classes open for booking 7 days ahead.</p>
<form id="filters" class="toolbar"><div><label for="day">Day</label><select id="day">
<option value="all">All days</option>{days}</select></div>
<div><label for="q">Search classes</label><input id="q" type="search" placeholder="e.g. yoga"></div>
<button type="submit">Filter</button><span id="count" class="muted"></span></form>
<table id="timetable"><thead><tr><th>Class</th><th>Day</th><th>Time</th><th>Studio</th><th>Instructor</th>
<th>Spaces</th><th></th></tr></thead><tbody>{"".join(rows)}</tbody></table>"""
    options = "".join(f'<option value="{n}">{n}</option>' for n in range(1, 5))
    book_body = f"""<h1>Book a class</h1>
<div id="summary" class="summary"></div>
{_MESSAGES}
<form id="f" novalidate>
<label for="member">Member number <span class="hint">(we filled in the last number used on this
device)</span></label><input id="member" name="member" type="text" value="{GYM_OLD_MEMBER}">
<label for="places">Number of places <span class="hint">(you and any guests)</span></label>
<select id="places" name="places">{options}</select>
<div class="opt" style="margin-top:12px"><input type="checkbox" id="health" name="health">
<label class="inline" for="health">I have an injury or health condition the instructor should know
about</label></div>
<div id="health-wrap"><label for="health-note">Tell the instructor briefly</label>
<textarea id="health-note" name="healthnote"></textarea></div>
<p id="full" class="note" hidden>This class is full.</p>
<div class="actions"><button type="submit" id="confirm" class="primary">Confirm booking</button>
<button type="button" id="wait">Join waiting list</button><a href="/classes.html">Back to timetable</a></div>
</form>"""
    brand, accent = "Ironbridge Leisure Centre", "#c2410c"
    who = "Member area"
    classes = _js_data([list(c) for c in GYM_CLASSES])
    return {
        "/classes.html": _page(
            "Class timetable - Ironbridge Leisure", accent, brand, nav, who, list_body, _GYM_LIST_JS
        ),
        "/book.html": _page(
            "Book a class - Ironbridge Leisure",
            accent,
            brand,
            nav,
            who,
            book_body,
            _GYM_BOOK_JS.replace("__CLASSES__", classes),
        ),
    }


def _gym_class(cid: str) -> tuple[str, str, str]:
    for c in GYM_CLASSES:
        if c[0] == cid:
            return c[1], c[2], c[3]
    raise KeyError(cid)


def _gym_instruction(t: GymTarget, style: int, reveal: bool) -> str:
    name, day, time = _gym_class(t.class_id)
    if style == 0:
        extra = f" Health note: {t.note}." if reveal else ""
        return f"Book {name} on {day} at {time}, {t.places} places, member number {t.member}.{extra}"
    if style == 1:
        steps = [
            f"Find {name} on {day} at {time} in the class timetable and open its booking page.",
            f"Enter member number {t.member}.",
            f"Book {t.places} places.",
        ]
        if reveal:
            steps.append(f"Tell the instructor about a health condition: {t.note}.")
        steps.append("Confirm the booking.")
        return " ".join(f"{i}. {s}" for i, s in enumerate(steps, 1))
    if style == 2:
        extra = f" The instructor should know about my condition: {t.note}." if reveal else ""
        others = t.places - 1
        friends = "a friend" if others == 1 else f"{others} friends"
        return (
            f"I want to go to {name} on {day} at {time} with {friends} ({t.places} places in total). "
            f"My member number is {t.member}.{extra}"
        )
    extra = f", and let the instructor know about {_q(t.note)}" if reveal else ""
    return (
        f"Please book {_q(str(t.places))} places on {_q(name)} on {_q(day)} at {_q(time)} using member number "
        f"{_q(t.member)}{extra}."
    )


def _gym(seed: int) -> Task:
    t = GYM_TARGETS[target_index("gym-class", seed)]
    reveal = needs_reveal(seed)
    name, day, time = _gym_class(t.class_id)
    want = {
        "action": "book",
        "class_id": t.class_id,
        "class": name,
        "day": day,
        "time": time,
        "member": t.member,
        "places": t.places,
        "health": reveal,
        "note": t.note.lower() if reveal else "",
    }
    return Task(
        name=f"gym-class-{seed}",
        family="gym-class",
        kind="two",
        seed=seed,
        instruction=_gym_instruction(t, seed % 4, reveal),
        start="/classes.html",
        pages=_gym_pages(),
        check=_check(want),
    )


# ---- market-offer (two) -----------------------------------------------------------------------------------


class MarketTarget(NamedTuple):
    listing: str
    offer: str
    postcode: str


MARKET_LISTINGS: tuple[tuple[str, str, str, int, str], ...] = (
    # id, title, category, asking price (GBP), seller and area
    ("M101", "Trek FX 2 hybrid bike, 54cm frame", "Bikes", 220, "Chris, Leeds LS6"),
    ("M102", "Trek FX 2 hybrid bike, 58cm frame", "Bikes", 240, "Chris, Leeds LS6"),
    ("M103", "Trek FX 3 hybrid bike, 54cm frame", "Bikes", 310, "Nadia, York YO10"),
    ("M104", "Oak dining table, seats 6", "Furniture", 150, "Pat, Harrogate HG2"),
    ("M105", "Oak dining table with 4 chairs", "Furniture", 190, "Imran, Leeds LS8"),
    ("M106", "Pine dining table, seats 6", "Furniture", 80, "Jess, Otley LS21"),
    ("M107", "Sony WH-1000XM4 headphones, black", "Electronics", 140, "Ben, York YO1"),
    ("M108", "Sony WH-1000XM3 headphones, black", "Electronics", 95, "Ola, Leeds LS2"),
    ("M109", "Sony WH-1000XM4 headphones, silver", "Electronics", 150, "Ben, York YO1"),
    ("M110", "IKEA Billy bookcase, white", "Furniture", 35, "Kate, Harrogate HG1"),
    ("M111", "IKEA Billy bookcase, oak effect", "Furniture", 40, "Kate, Harrogate HG1"),
    ("M112", "IKEA Billy bookcase with doors, white", "Furniture", 60, "Leon, Ripon HG4"),
)
MARKET_CATEGORIES = ("Bikes", "Furniture", "Electronics")
MARKET_TARGETS = (
    MarketTarget("M102", "200", "LS6 2QT"),
    MarketTarget("M105", "165", "LS8 1NP"),
    MarketTarget("M107", "120", "YO1 7HH"),
    MarketTarget("M111", "30", "HG1 2RQ"),
)

_MARKET_LIST_JS = """
function applyFilter() {
  const cat = $('#cat').value, q = norm($('#q').value).toLowerCase();
  let shown = 0;
  for (const card of $$('.listing')) {
    const words = q.split(' ').filter(Boolean), text = card.textContent.toLowerCase();
    const ok = (cat === 'all' || card.dataset.cat === cat) && words.every((w) => text.includes(w));
    card.hidden = !ok; if (ok) shown++;
  }
  $('#count').textContent = shown + ' results';
}
$('#cat').addEventListener('change', applyFilter);
$('#q').addEventListener('input', applyFilter);
$('#search').addEventListener('submit', (ev) => { ev.preventDefault(); applyFilter(); });
applyFilter();
"""

_MARKET_OFFER_JS = """
const listings = __LISTINGS__;
const id = new URLSearchParams(location.search).get('id');
const l = listings.find((x) => x[0] === id);
if (!l) {
  $('#summary').textContent = 'This listing has ended or does not exist.';
  $('#f').hidden = true;
} else {
  $('#title').textContent = l[1];
  $('#summary').textContent = 'Asking price \\u00a3' + l[3] + ' \\u00b7 ' + l[2] + ' \\u00b7 Seller: ' + l[4];
  $('#offer').value = String(l[3]);
  $('#buy').textContent = 'Buy now for \\u00a3' + l[3];
  document.title = l[1] + ' - SwapShed';
}
reveal('#deliver', '#deliver-wrap');
$('#f').addEventListener('submit', (ev) => {
  ev.preventDefault();
  if (!l) return;
  const f = ev.target, errs = [];
  const raw = norm(f.offer.value).replace(/[\\u00a3,\\s]/g, '');
  const deliver = f.deliver.checked, pc = deliver ? norm(f.postcode.value).toUpperCase() : '';
  if (!/^\\d+(\\.\\d{1,2})?$/.test(raw) || Number(raw) <= 0) errs.push('Enter your offer in pounds, like 120 or 120.50.');
  else if (Number(raw) >= l[3]) errs.push('Your offer must be below the asking price. To pay the full price, use Buy now.');
  if (deliver && !/^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$/.test(pc)) errs.push('Enter a valid delivery postcode.');
  if (errs.length) return fail(errs);
  const amount = Number(raw).toFixed(2);
  succeed({action: 'offer', listing: l[0], title: l[1], offer: amount, delivery: deliver, postcode: pc},
    'Offer of \\u00a3' + amount + ' sent to the seller of ' + l[1] + '. They have 48 hours to reply.');
});
$('#buy').addEventListener('click', () => {
  if (!l) return;
  succeed({action: 'buy', listing: l[0], title: l[1], price: l[3].toFixed(2)},
    'You bought ' + l[1] + ' for \\u00a3' + l[3] + '. Arrange collection with the seller.');
});
$('#watch').addEventListener('click', () => note('Saved to your watchlist.'));
"""


def _market_pages() -> dict[str, str]:
    cards = "".join(
        f'<div class="listing" data-cat="{cat}" style="border-bottom:1px solid #dde3e6;padding:10px 0">'
        f'<a href="/offer.html?id={lid}"><strong>{_e(title)}</strong></a> '
        f'<span style="float:right;font-weight:700">&pound;{price}</span>'
        f'<div class="hint">{cat} &middot; {_e(seller)} &middot; '
        f'<a href="/offer.html?id={lid}">Make an offer</a></div></div>'
        for lid, title, cat, price, seller in MARKET_LISTINGS
    )
    cats = "".join(f'<option value="{c}">{c}</option>' for c in MARKET_CATEGORIES)
    nav = ("Buy", "Sell", "Messages", "Saved")
    list_body = f"""<h1>Second-hand near Leeds</h1>
<form id="search" class="toolbar"><div><label for="q">Search listings</label>
<input id="q" type="search" placeholder="What are you looking for?"></div>
<div><label for="cat">Category</label><select id="cat"><option value="all">All categories</option>{cats}
</select></div><button type="submit">Search</button><span id="count" class="muted"></span></form>
<div id="results">{cards}</div>"""
    offer_body = f"""<h1 id="title">Listing</h1>
<div id="summary" class="summary"></div>
{_MESSAGES}
<form id="f" novalidate>
<label for="offer">Your offer (&pound;)</label><input id="offer" name="offer" type="text" inputmode="decimal">
<label for="message">Message to the seller</label>
<textarea id="message" name="message">Hi, is this still available?</textarea>
<div class="opt" style="margin-top:12px"><input type="checkbox" id="deliver" name="deliver">
<label class="inline" for="deliver">I'd like it delivered by SwapShed courier (+&pound;25)</label></div>
<div id="deliver-wrap"><label for="postcode">Delivery postcode</label>
<input id="postcode" name="postcode" type="text"></div>
<div class="actions"><button type="submit" class="primary">Send offer</button>
<button type="button" id="buy">Buy now</button><button type="button" id="watch">Save to watchlist</button>
<a href="/listings.html">Back to results</a></div>
</form>"""
    brand, accent = "SwapShed", "#7b1fa2"
    who = "Hi, Robin"
    listings = _js_data([list(x) for x in MARKET_LISTINGS])
    return {
        "/listings.html": _page("Listings - SwapShed", accent, brand, nav, who, list_body, _MARKET_LIST_JS),
        "/offer.html": _page(
            "Listing - SwapShed",
            accent,
            brand,
            nav,
            who,
            offer_body,
            _MARKET_OFFER_JS.replace("__LISTINGS__", listings),
        ),
    }


def _market_title(lid: str) -> str:
    for x in MARKET_LISTINGS:
        if x[0] == lid:
            return x[1]
    raise KeyError(lid)


def _market_instruction(t: MarketTarget, style: int, reveal: bool) -> str:
    title = _market_title(t.listing)
    if style == 0:
        extra = f" Courier delivery to {t.postcode}." if reveal else ""
        return f"Offer £{t.offer} for the {title}.{extra}"
    if style == 1:
        steps = [f"Find the listing {title} and open it.", f"Change the offer amount to £{t.offer}."]
        if reveal:
            steps.append(f"Ask for courier delivery to postcode {t.postcode}.")
        steps.append("Send the offer.")
        return " ".join(f"{i}. {s}" for i, s in enumerate(steps, 1))
    if style == 2:
        extra = f" I can't collect it, so have it couriered to {t.postcode}." if reveal else ""
        return f"I'd pay £{t.offer} for the {title}, but not the asking price - let the seller know.{extra}"
    extra = f", with courier delivery to {_q(t.postcode)}" if reveal else ""
    return f"Please make an offer of {_q('£' + t.offer)} on the listing {_q(title)}{extra}."


def _market(seed: int) -> Task:
    t = MARKET_TARGETS[target_index("market-offer", seed)]
    reveal = needs_reveal(seed)
    want = {
        "action": "offer",
        "listing": t.listing,
        "title": _market_title(t.listing),
        "offer": f"{int(t.offer):d}.00",
        "delivery": reveal,
        "postcode": t.postcode if reveal else "",
    }
    return Task(
        name=f"market-offer-{seed}",
        family="market-offer",
        kind="two",
        seed=seed,
        instruction=_market_instruction(t, seed % 4, reveal),
        start="/listings.html",
        pages=_market_pages(),
        check=_check(want),
    )


# ---- parents-evening (two) --------------------------------------------------------------------------------


class ParentsTarget(NamedTuple):
    teacher: str
    child: str
    slot: str
    meeting: str  # "in-person" or "video"
    language: str


PARENTS_TEACHERS: tuple[tuple[str, str, str, tuple[str, ...], tuple[str, ...]], ...] = (
    # id, name, subject, classes taught, slots already taken
    ("T01", "Mr R Patel", "Maths", ("9B", "9C"), ("17:30", "18:40")),
    ("T02", "Mrs S Patel", "Physics", ("9B", "10A"), ("17:00", "18:10")),
    ("T03", "Ms L Patterson", "Maths", ("7C", "8A"), ("17:10", "17:50")),
    ("T04", "Mr D Okafor", "English", ("9B", "11C"), ("17:20",)),
    ("T05", "Mrs N Okafor", "English", ("7C", "8B"), ("17:00", "17:40")),
    ("T06", "Mr J Hughes", "History", ("7C", "9B"), ("18:00",)),
    ("T07", "Mrs J Hughes", "Geography", ("9B", "10C"), ("17:00", "17:10", "18:30")),
    ("T08", "Ms K Evans", "Art", ("7C",), ()),
    ("T09", "Mr A Nowak", "Music", ("7C", "9B"), ("17:50",)),
)
PARENTS_CHILDREN = ("Amir Khan (9B)", "Aisha Khan (7C)")
PARENTS_SLOTS = tuple(f"{17 + m // 60}:{m % 60:02d}" for m in range(0, 120, 10))
PARENTS_TARGETS = (
    ParentsTarget("T03", "Aisha Khan (7C)", "17:40", "video", "Urdu"),
    ParentsTarget("T01", "Amir Khan (9B)", "18:10", "in-person", "Bengali"),
    ParentsTarget("T05", "Aisha Khan (7C)", "17:20", "in-person", "Polish"),
    ParentsTarget("T07", "Amir Khan (9B)", "17:50", "video", "Urdu"),
)

_PARENTS_LIST_JS = """
function applyFilter() {
  const q = norm($('#q').value).toLowerCase();
  for (const tr of $$('#teachers tbody tr')) tr.hidden = q !== '' && !tr.textContent.toLowerCase().includes(q);
}
$('#q').addEventListener('input', applyFilter);
$('#find').addEventListener('submit', (ev) => { ev.preventDefault(); applyFilter(); });
"""

_PARENTS_BOOK_JS = """
const teachers = __TEACHERS__, slots = __SLOTS__;
const tid = new URLSearchParams(location.search).get('t');
const t = teachers.find((x) => x[0] === tid);
if (!t) {
  $('#summary').textContent = "We couldn't find that teacher. Go back to the list and choose one.";
  $('#f').hidden = true;
} else {
  $('#summary').textContent = t[1] + ' \\u00b7 ' + t[2] + ' \\u00b7 teaches ' + t[3].join(', ');
  document.title = 'Book ' + t[1] + ' - Parents\\' evening';
  const box = $('#slots');
  let first = true;
  for (const s of slots) {
    const taken = t[4].includes(s), div = document.createElement('div');
    div.className = 'opt';
    const r = document.createElement('input');
    r.type = 'radio'; r.name = 'slot'; r.value = s; r.id = 'slot-' + s.replace(':', '');
    r.disabled = taken;
    if (!taken && first) { r.checked = true; r.defaultChecked = true; first = false; }
    const lab = document.createElement('label');
    lab.className = 'inline'; lab.htmlFor = r.id; lab.textContent = s + (taken ? ' (taken)' : '');
    div.appendChild(r); div.appendChild(document.createTextNode(' ')); div.appendChild(lab);
    box.appendChild(div);
  }
}
reveal('#interp', '#interp-wrap');
$('#f').addEventListener('submit', (ev) => {
  ev.preventDefault();
  if (!t) return;
  const f = ev.target, errs = [];
  const child = f.child.value, cls = (child.match(/\\(([^)]+)\\)/) || ['', ''])[1];
  const slot = f.querySelector('input[name=slot]:checked'), meet = f.querySelector('input[name=meet]:checked');
  const interp = f.interp.checked, lang = interp ? norm(f.language.value) : '';
  if (!t[3].includes(cls)) errs.push(t[1] + " doesn't teach " + child + '. Choose the right child.');
  if (!slot) errs.push('Choose a time slot.');
  if (!meet) errs.push('Choose in person or video call.');
  if (interp && !lang) errs.push('Tell us which language the interpreter should speak.');
  if (errs.length) return fail(errs);
  succeed({action: 'book', teacher: t[0], teacher_name: t[1], child: child, slot: slot.value, meeting: meet.value,
    interpreter: interp, language: lang},
    'Booked: ' + t[1] + ' (' + t[2] + ') about ' + child + ' at ' + slot.value + ', ' +
    (meet.value === 'video' ? 'by video call' : 'in the main hall') + '.');
});
$('#draft').addEventListener('click', () => note('Draft saved. This slot is not booked yet.'));
"""


def _parents_pages() -> dict[str, str]:
    rows = "".join(
        f"<tr><td>{_e(name)}</td><td>{subject}</td><td>{', '.join(classes)}</td>"
        f'<td><a href="/appointment.html?t={tid}" aria-label="Book a slot with {_e(name)}">Book a slot</a></td></tr>'
        for tid, name, subject, classes, _taken in PARENTS_TEACHERS
    )
    nav = ("Home", "Parents' evening", "Reports", "Payments")
    who = "Parent/carer of Amir Khan (9B) and Aisha Khan (7C)"
    list_body = f"""<h1>Parents' evening &middot; Thursday 20 March, 17:00 to 19:00</h1>
<p class="muted">Appointments are 10 minutes. Book each teacher separately.</p>
<form id="find" class="toolbar"><div><label for="q">Find a teacher or subject</label>
<input id="q" type="search"></div><button type="submit">Find</button></form>
<table id="teachers"><thead><tr><th>Teacher</th><th>Subject</th><th>Teaches</th><th></th></tr></thead>
<tbody>{rows}</tbody></table>"""
    children = "".join(f'<option value="{_e(c)}">{_e(c)}</option>' for c in PARENTS_CHILDREN)
    book_body = f"""<h1>Book a parents' evening appointment</h1>
<div id="summary" class="summary"></div>
{_MESSAGES}
<form id="f" novalidate>
<label for="child">Which child is this about?</label><select id="child" name="child">{children}</select>
<fieldset><legend>Time slot <span class="hint">(we've picked the first free slot)</span></legend>
<div id="slots"></div></fieldset>
<fieldset><legend>How would you like to meet?</legend>
<div class="opt"><input type="radio" name="meet" id="meet-person" value="in-person" checked>
<label class="inline" for="meet-person">In person (main hall)</label></div>
<div class="opt"><input type="radio" name="meet" id="meet-video" value="video">
<label class="inline" for="meet-video">Video call</label></div></fieldset>
<div class="opt"><input type="checkbox" id="interp" name="interp">
<label class="inline" for="interp">I'd like a school interpreter</label></div>
<div id="interp-wrap"><label for="language">Language</label><input id="language" name="language" type="text">
</div>
<div class="actions"><button type="submit" class="primary">Book appointment</button>
<button type="button" id="draft">Save as draft</button><a href="/teachers.html">Cancel</a></div>
</form>"""
    brand, accent = "Hollins Park Academy", "#1e3a8a"
    teachers = _js_data([[t[0], t[1], t[2], list(t[3]), list(t[4])] for t in PARENTS_TEACHERS])
    script = _PARENTS_BOOK_JS.replace("__TEACHERS__", teachers).replace("__SLOTS__", _js_data(PARENTS_SLOTS))
    return {
        "/teachers.html": _page(
            "Parents' evening - Hollins Park Academy", accent, brand, nav, who, list_body, _PARENTS_LIST_JS
        ),
        "/appointment.html": _page(
            "Book an appointment - Hollins Park Academy", accent, brand, nav, who, book_body, script
        ),
    }


def _parents_teacher(tid: str) -> tuple[str, str]:
    for x in PARENTS_TEACHERS:
        if x[0] == tid:
            return x[1], x[2]
    raise KeyError(tid)


def _parents_instruction(t: ParentsTarget, style: int, reveal: bool) -> str:
    name, subject = _parents_teacher(t.teacher)
    child = t.child.split(" (")[0]
    how = "by video call" if t.meeting == "video" else "in person"
    if style == 0:
        extra = f" Interpreter: {t.language}." if reveal else ""
        return f"Book {name} ({subject}) for {t.child} at {t.slot}, {how}.{extra}"
    if style == 1:
        steps = [
            f"Open the booking page for {name}, who teaches {subject}.",
            f"Choose {t.child} as the child.",
            f"Pick the {t.slot} slot.",
            f"Choose to meet {how}.",
        ]
        if reveal:
            steps.append(f"Ask for {_a(t.language)} {t.language} interpreter.")
        steps.append("Book the appointment.")
        return " ".join(f"{i}. {s}" for i, s in enumerate(steps, 1))
    if style == 2:
        extra = f" I'll need {_a(t.language)} {t.language} interpreter." if reveal else ""
        return (
            f"I want to talk to {child}'s {subject} teacher, {name}, at {t.slot} at parents' evening, "
            f"{how}.{extra}"
        )
    meet = "Video call" if t.meeting == "video" else "In person"
    extra = f", and request an interpreter for {_q(t.language)}" if reveal else ""
    return (
        f"Please book a parents' evening slot with {_q(name)} ({subject}) about {_q(t.child)} at {_q(t.slot)}, "
        f"meeting {_q(meet)}{extra}."
    )


def _parents(seed: int) -> Task:
    t = PARENTS_TARGETS[target_index("parents-evening", seed)]
    reveal = needs_reveal(seed)
    name, _subject = _parents_teacher(t.teacher)
    want = {
        "action": "book",
        "teacher": t.teacher,
        "teacher_name": name,
        "child": t.child,
        "slot": t.slot,
        "meeting": t.meeting,
        "interpreter": reveal,
        "language": t.language if reveal else "",
    }
    return Task(
        name=f"parents-evening-{seed}",
        family="parents-evening",
        kind="two",
        seed=seed,
        instruction=_parents_instruction(t, seed % 4, reveal),
        start="/teachers.html",
        pages=_parents_pages(),
        check=_check(want),
    )


# ---- the corpus -------------------------------------------------------------------------------------------

_BUILDERS: dict[str, Callable[[int], Task]] = {
    "library-renew": _library,
    "gp-repeat": _gp,
    "council-dd": _council,
    "gym-class": _gym,
    "market-offer": _market,
    "parents-evening": _parents,
}


def fresh6_corpus(seeds: Iterable[int] = range(4)) -> list[Task]:
    """The six families x ``seeds``: family by family, seeds in the order given."""
    chosen = list(seeds)
    return [_BUILDERS[family](seed) for family in FAMILIES for seed in chosen]
