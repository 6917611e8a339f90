"""A fresh agent corpus: six task families nobody tuned the agent on, written blind to how it works.

Three single-page families (newsletter preferences, a delivery address form, account settings with
switches) and three two-page ones (product page -> basket -> order, job board -> job posting -> apply,
appointment slot -> confirm page). Four seeds each (even = dev, odd = held-out, as ``Task.split``);
the seed picks the values and the wording style. Every page is small, self-contained (inline JS, no
external resources) and carries distractors: other buttons, links and fields a sloppy agent could use.
State between pages travels the way a static site would carry it: ``localStorage`` or the query string.
Each check is true only on the final page of a correct run (a saved / confirmed record that matches).

``fresh_corpus()`` returns all 24 tasks. The ``*_values(seed)`` functions expose what each task asks for.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_agent import Task

SEEDS = range(4)

STYLE = (
    "body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:16px}"
    "header,footer{display:flex;gap:14px;padding:8px 0;border-bottom:1px solid #ddd}"
    "footer{border-top:1px solid #ddd;border-bottom:0;margin-top:28px;font-size:13px}"
    "label{display:block;margin:6px 0}fieldset{margin:12px 0}button{margin:4px 6px 4px 0}"
    ".muted{color:#666}.error{color:#b00020}.ok{color:#176b25}.row{display:flex;gap:12px;"
    "align-items:center;justify-content:space-between;max-width:420px;padding:4px 0}"
    "[aria-pressed=true]{font-weight:bold;outline:2px solid #2a5bd7}"
    "[role=switch][aria-checked=true]{background:#2a5bd7;color:#fff}li{margin:6px 0}"
)

FIRST = ["Maria", "Tom", "Aisha", "Lukas", "Sofia", "Kenji", "Priya", "Jonas", "Elena", "Omar"]
LAST = ["Keller", "Osei", "Novak", "Ramos", "Lindqvist", "Tanaka", "Byrne", "Haddad"]


def _js(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _html(title: str, body: str, script: str = "") -> str:
    tail = f"<script>{script}</script>" if script else ""
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>"
        f"<title>{title}</title><style>{STYLE}</style></head><body>{body}{tail}</body></html>"
    )


def _record_check(elem_id: str, attr: str, want: dict[str, Any], path: str) -> str:
    """True when the element's ``data-<attr>`` JSON record holds every key of ``want`` with that value."""
    return (
        f"(() => {{ if (location.pathname !== {_js(path)}) return false;"
        f" const el = document.getElementById({_js(elem_id)});"
        f" const raw = el && el.dataset.{attr}; if (!raw) return false;"
        f" const got = JSON.parse(raw); const want = {_js(want)};"
        " return Object.keys(want).every((k) => JSON.stringify(got[k]) === JSON.stringify(want[k])); })()"
    )


def _person(rng: random.Random) -> tuple[str, str]:
    return rng.choice(FIRST), rng.choice(LAST)


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


# ---- 1. newsletter preferences (single) -----------------------------------------------------------
TOPICS = ["Science", "Travel", "Cooking", "Technology", "Sports", "Finance"]
FREQUENCIES = ["Daily", "Weekly", "Fortnightly", "Monthly"]

NEWSLETTER_JS = """
const status = document.getElementById('status');
document.getElementById('save').addEventListener('click', () => {
  const email = document.getElementById('email').value.trim();
  const topics = [...document.querySelectorAll('input[name=topic]:checked')].map((c) => c.value).sort();
  const freq = document.querySelector('input[name=freq]:checked');
  if (!/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(email)) {
    status.className = 'error'; status.textContent = 'Please enter a valid email address.'; return;
  }
  if (!topics.length) { status.className = 'error'; status.textContent = 'Pick at least one topic.'; return; }
  const saved = {email, topics, frequency: freq ? freq.value : null,
                 partners: document.getElementById('partners').checked};
  status.dataset.saved = JSON.stringify(saved);
  status.className = 'ok';
  status.textContent = 'Preferences saved for ' + email + '.';
});
document.getElementById('unsub').addEventListener('click', () => {
  document.querySelectorAll('input[type=checkbox]').forEach((c) => { c.checked = false; });
  delete status.dataset.saved;
  status.className = 'muted'; status.textContent = 'You have been unsubscribed from all emails.';
});
document.getElementById('preview').addEventListener('click', () => {
  document.getElementById('preview-box').hidden = false;
});
"""


def newsletter_values(seed: int) -> dict[str, Any]:
    rng = random.Random(f"newsletter{seed}")
    first, last = _person(rng)
    return {
        "email": f"{first.lower()}.{last.lower()}@example.com",
        "old_email": f"{rng.choice(FIRST).lower()}{rng.randint(10, 99)}@mailbox.test",
        "topics": sorted(rng.sample(TOPICS, rng.choice([1, 2]))),
        "frequency": rng.choice(FREQUENCIES[1:]),  # never the pre-selected Daily
    }


