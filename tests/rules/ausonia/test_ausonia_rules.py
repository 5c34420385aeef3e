"""Ausonia's rules, part by part of the rulebook, and each ruling (docs/rulings.md, A-n)."""

import random

import pytest
from ausonia_helpers import check_invariants, clear_hand, give, new_state, one, passive, play_random

from rules.ausonia.actions import (
    DONE,
    END_TURN,
    Activate,
    BreakSeal,
    BuildFountain,
    Buy,
    Discard,
    Foresee,
    Manipulate,
    Play,
    Raise,
    Seal,
    Target,
)
from rules.ausonia.state import GOAL
from rules.core.errors import IllegalAction


def active(st):
    return st.order[st.pos]


def end_turn(st):
    seat = active(st)
    st.apply(seat, END_TURN)
    st.apply(seat, DONE)


# -- Preparar -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_deals_starter_decks_in_turn_order_six_cards_and_ten_influence(players):
    st = new_state(players, seed=players)
    cs = st.cards
    assert st.order[0] == st.first and st.to_act() == (st.first,)
    for pos, s in enumerate(st.order):
        assert st.starter[s] == pos + 1  # the first player takes Inicio I
        assert sorted(st.hand[s] + st.draw[s]) == sorted(cs.starters[pos])
        assert len(st.hand[s]) == 6 and len(st.draw[s]) == 6
    assert st.influence == [10] * players
    assert len(st.offer) == 4 and len(st.favour_deck) == 41 and len(st.power) == 15
    assert st.view(None).power_top == st.power[-1]
    check_invariants(st)


# -- Cartas de gemas, buying (A-6, A-7) -------------------------------------------------------


def test_a_gem_card_gives_its_gems_and_a_purchase_goes_face_down_into_the_play_area():
    st = new_state(2, seed=1)
    seat = active(st)
    clear_hand(st, seat)
    target = one("bravo")  # costs a sanguine and any gem
    give(st, seat, "hand", one("cut_sanguine"))
    if target not in st.offer:
        st.favour_deck.remove(target) if target in st.favour_deck else None
        st.favour_deck.append(st.offer[0])
        st.offer[0] = target
    st.apply(seat, Play(one("cut_sanguine")))
    assert st.gems == [0, 0, 2, 0]
    before = len(st.favour_deck)
    st.apply(seat, Buy(target, (0, 0, 2, 0)))
    assert target in st.bought[seat] and target not in st.offer
    assert len(st.offer) == 4 and len(st.favour_deck) == before - 1  # refilled at once
    assert st.gems == [0, 0, 0, 0]
    # bought: face down, unusable this round
    assert not [a for a in st.legal(seat) if isinstance(a, Activate) and a.card == target]
    end_turn(st)
    assert target in st.discard[seat]
    check_invariants(st)


def test_rainbow_gems_are_wild_but_a_colour_pays_only_its_own_or_a_rainbow_cost():
    st = new_state(2, seed=2)
    seat = active(st)
    clear_hand(st, seat)
    give(st, seat, "play", one("cut_emerald"))  # 2 emeralds
    give(st, seat, "play", one("bravo"))  # ability: 1 sanguine
    with pytest.raises(IllegalAction, match="does not pay"):
        st.apply(seat, Activate(one("bravo"), 0, (0, 1, 0, 0)))
    assert not [a for a in st.legal(seat) if isinstance(a, Activate)]
    give(st, seat, "play", one("prism"))  # 2 rainbow
    assert Activate(one("bravo"), 0, (0, 0, 0, 1)) in st.legal(seat)


def test_an_illegal_action_raises_a_readable_reason_and_changes_nothing():
    st = new_state(2, seed=3)
    seat = active(st)
    before = st.fingerprint()
    with pytest.raises(IllegalAction, match="not in your hand"):
        st.apply(seat, Play(one("pope")))
    with pytest.raises(IllegalAction, match="not seat"):
        st.apply(1 - seat, END_TURN)
    with pytest.raises(IllegalAction, match="neither in the offer row"):
        st.apply(seat, Buy(st.favour_deck[0], (0, 0, 0, 2)))
    assert st.fingerprint() == before


