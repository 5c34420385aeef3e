"""Ausonia's keyboard stops and Esc (``TableView.key_stops``/``key_cancel`` find this module).

With a source picked (a hand card, a gem, a card of a step), the targets lit for it come
first (for a raised star, the raise area's page arrows too: its foundation may lie on the
other page, and Enter on the star put the ring on "End turn"), then the bar's buttons (its
ways to pay, its other moves); then the table's own: the hand, the cards a step offers,
the opponents to target, the gems, the buyable cards, the abilities that may be activated,
the play area's cards (to seal them), the sealed and raised cards; with nothing picked,
the bar's buttons there (the end of the turn, the opponents to target); and the page
arrows. Enter clicks a stop's centre.

Last, in reading order, every other card a player may want to read (Z zooms the focused
one, as a right click does), whether or not it can be chosen now: the market's cards (the
power deck's top, the offer row), the other players' discard piles, the viewer's discard
pile, hand cards that have no move now, and the raised, sealed and fountain cards. Enter on
one clicks it as the mouse would: a market card the player cannot pay says why, a discard
pile lays itself out. With no gems in play the market had no stop at all, so a keyboard
player could not read it.
"""

from __future__ import annotations

import pygame

from client.ausonia import prompts, reasons
from client.keyboard import visible_parts
from rules.ausonia import actions as A


def stops(table) -> list[tuple[str, pygame.Rect]]:
    if table.view is None or table.layout is None:
        return []
    if not table.legal:  # another player's turn: the cards may still be read
        return to_read(table, [])
    m, legal = table.mode, table.legal
    out: list[tuple[str, pygame.Rect]] = []
    bar = [(f"button:{b.name}", pygame.Rect(r)) for b, r in table.bar]
    if table.picked_item() is not None:  # its targets, then the bar (its ways to pay, its moves)
        rects = table.drop_rects()
        out += [(f"target:{n}", rects[n]) for n in sorted(table.lit_targets()) if n in rects]
        if table.picked_item()[0] == "raised":  # its foundation may be on the area's other page
            out += [(f"target:page:raise:{step}", r) for step, r in sorted(table.area_arrows("raise").items())[::-1]]
        out += bar
    hand = table.hand_rects()
    out += [(f"card:{c}", r) for c, r in visible_parts(hand) if table.refusal(("card", c)) is None]
    out += [(f"choice:{c}", pygame.Rect(r)) for c, r in table.choice_rects().items()]
    if m == "target":
        out += [(f"opp:{a.seat}", pygame.Rect(table.layout.opp[a.seat])) for a in legal if isinstance(a, A.Target)]
    if m == "turn":
        out += [(f"gem:{g}", r) for g, r in table.gem_rects().items() if reasons.gem_used(table, g)]
        out += [(f"buy:{c}", pygame.Rect(r)) for c, r in table.buy_rects().items() if prompts.buys(legal, c)]
        out += [
            (f"ability:{c}:{a}", pygame.Rect(r))
            for (c, a), r in table.ability_rects().items()
            if prompts.activations(legal, c, a)
        ]
        out += [(f"sealed:{c}", r) for c, r in visible_parts(table.seal_rects()) if A.BREAK_SEAL[c] in legal]
        out += [
            (f"raised:{c}", r)
            for c, r in visible_parts(table.raise_rects())
            if any(isinstance(a, A.BuildFountain) and a.star == c for a in legal)
        ]
    if m == "seal":
        out += [(f"tile:{c}", pygame.Rect(r)) for c, r in table.play_rects().items() if A.SEAL[c] in legal]
    # nothing picked: the bar's buttons after what the table offers, so that once a move is
    # made the focus starts on the next card, not on "End turn" (an Enter meant for that
    # card ended the turn)
    if table.picked_item() is None:
        out += bar
    out += [(f"page:{step}", r) for step, r in table.ability_arrows().items()]
    taken = {tuple(r) for _, r in out}
    for name in table.area_boxes():
        out += [(f"page:{name}:{step}", r) for step, r in table.area_arrows(name).items() if tuple(r) not in taken]
    return out + to_read(table, out)


def to_read(table, taken: list[tuple[str, pygame.Rect]]) -> list[tuple[str, pygame.Rect]]:
    """The cards to read that ``taken`` (the stops with a move) does not hold, in reading
    order: ("look:market:<card>", rect), ("look:pile:<seat>", ...), ("look:card:<card>", ...),
    ("look:tile:<card>", ...) (the shown seat's play area), ("look:raised:<card>", ...),
    ("look:sealed:<card>", ...), ("look:fountain:<card>", ...)."""
    out: list[tuple[str, pygame.Rect]] = []
    if not table.choice_cards():  # (a step's cards take the market's place)
        rects = table.market_rects()
        out += [(f"look:market:{c}", pygame.Rect(rects[s])) for s, c in table.market_cards().items() if c is not None]
    bottom = table.bottom_seat()
    for r, hit in table.hits:  # the other players' discard piles, as drawn (their counts)
        if hit[0] == "pile" and hit[1] != bottom and table.view.players_view[hit[1]].discard:
            out.append((f"look:pile:{hit[1]}", pygame.Rect(r)))
    if table.bottom_pv().discard:
        out.append((f"look:pile:{bottom}", pygame.Rect(table.pile_rects()["discard"])))
    out += [(f"look:card:{c}", r) for c, r in visible_parts(table.hand_rects())]
    out += [(f"look:tile:{c}", pygame.Rect(r)) for c, r in table.play_rects().items()]
    out += [(f"look:raised:{c}", pygame.Rect(r)) for c, r in table.raise_rects().items()]
    out += [(f"look:sealed:{c}", pygame.Rect(r)) for c, r in table.seal_rects().items()]
    out += [(f"look:fountain:{c}", pygame.Rect(r)) for c, r in table.fountain_rects().items()]
    seen = {tuple(r) for _, r in taken}
    kept = []
    for name, r in out:
        if tuple(r) not in seen:
            seen.add(tuple(r))
            kept.append((name, r))
    return sorted(kept, key=lambda x: (x[1].y, x[1].x))


def cancel(table) -> bool:
    """Esc: drop the picked card, gem or ability."""
    return table.drop_pick()