def newsletter(seed: int) -> Task:
    v = newsletter_values(seed)
    email, topics, freq = v["email"], v["topics"], v["frequency"]
    boxes = "".join(f"<label><input type='checkbox' name='topic' value='{t}'> {t}</label>" for t in TOPICS)
    radios = "".join(
        f"<label><input type='radio' name='freq' value='{f}'{' checked' if f == 'Daily' else ''}> {f}</label>"
        for f in FREQUENCIES
    )
    body = (
        "<header><a href='#'>Home</a><a href='#'>Archive</a><a href='#'>My account</a></header>"
        "<h1>Newsletter preferences</h1>"
        "<p class='muted'>Choose what we send you and how often.</p>"
        "<form onsubmit='return false'>"
        f"<label for='email'>Email address</label><input id='email' type='email' value='{v['old_email']}'>"
        f"<fieldset><legend>Topics</legend>{boxes}</fieldset>"
        f"<fieldset><legend>Frequency</legend>{radios}</fieldset>"
        "<label><input type='checkbox' id='partners'> Also send me offers from our partners</label>"
        "<button type='button' id='save'>Save preferences</button>"
        "<button type='button' id='preview'>Preview latest issue</button>"
        "<button type='button' id='unsub'>Unsubscribe from all</button>"
        "</form><p id='status' role='status'></p>"
        "<div id='preview-box' hidden><h2>This week</h2><p>Ten things we learned.</p></div>"
        "<footer><a href='#'>Privacy</a><a href='#'>Contact</a></footer>"
    )
    quoted = _and([f'"{t}"' for t in topics])
    styles = [
        f"Subscribe {email} to the newsletter: tick the {quoted} topic{'s' if len(topics) > 1 else ''}, "
        f'choose "{freq}" delivery and save the preferences.',
        f"Enter {email} as the email address, then select {_and(topics)}, then set the frequency to "
        f"{freq.lower()}, then save.",
        f"Update the newsletter preferences so that {email} gets {freq.lower()} emails about "
        f"{_and(topics)} only, and save them.",
        f'Email: "{email}". Topics: {", ".join(topics)}. Frequency: {freq}. Fill in the newsletter form '
        "with these and save it; do not opt in to partner offers.",
    ]
    want = {"email": email, "topics": topics, "frequency": freq, "partners": False}
    return Task(
        name=f"newsletter-{seed}",
        family="newsletter",
        kind="single",
        seed=seed,
        instruction=styles[seed % 4],
        start="/newsletter",
        pages={"/newsletter": _html("Newsletter preferences", body, NEWSLETTER_JS)},
        check=_record_check("status", "saved", want, "/newsletter"),
    )


# ---- 2. delivery address with a country select (single) ------------------------------------------
ADDRESSES = [
    ("United Kingdom", "221B Baker Street", "London", "NW1 6XE"),
    ("Germany", "Friedrichstraße 43", "Berlin", "10117"),
    ("France", "12 Rue de Rivoli", "Paris", "75004"),
    ("Netherlands", "Damrak 70", "Amsterdam", "1012 LM"),
    ("United States", "350 Fifth Avenue", "New York", "10118"),
    ("Canada", "290 Bremner Blvd", "Toronto", "M5V 3L9"),
    ("Ireland", "7 Grafton Street", "Dublin", "D02 VF65"),
]

ADDRESS_JS = """
const f = (id) => document.getElementById(id);
const msg = f('msg');
f('billing').addEventListener('click', () => {
  f('line1').value = '1 Old Mill Lane'; f('line2').value = 'Unit 4'; f('city').value = 'Leeds';
  f('postcode').value = 'LS1 4AP'; f('country').value = 'United Kingdom';
  msg.className = 'muted'; msg.textContent = 'Billing address copied. Review it and save.';
});
f('cancel').addEventListener('click', () => { msg.className = 'muted'; msg.textContent = 'No changes saved.'; });
f('save').addEventListener('click', () => {
  const rec = {name: f('name').value.trim(), line1: f('line1').value.trim(), line2: f('line2').value.trim(),
               city: f('city').value.trim(), postcode: f('postcode').value.trim(),
               country: f('country').value, type: f('type').value};
  const missing = ['line1', 'city', 'postcode', 'country'].filter((k) => !rec[k]);
  if (missing.length) { msg.className = 'error'; msg.textContent = 'Please fill in: ' + missing.join(', '); return; }
  msg.dataset.saved = JSON.stringify(rec);
  msg.className = 'ok';
  msg.textContent = 'Address saved: ' + [rec.line1, rec.city, rec.postcode, rec.country].join(', ');
});
"""