# -- abilities (A-4, A-5, A-9) -------------------------------------------------------------------


def test_each_ability_once_per_turn_per_physical_card():
    st = new_state(2, seed=4)
    seat = active(st)
    clear_hand(st, seat)
    a, b = one("moneylender", 0), one("moneylender", 1)
    give(st, seat, "play", a, b, one("cut_emerald"))
    st.apply(seat, Activate(a, 0, (0, 1, 0, 0)))
    assert st.influence[seat] == 12
    with pytest.raises(IllegalAction, match="once per turn"):
        st.apply(seat, Activate(a, 0, (0, 1, 0, 0)))
    st.apply(seat, Activate(b, 0, (0, 1, 0, 0)))  # the other copy
    assert st.influence[seat] == 14


def test_a_condition_is_met_by_another_cards_keyword_never_its_own_and_works_from_hand():
    st = new_state(2, seed=5)
    seat = active(st)
    clear_hand(st, seat)
    cap1, cap2 = one("captain", 0), one("captain", 1)
    give(st, seat, "play", cap1, one("cut_sanguine"))
    give(st, seat, "hand", cap2)
    st.apply(seat, Activate(cap1, 0, (0, 0, 2, 0)))  # Corrupción 2, Influencia 2
    # its own Corrupción does not unlock its own condition ...
    assert Activate(cap1, 1, (0, 0, 0, 0)) not in st.legal(seat)
    # ... but unlocks the other copy's, still in the hand
    assert Activate(cap2, 1, (0, 0, 0, 0)) in st.legal(seat)
    inf = st.influence[seat]
    st.apply(seat, Activate(cap2, 1, (0, 0, 0, 0)))
    assert st.influence[seat] == inf + 2 and cap2 in st.hand[seat]
    assert Activate(cap2, 1, (0, 0, 0, 0)) not in st.legal(seat)  # once only


def test_a_gem_condition_counts_the_whole_turn_and_a_rainbow_gem_counts_only_as_rainbow():
    st = new_state(2, seed=6)
    seat = active(st)
    clear_hand(st, seat)
    tm = one("transmuter")  # condition: 3 sapphires used
    ap1, ap2 = one("apprentice_alchemist", 0), one("apprentice_alchemist", 1)
    give(st, seat, "play", tm, ap1, ap2, one("cut_sapphire"), one("prism"))
    st.apply(seat, Activate(ap1, 0, (1, 0, 0, 0)))
    st.apply(seat, Activate(ap2, 0, (0, 0, 0, 1)))  # a rainbow for the sapphire cost
    assert st.view(seat).conditions and (tm, 1, 1, 3) in st.view(seat).conditions
    assert Activate(tm, 1, (0, 0, 0, 0)) not in st.legal(seat)
    give(st, seat, "play", one("cut_sapphire", 1))
    # two more sapphires spent on buying count too (the whole turn, buying included)
    gem_card = one("cut_emerald", 2)  # costs 2 of any gem
    st.favour_deck.remove(gem_card)
    st.favour_deck.append(st.offer[0])
    st.offer[0] = gem_card
    st.touch()
    st.apply(seat, Buy(gem_card, (2, 0, 0, 0)))
    assert Activate(tm, 1, (0, 0, 0, 0)) in st.legal(seat)


def test_buying_is_the_keyword_adquisitivo_for_a_condition():
    st = new_state(2, seed=7)
    seat = active(st)
    clear_hand(st, seat)
    broker = one("broker")
    give(st, seat, "play", broker, one("prism"))
    assert Activate(broker, 0, (0, 0, 0, 0)) not in st.legal(seat)
    cheap = next(a for a in st.legal(seat) if isinstance(a, Buy))
    st.apply(seat, cheap)
    assert Activate(broker, 0, (0, 0, 0, 0)) in st.legal(seat)
    assert "acquisitive" in st.view(None).keywords


# -- the keywords --------------------------------------------------------------------------------


