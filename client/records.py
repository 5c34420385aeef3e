"""The client's side of the history: the round marks of a game, recording a finished match.

Round boundaries come from each game's ``progress(ui, view)`` hook (the text a save's
default name uses: "round 3", "turn 5"...): when the spectator's progress text changes, a
round ended. A game without the hook gets one point per undo barrier.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from client import games
from rules.core import Match, history


def round_mark(ui, game_id: str) -> Callable[[Any], Hashable]:
    """The function that says where a state stands, for :func:`history.score_track`."""
    try:
        progress = getattr(games.table_module(game_id), "progress", None)
    except (KeyError, ImportError):
        progress = None
    if progress is None:
        return lambda state: state.barriers
    return lambda state: progress(ui, state.view(None))


def score_rounds(ui, match: Match) -> list[list[int]]:
    """Each seat's score at the start, after each round and at the end (see score_track)."""
    return history.score_track(match, round_mark(ui, match.game.id))


def record_finished(app, match: Match, rounds: list[list[int]]) -> None:
    """Append ``match`` to the history when the app records games (``app.history_mark``):
    "play" for a game played in the app, "autoplay" for ``--autoplay``, None for benchmarks
    and tests that leave the player's files alone. A failure to write is a toast."""
    mark = getattr(app, "history_mark", None)
    if mark is None:
        return
    try:
        history.append(history.record_of(match, rounds, autoplay=mark == "autoplay"))
    except OSError as err:
        app.ui.toast(app.ui.t("history.write_failed", reason=err.strerror or str(err)))
