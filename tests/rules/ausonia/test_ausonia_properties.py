"""Ausonia properties over seeded random games at 2, 3 and 4 seats (the rulebook prints no
variant): no exception, every legal action applies, an illegal one raises and changes
nothing, no card created or lost, replay identical, clones independent, ``view(seat)``
unchanged by ``resample(seat)`` and by ``determinize(view)``, and views leak nothing.

Small by default; ``TABLERO_PROPERTY_SCALE=10`` multiplies the number of games.
"""

import os
import random

from ausonia_helpers import MAX_STEPS, check_invariants, new_state, random_game
from hypothesis import given, settings
from hypothesis import strategies as st_

from rules.ausonia.actions import (
    Activate,
    BreakSeal,
    BuildFountain,
    Buy,
    Discard,
    Foresee,
    Manipulate,
    Play,
    Raise,
    Seal,
    Target,
)
from rules.ausonia.determinize import determinize
from rules.core import Config, get_game
from rules.core.actions import decode, encode
from rules.core.errors import IllegalAction

SCALE = max(1, int(os.environ.get("TABLERO_PROPERTY_SCALE", "1")))
PROBES = [
    Play(999),
    Play(0),
    Buy(0, (0, 0, 0, 0)),
    Buy(100, (9, 9, 9, 9)),
    Activate(50, 0, (0, 0, 0, 0)),
    Activate(50, 7, (1, 0, 0, 0)),
    Target(9),
    Discard(3),
    Manipulate(2),
    Foresee(4, True),
    Raise(5),
    Seal(6),
    BreakSeal(7),
    BuildFountain(8, 9),
]


def test_many_random_games_keep_every_invariant():
    for seed in range(4 * SCALE):
        for players in (2, 3, 4):
            st, steps = random_game(players, seed, check_every=41)
            check_invariants(st)
            if steps < MAX_STEPS:  # else stopped by the tests' own bound (ruling A-16)
                assert st.is_over() and st.to_act() == () and st.legal(0) == []


@settings(max_examples=6 * SCALE, deadline=None)
@given(players=st_.sampled_from([2, 3, 4]), seed=st_.integers(0, 2**31))
def test_legal_actions_apply_illegal_ones_raise_and_change_nothing(players, seed):
    st = new_state(players, seed)
    rng = random.Random(seed)
    steps = 0
    while not st.is_over() and steps < 600:
        seat = st.to_act()[0]
        legal = st.legal(seat)
        if steps % 9 == 0:
            before = st.fingerprint()
            for probe in PROBES:
                if probe not in legal:
                    try:
                        st.apply(seat, probe)
                    except IllegalAction as err:
                        assert str(err)
                    else:
                        raise AssertionError(f"{probe} applied though not legal")
            for other in range(players):
                if other != seat:
                    assert st.legal(other) == []
                    try:
                        st.apply(other, legal[0])
                    except IllegalAction:
                        pass
                    else:
                        raise AssertionError("another seat acted out of turn")
            assert st.fingerprint() == before
        act = rng.choice(legal)
        assert decode(encode(act)) == act
        st.apply(seat, act)
        steps += 1


@settings(max_examples=4 * SCALE, deadline=None)
@given(players=st_.sampled_from([2, 3, 4]), seed=st_.integers(0, 2**31))
def test_replay_is_identical_and_clones_are_independent(players, seed):
    game = get_game("ausonia")
    st = game.new_state(Config(players=players, seed=seed))
    rng = random.Random(seed)
    log = []
    clone_at = None
    while not st.is_over() and len(log) < 400:
        seat = st.to_act()[0]
        act = rng.choice(st.legal(seat))
        if len(log) == 50:
            clone_at = (st.clone(), st.fingerprint())
        st.apply(seat, act)
        log.append((seat, act))
    again = game.new_state(Config(players=players, seed=seed))
    for seat, act in log:
        again.apply(seat, act)
    assert again.fingerprint() == st.fingerprint()
    if clone_at:
        clone, fp = clone_at
        assert clone.fingerprint() == fp  # the original went on; the clone did not move


def _hidden_leak(view, st, seat):
    """Nothing another seat holds face down shows in ``seat``'s view."""
    for p, pv in enumerate(view.players_view):
        if p != seat:
            assert pv.hand is None and pv.raise_cards is None
            assert all(f[1] == -1 for f in pv.fountains)
    if seat is None or seat != view.active:
        assert view.revealed is None


@settings(max_examples=5 * SCALE, deadline=None)
@given(players=st_.sampled_from([2, 3, 4]), seed=st_.integers(0, 2**31))
def test_resample_and_determinize_keep_the_seats_view_and_views_leak_nothing(players, seed):
    st = new_state(players, seed)
    rng = random.Random(seed)
    steps = 0
    while not st.is_over() and steps < 500:
        seat = st.to_act()[0]
        if steps % 13 == 0:
            for s in [None, *range(players)]:
                view = st.view(s)
                _hidden_leak(view, st, s)
                again = st.resample(s, random.Random(steps))
                assert again.view(s) == view
                check_invariants(again)
                det = determinize(view, random.Random(steps + 1))
                assert det.view(s) == view
                if s == seat:
                    assert det.legal(s) == st.legal(s)
                    assert again.legal(s) == st.legal(s)
        st.apply(seat, rng.choice(st.legal(seat)))
        steps += 1
    check_invariants(st)
