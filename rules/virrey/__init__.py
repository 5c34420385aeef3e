"""Virrey (Viceroy): build a pyramid of power from characters and laws.

Modules, named by the rulebook's terms: ``cards`` (data and schema), ``rewards`` and
``laws`` (effect handlers), ``tokens`` (supplies and limits), ``pyramid`` (slots,
supports, circles, free and adjacent cards), ``costs``, ``auction`` (I. Fase de
subasta), ``development`` (II. Fase de desarrollo), ``virtual`` (solo and virtual
opponents), ``scoring`` (the seven categories and the painting optimiser), ``state``,
``view``, ``game`` (registry entry) and ``ai`` (the greedy heuristic).
"""

from rules.virrey import (
    ai,  # noqa: F401  (registers the greedy heuristic)
    cards,  # noqa: F401  (declares the card collections)
    game,  # noqa: F401  (registers the game)
    stats,  # noqa: F401  (per-card statistics for balance reports)
)
from rules.virrey.state import VirreyState
from rules.virrey.view import VirreyView

__all__ = ["VirreyState", "VirreyView"]
