"""No text a player needs is drawn below a legible size, on any table, at the smallest window
and at the UI scales (issue 23: about 11 px at 100 %, scaled with the UI scale).

Every text is rendered through the fonts ``UI.font`` makes (client.ui.Font); while
``client.ui.TEXT_LOG`` is a list each render is noted there at the pixel size it shows (a
card painted at a native width and smoothscaled notes its text times that factor)."""

import pytest

import client.ui
from client.testing import confirm_pass, frames, make_app
from label_fit import drawn, resize
from rules.core import Config, Match, Seat
from table_helpers import ai_move

FLOOR = 11  # px at 100 %
SIZES = [((1024, 640), "100"), ((1024, 640), "150"), ((1600, 900), "100"), ((1600, 900), "150")]
# busy states: mid-game with hands, the most seats, the Krysis advanced set-aside screen
TABLES = [("imperio", 3, 7, {}), ("imperio", 5, 13, {}), ("virrey", 1, 12, {}), ("virrey", 4, 25, {}),
          ("krysis", 2, 30, {}), ("krysis", 4, 90, {}), ("krysis", 3, 0, {"advanced": True})]


def match_in(game, players, moves, options, seed=3):
    import random

    seats = [Seat("Jugadora 1", "human")] + [Seat(f"Máquina {i}", "greedy") for i in range(1, players)]
    match = Match.new(game, Config(players, seed, options), seats)
    rng = random.Random(seed)
    while moves > 0 and not match.is_over():
        ai_move(match, match.state.to_act()[0], rng)
        moves -= 1
    return match


def table_texts(game, players, moves, options, size, scale, lang="es"):
    """Open the table of that match at ``size`` and ``scale``; the (px, text) of every text
    drawn from the table's first frame on, the app (closed) and the floor at its scale."""
    app = make_app(lang=lang)
    try:
        app.settings.ui_scale = scale
        resize(app, size)
        client.ui.TEXT_LOG = log = []
        app.start_match(match_in(game, players, moves, options))
        frames(app, 3)
        confirm_pass(app)
        frames(app, 2)
        drawn(app)
        hand = [(c, app.top.table.hand_card_rect(c)) for c in app.top.table.hand()]
        return log, round(FLOOR * app.ui.scale), hand, app
    finally:
        client.ui.TEXT_LOG = None
        app.close()


@pytest.mark.parametrize("size,scale", SIZES)
@pytest.mark.parametrize("game,players,moves,options", TABLES)
def test_no_text_below_the_floor(game, players, moves, options, size, scale):
    log, floor, _, _ = table_texts(game, players, moves, options, size, scale)
    assert log, "nothing noted: the hook missed the table's text"
    small = sorted({(round(px, 1), text) for px, text in log if px < floor - 0.5})
    assert small == [], f"{len(small)} texts below {floor} px: {small[:25]}"
