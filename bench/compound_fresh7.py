"""A seventh blind set of compound-act tasks, to measure how the plugin generalises beyond what was tuned.

Same shape as the earlier fresh sets (one ``page.act(instruction)`` per task, judged by the page's
``#result`` line), nine kinds of everyday pages none of the earlier sets used: a gym class timetable (a
day tab strip, class rows each with their own Book button, the same class twice on the wanted day and
at the same time on the default Monday tab, one full class, then a Confirm booking panel with a "Bring a
guest" checkbox next to Cancel), a pizza builder (size radios with Medium preset, a crust select, topping
checkboxes, Add to basket next to Start over and Save as favourite), a checkout delivery step (billing
fields pre-filled, a "Ship to my billing address" checkbox, ticked, whose unticking reveals a shipping
address and recipient, delivery-speed radios, a gift checkbox, Continue to payment next to Back to
cart), a support chat pre-form (topic select, order number, message, chat language, a help-search box
and a recent-orders list with a look-alike order number, Start chat next to Email us instead), a
sharing/permissions table (a role select and a Remove button in every row, look-alike names such as
Chris Ng / Chris Ngo, a "Notify people by email" checkbox, Apply changes next to Discard changes), a
settings page with Profile / Notifications / Privacy tabs (``role=switch`` toggles and selects living on
non-default tabs, Save changes next to Discard, which reports every changed setting), a sales report
(From / To dates, granularity radios, metric select, a compare checkbox, Preview / Export CSV / Export
PDF in a shuffled order next to Reset), a shopping cart with quantity steppers (+ / - buttons and
Remove / Save for later in every row, look-alike T-shirt sizes and rain-jacket colours) and a
project list whose row Delete opens a "Delete project?" dialog needing the project name typed (look-alike
names such as billing-api / billing-api-v2, an "Also delete its backups" checkbox, Archive instead and
Cancel next to Delete project). Every page has distractor controls. Each task asks for 2 to 4 actions,
worded three ways (quoted or bare values, terse or step by step). Seeds 0 to 3 per kind; even seeds
are the development half, odd seeds the held-out half (``Task.half``); the values come from ``pick``,
so no held-out task repeats a development task's values.

Written by a helper session blind to the plugin's code, its prompts and its past failures. Each task
was checked in headless Chromium with plain Playwright calls (fill, select_option, check, click) to
reach its expected ``#result`` when every step is done, and not to reach it with the final click alone,
nor with sloppy variants (a look-alike row, a wrong option, switch, tab or button, a step left out,
Discard / Start over / Cancel / Archive instead): all 36 passed (36 full runs reach it, 36
final-click-only runs and 131 sloppy runs, at least 3 per task, do not; no page script errors).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bench_compound import Task, page_html, pick

FRESH7_SEEDS = range(4)  # per kind; even = development, odd = held-out

PEOPLE = ["Hannah Weiss", "Kofi Mensah", "Sofia Rossi", "Liam Byrne", "Yuki Sato", "Carmen Diaz"]


def _html(body: str, script: str) -> str:
    """The task page; the script runs in its own scope (no page-level let/const)."""
    return page_html(body, f"(()=>{{{script}}})()")


def _art(word: str) -> str:
    return ("an " if word[0].lower() in "aeiou" else "a ") + word


GYM_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
GYM_CLASSES = [
    "Spin 45",
    "Vinyasa Yoga",
    "HIIT Express",
    "Pilates Core",
    "Boxfit",
    "Aqua Aerobics",
    "Barre Burn",
    "Power Yoga",
]
GYM_COACHES = ["Marco", "Dana", "Keiko", "Luis", "Hannah", "Femi"]
GYM_TIMES = ["06:30", "07:30", "09:00", "12:15", "17:30", "18:30", "19:30"]


def gym_task(seed: int) -> Task:
    rng = random.Random(f"gym{seed}")
    day = pick("gym-day", seed, GYM_DAYS[1:])
    cls = pick("gym-class", seed, GYM_CLASSES)
    time = pick("gym-time", seed, ["07:30", "12:15", "17:30", "18:30", "19:30"])
    other_time = rng.choice([t for t in GYM_TIMES if t != time])
    guest = seed >= 2  # seeds 2, 3: also bring a guest
    others = [c for c in GYM_CLASSES if c != cls]
    schedule: dict[str, dict[str, str]] = {}
    for d in GYM_DAYS:
        schedule[d] = {t: rng.choice(others) for t in rng.sample(GYM_TIMES, 4)}
    schedule[day][time] = cls
    schedule[day][other_time] = cls  # the same class twice on the wanted day
    schedule["Monday"][time] = cls  # and at the same time on the default tab
    full_time = rng.choice([t for t in schedule[day] if t not in (time, other_time)])
    tabs = ""
    panels = ""
    for d in GYM_DAYS:
        on = d == "Monday"
        tabs += (
            f"<button role=tab id=tab-{d} aria-controls=panel-{d} aria-selected={'true' if on else 'false'}>"
            f"{d}</button>"
        )
        rows = ""
        for t in sorted(schedule[d]):
            c = schedule[d][t]
            if d == day and t == full_time:
                cell = (
                    "<td>Full</td><td><button disabled>Book</button> "
                    f"<button onclick=\"show('on the waitlist for {c}')\">Join waitlist</button></td>"
                )
            else:
                cell = f"<td>{rng.randint(2, 14)} spots left</td><td><button class=book data-b='{c}|{d}|{t}'>Book</button></td>"
            rows += f"<tr><td>{t}</td><td>{c}</td><td>{rng.choice(GYM_COACHES)}</td>{cell}</tr>"
        panels += (
            f"<div role=tabpanel id=panel-{d} aria-labelledby=tab-{d}{'' if on else ' hidden'}>"
            "<table><thead><tr><th>Time</th><th>Class</th><th>Coach</th><th>Spots</th><th></th></tr></thead>"
            f"<tbody>{rows}</tbody></table></div>"
        )
    cancel_first = rng.random() < 0.5
    buttons = "<button id=cancel>Cancel</button><button id=ok>Confirm booking</button>"
    if not cancel_first:
        buttons = "<button id=ok>Confirm booking</button><button id=cancel>Cancel</button>"
    script = (
        "let pend=null;"
        "document.querySelectorAll('[role=tab]').forEach(t=>t.onclick=()=>"
        "document.querySelectorAll('[role=tab]').forEach(x=>{const on=x===t;"
        "x.setAttribute('aria-selected',String(on));$(x.getAttribute('aria-controls')).hidden=!on}));"
        "document.querySelectorAll('.book').forEach(b=>b.onclick=()=>{pend=b.dataset.b.split('|');"
        "$('ctext').textContent=pend[0]+', '+pend[1]+' '+pend[2];$('guest').checked=false;$('confirm').hidden=false});"
        "$('cancel').onclick=()=>{pend=null;$('confirm').hidden=true;show('booking cancelled')};"
        "$('ok').onclick=()=>{if(!pend){show('choose a class to book');return}$('confirm').hidden=true;"
        "show('booked '+pend[0]+' on '+pend[1]+' at '+pend[2]+($('guest').checked?' with a guest':''));pend=null}"
    )
    body = (
        "<h2>Riverside Fitness - class timetable</h2>"
        "<p><button onclick=\"show('previous week')\">Previous week</button> "
        "<button onclick=\"show('next week')\">Next week</button> "
        "<button onclick=\"show('my bookings')\">My bookings</button></p>"
        f"<div role=tablist aria-label='Day'>{tabs}</div>{panels}"
        "<div id=confirm role=dialog aria-labelledby=ctitle hidden><h3 id=ctitle>Confirm booking</h3>"
        "<p id=ctext></p>"
        "<label><input type=checkbox id=guest> Bring a guest (uses 1 guest pass)</label><br>"
        "<label><input type=checkbox id=cal> Add to my calendar</label><br>"
        f"{buttons}</div>"
    )
    if guest:
        instruction = pick(
            "gym-wording",
            seed,
            [
                f'Book the {time} "{cls}" class on {day}, tick Bring a guest and click Confirm booking',
                f"book {cls} on {day} at {time} for me plus a guest",
                f"Switch to {day}, press Book on {cls} at {time}, check 'Bring a guest', then confirm the booking",
            ],
        )
    else:
        instruction = pick(
            "gym-wording",
            seed,
            [
                f'Open the {day} tab, click Book on the {time} "{cls}" class and confirm the booking',
                f"book me into {cls} at {time} on {day}",
                f"Go to {day}, book the {time} {cls} class, then hit Confirm booking",
            ],
        )
    expected = f"booked {cls} on {day} at {time}" + (" with a guest" if guest else "")
    return Task(f"gym-{seed}", "gym", seed, True, _html(body, script), instruction, expected)


PIZZA_TOPPINGS = [
    "Mushrooms",
    "Pepperoni",
    "Black olives",
    "Green peppers",
    "Red onion",
    "Sweetcorn",
    "Pineapple",
    "Ham",
    "Spinach",
]


def pizza_task(seed: int) -> Task:
    rng = random.Random(f"pizza{seed}")
    sizes = [("Personal", "8 inch"), ("Small", "10 inch"), ("Medium", "12 inch"), ("Large", "14 inch")]
    sizes.append(("Family", "16 inch"))
    crusts = ["Classic", "Thin and crispy", "Deep pan", "Stuffed", "Gluten-free"]
    size = pick("pizza-size", seed, ["Personal", "Small", "Large", "Family"]) if seed != 2 else "Medium"
    crust = pick("pizza-crust", seed, crusts[1:]) if seed in (1, 2) else "Classic"
    shown = list(PIZZA_TOPPINGS)
    rng.shuffle(shown)
    pairs = [f"{a}|{b}" for a, b in zip(PIZZA_TOPPINGS[0:8:2], PIZZA_TOPPINGS[1:8:2], strict=True)]
    top1, top2 = pick("pizza-tops", seed, pairs).split("|")  # disjoint pairs: no topping repeats across seeds
    if seed < 2:
        top2 = ""
    radios = "".join(
        f"<label><input type=radio name=size value={s}{' checked' if s == 'Medium' else ''}> {s} ({inch})</label> "
        for s, inch in sizes
    )
    crust_opts = "".join(f"<option>{c}</option>" for c in crusts)
    boxes = "".join(
        f"<label><input type=checkbox class=top value='{t}'> {t} (+${rng.choice(['1.00', '1.50', '2.00'])})</label><br>"
        for t in shown
    )
    script = (
        "$('add').onclick=()=>{const s=document.querySelector('input[name=size]:checked').value;"
        "const ts=[...document.querySelectorAll('.top')].filter(c=>c.checked).map(c=>c.value).sort();"
        "show('added to basket: '+$('qty').value+' x '+s+' pizza, '+$('crust').value+' crust, toppings: '"
        "+(ts.length?ts.join(', '):'none')+($('dip').checked?', garlic dip':''))};"
        "$('reset').onclick=()=>{document.querySelector('input[name=size][value=Medium]').checked=true;"
        "$('crust').value='Classic';document.querySelectorAll('.top').forEach(c=>c.checked=false);show('pizza reset')};"
        "$('fav').onclick=()=>show('saved as a favourite')"
    )
    body = (
        "<h2>Build your own pizza</h2>"
        "<p><button onclick=\"show('2 for 1 deal added')\">Add 2-for-1 Tuesday deal</button> "
        "<button onclick=\"show('basket is empty')\">View basket</button></p>"
        f"<fieldset><legend>Size</legend>{radios}</fieldset>"
        f"<label>Crust <select id=crust>{crust_opts}</select></label><br>"
        "<label>Sauce <select id=sauce><option>Tomato</option><option>BBQ</option><option>Garlic cream</option>"
        "</select></label><br>"
        f"<fieldset><legend>Toppings</legend>{boxes}</fieldset>"
        "<label><input type=checkbox id=dip> Add a garlic dip (+$0.80)</label><br>"
        "<label>Quantity <select id=qty><option>1</option><option>2</option><option>3</option></select></label><br>"
        "<button id=reset>Start over</button><button id=fav>Save as favourite</button>"
        "<button id=add>Add to basket</button>"
    )
    t1 = top1.lower()
    t2 = top2.lower()
    if seed == 0:
        options = [
            f"Choose the {size} size, add {t1} and click Add to basket",
            f"{size.lower()} pizza with {t1}, add it to the basket",
            f"Select size '{size}', tick {top1}, then hit Add to basket",
        ]
    elif seed == 1:
        options = [
            f'Pick {size}, crust "{crust}", topping {top1}, then click Add to basket',
            f"a {size.lower()} {crust.lower()} crust pizza with {t1}, add to basket",
            f"Select the {size} size, choose {crust} as the crust, tick {top1} and press Add to basket",
        ]
    elif seed == 2:
        options = [
            f'Set the crust to "{crust}", add {t1} and {t2}, then click Add to basket',
            f"{crust.lower()} crust with {t1} and {t2}, add it to my basket",
            f"Choose {crust} crust, tick {top1} and {top2} and hit Add to basket",
        ]
    else:
        options = [
            f'Choose {size}, tick "{top1}" and "{top2}", then click Add to basket',
            f"{size.lower()} pizza, {t1} and {t2}, add to basket",
            f"Select the {size} size, check {top1} and {top2}, then press Add to basket",
        ]
    instruction = pick("pizza-wording", seed, options)
    tops = ", ".join(sorted(t for t in (top1, top2) if t))
    expected = f"added to basket: 1 x {size} pizza, {crust} crust, toppings: {tops}"
    return Task(f"pizza-{seed}", "pizza", seed, True, _html(body, script), instruction, expected)


SHIP_ADDRESSES = [
    "42 Harbour Road, Bristol BS1 5TT",
    "7 Willow Court, York YO1 7HH",
    "118 Canal Street, Manchester M1 3HZ",
    "3 Abbey Close, Bath BA2 4QP",
    "65 Castle View, Cardiff CF10 2FL",
]
BILL_ADDRESSES = [
    "18 Quarry Lane, Leeds LS6 2AB",
    "9 Elm Grove, Leicester LE2 1DS",
    "21 Park Row, Brighton BN1 1AA",
]


def shipping_task(seed: int) -> Task:
    rng = random.Random(f"shipping{seed}")
    addr = pick("shipping-addr", seed, SHIP_ADDRESSES)
    recip = pick("shipping-recip", seed, PEOPLE)
    billing = rng.choice(BILL_ADDRESSES)
    payer = rng.choice(["Marta Novak", "Tom Becker", "Aisha Khan"])
    speed = {1: "Express", 3: "Next day"}.get(seed, "Standard")
    speeds = [("Standard", "3-5 working days, free"), ("Express", "1-2 working days, $7.99")]
    speeds.append(("Next day", "order by 8pm, $14.99"))
    radios = "".join(
        f"<label><input type=radio name=speed value='{s}'{' checked' if s == 'Standard' else ''}> {s} ({d})</label><br>"
        for s, d in speeds
    )
    script = (
        "$('same').onchange=()=>{$('shipwrap').hidden=$('same').checked};"
        "$('promo-apply').onclick=()=>show('that code is not valid');"
        "$('back').onclick=()=>show('back to cart');"
        "$('cont').onclick=()=>{let to;if($('same').checked){to='billing address ('+$('baddr').value.trim()+')'}"
        "else{to=$('saddr').value.trim();if(!to){show('enter a shipping address');return}"
        "const r=$('srecip').value.trim();if(r)to+=' for '+r}"
        "const sp=document.querySelector('input[name=speed]:checked').value;"
        "show('continuing to payment: ship to '+to+', '+sp+' delivery'+($('gift').checked?', gift':''))}"
    )
    body = (
        "<h2>Checkout - delivery</h2>"
        "<section><h3>Billing details</h3>"
        f"<label>Full name <input id=bname value='{payer}'></label><br>"
        f"<label>Address <input id=baddr size=40 value='{billing}'></label><br>"
        "<label>Phone <input id=bphone type=tel value='07700 900123'></label></section>"
        "<section><h3>Shipping</h3>"
        "<label><input type=checkbox id=same checked> Ship to my billing address</label><br>"
        "<div id=shipwrap hidden><label>Shipping address <input id=saddr size=40></label><br>"
        "<label>Recipient name (optional) <input id=srecip></label></div>"
        f"<fieldset><legend>Delivery option</legend>{radios}</fieldset>"
        "<label><input type=checkbox id=gift> This order is a gift (hide prices on the packing slip)</label><br>"
        "<label>Delivery instructions <input id=notes placeholder='e.g. leave with a neighbour'></label></section>"
        "<label>Promo code <input id=promo></label><button id=promo-apply>Apply</button><br>"
        "<button id=back>Back to cart</button><button id=cont>Continue to payment</button>"
    )
    if seed == 0:
        options = [
            f'Untick Ship to my billing address, enter "{addr}" as the shipping address and click Continue to payment',
            f"ship this to {addr} instead of my billing address, then continue to payment",
            f"Uncheck the billing address box, type {addr} in Shipping address, then press Continue to payment",
        ]
    elif seed == 1:
        options = [
            f'Ship to "{addr}" (not the billing address) with {speed} delivery, then click Continue to payment',
            f"send it to {addr}, {speed.lower()} delivery, and continue to payment",
            f"Uncheck Ship to my billing address, put {addr} as the shipping address, choose {speed}"
            " and hit Continue to payment",
        ]
    elif seed == 2:
        options = [
            f'Ship to a different address: "{addr}", recipient {recip}, then click Continue to payment',
            f"deliver to {recip} at {addr} and continue to payment",
            f"Untick the billing address box, enter {addr} for shipping and {recip} as the recipient,"
            " then press Continue to payment",
        ]
    else:
        options = [
            f"Choose {speed} delivery, tick This order is a gift and click Continue to payment",
            f"{speed.lower()} delivery, it is a gift; continue to payment",
            f"Select '{speed}' as the delivery option, check the gift box, then hit Continue to payment",
        ]
    instruction = pick("shipping-wording", seed, options)
    if seed == 3:
        expected = f"continuing to payment: ship to billing address ({billing}), {speed} delivery, gift"
    else:
        to = addr + (f" for {recip}" if seed == 2 else "")
        expected = f"continuing to payment: ship to {to}, {speed} delivery"
    return Task(f"shipping-{seed}", "shipping", seed, True, _html(body, script), instruction, expected)


CHAT_ORDER_TOPICS = [
    "Where is my order",
    "Returns and refunds",
    "Damaged or missing item",
    "Change delivery address",
]
CHAT_OTHER_TOPICS = ["Billing and payments", "Account and login", "Gift cards", "Something else"]
CHAT_ORDERS = ["W-204817", "W-311592", "W-287046", "W-190358", "W-256630"]
CHAT_MESSAGES = {
    "Where is my order": "The parcel says delivered but it is not here",
    "Returns and refunds": "My refund has not arrived yet",
    "Damaged or missing item": "The box arrived crushed",
    "Change delivery address": "I moved last week",
    "Billing and payments": "I was charged twice",
    "Account and login": "I cannot reset my password",
    "Gift cards": "My gift card code is not accepted",
    "Something else": "Do you ship to Norway",
}


def chat_task(seed: int) -> Task:
    rng = random.Random(f"chat{seed}")
    topic = (
        pick("chat-topic", seed, CHAT_ORDER_TOPICS)
        if seed != 2
        else pick("chat-other", seed, CHAT_OTHER_TOPICS)
    )
    order = pick("chat-order", seed, CHAT_ORDERS) if seed != 2 else ""
    msg = CHAT_MESSAGES[topic] if seed in (1, 2) else ""
    lang = pick("chat-lang", seed, ["Spanish", "French", "German", "Portuguese"]) if seed == 3 else "English"
    topics = [*CHAT_ORDER_TOPICS, *CHAT_OTHER_TOPICS]
    rng.shuffle(topics)
    topic_opts = "<option value=''>Choose a topic</option>" + "".join(f"<option>{t}</option>" for t in topics)
    langs = ["English", "Spanish", "French", "German", "Portuguese", "Italian"]
    lang_opts = "".join(f"<option>{x}</option>" for x in langs)
    recent = [o for o in CHAT_ORDERS if o != order]
    rng.shuffle(recent)
    twin = (order[:-2] + order[-1] + order[-2]) if order else "W-100482"  # a look-alike order number
    recent = [twin, *recent[:2]]
    rng.shuffle(recent)
    orders = "".join(
        f"<li>Order {o} - {rng.choice(['Delivered', 'Shipped', 'Processing'])} "
        f"<button onclick=\"show('tracking {o}')\">Track</button></li>"
        for o in recent
    )
    email_first = rng.random() < 0.5
    buttons = "<button id=email>Email us instead</button><button id=start>Start chat</button>"
    if not email_first:
        buttons = "<button id=start>Start chat</button><button id=email>Email us instead</button>"
    script = (
        f"const need={CHAT_ORDER_TOPICS!r};"
        "$('email').onclick=()=>show('opening the email form');"
        "$('hs').onclick=()=>show('no articles found');"
        "$('start').onclick=()=>{const t=$('topic').value;if(!t){show('choose a topic');return}"
        "const o=$('order').value.trim();if(need.includes(t)&&!o){show('enter your order number');return}"
        "const m=$('msg').value.trim();"
        "show('chat started: '+t+(o?', order '+o:'')+', in '+$('lang').value+(m?', message: '+m:''))}"
    )
    body = (
        "<h2>Help centre</h2>"
        "<label>Search help articles <input id=q type=search></label><button id=hs>Search</button>"
        f"<h3>Your recent orders</h3><ul>{orders}</ul>"
        "<section><h3>Chat with us</h3><p>Average wait: 2 minutes</p>"
        f"<label>Topic <select id=topic>{topic_opts}</select></label><br>"
        "<label>Order number <input id=order placeholder='e.g. W-123456'></label><br>"
        "<label>Message (optional)<br><textarea id=msg rows=3></textarea></label><br>"
        f"<label>Chat language <select id=lang>{lang_opts}</select></label><br>"
        "<button onclick=\"show('we will call you back')\">Request a call back</button>"
        f"{buttons}</section>"
    )
    if seed == 0:
        options = [
            f'Choose "{topic}" as the topic, enter order number {order} and click Start chat',
            f"start a support chat about {topic.lower()} for order {order}",
            f"Select the topic {topic}, type {order} in Order number, then hit Start chat",
        ]
    elif seed == 1:
        options = [
            f'Pick "{topic}", order number "{order}", message "{msg}", then click Start chat',
            f'chat with support: {topic.lower()}, order {order}, and say "{msg}"',
            f"Set Topic to {topic}, put {order} as the order number and '{msg}' in the message, then press Start chat",
        ]
    elif seed == 2:
        options = [
            f'Choose the "{topic}" topic, write "{msg}" in the message box and click Start chat',
            f"start a chat about {topic.lower()}: {msg}",
            f"Select {topic} as the topic, type '{msg}' as the message, then hit Start chat",
        ]
    else:
        options = [
            f'Choose "{topic}", enter order {order}, set the chat language to {lang} and click Start chat',
            f"start a chat in {lang} about {topic.lower()}, order number {order}",
            f"Pick {topic} as topic, type order number {order}, select {lang} for the language and press Start chat",
        ]
    instruction = pick("chat-wording", seed, options)
    expected = (
        f"chat started: {topic}"
        + (f", order {order}" if order else "")
        + f", in {lang}"
        + (f", message: {msg}" if msg else "")
    )
    return Task(f"chat-{seed}", "chat", seed, True, _html(body, script), instruction, expected)


PERM_PAIRS = [
    ("Alex Morgan", "Alexa Morgan"),
    ("Chris Ng", "Chris Ngo"),
    ("Maria Lopez", "Mario Lopez"),
    ("Lee Chan", "Lee Chang"),
]
PERM_SINGLES = ["Jordan Price", "Nina Patel", "Owen Clarke", "Grace Kim", "Tariq Aziz", "Rosa Jensen"]
PERM_ROLES = ["Viewer", "Commenter", "Editor", "Admin"]


def permissions_task(seed: int) -> Task:
    rng = random.Random(f"permissions{seed}")
    pairs = list(PERM_PAIRS)
    rng.shuffle(pairs)
    second = pick("perm-second", seed, PERM_SINGLES)
    users = [*pairs[0], *pairs[1], second, *rng.sample([u for u in PERM_SINGLES if u != second], 2)]
    rng.shuffle(users)
    first = pick("perm-first", seed, [*PERM_PAIRS[0], *PERM_PAIRS[1], *PERM_PAIRS[2], *PERM_PAIRS[3]])
    twin = next(b if a == first else a for a, b in PERM_PAIRS if first in (a, b))
    if first not in users:  # swap the wanted look-alike pair in
        old = pairs[0]
        users = [first if u == old[0] else twin if u == old[1] else u for u in users]
    role1 = pick("perm-role1", seed, PERM_ROLES)
    role2 = pick("perm-role2", seed, [r for r in PERM_ROLES if r != role1])
    current = {u: rng.choice(PERM_ROLES) for u in users}
    current[first] = rng.choice([r for r in PERM_ROLES if r != role1])
    if current[second] == role2:
        current[second] = rng.choice([r for r in PERM_ROLES if r != role2])
    owner = rng.choice(["Dana Whitfield", "Ivo Petrov", "Sara Lind"])
    remove = seed == 1
    notify = seed != 3
    rows = (
        f"<tr><td>{owner} (you)</td><td>{owner.split()[0].lower()}@example.com</td>"
        "<td><select disabled aria-label='Role'><option>Owner</option></select></td><td></td></tr>"
    )
    for u in users:
        opts = "".join(f"<option{' selected' if r == current[u] else ''}>{r}</option>" for r in PERM_ROLES)
        email = u.lower().replace(" ", ".") + "@example.com"
        rows += (
            f"<tr data-n='{u}' data-role='{current[u]}'><td>{u}</td><td>{email}</td>"
            f"<td><select aria-label='Role for {u}'>{opts}</select></td>"
            "<td><button class=rm>Remove</button></td></tr>"
        )
    script = (
        "const rows=[...document.querySelectorAll('#people tr[data-n]')];"
        "rows.forEach(r=>{const b=r.querySelector('.rm');b.onclick=()=>{const on=r.dataset.rm!=='1';"
        "r.dataset.rm=on?'1':'';b.textContent=on?'Undo':'Remove';r.style.textDecoration=on?'line-through':''}});"
        "$('discard').onclick=()=>{rows.forEach(r=>{r.querySelector('select').value=r.dataset.role;r.dataset.rm='';"
        "r.querySelector('.rm').textContent='Remove';r.style.textDecoration=''});show('changes discarded')};"
        "$('apply').onclick=()=>{const ch=[];rows.forEach(r=>{const v=r.querySelector('select').value;"
        "if(r.dataset.rm==='1')ch.push(r.dataset.n+' removed');"
        "else if(v!==r.dataset.role)ch.push(r.dataset.n+' '+r.dataset.role+' -> '+v)});"
        "if(!ch.length){show('no changes to apply');return}"
        "show('applied: '+ch.join('; ')+($('notify').checked?' (people notified)':' (no emails)'))}"
    )
    project = rng.choice(["Q3 roadmap", "Brand refresh", "Website migration"])
    body = (
        f"<h2>Sharing - {project}</h2>"
        "<p><button onclick=\"show('invite dialog')\">Invite people</button> "
        "<button onclick=\"show('link copied')\">Copy link</button></p>"
        "<label>Filter people <input id=filter type=search></label>"
        "<table id=people><thead><tr><th>Name</th><th>Email</th><th>Role</th><th></th></tr></thead>"
        f"<tbody>{rows}</tbody></table>"
        "<label><input type=checkbox id=notify checked> Notify people by email</label><br>"
        "<label>Link access <select id=link><option>Restricted</option><option>Anyone with the link</option>"
        "</select></label><br>"
        "<button id=discard>Discard changes</button><button id=apply>Apply changes</button>"
    )
    if seed == 1:
        options = [
            f"Set {first} to {role1}, remove {second}, then click Apply changes",
            f"{first} should be {_art(role1.lower())}, and take {second} off the project; apply the changes",
            f"Change the role of {first} to {role1}, press Remove on the {second} row, then Apply changes",
        ]
    elif seed == 3:
        options = [
            f"Change {first} to {role1}, untick Notify people by email and click Apply changes",
            f"make {first} {_art(role1.lower())} without emailing anyone, then apply",
            f"Select {role1} for {first}, uncheck the email notification box, and hit Apply changes",
        ]
    else:
        options = [
            f"Change {first} to {role1} and {second} to {role2}, then click Apply changes",
            f"make {first} {_art(role1.lower())} and {second} {_art(role2.lower())}, and apply",
            f"Set the role of {first} to '{role1}', set {second} to '{role2}' and hit Apply changes",
        ]
    instruction = pick("perm-wording", seed, options)
    changes = []
    for u in users:
        if u == first:
            changes.append(f"{u} {current[u]} -> {role1}")
        elif u == second and remove:
            changes.append(f"{u} removed")
        elif u == second and seed in (0, 2):
            changes.append(f"{u} {current[u]} -> {role2}")
    expected = "applied: " + "; ".join(changes) + (" (people notified)" if notify else " (no emails)")
    return Task(f"permissions-{seed}", "permissions", seed, True, _html(body, script), instruction, expected)


SET_NOTIF = [("Email digest", True), ("Push notifications", True), ("Product news", False)]
SET_NOTIF.append(("Mentions and replies", True))
SET_PRIV = [("Show my profile in search engines", True), ("Show my online status", True)]
SET_PRIV += [("Allow messages from anyone", False), ("Share usage data", True)]


def settings_task(seed: int) -> Task:
    rng = random.Random(f"settings{seed}")
    handle = rng.choice(["jmiller", "pat.rivera", "k_osei"])
    name = pick("settings-name", seed, ["Jamie Miller", "Pat Rivera", "Kwame Osei", "Robin Hale"])
    freq = pick("settings-freq", seed, ["Daily", "Monthly", "Never"])
    vis = pick("settings-vis", seed, ["Followers only", "Team members", "Only me"])
    pool = SET_NOTIF if seed in (0, 3) else SET_PRIV
    switch = pick("settings-switch", seed, [s for s, _ in pool])
    st = "off" if dict(pool)[switch] else "on"

    def switches(items: list[tuple[str, bool]], prefix: str) -> str:
        out = ""
        for i, (label, on) in enumerate(items):
            sid = f"{prefix}{i}"
            out += (
                f"<div><span id=l-{sid}>{label}</span> <button role=switch id={sid} class=set data-l='{label}' "
                f"aria-checked={'true' if on else 'false'} aria-labelledby=l-{sid}>{'On' if on else 'Off'}</button></div>"
            )
        return out

    notif = list(SET_NOTIF)
    priv = list(SET_PRIV)
    rng.shuffle(notif)
    rng.shuffle(priv)
    freq_opts = "".join(
        f"<option{' selected' if f == 'Weekly' else ''}>{f}</option>" for f in ["Daily", "Weekly"]
    )
    freq_opts += "<option>Monthly</option><option>Never</option>"
    vis_opts = "".join(
        f"<option>{v}</option>" for v in ["Everyone", "Followers only", "Team members", "Only me"]
    )
    tabs = "".join(
        f"<button role=tab id=tab-{t} aria-controls=pane-{t} aria-selected={'true' if t == 'profile' else 'false'}>"
        f"{t.capitalize()}</button>"
        for t in ["profile", "notifications", "privacy"]
    )
    script = (
        "document.querySelectorAll('[role=switch]').forEach(b=>b.onclick=()=>{"
        "const on=b.getAttribute('aria-checked')!=='true';b.setAttribute('aria-checked',String(on));"
        "b.textContent=on?'On':'Off'});"
        "document.querySelectorAll('[role=tab]').forEach(t=>t.onclick=()=>"
        "document.querySelectorAll('[role=tab]').forEach(x=>{const on=x===t;"
        "x.setAttribute('aria-selected',String(on));$(x.getAttribute('aria-controls')).hidden=!on}));"
        "const val=e=>e.getAttribute('role')==='switch'?(e.getAttribute('aria-checked')==='true'?'on':'off')"
        ":e.value.trim();"
        "const items=[...document.querySelectorAll('.set')];const orig=items.map(val);"
        "$('discard').onclick=()=>{items.forEach((e,i)=>{if(e.getAttribute('role')==='switch'){"
        "e.setAttribute('aria-checked',String(orig[i]==='on'));e.textContent=orig[i]==='on'?'On':'Off'}"
        "else e.value=orig[i]});show('changes discarded')};"
        "$('delacct').onclick=()=>show('are you sure you want to delete your account?');"
        "$('save').onclick=()=>{const ch=items.filter((e,i)=>val(e)!==orig[i]).map(e=>e.dataset.l+': '+val(e));"
        "if(!ch.length){show('nothing to save');return}show('settings saved: '+ch.join(', '))}"
    )
    body = (
        "<h2>Account settings</h2>"
        f"<div role=tablist aria-label='Settings sections'>{tabs}</div>"
        "<div role=tabpanel id=pane-profile aria-labelledby=tab-profile>"
        f"<label>Display name <input id=dname class=set data-l='Display name' value='{handle}'></label><br>"
        "<label>Bio <textarea id=bio rows=2></textarea></label><br>"
        "<label>Language <select id=lang><option>English</option><option>Deutsch</option>"
        "<option>Nederlands</option></select></label><br>"
        "<button onclick=\"show('choose a photo')\">Upload photo</button></div>"
        "<div role=tabpanel id=pane-notifications aria-labelledby=tab-notifications hidden>"
        f"{switches(notif, 'n')}"
        f"<label>Digest frequency <select id=freq class=set data-l='Digest frequency'>{freq_opts}</select></label>"
        "</div>"
        "<div role=tabpanel id=pane-privacy aria-labelledby=tab-privacy hidden>"
        f"{switches(priv, 'p')}"
        f"<label>Profile visibility <select id=vis class=set data-l='Profile visibility'>{vis_opts}</select></label><br>"
        "<button id=delacct>Delete account</button></div>"
        "<p><button id=discard>Discard</button><button id=save>Save changes</button></p>"
    )
    if seed == 0:
        options = [
            f"Open the Notifications tab, turn {st} {switch}, set Digest frequency to {freq} and click Save changes",
            f"turn {st} {switch.lower()} and set the digest to {freq.lower()}, then save",
            f"Go to Notifications, switch {switch} {st}, choose {freq} as the digest frequency, then hit Save changes",
        ]
        saved = [f"{switch}: {st}", f"Digest frequency: {freq}"]
    elif seed == 1:
        options = [
            f'In the Privacy tab, turn {st} "{switch}" and save the changes',
            f"privacy settings: {switch.lower()} {st}, then save",
            f"Go to Privacy, switch {switch} {st}, then click Save changes",
        ]
        saved = [f"{switch}: {st}"]
    elif seed == 2:
        options = [
            f'Set Profile visibility to "{vis}", turn {st} {switch} in Privacy and click Save changes',
            f"profile visibility {vis.lower()}, {switch.lower()} {st}, then save",
            f"Open Privacy, choose {vis} for Profile visibility, switch {switch} {st} and hit Save changes",
        ]
        saved = [f"{switch}: {st}", f"Profile visibility: {vis}"]
    else:
        options = [
            f'Change the display name to "{name}", turn {st} {switch} under Notifications and click Save changes',
            f"rename me to {name}, turn {st} {switch.lower()}, save",
            f"Type {name} as Display name, then go to Notifications, switch {switch} {st} and press Save changes",
        ]
        saved = [f"Display name: {name}", f"{switch}: {st}"]
    # the page lists changes in page order: display name, notification switches, digest, privacy switches, visibility
    order = [
        "Display name",
        *[s for s, _ in notif],
        "Digest frequency",
        *[s for s, _ in priv],
        "Profile visibility",
    ]
    saved.sort(key=lambda s: order.index(s.split(": ")[0]))
    instruction = pick("settings-wording", seed, options)
    expected = "settings saved: " + ", ".join(saved)
    return Task(f"settings-{seed}", "settings", seed, True, _html(body, script), instruction, expected)


REPORT_RANGES = [
    "2026-01-01|2026-01-31",
    "2026-02-01|2026-03-31",
    "2025-10-01|2025-12-31",
    "2026-03-15|2026-04-14",
]
REPORT_METRICS = ["Orders", "Refunds", "New customers", "Average order value"]


def report_task(seed: int) -> Task:
    rng = random.Random(f"report{seed}")
    start, end = pick("report-range", seed, REPORT_RANGES).split("|")
    metric = pick("report-metric", seed, REPORT_METRICS) if seed in (1, 2) else "Revenue"
    gran = {0: "week", 2: "month"}.get(seed, "day")
    if seed == 2:
        start, end = "2026-04-01", "2026-04-30"
    compare = seed == 3
    action = {0: "exported CSV", 1: "preview", 2: "exported PDF", 3: "exported CSV"}[seed]
    grans = [("day", "Daily"), ("week", "Weekly"), ("month", "Monthly")]
    radios = "".join(
        f"<label><input type=radio name=gran value={v}{' checked' if v == 'day' else ''}> {lab}</label> "
        for v, lab in grans
    )
    metric_opts = "".join(f"<option>{m}</option>" for m in ["Revenue", *REPORT_METRICS])
    stores = ["All stores", "Online", "Downtown", "Riverside Mall"]
    store_opts = "".join(f"<option>{s}</option>" for s in stores)
    btns = [
        "<button id=preview>Preview</button>",
        "<button id=csv>Export CSV</button>",
        "<button id=pdf>Export PDF</button>",
    ]
    rng.shuffle(btns)
    script = (
        "const go=k=>{const f=$('from').value,t=$('to').value;if(!f||!t){show('choose a date range');return}"
        "if(f>t){show('the start date is after the end date');return}"
        "const g=document.querySelector('input[name=gran]:checked').value;"
        "show(k+': '+$('metric').value+' by '+g+', '+f+' to '+t+($('cmp').checked?', compared with previous period':''))};"
        "$('preview').onclick=()=>go('preview');$('csv').onclick=()=>go('exported CSV');"
        "$('pdf').onclick=()=>go('exported PDF');"
        "$('reset').onclick=()=>{$('from').value='2026-04-01';$('to').value='2026-04-30';$('metric').value='Revenue';"
        "document.querySelector('input[name=gran][value=day]').checked=true;$('cmp').checked=false;show('filters reset')}"
    )
    body = (
        "<h2>Sales report</h2>"
        "<p><button onclick=\"show('schedule dialog')\">Schedule by email</button> "
        "<button onclick=\"show('saved reports')\">Saved reports</button></p>"
        "<label>From <input id=from type=date value='2026-04-01'></label> "
        "<label>To <input id=to type=date value='2026-04-30'></label><br>"
        f"<fieldset><legend>Granularity</legend>{radios}</fieldset>"
        f"<label>Metric <select id=metric>{metric_opts}</select></label> "
        f"<label>Store <select id=store>{store_opts}</select></label><br>"
        "<label><input type=checkbox id=cmp> Compare with previous period</label><br>"
        "<label><input type=checkbox id=tax checked> Include tax</label><br>"
        f"<button id=reset>Reset</button>{''.join(btns)}"
    )
    if seed == 0:
        options = [
            f"Set From to {start} and To to {end}, choose Weekly and click Export CSV",
            f"export a weekly CSV for {start} to {end}",
            f"Enter {start} as the start date and {end} as the end date, pick Weekly granularity, then hit Export CSV",
        ]
    elif seed == 1:
        options = [
            f'Choose the "{metric}" metric, dates {start} to {end}, then click Preview',
            f"preview {metric.lower()} from {start} to {end}",
            f"Select {metric} as Metric, set From {start} and To {end}, then press Preview",
        ]
    elif seed == 2:
        options = [
            f'Select "{metric}" and Monthly, then click Export PDF',
            f"export {metric.lower()} by month as a PDF",
            f"Choose {metric} for the metric, pick Monthly granularity and hit Export PDF",
        ]
    else:
        options = [
            f"Set the date range to {start} - {end}, tick Compare with previous period and click Export CSV",
            f"CSV export for {start} through {end}, compared with the previous period",
            f"Type {start} in From and {end} in To, check 'Compare with previous period', then press Export CSV",
        ]
    instruction = pick("report-wording", seed, options)
    expected = f"{action}: {metric} by {gran}, {start} to {end}" + (
        ", compared with previous period" if compare else ""
    )
    return Task(f"report-{seed}", "report", seed, True, _html(body, script), instruction, expected)


# (name, variant, price in cents, how a shopper would say it)
CART_ITEMS = [
    ("Cotton crew T-shirt", "Black, size M", 1900, "black T-shirt in size M"),
    ("Cotton crew T-shirt", "Black, size L", 1900, "black T-shirt in size L"),
    ("Rain jacket", "Navy, size M", 8900, "navy rain jacket"),
    ("Rain jacket", "Olive, size M", 8900, "olive rain jacket"),
    ("Wool beanie", "Charcoal", 2400, "wool beanie"),
    ("Canvas tote bag", "Natural", 1500, "canvas tote bag"),
    ("Running socks (3 pack)", "White", 1250, "running socks"),
]


def cart_task(seed: int) -> Task:
    rng = random.Random(f"cart{seed}")
    items = list(CART_ITEMS)
    rng.shuffle(items)
    refs = [it[3] for it in CART_ITEMS]
    # x: a row with a look-alike (the T-shirts, the rain jackets); seed 2 removes its x instead (as z), so
    # no held-out task names an item a development task names
    x_ref = pick("cart-x", seed, refs[:4])
    y_ref = pick("cart-y", seed, refs[4:])
    z_ref = x_ref
    by_ref = {it[3]: it for it in CART_ITEMS}
    qty = {it[3]: rng.choice([1, 1, 2]) for it in items}
    target = dict(qty)
    if seed == 0:
        qty[x_ref] = 1
        target[x_ref] = 2
    elif seed == 1:
        qty[x_ref] = 1
        target[x_ref] = 3
    elif seed == 2:
        qty[y_ref] = 3
        target[y_ref] = 2
        target[z_ref] = 0
    else:
        qty[x_ref] = 1
        target[x_ref] = 2
        target[y_ref] = 0
    for k in qty:
        if k not in (x_ref, y_ref, z_ref):
            target[k] = qty[k]
    rows = ""
    for name, variant, cents, ref in items:
        rows += (
            f"<tr data-n='{name} ({variant})' data-c={cents}><td><b>{name}</b><br>{variant}</td>"
            f"<td>${cents / 100:.2f}</td><td><button class=dec aria-label='Decrease quantity'>-</button>"
            f"<input class=qty type=number min=1 max=9 size=2 value={qty[ref]} aria-label='Quantity'>"
            "<button class=inc aria-label='Increase quantity'>+</button></td>"
            "<td><button class=later>Save for later</button> <button class=rm>Remove</button></td></tr>"
        )
    script = (
        "const live=()=>[...document.querySelectorAll('#cart tbody tr')];"
        "const total=()=>{let c=0;live().forEach(r=>c+=(+r.dataset.c)*(+r.querySelector('.qty').value));"
        "$('sub').textContent='$'+(c/100).toFixed(2);return c};"
        "live().forEach(r=>{const q=r.querySelector('.qty');"
        "r.querySelector('.inc').onclick=()=>{q.value=Math.min(9,+q.value+1);total()};"
        "r.querySelector('.dec').onclick=()=>{q.value=Math.max(1,+q.value-1);total()};"
        "q.onchange=total;"
        "r.querySelector('.rm').onclick=()=>{r.remove();total()};"
        "r.querySelector('.later').onclick=()=>{const li=document.createElement('li');li.textContent=r.dataset.n;"
        "$('saved').appendChild(li);r.remove();total()}});total();"
        "$('promo-apply').onclick=()=>show('promo code expired');"
        "$('shop').onclick=()=>show('back to the shop');"
        "$('checkout').onclick=()=>{const l=live();if(!l.length){show('your cart is empty');return}"
        "const c=total();show('checkout: '+l.map(r=>r.querySelector('.qty').value+' x '+r.dataset.n).join(', ')"
        "+', total $'+(c/100).toFixed(2)+($('saved').children.length?', '+$('saved').children.length+' saved for later':''))}"
    )
    body = (
        "<h2>Your cart</h2>"
        "<table id=cart><thead><tr><th>Item</th><th>Price</th><th>Quantity</th><th></th></tr></thead>"
        f"<tbody>{rows}</tbody></table>"
        "<p>Subtotal: <b id=sub></b></p>"
        "<label>Promo code <input id=promo></label><button id=promo-apply>Apply</button><br>"
        "<button id=shop>Continue shopping</button><button id=checkout>Checkout</button>"
        "<h3>Saved for later</h3><ul id=saved></ul>"
    )
    x, y, z = by_ref[x_ref], by_ref[y_ref], by_ref[z_ref]
    if seed == 0:
        options = [
            f'Increase the quantity of "{x[0]} ({x[1]})" to 2 and click Checkout',
            f"add one more {x_ref} and check out",
            f"Press + on the {x_ref} once, then hit Checkout",
        ]
    elif seed == 1:
        options = [
            f"Set the {x_ref} quantity to 3, then click Checkout",
            f"I want 3 of the {x_ref}; check out",
            f"Click + twice for {x[0]} ({x[1]}) so it shows 3, then press Checkout",
        ]
    elif seed == 2:
        options = [
            f"Reduce the {y_ref} to 2, remove the {z_ref}, then click Checkout",
            f"take the {y_ref} down to 2, drop the {z_ref} and check out",
            f"Click the minus button once on {y[0]} ({y[1]}), press Remove on {z[0]} ({z[1]}), then hit Checkout",
        ]
    else:
        options = [
            f"Make it 2 of the {x_ref}, remove the {y_ref} and click Checkout",
            f"one more {x_ref}, no {y_ref}, then check out",
            f"Increase {x[0]} ({x[1]}) to 2, remove {y[0]} ({y[1]}) and press Checkout",
        ]
    instruction = pick("cart-wording", seed, options)
    kept = [(it, target[it[3]]) for it in items if target[it[3]] > 0]
    cents = sum(it[2] * n for it, n in kept)
    expected = (
        "checkout: " + ", ".join(f"{n} x {it[0]} ({it[1]})" for it, n in kept) + f", total ${cents / 100:.2f}"
    )
    return Task(f"cart-{seed}", "cart", seed, True, _html(body, script), instruction, expected)


PROJECT_PAIRS = [
    ("billing-api", "billing-api-v2"),
    ("marketing-site", "marketing-site-old"),
    ("mobile-app", "mobile-app-beta"),
    ("data-pipeline", "data-pipeline-test"),
]
PROJECT_SINGLES = ["design-system", "internal-wiki", "support-bot", "infra-terraform", "docs-portal"]


def delete_task(seed: int) -> Task:
    rng = random.Random(f"delete{seed}")
    target = pick("delete-project", seed, [p for pair in PROJECT_PAIRS for p in pair])
    pair = next(pr for pr in PROJECT_PAIRS if target in pr)
    other_pair = rng.choice([pr for pr in PROJECT_PAIRS if pr != pair])
    projects = [*pair, *other_pair, *rng.sample(PROJECT_SINGLES, 3)]
    rng.shuffle(projects)
    backups = seed in (1, 3)
    owners = ["Dana Whitfield", "Ivo Petrov", "Sara Lind", "Kofi Mensah"]
    rows = "".join(
        f"<tr data-p='{p}'><td>{p}</td><td>{rng.randint(1, 28)} days ago</td><td>{rng.choice(owners)}</td>"
        "<td><button class=open>Open</button> <button class=arch>Archive</button> "
        "<button class=del>Delete</button></td></tr>"
        for p in projects
    )
    cancel_first = rng.random() < 0.6
    buttons = "<button id=dcancel>Cancel</button><button id=dok>Delete project</button>"
    if not cancel_first:
        buttons = "<button id=dok>Delete project</button><button id=dcancel>Cancel</button>"
    script = (
        "let pend=null;"
        "document.querySelectorAll('.open').forEach(b=>b.onclick=()=>show('opening '+b.closest('tr').dataset.p));"
        "document.querySelectorAll('.arch').forEach(b=>b.onclick=()=>show('archived '+b.closest('tr').dataset.p));"
        "document.querySelectorAll('.del').forEach(b=>b.onclick=()=>{pend=b.closest('tr');"
        "$('dname').textContent=pend.dataset.p;$('dname2').textContent=pend.dataset.p;$('confirmname').value='';"
        "$('backups').checked=false;$('dlg').hidden=false;$('confirmname').focus()});"
        "$('dcancel').onclick=()=>{pend=null;$('dlg').hidden=true;show('nothing was deleted')};"
        "$('darch').onclick=()=>{if(pend)show('archived '+pend.dataset.p);pend=null;$('dlg').hidden=true};"
        "$('dok').onclick=()=>{if(!pend){show('no project selected');return}"
        "if($('confirmname').value.trim()!==pend.dataset.p){show('the name does not match');return}"
        "const p=pend.dataset.p;pend.remove();pend=null;$('dlg').hidden=true;"
        "show('deleted project '+p+($('backups').checked?' and its backups':' (backups kept)'))}"
    )
    team = rng.choice(["Acme Cloud", "Northwind Dev", "Blue Harbor"])
    body = (
        f"<h2>{team} - Projects</h2>"
        "<p><button onclick=\"show('new project')\">New project</button> "
        "<label>Search projects <input id=q type=search></label></p>"
        "<table><thead><tr><th>Project</th><th>Last updated</th><th>Owner</th><th></th></tr></thead>"
        f"<tbody>{rows}</tbody></table>"
        "<div id=dlg role=dialog aria-modal=true aria-labelledby=dt hidden><h3 id=dt>Delete project?</h3>"
        "<p>This permanently deletes <b id=dname></b>, its deployments and its settings. "
        "Type <b id=dname2></b> to confirm.</p>"
        "<label>Project name <input id=confirmname autocomplete=off></label><br>"
        "<label><input type=checkbox id=backups> Also delete its backups (7 daily snapshots)</label><br>"
        "<button id=darch>Archive instead</button>"
        f"{buttons}</div>"
    )
    if backups:
        options = [
            f'Delete the project "{target}" together with its backups',
            f"delete {target} and its backups too, confirming with the project name",
            f"Click Delete for {target}, type {target} to confirm, tick Also delete its backups and press Delete project",
        ]
    else:
        options = [
            f'Delete the project "{target}": click its Delete button, type the name to confirm and click Delete project',
            f"delete the {target} project",
            f"Press Delete on the {target} row, enter {target} in the confirmation field, then hit Delete project",
        ]
    instruction = pick("delete-wording", seed, options)
    expected = f"deleted project {target}" + (" and its backups" if backups else " (backups kept)")
    return Task(f"delete-{seed}", "delete", seed, True, _html(body, script), instruction, expected)


FRESH7_KINDS: tuple[Callable[[int], Task], ...] = (
    gym_task,
    pizza_task,
    shipping_task,
    chat_task,
    permissions_task,
    settings_task,
    report_task,
    cart_task,
    delete_task,
)


def fresh7_tasks() -> list[Task]:
    """Every task of the seventh fresh set: each kind at each seed (even seed = dev, odd = held-out)."""
    return [make(seed) for make in FRESH7_KINDS for seed in FRESH7_SEEDS]
