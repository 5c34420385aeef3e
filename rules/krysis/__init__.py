"""Krysis: mining companies bid for the way down, form teams of agents and carry crystals
and relics home, to the bank, or out of each other's camps.

Modules, named by the rulebook's parts: ``cards`` (data and schema), ``goods``
(crystals), ``capacity`` (capacidad de carga), ``mining`` (1. Minería), ``team``
(2. Fortalecimiento de los equipos, and 4. Terminando la ronda), ``action`` (3. Acción:
load, overtime, relics, the turn), ``raid`` (B. Raid), ``specials`` (Lista de habilidades
especiales), ``scoring`` (Fin del juego), ``state``, ``view`` (what a seat may know, and
resampling), ``determinize`` (a state from a view), ``ai`` (the greedy heuristic and
the search hooks), ``stats`` (figures for the balance reports) and ``game`` (registry
entry, not yet playable in the client).
"""

from rules.krysis import (
    ai,  # noqa: F401  (registers the greedy heuristic and the search hooks)
    cards,  # noqa: F401  (declares the card collections)
    game,  # noqa: F401  (registers the game)
    specials,  # noqa: F401  (registers the ability handlers)
    stats,  # noqa: F401  (per-game statistics for balance reports)
)
from rules.krysis.state import KrysisState

__all__ = ["KrysisState"]
