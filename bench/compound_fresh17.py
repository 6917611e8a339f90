"""Fresh compound-act tasks, set 17: nine everyday page kinds x seeds 0-3 (36 tasks).

Each task's instruction asks for three or four actions on one page, the last a click on the page's final
button; that button's handler reads the whole relevant page state (the controls the task changes and the
ones it must leave alone) and writes one line to ``#result``, which is the task's expected text. Beside the
final button sits a distractor button that writes a line with another prefix.

Kinds and their traps:

- dentist: dentist check-in - a reason radio group with look-alikes ("Check-up" / "Check-up and clean"),
  a prefilled mobile number to replace (not append to), four pre-ticked boxes of which one is unticked and
  its look-alikes stay ticked.
- allotment: allotment waiting list - a native <select> of look-alike sites ("Hill Road" / "Hill Road
  North"), a +/- stepper starting at 5, a closed <details> holding the preference to tick, a pre-ticked
  "share a plot" box to leave alone.
- removal: home removal quote - tabs with two hidden panels holding targets (a floor <select> and an
  extras checkbox with a look-alike "Packing service" / "Packing materials only"), a home-size radio group
  with look-alikes, a pre-ticked "lift" box to leave alone.
- donation: charity donation - amount preset toggle buttons (amounts sometimes said in words), a fund
  <select> with look-alikes, a prefilled receipt name to replace, two switches to leave alone.
- train: train seat reservation - a timetable with a "Choose" button per row and look-alike times (times
  sometimes said as "half seven in the morning"), a class radio group with look-alikes ("First" / "First
  Plus"), a seat-preference box to tick while a pre-ticked "Table seat" stays.
- recipes: recipe box subscription - a plan <select> with look-alikes ("Classic" / "Classic Plus"), a
  recipes-per-week stepper starting at 3, a native <dialog> opened by a button whose own Save commits the
  dietary choice, a switch to leave alone.
- laundry: laundry pickup - a slot <select> of look-alike times (said as "half seven in the evening" in
  conversational wording), a table whose rows each hold an identically named "Include" checkbox, with
  look-alike rows ("Shirts" / "Shirts - iron only"), a prefilled door code to replace, a pre-ticked
  "Eco wash" to leave alone.
- workshop: conference workshop sign-up - cards with per-card "Add" buttons and look-alike titles ("Intro
  to Rust" / "Intro to Rust Async"), a T-shirt radio group ("Large" / "Extra large"), a closed <details>
  holding the accessibility need, a pre-ticked sponsor-sharing box to leave alone.
- vaccination: vaccination booking - a vaccine radio group with look-alikes ("Flu" / "Flu (high dose)"),
  tabs with a hidden "Reminders" panel holding a +/- stepper (days said as "a week", "a fortnight") and
  four role=switch buttons of which exactly one is flipped and the rest left alone.

Negatives ("not X", "don't change Y", "leave ... as it is") appear across the wordings.

These tasks were written blind: without reading the automation system's code, tests, results or the
other fresh sets, only the ``Task``, ``SHOW``, ``pick`` and ``page_html`` definitions in
``bench_compound``.

Seeds 0-3 per kind: even seeds are the development half, odd seeds the held-out half (``Task.half``).
Targets per seed come from ``pick()``, and rows/options are shuffled per seed. Wording style per task is
``(seed // 2 + kind_index) % 4``: 0 terse imperative, 1 numbered steps on separate lines, 2 a
conversational sentence (values said indirectly where natural), 3 shorthand notes.
"""

from __future__ import annotations

import random
import re

from bench_compound import Task, page_html, pick

KINDS = (
    "dentist",
    "allotment",
    "removal",
    "donation",
    "train",
    "recipes",
    "laundry",
    "workshop",
    "vaccination",
)
SEEDS = range(4)

NUMBER_WORDS = {
    1: "one",
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
    11: "eleven",
    12: "twelve",
    13: "thirteen",
    14: "fourteen",
}

JS_COMMON = (
    "function yn(id){return $(id).checked?'yes':'no'}"
    "function sw(id){return $(id).getAttribute('aria-checked')==='true'?'on':'off'}"
    "function flip(b){var on=b.getAttribute('aria-checked')!=='true';"
    "b.setAttribute('aria-checked',on?'true':'false');b.textContent=on?'On':'Off'}"
    "function radio(n){var r=document.querySelector('input[name='+n+']:checked');return r?r.value:'none'}"
    "function step(id,d,lo,hi){var e=$(id),v=Number(e.textContent)+d;if(v>=lo&&v<=hi)e.textContent=String(v)}"
    "function tab(k){document.querySelectorAll('[role=tab]').forEach(function(t){"
    "var on=t.id==='tab-'+k;t.setAttribute('aria-selected',on?'true':'false');"
    "$(t.getAttribute('aria-controls')).hidden=!on})}"
)


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _shuffled(kind: str, seed: int, items: list[str]) -> list[str]:
    out = list(items)
    random.Random(f"fresh17-{kind}-{seed}-{items[0]}").shuffle(out)
    return out


