"""A fourth blind set of agent tasks: six task families written without reading the agent.

Each family is a function of a seed. The seed picks the target values through a fixed shuffle (so the
four default seeds get four different targets) and the wording style of the instruction: 0 terse
imperative, 1 step by step, 2 goal only (the agent must work out the steps), 3 a natural sentence with
the values in quotes. An even seed is a dev task, an odd seed a held-out one (``Task.split``).

Single page: ``standing`` (a bank standing order: look-alike saved payees such as "J Carter – Savings"
and "J Carter – Current", an amount and reference prefilled from the last order, frequencies that share
words, a payee search box, an end-date checkbox that reveals fields, "Save as draft" and "Cancel" beside
the final button), ``repeats`` (a surgery's repeat prescription: look-alike medicines that differ only in
strength, one pre-ticked from the last order, pharmacies that share street names, a filter box, a home
delivery checkbox that reveals an address, "Save for later" and "Clear selection"), ``vehicletax`` (vehicle
tax renewal: a list of the account's vehicles with look-alike registrations whose "Use these details"
buttons fill the form, payment options that share words with a wrong one preset, an MOT confirmation, a
SORN checkbox that reveals fields, "Start again" and "Save and come back later"). Two pages:
``volunteer`` (a food pantry's shift list with look-alike shifts (same role and time at another venue,
same role at another time), a full shift, filters, each card's "Sign up" link carrying the shift to the
sign-up form in the query string: name, experience, T-shirt size preset wrong, an under-18 checkbox that
reveals guardian fields, "Save draft"), ``itrequest`` (an IT equipment catalogue whose rows differ in
size or spec, each with a "Request" button leading to a request form: quantity, cost centres that share
words with a wrong default, reason, a "replaces a device" checkbox that reveals an asset tag field some
seeds need, "Save draft" and "Cancel"), ``tripconsent`` (a school parent portal's trip list with the same
venue on other dates or for another group, each row's "Give consent" link leading to a consent form:
child, consent radios, lunch preset, a prefilled wrong phone number, a medical-needs checkbox that
reveals a text box, "Reset form" and "Save draft").

Every page is self-contained HTML (inline CSS and JS, no external resources) with nav links that lead
nowhere useful. The final page writes its result only when its final button is clicked: a JSON record
built from the page state, in a ``data-*`` attribute of an element with an id (validation errors leave
no record, the distractor buttons never write one). ``check`` parses that record, compares it with the
expected values and checks ``location.pathname``.
"""

from __future__ import annotations

import html
import json
import random
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_agent import Task

_CSS = """
*{box-sizing:border-box}
[hidden]{display:none!important}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f3f5f8;line-height:1.45}
header{background:__ACCENT__;color:#fff;padding:12px 28px;display:flex;align-items:center;gap:28px;flex-wrap:wrap}
header .brand{font-weight:700;font-size:18px}
header nav{display:flex;gap:18px;font-size:14px;flex-wrap:wrap}
header a{color:#fff;text-decoration:none}
header a:hover{text-decoration:underline}
main{max-width:900px;margin:24px auto;background:#fff;padding:24px 32px 32px;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{margin-top:0;font-size:26px}
h2{font-size:18px;margin:0 0 6px}
label{display:block;font-weight:600;margin:16px 0 4px}
fieldset{border:0;padding:0;margin:16px 0 0}
legend{font-weight:600;margin-bottom:6px}
input[type=text],input[type=email],input[type=tel],input[type=number],select,textarea{width:100%;max-width:440px;padding:7px 9px;border:1px solid #9aa5b1;border-radius:4px;font:inherit;background:#fff}
.check,.radio{margin:10px 0;display:flex;align-items:flex-start;gap:8px}
.check label,.radio label{display:inline;font-weight:400;margin:0}
.hint{color:#52606d;font-size:14px;margin:2px 0}
.panel{background:#f0f4f8;border-left:4px solid __ACCENT__;padding:10px 14px;margin:14px 0}
.actions{margin-top:26px;display:flex;gap:12px;flex-wrap:wrap;align-items:center}
button,a.button{font:inherit;font-size:15px;padding:8px 16px;border-radius:4px;border:1px solid __ACCENT__;background:#fff;color:__ACCENT__;cursor:pointer;text-decoration:none;display:inline-block}
button.primary{background:__ACCENT__;color:#fff}
.error{color:#b42318;font-weight:600}
.ok{color:#1a7f37;font-weight:600}
table{border-collapse:collapse;width:100%;margin:10px 0}
caption{text-align:left;font-weight:600;padding:6px 0}
th,td{text-align:left;padding:8px;border-bottom:1px solid #e4e7eb;vertical-align:top}
.card{border:1px solid #d9e2ec;border-radius:6px;padding:12px 16px;margin:12px 0}
.card p{margin:2px 0}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(250px,1fr));gap:12px}
.filters{display:flex;gap:18px;flex-wrap:wrap}
.filters>div{flex:1;min-width:200px}
ul.plain{list-style:none;padding:0;margin:0}
footer{max-width:900px;margin:0 auto 30px;color:#52606d;font-size:13px;padding:0 8px}
footer a{color:#52606d}
"""


def _doc(
    title: str,
    brand: str,
    nav: list[tuple[str, str]],
    body: str,
    script: str,
    accent: str,
    footer: list[tuple[str, str]],
) -> str:
    links = "".join(f'<a href="{href}">{html.escape(text)}</a>' for text, href in nav)
    foot = " · ".join(f'<a href="{href}">{html.escape(text)}</a>' for text, href in footer)
    return (
        '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{html.escape(title)}</title>\n<style>{_CSS.replace('__ACCENT__', accent)}</style>\n"
        "</head>\n<body>\n"
        f'<header><span class="brand">{html.escape(brand)}</span><nav aria-label="Main">{links}</nav></header>\n'
        f"<main>\n{body}\n</main>\n<footer>{foot}</footer>\n"
        f"<script>\n{script}\n</script>\n</body>\n</html>\n"
    )


def _check(path: str, el_id: str, attr: str, want: dict[str, Any]) -> str:
    """A JS expression: true only on ``path`` with a record in ``#el_id[attr]`` matching ``want``."""
    return (
        "(() => {"
        f" if (location.pathname !== {json.dumps(path)}) return false;"
        f" const el = document.getElementById({json.dumps(el_id)});"
        f" const raw = el && el.getAttribute({json.dumps(attr)});"
        " if (!raw) return false;"
        " let r; try { r = JSON.parse(raw); } catch (e) { return false; }"
        " if (!r || typeof r !== 'object') return false;"
        f" const want = {json.dumps(want)};"
        " return Object.keys(want).every((k) => r[k] === want[k]);"
        " })()"
    )


def _target(targets: list[dict[str, Any]], seed: int, salt: str) -> dict[str, Any]:
    """The seed's target: a fixed shuffle of ``targets`` (salted per family), indexed by the seed."""
    order = random.Random(salt).sample(range(len(targets)), len(targets))
    return targets[order[seed % len(targets)]]


def _options(options: list[tuple[str, str]], selected: str = "") -> str:
    return "".join(
        f'<option value="{value}"{" selected" if value == selected else ""}>{html.escape(text)}</option>'
        for value, text in options
    )


def _steps(steps: list[str]) -> str:
    return " ".join(f"{i}. {step}" for i, step in enumerate(steps, 1))


# --------------------------------------------------------------------------- standing (single)

_STANDING_PATH = "/bank/standing-order"

_PAYEES = [
    ("greenfield-allot", "Greenfield Allotment Society (08-60-01 ••7392)"),
    ("greenfield-garden", "Greenfield Garden Centre (08-60-01 ••3307)"),
    ("harbour-deposit", "Harbour Lettings – Deposit (40-11-62 ••2280)"),
    ("harbour-ltd", "Harbour Lettings Ltd (40-11-62 ••0915)"),
    ("jcarter-current", "J Carter – Current (20-45-17 ••6620)"),
    ("jcarter-savings", "J Carter – Savings (20-45-17 ••1183)"),
    ("jo-carter", "Jo Carter (30-90-12 ••4471)"),
    ("riverside-gym", "Riverside Gym (40-22-19 ••5518)"),
]

_FREQUENCIES = [
    ("weekly", "Weekly"),
    ("2weeks", "Every 2 weeks"),
    ("4weeks", "Every 4 weeks"),
    ("monthly", "Monthly"),
    ("monthly-lwd", "Monthly (last working day)"),
    ("quarterly", "Every 3 months"),
    ("yearly", "Yearly"),
]

