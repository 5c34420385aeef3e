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


def test_cli_options_and_group_tables(capsys):
    assert main(["krysis", "--players", "2", "--games", "2", "--jobs", "1", "--option", "speed=true"]) == 0
    out = capsys.readouterr().out
    assert "krysis, 2 seats, 2 games, all greedy, options speed (fair share 0.500):" in out
    # a table per group, its columns named, shares of the first column
    assert "  chamber (offered, taken, second; % of offered):" in out
    assert "  mission (dealt, done, won; % of dealt):" in out
    lines = out.splitlines()
    row = next(line for line in lines if line.strip().startswith("L1.1 "))
    assert "%" in row
    assert not any(line.strip().startswith("L4.") for line in lines)  # Speed Krysis: 3 levels
    assert main(["krysis", "--games", "1", "--option", "turbo=true"]) == 2
    assert "unknown option(s) for krysis: turbo" in capsys.readouterr().err


def test_print_cards_keeps_the_plain_table_for_ungrouped_cards(capsys):
    from rules.balance import print_cards

    print_cards({"a": {"offered": 2, "taken": 1, "played": 1}, "b": {"offered": 2}}, {})
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "  cards (offered, taken, played), least taken first:"
    assert out[1].split() == ["b", "2", "0", "0"] and out[2].split() == ["a", "2", "1", "1"]


def test_options_parse_as_in_the_arena():
    from rules.ai.arena import parse_options

    assert parse_options(["advanced=true", "tactical=no", "speed=1"]) == {
        "advanced": True,
        "tactical": False,
        "speed": True,
    }
