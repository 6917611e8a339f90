"""A sixth blind set of compound-act tasks, to measure how the plugin generalises beyond what was tuned.

Same shape as the earlier fresh sets (one ``page.act(instruction)`` per task, judged by the page's
``#result`` line), nine kinds of everyday pages none of the earlier sets used: a car-rental search (a
pick-up select, a "Return to a different location" checkbox that reveals a drop-off select, driver-age
radios, Search next to Clear), a conference talk schedule (a table of talks, each row with its own "Add
to my agenda" button, two look-alike titles, one full talk, Save agenda), a newsletter unsubscribe page
(reason radios, an "Other" reason that reveals a text box, a "keep product updates" checkbox,
Unsubscribe next to Stay subscribed), a photo print order (size select, quantity, Glossy/Matte finish,
Add to order), a team-member invite dialog that opens after an "Invite member" click (email, a role
select with a disabled Owner option, Send invite next to Cancel), a room-service menu (dish cards, each
with its own Add button and a notes field with the same label, Place order), a bug report form
(severity select, component checkboxes, steps textarea, an "Attach logs" ``role=switch``, Submit report
next to Save as draft), a flight search (a One-way / Round trip toggle, where Round trip reveals a
return date, From and To fields, a passengers select, Search flights) and a playlist editor (track rows
each with Move up / Move down / Remove buttons of the same names, a playlist name, Save playlist).
Every page has distractor controls (Clear, Cancel, look-alike rows, fields and buttons). Each task asks
for 2 to 4 actions. Seeds 0 to 3 per kind; even seeds are the development half, odd seeds the
held-out half (``Task.half``).

Written by a helper session blind to the plugin's code, its prompts and its past failures. Each task
was checked with plain Playwright calls (fill, select_option, check, click) to reach its expected
``#result`` when every step is done, and not to reach it with the final click alone, nor with at
least two sloppy variants (a wrong row, option or section, or a step left out): all 36 passed (36
full runs reach it, 36 final-click-only runs and 180 sloppy runs, at least 4 per task, do not).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bench_compound import Task, page_html, pick

FRESH6_SEEDS = range(4)  # per kind; even = development, odd = held-out

EMAILS = [
    "lena.fischer@example.org",
    "omar.haddad@example.com",
    "chloe.martin@example.net",
    "diego.ramos@example.org",
    "aiko.tanaka@example.com",
]


def _html(body: str, script: str) -> str:
    """The task page; the script runs in its own scope (no page-level let/const)."""
    return page_html(body, f"(()=>{{{script}}})()")


def rental_task(seed: int) -> Task:
    rng = random.Random(f"rental{seed}")
    locations = [
        "Denver Airport (DEN)",
        "Denver Union Station",
        "Boulder Downtown",
        "Colorado Springs Airport (COS)",
        "Fort Collins Old Town",
    ]
    shown = list(locations)
    rng.shuffle(shown)
    pickup = pick("rental-pickup", seed, locations)
    dropoff = pick("rental-dropoff", seed, [loc for loc in locations if loc != pickup])
    ages = ["18-24", "25-29", "30-69", "70 or older"]
    age = pick("rental-age", seed, ["18-24", "25-29", "70 or older"])
    different = seed < 2  # seeds 0, 1: return elsewhere; 2, 3: a driver age instead
    clear_first = rng.random() < 0.5
    opts = "<option value=''>Choose a location</option>" + "".join(f"<option>{loc}</option>" for loc in shown)
    radios = "".join(
        f"<label><input type=radio name=age value='{a}'{' checked' if a == '30-69' else ''}> {a}</label> "
        for a in ages
    )
    buttons = "<button id=clear>Clear</button><button id=search>Search</button>"
    if not clear_first:
        buttons = "<button id=search>Search</button><button id=clear>Clear</button>"
    script = (
        "$('diff').onchange=()=>{$('dropwrap').hidden=!$('diff').checked};"
        "$('search').onclick=()=>{if(!$('pickup').value){show('choose a pick-up location');return}"
        "const d=$('diff').checked;if(d&&!$('dropoff').value){show('choose a drop-off location');return}"
        "const a=document.querySelector('input[name=age]:checked').value;"
        "show('searching cars: '+$('pickup').value+' to '+(d?$('dropoff').value:'same location')"
        "+', driver age '+a)};"
        "$('clear').onclick=()=>{$('pickup').value='';$('dropoff').value='';$('diff').checked=false;"
        "$('dropwrap').hidden=true;document.querySelector('input[name=age][value=\"30-69\"]').checked=true;"
        "show('search cleared')}"
    )
    body = (
        "<h2>Find a rental car</h2>"
        "<p><button onclick=\"show('sign in')\">Sign in</button> "
        "<button onclick=\"show('manage booking')\">Manage my booking</button></p>"
        f"<label>Pick-up location <select id=pickup>{opts}</select></label><br>"
        "<label><input type=checkbox id=diff> Return to a different location</label><br>"
        f"<div id=dropwrap hidden><label>Drop-off location <select id=dropoff>{opts}</select></label></div>"
        "<label>Pick-up date <input id=pdate type=date value='2026-07-10'></label> "
        "<label>Time <select id=ptime><option>10:00</option><option>12:00</option></select></label><br>"
        "<label>Return date <input id=rdate type=date value='2026-07-14'></label><br>"
        f"<fieldset><legend>Driver age</legend>{radios}</fieldset>"
        "<label>Car type <select id=cartype><option>Any</option><option>Compact</option>"
        "<option>SUV</option><option>Van</option></select></label><br>"
        "<button onclick=\"show('enter your code')\">I have a discount code</button><br>"
        f"{buttons}"
    )
    if different:
        instruction = pick(
            "rental-wording",
            seed,
            [
                f'Pick up at "{pickup}", tick Return to a different location, choose "{dropoff}" as the drop-off and click Search',
                f"rent a car from {pickup} and return it to {dropoff}, then search",
                f"Set the pick-up location to {pickup}, check 'Return to a different location', select {dropoff} for drop-off, then hit Search",
            ],
        )
        expected = f"searching cars: {pickup} to {dropoff}, driver age 30-69"
    else:
        instruction = pick(
            "rental-wording",
            seed,
            [
                f'Pick-up location "{pickup}", driver age {age}, then click Search',
                f"search for cars at {pickup} for a driver aged {age}",
                f"Choose {pickup} as the pick-up location, set driver age to {age} and hit Search",
            ],
        )
        expected = f"searching cars: {pickup} to same location, driver age {age}"
    return Task(f"rental-{seed}", "rental", seed, True, _html(body, script), instruction, expected)


AGENDA_PAIRS = [
    ("Testing in Production", "Testing Before Production"),
    ("Scaling Postgres for Analytics", "Scaling Postgres for Startups"),
    ("Intro to WebAssembly", "Intro to WebAssembly Components"),
    ("Designing APIs People Love", "Designing APIs for Machines"),
]
AGENDA_TALKS = [
    ("Observability on a Budget", "Rita Okafor", "Platform"),
    ("Accessible Forms in Practice", "Jonas Weber", "Frontend"),
    ("Feature Flags Without Tears", "Mei Lin", "Platform"),
    ("Rust for Python Developers", "Sam Carter", "Languages"),
    ("Keeping Docs Alive", "Ana Sousa", "Community"),
    ("Queues, Retries and You", "Tariq Aziz", "Backend"),
    ("Typing a Legacy Codebase", "Nora Blum", "Languages"),
]
AGENDA_SPEAKERS = ["Ella Park", "Victor Huang", "Leila Moradi", "Ben Adeyemi"]


def agenda_task(seed: int) -> Task:
    rng = random.Random(f"agenda{seed}")
    pair = pick("agenda-pair", seed, [f"{a}|{b}" for a, b in AGENDA_PAIRS]).split("|")
    rng.shuffle(pair)
    wanted, twin = pair
    others = list(AGENDA_TALKS)
    rng.shuffle(others)
    second, full, *rest = others[:6]
    tracks = {"Platform", "Frontend", "Languages", "Community", "Backend"}
    speakers = list(AGENDA_SPEAKERS)
    rng.shuffle(speakers)
    talks = [
        (wanted, speakers[0], "Backend"),
        (twin, speakers[1], "Backend"),
        second,
        full,
        *rest,
    ]
    rng.shuffle(talks)
    times = ["09:00", "09:45", "10:30", "11:15", "13:00", "13:45", "14:30", "15:15"]
    rooms = ["Hall A", "Room 2", "Room 3", "Hall B"]
    reminders = seed >= 2  # seeds 2, 3: also tick the reminders box
    rows = ""
    for i, (title, speaker, track) in enumerate(talks):
        tracks.add(track)
        if title == full[0]:
            cell = (
                "<td>Full</td><td><button disabled>Add to my agenda</button> "
                f"<button onclick=\"show('joined the waitlist for {title}')\">Join waitlist</button></td>"
            )
        else:
            cell = f"<td>Seats left</td><td><button class=add data-t='{times[i]} {title}'>Add to my agenda</button></td>"
        rows += (
            f"<tr data-track='{track}'><td>{times[i]}</td><td>{title}</td><td>{speaker}</td>"
            f"<td>{rooms[i % len(rooms)]}</td>{cell}</tr>"
        )
    track_opts = "<option value=''>All tracks</option>" + "".join(
        f"<option>{t}</option>" for t in sorted(tracks)
    )
    script = (
        "const picked=new Set();"
        "const draw=()=>{const l=[...document.querySelectorAll('.add')].map(b=>b.dataset.t).filter(t=>picked.has(t));"
        "$('mine').textContent=l.length?l.join(' / '):'Nothing yet';$('count').textContent=l.length;return l};"
        "document.querySelectorAll('.add').forEach(b=>b.onclick=()=>{const t=b.dataset.t;"
        "if(picked.has(t)){picked.delete(t);b.textContent='Add to my agenda'}"
        "else{picked.add(t);b.textContent='Remove from agenda'}draw()});"
        "$('track').onchange=()=>document.querySelectorAll('#talks tbody tr').forEach(r=>"
        "{r.hidden=!!$('track').value&&r.dataset.track!==$('track').value});"
        "$('save').onclick=()=>{const l=draw();if(!l.length){show('your agenda is empty');return}"
        "show('agenda saved: '+l.join('; ')+($('remind').checked?' (reminders on)':''))}"
    )
    body = (
        "<h2>DevConf 2026, Thursday 14 May</h2>"
        "<p><button onclick=\"show('downloading PDF')\">Download schedule (PDF)</button> "
        "<button onclick=\"show('venue map')\">Venue map</button></p>"
        f"<label>Track <select id=track>{track_opts}</select></label>"
        "<table id=talks><thead><tr><th>Time</th><th>Talk</th><th>Speaker</th><th>Room</th>"
        f"<th>Seats</th><th></th></tr></thead><tbody>{rows}</tbody></table>"
        "<aside><h3>My agenda (<span id=count>0</span>)</h3><p id=mine>Nothing yet</p>"
        "<label><input type=checkbox id=remind> Remind me 15 minutes before each talk</label><br>"
        "<label><input type=checkbox id=ics> Add to my calendar</label><br>"
        "<button onclick=\"show('agenda shared')\">Share agenda</button>"
        "<button id=save>Save agenda</button></aside>"
    )
    chosen = [f"{times[i]} {t}" for i, (t, _, _) in enumerate(talks) if t in (wanted, second[0])]
    if reminders:
        instruction = pick(
            "agenda-wording",
            seed,
            [
                f'Add "{wanted}" and "{second[0]}" to my agenda, tick Remind me 15 minutes before each talk, then click Save agenda',
                f"put {wanted} and {second[0]} on my agenda, turn on the reminders and save the agenda",
                f"Add the talks '{wanted}' and '{second[0]}', check the reminder box and hit Save agenda",
            ],
        )
        expected = "agenda saved: " + "; ".join(chosen) + " (reminders on)"
    else:
        instruction = pick(
            "agenda-wording",
            seed,
            [
                f'Add "{wanted}" and "{second[0]}" to my agenda, then click Save agenda',
                f"add {wanted} and {second[0]} to the agenda and save it",
                f"Put the talks '{wanted}' and '{second[0]}' on my agenda and hit Save agenda",
            ],
        )
        expected = "agenda saved: " + "; ".join(chosen)
    return Task(f"agenda-{seed}", "agenda", seed, True, _html(body, script), instruction, expected)


def unsubscribe_task(seed: int) -> Task:
    rng = random.Random(f"unsubscribe{seed}")
    email = pick("unsubscribe-email", seed, EMAILS)
    letter = rng.choice(["The Weekly Roast", "Trail Notes", "Garden Club Digest", "Byte Sized"])
    reasons = [
        "I get too many emails",
        "The content is not relevant to me",
        "I never signed up for this",
        "The emails look like spam",
    ]
    shown = list(reasons)
    rng.shuffle(shown)
    reason = pick("unsubscribe-reason", seed, reasons)
    other_text = pick(
        "unsubscribe-other",
        seed,
        [
            "I only wanted the welcome discount",
            "Moving to a new email address",
            "Too much about sales",
            "I read it on the website instead",
        ],
    )
    other = seed in (0, 1)  # seeds 0, 1: the Other reason with a text; 2, 3: a listed reason
    keep = seed in (1, 2)  # seeds 1, 2: also keep product updates
    radios = "".join(
        f"<label><input type=radio name=why value='{r}'> {r}</label><br>" for r in [*shown, "Other"]
    )
    stay_first = rng.random() < 0.5
    buttons = "<button id=stay>Stay subscribed</button><button id=unsub>Unsubscribe</button>"
    if not stay_first:
        buttons = "<button id=unsub>Unsubscribe</button><button id=stay>Stay subscribed</button>"
    script = (
        "document.querySelectorAll('input[name=why]').forEach(r=>r.onchange=()=>"
        "{$('otherwrap').hidden=document.querySelector('input[name=why]:checked').value!=='Other'});"
        "$('stay').onclick=()=>show('still subscribed');"
        "$('unsub').onclick=()=>{const r=document.querySelector('input[name=why]:checked');"
        "if(!r){show('please tell us why you are leaving');return}"
        "let why=r.value;if(why==='Other'){if(!$('othertext').value.trim()){show('please tell us more');return}"
        "why='Other: '+$('othertext').value.trim()}"
        f"show('unsubscribed {email} ('+why+'), product updates '+($('keep').checked?'kept':'stopped'))}}"
    )
    body = (
        f"<h2>Unsubscribe from {letter}</h2>"
        f"<p>You are unsubscribing <b>{email}</b>.</p>"
        "<button onclick=\"show('emails paused for 30 days')\">Pause emails for 30 days instead</button>"
        "<button onclick=\"show('opening preferences')\">Manage preferences</button>"
        f"<fieldset><legend>Why are you unsubscribing?</legend>{radios}</fieldset>"
        "<div id=otherwrap hidden><label>Please tell us more <textarea id=othertext rows=2></textarea></label></div>"
        "<label><input type=checkbox id=keep> Keep sending me product updates</label><br>"
        "<label><input type=checkbox id=partners checked> Share my feedback with the editors</label><br>"
        f"{buttons}"
    )
    updates = "kept" if keep else "stopped"
    why = f"Other: {other_text}" if other else reason
    if other and keep:
        instruction = pick(
            "unsubscribe-wording",
            seed,
            [
                f'Choose Other as the reason, type "{other_text}", tick Keep sending me product updates and click Unsubscribe',
                f"unsubscribe with reason Other ({other_text}) but keep getting product updates",
                f"Select 'Other', write {other_text} in the box, tick Keep sending me product updates, then hit Unsubscribe",
            ],
        )
    elif other:
        instruction = pick(
            "unsubscribe-wording",
            seed,
            [
                f'Pick the Other reason, enter "{other_text}" and click Unsubscribe',
                f"unsubscribe me, reason: other - {other_text}",
                f"Select Other, type '{other_text}' in the text box, then press Unsubscribe",
            ],
        )
    elif keep:
        instruction = pick(
            "unsubscribe-wording",
            seed,
            [
                f'Choose "{reason}", tick Keep sending me product updates and click Unsubscribe',
                f"unsubscribe because {reason[0].lower() + reason[1:]}, but keep the product updates",
                f"Select the reason '{reason}', check the product updates box, then hit Unsubscribe",
            ],
        )
    else:
        instruction = pick(
            "unsubscribe-wording",
            seed,
            [
                f'Choose "{reason}" as the reason and click Unsubscribe',
                f"unsubscribe, reason {reason[0].lower() + reason[1:]}",
                f"Select '{reason}' then press Unsubscribe",
            ],
        )
    expected = f"unsubscribed {email} ({why}), product updates {updates}"
    return Task(f"unsubscribe-{seed}", "unsubscribe", seed, True, _html(body, script), instruction, expected)


def prints_task(seed: int) -> Task:
    rng = random.Random(f"prints{seed}")
    sizes = {"4 x 6": "$0.29", "5 x 7": "$1.49", "8 x 10": "$3.99", "11 x 14": "$8.99", "Wallet": "$0.19"}
    size = pick("prints-size", seed, ["5 x 7", "8 x 10", "11 x 14", "Wallet"])
    qty = pick("prints-qty", seed, ["2", "3", "5", "12"])
    finish = "Matte" if seed in (0, 3) else "Glossy"
    default = "Glossy" if finish == "Matte" else "Matte"
    photo = rng.choice(["IMG_2041.jpg", "beach-day.png", "grandma-80th.jpg"])
    add = "Add to order"
    size_words = "wallet size" if size == "Wallet" else size
    size_opts = "".join(
        f"<option value='{s}'{' selected' if s == '4 x 6' else ''}>{s}{' in' if s != 'Wallet' else ' (2.5 x 3.5 in)'}"
        f" - {p} each</option>"
        for s, p in sizes.items()
    )
    radios = "".join(
        f"<label><input type=radio name=finish value={f}{' checked' if f == default else ''}> {f}</label> "
        for f in ["Glossy", "Matte"]
    )
    script = (
        "$('add').onclick=()=>{const n=+$('qty').value;if(!(n>=1)){show('enter a quantity');return}"
        "const f=document.querySelector('input[name=finish]:checked').value;"
        "show('added to order: '+n+' print'+(n>1?'s':'')+', '+$('size').value+', '+f+($('border').checked?', white border':''))};"
        "$('save').onclick=()=>show('saved for later')"
    )
    body = (
        f"<h2>Order prints</h2><p><img alt='{photo}' width=160 height=110> {photo}</p>"
        "<button onclick=\"show('opening editor')\">Edit photo</button>"
        "<button onclick=\"show('photo removed')\">Remove photo</button>"
        "<button onclick=\"show('choose files')\">Upload more photos</button><br>"
        f"<label>Print size <select id=size>{size_opts}</select></label><br>"
        "<label>Quantity <input id=qty type=number min=1 max=99 value=1></label><br>"
        f"<fieldset><legend>Finish</legend>{radios}</fieldset>"
        "<label><input type=checkbox id=border> Add a white border</label><br>"
        "<label>Paper <select id=paper><option>Standard</option><option>Premium (+20%)</option></select></label><br>"
        "<button id=save>Save for later</button>"
        f"<button id=add>{add}</button>"
    )
    instruction = pick(
        "prints-wording",
        seed,
        [
            f'Choose the "{size}" size, quantity {qty}, {finish.lower()} finish, then click {add}',
            f"order {qty} {finish.lower()} {size_words} prints, then {add.lower()}",
            f"Set Print size to {size}, enter {qty} as the quantity, pick {finish} and hit {add}",
            f"I want {qty} prints, {size_words}, {finish} finish; add them to the order",
        ],
    )
    expected = f"added to order: {qty} prints, {size}, {finish}"
    return Task(f"prints-{seed}", "prints", seed, True, _html(body, script), instruction, expected)


def invite_task(seed: int) -> Task:
    rng = random.Random(f"invite{seed}")
    email = pick("invite-email", seed, EMAILS)
    role = pick("invite-role", seed, ["Guest", "Viewer", "Admin", "Billing manager"])
    team = rng.choice(["Acme Design", "Northwind Ops", "Blue Harbor Labs"])
    delay = rng.choice([0, 250, 500])
    cancel_first = rng.random() < 0.6
    members = [
        ("Priya Nair", "priya.nair@example.com", "Owner"),
        ("Tom Becker", "tom.becker@example.com", "Admin"),
        ("Julia Costa", "julia.costa@example.com", "Member"),
        ("Ravi Shah", "ravi.shah@example.com", "Invited"),
    ]
    rows = "".join(
        f"<tr><td>{n}</td><td>{e}</td><td>{r}</td><td>"
        + (
            f"<button onclick=\"show('invite resent to {e}')\">Resend invite</button>"
            if r == "Invited"
            else f"<button onclick=\"show('remove {n}?')\">Remove</button>"
        )
        + "</td></tr>"
        for n, e, r in members
    )
    roles = ["Guest", "Viewer", "Member", "Admin", "Billing manager"]
    role_opts = (
        "".join(f"<option{' selected' if r == 'Member' else ''}>{r}</option>" for r in roles)
        + "<option disabled>Owner</option>"
    )
    buttons = "<button id=cancel>Cancel</button><button id=send>Send invite</button>"
    if not cancel_first:
        buttons = "<button id=send>Send invite</button><button id=cancel>Cancel</button>"
    script = (
        f"$('open').onclick=()=>setTimeout(()=>{{$('dlg').hidden=false;$('email').focus()}},{delay});"
        "$('cancel').onclick=()=>{$('dlg').hidden=true;show('invite cancelled')};"
        "$('send').onclick=()=>{const e=$('email').value.trim();if(!e.includes('@')){show('enter an email address');return}"
        "$('dlg').hidden=true;show('invitation sent to '+e+' as '+$('role').value)}"
    )
    body = (
        f"<h2>{team} - Members</h2>"
        "<p><button id=open>Invite member</button> "
        "<button onclick=\"show('invite link copied')\">Copy invite link</button></p>"
        "<label>Search members <input id=q type=search></label>"
        "<table><thead><tr><th>Name</th><th>Email</th><th>Role</th><th></th></tr></thead>"
        f"<tbody>{rows}</tbody></table>"
        "<div id=dlg role=dialog aria-modal=true aria-labelledby=dlgt hidden><h3 id=dlgt>Invite a new member</h3>"
        "<label>Email address <input id=email type=email placeholder='name@company.com'></label><br>"
        f"<label>Role <select id=role>{role_opts}</select></label><br>"
        "<p>Only the current owner can transfer ownership.</p>"
        f"{buttons}</div>"
    )
    instruction = pick(
        "invite-wording",
        seed,
        [
            f'Click Invite member, enter "{email}", set the role to {role} and click Send invite',
            f"invite {email} as {role.lower()}, then send the invite",
            f"Open Invite member, type {email} in Email address, choose '{role}' as Role, then press Send invite",
            f"Invite a new member: {email}, role {role}, and send it",
        ],
    )
    expected = f"invitation sent to {email} as {role}"
    return Task(f"invite-{seed}", "invite", seed, True, _html(body, script), instruction, expected)


DISHES = [
    ("Club sandwich", "Turkey, bacon, lettuce, tomato on toasted sourdough", "$18"),
    ("Caesar salad", "Romaine, parmesan, croutons, house dressing", "$15"),
    ("Margherita flatbread", "Tomato, mozzarella, basil", "$16"),
    ("Tomato soup", "Roasted tomato, cream, grilled cheese soldiers", "$11"),
    ("Cheeseburger", "Beef patty, cheddar, pickles, fries", "$21"),
    ("Chicken pad thai", "Rice noodles, peanuts, lime", "$19"),
    ("Fruit plate", "Seasonal fruit, mint yoghurt", "$12"),
    ("Chocolate lava cake", "Warm centre, vanilla ice cream", "$10"),
]


def roomservice_task(seed: int) -> Task:
    rng = random.Random(f"roomservice{seed}")
    dishes = list(DISHES)
    rng.shuffle(dishes)
    dishes = dishes[:7]
    names = [d[0] for d in dishes]
    soldout = names[rng.randrange(len(names))]
    avail = [n for n in names if n != soldout]
    first = pick("roomservice-first", seed, avail)
    second = pick("roomservice-second", seed, [n for n in avail if n != first])
    note = pick("roomservice-note", seed, ["no onions", "sauce on the side", "extra napkins", "nut allergy"])
    two = seed >= 2  # seeds 2, 3: a second dish without a note
    room = rng.choice(["1207", "418", "905"])
    label = rng.choice(["Notes", "Special requests"])
    cards = ""
    for i, (n, desc, price) in enumerate(dishes):
        btn = (
            "<button disabled>Add</button> <em>Sold out</em>"
            if n == soldout
            else f"<button class=add data-i={i}>Add</button>"
        )
        cards += (
            f"<article class=card data-n='{n}'><h3>{n}</h3><p>{desc} - {price}</p>"
            f"<label>{label} <input class=note></label> {btn}</article>"
        )
    script = (
        "const cart={};const cards=[...document.querySelectorAll('.card')];"
        "const draw=()=>{const l=cards.filter(c=>cart[c.dataset.n]).map(c=>cart[c.dataset.n]+' x '+c.dataset.n);"
        "$('cart').textContent=l.length?l.join(', '):'Your order is empty'};"
        "document.querySelectorAll('.add').forEach(b=>b.onclick=()=>{const n=b.closest('.card').dataset.n;"
        "cart[n]=(cart[n]||0)+1;draw()});"
        "$('clearcart').onclick=()=>{for(const k in cart)delete cart[k];draw();show('order cleared')};"
        "$('place').onclick=()=>{const l=cards.filter(c=>cart[c.dataset.n]).map(c=>{const v=c.querySelector('.note').value.trim();"
        "return cart[c.dataset.n]+' x '+c.dataset.n+(v?' ('+v+')':'')});"
        "if(!l.length){show('add something to your order first');return}"
        f"show('order for room {room}: '+l.join(', ')+($('cutlery').checked?', cutlery for 2':''))}}"
    )
    body = (
        f"<h2>In-room dining</h2><p>Room {room} - served 6:30 to 23:00</p>"
        "<button onclick=\"show('calling the front desk')\">Call front desk</button>"
        "<button onclick=\"show('do not disturb on')\">Do not disturb</button>"
        f"<section>{cards}</section>"
        "<aside><h3>Your order</h3><p id=cart>Your order is empty</p>"
        "<label>Delivery time <select id=when><option>As soon as possible</option><option>In 30 minutes</option>"
        "<option>In 1 hour</option></select></label><br>"
        "<label><input type=checkbox id=cutlery> Cutlery for two</label><br>"
        "<button id=clearcart>Clear order</button><button id=place>Place order</button></aside>"
    )
    if two:
        instruction = pick(
            "roomservice-wording",
            seed,
            [
                f'Add the {first} with the note "{note}", add a {second}, then click Place order',
                f"order one {first.lower()} (note: {note}) and one {second.lower()}, then place the order",
                f"Type '{note}' in the {label} of {first} and add it, add {second} too, and hit Place order",
            ],
        )
        items = [f"1 x {first} ({note})" if n == first else f"1 x {n}" for n in names if n in (first, second)]
    else:
        instruction = pick(
            "roomservice-wording",
            seed,
            [
                f'Add the {first} with "{note}" in {label} and click Place order',
                f'order a {first.lower()} with the note "{note}", then place the order',
                f"Write {note} in the {label.lower()} field of the {first}, add it and hit Place order",
            ],
        )
        items = [f"1 x {first} ({note})"]
    expected = f"order for room {room}: " + ", ".join(items)
    return Task(f"roomservice-{seed}", "roomservice", seed, True, _html(body, script), instruction, expected)


def bug_task(seed: int) -> Task:
    rng = random.Random(f"bug{seed}")
    severities = ["Low", "Medium", "High", "Critical"]
    severity = pick("bug-sev", seed, ["Low", "High", "Critical"]) if seed < 2 else "Medium"
    components = ["Login", "Dashboard", "Search", "Notifications", "Billing", "Export"]
    shown = list(components)
    rng.shuffle(shown)
    comp = pick("bug-comp", seed, components)
    comp2 = pick("bug-comp2", seed, [c for c in components if c != comp]) if seed == 3 else ""
    steps = pick(
        "bug-steps",
        seed,
        [
            "Open the dashboard and click Export",
            "Sign in with SSO, then refresh",
            "Search for an empty string",
            "Change the currency to EUR",
        ],
    )
    logs = seed < 2  # seeds 0, 1: severity and logs; 2, 3: steps
    draft_first = rng.random() < 0.6
    boxes = "".join(f"<label><input type=checkbox class=comp value='{c}'> {c}</label> " for c in shown)
    sev_opts = "".join(f"<option{' selected' if s == 'Medium' else ''}>{s}</option>" for s in severities)
    buttons = "<button id=draft>Save as draft</button><button id=submit>Submit report</button>"
    if not draft_first:
        buttons = "<button id=submit>Submit report</button><button id=draft>Save as draft</button>"
    script = (
        "document.querySelectorAll('[role=switch]').forEach(b=>b.onclick=()=>{"
        "const on=b.getAttribute('aria-checked')!=='true';b.setAttribute('aria-checked',String(on));"
        "b.textContent=on?'On':'Off'});"
        "$('draft').onclick=()=>show('draft saved');"
        "$('submit').onclick=()=>{const cs=[...document.querySelectorAll('.comp')].filter(c=>c.checked).map(c=>c.value);"
        "if(!cs.length){show('choose at least one component');return}"
        "const st=$('steps').value.trim();"
        "show('report submitted ['+$('sev').value+'] '+cs.sort().join(', ')+' | logs: '"
        "+($('logs').getAttribute('aria-checked')==='true'?'attached':'none')+' | steps: '+(st||'none'))}"
    )
    body = (
        "<h2>Report a bug</h2><p>Orbit Tasks web app, version 4.12.0</p>"
        "<button onclick=\"show('opening known issues')\">View known issues</button><br>"
        f"<label>Severity <select id=sev>{sev_opts}</select></label><br>"
        f"<fieldset><legend>Affected components</legend>{boxes}</fieldset>"
        "<label>Steps to reproduce<br><textarea id=steps rows=4></textarea></label><br>"
        "<label>Expected behaviour<br><textarea id=expect rows=2></textarea></label><br>"
        "<div><span id=logs-l>Attach logs</span> "
        "<button role=switch id=logs aria-checked=false aria-labelledby=logs-l>Off</button></div>"
        "<div><span id=shot-l>Include a screenshot</span> "
        "<button role=switch id=shot aria-checked=false aria-labelledby=shot-l>Off</button></div>"
        "<label><input type=checkbox id=contact checked> Contact me about this report</label><br>"
        f"{buttons}"
    )
    parts = sorted(c for c in (comp, comp2) if c)
    if logs:
        instruction = pick(
            "bug-wording",
            seed,
            [
                f'Set severity to {severity}, tick the "{comp}" component, turn on Attach logs and click Submit report',
                f"file a {severity.lower()} severity bug in {comp} with logs attached, then submit the report",
                f"Choose {severity} as Severity, check {comp}, switch Attach logs on, then hit Submit report",
            ],
        )
        expected = f"report submitted [{severity}] {comp} | logs: attached | steps: none"
    elif comp2:
        instruction = pick(
            "bug-wording",
            seed,
            [
                f'Tick {comp} and {comp2}, enter "{steps}" as the steps to reproduce, then click Submit report',
                f"report a bug affecting {comp} and {comp2}, steps: {steps}, and submit it",
                f"Check the '{comp}' and '{comp2}' components, type {steps} in Steps to reproduce and hit Submit report",
            ],
        )
        expected = f"report submitted [Medium] {', '.join(parts)} | logs: none | steps: {steps}"
    else:
        instruction = pick(
            "bug-wording",
            seed,
            [
                f'Tick the {comp} component, write "{steps}" in Steps to reproduce and click Submit report',
                f"bug in {comp.lower()}: steps to reproduce are {steps}. Submit the report",
                f"Check {comp}, put '{steps}' in the steps field, then press Submit report",
            ],
        )
        expected = f"report submitted [Medium] {comp} | logs: none | steps: {steps}"
    return Task(f"bug-{seed}", "bug", seed, True, _html(body, script), instruction, expected)


def flight_task(seed: int) -> Task:
    rng = random.Random(f"flight{seed}")
    cities = ["Lisbon", "Reykjavik", "Montreal", "Osaka", "Nairobi", "Santiago", "Vienna"]
    home = rng.choice(["Chicago", "Boston", "Seattle"])
    dest = pick("flight-to", seed, cities)
    origin = pick("flight-from", seed, [c for c in cities if c != dest])
    pax = pick("flight-pax", seed, ["2", "3", "4", "5"])
    depart = "2026-06-02"
    ret = pick("flight-return", seed, ["2026-06-09", "2026-06-12", "2026-06-16", "2026-06-21"])
    round_trip = seed >= 2  # seeds 0, 1: one-way from A to B for N passengers; 2, 3: round trip from home
    pax_opts = "".join(f"<option value={n}>{n} passenger{'s' if n > 1 else ''}</option>" for n in range(1, 7))
    start = f" value='{home}'" if round_trip else ""
    script = (
        "let round=false;const trip=r=>{round=r;$('oneway').setAttribute('aria-pressed',String(!r));"
        "$('roundtrip').setAttribute('aria-pressed',String(r));$('retwrap').hidden=!r};"
        "$('oneway').onclick=()=>trip(false);$('roundtrip').onclick=()=>trip(true);"
        "$('swap').onclick=()=>{const f=$('from').value;$('from').value=$('to').value;$('to').value=f};"
        "$('go').onclick=()=>{const f=$('from').value.trim(),t=$('to').value.trim();"
        "if(!f||!t){show('enter where you fly from and to');return}"
        "if(round&&!$('ret').value){show('choose a return date');return}"
        "const p=$('pax').value;show('flights '+f+' to '+t+', '+(round?'round trip':'one-way')+', '+p+' passenger'"
        "+(p==='1'?'':'s')+', departing '+$('dep').value+(round?', returning '+$('ret').value:''))}"
    )
    body = (
        "<h2>Book a flight</h2>"
        "<nav><button onclick=\"show('hotels')\">Hotels</button> <button onclick=\"show('cars')\">Cars</button> "
        "<button onclick=\"show('my trips')\">My trips</button></nav>"
        "<div role=group aria-label='Trip type'><button id=oneway aria-pressed=true>One-way</button>"
        "<button id=roundtrip aria-pressed=false>Round trip</button></div>"
        "<button onclick=\"show('multi-city is coming soon')\">Multi-city</button><br>"
        f"<label>From <input id=from placeholder='City or airport'{start}></label>"
        "<button id=swap aria-label='Swap origin and destination'>Swap</button>"
        "<label>To <input id=to placeholder='City or airport'></label><br>"
        f"<label>Depart <input id=dep type=date value='{depart}'></label>"
        "<span id=retwrap hidden> <label>Return <input id=ret type=date></label></span><br>"
        f"<label>Passengers <select id=pax>{pax_opts}</select></label> "
        "<label>Cabin <select id=cabin><option>Economy</option><option>Premium economy</option>"
        "<option>Business</option></select></label><br>"
        "<label><input type=checkbox id=flex> My dates are flexible</label><br>"
        "<button onclick=\"show('search cleared')\">Clear</button><button id=go>Search flights</button>"
    )
    if round_trip:
        instruction = pick(
            "flight-wording",
            seed,
            [
                f'Choose Round trip, fly to "{dest}" returning {ret}, then click Search flights',
                f"round trip from {home} to {dest}, return date {ret}, search flights",
                f"Switch to Round trip, type {dest} in To, set the return date to {ret} and hit Search flights",
            ],
        )
        expected = f"flights {home} to {dest}, round trip, 1 passenger, departing {depart}, returning {ret}"
    else:
        instruction = pick(
            "flight-wording",
            seed,
            [
                f'Search one-way flights from "{origin}" to "{dest}" for {pax} passengers',
                f"from {origin} to {dest}, {pax} passengers, then click Search flights",
                f"Enter {origin} as From and {dest} as To, select {pax} passengers and hit Search flights",
            ],
        )
        expected = f"flights {origin} to {dest}, one-way, {pax} passengers, departing {depart}"
    return Task(f"flight-{seed}", "flight", seed, True, _html(body, script), instruction, expected)


TRACKS = [
    ("Harbor Lights", "The Tidewater Band"),
    ("Harbor Lights (Acoustic)", "The Tidewater Band"),
    ("Paper Planes", "Mira Vale"),
    ("Neon Rain", "Static Youth"),
    ("Slow Morning", "June Okoro"),
    ("Golden Hour", "Kasper Lind"),
    ("Golden Hour (Remix)", "Kasper Lind"),
    ("Long Way Home", "The Drifters Union"),
]


def playlist_task(seed: int) -> Task:
    rng = random.Random(f"playlist{seed}")
    tracks = list(TRACKS)
    rng.shuffle(tracks)
    tracks = tracks[:7]
    titles = [t for t, _ in tracks]
    old_name = rng.choice(["New playlist", "My playlist #4", "Untitled playlist"])
    name = pick("playlist-name", seed, ["Road trip 2026", "Sunday chill", "Gym mix", "Late night drive"])
    movable_up = titles[1:]
    movable_down = titles[:-1]
    up = pick("playlist-up", seed, movable_up)
    down = pick("playlist-down", seed, movable_down)
    final = list(titles)
    rename = seed != 2
    removed = ""
    moved = ""
    if seed in (1, 3):  # move a track up one place
        moved = up
        i = final.index(up)
        final[i - 1], final[i] = final[i], final[i - 1]
    elif seed == 2:  # move a track down one place
        moved = down
        i = final.index(down)
        final[i], final[i + 1] = final[i + 1], final[i]
    if seed in (0, 2, 3):
        removed = pick("playlist-remove", seed, [t for t in titles if t != moved])
        final.remove(removed)
    saved_name = name if rename else old_name
    script = (
        f"let tracks={[[t, a] for t, a in tracks]!r};"
        "const draw=()=>{$('list').innerHTML='';tracks.forEach(([t,a],i)=>{const li=document.createElement('li');"
        "li.innerHTML='<span class=title></span> - <span class=artist></span> '"
        "+'<button class=up>Move up</button><button class=down>Move down</button><button class=rm>Remove</button>';"
        "li.querySelector('.title').textContent=t;li.querySelector('.artist').textContent=a;"
        "li.querySelector('.up').disabled=i===0;li.querySelector('.down').disabled=i===tracks.length-1;"
        "li.querySelector('.up').onclick=()=>{[tracks[i-1],tracks[i]]=[tracks[i],tracks[i-1]];draw()};"
        "li.querySelector('.down').onclick=()=>{[tracks[i],tracks[i+1]]=[tracks[i+1],tracks[i]];draw()};"
        "li.querySelector('.rm').onclick=()=>{tracks.splice(i,1);draw()};"
        "$('list').appendChild(li)});$('n').textContent=tracks.length};draw();"
        "$('shuffle').onclick=()=>{tracks=[...tracks.filter((_,i)=>i%2),...tracks.filter((_,i)=>!(i%2))];draw()};"
        "$('save').onclick=()=>{const n=$('pname').value.trim();if(!n){show('give the playlist a name');return}"
        "show('saved \"'+n+'\": '+tracks.map(x=>x[0]).join(', '))}"
    )
    body = (
        "<h2>Edit playlist</h2>"
        f"<label>Playlist name <input id=pname value='{old_name}'></label><br>"
        "<label>Description <input id=pdesc placeholder='Add an optional description'></label><br>"
        "<label><input type=checkbox id=public> Make playlist public</label><br>"
        "<button onclick=\"show('playing')\">Play</button><button id=shuffle>Shuffle</button>"
        "<p><span id=n></span> tracks</p><ol id=list></ol>"
        "<label>Add songs <input id=addq type=search placeholder='Search for songs'></label>"
        "<button onclick=\"show('no songs found')\">Search</button><br>"
        "<button onclick=\"show('delete this playlist?')\">Delete playlist</button>"
        "<button onclick=\"show('changes discarded')\">Discard changes</button>"
        "<button id=save>Save playlist</button>"
    )
    if seed == 0:
        instruction = pick(
            "playlist-wording",
            seed,
            [
                f'Rename the playlist to "{name}", remove "{removed}" and click Save playlist',
                f"call the playlist {name}, take out {removed}, then save it",
                f"Set Playlist name to '{name}', remove the track {removed}, then hit Save playlist",
            ],
        )
    elif seed == 1:
        instruction = pick(
            "playlist-wording",
            seed,
            [
                f'Rename the playlist to "{name}", move "{moved}" up one place and click Save playlist',
                f"name it {name}, move {moved} up by one, then save the playlist",
                f"Change the playlist name to {name}, click Move up on '{moved}' once and hit Save playlist",
            ],
        )
    elif seed == 2:
        instruction = pick(
            "playlist-wording",
            seed,
            [
                f'Move "{moved}" down one place, remove "{removed}", then click Save playlist',
                f"move {moved} one down and delete {removed} from the list, then save",
                f"Click Move down on '{moved}' once, remove {removed} and hit Save playlist",
            ],
        )
    else:
        instruction = pick(
            "playlist-wording",
            seed,
            [
                f'Rename the playlist to "{name}", move "{moved}" up one place, remove "{removed}" and save it',
                f"name the playlist {name}, move {moved} up once, drop {removed}, then Save playlist",
                f"Set the name to '{name}', move {moved} up by one, remove {removed}, then hit Save playlist",
            ],
        )
    expected = f'saved "{saved_name}": ' + ", ".join(final)
    return Task(f"playlist-{seed}", "playlist", seed, True, _html(body, script), instruction, expected)


FRESH6_KINDS: tuple[Callable[[int], Task], ...] = (
    rental_task,
    agenda_task,
    unsubscribe_task,
    prints_task,
    invite_task,
    roomservice_task,
    bug_task,
    flight_task,
    playlist_task,
)


def fresh6_tasks() -> list[Task]:
    """Every task of the sixth fresh set: each kind at each seed (even seed = dev, odd = held-out)."""
    return [make(seed) for make in FRESH6_KINDS for seed in FRESH6_SEEDS]
