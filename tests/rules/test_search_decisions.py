"""The search's decisions stay the same when it is made faster (issue 37).

At a fixed seed and a fixed number of iterations (no time cap), ISMCTS must choose the
same moves, with the same visit counts at the root, at decisions spread over seeded games
of Grand Tribunal (3 and 4 seats, normal and hard) and Ausonia (2 and 3 seats, normal and
hard), and at one game of each other game with search (they share the search loop),
played on by a seeded player (random, or greedy at most of Ausonia's moves). The expected
moves were recorded from the code before the speed-ups, in
``tests/fixtures/search_decisions.json``; a faster clone, legal list or rollout that
changed a rule or the order of the random draws would change them.
``python tests/rules/test_search_decisions.py --record`` writes the fixture anew (only
when a change of the decisions is meant).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from rules.ai import choose
from rules.ai.ismcts import Budget, hooks_for, run_search
from rules.core.game import Config, get_game

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "search_decisions.json"
DECISIONS = 10
# how often the player that plays the games on moves as greedy rather than at random (a
# random Ausonia player spends its games discarding: the purchases come with greedy)
GREEDY = {"tribunal": 0.0, "ausonia": 0.8, "imperio": 0.0, "krysis": 0.0, "virrey": 0.0}
# (game, seats, seed of the game, level, iterations a decision)
CASES = (
    ("tribunal", 3, 11, "normal", 60),
    ("tribunal", 4, 12, "normal", 50),
    ("tribunal", 3, 13, "hard", 30),
    ("ausonia", 2, 21, "normal", 60),
    ("ausonia", 3, 22, "normal", 40),
    ("ausonia", 2, 23, "hard", 30),
    # the other games share the search loop (rules/ai/ismcts.py): one case each
    ("imperio", 3, 31, "normal", 30),
    ("krysis", 2, 32, "normal", 30),
    ("virrey", 2, 33, "normal", 30),
)


def _case_id(case) -> str:
    game, seats, seed, level, _ = case
    return f"{game}-{seats}-{seed}-{level}"


def decisions(game_id: str, seats: int, seed: int, level: str, iterations: int) -> list[dict]:
    """The search's choice at ``DECISIONS`` decisions (that it searches) spread over one
    game played on by a seeded player: the move and the root's visits per move."""
    hooks = hooks_for(game_id, level)
    prune = hooks.candidates or (lambda legal: legal)
    state = get_game(game_id).new_state(Config(players=seats, seed=seed))
    play = random.Random(seed)
    points = []
    while not state.is_over():
        seat = state.to_act()[0]
        legal = state.legal(seat)
        if len(legal) > 1 and len(prune(legal)) > 1:  # a decision the search searches
            points.append((state.view(seat), legal))
        if play.random() < GREEDY[game_id]:
            state.apply(seat, choose("greedy", game_id, state.view(seat), legal, play))
        else:
            state.apply(seat, legal[int(play.random() * len(legal))])
    step = max(1, len(points) // DECISIONS)
    out = []
    for k, (view, legal) in enumerate(points[::step][:DECISIONS]):
        res = run_search(game_id, view, legal, random.Random(100 + k), Budget(iterations, 600.0), hooks)
        visits = sorted((repr(a), v) for a, v in res.visits().items())
        out.append({"seat": view.seat, "action": repr(res.action), "iterations": res.iterations, "visits": visits})
    return out


def _expected() -> dict:
    return json.loads(FIXTURE.read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", CASES, ids=_case_id)
def test_the_search_chooses_as_before_at_a_fixed_seed_and_iteration_count(case):
    expected = _expected()[_case_id(case)]
    got = json.loads(json.dumps(decisions(*case)))  # tuples as lists, as in the fixture
    assert len(got) == len(expected) == DECISIONS
    for k, (g, e) in enumerate(zip(got, expected)):
        assert g == e, f"decision {k} of {_case_id(case)}"


def record() -> None:
    data = {_case_id(case): decisions(*case) for case in CASES}
    FIXTURE.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__" and "--record" in sys.argv:
    import rules

    rules.load_all_games()
    record()
