"""A fifth blind set of agent tasks: six task families written without reading the agent.

Every page is self-contained (inline CSS and JS, no external resources, nav links that go nowhere) and is served
at ``http://bench.local`` by path; the query string is ignored when choosing the page but stays visible to the
page's JS (the list pages link to ``/form.html?id=...``).

Single-page families (kind ``single``):

- ``bulky_waste`` (``/bulky.html``): a council bulky-waste collection booking. Traps: the postcode is pre-filled
  from the account (always wrong), look-alike items ("Fridge" / "Fridge freezer", "Mattress (single)" /
  "Mattress (double)", "Dining chair (single)" / "Dining chairs (set of 4)"), an item search box, slots that
  differ only in morning/afternoon or the day, a checkbox "The items will not be at the front of the property"
  that reveals a required location select (needed by seeds 2 and 3), "Save draft" and "Reset" buttons.
- ``meter_reading`` (``/meter.html``): a utility meter-reading submission. Traps: four meters whose names share
  words ("Gas" / "Gas – workshop sub-meter", "Electricity – Day rate" / "Night rate") and whose serials differ in
  one or two digits, the reading box pre-filled with the last day-rate reading, a required "when" radio, and a
  reading lower than the last one (seeds 2 and 3) is refused unless "My reading is lower than the last one" is
  ticked and a reason chosen from options that share words ("Last reading was an estimate" / "... a mistake").
  "Save and finish later" and a Cancel link are distractors.
- ``recipe_box`` (``/plan.html``): a recipe-box subscription change. Traps: plan cards that differ in one
  number (people or recipes), the current plan preset, delivery days "Friday" / "Friday evening (+£1.99)",
  recipe styles that share words ("Classic" / "Classic family", "Vegetarian" / "Vegetarian quick"), a "Skip a
  delivery" checkbox revealing a required week select (seeds 2 and 3), and "Cancel subscription" / "Discard
  changes" buttons. Saving without any change is a validation error.

Two-page families (kind ``two``):

- ``workshop_signup`` (``/workshops.html`` -> ``/register.html?ws=...``): conference workshop registration.
  Traps: the same workshop on two days, titles that share words ("Testing with Playwright" / "Testing with
  pytest", "Accessible design systems" / "Design systems at scale"), a text filter and a day filter, a full
  workshop with a waitlist button; on the form a wrong pre-filled booking-contact email, pass types that share
  words ("Workshop-only pass" / "Student workshop-only pass"), an accessibility checkbox revealing a required
  note (seeds 2 and 3), and "Save for later".
- ``lost_property`` (``/search.html`` -> ``/claim.html?ref=...``): a railway lost-property claim. Traps:
  look-alike found items (folding vs long-handled black umbrella, wallet vs purse, red vs black Kindle case),
  a search box and station filter, a "Report a lost item" distractor; on the form a return method preset to
  York collection, a "Post it to me" option that reveals a required postal address (seeds 2 and 3), a required
  ownership detail, "Save draft" and Cancel.
- ``seat_reservation`` (``/journeys.html`` -> ``/seats.html?j=...``): a train seat reservation. Traps:
  departures a few minutes apart with and without a change (08:02 direct / 08:06 one change / 08:32 direct), a
  "Direct trains only" filter; on the form a preset coach, coach names that share words ("Quiet coach",
  "First Class, quiet"), seat positions "Window" / "Table – window", a facing select, a bicycle checkbox
  revealing a required bicycle type (seeds 2 and 3), "Skip seat reservation" and "Back to journeys".

Seeds: every family has four targets; seed ``s`` takes target ``_SHUFFLE[s % 4]`` (a fixed shuffle, so the four
seeds 0..3 get four different targets) and wording style ``s % 4``: 0 terse imperative, 1 numbered steps, 2 the
goal only (the agent works out the steps), 3 a natural sentence with the values in quotes. Even seeds are the
dev half, odd seeds held out (``Task.split``).

Results: the final page writes a JSON record (built from the page state) into ``data-record`` of
``#receipt`` only when its final button is pressed and validation passes; a validation error removes any
record, and distractor buttons never write one. ``check`` parses that record, requires ``location.pathname`` to
be the form page, compares every recorded field with the expected value (free-text notes: a key phrase,
case-insensitive; fields that must stay empty: ``""``).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Mapping
from html import escape
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_agent import Task

_SHUFFLE = (2, 0, 3, 1)  # seed % 4 -> target index; the targets needing a revealed field are 1 and 3

_CSS = """
body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#f3f4f6}
header{background:#1d3557;color:#fff;padding:10px 24px;display:flex;gap:28px;align-items:center}
header a{color:#dbe5f1;text-decoration:none;margin-right:14px}
main{max-width:780px;margin:18px auto;background:#fff;padding:18px 28px;border-radius:6px}
fieldset{border:1px solid #cfd5de;border-radius:4px;margin:12px 0;padding:8px 14px}
label{display:block;margin:5px 0}.crumbs{font-size:13px;color:#555}
.hint{color:#555;font-size:13px}.err{color:#a40020}.ok{color:#135c2e;font-weight:600}
.card{border:1px solid #d5d9e0;border-radius:5px;padding:8px 14px;margin:8px 0}
.card h3{margin:2px 0}.meta{color:#444;font-size:14px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e2e5ea;padding:5px 8px;text-align:left}
button,.btn{padding:6px 14px;margin:4px 8px 4px 0;font:inherit;cursor:pointer}
.btn{display:inline-block;border:1px solid #1d3557;border-radius:3px;color:#1d3557;text-decoration:none}
.primary{background:#1d6b3a;color:#fff;border:1px solid #1d6b3a}.danger{color:#a40020}
footer{text-align:center;color:#777;font-size:12px;padding:18px}
"""

_JS = """
const $ = s => document.querySelector(s);
const norm = v => String(v || '').trim().replace(/\\s+/g, ' ');
function note(t) { $('#status').textContent = t; }
function reveal(box, panel) {
  const sync = () => { $(panel).hidden = !$(box).checked; };
  $(box).addEventListener('change', sync); sync(); return sync;
}
function finish(errs, rec, msg) {
  const box = $('#errors'), out = $('#receipt');
  if (errs.length) {
    box.innerHTML = '<strong>There is a problem</strong><ul>' + errs.map(e => '<li>' + e + '</li>').join('') + '</ul>';
    out.removeAttribute('data-record'); out.textContent = ''; return;
  }
  box.innerHTML = ''; out.dataset.record = JSON.stringify(rec); out.textContent = msg;
}
"""


def _page(title: str, site: str, nav: tuple[str, ...], body: str, script: str) -> str:
    links = "".join(f'<a href="#">{n}</a>' for n in nav)
    return (
        f"<!doctype html><html lang=en><head><meta charset=utf-8><title>{title}</title><style>{_CSS}</style>"
        f"</head><body><header><strong>{site}</strong><nav>{links}</nav></header><main>{body}</main>"
        f"<footer>© {site} · Accessibility · Privacy · Cookies</footer><script>{_JS}{script}</script></body></html>"
    )


def _check(path: str, want: Mapping[str, object], contains: Mapping[str, str] | None = None) -> str:
    """A JS expression: the record exists, the page is ``path``, every field equals (or contains) the target."""
    parts = [
        "const want = " + json.dumps(want, ensure_ascii=False),
        "if (!Object.keys(want).every(k => JSON.stringify(r[k]) === JSON.stringify(want[k]))) return false",
    ]
    for key, needle in (contains or {}).items():
        parts.append(
            f"if (!norm(r[{json.dumps(key)}]).toLowerCase().includes({json.dumps(needle.lower())})) return false"
        )
    return (
        "(() => { const el = document.getElementById('receipt'); const raw = el && el.getAttribute('data-record'); "
        f"if (location.pathname !== {json.dumps(path)} || !raw) return false; let r; "
        "try { r = JSON.parse(raw); } catch (e) { return false; } "
        "const norm = v => String(v == null ? '' : v).trim().replace(/\\s+/g, ' '); "
        + "; ".join(parts)
        + "; return true; })()"
    )


def _task(
    family: str, kind: str, seed: int, instruction: str, start: str, pages: dict[str, str], check: str
) -> Task:
    return Task(
        name=f"{family}-{seed}",
        family=family,
        kind=kind,
        seed=seed,
        instruction=instruction,
        start=start,
        pages=pages,
        check=check,
    )


def _q(values: Iterable[str]) -> str:
    return " and ".join(f'"{v}"' for v in values)


# ----------------------------------------------------------------------------------------------------------
# bulky_waste (single)

_BULKY_ITEMS = (
    "Fridge",
    "Fridge freezer",
    "Chest freezer",
    "Sofa (2-seater)",
    "Sofa bed",
    "Armchair",
    "Mattress (single)",
    "Mattress (double)",
    "Washing machine",
    "Tumble dryer",
    "Wardrobe",
    "Dining table",
    "Dining chair (single)",
    "Dining chairs (set of 4)",
)
_BULKY_SLOTS = (
    ("mon-3-am", "Mon 3 June – morning (7am–12pm)"),
    ("mon-3-pm", "Mon 3 June – afternoon (12pm–5pm)"),
    ("wed-5-am", "Wed 5 June – morning (7am–12pm)"),
    ("wed-5-pm", "Wed 5 June – afternoon (12pm–5pm)"),
    ("sat-8-am", "Sat 8 June – morning (7am–12pm)"),
)


class _Bulky(NamedTuple):
    postcode: str
    items: tuple[str, ...]
    slot: str  # value
    slot_words: str  # how a person says it
    slot_label: str  # start of the label, quoted in style 3
    goal: str  # the items in a person's words
    spot: str  # "" = front of the property
    spot_words: str


_BULKY_TARGETS = (
    _Bulky(
        "LS6 2AD",
        ("Fridge freezer", "Mattress (double)"),
        "wed-5-pm",
        "Wednesday 5 June in the afternoon",
        "Wed 5 June – afternoon",
        "an old fridge freezer and a double mattress",
        "",
        "",
    ),
    _Bulky(
        "LS7 4HF",
        ("Sofa bed",),
        "mon-3-am",
        "Monday 3 June in the morning",
        "Mon 3 June – morning",
        "a sofa bed",
        "Side passage",
        "down the side passage",
    ),
    _Bulky(
        "LS6 3BN",
        ("Dining chairs (set of 4)", "Washing machine"),
        "sat-8-am",
        "Saturday 8 June in the morning",
        "Sat 8 June – morning",
        "a washing machine and a set of four dining chairs",
        "",
        "",
    ),
    _Bulky(
        "LS2 9JT",
        ("Fridge", "Wardrobe"),
        "mon-3-pm",
        "Monday 3 June in the afternoon",
        "Mon 3 June – afternoon",
        "a wardrobe and a fridge (just a fridge, no freezer part)",
        "Garage",
        "in the garage",
    ),
)

_BULKY_BODY = """
<p class=crumbs><a href="#">Home</a> › <a href="#">Bins and recycling</a> › Bulky waste</p>
<h1>Book a bulky waste collection</h1>
<p class=hint>£25 for up to 3 items, £8 for each extra item (maximum 6). Leave items at the front of the property
by 7am unless you tell us otherwise.</p>
<div id=errors class=err role=alert></div>
<form id=f novalidate>
<fieldset><legend>Collection address</legend>
<label>Postcode <input name=postcode value="LS6 2AB" autocomplete=off size=10></label>
<p class=hint>Pre-filled from your account (12 Brudenell Grove). Change it if the items are somewhere else.</p>
</fieldset>
<fieldset><legend>Items to collect</legend>
<label>Find an item <input id=q type=search placeholder="e.g. sofa"></label>
<div id=items>__ITEMS__</div></fieldset>
<fieldset><legend>Collection slot</legend>__SLOTS__
<label><input type=radio name=slot value=sat-8-pm disabled> Sat 8 June – afternoon (fully booked)</label></fieldset>
<fieldset><legend>Where the items will be</legend>
<label><input type=checkbox id=notfront> The items will not be at the front of the property</label>
<div id=where hidden><label>Where will they be? <select id=spot><option value="">Choose…</option>
<option>Back garden</option><option>Side passage</option><option>Garage</option>
<option>Inside, ground floor</option></select></label></div></fieldset>
<p><button type=button id=draft>Save draft</button><button type=reset>Reset</button>
<button type=submit class=primary>Book collection</button></p>
<p id=status class=hint role=status></p></form>
<div id=receipt class=ok role=status></div>
"""

_BULKY_JS = """
const f = $('#f');
const showAll = () => document.querySelectorAll('#items label').forEach(l => { l.hidden = false; });
$('#q').addEventListener('input', e => {
  const t = e.target.value.trim().toLowerCase();
  document.querySelectorAll('#items label').forEach(l => { l.hidden = !!t && !l.textContent.toLowerCase().includes(t); });
});
const sync = reveal('#notfront', '#where');
f.addEventListener('reset', () => setTimeout(() => { sync(); showAll(); note(''); }, 0));
$('#draft').addEventListener('click', () => note('Draft saved. Nothing is booked until you press "Book collection".'));
f.addEventListener('submit', e => {
  e.preventDefault(); const errs = [];
  let pc = norm(f.postcode.value).toUpperCase().replace(/ /g, '');
  if (!/^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$/.test(pc)) errs.push('Enter a full postcode, like LS6 2AB');
  pc = pc.slice(0, -3) + ' ' + pc.slice(-3);
  const items = [...f.querySelectorAll('input[name=item]:checked')].map(i => i.value).sort();
  if (!items.length) errs.push('Choose at least one item');
  if (items.length > 6) errs.push('You can book up to 6 items');
  const slot = f.querySelector('input[name=slot]:checked');
  if (!slot) errs.push('Choose a collection slot');
  const away = $('#notfront').checked, spot = away ? $('#spot').value : '';
  if (away && !spot) errs.push('Tell us where the items will be');
  finish(errs, {postcode: pc, items, slot: slot ? slot.value : '', location: spot},
    'Collection booked. Reference BW-' + (70412 + items.length) + '. A receipt is on its way by email.');
});
"""

BULKY_PAGE = _page(
    "Bulky waste collection – Leeds Northside Council",
    "Leeds Northside Council",
    ("Bins", "Council tax", "Parking", "Report a problem", "Sign out"),
    _BULKY_BODY.replace(
        "__ITEMS__",
        "".join(
            f'<label><input type=checkbox name=item value="{escape(i)}"> {escape(i)}</label>'
            for i in _BULKY_ITEMS
        ),
    ).replace(
        "__SLOTS__",
        "".join(
            f"<label><input type=radio name=slot value={v}> {escape(t)}</label>" for v, t in _BULKY_SLOTS
        ),
    ),
    _BULKY_JS,
)


def bulky_waste(seed: int) -> Task:
    t = _BULKY_TARGETS[_SHUFFLE[seed % 4]]
    style = seed % 4
    items = ", ".join(t.items)
    if style == 0:
        extra = f" Items will be {t.spot_words}, not at the front (location: {t.spot})." if t.spot else ""
        text = f"Book a bulky waste collection. Postcode {t.postcode}. Items: {items}. Slot: {t.slot_label}.{extra}"
    elif style == 1:
        steps = [
            f"Replace the pre-filled postcode with {t.postcode}.",
            f"Tick exactly these items: {items}.",
            f"Choose the {t.slot_label} slot.",
        ]
        if t.spot:
            steps.append(
                f"Tick 'The items will not be at the front of the property' and choose '{t.spot}' as the location."
            )
        steps.append("Click 'Book collection'.")
        text = " ".join(f"{i}. {s}" for i, s in enumerate(steps, 1))
    elif style == 2:
        where = f" They'll be {t.spot_words} rather than out the front." if t.spot else ""
        text = (
            f"I need the council to take away {t.goal} from postcode {t.postcode}, "
            f"collected on {t.slot_words}.{where} Get it booked."
        )
    else:
        where = f', and say the items will be in the "{t.spot}"' if t.spot else ""
        text = (
            f'Please book a bulky waste collection for {_q(t.items)} at postcode "{t.postcode}" '
            f'in the "{t.slot_label}" slot{where}.'
        )
    want = {"postcode": t.postcode, "items": sorted(t.items), "slot": t.slot, "location": t.spot}
    return _task(
        "bulky_waste",
        "single",
        seed,
        text,
        "/bulky.html",
        {"/bulky.html": BULKY_PAGE},
        _check("/bulky.html", want),
    )


# ----------------------------------------------------------------------------------------------------------
# meter_reading (single)

_METERS = (
    ("E19K04471", "Electricity – Day rate", 4512, "12 Mar 2024"),
    ("E19K04477", "Electricity – Night rate", 1876, "12 Mar 2024 (estimated)"),
    ("G4A118820", "Gas", 2231, "3 Apr 2024"),
    ("G4A118802", "Gas – workshop sub-meter", 388, "3 Apr 2024 (old meter, exchanged 2 Jun)"),
)


class _Meter(NamedTuple):
    serial: str
    words: str  # how a person names the meter
    reading: int
    digits: str  # how the reading is written
    when: str
    when_words: str
    reason: str  # "" = not lower than the last reading


_METER_TARGETS = (
    _Meter(
        "G4A118820",
        "the main gas meter (not the workshop sub-meter)",
        2307,
        "02307",
        "yesterday",
        "yesterday",
        "",
    ),
    _Meter(
        "E19K04477",
        "the night-rate electricity meter",
        1790,
        "01790",
        "today",
        "today",
        "Last reading was an estimate",
    ),
    _Meter("E19K04471", "the day-rate electricity meter", 4688, "04688", "today", "today", ""),
    _Meter(
        "G4A118802",
        "the gas workshop sub-meter",
        350,
        "00350",
        "earlier",
        "earlier this week",
        "Meter was replaced",
    ),
)

_METER_BODY = """
<p class=crumbs><a href="#">Your account</a> › Meter readings</p>
<h1>Submit a meter reading</h1>
<table><caption class=hint>Your meters at 4 Tanner Row, York</caption>
<thead><tr><th>Meter</th><th>Serial number</th><th>Last reading</th><th>Taken</th></tr></thead><tbody>__ROWS__</tbody></table>
<div id=errors class=err role=alert></div>
<form id=f novalidate>
<label>Which meter? <select name=meter>__OPTIONS__</select></label>
<label>Reading <input name=reading value="04512" inputmode=numeric size=8></label>
<p class=hint>Enter the numbers left to right. Ignore numbers after a decimal point or shown in red.</p>
<fieldset><legend>When did you take the reading?</legend>
<label><input type=radio name=when value=today> Today (14 June)</label>
<label><input type=radio name=when value=yesterday> Yesterday (13 June)</label>
<label><input type=radio name=when value=earlier> Earlier this week</label></fieldset>
<label><input type=checkbox id=lower> My reading is lower than the last one</label>
<div id=why hidden><label>Why is it lower? <select id=reason><option value="">Choose…</option>
<option>Meter was replaced</option><option>Last reading was an estimate</option>
<option>Last reading was a mistake</option><option>Meter is running backwards</option></select></label></div>
<p><a href="#">Cancel</a> <button type=button id=later>Save and finish later</button>
<button type=submit class=primary>Submit reading</button></p>
<p id=status class=hint role=status></p></form>
<div id=receipt class=ok role=status></div>
"""

_METER_JS = """
const f = $('#f');
const LAST = __LAST__;
reveal('#lower', '#why');
$('#later').addEventListener('click', () => note('Saved. Your reading has not been sent yet.'));
f.addEventListener('submit', e => {
  e.preventDefault(); const errs = [];
  const meter = f.meter.value, raw = norm(f.reading.value).replace(/ /g, ''), reading = Number(raw);
  const ok = /^[0-9]{3,6}$/.test(raw);
  if (!ok) errs.push('Enter the reading using numbers only');
  const when = f.querySelector('input[name=when]:checked');
  if (!when) errs.push('Tell us when you took the reading');
  const lower = $('#lower').checked, reason = lower ? $('#reason').value : '';
  if (ok && reading < LAST[meter] && !lower)
    errs.push('This is lower than the last reading (' + LAST[meter] + '). If it is right, tick "My reading is lower than the last one" and tell us why');
  if (lower && !reason) errs.push('Tell us why the reading is lower');
  finish(errs, {meter, reading: ok ? reading : null, when: when ? when.value : '', lower, reason},
    'Thank you. Reading received for meter ' + meter + '. Your next bill will use it.');
});
"""

METER_PAGE = _page(
    "Submit a meter reading – Ouse Valley Energy",
    "Ouse Valley Energy",
    ("Account", "Bills", "Payments", "Help", "Log out"),
    _METER_BODY.replace(
        "__ROWS__",
        "".join(f"<tr><td>{n}</td><td>{s}</td><td>{r:05d}</td><td>{d}</td></tr>" for s, n, r, d in _METERS),
    ).replace("__OPTIONS__", "".join(f"<option value={s}>{n} ({s})</option>" for s, n, _, _ in _METERS)),
    _METER_JS.replace("__LAST__", json.dumps({s: r for s, _, r, _ in _METERS})),
)


def meter_reading(seed: int) -> Task:
    t = _METER_TARGETS[_SHUFFLE[seed % 4]]
    name = next(n for s, n, _, _ in _METERS if s == t.serial)
    style = seed % 4
    if style == 0:
        extra = f" It is lower than last time; reason: {t.reason}." if t.reason else ""
        text = f"Submit reading {t.digits} for meter {t.serial} ({name}), taken {t.when_words}.{extra}"
    elif style == 1:
        steps = [
            f"Choose the meter '{name} ({t.serial})'.",
            f"Replace the reading with {t.digits}.",
            f"Say the reading was taken {t.when_words}.",
        ]
        if t.reason:
            steps.append(f"Tick 'My reading is lower than the last one' and choose the reason '{t.reason}'.")
        steps.append("Click 'Submit reading'.")
        text = " ".join(f"{i}. {s}" for i, s in enumerate(steps, 1))
    elif style == 2:
        why = {
            "": "",
            "Last reading was an estimate": " It's lower than the last one because that one was only estimated.",
            "Meter was replaced": " It's lower than the last one because the meter was swapped for a new one.",
        }[t.reason]
        text = f"I read {t.words} {t.when_words} and it showed {t.digits}. Send that reading in.{why}"
    else:
        why = f', ticking that it is lower than the last one because "{t.reason}"' if t.reason else ""
        text = (
            f'Please submit the reading "{t.digits}" for the "{name}" meter (serial "{t.serial}"), '
            f'taken "{t.when_words}"{why}.'
        )
    want = {
        "meter": t.serial,
        "reading": t.reading,
        "when": t.when,
        "lower": bool(t.reason),
        "reason": t.reason,
    }
    return _task(
        "meter_reading",
        "single",
        seed,
        text,
        "/meter.html",
        {"/meter.html": METER_PAGE},
        _check("/meter.html", want),
    )


# ----------------------------------------------------------------------------------------------------------
# recipe_box (single)

_PLANS = (
    ("2x3", "2 people · 3 recipes a week", "£39.99"),
    ("2x4", "2 people · 4 recipes a week", "£49.99"),
    ("2x5", "2 people · 5 recipes a week", "£58.99"),
    ("4x3", "4 people · 3 recipes a week", "£59.99"),
    ("4x4", "4 people · 4 recipes a week", "£74.99"),
)
_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Friday evening", "Saturday")
_DIETS = ("Classic", "Classic family", "Vegetarian", "Vegetarian quick", "Vegan", "Pescatarian")
_WEEKS = ("w/c 10 June", "w/c 17 June", "w/c 24 June", "w/c 1 July")


class _Recipe(NamedTuple):
    plan: str
    plan_words: str
    day: str
    diet: str
    diet_words: str
    week: str  # "" = no skip


_RECIPE_TARGETS = (
    _Recipe(
        "4x3", "four people, three recipes a week", "Friday", "Vegetarian", "plain vegetarian recipes", ""
    ),
    _Recipe(
        "2x4",
        "two people, four recipes a week",
        "Monday",
        "Pescatarian",
        "pescatarian recipes",
        "w/c 17 June",
    ),
    _Recipe("4x4", "four people, four recipes a week", "Saturday", "Vegan", "vegan recipes", ""),
    _Recipe(
        "2x5",
        "two people, five recipes a week",
        "Thursday",
        "Classic family",
        "the classic family range",
        "w/c 24 June",
    ),
)

_RECIPE_BODY = """
<p class=crumbs><a href="#">Account</a> › Plan settings</p>
<h1>Manage your plan</h1>
<p class=hint>Changes saved before Wednesday 11:59pm apply from your next box.</p>
<div id=errors class=err role=alert></div>
<form id=f novalidate>
<fieldset><legend>Plan size</legend>__PLANS__</fieldset>
<fieldset><legend>Delivery day</legend><select name=day aria-label="Delivery day">__DAYS__</select>
<p class=hint>Evening delivery is between 5pm and 9pm.</p></fieldset>
<fieldset><legend>Recipe style</legend>__DIETS__</fieldset>
<fieldset><legend>Pause</legend><label><input type=checkbox id=skip> Skip a delivery</label>
<div id=weeks hidden><label>Which week? <select id=week><option value="">Choose…</option>__WEEKS__</select></label></div>
</fieldset>
<p><button type=button id=cancel class=danger>Cancel subscription</button><button type=reset>Discard changes</button>
<button type=submit class=primary>Save changes</button></p>
<p id=status class=hint role=status></p></form>
<div id=receipt class=ok role=status></div>
"""

_RECIPE_JS = """
const f = $('#f');
const sync = reveal('#skip', '#weeks');
f.addEventListener('reset', () => setTimeout(() => { sync(); note(''); }, 0));
$('#cancel').addEventListener('click', () => note('Before you go: you can pause or skip boxes instead. To cancel, call 0800 014 2277.'));
f.addEventListener('submit', e => {
  e.preventDefault(); const errs = [];
  const plan = f.querySelector('input[name=plan]:checked'), diet = f.querySelector('input[name=diet]:checked');
  const skipping = $('#skip').checked, week = skipping ? $('#week').value : '';
  if (skipping && !week) errs.push('Choose which week to skip');
  const rec = {plan: plan ? plan.value : '', day: f.day.value, diet: diet ? diet.value : '', skip: week};
  if (rec.plan === '2x3' && rec.day === 'Wednesday' && rec.diet === 'Classic' && !week) errs.push('You have not changed anything');
  finish(errs, rec, 'Your plan has been updated. You will get a confirmation email shortly.');
});
"""


def _radio(name: str, value: str, label: str, checked: bool) -> str:
    return f'<label><input type=radio name={name} value="{value}"{" checked" if checked else ""}> {label}</label>'


RECIPE_PAGE = _page(
    "Manage your plan – Fresh Crate",
    "Fresh Crate",
    ("Menus", "Deliveries", "Plan settings", "Refer a friend", "Help"),
    _RECIPE_BODY.replace(
        "__PLANS__",
        "".join(
            _radio("plan", v, f"{t} — {p}/week" + (" (current plan)" if v == "2x3" else ""), v == "2x3")
            for v, t, p in _PLANS
        ),
    )
    .replace(
        "__DAYS__",
        "".join(
            f'<option value="{d}"{" selected" if d == "Wednesday" else ""}>'
            f"{d + ' (+£1.99)' if d == 'Friday evening' else d}</option>"
            for d in _DAYS
        ),
    )
    .replace(
        "__DIETS__",
        "".join(
            _radio("diet", d, d + (" (under 20 minutes)" if d == "Vegetarian quick" else ""), d == "Classic")
            for d in _DIETS
        ),
    )
    .replace("__WEEKS__", "".join(f"<option>{w}</option>" for w in _WEEKS)),
    _RECIPE_JS,
)


def recipe_box(seed: int) -> Task:
    t = _RECIPE_TARGETS[_SHUFFLE[seed % 4]]
    label = next(lbl for v, lbl, _ in _PLANS if v == t.plan)
    style = seed % 4
    if style == 0:
        extra = f" Skip the {t.week} delivery." if t.week else ""
        text = f"Change the plan to {label}, delivery day {t.day}, recipe style {t.diet}.{extra} Save."
    elif style == 1:
        steps = [
            f"Select the plan '{label}'.",
            f"Set the delivery day to {t.day}.",
            f"Choose the '{t.diet}' style.",
        ]
        if t.week:
            steps.append(f"Tick 'Skip a delivery' and pick '{t.week}'.")
        steps.append("Click 'Save changes'.")
        text = " ".join(f"{i}. {s}" for i, s in enumerate(steps, 1))
    elif style == 2:
        skip = (
            f" We're away the week commencing {t.week.removeprefix('w/c ')}, so skip that box."
            if t.week
            else ""
        )
        text = (
            f"From now on I want boxes for {t.plan_words}, arriving on {t.day}s (daytime), "
            f"with {t.diet_words}.{skip} Update my subscription."
        )
    else:
        skip = f', and skip the "{t.week}" delivery' if t.week else ""
        text = (
            f'Please switch my recipe box to the "{label}" plan, delivered on "{t.day}", '
            f'with the "{t.diet}" recipe style{skip}.'
        )
    want = {"plan": t.plan, "day": t.day, "diet": t.diet, "skip": t.week}
    return _task(
        "recipe_box",
        "single",
        seed,
        text,
        "/plan.html",
        {"/plan.html": RECIPE_PAGE},
        _check("/plan.html", want),
    )


# ----------------------------------------------------------------------------------------------------------
# workshop_signup (two: list -> form)

_WORKSHOPS = (
    ("w101", "Intro to Rust", "Tue 11 June", "10:00–12:00", "Room A", 14, "Ownership, borrowing and cargo."),
    ("w102", "Intro to Rust", "Wed 12 June", "10:00–12:00", "Room A", 6, "A repeat of Tuesday's session."),
    (
        "w103",
        "Advanced Rust: async in practice",
        "Wed 12 June",
        "14:00–17:00",
        "Room C",
        9,
        "Tokio, cancellation.",
    ),
    (
        "w104",
        "Testing with Playwright",
        "Tue 11 June",
        "14:00–16:00",
        "Room B",
        11,
        "End-to-end browser tests.",
    ),
    (
        "w105",
        "Testing with pytest",
        "Tue 11 June",
        "14:00–16:00",
        "Room D",
        4,
        "Fixtures, parametrize, plugins.",
    ),
    (
        "w106",
        "Accessible design systems",
        "Thu 13 June",
        "09:30–11:30",
        "Room B",
        18,
        "Tokens, focus, contrast.",
    ),
    (
        "w107",
        "Design systems at scale",
        "Thu 13 June",
        "11:45–13:15",
        "Room B",
        7,
        "Governance for many teams.",
    ),
    ("w108", "Kubernetes for developers", "Wed 12 June", "09:00–12:00", "Room D", 0, "Pods to Helm charts."),
    (
        "w109",
        "Data pipelines with DuckDB",
        "Thu 13 June",
        "14:00–16:00",
        "Room C",
        15,
        "Local analytics at speed.",
    ),
)
_PASSES = ("Full conference pass", "Workshop-only pass", "Student workshop-only pass")


class _Workshop(NamedTuple):
    ws: str
    name: str
    email: str
    pass_type: str
    pass_words: str
    need: str  # key phrase of the accessibility note, "" = none
    need_text: str


_WORKSHOP_TARGETS = (
    _Workshop(
        "w102",
        "Priya Natarajan",
        "priya.n@example.org",
        "Workshop-only pass",
        "a workshop-only ticket",
        "",
        "",
    ),
    _Workshop(
        "w105",
        "Tomás Herrera",
        "t.herrera@example.net",
        "Student workshop-only pass",
        "a student ticket for workshops only",
        "step-free",
        "Step-free access to the room",
    ),
    _Workshop(
        "w107",
        "Grace Oduya",
        "grace@oduya.dev",
        "Full conference pass",
        "a pass for the whole conference",
        "",
        "",
    ),
    _Workshop(
        "w103",
        "Li Wei",
        "li.wei@example.com",
        "Workshop-only pass",
        "a workshop-only ticket",
        "captions",
        "Live captions please",
    ),
)

_LIST_BODY = """
<p class=crumbs><a href="#">DevNorth 2024</a> › Workshops</p>
<h1>Workshops</h1>
<p class=hint>Workshops are hands-on and capped at 20 people. Bring a laptop.</p>
<p><label>Filter <input id=q type=search placeholder="Search titles"></label>
<label>Day <select id=day><option value="">All days</option><option>Tue 11 June</option><option>Wed 12 June</option>
<option>Thu 13 June</option></select></label></p>
<div id=list>__CARDS__</div>
<p id=status class=hint role=status></p>
"""

_LIST_JS = """
const apply = () => {
  const t = $('#q').value.trim().toLowerCase(), d = $('#day').value;
  document.querySelectorAll('#list .card').forEach(c => {
    c.hidden = (!!t && !c.textContent.toLowerCase().includes(t)) || (!!d && c.dataset.day !== d);
  });
};
$('#q').addEventListener('input', apply); $('#day').addEventListener('change', apply);
document.querySelectorAll('.wait').forEach(b => b.addEventListener('click', () => note('Added to the waitlist email queue.')));
"""


def _ws_card(w: tuple[str, str, str, str, str, int, str]) -> str:
    wid, title, day, time, room, seats, blurb = w
    act = (
        f'<a class=btn href="/register.html?ws={wid}">Register</a> <span class=meta>{seats} places left</span>'
        if seats
        else "<button type=button class=wait>Full — join waitlist</button>"
    )
    return (
        f'<div class=card data-day="{day}"><h3>{escape(title)}</h3>'
        f"<p class=meta>{day} · {time} · {room}</p><p>{escape(blurb)}</p>{act}</div>"
    )


WORKSHOPS_PAGE = _page(
    "Workshops – DevNorth 2024",
    "DevNorth 2024",
    ("Programme", "Speakers", "Venue", "Sponsors", "My tickets"),
    _LIST_BODY.replace("__CARDS__", "".join(_ws_card(w) for w in _WORKSHOPS)),
    _LIST_JS,
)

_REG_BODY = """
<p class=crumbs><a href="#">DevNorth 2024</a> › <a href="/workshops.html">Workshops</a> › Register</p>
<h1>Register for a workshop</h1>
<div id=chosen class=card></div>
<div id=errors class=err role=alert></div>
<form id=f novalidate>
<label>Full name <input name=fullname autocomplete=off></label>
<label>Email <input name=email type=email value="events@northwind.example"></label>
<p class=hint>Pre-filled with your company's booking contact. Joining details go to this address.</p>
<label>Pass type <select name=pass>__PASSES__</select></label>
<label><input type=checkbox id=access> I need accessibility support</label>
<div id=more hidden><label>Tell us what you need <textarea id=need rows=2 cols=40></textarea></label></div>
<p><a href="/workshops.html">← Choose a different workshop</a></p>
<p><button type=button id=later>Save for later</button>
<button type=submit class=primary>Confirm registration</button></p>
<p id=status class=hint role=status></p></form>
<div id=receipt class=ok role=status></div>
"""

_REG_JS = """
const f = $('#f');
const WS = __WS__;
const id = new URLSearchParams(location.search).get('ws') || '', w = WS[id];
$('#chosen').innerHTML = w ? '<h3>' + w[0] + '</h3><p class=meta>' + w[1] + ' · ' + w[2] + ' · ' + w[3] + '</p>'
  : '<p class=err>Workshop not found. Go back and choose one.</p>';
reveal('#access', '#more');
$('#later').addEventListener('click', () => note('Saved to your basket for 30 minutes. You are not registered yet.'));
f.addEventListener('submit', e => {
  e.preventDefault(); const errs = [];
  if (!w || !w[4]) errs.push('Choose a workshop that has places left');
  const name = norm(f.fullname.value), email = norm(f.email.value).toLowerCase();
  if (!name) errs.push('Enter your full name');
  if (!/^[^@ ]+@[^@ ]+[.][a-z]{2,}$/.test(email)) errs.push('Enter a valid email address');
  const access = $('#access').checked, need = access ? norm($('#need').value) : '';
  if (access && !need) errs.push('Tell us what support you need');
  finish(errs, {workshop: id, name, email, pass: f.pass.value, access, note: need},
    'You are registered. A confirmation has been sent to ' + email + '.');
});
"""

REGISTER_PAGE = _page(
    "Register – DevNorth 2024",
    "DevNorth 2024",
    ("Programme", "Speakers", "Venue", "Sponsors", "My tickets"),
    _REG_BODY.replace("__PASSES__", "".join(f"<option>{p}</option>" for p in _PASSES)),
    _REG_JS.replace(
        "__WS__", json.dumps({w[0]: [w[1], w[2], w[3], w[4], w[5]] for w in _WORKSHOPS}, ensure_ascii=False)
    ),
)


def workshop_signup(seed: int) -> Task:
    t = _WORKSHOP_TARGETS[_SHUFFLE[seed % 4]]
    _, title, day, time, room, _, _ = next(w for w in _WORKSHOPS if w[0] == t.ws)
    when = f"{day}, {time.split('–')[0]}"
    style = seed % 4
    if style == 0:
        extra = f" Accessibility note: {t.need_text}." if t.need else ""
        text = f"Register {t.name} ({t.email}) for {title} on {when}, pass type {t.pass_type}.{extra}"
    elif style == 1:
        steps = [
            f"Find the '{title}' workshop on {when} and click its Register link.",
            f"Enter the full name {t.name}.",
            f"Replace the email with {t.email}.",
            f"Choose the pass type '{t.pass_type}'.",
        ]
        if t.need:
            steps.append(f"Tick 'I need accessibility support' and write '{t.need_text}'.")
        steps.append("Click 'Confirm registration'.")
        text = " ".join(f"{i}. {s}" for i, s in enumerate(steps, 1))
    elif style == 2:
        need = f" I'll need {t.need_text[0].lower() + t.need_text[1:]}." if t.need else ""
        text = (
            f"Sign me up for the {title} workshop on {day} at {time.split('–')[0]} ({room}). "
            f"I'm {t.name}, email {t.email}, and I have {t.pass_words}.{need}"
        )
    else:
        need = f', asking for "{t.need_text}" as accessibility support' if t.need else ""
        text = (
            f'Please register "{t.name}" (email "{t.email}") for the "{title}" workshop on "{day}" '
            f'with a "{t.pass_type}"{need}.'
        )
    want = {
        "workshop": t.ws,
        "name": t.name,
        "email": t.email,
        "pass": t.pass_type,
        "access": bool(t.need),
    }
    if not t.need:
        want["note"] = ""
    return _task(
        "workshop_signup",
        "two",
        seed,
        text,
        "/workshops.html",
        {"/workshops.html": WORKSHOPS_PAGE, "/register.html": REGISTER_PAGE},
        _check("/register.html", want, {"note": t.need} if t.need else None),
    )


# ----------------------------------------------------------------------------------------------------------
# lost_property (two: search results -> claim form)

_FOUND = (
    ("LP-4417", "Black umbrella, folding", "York", "Platform 3", "11 May"),
    ("LP-4418", "Black umbrella, long handle", "York", "Platform 3", "11 May"),
    ("LP-4452", "Navy umbrella, folding", "Leeds", "Platform 8", "12 May"),
    ("LP-4460", "Blue backpack with laptop inside", "Leeds", "Concourse", "12 May"),
    ("LP-4461", "Blue backpack, empty", "York", "Platform 5", "12 May"),
    ("LP-4502", "Brown leather wallet", "York", "Ticket hall", "13 May"),
    ("LP-4503", "Brown leather purse", "York", "Ticket hall", "13 May"),
    ("LP-4510", "Kindle e-reader, red case", "Harrogate", "Train 1D42", "14 May"),
    ("LP-4511", "Kindle e-reader, black case", "Harrogate", "Train 1D42", "14 May"),
)
_METHODS = (
    ("collect-york", "Collect from York station lost property office"),
    ("collect-leeds", "Collect from Leeds station lost property office"),
    ("post", "Post it to me (£7.50)"),
)


class _Claim(NamedTuple):
    ref: str
    goal: str
    name: str
    phone: str
    detail: str
    detail_key: str
    method: str
    address: str  # "" unless posted
    postcode: str


_CLAIM_TARGETS = (
    _Claim(
        "LP-4418",
        "my black umbrella with the long handle, lost at York",
        "Sam Whitfield",
        "07700 900142",
        "Wooden handle with a carved letter S",
        "carved",
        "collect-york",
        "",
        "",
    ),
    _Claim(
        "LP-4460",
        "my blue backpack that had my laptop in it, left at Leeds",
        "Aisha Rahman",
        "07700 900318",
        "The laptop has a fox sticker on the lid",
        "fox",
        "post",
        "14 Elm Row, Otley LS21 3AA",
        "LS21 3AA",
    ),
    _Claim(
        "LP-4503",
        "my brown leather purse (a purse, not a wallet), lost at York",
        "Gwen Probert",
        "07700 900577",
        "There is a library card for G. Probert inside",
        "library card",
        "collect-leeds",
        "",
        "",
    ),
    _Claim(
        "LP-4511",
        "my Kindle in the black case, left on a train at Harrogate",
        "Ravi Menon",
        "07700 900861",
        "The lock screen shows a lighthouse",
        "lighthouse",
        "post",
        "Flat 2, 9 Mill Lane, Ripon HG4 1DX",
        "HG4 1DX",
    ),
)

_SEARCH_BODY = """
<p class=crumbs><a href="#">Help</a> › Lost property › Search found items</p>
<h1>Search found items</h1>
<p class=hint>Items are kept for 28 days at the station where they were handed in.</p>
<p><label>What did you lose? <input id=q type=search placeholder="e.g. umbrella"></label>
<label>Station <select id=station><option value="">All stations</option><option>York</option><option>Leeds</option>
<option>Harrogate</option></select></label></p>
<div id=results>__CARDS__</div>
<p>Can't see your item? <button type=button id=report>Report a lost item</button></p>
<p id=status class=hint role=status></p>
"""

_SEARCH_JS = """
const apply = () => {
  const t = $('#q').value.trim().toLowerCase(), s = $('#station').value;
  document.querySelectorAll('#results .card').forEach(c => {
    c.hidden = (!!t && !c.textContent.toLowerCase().includes(t)) || (!!s && c.dataset.station !== s);
  });
};
$('#q').addEventListener('input', apply); $('#station').addEventListener('change', apply);
$('#report').addEventListener('click', () => note('Reports open 24 hours after the loss. We will email you if it turns up.'));
"""

SEARCH_PAGE = _page(
    "Lost property – Northern Dales Railway",
    "Northern Dales Railway",
    ("Tickets", "Journey planner", "Stations", "Help", "Sign in"),
    _SEARCH_BODY.replace(
        "__CARDS__",
        "".join(
            f'<div class=card data-station="{st}"><h3>{escape(title)}</h3>'
            f"<p class=meta>Found at {st}, {where} · {date} · Ref {ref}</p>"
            f'<a class=btn href="/claim.html?ref={ref}">Claim this item</a></div>'
            for ref, title, st, where, date in _FOUND
        ),
    ),
    _SEARCH_JS,
)

_CLAIM_BODY = """
<p class=crumbs><a href="#">Help</a> › <a href="/search.html">Lost property</a> › Claim</p>
<h1>Claim an item</h1>
<div id=chosen class=card></div>
<div id=errors class=err role=alert></div>
<form id=f novalidate>
<label>Full name <input name=fullname autocomplete=off></label>
<label>Phone number <input name=phone type=tel></label>
<label>Describe something only the owner would know <textarea name=detail rows=2 cols=44></textarea></label>
<fieldset><legend>How do you want it back?</legend>__METHODS__
<div id=postal hidden><label>Postal address <textarea id=address rows=2 cols=44></textarea></label></div></fieldset>
<p><a href="/search.html">Cancel</a> <button type=button id=draft>Save draft</button>
<button type=submit class=primary>Submit claim</button></p>
<p id=status class=hint role=status></p></form>
<div id=receipt class=ok role=status></div>
"""

_CLAIM_JS = """
const f = $('#f');
const ITEMS = __ITEMS__;
const ref = new URLSearchParams(location.search).get('ref') || '', it = ITEMS[ref];
$('#chosen').innerHTML = it ? '<h3>' + it[0] + '</h3><p class=meta>Ref ' + ref + ' · found at ' + it[1] + '</p>'
  : '<p class=err>We could not find that item. Go back to the search.</p>';
const sync = () => { $('#postal').hidden = f.querySelector('input[name=method]:checked').value !== 'post'; };
f.querySelectorAll('input[name=method]').forEach(r => r.addEventListener('change', sync)); sync();
$('#draft').addEventListener('click', () => note('Draft saved on this device. Your claim has not been sent.'));
f.addEventListener('submit', e => {
  e.preventDefault(); const errs = [];
  if (!it) errs.push('Choose an item from the search results');
  const name = norm(f.fullname.value), phone = f.phone.value.replace(/[^0-9]/g, ''), detail = norm(f.detail.value);
  if (!name) errs.push('Enter your full name');
  if (phone.length < 10) errs.push('Enter a phone number we can call');
  if (detail.length < 10) errs.push('Describe something only the owner would know (at least 10 characters)');
  const method = f.querySelector('input[name=method]:checked').value;
  const address = method === 'post' ? norm($('#address').value) : '';
  if (method === 'post' && !address) errs.push('Enter the postal address');
  finish(errs, {ref, name, phone, detail, method, address},
    'Claim sent for ' + ref + '. We will call you within two working days.');
});
"""

CLAIM_PAGE = _page(
    "Claim an item – Northern Dales Railway",
    "Northern Dales Railway",
    ("Tickets", "Journey planner", "Stations", "Help", "Sign in"),
    _CLAIM_BODY.replace(
        "__METHODS__", "".join(_radio("method", v, escape(t), v == "collect-york") for v, t in _METHODS)
    ),
    _CLAIM_JS.replace(
        "__ITEMS__",
        json.dumps({r: [t, f"{s}, {w}, {d}"] for r, t, s, w, d in _FOUND}, ensure_ascii=False),
    ),
)


def lost_property(seed: int) -> Task:
    t = _CLAIM_TARGETS[_SHUFFLE[seed % 4]]
    _, title, station, _, date = next(f for f in _FOUND if f[0] == t.ref)
    method = next(lbl for v, lbl in _METHODS if v == t.method)
    style = seed % 4
    if style == 0:
        back = f"post to {t.address}" if t.address else method
        text = (
            f"Claim found item {t.ref} ({title}). Name {t.name}, phone {t.phone}, "
            f"proof: {t.detail}. Return: {back}."
        )
    elif style == 1:
        steps = [
            f"Find '{title}' (ref {t.ref}, found at {station}) and click 'Claim this item'.",
            f"Enter the name {t.name} and the phone number {t.phone}.",
            f"In the description box write: {t.detail}.",
        ]
        if t.address:
            steps.append(f"Choose 'Post it to me' and enter the address {t.address}.")
        else:
            steps.append(f"Choose '{method}'.")
        steps.append("Click 'Submit claim'.")
        text = " ".join(f"{i}. {s}" for i, s in enumerate(steps, 1))
    elif style == 2:
        back = (
            f"post it to me at {t.address}"
            if t.address
            else f"I'll pick it up from the {t.method.removeprefix('collect-').title()} station office"
        )
        text = (
            f"I lost {t.goal} ({date}). Claim it: I'm {t.name}, {t.phone}. To prove it's mine: "
            f"{t.detail[0].lower() + t.detail[1:]}. {back[0].upper() + back[1:]}."
        )
    else:
        back = f'"Post it to me" at "{t.address}"' if t.address else f'"{method}"'
        text = (
            f'Please claim the "{title}" (ref "{t.ref}") for "{t.name}", phone "{t.phone}", '
            f'saying "{t.detail}", with return method {back}.'
        )
    want = {"ref": t.ref, "name": t.name, "phone": t.phone.replace(" ", ""), "method": t.method}
    contains = {"detail": t.detail_key}
    if t.address:
        contains["address"] = t.postcode
    else:
        want["address"] = ""
    return _task(
        "lost_property",
        "two",
        seed,
        text,
        "/search.html",
        {"/search.html": SEARCH_PAGE, "/claim.html": CLAIM_PAGE},
        _check("/claim.html", want, contains),
    )


# ----------------------------------------------------------------------------------------------------------
# seat_reservation (two: journeys -> seat form)

_JOURNEYS = (
    ("0702", "07:02", "09:01", "1h 59m", 0, "£68.40"),
    ("0732", "07:32", "09:41", "2h 09m", 1, "£54.10"),
    ("0802", "08:02", "10:01", "1h 59m", 0, "£71.20"),
    ("0806", "08:06", "10:35", "2h 29m", 1, "£49.90"),
    ("0832", "08:32", "10:31", "1h 59m", 0, "£65.00"),
    ("0902", "09:02", "11:04", "2h 02m", 0, "£58.30"),
    ("0932", "09:32", "11:30", "1h 58m", 0, "£52.80"),
    ("0935", "09:35", "12:02", "2h 27m", 1, "£41.60"),
)
_COACHES = (
    ("A", "Coach A"),
    ("B", "Coach B"),
    ("C", "Coach C – Quiet coach"),
    ("D", "Coach D"),
    ("E", "Coach E – near the café bar"),
    ("K", "Coach K – First Class"),
    ("L", "Coach L – First Class, quiet"),
)
_POSITIONS = (
    ("any", "No preference"),
    ("window", "Window"),
    ("aisle", "Aisle"),
    ("table-window", "Table – window"),
    ("table-aisle", "Table – aisle"),
)
_FACING = (("any", "No preference"), ("forwards", "Facing forwards"), ("backwards", "Facing backwards"))
_BIKES = ("Standard bicycle", "Electric bicycle", "Folding bicycle (no reservation needed)")


class _Seat(NamedTuple):
    journey: str
    coach: str
    position: str
    facing: str
    bike: str  # "" = no bicycle


_SEAT_TARGETS = (
    _Seat("0832", "C", "table-window", "forwards", ""),
    _Seat("0802", "L", "aisle", "backwards", "Electric bicycle"),
    _Seat("0932", "D", "window", "any", ""),
    _Seat("0702", "A", "table-aisle", "forwards", "Standard bicycle"),
)

_JOURNEYS_BODY = """
<p class=crumbs><a href="#">Plan a journey</a> › Choose a train</p>
<h1>York → London King's Cross</h1>
<p><a href="#">‹ Thu 20 June</a> · <strong>Fri 21 June</strong> · <a href="#">Sat 22 June ›</a></p>
<label><input type=checkbox id=direct> Direct trains only</label>
<table><thead><tr><th>Departs</th><th>Arrives</th><th>Duration</th><th>Changes</th><th>Fare</th><th></th></tr></thead>
<tbody id=rows>__ROWS__</tbody></table>
<p class=hint>Fares are Advance Single, Standard class. Seat reservations are free.</p>
"""

_JOURNEYS_JS = """
$('#direct').addEventListener('change', e => {
  document.querySelectorAll('#rows tr').forEach(r => { r.hidden = e.target.checked && r.dataset.changes !== '0'; });
});
"""

JOURNEYS_PAGE = _page(
    "Choose a train – Eastline Rail",
    "Eastline Rail",
    ("Tickets", "Live times", "Seat maps", "Delay repay", "My account"),
    _JOURNEYS_BODY.replace(
        "__ROWS__",
        "".join(
            f"<tr data-changes={c}><td>{d}</td><td>{a}</td><td>{dur}</td>"
            f"<td>{'Direct' if c == 0 else f'{c} change (Doncaster)'}</td><td>{fare}</td>"
            f'<td><a class=btn href="/seats.html?j={j}">Choose seats</a></td></tr>'
            for j, d, a, dur, c, fare in _JOURNEYS
        ),
    ),
    _JOURNEYS_JS,
)

_SEATS_BODY = """
<p class=crumbs><a href="#">Plan a journey</a> › <a href="/journeys.html">Choose a train</a> › Seats</p>
<h1>Choose your seat</h1>
<div id=chosen class=card></div>
<div id=errors class=err role=alert></div>
<form id=f novalidate>
<label>Coach <select name=coach>__COACHES__</select></label>
<fieldset><legend>Seat position</legend>__POSITIONS__</fieldset>
<label>Direction <select name=facing>__FACING__</select></label>
<label><input type=checkbox id=cycle> I'm bringing a bicycle</label>
<div id=bikes hidden><label>Bicycle type <select id=bike><option value="">Choose…</option>__BIKES__</select></label></div>
<p><a href="/journeys.html">Back to journeys</a> <button type=button id=skip>Skip seat reservation</button>
<button type=submit class=primary>Reserve seats</button></p>
<p id=status class=hint role=status></p></form>
<div id=receipt class=ok role=status></div>
"""

_SEATS_JS = """
const f = $('#f');
const TRAINS = __TRAINS__;
const j = new URLSearchParams(location.search).get('j') || '', tr = TRAINS[j];
$('#chosen').innerHTML = tr ? '<h3>' + tr[0] + ' York → ' + tr[1] + " London King's Cross</h3><p class=meta>Fri 21 June · " + tr[2] + '</p>'
  : '<p class=err>No train selected. Go back to journeys.</p>';
reveal('#cycle', '#bikes');
$('#skip').addEventListener('click', () => note('No seats reserved. You can sit in any unreserved seat.'));
f.addEventListener('submit', e => {
  e.preventDefault(); const errs = [];
  if (!tr) errs.push('Choose a train first');
  const cycling = $('#cycle').checked, bike = cycling ? $('#bike').value : '';
  if (cycling && !bike) errs.push('Choose your bicycle type');
  const pos = f.querySelector('input[name=position]:checked');
  finish(errs, {journey: j, coach: f.coach.value, position: pos ? pos.value : '', facing: f.facing.value, bike},
    'Seats reserved on the ' + (tr ? tr[0] : '') + '. Your reservation is in your e-ticket.');
});
"""

SEATS_PAGE = _page(
    "Choose your seat – Eastline Rail",
    "Eastline Rail",
    ("Tickets", "Live times", "Seat maps", "Delay repay", "My account"),
    _SEATS_BODY.replace(
        "__COACHES__",
        "".join(f"<option value={v}{' selected' if v == 'B' else ''}>{t}</option>" for v, t in _COACHES),
    )
    .replace("__POSITIONS__", "".join(_radio("position", v, t, v == "any") for v, t in _POSITIONS))
    .replace("__FACING__", "".join(f"<option value={v}>{t}</option>" for v, t in _FACING))
    .replace("__BIKES__", "".join(f"<option>{b}</option>" for b in _BIKES)),
    _SEATS_JS.replace(
        "__TRAINS__",
        json.dumps(
            {j: [d, a, "Direct" if c == 0 else f"{c} change"] for j, d, a, _, c, _ in _JOURNEYS},
            ensure_ascii=False,
        ),
    ),
)


def seat_reservation(seed: int) -> Task:
    t = _SEAT_TARGETS[_SHUFFLE[seed % 4]]
    _, dep, arr, _, _, _ = next(j for j in _JOURNEYS if j[0] == t.journey)
    coach = next(lbl for v, lbl in _COACHES if v == t.coach)
    pos = next(lbl for v, lbl in _POSITIONS if v == t.position)
    facing = next(lbl for v, lbl in _FACING if v == t.facing)
    style = seed % 4
    if style == 0:
        extra = f" Bringing a bicycle: {t.bike}." if t.bike else ""
        face = "" if t.facing == "any" else f", {facing.lower()}"
        text = f"Reserve a seat on the {dep} York to King's Cross: {coach}, {pos.lower()} seat{face}.{extra}"
    elif style == 1:
        steps = [
            f"Click 'Choose seats' for the {dep} departure (arrives {arr}).",
            f"Choose '{coach}'.",
            f"Pick the seat position '{pos}'.",
            f"Set the direction to '{facing}'.",
        ]
        if t.bike:
            steps.append(f"Tick 'I'm bringing a bicycle' and choose '{t.bike}'.")
        steps.append("Click 'Reserve seats'.")
        text = " ".join(f"{i}. {s}" for i, s in enumerate(steps, 1))
    elif style == 2:
        where = {
            "C": "in the quiet coach (standard class, coach C)",
            "L": "in the quiet First Class coach (L)",
            "D": "in coach D",
            "A": "in coach A",
        }[t.coach]
        seat = {
            "table-window": "a window seat at a table",
            "aisle": "an aisle seat (no table needed)",
            "window": "a window seat (not at a table)",
            "table-aisle": "an aisle seat at a table",
        }[t.position]
        face = {"forwards": ", facing forwards", "backwards": ", facing backwards", "any": ""}[t.facing]
        bike = f" I'm taking my {t.bike.split()[0].lower()} bike too." if t.bike else ""
        text = f"I'm on the {dep} from York to King's Cross. Get me {seat} {where}{face}.{bike}"
    else:
        face = "" if t.facing == "any" else f', "{facing}"'
        bike = f', and add a bicycle: "{t.bike}"' if t.bike else ""
        text = f'Please reserve a seat on the "{dep}" train to King\'s Cross in "{coach}", seat "{pos}"{face}{bike}.'
    want = {
        "journey": t.journey,
        "coach": t.coach,
        "position": t.position,
        "facing": t.facing,
        "bike": t.bike,
    }
    return _task(
        "seat_reservation",
        "two",
        seed,
        text,
        "/journeys.html",
        {"/journeys.html": JOURNEYS_PAGE, "/seats.html": SEATS_PAGE},
        _check("/seats.html", want),
    )


FAMILIES = (bulky_waste, meter_reading, recipe_box, workshop_signup, lost_property, seat_reservation)


def fresh5_corpus(seeds: Iterable[int] = range(4)) -> list[Task]:
    seeds = list(seeds)
    return [family(seed) for family in FAMILIES for seed in seeds]


if __name__ == "__main__":
    for task in fresh5_corpus():
        print(f"{task.name:22} {task.kind:6} {task.split:8} {task.instruction}")
