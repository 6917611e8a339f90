"""Fourteenth blind set of compound-act tasks: nine everyday page kinds x seeds 0-3 = 36 tasks.

Each instruction asks for three or four UI actions in one request, the last a click on the page's
final button. That button's handler reads the whole relevant page state -- the controls the task
changes and the ones it must leave alone -- and writes one line to #result; `expected` is exactly
that line after every step was done right, so a missed step, a look-alike row or option, an
appended-to prefilled value or a disturbed control all give a different line. A distractor button
beside the final one writes a different line (its own prefix). Targets come from `pick()` per seed,
rows and options are shuffled per seed, and the wording style follows seed % 4 (0 terse imperative,
1 numbered steps on separate lines, 2 a natural sentence, 3 casual shorthand). Even seeds are the dev
half, odd seeds held out (Task.half).

- gym (class booking): a timetable of look-alike classes (Spin Express / Spin Endurance, Yoga Flow /
  Yoga Flow Gentle, the same class on another day or time), each row with its own Book button; a
  Places number box; two look-alike role=switch buttons (Towel hire / Locker hire). Steps: book the
  row, set places, flip one switch (the other left alone), Confirm booking (distractor Join waitlist).
- library (reservation): a collection-branch <select> with look-alike branches (Central Library /
  Central Library Annex, Northgate Library / Northgate Mobile Library); Notify-me radios (Text message
  / Email and text message); three "Accept ..." checkboxes sharing words. Steps: branch, radio, tick
  one checkbox, Place reservation (distractor Add to wish list).
- hotel (room amendment): room type changed in a native <dialog> (Superior/Deluxe x Double/Twin,
  applied only by its Apply button); Adults/Children number boxes (Adults left alone); a special
  requests box prefilled with an old request to replace. Steps: room, children, requests, Save
  changes (distractor Cancel booking).
- carhire (extras): +/- steppers for Child seats / Booster seats; role=switch Additional driver /
  Additional young driver; four pre-ticked look-alike extras (Roof box / Roof bars, Ski rack / Ski
  box). Steps: stepper, switch on, untick one extra, Continue to payment (distractor Save quote).
- energy (meter reading and tariff): Electricity / Gas tabs, each with a reading box prefilled with
  the last reading (the target fuel's tab is not the open one); a tariff <select> with look-alikes
  (Fixed Saver 12 / 24, Flexible Saver / Flexible Saver EV). Steps: open the tab, replace the
  reading, choose the tariff, Submit readings (distractor Request a meter engineer visit).
- dinner (school dinner order): five day fieldsets with the same meal radios (Hot dinner / Vegetarian
  hot dinner / Jacket potato / Packed lunch) and a Pudding checkbox each, prefilled. Steps: change one
  day's meal, add or remove pudding on another day, Place order (distractor Save as draft).
- vet (appointment): a pet <select> with look-alike pets (Bella (dog) / Bella (cat)); a slot table
  with look-alike rows (same date other time, same time other vet Dr Shah / Dr Shaw) each with a
  Choose button; a reason box; a pre-ticked SMS reminder left alone. Steps: pet, slot, reason, Book
  appointment (distractor Request a call back).
- concert (ticket checkout): four ticket-tier number boxes (Lower tier seated / Lower tier seated
  (restricted view), ...); delivery changed in a native <dialog> with a <select> (Post (standard) /
  Post (tracked), E-ticket ...); look-alike add-on checkboxes (two car parks). Steps: tier count,
  delivery, add-on, Pay now (distractor Hold tickets for 10 minutes).
- broadband (fault report): problem radios (Slow connection / Slow Wi-Fi only / No connection / No
  phone line); a contact-number box prefilled with an old number; two look-alike switches (Remote
  router access / Remote line tests). Steps: problem, replace number, flip one switch, Report fault
  (distractor Run a line test).

Verified outside the repo with Playwright (system Chromium) on all 36 pages: doing every step right
and then the final click gives exactly `expected` (36/36); clicking only the final button does not
(36/36); 388 sloppy runs (10-13 per task: a look-alike row/option/day for each step, each step left
out in turn, the distractor instead of the final button, typing appended to a prefilled value, a
control meant to be left alone changed) all miss `expected` (388/388); no page errors (0).
"""

from __future__ import annotations

import random

from bench_compound import Task, page_html, pick

STYLE = (
    "<style>[role=switch]{border:1px solid #888;border-radius:1em;padding:2px 10px}"
    "[role=switch][aria-checked=true]{background:#2a7;color:#fff}"
    "[role=tabpanel]{border:1px solid #ccc;padding:6px}[aria-selected=true]{font-weight:bold}"
    "td,th{padding:2px 8px;text-align:left}fieldset{margin:4px 0}</style>"
)

