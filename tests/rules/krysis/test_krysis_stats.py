"""Krysis's balance figures (rules/krysis/stats.py) add up on seeded games played by the
greedy AI: every round each miner takes exactly one chamber, every agent of a team was
picked once, every relic at home is counted, each mission is dealt to one player."""

import random
from collections import Counter

import pytest
from krysis_helpers import OPTION_SETS

from rules.ai import choose
from rules.ai.balance import play_one, seat_balance
from rules.core.game import Config, get_game
from rules.krysis.stats import COLUMNS, card_stats


def greedy_game(players, seed, **options):
    state = get_game("krysis").new_state(Config(players=players, seed=seed, options=options))
    rngs = [random.Random(seed * 10 + s) for s in range(players)]
    while not state.is_over():
        for seat in state.to_act():
            state.apply(seat, choose("greedy", "krysis", state.view(seat), state.legal(seat), rngs[seat]))
    return state


def group(stats, name):
    return {k.split(":", 1)[1]: v for k, v in stats.items() if k.startswith(name + ":")}


@pytest.mark.parametrize("players,o", [(2, 0), (3, 3), (4, 4), (3, 1)])
def test_a_seeded_games_counts_add_up(players, o):
    state = greedy_game(players, 30 + players, **OPTION_SETS[o])
    stats = card_stats(state)
    for c in stats.values():
        assert min(c.values()) >= 0
    # chambers: one per miner per round; the free chambers are offered at each descent
    chambers = group(stats, "chamber")
    for level in range(1, state.rounds + 1):
        row = {k: v for k, v in chambers.items() if k.startswith(f"L{level}.")}
        assert sum(c["taken"] for c in row.values()) == players
        assert sum(c["offered"] for c in row.values()) == sum(4 - k for k in range(players))
        for c in row.values():
            assert c["second"] <= c["taken"] <= c["offered"]
    assert not any(k.startswith(f"L{state.rounds + 1}.") for k in chambers)
    # agents: every agent that ended in the discard piles was picked into a team once
    agents = group(stats, "agent")
    discarded = Counter(a.split("_", 1)[1] for pile in state.adiscard for a in pile)
    assert Counter({k: c["picked"] for k, c in agents.items() if c["picked"]}) == discarded
    assert sum(discarded.values()) == sum(
        1 for e in state.events if e.key == "krysis.picks" for a in e.params["agents"] if a
    )
    for c in agents.values():
        assert c["picked"] <= c["offered"]
    aside = group(stats, "aside")
    assert sum(c["set_aside"] for c in aside.values()) == (6 * players if state.advanced else 0)
    # relics: each pair drawn for a symbol keeps one; home, sold and activated from the log
    relics = group(stats, "relic")
    pairs = sum(1 for e in state.events if e.key == "krysis.relic_kept")
    assert sum(c["drawn"] - c["kept"] for c in relics.values()) == pairs
    assert Counter({k: c["home"] for k, c in relics.items() if c["home"]}) == Counter(
        r for home in state.home_relics for r in home
    )
    assert sum(c["activated"] for c in relics.values()) == sum(1 for e in state.events if e.key == "krysis.activate")
    assert sum(c["drawn"] for c in relics.values()) >= players  # one each at setup
    # missions: one dealt to each player; done and won match the final scores
    missions = group(stats, "mission")
    assert sum(c["dealt"] for c in missions.values()) == players
    assert sum(c["won"] for c in missions.values()) == len(state.winners())
    assert sum(c["done"] for c in missions.values()) == sum(
        1 for s in state.scores() if dict(s.breakdown)["mission"] > 0
    )
    assert set(k.split(":")[0] for k in stats) <= set(COLUMNS)


def test_seat_balance_reports_krysis_groups_and_their_columns():
    r = seat_balance("krysis", 2, 2, seed=3, options={"speed": True})
    assert r["card_columns"]["relic"] == list(COLUMNS["relic"])
    taken = sum(c.get("taken", 0) for k, c in r["cards"].items() if k.startswith("chamber:"))
    assert taken == 2 * 2 * 3  # 2 games, 2 miners, 3 rounds of Speed Krysis
    winners, totals, cards = play_one(("krysis", 2, 3, "greedy", {"speed": True}))
    assert len(totals) == 2 and winners
