"""``python -m rules.balance GAME [--players N ...] [--games 500] [--kind K] [--json] [--jobs J] [--progress]``.

Seat win rates (with 95% intervals) and mean scores when the same AI plays every
seat, for each seat count; and, where the game reports them, how often each card
was offered, taken and played. docs/balance.md records the figures. ``--jobs``
defaults to the machine's cores; ``--progress`` reports each game on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys

from rules.ai import LEVELS
from rules.ai.arena import default_jobs
from rules.ai.balance import seat_balance
from rules.core.errors import TableroError
from rules.core.game import get_game


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.balance", description=__doc__)
    parser.add_argument("game")
    parser.add_argument("--players", type=int, nargs="*", help="seat counts (default: all)")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--kind", default="greedy", choices=list(LEVELS))
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--jobs", type=int, default=default_jobs(),
                        help="worker processes (default: one per core; the figures do not depend on it)")
    parser.add_argument("--progress", action="store_true", help="report each game on stderr")
    args = parser.parse_args(argv)
    try:
        game = get_game(args.game)
        counts = args.players or list(range(game.min_players, game.max_players + 1))
        results = [seat_balance(args.game, n, args.games, args.seed, args.kind, jobs=max(1, args.jobs),
                                progress=_reporter(n) if args.progress else None) for n in counts]
    except TableroError as err:
        print(f"balance: {err}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(results, indent=1))
        return 0
    for r in results:
        print(f"{r['game']}, {r['players']} seats, {r['games']} games, all {r['kind']} "
              f"(fair share {r['fair_share']:.3f}):")
        for s in r["seats"]:
            lo, hi = s["win_rate_ci95"]
            print(f"  seat {s['seat'] + 1}: win rate {s['win_rate']:.3f} [{lo:.3f}, {hi:.3f}], "
                  f"mean score {s['mean_score']:.2f}")
        if r["cards"]:
            print("  cards (offered, taken, played), least taken first:")
            ranked = sorted(r["cards"].items(),
                            key=lambda kv: kv[1].get("taken", 0) / max(1, kv[1].get("offered", 1)))
            for card, c in ranked:
                print(f"    {card:24} {c.get('offered', 0):6} {c.get('taken', 0):6} {c.get('played', 0):6}")
    return 0


def _reporter(players: int):
    def report(done: int, games: int) -> None:
        print(f"balance: {players} seats, {done}/{games} games", file=sys.stderr, flush=True)

    return report


if __name__ == "__main__":
    sys.exit(main())
