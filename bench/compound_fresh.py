"""A fresh set of compound-act tasks nobody tuned on, to measure how the plugin generalises (#17).

Same shape as ``bench_compound``'s tasks (one ``page.act(instruction)`` per task, judged by the page's
``#result`` line), but other kinds of pages and other wording: a search box, a comment textarea, radio
buttons, two native selects, role=switch toggles, a three-field sign-up, quantity inputs in a cart, an
accordion that reveals a field after a click, and a menu button with menu items. Each task asks for 2
to 4 actions. Seeds 0 to 3 per kind; even seeds are the development half, odd seeds the held-out half
(``Task.half``). Written blind to how the plugin reads instructions; run with
``bench_compound.py --set fresh``.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bench_compound import Task, page_html

FRESH_SEEDS = range(4)  # per kind; even = development, odd = held-out

ITEMS = ["lamp", "desk chair", "kettle", "umbrella", "headphones", "backpack", "bike light", "teapot"]
COMMENTS = [
    "Looks good to me",
    "Please fix the typo",
    "Works on my machine",
    "Ship it",
    "Needs a second review",
    "Great write-up",
]
PEOPLE = ["Marta Lind", "Kofi Mensah", "Ines Duarte", "Hugo Berg", "Sana Iqbal", "Leo Novak"]
PASSWORDS = ["Tr0ub4dor", "letmein42", "blue-horse-7", "Qwerty987"]


def search_task(seed: int) -> Task:
    rng = random.Random(f"search{seed}")
    item = rng.choice(ITEMS)
    button = rng.choice(["Search", "Go", "Find"])
    search = (
        "<form id=search onsubmit=\"event.preventDefault();show('results for '+$('q').value)\">"
        "<input id=q type=search placeholder='Search products' aria-label='Search products'>"
        f"<button>{button}</button></form>"
    )
    newsletter = (
        "<h2>Newsletter</h2><label>Email <input id=news></label>"
        "<button onclick=\"show('subscribed '+$('news').value)\">Subscribe</button>"
    )
    parts = [search, newsletter]
    rng.shuffle(parts)
    body = "".join(parts) + "<a href='#help'>Help</a>"
    instruction = rng.choice(
        [
            f"Search for {item}",
            f'type "{item}" in the search box and hit {button}',
            f"Enter {item} into Search products, then click {button}",
            f"search {item} and press the {button.lower()} button",
        ]
    )
    return Task(f"search-{seed}", "search", seed, True, page_html(body), instruction, f"results for {item}")


def comment_task(seed: int) -> Task:
    rng = random.Random(f"comment{seed}")
    text = rng.choice(COMMENTS)
    post = rng.choice(["Post", "Post comment", "Publish"])
    label = rng.choice(["Comment", "Your comment", "Add a comment"])
    body = (
        "<p>Pull request #42: fix the date parser</p>"
        f"<label>{label}<br><textarea id=c rows=3></textarea></label><br>"
        "<button onclick=\"show('preview')\">Preview</button>"
        "<button onclick=\"$('c').value='';show('cancelled')\">Cancel</button>"
        f"<button onclick=\"show('posted: '+$('c').value)\">{post}</button>"
    )
    instruction = rng.choice(
        [
            f'write "{text}" as a comment and click {post}',
            f"Type '{text}' into the {label.lower()} box, then press {post}",
            f'Leave the comment "{text}" and submit it with {post}',
        ]
    )
    return Task(f"comment-{seed}", "comment", seed, True, page_html(body), instruction, f"posted: {text}")


def shipping_task(seed: int) -> Task:
    rng = random.Random(f"shipping{seed}")
    days = {"Standard": "3-5 days", "Express": "1-2 days", "Overnight": "next day", "Pickup": "in store"}
    options = ["Standard", *rng.sample(["Express", "Overnight", "Pickup"], 3)]
    target = rng.choice(options[1:])
    button = rng.choice(["Continue", "Next", "Continue to payment"])
    radios = "".join(
        f"<label><input type=radio name=ship value={o}{' checked' if o == 'Standard' else ''}> "
        f"{o} ({days[o]})</label><br>"
        for o in options
    )
    save = "show('shipping '+document.querySelector('input[name=ship]:checked').value)"
    body = (
        f"<fieldset><legend>Delivery</legend>{radios}</fieldset>"
        f'<button onclick="show(\'back\')">Back</button><button onclick="{save}">{button}</button>'
    )
    instruction = rng.choice(
        [
            f'choose "{target}" shipping, then {button}',
            f"Select the {target} delivery option and press {button}",
            f"pick {target.lower()} shipping and click {button.lower()}",
        ]
    )
    return Task(
        f"shipping-{seed}", "shipping", seed, True, page_html(body), instruction, f"shipping {target}"
    )


def variant_task(seed: int) -> Task:
    rng = random.Random(f"variant{seed}")
    sizes, colours = ["S", "M", "L", "XL"], ["Black", "Red", "Blue", "Green", "White"]
    size, colour = rng.choice(sizes), rng.choice(colours)
    button = rng.choice(["Add to cart", "Add to basket", "Add to bag"])
    size_opts = "".join(f"<option>{s}</option>" for s in sizes)
    colour_opts = "".join(f"<option>{c}</option>" for c in colours)
    add = "show('cart '+$('size').value+' '+$('colour').value)"
    body = (
        "<h2>Rain jacket</h2>"
        f"<label>Size <select id=size><option value=''>Choose a size</option>{size_opts}</select></label>"
        f"<label>Colour <select id=colour><option value=''>Choose a colour</option>{colour_opts}</select></label>"
        f'<button onclick="show(\'wishlisted\')">Add to wishlist</button><button onclick="{add}">{button}</button>'
    )
    short = button.removeprefix("Add to ")
    instruction = rng.choice(
        [
            f"set size to {size} and colour to {colour}, then add to {short}",
            f"Pick size {size}, colour {colour.lower()} and click {button}",
            f'Choose "{colour}" as the color and "{size}" as the size, then press {button}',
        ]
    )
    return Task(
        f"variant-{seed}", "variant", seed, True, page_html(body), instruction, f"cart {size} {colour}"
    )


def switch_task(seed: int) -> Task:
    rng = random.Random(f"switch{seed}")
    names = rng.sample(["Dark mode", "Email alerts", "Auto-save", "Compact view", "Sound effects"], 4)
    targets = rng.sample(names, 1 + (seed // 2) % 2)  # seeds 0, 1: one switch; 2, 3: two
    save = rng.choice(["Save", "Save settings", "Apply"])
    toggle = "this.setAttribute('aria-checked',this.getAttribute('aria-checked')==='true'?'false':'true')"
    rows = "".join(
        f"<div><span id=l{i}>{n}</span> <button role=switch aria-checked=false aria-labelledby=l{i} "
        f'data-name="{n}" onclick="{toggle}" style="width:3em;height:1.5em"></button></div>'
        for i, n in enumerate(names)
    )
    saved = (
        "show('saved: '+[...document.querySelectorAll('[role=switch][aria-checked=true]')]"
        ".map(s=>s.dataset.name).sort().join(', '))"
    )
    body = f'<h2>Preferences</h2>{rows}<button onclick="show(\'reset\')">Reset</button><button onclick="{saved}">{save}</button>'
    if len(targets) == 1:
        (a,) = targets
        instruction = rng.choice(
            [
                f"switch on {a.lower()} and save",
                f"Turn on the {a} switch, then click {save}",
                f"enable {a}, then press {save.lower()}",
            ]
        )
    else:
        a, b = targets
        instruction = rng.choice(
            [
                f"switch on {a.lower()} and {b.lower()} and save",
                f"Turn on {a} and {b}, then click {save}",
                f"enable the {a} and {b} toggles, then press {save}",
            ]
        )
    expected = "saved: " + ", ".join(sorted(targets))
    return Task(f"switch-{seed}", "switch", seed, True, page_html(body), instruction, expected)


def signup_task(seed: int) -> Task:
    rng = random.Random(f"signup{seed}")
    name = rng.choice(PEOPLE)
    email = name.split()[0].lower() + "@example.com"
    password = PASSWORDS[seed % len(PASSWORDS)]
    button = rng.choice(["Create account", "Sign up", "Register"])
    create = "show('account '+$('n').value+' '+$('e').value+' '+$('p').value)"
    body = (
        "<h2>Join us</h2><label>Full name <input id=n></label><br>"
        "<label>E-mail <input id=e type=email></label><br>"
        "<label>Password <input id=p type=password></label><br>"
        "<button onclick=\"show('login')\">Already have an account? Log in</button>"
        f'<button onclick="{create}">{button}</button>'
    )
    instruction = rng.choice(
        [
            f'Create an account with name "{name}", e-mail "{email}" and password "{password}"',
            f"Sign up as {name} with email {email} and password {password}, then click {button}",
            f"fill full name with {name}, email with {email}, password with {password} and press {button}",
        ]
    )
    return Task(
        f"signup-{seed}",
        "signup",
        seed,
        True,
        page_html(body),
        instruction,
        f"account {name} {email} {password}",
    )


def quantity_task(seed: int) -> Task:
    rng = random.Random(f"quantity{seed}")
    products = rng.sample(["Teapot", "Mug", "Kettle", "Tray"], 2)
    target = rng.choice(products)
    n = rng.randint(2, 9)
    button = rng.choice(["Update", "Update cart", "Recalculate"])
    rows = "".join(
        f"<tr><td>{p}</td><td><input type=number min=0 max=10 value=1 id=q{i} "
        f"aria-label='Quantity for {p}'></td><td><button onclick=\"show('removed {p}')\">Remove</button></td></tr>"
        for i, p in enumerate(products)
    )
    update = f"show('{products[0]} '+$('q0').value+', {products[1]} '+$('q1').value)"
    body = (
        f"<table><tr><th>Item</th><th>Quantity</th><th></th></tr>{rows}</table>"
        f'<button onclick="{update}">{button}</button><button onclick="show(\'checkout\')">Checkout</button>'
    )
    instruction = rng.choice(
        [
            f"put {n} in the {target} quantity and click {button}",
            f"Set the quantity of {target} to {n}, then press {button}",
            f"change the {target.lower()} qty to {n} and hit {button.lower()}",
        ]
    )
    counts = {p: (n if p == target else 1) for p in products}
    expected = f"{products[0]} {counts[products[0]]}, {products[1]} {counts[products[1]]}"
    return Task(f"quantity-{seed}", "quantity", seed, True, page_html(body), instruction, expected)


def accordion_task(seed: int) -> Task:
    rng = random.Random(f"accordion{seed}")
    sections = {
        "Gift options": ("Gift message", ["Happy birthday", "Congrats Sam"]),
        "Delivery notes": ("Note for the driver", ["Leave at the door", "Ring twice"]),
        "Promo code": ("Code", ["SPRING25", "WELCOME10"]),
    }
    titles = rng.sample(list(sections), 3)
    target = list(sections)[seed % 3]
    field, values = sections[target]
    value = rng.choice(values)
    delay = rng.choice([0, 300, 600])
    button = rng.choice(["Place order", "Submit", "Confirm order"])
    heads = "".join(
        f"<h3><button aria-expanded=false data-field='{sections[t][0]}' class=head>{t}</button></h3>"
        f"<div class=panel></div>"
        for t in titles
    )
    script = (
        "document.querySelectorAll('.head').forEach(h=>h.onclick=()=>setTimeout(()=>{"
        "const panel=h.parentElement.nextElementSibling;if(panel.childElementCount)return;"
        "h.setAttribute('aria-expanded','true');const l=document.createElement('label');"
        "l.append(h.dataset.field+' ');const i=document.createElement('input');i.dataset.field=h.dataset.field;"
        f"l.append(i);panel.append(l)}},{delay}));"
        "$('order').onclick=()=>show('order placed'+[...document.querySelectorAll('input')]"
        ".filter(i=>i.value).map(i=>', '+i.dataset.field+': '+i.value).join(''))"
    )
    body = f"<h2>Checkout</h2>{heads}<button id=order>{button}</button>"
    instruction = rng.choice(
        [
            f'Open {target}, type "{value}" in the {field.lower()} field and click {button}',
            f"expand the {target.lower()} section, then enter '{value}' as the {field.lower()} and press {button}",
            f'Click {target}, fill {field} with "{value}" and submit with {button}',
        ]
    )
    return Task(
        f"accordion-{seed}",
        "accordion",
        seed,
        True,
        page_html(body, script),
        instruction,
        f"order placed, {field}: {value}",
    )


def menu_task(seed: int) -> Task:
    rng = random.Random(f"menu{seed}")
    files = rng.sample(["report.pdf", "budget.xlsx", "notes.txt", "photo.jpg"], 3)
    target = rng.choice(files)
    item = ["Rename", "Duplicate", "Move to trash", "Download"][seed % 4]
    opener = rng.choice(["Actions", "More", "Options"])
    items = "".join(
        f"<li role=menuitem tabindex=-1>{x}</li>"
        for x in ["Rename", "Duplicate", "Download", "Move to trash"]
    )
    rows = "".join(
        f"<li>{f} <button aria-haspopup=menu aria-expanded=false aria-label='{opener} for {f}' "
        f"data-file='{f}' class=opener>{opener}</button></li>"
        for f in files
    )
    script = (
        "document.querySelectorAll('.opener').forEach(b=>b.onclick=()=>{"
        "document.querySelectorAll('[role=menu]').forEach(m=>m.remove());"
        "const m=document.createElement('ul');m.setAttribute('role','menu');"
        f"m.innerHTML='{items}';b.setAttribute('aria-expanded','true');b.after(m);"
        "m.querySelectorAll('[role=menuitem]').forEach(it=>it.onclick=()=>{"
        "show(it.textContent+' '+b.dataset.file);m.remove();b.setAttribute('aria-expanded','false')})})"
    )
    body = f"<h2>Files</h2><ul>{rows}</ul><a href='#help'>Help</a>"
    instruction = rng.choice(
        [
            f"Open the {opener} menu of {target} and choose {item}",
            f'click {opener} next to {target}, then pick "{item}" from the menu',
            f"For {target}, open {opener.lower()} and select {item.lower()}",
        ]
    )
    return Task(f"menu-{seed}", "menu", seed, True, page_html(body, script), instruction, f"{item} {target}")


FRESH_KINDS: tuple[Callable[[int], Task], ...] = (
    search_task,
    comment_task,
    shipping_task,
    variant_task,
    switch_task,
    signup_task,
    quantity_task,
    accordion_task,
    menu_task,
)


def fresh_tasks() -> list[Task]:
    """Every fresh compound task: each kind at each seed (even seed = dev, odd = held-out)."""
    return [make(seed) for make in FRESH_KINDS for seed in FRESH_SEEDS]