_STANDING_TARGETS: list[dict[str, Any]] = [
    {
        "payee": "harbour-ltd",
        "payee_name": "Harbour Lettings Ltd",
        "amount": 875.0,
        "amount_s": "875.00",
        "frequency": "monthly-lwd",
        "freq_name": "Monthly (last working day)",
        "freq_goal": "on the last working day of every month",
        "reference": "FLAT 3 RENT",
        "goal": "pay my rent to Harbour Lettings Ltd",
    },
    {
        "payee": "jcarter-savings",
        "payee_name": "J Carter – Savings",
        "amount": 120.0,
        "amount_s": "120.00",
        "frequency": "2weeks",
        "freq_name": "Every 2 weeks",
        "freq_goal": "every two weeks",
        "reference": "HOLIDAY POT",
        "goal": "move money into the J Carter savings account",
    },
    {
        "payee": "greenfield-allot",
        "payee_name": "Greenfield Allotment Society",
        "amount": 48.0,
        "amount_s": "48.00",
        "frequency": "yearly",
        "freq_name": "Yearly",
        "freq_goal": "once a year",
        "reference": "PLOT 14",
        "goal": "pay the Greenfield Allotment Society for my plot",
    },
    {
        "payee": "jo-carter",
        "payee_name": "Jo Carter",
        "amount": 60.0,
        "amount_s": "60.00",
        "frequency": "weekly",
        "freq_name": "Weekly",
        "freq_goal": "every week",
        "reference": "POCKET MONEY",
        "goal": "send Jo Carter pocket money",
    },
]

_STANDING_SCRIPT = """
const $ = (id) => document.getElementById(id);
const form = $("so-form");
form.addEventListener("submit", (e) => e.preventDefault());
$("payee-filter").addEventListener("input", () => {
  const q = $("payee-filter").value.trim().toLowerCase();
  for (const o of $("payee").options) o.hidden = q !== "" && !o.text.toLowerCase().includes(q);
});
const syncEnd = () => { $("end-fields").hidden = !$("has-end").checked; };
$("has-end").addEventListener("change", syncEnd);
$("draft").addEventListener("click", () => {
  $("draft-status").textContent = "Draft saved. Nothing will be paid until you set the standing order up.";
});
$("cancel").addEventListener("click", () => { location.href = "/bank/standing-orders"; });
$("submit").addEventListener("click", () => {
  const out = $("so-status");
  out.removeAttribute("data-order");
  out.textContent = "";
  $("draft-status").textContent = "";
  const errors = [];
  const rawAmount = $("amount").value.replace(/[£,\\s]/g, "");
  const amount = Number(rawAmount);
  if (rawAmount === "" || !Number.isFinite(amount) || amount <= 0) errors.push("Enter an amount, like 25.00");
  const reference = $("reference").value.trim().replace(/\\s+/g, " ").toUpperCase();
  if (!reference) errors.push("Enter a reference");
  let endPayments = null;
  if ($("has-end").checked) {
    endPayments = parseInt($("end-after").value, 10);
    if (!(endPayments > 0)) errors.push("Enter how many payments to make");
  }
  $("error").textContent = errors.join(". ");
  if (errors.length) return;
  const payee = $("payee");
  const freq = $("frequency");
  const record = {
    from: $("from").value,
    payee: payee.value,
    amount: Math.round(amount * 100) / 100,
    frequency: freq.value,
    first_payment: $("first-date").value,
    reference: reference,
    end_payments: endPayments,
  };
  out.setAttribute("data-order", JSON.stringify(record));
  out.textContent = "Standing order set up: £" + record.amount.toFixed(2) + " to " +
    payee.options[payee.selectedIndex].text + ", " + freq.options[freq.selectedIndex].text.toLowerCase() + ".";
});
"""


def _standing_page() -> str:
    accounts = _options(
        [
            ("current-4821", "Everyday Current Account ••4821 (£2,310.44)"),
            ("bills-7710", "Bills Account ••7710 (£612.08)"),
            ("saver-3302", "Instant Saver ••3302 (£8,950.00)"),
        ],
        "current-4821",
    )
    first_dates = _options(
        [
            ("next-working-day", "Next working day"),
            ("1st-next-month", "1st of next month"),
            ("15th-next-month", "15th of next month"),
        ],
        "next-working-day",
    )
    body = f"""
<h1>Set up a standing order</h1>
<p class="hint">We've filled in some details from your last standing order. Check every field before you continue.</p>
<form id="so-form" novalidate>
<label for="from">Pay from</label>
<select id="from">{accounts}</select>
<label for="payee-filter">Search your saved payees</label>
<input type="text" id="payee-filter" placeholder="Type part of a name" autocomplete="off">
<label for="payee">Payee</label>
<select id="payee">{_options(_PAYEES, "riverside-gym")}</select>
<p class="hint"><a href="/bank/payees/new">Pay someone new</a></p>
<label for="amount">Amount (£)</label>
<input type="text" id="amount" inputmode="decimal" value="35.00" autocomplete="off">
<label for="frequency">How often</label>
<select id="frequency">{_options(_FREQUENCIES, "monthly")}</select>
<label for="first-date">First payment</label>
<select id="first-date">{first_dates}</select>
<label for="reference">Reference</label>
<p class="hint" id="ref-hint">Shown on the payee's statement. Up to 18 letters, numbers and spaces.</p>
<input type="text" id="reference" value="GYM MEMBERSHIP" maxlength="18" aria-describedby="ref-hint" autocomplete="off">
<div class="check"><input type="checkbox" id="has-end"><label for="has-end">Set an end date</label></div>
<div id="end-fields" hidden>
<label for="end-after">Number of payments to make</label>
<input type="number" id="end-after" min="1" max="999">
</div>
<div class="actions">
<button type="button" id="draft">Save as draft</button>
<button type="button" id="cancel">Cancel</button>
<button type="button" id="submit" class="primary">Set up standing order</button>
</div>
</form>
<p id="draft-status" role="status"></p>
<p id="error" class="error" role="alert"></p>
<p id="so-status" class="ok" role="status"></p>
"""
    return _doc(
        "Set up a standing order – Northgate Bank",
        "Northgate Bank",
        [
            ("Accounts", "/bank/accounts"),
            ("Payments", "/bank/payments"),
            ("Standing orders", "/bank/standing-orders"),
            ("Direct Debits", "/bank/direct-debits"),
            ("Statements", "/bank/statements"),
            ("Help", "/bank/help"),
            ("Sign out", "/bank/sign-out"),
        ],
        body,
        _STANDING_SCRIPT,
        "#0b3d5c",
        [
            ("Security centre", "/bank/security"),
            ("Accessibility", "/bank/accessibility"),
            ("Cookies", "/bank/cookies"),
        ],
    )


_STANDING_WORDING = [
    "Set up a standing order from the Everyday Current Account to {payee_name}: £{amount_s}, {freq_name}, reference {reference}.",
    _steps(
        [
            "Choose {payee_name} as the payee.",
            "Enter £{amount_s} as the amount.",
            "Set how often to {freq_name}.",
            "Change the reference to {reference}.",
            "Click Set up standing order.",
        ]
    ),
    "I want to {goal}: £{amount_s} {freq_goal} from my Everyday Current Account, with {reference} as the reference, and no end date. Get it set up.",
    'Please set up a standing order to "{payee_name}" for "£{amount_s}", paid "{freq_name}", with the reference "{reference}".',
]


def standing(seed: int) -> Task:
    t = _target(_STANDING_TARGETS, seed, "standing")
    want = {
        "from": "current-4821",
        "payee": t["payee"],
        "amount": t["amount"],
        "frequency": t["frequency"],
        "reference": t["reference"],
        "end_payments": None,
    }
    return Task(
        name=f"standing-{seed}",
        family="standing",
        kind="single",
        seed=seed,
        instruction=_STANDING_WORDING[seed % 4].format(**t),
        start=_STANDING_PATH,
        pages={_STANDING_PATH: _standing_page()},
        check=_check(_STANDING_PATH, "so-status", "data-order", want),
    )


# --------------------------------------------------------------------------- repeats (single)

_REPEATS_PATH = "/pharmacy/repeat-prescription"

_MEDS = [
    ("amlo-5", "Amlodipine 5 mg tablets", "28 tablets", "2 April"),
    ("amlo-10", "Amlodipine 10 mg tablets", "28 tablets", "Not ordered yet"),
    ("atorva-20", "Atorvastatin 20 mg tablets", "28 tablets", "2 April"),
    ("atorva-40", "Atorvastatin 40 mg tablets", "28 tablets", "11 February"),
    ("beclo-inh", "Beclometasone 100 micrograms/dose inhaler", "1 inhaler (200 doses)", "19 March"),
    ("omep-10", "Omeprazole 10 mg gastro-resistant capsules", "28 capsules", "6 January"),
    ("omep-20", "Omeprazole 20 mg gastro-resistant capsules", "28 capsules", "2 April"),
    ("salbu-inh", "Salbutamol 100 micrograms/dose inhaler", "1 inhaler (200 doses)", "19 March"),
]
_MED_PRESET = "omep-20"
_MED_NAMES = {mid: name for mid, name, _, _ in _MEDS}

_PHARMACIES = [
    ("boots-high", "Boots, High Street, Ashdown"),
    ("boots-station", "Boots, Station Road, Ashdown"),
    ("well-station", "Well Pharmacy, Station Road, Ashdown"),
    ("ashdown-market", "Ashdown Pharmacy, Market Square"),
    ("lloyds", "Lloyds Pharmacy (in Sainsbury's), Ashdown Retail Park"),
]

