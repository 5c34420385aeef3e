"""How long the post-game review takes on a long Krysis game (issue 22: at most a minute on
two cores).

``python tools/review_time.py [HUMANS]`` plays a seeded four-seat Krysis game (advanced and
tactical play, random moves: 289 steps) with the first HUMANS seats (default 4) human, then
runs the review the results screen runs (:class:`client.advice.ReviewJob`, two worker
processes) and prints its wall time, the decisions valued and the costliest differences.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> None:
    import rules
    from client.advice import ReviewJob
    from rules.ai.advice import decisions_of
    from rules.core import Config, Match, Seat

    rules.load_all_games()
    humans = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    seats = [Seat(f"P{i}", "human" if i < humans else "random") for i in range(4)]
    match = Match.new("krysis", Config(4, seed=7, options={"advanced": True, "tactical": True}), seats)
    rng = random.Random(7)
    while not match.is_over():
        seat = match.state.to_act()[0]
        match.apply(seat, rng.choice(match.state.legal(seat)))
    steps = [(s.seat, s.action) for s in match.steps]
    n = len(decisions_of(lambda: match.game.new_state(match.config), steps, match.human_seats))
    print(f"steps {len(steps)}, human decisions with a choice {n}", flush=True)
    start = time.perf_counter()
    job = ReviewJob(match, parts=2)
    while job.poll() == "running":
        time.sleep(0.1)
    took = time.perf_counter() - start
    worst = sorted((d.loss for d in job.decisions), reverse=True)[:5]
    print(
        f"review: {took:.1f} s wall, {len(job.decisions)} decisions valued, error={job.error}, "
        f"costliest: {[round(x, 3) for x in worst]}"
    )


if __name__ == "__main__":
    main()
