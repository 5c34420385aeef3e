"""The two gestures of a Spell's or Resource's effect, each by drag, by click and by keyboard
(posted events only): taking a vote back (``Unvote``: a vote counter from its register space
back to the Concilium) and choosing the seat an effect takes vis from (``Target``: that
player's Sanctum onto the viewer's vis store, or a click on it)."""

from __future__ import annotations

import contextlib
import random

import pygame
import pytest
from test_tribunal_keyboard import focus_on, press
from test_tribunal_table import _open, _settle, _until, choose

from client import games
from client.testing import click, drag
from rules.core import Config, Match, Seat
from rules.tribunal import actions as A


@pytest.fixture(autouse=True)
def listed(monkeypatch):
    monkeypatch.setitem(games.TABLES, "tribunal", "client.tribunal")


def at_effect(kind, seed):
    """A hot-seat game of three at the first decision that offers a ``kind`` action (the
    effect of a Spell cast or a Resource played), by the tests' random policy."""
    match = Match.new("tribunal", Config(3, seed=seed), [Seat("Ana"), Seat("Bea"), Seat("Cris")])

    def offered(st):
        return bool(st.to_act()) and any(isinstance(a, kind) for a in st.legal(st.to_act()[0]))

    assert _until(match, random.Random(seed), offered, limit=3000, policy=choose)
    return match


@contextlib.contextmanager
def opened(kind, seed):
    """That game's table, the seat deciding: (match, app, scene, its ``kind`` actions)."""
    match = at_effect(kind, seed)
    app, scene = _open(match, anim_speed=0.0)
    try:
        _settle(app, scene)
        legal = [a for a in match.state.legal(scene.deciding) if isinstance(a, kind)]
        assert legal and scene.table.mode == "effect"
        yield match, app, scene, legal
    finally:
        pygame.event.clear()
        app.close()


UNVOTE_SEED, TARGET_SEED = 6, 13  # seeded games that reach those effects (found by search)


def test_unvote_by_drag_from_the_space_to_the_concilium():
    with opened(A.Unvote, UNVOTE_SEED) as (match, app, scene, legal):
        t, space = scene.table, legal[0].space
        drag(app, t.drop_rects()[f"space:{space}"].center, t.concilium_rect().center)
        assert match.steps[-1].action == A.Unvote(space)


def test_unvote_by_two_clicks_the_space_then_the_concilium():
    with opened(A.Unvote, UNVOTE_SEED) as (match, app, scene, legal):
        t, space = scene.table, legal[-1].space
        before = len(match.steps)
        click(app, t.drop_rects()[f"space:{space}"].center)
        assert len(match.steps) == before and t.selected == ("voted", space)
        assert "concilium" in t.lit_targets()
        click(app, t.concilium_rect().center)
        assert match.steps[-1].action == A.Unvote(space)


def test_unvote_by_keyboard():
    with opened(A.Unvote, UNVOTE_SEED) as (match, app, scene, legal):
        space = legal[0].space
        focus_on(app, scene, f"src:voted:{space}")
        press(app, pygame.K_RETURN)
        focus_on(app, scene, "target:concilium")
        press(app, pygame.K_RETURN)
        app.step()
        assert match.steps[-1].action == A.Unvote(space)


def test_a_drop_off_the_concilium_snaps_back_and_says_why():
    with opened(A.Unvote, UNVOTE_SEED) as (match, app, scene, legal):
        t, space = scene.table, legal[0].space
        before, toasts = len(match.steps), len(app.ui.toasts)
        drag(app, t.drop_rects()[f"space:{space}"].center, t.vis_rect().center)
        assert len(match.steps) == before
        assert app.ui.t("tribunal.why.to_concilium") in [text for text, _ in app.ui.toasts[toasts:]]


def test_target_by_a_click_on_the_players_sanctum():
    with opened(A.Target, TARGET_SEED) as (match, app, scene, legal):
        target = legal[0].seat
        click(app, scene.table.layout.opp[target].center)
        assert match.steps[-1].action == A.Target(target)


def test_target_by_drag_from_the_players_sanctum_to_the_store():
    with opened(A.Target, TARGET_SEED) as (match, app, scene, legal):
        t, target = scene.table, legal[-1].seat
        drag(app, t.layout.opp[target].center, t.vis_rect().center)
        assert match.steps[-1].action == A.Target(target)


def test_target_by_keyboard():
    with opened(A.Target, TARGET_SEED) as (match, app, scene, legal):
        target = legal[0].seat
        focus_on(app, scene, f"src:opp:{target}")
        press(app, pygame.K_RETURN)
        app.step()
        assert match.steps[-1].action == A.Target(target)


def test_a_seat_with_no_vis_is_no_target():
    """A player with an empty store cannot be drained: its Sanctum is no source then."""
    with opened(A.Target, TARGET_SEED) as (match, app, scene, legal):
        t = scene.table
        offered = {a.seat for a in legal}
        sources = {item[1] for item, _ in t.sources() if item[0] == "opp"}
        assert sources == offered


def test_a_target_dropped_off_the_store_snaps_back_and_says_why():
    with opened(A.Target, TARGET_SEED) as (match, app, scene, legal):
        t, target = scene.table, legal[0].seat
        before, toasts = len(match.steps), len(app.ui.toasts)
        drag(app, t.layout.opp[target].center, t.concilium_rect().center)
        assert len(match.steps) == before
        assert app.ui.t("tribunal.why.drain_to_store") in [text for text, _ in app.ui.toasts[toasts:]]
