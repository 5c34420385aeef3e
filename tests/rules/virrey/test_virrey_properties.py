"""Properties over many random games: no exception, conservation, determinism, clones, views."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st_
from virrey_helpers import check_invariants, new_state, random_game

from rules.core.actions import decode, encode
from rules.core.errors import IllegalAction
from rules.virrey.actions import Bid, Pass, Place, TakeGem

SETUPS = [(1, 0), (2, 0), (3, 0), (4, 0), (1, 2), (1, 3), (2, 1), (2, 2), (3, 1)]
PROBES = [TakeGem("blue"), Bid("red"), Pass(), Place(9, 9), TakeGem("purple")]


@pytest.mark.slow
def test_thousands_of_random_games_keep_every_invariant():
    games = 0
    for seed in range(130):
        for players, virtual in SETUPS:
            state, steps = random_game(players, seed, virtual, check_every=37 if seed % 10 == 0 else 0)
            check_invariants(state)
            assert state.is_over() and state.turn == 12 and not state.to_act()
            scores = state.scores()
            assert len(scores) == players
            assert state.winners() and all(0 <= w < players for w in state.winners())
            games += 1
    assert games >= 1000


@settings(max_examples=60, deadline=None)
@given(st_.integers(0, 2**32 - 1), st_.sampled_from(SETUPS))
def test_every_legal_action_applies_and_illegal_ones_change_nothing(seed, setup):
    players, virtual = setup
    state = new_state(players, seed, virtual)
    rng = random.Random(seed)
    while not state.is_over():
        seat = rng.choice(state.to_act())
        legal = state.legal(seat)
        assert legal
        if rng.random() < 0.05:
            before = state.fingerprint()
            for probe in PROBES:
                if probe not in legal:
                    with pytest.raises(IllegalAction) as err:
                        state.apply(seat, probe)
                    assert str(err.value)
            others = [s for s in range(players) if s not in state.to_act()]
            if others:
                with pytest.raises(IllegalAction):
                    state.apply(others[0], legal[0])
            assert state.fingerprint() == before
        act = rng.choice(legal)
        assert decode(encode(act)) == act
        state.apply(seat, act)
    with pytest.raises(IllegalAction, match="over"):
        state.apply(0, Pass())


def _play_log(players, seed, virtual):
    state = new_state(players, seed, virtual)
    rng = random.Random(seed)
    log = []
    while not state.is_over():
        seat = rng.choice(state.to_act())
        act = rng.choice(state.legal(seat))
        log.append((seat, act))
        state.apply(seat, act)
    return state, log


@pytest.mark.parametrize("players,virtual", SETUPS)
def test_replay_is_deterministic(players, virtual):
    for seed in (3, 4):
        state, log = _play_log(players, seed, virtual)
        again = new_state(players, seed, virtual)
        for seat, act in log:
            again.apply(seat, decode(encode(act)))
        assert again.fingerprint() == state.fingerprint()


@pytest.mark.parametrize("players,virtual", SETUPS)
def test_clone_is_equal_and_independent(players, virtual):
    rng = random.Random(players * 10 + virtual)
    state = new_state(players, 7, virtual)
    while not state.is_over():
        if rng.random() < 0.08:
            copy = state.clone()
            assert copy.fingerprint() == state.fingerprint()
            before = state.fingerprint()
            r2 = random.Random(1)
            for _ in range(30):
                if copy.is_over():
                    break
                s = r2.choice(copy.to_act())
                copy.apply(s, r2.choice(copy.legal(s)))
            assert state.fingerprint() == before
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal(seat)))


@pytest.mark.parametrize("players,virtual", SETUPS)
def test_view_is_identical_across_resample(players, virtual):
    rng = random.Random(players + 100 * virtual)
    state = new_state(players, 11, virtual)
    checked = 0
    while not state.is_over():
        if rng.random() < 0.1:
            for seat in list(range(players)) + [None]:
                view = state.view(seat)
                for k in range(2):
                    other = state.resample(seat, random.Random(k))
                    assert other.view(seat) == view
                    if not other.is_over():
                        s = other.to_act()[0]
                        other.apply(s, other.legal(s)[0])  # the resampled state plays on
                checked += 1
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal(seat)))
    assert checked


def test_view_hides_screens_hands_and_sealed_choices():
    state = new_state(3, 2)
    rng = random.Random(2)
    seen_sealed = False
    while not state.is_over():
        for seat in range(3):
            v = state.view(seat)
            for pv in v.players_view:
                if pv.seat != seat and state.phase not in ("paint", "over"):
                    assert pv.gems is None and pv.attack is None
            assert v.hand == tuple(state.hands[seat])
            if state.phase == "bid" and state.bids[(seat + 1) % 3] is not None and not state.tasks:
                assert v.players_view[(seat + 1) % 3].chosen
                seen_sealed = True
                assert (
                    str(state.bids[(seat + 1) % 3]) not in repr(v.my_choice)
                    or state.bids[seat] == state.bids[(seat + 1) % 3]
                )
        spectator = state.view(None)
        assert (
            spectator.hand == ()
            and all(p.gems is None for p in spectator.players_view)
            or state.phase in ("paint", "over")
        )
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal(seat)))
    assert seen_sealed


def test_private_events_go_to_their_seat_only():
    state, _ = random_game(3, 9)
    for e in state.events:
        assert e.key.startswith("virrey.")
        if e.key in ("virrey.drew_card", "virrey.dealt", "virrey.kept", "virrey.laws_dealt"):
            assert e.to is not None
