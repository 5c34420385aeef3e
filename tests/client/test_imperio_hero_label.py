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
@pytest.mark.parametrize("width", [160, 180, 440])  # the table's event card (1280, 1600) and the zoom
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


@pytest.mark.parametrize("width", [80, 88, 100, 130, 160, 180])  # results thumbnails up to the table's event
def test_every_event_name_stays_above_its_symbols(width):
    """Seen on the results screen: "Receso de la Diputación Imperial" ran over "triunfo"."""
    pygame.init()
    ui = UI(Settings(lang="es"))
    painter = CardPainter(ui)
    t = painter.text
    for ev in sorted(painter.cards.events):
        blocks = []
        real = t.block

        def spy(surface, lines, size, rect, *a, **k):
            blocks.append((list(lines), size, pygame.Rect(rect), k.get("serif", a[2] if len(a) > 2 else False)))
            return real(surface, lines, size, rect, *a, **k)

        t.block = spy
        try:
            painter.face(ev, width, painter.cards.events[ev].criteria)
        finally:
            t.block = real
        lines, size, box, _ = next(b for b in blocks if b[3])  # the name: the serif block
        assert len(lines) * t.font(size, True, True).get_linesize() <= box.h, (ev, width, lines, size, box)
        assert not any(x.endswith("…") for x in lines), (ev, width, lines)
