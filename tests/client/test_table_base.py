"""The shared table base (client/table_base.py), alone: a minimal table that supplies only
what the module docstring asks of a fourth game, driven by posted mouse and key events.

The fake game: a hand of cards; "a" and "b" may go on the "left" pile, "b" also on the
"right" one; "x" has no legal use at all (its drag is refused); the bar has a primary
"pass" button and a disabled "help" button that says why.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest
from table_helpers import mouse_click, mouse_drag, post, pump

from client.keyboard import ENTER, NEXT, KeyFocus, table_stops
from client.table_base import TableBase
from client.ui import UI, Settings

RECT = pygame.Rect(0, 0, 1000, 700)
PASS = ("pass",)
CANT = "x cannot be played now"
NOT_THERE = "not on that pile"


@dataclass(frozen=True)
class Button:
    name: str
    action: Any = None
    primary: bool = False
    enabled: bool = True
    why: str = ""


class Layout:
    """Two piles in the middle, the hand along the bottom."""

    def __init__(self, rect, players, bottom, zoom):
        self.rect, self.players, self.bottom = pygame.Rect(rect), players, bottom
        self.left = pygame.Rect(rect.x + 200, rect.y + 200, 150, 200)
        self.right = pygame.Rect(rect.x + 600, rect.y + 200, 150, 200)
        self.bar = pygame.Rect(rect.x, rect.bottom - 50, rect.w, 50)

    @classmethod
    def build(cls, rect, players, bottom, zoom):
        return cls(rect, players, bottom, zoom)

    def hand_rects(self, n):
        return [pygame.Rect(self.rect.x + 100 + i * 110, self.rect.bottom - 200, 100, 140) for i in range(n)]


class Drawer:
    def __init__(self, table):
        self.t = table

    def layout_bar(self, buttons):
        return [
            (b, pygame.Rect(self.t.rect.right - 120 * (i + 1), self.t.layout.bar.y, 110, 40))
            for i, b in enumerate(buttons)
        ]

    def draw(self, surface):
        t = self.t
        t.hits = [(r, card) for card, r in t.hand_rects().items()]


class FakeTable(TableBase):
    """Only what is its own: the layout, the targets, the actions and why not."""

    LAYOUT = Layout

    def __init__(self, ui, game_id, seat_names):
        super().__init__(ui, game_id, seat_names)
        self.drawer = Drawer(self)

    def refresh(self, view, viewer, legal):
        prev = self.view
        self.view, self.viewer, self.legal = view, viewer, list(legal)
        self.show(prev, view)
        self._build_bar()

    def hand(self):
        return self.view.hand if self.view is not None else ()

    def drop_rects(self):
        return {"left": pygame.Rect(self.layout.left), "right": pygame.Rect(self.layout.right)}

    def action_for(self, item, target):
        act = ("play", item, target)
        return act if act in self.legal else None

    def drop_reason(self, item, target):
        return NOT_THERE

    def greyed_reason(self, card):
        return CANT if card == "x" else None

    def bar_buttons(self):
        return [Button("pass", PASS, primary=True), Button("help", enabled=False, why="no help here")]


def make():
    pygame.init()
    ui = UI(Settings(anim_speed=1.0))
    table = FakeTable(ui, "fake", ["Ana", "Bruno"])
    table.set_rect(RECT)
    view = SimpleNamespace(players=2, seat=0, hand=("a", "b", "x"))
    legal = [("play", "a", "left"), ("play", "b", "left"), ("play", "b", "right"), PASS]
    table.refresh(view, 0, legal)
    table.draw(pygame.Surface(RECT.size))
    return ui, table


def centre(table, name):
    return table.drop_rects()[name].center if name in table.drop_rects() else table.hand_card_rect(name).center


def pick_up(table, card):
    """Press on a hand card and move it up, past the drag threshold; still held."""
    start = centre(table, card)
    pygame.event.clear()
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0], start[1] - 60), rel=(0, -60), buttons=(1, 0, 0))
    assert pump(table) == []
    return start


def test_a_drag_lights_the_legal_targets_and_a_drop_on_one_plays():
    ui, table = make()
    start = pick_up(table, "b")
    assert table.drag.dragging and table.lit_targets() == {"left", "right"}
    assert mouse_drag(table, start, centre(table, "right")) == [("play", "b", "right")]
    assert ui.toasts == [] and table.drag.item is None


def test_an_illegal_drop_snaps_back_and_says_why():
    ui, table = make()
    start = centre(table, "a")
    assert mouse_drag(table, start, centre(table, "right")) == []
    assert ui.toasts[-1][0] == NOT_THERE
    assert table.drag.snapping("a") is not None  # on its way back to the hand
    table.update(1.0)
    assert table.drag.snapping("a") is None and table.hand_card_rect("a").center == start


def test_a_refused_card_lights_nothing_and_its_drop_says_why():
    ui, table = make()
    pick_up(table, "x")
    assert table.drag.refused == CANT and table.lit_targets() == set()
    assert table.shown_reason()[0] == CANT
    post(pygame.MOUSEBUTTONUP, pos=centre(table, "left"), button=1)
    assert pump(table) == [] and ui.toasts[-1][0] == CANT
    assert table.drag.snapping("x") is not None


def test_the_click_alternative_picks_a_card_then_a_target():
    ui, table = make()
    assert mouse_click(table, centre(table, "a")) == []
    assert table.selected == "a" and table.lit_targets() == {"left"}
    assert mouse_click(table, centre(table, "a")) == [] and table.selected is None  # again: let go
    mouse_click(table, centre(table, "a"))
    assert mouse_click(table, centre(table, "right")) == [] and ui.toasts[-1][0] == NOT_THERE
    assert mouse_click(table, centre(table, "left")) == [("play", "a", "left")]
    mouse_click(table, centre(table, "b"))
    assert mouse_click(table, (RECT.centerx, 40)) == [] and table.selected is None  # a click elsewhere


def test_the_bar_a_button_enter_and_a_disabled_button_says_why():
    ui, table = make()
    names = {b.name: r for b, r in table.bar}
    assert mouse_click(table, names["pass"].center) == [PASS]
    assert mouse_click(table, names["help"].center) == [] and ui.toasts[-1][0] == "no help here"
    post(pygame.MOUSEMOTION, pos=names["help"].center, rel=(1, 1), buttons=(0, 0, 0))
    pump(table)
    assert table.shown_reason()[0] == "no help here"
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    post(pygame.KEYUP, key=pygame.K_RETURN, mod=0)
    assert pump(table) == [PASS]


def test_right_click_zooms_and_the_next_press_or_esc_only_closes_it():
    _ui, table = make()
    assert mouse_click(table, centre(table, "b"), button=3) == []
    assert table.zoom == "b" and table.overlay_open()
    assert mouse_click(table, centre(table, "a")) == []  # closes the zoom, picks nothing
    assert table.zoom is None and table.selected is None and not table.overlay_open()
    mouse_click(table, centre(table, "a"), button=3)
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)
    post(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0)
    assert pump(table) == [] and table.zoom is None


def test_the_keyboard_focus_walks_the_hand_then_the_lit_targets():
    _ui, table = make()
    keys = KeyFocus()
    got = []

    def press(key):
        post(pygame.KEYDOWN, key=key, mod=0)
        post(pygame.KEYUP, key=key, mod=0)
        for event in pygame.event.get():
            if event.type != pygame.KEYDOWN:
                continue
            if event.key in NEXT:
                keys.move(table_stops(table), 1)
            elif event.key in ENTER:
                got.append(keys.activate(table, table_stops(table)))

    pygame.event.clear()
    assert [s.name for s in table_stops(table)] == ["card:a", "card:b", "card:x"]
    press(pygame.K_TAB)
    press(pygame.K_TAB)
    assert keys.name == "card:b"
    press(pygame.K_RETURN)  # picks b: the focus goes to its first lit target
    assert table.selected == "b"
    assert [s.name for s in table_stops(table)][:2] == ["target:left", "target:right"]
    assert keys.name == "target:left"
    press(pygame.K_TAB)
    press(pygame.K_RETURN)
    assert got[-1] == ("play", "b", "right")
    mouse_click(table, centre(table, "a"))
    assert table.key_cancel() and table.selected is None  # Esc lets the picked card go


@pytest.mark.parametrize("size", [(1000, 700), (640, 480)])
def test_the_layout_follows_the_window_and_a_new_view_lets_a_held_card_go(size):
    _ui, table = make()
    table.set_rect(pygame.Rect((0, 0), size))
    assert table.layout.rect.size == size and table.hand_card_rect("a").bottom <= size[1]
    pygame.event.clear()
    post(pygame.MOUSEBUTTONDOWN, pos=centre(table, "a"), button=1)
    pump(table)
    assert table.drag.item == "a"
    table.refresh(table.view, 0, table.legal)
    assert table.drag.item is None
