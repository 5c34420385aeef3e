"""Krysis properties over many seeded random games at 2, 3 and 4 seats and every option:
no exception, every legal action applies, an illegal one raises and changes nothing, no
crystal, relic or agent created or lost, replay identical, clones independent, and
``view(seat)`` unchanged by ``resample(seat)``.

By default each test runs in a few seconds; ``TABLERO_PROPERTY_SCALE=10`` (for instance)
multiplies the number of games for a long run (the first test then plays 3,000 games).
"""

import os
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st_
from krysis_helpers import OPTION_SETS, check_invariants, new_state, random_game

from rules.core import Config, Match, Seat, get_game, saves
from rules.core.actions import decode, encode
from rules.core.errors import IllegalAction
from rules.krysis.actions import (
    Bid,
    Carry,
    Descend,
    Draw,
    KeepRelic,
    Load,
    Pick,
    SealBid,
    SetAside,
    StealRelics,
    Take,
    Target,
)

SCALE = max(1, int(os.environ.get("TABLERO_PROPERTY_SCALE", "1")))
SETUPS = [(n, i) for n in (2, 3, 4) for i in range(len(OPTION_SETS))]
PROBES = [
    Bid("green"),
    SealBid(),
    Descend(7),
    KeepRelic("nothing"),
    Pick("falcon_nobody"),
    Load(),
    Take("gold"),
    StealRelics(9),
    Carry("moon"),
    Target(5),
    Draw("joker"),
    SetAside("wolf_veteran"),
]


def test_many_random_games_keep_every_invariant():
    games = 0
    for seed in range(20 * SCALE):
        for players, o in SETUPS:
            st, steps = random_game(players, seed, check_every=53 if seed % 10 == 0 else 0, **OPTION_SETS[o])
            check_invariants(st)
            assert st.is_over() and not st.to_act() and st.legal(0) == []
            assert st.round == st.rounds
            scores = st.scores()
            assert len(scores) == players
            for sc in scores:
                assert sc.total == sum(v for _, v in sc.breakdown) and sc.total >= 0
            assert st.winners() and all(0 <= w < players for w in st.winners())
            games += 1
    assert games >= 300


@settings(max_examples=25 * SCALE, deadline=None)
@given(st_.integers(0, 2**32 - 1), st_.sampled_from(SETUPS))
def test_every_legal_action_applies_and_illegal_ones_change_nothing(seed, setup):
    players, o = setup
    state = new_state(players, seed, **OPTION_SETS[o])
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
                assert state.legal(others[0]) == []
            for bad in (-1, players, True, "0"):
                with pytest.raises(IllegalAction):
                    state.apply(bad, legal[0])
            assert state.fingerprint() == before
        act = rng.choice(legal)
        assert decode(encode(act)) == act
        state.apply(seat, act)
    with pytest.raises(IllegalAction, match="over"):
        state.apply(0, SealBid())


def _play_log(players, seed, options):
    state = new_state(players, seed, **options)
    rng = random.Random(seed)
    log = []
    while not state.is_over():
        seat = rng.choice(state.to_act())
        act = rng.choice(state.legal(seat))
        log.append((seat, act))
        state.apply(seat, act)
    return state, log


@pytest.mark.parametrize("players,o", SETUPS)
def test_replay_is_identical(players, o):
    for seed in (3, 4):
        state, log = _play_log(players, seed, OPTION_SETS[o])
        again = new_state(players, seed, **OPTION_SETS[o])
        for seat, act in log:
            again.apply(seat, decode(encode(act)))
        assert again.fingerprint() == state.fingerprint()
        assert [s.total for s in again.scores()] == [s.total for s in state.scores()]


def test_a_saved_match_replays_through_the_registry(tmp_path):
    config = Config(players=3, seed=9, options={"advanced": True})
    match = Match.new("krysis", config, [Seat("Ana"), Seat("Bo"), Seat("Cy")])
    rng = random.Random(9)
    while not match.is_over():
        seat = rng.choice(match.state.to_act())
        match.apply(seat, rng.choice(match.state.legal(seat)))
    path = tmp_path / "k.json"
    saves.write(match, path)
    again = saves.read(path)
    assert again.state.fingerprint() == match.state.fingerprint()
    assert get_game("krysis").playable is True


@pytest.mark.parametrize("players,o", SETUPS)
def test_clone_is_equal_and_independent(players, o):
    rng = random.Random(players * 10 + o)
    state = new_state(players, 7, **OPTION_SETS[o])
    while not state.is_over():
        if rng.random() < 0.06:
            copy = state.clone()
            assert copy.fingerprint() == state.fingerprint()
            before = state.fingerprint()
            r2 = random.Random(1)
            for _ in range(40):
                if copy.is_over():
                    break
                s = r2.choice(copy.to_act())
                copy.apply(s, r2.choice(copy.legal(s)))
            assert state.fingerprint() == before
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal(seat)))


