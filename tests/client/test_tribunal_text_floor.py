"""No text a player needs is drawn below a legible size on the Grand Tribunal table: at the
smallest window (1024x640) and the largest UI scale, with five players mid-game (full
Sanctums) and three (issue 23: about 11 px at 100 %, scaled with the UI scale)."""

import pytest
from label_fit import resize
from test_text_floor import SIZES, match_in, table_texts
from tribunal_table_helpers import opened

import client.ui
from client import games
from client.testing import click, confirm_pass, frames, make_app
from client.tribunal import data
from client.ui import UI, Settings

TRIBUNAL = [("tribunal", 3, 60, {}), ("tribunal", 5, 260, {}), ("tribunal", 5, 420, {"secret_cards": True})]


@pytest.fixture(autouse=True)
def listed(monkeypatch):
    monkeypatch.setitem(games.TABLES, "tribunal", "client.tribunal")


@pytest.mark.parametrize("size,scale", SIZES)
@pytest.mark.parametrize("game,players,moves,options", TRIBUNAL)
def test_no_text_below_the_floor(game, players, moves, options, size, scale):
    log, floor, _, _ = table_texts(game, players, moves, options, size, scale)
    assert log, "nothing noted: the hook missed the table's text"
    small = sorted({(round(px, 1), text) for px, text, _ in log if px < floor - 0.5})
    assert small == [], f"{len(small)} texts below {floor} px: {small[:25]}"


# -- card names read whole (no name ellipsized) at the smallest window, five players --------
def _cut_names(log, names) -> list[str]:
    """The texts drawn that are a card name (or a line of one) cut with an ellipsis (a seat's
    name cut, "M…" of "Máquina 4", is not one)."""
    out = []
    for _, text, _ in log:
        if text.endswith("…"):
            part = text[:-1].strip()
            if "Máquina".startswith(part) or "Jugadora".startswith(part):
                continue
            if any(n.startswith(part) or f" {part}" in n for n in names):
                out.append(text)
    return sorted(set(out))


def _names(lang):
    ui = UI(Settings(lang=lang))
    c = data.cards()
    return ui, [data.name(ui, x) for x in list(c.items) + list(c.spells) + list(c.resources)]


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("scale", ["100", "150"])
@pytest.mark.parametrize("moves", [150, 260, 420])
def test_no_card_name_is_cut_with_five_players_at_1024x640(moves, scale, lang):
    """The face-up rows, every Sanctum (the viewer's and the four others') and the hand:
    each card's name whole, wrapped into two lines where it is long; a Sanctum too full
    for its panel says how many more it holds (a click lays it out)."""
    log, _, _, _ = table_texts("tribunal", 5, moves, {}, (1024, 640), scale, lang)
    _, names = _names(lang)
    assert log
    assert _cut_names(log, names) == []


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_longest_names_read_whole_in_the_tiles_of_a_crowded_table(lang):
    """The twelve longest names of the card set, as the five-player table at 1024x640 draws
    them: a face-up card of the row, a card of another player's Sanctum (active, or with vis
    on it), a card of the viewer's Laboratory."""
    match = match_in("tribunal", 5, 260, {})
    app = make_app(lang=lang)
    try:
        resize(app, (1024, 640))
        app.start_match(match)
        frames(app, 3)
        confirm_pass(app)
        frames(app, 2)
        t = app.top.table
        painter, ui = t.painter, app.ui
        c = data.cards()
        longest = sorted(list(c.items) + list(c.spells), key=lambda x: -len(data.name(ui, x)))[:12]
        row = t.deck_slots("items")[1]
        opp = next(iter(t.layout.opp.values()))
        own = t.sanctum_columns()["laboratory"]
        step = 2 * int(t.text.font(ui.text_floor(), True).get_linesize() * 0.92) + 4
        client.ui.TEXT_LOG = log = []
        for card in longest:
            painter._cache.clear()
            painter.tile(card, data.kind_of(card), row.size)
            for w in (opp.w - 6, own.w):
                for vis, active in ((0, True), (1, False)):
                    lines = painter.name_lines(card, w, t.layout.tile_h(1), vis, active, step)
                    assert lines, (card, w)
                    h = step if lines == 2 else t.layout.tile_h(1)
                    painter.tile(card, data.kind_of(card), (w, h), vis, active, lines=1)
    finally:
        client.ui.TEXT_LOG = None
        app.close()
    assert _cut_names(log, [data.name(ui, x) for x in longest]) == []


