"""A fifth blind set of compound-act tasks, to measure how the plugin generalises beyond what was tuned.

Same shape as ``compound_fresh3``'s tasks (one ``page.act(instruction)`` per task, judged by the page's
``#result`` line), other kinds of everyday pages: a hotel room list (every room card has its own Book
button, two rooms with look-alike names, one sold out; a booking panel with a guests select and
extras appears after Book), an expense report (every row has its own Edit and Delete buttons, one
approved row locked; an editor with amount and category appears after Edit), a checkout shipping
step (a "same as billing" checkbox that reveals a second address section with the same field
labels, delivery radios, a gift checkbox that reveals a message box), a pet-adoption page (an
Enquire button per pet card, one pet pending; an enquiry form with home-type radios appears), a
bike rental (a station select with a closed station, a date, an hours stepper of +/- buttons), a
product review (two rows of star buttons with the same names, product and seller, told apart only
by their heading), a pharmacy refill (prescription checkboxes with look-alike doses, pick-up or
delivery radios that reveal a store select), a recipe page's comments (a Reply button per comment
that reveals that comment's reply box, beside a top-level comment box) and an order return (a
"Return this item" checkbox and a Reason select on every row, a refund-method radio).
Every page has distractor controls (Cancel, Reset, look-alike buttons and fields). Each task asks
for 2 to 4 actions. Seeds 0 to 3 per kind; even seeds are the development half, odd seeds the
held-out half (``Task.half``).

Written by a helper session blind to the plugin's code, its prompts and its past failures; each
task was checked to reach its expected ``#result`` with plain Playwright calls (fill,
select_option, check, click), not to reach it with the final click alone, and not to reach it
with a sloppy variant (a wrong row, option or section, or a step left out).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bench_compound import Task, page_html, pick

FRESH5_SEEDS = range(4)  # per kind; even = development, odd = held-out


def _guests(n: str) -> str:
    return "1 guest" if n == "1" else f"{n} guests"


def _phrase(seed: int, options: list[str]) -> str:
    """One of a task's phrasings, a different one for each seed of the same half."""
    return options[seed % len(options)]


def _stars(n: str) -> str:
    return "1 star" if n == "1" else f"{n} stars"


def hotel_task(seed: int) -> Task:
    rng = random.Random(f"hotel{seed}")
    rooms = {
        "Standard Double": ("$129", "1 double bed, city view"),
        "Deluxe King": ("$169", "1 king bed, 32 m²"),
        "Deluxe King with balcony": ("$189", "1 king bed, private balcony"),
        "Twin Room": ("$139", "2 single beds, courtyard view"),
        "Family Suite": ("$249", "2 bedrooms, sleeps 5"),
    }
    room = pick("hotel", seed, [r for r in rooms if r != "Family Suite"])
    order = list(rooms)
    rng.shuffle(order)
    guests = pick("hotel-guests", seed, ["1", "3", "4", "5"])
    breakfast = seed >= 2  # seeds 2, 3: also add breakfast
    confirm = rng.choice(["Confirm booking", "Complete booking", "Reserve now"])
    delay = rng.choice([0, 250, 500])
    cards = ""
    for r in order:
        price, desc = rooms[r]
        book = (
            "<button disabled>Book</button> <em>Sold out</em>"
            if r == "Family Suite"
            else f"<button class=book data-room='{r}'>Book</button>"
        )
        cards += (
            f"<article class=room><h3>{r}</h3><p>{desc}. From {price} per night</p>"
            f"<button onclick=\"show('photos')\">View photos</button> {book}</article>"
        )
    guest_opts = "".join(
        f"<option value={n}{' selected' if n == 2 else ''}>{_guests(str(n))}</option>" for n in range(1, 6)
    )
    script = (
        "let room='';document.querySelectorAll('.book').forEach(b=>b.onclick=()=>{room=b.dataset.room;"
        f"$('panel').hidden=true;setTimeout(()=>{{$('ph').textContent='Your booking: '+room;$('panel').hidden=false}},{delay})}});"
        "$('cancel').onclick=()=>{$('panel').hidden=true;room='';show('booking cancelled')};"
        "$('search').onclick=()=>show('showing rooms for '+$('in').value+' to '+$('out').value);"
        "$('confirm').onclick=()=>{if(!room){show('choose a room');return}const g=$('guests').value;"
        "show('booked '+room+' for '+g+' guest'+(g==='1'?'':'s')+($('bf').checked?', with breakfast':'')"
        "+($('late').checked?', late checkout':'')+($('park').checked?', parking':''))}"
    )
    body = (
        "<h2>Hotel Aurora, Lisbon</h2>"
        "<label>Check-in <input id=in type=date value='2026-05-08'></label> "
        "<label>Check-out <input id=out type=date value='2026-05-11'></label> "
        "<button id=search>Update search</button>"
        f"<h3>Available rooms</h3>{cards}"
        "<section id=panel hidden><h3 id=ph>Your booking</h3>"
        f"<label>Guests <select id=guests>{guest_opts}</select></label><br>"
        "<label><input type=checkbox id=bf> Add breakfast (+$18 per night)</label><br>"
        "<label><input type=checkbox id=late> Late checkout (+$25)</label><br>"
        "<label><input type=checkbox id=park> Parking (+$15 per night)</label><br>"
        "<label>Special requests <textarea id=req rows=2></textarea></label><br>"
        f"<button id=cancel>Cancel</button><button id=confirm>{confirm}</button></section>"
    )
    g = _guests(guests)
    if breakfast:
        instruction = _phrase(
            seed,
            [
                f"Book the {room} for {g}, add breakfast, then click {confirm}",
                f'click Book on "{room}", choose {g}, tick Add breakfast and hit {confirm}',
                f"Reserve the {room} room: {g}, with breakfast, then {confirm.lower()}",
            ],
        )
        expected = f"booked {room} for {g}, with breakfast"
    else:
        instruction = _phrase(
            seed,
            [
                f'Book the "{room}" room for {g} and click {confirm}',
                f"click Book on the {room} card, set guests to {guests}, then {confirm.lower()}",
                f"Choose {room}, pick {g} and hit {confirm}",
            ],
        )
        expected = f"booked {room} for {g}"
    return Task(f"hotel-{seed}", "hotel", seed, True, page_html(body, script), instruction, expected)