_REPEATS_TARGETS: list[dict[str, Any]] = [
    {"meds": ["amlo-10", "atorva-20"], "pharmacy": "boots-station", "pharm": "Boots, Station Road"},
    {
        "meds": ["omep-10", "salbu-inh"],
        "pharmacy": "ashdown-market",
        "pharm": "Ashdown Pharmacy, Market Square",
    },
    {"meds": ["atorva-40", "beclo-inh"], "pharmacy": "lloyds", "pharm": "Lloyds Pharmacy in Sainsbury's"},
    {"meds": ["amlo-5", "salbu-inh"], "pharmacy": "well-station", "pharm": "Well Pharmacy, Station Road"},
]

_REPEATS_SCRIPT = """
const $ = (id) => document.getElementById(id);
const boxes = () => Array.from(document.querySelectorAll('input[name="med"]'));
$("rx-form").addEventListener("submit", (e) => e.preventDefault());
$("med-filter").addEventListener("input", () => {
  const q = $("med-filter").value.trim().toLowerCase();
  for (const row of document.querySelectorAll("#meds tbody tr")) {
    row.hidden = q !== "" && !row.textContent.toLowerCase().includes(q);
  }
});
const syncDelivery = () => {
  const on = $("delivery").checked;
  $("delivery-fields").hidden = !on;
  $("pharmacy").disabled = on;
};
$("delivery").addEventListener("change", syncDelivery);
$("save").addEventListener("click", () => {
  $("save-status").textContent = "Saved for later. Your selection has not been sent to the surgery.";
});
$("clear").addEventListener("click", () => {
  for (const b of boxes()) b.checked = false;
  $("save-status").textContent = "Selection cleared.";
});
$("submit").addEventListener("click", () => {
  const out = $("rx-status");
  out.removeAttribute("data-request");
  out.textContent = "";
  $("save-status").textContent = "";
  const chosen = boxes().filter((b) => b.checked).map((b) => b.value).sort();
  const delivery = $("delivery").checked;
  const errors = [];
  if (!chosen.length) errors.push("Tick at least one medicine");
  if (delivery && !$("address").value.trim()) errors.push("Enter a delivery address");
  $("error").textContent = errors.join(". ");
  if (errors.length) return;
  const record = {
    meds: chosen.join(","),
    pharmacy: delivery ? null : $("pharmacy").value,
    delivery: delivery,
    message: $("gp-message").value.trim(),
  };
  out.setAttribute("data-request", JSON.stringify(record));
  out.textContent = "Request sent for " + chosen.length + " medicine(s). We'll text you when it is ready.";
});
"""


def _repeats_page() -> str:
    rows = "".join(
        f'<tr><td><input type="checkbox" name="med" id="med-{mid}" value="{mid}"'
        f"{' checked' if mid == _MED_PRESET else ''}></td>"
        f'<td><label for="med-{mid}">{html.escape(name)}</label></td><td>{html.escape(qty)}</td>'
        f"<td>{html.escape(last)}</td></tr>"
        for mid, name, qty, last in _MEDS
    )
    body = f"""
<h1>Order a repeat prescription</h1>
<p class="panel">Patient: <strong>Elaine Porter</strong> · NHS number 943 476 5919 · Born 3 May 1951</p>
<p class="hint">Tick the medicines you need now. Allow 3 working days before you collect them.</p>
<form id="rx-form" novalidate>
<label for="med-filter">Filter your medicines</label>
<input type="text" id="med-filter" placeholder="For example, inhaler" autocomplete="off">
<table id="meds">
<caption>Your repeat medicines</caption>
<thead><tr><th scope="col">Order</th><th scope="col">Medicine</th><th scope="col">Quantity</th><th scope="col">Last ordered</th></tr></thead>
<tbody>{rows}</tbody>
</table>
<p class="hint"><a href="/pharmacy/new-medicine">Ask for a medicine that is not on this list</a></p>
<label for="pharmacy">Pharmacy to collect from</label>
<select id="pharmacy">{_options(_PHARMACIES, "boots-high")}</select>
<div class="check"><input type="checkbox" id="delivery"><label for="delivery">Deliver to my home instead</label></div>
<div id="delivery-fields" hidden>
<label for="address">Delivery address</label>
<textarea id="address" rows="3">14 Meadow Close, Ashdown, AS4 7PL</textarea>
<label for="safe-place">Safe place (optional)</label>
<input type="text" id="safe-place">
</div>
<label for="gp-message">Message for the GP (optional)</label>
<textarea id="gp-message" rows="3"></textarea>
<div class="actions">
<button type="button" id="save">Save for later</button>
<button type="button" id="clear">Clear selection</button>
<button type="button" id="submit" class="primary">Order medicines</button>
</div>
</form>
<p id="save-status" role="status"></p>
<p id="error" class="error" role="alert"></p>
<p id="rx-status" class="ok" role="status"></p>
"""
    return _doc(
        "Order a repeat prescription – Ashdown Surgery",
        "Ashdown Surgery · Online services",
        [
            ("Home", "/pharmacy/home"),
            ("Appointments", "/pharmacy/appointments"),
            ("Repeat prescriptions", "/pharmacy/repeat-prescription"),
            ("Test results", "/pharmacy/test-results"),
            ("Messages", "/pharmacy/messages"),
            ("Sign out", "/pharmacy/sign-out"),
        ],
        body,
        _REPEATS_SCRIPT,
        "#005eb8",
        [("Privacy notice", "/pharmacy/privacy"), ("Contact the surgery", "/pharmacy/contact")],
    )


_REPEATS_WORDING = [
    "Order a repeat prescription of only {med1} and {med2}, to collect from {pharm}.",
    _steps(
        [
            "Tick {med1}.",
            "Tick {med2}.",
            "Untick any other medicine that is ticked.",
            "Choose {pharm} as the pharmacy to collect from.",
            "Click Order medicines.",
        ]
    ),
    "Elaine is running low on {med1} and {med2} and needs nothing else this time. She'll pick them up from {pharm}. Put the request in.",
    'Please order "{med1}" and "{med2}" (and no other medicines) for collection from "{pharm}".',
]


def repeats(seed: int) -> Task:
    t = _target(_REPEATS_TARGETS, seed, "repeats")
    med1, med2 = (_MED_NAMES[m] for m in t["meds"])
    want = {"meds": ",".join(sorted(t["meds"])), "pharmacy": t["pharmacy"], "delivery": False}
    return Task(
        name=f"repeats-{seed}",
        family="repeats",
        kind="single",
        seed=seed,
        instruction=_REPEATS_WORDING[seed % 4].format(med1=med1, med2=med2, pharm=t["pharm"]),
        start=_REPEATS_PATH,
        pages={_REPEATS_PATH: _repeats_page()},
        check=_check(_REPEATS_PATH, "rx-status", "data-request", want),
    )


# --------------------------------------------------------------------------- vehicletax (single)

_VTAX_PATH = "/vehicle-tax/renew"

_VEHICLES = [
    ("KD21 HNV", "Toyota Yaris, red", "2259 6841 3070 9926", "30 April"),
    ("KD21 HNY", "Toyota Yaris, red", "2259 6841 3070 9962", "31 July"),
    ("LM19 XKP", "Ford Focus, grey", "4183 0927 5561 2084", "31 May"),
    ("LM19 XKT", "Ford Focus, blue", "4183 0927 5561 2048", "30 April"),
    ("SN70 BGU", "Kia Niro, white", "6014 5387 2291 7463", "30 April"),
    ("SN70 BGV", "Kia Niro, white", "6014 5387 2291 7436", "30 June"),
    ("YR68 PWA", "Vauxhall Corsa, silver", "7702 1456 9938 0315", "30 April"),
    ("YR68 PWE", "Vauxhall Corsa, silver", "7702 1456 9938 0351", "31 August"),
]

_PAYMENTS = [
    ("single-12", "12 months – single payment of £195.00"),
    ("single-6", "6 months – single payment of £107.25"),
    ("dd-single", "12 months – Direct Debit, single payment of £195.00"),
    ("dd-12", "12 months – Direct Debit, 12 monthly payments of £16.25"),
    ("dd-6", "6 months – Direct Debit, 6 monthly payments of £17.88"),
]

_VTAX_TARGETS: list[dict[str, Any]] = [
    {
        "reg": "LM19 XKT",
        "ref": "4183 0927 5561 2048",
        "car": "blue Ford Focus",
        "payment": "dd-12",
        "pay_label": "12 months – Direct Debit, 12 monthly payments",
        "pay_goal": "for a year, paying by Direct Debit in monthly instalments",
    },
    {
        "reg": "YR68 PWA",
        "ref": "7702 1456 9938 0315",
        "car": "silver Vauxhall Corsa",
        "payment": "single-6",
        "pay_label": "6 months – single payment",
        "pay_goal": "for six months, paid in a single payment rather than by Direct Debit",
    },
    {
        "reg": "KD21 HNV",
        "ref": "2259 6841 3070 9926",
        "car": "red Toyota Yaris",
        "payment": "dd-single",
        "pay_label": "12 months – Direct Debit, single payment",
        "pay_goal": "for a year, with the whole amount taken in one Direct Debit payment",
    },
    {
        "reg": "SN70 BGU",
        "ref": "6014 5387 2291 7463",
        "car": "white Kia Niro",
        "payment": "dd-6",
        "pay_label": "6 months – Direct Debit, 6 monthly payments",
        "pay_goal": "for six months, paying by Direct Debit each month",
    },
]