def address_values(seed: int) -> dict[str, Any]:
    rng = random.Random(f"address{seed}")
    country, street, city, postcode = rng.choice(ADDRESSES)
    first, last = _person(rng)
    default = next(c for c, *_ in ADDRESSES if c != country)
    return {
        "name": f"{first} {last}",
        "country": country,
        "street": street,
        "city": city,
        "postcode": postcode,
        "default_country": default,
    }


def address(seed: int) -> Task:
    v = address_values(seed)
    country, street, city, postcode = v["country"], v["street"], v["city"], v["postcode"]
    options = "".join(
        f"<option{' selected' if c == v['default_country'] else ''}>{c}</option>"
        for c in sorted(c for c, *_ in ADDRESSES)
    )
    body = (
        "<header><a href='#'>Shop</a><a href='#'>Orders</a><a href='#'>Account</a></header>"
        "<h1>Delivery address</h1>"
        "<form onsubmit='return false'>"
        f"<label for='name'>Full name</label><input id='name' value='{v['name']}'>"
        "<label for='line1'>Address line 1</label><input id='line1' autocomplete='address-line1'>"
        "<label for='line2'>Address line 2 (optional)</label><input id='line2' autocomplete='address-line2'>"
        "<label for='city'>Town / City</label><input id='city'>"
        "<label for='postcode'>Postcode / ZIP</label><input id='postcode'>"
        f"<label for='country'>Country</label><select id='country'>{options}</select>"
        "<label for='type'>Address type</label><select id='type'><option>Home</option><option>Work</option>"
        "</select>"
        "<p><button type='button' id='billing'>Use my billing address</button></p>"
        "<button type='button' id='save'>Save address</button>"
        "<button type='button' id='cancel'>Cancel</button>"
        "</form><p id='msg' role='status'></p>"
        "<footer><a href='#'>Delivery info</a><a href='#'>Help</a></footer>"
    )
    styles = [
        f"Change the delivery address to {street}, {city}, {postcode}, {country} and save it.",
        f'Fill in the address form: address line 1 "{street}", city "{city}", postcode "{postcode}", '
        f'country "{country}". Then click Save address.',
        f"Set the country to {country}, then enter {street} as the street, {city} as the city and "
        f"{postcode} as the postcode, then save.",
        f"The customer moved to {street} in {city} ({country}), postcode {postcode}; update the saved "
        "delivery address accordingly.",
    ]
    want = {"line1": street, "line2": "", "city": city, "postcode": postcode, "country": country}
    return Task(
        name=f"address-{seed}",
        family="address",
        kind="single",
        seed=seed,
        instruction=styles[seed % 4],
        start="/address",
        pages={"/address": _html("Delivery address", body, ADDRESS_JS)},
        check=_record_check("msg", "saved", want, "/address"),
    )


# ---- 3. account settings: switches + a language select + save (single) ----------------------------
TOGGLES = [
    ("Email notifications", True),
    ("SMS alerts", False),
    ("Two-factor authentication", False),
    ("Dark mode", False),
    ("Show online status", True),
    ("Weekly summary email", True),
]
LANGUAGES = ["English", "Deutsch", "Español", "Français", "Italiano", "Nederlands"]
TIMEZONES = ["UTC", "Europe/London", "Europe/Berlin", "America/New_York"]

SETTINGS_JS = """
const switches = [...document.querySelectorAll('[role=switch]')];
const initial = switches.map((s) => s.getAttribute('aria-checked'));
const paint = (s) => { s.textContent = s.getAttribute('aria-checked') === 'true' ? 'On' : 'Off'; };
switches.forEach((s) => {
  paint(s);
  s.addEventListener('click', () => {
    s.setAttribute('aria-checked', String(s.getAttribute('aria-checked') !== 'true')); paint(s);
  });
});
const msg = document.getElementById('msg');
document.getElementById('save').addEventListener('click', () => {
  const rec = {};
  switches.forEach((s) => { rec[s.dataset.name] = s.getAttribute('aria-checked') === 'true'; });
  rec.language = document.getElementById('language').value;
  rec.timezone = document.getElementById('timezone').value;
  msg.dataset.saved = JSON.stringify(rec);
  msg.className = 'ok'; msg.textContent = 'Your settings have been saved.';
});
document.getElementById('discard').addEventListener('click', () => {
  switches.forEach((s, i) => { s.setAttribute('aria-checked', initial[i]); paint(s); });
  msg.className = 'muted'; msg.textContent = 'Changes discarded.';
});
document.getElementById('delete').addEventListener('click', () => {
  delete msg.dataset.saved;
  msg.className = 'error'; msg.textContent = 'Your account is scheduled for deletion in 14 days.';
});
"""


