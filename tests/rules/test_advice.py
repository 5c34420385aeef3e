"""Hints and the post-game review (rules.ai.advice) and the search's best-move API.

A hint is built from the asking seat's view only: a state whose hidden parts are dealt
again (``resample``) gives the same hint with the same seed. The review lists decisions
with differences >= 0, and a stop flag ends it.
"""

from __future__ import annotations

import random
import threading
import time

import pytest

from rules.ai import advice
from rules.ai.ismcts import Budget, run_search
from rules.core.game import Config, get_game

GAMES = ("imperio", "virrey", "krysis", "tribunal")


def playing(game_id: str, seed: int, steps: int):
    """A game after ``steps`` random actions, at a decision with a choice for its first seat."""
    rng = random.Random(seed)
    state = get_game(game_id).new_state(Config(players=3, seed=seed))
    for n in range(steps * 10):
        seat = state.to_act()[0]
        if n >= steps and len(state.legal(seat)) > 1:
            return state, seat
        state.apply(seat, rng.choice(state.legal(seat)))
    raise AssertionError("no decision found")


def test_best_returns_the_chosen_action_with_its_mean_reward():
    state, seat = playing("imperio", 3, 4)
    result = run_search("imperio", state.view(seat), state.legal(seat), random.Random(1), Budget(200, 30.0))
    action, value = result.best()
    child = result.root.children[(seat, action)]
    assert action == result.action and value == pytest.approx(child.reward / child.visits)
    assert 0.0 <= value <= 1.0
    assert 0.0 < result.share(action) <= 1.0
    for act in state.legal(seat):  # every root move was tried at least once
        assert result.value_of(act) is not None


def test_best_of_a_forced_move_has_no_value():
    state, seat = playing("imperio", 3, 4)
    only = state.legal(seat)[:1]
    result = run_search("imperio", state.view(seat), only, random.Random(1), Budget(200, 30.0))
    assert result.best() == (only[0], None)


@pytest.mark.parametrize("game_id", GAMES)
def test_hint_reads_only_the_view(game_id):
    """Hidden parts dealt again: the same view, the same hint (move and chance)."""
    state, seat = playing(game_id, 11, 6)
    budget = Budget(120, 60.0)  # the iteration count decides, not the clock
    first = advice.hint(game_id, state.view(seat), state.legal(seat), seed=5, budget=budget)
    for k in range(3):
        other = state.resample(seat, random.Random(100 + k))
        assert other.view(seat) == state.view(seat)
        again = advice.hint(game_id, other.view(seat), other.legal(seat), seed=5, budget=budget)
        assert (again.action, again.chance) == (first.action, first.chance)
    assert first.action in state.legal(seat) and 0.0 <= first.chance <= 1.0


@pytest.mark.parametrize("game_id", GAMES)
def test_hint_answers_within_its_time_cap(game_id):
    state, seat = playing(game_id, 4, 8)
    start = time.perf_counter()
    got = advice.hint(game_id, state.view(seat), state.legal(seat), seed=1)
    took = time.perf_counter() - start
    assert took < 1.0 and got.seconds <= advice.HINT_SECONDS + 0.2
    assert got.action in state.legal(seat)


def short_game(game_id: str = "imperio", seed: int = 2):
    """A whole random game: its config and steps."""
    rng = random.Random(seed)
    config = Config(players=3, seed=seed)
    state = get_game(game_id).new_state(config)
    steps = []
    while not state.is_over():
        seat = state.to_act()[0]
        act = rng.choice(state.legal(seat))
        steps.append((seat, act))
        state.apply(seat, act)
    return config, steps


def test_review_lists_decisions_with_differences_at_least_zero():
    config, steps = short_game()
    game = get_game("imperio")
    seen = []
    got = advice.review(
        "imperio",
        lambda: game.new_state(config),
        steps,
        [0],
        seconds=8.0,
        progress=lambda done, total: seen.append((done, total)),
    )
    wanted = advice.decisions_of(lambda: game.new_state(config), steps, [0])
    assert got and len(got) <= len(wanted)
    assert all(d.seat == 0 and d.loss >= 0 and d.step in wanted for d in got)
    assert all(0.0 <= d.played_value <= 1.0 and 0.0 <= d.best_value <= 1.0 for d in got)
    assert seen[0] == (0, len(wanted)) and seen[-1] == (len(wanted), len(wanted))
    worst = advice.costliest(got, 3)
    assert [d.loss for d in worst] == sorted((d.loss for d in worst), reverse=True)
    assert all(d.loss > 0 and d.played != d.best for d in worst)


def test_review_stops_when_told():
    config, steps = short_game()
    game = get_game("imperio")
    stop = threading.Event()
    done = []

    def progress(n, total):
        done.append(n)
        if n == 2:
            stop.set()

    start = time.perf_counter()
    got = advice.review(
        "imperio", lambda: game.new_state(config), steps, [0, 1, 2], seconds=60.0, progress=progress, stop=stop
    )
    assert done[0] == 0 and done[-1] == 2 and len(got) <= 2
    assert time.perf_counter() - start < 20
