"""El Viejo Imperio's table for the client (the contract is in client/tableview.py).

Modules: ``cards`` (procedural card faces), ``glyphs`` (icons), ``text``
(cached text), ``layout``, ``art`` (cached table pieces), ``draw``, ``zoom``,
``hints`` (prompt, illegal-drop reasons, the help the zoom shows), ``reasons`` (why a
round was won, in numbers), ``log`` (format_event), ``table``.
"""

from __future__ import annotations

import pygame

from client.imperio.cards import CardPainter, card_size
from client.imperio.log import format_event
from client.imperio.table import ImperioTable

TABLE = ImperioTable
_PAINTERS: dict[int, CardPainter] = {}


def draw_seat_summary(ui, surface: pygame.Surface, rect: pygame.Rect, view, seat: int) -> None:
    """The seat's won events as small cards in ``rect`` (results screen)."""
    painter = _PAINTERS.get(id(ui))
    if painter is None or painter.ui is not ui:
        painter = _PAINTERS[id(ui)] = CardPainter(ui)
    won = view.won[seat]
    if not won:
        return
    rect = pygame.Rect(rect)
    w = max(24, min(int(rect.h / 1.42), 120))
    step = min(w + 6, (rect.w - w) / max(1, len(won) - 1)) if len(won) > 1 else 0
    for i, event in enumerate(won):
        face = painter.face(event, w)
        painter.blit(surface, face, (int(rect.x + i * step), rect.y))
        ui.record_card(event, "won", seat)


def round_key(view):
    """The round the view is in (the score chart's rounds, the replay's): (deal, round)."""
    return view.deal, view.round


def progress(ui, view) -> str:
    """Where the game stands, in the players' words (the default save name uses it)."""
    if view.grand:
        return ui.t("imperio.progress_grand", deal=view.deal, round=view.round)
    return ui.t("imperio.progress", round=view.round)


__all__ = ["TABLE", "format_event", "draw_seat_summary", "card_size", "is_busiest", "progress", "describe_action"]


def is_busiest(state) -> bool:
    """For client.bench: late in the deal with every card but one on the round."""
    return state.round >= 9 and len(state.trick) == state.num_players - 1


def describe_action(ui, action, view=None) -> str | None:
    """A move in the players' words where its public line hides it (a hint names it: a card
    chosen in secret is in public only "has chosen their card")."""
    from client.imperio.log import _card
    from rules.imperio import actions as A

    if isinstance(action, A.Play):
        return ui.t("imperio.hint.play", card=_card(ui, action.card))
    return None
