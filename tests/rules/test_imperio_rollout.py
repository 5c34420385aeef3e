"""The hard level's rollout policy of El Viejo Imperio (rules.imperio.ai.greedy_rollout).

Checked against the rules themselves (rules.imperio.trick.resolve) in rounds whose
event has no dynasty and no war hero, where a card's strength in the round is exact:
the last seat to play wins with its cheapest winning card or throws its weakest card,
and declares an Elector when only the swapped symbols let one of its other cards win.
"""

from __future__ import annotations

import random

import pytest
from imperio_helpers import new_state

from rules.imperio.actions import DeclareElector, Play
from rules.imperio.ai import _strength, _swapped, greedy_rollout
from rules.imperio.trick import resolve

pytestmark = pytest.mark.usefixtures("use_fixture_cards")


def last_to_play(cards, count: int):
    """States where the seat to act is the last of a round after round 1, for a plain event."""
    found, seed = 0, 0
    while found < count:
        seed += 1
        rng = random.Random(seed)
        state = new_state(3, seed=seed)
        for _ in range(rng.randrange(6, 30)):
            if state.is_over():
                break
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal(seat)))
            ev = cards.events.get(state.event) if state.event else None
            if (
                not state.is_over()
                and state.round > 1
                and state.must_replace is None
                and len(state.trick) == 2
                and ev.dynasty is None
                and not ev.hero
            ):
                found += 1
                yield state
                break


def _wins(state, seat, card, criteria) -> bool:
    cs = state.cards
    plays = [(s, cs.monarchs[c]) for s, c in state.trick] + [(seat, cs.monarchs[card])]
    return resolve(plays, cs.events[state.event], criteria).winner == seat


def test_the_last_seat_wins_cheaply_or_throws_its_weakest_card(cards):
    for state in last_to_play(cards, 40):
        seat = state.to_act()[0]
        plays = [a for a in state.legal(seat) if type(a) is Play]
        hand = [a.card for a in plays]
        winners = [c for c in hand if _wins(state, seat, c, state.criteria)]
        pool = winners or hand
        cheapest = min(_strength(c) for c in pool)
        act = greedy_rollout(state, seat, plays, random.Random(1))
        assert act.card in pool and _strength(act.card) == cheapest


def test_an_elector_is_declared_when_only_the_swap_lets_a_card_win(cards):
    declared = 0
    for state in last_to_play(cards, 400):
        seat = state.to_act()[0]
        legal = state.legal(seat)
        hand = [a.card for a in legal if type(a) is Play]
        if any(_wins(state, seat, c, state.criteria) for c in hand):
            continue
        for act in legal:
            if type(act) is DeclareElector:
                swapped = _swapped(act.card, tuple(state.criteria))
                if any(_wins(state, seat, c, swapped) for c in hand if c != act.card):
                    assert type(greedy_rollout(state, seat, legal, random.Random(1))) is DeclareElector
                    declared += 1
                    break
    assert declared >= 3  # the situation does come up in these games


def test_it_reads_only_the_seats_hand_and_the_table():
    for seed in range(30):
        rng = random.Random(seed)
        state = new_state(3, seed=seed)
        for _ in range(rng.randrange(0, 25)):
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal(seat)))
        seat = state.to_act()[-1]
        other = state.resample(seat, random.Random(seed))
        assert other.view(seat) == state.view(seat)
        a = greedy_rollout(state, seat, state.legal(seat), random.Random(3))
        b = greedy_rollout(other, seat, other.legal(seat), random.Random(3))
        assert a == b and a in state.legal(seat)


def test_the_strength_table_follows_the_card_set_dealt(cards, monkeypatch):
    """A set dealt after another, with the same card ids, is ranked by its own stats (the
    table used to be kept per card id, so the first set's ranks stuck)."""
    from imperio_helpers import restat, with_cards

    import rules.imperio.cards as imperio_cards

    weakest = min(cards.monarchs, key=_strength)
    stronger = with_cards(cards, monarchs=[restat(cards, weakest, crowns=99, start=0, end=999)])
    monkeypatch.setattr(imperio_cards.card_set, "cached", stronger)
    assert _strength(weakest) > 0.9
    monkeypatch.setattr(imperio_cards.card_set, "cached", cards)
    assert _strength(weakest) == min(_strength(c) for c in cards.monarchs)
