"""Krysis's positions (see :mod:`rules.core.position`), in the rulebook's terms.

- ``round``, ``phase`` (aside, hand, bid, mine, team, action, draw, over) and ``step``
  (the mining's chamber, group or keep; the action turn's turn, cargo, target, spy_take or
  convert), ``order`` (the mining or initiative order) and ``turn`` (whose place in it);
- the bank's crystals (``bank``: red, blue, white), the relic deck and discard pile (top
  first), ``drawn`` (the two relics of a relic symbol, one to keep) with ``symbols`` still
  to draw for and the ``chamber`` taken, ``missions_box`` (the missions nobody has),
  ``last_bids`` (the bids shown this round);
- ``players``: each one's ``miner`` (``[depth, space]``), ``home`` (crystals behind the
  screen) and ``home_relics``, ``camp`` and ``camp_relics`` (face down), ``played`` relics
  (face up), its agents in ``hand`` (with the sealed ``pick``), ``fighter_deck`` and
  ``transporter_deck`` (top first), ``discard``, ``aside`` (advanced game) and ``team``,
  the score ``track``, its ``mission``, its ``bid`` and whether it is ``sealed``,
  ``deserted``, ``acted``, its ``initiative`` and ``draws_left`` (end of the round);
- ``turn_state``: the active player's ``normal_done``, ``kind`` (load or raid) and
  ``target``, the ``weapon`` and ``transport`` relics played, ``announced``, the agents
  whose ``specials`` are still to use, the ``special`` under way and its
  ``special_target``, and the ``cargo`` (crystals and relics);
- ``picks`` (team picks revealed this round) and ``rng``.

Every crystal is in one place (bank, a home, a camp, a bid or the cargo) and they add up
to the supply; every relic, agent and mission is in exactly one place (the agents a game
does not use: its companies' box).
"""

from __future__ import annotations

from typing import Any

from rules.core.errors import PositionError
from rules.core.game import Config
from rules.core.position import (
    Fields,
    Ledger,
    cards_at,
    check_range,
    check_total,
    from_top_first,
    rng_from_position,
    rng_to_position,
    top_first,
)
from rules.krysis.goods import COLOURS

PHASES = ("aside", "hand", "bid", "mine", "team", "action", "draw", "over")
STEPS = {
    "aside": (None,),
    "hand": (None,),
    "bid": (None, "chamber"),
    "mine": ("chamber", "group", "keep"),
    "team": (None,),
    "action": ("turn", "cargo", "target", "spy_take", "convert"),
    "draw": (None,),
    "over": (None, "turn"),
}


def _goods(values) -> dict:
    return dict(zip(COLOURS, values))


def to_position(st) -> dict:
    players = []
    for s in range(st.n):
        players.append(
            {
                "miner": list(st.miner[s]),
                "home": _goods(st.home[s]),
                "home_relics": list(st.home_relics[s]),
                "camp": _goods(st.camp[s]),
                "camp_relics": list(st.camp_relics[s]),
                "played": list(st.played[s]),
                "hand": list(st.hand[s]),
                "pick": st.pick[s],
                "fighter_deck": top_first(st.fdeck[s]),
                "transporter_deck": top_first(st.tdeck[s]),
                "discard": list(st.adiscard[s]),
                "aside": list(st.aside[s]),
                "team": list(st.team[s]),
                "track": st.track[s],
                "mission": st.mission[s],
                "bid": _goods(st.bid[s]),
                "sealed": st.sealed[s],
                "deserted": st.deserted[s],
                "acted": st.acted[s],
                "initiative": st.initiative[s],
                "draws_left": st.draws_left[s],
            }
        )
    return {
        "round": st.round,
        "phase": st.phase,
        "step": st.step,
        "order": list(st.order),
        "turn": st.idx,
        "picks": st.picks,
        "bank": _goods(st.bank),
        "relic_deck": top_first(st.relic_deck),
        "relic_discard": top_first(st.relic_discard),
        "drawn": list(st.drawn),
        "symbols": st.symbols,
        "chamber": st.chamber,
        "missions_box": list(st.mission_box),
        "last_bids": None if st.last_bids is None else [_goods(b) for b in st.last_bids],
        "players": players,
        "turn_state": {
            "normal_done": st.t_normal,
            "kind": st.t_kind,
            "target": st.t_target if st.t_target >= 0 else None,
            "weapon": st.t_weapon,
            "transport": st.t_transport,
            "announced": st.t_announced,
            "specials": list(st.t_specials),
            "special": st.t_special,
            "special_target": st.t_spec_target if st.t_spec_target >= 0 else None,
            "cargo": _goods(st.cargo),
            "cargo_relics": list(st.cargo_relics),
        },
        "rng": rng_to_position(st.rng),
    }


