"""Relevance: a YES must rest on quotes that speak of what the statement is about.

The quote check (grounding.py) proves each quote is on the page; it cannot tell whether the quotes
say anything about the statement. A small model answers YES to a false statement with a true but
unrelated line: asked "The payment was declined" on an order confirmation, it quoted "View order
(link)" and reasoned "which implies that the payment was successful, so this statement is true".

So a YES to a statement with page-text evidence needs at least one content word of the statement
(a word that is not a function word) among the words it quotes. Words are matched on their
beginning, which folds the endings English puts on one stem ("declined" / "decline", "orders" /
"order", "selected" / "selection") and keeps different words apart ("total" / "subtotal").

A paraphrase with no word in common ("the user is logged in" on a "Sign out" link) loses its YES.
That is the price of the rule, measured in BENCHMARKS.md ("Verdicts"): a false YES passes a broken
app, a false NO only asks a person to look.

Words can only be compared within one language. A statement in English about a page in German
("the account page is shown" quoting "Konto") shares no word with any quote. So the rule is applied
only where the page speaks the statement's words: some word of the statement is somewhere in the
page text (a table of orders has "order"), or the page text reads as English (its common function
words make up a share of its words that a page in another language does not reach; a confirmation
saying "Your order has been placed" has no word of "the payment was declined").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from .grounding import is_denial


def _word_set(words: str) -> frozenset[str]:
    return frozenset(words.split())


# Function words and the words statements about a page use for the page itself: sharing "page" or
# "shown" with a quote says nothing about what is on it.
_FUNCTION_WORDS = _word_set(
    """
    a about above after again all also am an and any are as at be been before being below both but
    by can could did do does doing done down during each either for from had has have having here how
    if in into is it its itself just may might more most must my no nor not now of off on once only
    or other our out over own same shall should so some such than that the their them then there
    these they this those through to too under until up upon very was we were what when where which
    while who whom whose why will with within without would yes you your yours

    page pages text shown show shows showing displayed display displays visible appears appear
    appearing says say said statement true currently current there's it's one
    isn't aren't wasn't weren't don't doesn't didn't can't cannot won't hasn't haven't
    """
)
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?")
_MIN_WORD = 2  # "ok" counts, one letter does not; any number counts ("3 results")
_STEM = 5  # words agreeing on their first 5 letters (or the whole of a shorter one) are one word


# Words of running English text that other languages written in Latin letters do not use as words
# ("in", "an", "was", "will" are left out: German has them too).
_ENGLISH_MARKERS = _word_set(
    "the and you your is are to of for with this that has have be not or my our we it been please "
    "here were from"
)
# Share of such words in a page's text: 4-14 % on the corpus' English pages of forms, dialogs and
# carts (bench/verdict_corpus); 1-2 % on its plain tables (which the statement's own words cover);
# about 0 on a page in German.
ENGLISH_SHARE = 0.03


def reads_as_english(texts: Iterable[str]) -> bool:
    """Whether the texts' words are English enough for words to be compared (see the module)."""
    words = [w.casefold() for t in texts for w in _WORD.findall(t)]
    return bool(words) and sum(w in _ENGLISH_MARKERS for w in words) / len(words) >= ENGLISH_SHARE


def content_words(text: str) -> list[str]:
    """The words of ``text`` that are not function words, lower-cased, in order."""
    words = (w.casefold().replace("’", "'") for w in _WORD.findall(text))
    return [w for w in words if (len(w) >= _MIN_WORD or w.isdigit()) and w not in _FUNCTION_WORDS]


def _same_word(a: str, b: str) -> bool:
    if a.isdigit() or b.isdigit():
        return a == b
    shorter = min(len(a), len(b), _STEM)
    return shorter >= 3 and a[:shorter] == b[:shorter]


def shared_words(statement: str, quotes: Iterable[str]) -> list[str]:
    """The statement's content words that some quote (or other text) has too."""
    quoted = {w for q in quotes for w in content_words(q)}
    return [w for w in content_words(statement) if any(_same_word(w, q) for q in quoted)]


def off_topic(statement: str, quotes: Sequence[str], page_texts: Sequence[str]) -> bool:
    """Whether quotes given for a YES share no content word with the statement (see the module).
    A statement with no content word of its own, a denial (its evidence is an absence: "no error
    is shown" rests on lines that are not errors), no quotes, or a page that does not speak the
    statement's words is not judged here."""
    if not content_words(statement) or is_denial(statement) or not any(q.strip() for q in quotes):
        return False
    if shared_words(statement, quotes):
        return False
    return bool(shared_words(statement, page_texts)) or reads_as_english(page_texts)


def off_topic_reason(quotes: Sequence[str], reasoning: str) -> str:
    """The reasoning of a YES turned NO because its quotes do not speak of the statement."""
    listed = "; ".join(repr(q) for q in quotes if q.strip())
    return (
        f"the quoted page text ({listed}) says nothing about what the statement is about "
        f"(the model said YES: {reasoning})"
    )
