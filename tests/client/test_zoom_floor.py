"""A card's zoom at 150 % on the smallest window: its words at the text floor or above, one
line under the next, and all of them inside the frame (El Viejo Imperio's were measured at
12 px and drawn at the floor's 17, each line over the next, an event's running out of the
frame)."""

import pygame
import pytest

import client.imperio.zoom as imperio_zoom
from client import table_art
from client.testing import frames
from rules.core import Config, Match, Seat
from rules.imperio.cards import card_set


@pytest.fixture
def app():
    """The app with El Viejo Imperio's real table (not the shell tests' throwaway one)."""
    from client.testing import make_app

    app = make_app()
    yield app
    app.close()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_imperio_zoom_reads_whole_at_150_on_1024x640(app, monkeypatch, lang):
    from label_fit import resize

    app.ui.settings.lang = lang
    app.settings.ui_scale = "150"
    resize(app, (1024, 640))
    match = Match.new("imperio", Config(3, 5), [Seat("Ana"), Seat("Bruno", "greedy"), Seat("Carmen", "greedy")])
    app.start_match(match)
    frames(app, 2)
    table = app.top.table
    floor = app.ui.text_floor()
    seen = []

    def spy(surf, text, lines, box, frame, gap, hint, hint_size, fitted=False):
        fitted = lines if fitted else table_art.fit_lines(text, lines, box, gap)
        seen.append((min(size for _, size, *_ in fitted), table_art.lines_height(text, fitted, box.w, gap), box, frame))
        return surf

    monkeypatch.setattr(imperio_zoom, "zoom_text", spy)
    cs = card_set()
    size = table.layout.rect.size
    for card in [*cs.monarchs, *cs.events]:
        imperio_zoom.zoom_overlay(app.ui, table.painter, card, None, size)
        smallest, height, box, frame = seen[-1]
        assert smallest >= floor, card
        assert height <= box.h and frame.contains(box), (card, height, box)
        assert pygame.Rect((0, 0), size).contains(frame), (card, frame)
    app.ui.settings.lang = "es"


def test_a_block_under_the_floor_steps_its_lines_as_drawn(app):
    """Lines asked at 12 px are drawn at the floor (17 px at 150 %): they are a 17 px line
    apart, not a 12 px one."""
    from client.text import Text

    app.settings.ui_scale = "150"
    app.apply_settings()

    text = Text(app.ui)
    floor = app.ui.text_floor()
    assert floor > 12
    surf = pygame.Surface((400, 200))
    bottom = text.block(surf, ["one", "two", "three"], 12, pygame.Rect(0, 0, 400, 200))
    assert bottom >= 3 * text.font(floor).get_linesize()
