"""What one seat may know of an El Viejo Imperio game."""

from __future__ import annotations

from dataclasses import dataclass

from rules.imperio.trick import Reasons


@dataclass(frozen=True, slots=True)
class PlayedCard:
    """A card on the round. ``card`` is None while it is a sealed choice ("chosen")."""

    seat: int
    card: str | None


@dataclass(frozen=True, slots=True)
class RoundResult:
    """A finished round: the event, the symbols as they stood, the cards, the winner and
    ``reasons``, the numbers that decided it (rules/imperio/trick.py: Reasons)."""

    event: str
    criteria: tuple[str, str, str]
    plays: tuple[PlayedCard, ...]
    winner: int
    decided_by: str
    dynasty: tuple[int, ...]
    hero: int | None
    electors: tuple[str, ...]
    reasons: Reasons | None = None


@dataclass(frozen=True, slots=True)
class ImperioView:
    seat: int | None  # whose view; None for a spectator
    players: int
    deal: int  # 1-based; La gran partida plays several deals
    grand: bool  # La gran partida switched on
    round: int  # 1..11 within the deal
    event: str | None  # the event card being played for
    criteria: tuple[str, ...]  # its symbols in their current order (first = trump)
    leader: int  # who started this round
    to_act: tuple[int, ...]
    hand: tuple[str, ...]  # this seat's hand (empty for a spectator)
    hand_counts: tuple[int, ...]  # every seat's hand size
    trick: tuple[PlayedCard, ...]  # cards on the round, in play order
    must_replace: bool  # this seat declared Elector and must play another card
    won: tuple[tuple[str, ...], ...]  # events won by each seat, in order
    draw_pile: int  # monarchs left to draw (Elector)
    removed: tuple[str, ...]  # Elector cards taken out of the game this deal
    events_left: int  # events still face down in the pile
    last: RoundResult | None  # the round just finished
    over: bool
    played: tuple[str, ...] = ()  # monarchs played in the finished rounds of this deal, in order
