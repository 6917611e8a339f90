"""A second blind set of agent tasks: six task families written without reading the agent.

Six everyday web-app families, three on one page and three spanning two pages, four seeds each
(24 tasks). The seed picks the values and the instruction's wording style (0 terse imperative,
1 step by step, 2 goal only, 3 a natural sentence with the values in quotes); an even seed is a
dev task, an odd seed a held-out one (``Task.split``).

Single page: ``ticket`` (a support request: subject, category select, priority radios, two
checkboxes), ``recipe`` (a recipe scaler: a +/- servings stepper, unit radios, a checkbox, a
collection select), ``survey`` (two 1-5 rating scales, a select, a comment box revealed by a button,
a checkbox). Two pages: ``library`` (catalogue with look-alike books -> hold form with a branch
select, card number and checkbox), ``transfer`` (a bank transfer form -> a review page with a
confirm step), ``trains`` (a journey search with selects, a date and passenger counts -> a results
page to pick a departure and class).

Every page is self-contained (inline CSS and JS) and carries distractors: nav links, "Save draft" /
"Reset" / "Cancel" style buttons, extra fields and pre-selected wrong values. State crosses pages in
the query string. The final page writes the result as JSON in a ``data-*`` attribute only when its
final button is clicked; each task's ``check`` compares that record with the expected values and
checks ``location.pathname``.
"""

from __future__ import annotations

import html
import json
import random
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_agent import Task

STYLE = (
    "<style>body{font:15px/1.45 system-ui,sans-serif;max-width:44rem;margin:1.5rem auto;padding:0 1rem;"
    "color:#222}nav{display:flex;gap:1rem;padding-bottom:.5rem;border-bottom:1px solid #ddd}"
    "label{display:block;margin:.45rem 0}fieldset{border:1px solid #ccc;margin:.8rem 0}"
    "fieldset label{display:inline-block;margin-right:.8rem}.row{display:flex;gap:.5rem;align-items:center}"
    "button{margin:.3rem .3rem .3rem 0;padding:.3rem .8rem}.note{color:#555;font-size:.9em}"
    "table{border-collapse:collapse;margin:.6rem 0}td,th{padding:.25rem .6rem;text-align:left;"
    "border-bottom:1px solid #eee}[role=status]{font-weight:600}</style>"
)


def _doc(title: str, body: str) -> str:
    return (
        f"<!doctype html><html lang=en><head><meta charset=utf-8><title>{html.escape(title)}</title>"
        f"{STYLE}</head><body>{body}</body></html>"
    )


def _fill(template: str, **values: Any) -> str:
    """Replace each ``__KEY__`` in ``template`` with its value (JSON for non-strings)."""
    for key, value in values.items():
        template = template.replace(
            f"__{key.upper()}__", value if isinstance(value, str) else json.dumps(value)
        )
    return template


def _check(path: str, element_id: str, attr: str, expected: dict[str, Any]) -> str:
    """JS: on ``path``, the JSON in ``element_id``'s ``attr`` has every expected key at its value."""
    return (
        f"(() => {{ if (location.pathname !== {json.dumps(path)}) return false; "
        f"const el = document.getElementById({json.dumps(element_id)}); "
        f"const raw = el && el.getAttribute({json.dumps(attr)}); if (!raw) return false; "
        "let r; try { r = JSON.parse(raw); } catch (e) { return false; } "
        f"const want = {json.dumps(expected, sort_keys=True)}; "
        "return !!r && Object.keys(want).every(k => r[k] === want[k]); })()"
    )


def _distinct(items: list[Any], salt: int, seed: int) -> Any:
    """Item ``seed`` of a fixed shuffle of ``items``: different seeds get different items (while they last)."""
    order = random.Random(salt).sample(items, len(items))
    return order[seed % len(order)]


def _options(items: Iterable[str], selected: str = "") -> str:
    return "".join(
        f"<option{' selected' if item == selected else ''}>{html.escape(item)}</option>" for item in items
    )


# ---- ticket (single): a support request form ------------------------------------------------------
TICKET_SUBJECTS = [
    ("Charged twice for the March invoice", "Billing"),
    ("App crashes when uploading photos", "Technical problem"),
    ("Two-factor codes never arrive", "Account access"),
    ("Please add a dark mode", "Feature request"),
    ("Refund for my cancelled plan", "Billing"),
    ("Export to CSV drops the last column", "Technical problem"),
]
TICKET_CATEGORIES = ["General question", "Billing", "Technical problem", "Account access", "Feature request"]

