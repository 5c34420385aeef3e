"""FINAL DE PARTIDA (a mixin of VirreyState): after the 12th turn the hands are discarded,
each player paints in turn order, and the game is scored by the rulebook's categories
(scoring.py); the best painting is computed for the player."""

from __future__ import annotations

from rules.core.state import Score
from rules.virrey import scoring


class EndingMixin:
    def _end_game(self) -> None:
        for s in range(self.n):
            if self.hands[s]:
                self.log("virrey.hand_discarded", seat=s, cards=list(self.hands[s]))
                self.discard.extend(self.hands[s])
                self.hands[s] = []
                self.known[s] = []
        self.barriers += 1
        self.phase = "paint"
        later: list[tuple] = [("paint", s) for s in self._order(range(self.n))]
        later.append(("finish",))
        self.log("virrey.painting")
        self.push_all(later)

    def _finish(self, _task=None) -> None:
        self.over = True
        self.phase = "over"
        self.barriers += 1
        totals = [s.total for s in self.scores()]
        self.log("virrey.over", scores=totals, winners=self._winners(totals))

    def board(self, seat: int) -> scoring.Board:
        enemy = sum(self.attack[s] for s in range(self.n) if s != seat)
        return scoring.Board(self.cards, self.pyr[seat], self.tok[seat], self.gems[seat], self.paint[seat], enemy)

    def best_painting(self, seat: int) -> dict:
        """The painting (new gems only) maximising this seat's score, from the current position."""
        board = self.board(seat)
        unused = None
        laws = self.cards.laws
        if any(laws[c].effect == "points_per_unused_gem" for c in self.pyr[seat].cards() if c in laws):

            def unused(rem):
                b = scoring.Board(self.cards, self.pyr[seat], self.tok[seat], rem, self.paint[seat], 0)
                return scoring.law_points(b)

        allc = self.cards.all
        return scoring.best_painting(
            self.pyr[seat], self.gems[seat], lambda c: allc[c].sections, board.circle_bonus(), self.paint[seat], unused
        )

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[Score]:
        out = []
        for s in range(self.n):
            parts = scoring.breakdown(self.board(s))
            out.append(Score(sum(v for _, v in parts), parts))
        return out

    def shown_scores(self, seat: int | None) -> list[int]:
        """The score panel's figures while the game goes on (ruling V-26): the points the
        table shows, and for ``seat`` its own gems too; gems and attack tokens behind another
        player's screen count once the screens come down (the attack tokens' -4 would tell
        how many the others hold). The true totals once the game is over."""
        self.check_seat(seat, spectator=True)
        if self.over:
            return [s.total for s in self.scores()]
        out = []
        for s in range(self.n):
            gems = self.gems[s] if s == seat else [0] * len(self.gems[s])
            board = scoring.Board(self.cards, self.pyr[s], self.tok[s], gems, self.paint[s], 0)
            out.append(sum(v for _, v in scoring.breakdown(board)))
        return out

    def winners(self) -> list[int]:
        """The highest score; players tied share the victory (ruling V-22). Solo: always won."""
        if self.n == 1:
            return [0]
        return self._winners([s.total for s in self.scores()])

    def _winners(self, totals: list[int]) -> list[int]:
        if self.n == 1:
            return [0]
        best = max(totals)
        return [s for s, t in enumerate(totals) if t == best]
