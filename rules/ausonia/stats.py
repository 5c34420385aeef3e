"""Per-game statistics of a finished Ausonia game for the balance reports (DESIGN.md,
"Balance"), read from its event log and final state.

Each entry is ``group:name`` (``rules.balance`` prints one table per group):

- ``card:<design>`` (a design of the power or favour deck, copies together): ``offered``
  it was turned up buyable (the first offer row, a refill, a new top of the power deck),
  ``bought``, ``played`` from a hand, ``activated`` (its abilities used), ``won`` bought
  by the game's winner.
- ``starter:<I-IV>``: ``dealt``, ``won``.
- ``length:rounds``: ``games`` and ``rounds`` (the mean length is rounds / games).
"""

from __future__ import annotations

from collections import Counter

from rules.ai.balance import register_card_stats
from rules.ausonia.cards import GAME

COLUMNS = {
    "card": ("offered", "bought", "played", "activated", "won"),
    "starter": ("dealt", "won"),
    "length": ("games", "rounds"),
}
ROMAN = ("I", "II", "III", "IV")


@register_card_stats(GAME, columns=COLUMNS)
def card_stats(state) -> dict[str, Counter]:
    stats: dict[str, Counter] = {}
    cards = state.cards.cards

    def bump(name: str, key: str, k: int = 1) -> None:
        if k:
            stats.setdefault(name, Counter())[key] += k

    def card(c: int) -> str:
        return "card:" + cards[c].id

    winners = set(state.winners())
    for e in state.events:
        key, p = e.key, e.params
        if key == "ausonia.setup":
            for c in p["offer"]:
                bump(card(c), "offered")
            bump(card(p["power_top"]), "offered")
        elif key in ("ausonia.offer_refill", "ausonia.power_top"):
            bump(card(p["card"]), "offered")
        elif key == "ausonia.buy":
            bump(card(p["card"]), "bought")
            if p["seat"] in winners:
                bump(card(p["card"]), "won")
        elif key == "ausonia.play" or key == "ausonia.activate":
            if cards[p["card"]].deck != "starter":
                bump(card(p["card"]), "played" if key == "ausonia.play" else "activated")
    for seat in range(state.n):
        name = "starter:" + ROMAN[state.starter[seat] - 1]
        bump(name, "dealt")
        bump(name, "won", int(seat in winners))
    bump("length:rounds", "games")
    bump("length:rounds", "rounds", state.round)
    return stats
