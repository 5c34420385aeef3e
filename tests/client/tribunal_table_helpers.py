"""Helpers of the Grand Tribunal table tests: a match some greedy moves in, and its table
opened in an app at a window size (the pass screen confirmed)."""

from __future__ import annotations

import random

from table_helpers import ai_move, opened

import client.ui
from client.testing import click, frames
from rules.core import Config, Match, Seat


def match_after(moves, human=True, players=5, seed=3, options=None):
    """A match after ``moves`` greedy moves (every seat's), seat 1 a person unless not ``human``."""
    first = Seat("Jugadora 1", "human") if human else Seat("Máquina 0", "greedy")
    seats = [first] + [Seat(f"Máquina {i}", "greedy") for i in range(1, players)]
    match = Match.new("tribunal", Config(players, seed, options or {}), seats)
    rng = random.Random(seed)
    while moves > 0 and not match.is_over():
        ai_move(match, match.state.to_act()[0], rng)
        moves -= 1
    return match


def sheet_texts(match, lang="es", size=(1024, 640)) -> list:
    """The texts drawn (px, text, width) by the points sheet, opened by a click on its button."""
    with opened(match, lang, size) as (app, table):
        click(app, next(r for b, r in table.bar if b.name == "sheet").center)
        assert table.zoom == ("sheet",)
        client.ui.TEXT_LOG = log = []
        try:
            frames(app, 2)
        finally:
            client.ui.TEXT_LOG = None
    return log
