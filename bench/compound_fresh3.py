"""A third blind set of compound-act tasks, to measure how the plugin generalises beyond what was tuned.

Same shape as ``compound_fresh2``'s tasks (one ``page.act(instruction)`` per task, judged by the page's
``#result`` line), other kinds of pages: newsletter preferences (a frequency radio, topic checkboxes,
Save), a bank transfer (a from-account select, an amount, a reference, Continue, and on some seeds a
review panel with Confirm), a flight seat map (seat buttons, some taken, then a meal select and
Confirm that appear after a seat is picked), a support ticket (priority select, category radio,
description), a calendar event editor (title, date, all-day or start time), notification settings
(``role=switch`` toggles and Save), a file-sharing dialog that opens after a Share click (email,
permission select, note, Send), a pizza builder (size radio, topping checkboxes, quantity) and a
password change (current / new / confirm, or a Change password button that reveals the fields).
Every page has distractor controls (Cancel, Reset, look-alike buttons and fields). Each task asks
for 2 to 4 actions. Seeds 0 to 3 per kind; even seeds are the development half, odd seeds the
held-out half (``Task.half``).

Written by a helper session blind to the plugin's code, its prompts and its past failures; each
task was checked to reach its expected ``#result`` with plain Playwright calls (fill,
select_option, check, click) and not to reach it with the final click alone.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bench_compound import Task, page_html, pick

FRESH3_SEEDS = range(4)  # per kind; even = development, odd = held-out

EMAILS = [
    "marta.lind@example.org",
    "kofi.mensah@example.org",
    "ines.duarte@example.net",
    "hugo.berg@example.com",
    "sana.iqbal@example.net",
]


def newsletter_task(seed: int) -> Task:
    rng = random.Random(f"newsletter{seed}")
    freqs = ["Daily", "Weekly", "Twice a month", "Monthly", "Quarterly"]
    freq = pick("newsletter-freq", seed, [f for f in freqs if f != "Weekly"])
    topics = [
        "Product updates",
        "Tips and tutorials",
        "Events and webinars",
        "Company news",
        "Special offers",
    ]
    topic = pick("newsletter", seed, topics[1:])
    drop = seed >= 2  # seeds 2, 3: also untick the pre-ticked "Product updates"
    save = rng.choice(["Save preferences", "Save", "Update preferences"])
    radios = "".join(
        f"<label><input type=radio name=freq value='{f}'{' checked' if f == 'Weekly' else ''}> {f}</label><br>"
        for f in freqs
    )
    boxes = "".join(
        f"<label><input type=checkbox class=topic value='{t}'{' checked' if t == 'Product updates' else ''}> {t}</label><br>"
        for t in topics
    )
    script = (
        "$('save').onclick=()=>{const f=document.querySelector('input[name=freq]:checked');"
        "const ts=[...document.querySelectorAll('.topic:checked')].map(c=>c.value);"
        "show('saved: '+(f?f.value:'none')+' | topics: '+(ts.join(', ')||'none'))}"
    )
    body = (
        "<h2>Email preferences</h2><p>Signed in as alex@example.com</p>"
        f"<fieldset><legend>How often should we email you?</legend>{radios}</fieldset>"
        f"<fieldset><legend>Topics</legend>{boxes}</fieldset>"
        "<label>Email format <select id=format><option>HTML</option><option>Plain text</option></select></label><br>"
        "<button onclick=\"show('unsubscribed from all')\">Unsubscribe from all</button>"
        "<button onclick=\"show('cancelled')\">Cancel</button>"
        f"<button id=save>{save}</button>"
    )
    if drop:
        instruction = rng.choice(
            [
                f'Set the frequency to "{freq}", tick {topic}, untick Product updates and click {save}',
                f"switch emails to {freq.lower()}, subscribe to {topic.lower()} and stop product updates, then {save.lower()}",
                f"Choose {freq}, check '{topic}', uncheck 'Product updates', then hit {save}",
            ]
        )
        chosen = [topic]
    else:
        instruction = rng.choice(
            [
                f'Set the frequency to "{freq}", also tick {topic} and click {save}',
                f"email me {freq.lower()} and add the {topic.lower()} topic, then {save.lower()}",
                f"Pick {freq} as how often, check '{topic}' and hit {save}",
            ]
        )
        chosen = ["Product updates", topic]
    chosen = [t for t in topics if t in chosen]
    expected = f"saved: {freq} | topics: {', '.join(chosen)}"
    return Task(
        f"newsletter-{seed}", "newsletter", seed, True, page_html(body, script), instruction, expected
    )


def transfer_task(seed: int) -> Task:
    rng = random.Random(f"transfer{seed}")
    accounts = {
        "Everyday Checking": "••4821 ($2,340.12)",
        "Savings": "••7730 ($5,100.00)",
        "Joint Account": "••1904 ($880.45)",
        "Travel Card": "••3356 ($312.90)",
    }
    names = list(accounts)
    rng.shuffle(names)
    payees = ["Landlord (J. Smith)", "City Power and Light", "Mum", "Green Valley Gym"]
    payee = rng.choice(payees)
    amount = pick("transfer-amount", seed, ["250", "75.50", "1200", "42.10", "18.99"])
    ref = pick(
        "transfer", seed, ["Rent May", "Invoice 2291", "Gym membership", "Birthday gift", "Car repair"]
    )
    confirm = (
        seed >= 2
    )  # seeds 0, 1: pick the account, stop at the review; 2, 3: default account, then Confirm
    account = pick("transfer-account", seed, names) if not confirm else names[0]
    go = rng.choice(["Continue", "Next", "Review transfer"])
    delay = rng.choice([0, 250, 500])
    blank = "" if confirm else "<option value=''>Select an account</option>"
    acc_opts = "".join(f"<option value='{a}'>{a} {accounts[a]}</option>" for a in names)
    payee_opts = "".join(f"<option{' selected' if p == payee else ''}>{p}</option>" for p in payees)
    script = (
        "const line=()=>'$'+(+$('amount').value).toFixed(2)+' from '+$('from').value+' to '+$('to').value"
        "+' ref \"'+$('ref').value+'\"';"
        "$('go').onclick=()=>{if(!$('from').value){show('choose an account');return}"
        "if(!(+$('amount').value>0)){show('enter an amount');return}"
        f"show('review: '+line());setTimeout(()=>{{$('review').hidden=false}},{delay})}};"
        "$('confirm').onclick=()=>{if(!$('from').value||!(+$('amount').value>0)){show('nothing to confirm');return}"
        "show('sent '+line())};"
        "$('edit').onclick=()=>{$('review').hidden=true;show('editing')}"
    )
    body = (
        "<h2>Make a transfer</h2>"
        f"<label>From <select id=from>{blank}{acc_opts}</select></label><br>"
        f"<label>To <select id=to>{payee_opts}</select></label>"
        "<button onclick=\"show('add payee')\">Add a new payee</button><br>"
        "<label>Amount <input id=amount type=number min=0 step=0.01 placeholder='0.00'></label><br>"
        "<label>Reference <input id=ref maxlength=18></label><br>"
        "<label>When <select id=when><option>Today</option><option>Tomorrow</option>"
        "<option>Choose a date</option></select></label><br>"
        "<button onclick=\"show('cancelled')\">Cancel</button>"
        f"<button id=go>{go}</button>"
        "<section id=review hidden><h3>Check your transfer</h3><p>Please review the details above.</p>"
        "<button id=edit>Edit</button><button id=confirm>Confirm transfer</button></section>"
    )
    money = f"{float(amount):.2f}"
    if confirm:
        instruction = rng.choice(
            [
                f'Enter amount {amount} with reference "{ref}", click {go}, then Confirm transfer',
                f"transfer ${amount} to {payee}, reference {ref}, {go.lower()} and confirm it",
                f"Type {amount} into Amount and {ref} as the reference, press {go} and then confirm the transfer",
            ]
        )
        expected = f'sent ${money} from {account} to {payee} ref "{ref}"'
    else:
        instruction = rng.choice(
            [
                f'Pick "{account}" as the from account, enter amount {amount}, reference "{ref}" and click {go}',
                f"send {amount} from {account} with reference {ref}, then {go.lower()}",
                f"Select {account} in From, type {amount} in the Amount field, put {ref} in Reference and hit {go}",
            ]
        )
        expected = f'review: ${money} from {account} to {payee} ref "{ref}"'
    return Task(f"transfer-{seed}", "transfer", seed, True, page_html(body, script), instruction, expected)


def seat_task(seed: int) -> Task:
    rng = random.Random(f"seat{seed}")
    rows = range(14, 19)
    cols = "ABCDEF"
    all_seats = [f"{r}{c}" for r in rows for c in cols]
    seat = pick("seat", seed, all_seats)
    col = cols.index(seat[-1])
    neighbour = (
        seat[:-1] + cols[col + 1 if col < len(cols) - 1 else col - 1]
    )  # taken: a look-alike next to it
    taken = {neighbour, *rng.sample([s for s in all_seats if s not in (seat, neighbour)], 10)}
    meals = ["Standard", "Vegetarian", "Vegan", "Gluten-free", "Kosher", "Child meal"]
    meal = pick("seat-meal", seed, meals[1:])
    priority = seed >= 2  # seeds 2, 3: also tick priority boarding
    confirm = rng.choice(["Confirm seat", "Confirm", "Continue to payment"])
    delay = rng.choice([0, 300, 600])
    grid = ""
    for r in rows:
        cells = []
        for c in cols:
            s = f"{r}{c}"
            if s in taken:
                cells.append(f"<button class=seat disabled aria-label='Seat {s}, taken'>{s}</button>")
            else:
                cells.append(f"<button class=seat aria-pressed=false aria-label='Seat {s}'>{s}</button>")
            if c == "C":
                cells.append("<span class=aisle>&nbsp;|&nbsp;</span>")
        grid += f"<div class=row>Row {r} {''.join(cells)}</div>"
    meal_opts = "".join(f"<option>{m}</option>" for m in meals)
    script = (
        "let chosen='';document.querySelectorAll('.seat:not([disabled])').forEach(b=>b.onclick=()=>{"
        "document.querySelectorAll('.seat').forEach(o=>o.setAttribute('aria-pressed','false'));"
        "b.setAttribute('aria-pressed','true');chosen=b.textContent;"
        f"setTimeout(()=>{{$('picked').textContent='Seat '+chosen+' selected';$('extras').hidden=false}},{delay})}});"
        "$('confirm').onclick=()=>{if(!chosen){show('choose a seat first');return}"
        "show('seat '+chosen+', meal: '+$('meal').value+($('prio').checked?', priority boarding':''))};"
        "$('skip').onclick=()=>show('seat assigned at check-in')"
    )
    body = (
        "<h2>Choose your seat</h2><p>Flight LX 318, Zurich to Lisbon, Economy</p>"
        "<p>Legend: grey seats are taken.</p>"
        f"<div role=group aria-label='Seat map'>{grid}</div>"
        "<button id=skip>Skip seat selection</button>"
        "<section id=extras hidden><p id=picked></p>"
        f"<label>Meal <select id=meal>{meal_opts}</select></label><br>"
        "<label><input type=checkbox id=prio> Add priority boarding (+$12)</label><br>"
        "<label><input type=checkbox id=bag> Add a checked bag (+$35)</label><br>"
        f"<button id=confirm>{confirm}</button></section>"
    )
    if priority:
        instruction = rng.choice(
            [
                f"Pick seat {seat}, choose the {meal} meal, add priority boarding and click {confirm}",
                f'select seat "{seat}", meal "{meal}", tick priority boarding, then {confirm.lower()}',
                f"Click {seat}, then set Meal to {meal}, check Add priority boarding and hit {confirm}",
            ]
        )
        expected = f"seat {seat}, meal: {meal}, priority boarding"
    else:
        instruction = rng.choice(
            [
                f"Pick seat {seat}, choose the {meal} meal and click {confirm}",
                f'select seat "{seat}" with a {meal.lower()} meal, then {confirm.lower()}',
                f"Click {seat}, set Meal to {meal} and hit {confirm}",
            ]
        )
        expected = f"seat {seat}, meal: {meal}"
    return Task(f"seat-{seed}", "seat", seed, True, page_html(body, script), instruction, expected)


def ticket_task(seed: int) -> Task:
    rng = random.Random(f"ticket{seed}")
    categories = ["Billing", "Technical issue", "Account access", "Feature request", "Other"]
    cats = categories[:-1]
    rng.shuffle(cats)
    category = pick("ticket-cat", seed, categories[:-1])
    priorities = ["Low", "Normal", "High", "Urgent"]
    priority = pick("ticket-prio", seed, ["Low", "High", "Urgent"]) if seed >= 2 else "Normal"
    text = pick(
        "ticket",
        seed,
        [
            "I was charged twice this month",
            "Export to CSV times out",
            "Cannot reset my password",
            "Please add dark mode",
            "The dashboard loads blank",
        ],
    )
    label = rng.choice(["Description", "Describe the problem", "Details"])
    submit = rng.choice(["Submit ticket", "Submit", "Send request"])
    radios = "".join(
        f"<label><input type=radio name=cat value='{c}'> {c}</label><br>" for c in [*cats, "Other"]
    )
    prio_opts = "".join(f"<option{' selected' if p == 'Normal' else ''}>{p}</option>" for p in priorities)
    script = (
        "$('submit').onclick=()=>{const c=document.querySelector('input[name=cat]:checked');"
        "if(!c){show('choose a category');return}"
        "if(!$('desc').value.trim()){show('describe the problem');return}"
        "show('ticket ['+$('prio').value+'] '+c.value+': '+$('desc').value)}"
    )
    body = (
        "<h2>Help center</h2>"
        "<label>Search articles <input id=q type=search></label>"
        "<button onclick=\"show('no articles found')\">Search</button>"
        "<h3>Open a support ticket</h3>"
        f"<label>Priority <select id=prio>{prio_opts}</select></label><br>"
        f"<fieldset><legend>Category</legend>{radios}</fieldset>"
        f"<label>{label}<br><textarea id=desc rows=4></textarea></label><br>"
        "<button onclick=\"show('attach: no file chosen')\">Attach a file</button>"
        "<button onclick=\"show('draft saved')\">Save draft</button>"
        "<button onclick=\"show('cancelled')\">Cancel</button>"
        f"<button id=submit>{submit}</button>"
    )
    if seed >= 2:
        instruction = rng.choice(
            [
                f'Set priority to {priority}, choose the "{category}" category, describe it as "{text}" and click {submit}',
                f"priority {priority.lower()}, category {category.lower()}, {label.lower()}: {text}, then {submit.lower()}",
                f"Select {priority} priority, pick {category}, type '{text}' in {label} and hit {submit}",
            ]
        )
    else:
        instruction = rng.choice(
            [
                f'Choose the "{category}" category, write "{text}" in the {label.lower()} and click {submit}',
                f"pick category {category.lower()}, type {text} as the description, then {submit.lower()}",
                f"Select {category}, enter '{text}' into {label} and hit {submit}",
            ]
        )
    expected = f"ticket [{priority}] {category}: {text}"
    return Task(f"ticket-{seed}", "ticket", seed, True, page_html(body, script), instruction, expected)


def event_task(seed: int) -> Task:
    rng = random.Random(f"event{seed}")
    title = pick(
        "event", seed, ["Team offsite", "Dentist", "Quarterly review", "Mia's birthday", "Flight to Oslo"]
    )
    month = rng.choice([3, 4, 7, 11])
    day = rng.randint(2, 27)
    date = f"2026-{month:02d}-{day:02d}"
    all_day = seed < 2  # seeds 0, 1: an all-day event; 2, 3: a start time
    start = pick("event-time", seed, ["08:15", "11:00", "14:30", "16:45"])
    save = rng.choice(["Save", "Save event", "Done"])
    script = (
        "$('allday').onchange=()=>{$('start').disabled=$('end').disabled=$('allday').checked};"
        "$('save').onclick=()=>{if(!$('title').value.trim()){show('add a title');return}"
        "if(!$('date').value){show('pick a date');return}"
        "show('saved \"'+$('title').value+'\" on '+$('date').value+($('allday').checked?', all day':' at '+$('start').value))}"
    )
    body = (
        "<h2>New event</h2>"
        "<label>Title <input id=title placeholder='Add title'></label><br>"
        "<label>Date <input id=date type=date></label><br>"
        "<label><input type=checkbox id=allday> All day</label><br>"
        "<label>Starts <input id=start type=time value='09:00'></label> "
        "<label>Ends <input id=end type=time value='10:00'></label><br>"
        "<label>Repeat <select id=repeat><option>Does not repeat</option><option>Daily</option>"
        "<option>Weekly</option><option>Monthly</option></select></label><br>"
        "<label>Location <input id=loc></label><br>"
        "<label>Reminder <select id=remind><option>10 minutes before</option><option>1 hour before</option>"
        "<option>1 day before</option></select></label><br>"
        "<button onclick=\"show('discarded')\">Discard</button>"
        f"<button id=save>{save}</button>"
    )
    if all_day:
        instruction = rng.choice(
            [
                f'Create an all-day event "{title}" on {date}: type the title, set the date, tick All day, then click {save}',
                f"title {title}, date {date}, make it all day and {save.lower()}",
                f"Enter '{title}' as the title and {date} as the date, check All day and hit {save}",
            ]
        )
        expected = f'saved "{title}" on {date}, all day'
    else:
        instruction = rng.choice(
            [
                f'Add "{title}" on {date} starting at {start}, then click {save}',
                f"title {title}, date {date}, start time {start}, then {save.lower()}",
                f"Type {title} in Title, set the date to {date} and Starts to {start}, then hit {save}",
            ]
        )
        expected = f'saved "{title}" on {date} at {start}'
    return Task(f"event-{seed}", "event", seed, True, page_html(body, script), instruction, expected)


def notifications_task(seed: int) -> Task:
    rng = random.Random(f"notifications{seed}")
    switches = {
        "Email notifications": True,
        "Push notifications": False,
        "SMS alerts": False,
        "Weekly summary": True,
        "Product announcements": True,
        "Mentions and replies": False,
    }
    names = list(switches)
    off_now = [n for n in names if not switches[n]]
    on_now = [n for n in names if switches[n]]
    turn_on = pick("notifications-on", seed, [*off_now, "SMS alerts"])  # 4 values, SMS twice
    turn_off = pick("notifications-off", seed, [*on_now, "Weekly summary"])
    two = seed >= 2  # seeds 0, 1: one change; 2, 3: one on and one off
    save = rng.choice(["Save", "Save settings", "Apply changes"])
    rows = "".join(
        f"<div><span id=l{i}>{n}</span> <button role=switch class=sw aria-labelledby=l{i} "
        f"aria-checked={'true' if on else 'false'} data-name='{n}'>{'On' if on else 'Off'}</button></div>"
        for i, (n, on) in enumerate(switches.items())
    )
    script = (
        "document.querySelectorAll('.sw').forEach(b=>b.onclick=()=>{"
        "const on=b.getAttribute('aria-checked')!=='true';b.setAttribute('aria-checked',String(on));"
        "b.textContent=on?'On':'Off'});"
        "$('save').onclick=()=>{const on=[...document.querySelectorAll('.sw')]"
        ".filter(b=>b.getAttribute('aria-checked')==='true').map(b=>b.dataset.name);"
        "show('saved, on: '+(on.join(', ')||'nothing'))}"
    )
    body = (
        "<h2>Notification settings</h2>"
        f"<div role=group aria-label='Notifications'>{rows}</div>"
        "<label>Quiet hours <select id=quiet><option>Off</option><option>22:00 to 07:00</option>"
        "<option>23:00 to 08:00</option></select></label><br>"
        "<button onclick=\"show('test notification sent')\">Send a test notification</button>"
        "<button onclick=\"show('defaults restored')\">Restore defaults</button>"
        f"<button id=save>{save}</button>"
    )
    if two:
        instruction = rng.choice(
            [
                f'Turn on "{turn_on}", turn off "{turn_off}" and click {save}',
                f"enable {turn_on.lower()} and disable {turn_off.lower()}, then {save.lower()}",
                f"Switch {turn_on} on, switch {turn_off} off, then hit {save}",
            ]
        )
        final = {**switches, turn_on: True, turn_off: False}
    elif seed % 2 == 0:
        instruction = rng.choice(
            [
                f'Turn on "{turn_on}" and click {save}',
                f"enable {turn_on.lower()}, then {save.lower()}",
                f"Switch {turn_on} on and hit {save}",
            ]
        )
        final = {**switches, turn_on: True}
    else:
        instruction = rng.choice(
            [
                f'Turn off "{turn_off}" and click {save}',
                f"disable {turn_off.lower()}, then {save.lower()}",
                f"Switch {turn_off} off and hit {save}",
            ]
        )
        final = {**switches, turn_off: False}
    expected = "saved, on: " + ", ".join(n for n in names if final[n])
    return Task(
        f"notifications-{seed}", "notifications", seed, True, page_html(body, script), instruction, expected
    )


def share_task(seed: int) -> Task:
    rng = random.Random(f"share{seed}")
    email = pick("share", seed, EMAILS)
    doc = rng.choice(["Budget 2026.xlsx", "Q3 report.pdf", "Launch plan.docx"])
    perm = pick("share-perm", seed, ["Editor", "Commenter"]) if seed < 2 else "Viewer"
    note = pick(
        "share-note", seed, ["Please review by Friday", "Numbers for the call", "FYI", "Draft, not final"]
    )
    send = rng.choice(["Send", "Share", "Send invite"])
    delay = rng.choice([0, 200, 600])
    script = (
        f"$('share').onclick=()=>setTimeout(()=>{{$('dlg').hidden=false;$('who').focus()}},{delay});"
        "$('cancel').onclick=()=>{$('dlg').hidden=true;show('cancelled')};"
        "$('copy').onclick=()=>show('link copied');"
        "$('send').onclick=()=>{if(!$('who').value.includes('@')){show('add at least one person');return}"
        "$('dlg').hidden=true;"
        "show('invited '+$('who').value+' as '+$('perm').value+($('note').value?' with note \"'+$('note').value+'\"':''))}"
    )
    body = (
        f"<h2>{doc}</h2><p>Last edited 2 hours ago by you</p>"
        "<div role=toolbar aria-label='File actions'>"
        "<button onclick=\"show('downloading')\">Download</button>"
        "<button onclick=\"show('rename')\">Rename</button>"
        "<button id=share>Share</button>"
        "<button onclick=\"show('moved to trash')\">Move to trash</button></div>"
        f'<div id=dlg role=dialog aria-modal=true aria-labelledby=dt hidden><h3 id=dt>Share "{doc}"</h3>'
        "<label>Add people <input id=who type=email placeholder='Email address'></label> "
        "<label>Permission <select id=perm><option>Viewer</option><option>Commenter</option>"
        "<option>Editor</option></select></label><br>"
        "<label><input type=checkbox id=notify checked> Notify people</label><br>"
        "<label>Message <textarea id=note rows=2></textarea></label><br>"
        "<label>General access <select id=access><option>Restricted</option>"
        "<option>Anyone with the link</option></select></label><br>"
        f"<button id=copy>Copy link</button><button id=cancel>Cancel</button><button id=send>{send}</button></div>"
    )
    if seed < 2:
        instruction = rng.choice(
            [
                f'Click Share, add "{email}" as {perm.lower()} and click {send}',
                f"share the file with {email} with {perm.lower()} access, then hit {send}",
                f"Open Share, type {email} in Add people, set Permission to {perm}, then press {send}",
            ]
        )
        expected = f"invited {email} as {perm}"
    else:
        instruction = rng.choice(
            [
                f'Click Share, add {email} with the message "{note}" and click {send}',
                f"share it with {email}, message: {note}, then {send.lower()}",
                f"Open the Share dialog, enter '{email}', write '{note}' in Message and press {send}",
            ]
        )
        expected = f'invited {email} as Viewer with note "{note}"'
    return Task(f"share-{seed}", "share", seed, True, page_html(body, script), instruction, expected)


def pizza_task(seed: int) -> Task:
    rng = random.Random(f"pizza{seed}")
    sizes = {"Small": '10"', "Medium": '12"', "Large": '14"', "Family": '16"'}
    size = pick("pizza-size", seed, ["Small", "Large", "Family"])
    toppings = [
        "Mushrooms",
        "Black olives",
        "Green peppers",
        "Red onion",
        "Pepperoni",
        "Jalapeños",
        "Extra cheese",
    ]
    topping = pick("pizza", seed, toppings)
    qty = seed >= 2  # seeds 2, 3: a quantity too
    n = rng.choice([2, 3, 4]) if qty else 1
    add = rng.choice(["Add to cart", "Add to order", "Add"])
    radios = "".join(
        f"<label><input type=radio name=size value={s}{' checked' if s == 'Medium' else ''}> {s} ({inch})</label> "
        for s, inch in sizes.items()
    )
    boxes = "".join(f"<label><input type=checkbox class=top value='{t}'> {t}</label><br>" for t in toppings)
    script = (
        "$('add').onclick=()=>{const s=document.querySelector('input[name=size]:checked').value;"
        "const ts=[...document.querySelectorAll('.top:checked')].map(c=>c.value);"
        "show('added '+$('qty').value+' x '+s+' pizza with '+(ts.join(', ')||'no toppings'))};"
        "$('reset').onclick=()=>{document.querySelectorAll('.top').forEach(c=>c.checked=false);show('reset')}"
    )
    body = (
        "<h2>Build your pizza</h2>"
        "<p>Today's special: Margherita, $9 <button onclick=\"show('added the special')\">Add special</button></p>"
        f"<fieldset><legend>Size</legend>{radios}</fieldset>"
        "<label>Crust <select id=crust><option>Classic</option><option>Thin</option>"
        "<option>Stuffed crust</option></select></label><br>"
        f"<fieldset><legend>Toppings (+$1.50 each)</legend>{boxes}</fieldset>"
        "<label>Quantity <input id=qty type=number min=1 max=10 value=1></label><br>"
        "<button id=reset>Start over</button>"
        f"<button id=add>{add}</button>"
    )
    if qty:
        instruction = rng.choice(
            [
                f"Choose a {size.lower()} pizza with {topping.lower()}, set quantity to {n} and click {add}",
                f"{n} {size.lower()} pizzas with {topping.lower()}, then {add.lower()}",
                f"Select size {size}, tick '{topping}', enter {n} as the quantity and hit {add}",
            ]
        )
    else:
        instruction = rng.choice(
            [
                f"Choose a {size.lower()} pizza, add {topping.lower()} and click {add}",
                f"select {size} size, tick {topping.lower()}, then {add.lower()}",
                f'Pick the "{size}" size, check "{topping}" and hit {add}',
            ]
        )
    expected = f"added {n} x {size} pizza with {topping}"
    return Task(f"pizza-{seed}", "pizza", seed, True, page_html(body, script), instruction, expected)


def password_task(seed: int) -> Task:
    rng = random.Random(f"password{seed}")
    new = pick(
        "password", seed, ["Tr4vel-2026", "BlueFinch!88", "Orchard#Lane7", "Maple+Stone42", "Quiet.River9"]
    )
    old = pick("password-old", seed, ["winter2024", "hunter22", "letmein99", "sunflower7"])
    reveal = seed >= 2  # seeds 0, 1: a plain form; 2, 3: a Change password button reveals the fields
    delay = rng.choice([0, 300, 600])
    check = (
        "if(!$('nw').value){show('enter a new password');return}"
        "if($('nw').value.length<8){show('password too short');return}"
        "if($('nw').value!==$('cf').value){show('passwords do not match');return}"
    )
    if reveal:
        save = rng.choice(["Save password", "Update", "Save"])
        script = (
            f"$('change').onclick=()=>setTimeout(()=>{{$('pw').hidden=false}},{delay});"
            "$('cancel').onclick=()=>{$('pw').hidden=true;show('cancelled')};"
            f"$('save').onclick=()=>{{{check}show('new password saved: '+$('nw').value)}}"
        )
        body = (
            "<h2>Account settings</h2>"
            "<p>Email: alex@example.com <button onclick=\"show('email change is not available')\">Change email</button></p>"
            "<p>Password: •••••••• <button id=change>Change password</button></p>"
            "<p>Two-factor authentication: off <button onclick=\"show('2FA setup')\">Set up</button></p>"
            "<section id=pw hidden><h3>Choose a new password</h3>"
            "<label>New password <input id=nw type=password></label><br>"
            "<label>Confirm new password <input id=cf type=password></label><br>"
            f"<button id=cancel>Cancel</button><button id=save>{save}</button></section>"
        )
        instruction = rng.choice(
            [
                f'Click Change password, enter "{new}" as the new password and in the confirm field, then {save.lower()}',
                f"change my password to {new} (type it twice) and click {save}",
                f"Open Change password, set New password and Confirm new password to {new}, then hit {save}",
            ]
        )
        expected = f"new password saved: {new}"
    else:
        save = rng.choice(["Update password", "Change password", "Save"])
        script = (
            "$('show').onchange=()=>{for(const id of ['cur','nw','cf'])$(id).type=$('show').checked?'text':'password'};"
            "$('save').onclick=()=>{if(!$('cur').value){show('enter your current password');return}"
            f"{check}show('updated: '+$('cur').value+' -> '+$('nw').value+($('out').checked?' (other sessions signed out)':''))}}"
        )
        body = (
            "<h2>Change password</h2>"
            "<label>Current password <input id=cur type=password></label>"
            "<button onclick=\"show('reset link sent')\">Forgot password?</button><br>"
            "<label>New password <input id=nw type=password></label><br>"
            "<label>Confirm new password <input id=cf type=password></label><br>"
            "<label><input type=checkbox id=show> Show passwords</label><br>"
            "<label><input type=checkbox id=out> Sign out of all other sessions</label><br>"
            "<button onclick=\"show('cancelled')\">Cancel</button>"
            f"<button id=save>{save}</button>"
        )
        instruction = rng.choice(
            [
                f'Enter current password "{old}", new password "{new}", confirm it, and click {save}',
                f"current password {old}, new and confirm {new}, then hit {save}",
                f"Type {old} into Current password, {new} into both New password and Confirm new password, then press {save}",
            ]
        )
        expected = f"updated: {old} -> {new}"
    return Task(f"password-{seed}", "password", seed, True, page_html(body, script), instruction, expected)


FRESH3_KINDS: tuple[Callable[[int], Task], ...] = (
    newsletter_task,
    transfer_task,
    seat_task,
    ticket_task,
    event_task,
    notifications_task,
    share_task,
    pizza_task,
    password_task,
)


def fresh3_tasks() -> list[Task]:
    """Every task of the third fresh set: each kind at each seed (even seed = dev, odd = held-out)."""
    return [make(seed) for make in FRESH3_KINDS for seed in FRESH3_SEEDS]
