"""Twelfth blind set of compound-act tasks: everyday forms where one instruction asks for three or four
actions (the last one a click on the page's final button).

Written without looking at the plugin. Every page has one final button whose handler reads the whole
relevant page state (the controls the task changes and the ones it must leave alone) and writes one line
to ``#result``; ``expected`` is that line after every step has been done right. Each page also has a
distractor button (beside the final one; on hoteladdon the promo code's own "Apply") that writes another
line to ``#result``.
Targets (rows, options, counts, dates, free text) are chosen per seed with ``pick``; table rows are
shuffled per seed. Seeds 0..3 per kind (``FRESH12_SEEDS``): even seeds are the development half, odd
seeds the held-out half.

Page kinds:

- ``vetvisit``: a vet appointment form. A pet select among look-alike names (Milo / Milo Jr / Mila,
  Luna / Lunar, Pepper / Peppa), reason radios sharing words (Vaccination / Vaccination booster,
  Check-up / Post-surgery check-up, Dental check / Dental cleaning), a slot table (day, time, vet) with
  a "Book" button on every row and the same times on different days, a prefilled notes textarea that
  must stay as it is, "Save for later" beside "Request appointment". Steps: pet, reason, book a slot
  named by day and time, request.
- ``gymclass``: a gym class signup. A timetable of class rows (class, day, time) with a "Join" button
  per row; the same class runs at two times (Spin on Monday 07:00 and 18:30, and again on Thursday),
  look-alike classes (Yoga / Yoga flow); a towel-hire switch (``role=switch`` button) that starts on or
  off depending on the seed and must be flipped; a guest-pass stepper (- / +). "Add to calendar" beside
  "Confirm signup". Steps: join one row, flip towel hire, set guest passes, confirm.
- ``takeaway``: a takeaway order. Menu rows with - / + quantity steppers (one per dish), look-alike
  dishes ("Chicken curry" / "Chicken curry (mild)", "Garlic naan" / "Plain naan", "Pilau rice" /
  "Boiled rice"), one dish already in the basket that must stay, a Delivery / Collection radio that
  starts on the other choice, a tip select. "Save basket" beside "Place order". Steps: a quantity of one
  dish, delivery or collection, tip, place order.
- ``hoteladdon``: hotel booking extras. A prefilled wrong lead guest name to replace, a breakfast
  checkbox per night (one night prefilled), a late-checkout switch (``input type=checkbox role=switch``),
  a parking select (Garage space / Garage space with EV charger), a promo code field with its own
  "Apply" button that is left alone (clicking it empty writes an error line). Steps: replace the name,
  tick or untick one night's breakfast, either switch late checkout on or choose parking, confirm.
- ``libraryhold``: a library hold request. A search-results table of books with similar titles and
  formats (The Glass Orchard in hardback, ebook and audiobook; The Glass Orchards; Glass Orchard
  Stories; A Winter Ledger / The Winter Ledger), a "Place hold" button per row; a pickup branch select
  with look-alike names (Central Library / Central Library (Children's), Northgate / North Gate Hub,
  Riverside / Riverside East); notify-by radios (Email, Text message, Phone call, Email and text
  message; Email preselected). "Add to reading list" beside "Request hold". Steps: hold one row named by
  title and format, branch, notify, request.
- ``movingquote``: a removal-company quote form. Property size select, a prefilled wrong move date
  (``type=date``) to replace, a floors-without-a-lift stepper, a packing-service switch, prefilled
  from / to addresses that must stay, and an "Add another address" button that reveals an additional
  pickup address field which must then be filled. "Request a callback" beside "Request quote". Steps:
  new date, one of size / floors / packing (by seed), add another address with its text, request.
- ``timesheet``: a weekly timesheet. One row per weekday (Monday..Friday) with an hours input and a
  project select, all prefilled; Monday and Wednesday are both on Apollo, and the projects include
  look-alikes (Apollo / Apollo Support, Harbour / Harbour Refit); an overtime checkbox that starts
  ticked or not by seed and must be flipped. "Save draft" beside "Submit timesheet". Steps: hours on
  one day, project on another day, tick / untick overtime, submit.
- ``concert``: a concert ticket order. Seat-section radios "Stalls" / "Stalls (restricted view)" /
  "Circle" / "Upper circle"; a ticket quantity stepper starting at 1; a "Change date" button opening a
  native ``<dialog>`` with a date select, its own "Use this date" button and "Cancel"; a merch add-on
  switch that must stay off. "Save to wishlist" beside "Buy tickets". Steps: change the date through the
  dialog, section, quantity, buy.
- ``kennel``: a dog kennel booking. Check-in / check-out date inputs (prefilled), a dog select with
  look-alike names (Bella / Bella (puppy), Max / Maxine, Rolo / Rollo), a walks-per-day stepper, a
  "Needs medication" checkbox that reveals a dosage field which must then be filled. "Get quote" (writes a
  price line) beside "Confirm stay". Steps: dog, one of check-in / check-out / walks (by seed),
  medication with its dosage, confirm.

Wording varies with the seed (``seed % 4``): 0 a plain sentence with commas and "and"; 1 a chatty
request with quoted values; 2 numbered steps on one line; 3 a terse lowercase line with loosely named
fields ("mild chicken curry x3, collection, tip 10%, place order"; free text such as names, addresses
and dosages keeps its case). Counts appear as digits, words ("two"), "x2" or "2 ×"; rows are named by
their content (day, time, class, title and format); removals read "untick", "take off", "drop",
"switch off"; times are sometimes 12-hour ("2:30pm") where the page shows 24-hour; fields are sometimes
named by a synonym of their label ("name on the booking" for "Lead guest name", "moving date" for "Move
date", "meds" for "Needs medication", "tickets" for "Quantity").

Verified with Playwright on headless Chromium (throwaway script outside the repo): for every task,
doing every step by hand gives ``expected``; clicking only the final button does not; seven or more
sloppy runs per task (the look-alike row / option / date / count for each step that has one, each step
left out in turn, the distractor button in place of the final one, and per-kind slips such as leaving the
revealed field empty, joining the look-alike row as well, editing a field to leave alone or cancelling the
date dialog) do not; no page raises a script error (302 sloppy runs in all, none reaching ``expected``).
"""

from __future__ import annotations

import datetime
import html
import json
import random

from bench_compound import Task, page_html, pick

FRESH12_SEEDS = range(4)

_JS = (
    "function stepper(id,lo,hi){var o=$(id);"
    "$(id+'-dec').onclick=function(){var v=+o.textContent;if(v>lo)o.textContent=String(v-1)};"
    "$(id+'-inc').onclick=function(){var v=+o.textContent;if(v<hi)o.textContent=String(v+1)}}"
    "function sw(id){var b=$(id);b.onclick=function(){var on=b.getAttribute('aria-checked')!=='true';"
    "b.setAttribute('aria-checked',String(on));$(id+'-state').textContent=on?'On':'Off'}}"
    "function isOn(id){return $(id).getAttribute('aria-checked')==='true'}"
    "function radio(n){var r=document.querySelector('input[name=\"'+n+'\"]:checked');return r?r.value:''}"
    "function each(sel,f){Array.prototype.forEach.call(document.querySelectorAll(sel),f)}"
)

