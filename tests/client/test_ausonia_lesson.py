"""Ausonia's guided first game, played as a first-time player would at 1024x640 150 %."""

from __future__ import annotations

from label_fit import resize
from test_tutorial import open_lesson, to_step

from client.testing import drag, make_app, run_until


def lesson_at(step_id: str, lang: str = "en"):
    app = make_app(lang=lang)
    app.settings.ui_scale = "150"
    resize(app, (1024, 640))
    scene = open_lesson(app, "ausonia")
    to_step(app, scene, step_id)
    assert run_until(app, lambda: bool(scene.coach.lit(scene)), 300)
    return app, scene


def test_the_fountain_s_star_and_foundation_show_together_and_one_drag_builds_it():
    """At 1024x640 150 % the House Star just raised lay on a second page of the raise area,
    the lit ▶ the only thing to press, and "drag the House Star onto the other card" could
    not be done: both cards are shown, lit, and the drag the step asks for builds it."""
    app, scene = lesson_at("build_fountain")
    try:
        table, act = scene.table, scene.coach.step.action
        raised = table.raise_rects()
        assert set(raised) == {act.star, act.foundation}
        assert not table.area_arrows("raise")
        star, foundation = raised[act.star], raised[act.foundation]
        assert not star.colliderect(foundation)
        for box in table.area_boxes().values():
            assert table.layout.areas.contains(box)
        assert [tuple(r) for r in scene.coach.lit(scene)] == [tuple(star), tuple(foundation)]
        drag(app, star.center, foundation.center)
        assert scene.coach.step.id == "offer_row"
        assert scene.match.steps[-1].action == act
    finally:
        app.close()
