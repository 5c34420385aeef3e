"""What one seat may know of an Ausonia game (ruling A-20), and resampling what it may not.

Public: every influence, the turn order and the first player, each player's discard pile
(face up, browsable), play area (played cards face up, bought cards face down but known:
they came from the public offer row or power deck), seal area, the star cards of its
fountains, the number of cards in its hand, draw pile and raise area, the cards it owns
(its starter deck and what it bought: every purchase is public), the top cards of its draw
pile that Manipulación put there from the public discard pile, the offer row, the power
deck's top card and size, the favour deck's size, and the turn's public bookkeeping
(unspent and spent gems, abilities used, keywords used, guilds activated, the keyword
being resolved).
Private to the seat: its hand, its raise area and the foundations of its fountains
(face down, but it put them there), the cards Previsión revealed to it, and the top cards
of its own draw pile it put back with Previsión.
Hidden from everyone: the order of every draw pile (but the known top cards) and of the
favour deck.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    position: int  # 0 for the first player, in turn order
    starter: int  # 1-4: Inicio I-IV
    influence: int
    hand_count: int
    draw_count: int
    draw_top: tuple[int, ...]  # the known top cards of the draw pile, the top card last
    discard: tuple[int, ...]  # the top card last
    play: tuple[int, ...]  # played cards (and broken seals), usable
    bought: tuple[int, ...]  # bought this turn: face down in the play area, unusable
    seal: tuple[int, ...]
    raise_count: int  # cards of the raise area not part of a fountain
    fountains: tuple[tuple[int, int], ...]  # (star card, foundation card or -1 when hidden)
    owned: tuple[int, ...]  # every card the player owns, sorted
    # private: None for the other seats
    hand: tuple[int, ...] | None
    raise_cards: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class AusoniaView:
    seat: int | None
    players: int
    options: tuple[tuple[str, object], ...]
    round: int
    first: int  # the first player's seat (Inicio I)
    order: tuple[int, ...]  # the seats in turn order, from the first player
    active: int | None  # whose turn it is (None when the game is over)
    phase: str  # "action", "end" (fase de fin de turno) or "over"
    to_act: tuple[int, ...]  # the active seat, or the opponent choosing its Descartar cards
    final: bool  # someone reached 60: the last round, Corrupción counts as Influencia
    offer: tuple[int, ...]  # the offer row (fewer than 4 once the favour deck is empty)
    favour_deck: int
    power_top: int | None  # the power deck's buyable top card
    power_count: int
    players_view: tuple[PlayerView, ...]
    # the active seat's turn (public)
    gems: tuple[int, ...]  # unspent gems, per GEMS
    spent: tuple[int, ...]  # gems spent this turn, per GEMS (buying and abilities)
    used: tuple[tuple[int, int], ...]  # (card, ability) activated this turn
    keywords: tuple[str, ...]  # keywords used this turn ("acquisitive": a card was bought)
    guilds: tuple[str, ...]  # guilds of the cards whose abilities were activated this turn
    sealed_now: tuple[int, ...]  # sealed this turn: not broken before a later turn
    unsealed_now: tuple[int, ...]  # broken this turn: not resealed this turn
    # the keyword being resolved (step None when no keyword waits for a decision)
    step: str | None  # "target", "discard", "manipulate", "foresee", "raise", "seal", "end_discard"
    keyword: str | None
    left: int  # how many more cards the step may take
    source: int  # the card whose ability is resolving, or -1
    target: int  # the opponent chosen, or -1
    revealed_count: int  # cards revealed by Previsión, waiting for their place
    # private to the seat
    revealed: tuple[int, ...] | None  # the revealed cards (only the active seat sees them)
    conditions: tuple[tuple[int, int, int, int], ...]  # (card, ability, have, need) of the
    # active seat's condition abilities the viewer can see (hand cards only for that seat)
    # added after the first contract: the sources of the turn's bookkeeping (public), which
    # a condition needs ("una tarjeta no puede cumplir con su propia condición")
    keyword_sources: tuple[tuple[str, int], ...] = ()  # (keyword, card; -1 for a purchase)
    guild_sources: tuple[tuple[str, int], ...] = ()  # (guild, card activated)
    spent_by: tuple[tuple[int, tuple[int, ...]], ...] = ()  # (card, gems spent on its abilities)


def _fountains(st, s: int, me: bool) -> tuple[tuple[int, int], ...]:
    f = st.fountains[s]
    return tuple((f[i], f[i + 1] if me else -1) for i in range(0, len(f), 2))


def _conditions(st, seat: int | None) -> tuple[tuple[int, int, int, int], ...]:
    """(card, ability, have, need) of the active seat's condition abilities that ``seat``
    can see: its play area's, and its hand's for the active seat itself."""
    st.check_seat(seat, spectator=True)
    if st.phase != "action":
        return ()
    active = st.order[st.pos]
    cards = st.cards.cards
    seen = list(st.play[active]) + (list(st.hand[active]) if seat == active else [])
    out = []
    for c in seen:
        for i, ab in enumerate(cards[c].abilities):
            if ab.condition is not None:
                out.append((c, i, min(st.condition_have(c, ab.condition), ab.condition[2]), ab.condition[2]))
    return tuple(out)


def make_view(st, seat: int | None) -> AusoniaView:
    st.check_seat(seat, spectator=True)
    ps = []
    for s in range(st.n):
        me = s == seat
        known = st.top_own[s] if me else st.top_pub[s]
        draw = st.draw[s]
        ps.append(
            PlayerView(
                s,
                st.order.index(s),
                st.starter[s],
                st.influence[s],
                len(st.hand[s]),
                len(draw),
                tuple(draw[len(draw) - known :]) if known else (),
                tuple(st.discard[s]),
                tuple(st.play[s]),
                tuple(st.bought[s]),
                tuple(st.seal[s]),
                len(st.raised[s]),
                _fountains(st, s, me),
                tuple(sorted(st.owned[s])),
                tuple(st.hand[s]) if me else None,
                tuple(st.raised[s]) if me else None,
            )
        )
    over = st.phase == "over"
    active = None if over else st.order[st.pos]
    return AusoniaView(
        seat,
        st.n,
        tuple(sorted(st.config.options.items())),
        st.round,
        st.first,
        tuple(st.order),
        active,
        st.phase if st.phase != "action" or st.step != "end_discard" else "end",
        st.to_act(),
        st.final,
        tuple(st.offer),
        len(st.favour_deck),
        st.power[-1] if st.power else None,
        len(st.power),
        tuple(ps),
        tuple(st.gems),
        tuple(st.spent),
        tuple(st.used),
        tuple(kw for kw, _ in st.kw_used),
        tuple(g for g, _ in st.guild_used),
        tuple(st.sealed_now),
        tuple(st.unsealed_now),
        st.step,
        st.kw,
        st.left,
        st.src,
        st.target,
        len(st.revealed),
        tuple(st.revealed) if seat is not None and seat == active else None,
        _conditions(st, seat),
        tuple(st.kw_used),
        tuple(st.guild_used),
        tuple(sorted((c, tuple(v)) for c, v in st.spent_by.items())),
    )


# -- resampling ------------------------------------------------------------------------------


def resample(state, seat: int | None, rng):
    """A copy ``seat`` cannot tell apart from ``state``, its hidden cards re-dealt: other
    players' hands, raise areas, fountain foundations, the cards Previsión revealed to
    another seat and the unknown part of every draw pile, each player's among its own
    cards; the favour deck's order."""
    state.check_seat(seat, spectator=True)
    st = state.clone()
    active = st.order[st.pos] if st.phase != "over" else None
    for p in range(st.n):
        me = p == seat
        known = st.top_own[p] if me else st.top_pub[p]
        draw = st.draw[p]
        split = len(draw) - known
        pool = draw[:split]
        sizes = [split]
        zones: list[list[int]] = []
        if not me:
            zones = [st.hand[p], st.raised[p]]
            if p == active:
                zones.append(st.revealed)
        for z in zones:
            pool += z
            sizes.append(len(z))
        foundations = []
        if not me:
            f = st.fountains[p]
            foundations = [f[i] for i in range(1, len(f), 2)]
            pool += foundations
        rng.shuffle(pool)
        at = sizes[0]
        st.draw[p] = pool[:at] + draw[split:]
        for z, k in zip(zones, sizes[1:]):
            z[:] = pool[at : at + k]
            at += k
        if foundations:
            f = st.fountains[p]
            for j, i in enumerate(range(1, len(f), 2)):
                f[i] = pool[at + j]
    rng.shuffle(st.favour_deck)
    st.rng = type(st.rng)(rng.getrandbits(64))
    st.touch()
    return st
