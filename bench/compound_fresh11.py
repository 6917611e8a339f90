"""Eleventh blind set of compound-act tasks: nine everyday page kinds, 4 seeds each (36 tasks).

Written blind to the plugin: without reading its code, its tests, the benchmark results or the
earlier fresh sets; only the harness ``bench_compound.py`` was read, for ``Task``, ``pick`` and
``page_html``. Every page has one final button whose handler reads the whole page state (the
controls the task changes and the ones it must leave alone) and writes one line to ``#result``.

- bikerepair: a bike repair booking. Service select with look-alike names ("Basic tune" and "Basic
  tune plus", "Full service" and "Full service plus"), prefilled with the wrong one; a table of
  workshop slots, each row with its own Choose button, where the same time appears at two workshops
  and the same workshop at two days; a home-collection checkbox that reveals the address field that
  must then be filled; a help search box with its own Search button; Save draft beside Book repair.
- badge: a conference badge order. Name field prefilled with someone else's name, company field to
  leave alone, ticket type radios ("Standard" checked, "Standard plus" beside it), a lanyard colour
  select, two role=switch buttons (QR code on, dietary sticker off); Preview badge beside Order badge.
- pharmacy: a repeat prescription refill. Medicine checkboxes with the same drug in two strengths or
  two release forms, one item prechecked that must be taken off and one prechecked that must stay;
  the collection pharmacy is changed in a native dialog (opened with showModal) holding radios with
  look-alike names and its own "Use this pharmacy" and Cancel buttons; a medicine search box with a
  Search button; Save for later beside Request refill.
- plantwater: a house-plant watering schedule. One row per plant (two Monsteras in different rooms),
  each with its own frequency select and a "Mist" role=switch; a prefilled start date to replace; a
  global reminders switch to leave on; Reset (which really resets) and Water all now beside Save.
- carpark: a car-park season ticket. Car park radios with shared words ("Station Road" and "Station
  Road Multi-storey", "Riverside" and "Riverside Long Stay"), a duration select, a prefilled number
  plate to replace, an electric-vehicle checkbox that reveals a charging card field (to leave off), a
  "Find a car park" search box with its own Search button; Check price beside Buy season ticket.
- schoollunch: a weekly school lunch order. One meal select per weekday, all prefilled with packed
  lunch, with look-alike meals ("Jacket potato" and "Jacket potato with beans", "Hot meal" and "Hot
  meal (vegetarian)"); +/- steppers for extra fruit pots and milk cartons (milk to leave alone); a
  child select; Save as usual order beside Place order.
- rehearsal: a band rehearsal room booking. Slot rows each with a Select button, the same room at two
  times and the same time in three rooms; a band-members stepper starting at 4; four equipment
  switches, some on and some off; Hold for 24 hours beside Confirm booking.
- photoprint: a photo print order. One stepper row per size and finish (6x4, 7x5 and 10x8, each in
  glossy and matt), with 6x4 glossy prefilled at 12 to be lowered; a delivery select with shared
  words ("Standard post" and "Standard post plus tracking", "Express post" and "Express courier"); a
  white-border switch to leave off; Save for later beside Add to basket.
- boatrental: a lake boat rental. Boat radios with look-alikes ("Rowing boat" and "Rowing boat with
  motor", "Kayak (single)" and "Kayak (double)"); the start time is changed in a native dialog with a
  select and its own Confirm time button; an hours stepper and a life-jacket stepper (to leave at 2);
  a fishing kit switch to leave off; a prefilled date; Check availability beside Reserve boat.

Wording varies with the seed: a plain sentence with commas and "and"; a chatty request with quoted
values; numbered steps; and a terse lowercase line with loosely named fields. Counts are written as
digits, words, "x2" or "2 ×"; rows are named by their content; removals read as "untick", "take ...
off", "drop" or "switch off". Each instruction asks for 3 or 4 actions including the final click.

Even seeds are the development half, odd seeds the held-out half.

Verified with plain Playwright on headless Chromium (a script outside the repo): for each task,
doing every step by hand gives ``expected``; clicking only the final button does not; at least three
sloppy variants per task (a look-alike row, option or switch, a step left out, the distractor button
instead of the final one) do not; and no page raises a script error.
"""

from __future__ import annotations

from collections.abc import Callable

from bench_compound import Task, page_html, pick

FRESH11_SEEDS = range(4)

WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}

SWITCH_JS = (
    "function flip(b){var on=b.getAttribute('aria-checked')!=='true';"
    "b.setAttribute('aria-checked',on?'true':'false');b.textContent=on?'On':'Off'}"
    "function sw(id){return $(id).getAttribute('aria-checked')==='true'?'on':'off'}"
)
STEP_JS = "function step(id,d,lo){var s=$(id),n=+s.textContent+d;if(n>=lo)s.textContent=n}"


def switch(sid: str, label: str, on: bool) -> str:
    state = "true" if on else "false"
    text = "On" if on else "Off"
    return (
        f"<div class=sw>{label} <button type=button role=switch id={sid} aria-checked={state} "
        f'aria-label="{label}" onclick="flip(this)">{text}</button></div>'
    )


