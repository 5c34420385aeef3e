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
from rules.core.state import check_seat


def _minus(owned, *zones) -> list[int]:
    left = Counter(owned)
    for z in zones:
        left.subtract(z)
    return sorted(left.elements())


def determinize(view, rng: random.Random, cls=AusoniaState, cards: CardSet | None = None):
    check_seat(view.seat, view.players, spectator=True)
    cs = cards or card_set()
    n = view.players
    st = cls(Config(players=n, seed=0, options=dict(view.options)), cs, _blank=True)
    st.rng = random.Random(rng.getrandbits(64))
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
    for p, pv in enumerate(view.players_view):
        me = p == seat
        stars = [f[0] for f in pv.fountains]
        public = [*pv.discard, *pv.play, *pv.bought, *pv.seal, *stars, *pv.draw_top]
        if me:
            unknown = _minus(pv.owned, public, pv.hand, pv.raise_cards, [f[1] for f in pv.fountains], view.revealed or ())
        else:
            unknown = _minus(pv.owned, public)
        rng.shuffle(unknown)
        if me:
            hand, raised, found = list(pv.hand), list(pv.raise_cards), [f[1] for f in pv.fountains]
            revealed = list(view.revealed or ()) if p == active else []
        else:
            k = pv.hand_count
            hand, unknown = unknown[:k], unknown[k:]
            k = pv.raise_count
            raised, unknown = unknown[:k], unknown[k:]
            k = len(pv.fountains)
            found, unknown = unknown[:k], unknown[k:]
            revealed = []
            if p == active and view.revealed_count:
                k = view.revealed_count
                revealed, unknown = unknown[:k], unknown[k:]
        if p == active:
            st.revealed = revealed
        st.hand.append(hand)
        st.draw.append(unknown + list(pv.draw_top))
        st.discard.append(list(pv.discard))
        st.play.append(list(pv.play))
        st.bought.append(list(pv.bought))
        st.seal.append(list(pv.seal))
        st.raised.append(raised)
        st.fountains.append([c for pair in zip(stars, found) for c in pair])
        st.owned.append(list(pv.owned))
        st.top_own[p] = len(pv.draw_top)
        st.top_pub[p] = 0 if me else len(pv.draw_top)
    owned = {c for pv in view.players_view for c in pv.owned}
    st.offer = list(view.offer)
    deck = [c for c in cs.favour if c not in owned and c not in st.offer]
    rng.shuffle(deck)
    st.favour_deck = deck
    power = [c for c in cs.power if c not in owned and c != view.power_top]
    rng.shuffle(power)
    st.power = power + ([view.power_top] if view.power_top is not None else [])
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
    st.touch()
    return st
