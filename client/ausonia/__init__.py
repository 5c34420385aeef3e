"""Ausonia's table for the client (the contract is in client/tableview.py).

Modules: ``cardinfo`` (the card data in the player's words), ``cards`` (procedural card
faces, tiles and gem icons), ``layout``, ``geometry`` (the rects to press and drop on),
``panels`` (the track, the players, the market, the turn's gems, the play area, the
abilities, the viewer's piles, hand and areas), ``prompts`` (mode, prompt line, bar
buttons, payments), ``reasons`` (why a drop does nothing), ``animate``, ``draw``,
``zoom``, ``keys``, ``table``; ``log`` and ``summary`` (the log lines and the results).
"""

from __future__ import annotations

from client.ausonia.log import GROUPED_EVENTS, MERGED_EVENTS, format_event
from client.ausonia.summary import SUMMARY_SHOWS_BREAKDOWN, draw_seat_summary
from client.ausonia.table import AusoniaTable

TABLE = AusoniaTable

__all__ = [
    "TABLE",
    "GROUPED_EVENTS",
    "MERGED_EVENTS",
    "format_event",
    "draw_seat_summary",
    "SUMMARY_SHOWS_BREAKDOWN",
    "is_busiest",
    "progress",
    "describe_action",
]


def is_busiest(state) -> bool:
    """For client.bench: an action phase late in the game, with a full play area (the
    active seat has played most of its hand and bought cards) and abilities to list."""
    view = state.view(None)
    if view.phase != "action" or view.active is None:
        return False
    pv = view.players_view[view.active]
    return view.round >= 4 and len(pv.play) + len(pv.bought) >= 6


def round_key(view):
    """The round the view is in (the score chart's rounds, the replay's); the progress text
    also names the top influence, which changes inside a round."""
    return view.round


def progress(ui, view) -> str:
    """Where the game stands, in the players' words (the default save name uses it)."""
    top = max(p.influence for p in view.players_view)
    return ui.t("ausonia.progress", round=view.round, top=top)


def describe_action(ui, action, view=None) -> str | None:
    """A decision in the players' words (a hint names it); None for the moves the log names."""
    from client.ausonia import cardinfo, prompts
    from rules.ausonia import actions as A

    if isinstance(action, A.Buy):
        return ui.t("ausonia.hint.buy", card=cardinfo.name(ui, action.card), pay=prompts.pay_text(ui, action.pay))
    if isinstance(action, A.Activate):
        return ui.t(
            "ausonia.hint.activate",
            card=cardinfo.name(ui, action.card),
            words=cardinfo.keywords_text(ui, action.card, action.ability),
        )
    if isinstance(action, A.Play):
        return ui.t("ausonia.hint.play", card=cardinfo.name(ui, action.card))
    if isinstance(action, A.Discard):
        return ui.t("ausonia.hint.discard", card=cardinfo.name(ui, action.card))
    if isinstance(action, A.EndTurn):
        return ui.t("ausonia.hint.end_turn")
    if isinstance(action, A.Foresee):  # in public only "puts a card back" or "discards"
        key = "ausonia.hint.foresee_top" if action.top else "ausonia.hint.foresee_discard"
        return ui.t(key, card=cardinfo.name(ui, action.card))
    if isinstance(action, A.BuildFountain):  # the foundation stays face down to the others
        star, foundation = cardinfo.name(ui, action.star), cardinfo.name(ui, action.foundation)
        return ui.t("ausonia.hint.fountain", star=star, foundation=foundation)
    if isinstance(action, A.Raise):  # face down: in public only "raises a card"
        return ui.t("ausonia.hint.raise", card=cardinfo.name(ui, action.card))
    return None
