"""Tenth blind set of compound-act tasks: nine everyday page kinds, 4 seeds each (36 tasks).

Written blind to the plugin (without reading its code, tests, benchmark results or the earlier fresh
sets; only the harness ``bench_compound.py`` for ``Task``, ``pick`` and ``page_html``). Each task is one
instruction asking for 2 to 4 actions; the page's final button writes the outcome into ``#result``
from the page state, and ``expected`` is what it writes when every requested step was done right.

The kinds:

- ``taxreturn``: a tax-return section (filing status, two look-alike dependent steppers, a prefilled
  wrong wages figure, a self-employment box that reveals a business name); help search, Save draft, Check.
- ``movingquote``: a moving-quote form (prefilled ZIPs, home sizes sharing words, three role=switch
  extras, a heavy-item box that reveals a select of look-alike items); Reset and Request a callback.
- ``vaccination``: a vaccination appointment (vaccines sharing words, a slot table of look-alike
  day/time rows each with its own Select, a clinic dialog, a reminder box revealing a phone field).
- ``kitchen``: a kitchen-order ticket (look-alike menu rows each with a +/- stepper, a preset Fries,
  a prefilled table number, Rush and To go switches, a note field); Hold ticket and Void ticket.
- ``seating``: a classroom seating chart (look-alike student rows each with a seat select sharing words
  and its own Absent switch, preset seats, period and chart name); Auto-arrange and Print chart.
- ``loan``: a loan calculator (prefilled amount and rate, loan types and terms sharing words, an extra
  payments box revealing a field, a Compare lenders dialog); Reset and Apply now beside Calculate.
- ``picklist``: a warehouse pick list (look-alike SKU rows each with a picked-count stepper and its own
  Mark short button, look-alike picker names, a tote field, a partial-shipment switch, a SKU search).
- ``grant``: a grant application (title, categories sharing words, a prefilled amount, a duration
  stepper, a joint-application box revealing a partner field, a Preview dialog); Save draft.
- ``ridehail``: a ride-hailing booking (prefilled pickup, look-alike ride rows each with Choose,
  a passenger stepper, Quiet/Pet switches, a Schedule dialog); Estimate fare and Save as favourite.

Instructions are worded with variety across seeds (quoted and bare values, terse and chatty, numbered
steps, "then"/"and" chains, loosely named fields, rows named by their content). Even seeds are the
development half, odd seeds the held-out half.

Verified in headless Chromium with plain Playwright (no LLM): for each of the 36 tasks, doing every
step gives ``expected``; clicking only the final button does not; at least 3 sloppy variants (a
look-alike row, option or switch, a step left out, the distractor button instead of the final one) do
not; and the page raises no script error.
"""

from __future__ import annotations

from collections.abc import Callable

from bench_compound import Task, page_html, pick

FRESH10_SEEDS = range(4)

STEP_JS = "function step(id,d,lo,hi){var e=$(id);e.textContent=Math.min(hi,Math.max(lo,+e.textContent+d))}"
FLIP_JS = (
    "function flip(b){b.setAttribute('aria-checked',b.getAttribute('aria-checked')==='true'?'false':'true')}"
)
ON_JS = "function on(id){return $(id).getAttribute('aria-checked')==='true'?'yes':'no'}"


def _stepper(sid: str, label: str, value: int, lo: int = 0, hi: int = 20) -> str:
    return (
        f"<div><span id={sid}-label>{label}</span> "
        f'<button type=button aria-label="Decrease {label}" onclick="step(\'{sid}\',-1,{lo},{hi})">−</button> '
        f"<span id={sid} aria-labelledby={sid}-label>{value}</span> "
        f'<button type=button aria-label="Increase {label}" onclick="step(\'{sid}\',1,{lo},{hi})">+</button></div>'
    )


def _switch(sid: str, label: str, checked: bool = False) -> str:
    state = "true" if checked else "false"
    return (
        f"<button type=button role=switch id={sid} aria-checked={state} onclick=flip(this)>{label}</button> "
    )


def _options(values: list[str], selected: str = "") -> str:
    return "".join(f"<option{' selected' if v == selected else ''}>{v}</option>" for v in values)


# --- taxreturn ---------------------------------------------------------------------------------------

TAX_STATUSES = [
    "Single",
    "Married filing jointly",
    "Married filing separately",
    "Head of household",
    "Qualifying surviving spouse",
]


def _taxreturn_values(seed: int) -> dict[str, str]:
    return {
        "status": pick("tax-status", seed, TAX_STATUSES[1:]),
        "kids": pick("tax-kids", seed, ["1", "2", "3", "4"]),
        "wages": pick("tax-wages", seed, ["52,310", "61,475", "39,980", "74,020"]),
        "biz": pick(
            "tax-biz",
            seed,
            ["Maple Lane Bakery", "Ortiz Tutoring", "Bright Spark Electric", "Juniper Dog Walking"],
        ),
    }


