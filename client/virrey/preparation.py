"""Preparación (the setup) at Virrey's table, a mixin of VirreyTable: the two gems to
return, the first card, the card kept.

Each of the three is a sealed choice: once made it stays on the table for its owner
(from ``view.my_choice``, which only the owner's view holds) until the reveal: the
returned gems are off the screen and in the reserve, the first card sits in its slot
marked "chosen", the kept card is marked in the hand.
"""

from __future__ import annotations

from rules.virrey import actions as A
from rules.virrey.tokens import COLOURS


class Preparation:
    def _setup_choice(self) -> tuple:
        """The viewer's own setup choice so far: (returned colours or None, start, keep)."""
        v = self.view
        if v is None or v.phase != "setup" or not self.private() or not v.my_choice:
            return (None, None, None)
        mc = tuple(v.my_choice) + (None,) * 3
        return mc[0], mc[1], mc[2]

    def returned_gems(self) -> tuple[str, ...]:
        """Gems the viewer has returned (committed) or is returning (chosen in the bar)."""
        committed = self._setup_choice()[0] or ()
        return tuple(committed) + tuple(self.pending)

    def shown_gems(self) -> tuple[int, ...]:
        """The bottom seat's gems as its owner sees them: less the gems it has returned."""
        pv = self.view.players_view[self.bottom_seat()]
        gems = list(pv.gems or (0, 0, 0, 0))
        for c in self.returned_gems():
            gems[COLOURS.index(c)] -= 1
        return tuple(max(0, n) for n in gems)

    def shown_reserve(self) -> tuple[int, ...]:
        """The reserve as the viewer sees it: with the gems it has returned."""
        res = list(self.view.reserve)
        for c in self.returned_gems():
            res[COLOURS.index(c)] += 1
        return tuple(res)

    def committed_start(self) -> str | None:
        """The first card the viewer chose (drawn in its slot until the reveal)."""
        return self._setup_choice()[1]

    def committed_keep(self) -> str | None:
        """The card the viewer chose to keep ("" for none)."""
        return self._setup_choice()[2]

    def _add_return(self, colour: str):
        gems = list(self.view.me.gems or (0, 0, 0, 0))
        for c in self.pending:
            gems[COLOURS.index(c)] -= 1
        if gems[COLOURS.index(colour)] <= 0:
            self.ui.toast(self.ui.t("virrey.why.no_gem", colour=self._colour(colour)))
            return None
        self.pending.append(colour)
        if len(self.pending) < 2:
            self._build_bar()
            return None
        cols = tuple(sorted(self.pending, key=COLOURS.index))
        self.pending = []
        act = A.ReturnGems(cols)
        self._build_bar()
        return act if act in self.legal else None