HELPERS = (
    "function flip(b){b.setAttribute('aria-checked',b.getAttribute('aria-checked')==='true'?'false':'true')}"
    "function sw(id){return $(id).getAttribute('aria-checked')==='true'?'on':'off'}"
    "function yn(id){return $(id).checked?'yes':'no'}"
    "function radio(n){var r=document.querySelector('input[name='+n+']:checked');return r?r.value:'none'}"
)


def _switch(sid: str, label: str, on: bool) -> str:
    state = "true" if on else "false"
    return (
        f'<button type=button role=switch id={sid} aria-checked={state} onclick="flip(this)">{label}</button>'
    )


def _finals(final: str, distractor: str, final_js: str, distractor_js: str) -> str:
    return (
        f'<p><button type=button onclick="{distractor_js}">{distractor}</button> '
        f'<button type=button onclick="{final_js}">{final}</button></p>'
    )


# ----------------------------------------------------------------------------------------- gym

GYM_ROWS = [
    ("Spin Express", "Tuesday", "07:00", "Dani"),
    ("Spin Express", "Tuesday", "18:30", "Marc"),
    ("Spin Express", "Thursday", "07:00", "Dani"),
    ("Spin Endurance", "Tuesday", "18:30", "Marc"),
    ("Yoga Flow", "Wednesday", "12:15", "Priya"),
    ("Yoga Flow", "Wednesday", "19:00", "Priya"),
    ("Yoga Flow Gentle", "Wednesday", "12:15", "Sue"),
    ("Circuits", "Friday", "06:45", "Tom"),
]
GYM_TARGETS = [
    "Spin Express|Tuesday|18:30",
    "Spin Express|Thursday|07:00",
    "Yoga Flow|Wednesday|19:00",
    "Yoga Flow Gentle|Wednesday|12:15",
]
GYM_SWITCHES = ["Towel hire", "Locker hire"]


def _gym(seed: int) -> Task:
    rng = random.Random(f"gym{seed}")
    name, day, time = pick("f14-gym-class", seed, GYM_TARGETS).split("|")
    places = pick("f14-gym-places", seed, ["2", "3", "4"])
    switch = pick("f14-gym-switch", seed, GYM_SWITCHES)
    act = pick("f14-gym-act", seed, ["on", "off"])
    start_on = act == "off"
    rows = GYM_ROWS[:]
    rng.shuffle(rows)
    trs = "".join(
        f"<tr><td>{n}</td><td>{d}</td><td>{t}</td><td>{who}</td>"
        f'<td><button type=button data-k="{n} {d} {t}" onclick="book(this)">Book</button></td></tr>'
        for n, d, t, who in rows
    )
    body = (
        STYLE + "<h2>Riverside Leisure - class timetable</h2>"
        "<table><tr><th>Class</th><th>Day</th><th>Time</th><th>Instructor</th><th></th></tr>"
        f"{trs}</table><p>Selected class: <span id=chosen>none</span></p>"
        "<p><label>Places <input type=number id=places min=1 max=4 value=1></label></p>"
        f"<p>{_switch('towel', 'Towel hire', start_on)} {_switch('locker', 'Locker hire', start_on)}</p>"
        + _finals("Confirm booking", "Join waitlist", "done('booked')", "done('waitlist')")
    )
    script = (
        HELPERS + "var booked='none';function book(b){booked=b.dataset.k;$('chosen').textContent=booked}"
        "function done(p){show(p+' '+booked+'; places '+$('places').value+'; towel '+sw('towel')+'; locker '+sw('locker'))}"
    )
    towel = act if switch == "Towel hire" else ("on" if start_on else "off")
    locker = act if switch == "Locker hire" else ("on" if start_on else "off")
    expected = f"booked {name} {day} {time}; places {places}; towel {towel}; locker {locker}"
    style = seed % 4
    if style == 0:
        text = f"Book {name} on {day} at {time}, set places to {places}, turn {act} {switch.lower()}, click Confirm booking"
    elif style == 1:
        text = (
            f"1. Book the {name} class on {day} at {time}\n2. Set Places to {places}\n"
            f"3. Switch {switch} {act}\n4. Click Confirm booking"
        )
    elif style == 2:
        text = (
            f"Book the {time} {name} class on {day} for {places} places and turn {act} {switch.lower()}, "
            "then click Confirm booking."
        )
    else:
        text = (
            f"book {name.lower()} {day[:3].lower()} {time} x{places}, {switch.lower()} {act}, confirm booking"
        )
    return Task(f"gym-{seed}", "gym", seed, True, page_html(body, script), text, expected)


# ------------------------------------------------------------------------------------- library

LIB_BRANCHES = [
    "Central Library",
    "Central Library Annex",
    "Northgate Library",
    "Northgate Mobile Library",
    "Eastfield Library",
    "Eastfield Community Hub",
]
LIB_TARGETS = [
    "Central Library Annex",
    "Northgate Library",
    "Eastfield Community Hub",
    "Northgate Mobile Library",
]
LIB_NOTIFY = ["Email", "Text message", "Email and text message", "Phone call"]
LIB_CHECKS = ["Accept any edition", "Accept any format", "Accept large-print edition"]
LIB_TITLES = ["The Salt Path", "Hamnet", "Klara and the Sun", "The Thursday Murder Club"]


