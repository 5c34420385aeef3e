"""Grand Tribunal's setup and turn, rule by rule (Preparación, Praeco, Orden del Turno,
Acciones), and the rulings they touch (T-2, T-3, T-4, T-10, T-13, T-14, T-19)."""

import pytest
from tribunal_helpers import at_main, check_invariants, give, new_state, past_setup

from rules.core.errors import IllegalAction
from rules.core.position import edit, top_first
from rules.tribunal.actions import (
    Activate,
    Advance,
    Cast,
    Discard,
    Done,
    Draw,
    DrawResource,
    EndTurn,
    Extract,
    Install,
    KeepSpell,
    PlayResource,
    PraecoVote,
    Take,
    ToSanctum,
    Vote,
)


def test_setup_deals_an_item_and_a_spell_then_three_draws_from_the_dealers_right():
    st = new_state(4, 1)
    cs = st.cards
    for s in range(4):
        assert [cs.kind_of[c] for c in st.hand[s]] == ["items", "spells"]
    assert st.row == {"items": [], "spells": []}  # turned up after the draws
    assert st.store == [12] * 4 and st.reg == {"uncontested": [1, 0], "contested": [1, 0]}
    # the dealer is the seat right of the first Praeco (seat 0); draws go right from the dealer's right
    assert st.dealer == 3 and st.setup_order == [2, 1, 0, 3]
    order = []
    while st.phase == "setup":
        (seat,) = st.to_act()
        order.append(seat)
        st.apply(seat, Draw("resources"))
    assert order == [2, 2, 2, 1, 1, 1, 0, 0, 0, 3, 3, 3]
    assert all(len(h) == 5 for h in st.hand)
    assert len(st.row["items"]) == 3 and len(st.row["spells"]) == 3
    assert st.to_act() == (0,) and st.step == "praeco"


def test_the_praeco_places_three_votes_on_three_different_spaces_not_as_an_action():
    st = past_setup(new_state(3, 0))
    st.apply(0, PraecoVote("wands"))
    with pytest.raises(IllegalAction):
        st.apply(0, PraecoVote("wands"))
    st.apply(0, PraecoVote("runic"))
    st.apply(0, PraecoVote("healing"))
    assert st.step == "main" and st.used == [] and st.actions_left() == 2
    assert sum(st.votes) == 3 and st.concilium == 21


def test_two_different_actions_then_no_more():
    st = at_main()
    st.apply(0, Vote("wands"))
    with pytest.raises(IllegalAction, match="already taken this turn"):
        st.apply(0, Vote("runic"))
    st.apply(0, Extract())
    with pytest.raises(IllegalAction, match="both actions"):
        st.apply(0, Take(st.row["items"][0], "sanctum"))
    assert EndTurn() in st.legal(0)


def test_both_actions_are_optional():  # T-2
    st = at_main()
    st.apply(0, EndTurn())
    assert st.to_act() == (1,) and st.step == "main"


def test_taking_an_item_and_a_spell_is_one_action():  # T-4
    st = at_main()
    item = st.row["items"][0]
    st.apply(0, Take(item, "sanctum"))
    assert item in st.lab[0] and item in st.face_up and len(st.row["items"]) == 3
    assert not any(isinstance(a, Take) for a in st.legal(0))


def test_a_blind_take_goes_face_down_into_the_sanctum():
    st = at_main()
    top = st.deck["spells"][-1]
    st.apply(0, Take("spells", "sanctum"))
    assert top in st.library[0] and top not in st.face_up
    assert st.view(1).players_view[0].library[-1].id is None
    assert st.view(0).players_view[0].library[-1].id == top


def test_a_double_action_needs_both_actions():
    st = at_main()
    assert DrawResource("sanctum") in st.legal(0)
    st.apply(0, Extract())
    assert DrawResource("sanctum") not in st.legal(0)
    with pytest.raises(IllegalAction, match="double action"):
        st.apply(0, DrawResource("sanctum"))


def test_advance_one_vis_on_up_to_three_cards():
    st = at_main()
    cards = ["i_mist_orb", "i_star_orb", "i_seer_s_orb"]
    for c in cards:
        give(st, 0, c)
    st.apply(0, Advance(cards[0]))
    assert st.step == "advance"
    legal = st.legal(0)
    assert Advance(cards[0]) in legal and Advance(cards[1]) in legal
    st.apply(0, Advance(cards[1]))
    assert Advance(cards[0]) not in st.legal(0)  # not two on one card after one on another
    st.apply(0, Advance(cards[2]))
    assert st.step == "main" and [st.vis_on[c] for c in cards] == [1, 1, 1]
    assert st.store[0] == 9 and st.used == ["advance"]


def test_advance_up_to_two_on_one_card():
    st = at_main()
    give(st, 0, "i_star_orb")  # advance 4
    give(st, 0, "i_mist_orb")
    st.apply(0, Advance("i_star_orb"))
    st.apply(0, Advance("i_star_orb"))
    assert st.step == "main" and st.vis_on["i_star_orb"] == 2


