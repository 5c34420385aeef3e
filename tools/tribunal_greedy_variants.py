"""Grand Tribunal's greedy, changed one way at a time, against the arena's ``rusher``
(docs/balance.md, "Greedy against the exploiters: what was tried").

    python tools/tribunal_greedy_variants.py VARIANT [--games 200] [--seed 1] [--seats greedy,greedy,rusher]

Variants: ``shipped`` (greedy as it is); ``progress:K:W`` (greedy's worth counts an
unfinished card's paid share ``f`` as ``W * potential * f**K`` instead of
``PROGRESS * potential * f``: K over 1 values a card near completion more); ``rush:WHEN``
(greedy advances first thing in its turn, on the unfinished Item nearest completion, as the
rusher does: ``always``, ``item`` when that card is an Item, ``finish`` when the vis in its
store finish it). The rusher keeps the shipped greedy for the rest of its play, so a variant
is measured against the same opponent. Only the search levels' ``worth_all`` is untouched:
greedy's look-ahead reads ``worth``."""

from __future__ import annotations

import argparse
import sys

import rules.ai as levels
import rules.ai.arena as arena
import rules.tribunal.ai as T
from rules.arena import main as arena_main
from rules.tribunal.actions import Advance
from rules.tribunal.cards import card_set


def progress_worth(k: float, w: float):
    """``rules.tribunal.ai.worth`` with an unfinished card's paid share counted as ``f**k``."""

    def own(st, s: int, proj: list[float]) -> float:
        if st.phase == "over":
            return float(sum(st.points[s]))
        cs = st.cards
        left = 4 - st.tribunal
        late = (3 - st.tribunal) / 2 + 0.3
        v = sum(st.points[s]) + T.LATER * proj[s] + T.VIS_VALUE * min(st.store[s], 14) * late
        for zone in (st.lab[s], st.library[s]):
            for c in zone:
                if c in st.active:
                    if c in cs.spells:
                        v += T.SPELL_VALUE * left
                    continue
                potential = (cs.items[c].score + 1) * left * T.ITEM_WEIGHT if c in cs.items else T.SPELL_VALUE * left
                v += T.CARD_VALUE * late + w * potential * (st.vis_on.get(c, 0) / cs.cost(c)) ** k
        v += T.RESOURCE_VALUE * len(st.vault[s]) * late
        return v + T.CARD_VALUE * len(st.hand[s]) * late

    def worth(st, seat: int) -> float:
        proj = T.projected(st) if st.phase != "over" else [0.0] * st.n
        values = [own(st, s, proj) for s in range(st.n)]
        return values[seat] - T.RIVAL * max(x for t, x in enumerate(values) if t != seat)

    return worth


def rushing_greedy(when: str, shipped):
    """Greedy that advances first thing on its unfinished Item nearest completion ``when``."""

    def play(view, legal, rng):
        if len(legal) > 1 and view.step in ("main", "advance"):
            advances = [a for a in legal if a.__class__ is Advance]
            if advances:
                cs, me = card_set(), view.players_view[view.seat]
                act = T.nearest_done(view, advances)
                on = {c.id: c.vis for c in (*me.laboratory, *me.library)}
                item = act.card in cs.items
                short = cs.cost(act.card) - on.get(act.card, 0)
                if {"always": True, "item": item, "finish": item and short <= me.vis}[when]:
                    return act
        return shipped(view, legal, rng)

    return play


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variant")
    parser.add_argument("--games", default="200")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--seats", default="greedy,greedy,rusher")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    shipped = T.greedy
    rusher = arena.scripted_for("rusher", "tribunal")

    def rusher_on_shipped(view, legal, rng):  # the rusher's own moves, else the shipped greedy
        T.greedy = shipped
        try:
            return rusher(view, legal, rng)
        finally:
            T.greedy = variant

    kind, _, rest = args.variant.partition(":")
    variant = shipped
    if kind == "progress":
        k, w = (float(x) for x in rest.split(":"))
        worth = progress_worth(k, w)

        def variant(view, legal, rng):
            T.worth = worth
            try:
                return shipped(view, legal, rng)
            finally:
                T.worth = original_worth

        original_worth = T.worth
    elif kind == "rush":
        variant = rushing_greedy(rest, shipped)
    elif kind != "shipped":
        parser.error(f"unknown variant {args.variant!r}")
    levels._GREEDY["tribunal"] = T.greedy = variant
    arena._SCRIPTS[("rusher", "tribunal")] = rusher_on_shipped
    seats = ["tribunal", "--seats", args.seats, "--games", args.games, "--seed", args.seed, "--jobs", "1"]
    try:
        return arena_main(seats + (["--json"] if args.json else []))
    finally:  # the shipped players back, for whatever runs next in this process
        levels._GREEDY["tribunal"] = T.greedy = shipped
        arena._SCRIPTS[("rusher", "tribunal")] = rusher


if __name__ == "__main__":
    sys.exit(main())