TICKET_BODY = """<nav><a href="/help">Help centre</a><a href="/support/tickets">My tickets</a>
<a href="/status">System status</a></nav>
<h1>New support request</h1>
<p class=note>Signed in as Jamie Rivera (jamie.rivera@example.com). We usually reply within one working day.</p>
<form id=ticket-form>
<label>Subject <input name=subject size=44></label>
<label>Category <select name=category>__CATEGORIES__</select></label>
<fieldset><legend>Priority</legend>
<label><input type=radio name=priority value=Low> Low</label>
<label><input type=radio name=priority value=Normal checked> Normal</label>
<label><input type=radio name=priority value=High> High</label>
<label><input type=radio name=priority value=Urgent> Urgent</label></fieldset>
<label>Description (optional) <textarea name=description rows=4 cols=44></textarea></label>
<label><input type=checkbox name=updates checked> Email me when there is an update</label>
<label><input type=checkbox name=logs> Include system logs</label>
<button type=button id=draft>Save draft</button><button type=reset>Reset</button>
<button type=submit>Submit request</button>
</form>
<p id=ticket-status role=status></p>
<script>
const f = document.getElementById('ticket-form'), out = document.getElementById('ticket-status');
const el = f.elements;
function rec(status) {
  return {status, subject: el.subject.value.trim(), category: el.category.value, priority: el.priority.value,
          updates: el.updates.checked, logs: el.logs.checked};
}
document.getElementById('draft').onclick = () => {
  out.dataset.ticket = JSON.stringify(rec('draft'));
  out.textContent = 'Draft saved. It has not been sent to support yet.';
};
f.onsubmit = e => {
  e.preventDefault();
  if (!el.subject.value.trim()) { out.textContent = 'Please enter a subject.'; return; }
  out.dataset.ticket = JSON.stringify(rec('submitted'));
  out.textContent = 'Thanks! Request #48213 has been sent to our support team.';
};
</script>"""


def ticket_values(seed: int) -> dict[str, Any]:
    rng = random.Random(1000 + seed)
    subject, category = _distinct(TICKET_SUBJECTS, 1000, seed)
    return {
        "subject": subject,
        "category": category,
        "priority": rng.choice(["Low", "High", "Urgent"]),
        "logs": rng.random() < 0.5,
        "updates": seed % 2 == 0,
    }


def _ticket(seed: int) -> Task:
    v = ticket_values(seed)
    s, c, p = v["subject"], v["category"], v["priority"]
    logs_t = "include system logs" if v["logs"] else "don't include system logs"
    upd_t = "keep email updates on" if v["updates"] else "turn email updates off"
    style = seed % 4
    if style == 0:
        instruction = (
            f"Submit a support request: subject '{s}', category {c}, priority {p}; {logs_t}; {upd_t}."
        )
    elif style == 1:
        instruction = (
            f"1. Type '{s}' as the Subject. 2. Choose the '{c}' category. 3. Set the priority to {p}. "
            f"4. {'Tick' if v['logs'] else 'Leave unticked'} 'Include system logs'. "
            f"5. {'Leave ticked' if v['updates'] else 'Untick'} 'Email me when there is an update'. "
            "6. Click 'Submit request'."
        )
    elif style == 2:
        instruction = (
            f"Make sure that a support request is sent with the subject '{s}', in the {c} category, "
            f"at {p} priority, with system logs {'included' if v['logs'] else 'not included'} and email "
            f"updates {'on' if v['updates'] else 'off'}."
        )
    else:
        instruction = (
            f'Please open a support request titled "{s}" under "{c}", mark it "{p}" priority, '
            f"{'attach' if v['logs'] else 'do not attach'} the system logs and "
            f"{'keep' if v['updates'] else 'do not keep'} the email updates, then send it."
        )
    page = _doc(
        "New support request", _fill(TICKET_BODY, categories=_options(TICKET_CATEGORIES, "General question"))
    )
    expected = {"status": "submitted", **v}
    return Task(
        f"ticket-{seed}",
        "ticket",
        "single",
        seed,
        instruction,
        "/support/new",
        {"/support/new": page},
        _check("/support/new", "ticket-status", "data-ticket", expected),
    )


# ---- recipe (single): scale a recipe with a stepper and save it ---------------------------------
RECIPES: list[tuple[str, int, list[tuple[str, float, str]]]] = [
    (
        "Lemon drizzle cake",
        8,
        [("Self-raising flour", 225, "g"), ("Caster sugar", 225, "g"), ("Milk", 60, "ml")],
    ),
    ("Chickpea curry", 4, [("Chickpeas", 480, "g"), ("Coconut milk", 400, "ml"), ("Spinach", 120, "g")]),
    (
        "Mushroom risotto",
        4,
        [("Arborio rice", 300, "g"), ("Vegetable stock", 1000, "ml"), ("Mushrooms", 250, "g")],
    ),
    ("Banana bread", 6, [("Ripe bananas", 350, "g"), ("Plain flour", 250, "g"), ("Buttermilk", 120, "ml")]),
]
COLLECTIONS = ["Favourites", "Weeknight dinners", "Baking", "Party food", "Batch cooking"]