_VTAX_SCRIPT = """
const $ = (id) => document.getElementById(id);
const form = $("tax-form");
form.addEventListener("submit", (e) => e.preventDefault());
for (const b of document.querySelectorAll("button.use")) {
  b.addEventListener("click", () => {
    $("ref").value = b.dataset.ref;
    $("reg").value = b.dataset.reg;
    $("save-status").textContent = "Details for " + b.dataset.reg + " filled in below.";
  });
}
const syncSorn = () => { $("sorn-fields").hidden = !$("sorn").checked; };
$("sorn").addEventListener("change", syncSorn);
$("restart").addEventListener("click", () => {
  form.reset();
  syncSorn();
  $("error").textContent = "";
  $("save-status").textContent = "Form cleared.";
});
$("later").addEventListener("click", () => {
  $("save-status").textContent = "We've saved your answers for 24 hours. Your vehicle is not taxed yet.";
});
$("submit").addEventListener("click", () => {
  const out = $("tax-status");
  out.removeAttribute("data-tax");
  out.textContent = "";
  $("save-status").textContent = "";
  const reference = $("ref").value.replace(/[\\s-]/g, "");
  const registration = $("reg").value.replace(/\\s+/g, "").toUpperCase();
  const sorn = $("sorn").checked;
  const mot = $("mot").checked;
  const pay = document.querySelector('input[name="pay"]:checked');
  const errors = [];
  if (!/^(\\d{11}|\\d{16})$/.test(reference)) errors.push("Enter the 16-digit reference number from your V11 reminder");
  if (!/^[A-Z0-9]{2,8}$/.test(registration)) errors.push("Enter the vehicle registration number");
  if (!sorn && !mot) errors.push("Confirm the vehicle has a valid MOT and insurance");
  if (!sorn && !pay) errors.push("Choose how you want to pay");
  $("error").textContent = errors.join(". ");
  if (errors.length) return;
  const record = {
    reference: reference,
    registration: registration,
    payment: sorn ? null : pay.value,
    mot: mot,
    sorn: sorn,
    email: $("email").value.trim(),
  };
  out.setAttribute("data-tax", JSON.stringify(record));
  out.textContent = sorn
    ? "SORN made for " + registration + "."
    : "Payment accepted. " + registration + " is now taxed.";
});
"""


def _vtax_page() -> str:
    vehicles = "".join(
        f'<li class="card"><strong>{reg}</strong> · {html.escape(desc)} · tax due by {due} '
        f'<button type="button" class="use" data-reg="{reg}" data-ref="{ref}">Use these details</button></li>'
        for reg, desc, ref, due in _VEHICLES
    )
    radios = "".join(
        f'<div class="radio"><input type="radio" name="pay" id="pay-{value}" value="{value}"'
        f"{' checked' if value == 'single-12' else ''}>"
        f'<label for="pay-{value}">{html.escape(text)}</label></div>'
        for value, text in _PAYMENTS
    )
    body = f"""
<h1>Tax your vehicle</h1>
<p class="hint">You'll need the 16-digit reference number from your vehicle tax reminder (V11), or the 11-digit number from the vehicle logbook (V5C).</p>
<section class="panel" aria-labelledby="vehicles-h">
<h2 id="vehicles-h">Vehicles on your account</h2>
<ul class="plain">{vehicles}</ul>
</section>
<form id="tax-form" novalidate>
<label for="ref">Reference number</label>
<p class="hint" id="ref-hint">For example, 1234 5678 9012 3456</p>
<input type="text" id="ref" inputmode="numeric" autocomplete="off" aria-describedby="ref-hint">
<label for="reg">Vehicle registration number</label>
<p class="hint" id="reg-hint">For example, CU57 ABC</p>
<input type="text" id="reg" autocomplete="off" aria-describedby="reg-hint">
<fieldset>
<legend>How do you want to pay?</legend>
<p class="hint">If you choose Direct Debit you'll set it up on the next screen.</p>
{radios}
</fieldset>
<label for="email">Email address for your confirmation</label>
<input type="email" id="email" value="d.fielding@example.com">
<div class="check"><input type="checkbox" id="mot"><label for="mot">I confirm the vehicle has a valid MOT and insurance</label></div>
<div class="check"><input type="checkbox" id="sorn"><label for="sorn">The vehicle is off the road – make a SORN instead</label></div>
<div id="sorn-fields" hidden>
<label for="sorn-date">Date it was taken off the road</label>
<input type="text" id="sorn-date" placeholder="DD/MM/YYYY">
</div>
<div class="actions">
<button type="button" id="restart">Start again</button>
<button type="button" id="later">Save and come back later</button>
<button type="button" id="submit" class="primary">Pay and tax vehicle</button>
</div>
</form>
<p id="save-status" role="status"></p>
<p id="error" class="error" role="alert"></p>
<p id="tax-status" class="ok" role="status"></p>
"""
    return _doc(
        "Tax your vehicle – Vehicle Licensing Service",
        "Vehicle Licensing Service",
        [
            ("Home", "/vehicle-tax/home"),
            ("Make a SORN", "/vehicle-tax/sorn"),
            ("Check if a vehicle is taxed", "/vehicle-tax/check"),
            ("Help", "/vehicle-tax/help"),
            ("Cymraeg", "/vehicle-tax/cy"),
        ],
        body,
        _VTAX_SCRIPT,
        "#1d3b2a",
        [("Cookies", "/vehicle-tax/cookies"), ("Terms and conditions", "/vehicle-tax/terms")],
    )


_VTAX_WORDING = [
    "Tax vehicle {reg} with reference {ref}: {pay_label}. It has a valid MOT and insurance.",
    _steps(
        [
            "Enter the reference number {ref}.",
            "Enter the registration number {reg}.",
            "Choose the payment option '{pay_label}'.",
            "Tick the box confirming a valid MOT and insurance.",
            "Click Pay and tax vehicle.",
        ]
    ),
    "My {car}, registration {reg}, needs taxing {pay_goal}. The reminder's reference number is {ref}, and the car has a valid MOT and insurance. Sort it out.",
    'Please tax the vehicle "{reg}" using the reference number "{ref}", choosing "{pay_label}", and confirm it has a valid MOT and insurance.',
]


def vehicletax(seed: int) -> Task:
    t = _target(_VTAX_TARGETS, seed, "vehicletax")
    want = {
        "reference": t["ref"].replace(" ", ""),
        "registration": t["reg"].replace(" ", ""),
        "payment": t["payment"],
        "mot": True,
        "sorn": False,
    }
    return Task(
        name=f"vehicletax-{seed}",
        family="vehicletax",
        kind="single",
        seed=seed,
        instruction=_VTAX_WORDING[seed % 4].format(**t),
        start=_VTAX_PATH,
        pages={_VTAX_PATH: _vtax_page()},
        check=_check(_VTAX_PATH, "tax-status", "data-tax", want),
    )


# --------------------------------------------------------------------------- volunteer (two pages)

_VOL_LIST = "/volunteer/shifts"
_VOL_FORM = "/volunteer/signup"

# id, role, day, time, venue, places (0 = full)
_SHIFTS = [
    ("fb-sat-am-hall", "Food bank packing", "Saturday 14 June", "9:00–12:00", "Millbrook Hall", 4),
    ("fb-sat-am-oak", "Food bank packing", "Saturday 14 June", "9:00–12:00", "Oakfield Church hall", 2),
    ("fb-sat-pm-hall", "Food bank packing", "Saturday 14 June", "13:00–16:00", "Millbrook Hall", 5),
    ("dd-sat-am", "Delivery driving", "Saturday 14 June", "9:00–12:00", "Millbrook Hall yard", 1),
    ("dd-sat-pm", "Delivery driving", "Saturday 14 June", "13:00–16:00", "Millbrook Hall yard", 3),
    ("cafe-sat-pm", "Community café", "Saturday 14 June", "12:00–15:00", "Oakfield Church hall", 2),
    ("park-sat-am", "Park litter pick", "Saturday 14 June", "10:00–12:00", "Riverside Park gates", 8),
    ("fb-sun-am-hall", "Food bank packing", "Sunday 15 June", "9:00–12:00", "Millbrook Hall", 6),
    ("cafe-sun-pm", "Community café", "Sunday 15 June", "12:00–15:00", "Oakfield Church hall", 0),
]

_EXPERIENCE = [
    ("", "Choose one"),
    ("first-time", "No, this is my first shift"),
    ("returning", "Yes, I've volunteered before"),
    ("returning-lead", "Yes, and I'd like to lead the team on this shift"),
]

