"""Fresh compound-act tasks, set 16: nine everyday page kinds x seeds 0-3 (36 tasks).

Written blind (without reading the plugin, its tests or the earlier sets). Each task is one
instruction asking for three or four actions, the last a click on the page's final button; that
button's handler reads the whole relevant page state (the controls the task changes and the ones it
must leave alone) and writes one line to ``#result``. A distractor button beside it writes a line
with another prefix. Targets per seed come from ``pick()``; rows and options are shuffled per seed.

Kinds and their traps:

- hotel: hotel booking extras. Native <select> of rooms with look-alikes ("Twin Room" / "Twin Room -
  Sea View", "King Suite" / "Junior King Suite"), a +/- nights stepper starting at 2, then one extra
  to change (breakfast switch on, pre-ticked parking off, late checkout on, or transfer switch on)
  while the other three stay; distractor "Hold room for 24 hours".
- gym: gym class booking. Day tabs (Monday open), each a table of classes with their own Book
  button; the same class at the same time on Monday, the same class at another time and a look-alike
  class ("Spin Express", "Yoga", "HIIT", "Reformer Pilates") at the same time on the target day; a
  pre-booked class on another day to keep; then a towel-hire checkbox to tick or an SMS-reminder
  switch to turn off; distractor "Join waitlist".
- library: library renewals. Table of loans each with a Renew checkbox; tick one (its look-alike
  title beside it, e.g. "Wolf Hall (Large Print)", "Small Island" / "Small Great Things"), untick a
  pre-ticked one whose pre-ticked look-alike must stay, a pre-ticked filler to leave, a receipt
  switch to leave; distractor "Renew all".
- meter: utility meter reading. Meter radios with look-alikes ("Electricity" / "Electricity -
  Economy 7", "Gas" / "Gas - prepayment"), a reading prefilled with the last one (replace, not
  append), a closed <details> "Add access notes" with a <select> of look-alike locations; an
  estimate checkbox and a pre-ticked email checkbox to leave; distractor "Save draft".
- trip: school trip consent. Four look-alike "Yes - ..." radios and a "No", an emergency number
  prefilled (replace), a native <dialog> of dietary/medical needs opened by a button (one need
  already saved and kept; look-alikes Vegetarian/Vegan, Peanut/Tree nut allergy, Gluten/Dairy free)
  that only counts after its Save; a pre-ticked photo consent to leave; distractor "Print form".
- pet: pet insurance quote. Breed <select> with look-alikes ("King Charles Spaniel" / "Cavalier King
  Charles Spaniel", "Border Terrier" / "Border Collie"), an age stepper starting at 1, cover radios
  with look-alikes ("Lifetime £4,000" pre-chosen / "Time-limited £4,000"); a dental checkbox and a
  pre-on pay-monthly switch to leave; distractor "Save for later".
- broadband: broadband upgrade. Plan cards each with its own Choose button ("Fibre 150" / "Fibre
  1500", "Full Fibre 900" / "Full Fibre 900 Pro"), four switches (one to flip per seed, three to
  leave), and a native <dialog> of installation slots (radios, look-alike mornings/afternoons) with
  Save; distractor "Compare plans".
- tickets: event tickets. Performance <select> with look-alike dates/times, five +/- steppers in a
  shuffled order (Adult starts at 1; Child vs Infant vs Senior vs Student); pre-ticked ticket
  protection and an unticked programme to leave; distractor "Add to wishlist".
- carhire: car hire extras. Tabs Car / Extras / Driver: on Extras add one of four look-alike child
  seats (pre-ticked sat nav stays), on Driver replace a prefilled flight number (age input and the
  Car tab's gearbox radios stay), and in a closed <details> "Excess cover" choose among look-alike
  cover radios; distractor "Email me this quote".

Seeds 0-3 per kind; Task.half makes even seeds development and odd seeds held-out. Wording style per
task is ``(seed // 2 + kind_index) % 4``: 0 terse imperative, 1 numbered steps on separate lines,
2 a conversational sentence (values said indirectly where natural: "we'll be three adults",
"the Sunday matinee", "she's vegetarian"), 3 casual shorthand; so each style appears in both halves.

Verified in headless Chromium (one page per run, ``page.set_content``): all 36 tasks give
``expected`` when done right by hand; clicking only the final button gives another line in all 36;
356 sloppy runs (9-12 per task: look-alike target, each step skipped, appended to a prefilled value,
a stepper one off, a leave-alone control changed, a dialog closed with Cancel or Escape, the
distractor button) all give a line other than ``expected``; no page errors.
"""

from __future__ import annotations

import html
import json
import random

from bench_compound import Task, page_html, pick

Plan = tuple[Task, dict[str, str]]

KINDS = ("hotel", "gym", "library", "meter", "trip", "pet", "broadband", "tickets", "carhire")
WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}

COMMON = (
    "function flip(b){var on=b.getAttribute('aria-checked')!=='true';"
    "b.setAttribute('aria-checked',String(on));b.textContent=on?'On':'Off'}"
    "function sw(id){return $(id).getAttribute('aria-checked')==='true'?'on':'off'}"
    "function cb(id){return $(id).checked?'yes':'no'}"
    "function step(id,d){var e=$(id),v=Number(e.textContent)+d;"
    "if(v>=Number(e.dataset.min)&&v<=Number(e.dataset.max))e.textContent=String(v)}"
    "function radio(n){var r=document.querySelector('input[name='+n+']:checked');return r?r.value:'none'}"
    "function sel(id){var s=$(id);return s.value?s.value:'none'}"
    "function tab(g,i,n){for(var j=0;j<n;j++){$(g+'-t'+j).setAttribute('aria-selected',String(j===i));"
    "$(g+'-p'+j).hidden=j!==i}}"
)


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def _rng(kind: str, seed: int) -> random.Random:
    return random.Random(f"fresh16-{kind}-{seed}")


def _onoff(on: bool) -> str:
    return "on" if on else "off"


