"""Fresh compound-act tasks, set 18: nine everyday page kinds x seeds 0-3 (36 tasks).

Every task asks for three or four actions on one page, the last a click on the page's final
button. That button's handler reads the whole relevant page state (the controls the task changes
and the ones it must leave alone) and writes one line to ``#result``, which is the task's expected
text. Beside the final button sits a distractor button that writes the same state under another
prefix, so pressing the wrong one never passes.

Kinds and their traps:

- ``tyres``: a tyre fitting booking. A grade radio group with look-alikes ("Standard" /
  "Standard Plus", "Premium" / "Premium Plus"), a tyre count +/- stepper starting at 2 (the count
  is spelled out in words in the conversational wording), two pre-ticked extras to leave alone
  and one more extra to tick. Final "Book fitting", distractor "Get a quote".
- ``optician``: an eye test appointment. An appointment-type radio group with look-alikes ("Eye
  test" / "Eye test + contact lens check" / "Contact lens check"), a native time <select> of
  quarter-hour slots (the time said indirectly, e.g. a quarter to three in the afternoon), and a
  native <dialog> opened by "Edit contact details" whose phone number must be replaced and kept
  only through the dialog's own Save; the reminder channel in it must stay SMS ("by text").
  Final "Book appointment", distractor "Request a call back".
- ``coffee``: a coffee subscription. A table whose rows each hold an identically named "Include"
  checkbox, with look-alike rows ("Colombia Huila" / "Colombia Huila Decaf", "Kenya AA" /
  "Kenya AB") and a pre-ticked row to keep, a native grind <select>, and a delivery-frequency
  radio group said indirectly ("once a fortnight", "6-weekly"). Final "Start subscription",
  distractor "Send as a gift".
- ``carwash``: a car wash booking. A native wash <select> with look-alikes ("Exterior" /
  "Exterior Plus", "Full valet" / "Full valet Plus"), role=switch buttons (aria-checked) for the
  extras with "Wax polish" already on and to stay on, and a prefilled number plate that must be
  replaced, not appended to. Final "Book wash", distractor "Check price".
- ``pottery``: a pottery class booking. Tabs whose hidden panels hold the target: every panel lists
  the same session names, each card with its own "Add" button, so the session must be added from
  the right tab (never the one open at load); a native clay <select> with a look-alike
  ("Stoneware" / "Stoneware (speckled)") and a pre-ticked apron hire to leave alone. Final
  "Confirm booking", distractor "Join waiting list".
- ``museum``: a museum visit. Ticket-type rows each holding identical -/+ stepper buttons (adults
  start at 2 and must stay), the count said in words, an entry-time radio group with the time said
  the British way ("half ten", "half twelve"), a pre-ticked audio guide and an unticked special
  exhibition to leave alone. Final "Buy tickets", distractor "Add to basket".
- ``piano``: a piano lesson booking. A lesson-length radio group said indirectly ("three quarters
  of an hour", "an hour and a half"), a native day <select>, and the target option inside a closed
  <details> ("More options"); a pre-ticked email reminder to leave alone. Final "Book lesson",
  distractor the look-alike "Book trial lesson".
- ``florist``: a flower delivery order. Bouquet cards with per-card "Add" buttons and look-alike
  names ("Rose Bouquet" / "Rose Bouquet Deluxe"), a prefilled card message to replace, and four
  pre-ticked add-ons of which exactly one must be unticked. Final "Place order", distractor "Save
  basket".
- ``windowclean``: a window cleaning booking. A frequency radio group (numbers in words in the
  conversational wording), an areas table whose rows each hold an identically named "Include"
  checkbox with look-alike rows ("Front windows" / "Front windows (upstairs)") of which one
  pre-ticked row must be unticked, and two role=switch buttons: "Frames and sills" to turn on and
  "Text me the day before" (on) to leave alone. Final "Book clean", distractor "Save for later".

Negatives ("leave ... as it is", "don't change ...", "not the trial") appear across the wordings.
Seeds 0-3 per kind; even seeds are the development half and odd seeds the held-out half
(``Task.half``). Targets per seed come from ``pick`` (so a kind's four seeds get four different
targets), and rows / options are shuffled per seed with a deterministic
``random.Random(f"fresh18-{kind}-{seed}-...")``.

The wording style of a task is ``(seed // 2 + kind_index) % 4``: 0 a terse imperative, 1 numbered
steps on separate lines, 2 a conversational sentence (values said indirectly where natural), 3
shorthand notes ("tyres: 2x, valve caps y -> book fitting").

These tasks were written blind: without seeing the system under test, its tests, its benchmark
results or the other fresh sets.
"""

from __future__ import annotations

import html
import random
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_compound import Task, page_html, pick

KINDS = ("tyres", "optician", "coffee", "carwash", "pottery", "museum", "piano", "florist", "windowclean")
SEEDS = range(4)

NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}

STYLE = (
    "<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:16px}"
    "fieldset{margin:8px 0}.card{display:inline-block;border:1px solid #bbb;border-radius:6px;"
    "padding:8px;margin:4px;width:200px;vertical-align:top}table{border-collapse:collapse}"
    "td,th{border:1px solid #ccc;padding:4px 8px}[role=tab][aria-selected=true]{font-weight:bold}"
    ".actions{margin-top:12px}</style>"
)