def test_an_advance_may_stop_after_one_vis():
    st = at_main()
    give(st, 0, "i_star_orb")
    give(st, 0, "i_mist_orb")
    st.apply(0, Advance("i_star_orb"))
    st.apply(0, Done())
    assert st.step == "main" and st.vis_on == {"i_star_orb": 1}


def test_a_card_takes_no_more_vis_than_its_cost_and_activation_returns_it():  # T-14
    st = at_main()
    give(st, 0, "i_mist_orb", up=False)  # advance 2
    st.apply(0, Advance("i_mist_orb"))
    st.apply(0, Advance("i_mist_orb"))
    assert Advance("i_mist_orb") not in st.legal(0)
    regio = st.regio
    st.apply(0, Activate("i_mist_orb"))
    assert "i_mist_orb" in st.active and "i_mist_orb" in st.face_up and "i_mist_orb" not in st.vis_on
    assert st.regio == regio + 2 and st.used == ["advance"]  # activating is not an action


def test_fast_rotation_activates_at_once():
    st = at_main(fast_rotation=True)
    give(st, 0, "i_mist_orb", up=False)
    st.apply(0, Advance("i_mist_orb"))
    st.apply(0, Advance("i_mist_orb"))
    assert "i_mist_orb" in st.active and "i_mist_orb" not in st.vis_on


def test_double_advance_lets_both_actions_advance():
    st = at_main(double_advance=True)
    give(st, 0, "i_star_orb")
    st.apply(0, Advance("i_star_orb"))
    st.apply(0, Done())
    st.apply(0, Advance("i_star_orb"))
    st.apply(0, Done())
    assert st.vis_on["i_star_orb"] == 2 and st.actions_left() == 0
    plain = at_main()
    give(plain, 0, "i_star_orb")
    plain.apply(0, Advance("i_star_orb"))
    plain.apply(0, Done())
    assert Advance("i_star_orb") not in plain.legal(0)


def test_install_only_an_active_spell_on_an_active_item_with_a_free_slot_of_its_category():
    st = at_main()
    give(st, 0, "i_mist_orb", active=True)  # slots: alchemical 1
    give(st, 0, "s_transmute_lead", zone="library", active=True)  # alchemical
    give(st, 0, "s_distil_vis", zone="library", active=True)  # alchemical
    give(st, 0, "s_tremor", zone="library", active=True)  # elemental
    legal = st.legal(0)
    assert Install("s_transmute_lead", "i_mist_orb") in legal
    assert Install("s_tremor", "i_mist_orb") not in legal
    st.apply(0, Install("s_transmute_lead", "i_mist_orb"))
    assert Install("s_distil_vis", "i_mist_orb") not in st.legal(0)  # its one slot is taken
    assert st.used == []  # a free action
    give(st, 0, "i_star_orb")  # not active
    assert not any(a == Install("s_distil_vis", "i_star_orb") for a in st.legal(0))


def test_cast_a_spell_then_keep_it_for_two_vis():  # T-19
    st = at_main()
    give(st, 0, "i_mist_orb", active=True)
    give(st, 0, "s_distil_vis", zone="library", active=True)  # gain_vis 5
    st.apply(0, Install("s_distil_vis", "i_mist_orb"))
    st.apply(0, Cast("i_mist_orb", "s_distil_vis"))
    assert st.store[0] == 17 and st.step == "keep"
    st.apply(0, KeepSpell(True))
    assert st.store[0] == 15 and "s_distil_vis" in st.library[0]
    assert "s_distil_vis" not in st.active and "s_distil_vis" in st.face_up
    check_invariants(st)


def test_a_cast_spell_not_kept_is_discarded():
    st = at_main()
    give(st, 0, "i_mist_orb", active=True)
    give(st, 0, "s_distil_vis", zone="library", active=True)
    st.apply(0, Install("s_distil_vis", "i_mist_orb"))
    st.apply(0, Cast("i_mist_orb", "s_distil_vis"))
    st.apply(0, KeepSpell(False))
    assert st.discard["spells"] == ["s_distil_vis"] and st.installed["i_mist_orb"] == []


def test_a_played_resource_is_discarded_and_cheap_resources_are_free():  # T-11
    st = at_main()
    give(st, 0, "r_vis_vessel", zone="vault", up=False)
    st.apply(0, PlayResource("r_vis_vessel"))
    assert st.store[0] == 17 and st.discard["resources"] == ["r_vis_vessel"] and st.used == ["play_resource"]
    cheap = at_main(cheap_resources=True)
    give(cheap, 0, "r_vis_vessel", zone="vault", up=False)
    give(cheap, 0, "r_vis_phial", zone="vault", up=False)
    cheap.apply(0, PlayResource("r_vis_vessel"))
    cheap.apply(0, PlayResource("r_vis_phial"))
    assert cheap.used == [] and cheap.store[0] == 21  # 5 + 4


