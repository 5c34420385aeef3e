"""Ausonia's table: no text below the floor (about 11 px at 100 %, times the UI scale) at the
smallest window and at 150 %, with two and four players deep in a game; and every card of
the hand, the market and a full play area whole on the table, none over another's name."""

import pytest
from label_fit import resize
from table_helpers import opened
from test_text_floor import SIZES, assert_none_cut, match_in, table_texts

from client.testing import confirm_pass, frames, make_app

GAMES = [("ausonia", 2, 60, {}), ("ausonia", 4, 200, {})]


@pytest.mark.parametrize("size,scale", SIZES)
@pytest.mark.parametrize("game,players,moves,options", GAMES)
def test_no_text_below_the_floor(game, players, moves, options, size, scale):
    log, floor, _, _ = table_texts(game, players, moves, options, size, scale)
    assert log, "nothing noted: the hook missed the table's text"
    small = sorted({(round(px, 1), text) for px, text, _ in log if px < floor - 0.5})
    assert small == [], f"{len(small)} texts below {floor} px: {small[:25]}"


@pytest.mark.parametrize("size,scale", [((1024, 640), "100"), ((1024, 640), "150"), ((1600, 900), "150")])
def test_twenty_played_cards_and_the_market_lie_whole_on_the_table(size, scale):
    """A play area of twenty cards: each tile inside the play area and over no other; the
    market's six cards and the hand's inside the table, the hand's cards each showing its left
    part (where the name begins) at least 24 px wide."""
    import pygame

    app = make_app()
    try:
        app.settings.ui_scale = scale
        resize(app, size)
        app.start_match(match_in("ausonia", 4, 120, {}))
        frames(app, 3)
        confirm_pass(app)
        frames(app, 2)
        table = app.top.table
        tiles = table.layout.tile_grid(20)
        for i, r in enumerate(tiles):
            assert table.layout.play.contains(r), (i, tuple(r), tuple(table.layout.play))
            assert not [j for j, o in enumerate(tiles) if j != i and o.colliderect(r)], i
        for slot, r in table.market_rects().items():
            assert table.rect.contains(r), slot
        hand = list(table.hand_rects().values())
        for a, b in zip(hand, hand[1:]):
            assert b.x - a.x >= 24, (tuple(a), tuple(b))
        assert all(table.rect.contains(r) for r in hand)
        assert all(table.rect.contains(pygame.Rect(r)) for r in table.drop_rects().values())
    finally:
        app.close()


# Every text of Ausonia's table whole, none cut with "…": the hand's shrunken names
# ("Esmera…", "Estrella de la c…"), a small discard pile's ("Tran…"), a play-area tile's
# ("Geoda es…", "Aprendiz de…"), the gems spent this turn ("Gastadas: 1 zafiro + 2 esm…").
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size,scale", SIZES)
@pytest.mark.parametrize("players,moves", [(4, 120), (4, 200), (2, 60)])
def test_ausonia_texts_read_whole(players, moves, size, scale, lang):
    assert_none_cut("ausonia", players, moves, size, scale, lang)


def a_table(size=None):
    """The table of a fresh two-seat match (at ``size``), closed afterwards."""
    return opened(match_in("ausonia", 2, 0, {}), size=size)


def test_a_tile_whose_name_fits_its_line_smaller_keeps_its_gems():
    """At 1024x640 a play-area tile of 'Esmeralda' is too narrow for the name at its size:
    it is set smaller on its line (not over both, which dropped the gems row) and the tile
    still shows the emerald it yields."""
    with a_table((1024, 640)) as (app, table):
        tile = table.layout.tile_grid(5)[0]
        rows = []
        real = table.painter.gems_row
        table.painter.gems_row = lambda *a, **k: rows.append(a[1]) or real(*a, **k)
        table.painter.tile(_card(app, "Esmeralda"), tile.w, tile.h)
        assert rows and sum(rows[0]) == 1, (tuple(tile), rows)


def _card(app, name: str) -> int:
    """The first card of that (Spanish) name."""
    from client.ausonia import cardinfo

    return next(n for n in range(len(cardinfo.card_set().cards)) if cardinfo.name(app.ui, n) == name)


def test_a_name_over_two_lines_takes_the_guild_names_place():
    """'Conseje-ro' on a small hand card ran over its guild's name ('Casa' half hidden under
    'ro'): that face is painted without the guild's name; 'Mecenas' in one line keeps it."""
    import pygame

    with a_table() as (app, table):
        by_name = {name: _card(app, name) for name in ("Consejero", "Mecenas")}
        asked = []
        real = table.painter.face
        table.painter.face = lambda card, w, **kw: asked.append((card, kw.get("guild", True))) or real(card, w, **kw)
        surface = pygame.Surface((300, 200))
        table.drawer.face(surface, by_name["Consejero"], pygame.Rect(10, 10, 58, 81), "hand", 0)
        table.drawer.face(surface, by_name["Mecenas"], pygame.Rect(100, 10, 64, 90), "hand", 0)
        assert asked == [(by_name["Consejero"], False), (by_name["Mecenas"], True)]