def test_corruption_targets_an_opponent_of_the_players_choice_and_stops_at_zero():
    st = new_state(3, seed=8)
    seat = active(st)
    clear_hand(st, seat)
    victim = st.order[2]
    st.influence[victim] = 1
    give(st, seat, "play", one("bravo"), one("cut_sanguine"))
    st.apply(seat, Activate(one("bravo"), 0, (0, 0, 1, 0)))
    assert st.step == "target" and st.to_act() == (seat,)
    assert set(st.legal(seat)) == {Target(s) for s in range(3) if s != seat}
    st.apply(seat, Target(victim))
    assert st.influence[victim] == 0 and st.influence[seat] == 11  # then Influencia 1
    check_invariants(st)


def test_after_sixty_corruption_counts_as_influence_already_in_that_turn():
    st = new_state(2, seed=9)
    seat = active(st)
    clear_hand(st, seat)
    st.influence[seat] = 58
    give(st, seat, "play", one("moneylender"), one("bravo"), one("cut_emerald"), one("cut_sanguine"))
    st.apply(seat, Activate(one("moneylender"), 0, (0, 1, 0, 0)))
    assert st.influence[seat] == 60 and st.final
    other = 1 - seat
    before = st.influence[other]
    st.apply(seat, Activate(one("bravo"), 0, (0, 0, 1, 0)))
    assert st.influence[seat] == 63 and st.influence[other] == before


def test_discard_is_asked_of_the_opponent_who_chooses_its_cards():
    st = new_state(2, seed=10)
    seat = active(st)
    other = 1 - seat
    clear_hand(st, seat)
    give(st, seat, "play", one("spy"), one("cut_sanguine"))
    st.apply(seat, Activate(one("spy"), 0, (0, 0, 1, 0)))
    assert st.to_act() == (other,) and st.step == "discard"
    choice = st.hand[other][3]
    assert st.view(other).players_view[other].hand is not None
    st.apply(other, Discard(choice))
    assert choice in st.discard[other] and len(st.hand[other]) == 5
    assert st.to_act() == (seat,) and st.influence[seat] == 12  # the ability went on (Influencia 2)


def test_draw_reshuffles_the_discard_pile_only_when_the_draw_pile_is_empty():
    st = new_state(2, seed=11)
    seat = active(st)
    clear_hand(st, seat)
    st.discard[seat] += st.draw[seat]
    st.draw[seat] = []
    give(st, seat, "play", one("courier"), one("prism"))
    st.apply(seat, Activate(one("courier"), 0, (0, 0, 0, 1)))
    assert len(st.hand[seat]) == 2 and st.discard[seat] == []
    assert any(e.key == "ausonia.reshuffle" for e in st.events)
    check_invariants(st)


def test_foresight_reveals_to_the_player_only_and_each_card_goes_on_top_or_to_the_discard():
    st = new_state(2, seed=12)
    seat = active(st)
    clear_hand(st, seat)
    give(st, seat, "play", one("seer"), one("cut_sapphire"))
    top3 = list(reversed(st.draw[seat][-3:]))
    st.apply(seat, Activate(one("seer"), 0, (1, 0, 0, 0)))
    assert st.step == "foresee" and sorted(st.revealed) == sorted(top3)
    assert st.view(seat).revealed is not None and st.view(1 - seat).revealed is None
    assert st.view(1 - seat).revealed_count == 3
    a, b, c = st.revealed
    st.apply(seat, Foresee(a, False))
    st.apply(seat, Foresee(b, True))
    st.apply(seat, Foresee(c, True))
    assert a in st.discard[seat] and st.draw[seat][-2:] == [b, c]
    assert st.view(seat).players_view[seat].draw_top == (b, c)  # the player knows its top cards
    assert st.view(1 - seat).players_view[seat].draw_top == ()
    assert st.influence[seat] == 11
    check_invariants(st)


def test_manipulation_puts_chosen_discards_on_top_in_order_known_to_all():
    st = new_state(2, seed=13)
    seat = active(st)
    clear_hand(st, seat)
    x, y = st.discard[seat][0], st.discard[seat][1]
    give(st, seat, "play", one("confessor"), one("prism"))
    st.apply(seat, Activate(one("confessor"), 0, (0, 0, 0, 1)))
    st.apply(seat, Manipulate(x))
    st.apply(seat, Manipulate(y))
    assert st.draw[seat][-2:] == [x, y] and st.step is None
    assert st.view(1 - seat).players_view[seat].draw_top == (x, y)


