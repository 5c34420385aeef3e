"""Extraer Vis and Reunir Vis: the Vis Source Register and the contested roll, with the
errata (2 vis to the gatherer) and rulings T-7, T-8, T-9."""

import random

from tribunal_helpers import at_main, check_invariants, new_state

from rules.core.position import edit
from rules.tribunal.actions import EndTurn, Gather, Join
from rules.tribunal.vis import roll


def test_the_uncontested_source_gives_x_to_the_gatherer_and_y_to_every_other():
    st = at_main(4)
    x, y = st.cards.register["uncontested"][0][0]
    st.apply(0, Gather("uncontested"))
    assert st.store == [12 + x] + [12 + y] * 3
    assert st.reg["uncontested"] == [1, 1] and st.actions_left() == 0


def test_the_counter_leaves_for_the_next_tribunal_after_its_last_space():
    st = at_main()
    spaces = st.cards.register["uncontested"][0]
    st = edit(st, lambda p: p["registers"].update(uncontested=[1, len(spaces) - 1]))
    st.apply(0, Gather("uncontested"))
    assert st.reg["uncontested"] == [2, 0]
    st.apply(0, EndTurn())
    assert Gather("uncontested") not in st.legal(1)  # nothing more from it until Tribunal 2
    assert any(e.key == "tribunal.register_moves" for e in st.events)


def test_a_roll_rerolls_one_and_six():
    st = new_state(3, 0)
    for seed in range(200):
        st.rng = random.Random(seed)
        faces = roll(st)
        assert 2 <= faces[-1] <= 5 and all(f in (1, 6) for f in faces[:-1])


def test_the_contested_source_asks_each_other_seat_in_order_and_a_joiner_pays_two():  # T-7, T-8
    st = at_main(3, seed=4)
    x, y = st.cards.register["contested"][0][0]
    st.apply(0, Gather("contested"))
    got0 = st.rolls[0].vis
    assert got0 == x + st.rolls[0].faces[-1] and st.store[0] == 12 + got0
    assert st.step == "join" and st.to_act() == (1,)  # the other seat decides
    assert st.legal(1) == [Join(True), Join(False)]
    st.apply(1, Join(True))
    assert st.store[0] == 12 + got0 + 2
    assert st.store[1] == 12 - 2 + st.rolls[1].vis and st.rolls[1].vis == y + st.rolls[1].faces[-1]
    assert st.to_act() == (2,)
    st.apply(2, Join(False))
    assert st.step == "main" and st.to_act() == (0,) and st.store[2] == 12
    check_invariants(st)


def test_a_player_without_two_vis_is_passed_over():  # T-8
    def poor(p):
        p["regio"] += p["players"][1]["vis"] - 1
        p["players"][1]["vis"] = 1

    st = edit(at_main(3, seed=4), poor)
    st.apply(0, Gather("contested"))
    assert st.to_act() == (2,)
    assert any(e.key == "tribunal.join_pass" and e.params["seat"] == 1 for e in st.events)


def test_a_gain_takes_only_what_the_regio_has():  # T-9
    def drained(p):
        p["players"][1]["vis"] += p["regio"] - 1
        p["regio"] = 1

    st = edit(at_main(), drained)
    st.apply(0, Gather("uncontested"))
    assert st.regio == 0
    check_invariants(st)


def test_the_view_of_the_joiner_shows_the_gatherers_roll():
    st = at_main(3, seed=2)
    st.apply(0, Gather("contested"))
    v = st.view(1)
    assert v.gatherer == 0 and v.rolls[0].seat == 0 and v.joiners == (1, 2) and v.to_act == (1,)
