"""Ausonia's card data (ruling A-1): the starter decks, the power deck, the favour deck and
the components without a rule (A-3), all in ``cards/ausonia/*.yaml``.

One schema serves every playing card::

    - id: bravo
      name: {es: "Bravo", en: "Bravo"}
      type: favour              # gem | favour
      guild: condottieri        # favour cards: house, alchemists, merchants, condottieri, clergy
      cost: {sanguine: 1, rainbow: 1}   # to buy (starter cards have none)
      copies: 3                 # physical cards of this design
      abilities:
        - cost: {sanguine: 1}   # paid in gems ... or, red background:
          # condition: {gems: {sanguine: 3}} | {keyword: corruption} | {guild: clergy}
          keywords: [{kw: corruption, x: 2}]   # effect names resolved in keywords.py

A gem card has ``gems`` (its yield) and may have ``star: true`` (fountains, A-2).
Refused with file, line, card id and field: an unknown keyword, guild or gem, a negative
cost, a condition that cannot be met (set check), an effect name without a handler.

    >>> cs = card_set()
    >>> len(cs.power), len(cs.favour), [len(d) for d in cs.starters]
    (15, 45, [12, 12, 12, 12])
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.ausonia.actions import GEMS
from rules.cards import CardSetCache, Field, SetProblem, collection, set_check

GAME = "ausonia"
GUILDS = ("house", "alchemists", "merchants", "condottieri", "clergy")
KEYWORDS = ("influence", "corruption", "discard", "draw", "manipulation", "foresight", "raise", "seal")
ACQUISITIVE = "acquisitive"  # the keyword of buying: a condition may name it
NO_X = ("seal",)  # Sello takes no number
STARTERS = 4
STARTER_GEM, STARTER_FAVOUR = 9, 3
MAX_GEMS = 20  # of one kind on one card, cost or yield

_gem_count = Field("int", min=0, max=MAX_GEMS, required=False)
_gems = Field("mapping", fields=tuple((g, _gem_count) for g in GEMS))
# a condition may ask more than a card holds: the set check says whether it can be met
_cond_gems = tuple((g, Field("int", min=0, max=99, required=False)) for g in GEMS)


def _check_keyword(value, item) -> str | None:
    x = item.get("x")
    if value in NO_X and x is not None:
        return f"{value} takes no number (x)"
    if value not in NO_X and (x is None or x < 1):
        return f"{value} needs a number x of at least 1"
    return None


_keyword = Field(
    "mapping",
    fields=(("kw", Field("effect", check=_check_keyword)), ("x", Field("int", min=1, max=9, required=False))),
)


def _check_condition(value, _ability) -> str | None:
    parts = [k for k in ("gems", "keyword", "guild") if value.get(k) is not None]
    if len(parts) != 1:
        return "must name exactly one of gems, keyword or guild"
    if parts[0] == "gems":
        kinds = [g for g in GEMS if value["gems"].get(g)]
        if len(kinds) != 1:
            return "gems must name one kind of gem with an amount of at least 1"
    if parts[0] == "keyword" and value["keyword"] not in (*KEYWORDS, ACQUISITIVE):
        return f"keyword must be one of {', '.join((*KEYWORDS, ACQUISITIVE))}, not {value['keyword']!r}"
    return None


def _check_ability(value, ability) -> str | None:
    has_cost, has_cond = ability.get("cost") is not None, ability.get("condition") is not None
    if has_cost == has_cond:
        return "an ability has either a cost in gems or a condition (red background), one of them"
    return None


_ability = Field(
    "mapping",
    fields=(
        ("cost", Field("mapping", required=False, fields=_gems.fields)),
        (
            "condition",
            Field(
                "mapping",
                required=False,
                check=_check_condition,
                fields=(
                    ("gems", Field("mapping", required=False, fields=_cond_gems)),
                    ("keyword", Field("str", required=False)),
                    ("guild", Field("enum", choices=GUILDS, required=False)),
                ),
            ),
        ),
        ("keywords", Field("list", item=_keyword, min=1, max=4, check=_check_ability)),
    ),
)


def _check_type(value, card) -> str | None:
    if value == "gem":
        if not any((card.get("gems") or {}).values()):
            return "a gem card needs gems (its yield)"
        if card.get("abilities") or card.get("guild"):
            return "a gem card has no guild and no abilities"
    else:
        if card.get("gems") or card.get("star"):
            return "a favour card yields no gems and has no star"
        if not card.get("guild"):
            return "a favour card needs its guild"
        if not card.get("abilities"):
            return "a favour card needs at least one ability"
    return None


def _schema(starter: bool) -> dict:
    schema = {
        "name": Field("text"),
        "type": Field("enum", choices=("gem", "favour"), check=_check_type),
        "guild": Field("enum", choices=GUILDS, required=False),
        "cost": Field("mapping", required=not starter, fields=_gems.fields),
        "gems": Field("mapping", required=False, fields=_gems.fields),
        "star": Field("bool", required=False),
        "copies": Field("int", min=1, max=12, required=False),
        "abilities": Field("list", item=_ability, min=1, max=3, required=False),
    }
    if starter:
        schema["deck"] = Field("int", min=1, max=STARTERS)
    return schema


collection(GAME, "starters", _schema(True), "starters.yaml", count=(1, 200))
collection(GAME, "power", _schema(False), "power.yaml", count=(1, 100))
collection(GAME, "favour", _schema(False), "favour.yaml", count=(1, 200))
collection(
    GAME,
    "components",
    {
        "name": Field("text"),
        "role": Field("enum", choices=("aspirant", "influence_marker")),
        "copies": Field("int", min=1, max=12, required=False),
        "text": Field("text"),
    },
    "components.yaml",
    count=(1, 20),
)


# -- built objects ------------------------------------------------------------------------


def gem_tuple(d: dict | None) -> tuple[int, int, int, int]:
    d = d or {}
    return tuple(d.get(g, 0) for g in GEMS)  # type: ignore[return-value]


@dataclass(frozen=True, slots=True)
class Ability:
    cost: tuple[int, int, int, int] | None  # gems, per GEMS; None for a condition ability
    condition: tuple[str, str, int] | None  # ("gems", gem, amount) | ("keyword", kw, 1) | ("guild", guild, 1)
    keywords: tuple[tuple[str, int], ...]  # (effect name, X; 0 for Sello)


@dataclass(frozen=True, slots=True)
class Card:
    id: str  # the design's id (copies share it)
    name: dict
    type: str  # gem | favour
    guild: str | None
    cost: tuple[int, int, int, int]
    gems: tuple[int, int, int, int]
    star: bool
    abilities: tuple[Ability, ...]
    deck: str  # "starter", "power" or "favour"


def _make_ability(d: dict) -> Ability:
    cond = d.get("condition")
    condition = None
    if cond:
        if cond.get("gems"):
            gem = next(g for g in GEMS if cond["gems"].get(g))
            condition = ("gems", gem, cond["gems"][gem])
        elif cond.get("keyword"):
            condition = ("keyword", cond["keyword"], 1)
        else:
            condition = ("guild", cond["guild"], 1)
    cost = gem_tuple(d["cost"]) if d.get("cost") is not None else None
    return Ability(cost, condition, tuple((k["kw"], k.get("x") or 0) for k in d["keywords"]))


def _card(d: dict, deck: str) -> Card:
    return Card(
        d["id"],
        d["name"],
        d["type"],
        d.get("guild"),
        gem_tuple(d.get("cost")),
        gem_tuple(d.get("gems")),
        bool(d.get("star")),
        tuple(_make_ability(a) for a in d.get("abilities") or ()),
        deck,
    )


class CardSet:
    """Every physical card by number (``cards[n]`` is its design), in a stable order:
    the starter decks I-IV, then the power deck, then the favour deck."""

    def __init__(self, data: dict):
        self.designs: dict[str, Card] = {}
        cards: list[Card] = []
        self.starters: list[tuple[int, ...]] = []
        for deck in range(1, STARTERS + 1):
            mine = []
            for d in data["starters"]:
                if d["deck"] == deck:
                    card = self.designs[d["id"]] = _card(d, "starter")
                    for _ in range(d.get("copies", 1)):
                        mine.append(len(cards))
                        cards.append(card)
            self.starters.append(tuple(mine))
        groups = []
        for kind in ("power", "favour"):
            mine = []
            for d in data[kind]:
                card = self.designs[d["id"]] = _card(d, kind)
                for _ in range(d.get("copies", 1)):
                    mine.append(len(cards))
                    cards.append(card)
            groups.append(tuple(mine))
        self.power, self.favour = groups
        self.cards: tuple[Card, ...] = tuple(cards)
        self.components = tuple(data["components"])

    def __len__(self) -> int:
        return len(self.cards)


# -- checks across cards --------------------------------------------------------------------


def _supply(data: dict):
    """(gems of each kind printed on gem cards, keywords and guild abilities, per design id)."""
    gems = {g: 0 for g in GEMS}
    keywords: dict[str, list[tuple[str, int]]] = {}
    guilds: dict[str, list[tuple[str, int]]] = {}
    for kind in ("starters", "power", "favour"):
        for d in data[kind]:
            copies = d.get("copies", 1)
            for g, k in (d.get("gems") or {}).items():
                gems[g] += (k or 0) * copies
            for a in d.get("abilities") or ():
                for kw in a["keywords"]:
                    keywords.setdefault(kw["kw"], []).append((d["id"], copies))
                guilds.setdefault(d.get("guild") or "", []).append((d["id"], copies))
    return gems, keywords, guilds


def _others(sources, card_id: str) -> int:
    """How many physical cards other than one copy of ``card_id`` are among ``sources``."""
    return sum(c - 1 if i == card_id else c for i, c in sources)


@set_check(GAME)
def set_problems(data: dict) -> list[SetProblem]:
    problems = []
    gems, keywords, guilds = _supply(data)
    for kind in ("starters", "power", "favour"):
        for d in data[kind]:
            for a in d.get("abilities") or ():
                cond = a.get("condition")
                if not cond:
                    continue
                if cond.get("gems"):
                    gem = next(g for g in GEMS if cond["gems"].get(g))
                    if cond["gems"][gem] > gems[gem]:
                        problems.append(
                            SetProblem(
                                kind,
                                d["id"],
                                "abilities",
                                f"the condition asks {cond['gems'][gem]} {gem} gems, the game's gem cards "
                                f"yield {gems[gem]} in all: it cannot be met",
                            )
                        )
                elif cond.get("keyword") and cond["keyword"] != ACQUISITIVE:
                    if _others(keywords.get(cond["keyword"], []), d["id"]) < 1:
                        problems.append(
                            SetProblem(
                                kind,
                                d["id"],
                                "abilities",
                                f"the condition asks the keyword {cond['keyword']!r}, which no other card "
                                "has: it cannot be met (a card cannot meet its own condition)",
                            )
                        )
                elif cond.get("guild"):
                    if _others(guilds.get(cond["guild"], []), d["id"]) < 1:
                        problems.append(
                            SetProblem(
                                kind,
                                d["id"],
                                "abilities",
                                f"the condition asks an ability of a {cond['guild']} card, and no other card "
                                "of that guild has one: it cannot be met",
                            )
                        )
    for deck in range(1, STARTERS + 1):
        mine = [d for d in data["starters"] if d["deck"] == deck]
        n_gem = sum(d.get("copies", 1) for d in mine if d["type"] == "gem")
        n_fav = sum(d.get("copies", 1) for d in mine if d["type"] == "favour")
        if (n_gem, n_fav) != (STARTER_GEM, STARTER_FAVOUR):
            at = mine[0]["id"] if mine else data["starters"][0]["id"]
            problems.append(
                SetProblem(
                    "starters",
                    f"Inicio {deck}",
                    "deck",
                    f"{n_gem} gem and {n_fav} favour cards; a starter deck has {STARTER_GEM} gem cards "
                    f"and {STARTER_FAVOUR} basic favour cards",
                    at,
                )
            )
    for kind, want in (("power", 15), ("favour", 45)):
        n = sum(d.get("copies", 1) for d in data[kind])
        if n != want:
            problems.append(
                SetProblem(kind, data[kind][0]["id"], "copies", f"{n} cards; the {kind} deck has {want}")
            )
    roles = {}
    for d in data["components"]:
        roles[d["role"]] = roles.get(d["role"], 0) + d.get("copies", 1)
    for role, want in (("aspirant", 3), ("influence_marker", 8)):
        if roles.get(role, 0) != want:
            problems.append(
                SetProblem(
                    "components", data["components"][0]["id"], "copies", f"{roles.get(role, 0)} {role} cards, not {want}"
                )
            )
    return problems


def build(data: dict) -> CardSet:
    return CardSet(data)


card_set = CardSetCache(GAME, build)