# Shared page script: radio / checkbox / switch readers and the +/- stepper and switch behaviour.
HELPERS = (
    "const radio=n=>{const r=document.querySelector('input[name=\"'+n+'\"]:checked');return r?r.value:'none'};"
    "const ticks=c=>[...document.querySelectorAll('input.'+c)].filter(x=>x.checked).map(x=>x.value)"
    ".sort().join(', ')||'none';"
    "const yes=id=>$(id).checked?'yes':'no';"
    "const onoff=id=>$(id).getAttribute('aria-checked')==='true'?'on':'off';"
    "const switched=c=>[...document.querySelectorAll('.'+c)].filter(x=>x.getAttribute('aria-checked')==='true')"
    ".map(x=>x.dataset.name).sort().join(', ')||'none';"
    "document.querySelectorAll('[role=switch]').forEach(b=>b.addEventListener('click',()=>{"
    "const on=b.getAttribute('aria-checked')!=='true';b.setAttribute('aria-checked',String(on));"
    "b.textContent=on?'On':'Off'}));"
    "document.querySelectorAll('button.step').forEach(b=>b.addEventListener('click',()=>{"
    "const s=$(b.dataset.for);const v=Math.min(+s.dataset.max,Math.max(+s.dataset.min,"
    "+s.textContent+(+b.dataset.d)));s.textContent=String(v)}));"
)


def _shuffled(kind: str, seed: int, what: str, items: Iterable[str]) -> list[str]:
    out = list(items)
    random.Random(f"fresh18-{kind}-{seed}-{what}").shuffle(out)
    return out


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def _radios(name: str, options: Iterable[str], checked: str) -> str:
    return "".join(
        f'<label><input type=radio name={name} value="{_e(o)}"{" checked" if o == checked else ""}> {_e(o)}</label><br>'
        for o in options
    )


def _checks(cls: str, options: Iterable[str], ticked: Iterable[str]) -> str:
    on = set(ticked)
    return "".join(
        f'<label><input type=checkbox class={cls} value="{_e(o)}"{" checked" if o in on else ""}> {_e(o)}</label><br>'
        for o in options
    )


def _select(sid: str, label: str, options: Iterable[str], selected: str) -> str:
    opts = "".join(
        f'<option value="{_e(o)}"{" selected" if o == selected else ""}>{_e(o)}</option>' for o in options
    )
    return f"<p><label for={sid}>{_e(label)}</label> <select id={sid}>{opts}</select></p>"


def _stepper(sid: str, start: int, lo: int, hi: int) -> str:
    return (
        f"<button type=button class=step data-for={sid} data-d=-1>&minus;</button> "
        f"<span id={sid} data-min={lo} data-max={hi}>{start}</span> "
        f"<button type=button class=step data-for={sid} data-d=1>+</button>"
    )


def _switch(sid: str, label: str, on: bool, cls: str = "sw") -> str:
    return (
        f"<p><span id={sid}-label>{_e(label)}</span> <button type=button role=switch class={cls} id={sid} "
        f'data-name="{_e(label)}" aria-checked={"true" if on else "false"} aria-labelledby={sid}-label>'
        f"{'On' if on else 'Off'}</button></p>"
    )


def _actions(final: tuple[str, str], other: tuple[str, str]) -> str:
    return (
        f"<div class=actions><button type=button id={final[0]}>{final[1]}</button> "
        f"<button type=button id={other[0]}>{other[1]}</button></div>"
    )


def _wire(state_js: str, final: tuple[str, str], other: tuple[str, str]) -> str:
    """Both buttons write the same state line, under different prefixes."""
    return (
        f"{HELPERS}const state=()=>{state_js};"
        f"$('{final[0]}').onclick=()=>show('{final[1]}: '+state());"
        f"$('{other[0]}').onclick=()=>show('{other[1]}: '+state());"
    )


def _page(body: str, script: str) -> str:
    """The page, its script wrapped in a function so that no top-level const leaks into the window
    (a page loaded twice into the same window, e.g. by set_content, must not redeclare them)."""
    return page_html(body, f"(()=>{{{script}}})()")


Built = tuple[str, str, str]  # html, instruction, expected


# --- tyres: tyre fitting booking ------------------------------------------------------------------

TYRE_GRADES = ("Budget", "Standard", "Standard Plus", "Premium", "Premium Plus")
TYRE_GRADE_TARGETS = ["Standard Plus", "Premium", "Premium Plus", "Budget"]
TYRE_COUNT_TARGETS = ["1", "3", "4", "5"]
TYRE_EXTRAS_ON = ("Valve caps", "Old tyre disposal")
TYRE_EXTRA_TARGETS = ["Wheel balancing", "Nitrogen fill", "Tracking check", "Locking wheel nuts"]
TYRES_FINAL = ("book", "Booked")
TYRES_OTHER = ("quote", "Quote")


