"""Fingerprint similarity and best_match (pure): a table of drift cases and the tie rule."""

from __future__ import annotations

import dataclasses

import pytest

from pytest_stagehand.cache.fingerprint import ElementFingerprint
from pytest_stagehand.healing.similarity import (
    ancestry_similarity,
    attribute_similarity,
    best_match,
    class_similarity,
    lcs_length,
    position_similarity,
    same_label,
    score,
    score_breakdown,
    sequence_similarity,
    string_similarity,
)

THRESHOLD = 0.75

SAVE = ElementFingerprint(
    tag="button",
    role="button",
    name="Save",
    text="Save",
    attributes=(("id", "save"), ("type", "submit")),
    classes=("btn", "btn-primary"),
    ancestry=("div.actions", "form#profile", "main#content"),
    index=0,
)


PEARS = ElementFingerprint(
    tag="li", role="listitem", text="Pears", ancestry=("ul.fruit", "main#content"), index=1
)


def test_another_item_in_the_same_slot_is_not_the_same_element() -> None:
    # Reordered siblings put "Plums" where "Pears" was: everything but the text matches.
    plums = dataclasses.replace(PEARS, text="Plums")
    assert score(PEARS, plums) < THRESHOLD
    assert score(PEARS, dataclasses.replace(PEARS, index=2)) >= THRESHOLD


def test_content_cap_applies_only_when_the_stored_element_has_a_name_or_text() -> None:
    icon = ElementFingerprint(tag="i", classes=("icon", "icon-close"), ancestry=("button",))
    restyled = dataclasses.replace(icon, classes=("icon", "icon-x"))
    assert score(icon, restyled) >= THRESHOLD
    assert score_breakdown(icon, restyled).components["text"] == 1.0


@pytest.mark.parametrize(
    ("a", "b", "at_least", "below"),
    [
        ("Save", "Save changes", 0.8, 0.81),
        ("Your profile", "Your account profile", 0.8, 1.0),
        ("Pears", "Plums", 0.0, 0.5),
        ("Cancel", "Save", 0.0, 0.5),
    ],
)
def test_contained_words_count_as_a_tweak(a: str, b: str, at_least: float, below: float) -> None:
    assert at_least <= string_similarity(a, b) < below


def drift(**changes: object) -> ElementFingerprint:
    return dataclasses.replace(SAVE, **changes)  # type: ignore[arg-type]


SAME_ELEMENT_AFTER_DRIFT = {
    "identical": SAVE,
    "id renamed": drift(attributes=(("id", "save-profile"), ("type", "submit"))),
    "id removed": drift(attributes=(("type", "submit"),)),
    "classes changed": drift(classes=("button", "button--primary")),
    "wrapper added": drift(ancestry=("span.wrap", "div.actions", "form#profile", "main#content")),
    "siblings reordered": drift(index=2),
    "text tweaked": drift(name="Save changes", text="Save changes"),
    "case changed": drift(name="SAVE", text="SAVE"),
    "ancestor classes changed": drift(ancestry=("div.buttons", "form#profile", "main#content")),
    "id renamed and wrapper added": drift(
        attributes=(("id", "btn-save"), ("type", "submit")),
        ancestry=("div.wrap", "div.actions", "form#profile", "main#content"),
    ),
}

DIFFERENT_ELEMENT = {
    "cancel button with the same styling": drift(
        name="Cancel",
        text="Cancel",
        attributes=(("id", "cancel"), ("type", "button")),
        classes=("btn",),
        index=1,
    ),
    "a link elsewhere": ElementFingerprint(
        tag="a",
        role="link",
        name="Help",
        text="Help",
        attributes=(("href", "/help"),),
        ancestry=("nav",),
        index=3,
    ),
    "a heading": ElementFingerprint(
        tag="h1", role="heading", name="Profile", text="Profile", ancestry=("main#content",)
    ),
    "delete button in the same form": drift(
        name="Delete account",
        text="Delete account",
        attributes=(("id", "delete"), ("type", "button")),
        index=3,
    ),
}


