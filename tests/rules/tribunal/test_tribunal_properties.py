"""Grand Tribunal properties over seeded random games at 3, 4 and 5 seats and every variant
(each alone, and all five together): no exception, every legal action applies, an illegal
one raises and changes nothing, no card, vis or vote counter created or lost, replay
identical, clones independent, ``view(seat)`` unchanged by ``resample(seat)``, a state
determinized from a view shows that view, and views leak nothing.

By default each test runs in a few seconds; ``TABLERO_PROPERTY_SCALE=10`` (for instance)
multiplies the number of games for a long run.
"""

import os
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st_
from tribunal_helpers import OPTION_SETS, check_invariants, new_state, random_game

from rules.core.actions import decode, encode
from rules.core.errors import IllegalAction
from rules.tribunal.actions import (
    Advance,
    Cast,
    Discard,
    Draw,
    Install,
    PlayResource,
    PraecoVote,
    Take,
    Target,
    ToSanctum,
    Vote,
)
from rules.tribunal.determinize import determinize

SCALE = max(1, int(os.environ.get("TABLERO_PROPERTY_SCALE", "1")))
SETUPS = [(n, i) for n in (3, 4, 5) for i in range(len(OPTION_SETS))]
PROBES = [
    Draw("jokers"),
    PraecoVote("swords"),
    Vote("swords"),
    Take("i_nothing", "sanctum"),
    Take("items", "pocket"),
    Advance("s_nothing"),
    Cast("i_mist_orb", "s_tremor"),
    Install("s_tremor", "i_mist_orb"),
    PlayResource("r_nothing"),
    ToSanctum("i_nothing"),
    Discard("r_nothing"),
    Target(9),
]


def test_many_random_games_keep_every_invariant():
    games = 0
    for seed in range(2 * SCALE):
        for players, o in SETUPS:
            st, steps = random_game(players, seed, check_every=17, **OPTION_SETS[o])
            check_invariants(st)
            assert st.is_over() and not st.to_act() and st.legal(0) == []
            assert st.tribunal == 3
            for sc in st.scores():
                assert sc.total == sum(v for _, v in sc.breakdown) and sc.total >= 0
            assert st.winners() and all(0 <= w < players for w in st.winners())
            games += 1
    assert games >= len(SETUPS)


@settings(max_examples=10 * SCALE, deadline=None)
@given(st_.integers(0, 2**32 - 1), st_.sampled_from(SETUPS))
def test_every_legal_action_applies_and_illegal_ones_change_nothing(seed, setup):
    players, o = setup
    state = new_state(players, seed, **OPTION_SETS[o])
    rng = random.Random(seed)
    steps = 0
    while not state.is_over():
        seat = state.to_act()[0]
        legal = state.legal(seat)
        assert legal
        if steps % 7 == 0:
            before = state.fingerprint()
            for probe in PROBES:
                if probe not in legal:
                    with pytest.raises(IllegalAction) as err:
                        state.apply(seat, probe)
                    assert str(err.value)
                    assert state.fingerprint() == before
            other = (seat + 1) % players
            if other not in state.to_act():
                with pytest.raises(IllegalAction):
                    state.apply(other, legal[0])
                assert state.fingerprint() == before
        act = rng.choice(legal)
        assert decode(encode(act)) == act
        state.apply(seat, act)
        steps += 1
    check_invariants(state)


@pytest.mark.parametrize("players, o", SETUPS[:: max(1, len(SETUPS) // 9)])
def test_replay_is_identical_and_clones_are_independent(players, o):
    st, _ = random_game(players, 11, **OPTION_SETS[o])
    moves = []
    a = new_state(players, 11, **OPTION_SETS[o])
    rng = random.Random(5)
    while not a.is_over():
        seat = a.to_act()[0]
        act = rng.choice(a.legal(seat))
        moves.append((seat, act))
        c = a.clone()
        a.apply(seat, act)
        assert c.fingerprint() != a.fingerprint() or not c.legal(seat)
    b = new_state(players, 11, **OPTION_SETS[o])
    for seat, act in moves:
        b.apply(seat, decode(encode(act)))
    assert a.fingerprint() == b.fingerprint()


@settings(max_examples=6 * SCALE, deadline=None)
@given(st_.integers(0, 2**32 - 1), st_.sampled_from(SETUPS))
def test_resample_and_determinize_keep_the_view(seed, setup):
    players, o = setup
    state = new_state(players, seed, **OPTION_SETS[o])
    rng = random.Random(seed)
    steps = 0
    while not state.is_over():
        seat = state.to_act()[0]
        if steps % 5 == 0:
            for q in (seat, (seat + 1) % players, None):
                view = state.view(q)
                before = state.fingerprint()
                rs = state.resample(q, random.Random(steps))
                assert state.fingerprint() == before
                assert rs.view(q) == view
                check_invariants(rs)
                det = determinize(view, random.Random(steps))
                assert det.view(q) == view
                check_invariants(det)
                if q == seat:
                    assert sorted(map(str, det.legal(q))) == sorted(map(str, state.legal(q)))
        state.apply(seat, rng.choice(state.legal(seat)))
        steps += 1


@pytest.mark.parametrize("players", (3, 5))
def test_views_leak_nothing(players):
    state = new_state(players, 3, secret_cards=True)
    rng = random.Random(3)
    while not state.is_over():
        for q in range(players):
            v = state.view(q)
            for pv in v.players_view:
                if pv.seat == q:
                    assert pv.hand == tuple(state.hand[q])
                    continue
                assert pv.hand is None and pv.hand_count == len(state.hand[pv.seat])
                for c in (*pv.laboratory, *pv.library, *pv.vault, *pv.awarded):
                    assert (c.id is None) == (not c.face_up)
                    assert c.installed is None
            for c in v.advance:
                assert c is None or c in state.face_up or v.active == q
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal(seat)))
    # hidden ids never reach a view of another seat
    spectator = repr(state.view(None))
    for s in range(players):
        for c in state.hand[s]:
            assert repr(c) not in spectator
