"""The Grand Tribunal state machine: Preparación and the glue of the turn and the Tribunals.

Phases (``self.phase``): ``setup`` (the three draws of each player, step ``draw``),
``turn`` (steps ``praeco``, ``main``, ``advance``, ``effect``, ``keep``, ``join``,
``discard``: turn.py, vis.py, effects.py), ``tribunal`` (step ``present``: each player in
turn chooses which completed Items to activate and present, T-14; scoring.py) and ``over``.

Where the components are (none is ever created or lost): every card in a deck, a discard
pile, a face-up row, a hand, a Laboratory, a Library, a Vault, the awarded Items, under an
Item (installed) or in play (the Spell being cast, the Resource being played); every vis in
the Regio, a store or on a card; every vote counter in the Concilium or on the register.
"""

from __future__ import annotations

import json
import random

from rules.core.errors import TableroError
from rules.core.game import Config
from rules.core.state import Event, Score, State
from rules.tribunal import effects as fx
from rules.tribunal import scoring, vis
from rules.tribunal.cards import GAME, CardSet, card_set
from rules.tribunal.turn import TurnMixin

START_VIS = 12
VIS_SUPPLY = 60 + 24 * 5  # 60 vis counters and the vote counters as 5-vis counters (T-9)
VOTE_COUNTERS = 24
HAND_LIMIT = 5
ROW = 3
_new_tuple = tuple.__new__


def _plain(o):
    """JSON for the fingerprint: a Roll or SheetLine as the list of its fields."""
    slots = getattr(o, "__slots__", None)
    return [getattr(o, k) for k in slots] if slots else list(o)


