"""Any text the card check lets through can be drawn: pygame refuses to render a word its
font draws as nothing ("Text has zero width": a lone zero-width space, bidi mark or
combining mark), and a NUL ("text contains null character")."""

import os

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st_

from client.scenes.setup import wrap
from client.ui import UI
from rules.cards.yamlread import text_problem

SCALE = max(1, int(os.environ.get("TABLERO_PROPERTY_SCALE", "1")))


@pytest.fixture(scope="module")
def font():
    pygame.font.init()
    return UI().font(14)


def draw_everything(font, text):
    font.render(text, True, (0, 0, 0))
    for word in text.split():
        font.render(word, True, (0, 0, 0))
    for line in wrap(font, text, 120):
        font.render(line, True, (0, 0, 0))


@pytest.mark.parametrize(
    "text", ["\u200b", "\u202e", "a \u200b b", "\u0301", "x \u034f", "\ufeff", "\u2028", "\x00", "a\x00b", "\ufffc"]
)
def test_text_the_font_cannot_draw_is_refused(font, text):
    assert text_problem(text) is not None


@pytest.mark.parametrize("text", ["Tesoro Real", "á ñ ü 漢字 🙂", "Línea uno\nlínea dos", "a\u0301", "—«»"])
def test_ordinary_text_passes_and_draws(font, text):
    assert text_problem(text) is None
    draw_everything(font, text)


@settings(max_examples=300 * SCALE, deadline=None)
@given(st_.text(max_size=40))
def test_every_text_the_check_accepts_can_be_drawn(font, text):
    if text_problem(text) is None:
        draw_everything(font, text)
