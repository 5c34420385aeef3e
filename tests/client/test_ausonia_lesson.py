"""Ausonia's guided first game, played as a first-time player would at 1024x640 150 %."""

from __future__ import annotations

import pygame
import pytest
from test_tutorial import open_lesson, to_step

from client.testing import drag, key, make_app, run_until


def lesson_at(step_id: str, lang: str = "en", lit: bool = True):
    app = make_app(lang=lang)
    scene = open_lesson(app, "ausonia", small=True)
    to_step(app, scene, step_id)
    assert not lit or run_until(app, lambda: bool(scene.coach.lit(scene)), 300)
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


def test_enter_on_a_raised_star_puts_the_ring_on_the_page_arrow_to_its_foundation(monkeypatch):
    """Where the raise area shows one card at a time (its equal third, as at 1024x640 150 %
    before the areas took the room their cards need), Enter on the House Star put the ring
    on "End turn", not on the lit ▶ that turns to the foundation: the ring goes there, and
    Enter, Enter build the fountain."""
    from client.ausonia.table import AusoniaTable

    monkeypatch.setattr(AusoniaTable, "area_boxes", lambda self: self.layout.area_boxes())
    app, scene = lesson_at("build_fountain")
    try:
        act = scene.coach.step.action
        key(app, pygame.K_TAB)
        for _ in range(6):  # the lit ▶ first, then the star it shows
            stop = scene.keys.current(scene.key_stops())
            if stop.name == f"raised:{act.star}":
                break
            key(app, pygame.K_RETURN if stop.name.startswith("page:raise") else pygame.K_TAB)
        assert scene.keys.name == f"raised:{act.star}"
        key(app, pygame.K_RETURN)  # the star picked up
        stop = scene.keys.current(scene.key_stops())
        lit = scene.coach.lit(scene)
        assert stop.name.startswith("target:page:raise"), stop.name
        assert any(r.collidepoint(stop.rect.center) for r in lit)
        key(app, pygame.K_RETURN)  # the page turned: the foundation
        assert scene.keys.name == f"target:found:{act.foundation}"
        key(app, pygame.K_RETURN)
        assert scene.coach.step.id == "offer_row"
        assert scene.match.steps[-1].action == act
    finally:
        app.close()


@pytest.mark.parametrize("lang,want", [("en", "Your fountains (1)"), ("es", "Tus fuentes (1)")])
def test_the_learner_s_areas_say_whose_on_bruno_s_turn(lang, want):
    """On Bruno's turn the table shows his play area beside the learner's raise and seal
    areas and fountains, titled "Fountains (1)" as if his (a first-time player took the
    House Star's fountain for Bruno's): they say "Your" where it fits."""
    from label_fit import drawn

    import client.ui

    app, scene = lesson_at("bruno_gems", lang, lit=False)
    try:
        assert run_until(app, lambda: scene.coach.ai_done and not scene.table.busy(), 300)
        client.ui.TEXT_LOG = log = []
        drawn(app)
        texts = {text for _, text, _ in log}
        assert want in texts, sorted(t for t in texts if "(" in t)
    finally:
        client.ui.TEXT_LOG = None
        app.close()