def expense_task(seed: int) -> Task:
    rng = random.Random(f"expense{seed}")
    rows = [
        ("2026-03-02", "Uber", "Travel", "18.40", False),
        ("2026-03-03", "Hotel Aurora", "Lodging", "212.00", False),
        ("2026-03-03", "Blue Door Cafe", "Meals", "14.75", False),
        ("2026-03-04", "Lufthansa", "Travel", "389.00", True),
        ("2026-03-05", "Office Depot", "Supplies", "39.99", False),
        ("2026-03-06", "Blue Door Bakery", "Meals", "8.20", False),
    ]
    merchant = pick(
        "expense", seed, ["Uber", "Hotel Aurora", "Blue Door Cafe", "Office Depot"]
    )  # editable rows
    current = {r[1]: r[3] for r in rows}[merchant]
    cats = ["Travel", "Lodging", "Meals", "Supplies", "Client entertainment", "Training", "Software", "Other"]
    cat = pick("expense-cat", seed, ["Client entertainment", "Training", "Software", "Other"])
    amount = pick("expense-amount", seed, ["23.40", "56.10", "7.85", "120.00"]) if seed >= 2 else current
    save = rng.choice(["Save changes", "Save", "Update expense"])
    delay = rng.choice([0, 250, 500])
    trs = ""
    for date, m, c, a, approved in rows:
        if approved:
            acts = "<button disabled>Edit</button><button disabled>Delete</button> Approved"
        else:
            acts = "<button class=edit>Edit</button><button class=del>Delete</button>"
        trs += (
            f"<tr data-m='{m}' data-c='{c}' data-a='{a}'><td>{date}</td><td class=m>{m}</td>"
            f"<td class=c>{c}</td><td class=a>${a}</td><td>{acts}</td></tr>"
        )
    cat_opts = "".join(f"<option>{c}</option>" for c in cats)
    script = (
        "let cur=null;document.querySelectorAll('.edit').forEach(b=>b.onclick=()=>{cur=b.closest('tr');"
        "$('editor').hidden=true;setTimeout(()=>{$('eh').textContent='Editing: '+cur.dataset.m;"
        "$('em').value=cur.dataset.m;$('ea').value=cur.dataset.a;$('ec').value=cur.dataset.c;"
        f"$('editor').hidden=false}},{delay})}});"
        "document.querySelectorAll('.del').forEach(b=>b.onclick=()=>{const tr=b.closest('tr');"
        "show('deleted '+tr.dataset.m);tr.remove()});"
        "$('ecancel').onclick=()=>{$('editor').hidden=true;cur=null;show('edit cancelled')};"
        "$('esave').onclick=()=>{if(!cur){show('nothing to save');return}const a=+$('ea').value;"
        "if(!(a>0)){show('enter an amount');return}"
        "cur.dataset.m=$('em').value;cur.dataset.a=a.toFixed(2);cur.dataset.c=$('ec').value;"
        "cur.querySelector('.m').textContent=cur.dataset.m;cur.querySelector('.c').textContent=cur.dataset.c;"
        "cur.querySelector('.a').textContent='$'+cur.dataset.a;$('editor').hidden=true;"
        "show('saved '+cur.dataset.m+': '+cur.dataset.c+', $'+cur.dataset.a)};"
        "$('submit').onclick=()=>show('report submitted for approval');"
        "$('add').onclick=()=>show('new expense row added')"
    )
    body = (
        "<h2>Expense report</h2>"
        "<label>Report name <input id=rname value='March client visit'></label><br>"
        "<button id=add>Add expense</button><button onclick=\"show('exported')\">Export CSV</button>"
        "<table><thead><tr><th>Date</th><th>Merchant</th><th>Category</th><th>Amount</th><th></th></tr></thead>"
        f"<tbody>{trs}</tbody></table>"
        "<section id=editor hidden><h3 id=eh>Editing</h3>"
        "<label>Merchant <input id=em></label><br>"
        "<label>Amount <input id=ea type=number min=0 step=0.01></label><br>"
        f"<label>Category <select id=ec>{cat_opts}</select></label><br>"
        "<label>Note <input id=en></label><br>"
        f"<button id=ecancel>Cancel</button><button id=esave>{save}</button></section>"
        "<p><button id=submit>Submit report</button></p>"
    )
    if seed >= 2:
        instruction = _phrase(
            seed,
            [
                f'Edit the {merchant} expense: amount {amount}, category "{cat}", then click {save}',
                f"click Edit on the {merchant} row, change the amount to {amount} and the category to {cat}, then {save.lower()}",
                f"Hit Edit for {merchant}, set Amount to {amount}, choose {cat} and click {save}",
            ],
        )
    else:
        instruction = _phrase(
            seed,
            [
                f'Edit the {merchant} expense, change its category to "{cat}" and click {save}',
                f"click Edit on the {merchant} row, set Category to {cat}, then {save.lower()}",
                f"In the {merchant} line hit Edit, pick {cat} as the category and press {save}",
            ],
        )
    expected = f"saved {merchant}: {cat}, ${amount}"
    return Task(f"expense-{seed}", "expense", seed, True, page_html(body, script), instruction, expected)


