"""tools/krysis_checks.py: the exact checks of the relic and agent data that
docs/balance.md quotes."""

import importlib.util
from pathlib import Path

from rules.krysis.goods import Goods

_PATH = Path(__file__).resolve().parents[3] / "tools" / "krysis_checks.py"
_spec = importlib.util.spec_from_file_location("krysis_checks", _PATH)
checks = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(checks)


def test_best_load_sells_or_carries_home_whichever_makes_more():
    # spaces red 1, white 1; camp 1 red, 2 whites: red + 1 white: home 4, sold 4
    assert checks.best_load(Goods(1, 0, 1), (1, 0, 2), 0) == 4
    # 3 whites on a red space sell for 6
    assert checks.best_load(Goods(1, 0, 0), (0, 0, 3), 0) == 6
    # a relic rides on the blue space: sold with the blue's room taken
    assert checks.best_load(Goods(0, 1, 0), (0, 0, 0), 1) == 2
    # one blue space, 2 blues and a relic in the camp: one of them, 2 points
    assert checks.best_load(Goods(0, 1, 0), (0, 2, 0), 1) == 2


def test_the_checks_count_turns_and_picks():
    out, speeds = checks.run(1)
    assert out["transport pays"] <= out["transport turns"]
    assert out["weapon opens a raid"] <= out["weapon turns"]
    assert all(min(v) >= 0 for v in speeds.values())
