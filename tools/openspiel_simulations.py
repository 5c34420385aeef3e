"""How many simulations OpenSpiel's ISMCTS completes per decision (docs/balance.md).

``python tools/openspiel_simulations.py GAME PLAYERS SECONDS [--decisions N]`` plays one
seeded game with seat 0 as the arena's ``openspiel`` kind (``SECONDS`` per decision) and
the other seats greedy, and prints the simulations of seat 0's first N decisions that had
a choice. Needs the ``research`` extra.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.ai import choose  # noqa: E402
from rules.core.game import Config, get_game  # noqa: E402
from rules.openspiel.bot import OpenSpielPlayer  # noqa: E402


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game")
    parser.add_argument("players", type=int)
    parser.add_argument("seconds", type=float)
    parser.add_argument("--decisions", type=int, default=8)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(argv)
    state = get_game(args.game).new_state(Config(players=args.players, seed=args.seed))
    player = OpenSpielPlayer(args.game, args.players, {}, seconds=args.seconds, seed=1)
    rng = random.Random(1)
    sims: list[int] = []
    while not state.is_over() and len(sims) < args.decisions:
        for seat in state.to_act():
            legal = state.legal(seat)
            if seat == 0 and len(legal) > 1:
                act = player.choose(state.view(seat), legal, rng)
                sims.append(player.bot.simulations)
            else:
                act = choose("greedy", args.game, state.view(seat), legal, rng)
            state.apply(seat, act)
    print(f"{args.game}, {args.seconds} s per decision: simulations {sims}, median {statistics.median(sims)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
