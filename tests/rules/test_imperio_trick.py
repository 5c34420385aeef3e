"""Who wins a round: rules.imperio.trick.resolve against the rulebook and docs/rulings.md.

Monarchs and events are built directly here so each test controls every number.
Criteria abbreviations in comments: C = crowns, Y = years, P = period.
"""

import pytest
from imperio_helpers import event, monarch

from rules.imperio.trick import distance, resolve, value

CYP = ("crowns", "years", "period")


def play(*cards, seats=None):
    """(seat, monarch) pairs in play order; seats default to 0, 1, 2, ..."""
    seats = seats if seats is not None else range(len(cards))
    return list(zip(seats, cards))


# -- I-1: how each criterion ranks two monarchs ------------------------------


def test_i1_more_crowns_wins_on_crowns():
    a = monarch("a", crowns=5, start=1000, end=1001)
    b = monarch("b", crowns=3, start=1000, end=1060)
    c = monarch("c", crowns=4, start=1000, end=1030)
    out = resolve(play(b, a, c), event(criteria=CYP), CYP)
    assert (out.winner, out.decided_by) == (1, "crowns")


def test_i1_longer_reign_wins_on_years():
    crit = ("years", "crowns", "period")
    a = monarch("a", crowns=6, start=1000, end=1005)  # 5 years
    b = monarch("b", crowns=1, start=900, end=940)  # 40 years
    c = monarch("c", crowns=2, start=1100, end=1139)  # 39 years
    out = resolve(play(a, b, c), event(criteria=crit), crit)
    assert (out.winner, out.decided_by) == (1, "years")


def test_i1_years_are_last_minus_first_year():
    assert monarch("a", start=1056, end=1106).years == 50
    assert monarch("a", start=1056, end=1056).years == 0
    assert value(monarch("a", start=1056, end=1106), "years", 1500) == 50


@pytest.mark.parametrize(
    "year,expected",
    [
        (1000, 0),
        (1020, 0),
        (1010, 0),  # inside the reign, both ends included
        (999, 1),
        (950, 50),  # before: distance to the first year
        (1021, 1),
        (1100, 80),  # after: distance to the last year
    ],
)
def test_i1_period_distance(year, expected):
    assert distance(monarch("a", start=1000, end=1020), year) == expected


def test_i1_reign_containing_the_event_year_wins_on_period():
    crit = ("period", "crowns", "years")
    inside = monarch("in", crowns=1, start=990, end=1000)  # 1000 is its last year
    near = monarch("near", crowns=6, start=1001, end=1050)  # 1 year away
    far = monarch("far", crowns=6, start=700, end=800)
    out = resolve(play(near, far, inside), event(year=1000, criteria=crit), crit)
    assert (out.winner, out.decided_by) == (2, "period")


def test_i1_nearest_end_of_the_reign_counts():
    crit = ("period", "crowns", "years")
    # event in 1000: a ends 30 years before; b starts 20 years after; c is long but far
    a = monarch("a", crowns=6, start=900, end=970)
    b = monarch("b", crowns=1, start=1020, end=1025)
    c = monarch("c", crowns=6, start=1200, end=1300)
    out = resolve(play(a, b, c), event(year=1000, criteria=crit), crit)
    assert (out.winner, out.decided_by) == (1, "period")


# -- I-2: only the cards tied at the top go on -------------------------------


def test_i2_only_the_tied_top_cards_go_on_to_the_second_symbol():
    a = monarch("a", crowns=5, start=1000, end=1001)  # C 5, Y 1
    b = monarch("b", crowns=5, start=1000, end=1010)  # C 5, Y 10
    c = monarch("c", crowns=4, start=1000, end=1050)  # C 4, Y 50: out after crowns
    out = resolve(play(c, a, b), event(criteria=CYP), CYP)
    assert (out.winner, out.decided_by) == (2, "years")