def stepper(sid: str, label: str, start: int, lo: int = 0) -> str:
    return (
        f"<div class=step><span>{label}</span> "
        f'<button type=button aria-label="Decrease {label}" onclick="step(\'{sid}\',-1,{lo})">−</button> '
        f'<span id={sid} aria-label="{label} count">{start}</span> '
        f'<button type=button aria-label="Increase {label}" onclick="step(\'{sid}\',1,{lo})">+</button></div>'
    )


def options(values: list[str], selected: str) -> str:
    return "".join(f"<option{' selected' if v == selected else ''}>{v}</option>" for v in values)


# -- bike repair booking ---------------------------------------------------------------------------

BIKE_SERVICES = ["Basic tune", "Basic tune plus", "Full service", "Full service plus", "Puncture repair"]
BIKE_SLOTS = [
    ("Riverside", "Tue 10:30"),
    ("Hill Street", "Tue 10:30"),
    ("Riverside", "Tue 14:00"),
    ("Hill Street", "Wed 09:00"),
    ("Riverside", "Wed 09:00"),
    ("Hill Street", "Tue 14:00"),
]
DAY_NAMES = {"Mon": "Monday", "Tue": "Tuesday", "Wed": "Wednesday", "Fri": "Friday", "Sat": "Saturday"}


