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

import hashlib
import json
import random
from itertools import repeat, starmap
from typing import Optional

from rules.core.errors import IllegalAction, TableroError
from rules.core.game import Config
from rules.core.rand import shuffled
from rules.core.state import Event, State
from rules.virrey import actions as act_mod
from rules.virrey.actions import (AcceptPainting, Bid, BidAttack, BidPass, Cover, Discard, Draw,
                                  FinishPainting, KeepCard, NextAuction, Paint, Pass, PayFull, Place,
                                  Play, ReturnGems, StartCard, StoreDone, StoreGem, Take, TakeGem,
                                  TopReward, UseInfinite)
from rules.virrey.auction import ATTACKED, IN, PASSED, WON, AuctionMixin
from rules.virrey.cards import GAME, CardSet, card_set
from rules.virrey.development import DevelopmentMixin
from rules.virrey.ending import EndingMixin
from rules.virrey.handouts import HandoutsMixin
from rules.virrey.laws import LAWS
from rules.virrey.pyramid import SECTION_INDEX, SECTION_NAMES, Pyramid
from rules.virrey.tokens import COLOUR_INDEX, COLOURS, GEMS_PER_COLOUR, Supply
from rules.virrey import virtual as virtual_mod

DEALT = 4
START_GEMS = 2
RETURNED_GEMS = 2
LAWS_DEALT = 3
BIG_DECK = 48
GEMS_PER_PLAYER = 4  # per colour, in the reserve
MAX_SEATS = 4

AUTO = {"auction_resolve", "virtual_remove", "after_auction", "end_auction_phase", "pass_gems",
        "dev_next_round", "reward", "law_play", "start_turn", "finish"}


