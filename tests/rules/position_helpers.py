"""Helpers of the position tests (rules.core.position): a state through its position and
back, and the checks that the two are the same game."""

from __future__ import annotations

import json
import random

from rules.core.game import Config, get_game
from rules.core.position import dump, load


def through_json(state):
    """``state`` written as a position file, through JSON text, and read back."""
    return load(json.loads(json.dumps(dump(state))), cards=getattr(state, "cards", None))


def assert_same(a, b, where="") -> None:
    """Two states of one game that no player, view or search can tell apart: the seats to
    act, every seat's legal actions and view (the spectator's too), the scores (and what
    each seat is shown of them), the winners, and the position itself."""
    n = a.num_players
    assert b.to_act() == a.to_act(), where
    assert b.is_over() == a.is_over(), where
    for seat in range(n):
        assert b.legal(seat) == a.legal(seat), (where, seat)
    for seat in (None, *range(n)):
        assert b.view(seat) == a.view(seat), (where, seat)
        assert b.shown_scores(seat) == a.shown_scores(seat), (where, seat)
    assert b.scores() == a.scores(), where
    assert b.winners() == a.winners(), where
    assert b.to_position() == a.to_position(), where


def configs(game_id: str) -> list[Config]:
    """Every seat count of the game, with its options as they come and each one switched (a
    number option: one more, where the seat count allows it)."""
    from rules.core.errors import TableroError

    game = get_game(game_id)
    out = []
    for players in range(game.min_players, game.max_players + 1):
        out.append(Config(players))
        for option in game.options:
            value = not option.default if isinstance(option.default, bool) else option.default + 1
            config = Config(players, options={option.id: value})
            try:
                game.new_state(config)
            except TableroError:
                continue  # e.g. more virtual opponents than the table has seats for
            out.append(config)
    return out


def play_round_tripping(game_id: str, config: Config, seed: int, max_steps: int = 5000) -> int:
    """A seeded random game in which, at every decision, the state read back from its
    position is the same game (``assert_same``); and a copy read back at a random earlier
    decision is played on in step with the original to the end, compared at every step.
    Returns the number of decisions checked."""
    game = get_game(game_id)
    rng = random.Random(seed)
    state = game.new_state(Config(config.players, seed=seed, options=config.options))
    copy = through_json(state)
    steps = 0
    while not state.is_over() and steps < max_steps:
        again = through_json(state)
        assert_same(state, again, f"{game_id} {config} seed {seed} step {steps}")
        assert_same(state, copy, f"{game_id} {config} seed {seed} step {steps} (played on from a position)")
        if rng.random() < 0.05:
            copy = again
        seat = rng.choice(state.to_act())
        act = rng.choice(state.legal(seat))
        state.apply(seat, act)
        copy.apply(seat, act)
        steps += 1
    assert_same(state, copy, f"{game_id} {config} seed {seed}: the end")
    assert_same(state, through_json(state), f"{game_id} {config} seed {seed}: the end")
    return steps
