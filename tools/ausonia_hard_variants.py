"""Ausonia's hard level, its model changed one way at a time, against the arena's ``founder``
(docs/balance.md, "Ausonia: hard against the founder, with fountains in its model").

    python tools/ausonia_hard_variants.py VARIANT [--games 40] [--seed 501] [--seats hard:500,founder]
                                          [--level hard] [--progress]

Variants: ``shipped`` (hard as it is); ``deck`` (hard's worth counts the cards still in the
deck, so a weak card raised out of it by Levantar is worth something, and each fountain's
star gems every turn: :func:`deck_worth`); ``hold`` (``deck``, and hard's tree plays a
hand's star-marked gem cards last, with the turn's other moves beside them, so that it may
raise one from the hand as the founder does: :func:`hold_candidates`); ``plan`` (``deck``,
and hard's rollouts play the founder's fountain plan, ``rules.ausonia.exploiter.plan``, for
every seat, with the rollout policy's noise: :func:`plan_rollout`, its moves read from the
state by :func:`plan_step`); ``planhold`` (``plan`` and ``hold`` together). Only ``hard``
changes (or ``normal``, with ``--level normal``, or both, ``--level normal,hard``); the
founder and the other levels stay as shipped. The shipped hooks are put back when the run
ends. One worker: the arena's workers start afresh and would play the shipped levels."""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys

from rules.ai import ismcts
from rules.arena import main as arena_main
from rules.ausonia import ai, search
from rules.ausonia.actions import ACTIVATE, PLAY, BuildFountain, Play
from rules.ausonia.cards import GAME, card_set
from rules.ausonia.exploiter import _ability, _gem_worth, founder_values, is_star, plan
from rules.ausonia.state import GOAL, HAND

PENDING_STAR = 0.5  # a raised star card still without its foundation, as a share of a fountain


def gem_worth(card) -> float:
    """A gem card's yield as :func:`rules.ausonia.ai.card_value` counts it (no star bonus)."""
    g = card.gems
    return g[0] + g[1] + g[2] + 1.3 * g[3]


def deck_worth(state, seat: int) -> float:
    """``rules.ausonia.search.worth`` with the deck as it will come round: the mean value of the
    cards still in it (those raised or in a fountain are out for good), a hand of them a
    round, plus each fountain's star gems a round (ruling A-2) and ``PENDING_STAR`` of that
    for a raised star card still without a foundation."""
    if state.final:
        return float(state.influence[seat])
    values = ai._values(state.cards, state.n)
    cards = state.cards.cards
    raised, fountains = state.raised[seat], state.fountains[seat]
    out = {*raised, *fountains}
    deck = [values[c] for c in state.owned[seat] if c not in out]
    a_round = HAND * sum(deck) / max(1, len(deck))
    for i in range(0, len(fountains), 2):
        a_round += gem_worth(cards[fountains[i]])
    for c in raised:
        if cards[c].star:
            a_round += PENDING_STAR * gem_worth(cards[c])
    rounds = max(0.5, (GOAL - max(state.influence)) / search.RATE)
    return state.influence[seat] + search.DECK_WEIGHT * a_round * rounds


def evaluate_deck(state) -> list[float]:
    """``rules.ausonia.search.evaluate`` with :func:`deck_worth` for every seat."""
    return search.evaluate(state, deck_worth)


def plan_rollout(state, seat: int, legal: list, rng: random.Random):
    """The founder's plan as a rollout policy: ``rules.ausonia.search.rollout_policy``'s noise,
    else :func:`rules.ausonia.exploiter.plan` on the seat's side of the state."""
    if len(legal) > 1 and rng.random() < search.ROLLOUT_NOISE:
        return legal[int(rng.random() * len(legal))]
    return plan(ai.info_of_state(state, seat), state.step, legal, rng)


_FOUNDER_ABILITIES: dict = {}  # (card set, seats, final) -> per card, each ability's value


def founder_ability_values(cs, n: int, final: bool) -> list:
    """Per physical card of ``cs``, the founder's value of each of its abilities
    (``rules.ausonia.exploiter._ability``: Levantar at ``FOUNDER_RAISE`` a card)."""
    key = (cs, n, final)
    got = _FOUNDER_ABILITIES.get(key)
    if got is None:
        got = _FOUNDER_ABILITIES[key] = [tuple(_ability(ab, final, n) for ab in c.abilities) for c in cs.cards]
    return got