def _tyres(seed: int, style: int) -> Built:
    grade = pick("fresh18-tyres-grade", seed, TYRE_GRADE_TARGETS)
    count = int(pick("fresh18-tyres-count", seed, TYRE_COUNT_TARGETS))
    extra = pick("fresh18-tyres-extra", seed, TYRE_EXTRA_TARGETS)
    grades = _shuffled("tyres", seed, "grades", TYRE_GRADES)
    extras = _shuffled("tyres", seed, "extras", [*TYRE_EXTRAS_ON, *TYRE_EXTRA_TARGETS])
    body = (
        f"{STYLE}<h2>Tyre fitting</h2>"
        f"<fieldset><legend>Tyre grade</legend>{_radios('grade', grades, 'Standard')}</fieldset>"
        f"<p>Number of tyres: {_stepper('tyre-count', 2, 1, 6)}</p>"
        f"<fieldset><legend>Extras</legend>{_checks('extra', extras, TYRE_EXTRAS_ON)}</fieldset>"
        + _actions(("book", "Book fitting"), ("quote", "Get a quote"))
    )
    state = "$('tyre-count').textContent+' x '+radio('grade')+'; extras='+ticks('extra')"
    script = _wire(state, TYRES_FINAL, TYRES_OTHER)
    plural = "s" if count > 1 else ""
    instruction = [
        f"Choose {grade} tyres, set the number of tyres to {count}, tick {extra.lower()} and click "
        "Book fitting. Leave valve caps and old tyre disposal ticked.",
        f"1. Select the {grade} tyre grade\n2. Set the number of tyres to {count}\n"
        f"3. Tick {extra}, without unticking any other extra\n4. Click Book fitting",
        f"Could you book {NUMBER_WORDS[count]} {grade} tyre{plural} for me, with {extra.lower()} added? "
        "Don't touch the valve caps or the disposal, just book the fitting.",
        f"tyres: {count}x {grade}, {extra.lower()} y, valve caps + disposal as is -> book fitting",
    ][style]
    extras_on = ", ".join(sorted([extra, *TYRE_EXTRAS_ON]))
    expected = f"Booked: {count} x {grade}; extras={extras_on}"
    return _page(body, script), instruction, expected


# --- optician: eye test appointment ---------------------------------------------------------------

EYE_TYPES = (
    "Eye test",
    "Eye test + contact lens check",
    "Contact lens check",
    "Child eye test",
    "Home visit eye test",
)
EYE_TYPE_TARGETS = [
    "Eye test + contact lens check",
    "Contact lens check",
    "Child eye test",
    "Home visit eye test",
]
EYE_TYPE_SPOKEN = {
    "Eye test + contact lens check": "an eye test plus a contact lens check",
    "Contact lens check": "just a contact lens check, not an eye test,",
    "Child eye test": "a child's eye test",
    "Home visit eye test": "a home visit eye test",
}
EYE_TIME_TARGETS = ["10:30", "14:45", "16:15", "11:15"]
EYE_TIME_SPOKEN = {
    "10:30": ("half past ten in the morning", "10.30am"),
    "14:45": ("a quarter to three in the afternoon", "2.45pm"),
    "16:15": ("a quarter past four in the afternoon", "4.15pm"),
    "11:15": ("a quarter past eleven in the morning", "11.15am"),
}
EYE_TIMES = [f"{h:02d}:{m:02d}" for h in range(9, 17) for m in (0, 15, 30, 45)] + ["17:00"]
EYE_PHONE_START = "07700 900123"
EYE_PHONE_TARGETS = ["07700 900456", "07700 900789", "07700 900321", "07700 900654"]
OPTICIAN_FINAL = ("book", "Booked")
OPTICIAN_OTHER = ("callback", "Call back")


def _optician(seed: int, style: int) -> Built:
    kind = pick("fresh18-optician-type", seed, EYE_TYPE_TARGETS)
    time = pick("fresh18-optician-time", seed, EYE_TIME_TARGETS)
    phone = pick("fresh18-optician-phone", seed, EYE_PHONE_TARGETS)
    types = _shuffled("optician", seed, "types", EYE_TYPES)
    body = (
        f"{STYLE}<h2>Book an eye appointment</h2>"
        f"<fieldset><legend>Appointment type</legend>{_radios('apt', types, 'Eye test')}</fieldset>"
        + _select("time", "Time", EYE_TIMES, "09:00")
        + f"<p id=contact>Phone: {EYE_PHONE_START} · Reminders: SMS</p>"
        "<p><button type=button id=edit>Edit contact details</button></p>"
        "<dialog id=dlg><h3>Contact details</h3>"
        f'<p><label for=phone>Phone</label> <input id=phone value="{EYE_PHONE_START}"></p>'
        f"<fieldset><legend>Reminders by</legend>{_radios('rem', ['SMS', 'Email'], 'SMS')}</fieldset>"
        "<button type=button id=save>Save</button> <button type=button id=cancel>Cancel</button></dialog>"
        + _actions(("book", "Book appointment"), ("callback", "Request a call back"))
    )
    script = (
        f"let phone='{EYE_PHONE_START}',rem='SMS';"
        "$('edit').onclick=()=>$('dlg').showModal();"
        "$('cancel').onclick=()=>$('dlg').close();"
        "$('save').onclick=()=>{phone=$('phone').value.trim();rem=radio('rem');"
        "$('contact').textContent='Phone: '+phone+' · Reminders: '+rem;$('dlg').close()};"
        + _wire(
            "radio('apt')+' at '+$('time').value+'; phone='+phone+'; reminders='+rem",
            OPTICIAN_FINAL,
            OPTICIAN_OTHER,
        )
    )
    spoken, short = EYE_TIME_SPOKEN[time]
    instruction = [
        f"Choose {kind}, pick {time}, change the phone number in the contact details to {phone} and save "
        "it, then click Book appointment. Keep SMS reminders.",
        f"1. Select the {kind} appointment\n2. Set the time to {time}\n"
        f"3. In Edit contact details, replace the phone number with {phone} and save (leave reminders on SMS)\n"
        "4. Click Book appointment",
        f"Please book me {EYE_TYPE_SPOKEN[kind]} at {spoken}. My phone number is now {phone}, so update the "
        "contact details with that, but keep the reminders coming by text. Then book it.",
        f"optician: {kind.lower()}, {short}, phone -> {phone} (contact details, save), reminders SMS stays "
        "-> book appointment",
    ][style]
    expected = f"Booked: {kind} at {time}; phone={phone}; reminders=SMS"
    return _page(body, script), instruction, expected


