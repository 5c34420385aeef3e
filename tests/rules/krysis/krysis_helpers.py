"""Shared helpers for the Krysis rules tests (no display): new states, random games and the
invariants every state keeps (no crystal, relic or agent created or lost)."""

from __future__ import annotations

import random
from collections import Counter

import rules.krysis  # noqa: F401  (registers the game)
from rules.core.game import Config
from rules.krysis.cards import card_set
from rules.krysis.state import KrysisState

OPTION_SETS = [{}, {"speed": True}, {"tactical": True}, {"advanced": True}, {"advanced": True, "tactical": True}]


def new_state(players: int = 2, seed: int = 0, **options) -> KrysisState:
    return KrysisState(Config(players=players, seed=seed, options=options), card_set())


def check_invariants(st: KrysisState) -> None:
    cs = st.cards
    crystals, relics = st.counts()
    assert crystals == list(cs.crystal_count), crystals
    assert relics == len(cs.relics)
    everywhere = [r for z in (st.relic_deck, st.relic_discard, st.drawn, st.cargo_relics) for r in z]
    everywhere += [r for zone in (st.home_relics, st.camp_relics, st.played) for x in zone for r in x]
    assert Counter(everywhere) == Counter(cs.relic_ids)
    assert min(st.bank) >= 0
    for s in range(st.n):
        agents = st.hand[s] + st.fdeck[s] + st.tdeck[s] + st.adiscard[s] + st.aside[s] + st.team[s]
        if st.phase not in ("aside", "hand"):
            assert Counter(agents) == Counter(st.pool(s)), s
        for zone in (st.home[s], st.camp[s], st.bid[s]):
            assert min(zone) >= 0
        assert len(st.team[s]) <= 3


def play_random(st: KrysisState, rng: random.Random, check_every: int = 0) -> int:
    steps = 0
    while not st.is_over():
        seat = rng.choice(st.to_act())
        legal = st.legal(seat)
        assert legal, (st.phase, st.step)
        st.apply(seat, rng.choice(legal))
        steps += 1
        if check_every and steps % check_every == 0:
            check_invariants(st)
        assert steps < 20000
    return steps


def random_game(players: int, seed: int, check_every: int = 0, **options):
    st = new_state(players, seed, **options)
    steps = play_random(st, random.Random(seed), check_every)
    return st, steps


# -- scenarios built by hand ----------------------------------------------------------


def agent(st: KrysisState, seat: int, key: str) -> str:
    """The id of seat's agent named ``key`` (``veteran``, ``porter``...)."""
    return f"{st.company[seat]}_{key}"


def take_agent(st: KrysisState, seat: int, aid: str) -> None:
    """Remove an agent from wherever it is among seat's cards (hand, decks, discard)."""
    for zone in (st.hand[seat], st.fdeck[seat], st.tdeck[seat], st.adiscard[seat], st.aside[seat]):
        if aid in zone:
            zone.remove(aid)
            return
    raise AssertionError(f"{aid} not available to seat {seat}")


def give_hand(st: KrysisState, seat: int, keys) -> list[str]:
    """Put the named agents in seat's hand (back to the decks go the cards they replace)."""
    ids = [agent(st, seat, k) for k in keys]
    for aid in list(st.hand[seat]):
        st.hand[seat].remove(aid)
        (st.fdeck if st.cards.agents[aid].role == "fighter" else st.tdeck)[seat].append(aid)
    for aid in ids:
        take_agent(st, seat, aid)
        st.hand[seat].append(aid)
    st.touch()
    return ids


def set_teams(st: KrysisState, teams: dict, miners=None) -> None:
    """Skip to the action phase with the given teams (agent keys per seat)."""
    if miners:
        for s, pos in miners.items():
            st.miner[s] = pos
    for s, keys in teams.items():
        for aid in st.team[s]:
            st.adiscard[s].append(aid)
        st.team[s] = []
        for k in keys:
            aid = agent(st, s, k)
            take_agent(st, s, aid)
            st.team[s].append(aid)
    st.round = max(st.round, 1)
    st.touch()
    st.start_action()


def move_crystals(st: KrysisState, where: list, crystals) -> None:
    """Move crystals from the bank into ``where`` (a camp or a home)."""
    for c, k in enumerate(crystals):
        assert st.bank[c] >= k
        st.bank[c] -= k
        where[c] += k
    st.touch()


def set_camp(st: KrysisState, seat: int, crystals=(0, 0, 0), relics=()) -> None:
    for c in range(3):
        st.bank[c] += st.camp[seat][c]
        st.camp[seat][c] = 0
    move_crystals(st, st.camp[seat], crystals)
    st.relic_discard.extend(st.camp_relics[seat])
    st.camp_relics[seat] = []
    for r in relics:
        give_relic(st, st.camp_relics[seat], r)
    st.touch()


def give_relic(st: KrysisState, where: list, relic: str) -> None:
    for zone in [st.relic_deck, st.relic_discard] + st.camp_relics + st.home_relics:
        if relic in zone:
            zone.remove(relic)
            where.append(relic)
            st.touch()
            return
    raise AssertionError(relic)


def act(st: KrysisState, *actions) -> None:
    """Apply actions for whoever is to act (the only seat to act)."""
    for a in actions:
        (seat,) = st.to_act()
        st.apply(seat, a)