def shipping_task(seed: int) -> Task:
    rng = random.Random(f"shipping{seed}")
    street = pick("shipping", seed, ["12 Harbour Road", "7 Mill Lane", "301 King Street", "9 Orchard Close"])
    city = pick("shipping-city", seed, ["Leeds", "York", "Cardiff", "Bath"])
    speed = pick("shipping-speed", seed, ["Express", "Saturday"])
    message = pick(
        "shipping-gift",
        seed,
        ["Happy birthday Sam", "Congrats on the new flat", "With love from Alex", "Enjoy the book"],
    )
    other = seed < 2  # seeds 0, 1: ship elsewhere; 2, 3: billing address, a speed and a gift message
    go = rng.choice(["Continue to payment", "Continue", "Next: payment"])
    delay = rng.choice([0, 250, 500])
    speeds = [
        ("Standard", "Standard (3 to 5 days, free)", ""),
        ("Express", "Express (1 to 2 days, $9.99)", ""),
        ("Saturday", "Saturday delivery ($6.50)", ""),
        ("Next day", "Next day (not available for this postcode)", " disabled"),
    ]
    radios = "".join(
        f"<label><input type=radio name=speed value='{v}'{' checked' if v == 'Standard' else ''}{d}> {t}</label><br>"
        for v, t, d in speeds
    )
    fields = "".join(
        f"<label>{lab} <input id={k}></label><br>"
        for lab, k in [
            ("Full name", "sname"),
            ("Street address", "sst"),
            ("City", "scity"),
            ("Postcode", "spc"),
        ]
    )
    script = (
        f"$('same').onchange=()=>setTimeout(()=>{{$('ship').hidden=$('same').checked}},{delay});"
        "$('gift').onchange=()=>{$('giftbox').hidden=!$('gift').checked};"
        "$('saved').onclick=()=>show('no saved addresses yet');"
        "$('go').onclick=()=>{let to;if($('same').checked){to='billing address '+$('bst').value+', '+$('bcity').value}"
        "else{if(!$('sst').value.trim()||!$('scity').value.trim()){show('enter the shipping address');return}"
        "to=$('sst').value+', '+$('scity').value}"
        "if($('gift').checked&&!$('gmsg').value.trim()){show('add a gift message');return}"
        "const d=document.querySelector('input[name=speed]:checked').value;"
        "show('shipping to '+to+' by '+d+($('gift').checked?', gift message \"'+$('gmsg').value+'\"':''))}"
    )
    body = (
        "<h2>Checkout: delivery</h2><p>Step 2 of 3</p>"
        "<section><h3>Billing address</h3>"
        "<label>Full name <input id=bname value='Alex Moreno'></label><br>"
        "<label>Street address <input id=bst value='48 Elm Street'></label><br>"
        "<label>City <input id=bcity value='Bristol'></label><br>"
        "<label>Postcode <input id=bpc value='BS1 4DJ'></label><br></section>"
        "<label><input type=checkbox id=same checked> Shipping address is the same as billing</label><br>"
        f"<section id=ship hidden><h3>Shipping address</h3>{fields}"
        "<button id=saved>Use a saved address</button></section>"
        f"<fieldset><legend>Delivery speed</legend>{radios}</fieldset>"
        "<label><input type=checkbox id=gift> This order is a gift</label><br>"
        "<div id=giftbox hidden><label>Gift message <textarea id=gmsg rows=2></textarea></label></div>"
        "<button onclick=\"show('back to cart')\">Back to cart</button>"
        f"<button id=go>{go}</button>"
    )
    if other:
        instruction = _phrase(
            seed,
            [
                f'Untick "same as billing", enter {street} as the shipping street and {city} as the city, then click {go}',
                f"ship to a different address: uncheck same as billing, street {street}, city {city}, then {go.lower()}",
                f"Clear the same-as-billing box, type '{street}' and '{city}' in the shipping address's Street address and City, and hit {go}",
            ],
        )
        expected = f"shipping to {street}, {city} by Standard"
    else:
        label = "Express" if speed == "Express" else "Saturday delivery"
        instruction = _phrase(
            seed,
            [
                f'Choose {label}, tick "This order is a gift" with the message "{message}", then click {go}',
                f"pick {label.lower()}, mark it as a gift, gift message {message}, and {go.lower()}",
                f"Select {label} delivery, check the gift box, write '{message}' as the gift message and hit {go}",
            ],
        )
        expected = f'shipping to billing address 48 Elm Street, Bristol by {speed}, gift message "{message}"'
    return Task(f"shipping-{seed}", "shipping", seed, True, page_html(body, script), instruction, expected)


