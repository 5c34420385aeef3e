"""The registry of card effects: names used in YAML resolve to handlers in code.

>>> @effect("demo", "double")
... def double(x): return 2 * x
>>> resolve("demo", "double")(4)
8
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core.errors import TableroError

_EFFECTS: dict[str, dict[str, Callable]] = {}


def effect(game_id: str, name: str):
    """Decorator registering ``handler`` as effect ``name`` of a game."""

    def register(handler: Callable) -> Callable:
        _EFFECTS.setdefault(game_id, {})[name] = handler
        return handler

    return register


def effect_names(game_id: str) -> set[str]:
    return set(_EFFECTS.get(game_id, {}))


def resolve(game_id: str, name: str) -> Callable:
    try:
        return _EFFECTS[game_id][name]
    except KeyError:
        raise TableroError(f"unknown effect {name!r} for {game_id}") from None
