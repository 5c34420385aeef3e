"""What a save holds, in the player's words, for the Load list and Continue: the game,
where it stands (the game's ``progress`` hook: "ronda 3 de 11", "turno 5 de 12") and who
leads, by the scores anyone at the table may see (``shown_scores(None)``; every score once
the game is over). Worked out by replaying the save once, and kept while the file does not
change (a bounded number of files).

    >>> where_and_leader(ui, path)  # doctest: +SKIP
    'ronda 3 de 11 · en cabeza: Ana, 5'
"""

from __future__ import annotations

import os
from collections import OrderedDict
from pathlib import Path

from client import games
from client.text import together, without_gloss
from rules.core import Match, TableroError, saves

_KEEP = 16  # the Load list's first screenfuls and the autosave
_CACHE: OrderedDict[tuple, Match | None] = OrderedDict()


def match_of(path: os.PathLike | str) -> Match | None:
    """The game in the save at ``path``, replayed; None when it does not load (Load says
    why on its own). Kept until the file changes."""
    path = Path(path)
    try:
        stat = path.stat()
        key = (str(path), stat.st_mtime_ns, stat.st_size)
    except OSError:
        return None
    if key in _CACHE:
        _CACHE.move_to_end(key)
        return _CACHE[key]
    try:
        match: Match | None = saves.read(path)
    except TableroError:
        match = None
    _CACHE[key] = match
    while len(_CACHE) > _KEEP:
        _CACHE.popitem(last=False)
    return match


def game_name(ui, match: Match) -> str:
    """The game's name without its translation in brackets ("El Viejo Imperio")."""
    return without_gloss(ui.localized(match.game.name))


def where(ui, match: Match) -> str:
    """Where the game stands ("ronda 3 de 11"; "terminada" once over), '' without the hook."""
    if match.is_over():
        return ui.t("load.over")
    try:
        progress = getattr(games.table_module(match.game.id), "progress", None)
    except (KeyError, ImportError):
        progress = None
    return progress(ui, match.state.view(None)) if progress else ""


def leader(ui, match: Match) -> str:
    """Who leads, by the scores the table shows everyone ("en cabeza: Ana, 5"; "empatados
    a 0" when all are level); the winners once the game is over."""
    state = match.state
    if match.is_over():
        winners = [match.seats[s].name for s in state.winners()]
        top = max(s.total for s in state.scores())
        return ui.t("load.won", names=together(ui, winners), score=top, count=len(winners)) if winners else ""
    scores = state.shown_scores(None)
    top = max(scores)
    ahead = [match.seats[s].name for s, v in enumerate(scores) if v == top]
    if len(ahead) == len(scores) and len(scores) > 1:
        return ui.t("load.level", score=top)
    return ui.t("load.leading", names=together(ui, ahead), score=top)


def where_and_leader(ui, path: os.PathLike | str) -> str:
    """Where the saved game stands and who leads, '' when the save does not load."""
    match = match_of(path)
    if match is None:
        return ""
    return "  ·  ".join(part for part in (where(ui, match), leader(ui, match)) if part)
