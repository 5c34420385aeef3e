"""An illegal move is refused before the drop: a dragged card with no legal use lights no
target and shows why while it moves; hovering a greyed hand card says why (both games)."""

import random

import pygame
import pytest

import rules
from client.testing import frames, make_app, run_until
from rules.ai import choose
from rules.core import Config, Match, Seat

rules.load_all_games()


@pytest.fixture
def app():
    app = make_app(autosave=False)
    yield app
    app.close()


def open_table(app, match):
    scene = app.start_match(match)
    assert run_until(app, lambda: scene.deciding == 0 and not scene.table.busy(), 600)
    frames(app, 2)
    return scene


def move(app, pos, buttons=(0, 0, 0)):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=buttons))
    frames(app)


def press(app, pos, button=1, kind=pygame.MOUSEBUTTONDOWN):
    pygame.event.post(pygame.event.Event(kind, pos=pos, button=button))
    frames(app)


def imperio_round_one_with_elector():
    from rules.imperio.cards import card_set

    for seed in range(300):
        seats = [Seat("Ana"), Seat("IA 1", "greedy"), Seat("IA 2", "greedy")]
        m = Match.new("imperio", Config(3, seed=seed), seats)
        hand = m.state.view(0).hand
        el = [c for c in hand if card_set().monarchs[c].elector]
        if el and len(el) < len(hand):
            return m, el[0], next(c for c in hand if c not in el)
    pytest.skip("no seed deals an Elector")


def test_imperio_greyed_elector_says_why_on_hover_and_is_refused_while_dragged(app):
    match, elector, plain = imperio_round_one_with_elector()
    scene = open_table(app, match)
    table, ui = scene.table, app.ui
    why = ui.t("imperio.why.elector_play_round1")
    # hovering the greyed card says why
    home = table.hand_card_rect(elector)
    move(app, home.center)
    assert table.drawn_reason == why
    move(app, (table.rect.centerx, 20))
    assert table.drawn_reason is None
    # dragging it: no target lights, the reason follows the card, the drop is refused
    trick = table.drop_rects()["trick"].center
    press(app, home.center)
    for i in range(1, 7):
        pos = (home.centerx + (trick[0] - home.centerx) * i // 6, home.centery + (trick[1] - home.centery) * i // 6)
        move(app, pos, (1, 0, 0))
        assert table.lit_targets() == set()
        assert table.drag.refused == why and table.drawn_reason == why
    before = len(scene.match.steps)
    press(app, trick, kind=pygame.MOUSEBUTTONUP)
    frames(app, 2)
    assert len(scene.match.steps) == before and ui.toasts[-1][0] == why
    # a playable card is not refused and lights the trick
    home = table.hand_card_rect(plain)
    press(app, home.center)
    move(app, (home.centerx, home.centery - 40), (1, 0, 0))
    move(app, (home.centerx, home.centery - 80), (1, 0, 0))
    assert table.drag.refused is None and table.lit_targets() == {"trick"} and table.drawn_reason is None


def test_imperio_drag_out_of_turn_is_refused_before_the_drop(app):
    match, _, plain = imperio_round_one_with_elector()
    scene = open_table(app, match)
    table = scene.table
    table.refresh(scene.match.state.view(0), 0, [])  # waiting: nothing is legal for the viewer
    home = table.hand_card_rect(plain)
    press(app, home.center)
    move(app, (home.centerx, home.centery - 60), (1, 0, 0))
    move(app, (home.centerx, home.centery - 120), (1, 0, 0))
    assert table.drag.refused and table.lit_targets() == set() and table.drawn_reason == table.drag.refused


def virrey_dev_with_greyed_card():
    from client.virrey import prompts
    from rules.virrey import actions as A

    for seed in range(1, 40):
        seats = [Seat("Ana"), Seat("IA", "greedy")]
        m = Match.new("virrey", Config(2, seed=seed), seats)
        rng = random.Random(seed)
        while not m.is_over():
            to_act = m.state.to_act()
            seat = 1 if 1 in to_act else to_act[0]
            if seat == 0:
                legal = m.state.legal(0)
                hand = m.state.view(0).hand
                greyed = [c for c in hand if A.Play(c) not in legal]
                if prompts.mode(legal) == "dev" and greyed and len(greyed) < len(hand):
                    return m, greyed[0]
            m.apply(seat, choose("greedy", "virrey", m.state.view(seat), m.state.legal(seat), rng))
    pytest.skip("no greyed card found")


def test_virrey_greyed_card_says_why_on_hover_and_while_dragged(app):
    from client.virrey import prompts

    match, card = virrey_dev_with_greyed_card()
    scene = open_table(app, match)
    table, ui = scene.table, app.ui
    open_ = sorted(table.open_slots())
    why = prompts.why_position(ui, table.view, 0, card, open_[0], open_, table.legal)
    home = table.hand_card_rect(card)
    move(app, home.center)
    assert table.drawn_reason == why
    press(app, home.center)
    move(app, (home.centerx, home.centery - 60), (1, 0, 0))
    move(app, (home.centerx, home.centery - 140), (1, 0, 0))
    assert table.drag.dragging and table.drawn_reason == why
    assert table.drag.refused is None  # it can still be discarded
    assert all(reason is not None for reason in table.lit_slots().values())  # no slot lights
