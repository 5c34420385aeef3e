"""What Spells and Resources do (rules/tribunal/effects.py; T-11, T-12): each effect by a
Resource played from the Vault."""

from tribunal_helpers import at_main, check_invariants, give

from rules.tribunal.actions import Advance, Done, Draw, PlayResource, Take, Target, Unvote, Vote


def play(st, card):
    give(st, 0, card, zone="vault", up=False)
    st.apply(0, PlayResource(card))
    return st


def test_gain_vis_and_tithe():
    st = play(at_main(), "r_vis_chest")  # gain_vis 6
    assert st.store == [18, 12, 12] and st.step == "main"
    st = play(at_main(), "r_vis_market")  # tithe 5: every other player takes 1
    assert st.store == [17, 13, 13]


def test_draw_takes_the_top_of_the_named_deck_into_the_hand():
    st = at_main()
    top = st.deck["spells"][-4:]
    hand = len(st.hand[0])
    play(st, "r_librarian")  # draw 4 spells
    assert len(st.hand[0]) == hand + 4 and set(top) <= set(st.hand[0])


def test_draw_from_any_deck_is_chosen_card_by_card_and_may_stop():
    st = play(at_main(), "r_redcap_companion")  # draw_any 3
    assert st.step == "effect" and Draw("resources") in st.legal(0)
    st.apply(0, Draw("items"))
    st.apply(0, Done())
    assert st.step == "main" and st.effect is None


def test_advance_puts_free_vis_from_the_regio_on_any_unfinished_cards():
    st = at_main()
    give(st, 0, "i_star_orb")
    give(st, 0, "i_mist_orb")
    regio = st.regio
    play(st, "r_diligent_apprentice")  # advance 3
    for c in ("i_star_orb", "i_star_orb", "i_mist_orb"):
        st.apply(0, Advance(c))
    assert st.vis_on == {"i_star_orb": 2, "i_mist_orb": 1} and st.store[0] == 12 and st.regio == regio - 3
    assert st.step == "main"
    check_invariants(st)


def test_vote_and_unvote():
    st = play(at_main(), "r_messenger")  # vote 2
    st.apply(0, Vote("wands"))
    st.apply(0, Vote("wands"))
    assert st.votes[st.cards.spaces.index("wands")] == 2 and st.step == "main"
    st = play(at_main(), "r_intrigue")  # unvote 2: only spaces with votes
    assert set(st.legal(0)) == {Unvote("orbs"), Unvote("potions"), Unvote("scrolls"), Done()}
    st.apply(0, Unvote("orbs"))
    st.apply(0, Unvote("potions"))
    assert sum(st.votes) == 1 and st.concilium == 23


def test_drain_makes_a_chosen_player_pay():
    st = play(at_main(), "r_tribunal_levy")  # drain 3
    st.apply(0, Target(2))
    assert st.store == [15, 12, 9] and st.step == "main"


def test_take_face_up_takes_up_to_its_amount_of_cards_of_the_rows():
    st = at_main()
    play(st, "r_cat_familiar")  # take_face_up 2
    spell = st.row["spells"][0]
    st.apply(0, Take(spell, "sanctum"))
    assert spell in st.library[0] and st.step == "effect" and len(st.row["spells"]) == 3
    item = st.row["items"][0]
    st.apply(0, Take(item, "sanctum"))
    assert item in st.lab[0] and st.step == "main"
    st = at_main()
    play(st, "r_scouting_grog")
    item = st.row["items"][1]
    st.apply(0, Take(item, "sanctum"))
    st.apply(0, Done())  # "up to": it may stop after one
    assert st.step == "main" and item in st.lab[0] and st.discard["resources"] == ["r_scouting_grog"]
    check_invariants(st)


def test_every_effect_of_the_card_data_has_a_handler():
    from rules.cards import effect_names
    from rules.tribunal.cards import card_set

    cs = card_set()
    used = {c.effect for c in (*cs.spells.values(), *cs.resources.values())}
    assert used <= effect_names("tribunal")
