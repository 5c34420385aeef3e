"""El Viejo Imperio's positions (rules/imperio/position.py): piles read top first, a
position written by hand (with "rest" piles) loads and plays, and every malformed position
is refused naming the field and what is wrong. The round trip at every decision is
tests/rules/test_positions.py's."""

from __future__ import annotations

import random

import pytest
import yaml
from imperio_helpers import electors, fixture_cards, new_state, plains

from rules.core.errors import PositionError
from rules.core.game import Config
from rules.core.position import edit
from rules.imperio.actions import DeclareElector, Play
from rules.imperio.state import ImperioState

CARDS = fixture_cards()


def load(data, players=3, grand=False):
    return ImperioState.from_position(Config(players, options={"grand": grand}), data, cards=CARDS)


def position(players=3, seed=5, moves=0, grand=False) -> dict:
    state = new_state(players, seed=seed, grand=grand)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal(seat)))
    return state.to_position()


def refused(data, match, players=3, grand=False):
    with pytest.raises(PositionError, match=match):
        load(data, players, grand)


def test_piles_are_listed_top_first():
    state = new_state(3, seed=8)
    p = state.to_position()
    assert p["event_pile"][0] == state.event_pile[-1]  # the next event to come up
    assert p["monarch_pile"][0] == state.pile[-1]  # the card an Elector draws next
    for seat in range(3):  # round 1: the next event is the top of the pile
        state.apply(seat, state.legal(seat)[0])
    assert state.event == p["event_pile"][0]


# a round-11 position as a tutorial author writes it: the hands, the event, the rest
HAND_WRITTEN = """
deal: 1
round: 11
leader: 1
over: false
event: e05
event_pile: []
won: [[[e00, e01, e02, e03]], [[e04, e06, e07]], [[e08, e09, e10]]]
hands: [[m04], [m06], [m08]]
monarch_pile: rest
removed: []
electors_this_round: 0
played: []  # the 30 cards of the ten rounds played: the test lists them
trick: []
sealed: [null, null, null]
must_replace: null
last: null
rng: {seed: 4}
"""


def test_a_position_written_by_hand_loads_and_plays_to_the_end():
    data = yaml.safe_load(HAND_WRITTEN)
    # the 30 cards of the ten rounds played: any 30 others (a test may list them)
    taken = {"m04", "m06", "m08"}
    data["played"] = [c for c in plains(CARDS) if c not in taken][:30]
    state = load(data)
    assert state.round == 11 and state.to_act() == (1,) and state.event == "e05"
    assert len(state.pile) == 69 - 3 - 30 and len(state.to_position()["event_box"]) == 38 - 11
    for seat in (1, 2, 0):
        state.apply(seat, state.legal(seat)[0])
    assert state.is_over() and sum(len(w) for w in state.won) == 11
    again = load(data)  # "rest" piles are shuffled by the position's rng: the same each time
    assert again.pile == load(data).pile


def test_an_edited_position_is_a_new_state_with_its_own_legal_actions():
    state = new_state(3, seed=2)
    for seat in range(3):
        state.apply(seat, state.legal(seat)[0])
    before = state.legal(state.to_act()[0])
    elector = next(c for c in electors(CARDS) if c in state.pile)
    seat = state.to_act()[0]

    def give_elector(p):
        i = p["monarch_pile"].index(elector)
        p["monarch_pile"][i], p["hands"][seat][0] = p["hands"][seat][0], elector

    changed = edit(state, give_elector)
    assert DeclareElector(elector) in changed.legal(seat) and DeclareElector(elector) not in before
    assert changed.hands[seat][0] == elector and elector in state.pile  # the original is untouched


def test_an_elector_declared_this_round_changes_the_symbols_it_reads_back():
    state = new_state(3, seed=3)
    for seat in range(3):
        state.apply(seat, state.legal(seat)[0])
    seat = state.to_act()[0]
    p = state.to_position()
    elector = next(c for c in electors(CARDS) if c in p["monarch_pile"])
    i = p["monarch_pile"].index(elector)
    p["monarch_pile"][i], p["hands"][seat][0] = p["hands"][seat][0], elector
    state = load(p)
    state.apply(seat, DeclareElector(elector))
    again = load(state.to_position())
    assert again.criteria == state.criteria != CARDS.events[state.event].criteria
    assert again.to_act() == (seat,) and all(isinstance(a, Play) for a in again.legal(seat))


# -- malformed positions: each refused with the field and the reason -----------------------
def test_a_card_in_two_places():
    p = position(moves=5)
    p["hands"][1].append(p["hands"][0][0])
    refused(p, r"hands\[1\]\[\d+\]: monarch 'm\d\d' is also in hands\[0\]")


def test_a_missing_card():
    p = position(moves=5)
    gone = p["monarch_pile"].pop()
    refused(p, f"monarch '{gone}' is in no place")


def test_an_unknown_card():
    p = position()
    p["hands"][0][0] = "napoleon"
    refused(p, r"hands\[0\]\[0\]: monarch 'napoleon' is not one of this game's")


def test_an_event_won_twice():
    p = position(moves=8)
    p["won"][2][0].append(p["event"])
    refused(p, "is also in event")


def test_a_seat_out_of_range():
    p = position(moves=4)
    p["leader"] = 3
    refused(p, r"leader: seat 3 is out of range \(0 to 2\)")
    p = position(moves=4)
    p["trick"] = [[5, p["hands"][0][0]]]
    refused(p, r"trick\[0\]: seat 5 is out of range")


def test_a_per_seat_list_of_the_wrong_length():
    p = position(players=4)
    refused(p, r"won: must list one entry a seat \(3 seats\), not 4", players=3)


def test_hands_that_the_round_cannot_hold():
    p = position(moves=3)
    p["monarch_pile"].append(p["hands"][0].pop())
    refused(p, r"hands\[0\]: round 2: seat 0 holds 10 monarchs, not 9")


def test_a_phase_that_cannot_hold_the_data():
    p = position()  # round 1, a sealed choice
    p["trick"] = [[0, p["hands"][0].pop()]]
    refused(p, "trick: round 1 is a sealed choice")
    p = position(moves=3)  # round 2, played in turn
    p["sealed"][0] = p["hands"][0].pop()
    refused(p, "sealed: only round 1 is a sealed choice, not round 2")
    p = position(moves=3)
    p["over"] = True
    refused(p, "event: the game is over")
    p = position(moves=3)
    p["must_replace"] = p["leader"]
    refused(p, "electors_this_round: a seat must replace an Elector")


def test_a_count_the_rounds_do_not_allow():
    p = position(moves=6)
    p["won"][0][0].append(p["event_pile"].pop(0))
    refused(p, "events won: deal 1, round 3 means 2")
    p = position(moves=6)
    p["event_box"].append(p["event_pile"].pop())
    refused(p, "the short game plays 11 events, not 10")


def test_the_last_round_must_be_the_one_its_winner_won():
    p = position(moves=3)
    winner = next(s for s in range(3) if p["won"][s][0])
    other = (winner + 1) % 3
    p["won"][other][0], p["won"][winner][0] = p["won"][winner][0], []
    refused(p, "who did not win it")


def test_wrong_types_and_unknown_fields():
    p = position()
    p["round"] = "2"
    refused(p, "round: must be a whole number, not '2'")
    p = position()
    p["over"] = 0
    refused(p, "over: must be true or false, not 0")
    p = position()
    p["score"] = 3
    refused(p, "score: is not a field of this position")
    p = position()
    del p["rng"]
    refused(p, "rng: is missing")
