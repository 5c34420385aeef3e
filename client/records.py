"""The client's side of the history: the rounds of a game, recording a finished match.

Each game's table module says which round a view is in (``round_key(view)``: its round
counter; None during a setup before the first round); the score chart holds each seat's
score at the end of each round (:func:`rules.core.history.score_track`) and the replay
steps round by round. A game without the hook gets one round per undo barrier.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Hashable
from typing import Any

from client import games
from rules.core import Match, history


def round_mark(game_id: str) -> Callable[[Any], Hashable]:
    """The function that says which round a state is in (None: no round yet), for
    :func:`history.score_track` and :class:`rules.core.replay.Replay`."""
    try:
        key = getattr(games.table_module(game_id), "round_key", None)
    except (KeyError, ImportError):
        key = None
    if key is None:
        return lambda state: state.barriers
    return lambda state: key(state.view(None))


def score_rounds(match: Match) -> list[list[int]]:
    """Each seat's score at the end of each round, one row a round (see score_track)."""
    return history.score_track(match, round_mark(match.game.id))


def current(record: history.Record) -> history.Record:
    """``record`` with its ``rounds`` as this version writes them: a record of format
    version 1 held the scores at the start of each round (one round late, the last round
    lost), so they are worked out again from its save; () when it does not replay."""
    if record.version == history.FORMAT_VERSION:
        return record
    try:
        rounds = tuple(map(tuple, score_rounds(record.match())))
    except ValueError:  # TableroError, a bad save: no chart rather than a wrong one
        rounds = ()
    return dataclasses.replace(record, rounds=rounds, version=history.FORMAT_VERSION)


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
        app.ui.toast(app.ui.t("history.write_failed", reason=app.ui.reason(err)))
