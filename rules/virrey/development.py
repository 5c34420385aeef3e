"""II. FASE DE DESARROLLO: the development phase (a mixin of VirreyState).

Three rounds. In each, every player still in the phase chooses in secret: play a card
(Play), discard one for 2 gems (Discard) or pass (Pass: out of the phase for this turn,
no gems). The choices are revealed together and resolved in order of the lowest card
number in each pyramid. Playing a card is a short sequence of decisions: the slot
(Place), the infinite gems (UseInfinite / PayFull, only when one could lower the
payment), then the rewards' choices (gem colours, decks, the level-5 choice).

A character on level L pays the cumulative cost of rows 1..L (level 5: one more gem of
row 4's colour) and gets the reward of row L only; on level 5 it gets all the rewards
of rows 1 to 3 or a 15-point power token. A law is free, on any open slot but level 5.
A placement that forms a circle of one colour gives a gem of that colour, if the
reserve has one. One infinite gem a turn (ruling V-13: a *turn* is the game turn, so
one use per development phase; the extra_infinite law adds uses).
"""

from __future__ import annotations

from typing import Any

from rules.core.state import Event
from rules.virrey.actions import Discard, Play
from rules.virrey.costs import ZERO, affordable, discounted, infinite_options
from rules.virrey.pyramid import MAX_LEVEL, one_colour

DEV_ROUNDS = 3
SOLO_ORDER = (0,)  # the revealing order of a solo game
_PAID: dict = {}  # cost -> the gem colours paid, as logged (by colour)
PASS_CHOICE = ("pass",)
NEXT_ROUND = ("dev_next_round",)
DISCARD_GEMS = 2
TOP_POWER = 15
_event = tuple.__new__  # _event(Event, (key, params, to)): what log() stores, without the call


