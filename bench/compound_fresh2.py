"""A second blind set of compound-act tasks, to measure how the plugin generalises beyond what was tuned.

Same shape as ``compound_fresh``'s tasks (one ``page.act(instruction)`` per task, judged by the page's
``#result`` line), other kinds of pages: an address form with a country select and a postcode, an
appointment booking (a date field and time-slot buttons), product-list filters (brand checkboxes, a
price select, Apply), a two-step wizard whose Next button reveals step 2, a to-do list (add an item,
tick it off), a contact form (subject select, message, consent checkbox), a star rating with a
review, a profile edit (display name, time-zone select) and a coupon code with Apply and Checkout.
Every page has distractor controls. Each task asks for 2 to 4 actions. Seeds 0 to 3 per kind; even
seeds are the development half, odd seeds the held-out half (``Task.half``). Written blind to how
the plugin reads instructions; run with ``bench_compound.py --set fresh2``.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bench_compound import Task, page_html, pick

FRESH2_SEEDS = range(4)  # per kind; even = development, odd = held-out

PEOPLE = ["Marta Lind", "Kofi Mensah", "Ines Duarte", "Hugo Berg", "Sana Iqbal", "Leo Novak"]


def address_task(seed: int) -> Task:
    rng = random.Random(f"address{seed}")
    places = {
        "Germany": ("Hamburg", "20095"),
        "France": ("Lyon", "69002"),
        "Netherlands": ("Utrecht", "3511 AB"),
        "Sweden": ("Gothenburg", "411 04"),
        "Canada": ("Toronto", "M5V 2T6"),
        "United Kingdom": ("Leeds", "LS1 4DY"),
    }
    countries = list(places)
    rng.shuffle(countries)
    country = pick("address", seed, list(places))
    city, postcode = places[country]
    pc_label = rng.choice(["Postcode", "Postal code", "ZIP / Postal code"])
    button = rng.choice(["Save address", "Use this address", "Save"])
    ask_city = seed >= 2  # seeds 0, 1: the city is already filled in
    options = "".join(f"<option>{c}</option>" for c in countries)
    city_value = "" if ask_city else f" value='{city}'"
    save = "show('saved: '+($('city').value||'-')+' / '+($('pc').value||'-')+' / '+($('country').value||'-'))"
    body = (
        "<h2>Delivery address</h2>"
        "<button onclick=\"show('locating...')\">Use my current location</button><br>"
        "<label>Full name <input id=fullname value='Alex Morgan'></label><br>"
        "<label>Street address <input id=street value='12 Harbour Road'></label><br>"
        f"<label>City <input id=city{city_value}></label><br>"
        f"<label>{pc_label} <input id=pc></label><br>"
        f"<label>Country <select id=country><option value=''>Select a country</option>{options}</select></label><br>"
        "<label>Phone (optional) <input id=phone type=tel></label><br>"
        "<button onclick=\"show('cancelled')\">Cancel</button>"
        f'<button id=save onclick="{save}">{button}</button>'
    )
    if ask_city:
        instruction = rng.choice(
            [
                f'Fill in city "{city}", {pc_label.lower()} "{postcode}", pick {country} as the country and click {button}',
                f"enter {city} as the city and {postcode} as the postcode, choose {country}, then {button.lower()}",
                f"Type {city} into City, {postcode} into {pc_label}, select country {country} and hit {button}",
            ]
        )
    else:
        instruction = rng.choice(
            [
                f'Select {country} as the country, enter postcode "{postcode}" and click {button}',
                f"set country to {country} and the postcode to {postcode}, then {button.lower()}",
                f"Choose {country} from the country dropdown, type {postcode} in the {pc_label} field, then press {button}",
            ]
        )
    expected = f"saved: {city} / {postcode} / {country}"
    return Task(f"address-{seed}", "address", seed, True, page_html(body), instruction, expected)


def booking_task(seed: int) -> Task:
    rng = random.Random(f"booking{seed}")
    slots = ["09:00", "10:30", "13:00", "15:30", "17:00"]
    slot = pick("booking", seed, slots)
    month = rng.choice([5, 6, 9, 10])
    day = rng.randint(3, 27)
    native = rng.choice([True, False])  # an <input type=date>, or a text field with a DD/MM/YYYY hint
    date = f"2026-{month:02d}-{day:02d}" if native else f"{day:02d}/{month:02d}/2026"
    label = rng.choice(["Date", "Appointment date", "Preferred date"])
    book = rng.choice(["Book appointment", "Book", "Reserve"])
    field = "<input id=d type=date>" if native else "<input id=d placeholder='DD/MM/YYYY'>"
    buttons = [f"<button class=slot aria-pressed=false>{s}</button>" for s in slots]
    buttons.insert(2, "<button class=slot disabled>11:30 (full)</button>")
    script = (
        "let picked='';document.querySelectorAll('.slot').forEach(b=>b.onclick=()=>{"
        "document.querySelectorAll('.slot').forEach(o=>o.setAttribute('aria-pressed','false'));"
        "b.setAttribute('aria-pressed','true');picked=b.textContent});"
        "$('book').onclick=()=>{if(!$('d').value)show('pick a date first');"
        "else if(!picked)show('pick a time first');else show('booked '+$('d').value+' at '+picked)}"
    )
    body = (
        "<h2>Book a consultation</h2><p>Dr. Okafor, physiotherapy</p>"
        f"<label>{label} {field}</label>"
        f"<div role=group aria-label='Available times'>{''.join(buttons)}</div>"
        "<label>Notes for the clinic <textarea id=notes rows=2></textarea></label><br>"
        "<button onclick=\"show('added to waitlist')\">Join waitlist</button>"
        f"<button id=book>{book}</button>"
    )
    instruction = rng.choice(
        [
            f"Set the {label.lower()} to {date}, pick the {slot} slot and click {book}",
            f'enter "{date}" as the date, choose {slot} and hit {book}',
            f"Type {date} in the {label} field, then select the {slot} time and press {book}",
        ]
    )
    return Task(
        f"booking-{seed}",
        "booking",
        seed,
        True,
        page_html(body, script),
        instruction,
        f"booked {date} at {slot}",
    )


def filters_task(seed: int) -> Task:
    rng = random.Random(f"filters{seed}")
    brands = rng.sample(["Acme", "Globex", "Initech", "Hooli", "Umbrella"], 4)
    prices = ["Any price", "Under $25", "$25 to $50", "$50 to $100", "Over $100"]
    price = pick("filters", seed, prices[1:])
    targets = rng.sample(brands, 1 + seed // 2)  # seeds 0, 1: one brand; 2, 3: two
    apply = rng.choice(["Apply", "Apply filters", "Show results"])
    boxes = "".join(f"<label><input type=checkbox class=brand value={b}> {b}</label><br>" for b in brands)
    price_opts = "".join(f"<option>{p}</option>" for p in prices)
    products = "".join(
        f"<li>{name} <button onclick=\"show('added {name}')\">Add to cart</button></li>"
        for name in ["Desk fan", "Travel mug", "USB hub"]
    )
    applied = (
        "show('filters: '+([...document.querySelectorAll('.brand:checked')].map(c=>c.value).sort().join(', ')"
        "||'none')+' | '+$('price').value+($('stock').checked?' | in stock':''))"
    )
    body = (
        "<h2>Filters</h2><fieldset><legend>Brand</legend>"
        f"{boxes}</fieldset>"
        f"<label>Price <select id=price>{price_opts}</select></label><br>"
        "<label><input type=checkbox id=stock> In stock only</label><br>"
        "<label>Sort by <select id=sort><option>Relevance</option><option>Price: low to high</option>"
        "<option>Newest</option></select></label><br>"
        "<button onclick=\"show('cleared')\">Clear all</button>"
        f'<button id=apply onclick="{applied}">{apply}</button>'
        f"<h2>Products</h2><ul>{products}</ul>"
    )
    if len(targets) == 1:
        (a,) = targets
        instruction = rng.choice(
            [
                f"Tick {a}, set the price to {price} and click {apply}",
                f'filter by brand "{a}" and price "{price}", then {apply.lower()}',
                f"Check the {a} box, choose {price} in the price dropdown, then press {apply}",
            ]
        )
    else:
        a, b = targets
        instruction = rng.choice(
            [
                f"Tick {a} and {b}, set the price to {price} and click {apply}",
                f"filter to the {a} and {b} brands with price {price.lower()}, then hit {apply}",
                f'Check "{a}" and "{b}", select "{price}" as the price range and press {apply}',
            ]
        )
    expected = f"filters: {', '.join(sorted(targets))} | {price}"
    return Task(f"filters-{seed}", "filters", seed, True, page_html(body), instruction, expected)


def wizard_task(seed: int) -> Task:
    rng = random.Random(f"wizard{seed}")
    person = pick("wizard-person", seed, PEOPLE)
    company = pick("wizard", seed, ["Northwind", "Bluebird Labs", "Crate & Co", "Pinecone Studio"])
    email = person.split()[0].lower() + "@" + company.split()[0].lower() + ".com"
    finish = rng.choice(["Finish", "Create workspace", "Done"])
    delay = rng.choice([0, 300, 600])
    sizes = ["Just me", "2-10", "11-50", "51-200", "200+"]
    size = rng.choice(sizes[1:])
    ask_size = seed >= 2  # seeds 0, 1: step 2 is a text field; 2, 3: a select
    if ask_size:
        step2 = (
            "<label>Team size <select id=size><option value=''>Choose</option>"
            + "".join(f"<option>{s}</option>" for s in sizes)
            + "</select></label>"
        )
        done = "show('welcome, team of '+$('size').value+' ('+$('email').value+')')"
        expected = f"welcome, team of {size} ({email})"
    else:
        step2 = "<label>Company name <input id=company></label>"
        done = "show('welcome '+$('company').value+' ('+$('email').value+')')"
        expected = f"welcome {company} ({email})"
    script = (
        "$('next').onclick=()=>{if(!$('email').value){show('email is required');return}"
        f"setTimeout(()=>{{$('s1').hidden=true;$('s2').hidden=false}},{delay})}};"
        "$('back').onclick=()=>{$('s2').hidden=true;$('s1').hidden=false};"
        f"$('finish').onclick=()=>{done}"
    )
    body = (
        "<section id=s1><h2>Step 1 of 2: Your account</h2>"
        "<label>Work email <input id=email type=email></label><br>"
        "<button onclick=\"show('cancelled')\">Cancel</button><button id=next>Next</button></section>"
        "<section id=s2 hidden><h2>Step 2 of 2: Your team</h2>"
        f"{step2}<br><button id=back>Back</button>"
        "<button onclick=\"show('skipped')\">Skip for now</button>"
        f"<button id=finish>{finish}</button></section>"
    )
    if ask_size:
        instruction = rng.choice(
            [
                f'Enter "{email}" as the work email, click Next, then choose "{size}" for team size and click {finish}',
                f"fill in {email} for email and go next, then pick team size {size} and hit {finish}",
                f"Type {email} into Work email, press Next, select {size} as the team size on the second step and press {finish}",
            ]
        )
    else:
        instruction = rng.choice(
            [
                f'Enter "{email}" as the work email, click Next, then type "{company}" as the company name and click {finish}',
                f"fill in {email} for email and go next, then put {company} in Company name and hit {finish}",
                f"Type {email} into Work email, press Next, enter {company} on the second step and press {finish}",
            ]
        )
    return Task(f"wizard-{seed}", "wizard", seed, True, page_html(body, script), instruction, expected)


def todo_task(seed: int) -> Task:
    rng = random.Random(f"todo{seed}")
    existing = rng.sample(
        ["Buy milk", "Call the bank", "Book the dentist", "Pay rent", "Return library books"], 3
    )
    item = pick(
        "todo",
        seed,
        ["Water the plants", "Renew passport", "Fix the bike", "Order printer ink", "Email Sarah"],
    )
    old = rng.choice(existing) if seed >= 2 else ""  # seeds 2, 3: also tick off an existing item
    add = rng.choice(["Add", "Add task", "Add item"])
    initial = ",".join(f"'{x}'" for x in existing)
    script = (
        "function report(){const lis=[...document.querySelectorAll('#list li')];"
        "const name=l=>l.dataset.text;"
        "show('open: '+lis.filter(l=>!l.querySelector('input').checked).map(name).join(', ')"
        "+' | done: '+lis.filter(l=>l.querySelector('input').checked).map(name).join(', '))}"
        "function addItem(text){const li=document.createElement('li');li.dataset.text=text;"
        "const lab=document.createElement('label');const box=document.createElement('input');"
        "box.type='checkbox';box.onchange=report;lab.append(box,' '+text);"
        "const del=document.createElement('button');del.textContent='Delete';"
        "del.setAttribute('aria-label','Delete '+text);del.onclick=()=>{li.remove();report()};"
        "li.append(lab,' ',del);$('list').append(li)}"
        f"[{initial}].forEach(addItem);"
        "$('add').onsubmit=e=>{e.preventDefault();const t=$('new').value.trim();if(!t)return;"
        "addItem(t);$('new').value='';report()};"
        "$('clear').onclick=()=>{document.querySelectorAll('#list li').forEach(l=>{"
        "if(l.querySelector('input').checked)l.remove()});report()}"
    )
    body = (
        "<h2>My tasks</h2>"
        "<form id=add><input id=new aria-label='New task' placeholder='What needs to be done?'>"
        f"<button>{add}</button></form>"
        "<ul id=list></ul>"
        "<button onclick=\"show('showing all')\">All</button>"
        "<button onclick=\"show('showing active')\">Active</button>"
        "<button onclick=\"show('showing completed')\">Completed</button>"
        "<button id=clear>Clear completed</button>"
    )
    if old:
        instruction = rng.choice(
            [
                f'Add "{item}" to the list, mark it as done, and also mark "{old}" done',
                f"type {item} in the new task box, click {add}, then tick off both {item.lower()} and {old.lower()}",
                f"Create a to-do called '{item}', then check it and {old} as completed",
            ]
        )
    else:
        instruction = rng.choice(
            [
                f'Add "{item}" to the list and mark it as done',
                f"type {item} in the new task box, click {add}, then tick it off",
                f"Create a to-do called '{item}' and check it as completed",
            ]
        )
    done = [x for x in [*existing, item] if x in (old, item)]
    still_open = [x for x in existing if x != old]
    expected = f"open: {', '.join(still_open)} | done: {', '.join(done)}"
    return Task(f"todo-{seed}", "todo", seed, True, page_html(body, script), instruction, expected)


def contact_task(seed: int) -> Task:
    rng = random.Random(f"contact{seed}")
    subjects = ["General question", "Billing", "Technical support", "Partnership", "Press enquiry"]
    subject = pick("contact-subject", seed, subjects)
    message = pick(
        "contact",
        seed,
        [
            "My invoice shows the wrong address",
            "The app crashes on start",
            "Can we schedule a demo",
            "I would like to cancel my plan",
            "Where is my order",
        ],
    )
    agree = rng.choice(["I agree to the privacy policy", "I accept the terms", "I agree to be contacted"])
    send = rng.choice(["Send message", "Send", "Submit"])
    options = "".join(f"<option>{s}</option>" for s in subjects)
    sent = (
        "if(!$('agree').checked)show('please accept first');"
        "else if(!$('subject').value)show('choose a subject');"
        "else show('sent ['+$('subject').value+'] '+$('msg').value+($('copy').checked?' +copy':''))"
    )
    body = (
        "<h2>Contact us</h2>"
        "<label>Your name <input id=name value='Alex Morgan'></label><br>"
        "<label>Email <input id=mail type=email value='alex@example.com'></label><br>"
        f"<label>Subject <select id=subject><option value=''>Choose a subject</option>{options}</select></label><br>"
        "<label>Message<br><textarea id=msg rows=4></textarea></label><br>"
        "<label><input type=checkbox id=copy> Send me a copy of this message</label><br>"
        f"<label><input type=checkbox id=agree> {agree}</label><br>"
        "<button onclick=\"$('msg').value='';show('cleared')\">Clear</button>"
        f'<button id=send onclick="{sent}">{send}</button>'
    )
    instruction = rng.choice(
        [
            f'Choose "{subject}" as the subject, write "{message}" in the message box, tick "{agree}" and click {send}',
            f"select subject {subject}, type {message} as the message, check the agree box, then {send.lower()}",
            f"Pick {subject}, enter '{message}' as your message, then check '{agree}' and press {send}",
        ]
    )
    return Task(
        f"contact-{seed}",
        "contact",
        seed,
        True,
        page_html(body),
        instruction,
        f"sent [{subject}] {message}",
    )


def rating_task(seed: int) -> Task:
    rng = random.Random(f"rating{seed}")
    n = int(pick("rating-stars", seed, ["2", "3", "4", "5"]))
    text = pick(
        "rating",
        seed,
        [
            "Works great",
            "Battery died after a week",
            "Good value for money",
            "Too small for my hand",
            "Arrived quickly",
        ],
    )
    title = rng.choice(["Love it", "Not bad", "Disappointed", "Solid choice"]) if seed >= 2 else ""
    label = rng.choice(["Your review", "Review", "Tell us more"])
    box = "review" if label.endswith("eview") else label  # what a tester calls the textarea
    submit = rng.choice(["Submit review", "Post review", "Submit"])
    stars = "".join(
        f"<button class=star aria-pressed=false aria-label='{i} star{'s' if i > 1 else ''}' data-n={i}>☆</button>"
        for i in range(1, 6)
    )
    script = (
        "let rating=0;document.querySelectorAll('.star').forEach(b=>b.onclick=()=>{rating=+b.dataset.n;"
        "document.querySelectorAll('.star').forEach(o=>{const on=+o.dataset.n<=rating;"
        "o.textContent=on?'★':'☆';o.setAttribute('aria-pressed',String(o===b))})});"
        "$('submit').onclick=()=>{if(!rating){show('please choose a rating');return}"
        "const t=$('title').value;"
        "show('review '+rating+'/5'+(t?' \"'+t+'\"':'')+': '+$('text').value)}"
    )
    body = (
        "<h2>Wireless mouse</h2>"
        "<blockquote>Dana: Comfortable and quiet. "
        "<button onclick=\"show('marked helpful')\">Helpful</button>"
        "<button onclick=\"show('reported')\">Report</button></blockquote>"
        "<h3>Write a review</h3>"
        f"<div role=group aria-label='Rating'>{stars}</div>"
        "<label>Title (optional) <input id=title></label><br>"
        f"<label>{label}<br><textarea id=text rows=3></textarea></label><br>"
        "<button onclick=\"show('cancelled')\">Cancel</button>"
        f"<button id=submit>{submit}</button>"
    )
    if title:
        instruction = rng.choice(
            [
                f"Give it {n} stars, title it '{title}', write '{text}' in the review and click {submit}",
                f'rate it {n} out of 5 with the title "{title}" and the review "{text}", then submit',
                f"Click {n} stars, enter {title} as the title and {text} in the {box} box, then press {submit}",
            ]
        )
        expected = f'review {n}/5 "{title}": {text}'
    else:
        instruction = rng.choice(
            [
                f"Give it {n} stars, write '{text}' in the review and click {submit}",
                f'rate it {n} out of 5, type "{text}" as the review and submit',
                f"Click {n} stars, enter {text} in the {box} box, then press {submit}",
            ]
        )
        expected = f"review {n}/5: {text}"
    return Task(f"rating-{seed}", "rating", seed, True, page_html(body, script), instruction, expected)


def profile_task(seed: int) -> Task:
    rng = random.Random(f"profile{seed}")
    zones = {
        "London": "(GMT+00:00) London",
        "Berlin": "(GMT+01:00) Berlin",
        "New York": "(GMT-05:00) New York",
        "Chicago": "(GMT-06:00) Chicago",
        "Kolkata": "(GMT+05:30) Kolkata",
        "Tokyo": "(GMT+09:00) Tokyo",
        "Sydney": "(GMT+10:00) Sydney",
    }
    city = pick("profile-zone", seed, list(zones)[1:])
    name = pick("profile", seed, ["Alex Morgan", "Sam Rivera", "Jo Tanaka", "Pat Okafor"])
    bio = rng.choice(["Coffee first", "Backend developer", "Runner and reader"]) if seed >= 2 else ""
    save = rng.choice(["Save changes", "Save", "Update profile"])
    options = "".join(
        f"<option value='{c}'{' selected' if c == 'London' else ''}>{label}</option>"
        for c, label in zones.items()
    )
    saved = "show('saved '+$('dn').value+' | '+$('tz').value+($('bio').value?' | '+$('bio').value:''))"
    body = (
        "<h2>Profile</h2>"
        "<label>Display name <input id=dn value='alex_m'></label><br>"
        "<label>Email <input id=mail value='alex@example.com' readonly></label><br>"
        "<label>Bio<br><textarea id=bio rows=2></textarea></label><br>"
        f"<label>Time zone <select id=tz>{options}</select></label><br>"
        "<label><input type=checkbox id=public checked> Show my profile publicly</label><br>"
        "<button onclick=\"show('account deleted')\">Delete account</button>"
        "<button onclick=\"show('cancelled')\">Cancel</button>"
        f'<button id=save onclick="{saved}">{save}</button>'
    )
    if bio:
        instruction = rng.choice(
            [
                f'Change the display name to "{name}", set the time zone to {city}, write "{bio}" in the bio and click {save}',
                f"rename me to {name}, bio: {bio}, time zone {city}, then {save.lower()}",
                f"Replace the display name with {name}, put '{bio}' in Bio, select {city} as time zone and press {save}",
            ]
        )
        expected = f"saved {name} | {city} | {bio}"
    else:
        instruction = rng.choice(
            [
                f'Change the display name to "{name}", set the time zone to {city} and click {save}',
                f"rename me to {name}, pick the {city} time zone, then {save.lower()}",
                f"Replace the display name with {name}, select {city} as time zone and press {save}",
            ]
        )
        expected = f"saved {name} | {city}"
    return Task(f"profile-{seed}", "profile", seed, True, page_html(body), instruction, expected)


def coupon_task(seed: int) -> Task:
    rng = random.Random(f"coupon{seed}")
    codes = {"SAVE10": 10, "WELCOME15": 15, "SPRING20": 20, "FRIEND5": 5}
    code = pick("coupon", seed, list(codes))
    cart = rng.sample([("Notebook", 12), ("Pen set", 9), ("Desk lamp", 35), ("Mug", 14)], 3)
    cents = 100 * sum(price for _, price in cart)
    total = f"{round(cents * (100 - codes[code]) / 100) / 100:.2f}"
    label = rng.choice(["Coupon code", "Promo code", "Discount code"])
    checkout = rng.choice(["Checkout", "Proceed to checkout", "Go to checkout"])
    go_on = seed >= 2  # seeds 0, 1: apply the code only; 2, 3: then check out
    rows = "".join(
        f"<tr><td>{item}</td><td>${price}.00</td><td><button onclick=\"show('removed {item}')\">Remove</button></td></tr>"
        for item, price in cart
    )
    js_codes = ",".join(f"{c}:{p}" for c, p in codes.items())
    script = (
        f"const CODES={{{js_codes}}};const CENTS={cents};let applied='';"
        "const total=()=>(Math.round(CENTS*(100-(applied?CODES[applied]:0))/100)/100).toFixed(2);"
        "$('apply').onclick=()=>{const c=$('code').value.trim().toUpperCase();"
        "if(!(c in CODES)){show('invalid code');return}applied=c;show(c+' applied, total $'+total())};"
        "$('checkout').onclick=()=>show('checkout: '+(applied||'no coupon')+', total $'+total())"
    )
    body = (
        "<h2>Your cart</h2>"
        f"<table><tr><th>Item</th><th>Price</th><th></th></tr>{rows}</table>"
        f"<p>Subtotal: ${cents // 100}.00</p>"
        f"<label>{label} <input id=code></label><button id=apply>Apply</button><br>"
        "<label>Gift card number <input id=gift></label>"
        "<button onclick=\"show('gift card not found')\">Redeem</button><br>"
        "<button onclick=\"show('continue shopping')\">Continue shopping</button>"
        f"<button id=checkout>{checkout}</button>"
    )
    if go_on:
        instruction = rng.choice(
            [
                f'Enter "{code}" in the {label.lower()} field, click Apply, then {checkout.lower()}',
                f"type {code} as the {label.lower()}, apply it and go to checkout",
                f"Fill {label} with {code}, press Apply and then click {checkout}",
            ]
        )
        expected = f"checkout: {code}, total ${total}"
    else:
        instruction = rng.choice(
            [
                f'Enter "{code}" in the {label.lower()} field and click Apply',
                f"type {code} as the {label.lower()} and apply it",
                f"Use the coupon {code}: fill it into {label}, then press Apply",
            ]
        )
        expected = f"{code} applied, total ${total}"
    return Task(f"coupon-{seed}", "coupon", seed, True, page_html(body, script), instruction, expected)


FRESH2_KINDS: tuple[Callable[[int], Task], ...] = (
    address_task,
    booking_task,
    filters_task,
    wizard_task,
    todo_task,
    contact_task,
    rating_task,
    profile_task,
    coupon_task,
)


def fresh2_tasks() -> list[Task]:
    """Every task of the second fresh set: each kind at each seed (even seed = dev, odd = held-out)."""
    return [make(seed) for make in FRESH2_KINDS for seed in FRESH2_SEEDS]
