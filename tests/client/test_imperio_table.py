"""El Viejo Imperio's table, headless: real pygame mouse events against a real rules game."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import rules  # noqa: E402
from client.imperio.layout import LEGIBLE_W  # noqa: E402
from client.ui import UI, Settings  # noqa: E402
from rules.ai import choose  # noqa: E402
from rules.core.game import Config  # noqa: E402
from rules.core.match import Match, Seat  # noqa: E402
from rules.imperio.actions import DeclareElector  # noqa: E402
from rules.imperio.cards import card_set  # noqa: E402

rules.load_all_games()
from table_helpers import ai_move, mouse_click, mouse_drag, play_ais, post, pump, show  # noqa: E402

import client.imperio as imperio  # noqa: E402

NAMES = ["Ana María", "Bernardo", "Catalina de Aragón", "Diego", "Eugenia"]
TABLE_RECT = pygame.Rect(0, 0, 1240, 900)


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    surf = pygame.display.set_mode((1600, 900))
    yield surf


def make(players=3, seed=1, speed=0.0, rect=TABLE_RECT):
    ui = UI(Settings(anim_speed=speed))
    match = Match.new("imperio", Config(players=players, seed=seed), [Seat(n) for n in NAMES[:players]])
    table = imperio.TABLE(ui, "imperio", NAMES[:players])
    table.set_rect(pygame.Rect(rect))
    return ui, match, table


def frame(ui, table, screen):
    ui.begin_frame()
    screen.fill((0, 0, 0))
    table.draw(screen)


def drag_card(table, card, target):
    return mouse_drag(table, table.hand_card_rect(card).center, table.drop_rects()[target].center)


def electors(cards):
    return [c for c in cards if card_set().monarchs[c].elector]


def seed_with_elector(players=3):
    for seed in range(200):
        match = Match.new("imperio", Config(players=players, seed=seed), [Seat(n) for n in NAMES[:players]])
        hand = match.state.view(0).hand
        if electors(hand) and len(electors(hand)) < len(hand):
            return seed
    raise AssertionError("no seed deals seat 0 an Elector card")


# -- gestures -------------------------------------------------------------------
def test_drag_to_trick_plays_the_card(screen):
    ui, match, table = make()
    show(table, match)
    frame(ui, table, screen)
    act = match.state.legal(0)[0]
    assert drag_card(table, act.card, "trick") == [act]


def test_illegal_drop_snaps_back_and_says_why(screen):
    ui, match, table = make(seed=seed_with_elector(), speed=1.0)
    show(table, match)
    frame(ui, table, screen)
    elector = electors(match.state.view(0).hand)[0]
    home = table.hand_card_rect(elector)
    assert drag_card(table, elector, "trick") == []
    assert ui.toasts[-1][0] == ui.t("imperio.why.elector_play_round1")
    assert table.drag.snapping(elector) is not None  # animating back to the hand
    frame(ui, table, screen)
    table.update(1.0)
    assert table.drag.snapping(elector) is None and table.hand_card_rect(elector) == home
    assert drag_card(table, elector, "event") == []
    assert ui.toasts[-1][0] == ui.t("imperio.why.elector_round1")
    plain = next(c for c in match.state.view(0).hand if c not in electors([c]))
    assert drag_card(table, plain, "event") == []
    assert ui.toasts[-1][0] == ui.t("imperio.why.no_elector")


def test_drop_when_not_your_turn(screen):
    ui, match, table = make()
    match.apply(0, match.state.legal(0)[0])  # seat 0 has sealed its round-1 choice
    show(table, match)
    frame(ui, table, screen)
    assert drag_card(table, match.state.view(0).hand[0], "trick") == []
    assert ui.toasts[-1][0] == ui.t("imperio.why.already_chosen")
    rng = random.Random(2)
    while match.state.round == 1 or 0 in match.state.to_act():
        ai_move(match, match.state.to_act()[0], rng)
    show(table, match)
    frame(ui, table, screen)
    assert drag_card(table, match.state.view(0).hand[0], "trick") == []
    assert ui.toasts[-1][0] == ui.t("imperio.why.not_turn")
    assert table.prompt() == ui.t("imperio.prompt.turn", name=NAMES[match.state.to_act()[0]])


def test_drop_on_nothing_snaps_back(screen):
    ui, match, table = make(speed=1.0)
    show(table, match)
    frame(ui, table, screen)
    card = match.state.view(0).hand[0]
    start = table.hand_card_rect(card).center
    assert mouse_drag(table, start, (start[0], start[1] - 30)) == []
    assert ui.toasts[-1][0] == ui.t("imperio.why.nowhere")


def test_click_select_then_click_trick(screen):
    ui, match, table = make()
    show(table, match)
    frame(ui, table, screen)
    act = match.state.legal(0)[1]
    assert mouse_click(table, table.hand_card_rect(act.card).center) == []
    assert table.selected == act.card
    assert mouse_click(table, table.hand_card_rect(act.card).center) == []  # again: deselect
    assert table.selected is None
    mouse_click(table, table.hand_card_rect(act.card).center)
    assert mouse_click(table, table.drop_rects()["trick"].center) == [act]


def test_declare_elector_by_drag(screen):
    rng = random.Random(5)
    for seed in range(60):
        ui, match, table = make(seed=seed)
        while not match.is_over():
            play_ais(match, rng)
            if match.is_over():
                break
            legal = match.state.legal(0)
            declare = [a for a in legal if isinstance(a, DeclareElector)]
            if declare:
                show(table, match)
                frame(ui, table, screen)
                assert drag_card(table, declare[0].card, "event") == [declare[0]]
                match.apply(0, declare[0])
                show(table, match)
                assert table.prompt() == ui.t("imperio.prompt.replace")
                return
            match.apply(0, legal[0])
    pytest.skip("no Elector declaration came up")


def test_right_click_zoom_opens_and_closes(screen):
    ui, match, table = make()
    show(table, match)
    frame(ui, table, screen)
    card = match.state.view(0).hand[2]
    mouse_click(table, table.hand_card_rect(card).center, button=3)
    assert table.zoom == (card, None)
    frame(ui, table, screen)
    assert (card, "zoom", None) in ui.card_records
    mouse_click(table, (10, 10))
    assert table.zoom is None
    mouse_click(table, table.drop_rects()["event"].center, button=3)  # the event card
    assert table.zoom is not None and table.zoom[0] == match.state.view(0).event
    pygame.event.clear()
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0)
    pump(table)
    assert table.zoom is None


# -- a whole game ------------------------------------------------------------------
def test_whole_game_driven_by_the_mouse(screen):
    ui, match, table = make(players=3, seed=11)
    rng = random.Random(11)
    turns = 0
    while not match.is_over():
        play_ais(match, rng)
        if match.is_over():
            break
        show(table, match)
        frame(ui, table, screen)
        view = match.state.view(0)
        for card, zone, seat in ui.card_records:
            if zone == "hand":
                assert seat == 0 and card in view.hand
        want = choose("greedy", "imperio", view, match.state.legal(0), rng)
        target = "event" if isinstance(want, DeclareElector) else "trick"
        if turns % 2:
            mouse_click(table, table.hand_card_rect(want.card).center)
            got = mouse_click(table, table.drop_rects()[target].center)
        else:
            got = drag_card(table, want.card, target)
        assert got == [want]
        match.apply(0, want)
        turns += 1
    show(table, match)
    frame(ui, table, screen)
    assert turns >= 11 and match.is_over()
    assert table.prompt() == ui.t("imperio.prompt.over")


def test_animations_run_and_end(screen):
    ui, match, table = make(players=4, seed=3, speed=1.0)
    rng = random.Random(3)
    show(table, match)
    saw_finished = False
    for _ in range(30):
        if match.is_over():
            break
        seat = match.state.to_act()[-1]
        ai_move(match, seat, rng)
        show(table, match)
        assert table.busy()
        for _ in range(200):
            if not table.busy():
                break
            saw_finished |= table.finished is not None
            table.update(1 / 30)
            frame(ui, table, screen)
        assert not table.busy()
    assert saw_finished


def test_anim_speed_zero_is_instant(screen):
    ui, match, table = make(players=3, seed=3, speed=0.0)
    show(table, match)
    for _ in range(8):
        ai_move(match, match.state.to_act()[-1], random.Random(1))
        show(table, match)
        assert not table.busy()


def test_spectator_sees_no_hand(screen):
    ui, match, table = make(players=4)
    table.refresh(match.state.view(None), None, [])
    frame(ui, table, screen)
    assert not [r for r in ui.card_records if r[1] in ("hand", "sealed")]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_format_event_covers_every_event(lang):
    ui, match, _ = make(players=4, seed=9)
    ui.settings.lang = lang
    rng = random.Random(9)
    while not match.is_over():
        ai_move(match, match.state.to_act()[0], rng)
    keys = set()
    for event in match.state.events:
        line = imperio.format_event(ui, event, NAMES[:4])
        assert line and "imperio." not in line and "{" not in line, (event, line)
        keys.add(event.key)
    assert {
        "imperio.deal",
        "imperio.event",
        "imperio.chosen",
        "imperio.revealed",
        "imperio.played",
        "imperio.won",
        "imperio.over",
    } <= keys


# (1024x640, five seats: one row of legible trick cards ran under the previous-round panel;
# the slots now take two rows there)
@pytest.mark.parametrize(
    "players,size", [(3, (1600, 900)), (5, (1600, 900)), (5, (1280, 720)), (4, (1920, 1080)), (5, (1024, 640))]
)
def test_layouts_fit_and_draw(screen, players, size):
    rect = pygame.Rect(0, 0, size[0] - (400 if size[0] >= 1400 else 340), size[1])
    ui, match, table = make(players=players, seed=4, rect=rect)
    surf = pygame.Surface(size)
    rng = random.Random(4)
    for _ in range(3 * players):
        ai_move(match, match.state.to_act()[-1], rng)
    show(table, match)
    ui.begin_frame()
    table.draw(surf)
    lay = table.layout
    inside = [lay.trick, lay.event, lay.last, lay.strip, *lay.seat_rects.values(), *table.hand_rects().values()]
    for r in inside:
        assert rect.contains(r), r
    assert not lay.trick.colliderect(lay.last) and not lay.trick.colliderect(lay.event)
    assert lay.trick.bottom <= lay.strip.top and lay.last.bottom <= lay.strip.top
    for i, slot in enumerate(lay.slots):
        assert lay.trick.contains(slot), (i, tuple(slot), tuple(lay.trick))
        assert slot.w >= LEGIBLE_W and not [j for j in range(i) if lay.slots[j].colliderect(slot)]


def test_seat_summary_draws_won_events(screen):
    ui, match, _ = make(players=3, seed=2)
    rng = random.Random(2)
    while not match.is_over():
        ai_move(match, match.state.to_act()[0], rng)
    view = match.state.view(None)
    seat = max(range(3), key=lambda s: len(view.won[s]))
    imperio.draw_seat_summary(ui, screen, pygame.Rect(10, 10, 500, 120), view, seat)
    assert sorted(c for c, z, s in ui.card_records if z == "won") == sorted(view.won[seat])


@pytest.mark.parametrize("by", ["mouse", "keys"])
def test_the_hand_card_under_the_pointer_or_the_ring_lies_on_top_of_its_neighbours(screen, by):
    """In a fanned hand (1024x640 at 150 %) each card lay under its right neighbour, its
    name cut ("Rudol", "Swab") even under the pointer or the keyboard's ring: that card is
    drawn last, whole, so it reads without the zoom."""
    ui, match, table = make(rect=pygame.Rect(0, 0, 640, 480))
    show(table, match)
    frame(ui, table, screen)
    hand = match.state.view(0).hand
    card = hand[2]
    r, right = table.hand_card_rect(card), table.hand_card_rect(hand[3])
    assert r.colliderect(right), "a fanned hand"
    if by == "mouse":
        table.mouse = (r.x + 4, r.centery)
    else:
        table.focus_card = card
    frame(ui, table, screen)
    inside = (right.x + 2, r.centery)  # under the neighbour before
    top = [c for rect, c, _ in table.hits if rect.collidepoint(inside)][-1]
    assert top == card, (top, card)
