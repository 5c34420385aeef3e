"""Ausonia's busiest table draws its panels once while nothing they show changes (the AI
thinking, the pointer passing over them): later frames blit the kept layer, the same
pixels, zoom hits and card records; a change (a card picked, a new view) draws them anew."""

from __future__ import annotations

import pygame
from test_text_floor import match_in

from client import games
from client.testing import make_app


def _table(app, match, seat):
    table = games.table_module("ausonia").TABLE(app.ui, "ausonia", [s.name for s in match.seats])
    table.set_rect(pygame.Rect(0, 0, 1600, 900))
    table.ai_seats = frozenset(range(1, len(match.seats)))
    table.refresh(match.state.view(seat), seat, match.state.legal(seat))
    return table


def _frame(app, table, surface):
    app.ui.begin_frame()
    table.draw(surface)
    return pygame.image.tobytes(surface, "RGB"), list(table.hits), list(app.ui.card_records)


def test_panels_are_drawn_once_while_the_ai_thinks_and_again_when_a_card_is_picked():
    app = make_app()
    try:
        match = match_in("ausonia", 4, 200, {})
        st = match.state
        viewer = next(s for s in range(4) if s not in st.to_act())  # another seat is deciding
        table = _table(app, match, viewer)
        drawn = []
        real = table.drawer.parts
        table.drawer.parts = lambda surface: drawn.append(1) or real(surface)
        surface = pygame.Surface((1600, 900))
        first = _frame(app, table, surface)
        assert drawn == [1] and first[1] and first[2]
        for x in range(20, 1200, 37):  # the pointer wanders over the panels (not the bar)
            pos = (x, 300 + x % 200)
            table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
            assert _frame(app, table, surface) == first
        assert drawn == [1]  # every later frame was the kept layer

        seat = st.to_act()[0]  # the deciding seat's view: a hand card picked lifts it
        table.refresh(st.view(seat), seat, st.legal(seat))
        _frame(app, table, surface)
        assert len(drawn) == 2
        card = next(c for c in table.hand() if table.refusal(("card", c)) is None)
        before = _frame(app, table, surface)
        table.selected = ("card", card)
        assert _frame(app, table, surface)[0] != before[0] and len(drawn) == 3
    finally:
        app.close()
