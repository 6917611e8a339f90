"""An eighth blind set of compound-act tasks, to measure how the plugin generalises beyond what was tuned.

Same shape as the earlier fresh sets (one ``page.act(instruction)`` per task, judged by the page's
``#result`` line), nine kinds of everyday pages none of the earlier sets used: a recipe scaler (a
servings stepper of +/- buttons next to a kitchen-timer stepper with the same buttons, Metric / US unit
radios, a "Leave out pantry staples" checkbox, Add ingredients to shopping list next to Print recipe and
Save to favourites), a wedding RSVP (accept / decline radios, where accepting reveals a meal select per
guest with the same options and a "will attend too" checkbox for the plus-one, Send RSVP next to Save
and finish later), a job-alert subscription (a site search box above look-alike alert keywords, a
location select, job-type checkboxes with Full-time preset, Daily / Weekly radios, Create alert next to
Preview matches), a mobile-plan upgrade (plan cards each with their own Choose button and look-alike
names such as Unlimited / Unlimited Plus, an add-ons panel of ``role=switch`` toggles revealed by the
choice, one preset on, Confirm upgrade next to Compare plans and Keep my current plan), a mail filter rule
editor (a Search mail box, existing filters with Edit / Delete, If / contains / Then, where "Move to
folder" reveals a folder select, Create filter next to Test filter), a timesheet (rows each with Edit and
Delete, look-alike rows on the same day or for the same task on another day, an editor with a number
input and a Billable checkbox revealed by Edit, Save entry next to Cancel and Submit timesheet), a
cinema booking (showtime buttons with the same times in Standard and IMAX 3D, one sold out, Adult /
Child / Senior ticket steppers with one adult preset, Continue to seat selection next to Add to
watchlist), a meter-reading submission (a meter select with day / night rates of the same meter, a
reading field, a date input, a confirmation checkbox revealed only when the reading is lower than the
last one, Submit reading next to Estimate it for me) and a course registration (a table of sections
each with Enroll or Join waitlist, look-alike course codes and sections, a panel revealed by Enroll
with a grading select and an "Email my advisor" checkbox, Confirm enrollment next to Add to planner).
Every page has distractor controls. Each task asks for 2 to 4 actions, worded three ways (quoted or
bare values, terse or step by step, "then" / "and" / commas). Seeds 0 to 3 per kind; even seeds are
the development half, odd seeds the held-out half (``Task.half``); the values come from ``pick``, so
no held-out task repeats a development task's values.

Written by a helper session blind to the plugin's code, its prompts and its past failures. Each task
was checked in headless Chromium with plain Playwright calls (fill, select_option, check, click) to
reach its expected ``#result`` when every step is done, and not to reach it with the final click alone,
nor with sloppy variants (a look-alike row, plan, showing, meter or stepper, a wrong option, a step left
out or an extra one, the distractor button instead): all 36 passed (36 full runs reach it, 36
final-click-only runs and 180 sloppy runs, 5 per task, do not; no page script errors).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bench_compound import Task, page_html, pick

FRESH8_SEEDS = range(4)  # per kind; even = development, odd = held-out

STYLE = (
    "<style>[role=switch]{width:2.6em;height:1.4em;border-radius:.7em;background:#bbb;border:0}"
    "[role=switch][aria-checked=true]{background:#2a7}[hidden]{display:none}</style>"
)


def _scoped(script: str) -> str:
    return f"(()=>{{{script}}})()"


def _btn(label: str, text: str) -> str:
    """A distractor button that shows its own text."""
    return f"<button onclick=\"show('{text}')\">{label}</button>"


def _buttons(rng: random.Random, buttons: list[str]) -> str:
    rng.shuffle(buttons)
    return " ".join(buttons)


# --- recipe scaler ------------------------------------------------------------------------------

RECIPES: dict[str, list[tuple[str, float, str]]] = {
    "Lemon risotto": [("arborio rice", 75, "g"), ("vegetable stock", 250, "ml"), ("lemon", 0.25, "")],
    "Chickpea curry": [("chickpeas", 120, "g"), ("coconut milk", 100, "ml"), ("spinach", 40, "g")],
    "Shakshuka": [("eggs", 2, ""), ("chopped tomatoes", 200, "g"), ("red pepper", 0.5, "")],
    "Mushroom stroganoff": [("chestnut mushrooms", 125, "g"), ("soured cream", 50, "ml"), ("rice", 75, "g")],
    "Pea and mint soup": [
        ("frozen peas", 150, "g"),
        ("vegetable stock", 200, "ml"),
        ("mint", 0.25, " bunch"),
    ],
}

RECIPE_SCRIPT = """
let n=4,t=25;
const render=()=>{$('serv').textContent=n;$('timer').textContent=t;
 for(const li of document.querySelectorAll('#ing li')){li.querySelector('.q').textContent=
  (Math.round(+li.dataset.q*n*100)/100)+li.dataset.u}};
$('sminus').onclick=()=>{if(n>1)n--;render()};$('splus').onclick=()=>{if(n<12)n++;render()};
$('tminus').onclick=()=>{if(t>5)t-=5;render()};$('tplus').onclick=()=>{t+=5;render()};
$('add').onclick=()=>{const u=document.querySelector('input[name=units]:checked').value;
 show('shopping list: '+n+' servings of '+$('dish').textContent+', '+u+' units, '+
  ($('staples').checked?'without':'with')+' pantry staples')};