def adoption_task(seed: int) -> Task:
    rng = random.Random(f"adoption{seed}")
    pets = [
        ("Biscuit", "Beagle mix, 3 years", False),
        ("Luna", "Tabby cat, 2 years", False),
        ("Pepper", "Border collie, 5 years", False),
        ("Rex", "German shepherd, 7 years", True),
        ("Mochi", "Dwarf rabbit, 1 year", False),
        ("Luna Belle", "Siamese cat, 4 years", False),
    ]
    rng.shuffle(pets)
    pet = pick("adoption", seed, ["Biscuit", "Luna", "Pepper", "Mochi"])
    homes = ["House with a garden", "House without a garden", "Flat or apartment", "Farm or rural property"]
    home = pick("adoption-home", seed, homes)
    msg = pick(
        "adoption-msg",
        seed,
        ["We work from home", "Looking for a running buddy", "First time adopting", "We have a fenced yard"],
    )
    with_msg = seed >= 2  # seeds 0, 1: tick "I have other pets"; 2, 3: a message instead
    send = rng.choice(["Send enquiry", "Send", "Submit enquiry"])
    delay = rng.choice([0, 250, 500])
    cards = ""
    for name, desc, pending in pets:
        btn = (
            "<button disabled>Enquire</button> <em>Adoption pending</em>"
            if pending
            else f"<button class=enq data-pet='{name}'>Enquire</button>"
        )
        cards += (
            f"<article class=pet><h3>{name}</h3><p>{desc}</p>"
            f"<button onclick=\"show('saved to favourites')\">Save to favourites</button> {btn}</article>"
        )
    radios = "".join(f"<label><input type=radio name=home value='{h}'> {h}</label><br>" for h in homes)
    script = (
        "let pet='';document.querySelectorAll('.enq').forEach(b=>b.onclick=()=>{pet=b.dataset.pet;$('form').hidden=true;"
        f"setTimeout(()=>{{$('fh').textContent='Enquire about '+pet;$('form').hidden=false}},{delay})}});"
        "$('cancel').onclick=()=>{$('form').hidden=true;pet='';show('enquiry cancelled')};"
        "$('filter').onclick=()=>show('filter: '+$('species').value);"
        "$('send').onclick=()=>{if(!pet){show('choose a pet');return}"
        "const h=document.querySelector('input[name=home]:checked');if(!h){show('tell us about your home');return}"
        "show('enquiry about '+pet+': '+h.value+($('others').checked?', other pets':'')"
        "+($('kids').checked?', children':'')+($('msg').value.trim()?', message \"'+$('msg').value+'\"':''))}"
    )
    body = (
        "<h2>Meet our animals</h2><p>Signed in as Jordan Lee (jordan.lee@example.com)</p>"
        "<label>Species <select id=species><option>All</option><option>Dogs</option><option>Cats</option>"
        "<option>Small animals</option></select></label> <button id=filter>Apply filter</button>"
        f"{cards}"
        "<section id=form hidden><h3 id=fh>Enquire</h3>"
        "<label>Phone (optional) <input id=phone type=tel></label><br>"
        f"<fieldset><legend>Your home</legend>{radios}</fieldset>"
        "<label><input type=checkbox id=others> I have other pets</label><br>"
        "<label><input type=checkbox id=kids> I have children under 10</label><br>"
        "<label>Message <textarea id=msg rows=3></textarea></label><br>"
        f"<button id=cancel>Cancel</button><button id=send>{send}</button></section>"
    )
    if with_msg:
        instruction = _phrase(
            seed,
            [
                f'Enquire about {pet}, choose "{home}", write the message "{msg}" and click {send}',
                f"click Enquire on {pet}'s card, pick {home.lower()} as the home, message: {msg}, then {send.lower()}",
                f"Open the enquiry for {pet}, select {home}, type '{msg}' in Message and hit {send}",
            ],
        )
        expected = f'enquiry about {pet}: {home}, message "{msg}"'
    else:
        instruction = _phrase(
            seed,
            [
                f'Enquire about {pet}, choose "{home}", tick I have other pets and click {send}',
                f"click Enquire for {pet}, home is {home.lower()}, we have other pets, then {send.lower()}",
                f"Open the enquiry for {pet}, select {home} and check 'I have other pets', then hit {send}",
            ],
        )
        expected = f"enquiry about {pet}: {home}, other pets"
    return Task(f"adoption-{seed}", "adoption", seed, True, page_html(body, script), instruction, expected)


