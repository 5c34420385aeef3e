"""The advanced game's set-aside screen by posted mouse events: a card that breaks the
"2 of each star rating" rule says so (not "drop it in the area below") when dropped in the
right place, and is dimmed."""

from __future__ import annotations

import pygame
import pytest
from krysis_gestures import open_table

from client.testing import click, drag, frames
from rules.core import Config, Match, Seat
from rules.krysis import actions as A


@pytest.fixture
def aside():
    """Ana (human, against the AI) has set aside her two 1-star agents: (app, scene, third)."""
    match = Match.new("krysis", Config(2, seed=3, options={"advanced": True}), [Seat("Ana"), Seat("IA", "greedy")])
    state = match.state
    one_star = [a for a in state.pool(0) if state.cards.agents[a].stars == 1]
    for agent in one_star[:2]:
        match.apply(0, A.SetAside(agent))
    app, scene = open_table(match, "en", _picker)
    yield app, scene, one_star[2]
    pygame.event.clear()
    app.close()


def _picker(scene):
    return scene.table.mode == "aside" and scene.deciding == 0


def _said(app, since):
    return [text for text, _ in app.ui.toasts[since:]]


def test_a_refused_card_dropped_in_the_area_names_the_rule(aside):
    app, scene, third = aside
    table = scene.table
    before, toasts = len(scene.match.steps), len(app.ui.toasts)
    r = table.picker_rects()[third]
    drag(app, (r.x + 5, r.centery), table.drop_rects()["chosen"].center)
    frames(app, 2)
    assert len(scene.match.steps) == before
    said = _said(app, toasts)
    assert said and "two 1-star agents" in said[-1], said
    assert not any("area below" in s for s in said)


def test_a_click_on_a_refused_card_says_the_rule_and_picks_nothing(aside):
    app, scene, third = aside
    table = scene.table
    toasts = len(app.ui.toasts)
    r = table.picker_rects()[third]
    click(app, (r.x + 5, r.centery))
    assert table.selected is None
    said = _said(app, toasts)
    assert said and "two 1-star agents" in said[-1], said


def test_a_card_that_can_no_longer_be_chosen_is_dimmed():
    match = Match.new("krysis", Config(2, seed=3, options={"advanced": True}), [Seat("Ana"), Seat("IA", "greedy")])
    state = match.state
    one_star = [a for a in state.pool(0) if state.cards.agents[a].stars == 1]
    match.apply(0, A.SetAside(one_star[0]))
    app, scene = open_table(match, "en", _picker)
    try:
        table, third = scene.table, one_star[2]

        def brightness():
            frames(app, 2)
            r = table.picker_rects()[third]
            return float(pygame.surfarray.pixels3d(app.screen.subsurface(r)).mean())

        open_ = brightness()
        # the second 1-star agent set aside by mouse: the third can no longer be chosen
        r = table.picker_rects()[one_star[1]]
        drag(app, (r.x + 5, r.centery), table.drop_rects()["chosen"].center)
        frames(app, 2)
        assert one_star[1] in match.state.aside[0]
        assert brightness() < 0.8 * open_
    finally:
        pygame.event.clear()
        app.close()