RECIPE_BODY = """<nav><a href="/recipes">All recipes</a><a href="/planner">Meal planner</a>
<a href="/shopping-list">Shopping list</a></nav>
<h1>__NAME_HTML__</h1>
<p class=note>The original recipe serves __BASE__. Change the servings to scale the ingredients.</p>
<div class=row><span id=serv-label>Servings</span>
<button type=button id=minus aria-label="Decrease servings">&minus;</button>
<output id=servings aria-labelledby=serv-label>__BASE__</output>
<button type=button id=plus aria-label="Increase servings">+</button></div>
<fieldset><legend>Units</legend>
<label><input type=radio name=units value=Metric checked> Metric (g, ml)</label>
<label><input type=radio name=units value=US> US (oz, cups)</label></fieldset>
<label><input type=checkbox id=round> Round to kitchen-friendly amounts</label>
<table><thead><tr><th>Ingredient</th><th>Amount</th></tr></thead><tbody id=ingredients></tbody></table>
<label>Save to collection <select id=collection>__COLLECTIONS__</select></label>
<button type=button id=shop>Add ingredients to shopping list</button><button type=button id=print>Print</button>
<button type=button id=reset>Reset</button><button type=button id=save>Save recipe</button>
<p id=save-status role=status></p>
<script>
const NAME = __NAME__, BASE = __BASE__, ING = __ING__;
let servings = BASE;
const $ = id => document.getElementById(id), status = $('save-status');
function units() { return document.querySelector('input[name=units]:checked').value; }
function amount(q, u) {
  let n = q * servings / BASE, unit = u;
  if (units() === 'US') { if (u === 'g') { n = n / 28.35; unit = 'oz'; } else { n = n / 240; unit = 'cups'; } }
  n = $('round').checked ? (n >= 10 ? Math.round(n / 5) * 5 : Math.round(n * 4) / 4) : Math.round(n * 10) / 10;
  return n + ' ' + unit;
}
function render() {
  $('servings').textContent = servings;
  $('ingredients').innerHTML = ING.map(([n, q, u]) => '<tr><td>' + n + '</td><td>' + amount(q, u) + '</td></tr>').join('');
}
$('minus').onclick = () => { if (servings > 1) servings--; render(); };
$('plus').onclick = () => { if (servings < 16) servings++; render(); };
for (const r of document.querySelectorAll('input[name=units]')) r.onchange = render;
$('round').onchange = render;
$('reset').onclick = () => { servings = BASE; document.querySelector('input[value=Metric]').checked = true;
  $('round').checked = false; render(); status.textContent = ''; };
$('shop').onclick = () => { status.textContent = ING.length + ' ingredients added to your shopping list.'; };
$('print').onclick = () => { status.textContent = 'Preparing a printable version...'; };
$('save').onclick = () => {
  status.dataset.saved = JSON.stringify({recipe: NAME, servings, units: units(), rounded: $('round').checked,
                                         collection: $('collection').value});
  status.textContent = 'Saved ' + NAME + ' (' + servings + ' servings) to ' + $('collection').value + '.';
};
render();
</script>"""


def recipe_values(seed: int) -> dict[str, Any]:
    rng = random.Random(2000 + seed)
    name, base, _ = RECIPES[seed % len(RECIPES)]
    servings = rng.choice([n for n in range(2, 13) if abs(n - base) >= 2])
    return {
        "recipe": name,
        "servings": servings,
        "units": "US" if seed in (0, 3) else "Metric",
        "rounded": rng.random() < 0.5,
        "collection": _distinct(COLLECTIONS[1:], 2001, seed),
    }


def _recipe(seed: int) -> Task:
    v = recipe_values(seed)
    name, base, ingredients = RECIPES[seed % len(RECIPES)]
    n, u, col = v["servings"], v["units"], v["collection"]
    units_t = "US (oz, cups)" if u == "US" else "Metric (g, ml)"
    style = seed % 4
    if style == 0:
        instruction = (
            f"Scale this recipe to {n} servings, units {units_t}, "
            f"{'round' if v['rounded'] else 'do not round'} to kitchen-friendly amounts, "
            f"and save it to the '{col}' collection."
        )
    elif style == 1:
        instruction = (
            f"1. Use the servings buttons to set the servings to {n}. 2. Choose {units_t} units. "
            f"3. {'Tick' if v['rounded'] else 'Leave unticked'} 'Round to kitchen-friendly amounts'. "
            f"4. Pick '{col}' under 'Save to collection'. 5. Click 'Save recipe'."
        )
    elif style == 2:
        instruction = (
            f"Make sure that the {name} recipe is saved to the {col} collection scaled to {n} servings, "
            f"in {units_t} units, with rounding to kitchen-friendly amounts "
            f"{'turned on' if v['rounded'] else 'turned off'}."
        )
    else:
        instruction = (
            f'I\'m cooking for "{n}" people: set the servings to "{n}", switch the units to "{units_t}", '
            f'{"turn on" if v["rounded"] else "leave off"} "Round to kitchen-friendly amounts" and save the '
            f'recipe to my "{col}" collection.'
        )
    body = _fill(
        RECIPE_BODY,
        name_html=html.escape(name),
        name=json.dumps(name),
        base=base,
        ing=[list(i) for i in ingredients],
        collections=_options(COLLECTIONS, "Favourites"),
    )
    path = "/recipes/" + name.lower().replace(" ", "-")
    return Task(
        f"recipe-{seed}",
        "recipe",
        "single",
        seed,
        instruction,
        path,
        {path: _doc(name, body)},
        _check(path, "save-status", "data-saved", v),
    )


# ---- survey (single): two rating scales, a select and a revealed comment box --------------------
CHANNELS = ["Phone", "Live chat", "Email", "Mobile app", "In store"]
COMMENTS = [
    "The agent was friendly but I waited too long",
    "Fixed on the first call",
    "Please make the app easier to find help in",
    "Quick and clear answers",
]


