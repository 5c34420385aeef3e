"""Shared helpers for the Grand Tribunal rules tests (no display): new states, random games,
states set up by hand, and the invariants every state keeps (no card, vis or vote counter
created or lost)."""

from __future__ import annotations

import random
from collections import Counter

import rules.tribunal  # noqa: F401  (registers the game)
from rules.core.game import Config
from rules.tribunal.cards import card_set
from rules.tribunal.state import VIS_SUPPLY, VOTE_COUNTERS, TribunalState

OPTIONS = ("double_advance", "hand_or_sanctum", "secret_cards", "cheap_resources", "fast_rotation")
OPTION_SETS = [{}, *({o: True} for o in OPTIONS), {o: True for o in OPTIONS}]


def new_state(players: int = 3, seed: int = 0, **options) -> TribunalState:
    return TribunalState(Config(players=players, seed=seed, options=options), card_set())


def all_cards(st: TribunalState) -> list[str]:
    out = [c for d in st.deck.values() for c in d] + [c for d in st.discard.values() for c in d]
    out += [c for r in st.row.values() for c in r] + [c for v in st.installed.values() for c in v]
    for zone in (st.hand, st.lab, st.library, st.vault, st.awarded):
        out += [c for z in zone for c in z]
    if st.casting is not None:
        out.append(st.casting)
    if st.effect_card is not None and st.effect_card in st.cards.resources:
        out.append(st.effect_card)
    return out


def check_invariants(st: TribunalState) -> None:
    cs = st.cards
    every = Counter(c for ids in cs.ids.values() for c in ids)
    assert Counter(all_cards(st)) == every
    cards, vis, votes = st.counts()
    assert cards == sum(every.values())
    assert vis == VIS_SUPPLY and votes == VOTE_COUNTERS
    assert st.regio >= 0 and min(st.store) >= 0 and st.concilium >= 0 and min(st.votes) >= 0
    for c, v in st.vis_on.items():
        assert 0 < v <= cs.cost(c) and c not in st.active
    for item, spells in st.installed.items():
        assert item in st.active and all(s in st.active for s in spells)


def play_random(st: TribunalState, rng: random.Random, check_every: int = 0) -> int:
    steps = 0
    while not st.is_over():
        seat = st.to_act()[0]
        st.apply(seat, rng.choice(st.legal(seat)))
        steps += 1
        if check_every and steps % check_every == 0:
            check_invariants(st)
    return steps


def random_game(players: int, seed: int, check_every: int = 0, **options):
    st = new_state(players, seed, **options)
    return st, play_random(st, random.Random(seed), check_every)


def past_setup(st: TribunalState, rng: random.Random | None = None) -> TribunalState:
    """Make the setup draws (the first deck that has cards) until the first turn."""
    while st.phase == "setup":
        seat = st.to_act()[0]
        st.apply(seat, st.legal(seat)[0])
    return st


def give(st: TribunalState, seat: int, card: str, zone: str = "lab", active: bool = False, up: bool = True):
    """Move ``card`` from wherever it is into ``seat``'s ``zone`` (tests set positions up)."""
    for pile in (*st.deck.values(), *st.discard.values(), *st.row.values(), *st.installed.values()):
        if card in pile:
            pile.remove(card)
    for z in (st.hand, st.lab, st.library, st.vault, st.awarded):
        for x in z:
            if card in x:
                x.remove(card)
    getattr(st, zone)[seat].append(card)
    if up:
        st.face_up.add(card)
    if active:
        st.active.add(card)
    st.touch()


def at_main(players: int = 3, seed: int = 0, **options) -> TribunalState:
    """A state at the first Praeco's main step (its three votes placed)."""
    from rules.tribunal.actions import PraecoVote

    st = past_setup(new_state(players, seed, **options))
    for space in ("orbs", "potions", "scrolls"):
        st.apply(0, PraecoVote(space))
    return st
