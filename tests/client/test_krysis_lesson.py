"""Krysis's guided first game as a first-time player meets it at 1024x640 and 150 %: what
the table draws at the lesson's steps stays inside its panels (the cargo's crystals, just
loaded, were drawn under the side box, behind the bar's "Carry home" button)."""

from __future__ import annotations

import pygame
import pytest
from label_fit import Recorder
from table_helpers import opened

from client.krysis import panels
from client.tutorial import script as tutorial_script
from rules.core import Match, Seat


def lesson_match(step_id: str):
    """The lesson's table with the moves of the steps before ``step_id`` made, both seats
    human (an AI seat would play on as the table opens)."""
    script = tutorial_script.load("krysis")
    index = next(i for i, s in enumerate(script.steps) if s.id == step_id)
    match = Match.new("krysis", script.config, [Seat("Alex"), Seat("Bruno")])
    for seat, act in script.moves_before(index):
        match.apply(seat, act)
    return match


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("step_id", ["take_blue_2", "sell", "bruno_carries_home"])
def test_the_cargo_s_goods_are_drawn_inside_the_side_box(step_id, lang):
    """The learner's load (one blue, then the full cargo) and Bruno's raid (a white and a
    relic): every crystal, count and relic of the side box lies inside it."""
    with opened(lesson_match(step_id), lang=lang, size=(1024, 640), scale="150") as (app, table):
        box = table.layout.side
        rec = Recorder(app.size)
        panels.side(table.drawer, rec)
        assert rec.records
        out = [tuple(r) for r, _ in rec.records if not box.contains(r)]
        assert not out, f"outside the side box {tuple(box)}: {out}"
        assert sum(1 for r, text in rec.records if text and r.x > box.x + 4) >= 3  # heading, capacity, cargo


def test_the_raid_s_heading_is_never_cut():
    """Bruno's raid at 1024x640 150 % in Spanish: the side box's heading reads whole
    ("B: incursión c…" left out whom the raid was on)."""
    with opened(lesson_match("bruno_takes_white"), lang="es", size=(1024, 640), scale="150") as (app, table):
        box = table.layout.side
        heads = []
        real = table.drawer.label

        def label(surface, text, *args, **kw):
            heads.append(text)
            return real(surface, text, *args, **kw)

        table.drawer.label = label
        panels.side(table.drawer, pygame.Surface(app.size))
        head = heads[0]
        font = table.text.font(max(9, int(14 * table.layout.scale), table.ui.text_floor()), True)
        assert font.size(head)[0] <= box.w - 16, head
