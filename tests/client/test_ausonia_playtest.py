"""Ausonia's table as a new player found it at the smallest window and at 150 %: what was
cut, covered or out of reach."""

from __future__ import annotations

import pytest
from label_fit import drawn
from table_helpers import opened
from test_text_floor import match_in

import client.ui
from client.ausonia import cardinfo

SIZES = [((1024, 640), "100"), ((1024, 640), "150"), ((1600, 900), "150")]


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
        client.ui.TEXT_LOG = log = []
        try:
            drawn(app)
        finally:
            client.ui.TEXT_LOG = None
        shown = {text for _, text, _ in log}
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
        client.ui.TEXT_LOG = log = []
        try:
            drawn(app)
        finally:
            client.ui.TEXT_LOG = None
        shown = {text for _, text, _ in log}
        cut = sorted(text for text in shown if text.endswith("…"))
        assert cut == [], cut
        rule = (app.ui.t("ausonia.table.last_round"), app.ui.t("ausonia.table.last_round_short"))
        assert shown & set(rule), rule
