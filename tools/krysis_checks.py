"""Checks of Krysis's card data that do not trust the AI's judgement (docs/balance.md).

``python tools/krysis_checks.py [--games N]`` plays N greedy games at 2, 3 and 4 seats
and, at the decisions greedy passes over, computes exactly what the data offers:

- a transport relic in the camp at the start of a turn: the best load (sold at 2 a good,
  or home at 3/2/1 a crystal and 1 a relic, whichever is more) with the relic activated,
  against the best load with the relic carried as a good;
- a weapon relic in the camp: whether it makes a camp with goods beatable that the team
  alone cannot beat;
- a multiplier agent in the hand at a pick: its speed from the camp's crystals
  (the printed speed is 0).

``--search K`` also asks the ``normal`` level (the search), at the first K descents with a
"?" chamber free, the first K turns with a relic in the camp and the first K picks with a
multiplier agent in the hand of 2-seat greedy games, what it would choose there.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import rules.krysis  # noqa: E402,F401  (registers the game)
from rules.ai import choose  # noqa: E402
from rules.core.game import Config, get_game  # noqa: E402
from rules.krysis.actions import Activate, Descend, Pick  # noqa: E402
from rules.krysis.capacity import fits, team_capacity  # noqa: E402


def best_load(slots, camp, relics: int) -> int:
    """The most points one load of ``camp`` crystals and ``relics`` relics can make."""
    best = 0
    for r in range(camp[0] + 1):
        for b in range(camp[1] + 1):
            for x in range(relics + 1):
                for w in range(camp[2], -1, -1):
                    if fits(slots, (r, b, w, x)):
                        best = max(best, 2 * (r + b + w + x), 3 * r + 2 * b + w + x)
                        break
    return best


def turn_checks(st, seat: int, out: Counter) -> None:
    caps = [st.cards.agents[a].capacity for a in st.team[seat]]
    relics = st.camp_relics[seat]
    base = best_load(team_capacity(caps), st.camp[seat], len(relics))
    power = st.attack(seat)
    for r in relics:
        relic = st.cards.relics[r]
        if relic.use == "transport":
            gain = best_load(team_capacity(caps, relic.capacity), st.camp[seat], len(relics) - 1) - base
            out["transport turns"] += 1
            out["transport pays"] += gain > 0
            out["transport points gained"] += max(0, gain)
        else:
            opened = [
                t
                for t in range(st.n)
                if t != seat
                and not st.deserted[t]
                and power <= st.defence(t) < power + relic.combat
                and (sum(st.camp[t]) or st.camp_relics[t])
            ]
            out["weapon turns"] += 1
            out["weapon opens a raid"] += bool(opened)


def run(games: int) -> tuple[Counter, dict]:
    out: Counter = Counter()
    speeds: dict = defaultdict(list)
    for players in (2, 3, 4):
        for seed in range(games):
            st = get_game("krysis").new_state(Config(players=players, seed=seed))
            rngs = [random.Random(seed * 7919 + s) for s in range(players)]
            while not st.is_over():
                for seat in st.to_act():
                    legal = st.legal(seat)
                    if st.phase == "action" and st.step == "turn" and not st.t_normal:
                        turn_checks(st, seat, out)
                    if legal and isinstance(legal[0], Pick):
                        for a in legal:
                            if st.cards.agents[a.agent].multiplier:
                                speeds[a.agent.split("_", 1)[1]].append(st.agent_speed(seat, a.agent))
                    st.apply(seat, choose("greedy", "krysis", st.view(seat), legal, rngs[seat]))
    return out, dict(speeds)


def search_choices(k: int) -> Counter:
    """How often greedy and normal choose a "?" chamber, a relic's activation and a
    multiplier agent where one is on offer (at most ``k`` decisions of each kind)."""
    out: Counter = Counter()
    for seed in range(200):
        st = get_game("krysis").new_state(Config(players=2, seed=seed))
        rngs = [random.Random(seed * 7919 + s) for s in range(2)]
        while not st.is_over():
            for seat in st.to_act():
                legal, view = st.legal(seat), st.view(seat)
                mine = st.cards.levels[st.round - 1] if st.round <= st.rounds else ()
                tests = {
                    "descent": lambda a, mine=mine: isinstance(a, Descend) and len(mine[a.chamber].groups) > 1,
                    "turn": lambda a: isinstance(a, Activate),
                    "pick": lambda a, st=st: isinstance(a, Pick) and st.cards.agents[a.agent].multiplier is not None,
                }
                greedy = choose("greedy", "krysis", view, legal, rngs[seat])
                for kind, test in tests.items():
                    if out[kind] < k and len(legal) > 1 and any(test(a) for a in legal):
                        normal = choose("normal", "krysis", view, legal, random.Random(seed))
                        out[kind] += 1
                        out[kind + ": greedy"] += test(greedy)
                        out[kind + ": normal"] += test(normal)
                st.apply(seat, greedy)
        if all(out[kind] >= k for kind in ("descent", "turn", "pick")):
            break
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per seat count")
    parser.add_argument("--search", type=int, default=0, help="decisions of each kind to ask normal about")
    args = parser.parse_args(argv)
    out, speeds = run(args.games)
    t, w = out["transport turns"], out["weapon turns"]
    print(
        f"transport relic in camp: {t} turns; activating it makes a better load in "
        f"{out['transport pays']} ({100 * out['transport pays'] / max(1, t):.0f}%), "
        f"{out['transport points gained'] / max(1, t):.2f} points more a turn on average"
    )
    print(
        f"weapon relic in camp: {w} turns; it makes a camp with goods beatable in "
        f"{out['weapon opens a raid']} ({100 * out['weapon opens a raid'] / max(1, w):.0f}%)"
    )
    for name, v in sorted(speeds.items()):
        print(
            f"{name}: speed at the picks mean {statistics.fmean(v):.1f}, median {statistics.median(v):g}, "
            f"4 or more in {100 * sum(x >= 4 for x in v) / len(v):.0f}% ({len(v)} picks)"
        )
    if args.search:
        sc = search_choices(args.search)
        for kind, what in (
            ("descent", 'a "?" chamber'),
            ("turn", "a relic to activate"),
            ("pick", "a multiplier agent"),
        ):
            print(
                f"{kind}s with {what} on offer: {sc[kind]}; greedy chooses it {sc[kind + ': greedy']}, "
                f"normal {sc[kind + ': normal']}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
