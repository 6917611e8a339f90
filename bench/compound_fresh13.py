"""Thirteenth blind set of compound-act tasks: nine everyday page kinds, each asking for three or four
UI actions in one instruction, the last a click on the page's final button.

Result mechanism: every page has one final button whose handler reads the whole relevant page state
(the controls the task changes and the ones it must leave alone) and writes one line to ``#result``
via ``show()``; ``expected`` is that line after every step was done right. Beside the final button
sits a distractor button that writes a different line. Targets (rows, options, counts, dates, free
text) are chosen per seed with ``pick``; table rows and option lists are shuffled per seed.

Seeds 0-3 per kind (36 tasks): even seeds are the development half, odd seeds the held-out half.

Page kinds (traps; steps):

- ``dentist`` recall preferences: recall-interval radios sharing words ("Check-up every 6 months"
  vs "Check-up and hygienist every 6 months"), a prefilled old mobile number to replace, a prefilled
  email to keep, two role=switch buttons whose start state depends on the seed (text reminders to
  flip, email reminders to leave); steps: radio, replace mobile, flip switch, Save preferences
  (distractor Reset to defaults).
- ``cinema`` seat and snack order: a showings table with a per-row Select button and look-alike
  rows (the Subtitled copy, the same time on another day, another time the same day), adult / child
  / senior steppers (adult starts at 1), a snack select with look-alike sizes and flavours; steps:
  Select a row, set adult count, pick snack, Pay now (distractor Hold seats).
- ``parcel`` redelivery: date radios with the same weekday a week later and the next day, two
  look-alike checkboxes that each reveal a field (leave with a neighbour -> house number, leave in a
  safe place -> place), a prefilled tracking number and a seed-dependent "text me" checkbox to
  leave; steps: date, tick the right checkbox, fill the revealed field, Confirm redelivery
  (distractor Return to sender).
- ``bikeservice`` booking: a packages table with a per-row Add button (Silver service vs Silver
  service plus, Gold service vs Gold service (e-bike), ...), a number input for bikes, a native
  <dialog> of drop-off slots (same time on another day) with its own Confirm slot and Cancel
  buttons; steps: Add, number, slot via the dialog, Book service (distractor Email me a quote).
- ``nursery`` session booking: a Monday-Friday morning/afternoon checkbox grid with two sessions
  pre-ticked (one to untick, its same-day twin to keep), Tuesday/Thursday look-alikes, a checkbox
  role=switch for hot lunch in a seed-dependent state to flip, another switch (photos) to leave, a
  prefilled child name; steps: tick, untick, flip lunch, Request sessions (distractor Join
  waitlist).
- ``permit`` council parking permit: permit-type radios sharing words (Resident permit vs Resident
  visitor permit), a prefilled old registration to replace, a zone select with look-alikes (Zone B
  vs Zone B2, Zone C vs Zone C (north)), a Blue Badge checkbox and a receipt checkbox to leave;
  steps: radio, replace registration, zone, Apply and pay (distractor Save as draft).
- ``flowers`` delivery order: a bouquets table with a per-row Choose button and look-alike rows
  ("(large)", "deluxe", "and lilies"), a card-message textarea prefilled with placeholder text to
  replace, a delivery-slot select (same day other half, same weekday a week later), a vase switch
  in a seed-dependent state to leave; steps: Choose, replace message, slot, Place order (distractor
  Add to wishlist).
- ``desk`` coworking desk booking: a desks table with a per-row Book button that opens a native
  <dialog> with its own Confirm / Cancel (Desk 12 vs Desk 12A, the same desk another day), a guest
  pass stepper, a checkbox role=switch for a second monitor in a seed-dependent state to flip and a
  locker switch to leave; steps: Book + confirm, guests, flip monitor, Finish booking (distractor
  Hold desk for 15 minutes).
- ``pharmacy`` prescription collection: medicine checkboxes with look-alike strengths, a collection
  slot select in 24-hour time (the same time on the other day, look-alike times), "collect from"
  radios sharing words (Pharmacy locker vs Pharmacy locker (24 hour), Pharmacy counter vs Pharmacy
  counter (priority queue)), a seed-dependent exemption checkbox to leave; steps: tick medicine,
  slot, radio, Send request (distractor Cancel request).

Wording varies with seed % 4: 0 a plain sentence with commas and "and"; 1 a chatty request with
quoted values (12-hour times where the page shows 24-hour, counts as words); 2 numbered steps on one
line; 3 a terse lowercase line with loosely named fields (synonyms such as "sms", "plate", "parking
area", abbreviations such as "tue am", counts as "x2" or "2 ×"). Removals read "untick", "take
off", "switch off" / "turn off".

Verified in Chromium (Playwright, throwaway script outside the repo) on all 36 tasks: doing every
step by hand gives exactly ``expected`` (36/36); clicking only the final button does not (36/36);
380 sloppy runs, 10 to 12 per task (the look-alike row / option / date / count for each step, each
step left out in turn, the distractor button instead of the final one, and kind-specific slips such as
appending to a prefilled value, flipping the wrong switch, changing a control to leave alone, ticking
the wrong reveal checkbox, cancelling a dialog) all miss ``expected`` (380/380); no page raised a
script error (0 pageerror events).
"""