_VOL_TARGETS: list[dict[str, Any]] = [
    {
        "shift": "fb-sat-pm-hall",
        "name": "Priya Nair",
        "pron": "She",
        "experience": "returning",
        "tshirt": "L",
        "shift_goal": "packing food parcels at Millbrook Hall on the afternoon of Saturday 14 June (13:00–16:00)",
        "exp_goal": "She has volunteered with the pantry before",
    },
    {
        "shift": "dd-sat-am",
        "name": "Tom Hughes",
        "pron": "He",
        "experience": "first-time",
        "tshirt": "XL",
        "shift_goal": "driving deliveries on the morning of Saturday 14 June (9:00–12:00)",
        "exp_goal": "It will be his first shift",
    },
    {
        "shift": "fb-sat-am-oak",
        "name": "Grace Osei",
        "pron": "She",
        "experience": "returning-lead",
        "tshirt": "S",
        "shift_goal": "packing food parcels at Oakfield Church hall on Saturday 14 June, 9:00–12:00",
        "exp_goal": "She has volunteered before and wants to lead the team on that shift",
    },
    {
        "shift": "cafe-sat-pm",
        "name": "Daniel Kim",
        "pron": "He",
        "experience": "first-time",
        "tshirt": "L",
        "shift_goal": "helping at the community café on Saturday 14 June, 12:00–15:00",
        "exp_goal": "It will be his first shift",
    },
]

_VOL_LIST_SCRIPT = """
const $ = (id) => document.getElementById(id);
const apply = () => {
  const q = $("shift-filter").value.trim().toLowerCase();
  const day = $("day-filter").value;
  for (const card of document.querySelectorAll("article.shift")) {
    const okText = q === "" || card.textContent.toLowerCase().includes(q);
    const okDay = day === "" || card.dataset.day === day;
    card.hidden = !(okText && okDay);
  }
};
$("shift-filter").addEventListener("input", apply);
$("day-filter").addEventListener("change", apply);
"""

_VOL_FORM_SCRIPT = """
const SHIFTS = __SHIFTS__;
const $ = (id) => document.getElementById(id);
const shiftId = new URLSearchParams(location.search).get("shift") || "";
const shift = Object.prototype.hasOwnProperty.call(SHIFTS, shiftId) ? SHIFTS[shiftId] : null;
if (shift && shift.places > 0) {
  $("shift-summary").textContent = "Your shift: " + shift.role + " – " + shift.day + ", " + shift.time + " – " + shift.venue;
} else {
  $("shift-summary").textContent = "We couldn't find that shift, or it is full. Go back to the list and choose a shift.";
}
$("signup-form").addEventListener("submit", (e) => e.preventDefault());
const syncU18 = () => { $("guardian-fields").hidden = !$("under18").checked; };
$("under18").addEventListener("change", syncU18);
$("draft").addEventListener("click", () => {
  $("draft-status").textContent = "Draft saved on this device. You are not signed up yet.";
});
$("submit").addEventListener("click", () => {
  const out = $("signup-status");
  out.removeAttribute("data-signup");
  out.textContent = "";
  $("draft-status").textContent = "";
  const name = $("full-name").value.trim().replace(/\\s+/g, " ");
  const under18 = $("under18").checked;
  const errors = [];
  if (!shift || shift.places <= 0) errors.push("Choose a shift from the list first");
  if (!name) errors.push("Enter your full name");
  if (!$("experience").value) errors.push("Tell us whether you have volunteered before");
  if (under18 && !$("guardian-name").value.trim()) errors.push("Enter a parent or guardian's name");
  $("error").textContent = errors.join(". ");
  if (errors.length) return;
  const record = {
    shift: shiftId,
    name: name,
    experience: $("experience").value,
    tshirt: $("tshirt").value,
    under_18: under18,
    updates: $("updates").checked,
  };
  out.setAttribute("data-signup", JSON.stringify(record));
  out.textContent = "Thank you, " + name + "! You're signed up for " + shift.role + " on " + shift.day + ".";
});
"""

_VOL_NAV = [
    ("Home", "/volunteer/home"),
    ("About us", "/volunteer/about"),
    ("Get help", "/volunteer/get-help"),
    ("Donate", "/volunteer/donate"),
    ("Volunteer", "/volunteer/shifts"),
    ("Contact", "/volunteer/contact"),
]
_VOL_FOOT = [("Privacy", "/volunteer/privacy"), ("Registered charity 1187342", "/volunteer/charity")]


def _vol_list_page() -> str:
    cards = []
    for sid, role, day, time, venue, places in _SHIFTS:
        if places:
            left = f"{places} place{'s' if places != 1 else ''} left"
            action = f'<a class="button" href="{_VOL_FORM}?shift={sid}">Sign up</a>'
        else:
            left = "Full"
            action = f'<a class="button" href="/volunteer/waiting-list?shift={sid}">Join the waiting list</a>'
        cards.append(
            f'<article class="card shift" data-day="{day.split()[0]}"><h2>{html.escape(role)}</h2>'
            f'<p>{day}, {time}</p><p>{html.escape(venue)}</p><p class="hint">{left}</p>{action}</article>'
        )
    days = _options([("", "All days"), ("Saturday", "Saturday 14 June"), ("Sunday", "Sunday 15 June")], "")
    body = f"""
<h1>Volunteer shifts – weekend of 14 June</h1>
<p>Every shift helps us get food to around 300 households a week. Pick a shift below to sign up; you'll get a reminder by email the day before.</p>
<div class="filters">
<div><label for="shift-filter">Filter shifts</label><input type="text" id="shift-filter" placeholder="Role or venue" autocomplete="off"></div>
<div><label for="day-filter">Day</label><select id="day-filter">{days}</select></div>
</div>
<div class="grid">{"".join(cards)}</div>
<p class="hint">Can't make any of these? <a href="/volunteer/contact">Tell us when you're free</a>.</p>
"""
    return _doc(
        "Volunteer shifts – Millbrook Community Pantry",
        "Millbrook Community Pantry",
        _VOL_NAV,
        body,
        _VOL_LIST_SCRIPT,
        "#7a3e00",
        _VOL_FOOT,
    )


def _vol_form_page() -> str:
    data = {
        sid: {"role": role, "day": day, "time": time, "venue": venue, "places": places}
        for sid, role, day, time, venue, places in _SHIFTS
    }
    sizes = _options([(s, s) for s in ("XS", "S", "M", "L", "XL", "XXL")], "M")
    body = f"""
<h1>Sign up for a shift</h1>
<p id="shift-summary" class="panel"></p>
<p class="hint"><a href="{_VOL_LIST}">Choose a different shift</a></p>
<form id="signup-form" novalidate>
<label for="full-name">Full name</label>
<input type="text" id="full-name" autocomplete="name">
<label for="experience">Have you volunteered with us before?</label>
<select id="experience">{_options(_EXPERIENCE, "")}</select>
<label for="tshirt">Volunteer T-shirt size</label>
<select id="tshirt">{sizes}</select>
<div class="check"><input type="checkbox" id="under18"><label for="under18">I am under 18</label></div>
<div id="guardian-fields" hidden>
<label for="guardian-name">Parent or guardian's name</label>
<input type="text" id="guardian-name">
<label for="guardian-phone">Parent or guardian's phone number</label>
<input type="tel" id="guardian-phone">
</div>
<div class="check"><input type="checkbox" id="updates" checked><label for="updates">Email me about future shifts</label></div>
<div class="actions">
<button type="button" id="draft">Save draft</button>
<a class="button" href="{_VOL_LIST}">Back to shifts</a>
<button type="button" id="submit" class="primary">Confirm sign-up</button>
</div>
</form>
<p id="draft-status" role="status"></p>
<p id="error" class="error" role="alert"></p>
<p id="signup-status" class="ok" role="status"></p>
"""
    return _doc(
        "Sign up for a shift – Millbrook Community Pantry",
        "Millbrook Community Pantry",
        _VOL_NAV,
        body,
        _VOL_FORM_SCRIPT.replace("__SHIFTS__", json.dumps(data)),
        "#7a3e00",
        _VOL_FOOT,
    )


def _vol_wording(seed: int, t: dict[str, Any]) -> str:
    _, role, day, time, venue, _ = next(s for s in _SHIFTS if s[0] == t["shift"])
    exp_label = dict(_EXPERIENCE)[t["experience"]]
    shift_desc = f"{role} on {day}, {time} at {venue}"
    style = seed % 4
    if style == 0:
        return f"Sign {t['name']} up for {shift_desc}. Experience: {exp_label}. T-shirt size {t['tshirt']}."
    if style == 1:
        return _steps(
            [
                f"On the shifts page, find {role} on {day}, {time} at {venue} and click its Sign up link.",
                f"Enter the full name {t['name']}.",
                f"For experience, choose '{exp_label}'.",
                f"Set the T-shirt size to {t['tshirt']}.",
                "Click Confirm sign-up.",
            ]
        )
    if style == 2:
        return (
            f"{t['name']} wants to volunteer: {t['shift_goal']}. {t['exp_goal']}. {t['pron']} wears a size "
            f"{t['tshirt']} T-shirt. Get {'her' if t['pron'] == 'She' else 'him'} signed up."
        )
    return (
        f'Please sign "{t["name"]}" up for the "{role}" shift on "{day}, {time}" at "{venue}", '
        f'answering "{exp_label}" about experience and choosing T-shirt size "{t["tshirt"]}".'
    )


