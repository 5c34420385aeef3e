"""Grand Tribunal's counts read right for one and for many, in both languages: "1 voto,
1 punto", never "1 votos" or "1 puntos" (the points sheet, the log, the results, the tiles,
the prompts). A line with two counts takes them already counted (``tribunal.count.*``)."""

from __future__ import annotations

import re

import pytest
from tribunal_table_helpers import match_after, sheet_texts

from client import games
from client.tribunal import data
from client.tribunal.log import format_event
from client.tribunal.summary import paragraphs
from client.ui import UI, Settings

# one of something written as many
WRONG_ONE = re.compile(
    r"(?<![\d.,])1 (votos|puntos|huecos|Ítems premiados|votes|points|slots|awarded Items)\b"
    r"|(?<![\d.,])1 vis vuelven|te quedan 1\)"
)
RIGHT_ONE = re.compile(r"(?<![\d.,])1 (voto|punto|vote|point)\b")


@pytest.fixture(autouse=True)
def listed(monkeypatch):
    monkeypatch.setitem(games.TABLES, "tribunal", "client.tribunal")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_points_sheet_says_one_vote_and_one_point(lang):
    """The sheet, opened with its button by a click, after two Tribunals in which Items
    scored with one vote and one point."""
    match = match_after(420, seed=1)  # seed 1: a one-vote and a one-point line by then
    sheet = match.state.view(0).sheet
    assert any(ln.votes == 1 for ln in sheet) and any(ln.points == 1 for ln in sheet)
    log = sheet_texts(match, lang, (1600, 900))
    texts = {text for _, text, _ in log}
    assert [t for t in texts if WRONG_ONE.search(t)] == []
    assert [t for t in texts if RIGHT_ONE.search(t)], "no count of one on the sheet: the test shows nothing"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_log_the_results_and_the_tiles_say_one_right(lang):
    match = match_after(10_000, players=3, seed=5)
    assert match.is_over()
    ui = UI(Settings(lang=lang))
    names = [s.name for s in match.seats]
    lines = [format_event(ui, e, names) or "" for e in match.state.events]
    view = match.state.view(None)
    lines += [p for s in range(3) for p, _ in paragraphs(ui, view, s)]
    lines += [data.summary(ui, c) for c in data.cards().items]
    lines.append(ui.t("tribunal.prompt.draw", n=1))
    lines.append(ui.t("tribunal.log.activate", name="Ana", card="Orbe", n=1))
    assert [t for t in lines if WRONG_ONE.search(t)] == []
    assert [t for t in lines if RIGHT_ONE.search(t)], "no count of one: the test shows nothing"