def test_i2_third_symbol_decides_among_cards_tied_on_the_first_two():
    a = monarch("a", crowns=5, start=1000, end=1010)  # P distance to 1100: 90
    b = monarch("b", crowns=5, start=1080, end=1090)  # Y 10, P distance 10
    c = monarch("c", crowns=4, start=1095, end=1105)  # best period but out on crowns
    d = monarch("d", crowns=5, start=1000, end=1005)  # out on years
    out = resolve(play(a, c, b, d), event(year=1100, criteria=CYP), CYP)
    assert (out.winner, out.decided_by) == (2, "period")


def test_i2_a_card_out_on_the_second_symbol_cannot_win_on_the_third():
    crit = ("crowns", "years", "period")
    a = monarch("a", crowns=5, start=1000, end=1020)  # Y 20, P far from 1500
    b = monarch("b", crowns=5, start=1480, end=1490)  # Y 10, P 10 years from 1500
    c = monarch("c", crowns=5, start=1200, end=1220)  # Y 20, P 280
    out = resolve(play(b, a, c), event(year=1500, criteria=crit), crit)
    # a and c go on (20 years); c is nearer 1500 than a; b (nearest of all) is out
    assert (out.winner, out.decided_by) == (2, "period")


# -- I-3: full tie -> the first card played wins ------------------------------


def test_i3_full_tie_first_played_wins():
    twins = [monarch(f"t{i}", crowns=3, start=1000, end=1010) for i in range(3)]
    out = resolve(play(*twins, seats=[2, 0, 1]), event(year=1005, criteria=CYP), CYP)
    assert (out.winner, out.decided_by) == (2, "tie")


def test_i3_full_tie_only_between_the_cards_still_standing():
    t1 = monarch("t1", crowns=3, start=1000, end=1010)
    t2 = monarch("t2", crowns=3, start=1000, end=1010)
    low = monarch("low", crowns=1, start=1000, end=1010)
    out = resolve(play(low, t2, t1, seats=[0, 1, 2]), event(year=1005, criteria=CYP), CYP)
    assert (out.winner, out.decided_by) == (1, "tie")


@pytest.mark.parametrize("order", [[0, 1, 2, 3], [3, 2, 1, 0], [1, 3, 0, 2]])
def test_i3_winner_follows_play_order_not_seat_number(order):
    twins = [monarch(f"t{i}", crowns=2, start=1200, end=1230) for i in range(4)]
    out = resolve(play(*twins, seats=order), event(year=1210, criteria=CYP), CYP)
    assert (out.winner, out.decided_by) == (order[0], "tie")


# -- I-4: Dinastía ------------------------------------------------------------


def test_i4_dynasty_card_ties_with_the_top_then_second_symbol_decides():
    dyn = monarch("dyn", crowns=1, start=1000, end=1020, dynasty="red")  # C 1 (raised), Y 20
    top = monarch("top", crowns=6, start=1000, end=1005, dynasty="blue")  # C 6, Y 5
    long_ = monarch("long", crowns=3, start=1000, end=1050, dynasty="blue")  # out on crowns
    out = resolve(play(top, long_, dyn), event(criteria=CYP, dynasty="red"), CYP)
    assert (out.winner, out.decided_by) == (2, "years")
    assert out.dynasty == (2,)


def test_i4_dynasty_card_can_still_lose_on_the_second_symbol():
    dyn = monarch("dyn", crowns=1, start=1000, end=1002, dynasty="red")  # Y 2
    top = monarch("top", crowns=6, start=1000, end=1005, dynasty="blue")  # Y 5
    other = monarch("o", crowns=2, start=1000, end=1003, dynasty="blue")
    out = resolve(play(dyn, top, other), event(criteria=CYP, dynasty="red"), CYP)
    assert (out.winner, out.decided_by) == (1, "years")
    assert out.dynasty == (0,)


def test_i4_without_dinastia_the_same_cards_give_another_winner():
    dyn = monarch("dyn", crowns=1, start=1000, end=1020, dynasty="red")
    top = monarch("top", crowns=6, start=1000, end=1005, dynasty="blue")
    out = resolve(play(top, dyn), event(criteria=CYP, dynasty="green"), CYP)
    assert (out.winner, out.decided_by, out.dynasty) == (0, "crowns", ())