def _raises(ability) -> bool:
    return any(kw == "raise" for kw, _ in ability.keywords)


def _plan_fountain(state, seat: int):
    """The founder's fountain: its best star card on its weakest other raised card."""
    cards, values = state.cards.cards, founder_values(state.cards, state.n)
    raised = state.raised[seat]
    builds = [(s, f) for s in raised if cards[s].star for f in raised if f != s]
    best = max(builds, key=lambda b: (_gem_worth(cards[b[0]]), not is_star(cards[b[1]]), -values[b[1]]))
    return BuildFountain(*best)


def _plan_play(state, seat: int):
    """The founder's play from the hand: a card that is not a star-marked gem card, else a
    Levantar ability in play that raises them (its first payment), else the first card."""
    cards = state.cards.cards
    hand = state.hand[seat]
    for c in hand:
        if not is_star(cards[c]):
            return PLAY[c]
    gems = state.gems
    if gems[0] or gems[1] or gems[2] or gems[3]:
        paid, _ = search.payable(state, seat, founder_ability_values)
        for c, i, pay, _ in paid:
            if _raises(cards[c].abilities[i]):
                return ACTIVATE[c, i, pay]  # raise the star cards held back in hand
    return PLAY[hand[0]]


plan_step = search.make_rollout_step(
    policy=plan_rollout,
    values_of=founder_values,
    ability_values_of=founder_ability_values,
    fountain=_plan_fountain,
    play=_plan_play,
)
plan_step.__doc__ = """:func:`plan_rollout`'s move read from the state (``rules.ausonia.search.make_rollout_step``):
the same move and the same random numbers, without the legal list in the action phase."""


def hold_candidates(legal: list) -> list:
    """``rules.ausonia.search.candidates``, but a hand's star-marked gem cards are played last
    and, once they are all the hand holds, the turn's other moves are choices beside
    playing one (a Levantar may raise it from the hand into a fountain instead)."""
    if legal[0].__class__ is not Play:
        return search.candidates(legal)
    cards = card_set().cards
    plays = [a for a in legal if a.__class__ is Play]
    for a in plays:
        if not is_star(cards[a.card]):
            return [a]
    rest = [a for a in legal if a.__class__ is not Play]
    return [plays[0], *search.candidates(rest)] if rest else [plays[0]]


def hold_tree_moves(state, seat: int) -> list:
    """:func:`hold_candidates` of the seat's legal list, without the list while the hand
    holds a card that is not a star-marked gem card (the first such is the only move)."""
    if state.step is None:
        cards = state.cards.cards
        for c in state.hand[seat]:
            if not is_star(cards[c]):
                return [PLAY[c]]
    return hold_candidates(state.legal(seat))


VARIANTS = {
    "shipped": {},
    "deck": {"evaluate": evaluate_deck},
    "hold": {"evaluate": evaluate_deck, "candidates": hold_candidates, "tree_moves": hold_tree_moves},
    "plan": {"evaluate": evaluate_deck, "rollout": plan_rollout, "rollout_step": plan_step},
    "planhold": {
        "evaluate": evaluate_deck,
        "rollout": plan_rollout,
        "rollout_step": plan_step,
        "candidates": hold_candidates,
        "tree_moves": hold_tree_moves,
    },
}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variant", choices=sorted(VARIANTS))
    parser.add_argument("--games", default="40")
    parser.add_argument("--seed", default="501")
    parser.add_argument("--seats", default="hard:500,founder")
    parser.add_argument(
        "--level", default="hard", help="the level whose model changes: hard, normal, or both as normal,hard"
    )
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--progress", action="store_true", help="report each game on stderr")
    args = parser.parse_args(argv)
    shipped = ismcts.hooks_for(GAME)
    levels = dict(shipped.levels or {})
    for name in args.level.split(","):
        if name not in ("normal", "hard"):
            parser.error(f"--level: {name!r} is not normal or hard")
        levels[name] = {**levels.get(name, {}), **VARIANTS[args.variant]}
    ismcts._HOOKS[GAME] = dataclasses.replace(shipped, levels=levels)
    seats = [GAME, "--seats", args.seats, "--games", args.games, "--seed", args.seed, "--jobs", "1"]
    try:
        return arena_main(seats + (["--json"] if args.json else []) + (["--progress"] if args.progress else []))
    finally:  # the shipped hooks back, for whatever runs next in this process
        ismcts._HOOKS[GAME] = shipped


if __name__ == "__main__":
    sys.exit(main())
