"""No text a player needs is drawn below a legible size on the Grand Tribunal table: at the
smallest window (1024x640) and the largest UI scale, with five players mid-game (full
Sanctums) and three (issue 23: about 11 px at 100 %, scaled with the UI scale)."""

import pytest
from test_text_floor import SIZES, table_texts

from client import games

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