def test_i4_dinastia_uses_the_current_first_symbol_after_an_elector_swap():
    # the event prints C,Y,P but an Elector made it Y,C,P: the dynasty card ties on years
    dyn = monarch("dyn", crowns=6, start=1000, end=1001, dynasty="red")  # Y 1, C 6
    long_ = monarch("long", crowns=2, start=1000, end=1040, dynasty="blue")  # Y 40, C 2
    out = resolve(play(long_, dyn), event(criteria=CYP, dynasty="red"), ("years", "crowns", "period"))
    assert (out.winner, out.decided_by) == (1, "crowns")


def test_i4_several_dynasty_cards_all_tie_at_the_top():
    d1 = monarch("d1", crowns=1, start=1000, end=1010, dynasty="red")  # Y 10
    d2 = monarch("d2", crowns=2, start=1000, end=1030, dynasty="red")  # Y 30
    top = monarch("top", crowns=6, start=1000, end=1020, dynasty="blue")  # Y 20
    mid = monarch("mid", crowns=5, start=1000, end=1090, dynasty="blue")  # out on crowns
    out = resolve(play(top, d1, mid, d2), event(criteria=CYP, dynasty="red"), CYP)
    assert (out.winner, out.decided_by) == (3, "years")
    assert out.dynasty == (1, 3)


def test_i4_dynasty_cards_all_tied_and_full_tie_goes_to_first_played():
    d1 = monarch("d1", crowns=1, start=1000, end=1010, dynasty="red")
    d2 = monarch("d2", crowns=2, start=1000, end=1010, dynasty="red")
    top = monarch("top", crowns=6, start=1000, end=1010, dynasty="blue")
    out = resolve(play(d2, top, d1, seats=[1, 2, 0]), event(year=1005, criteria=CYP, dynasty="red"), CYP)
    assert (out.winner, out.decided_by) == (1, "tie")


def test_i4_grey_event_never_triggers_dinastia():
    # same cards as the first Dinastía test, but the event is grey (dynasty None)
    dyn = monarch("dyn", crowns=1, start=1000, end=1020, dynasty="red")
    top = monarch("top", crowns=6, start=1000, end=1005, dynasty="blue")
    out = resolve(play(top, dyn), event(criteria=CYP, dynasty=None), CYP)
    assert (out.winner, out.decided_by, out.dynasty) == (0, "crowns", ())


# -- I-5: black war hero --------------------------------------------------------


def test_i5_black_hero_equals_the_would_be_winner_and_wins_on_the_third_symbol():
    ev = event(year=1500, criteria=CYP, person="hero", hero="black")
    hero = monarch("hero", crowns=1, start=1490, end=1495)  # weakest on C and Y, nearest
    a = monarch("a", crowns=5, start=1000, end=1010)
    b = monarch("b", crowns=5, start=1000, end=1020)  # would win on years
    out = resolve(play(a, hero, b), ev, CYP)
    assert (out.winner, out.decided_by, out.hero) == (1, "period", 1)


def test_i5_black_hero_loses_when_the_would_be_winner_is_better_on_the_third():
    ev = event(year=1500, criteria=CYP, person="hero", hero="black")
    hero = monarch("hero", crowns=6, start=1000, end=1050)  # best on C and Y but far away
    a = monarch("a", crowns=5, start=1200, end=1210)
    b = monarch("b", crowns=5, start=1450, end=1460)  # nearest of the others
    c = monarch("c", crowns=4, start=1499, end=1501)  # nearest of all, out on crowns
    out = resolve(play(hero, a, b, c), ev, CYP)
    # without the hero: a, b tie on crowns; a has 10 years, b 10 years -> still tied;
    # the hero joins them, the period decides: b.
    assert (out.winner, out.decided_by, out.hero) == (2, "period", 0)


def test_i5_black_hero_joins_a_winner_decided_on_the_first_symbol():
    ev = event(year=1500, criteria=CYP, person="hero", hero="black")
    hero = monarch("hero", crowns=1, start=1500, end=1500)
    a = monarch("a", crowns=6, start=1000, end=1001)  # wins alone on crowns
    b = monarch("b", crowns=5, start=1499, end=1502)  # out on crowns, though nearest
    out = resolve(play(a, b, hero), ev, CYP)
    assert (out.winner, out.decided_by, out.hero) == (2, "period", 2)