def _library(seed: int) -> Task:
    rng = random.Random(f"library{seed}")
    branch = pick("f14-lib-branch", seed, LIB_TARGETS)
    notify = pick("f14-lib-notify", seed, LIB_NOTIFY[1:])
    check = pick("f14-lib-check", seed, LIB_CHECKS)
    branches = LIB_BRANCHES[:]
    rng.shuffle(branches)
    options = "".join(f"<option>{b}</option>" for b in branches)
    radios = "".join(
        f'<label><input type=radio name=notify value="{n}"{" checked" if n == "Email" else ""}> {n}</label> '
        for n in LIB_NOTIFY
    )
    ids = ["edition", "format", "large"]
    checks = "".join(
        f"<label><input type=checkbox id={i}> {c}</label><br>" for i, c in zip(ids, LIB_CHECKS, strict=True)
    )
    body = (
        STYLE
        + f"<h2>Northgate Libraries - reserve an item</h2><p>Item: <b>{LIB_TITLES[seed % 4]}</b> (paperback)</p>"
        '<p><label>Collect from <select id=branch><option value="">Choose a branch</option>'
        f"{options}</select></label></p>"
        f"<fieldset><legend>Notify me by</legend>{radios}</fieldset><p>{checks}</p>"
        + _finals("Place reservation", "Add to wish list", "done('reserve at')", "done('wish list at')")
    )
    script = (
        HELPERS + "function done(p){show(p+' '+($('branch').value||'none')+'; notify '+radio('notify')"
        "+'; any edition '+yn('edition')+'; any format '+yn('format')+'; large print '+yn('large'))}"
    )
    flags = ["yes" if c == check else "no" for c in LIB_CHECKS]
    expected = f"reserve at {branch}; notify {notify}; any edition {flags[0]}; any format {flags[1]}; large print {flags[2]}"
    style = seed % 4
    if style == 0:
        text = f"Collect from {branch}, notify me by {notify.lower()}, tick {check}, click Place reservation"
    elif style == 1:
        text = (
            f"1. Choose {branch} as the collection branch\n2. Select {notify} under Notify me by\n"
            f'3. Tick "{check}"\n4. Click Place reservation'
        )
    elif style == 2:
        text = (
            f"Pick {branch} for collection and choose {notify.lower()} for notifications, "
            f"then tick {check.lower()} and click Place reservation."
        )
    else:
        short = {"Text message": "text", "Email and text message": "email + text", "Phone call": "phone"}[
            notify
        ]
        tick = {"Accept any edition": "any edition", "Accept any format": "any format"}.get(
            check, "large-print ed."
        )
        text = f"collect @ {branch.lower()}, notify by {short}, tick {tick}, place reservation"
    return Task(f"library-{seed}", "library", seed, True, page_html(body, script), text, expected)


# --------------------------------------------------------------------------------------- hotel

HOTEL_ROOMS = ["Standard Double", "Superior Double", "Superior Twin", "Deluxe Double", "Deluxe Twin"]
HOTEL_OLD = [
    "Late check-in around 22:00",
    "Early check-in if possible",
    "High floor please",
    "Twin beds pushed together",
]
HOTEL_NEW = [
    "Cot for a toddler",
    "Quiet room away from the lift",
    "Extra pillows please",
    "Ground floor room please",
]


