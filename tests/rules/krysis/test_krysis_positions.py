"""Krysis's positions (rules/krysis/position.py): piles read top first, a position edited by
hand loads and plays, and every malformed position is refused with the field and the
reason. The round trip at every decision of seeded games is tests/rules/test_positions.py's."""

from __future__ import annotations

import random

import pytest
from krysis_helpers import new_state

from rules.core.errors import PositionError
from rules.core.game import Config
from rules.core.position import edit
from rules.krysis.state import KrysisState


def position(players=3, seed=5, moves=0, **options) -> dict:
    st = new_state(players, seed, **options) if options else new_state(players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = rng.choice(st.to_act())
        st.apply(seat, rng.choice(st.legal(seat)))
    return st.to_position()


def load(p, players=3, **options):
    return KrysisState.from_position(Config(players, options=options), p)


def refused(p, match, players=3, **options):
    with pytest.raises(PositionError, match=match):
        load(p, players, **options)


def test_piles_are_listed_top_first():
    st = new_state(3, 2)
    p = st.to_position()
    assert p["relic_deck"][0] == st.relic_deck[-1]
    assert p["players"][0]["fighter_deck"][0] == st.fdeck[0][-1]
    again = load(p)
    assert again.relic_deck == st.relic_deck and again.legal(st.to_act()[0]) == st.legal(st.to_act()[0])


def test_an_edited_position_plays_on():
    """Every player's home richer by two red crystals from the bank: a bid that could not be made."""

    def richer(p):
        for pl in p["players"]:
            pl["home"]["red"] = pl["home"].get("red", 0) + 2
            p["bank"]["red"] -= 2

    st = edit(new_state(3, 4), richer)
    assert all(h[0] >= 3 for h in st.home)
    rng = random.Random(1)
    while not st.is_over():
        seat = rng.choice(st.to_act())
        st.apply(seat, rng.choice(st.legal(seat)))
    assert st.winners()


# -- malformed positions: each refused with the field and the reason -----------------------
def test_a_relic_in_two_places_and_a_missing_one():
    p = position(moves=30)
    p["players"][1]["home_relics"].append(p["relic_deck"][0])
    refused(p, r"players\[1\]\.home_relics\[\d+\]: relic '\w+' is also in relic_deck")
    p = position(moves=30)
    gone = p["relic_deck"].pop()
    refused(p, f"relic '{gone}' is in no place")


def test_an_agent_of_another_company():
    p = position(moves=10)
    p["players"][0]["hand"].append(p["players"][1]["hand"].pop())
    refused(p, r"players\[0\]\.hand\[\d+\]: '\w+' is not an agent of \w+'s company")


def test_crystals_above_the_supply():
    p = position(moves=10)
    p["players"][2]["home"]["white"] = p["players"][2]["home"].get("white", 0) + 1
    refused(p, r"bank\.white: \d+ white crystals in all .*: more than the \d+ the game has")


def test_two_miners_on_one_space_and_a_seat_out_of_range():
    p = position()
    p["players"][1]["miner"] = list(p["players"][0]["miner"])
    refused(p, r"players\[1\]\.miner: players\[0\]'s miner is on that space")
    p = position(moves=10)
    p["turn_state"]["target"] = 3
    refused(p, r"turn_state\.target: seat 3 is out of range \(0 to 2\)")


def test_a_per_seat_list_of_the_wrong_length():
    p = position(players=4)
    refused(p, "players: must list 3, not 4")


def test_a_phase_that_cannot_hold_the_data():
    p = position()  # the bid phase of round 1
    p["step"] = "cargo"
    refused(p, "step: 'cargo' is not a step of the bid phase")
    p = position()
    p["players"][0]["pick"] = p["players"][0]["hand"][0]
    refused(p, "a sealed pick is made in the team phase only")
    p = position()
    p["drawn"] = p["relic_deck"][:2]
    del p["relic_deck"][:2]
    refused(p, "drawn: relics are drawn for a relic symbol while mining only")
    p = position(advanced=True)
    p["players"][0]["hand"] = p["players"][0]["aside"][:0] + ["x"]
    with pytest.raises(PositionError):
        load(p, advanced=True)


def test_an_unknown_field_and_a_wrong_type():
    p = position()
    p["players"][0]["gold"] = 3
    refused(p, r"players\[0\]\.gold: is not a field of this position")
    p = position()
    p["players"][0]["sealed"] = "no"
    refused(p, r"players\[0\]\.sealed: must be true or false")
