"""The search hooks of Ausonia's ``normal`` and ``hard`` levels (``rules.ai.ismcts``).

Both run ISMCTS with :func:`rollout_policy` (greedy's policy, ``rules.ausonia.ai.decide``,
a little randomized; :func:`rollout_step` makes its moves without listing every payment),
a cutoff and :func:`evaluate` (the lead in :func:`worth`: influence, plus what the deck
should still bring in the rounds left); the tree branches on :func:`candidates` (read from
the state by :func:`tree_moves`). ``hard`` looks about two rounds ahead at every seat count,
``HARD_CUTOFF_PER_SEAT`` decisions a seat, with ``HARD_ITERATIONS_PER_SEAT`` iterations a
seat: as far as normal and with 500 iterations at two seats, twice as far and with 1000 at
four, where more iterations of normal's look made hard play as normal did
(docs/balance.md).
"""

from __future__ import annotations

import random
import weakref

from rules.ai.ismcts import QuietState
from rules.ausonia.actions import (
    ACTIVATE,
    BREAK_SEAL,
    BUY,
    DISCARD,
    DONE,
    END_TURN,
    GEMS,
    PLAY,
    Activate,
    BreakSeal,
    BuildFountain,
    Buy,
    Foresee,
    Play,
)
from rules.ausonia.ai import KEEP_ON_TOP, _ability_values, _spend_valued, _values, decide, info_of_state
from rules.ausonia.cards import GAME
from rules.ausonia.determinize import determinize
from rules.ausonia.gems import payments
from rules.ausonia.state import GOAL, HAND, AusoniaState
from rules.ausonia.turn import ZERO

ROLLOUT_NOISE = 0.1
CUTOFF = 60  # simulated decisions before the evaluation (about two rounds at two seats)
HARD_CUTOFF_PER_SEAT = 30  # hard looks about two rounds at every seat count (normal's at two)
HARD_ITERATIONS_PER_SEAT = 250  # and searches 500 iterations at two seats, 1000 at four
SPREAD = 12.0  # an influence lead of this much is a reward of 1
DECK_WEIGHT = 0.4  # influence per point of card value drawn (a hand of 6 is worth about 7)
RATE = 2.6  # influence a seat gains a round (50 over about 19 rounds at two seats)


class QuietAusonia(QuietState, AusoniaState):
    """A determinized state: the same rules, no event log."""

    def clone(self, rng: random.Random | None = None):
        new = AusoniaState.clone(self, rng)
        new.__class__ = QuietAusonia
        return new

    def legal(self, seat: int) -> list:
        return self.legal_turn(seat)  # the search asks only seats in ``to_act()``

    def apply(self, seat: int, act) -> None:
        self.do_turn(seat, act)  # taken from ``legal()``: not checked a second time


def rollout_policy(state, seat: int, legal: list, rng: random.Random):
    if len(legal) > 1 and rng.random() < ROLLOUT_NOISE:
        return legal[int(rng.random() * len(legal))]
    return decide(info_of_state(state, seat), legal, rng)


def worth(state, seat: int) -> float:
    """The seat's influence, plus what its deck should still bring: the mean value of its
    cards, a hand of them a round, for the rounds the leader still needs to reach 60 at
    ``RATE`` a round (none once someone has: the game ends with the round)."""
    if state.final:
        return float(state.influence[seat])
    values = _values(state.cards, state.n)
    owned = state.owned[seat]
    mean = sum(values[c] for c in owned) / max(1, len(owned))
    rounds = max(0.5, (GOAL - max(state.influence)) / RATE)
    return state.influence[seat] + DECK_WEIGHT * mean * HAND * rounds


def evaluate(state, worth_of=worth) -> list[float]:
    """Each seat's reward: 1 or 0 once the game is over, else 1/2 plus its lead in
    ``worth_of`` over the best other seat per ``2 * SPREAD``, clipped to [0, 1]."""
    if state.is_over():
        winners = state.winners()
        return [1.0 if s in winners else 0.0 for s in range(state.n)]
    values = [worth_of(state, s) for s in range(state.n)]
    out = []
    for s, v in enumerate(values):
        best = max(x for t, x in enumerate(values) if t != s)
        out.append(min(1.0, max(0.0, 0.5 + (v - best) / (2 * SPREAD))))
    return out