def _crystals(f: Fields, key: str) -> list[int]:
    """A ``{red, blue, white}`` count (a colour left out: none)."""
    return _crystal_map(f.sub(key))


def _crystal_map(g: Fields) -> list[int]:
    return g.counts(COLOURS)


def from_position(cls, config: Config, data: Any, cards=None):
    st = cls(config, cards, _blank=True)
    cs, n = st.cards, st.n
    f = Fields(data)
    st.rng = rng_from_position(f.get("rng", dict))
    st.company = list(cs.company_ids[:n])
    st.round = f.integer("round", 1, st.rounds)
    st.phase = f.text("phase", PHASES)
    st.over = st.phase == "over"
    st.step = f.optional("step", str)
    if st.step not in STEPS[st.phase]:
        raise PositionError("step", f"{st.step!r} is not a step of the {st.phase} phase")
    st.order = f.items("order", int)
    st.idx = f.integer("turn", 0, n)
    st.picks = f.integer("picks", 0, 3)
    st.bank = _crystals(f, "bank")
    relics = Ledger(cs.relic_ids, "relic")
    known_relic = cs.relics.__contains__
    st.relic_deck = from_top_first(cards_at("relic_deck", f.get("relic_deck", list), known_relic, "relic"))
    relics.put("relic_deck", top_first(st.relic_deck))
    st.relic_discard = from_top_first(cards_at("relic_discard", f.get("relic_discard", list), known_relic, "relic"))
    relics.put("relic_discard", top_first(st.relic_discard))
    st.drawn = cards_at("drawn", f.get("drawn", list), known_relic, "relic")
    relics.put("drawn", st.drawn)
    st.symbols = f.integer("symbols", 0, 9)
    st.chamber = f.integer("chamber", -1, 9)
    missions = Ledger(cs.mission_ids, "mission")
    st.mission_box = cards_at("missions_box", f.get("missions_box", list), cs.missions.__contains__, "mission")
    missions.put("missions_box", st.mission_box)
    last = f.optional("last_bids", list)
    st.last_bids = None
    if last is not None:
        if len(last) != n:
            raise PositionError("last_bids", f"must list one bid a seat ({n} seats)")
        st.last_bids = [_crystal_map(Fields(b, f"last_bids[{i}]")) for i, b in enumerate(last)]
    agents = Ledger(list(cs.agents), "agent")
    crystals: dict[str, list[int]] = {}
    _players(st, f, relics, agents, missions, crystals)
    _turn(st, f.sub("turn_state"), relics, crystals)
    for c in range(3):
        total = {"bank": st.bank[c], **{k: v[c] for k, v in crystals.items()}}
        check_total(f"bank.{COLOURS[c]}", total, cs.crystal_count[c], f"{COLOURS[c]} crystals")
    if st.phase in ("aside", "hand"):  # the agents a player has yet to choose among, not dealt yet
        for s in range(n):
            for a in st.pool(s):
                if a not in st.aside[s] and a not in st.hand[s]:
                    agents.put_one(f"players[{s}] (to choose from)", a)
    # the agents of the companies nobody plays, and the advanced ones outside the advanced game
    for a, agent in cs.agents.items():
        seat = st.company.index(agent.company) if agent.company in st.company else None
        if seat is None or (agent.special and not st.advanced):
            agents.put_one(f"the box ({agent.company})", a)
    relics.close()
    agents.close()
    missions.close()
    _check(st)
    f.done()
    return st


