"""The results screen's summary of a Grand Tribunal seat: its places by Item, its honourable
mentions counted together, its vis left; legible (at the floor at least) in its box."""

from __future__ import annotations

import random

import pygame

import client.ui
from client.tribunal.court import awarded_at
from client.tribunal.summary import draw_seat_summary, paragraphs
from client.ui import UI, Settings
from rules.ai import choose
from rules.core import Config
from rules.core.game import get_game


def finished(players=5, seed=2):
    state = get_game("tribunal").new_state(Config(players=players, seed=seed))
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, choose("greedy", "tribunal", state.view(seat), state.legal(seat), rng))
    return state


def test_the_summary_names_the_places_and_counts_the_mentions():
    state = finished()
    view = state.view(None)
    ui = UI(Settings(lang="en"))
    for seat in range(state.n):
        text = " ".join(p for p, _ in paragraphs(ui, view, seat))
        mine = [ln for ln in view.sheet if ln.seat == seat]
        for ln in mine:
            if ln.place:
                assert ui.t("tribunal.court.nth", n=ln.place) in text
        for k in (1, 2, 3):  # one count per Tribunal, not one line per Item
            mentions = [ln for ln in mine if ln.tribunal == k and not ln.place and awarded_at(view, ln) is None]
            if mentions:
                points = ui.t("tribunal.count.points", n=sum(ln.points for ln in mentions))
                words = ui.t("tribunal.summary.mentions", n=len(mentions), points=points)
                assert words in text, (words, text)
        assert f"{view.players_view[seat].vis} vis" in text


def test_the_summary_fits_its_box_at_the_floor():
    pygame.init()
    state = finished()
    view = state.view(None)
    ui = UI(Settings(lang="es"))
    surface = pygame.Surface((1600, 900))
    client.ui.TEXT_LOG = log = []
    try:
        for seat in range(state.n):
            draw_seat_summary(ui, surface, pygame.Rect(620, 120, 880, 80), view, seat)
    finally:
        client.ui.TEXT_LOG = None
    assert log and min(px for px, _, _ in log) >= 11 - 0.5
    lines = [text for _, text, _ in log]
    assert sum("vis sin usar" in t for t in lines) == state.n, "every seat's last line shows"


def _words(texts) -> list[str]:
    return " ".join(texts).split()


def test_the_summary_reads_whole_in_the_results_screen_box_at_1024x640():
    """The results screen at 1024x640 cut a seat's summary without a word ("…; Báculo"):
    now it reads whole, in the whole wording or the short one (places without their votes,
    the mentions counted together), and only a box too small even for that says "…"."""
    pygame.init()
    short_used = 0
    for players, seed in ((3, 1), (5, 2)):
        view = finished(players, seed).view(None)
        for lang in ("es", "en"):
            ui = UI(Settings(lang=lang))
            surface = pygame.Surface((1024, 640))
            for seat in range(players):
                client.ui.TEXT_LOG = log = []
                try:
                    draw_seat_summary(ui, surface, pygame.Rect(560, 122, 414, 98), view, seat)
                finally:
                    client.ui.TEXT_LOG = None
                drawn = _words(x for _, x, _ in log)
                whole = _words(p for p, _ in paragraphs(ui, view, seat))
                short = _words(p for p, _ in paragraphs(ui, view, seat, short=True))
                assert drawn in (whole, short), (lang, players, seed, seat, drawn)
                short_used += drawn == short != whole
    assert short_used  # some seats' summaries need the short wording at this size
    client.ui.TEXT_LOG = log = []
    try:  # a box too small for either says it is cut
        ui = UI(Settings(lang="es"))
        draw_seat_summary(ui, pygame.Surface((400, 100)), pygame.Rect(0, 0, 200, 40), view, 0)
    finally:
        client.ui.TEXT_LOG = None
    assert log[-1][1].endswith("…")
