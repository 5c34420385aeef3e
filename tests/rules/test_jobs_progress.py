"""rules.arena and rules.balance: --jobs defaults to the machine's cores; balance reports progress."""

import json
import os

import pytest

import rules.arena
import rules.balance
from rules.ai import arena as ai_arena
from rules.ai.balance import seat_balance


@pytest.fixture
def seven_cores(monkeypatch):
    monkeypatch.setattr(os, "cpu_count", lambda: 7)


def test_arena_jobs_default_to_the_cores(monkeypatch, seven_cores):
    seen = {}

    def fake_run(game, kinds, games, seed, options, jobs, progress, seconds, seconds_for=None):
        seen["jobs"] = jobs
        return {
            k: {
                "games": 0,
                "win_rate": 0,
                "win_rate_ci95": [0, 0],
                "mean_score": 0,
                "decision_ms_p50": 0,
                "decision_ms_p95": 0,
            }
            for k in kinds
        }

    monkeypatch.setattr(rules.arena, "run", fake_run)
    assert rules.arena.main(["imperio", "--seats", "greedy,random,random", "--games", "1", "--json"]) == 0
    assert seen["jobs"] == 7
    assert (
        rules.arena.main(["imperio", "--seats", "greedy,random,random", "--games", "1", "--json", "--jobs", "1"]) == 0
    )
    assert seen["jobs"] == 1


def test_balance_jobs_default_to_the_cores(monkeypatch, seven_cores):
    seen = []

    def fake_balance(game, n, games, seed, kind, options, jobs, progress):
        assert options == {}  # no --option: the game's defaults
        seen.append((n, jobs, progress))
        return {
            "game": game,
            "players": n,
            "games": games,
            "kind": kind,
            "seed": seed,
            "fair_share": 1 / n,
            "seats": [],
            "cards": {},
        }

    monkeypatch.setattr(rules.balance, "seat_balance", fake_balance)
    assert rules.balance.main(["virrey", "--players", "2", "3", "--json"]) == 0
    assert [(n, jobs) for n, jobs, _ in seen] == [(2, 7), (3, 7)] and seen[0][2] is None


def test_no_cpu_count_means_one_job(monkeypatch):
    monkeypatch.setattr(os, "cpu_count", lambda: None)
    assert ai_arena.default_jobs() == 1


def test_balance_progress_reports_every_game(capsys):
    assert rules.balance.main(["virrey", "--players", "2", "--games", "3", "--jobs", "1", "--progress", "--json"]) == 0
    out = capsys.readouterr()
    assert out.err.splitlines() == [f"balance: 2 seats, {g}/3 games" for g in (1, 2, 3)]
    assert json.loads(out.out)[0]["games"] == 3


def test_progress_does_not_change_the_figures():
    calls = []
    with_progress = seat_balance("virrey", 2, 3, seed=4, progress=lambda d, n: calls.append((d, n)))
    assert calls == [(1, 3), (2, 3), (3, 3)]
    assert with_progress == seat_balance("virrey", 2, 3, seed=4)