_WORDS = {"0": "zero", "1": "one", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six"}


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def _js(value: object) -> str:
    return json.dumps(value).replace("</", "<\\/")


def _order(kind: str, seed: int, n: int) -> list[int]:
    return random.Random(f"{kind}-{seed}-rows").sample(range(n), n)


def _h12(hhmm: str) -> str:
    h, m = (int(x) for x in hhmm.split(":"))
    suffix = "am" if h < 12 else "pm"
    hour = h % 12 or 12
    return f"{hour}{suffix}" if m == 0 else f"{hour}:{m:02d}{suffix}"


def _long_date(iso: str) -> str:
    d = datetime.date.fromisoformat(iso)
    return f"{d.day} {d:%B %Y}"


def _short_date(iso: str) -> str:
    d = datetime.date.fromisoformat(iso)
    return f"{d.day} {d:%b %Y}".lower()


def _stepper(sid: str, label: str, value: int, dec: str, inc: str) -> str:
    return (
        f"<span id={sid}-label>{_e(label)}</span> "
        f'<button type=button id={sid}-dec aria-label="{_e(dec)}">−</button> '
        f"<output id={sid} aria-labelledby={sid}-label>{value}</output> "
        f'<button type=button id={sid}-inc aria-label="{_e(inc)}">+</button>'
    )


def _switch(sid: str, label: str, on: bool) -> str:
    state = "true" if on else "false"
    return (
        f"<button type=button role=switch id={sid} aria-checked={state}>{_e(label)}</button> "
        f"<span id={sid}-state>{'On' if on else 'Off'}</span>"
    )


def _options(values: list[str], selected: str = "", placeholder: str = "") -> str:
    out = f'<option value="">{_e(placeholder)}</option>' if placeholder else ""
    for v in values:
        sel = " selected" if v == selected else ""
        out += f'<option value="{_e(v)}"{sel}>{_e(v)}</option>'
    return out


def _radios(name: str, values: list[str], checked: str = "") -> str:
    out = ""
    for i, v in enumerate(values):
        mark = " checked" if v == checked else ""
        radio = f'<input type=radio id={name}-{i} name={name} value="{_e(v)}"{mark}>'
        out += f"<label for={name}-{i}>{radio} {_e(v)}</label> "
    return out


def _task(kind: str, seed: int, body: str, script: str, instruction: str, expected: str) -> Task:
    return Task(
        name=f"{kind}-{seed}",
        kind=kind,
        seed=seed,
        compound=True,
        html=page_html(body, _JS + script),
        instruction=instruction,
        expected=expected,
    )


# --- vetvisit ---------------------------------------------------------------------------------------

_VET_PETS = ["Milo", "Milo Jr", "Mila", "Luna", "Lunar", "Pepper", "Peppa"]
_VET_PET_LOOK = {
    "Milo Jr": "Milo",
    "Mila": "Milo",
    "Lunar": "Luna",
    "Peppa": "Pepper",
    "Luna": "Lunar",
    "Pepper": "Peppa",
}
_VET_REASONS = [
    "Vaccination",
    "Vaccination booster",
    "Check-up",
    "Post-surgery check-up",
    "Dental check",
    "Dental cleaning",
]
_VET_REASON_LOOK = {
    "Vaccination": "Vaccination booster",
    "Vaccination booster": "Vaccination",
    "Check-up": "Post-surgery check-up",
    "Post-surgery check-up": "Check-up",
    "Dental check": "Dental cleaning",
    "Dental cleaning": "Dental check",
}
_VET_REASON_TERSE = {
    "Vaccination": "vaccination",
    "Vaccination booster": "booster",
    "Check-up": "check-up",
    "Post-surgery check-up": "post-surgery check",
    "Dental check": "dental check",
    "Dental cleaning": "dental clean",
}
_VET_SLOTS = [
    ("Tuesday", "09:00", "Dr Patel"),
    ("Tuesday", "14:30", "Dr Okafor"),
    ("Wednesday", "09:00", "Dr Okafor"),
    ("Wednesday", "14:30", "Dr Patel"),
    ("Thursday", "11:15", "Dr Patel"),
    ("Thursday", "14:30", "Dr Okafor"),
]
_VET_SLOT_LOOK = {0: 2, 1: 3, 2: 0, 3: 1, 4: 5, 5: 3}
_VET_NOTES = "Gets anxious in the waiting room."


def _vetvisit_choices(seed: int) -> dict[str, str]:
    pet = pick("vetvisit-pet", seed, list(_VET_PET_LOOK))
    reason = pick("vetvisit-reason", seed, _VET_REASONS)
    slot = pick("vetvisit-slot", seed, [str(i) for i in range(len(_VET_SLOTS))])
    return {
        "pet": pet,
        "pet_look": _VET_PET_LOOK[pet],
        "reason": reason,
        "reason_look": _VET_REASON_LOOK[reason],
        "slot": slot,
        "slot_look": str(_VET_SLOT_LOOK[int(slot)]),
    }


def _vetvisit(seed: int) -> Task:
    c = _vetvisit_choices(seed)
    rows = ""
    for i in _order("vetvisit", seed, len(_VET_SLOTS)):
        day, time, vet = _VET_SLOTS[i]
        rows += (
            f"<tr id=slot-{i}><td>{day}</td><td>{time}</td><td>{vet}</td>"
            f"<td><button type=button class=book data-i={i}>Book</button></td></tr>"
        )
    body = (
        "<h2>Book a vet appointment</h2><form onsubmit='return false'>"
        f"<p><label for=pet>Pet</label> <select id=pet>{_options(_VET_PETS, placeholder='Choose a pet')}</select></p>"
        f"<fieldset><legend>Reason for visit</legend>{_radios('reason', _VET_REASONS)}</fieldset>"
        "<table><caption>Available slots</caption><tr><th>Day</th><th>Time</th><th>Vet</th><th></th></tr>"
        f"{rows}</table><p>Selected slot: <span id=chosen>none</span></p>"
        f"<p><label for=notes>Notes for the vet</label><br><textarea id=notes>{_e(_VET_NOTES)}</textarea></p>"
        "<p><button type=button id=later>Save for later</button> "
        "<button type=button id=go>Request appointment</button></p></form>"
    )
    script = (
        f"var S={_js([' '.join(s) for s in _VET_SLOTS])},slot=-1;"
        "each('.book',function(b){b.onclick=function(){slot=+b.dataset.i;$('chosen').textContent=S[slot]}});"
        "$('later').onclick=function(){show('Saved for later')};"
        "$('go').onclick=function(){show('Requested: '+($('pet').value||'no pet')+' | '+(radio('reason')||'no reason')"
        "+' | '+(slot<0?'no slot':S[slot])+' | notes '"
        "+($('notes').value===$('notes').defaultValue?'unchanged':'edited'))};"
    )
    day, time, vet = _VET_SLOTS[int(c["slot"])]
    pet, reason = c["pet"], c["reason"]
    variant = seed % 4
    if variant == 0:
        instruction = (
            f"Select {pet} as the pet, choose {reason} as the reason for the visit, book the {day} {time} slot, "
            "and click Request appointment."
        )
    elif variant == 1:
        instruction = (
            f'Hi! Could you pick "{pet}" in the pet list, choose "{reason}" as the reason, book the slot on '
            f"{day} at {_h12(time)} and then send it with Request appointment? Thanks a lot."
        )
    elif variant == 2:
        instruction = (
            f'1. Choose the pet "{pet}". 2. Select the reason {reason}. 3. Book the {day} {time} slot. '
            "4. Click Request appointment."
        )
    else:
        slot = f"{day[:3].lower()} {_h12(time)} slot"
        instruction = f"pet {pet.lower()}, {_VET_REASON_TERSE[reason]}, {slot}, request appointment"
    expected = f"Requested: {pet} | {reason} | {day} {time} {vet} | notes unchanged"
    return _task("vetvisit", seed, body, script, instruction, expected)


# --- gymclass ---------------------------------------------------------------------------------------

_GYM_CLASSES = [
    ("Spin", "Monday", "07:00"),
    ("Spin", "Monday", "18:30"),
    ("Yoga", "Tuesday", "12:15"),
    ("Pilates", "Tuesday", "18:30"),
    ("Yoga flow", "Wednesday", "18:30"),
    ("Spin", "Thursday", "18:30"),
    ("Pilates", "Thursday", "12:15"),
    ("HIIT", "Friday", "07:00"),
]
_GYM_LOOK = {0: 1, 1: 5, 2: 4, 3: 6, 4: 2, 5: 1, 6: 3}


def _gymclass_choices(seed: int) -> dict[str, str]:
    row = pick("gymclass-row", seed, [str(i) for i in _GYM_LOOK])
    return {
        "row": row,
        "row_look": str(_GYM_LOOK[int(row)]),
        "towel_start": "on" if seed in (1, 2) else "off",
        "towel": "off" if seed in (1, 2) else "on",
        "guests": pick("gymclass-guests", seed, ["2", "3", "1", "4"]),
    }


def _gymclass(seed: int) -> Task:
    c = _gymclass_choices(seed)
    rows = ""
    for i in _order("gymclass", seed, len(_GYM_CLASSES)):
        name, day, time = _GYM_CLASSES[i]
        rows += (
            f"<tr id=class-{i}><td>{name}</td><td>{day}</td><td>{time}</td><td id=st-{i}>{4 + i % 5} spaces</td>"
            f"<td><button type=button class=join data-i={i}>Join</button></td></tr>"
        )
    body = (
        "<h2>Class signup</h2><table><caption>This week's classes</caption>"
        "<tr><th>Class</th><th>Day</th><th>Time</th><th>Status</th><th></th></tr>"
        f"{rows}</table>"
        f"<p>{_switch('towel', 'Towel hire', c['towel_start'] == 'on')}</p>"
        f"<p>{_stepper('guests', 'Guest passes', 0, 'Fewer guest passes', 'More guest passes')}</p>"
        "<p><button type=button id=cal>Add to calendar</button> <button type=button id=go>Confirm signup</button></p>"
    )
    script = (
        f"var C={_js([' '.join(x) for x in _GYM_CLASSES])},J=[];sw('towel');stepper('guests',0,4);"
        "each('.join',function(b){b.onclick=function(){var i=+b.dataset.i;if(J.indexOf(i)<0)J.push(i);"
        "$('st-'+i).textContent='Joined'}});"
        "$('cal').onclick=function(){show('Added to calendar')};"
        "$('go').onclick=function(){var j=J.slice().sort(function(a,b){return a-b}).map(function(i){return C[i]});"
        "show('Signed up: '+(j.length?j.join(', '):'no class')+' | towel hire '+(isOn('towel')?'on':'off')"
        "+' | guest passes '+$('guests').textContent)};"
    )
    name, day, time = _GYM_CLASSES[int(c["row"])]
    n, on = c["guests"], c["towel"] == "on"
    passes = "guest pass" if n == "1" else "guest passes"
    variant = seed % 4
    if variant == 0:
        towel = "switch on towel hire" if on else "switch off towel hire"
        instruction = (
            f"Join the {name} class on {day} at {time}, {towel}, add {n} {passes}, and click Confirm signup."
        )
    elif variant == 1:
        towel = "turn towel hire on" if on else "take towel hire off"
        instruction = (
            f'Hey, could you join "{name}" on {day} at {_h12(time)}, {towel}, set the guest passes to '
            f'"{_WORDS[n]}" and then confirm my signup? Ta!'
        )
    elif variant == 2:
        towel = "Switch towel hire on." if on else "Switch towel hire off."
        instruction = (
            f"1. Join {name} on {day} at {time}. 2. {towel} 3. Add {n} × guest pass. 4. Click Confirm signup."
        )
    else:
        towel = "towel on" if on else "no towel"
        instruction = f"{name.lower()} {day[:3].lower()} {_h12(time)}, {towel}, guests x{n}, confirm"
    expected = f"Signed up: {name} {day} {time} | towel hire {c['towel']} | guest passes {n}"
    return _task("gymclass", seed, body, script, instruction, expected)


# --- takeaway ---------------------------------------------------------------------------------------

_TAKE_MENU = [
    ("Chicken curry", "9.50"),
    ("Chicken curry (mild)", "9.50"),
    ("Lamb curry", "11.00"),
    ("Vegetable curry", "8.00"),
    ("Chicken tikka", "10.00"),
    ("Pilau rice", "3.00"),
    ("Boiled rice", "2.50"),
    ("Garlic naan", "3.00"),
    ("Plain naan", "2.50"),
]
_TAKE_NAMES = [n for n, _ in _TAKE_MENU]
_TAKE_LOOK = {
    "Chicken curry (mild)": "Chicken curry",
    "Chicken curry": "Chicken curry (mild)",
    "Garlic naan": "Plain naan",
    "Plain naan": "Garlic naan",
    "Boiled rice": "Pilau rice",
}
_TAKE_TERSE = {
    "Chicken curry (mild)": "mild chicken curry",
    "Chicken curry": "chicken curry",
    "Garlic naan": "garlic naan",
    "Plain naan": "plain naan",
    "Boiled rice": "boiled rice",
}
_TAKE_PREFILLED = "Pilau rice"
_TAKE_TIPS = ["No tip", "5%", "10%", "15%", "20%"]


def _takeaway_choices(seed: int) -> dict[str, str]:
    dish = pick("takeaway-dish", seed, list(_TAKE_LOOK))
    mode = "Collection" if seed in (0, 3) else "Delivery"
    tip = pick("takeaway-tip", seed, _TAKE_TIPS[1:])
    return {
        "dish": dish,
        "dish_look": _TAKE_LOOK[dish],
        "qty": pick("takeaway-qty", seed, ["2", "3", "4", "2"]),
        "mode": mode,
        "mode_start": "Delivery" if mode == "Collection" else "Collection",
        "tip": tip,
        "tip_look": _TAKE_TIPS[_TAKE_TIPS.index(tip) + 1] if tip != "20%" else "15%",
    }


def _takeaway(seed: int) -> Task:
    c = _takeaway_choices(seed)
    rows = ""
    for i in _order("takeaway", seed, len(_TAKE_MENU)):
        name, price = _TAKE_MENU[i]
        start = 1 if name == _TAKE_PREFILLED else 0
        step = _stepper(f"qty-{i}", f"{name} quantity", start, f"Remove one {name}", f"Add one {name}")
        rows += f"<tr id=dish-{i}><td>{_e(name)}</td><td>£{price}</td><td>{step}</td></tr>"
    tips = '<option value="none">No tip</option>' + "".join(f"<option>{t}</option>" for t in _TAKE_TIPS[1:])
    body = (
        "<h2>Your takeaway order</h2><table><caption>Menu</caption>"
        "<tr><th>Dish</th><th>Price</th><th>Quantity</th></tr>"
        f"{rows}</table>"
        f"<fieldset><legend>How do you want it?</legend>{_radios('mode', ['Delivery', 'Collection'], c['mode_start'])}"
        "</fieldset>"
        f"<p><label for=tip>Tip for the driver and kitchen</label> <select id=tip>{tips}</select></p>"
        "<p><button type=button id=save>Save basket</button> <button type=button id=go>Place order</button></p>"
    )
    script = (
        f"var M={_js(_TAKE_NAMES)};M.forEach(function(n,i){{stepper('qty-'+i,0,9)}});"
        "$('save').onclick=function(){show('Basket saved')};"
        "$('go').onclick=function(){var it=[];M.forEach(function(n,i){var q=+$('qty-'+i).textContent;"
        "if(q>0)it.push(n+' x'+q)});show('Order: '+(it.length?it.join(', '):'empty basket')+' | '"
        "+radio('mode').toLowerCase()+' | tip '+$('tip').value)};"
    )
    dish, n, mode, tip = c["dish"], c["qty"], c["mode"], c["tip"]
    variant = seed % 4
    if variant == 0:
        instruction = (
            f"Add {n} {dish} to the basket, choose {mode}, set the tip to {tip}, and click Place order."
        )
    elif variant == 1:
        instruction = (
            f'Could you put "{_WORDS[n]}" portions of "{dish}" in the basket, switch the order to "{mode}", '
            f'pick a "{tip}" tip and then place the order? Cheers!'
        )
    elif variant == 2:
        instruction = f"1. Add {n} × {dish}. 2. Select {mode}. 3. Choose a {tip} tip. 4. Click Place order."
    else:
        instruction = f"{_TAKE_TERSE[dish]} x{n}, {mode.lower()}, tip {tip}, place order"
    items = [f"{name} x{n if name == dish else 1}" for name in _TAKE_NAMES if name in (dish, _TAKE_PREFILLED)]
    expected = f"Order: {', '.join(items)} | {mode.lower()} | tip {tip}"
    return _task("takeaway", seed, body, script, instruction, expected)


# --- hoteladdon -------------------------------------------------------------------------------------

_HOTEL_NIGHTS = ["Fri 12 Jul", "Sat 13 Jul", "Sun 14 Jul"]
_HOTEL_NAMES = [
    ("Jon Smith", "Joan Smythe"),
    ("Ana Perez", "Anna Peres"),
    ("Mark Olsen", "Marek Olsson"),
    ("Kate Brown", "Cate Browne"),
]
_HOTEL_PARKING = ["None", "Street permit", "Garage space", "Garage space with EV charger"]
_HOTEL_PARK_LOOK = {
    "Street permit": "Garage space",
    "Garage space": "Garage space with EV charger",
    "Garage space with EV charger": "Garage space",
}


def _hoteladdon_choices(seed: int) -> dict[str, str]:
    wrong, right = _HOTEL_NAMES[int(pick("hoteladdon-name", seed, ["0", "1", "2", "3"]))]
    start = _HOTEL_NIGHTS[(0, 1, 2, 2)[seed % 4]]  # the night with breakfast already ticked
    tick = seed in (0, 3)
    nxt = _HOTEL_NIGHTS[(_HOTEL_NIGHTS.index(start) + 1) % 3]
    parking = pick("hoteladdon-parking", seed, [*_HOTEL_PARK_LOOK, "Garage space"])
    return {
        "wrong": wrong,
        "name": right,
        "bf_start": start,
        "bf_op": "tick" if tick else "untick",
        "bf_night": nxt if tick else start,
        "bf_look": _HOTEL_NIGHTS[(_HOTEL_NIGHTS.index(start) + 2) % 3] if tick else nxt,
        "extra": "late" if seed in (1, 2) else "parking",
        "parking": parking,
        "parking_look": _HOTEL_PARK_LOOK[parking],
    }


def _hoteladdon(seed: int) -> Task:
    c = _hoteladdon_choices(seed)
    boxes = ""
    for i, night in enumerate(_HOTEL_NIGHTS):
        mark = " checked" if night == c["bf_start"] else ""
        boxes += f"<label for=bf-{i}><input type=checkbox id=bf-{i}{mark}> Breakfast on {night}</label><br>"
    body = (
        "<h2>Extras for your stay</h2><p>Booking HX-4821, 3 nights from Fri 12 Jul</p>"
        f'<p><label for=guest>Lead guest name</label> <input id=guest value="{_e(c["wrong"])}"></p>'
        f"<fieldset><legend>Breakfast</legend>{boxes}</fieldset>"
        "<p><label for=late><input type=checkbox role=switch id=late> Late checkout (until 2pm)</label></p>"
        f"<p><label for=parking>Parking</label> <select id=parking>{_options(_HOTEL_PARKING, 'None')}</select></p>"
        "<p><label for=promo>Promo code</label> <input id=promo> <button type=button id=apply>Apply</button> "
        "<span id=promo-msg></span></p>"
        "<p><button type=button id=go>Confirm extras</button></p>"
    )
    script = (
        f"var N={_js(_HOTEL_NIGHTS)},promo='';"
        "$('apply').onclick=function(){var v=$('promo').value.trim();if(!v){show('Enter a promo code first');return}"
        "promo=v.toUpperCase();$('promo-msg').textContent='Code '+promo+' applied';show('Code '+promo+' applied')};"
        "$('go').onclick=function(){var b=[];N.forEach(function(n,i){if($('bf-'+i).checked)b.push(n)});"
        "show('Extras: '+$('guest').value.trim()+' | breakfast '+(b.length?b.join(', '):'none')+' | late checkout '"
        "+($('late').checked?'on':'off')+' | parking '+$('parking').value+' | '+(promo?'promo '+promo:'no promo'))};"
    )
    name, night, tick, late = c["name"], c["bf_night"], c["bf_op"] == "tick", c["extra"] == "late"
    variant = seed % 4
    if variant == 0:
        bf = f"tick breakfast on {night}" if tick else f"untick breakfast on {night}"
        extra = "switch on late checkout" if late else f"choose {c['parking']} for parking"
        instruction = f"Change the guest name to {name}, {bf}, {extra}, and click Confirm extras."
    elif variant == 1:
        bf = f'add breakfast for "{night}"' if tick else f'take breakfast off "{night}"'
        extra = "turn on late checkout" if late else f'set parking to "{c["parking"]}"'
        instruction = (
            f'Hi, the name on the booking is wrong - could you make it "{name}"? Also {bf}, {extra} and then hit '
            "Confirm extras."
        )
    elif variant == 2:
        bf = f"Tick breakfast on {night}." if tick else f"Untick breakfast on {night}."
        extra = "Switch late checkout on." if late else f"Select {c['parking']} under Parking."
        instruction = (
            f"1. Replace the lead guest name with {name}. 2. {bf} 3. {extra} 4. Click Confirm extras."
        )
    else:
        day = night.split()[0].lower()
        bf = f"breakfast {day} on" if tick else f"drop breakfast {day}"
        extra = "late checkout on" if late else f"parking {c['parking'].lower()}"
        instruction = f"name {name}, {bf}, {extra}, confirm extras"
    nights = {c["bf_start"], night} if tick else {c["bf_start"]} - {night}
    breakfast = ", ".join(n for n in _HOTEL_NIGHTS if n in nights) or "none"
    parking = "None" if late else c["parking"]
    expected = (
        f"Extras: {name} | breakfast {breakfast} | late checkout {'on' if late else 'off'} | parking {parking} | "
        "no promo"
    )
    return _task("hoteladdon", seed, body, script, instruction, expected)


# --- libraryhold ------------------------------------------------------------------------------------

_LIB_BOOKS = [
    ("The Glass Orchard", "M. Reyes", "Hardback"),
    ("The Glass Orchard", "M. Reyes", "Ebook"),
    ("The Glass Orchard", "M. Reyes", "Audiobook"),
    ("The Glass Orchards", "T. Lind", "Hardback"),
    ("Glass Orchard Stories", "M. Reyes", "Paperback"),
    ("A Winter Ledger", "P. Osei", "Hardback"),
    ("A Winter Ledger", "P. Osei", "Audiobook"),
    ("The Winter Ledger", "K. Hale", "Paperback"),
]
_LIB_LOOK = {0: 1, 2: 0, 3: 0, 4: 0, 5: 6, 6: 5, 7: 5}
_LIB_BRANCHES = [
    "Central Library",
    "Central Library (Children's)",
    "Northgate",
    "North Gate Hub",
    "Riverside",
    "Riverside East",
]
_LIB_BRANCH_LOOK = {
    "Central Library": "Central Library (Children's)",
    "Central Library (Children's)": "Central Library",
    "Northgate": "North Gate Hub",
    "North Gate Hub": "Northgate",
    "Riverside": "Riverside East",
    "Riverside East": "Riverside",
}
_LIB_NOTIFY = ["Email", "Text message", "Phone call", "Email and text message"]
_LIB_NOTIFY_LOOK = {
    "Text message": "Email and text message",
    "Email and text message": "Text message",
    "Phone call": "Text message",
}
_LIB_NOTIFY_TERSE = {
    "Text message": "by text",
    "Phone call": "by phone",
    "Email and text message": "email + text",
}


def _libraryhold_choices(seed: int) -> dict[str, str]:
    row = pick("libraryhold-row", seed, [str(i) for i in _LIB_LOOK])
    branch = pick("libraryhold-branch", seed, _LIB_BRANCHES)
    notify = pick("libraryhold-notify", seed, [*_LIB_NOTIFY_LOOK, "Text message"])
    return {
        "row": row,
        "row_look": str(_LIB_LOOK[int(row)]),
        "branch": branch,
        "branch_look": _LIB_BRANCH_LOOK[branch],
        "notify": notify,
        "notify_look": _LIB_NOTIFY_LOOK[notify],
    }


def _libraryhold(seed: int) -> Task:
    c = _libraryhold_choices(seed)
    rows = ""
    for i in _order("libraryhold", seed, len(_LIB_BOOKS)):
        title, author, fmt = _LIB_BOOKS[i]
        rows += (
            f"<tr id=book-{i}><td>{title}</td><td>{author}</td><td>{fmt}</td><td id=hs-{i}>Available</td>"
            f"<td><button type=button class=hold data-i={i}>Place hold</button></td></tr>"
        )
    body = (
        "<h2>Request a hold</h2><p>Results for “glass orchard winter ledger”</p>"
        "<table><tr><th>Title</th><th>Author</th><th>Format</th><th>Status</th><th></th></tr>"
        f"{rows}</table>"
        f"<p><label for=branch>Pickup branch</label> <select id=branch>"
        f"{_options(_LIB_BRANCHES, placeholder='Choose a branch')}</select></p>"
        f"<fieldset><legend>Notify me by</legend>{_radios('notify', _LIB_NOTIFY, 'Email')}</fieldset>"
        "<p><button type=button id=list>Add to reading list</button> "
        "<button type=button id=go>Request hold</button></p>"
    )
    script = (
        f"var B={_js([f'{t} ({f})' for t, _, f in _LIB_BOOKS])},H=[];"
        "each('.hold',function(b){b.onclick=function(){var i=+b.dataset.i;if(H.indexOf(i)<0)H.push(i);"
        "$('hs-'+i).textContent='Hold placed'}});"
        "$('list').onclick=function(){show('Added to reading list')};"
        "$('go').onclick=function(){var h=H.slice().sort(function(a,b){return a-b}).map(function(i){return B[i]});"
        "show('Hold: '+(h.length?h.join(', '):'no book')+' | pickup '+($('branch').value||'none')"
        "+' | notify '+radio('notify'))};"
    )
    title, _, fmt = _LIB_BOOKS[int(c["row"])]
    branch, notify = c["branch"], c["notify"]
    variant = seed % 4
    if variant == 0:
        instruction = (
            f"Place a hold on the {fmt.lower()} of {title}, choose {branch} as the pickup branch, select {notify} "
            "for notifications, and click Request hold."
        )
    elif variant == 1:
        instruction = (
            f'Could you put a hold on "{title}" - the {fmt.lower()} one - pick "{branch}" for pickup, have them '
            f'notify me by "{notify}" and then press Request hold? Thanks!'
        )
    elif variant == 2:
        instruction = (
            f"1. Place a hold on {title} ({fmt.lower()}). 2. Set the pickup branch to {branch}. "
            f"3. Choose {notify} under Notify me by. 4. Click Request hold."
        )
    else:
        instruction = (
            f"hold {title.lower()} {fmt.lower()}, pickup {branch.lower()}, notify {_LIB_NOTIFY_TERSE[notify]}, "
            "request hold"
        )
    expected = f"Hold: {title} ({fmt}) | pickup {branch} | notify {notify}"
    return _task("libraryhold", seed, body, script, instruction, expected)


# --- movingquote ------------------------------------------------------------------------------------

_MOVE_SIZES = ["Studio", "1 bedroom", "2 bedrooms", "3 bedrooms", "4+ bedrooms"]
_MOVE_SIZE_TERSE = {"Studio": "studio", "1 bedroom": "1 bed", "3 bedrooms": "3 bed", "4+ bedrooms": "4+ bed"}
_MOVE_SIZE_LOOK = {
    "Studio": "1 bedroom",
    "1 bedroom": "Studio",
    "3 bedrooms": "4+ bedrooms",
    "4+ bedrooms": "3 bedrooms",
}
_MOVE_DATE = "2025-09-12"
_MOVE_FROM = "14 Mill Lane, Leeds"
_MOVE_TO = "8 Canal Street, York"
_MOVE_EXTRA = {0: "floors", 1: "size", 2: "packing", 3: "floors"}


def _movingquote_choices(seed: int) -> dict[str, str]:
    size = pick("movingquote-size", seed, list(_MOVE_SIZE_TERSE))
    return {
        "date": pick("movingquote-date", seed, ["2025-09-19", "2025-09-26", "2025-10-03", "2025-09-05"]),
        "extra": _MOVE_EXTRA[seed % 4],
        "size": size,
        "size_look": _MOVE_SIZE_LOOK[size],
        "floors": pick("movingquote-floors", seed, ["2", "3", "1", "4"]),
        "address": pick(
            "movingquote-address", seed, ["3 Elm Road", "27 Quarry Hill", "9 Park Row", "41 Otley Road"]
        ),
    }


def _movingquote(seed: int) -> Task:
    c = _movingquote_choices(seed)
    body = (
        "<h2>Get a removals quote</h2>"
        f"<p><label for=size>Property size</label> <select id=size>{_options(_MOVE_SIZES, '2 bedrooms')}</select></p>"
        f"<p><label for=date>Move date</label> <input type=date id=date value={_MOVE_DATE}></p>"
        f"<p>{_stepper('floors', 'Floors without a lift', 0, 'Fewer floors', 'More floors')}</p>"
        f"<p>{_switch('packing', 'Packing service', False)}</p>"
        f'<p><label for=from>Moving from</label> <input id=from size=30 value="{_e(_MOVE_FROM)}"></p>'
        "<div id=extra-wrap hidden><p><label for=extra>Additional pickup address</label> <input id=extra size=30>"
        "</p></div><p><button type=button id=addaddr>Add another address</button></p>"
        f'<p><label for=to>Moving to</label> <input id=to size=30 value="{_e(_MOVE_TO)}"></p>'
        "<p><button type=button id=cb>Request a callback</button> <button type=button id=go>Request quote</button></p>"
    )
    script = (
        "stepper('floors',0,10);sw('packing');"
        "$('addaddr').onclick=function(){$('extra-wrap').hidden=false;$('addaddr').hidden=true};"
        "$('cb').onclick=function(){show('Callback requested')};"
        "$('go').onclick=function(){var from=$('from').value.trim(),x=$('extra').value.trim();"
        "if(!$('extra-wrap').hidden&&x)from+=' + '+x;"
        "show('Quote: '+$('size').value+' | move '+$('date').value+' | floors '+$('floors').textContent"
        "+' | packing '+(isOn('packing')?'on':'off')+' | from '+from+' | to '+$('to').value.trim())};"
    )
    iso, addr, extra_kind, size, floors = c["date"], c["address"], c["extra"], c["size"], c["floors"]
    variant = seed % 4
    if variant == 0:
        extra = {
            "floors": f"set floors without a lift to {floors}",
            "size": f"choose {size} as the property size",
            "packing": "switch on the packing service",
        }[extra_kind]
        instruction = (
            f"Change the move date to {_long_date(iso)}, {extra}, add another pickup address of {addr}, "
            "and click Request quote."
        )
    elif variant == 1:
        extra = {
            "floors": f'there are "{_WORDS[floors]}" floors without a lift',
            "size": f'the place is "{size}"',
            "packing": 'we\'d like the "packing service" turned on',
        }[extra_kind]
        instruction = (
            f'Hi there, could you change the moving date to "{_long_date(iso)}" - {extra} - then add another '
            f'address "{addr}" and request the quote?'
        )
    elif variant == 2:
        extra = {
            "floors": f"Set floors without a lift to {floors}.",
            "size": f"Select property size {size}.",
            "packing": "Turn the packing service on.",
        }[extra_kind]
        instruction = (
            f"1. Set the move date to {iso}. 2. {extra} 3. Add another address: {addr}. "
            "4. Click Request quote."
        )
    else:
        extra = {
            "floors": f"floors {floors}",
            "size": _MOVE_SIZE_TERSE[size],
            "packing": "packing on",
        }[extra_kind]
        instruction = f"date {_short_date(iso)}, {extra}, extra address {addr}, request quote"
    expected = (
        f"Quote: {size if extra_kind == 'size' else '2 bedrooms'} | move {iso} | "
        f"floors {floors if extra_kind == 'floors' else '0'} | packing {'on' if extra_kind == 'packing' else 'off'} | "
        f"from {_MOVE_FROM} + {addr} | to {_MOVE_TO}"
    )
    return _task("movingquote", seed, body, script, instruction, expected)


# --- timesheet --------------------------------------------------------------------------------------

_TS_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
_TS_BASE = [("7.5", "Apollo"), ("8", "Harbour"), ("7.5", "Apollo"), ("6", "Training"), ("4", "Admin")]
_TS_PROJECTS = ["Apollo", "Apollo Support", "Harbour", "Harbour Refit", "Admin", "Training"]
_TS_PROJECT_LOOK = {
    "Apollo": "Apollo Support",
    "Apollo Support": "Apollo",
    "Harbour": "Harbour Refit",
    "Harbour Refit": "Harbour",
    "Training": "Admin",
    "Admin": "Training",
}


def _timesheet_choices(seed: int) -> dict[str, str]:
    hday = pick("timesheet-hday", seed, ["Wednesday", "Monday", "Thursday", "Friday"])
    pday = pick("timesheet-pday", seed, ["Thursday", "Wednesday", "Tuesday", "Monday"])
    if pday == hday:
        pday = _TS_DAYS[(_TS_DAYS.index(hday) + 2) % 5]
    project = pick("timesheet-project", seed, ["Apollo Support", "Harbour Refit", "Harbour", "Apollo"])
    if project == _TS_BASE[_TS_DAYS.index(pday)][1]:
        project = _TS_PROJECT_LOOK[project]
    hday_look = {"Monday": "Wednesday", "Wednesday": "Monday", "Thursday": "Tuesday", "Friday": "Thursday"}[
        hday
    ]
    overtime_start = seed in (0, 3)
    return {
        "hday": hday,
        "hday_look": hday_look,
        "hours": pick("timesheet-hours", seed, ["5", "8.5", "9", "6.5"]),
        "pday": pday,
        "project": project,
        "project_look": _TS_PROJECT_LOOK[project],
        "ot_start": "yes" if overtime_start else "no",
        "ot": "no" if overtime_start else "yes",
    }


def _timesheet(seed: int) -> Task:
    c = _timesheet_choices(seed)
    rows = ""
    for i, day in enumerate(_TS_DAYS):
        hours, project = _TS_BASE[i]
        rows += (
            f"<tr id=row-{i}><th scope=row>{day}</th>"
            f'<td><input type=number id=h-{i} step=0.5 min=0 max=24 value={hours} aria-label="Hours on {day}"></td>'
            f'<td><select id=p-{i} aria-label="Project on {day}">{_options(_TS_PROJECTS, project)}</select></td></tr>'
        )
    mark = " checked" if c["ot_start"] == "yes" else ""
    body = (
        "<h2>Timesheet - week of 9 June</h2><table><tr><th>Day</th><th>Hours</th><th>Project</th></tr>"
        f"{rows}</table>"
        f"<p><label for=ot><input type=checkbox id=ot{mark}> Overtime this week</label></p>"
        "<p><button type=button id=draft>Save draft</button> <button type=button id=go>Submit timesheet</button></p>"
    )
    script = (
        "var D=['Mon','Tue','Wed','Thu','Fri'];$('draft').onclick=function(){show('Draft saved')};"
        "$('go').onclick=function(){var r=D.map(function(d,i){return d+' '+String(Number($('h-'+i).value))+' '"
        "+($('p-'+i).value||'-')});show('Submitted: '+r.join(', ')+' | overtime '+($('ot').checked?'yes':'no'))};"
    )
    hday, hours, pday, project = c["hday"], c["hours"], c["pday"], c["project"]
    hproj = _TS_BASE[_TS_DAYS.index(hday)][1]
    tick = c["ot"] == "yes"
    variant = seed % 4
    if variant == 0:
        ot = "tick overtime" if tick else "untick overtime"
        instruction = (
            f"Set the hours on {hday} to {hours}, change the project on {pday} to {project}, {ot}, "
            "and click Submit timesheet."
        )
    elif variant == 1:
        ot = "tick the overtime box" if tick else "take the overtime tick off"
        instruction = (
            f'Could you put "{hours}" hours on the {hday} {hproj} row, switch {pday}\'s project to "{project}", '
            f"{ot} and then submit the timesheet? Thanks!"
        )
    elif variant == 2:
        ot = "Tick Overtime this week." if tick else "Untick Overtime this week."
        instruction = (
            f"1. Enter {hours} hours for {hday}. 2. Set {pday}'s project to {project}. 3. {ot} "
            "4. Click Submit timesheet."
        )
    else:
        ot = "overtime on" if tick else "drop overtime"
        instruction = (
            f"{hday[:3].lower()} {hours}h, {pday[:3].lower()} project {project.lower()}, {ot}, submit"
        )
    parts = []
    for i, day in enumerate(_TS_DAYS):
        h, p = _TS_BASE[i]
        h = hours if day == hday else h
        p = project if day == pday else p
        parts.append(f"{day[:3]} {h} {p}")
    expected = f"Submitted: {', '.join(parts)} | overtime {c['ot']}"
    return _task("timesheet", seed, body, script, instruction, expected)


# --- concert ----------------------------------------------------------------------------------------

_CON_DATES = ["Thu 12 Jun", "Fri 13 Jun", "Sat 14 Jun", "Sun 15 Jun", "Sat 21 Jun"]
_CON_START = "Sat 14 Jun"
_CON_DATE_LOOK = {
    "Thu 12 Jun": "Fri 13 Jun",
    "Fri 13 Jun": "Thu 12 Jun",
    "Sun 15 Jun": "Sat 21 Jun",
    "Sat 21 Jun": "Sun 15 Jun",
}
_CON_SECTIONS = ["Stalls", "Stalls (restricted view)", "Circle", "Upper circle"]
_CON_SECTION_LOOK = {
    "Stalls": "Stalls (restricted view)",
    "Stalls (restricted view)": "Stalls",
    "Circle": "Upper circle",
    "Upper circle": "Circle",
}


def _concert_choices(seed: int) -> dict[str, str]:
    date = pick("concert-date", seed, list(_CON_DATE_LOOK))
    section = pick("concert-section", seed, _CON_SECTIONS)
    return {
        "date": date,
        "date_look": _CON_DATE_LOOK[date],
        "section": section,
        "section_look": _CON_SECTION_LOOK[section],
        "qty": pick("concert-qty", seed, ["3", "2", "4", "5"]),
    }


def _concert(seed: int) -> Task:
    c = _concert_choices(seed)
    body = (
        "<h2>Tickets: The Lanterns - live</h2>"
        f"<p>Performance: <strong id=shown>{_CON_START}</strong>, 19:30 "
        "<button type=button id=change>Change date</button></p>"
        "<dialog id=dlg><h3>Choose another performance</h3>"
        f"<p><label for=dsel>Performance date</label> <select id=dsel>{_options(_CON_DATES, _CON_START)}</select></p>"
        "<p><button type=button id=cancel>Cancel</button> <button type=button id=use>Use this date</button></p>"
        "</dialog>"
        f"<fieldset><legend>Seat section</legend>{_radios('section', _CON_SECTIONS)}</fieldset>"
        f"<p>{_stepper('qty', 'Quantity', 1, 'Fewer tickets', 'More tickets')}</p>"
        "<p><label for=merch><input type=checkbox role=switch id=merch> Add tour merch bundle (+£25)</label></p>"
        "<p><button type=button id=wish>Save to wishlist</button> <button type=button id=go>Buy tickets</button></p>"
    )
    script = (
        f"var date={_js(_CON_START)};stepper('qty',1,8);"
        "$('change').onclick=function(){$('dsel').value=date;$('dlg').showModal()};"
        "$('use').onclick=function(){date=$('dsel').value;$('shown').textContent=date;$('dlg').close()};"
        "$('cancel').onclick=function(){$('dlg').close()};"
        "$('wish').onclick=function(){show('Saved to wishlist')};"
        "$('go').onclick=function(){show('Tickets: '+date+' | '+(radio('section')||'no section')+' | '"
        "+$('qty').textContent+' tickets | merch '+($('merch').checked?'on':'off'))};"
    )
    date, section, n = c["date"], c["section"], c["qty"]
    variant = seed % 4
    if variant == 0:
        instruction = (
            f"Change the date to {date}, choose {section}, set the tickets to {n}, and click Buy tickets."
        )
    elif variant == 1:
        instruction = (
            f'Hiya - could you move us to the "{date}" performance, go for "{section}" seats, make it '
            f'"{_WORDS[n]}" tickets and then buy them?'
        )
    elif variant == 2:
        instruction = (
            f"1. Change the date to {date}. 2. Select the {section} section. 3. Get {n} × tickets. "
            "4. Click Buy tickets."
        )
    else:
        instruction = f"date {date.lower()}, {section.lower()}, x{n} tickets, buy"
    expected = f"Tickets: {date} | {section} | {n} tickets | merch off"
    return _task("concert", seed, body, script, instruction, expected)


# --- kennel -----------------------------------------------------------------------------------------

_KEN_DOGS = ["Bella", "Bella (puppy)", "Max", "Maxine", "Rolo", "Rollo"]
_KEN_DOG_LOOK = {
    "Bella": "Bella (puppy)",
    "Bella (puppy)": "Bella",
    "Max": "Maxine",
    "Maxine": "Max",
    "Rolo": "Rollo",
    "Rollo": "Rolo",
}
_KEN_IN = "2025-08-01"
_KEN_OUT = "2025-08-04"
_KEN_EXTRA = {0: "checkout", 1: "walks", 2: "walks", 3: "checkin"}


def _kennel_choices(seed: int) -> dict[str, str]:
    dog = pick("kennel-dog", seed, _KEN_DOGS)
    return {
        "dog": dog,
        "dog_look": _KEN_DOG_LOOK[dog],
        "extra": _KEN_EXTRA[seed % 4],
        "checkout": pick("kennel-checkout", seed, ["2025-08-06", "2025-08-07", "2025-08-05", "2025-08-08"]),
        "checkin": pick("kennel-checkin", seed, ["2025-07-30", "2025-07-31", "2025-08-02", "2025-07-29"]),
        "walks": pick("kennel-walks", seed, ["2", "3", "0", "4"]),
        "dosage": pick(
            "kennel-dosage",
            seed,
            [
                "1 tablet with breakfast",
                "5ml twice a day",
                "half a tablet at night",
                "2 drops in each ear daily",
            ],
        ),
    }


def _kennel(seed: int) -> Task:
    c = _kennel_choices(seed)
    body = (
        "<h2>Book a kennel stay</h2>"
        f"<p><label for=in>Check-in date</label> <input type=date id=in value={_KEN_IN}> "
        f"<label for=out>Check-out date</label> <input type=date id=out value={_KEN_OUT}></p>"
        f"<p><label for=dog>Dog</label> <select id=dog>{_options(_KEN_DOGS, placeholder='Choose a dog')}</select></p>"
        f"<p>{_stepper('walks', 'Walks per day', 1, 'Fewer walks', 'More walks')}</p>"
        "<p><label for=meds><input type=checkbox id=meds> Needs medication</label></p>"
        "<p id=dose-wrap hidden><label for=dose>Dosage</label> <input id=dose size=30></p>"
        "<p><button type=button id=quote>Get quote</button> <button type=button id=go>Confirm stay</button></p>"
    )
    script = (
        "stepper('walks',0,4);$('meds').onchange=function(){$('dose-wrap').hidden=!$('meds').checked};"
        "$('quote').onclick=function(){var n=Math.round((new Date($('out').value)-new Date($('in').value))/864e5);"
        "show('Quote: £'+(n*32)+' for '+n+' nights')};"
        "$('go').onclick=function(){show('Stay: '+($('dog').value||'no dog')+' | '+$('in').value+' to '"
        "+$('out').value+' | walks '+$('walks').textContent+' | '"
        "+($('meds').checked?'medication: '+($('dose').value.trim()||'no dosage'):'no medication'))};"
    )
    dog, extra_kind, dosage = c["dog"], c["extra"], c["dosage"]
    walks = c["walks"]
    variant = seed % 4
    if variant == 0:
        extra = {
            "checkout": f"change the check-out date to {_long_date(c['checkout'])}",
            "checkin": f"change the check-in date to {_long_date(c['checkin'])}",
            "walks": f"set walks per day to {walks}",
        }[extra_kind]
        instruction = (
            f"Choose {dog} as the dog, {extra}, tick Needs medication with the dosage {dosage}, "
            "and click Confirm stay."
        )
    elif variant == 1:
        extra = {
            "checkout": f'make the check-out "{_long_date(c["checkout"])}"',
            "checkin": f'make the check-in "{_long_date(c["checkin"])}"',
            "walks": f'set walks per day to "{_WORDS[walks]}"',
        }[extra_kind]
        instruction = (
            f'Could you book "{dog}" in, {extra}, tick medication and put "{dosage}" as the dosage, then hit '
            "Confirm stay? Thank you!"
        )
    elif variant == 2:
        extra = {
            "checkout": f"Set the check-out date to {c['checkout']}.",
            "checkin": f"Set the check-in date to {c['checkin']}.",
            "walks": f"Set walks to {walks} × a day.",
        }[extra_kind]
        instruction = (
            f"1. Select the dog {dog}. 2. {extra} 3. Tick Needs medication and enter the dosage {dosage}. "
            "4. Click Confirm stay."
        )
    else:
        extra = {
            "checkout": f"check-out {_short_date(c['checkout'])}",
            "checkin": f"check-in {_short_date(c['checkin'])}",
            "walks": f"walks x{walks}",
        }[extra_kind]
        instruction = f"dog {dog.lower()}, {extra}, meds: {dosage}, confirm stay"
    check_in = c["checkin"] if extra_kind == "checkin" else _KEN_IN
    check_out = c["checkout"] if extra_kind == "checkout" else _KEN_OUT
    n_walks = walks if extra_kind == "walks" else "1"
    expected = f"Stay: {dog} | {check_in} to {check_out} | walks {n_walks} | medication: {dosage}"
    return _task("kennel", seed, body, script, instruction, expected)


_KINDS = (
    _vetvisit,
    _gymclass,
    _takeaway,
    _hoteladdon,
    _libraryhold,
    _movingquote,
    _timesheet,
    _concert,
    _kennel,
)


def fresh12_tasks() -> list[Task]:
    return [make(seed) for make in _KINDS for seed in FRESH12_SEEDS]
