"""Krysis's card data: companies, agents, relics, relic types, missions, relic-set table,
the crystals of the bank and the board (mine) — all in ``cards/krysis/*.yaml``.

Every file is validated on load; a problem names file, line, card id and field, e.g. a
level with three chambers (``field 'spaces': must have exactly 4 items``), a capacity
icon that does not exist (``capacity has unknown key(s) green``) or a negative value.

    >>> cs = card_set()
    >>> len(cs.relics), len(cs.missions), len(cs.levels)
    (24, 4, 5)
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.cards import CardSetCache, Field, SetProblem, collection, set_check
from rules.krysis import scoring
from rules.krysis import specials as _specials
from rules.krysis.goods import COLOURS, Goods

GAME = "krysis"
LEVELS = 5
SPACES = 4  # entrance spaces I-IV, and chambers per level
PER_COMPANY = {"transporter": 9, "fighter": 9}
SPECIALS = 6  # per company: 3 identical + 3 unique
STARS = (1, 2, 3)
MAX_COMPANIES = 4
MAX_POINTS = 99  # a crystal's value, a mission's or a relic set's
MAX_CRYSTALS = 500  # of one colour in the bank (the game has 125 in all)

_count = Field("int", min=0, required=False)
_capacity = Field("mapping", required=False, fields=tuple((c, _count) for c in COLOURS))
_group = Field("mapping", fields=tuple((c, _count) for c in COLOURS) + (("relics", _count),))


def _check_group(value, _card) -> str | None:
    if not any(value.get(k) for k in (*COLOURS, "relics")):
        return "is an empty group of goods"
    return None


def _check_space(value, _card) -> str | None:
    for i, group in enumerate(value):
        msg = _check_group(group, None)
        if msg:
            return f"item {i + 1} {msg}"
    return None


_space = Field("mapping", fields=(("goods", Field("list", item=_group, min=1, max=3, check=_check_space)),))


def _check_row(value, card) -> str | None:
    if card.get("depth") == 0:
        for i, space in enumerate(value):
            goods = space.get("goods") or []
            if len(goods) != 1 or goods[0].get("relics"):
                return f"item {i + 1}: an entrance space gives one group of crystals, no relics"
    return None


def _check_ability(value, card) -> str | None:
    if not card.get("special"):
        return "only a special agent has an ability"
    if not card.get("text"):
        return "an ability needs its printed text (es and en)"
    return _specials.check_params(value, card.get("params"))


def _check_text(value, card) -> str | None:
    return None if card.get("ability") else "only an agent with an ability prints its text"


def _check_multiplier(value, card) -> str | None:
    if card.get("speed"):
        return "an agent with a multiplier prints no speed (speed must be 0)"
    return None


def _check_role(value, card) -> str | None:
    if value == "transporter" and not any((card.get("capacity") or {}).values()):
        return "a transporter needs a carrying capacity"
    if value == "fighter" and "combat" not in card:
        return "a fighter needs a combat value"
    return None


def _check_relic_use(value, card) -> str | None:
    if value == "weapon" and not card.get("combat"):
        return "a weapon relic needs a combat value of at least 1"
    if value == "transport" and not any((card.get("capacity") or {}).values()):
        return "a transport relic needs capacity icons"
    if value == "weapon" and card.get("capacity") or value == "transport" and card.get("combat"):
        return "a relic is either a weapon (combat) or a transport (capacity)"
    return None


collection(
    GAME,
    "companies",
    {
        "name": Field("text"),
        "colour": Field("colour"),
    },
    "companies.yaml",
    count=(MAX_COMPANIES, MAX_COMPANIES),
)

collection(
    GAME,
    "agents",
    {
        "company": Field("ref", ref="companies"),
        "name": Field("text"),
        "role": Field("enum", choices=("transporter", "fighter"), check=_check_role),
        "special": Field("bool", required=False),
        "stars": Field("int", min=1, max=3),
        "speed": Field("int", min=0),
        "capacity": _capacity,
        "combat": Field("int", min=0, required=False),
        "multiplier": Field(
            "mapping",
            required=False,
            check=_check_multiplier,
            fields=(("colour", Field("enum", choices=COLOURS)), ("factor", Field("int", min=1))),
        ),
        "ability": Field("effect", required=False, check=_check_ability),
        "params": Field("any", required=False),
        "text": Field("text", required=False, check=_check_text),
    },
    "agents.yaml",
    count=(1, MAX_COMPANIES * 24),
)  # per company: checked in build()

collection(GAME, "relic_types", {"name": Field("text")}, "relic_types.yaml", count=(1, 24))

collection(
    GAME,
    "relics",
    {
        "type": Field("ref", ref="relic_types"),
        "name": Field("text"),
        "use": Field("enum", choices=("weapon", "transport"), check=_check_relic_use),
        "combat": Field("int", min=0, required=False),
        "capacity": _capacity,
    },
    "relics.yaml",
    count=(24, 24),
)

collection(
    GAME,
    "missions",
    {
        "name": Field("text"),
        "target": Field("enum", choices=(*COLOURS, "relics")),
        "points": Field("int", min=0),
        "text": Field("text"),
    },
    "missions.yaml",
    count=(4, 4),
)

collection(
    GAME,
    "relic_sets",
    {
        "set": Field("enum", choices=("same", "different")),
        "size": Field("int", min=1, max=24),
        "points": Field("int", min=0),
    },
    "relic_sets.yaml",
    count=(1, 48),
)

collection(
    GAME,
    "crystals",
    {  # ids: red, blue, white (set_problems)
        "name": Field("text"),
        "points": Field("int", min=1, max=MAX_POINTS),  # overtime divides by it
        "count": Field("int", min=0, max=MAX_CRYSTALS),
    },
    "supply.yaml",
    count=(3, 3),
)

collection(
    GAME,
    "mine",
    {
        "depth": Field("int", min=0, max=LEVELS),
        "spaces": Field("list", item=_space, length=SPACES, check=_check_row),
    },
    "mine.yaml",
    count=(LEVELS + 1, LEVELS + 1),
)


# -- built objects ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Agent:
    id: str
    company: str
    name: dict
    role: str  # transporter | fighter
    special: bool
    stars: int
    speed: int
    capacity: Goods  # carrying capacity icons (red, blue, white)
    combat: int
    multiplier: tuple[int, int] | None  # (colour index, factor)
    ability: str | None
    params: dict
    text: dict | None  # the ability's printed text, {es, en}


@dataclass(frozen=True, slots=True)
class Relic:
    id: str
    type: str
    name: dict
    use: str  # weapon | transport
    combat: int
    capacity: Goods


@dataclass(frozen=True, slots=True)
class Mission:
    id: str
    name: dict
    target: str  # red | blue | white | relics
    points: int
    text: dict


@dataclass(frozen=True, slots=True)
class Space:
    """An entrance space or a chamber: its groups of goods ((red, blue, white), relics)."""

    groups: tuple[tuple[Goods, int], ...]


class CardSet:
    """Every Krysis component by id, in stable orders."""

    def __init__(self, data: dict):
        goods = lambda d: Goods.of(d or {})  # noqa: E731
        self.companies = {d["id"]: d for d in data["companies"]}
        self.company_ids = tuple(d["id"] for d in data["companies"])
        self.agents: dict[str, Agent] = {}
        for d in data["agents"]:
            m = d.get("multiplier")
            self.agents[d["id"]] = Agent(
                d["id"],
                d["company"],
                d["name"],
                d["role"],
                bool(d.get("special")),
                d["stars"],
                d["speed"],
                goods(d.get("capacity")),
                d.get("combat", 0),
                (COLOURS.index(m["colour"]), m["factor"]) if m else None,
                d.get("ability"),
                dict(d.get("params") or {}),
                d.get("text"),
            )
        self.relic_types = tuple(d["id"] for d in data["relic_types"])
        self.relics = {
            d["id"]: Relic(d["id"], d["type"], d["name"], d["use"], d.get("combat", 0), goods(d.get("capacity")))
            for d in data["relics"]
        }
        self.relic_ids = tuple(self.relics)
        self.relic_type_index = {r: self.relic_types.index(self.relics[r].type) for r in self.relics}
        self.missions = {
            d["id"]: Mission(d["id"], d["name"], d["target"], d["points"], d["text"]) for d in data["missions"]
        }
        self.mission_ids = tuple(self.missions)
        self.set_points = {(d["set"], d["size"]): d["points"] for d in data["relic_sets"]}
        crystals = {d["id"]: d for d in data["crystals"]}
        self.crystal_points = tuple(crystals[c]["points"] for c in COLOURS)
        self.crystal_count = Goods(*(crystals[c]["count"] for c in COLOURS))
        rows = {d["depth"]: d for d in data["mine"]}
        self.rows = tuple(
            tuple(
                Space(tuple((goods({c: g.get(c, 0) for c in COLOURS}), g.get("relics", 0)) for g in s["goods"]))
                for s in rows[depth]["spaces"]
            )
            for depth in range(LEVELS + 1)
        )
        self.levels = self.rows[1:]
        self.entrance = self.rows[0]
        self._company_agents: dict = {}
        self._best_sets: dict = {}

    def company_agents(self, company: str, special: bool | None = None) -> tuple[str, ...]:
        key = (company, special)
        found = self._company_agents.get(key)
        if found is None:
            found = self._company_agents[key] = tuple(
                a.id for a in self.agents.values() if a.company == company and (special is None or a.special == special)
            )
        return found

    def best_sets(self, counts: tuple[int, ...]) -> tuple[int, tuple]:
        """``scoring.best_sets`` with this set's relic-set table, remembered per ``counts``."""
        found = self._best_sets.get(counts)
        if found is None:
            found = self._best_sets[counts] = scoring.best_sets(counts, self.set_points)
        return found