def volunteer(seed: int) -> Task:
    t = _target(_VOL_TARGETS, seed, "volunteer")
    want = {
        "shift": t["shift"],
        "name": t["name"],
        "experience": t["experience"],
        "tshirt": t["tshirt"],
        "under_18": False,
    }
    return Task(
        name=f"volunteer-{seed}",
        family="volunteer",
        kind="two",
        seed=seed,
        instruction=_vol_wording(seed, t),
        start=_VOL_LIST,
        pages={_VOL_LIST: _vol_list_page(), _VOL_FORM: _vol_form_page()},
        check=_check(_VOL_FORM, "signup-status", "data-signup", want),
    )


# --------------------------------------------------------------------------- itrequest (two pages)

_IT_LIST = "/it/catalogue"
_IT_FORM = "/it/request"

# id, name, spec, delivery, category
_IT_ITEMS = [
    ("lap-14-i5", "Laptop 14-inch", "Intel Core i5, 16 GB RAM, 512 GB SSD", "5 working days", "laptops"),
    ("lap-14-i7", "Laptop 14-inch", "Intel Core i7, 32 GB RAM, 1 TB SSD", "7 working days", "laptops"),
    ("lap-16-i7", "Laptop 16-inch", "Intel Core i7, 32 GB RAM, 1 TB SSD", "10 working days", "laptops"),
    ("mon-24-fhd", "Monitor 24-inch", "Full HD 1920 × 1080, HDMI", "3 working days", "monitors"),
    ("mon-27-qhd", "Monitor 27-inch", "QHD 2560 × 1440, USB-C", "3 working days", "monitors"),
    ("mon-27-4k", "Monitor 27-inch", "4K 3840 × 2160, USB-C", "5 working days", "monitors"),
    ("dock-usbc", "Docking station", "USB-C, 2 × DisplayPort, 65 W charging", "3 working days", "docks"),
    ("dock-tb4", "Docking station", "Thunderbolt 4, 2 × HDMI, 96 W charging", "5 working days", "docks"),
    ("head-wired", "Headset", "Wired USB-A, noise-cancelling microphone", "2 working days", "audio"),
    (
        "head-wireless",
        "Headset",
        "Wireless Bluetooth, noise-cancelling microphone",
        "2 working days",
        "audio",
    ),
]

_COST_CENTRES = [
    ("cc-4100", "4100 – Marketing (UK)"),
    ("cc-4150", "4150 – Marketing (EU)"),
    ("cc-5100", "5100 – Sales (UK)"),
    ("cc-5150", "5150 – Sales (EU)"),
    ("cc-6200", "6200 – Finance"),
    ("cc-6250", "6250 – Finance operations"),
]

_REASONS = [
    ("", "Choose a reason"),
    ("new-starter", "New starter"),
    ("additional", "Additional equipment"),
    ("replace-faulty", "Replacement – faulty device"),
    ("replace-lost", "Replacement – lost or stolen device"),
]

_IT_TARGETS: list[dict[str, Any]] = [
    {
        "item": "mon-27-4k",
        "item_desc": "the 27-inch 4K monitor",
        "qty": 2,
        "cc": "cc-5150",
        "reason": "additional",
        "asset": None,
        "goal": "The Sales (EU) team, cost centre 5150, needs two more 27-inch 4K monitors on top of what they already have. Raise the equipment request.",
    },
    {
        "item": "lap-14-i7",
        "item_desc": "the 14-inch laptop with the Core i7 and 32 GB RAM",
        "qty": 1,
        "cc": "cc-4150",
        "reason": "replace-faulty",
        "asset": "IT-20417",
        "goal": "My laptop (asset tag IT-20417) has died. Get me one 14-inch Core i7 laptop with 32 GB RAM as a replacement for the faulty one, charged to Marketing (EU), cost centre 4150.",
    },
    {
        "item": "dock-tb4",
        "item_desc": "the Thunderbolt 4 docking station",
        "qty": 3,
        "cc": "cc-6200",
        "reason": "new-starter",
        "asset": None,
        "goal": "Three new starters join Finance (cost centre 6200) next month and each needs a Thunderbolt 4 docking station. Order them.",
    },
    {
        "item": "head-wireless",
        "item_desc": "the wireless Bluetooth headset",
        "qty": 1,
        "cc": "cc-5100",
        "reason": "replace-lost",
        "asset": "IT-18862",
        "goal": "I left my headset (asset tag IT-18862) on a train. Request one wireless Bluetooth headset to replace the lost one, on the Sales (UK) cost centre, 5100.",
    },
]

_IT_LIST_SCRIPT = """
const $ = (id) => document.getElementById(id);
const apply = () => {
  const q = $("catalogue-search").value.trim().toLowerCase();
  const cat = $("category").value;
  for (const row of document.querySelectorAll("#items tbody tr")) {
    const okText = q === "" || row.textContent.toLowerCase().includes(q);
    const okCat = cat === "" || row.dataset.category === cat;
    row.hidden = !(okText && okCat);
  }
};
$("catalogue-search").addEventListener("input", apply);
$("category").addEventListener("change", apply);
for (const b of document.querySelectorAll("button.request")) {
  b.addEventListener("click", () => { location.href = "/it/request?item=" + encodeURIComponent(b.dataset.item); });
}
"""

_IT_FORM_SCRIPT = """
const ITEMS = __ITEMS__;
const $ = (id) => document.getElementById(id);
const itemId = new URLSearchParams(location.search).get("item") || "";
const item = Object.prototype.hasOwnProperty.call(ITEMS, itemId) ? ITEMS[itemId] : null;
$("item-summary").textContent = item
  ? "Item: " + item.name + " – " + item.spec + " (usual delivery " + item.delivery + ")"
  : "No item selected. Go back to the catalogue and choose one.";
$("request-form").addEventListener("submit", (e) => e.preventDefault());
const syncReplace = () => { $("asset-fields").hidden = !$("replaces").checked; };
$("replaces").addEventListener("change", syncReplace);
$("draft").addEventListener("click", () => {
  $("draft-status").textContent = "Draft saved to My requests. It has not been sent for approval.";
});
$("submit").addEventListener("click", () => {
  const out = $("request-status");
  out.removeAttribute("data-request");
  out.textContent = "";
  $("draft-status").textContent = "";
  const qtyRaw = $("quantity").value.trim();
  const qty = Number(qtyRaw);
  const replaces = $("replaces").checked;
  const asset = $("asset-tag").value.trim().toUpperCase();
  const errors = [];
  if (!item) errors.push("Choose an item from the catalogue first");
  if (!/^\\d+$/.test(qtyRaw) || qty < 1 || qty > 10) errors.push("Enter a quantity from 1 to 10");
  if (!$("reason").value) errors.push("Choose a reason for the request");
  if (replaces && !asset) errors.push("Enter the asset tag of the device you are replacing");
  $("error").textContent = errors.join(". ");
  if (errors.length) return;
  const record = {
    item: itemId,
    quantity: qty,
    cost_centre: $("cost-centre").value,
    reason: $("reason").value,
    replaces: replaces,
    asset_tag: replaces ? asset : null,
    deliver_to: $("deliver-to").value,
  };
  out.setAttribute("data-request", JSON.stringify(record));
  out.textContent = "Request REQ-" + (40000 + Math.floor(Math.random() * 9000)) + " sent to your manager for approval.";
});
"""

_IT_NAV = [
    ("My tickets", "/it/tickets"),
    ("Report a fault", "/it/report"),
    ("Equipment catalogue", "/it/catalogue"),
    ("My requests", "/it/my-requests"),
    ("Knowledge base", "/it/kb"),
]
_IT_FOOT = [("IT acceptable use policy", "/it/policy"), ("Service status", "/it/status")]


def _it_list_page() -> str:
    rows = "".join(
        f'<tr data-category="{cat}"><td>{html.escape(name)}</td><td>{html.escape(spec)}</td>'
        f"<td>{delivery}</td>"
        f'<td><button type="button" class="request" data-item="{iid}">Request</button></td></tr>'
        for iid, name, spec, delivery, cat in _IT_ITEMS
    )
    cats = _options(
        [
            ("", "All categories"),
            ("laptops", "Laptops"),
            ("monitors", "Monitors"),
            ("docks", "Docking stations"),
            ("audio", "Audio"),
        ],
        "",
    )
    body = f"""
<h1>Equipment catalogue</h1>
<p>Standard equipment for Kestrel Analytics staff. Requests go to your line manager for approval, then to IT for delivery.</p>
<div class="filters">
<div><label for="catalogue-search">Search the catalogue</label><input type="text" id="catalogue-search" placeholder="For example, monitor" autocomplete="off"></div>
<div><label for="category">Category</label><select id="category">{cats}</select></div>
</div>
<table id="items">
<caption>Standard items</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Specification</th><th scope="col">Usual delivery</th><th scope="col"><span hidden>Action</span></th></tr></thead>
<tbody>{rows}</tbody>
</table>
<p class="hint">Need something that isn't listed? <a href="/it/non-standard">Make a non-standard request</a>.</p>
"""
    return _doc(
        "Equipment catalogue – Kestrel IT Helpdesk",
        "Kestrel IT Helpdesk",
        _IT_NAV,
        body,
        _IT_LIST_SCRIPT,
        "#3b2e7e",
        _IT_FOOT,
    )