render();
"""


def recipe_scaler_task(seed: int) -> Task:
    rng = random.Random(f"recipe_scaler{seed}")
    dish = pick("recipe-dish", seed, list(RECIPES))
    servings = int(pick("recipe-servings", seed, ["2", "3", "5", "6"]))  # the stepper starts at 4
    us = servings != 2
    no_staples = servings != 6
    ingredients = "".join(
        f"<li data-q={q} data-u='{u}'><span class=q></span> {name}</li>" for name, q, u in RECIPES[dish]
    )
    body = (
        f"{STYLE}<h2 id=dish>{dish}</h2><p>A weeknight favourite. Prep 15 min, cook 30 min.</p>"
        "<div><span>Servings</span> <button id=sminus aria-label='Fewer servings'>−</button> "
        "<output id=serv>4</output> <button id=splus aria-label='More servings'>+</button></div>"
        "<fieldset><legend>Units</legend><label><input type=radio name=units value=metric checked> "
        "Metric (g, ml)</label> <label><input type=radio name=units value=US> US (cups, oz)</label></fieldset>"
        "<label><input type=checkbox id=staples> Leave out pantry staples (salt, oil, flour)</label>"
        f"<h3>Ingredients</h3><ul id=ing>{ingredients}</ul>"
        "<div><span>Kitchen timer</span> <button id=tminus aria-label='Less time'>−</button> "
        "<output id=timer>25</output> min <button id=tplus aria-label='More time'>+</button> "
        f"{_btn('Start timer', 'timer started')}</div><p>"
        + _buttons(
            rng,
            [
                _btn("Print recipe", "sent to the printer"),
                _btn("Save to favourites", "saved to favourites"),
                "<button id=add>Add ingredients to shopping list</button>",
            ],
        )
        + "</p>"
    )
    expected = (
        f"shopping list: {servings} servings of {dish}, {'US' if us else 'metric'} units, "
        f"{'without' if no_staples else 'with'} pantry staples"
    )
    terse = [f"{servings} servings"]
    quoted = [f'set "Servings" to {servings}']
    steps = [f"Use the servings stepper to go from 4 to {servings} servings"]
    if us:
        terse.append("US units")
        quoted.append('select "US (cups, oz)"')
        steps.append("Switch the units to US")
    if no_staples:
        terse.append("leave out pantry staples")
        quoted.append('tick "Leave out pantry staples"')
        steps.append("Tick Leave out pantry staples")
    joined = ", ".join(quoted)
    instruction = pick(
        "recipe-wording",
        seed,
        [
            ", ".join(terse) + ", add ingredients to shopping list",
            joined[0].upper() + joined[1:] + ', then click "Add ingredients to shopping list"',
            " ".join(f"{i}. {s}." for i, s in enumerate(steps, 1))
            + f" {len(steps) + 1}. Press Add ingredients to shopping list.",
        ],
    )
    return Task(
        f"recipe_scaler-{seed}",
        "recipe_scaler",
        seed,
        True,
        page_html(body, _scoped(RECIPE_SCRIPT)),
        instruction,
        expected,
    )


# --- wedding RSVP -------------------------------------------------------------------------------

COUPLES = ["Ana &amp; Tom", "Priya &amp; Sam", "Lea &amp; Jonas", "Maya &amp; Daniel", "Rosa &amp; Ben"]
INVITEES = ["Marta Lind", "Kofi Mensah", "Ines Duarte", "Hugo Berg", "Sana Iqbal"]
PLUS_ONES = ["Leo Novak", "Aiko Tanaka", "Ravi Shah", "Nora Quinn", "Olga Petrova"]
MEALS = ["Roast beef", "Chicken supreme", "Sea bass", "Mushroom risotto", "Vegan tagine"]

RSVP_SCRIPT = """
const s=$('send'),inv=s.dataset.inv,gst=s.dataset.gst;
for(const r of document.querySelectorAll('input[name=att]'))r.onchange=()=>{$('details').hidden=!$('yes').checked};
$('g2').onchange=()=>{$('g2box').hidden=!$('g2').checked};
$('later').onclick=()=>show('RSVP saved as a draft');
s.onclick=()=>{const a=document.querySelector('input[name=att]:checked');
 if(!a){show('tell us whether you can come');return}
 if(a.value==='no'){show('RSVP sent: '+inv+' and '+gst+' cannot come');return}
 if(!$('meal1').value){show('choose a meal for '+inv);return}
 if($('g2').checked&&!$('meal2').value){show('choose a meal for '+gst);return}
 let t='RSVP sent: '+inv+' ('+$('meal1').value+')'+
  ($('g2').checked?' and '+gst+' ('+$('meal2').value+')':', '+gst+' not coming');
 if($('diet').value.trim())t+=', note: '+$('diet').value.trim();
 show(t)};