# --- coffee: coffee subscription ------------------------------------------------------------------

COFFEE_BEANS = {
    "Colombia Huila": "caramel, red apple",
    "Colombia Huila Decaf": "caramel, cocoa (decaffeinated)",
    "Ethiopia Yirgacheffe": "jasmine, lemon",
    "Ethiopia Sidamo": "blueberry, tea",
    "Brazil Santos": "nutty, chocolate",
    "Kenya AA": "blackcurrant, grapefruit",
    "Kenya AB": "redcurrant, tomato",
}
COFFEE_KEEP = "Brazil Santos"
COFFEE_BEAN_TARGETS = ["Colombia Huila Decaf", "Kenya AB", "Ethiopia Sidamo", "Colombia Huila"]
COFFEE_GRINDS = ("Whole bean", "Espresso", "Filter", "Cafetière", "Aeropress")
COFFEE_GRIND_TARGETS = ["Espresso", "Filter", "Cafetière", "Aeropress"]
COFFEE_GRIND_USE = {
    "Espresso": "espresso",
    "Filter": "filter",
    "Cafetière": "a cafetière",
    "Aeropress": "an Aeropress",
}
COFFEE_FREQS = ("Every week", "Every 2 weeks", "Every 3 weeks", "Every 4 weeks", "Every 6 weeks")
COFFEE_FREQ_TARGETS = ["Every 2 weeks", "Every 3 weeks", "Every 4 weeks", "Every 6 weeks"]
COFFEE_FREQ_SPOKEN = {
    "Every 2 weeks": ("once a fortnight", "fortnightly"),
    "Every 3 weeks": ("every three weeks", "3-weekly"),
    "Every 4 weeks": ("every four weeks", "4-weekly"),
    "Every 6 weeks": ("every six weeks", "6-weekly"),
}
COFFEE_FINAL = ("start", "Subscribed")
COFFEE_OTHER = ("gift", "Gift")


def _coffee(seed: int, style: int) -> Built:
    bean = pick("fresh18-coffee-bean", seed, COFFEE_BEAN_TARGETS)
    grind = pick("fresh18-coffee-grind", seed, COFFEE_GRIND_TARGETS)
    freq = pick("fresh18-coffee-freq", seed, COFFEE_FREQ_TARGETS)
    rows = "".join(
        f"<tr><td>{_e(name)}</td><td>{_e(COFFEE_BEANS[name])}</td><td>£{8 + i % 3}.50</td>"
        f'<td><label><input type=checkbox class=bean value="{_e(name)}"'
        f"{' checked' if name == COFFEE_KEEP else ''}> Include</label></td></tr>"
        for i, name in enumerate(_shuffled("coffee", seed, "beans", COFFEE_BEANS))
    )
    body = (
        f"{STYLE}<h2>Coffee subscription</h2>"
        f"<table><thead><tr><th>Coffee</th><th>Tasting notes</th><th>250 g</th><th></th></tr></thead>"
        f"<tbody>{rows}</tbody></table>"
        + _select("grind", "Grind", COFFEE_GRINDS, "Whole bean")
        + f"<fieldset><legend>Delivery</legend>{_radios('freq', COFFEE_FREQS, 'Every week')}</fieldset>"
        + _actions(("start", "Start subscription"), ("gift", "Send as a gift"))
    )
    script = _wire(
        "ticks('bean')+'; grind='+$('grind').value+'; '+radio('freq').toLowerCase()",
        COFFEE_FINAL,
        COFFEE_OTHER,
    )
    spoken, short = COFFEE_FREQ_SPOKEN[freq]
    instruction = [
        f"Tick {bean} in the coffee table, choose {grind} grind, set delivery to {freq} and click "
        f"Start subscription. Keep {COFFEE_KEEP} ticked.",
        f"1. Include {bean}\n2. Set the grind to {grind}\n3. Choose {freq} delivery\n"
        f"4. Click Start subscription ({COFFEE_KEEP} stays in)",
        f"Could you add {bean} to my coffee subscription alongside the {COFFEE_KEEP} that's already in, "
        f"ground for {COFFEE_GRIND_USE[grind]} and delivered {spoken}, then start it?",
        f"coffee: + {bean} (keep {COFFEE_KEEP}), grind {grind.lower()}, {short} -> start subscription",
    ][style]
    beans = ", ".join(sorted([bean, COFFEE_KEEP]))
    expected = f"Subscribed: {beans}; grind={grind}; {freq.lower()}"
    return _page(body, script), instruction, expected


# --- carwash: car wash booking --------------------------------------------------------------------

WASHES = ("Exterior", "Exterior Plus", "Full valet", "Full valet Plus", "Interior only")
WASH_TARGETS = ["Exterior Plus", "Full valet", "Full valet Plus", "Interior only"]
WASH_EXTRA_ON = "Wax polish"
WASH_EXTRA_TARGETS = ["Tyre shine", "Engine bay clean", "Air freshener", "Pet hair removal"]
WASH_PLATE_START = "AB12 CDE"
WASH_PLATE_TARGETS = ["KX19 LMP", "YR68 TVA", "BD21 HNW", "LN70 RZO"]
CARWASH_FINAL = ("book", "Booked")
CARWASH_OTHER = ("price", "Price")