def test_i5_black_hero_full_tie_goes_to_whoever_played_first():
    ev = event(year=1500, criteria=CYP, person="hero", hero="black")
    hero = monarch("hero", crowns=1, start=1400, end=1410)  # 90 years from 1500
    w = monarch("w", crowns=6, start=1590, end=1600)  # also 90 years from 1500
    low = monarch("low", crowns=2, start=1500, end=1500)
    first_hero = resolve(play(hero, w, low), ev, CYP)
    assert (first_hero.winner, first_hero.decided_by, first_hero.hero) == (0, "tie", 0)
    hero_later = resolve(play(low, w, hero), ev, CYP)
    assert (hero_later.winner, hero_later.decided_by, hero_later.hero) == (1, "tie", 2)


def test_i5_black_hero_joins_every_card_still_tied_after_two_symbols():
    ev = event(year=1500, criteria=CYP, person="hero", hero="black")
    hero = monarch("hero", crowns=1, start=1300, end=1310)
    a = monarch("a", crowns=5, start=1000, end=1010)
    b = monarch("b", crowns=5, start=1480, end=1490)  # same C and Y as a, nearest
    out = resolve(play(hero, a, b), ev, CYP)
    assert (out.winner, out.decided_by, out.hero) == (2, "period", 0)


def test_i5_black_hero_with_dinastia_in_the_first_two_symbols():
    ev = event(year=1500, criteria=CYP, dynasty="red", person="hero", hero="black")
    hero = monarch("hero", crowns=1, start=1200, end=1200, dynasty="blue")
    dyn = monarch("dyn", crowns=1, start=1300, end=1340, dynasty="red")  # ties top, Y 40
    top = monarch("top", crowns=6, start=1400, end=1410, dynasty="blue")  # Y 10
    out = resolve(play(top, dyn, hero), ev, CYP)
    # dyn wins on years before the hero comes in; dyn (160 away) vs hero (300): dyn
    assert (out.winner, out.decided_by, out.hero, out.dynasty) == (1, "period", 2, (1,))


def test_i5_black_hero_is_not_compared_on_his_own_first_symbols():
    ev = event(year=1500, criteria=CYP, person="hero", hero="black")
    hero = monarch("hero", crowns=6, start=1000, end=1100)  # best on crowns and years
    a = monarch("a", crowns=2, start=1499, end=1501)  # nearest: wins on the period
    b = monarch("b", crowns=1, start=1000, end=1001)
    out = resolve(play(hero, a, b), ev, CYP)
    assert (out.winner, out.decided_by, out.hero) == (1, "period", 0)


# -- I-6: red war hero ----------------------------------------------------------


def test_i6_red_hero_always_loses():
    ev = event(year=1500, criteria=CYP, person="hero", hero="red")
    hero = monarch("hero", crowns=6, start=1450, end=1550)  # best on everything
    a = monarch("a", crowns=1, start=1000, end=1001)
    b = monarch("b", crowns=1, start=1000, end=1002)
    out = resolve(play(hero, a, b), ev, CYP)
    assert out.winner != 0
    assert (out.winner, out.decided_by, out.hero) == (2, "years", 0)


def test_i6_red_hero_round_skips_the_first_symbol():
    ev = event(year=1500, criteria=CYP, person="hero", hero="red")
    hero = monarch("hero", crowns=3, start=1000, end=1000)
    a = monarch("a", crowns=6, start=1000, end=1001)  # would win on crowns
    b = monarch("b", crowns=1, start=1000, end=1010)  # wins on years, the second symbol
    out = resolve(play(a, hero, b), ev, CYP)
    assert (out.winner, out.decided_by, out.hero) == (2, "years", 1)