@set_check(GAME)
def set_problems(data: dict) -> list[SetProblem]:
    """Checks across cards (the loader checked each card and adds file and line)."""
    problems = []
    crystals = [d["id"] for d in data["crystals"]]
    if sorted(crystals) != sorted(COLOURS):
        for cid in crystals:
            if cid not in COLOURS:
                problems.append(
                    SetProblem(
                        "crystals", cid, "id", f"the crystals are {', '.join(COLOURS)}, one card each, not {cid!r}"
                    )
                )
    depths = {d["depth"] for d in data["mine"]}
    for depth in range(LEVELS + 1):
        if depth not in depths:
            problems.append(
                SetProblem(
                    "mine",
                    "entrance" if depth == 0 else f"level_{depth}",
                    "depth",
                    f"no row of the mine has depth {depth}",
                )
            )
    seen: dict[int, str] = {}
    for d in data["mine"]:
        if d["depth"] in seen:
            problems.append(
                SetProblem("mine", d["id"], "depth", f"{d['depth']} is also the depth of {seen[d['depth']]!r}")
            )
        seen.setdefault(d["depth"], d["id"])
    for company in (d["id"] for d in data["companies"]):
        mine = [a for a in data["agents"] if a["company"] == company]
        at = mine[0]["id"] if mine else None
        for role, want in PER_COMPANY.items():
            n = sum(1 for a in mine if a["role"] == role and not a.get("special"))
            if n != want:
                problems.append(
                    SetProblem(
                        "agents", company, "role", f"{n} {role}s, a company has {want} (besides its special agents)", at
                    )
                )
        n = sum(1 for a in mine if a.get("special"))
        if n != SPECIALS:
            problems.append(
                SetProblem("agents", company, "special", f"{n} special agents, a company has {SPECIALS}", at)
            )
        for stars in STARS:
            n = sum(1 for a in mine if a["stars"] == stars)
            if n < 2:
                problems.append(
                    SetProblem(
                        "agents",
                        company,
                        "stars",
                        f"only {n} card(s) with {stars} star(s); the advanced game sets aside 2 of each rating",
                        at,
                    )
                )
    targets = [m["target"] for m in data["missions"]]
    for m in data["missions"]:
        if targets.count(m["target"]) > 1:
            problems.append(SetProblem("missions", m["id"], "target", "two missions share a target"))
    return problems


def build(data: dict) -> CardSet:
    """The card set of data the loader validated (:func:`set_problems` included)."""
    return CardSet(data)


card_set = CardSetCache(GAME, build)
