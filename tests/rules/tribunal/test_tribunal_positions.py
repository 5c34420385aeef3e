"""Grand Tribunal's positions (rules/tribunal/position.py): a position written by hand loads
and plays, scripted dice decide a contested roll, and every malformed position is refused
with the field and the reason. The round trip at every decision of seeded games is
tests/rules/test_positions.py's."""

from __future__ import annotations

import random

import pytest
import yaml
from tribunal_helpers import check_invariants, new_state, past_setup

from rules.core.errors import PositionError
from rules.core.game import Config
from rules.core.position import edit
from rules.tribunal.actions import Activate, EndTurn, Gather, Join
from rules.tribunal.state import TribunalState


def position(players=3, seed=2, moves=0, **options) -> dict:
    st = new_state(players, seed, **options)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = st.to_act()[0]
        st.apply(seat, rng.choice(st.legal(seat)))
    return st.to_position()


def load(p, players=3, **options):
    return TribunalState.from_position(Config(players, options=options), p)


def refused(p, match, players=3, **options):
    with pytest.raises(PositionError, match=match):
        load(p, players, **options)


def test_piles_are_listed_top_first():
    st = past_setup(new_state(3, 1))
    p = st.to_position()
    assert p["decks"]["items"][0] == st.deck["items"][-1]
    seat = st.to_act()[0]
    assert load(p).deck["items"][-1] == p["decks"]["items"][0]
    assert st.legal(seat) == load(p).legal(seat)


def test_scripted_dice_decide_a_contested_roll():
    """The gatherer rolls 6 (thrown again), then 4; the joiner rolls 2."""

    def contested(p):
        p["rng"] = {"seed": 5, "dice": [6, 4, 2]}

    st = edit(past_setup(new_state(3, 3)), contested)
    seat = st.to_act()[0]
    while st.step == "praeco":
        st.apply(seat, st.legal(seat)[0])
    x, y = st.cards.register["contested"][0][0]
    st.apply(seat, Gather("contested"))
    assert st.rolls[0].faces == (6, 4) and st.rolls[0].vis == x + 4
    st.apply(st.to_act()[0], Join(True))
    assert st.rolls[1].faces == (2,) and st.rolls[1].vis == y + 2
    # and a position written after the roll keeps what is left of the script
    assert st.to_position()["rng"].get("dice") is None


HAND_WRITTEN = """
# The second round of the first Tribunal, as a tutorial would set it: Ana (seat 1) is the
# Praeco; it is Bruno's turn (seat 2), his Mist Orb completed, face down, and a Spell on
# the way. Decks are "rest": every card placed nowhere else, shuffled by the seed.
tribunal: 1
round: 2
praeco: 1
dealer: 2
phase: turn
step: main
setup: null
turn: 1
used: []
praeco_votes: []
advance: []
casting: null
resource: null
effect_left: 0
joining: null
rolls: []
presenting: []
decks: {items: rest, spells: rest, resources: rest}
discards: {items: [], spells: [], resources: []}
rows:
  items: [i_star_orb, i_vigour_potion, i_obsidian_orb]
  spells: [s_fairy_gold, s_quintessence, s_labour_elixir]
regio: 141
concilium: 18
votes: {orbs: 2, alchemical: 2, potions: 1, healing: 1}
registers: {uncontested: [1, 1], contested: [1, 0]}
players:
  - {vis: 12, hand: [i_seer_s_orb, s_transmute_lead, r_cat_familiar], laboratory: [], library: [], vault: [],
     awarded: [], points: [0, 0, 0]}
  - {vis: 13, hand: [i_amber_orb, s_distil_vis], laboratory: [{card: i_twilight_orb, face_up: true, vis: 1}],
     library: [], vault: [{card: r_raven_familiar, face_up: false}], awarded: [], points: [0, 0, 0]}
  - {vis: 10, hand: [s_universal_solvent], laboratory: [{card: i_mist_orb, face_up: false, vis: 2}],
     library: [{card: s_salt_of_mercury, face_up: true, vis: 1}], vault: [], awarded: [], points: [0, 0, 0]}
sheet: []
rng: {seed: 12}
"""


