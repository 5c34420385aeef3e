"""The Ausonia state machine: Preparar (setup), the round, drawing and reshuffling,
influence, and Fin del juego. The turn's decisions are in ``turn.py``.

Where the cards are (every physical card in exactly one place, so none is ever created or
lost): the power deck, the favour deck, the offer row, or a player's hand, draw pile,
discard pile, play area (played), bought cards (face down in the play area), seal area,
raise area, fountains (star and foundation), or the cards Previsión revealed.
"""

from __future__ import annotations

import json
import random

from rules.ausonia import keywords as _keywords  # noqa: F401  (registers the handlers)
from rules.ausonia.cards import GAME, CardSet, card_set
from rules.ausonia.turn import TurnMixin
from rules.core.errors import TableroError
from rules.core.game import Config
from rules.core.rand import shuffle
from rules.core.state import Event, Score, State

START_INFLUENCE = 10
GOAL = 60
HAND = 6
OFFER = 4
_new_tuple = tuple.__new__


class AusoniaState(TurnMixin, State):
    game_id = GAME
    SEAT_HELPERS = frozenset(
        (
            "ask_target",
            "check_goal",
            "choose_target",
            "do_turn",
            "draw_cards",
            "gain",
            "legal_turn",
            "lose",
            "put_top",
            "reveal",
            "sealable",
            "take_many",
            "take_top",
        )
    )

    def __init__(self, config: Config, cards: CardSet | None = None, _blank: bool = False):
        super().__init__(config)
        self.cards = cards or card_set()
        n = self.n = config.players
        if not 2 <= n <= 4:
            raise TableroError(f"Ausonia is for 2 to 4 players, not {n}")
        self._lc: tuple[int, list] | None = None
        if _blank:
            return
        cs, rng = self.cards, self.rng
        self.first = rng.randrange(n)
        self.order = [(self.first + i) % n for i in range(n)]
        self.pos = 0
        self.round = 1
        self.phase = "action"
        self.final = False
        self.influence = [START_INFLUENCE] * n
        self.starter = [0] * n
        self.hand: list[list[int]] = [[] for _ in range(n)]
        self.draw: list[list[int]] = [[] for _ in range(n)]
        self.discard: list[list[int]] = [[] for _ in range(n)]
        self.play: list[list[int]] = [[] for _ in range(n)]
        self.bought: list[list[int]] = [[] for _ in range(n)]
        self.seal: list[list[int]] = [[] for _ in range(n)]
        self.raised: list[list[int]] = [[] for _ in range(n)]
        self.fountains: list[list[int]] = [[] for _ in range(n)]  # flat: star, foundation, star, ...
        self.owned: list[list[int]] = [[] for _ in range(n)]
        self.top_pub = [0] * n
        self.top_own = [0] * n
        for i, s in enumerate(self.order):
            self.starter[s] = i + 1
            deck = list(cs.starters[i])
            self.owned[s] = sorted(deck)
            rng.shuffle(deck)
            self.draw[s] = deck
        self.power = list(cs.power)
        rng.shuffle(self.power)
        self.favour_deck = list(cs.favour)
        rng.shuffle(self.favour_deck)
        self.offer = [self.favour_deck.pop() for _ in range(OFFER)]
        self.log("ausonia.setup", first=self.first, players=n, offer=list(self.offer), power_top=self.power[-1])
        for s in range(n):
            for _ in range(HAND):
                self.hand[s].append(self.draw[s].pop())
            self.log("ausonia.hand", to=s, seat=s, cards=list(self.hand[s]))
        self.barriers += 1
        self.reset_turn()
        self.start_turn()

    def log(self, key: str, to: int | None = None, **params) -> None:
        self.events.append(_new_tuple(Event, (key, params, to)))

    # -- the draw pile ---------------------------------------------------------------------
    def take_top(self, seat: int) -> int | None:
        """The top card of the seat's draw pile, reshuffling the discard pile first when the
        draw pile is empty (A-10); None when both are empty."""
        pile = self.draw[seat]
        if not pile:
            disc = self.discard[seat]
            if not disc:
                return None
            self.draw[seat] = pile = disc
            self.discard[seat] = []
            shuffle(self.rng, pile)  # rng.shuffle's permutation and draws, faster
            self.top_pub[seat] = self.top_own[seat] = 0
            self.barriers += 1
            if not self.quiet:
                self.log("ausonia.reshuffle", seat=seat, cards=len(pile))
        if self.top_own[seat]:
            self.top_own[seat] -= 1
        if self.top_pub[seat]:
            self.top_pub[seat] -= 1
        return pile.pop()

    def put_top(self, seat: int, card: int, public: bool) -> None:
        """Put ``card`` on top of the draw pile, known to everyone or to its owner only."""
        if public:
            self.top_pub[seat] = self.top_pub[seat] + 1 if self.top_pub[seat] == self.top_own[seat] else 1
        else:
            self.top_pub[seat] = 0
        self.top_own[seat] += 1
        self.draw[seat].append(card)

    def take_many(self, seat: int, k: int) -> list[int]:
        """Up to ``k`` cards off the draw pile (reshuffling when needed), a barrier to undo."""
        pile = self.draw[seat]
        if 0 < k <= len(pile):  # as k calls of take_top, in one slice
            got = pile[-k:]
            got.reverse()
            del pile[-k:]
            self.top_own[seat] = max(0, self.top_own[seat] - k)
            self.top_pub[seat] = max(0, self.top_pub[seat] - k)
            self.barriers += 1
            return got
        got = []
        for _ in range(k):
            card = self.take_top(seat)
            if card is None:
                break
            got.append(card)
        self.barriers += 1
        return got

    def draw_cards(self, seat: int, k: int) -> None:
        got = self.take_many(seat, k)
        self.hand[seat] += got
        if not self.quiet:
            self.log("ausonia.draw", seat=seat, count=len(got))
        if got and not self.quiet:
            self.log("ausonia.drawn", to=seat, seat=seat, cards=got)

    # -- influence and the end ---------------------------------------------------------
    def gain(self, seat: int, x: int) -> None:
        self.influence[seat] += x
        if not self.quiet:
            self.log("ausonia.influence", seat=seat, amount=x, total=self.influence[seat])
        self.check_goal(seat)

    def check_goal(self, seat: int) -> None:
        if not self.final and self.influence[seat] >= GOAL:
            self.final = True
            self.log("ausonia.sixty", seat=seat, total=self.influence[seat])

    def lose(self, seat: int, target: int, x: int) -> None:
        self.influence[target] = max(0, self.influence[target] - x)
        self.log("ausonia.corruption", seat=seat, target=target, amount=x, total=self.influence[target])

    @property
    def active(self) -> int:
        return self.order[self.pos]

    def next_turn(self) -> None:
        self.pos += 1
        if self.pos == self.n:
            if self.final:
                self.end_game()
                return
            self.pos = 0
            self.round += 1
        self.reset_turn()
        self.start_turn()

    def end_game(self) -> None:
        self.pos = self.n - 1  # the last player of the round (``order[pos]`` stays a seat)
        self.phase = "over"
        self.step = None
        self.log("ausonia.game_over", scores=list(self.influence), winners=self.winners())

    # -- the protocol ------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        if self.phase == "over":
            return ()
        if self.step == "discard":
            return (self.target,)
        return (self.order[self.pos],)

    def legal(self, seat: int) -> list:
        if seat.__class__ is not int or not 0 <= seat < self.n:
            self.check_seat(seat)
        cached = self._lc
        if cached is not None and cached[0] == seat:
            return list(cached[1])
        if seat not in self.to_act():
            return []
        legal = self.legal_turn(seat)
        self._lc = (seat, legal)
        return list(legal)

    def touch(self) -> None:
        """Forget the cached legal actions (after changing the state outside ``apply``)."""
        self._lc = None

    def apply(self, seat: int, act) -> None:
        if seat.__class__ is not int or not 0 <= seat < self.n:
            self.check_seat(seat)
        cached = self._lc
        if cached is not None and cached[0] == seat:
            legal = cached[1]
        else:
            legal = self.legal(seat)
        if act not in legal:
            from rules.ausonia.reasons import why

            raise why(self, seat, act)
        self._lc = None
        self.do_turn(seat, act)

    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[Score]:
        return [Score(v, (("influence", v),)) for v in self.influence]

    def winners(self) -> list[int]:
        """The most influence; a tie goes to the earlier player in turn order (A-12)."""
        if self.phase != "over":
            return []
        best = max(self.influence)
        return [next(s for s in self.order if self.influence[s] == best)]

    # -- views, copies ---------------------------------------------------------------------
    def view(self, seat: int | None):
        from rules.ausonia.view import make_view

        self.check_seat(seat, spectator=True)
        return make_view(self, seat)

    _LISTS = ("hand", "draw", "discard", "play", "bought", "seal", "raised", "fountains", "owned")
    _FLAT = (
        "order",
        "influence",
        "starter",
        "top_pub",
        "top_own",
        "power",
        "favour_deck",
        "offer",
        "gems",
        "spent",
        "used",
        "sealed_now",
        "unsealed_now",
        "queue",
        "revealed",
        "kw_used",
        "guild_used",
    )
    _SCALARS = (
        "n",
        "first",
        "pos",
        "round",
        "phase",
        "final",
        "step",
        "kw",
        "left",
        "src",
        "target",
        "barriers",
    )

    def clone(self, rng: random.Random | None = None) -> AusoniaState:
        """An independent copy; with ``rng``, that generator instead of a copy of this one's
        (determinize copies a template whose generator it replaces)."""
        new = self._clone_fields(AusoniaState, rng)
        nd = new.__dict__
        nd["spent_by"] = {c: list(v) for c, v in self.spent_by.items()}
        nd["_lc"] = None
        return new

    def resample(self, seat: int | None, rng: random.Random) -> AusoniaState:
        from rules.ausonia.view import resample

        self.check_seat(seat, spectator=True)
        return resample(self, seat, rng)

    def fingerprint(self) -> str:
        d = {k: self.__dict__[k] for k in (*self._LISTS, *self._FLAT, *self._SCALARS)}
        d["spent_by"] = sorted(self.spent_by.items())
        d["events"] = [[e.key, e.params, e.to] for e in self.events]
        d["rng"] = self.rng.getstate()[1][:8]
        return json.dumps(d, sort_keys=True, default=list)

    def to_position(self) -> dict:
        from rules.ausonia.position import to_position

        return to_position(self)

    @classmethod
    def from_position(cls, config: Config, data, cards: CardSet | None = None) -> AusoniaState:
        from rules.ausonia.position import from_position

        return from_position(cls, config, data, cards)

    def zones(self):
        """Every zone that holds cards (for the conservation checks)."""
        out = [self.power, self.favour_deck, self.offer, self.revealed]
        for k in ("hand", "draw", "discard", "play", "bought", "seal", "raised", "fountains"):
            out.extend(self.__dict__[k])
        return out
