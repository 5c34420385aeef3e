"""The search's ``observe`` hook: the searcher's later decisions are information sets.

A toy game shows the flaw it mends. The seat takes 0.6 now ("safe"), or goes on ("go"):
a coin it cannot see yet is then turned up and it scores 1 by calling it. Going on is
worth 1, since the coin is shown before the call; a tree with one node for the call,
whatever the coin, can only find a fixed guess worth 0.5 and so prefers the 0.6.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

from rules.ai.ismcts import Budget, SearchHooks, run_search


class Coin:
    num_players = 1

    def __init__(self, coin: str):
        self.coin, self.phase, self.reward = coin, "choose", 0.0

    def to_act(self):
        return () if self.phase == "over" else (0,)

    def legal(self, seat):
        return ["go", "safe"] if self.phase == "choose" else ["heads", "tails"]

    def apply(self, seat, act):
        if self.phase == "choose" and act == "safe":
            self.phase, self.reward = "over", 0.6
        elif self.phase == "choose":
            self.phase = "call"
        else:
            self.phase, self.reward = "over", float(act == self.coin)


def _hooks(observe=None) -> SearchHooks:
    return SearchHooks(
        determinize=lambda view, rng: Coin(rng.choice(["heads", "tails"])),
        # the rollout calls the coin once it is face up, as a player would
        rollout=lambda state, seat, legal, rng: state.coin if state.phase == "call" else rng.choice(legal),
        evaluate=lambda state: [state.reward],
        observe=observe,
    )


def _decide(hooks, seed: int) -> str:
    view = SimpleNamespace(seat=0)
    return run_search("coin", view, ["go", "safe"], random.Random(seed), Budget(2000, 30.0), hooks).action


def test_without_observations_the_tree_fuses_the_call_for_every_coin():
    assert {_decide(_hooks(), seed) for seed in range(5)} == {"safe"}


def test_observing_the_coin_makes_the_call_one_node_per_coin():
    assert {_decide(_hooks(observe=lambda state, seat: state.coin), seed) for seed in range(5)} == {"go"}


def test_observation_nodes_hold_the_seats_later_decisions():
    result = run_search(
        "coin",
        SimpleNamespace(seat=0),
        ["go", "safe"],
        random.Random(1),
        Budget(400, 30.0),
        _hooks(observe=lambda state, seat: state.coin),
    )
    go = result.root.children[(0, "go")]
    assert set(go.children) == {("seen", "heads"), ("seen", "tails")}
    for side in ("heads", "tails"):
        calls = go.children[("seen", side)].children
        best = max(calls.values(), key=lambda n: n.visits)
        assert best.action == side
