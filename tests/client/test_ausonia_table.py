"""Ausonia through the real table scene, by posted mouse events: whole games (a human
against the AI, and hot-seat humans who never see each other's secrets, the Descartar
choice asked of its own seat behind the pass screen), an illegal drop that snaps back with
the rules' reason, and the abilities' states."""

from __future__ import annotations

import random

import pygame
import pytest
from ausonia_gestures import gesture, secret
from table_helpers import privacy_hook

from client.scenes.menu import MainMenu
from client.testing import confirm_pass, drag, frames, make_app
from rules.ai import choose
from rules.ausonia import actions as A
from rules.core import Config, Match, Seat


def _play(app, scene, rng, max_moves=4000, click_every=3):
    kinds = {"drag": 0, "click": 0}
    seen = set()
    for _ in range(max_moves):
        if scene.match.is_over():
            break
        if confirm_pass(app):
            continue
        if scene.deciding is None:
            frames(app)
            continue
        table, seat = scene.table, scene.deciding
        state = scene.match.state
        legal = state.legal(seat)
        act = choose("greedy", "ausonia", state.view(seat), legal, rng)
        before = len(scene.match.steps)
        kind = gesture(app, table, act, prefer_click=before % click_every == 0)
        kinds[kind] += 1
        seen.add(type(act).__name__)
        if isinstance(act, A.Discard) and state.phase == "action":  # Descartar, asked of its own seat
            seen.add("Descartar")
        frames(app, 2)
        assert len(scene.match.steps) > before, f"the {kind} did not apply {act} (mode {table.mode})"
        assert scene.match.steps[before].action == act
    return kinds, seen


@pytest.mark.parametrize("players", [2, 4])
def test_a_whole_game_by_mouse_reaches_the_results(players):
    app = make_app(autosave=False)
    try:
        app.push(MainMenu(app))
        frames(app)
        seats = [Seat("Ana")] + [Seat(f"IA {i}", "greedy") for i in range(1, players)]
        match = Match.new("ausonia", Config(players, seed=5), seats)
        scene = app.start_match(match)
        kinds, seen = _play(app, scene, random.Random(2))
        assert scene.match.is_over()
        frames(app, 5)
        assert type(app.top).__name__ == "ResultsScene"
        assert kinds["drag"] > 10 and kinds["click"] > 10
        assert {"Play", "Buy", "Activate", "EndTurn"} <= seen, seen
    finally:
        pygame.event.clear()
        app.close()


def test_hot_seat_game_never_shows_another_seats_secrets():
    app = make_app(autosave=False)
    try:
        app.push(MainMenu(app))
        frames(app)
        match = Match.new("ausonia", Config(3, seed=8), [Seat("Ana"), Seat("Bruno"), Seat("Carmen")])
        scene = app.start_match(match)
        violations, passes = [], []
        app.after_draw.append(privacy_hook(violations, passes, secret))
        kinds, seen = _play(app, scene, random.Random(4))
        assert scene.match.is_over()
        assert not violations, violations[:5]
        assert {"Ana", "Bruno", "Carmen"} <= set(passes)
        assert {"Play", "Buy", "Activate", "Target", "Descartar"} <= seen, seen
    finally:
        pygame.event.clear()
        app.close()


def _greedy_until(match, rng, reached, limit=3000):
    """Play every seat greedily until ``reached(match.state)`` holds."""
    for _ in range(limit):
        state = match.state
        if reached(state):
            return
        seat = state.to_act()[0]
        match.apply(seat, choose("greedy", "ausonia", state.view(seat), state.legal(seat), rng))
    raise AssertionError("never reached")


