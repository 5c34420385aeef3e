"""Ausonia's crowded table (issue 20: "Whole and legible with a play area of twenty cards
and a full raise area, four players, at 1024x640 and at 150%"): the viewer's play area holds
twenty cards, its raise area eight, its seal area and fountains four each, a hand of six.
Every card drawn lies whole on the table and over no other; no text is under the floor; an
area with more cards than fit turns pages (its arrows, by posted clicks), each card on one."""

from __future__ import annotations

import random

import pygame
import pytest
from label_fit import drawn, resize
from test_text_floor import FLOOR

import client.ui
from client.testing import click, confirm_pass, frames, make_app
from rules.ai import choose
from rules.core import Config, Match, Seat

SIZES = [((1024, 640), "100"), ((1024, 640), "150"), ((1600, 900), "150")]


def crowded_match() -> Match:
    """Four seats; the viewer's action phase with 20 cards in play, 8 raised, 4 sealed and 4
    fountains (cards moved there from the decks, owned by the viewer)."""
    seats = [Seat("Jugadora 1")] + [Seat(f"Máquina {i}", "greedy") for i in range(1, 4)]
    match = Match.new("ausonia", Config(4, seed=3), seats)
    rng = random.Random(3)
    for moves in range(2000):
        st = match.state
        if moves > 100 and st.to_act() == (0,) and st.phase == "action" and st.step is None:
            break
        seat = st.to_act()[0]
        match.apply(seat, choose("greedy", "ausonia", st.view(seat), st.legal(seat), rng))
    st = match.state
    cards = st.cards.cards
    pool = list(st.favour_deck) + st.power[:-1]
    stars = [c for c in pool if cards[c].type == "gem" and cards[c].star]
    favours = [c for c in pool if cards[c].type == "favour"]

    def move(card, zone):
        for z in st.zones():
            if card in z:
                z.remove(card)
                break
        for s in range(st.n):
            if card in st.owned[s]:
                st.owned[s].remove(card)
        st.owned[0].append(card)
        getattr(st, zone)[0].append(card)
        pool.remove(card)

    for _ in range(4):
        star = next(c for c in stars if c in pool)
        move(star, "fountains")
        move(next(c for c in pool if c != star), "fountains")
    for c in [c for c in favours if c in pool][:4]:
        move(c, "seal")
    for c in pool[:8]:
        move(c, "raised")
    for c in pool[: 20 - len(st.play[0])]:
        move(c, "play")
    st.touch()
    assert (len(st.play[0]), len(st.raised[0]), len(st.seal[0]), len(st.fountains[0])) == (20, 8, 4, 8)
    assert len(st.hand[0]) == 6
    return match


@pytest.mark.parametrize("size,scale", SIZES)
def test_a_crowded_table_is_whole_and_legible(size, scale):
    app = make_app()
    try:
        app.settings.ui_scale = scale
        resize(app, size)
        client.ui.TEXT_LOG = log = []
        app.start_match(crowded_match())
        frames(app, 3)
        confirm_pass(app)
        frames(app, 2)
        drawn(app)
        table = app.top.table
        assert len(table.play_cards()) == 20
        cards = [(card, pygame.Rect(r)) for r, (kind, card, *_) in table.hits if kind == "card"]
        for i, (card, r) in enumerate(cards):
            assert table.rect.contains(r), (card, tuple(r))
            over = [c for c, o in cards[i + 1 :] if o.colliderect(r)]
            assert not over, f"card {card} {tuple(r)} under {over}"
        floor = round(FLOOR * app.ui.scale)
        small = sorted({(round(px, 1), text) for px, text, _ in log if px < floor - 0.5})
        assert small == [], f"{len(small)} texts below {floor} px: {small[:25]}"
        # every card of each area is shown whole on one of its pages
        client.ui.TEXT_LOG = None
        for name, want in (("raise", 8), ("seal", 4), ("fountains", 4)):
            seen = set()
            for _ in range(want):
                seen |= set(table.area_card_rects(name, table.area_cards(name)))
                arrows = table.area_arrows(name)
                if not arrows:
                    break
                click(app, arrows[+1].center)
            assert len(seen) == want, (name, seen)
    finally:
        client.ui.TEXT_LOG = None
        pygame.event.clear()
        app.close()


def test_a_crowded_play_area_turns_pages_whole_at_150_on_a_small_window():
    """Twenty played cards at 1024x640 150 % were squeezed into rows a line high, names run
    together ("Aprendiz de…"): the play area shows as many as read at two lines, each tile
    apart, and its arrows (beside its title) turn to the rest; every card on one page."""
    app = make_app()
    try:
        app.settings.ui_scale = "150"
        resize(app, (1024, 640))
        app.start_match(crowded_match())
        frames(app, 3)
        confirm_pass(app)
        frames(app, 2)
        table = app.top.table
        arrows = table.play_arrows()
        assert arrows, "no pages"
        assert all(r.y < table.layout.play.y + table.layout.head for r in arrows.values())  # in the title row
        seen = set()
        for _ in range(20):
            rects = table.play_rects()
            low = 2 * table.text.font(app.ui.text_floor(), True).get_linesize()
            assert all(r.h >= low for r in rects.values()), [tuple(r) for r in rects.values()]
            for card, r in rects.items():
                assert table.layout.play.contains(r)
                assert not [c for c, o in rects.items() if c != card and o.colliderect(r)], card
            seen |= set(rects)
            click(app, table.play_arrows()[+1].center)
            frames(app)
        assert seen == set(table.play_cards()), len(seen)
    finally:
        pygame.event.clear()
        app.close()
