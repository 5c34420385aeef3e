"""The AI of El Viejo Imperio: the greedy heuristic, and the hooks of the search levels.

The greedy player wins the round cheaply, else throws the weakest card. It reads
only the view. The cards it cannot see (other hands, the pile) are sampled from
the monarchs not visible to it, to estimate how likely each card is to win the
round against the players still to play.

The ``normal`` and ``hard`` levels run ISMCTS (``rules.ai.ismcts``) with the hooks
registered at the end of this module: ``rules.imperio.determinize.determinize``,
:func:`rollout_policy` (a cheap randomized greedy, also the model of the other
seats) and :func:`evaluate` (win share blended with the share of events won). The
``hard`` level simulates with :func:`greedy_rollout` instead (the greedy player's
choice, Elector included, made cheap) and keys its later decisions by what it will
have seen (:func:`observe`).
"""

from __future__ import annotations

import random

from rules.ai import register_greedy
from rules.imperio.actions import DeclareElector, Play
from rules.imperio.cards import GAME, card_set
from rules.imperio.trick import resolve, value
from rules.imperio.view import ImperioView

SAMPLES = 24
THRIFT = 0.35  # how much a card's general strength counts against spending it
ELECTOR_GAIN = 0.25  # how much better the swapped symbols must make the best card to declare


def _per_set() -> tuple:
    """(card set, its cache): the tables derived from the cards, kept for the set dealt now
    and started afresh when another set is dealt (tests switch sets)."""
    cs = card_set()
    if _PER_SET[0] is not cs:
        _PER_SET[:] = [cs, {}]
    return cs, _PER_SET[1]


_PER_SET: list = [None, {}]  # [card set, its cache]


def _strengths() -> dict[str, float]:
    """Per monarch, its general strength in [0, 1]: the mean rank of its crowns and years
    among all monarchs."""
    cs, cache = _per_set()
    table = cache.get("strength")
    if table is None:
        monarchs = cs.monarchs
        crowns = sorted(m.crowns for m in monarchs.values())
        years = sorted(m.years for m in monarchs.values())
        table = cache["strength"] = {
            m.id: (crowns.index(m.crowns) + years.index(m.years)) / (2 * len(monarchs)) for m in monarchs.values()
        }
    return table


def _strength(card: str) -> float:
    """General strength of ``card`` in [0, 1] (see :func:`_strengths`)."""
    return _strengths()[card]


def _unseen(view: ImperioView) -> list[str]:
    seen = set(view.hand) | set(view.removed)
    seen.update(p.card for p in view.trick if p.card)
    if view.last:
        seen.update(p.card for p in view.last.plays if p.card)
    return [c for c in card_set().monarchs if c not in seen]


def win_chance(view: ImperioView, card: str, criteria, rng: random.Random) -> float:
    """How often ``card`` wins the round if played now, against sampled unseen cards."""
    seat = view.seat
    assert seat is not None  # a seat's view: the spectator plays no card
    cs = card_set()
    event = cs.events[view.event]
    played = [(p.seat, cs.monarchs[p.card]) for p in view.trick if p.card]
    n = view.players
    order = [(view.leader + i) % n for i in range(n)]
    done = {p.seat for p in view.trick if p.card} | {seat}
    still = [s for s in order if s not in done]
    if not still:
        out = resolve(played + [(seat, cs.monarchs[card])], event, criteria)
        return 1.0 if out.winner == seat else 0.0
    pool = _unseen(view)
    wins = 0
    for _ in range(SAMPLES):
        others = rng.sample(pool, len(still))
        plays = played + [(seat, cs.monarchs[card])] + [(s, cs.monarchs[c]) for s, c in zip(still, others)]
        plays.sort(key=lambda sm: order.index(sm[0]))
        wins += resolve(plays, event, criteria).winner == seat
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
                if v2 > value + ELECTOR_GAIN:
                    return act
    return Play(card)


# -- search hooks (the ``normal`` and ``hard`` levels; see rules.ai.ismcts) --------------

ROLLOUT_NOISE = 0.1  # share of random moves in simulations
GREEDY_NOISE = 0.0  # share of random moves in greedy_rollout (0.1 costs it 0.05 of win rate)
LEAD_BAR = 0.8  # a card leads for the round only if it ranks in the top 20% of monarchs


def _round_keys(event_id: str, criteria: tuple) -> tuple[dict, dict]:
    """Per monarch, for this event and symbol order: a sort key of its strength in the
    round (higher wins; Dinastía and Héroe de guerra approximated) and its rank in [0, 1]."""
    cs, cache = _per_set()
    found = cache.get((event_id, criteria))
    if found is None:
        ev = cs.events[event_id]
        keys = {}
        for m in cs.monarchs.values():
            vals = [value(m, c, ev.year) for c in criteria]
            if ev.hero and m.id == ev.person:
                vals[0] = 1000 if ev.hero == "black" else -1000
            elif ev.dynasty is not None and m.dynasty == ev.dynasty:
                vals[0] = 999
            keys[m.id] = tuple(vals)
        order = sorted(keys, key=keys.__getitem__)
        rank = {c: i / (len(order) - 1) for i, c in enumerate(order)}
        found = cache[(event_id, criteria)] = (keys, rank)
    return found


