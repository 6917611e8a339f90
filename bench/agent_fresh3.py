"""A third blind set of agent tasks: seven task families written without reading the agent.

Seven everyday web-app families, two on one page and five spanning two pages, four seeds each
(28 tasks). The seed picks the values and the instruction's wording style (0 terse imperative,
1 step by step, 2 goal only, 3 a natural sentence with the values in quotes); an even seed is a
dev task, an odd seed a held-out one (``Task.split``).

Single page: ``hotel`` (a room list with look-alike rooms differing in the view, a pre-ticked "Sea
view only" filter, guests and board controls, a Book button per room), ``roles`` (a team
permissions table: a role select and three permission checkboxes per row, look-alike members, Save
changes). Two pages: ``clinic`` (a doctor list with look-alike doctors -> a booking form with a
patient select, a reason select, in-person / video radios and time-slot radios), ``courses`` (a
course catalogue whose level filter starts on the wrong level -> a course page with a start date,
a payment-plan radio, a certificate checkbox and a terms checkbox), ``carhire`` (a car search with a
location select and dates -> a results list with look-alike cars and extras checkboxes),
``returns`` (an order lookup by order number and email -> the order's items, each with a return
checkbox and a reason select, a refund radio and a return-method select), ``events`` (an event
listing with look-alike performances -> a ticket page with quantity, seat area, ticket protection
and delivery).

Every page is self-contained (inline CSS and JS) and carries distractors: nav links, "Save" /
"Reset" / "Cancel" style buttons, extra fields and pre-selected wrong values. State crosses pages in
the query string. The final page writes the result as JSON in a ``data-*`` attribute only when its
final button is clicked; each task's ``check`` compares that record with the expected values and
checks ``location.pathname``.
"""

from __future__ import annotations

import html
import random
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from agent_fresh2 import _check, _distinct, _fill, _options  # the second blind set's page helpers
from bench_agent import Task

STYLE = (
    "<style>body{font:15px/1.45 system-ui,sans-serif;max-width:46rem;margin:1.5rem auto;padding:0 1rem;"
    "color:#222}nav{display:flex;gap:1rem;padding-bottom:.5rem;border-bottom:1px solid #ddd}"
    "label{display:block;margin:.45rem 0}fieldset{border:1px solid #ccc;margin:.8rem 0}"
    "fieldset label{display:inline-block;margin-right:.8rem}.row{display:flex;gap:.5rem;align-items:center}"
    "button{margin:.3rem .3rem .3rem 0;padding:.3rem .8rem}.note{color:#555;font-size:.9em}"
    "table{border-collapse:collapse;margin:.6rem 0}td,th{padding:.25rem .6rem;text-align:left;"
    "border-bottom:1px solid #eee}td label{display:inline-block;margin:0 .4rem 0 0}"
    ".card{border:1px solid #ddd;border-radius:6px;padding:.5rem .8rem;margin:.6rem 0}"
    ".card h3{margin:.1rem 0}[role=status]{font-weight:600}</style>"
)


def _doc(title: str, body: str) -> str:
    return (
        f"<!doctype html><html lang=en><head><meta charset=utf-8><title>{html.escape(title)}</title>"
        f"{STYLE}</head><body>{body}</body></html>"
    )


def _yes(flag: bool, yes: str, no: str) -> str:
    return yes if flag else no


# ---- hotel (single): pick the right room among look-alikes and book it ---------------------------
# id, name, bed, view, sleeps, size m2, price per night
ROOMS: list[tuple[str, str, str, str, int, int, int]] = [
    ("R11", "Classic Double", "1 double bed", "City view", 2, 18, 109),
    ("R12", "Classic Double", "1 double bed", "Sea view", 2, 18, 129),
    ("R21", "Superior Twin", "2 single beds", "City view", 2, 22, 119),
    ("R22", "Superior Twin", "2 single beds", "Sea view", 2, 22, 139),
    ("R31", "Family Room", "1 double bed + bunk beds", "Garden view", 4, 30, 159),
    ("R32", "Family Room", "1 double bed + bunk beds", "Sea view", 4, 30, 179),
    ("R41", "Deluxe King", "1 king bed", "Sea view", 2, 26, 169),
    ("R42", "Deluxe King", "1 king bed", "Garden view", 2, 26, 149),
]
# target room, its look-alike, guests, board
HOTEL_TARGETS = [
    ("R22", "R21", 1, "Bed & breakfast"),
    ("R42", "R41", 2, "Half board"),
    ("R32", "R31", 4, "Room only"),
    ("R11", "R12", 1, "Half board"),
]
BOARDS = ["Room only", "Bed & breakfast", "Half board"]

HOTEL_BODY = """<nav><a href="/">Harbour Lights Hotel</a><a href="/offers">Offers</a><a href="/dining">Dining</a>
<a href="/my-bookings">My bookings</a></nav>
<h1>Choose your room</h1>
<p class=note>Fri 12 Sep 2025 &ndash; Sun 14 Sep 2025 &middot; 2 nights &middot;
<a href="/">Change dates</a></p>
<div class=row><label>Guests <select id=guests><option>1</option><option selected>2</option><option>3</option>
<option>4</option></select></label></div>
<fieldset><legend>Board</legend>
<label><input type=radio name=board value="Room only" checked> Room only</label>
<label><input type=radio name=board value="Bed &amp; breakfast"> Bed &amp; breakfast (+&pound;12 per guest per night)</label>
<label><input type=radio name=board value="Half board"> Half board (+&pound;30 per guest per night)</label>
</fieldset>
<fieldset><legend>Filter rooms</legend>
<label>Room type <select id=type><option>All room types</option><option>Classic Double</option>
<option>Superior Twin</option><option>Family Room</option><option>Deluxe King</option></select></label>
<label><input type=checkbox id=seaonly checked> Sea view only</label>
</fieldset>
<p><button type=button id=sort>Sort by price</button> <span id=count class=note></span></p>
<div id=rooms></div>
<label>Special requests (optional) <textarea id=requests rows=2 cols=44></textarea></label>
<p id=booking-status role=status></p>
<script>
const ROOMS = __ROOMS__;
const $ = id => document.getElementById(id), out = $('booking-status');
let order = ROOMS.slice();
const EXTRA = {'Room only': 0, 'Bed & breakfast': 12, 'Half board': 30};
function board() { return document.querySelector('input[name=board]:checked').value; }
function render() {
  const g = Number($('guests').value), t = $('type').value, sea = $('seaonly').checked;
  const shown = order.filter(r => (t === 'All room types' || r.name === t) && (!sea || r.view === 'Sea view'));
  $('count').textContent = 'Showing ' + shown.length + ' of ' + ROOMS.length + ' rooms';
  $('rooms').innerHTML = shown.map(r => {
    const total = 2 * (r.price + EXTRA[board()] * g);
    const label = r.name + ', ' + r.view.toLowerCase();
    return '<div class=card><h3>' + r.name + '</h3><p>' + r.view + ' &middot; ' + r.bed + ' &middot; sleeps up to ' +
      r.sleeps + ' &middot; ' + r.size + ' m&sup2;</p><p>&pound;' + r.price + ' per night &middot; <b>&pound;' + total +
      ' total</b> for 2 nights</p><button type=button class=wish aria-label="Save ' + label + ' to wishlist">Save to wishlist</button>' +
      '<button type=button class=book data-id="' + r.id + '" aria-label="Book ' + label + '">Book</button></div>';
  }).join('') || '<p>No rooms match your filters.</p>';
}
$('rooms').onclick = e => {
  const b = e.target.closest('button'); if (!b) return;
  if (b.classList.contains('wish')) { out.textContent = 'Saved to your wishlist.'; return; }
  const r = ROOMS.find(x => x.id === b.dataset.id), g = Number($('guests').value);
  if (g > r.sleeps) { out.textContent = 'The ' + r.name + ' sleeps up to ' + r.sleeps + ' guests.'; return; }
  out.dataset.booking = JSON.stringify({status: 'booked', room: r.id, name: r.name, view: r.view, guests: g,
    board: board(), requests: $('requests').value.trim()});
  out.textContent = 'Booked: ' + r.name + ' (' + r.view.toLowerCase() + ') for ' + g + ' guest(s), ' + board() + '.';
};
$('sort').onclick = () => { order.sort((a, b) => a.price - b.price); render(); };
for (const id of ['guests', 'type', 'seaonly']) $(id).onchange = render;
for (const r of document.querySelectorAll('input[name=board]')) r.onchange = render;
render();
</script>"""


