"""Fresh compound-act set 15: nine everyday pages, several UI actions asked for in one instruction.

Written blind (without reading the plugin, its tests or the earlier sets). Every task is
``compound=True``: the instruction asks for three or four actions, the last a click on the page's
final button. That button's handler reads the whole relevant page state (the controls the task
changes and the ones it must leave alone) and writes one line to ``#result``; ``expected`` is that
line when every step is done right. A distractor button beside the final one writes another line.
Targets per seed come from ``pick()``; rows and options are shuffled per seed.

Kinds (kind index: page, traps):

0. ``pharmacy`` click-and-collect: a branch <select> of look-alikes (Boots Station Road / Station
   Square / Stanley Road / Lloyds Station Road ...), a +/- quantity stepper, two role=switch
   notification toggles (text on, email off: flip only the one asked), "Deliver to my home" beside
   "Reserve for collection".
1. ``train`` seat reservation: a table of look-alike departures (08:15, 08:51, 18:15, 08:45, ...)
   each with its own Select button, facing-direction radios, four seat checkboxes two of them
   pre-ticked (untick or tick only the one asked), "Travel without reserving" beside "Reserve seats".
2. ``job`` application: a prefilled phone box to replace (not append to), a notice-period <select>
   of look-alikes (4 weeks / 1 month, 2 weeks / 2 months ...), a CV-on-file checkbox and a pre-ticked
   job-alerts checkbox, prefilled name and email to leave alone, "Save as draft" beside "Submit
   application".
3. ``claim`` insurance claim: five tabs (Car open by default) each with its own claim-amount number
   box prefilled 0 (type into the right tab's box, replacing the 0), contact-method radios,
   "Save and finish later" beside "Submit claim".
4. ``recipes`` recipe-box plan: two +/- steppers (people, recipes a week; move only the one asked),
   two switches (vegetarian off, dessert on), a delivery-day <select> (Tuesday/Thursday,
   Saturday/Sunday), "Pause deliveries" beside "Update my plan".
5. ``parcel`` redelivery: a native <dialog> opened by "Choose safe place" with look-alike radios
   (Back door / Back garden / Front door ...) and Save / Cancel, a date <select>, a prefilled
   driver-note box to replace, a pre-ticked checkbox to leave alone, "Collect from the depot
   instead" beside "Book redelivery".
6. ``dentist`` registration: patient-type radios (NHS adult / NHS child / Private / Private plan),
   medical-history checkboxes with one pre-ticked by mistake to untick and another to tick,
   a prefilled previous-dentist box to leave alone, "Join the waiting list" beside "Register with
   the practice".
7. ``donation`` charity donation: amount radios (£5/£15/£50/£150 vs £10/£100) plus an "Other
   amount" box prefilled 20 (typing there selects Other; replace, not append), Gift Aid and
   anonymous switches, post (pre-ticked) and email updates checkboxes, "Remind me later" beside
   "Donate now".
8. ``bins`` council missed-bin report: a table of look-alike bins (Green bin / Green box, Blue bin /
   Blue box ...) each with its own "Report missed" toggle button, a "where was it left" <select>,
   a number box prefilled 1 to replace, "Order a replacement bin" beside "Send report".

Seeds 0-3 per kind, 36 tasks; ``Task.half`` is dev for even seeds, held-out for odd ones. Wording
style is ``(seed // 2 + kind_index) % 4`` - (a) terse imperative, (b) numbered steps on separate
lines, (c) a natural sentence, (d) casual shorthand - so every style appears in both halves and
across kinds (each kind uses two styles, each in one dev and one held-out task). Verbs vary
(select / choose / pick / set / switch / turn on / untick / clear and type / change to / replace
with ...).

Verified in headless Chromium (Playwright, each task's html via ``set_content``): all 36 tasks give
``expected`` when the steps are done right by hand; clicking only the final button gives a different
line in all 36; 360 sloppy runs (10 per kind and seed: look-alike target, each skipped step,
appended to a prefilled value, wrong control toggled, distractor button, ...) all give a line other
than ``expected``; no page errors.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bench_compound import Task, page_html, pick

# Shared page script: role=switch toggling, reading a switch, and ticked-or-not of a checkbox.
_JS = (
    "function flip(b){b.setAttribute('aria-checked',b.getAttribute('aria-checked')==='true'?'false':'true')}"
    "function sw(id){return $(id).getAttribute('aria-checked')==='true'?'on':'off'}"
    "function yn(id){return $(id).checked?'yes':'no'}"
)
_CSS = (
    "<style>[role=switch]{border-radius:1em;padding:.2em .8em}"
    "[role=switch][aria-checked=true]{background:#3a3;color:#fff}"
    "[role=tab][aria-selected=true]{font-weight:bold;border-bottom:3px solid #36c}"
    "tr.picked{background:#dfd}</style>"
)


def _style(kind_index: int, seed: int) -> int:
    return (seed // 2 + kind_index) % 4


def _shuffled(kind: str, seed: int, what: str, items: list[str]) -> list[str]:
    out = list(items)
    random.Random(f"fresh15-{kind}-{what}-{seed}").shuffle(out)
    return out


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _numbered(steps: list[str]) -> str:
    return "\n".join(f"{i}. {step}" for i, step in enumerate(steps, 1))


def _task(kind: str, seed: int, body: str, script: str, instruction: str, expected: str) -> Task:
    return Task(
        name=f"fresh15-{kind}-{seed}",
        kind=kind,
        seed=seed,
        compound=True,
        html=page_html(_CSS + body, _JS + script),
        instruction=instruction,
        expected=expected,
    )


# --- 0. pharmacy click-and-collect ------------------------------------------------------------

BRANCHES = [
    "Boots Station Road",
    "Boots Station Square",
    "Boots Stanley Road",
    "Lloyds Station Road",
    "Boots Church Road",
    "Superdrug Station Road",
]


def pharmacy_plan(seed: int) -> dict[str, str]:
    return {
        "branch": pick("fresh15-pharmacy-branch", seed, BRANCHES[:4]),
        "qty": pick("fresh15-pharmacy-qty", seed, ["2", "3", "4", "5"]),
        "notify": pick("fresh15-pharmacy-notify", seed, ["text", "email"]),
    }


def _pharmacy(seed: int) -> Task:
    p = pharmacy_plan(seed)
    branch, qty, notify = p["branch"], p["qty"], p["notify"]
    options = "".join(f"<option>{b}</option>" for b in _shuffled("pharmacy", seed, "branch", BRANCHES))
    body = (
        "<h2>Click and collect</h2><p>Item: Loratadine hayfever tablets 10mg, 30 pack</p>"
        f"<p><label>Collection branch <select id=branch><option value=''>Choose a branch</option>{options}"
        "</select></label></p>"
        "<p>Quantity <button type=button aria-label='Decrease quantity' onclick='step(-1)'>-</button>"
        " <span id=qty>1</span> "
        "<button type=button aria-label='Increase quantity' onclick='step(1)'>+</button></p>"
        "<p><button type=button role=switch id=sms aria-checked=true onclick='flip(this)'>"
        "Text me when it's ready</button></p>"
        "<p><button type=button role=switch id=mail aria-checked=false onclick='flip(this)'>"
        "Email me when it's ready</button></p>"
        "<p><button type=button onclick=deliver()>Deliver to my home</button> "
        "<button type=button onclick=reserve()>Reserve for collection</button></p>"
    )
    script = (
        "function step(d){var q=$('qty');var n=+q.textContent+d;if(n<1)n=1;if(n>6)n=6;q.textContent=n}"
        "function reserve(){show('Reserved at '+($('branch').value||'no branch')+', qty '+$('qty').textContent"
        "+', text '+sw('sms')+', email '+sw('mail'))}"
        "function deliver(){show('Home delivery requested')}"
    )
    text_on, email_on = ("off", "off") if notify == "text" else ("on", "on")
    expected = f"Reserved at {branch}, qty {qty}, text {text_on}, email {email_on}"
    style = _style(0, seed)
    if notify == "text":
        sw_words = [
            "switch off 'Text me when it's ready'",
            "Turn the 'Text me when it's ready' switch off",
            "I don't want a text when it's ready, so turn that off",
            "text me off",
        ]
    else:
        sw_words = [
            "switch on 'Email me when it's ready'",
            "Turn on the 'Email me when it's ready' switch",
            "please email me when it's ready",
            "email me on",
        ]
    if style == 0:
        instruction = (
            f"Select {branch} as the collection branch, set the quantity to {qty}, {sw_words[0]}, "
            "then click Reserve for collection."
        )
    elif style == 1:
        instruction = _numbered(
            [
                f'Choose the branch "{branch}"',
                f"Use the + button to make the quantity {qty}",
                sw_words[1],
                'Click "Reserve for collection"',
            ]
        )
    elif style == 2:
        instruction = (
            f"I'd like to pick up {qty} packs at {branch}; {sw_words[2]}, and then reserve it for collection."
        )
    else:
        instruction = f"pharmacy: {branch}, qty {qty}, {sw_words[3]}, then Reserve for collection"
    return _task("pharmacy", seed, body, script, instruction, expected)


# --- 1. train seat reservation ----------------------------------------------------------------

TRAIN_TIMES = ["08:15", "08:51", "18:15", "08:45", "09:15", "18:51"]
SEAT_BOXES = [("quiet", "Quiet coach", True), ("table", "Table seat", False)]
SEAT_BOXES += [("luggage", "Near a luggage rack", False), ("power", "Power socket", True)]


def train_plan(seed: int) -> dict[str, str]:
    return {
        "time": pick("fresh15-train-time", seed, TRAIN_TIMES[:4]),
        "facing": pick("fresh15-train-facing", seed, ["Forwards", "Backwards"]),
        "box": pick("fresh15-train-box", seed, ["quiet", "table", "luggage", "power"]),
    }


def _arrival(t: str) -> str:
    h, m = (int(x) for x in t.split(":"))
    total = h * 60 + m + 128
    return f"{total // 60:02d}:{total % 60:02d}"


def _train(seed: int) -> Task:
    p = train_plan(seed)
    time, facing, box = p["time"], p["facing"], p["box"]
    rows = "".join(
        f"<tr><td>{t}</td><td>London Euston</td><td>Manchester Piccadilly</td><td>{_arrival(t)}</td>"
        f"<td><button type=button onclick=\"choose('{t}',this)\">Select</button></td></tr>"
        for t in _shuffled("train", seed, "rows", TRAIN_TIMES)
    )
    facings = "".join(
        f"<label><input type=radio name=facing value='{f}'{' checked' if f == 'No preference' else ''}> {f}</label> "
        for f in ["Forwards", "Backwards", "No preference"]
    )
    boxes = "".join(
        f"<label><input type=checkbox id={key}{' checked' if on else ''}> {label}</label><br>"
        for key, label, on in SEAT_BOXES
    )
    body = (
        "<h2>Reserve seats</h2><p>Outward, Friday 17 May</p>"
        "<table><thead><tr><th>Departs</th><th>From</th><th>To</th><th>Arrives</th><th></th></tr></thead>"
        f"<tbody>{rows}</tbody></table><p id=chosen>No train selected</p>"
        f"<fieldset><legend>Seat direction</legend>{facings}</fieldset>"
        f"<fieldset><legend>Seat preferences</legend>{boxes}</fieldset>"
        "<p><button type=button onclick=skip()>Travel without reserving</button> "
        "<button type=button onclick=reserve()>Reserve seats</button></p>"
    )
    script = (
        "var train='';"
        "function choose(t,b){train=t;document.querySelectorAll('tr').forEach(function(r){r.className=''});"
        "b.closest('tr').className='picked';$('chosen').textContent='Selected: '+t}"
        "function reserve(){var f=document.querySelector('input[name=facing]:checked').value.toLowerCase();"
        "show('Seats on the '+(train||'no train')+': facing '+f+'; quiet '+yn('quiet')+', table '+yn('table')"
        "+', luggage '+yn('luggage')+', power '+yn('power'))}"
        "function skip(){show('No seats reserved')}"
    )
    state = {key: on for key, _, on in SEAT_BOXES}
    state[box] = not state[box]

    def yes(key: str) -> str:
        return "yes" if state[key] else "no"

    expected = (
        f"Seats on the {time}: facing {facing.lower()}; quiet {yes('quiet')}, table {yes('table')}, "
        f"luggage {yes('luggage')}, power {yes('power')}"
    )
    box_words = {
        "quiet": [
            "untick Quiet coach",
            "Clear the Quiet coach box",
            "I don't need the quiet coach",
            "quiet coach off",
        ],
        "table": ["tick Table seat", "Tick the Table seat box", "I'd like a table seat", "table seat on"],
        "luggage": [
            "tick Near a luggage rack",
            "Tick 'Near a luggage rack'",
            "put me near a luggage rack",
            "luggage rack on",
        ],
        "power": [
            "untick Power socket",
            "Untick the Power socket box",
            "no need for a power socket",
            "power off",
        ],
    }[box]
    style = _style(1, seed)
    if style == 0:
        instruction = f"Select the {time} train, choose {facing} for seat direction, {box_words[0]}, then click Reserve seats."
    elif style == 1:
        instruction = _numbered(
            [
                f"Click Select on the {time} departure",
                f"Set the seat direction to {facing}",
                box_words[1],
                'Press "Reserve seats"',
            ]
        )
    elif style == 2:
        instruction = (
            f"Put me on the {time} to Manchester in a seat facing {facing.lower()}; {box_words[2]}. "
            "Then reserve the seats."
        )
    else:
        instruction = f"train: the {time}, facing {facing.lower()}, {box_words[3]}, Reserve seats"
    return _task("train", seed, body, script, instruction, expected)


# --- 2. job application -----------------------------------------------------------------------

NOTICE = ["Immediately", "1 week", "2 weeks", "4 weeks", "1 month", "2 months", "3 months", "6 months"]
APPLICANTS = ["Priya Shah", "Tomas Berg", "Greta Lund", "Yusuf Ali"]
OLD_PHONE = "07700 900123"


def job_plan(seed: int) -> dict[str, str]:
    return {
        "name": pick("fresh15-job-name", seed, APPLICANTS),
        "phone": pick(
            "fresh15-job-phone", seed, ["07700 900456", "07700 900789", "07700 900321", "07700 900654"]
        ),
        "notice": pick("fresh15-job-notice", seed, ["2 weeks", "4 weeks", "2 months", "3 months"]),
        "box": pick("fresh15-job-box", seed, ["keep", "alerts"]),
    }


def _job(seed: int) -> Task:
    p = job_plan(seed)
    name, phone, notice, box = p["name"], p["phone"], p["notice"], p["box"]
    email = name.lower().replace(" ", ".") + "@example.com"
    options = "".join(
        f"<option{' selected' if n == '1 month' else ''}>{n}</option>"
        for n in _shuffled("job", seed, "notice", NOTICE)
    )
    body = (
        "<h2>Apply: Warehouse Team Leader (ref WT-204)</h2>"
        f"<p><label>Full name <input id=name value='{name}'></label></p>"
        f"<p><label>Email <input id=email type=email value='{email}'></label></p>"
        f"<p><label>Phone number <input id=phone type=tel value='{OLD_PHONE}'></label></p>"
        f"<p><label>Notice period <select id=notice>{options}</select></label></p>"
        "<p><label><input type=checkbox id=keep> Keep my CV on file for future roles</label></p>"
        "<p><label><input type=checkbox id=alerts checked> Send me alerts for similar jobs</label></p>"
        "<p><button type=button onclick=draft()>Save as draft</button> "
        "<button type=button onclick=apply()>Submit application</button></p>"
    )
    script = (
        "function apply(){show('Application from '+$('name').value+' <'+$('email').value+'>: phone '"
        "+$('phone').value+', notice '+$('notice').value+', keep CV '+yn('keep')+', job alerts '+yn('alerts'))}"
        "function draft(){show('Draft saved')}"
    )
    keep, alerts = ("yes", "yes") if box == "keep" else ("no", "no")
    expected = f"Application from {name} <{email}>: phone {phone}, notice {notice}, keep CV {keep}, job alerts {alerts}"
    if box == "keep":
        box_words = [
            "tick Keep my CV on file",
            "Tick 'Keep my CV on file for future roles'",
            "you can keep my CV on file for future roles",
            "keep CV on",
        ]
    else:
        box_words = [
            "untick the similar-job alerts box",
            "Untick 'Send me alerts for similar jobs'",
            "I don't want alerts for similar jobs",
            "job alerts off",
        ]
    style = _style(2, seed)
    if style == 0:
        instruction = (
            f"Replace the phone number with {phone}, set the notice period to {notice}, {box_words[0]}, "
            "and click Submit application."
        )
    elif style == 1:
        instruction = _numbered(
            [
                f"Clear the phone number and type {phone}",
                f"Pick {notice} as the notice period",
                box_words[1],
                'Click "Submit application"',
            ]
        )
    elif style == 2:
        instruction = (
            f"My phone number has changed to {phone} and my notice period is {notice}; {box_words[2]}. "
            "Then submit the application."
        )
    else:
        instruction = f"job app: phone -> {phone}, notice {notice}, {box_words[3]}, submit application"
    return _task("job", seed, body, script, instruction, expected)


# --- 3. insurance claim (tabs) ----------------------------------------------------------------

CLAIM_TABS = ["Car", "Home", "Travel", "Pet", "Gadget"]
CONTACTS = ["Email", "Phone call", "Text message", "Post", "WhatsApp"]


def claim_plan(seed: int) -> dict[str, str]:
    return {
        "tab": pick("fresh15-claim-tab", seed, CLAIM_TABS[1:]),
        "amount": pick("fresh15-claim-amount", seed, ["250", "480", "1200", "75"]),
        "contact": pick("fresh15-claim-contact", seed, CONTACTS[1:]),
    }


def _claim(seed: int) -> Task:
    p = claim_plan(seed)
    tab, amount, contact = p["tab"], p["amount"], p["contact"]
    order = _shuffled("claim", seed, "tabs", CLAIM_TABS)
    tabs = "".join(
        f"<button type=button role=tab id=t-{t} aria-controls=p-{t} aria-selected={'true' if t == 'Car' else 'false'}"
        f" onclick=\"openTab('{t}')\">{t}</button> "
        for t in order
    )
    panels = "".join(
        f"<div role=tabpanel id=p-{t} aria-labelledby=t-{t}{'' if t == 'Car' else ' hidden'}>"
        f"<h3>{t} insurance claim</h3>"
        f"<p><label>Claim amount (£) <input type=number id=amt-{t} value=0></label></p>"
        f"<p><label>What happened? <input id=what-{t}></label></p></div>"
        for t in order
    )
    contacts = "".join(
        f"<label><input type=radio name=contact value='{c}'{' checked' if c == 'Email' else ''}> {c}</label> "
        for c in _shuffled("claim", seed, "contacts", CONTACTS)
    )
    body = (
        "<h2>Make a claim</h2><p>Policy holder: A. Morgan, policy 55-81902</p>"
        f"<div role=tablist aria-label='Claim type'>{tabs}</div>{panels}"
        f"<fieldset><legend>How should we contact you?</legend>{contacts}</fieldset>"
        "<p><button type=button onclick=later()>Save and finish later</button> "
        "<button type=button onclick=submitClaim()>Submit claim</button></p>"
    )
    tab_list = ",".join(f"'{t}'" for t in CLAIM_TABS)
    script = (
        f"var TABS=[{tab_list}];"
        "function openTab(t){TABS.forEach(function(x){$('t-'+x).setAttribute('aria-selected',x===t?'true':'false');"
        "$('p-'+x).hidden=x!==t})}"
        "function submitClaim(){var t=TABS.filter(function(x){return $('t-'+x).getAttribute('aria-selected')==='true'})[0];"
        "var others=TABS.filter(function(x){return x!==t&&$('amt-'+x).value!=='0'})"
        ".map(function(x){return x+'='+$('amt-'+x).value});"
        "var c=document.querySelector('input[name=contact]:checked').value;"
        "show('Claim submitted: '+t+', £'+$('amt-'+t).value+', contact by '+c+'; '"
        "+(others.length?'other tabs: '+others.join(' '):'other tabs untouched'))}"
        "function later(){show('Claim saved for later')}"
    )
    expected = f"Claim submitted: {tab}, £{amount}, contact by {contact}; other tabs untouched"
    style = _style(3, seed)
    if style == 0:
        instruction = (
            f"Open the {tab} tab, enter {amount} as the claim amount, choose {contact} as the contact method, "
            "and click Submit claim."
        )
    elif style == 1:
        instruction = _numbered(
            [
                f"Switch to the {tab} tab",
                f"Change the claim amount there to {amount}",
                f'Select "{contact}" under how we should contact you',
                "Click Submit claim",
            ]
        )
    elif style == 2:
        instruction = (
            f"This is a {tab.lower()} insurance claim for £{amount}, so go to the {tab} tab and put that amount in; "
            f"I'd like to be contacted by {contact.lower()}. Then submit the claim."
        )
    else:
        instruction = f"claim: {tab} tab, £{amount}, contact {contact.lower()}, then Submit claim"
    return _task("claim", seed, body, script, instruction, expected)


# --- 4. recipe box plan -----------------------------------------------------------------------

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def recipes_plan(seed: int) -> dict[str, str]:
    stepper = pick("fresh15-recipes-stepper", seed, ["people:4", "recipes:5", "people:1", "recipes:2"])
    which, value = stepper.split(":")
    return {
        "which": which,
        "value": value,
        "switch": pick("fresh15-recipes-switch", seed, ["veg", "dessert"]),
        "day": pick("fresh15-recipes-day", seed, ["Thursday", "Tuesday", "Saturday", "Sunday"]),
    }


def _recipes(seed: int) -> Task:
    p = recipes_plan(seed)
    which, value, switch, day = p["which"], p["value"], p["switch"], p["day"]
    options = "".join(
        f"<option{' selected' if d == 'Wednesday' else ''}>{d}</option>"
        for d in _shuffled("recipes", seed, "days", DAYS)
    )
    body = (
        "<h2>Your recipe box</h2><p>Next box: week of 20 May</p>"
        "<p>People <button type=button aria-label='Fewer people' onclick=\"step('people',-1,1,6)\">-</button>"
        " <span id=people>2</span> "
        "<button type=button aria-label='More people' onclick=\"step('people',1,1,6)\">+</button></p>"
        "<p>Recipes a week <button type=button aria-label='Fewer recipes' onclick=\"step('recipes',-1,2,5)\">-</button>"
        " <span id=recipes>3</span> "
        "<button type=button aria-label='More recipes' onclick=\"step('recipes',1,2,5)\">+</button></p>"
        "<p><button type=button role=switch id=veg aria-checked=false onclick='flip(this)'>Vegetarian only</button> "
        "<button type=button role=switch id=dessert aria-checked=true onclick='flip(this)'>Include a dessert</button></p>"
        f"<p><label>Delivery day <select id=day>{options}</select></label></p>"
        "<p><button type=button onclick=pause()>Pause deliveries</button> "
        "<button type=button onclick=update()>Update my plan</button></p>"
    )
    script = (
        "function step(id,d,lo,hi){var s=$(id);var n=+s.textContent+d;if(n<lo)n=lo;if(n>hi)n=hi;s.textContent=n}"
        "function update(){show('Plan updated: '+$('people').textContent+' people, '+$('recipes').textContent"
        "+' recipes a week, '+$('day').value+' delivery, vegetarian '+sw('veg')+', dessert '+sw('dessert'))}"
        "function pause(){show('Deliveries paused')}"
    )
    people = value if which == "people" else "2"
    recipes = value if which == "recipes" else "3"
    veg, dessert = ("on", "on") if switch == "veg" else ("off", "off")
    expected = (
        f"Plan updated: {people} people, {recipes} recipes a week, {day} delivery, "
        f"vegetarian {veg}, dessert {dessert}"
    )
    if which == "people":
        step_words = [
            f"set People to {value}",
            f"Use the People stepper to get {value}",
            "it's just me now" if value == "1" else f"we're now {value} people",
            f"{value} {'person' if value == '1' else 'people'}",
        ]
    else:
        step_words = [
            f"set Recipes a week to {value}",
            f"Change recipes a week to {value} with the stepper",
            f"we only want {value} recipes a week" if value == "2" else f"we want {value} recipes a week",
            f"{value} recipes/wk",
        ]
    if switch == "veg":
        sw_words = [
            "turn on Vegetarian only",
            "Switch Vegetarian only on",
            "make it vegetarian only",
            "veg only on",
        ]
    else:
        sw_words = [
            "turn off Include a dessert",
            "Switch off Include a dessert",
            "we don't want the dessert any more",
            "dessert off",
        ]
    style = _style(4, seed)
    if style == 0:
        instruction = f"{_cap(step_words[0])}, {sw_words[0]}, pick {day} delivery, then click Update my plan."
    elif style == 1:
        instruction = _numbered(
            [step_words[1], sw_words[1], f"Choose {day} as the delivery day", "Click Update my plan"]
        )
    elif style == 2:
        instruction = (
            f"Change our box: {step_words[2]}, {sw_words[2]}, and deliver on {day}s from now on - "
            "then update the plan."
        )
    else:
        instruction = f"recipe box: {step_words[3]}, {sw_words[3]}, {day}, Update my plan"
    return _task("recipes", seed, body, script, instruction, expected)


# --- 5. parcel redelivery (dialog) ------------------------------------------------------------

PLACES = ["Porch", "Back door", "Front door", "Garage", "Shed", "Back garden", "With a neighbour"]
REDELIVERY_DATES = [
    "Tue 14 May",
    "Wed 15 May",
    "Thu 16 May",
    "Fri 17 May",
    "Sat 18 May",
    "Mon 20 May",
    "Thu 23 May",
]
OLD_NOTE = "Please knock loudly"


def parcel_plan(seed: int) -> dict[str, str]:
    return {
        "place": pick("fresh15-parcel-place", seed, ["Back door", "Garage", "Porch", "Back garden"]),
        "date": pick("fresh15-parcel-date", seed, ["Wed 15 May", "Thu 16 May", "Sat 18 May", "Fri 17 May"]),
        "note": pick(
            "fresh15-parcel-note",
            seed,
            [
                "Leave behind the green bin",
                "Ring the side doorbell",
                "Not with number 12",
                "Put it in the blue box",
            ],
        ),
    }


def _parcel(seed: int) -> Task:
    p = parcel_plan(seed)
    place, date, note = p["place"], p["date"], p["note"]
    radios = "".join(
        f"<label><input type=radio name=safe value='{x}'> {x}</label><br>"
        for x in _shuffled("parcel", seed, "places", PLACES)
    )
    options = "".join(f"<option>{d}</option>" for d in REDELIVERY_DATES)
    body = (
        "<h2>Arrange a redelivery</h2><p>Parcel 7H 2209 4471 - we missed you on Mon 13 May</p>"
        "<p>Safe place: <span id=place>none chosen</span> "
        "<button type=button onclick=\"$('dlg').showModal()\">Choose safe place</button></p>"
        f"<dialog id=dlg><h3>Where can we leave it?</h3><fieldset>{radios}</fieldset>"
        "<button type=button onclick=savePlace()>Save place</button> "
        "<button type=button onclick=\"$('dlg').close()\">Cancel</button></dialog>"
        f"<p><label>Delivery date <select id=date>{options}</select></label></p>"
        f"<p><label>Note for the driver <input id=note value='{OLD_NOTE}'></label></p>"
        "<p><label><input type=checkbox id=window checked> Text me a one-hour delivery window</label></p>"
        "<p><button type=button onclick=depot()>Collect from the depot instead</button> "
        "<button type=button onclick=book()>Book redelivery</button></p>"
    )
    script = (
        "var place='';"
        "function savePlace(){var r=document.querySelector('input[name=safe]:checked');"
        "if(r){place=r.value;$('place').textContent=place}$('dlg').close()}"
        "function book(){show('Redelivery booked for '+$('date').value+': safe place '+(place||'none')"
        "+', note \"'+$('note').value+'\", text window '+yn('window'))}"
        "function depot(){show('Depot collection booked')}"
    )
    expected = f'Redelivery booked for {date}: safe place {place}, note "{note}", text window yes'
    style = _style(5, seed)
    if style == 0:
        instruction = (
            f"Set the safe place to {place}, choose {date} as the delivery date, "
            f"replace the driver note with '{note}', then click Book redelivery."
        )
    elif style == 1:
        instruction = _numbered(
            [
                f"Choose {place} as the safe place and save it",
                f"Pick {date} for the delivery date",
                f'Change the note for the driver to "{note}"',
                "Click Book redelivery",
            ]
        )
    elif style == 2:
        instruction = (
            f"Please redeliver on {date}, and if I'm out the safe place is {place.lower()}; the driver note should say "
            f'"{note}" instead of what\'s there. Then book the redelivery.'
        )
    else:
        instruction = f'redelivery: {date}, safe place {place.lower()}, note "{note}", Book redelivery'
    return _task("parcel", seed, body, script, instruction, expected)


# --- 6. dentist registration ------------------------------------------------------------------

PATIENT_TYPES = ["NHS adult", "NHS child", "Private", "Private plan (Denplan)"]
CONDITIONS = ["Asthma", "Diabetes", "Heart condition", "Epilepsy", "Pregnant", "Blood thinners"]
PREV_DENTIST = "Smile Dental, Hove"


def dentist_plan(seed: int) -> dict[str, str]:
    pair = pick(
        "fresh15-dentist-pair",
        seed,
        ["Asthma>Diabetes", "Diabetes>Epilepsy", "Heart condition>Blood thinners", "Blood thinners>Asthma"],
    )
    off, on = pair.split(">")
    return {"type": pick("fresh15-dentist-type", seed, PATIENT_TYPES), "off": off, "on": on}


def _dentist(seed: int) -> Task:
    p = dentist_plan(seed)
    ptype, off, on = p["type"], p["off"], p["on"]
    radios = "".join(
        f"<label><input type=radio name=ptype value='{t}'> {t}</label><br>"
        for t in _shuffled("dentist", seed, "types", PATIENT_TYPES)
    )
    boxes = "".join(
        f"<label><input type=checkbox name=cond value='{c}'{' checked' if c == off else ''}> {c}</label><br>"
        for c in _shuffled("dentist", seed, "conditions", CONDITIONS)
    )
    cond_list = ",".join(f"'{c}'" for c in CONDITIONS)
    body = (
        "<h2>Register as a new patient</h2><p>Brunswick Dental Practice</p>"
        "<p><label>Your name <input id=pname value='Sam Okafor'></label></p>"
        f"<p><label>Previous dentist <input id=prev value='{PREV_DENTIST}'></label></p>"
        f"<fieldset><legend>Patient type</legend>{radios}</fieldset>"
        f"<fieldset><legend>Medical history (tick all that apply)</legend>{boxes}</fieldset>"
        "<p><button type=button onclick=wait()>Join the waiting list</button> "
        "<button type=button onclick=register()>Register with the practice</button></p>"
    )
    script = (
        f"var CONDS=[{cond_list}];"
        "function register(){var t=document.querySelector('input[name=ptype]:checked');"
        "var ticked=CONDS.filter(function(c){return document.querySelector('input[name=cond][value=\"'+c+'\"]').checked});"
        "show('Registered '+$('pname').value+' as '+(t?t.value:'no type')+'; medical: '"
        "+(ticked.length?ticked.join(', '):'none')+'; previous dentist: '+$('prev').value)}"
        "function wait(){show('Added to the waiting list')}"
    )
    expected = f"Registered Sam Okafor as {ptype}; medical: {on}; previous dentist: {PREV_DENTIST}"
    style = _style(6, seed)
    if style == 0:
        instruction = f"Choose {ptype} as the patient type, untick {off}, tick {on}, then click Register with the practice."
    elif style == 1:
        instruction = _numbered(
            [
                f"Select the {ptype} patient type",
                f"Clear the {off} box",
                f"Tick {on}",
                'Click "Register with the practice"',
            ]
        )
    elif style == 2:
        instruction = (
            f"Register me as a new {ptype} patient; {off} was ticked by mistake so clear it, and tick {on} instead. "
            "Then register with the practice."
        )
    else:
        instruction = f"dentist reg: {ptype}, {off} off, {on} on, Register with the practice"
    return _task("dentist", seed, body, script, instruction, expected)


# --- 7. charity donation ----------------------------------------------------------------------

AMOUNTS = ["£5", "£10", "£15", "£50", "£100", "£150"]


def donation_plan(seed: int) -> dict[str, str]:
    return {
        "amount": pick("fresh15-donation-amount", seed, ["£15", "£100", "other:35", "£150"]),
        "switch": pick("fresh15-donation-switch", seed, ["giftaid", "anon"]),
        "box": pick("fresh15-donation-box", seed, ["post", "email"]),
    }


def _donation(seed: int) -> Task:
    p = donation_plan(seed)
    amount, switch, box = p["amount"], p["switch"], p["box"]
    radios = "".join(
        f"<label><input type=radio name=amt value='{a}'{' checked' if a == '£10' else ''}> {a}</label> "
        for a in _shuffled("donation", seed, "amounts", AMOUNTS)
    )
    body = (
        "<h2>Donate to Riverside Food Bank</h2>"
        f"<fieldset><legend>Amount</legend>{radios}"
        "<label><input type=radio name=amt value=other id=other-radio> Other amount</label> "
        "<label>Other amount (£) <input type=number id=other value=20 oninput=\"$('other-radio').checked=true\"></label>"
        "</fieldset>"
        "<p><button type=button role=switch id=giftaid aria-checked=false onclick='flip(this)'>"
        "Add Gift Aid (I am a UK taxpayer)</button></p>"
        "<p><button type=button role=switch id=anon aria-checked=false onclick='flip(this)'>"
        "Donate anonymously</button></p>"
        "<p><label><input type=checkbox id=post checked> Send me updates by post</label><br>"
        "<label><input type=checkbox id=email> Send me updates by email</label></p>"
        "<p><button type=button onclick=later()>Remind me later</button> "
        "<button type=button onclick=donate()>Donate now</button></p>"
    )
    script = (
        "function donate(){var r=document.querySelector('input[name=amt]:checked');"
        "var a=r.value==='other'?'£'+$('other').value:r.value;"
        "show('Donation of '+a+': Gift Aid '+sw('giftaid')+', anonymous '+sw('anon')+', post updates '+yn('post')"
        "+', email updates '+yn('email'))}"
        "function later(){show('Reminder set')}"
    )
    shown = "£" + amount.split(":")[1] if amount.startswith("other:") else amount
    giftaid = "on" if switch == "giftaid" else "off"
    anon = "on" if switch == "anon" else "off"
    post = "no" if box == "post" else "yes"
    email = "yes" if box == "email" else "no"
    expected = f"Donation of {shown}: Gift Aid {giftaid}, anonymous {anon}, post updates {post}, email updates {email}"
    if amount.startswith("other:"):
        amount_words = [
            f"enter {shown[1:]} as the other amount",
            f"Type {shown[1:]} into the Other amount box (replacing the 20)",
            f"I want to give {shown}, which isn't one of the buttons",
            f"other amount {shown[1:]}",
        ]
    else:
        amount_words = [
            f"choose {amount}",
            f"Select the {amount} amount",
            f"I'd like to give {amount}",
            amount,
        ]
    switch_words = {
        "giftaid": ["turn on Gift Aid", "Switch Gift Aid on", "please add Gift Aid", "gift aid on"],
        "anon": [
            "switch on Donate anonymously",
            "Turn on the Donate anonymously switch",
            "keep my name off it (donate anonymously)",
            "anonymous on",
        ],
    }[switch]
    box_words = {
        "post": [
            "untick updates by post",
            "Untick 'Send me updates by post'",
            "no post updates please",
            "post updates off",
        ],
        "email": [
            "tick updates by email",
            "Tick 'Send me updates by email'",
            "email me updates",
            "email updates on",
        ],
    }[box]
    style = _style(7, seed)
    if style == 0:
        instruction = f"{_cap(amount_words[0])}, {switch_words[0]}, {box_words[0]}, and click Donate now."
    elif style == 1:
        instruction = _numbered([amount_words[1], switch_words[1], box_words[1], "Click Donate now"])
    elif style == 2:
        instruction = _cap(f"{amount_words[2]}; {switch_words[2]}, and {box_words[2]}. Then donate now.")
    else:
        instruction = f"donation: {amount_words[3]}, {switch_words[3]}, {box_words[3]}, Donate now"
    return _task("donation", seed, body, script, instruction, expected)


# --- 8. council missed-bin report -------------------------------------------------------------

BINS = [
    ("Green bin", "Garden waste"),
    ("Green box", "Glass bottles and jars"),
    ("Grey bin", "General waste"),
    ("Blue bin", "Paper and card"),
    ("Blue box", "Cans and plastics"),
    ("Brown caddy", "Food waste"),
]
LEFT_AT = ["Kerbside", "Front garden", "Back gate", "Shared bin store", "End of the lane"]


def bins_plan(seed: int) -> dict[str, str]:
    return {
        "bin": pick("fresh15-bins-bin", seed, ["Green box", "Blue bin", "Green bin", "Blue box"]),
        "left": pick("fresh15-bins-left", seed, LEFT_AT[1:]),
        "times": pick("fresh15-bins-times", seed, ["2", "3", "4", "5"]),
    }


def _bins(seed: int) -> Task:
    p = bins_plan(seed)
    target, left, times = p["bin"], p["left"], p["times"]
    by_name = dict(BINS)
    rows = "".join(
        f"<tr><td>{b}</td><td>{by_name[b]}</td><td>Thu 16 May</td>"
        f"<td><button type=button data-bin='{b}' onclick='report(this)'>Report missed</button></td></tr>"
        for b in _shuffled("bins", seed, "rows", [b for b, _ in BINS])
    )
    options = "".join(
        f"<option{' selected' if x == 'Kerbside' else ''}>{x}</option>"
        for x in _shuffled("bins", seed, "left", LEFT_AT)
    )
    bin_list = ",".join(f"'{b}'" for b, _ in BINS)
    body = (
        "<h2>Report a missed bin collection</h2><p>14 Alder Close</p>"
        "<table><thead><tr><th>Bin</th><th>For</th><th>Due</th><th></th></tr></thead>"
        f"<tbody>{rows}</tbody></table>"
        f"<p><label>Where was it left out? <select id=left>{options}</select></label></p>"
        "<p><label>Missed collections in the last 3 months <input type=number id=times value=1></label></p>"
        "<p><button type=button onclick=replace()>Order a replacement bin</button> "
        "<button type=button onclick=send()>Send report</button></p>"
    )
    script = (
        f"var BINS=[{bin_list}];var missed={{}};"
        "function report(b){var k=b.dataset.bin;missed[k]=!missed[k];b.textContent=missed[k]?'Reported':'Report missed';"
        "b.closest('tr').className=missed[k]?'picked':''}"
        "function send(){var m=BINS.filter(function(k){return missed[k]});"
        "show('Report sent: '+(m.length?m.join(', '):'nothing')+' missed, left at '+$('left').value+', '"
        "+$('times').value+' misses in 3 months')}"
        "function replace(){show('Replacement bin ordered')}"
    )
    expected = f"Report sent: {target} missed, left at {left}, {times} misses in 3 months"
    style = _style(8, seed)
    if style == 0:
        instruction = (
            f"Report the {target} as missed, set where it was left to {left}, change missed collections to {times}, "
            "then click Send report."
        )
    elif style == 1:
        instruction = _numbered(
            [
                f"Click Report missed on the {target} row",
                f'Choose "{left}" for where it was left out',
                f"Replace the missed collections number with {times}",
                "Click Send report",
            ]
        )
    elif style == 2:
        instruction = (
            f"Our {target.lower()} wasn't emptied again - report it missed, say it was left at the "
            f"{left.lower()}, and put {times} missed collections in the last 3 months. Then send the report."
        )
    else:
        instruction = f"bins: {target} missed, left at {left.lower()}, {times} misses, Send report"
    return _task("bins", seed, body, script, instruction, expected)


KINDS: list[Callable[[int], Task]] = [
    _pharmacy,
    _train,
    _job,
    _claim,
    _recipes,
    _parcel,
    _dentist,
    _donation,
    _bins,
]


def fresh15_tasks() -> list[Task]:
    return [build(seed) for build in KINDS for seed in range(4)]
