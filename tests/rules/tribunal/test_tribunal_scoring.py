"""Finalizando un Tribunal: Contando Votos (the rulebook's example), the places with their
tie-breaks, Puntuando, Comenzando un Nuevo Tribunal, El Gran Tribunal (T-1, T-5, T-6,
T-14, T-15, T-16)."""

from tribunal_helpers import check_invariants, give, new_state, past_setup

from rules.tribunal import scoring
from rules.tribunal.actions import EndTurn, PraecoVote


def ready(players=3, seed=0):
    st = past_setup(new_state(players, seed))
    st.votes = [0] * 10
    st.concilium = 24
    return st


def vote(st, space, k):
    i = st.cards.spaces.index(space)
    st.votes[i] += k
    st.concilium -= k


def test_an_item_counts_each_installed_category_once():
    # "si hay 2 contadores de Votación en Hechizos Elementales, un Ítem con tres Hechizos
    # Elementales instalados recibe dos votos, no seis"
    st = ready()
    item = "i_oak_staff"  # staffs; slots elemental 1 (rotated categories)
    give(st, 0, item, active=True)
    st.installed[item] = ["s_flame_of_the_abyss", "s_tremor", "s_updraft"]  # all elemental
    vote(st, "elemental", 2)
    vote(st, "staffs", 1)
    assert scoring.item_votes(st, item) == 3
    vote(st, "runic", 4)  # no runic spell installed: allowing it is not enough
    assert scoring.item_votes(st, item) == 3


def test_places_by_votes_then_base_score_then_installed_spells():
    assert scoring.places([(3, 1, 0), (3, 2, 0), (1, 1, 0)]) == [(2, False), (1, False), (3, False)]
    assert scoring.places([(3, 2, 0), (3, 2, 1), (2, 1, 0)]) == [(2, False), (1, False), (3, False)]


def test_a_tie_no_rule_breaks_shares_the_place_and_skips_the_next():  # T-6
    assert scoring.places([(3, 2, 1), (3, 2, 1), (2, 4, 0)]) == [(1, True), (1, True), (3, False)]
    # three tied for first: no second, no third
    assert scoring.places([(3, 1, 0)] * 3 + [(2, 0, 0)]) == [(1, True)] * 3 + [(0, False)]
    # two tied for second: no third
    assert scoring.places([(5, 1, 0), (3, 1, 0), (3, 1, 0), (2, 0, 0)]) == [
        (1, False),
        (2, True),
        (2, True),
        (0, False),
    ]


def test_an_item_with_no_votes_takes_no_place():  # T-5
    assert scoring.places([(1, 1, 0), (0, 4, 2)]) == [(1, False), (0, False)]


def test_a_tribunal_scores_and_sets_the_awarded_items_aside():
    st = ready()
    give(st, 0, "i_mist_orb", active=True)  # orbs, score 1
    give(st, 1, "i_vigour_potion", active=True)  # potions, score 1
    give(st, 2, "i_oak_staff", active=True)  # staffs, score 1
    give(st, 2, "i_ash_staff", active=True)  # staffs, score 2
    give(st, 2, "s_tremor", zone="library", active=True)
    st.library[2].remove("s_tremor")
    st.installed["i_ash_staff"] = ["s_tremor"]  # elemental
    vote(st, "staffs", 3)
    vote(st, "elemental", 1)
    vote(st, "orbs", 2)
    scoring.hold_tribunal(st)
    # ash staff 4 votes: first, (2 + 1) x 4; oak staff 3 votes: second, 1 x 3;
    # mist orb 2 votes: third, 1 x 2; vigour potion: honourable mention, 1
    assert st.points == [[2, 0, 0], [1, 0, 0], [15, 0, 0]]
    assert st.award == {"i_ash_staff": (1, 1), "i_oak_staff": (1, 2), "i_mist_orb": (1, 3)}
    assert st.awarded[2] == ["i_oak_staff", "i_ash_staff"] and st.lab[1] == ["i_vigour_potion"]
    # the new Tribunal: votes back, registers to Tribunal 2, no vis handed out, Praeco: first place
    assert st.tribunal == 2 and sum(st.votes) == 0 and st.concilium == 24
    assert st.reg == {"uncontested": [2, 0], "contested": [2, 0]}
    assert st.store == [12, 12, 12] and st.praeco == 2 and st.to_act() == (2,)
    check_invariants(st)


def test_an_awarded_item_scores_again_as_a_mention_but_gets_no_votes():  # T-1
    st = ready()
    give(st, 0, "i_mist_orb", active=True)
    give(st, 1, "i_vigour_potion", active=True)
    vote(st, "orbs", 1)
    scoring.hold_tribunal(st)
    assert st.award["i_mist_orb"] == (1, 1)
    vote(st, "orbs", 5)
    scoring.hold_tribunal(st)
    # the potion now competes alone (0 votes, so no place); the orb scores 1 as a mention
    assert st.points[0] == [4, 1, 0] and st.points[1] == [1, 1, 0]
    assert st.award == {"i_mist_orb": (1, 1)}


def test_paid_cards_are_activated_before_the_votes():  # T-14
    st = ready()
    give(st, 0, "i_mist_orb", up=False)
    st.vis_on["i_mist_orb"] = 2
    st.regio -= 2
    vote(st, "orbs", 1)
    scoring.hold_tribunal(st)
    assert st.award["i_mist_orb"] == (1, 1) and st.points[0][0] == 4


def test_a_shared_first_place_gives_the_praeco_to_the_first_clockwise():  # T-15
    st = ready()
    st.praeco = 1
    give(st, 0, "i_mist_orb", active=True)
    give(st, 2, "i_seer_s_orb", active=True)  # both orbs; seer's orb has score 2
    vote(st, "orbs", 1)
    give(st, 0, "i_amber_orb", active=True)  # score 2 too, so the seer's orb and it tie
    scoring.hold_tribunal(st)
    assert st.award["i_seer_s_orb"] == (1, 1) and st.award["i_amber_orb"] == (1, 1)
    assert st.praeco == 2  # from the left of the last Praeco (seat 1): seat 2 before seat 0


def test_the_discards_are_reshuffled_into_their_decks_at_a_tribunal():
    st = ready()
    card = st.deck["spells"].pop()
    st.discard["spells"].append(card)
    scoring.hold_tribunal(st)
    assert st.discard == {"items": [], "spells": [], "resources": []}
    assert card in st.deck["spells"] + st.row["spells"]
    check_invariants(st)


def test_the_grand_tribunal_ends_the_game_and_a_tie_shares_the_win():  # T-16
    st = ready()
    st.tribunal = 3
    give(st, 0, "i_mist_orb", active=True)
    give(st, 1, "i_vigour_potion", active=True)
    st.points = [[3, 0, 0], [3, 0, 0], [0, 0, 0]]
    scoring.hold_tribunal(st)
    assert st.is_over() and st.to_act() == ()
    assert st.winners() == [0, 1]
    assert [s.total for s in st.scores()] == [4, 4, 0]
    assert st.scores()[0].breakdown == (("tribunal_1", 3), ("tribunal_2", 0), ("grand_tribunal", 1))


def test_a_tribunal_follows_the_last_round_of_praecos():
    st = past_setup(new_state(3, 0))
    for _ in range(3 * 3):  # three rounds of three turns
        seat = st.to_act()[0]
        if st.step == "praeco":
            for space in ("orbs", "potions", "scrolls"):
                st.apply(seat, PraecoVote(space))
        st.apply(seat, EndTurn())
    assert st.tribunal == 2 and any(e.key == "tribunal.tribunal_done" for e in st.events)