from __future__ import annotations

import json
import random

from bench_compound import Task, page_html, pick

FRESH13_SEEDS = range(4)

_NUM_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}

_SWITCH_JS = (
    "function flip(b){var on=b.getAttribute('aria-checked')!=='true';"
    "b.setAttribute('aria-checked',String(on));b.textContent=on?'On':'Off'}"
    "function sw(id){return $(id).getAttribute('aria-checked')==='true'?'on':'off'}"
    "function radio(n){var r=document.querySelector('input[name='+n+']:checked');return r?r.value:'none'}"
)


def _t12(t: str) -> str:
    """24-hour "19:30" as "7:30pm" ("17:00" as "5pm")."""
    h, m = (int(x) for x in t.split(":"))
    suffix = "am" if h < 12 else "pm"
    h12 = h % 12 or 12
    return f"{h12}:{m:02d}{suffix}" if m else f"{h12}{suffix}"


def _shuffled(key: str, seed: int, items: list[str]) -> list[str]:
    out = list(items)
    random.Random(f"{key}-{seed}").shuffle(out)
    return out


def _switch(ident: str, label: str, on: bool) -> str:
    state = "true" if on else "false"
    return (
        f"<p><span id=lab-{ident}>{label}</span> <button type=button role=switch id=sw-{ident} "
        f"aria-labelledby=lab-{ident} aria-checked={state} onclick=flip(this)>{'On' if on else 'Off'}"
        "</button></p>"
    )


def _radios(name: str, legend: str, values: list[str], checked: str = "") -> str:
    items = "".join(
        f'<label><input type=radio name={name} value="{v}"{" checked" if v == checked else ""}> {v}</label><br>'
        for v in values
    )
    return f"<fieldset><legend>{legend}</legend>{items}</fieldset>"


def _select(ident: str, label: str, values: list[str]) -> str:
    options = "".join(f'<option value="{v}">{v}</option>' for v in values)
    return f"<p><label>{label} <select id={ident}>{options}</select></label></p>"


# --- dentist recall preferences ---------------------------------------------------------------

_INTERVALS = [
    "Check-up every 6 months",
    "Check-up and hygienist every 6 months",
    "Check-up every 12 months",
    "Check-up and hygienist every 12 months",
]