def _carwash(seed: int, style: int) -> Built:
    wash = pick("fresh18-carwash-wash", seed, WASH_TARGETS)
    extra = pick("fresh18-carwash-extra", seed, WASH_EXTRA_TARGETS)
    plate = pick("fresh18-carwash-plate", seed, WASH_PLATE_TARGETS)
    extras = _shuffled("carwash", seed, "extras", [WASH_EXTRA_ON, *WASH_EXTRA_TARGETS])
    switches = "".join(
        _switch(f"x{i}", name, name == WASH_EXTRA_ON, "extra") for i, name in enumerate(extras)
    )
    body = (
        f"{STYLE}<h2>Car wash</h2>"
        f'<p><label for=plate>Number plate</label> <input id=plate value="{WASH_PLATE_START}"></p>'
        + _select("wash", "Wash", _shuffled("carwash", seed, "washes", WASHES), "Exterior")
        + f"<fieldset><legend>Extras</legend>{switches}</fieldset>"
        + _actions(("book", "Book wash"), ("price", "Check price"))
    )
    script = _wire(
        "$('wash').value+'; plate='+$('plate').value.trim()+'; extras='+switched('extra')",
        CARWASH_FINAL,
        CARWASH_OTHER,
    )
    instruction = [
        f"Select the {wash} wash, switch on {extra.lower()}, replace the number plate with {plate} and click "
        "Book wash. Leave wax polish on.",
        f"1. Choose {wash} from the wash menu\n2. Turn on {extra}\n3. Change the number plate to {plate}\n"
        "4. Click Book wash (don't switch anything else)",
        f"Can you book my car, {plate}, in for a {wash.lower()} wash? The plate filled in is wrong. Add "
        f"{extra.lower()} and keep the wax polish, then book it.",
        f"car wash: {wash}, reg {plate} (not {WASH_PLATE_START}), {extra.lower()} on, wax as is -> book wash",
    ][style]
    extras_on = ", ".join(sorted([extra, WASH_EXTRA_ON]))
    expected = f"Booked: {wash}; plate={plate}; extras={extras_on}"
    return _page(body, script), instruction, expected


# --- pottery: pottery class with tabs -------------------------------------------------------------

POTTERY_OPEN_TAB = "Wheel throwing"
POTTERY_TAB_TARGETS = ["Hand building", "Glazing", "Raku firing", "Sculpture"]
POTTERY_SESSIONS = {
    "Tuesday evening": "18:30-21:00",
    "Thursday evening": "19:00-21:30",
    "Saturday morning": "10:00-12:30",
    "Sunday afternoon": "14:00-16:30",
}
POTTERY_CLAYS = ("Stoneware", "Stoneware (speckled)", "Earthenware", "Porcelain", "Terracotta")
POTTERY_CLAY_TARGETS = ["Stoneware (speckled)", "Earthenware", "Porcelain", "Terracotta"]
POTTERY_CLAY_SPOKEN = {
    "Stoneware (speckled)": "speckled stoneware",
    "Earthenware": "earthenware",
    "Porcelain": "porcelain",
    "Terracotta": "terracotta",
}
POTTERY_FINAL = ("confirm", "Booked")
POTTERY_OTHER = ("waitlist", "Waitlist")


def _pottery(seed: int, style: int) -> Built:
    tab = pick("fresh18-pottery-tab", seed, POTTERY_TAB_TARGETS)
    session = pick("fresh18-pottery-session", seed, list(POTTERY_SESSIONS))
    clay = pick("fresh18-pottery-clay", seed, POTTERY_CLAY_TARGETS)
    tabs = [POTTERY_OPEN_TAB, *_shuffled("pottery", seed, "tabs", POTTERY_TAB_TARGETS)]
    buttons = "".join(
        f"<button type=button role=tab id=tab{i} aria-controls=panel{i} "
        f"aria-selected={'true' if i == 0 else 'false'}>{_e(name)}</button> "
        for i, name in enumerate(tabs)
    )
    panels = ""
    for i, name in enumerate(tabs):
        cards = "".join(
            f"<div class=card><h4>{_e(s)}</h4><p>{POTTERY_SESSIONS[s]}, {name.lower()}</p>"
            f'<button type=button class=add data-class="{_e(name)} / {_e(s)}">Add</button></div>'
            for s in _shuffled("pottery", seed, f"sessions-{i}", POTTERY_SESSIONS)
        )
        panels += (
            f"<div role=tabpanel id=panel{i} aria-labelledby=tab{i}{'' if i == 0 else ' hidden'}>"
            f"<h3>{_e(name)}</h3>{cards}</div>"
        )
    body = (
        f"{STYLE}<h2>Pottery classes</h2><div role=tablist>{buttons}</div>{panels}"
        "<p>Added: <span id=added>nothing yet</span></p>"
        + _select("clay", "Clay", POTTERY_CLAYS, "Stoneware")
        + "<p><label><input type=checkbox id=apron checked> Apron hire</label></p>"
        + _actions(("confirm", "Confirm booking"), ("waitlist", "Join waiting list"))
    )
    script = (
        "const added=new Set();"
        "document.querySelectorAll('[role=tab]').forEach(t=>t.onclick=()=>{"
        "document.querySelectorAll('[role=tab]').forEach(u=>{const on=u===t;"
        "u.setAttribute('aria-selected',String(on));$(u.getAttribute('aria-controls')).hidden=!on})});"
        "document.querySelectorAll('button.add').forEach(b=>b.onclick=()=>{added.add(b.dataset.class);"
        "b.textContent='Added';$('added').textContent=[...added].sort().join(', ')});"
        + _wire(
            "([...added].sort().join(', ')||'none')+'; clay='+$('clay').value+'; apron='+yes('apron')",
            POTTERY_FINAL,
            POTTERY_OTHER,
        )
    )
    instruction = [
        f"Add the {session} session on the {tab} tab, choose {clay} clay and click Confirm booking. "
        "Don't remove the apron hire.",
        f"1. On the {tab} tab, add the {session} session\n2. Pick {clay} as the clay\n3. Click Confirm booking",
        f"I'd like the {tab.lower()} class on {session} using {POTTERY_CLAY_SPOKEN[clay]} clay, please. "
        "Keep the apron and confirm the booking.",
        f"pottery: {tab.lower()} -> {session.lower()}, clay {POTTERY_CLAY_SPOKEN[clay]}, apron stays -> confirm",
    ][style]
    expected = f"Booked: {tab} / {session}; clay={clay}; apron=yes"
    return _page(body, script), instruction, expected