def settings_values(seed: int) -> dict[str, Any]:
    rng = random.Random(f"settings{seed}")
    turn_on = rng.choice([n for n, on in TOGGLES if not on])
    turn_off = rng.choice([n for n, on in TOGGLES if on]) if rng.random() < 0.75 else None
    return {"on": turn_on, "off": turn_off, "language": rng.choice(LANGUAGES[1:])}


def settings(seed: int) -> Task:
    v = settings_values(seed)
    on, off, lang = v["on"], v["off"], v["language"]
    rows = "".join(
        f"<div class='row'><span id='t{i}'>{name}</span><button type='button' role='switch' "
        f"aria-labelledby='t{i}' aria-checked='{str(state).lower()}' data-name='{name}'></button></div>"
        for i, (name, state) in enumerate(TOGGLES)
    )
    langs = "".join(f"<option>{lang_}</option>" for lang_ in LANGUAGES)
    zones = "".join(f"<option>{z}</option>" for z in TIMEZONES)
    body = (
        "<header><a href='#'>Dashboard</a><a href='#'>Billing</a><a href='#'>Sign out</a></header>"
        "<h1>Account settings</h1>"
        f"<section><h2>Notifications and privacy</h2>{rows}</section>"
        "<section><h2>Region</h2>"
        f"<label for='language'>Language</label><select id='language'>{langs}</select>"
        f"<label for='timezone'>Time zone</label><select id='timezone'>{zones}</select></section>"
        "<p><button type='button' id='save'>Save changes</button>"
        "<button type='button' id='discard'>Discard changes</button></p>"
        "<p id='msg' role='status'></p>"
        "<section><h2>Danger zone</h2><button type='button' id='delete'>Delete account</button></section>"
    )
    off_a = f", turn off {off}" if off else ""
    off_b = f', disable "{off}"' if off else ""
    off_c = f" and switch {off} off" if off else ""
    off_d = f", {off} = off" if off else ""
    styles = [
        f"In the account settings, turn on {on}{off_a}, change the language to {lang} and save the changes.",
        f'Enable "{on}"{off_b}, then set the language to "{lang}", then click Save changes.',
        f"Switch the interface language to {lang} and switch {on} on{off_c}; save when you are done.",
        f"Settings to apply and save: {on} = on{off_d}, language = {lang}. Leave everything else as it is.",
    ]
    want: dict[str, Any] = {name: state for name, state in TOGGLES}
    want[on] = True
    if off:
        want[off] = False
    want["language"] = lang
    want["timezone"] = "UTC"
    return Task(
        name=f"settings-{seed}",
        family="settings",
        kind="single",
        seed=seed,
        instruction=styles[seed % 4],
        start="/settings",
        pages={"/settings": _html("Account settings", body, SETTINGS_JS)},
        check=_record_check("msg", "saved", want, "/settings"),
    )


# ---- 4. product page (size / colour / quantity) -> basket -> place order (two) --------------------
PRODUCTS = [
    ("Trail Running Shoe", "89.00", ["40", "41", "42", "43", "44", "45"], ["Black", "Blue", "Grey"]),
    ("Merino Wool Sweater", "65.00", ["XS", "S", "M", "L", "XL"], ["Navy", "Oatmeal", "Forest Green"]),
    ("Rain Jacket", "120.00", ["S", "M", "L", "XL", "XXL"], ["Yellow", "Black", "Olive"]),
    ("Linen Shirt", "45.00", ["S", "M", "L", "XL"], ["White", "Sand", "Sky Blue"]),
]

PRODUCT_JS = """
const f = (id) => document.getElementById(id);
const basket = () => JSON.parse(localStorage.getItem('basket') || '[]');
const count = () => { f('count').textContent = basket().reduce((n, l) => n + l.qty, 0); };
const add = (line) => { localStorage.setItem('basket', JSON.stringify([...basket(), line])); count(); };
count();
f('add').addEventListener('click', () => {
  const size = f('size').value;
  if (!size) { f('msg').className = 'error'; f('msg').textContent = 'Please choose a size.'; return; }
  const qty = Math.max(1, parseInt(f('qty').value, 10) || 1);
  add({name: PRODUCT, size, colour: f('colour').value, qty});
  f('msg').className = 'ok';
  f('msg').innerHTML = 'Added to basket. <a href="/basket">Go to basket</a>';
});
document.querySelectorAll('.extra').forEach((b) => b.addEventListener('click', () => {
  add({name: b.dataset.name, size: 'One size', colour: '', qty: 1});
  f('msg').className = 'ok'; f('msg').textContent = b.dataset.name + ' added to basket.';
}));
f('wish').addEventListener('click', () => { f('msg').className = 'muted'; f('msg').textContent = 'Saved to your wishlist.'; });
f('guide').addEventListener('click', (e) => { e.preventDefault(); f('guide-box').hidden = false; });
"""

