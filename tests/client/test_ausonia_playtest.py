"""Ausonia's table as a new player found it at the smallest window and at 150 %: what was
cut, covered or out of reach."""

from __future__ import annotations

import pygame
import pytest
from label_fit import drawn
from table_helpers import opened
from test_text_floor import match_in

import client.ui
from client.ausonia import cardinfo

SIZES = [((1024, 640), "100"), ((1024, 640), "150"), ((1600, 900), "150")]


def texts_drawn(app) -> set[str]:
    """Every text drawn in one frame of ``app``."""
    client.ui.TEXT_LOG = log = []
    try:
        drawn(app)
    finally:
        client.ui.TEXT_LOG = None
    return {text for _, text, _ in log}


def _conditions() -> list[tuple[int, int]]:
    """(card, ability) of one card of each condition: gems, keyword and guild ones."""
    seen, out = set(), []
    for n in range(len(cardinfo.card_set().cards)):
        for i in range(len(cardinfo.abilities(n))):
            cond = cardinfo.condition(n, i)
            if cond is not None and cond[:2] not in seen:
                seen.add(cond[:2])
                out.append((n, i))
    return out


# "Maestro del gremio: Influencia 2 / activaste una habilidad de…" in the abilities list: the
# condition a player must meet was cut beside its progress tag ("llevas 0 de 1")
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size,scale", SIZES)
def test_every_condition_reads_whole_in_the_abilities_list(size, scale, lang):
    with opened(match_in("ausonia", 2, 0, {}), lang=lang, size=size, scale=scale) as (app, table):
        conditions = _conditions()
        table.ability_list = lambda: conditions
        table.layout.rows_that_fit = lambda: len(conditions)  # all on one page
        shown = texts_drawn(app)
        cut = sorted({text for text in shown if text.endswith("…")})
        assert cut == [], cut
        for card, ab in conditions:
            assert any(text in shown for text in cardinfo.condition_texts(app.ui, card, ab)), (card, ab)


