"""Ninth blind set of compound-act tasks: nine everyday page kinds, 4 seeds each (36 tasks).

Written blind to the plugin (without reading its code, tests, benchmark results or the earlier fresh
sets; only the harness ``bench_compound.py`` for ``Task``, ``pick`` and ``page_html``). Each task is one
instruction asking for 2 to 4 actions; the page's final button writes the outcome into ``#result``
from the page state, and ``expected`` is what it writes when every requested step was done right.

The kinds:

- ``redelivery``: a missed-parcel card. Radios choose what happens to the parcel; each choice reveals
  its own controls (a date and a time-slot select, a neighbour's house number, a depot select). A
  tracking-number search box sits above, "Save for later" beside the final button.
- ``gym``: a weekly class grid with look-alike rows (same class at another time, another class at the
  same time, full classes with "Join waitlist"), each row with its own Book button; a booking panel
  with a guests stepper (+/-), role=switch toggles (towel hire, locker) and a preset usual class.
- ``library``: catalogue results with several editions of one title and a look-alike title, each card
  with "Place hold" and "Add to list"; a hold form with a pickup-branch select whose options share
  words, notification radios and a "Pause this hold" checkbox that reveals a date input.
- ``bugreport``: a bug form under a "Search existing issues" box: a title, a severity select with
  look-alike options, component radios (one preset), a browser select, an "Include console log"
  checkbox that reveals a log box, and "Save draft" beside "Submit bug".
- ``carservice``: a garage booking with a preset (wrong) registration, a service select whose options
  share words, a preset date, two role=switch toggles and "Get a quote" beside "Book service".
- ``petsitting``: a sitter request: pet radios (one preset), a visits-per-day stepper, a key-handover
  select with look-alike options, a medication checkbox that reveals a text box, "Save draft".
- ``payroll``: bank details for salary payments, prefilled with the old details; an account-type
  select, a split-pay checkbox that reveals more fields, a required confirmation checkbox, "Cancel".
- ``waitlist``: a restaurant walk-in waitlist: name, phone, a party-size stepper, a seating select
  with look-alike options, a high-chair checkbox, a text-alert switch (on) and "Check wait time".
- ``export``: an invoice table with per-row "Download PDF" buttons and an "Export..." button that
  opens a dialog with format radios, a date-range select, two switches, "Email me the file" and
  "Download".

Instructions are worded with variety across seeds (quoted or bare values, terse or chatty, numbered
steps, loosely named fields); values come from ``pick`` so the seeds differ. Even seeds are the
development half, odd seeds the held-out half.

Verified in headless Chromium with plain Playwright (no LLM): for each of the 36 tasks, doing every
step gives ``expected``; clicking only the final button does not; at least 3 sloppy variants (a
look-alike row or option, a step left out, the distractor button instead of the final one) do not;
and the page raises no script error.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bench_compound import Task, page_html, pick

DAYS = {
    "Mon": "Monday",
    "Tue": "Tuesday",
    "Wed": "Wednesday",
    "Thu": "Thursday",
    "Fri": "Friday",
    "Sat": "Saturday",
}
# Shared page script: role=switch buttons flip aria-checked; sw(id) reads one as yes/no; a stepper.
COMMON_JS = (
    "document.querySelectorAll('[role=switch]').forEach(s=>s.addEventListener('click',()=>"
    "s.setAttribute('aria-checked',String(s.getAttribute('aria-checked')!=='true'))));"
    "function sw(id){return $(id).getAttribute('aria-checked')==='true'?'yes':'no'}"
    "function stepper(minus,plus,out,lo,hi){$(minus).onclick=()=>{$(out).textContent=Math.max(lo,"
    "+$(out).textContent-1)};$(plus).onclick=()=>{$(out).textContent=Math.min(hi,+$(out).textContent+1)}}"
    "function radio(name){const r=document.querySelector('input[name='+name+']:checked');return r?r.value:''}"
)


def _options(values: list[str], selected: str = "") -> str:
    return "".join(f"<option{' selected' if v == selected else ''}>{v}</option>" for v in values)


def _radios(name: str, values: list[str], checked: str = "") -> str:
    return "".join(
        f'<label><input type="radio" name="{name}" value="{v}"{" checked" if v == checked else ""}> {v}</label> '
        for v in values
    )


def _switch(id_: str, label: str, on: bool = False) -> str:
    state = "true" if on else "false"
    return f'<button type="button" role="switch" id="{id_}" aria-checked="{state}">{label}</button>'


def _task(kind: str, seed: int, body: str, script: str, instruction: str, expected: str) -> Task:
    html = page_html(body, COMMON_JS + script)
    return Task(f"{kind}-{seed}", kind, seed, True, html, instruction, expected)


REDELIVERY_OPTIONS = [
    "Redeliver to my address",
    "Leave with a neighbour",
    "Collect from a depot",
    "Return to sender",
]
REDELIVERY_SLOTS = [
    "Any time",
    "Morning 8am-12pm",
    "Afternoon 12pm-4pm",
    "Evening 4pm-8pm",
    "Late evening 8pm-10pm",
]
REDELIVERY_DEPOTS = [
    "Northgate depot",
    "Northgate Retail Park depot",
    "Riverside depot",
    "Riverside North depot",
    "Airport Road depot",
]
REDELIVERY_DEFAULT_DATE = "2025-06-11"


def redelivery_task(seed: int) -> Task:
    final = pick("redelivery-final", seed, ["Confirm", "Submit request", "Continue", "Send"])
    date = pick("redelivery-date", seed, ["2025-06-12", "2025-06-13", "2025-06-16", "2025-06-17"])
    slot = pick("redelivery-slot", seed, REDELIVERY_SLOTS[1:])
    depot = pick("redelivery-depot", seed, REDELIVERY_DEPOTS[1:])
    house = pick("redelivery-house", seed, ["14", "7A", "22", "109"])
    ref = pick("redelivery-ref", seed, ["JD0142 7781", "JD0577 1204", "JD0903 6650", "JD0318 2297"])
    body = (
        '<div><input id="track" placeholder="Tracking number" aria-label="Tracking number">'
        '<button id="trackbtn">Track</button></div>'
        f"<h2>Sorry we missed you</h2><p>Card reference {ref}. Tell us what to do with your parcel.</p>"
        f"<fieldset><legend>What should we do?</legend>{_radios('opt', REDELIVERY_OPTIONS)}</fieldset>"
        '<div id="redeliver" hidden><label>Delivery date <input type="date" id="date" '
        f'value="{REDELIVERY_DEFAULT_DATE}"></label> '
        f'<label>Time slot <select id="slot">{_options(REDELIVERY_SLOTS)}</select></label></div>'
        '<div id="neighbour" hidden><label>Neighbour\'s house number <input id="house"></label></div>'
        f'<div id="depot" hidden><label>Depot <select id="depotsel">{_options(REDELIVERY_DEPOTS)}</select>'
        "</label></div>"
        '<p><label><input type="checkbox" id="sms"> Text me updates on the day</label></p>'
        f'<button id="later">Save for later</button> <button id="go">{final}</button>'
    )
    script = (
        "const panels={'Redeliver to my address':'redeliver','Leave with a neighbour':'neighbour',"
        "'Collect from a depot':'depot'};"
        "document.querySelectorAll('input[name=opt]').forEach(r=>r.onchange=()=>{"
        "['redeliver','neighbour','depot'].forEach(id=>$(id).hidden=true);"
        "if(panels[r.value])$(panels[r.value]).hidden=false});"
        "$('trackbtn').onclick=()=>show('tracking '+$('track').value.trim());"
        "$('later').onclick=()=>show('saved for later');"
        "$('go').onclick=()=>{const o=radio('opt');if(!o){show('choose an option');return}let t;"
        "if(o==='Redeliver to my address')t='redeliver '+$('date').value+' '+$('slot').value;"
        "else if(o==='Leave with a neighbour')t='neighbour '+($('house').value.trim()||'?');"
        "else if(o==='Collect from a depot')t='depot '+$('depotsel').value;else t='return to sender';"
        "show(t+' sms='+($('sms').checked?'yes':'no'))}"
    )
    if seed % 4 == 0:
        instruction = (
            f'Pick "Redeliver to my address", set the delivery date to {date}, choose the {slot} '
            f"time slot and click {final}"
        )
        expected = f"redeliver {date} {slot} sms=no"
    elif seed % 4 == 1:
        instruction = (
            f"1. Select Leave with a neighbour 2. Type {house} into the neighbour's house number box "
            f"3. Tick the box to get text updates on the day 4. Press {final}"
        )
        expected = f"neighbour {house} sms=yes"
    elif seed % 4 == 2:
        instruction = f'Choose to collect it from a depot, select "{depot}" and hit "{final}"'
        expected = f"depot {depot} sms=no"
    else:
        instruction = (
            f"I'm not home today, so please go for redelivery to my address in the {slot} slot "
            f"and then click {final}."
        )
        expected = f"redeliver {REDELIVERY_DEFAULT_DATE} {slot} sms=no"
    return _task("redelivery", seed, body, script, instruction, expected)


# class, day, time, coach, spots (0 = full)
GYM_CLASSES = [
    ("Yoga Flow", "Mon", "07:00", "Asha", 6),
    ("Yoga Flow", "Mon", "18:30", "Asha", 4),
    ("Yin Yoga", "Mon", "18:30", "Marco", 9),
    ("Spin", "Tue", "07:00", "Dee", 0),
    ("Spin Express", "Tue", "12:15", "Dee", 3),
    ("Pilates", "Wed", "18:30", "Lena", 5),
    ("Pilates Reformer", "Wed", "19:30", "Lena", 2),
    ("Yoga Flow", "Wed", "18:30", "Marco", 7),
    ("Spin", "Thu", "18:00", "Kofi", 8),
    ("HIIT", "Thu", "07:00", "Kofi", 10),
    ("Boxfit", "Fri", "17:30", "Sam", 0),
    ("Spin", "Sat", "09:00", "Kofi", 6),
]
GYM_TARGETS = ["Yoga Flow/Mon/18:30", "Yin Yoga/Mon/18:30", "Spin/Thu/18:00", "Pilates/Wed/18:30"]


def gym_task(seed: int) -> Task:
    cls, day, time = pick("gym-class", seed, GYM_TARGETS).split("/")
    rows = []
    for i, (name, d, t, coach, spots) in enumerate(GYM_CLASSES):
        if spots:
            status = f"{spots} spots left"
            buttons = f'<button class="book" data-i="{i}">Book</button>'
        else:
            status = "Full"
            buttons = '<button class="wait">Join waitlist</button>'
        rows.append(
            f"<tr><td>{name}</td><td>{d}</td><td>{t}</td><td>{coach}</td><td>{status}</td>"
            f'<td>{buttons} <button class="info">Details</button></td></tr>'
        )
    body = (
        '<div><input id="find" placeholder="Find a class" aria-label="Find a class"> '
        '<button id="findbtn">Filter</button></div>'
        "<h2>This week's classes</h2><table><thead><tr><th>Class</th><th>Day</th><th>Time</th>"
        f"<th>Coach</th><th>Spaces</th><th></th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
        '<p id="details"></p>'
        '<section><h2>Your booking</h2><p id="sel">Selected: Yoga Flow Mon 07:00 (your usual)</p>'
        '<p>Guests: <button id="gminus" aria-label="Fewer guests">-</button> <span id="guests">0</span> '
        '<button id="gplus" aria-label="More guests">+</button></p>'
        f"<p>{_switch('towel', 'Towel hire')} {_switch('locker', 'Locker')}</p>"
        '<button id="clear">Clear</button> <button id="confirm">Confirm booking</button></section>'
    )
    script = (
        "let chosen='Yoga Flow Mon 07:00';stepper('gminus','gplus','guests',0,3);"
        "document.querySelectorAll('button.book').forEach(b=>b.onclick=()=>{const c=b.closest('tr').cells;"
        "chosen=c[0].textContent+' '+c[1].textContent+' '+c[2].textContent;$('sel').textContent='Selected: '+chosen});"
        "document.querySelectorAll('button.wait').forEach(b=>b.onclick=()=>show('added to waitlist'));"
        "document.querySelectorAll('button.info').forEach(b=>b.onclick=()=>{const c=b.closest('tr').cells;"
        "$('details').textContent=c[0].textContent+' with '+c[3].textContent+', 45 minutes'});"
        "$('findbtn').onclick=()=>show('showing classes matching '+$('find').value.trim());"
        "$('clear').onclick=()=>{chosen='';$('sel').textContent='No class selected'};"
        "$('confirm').onclick=()=>{if(!chosen){show('no class selected');return}"
        "show('booked '+chosen+' guests='+$('guests').textContent+' towel='+sw('towel')+' locker='+sw('locker'))}"
    )
    day_long = DAYS[day]
    if seed % 4 == 0:
        instruction = (
            f"Book the {day_long} {time} {cls} class, add one guest with the + button and confirm the booking"
        )
        expected = f"booked {cls} {day} {time} guests=1 towel=no locker=no"
    elif seed % 4 == 1:
        instruction = f"1. Click Book on {cls} ({day} {time}) 2. Switch on towel hire 3. Confirm booking"
        expected = f"booked {cls} {day} {time} guests=0 towel=yes locker=no"
    elif seed % 4 == 2:
        instruction = f'book {cls} on {day_long} at {time}, then hit "Confirm booking"'
        expected = f"booked {cls} {day} {time} guests=0 towel=no locker=no"
    else:
        instruction = (
            f"Could you book me into {cls} at {time} on {day_long}? I'm bringing 2 guests and I'd like "
            "a locker too, then confirm it."
        )
        expected = f"booked {cls} {day} {time} guests=2 towel=no locker=yes"
    return _task("gym", seed, body, script, instruction, expected)


# title, look-alike title, author
LIBRARY_TITLES = [
    "The Silent Sea/Silent Seas/M. Okafor",
    "Winter Garden/The Winter Gardener/R. Sato",
    "A House of Glass/House of Glass Stories/P. Adeyemi",
    "The Last Orchard/Last Orchards/E. Novak",
]
LIBRARY_FORMATS = ["Hardback", "Large print", "Audiobook CD", "Paperback"]
LIBRARY_BRANCHES = [
    "Central Library",
    "Central Library - Children's Desk",
    "Eastfield Library",
    "East Park Library",
    "Westbrook Library",
    "Westbrook Mobile Library",
]


def library_task(seed: int) -> Task:
    title, lookalike, author = pick("library-title", seed, LIBRARY_TITLES).split("/")
    fmt = pick("library-format", seed, LIBRARY_FORMATS)
    branch = pick("library-branch", seed, LIBRARY_BRANCHES[1:])
    resume = pick("library-resume", seed, ["2025-08-01", "2025-08-15", "2025-09-02", "2025-07-28"])
    cards = [(title, author, f) for f in LIBRARY_FORMATS] + [(lookalike, "K. Brandt", "Paperback")]
    random.Random(f"library{seed}").shuffle(cards)
    html_cards = "".join(
        f'<article class="card"><h3>{t}</h3><p>by {a}, <span class="fmt">{f}</span></p>'
        f"<p>{n + 1} of 6 copies on loan</p>"
        '<button class="hold">Place hold</button> <button class="addlist">Add to list</button></article>'
        for n, (t, a, f) in enumerate(cards)
    )
    body = (
        '<div><input id="q" placeholder="Search the catalogue" aria-label="Search the catalogue"> '
        '<button id="qbtn">Search</button></div>'
        f"<h2>Results</h2>{html_cards}"
        '<section><h2>Hold request</h2><p id="item">No item chosen</p>'
        f'<label>Pick up at <select id="branch">{_options(LIBRARY_BRANCHES)}</select></label>'
        "<fieldset><legend>Notify me by</legend>"
        f"{_radios('notify', ['Email', 'Text message', 'Phone call'], 'Email')}</fieldset>"
        '<p><label><input type="checkbox" id="pause"> Pause this hold (I am away)</label></p>'
        '<div id="pausebox" hidden><label>Resume on <input type="date" id="resume"></label></div>'
        '<button id="cancel">Cancel</button> <button id="confirm">Confirm hold</button></section>'
    )
    script = (
        "let item='';"
        "document.querySelectorAll('button.hold').forEach(b=>b.onclick=()=>{const c=b.closest('article');"
        "item=c.querySelector('h3').textContent+' ('+c.querySelector('.fmt').textContent+')';"
        "$('item').textContent='Hold: '+item});"
        "document.querySelectorAll('button.addlist').forEach(b=>b.onclick=()=>show('added to your list'));"
        "$('qbtn').onclick=()=>show('searched '+$('q').value.trim());"
        "$('pause').onchange=()=>{$('pausebox').hidden=!$('pause').checked};"
        "$('cancel').onclick=()=>{item='';$('item').textContent='No item chosen'};"
        "$('confirm').onclick=()=>{if(!item){show('no item chosen');return}"
        "show('hold '+item+' at '+$('branch').value+' by '+radio('notify')"
        "+($('pause').checked?' resume '+($('resume').value||'?'):''))}"
    )
    if seed % 4 == 0:
        instruction = (
            f'Place a hold on the {fmt} edition of "{title}", pick it up at {branch}, then confirm the hold'
        )
        expected = f"hold {title} ({fmt}) at {branch} by Email"
    elif seed % 4 == 1:
        instruction = (
            f"Hold {title} ({fmt.lower()}) for me: collect from {branch}, notify me by text message, "
            "and click Confirm hold"
        )
        expected = f"hold {title} ({fmt}) at {branch} by Text message"
    elif seed % 4 == 2:
        instruction = f"Place hold on {title} - {fmt} - and confirm"
        expected = f"hold {title} ({fmt}) at Central Library by Email"
    else:
        instruction = (
            f"1. Click Place hold on the {fmt} copy of {title} 2. Tick Pause this hold "
            f"3. Set the resume date to {resume} 4. Confirm hold"
        )
        expected = f"hold {title} ({fmt}) at Central Library by Email resume {resume}"
    return _task("library", seed, body, script, instruction, expected)


BUG_SEVERITIES = ["Minor", "Major", "Major - regression", "Critical", "Critical - data loss"]
BUG_COMPONENTS = ["Web app", "Web API", "Mobile app", "Mobile API", "Billing"]
BUG_BROWSERS = ["Chrome", "Chrome (Android)", "Firefox", "Safari", "Safari (iOS)"]


def bugreport_task(seed: int) -> Task:
    title = pick(
        "bug-title",
        seed,
        [
            "Checkout button does nothing",
            "Avatar upload fails on PNG",
            "Dark mode resets after login",
            "Search returns duplicate rows",
        ],
    )
    severity = pick("bug-severity", seed, BUG_SEVERITIES[1:])
    component = pick("bug-component", seed, BUG_COMPONENTS[1:])
    log = pick(
        "bug-log",
        seed,
        [
            "TypeError: cart is undefined",
            "500 Internal Server Error on /api/avatar",
            "Uncaught RangeError: stack size exceeded",
            "WARN theme cookie missing",
        ],
    )
    body = (
        '<div><input id="issues" placeholder="Search existing issues" aria-label="Search existing issues"> '
        '<button id="issuesbtn">Search</button></div>'
        "<h2>Report a bug</h2>"
        '<p><label>Title <input id="title" placeholder="Short summary"></label></p>'
        f'<p><label>Severity <select id="severity">{_options(BUG_SEVERITIES)}</select></label></p>'
        f"<fieldset><legend>Component</legend>{_radios('component', BUG_COMPONENTS, 'Web app')}</fieldset>"
        f'<p><label>Browser <select id="browser">{_options(BUG_BROWSERS)}</select></label></p>'
        '<p><label>Steps to reproduce <textarea id="steps"></textarea></label></p>'
        '<p><label><input type="checkbox" id="withlog"> Include console log</label></p>'
        '<div id="logbox" hidden><label>Console log <textarea id="log"></textarea></label></div>'
        '<button id="draft">Save draft</button> <button id="submit">Submit bug</button>'
    )
    script = (
        "$('withlog').onchange=()=>{$('logbox').hidden=!$('withlog').checked};"
        "$('issuesbtn').onclick=()=>show('0 issues match '+$('issues').value.trim());"
        "$('draft').onclick=()=>show('draft saved');"
        "$('submit').onclick=()=>{const t=$('title').value.trim();if(!t){show('title required');return}"
        "show('filed '+t+' | '+$('severity').value+' | '+radio('component')+' | '+$('browser').value"
        "+($('withlog').checked?' | log: '+$('log').value.trim():''))}"
    )
    if seed % 4 == 0:
        instruction = f'Enter "{title}" as the title, set severity to {severity} and click Submit bug'
        expected = f"filed {title} | {severity} | Web app | Chrome"
    elif seed % 4 == 1:
        instruction = (
            f'File a bug titled {title}: component {component}, severity "{severity}", then submit it'
        )
        expected = f"filed {title} | {severity} | {component} | Chrome"
    elif seed % 4 == 2:
        instruction = f"type '{title}' in the title box and hit Submit bug"
        expected = f"filed {title} | Minor | Web app | Chrome"
    else:
        instruction = (
            f'1. Title: {title} 2. Tick Include console log 3. Paste "{log}" into the log box 4. Submit bug'
        )
        expected = f"filed {title} | Minor | Web app | Chrome | log: {log}"
    return _task("bugreport", seed, body, script, instruction, expected)


CAR_SERVICES = ["Interim service", "Full service", "Full service + MOT", "MOT only", "Major service"]
CAR_DEFAULT_DATE = "2025-07-01"
CAR_OLD_REG = "KN19 XYZ"


def carservice_task(seed: int) -> Task:
    reg = pick("car-reg", seed, ["LM21 OKT", "YA70 BHP", "SK68 RTE", "BD22 NWX"])
    service = pick("car-service", seed, CAR_SERVICES[1:])
    date = pick("car-date", seed, ["2025-07-02", "2025-07-04", "2025-07-08", "2025-07-11"])
    body = (
        '<div><input id="garage" placeholder="Find a garage by postcode" aria-label="Find a garage"> '
        '<button id="garagebtn">Search</button></div>'
        "<h2>Book a car service</h2>"
        f'<p><label>Registration <input id="reg" value="{CAR_OLD_REG}"></label></p>'
        '<p><label>Mileage <input id="miles" type="number" value="42000"></label></p>'
        f'<p><label>Service type <select id="service">{_options(CAR_SERVICES)}</select></label></p>'
        f'<p><label>Service date <input type="date" id="date" value="{CAR_DEFAULT_DATE}"></label></p>'
        f"<p>{_switch('courtesy', 'Courtesy car')} {_switch('collect', 'Collection and delivery')}</p>"
        '<button id="quote">Get a quote</button> <button id="book">Book service</button>'
    )
    script = (
        "$('garagebtn').onclick=()=>show('garages near '+$('garage').value.trim());"
        "$('quote').onclick=()=>show('quote for '+$('service').value+': 189.00');"
        "$('book').onclick=()=>show('booked '+$('reg').value.trim().toUpperCase()+' '+$('service').value"
        "+' on '+$('date').value+' courtesy='+sw('courtesy')+' collection='+sw('collect'))"
    )
    if seed % 4 == 0:
        instruction = f'Change the registration to {reg}, pick "{service}" and press Book service'
        expected = f"booked {reg} {service} on {CAR_DEFAULT_DATE} courtesy=no collection=no"
    elif seed % 4 == 1:
        instruction = f"Select {service}, set the date to {date}, turn the Courtesy car switch on and click Book service"
        expected = f"booked {CAR_OLD_REG} {service} on {date} courtesy=yes collection=no"
    elif seed % 4 == 2:
        instruction = (
            f"1. Set the service date to {date} 2. Turn on Collection and delivery 3. Click Book service"
        )
        expected = f"booked {CAR_OLD_REG} Interim service on {date} courtesy=no collection=yes"
    else:
        instruction = f'choose "{service}" in the service type dropdown and then click "Book service"'
        expected = f"booked {CAR_OLD_REG} {service} on {CAR_DEFAULT_DATE} courtesy=no collection=no"
    return _task("carservice", seed, body, script, instruction, expected)


PET_KINDS = ["Dog", "Cat", "Rabbit", "Guinea pig", "Ferret"]
PET_KEYS = [
    "Meet in person",
    "Key safe",
    "Key safe at the back door",
    "With a neighbour",
    "With the concierge",
]


def petsitting_task(seed: int) -> Task:
    pet = pick("pet-kind", seed, PET_KINDS[1:])
    key = pick("pet-key", seed, PET_KEYS[1:])
    med = pick(
        "pet-med",
        seed,
        [
            "Half a Metacam tablet with breakfast",
            "Eye drops twice a day",
            "Insulin 2 units at 8am",
            "One Apoquel daily",
        ],
    )
    body = (
        '<div><input id="near" placeholder="Find sitters near (postcode)" aria-label="Find sitters near"> '
        '<button id="nearbtn">Search</button></div>'
        "<h2>Request a pet sitter</h2>"
        f"<fieldset><legend>Your pet</legend>{_radios('pet', PET_KINDS, 'Dog')}</fieldset>"
        '<p>Visits per day: <button id="vminus" aria-label="Fewer visits">-</button> <span id="visits">1</span> '
        '<button id="vplus" aria-label="More visits">+</button></p>'
        '<p><label>First visit <input type="date" id="first" value="2025-08-04"></label></p>'
        f'<p><label>Key handover <select id="keys">{_options(PET_KEYS)}</select></label></p>'
        '<p><label><input type="checkbox" id="needsmed"> My pet needs medication</label></p>'
        '<div id="medbox" hidden><label>Medication and dose <input id="med"></label></div>'
        '<button id="draft">Save draft</button> <button id="send">Send request</button>'
    )
    script = (
        "stepper('vminus','vplus','visits',1,4);"
        "$('needsmed').onchange=()=>{$('medbox').hidden=!$('needsmed').checked};"
        "$('nearbtn').onclick=()=>show('sitters near '+$('near').value.trim());"
        "$('draft').onclick=()=>show('draft saved');"
        "$('send').onclick=()=>show('request '+radio('pet')+' visits='+$('visits').textContent+' keys='"
        "+$('keys').value+($('needsmed').checked?' meds='+$('med').value.trim():''))"
    )
    if seed % 4 == 0:
        instruction = f"Select {pet} as the pet, increase visits per day to 2 and send the request"
        expected = f"request {pet} visits=2 keys=Meet in person"
    elif seed % 4 == 1:
        instruction = (
            f'Choose "{pet}", tick "My pet needs medication", enter "{med}" in the medication box, '
            "then click Send request"
        )
        expected = f"request {pet} visits=1 keys=Meet in person meds={med}"
    elif seed % 4 == 2:
        instruction = f"key handover: {key}. then Send request"
        expected = f"request Dog visits=1 keys={key}"
    else:
        instruction = f'1. Set visits per day to 3 2. Pick "{key}" for the key handover 3. Click Send request'
        expected = f"request Dog visits=3 keys={key}"
    return _task("petsitting", seed, body, script, instruction, expected)


PAY_TYPES = [
    "Current account",
    "Savings account",
    "Business current account",
    "Joint current account",
    "Joint savings account",
]
PAY_HOLDER, PAY_SORT, PAY_ACCOUNT = "J. Mensah", "20-45-77", "30914821"


def payroll_task(seed: int) -> Task:
    account = pick("pay-account", seed, ["41720936", "55019284", "73302418", "60418827"])
    sort = pick("pay-sort", seed, ["40-11-62", "09-01-28", "83-20-15", "30-96-34"])
    kind = pick("pay-type", seed, PAY_TYPES[1:])
    holder = pick(
        "pay-holder", seed, ["Jordan Mensah", "Jordan A. Mensah", "Mr J Mensah", "Jordan Mensah-Owusu"]
    )
    body = (
        '<div><input id="help" placeholder="Search help articles" aria-label="Search help articles"> '
        '<button id="helpbtn">Search</button></div>'
        "<h2>Where should we pay your salary?</h2><p>Currently paid to the account ending 4821.</p>"
        f'<p><label>Account holder <input id="holder" value="{PAY_HOLDER}"></label></p>'
        f'<p><label>Sort code <input id="sort" value="{PAY_SORT}"></label></p>'
        f'<p><label>Account number <input id="account" value="{PAY_ACCOUNT}"></label></p>'
        f'<p><label>Account type <select id="type">{_options(PAY_TYPES)}</select></label></p>'
        '<p><label><input type="checkbox" id="split"> Split my pay between two accounts</label></p>'
        '<div id="splitbox" hidden><label>Percent to second account <input id="pct" type="number"></label> '
        '<label>Second account number <input id="account2"></label></div>'
        '<p><label><input type="checkbox" id="ok"> I confirm these details are correct</label></p>'
        '<button id="cancel">Cancel</button> <button id="update">Update bank details</button>'
    )
    script = (
        "$('split').onchange=()=>{$('splitbox').hidden=!$('split').checked};"
        "$('helpbtn').onclick=()=>show('help: '+$('help').value.trim());"
        "$('cancel').onclick=()=>show('no changes made');"
        "$('update').onclick=()=>{if(!$('ok').checked){show('please confirm the details');return}"
        "show('updated '+$('holder').value.trim()+' '+$('sort').value.trim()+' '+$('account').value.trim()"
        "+' '+$('type').value+($('split').checked?' split '+$('pct').value+'% to '+$('account2').value:''))}"
    )
    if seed % 4 == 0:
        instruction = f"Put {account} in the account number field, tick the confirmation checkbox and click Update bank details"
        expected = f"updated {PAY_HOLDER} {PAY_SORT} {account} Current account"
    elif seed % 4 == 1:
        instruction = (
            f"1. Sort code {sort} 2. Account number {account} 3. Tick 'I confirm these details are correct' "
            "4. Update bank details"
        )
        expected = f"updated {PAY_HOLDER} {sort} {account} Current account"
    elif seed % 4 == 2:
        instruction = f'Change the account type to "{kind}", confirm the details are correct and save with Update bank details'
        expected = f"updated {PAY_HOLDER} {PAY_SORT} {PAY_ACCOUNT} {kind}"
    else:
        instruction = (
            f"My name on the account is now {holder}: update the account holder box, tick the confirm box, "
            "then press Update bank details"
        )
        expected = f"updated {holder} {PAY_SORT} {PAY_ACCOUNT} Current account"
    return _task("payroll", seed, body, script, instruction, expected)


WAIT_SEATING = ["First available", "Indoor", "Indoor - bar seats", "Outdoor terrace", "Outdoor - covered"]


def waitlist_task(seed: int) -> Task:
    name = pick("wait-name", seed, ["Okafor", "Lindqvist", "Ramos", "Chen", "Baptiste"])
    seating = pick("wait-seating", seed, WAIT_SEATING[1:])
    restaurant = pick(
        "wait-restaurant", seed, ["Osteria Nove", "Blue Door Bistro", "Saffron House", "The Larder"]
    )
    body = (
        '<div><input id="rsearch" placeholder="Search restaurants" aria-label="Search restaurants"> '
        '<button id="rsearchbtn">Search</button></div>'
        f"<h2>{restaurant}: walk-in waitlist</h2><p>Current wait: about 25 minutes.</p>"
        '<p><label>Name <input id="name"></label></p>'
        '<p><label>Phone <input id="phone" type="tel"></label></p>'
        '<p>Party size: <button id="pminus" aria-label="Smaller party">-</button> <span id="party">2</span> '
        '<button id="pplus" aria-label="Larger party">+</button></p>'
        f'<p><label>Seating <select id="seating">{_options(WAIT_SEATING)}</select></label></p>'
        '<p><label><input type="checkbox" id="highchair"> High chair needed</label></p>'
        f"<p>{_switch('textme', 'Text me when the table is ready', on=True)}</p>"
        '<button id="check">Check wait time</button> <button id="join">Join waitlist</button>'
    )
    script = (
        "stepper('pminus','pplus','party',1,10);"
        "$('rsearchbtn').onclick=()=>show('restaurants matching '+$('rsearch').value.trim());"
        "$('check').onclick=()=>show('wait about 25 minutes for '+$('party').textContent);"
        "$('join').onclick=()=>{const n=$('name').value.trim();if(!n){show('name required');return}"
        "show('waitlist '+n+' party='+$('party').textContent+' '+$('seating').value"
        "+($('highchair').checked?' highchair':'')+' text='+sw('textme'))}"
    )
    if seed % 4 == 0:
        instruction = (
            f"Add {name} to the waitlist for a party of 4 (use the + button) and click Join waitlist"
        )
        expected = f"waitlist {name} party=4 First available text=yes"
    elif seed % 4 == 1:
        instruction = f'Name: {name}. Seating: "{seating}". Tick high chair needed, then Join waitlist'
        expected = f"waitlist {name} party=2 {seating} highchair text=yes"
    elif seed % 4 == 2:
        instruction = f"put {name} in the name field and join the waitlist"
        expected = f"waitlist {name} party=2 First available text=yes"
    else:
        instruction = (
            f"1. Enter {name} as the name 2. Lower the party size to 1 3. Turn off the text alert switch "
            "4. Click Join waitlist"
        )
        expected = f"waitlist {name} party=1 First available text=no"
    return _task("waitlist", seed, body, script, instruction, expected)


EXPORT_FORMATS = ["CSV", "CSV (semicolon)", "Excel (.xlsx)", "JSON", "XML"]
EXPORT_RANGES = ["Last 30 days", "Last 7 days", "Last 90 days", "This year", "Last year", "All time"]


def export_task(seed: int) -> Task:
    fmt = pick("export-format", seed, EXPORT_FORMATS[1:])
    span = pick("export-range", seed, EXPORT_RANGES[1:])
    rng = random.Random(f"export{seed}")
    invoices = "".join(
        f"<tr><td>INV-{n}</td><td>{rng.choice(['Acme Ltd', 'Borealis', 'Cobalt and Co', 'Dune Foods'])}</td>"
        f'<td>{rng.randint(80, 2400)}.00</td><td><button class="pdf">Download PDF</button></td></tr>'
        for n in range(2041, 2046)
    )
    body = (
        '<div><input id="isearch" placeholder="Search invoices" aria-label="Search invoices"> '
        '<button id="print">Print</button> <button id="open">Export...</button></div>'
        "<h2>Invoices</h2><table><thead><tr><th>Number</th><th>Customer</th><th>Total</th><th></th></tr>"
        f"</thead><tbody>{invoices}</tbody></table>"
        '<div id="dialog" role="dialog" aria-label="Export invoices" hidden><h2>Export invoices</h2>'
        f"<fieldset><legend>Format</legend>{_radios('format', EXPORT_FORMATS, 'CSV')}</fieldset>"
        f'<p><label>Date range <select id="range">{_options(EXPORT_RANGES)}</select></label></p>'
        f"<p>{_switch('archived', 'Include archived invoices')} {_switch('zip', 'Compress as ZIP')}</p>"
        '<button id="cancel">Cancel</button> <button id="email">Email me the file</button> '
        '<button id="download">Download</button></div>'
    )
    script = (
        "$('open').onclick=()=>{$('dialog').hidden=false};"
        "$('print').onclick=()=>show('printing invoices');"
        "$('cancel').onclick=()=>{$('dialog').hidden=true};"
        "document.querySelectorAll('button.pdf').forEach(b=>b.onclick=()=>"
        "show('downloaded '+b.closest('tr').cells[0].textContent+'.pdf'));"
        "function settings(){return radio('format')+' '+$('range').value+' archived='+sw('archived')+' zip='+sw('zip')}"
        "$('email').onclick=()=>{show('emailed '+settings());$('dialog').hidden=true};"
        "$('download').onclick=()=>{show('exported '+settings());$('dialog').hidden=true}"
    )
    if seed % 4 == 0:
        instruction = f"Open the Export dialog, choose {fmt} as the format and click Download"
        expected = f"exported {fmt} Last 30 days archived=no zip=no"
    elif seed % 4 == 1:
        instruction = (
            f"Click Export, set the date range to {span}, switch on Include archived invoices, then Download"
        )
        expected = f"exported CSV {span} archived=yes zip=no"
    elif seed % 4 == 2:
        instruction = f'1. Export 2. Format: "{fmt}" 3. Date range: {span} 4. Download'
        expected = f"exported {fmt} {span} archived=no zip=no"
    else:
        instruction = "open export and turn on Compress as ZIP then hit download"
        expected = "exported CSV Last 30 days archived=no zip=yes"
    return _task("export", seed, body, script, instruction, expected)


FRESH9_SEEDS = range(4)
FRESH9_KINDS: tuple[Callable[[int], Task], ...] = (
    redelivery_task,
    gym_task,
    library_task,
    bugreport_task,
    carservice_task,
    petsitting_task,
    payroll_task,
    waitlist_task,
    export_task,
)


def fresh9_tasks() -> list[Task]:
    return [make(seed) for make in FRESH9_KINDS for seed in FRESH9_SEEDS]