def _yesno(on: bool) -> str:
    return "yes" if on else "no"


def _switch(sid: str, label: str, on: bool) -> str:
    return (
        f"<p><span id={sid}-l>{_e(label)}</span> <button type=button role=switch id={sid} "
        f'aria-labelledby={sid}-l aria-checked={"true" if on else "false"} onclick="flip(this)">'
        f"{'On' if on else 'Off'}</button></p>"
    )


def _check(cid: str, label: str, on: bool) -> str:
    return f"<p><label><input type=checkbox id={cid}{' checked' if on else ''}> {_e(label)}</label></p>"


def _radios(name: str, legend: str, options: list[str], checked: str = "") -> str:
    items = "".join(
        f'<label><input type=radio name={name} value="{_e(o)}"{" checked" if o == checked else ""}> '
        f"{_e(o)}</label><br>"
        for o in options
    )
    return f"<fieldset><legend>{_e(legend)}</legend>{items}</fieldset>"


def _select(sid: str, label: str, options: list[str], placeholder: str) -> str:
    opts = "".join(f'<option value="{_e(o)}">{_e(o)}</option>' for o in options)
    return (
        f'<p><label for={sid}>{_e(label)}</label> <select id={sid}><option value="">{_e(placeholder)}'
        f"</option>{opts}</select></p>"
    )


def _stepper(sid: str, label: str, value: int, lo: int, hi: int) -> str:
    return (
        f"<p><span id={sid}-l>{_e(label)}</span> "
        f'<button type=button aria-label="Decrease {_e(label)}" onclick="step(\'{sid}\',-1)">−</button> '
        f"<output id={sid} aria-labelledby={sid}-l data-min={lo} data-max={hi}>{value}</output> "
        f'<button type=button aria-label="Increase {_e(label)}" onclick="step(\'{sid}\',1)">+</button></p>'
    )


def _buttons(rng: random.Random, final: tuple[str, str], other: tuple[str, str]) -> str:
    """The final button and its distractor, in a seeded order; each shows its prefix and state()."""
    pair = [
        f"<button type=button id=go onclick=\"show('{final[1]}: '+state())\">{_e(final[0])}</button>",
        f"<button type=button id=alt onclick=\"show('{other[1]}: '+state())\">{_e(other[0])}</button>",
    ]
    rng.shuffle(pair)
    return f"<p>{' '.join(pair)}</p>"


def _numbered(steps: list[str]) -> str:
    return "\n".join(f"{i}. {s}" for i, s in enumerate(steps, 1))


def _task(kind: str, seed: int, body: str, script: str, instruction: str, expected: str) -> Task:
    return Task(
        name=f"fresh16-{kind}-{seed}",
        kind=kind,
        seed=seed,
        compound=True,
        html=page_html(body, COMMON + script),
        instruction=instruction,
        expected=expected,
    )


# --- hotel -------------------------------------------------------------------------------------

ROOMS = {
    "Double Room - Sea View": "Double Room",
    "Twin Room": "Twin Room - Sea View",
    "King Suite": "Junior King Suite",
    "Family Room": "Family Room (Connecting)",
}
HOTEL_EXTRAS = {  # id: (label, switch?, default, terse, numbered, natural, casual)
    "breakfast": (
        "Breakfast included",
        True,
        False,
        "switch breakfast on",
        "Turn on Breakfast included",
        "we'd like breakfast included",
        "breakfast on",
    ),
    "parking": (
        "Parking space (£15 per night)",
        False,
        True,
        "untick the parking space",
        "Remove the parking space",
        "we're coming by train so we won't need the parking space",
        "no parking",
    ),
    "late": (
        "Late checkout (until 2pm)",
        False,
        False,
        "tick late checkout",
        "Add late checkout",
        "a late checkout would be lovely",
        "late checkout yes",
    ),
    "transfer": (
        "Airport transfer",
        True,
        False,
        "turn on the airport transfer",
        "Switch on Airport transfer",
        "we'll want picking up from the airport",
        "transfer on",
    ),
}


def _hotel(seed: int, style: int) -> Plan:
    rng = _rng("hotel", seed)
    room = pick("fresh16-hotel-room", seed, list(ROOMS))
    nights = pick("fresh16-hotel-nights", seed, ["3", "4", "5", "6"])
    extra = pick("fresh16-hotel-extra", seed, list(HOTEL_EXTRAS))
    options = [*ROOMS, *ROOMS.values()]
    rng.shuffle(options)
    controls = [_switch(k, v[0], v[2]) if v[1] else _check(k, v[0], v[2]) for k, v in HOTEL_EXTRAS.items()]
    rng.shuffle(controls)
    body = (
        "<h2>Your stay at the Harbour Hotel</h2>"
        + _select("room", "Room type", options, "Select a room")
        + _stepper("nights", "Nights", 2, 1, 14)
        + "<h3>Extras</h3>"
        + "".join(controls)
        + _buttons(rng, ("Confirm booking", "Booked"), ("Hold room for 24 hours", "Held"))
    )
    script = (
        "function state(){return sel('room')+', '+$('nights').textContent+' nights, breakfast '"
        "+sw('breakfast')+', parking '+cb('parking')+', late checkout '+cb('late')"
        "+', transfer '+sw('transfer')}"
    )
    on = {k: v[2] != (k == extra) for k, v in HOTEL_EXTRAS.items()}
    expected = (
        f"Booked: {room}, {nights} nights, breakfast {_onoff(on['breakfast'])}, parking "
        f"{_yesno(on['parking'])}, late checkout {_yesno(on['late'])}, transfer {_onoff(on['transfer'])}"
    )
    x = HOTEL_EXTRAS[extra]
    n = int(nights)
    if style == 0:
        text = f"Choose {room}, set nights to {nights}, {x[3]}, then click Confirm booking."
    elif style == 1:
        text = _numbered(
            [
                f"Select the {room} room type",
                f"Set Nights to {nights}",
                x[4],
                "Click Confirm booking",
            ]
        )
    elif style == 2:
        text = (
            f"We're after the {room} for {WORDS[n]} nights, and {x[5]} - "
            "could you set that up and confirm the booking?"
        )
    else:
        text = f"{room}, {nights} nights, {x[6]}, Confirm booking"
    return _task("hotel", seed, body, script, text, expected), {
        "room": room,
        "look": ROOMS[room],
        "nights": nights,
        "extra": extra,
    }


