"""Game id -> the client package that draws its table (imported lazily).

Each package exposes ``TABLE``, ``format_event`` and ``draw_seat_summary``
(see client/tableview.py). Tests may point an id at another module.
"""

from __future__ import annotations

import importlib
from types import ModuleType

TABLES: dict[str, str] = {"imperio": "client.imperio", "virrey": "client.virrey"}


def table_module(game_id: str) -> ModuleType:
    """The client package of a game; KeyError if the game has no table yet."""
    return importlib.import_module(TABLES[game_id])


def has_table(game_id: str) -> bool:
    return game_id in TABLES
