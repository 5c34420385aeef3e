"""Grand Tribunal's dice row, under the Vis Source Register: whose each roll is (at 150 % on
the smallest window every name was dropped), and only the rolls of this Tribunal (the first
Tribunal's dice were still shown all through the second)."""

from __future__ import annotations

import re

import pygame
import pytest
from table_helpers import opened
from test_text_floor import match_in

from client import games
from client.table_art import initials


@pytest.fixture(autouse=True)
def listed(monkeypatch):
    monkeypatch.setitem(games.TABLES, "tribunal", "client.tribunal")


def dice_row(match, scale="100", size=(1024, 640)) -> tuple[list, tuple]:
    """The labels drawn in the dice row, left to right (text), and the view's rolls."""
    with opened(match, "es", size, scale) as (app, t):
        labels, label = [], t.drawer.label  # what is drawn as a label, and where

        def spy(surface, text, *args, **kw):
            r = label(surface, text, *args, **kw)
            labels.append((text, pygame.Rect(r)))
            return r

        t.drawer.label = spy
        t.drawer.draw(app.screen)
        del t.drawer.label
        row = t.dice_rect()
        return [x for x, r in sorted(labels, key=lambda p: p[1].x) if row.contains(r)], t.view.rolls


@pytest.mark.parametrize("scale", ["100", "150"])
@pytest.mark.parametrize("seed,moves", [(4, 15), (3, 20)])
def test_each_roll_says_whose_it_is(seed, moves, scale):
    """Three rolls at 1024x640: each reads its seat's name, or its initials where the name
    does not fit ("J1", "M1"), beside its vis; at 150 % the row held only "+4 +3 +3"."""
    match = match_in("tribunal", 3, moves, {}, seed=seed)
    texts, rolls = dice_row(match, scale)
    assert len(rolls) == 3
    names = [match.seats[r.seat].name for r in rolls]
    who = [x for x in texts if not re.fullmatch(r"\+\d+( vis)?", x)]
    assert len(who) == len(rolls), texts
    for name, shown in zip(names, who):
        assert shown in (name, initials(name)), (shown, name)
    vis = [int(m.group(1)) for x in texts if (m := re.fullmatch(r"\+(\d+)( vis)?", x))]
    assert vis == [r.vis for r in rolls]


@pytest.mark.parametrize("scale", ["100", "150"])
def test_the_next_tribunal_starts_with_no_dice_until_its_own_roll(scale):
    """After the first Tribunal the row was still showing its last contested gathering's
    dice; it shows none until the second Tribunal's first contested gathering, then those."""
    before = match_in("tribunal", 3, 90, {}, seed=5)  # Tribunal 2, no contested gathering yet
    view = before.state.view(0)
    assert view.tribunal == 2 and view.rolls and view.to_act == (0,)  # the first Tribunal's rolls still in the view
    texts, _ = dice_row(before, scale)
    assert texts == []
    after = match_in("tribunal", 3, 104, {}, seed=5)  # its first one: join it?
    view = after.state.view(0)
    assert view.tribunal == 2 and view.rolls != before.state.view(0).rolls and view.to_act == (0,)
    texts, rolls = dice_row(after, scale)
    vis = [int(m.group(1)) for x in texts if (m := re.fullmatch(r"\+(\d+)( vis)?", x))]
    assert vis == [r.vis for r in rolls]