def test_a_position_written_by_hand_loads_and_plays():
    st = load(yaml.safe_load(HAND_WRITTEN))
    assert st.to_act() == (2,) and st.step == "main" and st.round == 2
    assert Activate("i_mist_orb") in st.legal(2)  # completed: its owner may activate it now
    assert st.view(0).players_view[2].laboratory[0].id is None  # face down to the others
    assert load(yaml.safe_load(HAND_WRITTEN)).deck == st.deck  # the same "rest" from the same seed
    rng = random.Random(3)
    while not st.is_over():
        seat = st.to_act()[0]
        st.apply(seat, rng.choice(st.legal(seat)))
    check_invariants(st)


# -- malformed positions: each refused with the field and the reason -----------------------
def test_a_card_in_two_places():
    p = position(moves=30)
    p["players"][1]["hand"].append(p["players"][0]["hand"][0])
    refused(p, r"players\[1\]\.hand\[\d+\]: card '\w+' is also in players\[0\]\.hand")


def test_a_missing_card():
    p = position(moves=30)
    gone = p["decks"]["spells"].pop()
    refused(p, f"card '{gone}' is in no place")


def test_a_card_in_the_wrong_zone():
    p = position(moves=30)
    spell = p["decks"]["spells"].pop()
    p["players"][0]["laboratory"].append({"card": spell, "face_up": True})
    refused(p, r"players\[0\]\.laboratory\[\d+\]\.card: '\w+' is a Spell, not an Item")


def test_counts_above_the_supply():
    p = position(moves=30)
    p["regio"] += 1
    refused(p, r"regio: \d+ vis in all .*: more than the 180 the game has")
    p = position(moves=30)
    p["votes"]["orbs"] += 1
    refused(p, "concilium: 25 vote counters in all")


def test_more_vis_on_a_card_than_its_advance():
    st = past_setup(new_state(3, 2))

    def overpaid(p):
        card = p["players"][0]["hand"].pop(0)
        p["players"][0]["laboratory" if card in st.cards.items else "library"].append(
            {"card": card, "face_up": True, "vis": 9}
        )
        p["regio"] -= 9

    with pytest.raises(PositionError, match=r"\.vis: 9 vis on a card whose advance is \d"):
        edit(st, overpaid)


def test_a_seat_out_of_range_and_a_per_seat_list_of_the_wrong_length():
    p = position(moves=20)
    p["praeco"] = 5
    refused(p, r"praeco: seat 5 is out of range \(0 to 2\)")
    p = position(players=4, moves=20)
    p.update(praeco=0, dealer=2)
    refused(p, r"players: must list 3, not 4")


def test_a_phase_that_cannot_hold_the_data():
    p = position(moves=20)
    p["step"] = "present"
    refused(p, "step: 'present' is not a step of the turn phase")
    p = position(moves=20)
    p["presenting"] = [0]
    refused(p, "presenting: only while a Tribunal is held")
    p = position()  # setup
    p["rows"]["items"] = p["decks"]["items"][:3]
    del p["decks"]["items"][:3]
    refused(p, "rows: the face-up rows are turned after the setup draws")
    p = position(moves=20)
    p["step"] = "keep"
    refused(p, "step: a cast Spell or a played Resource waits for its effect or keep step, not keep")
    p = position(moves=20)
    p.update(phase="over", step=None, turn=0, advance=[], casting=None, resource=None, joining=None, effect_left=0)
    refused(p, "phase: the game is over only after the Grand Tribunal")


def test_a_setup_hand_of_the_wrong_size():
    p = position()
    p["players"][0]["hand"].append(p["decks"]["resources"].pop(0))
    refused(p, r"players\[0\]\.hand: holds 2 cards at this point of the setup")


def test_an_unknown_field_and_a_wrong_type():
    p = position(moves=10)
    p["players"][0]["score"] = 3
    refused(p, r"players\[0\]\.score: is not a field of this position")
    p = position(moves=10)
    p["tribunal"] = "1"
    refused(p, "tribunal: must be a whole number")


def test_a_tribunal_reached_from_a_position_without_playing_every_turn():
    st = edit(past_setup(new_state(4, 6)), lambda p: p.update(round=4, praeco=3, turn=3, step="main"))
    st.apply(st.to_act()[0], EndTurn())
    while st.step == "discard":
        st.apply(st.to_act()[0], st.legal(st.to_act()[0])[0])
    assert st.tribunal == 2 and any(e.key == "tribunal.tribunal_done" for e in st.events)
    check_invariants(st)