def bike_task(seed: int) -> Task:
    rng = random.Random(f"bike{seed}")
    stations = ["Central Station", "Riverside Park", "Old Town Square", "University Campus"]
    station = pick("bike", seed, stations)
    hours = pick("bike-hours", seed, ["2", "3", "4", "5"])
    date = pick("bike-date", seed, ["2026-06-20", "2026-07-03", "2026-07-18", "2026-08-09"])
    with_date = seed >= 2  # seeds 2, 3: also change the date
    order = [*stations]
    rng.shuffle(order)
    order.insert(rng.randint(1, 3), "Harbour Gate")
    go = rng.choice(["Reserve bike", "Reserve", "Book bike"])
    opts = "<option value=''>Choose a station</option>" + "".join(
        f"<option disabled value='{s}'>{s} (closed)</option>"
        if s == "Harbour Gate"
        else f"<option>{s}</option>"
        for s in order
    )
    bikes = [
        ("City bike", "City bike ($4 per hour)", " checked"),
        ("E-bike", "E-bike ($9 per hour)", ""),
        ("Cargo bike", "Cargo bike (none left)", " disabled"),
    ]
    radios = "".join(
        f"<label><input type=radio name=bike value='{v}'{a}> {t}</label><br>" for v, t, a in bikes
    )
    script = (
        "let h=1;const upd=()=>{$('hrs').textContent=h+(h===1?' hour':' hours');$('dec').disabled=h<=1;"
        "$('inc').disabled=h>=8};upd();"
        "$('inc').onclick=()=>{if(h<8)h++;upd()};$('dec').onclick=()=>{if(h>1)h--;upd()};"
        "$('avail').onclick=()=>show('3 bikes available');"
        "$('clear').onclick=()=>{h=1;upd();$('station').value='';show('cleared')};"
        "$('go').onclick=()=>{if(!$('station').value){show('choose a pick-up station');return}"
        "if(!$('date').value){show('choose a date');return}"
        "const b=document.querySelector('input[name=bike]:checked').value;"
        "show('reserved '+b+' at '+$('station').value+' on '+$('date').value+' for '+h+(h===1?' hour':' hours')"
        "+($('helmet').checked?', with helmet':'')+($('lock').checked?', with lock':''))}"
    )
    body = (
        "<h2>Rent a bike</h2>"
        f"<label>Pick-up station <select id=station>{opts}</select></label><br>"
        "<label>Date <input id=date type=date value='2026-06-14'></label><br>"
        "<div role=group aria-labelledby=hl><span id=hl>Rental length</span> "
        "<button id=dec aria-label='Fewer hours'>−</button> <output id=hrs aria-live=polite></output> "
        "<button id=inc aria-label='More hours'>+</button></div>"
        f"<fieldset><legend>Bike</legend>{radios}</fieldset>"
        "<label><input type=checkbox id=helmet> Add a helmet ($2)</label><br>"
        "<label><input type=checkbox id=lock> Add a lock ($1)</label><br>"
        "<button id=avail>Check availability</button><button id=clear>Clear</button>"
        f"<button id=go>{go}</button>"
    )
    if with_date:
        instruction = _phrase(
            seed,
            [
                f'Pick up at "{station}" on {date} for {hours} hours, then click {go}',
                f"choose {station} as the station, set the date to {date} and the rental length to {hours} hours, then {go.lower()}",
                f"Select {station}, enter {date} as the date, make it {hours} hours and hit {go}",
            ],
        )
        expected = f"reserved City bike at {station} on {date} for {hours} hours"
    else:
        instruction = _phrase(
            seed,
            [
                f'Choose the "{station}" station, set the rental to {hours} hours and click {go}',
                f"pick up from {station} for {hours} hours, then {go.lower()}",
                f"Select {station} as the pick-up station, increase the hours to {hours} and hit {go}",
            ],
        )
        expected = f"reserved City bike at {station} on 2026-06-14 for {hours} hours"
    return Task(f"bike-{seed}", "bike", seed, True, page_html(body, script), instruction, expected)