def _hotel(seed: int) -> Task:
    rng = random.Random(f"hotel{seed}")
    room = pick("f14-hotel-room", seed, HOTEL_ROOMS[1:])
    children = pick("f14-hotel-children", seed, ["1", "2", "3"])
    old = pick("f14-hotel-old", seed, HOTEL_OLD)
    new = pick("f14-hotel-new", seed, HOTEL_NEW)
    rooms = HOTEL_ROOMS[:]
    rng.shuffle(rooms)
    radios = "".join(
        f'<label><input type=radio name=room value="{r}"{" checked" if r == "Standard Double" else ""}> {r}</label><br>'
        for r in rooms
    )
    body = (
        STYLE + "<h2>Booking HX-48217 - amend your stay</h2><p>Hotel Marlow, 12-15 September</p>"
        "<p>Room type: <b id=roomname>Standard Double</b> "
        "<button type=button onclick=\"$('roomdlg').showModal()\">Change room type</button></p>"
        f"<dialog id=roomdlg><h3>Choose a room type</h3>{radios}"
        "<button type=button onclick=\"$('roomdlg').close()\">Close</button> "
        '<button type=button onclick="applyRoom()">Apply</button></dialog>'
        "<p><label>Adults <input type=number id=adults min=1 max=4 value=2></label> "
        "<label>Children <input type=number id=children min=0 max=3 value=0></label></p>"
        f'<p><label>Special requests <input id=requests size=40 value="{old}"></label></p>'
        + _finals("Save changes", "Cancel booking", "done('room')", "done('cancelled; room')")
    )
    script = (
        HELPERS + "function applyRoom(){$('roomname').textContent=radio('room');$('roomdlg').close()}"
        "function done(p){show(p+' '+$('roomname').textContent+'; adults '+$('adults').value+'; children '"
        "+$('children').value+'; requests '+$('requests').value)}"
    )
    expected = f"room {room}; adults 2; children {children}; requests {new}"
    kids = "1 child" if children == "1" else f"{children} children"
    style = seed % 4
    if style == 0:
        text = f'Change the room type to {room}, set children to {children}, replace the special requests with "{new}", click Save changes'
    elif style == 1:
        text = (
            f"1. Change the room type to {room}\n2. Set Children to {children}\n"
            f'3. Replace the special requests with "{new}"\n4. Click Save changes'
        )
    elif style == 2:
        text = (
            f"Switch the room to a {room} and make it {kids}, then change the special requests "
            f'to "{new}" and click Save changes.'
        )
    else:
        text = f'room -> {room.lower()}, kids {children}, requests now "{new}", save changes'
    return Task(f"hotel-{seed}", "hotel", seed, True, page_html(body, script), text, expected)


# ------------------------------------------------------------------------------------- carhire

CAR_SEATS = ["Child seats", "Booster seats"]
CAR_SWITCHES = ["Additional driver", "Additional young driver"]
CAR_EXTRAS = ["Roof box", "Roof bars", "Ski rack", "Ski box"]
CAR_MODELS = ["Ford Focus Estate", "VW Golf", "Skoda Octavia Estate", "Toyota Corolla"]


def _carhire(seed: int) -> Task:
    rng = random.Random(f"carhire{seed}")
    seat = pick("f14-car-seat", seed, CAR_SEATS)
    count = pick("f14-car-count", seed, ["1", "2", "3"])
    switch = pick("f14-car-switch", seed, CAR_SWITCHES)
    extra = pick("f14-car-extra", seed, CAR_EXTRAS)
    extras = CAR_EXTRAS[:]
    rng.shuffle(extras)

    def stepper(sid: str, label: str) -> str:
        low = label.lower()
        return (
            f'<p>{label}: <button type=button aria-label="Fewer {low}" onclick="step(\'{sid}\',-1)">-</button> '
            f"<span id={sid}>0</span> "
            f'<button type=button aria-label="More {low}" onclick="step(\'{sid}\',1)">+</button></p>'
        )

    ex_ids = {e: e.lower().replace(" ", "") for e in CAR_EXTRAS}
    boxes = "".join(f"<label><input type=checkbox id={ex_ids[e]} checked> {e}</label><br>" for e in extras)
    body = (
        STYLE
        + f"<h2>Car hire - choose your extras</h2><p>{CAR_MODELS[seed % 4]}, 5 days from Glasgow Airport</p>"
        + stepper("child", "Child seats")
        + stepper("booster", "Booster seats")
        + f"<p>{_switch('adddriver', 'Additional driver', False)} {_switch('youngdriver', 'Additional young driver', False)}</p>"
        f"<fieldset><legend>Extras already in your basket</legend>{boxes}</fieldset>"
        + _finals("Continue to payment", "Save quote", "done('pay')", "done('quote')")
    )
    script = (
        HELPERS + "function step(id,d){var v=+$(id).textContent+d;if(v>=0&&v<=3)$(id).textContent=v}"
        "function done(p){show(p+': child seats '+$('child').textContent+'; booster seats '+$('booster').textContent"
        "+'; additional driver '+sw('adddriver')+'; young driver '+sw('youngdriver')+'; roof box '+yn('roofbox')"
        "+'; roof bars '+yn('roofbars')+'; ski rack '+yn('skirack')+'; ski box '+yn('skibox'))}"
    )
    child = count if seat == "Child seats" else "0"
    booster = count if seat == "Booster seats" else "0"
    add = "on" if switch == "Additional driver" else "off"
    young = "on" if switch == "Additional young driver" else "off"
    kept = {e: "no" if e == extra else "yes" for e in CAR_EXTRAS}
    expected = (
        f"pay: child seats {child}; booster seats {booster}; additional driver {add}; young driver {young}; "
        f"roof box {kept['Roof box']}; roof bars {kept['Roof bars']}; ski rack {kept['Ski rack']}; ski box {kept['Ski box']}"
    )
    seats = seat.lower() if count != "1" else seat.lower()[:-1]
    style = seed % 4
    if style == 0:
        text = f"Add {count} {seats}, turn on {switch.lower()}, remove the {extra.lower()}, click Continue to payment"
    elif style == 1:
        text = (
            f"1. Set {seat} to {count}\n2. Turn on {switch}\n3. Untick {extra}\n4. Click Continue to payment"
        )
    elif style == 2:
        text = (
            f"Add {count} {seats} and switch on the {switch.lower()} option, then untick the {extra.lower()} "
            "and click Continue to payment."
        )
    else:
        text = f"{seat.lower()} x{count}, {switch.lower()} on, no {extra.lower()}, continue to payment"
    return Task(f"carhire-{seed}", "carhire", seed, True, page_html(body, script), text, expected)


