"""Who is signed in: statements about the session, decided by the page's own signs of it.

A page says who is signed in with a greeting ("Signed in as Marcus Oyelaran (Member #M-40217)",
"Hi, Marco", "Welcome back, Aisha", "Hello, Tomás Ferreira · Account 4471-0938"), and whether anyone
is with its controls: a "Sign out" / "Log out" link or button, or a "Sign in" / "Log in" link (a
"Log in" button is a form's, which some apps leave in place once the user is in). These
are among the first assertions a test writes, and a 1.5B model answered NO to "Marco is logged in"
against "Hi, Marco ·" above "Log out (link)", and YES to "the user is signed in" on a page whose
header offers "Sign in".

Decided here, denials included:

- "the user / visitor / someone is [not] signed in / logged in", "the user is signed out", "nobody
  is signed in", "the shopper is checking out as a guest": the page is signed in when it greets someone or offers to sign out, signed out when
  it offers to sign in and does neither; a page that does both decides nothing;
- "<Name> is [not] signed in [as <role> / to <account>]", "the user is signed in as <Name>", "the
  user signed in is <Name>", "<Name> is the one signed in": it holds when one greeting line has
  every word of the name and of what the statement adds ("as a parent" of "Signed in as Daniel
  Okafor (parent)"); it does not when the page is signed out, or when its greetings name nobody
  who shares a word with the name. A name is words the statement capitalises ("the account owner
  is signed in" is left to the model), an @handle, or initials. A name shown just above a Sign out
  control with no greeting word ("Tomasz Wrona · Brightline Studio ·") confirms that name only.

Anything else about the session (a greeting naming the person with other words of the statement
missing, a page with no sign of a session) is left to the model.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from .page_lines import CONTROL_LINE, TITLES, Reading, as_written, controls, line_key

_SIGN_OUT = frozenset({"sign out", "log out", "logout", "signout", "sign off", "log off"})
_SIGN_IN = frozenset({"sign in", "log in", "login", "signin"})
_SESSION_KINDS = frozenset({"link", "button", "menuitem"})
# A line that greets the person signed in; what follows the greeting starts with their name.
_GREETING = re.compile(
    r"^(?:signed in as|logged in as|hi|hello|hey|welcome back|welcome)\b,? (?!to\b)(?P<who>\S.*)$",
    re.IGNORECASE,
)
# Where a greeting's name ends: "Marcus Oyelaran (Member #M-40217) ·", "Tomás Ferreira · Account ...".
_NAME_END = re.compile(r"\s*(?:[·|,(—–!]| - ).*$")
_MAX_NAME_WORDS = 5

_SOMEONE = r"(?:the )?(?:current )?(?:user|visitor|guest|customer|member|shopper|someone|somebody|you)"
_SIGNED = r"(?:currently |already |now )?(?:signed|logged)"
_NOBODY = re.compile(rf"^(?:nobody|no one|no-one|no user) is {_SIGNED} in$", re.IGNORECASE)
_ANYONE = re.compile(rf"^{_SOMEONE} (?:is|are) (?P<neg>not )?{_SIGNED} (?P<way>in|out)$", re.IGNORECASE)
# "The shopper is checking out as a guest, not signed in": signed out, in a shop's words.
_AS_GUEST = re.compile(
    rf"^{_SOMEONE} (?:is |are )?(?:checking out |shopping |browsing |booking |ordering |continuing )?"
    rf"as a guest(?:,? (?:and |so |i\.e\. )?not {_SIGNED} in)?$",
    re.IGNORECASE,
)
_SOMEONE_AS = re.compile(
    rf"^{_SOMEONE} (?:is |are )?(?P<neg>not )?{_SIGNED} in as (?P<who>.+)$", re.IGNORECASE
)
_THE_ONE_IS = re.compile(
    rf"^(?:the )?(?:user|person|one|account) {_SIGNED} in is (?P<who>.+)$", re.IGNORECASE
)
_IS_THE_ONE = re.compile(
    rf"^(?P<who>.+?) is the (?:one|user|person) {_SIGNED} in$",
    re.IGNORECASE,
)
_NAMED = re.compile(
    rf"^(?P<who>.+?) (?:is|are) (?P<neg>not )?{_SIGNED} in(?: (?:as|to|with|under|on|into) (?P<rest>.+))?$",
    re.IGNORECASE,
)
_ARTICLES = frozenset({"a", "an", "the", "this", "that"})
# Words a statement adds after a name that no greeting line need hold.
_FILLERS = frozenset({"a", "an", "the", "as", "to", "in", "on", "with", "under", "into", "and", "is", "of"})
_WORD = re.compile(r"[@\w][\w.'’@-]*")


@dataclass(frozen=True)
class _Session:
    """What the page shows of its session: its greetings, and whether it is signed in (None when
    it shows no sign, or signs both ways), with the line that shows it."""

    greetings: tuple[tuple[str, str], ...]  # (name, whole line)
    signed_in: bool | None
    line: str
    # Lines just above a Sign out control that start with a name and greet no one ("Tomasz Wrona ·
    # Brightline Studio ·" then "Log out (link)"): they confirm that name, but, unlike a greeting,
    # a page's own name there ("Hive Cowork") may stand in the same place, so they deny no one.
    beside_sign_out: tuple[str, ...] = ()


def _session(texts: Sequence[str]) -> _Session:
    found = [c for c in controls(texts) if c.kind in _SESSION_KINDS]
    outs = [c.line for c in found if line_key(c.label) in _SIGN_OUT]
    # Signed out is a link to sign in (a header's); a "Log in" button is a form's, which some apps
    # leave on the page once the user is in ("Welcome ada" above it).
    ins = [c.line for c in found if line_key(c.label) in _SIGN_IN and c.kind != "button"]
    greetings = []
    for text in texts:
        for line in text.splitlines():
            body = line.strip().removeprefix("- ")
            m = _GREETING.match(body)
            if m is None or CONTROL_LINE.match(body):
                continue
            name = _NAME_END.sub("", m["who"]).strip()
            if _is_name(name):
                greetings.append((name, body))
    signed_in = [g for _, g in greetings] + outs
    if signed_in and not ins:
        return _Session(tuple(greetings), True, signed_in[0], _beside_sign_out(texts))
    if ins and not signed_in:
        return _Session((), False, ins[0])
    return _Session(tuple(greetings), None, "")


_ABOVE = 3  # lines looked at above a Sign out control


def _beside_sign_out(texts: Sequence[str]) -> tuple[str, ...]:
    """The lines at a Sign out control's indent just above it whose text up to a separator is a
    name of two to four capitalised words (see :attr:`_Session.beside_sign_out`)."""
    found = []
    for text in texts:
        lines = text.splitlines()
        for at, line in enumerate(lines):
            body = line.strip()
            control = CONTROL_LINE.match(body)
            if control is None or line_key(control["label"]) not in _SIGN_OUT:
                continue
            indent = len(line) - len(line.lstrip())
            for above in reversed(lines[max(0, at - _ABOVE) : at]):
                shown = above.strip()
                if len(above) - len(above.lstrip()) != indent or shown.startswith("#"):
                    break
                name = _NAME_END.sub("", shown).strip()
                words = name.split()
                if (
                    not CONTROL_LINE.match(shown)
                    and 2 <= len(words) <= 4
                    and all(w[:1].isupper() for w in words)
                ):
                    found.append(shown)
    return tuple(found)


def _is_name(name: str) -> bool:
    """Whether what a greeting greets is a name: it starts with a capital or an @, or is one word (a
    user name, "Welcome ada"); "Hi, this week's timetable is below" greets no one."""
    words = name.split()
    return 0 < len(words) <= _MAX_NAME_WORDS and (
        name[:1].isupper() or name.startswith("@") or len(words) == 1
    )


def _words(text: str) -> list[str]:
    return [w.strip(".,'’").casefold() for w in _WORD.findall(text)]


def _name_words(who: str) -> tuple[list[str], list[str]] | None:
    """A statement's name, as its words, and the words it adds after it ("Priya Raman, a shift lead":
    priya raman / shift lead); None when ``who`` does not start with a name."""
    said = _WORD.findall(who)
    name: list[str] = []
    for at, word in enumerate(said):
        bare = word.strip(".,'’")
        if bare.casefold() in TITLES:
            continue
        if at == 0 and bare.casefold() in _ARTICLES:
            return None  # "A guest named Priya": a description, not a name
        if bare[:1].isupper() or bare.startswith("@"):
            name.append(bare.casefold())
            continue
        return (name, [w for w in _words(" ".join(said[at:])) if w not in _FILLERS]) if name else None
    return (name, []) if name else None


def _has_words(line: str, words: Sequence[str]) -> bool:
    told = set(_words(line))
    return all(w in told for w in words)


def _named_reading(claim: str, who: str, added: str, denied: bool, session: _Session) -> Reading | None:
    named = _name_words(f"{who} {added}".strip())
    if named is None:
        return None
    name, extra = named
    if session.signed_in is False:
        return Reading(claim, session.line, holds=denied)
    for line in [line for _, line in session.greetings] + list(session.beside_sign_out):
        if _has_words(line, name) and _has_words(line, extra):
            return Reading(claim, line, holds=not denied)
    if session.greetings and not any(set(_words(n)) & set(name) for n, _ in session.greetings):
        return Reading(claim, session.greetings[0][1], holds=denied)
    return None


def session_reading(statement: str, texts: Sequence[str]) -> Reading | None:
    """What the page's signs of its session say of ``statement``, when it is one of the session
    claims above; None otherwise, or when the page does not show enough to decide it."""
    said = as_written(statement)
    if not re.search(r"\b(?:signed|logged) (?:in|out)\b|\bas a guest$", said, re.IGNORECASE):
        return None
    session = _session(texts)
    if _NOBODY.match(said) or _AS_GUEST.match(said):
        claims_in: bool | None = False
    elif m := _ANYONE.match(said):
        claims_in = (m["way"].casefold() == "in") != bool(m["neg"])
    else:
        claims_in = None
    if claims_in is not None:
        if session.signed_in is None:
            return None
        return Reading(said, session.line, holds=claims_in == session.signed_in)
    if m := _SOMEONE_AS.match(said):
        return _named_reading(said, m["who"], "", bool(m["neg"]), session)
    if m := _THE_ONE_IS.match(said) or _IS_THE_ONE.match(said):
        return _named_reading(said, m["who"], "", False, session)
    if m := _NAMED.match(said):
        return _named_reading(said, m["who"], m["rest"] or "", bool(m["neg"]), session)
    return None