def review_task(seed: int) -> Task:
    rng = random.Random(f"review{seed}")
    stars = pick("review", seed, ["1", "2", "4", "5"])
    seller = pick("review-seller", seed, ["5", "3", "2", "1"])
    title = pick(
        "review-title",
        seed,
        ["Boils fast but a bit loud", "Stopped working after a week", "Great value", "Lid is hard to open"],
    )
    rate_seller = seed >= 2  # seeds 2, 3: also rate the seller
    post = rng.choice(["Post review", "Submit review", "Publish review"])

    def row(gid: str) -> str:
        return (
            f"<div id={gid}>"
            + "".join(
                f"<button aria-label='{_stars(str(i))}' aria-pressed=false>☆</button>" for i in range(1, 6)
            )
            + "</div>"
        )

    script = (
        "const r={prate:0,srate:0};for(const g of ['prate','srate']){"
        "$(g).querySelectorAll('button').forEach((b,i)=>b.onclick=()=>{r[g]=i+1;"
        "$(g).querySelectorAll('button').forEach((o,j)=>{o.textContent=j<=i?'★':'☆';"
        "o.setAttribute('aria-pressed',String(j===i))})})}"
        ";$('draft').onclick=()=>show('draft saved');"
        "$('cancel').onclick=()=>show('review discarded');"
        "$('post').onclick=()=>{if(!r.prate){show('rate the product first');return}"
        "if(!$('title').value.trim()){show('add a review title');return}"
        "show('posted '+r.prate+'/5 \"'+$('title').value+'\"'+(r.srate?', seller '+r.srate+'/5':', seller not rated'))}"
    )
    body = (
        "<h2>Write a review</h2><p>Brewmaster 1.7 L Electric Kettle, sold by KitchenHub</p>"
        f"<section><h3>How would you rate the product?</h3>{row('prate')}</section>"
        f"<section><h3>How was the seller?</h3>{row('srate')}</section>"
        "<label>Review title <input id=title maxlength=60></label><br>"
        "<label>Your review <textarea id=text rows=4></textarea></label><br>"
        "<label><input type=checkbox id=rec checked> I would recommend this product</label><br>"
        "<button id=cancel>Cancel</button><button id=draft>Save draft</button>"
        f"<button id=post>{post}</button>"
        "<h3>Other reviews</h3><article><h4>Sam, 4 stars</h4><p>Quick to boil.</p>"
        "<button onclick=\"show('marked helpful')\">Helpful</button>"
        "<button onclick=\"show('reported')\">Report</button></article>"
    )
    if rate_seller:
        instruction = _phrase(
            seed,
            [
                f'Give the product {_stars(stars)} and the seller {_stars(seller)}, add the title "{title}", then click {post}',
                f"rate the product {stars}/5 and the seller {seller}/5, title: {title}, then {post.lower()}",
                f"Pick {_stars(stars)} for the product and {_stars(seller)} for the seller, type '{title}' as the review title and hit {post}",
            ],
        )
        expected = f'posted {stars}/5 "{title}", seller {seller}/5'
    else:
        instruction = _phrase(
            seed,
            [
                f'Give the product {_stars(stars)}, title the review "{title}" and click {post}',
                f"rate the product {stars} out of 5, enter {title} as the review title, then {post.lower()}",
                f"Click {_stars(stars)} for the product, type '{title}' in Review title and hit {post}",
            ],
        )
        expected = f'posted {stars}/5 "{title}", seller not rated'
    return Task(f"review-{seed}", "review", seed, True, page_html(body, script), instruction, expected)


def refill_task(seed: int) -> Task:
    rng = random.Random(f"refill{seed}")
    first_pool = ["Metformin 500 mg", "Atorvastatin 20 mg", "Lisinopril 10 mg", "Sertraline 50 mg"]
    second_pool = ["Metformin 850 mg", "Omeprazole 20 mg", "Levothyroxine 50 mcg"]
    med = pick("refill", seed, first_pool)
    med2 = pick("refill-b", seed, second_pool)
    stores = ["Maple Avenue", "Downtown", "Westfield Mall", "Riverside"]
    store = pick("refill-store", seed, stores)
    delivery = seed >= 2  # seeds 0, 1: one medicine, pick up at a store; 2, 3: two, home delivery
    meds = [*first_pool, *second_pool]
    rng.shuffle(meds)
    meds.insert(rng.randint(1, 5), "Amoxicillin 250 mg")
    go = rng.choice(["Request refill", "Submit refill request", "Order refills"])
    delay = rng.choice([0, 250, 500])
    rows = ""
    for i, m in enumerate(meds):
        if m == "Amoxicillin 250 mg":
            rows += (
                f"<div><label><input type=checkbox disabled> {m}</label> <small>No refills left</small> "
                "<button onclick=\"show('renewal requested from your doctor')\">Request renewal</button></div>"
            )
        else:
            rows += (
                f"<div><label><input type=checkbox class=rx value='{m}'> {m}</label> "
                f"<small>{(i % 3) + 1} refills left</small></div>"
            )
    store_opts = "<option value=''>Choose a store</option>" + "".join(f"<option>{s}</option>" for s in stores)
    script = (
        "const how=()=>(document.querySelector('input[name=how]:checked')||{}).value;"
        "document.querySelectorAll('input[name=how]').forEach(r=>r.onchange=()=>setTimeout(()=>{"
        f"$('pickbox').hidden=how()!=='pickup';$('delbox').hidden=how()!=='delivery'}},{delay}));"
        "$('go').onclick=()=>{const ms=[...document.querySelectorAll('.rx:checked')].map(c=>c.value);"
        "if(!ms.length){show('select at least one prescription');return}"
        "const v=how();if(!v){show('choose pick-up or delivery');return}"
        "if(v==='pickup'&&!$('store').value){show('choose a store');return}"
        "show('refill requested: '+ms.join(', ')+(v==='pickup'?', pick up at '+$('store').value:', home delivery'))}"
    )
    body = (
        "<h2>Refill prescriptions</h2><p>Patient: R. Okafor</p>"
        f"<fieldset><legend>Your prescriptions</legend>{rows}</fieldset>"
        "<fieldset><legend>How would you like to get them?</legend>"
        "<label><input type=radio name=how value=pickup> Pick up in store</label><br>"
        "<label><input type=radio name=how value=delivery> Home delivery</label></fieldset>"
        f"<div id=pickbox hidden><label>Store <select id=store>{store_opts}</select></label></div>"
        "<div id=delbox hidden><label>Delivery slot <select id=slot><option>Next available</option>"
        "<option>Morning</option><option>Evening</option></select></label></div>"
        "<button onclick=\"show('transfer form opened')\">Transfer a prescription</button>"
        "<button onclick=\"show('calling the pharmacist')\">Call the pharmacist</button>"
        f"<button id=go>{go}</button>"
    )
    if delivery:
        chosen = [m for m in meds if m in (med, med2)]
        instruction = _phrase(
            seed,
            [
                f'Tick "{med}" and "{med2}", choose Home delivery and click {go}',
                f"refill {med} and {med2}, delivered to my home, then {go.lower()}",
                f"Check {med} and {med2}, pick home delivery, then hit {go}",
            ],
        )
        expected = f"refill requested: {', '.join(chosen)}, home delivery"
    else:
        instruction = _phrase(
            seed,
            [
                f'Tick "{med}", choose Pick up in store, set the store to {store} and click {go}',
                f"refill {med} for pick-up at the {store} store, then {go.lower()}",
                f"Check {med}, select pick up in store and the '{store}' store, then hit {go}",
            ],
        )
        expected = f"refill requested: {med}, pick up at {store}"
    return Task(f"refill-{seed}", "refill", seed, True, page_html(body, script), instruction, expected)


