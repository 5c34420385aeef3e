"""With animations off, El Viejo Imperio keeps what just happened on the table: the finished
round stays in the trick until the next card, and an Elector swap stays shown in words for
the rest of the round (an AI's next card comes at once)."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import rules  # noqa: E402
from client.ui import UI, Settings  # noqa: E402
from rules.core.game import Config  # noqa: E402
from rules.core.match import Match, Seat  # noqa: E402
from rules.imperio.actions import DeclareElector, Play  # noqa: E402

rules.load_all_games()
from table_helpers import ai_move, mouse_drag, play_ais, show  # noqa: E402

import client.imperio as imperio  # noqa: E402

NAMES = ["Ana", "Bernardo", "Catalina"]


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    return pygame.display.set_mode((1600, 900))


def make(seed, speed=0.0, lang="es"):
    ui = UI(Settings(anim_speed=speed, lang=lang))
    match = Match.new("imperio", Config(players=3, seed=seed), [Seat(n) for n in NAMES])
    table = imperio.TABLE(ui, "imperio", NAMES)
    table.set_rect(pygame.Rect(0, 0, 1240, 900))
    return ui, match, table


def frame(ui, table, screen):
    ui.begin_frame()
    table.draw(screen)
    table.update(1 / 60)
    return [(c, z, s) for c, z, s in ui.card_records if z == "trick"]


def test_finished_round_stays_in_the_trick_until_the_next_card(screen):
    ui, match, table = make(seed=11)
    rng = random.Random(11)
    checked = 0
    while not match.is_over() and checked < 4:
        play_ais(match, rng)
        show(table, match)
        frame(ui, table, screen)
        last = match.state.last
        card = match.state.legal(0)[0].card
        got = mouse_drag(table, table.hand_card_rect(card).center, table.drop_rects()["trick"].center)
        match.apply(0, got[0])
        show(table, match)
        if match.state.last is last:
            continue
        # Seat 0 finished the round: its cards are all still on the table, face up, with the winner.
        finished = match.state.last
        for _ in range(5):  # frames pass: nothing blanks it
            trick = frame(ui, table, screen)
            assert {(c, s) for c, _, s in trick} == {(pc.card, pc.seat) for pc in finished.plays}
            assert not table.busy()  # held, but it does not hold up the game
        if not match.state.view(0).trick:
            # the next card of the new round replaces it
            seat = match.state.to_act()[0]
            ai_move(match, seat, rng) if seat != 0 else match.apply(0, match.state.legal(0)[0])
            show(table, match)
            trick = frame(ui, table, screen)
            assert table.held is None
            assert {pc.card for pc in finished.plays}.isdisjoint({c for c, _, _ in trick}) or match.state.round == 1
        checked += 1
    assert checked


def test_finished_round_is_held_even_when_the_ai_finishes_it(screen):
    ui, match, table = make(seed=4)
    rng = random.Random(4)
    show(table, match)
    for _ in range(60):
        last = match.state.last
        seat = match.state.to_act()[0]
        ai_move(match, seat, rng)
        show(table, match)
        if match.state.last is not last and not match.state.view(0).trick:
            trick = frame(ui, table, screen)
            assert table.held == match.state.last
            assert {c for c, _, _ in trick} == {pc.card for pc in match.state.last.plays}
            return
    pytest.skip("no round ended with the next one still empty")


def _elector_game():
    for seed in range(300):
        ui, match, table = make(seed=seed)
        rng = random.Random(seed)
        while not match.is_over() and match.state.round < 6:
            if 0 in match.state.to_act():
                declare = [a for a in match.state.legal(0) if isinstance(a, DeclareElector)]
                if declare:
                    return ui, match, table, declare[0], rng
                match.apply(0, match.state.legal(0)[0])
            else:
                ai_move(match, match.state.to_act()[0], rng)
    raise AssertionError("no Elector came up")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_elector_swap_stays_shown_for_the_rest_of_the_round(screen, lang):
    ui, match, table, declare, rng = _elector_game()
    ui.settings.lang = lang
    show(table, match)
    frame(ui, table, screen)
    old = tuple(match.state.criteria)
    got = mouse_drag(table, table.hand_card_rect(declare.card).center, table.drop_rects()["event"].center)
    assert got == [declare]
    match.apply(0, declare)
    show(table, match)
    new = tuple(match.state.criteria)
    assert table.swap == (0, declare.card, old, new)
    labels = []
    real = table.art.tag
    table.art.tag = lambda text, *a, **k: labels.append(text) or real(text, *a, **k)
    frame(ui, table, screen)
    want = ui.t(
        "imperio.swap_note", name="Ana", first=ui.t(f"imperio.crit.{old[0]}"), other=ui.t(f"imperio.crit.{new[0]}")
    )
    assert " ".join(labels).find(want.split(":")[0]) >= 0
    # A table that did not see the declaration (a game just loaded) still shows the swap.
    fresh = imperio.TABLE(ui, "imperio", NAMES)
    fresh.set_rect(pygame.Rect(0, 0, 1240, 900))
    show(fresh, match)
    printed = fresh.painter.cards.events[match.state.event].criteria
    assert fresh.swap == (None, None, tuple(printed), new)
    labels.clear()
    fresh.art.tag = table.art.tag
    frame(ui, fresh, screen)
    assert any(text.startswith("Elector:") for text in labels)
    # The replacement card is part of the Elector's turn: the swap is still shown after it.
    replacement = match.state.legal(0)[0]
    assert isinstance(replacement, Play)
    round_before = (match.state.deal, match.state.round)
    match.apply(0, replacement)
    show(table, match)
    if (match.state.deal, match.state.round) != round_before:
        assert table.swap is None and table.held == match.state.last  # the round ended: the result is held
        assert match.state.last.electors == (declare.card,)
        return
    assert table.swap == (0, declare.card, old, new)
    # The next players' cards (an AI's come at once with animations off) leave it shown
    # for the rest of the round; the next round clears it.
    while (match.state.deal, match.state.round) == round_before:
        ai_move(match, match.state.to_act()[0], rng)
        show(table, match)
        if (match.state.deal, match.state.round) == round_before:
            assert table.swap == (0, declare.card, old, new)
    assert table.swap is None


@pytest.mark.parametrize("lang", ["es", "en"])
def test_elector_swap_note_keeps_the_swap_on_one_line(screen, lang):
    """Seen in play: "Elector (Ana): coronas ⇄" / "años", the last word alone on a line."""
    ui, match, table, declare, rng = _elector_game()
    ui.settings.lang = lang
    show(table, match)
    frame(ui, table, screen)
    old = tuple(match.state.criteria)
    match.apply(0, declare)
    show(table, match)
    new = tuple(match.state.criteria)
    labels = []
    real = table.art.tag
    table.art.tag = lambda text, *a, **k: labels.append(text) or real(text, *a, **k)
    frame(ui, table, screen)
    swap = f"{ui.t(f'imperio.crit.{old[0]}')} ⇄ {ui.t(f'imperio.crit.{new[0]}')}"
    assert any(swap in text for text in labels), labels


def test_the_winner_banner_waits_for_every_card_of_the_round_to_land(screen):
    """With animations on, the round's winner is named only once the last card (not just
    the winner's) has landed in the trick."""
    ui, match, table = make(seed=4, speed=1.0)
    rng = random.Random(4)
    show(table, match)
    banners = []
    real = table.drawer._winner
    table.drawer._winner = lambda *a: (
        banners.append(sorted(k for k in table.anims.tweens if k[0] in ("fly", "flip"))) or real(*a)
    )
    rounds = 0
    for _ in range(80):
        last = match.state.last
        ai_move(match, match.state.to_act()[0], rng)
        show(table, match)
        if match.state.last is not last:
            rounds += 1
            for _ in range(240):
                frame(ui, table, screen)
                if not table.busy():
                    break
        while table.busy():
            frame(ui, table, screen)
        if rounds >= 4:
            break
    assert rounds >= 4 and banners
    assert all(not flying for flying in banners), [f for f in banners if f][:3]
