"""In hot-seat, a person who has not made a sealed choice yet is waited for: the tag beside
their name never says "thinking", the AI's word."""

from __future__ import annotations

import pygame
from krysis_gestures import open_table

from client.testing import frames
from rules.core import Config, Match, Seat


def test_a_human_seat_that_has_not_chosen_reads_as_waited_for():
    match = Match.new("krysis", Config(3, seed=2), [Seat("Ana"), Seat("Bruno"), Seat("IA", "greedy")])
    app, scene = open_table(match, "en", lambda scene: scene.deciding is not None and scene.table.mode == "bid")
    try:
        table = scene.table
        assert table.ai_seats == {2}
        drawn = []
        tag = table.drawer.art.tag
        table.drawer.art.tag = lambda text, *a, **k: drawn.append(text) or tag(text, *a, **k)
        frames(app, 2)
        table.draw(app.screen)
        assert "to choose" in drawn and "thinking" not in drawn, drawn
    finally:
        pygame.event.clear()
        app.close()