def reply_task(seed: int) -> Task:
    rng = random.Random(f"reply{seed}")
    comments = [
        ("Dana K.", "Made these twice this week, the kids loved them."),
        ("Chef Inés (author)", "Thanks everyone! Ricotta at room temperature helps."),
        ("Dana Moss", "Can I use cottage cheese instead?"),
        ("Priyanka", "Mine came out flat, any tips?"),
        ("Tom B.", "Added blueberries, perfect."),
    ]
    rng.shuffle(comments)
    author = pick("reply", seed, ["Dana K.", "Dana Moss", "Priyanka", "Tom B."])
    text = pick(
        "reply-text",
        seed,
        [
            "Try buttermilk instead",
            "Mine took 3 minutes a side",
            "Lime zest works too",
            "Rest the batter first",
        ],
    )
    notify = seed >= 2  # seeds 2, 3: also tick "Notify me of new replies"
    delay = rng.choice([0, 250, 500])
    arts = ""
    for who, said in comments:
        arts += (
            f"<article class=comment data-who='{who}'><h4>{who}</h4><p>{said}</p>"
            "<button class=like>Like</button> <button class=reply>Reply</button>"
            "<div class=rbox hidden><label>Your reply <textarea class=rtext rows=2></textarea></label><br>"
            "<label><input type=checkbox class=notify> Notify me of new replies</label><br>"
            "<button class=rcancel>Cancel</button><button class=rpost>Post reply</button></div></article>"
        )
    script = (
        "document.querySelectorAll('.comment').forEach(a=>{const box=a.querySelector('.rbox');"
        "a.querySelector('.like').onclick=()=>show('liked '+a.dataset.who);"
        f"a.querySelector('.reply').onclick=()=>setTimeout(()=>{{box.hidden=false;a.querySelector('.rtext').focus()}},{delay});"
        "a.querySelector('.rcancel').onclick=()=>{box.hidden=true;show('reply cancelled')};"
        "a.querySelector('.rpost').onclick=()=>{const t=a.querySelector('.rtext').value.trim();"
        "if(!t){show('write a reply first');return}box.hidden=true;"
        "show('replied to '+a.dataset.who+': '+t+(a.querySelector('.notify').checked?' (notifications on)':''))}});"
        "$('post').onclick=()=>{const t=$('new').value.trim();show(t?'commented: '+t:'write a comment first')}"
    )
    body = (
        "<h2>Lemon Ricotta Pancakes</h2><p>Serves 4, 25 minutes</p>"
        "<button onclick=\"show('recipe saved')\">Save recipe</button>"
        "<button onclick=\"show('printing')\">Print</button>"
        "<h3>Ingredients</h3><ul><li>250 g ricotta</li><li>2 eggs</li><li>1 lemon</li><li>120 g flour</li></ul>"
        "<h3>Comments (5)</h3>"
        "<label>Leave a comment <textarea id=new rows=2></textarea></label><br>"
        "<button id=post>Post comment</button>"
        f"{arts}"
    )
    if notify:
        instruction = _phrase(
            seed,
            [
                f'Reply to {author}\'s comment with "{text}", tick Notify me of new replies and click Post reply',
                f"click Reply under {author}, write {text}, turn on reply notifications, then post the reply",
                f"Answer {author}: hit Reply, type '{text}', check the notify box and press Post reply",
            ],
        )
        expected = f"replied to {author}: {text} (notifications on)"
    else:
        instruction = _phrase(
            seed,
            [
                f'Reply to {author}\'s comment with "{text}" and click Post reply',
                f"click Reply under {author}'s comment, type {text}, then post it",
                f"Hit Reply on the comment by {author}, write '{text}' and press Post reply",
            ],
        )
        expected = f"replied to {author}: {text}"
    return Task(f"reply-{seed}", "reply", seed, True, page_html(body, script), instruction, expected)