def hotel_values(seed: int) -> dict[str, Any]:
    room, _, guests, board = HOTEL_TARGETS[seed % len(HOTEL_TARGETS)]
    return {"room": room, "guests": guests, "board": board}


def _hotel(seed: int) -> Task:
    v = hotel_values(seed)
    _, name, _, view, _, _, _ = next(r for r in ROOMS if r[0] == v["room"])
    g, b = v["guests"], v["board"]
    guests_t = f"{g} guest{'s' if g > 1 else ''}"
    room_t = f"{name} with {view.lower()}"
    style = seed % 4
    if style == 0:
        instruction = f"Book the {room_t} for {guests_t}, board: {b}."
    elif style == 1:
        instruction = (
            f"1. Set Guests to {g}. 2. Choose '{b}' as the board. 3. Find the {name} room with "
            f"{view.lower()}. 4. Click that room's Book button."
        )
    elif style == 2:
        instruction = f"Make sure that the {room_t} is booked for {guests_t} on a {b} basis."
    else:
        instruction = (
            f'Please book us the "{name}" room with the "{view}" for "{g}" '
            f'{"guest" if g == 1 else "guests"}, with "{b}".'
        )
    rooms = [
        {"id": i, "name": n, "bed": bed, "view": vw, "sleeps": sl, "size": sz, "price": p}
        for i, n, bed, vw, sl, sz, p in ROOMS
    ]
    expected = {"status": "booked", **v}
    return Task(
        f"hotel-{seed}",
        "hotel",
        "single",
        seed,
        instruction,
        "/hotel/rooms",
        {"/hotel/rooms": _doc("Choose your room - Harbour Lights Hotel", _fill(HOTEL_BODY, rooms=rooms))},
        _check("/hotel/rooms", "booking-status", "data-booking", expected),
    )


# ---- roles (single): a team permissions table; change one member's role and permissions ---------
# name, email, role, billing, deploy, export
MEMBERS: list[tuple[str, str, str, bool, bool, bool]] = [
    ("Sam Patel", "sam.patel@acme.io", "Editor", False, True, False),
    ("Jordan Lee", "jordan.lee@acme.io", "Admin", True, True, True),
    ("Sam Patil", "sam.patil@acme.io", "Editor", False, False, True),
    ("Maria Gomez", "maria.gomez@acme.io", "Editor", True, False, False),
    ("Jordan Lee", "jlee@contractors.acme.io", "Viewer", False, False, False),
    ("Chris Novak", "chris.novak@acme.io", "Viewer", False, False, True),
]
# target email, role, billing, deploy, export; and the look-alike email
ROLE_TARGETS = [
    ("sam.patel@acme.io", "Admin", True, True, False, "sam.patil@acme.io"),
    ("jlee@contractors.acme.io", "Editor", False, True, False, "jordan.lee@acme.io"),
    ("sam.patil@acme.io", "Viewer", False, False, False, "sam.patel@acme.io"),
    ("jordan.lee@acme.io", "Editor", True, False, True, "jlee@contractors.acme.io"),
]
ROLES = ["Viewer", "Editor", "Admin"]
PERMS = [("billing", "Billing"), ("deploy", "Deploy"), ("export", "Export data")]

ROLES_BODY = """<nav><a href="/dashboard">Dashboard</a><a href="/projects">Projects</a><a href="/billing">Billing</a>
<a href="/settings">Settings</a></nav>
<h1>Team members</h1>
<p class=note>Acme workspace &middot; 7 members. Changes take effect when you save them.</p>
<div class=row><label>Filter members <input id=filter type=search placeholder="Name or email"></label>
<button type=button id=invite>Invite member</button></div>
<div id=invite-box hidden><label>Email to invite <input id=invite-email type=email></label>
<button type=button id=send-invite>Send invite</button></div>
<table><thead><tr><th id=h-member>Member</th><th id=h-role>Role</th><th id=h-perms>Permissions</th><th></th></tr></thead>
<tbody id=members>
<tr><td><b>Taylor Brooks</b> (you)<br><span class=note>taylor.brooks@acme.io</span></td><td>Owner</td>
<td class=note>All permissions</td><td></td></tr>
__ROWS__
</tbody></table>
<button type=button id=discard>Discard changes</button><button type=button id=export-list>Export member list</button>
<button type=button id=save>Save changes</button>
<p id=team-status role=status></p>
<script>
const INITIAL = __INITIAL__;
const $ = id => document.getElementById(id), out = $('team-status');
function current() {
  const now = {};
  for (const tr of document.querySelectorAll('tr[data-email]')) {
    now[tr.dataset.email] = {role: tr.querySelector('select').value, billing: tr.querySelector('.billing').checked,
      deploy: tr.querySelector('.deploy').checked, export: tr.querySelector('.export').checked};
  }
  return now;
}
$('filter').oninput = () => {
  const q = $('filter').value.toLowerCase();
  for (const tr of document.querySelectorAll('tr[data-email]')) tr.hidden = !tr.textContent.toLowerCase().includes(q);
};
$('invite').onclick = () => { $('invite-box').hidden = false; };
$('send-invite').onclick = () => { out.textContent = 'Invitation sent to ' + $('invite-email').value + '.'; };
$('members').onclick = e => {
  const b = e.target.closest('button.remove'); if (!b) return;
  b.closest('tr').remove(); out.textContent = 'Member removed. Save changes to confirm.';
};
$('discard').onclick = () => {
  for (const tr of document.querySelectorAll('tr[data-email]')) {
    const i = INITIAL[tr.dataset.email];
    tr.querySelector('select').value = i.role;
    for (const k of ['billing', 'deploy', 'export']) tr.querySelector('.' + k).checked = i[k];
  }
  out.textContent = 'Unsaved changes discarded.';
};
$('export-list').onclick = () => { out.textContent = 'Member list exported as CSV.'; };
$('save').onclick = () => {
  const now = current(), rec = {status: 'saved'}, changed = [];
  for (const email of Object.keys(INITIAL).sort()) {
    const a = INITIAL[email], b = now[email];
    if (!b) { changed.push(email); rec[email + ' removed'] = true; continue; }
    if (['role', 'billing', 'deploy', 'export'].some(k => a[k] !== b[k])) changed.push(email);
    for (const k of ['role', 'billing', 'deploy', 'export']) rec[email + ' ' + k] = b[k];
  }
  rec.changed = changed.join(',');
  out.dataset.team = JSON.stringify(rec);
  out.textContent = changed.length ? 'Saved changes for ' + changed.length + ' member(s).' : 'Nothing to save.';
};
</script>"""


def _member_row(k: int, name: str, email: str, role: str, perms: tuple[bool, ...]) -> str:
    boxes = "".join(
        f"<input type=checkbox id=p{k}-{key} class={key}{' checked' if on else ''} "
        f'aria-labelledby="p{k}-{key}-l m{k}"><label for=p{k}-{key} id=p{k}-{key}-l>{text}</label> '
        for (key, text), on in zip(PERMS, perms, strict=True)
    )
    return (
        f'<tr data-email="{email}"><td id=m{k}><b>{html.escape(name)}</b><br>'
        f"<span class=note>{email}</span></td>"
        f'<td><select aria-labelledby="h-role m{k}">{_options(ROLES, role)}</select></td>'
        f"<td>{boxes}</td>"
        f'<td><button type=button class=remove aria-label="Remove {html.escape(name)} ({email})">Remove</button></td></tr>'
    )


