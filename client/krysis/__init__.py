"""Krysis's table for the client (the contract is in client/tableview.py).

Modules: ``crystals`` (crystal icons by shape and colour), ``cards`` (procedural agent,
relic and mission faces), ``layout``, ``geometry`` (the rects to press and drop on),
``board`` (the mine, the bank, the order), ``panels`` (camps, teams, screen, hand,
decks, setup picker), ``prompts`` (mode, prompt line, bar buttons), ``reasons`` (why a
drop does nothing), ``animate``, ``draw``, ``keys``, ``table``; ``log`` and ``summary``
(the log lines and the results screen).
"""

from __future__ import annotations

from client.krysis.log import GROUPED_EVENTS, MERGED_EVENTS, format_event
from client.krysis.summary import SUMMARY_SHOWS_BREAKDOWN, draw_seat_summary, score_tip
from client.krysis.table import KrysisTable

TABLE = KrysisTable

__all__ = ["TABLE", "GROUPED_EVENTS", "MERGED_EVENTS", "format_event", "draw_seat_summary", "score_tip", "SUMMARY_SHOWS_BREAKDOWN",
           "is_busiest"]


def is_busiest(state) -> bool:
    """For client.bench: the action phase of a late round (full camps, teams, relics)."""
    return state.phase == "action" and state.round >= max(2, state.rounds - 1)


def progress(ui, view) -> str:
    """Where the game stands, in the players' words (the default save name uses it)."""
    return ui.t("krysis.progress", round=view.round, rounds=view.rounds)
