"""The four sections of a Virrey card as drawn and clicked (ruling V-20: "cada círculo está
formado por cuatro secciones, dos en las esquinas superiores y dos en las inferiores").

The bottom half-circle of a card is two sections: each bottom quarter is drawn in its own
colour and a click on it picks that quarter for painting.
"""

import pygame
import pytest

import rules
from client.ui import UI, Settings
from client.virrey.cards import CardPainter, R, draw_section, section_at
from client.virrey.icons import GEM_RGB
from rules.virrey.cards import CardSet

rules.load_all_games()


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    return pygame.display.set_mode((400, 300))


def test_a_click_on_each_bottom_quarter_picks_that_quarter(screen):
    rect = pygame.Rect(100, 50, 140, 196)
    r = R * rect.w
    below = rect.bottom - 3
    assert section_at(rect, (rect.centerx - r / 2, below)) == 2
    assert section_at(rect, (rect.centerx + r / 2, below)) == 3
    assert section_at(rect, (rect.x + 3, rect.y + 3)) == 0
    assert section_at(rect, (rect.right - 4, rect.y + 3)) == 1
    assert section_at(rect, rect.center) is None


def test_each_bottom_quarter_is_drawn_in_its_own_colour(screen):
    surf = pygame.Surface((140, 196))
    surf.fill((0, 0, 0))
    draw_section(surf, 2, "green")
    draw_section(surf, 3, "blue")
    r = R * 140
    y = 196 - int(r * 0.15)
    assert tuple(surf.get_at((70 - int(r * 0.8), y)))[:3] == GEM_RGB["green"]
    assert tuple(surf.get_at((70 + int(r * 0.8), y)))[:3] == GEM_RGB["blue"]


def test_a_card_face_shows_two_bottom_colours_from_its_data(screen):
    ui = UI(Settings(lang="en"))
    painter = CardPainter(ui)
    cs = painter.cards
    card = cs.character_ids[0]
    ch = cs.characters[card]
    left, right = 2 if ch.sections[2] != 2 else 0, 0 if ch.sections[2] != 0 else 1
    chars = dict(cs.characters)
    chars[card] = type(ch)(ch.id, ch.number, ch.name, ch.sections[:2] + (left, right), ch.levels)
    painter.cards = CardSet(chars, dict(cs.laws))
    face = painter.face(card, 140)
    w, h = face.get_size()
    r = R * w
    y = h - int(r * 0.15)
    colours = ("blue", "red", "green", "yellow")
    assert tuple(face.get_at((w // 2 - int(r * 0.8), y)))[:3] == GEM_RGB[colours[left]]
    assert tuple(face.get_at((w // 2 + int(r * 0.8), y)))[:3] == GEM_RGB[colours[right]]