@pytest.mark.parametrize("case", sorted(SAME_ELEMENT_AFTER_DRIFT))
def test_drifted_same_element_scores_above_threshold(case: str) -> None:
    assert score(SAVE, SAME_ELEMENT_AFTER_DRIFT[case]) >= THRESHOLD


@pytest.mark.parametrize("case", sorted(DIFFERENT_ELEMENT))
def test_different_element_scores_below_threshold(case: str) -> None:
    assert score(SAVE, DIFFERENT_ELEMENT[case]) < THRESHOLD


def test_identical_scores_one_and_every_drift_scores_less() -> None:
    assert score(SAVE, SAVE) == 1.0
    for case, fingerprint in SAME_ELEMENT_AFTER_DRIFT.items():
        if case not in ("identical", "case changed"):
            assert score(SAVE, fingerprint) < 1.0, case


def test_scores_stay_in_unit_interval_and_are_symmetric_for_equal_sizes() -> None:
    everything = [
        SAVE,
        *SAME_ELEMENT_AFTER_DRIFT.values(),
        *DIFFERENT_ELEMENT.values(),
        ElementFingerprint(tag="x"),
    ]
    for a in everything:
        for b in everything:
            assert 0.0 <= score(a, b) <= 1.0


def test_breakdown_names_the_components_that_differ() -> None:
    breakdown = score_breakdown(SAVE, SAME_ELEMENT_AFTER_DRIFT["text tweaked"])
    reasons = breakdown.reasons()
    assert [r.split()[0] for r in reasons] == ["name", "text"]
    assert score_breakdown(SAVE, SAVE).reasons() == []


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ("", "", 1.0),
        ("a", "", 0.0),
        ("", "a", 0.0),
        ("Save", "save", 1.0),
        ("abcd", "abcd ", 1.0),
        ("ab", "cd", 0.0),
    ],
)
def test_string_similarity_edges(a: str, b: str, expected: float) -> None:
    assert string_similarity(a, b) == expected


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ((), (), 0),
        (("a",), (), 0),
        (("a", "b", "c"), ("a", "c"), 2),
        (("a", "b"), ("b", "a"), 1),
        (("x",), ("x",), 1),
    ],
)
def test_lcs_length(a: tuple[str, ...], b: tuple[str, ...], expected: int) -> None:
    assert lcs_length(a, b) == expected


def test_sequence_ancestry_class_and_position_similarity() -> None:
    assert sequence_similarity([], []) == 1.0
    assert sequence_similarity(["a", "b"], ["a", "b", "c", "d"]) == 0.5
    # Same tags, different ids/classes: the tag path counts 70 %, and of the summaries only the
    # shared document (one of three) agrees.
    assert ancestry_similarity(["div#a", "form.x"], ["div#b", "form.y"]) == pytest.approx(0.7 + 0.3 / 3)
    assert ancestry_similarity([], []) == 1.0
    # A wrapper around an element that sat directly in the body costs half the ancestry, not all.
    assert ancestry_similarity([], ["div.field"]) == pytest.approx(0.5)
    assert ancestry_similarity(["form#f"], ["div.wrap", "form#f"]) == pytest.approx(2 / 3)
    assert ancestry_similarity(["form#f"], ["nav#n"]) == pytest.approx(0.5)
    assert class_similarity([], []) == 1.0
    assert class_similarity(["a", "b"], ["b", "c"]) == pytest.approx(1 / 3)
    assert position_similarity(2, 2) == 1.0
    assert position_similarity(0, 3) == 0.25


def test_attribute_similarity_weights_test_ids_and_gives_half_credit_for_near_values() -> None:
    bare = ElementFingerprint(tag="div")
    assert attribute_similarity(bare, bare) == 1.0
    with_test_id = ElementFingerprint(tag="div", attributes=(("data-testid", "save"), ("title", "t")))
    renamed_test_id = ElementFingerprint(tag="div", attributes=(("data-testid", "other"), ("title", "t")))
    lost_title = ElementFingerprint(tag="div", attributes=(("data-testid", "save"),))
    # Losing the title (weight 1) hurts less than changing the test id (weight 3).
    assert attribute_similarity(with_test_id, lost_title) > attribute_similarity(
        with_test_id, renamed_test_id
    )
    near = ElementFingerprint(tag="div", attributes=(("id", "save-btn"),))
    nearer = ElementFingerprint(tag="div", attributes=(("id", "save-button"),))
    assert 0.0 < attribute_similarity(near, nearer) < 0.5


