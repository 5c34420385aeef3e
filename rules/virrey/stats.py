"""Per-card statistics of a finished Virrey game, read from its public event log.

``offered``: the card came up in the auction row (or was dealt at setup);
``taken``: a player got it (auction, setup, a draw from a deck);
``played``: it was placed in a pyramid.
"""

from __future__ import annotations

from collections import Counter

from rules.ai.balance import register_card_stats
from rules.virrey.cards import GAME


@register_card_stats(GAME)
def card_stats(state) -> dict[str, Counter]:
    stats: dict[str, Counter] = {}
    seen: set[str] = set()

    def bump(card, key):
        if card:
            stats.setdefault(card, Counter())[key] += 1

    def offer(card):
        if card and card not in seen:  # a card stays in the row for two auctions
            seen.add(card)
            bump(card, "offered")

    for event in state.events:
        key, p = event.key, event.params
        if key == "virrey.auction_refilled":
            for card in p["cards"]:
                offer(card)
        elif key == "virrey.dealt":
            for card in p["cards"]:
                offer(card)
        elif key == "virrey.drew_card":  # a card drawn from a deck is offered and taken at once
            offer(p["card"])
            bump(p["card"], "taken")
        elif key in ("virrey.won_card", "virrey.kept"):
            bump(p["card"], "taken")
        elif key == "virrey.setup_revealed":
            bump(p["card"], "taken")
        elif key == "virrey.laws_dealt":
            for card in p["cards"]:
                offer(card)
                bump(card, "taken")
        elif key == "virrey.placed":
            bump(p["card"], "played")
    return stats