def test_extract_gives_one_vis_before_the_grand_tribunal_and_two_before_it():
    st = at_main()
    st.apply(0, Extract())
    assert st.store[0] == 13
    # the rounds before the Grand Tribunal: the register's counters in its area too
    st2 = edit(at_main(), lambda p: p.update(tribunal=3, registers={"uncontested": [3, 0], "contested": [3, 0]}))
    st2.apply(0, Extract())
    assert st2.store[0] == 14


def test_cards_go_from_hand_to_the_sanctum_face_down_and_the_hand_is_discarded_to_five():
    st = at_main(hand_or_sanctum=True)
    card = st.hand[0][0]
    st.apply(0, ToSanctum(card))
    assert card in st.lab[0] + st.library[0] + st.vault[0] and card not in st.face_up
    st.apply(0, Take(st.row["items"][0], "hand"))  # the hand-or-Sanctum variant
    st.apply(0, Extract())
    for c in ("r_vis_phial", "r_bribe"):
        give(st, 0, c, zone="hand", up=False)
    assert len(st.hand[0]) == 7
    st.apply(0, EndTurn())
    assert st.step == "discard" and st.to_act() == (0,)
    st.apply(0, Discard("r_vis_phial"))
    st.apply(0, Discard("r_bribe"))
    assert len(st.hand[0]) == 5 and st.to_act() == (1,)
    assert st.discard["resources"] == ["r_vis_phial", "r_bribe"]


def test_secret_cards_go_face_down_even_from_the_row():
    st = at_main(secret_cards=True)
    item = st.row["items"][0]
    st.apply(0, Take(item, "sanctum"))
    assert item in st.lab[0] and item not in st.face_up


def test_the_vote_counters_can_run_out():  # T-10
    st = edit(at_main(), lambda p: p.update(concilium=0, votes={**p["votes"], "orbs": p["votes"]["orbs"] + 21}))
    assert not any(isinstance(a, Vote) for a in st.legal(0))


def test_an_illegal_action_names_a_reason():
    st = at_main()
    with pytest.raises(IllegalAction) as err:
        st.apply(0, Install("s_tremor", "i_mist_orb"))
    assert "not legal" in str(err.value) and "Vote" in str(err.value)
    with pytest.raises(IllegalAction, match="not seat 1's turn"):
        st.apply(1, EndTurn())


def test_an_awarded_item_still_takes_spells_and_casts_them():
    st = at_main()
    give(st, 0, "i_mist_orb", zone="awarded", active=True)
    st.award["i_mist_orb"] = (1, 1)
    give(st, 0, "s_transmute_lead", zone="library", active=True)
    st.apply(0, Install("s_transmute_lead", "i_mist_orb"))
    assert Cast("i_mist_orb", "s_transmute_lead") in st.legal(0)


def test_no_free_action_in_the_middle_of_an_advance():  # T-13
    st = at_main()
    give(st, 0, "i_star_orb")
    give(st, 0, "i_mist_orb")
    give(st, 0, "s_transmute_lead", zone="library", active=True)
    give(st, 0, "i_seer_s_orb", active=True)
    st.apply(0, Advance("i_star_orb"))
    assert all(isinstance(a, (Advance, Done)) for a in st.legal(0))


def test_hand_or_sanctum_lets_a_resource_go_to_the_hand():
    st = at_main(hand_or_sanctum=True)
    top = st.deck["resources"][-1]
    assert DrawResource("hand") in st.legal(0)
    st.apply(0, DrawResource("hand"))
    assert top in st.hand[0] and st.actions_left() == 0
    plain = at_main()
    assert DrawResource("hand") not in plain.legal(0)


def test_an_empty_deck_cannot_be_taken_from_blind():  # T-18
    def deck_to_discard(p):
        p["discards"]["items"] += p["decks"]["items"]
        p["decks"]["items"] = []

    st = edit(at_main(), deck_to_discard)
    assert Take("items", "sanctum") not in st.legal(0)
    item = st.row["items"][0]
    st.apply(0, Take(item, "sanctum"))
    assert len(st.row["items"]) == 2 and any(e.key == "tribunal.deck_empty" for e in st.events)
    check_invariants(st)


def test_the_face_up_rows_are_turned_after_the_setup_draws():
    """ "Da vuelta los tres Hechizos superiores del mazo ... Has lo mismo con los tres Ítems
    superiores" comes after the hands are brought to five: a setup draw takes the top of the
    deck, which nobody has seen, and the rows are the cards left on top after the draws."""
    st = new_state(3, 4)
    top_items = top_first(st.deck["items"])
    assert st.view(0).item_row == () and st.view(0).spell_row == ()
    first = st.setup_order[0]
    st.apply(first, Draw("items"))
    assert st.hand[first][-1] == top_items[0]
    while st.phase == "setup":
        seat = st.to_act()[0]
        st.apply(seat, Draw("spells"))
    assert st.row["items"] == top_items[1:4]
    spells_left = top_first(st.deck["spells"])
    assert len(st.row["spells"]) == 3 and not set(st.row["spells"]) & set(spells_left)
