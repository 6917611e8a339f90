"""A fourth blind set of compound-act tasks, to measure how the plugin generalises beyond what was tuned.

Same shape as ``compound_fresh3``'s tasks (one ``page.act(instruction)`` per task, judged by the page's
``#result`` line), other kinds of pages: a job application (full name, a résumé-source select with a
disabled option, a relocation checkbox, Apply next to an "Apply with LinkedIn" look-alike), a flight
check-in (a passenger radio with one passenger already checked in, a checked-bag select, on some
seeds a dangerous-goods declaration, Check in next to "Check in all passengers"), a library hold (a
Place hold button that reveals a pickup-branch select and a not-needed-after date), a gym class
booking (a timetable of class buttons with look-alikes and full classes, then a confirm panel that
appears after a class is picked), a parking permit (plate, zone radio, duration select), a gift card
purchase (amount buttons, an Other amount button that reveals a custom field, recipient email,
message), a doctor's appointment request (department select, reason or preferred time, a Request
button revealed by a confirmation checkbox), a car-wash package picker (look-alike Select buttons on
package cards, vehicle select, add-on checkboxes) and a food-delivery checkout (tip buttons, driver
instructions next to a restaurant-note look-alike, Leave at door). Every page has distractor controls
(Cancel, Reset, look-alike buttons and fields, a disabled option or button). Each task asks for 2 to
4 actions. Seeds 0 to 3 per kind; even seeds are the development half, odd seeds the held-out half
(``Task.half``).

Written by a helper session blind to the plugin's code, its prompts and its past failures; each
task was checked to reach its expected ``#result`` with plain Playwright calls (fill,
select_option, check, click) and not to reach it with the final click alone.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable

from bench_compound import Task, page_html, pick

FRESH4_SEEDS = range(4)  # per kind; even = development, odd = held-out

EMAILS = [
    "lena.vogel@example.org",
    "tariq.haddad@example.com",
    "noor.rahman@example.net",
    "pablo.serra@example.org",
    "aiko.tanaka@example.com",
]


def job_task(seed: int) -> Task:
    rng = random.Random(f"job{seed}")
    role = rng.choice(["Frontend Developer", "Data Analyst", "Customer Success Manager"])
    name = pick("job", seed, ["Marta Lind", "Kofi Mensah", "Ines Duarte", "Hugo Berg", "Sana Iqbal"])
    sources = ["Upload a file", "Import from LinkedIn", "Use my saved résumé", "Paste as text"]
    source = pick("job-source", seed, sources)
    relocate = seed >= 2  # seeds 2, 3: also tick the relocation checkbox
    apply = rng.choice(["Apply", "Submit application", "Apply now"])
    opts = (
        "<option value=''>Choose…</option>"
        + "".join(f"<option>{s}</option>" for s in sources)
        + "<option disabled>Import from Indeed (unavailable)</option>"
    )
    script = (
        "$('apply').onclick=()=>{if(!$('name').value.trim()){show('enter your full name');return}"
        "if(!$('cv').value){show('choose a résumé source');return}"
        "show('applied: '+$('name').value.trim()+', résumé: '+$('cv').value"
        "+', relocate: '+($('reloc').checked?'yes':'no'))};"
        "$('draft').onclick=()=>show('draft saved')"
    )
    body = (
        f"<h2>{role}</h2><p>Berlin office, full time, hybrid</p>"
        "<button onclick=\"show('redirecting to LinkedIn')\">Apply with LinkedIn</button>"
        "<h3>Your application</h3>"
        "<label>Full name <input id=name autocomplete=name></label><br>"
        "<label>Preferred name (optional) <input id=pref></label><br>"
        "<label>Email <input id=email type=email value='me@example.com'></label><br>"
        f"<label>Résumé <select id=cv>{opts}</select></label><br>"
        "<label>Cover letter (optional)<br><textarea id=cover rows=2></textarea></label><br>"
        "<label><input type=checkbox id=reloc> I am willing to relocate</label><br>"
        "<label><input type=checkbox id=remote> I am only looking for remote roles</label><br>"
        "<button onclick=\"show('cancelled')\">Cancel</button><button id=draft>Save draft</button>"
        f"<button id=apply>{apply}</button>"
    )
    if relocate:
        instruction = rng.choice(
            [
                f'Fill in "{name}" as the full name, pick "{source}" for the résumé, tick that I am willing to relocate and click {apply}',
                f"apply as {name} with résumé {source}, say yes to relocation, then {apply.lower()}",
                f"Enter {name}, choose {source} under Résumé, check I am willing to relocate and press {apply}",
            ]
        )
    else:
        instruction = rng.choice(
            [
                f'Type "{name}" as the full name, choose "{source}" for the résumé and click {apply}',
                f"apply as {name}, résumé source {source}, then press {apply}",
                f"Enter {name} in Full name, set Résumé to {source}, then click the {apply} button",
            ]
        )
    expected = f"applied: {name}, résumé: {source}, relocate: {'yes' if relocate else 'no'}"
    return Task(f"job-{seed}", "job", seed, True, page_html(body, script), instruction, expected)


def checkin_task(seed: int) -> Task:
    rng = random.Random(f"checkin{seed}")
    people = ["Lena Vogel", "Tariq Haddad", "Noor Rahman", "Pablo Serra"]
    pax = pick("checkin", seed, people)
    done = rng.choice([p for p in people if p != pax])  # already checked in: a disabled radio
    n = int(pick("checkin-bags", seed, ["1", "2", "3", "4"]))
    declare = seed >= 2  # seeds 2, 3: a dangerous-goods declaration must be ticked too
    go = rng.choice(["Check in", "Check in now", "Continue"])
    radios = "".join(
        f"<label><input type=radio name=pax value='{p}'{' disabled' if p == done else ''}> {p}"
        f"{' (checked in)' if p == done else ''}</label><br>"
        for p in people
    )
    bag_opts = "<option value=0>No checked bags</option>" + "".join(
        f"<option value={i}>{i} checked bag{'s' if i > 1 else ''} (+${35 * i})</option>" for i in range(1, 5)
    )
    declaration = (
        "<label><input type=checkbox id=dg> I confirm I am not carrying any dangerous goods</label><br>"
        if declare
        else ""
    )
    script = (
        "$('go').onclick=()=>{const p=document.querySelector('input[name=pax]:checked');"
        "if(!p){show('choose a passenger');return}"
        "if($('dg')&&!$('dg').checked){show('please confirm the dangerous goods declaration');return}"
        "const n=+$('bags').value;show('checked in '+p.value+' with '+n+' bag'+(n===1?'':'s'))};"
        "$('all').onclick=()=>show('please check in one passenger at a time')"
    )
    body = (
        "<h2>Online check-in</h2><p>Booking ref QX7PLM, Oslo to Barcelona, 14:05</p>"
        f"<fieldset><legend>Who is checking in?</legend>{radios}</fieldset>"
        f"<label>Checked bags <select id=bags>{bag_opts}</select></label><br>"
        "<label>Cabin bag <select id=cabin><option>1 small bag (free)</option>"
        "<option>1 large cabin bag (+$15)</option></select></label><br>"
        f"{declaration}"
        "<label><input type=checkbox id=sms> Send my boarding pass by SMS</label><br>"
        "<button onclick=\"show('seat map is not available yet')\">Change seat</button>"
        "<button onclick=\"show('cancelled')\">Cancel</button>"
        "<button id=all>Check in all passengers</button>"
        f"<button id=go>{go}</button>"
    )
    bags = f"{n} checked bag{'s' if n > 1 else ''}"
    if declare:
        instruction = rng.choice(
            [
                f"Check in {pax} with {bags}, confirm the dangerous goods declaration, then click {go}",
                f'select passenger "{pax}", choose {n} in Checked bags, tick the dangerous goods box and press {go}',
                f"Pick {pax}, set checked bags to {n}, check I confirm I am not carrying any dangerous goods, then hit {go}",
            ]
        )
    else:
        instruction = rng.choice(
            [
                f"Check in {pax} with {bags}, then click {go}",
                f'Select passenger "{pax}", set checked bags to {n} and press {go}',
                f"pick {pax}, choose {bags} from the Checked bags list, then {go.lower()}",
            ]
        )
    expected = f"checked in {pax} with {n} bag{'s' if n != 1 else ''}"
    return Task(f"checkin-{seed}", "checkin", seed, True, page_html(body, script), instruction, expected)


def hold_task(seed: int) -> Task:
    rng = random.Random(f"hold{seed}")
    title, author = rng.choice(
        [
            ("The Left Hand of Darkness", "Ursula K. Le Guin"),
            ("Piranesi", "Susanna Clarke"),
            ("A Gentleman in Moscow", "Amor Towles"),
        ]
    )
    branches = ["Central Library", "Eastside Branch", "Harbor View Branch", "Northgate Branch", "Riverside"]
    branch = pick("hold", seed, branches)
    dated = seed >= 2  # seeds 2, 3: also a not-needed-after date
    date = pick("hold-date", seed, ["2026-06-03", "2026-06-11", "2026-07-01", "2026-05-22"])
    place = rng.choice(["Place hold", "Place a hold", "Reserve"])
    confirm = rng.choice(["Confirm hold", "Submit hold", "Confirm"])
    delay = rng.choice([0, 300, 600])
    branch_opts = (
        "<option value=''>Choose a pickup location</option>"
        + "".join(f"<option>{b}</option>" for b in branches)
        + "<option disabled>Westfield Branch (closed for renovation)</option>"
    )
    script = (
        f"$('place').onclick=()=>setTimeout(()=>{{$('panel').hidden=false}},{delay});"
        "$('cancel').onclick=()=>{$('panel').hidden=true;show('hold cancelled')};"
        "$('confirm').onclick=()=>{if(!$('branch').value){show('choose a pickup location');return}"
        "show('hold placed, pick up at '+$('branch').value"
        "+($('until').value?', not needed after '+$('until').value:''))}"
    )
    body = (
        f"<h2>{title}</h2><p>by {author}. Book, 2019 edition.</p>"
        "<p>All 4 copies are checked out. 7 holds on 4 copies.</p>"
        f"<button id=place>{place}</button>"
        "<button onclick=\"show('added to your reading list')\">Add to reading list</button>"
        "<button onclick=\"show('interlibrary loan form opened')\">Request interlibrary loan</button>"
        "<button disabled>Borrow e-book (not available)</button>"
        "<section id=panel hidden><h3>Place a hold</h3>"
        f"<label>Pickup location <select id=branch>{branch_opts}</select></label><br>"
        "<label>Not needed after <input id=until type=date></label><br>"
        "<label>Notify me by <select id=notify><option>Email</option><option>Text message</option>"
        "</select></label><br>"
        f"<button id=cancel>Cancel</button><button id=confirm>{confirm}</button></section>"
    )
    if dated:
        instruction = rng.choice(
            [
                f'Click {place}, choose "{branch}" as the pickup location, set Not needed after to {date} and click {confirm}',
                f"press {place}, pickup at {branch}, not needed after {date}, then {confirm.lower()}",
                f"Open {place}, select {branch} for pickup and enter {date} as the not-needed-after date, then hit {confirm}",
            ]
        )
        expected = f"hold placed, pick up at {branch}, not needed after {date}"
    else:
        instruction = rng.choice(
            [
                f'Click {place}, choose "{branch}" as the pickup location and click {confirm}',
                f"press {place}, pick it up at {branch}, then hit {confirm}",
                f"Hit the {place} button, select {branch} as the pickup location, then press {confirm}",
            ]
        )
        expected = f"hold placed, pick up at {branch}"
    return Task(f"hold-{seed}", "hold", seed, True, page_html(body, script), instruction, expected)


def gym_task(seed: int) -> Task:
    rng = random.Random(f"gym{seed}")
    days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
    times = ["07:00", "12:15", "18:00", "19:30"]
    classes = ["Yoga", "Spin", "HIIT", "Pilates", "Boxing", "Zumba", "Barre"]
    day = pick("gym-day", seed, days)
    time = pick("gym-time", seed, times)
    cls = pick("gym", seed, classes)
    grid = {(d, t): rng.choice(classes) for d in days for t in times}
    other_day = days[(days.index(day) + 1) % len(days)]
    other_time = times[(times.index(time) + 1) % len(times)]
    grid[(day, time)] = cls
    grid[(other_day, time)] = cls  # look-alikes: the same class the next day, and later the same day
    grid[(day, other_time)] = cls
    full = {c for c in rng.sample(sorted(grid), 5) if c != (day, time)}
    mat = seed >= 2  # seeds 2, 3: also rent a mat
    confirm = rng.choice(["Confirm booking", "Book", "Reserve spot"])
    delay = rng.choice([0, 300, 600])
    head = "".join(f"<th>{d}</th>" for d in days)
    rows = ""
    for t in times:
        cells = ""
        for d in days:
            c = grid[(d, t)]
            if (d, t) in full:
                cells += (
                    f"<td><button class=cls disabled aria-label='{c}, {d} {t}, full'>{c} (full)</button></td>"
                )
            else:
                cells += (
                    f"<td><button class=cls data-cls='{c}' data-day='{d}' data-time='{t}' "
                    f"aria-label='{c}, {d} {t}'>{c}</button></td>"
                )
        rows += f"<tr><th>{t}</th>{cells}</tr>"
    script = (
        "let sel=null;document.querySelectorAll('.cls:not([disabled])').forEach(b=>b.onclick=()=>{"
        "sel=b.dataset;"
        f"setTimeout(()=>{{$('what').textContent=b.getAttribute('aria-label');$('booking').hidden=false}},{delay})}});"
        "$('back').onclick=()=>{$('booking').hidden=true;sel=null;show('back to timetable')};"
        "$('book').onclick=()=>{if(!sel){show('pick a class first');return}"
        "show('booked '+sel.cls+' on '+sel.day+' at '+sel.time+($('mat').checked?' with a mat':'')"
        "+($('guest').checked?' plus a guest':''))}"
    )
    body = (
        "<h2>Class timetable</h2><p>Week of 11 May. Tap a class to book it.</p>"
        "<button onclick=\"show('previous week')\">Previous week</button>"
        "<button onclick=\"show('next week')\">Next week</button>"
        "<label>Studio <select id=studio><option>All studios</option><option>Studio 1</option>"
        "<option>Studio 2</option></select></label>"
        f"<table><tr><th>Time</th>{head}</tr>{rows}</table>"
        "<button onclick=\"show('you have no bookings')\">My bookings</button>"
        "<section id=booking hidden><h3>Book this class</h3><p id=what></p>"
        "<label><input type=checkbox id=mat> Rent a mat (+$2)</label><br>"
        "<label><input type=checkbox id=guest> Bring a guest (+$10)</label><br>"
        f"<button id=back>Back</button><button id=book>{confirm}</button></section>"
    )
    if mat:
        instruction = rng.choice(
            [
                f"Book {cls} on {day} at {time}, rent a mat, then click {confirm}",
                f'choose the {day} {time} "{cls}" class, tick Rent a mat and press {confirm}',
                f"Click {cls} for {day} {time} in the timetable, check the mat rental box, then hit {confirm}",
            ]
        )
        expected = f"booked {cls} on {day} at {time} with a mat"
    else:
        instruction = rng.choice(
            [
                f"Book the {time} {cls} class on {day}: click it in the timetable, then {confirm}",
                f'click "{cls}" on {day} at {time} and then press {confirm}',
                f"Pick {cls} ({day}, {time}) from the timetable and hit {confirm}",
            ]
        )
        expected = f"booked {cls} on {day} at {time}"
    return Task(f"gym-{seed}", "gym", seed, True, page_html(body, script), instruction, expected)


def parking_task(seed: int) -> Task:
    rng = random.Random(f"parking{seed}")
    plate = pick("parking", seed, ["KX21 LMP", "B HT 4471", "7ZRT219", "LD68 WQA", "MH12 AB 4821"])
    zones = ["A", "B", "C", "D", "E", "F"]  # A is the default, F has no permits
    zone = pick("parking-zone", seed, ["B", "C", "D", "E"])
    long = seed >= 2  # seeds 2, 3: a duration other than the default month
    duration = (
        pick("parking-duration", seed, ["1 day", "1 week", "3 months", "12 months"]) if long else "1 month"
    )
    buy = rng.choice(["Buy permit", "Pay now", "Purchase permit"])
    radios = "".join(
        f"<label><input type=radio name=zone value={z}{' checked' if z == 'A' else ''}"
        f"{' disabled' if z == 'F' else ''}> Zone {z}{' (no permits available)' if z == 'F' else ''}</label> "
        for z in zones
    )
    prices = {"1 day": 4, "1 week": 18, "1 month": 55, "3 months": 150, "12 months": 520}
    dur_opts = "".join(
        f"<option value='{d}'{' selected' if d == '1 month' else ''}>{d} (${p})</option>"
        for d, p in prices.items()
    )
    script = (
        f"const price={json.dumps(prices)};"
        "$('quote').onclick=()=>show('price: $'+price[$('dur').value]);"
        "$('reset').onclick=()=>{$('plate').value='';$('plate2').value='';$('dur').value='1 month';"
        "document.querySelector('input[name=zone][value=A]').checked=true;show('form reset')};"
        "$('buy').onclick=()=>{const p=$('plate').value.trim().toUpperCase();"
        "if(!p){show('enter your plate number');return}"
        "const z=document.querySelector('input[name=zone]:checked').value;"
        "show('permit for '+p+' in zone '+z+', '+$('dur').value)}"
    )
    body = (
        "<h2>Residential parking permit</h2><p>Permits are valid from today.</p>"
        "<label>Vehicle registration (plate) <input id=plate></label><br>"
        "<label>Second vehicle plate (optional) <input id=plate2></label><br>"
        f"<fieldset><legend>Parking zone</legend>{radios}</fieldset>"
        f"<label>Duration <select id=dur>{dur_opts}</select></label><br>"
        "<label>Email for the receipt <input id=mail type=email value='me@example.com'></label><br>"
        "<button id=reset>Reset</button><button id=quote>Check price</button>"
        f"<button id=buy>{buy}</button>"
    )
    if long:
        instruction = rng.choice(
            [
                f'Enter plate "{plate}", pick Zone {zone}, set the duration to {duration} and click {buy}',
                f"{duration} permit for {plate} in zone {zone}, then {buy.lower()}",
                f"Type {plate} as the registration, choose zone {zone} and {duration} as the duration, then hit {buy}",
            ]
        )
    else:
        instruction = rng.choice(
            [
                f'Enter plate "{plate}", choose Zone {zone} and click {buy}',
                f"permit for {plate} in zone {zone}, then {buy.lower()}",
                f"Type {plate} into the vehicle registration field, select Zone {zone}, then press {buy}",
            ]
        )
    expected = f"permit for {plate} in zone {zone}, {duration}"
    return Task(f"parking-{seed}", "parking", seed, True, page_html(body, script), instruction, expected)


def giftcard_task(seed: int) -> Task:
    rng = random.Random(f"giftcard{seed}")
    email = pick("giftcard", seed, EMAILS)
    custom = seed >= 2  # seeds 0, 1: a preset amount and a message; 2, 3: Other amount, then a value
    presets = ["25", "50", "100", "150", "200"]  # 50 is pressed by default
    if custom:
        amount = pick("giftcard-custom", seed, ["75", "120", "35", "60"])
    else:
        amount = pick("giftcard-preset", seed, [a for a in presets if a != "50"])
    msg = pick(
        "giftcard-msg",
        seed,
        ["Happy birthday!", "Congrats on the new job", "Thank you for everything", "Enjoy your treat"],
    )
    buy = rng.choice(["Buy gift card", "Buy now", "Purchase"])
    delay = rng.choice([0, 250, 500])
    amount_buttons = "".join(
        f"<button class=amt data-v={a} aria-pressed={'true' if a == '50' else 'false'}>${a}</button>"
        for a in presets
    )
    script = (
        "let amt='50';document.querySelectorAll('.amt').forEach(b=>b.onclick=()=>{"
        "document.querySelectorAll('.amt').forEach(o=>o.setAttribute('aria-pressed','false'));"
        "b.setAttribute('aria-pressed','true');amt=b.dataset.v;"
        f"if(amt==='other'){{setTimeout(()=>{{$('otherbox').hidden=false}},{delay})}}else{{$('otherbox').hidden=true}}}});"
        "$('preview').onclick=()=>show('preview: '+($('msg').value||'(no message)'));"
        "$('buy').onclick=()=>{const a=amt==='other'?+$('custom').value:+amt;"
        "if(!(a>=10&&a<=500)){show('choose an amount from $10 to $500');return}"
        "if($('self').checked){show('bought a $'+a+' gift card to print yourself');return}"
        "if(!$('to').value.includes('@')){show('enter the recipient email');return}"
        "show('bought a $'+a+' gift card for '+$('to').value"
        "+($('msg').value?' with message \"'+$('msg').value+'\"':''))}"
    )
    body = (
        "<h2>Gift cards</h2><p>Digital gift cards arrive by email within minutes.</p>"
        f"<div role=group aria-label='Amount'>{amount_buttons}"
        "<button class=amt data-v=other aria-pressed=false>Other amount</button></div>"
        "<div id=otherbox hidden><label>Custom amount ($10 to $500) "
        "<input id=custom type=number min=10 max=500></label></div>"
        "<label>Recipient email <input id=to type=email></label><br>"
        "<label>Recipient name (optional) <input id=toname></label><br>"
        "<label>Your name <input id=fromname value='Alex'></label><br>"
        "<label>Message (optional)<br><textarea id=msg rows=2 maxlength=120></textarea></label><br>"
        "<label>Deliver <select id=when><option>Right away</option><option>On a date</option></select></label><br>"
        "<label><input type=checkbox id=self> Send it to me to print instead</label><br>"
        "<button id=preview>Preview card</button>"
        "<button onclick=\"show('cancelled')\">Cancel</button>"
        f"<button id=buy>{buy}</button>"
    )
    if custom:
        instruction = rng.choice(
            [
                f"Click Other amount, enter {amount}, set the recipient email to {email} and click {buy}",
                f"buy a ${amount} gift card (custom amount) for {email}, then {buy.lower()}",
                f'Choose "Other amount", type {amount} as the amount and {email} as the recipient, then hit {buy}',
            ]
        )
        expected = f"bought a ${amount} gift card for {email}"
    else:
        instruction = rng.choice(
            [
                f'Choose ${amount}, enter {email} as the recipient email, write "{msg}" as the message and click {buy}',
                f"gift ${amount} to {email} with the note '{msg}', then {buy.lower()}",
                f"Pick the ${amount} amount, type {email} into Recipient email and '{msg}' into Message, then press {buy}",
            ]
        )
        expected = f'bought a ${amount} gift card for {email} with message "{msg}"'
    return Task(f"giftcard-{seed}", "giftcard", seed, True, page_html(body, script), instruction, expected)


def doctor_task(seed: int) -> Task:
    rng = random.Random(f"doctor{seed}")
    depts = ["General practice", "Dermatology", "Cardiology", "Physiotherapy", "Ophthalmology"]
    dept = pick("doctor", seed, depts)
    reason = pick(
        "doctor-reason",
        seed,
        ["Persistent cough", "Rash on my left arm", "Follow-up blood test", "Knee pain after running"],
    )
    timed = seed >= 2  # seeds 0, 1: a reason for the visit; 2, 3: a preferred time instead
    when = pick("doctor-when", seed, ["Morning", "Afternoon", "Evening"])
    request = rng.choice(["Request appointment", "Send request", "Request"])
    delay = rng.choice([0, 200, 500])
    dept_opts = (
        "<option value=''>Select a department</option>"
        + "".join(f"<option>{d}</option>" for d in depts)
        + "<option disabled>Paediatrics (no appointments available)</option>"
    )
    radios = "".join(
        f"<label><input type=radio name=when value='{w}'{' checked' if w == 'Any time' else ''}> {w}</label> "
        for w in ["Any time", "Morning", "Afternoon", "Evening"]
    )
    script = (
        f"$('ok').onchange=()=>{{if($('ok').checked)setTimeout(()=>{{$('req').hidden=false}},{delay});"
        "else $('req').hidden=true};"
        "$('req').onclick=()=>{if(!$('ok').checked){show('please confirm your details');return}"
        "if(!$('dept').value){show('choose a department');return}"
        "const w=document.querySelector('input[name=when]:checked').value.toLowerCase();"
        "const r=$('reason').value.trim();show('requested '+$('dept').value+', '+w+(r?': '+r:''))};"
        "$('callback').onclick=()=>show('callback requested')"
    )
    body = (
        "<h2>Request an appointment</h2><p>Patient: Alex Morgan, NHS 485 777 3456</p>"
        "<p>In an emergency, call 999.</p>"
        f"<label>Department <select id=dept>{dept_opts}</select></label><br>"
        "<label>Doctor <select id=doc><option>Any doctor</option><option>Dr Okafor</option>"
        "<option>Dr Lindqvist</option></select></label><br>"
        f"<fieldset><legend>Preferred time</legend>{radios}</fieldset>"
        "<label>Reason for visit<br><textarea id=reason rows=2></textarea></label><br>"
        "<label>Anything else we should know? (optional)<br><textarea id=notes rows=2></textarea></label><br>"
        "<label><input type=checkbox id=ok> I confirm these details are correct</label><br>"
        "<button id=callback>Request a callback</button>"
        "<button onclick=\"show('clinic finder opened')\">Find a clinic</button>"
        "<button onclick=\"show('cancelled')\">Cancel</button>"
        f"<button id=req hidden>{request}</button>"
    )
    if timed:
        instruction = rng.choice(
            [
                f"Pick {dept}, choose {when} as the preferred time, tick the confirmation box and click {request}",
                f'department "{dept}", {when.lower()} appointment, confirm the details, then {request.lower()}',
                f"Select {dept}, set Preferred time to {when}, check the box confirming the details and hit {request}",
            ]
        )
        expected = f"requested {dept}, {when.lower()}"
    else:
        instruction = rng.choice(
            [
                f'Choose {dept}, type "{reason}" as the reason for visit, tick the confirmation box and click {request}',
                f"department {dept}, reason: {reason}, confirm the details checkbox, then {request.lower()}",
                f"Select {dept} as the department, enter '{reason}' in Reason for visit, "
                f"check I confirm these details are correct, then press {request}",
            ]
        )
        expected = f"requested {dept}, any time: {reason}"
    return Task(f"doctor-{seed}", "doctor", seed, True, page_html(body, script), instruction, expected)


def carwash_task(seed: int) -> Task:
    rng = random.Random(f"carwash{seed}")
    packages = {"Basic": 9, "Deluxe": 15, "Premium": 22, "Ultimate": 29}
    blurbs = {
        "Basic": "Wash and dry",
        "Deluxe": "Wash, dry and wheel clean",
        "Premium": "Deluxe plus hot wax",
        "Ultimate": "Premium plus ceramic seal",
    }
    package = pick("carwash", seed, list(packages))
    addons = {
        "Tire shine": 3,
        "Interior vacuum": 6,
        "Air freshener": 2,
        "Rain repellent": 4,
        "Underbody rinse": 5,
    }
    addon = pick("carwash-addon", seed, list(addons))
    vehicles = {"Car": 0, "SUV": 3, "Van or pickup": 5}
    big = seed >= 2  # seeds 2, 3: a vehicle other than the default Car
    vehicle = pick("carwash-vehicle", seed, ["SUV", "Van or pickup"]) if big else "Car"
    pay = rng.choice(["Book wash", "Pay now", "Continue"])
    cards = "".join(
        f"<article aria-labelledby=pk{i}><h3 id=pk{i}>{p}</h3><p>${price}. {blurbs[p]}</p>"
        f"<button class=pkg data-name={p} aria-pressed=false>Select</button></article>"
        for i, (p, price) in enumerate(packages.items())
    )
    boxes = "".join(
        f"<label><input type=checkbox class=add value='{a}'> {a} (+${price})</label><br>"
        for a, price in addons.items()
    )
    veh_opts = "".join(
        f"<option value='{v}'>{v}{f' (+${extra})' if extra else ''}</option>" for v, extra in vehicles.items()
    )
    script = (
        f"const P={json.dumps(packages)},A={json.dumps(addons)},V={json.dumps(vehicles)};let pkg=null;"
        "document.querySelectorAll('.pkg').forEach(b=>b.onclick=()=>{"
        "document.querySelectorAll('.pkg').forEach(o=>{o.textContent='Select';o.setAttribute('aria-pressed','false')});"
        "b.textContent='Selected';b.setAttribute('aria-pressed','true');pkg=b.dataset.name});"
        "$('reset').onclick=()=>{pkg=null;document.querySelectorAll('.pkg').forEach(o=>{o.textContent='Select';"
        "o.setAttribute('aria-pressed','false')});document.querySelectorAll('.add').forEach(c=>c.checked=false);"
        "$('veh').value='Car';show('reset')};"
        "$('pay').onclick=()=>{if(!pkg){show('choose a package');return}"
        "const ads=[...document.querySelectorAll('.add:checked')].map(c=>c.value);"
        "const total=P[pkg]+V[$('veh').value]+ads.reduce((s,a)=>s+A[a],0);"
        "show(pkg+' wash for '+$('veh').value+(ads.length?' + '+ads.join(' + '):'')+': $'+total)}"
    )
    body = (
        "<h2>Sparkle Car Wash, Elm Street</h2>"
        f"<h3>1. Choose a package</h3><div>{cards}</div>"
        "<article><h3>Unlimited monthly</h3><p>$39 a month, any package</p>"
        "<button onclick=\"show('membership sign-up')\">Join</button></article>"
        f"<h3>2. Vehicle</h3><label>Vehicle type <select id=veh>{veh_opts}</select></label>"
        f"<h3>3. Add-ons</h3>{boxes}"
        "<button id=reset>Reset</button>"
        "<button disabled>Apply member discount</button>"
        f"<button id=pay>{pay}</button>"
    )
    total = packages[package] + vehicles[vehicle] + addons[addon]
    if big:
        instruction = rng.choice(
            [
                f"Select the {package} package, set the vehicle type to {vehicle}, add {addon.lower()} and click {pay}",
                f'{package} wash, vehicle "{vehicle}", plus {addon.lower()}, then {pay.lower()}',
                f"Choose {package}, pick {vehicle} as the vehicle, check {addon}, then hit {pay}",
            ]
        )
    else:
        instruction = rng.choice(
            [
                f"Select the {package} package, add {addon.lower()} and click {pay}",
                f'choose "{package}", tick {addon}, then {pay.lower()}',
                f"Pick the {package} wash with the {addon} add-on, then press {pay}",
            ]
        )
    expected = f"{package} wash for {vehicle} + {addon}: ${total}"
    return Task(f"carwash-{seed}", "carwash", seed, True, page_html(body, script), instruction, expected)


def delivery_task(seed: int) -> Task:
    rng = random.Random(f"delivery{seed}")
    subtotal = rng.choice([24, 32, 18, 40])  # whole dollars, so every tip is a whole number of cents
    tip = pick("delivery-tip", seed, ["10%", "20%", "25%", "No tip"])
    note = pick(
        "delivery",
        seed,
        [
            "Ring the bell twice",
            "Gate code 4417",
            "Leave it with the concierge",
            "Call when outside",
            "Third floor, blue door",
        ],
    )
    door = seed >= 2  # seeds 2, 3: also tick Leave at door
    place = rng.choice(["Place order", "Order now", "Pay and order"])
    pcts = {"10%": 10, "15%": 15, "20%": 20, "25%": 25, "No tip": 0}
    tip_buttons = "".join(
        f"<button class=tip data-pct={p} aria-pressed={'true' if p == 15 else 'false'}>"
        f"{label}{f' (${subtotal * p / 100:.2f})' if p else ''}</button>"
        for label, p in pcts.items()
    )
    script = (
        f"const sub={subtotal * 100};let pct='15';"
        "document.querySelectorAll('.tip').forEach(b=>b.onclick=()=>{"
        "document.querySelectorAll('.tip').forEach(o=>o.setAttribute('aria-pressed','false'));"
        "b.setAttribute('aria-pressed','true');pct=b.dataset.pct;$('custombox').hidden=pct!=='custom'});"
        "$('place').onclick=()=>{const cents=pct==='custom'?Math.round(+$('customtip').value*100):sub*(+pct)/100;"
        "const n=$('driver').value.trim();"
        "show('order placed, tip $'+(cents/100).toFixed(2)+(n?', driver note \"'+n+'\"':'')"
        "+($('door').checked?', leave at door':''))}"
    )
    body = (
        "<h2>Checkout</h2><p>Golden Wok: 2 x Kung pao chicken, 1 x Spring rolls</p>"
        f"<p>Subtotal ${subtotal:.2f} <button onclick=\"show('editing order')\">Edit order</button></p>"
        f"<h3>Tip your driver</h3><div role=group aria-label='Tip'>{tip_buttons}"
        "<button class=tip data-pct=custom aria-pressed=false>Custom</button></div>"
        "<div id=custombox hidden><label>Custom tip ($) <input id=customtip type=number min=0></label></div>"
        "<label>Instructions for the driver<br><textarea id=driver rows=2></textarea></label><br>"
        "<label>Note for the restaurant<br><textarea id=kitchen rows=2></textarea></label><br>"
        "<label><input type=checkbox id=door> Leave at door (contactless)</label><br>"
        "<label><input type=checkbox id=cutlery checked> Include cutlery</label><br>"
        "<button onclick=\"show('scheduling is not available')\">Schedule for later</button>"
        "<button onclick=\"show('order cancelled')\">Cancel order</button>"
        f"<button id=place>{place}</button>"
    )
    tip_phrase = "no tip" if tip == "No tip" else f"a {tip} tip"
    if door:
        instruction = rng.choice(
            [
                f'Choose {tip_phrase}, write "{note}" in the instructions for the driver, tick Leave at door and click {place}',
                f"leave {tip_phrase}, driver instructions: {note}, contactless leave at door, then {place.lower()}",
                f"Click {tip} under Tip, type '{note}' into Instructions for the driver, check Leave at door, then press {place}",
            ]
        )
    else:
        instruction = rng.choice(
            [
                f'Choose {tip_phrase}, write "{note}" in the instructions for the driver and click {place}',
                f"leave {tip_phrase}, driver instructions: {note}, then {place.lower()}",
                f"Click {tip} under Tip, type '{note}' into Instructions for the driver, then press {place}",
            ]
        )
    cents = subtotal * pcts[tip]
    expected = f'order placed, tip ${cents / 100:.2f}, driver note "{note}"' + (
        ", leave at door" if door else ""
    )
    return Task(f"delivery-{seed}", "delivery", seed, True, page_html(body, script), instruction, expected)


FRESH4_KINDS: tuple[Callable[[int], Task], ...] = (
    job_task,
    checkin_task,
    hold_task,
    gym_task,
    parking_task,
    giftcard_task,
    doctor_task,
    carwash_task,
    delivery_task,
)


def fresh4_tasks() -> list[Task]:
    """Every task of the fourth fresh set: each kind at each seed (even seed = dev, odd = held-out)."""
    return [make(seed) for make in FRESH4_KINDS for seed in FRESH4_SEEDS]
