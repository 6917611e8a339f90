"""Fresh compound-act tasks, set 19: nine everyday page kinds x seeds 0-3 = 36 tasks.

Every task asks for three or four actions on one page, the last a click on the page's final button.
That button's handler reads the whole relevant page state (the controls the task changes and the ones
it must leave alone) and writes one line to #result via show(...); `expected` is that line. Beside the
final button sits a distractor button that writes the same state under another prefix, so pressing the
wrong one never passes. Instructions rotate through four styles chosen by (seed // 2 + kind index) % 4:
terse ("Tick X, pick Y, then press Z"), numbered ("1. ... 2. ... 3. ..."), a conversational sentence and
shorthand ("X: on; Y -> 3; Z"). Values vary with the seed via pick(...), so no held-out (odd-seed) task
repeats a development (even-seed) task's value. The traps: look-alike names, pre-ticked controls to
leave alone or to untick, prefilled fields to replace rather than append to, native <select>s, radio
groups said indirectly (times said "half past", counts in words), role=switch buttons with
aria-checked, +/- steppers, table rows each with an identically named checkbox or button, hidden tab
panels and closed <details> holding the target, and a native <dialog> with its own Save.

- tailor: alterations order; a native garment <select> whose options have look-alikes ("Jeans" /
  "Jeans (stretch)"), a hem radio group said in words ("two centimetres"), a pre-ticked Express
  service to untick and a pre-ticked Steam press to leave alone; Submit alterations vs Save draft.
- chimney: sweep booking; time-slot radios said as "half past nine in the morning", a +/- flue stepper
  with the count in words, role=switch "Bird guard fitting" to turn on beside the look-alike switch
  "Bird guard check" (off) and "Smoke test" (on), both to leave alone; Book sweep vs Get a quote.
- locksmith: a table of doors, each row with an identically named "Rekey" checkbox, look-alike rows
  ("Garage" / "Garage side door"), a pre-ticked Front door row to untick, a native keys-per-lock
  <select> said in words; Confirm job vs Estimate price.
- cheese: deli counter order; cheese radios with look-alikes ("Cheddar" / "Cheddar Mature"), a
  +/- 100 g weight stepper with the weight in words, a pre-ticked Wax paper wrap and an unticked
  Sliced to leave alone; Place order vs Add to shopping list.
- bowling: lane booking; a native players <select> said in words, lane-type radios "Standard" /
  "Standard Plus" / "Glow" / "Glow Plus", Shoe hire on a hidden Extras tab beside a pre-ticked Bumpers
  to leave alone; Reserve lane vs Check availability.
- parcel: sending a parcel; the delivery postcode is changed in a native <dialog> opened by "Edit
  delivery address" whose prefilled field must be replaced and kept with its own Save address
  (Cancel loses it), a native service <select> with look-alikes ("Tracked" / "Tracked 24"), a
  signature checkbox to tick and a pre-ticked Email updates to leave alone; Pay and send vs Save for
  later.
- babysitter: sitter request; a native start-time <select> said as "quarter to eight", a +/- children
  stepper with the count in words, an extra checkbox inside a closed <details> "More options" with a
  look-alike beside it ("Bedtime story" / "Bedtime story by phone"); Request sitter vs Save as
  favourite.
- karaoke: room booking; room radios with a pre-checked "Small" and look-alikes ("Large" / "Large
  Deluxe"), a booking name prefilled "Guest" to replace, a role=switch Drinks package to turn on and a
  Snack platter switch already on to leave alone; Book room vs Hold room.
- gutter: gutter-cleaning request; a table of house sections, each row with an identically named
  "Add" toggle button (aria-pressed), look-alike rows ("Porch" / "Porch canopy"), a pre-added Front row
  to leave alone, a native storeys <select> said indirectly ("a two-storey house") and a pre-ticked
  Downpipe flush to untick; Send request vs Print summary.
"""

from __future__ import annotations

from bench_compound import Task, page_html, pick

