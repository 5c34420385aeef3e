"""What Grand Tribunal's search chooses where a Spell may be cast or a Resource played or
drawn, against greedy (docs/balance.md, "Grand Tribunal: Spells and Resources").

``python tools/tribunal_probe.py MODE [--positions N] [--iterations K]`` plays 3-seat
greedy games (seeds 101 and on) and, at positions of the main step chosen by MODE, runs
the search with hard's hooks for K iterations (600) and prints its choice, its value,
the best cast/play/draw it saw and greedy's choice; then totals and, for the action the
mode is about, the mean of (its value - the value of the search's choice):

- ``plant``: some turns start with a Resource from the deck put in the seat's Vault;
  positions where a cast or a play is legal (about: playing a held Resource);
- ``draw``: positions where drawing a Resource is legal (about: ``DrawResource``);
- ``gcast``: positions where greedy casts (about: greedy's cast).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import rules.tribunal  # noqa: E402,F401  (registers the game)
from rules.ai.ismcts import Budget, hooks_for, run_search  # noqa: E402
from rules.core.game import Config  # noqa: E402
from rules.tribunal import ai as tai  # noqa: E402
from rules.tribunal.actions import Cast, DrawResource, PlayResource  # noqa: E402
from rules.tribunal.state import TribunalState  # noqa: E402

SPECIAL = (Cast, PlayResource, DrawResource)


def _picked(mode: str, st, seat: int, legal: list, kinds: set, rng: random.Random) -> bool:
    if st.step != "main":
        return False
    if mode == "gcast":
        return Cast in kinds and tai.greedy(st.view(seat), legal, random.Random(1)).__class__ is Cast
    if mode == "draw":
        return DrawResource in kinds and rng.random() < 0.3
    return (Cast in kinds or PlayResource in kinds) and rng.random() < 0.3


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=("plant", "draw", "gcast"))
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--iterations", type=int, default=600)
    args = parser.parse_args(argv)
    hooks = hooks_for("tribunal", "hard")
    rng = random.Random(5)
    chosen: Counter = Counter()
    by_greedy: Counter = Counter()
    gaps: list[float] = []
    found = g = 0
    while found < args.positions:
        g += 1
        st = TribunalState(Config(players=3, seed=100 + g))
        k = 0
        while not st.is_over() and found < args.positions:
            seat = st.to_act()[0]
            legal = st.legal(seat)
            if args.mode == "plant" and st.step == "main" and not st.used and st.deck["resources"]:
                if rng.random() < 0.08:
                    st.vault[seat].append(st.deck["resources"].pop())
                    st.touch()
                    legal = st.legal(seat)
            kinds = {a.__class__ for a in legal}
            if _picked(args.mode, st, seat, legal, kinds, rng):
                view = st.view(seat)
                res = run_search("tribunal", view, legal, random.Random(found), Budget(args.iterations, 60.0), hooks)
                mine = tai.greedy(view, legal, random.Random(1))
                found += 1
                chosen[res.action.__class__.__name__] += 1
                by_greedy[mine.__class__.__name__] += 1
                value = res.value_of(res.action) or 0.0
                special = [(res.value_of(a) or 0.0, a) for a in legal if a.__class__ in SPECIAL]
                best_v, best = max(special, key=lambda x: x[0])
                about = {"gcast": [mine], "draw": [a for a in legal if a.__class__ is DrawResource]}.get(
                    args.mode, [a for a in legal if a.__class__ in (Cast, PlayResource)]
                )
                seen = [res.value_of(a) for a in about if res.value_of(a) is not None]
                if seen:
                    gaps.append(max(seen) - value)
                card = getattr(best, "spell", None) or getattr(best, "card", None)
                effect = st.cards.effect_of(card) if card else ""
                print(
                    f"{found:3} T{st.tribunal} r{st.round} search {res.action} ({value:.3f}); "
                    f"best cast/play/draw {best} {effect} ({best_v:.3f}); greedy {mine}",
                    flush=True,
                )
            act = tai.greedy(st.view(seat), legal, random.Random(k))
            k += 1
            st.apply(seat, act)
    print("search chose", dict(chosen))
    print("greedy chose", dict(by_greedy))
    if gaps:
        print(f"value of the {args.mode} action - value of the search's choice: mean {sum(gaps) / len(gaps):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
