"""Grand Tribunal's table for the client (the contract is in client/tableview.py).

Modules: ``data`` (the card data as the table reads it), ``cards`` (tiles, faces and the
symbols of item types and spell categories), ``layout``, ``geometry`` (the rects to press
and drop on), ``board`` (the vote register, the Vis Source Register, the decks and rows),
``sanctum`` (the players' Sanctums, the vis store, the hand), ``court`` (the Tribunal's
scene, the points sheet, the discard piles), ``prompts`` (mode, prompt line, bar buttons),
``reasons`` (why a drop does nothing), ``animate``, ``draw``, ``keys``, ``table``; ``log``
and ``summary`` (the log lines and the results screen).
"""

from __future__ import annotations

from client.tribunal.log import GROUPED_EVENTS, format_event
from client.tribunal.summary import SUMMARY_SHOWS_BREAKDOWN, draw_seat_summary
from client.tribunal.table import TribunalTable

TABLE = TribunalTable

__all__ = [
    "TABLE",
    "GROUPED_EVENTS",
    "format_event",
    "draw_seat_summary",
    "SUMMARY_SHOWS_BREAKDOWN",
    "is_busiest",
    "progress",
    "describe_action",
]


def is_busiest(state) -> bool:
    """For client.bench: the Grand Tribunal's rounds, every Sanctum at its fullest."""
    return state.phase == "turn" and state.tribunal >= 3 and state.round >= 2


def progress(ui, view) -> str:
    """Where the game stands, in the players' words (the default save name uses it)."""
    if view.phase == "setup":
        return ui.t("tribunal.progress_setup")
    if view.phase == "tribunal":
        return ui.t("tribunal.progress_tribunal", tribunal=view.tribunal)
    return ui.t("tribunal.progress", tribunal=view.tribunal, round=view.round, rounds=view.players)


def describe_action(ui, action, view=None) -> str | None:
    """A move in the players' words where the log has no public line for it, or one that
    hides the card (a card of the hand put down, or advanced in the Library, is in public
    only "an Item", "a Spell")."""
    from client.tribunal import data
    from rules.tribunal import actions as A

    if isinstance(action, A.ToSanctum):
        return ui.t("tribunal.hint.to_sanctum", card=data.name(ui, action.card))
    if isinstance(action, A.Advance):  # a card of the Library is face down to the others
        return ui.t("tribunal.hint.advance", card=data.name(ui, action.card))
    if isinstance(action, A.Done):
        return ui.t("tribunal.btn.done")
    if isinstance(action, A.EndTurn):
        return ui.t("tribunal.btn.end_turn")
    return None


def round_key(view):
    """The round the view is in (the score chart's rounds, the replay's): (Tribunal, round);
    None during the setup, no round."""
    return None if view.phase == "setup" else (view.tribunal, view.round)