# -------------------------------------------------------------------------------------- energy

ENERGY_FUELS = ["Electricity", "Gas"]
ENERGY_ELEC = [("31877", "31952"), ("28410", "28533"), ("40236", "40301"), ("35112", "35260")]
ENERGY_GAS = [("04217", "04295"), ("11803", "11871"), ("07650", "07712"), ("02391", "02458")]
ENERGY_TARIFFS = [
    "Keep current tariff",
    "Fixed Saver 12",
    "Fixed Saver 24",
    "Flexible Saver",
    "Flexible Saver EV",
    "Green Fixed 12",
]
ENERGY_TARGETS = ["Fixed Saver 24", "Flexible Saver EV", "Fixed Saver 12", "Flexible Saver"]


def _energy(seed: int) -> Task:
    rng = random.Random(f"energy{seed}")
    fuel = pick("f14-energy-fuel", seed, ENERGY_FUELS)
    tariff = pick("f14-energy-tariff", seed, ENERGY_TARGETS)
    elec_old, elec_new = ENERGY_ELEC[seed % 4]
    gas_old, gas_new = ENERGY_GAS[seed % 4]
    new = elec_new if fuel == "Electricity" else gas_new
    open_tab = "gas" if fuel == "Electricity" else "elec"
    tariffs = ENERGY_TARIFFS[1:]
    rng.shuffle(tariffs)
    options = "<option>Keep current tariff</option>" + "".join(f"<option>{t}</option>" for t in tariffs)

    def tab(tid: str, label: str) -> str:
        sel = "true" if tid == open_tab else "false"
        return f"<button type=button role=tab id=tab-{tid} aria-selected={sel} aria-controls=panel-{tid} onclick=\"openTab('{tid}')\">{label}</button>"

    def panel(tid: str, label: str, unit: str, old: str) -> str:
        hidden = "" if tid == open_tab else " hidden"
        return (
            f"<div role=tabpanel id=panel-{tid} aria-labelledby=tab-{tid}{hidden}><p>Last {label.lower()} reading: {old}</p>"
            f"<label>Meter reading ({unit}) <input id={tid} value={old}></label></div>"
        )

    body = (
        STYLE + "<h2>Brightwater Energy - submit meter readings</h2><p>Account 6620 1934 - 14 Elm Road</p>"
        f"<div role=tablist>{tab('elec', 'Electricity')} {tab('gas', 'Gas')}</div>"
        + panel("elec", "Electricity", "kWh", elec_old)
        + panel("gas", "Gas", "m3", gas_old)
        + f"<p><label>Switch tariff to <select id=tariff>{options}</select></label></p>"
        + _finals(
            "Submit readings", "Request a meter engineer visit", "done('readings')", "done('engineer visit')"
        )
    )
    script = (
        HELPERS
        + "function openTab(t){['elec','gas'].forEach(function(x){$('tab-'+x).setAttribute('aria-selected',x===t?'true':'false');"
        "$('panel-'+x).hidden=x!==t})}"
        "function done(p){show(p+': electricity '+$('elec').value+'; gas '+$('gas').value+'; tariff '+$('tariff').value)}"
    )
    elec = elec_new if fuel == "Electricity" else elec_old
    gas = gas_new if fuel == "Gas" else gas_old
    expected = f"readings: electricity {elec}; gas {gas}; tariff {tariff}"
    style = seed % 4
    if style == 0:
        text = f"Open the {fuel} tab, enter reading {new}, switch tariff to {tariff}, click Submit readings"
    elif style == 1:
        text = (
            f"1. Go to the {fuel} tab\n2. Replace the meter reading with {new}\n"
            f"3. Choose {tariff} as the tariff\n4. Click Submit readings"
        )
    elif style == 2:
        text = (
            f"Open the {fuel} tab and change its meter reading to {new}, then pick the {tariff} tariff "
            "and click Submit readings."
        )
    else:
        short = "elec" if fuel == "Electricity" else "gas"
        text = f"{short} tab: reading {new}, tariff {tariff.lower()}, submit readings"
    return Task(f"energy-{seed}", "energy", seed, True, page_html(body, script), text, expected)


# -------------------------------------------------------------------------------------- dinner

DINNER_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
DINNER_MAINS = ["Hot dinner", "Vegetarian hot dinner", "Jacket potato", "Packed lunch"]
DINNER_CHILDREN = ["Maya Patel (3B)", "Leo Hughes (4A)", "Ava Clarke (2C)", "Noah Reid (5B)"]