# --- gym ---------------------------------------------------------------------------------------

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
CLASSES = {"Spin": "Spin Express", "Yin Yoga": "Yoga", "HIIT Circuits": "HIIT", "Pilates": "Reformer Pilates"}
FILLERS = ["Boxfit", "Aqua Aerobics", "Zumba", "Body Pump"]
TIMES = ["07:00", "08:00", "12:30", "17:00", "18:00", "19:30"]
SPOKEN = {"07:00": "7am", "12:30": "half twelve", "18:00": "6pm", "19:30": "half seven in the evening"}
COACHES = ["Ada", "Tomas", "Priya", "Greta", "Yusuf", "Lumi", "Oskar"]


def _gym(seed: int, style: int) -> Plan:
    rng = _rng("gym", seed)
    day = pick("fresh16-gym-day", seed, DAYS[1:])
    cls = pick("fresh16-gym-class", seed, list(CLASSES))
    at = pick("fresh16-gym-time", seed, list(SPOKEN))
    extra = ["towel", "sms", "sms", "towel"][seed % 4]
    look = CLASSES[cls]
    other_time = rng.choice([t for t in TIMES if t != at])
    tday = DAYS.index(day)
    pool = [*CLASSES, *CLASSES.values(), *FILLERS]
    rows: list[list[tuple[str, str]]] = []
    for i in range(len(DAYS)):
        if i == tday:
            day_rows = [(cls, at), (cls, other_time), (look, at), (rng.choice(FILLERS), rng.choice(TIMES))]
        elif i == 0:
            day_rows = [(cls, at), (look, other_time)]
        else:
            day_rows = []
        while len(day_rows) < 5:
            row = (rng.choice(pool), rng.choice(TIMES))
            if row not in day_rows:
                day_rows.append(row)
        rng.shuffle(day_rows)
        rows.append(day_rows)
    booked_day = rng.choice([i for i in range(len(DAYS)) if i != tday])
    booked = (booked_day, 0)
    tabs = "".join(
        f"<button type=button role=tab id=d-t{i} aria-controls=d-p{i} "
        f"aria-selected={'true' if i == 0 else 'false'} onclick=\"tab('d',{i},{len(DAYS)})\">{d}</button> "
        for i, d in enumerate(DAYS)
    )
    panels = ""
    for i, d in enumerate(DAYS):
        trs = ""
        for j, (c, t) in enumerate(rows[i]):
            pre = (i, j) == booked
            trs += (
                f"<tr data-day={d} data-booked={'1' if pre else '0'}><td>{_e(c)}</td><td>{t}</td>"
                f'<td>{rng.choice(COACHES)}</td><td><button type=button onclick="book(this)">'
                f"{'Cancel' if pre else 'Book'}</button></td></tr>"
            )
        panels += (
            f"<div role=tabpanel id=d-p{i} aria-labelledby=d-t{i}{'' if i == 0 else ' hidden'}>"
            f"<table><caption>{d} classes</caption><tr><th>Class</th><th>Time</th><th>Instructor</th>"
            f"<th></th></tr>{trs}</table></div>"
        )
    extras = [_check("towel", "Towel hire (£1)", False), _switch("sms", "SMS reminder", True)]
    rng.shuffle(extras)
    body = (
        "<h2>Riverside Leisure - class timetable</h2>"
        f"<div role=tablist aria-label=Day>{tabs}</div>{panels}"
        + "".join(extras)
        + _buttons(rng, ("Confirm bookings", "Confirmed"), ("Join waitlist", "Waitlisted"))
    )
    script = (
        "function book(b){var r=b.closest('tr');r.dataset.booked=r.dataset.booked==='1'?'0':'1';"
        "b.textContent=r.dataset.booked==='1'?'Cancel':'Book'}"
        "function state(){var b=Array.from(document.querySelectorAll('tr[data-booked=\"1\"]'))"
        ".map(function(r){return r.dataset.day+' '+r.cells[0].textContent+' '+r.cells[1].textContent});"
        "return (b.join('; ')||'none')+' | towel '+cb('towel')+' | SMS '+sw('sms')}"
    )
    marks = [(booked_day, *rows[booked_day][0]), (tday, cls, at)]
    marks.sort(key=lambda m: (m[0], rows[m[0]].index((m[1], m[2]))))
    listed = "; ".join(f"{DAYS[m[0]]} {m[1]} {m[2]}" for m in marks)
    expected = f"Confirmed: {listed} | towel {_yesno(extra == 'towel')} | SMS {_onoff(extra != 'sms')}"
    if style == 0:
        x = "tick Towel hire" if extra == "towel" else "turn off SMS reminder"
        text = f"Book the {at} {cls} class on {day}, {x}, then click Confirm bookings."
    elif style == 1:
        x = "Tick Towel hire" if extra == "towel" else "Switch the SMS reminder off"
        text = _numbered([f"Open the {day} tab", f"Book {cls} at {at}", x, "Click Confirm bookings"])
    elif style == 2:
        x = "I'll need a towel as well" if extra == "towel" else "I don't want the text reminders"
        text = f"Can you get me into {cls} at {SPOKEN[at]} on {day}? {x}. Then confirm the bookings."
    else:
        x = "towel yes" if extra == "towel" else "sms off"
        text = f"{day} {at} {cls}, {x}, Confirm bookings"
    return _task("gym", seed, body, script, text, expected), {
        "day": day,
        "cls": cls,
        "look": look,
        "at": at,
        "other_time": other_time,
        "extra": extra,
        "booked_day": DAYS[booked_day],
    }


