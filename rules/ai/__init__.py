"""AI players. They act on ``view(seat)`` and the seat's legal actions, never on the state.

    >>> import random
    >>> from rules.ai import choose
    >>> # action = choose("greedy", "imperio", state.view(seat), state.legal(seat), random.Random(1))

Kinds: ``random`` (any legal action), ``greedy`` (the game's one-move heuristic),
``easy`` (greedy, but a random action 30% of the time), ``normal`` and ``hard``
(ISMCTS, :mod:`rules.ai.ismcts`, with the budgets in ``BUDGETS``: an iteration count
that normally decides, and a time cap that keeps the latency targets on a slow machine;
a game may set its own counts, see :func:`budget_for`, and its own hooks per level,
``SearchHooks.levels``).
A game offers the search levels only once its package registers search hooks
(``register_search``); :func:`levels_for` lists what a game offers.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from rules.core.actions import Action

# game id -> heuristic(view, legal, rng) -> Action
_GREEDY: dict[str, Callable] = {}

LEVELS = {
    "random": {"es": "Aleatoria: juega cualquier carta legal", "en": "Random: plays any legal card"},
    "easy": {"es": "Fácil: codiciosa, pero falla a menudo (30%)", "en": "Easy: greedy, but often errs (30%)"},
    "greedy": {"es": "Codiciosa: la mejor jugada inmediata", "en": "Greedy: the best immediate move"},
    "normal": {
        "es": "Normal: búsqueda ISMCTS, hasta ~1 s por jugada",
        "en": "Normal: ISMCTS search, up to ~1 s per move",
    },
    "hard": {
        "es": "Difícil: búsqueda ISMCTS más larga, hasta ~3 s por jugada",
        "en": "Hard: longer ISMCTS search, up to ~3 s per move",
    },
}
EASY_NOISE = 0.3
# Search levels: (iterations, time cap in seconds). The cap is below the targets
# (normal 1 s, hard 3 s at p95) to leave room for a slow machine's overheads.
BUDGETS = {"normal": (800, 0.8), "hard": (3000, 2.5)}


def levels_for(game_id: str) -> list[str]:
    """The AI kinds a game offers: all of LEVELS, less the search levels without hooks."""
    import rules
    from rules.ai.ismcts import has_search

    rules.load_all_games()
    return [k for k in LEVELS if k not in BUDGETS or has_search(game_id)]


def budget_for(kind: str, game_id: str):
    """The search budget of level ``kind`` in ``game_id``: the game's own, else BUDGETS."""
    from rules.ai.ismcts import Budget, hooks_for

    own = hooks_for(game_id).budgets or {}
    spec = own.get(kind, BUDGETS[kind])
    return spec if isinstance(spec, Budget) else Budget(*spec)


def register_greedy(game_id: str):
    """Decorator: the game's one-move heuristic for the ``greedy`` and ``easy`` kinds."""

    def register(fn: Callable) -> Callable:
        _GREEDY[game_id] = fn
        return fn

    return register


def choose(kind: str, game_id: str, view, legal: list[Action], rng: random.Random, stop=None) -> Action:
    """Pick one of ``legal`` for the seat whose ``view`` this is. ``stop`` (an Event):
    once set, a search level answers with its best move so far ("play now")."""
    if not legal:
        raise ValueError("no legal action to choose from")
    if kind in BUDGETS:
        from rules.ai.ismcts import has_search, hooks_for, search

        if not has_search(game_id):
            raise ValueError(f"{game_id} has no {kind} level yet (no search hooks)")
        return search(game_id, view, legal, rng, budget_for(kind, game_id), hooks_for(game_id, kind), stop=stop)
    if kind == "random" or (kind == "easy" and rng.random() < EASY_NOISE):
        return rng.choice(legal)
    if kind in ("greedy", "easy"):
        if game_id not in _GREEDY:
            import rules

            rules.load_all_games()
        return _GREEDY[game_id](view, legal, rng)
    raise ValueError(f"unknown AI kind {kind!r}; known: {', '.join(LEVELS)}")