def _scale(name: str, legend: str) -> str:
    radios = "".join(f"<label><input type=radio name={name} value={i}> {i}</label>" for i in range(1, 6))
    return f"<fieldset><legend>{legend}</legend>{radios}</fieldset>"


SURVEY_BODY = """<nav><a href="/">Brightline home</a><a href="/account">My account</a><a href="/help">Help</a></nav>
<h1>How did we do?</h1>
<p class=note>A short survey about your recent contact with Brightline support. It takes about two minutes.</p>
<form id=survey>
__OVERALL__
__EASE__
<label>Which channel did you use most? <select name=channel><option value="">&mdash; Select &mdash;</option>
__CHANNELS__</select></label>
<button type=button id=add-comment aria-expanded=false>Add a comment</button>
<div id=comment-box hidden><label>Your comment <textarea name=comment rows=3 cols=44></textarea></label></div>
<label><input type=checkbox name=contact> You may contact me about my answers</label>
<button type=button id=skip>Skip survey</button><button type=button id=later>Save and finish later</button>
<button type=submit>Submit answers</button>
</form>
<p id=survey-status role=status></p>
<script>
const f = document.getElementById('survey'), el = f.elements, out = document.getElementById('survey-status');
document.getElementById('add-comment').onclick = e => {
  document.getElementById('comment-box').hidden = false; e.target.setAttribute('aria-expanded', 'true');
};
function rec(status) {
  const num = v => v ? Number(v) : null;
  return {status, overall: num(el.overall.value), ease: num(el.ease.value), channel: el.channel.value,
          comment: el.comment.value.trim(), contact: el.contact.checked};
}
document.getElementById('skip').onclick = () => {
  out.dataset.survey = JSON.stringify({status: 'skipped'}); out.textContent = 'Survey skipped.';
};
document.getElementById('later').onclick = () => {
  out.dataset.survey = JSON.stringify(rec('saved')); out.textContent = 'Answers saved. You can finish later.';
};
f.onsubmit = e => {
  e.preventDefault();
  if (!el.overall.value || !el.ease.value) { out.textContent = 'Please answer both rating questions.'; return; }
  out.dataset.survey = JSON.stringify(rec('submitted'));
  out.textContent = 'Thank you for your feedback!';
};
</script>"""


def survey_values(seed: int) -> dict[str, Any]:
    rng = random.Random(3000 + seed)
    overall = rng.randint(1, 5)
    return {
        "overall": overall,
        "ease": rng.choice([i for i in range(1, 6) if i != overall]),
        "channel": _distinct(CHANNELS, 3001, seed),
        "comment": COMMENTS[seed % len(COMMENTS)],
        "contact": seed in (1, 2),
    }


def _survey(seed: int) -> Task:
    v = survey_values(seed)
    o, e, ch, cm = v["overall"], v["ease"], v["channel"], v["comment"]
    style = seed % 4
    if style == 0:
        instruction = (
            f"Fill in the survey: overall satisfaction {o}, ease of getting the problem solved {e}, "
            f"channel {ch}, comment '{cm}', {'allow' if v['contact'] else 'do not allow'} contact. Submit it."
        )
    elif style == 1:
        instruction = (
            f"1. Rate overall satisfaction {o}. 2. Rate how easy it was to get the problem solved {e}. "
            f"3. Choose '{ch}' as the channel used most. 4. Click 'Add a comment' and write '{cm}'. "
            f"5. {'Tick' if v['contact'] else 'Leave unticked'} 'You may contact me about my answers'. "
            "6. Click 'Submit answers'."
        )
    elif style == 2:
        instruction = (
            f"Make sure that the survey is submitted with overall satisfaction {o} out of 5, ease of getting "
            f"the problem solved {e} out of 5, {ch} as the channel used most, the comment '{cm}', and "
            f"permission to contact me {'given' if v['contact'] else 'not given'}."
        )
    else:
        instruction = (
            f'Answer the feedback survey for me: I\'d give "{o}" overall and "{e}" for how easy it was to '
            f'get the problem solved, I mostly used "{ch}", add the comment "{cm}", and '
            f"{'yes, they may' if v['contact'] else 'no, they may not'} contact me about it. Then submit."
        )
    body = _fill(
        SURVEY_BODY,
        overall=_scale(
            "overall",
            "Overall, how satisfied are you with Brightline? (1 = very dissatisfied, 5 = very satisfied)",
        ),
        ease=_scale("ease", "How easy was it to get your problem solved? (1 = very hard, 5 = very easy)"),
        channels=_options(CHANNELS),
    )
    expected = {"status": "submitted", **v}
    return Task(
        f"survey-{seed}",
        "survey",
        "single",
        seed,
        instruction,
        "/feedback",
        {"/feedback": _doc("Customer feedback", body)},
        _check("/feedback", "survey-status", "data-survey", expected),
    )


