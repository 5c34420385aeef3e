"""The state machine of El Viejo Imperio.

Round 1 of each deal is a sealed simultaneous choice; from round 2 the players
play in turn, starting with the last winner. A round ends when every seat has a
card on it; the winner takes the event card (one victory point).
"""

from __future__ import annotations

import hashlib
import json
import random

from rules.cards import resolve as resolve_effect
from rules.core.errors import IllegalAction
from rules.core.game import Config
from rules.core.rand import copy_rng, shuffled
from rules.core.state import Score, State
from rules.imperio.actions import DeclareElector, Play
from rules.imperio.cards import GAME, CardSet, card_set
from rules.imperio.trick import resolve
from rules.imperio.view import ImperioView, PlayedCard, RoundResult

ROUNDS = 11
HAND = 11
EVENTS_PER_DEAL = 11

# One shared, immutable action object per card: legal() allocates no new actions.
_PLAY: dict[str, Play] = {}
_ELECTOR: dict[str, DeclareElector] = {}


def _prepare_actions(cards: CardSet) -> None:
    for card in cards.monarch_ids:
        if card not in _PLAY:
            _PLAY[card] = Play(card)
            _ELECTOR[card] = DeclareElector(card)


class ImperioState(State):
    game_id = GAME
    explains = True  # rounds carry their Reasons (search states, which keep no log, skip them)

    def __init__(self, config: Config, cards: CardSet | None = None, _blank: bool = False):
        super().__init__(config)
        self.cards = cards or card_set()
        _prepare_actions(self.cards)
        if _blank:
            return
        n = config.players
        self.grand: bool = bool(config.options.get("grand", False))
        self.won: list[list[str]] = [[] for _ in range(n)]
        self.won_by_deal: list[list[int]] = [[] for _ in range(n)]
        self.event_pile: list[str] = shuffled(self.rng, self.cards.event_ids)
        if not self.grand:
            self.event_pile = self.event_pile[:EVENTS_PER_DEAL]
        self.deal = 0
        self.last: RoundResult | None = None
        self.over = False
        self._start_deal(leader=0)

    # -- flow -----------------------------------------------------------
    def _start_deal(self, leader: int) -> None:
        n = self.config.players
        self.deal += 1
        monarchs = shuffled(self.rng, self.cards.monarch_ids)
        self.hands = [monarchs[i * HAND : (i + 1) * HAND] for i in range(n)]
        self.pile = monarchs[n * HAND :]
        self.removed: list[str] = []
        self.played: list[str] = []  # monarchs that reached the table in finished rounds of this deal
        for seat in range(n):
            self.won_by_deal[seat].append(0)
        self.round = 0
        self.log("imperio.deal", deal=self.deal)
        self._start_round(leader)

    def _start_round(self, leader: int) -> None:
        self.round += 1
        self.leader = leader
        self.event = self.event_pile.pop()
        self.criteria = self.cards.events[self.event].criteria
        self.trick: list[tuple[int, str]] = []
        self.sealed: list[str | None] = [None] * self.config.players
        self.must_replace: int | None = None
        self.round_electors: list[str] = []
        self.barriers += 1
        self.log("imperio.event", event=self.event, criteria=list(self.criteria), round=self.round)

    @property
    def simultaneous(self) -> bool:
        return self.round == 1

    def to_act(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if self.round == 1:
            return tuple(s for s, c in enumerate(self.sealed) if c is None)
        if self.must_replace is not None:
            return (self.must_replace,)
        return ((self.leader + len(self.trick)) % self.config.players,)

    def _is_elector(self, card: str) -> bool:
        return card in self.cards.electors

    def legal(self, seat: int) -> list:
        self.check_seat(seat)
        if seat not in self.to_act():
            return []
        hand = self.hands[seat]
        electors = self.cards.electors
        if self.round == 1:
            # Elector cards cannot be played in round 1 (unless the hand holds nothing else).
            plain = [_PLAY[c] for c in hand if c not in electors]
            return plain or [_PLAY[c] for c in hand]
        moves: list = [_PLAY[c] for c in hand]
        if self.pile and len(hand) > 1 and self.must_replace is None:
            moves += [_ELECTOR[c] for c in hand if c in electors]
        return moves

    def why_illegal(self, seat: int, act) -> str | None:
        """A readable reason why ``act`` is not legal for ``seat``, or None if it is."""
        self.check_seat(seat)
        if self.over:
            return "the game is over"
        if seat not in self.to_act():
            return "it is not this player's turn"
        kind = type(act)
        if kind is not Play and kind is not DeclareElector:
            return "that is not an action of El Viejo Imperio"
        hand = self.hands[seat]
        if act.card not in hand:
            return "that card is not in the player's hand"
        electors = self.cards.electors
        if kind is DeclareElector:
            if act.card not in electors:
                return "that monarch has no Elector mark"
            if self.round == 1:
                return "Elector cannot be declared in the first round"
            if not self.pile:
                return "Elector cannot be declared: the monarch pile is empty"
            if len(hand) < 2:
                return "Elector cannot be declared with no other card to play"
            if self.must_replace == seat:
                return "the card that replaces an Elector is played as a plain monarch"
        elif self.round == 1 and act.card in electors and any(c not in electors for c in hand):
            return "an Elector card cannot be played in the first round"
        return None

    def apply(self, seat: int, act) -> None:
        self.check_seat(seat)
        reason = self.why_illegal(seat, act)
        if reason:
            raise IllegalAction(reason)
        hand = self.hands[seat]
        hand.remove(act.card)
        if isinstance(act, DeclareElector):
            self.criteria = resolve_effect(GAME, self.cards.monarchs[act.card].elector)(self.criteria)  # type: ignore[arg-type]  # an Elector card
            self.removed.append(act.card)
            self.round_electors.append(act.card)
            self.must_replace = seat
            self.log("imperio.elector", seat=seat, card=act.card, criteria=list(self.criteria))
            return
        if self.simultaneous:
            self.sealed[seat] = act.card
            self.log("imperio.chosen", seat=seat)
            self.log("imperio.chosen_card", to=seat, seat=seat, card=act.card)
            if all(c is not None for c in self.sealed):
                n = self.config.players
                order = [(self.leader + i) % n for i in range(n)]
                self.trick = [(s, self.sealed[s]) for s in order]  # type: ignore[misc]  # all sealed now
                self.log("imperio.revealed", plays=[[s, c] for s, c in self.trick])
                self._end_round()
            return
        self.trick.append((seat, act.card))
        self.log("imperio.played", seat=seat, card=act.card)
        if self.must_replace == seat:
            self.must_replace = None
            drawn = self.pile.pop()
            hand.append(drawn)
            self.barriers += 1
            self.log("imperio.drew", seat=seat)
            self.log("imperio.drew_card", to=seat, seat=seat, card=drawn)
        if len(self.trick) == self.config.players:
            self._end_round()

    def _end_round(self) -> None:
        monarchs = self.cards.monarchs
        event = self.cards.events[self.event]
        out = resolve([(s, monarchs[c]) for s, c in self.trick], event, self.criteria, explain=self.explains)
        self.played.extend(c for _, c in self.trick)
        self.won[out.winner].append(self.event)
        self.won_by_deal[out.winner][-1] += 1
        self.last = RoundResult(
            self.event,
            self.criteria,
            tuple(PlayedCard(s, c) for s, c in self.trick),
            out.winner,
            out.decided_by,
            out.dynasty,
            out.hero,
            tuple(self.round_electors),
            out.reasons,
        )
        self.log(
            "imperio.won",
            seat=out.winner,
            event=self.event,
            decided_by=out.decided_by,
            dynasty=list(out.dynasty),
            hero=out.hero,
            **self._reason_params(out),
        )
        if self.round < ROUNDS:
            self._start_round(out.winner)
        elif self.grand and len(self.event_pile) >= EVENTS_PER_DEAL:
            self._start_deal(out.winner)
        else:
            self.over = True
            self.trick, self.event, self.sealed = [], None, [None] * self.config.players  # type: ignore[assignment]  # over: no event
            self.barriers += 1
            self.log("imperio.over", winners=self.winners())

    def _reason_params(self, out) -> dict:
        """The numbers behind the decision, for the log line (client/imperio/log.py)."""
        why = out.reasons
        if why is None:
            return {}
        return {
            "plays": [[s, c] for s, c in self.trick],
            "criteria": list(self.criteria),
            "year": why.year,
            "stages": [[crit, [list(sv) for sv in vals]] for crit, vals in why.stages],
            "raised": [list(r) for r in why.raised],
            "hero_fate": why.hero_fate,
            "hero_like": list(why.hero_like),
        }

    # -- information ----------------------------------------------------
    def view(self, seat: int | None) -> ImperioView:
        self.check_seat(seat, spectator=True)
        if self.simultaneous and not self.over:
            n = self.config.players
            order = [(self.leader + i) % n for i in range(n)]
            trick = tuple(
                PlayedCard(s, self.sealed[s] if s == seat else None) for s in order if self.sealed[s] is not None
            )
        else:
            trick = tuple(PlayedCard(s, c) for s, c in self.trick)
        return ImperioView(
            seat=seat,
            players=self.config.players,
            deal=self.deal,
            grand=self.grand,
            round=self.round,
            event=self.event,
            criteria=tuple(self.criteria) if self.event else (),
            leader=self.leader,
            to_act=self.to_act(),
            hand=tuple(sorted(self.hands[seat], key=self._hand_key)) if seat is not None else (),
            hand_counts=tuple(len(h) for h in self.hands),
            trick=trick,
            must_replace=seat is not None and self.must_replace == seat,
            won=tuple(tuple(w) for w in self.won),
            draw_pile=len(self.pile),
            removed=tuple(self.removed),
            events_left=len(self.event_pile),
            last=self.last,
            over=self.over,
            played=tuple(self.played),
        )

    def _hand_key(self, card: str):
        m = self.cards.monarchs[card]
        return (m.start, m.end, card)

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[Score]:
        out = []
        for seat in range(self.config.players):
            if self.grand:
                parts = tuple((f"deal_{i + 1}", v) for i, v in enumerate(self.won_by_deal[seat]))
            else:
                parts = (("events", len(self.won[seat])),)
            out.append(Score(len(self.won[seat]), parts))
        return out

    def winners(self) -> list[int]:
        totals = [len(w) for w in self.won]
        best = max(totals)
        return [s for s, t in enumerate(totals) if t == best]

    # -- copies ---------------------------------------------------------
    def clone(self) -> ImperioState:
        new = ImperioState(self.config, self.cards, _blank=True)
        new.rng = copy_rng(self.rng)
        new.events = list(self.events)
        new.barriers = self.barriers
        new.grand, new.deal, new.round, new.leader = self.grand, self.deal, self.round, self.leader
        new.won = [list(w) for w in self.won]
        new.won_by_deal = [list(w) for w in self.won_by_deal]
        new.event_pile = list(self.event_pile)
        new.hands = [list(h) for h in self.hands]
        new.pile = list(self.pile)
        new.removed = list(self.removed)
        new.played = list(self.played)
        new.event, new.criteria = self.event, self.criteria
        new.trick = list(self.trick)
        new.sealed = list(self.sealed)
        new.must_replace = self.must_replace
        new.round_electors = list(self.round_electors)
        new.last, new.over = self.last, self.over
        return new

    def resample(self, seat: int | None, rng: random.Random) -> ImperioState:
        """A state ``seat`` cannot tell from this one: hidden cards re-dealt at random.

        Hidden from the seat: the other hands, the others' sealed choices, the
        monarch pile, and the order of the face-down events.
        """
        self.check_seat(seat, spectator=True)
        new = self.clone()
        new.rng.seed(rng.getrandbits(64))
        others = [s for s in range(self.config.players) if s != seat]
        pool = list(self.pile)
        for s in others:
            pool += self.hands[s]
            if self.sealed[s] is not None:
                pool.append(self.sealed[s])
        pool = shuffled(rng, pool)
        # Sealed choices first: in round 1 they cannot be Elector cards.
        for s in others:
            if self.sealed[s] is not None:
                pick = next((i for i, c in enumerate(pool) if not self._is_elector(c)), 0)
                new.sealed[s] = pool.pop(pick)
        for s in others:
            k = len(self.hands[s])
            new.hands[s], pool = pool[:k], pool[k:]
        new.pile = pool
        new.event_pile = shuffled(rng, new.event_pile)
        new.events = [e for e in self.events if e.visible_to(seat)]
        return new

    def to_position(self) -> dict:
        from rules.imperio.position import to_position

        return to_position(self)

    @classmethod
    def from_position(cls, config: Config, data, cards: CardSet | None = None) -> ImperioState:
        from rules.imperio.position import from_position

        return from_position(cls, config, data, cards)

    def fingerprint(self) -> str:
        data = {
            "deal": self.deal,
            "round": self.round,
            "leader": self.leader,
            "event": self.event,
            "criteria": list(self.criteria) if self.event else None,
            "hands": self.hands,
            "pile": self.pile,
            "event_pile": self.event_pile,
            "won": self.won,
            "won_by_deal": self.won_by_deal,
            "removed": self.removed,
            "played": self.played,
            "trick": self.trick,
            "sealed": self.sealed,
            "must_replace": self.must_replace,
            "over": self.over,
            "events": [[e.key, e.params, e.to] for e in self.events],
            "rng": hashlib.sha256(repr(self.rng.getstate()).encode()).hexdigest(),
        }
        return json.dumps(data, sort_keys=True)