def _it_form_page() -> str:
    data = {
        iid: {"name": name, "spec": spec, "delivery": delivery} for iid, name, spec, delivery, _ in _IT_ITEMS
    }
    deliver = _options(
        [
            ("desk", "My desk (3rd floor, Leeds office)"),
            ("reception", "Leeds office reception"),
            ("home", "My home address"),
        ],
        "desk",
    )
    body = f"""
<h1>Request equipment</h1>
<p id="item-summary" class="panel"></p>
<p class="hint"><a href="{_IT_LIST}">Choose a different item</a></p>
<form id="request-form" novalidate>
<label for="quantity">Quantity</label>
<input type="number" id="quantity" min="1" max="10" value="1">
<label for="cost-centre">Cost centre</label>
<p class="hint" id="cc-hint">Your default cost centre is selected. Change it if another team is paying.</p>
<select id="cost-centre" aria-describedby="cc-hint">{_options(_COST_CENTRES, "cc-4100")}</select>
<label for="reason">Reason</label>
<select id="reason">{_options(_REASONS, "")}</select>
<div class="check"><input type="checkbox" id="replaces"><label for="replaces">This replaces a device I already have</label></div>
<div id="asset-fields" hidden>
<label for="asset-tag">Asset tag of the old device</label>
<p class="hint" id="asset-hint">Printed on the sticker underneath, for example IT-12345</p>
<input type="text" id="asset-tag" aria-describedby="asset-hint" autocomplete="off">
</div>
<label for="deliver-to">Deliver to</label>
<select id="deliver-to">{deliver}</select>
<label for="notes">Notes for IT (optional)</label>
<textarea id="notes" rows="3"></textarea>
<div class="actions">
<button type="button" id="draft">Save draft</button>
<a class="button" href="{_IT_LIST}">Cancel</a>
<button type="button" id="submit" class="primary">Submit request</button>
</div>
</form>
<p id="draft-status" role="status"></p>
<p id="error" class="error" role="alert"></p>
<p id="request-status" class="ok" role="status"></p>
"""
    return _doc(
        "Request equipment – Kestrel IT Helpdesk",
        "Kestrel IT Helpdesk",
        _IT_NAV,
        body,
        _IT_FORM_SCRIPT.replace("__ITEMS__", json.dumps(data)),
        "#3b2e7e",
        _IT_FOOT,
    )


def _it_wording(seed: int, t: dict[str, Any]) -> str:
    _, name, spec, _, _ = next(i for i in _IT_ITEMS if i[0] == t["item"])
    cc = dict(_COST_CENTRES)[t["cc"]]
    reason = dict(_REASONS)[t["reason"]]
    asset = t["asset"]
    style = seed % 4
    if style == 0:
        extra = f", replacing asset {asset}" if asset else ""
        return f"Request {t['item_desc']}: quantity {t['qty']}, cost centre {cc}, reason {reason}{extra}."
    if style == 1:
        steps = [
            f"In the catalogue, click Request on {t['item_desc']} ({name}, {spec}).",
            f"Set the quantity to {t['qty']}.",
            f"Choose the cost centre {cc}.",
            f"Choose the reason '{reason}'.",
        ]
        if asset:
            steps.append(f"Tick 'This replaces a device I already have' and enter the asset tag {asset}.")
        steps.append("Click Submit request.")
        return _steps(steps)
    if style == 2:
        return str(t["goal"])
    extra = f', replacing the device with asset tag "{asset}"' if asset else ""
    return (
        f'Please request "{t["qty"]}" of the "{name}" ({spec}) on cost centre "{cc}" with the reason '
        f'"{reason}"{extra}.'
    )


def itrequest(seed: int) -> Task:
    t = _target(_IT_TARGETS, seed, "itrequest")
    want = {
        "item": t["item"],
        "quantity": t["qty"],
        "cost_centre": t["cc"],
        "reason": t["reason"],
        "replaces": t["asset"] is not None,
        "asset_tag": t["asset"],
    }
    return Task(
        name=f"itrequest-{seed}",
        family="itrequest",
        kind="two",
        seed=seed,
        instruction=_it_wording(seed, t),
        start=_IT_LIST,
        pages={_IT_LIST: _it_list_page(), _IT_FORM: _it_form_page()},
        check=_check(_IT_FORM, "request-status", "data-request", want),
    )


# --------------------------------------------------------------------------- tripconsent (two pages)

_TRIP_LIST = "/school/trips"
_TRIP_FORM = "/school/consent"

# id, trip, date, year group, cost
_TRIPS = [
    ("y4-sci-12mar", "Science Museum, London", "Wednesday 12 March", "Year 4", "£14.00"),
    ("y4-nhm-12mar", "Natural History Museum, London", "Wednesday 12 March", "Year 4", "£14.00"),
    ("y4-sci-26mar", "Science Museum, London", "Wednesday 26 March", "Year 4", "£14.00"),
    ("y5-zoo-2apr", "Whipsnade Zoo", "Wednesday 2 April", "Year 5", "£18.50"),
    ("y5-theatre-3apr", "Theatre Royal matinee", "Thursday 3 April", "Year 5", "£9.00"),
    ("y5-zoo-9apr", "Whipsnade Zoo", "Wednesday 9 April", "Year 5", "£18.50"),
    (
        "y6-hill-5may",
        "Hilltop Outdoor Centre (residential, group A)",
        "Monday 5 – Wednesday 7 May",
        "Year 6",
        "£165.00",
    ),
    (
        "y6-hill-12may",
        "Hilltop Outdoor Centre (residential, group B)",
        "Monday 12 – Wednesday 14 May",
        "Year 6",
        "£165.00",
    ),
]

_CHILDREN = [
    ("", "Choose a child"),
    ("amara", "Amara Bello (Year 4, Oak class)"),
    ("kofi", "Kofi Bello (Year 5, Ash class)"),
    ("efua", "Efua Bello (Year 6, Oak class)"),
]

_LUNCHES = [
    ("school", "School packed lunch (free)"),
    ("school-veg", "School packed lunch – vegetarian (free)"),
    ("own", "Own packed lunch from home"),
]

_TRIP_TARGETS: list[dict[str, Any]] = [
    {
        "trip": "y4-nhm-12mar",
        "trip_desc": "the Year 4 Natural History Museum trip on Wednesday 12 March",
        "child": "amara",
        "child_name": "Amara Bello",
        "consent": "yes",
        "lunch": "own",
        "phone": "07700 900481",
        "goal": "Amara is going on the Year 4 trip to the Natural History Museum on 12 March. Say yes to it for her; she'll take her own packed lunch, and on the day I can be reached on 07700 900481.",
    },
    {
        "trip": "y5-zoo-9apr",
        "trip_desc": "the Year 5 Whipsnade Zoo trip on Wednesday 9 April",
        "child": "kofi",
        "child_name": "Kofi Bello",
        "consent": "yes",
        "lunch": "school-veg",
        "phone": "07700 900236",
        "goal": "Kofi can go to Whipsnade Zoo with Year 5 on 9 April. He's vegetarian and will have the school's packed lunch; my number for that day is 07700 900236. Send the school our answer.",
    },
    {
        "trip": "y5-zoo-2apr",
        "trip_desc": "the Year 5 Whipsnade Zoo trip on Wednesday 2 April",
        "child": "kofi",
        "child_name": "Kofi Bello",
        "consent": "no",
        "lunch": None,
        "phone": None,
        "goal": "Kofi won't be going on the Year 5 Whipsnade Zoo trip on 2 April. Let the school know we don't consent.",
    },
    {
        "trip": "y6-hill-12may",
        "trip_desc": "the Year 6 Hilltop Outdoor Centre residential, group B (12 to 14 May)",
        "child": "efua",
        "child_name": "Efua Bello",
        "consent": "yes",
        "lunch": "school",
        "phone": "07700 900874",
        "goal": "Efua is in group B for the Year 6 residential at Hilltop Outdoor Centre (12 to 14 May). Give consent for her, with the free school packed lunch, and put 07700 900874 as the contact number for the trip.",
    },
]

_TRIP_LIST_SCRIPT = """
const $ = (id) => document.getElementById(id);
$("year-filter").addEventListener("change", () => {
  const y = $("year-filter").value;
  for (const row of document.querySelectorAll("#trips tbody tr")) row.hidden = y !== "" && row.dataset.year !== y;
});
"""

