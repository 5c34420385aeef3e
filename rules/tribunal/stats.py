"""Per-game statistics of a finished Grand Tribunal game for the balance reports
(DESIGN.md, "Balance"), read from its event log and its final state.

Each entry is ``group:name`` (``rules.balance`` prints one table per group):

- ``item:<id>``, ``spell:<id>``: ``gained`` (each time it comes to a seat: dealt, drawn at
  setup or by an effect, taken from the face-up row or blind from the deck; the first
  column, so every share reads "of the times it was gained"), ``taken`` from the face-up
  row (a Take), ``activated`` (its advance paid), ``installed`` (a Spell on an Item),
  ``cast`` (a Spell), ``scored`` at a Tribunal (an Item: every time it scores), ``placed``
  (an Item: first, second or third), ``won`` (in the Sanctum of a winner at the end);
- ``resource:<id>``: ``gained`` (drawn at setup, by an effect or by the action) and
  ``played``;
- ``type:<item type>``: ``placed`` (Items of that type awarded a place), ``first``, ``won``
  (active Items of that type owned by a winner at the end);
- ``action:<kind>``: ``taken`` (how often each action of the turn is taken).
"""

from __future__ import annotations

from collections import Counter

from rules.ai.balance import register_card_stats
from rules.tribunal.cards import GAME

COLUMNS = {
    "item": ("gained", "taken", "activated", "scored", "placed", "won"),
    "spell": ("gained", "taken", "activated", "installed", "cast", "won"),
    "resource": ("gained", "played"),
    "type": ("placed", "first", "won"),
    "action": ("taken",),
}
_ACTIONS = {
    "tribunal.vote": "vote",
    "tribunal.take": "take",
    "tribunal.take_blind": "take",
    "tribunal.cast": "cast",
    "tribunal.draw_resource": "draw_resource",
    "tribunal.play_resource": "play_resource",
    "tribunal.gather": "gather",
}


@register_card_stats(GAME, columns=COLUMNS)
def card_stats(state) -> dict[str, Counter]:
    stats: dict[str, Counter] = {}
    cs = state.cards

    def bump(name: str, key: str, k: int = 1) -> None:
        if k:
            stats.setdefault(name, Counter())[key] += k

    def name(card: str) -> str:
        return ("item:" if card in cs.items else "spell:" if card in cs.spells else "resource:") + card

    last = None
    for e in state.events:
        key, p = e.key, e.params
        if key in _ACTIONS:
            bump("action:" + _ACTIONS[key], "taken")
        elif key == "tribunal.gain" and p["why"] == "extract":
            bump("action:extract", "taken")
        elif key == "tribunal.advance" and not p["free"] and last != "tribunal.advance":
            bump("action:advance", "taken")
        if key == "tribunal.take":
            bump(name(p["card"]), "taken")
            bump(name(p["card"]), "gained")
        elif key == "tribunal.drew_card":  # setup, effects, blind takes, Resources drawn
            bump(name(p["card"]), "gained")
        elif key == "tribunal.dealt":
            for card in p["cards"]:
                bump(name(card), "gained")
        elif key == "tribunal.activate":
            bump(name(p["card"]), "activated")
        elif key == "tribunal.install":
            bump(name(p["spell"]), "installed")
        elif key == "tribunal.cast":
            bump(name(p["spell"]), "cast")
        elif key == "tribunal.play_resource":
            bump(name(p["card"]), "played")
        elif key == "tribunal.place":
            bump(name(p["item"]), "scored")
            if p["place"]:
                bump(name(p["item"]), "placed")
                kind = "type:" + cs.items[p["item"]].type
                bump(kind, "placed")
                bump(kind, "first", int(p["place"] == 1))
        last = key
    for seat in state.winners():
        for item in (*state.lab[seat], *state.awarded[seat]):
            if item in state.active:
                bump(name(item), "won")
                bump("type:" + cs.items[item].type, "won")
                for spell in state.installed.get(item, ()):
                    bump(name(spell), "won")
    return stats
