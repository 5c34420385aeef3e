"""Balance reports (DESIGN.md, "Balance"): seat win rates, mean scores, per-card use."""

from __future__ import annotations

import json

import pytest

from rules.ai.balance import seat_balance
from rules.balance import main


def test_seat_shares_add_up_to_the_games_played():
    r = seat_balance("imperio", 3, 6, seed=2)
    assert r["fair_share"] == pytest.approx(1 / 3) and len(r["seats"]) == 3
    # every game has winners; a shared victory is split, so the shares sum to 1 per game
    assert sum(s["win_rate"] for s in r["seats"]) == pytest.approx(1.0)
    for s in r["seats"]:
        lo, hi = s["win_rate_ci95"]
        assert lo <= s["win_rate"] <= hi and s["mean_score"] >= 0


def test_virrey_reports_how_each_card_is_offered_taken_and_played():
    r = seat_balance("virrey", 2, 3, seed=1)
    cards = r["cards"]
    assert len(cards) > 30
    for card, c in cards.items():
        # a card is offered at most once a game, and a taken card was offered
        assert c.get("taken", 0) <= c.get("offered", 0) <= 3, card
        assert c.get("played", 0) <= c.get("taken", 0), card
    assert sum(c.get("played", 0) for c in cards.values()) > 0


def test_worker_processes_give_the_same_report():
    assert seat_balance("virrey", 2, 3, seed=4) == seat_balance("virrey", 2, 3, seed=4, jobs=2)


def test_cli(capsys):
    assert main(["imperio", "--players", "3", "--games", "2", "--json"]) == 0
    (report,) = json.loads(capsys.readouterr().out)
    assert report["players"] == 3 and report["games"] == 2 and report["kind"] == "greedy"
    assert main(["chess"]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err