def _players(st, f: Fields, relics: Ledger, agents: Ledger, missions: Ledger, crystals: dict) -> None:
    cs, n = st.cards, st.n
    names = ("home", "camp", "bid")
    for z in (*names, "home_relics", "camp_relics", "played", "hand", "fdeck", "tdeck", "adiscard", "aside", "team"):
        setattr(st, z, [[] for _ in range(n)])
    st.miner, st.pick, st.track, st.mission = [(0, 0)] * n, [None] * n, [0] * n, [""] * n
    st.sealed, st.deserted, st.acted = [False] * n, [False] * n, [False] * n
    st.initiative, st.draws_left = [0] * n, [0] * n
    taken: dict[tuple[int, int], int] = {}
    for s, p in enumerate(f.subs("players", n)):
        at = f"players[{s}]"
        depth, space = p.items("miner", int, length=2)
        check_range(f"{at}.miner[0]", depth, 0, len(cs.levels), "depth")
        check_range(f"{at}.miner[1]", space, 0, len(cs.rows[depth]) - 1, "space")
        if (depth, space) in taken:
            raise PositionError(f"{at}.miner", f"players[{taken[depth, space]}]'s miner is on that space")
        taken[depth, space] = s
        st.miner[s] = (depth, space)
        for z in names:
            getattr(st, z)[s] = _crystals(p, z)
            crystals[f"{at}.{z}"] = getattr(st, z)[s]
        for z in ("home_relics", "camp_relics", "played"):
            getattr(st, z)[s] = cards_at(f"{at}.{z}", p.get(z, list), cs.relics.__contains__, "relic")
            relics.put(f"{at}.{z}", getattr(st, z)[s])
        mine = set(cs.company_agents(st.company[s], None if st.advanced else False))
        own = {}
        for key in ("hand", "fighter_deck", "transporter_deck", "discard", "aside", "team"):
            got = cards_at(f"{at}.{key}", p.get(key, list), cs.agents.__contains__, "agent")
            for i, a in enumerate(got):
                if a not in mine:
                    raise PositionError(f"{at}.{key}[{i}]", f"{a!r} is not an agent of {st.company[s]}'s company")
            agents.put(f"{at}.{key}", got)
            own[key] = got
        st.hand[s], st.adiscard[s], st.aside[s], st.team[s] = own["hand"], own["discard"], own["aside"], own["team"]
        st.fdeck[s] = from_top_first(own["fighter_deck"])
        st.tdeck[s] = from_top_first(own["transporter_deck"])
        A = cs.agents
        for key, deck, role in (
            ("fighter_deck", st.fdeck[s], "fighter"),
            ("transporter_deck", st.tdeck[s], "transporter"),
        ):
            for a in deck:
                if A[a].role != role:
                    raise PositionError(f"{at}.{key}", f"{a!r} is a {A[a].role}, not a {role}")
        pick = p.optional("pick", str)
        if pick is not None and pick not in st.hand[s]:
            raise PositionError(f"{at}.pick", f"{pick!r}: a sealed pick is an agent of the hand")
        st.pick[s] = pick
        st.track[s] = p.integer("track", 0)
        st.mission[s] = p.text("mission", cs.mission_ids)
        missions.put_one(f"{at}.mission", st.mission[s])
        st.sealed[s] = p.flag("sealed")
        st.deserted[s] = p.flag("deserted")
        st.acted[s] = p.flag("acted")
        st.initiative[s] = p.integer("initiative", 0)
        st.draws_left[s] = p.integer("draws_left", 0, 3)
        p.done()


def _turn(st, t: Fields, relics: Ledger, crystals: dict) -> None:
    cs, n = st.cards, st.n
    st.t_normal = t.flag("normal_done")
    st.t_kind = t.optional("kind", str)
    if st.t_kind not in (None, "load", "raid"):
        raise PositionError("turn_state.kind", "load, raid or null")
    target = t.optional("target", int)
    st.t_target = -1 if target is None else target
    st.t_weapon = t.optional("weapon", str)
    st.t_transport = t.optional("transport", str)
    st.t_announced = t.flag("announced")
    st.t_specials = cards_at("turn_state.specials", t.get("specials", list), cs.agents.__contains__, "agent")
    st.t_special = t.optional("special", str)
    spec_target = t.optional("special_target", int)
    st.t_spec_target = -1 if spec_target is None else spec_target
    for key, v in (("target", target), ("special_target", spec_target)):
        if v is not None:
            check_range(f"turn_state.{key}", v, 0, n - 1, "seat")
    st.cargo = _crystals(t, "cargo")
    crystals["turn_state.cargo"] = st.cargo
    st.cargo_relics = cards_at("turn_state.cargo_relics", t.get("cargo_relics", list), cs.relics.__contains__, "relic")
    relics.put("turn_state.cargo_relics", st.cargo_relics)
    t.done()


