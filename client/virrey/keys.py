"""Virrey's keyboard stops and Esc (``TableView.key_stops``/``key_cancel`` find this module).

The prompt bar's buttons come first (they hold most decisions: gems, decks, takes,
rewards, covers, paintings, pass), then what the bar leaves to the table: the hand or
dealt cards, and once one is picked the slots lit for it (in :func:`slot_order`); the
auction colours to bid on; the lit slots to place a card in.
"""

from __future__ import annotations

import pygame

from rules.virrey import actions as A
from rules.virrey.tokens import COLOURS


def slot_order(slot: tuple[int, int]) -> tuple[int, int]:
    """The order of the slots a card may go to: the highest level first, then from the right
    (the first-level slot left of the Hermit came first, and a learner told to play the
    Physician on the second level played it there by Enter)."""
    level, x = slot
    return -level, -x


def stops(table) -> list[tuple[str, pygame.Rect]]:
    if table.view is None or table.layout is None or not table.legal:
        return []
    m, legal = table.mode, table.legal
    out: list[tuple[str, pygame.Rect]] = []
    if m in ("dev", "setup_start", "place") and (table.selected or m == "place"):
        geo = table.own_geo()
        out += [
            (f"slot:{lv}:{x}", geo.rect(lv, x))
            for (lv, x), why in sorted(table.lit_slots().items(), key=lambda kv: slot_order(kv[0]))
            if why is None
        ]
    out += [(f"button:{b.name}", pygame.Rect(r)) for b, r in table.bar]
    if m == "bid":
        out += [
            (f"auction:{c}", pygame.Rect(table.layout.rows[i][0])) for i, c in enumerate(COLOURS) if A.Bid(c) in legal
        ]
    if m in ("dev", "setup_start", "setup_keep"):
        out += [(f"card:{card}", pygame.Rect(r)) for card, r in table.hand_rects().items()]
    return out


def cancel(table) -> bool:
    """Esc: drop the picked card, the gems chosen to return and the chosen section to paint."""
    held = bool(table.pending) or table.paint_sel is not None
    table.pending, table.paint_sel = [], None
    if held:
        table._build_bar()
    return table.drop_pick() or held