# ---- library (two pages): find the right book, then place a hold at a branch ----------------------
BOOKS = [
    ("B-2031", "The Quiet Harbour", "Mara Lindqvist", 2019, "Hardback"),
    ("B-2032", "The Quiet Harbour", "J. P. Okafor", 2008, "Paperback"),
    ("B-1177", "Salt and Iron", "Dev Raman", 2021, "Hardback"),
    ("B-1178", "Salt and Iron", "Dev Raman", 2022, "Large print"),
    ("B-3310", "Night Trains of Europe", "Ilse Baptiste", 2016, "Paperback"),
    ("B-3311", "Night Trains", "Cormac Hale", 2011, "Paperback"),
    ("B-4420", "A Field Guide to Moss", "Ruth Engel", 2020, "Paperback"),
    ("B-4421", "Moss and Lichen", "Ruth Engel", 2014, "Hardback"),
]
LIBRARY_TARGETS = ["B-2031", "B-1178", "B-3311", "B-4421"]
BRANCHES = ["Central Library", "Northside", "Riverside", "Eastgate", "Hill Street"]
LIBRARY_NAV = """<nav><a href="/">Home</a><a href="/catalog">Catalogue</a><a href="/events">Events</a>
<a href="/account">My account</a></nav>"""

CATALOG_BODY = (
    LIBRARY_NAV
    + """<h1>Catalogue</h1>
<form id=search role=search><label>Search title or author <input name=q type=search></label>
<button>Search</button></form>
<table><thead><tr><th>Title</th><th>Author</th><th>Year</th><th>Format</th><th>Actions</th></tr></thead>
<tbody>__ROWS__</tbody></table>
<p id=list-status role=status></p>
<script>
document.getElementById('search').onsubmit = e => {
  e.preventDefault();
  const q = e.target.elements.q.value.toLowerCase();
  for (const tr of document.querySelectorAll('tbody tr')) tr.hidden = !tr.textContent.toLowerCase().includes(q);
};
for (const b of document.querySelectorAll('button.list'))
  b.onclick = () => { document.getElementById('list-status').textContent = 'Added to your reading list.'; };
</script>"""
)

RESERVE_BODY = (
    LIBRARY_NAV
    + """<h1>Place a hold</h1>
<p id=book-line></p>
<form id=hold>
<label>Pick up at <select name=branch>__BRANCHES__</select></label>
<label>Library card number <input name=card inputmode=numeric placeholder="e.g. 2900 1234 5678"></label>
<fieldset><legend>Keep the item for me for</legend>
<label><input type=radio name=keep value=7 checked> 7 days</label>
<label><input type=radio name=keep value=14> 14 days</label></fieldset>
<label><input type=checkbox name=sms> Text me when it's ready</label>
<a href="/catalog">Cancel</a> <button type=button id=avail>Check availability</button>
<button type=submit>Place hold</button>
</form>
<p id=hold-status role=status></p>
<script>
const CATALOG = __CATALOG__;
const id = new URLSearchParams(location.search).get('book');
const book = CATALOG[id];
document.getElementById('book-line').textContent = book
  ? book.title + ' by ' + book.author + ' (' + book.year + ', ' + book.format + ')' : 'Unknown item.';
const f = document.getElementById('hold'), el = f.elements, out = document.getElementById('hold-status');
document.getElementById('avail').onclick = () => {
  out.textContent = el.branch.value + ': 1 copy on the shelf, 2 holds waiting.';
};
f.onsubmit = e => {
  e.preventDefault();
  const card = el.card.value.replace(/\\s+/g, '');
  if (!book) { out.textContent = 'This item cannot be reserved.'; return; }
  if (!/^\\d{12}$/.test(card)) { out.textContent = 'Enter your 12-digit library card number.'; return; }
  out.dataset.hold = JSON.stringify({book: id, title: book.title, author: book.author, format: book.format,
    branch: el.branch.value, card, keep: Number(el.keep.value), sms: el.sms.checked});
  out.textContent = 'Hold placed. We will let you know when it is ready at ' + el.branch.value + '.';
};
</script>"""
)


def library_values(seed: int) -> dict[str, Any]:
    rng = random.Random(4000 + seed)
    card = "2900" + "".join(str(rng.randrange(10)) for _ in range(8))
    return {
        "book": LIBRARY_TARGETS[seed % len(LIBRARY_TARGETS)],
        "branch": _distinct(BRANCHES[1:], 4001, seed),
        "card": card,
        "sms": seed % 2 == 1,
    }