def _check(st) -> None:
    """The phase and its step hold what the rules give them."""
    cs, n, ph, step = st.cards, st.n, st.phase, st.step
    A = cs.agents
    if sorted(st.order) != (list(range(n)) if st.order else []):
        raise PositionError("order", f"each of the {n} seats once (or none before the first bids)")
    active = st.order[st.idx] if ph in ("mine", "action") and st.idx < len(st.order) else None
    if ph in ("mine", "action") and active is None:
        raise PositionError("turn", f"a seat of the order acts in the {ph} phase")
    if ph == "aside":
        for s in range(n):
            stars = [A[a].stars for a in st.aside[s]]
            if any(stars.count(k) > 2 for k in set(stars)) or st.hand[s] or st.fdeck[s] or st.tdeck[s]:
                raise PositionError(f"players[{s}].aside", "two agents of each star value, before any is dealt")
    if ph in ("aside", "hand"):
        if st.round != 1:
            raise PositionError("round", "the agents are chosen before the first round")
        for s in range(n):
            if len(st.hand[s]) > 9:
                raise PositionError(f"players[{s}].hand", "a tactical hand holds nine agents")
    elif ph != "over":
        for s in range(n):
            if st.advanced and len(st.aside[s]) != 6:
                raise PositionError(f"players[{s}].aside", "six agents are set aside in the advanced game")
    if ph != "bid" and any(any(b) for b in st.bid):
        raise PositionError("players", "bids are made in the bid phase only (shown, they go to the bank)")
    if ph != "team" and any(p is not None for p in st.pick):
        raise PositionError("players", "a sealed pick is made in the team phase only")
    if ph == "mine":
        if (step == "keep") != (len(st.drawn) == 2):
            raise PositionError("drawn", "two relics are drawn for a relic symbol, one to keep")
        if step in ("group", "keep"):
            rnd = st.round
            check_range("chamber", st.chamber, 0, len(cs.levels[rnd - 1]) - 1, "chamber")
            if st.miner[active] != (rnd, st.chamber):
                raise PositionError("chamber", "the active miner is in the chamber whose goods it takes")
            if step == "keep" and st.symbols < 1:
                raise PositionError("symbols", "a relic symbol is being drawn for")
    elif st.drawn:
        raise PositionError("drawn", "relics are drawn for a relic symbol while mining only")
    if ph == "action":
        _check_action(st, active)  # type: ignore[arg-type]  # checked above: a seat in the action phase
    elif any(st.cargo) or st.cargo_relics or st.t_kind or st.t_special or st.t_specials:
        raise PositionError("turn_state", "a turn is under way in the action phase only")
    for s in range(n):
        if st.played[s] and ph != "action":
            raise PositionError(f"players[{s}].played", "played relics are discarded at the end of the round")
        if st.team[s] and ph not in ("team", "action"):
            raise PositionError(f"players[{s}].team", "the teams are discarded at the end of the round")
    if ph == "draw" and not any(st.draws_left):
        raise PositionError("players", "the draw phase has an agent still to draw")
    if ph == "team" and not any(p is None and h for p, h in zip(st.pick, st.hand)):
        raise PositionError("players", "the team phase has a pick still to make")
    if ph == "bid" and all(st.sealed):
        raise PositionError("players", "every bid is sealed: the bids are shown")


def _check_action(st, active: int) -> None:
    cs, step = st.cards, st.step
    relics = cs.relics
    for key, r, use in (("weapon", st.t_weapon, "weapon"), ("transport", st.t_transport, "transport")):
        played = (*st.played[active], *st.relic_discard)  # the discard pile once the team has gone home
        if r is not None and (r not in played or (relics[r].use == "weapon") != (use == "weapon")):
            raise PositionError(f"turn_state.{key}", f"{r!r}: a {use} relic the active player played this turn")
    sent = (*st.team[active], *st.adiscard[active])  # its team, or the discard once the camp is deserted
    for i, a in enumerate(st.t_specials):
        if a not in sent or not cs.agents[a].ability:
            raise PositionError(
                f"turn_state.specials[{i}]", f"{a!r}: an agent of the active team with a special action"
            )
    if step == "cargo":
        if st.t_kind is None or (st.t_kind == "raid") != (st.t_target >= 0) or st.t_target == active:
            raise PositionError("turn_state.kind", "the cargo is loaded at home (load) or taken from a target (raid)")
    elif st.t_kind is not None or any(st.cargo) or st.cargo_relics:
        raise PositionError("turn_state.kind", "goods are taken in the cargo step only")
    if step in ("target", "spy_take", "convert"):
        if st.t_special is None or st.t_special not in sent:
            raise PositionError("turn_state.special", "a special action of an agent of the active team is under way")
        if step == "spy_take" and st.t_spec_target < 0:
            raise PositionError("turn_state.special_target", "the seat spied on")
    elif st.t_special is not None:
        raise PositionError("turn_state.special", "only while a special action asks a decision")
    if step == "turn" and st.t_normal and not st.t_specials:
        raise PositionError("turn_state.normal_done", "a turn with nothing left to do is over")