# --- museum: museum visit tickets ------------------------------------------------------------------

MUSEUM_TYPES = ("Adult", "Child", "Concession", "Student", "Under 5")
MUSEUM_TYPE_TARGETS = ["Child", "Concession", "Student", "Under 5"]
MUSEUM_TYPE_SPOKEN = {
    "Child": "child",
    "Concession": "concession",
    "Student": "student",
    "Under 5": "under-five",
}
MUSEUM_COUNT_TARGETS = ["1", "2", "3", "4"]
MUSEUM_SLOTS = [f"{h:02d}:{m:02d}" for h in range(10, 16) for m in (0, 30)] + ["16:00"]
MUSEUM_SLOT_TARGETS = ["10:30", "11:30", "12:30", "14:00"]
MUSEUM_SLOT_SPOKEN = {
    "10:30": ("half ten", "10.30am"),
    "11:30": ("half eleven", "11.30am"),
    "12:30": ("half twelve", "12.30pm"),
    "14:00": ("two in the afternoon", "2pm"),
}
MUSEUM_PRICES = {"Adult": "£16", "Child": "£8", "Concession": "£12", "Student": "£11", "Under 5": "free"}
MUSEUM_FINAL = ("buy", "Bought")
MUSEUM_OTHER = ("basket", "Basket")


def _museum_id(name: str) -> str:
    return "n-" + name.lower().replace(" ", "")


def _museum(seed: int, style: int) -> Built:
    row = pick("fresh18-museum-type", seed, MUSEUM_TYPE_TARGETS)
    count = int(pick("fresh18-museum-count", seed, MUSEUM_COUNT_TARGETS))
    slot = pick("fresh18-museum-slot", seed, MUSEUM_SLOT_TARGETS)
    types = ["Adult", *_shuffled("museum", seed, "types", MUSEUM_TYPE_TARGETS)]
    rows = "".join(
        f"<tr><td>{name}</td><td>{MUSEUM_PRICES[name]}</td>"
        f"<td>{_stepper(_museum_id(name), 2 if name == 'Adult' else 0, 0, 8)}</td></tr>"
        for name in types
    )
    body = (
        f"{STYLE}<h2>Museum visit</h2>"
        f"<table><thead><tr><th>Ticket</th><th>Price</th><th>Quantity</th></tr></thead><tbody>{rows}</tbody></table>"
        f"<fieldset><legend>Entry time</legend>{_radios('slot', MUSEUM_SLOTS, '10:00')}</fieldset>"
        "<p><label><input type=checkbox id=audio checked> Audio guide</label><br>"
        "<label><input type=checkbox id=exhibit> Special exhibition: Ice Age Giants (+£6)</label></p>"
        + _actions(("buy", "Buy tickets"), ("basket", "Add to basket"))
    )
    counts = "+', '+".join(f"'{name.lower()} '+$('{_museum_id(name)}').textContent" for name in MUSEUM_TYPES)
    script = _wire(
        f"{counts}+'; entry '+radio('slot')+'; audio guide '+yes('audio')+'; exhibition '+yes('exhibit')",
        MUSEUM_FINAL,
        MUSEUM_OTHER,
    )
    spoken, short = MUSEUM_SLOT_SPOKEN[slot]
    noun = "ticket" if count == 1 else "tickets"
    instruction = [
        f"Set {row} tickets to {count}, choose the {slot} entry slot and click Buy tickets. Don't change the "
        "adult tickets.",
        f"1. Set the {row} tickets to {count} (leave adults at 2)\n2. Pick the {slot} entry time\n3. Click Buy tickets",
        f"Two adults are already on there; could you add {NUMBER_WORDS[count]} {MUSEUM_TYPE_SPOKEN[row]} {noun} "
        f"for entry at {spoken}, keep the audio guide but no special exhibition, and buy them?",
        f"museum: {row.lower()} x{count}, adults stay 2, {short} entry, audio guide as is -> buy tickets",
    ][style]
    counts_text = ", ".join(
        f"{name.lower()} {count if name == row else 2 if name == 'Adult' else 0}" for name in MUSEUM_TYPES
    )
    expected = f"Bought: {counts_text}; entry {slot}; audio guide yes; exhibition no"
    return _page(body, script), instruction, expected


# --- piano: piano lesson with a closed <details> --------------------------------------------------

