"""A turn: 1. Fase de acción (play, buy, abilities, seals, fountains) and 2. Fase de fin de
turno, as a sequence of small decisions (see ``actions.py``).

Abilities (Cartas de favor, A-4, A-5): a paid ability is activated from the play area,
once per turn, its cost paid from the unspent gems; a condition ability (red background)
is unlocked when the turn so far meets its condition without the card's own doing, and
is then activated once, from the hand or the play area. Its keywords resolve in order
(A-9); a keyword that asks a decision sets ``step`` and the rest waits in ``queue``.
"""

from __future__ import annotations

from rules.ausonia.actions import (
    ACTIVATE,
    BREAK_SEAL,
    BUY,
    DISCARD,
    DONE,
    END_TURN,
    GEMS,
    MANIPULATE,
    PLAY,
    RAISE,
    SEAL,
    TARGET,
    Activate,
    BreakSeal,
    BuildFountain,
    Buy,
    Discard,
    Done,
    EndTurn,
    Foresee,
    Play,
)
from rules.ausonia.gems import payments
from rules.cards import resolve

ZERO = (0, 0, 0, 0)
GAME = "ausonia"
_HANDLERS: dict = {}


def handler(name: str):
    found = _HANDLERS.get(name)
    if found is None:
        found = _HANDLERS[name] = resolve(GAME, name)
    return found