def test_a_bought_tile_with_a_two_line_name_still_says_bought():
    """A card bought this turn lies face down in the play area with its name and the word
    "comprada"; 'Geoda estrellada' took both lines of its tile and lost that word."""
    with a_table() as (app, table):
        geode = _card(app, "Geoda estrellada")
        said = []
        real = table.text.render
        table.text.render = lambda text, *a, **k: said.append(text) or real(text, *a, **k)
        table.painter.tile(geode, 101, 42, "bought")
        assert "comprada" in said and not [x for x in said if x.endswith("…")], said


def test_the_keywords_used_this_turn_wrap_or_are_left_out_never_cut():
    """'Usadas: Levantar, Influencia, Robar, Adq…' in the turn box at 1024x640: the keywords
    wrap where the box has the room, else the line is left out."""
    import pygame

    from client.ausonia import panels

    with a_table((1024, 640)) as (app, table):
        said = []
        real = table.text.render
        table.text.render = lambda text, *a, **k: said.append(text) or real(text, *a, **k)
        surface = pygame.Surface((400, 200))
        words = ["raise", "influence", "draw", "acquisitive"]
        panels.keywords_used(table.drawer, surface, words, pygame.Rect(0, 0, 240, 40), 12)
        assert len(said) == 2 and all("…" not in x for x in said), said
        said.clear()
        panels.keywords_used(table.drawer, surface, words, pygame.Rect(0, 0, 240, 14), 12)
        assert said == []


def test_a_name_of_four_lines_leaves_its_ability_box_whole_under_it():
    """'Aprendiz de alquimis-ta' in the market at 1024x640 took four lines on a plate that
    ended halfway down its ability box ('Influencia 1' half hidden); then the plate ran to
    the card's foot, hiding that the card has an ability at all: its ability box begins
    under the name, a short one with its gem and three dots (the zoom shows it whole)."""
    import pygame

    with a_table() as (app, table):
        card = _card(app, "Aprendiz de alquimista")
        surface = pygame.Surface((100, 120))
        rect = pygame.Rect(10, 10, 58, 81)
        table.drawer.face(surface, card, rect, "market", None)
        foot = [tuple(surface.get_at((rect.centerx, y)))[:3] for y in range(rect.bottom - 10, rect.bottom)]
        assert (240, 232, 210) not in foot, foot  # no plate
        assert any(all(abs(a - b) <= 6 for a, b in zip(c, (226, 214, 186))) for c in foot), foot  # the box


@pytest.mark.parametrize("size", [(1024, 640), (1600, 900)])
def test_every_ability_box_of_the_market_says_something(size):
    """The Captain's paid ability ("Corrupción 2, Influencia 2") and the Venetian Banker's
    condition (three emeralds used: Influencia 4) were empty boxes on the market's cards:
    the words are set where they fit, a condition's keywords alone, else three dots, for
    every ability of every card at the market's width, in both languages."""
    import pygame

    from client.ausonia import cardinfo

    with a_table(size) as (app, table):
        width = next(iter(table.market_rects().values())).w
        painter, said, empty = table.painter, [], []
        real_box, real_block, real_circle = painter._ability_box, table.text.block, pygame.draw.circle

        def box(surf, n, i, a, rect):
            before = len(said)
            real_box(surf, n, i, a, rect)
            if len(said) == before:
                empty.append((app.ui.settings.lang, cardinfo.card(n).id, i))

        painter._ability_box = box
        table.text.block = lambda s, lines, *x, **k: said.extend(lines) or real_block(s, lines, *x, **k)
        pygame.draw.circle = lambda *x, **k: said.append("·") or real_circle(*x, **k)
        try:
            for lang in ("es", "en"):
                app.ui.settings.lang = lang
                painter._cache.clear()
                for n in range(len(cardinfo.card_set().cards)):
                    painter.face(n, width, named=False)
        finally:
            table.text.block, pygame.draw.circle = real_block, real_circle
            del painter._ability_box  # the class's own again
        assert said and empty == [], empty


def test_six_gems_of_a_price_stay_inside_their_row():
    """The Venetian Banker's price (four emeralds, two rainbows) ran its last gem past the
    market card's edge: the gems shrink until their gaps fit the row too (down to 6 px a
    gem: six of them and their gaps need 41 px)."""
    import pygame

    with a_table() as (app, table):
        for width in range(41, 120, 3):
            surface = pygame.Surface((200, 40), pygame.SRCALPHA)
            row = pygame.Rect(3, 2, width, 30)
            table.painter.gems_row(surface, (0, 4, 0, 2), row, 30, centred=False)
            outside = [x for x in range(row.right, 200) for y in range(40) if surface.get_at((x, y)).a]
            assert outside == [], (width, outside[:3])
