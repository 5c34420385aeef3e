"""Virrey's table for the client (the contract is in client/tableview.py).

Modules: ``icons`` (colour-blind-safe gems, token icons), ``cards`` (procedural
card faces), ``pyramid`` (pyramid geometry and cached pictures), ``layout``,
``panels`` (auction, reserve, decks, supply, other players, screen), ``prompts``
(decision mode, prompt line, bar buttons, illegal-drop reasons), ``scores``
(category previews from a view), ``draw``, ``zoom``, ``log`` (format_event), ``table``.
"""

from __future__ import annotations

import pygame

from client.text import Text
from client.virrey import icons, scores
from client.virrey.cards import CardPainter
from client.virrey.log import GROUPED_EVENTS, MERGED_EVENTS, format_event
from client.virrey.pyramid import PyramidPicture
from client.virrey.table import VirreyTable

TABLE = VirreyTable
_PAINTERS: dict[int, tuple] = {}


SUMMARY_SHOWS_BREAKDOWN = True  # the summary draws all seven categories itself


def draw_seat_summary(ui, surface: pygame.Surface, rect: pygame.Rect, view, seat: int) -> None:
    """The seat's pyramid in small, then its seven scoring categories with icons."""
    got = _PAINTERS.get(id(ui))
    if got is None or got[0].ui is not ui:
        painter = CardPainter(ui)
        got = _PAINTERS[id(ui)] = (painter, PyramidPicture(painter), Text(ui))
    painter, pictures, text = got
    rect = pygame.Rect(rect)
    pv = view.players_view[seat]
    # An opaque panel: the seven categories (with icons), then the pyramid in small.
    pygame.draw.rect(surface, (32, 27, 22), rect, border_radius=10)
    pygame.draw.rect(surface, (110, 88, 55), rect, 1, border_radius=10)
    inner = rect.inflate(-12, -8)
    cats_w = min(int(inner.w * 0.58), 7 * 86)
    parts = scores.breakdown(view, seat)
    cw = cats_w // 7
    isz = max(12, min(26, inner.h // 4))
    for i, (cat, val) in enumerate(parts):
        x = inner.x + i * cw
        kind, extra = scores.CAT_ICON[cat]
        surface.blit(icons.token(kind, isz, extra), (x + cw // 2 - isz // 2, inner.y + 2))
        # the whole category name, wrapped onto two lines where one is too narrow
        size, lines = text.fit(ui.t(f"virrey.score.{cat}"), cw - 4, 2, max(9, min(13, isz // 2)), 8)
        y = text.block(surface, lines, size, pygame.Rect(x + 2, inner.y + isz + 4, cw - 4, inner.h), (196, 210, 190))
        num = text.render(str(val), max(12, int(isz * 0.9)), (244, 236, 214), bold=True)
        surface.blit(num, (x + cw // 2 - num.get_width() // 2, y + 2))
    pw = inner.right - (inner.x + cats_w + 10)
    if pw > 20:
        surf, _ = pictures.render(pv.pyramid, pv.painting, (pw, inner.h), 60, 2)
        surface.blit(surf, (inner.x + cats_w + 10, inner.y))
        for p in pv.pyramid:
            ui.record_card(p.card, "pyramid", seat)


__all__ = ["TABLE", "GROUPED_EVENTS", "MERGED_EVENTS", "format_event", "draw_seat_summary", "describe_action"]


def is_busiest(state) -> bool:
    """For client.bench: a development phase late in the game (big pyramids, long log)."""
    return state.turn >= 10 and state.phase == "dev"


def round_key(view):
    """The turn (a round of the game) the view is in; None during the setup, no round."""
    return view.turn or None


def progress(ui, view) -> str:
    """Where the game stands, in the players' words (the default save name uses it)."""
    return ui.t("virrey.progress", turn=view.turn) if view.turn else ui.t("virrey.progress_setup")


def describe_action(ui, action, view=None) -> str | None:
    """A sealed choice in the players' words (a hint names it: in public it is only "has
    decided in secret"; the card of a dispute from the seat's ``view``), and a placement
    (the slot is lit); None for the moves the log names."""
    from client.virrey.log import card_name, colour, gems_text
    from rules.virrey import actions as A
    from rules.virrey.tokens import COLOURS

    t = ui.t
    if isinstance(action, A.ReturnGems):
        return t("virrey.move.return_gems", gems=gems_text(ui, list(action.colours)))
    if isinstance(action, A.StartCard):
        return t("virrey.move.start", card=card_name(ui, action.card))
    if isinstance(action, A.KeepCard):
        return t("virrey.move.keep", card=card_name(ui, action.card)) if action.card else t("virrey.btn.keep_none")
    if isinstance(action, A.Bid):
        return t("virrey.move.bid", colour=colour(ui, action.colour))
    if isinstance(action, A.BidPass):
        return t("virrey.btn.bid_pass")
    if isinstance(action, A.BidAttack):
        return t("virrey.btn.bid_attack")
    if isinstance(action, A.Play):
        return t("virrey.move.play", card=card_name(ui, action.card))
    if isinstance(action, A.Discard):
        return t("virrey.btn.discard", card=card_name(ui, action.card))
    if isinstance(action, A.Pass):
        return t("virrey.btn.pass")
    if isinstance(action, A.Take) and view is not None:  # a card chosen in secret in a dispute
        card = view.auction[COLOURS.index(action.colour)][0 if action.top else 1]
        where = t("virrey.top" if action.top else "virrey.base")
        return t("virrey.move.take", card=card_name(ui, card), where=where, colour=colour(ui, action.colour))
    if isinstance(action, A.Place) and view is not None:  # a placement waiting on how to pay logs nothing yet
        return t("virrey.move.place", card=card_name(ui, view.decision[2]), level=action.level)
    return None
