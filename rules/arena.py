"""``python -m rules.arena GAME --seats A,B[,C...] --games N [--seed S] [--seconds T]
[--seconds-for KIND=T] [--json] [--jobs J] [--progress]``.

``--jobs`` defaults to the machine's cores; the figures do not depend on it.
Besides the app's levels, ``openspiel`` (OpenSpiel's ISMCTS), ``oracle`` (hard's search over
the true state: it sees every hidden card and the deck order, a reference for what hidden
information costs), ``LEVEL:N`` (a search level's model at exactly N iterations, e.g.
``normal:200``, ``oracle:500``, for the strength curves) and a game's scripted kinds
(``raider``: raids the richest camp it can beat whenever it can; ``founder``: builds
fountains with Levantar; ``rusher``: finishes its nearest Item first and votes as Praeco
for its own) can take a seat.
``--seconds T`` gives every searching seat exactly T seconds per decision (equal time);
``--seconds-for KIND=T`` gives one kind its own time (``--seconds 0.3 --seconds-for
openspiel=1.2``: OpenSpiel with four times hard's time)."""

from __future__ import annotations

import argparse
import json
import sys

from rules.ai import LEVELS, levels_for
from rules.ai.arena import (  # the arena-only kinds
    ARENA_KINDS,
    MAX_DECISIONS,
    SCRIPTED,
    default_jobs,
    is_arena_kind,
    parse_options,
    peer_seconds,
    run,
    scripted_for,
)
from rules.core.errors import TableroError
from rules.core.game import get_game


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.arena", description=__doc__)
    parser.add_argument("game")
    parser.add_argument(
        "--seats",
        required=True,
        help="AI kinds, comma separated: " + ", ".join([*LEVELS, *ARENA_KINDS]) + " (openspiel: OpenSpiel's ISMCTS, "
        "with the time per decision of the strongest search level at the table; "
        "oracle: hard's search over the true state; normal:N, hard:N, oracle:N: that search at exactly N iterations; "
        + "; ".join(f"{k}: {v}" for k, v in SCRIPTED.items())
        + ", where the game has one)",
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], help="NAME=true|false")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--jobs",
        type=int,
        default=default_jobs(),
        help="worker processes (default: one per core; the figures do not depend on it)",
    )
    parser.add_argument(
        "--seconds",
        type=float,
        default=None,
        help="equal time: every searching seat (normal, hard, LEVEL:N, openspiel) "
        "searches exactly this long per decision",
    )
    parser.add_argument(
        "--seconds-for",
        action="append",
        default=[],
        metavar="KIND=T",
        help="a kind's own time per decision, over --seconds (e.g. openspiel=1.2: four times hard's 0.3)",
    )
    parser.add_argument("--progress", action="store_true", help="report each game on stderr")
    args = parser.parse_args(argv)
    kinds = args.seats.split(",")
    if args.seconds is not None and not args.seconds > 0:
        print(f"arena: --seconds must be a positive number of seconds, not {args.seconds}", file=sys.stderr)
        return 2
    seconds_for: dict[str, float] = {}
    for pair in args.seconds_for:
        kind, _, value = pair.partition("=")
        try:
            seconds_for[kind] = float(value)
        except ValueError:
            seconds_for[kind] = 0.0
        if not seconds_for[kind] > 0 or kind not in kinds:
            print(
                f"arena: --seconds-for {pair}: give a kind at the table and a positive time (KIND=T)", file=sys.stderr
            )
            return 2
    unknown = [k for k in kinds if k not in LEVELS and not is_arena_kind(k)]
    if unknown:
        print(f"unknown AI kind(s): {', '.join(unknown)}; known: {', '.join([*LEVELS, *ARENA_KINDS])}", file=sys.stderr)
        return 2
    if "openspiel" in kinds:
        try:
            import rules.openspiel  # noqa: F401
        except ImportError as err:
            print(f"arena: the openspiel kind needs OpenSpiel: pip install -e '.[research]' ({err})", file=sys.stderr)
            return 2
    try:
        get_game(args.game)
    except TableroError as err:
        print(f"arena: {err}", file=sys.stderr)
        return 2
    offered = levels_for(args.game)
    if "normal" in offered:  # the openspiel kind needs the search hooks (determinize) too
        offered = [*offered, *(k for k in ARENA_KINDS if k not in SCRIPTED)]
    offered += [k for k in SCRIPTED if scripted_for(k, args.game) is not None]
    missing = [
        k for k in kinds if k not in offered and not (is_arena_kind(k) and k not in SCRIPTED and "normal" in offered)
    ]
    if missing:
        print(f"arena: {args.game} has no {', '.join(missing)} level; it offers {', '.join(offered)}", file=sys.stderr)
        return 2
    options = parse_options(args.option)
    try:
        result = run(
            args.game,
            kinds,
            args.games,
            args.seed,
            options,
            jobs=max(1, args.jobs),
            progress=_report if args.progress else None,
            seconds=args.seconds,
            seconds_for=seconds_for or None,
        )
    except TableroError as err:
        print(f"arena: {err}", file=sys.stderr)
        return 2
    openspiel = seconds_for.get("openspiel", args.seconds or peer_seconds(kinds, args.game))
    extra: dict = {"openspiel_seconds": openspiel} if "openspiel" in kinds else {}
    if args.seconds:
        extra["seconds"] = args.seconds
    if seconds_for:
        extra["seconds_for"] = seconds_for
    if args.json:
        print(
            json.dumps(
                {"game": args.game, "seats": kinds, "games": args.games, "seed": args.seed, **extra, "kinds": result},
                indent=1,
            )
        )
        return 0
    print(f"{args.game}: {args.games} games, seats {','.join(kinds)} (rotated), seed {args.seed}")
    if args.seconds:
        print(f"equal time: every searching seat searches {args.seconds:.2f} s per decision")
    for kind, t in seconds_for.items():
        print(f"{kind}: its own {t:.2f} s of search per decision")
    if "openspiel" in extra and not args.seconds and "openspiel" not in seconds_for:
        print(f"openspiel: {extra['openspiel_seconds']:.2f} s of search per decision")
    print(
        f"{'kind':11} {'games':>6} {'win rate':>9} {'95% interval':>16} {'mean score':>11} {'p50 ms':>8} {'p95 ms':>8}"
    )
    for kind, s in result.items():
        lo, hi = s["win_rate_ci95"]
        print(
            f"{kind:11} {s['games']:>6} {s['win_rate']:>9.3f}   [{lo:.3f}, {hi:.3f}] "
            f"{s['mean_score']:>11.2f} {s['decision_ms_p50']:>8.2f} {s['decision_ms_p95']:>8.2f}"
        )
    unfinished = max(s.get("unfinished", 0) for s in result.values())
    if unfinished:
        print(f"{unfinished} game(s) unfinished after {MAX_DECISIONS:,} decisions: won by no one")
    return 0


def _report(done: int, games: int) -> None:
    print(f"arena: {done}/{games} games", file=sys.stderr, flush=True)


if __name__ == "__main__":
    sys.exit(main())
