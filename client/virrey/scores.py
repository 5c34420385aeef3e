"""Score previews computed from a view (public pyramids; gems only where the view shows them)."""

from __future__ import annotations

from rules.virrey import scoring
from rules.virrey.pyramid import SECTION_INDEX, Pyramid
from rules.virrey.tokens import COLOURS

CATEGORIES = scoring.CATEGORIES
CAT_ICON = {
    "circles": ("circle_bonus", 2),
    "infinite": ("infinite", 0),
    "laws": ("card", None),
    "power": ("power", None),
    "magic": ("magic", None),
    "sets": ("science", None),
    "attacks": ("attack", None),
}


def _pyramid(pv) -> Pyramid:
    return Pyramid({(p.level, p.x): p.card for p in pv.pyramid}, {p.card: p.under for p in pv.pyramid if p.under})


def painting_of(pv) -> dict:
    return {(c, SECTION_INDEX[s]): COLOURS.index(col) for c, s, col in pv.painting}


def board(view, seat: int, extra_paint: dict | None = None) -> scoring.Board:
    pv = view.players_view[seat]
    gems = list(pv.gems) if pv.gems is not None else [0, 0, 0, 0]
    paint = painting_of(pv)
    if extra_paint:
        for key, c in extra_paint.items():
            paint[key] = c
            gems[c] -= 1
    enemy = sum((o.attack or 0) for o in view.players_view if o.seat != seat)
    tokens = {p.card: p.tokens for p in pv.pyramid}
    return scoring.Board(view.cards, _pyramid(pv), tokens, gems, paint, enemy)


def breakdown(view, seat: int, extra_paint: dict | None = None) -> tuple:
    return scoring.breakdown(board(view, seat, extra_paint))


def best_painting(view, seat: int) -> dict:
    """The painting (new gems only) maximising the seat's score (as the rules compute it)."""
    pv = view.players_view[seat]
    if pv.gems is None:
        return {}
    pyr = _pyramid(pv)
    b = board(view, seat)
    laws = view.cards.laws
    unused = None
    if any(laws[c].effect == "points_per_unused_gem" for c in pyr.cards() if c in laws):

        def unused(rem):
            bb = scoring.Board(view.cards, pyr, b.tokens, rem, painting_of(pv), 0)
            return scoring.law_points(bb)

    allc = view.cards.all
    return scoring.best_painting(pyr, pv.gems, lambda c: allc[c].sections, b.circle_bonus(), painting_of(pv), unused)
