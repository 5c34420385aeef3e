"""Grand Tribunal's keyboard stops and Esc (``TableView.key_stops``/``key_cancel`` find this module).

The bar's buttons come first (the actions without a card, and each use of the picked
source), then every source with a legal use now (the Concilium, the decks and face-up
cards, the vis store, the Sanctum's cards, the hand...), then, with a source picked, the
targets lit for it, in reading order (top to bottom, left to right). Enter clicks a stop's
centre: a source is picked by it (the focus goes to its first use or lit target), a lit
target receives the picked source.
"""

from __future__ import annotations

import pygame

from client.tribunal.prompts import uses


def _name(item) -> str:
    return "src:" + ":".join(str(x) for x in item)


def stops(table) -> list[tuple[str, pygame.Rect]]:
    if table.view is None or table.layout is None:
        return []
    out: list[tuple[str, pygame.Rect]] = [(f"button:{b.name}", pygame.Rect(r)) for b, r in table.bar]
    if not table.legal:
        return out
    for item, rect in table.sources():
        if uses(table, item):
            out.append((_name(item), pygame.Rect(rect)))
    if table.selected is not None:
        rects = table.drop_rects()
        lit = [n for n in table.lit_targets() if n in rects]  # in reading order on the table
        out += [(f"target:{n}", rects[n]) for n in sorted(lit, key=lambda n: (rects[n].y, rects[n].x, n))]
    return out


def cancel(table) -> bool:
    """Esc: close an overlay, else let the picked source go."""
    if table.zoom is not None:
        table.zoom = None
        return True
    return table.drop_pick()