def candidates(legal: list) -> list:
    """What the search branches on: a free move that is always right alone (playing a card,
    an unlocked condition ability, a fountain), else one payment per purchase and per
    ability (the first: rainbow gems last), the seals to break and the end of the turn;
    the keyword steps whole."""
    first = legal[0]
    if first.__class__ is Play:
        return [first]
    if first.__class__ not in (Buy, Activate, BreakSeal, BuildFountain) and first is not END_TURN:
        return legal
    out, seen = [], set()
    for a in legal:
        cls = a.__class__
        if cls is Activate:
            if not any(a.pay):
                return [a]
            key = (a.card, a.ability)
        elif cls is Buy:
            key = a.card
        elif cls is BuildFountain:
            return [a]
        else:
            out.append(a)
            continue
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


def tree_moves(state, seat: int) -> list:
    """:func:`candidates` of the seat's legal list, without the list while the seat has a
    card to play (the list's first action, and so the only candidate)."""
    if state.step is None:
        hand = state.hand[seat]
        if hand:
            return [PLAY[hand[0]]]
    return candidates(state.legal(seat))


_TABLES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_LAST_TABLES: list = [None]  # the last (card set, tables) asked
_ZERO_COST = ("zero",)  # the mark of a paid ability that costs nothing


def _tables(cs) -> tuple[list, list, list, frozenset, frozenset]:
    """Per physical card of ``cs``, what :func:`rollout_step` looks at (kept per card set):
    from the play area, its abilities that may be free, as ``(i, condition)`` (a condition
    ability's ``(kind, what, need)``, a gem's ``what`` as its index in GEMS, or
    ``_ZERO_COST``); from the hand, its condition abilities alone; and its paid abilities,
    as ``(i, ability)``. Each in the order of the card's abilities; then the cards with an
    entry in the first two (most have none: one set test passes over a hand)."""
    last = _LAST_TABLES[0]  # one read: another thread may replace it meanwhile
    if last is not None and last[0] is cs:
        return last[1]
    got = _TABLES.get(cs)
    if got is None:
        play: list = []
        hand: list = []
        paid: list = []
        for card in cs.cards:
            p: list[tuple] = []
            h: list[tuple] = []
            q: list[tuple] = []
            for i, ab in enumerate(card.abilities):
                if ab.cost is None:
                    cond = ab.condition
                    if cond is None:
                        continue  # never unlocked
                    kind, what, need = cond
                    entry = (i, (kind, GEMS.index(what) if kind == "gems" else what, need))
                    p.append(entry)
                    h.append(entry)
                else:
                    if not any(ab.cost):
                        p.append((i, _ZERO_COST))
                    q.append((i, ab))
            play.append(tuple(p))
            hand.append(tuple(h))
            paid.append(tuple(q))
        got = _TABLES[cs] = (
            play,
            hand,
            paid,
            frozenset(c for c, p in enumerate(play) if p),
            frozenset(c for c, h in enumerate(hand) if h),
        )
    _LAST_TABLES[0] = (cs, got)
    return got


def _unlocked(state, card: int, cond) -> bool:
    """``state.unlocked(card, ability)`` for the ability's condition as :func:`_tables`
    holds it (``TurnMixin.condition_have``)."""
    kind, what, need = cond
    if kind == "gems":
        mine = state.spent_by.get(card)
        return state.spent[what] - (mine[what] if mine else 0) >= need
    seen = 0
    for name, src in state.kw_used if kind == "keyword" else state.guild_used:
        if name == what and src != card:
            seen += 1
            if seen >= need:
                return True
    return need <= 0


_PAYS: dict[tuple, dict] = {}  # unspent gems -> cost -> its payments (gems.payments)


def _payments_of(pool: tuple) -> dict:
    """cost -> ``payments(pool, cost)`` for the unspent gems ``pool``, filled as asked."""
    table = _PAYS.get(pool)
    if table is None:
        if len(_PAYS) > 5000:
            _PAYS.clear()
        table = _PAYS[pool] = {}
    return table


