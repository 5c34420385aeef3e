"""Shared helpers for the Ausonia rules tests (no display): new states, random games, the
invariants every state keeps (no card created or lost), and scenarios set by hand."""

from __future__ import annotations

import random
from collections import Counter

import rules.ausonia  # noqa: F401  (registers the game)
from rules.ausonia.cards import card_set
from rules.ausonia.state import AusoniaState
from rules.core.game import Config


def new_state(players: int = 2, seed: int = 0) -> AusoniaState:
    return AusoniaState(Config(players=players, seed=seed), card_set())


def copies(design: str) -> list[int]:
    """The physical numbers of every copy of a design."""
    return [i for i, c in enumerate(card_set().cards) if c.id == design]


def one(design: str, k: int = 0) -> int:
    return copies(design)[k]


def in_game(st: AusoniaState) -> Counter:
    cs = st.cards
    want = Counter(cs.power) + Counter(cs.favour)
    for s in range(st.n):
        want += Counter(cs.starters[st.starter[s] - 1])
    return want


def check_invariants(st: AusoniaState) -> None:
    """Every card of the game in exactly one zone; influence never below 0."""
    assert Counter(c for z in st.zones() for c in z) == in_game(st)
    assert min(st.influence) >= 0
    assert min(st.gems) >= 0
    for s in range(st.n):
        assert Counter(st.owned[s]) == Counter(
            c
            for z in (st.hand, st.draw, st.discard, st.play, st.bought, st.seal, st.raised, st.fountains)
            for c in z[s]
        ) + Counter(st.revealed if s == st.order[st.pos] else [])


# Random games end (someone reaches 60 within a few thousand steps), but the rulebook has
# no round limit (ruling A-16): a random game is stopped after this many steps all the same,
# and its invariants are checked where it stopped.
MAX_STEPS = 20_000


def play_random(st: AusoniaState, rng: random.Random, check_every: int = 0, max_steps: int = MAX_STEPS) -> int:
    steps = 0
    while not st.is_over() and steps < max_steps:
        seat = st.to_act()[0]
        legal = st.legal(seat)
        assert legal, (st.phase, st.step)
        st.apply(seat, rng.choice(legal))
        steps += 1
        if check_every and steps % check_every == 0:
            check_invariants(st)
    return steps


def passive(view, legal, rng=None):
    """A program that never gains: it ends every turn at once and discards nothing."""
    from rules.ausonia.actions import DONE, END_TURN

    return END_TURN if END_TURN in legal else DONE if DONE in legal else legal[0]


def random_game(players: int, seed: int, check_every: int = 0):
    st = new_state(players, seed)
    steps = play_random(st, random.Random(seed), check_every)
    return st, steps


def take(st: AusoniaState, card: int) -> None:
    """Take ``card`` out of whatever zone holds it (to place it by hand)."""
    for z in st.zones():
        if card in z:
            z.remove(card)
            return
    raise AssertionError(card)


def give(st: AusoniaState, seat: int, zone: str, *cards: int) -> None:
    """Move ``cards`` into ``seat``'s ``zone`` (hand, play, discard, draw, seal, raised), as
    owned by the seat; a card of another seat's starter deck is fine for a scenario."""
    for c in cards:
        take(st, c)
        for s in range(st.n):
            if c in st.owned[s]:
                st.owned[s].remove(c)
        st.owned[seat].append(c)
        getattr(st, zone)[seat].append(c)
        if zone == "play" and st.cards.cards[c].type == "gem":
            st.add_gems(st.cards.cards[c].gems)
    st.touch()


def clear_hand(st: AusoniaState, seat: int) -> None:
    st.discard[seat] += st.hand[seat]
    st.hand[seat] = []
    st.touch()