def roles_values(seed: int) -> dict[str, Any]:
    email, role, billing, deploy, export, _ = ROLE_TARGETS[seed % len(ROLE_TARGETS)]
    return {"email": email, "role": role, "billing": billing, "deploy": deploy, "export": export}


def _roles(seed: int) -> Task:
    v = roles_values(seed)
    email, role = v["email"], v["role"]
    name = next(m[0] for m in MEMBERS if m[1] == email)
    on = [text for key, text in PERMS if v[key]]
    off = [text for key, text in PERMS if not v[key]]
    on_t = " and ".join(on) if on else "no permissions"
    style = seed % 4
    if style == 0:
        perms_t = ", ".join(f"{text} {_yes(v[key], 'on', 'off')}" for key, text in PERMS)
        instruction = f"Set {name} ({email}) to role {role} with {perms_t}; save changes."
    elif style == 1:
        ticks = " ".join(
            f"{3 + i}. Make sure '{text}' is {_yes(v[key], 'ticked', 'unticked')} in that row."
            for i, (key, text) in enumerate(PERMS)
        )
        instruction = (
            f"1. Find the member {name} with the email {email}. 2. Change their role to {role}. "
            f"{ticks} 6. Click 'Save changes'."
        )
    elif style == 2:
        instruction = (
            f"Make sure that {name} ({email}) is saved as {'an' if role[0] in 'AE' else 'a'} {role} "
            f"with {on_t}{' only' if on else ''}, leaving everyone else as they are."
        )
    else:
        keep = " and ".join(f'"{t}"' for t in on) if on else "no permissions"
        drop = " and ".join(f'"{t}"' for t in off) if off else "nothing"
        instruction = (
            f'{name} ("{email}") is changing jobs: change the role to "{role}", '
            f"give them {keep}, switch off {drop}, and save the changes."
        )
    rows = "\n".join(
        _member_row(k, n, e, r, (b, d, x)) for k, (n, e, r, b, d, x) in enumerate(MEMBERS, start=1)
    )
    initial = {e: {"role": r, "billing": b, "deploy": d, "export": x} for _, e, r, b, d, x in MEMBERS}
    expected = {
        "status": "saved",
        "changed": email,
        f"{email} role": role,
        **{f"{email} {key}": v[key] for key, _ in PERMS},
    }
    return Task(
        f"roles-{seed}",
        "roles",
        "single",
        seed,
        instruction,
        "/settings/team",
        {"/settings/team": _doc("Team members - Acme", _fill(ROLES_BODY, rows=rows, initial=initial))},
        _check("/settings/team", "team-status", "data-team", expected),
    )


# ---- clinic (two pages): pick the right doctor, then request an appointment ----------------------
# id, name, specialty, site
DOCTORS: list[tuple[str, str, str, str]] = [
    ("D1", "Dr Anna Kowalski", "General practice", "Westfield Clinic"),
    ("D2", "Dr Anna Kowalski", "General practice", "Harbour Road Clinic"),
    ("D3", "Dr Omar Haddad", "Dermatology", "Westfield Clinic"),
    ("D4", "Dr Omar Hadid", "Dermatology", "Harbour Road Clinic"),
    ("D5", "Dr Lucy Brennan", "Physiotherapy", "Westfield Clinic"),
    ("D6", "Dr Lucy Brennan-Shaw", "Physiotherapy", "Westfield Clinic"),
    ("D7", "Dr Kenji Mori", "Paediatrics", "Harbour Road Clinic"),
    ("D8", "Dr Kenji Moriyama", "Paediatrics", "Westfield Clinic"),
]
# target doctor, its look-alike, patient, reason
CLINIC_TARGETS = [
    ("D2", "D1", "Jamie Rivera", "Prescription review"),
    ("D3", "D4", "Jamie Rivera", "New symptom"),
    ("D6", "D5", "Mia Rivera", "Follow-up"),
    ("D7", "D8", "Leo Rivera", "Vaccination"),
]
PATIENTS = [
    ("Jamie Rivera", "Myself (Jamie Rivera)"),
    ("Leo Rivera", "Leo Rivera (child, 6)"),
    ("Mia Rivera", "Mia Rivera (child, 15)"),
]
REASONS = [
    "Routine check-up",
    "New symptom",
    "Follow-up",
    "Prescription review",
    "Vaccination",
    "Test results",
]
SLOTS = [
    "Tue 16 Sep, 08:40",
    "Tue 16 Sep, 11:20",
    "Wed 17 Sep, 09:00",
    "Wed 17 Sep, 15:40",
    "Thu 18 Sep, 10:20",
    "Thu 18 Sep, 16:00",
]
CLINIC_NAV = """<nav><a href="/">Parkside Health</a><a href="/clinic/doctors">Find a doctor</a>
<a href="/appointments">My appointments</a><a href="/prescriptions">Prescriptions</a></nav>"""

DOCTORS_BODY = (
    CLINIC_NAV
    + """<h1>Find a doctor</h1>
<div class=row><label>Specialty <select id=specialty><option>All specialties</option><option>General practice</option>
<option>Dermatology</option><option>Physiotherapy</option><option>Paediatrics</option></select></label>
<label>Site <select id=site><option>All sites</option><option>Westfield Clinic</option>
<option>Harbour Road Clinic</option></select></label></div>
<div id=doctors>__CARDS__</div>
<p id=doctor-status role=status></p>
<script>
const $ = id => document.getElementById(id);
function filter() {
  const sp = $('specialty').value, si = $('site').value;
  for (const c of document.querySelectorAll('#doctors .card'))
    c.hidden = !((sp === 'All specialties' || c.dataset.specialty === sp) && (si === 'All sites' || c.dataset.site === si));
}
$('specialty').onchange = filter; $('site').onchange = filter;
for (const b of document.querySelectorAll('button.profile'))
  b.onclick = () => { b.nextElementSibling.hidden = !b.nextElementSibling.hidden; };
</script>"""
)

BOOK_BODY = (
    CLINIC_NAV
    + """<h1>Request an appointment</h1>
<p id=doctor-line></p>
<form id=book>
<label>Who is the appointment for? <select name=patient>__PATIENTS__</select></label>
<label>Reason for visit <select name=reason>__REASONS__</select></label>
<fieldset><legend>Appointment type</legend>
<label><input type=radio name=mode value="In person" checked> In person</label>
<label><input type=radio name=mode value="Video call"> Video call</label></fieldset>
<fieldset><legend>Available times</legend><div id=slots></div></fieldset>
<label>Notes for the doctor (optional) <textarea name=notes rows=2 cols=44></textarea></label>
<label><input type=checkbox name=reminder checked> Send me a text reminder the day before</label>
<a href="/clinic/doctors">Back to doctors</a> <button type=button id=later>Save for later</button>
<button type=submit>Request appointment</button>
</form>
<p id=book-status role=status></p>
<script>
const DOCTORS = __DOCTORS__, SLOTS = __SLOTS__;
const id = new URLSearchParams(location.search).get('doctor'), doc = DOCTORS[id];
document.getElementById('doctor-line').textContent = doc
  ? doc.name + ' \\u00b7 ' + doc.specialty + ' \\u00b7 ' + doc.site : 'Unknown doctor.';
document.getElementById('slots').innerHTML = SLOTS.map((s, i) => {
  const busy = doc && doc.booked === s;
  return '<label><input type=radio name=slot value="' + s + '"' + (busy ? ' disabled' : '') + '> ' + s +
    (busy ? ' (taken)' : '') + '</label>';
}).join('');
const f = document.getElementById('book'), el = f.elements, out = document.getElementById('book-status');
document.getElementById('later').onclick = () => { out.textContent = 'Saved. Your appointment is not booked yet.'; };
f.onsubmit = e => {
  e.preventDefault();
  if (!doc) { out.textContent = 'Please choose a doctor first.'; return; }
  if (!el.slot.value) { out.textContent = 'Please choose a time.'; return; }
  out.dataset.appointment = JSON.stringify({status: 'requested', doctor: id, name: doc.name, site: doc.site,
    patient: el.patient.value, reason: el.reason.value, mode: el.mode.value, slot: el.slot.value,
    reminder: el.reminder.checked});
  out.textContent = 'Requested: ' + doc.name + ', ' + el.slot.value + ' (' + el.mode.value.toLowerCase() + ').';
};
</script>"""
)