def test_i6_red_hero_round_third_symbol_then_tie():
    ev = event(year=1500, criteria=CYP, person="hero", hero="red")
    hero = monarch("hero", crowns=3, start=1000, end=1000)
    a = monarch("a", crowns=6, start=1000, end=1010)  # Y 10, 490 away
    b = monarch("b", crowns=1, start=1400, end=1410)  # Y 10, 90 away
    out = resolve(play(hero, a, b), ev, CYP)
    assert (out.winner, out.decided_by) == (2, "period")
    twin = monarch("twin", crowns=1, start=1400, end=1410)
    tied = resolve(play(hero, twin, b, seats=[0, 2, 1]), ev, CYP)
    # hero played first but is out; twin (seat 2) played before b (seat 1)
    assert (tied.winner, tied.decided_by, tied.hero) == (2, "tie", 0)


def test_i6_red_hero_round_ignores_dinastia():
    ev = event(year=1500, criteria=CYP, dynasty="red", person="hero", hero="red")
    hero = monarch("hero", crowns=3, start=1000, end=1000)
    dyn = monarch("dyn", crowns=1, start=1490, end=1491, dynasty="red")  # Y 1, nearest
    b = monarch("b", crowns=6, start=1000, end=1010, dynasty="blue")  # Y 10
    out = resolve(play(dyn, b, hero), ev, CYP)
    # were Dinastía applied to the (new) first compared symbol, dyn would tie b on years and
    # win on the period; the ruling says the decision is simply on years: b.
    assert (out.winner, out.decided_by, out.hero) == (1, "years", 2)


# -- a war-hero symbol without its person on the table ------------------------


@pytest.mark.parametrize("colour", ["black", "red"])
def test_hero_symbol_without_the_person_changes_nothing(colour):
    a = monarch("a", crowns=6, start=1000, end=1001)
    b = monarch("b", crowns=2, start=1000, end=1050)
    c = monarch("c", crowns=1, start=1499, end=1501)
    plain = resolve(play(a, b, c), event(year=1500, criteria=CYP), CYP)
    hero = resolve(play(a, b, c), event(year=1500, criteria=CYP, person="absent", hero=colour), CYP)
    assert (hero.winner, hero.decided_by, hero.hero) == (plain.winner, plain.decided_by, None) == (0, "crowns", None)


def test_person_played_without_a_hero_symbol_changes_nothing():
    a = monarch("a", crowns=6, start=1000, end=1001)
    p = monarch("p", crowns=1, start=1000, end=1050)
    out = resolve(play(p, a), event(criteria=CYP, person="p", hero=None), CYP)
    assert (out.winner, out.decided_by, out.hero) == (1, "crowns", None)


# -- decided_by with every order of symbols -------------------------------------

PAIRS = {  # (x, y): y is better than x on exactly this criterion, equal on the others (year 1005)
    "crowns": (dict(crowns=3, start=1000, end=1010), dict(crowns=4, start=1000, end=1010)),
    "years": (dict(crowns=3, start=1000, end=1010), dict(crowns=3, start=1000, end=1011)),
    "period": (dict(crowns=3, start=1020, end=1030), dict(crowns=3, start=1010, end=1020)),
}


@pytest.mark.parametrize(
    "criteria",
    [
        ("crowns", "years", "period"),
        ("crowns", "period", "years"),
        ("years", "crowns", "period"),
        ("years", "period", "crowns"),
        ("period", "crowns", "years"),
        ("period", "years", "crowns"),
    ],
)
@pytest.mark.parametrize("position", [0, 1, 2])
def test_decided_by_names_the_symbol_that_separated_the_cards(criteria, position):
    ev = event(year=1005, criteria=criteria)
    xs, ys = PAIRS[criteria[position]]
    x, y = monarch("x", **xs), monarch("y", **ys)
    out = resolve(play(x, y), ev, criteria)
    assert (out.winner, out.decided_by) == (1, criteria[position])
    out = resolve(play(y, x), ev, criteria)
    assert (out.winner, out.decided_by) == (0, criteria[position])
    out = resolve(play(x, monarch("x2", **xs)), ev, criteria)
    assert (out.winner, out.decided_by) == (0, "tie")
