"""Determinization of El Viejo Imperio: a full state built from one seat's view.

The search (``rules.ai.ismcts``) never reads the true state. It calls
:func:`determinize` with the seat's :class:`ImperioView` and its own rng, and
gets back a state the seat cannot tell apart from the real one
(``determinize(view, rng).view(view.seat) == view``), with everything hidden
from the seat dealt afresh at random:

- the monarchs the seat has not seen this deal (all 69 are dealt every deal,
  minus its own hand, its own sealed choice, the removed Electors, the cards of
  the finished rounds (``view.played``) and the face-up cards of this round) are
  shuffled and dealt to the other seats' sealed choices (round 1: never an
  Elector card, as the rules forbid them there), then to the other hands (their
  sizes are public) and the rest to the monarch pile;
- the face-down event pile: ``events_left`` events drawn from those not yet seen
  (not won, not on the table), in random order;
- a seat that declared Elector and still owes a card (public, but shown in the
  view only to that seat) is recognised by its hand size.

What the view does not carry and no decision depends on is filled in plainly:
the event log is empty, ``won_by_deal`` puts every event won in the current
deal (only the score breakdown of La gran partida reads it), and the Electors
declared earlier in this round are taken from the tail of ``removed``.

The state returned is a :class:`SearchState`: an ``ImperioState`` that keeps no
event log (search plays thousands of throw-away moves), otherwise the same rules.

    >>> import random
    >>> from rules.core.game import Config, get_game
    >>> state = get_game("imperio").new_state(Config(players=3, seed=4))
    >>> view = state.view(0)
    >>> determinize(view, random.Random(1)).view(0) == view
    True
"""

from __future__ import annotations

import random

from rules.ai.ismcts import QuietState
from rules.core.game import Config
from rules.core.rand import shuffled
from rules.core.state import check_seat
from rules.imperio.cards import card_set
from rules.imperio.state import HAND, ImperioState
from rules.imperio.view import ImperioView


class SearchState(QuietState, ImperioState):
    """An ImperioState for search (see :class:`rules.ai.ismcts.QuietState`)."""

    explains = False  # no log to explain the rounds to


def unseen_monarchs(view: ImperioView) -> list[str]:
    """Monarchs of this deal the seat has not seen, in card-id order."""
    cards = card_set()
    seen = set(view.hand)
    seen.update(view.removed)
    seen.update(view.played)
    seen.update(p.card for p in view.trick if p.card is not None)
    return [c for c in cards.monarch_ids if c not in seen]


def unseen_events(view: ImperioView) -> list[str]:
    """Events the seat has not seen (not won, not on the table), in id order."""
    seen = {e for w in view.won for e in w}
    if view.event is not None:
        seen.add(view.event)
    return [e for e in card_set().event_ids if e not in seen]


def determinize(view: ImperioView, rng: random.Random) -> SearchState:
    """A full state consistent with ``view``, its hidden cards dealt at random from ``rng``."""
    seat = view.seat
    if seat is None:
        raise ValueError("a spectator view cannot be determinized for a seat")
    check_seat(seat, view.players)
    cards = card_set()
    n = view.players
    state = SearchState(Config(players=n, seed=0, options={"grand": view.grand}), cards, _blank=True)
    state.rng.seed(rng.getrandbits(64))
    state.grand, state.deal, state.round, state.leader = view.grand, view.deal, view.round, view.leader
    state.over, state.last = view.over, view.last
    state.won = [list(w) for w in view.won]
    state.won_by_deal = [[0] * (view.deal - 1) + [len(w)] for w in view.won]
    state.removed = list(view.removed)
    state.played = list(view.played)
    state.event = view.event
    state.criteria = tuple(view.criteria) if view.event is not None else ()

    # Round 1: who sealed a choice (the seat's own is in its view).
    sealed: list[str | None] = [None] * n
    simultaneous = view.round == 1 and not view.over
    if simultaneous:
        for p in view.trick:
            sealed[p.seat] = p.card if p.seat == seat else "?"
        state.trick = []
    else:
        state.trick = [(p.seat, p.card) for p in view.trick]

    # Who still owes a card after declaring Elector (see the module docstring).
    must_replace = None
    if view.must_replace:
        must_replace = seat
    elif not simultaneous and not view.over and len(view.to_act) == 1:
        actor = view.to_act[0]
        if view.hand_counts[actor] < HAND - (view.round - 1):
            must_replace = actor
    state.must_replace = must_replace
    state.round_electors = []
    if must_replace is not None and view.removed:
        state.round_electors = [view.removed[-1]]

    # Deal the unseen monarchs: sealed choices first (no Electors), then hands, then the pile.
    pool = shuffled(rng, unseen_monarchs(view))
    electors = cards.electors
    for s in range(n):
        if sealed[s] == "?":
            pick = next((i for i, c in enumerate(pool) if c not in electors), 0)
            sealed[s] = pool.pop(pick)
    hands: list[list[str]] = []
    for s in range(n):
        if s == seat:
            hands.append(list(view.hand))
        else:
            k = view.hand_counts[s]
            hands.append(pool[:k])
            pool = pool[k:]
    if len(pool) != view.draw_pile:
        raise ValueError(f"view does not add up: {len(pool)} unseen monarchs left for a pile of {view.draw_pile}")
    state.hands, state.pile, state.sealed = hands, pool, sealed

    left = unseen_events(view)
    state.event_pile = rng.sample(left, view.events_left) if view.events_left <= len(left) else shuffled(rng, left)
    return state
