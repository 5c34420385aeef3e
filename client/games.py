"""Game id -> the client package that draws its table (imported lazily).

Each package exposes ``TABLE``, ``format_event`` and ``draw_seat_summary``
(see client/tableview.py). Tests may point an id at another module.
"""

from __future__ import annotations

import importlib
from types import ModuleType

TABLES: dict[str, str] = {
    "imperio": "client.imperio",
    "virrey": "client.virrey",
    "tribunal": "client.tribunal",
    "krysis": "client.krysis",
    "ausonia": "client.ausonia",
}


def table_module(game_id: str) -> ModuleType:
    """The client package of a game; KeyError if the game has no table yet."""
    return importlib.import_module(TABLES[game_id])


def has_table(game_id: str) -> bool:
    return game_id in TABLES


def listing():
    """(playable games, {id: localized name} of those still to come) for the main menu.

    The registry is filled first (``all_games`` imports every game), so a game that has
    registered is never also listed as coming; one with rules but no table yet is coming.
    """
    from rules.core import COMING, all_games

    games = all_games()
    playable = [g for g in games if has_table(g.id)]
    coming = {g.id: g.name for g in games if not has_table(g.id)}
    listed = {g.id for g in playable}  # a game still in COMING once it became playable: listed once
    coming.update((gid, name) for gid, name in COMING.items() if gid not in coming and gid not in listed)
    return playable, coming
