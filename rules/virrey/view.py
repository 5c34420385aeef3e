"""What one seat may know of a Virrey game (ruling V-21).

Visible to everybody: the pyramids with their tokens and infinite gems, the cards put
under laws, the reserve, the box, the auction, the discard pile, deck sizes, hand
sizes and the cards each player won at auction (they were face up), who has made a
sealed choice ("chosen"), the last revealed bids, the supplies, and the steps pending
after a reveal (``tasks``: they follow from revealed choices).
Visible only to the seat: its hand, its gems and attack tokens (behind its screen),
its dealt setup cards and its own sealed choices. Other screens show nothing, not
even counts. A spectator (seat None) sees the public part.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.virrey.pyramid import SECTION_NAMES
from rules.virrey.tokens import COLOURS


@dataclass(frozen=True, slots=True)
class PlacedCard:
    card: str
    level: int
    x: int
    tokens: tuple  # token entries (see scoring.Board)
    under: tuple[str, ...]  # cards put under this one by a law


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    pyramid: tuple[PlacedCard, ...]
    painting: tuple[tuple[str, str, str], ...]  # (card, section, colour)
    hand_count: int
    known_hand: tuple[str, ...]  # cards in hand everybody saw (won at auction)
    low: int  # lowest card number in the pyramid (order of play)
    status: str  # auction: in, won, passed, attacked
    dev_active: bool
    chosen: bool  # has made the current sealed choice
    gems: tuple[int, ...] | None  # behind the screen: only for the seat itself
    attack: int | None


@dataclass(frozen=True, slots=True)
class VirreyView:
    seat: int | None
    players: int
    virtual: int
    turn: int
    phase: str  # setup, bid, dev, resolve, paint, over
    auction_no: int
    dev_round: int
    to_act: tuple[int, ...]
    decision: tuple  # the task being decided (public part), () in a sealed phase
    reserve: tuple[int, ...]
    box: tuple[int, ...]
    auction: tuple[tuple[str | None, str | None], ...]  # per colour: (top, base)
    big_deck: int
    small_deck: int
    law_deck: int
    discard: tuple[str, ...]
    hand: tuple[str, ...]
    dealt: tuple[str, ...]
    my_choice: tuple  # own sealed choice, () if none
    players_view: tuple[PlayerView, ...]
    last_bids: tuple
    supply: tuple
    last_turn: bool
    over: bool
    cards: Any = None  # the CardSet being played (shared, read-only)
    # Public bookkeeping everybody at the table can follow (read by the search's
    # determinization, rules.virrey.determinize): the pending steps after a reveal (all
    # of them follow from revealed choices), which virtual opponents are still in this
    # auction phase, the infinite gems used this turn per seat ((uses, per colour)),
    # and the substitute tokens out per supply pool. (Left out of repr(): saved digests
    # of views stay as they were.)
    tasks: tuple = field(default=(), repr=False)
    vactive: tuple = field(default=(), repr=False)
    inf_used: tuple = field(default=(), repr=False)
    proxies: tuple = field(default=(), repr=False)

    @property
    def me(self) -> PlayerView | None:
        return self.players_view[self.seat] if self.seat is not None else None


def make_view(state, seat: int | None) -> VirreyView:
    state.check_seat(seat, spectator=True)
    n = state.n
    phase = state.phase
    tasks = state.tasks
    players = []
    for s in range(n):
        pyr = state.pyr[s]
        tok = state.tok[s]
        placed = tuple(
            PlacedCard(c, lv, x, tok.get(c, ()), pyr.under.get(c, ())) for (lv, x), c in sorted(pyr.cells.items())
        )
        painting = tuple(sorted((c, SECTION_NAMES[sec], COLOURS[col]) for (c, sec), col in state.paint[s].items()))
        if not tasks and phase == "bid":
            chosen = state.bids[s] is not None
        elif not tasks and phase == "dev":
            chosen = state.choices[s] is not None
        elif not tasks and phase == "setup":
            chosen = None not in state.setup[s]
        elif tasks and tasks[-1][0] == "dispute":
            chosen = s in state.pair
        else:
            chosen = False
        mine = s == seat
        players.append(
            PlayerView(
                s,
                placed,
                painting,
                len(state.hands[s]),
                tuple(state.known[s]),
                state.low[s],
                state.status[s],
                state.dev_active[s],
                chosen,
                tuple(state.gems[s]) if mine or phase in ("paint", "over") else None,
                state.attack[s] if mine or phase in ("paint", "over") else None,
            )
        )
    decision: tuple = ()
    if tasks:
        t = tasks[-1]
        if t[0] == "dispute":
            decision = ("dispute", t[1], t[2], COLOURS[t[3]])
        elif t[0] in ("choose2", "vs_virtual"):
            decision = (t[0], t[1], COLOURS[t[2]])
        elif t[0] == "infinite":
            decision = ("infinite", t[1], t[2], t[3], t[4], t[5])
        else:
            decision = tuple(t)
    my_choice: tuple = ()
    dealt: tuple = ()
    if seat is not None:
        if phase == "bid" and state.bids[seat] is not None:
            b = state.bids[seat]
            my_choice = ("bid", COLOURS[b[1]]) if b[0] == "bid" else b
        elif phase == "dev" and state.choices[seat] is not None:
            my_choice = tuple(state.choices[seat])
        elif phase == "setup":
            r = state.setup[seat]
            my_choice = (tuple(COLOURS[c] for c in r[0]) if r[0] else None, r[1], r[2])
        if tasks and tasks[-1][0] == "dispute" and seat in state.pair:
            my_choice = ("dispute", state.pair[seat])
        dealt = tuple(state.dealt[seat])
    a = state.auction
    return VirreyView(
        seat=seat,
        players=n,
        virtual=state.v,
        turn=state.turn,
        phase=phase,
        auction_no=state.auction_no,
        dev_round=state.dev_round,
        to_act=state.to_act(),
        decision=decision,
        reserve=tuple(state.reserve),
        box=tuple(state.box),
        auction=tuple((a[c * 2 + 1], a[c * 2]) for c in range(4)),
        big_deck=len(state.big) if phase != "setup" else 0,
        small_deck=len(state.small),
        law_deck=len(state.law_deck),
        discard=tuple(state.discard),
        hand=tuple(state.hands[seat]) if seat is not None else (),
        dealt=dealt,
        my_choice=my_choice,
        players_view=tuple(players),
        last_bids=state.last_bids or (),
        supply=(tuple(state.supply.pools), tuple(sorted(state.supply.power.items()))),
        last_turn=state.last_turn,
        over=state.over,
        cards=state.cards,
        tasks=tuple(tasks),
        vactive=tuple(state.vactive),
        inf_used=tuple(zip(state.inf_uses, state.inf_used)),
        proxies=tuple(state.supply.proxies),
    )
