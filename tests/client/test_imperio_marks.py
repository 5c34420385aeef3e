"""No information by colour alone: El Viejo Imperio's dynasty chips and the previous-round
rows carry the dynasty's letters besides its colour (as Virrey's gems carry a shape)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.imperio.art import ImperioArt  # noqa: E402
from client.imperio.cards import CardPainter, dynasty_marks  # noqa: E402
from client.ui import UI, Settings  # noqa: E402
from rules.imperio.cards import card_set  # noqa: E402


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_dynasty_has_its_own_letters(lang):
    cs = card_set()
    marks = dynasty_marks({d: x.name[lang] for d, x in cs.dynasties.items()})
    assert len(set(marks.values())) == len(cs.dynasties)
    for d, mark in marks.items():
        name = cs.dynasties[d].name[lang]
        assert 1 <= len(mark) <= 3 and (name.startswith(mark) or all(c in name for c in mark))


def test_marks_stay_unique_when_names_collide():
    marks = dynasty_marks({"a": "Salios", "b": "Salvia", "c": "Habsburgo", "d": "Habsburgo-Lorena"})
    assert len(set(marks.values())) == 4 and marks["d"] == "HL"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_chips_and_rows_draw_the_dynasty_letters(lang):
    pygame.init()
    ui = UI(Settings(lang=lang))
    painter = CardPainter(ui)
    art = ImperioArt(ui, painter)
    drawn: list[str] = []
    real = painter.text.render
    painter.text.render = lambda text, *a, **k: drawn.append(text) or real(text, *a, **k)
    cs = card_set()
    for event, e in cs.events.items():
        drawn.clear()
        art.chip(event, 20)
        assert painter.mark(e.dynasty) in drawn and str(e.year) in drawn
    grey = [e for e in cs.events.values() if e.dynasty is None]
    if grey:
        assert painter.mark(None) == "–"
    for d in cs.dynasties:
        drawn.clear()
        art.dynasty_badge(d, 16)
        assert drawn == [painter.mark(d)]