NUMBER_WORDS = {
    "1": "one",
    "2": "two",
    "3": "three",
    "4": "four",
    "5": "five",
    "6": "six",
    "7": "seven",
    "8": "eight",
}

KINDS = [
    "tailor",
    "chimney",
    "locksmith",
    "cheese",
    "bowling",
    "parcel",
    "babysitter",
    "karaoke",
    "gutter",
]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _instruction(kind: str, seed: int, steps: list[str], chat: str, short: str) -> str:
    """The task sentence in one of four styles, chosen by (seed // 2 + kind index) % 4."""
    style = (seed // 2 + KINDS.index(kind)) % 4
    if style == 0:
        return _cap(", ".join(steps[:-1]) + ", then " + steps[-1] + ".")
    if style == 1:
        return " ".join(f"{i}. {_cap(step)}." for i, step in enumerate(steps, 1))
    if style == 2:
        return chat
    return short


def _buttons(seed: int, final: str, final_prefix: str, decoy: str, decoy_prefix: str) -> str:
    """The final button and its distractor side by side (order varies with the seed); both call st()."""
    real = f"<button onclick=\"show('{final_prefix} '+st())\">{final}</button>"
    fake = f"<button onclick=\"show('{decoy_prefix} '+st())\">{decoy}</button>"
    return f"<p>{real} {fake}</p>" if seed % 2 == 0 else f"<p>{fake} {real}</p>"


# Shared script helpers: a role=switch toggle, its on/off reading, and a checkbox yes/no reading.
SWITCH_JS = (
    "function tog(b){b.setAttribute('aria-checked',b.getAttribute('aria-checked')==='true'?'false':'true')}"
    "function sw(id){return $(id).getAttribute('aria-checked')==='true'?'on':'off'}"
    "function yn(id){return $(id).checked?'yes':'no'}"
    "function radio(n){var r=document.querySelector('input[name='+n+']:checked');return r?r.value:'none'}"
)


def _task(kind: str, seed: int, body: str, script: str, instruction: str, expected: str) -> Task:
    return Task(
        name=f"fresh19-{kind}-{seed}",
        kind=kind,
        seed=seed,
        compound=True,
        html=page_html(body, SWITCH_JS + script),
        instruction=instruction,
        expected=expected,
    )


def tailor_task(seed: int) -> Task:
    garment = pick("fresh19-tailor-garment", seed, ["Trousers", "Jeans", "Skirt", "Dress"])
    hem = pick("fresh19-tailor-hem", seed, ["1", "2", "3", "5"])
    hem_words = {
        "1": "one centimetre",
        "2": "two centimetres",
        "3": "three centimetres",
        "5": "five centimetres",
    }[hem]
    options = [
        "Shirt",
        "Trousers",
        "Trousers (lined)",
        "Jeans",
        "Jeans (stretch)",
        "Skirt",
        "Skirt (pleated)",
        "Dress",
        "Dress (evening)",
    ]
    select = "".join(f"<option>{o}</option>" for o in options)
    radios = "".join(
        f"<label><input type=radio name=hem value={v}> Shorten {v} cm</label> " for v in ["1", "2", "3", "5"]
    )
    body = (
        "<h2>Alterations order</h2>"
        f"<p><label>Garment <select id=garment>{select}</select></label></p>"
        f"<fieldset><legend>Hem</legend>{radios}</fieldset>"
        "<p><label><input type=checkbox id=express checked> Express service (+£8)</label> "
        "<label><input type=checkbox id=steam checked> Steam press</label></p>"
        + _buttons(seed, "Submit alterations", "ALTER", "Save draft", "DRAFT")
    )
    script = (
        "function st(){return 'garment='+$('garment').value+' hem='+(radio('hem')==='none'?'none':radio('hem')+'cm')"
        "+' express='+yn('express')+' steam='+yn('steam')}"
    )
    instruction = _instruction(
        "tailor",
        seed,
        [
            f"set the garment to {garment}",
            f"take the hem up by {hem_words}",
            "untick Express service",
            "press Submit alterations",
        ],
        f"I'd like my {garment.lower()} altered: please set the garment to {garment}, have the hem "
        f"shortened by {hem_words}, drop the express service, and then hit Submit alterations.",
        f"Garment -> {garment}; hem: {hem_words} shorter; Express service: off; Submit alterations",
    )
    expected = f"ALTER garment={garment} hem={hem}cm express=no steam=yes"
    return _task("tailor", seed, body, script, instruction, expected)


def chimney_task(seed: int) -> Task:
    slot = pick("fresh19-chimney-slot", seed, ["08:30", "09:30", "10:30", "13:30"])
    slot_words = {
        "08:30": "half past eight in the morning",
        "09:30": "half past nine in the morning",
        "10:30": "half past ten in the morning",
        "13:30": "half past one in the afternoon",
    }[slot]
    flues = pick("fresh19-chimney-flues", seed, ["2", "3", "4", "5"])
    slots = ["08:00", "08:30", "09:00", "09:30", "10:00", "10:30", "13:00", "13:30", "14:00"]
    radios = "".join(f"<label><input type=radio name=slot value={s}> {s}</label> " for s in slots)
    body = (
        "<h2>Book a chimney sweep</h2>"
        f"<fieldset><legend>Arrival slot</legend>{radios}</fieldset>"
        "<p>Flues to sweep: <button aria-label='Fewer flues' onclick='stepBy(-1)'>−</button> "
        "<span id=flues>1</span> <button aria-label='More flues' onclick='stepBy(1)'>+</button></p>"
        "<p><button role=switch id=gcheck aria-checked=false onclick='tog(this)'>Bird guard check</button> "
        "<button role=switch id=gfit aria-checked=false onclick='tog(this)'>Bird guard fitting</button> "
        "<button role=switch id=smoke aria-checked=true onclick='tog(this)'>Smoke test</button></p>"
        + _buttons(seed, "Book sweep", "SWEEP", "Get a quote", "QUOTE")
    )
    script = (
        "function stepBy(d){var n=+$('flues').textContent+d;if(n>=1&&n<=8)$('flues').textContent=n}"
        "function st(){return 'slot='+radio('slot')+' flues='+$('flues').textContent"
        "+' guardfit='+sw('gfit')+' guardcheck='+sw('gcheck')+' smoke='+sw('smoke')}"
    )
    flue_words = NUMBER_WORDS[flues]
    instruction = _instruction(
        "chimney",
        seed,
        [
            f"choose the slot at {slot_words}",
            f"set the number of flues to {flue_words}",
            "switch on Bird guard fitting",
            "press Book sweep",
        ],
        f"Could you book the sweep to arrive at {slot_words}, for {flue_words} flues, with Bird guard "
        "fitting switched on, and then press Book sweep?",
        f"Slot: {slot_words}; flues -> {flue_words}; Bird guard fitting: on; Book sweep",
    )
    expected = f"SWEEP slot={slot} flues={flues} guardfit=on guardcheck=off smoke=on"
    return _task("chimney", seed, body, script, instruction, expected)


def locksmith_task(seed: int) -> Task:
    door = pick("fresh19-locksmith-door", seed, ["Back door", "Garage", "Shed", "Side gate"])
    keys = pick("fresh19-locksmith-keys", seed, ["2", "3", "4", "5"])
    doors = [
        "Front door",
        "Back door",
        "Back door (patio)",
        "Garage",
        "Garage side door",
        "Shed",
        "Shed window",
        "Side gate",
        "Side gate latch",
    ]
    rows = "".join(
        f"<tr><td>{d}</td><td><label><input type=checkbox class=rk data-door='{d}'"
        f"{' checked' if d == 'Front door' else ''}> Rekey</label></td></tr>"
        for d in doors
    )
    select = "".join(f"<option>{n}</option>" for n in ["1", "2", "3", "4", "5", "6"])
    body = (
        "<h2>Locksmith job</h2>"
        f"<table><tr><th>Lock</th><th>Work</th></tr>{rows}</table>"
        f"<p><label>Keys per lock <select id=keys>{select}</select></label></p>"
        + _buttons(seed, "Confirm job", "JOB", "Estimate price", "ESTIMATE")
    )
    script = (
        "function st(){var d=Array.from(document.querySelectorAll('.rk')).filter(function(c){return c.checked})"
        ".map(function(c){return c.dataset.door}).join('+')||'none';return 'rekey='+d+' keys='+$('keys').value}"
    )
    key_words = NUMBER_WORDS[keys]
    instruction = _instruction(
        "locksmith",
        seed,
        [
            f"tick Rekey on the {door} row",
            "untick Rekey on the Front door row",
            f"choose {key_words} keys per lock",
            "press Confirm job",
        ],
        f"We only need the {door} rekeyed now, not the Front door, so sort out the Rekey boxes, ask for "
        f"{key_words} keys per lock, and press Confirm job.",
        f"Rekey {door}: on; Rekey Front door: off; keys per lock -> {key_words}; Confirm job",
    )
    expected = f"JOB rekey={door} keys={keys}"
    return _task("locksmith", seed, body, script, instruction, expected)


def cheese_task(seed: int) -> Task:
    cheese = pick("fresh19-cheese-name", seed, ["Brie", "Gouda Aged", "Cheddar", "Stilton White"])
    grams = pick("fresh19-cheese-grams", seed, ["300", "400", "500", "600"])
    gram_words = f"{NUMBER_WORDS[grams[0]]} hundred grams"
    names = [
        "Brie",
        "Brie de Meaux",
        "Cheddar",
        "Cheddar Mature",
        "Gouda",
        "Gouda Aged",
        "Stilton",
        "Stilton White",
    ]
    radios = "".join(f"<label><input type=radio name=cheese value='{n}'> {n}</label> " for n in names)
    body = (
        "<h2>Deli counter</h2>"
        f"<fieldset><legend>Cheese</legend>{radios}</fieldset>"
        "<p>Weight: <button aria-label='Less cheese' onclick='stepBy(-100)'>−</button> "
        "<span id=grams>200</span> g <button aria-label='More cheese' onclick='stepBy(100)'>+</button></p>"
        "<p><label><input type=checkbox id=wrap checked> Wax paper wrap</label> "
        "<label><input type=checkbox id=sliced> Sliced</label></p>"
        + _buttons(seed, "Place order", "CHEESE", "Add to shopping list", "LIST")
    )
    script = (
        "function stepBy(d){var n=+$('grams').textContent+d;if(n>=100&&n<=1000)$('grams').textContent=n}"
        "function st(){return 'cheese='+radio('cheese')+' grams='+$('grams').textContent"
        "+' wrap='+yn('wrap')+' sliced='+yn('sliced')}"
    )
    instruction = _instruction(
        "cheese",
        seed,
        [f"choose {cheese}", f"set the weight to {gram_words}", "press Place order"],
        f"I'll have {gram_words} of the {cheese}, please; leave the wrapping options as they are and place the order.",
        f"Cheese: {cheese}; weight -> {gram_words}; Place order",
    )
    expected = f"CHEESE cheese={cheese} grams={grams} wrap=yes sliced=no"
    return _task("cheese", seed, body, script, instruction, expected)


def bowling_task(seed: int) -> Task:
    players = pick("fresh19-bowling-players", seed, ["3", "4", "5", "6"])
    lane = pick("fresh19-bowling-lane", seed, ["Standard", "Standard Plus", "Glow", "Glow Plus"])
    select = "".join(
        f"<option{' selected' if n == '2' else ''}>{n}</option>"
        for n in ["1", "2", "3", "4", "5", "6", "7", "8"]
    )
    radios = "".join(
        f"<label><input type=radio name=lane value='{n}'> {n}</label> "
        for n in ["Standard", "Standard Plus", "Glow", "Glow Plus"]
    )
    body = (
        "<h2>Bowling lane</h2>"
        "<div role=tablist><button role=tab id=t-lane aria-selected=true onclick=\"showTab('lane')\">Lane</button> "
        "<button role=tab id=t-extras aria-selected=false onclick=\"showTab('extras')\">Extras</button></div>"
        "<div role=tabpanel id=p-lane aria-labelledby=t-lane>"
        f"<p><label>Players <select id=players>{select}</select></label></p>"
        f"<fieldset><legend>Lane type</legend>{radios}</fieldset></div>"
        "<div role=tabpanel id=p-extras aria-labelledby=t-extras hidden>"
        "<label><input type=checkbox id=shoes> Shoe hire</label> "
        "<label><input type=checkbox id=bumpers checked> Bumpers</label></div>"
        + _buttons(seed, "Reserve lane", "BOWL", "Check availability", "AVAIL")
    )
    script = (
        "function showTab(n){['lane','extras'].forEach(function(k){$('p-'+k).hidden=k!==n;"
        "$('t-'+k).setAttribute('aria-selected',String(k===n))})}"
        "function st(){return 'players='+$('players').value+' lane='+radio('lane')"
        "+' shoes='+yn('shoes')+' bumpers='+yn('bumpers')}"
    )
    player_words = NUMBER_WORDS[players]
    instruction = _instruction(
        "bowling",
        seed,
        [
            f"set the players to {player_words}",
            f"pick the {lane} lane",
            "add shoe hire",
            "press Reserve lane",
        ],
        f"There are {player_words} of us and we'd like a {lane} lane with shoe hire added, so please "
        "set that up and press Reserve lane.",
        f"Players -> {player_words}; lane: {lane}; Shoe hire: yes; Reserve lane",
    )
    expected = f"BOWL players={players} lane={lane} shoes=yes bumpers=yes"
    return _task("bowling", seed, body, script, instruction, expected)


def parcel_task(seed: int) -> Task:
    postcode = pick("fresh19-parcel-postcode", seed, ["LS6 3QT", "BS8 1HB", "EH4 2DW", "CF10 5AN"])
    service = pick("fresh19-parcel-service", seed, ["Standard Plus", "Tracked", "Tracked 24", "Next Day"])
    services = [
        "Economy",
        "Standard",
        "Standard Plus",
        "Tracked",
        "Tracked 24",
        "Next Day",
        "Next Day Before Noon",
    ]
    select = "".join(f"<option>{s}</option>" for s in services)
    body = (
        "<h2>Send a parcel</h2>"
        "<p>Deliver to postcode: <span id=pc>M1 1AE</span> "
        "<button onclick=\"$('pcin').value=$('pc').textContent;$('dlg').showModal()\">Edit delivery address</button></p>"
        "<dialog id=dlg><h3>Delivery address</h3><p><label>Postcode <input id=pcin value='M1 1AE'></label></p>"
        "<button onclick=\"$('pc').textContent=$('pcin').value;$('dlg').close()\">Save address</button> "
        "<button onclick=\"$('dlg').close()\">Cancel</button></dialog>"
        f"<p><label>Service <select id=service>{select}</select></label></p>"
        "<p><label><input type=checkbox id=sig> Signature on delivery</label> "
        "<label><input type=checkbox id=email checked> Email updates</label></p>"
        + _buttons(seed, "Pay and send", "SEND", "Save for later", "LATER")
    )
    script = (
        "function st(){return 'to='+$('pc').textContent+' service='+$('service').value"
        "+' signature='+yn('sig')+' email='+yn('email')}"
    )
    instruction = _instruction(
        "parcel",
        seed,
        [
            f"change the delivery postcode to {postcode}",
            f"choose the {service} service",
            "tick Signature on delivery",
            "press Pay and send",
        ],
        f"This one should go to {postcode} instead, by {service}, and it needs a signature on delivery, "
        "so update those and then press Pay and send.",
        f"Postcode -> {postcode}; service: {service}; signature: on; Pay and send",
    )
    expected = f"SEND to={postcode} service={service} signature=yes email=yes"
    return _task("parcel", seed, body, script, instruction, expected)


def babysitter_task(seed: int) -> Task:
    start = pick("fresh19-babysitter-start", seed, ["18:30", "18:45", "19:15", "19:45"])
    start_words = {
        "18:30": "half past six",
        "18:45": "quarter to seven",
        "19:15": "quarter past seven",
        "19:45": "quarter to eight",
    }[start]
    children = pick("fresh19-babysitter-children", seed, ["2", "3", "4", "5"])
    extra = pick("fresh19-babysitter-extra", seed, ["Bedtime story", "Bath time", "Homework help", "Tidy-up"])
    times = [f"{h}:{m}" for h in ["18", "19"] for m in ["00", "15", "30", "45"]] + ["20:00"]
    select = "".join(f"<option>{t}</option>" for t in times)
    extras = [
        "Bedtime story",
        "Bedtime story by phone",
        "Bath time",
        "Bath time and hair wash",
        "Homework help",
        "Homework help online",
        "Tidy-up",
        "Tidy-up of toys only",
    ]
    boxes = "".join(f"<label><input type=checkbox class=ex data-x='{x}'> {x}</label><br>" for x in extras)
    body = (
        "<h2>Request a babysitter</h2>"
        f"<p><label>Start time (evening) <select id=start>{select}</select></label></p>"
        "<p>Children: <button aria-label='Fewer children' onclick='stepBy(-1)'>−</button> "
        "<span id=kids>1</span> <button aria-label='More children' onclick='stepBy(1)'>+</button></p>"
        f"<details><summary>More options</summary>{boxes}</details>"
        + _buttons(seed, "Request sitter", "SITTER", "Save as favourite", "FAVOURITE")
    )
    script = (
        "function stepBy(d){var n=+$('kids').textContent+d;if(n>=1&&n<=6)$('kids').textContent=n}"
        "function st(){var x=Array.from(document.querySelectorAll('.ex')).filter(function(c){return c.checked})"
        ".map(function(c){return c.dataset.x}).join('+')||'none';"
        "return 'start='+$('start').value+' children='+$('kids').textContent+' extras='+x}"
    )
    child_words = NUMBER_WORDS[children]
    instruction = _instruction(
        "babysitter",
        seed,
        [
            f"set the start to {start_words}",
            f"make it {child_words} children",
            f"tick {extra}",
            "press Request sitter",
        ],
        f"We need someone from {start_words} for our {child_words} children, and please include {extra}; "
        "once that's set, press Request sitter.",
        f"Start: {start_words}; children -> {child_words}; {extra}: on; Request sitter",
    )
    expected = f"SITTER start={start} children={children} extras={extra}"
    return _task("babysitter", seed, body, script, instruction, expected)


def karaoke_task(seed: int) -> Task:
    room = pick("fresh19-karaoke-room", seed, ["Small Deluxe", "Medium", "Large", "Large Deluxe"])
    name = pick("fresh19-karaoke-name", seed, ["Priya Shah", "Tomasz Nowak", "Aoife Byrne", "Kwame Mensah"])
    rooms = ["Small", "Small Deluxe", "Medium", "Medium Deluxe", "Large", "Large Deluxe"]
    radios = "".join(
        f"<label><input type=radio name=room value='{r}'{' checked' if r == 'Small' else ''}> {r}</label> "
        for r in rooms
    )
    body = (
        "<h2>Karaoke room</h2>"
        f"<fieldset><legend>Room</legend>{radios}</fieldset>"
        "<p><label>Booking name <input id=bname value='Guest'></label></p>"
        "<p><button role=switch id=drinks aria-checked=false onclick='tog(this)'>Drinks package</button> "
        "<button role=switch id=snacks aria-checked=true onclick='tog(this)'>Snack platter</button></p>"
        + _buttons(seed, "Book room", "KARAOKE", "Hold room", "HOLD")
    )
    script = (
        "function st(){return 'room='+radio('room')+' name='+$('bname').value"
        "+' drinks='+sw('drinks')+' snacks='+sw('snacks')}"
    )
    instruction = _instruction(
        "karaoke",
        seed,
        [
            f"choose the {room} room",
            f"put the booking under {name}",
            "turn on the Drinks package",
            "press Book room",
        ],
        f"Can you get us the {room} room, booked under the name {name}, with the Drinks package switched "
        "on, and then press Book room?",
        f"Room: {room}; booking name -> {name}; Drinks package: on; Book room",
    )
    expected = f"KARAOKE room={room} name={name} drinks=on snacks=on"
    return _task("karaoke", seed, body, script, instruction, expected)


def gutter_task(seed: int) -> Task:
    section = pick("fresh19-gutter-section", seed, ["Back", "Garage", "Conservatory", "Porch"])
    storeys = pick(
        "fresh19-gutter-storeys", seed, ["Bungalow", "Two storeys", "Three storeys", "Split level"]
    )
    storey_words = {
        "Bungalow": "it's a bungalow",
        "Two storeys": "it's a two-storey house",
        "Three storeys": "it's a three-storey house",
        "Split level": "it's a split-level house",
    }[storeys]
    sections = [
        "Front",
        "Back",
        "Back extension",
        "Garage",
        "Garage lean-to",
        "Conservatory",
        "Conservatory roof",
        "Porch",
        "Porch canopy",
    ]
    rows = "".join(
        f"<tr><td>{s}</td><td><button class=sec data-s='{s}' aria-pressed={'true' if s == 'Front' else 'false'} "
        f"onclick='addSec(this)'>{'Added' if s == 'Front' else 'Add'}</button></td></tr>"
        for s in sections
    )
    select = "".join(
        f"<option>{o}</option>"
        for o in ["-- choose --", "Bungalow", "Two storeys", "Three storeys", "Split level"]
    )
    body = (
        "<h2>Gutter cleaning request</h2>"
        f"<table><tr><th>Section</th><th>Include</th></tr>{rows}</table>"
        f"<p><label>Property height <select id=storeys>{select}</select></label></p>"
        "<p><label><input type=checkbox id=flush checked> Downpipe flush</label></p>"
        + _buttons(seed, "Send request", "GUTTER", "Print summary", "PRINT")
    )
    script = (
        "function addSec(b){var on=b.getAttribute('aria-pressed')!=='true';b.setAttribute('aria-pressed',String(on));"
        "b.textContent=on?'Added':'Add'}"
        "function st(){var s=Array.from(document.querySelectorAll('.sec')).filter(function(b){"
        "return b.getAttribute('aria-pressed')==='true'}).map(function(b){return b.dataset.s}).join('+')||'none';"
        "return 'sections='+s+' storeys='+$('storeys').value+' flush='+yn('flush')}"
    )
    instruction = _instruction(
        "gutter",
        seed,
        [
            f"add the {section} section",
            f"set the property height ({storey_words})",
            "untick Downpipe flush",
            "press Send request",
        ],
        f"Please also include the {section} gutters, set the height ({storey_words}), skip the downpipe "
        "flush this time, and then press Send request.",
        f"Add {section}; height: {storey_words}; Downpipe flush: off; Send request",
    )
    expected = f"GUTTER sections=Front+{section} storeys={storeys} flush=no"
    return _task("gutter", seed, body, script, instruction, expected)


BUILDERS = [
    tailor_task,
    chimney_task,
    locksmith_task,
    cheese_task,
    bowling_task,
    parcel_task,
    babysitter_task,
    karaoke_task,
    gutter_task,
]


def fresh19_tasks() -> list[Task]:
    """The 36 tasks: nine kinds x seeds 0-3 (even seeds the development half, odd seeds held out)."""
    return [build(seed) for build in BUILDERS for seed in range(4)]
