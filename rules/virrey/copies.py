"""Copies of a Virrey state: the hand-written ``clone`` (no deepcopy), ``resample`` (what a
seat cannot see re-dealt, ruling V-21) and ``fingerprint`` (replay checks). A mixin of
``VirreyState``."""

from __future__ import annotations

import hashlib
import json
import random
from typing import TYPE_CHECKING, Any

from rules.core.rand import copy_rng, shuffled
from rules.virrey.actions import Bid, BidPass, Discard, Play
from rules.virrey.tokens import COLOUR_INDEX

if TYPE_CHECKING:
    from rules.virrey.state import VirreyState


class CopiesMixin:
    def clone(self) -> VirreyState:
        new: Any = type(self).__new__(type(self))
        d = new.__dict__
        d.update(self.__dict__)
        new.rng = copy_rng(self.rng)
        new.events = list(self.events)
        new.reserve = list(self.reserve)
        new.box = list(self.box)
        new.gems = [g[:] for g in self.gems]
        new.attack = list(self.attack)
        new.supply = self.supply.clone()
        new.dealt = [list(x) for x in self.dealt]
        new.big = list(self.big)
        new.small = list(self.small)
        new.law_deck = list(self.law_deck)
        new.discard = list(self.discard)
        new.hands = [list(h) for h in self.hands]
        new.known = [list(k) for k in self.known]
        new.pyr = list(self.pyr)
        new.tok = list(self.tok)
        new.paint = list(self.paint)
        new.perm = list(self.perm)
        new.low = list(self.low)
        new.auction = list(self.auction)
        new.setup = [list(r) for r in self.setup]
        new.status = list(self.status)
        new.bids = list(self.bids)
        new.vactive = list(self.vactive)
        new.vbids = list(self.vbids)
        new.dev_active = list(self.dev_active)
        new.choices = list(self.choices)
        new.inf_uses = list(self.inf_uses)
        new.inf_used = list(self.inf_used)
        new.pair = dict(self.pair)
        new.tasks = list(self.tasks)
        new._cache = None
        new._ta = None
        new.inf_have = list(self.inf_have)
        return new

    def resample(self, seat: int | None, rng: random.Random) -> VirreyState:
        """A state ``seat`` cannot tell from this one, with what it cannot see re-dealt.

        Hidden from the seat: the order and split of the decks, the other players'
        cards in hand that were not won at auction (re-dealt keeping each hand's number
        of laws and characters), the other players' dealt setup cards, and the other
        players' sealed choices (replaced by random legal ones). Gems behind other
        screens stay as they are: they follow from public moves (ruling V-21).
        """
        self.check_seat(seat, spectator=True)
        new = self.clone()
        new.rng.seed(rng.getrandbits(64))
        laws = self.cards.laws
        others = [s for s in range(self.n) if s != seat]
        chars = list(self.big) + list(self.small)
        law_pool = list(self.law_deck)
        hidden_hands = {}
        for s in others:
            known = list(self.known[s])
            unknown = list(self.hands[s])
            for k in known:
                unknown.remove(k)
            hidden_hands[s] = (known, unknown)
            chars += [c for c in unknown if c not in laws]
            law_pool += [c for c in unknown if c in laws]
            if self.phase == "setup":
                chars += self.dealt[s]
        chars = shuffled(rng, chars)
        law_pool = shuffled(rng, law_pool)
        if self.phase == "setup":
            for s in others:
                new.dealt[s] = [chars.pop() for _ in self.dealt[s]]
                row = self.setup[s]
                new.setup[s] = [row[0], None, None]
                if row[1] is not None:
                    new.setup[s][1] = new.dealt[s][0]
                if row[2] is not None:
                    new.setup[s][2] = rng.choice(new.dealt[s][1:] + [""])
        for s in others:
            known, unknown = hidden_hands[s]
            hand = list(known)
            for c in unknown:
                hand.append(law_pool.pop() if c in laws else chars.pop())
            new.hands[s] = hand
        nb = len(self.big)
        new.big, new.small = chars[:nb], chars[nb:]
        new.law_deck = law_pool
        # Other seats' sealed choices: random legal ones in the new deal.
        if not self.tasks and self.phase in ("bid", "dev"):
            sealed = new.bids if self.phase == "bid" else new.choices
            for s in others:
                if sealed[s] is not None:
                    sealed[s] = None
                    new._cache = None
                    options = new._legal_bid(s) if self.phase == "bid" else new._legal_dev(s)
                    pick = options[rng.randrange(len(options))]
                    if self.phase == "bid":
                        kind = type(pick)
                        sealed[s] = (
                            ("bid", COLOUR_INDEX[pick.colour])
                            if kind is Bid
                            else ("pass",)
                            if kind is BidPass
                            else ("attack",)
                        )
                    else:
                        kind = type(pick)
                        sealed[s] = (
                            ("play", pick.card)
                            if kind is Play
                            else ("discard", pick.card)
                            if kind is Discard
                            else ("pass",)
                        )
        if self.tasks and self.tasks[-1][0] == "dispute":
            for s in others:
                if s in new.pair:
                    new.pair[s] = bool(rng.getrandbits(1))
        new.events = [e for e in self.events if e.visible_to(seat)]
        new._version += 1
        new._cache = None
        new._ta = None
        return new

    def fingerprint(self) -> str:
        data = {
            "phase": self.phase,
            "turn": self.turn,
            "auction_no": self.auction_no,
            "dev_round": self.dev_round,
            "reserve": self.reserve,
            "box": self.box,
            "gems": self.gems,
            "attack": self.attack,
            "supply": [self.supply.pools, sorted(self.supply.power.items()), self.supply.proxies],
            "dealt": self.dealt,
            "big": self.big,
            "small": self.small,
            "law_deck": self.law_deck,
            "discard": self.discard,
            "hands": self.hands,
            "known": self.known,
            "pyramids": [sorted([list(k), c] for k, c in p.cells.items()) for p in self.pyr],
            "under": [sorted(p.under.items()) for p in self.pyr],
            "tokens": [sorted((k, [list(map(str, t)) for t in v]) for k, v in d.items()) for d in self.tok],
            "paint": [sorted([c, s, v] for (c, s), v in d.items()) for d in self.paint],
            "low": self.low,
            "auction": self.auction,
            "setup": [[str(x) for x in r] for r in self.setup],
            "status": self.status,
            "bids": [list(b) if b else None for b in self.bids],
            "vactive": self.vactive,
            "vbids": self.vbids,
            "dev_active": self.dev_active,
            "choices": [list(c) if c else None for c in self.choices],
            "inf_uses": self.inf_uses,
            "inf_used": self.inf_used,
            "pair": sorted(self.pair.items()),
            "tasks": [[str(x) for x in t] for t in self.tasks],
            "last_turn": self.last_turn,
            "over": self.over,
            "barriers": self.barriers,
            "events": [[e.key, e.params, e.to] for e in self.events],
            "rng": hashlib.sha256(repr(self.rng.getstate()).encode()).hexdigest(),
        }
        return json.dumps(data, sort_keys=True, default=str)
