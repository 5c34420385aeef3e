"""AI players. They act on ``view(seat)`` and the seat's legal actions, never on the state.

    >>> import random
    >>> from rules.ai import choose
    >>> # action = choose("greedy", "imperio", state.view(seat), state.legal(seat), random.Random(1))

Kinds: ``random`` (any legal action), ``greedy`` (the game's one-move heuristic),
``easy`` (greedy, but a random action 30% of the time). ``normal`` and ``hard``
(search) arrive with the ISMCTS issue; until then they are not offered.
"""

from __future__ import annotations

import random
from typing import Callable

from rules.core.actions import Action

# game id -> heuristic(view, legal, rng) -> Action
_GREEDY: dict[str, Callable] = {}

LEVELS = {
    "random": {"es": "Aleatoria: juega cualquier carta legal",
               "en": "Random: plays any legal card"},
    "easy": {"es": "Fácil: codiciosa, pero falla a menudo (30%)",
             "en": "Easy: greedy, but often errs (30%)"},
    "greedy": {"es": "Codiciosa: la mejor jugada inmediata",
               "en": "Greedy: the best immediate move"},
}
EASY_NOISE = 0.3


def register_greedy(game_id: str):
    """Decorator: the game's one-move heuristic for the ``greedy`` and ``easy`` kinds."""

    def register(fn: Callable) -> Callable:
        _GREEDY[game_id] = fn
        return fn

    return register


def choose(kind: str, game_id: str, view, legal: list[Action], rng: random.Random) -> Action:
    """Pick one of ``legal`` for the seat whose ``view`` this is."""
    if not legal:
        raise ValueError("no legal action to choose from")
    if kind == "random" or (kind == "easy" and rng.random() < EASY_NOISE):
        return rng.choice(legal)
    if kind in ("greedy", "easy"):
        if game_id not in _GREEDY:
            import rules

            rules.load_all_games()
        return _GREEDY[game_id](view, legal, rng)
    raise ValueError(f"unknown AI kind {kind!r}; known: {', '.join(LEVELS)}")