class DevelopmentMixin:
    choices: list[Any]  # each seat's sealed choice, or None (VirreyState sets them all)

    def _start_development(self) -> None:
        self.dev_round = 0
        self.dev_active = [True] * self.n
        self.inf_uses = [0] * self.n
        self.inf_used = [(0, 0, 0, 0)] * self.n
        self.events.append(_event(Event, ("virrey.development", {"turn": self.turn}, None)))
        self._next_dev_round()

    def _next_dev_round(self, _task=None) -> None:
        self.dev_round += 1
        if self.dev_round > DEV_ROUNDS:
            self._end_turn()
            return
        active, hands = self.dev_active, self.hands
        for s in range(self.n):
            if active[s] and not hands[s]:
                active[s] = False
                self.log("virrey.dev_passed", seat=s, empty_hand=True)
        if True not in active:
            self._end_turn()
            return
        self.choices = [None] * self.n
        self.phase = "dev"
        self.events.append(_event(Event, ("virrey.dev_round", {"turn": self.turn, "round": self.dev_round}, None)))

    def _end_turn(self) -> None:
        if self.last_turn:
            self._end_game()
        else:
            self._start_turn()

    # -- infinite gems and costs -----------------------------------------
    def infinite_left(self, seat: int) -> tuple[int, int, int, int]:
        """Infinite gems of each colour in the pyramid not used yet this turn."""
        have = self.inf_have[seat]
        used = self.inf_used[seat]
        if used == (0, 0, 0, 0):
            return have
        return (have[0] - used[0], have[1] - used[1], have[2] - used[2], have[3] - used[3])

    def uses_left(self, seat: int) -> int:
        return 1 + self.perm[seat].get("extra_infinite", 0) - self.inf_uses[seat]

    def slot_cost(self, seat: int, card: str, level: int):
        if card in self.cards.laws:
            return ZERO
        return discounted(self.cards.costs[card][level - 1], self.perm[seat].get("discount", ZERO))

    def playable_slots(self, seat: int, card: str) -> list[tuple[int, int]]:
        """The open slots where ``card`` can be paid, in open_slots() order.

        The slots come by level (level 1 first) and a level's cost holds the cost of the
        level below, so the first level that cannot be paid ends the list.
        """
        pyr = self.pyr[seat]
        if card in self.cards.laws:
            return list(pyr.open_slots(MAX_LEVEL - 1))
        slots = pyr.open_slots(MAX_LEVEL)
        gems = self.gems[seat]
        uses = self.uses_left(seat)
        inf = self.infinite_left(seat) if uses > 0 else ZERO
        costs = self.cards.costs[card]
        disc = self.perm[seat].get("discount", ZERO)
        out = []
        last = 0  # the last level found affordable
        for slot in slots:
            lv = slot[0]
            if lv != last:
                if not affordable(discounted(costs[lv - 1], disc), gems, inf, uses):
                    break
                last = lv
            out.append(slot)
        return out

    def _legal_place(self, seat: int, card: str) -> list:
        """The Place actions of a card being played: its playable slots."""
        A = self.A
        place, place_at = A.place, A.place_at
        return [place.get(slot) or place_at(slot) for slot in self.playable_slots(seat, card)]

    def can_play(self, seat: int, card: str) -> bool:
        """Can ``card`` be paid on some open slot? (Its level-1 cost decides: see _legal_dev.)"""
        if card in self.cards.laws:
            return True
        uses = self.uses_left(seat)
        inf = self.infinite_left(seat) if uses > 0 else (0, 0, 0, 0)
        cost = discounted(self.cards.costs[card][0], self.perm[seat].get("discount", ZERO))
        return affordable(cost, self.gems[seat], inf, uses)

    # -- sealed choice -------------------------------------------------------
    def _legal_dev(self, seat: int) -> list:
        """Play (if it can be paid somewhere), Discard, Pass.

        A level-1 slot always exists and costs are cumulative (each level's cost holds the
        cost of the level below), so a character can be paid somewhere exactly when its
        level-1 cost can be paid.
        """
        A = self.A
        hand = self.hands[seat]
        gems = self.gems[seat]
        perm = self.perm[seat]
        uses = 1 + perm.get("extra_infinite", 0) - self.inf_uses[seat]  # uses_left(seat)
        inf = self.infinite_left(seat) if uses > 0 else ZERO
        disc = perm.get("discount", ZERO)
        first_costs = self.cards.first_cost  # None for a law: always playable
        play = A.play
        out = []
        if inf == ZERO and disc == ZERO:  # the common case: the gems alone must cover the cost
            g0, g1, g2, g3 = gems
            for c in hand:
                cost = first_costs[c]
                if cost is None or (cost[0] <= g0 and cost[1] <= g1 and cost[2] <= g2 and cost[3] <= g3):
                    out.append(play[c])
        else:
            for c in hand:
                cost = first_costs[c]
                if cost is None or affordable(discounted(cost, disc), gems, inf, uses):
                    out.append(play[c])
        discard = A.discard
        out += [discard[c] for c in hand]
        out.append(A.pass_)
        return out

    def _choose_dev(self, seat: int, act) -> None:
        kind = type(act)
        choices = self.choices
        choices[seat] = (
            ("play", act.card) if kind is Play else ("discard", act.card) if kind is Discard else PASS_CHOICE
        )
        self.events.append(self.CHOSEN[seat])
        if self.n == 1:  # solo: the only choice is made
            self._reveal_dev(SOLO_ORDER)
            return
        active = self.dev_active
        for s in range(self.n):
            if choices[s] is None and active[s]:
                return  # a sealed choice is still due
        self._reveal_dev()

    def _reveal_dev(self, order=None) -> None:
        """Reveal the sealed choices; ``order``: the active seats by lowest card, if known."""
        self.barriers += 1
        active, choices = self.dev_active, self.choices
        if order is None:
            order = self._order([s for s in range(self.n) if active[s]])
        self.events.append(
            _event(
                Event,
                ("virrey.dev_revealed", {"round": self.dev_round, "choices": [[s, *choices[s]] for s in order]}, None),
            )
        )
        later: list[tuple] = []
        for s in order:
            ch = choices[s]
            if ch[0] == "pass":
                active[s] = False
                continue
            card = ch[1]
            self._leave_hand(s, card)
            if ch[0] == "play":
                later.append(("place", s, card))
            else:
                self.discard.append(card)
                later.append(("gems", s, DISCARD_GEMS + self.perm[s].get("discard_bonus", 0)))
        self.phase = "resolve"
        if not later:
            self._next_dev_round()  # everybody passed: the next round at once
            return
        later.append(NEXT_ROUND)
        self.push_all(later)

    # -- placing a card ----------------------------------------------------
    def _place(self, seat: int, card: str, level: int, x: int) -> None:
        self._place_paid(seat, card, level, x, self.slot_cost(seat, card, level))

    def _legal_infinite(self, task) -> list:
        _, seat, card, level, x, cost = task
        colours, full = infinite_options(cost, self.gems[seat], self.infinite_left(seat), self.uses_left(seat))
        out = [self.A.use_infinite[c] for c in colours]
        if full:
            out.append(self.A.pay_full)
        return out

    def _use_infinite(self, task, colour: int) -> None:
        _, seat, card, level, x, cost = task
        cost = list(cost)
        cost[colour] -= 1
        cost = tuple(cost)
        used = list(self.inf_used[seat])
        used[colour] += 1
        self.inf_used[seat] = tuple(used)
        self.inf_uses[seat] += 1
        self.log("virrey.infinite_used", seat=seat, colour=self.COLOURS[colour], card=card)
        self._place_paid(seat, card, level, x, cost)

    def _place_paid(self, seat, card, level, x, cost) -> None:
        """Pay ``cost`` and put the card, unless an infinite gem could lower it: then ask."""
        if cost != ZERO:
            uses = self.uses_left(seat)
            if uses > 0:
                inf = self.infinite_left(seat)
                if inf != ZERO:  # with no infinite gem left there is nothing to ask
                    colours, _ = infinite_options(cost, self.gems[seat], inf, uses)
                    if colours:
                        self.push(("infinite", seat, card, level, x, cost))
                        return
        self._put(seat, card, level, x, cost)

    def _put(self, seat: int, card: str, level: int, x: int, cost) -> None:
        gems = self.gems[seat]
        for c in range(4):
            if cost[c]:
                gems[c] -= cost[c]
                self.reserve[c] += cost[c]
        pyr = self.pyr[seat].with_card(card, level, x)
        self.pyr[seat] = pyr
        is_law = card in self.cards.laws
        if not is_law:
            num = self.cards.number[card]
            if num < self.low[seat]:
                self.low[seat] = num
        paid = _PAID.get(cost)
        if paid is None:
            paid = _PAID[cost] = tuple(self.COLOURS[c] for c in range(4) for _ in range(cost[c]))
        self.log("virrey.placed", seat=seat, card=card, level=level, x=x, paid=list(paid))
        tasks: list[tuple] = []
        if is_law:
            self._refresh_perm(seat)
        if level > 1:
            left, right = pyr.supports(level, x)
            sec = self.cards.all
            colour = one_colour(sec[left].sections, sec[right].sections, sec[card].sections)
            if colour is not None:
                extra = self.perm[seat].get("circle_gems", 0)
                got = self.take_gems(seat, colour, 1 + extra)
                self.log("virrey.circle", seat=seat, card=card, colour=self.COLOURS[colour], gems=got)
        high = self.perm[seat].get("high")
        if high:
            gems_due = sum(g for lv, g in high if level >= lv)
            if gems_due:
                tasks.append(("gems", seat, gems_due))
        if is_law:
            tasks.append(("law_play", seat, card))
        elif level == MAX_LEVEL:
            tasks.append(("top_reward", seat, card))
        elif not tasks:  # the level's reward is the next step: at once
            self._reward(seat, card, self.cards.characters[card].levels[level - 1].reward)
            return
        else:
            tasks.append(("reward", seat, card, self.cards.characters[card].levels[level - 1].reward))
        self.push_all(tasks)

    def _top_reward(self, seat: int, card: str, power: bool) -> None:
        if power:
            self.log("virrey.top_reward", seat=seat, card=card, power=True)
            self.give_power(seat, card, TOP_POWER)
            return
        self.log("virrey.top_reward", seat=seat, card=card, power=False)
        levels = self.cards.characters[card].levels
        items = levels[0].reward + levels[1].reward + levels[2].reward
        self.push(("reward", seat, card, items))

    def _reward(self, seat: int, card: str, items) -> None:
        (kind, value), rest = items[0], items[1:]
        if rest:
            self.push(("reward", seat, card, rest))
        if kind == "gems":
            self.push(("gems", seat, value))
        elif kind == "card":
            self.push(("draw", seat, value))
        elif kind == "power":
            self.give_power(seat, card, value)
        elif kind in ("magic", "science", "defense", "attack"):
            self.give_tokens(seat, card, kind, value)
        elif kind == "magic_bonus":
            self.give_magic_bonus(seat, card, value)
        elif kind == "circle_bonus":
            self.give_circle_bonus(seat, card, value[0], value[1])
        elif kind == "infinite":
            self.give_infinite(seat, card, value)
        else:  # pragma: no cover - load-time validation forbids it
            raise ValueError(f"unknown reward {kind!r}")
