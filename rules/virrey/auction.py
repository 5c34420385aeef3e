"""I. FASE DE SUBASTA: the auction phase (a mixin of VirreyState).

Four auction cards, blue, red, green and yellow; each has a *base* position (cards that
came this turn) and a *top* position (cards that moved up). Slot index: colour * 2 +
(0 base, 1 top). Up to three auctions a turn; in each, every player still in the phase
bids in secret: a gem of a colour with a card (Bid), the empty hand (BidPass) or an
attack token (BidAttack).

Resolution of an auction (rulings V-8 to V-12):
1. Reveal. Virtual bids are drawn (from the reserve as it stands); then the bid gems go
   back to the reserve.
2. Attackers, in order of the lowest card number, each take a card of their choice;
   their attack token returns to the supply and their auction is over.
3. Each colour is resolved (see virtual.py for the table, which also covers the plain
   cases): a lone bidder takes the card (chooses with two), two bidders on a two-card
   colour say secretly which card they want, anything else is a tie.
4. Virtual opponents whose colour had no card discard a random card.
5. Players who passed take their gems (3 + 1 per science token), lowest number first.
After the third auction, whoever still has no card has passed. Then the top cards are
discarded, the base cards move up and four new cards come from the big deck.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any

from rules.core.state import Event
from rules.virrey import virtual
from rules.virrey.actions import Bid, BidPass
from rules.virrey.tokens import AD, COLOURS

IN, WON, PASSED, ATTACKED = "in", "won", "passed", "attacked"
MAX_AUCTIONS = 3
PASS_GEMS = 3

# The sealed bids as stored in ``state.bids`` (shared tuples: nothing allocated per bid).
BIDS = tuple(("bid", c) for c in range(4))
PASS_BID = ("pass",)
ATTACK_BID = ("attack",)
RESOLVE = ("auction_resolve",)
AFTER = ("after_auction",)
END_AUCTION_PHASE = ("end_auction_phase",)
_first = itemgetter(0)
_event = tuple.__new__  # _event(Event, (key, params, to)): what log() stores, without the call


class AuctionMixin:
    bids: list[Any]  # each seat's sealed bid, or None (VirreyState sets them all)
    vbids: list[Any]
    last_bids: tuple | None

    # -- flow -------------------------------------------------------------
    def _start_turn(self, _task=None) -> None:
        self.turn += 1
        self.auction_no = 0
        self.status = [IN] * self.n
        self.vactive = [True] * self.v
        self.events.append(_event(Event, ("virrey.turn", {"turn": self.turn}, None)))
        self._start_auction()

    def _start_auction(self) -> None:
        self.auction_no += 1
        self.bids = [None] * self.n
        self.phase = "bid"
        self.events.append(_event(Event, ("virrey.auction", {"turn": self.turn, "auction": self.auction_no}, None)))

    def _cards_of(self, colour: int) -> list[bool]:
        """[top?] of the cards at an auction colour (top first)."""
        a = self.auction
        out = []
        if a[colour * 2 + 1] is not None:
            out.append(True)
        if a[colour * 2] is not None:
            out.append(False)
        return out

    def _any_card(self) -> bool:
        return any(c is not None for c in self.auction)

    def _legal_bid(self, seat: int) -> list:
        A = self.A
        gems = self.gems[seat]
        a = self.auction
        out = [A.bid[c] for c in range(4) if gems[c] > 0 and (a[c * 2] is not None or a[c * 2 + 1] is not None)]
        out.append(A.bid_pass)
        # "el jugador robará una carta al principio de la fase de subasta, antes que ningún
        # otro jugador": an attack only in the first auction of the turn (ruling V-9).
        if self.attack[seat] > 0 and self.auction_no == 1 and self._any_card():
            out.append(A.bid_attack)
        return out

    def _bid(self, seat: int, act) -> None:
        kind = type(act)
        bids = self.bids
        bids[seat] = BIDS[self.COL[act.colour]] if kind is Bid else PASS_BID if kind is BidPass else ATTACK_BID
        self.events.append(self.CHOSEN[seat])
        if self.n == 1:  # solo: the only bid is made
            self._reveal_bids()
            return
        status = self.status
        for s in range(self.n):
            if bids[s] is None and status[s] == IN:
                return  # a sealed bid is still due
        self._reveal_bids()

    def _reveal_bids(self) -> None:
        self.barriers += 1
        bids = self.bids
        shown: list = []
        attackers: list = []
        returned: list = []  # (seat, colour) of the gems bid: back to the reserve after the draw
        for s, b in enumerate(bids):
            if b is None:
                shown.append(None)
            elif b[0] == "bid":
                c = b[1]
                shown.append(COLOURS[c])
                returned.append((s, c))
            else:
                shown.append(b[0])
                if b[0] == "attack":
                    attackers.append(s)
        # The virtual bids are drawn from the reserve as it stands, while the real bids are
        # still in the players' hands ("Después de efectuar su propia puja, el jugador tendrá
        # que coger una de las gemas de la reserva general"): a virtual opponent can never
        # draw the gem a player bid (ruling V-17). With no gem bid by a real player (all of
        # them passed or attacked) there is no "propia puja" and no virtual bid (ruling V-18).
        if not returned:
            self.vbids = [None] * self.v
            vshown = []
            self.last_bids = (tuple(shown), (None,) * self.v)
        elif self.v == 1:  # one virtual opponent (the solo game): one blind gem, if still in
            if self.vactive[0]:
                colour = virtual.draw_bids(self, 1)[0]
                self.vbids = [colour]
                if colour is None:
                    vshown = ["none"]
                    self.last_bids = (tuple(shown), (None,))
                else:
                    vshown = [COLOURS[colour]]
                    self.last_bids = (tuple(shown), (COLOURS[colour],))
            else:
                self.vbids = [None]
                vshown = []
                self.last_bids = (tuple(shown), (None,))
        elif self.v:
            vshown = self._draw_virtual_bids()
            self.last_bids = (tuple(shown), tuple([COLOURS[c] if c is not None else None for c in self.vbids]))
        else:
            vshown = []
            self.last_bids = (tuple(shown), ())
        gems, reserve = self.gems, self.reserve
        for s, c in returned:
            gems[s][c] -= 1
            reserve[c] += 1
        params = {"auction": self.auction_no, "bids": shown, "virtual": vshown}
        self.events.append(_event(Event, ("virrey.bids_revealed", params, None)))
        self.phase = "resolve"
        if not attackers:
            if self.n == 1:
                self._resolve_solo()
            else:
                self._resolve_bids()
            return
        attackers = self._order(attackers)
        for s in attackers:
            self.attack[s] -= 1
            self.supply.give_back(AD)
            self.status[s] = ATTACKED
        self.push(RESOLVE)  # once the attackers have taken their cards
        self.push_all([("attack_take", s) for s in attackers])

    def _draw_virtual_bids(self) -> list:
        """Draw the active virtual opponents' blind gems (``vbids``); their names, as logged."""
        vactive = self.vactive
        active = [i for i in range(self.v) if vactive[i]]
        vbids = self.vbids = [None] * self.v
        if not active:
            return []
        for i, colour in zip(active, virtual.draw_bids(self, len(active))):
            vbids[i] = colour
        return [virtual.describe(vbids[i]) for i in active]

    def _resolve_bids(self, _task=None) -> None:
        """Step 3 onwards of an auction (after the attackers took their cards)."""
        bids = self.bids
        order = self._order(range(self.n))
        bidders: list[list[int]] = [[], [], [], []]
        passers = []
        for s in order:
            b = bids[s]
            if b is not None:
                if b[0] == "bid":
                    bidders[b[1]].append(s)
                elif b[0] == "pass":
                    passers.append(s)
        vb: list[list[int]] = [[], [], [], []]
        if self.v:
            vactive = self.vactive
            for i, c in enumerate(self.vbids):
                if c is not None and vactive[i]:
                    vb[c].append(i)
        decisions: list[tuple] = []  # (order key, task)
        removals = 0
        for colour in range(4):
            real, virt = bidders[colour], vb[colour]
            if real or virt:
                removals += self._resolve_colour(colour, real, virt, decisions)
        later: list[tuple] = []  # tasks in order
        if decisions:
            decisions.sort(key=_first)
            later = [t for _, t in decisions]
        if removals:
            later.append(("virtual_remove", removals))
        status = self.status
        for s in passers:
            status[s] = PASSED
            later.append(("pass_gems", s))
        if not later:
            self._after_auction()  # nothing to do first: the next step at once
            return
        later.append(AFTER)
        self.push_all(later)

    def _resolve_solo(self) -> None:
        """``_resolve_bids`` for one real player (the solo game), without the attackers.

        The same steps in the same order: each colour with bidders (at most one decision,
        the player's), the random removals, the player's pass; a pass with nothing before
        it starts at once (its gems are the next decision).
        """
        b = self.bids[0]
        mine = b[1] if b[0] == "bid" else -1
        decisions: list[tuple] = []
        removals = 0
        if self.v == 1:  # one virtual opponent: at most two colours to resolve, in colour order
            theirs = self.vbids[0] if self.vactive[0] else None
            if theirs is None or theirs == mine:
                if mine >= 0:
                    removals = self._resolve_colour(mine, [0], [0] if theirs is not None else [], decisions)
            elif mine < 0:
                removals = self._resolve_colour(theirs, [], [0], decisions)
            elif mine < theirs:
                removals = self._resolve_colour(mine, [0], [], decisions)
                removals += self._resolve_colour(theirs, [], [0], decisions)
            else:
                removals = self._resolve_colour(theirs, [], [0], decisions)
                removals += self._resolve_colour(mine, [0], [], decisions)
        else:
            vb: list[list[int]] = [[], [], [], []]
            vactive = self.vactive
            for i, c in enumerate(self.vbids):
                if c is not None and vactive[i]:
                    vb[c].append(i)
            for colour in range(4):
                virt = vb[colour]
                if colour == mine:
                    removals += self._resolve_colour(colour, [0], virt, decisions)
                elif virt:
                    removals += self._resolve_colour(colour, [], virt, decisions)
        later: list[tuple] = [decisions[0][1]] if decisions else []
        if removals:
            later.append(("virtual_remove", removals))
        if b[0] == "pass":
            self.status[0] = PASSED
            if not later:
                self.push(AFTER)
                self._pass_gems(0)
                return
            later.append(("pass_gems", 0))
        if not later:
            self._after_auction()
            return
        later.append(AFTER)
        self.push_all(later)

    def _resolve_colour(self, colour: int, real: list, virt: list, decisions: list) -> int:
        """One colour with bidders (see virtual.py); returns the random removals it causes."""
        a = self.auction
        top, base = a[colour * 2 + 1] is not None, a[colour * 2] is not None
        k = top + base
        total = len(real) + len(virt)
        if k == 0:
            for s in real:
                self.log("virrey.bid_lost", seat=s, colour=self.COLOURS[colour])
            for i in virt:
                self.vactive[i] = False
            return len(virt)
        if total == 1:
            if real:
                s = real[0]
                if k == 1:
                    self._win(s, colour, top)
                else:
                    decisions.append((self.low[s], ("choose2", s, colour)))
            else:
                i = virt[0]
                self.vactive[i] = False
                self._virtual_discard(i, colour, not base)
        elif k == 1 or total >= 3:
            self.log("virrey.tie", colour=self.COLOURS[colour], seats=real, virtual=virt)
        elif len(real) == 2:
            decisions.append((min(self.low[s] for s in real), ("dispute", real[0], real[1], colour)))
        elif len(real) == 1:
            decisions.append((self.low[real[0]], ("vs_virtual", real[0], colour, virt[0])))
        else:
            for i in virt:
                self.vactive[i] = False
            self._virtual_discard(virt[0], colour, True)
            self._virtual_discard(virt[1], colour, False)
        return 0

    def _win(self, seat: int, colour: int, top: bool) -> None:
        idx = colour * 2 + (1 if top else 0)
        card = self.auction[idx]
        self.auction[idx] = None
        self.hands[seat].append(card)
        self.known[seat].append(card)
        self.status[seat] = WON
        self.events.append(
            _event(
                Event,
                ("virrey.won_card", {"seat": seat, "card": card, "colour": self.COLOURS[colour], "top": top}, None),
            )
        )
        b = self.bids[seat]
        if b is not None and b[0] == "bid" and self.perm[seat].get("keep_bid"):
            c = b[1]
            if self.reserve[c] > 0:
                self.reserve[c] -= 1
                self.gems[seat][c] += 1
                self.log("virrey.bid_kept", seat=seat, colour=self.COLOURS[c])

    def _virtual_discard(self, i: int, colour: int, top: bool) -> None:
        idx = colour * 2 + (1 if top else 0)
        card = self.auction[idx]
        if card is None:
            return
        self.auction[idx] = None
        self.discard.append(card)
        self.events.append(
            _event(
                Event, ("virrey.virtual_discard", {"virtual": i, "card": card, "colour": self.COLOURS[colour]}, None)
            )
        )

    def _virtual_remove(self, count: int) -> None:
        for _ in range(count):
            left = [i for i, c in enumerate(self.auction) if c is not None]
            if not left:
                return
            idx = left[self.rng.randrange(len(left))]
            self.barriers += 1
            card = self.auction[idx]
            self.auction[idx] = None
            self.discard.append(card)
            self.log("virrey.virtual_discard", virtual=None, card=card, colour=self.COLOURS[idx // 2])

    def _pass_gems(self, seat: int) -> None:
        count = PASS_GEMS + self.science(seat) + self.perm[seat].get("pass_bonus", 0)
        self.log("virrey.passed", seat=seat, gems=count)
        self.push(("gems", seat, count))

    def _after_auction(self, _task=None) -> None:
        status = self.status
        if self.n == 1:  # solo: the player is still in, or the auction phase ends
            if status[0] != IN:
                self._end_auction_phase()
            elif self.auction_no < MAX_AUCTIONS:
                self._start_auction()
            else:
                status[0] = PASSED
                self.push_all([("pass_gems", 0), END_AUCTION_PHASE])
            return
        remaining = [s for s in range(self.n) if status[s] == IN]
        if remaining and self.auction_no < MAX_AUCTIONS:
            self._start_auction()
            return
        if not remaining:
            self._end_auction_phase()
            return
        later: list[tuple] = []
        for s in self._order(remaining):
            status[s] = PASSED
            later.append(("pass_gems", s))
        later.append(END_AUCTION_PHASE)
        self.push_all(later)

    def _end_auction_phase(self, _task=None) -> None:
        a, big, discard = self.auction, self.big, self.discard
        if not big:
            self.last_turn = True
        for base in (0, 2, 4, 6):
            top = a[base + 1]
            if top is not None:
                discard.append(top)
            a[base + 1] = a[base]
            a[base] = big.pop() if big else None
        self.barriers += 1
        self.events.append(_event(Event, ("virrey.auction_refilled", {"cards": a[:], "big": len(big)}, None)))
        self._start_development()

    # -- decisions after the reveal ---------------------------------------
    def _legal_take(self, colour_filter=None) -> list:
        take = self.A.take
        a = self.auction
        if colour_filter is not None:  # the base then the top card of one colour
            base = colour_filter * 2
            return [take[i] for i in (base, base + 1) if a[i] is not None]
        return [take[idx] for idx, card in enumerate(a) if card is not None]
