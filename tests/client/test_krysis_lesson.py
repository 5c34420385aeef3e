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


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_home_s_heading_names_the_figure_the_panel_adds_to(lang):
    """At the first bid the panel reads Alex 10 (the crystals at home, 10, and no sales) and
    Bruno 0 (his sales; his home is hidden); the home's heading read "Casa · 0 pts", as if
    the home were worth nothing: its figure is the sales on the score track. Every heading
    with a number says it counts sales, Alex's and Bruno's; the home's still names the home
    (the lesson says "drag it from your home": it once read "Ventas · 0 pts" alone), and
    after the sale it reads "sales 8", as the lesson says."""
    from test_tutorial import open_lesson, to_step
    from text_ink import frame_texts, tracking

    from client.testing import frames, make_app

    app = make_app(anim_speed=0, lang=lang)
    try:
        with tracking():
            scene = open_lesson(app, "krysis", small=True)
            sales = app.ui.t("krysis.score.sales").lower()

            def headings():
                frames(app, 2)
                table, found = scene.table, frame_texts(app)
                home = [w for r, w in found if table.layout.screen.collidepoint(r.center) and sales in w.lower()]
                bar = [w for r, w in found if table.layout.opp[1].collidepoint(r.center) and "pts" in w]
                return home, bar

            to_step(app, scene, "bid_blue")
            home, bar = headings()
            state = scene.match.state
            assert state.shown_scores(0) == [10, 0] and state.track == [0, 0]  # the panel's figures
            word = {"es": "casa", "en": "home"}[lang]
            assert len(home) == 1 and word in home[0].lower() and f"{sales} 0" in home[0].lower(), home
            assert len(bar) == 1 and sales in bar[0].lower() and "Bruno" in bar[0], bar
            to_step(app, scene, "bruno_raids")
            home, _ = headings()
            assert scene.match.state.track[0] == 8
            assert len(home) == 1 and word in home[0].lower() and f"{sales} 8" in home[0].lower(), home
            said = scene.coach.words(lang)  # the lesson quotes the heading
            assert f"{sales} 8" in said.lower() and f"{sales} 8" in home[0].lower(), said
    finally:
        app.close()