def bikerepair_task(seed: int) -> Task:
    service = pick(
        "bikerepair-service",
        seed,
        ["Basic tune plus", "Full service", "Full service plus", "Puncture repair"],
    )
    shop, when = pick(
        "bikerepair-slot",
        seed,
        ["Riverside|Tue 10:30", "Hill Street|Wed 09:00", "Hill Street|Tue 14:00", "Riverside|Wed 09:00"],
    ).split("|")
    address = pick("bikerepair-address", seed, ["12 Elm Road", "4 Mill Lane", "7 Park Row", "22 Quay Street"])
    day, time = when.split()
    rows = "".join(
        f"<tr><td>{s}</td><td>{w}</td><td><button type=button onclick=\"choose(this,'{s} {w}')\">Choose</button></td></tr>"
        for s, w in BIKE_SLOTS
    )
    body = (
        '<header><input id=q aria-label="Search help articles" placeholder="Search help">'
        "<button type=button onclick=\"show('search: '+$('q').value)\">Search</button></header>"
        "<h2>Book a bike repair</h2>"
        f"<p><label>Bike type <select id=bike>{options(['Road', 'Mountain', 'Hybrid', 'E-bike'], 'Road')}</select></label></p>"
        f"<p><label>Service <select id=service>{options(BIKE_SERVICES, 'Basic tune')}</select></label></p>"
        f"<table><tr><th>Workshop</th><th>Slot</th><th></th></tr>{rows}</table>"
        "<p>Selected slot: <span id=slot>none</span></p>"
        "<p><label><input type=checkbox id=collect onchange=\"$('addrbox').hidden=!this.checked\"> "
        "Collect the bike from my home</label></p>"
        "<p id=addrbox hidden><label>Collection address <input id=addr></label></p>"
        "<p><label>Notes for the mechanic <textarea id=notes></textarea></label></p>"
        "<button type=button onclick=\"show('draft saved')\">Save draft</button> "
        '<button type=button onclick="book()">Book repair</button>'
    )
    script = (
        "var slot='none';"
        "function choose(b,s){slot=s;$('slot').textContent=s}"
        "function book(){var c=$('collect').checked?'collect from '+$('addr').value.trim():'drop-off';"
        "show('service='+$('service').value+'; slot='+slot+'; bike='+$('bike').value+'; '+c"
        "+'; notes='+($('notes').value.trim()||'none'))}"
    )
    dayname = DAY_NAMES[day]
    instruction = [
        f"Set the service to {service}, choose the {dayname} {time} slot at {shop}, tick home collection "
        f"with the address {address}, and click Book repair.",
        f'I\'d like the "{service}" service, please, in the {time} slot on {dayname} at the {shop} '
        f'workshop. Could you also have it collected from "{address}" and then press Book repair?',
        f"1. Pick {service} as the service. 2. Choose the {dayname} {time} slot at {shop}. "
        f"3. Turn on home collection and enter {address} as the address. 4. Click Book repair.",
        f"{service.lower()}, the {time} one at {shop.lower()} on {day.lower()}, collect from {address}, "
        "then hit book",
    ][seed % 4]
    expected = f"service={service}; slot={shop} {when}; bike=Road; collect from {address}; notes=none"
    return Task(
        name=f"bikerepair-{seed}",
        kind="bikerepair",
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# -- conference badge order ------------------------------------------------------------------------

BADGE_TICKETS = ["Standard", "Standard plus", "Student", "Speaker", "Exhibitor"]
BADGE_EXTRA = {
    "qr": ["switch off the QR code", "no QR code on it", "turn Print QR code off", "qr off"],
    "diet": [
        "turn on the dietary sticker",
        "a dietary sticker too",
        "switch the dietary sticker on",
        "diet sticker on",
    ],
    "Green": [
        "make the lanyard Green",
        'a "Green" lanyard',
        "change the lanyard colour to Green",
        "green lanyard",
    ],
    "Black": [
        "make the lanyard Black",
        'a "Black" lanyard',
        "change the lanyard colour to Black",
        "black lanyard",
    ],
}


def badge_task(seed: int) -> Task:
    name = pick("badge-name", seed, ["Priya Natarajan", "Tomasz Kowal", "Aisha Bello", "Jonas Berg"])
    ticket = pick("badge-ticket", seed, ["Standard plus", "Student", "Speaker", "Exhibitor"])
    extra = pick("badge-extra", seed, ["qr", "diet", "Green", "Black"])
    extra_text = BADGE_EXTRA[extra][seed % 4]
    radios = "".join(
        f'<label><input type=radio name=ticket value="{t}"{" checked" if t == "Standard" else ""}> {t}</label> '
        for t in BADGE_TICKETS
    )
    body = (
        "<h2>Order your conference badge</h2>"
        '<p><label>Name on badge <input id=bname value="Alex Smith"></label></p>'
        '<p><label>Company <input id=company value="Northwind Labs"></label></p>'
        f"<fieldset><legend>Ticket type</legend>{radios}</fieldset>"
        f"<p><label>Lanyard colour <select id=lanyard>{options(['Blue', 'Green', 'Red', 'Black'], 'Blue')}"
        "</select></label></p>"
        + switch("qr", "Print QR code", True)
        + switch("diet", "Dietary sticker", False)
        + "<button type=button onclick=\"show('preview: '+$('bname').value)\">Preview badge</button> "
        '<button type=button onclick="order()">Order badge</button>'
    )
    script = (
        SWITCH_JS + "function order(){var t=document.querySelector('input[name=ticket]:checked');"
        "show($('bname').value.trim()+' | '+$('company').value.trim()+' | '+(t?t.value:'none')"
        "+' | lanyard '+$('lanyard').value+' | QR '+sw('qr')+' | diet '+sw('diet'))}"
    )
    instruction = [
        f"Change the name on the badge to {name}, pick the {ticket} ticket type, {extra_text}, and click "
        "Order badge.",
        f'I\'d like the badge to say "{name}" on the "{ticket}" ticket type, with {extra_text}, please. Then '
        "press Order badge.",
        f"1. Replace the badge name with {name}. 2. Select {ticket} as the ticket type. "
        f"3. {extra_text[0].upper()}{extra_text[1:]}. 4. Click Order badge.",
        f"name {name}, ticket {ticket.lower()}, {extra_text}, then order it",
    ][seed % 4]
    lanyard = extra if extra in ("Green", "Black") else "Blue"
    qr = "off" if extra == "qr" else "on"
    diet = "on" if extra == "diet" else "off"
    expected = f"{name} | Northwind Labs | {ticket} | lanyard {lanyard} | QR {qr} | diet {diet}"
    return Task(
        name=f"badge-{seed}",
        kind="badge",
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# -- pharmacy refill -------------------------------------------------------------------------------

PHARMACY_MEDS = [
    "Atorvastatin 10 mg tablets",
    "Atorvastatin 20 mg tablets",
    "Cetirizine 10 mg tablets",
    "Levothyroxine 50 mcg tablets",
    "Metformin 500 mg tablets",
    "Metformin 500 mg modified-release tablets",
    "Omeprazole 20 mg capsules",
    "Salbutamol 100 mcg inhaler",
    "Sertraline 50 mg tablets",
]
PHARMACY_SHORT = {
    "Atorvastatin 10 mg tablets": "the atorvastatin 10mg",
    "Atorvastatin 20 mg tablets": "the atorvastatin 20mg",
    "Metformin 500 mg tablets": "the plain metformin 500",
    "Metformin 500 mg modified-release tablets": "the metformin 500 mr",
    "Salbutamol 100 mcg inhaler": "inhaler",
    "Sertraline 50 mg tablets": "sertraline",
    "Omeprazole 20 mg capsules": "omeprazole",
    "Cetirizine 10 mg tablets": "cetirizine",
}
PHARMACIES = [
    "Lloyds Station Road",
    "Boots High Street",
    "Boots High Street Late Night",
    "Wellcare Market Square",
    "Rowlands Park Parade",
]


def pharmacy_task(seed: int) -> Task:
    add = pick(
        "pharmacy-add",
        seed,
        [
            "Atorvastatin 20 mg tablets",
            "Metformin 500 mg modified-release tablets",
            "Atorvastatin 10 mg tablets",
            "Metformin 500 mg tablets",
        ],
    )
    remove = pick(
        "pharmacy-remove",
        seed,
        [
            "Salbutamol 100 mcg inhaler",
            "Sertraline 50 mg tablets",
            "Omeprazole 20 mg capsules",
            "Cetirizine 10 mg tablets",
        ],
    )
    pharm = pick(
        "pharmacy-branch",
        seed,
        [
            "Boots High Street",
            "Boots High Street Late Night",
            "Wellcare Market Square",
            "Rowlands Park Parade",
        ],
    )
    prechecked = {remove, "Levothyroxine 50 mcg tablets"}
    rows = "".join(
        f'<tr><td><label><input type=checkbox class=med value="{m}"{" checked" if m in prechecked else ""}> '
        f"{m}</label></td><td>Last issued {3 + i} Mar</td></tr>"
        for i, m in enumerate(PHARMACY_MEDS)
    )
    radios = "".join(
        f'<p><label><input type=radio name=ph value="{p}"{" checked" if p == PHARMACIES[0] else ""}> {p}</label></p>'
        for p in PHARMACIES
    )
    body = (
        '<header><input id=q aria-label="Search medicines" placeholder="Search medicines">'
        "<button type=button onclick=\"show('search: '+$('q').value)\">Search</button></header>"
        "<h2>Order a repeat prescription</h2>"
        f"<table><tr><th>Medicine</th><th>History</th></tr>{rows}</table>"
        "<p>Collect from: <strong id=pharm>Lloyds Station Road</strong> "
        "<button type=button onclick=\"$('dlg').showModal()\">Change pharmacy</button></p>"
        f"<dialog id=dlg><h3>Choose a pharmacy</h3>{radios}"
        "<button type=button onclick=\"$('pharm').textContent=document.querySelector('input[name=ph]:checked')"
        ".value;$('dlg').close()\">Use this pharmacy</button> "
        "<button type=button onclick=\"$('dlg').close()\">Cancel</button></dialog>"
        "<button type=button onclick=\"show('saved for later')\">Save for later</button> "
        '<button type=button onclick="refill()">Request refill</button>'
    )
    script = (
        "function refill(){var m=[].slice.call(document.querySelectorAll('input.med:checked'))"
        ".map(function(c){return c.value});"
        "show('refill: '+(m.join(', ')||'nothing')+' | collect at '+$('pharm').textContent)}"
    )
    instruction = [
        f"Tick {add}, untick {remove}, change the pharmacy to {pharm}, and click Request refill.",
        f'I\'d like to add "{add}" to this refill and take "{remove}" off it, please, and collect from '
        f'"{pharm}" instead. Then send it with Request refill.',
        f"1. Select {add}. 2. Remove {remove} from the request. 3. Switch the pharmacy to {pharm}. "
        "4. Click Request refill.",
        f"add {PHARMACY_SHORT[add]}, drop the {PHARMACY_SHORT[remove]}, pick up at {pharm.lower()}, then request",
    ][seed % 4]
    meds = ", ".join(m for m in PHARMACY_MEDS if m in {add, "Levothyroxine 50 mcg tablets"})
    expected = f"refill: {meds} | collect at {pharm}"
    return Task(
        name=f"pharmacy-{seed}",
        kind="pharmacy",
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# -- plant watering schedule -----------------------------------------------------------------------

PLANTS = [
    ("Monstera (living room)", "Weekly", False),
    ("Monstera (bedroom)", "Weekly", False),
    ("Fiddle leaf fig", "Weekly", True),
    ("Snake plant", "Every 2 weeks", False),
    ("Peace lily", "Every 2 days", True),
]
PLANT_FREQS = ["Daily", "Every 2 days", "Every 3 days", "Weekly", "Every 2 weeks", "Monthly"]
PLANT_NAMES = {
    "Monstera (living room)": "living-room Monstera",
    "Monstera (bedroom)": "bedroom Monstera",
    "Fiddle leaf fig": "fiddle leaf fig",
    "Snake plant": "snake plant",
    "Peace lily": "peace lily",
}
PLANT_DATES = {
    "2025-06-02": ("2 June 2025", "2 jun 2025"),
    "2025-05-19": ("19 May 2025", "may 19 2025"),
    "2025-07-07": ("7 July 2025", "7 jul 2025"),
    "2025-06-16": ("16 June 2025", "jun 16 2025"),
}


def plantwater_task(seed: int) -> Task:
    plant, freq, mist = pick(
        "plantwater-plan",
        seed,
        [
            "Monstera (bedroom)=Every 3 days=Fiddle leaf fig",
            "Snake plant=Monthly=Monstera (living room)",
            "Monstera (living room)=Every 2 weeks=Peace lily",
            "Peace lily=Daily=Monstera (bedroom)",
        ],
    ).split("=")
    start = pick("plantwater-start", seed, list(PLANT_DATES))
    rows = "".join(
        f'<tr data-plant="{n}"><td>{n}</td><td><select class=freq aria-label="Watering for {n}">'
        f"{options(PLANT_FREQS, f)}</select></td><td>"
        f'<button type=button role=switch class=mist aria-label="Mist {n}" aria-checked={"true" if m else "false"} '
        f'onclick="flip(this)">{"On" if m else "Off"}</button></td></tr>'
        for n, f, m in PLANTS
    )
    body = (
        "<h2>Watering schedule</h2>"
        f"<table><tr><th>Plant</th><th>Watering</th><th>Mist leaves</th></tr>{rows}</table>"
        '<p><label>Schedule starts <input type=date id=start value="2025-05-05"></label></p>'
        + switch("remind", "Phone reminders", True)
        + '<button type=button onclick="reset()">Reset</button> '
        "<button type=button onclick=\"show('all plants watered')\">Water all now</button> "
        '<button type=button onclick="save()">Save schedule</button>'
    )
    defaults = ",".join(f"['{f}',{'true' if m else 'false'}]" for _, f, m in PLANTS)
    script = (
        SWITCH_JS + f"var D=[{defaults}];"
        "function rows(){return [].slice.call(document.querySelectorAll('tr[data-plant]'))}"
        "function reset(){rows().forEach(function(r,i){r.querySelector('select').value=D[i][0];"
        "var b=r.querySelector('.mist');b.setAttribute('aria-checked',D[i][1]?'true':'false');"
        "b.textContent=D[i][1]?'On':'Off'});$('start').value='2025-05-05';show('reset')}"
        "function save(){show(rows().map(function(r){return r.dataset.plant+': '+r.querySelector('select').value"
        "+(r.querySelector('.mist').getAttribute('aria-checked')==='true'?' + mist':'')}).join('; ')"
        "+' | from '+($('start').value||'none')+' | reminders '+sw('remind'))}"
    )
    mist_on = not next(m for n, _, m in PLANTS if n == mist)
    onoff = "on" if mist_on else "off"
    pn, mn = PLANT_NAMES[plant], PLANT_NAMES[mist]
    words, short = PLANT_DATES[start]
    instruction = [
        f"Set the {pn} to {freq} watering, turn misting {onoff} for the {mn}, make the schedule start on "
        f"{words}, and click Save schedule.",
        f'I\'d like the {pn} watered "{freq}" and misting switched {onoff} for the {mn}, please, starting '
        f'"{words}". Then hit Save schedule.',
        f"1. Change the {pn}'s watering to {freq}. 2. Switch misting {onoff} for the {mn}. "
        f"3. Set the start date to {words}. 4. Click Save schedule.",
        f"{pn.lower()} {freq.lower()}, {mn.lower()} misting {onoff}, start {short}, then save",
    ][seed % 4]
    parts = []
    for n, f, m in PLANTS:
        f2 = freq if n == plant else f
        m2 = mist_on if n == mist else m
        parts.append(f"{n}: {f2}" + (" + mist" if m2 else ""))
    expected = "; ".join(parts) + f" | from {start} | reminders on"
    return Task(
        name=f"plantwater-{seed}",
        kind="plantwater",
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# -- car-park season ticket ------------------------------------------------------------------------

CAR_PARKS = [
    ("Station Road", "surface, 80 spaces"),
    ("Station Road Multi-storey", "6 levels, 420 spaces"),
    ("Riverside", "surface, 60 spaces"),
    ("Riverside Long Stay", "surface, 300 spaces"),
    ("Civic Centre", "underground, 150 spaces"),
]
CAR_DURATIONS = ["1 month", "2 months", "3 months", "6 months", "12 months"]
CAR_DURATION_SHORT = {
    "2 months": "two months",
    "3 months": "3 mo",
    "6 months": "half a year",
    "12 months": "a year",
}


def carpark_task(seed: int) -> Task:
    park = pick(
        "carpark-park",
        seed,
        ["Station Road", "Station Road Multi-storey", "Riverside", "Riverside Long Stay"],
    )
    dur = pick("carpark-duration", seed, ["2 months", "3 months", "6 months", "12 months"])
    reg = pick("carpark-reg", seed, ["KX19 LMP", "YR68 TFA", "GF21 ZRO", "WP70 BHN"])
    radios = "".join(
        f'<p><label><input type=radio name=park value="{n}"{" checked" if n == "Civic Centre" else ""}> '
        f"{n}</label> <small>{d}</small></p>"
        for n, d in CAR_PARKS
    )
    body = (
        '<header><input id=q aria-label="Find a car park" placeholder="Find a car park">'
        "<button type=button onclick=\"show('search: '+$('q').value)\">Search</button></header>"
        "<h2>Buy a season ticket</h2>"
        f"<fieldset><legend>Car park</legend>{radios}</fieldset>"
        f"<p><label>Duration <select id=dur>{options(CAR_DURATIONS, '1 month')}</select></label></p>"
        '<p><label>Vehicle registration <input id=reg value="AB12 CDE"></label></p>'
        "<p><label><input type=checkbox id=ev onchange=\"$('evbox').hidden=!this.checked\"> "
        "Electric vehicle (use charging bays)</label></p>"
        "<p id=evbox hidden><label>Charging card number <input id=card></label></p>"
        "<button type=button onclick=\"show('price quoted')\">Check price</button> "
        '<button type=button onclick="buy()">Buy season ticket</button>'
    )
    script = (
        "function buy(){var p=document.querySelector('input[name=park]:checked');"
        "show((p?p.value:'none')+' | '+$('dur').value+' | '+$('reg').value.trim().toUpperCase()"
        "+' | EV '+($('ev').checked?'yes '+$('card').value.trim():'no'))}"
    )
    instruction = [
        f"Choose the {park} car park, set the duration to {dur}, change the registration to {reg}, and "
        "click Buy season ticket.",
        f'I\'d like a season ticket for "{park}", please, for "{dur}", on my car "{reg}". Then go ahead '
        "with Buy season ticket.",
        f"1. Select {park}. 2. Pick {dur} as the length. 3. Replace the number plate with {reg}. "
        "4. Click Buy season ticket.",
        f"{park.lower()}, {CAR_DURATION_SHORT[dur]}, reg {reg}, buy it",
    ][seed % 4]
    expected = f"{park} | {dur} | {reg} | EV no"
    return Task(
        name=f"carpark-{seed}",
        kind="carpark",
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# -- school lunch order ----------------------------------------------------------------------------

LUNCH_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
LUNCH_MEALS = [
    "Hot meal",
    "Hot meal (vegetarian)",
    "Jacket potato",
    "Jacket potato with beans",
    "Packed lunch from home",
]


def schoollunch_task(seed: int) -> Task:
    meals = pick(
        "schoollunch-meals",
        seed,
        [
            "Monday=Hot meal (vegetarian);Wednesday=Jacket potato",
            "Tuesday=Hot meal;Thursday=Jacket potato with beans",
            "Wednesday=Jacket potato with beans;Friday=Hot meal",
            "Monday=Jacket potato;Thursday=Hot meal (vegetarian)",
        ],
    )
    (d1, m1), (d2, m2) = (tuple(x.split("=")) for x in meals.split(";"))
    fruit = int(pick("schoollunch-fruit", seed, ["2", "3", "1", "4"]))
    rows = "".join(
        f'<tr><th>{d}</th><td><select class=meal data-day="{d[:3]}" aria-label="{d}">'
        f"{options(LUNCH_MEALS, 'Packed lunch from home')}</select></td></tr>"
        for d in LUNCH_DAYS
    )
    child = options(["Maya (Year 3)", "Leo (Year 1)"], "Maya (Year 3)")
    body = (
        "<h2>School lunches: week of 9 June</h2>"
        f"<p><label>Child <select id=child>{child}</select></label></p>"
        f"<table>{rows}</table>"
        + stepper("fruit", "Extra fruit pots", 0)
        + stepper("milk", "Milk cartons", 1)
        + "<button type=button onclick=\"show('saved as usual order')\">Save as usual order</button> "
        '<button type=button onclick="order()">Place order</button>'
    )
    script = (
        STEP_JS + "function order(){var m=[].slice.call(document.querySelectorAll('select.meal'))"
        ".map(function(s){return s.dataset.day+': '+s.value}).join(', ');"
        "show($('child').value+' | '+m+' | fruit '+$('fruit').textContent+' | milk '+$('milk').textContent)}"
    )
    instruction = [
        f"Set {d1} to {m1}, set {d2} to {m2}, add {WORDS[fruit]} extra fruit "
        f"{'pot' if fruit == 1 else 'pots'}, and click Place order.",
        f'I\'d like "{m1}" on {d1} and "{m2}" on {d2}, please, plus {fruit} × extra fruit pot. Then '
        "Place order.",
        f"1. Choose {m1} for {d1}. 2. Choose {m2} for {d2}. 3. Make the extra fruit pots {fruit}. "
        "4. Click Place order.",
        f"{d1[:3].lower()} {m1.lower()}, {d2[:3].lower()} {m2.lower()}, fruit x{fruit}, then order",
    ][seed % 4]
    chosen = {d1: m1, d2: m2}
    week = ", ".join(f"{d[:3]}: {chosen.get(d, 'Packed lunch from home')}" for d in LUNCH_DAYS)
    expected = f"Maya (Year 3) | {week} | fruit {fruit} | milk 1"
    return Task(
        name=f"schoollunch-{seed}",
        kind="schoollunch",
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# -- band rehearsal room booking -------------------------------------------------------------------

REHEARSAL_SLOTS = [
    ("Room A", "Fri 18:00-20:00", "£30"),
    ("Room A", "Fri 20:00-22:00", "£30"),
    ("Room B", "Fri 18:00-20:00", "£24"),
    ("Live Room", "Fri 18:00-20:00", "£45"),
    ("Room B", "Sat 14:00-16:00", "£24"),
    ("Room A", "Sat 14:00-16:00", "£30"),
]
REHEARSAL_SWITCHES = [
    ("drums", "Drum kit hire", False),
    ("bass", "Bass amp", True),
    ("pa", "PA system", True),
    ("rec", "Record the session", False),
]
REHEARSAL_DESC = {
    "Room A|Fri 20:00-22:00": ("the Friday 8-10pm slot in Room A", "room a fri 8pm"),
    "Room B|Fri 18:00-20:00": ("Room B on Friday from 6 to 8pm", "room b friday 18:00"),
    "Room A|Sat 14:00-16:00": ("the Saturday 14:00 slot in Room A", "room a sat 2pm"),
    "Live Room|Fri 18:00-20:00": ("the Live Room on Friday at 18:00", "live room fri 6pm"),
}
REHEARSAL_SHORT = {"drums": "drum kit", "bass": "bass amp", "pa": "pa", "rec": "recording"}


def rehearsal_task(seed: int) -> Task:
    slot = pick("rehearsal-slot", seed, list(REHEARSAL_DESC))
    members = int(pick("rehearsal-members", seed, ["5", "3", "6", "2"]))
    target = pick("rehearsal-switch", seed, ["drums", "rec", "bass", "pa"])
    room, when = slot.split("|")
    rows = "".join(
        f"<tr><td>{r}</td><td>{w}</td><td>{price}</td>"
        f"<td><button type=button onclick=\"pick_('{r} {w}')\">Select</button></td></tr>"
        for r, w, price in REHEARSAL_SLOTS
    )
    switches = "".join(switch(sid, label, on) for sid, label, on in REHEARSAL_SWITCHES)
    body = (
        "<h2>Book a rehearsal room</h2>"
        f"<table><tr><th>Room</th><th>When</th><th>Price</th><th></th></tr>{rows}</table>"
        "<p>Selected: <span id=chosen>nothing yet</span></p>"
        + stepper("members", "Band members", 4, 1)
        + f"<fieldset><legend>Equipment</legend>{switches}</fieldset>"
        + "<button type=button onclick=\"show('held for 24 hours')\">Hold for 24 hours</button> "
        '<button type=button onclick="confirm_()">Confirm booking</button>'
    )
    script = (
        SWITCH_JS + STEP_JS + "var slot='none';function pick_(s){slot=s;$('chosen').textContent=s}"
        "function confirm_(){show(slot+' | '+$('members').textContent+' people | drums '+sw('drums')"
        "+', bass amp '+sw('bass')+', PA '+sw('pa')+', recording '+sw('rec'))}"
    )
    label = next(lbl for sid, lbl, _ in REHEARSAL_SWITCHES if sid == target)
    new_on = not next(on for sid, _, on in REHEARSAL_SWITCHES if sid == target)
    onoff = "on" if new_on else "off"
    desc, terse = REHEARSAL_DESC[slot]
    instruction = [
        f"Select {desc}, set the band members to {members}, turn {label} {onoff}, and click Confirm booking.",
        f'I\'d like {desc}, please, for "{members}" band members, with "{label}" switched {onoff}. Then '
        "Confirm booking.",
        f"1. Pick {desc}. 2. Change the number of band members to {WORDS[members]}. "
        f"3. Switch {label} {onoff}. 4. Click Confirm booking.",
        f"{terse}, {members} of us, {REHEARSAL_SHORT[target]} {onoff}, then confirm",
    ][seed % 4]
    states = {sid: (new_on if sid == target else on) for sid, _, on in REHEARSAL_SWITCHES}

    def st(sid: str) -> str:
        return "on" if states[sid] else "off"

    expected = (
        f"{room} {when} | {members} people | drums {st('drums')}, bass amp {st('bass')}, PA {st('pa')}, "
        f"recording {st('rec')}"
    )
    return Task(
        name=f"rehearsal-{seed}",
        kind="rehearsal",
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# -- photo print order -----------------------------------------------------------------------------

PRINT_ROWS = ["6x4 glossy", "6x4 matt", "7x5 glossy", "7x5 matt", "10x8 glossy", "10x8 matt"]
PRINT_DELIVERY = [
    "Collect in store",
    "Standard post",
    "Standard post plus tracking",
    "Express post",
    "Express courier",
]


def photoprint_task(seed: int) -> Task:
    row, n_str = pick(
        "photoprint-row", seed, ["7x5 matt=2", "6x4 matt=3", "10x8 glossy=1", "7x5 glossy=4"]
    ).split("=")
    n = int(n_str)
    glossy = int(pick("photoprint-glossy", seed, ["10", "8", "9", "6"]))
    deliv = pick("photoprint-delivery", seed, PRINT_DELIVERY[1:])
    steppers = "".join(stepper(f"q{i}", r, 12 if r == "6x4 glossy" else 0) for i, r in enumerate(PRINT_ROWS))
    body = (
        "<h2>Your prints (12 photos uploaded)</h2>"
        f"<div id=rows>{steppers}</div>"
        + switch("border", "White border", False)
        + f"<p><label>Delivery <select id=deliv>{options(PRINT_DELIVERY, 'Collect in store')}</select></label></p>"
        "<button type=button onclick=\"show('saved for later')\">Save for later</button> "
        '<button type=button onclick="basket()">Add to basket</button>'
    )
    names = ",".join(f"'{r}'" for r in PRINT_ROWS)
    script = (
        SWITCH_JS + STEP_JS + f"var R=[{names}];"
        "function basket(){var q=[];R.forEach(function(r,i){var n=+$('q'+i).textContent;if(n)q.push(r+' x'+n)});"
        "show((q.join(', ')||'no prints')+' | border '+sw('border')+' | '+$('deliv').value)}"
    )
    off = 12 - glossy
    instruction = [
        f"Add {n} {'print' if n == 1 else 'prints'} of {row}, reduce the 6x4 glossy prints to {glossy}, choose "
        f"{deliv} delivery, and click Add to basket.",
        f'I\'d like "{row}" x{n} as well, please, take {off} off the 6x4 glossy, and send them by "{deliv}". '
        "Then Add to basket.",
        f"1. Set {row} to {WORDS[n]}. 2. Lower 6x4 glossy to {glossy}. 3. Pick {deliv} for delivery. "
        "4. Click Add to basket.",
        f"{n} × {row}, 6x4 glossy down by {off}, {deliv.lower()}, add to basket",
    ][seed % 4]
    qty = {r: (12 if r == "6x4 glossy" else 0) for r in PRINT_ROWS}
    qty[row] = n
    qty["6x4 glossy"] = glossy
    prints = ", ".join(f"{r} x{q}" for r, q in qty.items() if q)
    expected = f"{prints} | border off | {deliv}"
    return Task(
        name=f"photoprint-{seed}",
        kind="photoprint",
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# -- boat rental -----------------------------------------------------------------------------------

BOATS = [
    "Rowing boat",
    "Rowing boat with motor",
    "Pedalo",
    "Pedalo (swan)",
    "Kayak (single)",
    "Kayak (double)",
]
BOAT_TIMES = ["09:00", "09:30", "10:00", "10:30", "11:00", "13:00", "13:30", "15:00"]
BOAT_TIME_WORDS = {"10:30": "10:30am", "13:00": "1pm", "09:30": "9:30", "15:00": "3pm"}


def boatrental_task(seed: int) -> Task:
    boat = pick(
        "boatrental-boat", seed, ["Rowing boat with motor", "Pedalo", "Kayak (double)", "Kayak (single)"]
    )
    time = pick("boatrental-time", seed, ["10:30", "13:00", "09:30", "15:00"])
    hours = int(pick("boatrental-hours", seed, ["2", "3", "4", "5"]))
    radios = "".join(
        f'<label><input type=radio name=boat value="{b}"{" checked" if b == "Rowing boat" else ""}> {b}</label> '
        for b in BOATS
    )
    body = (
        "<h2>Hire a boat on the lake</h2>"
        f"<fieldset><legend>Boat</legend>{radios}</fieldset>"
        '<p><label>Date <input type=date id=date value="2025-07-12"></label></p>'
        "<p>Start time: <strong id=time>11:00</strong> "
        "<button type=button onclick=\"$('dlg').showModal()\">Change time</button></p>"
        f"<dialog id=dlg><h3>Pick a start time</h3><label>Start <select id=tsel>{options(BOAT_TIMES, '11:00')}"
        "</select></label> "
        "<button type=button onclick=\"$('time').textContent=$('tsel').value;$('dlg').close()\">Confirm time</button> "
        "<button type=button onclick=\"$('dlg').close()\">Close</button></dialog>"
        + stepper("hours", "Hours", 1, 1)
        + stepper("jackets", "Life jackets", 2)
        + switch("fish", "Fishing kit", False)
        + "<button type=button onclick=\"show('boats available')\">Check availability</button> "
        '<button type=button onclick="reserve()">Reserve boat</button>'
    )
    script = (
        SWITCH_JS + STEP_JS + "function reserve(){var b=document.querySelector('input[name=boat]:checked');"
        "show((b?b.value:'none')+' | '+$('date').value+' '+$('time').textContent+' | '+$('hours').textContent"
        "+' h | '+$('jackets').textContent+' life jackets | fishing kit '+sw('fish'))}"
    )
    instruction = [
        f"Choose the {boat}, change the start time to {time}, set the hours to {hours}, and click Reserve boat.",
        f'I\'d like a "{boat}" at "{time}" for {hours} hours, please. Then press Reserve boat.',
        f"1. Select {boat}. 2. Change the start time to {time} and confirm it. 3. Make it {WORDS[hours]} hours. "
        "4. Click Reserve boat.",
        f"{boat.lower()}, start {BOAT_TIME_WORDS[time]}, {hours}h, reserve",
    ][seed % 4]
    expected = f"{boat} | 2025-07-12 {time} | {hours} h | 2 life jackets | fishing kit off"
    return Task(
        name=f"boatrental-{seed}",
        kind="boatrental",
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


FRESH11_KINDS: list[Callable[[int], Task]] = [
    bikerepair_task,
    badge_task,
    pharmacy_task,
    plantwater_task,
    carpark_task,
    schoollunch_task,
    rehearsal_task,
    photoprint_task,
    boatrental_task,
]


def fresh11_tasks() -> list[Task]:
    return [make(seed) for make in FRESH11_KINDS for seed in FRESH11_SEEDS]
