"""Krysis's keyboard stops and Esc (``TableView.key_stops``/``key_cancel`` find this module).

The bar's buttons come first (they hold most decisions), then what the bar leaves to the
table: the free chambers of the next level (mining), the home crystals to bid and those
in the bid to take back, the hand
or the company's agents (teams, setup), the goods of the camp being loaded or raided, the
relics to keep or take, and the decks to draw from.
"""

from __future__ import annotations

import pygame

from client.keyboard import visible_parts
from rules.krysis import actions as A


def stops(table) -> list[tuple[str, pygame.Rect]]:
    if table.view is None or table.layout is None or not table.legal:
        return []
    m, legal, v = table.mode, table.legal, table.view
    out: list[tuple[str, pygame.Rect]] = [(f"button:{b.name}", pygame.Rect(r)) for b, r in table.bar]
    if m == "chamber":
        out += [
            (f"cell:{v.round}:{a.chamber}", table.cell_rect(v.round, a.chamber))
            for a in legal
            if isinstance(a, A.Descend)
        ]
    if m == "bid":
        # (each ring goes round the crystal and its count)
        out += [(f"home:{c}", table.with_count(r)) for c, r in table.home_rects().items() if A.Bid(c) in legal]
        out += [(f"bid:{c}", table.with_count(r)) for c, r in table.fist_crystal_rects().items() if A.Unbid(c) in legal]
    if m == "pick":
        hand = table.hand_rects()  # in the order drawn; the keyboard goes left to right
        out += sorted(((f"card:{c}", r) for c, r in visible_parts(hand)), key=lambda x: x[1].x)
        if table.selected:
            out.append(("target:team", pygame.Rect(table.layout.team)))
    if m in ("aside", "choose"):
        out += [(f"card:{c}", pygame.Rect(r)) for c, r in table.picker_rects().items()]
        if table.selected:
            out.append(("target:chosen", pygame.Rect(table.layout.hand_area)))
    if m == "cargo":
        src = table.source_seat()
        out += [(f"good:{c}", r) for c, r in table.camp_crystal_rects(src).items() if A.Take(c) in legal]
        camp = table.camp_relic_rects()
        out += [(f"relic:{c}", r) for c, r in visible_parts(camp) if A.Take(c) in legal]
    if m == "turn":
        camp = table.camp_relic_rects()
        out += [(f"relic:{c}", r) for c, r in visible_parts(camp) if A.Activate(c) in legal]
    if m == "keep":
        out += [(f"keep:{c}", r) for c, r in table.drawn_rects().items()]
    if m == "spy_take":
        out += [(f"spy:{c}", r) for c, r in table.spied_rects().items()]
    if m == "target":
        out += [(f"opp:{a.seat}", pygame.Rect(table.layout.opp[a.seat])) for a in legal if a.seat in table.layout.opp]
    if m == "draw":
        out += [(f"deck:{k}", r) for k, r in table.deck_rects().items() if A.Draw(k) in legal]
    return out + [(f"page:{step}", r) for step, r in table.page_arrows().items()]  # a paged hand


def cancel(table) -> bool:
    """Esc: close the overtime choice, drop the picked agent."""
    held = table.sub != ""
    if held:
        table.sub = ""
        table._build_bar()
    return table.drop_pick() or held