def _library(seed: int) -> Task:
    v = library_values(seed)
    _, title, author, _, fmt = next(b for b in BOOKS if b[0] == v["book"])
    br, sms = v["branch"], v["sms"]
    card = " ".join(v["card"][i : i + 4] for i in range(0, 12, 4))
    book_t = f"'{title}' by {author} ({fmt.lower()})"
    please = "please" if sms else "don't"
    style = seed % 4
    if style == 0:
        instruction = (
            f"Reserve {book_t} for pickup at {br} with library card {card}; "
            f"{'text me' if sms else 'no text message'} when it's ready."
        )
    elif style == 1:
        instruction = (
            f"1. In the catalogue, find {book_t} and click its Reserve link. 2. Choose {br} as the pick-up "
            f"branch. 3. Enter library card number {card}. 4. {'Tick' if sms else 'Leave unticked'} "
            "'Text me when it's ready'. 5. Click 'Place hold'."
        )
    elif style == 2:
        instruction = (
            f"Make sure that a hold is placed on {book_t}, to be picked up at the {br} branch, using "
            f"library card {card}, with a text message when it's ready {'turned on' if sms else 'turned off'}."
        )
    else:
        instruction = (
            f'Could you reserve "{title}" by "{author}", the "{fmt}" edition, for me? I\'ll collect it at '
            f'"{br}"; my card number is "{card}", and {please} text me when it\'s ready.'
        )
    rows = "".join(
        f"<tr><td>{html.escape(t)}</td><td>{html.escape(a)}</td><td>{y}</td><td>{f}</td><td>"
        f'<a href="/reserve?book={i}" aria-label="Reserve {html.escape(t)} by {html.escape(a)}, {f}">Reserve</a> '
        "<button type=button class=list>Add to reading list</button></td></tr>"
        for i, t, a, y, f in BOOKS
    )
    catalog = {i: {"title": t, "author": a, "year": y, "format": f} for i, t, a, y, f in BOOKS}
    pages = {
        "/catalog": _doc("Catalogue - Riverton Libraries", _fill(CATALOG_BODY, rows=rows)),
        "/reserve": _doc(
            "Place a hold - Riverton Libraries",
            _fill(RESERVE_BODY, branches=_options(BRANCHES, "Central Library"), catalog=catalog),
        ),
    }
    return Task(
        f"library-{seed}",
        "library",
        "two",
        seed,
        instruction,
        "/catalog",
        pages,
        _check("/reserve", "hold-status", "data-hold", v),
    )


# ---- transfer (two pages): a bank transfer form, then a review page with a confirm step ----------
ACCOUNTS = [
    ("Everyday Current", "4821", "2,340.15"),
    ("Bills Account", "1190", "612.40"),
    ("Easy Saver", "7735", "8,905.00"),
]
PAYEES = ["Northern Energy", "City Council Tax", "Alex Morgan", "Priya Shah", "Greenway Lettings"]
AMOUNTS = [45.0, 120.5, 312.75, 80.0, 1250.0, 64.99]
REFERENCES = ["INV 2291", "FLAT 3 RENT", "GYM JUNE", "SCHOOL TRIP", "ACC 55102"]
BANK_NAV = """<nav><a href="/accounts">Accounts</a><a href="/payments">Payments</a><a href="/transfer">Transfer</a>
<a href="/statements">Statements</a><a href="/logout">Log out</a></nav>"""

TRANSFER_BODY = (
    BANK_NAV
    + """<h1>Make a transfer</h1>
<form id=transfer method=get action="/transfer/review">
<label>From account <select name=from>__ACCOUNTS__</select></label>
<div><label for=payee style="display:inline">To</label>
<select id=payee name=payee><option value="">&mdash; Choose a saved payee &mdash;</option>__PAYEES__</select></div>
<label>Amount (&pound;) <input name=amount type=number step=0.01 min=0.01></label>
<label>Reference <input name=reference maxlength=18></label>
<fieldset><legend>When</legend>
<label><input type=radio name=when value=now checked> Today</label>
<label><input type=radio name=when value=later> On a later date</label>
<label id=later-box hidden>Date <input type=date name=on disabled></label></fieldset>
<button type=button id=template>Save as template</button> <a href="/accounts">Cancel</a>
<button type=submit>Continue</button>
</form>
<p id=form-status role=status></p>
<script>
const f = document.getElementById('transfer');
for (const r of f.elements.when) r.onchange = () => {
  const later = f.elements.when.value === 'later';
  document.getElementById('later-box').hidden = !later; f.elements.on.disabled = !later;
};
document.getElementById('template').onclick = () => {
  document.getElementById('form-status').textContent = 'Template saved. No money has been sent.';
};
</script>"""
)

REVIEW_BODY = (
    BANK_NAV
    + """<h1>Check your transfer</h1>
<table>
<tr><th>From</th><td id=r-from></td></tr><tr><th>To</th><td id=r-payee></td></tr>
<tr><th>Amount</th><td id=r-amount></td></tr><tr><th>Reference</th><td id=r-reference></td></tr>
<tr><th>When</th><td id=r-when></td></tr>
</table>
<p class=note>Payments to saved payees usually arrive within two hours.</p>
<a href="/transfer">Edit details</a> <button type=button id=cancel>Cancel transfer</button>
<button type=button id=confirm>Confirm transfer</button>
<p id=transfer-status role=status></p>
<script>
const q = new URLSearchParams(location.search), out = document.getElementById('transfer-status');
const t = {from: q.get('from') || '', payee: q.get('payee') || '', amount: q.get('amount') ? parseFloat(q.get('amount')) : null,
           reference: (q.get('reference') || '').trim(), when: q.get('when') === 'later' ? (q.get('on') || 'later') : 'today'};
document.getElementById('r-from').textContent = t.from;
document.getElementById('r-payee').textContent = t.payee || '(none)';
document.getElementById('r-amount').textContent = t.amount === null ? '(none)' : '\\u00a3' + t.amount.toFixed(2);
document.getElementById('r-reference').textContent = t.reference || '(none)';
document.getElementById('r-when').textContent = t.when;
document.getElementById('cancel').onclick = () => {
  out.dataset.transfer = JSON.stringify({status: 'cancelled'}); out.textContent = 'Transfer cancelled.';
};
document.getElementById('confirm').onclick = () => {
  if (!t.payee || !t.amount) { out.textContent = 'Some details are missing. Go back and edit them.'; return; }
  out.dataset.transfer = JSON.stringify({status: 'confirmed', ...t});
  out.textContent = 'Done. \\u00a3' + t.amount.toFixed(2) + ' is on its way to ' + t.payee + '.';
};
</script>"""
)


