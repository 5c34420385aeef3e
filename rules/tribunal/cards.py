"""Grand Tribunal's card data: Items, Spells, Resources (the 110 cards of the two printed
decks), the 5 reference cards and the Vis Source Register, in ``cards/tribunal/*.yaml``.

Every file is validated on load; a problem names file, line, card id and field, e.g. an
item type that does not exist (``field 'type': must be one of orbs, ...``), a slot of an
unknown category (``slots has unknown key(s) infernal``), a negative cost or score, a
register without the spaces of a Tribunal (``field 'tribunal_2': is missing``) or an
unknown effect name.

    >>> cs = card_set()
    >>> len(cs.items), len(cs.spells), len(cs.resources), len(cs.reference)
    (40, 40, 30, 5)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.cards import CardSetCache, Field, SetProblem, collection, set_check
from rules.tribunal import effects as _effects
from rules.tribunal.actions import DECKS, ITEM_TYPES, SOURCES, SPACES, SPELL_CATEGORIES

GAME = "tribunal"
CARDS = 110  # "2 mazos de 55 cartas cada uno"
REFERENCE = 5
SPELL_ADVANCE = 2  # "los Hechizos siempre tienen un coste de avance de dos"
TRIBUNALS = 3
MAX_VIS = 99

_slot = Field("int", min=0, max=9, required=False)
_XY = re.compile(r"^\s*(\d{1,2})\s*:\s*(\d{1,2})\s*$")


def _check_spell_advance(value, _card) -> str | None:
    return None if value == SPELL_ADVANCE else f"a Spell's advance is always {SPELL_ADVANCE}, not {value}"


def _check_slots(value, _card) -> str | None:
    return None if any(value.values()) else "an Item needs at least one spell slot"


def _check_effect(value, card) -> str | None:
    return _effects.check_params(value, card)


def _check_space(value, _card) -> str | None:
    for i, space in enumerate(value):
        if not isinstance(space, str) or not _XY.match(space):
            return f'item {i + 1} must be "X:Y" (vis for the gatherer : vis for the others), not {space!r}'
    return None


_effect_fields = {
    "effect": Field("effect", check=_check_effect),
    "amount": Field("int", min=1, max=9, required=False),
    "deck": Field("enum", choices=DECKS, required=False),
    "text": Field("text"),
}

collection(
    GAME,
    "items",
    {
        "name": Field("text"),
        "type": Field("enum", choices=ITEM_TYPES),
        "score": Field("int", min=0, max=99),
        "advance": Field("int", min=1, max=20),
        "slots": Field("mapping", fields=tuple((c, _slot) for c in SPELL_CATEGORIES), check=_check_slots),
    },
    "items.yaml",
    count=(1, CARDS),
)
collection(
    GAME,
    "spells",
    {
        "name": Field("text"),
        "category": Field("enum", choices=SPELL_CATEGORIES),
        "advance": Field("int", min=0, check=_check_spell_advance),
        **_effect_fields,
    },
    "spells.yaml",
    count=(1, CARDS),
)
collection(GAME, "resources", {"name": Field("text"), **_effect_fields}, "resources.yaml", count=(1, CARDS))
collection(
    GAME, "reference", {"name": Field("text"), "text": Field("text")}, "reference.yaml", count=(REFERENCE, REFERENCE)
)
_spaces = Field("list", item=Field("str"), min=1, max=12, check=_check_space)
collection(
    GAME,
    "register",
    {
        "name": Field("text"),
        **{f"tribunal_{t}": _spaces for t in range(1, TRIBUNALS + 1)},
        "extract": Field("list", item=Field("int", min=0, max=MAX_VIS), length=TRIBUNALS),
    },
    "register.yaml",
    count=(2, 2),
)


@set_check(GAME)
def set_problems(data: dict) -> list[SetProblem]:
    problems = []
    total = sum(len(data.get(k) or []) for k in DECKS)
    if total != CARDS:
        first = (data.get("items") or [{"id": "?"}])[0]["id"]
        problems.append(
            SetProblem("items", first, "id", f"the three decks hold {total} cards; the game has {CARDS} (2 x 55)")
        )
    ids = {d["id"] for d in data.get("register") or []}
    for src in SOURCES:
        if src not in ids:
            at = (data.get("register") or [{"id": "?"}])[0]["id"]
            problems.append(SetProblem("register", src, "id", f"the register has no {src!r} source", at))
    seen: dict[str, str] = {}
    for kind in (*DECKS, "reference", "register"):
        for d in data.get(kind) or []:
            if d["id"] in seen and seen[d["id"]] != kind:
                problems.append(SetProblem(kind, d["id"], "id", f"the id is also a card of {seen[d['id']]}"))
            seen.setdefault(d["id"], kind)
    return problems


@dataclass(frozen=True, slots=True)
class Item:
    id: str
    name: dict
    type: str
    score: int
    advance: int
    slots: dict  # category -> how many Spells of it may be installed


@dataclass(frozen=True, slots=True)
class Spell:
    id: str
    name: dict
    category: str
    advance: int
    effect: str
    amount: int
    deck: str | None
    text: dict


@dataclass(frozen=True, slots=True)
class Resource:
    id: str
    name: dict
    effect: str
    amount: int
    deck: str | None
    text: dict


def _xy(space: str) -> tuple[int, int]:
    m = _XY.match(space)
    assert m is not None
    return int(m.group(1)), int(m.group(2))


class CardSet:
    """Every Grand Tribunal card by id, in stable orders."""

    spaces = SPACES
    decks = DECKS
    sources = SOURCES

    def __init__(self, data: dict):
        self.items = {
            d["id"]: Item(
                d["id"], d["name"], d["type"], d["score"], d["advance"], {c: v for c, v in d["slots"].items() if v}
            )
            for d in data["items"]
        }
        fx = lambda d: (d["effect"], d.get("amount", 1), d.get("deck"), d["text"])  # noqa: E731
        self.spells = {d["id"]: Spell(d["id"], d["name"], d["category"], d["advance"], *fx(d)) for d in data["spells"]}
        self.resources = {d["id"]: Resource(d["id"], d["name"], *fx(d)) for d in data["resources"]}
        self.reference = {d["id"]: d for d in data["reference"]}
        self.ids = {"items": tuple(self.items), "spells": tuple(self.spells), "resources": tuple(self.resources)}
        self.kind_of = {c: k for k, ids in self.ids.items() for c in ids}
        reg = {d["id"]: d for d in data["register"]}
        self.register = {
            src: tuple(tuple(_xy(s) for s in reg[src][f"tribunal_{t}"]) for t in range(1, TRIBUNALS + 1))
            for src in SOURCES
        }
        self.extract = tuple(reg["uncontested"]["extract"])
        self._cost = {i: it.advance for i, it in self.items.items()}
        self._cost.update((s, sp.advance) for s, sp in self.spells.items())
        self.costs = self._cost  # card id -> advance cost (Items and Spells; see cost())

    def cost(self, cid: str) -> int:
        """The advance cost of an Item or Spell (0 for a Resource: it is never advanced)."""
        return self._cost.get(cid, 0)

    def effect_of(self, cid: str):
        """The (effect, amount, deck) of a Spell or Resource."""
        c = self.spells.get(cid) or self.resources[cid]
        return c.effect, c.amount, c.deck


def build(data: dict) -> CardSet:
    return CardSet(data)


card_set = CardSetCache(GAME, build)
