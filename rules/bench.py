"""``python -m rules.bench [GAME] [--json]``: rules throughput.

Random playouts per second, applied actions per second (legal() and the random
choice included), and how much faster the hand-written clone() is than
copy.deepcopy on a mid-game state, measured in the same run; for a game with the
search levels, ISMCTS iterations per second over decisions of a game played by greedy.

Rates are per core: they divide by this process's CPU time, so other work on a
shared machine does not count against the rules (the wall-clock rate is in the
JSON too).
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import statistics
import sys
import time
from typing import Any

from rules.core.game import Config, all_games, get_game


def playouts(game, players: int, seconds: float, seed: int = 0) -> tuple[int, int, float, float]:
    """Random playouts for about ``seconds``; (games, actions, CPU seconds, wall seconds)."""
    rng = random.Random(seed)
    games = actions = 0
    start, cpu = time.perf_counter(), time.process_time()
    pick = rng.random  # a uniform pick by index: cheaper than rng.choice, same distribution
    while time.perf_counter() - start < seconds:
        state = game.new_state(Config(players=players, seed=rng.getrandbits(32)))
        while not state.is_over():
            acting = state.to_act()
            seat = acting[0] if len(acting) == 1 else acting[int(pick() * len(acting))]
            legal = state.legal(seat)
            state.apply(seat, legal[int(pick() * len(legal))])
            actions += 1
        games += 1
    return games, actions, time.process_time() - cpu, time.perf_counter() - start


def mid_game(game, players: int, seed: int = 1):
    rng = random.Random(seed)
    state = game.new_state(Config(players=players, seed=seed))
    for _ in range(players * 5):
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal(seat)))
    return state


def clone_ratio(state, repeat: int = 5) -> tuple[float, float, float]:
    """(clone µs, deepcopy µs, ratio) as medians of ``repeat`` timed batches."""

    def batch(fn, n):
        start = time.perf_counter()
        for _ in range(n):
            fn(state)
        return (time.perf_counter() - start) / n

    clone = statistics.median(batch(lambda s: s.clone(), 2000) for _ in range(repeat))
    deep = statistics.median(batch(copy.deepcopy, 100) for _ in range(repeat))
    return clone * 1e6, deep * 1e6, deep / clone


def search_rate(game_id: str, players: int, decisions: int = 12, seed: int = 3) -> dict:
    """ISMCTS iterations per CPU second at the ``normal`` budget, over ``decisions``
    decisions (with a choice) spread over one game that greedy plays."""
    from rules.ai import budget_for, choose
    from rules.ai.ismcts import Budget, run_search

    state = get_game(game_id).new_state(Config(players=players, seed=seed))
    rng = random.Random(seed)
    points = []
    while not state.is_over():
        for seat in state.to_act():
            legal = state.legal(seat)
            if len(legal) > 1:
                points.append((state.view(seat), legal))
            state.apply(seat, choose("greedy", game_id, state.view(seat), legal, rng))
    step = max(1, len(points) // decisions)
    iterations = budget_for("normal", game_id).for_seats(players)
    done, cpu = 0, time.process_time()
    for view, legal in points[::step][:decisions]:
        done += run_search(game_id, view, legal, random.Random(1), Budget(iterations, 60.0)).iterations
    cpu = time.process_time() - cpu
    return {
        "players": players,
        "iterations_per_s": done / cpu,
        "iterations": done,
        "normal_iterations": iterations,
        "hard_iterations": budget_for("hard", game_id).for_seats(players),
    }


def bench_game(game_id: str, seconds: float) -> dict:
    game = get_game(game_id)
    game.new_state(Config(players=game.min_players))  # load the card data before timing
    out: dict[str, Any] = {"game": game_id, "players": {}}
    for players in range(game.min_players, game.max_players + 1):
        g, a, cpu, wall = playouts(game, players, seconds)
        out["players"][players] = {"playouts_per_s": g / cpu, "actions_per_s": a / cpu, "actions_per_wall_s": a / wall}
    c, d, ratio = clone_ratio(mid_game(game, game.max_players))
    out.update(
        clone_us=c,
        deepcopy_us=d,
        clone_vs_deepcopy=ratio,
        min_actions_per_s=min(p["actions_per_s"] for p in out["players"].values()),
    )
    from rules.ai.ismcts import has_search

    if has_search(game_id):
        out["search"] = search_rate(game_id, max(2, game.min_players))
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.bench", description=__doc__)
    parser.add_argument("game", nargs="?")
    parser.add_argument("--seconds", type=float, default=2.0, help="per seat count")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    ids = [args.game] if args.game else [g.id for g in all_games()]
    results = [bench_game(gid, args.seconds) for gid in ids]
    if args.json:
        print(json.dumps(results, indent=1))
        return 0
    for r in results:
        print(
            f"{r['game']}: clone {r['clone_us']:.1f} µs, deepcopy {r['deepcopy_us']:.1f} µs, "
            f"clone {r['clone_vs_deepcopy']:.0f}x faster (target >= 20x)"
        )
        for players, p in r["players"].items():
            print(
                f"  {players} players: {p['playouts_per_s']:8.1f} playouts/s, "
                f"{p['actions_per_s']:9.0f} actions/s per core (target >= 50,000; "
                f"{p['actions_per_wall_s']:.0f} by the wall clock)"
            )
        if "search" in r:
            sr = r["search"]
            print(
                f"  search ({sr['players']} players): {sr['iterations_per_s']:.0f} ISMCTS "
                f"iterations/s per core; normal {sr['normal_iterations']}, "
                f"hard {sr['hard_iterations']} iterations a decision"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
