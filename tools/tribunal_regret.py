"""How far Grand Tribunal's search levels are from a long search of the same model
(docs/balance.md, "Grand Tribunal: hard looks further").

``python tools/tribunal_regret.py [--players 5] [--positions 24] [--reference normal:5000]
[--part 0 --parts 1] KIND [KIND ...]`` plays greedy games (seeds 301 and on) and keeps
positions of the main step with at least six legal actions (about one in sixteen, drawn
with a fixed seed). At each it runs the reference search (a level's hooks at a number of
iterations) and each KIND (``level:iterations``, e.g. ``normal:150``, or ``greedy``) twice,
with seeds 0 and 1, and prints each choice's regret: the reference's value of its own best
action less its value of the choice (0 when they agree). A KIND whose mean regret is no
lower than another's, with more iterations, gains nothing from them under that model.
``--part`` and ``--parts`` split the positions between processes (every ``parts``-th).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import rules.tribunal  # noqa: E402,F401  (registers the game)
from rules.ai.ismcts import Budget, hooks_for, run_search  # noqa: E402
from rules.core.game import Config  # noqa: E402
from rules.tribunal import ai as tai  # noqa: E402
from rules.tribunal.state import TribunalState  # noqa: E402

UNCAPPED = 999.0


def positions(players: int, count: int) -> list:
    """``count`` (view, legal) pairs of the main step from greedy games."""
    rng = random.Random(11)
    out: list = []
    g = 0
    while len(out) < count:
        g += 1
        st = TribunalState(Config(players=players, seed=300 + g))
        k = 0
        while not st.is_over():
            seat = st.to_act()[0]
            legal = st.legal(seat)
            if st.step == "main" and len(legal) >= 6 and rng.random() < 0.06 and len(out) < count:
                out.append((st.view(seat), legal))
            st.apply(seat, tai.greedy(st.view(seat), legal, random.Random(k)))
            k += 1
    return out


def choice(kind: str, view, legal: list, seed: int):
    """The action ``kind`` (``greedy`` or ``level:iterations``) chooses."""
    if kind == "greedy":
        return tai.greedy(view, legal, random.Random(seed))
    return search(kind, view, legal, seed).action


def search(kind: str, view, legal: list, seed: int):
    level, _, n = kind.partition(":")
    hooks = hooks_for("tribunal", level)
    return run_search("tribunal", view, legal, random.Random(seed), Budget(int(n), UNCAPPED), hooks)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("kinds", nargs="+")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--positions", type=int, default=24)
    parser.add_argument("--reference", default="normal:5000")
    parser.add_argument("--part", type=int, default=0)
    parser.add_argument("--parts", type=int, default=1)
    args = parser.parse_args(argv)
    regrets: dict[str, list[float]] = {k: [] for k in args.kinds}
    for idx, (view, legal) in enumerate(positions(args.players, args.positions)):
        if idx % args.parts != args.part:
            continue
        ref = search(args.reference, view, legal, 999)
        values = {a: v for a in legal if (v := ref.value_of(a)) is not None}
        best, worst = max(values.values()), min(values.values())
        line = []
        for kind in args.kinds:
            for seed in (0, 1):
                regret = best - values.get(choice(kind, view, legal, seed), worst)
                regrets[kind].append(regret)
            line.append(f"{kind} {regret:.3f}")
        print(f"position {idx}: {len(legal)} actions, reference {ref.action}; " + ", ".join(line), flush=True)
    for kind, r in regrets.items():
        print(f"{kind}: mean regret {sum(r) / len(r):.4f} over {len(r)} searches")
    return 0


if __name__ == "__main__":
    sys.exit(main())