# Four players on 10 at the start: each badge on the influence track was drawn half over the
# one before, hiding its number (only its colour told the seat)
@pytest.mark.parametrize("size,scale", SIZES)
def test_badges_on_one_track_space_show_each_number(size, scale):
    from client.ausonia import panels

    with opened(match_in("ausonia", 4, 0, {}), size=size, scale=scale) as (app, table):
        placed = []
        table.drawer.badge = lambda surface, seat, centre, d: placed.append((seat, centre[0], d))
        panels.track(table.drawer, app.screen)
        assert sorted(seat for seat, _, _ in placed) == [0, 1, 2, 3]
        xs = sorted(x for _, x, _ in placed)
        d = placed[0][2]
        assert all(b - a >= d for a, b in zip(xs, xs[1:])), (xs, d)  # none over another
        space = table.layout.track_cells(panels.TOP)[10]
        assert xs[0] < space.centerx < xs[-1], (xs, tuple(space))  # the row centred on 10
        assert all(table.layout.track.left <= x - d // 2 and x + d // 2 <= table.layout.track.right for x in xs)


# Someone reached 60: the turn box said "Última ronda: Corrupción cuenta como In…" at
# 1024x640; the short "Última ronda" where the whole rule does not fit (the prompt says it)
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size,scale", SIZES)
def test_the_last_round_reads_whole_in_the_turn_box(size, scale, lang):
    import dataclasses

    with opened(match_in("ausonia", 2, 0, {}), lang=lang, size=size, scale=scale) as (app, table):
        table.view = dataclasses.replace(table.view, final=True)
        shown = texts_drawn(app)
        cut = sorted(text for text in shown if text.endswith("…"))
        assert cut == [], cut
        rule = (app.ui.t("ausonia.table.last_round"), app.ui.t("ausonia.table.last_round_short"))
        assert shown & set(rule), rule


# Under the viewer's piles at 1024x640 "Robar 0" and "Desc. 13" ran together with no gap, and
# the draw pile's label fell to a bare "11" that told a new player nothing: each reads whole
# (its word and its count, the count under the word where one line is too narrow), apart
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size,scale", SIZES + [((1600, 900), "100")])
@pytest.mark.parametrize("draw_n,discard_n", [(11, 13), (0, 13), (18, 0)])
def test_the_pile_labels_read_whole_and_apart(size, scale, lang, draw_n, discard_n):
    import dataclasses

    from client.ausonia import panels

    with opened(match_in("ausonia", 2, 0, {}), lang=lang, size=size, scale=scale) as (app, table):
        v, seat = table.view, table.bottom_seat()
        pv = v.players_view[seat]
        owned = [c for c in range(len(cardinfo.card_set().cards)) if not cardinfo.is_gem(c)]
        pv = dataclasses.replace(pv, draw_count=draw_n, draw_top=(), discard=tuple(owned[:discard_n]))
        views = list(v.players_view)
        views[seat] = pv
        table.view = dataclasses.replace(v, players_view=tuple(views))
        rects = table.pile_rects()
        put = []
        label = table.drawer.label

        def noted(surface, text, *args, **kw):
            r = label(surface, text, *args, **kw)
            put.append((text, pygame.Rect(r)))
            return r

        table.drawer.label = noted
        panels.piles(table.drawer, pygame.Surface(app.size))
        under = [(text, r) for text, r in put if r.top >= min(rects["draw"].bottom, rects["discard"].bottom)]
        t = app.ui.t
        words = {
            "draw": {t("ausonia.table.draw_n", n=draw_n), t("ausonia.table.pile_draw")},
            "discard": {
                t("ausonia.table.discard_n", n=discard_n),
                t("ausonia.table.pile_discard"),
                t("ausonia.table.pile_discard_short"),
            },
        }
        counts = {"draw": draw_n, "discard": discard_n}
        mid = (rects["draw"].right + rects["discard"].x) / 2
        side = {k: [(x, r) for x, r in under if (r.centerx < mid) == (k == "draw")] for k in rects}
        for k, labels in side.items():
            texts = [x for x, _ in labels]
            assert not any(x.endswith("…") for x in texts), texts
            assert words[k] & set(texts), (k, texts)  # its word, not a bare count
            assert any(str(counts[k]) in x.split() for x in texts), (k, texts)  # and its count
            for _, r in labels:
                assert table.layout.piles.contains(r), (k, tuple(r), tuple(table.layout.piles))
                assert r.x < rects[k].right and r.right > rects[k].x  # under its own pile
        for _, a in side["draw"]:
            for _, b in side["discard"]:
                if a.top < b.bottom and b.top < a.bottom:
                    assert b.x - a.right >= 6, (side, "the two labels run together")


# "Maestro del gremio" in the hand and the market at 1024x640: its name in three lines on a
# plate down to the card's foot hid that it has abilities at all (other small faces show a
# short box with its gems or three dots). At the smallest width the table draws a face (a
# pile's card), every card with abilities shows their boxes under its whole name
ABILITY_GROUND = ((226, 214, 186), (176, 40, 36))  # a paid ability's box, a condition's


def _smallest_face(layout) -> int:
    widths = [r.w for r in layout.pile_rects().values()] + [r.w for r in layout.market_rects().values()]
    return min(widths + [r.w for n in range(1, 13) for r in layout.hand_rects(n)])


def _ability_rows(surface, rect) -> int:
    """The rows of ``rect`` with a quarter of its width or more in an ability box's ground."""

    def ground(c) -> bool:
        return any(all(abs(a - b) <= 6 for a, b in zip(c[:3], g)) for g in ABILITY_GROUND)

    return sum(
        1
        for y in range(rect.top, rect.bottom)
        if sum(ground(surface.get_at((x, y))) for x in range(rect.left, rect.right)) >= rect.w // 4
    )


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size,scale", SIZES + [((1600, 900), "100")])
def test_every_card_on_its_smallest_face_shows_its_abilities(size, scale, lang):
    with opened(match_in("ausonia", 2, 0, {}), lang=lang, size=size, scale=scale) as (app, table):
        w = _smallest_face(table.layout)
        rect = pygame.Rect(4, 4, w, round(w * 1.4))
        said, real = [], table.text.block
        table.text.block = lambda s, lines, *a, **k: said.extend(lines) or real(s, lines, *a, **k)
        hidden = []
        for n in range(len(cardinfo.card_set().cards)):
            if not cardinfo.abilities(n):
                continue
            surface = pygame.Surface((w + 8, rect.h + 8))
            surface.fill((0, 0, 0))
            said.clear()
            table.drawer.face(surface, n, rect, "hand", 0)
            assert said and not any(x.endswith("…") for x in said), (cardinfo.name(app.ui, n), said)  # its name
            if _ability_rows(surface, rect) < 3:
                hidden.append(cardinfo.name(app.ui, n))
        assert hidden == [], (w, hidden)


# "Appre- / ntice" on a card in the market at 150 % in English: where the syllables of
# "Ap-pren-tice Al-che-mist" took more lines than the face holds, the word was cut where the
# most letters fitted. A word on a face is split at a syllable only (the regular weight,
# narrower, where the bold one needs more lines than there are)
def _face_widths(layout) -> set[int]:
    widths = [r.w for r in layout.pile_rects().values()] + [r.w for r in layout.market_rects().values()]
    return set(widths + [r.w for n in range(1, 13) for r in layout.hand_rects(n)])


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size,scale", SIZES)
def test_a_name_on_a_face_is_split_at_its_syllables_only(size, scale, lang):
    from client.text import _breaks

    with opened(match_in("ausonia", 2, 0, {}), lang=lang, size=size, scale=scale) as (app, table):
        blocks, real = [], table.text.block
        table.text.block = lambda s, lines, *a, **k: blocks.append(list(lines)) or real(s, lines, *a, **k)
        wrong = set()
        for w in sorted(_face_widths(table.layout)):
            rect = pygame.Rect(4, 4, w, round(w * 1.4))
            for n in range(len(cardinfo.card_set().cards)):
                name = cardinfo.name(app.ui, n)
                blocks.clear()
                table.drawer.face(pygame.Surface((w + 8, rect.h + 8)), n, rect, "hand", 0)
                lines = blocks[-1]  # the name, set over the face last
                assert lines and not any(x.endswith("…") for x in lines), (name, w, lines)  # whole
                for i, line in enumerate(lines[:-1]):
                    if not line.endswith("-"):
                        continue
                    head, tail = line.split()[-1][:-1], lines[i + 1].split()[0]
                    if head + tail in name.split() and len(head) not in _breaks(head + tail, lang):
                        wrong.add(f"{line} / {lines[i + 1]} ({w} px)")
        assert not wrong, sorted(wrong)