# --- library -----------------------------------------------------------------------------------

TO_TICK = [
    ("Wolf Hall", "Wolf Hall (Large Print)"),
    ("The Night Circus", "The Night Watch"),
    ("Small Island", "Small Great Things"),
    ("Atonement", "Atonement (Audiobook)"),
]
TO_UNTICK = [
    ("Brick Lane", "Brick Lane (Large Print)"),
    ("Middlemarch", "Middlemarch (Audiobook)"),
    ("The Remains of the Day", "The Day of the Jackal"),
    ("Life of Pi", "Life After Life"),
]
AUTHORS = {
    "Wolf Hall": "Hilary Mantel",
    "The Night Circus": "Erin Morgenstern",
    "The Night Watch": "Sarah Waters",
    "Small Island": "Andrea Levy",
    "Small Great Things": "Jodi Picoult",
    "Atonement": "Ian McEwan",
    "Brick Lane": "Monica Ali",
    "Middlemarch": "George Eliot",
    "The Remains of the Day": "Kazuo Ishiguro",
    "The Day of the Jackal": "Frederick Forsyth",
    "Life of Pi": "Yann Martel",
    "Life After Life": "Kate Atkinson",
    "Rebecca": "Daphne du Maurier",
    "Possession": "A. S. Byatt",
    "Half of a Yellow Sun": "Chimamanda Ngozi Adichie",
    "The Secret History": "Donna Tartt",
}


def _author(title: str) -> str:
    return AUTHORS[title.split(" (")[0]]


def _library(seed: int, style: int) -> Plan:
    rng = _rng("library", seed)
    tick_pair = TO_TICK[int(pick("fresh16-library-tick", seed, ["0", "1", "2", "3"]))]
    untick_pair = TO_UNTICK[int(pick("fresh16-library-untick", seed, ["0", "1", "2", "3"]))]
    flip_a, flip_b = rng.random() < 0.5, rng.random() < 0.5
    tick, tick_look = (tick_pair[1], tick_pair[0]) if flip_a else tick_pair
    untick, untick_look = (untick_pair[1], untick_pair[0]) if flip_b else untick_pair
    fillers = rng.sample(["Rebecca", "Possession", "Half of a Yellow Sun", "The Secret History"], 2)
    start = {
        tick: False,
        tick_look: False,
        untick: True,
        untick_look: True,
        fillers[0]: True,
        fillers[1]: False,
    }
    titles = list(start)
    rng.shuffle(titles)
    trs = "".join(
        f'<tr data-title="{_e(t)}"><td>{_e(t)}</td><td>{_e(_author(t))}</td><td>{rng.randint(2, 9)} days</td>'
        f'<td><input type=checkbox aria-label="Renew {_e(t)}"{" checked" if start[t] else ""}></td></tr>'
        for t in titles
    )
    body = (
        "<h2>Your loans</h2><table><tr><th>Title</th><th>Author</th><th>Due in</th><th>Renew</th></tr>"
        f"{trs}</table>"
        + _switch("receipt", "Email me a receipt", False)
        + _buttons(rng, ("Renew selected", "Renewing"), ("Renew all", "Renewing all"))
    )
    script = (
        "function state(){var t=Array.from(document.querySelectorAll('tr[data-title]'))"
        ".filter(function(r){return r.querySelector('input').checked})"
        ".map(function(r){return r.dataset.title});"
        "return (t.join(', ')||'nothing')+'; receipt '+sw('receipt')}"
    )
    final = {**start, tick: True, untick: False}
    expected = "Renewing: " + ", ".join(t for t in titles if final[t]) + "; receipt off"
    if style == 0:
        text = f"Tick {tick} for renewal, untick {untick}, then click Renew selected."
    elif style == 1:
        text = _numbered([f"Select {tick} to renew", f"Deselect {untick}", "Click Renew selected"])
    elif style == 2:
        text = (
            f"I've finished {untick} so don't renew that one, but I'd like to keep {tick} "
            "a bit longer - then renew the selected books."
        )
    else:
        text = f"renew {tick}, not {untick}, Renew selected"
    return _task("library", seed, body, script, text, expected), {
        "tick": tick,
        "tick_look": tick_look,
        "untick": untick,
        "untick_look": untick_look,
        "filler_on": fillers[0],
        "filler_off": fillers[1],
    }


# --- meter -------------------------------------------------------------------------------------

METERS = ["Electricity", "Electricity - Economy 7", "Gas", "Gas - prepayment"]
METER_LOOK = {
    "Electricity": "Electricity - Economy 7",
    "Electricity - Economy 7": "Electricity",
    "Gas": "Gas - prepayment",
    "Gas - prepayment": "Gas",
}
PLACES = {
    "Outside, in a locked box": "outside in a locked box",
    "Inside, in a cupboard": "in a cupboard indoors",
    "Inside, under the stairs": "under the stairs",
    "Outside, in a meter box": "in the meter box outside",
}
PLACE_LOOK = {
    "Outside, in a locked box": "Outside, in a meter box",
    "Inside, in a cupboard": "Inside, in a locked cupboard",
    "Inside, under the stairs": "Inside, in a cupboard",
    "Outside, in a meter box": "Outside, in a locked box",
}
READINGS = {"05178": "04512", "12064": "11873", "08930": "08455", "33215": "32940"}