def test_best_match_picks_the_clear_winner() -> None:
    candidates = [
        ("cancel", DIFFERENT_ELEMENT["cancel button with the same styling"]),
        ("save", SAME_ELEMENT_AFTER_DRIFT["id renamed"]),
        ("help", DIFFERENT_ELEMENT["a link elsewhere"]),
    ]
    result = best_match(SAVE, candidates, THRESHOLD)
    assert result.match is not None
    assert result.match.item == "save"
    assert result.reason == ""
    assert result.ranked[0].item == "save"
    assert result.ranked[0].verdict == "accepted"
    assert [c.verdict.split(" (")[0] for c in result.ranked[1:]] == ["label unlike the stored one"] * 2


def test_best_match_refuses_a_tie_instead_of_guessing() -> None:
    twin = SAME_ELEMENT_AFTER_DRIFT["id removed"]
    result = best_match(SAVE, [("first", twin), ("second", twin)], THRESHOLD)
    assert result.match is None
    assert "ambiguous" in result.reason
    assert all("ambiguous" in c.verdict for c in result.ranked)


def test_best_match_refuses_everything_below_threshold() -> None:
    result = best_match(SAVE, list(DIFFERENT_ELEMENT.items()), THRESHOLD)
    assert result.match is None
    assert len(result.ranked) == len(DIFFERENT_ELEMENT)
    assert all("below threshold" in c.verdict or "label unlike" in c.verdict for c in result.ranked)
    # Near the stored label but under the threshold: the threshold is the reason.
    near = drift(name="Save as", text="Save as", attributes=(), classes=(), ancestry=("nav",), index=5)
    assert "below threshold" in best_match(SAVE, [("near", near)], THRESHOLD).reason


@pytest.mark.parametrize("threshold", [0.5, 0.6, 0.75])
def test_a_different_label_in_the_stored_slot_is_refused_at_any_threshold(threshold: float) -> None:
    # "Delete" where "Save" was, with Save's id, classes, ancestry and place: structure caps the
    # score at 0.5 + 0.5 x label similarity, and the label floor refuses it even under a low threshold.
    delete = drift(name="Delete", text="Delete")
    assert score(SAVE, delete) >= 0.5
    result = best_match(SAVE, [("delete", delete)], threshold)
    assert result.match is None
    assert result.reason.startswith("label unlike the stored one")


def test_same_label_folds_case_and_spacing_only() -> None:
    assert same_label(SAVE, drift(name="  SAVE ", text="save"))
    assert not same_label(SAVE, drift(name="Save draft", text="Save draft"))
    assert not same_label(SAVE, drift(name="Save", text="Save now"))
    login = ElementFingerprint(tag="button", name="Log in", text="Log in")
    assert not same_label(
        login, dataclasses.replace(login, name="Log in with Google", text="Log in with Google")
    )


def test_best_match_on_an_empty_page_and_the_keep_limit() -> None:
    assert best_match(SAVE, [], THRESHOLD).reason == "the page has no candidate elements"
    many = [("exact", SAVE)] + [(str(i), drift(name=f"Other {i}", text=f"Other {i}")) for i in range(9)]
    result = best_match(SAVE, many, THRESHOLD, keep=3)
    assert len(result.ranked) == 3
    assert result.match is not None
    assert result.match.item == "exact"


def test_elements_that_differ_only_by_position_are_a_tie() -> None:
    result = best_match(SAVE, [("first", drift(index=0)), ("second", drift(index=1))], THRESHOLD)
    assert result.match is None
    assert "ambiguous" in result.reason
