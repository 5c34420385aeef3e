"""The arena's scripted ``raider`` (rules.ai.arena.SCRIPTED): it raids the richest camp its
team beats whenever it can, and otherwise plays as greedy; the levels are held against it."""

from __future__ import annotations

import random

from krysis_helpers import new_state, set_camp, set_teams

from rules.ai.arena import run, scripted_for
from rules.arena import main
from rules.krysis.actions import Raid
from rules.krysis.ai import greedy, raider


def _raid_table(camps):
    """Three seats in the action phase; seat 2 (first to act) has the only fighters."""
    st = new_state(3, seed=3)
    for seat, crystals in camps.items():
        set_camp(st, seat, crystals)
    set_teams(
        st,
        {0: ["porter", "hauler", "packer"], 1: ["porter", "hauler", "packer"], 2: ["soldier", "sentry", "skirmisher"]},
        miners={0: (1, 3), 1: (1, 2), 2: (1, 0)},
    )
    assert st.to_act() == (2,)
    return st


def test_raider_raids_the_richest_camp_its_team_beats():
    st = _raid_table({0: (0, 0, 2), 1: (1, 1, 0)})  # 2 points against 5
    legal = st.legal(2)
    assert Raid(0) in legal and Raid(1) in legal
    assert raider(st.view(2), legal, random.Random(1)) == Raid(1)


def test_raider_plays_as_greedy_when_no_camp_is_worth_raiding():
    st = _raid_table({0: (0, 0, 0), 1: (0, 0, 0)})
    legal = st.legal(2)
    assert Raid(0) in legal  # it could, but there is nothing
    assert raider(st.view(2), legal, random.Random(1)) == greedy(st.view(2), legal, random.Random(1))


def test_the_arena_seats_the_raider_for_krysis_only(capsys):
    assert scripted_for("raider", "krysis") is raider
    assert scripted_for("raider", "imperio") is None
    stats = run("krysis", ["greedy", "raider"], games=2, seed=1)
    assert stats["raider"]["games"] == 2
    assert main(["imperio", "--seats", "raider,greedy,greedy", "--games", "1"]) == 2
    assert "imperio has no raider level" in capsys.readouterr().err
    assert main(["krysis", "--seats", "greedy,raider", "--games", "1"]) == 0