BASKET_JS = """
const f = (id) => document.getElementById(id);
const basket = () => JSON.parse(localStorage.getItem('basket') || '[]');
const render = () => {
  const lines = basket();
  f('lines').innerHTML = lines.map((l, i) => '<li>' + l.name + ' (size ' + l.size + (l.colour ? ', ' + l.colour : '')
    + ') x ' + l.qty + ' <button type="button" data-i="' + i + '" class="rm">Remove</button></li>').join('');
  f('empty').hidden = lines.length > 0;
  f('place').disabled = lines.length === 0;
  document.querySelectorAll('.rm').forEach((b) => b.addEventListener('click', () => {
    const ls = basket(); ls.splice(Number(b.dataset.i), 1); localStorage.setItem('basket', JSON.stringify(ls)); render();
  }));
};
render();
f('coupon-apply').addEventListener('click', () => { f('coupon-msg').textContent = 'This code is not valid.'; });
f('place').addEventListener('click', () => {
  const lines = basket();
  if (!lines.length) return;
  const done = f('done');
  done.dataset.order = JSON.stringify(lines);
  done.className = 'ok';
  done.textContent = 'Thank you! Your order #' + (4100 + lines.length) + ' has been placed.';
  localStorage.removeItem('basket');
  f('place').disabled = true;
});
"""


def product_values(seed: int) -> dict[str, Any]:
    rng = random.Random(f"product{seed}")
    name, price, sizes, colours = rng.choice(PRODUCTS)
    extra = rng.choice(["colour", "qty"])
    return {
        "product": name,
        "price": price,
        "sizes": sizes,
        "colours": colours,
        "size": rng.choice(sizes),
        "colour": rng.choice(colours[1:]) if extra == "colour" else None,
        "qty": rng.choice([2, 3]) if extra == "qty" else 1,
    }


def product(seed: int) -> Task:
    v = product_values(seed)
    name, size, colour, qty = v["product"], v["size"], v["colour"], v["qty"]
    sizes = "<option value=''>Choose a size</option>" + "".join(f"<option>{s}</option>" for s in v["sizes"])
    colours = "".join(f"<option>{c}</option>" for c in v["colours"])
    extras = "".join(
        f"<li>{n} ({p}) <button type='button' class='extra' data-name='{n}'>Add to basket</button></li>"
        for n, p in [("Cotton Socks 3-pack", "12.00"), ("Steel Water Bottle", "19.00")]
    )
    body = (
        "<header><a href='#'>New in</a><a href='#'>Sale</a><a href='/basket'>Basket (<span id='count'>0</span>)"
        "</a></header>"
        f"<h1>{name}</h1><p>£{v['price']}</p>"
        "<form onsubmit='return false'>"
        f"<label for='size'>Size</label><select id='size'>{sizes}</select> <a href='#' id='guide'>Size guide</a>"
        f"<label for='colour'>Colour</label><select id='colour'>{colours}</select>"
        "<label for='qty'>Quantity</label><input id='qty' type='number' min='1' max='10' value='1'>"
        "<p><button type='button' id='add'>Add to basket</button>"
        "<button type='button' id='wish'>Add to wishlist</button></p></form>"
        "<p id='msg' role='status'></p><div id='guide-box' hidden>Sizes run true to fit.</div>"
        f"<h2>Customers also bought</h2><ul>{extras}</ul>"
    )
    basket_body = (
        "<header><a href='/product'>Continue shopping</a><a href='#'>Help</a></header>"
        "<h1>Your basket</h1><ul id='lines'></ul><p id='empty'>Your basket is empty.</p>"
        "<label for='coupon'>Discount code</label><input id='coupon'>"
        "<button type='button' id='coupon-apply'>Apply code</button><span id='coupon-msg'></span>"
        "<p><button type='button' id='place'>Place order</button></p><p id='done' role='status'></p>"
    )
    if colour:
        a, b, c, d = (
            f" in {colour}",
            f' and colour "{colour}"',
            f", colour {colour}",
            f"set the colour to {colour}",
        )
    else:
        a, b, c, d = f" (quantity {qty})", f" and quantity {qty}", "", f"set the quantity to {qty}"
    count = {1: "one", 2: "two", 3: "three"}[qty]
    styles = [
        f"Order the {name} in size {size}{a}: add it to the basket, open the basket and place the order.",
        f'On the {name} page choose size "{size}"{b}, click Add to basket, then go to the basket and '
        "place the order.",
        f"I need {count} {name}{'s' if qty > 1 else ''} in size {size}{c}; put {'them' if qty > 1 else 'it'} "
        "in the basket and complete the order.",
        f"For the {name}, select size {size}, then {d}, then add to basket, then proceed to the basket and place the order.",
    ]
    want_line: dict[str, Any] = {"name": name, "size": size, "qty": qty}
    if colour:
        want_line["colour"] = colour
    check = (
        "(() => { if (location.pathname !== '/basket') return false;"
        " const el = document.getElementById('done'); const raw = el && el.dataset.order;"
        " if (!raw) return false; const lines = JSON.parse(raw);"
        f" const want = {_js(want_line)};"
        " return lines.length === 1 && Object.keys(want).every((k) => lines[0][k] === want[k]); })()"
    )
    return Task(
        name=f"product-{seed}",
        family="product",
        kind="two",
        seed=seed,
        instruction=styles[seed % 4],
        start="/product",
        pages={
            "/product": _html(name, body, f"const PRODUCT = {_js(name)};" + PRODUCT_JS),
            "/basket": _html("Basket", basket_body, BASKET_JS),
        },
        check=check,
    )