def _dinner(seed: int) -> Task:
    rng = random.Random(f"dinner{seed}")
    day = pick("f14-dinner-day", seed, DINNER_DAYS)
    main = pick("f14-dinner-main", seed, DINNER_MAINS)
    pud_day = pick("f14-dinner-pud", seed, [d for d in DINNER_DAYS if d != day])
    pud_act = pick("f14-dinner-pud-act", seed, ["add", "remove"])
    mains = {d: rng.choice(DINNER_MAINS) for d in DINNER_DAYS}
    mains[day] = rng.choice([m for m in DINNER_MAINS if m != main])
    puds = {d: rng.random() < 0.5 for d in DINNER_DAYS}
    puds[pud_day] = pud_act == "remove"
    sets = []
    for i, d in enumerate(DINNER_DAYS):
        key = d[:3].lower()
        radios = "".join(
            f'<label><input type=radio name={key} value="{m}"{" checked" if m == mains[d] else ""}> {m}</label> '
            for m in DINNER_MAINS
        )
        ticked = " checked" if puds[d] else ""
        sets.append(
            f"<fieldset><legend>{d} {9 + i} June</legend>{radios}"
            f"<label><input type=checkbox id=pud-{key}{ticked}> Pudding</label></fieldset>"
        )
    body = (
        STYLE + "<h2>Oakfield Primary - school dinner order</h2>"
        f"<p>Week of 9 June for {DINNER_CHILDREN[seed % 4]}</p>{''.join(sets)}"
        + _finals("Place order", "Save as draft", "done('order')", "done('draft')")
    )
    script = (
        HELPERS + "function done(p){show(p+': '+['mon','tue','wed','thu','fri'].map(function(k){"
        "return k+' '+radio(k)+($('pud-'+k).checked?' + pudding':'')}).join('; '))}"
    )
    final_mains = dict(mains)
    final_mains[day] = main
    final_puds = dict(puds)
    final_puds[pud_day] = pud_act == "add"
    expected = "order: " + "; ".join(
        f"{d[:3].lower()} {final_mains[d]}{' + pudding' if final_puds[d] else ''}" for d in DINNER_DAYS
    )
    verb = "Add" if pud_act == "add" else "Remove"
    style = seed % 4
    if style == 0:
        text = f"Change {day}'s meal to {main}, {verb.lower()} pudding on {pud_day}, click Place order"
    elif style == 1:
        text = f"1. Set {day} to {main}\n2. {verb} pudding on {pud_day}\n3. Click Place order"
    elif style == 2:
        prep = "to" if pud_act == "add" else "from"
        text = f"Switch {day} to {main.lower()} and {verb.lower()} the pudding {prep} {pud_day}, then click Place order."
    else:
        short = {
            "Hot dinner": "hot dinner",
            "Vegetarian hot dinner": "veg hot dinner",
            "Jacket potato": "jacket spud",
        }
        pud = "+ pud" if pud_act == "add" else "no pud"
        text = (
            f"{day[:3].lower()} {short.get(main, 'packed lunch')}, {pud_day[:3].lower()} {pud}, place order"
        )
    return Task(f"dinner-{seed}", "dinner", seed, True, page_html(body, script), text, expected)


# ----------------------------------------------------------------------------------------- vet

VET_PETS = ["Bella (dog)", "Bella (cat)", "Biscuit (dog)", "Bramble (rabbit)"]
VET_SLOTS = [
    ("Tue 14 May", "09:20", "Dr Shah"),
    ("Tue 14 May", "09:40", "Dr Shah"),
    ("Tue 14 May", "09:20", "Dr Shaw"),
    ("Thu 16 May", "09:20", "Dr Shah"),
    ("Thu 16 May", "14:10", "Dr Shaw"),
    ("Thu 16 May", "14:40", "Dr Shaw"),
    ("Fri 17 May", "11:00", "Dr Okafor"),
]
VET_TARGETS = [
    "Tue 14 May|09:40|Dr Shah",
    "Tue 14 May|09:20|Dr Shaw",
    "Thu 16 May|09:20|Dr Shah",
    "Thu 16 May|14:10|Dr Shaw",
]
VET_REASONS = ["Booster vaccination", "Limping on front left leg", "Itchy ears", "Nail clip and weight check"]


