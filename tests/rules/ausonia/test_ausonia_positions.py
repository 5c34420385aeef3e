"""Ausonia's positions (rules/ausonia/position.py): a position written by hand (designs
alone, "rest" piles) loads and plays, and every malformed position is refused with the
field and the reason. The round trip at every decision of seeded games is
tests/rules/test_positions.py's."""

from __future__ import annotations

import random

import pytest
import yaml
from ausonia_helpers import check_invariants, new_state

from rules.ausonia.actions import Play
from rules.ausonia.state import AusoniaState
from rules.core.errors import PositionError
from rules.core.game import Config


def position(players=2, seed=4, moves=0) -> dict:
    st = new_state(players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = st.to_act()[0]
        st.apply(seat, rng.choice(st.legal(seat)))
    return st.to_position()


def load(p, players=2):
    return AusoniaState.from_position(Config(players), p)


def refused(p, match, players=2):
    with pytest.raises(PositionError, match=match):
        load(p, players)


def test_piles_are_listed_top_first_and_cards_name_their_design():
    st = new_state(2, 6)
    p = st.to_position()
    seat = st.order[0]
    assert p["players"][seat]["draw"][0] == f"{st.cards.cards[st.draw[seat][-1]].id}#{st.draw[seat][-1]}"
    assert p["favour_deck"][0].endswith(f"#{st.favour_deck[-1]}")
    assert load(p).legal(seat) == st.legal(seat)


HAND_WRITTEN = """
# Ana (seat 0) begins, with a hand chosen for a lesson; the rest of each deck is shuffled.
round: 1
first: 0
turn: 0
phase: action
final: false
offer: [broker, captain, courier, guild_master]
favour_deck: rest
power_deck: rest
players:
  - influence: 10
    hand: [rainbow_i, sanguine_i, scribe, emerald_i, sanguine_i, rainbow_plain_i]
    draw: rest
    known_on_top: {everyone: 0, owner: 0}
    discard: []
    play: []
    bought: []
    seal: []
    raised: []
    fountains: []
  - influence: 10
    hand: [sanguine_ii, emerald_ii, rainbow_plain_ii, sanguine_ii, pair_ii, rainbow_ii]
    draw: rest
    discard: []
    play: []
    bought: []
    seal: []
    raised: []
    fountains: []
turn_state:
  gems: {}
  spent: {}
  spent_by: []
  used: []
  keywords: []
  guilds: []
  sealed_now: []
  unsealed_now: []
  step: null
  keyword: null
  left: 0
  source: null
  target: null
  queue: []
  revealed: []
rng: {seed: 21}
"""


def test_a_position_written_by_hand_loads_and_plays():
    data = yaml.safe_load(HAND_WRITTEN)
    st = load(data)
    assert st.to_act() == (0,) and len(st.hand[0]) == 6 and len(st.draw[0]) == 6
    assert [st.cards.cards[c].id for c in st.hand[0]][:2] == ["rainbow_i", "sanguine_i"]
    assert load(yaml.safe_load(HAND_WRITTEN)).draw == st.draw  # the same "rest" for the same seed
    st.apply(0, Play(st.hand[0][0]))
    rng = random.Random(2)
    for _ in range(300):
        if st.is_over():
            break
        seat = st.to_act()[0]
        st.apply(seat, rng.choice(st.legal(seat)))
    check_invariants(st)


# -- malformed positions: each refused with the field and the reason -----------------------
def test_a_card_in_two_places_and_a_missing_card():
    p = position(moves=10)
    p["players"][1]["hand"].append(p["offer"][0])
    refused(p, r"players\[1\]\.hand\[\d+\]: card '\w+#\d+' is also in offer")
    p = position(moves=10)
    gone = p["favour_deck"].pop()
    refused(p, f"card '{gone}' is in no place")


def test_a_card_of_another_players_starter_deck():
    p = position()
    a, b = p["players"][0]["draw"].pop(), p["players"][1]["draw"].pop()
    p["players"][0]["draw"].append(b)
    p["players"][1]["draw"].append(a)
    refused(p, r"players\[0\]: \w+#\d+ is of Inicio 2, not this player's")


def test_a_design_with_every_copy_placed():
    p = position()
    p["players"][0]["hand"][0] = "broker"
    p["offer"] = [c for c in p["offer"] if not c.startswith("broker")] + [p["favour_deck"].pop(0)]
    p["favour_deck"] = [c for c in p["favour_deck"] if not c.startswith("broker")]
    refused(p, r"players\[0\]\.hand\[0\]: every copy of 'broker' is placed already|is in no place")


def test_a_seat_out_of_range_and_a_per_seat_list_of_the_wrong_length():
    p = position()
    p["first"] = 2
    refused(p, r"first: seat 2 is out of range \(0 to 1\)")
    p = position(players=3)
    refused(p, "players: must list 2, not 3")


def test_counts_the_rules_do_not_allow():
    p = position()
    p["players"][0]["known_on_top"] = {"everyone": 0, "owner": 9}
    refused(p, r"players\[0\]\.known_on_top\.owner: 9 known of a draw pile of 6")
    p = position()
    p["players"][1]["influence"] = 61
    refused(p, "final: someone has 60 influence")
    p = position()
    p["offer"].append(p["favour_deck"].pop())
    refused(p, "offer: the offer row holds four cards")


def test_a_phase_that_cannot_hold_the_data():
    p = position()
    p["turn_state"]["step"] = "foresee"
    refused(p, "turn_state.keyword: the foresee step resolves")
    p = position()
    p["turn_state"].update(step="manipulate", keyword="manipulation", left=1)
    refused(p, "turn_state.source: a keyword resolves for a card of the active player's")
    p = position()
    p["phase"] = "over"
    refused(p, "phase: the game is over after the last player's turn of the last round")
    p = position()
    p["turn_state"]["queue"] = [["influence", 2]]
    refused(p, "turn_state.step: no keyword is being resolved")


def test_an_unknown_field_and_a_wrong_type():
    p = position()
    p["players"][0]["gold"] = 3
    refused(p, r"players\[0\]\.gold: is not a field of this position")
    p = position()
    p["round"] = 0
    refused(p, "round: 0 is out of range")
