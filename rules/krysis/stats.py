"""Per-game statistics of a finished Krysis game for the balance reports (DESIGN.md,
"Balance"), read from its event log and its final scores.

Each entry is ``group:name`` (``rules.balance`` prints one table per group):

- ``chamber:L<level>.<n>`` (n = 1 at the back, I, to 4 at the front): ``offered`` the
  chamber was free when a miner descended to its level, ``taken`` a miner chose it,
  ``second`` the miner took its second group of goods (a "?" chamber).
- ``relic:<id>``: ``drawn`` it came off the relic deck to a player (setup, a relic symbol,
  the Minero eminente), ``kept`` it went into that player's camp (``drawn`` less the
  card discarded of each pair), ``activated`` flipped for an action (a use), ``sold`` to
  the bank (a load or a raid's loot), ``home`` behind a screen at the end.
- ``agent:<name>`` (the company prefix dropped: the companies share one distribution,
  ruling K-1): ``offered`` in its owner's hand at a pick, ``picked`` into a team;
  ``aside:<name>``: ``set_aside`` at the start of the advanced game.
- ``mission:<id>``: ``dealt``, ``done`` completed at the end, ``won`` its holder won.

Every round each miner takes exactly one chamber and each team has at most three agents.
"""

from __future__ import annotations

from collections import Counter

from rules.ai.balance import register_card_stats
from rules.krysis.cards import GAME

COLUMNS = {
    "chamber": ("offered", "taken", "second"),
    "relic": ("drawn", "kept", "activated", "sold", "home"),
    "agent": ("offered", "picked"),
    "aside": ("set_aside",),
    "mission": ("dealt", "done", "won"),
}


def chamber_name(level: int, chamber: int) -> str:
    return f"chamber:L{level}.{chamber + 1}"


def agent_name(agent_id: str) -> str:
    return "agent:" + agent_id.split("_", 1)[1]


@register_card_stats(GAME, columns=COLUMNS)
def card_stats(state) -> dict[str, Counter]:
    stats: dict[str, Counter] = {}

    def bump(name: str, key: str, k: int = 1) -> None:
        if k:
            stats.setdefault(name, Counter())[key] += k

    levels = state.cards.levels
    taken_now: set[int] = set()  # chambers of the current level already taken
    level = chamber = 0
    hands: list[list[str]] = [[] for _ in range(state.n)]
    for e in state.events:
        key, p = e.key, e.params
        if key == "krysis.round":
            taken_now = set()
        elif key == "krysis.descend":
            level, chamber = p["level"], p["chamber"]
            for ch in range(len(levels[level - 1])):
                if ch not in taken_now:
                    bump(chamber_name(level, ch), "offered")
            taken_now.add(chamber)
            bump(chamber_name(level, chamber), "taken")
        elif key == "krysis.goods":  # the goods of the descent just logged
            if p["group"] == 1:
                bump(chamber_name(level, chamber), "second")
        elif key == "krysis.relics_drawn":
            for r in p["relics"]:
                bump("relic:" + r, "drawn")
                bump("relic:" + r, "kept")
        elif key == "krysis.relic_kept":
            for r in p["discarded"]:
                stats["relic:" + r]["kept"] -= 1
        elif key == "krysis.activate":
            bump("relic:" + p["relic"], "activated")
        elif key == "krysis.carry" and p["dest"] == "bank":
            for r in p["shown"]:
                bump("relic:" + r, "sold")
        elif key == "krysis.hand":
            hands[p["seat"]] = list(p["agents"])
        elif key == "krysis.drew" and p["agent"] is not None:
            hands[p["seat"]].append(p["agent"])
        elif key == "krysis.picks":
            for seat, agent in enumerate(p["agents"]):
                if agent is None:
                    continue
                for a in hands[seat]:
                    bump(agent_name(a), "offered")
                bump(agent_name(agent), "picked")
                hands[seat].remove(agent)
    for seat in range(state.n):
        for r in state.home_relics[seat]:
            bump("relic:" + r, "home")
        for a in state.aside[seat]:
            bump("aside:" + a.split("_", 1)[1], "set_aside")
    winners = set(state.winners())
    for seat, score in enumerate(state.scores()):
        name = "mission:" + state.mission[seat]
        bump(name, "dealt")
        bump(name, "done", int(dict(score.breakdown)["mission"] > 0))
        bump(name, "won", int(seat in winners))
    return stats
