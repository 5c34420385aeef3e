"""El Viejo Imperio at 150 % on the smallest window: the previous round folds into a tab
that opens over the table, so the trick's cards keep the room their text needs."""

from __future__ import annotations

import pygame
from label_fit import resize
from test_text_floor import match_in

from client.testing import click, confirm_pass, frames, key, make_app


def open_table(size, scale, players=5, moves=13):
    app = make_app()
    app.settings.ui_scale = scale
    resize(app, size)
    app.start_match(match_in("imperio", players, moves, {}))
    frames(app, 3)
    confirm_pass(app)
    frames(app, 2)
    return app


def test_the_previous_round_opens_from_its_tab_and_closes_by_a_press_beside_it_or_esc():
    app = open_table((1024, 640), "150")
    try:
        table = app.top.table
        tab = table.layout.last_tab
        assert tab, "at 1024x640 150 % the previous round is folded"
        assert not table.last_open
        assert "last_round" in [name for name, _ in table.key_stops()]
        trick = table.layout.trick
        assert not tab.colliderect(trick)
        click(app, tab.center)
        frames(app, 2)
        assert table.last_open
        panel = table.layout.last
        assert panel.colliderect(trick) or panel.colliderect(table.layout.hand_area)  # over the table
        assert any(panel.contains(rect) for rect, *_ in table.hits), "its cards zoom from the open panel"
        beside = (table.layout.event.centerx, table.layout.event.centery)
        click(app, beside)
        frames(app, 2)
        assert not table.last_open and table.zoom is None  # the press only closed it
        click(app, tab.center)
        frames(app, 2)
        key(app, pygame.K_ESCAPE)
        frames(app, 2)
        assert not table.last_open and app.top.table is table  # Esc closed the panel, not the table
    finally:
        app.close()


def test_a_window_with_room_keeps_the_previous_round_in_view():
    for size, scale in (((1600, 900), "100"), ((1024, 640), "100")):
        app = open_table(size, scale)
        try:
            table = app.top.table
            assert not table.layout.last_tab
            assert "last_round" not in [name for name, _ in table.key_stops()]
        finally:
            app.close()