"""


def wedding_rsvp_task(seed: int) -> Task:
    rng = random.Random(f"wedding_rsvp{seed}")
    couple = pick("rsvp-couple", seed, COUPLES)
    inv = pick("rsvp-invitee", seed, INVITEES)
    gst = pick("rsvp-guest", seed, PLUS_ONES)
    meal1 = pick("rsvp-meal1", seed, MEALS)
    meal2 = pick("rsvp-meal2", seed, [m for m in MEALS if m != meal1])
    solo = seed in (1, 2)  # the plus-one is not coming
    options = "<option value=''>Choose a meal</option>" + "".join(f"<option>{m}</option>" for m in MEALS)
    body = (
        f"<h2>{couple} — wedding RSVP</h2><p>Saturday 14 September, The Old Mill. Please reply by 1 August.</p>"
        f"<p>Invitation for <b>{inv}</b> and <b>{gst}</b></p>"
        "<fieldset><legend>Will you attend?</legend><label><input type=radio name=att id=yes value=yes> "
        "Joyfully accept</label> <label><input type=radio name=att id=no value=no> Regretfully decline</label>"
        "</fieldset><div id=details hidden>"
        f"<p><label>Meal for {inv} <select id=meal1>{options}</select></label></p>"
        f"<p><label><input type=checkbox id=g2 checked> {gst} will attend too</label></p>"
        f"<p id=g2box><label>Meal for {gst} <select id=meal2>{options}</select></label></p>"
        "<p><label>Dietary requirements <input id=diet placeholder='Allergies, intolerances'></label></p></div>"
        "<p><label>Song request for the band <input id=song></label></p><p>"
        + _buttons(
            rng,
            [
                "<button id=later>Save and finish later</button>",
                f"<button id=send data-inv='{inv}' data-gst='{gst}'>Send RSVP</button>",
            ],
        )
        + "</p>"
    )
    if solo:
        expected = f"RSVP sent: {inv} ({meal1}), {gst} not coming"
        instruction = pick(
            "rsvp-wording",
            seed,
            [
                f"Accept, untick {gst} will attend too, choose {meal1} for {inv} and send the RSVP",
                f'Select "Joyfully accept", uncheck "{gst} will attend too", set "Meal for {inv}" to '
                f'"{meal1}", then click "Send RSVP"',
                f"1. Accept the invitation. 2. {gst} can't come, so untick that box. "
                f"3. Pick {meal1} as {inv}'s meal. 4. Send RSVP.",
            ],
        )
    else:
        expected = f"RSVP sent: {inv} ({meal1}) and {gst} ({meal2})"
        instruction = pick(
            "rsvp-wording",
            seed,
            [
                f"Accept, {meal1} for {inv}, {meal2} for {gst}, send RSVP",
                f'Select "Joyfully accept", choose "{meal1}" as the meal for {inv} and "{meal2}" for {gst}, '
                'then click "Send RSVP"',
                f"1. Accept the invitation. 2. Meal for {inv}: {meal1}. 3. Meal for {gst}: {meal2}. "
                "4. Press Send RSVP.",
            ],
        )
    return Task(
        f"wedding_rsvp-{seed}",
        "wedding_rsvp",
        seed,
        True,
        page_html(body, _scoped(RSVP_SCRIPT)),
        instruction,
        expected,
    )


# --- job alert ----------------------------------------------------------------------------------

JOB_KEYWORDS = [
    "data analyst",
    "nurse practitioner",
    "junior web developer",
    "warehouse supervisor",
    "sous chef",
]
JOB_LOCATIONS = ["Leeds", "Bristol", "Glasgow", "Cardiff", "Remote"]
JOB_TYPES = ["Part-time", "Contract", "Temporary", "Internship"]

JOB_SCRIPT = """
$('create').onclick=()=>{const kw=$('kw').value.trim();if(!kw){show('enter keywords for the alert');return}
 const types=[...document.querySelectorAll('input[name=jt]:checked')].map(c=>c.value);
 if(!types.length){show('choose at least one job type');return}
 const f=document.querySelector('input[name=freq]:checked').value;
 show('alert created: "'+kw+'" in '+$('loc').value+', '+types.join(' + ')+', '+f+' emails')};
"""


def job_alert_task(seed: int) -> Task:
    rng = random.Random(f"job_alert{seed}")
    kw = pick("job-keywords", seed, JOB_KEYWORDS)
    loc = pick("job-location", seed, JOB_LOCATIONS)
    jtype = pick("job-type", seed, JOB_TYPES)
    daily = seed in (1, 2)  # daily emails instead of an extra job type
    locations = "".join(f"<option>{x}</option>" for x in ["Anywhere", "London", "Manchester", *JOB_LOCATIONS])
    types = "".join(
        f"<label><input type=checkbox name=jt value={t}{' checked' if t == 'Full-time' else ''}> {t}</label> "
        for t in ["Full-time", *JOB_TYPES]
    )
    body = (
        "<div><label>Search jobs <input id=q placeholder='Job title or keyword'></label> "
        f"{_btn('Search', 'showing 214 jobs')}</div>"
        "<h2>Create a job alert</h2><p>Get new jobs by email.</p>"
        "<p><label>Alert keywords <input id=kw placeholder='e.g. project manager'></label></p>"
        f"<p><label>Location <select id=loc>{locations}</select></label></p>"
        f"<fieldset><legend>Job type</legend>{types}</fieldset>"
        "<fieldset><legend>Email me</legend><label><input type=radio name=freq value=daily> Daily</label> "
        "<label><input type=radio name=freq value=weekly checked> Weekly</label></fieldset><p>"
        + _buttons(
            rng,
            [
                _btn("Preview matches", "3 matching jobs this week"),
                "<button id=create>Create alert</button>",
                _btn("Cancel", "alert discarded"),
            ],
        )
        + "</p>"
    )
    if daily:
        expected = f'alert created: "{kw}" in {loc}, Full-time, daily emails'
        extra_terse, extra_quoted, extra_step = "daily", 'choose "Daily"', "Set Email me to Daily"
    else:
        expected = f'alert created: "{kw}" in {loc}, Full-time + {jtype}, weekly emails'
        extra_terse = f"{jtype} too"
        extra_quoted = f'tick "{jtype}" as well'
        extra_step = f"Also tick {jtype} under Job type"
    instruction = pick(
        "job-wording",
        seed,
        [
            f"Job alert for {kw} in {loc}, {extra_terse}, create alert",
            f'Type "{kw}" into Alert keywords, select "{loc}" as the location, {extra_quoted} '
            'and click "Create alert"',
            f"1. Enter {kw} in the alert keywords. 2. Location: {loc}. 3. {extra_step}. 4. Press Create alert.",
        ],
    )
    return Task(
        f"job_alert-{seed}",
        "job_alert",
        seed,
        True,
        page_html(body, _scoped(JOB_SCRIPT)),
        instruction,
        expected,
    )


# --- mobile plan upgrade ------------------------------------------------------------------------

PLANS = [
    ("Smart 20 GB", "20 GB data, unlimited calls", "£14/month"),
    ("Smart 20 GB Plus", "20 GB data, unlimited calls, 5G", "£17/month"),
    ("Unlimited", "Unlimited data, 4G", "£25/month"),
    ("Unlimited Plus", "Unlimited data, 5G, 2 SIMs", "£30/month"),
    ("Unlimited Max", "Unlimited data, 5G, 4 SIMs", "£38/month"),
]
ADDONS = [
    ("EU roaming pass", "£2/month"),
    ("Extra 10 GB data", "£5/month"),
    ("Device insurance", "£9/month"),
    ("Music streaming", "£6/month"),
    ("Hotspot pass", "£3/month"),
]

PLAN_SCRIPT = """
let plan='';const bs=[...document.querySelectorAll('button[data-plan]')];
for(const b of bs)b.onclick=()=>{plan=b.dataset.plan;for(const o of bs)o.textContent=o===b?'Selected':'Choose';
 $('chosen').textContent='Selected plan: '+plan;$('addons').hidden=false};