def test_a_click_lays_out_a_sanctum_too_full_for_its_panel():
    """At 1024x640 with five players late in the game a Sanctum holds more cards than its
    panel shows whole: the panel says how many more, and a click on it lays the whole
    Sanctum out, every face-up card named whole."""
    app = make_app()
    try:
        resize(app, (1024, 640))
        app.start_match(match_in("tribunal", 5, 420, {}))
        frames(app, 3)
        confirm_pass(app)
        frames(app, 2)
        t = app.top.table
        seat = next(s for s in t.layout.opp if t.opp_hidden(s) > 0)
        box = t.layout.opp[seat]
        client.ui.TEXT_LOG = log = []
        app.ui.card_records.clear()
        click(app, (box.centerx, box.bottom - 6))
        assert t.zoom == ("sanctum", seat)
        drawn = {card for card, zone, s in app.ui.card_records if s == seat}
        face_up = {c.id for c in t.opp_cards(seat) if c.id}
        assert face_up <= drawn, face_up - drawn
        _, names = _names("es")
        assert _cut_names(log, names) == []
        backs = {c.kind for c in t.opp_cards(seat) + list(t.view.players_view[seat].vault) if c.id is None}
        deck = {"item": "Ítems", "spell": "Hechizos", "resource": "Recursos"}
        assert {deck[k] for k in backs} <= {text for _, text, _ in log}, "a face-down card's back names its deck"
        click(app, box.center)  # a click closes it
        assert t.zoom is None
    finally:
        client.ui.TEXT_LOG = None
        app.close()


# -- the other players' header lines read whole (no "mano 0 · …") ------------------------------
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("scale", ["100", "150"])
@pytest.mark.parametrize("moves", [60, 420])
def test_the_other_players_counts_read_whole_with_five_players_at_1024x640(moves, scale, lang):
    """Each other player's points, vis store, hand and Vault: every count drawn whole (on a
    second line of counts where the panel is narrow), none cut with an ellipsis, and its
    cards laid out below the last line of counts."""
    log, _, _, _ = table_texts("tribunal", 5, moves, {}, (1024, 640), scale, lang)
    ui = UI(Settings(lang=lang))
    words = [ui.t("tribunal.sanctum.points", n=0).split()[-1], ui.t("tribunal.sanctum.hand", n=0).split()[0]]
    cut = sorted({t for _, t, _ in log if t.endswith("…") and any(w in t for w in words)})
    assert cut == []
    with opened(match_in("tribunal", 5, moves, {}), lang, (1024, 640), scale) as (app, t):
        client.ui.TEXT_LOG = log = []
        try:
            app.top.dirty = True
            t.drawer.draw(app.screen)
        finally:
            client.ui.TEXT_LOG = None
        drawn = " | ".join(x for _, x, _ in log)
        for seat, box in t.layout.opp.items():
            pv = t.view.players_view[seat]
            for part in (
                ui.t("tribunal.sanctum.points", n=pv.points),
                ui.t("tribunal.sanctum.vis", n=pv.vis),
                ui.t("tribunal.sanctum.hand", n=pv.hand_count),
                ui.t("tribunal.sanctum.vault", n=len(pv.vault)),
            ):
                assert part in drawn, (seat, part)
            from client.tribunal.sanctum import opp_header_rows

            rows = opp_header_rows(t, seat)
            assert rows >= 2
            assert all(r.y >= box.y + rows * t.layout.line for _, r in t.opp_entries(seat)), seat


# -- nothing on the table is cut with an ellipsis ------------------------------------------------
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size,scale", SIZES)
@pytest.mark.parametrize("players,moves", [(3, 60), (5, 150), (5, 420)])
def test_no_text_of_the_table_is_cut(players, moves, size, scale, lang):
    """Every text of the table reads whole: a tile's line of values (type, base, advance,
    slots) drops its last values whole where the tile is narrow instead of ending in
    "Bastones · ba…", as the other players' counts wrap (above)."""
    log, _, _, _ = table_texts("tribunal", players, moves, {}, size, scale, lang)
    assert log
    assert sorted({t for _, t, _ in log if t.endswith("…")}) == []


# -- a card's face, as the zoom paints it, keeps every line inside its margins --------------
@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_card_face_draws_each_line_at_the_size_it_was_fitted_at(lang, monkeypatch):
    """The face the zoom shows (``CardPainter.face``) wraps the card's name and lines to
    its width, shrinking them where they do not fit ("Lesser Philosopher's Stone"): each is
    drawn at the size it was fitted at, inside the card's margins, at every width the zoom
    uses (it once drew the name at the first size and ran past the card's edge)."""
    import pygame

    from client.text import Text
    from client.tribunal.cards import CardPainter

    pygame.font.init()
    ui = UI(Settings(lang=lang, ui_scale="150"))
    text = Text(ui)
    painter = CardPainter(ui, text)
    drawn: list = []
    block = text.block

    def noted(surface, lines, size, rect, *a, bold=False, **kw):
        font = text.font(max(int(size), ui.text_floor()), bold)
        drawn.extend((line, font.size(line)[0], rect.width) for line in lines)
        return block(surface, lines, size, rect, *a, bold=bold, **kw)

    monkeypatch.setattr(text, "block", noted)
    c = data.cards()
    for w in (160, 220, 280, 360):
        for card in [*c.items, *c.spells, *c.resources]:
            painter.face(card, w)
    wide = sorted({(line, px, room) for line, px, room in drawn if px > room})
    assert len(drawn) > 500 and wide == []
