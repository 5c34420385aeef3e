"""Grand Tribunal at 150 % on the smallest window: the decks' face-up cards in two columns
wide enough for their names, every hand card shown, the prompt in fewer words for the rail,
the store and the hand's title on one line."""

from __future__ import annotations

import pytest
from label_fit import resize
from test_text_floor import match_in

from client import games
from client.testing import confirm_pass, frames, make_app
from client.tribunal import data, prompts


@pytest.fixture(autouse=True)
def listed(monkeypatch):
    monkeypatch.setitem(games.TABLES, "tribunal", "client.tribunal")


def open_table(size, scale, players=3, moves=60, lang="es"):
    app = make_app(lang=lang)
    app.settings.ui_scale = scale
    resize(app, size)
    app.start_match(match_in("tribunal", players, moves, {}))
    frames(app, 3)
    confirm_pass(app)
    frames(app, 2)
    return app


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_low_window_shows_every_card_of_the_hand_and_the_rows_names_whole(lang):
    """At 1024x640 150 % the hand held three cards and showed two (the third had no rect),
    and the face-up cards of the decks' rows read 'Var…': now every hand card has a tile of
    its own in the hand's area, its name whole in it (four cards since the greedy's tie-breaks
    changed the position), and each face-up card's tile holds its name whole."""
    app = open_table((1024, 640), "150", lang=lang)
    try:
        t = app.top.table
        lay = t.layout
        assert lay.low and lay.deck_form == "columns"
        hand = t.hand()
        rects = [t.hand_card_rect(c) for c in hand]
        assert len(hand) >= 3 and None not in rects  # a hand of several cards, every one shown
        for i, (card, r) in enumerate(zip(hand, rects)):
            assert lay.hand_area.contains(r), (tuple(r), tuple(lay.hand_area))
            assert not any(r.colliderect(o) for o in rects[i + 1 :])
            assert t.painter.name_lines(card, r.w, r.h, 0, False, r.h), (card, r.w, r.h)
        assert not lay.store.colliderect(lay.hand_area)
        for card, r in t.row_rects().items():
            assert lay.decks.contains(r)
            assert t.painter.name_lines(card, r.w, lay.tile_h(1), 0, False, r.h), (card, r.w, r.h)
    finally:
        app.close()


def viewers_turn(players: int, moves: int) -> int:
    """The moves, from ``moves`` on, after which the viewer (the first seat) decides next."""
    return next(n for n in range(moves, moves + 100) if 0 in match_in("tribunal", players, n, {}).state.to_act())


def test_the_prompt_is_shorter_only_on_a_low_window():
    """The rail has room for a few words at 150 % on 1024x640 ('Te quedan 2 acciones disti…'
    with five seats): the table's prompt there is its short form; with room, the whole one.
    (At the viewer's first decision from move 150 on: a machine's turn has no prompt.)"""
    moves = viewers_turn(5, 150)
    for size, scale, low in (((1024, 640), "150", True), ((1024, 640), "100", False), ((1600, 900), "150", False)):
        app = open_table(size, scale, players=5, moves=moves)
        try:
            t = app.top.table
            assert t.layout.low is low
            whole, short = prompts.prompt(t), prompts.prompt(t, short=True)
            assert whole and short and len(short) < len(whole)
            assert t.prompt() == (short if low else whole)
        finally:
            app.close()


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size", [(1024, 640), (1366, 768)])
def test_every_name_of_the_viewers_sanctum_reads_whole_with_five_seats(size, lang):
    """Late in a five-seat game at 150 % (move 420: five Items in the Laboratory, two Spells
    in the Library, two awarded Items and a Resource in the Vault) each card of the viewer's
    Sanctum has its name whole in its tile. At 1024x640 the Laboratory was as narrow as the
    Library ('Pergamino de Runas Hondas', 'Rollo del Peregrino'... left out, their symbol
    alone), and 'Varita del Relámpago' was left out of its one-line tile in the Vault."""
    app = open_table(size, "150", players=5, moves=420, lang=lang)
    try:
        t = app.top.table
        entries = t.own_entries()
        assert len(entries) >= 8
        cols = t.sanctum_columns()
        for kind, what, r in entries:
            assert any(c.contains(r) for c in cols.values()), (kind, tuple(r))
            assert t._name_need(kind, what, r.w, r.h, r.h), (kind, what, tuple(r))
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_low_windows_hand_holds_any_cards_name_whole(lang):
    """Whatever the hand holds, a card's name reads whole on its tile at 1024x640 150 % (a
    tile of "Relámpago Encadenado" in a hand of four showed only its symbol): the hand is as
    wide as the longest name needs on a hand's lowest tile, the Sanctum beside it narrower."""
    app = open_table((1024, 640), "150", lang=lang)
    try:
        t = app.top.table
        lay = t.layout
        assert lay.low
        cs = data.cards()
        every = [*cs.items, *cs.spells, *cs.resources]
        for n in range(1, 6):  # a hand of up to five: its lowest tiles
            r = min(lay.hand_rects(n), key=lambda x: (x.h, x.w))
            lost = [data.name(app.ui, c) for c in every if not t.painter.name_lines(c, r.w, r.h, 0, False, r.h)]
            assert not lost, (n, tuple(r), lost)
    finally:
        app.close()