for(const s of document.querySelectorAll('[role=switch]'))
 s.onclick=()=>s.setAttribute('aria-checked',s.getAttribute('aria-checked')==='true'?'false':'true');
$('confirm').onclick=()=>{if(!plan){show('choose a plan first');return}
 const on=[...document.querySelectorAll('[role=switch][aria-checked=true]')].map(s=>s.dataset.name);
 show('upgrade to '+plan+' with '+(on.length?on.join(', '):'no add-ons'))};
"""


def mobile_plan_task(seed: int) -> Task:
    rng = random.Random(f"mobile_plan{seed}")
    plan = pick("plan-plan", seed, [p[0] for p in PLANS[:4]])
    addon = pick("plan-addon", seed, [a[0] for a in ADDONS[1:]])
    drop_roaming = seed in (0, 3)
    cards = "".join(
        f"<div class=plan><h3>{name}</h3><p>{desc}</p><p>{price}</p>"
        f"<button data-plan='{name}'>Choose</button></div>"
        for name, desc, price in PLANS
    )
    switches = "".join(
        f"<p><span id=addon{i}>{name}</span> <small>{price}</small> <button role=switch "
        f"aria-checked={'true' if i == 0 else 'false'} aria-labelledby=addon{i} data-name='{name}'></button></p>"
        for i, (name, price) in enumerate(ADDONS)
    )
    body = (
        f"{STYLE}<h2>Upgrade your plan</h2><p>Your plan: <b>Essential 5 GB</b>, £10/month. "
        "You can upgrade at any time.</p>"
        "<div class=plan><h3>Essential 5 GB</h3><p>Your current plan</p>"
        f"<button disabled>Current plan</button></div>{cards}<p id=chosen></p>"
        f"<div id=addons hidden><h3>Add-ons</h3>{switches}</div><p>"
        + _buttons(
            rng,
            [
                _btn("Compare plans", "comparing plans"),
                _btn("Keep my current plan", "kept Essential 5 GB"),
                "<button id=confirm>Confirm upgrade</button>",
            ],
        )
        + "</p>"
    )
    on = [name for name, _ in ADDONS if (name == "EU roaming pass" and not drop_roaming) or name == addon]
    expected = f"upgrade to {plan} with {', '.join(on)}"
    if drop_roaming:
        terse = f"{plan}, add {addon}, remove EU roaming pass, confirm upgrade"
        quoted = (
            f'Choose the "{plan}" plan, switch on "{addon}" and switch off "EU roaming pass", '
            'then click "Confirm upgrade"'
        )
        steps = (
            f"1. Click Choose on {plan}. 2. Turn on {addon}. 3. Turn off EU roaming pass. 4. Confirm upgrade."
        )
    else:
        terse = f"{plan} with {addon}, confirm upgrade"
        quoted = f'Choose the "{plan}" plan, turn on the "{addon}" add-on and click "Confirm upgrade"'
        steps = f"1. Pick {plan}. 2. Switch {addon} on (keep the rest as is). 3. Press Confirm upgrade."
    instruction = pick("plan-wording", seed, [terse, quoted, steps])
    return Task(
        f"mobile_plan-{seed}",
        "mobile_plan",
        seed,
        True,
        page_html(body, _scoped(PLAN_SCRIPT)),
        instruction,
        expected,
    )


# --- mail filter rule ---------------------------------------------------------------------------

MAIL_SENDERS = ["billing@acme.io", "noreply@trainline.com", "news@bakery.example", "alerts@mybank.example"]
MAIL_FOLDERS = ["Receipts", "Travel", "Newsletters", "Work"]
MAIL_SUBJECTS = ["invoice", "weekly digest", "boarding pass", "order shipped"]
MAIL_ACTIONS = ["Archive", "Star it", "Delete it", "Mark as important"]

MAIL_SCRIPT = """
$('action').onchange=()=>{$('folderbox').hidden=$('action').value!=='Move to folder'};
$('create').onclick=()=>{const v=$('val').value.trim();if(!v){show('enter what the filter should match');return}
 let then=$('action').value;
 if(then==='Move to folder'){if(!$('folder').value){show('choose a folder');return}then='Move to '+$('folder').value}
 show('filter created: if '+$('field').value+' contains "'+v+'" then '+then+
  ($('existing').checked?'; applied to existing mail':''))};
