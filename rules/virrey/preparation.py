"""Preparación: the sealed setup choices of Virrey (gems returned, the first card, the card
kept) and their reveal, which deals the decks, the auction row and the laws (ruling V-2).
A mixin of ``VirreyState``."""

from __future__ import annotations

from rules.virrey.prebuilt import BIG_DECK, CHOSEN, LAWS_DEALT, A, fast_shuffled
from rules.virrey.tokens import COLOUR_INDEX, COLOURS


class PreparationMixin:
    phase: str  # (VirreyState sets them all)
    big: list[str]
    small: list[str]
    dealt: list[list[str]]
    law_deck: list[str]

    def _legal_setup(self, seat: int) -> list:
        ret, start, keep = self.setup[seat]
        if ret is None:
            return list(A.returns)
        if start is None:
            return [A.start[c] for c in self.dealt[seat]]
        return [A.keep[c] for c in self.dealt[seat] if c != start] + [A.keep[None]]

    def _setup_choice(self, seat: int, act) -> None:
        row = self.setup[seat]
        if row[0] is None:
            row[0] = tuple(COLOUR_INDEX[c] for c in act.colours)
        elif row[1] is None:
            row[1] = act.card
        else:
            row[2] = act.card if act.card is not None else ""
        self.events.append(CHOSEN[seat])
        if all(None not in r for r in self.setup):
            self._reveal_setup()

    def _reveal_setup(self) -> None:
        self.barriers += 1
        n = self.n
        leftovers = list(self.big)
        for s in range(n):
            ret, start, keep = self.setup[s]
            for c in ret:
                self.gems[s][c] -= 1
                self.reserve[c] += 1
            self.pyr[s] = self.pyr[s].with_card(start, 1, 0)
            self.low[s] = self.cards.number[start]
            if keep:
                self.hands[s].append(keep)
            leftovers += [c for c in self.dealt[s] if c != start and c != keep]
            self.log("virrey.setup_revealed", seat=s, returned=[COLOURS[c] for c in ret], card=start)
            if keep:
                self.log("virrey.kept", to=s, seat=s, card=keep)
        deck = fast_shuffled(self.rng, leftovers)
        self.big, self.small = deck[:BIG_DECK], deck[BIG_DECK:]
        for colour in range(4):
            self.auction[colour * 2] = self.big.pop()
        self.law_deck = fast_shuffled(self.rng, self.law_deck)
        for s in range(n):
            got = [self.law_deck.pop() for _ in range(LAWS_DEALT)]
            self.hands[s].extend(got)
            self.log("virrey.laws_dealt", to=s, seat=s, cards=got)
        self.dealt = [[] for _ in range(n)]
        self.log("virrey.auction_refilled", cards=list(self.auction), big=len(self.big))
        self.phase = "resolve"
        later: list[tuple] = []
        for s in self._order(range(n)):
            start = self.setup[s][1]
            later.append(("reward", s, start, self.cards.characters[start].levels[0].reward))
        later.append(("start_turn",))
        self.push_all(later)
