"""The AI of Ausonia: the greedy heuristic (from the view only), whose policy the search's
rollouts play too (``rules/ausonia/search.py``).

One policy serves both: :func:`decide` reads a small :class:`Info` built from the view
(greedy) or from a determinized state (the search's rollouts, without building a view).
Its decisions, in order of preference during the action phase:

1. activate an unlocked condition ability (it is free);
2. play every card of the hand (playing costs nothing; gems join the unspent gems);
3. build a fountain, break a seal;
4. activate the paid ability worth the most per gem when it is worth at least
   ``ABILITY_MIN`` per gem (keyword values in :data:`KEYWORD_VALUE`; Corrupción counts as
   Influencia once someone reached 60);
5. buy the affordable card worth the most (:func:`card_value`), while the race is young
   (the leader below ``LATE``), else spend on abilities;
6. end the turn.

Keyword steps: the opponent with the most influence; Previsión keeps the good cards on
top; Manipulación brings back the best card of the discard pile; Levantar raises
star-marked gem cards and then one low card as a foundation; Sello seals a favour card
whose abilities are spent; Descartar gives up the least valuable cards.

The search levels (``normal`` and ``hard``) are in :mod:`rules.ausonia.search`.
"""

from __future__ import annotations

import random
import weakref

from rules.ai import register_greedy
from rules.ausonia.actions import (
    ACTIVATE,
    BUY,
    DONE,
    END_TURN,
    Activate,
    BreakSeal,
    BuildFountain,
    Buy,
    Discard,
    Done,
    Foresee,
    Manipulate,
    Play,
    Raise,
    Seal,
    Target,
)
from rules.ausonia.cards import GAME, card_set

KEYWORD_VALUE = {
    "influence": 1.0,
    "corruption": 0.8,
    "discard": 0.7,
    "draw": 1.1,
    "foresight": 0.25,
    "manipulation": 0.4,
    "raise": 0.5,
    "seal": 0.6,
}
ABILITY_MIN = 0.9  # value per gem for an ability to be worth paying before buying
LATE = 45  # once the leader has this much influence, gems go to abilities, not cards
KEEP_ON_TOP = 1.0  # Previsión: a card worth this much goes back on top


class Info:
    """What the policy reads: the acting seat's side of the table."""

    __slots__ = ("cards", "values", "seat", "n", "influence", "final", "hand", "discard", "raised", "revealed", "used")

    def __init__(self, cs, seat, n, influence, final, hand, discard, raised, revealed, used):
        self.cards, self.values = cs.cards, _values(cs, n)
        self.seat, self.n, self.influence, self.final = seat, n, influence, final
        self.hand, self.discard, self.raised, self.revealed, self.used = hand, discard, raised, revealed, used


def info_of_view(view) -> Info:
    pv = view.players_view[view.seat]
    return Info(
        card_set(),
        view.seat,
        view.players,
        [p.influence for p in view.players_view],
        view.final,
        pv.hand or (),
        pv.discard,
        pv.raise_cards or (),
        view.revealed or (),
        view.used,
    )


def info_of_state(st, seat: int) -> Info:
    return Info(
        st.cards,
        seat,
        st.n,
        st.influence,
        st.final,
        st.hand[seat],
        st.discard[seat],
        st.raised[seat],
        st.revealed,
        st.used,
    )


def keyword_value(kw: str, x: int, final: bool, n: int) -> float:
    if kw == "corruption":
        return x * (1.0 if final else (1.0 if n == 2 else KEYWORD_VALUE[kw]))
    return KEYWORD_VALUE[kw] * max(x, 1)


def ability_value(ab, final: bool, n: int) -> float:
    return sum(keyword_value(kw, x, final, n) for kw, x in ab.keywords)


def card_value(card, n: int = 2) -> float:
    """What a card adds to a deck, roughly in influence per pass through the deck."""
    if card.type == "gem":
        g = card.gems
        return g[0] + g[1] + g[2] + 1.3 * g[3] + (0.3 if card.star else 0.0)
    total = 0.0
    for ab in card.abilities:
        v = ability_value(ab, False, n)
        total += v - 0.6 * sum(ab.cost) if ab.cost is not None else 0.8 * v
    return total


_VALUES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


_LAST_VALUES: list = [None]  # (card set, n, values) last asked


def _values(cs, n: int) -> list[float]:
    """:func:`card_value` of every physical card of ``cs`` at ``n`` seats (kept per card set)."""
    last = _LAST_VALUES[0]  # one read: another thread may replace it meanwhile
    if last is not None and last[0] is cs and last[1] == n:
        return last[2]
    per_n = _VALUES.setdefault(cs, {})
    if n not in per_n:
        per_n[n] = [card_value(c, n) for c in cs.cards]
    _LAST_VALUES[0] = (cs, n, per_n[n])
    return per_n[n]