def test_a_buy_too_dear_snaps_back_and_says_what_it_costs():
    match = Match.new("ausonia", Config(2, seed=3), [Seat("Ana"), Seat("Bea", "greedy")])
    rng = random.Random(1)

    def ana_to_buy(state):  # Ana's action phase, no gem played yet, a gem card in hand
        return state.to_act() == (0,) and state.step is None and state.phase == "action" and not any(state.view(0).gems)

    _greedy_until(match, rng, ana_to_buy)
    app = make_app(autosave=False)
    try:
        app.push(MainMenu(app))
        frames(app)
        scene = app.start_match(match)
        frames(app, 3)
        confirm_pass(app)
        table = scene.table
        # one gem card played: too little for the dearest card of the market
        view = match.state.view(0)
        gem_card = next(c for c in view.players_view[0].hand if match.state.cards.cards[c].type == "gem")
        drag(app, table.hand_rects()[gem_card].center, table.drop_rects()["play"].center)
        frames(app, 2)
        assert match.steps[-1].action == A.PLAY[gem_card]
        view = match.state.view(0)
        dear = max(table.buy_rects(), key=lambda c: sum(match.state.cards.cards[c].cost))
        assert not [a for a in match.state.legal(0) if isinstance(a, A.Buy) and a.card == dear]
        gem = next(g for g, k in zip(A.GEMS, view.gems) if k)
        before, toasts = len(match.steps), len(app.ui.toasts)
        drag(app, table.gem_rects()[gem].center, table.drop_rects()[f"buy:{dear}"].center)
        assert len(match.steps) == before
        said = [text for text, _ in app.ui.toasts[toasts:]]
        cost = match.state.cards.cards[dear].cost
        from client.ausonia.prompts import pay_text

        assert any(pay_text(app.ui, cost) in text for text in said), said
    finally:
        pygame.event.clear()
        app.close()


def test_the_favour_decks_count_sits_on_a_dark_pill_not_on_the_backs_star():
    """The favour deck's count was drawn gold over the back's gold star ('39' barely read):
    it has a dark pill under it now."""
    app = make_app()
    try:
        app.start_match(Match.new("ausonia", Config(2, seed=4), [Seat("Ana"), Seat("Bruno", "greedy")]))
        frames(app, 3)
        table = app.top.table
        r = table.market_rects()["favour"]
        surface = pygame.Surface(app.size)
        table.draw(surface)
        text = table.text.render(str(table.view.favour_deck), int(table.layout.head), (0, 0, 0), True)
        box = text.get_rect(center=r.center)
        around = [surface.get_at((box.x - 2, box.centery))[:3], surface.get_at((box.right + 1, box.centery))[:3]]
        assert all(max(c) < 40 for c in around), around  # dark, whatever the back shows there
    finally:
        app.close()


def test_a_market_card_picked_by_a_click_is_lit_while_the_bar_lists_its_payments():
    """A click on a card of the offer row lists the ways to pay in the bar; the card itself
    showed nothing, so the bar's 'Comprar: 2 zafiros' named no card on the table."""
    from client.table_art import HILITE
    from client.testing import click

    app = make_app()
    try:
        scene = app.start_match(Match.new("ausonia", Config(2, seed=4), [Seat("Ana"), Seat("Bruno", "greedy")]))
        frames(app, 3)
        table = scene.table
        for _ in range(200):  # play the hand (by drags) until a card of the market can be bought
            if scene.deciding == 0 and any(isinstance(a, A.Buy) for a in table.legal):
                break
            plays = [a for a in table.legal if isinstance(a, A.Play)] if scene.deciding == 0 else []
            if plays:
                gesture(app, table, plays[0])
            frames(app, 2)
        card = next(a.card for a in table.legal if isinstance(a, A.Buy))
        r = table.buy_rects()[card]
        click(app, r.center)
        frames(app, 2)
        assert table.selected == ("market", card)
        ring = r.inflate(6, 6)
        assert tuple(app.screen.get_at((ring.centerx, ring.y + 1)))[:3] == HILITE
    finally:
        app.close()


def test_a_gem_dropped_on_a_card_pays_with_as_many_of_that_gem_as_it_can():
    """Following the hint "buy Cut Sanguine paying 2 emeralds" by dropping an emerald on it
    paid 1 sapphire + 1 emerald (the first in the gems' order): the dragged gem goes first."""
    from types import SimpleNamespace

    from client.ausonia.prompts import best

    mixed, greens = SimpleNamespace(pay=(1, 1, 0, 0)), SimpleNamespace(pay=(0, 2, 0, 0))
    assert best([mixed, greens], "emerald") is greens
    assert best([mixed, greens], "sapphire") is mixed
    wild = SimpleNamespace(pay=(0, 1, 0, 1))
    assert best([wild, greens], "emerald") is greens  # no wild gem where the dragged one pays
    assert best([SimpleNamespace(pay=(0, 0, 0, 2)), wild], "emerald") is wild