def _vet(seed: int) -> Task:
    rng = random.Random(f"vet{seed}")
    pet = pick("f14-vet-pet", seed, VET_PETS)
    date, time, vet = pick("f14-vet-slot", seed, VET_TARGETS).split("|")
    reason = pick("f14-vet-reason", seed, VET_REASONS)
    pets = VET_PETS[:]
    rng.shuffle(pets)
    slots = VET_SLOTS[:]
    rng.shuffle(slots)
    options = '<option value="">Choose a pet</option>' + "".join(f"<option>{p}</option>" for p in pets)
    trs = "".join(
        f"<tr><td>{d}</td><td>{t}</td><td>{v}</td>"
        f'<td><button type=button data-k="{d} {t} {v}" onclick="choose(this)">Choose</button></td></tr>'
        for d, t, v in slots
    )
    body = (
        STYLE + "<h2>Parkside Vets - book an appointment</h2>"
        f"<p><label>Pet <select id=pet>{options}</select></label></p>"
        "<table><tr><th>Date</th><th>Time</th><th>Vet</th><th></th></tr>"
        f"{trs}</table><p>Chosen slot: <span id=slot>none</span></p>"
        "<p><label>Reason for visit <input id=reason size=40></label></p>"
        "<p><label><input type=checkbox id=sms checked> Send me an SMS reminder</label><br>"
        "<label><input type=checkbox id=firstvisit> First visit to this practice</label></p>"
        + _finals("Book appointment", "Request a call back", "done('booked')", "done('call back')")
    )
    script = (
        HELPERS + "var slot='none';function choose(b){slot=b.dataset.k;$('slot').textContent=slot}"
        "function done(p){show(p+': pet '+($('pet').value||'none')+'; slot '+slot+'; reason '+$('reason').value"
        "+'; sms reminder '+yn('sms')+'; first visit '+yn('firstvisit'))}"
    )
    expected = (
        f"booked: pet {pet}; slot {date} {time} {vet}; reason {reason}; sms reminder yes; first visit no"
    )
    name, species = pet.split(" (")
    species = species.rstrip(")")
    style = seed % 4
    if style == 0:
        text = f'Choose pet {pet}, take the {date} {time} slot with {vet}, reason "{reason}", click Book appointment'
    elif style == 1:
        text = (
            f"1. Select {pet} as the pet\n2. Choose the {time} slot on {date} with {vet}\n"
            f'3. Enter "{reason}" as the reason for visit\n4. Click Book appointment'
        )
    elif style == 2:
        text = (
            f'Book {name} the {species} in with {vet} on {date} at {time} and put "{reason}" as the reason, '
            "then click Book appointment."
        )
    else:
        text = f'pet {name.lower()} ({species}), {date.lower()} {time} w/ {vet.lower()}, reason "{reason}", book appointment'
    return Task(f"vet-{seed}", "vet", seed, True, page_html(body, script), text, expected)


# ------------------------------------------------------------------------------------- concert

CONCERT_TIERS = ["Standing", "Upper tier seated", "Lower tier seated", "Lower tier seated (restricted view)"]
CONCERT_TIER_IDS = ["standing", "upper", "lower", "restricted"]
CONCERT_DELIVERY = [
    "E-ticket in the app",
    "E-ticket by email (PDF)",
    "Collect from the box office",
    "Post (standard)",
    "Post (tracked)",
]
CONCERT_ADDONS = ["Ticket protection", "Parking - Main car park", "Parking - Overflow car park"]
CONCERT_ADDON_IDS = ["protection", "mainpark", "overflowpark"]
CONCERT_ACTS = ["The Lumineers", "Elbow", "Wet Leg", "Fontaines D.C."]


