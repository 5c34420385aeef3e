"""The state machine of Virrey.

A game is the setup (sealed: gems returned, first card, card kept), then 12 turns of
an auction phase (auction.py) and a development phase (development.py), then the
painting and the final scoring (ending.py, scoring.py); handouts.py gives the tokens and
gems that rewards and laws hand out. Sealed simultaneous choices are the
``phase`` ("setup", "bid", "dev"); everything that follows a reveal is a stack of
*tasks*: automatic steps, and small decisions of one seat (or two, for a disputed
two-card colour). A decision with a single legal action is taken automatically.

Hidden information: hands, gems and attack tokens behind the screens, deck orders,
sealed choices. Public: pyramids and their tokens, the reserve, the auction, the
discard pile, the cards won at auction (they were face up).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rules.core.errors import IllegalAction, TableroError
from rules.core.game import Config
from rules.core.state import Event, State
from rules.virrey import virtual as virtual_mod
from rules.virrey.actions import AcceptPainting, Paint, StoreGem, Take, UseInfinite
from rules.virrey.auction import ATTACKED, IN, PASSED, AuctionMixin
from rules.virrey.cards import GAME, CardSet, card_set
from rules.virrey.copies import CopiesMixin
from rules.virrey.development import DevelopmentMixin
from rules.virrey.ending import EndingMixin
from rules.virrey.handouts import HandoutsMixin
from rules.virrey.laws import LAWS
from rules.virrey.prebuilt import (
    AUTO,
    CHOSEN,
    DEALT,
    GEMS_PER_PLAYER,
    MAX_SEATS,
    ONE_COLOUR,
    SOLO,
    START_GEMS,
    A,
    fast_shuffled,
)
from rules.virrey.preparation import PreparationMixin
from rules.virrey.pyramid import SECTION_INDEX, SECTION_NAMES, Pyramid
from rules.virrey.reasons import ReasonsMixin
from rules.virrey.tokens import COLOUR_INDEX, COLOURS, GEMS_PER_COLOUR, Supply

_new_event = tuple.__new__  # Event(key, params, to) without the NamedTuple's Python-level __new__


class VirreyState(
    PreparationMixin, AuctionMixin, DevelopmentMixin, HandoutsMixin, EndingMixin, ReasonsMixin, CopiesMixin, State
):
    game_id = GAME
    SEAT_HELPERS = frozenset(
        (
            "best_painting",
            "board",
            "can_play",
            "give_circle_bonus",
            "give_infinite",
            "give_magic_bonus",
            "give_power",
            "give_tokens",
            "infinite_left",
            "playable_slots",
            "science",
            "slot_cost",
            "take_gems",
            "uses_left",
        )
    )
    A = A
    CHOSEN = CHOSEN
    COLOURS = COLOURS
    COL = COLOUR_INDEX

    def __init__(self, config: Config, cards: CardSet | None = None, _blank: bool = False):
        super().__init__(config)
        self.cards = cards or card_set()
        A.prepare(self.cards)
        n = self.n = config.players
        v = int(config.options.get("virtual", 0))
        if n == 1:
            v = max(1, v)
        if v < 0 or n + v > MAX_SEATS:
            raise TableroError(f"{n} player(s) can have at most {MAX_SEATS - n} virtual opponent(s), not {v}")
        self.v = v
        self.vsource = virtual_mod.source(n, v)
        if _blank:
            return
        per = GEMS_PER_PLAYER * n
        self.reserve = [per] * 4
        self.box = [GEMS_PER_COLOUR - per] * 4
        self.gems = [[START_GEMS] * 4 for _ in range(n)]
        for c in range(4):
            self.reserve[c] -= START_GEMS * n
        self.attack = [0] * n
        self.supply = Supply()
        deck = fast_shuffled(self.rng, self.cards.character_ids)
        self.dealt = [deck[i * DEALT : (i + 1) * DEALT] for i in range(n)]
        self.big = deck[n * DEALT :]  # the rest of the character deck until the split
        self.small: list[str] = []
        self.law_deck: list[str] = list(self.cards.law_ids)  # shuffled when dealt
        self.discard: list[str] = []
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.known: list[list[str]] = [[] for _ in range(n)]
        self.pyr = [Pyramid() for _ in range(n)]
        self.tok: list[dict] = [{} for _ in range(n)]
        self.paint: list[dict] = [{} for _ in range(n)]
        self.perm: list[dict] = [{} for _ in range(n)]
        self.low = [10**6] * n
        self.auction: list[str | None] = [None] * 8
        self.setup: list[list[Any]] = [[None, None, None] for _ in range(n)]  # (returned gems, start card, kept card)
        self.turn = 0
        self.auction_no = 0
        self.status = [IN] * n
        self.bids: list = [None] * n
        self.vactive = [True] * v
        self.vbids: list = [None] * v
        self.last_bids: tuple | None = None
        self.dev_round = 0
        self.dev_active = [False] * n
        self.choices: list = [None] * n
        self.inf_uses = [0] * n
        self.inf_used = [(0, 0, 0, 0)] * n
        self.pair: dict = {}
        self.tasks: list = []
        self.last_turn = False
        self.over = False
        self.phase = "setup"
        self._version = 0
        self._cache: tuple | None = None
        self._ta: tuple | None = None
        self.inf_have: list[tuple[int, ...]] = [(0, 0, 0, 0)] * n
        self.barriers += 1
        self.log("virrey.setup", players=n, virtual=v)
        for s in range(n):
            self.log("virrey.dealt", to=s, seat=s, cards=list(self.dealt[s]))

    # -- positions (rules/virrey/position.py) ----------------------------------
    def to_position(self) -> dict:
        from rules.virrey.position import to_position

        return to_position(self)

    @classmethod
    def from_position(cls, config: Config, data, cards: CardSet | None = None) -> VirreyState:
        from rules.virrey.position import from_position

        return from_position(cls, config, data, cards)

    # -- helpers used by the mixins and the law handlers ---------------------
    def push(self, task) -> None:
        self.tasks.append(task)

    def push_all(self, tasks) -> None:
        """Schedule ``tasks`` to run next, in this order."""
        self.tasks += tasks[::-1]

    def _order(self, seats) -> list[int]:
        """Seats in order of the lowest card number in their pyramid."""
        if self.n == 1:
            return list(seats)
        return sorted(seats, key=self.low.__getitem__)

    def _leave_hand(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        if card in self.known[seat]:
            self.known[seat].remove(card)

    # -- protocol ---------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        ta = self._ta
        if ta is not None and ta[0] == self._version:
            return ta[1]
        out = self._to_act()
        self._ta = (self._version, out)
        return out

    def _to_act(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if self.tasks:
            t = self.tasks[-1]
            if t[0] == "dispute":
                return tuple(s for s in (t[1], t[2]) if s not in self.pair)
            return (t[1],)
        phase = self.phase
        if phase == "bid":
            status, bids = self.status, self.bids
            if self.n == 1:
                return SOLO if bids[0] is None and status[0] == IN else ()
            return tuple([s for s in range(self.n) if bids[s] is None and status[s] == IN])
        if phase == "dev":
            active, choices = self.dev_active, self.choices
            if self.n == 1:
                return SOLO if choices[0] is None and active[0] else ()
            return tuple([s for s in range(self.n) if choices[s] is None and active[s]])
        if phase == "setup":
            return tuple([s for s in range(self.n) if None in self.setup[s]])
        return ()  # pragma: no cover

    def touch(self) -> None:
        """Forget cached answers (after a test or a tool edits the state by hand)."""
        self._version += 1

    def legal(self, seat: int) -> list:
        self.check_seat(seat)
        cache = self._cache
        version = self._version
        if cache is not None and cache[0] == version and cache[1] == seat:
            return list(cache[2])  # the decision's list, already known
        ta = self._ta  # what _legal_cached does, one call shorter
        acting = ta[1] if ta is not None and ta[0] == version else self.to_act()
        got = self._legal(seat) if seat in acting else []
        self._cache = (version, seat, got)
        return list(got)

    def _legal_cached(self, seat: int) -> list:
        """The legal actions of ``seat``, computed once per decision (do not change the list)."""
        cache = self._cache
        if cache is None or cache[0] != self._version or cache[1] != seat:
            cache = self._cache = (self._version, seat, self._legal(seat) if seat in self.to_act() else [])
        return cache[2]

    def _legal(self, seat: int) -> list:
        if self.tasks:
            return self._legal_task(self.tasks[-1], seat)
        phase = self.phase
        if phase == "bid":
            return self._legal_bid(seat)
        if phase == "dev":
            return self._legal_dev(seat)
        return self._legal_setup(seat)

    def _legal_task(self, t, seat: int) -> list:
        kind = t[0]
        if kind == "gems":
            return self._legal_gems()
        if kind == "draw":
            out = []
            if self.law_deck:
                out.append(A.draw["laws"])
            if self.small:
                out.append(A.draw["small"])
            return out
        if kind == "attack_take":
            return self._legal_take()
        if kind in ("choose2", "dispute"):
            return self._legal_take(t[-1])
        if kind == "vs_virtual":
            return [A.take[t[2] * 2 + 1], A.next_auction]
        if kind == "place":
            return self._legal_place(seat, t[2])
        if kind == "infinite":
            return self._legal_infinite(t)
        if kind == "top_reward":
            return [A.top_rewards, A.top_power]
        if kind == "store":
            gems = self.gems[seat]
            return [A.store_gem[c] for c in range(4) if gems[c] > 0] + [A.store_done]
        if kind == "cover":
            return [A.cover[c] for c in self.pyr[seat].free_cards() if c != t[2]]
        if kind == "paint":
            return self._legal_paint(seat)
        raise AssertionError(kind)  # pragma: no cover

    def _legal_gems(self) -> list:
        """A gem of a colour the reserve still has."""
        r = self.reserve
        return list(A.take_gems[(r[0] > 0) + 2 * (r[1] > 0) + 4 * (r[2] > 0) + 8 * (r[3] > 0)])

    def _legal_paint(self, seat: int) -> list:
        out = [A.accept_painting, A.finish_painting]
        gems = self.gems[seat]
        have = [c for c in range(4) if gems[c] > 0]
        if not have:
            return out
        painted = self.paint[seat]
        mask = (gems[0] > 0) + 2 * (gems[1] > 0) + 4 * (gems[2] > 0) + 8 * (gems[3] > 0)
        options = A.paint_options
        allc = self.cards.all
        for (_lv, _x), top, left, right in self.pyr[seat].circles():
            for card, sec in ((left, 1), (right, 0), (top, 2), (top, 3)):
                if (card, sec) not in painted:
                    key = (card, sec, allc[card].sections[sec])  # printed colours differ by card set
                    by_mask = options.get(key)
                    if by_mask is None:
                        by_mask = A.paint_choices(*key)
                    out += by_mask[mask]
        return out

    def apply(self, seat: int, act) -> None:
        self.check_seat(seat)
        cache = self._cache
        if cache is not None and cache[0] == self._version and cache[1] == seat:
            legal = cache[2]
        else:
            legal = self._legal_cached(seat)
        for a in legal:  # identity first: legal() hands out shared action objects
            if a is act:
                break
        else:
            if act not in legal:
                raise IllegalAction(self.why_illegal(seat, act) or "that action is not legal now")
        if self.over:
            raise IllegalAction(self.why_illegal(seat, act) or "that action is not legal now")
        self._do(seat, act)
        self._version += 1
        if self.tasks:
            self._advance()

    def log(self, key: str, to: int | None = None, **params) -> None:
        self.events.append(_new_event(Event, (key, params, to)))

    def _decision(self, seat: int, legal: Sequence) -> None:
        """Stop at a decision of ``seat`` alone whose legal actions are ``legal``: cache them."""
        v = self._version = self._version + 1
        self._cache = (v, seat, legal)
        self._ta = (v, (seat,))

    def _do(self, seat: int, act) -> None:
        self._version += 1
        kind = type(act)
        if self.tasks:
            t = self.tasks[-1]
            tk = t[0]
            if tk == "gems":
                c = COLOUR_INDEX[act.colour]
                self.reserve[c] -= 1
                self.gems[seat][c] += 1
                params = {"seat": seat, "colours": [act.colour]}
                self.events.append(_new_event(Event, ("virrey.gems", params, None)))
                tasks = self.tasks
                tasks.pop()
                if t[2] > 1:
                    tasks.append(("gems", seat, t[2] - 1))
            elif tk == "draw":
                self.tasks.pop()
                if t[2] > 1:
                    self.push(("draw", seat, t[2] - 1))
                deck = self.law_deck if act.deck == "laws" else self.small
                card = deck.pop()
                self.hands[seat].append(card)
                self.barriers += 1
                self.log("virrey.drew", seat=seat, deck=act.deck)
                self.log("virrey.drew_card", to=seat, seat=seat, card=card)
            elif tk in ("attack_take", "choose2"):
                self.tasks.pop()
                self._win(seat, COLOUR_INDEX[act.colour], act.top)
                if tk == "attack_take":
                    self.status[seat] = ATTACKED
            elif tk == "dispute":
                self.pair[seat] = act.top
                self.events.append(CHOSEN[seat])
                if len(self.pair) == 2:
                    self.tasks.pop()
                    _, a, b, colour = t
                    wa, wb = self.pair[a], self.pair[b]
                    self.pair = {}
                    self.barriers += 1
                    self.log("virrey.dispute", seats=[a, b], colour=COLOURS[colour], top=[wa, wb])
                    if wa != wb:
                        self._win(a, colour, wa)
                        self._win(b, colour, wb)
            elif tk == "vs_virtual":
                self.tasks.pop()
                _, s, colour, vi = t
                if kind is Take:
                    self._win(s, colour, True)
                    self.vactive[vi] = False
                    self._virtual_discard(vi, colour, False)
                else:
                    self.log("virrey.next_auction", seat=s, colour=COLOURS[colour])
            elif tk == "place":
                self.tasks.pop()
                self._place(seat, t[2], act.level, act.x)
            elif tk == "infinite":
                self.tasks.pop()
                if kind is UseInfinite:
                    self._use_infinite(t, COLOUR_INDEX[act.colour])
                else:
                    self._put(seat, t[2], t[3], t[4], t[5])
            elif tk == "top_reward":
                self.tasks.pop()
                self._top_reward(seat, t[2], act.power)
            elif tk == "store":
                self.tasks.pop()
                if kind is StoreGem:
                    c = COLOUR_INDEX[act.colour]
                    self.gems[seat][c] -= 1
                    self._add_token(seat, t[2], ("stored", c))
                    self.log("virrey.stored", seat=seat, card=t[2], colour=act.colour)
                    if t[3] > 1:
                        self.push(("store", seat, t[2], t[3] - 1))
            elif tk == "cover":
                self.tasks.pop()
                self._cover(seat, t[2], act.card)
            elif tk == "paint":
                if kind is Paint:
                    c = COLOUR_INDEX[act.colour]
                    self.gems[seat][c] -= 1
                    d = dict(self.paint[seat])
                    d[(act.card, SECTION_INDEX[act.section])] = c
                    self.paint[seat] = d
                    self.log("virrey.painted", seat=seat, card=act.card, section=act.section, colour=act.colour)
                else:
                    self.tasks.pop()
                    if kind is AcceptPainting:
                        for (card, sec), c in sorted(self.best_painting(seat).items()):
                            self.gems[seat][c] -= 1
                            d = dict(self.paint[seat])
                            d[(card, sec)] = c
                            self.paint[seat] = d
                            self.log(
                                "virrey.painted", seat=seat, card=card, section=SECTION_NAMES[sec], colour=COLOURS[c]
                            )
                    self.log("virrey.painting_done", seat=seat)
            return
        phase = self.phase
        if phase == "bid":
            self._bid(seat, act)
        elif phase == "dev":
            self._choose_dev(seat, act)
        else:
            self._setup_choice(seat, act)

    def _advance(self) -> None:
        """Run automatic steps, and decisions with a single legal action, until a choice is due."""
        tasks = self.tasks
        while tasks and not self.over:
            t = tasks[-1]
            kind = t[0]
            run = RUN.get(kind)
            if run is not None:
                tasks.pop()
                self._version += 1
                run(self, t)
                continue
            if kind == "gems":
                r = self.reserve
                left = r[0] + r[1] + r[2] + r[3]
                if t[2] <= 0 or left == 0:
                    tasks.pop()
                    continue
                mask = (r[0] > 0) + 2 * (r[1] > 0) + 4 * (r[2] > 0) + 8 * (r[3] > 0)
                if t[2] >= left or mask in ONE_COLOUR:
                    tasks.pop()
                    self._version += 1
                    seat = t[1]
                    for c in range(4):
                        self.take_gems(seat, c, min(t[2], self.reserve[c]) if t[2] < left else self.reserve[c])
                    continue
                self._decision(t[1], A.take_gems[mask])  # what _legal_gems() lists (shared)
                return
            if kind == "dispute":
                return
            if kind == "paint":
                legal = self._legal_paint(t[1])
                if len(legal) == 2 and not self.paint[t[1]]:
                    tasks.pop()  # no gem, or no circle a gem could change: nothing to decide
                    self._version += 1
                    self.log("virrey.painting_done", seat=t[1])
                    continue
                self._decision(t[1], legal)
                return
            legal = self._legal_task(t, t[1])
            if not legal:
                tasks.pop()
                self._version += 1
                if kind == "attack_take":
                    self.status[t[1]] = PASSED
                    self.push(("pass_gems", t[1]))
                continue
            if len(legal) == 1:
                self._do(t[1], legal[0])
                continue
            self._decision(t[1], legal)
            return

    def _run(self, t) -> None:
        """One automatic step."""
        RUN[t[0]](self, t)

    def _run_law(self, t) -> None:
        law = self.cards.laws[t[2]]
        self.log("virrey.law", seat=t[1], card=t[2], effect=law.effect)
        on_play = LAWS[law.effect].on_play
        assert on_play is not None  # a law_play task is pushed for a law with an effect when played
        on_play(self, t[1], t[2], law.params)

    # -- law effects with a decision ---------------------------------------------------
    def _cover(self, seat: int, law: str, card: str) -> None:
        pyr = self.pyr[seat]
        self.pyr[seat] = pyr.cover(law, card)
        moved = self.tok[seat].get(card, ())
        if moved:
            d = dict(self.tok[seat])
            del d[card]
            keep = tuple(t for t in moved if t[0] != "stored")
            for t in moved:
                if t[0] == "stored":
                    self.reserve[t[1]] += 1
            if keep:
                d[law] = d.get(law, ()) + keep
            self.tok[seat] = d
        self._refresh_perm(seat)
        self.log("virrey.covered", seat=seat, law=law, card=card, tokens=len(moved))

    # -- end of game: ending.py ------------------------------------------------------
    # -- information -------------------------------------------------------------
    def view(self, seat: int | None):
        self.check_seat(seat, spectator=True)
        from rules.virrey.view import make_view

        return make_view(self, seat)


# The automatic steps: task kind -> what runs it (a function of the state and the task; the
# steps that need nothing from their task take it as an ignored ``_task`` argument).
RUN: dict[str, Callable[..., None]] = {
    "after_auction": VirreyState._after_auction,
    "auction_resolve": VirreyState._resolve_bids,
    "dev_next_round": VirreyState._next_dev_round,
    "end_auction_phase": VirreyState._end_auction_phase,
    "pass_gems": lambda st, t: st._pass_gems(t[1]),
    "reward": lambda st, t: st._reward(t[1], t[2], t[3]),
    "law_play": VirreyState._run_law,
    "virtual_remove": lambda st, t: st._virtual_remove(t[1]),
    "start_turn": VirreyState._start_turn,
    "finish": VirreyState._finish,
}
assert set(RUN) == AUTO