# ---- 5. job board: search / filter -> job posting -> apply (two) ---------------------------------
JOBS = [
    ("Backend Engineer", "Engineering", "Berlin"),
    ("Backend Engineer", "Engineering", "Lisbon"),
    ("Senior Backend Engineer", "Engineering", "Berlin"),
    ("Data Analyst", "Analytics", "London"),
    ("Data Analyst", "Analytics", "Remote"),
    ("Product Designer", "Design", "Lisbon"),
    ("Product Designer", "Design", "Berlin"),
    ("QA Engineer", "Engineering", "Remote"),
    ("QA Engineer", "Engineering", "London"),
    ("Customer Support Specialist", "Support", "Lisbon"),
    ("Marketing Manager", "Marketing", "London"),
    ("Frontend Engineer", "Engineering", "Remote"),
]
TARGET_JOBS = [0, 1, 3, 5, 6, 8]  # a title also posted in another city, never "Remote"

JOBS_JS = """
const f = (id) => document.getElementById(id);
const item = (j) => '<li><a href="/job?id=' + j.id + '">' + j.title + '</a> <span class="muted">' + j.dept
  + ' &middot; ' + j.city + '</span> <button type="button" class="save">Save</button></li>';
const show = (title, jobs) => {
  f('heading').textContent = title;
  f('results').innerHTML = jobs.length ? jobs.map(item).join('') : '<li>No jobs match your search.</li>';
  document.querySelectorAll('.save').forEach((b) => b.addEventListener('click', () => { b.textContent = 'Saved'; }));
};
show('Latest openings', LATEST.map((id) => JOBS.find((j) => j.id === id)));
f('search').addEventListener('click', () => {
  const q = f('q').value.trim().toLowerCase();
  const city = f('location').value;
  const hits = JOBS.filter((j) => (!q || (j.title + ' ' + j.dept).toLowerCase().includes(q))
    && (city === 'All locations' || j.city === city));
  show(hits.length + ' result' + (hits.length === 1 ? '' : 's'), hits);
});
f('alerts').addEventListener('click', () => { f('alert-msg').textContent = 'Job alert created.'; });
"""

JOB_JS = """
const f = (id) => document.getElementById(id);
const id = Number(new URLSearchParams(location.search).get('id'));
const job = JOBS.find((j) => j.id === id);
if (!job) {
  f('title').textContent = 'Job not found'; f('actions').hidden = true;
} else {
  f('title').textContent = job.title;
  f('meta').textContent = job.dept + ' \\u00b7 ' + job.city;
  f('similar').innerHTML = JOBS.filter((j) => j.id !== id && (j.title === job.title || j.dept === job.dept))
    .slice(0, 3).map((j) => '<li><a href="/job?id=' + j.id + '">' + j.title + ' (' + j.city + ')</a></li>').join('');
}
f('apply').addEventListener('click', () => {
  const st = f('applied');
  st.dataset.job = String(id);
  st.className = 'ok';
  st.textContent = 'Application submitted for ' + job.title + ' in ' + job.city + '. We will be in touch.';
  f('apply').disabled = true;
});
f('save').addEventListener('click', () => { f('save').textContent = 'Saved'; });
f('share').addEventListener('click', () => { f('share-msg').textContent = 'Link copied.'; });
"""