def transfer_values(seed: int) -> dict[str, Any]:
    return {
        "from": ACCOUNTS[1 + seed % 2][0],
        "payee": _distinct(PAYEES, 5001, seed),
        "amount": _distinct(AMOUNTS, 5002, seed),
        "reference": _distinct(REFERENCES, 5003, seed),
    }


def _transfer(seed: int) -> Task:
    v = transfer_values(seed)
    fr, pa, ref = v["from"], v["payee"], v["reference"]
    amt = f"£{v['amount']:.2f}"
    style = seed % 4
    if style == 0:
        instruction = f"Transfer {amt} from {fr} to {pa} today, reference {ref}, and confirm it."
    elif style == 1:
        instruction = (
            f"1. Choose '{fr}' as the From account. 2. Choose the payee '{pa}'. 3. Enter the amount "
            f"{v['amount']:.2f}. 4. Enter the reference '{ref}'. 5. Leave 'When' on Today and click "
            "Continue. 6. On the review page click 'Confirm transfer'."
        )
    elif style == 2:
        instruction = (
            f"Make sure that a transfer of {amt} from the {fr} to {pa} with the reference {ref} "
            "is confirmed today."
        )
    else:
        instruction = (
            f'Please pay "{pa}" "{amt}" out of my "{fr}" today, with "{ref}" as the reference, '
            "and confirm the payment."
        )
    accounts = "".join(
        f'<option value="{n}"{" selected" if k == 0 else ""}>{n} (&bull;&bull;&bull;&bull; {d}) '
        f"&mdash; &pound;{b}</option>"
        for k, (n, d, b) in enumerate(ACCOUNTS)
    )
    pages = {
        "/transfer": _doc(
            "Make a transfer", _fill(TRANSFER_BODY, accounts=accounts, payees=_options(PAYEES))
        ),
        "/transfer/review": _doc("Check your transfer", REVIEW_BODY),
    }
    expected = {"status": "confirmed", "when": "today", **v}
    return Task(
        f"transfer-{seed}",
        "transfer",
        "two",
        seed,
        instruction,
        "/transfer",
        pages,
        _check("/transfer/review", "transfer-status", "data-transfer", expected),
    )


# ---- trains (two pages): a journey search, then pick a departure and class on the results --------
STATIONS = [
    "London Euston",
    "Manchester Piccadilly",
    "Birmingham New Street",
    "Leeds",
    "Liverpool Lime Street",
    "Glasgow Central",
]
TRAINS_NAV = """<nav><a href="/trains">Journey planner</a><a href="/tickets">My tickets</a>
<a href="/offers">Offers</a><a href="/help">Help</a></nav>"""

SEARCH_BODY = (
    TRAINS_NAV
    + """<h1>Find a train</h1>
<form id=search method=get action="/trains/results">
<div class=row><label for=from>From</label> <select id=from name=from>__FROM__</select>
<button type=button id=swap aria-label="Swap From and To">&#8646; Swap</button>
<label for=to>To</label> <select id=to name=to>__TO__</select></div>
<label>Date <input type=date name=date value="2025-06-02"></label>
<button type=button id=add-return>Add a return journey</button>
<label id=return-box hidden>Return date <input type=date name=return disabled></label>
<label>Adults <input type=number name=adults value=1 min=1 max=9></label>
<label>Children (5-15) <input type=number name=children value=0 min=0 max=9></label>
<label>Railcard <select name=railcard><option>No railcard</option><option>16-25 Railcard</option>
<option>Senior Railcard</option><option>Two Together Railcard</option></select></label>
<button type=reset>Clear</button> <button type=submit>Find trains</button>
</form>
<script>
const f = document.getElementById('search');
document.getElementById('swap').onclick = () => {
  const a = f.elements.from.value; f.elements.from.value = f.elements.to.value; f.elements.to.value = a;
};
document.getElementById('add-return').onclick = () => {
  document.getElementById('return-box').hidden = false; f.elements['return'].disabled = false;
};
</script>"""
)