class TribunalState(TurnMixin, State):
    game_id = GAME
    SEAT_HELPERS = frozenset(
        (
            "activate",
            "advance_one",
            "can_advance_more",
            "do_advance",
            "do_discard",
            "do_keep",
            "do_main",
            "do_praeco",
            "do_setup",
            "draw_to_hand",
            "finish_effect",
            "gain",
            "hand_limit",
            "legal_advance",
            "legal_discard",
            "legal_installs",
            "legal_keep",
            "legal_main",
            "legal_praeco",
            "legal_setup",
            "others",
            "place_vote",
            "put_vis",
            "start_effect",
            "take_card",
            "unfinished",
            "zone",
        )
    )

    def __init__(self, config: Config, cards: CardSet | None = None, _blank: bool = False):
        super().__init__(config)
        self.cards = cards or card_set()
        n = self.n = config.players
        if not 3 <= n <= 5:
            raise TableroError(f"Grand Tribunal is for 3 to 5 players, not {n}")
        o = config.options
        self.double_adv = bool(o.get("double_advance"))
        self.hand_choice = bool(o.get("hand_or_sanctum"))
        self.secret = bool(o.get("secret_cards"))
        self.cheap = bool(o.get("cheap_resources"))
        self.fast = bool(o.get("fast_rotation"))
        self._lc: tuple[int, list] | None = None
        self._ta: tuple[int, ...] | None = None
        if _blank:
            return
        cs, rng = self.cards, self.rng
        self.deck = {d: list(cs.ids[d]) for d in cs.decks}
        for d in cs.decks:
            rng.shuffle(self.deck[d])
        self.discard: dict[str, list[str]] = {d: [] for d in cs.decks}
        self.row: dict[str, list[str]] = {"items": [], "spells": []}
        self.hand: list[list[str]] = [[] for _ in range(n)]
        self.lab: list[list[str]] = [[] for _ in range(n)]
        self.library: list[list[str]] = [[] for _ in range(n)]
        self.vault: list[list[str]] = [[] for _ in range(n)]
        self.awarded: list[list[str]] = [[] for _ in range(n)]
        self.vis_on: dict[str, int] = {}
        self.face_up: set[str] = set()
        self.active: set[str] = set()
        self.installed: dict[str, list[str]] = {}
        self.award: dict[str, tuple[int, int]] = {}
        self.store = [START_VIS] * n
        self.regio = VIS_SUPPLY - START_VIS * n
        self.votes = [0] * len(cs.spaces)
        self.concilium = VOTE_COUNTERS
        self.reg = {src: [1, 0] for src in cs.sources}
        self.tribunal = 1
        self.round = 1
        self.praeco = 0  # chosen to begin: seat 0 (T-3)
        self.dealer = n - 1
        self.turn = 0
        self.phase = "setup"
        self.step: str | None = "draw"
        self.used: list[str] = []
        self.praeco_votes: list[str] = []
        self.adv: list[str] = []
        self.effect: str | None = None
        self.effect_left = 0
        self.effect_card: str | None = None
        self.casting: str | None = None
        self.gatherer: int | None = None
        self.join_bonus = 0
        self.joiners: list[int] = []
        self.presenting: list[int] = []  # at a Tribunal: the seats still to choose what to present
        self.rolls: list = []
        self.points = [[0, 0, 0] for _ in range(n)]
        self.sheet: list = []
        # deal one Item and one Spell to each hand (the face-up rows are turned after the
        # three draws: "Da vuelta los tres Hechizos superiores..." comes after them)
        for s in range(n):
            self.hand[s] = [self.deck["items"].pop(), self.deck["spells"].pop()]
        # the three draws, from the dealer's right, going right (counter-clockwise), T-3
        self.setup_order = [(self.dealer - 1 - k) % n for k in range(n)]
        self.setup_idx = 0
        self.setup_left = 3
        self.barriers += 1
        self.log("tribunal.setup", players=n, praeco=self.praeco, dealer=self.dealer)
        for s in range(n):
            self.log("tribunal.dealt", to=s, seat=s, cards=list(self.hand[s]))

    def log(self, key: str, to: int | None = None, **params) -> None:
        self.events.append(_new_tuple(Event, (key, params, to)))

    # -- small helpers -------------------------------------------------------------------
    def others(self, seat: int) -> list[int]:
        """The other seats in turn order, from ``seat``'s left."""
        return [(seat + k) % self.n for k in range(1, self.n)]

    def hand_limit(self, seat: int) -> int:
        return HAND_LIMIT

    def extract_amount(self) -> int:
        return self.cards.extract[min(self.tribunal, 3) - 1]

    def destinations(self) -> tuple[str, ...]:
        return ("sanctum", "hand") if self.hand_choice else ("sanctum",)

    def active_seat(self) -> int | None:
        if self.phase == "setup":
            return self.setup_order[self.setup_idx]
        if self.phase == "turn":
            return (self.praeco + self.turn) % self.n
        return None

    def zone(self, seat: int, card: str) -> list[str]:
        kind = self.cards.kind_of[card]
        return self.lab[seat] if kind == "items" else self.library[seat] if kind == "spells" else self.vault[seat]

    def unfinished(self, seat: int) -> list[str]:
        costs, vis_on, active = self.cards.costs, self.vis_on, self.active  # costs: cost()'s
        zones = (self.lab[seat], self.library[seat])
        return [c for z in zones for c in z if c not in active and vis_on.get(c, 0) < costs.get(c, 0)]

    def gain(self, seat: int, amount: int, why: str, log: bool = True) -> int:
        """Move up to ``amount`` vis from the Regio to ``seat``'s store."""
        got = min(amount, self.regio)
        self.regio -= got
        self.store[seat] += got
        if log and got:
            self.log("tribunal.gain", seat=seat, vis=got, why=why)
        return got

    def place_vote(self, seat: int, space: str, key: str) -> None:
        self.votes[self.cards.spaces.index(space)] += 1
        self.concilium -= 1
        self.log(key, seat=seat, space=space)

    def put_vis(self, seat: int, card: str, free: bool) -> None:
        """One vis onto ``card`` (already taken from the store or the Regio)."""
        v = self.vis_on[card] = self.vis_on.get(card, 0) + 1
        up = card in self.face_up
        kind = self.cards.kind_of[card]
        self.log("tribunal.advance", seat=seat, card=card if up else None, kind=kind, vis=v, free=free)
        if self.fast and v >= self.cards.cost(card):
            self.activate(seat, card)

    def activate(self, seat: int, card: str) -> None:
        back = self.vis_on.pop(card, 0)
        self.regio += back
        if card not in self.face_up:
            self.face_up.add(card)
            self.barriers += 1
        self.active.add(card)
        self.log("tribunal.activate", seat=seat, card=card, vis=back)

    def refill(self, deck: str, log: bool = True) -> None:
        row = self.row[deck]
        while len(row) < ROW and self.deck[deck]:
            card = self.deck[deck].pop()
            row.append(card)
            if log:
                self.log("tribunal.refill", deck=deck, card=card)
            self.barriers += 1

    def take_card(self, seat: int, card: str, to: str) -> None:
        if card in self.cards.decks:
            deck, card = card, self.deck[card].pop()
            self.barriers += 1
            self.log("tribunal.take_blind", seat=seat, deck=deck, dest=to)
            self.log("tribunal.drew_card", to=seat, seat=seat, card=card)
            up = False
        else:
            deck = self.cards.kind_of[card]
            self.row[deck].remove(card)
            self.log("tribunal.take", seat=seat, card=card, dest=to)
            self.refill(deck)
            if not self.deck[deck] and len(self.row[deck]) < ROW:
                self.log("tribunal.deck_empty", deck=deck)
            up = not self.secret
        if to == "hand":
            self.hand[seat].append(card)
        else:
            self.zone(seat, card).append(card)
            if up:
                self.face_up.add(card)

    def draw_to_hand(self, seat: int, deck: str) -> None:
        if not self.deck[deck]:
            self.log("tribunal.deck_empty", deck=deck)
            return
        card = self.deck[deck].pop()
        self.hand[seat].append(card)
        self.barriers += 1
        self.log("tribunal.drew", seat=seat, deck=deck, dest="hand")
        self.log("tribunal.drew_card", to=seat, seat=seat, card=card)

    # -- turns and rounds ----------------------------------------------------------------
    def start_turn(self) -> None:
        self.phase = "turn"
        self.used = []
        self.praeco_votes = []
        self.adv = []
        seat = self.active_seat()
        if self.turn == 0:
            self.log("tribunal.praeco", seat=seat, tribunal=self.tribunal, round=self.round)
        self.step = "praeco" if self.turn == 0 and self.concilium > 0 else "main"

    def turn_rows(self) -> None:
        """Preparación's last step: three Spells, then three Items, face up beside their decks."""
        for d in ("spells", "items"):
            for _ in range(ROW):
                self.refill(d, log=False)

    def next_turn(self) -> None:
        self.turn += 1
        if self.turn == self.n:
            self.turn = 0
            self.round += 1
            if self.round > self.n:  # the Praeco piece stays with the last Praeco (T-15)
                scoring.call_tribunal(self)
                return
            self.praeco = (self.praeco + 1) % self.n
        self.start_turn()

    def end_game(self) -> None:
        self.phase = "over"
        self.step = None
        totals = [sum(p) for p in self.points]
        self.log("tribunal.game_over", scores=totals, winners=scoring.winners(totals))

    # -- the protocol --------------------------------------------------------------------
    _STEPS: dict = {
        "draw": (TurnMixin.legal_setup, TurnMixin.do_setup),
        "praeco": (TurnMixin.legal_praeco, TurnMixin.do_praeco),
        "main": (TurnMixin.legal_main, TurnMixin.do_main),
        "advance": (TurnMixin.legal_advance, TurnMixin.do_advance),
        "effect": (fx.legal_effect, fx.do_effect),
        "keep": (TurnMixin.legal_keep, TurnMixin.do_keep),
        "join": (vis.legal_join, vis.do_join),
        "discard": (TurnMixin.legal_discard, TurnMixin.do_discard),
        "present": (scoring.legal_present, scoring.do_present),
    }

    def to_act(self) -> tuple[int, ...]:
        ta = self._ta
        if ta is None:
            step = self.step
            seat = (
                self.joiners[0] if step == "join" else self.presenting[0] if step == "present" else self.active_seat()
            )
            ta = () if self.phase == "over" or seat is None else (seat,)
            self._ta = ta
        return ta

    def legal(self, seat: int) -> list:
        if seat.__class__ is not int or not 0 <= seat < self.n:
            self.check_seat(seat)
        cached = self._lc
        if cached is not None and cached[0] == seat:
            return list(cached[1])
        if seat not in self.to_act():
            return []
        legal = self._STEPS[self.step][0](self, seat)
        self._lc = (seat, legal)
        return list(legal)

    def touch(self) -> None:
        self._lc = self._ta = None

    def apply(self, seat: int, act) -> None:
        from rules.core.errors import IllegalAction

        if seat.__class__ is not int or not 0 <= seat < self.n:
            self.check_seat(seat)
        if self.phase == "over":
            raise IllegalAction("the game is over")
        if seat not in self.to_act():
            raise IllegalAction(f"it is not seat {seat}'s turn to decide")
        cached = self._lc
        legal = cached[1] if cached is not None and cached[0] == seat else self._STEPS[self.step][0](self, seat)
        self.check_legal(act, legal)
        step = self.step
        self._lc = self._ta = None
        self._STEPS[step][1](self, seat, act)
        self._ta = None

    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[Score]:
        out = []
        for s in range(self.n):
            p = self.points[s]
            out.append(Score(sum(p), (("tribunal_1", p[0]), ("tribunal_2", p[1]), ("grand_tribunal", p[2]))))
        return out

    def winners(self) -> list[int]:
        if not self.is_over():
            return []
        return scoring.winners([sum(p) for p in self.points])

    def view(self, seat: int | None):
        from rules.tribunal.view import make_view

        self.check_seat(seat, spectator=True)
        return make_view(self, seat)

    # -- copies --------------------------------------------------------------------------
    _NESTED = ("hand", "lab", "library", "vault", "awarded", "points", "deck_", "discard_", "row_", "reg_")
    _LISTS = ("hand", "lab", "library", "vault", "awarded", "points")
    _FLAT = ("store", "votes", "used", "praeco_votes", "adv", "joiners", "presenting", "rolls", "sheet", "setup_order")
    _SCALARS = (
        "n",
        "double_adv",
        "hand_choice",
        "secret",
        "cheap",
        "fast",
        "regio",
        "concilium",
        "tribunal",
        "round",
        "praeco",
        "dealer",
        "turn",
        "phase",
        "step",
        "effect",
        "effect_left",
        "effect_card",
        "casting",
        "gatherer",
        "join_bonus",
        "setup_idx",
        "setup_left",
        "barriers",
    )

    def clone(self, rng: random.Random | None = None) -> TribunalState:
        """An independent copy; with ``rng``, that generator instead of a copy of this one's
        (determinize copies a template whose generator it replaces)."""
        new = self._clone_fields(TribunalState, rng)
        nd = new.__dict__
        nd["deck"] = {k: list(v) for k, v in self.deck.items()}
        nd["discard"] = {k: list(v) for k, v in self.discard.items()}
        nd["row"] = {k: list(v) for k, v in self.row.items()}
        nd["reg"] = {k: list(v) for k, v in self.reg.items()}
        nd["vis_on"] = dict(self.vis_on)
        nd["face_up"] = set(self.face_up)
        nd["active"] = set(self.active)
        nd["installed"] = {k: list(v) for k, v in self.installed.items()}
        nd["award"] = dict(self.award)
        nd["_lc"] = nd["_ta"] = None
        return new

    def resample(self, seat: int | None, rng: random.Random) -> TribunalState:
        from rules.tribunal.determinize import resample

        self.check_seat(seat, spectator=True)
        return resample(self, seat, rng)

    def fingerprint(self) -> str:
        d = {k: self.__dict__[k] for k in (*self._LISTS, *self._FLAT, *self._SCALARS)}
        for k in ("deck", "discard", "row", "reg", "vis_on", "installed", "award"):
            d[k] = self.__dict__[k]
        d["face_up"] = sorted(self.face_up)
        d["active"] = sorted(self.active)
        d["events"] = [[e.key, e.params, e.to] for e in self.events]
        d["rng"] = self.rng.getstate()[1][:8]
        return json.dumps(d, sort_keys=True, default=_plain)

    def to_position(self) -> dict:
        from rules.tribunal.position import to_position

        return to_position(self)

    @classmethod
    def from_position(cls, config: Config, data, cards: CardSet | None = None) -> TribunalState:
        from rules.tribunal.position import from_position

        return from_position(cls, config, data, cards)

    def counts(self) -> tuple[int, int, int]:
        """(cards, vis, vote counters) wherever they are, for the conservation tests."""
        cards = sum(len(v) for v in self.deck.values()) + sum(len(v) for v in self.discard.values())
        cards += sum(len(v) for v in self.row.values()) + sum(len(v) for v in self.installed.values())
        for z in (self.hand, self.lab, self.library, self.vault, self.awarded):
            cards += sum(len(x) for x in z)
        cards += self.casting is not None
        cards += self.effect_card is not None and self.effect_card in self.cards.resources
        vis_total = self.regio + sum(self.store) + sum(self.vis_on.values())
        return cards, vis_total, self.concilium + sum(self.votes)
