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

__all__ = [
    "TABLE",
    "GROUPED_EVENTS",
    "MERGED_EVENTS",
    "format_event",
    "draw_seat_summary",
    "score_tip",
    "SUMMARY_SHOWS_BREAKDOWN",
    "is_busiest",
    "describe_action",
]


def is_busiest(state) -> bool:
    """For client.bench: the action phase of a late round (full camps, teams, relics)."""
    return state.phase == "action" and state.round >= max(2, state.rounds - 1)


def round_key(view):
    """The round the view is in (the score chart's rounds, the replay's)."""
    return view.round


def progress(ui, view) -> str:
    """Where the game stands, in the players' words (the default save name uses it)."""
    return ui.t("krysis.progress", round=view.round, rounds=view.rounds)


def describe_action(ui, action, view=None) -> str | None:
    """A sealed choice in the players' words (a hint names it: in public it is only "has
    decided"), the relic kept (in public only the other is named) and a good put into the
    cargo (logged only once carried); None for the moves the log already names."""
    from client.krysis.prompts import name_of
    from client.krysis.reasons import colour_word
    from rules.krysis import actions as A

    if isinstance(action, A.SetAside):
        return ui.t("krysis.hint.set_aside", agent=name_of(ui, "agent", action.agent))
    if isinstance(action, A.ChooseHand):
        return ui.t("krysis.hint.choose_hand", agent=name_of(ui, "agent", action.agent))
    if isinstance(action, A.Pick):
        return ui.t("krysis.hint.pick", agent=name_of(ui, "agent", action.agent))
    if isinstance(action, A.Bid):
        return ui.t("krysis.hint.bid", colour=colour_word(ui, action.colour))
    if isinstance(action, A.Unbid):
        return ui.t("krysis.hint.unbid", colour=colour_word(ui, action.colour))
    if isinstance(action, A.SealBid):
        return ui.t("krysis.hint.seal")
    if isinstance(action, A.KeepRelic):  # in public only the relic let go is named
        return ui.t("krysis.hint.keep_relic", relic=name_of(ui, "relic", action.relic))
    if isinstance(action, A.Take):  # a good into the cargo box: logged once it is carried
        if action.good in ("red", "blue", "white"):
            return ui.t("krysis.hint.take_crystal", colour=colour_word(ui, action.good))
        return ui.t("krysis.hint.take_relic", relic=name_of(ui, "relic", action.good))
    return None
