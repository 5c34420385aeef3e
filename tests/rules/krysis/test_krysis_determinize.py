"""Krysis determinization: a full state from one seat's view, for a search that never reads
the true state (K-18)."""

import random

import pytest
from krysis_helpers import OPTION_SETS, check_invariants, new_state

from rules.krysis.determinize import determinize


@pytest.mark.parametrize("players,o", [(n, i) for n in (2, 3, 4) for i in range(len(OPTION_SETS))])
def test_determinize_gives_the_same_view_and_a_whole_state_that_plays_on(players, o):
    rng = random.Random(players * 7 + o)
    state = new_state(players, 21 + o, **OPTION_SETS[o])
    checked = 0
    while not state.is_over():
        if rng.random() < 0.06:
            for seat in list(range(players)) + [None]:
                view = state.view(seat)
                for k in range(2):
                    det = determinize(view, random.Random(k))
                    assert det.view(seat) == view
                    check_invariants(det)
                    if seat is not None:
                        assert det.legal(seat) == state.legal(seat)
                    r3 = random.Random(k)
                    for _ in range(80):  # plays on
                        if det.is_over():
                            break
                        s = r3.choice(det.to_act())
                        det.apply(s, r3.choice(det.legal(s)))
                checked += 1
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal(seat)))
    assert checked


def test_determinize_redeals_what_the_seat_cannot_see():
    state = new_state(3, 5)
    view = state.view(0)
    hands, missions, homes = set(), set(), set()
    for k in range(15):
        det = determinize(view, random.Random(k))
        assert det.hand[0] == state.hand[0] and det.home[0] == state.home[0]
        hands.add(tuple(det.hand[1]))
        missions.add(det.mission[1])
        homes.add(tuple(det.home[2]))
    assert len(hands) > 1 and len(missions) > 1 and len(homes) > 1