class TurnMixin:
    # -- the turn's bookkeeping ------------------------------------------------------------
    def reset_turn(self) -> None:
        self.gems = [0, 0, 0, 0]  # unspent
        self.spent = [0, 0, 0, 0]
        self.spent_by: dict[int, list[int]] = {}  # gems spent on each card's own abilities
        self.used: list[tuple[int, int]] = []
        self.kw_used: list[tuple[str, int]] = []  # (keyword, source card; -1: a purchase)
        self.guild_used: list[tuple[str, int]] = []  # (guild, card) of each activation
        self.sealed_now: list[int] = []
        self.unsealed_now: list[int] = []
        self.queue: list[tuple[str, int]] = []
        self.revealed: list[int] = []
        self.step: str | None = None
        self.kw: str | None = None
        self.left = 0
        self.src = -1
        self.target = -1

    def start_turn(self) -> None:
        seat = self.order[self.pos]
        if not self.quiet:
            self.log("ausonia.turn", seat=seat, round=self.round)
        f = self.fountains[seat]
        cards = self.cards.cards
        for i in range(0, len(f), 2):
            g = cards[f[i]].gems
            self.add_gems(g)
            if not self.quiet:
                self.log("ausonia.fountain_gems", seat=seat, star=f[i], gems=list(g))

    def add_gems(self, g) -> None:
        gems = self.gems
        gems[0] += g[0]
        gems[1] += g[1]
        gems[2] += g[2]
        gems[3] += g[3]

    def spend(self, pay, card: int) -> None:
        """Take ``pay`` from the unspent gems; ``card`` is the card whose ability it pays
        (-1 for a purchase), so that the card's own payment does not meet its condition."""
        gems, spent = self.gems, self.spent
        p0, p1, p2, p3 = pay
        gems[0] -= p0
        gems[1] -= p1
        gems[2] -= p2
        gems[3] -= p3
        spent[0] += p0
        spent[1] += p1
        spent[2] += p2
        spent[3] += p3
        if card >= 0:
            mine = self.spent_by.setdefault(card, [0, 0, 0, 0])
            mine[0] += p0
            mine[1] += p1
            mine[2] += p2
            mine[3] += p3

    # -- conditions (A-4) ---------------------------------------------------------------------
    def condition_have(self, card: int, condition) -> int:
        """How far the turn has gone towards ``condition`` without ``card``'s own doing."""
        kind, what, _need = condition
        if kind == "gems":
            i = GEMS.index(what)
            mine = self.spent_by.get(card)
            return self.spent[i] - (mine[i] if mine else 0)
        if kind == "keyword":
            return sum(1 for kw, src in self.kw_used if kw == what and src != card)
        return sum(1 for g, src in self.guild_used if g == what and src != card)

    def unlocked(self, card: int, ability) -> bool:
        cond = ability.condition
        return cond is not None and self.condition_have(card, cond) >= cond[2]

    # -- the keywords' steps --------------------------------------------------------------
    def set_step(self, step: str, kw: str, left: int) -> None:
        self.step, self.kw, self.left = step, kw, left

    def ask_target(self, seat: int, kw: str, x: int) -> None:
        opponents = [s for s in range(self.n) if s != seat]
        self.kw, self.left = kw, x
        if len(opponents) == 1:
            self.choose_target(seat, opponents[0])
        else:
            self.step = "target"

    def choose_target(self, seat: int, target: int) -> None:
        kw, x = self.kw, self.left
        self.step = None
        if kw == "corruption":
            self.lose(seat, target, x)
            return
        k = min(x, len(self.hand[target]))
        self.log("ausonia.discard_asked", seat=seat, target=target, count=k)
        if k:
            self.target, self.left, self.step = target, k, "discard"

    def reveal(self, seat: int, x: int) -> None:
        got = self.take_many(seat, x)
        if not self.quiet:
            self.log("ausonia.foresight", seat=seat, count=len(got))
        if got:
            self.revealed = got
            if not self.quiet:
                self.log("ausonia.foreseen", to=seat, seat=seat, cards=list(got))
            self.set_step("foresee", "foresight", len(got))

    def sealable(self, seat: int) -> list[int]:
        cards = self.cards.cards
        return [
            c for c in self.play[seat] if c != self.src and cards[c].type == "favour" and c not in self.unsealed_now
        ]

    def resume(self) -> None:
        """Resolve the ability's next keywords until one asks a decision or none is left."""
        seat = self.order[self.pos]
        queue = self.queue
        while self.step is None and queue:
            kw, x = queue.pop(0)
            self.kw_used.append((kw, self.src))
            handler(kw)(self, seat, x)
        if self.step is None:
            self.kw = None
            self.src = -1
            self.target = -1
            self.left = 0

    # -- legal actions ------------------------------------------------------------------------
    def legal_turn(self, seat: int) -> list:
        step = self.step
        if step is not None:
            return self._legal_step(seat, step)
        cards = self.cards.cards
        out = [PLAY[c] for c in self.hand[seat]]
        gems = self.gems
        if any(gems):
            for c in self.offer:
                for pay in payments(gems, cards[c].cost):
                    out.append(BUY[c, pay])
            if self.power:
                top = self.power[-1]
                for pay in payments(gems, cards[top].cost):
                    out.append(BUY[top, pay])
        used = self.used
        for c in self.play[seat]:
            for i, ab in enumerate(cards[c].abilities):
                if (c, i) in used:
                    continue
                if ab.cost is None:
                    if self.unlocked(c, ab):
                        out.append(ACTIVATE[c, i, ZERO])
                elif any(gems):
                    for pay in payments(gems, ab.cost):
                        out.append(ACTIVATE[c, i, pay])
        for c in self.hand[seat]:
            for i, ab in enumerate(cards[c].abilities):
                if ab.cost is None and (c, i) not in used and self.unlocked(c, ab):
                    out.append(ACTIVATE[c, i, ZERO])
        for c in self.seal[seat]:
            if c not in self.sealed_now:
                out.append(BREAK_SEAL[c])
        raised = self.raised[seat]
        for star in raised:
            if cards[star].star:
                for f in raised:
                    if f != star:
                        out.append(BuildFountain(star, f))
        out.append(END_TURN)
        return out

    def _legal_step(self, seat: int, step: str) -> list:
        if step == "end_discard":
            return [DISCARD[c] for c in self.hand[seat]] + [DONE]
        if step == "discard":
            return [DISCARD[c] for c in self.hand[seat]]
        if step == "target":
            return [TARGET[s] for s in range(self.n) if s != seat]
        if step == "foresee":
            return [Foresee(c, top) for c in self.revealed for top in (True, False)]
        if step == "manipulate":
            return [MANIPULATE[c] for c in self.discard[seat]] + [DONE]
        if step == "raise":
            return [RAISE[c] for c in self.hand[seat]] + [RAISE[c] for c in self.discard[seat]] + [DONE]
        if step == "seal":
            return [SEAL[c] for c in self.sealable(seat)] + [DONE]
        raise AssertionError(step)

    # -- applying -----------------------------------------------------------------------------
    def do_turn(self, seat: int, act) -> None:
        cls = act.__class__
        if self.step is not None:
            self._do_step(seat, act, cls)
            return
        cards = self.cards.cards
        if cls is Play:
            c = act.card
            self.hand[seat].remove(c)
            card = cards[c]
            if card.type == "gem":
                self.add_gems(card.gems)
            self.play[seat].append(c)
            if not self.quiet:
                self.log("ausonia.play", seat=seat, card=c)
        elif cls is Buy:
            self._buy(seat, act)
        elif cls is Activate:
            self._activate(seat, act)
        elif cls is BreakSeal:
            c = act.card
            self.seal[seat].remove(c)
            self.play[seat].append(c)
            self.unsealed_now.append(c)
            self.log("ausonia.break_seal", seat=seat, card=c)
        elif cls is BuildFountain:
            raised = self.raised[seat]
            raised.remove(act.star)
            raised.remove(act.foundation)
            self.fountains[seat] += [act.star, act.foundation]
            g = cards[act.star].gems
            self.add_gems(g)
            self.log("ausonia.fountain", seat=seat, star=act.star, gems=list(g))
        elif cls is EndTurn:
            if not self.quiet:
                self.log("ausonia.end_turn", seat=seat)
            self.discard[seat] += self.play[seat] + self.bought[seat]
            self.play[seat] = []
            self.bought[seat] = []
            self.gems = [0, 0, 0, 0]
            self.step = "end_discard"

    def _buy(self, seat: int, act) -> None:
        c = act.card
        self.spend(act.pay, -1)
        refill = None
        if self.power and self.power[-1] == c:
            self.power.pop()
            source = "power"
        else:
            i = self.offer.index(c)
            if self.favour_deck:
                refill = self.offer[i] = self.favour_deck.pop()
                self.barriers += 1
            else:
                del self.offer[i]
            source = "offer"
        self.bought[seat].append(c)
        self.owned[seat].append(c)
        self.kw_used.append(("acquisitive", -1))
        if not self.quiet:
            self.log("ausonia.buy", seat=seat, card=c, source=source, pay=list(act.pay))
        if refill is not None:
            if not self.quiet:
                self.log("ausonia.offer_refill", card=refill)
        elif source == "power" and self.power:
            self.log("ausonia.power_top", card=self.power[-1])

    def _activate(self, seat: int, act) -> None:
        c, i = act.card, act.ability
        card = self.cards.cards[c]
        ab = card.abilities[i]
        if ab.cost is not None:
            self.spend(act.pay, c)
        self.used.append((c, i))
        self.guild_used.append((card.guild, c))
        if not self.quiet:
            self.log("ausonia.activate", seat=seat, card=c, ability=i, pay=list(act.pay))
        self.src = c
        self.queue = list(ab.keywords)
        self.resume()

    def _do_step(self, seat: int, act, cls) -> None:
        step = self.step
        if step == "end_discard":
            if cls is Discard:
                self.hand[seat].remove(act.card)
                self.discard[seat].append(act.card)
                self.log("ausonia.discarded", seat=seat, card=act.card)
                return
            self.step = None
            need = 6 - len(self.hand[seat])
            if need > 0:
                self.draw_cards(seat, need)
            self.next_turn()
            return
        if cls is Done:
            self.log("ausonia.done", seat=seat, keyword=self.kw)
            self.step = None
            self.resume()
            return
        if step == "target":
            self.choose_target(seat, act.seat)
        elif step == "discard":  # ``seat`` is the opponent
            self.hand[seat].remove(act.card)
            self.discard[seat].append(act.card)
            self.log("ausonia.discarded", seat=seat, card=act.card)
            self.left -= 1
            if not self.left or not self.hand[seat]:
                self.step = None
                self.target = -1
        elif step == "foresee":
            self.revealed.remove(act.card)
            if act.top:
                self.put_top(seat, act.card, public=False)
                if not self.quiet:
                    self.log("ausonia.foresee_top", seat=seat)
            else:
                self.discard[seat].append(act.card)
                self.log("ausonia.foresee_discard", seat=seat, card=act.card)
            if not self.revealed:
                self.step = None
        else:
            c = act.card
            if step == "manipulate":
                self.discard[seat].remove(c)
                self.put_top(seat, c, public=True)
                self.log("ausonia.manipulate", seat=seat, card=c)
                empty = not self.discard[seat]
            elif step == "raise":
                if c in self.hand[seat]:
                    self.hand[seat].remove(c)
                    self.log("ausonia.raise", seat=seat, card=-1, source="hand")
                    self.log("ausonia.raised", to=seat, seat=seat, card=c)
                else:
                    self.discard[seat].remove(c)
                    self.log("ausonia.raise", seat=seat, card=c, source="discard")
                self.raised[seat].append(c)
                empty = not (self.hand[seat] or self.discard[seat])
            else:  # seal
                self.play[seat].remove(c)
                self.seal[seat].append(c)
                self.sealed_now.append(c)
                self.log("ausonia.seal", seat=seat, card=c)
                empty = True
            self.left -= 1
            if not self.left or empty:
                self.step = None
        if self.step is None:
            self.resume()
