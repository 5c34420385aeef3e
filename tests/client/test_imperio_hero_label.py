"""An El Viejo Imperio event card names its war hero whole: seen in play, the zoomed card
(and the event on the table) read "Héroe: Luis IV de…" although the card had the room for
the whole name at a smaller size."""

from __future__ import annotations

import pygame
import pytest

from client.imperio.cards import CardPainter
from client.ui import UI, Settings


def drawn_texts(painter, card, width):
    seen = []
    real = painter.text.render

    def spy(text, *a, **k):
        seen.append(text)
        return real(text, *a, **k)

    painter.text.render = spy
    try:
        painter.face(card, width, painter.cards.events[card].criteria)
    finally:
        painter.text.render = real
    return seen


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("width", [160, 180, 440])   # the table's event card (1280, 1600) and the zoom
def test_every_war_hero_is_named_whole(lang, width):
    pygame.init()
    ui = UI(Settings(lang=lang))
    painter = CardPainter(ui)
    heroes = [e for e, ev in sorted(painter.cards.events.items()) if ev.hero and ev.person in painter.cards.monarchs]
    assert heroes
    for ev in heroes:
        name = ui.localized(painter.cards.monarchs[painter.cards.events[ev].person].name)
        texts = drawn_texts(painter, ev, width)
        assert not any(t.endswith("…") for t in texts), (ev, width, texts)
        assert name.split()[-1] in " ".join(texts), (ev, width, texts)