def dentist_task(seed: int) -> Task:
    kind = "dentist"
    interval = pick("dentist-interval", seed, _INTERVALS)
    mobile = pick("dentist-mobile", seed, ["07700 900461", "07700 900733", "07700 900285", "07700 900902"])
    text_on = pick("dentist-text", seed, ["on", "off", "on", "off"]) == "on"
    email_on = pick("dentist-email", seed, ["on", "off", "off", "on"]) == "on"
    email = "m.okafor@example.com"
    radios = _radios(
        "interval",
        "Recall interval",
        _shuffled("dentist-radios", seed, [*_INTERVALS, "Check-up every 3 months"]),
        "Check-up every 3 months",
    )
    body = (
        "<h2>Recall preferences</h2><p>Patient: Mira Okafor</p>"
        f"{radios}"
        "<p><label>Mobile number <input id=mobile value='07700 900118'></label></p>"
        f"<p><label>Email <input id=email value='{email}'></label></p>"
        f"{_switch('text', 'Text reminders', text_on)}{_switch('email', 'Email reminders', email_on)}"
        "<p><button onclick=\"show('preferences reset')\">Reset to defaults</button> "
        "<button onclick=save()>Save preferences</button></p>"
    )
    script = (
        _SWITCH_JS + "function save(){show('saved: '+radio('interval')+'; mobile '+$('mobile').value.trim()"
        "+'; texts '+sw('sw-text')+'; emails '+sw('sw-email')+'; '+$('email').value.trim())}"
    )
    want = "off" if text_on else "on"
    short = (
        interval.lower()
        .replace("check-up and hygienist", "checkup + hygienist")
        .replace("check-up", "checkup")
    )
    instruction = [
        f"Choose {interval} as the recall interval, change the mobile number to {mobile}, turn {want} text "
        "reminders and save the preferences",
        f'Hi, could you set my recall to "{interval}", update my mobile number to "{mobile}" and switch '
        f"{want} the text reminders? Then hit Save preferences, thanks!",
        f'1. Select the recall interval "{interval}". 2. Replace the mobile number with {mobile}. '
        f"3. Turn text reminders {want}. 4. Click Save preferences.",
        f"recall {short}, mobile {mobile}, sms reminders {want}, save",
    ][seed % 4]
    expected = (
        f"saved: {interval}; mobile {mobile}; texts {want}; emails {'on' if email_on else 'off'}; {email}"
    )
    return Task(
        name=f"{kind}-{seed}",
        kind=kind,
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# --- cinema seat and snack order ----------------------------------------------------------------

_FILMS = ["The Lighthouse Keeper", "Moon Garden", "Harbour Lights", "The Last Orchard"]
_CINEMA_DAYS = ["Friday", "Saturday", "Sunday"]
_CINEMA_TIMES = ["14:15", "17:45", "19:30", "20:50"]
_SNACKS = [
    "No snack",
    "Popcorn regular",
    "Popcorn large",
    "Popcorn large (sweet and salty)",
    "Nachos regular",
    "Nachos large",
    "Hot dog",
]


def cinema_task(seed: int) -> Task:
    kind = "cinema"
    film = pick("cinema-film", seed, _FILMS)
    day = pick("cinema-day", seed, _CINEMA_DAYS)
    time = pick("cinema-time", seed, _CINEMA_TIMES)
    adults = int(pick("cinema-adults", seed, ["2", "3", "4", "5"]))
    snack = pick("cinema-snack", seed, ["Popcorn large", "Popcorn regular", "Nachos large", "Nachos regular"])
    other_day = _CINEMA_DAYS[(_CINEMA_DAYS.index(day) + 1) % 3]
    other_time = _CINEMA_TIMES[(_CINEMA_TIMES.index(time) + 1) % 4]
    others = [f for f in _FILMS if f != film]
    rows = [
        [film, day, time],
        [f"{film} (Subtitled)", day, time],
        [film, other_day, time],
        [film, day, other_time],
        [others[0], day, time],
        [others[1], other_day, other_time],
    ]
    random.Random(f"cinema-rows-{seed}").shuffle(rows)
    table = "".join(
        f"<tr><td>{f}</td><td>{d}</td><td>{t}</td><td>Screen {i + 1}</td>"
        f"<td><button onclick=sel({i})>Select</button></td></tr>"
        for i, (f, d, t) in enumerate(rows)
    )
    steppers = "".join(
        f"<tr><td>{label}</td><td><button onclick=\"step('{k}',-1)\" aria-label='Remove {label.lower()} ticket'>-</button> "
        f"<span id=n-{k}>{start}</span> "
        f"<button onclick=\"step('{k}',1)\" aria-label='Add {label.lower()} ticket'>+</button></td></tr>"
        for k, label, start in [("adult", "Adult", 1), ("child", "Child", 0), ("senior", "Senior", 0)]
    )
    body = (
        "<h2>Book seats</h2><table><tr><th>Film</th><th>Day</th><th>Time</th><th>Screen</th><th></th></tr>"
        f"{table}</table><p>Selected showing: <b id=chosen>none</b></p>"
        f"<h3>Tickets</h3><table>{steppers}</table>"
        f"{_select('snack', 'Snack', _SNACKS)}"
        "<p><button onclick=\"show('seats held')\">Hold seats</button> <button onclick=pay()>Pay now</button></p>"
    )
    script = (
        f"var rows={json.dumps(rows)},cur=-1;"
        "function sel(i){cur=i;$('chosen').textContent=rows[i][0]+', '+rows[i][1]+' '+rows[i][2]}"
        "function step(k,d){var e=$('n-'+k),n=+e.textContent+d;if(n>=0&&n<=8)e.textContent=n}"
        "function pay(){var s=cur<0?'no showing':rows[cur][0]+', '+rows[cur][1]+' '+rows[cur][2];"
        "show('paid: '+s+'; adults '+$('n-adult').textContent+', children '+$('n-child').textContent"
        "+', seniors '+$('n-senior').textContent+'; snack '+$('snack').value)}"
    )
    instruction = [
        f"Select the {film} showing on {day} at {time}, set adult tickets to {adults} and choose {snack} "
        "as the snack, then pay",
        f'Hey! Can you grab the "{film}" showing on {day} at {_t12(time)}, make it {_NUM_WORDS[adults]} adult '
        f'tickets, add a "{snack}" and then pay? Cheers',
        f"1. Select {film} on {day} at {time}. 2. Set Adult tickets to {adults}. 3. Pick {snack} from the "
        "snacks. 4. Click Pay now.",
        f"{film.lower()} {day[:3].lower()} {_t12(time)}, adults x{adults}, {snack.lower()}, pay",
    ][seed % 4]
    expected = f"paid: {film}, {day} {time}; adults {adults}, children 0, seniors 0; snack {snack}"
    return Task(
        name=f"{kind}-{seed}",
        kind=kind,
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# --- parcel redelivery --------------------------------------------------------------------------

_PARCEL_DATES = [
    "Thursday 6 June",
    "Friday 7 June",
    "Saturday 8 June",
    "Monday 10 June",
    "Thursday 13 June",
    "Friday 14 June",
    "Saturday 15 June",
]


def parcel_task(seed: int) -> Task:
    kind = "parcel"
    date = pick(
        "parcel-date", seed, ["Thursday 6 June", "Friday 14 June", "Saturday 8 June", "Thursday 13 June"]
    )
    option = pick("parcel-option", seed, ["neighbour", "safe", "neighbour", "safe"])
    value = (
        pick("parcel-house", seed, ["14", "27", "9", "31"])
        if option == "neighbour"
        else pick(
            "parcel-place",
            seed,
            ["behind the green bin", "in the porch", "in the garden shed", "under the bench"],
        )
    )
    texts = pick("parcel-texts", seed, ["yes", "no", "no", "yes"]) == "yes"
    ref = "PK4471902GB"
    body = (
        "<h2>Rearrange delivery</h2>"
        f"<p><label>Tracking number <input id=ref value='{ref}'></label></p>"
        f"{_radios('day', 'New delivery date', _PARCEL_DATES)}"
        "<fieldset><legend>If no one is in</legend>"
        "<label><input type=checkbox id=c-nb onchange=\"$('nb-wrap').hidden=!this.checked\"> "
        "Leave with a neighbour</label><br>"
        "<label id=nb-wrap hidden>Neighbour's house number <input id=nb></label><br>"
        "<label><input type=checkbox id=c-safe onchange=\"$('safe-wrap').hidden=!this.checked\"> "
        "Leave in a safe place</label><br>"
        "<label id=safe-wrap hidden>Safe place <input id=safe></label></fieldset>"
        f"<p><label><input type=checkbox id=texts{' checked' if texts else ''}> Text me when it is out for "
        "delivery</label></p>"
        "<p><button onclick=\"show('returned to sender')\">Return to sender</button> "
        "<button onclick=done()>Confirm redelivery</button></p>"
    )
    script = (
        _SWITCH_JS + "function opt(c,f){return $(c).checked?($(f).value.trim()||'(blank)'):'-'}"
        "function done(){show('redelivery: '+radio('day')+'; neighbour '+opt('c-nb','nb')+'; safe place '"
        "+opt('c-safe','safe')+'; texts '+($('texts').checked?'yes':'no')+'; '+$('ref').value.trim())}"
    )
    weekday, num, month = date.split()
    if option == "neighbour":
        how = [
            f"tick leave with a neighbour and enter house number {value}",
            f'it can go to my neighbour at number "{value}" (tick that option and fill it in)',
            f"Tick Leave with a neighbour. 3. Enter {value} as the neighbour's house number.",
            f"neighbour no. {value}",
        ]
    else:
        how = [
            f"tick leave in a safe place and enter {value} as the safe place",
            f'it can be left in a safe place, "{value}" (tick that option and fill it in)',
            f'Tick Leave in a safe place. 3. Type "{value}" as the safe place.',
            f"safe place {value}",
        ]
    instruction = [
        f"Choose {date} as the new delivery date, {how[0]}, and confirm the redelivery",
        f'Could you rebook my parcel for "{date}"? If I am out {how[1]}, then confirm it. Thanks!',
        f"1. Pick {date} as the delivery date. 2. {how[2]} 4. Click Confirm redelivery.",
        f"redeliver {weekday[:3].lower()} {num} {month[:3].lower()}, {how[3]}, confirm",
    ][seed % 4]
    nb = value if option == "neighbour" else "-"
    safe = value if option == "safe" else "-"
    expected = (
        f"redelivery: {date}; neighbour {nb}; safe place {safe}; texts {'yes' if texts else 'no'}; {ref}"
    )
    return Task(
        name=f"{kind}-{seed}",
        kind=kind,
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# --- bike service booking -----------------------------------------------------------------------

_PACKAGES = [
    ("Safety check", "15"),
    ("Bronze service", "35"),
    ("Silver service", "55"),
    ("Silver service plus", "70"),
    ("Gold service", "90"),
    ("Gold service (e-bike)", "120"),
    ("Puncture repair", "12"),
    ("Puncture repair (tubeless)", "20"),
]
_BIKE_SLOTS = [
    "Monday 08:30",
    "Monday 12:30",
    "Tuesday 08:30",
    "Tuesday 12:30",
    "Wednesday 08:30",
    "Wednesday 17:00",
    "Thursday 17:00",
]


def bikeservice_task(seed: int) -> Task:
    kind = "bikeservice"
    package = pick(
        "bike-package", seed, ["Silver service", "Gold service", "Puncture repair", "Bronze service"]
    )
    bikes = int(pick("bike-count", seed, ["2", "3", "4", "5"]))
    slot = pick("bike-slot", seed, ["Tuesday 08:30", "Monday 12:30", "Wednesday 17:00", "Tuesday 12:30"])
    rows = list(_PACKAGES)
    random.Random(f"bike-rows-{seed}").shuffle(rows)
    table = "".join(
        f"<tr><td>{name}</td><td>£{price}</td><td><button onclick=\"add('{name}')\">Add</button></td></tr>"
        for name, price in rows
    )
    slot_radios = "".join(
        f'<label><input type=radio name=slot value="{s}"> {s}</label><br>'
        for s in _shuffled("bike-slots", seed, _BIKE_SLOTS)
    )
    body = (
        "<h2>Book a bike service</h2><table><tr><th>Package</th><th>Price</th><th></th></tr>"
        f"{table}</table><p>Basket: <span id=basket>empty</span></p>"
        "<p><label>Number of bikes <input id=bikes type=number min=1 max=6 value=1></label></p>"
        "<p><button onclick=\"$('slots').showModal()\">Choose drop-off slot</button> "
        "Drop-off: <b id=slot>none</b></p>"
        "<dialog id=slots><form method=dialog><p>Drop-off slots</p>"
        f"{slot_radios}"
        "<button value=cancel>Cancel</button> <button value=ok onclick=takeSlot()>Confirm slot</button>"
        "</form></dialog>"
        "<p><button onclick=\"show('quote emailed')\">Email me a quote</button> "
        "<button onclick=book()>Book service</button></p>"
    )
    script = (
        _SWITCH_JS + "var items=[];function add(n){items.push(n);$('basket').textContent=items.join(' + ')}"
        "function takeSlot(){var s=radio('slot');if(s!=='none')$('slot').textContent=s}"
        "function book(){show('booked: '+(items.length?items.join(' + '):'nothing')+'; bikes '"
        "+$('bikes').value.trim()+'; drop-off '+$('slot').textContent)}"
    )
    day, time = slot.split()
    instruction = [
        f"Add the {package} to the basket, set the number of bikes to {bikes}, choose the {slot} drop-off "
        "slot and book the service",
        f'Hiya, please add "{package}", change the number of bikes to {_NUM_WORDS[bikes]}, pick a drop-off '
        f'slot on "{day}" at {_t12(time)} and then book it.',
        f"1. Click Add on the {package} row. 2. Enter {bikes} as the number of bikes. 3. Choose the drop-off "
        f"slot {slot} and confirm it. 4. Click Book service.",
        f"{package.lower()}, {bikes} × bikes, drop off {day[:3].lower()} {_t12(time)}, book",
    ][seed % 4]
    expected = f"booked: {package}; bikes {bikes}; drop-off {slot}"
    return Task(
        name=f"{kind}-{seed}",
        kind=kind,
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# --- nursery session booking --------------------------------------------------------------------

_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
_NURSERY_PLANS = [  # (tick, untick, keep ticked)
    ("Tuesday morning", "Monday afternoon", "Monday morning"),
    ("Thursday afternoon", "Wednesday morning", "Wednesday afternoon"),
    ("Friday morning", "Tuesday afternoon", "Thursday afternoon"),
    ("Wednesday afternoon", "Friday morning", "Friday afternoon"),
]


def _abbr(session: str) -> str:
    day, half = session.split()
    return f"{day[:3].lower()} {'am' if half == 'morning' else 'pm'}"


def nursery_task(seed: int) -> Task:
    kind = "nursery"
    add, remove, keep = _NURSERY_PLANS[int(pick("nursery-plan", seed, ["0", "1", "2", "3"]))]
    lunch_on = pick("nursery-lunch", seed, ["on", "off", "off", "on"]) == "on"
    photos_on = pick("nursery-photos", seed, ["on", "off", "on", "off"]) == "on"
    child = "Elsie Brennan"
    sessions = [f"{d} {h}" for d in _WEEKDAYS for h in ("morning", "afternoon")]
    grid = "".join(
        f"<tr><td>{d}</td>"
        + "".join(
            f'<td><label><input type=checkbox name=session value="{d} {h}"'
            f"{' checked' if f'{d} {h}' in (remove, keep) else ''}> {d} {h}</label></td>"
            for h in ("morning", "afternoon")
        )
        + "</tr>"
        for d in _WEEKDAYS
    )
    body = (
        "<h2>Nursery sessions</h2>"
        f"<p><label>Child's name <input id=child value='{child}'></label></p>"
        f"<table>{grid}</table>"
        f"<p><label><input type=checkbox role=switch id=lunch{' checked' if lunch_on else ''}> Hot lunch</label></p>"
        f"<p><label><input type=checkbox role=switch id=photos{' checked' if photos_on else ''}> "
        "Photos in the newsletter</label></p>"
        "<p><button onclick=\"show('added to waitlist')\">Join waitlist</button> "
        "<button onclick=req()>Request sessions</button></p>"
    )
    script = (
        "function req(){var s=[];document.querySelectorAll('input[name=session]').forEach(function(c){"
        "if(c.checked)s.push(c.value)});show('requested: '+(s.length?s.join(', '):'none')+'; hot lunch '"
        "+($('lunch').checked?'on':'off')+'; photos '+($('photos').checked?'on':'off')+'; '"
        "+$('child').value.trim())}"
    )
    want = "off" if lunch_on else "on"
    instruction = [
        f"Tick {add}, untick {remove} and turn {want} hot lunch, then request the sessions",
        f'Could you add "{add}" for Elsie, take off "{remove}", switch hot lunch {want} and send the request?',
        f"1. Tick {add}. 2. Untick {remove}. 3. Switch Hot lunch {want}. 4. Click Request sessions.",
        f"add {_abbr(add)}, remove {_abbr(remove)}, lunches {want}, request",
    ][seed % 4]
    ticked = [s for s in sessions if s in (add, keep)]
    expected = (
        f"requested: {', '.join(ticked)}; hot lunch {want}; photos {'on' if photos_on else 'off'}; {child}"
    )
    return Task(
        name=f"{kind}-{seed}",
        kind=kind,
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# --- council parking permit ---------------------------------------------------------------------

_PERMITS = ["Resident permit", "Resident visitor permit", "Business permit", "Business visitor permit"]
_ZONES = ["Choose a zone", "Zone B", "Zone B2", "Zone C", "Zone C (north)", "Zone D", "Zone D1"]


def permit_task(seed: int) -> Task:
    kind = "permit"
    permit = pick("permit-type", seed, _PERMITS)
    reg = pick("permit-reg", seed, ["GY21 BNO", "MA70 KTD", "YB68 PLW", "SN23 HFE"])
    zone = pick("permit-zone", seed, ["Zone B", "Zone C", "Zone D", "Zone B2"])
    body = (
        "<h2>Apply for a parking permit</h2>"
        f"{_radios('permit', 'Permit type', _shuffled('permit-radios', seed, [*_PERMITS, 'Carer permit']))}"
        "<p><label>Vehicle registration <input id=reg value='LK19 XRT'></label></p>"
        f"{_select('zone', 'Zone', _ZONES)}"
        "<p><label><input type=checkbox id=badge> I hold a Blue Badge</label><br>"
        "<label><input type=checkbox id=receipt checked> Email me a receipt</label></p>"
        "<p><button onclick=\"show('draft saved')\">Save as draft</button> "
        "<button onclick=apply()>Apply and pay</button></p>"
    )
    script = (
        _SWITCH_JS
        + "function apply(){show('applied: '+radio('permit')+'; '+$('reg').value.trim().toUpperCase()"
        "+'; '+$('zone').value+'; blue badge '+($('badge').checked?'yes':'no')+'; receipt '"
        "+($('receipt').checked?'yes':'no'))}"
    )
    instruction = [
        f"Choose {permit}, change the vehicle registration to {reg}, select {zone} and apply and pay",
        f'Please apply for a "{permit}" for me. My number plate is now "{reg}" (replace the old one) and the '
        f'parking area is "{zone}". Then Apply and pay, ta.',
        f"1. Select the permit type {permit}. 2. Replace the vehicle registration with {reg}. "
        f"3. Choose {zone}. 4. Click Apply and pay.",
        f"{permit.lower()}, plate {reg.lower()}, parking area {zone.lower()}, pay",
    ][seed % 4]
    expected = f"applied: {permit}; {reg}; {zone}; blue badge no; receipt yes"
    return Task(
        name=f"{kind}-{seed}",
        kind=kind,
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# --- flower delivery order ----------------------------------------------------------------------

_BOUQUETS = [
    ("Spring tulips", "28"),
    ("Spring tulips (large)", "40"),
    ("Classic roses", "35"),
    ("Classic roses and lilies", "45"),
    ("Sunflower bunch", "25"),
    ("Sunflower bunch (large)", "36"),
    ("Peony posy", "32"),
    ("Peony posy deluxe", "48"),
]
_FLOWER_SLOTS = [
    "Choose a delivery slot",
    "Friday 7 June, morning",
    "Friday 7 June, afternoon",
    "Saturday 8 June, morning",
    "Saturday 8 June, afternoon",
    "Friday 14 June, morning",
    "Friday 14 June, afternoon",
    "Saturday 15 June, morning",
    "Saturday 15 June, afternoon",
]


def flowers_task(seed: int) -> Task:
    kind = "flowers"
    bouquet = pick(
        "flowers-bouquet", seed, ["Spring tulips", "Classic roses", "Sunflower bunch", "Peony posy"]
    )
    message = pick(
        "flowers-message",
        seed,
        [
            "Happy birthday, Gran!",
            "Congratulations on the new job",
            "Thinking of you, love Sam",
            "Welcome home, little one",
        ],
    )
    slot = pick(
        "flowers-slot",
        seed,
        [
            "Saturday 8 June, afternoon",
            "Friday 7 June, morning",
            "Saturday 15 June, morning",
            "Friday 14 June, afternoon",
        ],
    )
    vase = pick("flowers-vase", seed, ["on", "off", "on", "off"]) == "on"
    rows = list(_BOUQUETS)
    random.Random(f"flowers-rows-{seed}").shuffle(rows)
    table = "".join(
        f"<tr><td>{name}</td><td>£{price}</td><td><button onclick=\"choose('{name}')\">Choose</button></td></tr>"
        for name, price in rows
    )
    body = (
        "<h2>Send flowers</h2><table><tr><th>Bouquet</th><th>Price</th><th></th></tr>"
        f"{table}</table><p>Your bouquet: <b id=bouquet>none</b></p>"
        "<p><label>Card message <textarea id=card>Write your message here</textarea></label></p>"
        f"{_select('slot', 'Delivery slot', _FLOWER_SLOTS)}"
        f"{_switch('vase', 'Add a glass vase', vase)}"
        "<p><button onclick=\"show('added to wishlist')\">Add to wishlist</button> "
        "<button onclick=order()>Place order</button></p>"
    )
    script = (
        _SWITCH_JS + "function choose(n){$('bouquet').textContent=n}"
        "function order(){show('ordered: '+$('bouquet').textContent+'; card '+$('card').value.trim()"
        "+'; delivery '+$('slot').value+'; vase '+(sw('sw-vase')==='on'?'yes':'no'))}"
    )
    date, half = slot.split(", ")
    weekday, num, month = date.split()
    instruction = [
        f'Choose the {bouquet} bouquet, replace the card message with "{message}" and pick {date} {half} for '
        "delivery, then place the order",
        f'Hello! I would like the "{bouquet}" please, with the card saying "{message}" (get rid of the '
        f'placeholder text), delivered "{slot}". Then place the order.',
        f'1. Click Choose on {bouquet}. 2. Replace the card message with "{message}". 3. Select the delivery '
        f"slot {slot}. 4. Click Place order.",
        f"{bouquet.lower()}, card: {message}, deliver {weekday[:3].lower()} {num} {month.lower()} {half}, order",
    ][seed % 4]
    expected = f"ordered: {bouquet}; card {message}; delivery {slot}; vase {'yes' if vase else 'no'}"
    return Task(
        name=f"{kind}-{seed}",
        kind=kind,
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# --- coworking desk booking ---------------------------------------------------------------------

_DESKS = {
    "Desk 12": "Quiet zone",
    "Desk 12A": "Quiet zone",
    "Desk 21": "Window",
    "Desk 7": "Window",
    "Desk 7B": "Kitchen side",
    "Desk 30": "Phone booths",
    "Desk 3": "Phone booths",
}
_DESK_TWINS = {"Desk 12": "Desk 12A", "Desk 7": "Desk 7B", "Desk 21": "Desk 12", "Desk 30": "Desk 3"}
_DESK_DAYS = ["Tuesday 11 June", "Wednesday 12 June", "Thursday 13 June"]


def desk_task(seed: int) -> Task:
    kind = "desk"
    desk = pick("desk-desk", seed, ["Desk 12", "Desk 7", "Desk 21", "Desk 30"])
    day = pick("desk-day", seed, _DESK_DAYS)
    guests = int(pick("desk-guests", seed, ["1", "2", "3", "4"]))
    monitor_on = pick("desk-monitor", seed, ["off", "on", "on", "off"]) == "on"
    locker_on = pick("desk-locker", seed, ["on", "on", "off", "off"]) == "on"
    twin = _DESK_TWINS[desk]
    other_day = _DESK_DAYS[(_DESK_DAYS.index(day) + 1) % 3]
    spare = [d for d in _DESKS if d not in (desk, twin)]
    rows = [
        [desk, day],
        [twin, day],
        [desk, other_day],
        [spare[0], day],
        [spare[1], other_day],
        [twin, other_day],
    ]
    random.Random(f"desk-rows-{seed}").shuffle(rows)
    rows = [[d, _DESKS[d], when] for d, when in rows]
    table = "".join(
        f"<tr><td>{d}</td><td>{area}</td><td>{when}</td><td><button onclick=ask({i})>Book</button></td></tr>"
        for i, (d, area, when) in enumerate(rows)
    )
    body = (
        "<h2>Book a desk</h2><table><tr><th>Desk</th><th>Area</th><th>Day</th><th></th></tr>"
        f"{table}</table><p>Your desk: <b id=desk>none</b></p>"
        "<dialog id=confirm><p id=question></p>"
        "<button onclick=\"$('confirm').close()\">Cancel</button> <button onclick=yes()>Confirm</button></dialog>"
        "<p>Guest passes <button onclick=guest(-1) aria-label='Fewer guest passes'>-</button> "
        "<span id=guests>0</span> <button onclick=guest(1) aria-label='More guest passes'>+</button></p>"
        f"<p><label><input type=checkbox role=switch id=monitor{' checked' if monitor_on else ''}> "
        "Second monitor</label></p>"
        f"<p><label><input type=checkbox role=switch id=locker{' checked' if locker_on else ''}> Locker</label></p>"
        "<p><button onclick=\"show('desk held')\">Hold desk for 15 minutes</button> "
        "<button onclick=finish()>Finish booking</button></p>"
    )
    script = (
        f"var rows={json.dumps(rows)},pending=-1,booked=-1;"
        "function ask(i){pending=i;$('question').textContent='Book '+rows[i][0]+' on '+rows[i][2]+'?';"
        "$('confirm').showModal()}"
        "function yes(){booked=pending;$('desk').textContent=rows[booked][0]+' ('+rows[booked][1]+'), '"
        "+rows[booked][2];$('confirm').close()}"
        "function guest(d){var n=+$('guests').textContent+d;if(n>=0&&n<=5)$('guests').textContent=n}"
        "function finish(){show('booked: '+$('desk').textContent+'; guests '+$('guests').textContent"
        "+'; monitor '+($('monitor').checked?'on':'off')+'; locker '+($('locker').checked?'on':'off'))}"
    )
    want = "off" if monitor_on else "on"
    passes = "guest pass" if guests == 1 else "guest passes"
    weekday, num, _month = day.split()
    instruction = [
        f"Book {desk} for {day}, add {guests} {passes} and turn {want} the second monitor, then finish the booking",
        f'Could you book "{desk}" on "{day}" for me, with {_NUM_WORDS[guests]} {passes}, and switch the second '
        f"monitor {want}? Then finish the booking please.",
        f"1. Book {desk} on {day} and confirm it. 2. Set guest passes to {guests}. 3. Turn the second monitor "
        f"{want}. 4. Click Finish booking.",
        f"{desk.lower()} {weekday[:3].lower()} {num}, guests x{guests}, monitor {want}, finish",
    ][seed % 4]
    expected = (
        f"booked: {desk} ({_DESKS[desk]}), {day}; guests {guests}; monitor {want}; "
        f"locker {'on' if locker_on else 'off'}"
    )
    return Task(
        name=f"{kind}-{seed}",
        kind=kind,
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


# --- pharmacy prescription collection -----------------------------------------------------------

_MEDICINES = [
    "Amoxicillin 250mg capsules",
    "Amoxicillin 500mg capsules",
    "Salbutamol inhaler",
    "Salbutamol inhaler with spacer",
    "Sertraline 50mg tablets",
    "Sertraline 100mg tablets",
    "Omeprazole 20mg capsules",
    "Omeprazole 40mg capsules",
]
_PHARMACY_SLOTS = [
    "Choose a time",
    "Today 09:00",
    "Today 15:30",
    "Today 17:30",
    "Tomorrow 09:00",
    "Tomorrow 15:30",
    "Tomorrow 17:30",
    "Tomorrow 19:00",
]
_COLLECT = ["Pharmacy counter", "Pharmacy locker", "Pharmacy locker (24 hour)", "Drive-through window"]
_COLLECT_RADIOS = [*_COLLECT, "Pharmacy counter (priority queue)"]


def pharmacy_task(seed: int) -> Task:
    kind = "pharmacy"
    medicine = pick(
        "pharmacy-medicine",
        seed,
        [
            "Amoxicillin 500mg capsules",
            "Salbutamol inhaler",
            "Sertraline 50mg tablets",
            "Omeprazole 20mg capsules",
        ],
    )
    slot = pick("pharmacy-slot", seed, ["Today 17:30", "Tomorrow 09:00", "Tomorrow 15:30", "Today 15:30"])
    collect = pick("pharmacy-collect", seed, _COLLECT)
    exempt = pick("pharmacy-exempt", seed, ["yes", "no", "yes", "no"]) == "yes"
    meds = "".join(
        f'<label><input type=checkbox name=med value="{m}"> {m}</label><br>'
        for m in _shuffled("pharmacy-meds", seed, _MEDICINES)
    )
    body = (
        "<h2>Order a repeat prescription</h2>"
        f"<fieldset><legend>Medicines</legend>{meds}</fieldset>"
        f"{_select('slot', 'Collection time', _PHARMACY_SLOTS)}"
        f"{_radios('collect', 'Collect from', _shuffled('pharmacy-collect', seed, _COLLECT_RADIOS))}"
        f"<p><label><input type=checkbox id=exempt{' checked' if exempt else ''}> "
        "I do not pay for prescriptions</label></p>"
        "<p><button onclick=\"show('request cancelled')\">Cancel request</button> "
        "<button onclick=send()>Send request</button></p>"
    )
    script = (
        _SWITCH_JS
        + "function send(){var m=[];document.querySelectorAll('input[name=med]').forEach(function(c){"
        "if(c.checked)m.push(c.value)});show('requested: '+(m.length?m.join(', '):'nothing')+'; '"
        "+$('slot').value+'; '+radio('collect')+'; exempt '+($('exempt').checked?'yes':'no'))}"
    )
    when, time = slot.split()
    instruction = [
        f"Tick {medicine}, choose {slot} as the collection time and select {collect} as where to collect from, "
        "then send the request",
        f'Hi, I need my "{medicine}" again. Could you set collection for {when.lower()} at {_t12(time)}, '
        f'pick "{collect}" and send the request?',
        f"1. Tick {medicine}. 2. Choose the collection time {slot}. 3. Select {collect} under Collect from. "
        "4. Click Send request.",
        f"{medicine.lower()}, pick up {when.lower()} {_t12(time)}, {collect.lower()}, send",
    ][seed % 4]
    expected = f"requested: {medicine}; {slot}; {collect}; exempt {'yes' if exempt else 'no'}"
    return Task(
        name=f"{kind}-{seed}",
        kind=kind,
        seed=seed,
        compound=True,
        html=page_html(body, script),
        instruction=instruction,
        expected=expected,
    )


_KINDS = [
    dentist_task,
    cinema_task,
    parcel_task,
    bikeservice_task,
    nursery_task,
    permit_task,
    flowers_task,
    desk_task,
    pharmacy_task,
]


def fresh13_tasks() -> list[Task]:
    return [make(seed) for make in _KINDS for seed in FRESH13_SEEDS]