def rollout_policy(state, seat: int, legal: list, rng: random.Random):
    """A cheap randomized greedy for simulations: win the round with the cheapest card that
    can, keep strong cards otherwise. Reads only the seat's hand and the face-up round
    (never other seats' sealed choices); never declares Elector."""
    plays = [a for a in legal if type(a) is Play]
    if not plays:
        return legal[0]
    if len(plays) == 1 or rng.random() < ROLLOUT_NOISE:
        return plays[int(rng.random() * len(plays))]
    keys, rank = _round_keys(state.event, tuple(state.criteria))
    trick = state.trick
    best = max(keys[c] for _, c in trick) if trick else None
    wins = [a for a in plays if best is None or keys[a.card] > best]
    strength = _strengths()
    if len(trick) == state.config.players - 1 and state.round > 1:
        pool = wins or plays
        return min(pool, key=lambda a: strength[a.card])
    strong = [a for a in wins if rank[a.card] >= LEAD_BAR]
    if strong:
        return min(strong, key=lambda a: keys[a.card])
    return min(plays, key=lambda a: strength[a.card])


def greedy_rollout(state, seat: int, legal: list, rng: random.Random):
    """The greedy player's choice, cheap enough for simulations (the ``hard`` level's
    rollout policy). A card's chance of winning the round is its rank among all the
    monarchs for this event, raised to the number of seats still to play (taken to hold
    random monarchs), and nothing if it does not beat the best card face up; the card
    with the best chance less ``THRIFT`` times its general strength is played, and an
    Elector is declared when the swapped symbols make the best of the other cards
    clearly better, as the greedy player does. Reads only the seat's hand and the
    face-up round."""
    plays = [a for a in legal if type(a) is Play]
    if not plays:
        return legal[0]
    if GREEDY_NOISE and rng.random() < GREEDY_NOISE:
        return plays[int(rng.random() * len(plays))]
    criteria = tuple(state.criteria)
    still = state.config.players - 1 - len(state.trick)
    value, pick = _quick_best(state, plays, criteria, still)
    for act in legal:
        if type(act) is DeclareElector:
            rest = [a for a in plays if a.card != act.card]
            if rest:
                swapped = _swapped(act.card, criteria)
                v2, _ = _quick_best(state, rest, swapped, still)
                if v2 > value + ELECTOR_GAIN:
                    return act
    return pick


def _swapped(card: str, criteria: tuple) -> tuple:
    """The symbols' order once Elector ``card`` is declared."""
    cs, cache = _per_set()
    found = cache.get(("elector", card, criteria))
    if found is None:
        from rules.cards import resolve as effect

        found = cache[("elector", card, criteria)] = tuple(effect(GAME, cs.monarchs[card].elector)(criteria))
    return found


def _quick_best(state, plays: list, criteria: tuple, still: int) -> tuple[float, Play]:
    """(value, play) of greedy_rollout's best card under ``criteria``."""
    keys, rank = _round_keys(state.event, criteria)
    trick = state.trick
    best = max(keys[c] for _, c in trick) if trick else None
    strength = _strengths()
    top, pick = None, plays[0]
    for a in plays:
        card = a.card
        chance = 0.0 if best is not None and keys[card] <= best else rank[card] ** still
        mine = (chance - THRIFT * strength[card] * (chance > 0), -strength[card])
        if top is None or mine > top:
            top, pick = mine, a
    return top[0], pick  # type: ignore[index]  # plays is never empty


SCORE_WEIGHT = 0.3  # share of the reward given by the events won (the rest: the win share)


def evaluate(state) -> list[float]:
    """Reward per seat in [0, 1]: the win share (1/k among k tied winners), blended with
    the share of events won by ``SCORE_WEIGHT``."""
    totals = [len(w) for w in state.won]
    top = max(totals)
    k = totals.count(top)
    played = sum(totals) or 1
    w = SCORE_WEIGHT
    return [(1 - w) * (1.0 / k if t == top else 0.0) + w * t / played for t in totals]


def observe(state, seat: int) -> tuple:
    """What ``seat`` has learnt when its turn comes round again in the search tree: the
    deal and round, the event turned up and its symbols' order, and the cards face up on
    the round (see ``observe`` in rules.ai.ismcts)."""
    return (state.deal, state.round, state.event, state.criteria, tuple(state.trick))


def _register_search():
    from rules.ai.ismcts import SearchHooks, register_search
    from rules.imperio.determinize import determinize

    # The other seats move by the rollout policy (an opponent model close to the greedy
    # heuristic) rather than as nodes of the searcher's tree: in arena samples against
    # greedy this won clearly more often at the same budget.
    # Hard simulates with greedy_rollout (as strong as the greedy player, where
    # rollout_policy loses to it clearly) and branches its later decisions on the event
    # and the cards it will have seen: more iterations of normal's model stop paying
    # after about 200 (docs/balance.md, "Strength curves").
    register_search(
        GAME,
        SearchHooks(
            determinize=determinize,
            rollout=rollout_policy,
            evaluate=evaluate,
            exploration=0.4,
            opponents_in_tree=False,
            levels={"hard": {"rollout": greedy_rollout, "observe": observe}},
        ),
    )


_register_search()
