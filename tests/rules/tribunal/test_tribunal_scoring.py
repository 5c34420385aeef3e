"""Finalizando un Tribunal: Contando Votos (the rulebook's example), the places with their
tie-breaks, Puntuando, Comenzando un Nuevo Tribunal, El Gran Tribunal (T-1, T-5, T-6,
T-14, T-15, T-16)."""

from tribunal_helpers import check_invariants, give, new_state, past_setup

from rules.core.position import edit
from rules.tribunal import scoring
from rules.tribunal.actions import Activate, Done, EndTurn, PraecoVote


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


# -- through the turn flow, from the last turn of a round (positions, rules.core.position) ---
def last_turn(players=3, seed=0, change=None):
    """The last turn of the last round of the first Tribunal (its Praeco the last seat),
    the seat to act at its main step; ``change(position)`` sets up the rest."""

    def to_last_turn(p):
        p.update(round=players, praeco=players - 1, turn=players - 1, step="main")
        if change:
            change(p)

    return edit(past_setup(new_state(players, seed)), to_last_turn)


def sanctum_item(p, seat, item, **known):
    """Move ``item`` from wherever it is into ``seat``'s Laboratory (a position's edit)."""
    for deck, row in p["rows"].items():
        if item in row:  # its place in the row refilled from the top of the deck
            row[row.index(item)] = p["decks"][deck].pop(0)
    for pile in (*p["decks"].values(), *p["discards"].values(), *(pl["hand"] for pl in p["players"])):
        if item in pile:
            pile.remove(item)
    p["players"][seat]["laboratory"].append({"card": item, "face_up": True, **known})


def with_votes(p, space, k):
    p["votes"][space] += k
    p["concilium"] -= k


def end_the_round(st):
    seat = st.to_act()[0]
    st.apply(seat, EndTurn())
    while st.step == "discard":
        st.apply(seat, st.legal(seat)[0])


def test_with_no_first_place_the_praeco_passes_to_the_left_of_the_last_praeco():  # T-15
    """Three players, C (seat 2) the last Praeco of the first Tribunal, no Item active: A
    (seat 0) begins the next Tribunal, as after any round (B did, the piece moved twice)."""
    st = last_turn()
    assert st.to_act() == (1,) and st.praeco == 2
    end_the_round(st)
    assert st.tribunal == 2 and st.praeco == 0 and st.to_act() == (0,) and st.step == "praeco"


def test_a_first_place_shared_by_a_and_b_gives_the_praeco_to_a():  # T-15
    """A and B share the first place, C the last Praeco: from C's left A comes first."""

    def shared(p):
        sanctum_item(p, 0, "i_seer_s_orb", active=True)  # orbs, base 2
        sanctum_item(p, 1, "i_amber_orb", active=True)  # orbs, base 2: the same place
        with_votes(p, "orbs", 1)

    st = last_turn(change=shared)
    end_the_round(st)
    assert st.award == {"i_seer_s_orb": (1, 1), "i_amber_orb": (1, 1)}
    assert st.praeco == 0 and st.to_act() == (0,)


def test_the_owner_chooses_which_completed_items_to_present():  # T-14
    """A completed Item kept back does not compete: it is not spent, and another of the
    owner's Items takes the place it would have taken."""

    def paid(p):
        sanctum_item(p, 0, "i_seer_s_orb", active=True)  # orbs, base 2
        sanctum_item(p, 0, "i_amber_orb", vis=3, face_up=False)  # completed (advance 3), face down
        p["regio"] -= 3
        with_votes(p, "orbs", 2)

    st = last_turn(change=paid)
    end_the_round(st)
    # the Tribunal is called: the Items' owner chooses before the votes are counted
    assert st.phase == "tribunal" and st.to_act() == (0,)
    assert st.legal(0) == [Activate("i_amber_orb"), Done()]
    assert st.view(1).step == "present" and st.view(1).presenting == (0,)
    st.apply(0, Done())  # keep the Amber Orb back from this Tribunal
    assert st.award == {"i_seer_s_orb": (1, 1)} and st.points[0][0] == 2 * 4
    assert "i_amber_orb" in st.lab[0] and st.vis_on["i_amber_orb"] == 3 and "i_amber_orb" not in st.active
    # the same Tribunal with the Orb presented: the two tie on votes and base, both first
    st = last_turn(change=paid)
    end_the_round(st)
    st.apply(0, Activate("i_amber_orb"))
    assert st.award == {"i_seer_s_orb": (1, 1), "i_amber_orb": (1, 1)}
    assert st.to_act() == (0,) and st.tribunal == 2  # presented all: no more to choose
    check_invariants(st)


def test_only_seats_that_may_hold_a_completed_item_are_asked_in_order_from_the_last_praeco():
    def items(p):
        sanctum_item(p, 1, "i_seer_s_orb", active=True)  # active, face up: nothing to choose
        sanctum_item(p, 0, "i_amber_orb", vis=1)  # face up, unfinished: nothing to choose
        sanctum_item(p, 2, "i_mist_orb", vis=1, face_up=False)  # face down: its owner's secret
        p["regio"] -= 2

    st = last_turn(change=items)
    end_the_round(st)
    assert st.presenting == [2] and st.legal(2) == [Done()]  # asked, though it has nothing ready
    st.apply(2, Done())
    assert st.tribunal == 2


def test_greedy_presents_an_item_unless_it_costs_the_owner_points_at_this_tribunal():
    import random

    from rules.ai import choose

    def paid(p):
        sanctum_item(p, 0, "i_amber_orb", vis=3, face_up=False)
        p["regio"] -= 3
        with_votes(p, "orbs", 1)

    st = last_turn(change=paid)
    end_the_round(st)
    assert choose("greedy", "tribunal", st.view(0), st.legal(0), random.Random(1)) == Activate("i_amber_orb")


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
