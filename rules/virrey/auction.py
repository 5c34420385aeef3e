"""I. FASE DE SUBASTA: the auction phase (a mixin of VirreyState).

Four auction cards, blue, red, green and yellow; each has a *base* position (cards that
came this turn) and a *top* position (cards that moved up). Slot index: colour * 2 +
(0 base, 1 top). Up to three auctions a turn; in each, every player still in the phase
bids in secret: a gem of a colour with a card (Bid), the empty hand (BidPass) or an
attack token (BidAttack).

Resolution of an auction (rulings V-8 to V-12):
1. Reveal. Bid gems go back to the reserve; virtual bids are drawn.
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

from rules.virrey import virtual
from rules.virrey.tokens import AD

IN, WON, PASSED, ATTACKED = "in", "won", "passed", "attacked"
MAX_AUCTIONS = 3
PASS_GEMS = 3


class AuctionMixin:
    # -- flow -------------------------------------------------------------
    def _start_turn(self) -> None:
        self.turn += 1
        self.auction_no = 0
        self.status = [IN] * self.n
        self.vactive = [True] * self.v
        self.log("virrey.turn", turn=self.turn)
        self._start_auction()

    def _start_auction(self) -> None:
        self.auction_no += 1
        self.bids = [None] * self.n
        self.phase = "bid"
        self.log("virrey.auction", turn=self.turn, auction=self.auction_no)

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
        out = [A.bid[c] for c in range(4)
               if gems[c] > 0 and (a[c * 2] is not None or a[c * 2 + 1] is not None)]
        out.append(A.bid_pass)
        if self.attack[seat] > 0 and self._any_card():
            out.append(A.bid_attack)
        return out

    def _bid(self, seat: int, act) -> None:
        kind = type(act).__name__
        if kind == "Bid":
            self.bids[seat] = ("bid", self.COL[act.colour])
        elif kind == "BidPass":
            self.bids[seat] = ("pass",)
        else:
            self.bids[seat] = ("attack",)
        self.log("virrey.chosen", seat=seat)
        if all(self.bids[s] is not None for s in range(self.n) if self.status[s] == IN):
            self._reveal_bids()

    def _reveal_bids(self) -> None:
        self.barriers += 1
        n = self.n
        shown = []
        for s in range(n):
            b = self.bids[s]
            if b is None:
                shown.append(None)
            elif b[0] == "bid":
                shown.append(self.COLOURS[b[1]])
                self.gems[s][b[1]] -= 1
                self.reserve[b[1]] += 1
            else:
                shown.append(b[0])
        active = [i for i in range(self.v) if self.vactive[i]]
        drawn = virtual.draw_bids(self, len(active)) if active else []
        self.vbids = [None] * self.v
        for i, colour in zip(active, drawn):
            self.vbids[i] = colour
        self.last_bids = (tuple(shown), tuple(virtual.describe(c) if c is not None else None
                                              for c in self.vbids))
        self.log("virrey.bids_revealed", auction=self.auction_no, bids=list(shown),
                 virtual=[virtual.describe(self.vbids[i]) for i in active])
        attackers = self._order([s for s in range(n) if self.bids[s] == ("attack",)])
        for s in attackers:
            self.attack[s] -= 1
            self.supply.give_back(AD)
            self.status[s] = ATTACKED
        self.phase = "resolve"
        self.push(("auction_resolve",))
        for s in reversed(attackers):
            self.push(("attack_take", s))

    def _resolve_bids(self) -> None:
        """Step 3 onwards of an auction (after the attackers took their cards)."""
        later = []      # tasks in order
        removals = 0
        a = self.auction
        bidders = [[] for _ in range(4)]
        for s in self._order([s for s in range(self.n) if self.bids[s] and self.bids[s][0] == "bid"]):
            bidders[self.bids[s][1]].append(s)
        vb = [[] for _ in range(4)]
        for i in range(self.v):
            c = self.vbids[i] if self.vactive[i] else None
            if c is not None:
                vb[c].append(i)
        decisions = []  # (order key, task)
        for colour in range(4):
            real, virt = bidders[colour], vb[colour]
            if not real and not virt:
                continue
            k = (a[colour * 2] is not None) + (a[colour * 2 + 1] is not None)
            total = len(real) + len(virt)
            if k == 0:
                for s in real:
                    self.log("virrey.bid_lost", seat=s, colour=self.COLOURS[colour])
                for i in virt:
                    self.vactive[i] = False
                    removals += 1
            elif total == 1:
                if real:
                    s = real[0]
                    if k == 1:
                        self._win(s, colour, a[colour * 2 + 1] is not None)
                    else:
                        decisions.append((self.low[s], ("choose2", s, colour)))
                else:
                    i = virt[0]
                    self.vactive[i] = False
                    self._virtual_discard(i, colour, a[colour * 2] is None)
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
        decisions.sort(key=lambda d: d[0])
        later = [t for _, t in decisions]
        if removals:
            later.append(("virtual_remove", removals))
        for s in self._order([s for s in range(self.n) if self.bids[s] == ("pass",)]):
            self.status[s] = PASSED
            later.append(("pass_gems", s))
        later.append(("after_auction",))
        self.push_all(later)

    def _win(self, seat: int, colour: int, top: bool) -> None:
        idx = colour * 2 + (1 if top else 0)
        card = self.auction[idx]
        self.auction[idx] = None
        self.hands[seat].append(card)
        self.known[seat].append(card)
        self.status[seat] = WON
        self.log("virrey.won_card", seat=seat, card=card, colour=self.COLOURS[colour], top=top)
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
        self.log("virrey.virtual_discard", virtual=i, card=card, colour=self.COLOURS[colour])

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
            self.log("virrey.virtual_discard", virtual=None, card=card,
                     colour=self.COLOURS[idx // 2])

    def _pass_gems(self, seat: int) -> None:
        count = PASS_GEMS + self.science(seat) + self.perm[seat].get("pass_bonus", 0)
        self.log("virrey.passed", seat=seat, gems=count)
        self.push(("gems", seat, count))

    def _after_auction(self) -> None:
        remaining = [s for s in range(self.n) if self.status[s] == IN]
        if remaining and self.auction_no < MAX_AUCTIONS:
            self._start_auction()
            return
        later = []
        for s in self._order(remaining):
            self.status[s] = PASSED
            later.append(("pass_gems", s))
        later.append(("end_auction_phase",))
        self.push_all(later)

    def _end_auction_phase(self) -> None:
        a = self.auction
        if not self.big:
            self.last_turn = True
        for colour in range(4):
            top = a[colour * 2 + 1]
            if top is not None:
                self.discard.append(top)
            a[colour * 2 + 1] = a[colour * 2]
            a[colour * 2] = self.big.pop() if self.big else None
        self.barriers += 1
        self.log("virrey.auction_refilled", cards=list(a), big=len(self.big))
        self._start_development()

    # -- decisions after the reveal ---------------------------------------
    def _legal_take(self, colour_filter=None) -> list:
        A = self.A
        a = self.auction
        out = []
        for idx, card in enumerate(a):
            if card is not None and (colour_filter is None or idx // 2 == colour_filter):
                out.append(A.take[idx])
        return out