def _concert(seed: int) -> Task:
    rng = random.Random(f"concert{seed}")
    tier = pick("f14-concert-tier", seed, CONCERT_TIERS)
    count = pick("f14-concert-count", seed, ["2", "3", "4"])
    delivery = pick("f14-concert-delivery", seed, CONCERT_DELIVERY[1:])
    addon = pick("f14-concert-addon", seed, CONCERT_ADDONS)
    order = list(range(4))
    rng.shuffle(order)
    boxes = "".join(
        f"<p><label>{CONCERT_TIERS[i]} <input type=number id={CONCERT_TIER_IDS[i]} min=0 max=6 value=0></label></p>"
        for i in order
    )
    dopts = CONCERT_DELIVERY[:]
    rng.shuffle(dopts)
    options = "".join(
        f"<option{' selected' if d == 'E-ticket in the app' else ''}>{d}</option>" for d in dopts
    )
    addons = "".join(
        f"<label><input type=checkbox id={i}> {a}</label><br>"
        for i, a in zip(CONCERT_ADDON_IDS, CONCERT_ADDONS, strict=True)
    )
    body = (
        STYLE + f"<h2>Checkout - {CONCERT_ACTS[seed % 4]}, City Arena, 21 November</h2>"
        f"<fieldset><legend>Tickets</legend>{boxes}</fieldset>"
        "<p>Delivery: <b id=delivery>E-ticket in the app</b> "
        "<button type=button onclick=\"$('deldlg').showModal()\">Change delivery</button></p>"
        f"<dialog id=deldlg><h3>Delivery</h3><label>Delivery method <select id=delsel>{options}</select></label>"
        "<p><button type=button onclick=\"$('deldlg').close()\">Cancel</button> "
        '<button type=button onclick="applyDelivery()">Apply</button></p></dialog>'
        f"<fieldset><legend>Add-ons</legend>{addons}</fieldset>"
        + _finals("Pay now", "Hold tickets for 10 minutes", "done('paid')", "done('held')")
    )
    script = (
        HELPERS + "function applyDelivery(){$('delivery').textContent=$('delsel').value;$('deldlg').close()}"
        "function done(p){show(p+': standing '+$('standing').value+'; upper '+$('upper').value+'; lower '"
        "+$('lower').value+'; restricted '+$('restricted').value+'; delivery '+$('delivery').textContent"
        "+'; protection '+yn('protection')+'; main parking '+yn('mainpark')+'; overflow parking '+yn('overflowpark'))}"
    )
    counts = [count if t == tier else "0" for t in CONCERT_TIERS]
    flags = ["yes" if a == addon else "no" for a in CONCERT_ADDONS]
    expected = (
        f"paid: standing {counts[0]}; upper {counts[1]}; lower {counts[2]}; restricted {counts[3]}; "
        f"delivery {delivery}; protection {flags[0]}; main parking {flags[1]}; overflow parking {flags[2]}"
    )
    style = seed % 4
    if style == 0:
        text = f"Set {tier} tickets to {count}, change delivery to {delivery}, add {addon}, click Pay now"
    elif style == 1:
        text = f"1. Set {tier} to {count} tickets\n2. Change delivery to {delivery}\n3. Tick {addon}\n4. Click Pay now"
    elif style == 2:
        text = (
            f"Get {count} {tier.lower()} tickets and change the delivery to {delivery}, "
            f"then add {addon.lower()} and click Pay now."
        )
    else:
        text = f"{tier.lower()} x{count}, delivery {delivery.lower()}, + {addon.lower()}, pay now"
    return Task(f"concert-{seed}", "concert", seed, True, page_html(body, script), text, expected)


# ----------------------------------------------------------------------------------- broadband

BB_PROBLEMS = [
    "No connection",
    "Slow connection",
    "Connection keeps dropping",
    "No phone line",
    "Slow Wi-Fi only",
]
BB_OLD = "07700 900123"
BB_NEW = ["07700 900456", "07700 900781", "07700 900314", "07700 900902"]
BB_SWITCHES = ["Remote router access", "Remote line tests"]


def _broadband(seed: int) -> Task:
    rng = random.Random(f"broadband{seed}")
    problem = pick("f14-bb-problem", seed, BB_PROBLEMS)
    number = pick("f14-bb-number", seed, BB_NEW)
    switch = pick("f14-bb-switch", seed, BB_SWITCHES)
    act = pick("f14-bb-act", seed, ["on", "off"])
    start_on = act == "off"
    problems = BB_PROBLEMS[:]
    rng.shuffle(problems)
    radios = "".join(f'<label><input type=radio name=problem value="{p}"> {p}</label><br>' for p in problems)
    body = (
        STYLE + "<h2>Report a broadband fault</h2><p>Line 0131 496 0112 - Fibre 150</p>"
        f"<fieldset><legend>What is the problem?</legend>{radios}</fieldset>"
        f'<p><label>Contact number <input id=contact value="{BB_OLD}"></label></p>'
        f"<p>{_switch('router', 'Remote router access', start_on)} {_switch('linetests', 'Remote line tests', start_on)}</p>"
        + _finals("Report fault", "Run a line test", "done('fault')", "done('line test')")
    )
    script = (
        HELPERS + "function done(p){show(p+': '+radio('problem')+'; contact '+$('contact').value"
        "+'; remote router access '+sw('router')+'; remote line tests '+sw('linetests'))}"
    )
    other = "on" if start_on else "off"
    router = act if switch == "Remote router access" else other
    lines = act if switch == "Remote line tests" else other
    expected = f"fault: {problem}; contact {number}; remote router access {router}; remote line tests {lines}"
    style = seed % 4
    if style == 0:
        text = f"Choose {problem}, change contact number to {number}, turn {act} {switch.lower()}, click Report fault"
    elif style == 1:
        text = (
            f'1. Select "{problem}" as the problem\n2. Replace the contact number with {number}\n'
            f"3. Turn {act} {switch}\n4. Click Report fault"
        )
    elif style == 2:
        text = (
            f"Pick {problem.lower()} as the problem and update the contact number to {number}, "
            f"then switch {act} {switch.lower()} and click Report fault."
        )
    else:
        text = f"problem: {problem.lower()}, contact no. {number}, {switch.lower()} {act}, report fault"
    return Task(f"broadband-{seed}", "broadband", seed, True, page_html(body, script), text, expected)


BUILDERS = [_gym, _library, _hotel, _carhire, _energy, _dinner, _vet, _concert, _broadband]


def fresh14_tasks() -> list[Task]:
    return [build(seed) for build in BUILDERS for seed in range(4)]