def taxreturn_task(seed: int) -> Task:
    v = _taxreturn_values(seed)
    body = (
        "<h2>2024 return, section 2: filing status, dependents and income</h2>"
        '<p><input type=search aria-label="Search help topics" placeholder="Search help topics"> '
        "<button type=button onclick=\"show('no help topics found')\">Search help</button></p>"
        f"<p><label>Filing status <select id=status>{_options(TAX_STATUSES, 'Single')}</select></label></p>"
        + _stepper("kids", "Qualifying children under 17", 0)
        + _stepper("other", "Other dependents (17 and older)", 0)
        + '<p><label>Wages, salaries, tips (W-2 box 1) <input id=wages value="48,200"></label></p>'
        '<p><label>Taxable interest <input id=interest value="0"></label></p>'
        "<p><label><input type=checkbox id=selfemp onchange=\"$('sebox').hidden=!this.checked\"> "
        "I had self-employment income</label></p>"
        "<div id=sebox hidden><label>Business name <input id=biz></label> "
        "<label>Net profit <input id=net></label></div>"
        "<p><button type=button onclick=\"show('draft saved')\">Save draft</button> "
        "<button type=button onclick=\"show('2 fields need attention')\">Check for errors</button> "
        "<button type=button onclick=finish()>Continue to deductions</button></p>"
    )
    script = (
        STEP_JS + ";function finish(){show([$('status').value,'children '+$('kids').textContent,"
        "'other '+$('other').textContent,'wages '+$('wages').value,"
        "$('selfemp').checked?'SE '+$('biz').value:'no SE'].join('|'))}"
    )
    status, kids, wages, biz = "Single", "0", "48,200", ""
    se = False
    if seed % 4 == 0:
        status, kids, wages = v["status"], v["kids"], v["wages"]
        instruction = (
            f"On this tax return section, set the filing status to {status}, put {kids} qualifying "
            f"children under 17, and change the W-2 wages to {wages}. Then continue to deductions."
        )
    elif seed % 4 == 1:
        status, se, biz = v["status"], True, v["biz"]
        instruction = (
            f'Filing status should be "{status}". I also had self-employment income, so tick that and '
            f'enter "{biz}" as the business name. Continue to deductions when done.'
        )
    elif seed % 4 == 2:
        wages, kids = v["wages"], v["kids"]
        instruction = (
            f"1. Replace the wages figure with {wages} 2. Bump qualifying children to {kids} "
            "3. Click Continue to deductions"
        )
    else:
        status, wages, se, biz = v["status"], v["wages"], True, v["biz"]
        instruction = (
            f"change status to {status} and wages to {wages}, then check the self-employment income box, "
            f"type {biz} for the business, and hit continue to deductions"
        )
    expected = "|".join(
        [status, f"children {kids}", "other 0", f"wages {wages}", f"SE {biz}" if se else "no SE"]
    )
    return Task(
        name=f"taxreturn-{seed}",
        kind="taxreturn",
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# --- movingquote -------------------------------------------------------------------------------------

MOVE_SIZES = [
    "Studio",
    "1-bedroom apartment",
    "2-bedroom apartment",
    "2-bedroom house",
    "3-bedroom apartment",
    "3-bedroom house",
    "4+ bedroom house",
]
MOVE_HEAVY = ["Upright piano", "Grand piano", "Digital piano", "Gun safe", "Document safe", "Pool table"]


def _movingquote_values(seed: int) -> dict[str, str]:
    return {
        "from": pick("move-from", seed, ["02139", "19103", "80205", "55408"]),
        "to": pick("move-to", seed, ["60614", "30309", "78704", "98103"]),
        "size": pick(
            "move-size",
            seed,
            ["2-bedroom apartment", "2-bedroom house", "3-bedroom house", "4+ bedroom house"],
        ),
        "heavy": pick("move-heavy", seed, ["Upright piano", "Grand piano", "Gun safe", "Pool table"]),
    }


def movingquote_task(seed: int) -> Task:
    v = _movingquote_values(seed)
    body = (
        "<h2>Get a moving quote</h2>"
        '<p><label>Moving from (ZIP) <input id=fromzip value="10001"></label> '
        '<label>Moving to (ZIP) <input id=tozip value="94103"></label></p>'
        f"<p><label>Home size <select id=size>{_options(MOVE_SIZES, '1-bedroom apartment')}</select></label></p>"
        "<p>Extras: "
        + _switch("packing", "Full packing service")
        + _switch("unpacking", "Unpacking at destination")
        + _switch("storage", "Storage (30 days)")
        + "</p><p><label><input type=checkbox id=heavy onchange=\"$('heavybox').hidden=!this.checked\"> "
        "Piano, safe or other heavy item</label></p>"
        '<div id=heavybox hidden><label>Heavy item <select id=heavytype><option value="">Choose an item</option>'
        f"{_options(MOVE_HEAVY)}</select></label></div>"
        "<p><button type=button onclick=resetAll()>Reset</button> "
        "<button type=button onclick=\"show('callback requested')\">Request a callback</button> "
        "<button type=button onclick=finish()>Get my quote</button></p>"
    )
    script = (
        FLIP_JS + ";" + ON_JS + ";function resetAll(){$('fromzip').value='10001';$('tozip').value='94103';"
        "$('size').value='1-bedroom apartment';['packing','unpacking','storage'].forEach(function(i){"
        "$(i).setAttribute('aria-checked','false')});$('heavy').checked=false;$('heavybox').hidden=true;"
        "$('heavytype').value='';show('')}"
        "function finish(){show([$('fromzip').value,$('tozip').value,$('size').value,"
        "'packing '+on('packing'),'unpacking '+on('unpacking'),'storage '+on('storage'),"
        "$('heavy').checked?($('heavytype').value||'heavy item not chosen'):'no heavy items'].join('|'))}"
    )
    frm, to, size, packing, heavy = "10001", "94103", "1-bedroom apartment", "no", "no heavy items"
    if seed % 4 == 0:
        to, size, packing = v["to"], v["size"], "yes"
        instruction = (
            f"Quote me a move to ZIP {to}: the place is a {size}, and switch on the full packing service. "
            "Then get my quote."
        )
    elif seed % 4 == 1:
        frm, to, heavy = v["from"], v["to"], v["heavy"]
        instruction = (
            f"1. From ZIP {frm} 2. To ZIP {to} 3. Tick the heavy item box and choose {heavy} 4. Get my quote"
        )
    elif seed % 4 == 2:
        size, heavy = v["size"], v["heavy"]
        instruction = (
            f'Set home size to "{size}", tick "Piano, safe or other heavy item", pick "{heavy}" as the '
            "heavy item, then press Get my quote."
        )
    else:
        frm, packing = v["from"], "yes"
        instruction = (
            f"we're moving out of {frm}, put that as the origin, turn on packing service and get the quote"
        )
    expected = "|".join([frm, to, size, f"packing {packing}", "unpacking no", "storage no", heavy])
    return Task(
        name=f"movingquote-{seed}",
        kind="movingquote",
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# --- vaccination -------------------------------------------------------------------------------------

VAX_VACCINES = [
    "COVID-19 booster (Pfizer)",
    "COVID-19 booster (Moderna)",
    "Flu shot (standard dose)",
    "Flu shot (high dose)",
    "Shingles (Shingrix) dose 1",
    "Shingles (Shingrix) dose 2",
]
VAX_SLOTS = [
    "Tue 9:00",
    "Tue 9:30",
    "Tue 10:30",
    "Wed 9:30",
    "Wed 10:30",
    "Thu 9:30",
    "Thu 14:00",
    "Fri 14:00",
]
VAX_DAYS = {"Tue": "Tuesday", "Wed": "Wednesday", "Thu": "Thursday", "Fri": "Friday"}
VAX_CLINICS = [
    "Downtown Pharmacy",
    "Riverside Pharmacy",
    "Riverside Health Center",
    "Northgate Pharmacy",
    "Northgate Clinic",
    "Eastside Health Center",
    "Eastside Pharmacy",
]


def _vaccination_values(seed: int) -> dict[str, str]:
    return {
        "vaccine": pick(
            "vax-vaccine",
            seed,
            [
                "COVID-19 booster (Moderna)",
                "Flu shot (high dose)",
                "Shingles (Shingrix) dose 2",
                "Flu shot (standard dose)",
            ],
        ),
        "slot": pick("vax-slot", seed, ["Tue 9:30", "Wed 10:30", "Thu 14:00", "Tue 10:30"]),
        "phone": pick("vax-phone", seed, ["555-0142", "555-0187", "555-0119", "555-0163"]),
        "clinic": pick(
            "vax-clinic",
            seed,
            ["Riverside Pharmacy", "Northgate Clinic", "Eastside Health Center", "Riverside Health Center"],
        ),
    }


def vaccination_task(seed: int) -> Task:
    v = _vaccination_values(seed)
    rows = "".join(
        f"<tr><td>{VAX_DAYS[s.split()[0]]}</td><td>{s.split()[1]}</td><td>{2 + i % 3} left</td>"
        f"<td><button type=button onclick=\"choose('{s}')\">Select</button></td></tr>"
        for i, s in enumerate(VAX_SLOTS)
    )
    body = (
        "<h2>Book a vaccination</h2>"
        "<p>Clinic: <span id=clinicname>Downtown Pharmacy</span> "
        "<button type=button onclick=\"$('clinicdlg').showModal()\">Change clinic</button></p>"
        "<dialog id=clinicdlg><h3>Choose a clinic</h3>"
        f"<label>Clinic <select id=clinic>{_options(VAX_CLINICS, 'Downtown Pharmacy')}</select></label> "
        "<button type=button onclick=\"$('clinicname').textContent=$('clinic').value;$('clinicdlg').close()\">"
        "Use this clinic</button> "
        "<button type=button onclick=\"$('clinicdlg').close()\">Close</button></dialog>"
        '<p><label>Vaccine <select id=vaccine><option value="">Choose a vaccine</option>'
        f"{_options(VAX_VACCINES)}</select></label></p>"
        "<table><thead><tr><th>Day</th><th>Time</th><th>Availability</th><th></th></tr></thead>"
        f"<tbody>{rows}</tbody></table>"
        "<p>Selected time: <span id=slot>none</span></p>"
        "<p><label><input type=checkbox id=remind onchange=\"$('phonebox').hidden=!this.checked\"> "
        "Text me a reminder</label></p>"
        "<div id=phonebox hidden><label>Mobile number <input id=phone></label></div>"
        "<p><button type=button onclick=\"show('cancelled')\">Cancel</button> "
        "<button type=button onclick=\"show('added to waitlist')\">Join waitlist</button> "
        "<button type=button onclick=finish()>Confirm appointment</button></p>"
    )
    script = (
        "function choose(s){$('slot').textContent=s}"
        "function finish(){show([$('vaccine').value||'no vaccine',$('slot').textContent,"
        "$('clinicname').textContent,$('remind').checked?'text '+$('phone').value:'no reminder'].join('|'))}"
    )
    vaccine, slot, clinic, remind = "no vaccine", "none", "Downtown Pharmacy", "no reminder"
    day, time = v["slot"].split()
    if seed % 4 == 0:
        vaccine, slot = v["vaccine"], v["slot"]
        instruction = f"Book a {vaccine} for the {time} slot on {VAX_DAYS[day]} and confirm the appointment."
    elif seed % 4 == 1:
        vaccine, slot, remind = v["vaccine"], v["slot"], f"text {v['phone']}"
        instruction = (
            f"I need the {vaccine} on {VAX_DAYS[day]} at {time}. Tick the text reminder and put {v['phone']} "
            "as the mobile number, then confirm."
        )
    elif seed % 4 == 2:
        clinic, vaccine, slot = v["clinic"], v["vaccine"], v["slot"]
        instruction = (
            f'Change the clinic to {clinic} (use the Change clinic button), pick "{vaccine}", select '
            f"{VAX_DAYS[day]} {time}, then Confirm appointment."
        )
    else:
        slot, remind = v["slot"], f"text {v['phone']}"
        instruction = (
            f"1) choose the {VAX_DAYS[day]} {time} slot 2) turn on text reminders to {v['phone']} 3) confirm"
        )
    expected = "|".join([vaccine, slot, clinic, remind])
    return Task(
        name=f"vaccination-{seed}",
        kind="vaccination",
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# --- kitchen -----------------------------------------------------------------------------------------

KITCHEN_ITEMS = [
    ("Margherita pizza", "13.50"),
    ("Margherita flatbread", "9.00"),
    ("Caesar salad", "10.50"),
    ("Caesar wrap", "8.75"),
    ("Chicken wings", "11.00"),
    ("Chicken tenders", "9.50"),
    ("Fries", "4.00"),
    ("Sweet potato fries", "5.00"),
]


def _slug(text: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in text.lower())


def _kitchen_values(seed: int) -> dict[str, str]:
    return {
        "table": pick("kit-table", seed, ["7", "14", "21", "9"]),
        "item": pick(
            "kit-item", seed, ["Caesar salad", "Sweet potato fries", "Chicken tenders", "Margherita pizza"]
        ),
        "qty": pick("kit-qty", seed, ["2", "3", "4", "2"]),
        "note": pick("kit-note", seed, ["no nuts", "gluten free", "no onions", "dairy free"]),
    }


def kitchen_task(seed: int) -> Task:
    v = _kitchen_values(seed)
    rows = "".join(
        f'<tr data-name="{name}" data-id=q-{_slug(name)}><td>{name}</td><td>${price}</td><td>'
        + _stepper(f"q-{_slug(name)}", name, 1 if name == "Fries" else 0, 0, 9)
        + "</td></tr>"
        for name, price in KITCHEN_ITEMS
    )
    body = (
        "<h2>Kitchen ticket</h2>"
        '<p><label>Table <input id=table value="3"></label> '
        '<label>Server <input id=server value="Dana"></label></p>'
        f"<table><thead><tr><th>Item</th><th>Price</th><th>Qty</th></tr></thead><tbody id=items>{rows}</tbody></table>"
        "<p>" + _switch("rush", "Rush") + _switch("togo", "To go") + "</p>"
        "<p><label>Allergy / kitchen note <input id=note></label></p>"
        "<p><button type=button onclick=\"show('ticket held')\">Hold ticket</button> "
        "<button type=button onclick=voidTicket()>Void ticket</button> "
        "<button type=button onclick=finish()>Send to kitchen</button></p>"
    )
    script = (
        STEP_JS
        + ";"
        + FLIP_JS
        + ";"
        + ON_JS
        + ";function lines(){var out=[];document.querySelectorAll('#items tr').forEach(function(r){"
        "var q=+$(r.dataset.id).textContent;if(q>0)out.push(q+'x '+r.dataset.name)});return out.join(', ')||'nothing'}"
        "function voidTicket(){document.querySelectorAll('#items tr').forEach(function(r){$(r.dataset.id).textContent='0'});"
        "show('ticket voided')}"
        "function finish(){show(['Table '+$('table').value,lines(),'rush '+on('rush'),'to go '+on('togo'),"
        "'note: '+($('note').value||'none')].join('|'))}"
    )
    table, rush, togo, note = "3", "no", "no", "none"
    qty = {name: 0 for name, _ in KITCHEN_ITEMS}
    qty["Fries"] = 1
    item, n = v["item"], v["qty"]
    if seed % 4 == 0:
        table, rush = v["table"], "yes"
        qty[item] = int(n)
        instruction = f"Table {table}: {n} {item}, and mark it rush. Send it to the kitchen."
    elif seed % 4 == 1:
        qty[item] = int(n)
        note = v["note"]
        instruction = f'Add {n} × {item} with the note "{note}" and send to kitchen.'
    elif seed % 4 == 2:
        table, togo = v["table"], "yes"
        qty[item] = int(n)
        qty["Fries"] = 0
        instruction = (
            f"1. Table number {table} 2. {n} {item} 3. Take the plain Fries off the ticket 4. Make it to go. "
            "Then send to kitchen."
        )
    else:
        qty[item] = int(n)
        rush, note = "yes", v["note"]
        instruction = f"{item} x{n}, rush, note '{note}', send it"
    lines = ", ".join(f"{q}x {name}" for name, q in qty.items() if q > 0) or "nothing"
    expected = "|".join([f"Table {table}", lines, f"rush {rush}", f"to go {togo}", f"note: {note}"])
    return Task(
        name=f"kitchen-{seed}",
        kind="kitchen",
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# --- seating -----------------------------------------------------------------------------------------

SEAT_NAMES = [
    "Unassigned",
    "Front left",
    "Front centre",
    "Front right",
    "Middle left",
    "Middle centre",
    "Middle right",
    "Back left",
    "Back centre",
    "Back right",
]
SEAT_STUDENTS = [
    ("Mia Chen", "Back left"),
    ("Mia Cheng", "Front left"),
    ("Leo Park", "Unassigned"),
    ("Leon Parker", "Back centre"),
    ("Ava Ruiz", "Middle centre"),
    ("Ava Ruiz-Lopez", "Unassigned"),
    ("Noah Kim", "Middle right"),
    ("Noah Kimball", "Unassigned"),
]
SEAT_WHO = ["Mia Chen", "Leo Park", "Ava Ruiz", "Noah Kim"]


def _seating_values(seed: int) -> dict[str, str]:
    return {
        "who": pick("seat-who", seed, SEAT_WHO),
        "absent": pick("seat-who", seed + 1, SEAT_WHO),
        "seat": pick("seat-seat", seed, ["Front centre", "Middle left", "Back right", "Front right"]),
        "period": pick("seat-period", seed, ["Period 2", "Period 3", "Period 5", "Period 6"]),
        "chart": pick(
            "seat-chart", seed, ["Biology seating", "Spring term plan", "Quiz day layout", "Lab groups"]
        ),
    }


def seating_task(seed: int) -> Task:
    v = _seating_values(seed)
    rows = "".join(
        f'<tr data-name="{name}" data-i={i}><td>{name}</td><td><label>Seat <select id=seat{i}>'
        f"{_options(SEAT_NAMES, seat)}</select></label></td><td>"
        + _switch(f"absent{i}", "Absent")
        + "</td></tr>"
        for i, (name, seat) in enumerate(SEAT_STUDENTS)
    )
    periods = [f"Period {i}" for i in range(1, 7)]
    body = (
        "<h2>Seating chart</h2>"
        '<p><label>Chart name <input id=chart value="Untitled chart"></label> '
        f"<label>Class period <select id=period>{_options(periods, 'Period 1')}</select></label></p>"
        f"<table><thead><tr><th>Student</th><th>Seat</th><th>Attendance</th></tr></thead><tbody id=students>{rows}</tbody></table>"
        "<p><button type=button onclick=autoArrange()>Auto-arrange</button> "
        "<button type=button onclick=\"show('sent to printer')\">Print chart</button> "
        "<button type=button onclick=finish()>Save chart</button></p>"
    )
    script = (
        FLIP_JS + ";function autoArrange(){document.querySelectorAll('#students tr').forEach(function(r){"
        "$('seat'+r.dataset.i).selectedIndex=1+(+r.dataset.i)%9})}"
        "function finish(){var s=[];document.querySelectorAll('#students tr').forEach(function(r){"
        "var i=r.dataset.i;s.push(r.dataset.name+'='+$('seat'+i).value+"
        "($('absent'+i).getAttribute('aria-checked')==='true'?' (absent)':''))});"
        "show([$('period').value,$('chart').value,s.join(', ')].join('|'))}"
    )
    period, chart = "Period 1", "Untitled chart"
    seats = dict(SEAT_STUDENTS)
    absent: set[str] = set()
    who, seat, gone = v["who"], v["seat"], v["absent"]
    if seed % 4 == 0:
        seats[who] = seat
        absent.add(gone)
        instruction = f"Put {who} in the {seat} seat and mark {gone} absent, then save the chart."
    elif seed % 4 == 1:
        period = v["period"]
        seats[who] = seat
        absent.add(gone)
        instruction = f'Switch to {period}, move {who} to "{seat}", flag {gone} as absent. Save chart.'
    elif seed % 4 == 2:
        chart, period = v["chart"], v["period"]
        seats[who] = seat
        instruction = f'1. Name the chart "{chart}" 2. Choose {period} 3. Seat {who} at {seat} 4. Save chart'
    else:
        chart, period = v["chart"], v["period"]
        seats[who] = seat
        absent.add(gone)
        instruction = (
            f"Rename the chart to {chart}, set the class period to {period}, give {who} the {seat} seat "
            f"and toggle {gone} to absent; then Save chart."
        )
    listing = ", ".join(f"{n}={seats[n]}{' (absent)' if n in absent else ''}" for n, _ in SEAT_STUDENTS)
    expected = "|".join([period, chart, listing])
    return Task(
        name=f"seating-{seed}",
        kind="seating",
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# --- loan --------------------------------------------------------------------------------------------

LOAN_TYPES = [
    "Auto loan (new)",
    "Auto loan (used)",
    "Personal loan (fixed rate)",
    "Personal loan (variable rate)",
    "Home improvement loan",
]
LOAN_TERMS = ["24 months", "36 months", "48 months", "60 months", "72 months", "84 months"]


def _loan_values(seed: int) -> dict[str, str]:
    return {
        "amount": pick("loan-amount", seed, ["18500", "32000", "12750", "40000"]),
        "type": pick("loan-type", seed, LOAN_TYPES[1:]),
        "term": pick("loan-term", seed, ["36 months", "48 months", "72 months", "84 months"]),
        "rate": pick("loan-rate", seed, ["5.4", "7.25", "8.1", "4.99"]),
        "extra": pick("loan-extra", seed, ["50", "100", "150", "75"]),
    }


def _payment(amount: str, rate: str, term: str) -> str:
    p, r, n = float(amount), float(rate) / 1200, int(term.split()[0])
    return f"{p * r / (1 - (1 + r) ** -n):.2f}"


def loan_task(seed: int) -> Task:
    v = _loan_values(seed)
    body = (
        "<h2>Loan payment calculator</h2>"
        f"<p><label>Loan type <select id=type>{_options(LOAN_TYPES, 'Auto loan (new)')}</select></label></p>"
        '<p><label>Loan amount ($) <input id=amount value="25000"></label> '
        '<label>Interest rate (% APR) <input id=rate value="6.9"></label></p>'
        f"<p><label>Term <select id=term>{_options(LOAN_TERMS, '60 months')}</select></label></p>"
        "<p><label><input type=checkbox id=extra onchange=\"$('extrabox').hidden=!this.checked\"> "
        "I want to make extra payments</label></p>"
        "<div id=extrabox hidden><label>Extra per month ($) <input id=extraamt></label></div>"
        "<dialog id=lenders><h3>Compare lenders</h3><table><tr><td>First Harbor Bank</td><td>6.4% APR</td></tr>"
        "<tr><td>Pine Credit Union</td><td>5.9% APR</td></tr></table>"
        "<button type=button onclick=\"$('lenders').close()\">Close</button></dialog>"
        "<p><button type=button onclick=\"$('lenders').showModal()\">Compare lenders</button> "
        "<button type=button onclick=resetAll()>Reset</button> "
        "<button type=button onclick=\"show('redirecting to application')\">Apply now</button> "
        "<button type=button onclick=finish()>Calculate payment</button></p>"
    )
    script = (
        "function resetAll(){$('type').value='Auto loan (new)';$('amount').value='25000';$('rate').value='6.9';"
        "$('term').value='60 months';$('extra').checked=false;$('extrabox').hidden=true;$('extraamt').value='';show('')}"
        "function finish(){var p=+$('amount').value.replace(/[, $]/g,''),rate=parseFloat($('rate').value),r=rate/1200,"
        "n=parseInt($('term').value,10),pay=p*r/(1-Math.pow(1+r,-n));"
        "show([$('type').value,String(p),$('term').value,String(rate)+'%','$'+pay.toFixed(2)+'/mo',"
        "$('extra').checked?'extra $'+$('extraamt').value:'no extra'].join('|'))}"
    )
    typ, amount, term, rate, extra = "Auto loan (new)", "25000", "60 months", "6.9", "no extra"
    if seed % 4 == 0:
        amount, term = v["amount"], v["term"]
        instruction = f"Work out the payment on borrowing {amount} over {term}: set the amount and the term, then click Calculate payment."
    elif seed % 4 == 1:
        typ, amount, rate = v["type"], v["amount"], v["rate"]
        instruction = (
            f'Loan type "{typ}", amount {amount}, interest rate {rate} percent, then calculate the payment.'
        )
    elif seed % 4 == 2:
        term, extra = v["term"], f"extra ${v['extra']}"
        instruction = (
            f"1. Term: {term} 2. Tick that I want to make extra payments 3. Extra per month: {v['extra']} "
            "4. Calculate payment"
        )
    else:
        amount, typ, term, rate = v["amount"], v["type"], v["term"], v["rate"]
        instruction = (
            f"hey, can you price a {typ} for me? it's {amount} dollars at {rate}% over {term}. "
            "fill those in and hit calculate"
        )
    expected = "|".join([typ, amount, term, f"{rate}%", f"${_payment(amount, rate, term)}/mo", extra])
    return Task(
        name=f"loan-{seed}",
        kind="loan",
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# --- picklist ----------------------------------------------------------------------------------------

PICK_ROWS = [
    ("WH-1042", "Hex bolt M8 x 40, zinc", "A-03-2", 6),
    ("WH-1024", "Hex bolt M8 x 30, zinc", "A-03-1", 4),
    ("WH-2201", "Cable tie 200 mm, white (100)", "C-11-3", 5),
    ("WH-2210", "Cable tie 200 mm, black (100)", "C-11-4", 5),
    ("WH-3370", "Wood screw 4 x 50, box", "D-02-1", 4),
    ("WH-3307", "Wood screw 4 x 40, box", "D-02-2", 6),
]
PICK_PHRASES = {
    "WH-1042": "M8 x 40 hex bolts",
    "WH-2201": "white cable ties",
    "WH-3370": "4 x 50 wood screws",
    "WH-2210": "black cable ties",
}
PICK_PICKERS = ["Jamie Ortiz", "Jamie Ortega", "Kiran Singh", "Karan Singh"]


def _picklist_values(seed: int) -> dict[str, str]:
    skus = list(PICK_PHRASES)
    return {
        "sku": pick("pick-row", seed, skus),
        "short": pick("pick-row", seed + 1, skus),
        "qty": pick("pick-qty", seed, ["2", "3", "4"]),
        "picker": pick("pick-picker", seed, PICK_PICKERS),
        "tote": pick("pick-tote", seed, ["T-118", "T-204", "T-331", "T-047"]),
    }


def picklist_task(seed: int) -> Task:
    v = _picklist_values(seed)
    rows = "".join(
        f"<tr data-sku={sku}><td>{sku}</td><td>{desc}</td><td>{bin_}</td><td>{ordered}</td><td>"
        + _stepper(f"p-{sku}", f"Picked {sku}", 0, 0, ordered)
        + f"</td><td id=s-{sku}></td><td><button type=button onclick=\"markShort('{sku}')\">Mark short</button></td></tr>"
        for sku, desc, bin_, ordered in PICK_ROWS
    )
    body = (
        "<h2>Pick list #PL-55821</h2>"
        '<p><input type=search aria-label="Find SKU" placeholder="Find SKU"> '
        "<button type=button onclick=\"show('1 match')\">Find</button></p>"
        '<p><label>Picker <select id=picker><option value="">Select picker</option>'
        f'{_options(PICK_PICKERS)}</select></label> <label>Tote ID <input id=tote value="T-000"></label></p>'
        "<table><thead><tr><th>SKU</th><th>Description</th><th>Bin</th><th>Ordered</th><th>Picked</th>"
        f"<th>Status</th><th></th></tr></thead><tbody id=lines>{rows}</tbody></table>"
        "<p>" + _switch("partial", "Allow partial shipment") + "</p>"
        "<p><button type=button onclick=\"show('labels printed')\">Print labels</button> "
        "<button type=button onclick=\"show('progress saved')\">Save progress</button> "
        "<button type=button onclick=finish()>Complete pick</button></p>"
    )
    script = (
        STEP_JS
        + ";"
        + FLIP_JS
        + ";"
        + ON_JS
        + ";function markShort(s){var c=$('s-'+s);c.textContent=c.textContent?'':'short'}"
        "function finish(){var l=[];document.querySelectorAll('#lines tr').forEach(function(r){var s=r.dataset.sku;"
        "l.push(s+':'+$('p-'+s).textContent+($('s-'+s).textContent?' short':''))});"
        "show([$('picker').value||'no picker','tote '+$('tote').value,l.join(', '),'partial '+on('partial')].join('|'))}"
    )
    picker, tote, partial = "no picker", "T-000", "no"
    picked = {sku: 0 for sku, *_ in PICK_ROWS}
    short: set[str] = set()
    sku, qty = v["sku"], v["qty"]
    picked[sku] = int(qty)
    if seed % 4 == 0:
        picker = v["picker"]
        instruction = f"Picker is {picker}. Record {qty} picked for the {PICK_PHRASES[sku]} ({sku}) and complete the pick."
    elif seed % 4 == 1:
        tote = v["tote"]
        short.add(v["short"])
        instruction = f"1. Tote {tote} 2. {qty} picked on {sku} 3. Mark {v['short']} short 4. Complete pick"
    elif seed % 4 == 2:
        partial, picker = "yes", v["picker"]
        instruction = (
            f"Set the {PICK_PHRASES[sku]} to {qty} picked, allow partial shipment, and select {picker} "
            "as the picker, then Complete pick."
        )
    else:
        picker, tote = v["picker"], v["tote"]
        short.add(v["short"])
        instruction = (
            f"I'm {picker}, using tote {tote}. Got {qty} of the {PICK_PHRASES[sku]}; the "
            f"{PICK_PHRASES[v['short']]} are short. Complete the pick."
        )
    lines = ", ".join(f"{s}:{picked[s]}{' short' if s in short else ''}" for s, *_ in PICK_ROWS)
    expected = "|".join([picker, f"tote {tote}", lines, f"partial {partial}"])
    return Task(
        name=f"picklist-{seed}",
        kind="picklist",
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# --- grant -------------------------------------------------------------------------------------------

GRANT_CATEGORIES = [
    "Arts: community project",
    "Arts: individual artist",
    "Education: community project",
    "Education: school partnership",
    "Environment: community project",
    "Environment: research",
]


def _grant_values(seed: int) -> dict[str, str]:
    return {
        "title": pick(
            "grant-title",
            seed,
            [
                "Riverbank Mural Project",
                "Seniors Digital Skills Lab",
                "Youth Robotics League",
                "Community Seed Library",
            ],
        ),
        "category": pick(
            "grant-category",
            seed,
            [
                "Arts: community project",
                "Education: school partnership",
                "Environment: community project",
                "Education: community project",
            ],
        ),
        "amount": pick("grant-amount", seed, ["7500", "12000", "3200", "9800"]),
        "months": pick("grant-months", seed, ["8", "4", "9", "3"]),
        "partner": pick(
            "grant-partner",
            seed,
            ["Eastside Library", "Harbor Youth Trust", "Greenway Council", "Lakeview Seniors Club"],
        ),
    }


def grant_task(seed: int) -> Task:
    v = _grant_values(seed)
    body = (
        "<h2>Community grant application</h2>"
        "<p><label>Project title <input id=title></label></p>"
        '<p><label>Funding category <select id=category><option value="">Choose a category</option>'
        f"{_options(GRANT_CATEGORIES)}</select></label></p>"
        '<p><label>Amount requested ($) <input id=amount value="5000"></label></p>'
        + _stepper("months", "Project duration (months)", 6, 1, 24)
        + "<p><label><input type=checkbox id=joint onchange=\"$('partnerbox').hidden=!this.checked\"> "
        "This is a joint application</label></p>"
        "<div id=partnerbox hidden><label>Partner organisation <input id=partner></label></div>"
        "<p>" + _switch("publish", "Publish a summary if funded", True) + "</p>"
        "<dialog id=preview><h3>Preview</h3><p id=previewtext></p>"
        "<button type=button onclick=\"$('preview').close()\">Close preview</button></dialog>"
        "<p><button type=button onclick=\"show('draft saved')\">Save draft</button> "
        "<button type=button onclick=\"$('previewtext').textContent=$('title').value;$('preview').showModal()\">Preview</button> "
        "<button type=button onclick=finish()>Submit application</button></p>"
    )
    script = (
        STEP_JS
        + ";"
        + FLIP_JS
        + ";function finish(){show([$('title').value||'untitled',$('category').value||'no category',"
        "'$'+$('amount').value,$('months').textContent+' months',"
        "$('joint').checked?'joint with '+$('partner').value:'single applicant'].join('|'))}"
    )
    title, category, amount, months, joint = "untitled", "no category", "5000", "6", "single applicant"
    if seed % 4 == 0:
        title, category, amount = v["title"], v["category"], v["amount"]
        instruction = (
            f'Fill in the grant application: project title {title}, category "{category}", and request '
            f"{amount} dollars. Submit it."
        )
    elif seed % 4 == 1:
        category, joint = v["category"], f"joint with {v['partner']}"
        instruction = (
            f'Category should be "{category}". This is a joint application with {v["partner"]}: tick the box '
            "and name them as the partner organisation. Then submit."
        )
    elif seed % 4 == 2:
        months, amount = v["months"], v["amount"]
        instruction = (
            f"Make the duration {months} months and the amount requested {amount}, then Submit application."
        )
    else:
        title, months, joint = v["title"], v["months"], f"joint with {v['partner']}"
        instruction = (
            f'1. Title: "{title}" 2. Duration {months} months 3. Mark it as a joint application '
            f"4. Partner organisation {v['partner']}. Then submit the application."
        )
    expected = "|".join([title, category, f"${amount}", f"{months} months", joint])
    return Task(
        name=f"grant-{seed}",
        kind="grant",
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# --- ridehail ----------------------------------------------------------------------------------------

RIDE_TYPES = [
    ("Economy", "14.20"),
    ("Economy XL", "21.60"),
    ("Comfort", "18.90"),
    ("Comfort XL", "27.40"),
    ("Green", "15.80"),
]
RIDE_TIMES = ["Now", "Today 17:30", "Today 18:00", "Tomorrow 07:30", "Tomorrow 08:00"]


def _ridehail_values(seed: int) -> dict[str, str]:
    return {
        "pickup": pick(
            "ride-pickup", seed, ["221 Baker Street", "14 Elm Road", "9 Harbour View", "380 King St W"]
        ),
        "dropoff": pick(
            "ride-dropoff",
            seed,
            ["Union Station", "Airport Terminal 2", "Grand Hotel, 5th Ave", "City Hospital main entrance"],
        ),
        "ride": pick("ride-type", seed, ["Economy XL", "Comfort", "Comfort XL", "Green"]),
        "when": pick("ride-when", seed, ["Today 17:30", "Tomorrow 07:30", "Today 18:00", "Tomorrow 08:00"]),
        "pax": pick("ride-pax", seed, ["3", "2", "4", "3"]),
    }


def ridehail_task(seed: int) -> Task:
    v = _ridehail_values(seed)
    rows = "".join(
        f"<li>{name} · ${price} <button type=button onclick=\"$('ride').textContent='{name}'\">Choose</button></li>"
        for name, price in RIDE_TYPES
    )
    body = (
        "<h2>Book a ride</h2>"
        '<p><label>Pickup <input id=pickup value="Current location"></label></p>'
        '<p><label>Drop-off <input id=dropoff placeholder="Where to?"></label></p>'
        f"<ul>{rows}</ul><p>Ride: <span id=ride>Economy</span></p>"
        + _stepper("pax", "Passengers", 1, 1, 6)
        + "<p>"
        + _switch("quiet", "Quiet ride")
        + _switch("pet", "Travelling with a pet")
        + "</p><p>Pickup time: <span id=when>Now</span> "
        "<button type=button onclick=\"$('schedule').showModal()\">Schedule for later</button></p>"
        "<dialog id=schedule><h3>Schedule pickup</h3>"
        f"<label>Pickup time <select id=whensel>{_options(RIDE_TIMES, 'Now')}</select></label> "
        "<button type=button onclick=\"$('when').textContent=$('whensel').value;$('schedule').close()\">Set pickup time</button> "
        "<button type=button onclick=\"$('schedule').close()\">Cancel</button></dialog>"
        "<p><button type=button onclick=\"show('Estimate: $'+(12+4*(+$('pax').textContent)).toFixed(2))\">Estimate fare</button> "
        "<button type=button onclick=\"show('saved as favourite')\">Save as favourite</button> "
        "<button type=button onclick=finish()>Request ride</button></p>"
    )
    script = (
        STEP_JS
        + ";"
        + FLIP_JS
        + ";"
        + ON_JS
        + ";function finish(){show([$('pickup').value,$('dropoff').value||'no destination',$('ride').textContent,"
        "$('pax').textContent+' pax',$('when').textContent,'quiet '+on('quiet'),'pet '+on('pet')].join('|'))}"
    )
    pickup, dropoff, ride, pax, when, quiet, pet = (
        "Current location",
        "no destination",
        "Economy",
        "1",
        "Now",
        "no",
        "no",
    )
    if seed % 4 == 0:
        dropoff, ride = v["dropoff"], v["ride"]
        instruction = f"I need to get to {dropoff}; make it {ride} and request the ride."
    elif seed % 4 == 1:
        pickup, dropoff, quiet, when = v["pickup"], v["dropoff"], "yes", v["when"]
        instruction = (
            f"1. Pickup: {pickup} 2. Drop-off: {dropoff} 3. Quiet ride on 4. Schedule it for {when}. "
            "Then Request ride."
        )
    elif seed % 4 == 2:
        ride, pax, pet = v["ride"], v["pax"], "yes"
        instruction = f"{ride} for {pax} passengers, and we're travelling with a pet. Request it."
    else:
        dropoff, when, ride = v["dropoff"], v["when"], v["ride"]
        instruction = f'Book a ride to "{dropoff}" for {when} in {ride}, then request the ride.'
    expected = "|".join([pickup, dropoff, ride, f"{pax} pax", when, f"quiet {quiet}", f"pet {pet}"])
    return Task(
        name=f"ridehail-{seed}",
        kind="ridehail",
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


FRESH10_KINDS: tuple[Callable[[int], Task], ...] = (
    taxreturn_task,
    movingquote_task,
    vaccination_task,
    kitchen_task,
    seating_task,
    loan_task,
    picklist_task,
    grant_task,
    ridehail_task,
)


def fresh10_tasks() -> list[Task]:
    return [make(seed) for make in FRESH10_KINDS for seed in FRESH10_SEEDS]