def _meter(seed: int, style: int) -> Plan:
    rng = _rng("meter", seed)
    meter = pick("fresh16-meter-type", seed, METERS)
    value = pick("fresh16-meter-reading", seed, list(READINGS))
    place = pick("fresh16-meter-place", seed, list(PLACES))
    old = READINGS[value]
    meters = METERS[:]
    rng.shuffle(meters)
    places = [*PLACES, "Inside, in a locked cupboard", "Cellar"]
    rng.shuffle(places)
    leave = [
        _check("estimate", "This is an estimated reading", False),
        _check("email", "Email me a confirmation", True),
    ]
    rng.shuffle(leave)
    body = (
        "<h2>Submit a meter reading</h2><p>Account 4471 0923, 12 Elm Road</p>"
        + _radios("meter", "Which meter?", meters)
        + f'<p><label for=reading>Reading</label> <input id=reading inputmode=numeric value="{old}"> '
        "(your last reading is shown)</p>"
        + "<details><summary>Add access notes</summary>"
        + _select("place", "Where is the meter?", places, "Not given")
        + "</details>"
        + "".join(leave)
        + _buttons(rng, ("Submit reading", "Submitted"), ("Save draft", "Draft saved"))
    )
    script = (
        "function state(){return radio('meter')+' reading '+$('reading').value.trim()+'; location '"
        "+sel('place')+'; estimated '+cb('estimate')+'; email '+cb('email')}"
    )
    expected = f"Submitted: {meter} reading {value}; location {place}; estimated no; email yes"
    if style == 0:
        text = (
            f"Select {meter}, replace the reading with {value}, set the meter location to "
            f"'{place}' under Add access notes, then click Submit reading."
        )
    elif style == 1:
        text = _numbered(
            [
                f"Choose the {meter} meter",
                f"Change the reading to {value}",
                f"Open Add access notes and pick '{place}'",
                "Click Submit reading",
            ]
        )
    elif style == 2:
        text = (
            f"I'm sending in my {meter} reading - it says {value} today. The meter's {PLACES[place]}, "
            "so put that in the access notes, and then submit the reading."
        )
    else:
        text = f"{meter} meter, reading {value}, location '{place}', Submit reading"
    return _task("meter", seed, body, script, text, expected), {
        "meter": meter,
        "meter_look": METER_LOOK[meter],
        "value": value,
        "place": place,
        "place_look": PLACE_LOOK[place],
    }


# --- trip --------------------------------------------------------------------------------------

CONSENTS = {
    "Yes - coach both ways": "she can go on the coach both ways",
    "Yes - coach there, parent collects": "she'll take the coach there and I'll pick her up",
    "Yes - parent drops off, coach back": "I'll drop her off and she can come back on the coach",
    "Yes - parent drops off and collects": "I'll drop her off and collect her myself",
}
NEEDS = {
    "Vegetarian": ("Vegan", "she's vegetarian"),
    "Peanut allergy": ("Tree nut allergy", "she has a peanut allergy"),
    "Gluten free": ("Dairy free", "she needs gluten-free food"),
    "Asthma inhaler": ("Hay fever tablets", "she carries an asthma inhaler"),
}
PHONES = ["07700 900456", "07700 900789", "07700 900321", "07700 900654"]


def _trip(seed: int, style: int) -> Plan:
    rng = _rng("trip", seed)
    consent = pick("fresh16-trip-consent", seed, list(CONSENTS))
    phone = pick("fresh16-trip-phone", seed, PHONES)
    need = pick("fresh16-trip-need", seed, list(NEEDS))
    keys = list(NEEDS)
    kept = NEEDS[keys[(keys.index(need) + 1) % len(keys)]][0]
    options = [*CONSENTS, "No - my child will not attend"]
    rng.shuffle(options)
    needs = [*NEEDS, *(v[0] for v in NEEDS.values())]
    rng.shuffle(needs)
    boxes = "".join(f'<label><input type=checkbox value="{_e(n)}"> {_e(n)}</label><br>' for n in needs)
    body = (
        "<h2>Year 5 trip to the Science Museum - consent</h2><p>Pupil: Maya Okafor</p>"
        + _radios("consent", "Travel and attendance", options)
        + '<p><label for=phone>Emergency contact number</label> <input id=phone value="07700 900123"></p>'
        + f"<p>Dietary and medical needs: <span id=summary>{_e(kept)}</span> "
        + '<button type=button onclick="openNeeds()">Edit dietary and medical needs</button></p>'
        + "<dialog id=needs aria-labelledby=needs-h><h3 id=needs-h>Dietary and medical needs</h3>"
        + boxes
        + '<p><button type=button onclick="saveNeeds()">Save</button> '
        + "<button type=button onclick=\"$('needs').close()\">Cancel</button></p></dialog>"
        + _check("photos", "Photos of my child may appear on the school website", True)
        + _buttons(rng, ("Send consent", "Consent sent"), ("Print form", "Printed"))
    )
    script = (
        f"var saved=[{json.dumps(kept)}];"
        "function openNeeds(){document.querySelectorAll('#needs input').forEach(function(c){"
        "c.checked=saved.indexOf(c.value)>=0});$('needs').showModal()}"
        "function saveNeeds(){saved=Array.from(document.querySelectorAll('#needs input:checked'))"
        ".map(function(c){return c.value});$('summary').textContent=saved.join(', ')||'none';"
        "$('needs').close()}"
        "function state(){return radio('consent')+'; contact '+$('phone').value.trim()+'; needs '"
        "+(saved.join(', ')||'none')+'; photos '+cb('photos')}"
    )
    listed = ", ".join(n for n in needs if n in (need, kept))
    expected = f"Consent sent: {consent}; contact {phone}; needs {listed}; photos yes"
    if style == 0:
        text = (
            f"Choose '{consent}', replace the emergency contact number with {phone}, add {need} to "
            "the dietary and medical needs, then click Send consent."
        )
    elif style == 1:
        text = _numbered(
            [
                f"Select '{consent}'",
                f"Change the emergency contact number to {phone}",
                f"Edit the dietary and medical needs: tick {need} and save",
                "Click Send consent",
            ]
        )
    elif style == 2:
        text = (
            f"For Maya's trip: {CONSENTS[consent]}. My number has changed to {phone}, and "
            f"{NEEDS[need][1]} - please note that, then send the consent."
        )
    else:
        text = f"{consent}, phone {phone}, needs + {need}, Send consent"
    return _task("trip", seed, body, script, text, expected), {
        "consent": consent,
        "phone": phone,
        "need": need,
        "need_look": NEEDS[need][0],
        "kept": kept,
    }


