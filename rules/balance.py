"""``python -m rules.balance GAME [--players N ...] [--games 500] [--kind K] [--option NAME=true ...]
[--json] [--jobs J] [--progress]``.

Seat win rates (with 95% intervals) and mean scores when the same AI plays every
seat, for each seat count; and, where the game reports them, how often each card
was offered, taken and played (a game that counts several kinds of thing, such as
Krysis's chambers, relics, agents and missions, gets a table for each, every column
also as a share of the first). docs/balance.md records the figures. ``--option``
sets a game option (a variant) as in ``rules.arena``; ``--jobs`` defaults to the
machine's cores; ``--progress`` reports each game on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys

from rules.ai import LEVELS
from rules.ai.arena import default_jobs, parse_options
from rules.ai.balance import seat_balance
from rules.core.errors import TableroError
from rules.core.game import Config, get_game


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.balance", description=__doc__)
    parser.add_argument("game")
    parser.add_argument("--players", type=int, nargs="*", help="seat counts (default: all)")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--kind", default="greedy", choices=list(LEVELS))
    parser.add_argument("--option", action="append", default=[], help="NAME=true|false")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--jobs",
        type=int,
        default=default_jobs(),
        help="worker processes (default: one per core; the figures do not depend on it)",
    )
    parser.add_argument("--progress", action="store_true", help="report each game on stderr")
    args = parser.parse_args(argv)
    try:
        game = get_game(args.game)
        counts = args.players or list(range(game.min_players, game.max_players + 1))
        options = parse_options(args.option)
        game.check_config(Config(players=counts[0], options=options))  # names a bad option at once
        results = [
            seat_balance(
                args.game,
                n,
                args.games,
                args.seed,
                args.kind,
                options=options,
                jobs=max(1, args.jobs),
                progress=_reporter(n) if args.progress else None,
            )
            for n in counts
        ]
    except TableroError as err:
        print(f"balance: {err}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(results, indent=1))
        return 0
    print_results(results)
    return 0


def print_results(results: list[dict]) -> None:
    """The report in words (also for the JSON of an earlier ``--json`` run)."""
    for r in results:
        opts = ", ".join(k for k, v in sorted(r.get("options", {}).items()) if v)
        print(
            f"{r['game']}, {r['players']} seats, {r['games']} games, all {r['kind']}"
            f"{f', options {opts}' if opts else ''} (fair share {r['fair_share']:.3f}):"
        )
        for s in r["seats"]:
            lo, hi = s["win_rate_ci95"]
            print(
                f"  seat {s['seat'] + 1}: win rate {s['win_rate']:.3f} [{lo:.3f}, {hi:.3f}], "
                f"mean score {s['mean_score']:.2f}"
            )
        print_cards(r["cards"], r.get("card_columns") or {})


def print_cards(cards: dict, columns: dict) -> None:
    """The per-card counts: cards without a ``group:`` prefix as (offered, taken, played),
    least taken first; each group registered with its columns as its own table, in name
    order, every column after the first also as a percentage of the first."""
    plain = {c: v for c, v in cards.items() if ":" not in c}
    if plain:
        print("  cards (offered, taken, played), least taken first:")
        ranked = sorted(plain.items(), key=lambda kv: kv[1].get("taken", 0) / max(1, kv[1].get("offered", 1)))
        for card, c in ranked:
            print(f"    {card:24} {c.get('offered', 0):6} {c.get('taken', 0):6} {c.get('played', 0):6}")
    groups: dict[str, dict] = {}
    for card, c in cards.items():
        if ":" in card:
            group, name = card.split(":", 1)
            groups.setdefault(group, {})[name] = c
    for group, members in groups.items():
        cols = list(columns.get(group) or sorted({k for c in members.values() for k in c}))
        width = max(24, *(len(n) + 1 for n in members))
        print(f"  {group} ({', '.join(cols)}; % of {cols[0]}):")
        print(f"    {'':{width}}" + "".join(f"{col:>16}" for col in cols))
        for name in sorted(members):
            c = members[name]
            first = c.get(cols[0], 0)
            cells = [f"{first:16}"]
            for col in cols[1:]:
                n = c.get(col, 0)
                cells.append(f"{n:9} ({100 * n / first:3.0f}%)" if first else f"{n:16}")
            print(f"    {name:{width}}" + "".join(cells))


def _reporter(players: int):
    def report(done: int, games: int) -> None:
        print(f"balance: {players} seats, {done}/{games} games", file=sys.stderr, flush=True)

    return report


if __name__ == "__main__":
    sys.exit(main())