def _booked_slot(k: int, seed: int) -> str:
    """The one slot already taken for doctor ``k``: never the task's own slot (for any doctor)."""
    others = [s for s in SLOTS if s != clinic_values(seed)["slot"]]
    return others[(2 * k + 1) % len(others)]


def clinic_values(seed: int) -> dict[str, Any]:
    doctor, _, patient, reason = CLINIC_TARGETS[seed % len(CLINIC_TARGETS)]
    return {
        "doctor": doctor,
        "patient": patient,
        "reason": reason,
        "mode": "Video call" if seed in (0, 1) else "In person",
        "slot": _distinct(SLOTS, 11001, seed),
    }


def _clinic(seed: int) -> Task:
    v = clinic_values(seed)
    _, name, spec, site = next(d for d in DOCTORS if d[0] == v["doctor"])
    pat, rea, mode, slot = v["patient"], v["reason"], v["mode"], v["slot"]
    who = "me" if pat == "Jamie Rivera" else f"my child {pat}"
    style = seed % 4
    if style == 0:
        instruction = (
            f"Book {name} ({spec}, {site}) for {who}: reason {rea}, {mode.lower()}, at {slot}. "
            "Request the appointment."
        )
    elif style == 1:
        instruction = (
            f"1. In the doctor list, find {name} ({spec}) at {site} and click 'Book appointment'. "
            f"2. Choose '{pat}' under 'Who is the appointment for?'. 3. Choose the reason '{rea}'. "
            f"4. Choose '{mode}' as the appointment type. 5. Pick the time {slot}. "
            "6. Click 'Request appointment'."
        )
    elif style == 2:
        instruction = (
            f"Make sure that an appointment is requested with {name} ({spec}) at {site} for {pat}, "
            f"as {_yes(mode == 'Video call', 'a video call', 'an in-person')} appointment, for the reason '{rea}', at {slot}."
        )
    else:
        instruction = (
            f'Could you get {who} an appointment with "{name}" at "{site}"? It\'s for "{rea}", '
            f'I\'d like it to be "{mode}", and "{slot}" suits us.'
        )
    cards = "".join(
        f'<div class=card data-specialty="{sp}" data-site="{si}"><h3>{html.escape(n)}</h3>'
        f"<p>{sp} &middot; {si}</p>"
        f'<a href="/clinic/book?doctor={i}" aria-label="Book appointment with {html.escape(n)}, {sp}, {si}">'
        f"Book appointment</a> "
        f'<button type=button class=profile aria-label="View profile of {html.escape(n)}, {si}">View profile</button>'
        f"<p hidden class=note>{html.escape(n)} has worked at {si} since {2008 + k}.</p></div>"
        for k, (i, n, sp, si) in enumerate(DOCTORS)
    )
    doctors = {
        i: {"name": n, "specialty": sp, "site": si, "booked": _booked_slot(k, seed)}
        for k, (i, n, sp, si) in enumerate(DOCTORS)
    }
    patients = "".join(f'<option value="{val}">{text}</option>' for val, text in PATIENTS)
    pages = {
        "/clinic/doctors": _doc("Find a doctor - Parkside Health", _fill(DOCTORS_BODY, cards=cards)),
        "/clinic/book": _doc(
            "Request an appointment - Parkside Health",
            _fill(
                BOOK_BODY,
                patients=patients,
                reasons=_options(REASONS, REASONS[0]),
                doctors=doctors,
                slots=SLOTS,
            ),
        ),
    }
    expected = {"status": "requested", **v}
    return Task(
        f"clinic-{seed}",
        "clinic",
        "two",
        seed,
        instruction,
        "/clinic/doctors",
        pages,
        _check("/clinic/book", "book-status", "data-appointment", expected),
    )


# ---- courses (two pages): filter the catalogue by level, open a course, enrol -------------------
# id, title, subject, level, weeks, price
COURSES: list[tuple[str, str, str, str, int, int]] = [
    ("C101", "Python for Data Analysis", "Data", "Beginner", 6, 240),
    ("C102", "Python for Data Analysis", "Data", "Intermediate", 8, 324),
    ("C201", "UX Design", "Design", "Beginner", 5, 180),
    ("C203", "UX Design", "Design", "Advanced", 8, 360),
    ("C301", "Conversational Spanish", "Languages", "Beginner", 10, 150),
    ("C302", "Conversational Spanish", "Languages", "Intermediate", 10, 168),
    ("C401", "Digital Photography", "Creative", "Beginner", 6, 204),
    ("C403", "Digital Photography", "Creative", "Advanced", 6, 288),
]
COURSE_TARGETS = [("C102", "C101"), ("C403", "C401"), ("C302", "C301"), ("C201", "C203")]
COHORTS = ["6 Oct 2025", "3 Nov 2025", "12 Jan 2026"]
PLANS = ["Pay in full", "3 monthly payments", "6 monthly payments"]
COURSE_NAV = """<nav><a href="/">Northgate Online</a><a href="/courses">Courses</a><a href="/my-learning">My learning</a>
<a href="/help">Help</a></nav>"""

CATALOGUE_BODY = (
    COURSE_NAV
    + """<h1>Course catalogue</h1>
<form id=filters class=row><label>Level <select id=level><option>All levels</option><option selected>Beginner</option>
<option>Intermediate</option><option>Advanced</option></select></label>
<label>Subject <select id=subject><option>All subjects</option><option>Data</option><option>Design</option>
<option>Languages</option><option>Creative</option></select></label>
<button type=submit>Apply filters</button></form>
<p id=count class=note></p>
<div id=courses>__CARDS__</div>
<p id=course-status role=status></p>
<script>
const $ = id => document.getElementById(id);
function filter() {
  const lv = $('level').value, sb = $('subject').value; let n = 0;
  for (const c of document.querySelectorAll('#courses .card')) {
    c.hidden = !((lv === 'All levels' || c.dataset.level === lv) && (sb === 'All subjects' || c.dataset.subject === sb));
    if (!c.hidden) n++;
  }
  $('count').textContent = n + ' courses match your filters.';
}
$('filters').onsubmit = e => { e.preventDefault(); filter(); };
$('level').onchange = filter; $('subject').onchange = filter;
for (const b of document.querySelectorAll('button.save'))
  b.onclick = () => { $('course-status').textContent = 'Saved to your list.'; };
filter();
</script>"""
)