# --- pet insurance -----------------------------------------------------------------------------

BREEDS = {
    "Springer Spaniel": "Cocker Spaniel",
    "King Charles Spaniel": "Cavalier King Charles Spaniel",
    "Golden Retriever": "Labrador Retriever",
    "Border Terrier": "Border Collie",
}
COVERS = {
    "Lifetime £7,000": ("Lifetime £12,000", "lifetime cover with the £7,000 limit"),
    "Time-limited £4,000": ("Lifetime £4,000", "the time-limited policy at £4,000"),
    "Lifetime £12,000": ("Lifetime £7,000", "the top lifetime cover, £12,000"),
    "Accident only": ("Time-limited £4,000", "just accident-only cover"),
}


def _pet(seed: int, style: int) -> Plan:
    rng = _rng("pet", seed)
    breed = pick("fresh16-pet-breed", seed, list(BREEDS))
    age = pick("fresh16-pet-age", seed, ["3", "5", "7", "2"])
    cover = pick("fresh16-pet-cover", seed, list(COVERS))
    breeds = [*BREEDS, *BREEDS.values(), "Boston Terrier", "Jack Russell Terrier"]
    rng.shuffle(breeds)
    covers = [
        "Lifetime £4,000",
        "Lifetime £7,000",
        "Lifetime £12,000",
        "Time-limited £4,000",
        "Accident only",
    ]
    rng.shuffle(covers)
    leave = [
        _check("dental", "Add dental cover (+£3 a month)", False),
        _switch("monthly", "Pay monthly", True),
    ]
    rng.shuffle(leave)
    body = (
        "<h2>Dog insurance quote</h2><p>Pet's name: Bramble</p>"
        + _select("breed", "Breed", breeds, "Select breed")
        + _stepper("age", "Age (years)", 1, 0, 20)
        + _radios("cover", "Cover level", covers, "Lifetime £4,000")
        + "".join(leave)
        + _buttons(rng, ("Get quote", "Quote"), ("Save for later", "Saved"))
    )
    script = (
        "function state(){return sel('breed')+', age '+$('age').textContent+', '+radio('cover')"
        "+', dental '+cb('dental')+', monthly '+sw('monthly')}"
    )
    expected = f"Quote: {breed}, age {age}, {cover}, dental no, monthly on"
    n = int(age)
    if style == 0:
        text = f"Pick {breed}, set the age to {age}, choose {cover}, then click Get quote."
    elif style == 1:
        text = _numbered(
            [
                f"Select {breed} as the breed",
                f"Set Age (years) to {age}",
                f"Choose {cover} cover",
                "Click Get quote",
            ]
        )
    elif style == 2:
        text = (
            f"Bramble's a {breed} and she turned {WORDS[n]} this spring; we'd like {COVERS[cover][1]}. "
            "Can you get me a quote?"
        )
    else:
        text = f"{breed}, {age}yo, {cover}, Get quote"
    return _task("pet", seed, body, script, text, expected), {
        "breed": breed,
        "breed_look": BREEDS[breed],
        "age": age,
        "cover": cover,
        "cover_look": COVERS[cover][0],
    }


# --- broadband ---------------------------------------------------------------------------------

PLANS = {
    "Fibre 150": ("150 Mbps", "£24"),
    "Fibre 1500": ("1500 Mbps", "£52"),
    "Fibre 500": ("500 Mbps", "£32"),
    "Fibre 500 Plus": ("500 Mbps", "£38"),
    "Full Fibre 900": ("900 Mbps", "£42"),
    "Full Fibre 900 Pro": ("900 Mbps", "£47"),
}
PLAN_LOOK = {
    "Fibre 150": "Fibre 1500",
    "Fibre 500 Plus": "Fibre 500",
    "Full Fibre 900": "Full Fibre 900 Pro",
    "Full Fibre 900 Pro": "Full Fibre 900",
}
SWITCHES = {  # id: (label, default, terse, numbered, natural, casual)
    "static": (
        "Static IP address",
        False,
        "switch on Static IP address",
        "Turn on Static IP address",
        "I need a static IP for work",
        "static IP on",
    ),
    "phone": (
        "Keep home phone line",
        True,
        "turn off Keep home phone line",
        "Switch off Keep home phone line",
        "we never use the landline, so drop it",
        "home phone off",
    ),
    "boosters": (
        "Whole-home Wi-Fi boosters",
        False,
        "switch on Whole-home Wi-Fi boosters",
        "Turn on Whole-home Wi-Fi boosters",
        "the upstairs Wi-Fi is awful so add the boosters",
        "boosters on",
    ),
    "offers": (
        "Email me offers",
        True,
        "turn off Email me offers",
        "Switch off Email me offers",
        "and no more offer emails please",
        "offers off",
    ),
}
SLOTS = {
    "Mon 9 June, 8am-1pm": ("Mon 9 June, 1pm-6pm", "Monday 9 June in the morning"),
    "Tue 10 June, 1pm-6pm": ("Tue 10 June, 8am-1pm", "the afternoon of Tuesday 10 June"),
    "Wed 11 June, 8am-1pm": ("Wed 11 June, 1pm-6pm", "Wednesday 11 June, morning"),
    "Fri 13 June, 1pm-6pm": ("Fri 13 June, 8am-1pm", "Friday 13 June after lunch"),
}
DEFAULT_SLOT = "Thu 12 June, 8am-1pm"


