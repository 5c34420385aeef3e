"""Grand Tribunal: another player's header with five seats at 1024x640 150 %: the Praeco's tag
and what the seat is doing ('pensando', 'thinking') drawn inside its panel. Where neither
had room beside the name, both went to the right of the first line of counts, side by side
wider than the panel: the Praeco's tag lay 26 px into the next panel ('pensando'; 12 px for
'thinking', 14 for 'deciding')."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import opened, show
from tribunal_table_helpers import match_after

from client import games
from client.tribunal import sanctum


@pytest.fixture(autouse=True)
def listed(monkeypatch):
    monkeypatch.setitem(games.TABLES, "tribunal", "client.tribunal")


class Surface(pygame.Surface):
    """The screen, noting where each blit lands while a header is drawn (``into``)."""

    into: list | None = None

    def blit(self, source, dest, area=None, special_flags=0):
        r = super().blit(source, dest, area, special_flags)
        if self.into is not None:
            self.into.append(pygame.Rect(r))
        return r


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("moves", [56, 88, 122])
def test_the_praecos_tags_stay_in_its_panel(moves, lang, monkeypatch):
    match = match_after(moves)  # the Praeco, an AI seat, plays its turn: "Praeco", "thinking"
    view = match.state.view(0)
    seat = view.praeco
    assert view.to_act == (seat,) and seat != 0
    with opened(match_after(moves), lang, (1024, 640), "150") as (app, t):
        show(t, match)  # the table at that move (the app's own match has moved on)
        screen = Surface(app.screen.get_size())
        drawn, header = {}, sanctum.header

        def noted(d, surface, s, box, own, more=0):
            surface.into = drawn.setdefault(s, [])
            try:
                header(d, surface, s, box, own, more)
            finally:
                surface.into = None

        monkeypatch.setattr(sanctum, "header", noted)
        t.drawer.draw(screen)
        box = t.layout.opp[seat]
        assert sanctum._status(t, seat) and len(drawn[seat]) >= 2  # its tags were drawn
        for s, rects in drawn.items():
            panel = t.layout.opp.get(s, t.layout.own)
            outside = [r for r in rects if not panel.contains(r)]
            assert not outside, (s, tuple(panel), outside)
        assert box.w < 2 * 125  # five seats: a panel narrower than both tags side by side at 150 %
