"""El Viejo Imperio's lesson as a first-time player meets it at 1024x640 and 150 %: the
round its words describe is still on the table when Next can be pressed."""

from __future__ import annotations

import pytest
from label_fit import resize
from test_tutorial import open_lesson, to_step

from client.testing import make_app, run_until


def lesson(lang="es", anim_speed=0.0):
    """The lesson's table at 1024x640, 150 %."""
    app = make_app(lang=lang, anim_speed=anim_speed)
    app.settings.ui_scale = "150"
    resize(app, (1024, 640))
    return app, open_lesson(app)


@pytest.mark.parametrize("step_id", ["r1_bruno", "r2_bruno", "r4_bruno"])
def test_the_round_a_step_tells_of_stays_in_the_trick_until_next(step_id):
    """With the cards animated, the finished round was cleared from the trick before Next
    came on: the step's words ("Frederick II has five crowns, Conrad II four…") were read
    beside an empty trick and the next round's event."""
    app, scene = lesson(anim_speed=1.0)
    try:
        to_step(app, scene, step_id)
        coach = scene.coach
        assert run_until(app, lambda: coach.next_btn.is_enabled, 600)
        app.step(dt=1 / 30)
        last = scene.match.state.last
        shown = {card for card, zone, _ in app.ui.card_records if zone == "trick"}
        assert {pc.card for pc in last.plays} <= shown
        for _ in range(120):  # and it stays while the learner reads
            app.step(dt=1 / 30)
        assert {pc.card for pc in last.plays} <= {c for c, z, _ in app.ui.card_records if z == "trick"}
    finally:
        app.close()