COURSE_BODY = (
    COURSE_NAV
    + """<h1 id=course-title>Course</h1>
<p id=course-line></p>
<p class=note>Live online sessions once a week, with recordings and marked assignments.</p>
<form id=enrol>
<label>Start date <select name=start>__COHORTS__</select></label>
<fieldset><legend>Payment plan</legend><div id=plans></div></fieldset>
<label><input type=checkbox name=certificate> Add a printed certificate (+&pound;15)</label>
<div class=row><label>Promo code <input name=promo size=12></label><button type=button id=apply>Apply code</button></div>
<label><input type=checkbox name=terms> I accept the terms and conditions</label>
<a href="/courses">Back to catalogue</a> <button type=button id=wish>Add to wishlist</button>
<button type=submit>Enrol now</button>
</form>
<p id=enrol-status role=status></p>
<script>
const COURSES = __COURSES__, PLANS = __PLANS__;
const id = new URLSearchParams(location.search).get('id'), c = COURSES[id];
document.getElementById('course-title').textContent = c ? c.title + ' (' + c.level + ')' : 'Course not found';
document.getElementById('course-line').textContent = c
  ? c.level + ' \\u00b7 ' + c.weeks + ' weeks \\u00b7 \\u00a3' + c.price : '';
const parts = [1, 3, 6];
document.getElementById('plans').innerHTML = PLANS.map((p, i) =>
  '<label><input type=radio name=plan value="' + p + '"' + (i === 0 ? ' checked' : '') + '> ' + p +
  (c ? ' (\\u00a3' + (c.price / parts[i]).toFixed(2) + (i ? ' a month' : '') + ')' : '') + '</label>').join('');
const f = document.getElementById('enrol'), el = f.elements, out = document.getElementById('enrol-status');
document.getElementById('apply').onclick = () => { out.textContent = 'That promo code is not valid.'; };
document.getElementById('wish').onclick = () => { out.textContent = 'Added to your wishlist.'; };
f.onsubmit = e => {
  e.preventDefault();
  if (!c) { out.textContent = 'Please choose a course from the catalogue.'; return; }
  if (!el.terms.checked) { out.textContent = 'Please accept the terms and conditions to enrol.'; return; }
  out.dataset.enrolment = JSON.stringify({status: 'enrolled', course: id, title: c.title, level: c.level,
    start: el.start.value, plan: el.plan.value, certificate: el.certificate.checked});
  out.textContent = 'You are enrolled on ' + c.title + ' (' + c.level + '), starting ' + el.start.value + '.';
};
</script>"""
)


def courses_values(seed: int) -> dict[str, Any]:
    rng = random.Random(12000 + seed)
    course, _ = COURSE_TARGETS[seed % len(COURSE_TARGETS)]
    return {
        "course": course,
        "start": _distinct(COHORTS, 12001, seed),
        "plan": PLANS[1 + seed % 2] if seed != 2 else PLANS[0],
        "certificate": rng.random() < 0.5,
    }


def _courses(seed: int) -> Task:
    v = courses_values(seed)
    _, title, _, level, _, _ = next(c for c in COURSES if c[0] == v["course"])
    start, plan, cert = v["start"], v["plan"], v["certificate"]
    course_t = f"'{title}' ({level})"
    style = seed % 4
    if style == 0:
        instruction = (
            f"Enrol me on {course_t} starting {start}, payment plan '{plan}', "
            f"{_yes(cert, 'with', 'without')} a printed certificate."
        )
    elif style == 1:
        instruction = (
            f"1. In the course catalogue, set Level to {level}. 2. Open the course '{title}' ({level}). "
            f"3. Choose the start date {start}. 4. Choose the payment plan '{plan}'. "
            f"5. {_yes(cert, 'Tick', 'Leave unticked')} 'Add a printed certificate'. "
            "6. Accept the terms and conditions. 7. Click 'Enrol now'."
        )
    elif style == 2:
        instruction = (
            f"Make sure that I'm enrolled on the {level} level {title} course starting on {start}, "
            f"paying with the '{plan}' plan, {_yes(cert, 'with', 'without')} a printed certificate."
        )
    else:
        add = _yes(cert, "add", "don't add")
        instruction = (
            f'I\'d like to sign up for "{title}" at "{level}" level, starting "{start}". Please pick '
            f'"{plan}" as the payment plan, {add} the printed certificate, accept the terms and enrol me.'
        )
    cards = "".join(
        f'<div class=card data-level="{lv}" data-subject="{sb}"><h3>{html.escape(t)}</h3>'
        f"<p>{lv} &middot; {sb} &middot; {w} weeks &middot; &pound;{p}</p>"
        f'<a href="/courses/course?id={i}" aria-label="View course: {html.escape(t)} ({lv})">View course</a> '
        f'<button type=button class=save aria-label="Save {html.escape(t)} ({lv})">Save</button></div>'
        for i, t, sb, lv, w, p in COURSES
    )
    courses = {i: {"title": t, "level": lv, "weeks": w, "price": p} for i, t, _, lv, w, p in COURSES}
    pages = {
        "/courses": _doc("Course catalogue - Northgate Online", _fill(CATALOGUE_BODY, cards=cards)),
        "/courses/course": _doc(
            "Course - Northgate Online",
            _fill(COURSE_BODY, cohorts=_options(COHORTS, COHORTS[0]), courses=courses, plans=PLANS),
        ),
    }
    expected = {"status": "enrolled", **v}
    return Task(
        f"courses-{seed}",
        "courses",
        "two",
        seed,
        instruction,
        "/courses",
        pages,
        _check("/courses/course", "enrol-status", "data-enrolment", expected),
    )


# ---- carhire (two pages): search by location and dates, then reserve a car with extras ----------
LOCATIONS = [
    "Airport Terminal 1",
    "Airport Terminal 2",
    "Central Station",
    "Ferry Terminal",
    "City Centre (Market Street)",
]
# id, model, transmission, seats, supplier, price per day
CARS: list[tuple[str, str, str, int, str, int]] = [
    ("K1", "Fiat 500", "Manual", 4, "Sunrent", 29),
    ("K2", "Fiat 500", "Automatic", 4, "Sunrent", 34),
    ("K3", "Volkswagen Golf", "Manual", 5, "Motorline", 38),
    ("K4", "Volkswagen Golf", "Automatic", 5, "Motorline", 44),
    ("K5", "Skoda Octavia Estate", "Manual", 5, "Sunrent", 47),
    ("K6", "Skoda Octavia Estate", "Automatic", 5, "Drivewell", 52),
    ("K7", "Toyota RAV4 Hybrid", "Automatic", 5, "Drivewell", 61),
    ("K8", "Ford Galaxy", "Manual", 7, "Motorline", 66),
]
CAR_TARGETS = [("K4", "K3"), ("K1", "K2"), ("K6", "K5"), ("K3", "K4")]
EXTRAS = [
    ("child_seat", "Child seat", 8),
    ("additional_driver", "Additional driver", 10),
    ("full_protection", "Full protection", 15),
]
CARS_NAV = """<nav><a href="/">Swift Car Hire</a><a href="/cars">Search cars</a><a href="/deals">Deals</a>
<a href="/manage">Manage booking</a></nav>"""

CAR_SEARCH_BODY = (
    CARS_NAV
    + """<h1>Hire a car</h1>
<form id=search method=get action="/cars/results">
<label>Pick-up location <select name=location>__LOCATIONS__</select></label>
<label><input type=checkbox id=different> Return the car to a different location</label>
<label id=dropoff-box hidden>Return location <select name=dropoff disabled>__LOCATIONS__</select></label>
<div class=row><label>Pick-up date <input type=date name=pickup value="2025-09-01"></label>
<label>Return date <input type=date name=return value="2025-09-04"></label></div>
<label>Driver's age <select name=age><option>18-24</option><option selected>25-69</option><option>70+</option></select></label>
<button type=reset>Clear</button> <button type=submit>Search cars</button>
</form>
<script>
const f = document.getElementById('search');
document.getElementById('different').onchange = e => {
  document.getElementById('dropoff-box').hidden = !e.target.checked; f.elements.dropoff.disabled = !e.target.checked;
};
</script>"""
)

