"""El Viejo Imperio's simulation policies played as players (docs/balance.md, "Strength curves").

``python tools/imperio_policies.py A,B,C [--games N]`` plays N three-seat games, seats
rotated, game ``g`` seeded ``g``. Besides the arena's kinds (``greedy``, ``random``...):

- ``rollout``: ``rules.imperio.ai.rollout_policy``, normal's simulation policy;
- ``fast``: ``rules.imperio.ai.greedy_rollout``, hard's simulation policy;
- ``greedy-no-elector``: the greedy player, never declaring an Elector.

A policy reads only what its seat may know (the tests check it), so it is played on the
real state. The win rates show how good a model of play each policy is: the search's
strength rests on it, whatever its iterations.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.ai import choose  # noqa: E402
from rules.ai.arena import wilson  # noqa: E402
from rules.core.game import Config, get_game  # noqa: E402
from rules.imperio import ai  # noqa: E402
from rules.imperio.actions import Play  # noqa: E402


def pick(kind: str, state, seat: int, rng: random.Random):
    legal = state.legal(seat)
    if kind == "rollout":
        return ai.rollout_policy(state, seat, legal, rng)
    if kind == "fast":
        return ai.greedy_rollout(state, seat, legal, rng)
    if kind == "greedy-no-elector":
        return choose("greedy", "imperio", state.view(seat), [a for a in legal if type(a) is Play] or legal, rng)
    return choose(kind, "imperio", state.view(seat), legal, rng)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("seats", help="three kinds, comma separated")
    parser.add_argument("--games", type=int, default=600)
    args = parser.parse_args(argv)
    kinds = args.seats.split(",")
    n = len(kinds)
    wins = dict.fromkeys(kinds, 0.0)
    played = dict.fromkeys(kinds, 0)
    for g in range(args.games):
        seating = kinds[g % n :] + kinds[: g % n]
        state = get_game("imperio").new_state(Config(players=n, seed=g))
        rngs = [random.Random(g * 10 + s) for s in range(n)]
        while not state.is_over():
            for seat in state.to_act():
                state.apply(seat, pick(seating[seat], state, seat, rngs[seat]))
        winners = state.winners()
        for seat, kind in enumerate(seating):
            played[kind] += 1
            wins[kind] += 1 / len(winners) if seat in winners else 0.0
    for kind in wins:
        lo, hi = wilson(wins[kind], played[kind])
        print(f"{kind:18} {played[kind]:5} games  win rate {wins[kind] / played[kind]:.3f} [{lo:.3f}, {hi:.3f}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