def test_raise_from_hand_or_discard_then_a_fountain_gives_its_star_gems_every_turn():
    st = new_state(2, seed=14)
    seat = active(st)
    clear_hand(st, seat)
    star, low = one("prism"), st.discard[seat][0]
    give(st, seat, "hand", star)
    give(st, seat, "play", one("transmuter"), one("cut_emerald"))
    st.apply(seat, Activate(one("transmuter"), 0, (0, 1, 0, 0)))
    assert st.step == "raise"
    st.apply(seat, Raise(star))
    st.apply(seat, Raise(low))
    assert st.raised[seat] == [star, low]
    assert st.view(1 - seat).players_view[seat].raise_count == 2
    assert st.view(1 - seat).players_view[seat].hand is None
    gems = list(st.gems)
    st.apply(seat, BuildFountain(star, low))
    assert st.gems[3] == gems[3] + 2  # usable the turn it is built
    assert st.view(1 - seat).players_view[seat].fountains == ((star, -1),)
    end_turn(st)
    end_turn(st)  # the other seat's turn
    assert active(st) == seat and st.gems == [0, 0, 0, 2]  # at the start of each turn
    assert st.fountains[seat] == [star, low]
    check_invariants(st)


def test_a_seal_keeps_another_favour_card_until_a_later_turn_and_it_is_not_resealed_that_turn():
    st = new_state(2, seed=15)
    seat = active(st)
    clear_hand(st, seat)
    abbess, bravo = one("abbess"), one("bravo")
    give(st, seat, "play", abbess, bravo, one("prism"))
    st.apply(seat, Activate(abbess, 0, (0, 0, 0, 2)))
    assert set(st.legal(seat)) == {Seal(bravo), DONE}  # never the sealing card itself
    st.apply(seat, Seal(bravo))
    assert st.seal[seat] == [bravo]
    assert BreakSeal(bravo) not in st.legal(seat)  # only in a later turn
    end_turn(st)
    assert st.seal[seat] == [bravo]  # the seal area is not discarded
    end_turn(st)
    st.apply(seat, BreakSeal(bravo))
    assert bravo in st.play[seat]
    give(st, seat, "play", one("abbess", 1), one("prism", 1))
    st.apply(seat, Activate(one("abbess", 1), 0, (0, 0, 0, 2)))
    assert Seal(bravo) not in st.legal(seat)
    check_invariants(st)


# -- the end phase, the end of the game -------------------------------------------------------


def test_end_phase_discards_the_play_area_and_what_the_player_chooses_then_draws_to_six():
    st = new_state(2, seed=16)
    seat = active(st)
    hand = list(st.hand[seat])
    st.apply(seat, Play(hand[0]))
    st.apply(seat, END_TURN)
    assert st.view(seat).phase == "end"
    st.apply(seat, Discard(hand[1]))
    st.apply(seat, DONE)
    assert hand[0] in st.discard[seat] and hand[1] in st.discard[seat]
    assert len(st.hand[seat]) == 6 and active(st) != seat
    check_invariants(st)


def test_the_round_is_finished_after_sixty_and_a_tie_goes_to_the_earlier_player():
    st = new_state(3, seed=17)
    first, second, third = st.order
    st.pos = 1
    st.reset_turn()
    st.touch()
    clear_hand(st, second)
    st.influence[first] = 61
    st.influence[second] = 59
    give(st, second, "play", one("moneylender"), one("cut_emerald"))
    st.apply(second, Activate(one("moneylender"), 0, (0, 1, 0, 0)))
    assert st.final and not st.is_over()
    end_turn(st)
    assert not st.is_over() and active(st) == third
    end_turn(st)
    assert st.is_over() and st.to_act() == ()
    assert st.influence[first] == st.influence[second] == 61
    assert st.winners() == [first]  # earlier in turn order
    assert st.scores()[first].breakdown == (("influence", 61),)


