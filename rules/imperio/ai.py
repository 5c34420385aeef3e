"""The greedy player of El Viejo Imperio: win the round cheaply, else throw the weakest card.

It reads only the view. The cards it cannot see (other hands, the pile) are
sampled from the monarchs not visible to it, to estimate how likely each card
is to win the round against the players still to play.
"""

from __future__ import annotations

import random

from rules.ai import register_greedy
from rules.imperio.actions import DeclareElector, Play
from rules.imperio.cards import GAME, card_set
from rules.imperio.trick import resolve
from rules.imperio.view import ImperioView

SAMPLES = 24
THRIFT = 0.35  # how much a card's general strength counts against spending it


def _strength(card: str) -> float:
    """General strength in [0, 1]: the mean rank of crowns and years among all monarchs."""
    table = _STRENGTH.get(card)
    if table is None:
        monarchs = card_set().monarchs
        crowns = sorted(m.crowns for m in monarchs.values())
        years = sorted(m.years for m in monarchs.values())
        for m in monarchs.values():
            _STRENGTH[m.id] = (crowns.index(m.crowns) + years.index(m.years)) / (2 * len(monarchs))
        table = _STRENGTH[card]
    return table


_STRENGTH: dict[str, float] = {}


def _unseen(view: ImperioView) -> list[str]:
    seen = set(view.hand) | set(view.removed)
    seen.update(p.card for p in view.trick if p.card)
    if view.last:
        seen.update(p.card for p in view.last.plays if p.card)
    return [c for c in card_set().monarchs if c not in seen]


def win_chance(view: ImperioView, card: str, criteria, rng: random.Random) -> float:
    """How often ``card`` wins the round if played now, against sampled unseen cards."""
    cs = card_set()
    event = cs.events[view.event]
    played = [(p.seat, cs.monarchs[p.card]) for p in view.trick if p.card]
    n = view.players
    order = [(view.leader + i) % n for i in range(n)]
    done = {p.seat for p in view.trick if p.card} | {view.seat}
    still = [s for s in order if s not in done]
    if not still:
        out = resolve(played + [(view.seat, cs.monarchs[card])], event, criteria)
        return 1.0 if out.winner == view.seat else 0.0
    pool = _unseen(view)
    wins = 0
    for _ in range(SAMPLES):
        others = rng.sample(pool, len(still))
        plays = played + [(view.seat, cs.monarchs[card])] + [(s, cs.monarchs[c]) for s, c in zip(still, others)]
        plays.sort(key=lambda sm: order.index(sm[0]))
        wins += resolve(plays, event, criteria).winner == view.seat
    return wins / SAMPLES


def _best_play(view, cards, criteria, rng) -> tuple[float, str]:
    scored = []
    for card in cards:
        chance = win_chance(view, card, criteria, rng)
        scored.append((chance - THRIFT * _strength(card) * (chance > 0), -_strength(card), card))
    scored.sort(reverse=True)
    value, _, card = scored[0]
    return value, card


@register_greedy(GAME)
def greedy(view: ImperioView, legal: list, rng: random.Random):
    plays = [a.card for a in legal if isinstance(a, Play)]
    value, card = _best_play(view, plays, view.criteria, rng)
    # Declare an Elector when the swapped symbols make another card clearly better.
    from rules.cards import resolve as effect
    for act in legal:
        if isinstance(act, DeclareElector):
            swapped = effect(GAME, card_set().monarchs[act.card].elector)(tuple(view.criteria))
            rest = [c for c in plays if c != act.card]
            if rest:
                v2, _ = _best_play(view, rest, swapped, rng)
                if v2 > value + 0.25:
                    return act
    return Play(card)