PIANO_LENGTHS = ("20 minutes", "30 minutes", "45 minutes", "60 minutes", "90 minutes")
PIANO_LENGTH_TARGETS = ["45 minutes", "60 minutes", "90 minutes", "20 minutes"]
PIANO_LENGTH_SPOKEN = {
    "20 minutes": ("twenty minutes", "20 min"),
    "45 minutes": ("three quarters of an hour", "45 min"),
    "60 minutes": ("an hour", "1 hr"),
    "90 minutes": ("an hour and a half", "1.5 hrs"),
}
PIANO_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
PIANO_DAY_TARGETS = ["Tuesday", "Wednesday", "Thursday", "Saturday"]
PIANO_OPTIONS = (
    "Exam preparation",
    "Music theory",
    "Borrow a keyboard",
    "Online lesson",
    "Sight-reading practice",
)
PIANO_OPTION_TARGETS = ["Exam preparation", "Music theory", "Borrow a keyboard", "Online lesson"]
PIANO_OPTION_SPOKEN = {
    "Exam preparation": "I'd like exam preparation included.",
    "Music theory": "I'd like some music theory included.",
    "Borrow a keyboard": "I'll need to borrow a keyboard.",
    "Online lesson": "It should be an online lesson.",
}
PIANO_FINAL = ("book", "Booked")
PIANO_OTHER = ("trial", "Trial")


def _piano(seed: int, style: int) -> Built:
    length = pick("fresh18-piano-length", seed, PIANO_LENGTH_TARGETS)
    day = pick("fresh18-piano-day", seed, PIANO_DAY_TARGETS)
    option = pick("fresh18-piano-option", seed, PIANO_OPTION_TARGETS)
    body = (
        f"{STYLE}<h2>Piano lessons</h2>"
        f"<fieldset><legend>Lesson length</legend>{_radios('len', PIANO_LENGTHS, '30 minutes')}</fieldset>"
        + _select("day", "Day", PIANO_DAYS, "Monday")
        + "<details><summary>More options</summary>"
        + _checks("opt", _shuffled("piano", seed, "options", PIANO_OPTIONS), ())
        + "</details>"
        "<p><label><input type=checkbox id=remind checked> Email reminders</label></p>"
        + _actions(("book", "Book lesson"), ("trial", "Book trial lesson"))
    )
    script = _wire(
        "radio('len')+' on '+$('day').value+'; options='+ticks('opt')+'; reminders='+yes('remind')",
        PIANO_FINAL,
        PIANO_OTHER,
    )
    spoken, short = PIANO_LENGTH_SPOKEN[length]
    instruction = [
        f"Choose a {length} lesson on {day}, tick {option.lower()} and click Book lesson. Keep email reminders on.",
        f"1. Set the lesson length to {length}\n2. Choose {day}\n3. Tick {option}\n"
        "4. Click Book lesson, not the trial lesson",
        f"Could you sort out a piano lesson of {spoken} on {day} for me? {PIANO_OPTION_SPOKEN[option]} "
        "Don't switch off the email reminders, and book the lesson.",
        f"piano: {short}, {day[:3]}, + {option.lower()}, email reminders as is -> book lesson (not trial)",
    ][style]
    expected = f"Booked: {length} on {day}; options={option}; reminders=yes"
    return _page(body, script), instruction, expected


# --- florist: flower delivery with cards -----------------------------------------------------------

BOUQUETS = {
    "Spring Posy": "£25",
    "Spring Posy Deluxe": "£40",
    "Rose Bouquet": "£35",
    "Rose Bouquet Deluxe": "£55",
    "Sunflower Bunch": "£28",
    "Lily Arrangement": "£45",
}
BOUQUET_TARGETS = ["Spring Posy Deluxe", "Rose Bouquet", "Sunflower Bunch", "Rose Bouquet Deluxe"]
FLORIST_MESSAGE_START = "Happy Birthday!"
FLORIST_MESSAGE_TARGETS = [
    "Get well soon, Mum",
    "Congratulations, Sam",
    "Thinking of you",
    "Welcome home, Priya",
]
FLORIST_ADDONS_ON = ("Gift wrap", "Chocolates", "Greeting card", "Plant food sachet")
FLORIST_ADDONS_OFF = ("Balloon", "Teddy bear")
FLORIST_FINAL = ("order", "Ordered")
FLORIST_OTHER = ("save", "Basket saved")


def _florist(seed: int, style: int) -> Built:
    bouquet = pick("fresh18-florist-bouquet", seed, BOUQUET_TARGETS)
    message = pick("fresh18-florist-message", seed, FLORIST_MESSAGE_TARGETS)
    drop = pick("fresh18-florist-drop", seed, list(FLORIST_ADDONS_ON))
    cards = "".join(
        f"<div class=card><h4>{_e(name)}</h4><p>{BOUQUETS[name]}</p>"
        f'<button type=button class=add data-name="{_e(name)}">Add</button></div>'
        for name in _shuffled("florist", seed, "bouquets", BOUQUETS)
    )
    addons = _shuffled("florist", seed, "addons", [*FLORIST_ADDONS_ON, *FLORIST_ADDONS_OFF])
    body = (
        f"{STYLE}<h2>Send flowers</h2><div>{cards}</div>"
        "<p>Basket: <span id=basket>empty</span></p>"
        f"<p><label for=msg>Card message</label><br><textarea id=msg rows=2 cols=40>{FLORIST_MESSAGE_START}</textarea></p>"
        f"<fieldset><legend>Add-ons</legend>{_checks('addon', addons, FLORIST_ADDONS_ON)}</fieldset>"
        + _actions(("order", "Place order"), ("save", "Save basket"))
    )
    script = (
        "const basket={};const items=()=>Object.keys(basket).sort().map(k=>k+' x'+basket[k]).join(', ');"
        "document.querySelectorAll('button.add').forEach(b=>b.onclick=()=>{"
        "basket[b.dataset.name]=(basket[b.dataset.name]||0)+1;$('basket').textContent=items()});"
        + _wire(
            "(items()||'nothing')+'; message='+$('msg').value.trim()+'; add-ons='+ticks('addon')",
            FLORIST_FINAL,
            FLORIST_OTHER,
        )
    )
    instruction = [
        f'Add the {bouquet}, replace the card message with "{message}", untick {drop.lower()} and click '
        "Place order. Leave the other add-ons as they are.",
        f'1. Add one {bouquet}\n2. Change the card message to "{message}"\n3. Untick {drop}\n4. Click Place order',
        f'Could you send one {bouquet} with the card saying "{message}" instead of the birthday message? '
        f"Leave out the {drop.lower()} but keep the other extras, and place the order.",
        f'flowers: add {bouquet}, msg "{message}" (replace), drop {drop.lower()}, rest stays -> place order',
    ][style]
    kept = ", ".join(sorted(a for a in FLORIST_ADDONS_ON if a != drop))
    expected = f"Ordered: {bouquet} x1; message={message}; add-ons={kept}"
    return _page(body, script), instruction, expected