def _broadband(seed: int, style: int) -> Plan:
    rng = _rng("broadband", seed)
    plan = pick("fresh16-broadband-plan", seed, list(PLAN_LOOK))
    flip = pick("fresh16-broadband-switch", seed, list(SWITCHES))
    slot = pick("fresh16-broadband-slot", seed, list(SLOTS))
    names = list(PLANS)
    rng.shuffle(names)
    cards = "".join(
        f'<article data-plan="{_e(p)}" aria-label="{_e(p)}"><h3>{_e(p)}</h3><p>{PLANS[p][0]}, {PLANS[p][1]} a month</p>'
        '<button type=button aria-pressed=false onclick="choose(this)">Choose</button></article>'
        for p in names
    )
    switches = [_switch(k, v[0], v[1]) for k, v in SWITCHES.items()]
    rng.shuffle(switches)
    slots = [*SLOTS, *(v[0] for v in SLOTS.values()), DEFAULT_SLOT]
    rng.shuffle(slots)
    body = (
        "<h2>Upgrade your broadband</h2><p>Current plan: Fibre 65</p>"
        + cards
        + "<p>Chosen plan: <span id=chosen>none</span></p>"
        + "<h3>Options</h3>"
        + "".join(switches)
        + f"<p>Installation: <span id=slot>{DEFAULT_SLOT}</span> "
        + '<button type=button onclick="openSlots()">Change installation slot</button></p>'
        + "<dialog id=slots aria-labelledby=slots-h><h3 id=slots-h>Installation slot</h3>"
        + _radios("slotpick", "Available slots", slots)
        + '<p><button type=button onclick="saveSlot()">Save</button> '
        + "<button type=button onclick=\"$('slots').close()\">Cancel</button></p></dialog>"
        + _buttons(rng, ("Upgrade now", "Upgrade"), ("Compare plans", "Comparing"))
    )
    script = (
        "function choose(b){document.querySelectorAll('article button').forEach(function(x){"
        "x.setAttribute('aria-pressed','false');x.textContent='Choose'});b.setAttribute('aria-pressed','true');"
        "b.textContent='Chosen';$('chosen').textContent=b.closest('article').dataset.plan}"
        "function openSlots(){document.querySelectorAll('input[name=slotpick]').forEach(function(r){"
        "r.checked=r.value===$('slot').textContent});$('slots').showModal()}"
        "function saveSlot(){var v=radio('slotpick');if(v!=='none')$('slot').textContent=v;$('slots').close()}"
        "function state(){return $('chosen').textContent+'; install '+$('slot').textContent"
        "+'; static IP '+sw('static')+'; phone line '+sw('phone')+'; boosters '+sw('boosters')"
        "+'; offers '+sw('offers')}"
    )
    on = {k: v[1] != (k == flip) for k, v in SWITCHES.items()}
    expected = (
        f"Upgrade: {plan}; install {slot}; static IP {_onoff(on['static'])}; phone line "
        f"{_onoff(on['phone'])}; boosters {_onoff(on['boosters'])}; offers {_onoff(on['offers'])}"
    )
    x = SWITCHES[flip]
    if style == 0:
        text = f"Choose {plan}, {x[2]}, change the installation slot to '{slot}', then click Upgrade now."
    elif style == 1:
        text = _numbered(
            [
                f"Choose the {plan} plan",
                str(x[3]),
                f"Change the installation slot to {slot}",
                "Click Upgrade now",
            ]
        )
    elif style == 2:
        text = (
            f"I'd like to move to {plan}; {x[4]}. The engineer can come {SLOTS[slot][1]}. "
            "Then go ahead and upgrade."
        )
    else:
        text = f"{plan}, {x[5]}, install '{slot}', Upgrade now"
    return _task("broadband", seed, body, script, text, expected), {
        "plan": plan,
        "plan_look": PLAN_LOOK[plan],
        "flip": flip,
        "slot": slot,
        "slot_look": SLOTS[slot][0],
    }


# --- tickets -----------------------------------------------------------------------------------

SHOWS = {
    "Sat 14 June, 19:30": ("Sat 14 June, 14:30", "the Saturday 14 June evening show"),
    "Sun 15 June, 14:30": ("Sun 15 June, 19:30", "the Sunday 15 June matinee"),
    "Sat 21 June, 14:30": ("Sat 21 June, 19:30", "the afternoon show on Saturday 21 June"),
    "Sun 15 June, 19:30": ("Sat 14 June, 19:30", "Sunday 15 June in the evening"),
}
TYPES = {
    "adult": "Adult",
    "child": "Child (3-15)",
    "infant": "Infant (under 3)",
    "senior": "Senior (65+)",
    "student": "Student",
}


def _tickets(seed: int, style: int) -> Plan:
    rng = _rng("tickets", seed)
    show_at = pick("fresh16-tickets-show", seed, list(SHOWS))
    adults = pick("fresh16-tickets-adults", seed, ["2", "3", "4", "5"])
    children = pick("fresh16-tickets-children", seed, ["1", "2", "3", "4"])
    shows = [*SHOWS, "Sat 14 June, 14:30", "Sat 21 June, 19:30"]
    rng.shuffle(shows)
    steppers = [_stepper(k, v, 1 if k == "adult" else 0, 0, 10) for k, v in TYPES.items()]
    rng.shuffle(steppers)
    body = (
        "<h2>The Wind in the Willows - Playhouse Theatre</h2>"
        + _select("show", "Performance", shows, "Choose a performance")
        + "<h3>Tickets</h3>"
        + "".join(steppers)
        + _check("protect", "Ticket protection (£2.50)", True)
        + _check("programme", "Add a souvenir programme (£5)", False)
        + _buttons(rng, ("Checkout", "Checkout"), ("Add to wishlist", "Wishlist"))
    )
    script = (
        "function state(){return sel('show')+'; adult '+$('adult').textContent+', child '"
        "+$('child').textContent+', infant '+$('infant').textContent+', senior '+$('senior').textContent"
        "+', student '+$('student').textContent+'; protection '+cb('protect')+'; programme '+cb('programme')}"
    )
    expected = (
        f"Checkout: {show_at}; adult {adults}, child {children}, infant 0, senior 0, student 0; "
        "protection yes; programme no"
    )
    a, c = int(adults), int(children)
    if style == 0:
        text = f"Select '{show_at}', set Adult to {adults} and Child to {children}, then click Checkout."
    elif style == 1:
        text = _numbered(
            [
                f"Choose the {show_at} performance",
                f"Set Adult tickets to {adults}",
                f"Set Child tickets to {children}",
                "Click Checkout",
            ]
        )
    elif style == 2:
        kids = "one child" if c == 1 else f"{WORDS[c]} children"
        text = (
            f"We'll be {WORDS[a]} adults and {kids} at {SHOWS[show_at][1]} - sort the tickets and check out."
        )
    else:
        text = f"{show_at} show, {adults} adults + {children} {'kid' if c == 1 else 'kids'}, Checkout"
    return _task("tickets", seed, body, script, text, expected), {
        "show": show_at,
        "show_look": SHOWS[show_at][0],
        "adults": adults,
        "children": children,
    }