def make_rollout_step(
    policy=rollout_policy, values_of=_values, ability_values_of=_ability_values, fountain=None, play=None
):
    """A rollout step: ``policy``'s move read from the state, for a policy that plays as
    :func:`decide` does but for what the arguments change. In the action phase it looks
    only at the first payment of each purchase and ability (the one :func:`decide` would
    take) instead of listing them all; it lists them only for the noise's random move, and
    in the keyword steps but Descartar at the end of the turn and Previsión. It draws the
    same random numbers as ``policy`` on ``state.legal(seat)``.

    ``values_of(card set, seats)`` and ``ability_values_of(card set, seats, final)`` value
    purchases and paid abilities (:func:`_spend_valued`); ``fountain(state, seat)`` builds
    a fountain (default: the first star card raised on the first other raised card);
    ``play(state, seat)`` plays from a hand that holds cards once nothing free is left
    (default: the first card). The defaults make :func:`rollout_step`."""

    def move(state, seat: int, rng: random.Random):
        step = state.step
        if step is not None:
            if step == "end_discard":  # the legal list: a Discard per card of the hand, then Done
                hand = state.hand[seat]
                if hand and rng.random() < ROLLOUT_NOISE:
                    k = int(rng.random() * (len(hand) + 1))
                    return DISCARD[hand[k]] if k < len(hand) else DONE
                return DONE  # decide keeps the hand
            if step == "foresee":  # the legal list: (card, top), (card, discard) per card revealed
                revealed = state.revealed
                if rng.random() < ROLLOUT_NOISE:
                    k = int(rng.random() * (2 * len(revealed)))
                    return Foresee(revealed[k // 2], k % 2 == 0)
                c = revealed[0]
                return Foresee(c, _values(state.cards, state.n)[c] >= KEEP_ON_TOP)
            return policy(state, seat, state._legal_step(seat, step), rng)
        cs = state.cards
        last = _LAST_TABLES[0]
        play_free, hand_free, paid_of, may_free, may_free_in_hand = (
            last[1] if last is not None and last[0] is cs else _tables(cs)
        )
        hand, gems, used = state.hand[seat], state.gems, state.used
        has_gems = gems[0] or gems[1] or gems[2] or gems[3]
        free = None  # the first free activation, seal or fountain of the list: decide takes it
        in_play = state.play[seat]
        for c in () if may_free.isdisjoint(in_play) else filter(play_free.__getitem__, in_play):
            for i, cond in play_free[c]:  # the abilities that may be free
                if (c, i) not in used and (has_gems if cond is _ZERO_COST else _unlocked(state, c, cond)):
                    free = ACTIVATE[c, i, ZERO]
                    break
            if free is not None:
                break
        if free is None and not may_free_in_hand.isdisjoint(hand):
            for c in filter(hand_free.__getitem__, hand):
                for i, cond in hand_free[c]:
                    if (c, i) not in used and _unlocked(state, c, cond):
                        free = ACTIVATE[c, i, ZERO]
                        break
                if free is not None:
                    break
        if free is None:
            sealed_now = state.sealed_now
            for c in state.seal[seat]:
                if c not in sealed_now:
                    free = BREAK_SEAL[c]
                    break
        if free is None:
            raised = state.raised[seat]
            if len(raised) > 1:
                cards = cs.cards
                star = next((c for c in raised if cards[c].star), None)
                if star is not None:
                    free = (
                        BuildFountain(star, next(f for f in raised if f != star))
                        if fountain is None
                        else fountain(state, seat)
                    )
        if free is None and not hand:
            if not has_gems:
                return END_TURN
            paid, buys = payable(state, seat, ability_values_of, paid_of)
            if not (paid or buys):
                return END_TURN  # the only legal action
            if rng.random() < ROLLOUT_NOISE:
                return _nth_legal(state, seat, rng.random())
            return _spend_valued(paid, buys, state.influence, state.final, values_of(cs, state.n))
        if rng.random() < ROLLOUT_NOISE:
            return _nth_legal(state, seat, rng.random())
        if free is not None:
            return free
        return PLAY[hand[0]] if play is None else play(state, seat)

    return move


def payable(state, seat: int, ability_values_of=_ability_values, paid_of=None) -> tuple[list, list]:
    """What the seat's unspent gems pay for, each at its first payment (rainbow gems last):
    its paid abilities in play as (card, ability, payment, its value), the cards it can buy
    as (card, payment), each in the legal list's order. An ability's value is
    ``ability_values_of(card set, seats, final)[card][ability]`` (asked once, if one is
    payable); ``paid_of`` is :func:`_tables`'s third table (looked up when not given)."""
    cs = state.cards
    if paid_of is None:
        paid_of = _tables(cs)[2]
    gems, used = state.gems, state.used
    paid: list = []
    buys: list = []
    avals = None
    pool = (gems[0], gems[1], gems[2], gems[3])
    pays_of = _payments_of(pool)
    for c in filter(paid_of.__getitem__, state.play[seat]):
        for i, ab in paid_of[c]:
            if (c, i) not in used:
                cost = ab.cost
                pays = pays_of.get(cost)
                if pays is None:
                    pays = pays_of[cost] = payments(pool, cost)
                if pays:
                    if avals is None:
                        avals = ability_values_of(cs, state.n, state.final)
                    paid.append((c, i, pays[0], avals[c][i]))
    cards = cs.cards
    power = state.power
    for c in (*state.offer, power[-1]) if power else state.offer:
        cost = cards[c].cost
        pays = pays_of.get(cost)
        if pays is None:
            pays = pays_of[cost] = payments(pool, cost)
        if pays:
            buys.append((c, pays[0]))
    return paid, buys


rollout_step = make_rollout_step()
rollout_step.__doc__ = """:func:`rollout_policy`'s move, read from the state (:func:`make_rollout_step`)."""


def _nth_legal(state, seat: int, x: float):
    """``legal[int(x * len(legal))]`` of ``legal = state.legal_turn(seat)`` in the action
    phase, without building the list: its parts counted in its order (the plays, the
    purchases with each payment, the abilities in play, those of the hand, the seals, the
    fountains, the end of the turn), then the one action made."""
    cards = state.cards.cards
    hand, gems, used = state.hand[seat], state.gems, state.used
    has_gems = gems[0] or gems[1] or gems[2] or gems[3]
    parts: list = []  # (how many actions, what makes the i-th)
    total = len(hand)
    if hand:
        parts.append((len(hand), ("play", hand)))
    pays_of = _payments_of((gems[0], gems[1], gems[2], gems[3]))
    if has_gems:
        buyable = list(state.offer)
        if state.power:
            buyable.append(state.power[-1])
        for c in buyable:
            cost = cards[c].cost
            pays = pays_of.get(cost)
            if pays is None:
                pays = pays_of[cost] = payments(gems, cost)
            if pays:
                parts.append((len(pays), ("buy", c, pays)))
                total += len(pays)
    for c in state.play[seat]:
        for i, ab in enumerate(cards[c].abilities):
            if (c, i) in used:
                continue
            if ab.cost is None:
                if state.unlocked(c, ab):
                    parts.append((1, ("act", c, i, (ZERO,))))
                    total += 1
            elif has_gems:
                cost = ab.cost
                pays = pays_of.get(cost)
                if pays is None:
                    pays = pays_of[cost] = payments(gems, cost)
                if pays:
                    parts.append((len(pays), ("act", c, i, pays)))
                    total += len(pays)
    for c in hand:
        for i, ab in enumerate(cards[c].abilities):
            if ab.cost is None and (c, i) not in used and state.unlocked(c, ab):
                parts.append((1, ("act", c, i, (ZERO,))))
                total += 1
    sealed_now = state.sealed_now
    seals = [c for c in state.seal[seat] if c not in sealed_now]
    if seals:
        parts.append((len(seals), ("seal", seals)))
        total += len(seals)
    raised = state.raised[seat]
    fountains = [(star, f) for star in raised if cards[star].star for f in raised if f != star]
    if fountains:
        parts.append((len(fountains), ("fountain", fountains)))
        total += len(fountains)
    k = int(x * (total + 1))  # and END_TURN last
    for count, what in parts:
        if k < count:
            kind = what[0]
            if kind == "play":
                return PLAY[what[1][k]]
            if kind == "buy":
                return BUY[what[1], what[2][k]]
            if kind == "act":
                return ACTIVATE[what[1], what[2], what[3][k]]
            if kind == "seal":
                return BREAK_SEAL[what[1][k]]
            return BuildFountain(*what[1][k])
        k -= count
    return END_TURN


def _determinize(view, rng: random.Random):
    return determinize(view, rng, cls=QuietAusonia)


def _register_search():
    from rules.ai.ismcts import Budget, SearchHooks, register_search

    register_search(
        GAME,
        SearchHooks(
            determinize=_determinize,
            rollout=rollout_policy,
            rollout_step=rollout_step,
            evaluate=evaluate,
            cutoff=CUTOFF,
            exploration=0.3,
            opponents_in_tree=False,
            budgets={"normal": (300, 0.8), "hard": Budget(HARD_ITERATIONS_PER_SEAT, 2.5, per_seat=True)},
            levels={"hard": {"cutoff_per_seat": HARD_CUTOFF_PER_SEAT}},
            candidates=candidates,
            tree_moves=tree_moves,
        ),
    )


_register_search()
