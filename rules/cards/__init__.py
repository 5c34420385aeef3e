"""Card data: YAML under ``cards/<game>/``, validated against schemas declared by each game."""

from rules.cards.effects import effect, effect_names, resolve
from rules.cards.loader import (
    CardSetCache,
    SetProblem,
    check_files,
    collection,
    data_root,
    game_files,
    load_game,
    set_check,
)
from rules.cards.schema import Field

__all__ = [
    "CardSetCache",
    "effect",
    "effect_names",
    "resolve",
    "check_files",
    "collection",
    "data_root",
    "game_files",
    "load_game",
    "Field",
    "SetProblem",
    "set_check",
]