class _Actions:
    """One shared, immutable action object per choice: legal() allocates no new actions."""

    def __init__(self):
        self.bid = [Bid(c) for c in COLOURS]
        self.bid_pass = BidPass()
        self.bid_attack = BidAttack()
        self.take = [Take(COLOURS[i // 2], bool(i % 2)) for i in range(8)]
        self.next_auction = NextAuction()
        self.take_gem = [TakeGem(c) for c in COLOURS]
        # by the colours the reserve has (bit c set: some gem of colour c is left)
        self.take_gems = tuple(tuple(self.take_gem[c] for c in range(4) if mask >> c & 1)
                               for mask in range(16))
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
        self._prepared: Optional[CardSet] = None  # the last card set prepared

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
            tuple(row[c] for c in range(4) if mask >> c & 1 and c != printed) for mask in range(16))
        return got

    def paint_at(self, card, section, colour) -> Paint:
        key = (card, section, colour)
        got = self.paint.get(key)
        if got is None:
            got = self.paint[key] = Paint(card, SECTION_NAMES[section], COLOURS[colour])
        return got


A = _Actions()
_new_event = tuple.__new__  # Event(key, params, to) without the NamedTuple's Python-level __new__


def _shuffled(rng: random.Random, items) -> list:
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


class VirreyState(AuctionMixin, DevelopmentMixin, HandoutsMixin, EndingMixin, State):
    game_id = GAME
    A = A
    CHOSEN = CHOSEN
    COLOURS = COLOURS
    COL = COLOUR_INDEX

    def __init__(self, config: Config, cards: Optional[CardSet] = None, _blank: bool = False):
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
        deck = _shuffled(self.rng, self.cards.character_ids)
        self.dealt = [deck[i * DEALT:(i + 1) * DEALT] for i in range(n)]
        self.big = deck[n * DEALT:]  # the rest of the character deck until the split
        self.small: list[str] = []
        self.law_deck: list[str] = list(self.cards.law_ids)  # shuffled when dealt
        self.discard: list[str] = []
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.known: list[list[str]] = [[] for _ in range(n)]
        self.pyr = [Pyramid() for _ in range(n)]
        self.tok: list[dict] = [{} for _ in range(n)]
        self.paint: list[dict] = [{} for _ in range(n)]
        self.perm: list[dict] = [{} for _ in range(n)]
        self.low = [10 ** 6] * n
        self.auction: list[Optional[str]] = [None] * 8
        self.setup = [[None, None, None] for _ in range(n)]
        self.turn = 0
        self.auction_no = 0
        self.status = [IN] * n
        self.bids: list = [None] * n
        self.vactive = [True] * v
        self.vbids: list = [None] * v
        self.last_bids = None
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
        self._cache = None
        self._ta = None
        self.inf_have = [(0, 0, 0, 0)] * n
        self.barriers += 1
        self.log("virrey.setup", players=n, virtual=v)
        for s in range(n):
            self.log("virrey.dealt", to=s, seat=s, cards=list(self.dealt[s]))

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

    def _legal_setup(self, seat: int) -> list:
        ret, start, keep = self.setup[seat]
        if ret is None:
            return list(A.returns)
        if start is None:
            return [A.start[c] for c in self.dealt[seat]]
        return [A.keep[c] for c in self.dealt[seat] if c != start] + [A.keep[None]]

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
        for (lv, x), top, left, right in self.pyr[seat].circles():
            for card, sec in ((left, 1), (right, 0), (top, 2), (top, 3)):
                if (card, sec) not in painted:
                    key = (card, sec, allc[card].sections[sec])  # printed colours differ by card set
                    by_mask = options.get(key)
                    if by_mask is None:
                        by_mask = A.paint_choices(*key)
                    out += by_mask[mask]
        return out

    def why_illegal(self, seat: int, act) -> Optional[str]:
        """A readable reason why ``act`` is not legal for ``seat`` now, or None if it is."""
        if self.over:
            return "the game is over"
        if seat.__class__ is not int or not 0 <= seat < self.n:
            return f"there is no seat {seat!r}"
        if seat not in self.to_act():
            if self.phase == "bid" and not self.tasks and self.status[seat] != IN:
                return {PASSED: "this player has already passed this turn (a player may not pass twice)",
                        WON: "this player already has a card from this auction phase",
                        ATTACKED: "this player attacked and has no more auction this turn"}[self.status[seat]]
            if self.phase == "dev" and not self.tasks and not self.dev_active[seat]:
                return "this player has passed the development phase this turn"
            if not self.tasks and self.phase in ("bid", "dev", "setup"):
                return "this player has already made their sealed choice"
            return "it is not this player's decision now"
        if act in self._legal_cached(seat):
            return None
        return self._reason(seat, act)

    def _reason(self, seat: int, act) -> str:
        kind = type(act)
        if not isinstance(act, act_mod.Action) or not kind.type_name.startswith("virrey."):
            return "that is not an action of Virrey"
        expected = self._expected()
        if kind is Bid:
            if act.colour not in COLOUR_INDEX:
                return f"{act.colour!r} is not a gem colour"
            c = COLOUR_INDEX[act.colour]
            if self.phase == "bid" and not self.tasks:
                if self.gems[seat][c] == 0:
                    return f"a bid needs a {act.colour} gem and this player has none"
                return f"there is no card at the {act.colour} auction card"
        if kind is BidAttack and self.phase == "bid" and not self.tasks:
            if not self.attack[seat]:
                return "this player has no attack token"
            if self.auction_no != 1:
                return ("an attack is made at the start of the auction phase, before any other "
                        "player: only in the first auction of the turn")
            return "there is no card to take"
        if kind in (Play, Discard) and self.phase == "dev" and not self.tasks:
            if act.card not in self.hands[seat]:
                return "that card is not in the player's hand"
            return "that card cannot be paid for on any open slot of the pyramid"
        if kind is Place and self.tasks and self.tasks[-1][0] == "place":
            card = self.tasks[-1][2]
            if (act.level, act.x) not in self.pyr[seat].open_slots(5):
                return "that is not an open slot of the pyramid"
            if card in self.cards.laws and act.level == 5:
                return "a law cannot be played on level 5"
            return "the cost of that level cannot be paid"
        if kind is TakeGem:
            return f"the reserve has no {act.colour} gem" if act.colour in COLOUR_INDEX \
                else f"{act.colour!r} is not a gem colour"
        if kind is UseInfinite:
            return "no infinite gem of that colour can lower this payment (one per turn)"
        if kind is PayFull:
            return "the payment cannot be made without an infinite gem"
        if kind is Take:
            return "there is no such card to take"
        if kind is Cover:
            return "that is not a free card of the pyramid"
        if kind is Paint:
            return "that section cannot be painted with that gem"
        if kind is StoreGem:
            return "there is no gem of that colour behind the screen"
        if kind is KeepCard or kind is StartCard:
            return "that card was not dealt to this player (or is the first card)"
        return f"now the decision is: {expected}"

    def _expected(self) -> str:
        if self.tasks:
            return {"gems": "take a gem", "draw": "draw a card", "attack_take": "take a card (attack)",
                    "choose2": "choose one of the two cards", "dispute": "say which card you want",
                    "vs_virtual": "take the top card or go on to the next auction",
                    "place": "choose a slot", "infinite": "use an infinite gem or pay in full",
                    "top_reward": "choose the level-5 reward", "store": "store gems or stop",
                    "cover": "choose a free card", "paint": "paint or finish"}[self.tasks[-1][0]]
        return {"bid": "bid", "dev": "play, discard or pass", "setup": "setup choices"}.get(self.phase, "")

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

    def log(self, key: str, to: Optional[int] = None, **params) -> None:
        self.events.append(_new_event(Event, (key, params, to)))

    def _decision(self, seat: int, legal: list) -> None:
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
                            self.log("virrey.painted", seat=seat, card=card, section=SECTION_NAMES[sec],
                                     colour=COLOURS[c])
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
        LAWS[law.effect].on_play(self, t[1], t[2], law.params)

    # -- setup --------------------------------------------------------------------
    def _setup_choice(self, seat: int, act) -> None:
        row = self.setup[seat]
        if row[0] is None:
            row[0] = tuple(COLOUR_INDEX[c] for c in act.colours)
        elif row[1] is None:
            row[1] = act.card
        else:
            row[2] = act.card if act.card is not None else ""
        self.events.append(CHOSEN[seat])
        if all(None not in r for r in self.setup):
            self._reveal_setup()

    def _reveal_setup(self) -> None:
        self.barriers += 1
        n = self.n
        leftovers = list(self.big)
        for s in range(n):
            ret, start, keep = self.setup[s]
            for c in ret:
                self.gems[s][c] -= 1
                self.reserve[c] += 1
            self.pyr[s] = self.pyr[s].with_card(start, 1, 0)
            self.low[s] = self.cards.number[start]
            if keep:
                self.hands[s].append(keep)
            leftovers += [c for c in self.dealt[s] if c != start and c != keep]
            self.log("virrey.setup_revealed", seat=s, returned=[COLOURS[c] for c in ret], card=start)
            if keep:
                self.log("virrey.kept", to=s, seat=s, card=keep)
        deck = _shuffled(self.rng, leftovers)
        self.big, self.small = deck[:BIG_DECK], deck[BIG_DECK:]
        for colour in range(4):
            self.auction[colour * 2] = self.big.pop()
        self.law_deck = _shuffled(self.rng, self.law_deck)
        for s in range(n):
            got = [self.law_deck.pop() for _ in range(LAWS_DEALT)]
            self.hands[s].extend(got)
            self.log("virrey.laws_dealt", to=s, seat=s, cards=got)
        self.dealt = [[] for _ in range(n)]
        self.log("virrey.auction_refilled", cards=list(self.auction), big=len(self.big))
        self.phase = "resolve"
        later = []
        for s in self._order(range(n)):
            start = self.setup[s][1]
            later.append(("reward", s, start, self.cards.characters[start].levels[0].reward))
        later.append(("start_turn",))
        self.push_all(later)

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
    def view(self, seat: Optional[int]):
        self.check_seat(seat, spectator=True)
        from rules.virrey.view import make_view
        return make_view(self, seat)

    # -- copies ----------------------------------------------------------------------
    def clone(self) -> "VirreyState":
        new = VirreyState.__new__(VirreyState)
        d = new.__dict__
        d.update(self.__dict__)
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
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

    def resample(self, seat: Optional[int], rng: random.Random) -> "VirreyState":
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
                        sealed[s] = ("bid", COLOUR_INDEX[pick.colour]) if kind is Bid else \
                            ("pass",) if kind is BidPass else ("attack",)
                    else:
                        kind = type(pick)
                        sealed[s] = ("play", pick.card) if kind is Play else \
                            ("discard", pick.card) if kind is Discard else ("pass",)
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
            "phase": self.phase, "turn": self.turn, "auction_no": self.auction_no,
            "dev_round": self.dev_round, "reserve": self.reserve, "box": self.box, "gems": self.gems,
            "attack": self.attack, "supply": [self.supply.pools, sorted(self.supply.power.items()),
                                              self.supply.proxies],
            "dealt": self.dealt, "big": self.big, "small": self.small, "law_deck": self.law_deck,
            "discard": self.discard, "hands": self.hands, "known": self.known,
            "pyramids": [sorted([list(k), c] for k, c in p.cells.items()) for p in self.pyr],
            "under": [sorted(p.under.items()) for p in self.pyr],
            "tokens": [sorted((k, [list(map(str, t)) for t in v]) for k, v in d.items()) for d in self.tok],
            "paint": [sorted([c, s, v] for (c, s), v in d.items()) for d in self.paint],
            "low": self.low, "auction": self.auction, "setup": [[str(x) for x in r] for r in self.setup],
            "status": self.status, "bids": [list(b) if b else None for b in self.bids],
            "vactive": self.vactive, "vbids": self.vbids, "dev_active": self.dev_active,
            "choices": [list(c) if c else None for c in self.choices], "inf_uses": self.inf_uses,
            "inf_used": self.inf_used, "pair": sorted(self.pair.items()),
            "tasks": [[str(x) for x in t] for t in self.tasks], "last_turn": self.last_turn,
            "over": self.over, "barriers": self.barriers,
            "events": [[e.key, e.params, e.to] for e in self.events],
            "rng": hashlib.sha256(repr(self.rng.getstate()).encode()).hexdigest(),
        }
        return json.dumps(data, sort_keys=True, default=str)


# The automatic steps: task kind -> what runs it (a function of the state and the task; the
# steps that need nothing from their task take it as an ignored ``_task`` argument).
RUN = {
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