def returns_task(seed: int) -> Task:
    rng = random.Random(f"returns{seed}")
    items = [
        "Trail running shoes (size 42)",
        "Merino wool socks (3-pack)",
        "Rain jacket (M)",
        "Insulated water bottle",
    ]
    item = pick("returns", seed, items)
    reasons = ["Too small", "Too large", "Arrived damaged", "Not as described", "Changed my mind"]
    reason = pick("returns-reason", seed, reasons)
    credit = seed >= 2  # seeds 2, 3: refund as store credit
    order = [*items]
    rng.shuffle(order)
    order.insert(rng.randint(1, 3), "Gift card $25")
    go = rng.choice(["Submit return", "Request return", "Start return"])
    reason_opts = "<option value=''>Choose a reason</option>" + "".join(
        f"<option>{r}</option>" for r in reasons
    )
    trs = ""
    for it in order:
        if it.startswith("Gift card"):
            trs += (
                f"<tr><td>{it}</td><td>Qty 1</td><td><label><input type=checkbox disabled> Return this item</label>"
                "</td><td>Not returnable</td></tr>"
            )
        else:
            trs += (
                f"<tr class=item data-item='{it}'><td>{it}</td><td>Qty 1</td>"
                "<td><label><input type=checkbox class=ret> Return this item</label></td>"
                f"<td><label>Reason <select class=why>{reason_opts}</select></label></td></tr>"
            )
    script = (
        "$('go').onclick=()=>{const rows=[...document.querySelectorAll('tr.item')].filter(r=>r.querySelector('.ret').checked);"
        "if(!rows.length){show('select an item to return');return}"
        "for(const r of rows){if(!r.querySelector('.why').value){show('choose a reason for '+r.dataset.item);return}}"
        "const m=document.querySelector('input[name=refund]:checked').value;"
        "show('return: '+rows.map(r=>r.dataset.item+' ('+r.querySelector('.why').value+')').join('; ')+', refund to '+m)};"
        "$('cancel').onclick=()=>show('return cancelled');$('help').onclick=()=>show('chat opened')"
    )
    body = (
        "<h2>Return items from order #48213</h2><p>Delivered on 2026-04-02. Returns are free within 30 days.</p>"
        "<table><thead><tr><th>Item</th><th>Qty</th><th></th><th></th></tr></thead>"
        f"<tbody>{trs}</tbody></table>"
        "<fieldset><legend>Refund to</legend>"
        "<label><input type=radio name=refund value='original payment method' checked> Original payment method</label><br>"
        "<label><input type=radio name=refund value='store credit'> Store credit (+10% bonus)</label></fieldset>"
        "<label>Return method <select id=method><option>Drop off at a parcel shop</option>"
        "<option>Schedule a pickup ($4.95)</option></select></label><br>"
        "<button id=help>Contact support</button><button id=cancel>Cancel</button>"
        f"<button id=go>{go}</button>"
    )
    if credit:
        instruction = _phrase(
            seed,
            [
                f'Return the "{item}" because "{reason}", refund it as store credit and click {go}',
                f"tick Return this item for {item}, set its reason to {reason.lower()}, choose store credit, then {go.lower()}",
                f"Check {item}, pick {reason} as its reason, select Store credit and hit {go}",
            ],
        )
        expected = f"return: {item} ({reason}), refund to store credit"
    else:
        instruction = _phrase(
            seed,
            [
                f'Return the "{item}" with the reason "{reason}" and click {go}',
                f"tick Return this item on the {item} row, reason {reason.lower()}, then {go.lower()}",
                f"Check {item} for return, choose {reason} as the reason and hit {go}",
            ],
        )
        expected = f"return: {item} ({reason}), refund to original payment method"
    return Task(f"returns-{seed}", "returns", seed, True, page_html(body, script), instruction, expected)


FRESH5_KINDS: tuple[Callable[[int], Task], ...] = (
    hotel_task,
    expense_task,
    shipping_task,
    adoption_task,
    bike_task,
    review_task,
    refill_task,
    reply_task,
    returns_task,
)


def fresh5_tasks() -> list[Task]:
    """Every task of the fifth fresh set: each kind at each seed (even seed = dev, odd = held-out)."""
    return [make(seed) for make in FRESH5_KINDS for seed in FRESH5_SEEDS]