def test_an_empty_favour_deck_leaves_the_gap_in_the_offer_row():
    st = new_state(2, seed=18)
    seat = active(st)
    clear_hand(st, seat)
    st.discard[seat] += st.favour_deck
    st.owned[seat] += st.favour_deck
    st.favour_deck = []
    give(st, seat, "play", one("philosophers_stone"), one("prism"))
    buy = next(a for a in st.legal(seat) if isinstance(a, Buy) and a.card in st.offer)
    st.apply(seat, buy)
    assert len(st.offer) == 3


def test_random_games_end_with_someone_at_sixty():
    for seed in range(6):
        st = new_state(2 + seed % 3, seed)
        play_random(st, random.Random(seed))
        assert st.is_over() and max(st.influence) >= GOAL
        assert len(st.winners()) == 1


def test_a_game_past_round_150_goes_on_the_rulebook_has_no_round_limit():
    """Ruling A-16: only reaching 60 ends the game, however long it takes."""
    st = new_state(3, seed=5)
    while st.round <= 150:
        seat = st.to_act()[0]
        st.apply(seat, passive(None, st.legal(seat)))
    assert st.round == 151 and not st.is_over() and max(st.influence) < GOAL
    check_invariants(st)


# -- undo barriers and private events ---------------------------------------------------------


def test_drawing_revealing_and_refilling_are_undo_barriers_and_playing_is_not():
    st = new_state(2, seed=19)
    seat = active(st)
    b = st.barriers
    st.apply(seat, Play(st.hand[seat][0]))
    assert st.barriers == b  # a take-back is fine
    clear_hand(st, seat)
    give(st, seat, "play", one("courier"), one("prism"))
    st.apply(seat, Activate(one("courier"), 0, (0, 0, 0, 1)))
    assert st.barriers > b  # cards drawn: hidden information revealed
    b = st.barriers
    give(st, seat, "play", one("philosophers_stone"))
    buy = next(a for a in st.legal(seat) if isinstance(a, Buy) and a.card in st.offer)
    st.apply(seat, buy)
    assert st.barriers > b  # the offer row refilled from the face-down favour deck


def test_what_a_seat_draws_or_raises_from_its_hand_is_logged_to_it_alone():
    st = new_state(2, seed=20)
    seat = active(st)
    clear_hand(st, seat)
    star = one("prism")
    give(st, seat, "hand", star)
    give(st, seat, "play", one("notary"), one("cut_sapphire"))
    st.apply(seat, Activate(one("notary"), 0, (1, 0, 0, 0)))  # Levantar 1, Robar 1
    st.apply(seat, Raise(star))
    other = 1 - seat
    public = [e for e in st.events_for(other) if e.key in ("ausonia.raise", "ausonia.raised", "ausonia.drawn")]
    assert [e.key for e in public] == ["ausonia.raise"] and public[0].params["card"] == -1
    mine = [e.key for e in st.events_for(seat) if e.key in ("ausonia.raised", "ausonia.drawn")]
    assert mine == ["ausonia.raised", "ausonia.drawn"]


@pytest.mark.parametrize("k", [1, 3, 5, 8])
def test_taking_cards_at_once_is_taking_them_one_by_one(k):
    """``take_many`` takes a run of cards off the top in one slice where the pile holds
    them: the same cards in the same order, the same known-top counts and reshuffle as
    ``k`` calls of ``take_top``."""
    for own, pub in ((0, 0), (2, 1), (5, 5)):
        one_by_one, at_once = new_state(2, seed=9), new_state(2, seed=9)
        for st in (one_by_one, at_once):
            st.top_own[0], st.top_pub[0] = own, pub
        got = [one_by_one.take_top(0) for _ in range(k)]
        got = [c for c in got if c is not None]
        assert at_once.take_many(0, k) == got
        for zone in ("draw", "discard", "top_own", "top_pub"):
            assert getattr(at_once, zone) == getattr(one_by_one, zone), zone
        assert at_once.rng.getstate() == one_by_one.rng.getstate()