# --- car hire ----------------------------------------------------------------------------------

SEATS = {
    "Child seat (9-18 kg)": ("Infant seat (0-13 kg)", "the 9-18 kg child seat"),
    "Infant seat (0-13 kg)": ("Child seat (9-18 kg)", "an infant seat for the baby"),
    "Booster seat (15-36 kg)": ("Booster cushion (22-36 kg)", "a proper booster seat, the 15-36 kg one"),
    "Booster cushion (22-36 kg)": ("Booster seat (15-36 kg)", "just a booster cushion"),
}
FLIGHTS = ["EZY 8127", "BA 2490", "FR 1542", "U2 8123"]
EXCESS = {
    "Reduced excess (£300)": ("Reduced excess plus glass and tyres", "bring the excess down to £300"),
    "Zero excess": ("Zero excess plus glass and tyres", "take the zero-excess cover"),
    "Zero excess plus glass and tyres": ("Zero excess", "go for zero excess including glass and tyres"),
    "Reduced excess plus glass and tyres": (
        "Reduced excess (£300)",
        "reduce the excess and cover glass and tyres",
    ),
}


def _carhire(seed: int, style: int) -> Plan:
    rng = _rng("carhire", seed)
    seat = pick("fresh16-carhire-seat", seed, list(SEATS))
    flight = pick("fresh16-carhire-flight", seed, FLIGHTS)
    cover = pick("fresh16-carhire-cover", seed, list(EXCESS))
    extras = ["Sat nav", *SEATS, "Snow chains"]
    rng.shuffle(extras)
    boxes = "".join(
        f'<label><input type=checkbox name=extra value="{_e(x)}"{" checked" if x == "Sat nav" else ""}> '
        f"{_e(x)}</label><br>"
        for x in extras
    )
    covers = ["Basic (excess £1,200)", *EXCESS]
    rng.shuffle(covers)
    names = ["Car", "Extras", "Driver"]
    tabs = "".join(
        f"<button type=button role=tab id=c-t{i} aria-controls=c-p{i} "
        f"aria-selected={'true' if i == 0 else 'false'} onclick=\"tab('c',{i},3)\">{n}</button> "
        for i, n in enumerate(names)
    )
    panels = [
        "<p>Ford Focus or similar, 5 seats, pick-up Malaga Airport 14:00</p>"
        + _radios("gearbox", "Gearbox", ["Manual", "Automatic"], "Manual"),
        f"<fieldset><legend>Extras</legend>{boxes}</fieldset>",
        '<p><label for=flight>Flight number</label> <input id=flight value="EZY 8123"></p>'
        '<p><label for=age>Driver age</label> <input id=age type=number value="35"></p>',
    ]
    body = (
        "<h2>Your car hire</h2>"
        f"<div role=tablist aria-label=Booking>{tabs}</div>"
        + "".join(
            f"<div role=tabpanel id=c-p{i} aria-labelledby=c-t{i}{'' if i == 0 else ' hidden'}>{p}</div>"
            for i, p in enumerate(panels)
        )
        + "<details><summary>Excess cover</summary>"
        + _radios("cover", "Cover", covers, "Basic (excess £1,200)")
        + "</details>"
        + _buttons(rng, ("Reserve car", "Reserved"), ("Email me this quote", "Quote emailed"))
    )
    script = (
        "function state(){var x=Array.from(document.querySelectorAll('input[name=extra]:checked'))"
        ".map(function(c){return c.value});return 'extras '+(x.join(', ')||'none')+'; flight '"
        "+$('flight').value.trim()+'; age '+$('age').value+'; gearbox '+radio('gearbox')+'; cover '+radio('cover')}"
    )
    listed = ", ".join(x for x in extras if x in ("Sat nav", seat))
    expected = f"Reserved: extras {listed}; flight {flight}; age 35; gearbox Manual; cover {cover}"
    if style == 0:
        text = (
            f"Add the {seat} on the Extras tab, replace the flight number with {flight}, "
            f"choose {cover} under Excess cover, then click Reserve car."
        )
    elif style == 1:
        text = _numbered(
            [
                f"On the Extras tab, tick {seat}",
                f"On the Driver tab, change the flight number to {flight}",
                f"Open Excess cover and select {cover}",
                "Click Reserve car",
            ]
        )
    elif style == 2:
        text = (
            f"We'll need {SEATS[seat][1]}, our flight is now {flight}, and I'd like to "
            f"{EXCESS[cover][1]} - then reserve the car."
        )
    else:
        text = f"+ {seat}, flight {flight}, {cover}, Reserve car"
    return _task("carhire", seed, body, script, text, expected), {
        "seat": seat,
        "seat_look": SEATS[seat][0],
        "flight": flight,
        "cover": cover,
        "cover_look": EXCESS[cover][0],
    }


BUILDERS = (_hotel, _gym, _library, _meter, _trip, _pet, _broadband, _tickets, _carhire)


def fresh16_plans() -> list[Plan]:
    """Each task with the targets it was built from (for checking the pages by hand)."""
    return [builder(seed, (seed // 2 + k) % 4) for k, builder in enumerate(BUILDERS) for seed in range(4)]


def fresh16_tasks() -> list[Task]:
    return [task for task, _ in fresh16_plans()]