# --- windowclean: window cleaning booking ----------------------------------------------------------

WINDOW_FREQS = ("One-off", "Every 4 weeks", "Every 6 weeks", "Every 8 weeks", "Every 12 weeks")
WINDOW_FREQ_TARGETS = ["One-off", "Every 6 weeks", "Every 8 weeks", "Every 12 weeks"]
WINDOW_FREQ_SPOKEN = {
    "One-off": ("just a one-off clean", "one-off"),
    "Every 6 weeks": ("every six weeks", "6-weekly"),
    "Every 8 weeks": ("every eight weeks", "8-weekly"),
    "Every 12 weeks": ("every twelve weeks", "12-weekly"),
}
WINDOW_AREAS_ON = ("Front windows", "Front windows (upstairs)", "Back windows", "Back windows (upstairs)")
WINDOW_AREAS_OFF = ("Conservatory", "Conservatory roof", "Skylights")
WINDOW_AREA_SPOKEN = {
    "Front windows": "downstairs front windows",
    "Front windows (upstairs)": "upstairs front windows",
    "Back windows": "downstairs back windows",
    "Back windows (upstairs)": "upstairs back windows",
}
WINDOW_FINAL = ("book", "Booked")
WINDOW_OTHER = ("later", "Saved")


def _windowclean(seed: int, style: int) -> Built:
    freq = pick("fresh18-windowclean-freq", seed, WINDOW_FREQ_TARGETS)
    area = pick("fresh18-windowclean-area", seed, list(WINDOW_AREAS_ON))
    rows = "".join(
        f"<tr><td>{_e(name)}</td><td>£{4 + i}</td>"
        f'<td><label><input type=checkbox class=area value="{_e(name)}"'
        f"{' checked' if name in WINDOW_AREAS_ON else ''}> Include</label></td></tr>"
        for i, name in enumerate(
            _shuffled("windowclean", seed, "areas", [*WINDOW_AREAS_ON, *WINDOW_AREAS_OFF])
        )
    )
    body = (
        f"{STYLE}<h2>Window cleaning</h2>"
        f"<fieldset><legend>How often</legend>{_radios('freq', WINDOW_FREQS, 'Every 4 weeks')}</fieldset>"
        f"<table><thead><tr><th>Area</th><th>Price</th><th></th></tr></thead><tbody>{rows}</tbody></table>"
        + _switch("frames", "Frames and sills", False)
        + _switch("texts", "Text me the day before", True)
        + _actions(("book", "Book clean"), ("later", "Save for later"))
    )
    script = _wire(
        "radio('freq')+'; areas='+ticks('area')+'; frames and sills '+onoff('frames')+'; text reminder '+onoff('texts')",
        WINDOW_FINAL,
        WINDOW_OTHER,
    )
    spoken, short = WINDOW_FREQ_SPOKEN[freq]
    area_spoken = WINDOW_AREA_SPOKEN[area]
    instruction = [
        f"Choose {freq}, untick {area} in the areas table, switch on frames and sills and click Book clean. "
        "Don't turn off the text reminder.",
        f"1. Set how often to {freq}\n2. Untick {area}\n3. Switch on Frames and sills\n4. Click Book clean",
        f"Could you make my window cleaning {spoken}, without the {area_spoken} this time, and with the frames "
        "and sills done too? Leave the text reminder on and book it.",
        f"windows: {short}, no {area_spoken}, frames & sills on, text reminder stays -> book clean",
    ][style]
    areas = ", ".join(sorted(a for a in WINDOW_AREAS_ON if a != area))
    expected = f"Booked: {freq}; areas={areas}; frames and sills on; text reminder on"
    return _page(body, script), instruction, expected


BUILDERS: dict[str, Callable[[int, int], Built]] = {
    "tyres": _tyres,
    "optician": _optician,
    "coffee": _coffee,
    "carwash": _carwash,
    "pottery": _pottery,
    "museum": _museum,
    "piano": _piano,
    "florist": _florist,
    "windowclean": _windowclean,
}


def _task(kind_index: int, kind: str, seed: int) -> Task:
    style = (seed // 2 + kind_index) % 4
    page, instruction, expected = BUILDERS[kind](seed, style)
    return Task(
        name=f"fresh18-{kind}-{seed}",
        kind=kind,
        seed=seed,
        compound=True,
        html=page,
        instruction=instruction,
        expected=expected,
    )


TASKS: list[Task] = [_task(i, kind, seed) for i, kind in enumerate(KINDS) for seed in SEEDS]


def fresh18_tasks() -> list[Task]:
    """The set's tasks, as ``bench_compound --set fresh18`` loads them."""
    return list(TASKS)