"""


def mail_filter_task(seed: int) -> Task:
    rng = random.Random(f"mail_filter{seed}")
    move = seed in (0, 3)  # From (preset) and Move to folder; otherwise Subject and another action
    sender = pick("mail-sender", seed, MAIL_SENDERS)
    folder = pick("mail-folder", seed, MAIL_FOLDERS)
    subject = pick("mail-subject", seed, MAIL_SUBJECTS)
    action = pick("mail-action", seed, MAIL_ACTIONS)
    existing = [
        ("From", "newsletter@shop.example", "Archive"),
        ("Subject", "receipt", "Move to Receipts"),
    ]
    rows = "".join(
        f"<tr><td>If {f} contains “{v}”</td><td>{a}</td><td>{_btn('Edit', 'editing filter ' + str(i + 1))} "
        f"{_btn('Delete', 'deleted filter ' + str(i + 1))}</td></tr>"
        for i, (f, v, a) in enumerate(existing)
    )
    actions = "".join(f"<option>{a}</option>" for a in ["Mark as read", *MAIL_ACTIONS, "Move to folder"])
    folders = "<option value=''>Choose a folder</option>" + "".join(
        f"<option>{f}</option>" for f in [*MAIL_FOLDERS, "Family"]
    )
    body = (
        "<div><label>Search mail <input id=search></label> "
        f"{_btn('Search', 'no messages found')}</div>"
        f"<h2>Filters</h2><table><tbody>{rows}</tbody></table>"
        "<h3>New filter</h3>"
        "<p><label>If <select id=field><option>From</option><option>To</option><option>Subject</option>"
        "</select></label> <label>contains <input id=val></label></p>"
        f"<p><label>Then <select id=action>{actions}</select></label></p>"
        f"<p id=folderbox hidden><label>Folder <select id=folder>{folders}</select></label></p>"
        "<p><label><input type=checkbox id=existing> Also apply to matching conversations already in the "
        "inbox</label></p><p>"
        + _buttons(
            rng,
            [
                _btn("Test filter", "4 messages match"),
                "<button id=create>Create filter</button>",
                _btn("Cancel", "filter discarded"),
            ],
        )
        + "</p>"
    )
    if move:
        expected = f'filter created: if From contains "{sender}" then Move to {folder}'
        instruction = pick(
            "mail-wording",
            seed,
            [
                f"New filter: from {sender}, move to folder {folder}, create filter",
                f'Enter "{sender}" in the contains field (If: From), set Then to "Move to folder", pick the '
                f'"{folder}" folder and click "Create filter"',
                f"1. Type {sender} into contains. 2. Then: Move to folder. 3. Folder: {folder}. "
                "4. Click Create filter.",
            ],
        )
    else:
        expected = f'filter created: if Subject contains "{subject}" then {action}'
        instruction = pick(
            "mail-wording",
            seed,
            [
                f"New filter: subject contains {subject}, then {action}, create filter",
                f'Set If to "Subject", type "{subject}" in contains, choose "{action}" under Then and press '
                '"Create filter"',
                f"1. Change If to Subject. 2. Enter {subject} in the contains box. 3. Then: {action}. "
                "4. Create filter.",
            ],
        )
    return Task(
        f"mail_filter-{seed}",
        "mail_filter",
        seed,
        True,
        page_html(body, _scoped(MAIL_SCRIPT)),
        instruction,
        expected,
    )


# --- timesheet ----------------------------------------------------------------------------------

# (day, project, task, hours, billable); the four targets are the rows with 8 hours.
TIMESHEET_ROWS = [
    ("Mon", "Apollo", "Design", "7.5", True),
    ("Mon", "Apollo", "Meetings", "1", False),
    ("Tue", "Apollo", "Design", "8", True),
    ("Tue", "Apollo", "Design review", "2", True),
    ("Wed", "Hermes", "Support", "8", False),
    ("Wed", "Hermes", "Support calls", "1.5", False),
    ("Thu", "Hermes", "Support", "6", False),
    ("Thu", "Orion", "Testing", "8", True),
    ("Thu", "Orion", "Test planning", "2", True),
    ("Fri", "Orion", "Testing", "4", True),
    ("Fri", "Apollo", "Meetings", "8", False),
    ("Fri", "Apollo Labs", "Meetings", "1", False),
]
TIMESHEET_TARGETS = ["Tue Apollo Design", "Wed Hermes Support", "Thu Orion Testing", "Fri Apollo Meetings"]
DAY_NAMES = {"Mon": "Monday", "Tue": "Tuesday", "Wed": "Wednesday", "Thu": "Thursday", "Fri": "Friday"}

TIMESHEET_SCRIPT = """
let cur=null;const key=r=>r.cells[0].textContent+' '+r.cells[1].textContent+' '+r.cells[2].textContent;
for(const r of document.querySelectorAll('#ts tbody tr')){
 r.querySelector('.edit').onclick=()=>{cur=r;$('edtitle').textContent='Edit entry: '+r.cells[0].textContent+
  ' · '+r.cells[1].textContent+' · '+r.cells[2].textContent;$('hours').value=r.cells[3].textContent;
  $('bill').checked=r.cells[4].textContent==='Yes';$('note').value='';$('editor').hidden=false};
 r.querySelector('.del').onclick=()=>{r.remove();$('editor').hidden=true;cur=null;show('deleted '+key(r))}}
$('save').onclick=()=>{if(!cur)return;cur.cells[3].textContent=$('hours').value;
 cur.cells[4].textContent=$('bill').checked?'Yes':'No';$('editor').hidden=true;
 show('saved '+key(cur)+': '+$('hours').value+' h, '+($('bill').checked?'billable':'non-billable'));cur=null};
$('cancel').onclick=()=>{$('editor').hidden=true;cur=null;show('edit cancelled')};
$('submit').onclick=()=>{let s=0;for(const r of document.querySelectorAll('#ts tbody tr'))s+=+r.cells[3].textContent;
 show('timesheet submitted: '+s+' h')};