def _style(kind: str, seed: int) -> int:
    return (seed // 2 + KINDS.index(kind)) % 4


def _checkbox(cid: str, label: str, checked: bool = False) -> str:
    return f"<label><input type=checkbox id={cid}{' checked' if checked else ''}> {label}</label><br>"


def _radios(name: str, legend: str, values: list[str]) -> str:
    items = "".join(f'<label><input type=radio name={name} value="{v}"> {v}</label><br>' for v in values)
    return f"<fieldset><legend>{legend}</legend>{items}</fieldset>"


def _select(sid: str, label: str, values: list[str], placeholder: str | None, selected: str = "") -> str:
    opts = f'<option value="">{placeholder}</option>' if placeholder else ""
    opts += "".join(f'<option value="{v}"{" selected" if v == selected else ""}>{v}</option>' for v in values)
    return f"<p><label for={sid}>{label}</label> <select id={sid}>{opts}</select></p>"


def _switch(sid: str, label: str, on: bool) -> str:
    state = "true" if on else "false"
    return (
        f"<p><span id={sid}-label>{label}</span> <button type=button role=switch id={sid} "
        f'aria-checked={state} aria-labelledby={sid}-label onclick="flip(this)">{"On" if on else "Off"}'
        "</button></p>"
    )


def _stepper(sid: str, label: str, start: int, lo: int, hi: int) -> str:
    return (
        f"<p><span id={sid}-label>{label}</span> "
        f'<button type=button aria-label="Decrease {label.lower()}" onclick="step(\'{sid}\',-1,{lo},{hi})">'
        "−</button> "
        f"<output id={sid} aria-labelledby={sid}-label>{start}</output> "
        f'<button type=button aria-label="Increase {label.lower()}" onclick="step(\'{sid}\',1,{lo},{hi})">'
        "+</button></p>"
    )


def _buttons(final: str, distractor: str, kind: str, seed: int) -> str:
    pair = [
        f'<button type=button id=final onclick="finish()">{final}</button>',
        f'<button type=button id=other onclick="other()">{distractor}</button>',
    ]
    if random.Random(f"fresh17-{kind}-{seed}-buttons").random() < 0.5:
        pair.reverse()
    return f"<p>{' '.join(pair)}</p>"


def _task(kind: str, seed: int, body: str, script: str, instruction: str, expected: str) -> Task:
    return Task(
        name=f"fresh17-{kind}-{seed}",
        kind=kind,
        seed=seed,
        compound=True,
        html=page_html(body, JS_COMMON + script),
        instruction=instruction,
        expected=expected,
    )


Plan = tuple[Task, dict[str, str]]


# --- 0 dentist check-in -------------------------------------------------------------------------

DENTIST_REASONS = ["Check-up", "Check-up and clean", "Hygienist", "Hygienist and polish", "Filling"]
DENTIST_BOXES = ["SMS reminders", "SMS receipts", "Email reminders", "Email receipts"]
DENTIST_OLD_MOBILE = "07700 900123"


def dentist(seed: int) -> Plan:
    kind = "dentist"
    reason = pick("fresh17-dentist-reason", seed, DENTIST_REASONS[:4])
    mobile = pick(
        "fresh17-dentist-mobile", seed, ["07700 900456", "07700 900789", "07700 900321", "07700 900654"]
    )
    untick = pick("fresh17-dentist-untick", seed, DENTIST_BOXES)
    boxes = "".join(_checkbox(_slug(b), b, True) for b in _shuffled(kind, seed, DENTIST_BOXES))
    body = (
        "<h2>Dentist check-in</h2><p>Welcome to Brightsmile Dental. Please check your details.</p>"
        + _radios("reason", "Reason for visit", _shuffled(kind, seed, DENTIST_REASONS))
        + f'<p><label for=mobile>Mobile number</label> <input id=mobile value="{DENTIST_OLD_MOBILE}"></p>'
        + f"<fieldset><legend>Messages</legend>{boxes}</fieldset>"
        + _buttons("Check in", "Cancel appointment", kind, seed)
    )
    fields = "'reason='+radio('reason')+'; mobile='+$('mobile').value+'; '+" + "+'; '+".join(
        f"'{_slug(b)}='+yn('{_slug(b)}')" for b in DENTIST_BOXES
    )
    script = (
        f"function finish(){{show('Checked in: '+{fields})}}function other(){{show('Cancelled: '+{fields})}}"
    )
    state = "; ".join(f"{_slug(b)}={'no' if b == untick else 'yes'}" for b in DENTIST_BOXES)
    expected = f"Checked in: reason={reason}; mobile={mobile}; {state}"
    look = {"Check-up": "Check-up and clean", "Hygienist": "Hygienist and polish"}.get(reason)
    style = _style(kind, seed)
    if style == 0:
        neg = f" (not {look})" if look else ""
        instruction = (
            f"Choose {reason}{neg} as the reason for visit, change the mobile number to {mobile}, "
            f"untick {untick}, then click Check in."
        )
    elif style == 1:
        instruction = (
            f'1. Select the reason for visit "{reason}".\n'
            f"2. Replace the mobile number with {mobile}.\n"
            f'3. Untick "{untick}" and leave the other message boxes ticked.\n'
            "4. Click Check in."
        )
    elif style == 2:
        instruction = (
            f"I'm here for my {reason.lower()} appointment; my mobile is now {mobile} rather than the old "
            f"one, and I don't want {untick} any more (keep the other messages), so please check me in."
        )
    else:
        instruction = f"reason: {reason}; mobile {mobile} (replace old); {untick} off, other messages unchanged; check in"
    return _task(kind, seed, body, script, instruction, expected), {
        "reason": reason,
        "mobile": mobile,
        "untick": untick,
    }


# --- 1 allotment waiting list -------------------------------------------------------------------

ALLOTMENT_SITES = ["Hill Road", "Hill Road North", "Mill Lane", "Mill Lane East", "Riverside"]
ALLOTMENT_PREFS = ["Water tap nearby", "Shed on plot", "Raised beds", "Near the gate"]
ALLOTMENT_START = 5


def allotment(seed: int) -> Plan:
    kind = "allotment"
    site = pick("fresh17-allotment-site", seed, ALLOTMENT_SITES[:4])
    rods = int(pick("fresh17-allotment-rods", seed, ["3", "4", "7", "8"]))
    pref = pick("fresh17-allotment-pref", seed, ALLOTMENT_PREFS)
    prefs = "".join(_checkbox(_slug(p), p) for p in _shuffled(kind, seed, ALLOTMENT_PREFS))
    body = (
        "<h2>Allotment waiting list</h2><p>Join the council waiting list for an allotment plot.</p>"
        + _select("site", "Site", _shuffled(kind, seed, ALLOTMENT_SITES), "- choose a site -")
        + _stepper("rods", "Plot size (rods)", ALLOTMENT_START, 1, 10)
        + _checkbox("share", "Happy to share a plot", True)
        + f"<details><summary>More preferences</summary>{prefs}</details>"
        + _buttons("Join waiting list", "Save draft", kind, seed)
    )
    fields = (
        "'site='+($('site').value||'none')+'; rods='+$('rods').textContent+'; '+"
        + "+'; '+".join(f"'{_slug(p)}='+yn('{_slug(p)}')" for p in ALLOTMENT_PREFS)
        + "+'; share='+yn('share')"
    )
    script = (
        f"function finish(){{show('Joined: '+{fields})}}function other(){{show('Draft saved: '+{fields})}}"
    )
    state = "; ".join(f"{_slug(p)}={'yes' if p == pref else 'no'}" for p in ALLOTMENT_PREFS)
    expected = f"Joined: site={site}; rods={rods}; {state}; share=yes"
    style = _style(kind, seed)
    if style == 0:
        instruction = f"Select {site} as the site, set the plot size to {rods} rods, tick {pref}, then click Join waiting list."
    elif style == 1:
        instruction = (
            f"1. Pick the site {site}.\n"
            f"2. Set the plot size to {rods} rods.\n"
            f'3. Under more preferences, tick "{pref}".\n'
            "4. Click Join waiting list."
        )
    elif style == 2:
        instruction = (
            f"Could you put me on the waiting list for the {site} site, for a plot of {NUMBER_WORDS[rods]} "
            f"rods, with '{pref.lower()}' as a preference? Don't change the sharing option."
        )
    else:
        instruction = f"site {site}; {rods} rods; pref: {pref}; sharing as is; join list"
    return _task(kind, seed, body, script, instruction, expected), {
        "site": site,
        "rods": str(rods),
        "pref": pref,
    }


# --- 2 home removal quote -----------------------------------------------------------------------

REMOVAL_SIZES = ["2-bed flat", "2-bed house", "3-bed flat", "3-bed house", "1-bed flat"]
REMOVAL_FLOORS = ["Ground floor", "1st floor", "2nd floor", "3rd floor", "4th floor or higher"]
REMOVAL_EXTRAS = ["Packing service", "Packing materials only", "Dismantle furniture", "Storage for a week"]
FLOOR_WORDS = {
    "1st floor": "first floor",
    "2nd floor": "second floor",
    "3rd floor": "third floor",
    "4th floor or higher": "fifth floor",
}


def removal(seed: int) -> Plan:
    kind = "removal"
    size = pick("fresh17-removal-size", seed, REMOVAL_SIZES[:4])
    floor = pick("fresh17-removal-floor", seed, REMOVAL_FLOORS[1:])
    extra = pick("fresh17-removal-extra", seed, REMOVAL_EXTRAS)
    tabs = (
        "<div role=tablist aria-label=Quote>"
        "<button type=button role=tab id=tab-home aria-selected=true aria-controls=panel-home "
        "onclick=\"tab('home')\">Your home</button> "
        "<button type=button role=tab id=tab-new aria-selected=false aria-controls=panel-new "
        "onclick=\"tab('new')\">New address</button> "
        "<button type=button role=tab id=tab-extras aria-selected=false aria-controls=panel-extras "
        "onclick=\"tab('extras')\">Extras</button></div>"
    )
    extras = "".join(_checkbox(_slug(e), e) for e in _shuffled(kind, seed, REMOVAL_EXTRAS))
    body = (
        "<h2>Home removal quote</h2><p>Tell us about your move and we'll send a quote.</p>"
        + tabs
        + "<div role=tabpanel id=panel-home aria-labelledby=tab-home>"
        + _radios("size", "Current home size", _shuffled(kind, seed, REMOVAL_SIZES))
        + "</div><div role=tabpanel id=panel-new aria-labelledby=tab-new hidden>"
        + "<p>New address: 14 Orchard Way</p>"
        + _select("floor", "Floor at new address", REMOVAL_FLOORS, None, "Ground floor")
        + _checkbox("lift", "Lift available", True)
        + "</div><div role=tabpanel id=panel-extras aria-labelledby=tab-extras hidden>"
        + extras
        + "</div>"
        + _buttons("Get quote", "Request a callback", kind, seed)
    )
    fields = "'size='+radio('size')+'; floor='+$('floor').value+'; lift='+yn('lift')+'; '+" + "+'; '+".join(
        f"'{_slug(e)}='+yn('{_slug(e)}')" for e in REMOVAL_EXTRAS
    )
    script = f"function finish(){{show('Quote: '+{fields})}}function other(){{show('Callback: '+{fields})}}"
    state = "; ".join(f"{_slug(e)}={'yes' if e == extra else 'no'}" for e in REMOVAL_EXTRAS)
    expected = f"Quote: size={size}; floor={floor}; lift=yes; {state}"
    style = _style(kind, seed)
    if style == 0:
        instruction = (
            f"Select {size} as the home size, set the new address floor to {floor}, tick {extra} "
            "under Extras, then click Get quote."
        )
    elif style == 1:
        instruction = (
            f'1. Choose "{size}" for the current home size.\n'
            f'2. On the New address tab, set the floor to "{floor}".\n'
            f'3. On the Extras tab, tick "{extra}".\n'
            "4. Click Get quote."
        )
    elif style == 2:
        floor_said = FLOOR_WORDS[floor]
        instruction = (
            f"We're moving out of a {size} to a flat on the {floor_said}, and we'd like "
            f"{extra.lower()} added - can you get us a quote? The lift setting is right as it is."
        )
    else:
        instruction = f"home: {size}; new floor {floor}; extras: {extra} only; lift unchanged; get quote"
    return _task(kind, seed, body, script, instruction, expected), {
        "size": size,
        "floor": floor,
        "extra": extra,
    }


# --- 3 charity donation -------------------------------------------------------------------------

DONATION_AMOUNTS = ["£5", "£10", "£20", "£25", "£50"]
DONATION_FUNDS = [
    "Children's Fund",
    "Children's Hospital Fund",
    "Animal Rescue",
    "Animal Rescue Abroad",
    "Clean Water",
]
DONATION_OLD_NAME = "Guest Donor"
AMOUNT_WORDS = {
    "£10": "ten pounds",
    "£20": "twenty pounds",
    "£25": "twenty-five pounds",
    "£50": "fifty pounds",
}


def donation(seed: int) -> Plan:
    kind = "donation"
    amount = pick("fresh17-donation-amount", seed, DONATION_AMOUNTS[1:])
    fund = pick("fresh17-donation-fund", seed, DONATION_FUNDS[:4])
    name = pick("fresh17-donation-name", seed, ["Priya Shah", "Tomas Berg", "Greta Lind", "Yusuf Ali"])
    amounts = "".join(
        f'<button type=button aria-pressed=false data-amt="{a}" onclick="amt(this)">{a}</button> '
        for a in DONATION_AMOUNTS
    )
    body = (
        "<h2>Make a donation</h2><p>Every gift helps the Hearthside Trust.</p>"
        + f"<div role=group aria-label=Amount><p>Amount: {amounts}</p></div>"
        + _select("fund", "Fund", _shuffled(kind, seed, DONATION_FUNDS), "- choose a fund -")
        + f'<p><label for=receipt>Name on receipt</label> <input id=receipt value="{DONATION_OLD_NAME}"></p>'
        + _switch("giftaid", "Gift Aid", True)
        + _switch("anon", "Stay anonymous", False)
        + _buttons("Donate now", "Donate later", kind, seed)
    )
    fields = (
        "'amount='+amtv()+'; fund='+($('fund').value||'none')+'; name='+$('receipt').value"
        "+'; giftaid='+sw('giftaid')+'; anonymous='+sw('anon')"
    )
    script = (
        "function amt(b){document.querySelectorAll('[data-amt]').forEach(function(x){"
        "x.setAttribute('aria-pressed','false')});b.setAttribute('aria-pressed','true')}"
        "function amtv(){var b=document.querySelector('[data-amt][aria-pressed=true]');"
        "return b?b.getAttribute('data-amt'):'none'}"
        f"function finish(){{show('Donated: '+{fields})}}function other(){{show('Reminder set: '+{fields})}}"
    )
    expected = f"Donated: amount={amount}; fund={fund}; name={name}; giftaid=on; anonymous=off"
    style = _style(kind, seed)
    if style == 0:
        instruction = f"Choose {amount}, select the {fund}, change the name on the receipt to {name}, then click Donate now."
    elif style == 1:
        instruction = (
            f"1. Click the {amount} amount.\n"
            f'2. Pick "{fund}" as the fund.\n'
            f"3. Replace the name on the receipt with {name}.\n"
            "4. Click Donate now."
        )
    elif style == 2:
        instruction = (
            f"I'd like to give {AMOUNT_WORDS[amount]} to the {fund} straight away, with the receipt made "
            f"out to {name} - leave Gift Aid and the anonymity switch as they are."
        )
    else:
        instruction = (
            f"amount {amount}; fund: {fund}; receipt name {name} (replace); switches untouched; donate now"
        )
    return _task(kind, seed, body, script, instruction, expected), {
        "amount": amount,
        "fund": fund,
        "name": name,
    }


# --- 4 train seat reservation -------------------------------------------------------------------

TRAIN_TIMES = ["07:30", "17:30", "08:15", "18:15", "07:03", "20:15"]
TRAIN_SPOKEN = {
    "07:30": "half seven in the morning",
    "17:30": "half five in the evening",
    "08:15": "quarter past eight in the morning",
    "18:15": "quarter past six in the evening",
}
TRAIN_CLASSES = ["Standard", "Standard Premium", "First", "First Plus"]
TRAIN_PREFS = ["Quiet coach", "Window seat", "Near luggage rack", "Power socket"]


def train(seed: int) -> Plan:
    kind = "train"
    time = pick("fresh17-train-time", seed, TRAIN_TIMES[:4])
    cls = pick("fresh17-train-class", seed, TRAIN_CLASSES)
    pref = pick("fresh17-train-pref", seed, TRAIN_PREFS)
    rows = "".join(
        f"<tr data-time={t}><td>{t}</td><td>York</td><td>Platform {i + 2}</td>"
        '<td><button type=button onclick="choose(this)">Choose</button></td></tr>'
        for i, t in enumerate(_shuffled(kind, seed, TRAIN_TIMES))
    )
    prefs = "".join(_checkbox(_slug(p), p) for p in _shuffled(kind, seed, TRAIN_PREFS))
    body = (
        "<h2>Reserve a seat</h2><p>Leeds to York, Saturday.</p>"
        + "<table><thead><tr><th>Departs</th><th>To</th><th>Platform</th><th></th></tr></thead>"
        + f"<tbody>{rows}</tbody></table>"
        + _radios("cls", "Class", _shuffled(kind, seed, TRAIN_CLASSES))
        + f"<fieldset><legend>Seat preferences</legend>{prefs}{_checkbox('table-seat', 'Table seat', True)}</fieldset>"
        + _buttons("Confirm reservation", "Hold seats", kind, seed)
    )
    fields = (
        "'train='+chosen()+'; class='+radio('cls')+'; '+"
        + "+'; '+".join(f"'{_slug(p)}='+yn('{_slug(p)}')" for p in TRAIN_PREFS)
        + "+'; table-seat='+yn('table-seat')"
    )
    script = (
        "function choose(b){document.querySelectorAll('tr[data-time]').forEach(function(r){"
        "r.removeAttribute('data-chosen');r.querySelector('button').textContent='Choose'});"
        "var r=b.closest('tr');r.setAttribute('data-chosen','1');b.textContent='Chosen'}"
        "function chosen(){var r=document.querySelector('tr[data-chosen]');return r?r.getAttribute('data-time'):'none'}"
        f"function finish(){{show('Reserved: '+{fields})}}function other(){{show('Held: '+{fields})}}"
    )
    state = "; ".join(f"{_slug(p)}={'yes' if p == pref else 'no'}" for p in TRAIN_PREFS)
    expected = f"Reserved: train={time}; class={cls}; {state}; table-seat=yes"
    style = _style(kind, seed)
    if style == 0:
        instruction = (
            f"Choose the {time} train, select {cls} class, tick {pref}, then click Confirm reservation."
        )
    elif style == 1:
        instruction = (
            f"1. Click Choose on the {time} departure.\n"
            f'2. Select the "{cls}" class.\n'
            f'3. Tick "{pref}" (keep Table seat as it is).\n'
            "4. Click Confirm reservation."
        )
    elif style == 2:
        instruction = (
            f"Book me onto the {TRAIN_SPOKEN[time]} train to York in {cls}, with {pref.lower()} please, "
            "and confirm the reservation."
        )
    else:
        instruction = f"train {time}; class {cls}; + {pref}; table seat as is; confirm"
    return _task(kind, seed, body, script, instruction, expected), {"time": time, "class": cls, "pref": pref}


# --- 5 recipe box subscription ------------------------------------------------------------------

RECIPE_PLANS = ["Classic", "Classic Plus", "Veggie", "Veggie Plus", "Family"]
RECIPE_DIETS = ["No nuts", "No dairy", "No gluten", "No pork"]
RECIPE_START = 3


def recipes(seed: int) -> Plan:
    kind = "recipes"
    plan = pick("fresh17-recipes-plan", seed, RECIPE_PLANS[:4])
    count = int(pick("fresh17-recipes-count", seed, ["2", "4", "5", "6"]))
    diet = pick("fresh17-recipes-diet", seed, RECIPE_DIETS)
    diets = "".join(_checkbox("dlg-" + _slug(d), d) for d in _shuffled(kind, seed, RECIPE_DIETS))
    body = (
        "<h2>Recipe box subscription</h2><p>Fresh ingredients delivered weekly.</p>"
        + _select("plan", "Plan", _shuffled(kind, seed, RECIPE_PLANS), "- choose a plan -")
        + _stepper("count", "Recipes per week", RECIPE_START, 2, 6)
        + "<p><button type=button onclick=\"$('diet-dlg').showModal()\">Dietary preferences</button> "
        + "<span id=diet-shown>Diet: none</span></p>"
        + "<dialog id=diet-dlg><h2>Dietary preferences</h2>"
        + diets
        + '<p><button type=button onclick="saveDiet()">Save</button> '
        + "<button type=button onclick=\"$('diet-dlg').close()\">Close</button></p></dialog>"
        + _switch("skip", "Skip first delivery", False)
        + _buttons("Start subscription", "Gift a box", kind, seed)
    )
    diet_ids = ",".join(f"'{_slug(d)}'" for d in RECIPE_DIETS)
    diet_names = ",".join(f"'{d}'" for d in RECIPE_DIETS)
    fields = "'plan='+($('plan').value||'none')+'; recipes='+$('count').textContent+'; diet='+diet+'; skip='+sw('skip')"
    script = (
        "var diet='none';"
        f"function saveDiet(){{var ids=[{diet_ids}],names=[{diet_names}],on=[];"
        "ids.forEach(function(k,i){if($('dlg-'+k).checked)on.push(names[i])});"
        "diet=on.length?on.join(', '):'none';$('diet-shown').textContent='Diet: '+diet;$('diet-dlg').close()}"
        f"function finish(){{show('Subscribed: '+{fields})}}function other(){{show('Gift: '+{fields})}}"
    )
    expected = f"Subscribed: plan={plan}; recipes={count}; diet={diet}; skip=off"
    style = _style(kind, seed)
    if style == 0:
        instruction = (
            f"Select the {plan} plan, set recipes per week to {count}, choose {diet} in the dietary "
            "preferences and save, then click Start subscription."
        )
    elif style == 1:
        instruction = (
            f'1. Pick the "{plan}" plan.\n'
            f"2. Set recipes per week to {count}.\n"
            f'3. Open Dietary preferences, tick "{diet}" and save.\n'
            "4. Click Start subscription."
        )
    elif style == 2:
        instruction = (
            f"Sign me up for the {plan} box with {NUMBER_WORDS[count]} recipes a week, and mark it "
            f"{diet.lower()} in the dietary preferences; don't skip the first delivery."
        )
    else:
        instruction = f"plan {plan}; {count}/week; diet: {diet} (save); skip first off; start"
    return _task(kind, seed, body, script, instruction, expected), {
        "plan": plan,
        "count": str(count),
        "diet": diet,
    }


# --- 6 laundry pickup ---------------------------------------------------------------------------

LAUNDRY_SLOTS = ["07:30", "17:30", "19:30", "08:00", "20:00", "07:00"]
LAUNDRY_SPOKEN = {
    "07:30": "half seven in the morning",
    "17:30": "half five in the evening",
    "19:30": "half seven in the evening",
    "08:00": "eight in the morning",
}
LAUNDRY_ITEMS = ["Shirts", "Shirts - iron only", "Bedding", "Bedding - duvet only", "Towels"]
LAUNDRY_PRICES = {
    "Shirts": "£2.00 each",
    "Shirts - iron only": "£1.20 each",
    "Bedding": "£9.00 a set",
    "Bedding - duvet only": "£12.00",
    "Towels": "£1.50 each",
}
LAUNDRY_OLD_CODE = "1234"


def laundry(seed: int) -> Plan:
    kind = "laundry"
    slot = pick("fresh17-laundry-slot", seed, LAUNDRY_SLOTS[:4])
    item = pick("fresh17-laundry-item", seed, LAUNDRY_ITEMS[:4])
    code = pick("fresh17-laundry-code", seed, ["4821", "7390", "2615", "9054"])
    rows = "".join(
        f"<tr><td>{i}</td><td>{LAUNDRY_PRICES[i]}</td>"
        f'<td><input type=checkbox aria-label=Include data-item="{i}"></td></tr>'
        for i in _shuffled(kind, seed, LAUNDRY_ITEMS)
    )
    body = (
        "<h2>Laundry pickup</h2><p>We collect, wash and return within 48 hours.</p>"
        + _select("slot", "Pickup time", sorted(LAUNDRY_SLOTS), "- choose a time -")
        + f"<table><thead><tr><th>Item</th><th>Price</th><th>Include</th></tr></thead><tbody>{rows}</tbody></table>"
        + f'<p><label for=door>Door code</label> <input id=door value="{LAUNDRY_OLD_CODE}"></p>'
        + _checkbox("eco", "Eco wash", True)
        + _checkbox("fragrance", "Fragrance-free", False)
        + _buttons("Book pickup", "Schedule later", kind, seed)
    )
    names = ",".join(f"'{i}'" for i in LAUNDRY_ITEMS)
    fields = (
        "'slot='+($('slot').value||'none')+'; items='+items()+'; door='+$('door').value"
        "+'; eco='+yn('eco')+'; fragrance-free='+yn('fragrance')"
    )
    script = (
        f"function items(){{var on=[];[{names}].forEach(function(n){{"
        "document.querySelectorAll('input[data-item]').forEach(function(c){"
        "if(c.checked&&c.getAttribute('data-item')===n)on.push(n)})});return on.length?on.join(', '):'none'}"
        f"function finish(){{show('Pickup booked: '+{fields})}}function other(){{show('Later: '+{fields})}}"
    )
    expected = f"Pickup booked: slot={slot}; items={item}; door={code}; eco=yes; fragrance-free=no"
    style = _style(kind, seed)
    if style == 0:
        instruction = (
            f"Select {slot} as the pickup time, tick Include on the {item} row, change the door code to "
            f"{code}, then click Book pickup."
        )
    elif style == 1:
        instruction = (
            f"1. Set the pickup time to {slot}.\n"
            f'2. Include the "{item}" row.\n'
            f"3. Replace the door code with {code}.\n"
            "4. Click Book pickup."
        )
    elif style == 2:
        instruction = (
            f"Please collect my {item.lower()} at {LAUNDRY_SPOKEN[slot]} - the door code is {code} now, "
            "not the old one - and book the pickup without changing the wash options."
        )
    else:
        instruction = (
            f"pickup {slot}; include row: {item}; door code {code} (replace); wash options as is; book"
        )
    return _task(kind, seed, body, script, instruction, expected), {"slot": slot, "item": item, "code": code}


# --- 7 conference workshop sign-up --------------------------------------------------------------

WORKSHOP_TITLES = [
    "Intro to Rust",
    "Intro to Rust Async",
    "Testing in Python",
    "Testing in Python at Scale",
    "Design Systems",
]
WORKSHOP_BLURBS = {
    "Intro to Rust": "Ownership and borrowing from scratch.",
    "Intro to Rust Async": "Futures, executors and tokio.",
    "Testing in Python": "pytest fixtures and parametrize.",
    "Testing in Python at Scale": "Parallel runs and flaky tests.",
    "Design Systems": "Tokens, components and docs.",
}
WORKSHOP_SHIRTS = ["Small", "Medium", "Large", "Extra large"]
WORKSHOP_ACCESS = ["Step-free access", "Hearing loop", "Live captions", "Quiet room"]


def workshop(seed: int) -> Plan:
    kind = "workshop"
    title = pick("fresh17-workshop-title", seed, WORKSHOP_TITLES[:4])
    shirt = pick("fresh17-workshop-shirt", seed, WORKSHOP_SHIRTS)
    need = pick("fresh17-workshop-need", seed, WORKSHOP_ACCESS)
    cards = "".join(
        f"<div class=card><h3>{t}</h3><p>{WORKSHOP_BLURBS[t]}</p>"
        f'<button type=button data-title="{t}" onclick="add(this)">Add</button></div>'
        for t in _shuffled(kind, seed, WORKSHOP_TITLES)
    )
    needs = "".join(_checkbox(_slug(n), n) for n in _shuffled(kind, seed, WORKSHOP_ACCESS))
    body = (
        "<h2>DevConf workshops</h2><p>Add the workshops you want to attend.</p>"
        + cards
        + _radios("shirt", "T-shirt size", WORKSHOP_SHIRTS)
        + f"<details><summary>Accessibility needs</summary>{needs}</details>"
        + _checkbox("sponsors", "Share my details with sponsors", True)
        + _buttons("Register", "Join waitlist", kind, seed)
    )
    titles = ",".join(f"'{t}'" for t in WORKSHOP_TITLES)
    fields = (
        "'workshops='+added()+'; shirt='+radio('shirt')+'; '+"
        + "+'; '+".join(f"'{_slug(n)}='+yn('{_slug(n)}')" for n in WORKSHOP_ACCESS)
        + "+'; sponsors='+yn('sponsors')"
    )
    script = (
        "function add(b){b.textContent=b.textContent==='Add'?'Added':'Add'}"
        f"function added(){{var on=[];[{titles}].forEach(function(t){{"
        "document.querySelectorAll('button[data-title]').forEach(function(b){"
        "if(b.textContent==='Added'&&b.getAttribute('data-title')===t)on.push(t)})});"
        "return on.length?on.join(', '):'none'}"
        f"function finish(){{show('Registered: '+{fields})}}function other(){{show('Waitlisted: '+{fields})}}"
    )
    state = "; ".join(f"{_slug(n)}={'yes' if n == need else 'no'}" for n in WORKSHOP_ACCESS)
    expected = f"Registered: workshops={title}; shirt={shirt}; {state}; sponsors=yes"
    style = _style(kind, seed)
    look = {
        "Intro to Rust": "Intro to Rust Async",
        "Testing in Python": "Testing in Python at Scale",
    }.get(title)
    if style == 0:
        neg = f" (not {look})" if look else ""
        instruction = (
            f"Add the {title} workshop{neg}, select T-shirt size {shirt}, tick {need} under accessibility "
            "needs, then click Register."
        )
    elif style == 1:
        instruction = (
            f'1. Click Add on the "{title}" workshop.\n'
            f'2. Choose the T-shirt size "{shirt}".\n'
            f'3. Open Accessibility needs and tick "{need}".\n'
            "4. Click Register."
        )
    elif style == 2:
        instruction = (
            f"Sign me up for {title}, I wear a {shirt.lower()} T-shirt, and I'll need "
            f"{need.lower()}; leave the sponsor sharing as it is and register me."
        )
    else:
        neg = f" (not {look})" if look else ""
        instruction = f"workshop: {title}{neg}; tee {shirt}; access: {need}; sponsors unchanged; register"
    return _task(kind, seed, body, script, instruction, expected), {
        "title": title,
        "shirt": shirt,
        "need": need,
    }


# --- 8 vaccination booking ----------------------------------------------------------------------

VACCINES = ["Flu", "Flu (high dose)", "COVID-19 booster", "COVID-19 booster (autumn)", "Shingles"]
VACC_SWITCHES = [
    ("text", "Text reminders", True),
    ("email", "Email reminders", False),
    ("early", "Early-slot alerts", False),
    ("gp", "Share with my GP", True),
]
VACC_DAYS_SAID = {"2": "two days", "3": "three days", "7": "a week", "14": "a fortnight"}
VACC_START = 1


def vaccination(seed: int) -> Plan:
    kind = "vaccination"
    vaccine = pick("fresh17-vaccination-vaccine", seed, VACCINES[:4])
    days = pick("fresh17-vaccination-days", seed, ["2", "3", "7", "14"])
    flip_name = pick("fresh17-vaccination-switch", seed, [s[1] for s in VACC_SWITCHES])
    tabs = (
        "<div role=tablist aria-label=Booking>"
        "<button type=button role=tab id=tab-vaccine aria-selected=true aria-controls=panel-vaccine "
        "onclick=\"tab('vaccine')\">Vaccine</button> "
        "<button type=button role=tab id=tab-reminders aria-selected=false aria-controls=panel-reminders "
        "onclick=\"tab('reminders')\">Reminders</button></div>"
    )
    order = _shuffled(kind, seed, [s[0] for s in VACC_SWITCHES])
    switches = "".join(_switch(sid, label, on) for k in order for sid, label, on in VACC_SWITCHES if sid == k)
    body = (
        "<h2>Book a vaccination</h2><p>Parkside Health Centre.</p>"
        + tabs
        + "<div role=tabpanel id=panel-vaccine aria-labelledby=tab-vaccine>"
        + _radios("vaccine", "Vaccine", _shuffled(kind, seed, VACCINES))
        + "</div><div role=tabpanel id=panel-reminders aria-labelledby=tab-reminders hidden>"
        + _stepper("days", "Remind me this many days before", VACC_START, 1, 14)
        + switches
        + "</div>"
        + _buttons("Book appointment", "Find another clinic", kind, seed)
    )
    fields = "'vaccine='+radio('vaccine')+'; remind='+$('days').textContent+' days; '+" + "+'; '+".join(
        f"'{sid}='+sw('{sid}')" for sid, _, _ in VACC_SWITCHES
    )
    script = f"function finish(){{show('Booked: '+{fields})}}function other(){{show('Elsewhere: '+{fields})}}"
    state = "; ".join(
        f"{sid}={'on' if (on != (label == flip_name)) else 'off'}" for sid, label, on in VACC_SWITCHES
    )
    expected = f"Booked: vaccine={vaccine}; remind={days} days; {state}"
    new_on = not next(on for _, label, on in VACC_SWITCHES if label == flip_name)
    turn = "on" if new_on else "off"
    style = _style(kind, seed)
    said = VACC_DAYS_SAID[days] if days in ("7", "14") else f"{days} days"
    look = {"Flu": "Flu (high dose)", "COVID-19 booster": "COVID-19 booster (autumn)"}.get(vaccine)
    if style == 0:
        neg = f", not {look}," if look else ","
        instruction = (
            f"Select the {vaccine} vaccine{neg} set the reminder to {said} before, turn {flip_name} "
            f"{turn}, then click Book appointment."
        )
    elif style == 1:
        instruction = (
            f'1. Choose the vaccine "{vaccine}".\n'
            f"2. On the Reminders tab, set the reminder to {said} before.\n"
            f"3. Switch {flip_name} {turn} and leave the other switches alone.\n"
            "4. Click Book appointment."
        )
    elif style == 2:
        instruction = (
            f"Book me in for the {vaccine} jab, remind me {VACC_DAYS_SAID[days]} before, and turn "
            f"{flip_name.lower()} {turn} - don't touch the other reminder switches."
        )
    else:
        instruction = (
            f"vaccine {vaccine}; remind {days}d before; {flip_name} {turn}; other switches as is; book"
        )
    return _task(kind, seed, body, script, instruction, expected), {
        "vaccine": vaccine,
        "days": days,
        "switch": flip_name,
        "turn": turn,
    }


BUILDERS = {
    "dentist": dentist,
    "allotment": allotment,
    "removal": removal,
    "donation": donation,
    "train": train,
    "recipes": recipes,
    "laundry": laundry,
    "workshop": workshop,
    "vaccination": vaccination,
}


def fresh17_plans() -> list[Plan]:
    """Every task with the targets it was built from."""
    return [BUILDERS[kind](seed) for kind in KINDS for seed in SEEDS]


def fresh17_tasks() -> list[Task]:
    return [task for task, _ in fresh17_plans()]


if __name__ == "__main__":
    for task, targets in fresh17_plans():
        print(f"{task.name} [{task.half}] {targets}\n  {task.instruction!r}\n  -> {task.expected}")
