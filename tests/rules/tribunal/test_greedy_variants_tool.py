"""tools/tribunal_greedy_variants.py, whose figures docs/balance.md quotes: its worth
rewritten with the shipped numbers plays exactly the shipped greedy, a rush changes the
games, and each run puts the shipped greedy, worth and rusher back when it is done."""

import importlib.util
import json
from pathlib import Path

import rules.ai as levels
import rules.ai.arena as arena
import rules.tribunal.ai as T

TOOL = Path(__file__).resolve().parents[3] / "tools" / "tribunal_greedy_variants.py"


def run(capsys, variant: str) -> dict:
    spec = importlib.util.spec_from_file_location("tribunal_greedy_variants", TOOL)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    greedy, worth, rusher = T.greedy, T.worth, arena.scripted_for("rusher", "tribunal")
    assert tool.main([variant, "--games", "6", "--seed", "3", "--json"]) == 0
    assert (levels._GREEDY["tribunal"], T.greedy, T.worth) == (greedy, greedy, worth)
    assert arena.scripted_for("rusher", "tribunal") is rusher
    out = json.loads(capsys.readouterr().out)
    return {k: (v["win_rate"], v["mean_score"], v["seat_win_rate"]) for k, v in out["kinds"].items()}


def test_the_shipped_numbers_play_the_shipped_greedy_and_a_rush_changes_its_games(capsys):
    shipped = run(capsys, "shipped")
    assert run(capsys, f"progress:1:{T.PROGRESS}") == shipped
    assert run(capsys, "rush:always") != shipped
