"""Corrupción's and Descartar's opponent, by drag on the real table (posted mouse events):
the effect (its ability's row, or its card in the play area) dragged onto an opponent's
panel chooses that opponent; the opponents' panels are lit while it is dragged; dropped
anywhere else it snaps back and says where it goes. The click on a panel still works."""

from __future__ import annotations

import random

import pygame
import pytest

from client.scenes.menu import MainMenu
from client.testing import click, confirm_pass, frames, make_app
from rules.ai import choose
from rules.ausonia import actions as A
from rules.core import Config, Match, Seat

# (seed, keyword): in a three-seat game played greedily, Ana's first opponent to choose
SEEDS = {"corruption": 1, "discard": 2}


def _at_target(keyword: str):
    """A match where Ana (seat 0) must choose the opponent of ``keyword``."""
    seats = [Seat("Ana"), Seat("Bea", "greedy"), Seat("Cai", "greedy")]
    match = Match.new("ausonia", Config(3, seed=SEEDS[keyword]), seats)
    rng = random.Random(1)
    for _ in range(3000):
        st = match.state
        if st.to_act() == (0,) and st.step == "target":
            assert st.view(0).keyword == keyword
            return match
        seat = st.to_act()[0]
        match.apply(seat, choose("greedy", "ausonia", st.view(seat), st.legal(seat), rng))
    raise AssertionError("never reached")


def _open(match):
    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    scene = app.start_match(match)
    frames(app, 3)
    confirm_pass(app)
    frames(app, 2)
    assert scene.table.mode == "target"
    return app, scene, scene.table


def _post(kind, pos):
    if kind == pygame.MOUSEMOTION:
        ev = pygame.event.Event(kind, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
    else:
        ev = pygame.event.Event(kind, pos=pos, button=1)
    pygame.event.post(ev)


def _drag_watching(app, table, start, end):
    """Drag from ``start`` to ``end``; the targets lit halfway."""
    _post(pygame.MOUSEBUTTONDOWN, start)
    app.step()
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for pos in (mid, end):
        _post(pygame.MOUSEMOTION, pos)
        app.step()
        if pos == mid:
            lit = set(table.lit_targets())
            dragging = table.drag.dragging
    _post(pygame.MOUSEBUTTONUP, end)
    app.step()
    app.step()
    return lit, dragging


@pytest.mark.parametrize("keyword", ["corruption", "discard"])
@pytest.mark.parametrize("source", ["ability", "card"])
def test_the_effect_dragged_onto_an_opponent_chooses_them(keyword, source):
    match = _at_target(keyword)
    app, scene, table = _open(match)
    try:
        view = match.state.view(0)
        if source == "ability":
            start = next(r for (c, _), r in table.ability_rects().items() if c == view.source).center
        else:
            start = table.play_rects()[view.source].center
        before = len(match.steps)
        lit, dragging = _drag_watching(app, table, start, table.drop_rects()["opp:2"].center)
        assert dragging and lit == {"opp:1", "opp:2"}
        assert match.steps[before].action == A.TARGET[2]
    finally:
        pygame.event.clear()
        app.close()


def test_the_effect_dropped_elsewhere_snaps_back_and_says_where_it_goes():
    match = _at_target("corruption")
    app, scene, table = _open(match)
    try:
        view = match.state.view(0)
        start = table.play_rects()[view.source].center
        before, toasts = len(match.steps), len(app.ui.toasts)
        _drag_watching(app, table, start, table.layout.market.center)
        assert len(match.steps) == before and table.mode == "target"
        said = [text for text, _ in app.ui.toasts[toasts:]]
        assert app.ui.t("ausonia.table.why.where_effect") in said, said
        frames(app, 30)
        assert not table.drag.dragging
        # the click alternative is still there: a click on the panel chooses
        click(app, table.drop_rects()["opp:1"].center)
        assert match.steps[before].action == A.TARGET[1]
    finally:
        pygame.event.clear()
        app.close()
