"""Every El Viejo Imperio monarch card names its monarch, however small the card: the whole
name where it can be set at the text floor, else a shorter form of it ("Federico V" of
"Federico V del Palatinado", which showed no name at all on a hand card), never cut."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import client.ui  # noqa: E402
from client.imperio.cards import CardPainter, name_forms  # noqa: E402
from client.ui import UI, Settings  # noqa: E402
from rules.imperio.cards import card_set  # noqa: E402


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("width", [70, 89, 114])  # the hand at 1024x640, 1280x800, 1600x900
def test_every_monarch_card_names_its_monarch(lang, width):
    pygame.init()
    ui = UI(Settings(lang=lang))
    painter = CardPainter(ui)
    unnamed = []
    for card, m in card_set().monarchs.items():
        name = ui.localized(m.name)
        client.ui.TEXT_LOG = log = []
        try:
            painter.face(card, width)
        finally:
            client.ui.TEXT_LOG = None
        drawn = "".join(text.rstrip("-").replace(" ", "") for _, text, _ in log)  # lines joined
        if not any(n.replace(" ", "") in drawn for n in name_forms(name)):
            unnamed.append((card, name, [text for _, text, _ in log][:5]))
    assert unnamed == [], unnamed
