"""Virrey's cards: 64 characters (cartas de personaje) and 24 laws (cartas de ley).

A character has a number (the order of play: "la carta con el número más bajo"),
four colour sections (upper-left quarter, upper-right quarter, and the two quarters of
the bottom half-circle: "cada círculo está formado por cuatro secciones, dos en las
esquinas superiores y dos en las inferiores", ruling V-20) and four level rows, each a cost
(1-2 gems) and a reward. A law has sections too,
a timing (permanent, instant or end) and an effect handler with params (laws.py).

The cumulative cost of a level (costs.py): level L pays rows 1..L; level 5 pays rows
1..4 and one more gem of row 4's (first) colour.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.cards import CardSetCache, Field, SetProblem, collection, set_check
from rules.virrey import laws as _laws
from rules.virrey.rewards import check_row, normalise_row
from rules.virrey.tokens import COLOUR_INDEX, COLOURS

GAME = "virrey"
CHARACTERS = 64
LAWS = 24

_colour = Field("enum", choices=COLOURS)


def _check_bottom(value, _sections) -> str | None:
    """``bottom``: one colour for both bottom quarters, or [bottom-left, bottom-right]."""
    if isinstance(value, list):
        if len(value) != 2:
            return (
                f"must be one colour or a list of two colours [bottom-left, bottom-right], not a list of {len(value)}"
            )
        for i, c in enumerate(value):
            if c not in COLOURS:
                return f"item {i + 1} must be one of {', '.join(COLOURS)}, not {c!r}"
        return None
    if value not in COLOURS:
        return (
            f"must be one of {', '.join(COLOURS)} (or a list of two colours [bottom-left, bottom-right]), not {value!r}"
        )
    return None


_sections = Field(
    "mapping", fields=(("left", _colour), ("right", _colour), ("bottom", Field("any", check=_check_bottom)))
)
_level = Field(
    "mapping",
    fields=(
        ("cost", Field("list", item=_colour, min=1, max=2)),
        ("reward", Field("any", check=lambda v, row: check_row(v))),
    ),
)

collection(
    GAME,
    "characters",
    {
        "number": Field("int", min=1, max=CHARACTERS),
        "name": Field("text"),
        "sections": _sections,
        "levels": Field("list", item=_level, length=4),
    },
    "characters.yaml",
    count=(CHARACTERS, CHARACTERS),
)

collection(
    GAME,
    "laws",
    {
        "name": Field("text"),
        "sections": _sections,
        "timing": Field("enum", choices=_laws.TIMINGS, check=lambda v, card: _laws.check_timing(card.get("effect"), v)),
        "effect": Field("effect", check=lambda v, card: _laws.check_params(v, card.get("params"))),
        "params": Field("any", required=False),
        "text": Field("text"),
    },
    "laws.yaml",
    count=(LAWS, LAWS),
)


@dataclass(frozen=True, slots=True)
class Level:
    cost: tuple[int, ...]  # colour indices of this row's gems
    reward: tuple[tuple[str, Any], ...]  # (kind, value) pairs, see rewards.py


@dataclass(frozen=True, slots=True)
class Character:
    id: str
    number: int
    name: dict
    sections: tuple[int, int, int, int]  # left, right, bottom-left, bottom-right (colour indices)
    levels: tuple[Level, ...]  # four

    is_law = False


@dataclass(frozen=True, slots=True)
class Law:
    id: str
    name: dict
    sections: tuple[int, int, int, int]
    timing: str
    effect: str
    params: dict
    text: dict

    is_law = True
    number = None


def _sections_of(d: dict) -> tuple[int, int, int, int]:
    """(left, right, bottom-left, bottom-right): a single ``bottom`` colour is both bottom ones."""
    s = d["sections"]
    bottom = s["bottom"] if isinstance(s["bottom"], list) else [s["bottom"]] * 2
    return (COLOUR_INDEX[s["left"]], COLOUR_INDEX[s["right"]], COLOUR_INDEX[bottom[0]], COLOUR_INDEX[bottom[1]])


def make_character(d: dict) -> Character:
    levels = tuple(
        Level(tuple(COLOUR_INDEX[c] for c in row["cost"]), normalise_row(row["reward"])) for row in d["levels"]
    )
    return Character(d["id"], d["number"], d["name"], _sections_of(d), levels)


def make_law(d: dict) -> Law:
    return Law(d["id"], d["name"], _sections_of(d), d["timing"], d["effect"], dict(d.get("params") or {}), d["text"])


class CardSet:
    """Every card by id, and the ids of each kind in a stable order."""

    def __init__(self, characters: dict[str, Character], laws: dict[str, Law]):
        self.characters = characters
        self.laws = laws
        self.all: dict[str, Any] = {**characters, **laws}
        self.character_ids = tuple(sorted(characters, key=lambda c: characters[c].number))
        self.law_ids = tuple(sorted(laws))
        from rules.virrey.costs import cost_table

        self.costs = {c: cost_table(ch) for c, ch in characters.items()}
        # the level-1 cost of each card (None for a law: free), for the development choice
        self.first_cost = {c: (None if c in laws else self.costs[c][0]) for c in self.all}
        self.number = {c: ch.number for c, ch in characters.items()}

    def is_law(self, card: str) -> bool:
        return card in self.laws


@set_check(GAME)
def set_problems(data: dict) -> list[SetProblem]:
    """Checks across cards (the loader checked each card and adds file and line)."""
    problems = []
    seen: dict[int, str] = {}
    for d in data["characters"]:
        if d["number"] in seen:
            problems.append(
                SetProblem(
                    "characters", d["id"], "number", f"{d['number']} is also the number of {seen[d['number']]!r}"
                )
            )
        seen.setdefault(d["number"], d["id"])
    characters = {d["id"] for d in data["characters"]}
    for d in data["laws"]:
        if d["id"] in characters:
            problems.append(SetProblem("laws", d["id"], "id", "also the id of a character"))
    return problems


def build(data: dict) -> CardSet:
    """The card set of data the loader validated (:func:`set_problems` included)."""
    chars = [make_character(d) for d in data["characters"]]
    laws = [make_law(d) for d in data["laws"]]
    return CardSet({c.id: c for c in chars}, {law.id: law for law in laws})


card_set = CardSetCache(GAME, build)