RESULTS_BODY = (
    TRAINS_NAV
    + """<h1>Choose your train</h1>
<p id=summary></p>
<p><a href="/trains">Change search</a> <button type=button id=sort>Sort by price</button></p>
<form id=pick>
<fieldset><legend>Outbound departures</legend><div id=list></div></fieldset>
<label>Ticket class <select name=fareclass><option selected>Standard</option><option>First Class</option></select></label>
<button type=button id=save>Save journey</button> <button type=submit>Continue to booking</button>
</form>
<p id=booking role=status></p>
<script>
const TRAINS = __TRAINS__;
const q = new URLSearchParams(location.search), out = document.getElementById('booking');
const s = {from: q.get('from') || '', to: q.get('to') || '', date: q.get('date') || '',
           adults: parseInt(q.get('adults') || '0', 10), children: parseInt(q.get('children') || '0', 10),
           railcard: q.get('railcard') || ''};
document.getElementById('summary').textContent = s.from + ' to ' + s.to + ' on ' + s.date + ', ' + s.adults +
  ' adult(s), ' + s.children + ' child(ren)' + (s.railcard && s.railcard !== 'No railcard' ? ', ' + s.railcard : '');
function draw(list) {
  const cur = document.querySelector('input[name=train]:checked');
  const keep = cur ? cur.value : list[0].dep;
  document.getElementById('list').innerHTML = list.map(t =>
    '<label style="display:block"><input type=radio name=train value="' + t.dep + '"' + (t.dep === keep ? ' checked' : '') +
    '> ' + t.dep + ' \\u2192 ' + t.arr + ' \\u00b7 ' + t.changes + ' \\u00b7 from \\u00a3' + t.price.toFixed(2) + '</label>').join('');
}
draw(TRAINS);
document.getElementById('sort').onclick = () => draw([...TRAINS].sort((a, b) => a.price - b.price));
document.getElementById('save').onclick = () => { out.textContent = 'Journey saved to My tickets.'; };
const f = document.getElementById('pick');
f.onsubmit = e => {
  e.preventDefault();
  out.dataset.booking = JSON.stringify({...s, depart: f.elements.train.value, fareclass: f.elements.fareclass.value});
  out.textContent = 'Seats held for 15 minutes. Continue to payment to complete your booking.';
};
</script>"""
)


def _train_times(seed: int) -> list[dict[str, Any]]:
    rng = random.Random(6100 + seed)
    start = rng.randrange(6 * 60, 8 * 60)
    trains: list[dict[str, Any]] = []
    for k in range(5):
        dep = start + k * rng.randrange(50, 95)
        dur = rng.randrange(95, 200)
        trains.append(
            {
                "dep": f"{dep // 60:02d}:{dep % 60:02d}",
                "arr": f"{(dep + dur) // 60:02d}:{(dep + dur) % 60:02d}",
                "changes": "Direct" if rng.random() < 0.4 else f"{rng.randint(1, 2)} change(s)",
                "price": round(rng.uniform(18, 140), 2),
            }
        )
    return trains


def trains_values(seed: int) -> dict[str, Any]:
    rng = random.Random(6000 + seed)
    origin = rng.choice(STATIONS[1:])
    dest = rng.choice([s for s in STATIONS if s not in (origin, "Manchester Piccadilly")])
    return {
        "from": origin,
        "to": dest,
        "date": f"2025-07-{rng.randint(3, 28):02d}",
        "adults": [3, 2, 4, 2][seed % 4],
        "children": seed % 2,
        "depart": rng.choice(_train_times(seed)[1:])["dep"],
        "fareclass": "First Class" if seed in (1, 2) else "Standard",
    }


def _trains(seed: int) -> Task:
    v = trains_values(seed)
    fr, to, d, dep, cl = v["from"], v["to"], v["date"], v["depart"], v["fareclass"]
    n_ad, n_ch = v["adults"], v["children"]
    people = f"{v['adults']} adults" + (f" and {v['children']} child" if v["children"] else ", no children")
    style = seed % 4
    if style == 0:
        instruction = f"Search trains {fr} to {to} on {d} for {people}; book the {dep} departure, {cl}."
    elif style == 1:
        instruction = (
            f"1. Set From to '{fr}' and To to '{to}'. 2. Set the date to {d}. 3. Set Adults to {v['adults']} "
            f"and Children to {v['children']}. 4. Click 'Find trains'. 5. On the results pick the {dep} "
            f"departure. 6. Choose '{cl}' as the ticket class. 7. Click 'Continue to booking'."
        )
    elif style == 2:
        instruction = (
            f"Make sure that seats are held on the {dep} train from {fr} to {to} on {d}, in {cl}, "
            f"for {people}."
        )
    else:
        instruction = (
            f'We\'re travelling from "{fr}" to "{to}" on "{d}" — "{n_ad}" adults and "{n_ch}" '
            f'{"child" if n_ch == 1 else "children"}. Find the trains and book the "{dep}" departure in "{cl}".'
        )
    pages = {
        "/trains": _doc(
            "Find a train",
            _fill(
                SEARCH_BODY,
                **{"from": _options(STATIONS, STATIONS[0]), "to": _options(STATIONS, STATIONS[1])},
            ),
        ),
        "/trains/results": _doc("Choose your train", _fill(RESULTS_BODY, trains=_train_times(seed))),
    }
    return Task(
        f"trains-{seed}",
        "trains",
        "two",
        seed,
        instruction,
        "/trains",
        pages,
        _check("/trains/results", "booking", "data-booking", v),
    )


FAMILIES = [_ticket, _recipe, _survey, _library, _transfer, _trains]


def fresh2_corpus(seeds: Iterable[int] = range(4)) -> list[Task]:
    """All tasks: every family at every seed (24 with the default seeds)."""
    seeds = list(seeds)
    return [family(seed) for family in FAMILIES for seed in seeds]
