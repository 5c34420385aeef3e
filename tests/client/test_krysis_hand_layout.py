"""Krysis's hand layout at any window from the smallest to the largest and any UI scale:
its cards side by side (none over another's name or values), inside the hand's area, never
narrower than a name at the text floor needs; the basic game's six always whole on one page,
a longer hand paged (issue 23).

Hypothesis draws the windows: a small budget by default, ``TABLERO_PROPERTY_SCALE=10`` (for
instance) runs ten times as many."""

import os

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from client.krysis.layout import Layout
from client.ui import MAX_SIZE, MIN_SIZE, UI_SCALES, scale_for

SCALE = max(1, int(os.environ.get("TABLERO_PROPERTY_SCALE", "1")))


@settings(max_examples=60 * SCALE, deadline=None)
@given(
    w=st.integers(MIN_SIZE[0], MAX_SIZE[0]),
    h=st.integers(MIN_SIZE[1], MAX_SIZE[1]),
    choice=st.sampled_from(sorted(UI_SCALES)),
    share=st.floats(0.7, 0.85),
    players=st.integers(2, 4),
)
def test_the_hand_lies_side_by_side_at_any_window(w, h, choice, share, players):
    # the table takes the window less the side panel (72 % of 1024 px to 84 % of 2560 at 100 %)
    table = pygame.Rect(0, 0, int(w * share), h)
    lay = Layout.build(table, players, 0, UI_SCALES[choice], scale_for(choice, (w, h)))
    assert lay.hand_page_size(6) == 6, "the basic game's hand is paged"
    arrows = lay.hand_arrows()
    for n in range(1, 10):
        rects = lay.hand_rects(n)
        assert 1 <= len(rects) == min(n, lay.hand_page_size(n))
        for i, r in enumerate(rects):
            assert r.w >= lay.hand_min(), (n, tuple(r), lay.hand_min())
            assert lay.hand_area.contains(r), (n, tuple(r), tuple(lay.hand_area))
            assert r.bottom + 9 <= table.bottom, "its shadow off the table"
            assert not [o for o in rects[i + 1 :] if o.colliderect(r)], (n, tuple(r))
            assert not [a for a in arrows.values() if a.colliderect(r)]
    assert all(table.contains(a) and not a.colliderect(lay.decks) for a in arrows.values())


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1600, 900)])
def test_the_table_keeps_its_places_as_the_hand_grows(size):
    """The bar, the boxes and the decks stay where they are whatever the hand holds (laid
    out by the hand's count, the bar moved up under the pointer when a fourth card was
    drawn: three clicks on "Robar de combate" drew one card at 1024x640 150 %)."""
    rect = pygame.Rect(0, 0, int(size[0] * 0.8), size[1])
    built = [Layout.build(rect, 2, 0, 1.5, 1.5, hand_n=n) for n in range(7)]
    for lay in built[1:]:
        for name in ("bar", "camp", "team", "side", "screen", "decks", "hand_area"):
            assert getattr(lay, name) == getattr(built[0], name), (name, lay.hand_n)
