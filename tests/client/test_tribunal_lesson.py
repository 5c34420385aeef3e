"""Grand Tribunal's lesson as a first-time player met it (play-tests at 1024x640 150 %)."""

from __future__ import annotations

from test_tutorial import open_lesson, to_step

from client.testing import click, make_app
from rules.tribunal import actions as A


def test_end_turn_off_the_step_is_refused_at_once_and_the_lit_button_stays_put():
    """'Extract' lit, a click on 'End turn': it was armed ('End with 1 action left?'), the bar
    laid out anew, and the lit 'Extract' moved from under the pointer (the next click, where
    it had been, hit the armed button)."""
    app = make_app(lang="en")
    try:
        scene = open_lesson(app, "tribunal", small=True)
        to_step(app, scene, "extract")
        table = scene.table
        lit = table.bar_rect(scene.coach.step.action)
        end = next(r for b, r in table.bar if isinstance(b.action, A.EndTurn))
        click(app, end.center)
        assert scene.coach.step.id == "extract" and table.end_armed is None
        assert any("First" in t for t, _ in app.ui.toasts)
        assert table.bar_rect(scene.coach.step.action) == lit
        click(app, lit.center)
        assert scene.coach.step.id == "end_turn"
    finally:
        app.close()
