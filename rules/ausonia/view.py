"""What one seat may know of an Ausonia game (ruling A-20), and resampling what it may not.

Public: every influence, the turn order and the first player, each player's discard pile
(face up, browsable), play area (played cards face up, bought cards face down but known:
they came from the public offer row or power deck), seal area, the star cards of its
fountains, the number of cards in its hand, draw pile and raise area, the cards it owns
(its starter deck and what it bought: every purchase is public), the top cards of its draw
pile that Manipulación put there from the public discard pile, the offer row, the power
deck's top card and size, the favour deck's size, and the turn's public bookkeeping
(unspent and spent gems, abilities used, keywords used, guilds activated, the keyword
being resolved).
Private to the seat: its hand, its raise area and the foundations of its fountains
(face down, but it put them there), the cards Previsión revealed to it, and the top cards
of its own draw pile it put back with Previsión.
Hidden from everyone: the order of every draw pile (but the known top cards) and of the
favour deck.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    position: int  # 0 for the first player, in turn order
    starter: int  # 1-4: Inicio I-IV
    influence: int
    hand_count: int
    draw_count: int
    draw_top: tuple[int, ...]  # the known top cards of the draw pile, the top card last
    discard: tuple[int, ...]  # the top card last
    play: tuple[int, ...]  # played cards (and broken seals), usable
    bought: tuple[int, ...]  # bought this turn: face down in the play area, unusable
    seal: tuple[int, ...]
    raise_count: int  # cards of the raise area not part of a fountain
    fountains: tuple[tuple[int, int], ...]  # (star card, foundation card or -1 when hidden)
    owned: tuple[int, ...]  # every card the player owns, sorted
    # private: None for the other seats
    hand: tuple[int, ...] | None
    raise_cards: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class AusoniaView:
    seat: int | None
    players: int
    options: tuple[tuple[str, object], ...]
    round: int
    first: int  # the first player's seat (Inicio I)
    order: tuple[int, ...]  # the seats in turn order, from the first player
    active: int | None  # whose turn it is (None when the game is over)
    phase: str  # "action", "end" (fase de fin de turno) or "over"
    to_act: tuple[int, ...]  # the active seat, or the opponent choosing its Descartar cards
    final: bool  # someone reached 60: the last round, Corrupción counts as Influencia
    offer: tuple[int, ...]  # the offer row (fewer than 4 once the favour deck is empty)
    favour_deck: int
    power_top: int | None  # the power deck's buyable top card
    power_count: int
    players_view: tuple[PlayerView, ...]
    # the active seat's turn (public)
    gems: tuple[int, ...]  # unspent gems, per GEMS
    spent: tuple[int, ...]  # gems spent this turn, per GEMS (buying and abilities)
    used: tuple[tuple[int, int], ...]  # (card, ability) activated this turn
    keywords: tuple[str, ...]  # keywords used this turn ("acquisitive": a card was bought)
    guilds: tuple[str, ...]  # guilds of the cards whose abilities were activated this turn
    sealed_now: tuple[int, ...]  # sealed this turn: not broken before a later turn
    unsealed_now: tuple[int, ...]  # broken this turn: not resealed this turn
    # the keyword being resolved (step None when no keyword waits for a decision)
    step: str | None  # "target", "discard", "manipulate", "foresee", "raise", "seal", "end_discard"
    keyword: str | None
    left: int  # how many more cards the step may take
    source: int  # the card whose ability is resolving, or -1
    target: int  # the opponent chosen, or -1
    revealed_count: int  # cards revealed by Previsión, waiting for their place
    # private to the seat
    revealed: tuple[int, ...] | None  # the revealed cards (only the active seat sees them)
    conditions: tuple[tuple[int, int, int, int], ...]  # (card, ability, have, need) of the
    # active seat's condition abilities the viewer can see (hand cards only for that seat)
