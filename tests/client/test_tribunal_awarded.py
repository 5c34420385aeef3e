"""An Item awarded at an earlier Tribunal scores again as an honourable mention but takes no
votes (ruling T-1). The Tribunal's scene, the points sheet, the results and the Item's zoom
say that it was awarded, and when, rather than show a mention that drew no votes."""

from __future__ import annotations

import pygame
import pytest
from label_fit import resize
from tribunal_table_helpers import match_after, opened, sheet_texts

import client.ui
from client import games
from client.testing import click, frames, key, make_app, run_until
from client.tribunal import data
from client.tribunal.summary import paragraphs
from client.ui import UI, Settings

PHRASE = {"es": "premiado en el Tribunal 1", "en": "awarded at Tribunal 1"}
EARLIER = {"es": "premiado antes, como mención", "en": "awarded earlier, as a mention"}
MENTION = {"es": "premiado en el Tribunal 1 · mención", "en": "awarded at Tribunal 1 · mention"}


@pytest.fixture(autouse=True)
def listed(monkeypatch):
    monkeypatch.setitem(games.TABLES, "tribunal", "client.tribunal")


def awarded_again(view):
    """The sheet's lines of Items that won a place at an earlier Tribunal."""
    return [
        ln
        for ln in view.sheet
        if not ln.place and any(o.item == ln.item and o.place and o.tribunal < ln.tribunal for o in view.sheet)
    ]


def texts(log) -> str:
    return " ".join(text for _, text, _ in log)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_points_sheet_says_the_item_was_awarded(lang):
    match = match_after(407)  # after the second Tribunal (seat 1 to act): Items of the first scored again
    again = awarded_again(match.state.view(0))
    assert again
    log = sheet_texts(match, lang, size=(1600, 900))  # every line of the sheet shows
    shown = texts(log)
    ui = UI(Settings(lang=lang))
    for ln in again:
        name = data.name(ui, ln.item)
        assert f"{name}, {MENTION[lang]}" in shown, (name, shown)
        assert f"{name}, {ui.t('tribunal.court.mention')}" not in shown


def test_the_tribunals_scene_says_it_and_shows_no_votes():
    """The second Tribunal's scene, opened by the game itself (AI seats), its count finished
    with the space bar: the Items awarded at the first show "—" for their votes and say so."""
    match = match_after(310, human=False)  # the second Tribunal is held at move 326
    assert match.state.view(None).tribunal == 2
    app = make_app(lang="es", anim_speed=1.0)
    try:
        resize(app, (1024, 640))
        scene = app.start_match(match)
        table = scene.table
        assert run_until(app, lambda: table.zoom is not None and table.zoom[:2] == ("court", 2), 60 * 300)
        for _ in range(3):  # the first press lands what still flies, the next finishes the count
            if table.court_running():
                key(app, pygame.K_SPACE)
        client.ui.TEXT_LOG = log = []
        frames(app)
        assert table.zoom is not None and table.zoom[0] == "court" and not table.court_running()
        again = awarded_again(table.view)
    finally:
        client.ui.TEXT_LOG = None
        pygame.event.clear()
        app.close()
    assert again
    shown = [text for _, text, _ in log]
    assert sum(PHRASE["es"] in text for text in shown) == len(again), shown
    assert shown.count("—") >= len(again)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_results_and_the_zoom_say_it(lang):
    match = match_after(420, seed=2)  # seed 2: one Item awarded at the first Tribunal scores again at the second
    view = match.state.view(0)
    ui = UI(Settings(lang=lang))
    seat = awarded_again(view)[0].seat
    summary = " ".join(p for p, _ in paragraphs(ui, view, seat))
    assert EARLIER[lang] in summary, summary
    # the zoom of an awarded Item, opened with a right click on its tile
    with opened(match, lang, (1600, 900)) as (app, table):
        card, rect = next((c.id, r) for c, r in table.opp_entries(seat) if c.award)
        client.ui.TEXT_LOG = log = []
        try:
            click(app, rect.center, button=3)
        finally:
            client.ui.TEXT_LOG = None
        assert table.zoom == ("card", card)
    assert PHRASE[lang][0].upper() + PHRASE[lang][1:] in texts(log)
