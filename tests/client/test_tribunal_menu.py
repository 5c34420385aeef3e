"""Grand Tribunal in the main menu: listed once, as playable, once its rules are flagged
playable (rules/core's COMING still names it until the lead removes it at the merge)."""

from __future__ import annotations

from client import games
from rules.core import COMING


def test_a_playable_game_is_not_also_listed_as_coming(monkeypatch):
    import rules

    rules.load_all_games()
    from rules.tribunal.game import GrandTribunal

    monkeypatch.setattr(GrandTribunal, "playable", True)
    monkeypatch.setitem(COMING, "tribunal", {"es": "Grand Tribunal", "en": "Grand Tribunal"})
    playable, coming = games.listing()
    assert "tribunal" in [g.id for g in playable]
    assert "tribunal" not in coming
