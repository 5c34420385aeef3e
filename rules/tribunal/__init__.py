"""Grand Tribunal: magi advance Items and Spells with vis, vote on the register and show
their creations at three Tribunals; the most points after the Grand Tribunal wins.

Modules, named by the rulebook's parts: ``cards`` (data and schema: Items, Spells,
Resources, reference cards, the Vis Source Register), ``actions`` (the decisions),
``turn`` (Praeco, Orden del Turno, Acciones), ``vis`` (Extraer Vis, Reunir Vis: the
register and the contested roll), ``effects`` (what Spells and Resources do),
``scoring`` (Finalizando un Tribunal: Contando Votos, Puntuando, Comenzando un Nuevo
Tribunal, El Gran Tribunal), ``state``, ``view`` (what a seat may know, and resampling),
``determinize`` (a state from a view), ``ai`` (greedy and search hooks), ``stats`` and
``game`` (registry entry, playable: the client's table is client/tribunal).

Events (message key: parameters; "private" ones go to one seat only, the public twin
then hides the card). Seats are ints, cards ids, spaces/decks/sources the ids of
``actions.SPACES``/``DECKS``/``SOURCES``:

- ``tribunal.setup``: players, praeco, dealer
- ``tribunal.dealt`` (private): seat, cards
- ``tribunal.drew``: seat, deck, dest  |  ``tribunal.drew_card`` (private): seat, card
- ``tribunal.praeco``: seat, tribunal, round
- ``tribunal.praeco_vote``: seat, space
- ``tribunal.to_sanctum``: seat, kind  |  ``tribunal.to_sanctum_card`` (private): seat, card
- ``tribunal.vote``: seat, space
- ``tribunal.unvote``: seat, space
- ``tribunal.take``: seat, card, dest (a face-up card; dest: sanctum or hand)
- ``tribunal.take_blind``: seat, deck, dest (the card follows in ``tribunal.drew_card``)
- ``tribunal.refill``: deck, card (the new face-up card; card None when the deck is empty)
- ``tribunal.advance``: seat, card (None when face down), kind, vis (on it now), free
- ``tribunal.activate``: seat, card, vis (back to the Regio)
- ``tribunal.install``: seat, spell, item, category
- ``tribunal.cast``: seat, item, spell
- ``tribunal.spell_kept``: seat, spell  |  ``tribunal.spell_discarded``: seat, spell
- ``tribunal.draw_resource``: seat, dest
- ``tribunal.play_resource``: seat, card
- ``tribunal.gain``: seat, vis, why (extract, gather, effect, effect_others)
- ``tribunal.drain``: seat, target, vis
- ``tribunal.gather``: seat, source, vis, others (vis to every other seat; 0 if contested)
- ``tribunal.roll``: seat, faces, vis, paid  (faces: every throw, 1 and 6 re-rolled)
- ``tribunal.join_pass``: seat
- ``tribunal.register_moves``: source, tribunal (the counter leaves for that Tribunal's area)
- ``tribunal.discard``: seat, card
- ``tribunal.end_turn``: seat
- ``tribunal.deck_empty``: deck
- ``tribunal.called``: tribunal (the last round is over; each seat chooses what it presents)
- ``tribunal.presented``: seat, kept (completed Items it keeps back, not activated)
- ``tribunal.tribunal``: tribunal (1-3; 3 is the Grand Tribunal)
- ``tribunal.place``: seat, item, votes, place (1-3, 0 an honourable mention), shared, points
- ``tribunal.tribunal_done``: tribunal, points (per seat, this Tribunal), totals
- ``tribunal.reshuffle``: deck, cards
- ``tribunal.game_over``: scores, winners
"""

from rules.tribunal import (
    ai,  # noqa: F401  (registers the greedy heuristic and the search hooks)
    cards,  # noqa: F401  (declares the card collections)
    effects,  # noqa: F401  (registers the effect handlers)
    game,  # noqa: F401  (registers the game)
    stats,  # noqa: F401  (per-game statistics for balance reports)
)
from rules.tribunal.state import TribunalState

__all__ = ["TribunalState"]
