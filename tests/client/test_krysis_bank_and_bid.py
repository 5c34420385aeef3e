"""Krysis by posted mouse events: a crystal of one's bid goes back home by a click or a drag
before sealing, and the cargo sold to the bank lands anywhere on the bank's panel."""

from __future__ import annotations

import random

import pygame
import pytest
from krysis_gestures import open_table

from client.testing import click, drag, frames
from rules.ai import choose
from rules.core import Config, Match, Seat
from rules.krysis import actions as A


@pytest.fixture
def bidding():
    match = Match.new("krysis", Config(2, seed=5), [Seat("Ana"), Seat("IA", "greedy")])
    app, scene = open_table(match)
    assert scene.table.mode == "bid"
    yield app, scene
    pygame.event.clear()
    app.close()


def test_a_crystal_of_the_bid_goes_back_home_by_click_and_by_drag(bidding):
    app, scene = bidding
    table, state = scene.table, scene.match.state
    home = list(state.home[0])
    rects = table.drop_rects()
    click(app, rects["home:white"].center)
    drag(app, rects["home:blue"].center, rects["fist"].center)
    frames(app, 2)
    assert state.bid[0] == [0, 1, 1]
    click(app, table.fist_crystal_rects()["white"].center)  # a click takes it back
    frames(app, 2)
    assert state.bid[0] == [0, 1, 0]
    drag(app, table.fist_crystal_rects()["blue"].center, table.drop_rects()["home"].center)
    frames(app, 2)
    assert state.bid[0] == [0, 0, 0] and state.home[0] == home
    assert [type(s.action).__name__ for s in scene.match.steps[-4:]] == ["Bid", "Bid", "Unbid", "Unbid"]


def test_the_cargo_dropped_anywhere_on_the_bank_panel_is_sold():
    match = Match.new("krysis", Config(2, seed=5), [Seat("Ana"), Seat("IA", "greedy")])
    rng = random.Random(3)
    while not (
        match.state.phase == "action"
        and match.state.to_act() == (0,)
        and match.state.step == "turn"
        and A.Load() in match.state.legal(0)
    ):
        seat = match.state.to_act()[0]
        match.apply(seat, choose("greedy", "krysis", match.state.view(seat), match.state.legal(seat), rng))
    state = match.state
    state.camp[0] = [1, 1, 1]
    state.touch()
    match.apply(0, A.Load())
    match.apply(0, next(a for a in state.legal(0) if isinstance(a, A.Take)))
    app, scene = open_table(match)
    try:
        table = scene.table
        assert table.mode == "cargo" and A.Carry("bank") in table.legal
        panel, row = table.layout.info, table.bank_rect()
        spot = (panel.centerx, panel.bottom - 8)  # far below the bank's row
        assert not row.collidepoint(spot)
        track, before = state.track[0], len(scene.match.steps)
        drag(app, table.fist_rect().center, spot)
        frames(app, 2)
        assert scene.match.steps[before].action == A.Carry("bank")
        assert state.track[0] > track
    finally:
        pygame.event.clear()
        app.close()


def test_a_raid_by_a_team_that_carries_nothing_says_so(monkeypatch):
    """The play-test raided with a team of fighters only: 'Carrying capacity' stood over an
    empty row, as if something had failed to draw."""
    import client.ui
    from client.krysis import reasons

    match = Match.new("krysis", Config(2, seed=5), [Seat("Ana"), Seat("IA", "greedy")])
    rng = random.Random(3)
    while not (match.state.phase == "action" and match.state.to_act() == (0,) and match.state.step == "turn"):
        seat = match.state.to_act()[0]
        match.apply(seat, choose("greedy", "krysis", match.state.view(seat), match.state.legal(seat), rng))
    match.apply(0, A.Load())
    app, scene = open_table(match)
    try:
        monkeypatch.setattr(reasons, "capacity", lambda view: (0, 0, 0))
        client.ui.TEXT_LOG = []
        scene.draw(pygame.Surface(app.size))
        texts = [t for _, t, _ in client.ui.TEXT_LOG]
        assert any(t.startswith("ninguna") for t in texts), texts
    finally:
        client.ui.TEXT_LOG = None
        pygame.event.clear()
        app.close()


@pytest.mark.parametrize("size,scale", [((1024, 640), "150"), ((1600, 900), "100")])
def test_a_crystal_count_ends_before_the_next_crystal_of_its_row(size, scale, monkeypatch):
    """Each crystal's "×N" ends before the next crystal drawn on its line (the cargo's "×1"
    ran into the next crystal, "×1▲", at 1024x640 150 %)."""
    import random as rnd

    from label_fit import resize
    from table_helpers import ai_move

    from client.krysis.draw import TableDrawer
    from client.testing import confirm_pass, make_app

    drawn = []
    real = TableDrawer.crystal_count

    def recording(self, surface, colour, n, rect, size, dim=False):
        right = real(self, surface, colour, n, rect, size, dim)
        drawn.append((pygame.Rect(rect), right))
        return right

    monkeypatch.setattr(TableDrawer, "crystal_count", recording)
    seats = [Seat("Jugadora 1", "human"), Seat("Máquina 1", "greedy"), Seat("Máquina 2", "greedy")]
    match = Match.new("krysis", Config(3, 1, {}), seats)
    rng = rnd.Random(1)
    for _ in range(41):  # the first seat loads a cargo of a blue and two white crystals
        ai_move(match, match.state.to_act()[0], rng)
    app = make_app()
    try:
        app.settings.ui_scale = scale
        resize(app, size)
        app.start_match(match)
        frames(app, 3)
        confirm_pass(app)
        frames(app, 2)
        assert app.top.table.view.cargo == (0, 1, 2)
        drawn.clear()
        frames(app, 1)
        rows: dict = {}
        for rect, right in drawn:
            rows.setdefault(rect.y, []).append((rect.x, right))
        assert any(len(row) > 1 for row in rows.values())
        for y, row in rows.items():
            row.sort()
            for (_, right), (x, _) in zip(row, row[1:]):
                assert x >= right + 2, (y, row)
    finally:
        app.close()