@pytest.mark.parametrize("players,o", SETUPS)
def test_view_is_identical_across_resample(players, o):
    rng = random.Random(players + 100 * o)
    state = new_state(players, 11, **OPTION_SETS[o])
    checked = 0
    while not state.is_over():
        if rng.random() < 0.05:
            for seat in list(range(players)) + [None]:
                view = state.view(seat)
                for k in range(2):
                    other = state.resample(seat, random.Random(k))
                    assert other.view(seat) == view
                    if seat is not None:
                        assert other.legal(seat) == state.legal(seat)
                    check_invariants(other)
                    r3 = random.Random(k)
                    for _ in range(25):  # the resampled state plays on
                        if other.is_over():
                            break
                        s = r3.choice(other.to_act())
                        other.apply(s, r3.choice(other.legal(s)))
                checked += 1
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal(seat)))
    assert checked


def test_resample_redeals_what_the_seat_cannot_see():
    state = new_state(3, 5)
    moved = set()
    for k in range(20):
        other = state.resample(0, random.Random(k))
        assert other.hand[0] == state.hand[0] and other.camp_relics[0] == state.camp_relics[0]
        assert other.mission[0] == state.mission[0]
        for s in (1, 2):
            if other.hand[s] != state.hand[s]:
                moved.add("hand")
            if other.camp_relics[s] != state.camp_relics[s]:
                moved.add("relics")
            if other.mission[s] != state.mission[s]:
                moved.add("mission")
        if other.relic_deck != state.relic_deck:
            moved.add("deck")
    assert moved == {"hand", "relics", "mission", "deck"}


@pytest.mark.parametrize("players,o", [(3, 0), (4, 3), (2, 4)])
def test_views_hide_screens_hands_missions_and_sealed_choices(players, o):
    state = new_state(players, 2, **OPTION_SETS[o])
    rng = random.Random(2)
    seen_sealed = False
    while not state.is_over():
        for seat in list(range(players)) + [None]:
            v = state.view(seat)
            for pv in v.players_view:
                mine = pv.seat == seat
                for private in (
                    pv.hand,
                    pv.home,
                    pv.home_relics,
                    pv.camp_relics,
                    pv.mission,
                    pv.bid,
                    pv.pick,
                    pv.aside,
                ):
                    assert private is None or mine
                if mine:
                    assert None not in (pv.hand, pv.home, pv.home_relics, pv.camp_relics, pv.mission)
                if not mine and pv.chosen:
                    seen_sealed = True
            if v.active != seat:
                assert v.cargo_relics is None and v.drawn is None and v.spied is None
            if seat is not None:
                assert v.players_view[seat].hand == tuple(state.hand[seat])
        s = rng.choice(state.to_act())
        state.apply(s, rng.choice(state.legal(s)))
    assert seen_sealed


def test_private_events_go_to_their_seat_only():
    state, _ = random_game(3, 9, advanced=True)
    private = {
        "krysis.mission",
        "krysis.hand",
        "krysis.drew",
        "krysis.relics_drawn",
        "krysis.relics_stolen",
        "krysis.spy_saw",
        "krysis.relic_taken",
    }
    keys = set()
    for e in state.events:
        assert e.key.startswith("krysis.")
        keys.add(e.key)
        assert (e.to is not None) == (e.key in private), e
    assert {"krysis.mission", "krysis.hand", "krysis.drew", "krysis.bids", "krysis.picks"} <= keys


def test_undo_stops_at_reveals_and_draws():
    match = Match.new("krysis", Config(players=2, seed=4), [Seat("Ana"), Seat("Bo")])
    match.apply(0, Bid("white"))
    match.apply(0, Bid("white"))
    assert match.undoable(0) == 2  # a bid can be changed until the reveal
    match.undo(0)
    assert match.state.bid[0] == [0, 0, 1]
    match.apply(0, SealBid())
    match.apply(1, SealBid())  # the bids are revealed
    assert match.undoable(1) == 0
    while match.state.phase == "mine":
        (s,) = match.state.to_act()
        match.apply(s, match.state.legal(s)[0])
    match.apply(0, match.state.legal(0)[0])  # a sealed pick, not yet revealed
    assert match.undoable(0) == 1
    match.apply(1, match.state.legal(1)[0])  # revealed together
    assert match.undoable(1) == 0 and match.undoable(0) == 0
