"""Determinization of Ausonia: a full state built from one seat's view (ruling A-20).

``determinize(view, rng).view(view.seat) == view``. Dealt afresh at random:

- every other player's hidden cards (its owned cards less those in its discard pile,
  play area, bought cards, seal area, fountain stars and publicly known top cards) into its
  hand, raise area, fountain foundations, the cards Previsión revealed to it, and the rest
  of its draw pile, each of the size the view shows;
- the seat's own draw pile below the top cards it knows (its owned cards less every zone
  it sees);
- the favour deck (favour cards neither in the offer row nor owned) and the power deck
  under its face-up top card (power cards neither on top nor owned).

The event log is empty and ``barriers`` 0.
"""

from __future__ import annotations

import random
from collections import Counter

from rules.ausonia.cards import CardSet, card_set
from rules.ausonia.state import AusoniaState
from rules.core.game import Config
from rules.core.rand import shuffle
from rules.core.state import check_seat


def _minus(owned, *zones) -> list[int]:
    left = Counter(owned)
    for z in zones:
        left.subtract(z)
    return sorted(left.elements())


_LAST: list = [None]  # (view, card set, class, template) of the last view determinized


def determinize(view, rng: random.Random, cls=AusoniaState, cards: CardSet | None = None):
    """A full state consistent with ``view``, its hidden cards shuffled from ``rng``.

    The search determinizes one view at every iteration: what does not depend on ``rng``
    (the state less the hidden cards, each seat's unknown cards in order) is worked out
    once, for the last view, and each call copies it and shuffles, drawing in the same
    order as ever: the state's generator first, then each seat's unknown cards, the favour
    deck and the power deck."""
    cs = cards or card_set()
    last = _LAST[0]  # one read: another thread may replace it meanwhile
    if last is not None and last[0] is view and last[1] is cs and last[2] is cls:
        state, players, favour, power, power_top = last[3]
    else:
        state, players, favour, power, power_top = template = _template(view, cs, cls)
        _LAST[0] = (view, cs, cls, template)
    st = AusoniaState.clone(state, random.Random(rng.getrandbits(64)))
    st.__class__ = cls
    for p, me, unknown, counts, stars, top, active in players:
        unknown = list(unknown)
        shuffle(rng, unknown)
        if not me:
            k = counts[0]
            st.hand[p], unknown = unknown[:k], unknown[k:]
            k = counts[1]
            st.raised[p], unknown = unknown[:k], unknown[k:]
            k = counts[2]
            found, unknown = unknown[:k], unknown[k:]
            st.fountains[p] = [c for pair in zip(stars, found) for c in pair]
            if active and counts[3]:
                k = counts[3]
                st.revealed, unknown = unknown[:k], unknown[k:]
        st.draw[p] = unknown + top
    deck = list(favour)
    shuffle(rng, deck)
    st.favour_deck = deck
    deck = list(power)
    shuffle(rng, deck)
    st.power = deck + power_top
    st.touch()
    return st


def _template(view, cs: CardSet, cls):
    """(the state with the other seats' hidden cards and every draw pile left empty, per
    seat (seat, whether it is the viewer's, its unknown cards in order, the sizes of its
    hand, raise area, fountains and revealed cards, its fountains' stars, its known top
    cards, whether it is the active seat), the favour deck and the power deck in order
    before their shuffles, the power deck's top card as a list)."""
    check_seat(view.seat, view.players, spectator=True)
    n = view.players
    st = cls(Config(players=n, seed=0, options=dict(view.options)), cs, _blank=True)
    seat = view.seat
    st.first, st.order = view.first, list(view.order)
    over = view.phase == "over"
    st.pos = n - 1 if over else view.order.index(view.active)
    st.round, st.final = view.round, view.final
    st.phase = "over" if over else "action"
    st.influence = [p.influence for p in view.players_view]
    st.starter = [p.starter for p in view.players_view]
    st.reset_turn()
    st.gems, st.spent = list(view.gems), list(view.spent)
    st.used = list(view.used)
    st.kw_used, st.guild_used = list(view.keyword_sources), list(view.guild_sources)
    st.spent_by = {c: list(v) for c, v in view.spent_by}
    st.sealed_now, st.unsealed_now = list(view.sealed_now), list(view.unsealed_now)
    st.step, st.kw, st.left, st.src, st.target = view.step, view.keyword, view.left, view.source, view.target
    st.hand, st.draw, st.discard, st.play, st.bought = ([] for _ in range(5))
    st.seal, st.raised, st.fountains, st.owned = ([] for _ in range(4))
    st.top_pub, st.top_own = [0] * n, [0] * n
    st.revealed = []
    active = view.active
    players = []
    for p, pv in enumerate(view.players_view):
        me = p == seat
        stars = [f[0] for f in pv.fountains]
        public = [*pv.discard, *pv.play, *pv.bought, *pv.seal, *stars, *pv.draw_top]
        if me:
            unknown = _minus(
                pv.owned, public, pv.hand, pv.raise_cards, [f[1] for f in pv.fountains], view.revealed or ()
            )
            hand, raised, found = list(pv.hand), list(pv.raise_cards), [f[1] for f in pv.fountains]
            if p == active:
                st.revealed = list(view.revealed or ())
            fountains = [c for pair in zip(stars, found) for c in pair]
        else:
            unknown = _minus(pv.owned, public)
            hand, raised, fountains = [], [], []  # dealt at each call
        counts = (pv.hand_count, pv.raise_count, len(pv.fountains), view.revealed_count if p == active else 0)
        players.append((p, me, tuple(unknown), counts, tuple(stars), list(pv.draw_top), p == active))
        st.hand.append(hand)
        st.draw.append([])
        st.discard.append(list(pv.discard))
        st.play.append(list(pv.play))
        st.bought.append(list(pv.bought))
        st.seal.append(list(pv.seal))
        st.raised.append(raised)
        st.fountains.append(fountains)
        st.owned.append(list(pv.owned))
        st.top_own[p] = len(pv.draw_top)
        st.top_pub[p] = 0 if me else len(pv.draw_top)
    owned = {c for pv in view.players_view for c in pv.owned}
    st.offer = list(view.offer)
    favour = tuple(c for c in cs.favour if c not in owned and c not in st.offer)
    power = tuple(c for c in cs.power if c not in owned and c != view.power_top)
    power_top = [view.power_top] if view.power_top is not None else []
    st.favour_deck, st.power = [], []
    st.queue = []
    if view.source >= 0 and view.step is not None and view.used:
        card, ability = view.used[-1]
        kws = cs.cards[card].abilities[ability].keywords
        names = [k for k, _ in kws]
        if view.keyword in names:
            st.queue = list(kws[names.index(view.keyword) + 1 :])
    if view.phase == "end":
        st.step = "end_discard"
    st.barriers = 0
    return st, players, favour, power, power_top
