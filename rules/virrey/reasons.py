"""Why an action is not legal now: the readable reasons of Virrey (``why_illegal``),
in the rulebook's terms. A mixin of ``VirreyState``."""

from __future__ import annotations

from rules.virrey import actions as act_mod
from rules.virrey.actions import (
    Bid,
    BidAttack,
    Cover,
    Discard,
    KeepCard,
    Paint,
    PayFull,
    Place,
    Play,
    StartCard,
    StoreGem,
    Take,
    TakeGem,
    UseInfinite,
)
from rules.virrey.auction import ATTACKED, IN, PASSED, WON
from rules.virrey.tokens import COLOUR_INDEX


class ReasonsMixin:
    def why_illegal(self, seat: int, act) -> str | None:
        """A readable reason why ``act`` is not legal for ``seat`` now, or None if it is
        (SeatError if ``seat`` is not a seat of the game)."""
        self.check_seat(seat)
        if self.over:
            return "the game is over"
        if seat not in self.to_act():
            if self.phase == "bid" and not self.tasks and self.status[seat] != IN:
                return {
                    PASSED: "this player has already passed this turn (a player may not pass twice)",
                    WON: "this player already has a card from this auction phase",
                    ATTACKED: "this player attacked and has no more auction this turn",
                }[self.status[seat]]
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
                return (
                    "an attack is made at the start of the auction phase, before any other "
                    "player: only in the first auction of the turn"
                )
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
            return (
                f"the reserve has no {act.colour} gem"
                if act.colour in COLOUR_INDEX
                else f"{act.colour!r} is not a gem colour"
            )
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
            return {
                "gems": "take a gem",
                "draw": "draw a card",
                "attack_take": "take a card (attack)",
                "choose2": "choose one of the two cards",
                "dispute": "say which card you want",
                "vs_virtual": "take the top card or go on to the next auction",
                "place": "choose a slot",
                "infinite": "use an infinite gem or pay in full",
                "top_reward": "choose the level-5 reward",
                "store": "store gems or stop",
                "cover": "choose a free card",
                "paint": "paint or finish",
            }[self.tasks[-1][0]]
        return {"bid": "bid", "dev": "play, discard or pass", "setup": "setup choices"}.get(self.phase, "")