CAR_RESULTS_BODY = (
    CARS_NAV
    + """<h1>Choose your car</h1>
<p id=summary></p>
<p><a href="/cars">Modify search</a> <button type=button id=sort>Sort by price</button></p>
<form id=pick>
<fieldset><legend>Available cars</legend><div id=list></div></fieldset>
<fieldset><legend>Extras (per day)</legend>
<label><input type=checkbox name=child_seat> Child seat (+&pound;8)</label>
<label><input type=checkbox name=additional_driver> Additional driver (+&pound;10)</label>
<label><input type=checkbox name=full_protection checked> Full protection (+&pound;15)</label></fieldset>
<label>Flight number (optional) <input name=flight size=10></label>
<button type=button id=quote>Save quote</button> <button type=submit>Reserve</button>
</form>
<p id=reserve-status role=status></p>
<script>
const CARS = __CARS__;
const q = new URLSearchParams(location.search), out = document.getElementById('reserve-status');
const s = {location: q.get('location') || '', pickup: q.get('pickup') || '', return: q.get('return') || '',
           age: q.get('age') || ''};
document.getElementById('summary').textContent = s.location + ' \\u00b7 ' + s.pickup + ' to ' + s.return +
  ' \\u00b7 driver aged ' + s.age;
function draw(list) {
  const cur = document.querySelector('input[name=car]:checked'), keep = cur ? cur.value : list[0].id;
  document.getElementById('list').innerHTML = list.map(c =>
    '<label style="display:block"><input type=radio name=car value="' + c.id + '"' + (c.id === keep ? ' checked' : '') +
    '> ' + c.model + ' or similar \\u00b7 ' + c.transmission + ' \\u00b7 ' + c.seats + ' seats \\u00b7 ' + c.supplier +
    ' \\u00b7 \\u00a3' + c.price + ' a day</label>').join('');
}
draw(CARS);
document.getElementById('sort').onclick = () => draw([...CARS].sort((a, b) => a.price - b.price));
document.getElementById('quote').onclick = () => { out.textContent = 'Quote saved. Nothing has been reserved.'; };
const f = document.getElementById('pick'), el = f.elements;
f.onsubmit = e => {
  e.preventDefault();
  if (!s.location || !s.pickup || !s.return || s.return <= s.pickup) {
    out.textContent = 'Your dates are not valid. Please modify your search.'; return;
  }
  const c = CARS.find(x => x.id === el.car.value);
  out.dataset.reservation = JSON.stringify({status: 'reserved', ...s, car: c.id, model: c.model,
    transmission: c.transmission, child_seat: el.child_seat.checked, additional_driver: el.additional_driver.checked,
    full_protection: el.full_protection.checked});
  out.textContent = 'Reserved: ' + c.model + ' (' + c.transmission.toLowerCase() + ') from ' + s.pickup + '.';
};
</script>"""
)


def carhire_values(seed: int) -> dict[str, Any]:
    rng = random.Random(13000 + seed)
    car, _ = CAR_TARGETS[seed % len(CAR_TARGETS)]
    day = rng.randint(3, 20)
    return {
        "location": _distinct(LOCATIONS[1:], 13001, seed),
        "pickup": f"2025-10-{day:02d}",
        "return": f"2025-10-{day + rng.randint(2, 8):02d}",
        "car": car,
        "child_seat": seed in (0, 3),
        "additional_driver": seed in (1, 3),
        "full_protection": seed in (0, 2),
    }


def _carhire(seed: int) -> Task:
    v = carhire_values(seed)
    _, model, trans, _, _, _ = next(c for c in CARS if c[0] == v["car"])
    loc, pu, rt = v["location"], v["pickup"], v["return"]
    car_t = f"{model} ({trans.lower()})"
    want = [text for key, text, _ in EXTRAS if v[key]]
    skip = [text for key, text, _ in EXTRAS if not v[key]]
    extras_t = (" and ".join(want) if want else "no extras") + (
        f", no {' or '.join(t.lower() for t in skip)}" if want and skip else ""
    )
    style = seed % 4
    if style == 0:
        instruction = f"Hire a car at {loc} from {pu} to {rt}: reserve the {car_t} with {extras_t}."
    elif style == 1:
        ticks = " ".join(
            f"{5 + i}. Make sure '{text}' is {_yes(v[key], 'ticked', 'unticked')}."
            for i, (key, text, _) in enumerate(EXTRAS)
        )
        instruction = (
            f"1. Choose '{loc}' as the pick-up location. 2. Set the pick-up date to {pu} and the return date "
            f"to {rt}. 3. Click 'Search cars'. 4. Select the {model} with {trans.lower()} transmission. "
            f"{ticks} 8. Click 'Reserve'."
        )
    elif style == 2:
        instruction = (
            f"Make sure that a {car_t} is reserved for pick-up at {loc} on {pu} and return on {rt}, "
            f"with {extras_t}."
        )
    else:
        quoted_want = " and ".join(f'"{t}"' for t in want) if want else "no extras"
        quoted_skip = " but no " + " or ".join(f'"{t}"' for t in skip) if want and skip else ""
        instruction = (
            f'I need a hire car from "{loc}", picking it up on "{pu}" and bringing it back on "{rt}". '
            f'Please reserve the "{model}" with "{trans}" transmission, with {quoted_want}{quoted_skip}.'
        )
    cars = [
        {"id": i, "model": m, "transmission": t, "seats": st, "supplier": sp, "price": p}
        for i, m, t, st, sp, p in CARS
    ]
    pages = {
        "/cars": _doc(
            "Hire a car - Swift Car Hire",
            _fill(CAR_SEARCH_BODY, locations=_options(LOCATIONS, LOCATIONS[0])),
        ),
        "/cars/results": _doc("Choose your car - Swift Car Hire", _fill(CAR_RESULTS_BODY, cars=cars)),
    }
    expected = {"status": "reserved", **v}
    return Task(
        f"carhire-{seed}",
        "carhire",
        "two",
        seed,
        instruction,
        "/cars",
        pages,
        _check("/cars/results", "reserve-status", "data-reservation", expected),
    )


# ---- returns (two pages): look up an order, then return one item with a reason ------------------
# sku, name, variant, price
ORDER_ITEMS: list[tuple[str, str, str, float]] = [
    ("SK-204-M", "Trail running socks (2-pack)", "Size M", 12.0),
    ("SK-204-L", "Trail running socks (2-pack)", "Size L", 12.0),
    ("BL-310-NV", "Merino base layer", "Navy, size M", 55.0),
    ("BL-310-CH", "Merino base layer", "Charcoal, size M", 55.0),
    ("JK-118-L", "Storm shell jacket", "Olive, size L", 140.0),
    ("WB-020", "Insulated water bottle", "750 ml", 18.0),
]
# target item, its look-alike
RETURN_TARGETS = [
    ("SK-204-L", "SK-204-M"),
    ("BL-310-NV", "BL-310-CH"),
    ("SK-204-M", "SK-204-L"),
    ("BL-310-CH", "BL-310-NV"),
]
RETURN_REASONS = ["Too small", "Too big", "Faulty or damaged", "Not as described", "Changed my mind"]
REFUNDS = ["Original payment method", "Store credit (+10% bonus)"]
METHODS = ["Drop off at a post office (free)", "Courier collection (£3.95)"]
CUSTOMERS = [
    "ada.lovell@example.com",
    "bo.lindgren@example.net",
    "cleo.marsh@example.org",
    "dan.okoro@example.com",
]
RETURNS_NAV = """<nav><a href="/">Woodbank Outdoor</a><a href="/orders/track">Track a delivery</a>
<a href="/help/returns-policy">Returns policy</a><a href="/contact">Contact us</a></nav>"""

LOOKUP_BODY = (
    RETURNS_NAV
    + """<h1>Return an item</h1>
<p class=note>You can return unworn items within 30 days. Find your order to start.</p>
<form id=lookup method=get action="/returns/order">
<label>Order number <input name=order placeholder="e.g. WB-100234"></label>
<label>Email address used for the order <input name=email type=email></label>
<label><input type=checkbox id=remember> Remember me on this device</label>
<button type=button id=gift>I received a gift</button> <button type=submit>Find my order</button>
</form>
<p id=lookup-status role=status></p>
<script>
document.getElementById('gift').onclick = () => {
  document.getElementById('lookup-status').textContent = 'For gift returns please contact us with the gift receipt.';
};
</script>"""
)

