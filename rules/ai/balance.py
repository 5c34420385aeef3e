"""Balance reports: seat win rates at equal AI levels, mean scores, and per-card use.

A game whose first seat wins far more than 1/N, or with a card that is never
worth taking, has a data bug (DESIGN.md, "Balance"). Games may register a
``card_stats(state) -> {card: Counter}`` hook that reads a finished game's public
event log (e.g. how often each card was offered, taken and played). A game with
several kinds of thing to count names them ``group:name`` and registers the columns of
each group (``columns={"relic": ("drawn", "kept", ...)}``); the report prints a table
per group.
"""

from __future__ import annotations

import random
import statistics
from collections import Counter
from collections.abc import Callable

from rules.ai import choose
from rules.ai.arena import map_games, wilson
from rules.core.game import Config, get_game

_CARD_STATS: dict[str, Callable] = {}
_COLUMNS: dict[str, dict[str, tuple[str, ...]]] = {}


def register_card_stats(game_id: str, columns: dict[str, tuple[str, ...]] | None = None):
    def register(fn: Callable) -> Callable:
        _CARD_STATS[game_id] = fn
        _COLUMNS[game_id] = dict(columns or {})
        return fn

    return register


def play_one(args) -> tuple:
    """One game of ``seat_balance``: (winners, score totals, card counts)."""
    game_id, players, seed, kind, options = args
    state = get_game(game_id).new_state(Config(players=players, seed=seed, options=options or {}))
    rngs = [random.Random(seed * 7919 + s) for s in range(players)]
    while not state.is_over():
        for seat in state.to_act():
            state.apply(seat, choose(kind, game_id, state.view(seat), state.legal(seat), rngs[seat]))
    cards = {}
    if game_id in _CARD_STATS:
        cards = {c: dict(v) for c, v in _CARD_STATS[game_id](state).items()}
    return state.winners(), [s.total for s in state.scores()], cards


def seat_balance(
    game_id: str,
    players: int,
    games: int,
    seed: int = 0,
    kind: str = "greedy",
    options=None,
    jobs: int = 1,
    progress=None,
) -> dict:
    """Play ``games`` games with the same AI kind at every seat (``jobs``: worker
    processes; the figures do not depend on it). ``progress(done, games)`` is called
    after each game."""
    get_game(game_id)
    wins = [0.0] * players
    scores: list[list[int]] = [[] for _ in range(players)]
    cards: dict[str, Counter] = {}
    work = [(game_id, players, seed + g, kind, options) for g in range(games)]
    for g, (winners, totals, counts) in enumerate(map_games(play_one, work, jobs)):
        if progress:
            progress(g + 1, games)
        for seat, total in enumerate(totals):
            scores[seat].append(total)
            if seat in winners:
                wins[seat] += 1 / len(winners)
        for card, c in counts.items():
            cards.setdefault(card, Counter()).update(c)
    seats = []
    for seat in range(players):
        lo, hi = wilson(wins[seat], games)
        seats.append(
            {
                "seat": seat,
                "win_rate": wins[seat] / games,
                "win_rate_ci95": [lo, hi],
                "mean_score": statistics.fmean(scores[seat]),
            }
        )
    return {
        "game": game_id,
        "players": players,
        "games": games,
        "kind": kind,
        "seed": seed,
        "options": dict(options or {}),
        "fair_share": 1 / players,
        "seats": seats,
        "cards": {c: dict(v) for c, v in sorted(cards.items())},
        "card_columns": {g: list(c) for g, c in _COLUMNS.get(game_id, {}).items()},
    }
