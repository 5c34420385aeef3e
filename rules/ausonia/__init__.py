"""Ausonia: noble houses of a magically altered 17th-century Italy build decks of
supporters and magic gems, buy stronger cards and race to 60 influence.

Modules, named by the rulebook's parts: ``cards`` (Componentes: the card data and its
schema), ``gems`` (Cartas de gemas: paying costs), ``keywords`` (the keyword list:
Influencia ... Sello, each a handler of the effects registry), ``turn`` (1. Fase de
acción with the abilities of Cartas de favor, Sello and Construyendo fuentes, and 2. Fase
de fin de turno), ``reasons`` (why an action is refused), ``state`` (Preparar, the round,
drawing and reshuffling, Fin del juego), ``actions``, ``view`` (what a seat may know, and
resampling), ``determinize`` (a state from a view), ``ai`` (greedy), ``search`` (the search hooks of
normal and hard),
``exploiter`` (the arena's scripted ``founder``, which plays on greedy's weak spot),
``stats`` (figures for the balance reports) and ``game`` (the registry entry).

Events (``State.events``: message key and parameters; ``to`` marks a private one):

- ``ausonia.setup`` {first, players, offer, power_top}: the first player (Inicio I), the
  seat count, the first offer row and the power deck's top card.
- ``ausonia.hand`` {seat, cards} private: the cards a seat drew at the start.
- ``ausonia.turn`` {seat, round}: a seat's turn begins.
- ``ausonia.play`` {seat, card}: a card from hand into the play area.
- ``ausonia.buy`` {seat, card, source ("offer" or "power"), pay}: a card bought.
- ``ausonia.offer_refill`` {card}: a favour card turned up into the offer row.
- ``ausonia.power_top`` {card}: the power deck's new top card, after a purchase there.
- ``ausonia.activate`` {seat, card, ability, pay}: an ability activated.
- ``ausonia.influence`` {seat, amount, total}: Influencia (and Corrupción after 60).
- ``ausonia.corruption`` {seat, target, amount, total}: the target's influence after it.
- ``ausonia.discard_asked`` {seat, target, count}: Descartar, the target to choose.
- ``ausonia.discarded`` {seat, card}: a seat discarded a card of its hand (Descartar or the end phase).
- ``ausonia.draw`` {seat, count}: a seat drew cards; ``ausonia.drawn`` {seat, cards} private.
- ``ausonia.manipulate`` {seat, card}: a discard-pile card onto the draw pile.
- ``ausonia.foresight`` {seat, count}: cards revealed; ``ausonia.foreseen`` {seat, cards} private.
- ``ausonia.foresee_discard`` {seat, card}; ``ausonia.foresee_top`` {seat}: a revealed card placed.
- ``ausonia.raise`` {seat, card (-1 when it came from the hand), source ("hand" or "discard")};
  ``ausonia.raised`` {seat, card} private (the card raised from the hand).
- ``ausonia.seal`` {seat, card}; ``ausonia.break_seal`` {seat, card}.
- ``ausonia.fountain`` {seat, star, gems}: a fountain built (its foundation stays face down).
- ``ausonia.fountain_gems`` {seat, star, gems}: a fountain's gems at the start of a turn.
- ``ausonia.reshuffle`` {seat, cards}: a discard pile shuffled into a new draw pile.
- ``ausonia.done`` {seat, keyword}: a seat stopped an "up to X" keyword early.
- ``ausonia.end_turn`` {seat}: the end phase begins.
- ``ausonia.sixty`` {seat, total}: a seat reached 60: this round is the last.
- ``ausonia.game_over`` {scores, winners}.
"""

from rules.ausonia import (
    ai,  # noqa: F401  (registers the greedy heuristic)
    cards,  # noqa: F401  (declares the card collections)
    exploiter,  # noqa: F401  (registers the arena's scripted founder)
    game,  # noqa: F401  (registers the game)
    keywords,  # noqa: F401  (registers the keyword handlers)
    search,  # noqa: F401  (registers the search hooks)
    stats,  # noqa: F401  (per-game statistics for balance reports)
)
from rules.ausonia.state import AusoniaState

__all__ = ["AusoniaState"]