ORDER_BODY = (
    RETURNS_NAV
    + """<h1>Choose items to return</h1>
<p id=order-line></p>
<form id=ret>
<table><thead><tr><th>Return?</th><th>Item</th><th>Price</th><th>Reason</th></tr></thead><tbody id=items></tbody></table>
<fieldset><legend>Refund to</legend>
<label><input type=radio name=refund value="Original payment method"> Original payment method</label>
<label><input type=radio name=refund value="Store credit (+10% bonus)" checked> Store credit (+10% bonus)</label>
</fieldset>
<label>How will you send it back? <select name=method>__METHODS__</select></label>
<a href="/returns">Cancel</a> <button type=button id=slip>Print packing slip</button>
<button type=submit>Submit return</button>
</form>
<p id=return-status role=status></p>
<script>
const ORDERS = __ORDERS__, ITEMS = __ITEMS__, REASONS = __REASONS__;
const q = new URLSearchParams(location.search);
const num = (q.get('order') || '').trim().toUpperCase(), email = (q.get('email') || '').trim().toLowerCase();
const order = ORDERS[num] && ORDERS[num].email === email ? ORDERS[num] : null;
const f = document.getElementById('ret'), el = f.elements, out = document.getElementById('return-status');
if (!order) {
  document.getElementById('order-line').innerHTML =
    "We couldn't find an order with that number and email address. <a href='/returns'>Try again</a>";
  f.hidden = true;
} else {
  document.getElementById('order-line').textContent = 'Order ' + num + ' \\u00b7 placed ' + order.date + ' \\u00b7 ' + email;
  const opts = '<option value="">\\u2014 Choose a reason \\u2014</option>' + REASONS.map(r => '<option>' + r + '</option>').join('');
  document.getElementById('items').innerHTML = order.items.map((sku, k) => {
    const it = ITEMS[sku];
    return '<tr data-sku="' + sku + '"><td><input type=checkbox class=pick id=pick' + k + ' aria-labelledby="pick' + k +
      '-l"></td><td><label for=pick' + k + ' id=pick' + k + '-l>' + it.name + ' \\u2014 ' + it.variant + '</label></td><td>\\u00a3' +
      it.price.toFixed(2) + '</td><td><select class=reason disabled aria-label="Reason for returning ' + it.name + ', ' +
      it.variant + '">' + opts + '</select></td></tr>';
  }).join('');
  for (const c of document.querySelectorAll('input.pick'))
    c.onchange = () => { c.closest('tr').querySelector('select').disabled = !c.checked; };
}
document.getElementById('slip').onclick = () => { out.textContent = 'Choose your items first, then print the slip.'; };
f.onsubmit = e => {
  e.preventDefault();
  const rows = [...document.querySelectorAll('#items tr')].filter(tr => tr.querySelector('input.pick').checked);
  if (!rows.length) { out.textContent = 'Tick at least one item to return.'; return; }
  if (rows.some(tr => !tr.querySelector('select').value)) { out.textContent = 'Choose a reason for each item.'; return; }
  out.dataset.returned = JSON.stringify({status: 'submitted', order: num, email,
    items: rows.map(tr => tr.dataset.sku).join(','), reasons: rows.map(tr => tr.querySelector('select').value).join(','),
    refund: el.refund.value, method: el.method.value});
  out.textContent = 'Return submitted for ' + rows.length + ' item(s). We have emailed your label.';
};
</script>"""
)


def returns_values(seed: int) -> dict[str, Any]:
    rng = random.Random(14000 + seed)
    sku, _ = RETURN_TARGETS[seed % len(RETURN_TARGETS)]
    return {
        "order": f"WB-{rng.randrange(100000, 999999)}",
        "email": CUSTOMERS[seed % len(CUSTOMERS)],
        "items": sku,
        "reasons": _distinct(RETURN_REASONS, 14001, seed),
        "refund": REFUNDS[0] if seed in (0, 3) else REFUNDS[1],
        "method": METHODS[seed % 2],
    }


def _returns(seed: int) -> Task:
    v = returns_values(seed)
    rng = random.Random(14100 + seed)
    _, name, variant, _ = next(i for i in ORDER_ITEMS if i[0] == v["items"])
    num, email, reason, refund, method = v["order"], v["email"], v["reasons"], v["refund"], v["method"]
    item_t = f"{name}, {variant}"
    refund_t = "my original payment method" if refund == REFUNDS[0] else "store credit"
    style = seed % 4
    if style == 0:
        instruction = (
            f"Return the {item_t} from order {num} (email {email}); reason {reason}, refund to "
            f"{refund_t}, return method '{method}'."
        )
    elif style == 1:
        instruction = (
            f"1. Enter the order number {num} and the email {email}, then click 'Find my order'. "
            f"2. Tick the {name}, {variant}. 3. Choose '{reason}' as its reason. 4. Choose '{refund}' "
            f"under 'Refund to'. 5. Choose '{method}' for sending it back. 6. Click 'Submit return'."
        )
    elif style == 2:
        instruction = (
            f"Make sure that a return is submitted for just the {item_t} from order {num} "
            f"(placed with {email}), with the reason '{reason}', refunded to {refund_t}, "
            f"sent back with '{method}'."
        )
    else:
        instruction = (
            f'My order "{num}" (email "{email}") came with the "{name}" in "{variant}" and I want to send '
            f'that one back: the reason is "{reason}", refund it to "{refund}" and I\'ll use "{method}".'
        )
    skus = [i[0] for i in ORDER_ITEMS]
    older, other = (f"WB-{rng.randrange(100000, 999999)}" for _ in range(2))
    orders = {
        num: {"email": email, "date": "2 Sep 2025", "items": skus},
        older: {"email": email, "date": "14 Jul 2025", "items": skus[4:]},
        other: {
            "email": CUSTOMERS[(seed + 1) % len(CUSTOMERS)],
            "date": "28 Aug 2025",
            "items": skus[:4],
        },
    }
    items = {s: {"name": n, "variant": va, "price": p} for s, n, va, p in ORDER_ITEMS}
    pages = {
        "/returns": _doc("Return an item - Woodbank Outdoor", LOOKUP_BODY),
        "/returns/order": _doc(
            "Choose items to return - Woodbank Outdoor",
            _fill(
                ORDER_BODY,
                methods=_options(METHODS, METHODS[0]),
                orders=orders,
                items=items,
                reasons=RETURN_REASONS,
            ),
        ),
    }
    expected = {"status": "submitted", **v}
    return Task(
        f"returns-{seed}",
        "returns",
        "two",
        seed,
        instruction,
        "/returns",
        pages,
        _check("/returns/order", "return-status", "data-returned", expected),
    )


# ---- events (two pages): pick the right performance, then tickets with a seat area --------------
# id, title, venue, city, date, time
EVENTS: list[tuple[str, str, str, str, str, str]] = [
    ("E1", "The Lantern Keepers", "Grand Theatre", "Leeds", "Sat 18 Oct 2025", "14:30"),
    ("E2", "The Lantern Keepers", "Grand Theatre", "Leeds", "Sat 18 Oct 2025", "19:30"),
    ("E3", "Nadia Reyes Quartet", "Blue Room", "Manchester", "Thu 9 Oct 2025", "19:45"),
    ("E4", "Nadia Reyes Quartet", "The Exchange", "Liverpool", "Fri 10 Oct 2025", "19:45"),
    ("E5", "Laugh Track Live", "The Vault", "Leeds", "Fri 24 Oct 2025", "20:00"),
    ("E6", "Laugh Track Live", "The Vault", "Leeds", "Sat 25 Oct 2025", "20:00"),
    ("E7", "City Symphony: Autumn Gala", "Town Hall", "Leeds", "Sun 2 Nov 2025", "15:00"),
    ("E8", "City Symphony: Autumn Gala", "Town Hall", "Leeds", "Sat 1 Nov 2025", "19:30"),
]
EVENT_TARGETS = [("E2", "E1"), ("E3", "E4"), ("E6", "E5"), ("E7", "E8")]
AREAS = [("Stalls", 1.0), ("Circle", 0.8), ("Balcony", 0.55)]
BASE_PRICE = {"E1": 42, "E2": 48, "E3": 28, "E4": 26, "E5": 22, "E6": 24, "E7": 35, "E8": 38}
DELIVERY = ["E-ticket (free)", "Collect at the box office", "Post (£2.50)"]
EVENTS_NAV = """<nav><a href="/">Stagedoor Tickets</a><a href="/events">What's on</a><a href="/venues">Venues</a>
<a href="/account/orders">My orders</a></nav>"""