def jobs_values(seed: int) -> dict[str, Any]:
    rng = random.Random(f"jobs{seed}")
    ids = rng.sample(range(100, 1000), len(JOBS))
    jobs = [{"id": i, "title": t, "dept": d, "city": c} for i, (t, d, c) in zip(ids, JOBS, strict=True)]
    target = jobs[
        random.Random("jobs").sample(TARGET_JOBS, len(SEEDS))[seed % len(SEEDS)]
    ]  # distinct per seed
    twin = next(j for j in jobs if j["title"] == target["title"] and j is not target)
    others = [j for j in jobs if j["title"] != target["title"]]
    latest = [twin["id"], *(j["id"] for j in rng.sample(others, 3))]
    rng.shuffle(latest)
    order = jobs[:]
    rng.shuffle(order)
    return {"jobs": order, "target": target, "latest": latest, "filter": seed % 2 == 1}


def jobs(seed: int) -> Task:
    v = jobs_values(seed)
    title, city = v["target"]["title"], v["target"]["city"]
    data = f"const JOBS = {_js(v['jobs'])};"
    locations = "".join(
        f"<option>{c}</option>" for c in ["All locations", "Berlin", "Lisbon", "London", "Remote"]
    )
    board = (
        "<header><a href='#'>Companies</a><a href='#'>Post a job</a><a href='#'>Sign in</a></header>"
        "<h1>Careers at Northwind</h1>"
        "<form onsubmit='return false'>"
        "<label for='q'>Keywords</label><input id='q' placeholder='Job title or team'>"
        f"<label for='location'>Location</label><select id='location'>{locations}</select>"
        "<button type='button' id='search'>Search jobs</button>"
        "<button type='button' id='alerts'>Create job alert</button> <span id='alert-msg'></span></form>"
        "<h2 id='heading'></h2><ul id='results'></ul>"
    )
    posting = (
        "<header><a href='/jobs'>All jobs</a><a href='#'>Life at Northwind</a></header>"
        "<h1 id='title'></h1><p id='meta' class='muted'></p>"
        "<p>You will work with a friendly, cross-functional team on products used by millions.</p>"
        "<div id='actions'><button type='button' id='apply'>Apply now</button>"
        "<button type='button' id='save'>Save job</button><button type='button' id='share'>Share</button>"
        " <span id='share-msg'></span></div><p id='applied' role='status'></p>"
        "<h2>Similar jobs</h2><ul id='similar'></ul>"
    )
    if v["filter"]:
        styles1 = f'Search the job board for "{title}", filter the location to {city}, open that posting and click Apply.'
        styles3 = (
            f"Look up {title} openings, then set the location filter to {city}, then open the matching job, "
            "then apply for it."
        )
    else:
        styles1 = f'Search the job board for "{title}", open the posting located in {city} and click Apply.'
        styles3 = f"Look up {title} openings, then open the one in {city}, then apply for it."
    styles = [
        f"On the careers site, find the {title} job in {city} and apply for it.",
        styles1,
        f"Apply to the {city}-based {title} position (not the one in any other city).",
        styles3,
    ]
    check = (
        "(() => { if (location.pathname !== '/job') return false;"
        " const el = document.getElementById('applied');"
        f" return !!el && el.dataset.job === {_js(str(v['target']['id']))}; }})()"
    )
    return Task(
        name=f"jobs-{seed}",
        family="jobs",
        kind="two",
        seed=seed,
        instruction=styles[seed % 4],
        start="/jobs",
        pages={
            "/jobs": _html("Careers", board, data + f"const LATEST = {_js(v['latest'])};" + JOBS_JS),
            "/job": _html("Job posting", posting, data + JOB_JS),
        },
        check=check,
    )


# ---- 6. appointment: pick a day and a time slot -> confirm page with a name (two) -----------------
DAYS = [
    ("Mon 2 Jun", "Monday 2 June"),
    ("Tue 3 Jun", "Tuesday 3 June"),
    ("Wed 4 Jun", "Wednesday 4 June"),
    ("Thu 5 Jun", "Thursday 5 June"),
    ("Fri 6 Jun", "Friday 6 June"),
]
TIMES = ["09:00", "09:30", "10:00", "10:30", "11:00", "13:30", "14:00", "14:30", "15:00", "16:00"]

BOOK_JS = """
const f = (id) => document.getElementById(id);
let day = DAYS[0], time = null;
const renderDays = () => {
  f('days').innerHTML = DAYS.map((d) => '<button type="button" class="day" aria-pressed="' + (d === day) + '">'
    + d + '</button>').join('');
  document.querySelectorAll('.day').forEach((b) => b.addEventListener('click', () => {
    day = b.textContent; time = null; renderDays(); renderTimes();
  }));
};
const renderTimes = () => {
  f('times').innerHTML = TIMES.map((t) => '<button type="button" class="slot" aria-pressed="' + (t === time) + '"'
    + (TAKEN[day].includes(t) ? ' disabled title="Fully booked"' : '') + '>' + t + '</button>').join('');
  document.querySelectorAll('.slot').forEach((b) => b.addEventListener('click', () => {
    time = b.textContent; renderTimes();
  }));
  f('chosen').textContent = time ? 'Selected: ' + day + ', ' + time : 'No time selected yet.';
  f('continue').disabled = !time;
};
renderDays(); renderTimes();
f('continue').addEventListener('click', () => {
  location.href = '/confirm?' + new URLSearchParams({day, time, with: f('staff').value}).toString();
});
f('callback').addEventListener('click', () => { f('cb-msg').textContent = 'We will call you back within a day.'; });
"""