"""


def timesheet_task(seed: int) -> Task:
    rng = random.Random(f"timesheet{seed}")
    target = pick("timesheet-row", seed, TIMESHEET_TARGETS)
    hours = pick("timesheet-hours", seed, ["6.5", "3.5", "7.25", "4", "5.5"])
    toggle = seed in (1, 2)
    day, project, task = next(r[:3] for r in TIMESHEET_ROWS if " ".join(r[:3]) == target)
    billable = next(r[4] for r in TIMESHEET_ROWS if " ".join(r[:3]) == target) != toggle
    rows = "".join(
        f"<tr><td>{d}</td><td>{p}</td><td>{t}</td><td>{h}</td><td>{'Yes' if b else 'No'}</td>"
        "<td><button class=edit>Edit</button> <button class=del>Delete</button></td></tr>"
        for d, p, t, h, b in TIMESHEET_ROWS
    )
    body = (
        "<h2>Timesheet — week of 3 June</h2><p>Status: draft. Submit by Friday 18:00.</p>"
        "<table id=ts><thead><tr><th>Day</th><th>Project</th><th>Task</th><th>Hours</th><th>Billable</th>"
        f"<th></th></tr></thead><tbody>{rows}</tbody></table>"
        f"<p>{_btn('Add entry', 'new entry row added')}</p>"
        "<div id=editor hidden><h3 id=edtitle></h3>"
        "<p><label>Hours <input id=hours type=number min=0 max=24 step=0.25></label> "
        "<label><input type=checkbox id=bill> Billable</label></p>"
        "<p><label>Note <input id=note></label></p><p>"
        + _buttons(rng, ["<button id=save>Save entry</button>", "<button id=cancel>Cancel</button>"])
        + "</p></div><p><button id=submit>Submit timesheet</button></p>"
    )
    expected = f"saved {target}: {hours} h, {'billable' if billable else 'non-billable'}"
    full_day = DAY_NAMES[day]
    if toggle:
        bill_terse = "billable" if billable else "not billable"
        bill_quoted = 'tick "Billable"' if billable else 'untick "Billable"'
        bill_step = "Tick Billable" if billable else "Untick Billable"
        instruction = pick(
            "timesheet-wording",
            seed,
            [
                f"Edit {full_day}'s {project} {task} row: {hours} hours, {bill_terse}, save entry",
                f'Click Edit on the {day} / {project} / "{task}" row, set Hours to "{hours}", {bill_quoted}, '
                'then click "Save entry"',
                f"1. Edit the {task} entry for {project} on {full_day}. 2. Change hours to {hours}. "
                f"3. {bill_step}. 4. Save entry.",
            ],
        )
    else:
        instruction = pick(
            "timesheet-wording",
            seed,
            [
                f"Change {full_day}'s {project} {task} hours to {hours} and save the entry",
                f'Click Edit on the {day} / {project} / "{task}" row, set Hours to "{hours}" and click '
                '"Save entry"',
                f"1. Edit the {task} entry for {project} on {full_day}. 2. Hours: {hours}. 3. Save entry.",
            ],
        )
    return Task(
        f"timesheet-{seed}",
        "timesheet",
        seed,
        True,
        page_html(body, _scoped(TIMESHEET_SCRIPT)),
        instruction,
        expected,
    )


# --- cinema tickets -----------------------------------------------------------------------------

MOVIES = ["The Long Tide", "Paper Moons", "Northbound", "Glasshouse", "Small Hours"]
SHOWTIMES = {"Standard": ["14:15", "17:30", "19:45", "21:10"], "IMAX 3D": ["16:00", "19:45", "21:10"]}
SOLD_OUT = ("IMAX 3D", "16:00")
SHOWINGS = ["Standard 19:45", "IMAX 3D 19:45", "Standard 21:10", "IMAX 3D 21:10"]
# what to ask for: (adult, child, senior) from the preset one adult, in at most two stepper clicks
TICKET_MIXES = {
    "2 adults": (2, 0, 0),
    "1 adult and 1 child": (1, 1, 0),
    "2 adults and 1 child": (2, 1, 0),
    "1 adult and 2 children": (1, 2, 0),
    "1 adult and 1 senior": (1, 0, 1),
    "1 senior only": (0, 0, 1),
}

CINEMA_SCRIPT = """
let when='';const c={Adult:1,Child:0,Senior:0};const ts=[...document.querySelectorAll('.times button')];
for(const b of ts)b.onclick=()=>{for(const o of ts)o.setAttribute('aria-pressed',String(o===b));
 when=b.closest('.times').dataset.fmt+' '+b.textContent;$('when').textContent='Showing: '+when};
for(const b of document.querySelectorAll('button[data-t]'))b.onclick=()=>{const t=b.dataset.t;
 c[t]=Math.max(0,Math.min(8,c[t]+(+b.dataset.d)));$('n'+t).textContent=c[t]};
$('cont').onclick=()=>{if(!when){show('pick a showing first');return}
 const p=Object.keys(c).filter(k=>c[k]).map(k=>c[k]+' '+k);if(!p.length){show('add at least one ticket');return}
 show('tickets for '+when+': '+p.join(', '))};