def _target(info: Info, legal):
    return max(legal, key=lambda a: (info.influence[a.seat], -a.seat))


def _step(info: Info, legal, rng):
    first = legal[0]
    cards, values = info.cards, info.values
    cls = first.__class__
    if cls is Target:
        return _target(info, legal)
    if cls is Foresee:
        c = first.card
        return Foresee(c, values[c] >= KEEP_ON_TOP)
    if cls is Manipulate:
        best = max((a for a in legal if a.__class__ is Manipulate), key=lambda a: values[a.card])
        return best if values[best.card] >= KEEP_ON_TOP else DONE
    if cls is Raise or (cls is Done and len(legal) == 1):
        raises = [a for a in legal if a.__class__ is Raise]
        stars = [a for a in raises if cards[a.card].star and a.card not in info.hand]
        if stars:
            return stars[0]
        if any(cards[c].star for c in info.raised) and len(info.raised) < 2 and raises:
            return min(raises, key=lambda a: values[a.card])
        return DONE
    if cls is Seal:
        spent = [a for a in legal if a.__class__ is Seal and any((a.card, i) in info.used for i in range(3))]
        return max(spent, key=lambda a: values[a.card]) if spent else DONE
    if cls is Discard:
        if legal[-1] is DONE or legal[-1] == DONE:  # the end phase: keep the hand
            return DONE
        return min(legal, key=lambda a: values[a.card])
    return legal[0]


def decide(info: Info, legal: list, rng: random.Random):
    if len(legal) == 1:
        return legal[0]
    first = legal[0]
    if first.__class__ not in (Play, Buy, Activate, BreakSeal, BuildFountain) and first is not END_TURN:
        return _step(info, legal, rng)
    cards, values, n, final = info.cards, info.values, info.n, info.final
    plays, buys, acts = [], [], []
    for a in legal:
        cls = a.__class__
        if cls is Activate:
            if not any(a.pay):
                return a  # an unlocked condition ability is free
            acts.append(a)
        elif cls is Play:
            plays.append(a)
        elif cls is Buy:
            buys.append(a)
        elif cls is BuildFountain or cls is BreakSeal:
            return a
    if plays:
        return plays[0]
    paid = [(a, cards[a.card].abilities[a.ability]) for a in acts]
    return _spend(paid, buys, info.influence, final, n, values)


_LAST_ABILITY_VALUES: list = [None]  # (card set, n, values) last asked


def _ability_values(cs, n: int, final: bool) -> list:
    """Per physical card of ``cs``, :func:`ability_value` of each of its abilities at ``n``
    seats, in the final round or not (the last card set and seat count asked are kept, for
    both)."""
    last = _LAST_ABILITY_VALUES[0]
    if last is None or last[0] is not cs or last[1] != n:
        both = tuple(
            [tuple(ability_value(ab, f, n) for ab in card.abilities) for card in cs.cards] for f in (False, True)
        )
        last = _LAST_ABILITY_VALUES[0] = (cs, n, both)
    return last[2][1 if final else 0]


def _spend_valued(paid: list, buys: list, influence, final: bool, values):
    """:func:`_spend` with each payable ability as (card, ability, payment, its
    :func:`ability_value`) and each purchase as (card, payment): the same choice, the values
    looked up rather than summed again, and only the action chosen made."""
    best, best_v = None, ABILITY_MIN
    for p in paid:
        pay = p[2]
        v = p[3] / max(1, pay[0] + pay[1] + pay[2] + pay[3])
        if v > best_v:
            best, best_v = p, v
    if best is None and buys and max(influence) < LATE and not final:
        c, pay = max(buys, key=lambda b: (values[b[0]], -b[1][3]))
        return BUY[c, pay]
    if best is None and paid:
        best = max(paid, key=lambda p: p[3])
    if best is not None:
        return ACTIVATE[best[0], best[1], best[2]]
    return END_TURN


def _spend(paid: list, buys: list, influence, final: bool, n: int, values):
    """Steps 4 to 6 of :func:`decide`, once nothing free is left: ``paid`` holds the
    payable abilities as (Activate, ability) in the legal list's order, ``buys`` the
    purchases in theirs."""
    best, best_v = None, ABILITY_MIN
    for a, ab in paid:
        v = ability_value(ab, final, n) / max(1, sum(a.pay))
        if v > best_v:
            best, best_v = a, v
    if best is not None:
        return best
    if buys and max(influence) < LATE and not final:
        return max(buys, key=lambda a: (values[a.card], -a.pay[3]))
    if paid:
        return max(paid, key=lambda p: ability_value(p[1], final, n))[0]
    return END_TURN


@register_greedy(GAME)
def greedy(view, legal: list, rng: random.Random):
    return decide(info_of_view(view), legal, rng)
