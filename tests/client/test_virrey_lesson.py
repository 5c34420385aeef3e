"""Virrey's guided first game at 1024x640 with the UI at 150 %, as a first-time player met
it: by keyboard the ring goes to the space the step's words name, and the light is only on
what is drawn."""

from __future__ import annotations

import pygame
import pytest
from label_fit import resize
from test_tutorial import open_lesson, to_step

from client.testing import click, drag, frames, key, make_app, run_until
from rules.virrey import actions as A


@pytest.fixture
def lesson():
    app = make_app()
    app.settings.ui_scale = "150"
    resize(app, (1024, 640))
    try:
        yield app, open_lesson(app, "virrey")
    finally:
        app.close()


def placed_at(scene, step_id: str) -> tuple[int, int]:
    """(level, x): where the lesson places the card that step ``step_id`` plays."""
    steps = scene.coach.script.steps
    n = next(i for i, s in enumerate(steps) if s.id == step_id)
    act = next(s.action for s in steps[n + 1 :] if s.kind == "do" and isinstance(s.action, A.Place))
    return act.level, act.x


def ring_rect(scene) -> pygame.Rect:
    return next(s.rect for s in scene.key_stops() if s.name == scene.keys.name)


@pytest.mark.parametrize("step_id", ["play_smuggler", "play_physician", "play_university"])
def test_enter_on_the_card_to_play_puts_the_ring_on_the_space_the_words_name(lesson, step_id):
    """At the Physician's play the ring went from the card to the first-level space left of the
    Hermit, not the second-level one the words named, and Up or Right never reached it (a
    keyboard player played it on the first level, then was told to place it on the second)."""
    app, scene = lesson
    to_step(app, scene, step_id)
    assert run_until(app, lambda: scene.deciding == 0 and scene.coach.lit(scene), 200)
    card = scene.coach.lit(scene)[0]
    while not scene.keys.visible or not ring_rect(scene).colliderect(card):
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # the card picked up: the ring on where it goes
    level, x = placed_at(scene, step_id)
    assert ring_rect(scene).collidepoint(scene.table.own_geo().rect(level, x).center), scene.keys.name
    key(app, pygame.K_RETURN)
    assert run_until(app, lambda: scene.coach.step.id != step_id, 300)
    assert scene.table.want[1] == (level, x)


def test_the_placing_step_lights_the_card_where_it_is_drawn(lesson):
    """At the Smuggler's placing the card lay in the space it was dropped on ("chosen") while
    the spot aside where a card to place is drawn was lit, empty: only the space is lit, and a
    click there places the card."""
    app, scene = lesson
    to_step(app, scene, "play_smuggler")
    assert run_until(app, lambda: scene.deciding == 0 and scene.coach.lit(scene), 200)
    table = scene.table
    slot = table.own_geo().rect(1, 2)
    drag(app, scene.coach.lit(scene)[0].center, slot.center)  # dropped where the words say
    to_step(app, scene, "place_smuggler")
    assert run_until(app, lambda: scene.deciding == 0 and scene.coach.lit(scene), 200)
    for _ in range(5):
        frames(app)
    lit = [pygame.Rect(r) for r in scene.coach.lit(scene)]
    assert [c for c, _, _ in table.chosen_in_pyramid()] == ["smuggler"]  # drawn in its space
    assert table.placing_rect() not in lit, lit
    assert lit == [slot]
    click(app, slot.center)
    assert run_until(app, lambda: scene.coach.step.id == "gem_yellow", 100)


@pytest.mark.parametrize("step_id", ["auction", "development", "laws"])
def test_a_step_of_words_before_a_secret_choice_says_the_learners_own_not_brunos(lesson, step_id):
    """While a step only speaks, before the learner's secret bid or card, the bar read
    "Esperando la decisión secreta de Bruno": as if the learner had chosen, while the game
    waited on both. It says the learner's own choice to come (not lit: Next comes first)."""
    import client.ui

    app, scene = lesson
    to_step(app, scene, step_id)
    frames(app, 3)
    table = scene.table
    view = table.view
    assert scene.coach.step.kind == "say" and table.legal == [] and view.to_act == (0, 1)
    client.ui.TEXT_LOG = log = []
    try:
        frames(app, 2)
    finally:
        client.ui.TEXT_LOG = None
    drawn = [text for _, text, _ in log]
    assert not any("Esperando" in text for text in drawn), drawn
    own = f"Subasta {view.auction_no}:" if view.phase == "bid" else f"Desarrollo {view.dev_round}/3:"
    assert table.prompt().startswith(own), table.prompt()
    assert any(text.startswith(own) for text in drawn), drawn  # in the bar, above the hand