_TRIP_FORM_SCRIPT = """
const TRIPS = __TRIPS__;
const $ = (id) => document.getElementById(id);
const tripId = new URLSearchParams(location.search).get("trip") || "";
const trip = Object.prototype.hasOwnProperty.call(TRIPS, tripId) ? TRIPS[tripId] : null;
$("trip-summary").textContent = trip
  ? "Trip: " + trip.name + " – " + trip.date + " – " + trip.year + " – cost " + trip.cost
  : "We couldn't find that trip. Go back to Trips and visits and choose one.";
const form = $("consent-form");
form.addEventListener("submit", (e) => e.preventDefault());
const syncMedical = () => { $("medical-fields").hidden = !$("medical").checked; };
$("medical").addEventListener("change", syncMedical);
$("reset-form").addEventListener("click", () => {
  form.reset();
  syncMedical();
  $("error").textContent = "";
  $("draft-status").textContent = "Form reset.";
});
$("draft").addEventListener("click", () => {
  $("draft-status").textContent = "Draft saved. The school has not received your response yet.";
});
$("submit").addEventListener("click", () => {
  const out = $("consent-status");
  out.removeAttribute("data-consent");
  out.textContent = "";
  $("draft-status").textContent = "";
  const answer = document.querySelector('input[name="consent"]:checked');
  const phone = $("phone").value.replace(/\\D/g, "");
  const medical = $("medical").checked;
  const errors = [];
  if (!trip) errors.push("Choose a trip from Trips and visits first");
  if (!$("child").value) errors.push("Choose which child this response is for");
  if (!answer) errors.push("Say whether you give consent");
  if (answer && answer.value === "yes" && phone.length < 10) errors.push("Enter a mobile number for the day of the trip");
  if (medical && !$("medical-details").value.trim()) errors.push("Tell us about your child's medical needs");
  $("error").textContent = errors.join(". ");
  if (errors.length) return;
  const record = {
    trip: tripId,
    child: $("child").value,
    consent: answer.value,
    lunch: $("lunch").value,
    phone: phone,
    medical: medical,
    photos: $("photos").checked,
  };
  out.setAttribute("data-consent", JSON.stringify(record));
  out.textContent = "Thank you. Your response for " + trip.name + " has been sent to the school office.";
});
"""

_TRIP_NAV = [
    ("Home", "/school/home"),
    ("Messages", "/school/messages"),
    ("Payments", "/school/payments"),
    ("Attendance", "/school/attendance"),
    ("Trips and visits", "/school/trips"),
    ("Sign out", "/school/sign-out"),
]
_TRIP_FOOT = [("School office: 01632 960 415", "/school/contact"), ("Privacy", "/school/privacy")]


def _trip_list_page() -> str:
    rows = "".join(
        f'<tr data-year="{year}"><td>{html.escape(name)}</td><td>{date}</td><td>{year}</td><td>{cost}</td>'
        f'<td>Not given · <a href="{_TRIP_FORM}?trip={tid}">Give consent</a></td></tr>'
        for tid, name, date, year, cost in _TRIPS
    )
    years = _options(
        [("", "All year groups"), ("Year 4", "Year 4"), ("Year 5", "Year 5"), ("Year 6", "Year 6")], ""
    )
    body = f"""
<h1>Trips and visits</h1>
<p>Please respond to each trip by the Friday before it. Payments are taken separately under <a href="/school/payments">Payments</a>.</p>
<label for="year-filter">Show trips for</label>
<select id="year-filter">{years}</select>
<table id="trips">
<caption>Upcoming trips</caption>
<thead><tr><th scope="col">Trip</th><th scope="col">Date</th><th scope="col">Year group</th><th scope="col">Cost</th><th scope="col">Consent</th></tr></thead>
<tbody>{rows}</tbody>
</table>
<p class="hint"><a href="/school/trips/past">Past trips</a></p>
"""
    return _doc(
        "Trips and visits – St Aidan's Primary School",
        "St Aidan's Primary School · Parent portal",
        _TRIP_NAV,
        body,
        _TRIP_LIST_SCRIPT,
        "#6b1d3a",
        _TRIP_FOOT,
    )


def _trip_form_page() -> str:
    data = {
        tid: {"name": name, "date": date, "year": year, "cost": cost}
        for tid, name, date, year, cost in _TRIPS
    }
    body = f"""
<h1>Trip consent</h1>
<p id="trip-summary" class="panel"></p>
<p class="hint"><a href="{_TRIP_LIST}">Back to Trips and visits</a></p>
<form id="consent-form" novalidate>
<label for="child">Child</label>
<select id="child">{_options(_CHILDREN, "")}</select>
<fieldset>
<legend>Do you give consent for your child to go on this trip?</legend>
<div class="radio"><input type="radio" name="consent" id="consent-yes" value="yes"><label for="consent-yes">Yes, I give consent for my child to go on this trip</label></div>
<div class="radio"><input type="radio" name="consent" id="consent-no" value="no"><label for="consent-no">No, I do not give consent</label></div>
</fieldset>
<label for="lunch">Lunch on the day</label>
<select id="lunch">{_options(_LUNCHES, "school")}</select>
<label for="phone">Mobile number for the day of the trip</label>
<p class="hint" id="phone-hint">We'll only use this if we need to reach you while the class is out.</p>
<input type="tel" id="phone" value="07700 900123" aria-describedby="phone-hint" autocomplete="tel">
<div class="check"><input type="checkbox" id="medical"><label for="medical">My child has medical needs or allergies, or takes medication</label></div>
<div id="medical-fields" hidden>
<label for="medical-details">Tell us about their needs</label>
<textarea id="medical-details" rows="3"></textarea>
</div>
<div class="check"><input type="checkbox" id="photos" checked><label for="photos">Photos of my child on this trip may appear on the school website</label></div>
<div class="actions">
<button type="button" id="reset-form">Reset form</button>
<button type="button" id="draft">Save draft</button>
<button type="button" id="submit" class="primary">Submit response</button>
</div>
</form>
<p id="draft-status" role="status"></p>
<p id="error" class="error" role="alert"></p>
<p id="consent-status" class="ok" role="status"></p>
"""
    return _doc(
        "Trip consent – St Aidan's Primary School",
        "St Aidan's Primary School · Parent portal",
        _TRIP_NAV,
        body,
        _TRIP_FORM_SCRIPT.replace("__TRIPS__", json.dumps(data)),
        "#6b1d3a",
        _TRIP_FOOT,
    )


def _trip_wording(seed: int, t: dict[str, Any]) -> str:
    _, name, date, year, _ = next(x for x in _TRIPS if x[0] == t["trip"])
    yes = t["consent"] == "yes"
    lunch = dict(_LUNCHES).get(t["lunch"] or "", "")
    style = seed % 4
    if style == 0:
        if yes:
            return f"Give consent for {t['child_name']} to go on {t['trip_desc']}: {lunch}, contact mobile {t['phone']}."
        return f"Refuse consent for {t['child_name']} for {t['trip_desc']}."
    if style == 1:
        steps = [
            f"In Trips and visits, click Give consent on the {year} trip to {name} on {date}.",
            f"Choose the child {t['child_name']}.",
        ]
        if yes:
            steps += [
                "Choose 'Yes, I give consent for my child to go on this trip'.",
                f"Set lunch to '{lunch}'.",
                f"Replace the mobile number with {t['phone']}.",
            ]
        else:
            steps.append("Choose 'No, I do not give consent'.")
        steps.append("Click Submit response.")
        return _steps(steps)
    if style == 2:
        return str(t["goal"])
    if yes:
        return (
            f'Please give consent for "{t["child_name"]}" to go on the "{name}" trip on "{date}" ({year}), '
            f'with lunch "{lunch}" and the mobile number "{t["phone"]}".'
        )
    return f'Please tell the school that "{t["child_name"]}" does not have consent to go on the "{name}" trip on "{date}" ({year}).'


def tripconsent(seed: int) -> Task:
    t = _target(_TRIP_TARGETS, seed, "tripconsent")
    want: dict[str, Any] = {"trip": t["trip"], "child": t["child"], "consent": t["consent"], "medical": False}
    if t["consent"] == "yes":
        want["lunch"] = t["lunch"]
        want["phone"] = t["phone"].replace(" ", "")
    return Task(
        name=f"tripconsent-{seed}",
        family="tripconsent",
        kind="two",
        seed=seed,
        instruction=_trip_wording(seed, t),
        start=_TRIP_LIST,
        pages={_TRIP_LIST: _trip_list_page(), _TRIP_FORM: _trip_form_page()},
        check=_check(_TRIP_FORM, "consent-status", "data-consent", want),
    )


# --------------------------------------------------------------------------- corpus

FAMILIES: list[Callable[[int], Task]] = [standing, repeats, vehicletax, volunteer, itrequest, tripconsent]


def fresh4_corpus(seeds: Iterable[int] = range(4)) -> list[Task]:
    """All tasks: every family at every seed (24 with the default seeds)."""
    seeds = list(seeds)
    return [family(seed) for family in FAMILIES for seed in seeds]
