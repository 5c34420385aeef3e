"""Shared helpers for the Krysis rules tests (no display): new states, random games and the
invariants every state keeps (no crystal, relic or agent created or lost)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Optional

import rules.krysis  # noqa: F401  (registers the game)
from rules.core.game import Config
from rules.krysis.cards import card_set
from rules.krysis.state import KrysisState

OPTION_SETS = [{}, {"speed": True}, {"tactical": True}, {"advanced": True},
               {"advanced": True, "tactical": True}]


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