"""


def cinema_tickets_task(seed: int) -> Task:
    rng = random.Random(f"cinema_tickets{seed}")
    movie = pick("cinema-movie", seed, MOVIES)
    showing = pick("cinema-showing", seed, SHOWINGS)
    mix = pick("cinema-mix", seed, list(TICKET_MIXES))
    fmt, time = showing.rsplit(" ", 1)
    groups = ""
    for f, times in SHOWTIMES.items():
        buttons = " ".join(
            f"<button disabled>{t} (sold out)</button>" if (f, t) == SOLD_OUT else f"<button>{t}</button>"
            for t in times
        )
        groups += f"<div class=times data-fmt='{f}'><h3>{f}</h3>{buttons}</div>"
    prices = {"Adult": "£12.50", "Child": "£8.00", "Senior": "£9.50"}
    tickets = "".join(
        f"<tr><td>{t}</td><td>{p}</td><td><button data-t={t} data-d=-1 aria-label='Fewer {t} tickets'>−</button>"
        f" <span id=n{t}>{1 if t == 'Adult' else 0}</span> "
        f"<button data-t={t} data-d=1 aria-label='More {t} tickets'>+</button></td></tr>"
        for t, p in prices.items()
    )
    body = (
        f"<h2>{movie}</h2><p>Riverside Picturehouse · 12A · 1h 58m · Today</p>"
        f"{_btn('Watch trailer', 'playing trailer')}{groups}<p id=when></p>"
        f"<h3>Tickets</h3><table><tbody>{tickets}</tbody></table><p>"
        + _buttons(
            rng,
            [
                _btn("Add to watchlist", "added to watchlist"),
                "<button id=cont>Continue to seat selection</button>",
            ],
        )
        + "</p>"
    )
    counts = TICKET_MIXES[mix]
    parts = [f"{n} {t}" for n, t in zip(counts, ["Adult", "Child", "Senior"], strict=True) if n]
    expected = f"tickets for {showing}: {', '.join(parts)}"
    instruction = pick(
        "cinema-wording",
        seed,
        [
            f"{mix} for the {time} {fmt} showing, continue to seat selection",
            f'Pick the "{time}" showing under "{fmt}", set the tickets to {mix} (one adult is preset), then click '
            '"Continue to seat selection"',
            f"1. Select {fmt} at {time}. 2. Adjust the ticket steppers to {mix}. 3. Press Continue to seat "
            "selection.",
        ],
    )
    return Task(
        f"cinema_tickets-{seed}",
        "cinema_tickets",
        seed,
        True,
        page_html(body, _scoped(CINEMA_SCRIPT)),
        instruction,
        expected,
    )


# --- meter reading ------------------------------------------------------------------------------

# meter: (last reading, a higher reading, a lower reading after a meter fault)
METERS = {
    "Electricity – day rate (E12K3)": ("48210", "48597", "48105"),
    "Electricity – night rate (E12K3)": ("21977", "22140", "21890"),
    "Gas (G4 88120)": ("3318", "3402", "3290"),
    "Water (W-5521)": ("512", "538", "498"),
}
METER_WORDS = {
    "Electricity – day rate (E12K3)": "electricity day rate",
    "Electricity – night rate (E12K3)": "electricity night rate",
    "Gas (G4 88120)": "gas",
    "Water (W-5521)": "water",
}
READING_DATES = {
    "2024-06-14": "14 June 2024",
    "2024-06-15": "15 June 2024",
    "2024-06-12": "12 June 2024",
    "2024-06-16": "16 June 2024",
}

METER_SCRIPT = """
const last=()=>{const o=$('meter').selectedOptions[0];return o.dataset.last?+o.dataset.last:null};
const upd=()=>{const l=last();$('lastline').textContent=l===null?'':'Last reading: '+l;
 const v=parseFloat($('reading').value);$('lowbox').hidden=!(l!==null&&!isNaN(v)&&v<l);
 if($('lowbox').hidden)$('lowok').checked=false};
$('meter').onchange=upd;$('reading').oninput=upd;
$('submit').onclick=()=>{const m=$('meter').value;if(!m){show('choose a meter');return}
 const v=$('reading').value.trim();if(!/^[0-9]+$/.test(v)){show('enter the reading in whole units');return}
 if(!$('lowbox').hidden&&!$('lowok').checked){show('the reading is lower than the last one: confirm it');return}
 show('reading '+v+' for '+m+' taken on '+$('date').value+($('lowok').checked?' (lower reading confirmed)':''))};
"""


def meter_reading_task(seed: int) -> Task:
    rng = random.Random(f"meter_reading{seed}")
    meter = pick("meter-meter", seed, list(METERS))
    lower = seed in (1, 2)  # a lower reading needs the revealed confirmation; otherwise a date
    date = pick("meter-date", seed, list(READING_DATES))
    _, higher, low = METERS[meter]
    reading = low if lower else higher
    options = "<option value=''>Choose a meter</option>" + "".join(
        f"<option data-last={v[0]}>{m}</option>" for m, v in METERS.items()
    )
    body = (
        "<h2>Submit a meter reading</h2><p>Account 4410 2291 · 12 Elm Road. Today is 17 June 2024.</p>"
        f"<p><label>Meter <select id=meter>{options}</select></label> <span id=lastline></span></p>"
        "<p><label>Reading <input id=reading inputmode=numeric placeholder='Digits only, no decimals'></label></p>"
        "<p><label>Date of reading <input id=date type=date value=2024-06-17></label></p>"
        "<p id=lowbox hidden><label><input type=checkbox id=lowok> This reading is lower than the last one, "
        "and I confirm it is correct</label></p>"
        f"<p>{_btn('Upload a photo of the meter', 'photo upload opened')}</p><p>"
        + _buttons(
            rng,
            [
                _btn("Estimate it for me", "we will estimate your reading"),
                "<button id=submit>Submit reading</button>",
            ],
        )
        + "</p>"
    )
    words = METER_WORDS[meter]
    if lower:
        expected = f"reading {reading} for {meter} taken on 2024-06-17 (lower reading confirmed)"
        instruction = pick(
            "meter-wording",
            seed,
            [
                f"Submit {reading} for the {words} meter, confirm the lower reading",
                f'Choose the "{meter}" meter, enter "{reading}" as the reading, tick the box confirming the '
                'lower reading and click "Submit reading"',
                f"1. Meter: {words}. 2. Reading: {reading}. 3. Tick the confirmation that it is lower than "
                "last time. 4. Submit reading.",
            ],
        )
    else:
        day_words = READING_DATES[date]
        expected = f"reading {reading} for {meter} taken on {date}"
        instruction = pick(
            "meter-wording",
            seed,
            [
                f"{words} meter, reading {reading}, taken {day_words}, submit reading",
                f'Select "{meter}", type "{reading}" in Reading, set the date of reading to {day_words} and press '
                '"Submit reading"',
                f"1. Choose the {words} meter. 2. Enter {reading}. 3. Date of reading: {day_words}. "
                "4. Submit reading.",
            ],
        )
    return Task(
        f"meter_reading-{seed}",
        "meter_reading",
        seed,
        True,
        page_html(body, _scoped(METER_SCRIPT)),
        instruction,
        expected,
    )


# --- course registration ------------------------------------------------------------------------

# (code, title, section, days, time, seats left)
COURSE_SECTIONS = [
    ("CHEM 120", "General Chemistry I", "A", "Mon/Wed", "11:00", 5),
    ("CHEM 120", "General Chemistry I", "B", "Tue/Thu", "11:00", 8),
    ("CHEM 121", "General Chemistry II", "B", "Tue/Thu", "11:00", 10),
    ("HIST 201", "Early Modern Europe", "A", "Mon/Wed", "14:00", 6),
    ("HIST 210", "Modern Europe", "A", "Mon/Wed", "14:00", 12),
    ("HIST 210", "Modern Europe", "B", "Fri", "09:00", 0),
    ("MATH 140", "Calculus I", "A", "Mon/Wed/Fri", "08:00", 9),
    ("MATH 140", "Calculus I", "C", "Mon/Wed/Fri", "10:00", 3),
    ("MATH 141", "Calculus II", "C", "Mon/Wed/Fri", "10:00", 7),
    ("PSYC 101", "Intro to Psychology", "A", "Tue/Thu", "09:30", 20),
    ("PSYC 101", "Intro to Psychology", "B", "Tue/Thu", "13:00", 0),
    ("PSYC 110", "Developmental Psychology", "A", "Tue/Thu", "09:30", 4),
]
COURSE_TARGETS = ["CHEM 120-B", "HIST 210-A", "MATH 140-C", "PSYC 101-A"]
GRADINGS = ["Letter grade", "Pass/Fail", "Audit", "Credit/No credit"]

COURSE_SCRIPT = """
let cur=null;const id=r=>r.cells[0].textContent+'-'+r.cells[2].textContent;
for(const r of document.querySelectorAll('#sections tbody tr'))r.querySelector('button').onclick=()=>{
 if(r.dataset.full){show('added to the waitlist for '+id(r));return}
 cur=r;$('ptitle').textContent='Enrolling in '+id(r)+' · '+r.cells[1].textContent+' · '+r.cells[3].textContent+
  ' '+r.cells[4].textContent;$('grading').value='';$('adv').checked=false;$('panel').hidden=false};
