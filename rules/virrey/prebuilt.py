"""Virrey's fixed numbers and the objects its state machine shares between games.

``A`` holds one immutable action object per choice, so ``legal()`` allocates no actions;
``CHOSEN`` the "a sealed choice was made" event per seat; ``fast_shuffled`` is
``rules.core.rand.shuffled`` (same draws, same order), faster.
"""

from __future__ import annotations

import random
from itertools import repeat, starmap

from rules.core.state import Event
from rules.virrey.actions import (
    AcceptPainting,
    Bid,
    BidAttack,
    BidPass,
    Cover,
    Discard,
    Draw,
    FinishPainting,
    KeepCard,
    NextAuction,
    Paint,
    Pass,
    PayFull,
    Place,
    Play,
    ReturnGems,
    StartCard,
    StoreDone,
    StoreGem,
    Take,
    TakeGem,
    TopReward,
    UseInfinite,
)
from rules.virrey.cards import CardSet
from rules.virrey.pyramid import SECTION_NAMES
from rules.virrey.tokens import COLOURS

DEALT = 4
START_GEMS = 2
RETURNED_GEMS = 2
LAWS_DEALT = 3
BIG_DECK = 48
GEMS_PER_PLAYER = 4  # per colour, in the reserve
MAX_SEATS = 4

AUTO = {
    "auction_resolve",
    "virtual_remove",
    "after_auction",
    "end_auction_phase",
    "pass_gems",
    "dev_next_round",
    "reward",
    "law_play",
    "start_turn",
    "finish",
}


class _Actions:
    """One shared, immutable action object per choice: legal() allocates no new actions."""

    def __init__(self) -> None:
        self.bid = [Bid(c) for c in COLOURS]
        self.bid_pass = BidPass()
        self.bid_attack = BidAttack()
        self.take = [Take(COLOURS[i // 2], bool(i % 2)) for i in range(8)]
        self.next_auction = NextAuction()
        self.take_gem = [TakeGem(c) for c in COLOURS]
        # by the colours the reserve has (bit c set: some gem of colour c is left)
        self.take_gems = tuple(tuple(self.take_gem[c] for c in range(4) if mask >> c & 1) for mask in range(16))
        self.pass_ = Pass()
        self.use_infinite = [UseInfinite(c) for c in COLOURS]
        self.pay_full = PayFull()
        self.top_power = TopReward(True)
        self.top_rewards = TopReward(False)
        self.draw = {"laws": Draw("laws"), "small": Draw("small")}
        self.store_gem = [StoreGem(c) for c in COLOURS]
        self.store_done = StoreDone()
        self.accept_painting = AcceptPainting()
        self.finish_painting = FinishPainting()
        self.returns = []
        for i in range(4):
            for j in range(i, 4):
                self.returns.append(ReturnGems((COLOURS[i], COLOURS[j])))
        self.play: dict = {}
        self.discard: dict = {}
        self.start: dict = {}
        self.keep: dict = {None: KeepCard(None)}
        self.cover: dict = {}
        self.place: dict = {}
        self.paint: dict = {}
        self.paint_rows: dict = {}
        self.paint_options: dict = {}  # (card, section, printed colour) -> see paint_choices
        self._prepared: CardSet | None = None  # the last card set prepared

    def prepare(self, cards: CardSet) -> None:
        if cards is self._prepared:
            return
        self._prepared = cards
        for c in cards.all:
            if c not in self.play:
                self.play[c] = Play(c)
                self.discard[c] = Discard(c)
                self.start[c] = StartCard(c)
                self.keep[c] = KeepCard(c)
                self.cover[c] = Cover(c)

    def place_at(self, slot) -> Place:
        got = self.place.get(slot)
        if got is None:
            got = self.place[slot] = Place(slot[0], slot[1])
        return got

    def paint_row(self, card, section) -> tuple:
        """The four Paint actions of a section, by colour."""
        key = (card, section)
        got = self.paint_rows.get(key)
        if got is None:
            got = self.paint_rows[key] = tuple(self.paint_at(card, section, c) for c in range(4))
        return got

    def paint_choices(self, card, section, printed) -> tuple:
        """The Paint actions of a section by the colours a player has (bit c: some gem of
        colour c), in colour order, without its printed colour ("una gema ... cambia su color")."""
        row = self.paint_row(card, section)
        got = self.paint_options[(card, section, printed)] = tuple(
            tuple(row[c] for c in range(4) if mask >> c & 1 and c != printed) for mask in range(16)
        )
        return got

    def paint_at(self, card, section, colour) -> Paint:
        key = (card, section, colour)
        got = self.paint.get(key)
        if got is None:
            got = self.paint[key] = Paint(card, SECTION_NAMES[section], COLOURS[colour])
        return got


A = _Actions()


def fast_shuffled(rng: random.Random, items) -> list:
    """Exactly ``rules.core.rand.shuffled(rng, items)`` (same draws, same order), faster.

    The same one ``rng.random()`` key per item, drawn in the same order (by a C-level
    loop); the positions are then sorted by key (a stable sort, like the reference).
    """
    keys = list(starmap(rng.random, repeat((), len(items))))
    return list(map(items.__getitem__, sorted(range(len(keys)), key=keys.__getitem__)))


# "virrey.chosen" (a sealed choice was made) by seat: events are never changed, so one is shared.
CHOSEN = tuple(Event("virrey.chosen", {"seat": s}) for s in range(MAX_SEATS))
SOLO = (0,)  # to_act() of a solo game when the player is to choose
ONE_COLOUR = (1, 2, 4, 8)  # colour masks (bit c: colour c) with a single colour
