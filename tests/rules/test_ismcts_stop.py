""" "Play now": a stop flag set while ISMCTS searches makes it return its best move so far."""

from __future__ import annotations

import random
import threading
import time

from rules.ai.ismcts import Budget, run_search
from rules.core.game import Config, get_game


def _first_decision():
    state = get_game("imperio").new_state(Config(players=3, seed=2))
    seat = state.to_act()[0]
    return state.view(seat), state.legal(seat)


def test_a_stop_set_during_the_search_returns_a_legal_move_early():
    view, legal = _first_decision()
    stop = threading.Event()
    threading.Timer(0.3, stop.set).start()
    start = time.perf_counter()
    result = run_search("imperio", view, legal, random.Random(1), Budget(10**7, 60.0), stop=stop)
    took = time.perf_counter() - start
    assert result.action in legal
    assert took < 5.0, f"the search ignored the stop flag ({took:.1f} s)"
    assert 0 < result.iterations < 10**7
    assert result.visits().get(result.action, 0) == max(result.visits().values())  # its best so far


def test_a_stop_already_set_runs_a_single_iteration():
    view, legal = _first_decision()
    stop = threading.Event()
    stop.set()
    result = run_search("imperio", view, legal, random.Random(1), Budget(500, 60.0), stop=stop)
    assert result.iterations == 1 and result.action in legal


def test_without_a_stop_the_budget_decides_as_before():
    view, legal = _first_decision()
    a = run_search("imperio", view, legal, random.Random(4), Budget(80, 60.0))
    b = run_search("imperio", view, legal, random.Random(4), Budget(80, 60.0), stop=threading.Event())
    assert a.iterations == b.iterations == 80 and a.action == b.action