$('confirm').onclick=()=>{if(!cur)return;if(!$('grading').value){show('choose a grading option');return}
 show('enrolled in '+id(cur)+' ('+cur.cells[3].textContent+' '+cur.cells[4].textContent+'), '+
  $('grading').value+($('adv').checked?', advisor notified':''))};
$('planner').onclick=()=>{if(cur)show(id(cur)+' saved to planner')};
$('back').onclick=()=>{$('panel').hidden=true;cur=null;show('back to sections')};
"""


def course_enrollment_task(seed: int) -> Task:
    rng = random.Random(f"course_enrollment{seed}")
    target = pick("course-section", seed, COURSE_TARGETS)
    grading = pick("course-grading", seed, GRADINGS)
    advisor = seed in (1, 2)
    code, sec = target.split("-")
    row = next(r for r in COURSE_SECTIONS if r[0] == code and r[2] == sec)
    rows = "".join(
        f"<tr{' data-full=1' if left == 0 else ''}><td>{c}</td><td>{t}</td><td>{s}</td><td>{d}</td><td>{h}</td>"
        f"<td>{left}</td><td><button>{'Join waitlist' if left == 0 else 'Enroll'}</button></td></tr>"
        for c, t, s, d, h, left in COURSE_SECTIONS
    )
    grades = "<option value=''>Choose grading</option>" + "".join(f"<option>{g}</option>" for g in GRADINGS)
    body = (
        "<h2>Spring term registration</h2><p>Registration window open until 24 January. Credits this term: 9.</p>"
        "<table id=sections><thead><tr><th>Course</th><th>Title</th><th>Section</th><th>Days</th><th>Time</th>"
        f"<th>Seats left</th><th></th></tr></thead><tbody>{rows}</tbody></table>"
        "<div id=panel hidden><h3 id=ptitle></h3>"
        f"<p><label>Grading option <select id=grading>{grades}</select></label></p>"
        "<p><label><input type=checkbox id=adv> Email my advisor about this change</label></p><p>"
        + _buttons(
            rng,
            [
                "<button id=planner>Add to planner</button>",
                "<button id=confirm>Confirm enrollment</button>",
                "<button id=back>Back to sections</button>",
            ],
        )
        + "</p></div>"
    )
    expected = f"enrolled in {target} ({row[3]} {row[4]}), {grading}" + (
        ", advisor notified" if advisor else ""
    )
    title = row[1]
    if advisor:
        instruction = pick(
            "course-wording",
            seed,
            [
                f"Enroll in {code} section {sec}, {grading}, email my advisor, confirm enrollment",
                f'Click Enroll on {code} ({title}) section "{sec}", choose "{grading}" as the grading option, '
                'tick "Email my advisor about this change" and click "Confirm enrollment"',
                f"1. Enroll in {title}, section {sec} ({row[3]} {row[4]}). 2. Grading: {grading}. "
                "3. Tick the advisor email box. 4. Confirm enrollment.",
            ],
        )
    else:
        instruction = pick(
            "course-wording",
            seed,
            [
                f"Enroll in {code} section {sec} with {grading} grading and confirm",
                f'Click Enroll on {code} ({title}) section "{sec}", choose "{grading}" as the grading option, '
                'then click "Confirm enrollment"',
                f"1. Enroll in {title}, section {sec} ({row[3]} {row[4]}). 2. Set grading to {grading}. "
                "3. Confirm enrollment.",
            ],
        )
    return Task(
        f"course_enrollment-{seed}",
        "course_enrollment",
        seed,
        True,
        page_html(body, _scoped(COURSE_SCRIPT)),
        instruction,
        expected,
    )


FRESH8_KINDS: tuple[Callable[[int], Task], ...] = (
    recipe_scaler_task,
    wedding_rsvp_task,
    job_alert_task,
    mobile_plan_task,
    mail_filter_task,
    timesheet_task,
    cinema_tickets_task,
    meter_reading_task,
    course_enrollment_task,
)


def fresh8_tasks() -> list[Task]:
    return [make(seed) for make in FRESH8_KINDS for seed in FRESH8_SEEDS]