CONFIRM_JS = """
const f = (id) => document.getElementById(id);
const q = new URLSearchParams(location.search);
const day = q.get('day'), time = q.get('time');
f('summary').textContent = day && time ? day + ' at ' + time + ' with ' + (q.get('with') || 'any practitioner')
  : 'No appointment selected. Please go back and choose a time.';
f('confirm').disabled = !(day && time);
f('confirm').addEventListener('click', () => {
  const name = f('name').value.trim();
  if (!name) { f('result').className = 'error'; f('result').textContent = 'Please enter your name.'; return; }
  f('result').dataset.booking = JSON.stringify({day, time, name, phone: f('phone').value.trim()});
  f('result').className = 'ok';
  f('result').textContent = 'Booking confirmed for ' + name + ' on ' + day + ' at ' + time + '.';
  f('confirm').disabled = true;
});
f('waitlist').addEventListener('click', () => { f('result').className = 'muted'; f('result').textContent = 'Added to the waiting list.'; });
"""


def booking_values(seed: int) -> dict[str, Any]:
    rng = random.Random(f"booking{seed}")
    day_i = rng.randrange(1, len(DAYS))
    time = rng.choice(TIMES)
    taken: dict[str, list[str]] = {}
    for i, (short, _) in enumerate(DAYS):
        pool = [t for t in TIMES if t != time]
        slots = rng.sample(pool, 3)
        if i == 0:
            slots.append(time)  # the target time is fully booked on the pre-selected day
        taken[short] = sorted(slots)
    first, last = _person(rng)
    return {
        "day": DAYS[day_i][0],
        "day_long": DAYS[day_i][1],
        "time": time,
        "name": f"{first} {last}",
        "taken": taken,
    }


def booking(seed: int) -> Task:
    v = booking_values(seed)
    day, time, name = v["day"], v["time"], v["name"]
    data = f"const DAYS = {_js([d for d, _ in DAYS])}; const TIMES = {_js(TIMES)}; const TAKEN = {_js(v['taken'])};"
    book = (
        "<header><a href='#'>Treatments</a><a href='#'>Prices</a><a href='#'>Find us</a></header>"
        "<h1>City Physio - book an appointment</h1>"
        "<label for='staff'>Practitioner</label><select id='staff'><option>Any practitioner</option>"
        "<option>Dr Amal Haddad</option><option>Dr Piotr Zielinski</option></select>"
        "<h2>Day</h2><div id='days'></div><h2>Time</h2><div id='times'></div><p id='chosen'></p>"
        "<p><button type='button' id='continue'>Continue</button>"
        "<button type='button' id='callback'>Request a call back</button> <span id='cb-msg'></span></p>"
    )
    confirm = (
        "<header><a href='/book'>Change time</a><a href='#'>Cancellation policy</a></header>"
        "<h1>Confirm your appointment</h1><p id='summary'></p>"
        "<label for='name'>Your name</label><input id='name' autocomplete='name'>"
        "<label for='phone'>Phone (optional)</label><input id='phone' type='tel'>"
        "<p><button type='button' id='confirm'>Confirm booking</button>"
        "<button type='button' id='waitlist'>Join the waiting list</button></p><p id='result' role='status'></p>"
    )
    styles = [
        f"Book an appointment on {day} at {time} for {name}.",
        f'Pick {day}, then the {time} slot, then continue and confirm the booking under the name "{name}".',
        f"Reserve the {time} slot on {v['day_long']}; the booking should be in the name of {name}.",
        f"Schedule {name} for {time} on {v['day_long']} and confirm it.",
    ]
    return Task(
        name=f"booking-{seed}",
        family="booking",
        kind="two",
        seed=seed,
        instruction=styles[seed % 4],
        start="/book",
        pages={
            "/book": _html("Book an appointment", book, data + BOOK_JS),
            "/confirm": _html("Confirm appointment", confirm, CONFIRM_JS),
        },
        check=_record_check("result", "booking", {"day": day, "time": time, "name": name}, "/confirm"),
    )


# ---- the corpus -----------------------------------------------------------------------------------
FAMILIES: list[Callable[[int], Task]] = [newsletter, address, settings, product, jobs, booking]


def fresh_corpus(seeds: range = SEEDS) -> list[Task]:
    return [family(seed) for family in FAMILIES for seed in seeds]
