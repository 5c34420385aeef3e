"""El Viejo Imperio 800-1806 (Das Alte Reich): a trick-taking game of monarchs and events.

Modules: ``cards`` (data and schema), ``actions``, ``trick`` (who wins a round),
``state`` (the state machine), ``view`` (what a seat may know), ``game`` (registry
entry), ``ai`` (the greedy heuristic, and the search's rollout and evaluation),
``determinize`` (a full state from a view, for the search).
"""

from rules.imperio import (
    ai,  # noqa: F401  (registers the greedy heuristic)
    cards,  # noqa: F401  (declares the card collections)
    game,  # noqa: F401  (registers the game)
)
from rules.imperio.actions import DeclareElector, Play
from rules.imperio.state import ImperioState
from rules.imperio.view import ImperioView

__all__ = ["DeclareElector", "Play", "ImperioState", "ImperioView"]
