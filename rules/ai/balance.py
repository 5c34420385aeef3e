"""Balance reports: seat win rates at equal AI levels, mean scores, and per-card use.

A game whose first seat wins far more than 1/N, or with a card that is never
worth taking, has a data bug (DESIGN.md, "Balance"). Games may register a
``card_stats(state) -> {card: Counter}`` hook that reads a finished game's public
event log (e.g. how often each card was offered, taken and played).
"""

from __future__ import annotations

import random
import statistics
from collections import Counter
from typing import Callable

from rules.ai import choose
from rules.ai.arena import wilson
from rules.core.game import Config, get_game

_CARD_STATS: dict[str, Callable] = {}


def register_card_stats(game_id: str):
    def register(fn: Callable) -> Callable:
        _CARD_STATS[game_id] = fn
        return fn

    return register


def seat_balance(game_id: str, players: int, games: int, seed: int = 0, kind: str = "greedy",
                 options=None) -> dict:
    """Play ``games`` games with the same AI kind at every seat."""
    game = get_game(game_id)
    wins = [0.0] * players
    scores: list[list[int]] = [[] for _ in range(players)]
    cards: dict[str, Counter] = {}
    for g in range(games):
        state = game.new_state(Config(players=players, seed=seed + g, options=options or {}))
        rngs = [random.Random((seed + g) * 7919 + s) for s in range(players)]
        while not state.is_over():
            for seat in state.to_act():
                state.apply(seat, choose(kind, game_id, state.view(seat), state.legal(seat), rngs[seat]))
        winners = state.winners()
        for seat, score in enumerate(state.scores()):
            scores[seat].append(score.total)
            if seat in winners:
                wins[seat] += 1 / len(winners)
        if game_id in _CARD_STATS:
            for card, counts in _CARD_STATS[game_id](state).items():
                cards.setdefault(card, Counter()).update(counts)
    seats = []
    for seat in range(players):
        lo, hi = wilson(wins[seat], games)
        seats.append({"seat": seat, "win_rate": wins[seat] / games, "win_rate_ci95": [lo, hi],
                      "mean_score": statistics.fmean(scores[seat])})
    return {"game": game_id, "players": players, "games": games, "kind": kind, "seed": seed,
            "fair_share": 1 / players, "seats": seats,
            "cards": {c: dict(v) for c, v in sorted(cards.items())}}
