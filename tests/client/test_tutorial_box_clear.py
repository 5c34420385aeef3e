"""A lesson's box on the table keeps off the bar's buttons and an open overlay's words where a
place for it remains (at 1024x640 150 % Grand Tribunal's count of votes had its summary line
'Alex +24 (24) · Ana +6 (6)' and 'click to close' under the box, and the box lay over the
bar's 'Points sheet')."""

from __future__ import annotations

import pygame
import pytest
from test_tutorial import open_lesson, to_step

from client.testing import make_app, run_until
from client.tutorial import script as tutorial_script
from client.tutorial.place import place

AREA = pygame.Rect(0, 0, 800, 600)
SIZES = [(400, 200), (300, 150)]


def test_the_box_keeps_off_what_it_should_keep_clear_of_where_it_can():
    lit = [pygame.Rect(0, 0, 100, 100)]
    keep = [pygame.Rect(350, 0, 450, 250)]  # the top right, where the box would go
    box, _ = place(AREA, SIZES, lit, 40, keep=keep)
    assert box.collidelist(lit) < 0 and box.collidelist(keep) < 0
    box, _ = place(AREA, SIZES, lit, 40, keep=[AREA])  # no place left: the lit places only
    assert box.collidelist(lit) < 0 and box == place(AREA, SIZES, lit, 40)[0]


def lesson_at_1024(step_id: str):
    app = make_app(lang="es")
    scene = open_lesson(app, "tribunal", small=True)
    to_step(app, scene, step_id)
    table = scene.table
    assert run_until(app, lambda: scene.coach.ai_done and (table.overlay_open() or not table.busy()), 300)
    app.step()
    return app, scene


def test_the_box_leaves_the_count_of_votes_words_readable():
    app, scene = lesson_at_1024("bruno_presents")
    try:
        table = scene.table
        assert table.overlay_open() and table.zoom[0] == "court"
        words = table.overlay_rects()
        assert len(words) >= 2  # the rows, the totals and "click to close"
        box = scene.coach.box(scene)
        assert [tuple(r) for r in words if box.colliderect(r)] == []
    finally:
        app.close()


def test_the_box_leaves_the_bar_s_buttons_on_an_ai_step():
    app, scene = lesson_at_1024("ana_ends")
    try:
        box = scene.coach.box(scene)
        bar = [(b.label, tuple(r)) for b, r in scene.table.bar if box.colliderect(r)]
        assert bar == []
        seats = scene.table.layout.opp  # the seats an AI's step tells of: above the box
        assert all(box.top >= r.centery for r in seats.values())
    finally:
        app.close()


def test_the_box_leaves_the_points_sheet_s_words_readable():
    """The Points sheet opened at the scoring step: the box lay over its columns of Ana and
    Bruno (the bar's buttons, veiled under the sheet, were still kept clear of)."""
    from client.testing import click, frames, key

    app, scene = lesson_at_1024("bruno_presents")
    try:
        table = scene.table
        key(app, pygame.K_ESCAPE)  # the count closed
        click(app, scene.coach.next_btn.rect.center)
        assert scene.coach.step.id == "scoring" and not table.overlay_open()
        sheet = next(r for b, r in table.bar if b.name == "sheet")
        click(app, sheet.center)
        frames(app, 2)
        assert table.overlay_open() and table.zoom[0] == "sheet"
        box = scene.coach.box(scene)
        assert [tuple(r) for r in table.overlay_rects() if box.colliderect(r)] == []
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game_id", tutorial_script.games_with_tutorials())
def test_the_box_leaves_in_view_the_part_of_the_table_a_step_tells_of(game_id, lang):
    """A step's words about a part of the table (its ``show``) leave that part in view at
    1024x640 150 % (Krysis's "In front of your screen is your camp" lay over the camp,
    Ausonia's market under the words that named its cards)."""
    app = make_app(lang=lang)
    try:
        scene = open_lesson(app, game_id, small=True)
        shows = [step.id for step in scene.coach.script.steps if step.show]
        assert shows or game_id not in ("ausonia", "krysis")
        for step_id in shows:
            to_step(app, scene, step_id)
            assert run_until(app, lambda: not scene.table.busy(), 300)
            app.step()
            shown = scene.coach.shown(scene)
            assert len(shown) == len(scene.coach.step.show), step_id
            assert scene.coach.box(scene).collidelist(shown) < 0, (step_id, tuple(scene.coach.box(scene)))
    finally:
        app.close()
