"""Virrey's decisions. Each is small: a turn is a sequence of them.

Setup (sealed): ReturnGems, StartCard, KeepCard.
Auction (sealed): Bid, BidPass, BidAttack; then Take (a card: attacker's pick, a lone
bidder choosing between two cards, or a disputed two-card colour's secret wish),
NextAuction (against a virtual opponent on a two-card colour), TakeGem (pass gems).
Development (sealed): Play, Discard, Pass; then Place (a slot), UseInfinite / PayFull,
TopReward (level 5), TakeGem, Draw, StoreGem / StoreDone, Cover.
End of game: Paint, AcceptPainting, FinishPainting.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.actions import Action, action
from rules.virrey.pyramid import SECTION_NAMES as SECTIONS  # noqa: F401  (Paint's section names)


@action("virrey.return_gems")
@dataclass(frozen=True, slots=True)
class ReturnGems(Action):
    """Setup: the two gems (colours) given back to the reserve."""

    colours: tuple[str, ...]


@action("virrey.start_card")
@dataclass(frozen=True, slots=True)
class StartCard(Action):
    """Setup: the dealt character placed as the first card of the pyramid."""

    card: str


@action("virrey.keep_card")
@dataclass(frozen=True, slots=True)
class KeepCard(Action):
    """Setup: the dealt character kept in hand (None: keep none)."""

    card: str | None


@action("virrey.bid")
@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Auction: a gem of the colour of an auction card, held in the closed hand."""

    colour: str


@action("virrey.bid_pass")
@dataclass(frozen=True, slots=True)
class BidPass(Action):
    """Auction: the empty hand (pass: 3 gems + 1 per science token)."""


@action("virrey.bid_attack")
@dataclass(frozen=True, slots=True)
class BidAttack(Action):
    """Auction: an attack token in the hand: take a card before any bid."""


@action("virrey.take")
@dataclass(frozen=True, slots=True)
class Take(Action):
    """Auction: the card at the top (``top``) or base of an auction card's arrow."""

    colour: str
    top: bool


@action("virrey.next_auction")
@dataclass(frozen=True, slots=True)
class NextAuction(Action):
    """Auction, against a virtual opponent on a two-card colour: go on to the next auction."""


@action("virrey.take_gem")
@dataclass(frozen=True, slots=True)
class TakeGem(Action):
    """One gem of a colour from the reserve (passing, rewards, discards, laws)."""

    colour: str


@action("virrey.play")
@dataclass(frozen=True, slots=True)
class Play(Action):
    """Development (sealed): the card to play this round."""

    card: str


@action("virrey.discard")
@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Development (sealed): discard a card for 2 gems."""

    card: str


@action("virrey.pass")
@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Development (sealed): pass; no more cards this turn, no gems."""


@action("virrey.place")
@dataclass(frozen=True, slots=True)
class Place(Action):
    """Development: the slot of the pyramid for the revealed card (see pyramid.py)."""

    level: int
    x: int


@action("virrey.use_infinite")
@dataclass(frozen=True, slots=True)
class UseInfinite(Action):
    """Lower this payment by one gem of the colour of one of your infinite gems."""

    colour: str


@action("virrey.pay_full")
@dataclass(frozen=True, slots=True)
class PayFull(Action):
    """Pay without (more) infinite gems."""


@action("virrey.top_reward")
@dataclass(frozen=True, slots=True)
class TopReward(Action):
    """Level 5: the 15-point power token (``power``) or all rewards of levels 1 to 3."""

    power: bool


@action("virrey.draw")
@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Draw a card from ``laws`` (the law deck) or ``small`` (the small deck)."""

    deck: str


@action("virrey.store_gem")
@dataclass(frozen=True, slots=True)
class StoreGem(Action):
    """A law that stores gems: put one gem of a colour from behind the screen on it."""

    colour: str


@action("virrey.store_done")
@dataclass(frozen=True, slots=True)
class StoreDone(Action):
    """Stop putting gems on the law."""


@action("virrey.cover")
@dataclass(frozen=True, slots=True)
class Cover(Action):
    """A law that covers a card: the free card put under it."""

    card: str


@action("virrey.paint")
@dataclass(frozen=True, slots=True)
class Paint(Action):
    """End of game: a gem of ``colour`` on a section of a card, one of ``SECTIONS``: left,
    right (the upper quarters), bottom_left, bottom_right (the bottom half-circle's quarters)."""

    card: str
    section: str
    colour: str


@action("virrey.accept_painting")
@dataclass(frozen=True, slots=True)
class AcceptPainting(Action):
    """End of game: take the best painting computed by tablero and finish."""


@action("virrey.finish_painting")
@dataclass(frozen=True, slots=True)
class FinishPainting(Action):
    """End of game: no more painting."""
