"""The side panel's score column explains itself in Krysis: at the start Ana sees 10 beside
her name (her home, behind her screen) and 0 beside the others' (their sales on the public
track); the pointer over a figure says which it is, a click shows its breakdown."""

from __future__ import annotations

import pygame
from krysis_gestures import open_table

from client.testing import click, frames
from rules.core import Config, Match, Seat


def test_hovering_and_clicking_a_score_says_what_it_is():
    match = Match.new("krysis", Config(2, seed=5), [Seat("Ana"), Seat("IA", "greedy")])
    app, scene = open_table(match, "en")
    try:
        panel = scene.panel
        assert panel.title == "Points in view"
        assert [row[2] for row in panel.rows] == [10, 0]
        own, other = panel.row_rect(0), panel.row_rect(1)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=own.center, rel=(0, 0), buttons=(0, 0, 0)))
        frames(app, 2)
        assert panel.hover == 0 and "if the game ended now (10)" in panel.tips[0]
        toasts = len(app.ui.toasts)
        click(app, own.center)
        said = [text for text, _ in app.ui.toasts[toasts:]]
        assert said and "Crystals 10" in said[-1] and "Sales 0" in said[-1], said
        click(app, other.center)
        said = [text for text, _ in app.ui.toasts[toasts:]]
        assert "score track (0 points)" in said[-1] and "behind their screen" in said[-1], said
    finally:
        pygame.event.clear()
        app.close()
