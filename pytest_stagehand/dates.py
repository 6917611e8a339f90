"""Words of the calendar as testers and pages write them, for every module that reads dates: the
executor writing a date into its input, the step checks finding the date a task gives, and the page
text's checks telling a date from a count. Regex fragments, to be put inside a module's own patterns
(they match lower case; compile with ``re.IGNORECASE`` for other text)."""

from __future__ import annotations

MONTH_NAMES = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
# A month's name, whole or short ("Mar", "Sept", "March").
MONTH_WORD = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
# A day of the week, whole or short ("Tue", "Tues", "Tuesday").
WEEKDAY_WORD = r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*"
