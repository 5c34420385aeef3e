"""El Viejo Imperio's cards: monarchs, events (sucesos) and dynasties, loaded from YAML.

Rulebook terms: a monarch shows crowns (coronas), years of reign (años) and the
reign period (periodo); an event shows a year, a dynasty colour (or grey), three
criterion symbols in order (the first is trump), the person it refers to, and
sometimes a war-hero symbol (Héroe de guerra), black or red.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.cards import CardSetCache, Field, collection, effect

GAME = "imperio"
CRITERIA = ("crowns", "years", "period")
ELECTOR_SWAP = {"elector_swap_second": 1, "elector_swap_third": 2}


@effect(GAME, "elector_swap_second")
def elector_swap_second(criteria: tuple[str, str, str]) -> tuple[str, str, str]:
    """Elector: the event's first symbol trades places with the second."""
    return (criteria[1], criteria[0], criteria[2])


@effect(GAME, "elector_swap_third")
def elector_swap_third(criteria: tuple[str, str, str]) -> tuple[str, str, str]:
    """Elector: the event's first symbol trades places with the third."""
    return (criteria[2], criteria[1], criteria[0])


def _reign_check(value, card) -> str | None:
    start, end = value
    if start > end:
        return f"starts ({start}) after it ends ({end})"
    return None


collection(GAME, "dynasties", {"name": Field("text"), "colour": Field("colour")}, "dynasties.yaml", count=(1, 30))
collection(
    GAME,
    "monarchs",
    {
        "name": Field("text"),
        "text": Field("text"),
        "reign": Field("list", item=Field("int", min=700, max=1806), length=2, check=_reign_check),
        "dynasty": Field("ref", ref="dynasties"),
        "crowns": Field("int", min=1, max=6),
        "emperor": Field("bool"),
        "effect": Field("effect", required=False),
    },
    "monarchs.yaml",
    count=(69, 69),
)
collection(
    GAME,
    "events",
    {
        "name": Field("text"),
        "text": Field("text"),
        "year": Field("int", min=700, max=1806),
        "dynasty": Field("ref", ref="dynasties", required=False),
        "criteria": Field("list", item=Field("enum", choices=CRITERIA), length=3, unique=True),
        "person": Field("ref", ref="monarchs"),
        "hero": Field("enum", choices=("black", "red"), required=False),
    },
    "events.yaml",
    count=(38, 38),
)


@dataclass(frozen=True, slots=True)
class Dynasty:
    id: str
    name: dict
    colour: str


@dataclass(frozen=True, slots=True)
class Monarch:
    id: str
    name: dict
    text: dict
    start: int
    end: int
    dynasty: str
    crowns: int
    emperor: bool
    elector: str | None  # effect name, or None for a plain monarch

    @property
    def years(self) -> int:
        """Years of reign (años): the card's printed length."""
        return self.end - self.start


@dataclass(frozen=True, slots=True)
class Event:
    id: str
    name: dict
    text: dict
    year: int
    dynasty: str | None  # None: a grey card
    criteria: tuple[str, str, str]
    person: str
    hero: str | None  # "black", "red" or None


@dataclass(frozen=True)
class CardSet:
    dynasties: dict[str, Dynasty]
    monarchs: dict[str, Monarch]
    events: dict[str, Event]
    # set by __post_init__ from the above
    monarch_ids: tuple[str, ...] = field(init=False, repr=False, compare=False)
    event_ids: tuple[str, ...] = field(init=False, repr=False, compare=False)
    electors: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        object.__setattr__(self, "monarch_ids", tuple(sorted(self.monarchs)))
        object.__setattr__(self, "event_ids", tuple(sorted(self.events)))
        object.__setattr__(self, "electors", frozenset(m.id for m in self.monarchs.values() if m.elector))


def _build(data) -> CardSet:
    return CardSet(
        {d["id"]: Dynasty(d["id"], d["name"], d["colour"]) for d in data["dynasties"]},
        {
            m["id"]: Monarch(
                m["id"],
                m["name"],
                m["text"],
                m["reign"][0],
                m["reign"][1],
                m["dynasty"],
                m["crowns"],
                m["emperor"],
                m.get("effect"),
            )
            for m in data["monarchs"]
        },
        {
            e["id"]: Event(
                e["id"],
                e["name"],
                e["text"],
                e["year"],
                e.get("dynasty"),
                tuple(e["criteria"]),
                e["person"],
                e.get("hero"),
            )
            for e in data["events"]
        },
    )


card_set = CardSetCache(GAME, _build)
