"""What a newcomer met playing Grand Tribunal with the mouse at 1024x640 (and at 1600x900
at 150 %): each a defect seen on screen, fixed, and held here."""

from __future__ import annotations

import pytest
from tribunal_table_helpers import match_after, opened

from client.tribunal.cards import BACK


@pytest.mark.parametrize("size", [(1024, 640), (1600, 900)])
def test_a_deck_is_drawn_where_a_click_draws_from_it_and_its_discard_pile_apart(size):
    """The deck's back and count fill its own half of the column (the half a click on it
    takes), not the whole column under the discard pile: at 1024x640 a click on the lower
    half of the drawn back hit the pile instead, and the count sat across both."""
    with opened(match_after(0, players=3), size=size) as (app, t):
        kinds = {"items": "item", "spells": "spell", "resources": "resource"}
        for deck, kind in kinds.items():
            dr, pr = t.deck_rect(deck), t.discard_rect(deck)
            assert not dr.colliderect(pr)
            assert app.screen.get_at((dr.x + 3, dr.bottom - 4))[:3] == BACK[kind]
            assert app.screen.get_at((pr.x + 3, pr.y + 3))[:3] != BACK[kind], deck  # the empty pile
