"""1. Minería: the sealed bid for the mining order, then each miner's descent.

"cada jugador toma en secreto tantos cristales de detrás de su pantalla (su casa) como
desee ... revelan simultáneamente ... Los cristales de oferta se pagan al banco". The
highest bid by value (red 3, blue 2, white 1) places its miner first on any free
chamber of the next level down and takes its goods; ties go to the miner ahead in the
mine. A "?" splits the goods into groups to choose from; each relic symbol draws 2
relics, one kept face down in the camp, the other discarded face up.
"""

from __future__ import annotations

from rules.krysis.actions import (
    BID,
    DESCEND,
    KEEP_RELIC,
    SEAL_BID,
    TAKE_GOODS,
    UNBID,
    Bid,
    Descend,
    SealBid,
    TakeGoods,
    Unbid,
)
from rules.krysis.goods import COLOURS


class MiningMixin:
    drawn: list[str]  # the relics drawn, one to keep (KrysisState sets them all)
    last_bids: list | None
    step: str | None

    def start_round(self) -> None:
        self.phase = "bid"
        self.bid = [[0, 0, 0] for _ in range(self.n)]
        self.sealed = [False] * self.n
        self.log("krysis.round", round=self.round)

    def bid_value(self, bid) -> int:
        return sum(k * p for k, p in zip(bid, self.cards.crystal_points))

    def legal_mining(self, seat: int) -> list:
        if self.phase == "bid":
            home, bid = self.home[seat], self.bid[seat]
            # Unbid last: "the first legal action" (scripts, tests) never undoes a bid forever
            return (
                [BID[c] for i, c in enumerate(COLOURS) if home[i]]
                + [SEAL_BID]
                + [UNBID[c] for i, c in enumerate(COLOURS) if bid[i]]
            )
        step = self.step
        if step == "chamber":
            taken = {self.miner[s][1] for s in range(self.n) if self.miner[s][0] == self.round}
            return [DESCEND[ch] for ch in range(len(self.cards.levels[self.round - 1])) if ch not in taken]
        if step == "group":
            space = self.cards.levels[self.round - 1][self.chamber]
            return [TAKE_GOODS[i] for i in range(len(space.groups))]
        return [KEEP_RELIC[r] for r in dict.fromkeys(self.drawn)]

    def do_mining(self, seat: int, act) -> None:
        cls = act.__class__
        if cls is Bid:
            c = COLOURS.index(act.colour)
            self.home[seat][c] -= 1
            self.bid[seat][c] += 1
            return
        if cls is Unbid:  # the hand opens before the bid is shown: one back home
            c = COLOURS.index(act.colour)
            self.bid[seat][c] -= 1
            self.home[seat][c] += 1
            return
        if cls is SealBid:
            self.sealed[seat] = True
            self.log("krysis.chosen", seat=seat)
            if all(self.sealed):
                self.reveal_bids()
            return
        if cls is Descend:
            self.miner[seat] = (self.round, act.chamber)
            self.chamber = act.chamber
            space = self.cards.levels[self.round - 1][act.chamber]
            self.log("krysis.descend", seat=seat, level=self.round, chamber=act.chamber)
            if len(space.groups) > 1:
                self.step = "group"
            else:
                self.take_group(seat, 0)
            return
        if cls is TakeGoods:
            self.take_group(seat, act.group)
            return
        # KeepRelic
        kept = act.relic
        self.drawn.remove(kept)
        self.camp_relics[seat].append(kept)
        self.relic_discard.extend(self.drawn)
        self.log("krysis.relic_kept", seat=seat, discarded=list(self.drawn))
        self.drawn = []
        self.symbols -= 1
        self.next_symbol(seat)

    def reveal_bids(self) -> None:
        bids = self.bid
        self.last_bids = [list(b) for b in bids]
        for b in bids:
            for c in range(3):
                self.bank[c] += b[c]
        self.bid = [[0, 0, 0] for _ in range(self.n)]
        self.order = sorted(range(self.n), key=lambda s: (self.bid_value(bids[s]), self.ahead(s)), reverse=True)
        self.log("krysis.bids", bids=[dict(zip(COLOURS, b)) for b in bids], order=list(self.order))
        self.barriers += 1
        self.phase = "mine"
        self.idx = 0
        self.step = "chamber"

    def take_group(self, seat: int, group: int) -> None:
        goods, relics = self.cards.levels[self.round - 1][self.chamber].groups[group]
        got = self.from_bank(seat, list(goods))
        self.log("krysis.goods", seat=seat, group=group, crystals=dict(zip(COLOURS, got)), relics=relics)
        self.symbols = relics
        self.next_symbol(seat)

    def next_symbol(self, seat: int) -> None:
        """Draw 2 relics for the next relic symbol: keep one (a decision when there are 2)."""
        while self.symbols:
            drawn = self.draw_relics(2)
            if len(drawn) == 2:
                self.drawn = drawn
                self.step = "keep"
                self.log("krysis.relics_drawn", to=seat, seat=seat, relics=list(drawn))
                return
            self.camp_relics[seat].extend(drawn)  # K-12: one (or no) card left to draw
            if drawn:
                self.log("krysis.relics_drawn", to=seat, seat=seat, relics=list(drawn))
            self.symbols -= 1
        self.next_miner()

    def next_miner(self) -> None:
        self.idx += 1
        self.step = "chamber"
        if self.idx == self.n:
            self.start_team()