LISTING_BODY = (
    EVENTS_NAV
    + """<h1>What's on</h1>
<div class=row><label>City <select id=city><option>All cities</option><option>Leeds</option><option>Manchester</option>
<option>Liverpool</option></select></label>
<label>Search <input id=q type=search placeholder="Show, artist or venue"></label></div>
<div id=events>__CARDS__</div>
<p id=follow-status role=status></p>
<script>
const $ = id => document.getElementById(id);
function filter() {
  const city = $('city').value, q = $('q').value.toLowerCase();
  for (const c of document.querySelectorAll('#events .card'))
    c.hidden = !((city === 'All cities' || c.dataset.city === city) && c.textContent.toLowerCase().includes(q));
}
$('city').onchange = filter; $('q').oninput = filter;
for (const b of document.querySelectorAll('button.follow'))
  b.onclick = () => { $('follow-status').textContent = 'You will hear about new dates first.'; };
</script>"""
)

TICKETS_BODY = (
    EVENTS_NAV
    + """<h1 id=event-title>Tickets</h1>
<p id=event-line></p>
<form id=tickets>
<label>Number of tickets <select name=quantity><option>1</option><option selected>2</option><option>3</option>
<option>4</option><option>5</option><option>6</option></select></label>
<fieldset><legend>Seat area</legend><div id=areas></div></fieldset>
<label><input type=checkbox name=protection checked> Add ticket protection (&pound;2.50 per ticket)</label>
<label>Delivery <select name=delivery>__DELIVERY__</select></label>
<label>Promo code (optional) <input name=promo size=12></label>
<a href="/events">Back to events</a> <button type=button id=wish>Save to wishlist</button>
<button type=submit>Confirm order</button>
</form>
<p id=order-status role=status></p>
<script>
const EVENTS = __EVENTS__, AREAS = __AREAS__;
const id = new URLSearchParams(location.search).get('event'), ev = EVENTS[id];
document.getElementById('event-title').textContent = ev ? ev.title : 'Event not found';
document.getElementById('event-line').textContent = ev
  ? ev.venue + ', ' + ev.city + ' \\u00b7 ' + ev.date + ' \\u00b7 ' + ev.time : '';
document.getElementById('areas').innerHTML =
  '<label><input type=radio name=area value="Best available" checked> Best available</label>' +
  AREAS.map(([a, k]) => {
    const out = ev && ev.soldout === a;
    return '<label><input type=radio name=area value="' + a + '"' + (out ? ' disabled' : '') + '> ' + a +
      (ev ? (out ? ' (sold out)' : ' (\\u00a3' + (ev.price * k).toFixed(2) + ')') : '') + '</label>';
  }).join('');
const f = document.getElementById('tickets'), el = f.elements, out = document.getElementById('order-status');
document.getElementById('wish').onclick = () => { out.textContent = 'Saved to your wishlist.'; };
f.onsubmit = e => {
  e.preventDefault();
  if (!ev) { out.textContent = 'Please choose an event first.'; return; }
  out.dataset.order = JSON.stringify({status: 'confirmed', event: id, title: ev.title, date: ev.date, time: ev.time,
    quantity: Number(el.quantity.value), area: el.area.value, protection: el.protection.checked,
    delivery: el.delivery.value});
  out.textContent = 'Order confirmed: ' + el.quantity.value + ' x ' + ev.title + ', ' + el.area.value + '.';
};
</script>"""
)


def events_values(seed: int) -> dict[str, Any]:
    rng = random.Random(15000 + seed)
    event, _ = EVENT_TARGETS[seed % len(EVENT_TARGETS)]
    return {
        "event": event,
        "quantity": [3, 1, 4, 5][seed % 4],
        "area": _distinct([a for a, _ in AREAS], 15001, seed),
        "protection": seed % 2 == 1,
        "delivery": rng.choice(DELIVERY[1:]) if seed != 2 else DELIVERY[0],
    }


def _soldout(event: str, seed: int) -> str:
    """The one seat area sold out for ``event``: never the task's own area (at any event)."""
    others = [a for a, _ in AREAS if a != events_values(seed)["area"]]
    return others[int(event[1:]) % len(others)]


def _events(seed: int) -> Task:
    v = events_values(seed)
    _, title, venue, city, date, time = next(e for e in EVENTS if e[0] == v["event"])
    n, area, prot, dl = v["quantity"], v["area"], v["protection"], v["delivery"]
    show_t = f"{title} at {venue}, {city} on {date} at {time}"
    tickets_t = f"{n} ticket{'s' if n > 1 else ''}"
    style = seed % 4
    if style == 0:
        instruction = (
            f"Buy {tickets_t} for {show_t}: seat area {area}, "
            f"{_yes(prot, 'with', 'no')} ticket protection, delivery {dl}. Confirm the order."
        )
    elif style == 1:
        instruction = (
            f"1. Find {title} on {date} at {time} ({venue}, {city}) and click 'Get tickets'. "
            f"2. Set 'Number of tickets' to {n}. 3. Choose the seat area {area}. "
            f"4. {_yes(prot, 'Leave ticked', 'Untick')} 'Add ticket protection'. 5. Choose '{dl}' as the "
            "delivery. 6. Click 'Confirm order'."
        )
    elif style == 2:
        instruction = (
            f"Make sure that an order for {tickets_t} in the {area} is confirmed for {show_t}, "
            f"{_yes(prot, 'with', 'without')} ticket protection, with delivery by '{dl}'."
        )
    else:
        instruction = (
            f'Get me "{n}" tickets for "{title}" on "{date}" at "{time}", seats in the "{area}", '
            f'{_yes(prot, "with", "without")} ticket protection, and "{dl}" for delivery, please.'
        )
    cards = "".join(
        f'<div class=card data-city="{c}"><h3>{html.escape(t)}</h3><p>{vn}, {c} &middot; {d} &middot; {tm}</p>'
        f'<a href="/events/tickets?event={i}" aria-label="Get tickets: {html.escape(t)}, {d}, {tm}, {c}">'
        f"Get tickets</a> "
        f'<button type=button class=follow aria-label="Follow {html.escape(t)}">Follow</button></div>'
        for i, t, vn, c, d, tm in EVENTS
    )
    events = {
        i: {
            "title": t,
            "venue": vn,
            "city": c,
            "date": d,
            "time": tm,
            "price": BASE_PRICE[i],
            "soldout": _soldout(i, seed),
        }
        for i, t, vn, c, d, tm in EVENTS
    }
    pages = {
        "/events": _doc("What's on - Stagedoor Tickets", _fill(LISTING_BODY, cards=cards)),
        "/events/tickets": _doc(
            "Tickets - Stagedoor Tickets",
            _fill(
                TICKETS_BODY,
                delivery=_options(DELIVERY, DELIVERY[0]),
                events=events,
                areas=[list(a) for a in AREAS],
            ),
        ),
    }
    expected = {"status": "confirmed", **v}
    return Task(
        f"events-{seed}",
        "events",
        "two",
        seed,
        instruction,
        "/events",
        pages,
        _check("/events/tickets", "order-status", "data-order", expected),
    )


FAMILIES = [_hotel, _roles, _clinic, _courses, _carhire, _returns, _events]


def fresh3_corpus(seeds: Iterable[int] = range(4)) -> list[Task]:
    """All tasks: every family at every seed (28 with the default seeds)."""
    seeds = list(seeds)
    return [family(seed) for family in FAMILIES for seed in seeds]
