"""rules.core.replay: any walk over a finished game's positions (forward, back, jumps)
reaches the state a fresh replay of that prefix reaches, byte for byte, in every game;
the round starts are where the mark changes. Hypothesis: a few walks by default,
``TABLERO_PROPERTY_SCALE=N`` tries N times as many."""

from __future__ import annotations

import os
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules.core import Config, Match, Seat, all_games
from rules.core.replay import Replay

SCALE = max(1, int(os.environ.get("TABLERO_PROPERTY_SCALE", "1")))
rules.load_all_games()
GAMES = sorted(g.id for g in all_games())


def finished(game: str, seed: int) -> Match:
    g = next(x for x in all_games() if x.id == game)
    players = max(2, g.min_players) if g.max_players >= 2 else g.min_players
    match = Match.new(game, Config(players, seed=seed), [Seat(f"P{i}", "random") for i in range(players)])
    rng = random.Random(seed)
    while not match.is_over() and len(match.steps) < 3000:
        seat = match.state.to_act()[0]
        match.apply(seat, rng.choice(match.state.legal(seat)))
    return match


@settings(max_examples=6 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from(GAMES),
    seed=st.integers(0, 10**6),
    every=st.integers(1, 40),
    walk=st.lists(st.floats(0, 1), min_size=1, max_size=12),
)
def test_any_walk_reaches_the_state_a_fresh_replay_reaches(game, seed, every, walk):
    match = finished(game, seed)
    replay = Replay(match, lambda state: state.barriers, every=every)
    n = len(replay)
    assert replay.position == n and replay.state.fingerprint() == match.state.fingerprint()
    for fraction in walk:
        position = round(fraction * n)
        for target in (position, position + 1):  # a jump, then (mostly) one step forward
            state = replay.seek(target)
            fresh = Match.new(game, match.config, match.seats)
            fresh.replay(match.steps[: min(target, n)])
            assert state.fingerprint() == fresh.state.fingerprint(), (game, target)


def test_round_starts_are_where_the_mark_changes():
    match = finished("krysis", 3)
    replay = Replay(match, lambda state: state.view(None).round)
    rounds = [replay.state_at(p).view(None).round for p in replay.rounds]
    assert rounds == sorted(set(rounds)) and replay.rounds[0] == 0 and len(rounds) >= 2
    for p in range(1, len(replay) + 1):  # a new round only at a listed start
        changed = replay.state_at(p).view(None).round != replay.state_at(p - 1).view(None).round
        assert changed == (p in replay.rounds)
    replay.seek(replay.rounds[1] + 1)
    assert replay.round_start(-1) == replay.rounds[1]  # from inside a round: its start
    replay.seek(replay.rounds[1])
    assert replay.round_start(-1) == replay.rounds[0]  # from its start: the round before
    assert replay.round_start(1) == replay.rounds[2] if len(replay.rounds) > 2 else True
