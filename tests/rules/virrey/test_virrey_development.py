"""Development phase: placement, costs, rewards, circles, infinite gems (rulebook examples)."""

import pytest
from virrey_helpers import (
    B,
    G,
    R,
    Y,
    character,
    check_invariants,
    fixture_cards,
    give_hand,
    law_with,
    scenario,
    set_gems,
    set_pyramid,
    with_cards,
)

from rules.core.errors import IllegalAction
from rules.virrey.actions import Discard, Draw, Pass, PayFull, Place, Play, TakeGem, TopReward, UseInfinite

FILLER = [f"c{i:02d}" for i in range(1, 17)]


def triangle(apex_level: int) -> dict:
    """A pyramid whose only upper open slot is the apex (apex_level, apex_level - 1)."""
    layout = {}
    cards = iter(FILLER)
    for k in range(1, apex_level):
        for j in range(apex_level - k + 1):
            layout[(k, k - 1 + 2 * j)] = next(cards)
    return layout


def to_development(state):
    state.status = ["won"] * state.n
    state._start_development()
    state.touch()
    return state


def play_card(state, seat, card, slot, others_pass=True):
    state.apply(seat, Play(card))
    if others_pass:
        for s in state.to_act():
            state.apply(s, Pass())
    assert state.tasks[-1][:3] == ("place", seat, card), state.tasks[-1]
    state.apply(seat, Place(*slot))


@pytest.mark.parametrize(
    "level,paid,reward",
    [
        (1, (0, 0, 1, 0), "card"),
        (2, (1, 0, 1, 0), "gems"),
        (3, (1, 0, 1, 1), "magic"),
        (4, (1, 0, 1, 2), "power"),
    ],
)
def test_captain_cost_and_reward_at_each_level(level, paid, reward):
    st = scenario(2)
    set_pyramid(st, 0, triangle(level) if level > 1 else {(1, 0): "c01"})
    give_hand(st, 0, ["captain"])
    set_gems(st, 0, (3, 3, 3, 3))
    to_development(st)
    reserve = list(st.reserve)
    slot = (level, level - 1) if level > 1 else (1, 2)
    play_card(st, 0, "captain", slot)
    assert st.pyr[0].cells[slot] == "captain"
    got = [st.reserve[c] - reserve[c] for c in range(4)]
    if reward == "card":
        assert got == list(paid)
        assert st.tasks[-1][0] == "draw"
        hand = len(st.hands[0])
        st.apply(0, Draw("laws"))
        assert len(st.hands[0]) == hand + 1
    elif reward == "gems":
        assert got == list(paid)
        assert st.tasks[-1] == ("gems", 0, 5)
        before = sum(st.gems[0])
        while st.tasks and st.tasks[-1][0] == "gems":
            st.apply(0, st.legal(0)[0])
        assert sum(st.gems[0]) == before + 5
    elif reward == "magic":
        assert got == list(paid)
        assert st.tok[0]["captain"] == (("magic",),)
    else:
        assert got == list(paid)
        assert st.tok[0]["captain"] == (("power", 12, (12,)),)
    check_invariants(st)


def test_captain_on_level_five_costs_one_more_yellow_and_offers_the_choice():
    st = scenario(2)
    set_pyramid(st, 0, triangle(5))
    give_hand(st, 0, ["captain"])
    set_gems(st, 0, (1, 0, 1, 3))
    to_development(st)
    play_card(st, 0, "captain", (5, 4))
    assert st.gems[0] == [0, 0, 0, 0]  # green, blue, three yellow
    assert st.tasks[-1][0] == "top_reward"
    assert set(st.legal(0)) == {TopReward(True), TopReward(False)}
    clone = st.clone()
    st.apply(0, TopReward(True))
    assert st.tok[0]["captain"] == (("power", 15, (15,)),)
    clone.apply(0, TopReward(False))  # card, then five gems, then the magic token
    assert clone.tasks[-1][0] == "draw"
    clone.apply(0, Draw("small"))
    assert clone.tasks[-1][:2] == ("gems", 0)
    while clone.tasks and clone.tasks[-1][0] == "gems":
        clone.apply(0, clone.legal(0)[0])
    assert sum(clone.gems[0]) == 5
    assert clone.tok[0]["captain"] == (("magic",),)
    check_invariants(clone)


def test_level_five_needs_the_extra_gem():
    st = scenario(2)
    set_pyramid(st, 0, triangle(5))
    give_hand(st, 0, ["captain"])
    set_gems(st, 0, (1, 0, 1, 2))  # enough for level 4, one yellow short for level 5
    to_development(st)
    st.apply(0, Play("captain"))
    st.apply(1, Pass())
    slots = {(a.level, a.x) for a in st.legal(0)}
    assert (5, 4) not in slots and (1, -2) in slots
    with pytest.raises(IllegalAction, match="cost"):
        st.apply(0, Place(5, 4))


def test_level_one_only_at_either_end():
    st = scenario(2)
    set_pyramid(st, 0, {(1, 0): "c01", (1, 2): "c02", (1, 4): "c03"})
    give_hand(st, 0, ["c05"])
    set_gems(st, 0, (5, 5, 5, 5))
    to_development(st)
    st.apply(0, Play("c05"))
    st.apply(1, Pass())
    slots = {(a.level, a.x) for a in st.legal(0)}
    assert slots == {(1, -2), (1, 6), (2, 1), (2, 3)}
    with pytest.raises(IllegalAction, match="open slot"):
        st.apply(0, Place(1, 2))
    with pytest.raises(IllegalAction):
        st.apply(0, Place(3, 2))


def test_upper_level_needs_two_supports_and_five_levels_at_most():
    st = scenario(2)
    layout = triangle(5)
    layout[(5, 4)] = "c20"
    layout[(1, 10)] = "c21"
    set_pyramid(st, 0, layout)
    slots = st.pyr[0].open_slots(5)
    assert all(lv <= 5 for lv, _ in slots)
    assert (2, 9) in slots and (6, 5) not in slots and (2, 1) not in slots


def test_law_is_free_and_not_on_level_five():
    st = scenario(2)
    set_pyramid(st, 0, triangle(5))
    law = law_with("points_by_level")
    give_hand(st, 0, [law])
    set_gems(st, 0, (0, 0, 0, 0))
    to_development(st)
    assert Play(law) in st.legal(0)
    st.apply(0, Play(law))
    st.apply(1, Pass())
    slots = {(a.level, a.x) for a in st.legal(0)}
    assert (5, 4) not in slots and (1, -2) in slots
    with pytest.raises(IllegalAction, match="level 5"):
        st.apply(0, Place(5, 4))


def test_one_colour_circle_gives_a_gem_of_that_colour():
    cs = with_cards(
        fixture_cards(),
        characters=[
            character("c01", 1, sections=(B, G, B)),
            character("c02", 2, sections=(G, B, B)),
            character("c03", 3, sections=(R, R, G), costs=((B,), (B,), (B,), (B,)), rewards=((("power", 2),),) * 4),
            character("c04", 4, sections=(R, R, Y), costs=((B,), (B,), (B,), (B,)), rewards=((("power", 2),),) * 4),
        ],
    )
    st = scenario(2, cards=cs)
    set_pyramid(st, 0, {(1, 0): "c01", (1, 2): "c02", (1, 4): "c05"})
    give_hand(st, 0, ["c03", "c04"])
    set_gems(st, 0, (4, 0, 0, 0))
    to_development(st)
    green = st.reserve[G]
    play_card(st, 0, "c03", (2, 1))  # green circle: c01 right, c02 left, c03 bottom
    assert st.gems[0][G] == 1 and st.reserve[G] == green - 1
    st.apply(0, Play("c04"))
    st.apply(0, Place(2, 3))  # c02 right blue, c05 left ?, c04 bottom yellow: no circle
    assert st.gems[0][G] == 1


def test_circle_gem_needs_one_in_the_reserve():
    cs = with_cards(
        fixture_cards(),
        characters=[
            character("c01", 1, sections=(B, G, B)),
            character("c02", 2, sections=(G, B, B)),
            character("c03", 3, sections=(R, R, G), rewards=((("power", 2),),) * 4),
        ],
    )
    st = scenario(2, cards=cs)
    set_pyramid(st, 0, {(1, 0): "c01", (1, 2): "c02"})
    give_hand(st, 0, ["c03"])
    set_gems(st, 0, (4, 0, 0, 0))
    st.box[G] += st.reserve[G]
    st.reserve[G] = 0
    to_development(st)
    play_card(st, 0, "c03", (2, 1))
    assert st.gems[0][G] == 0
    check_invariants(st)


def test_infinite_gem_lowers_a_payment_once_per_turn():
    st = scenario(2)
    set_pyramid(st, 0, {(1, 0): "c01"})
    st._add_token(0, "c01", ("infinite", G))
    give_hand(st, 0, ["captain", "c20"])
    set_gems(st, 0, (0, 0, 0, 0))
    to_development(st)
    # The Captain on level 1 costs one green: payable only with the infinite gem.
    assert Play("captain") in st.legal(0)
    st.apply(0, Play("captain"))
    st.apply(1, Pass())
    st.apply(0, Place(1, 2))  # the only option then is the infinite gem: taken automatically
    assert "captain" in st.pyr[0]
    assert st.inf_uses[0] == 1
    while st.tasks:
        st.apply(0, st.legal(0)[0])
    # Round 2: the infinite gem is used up for this turn.
    assert Play("captain") not in st.legal(0)
    cost = st.cards.costs["c20"][0]
    if sum(cost) == 1 and cost[G] == 1:
        assert Play("c20") not in st.legal(0)


def test_infinite_gem_use_is_a_choice_when_both_ways_pay():
    st = scenario(2)
    set_pyramid(st, 0, {(1, 0): "c01"})
    st._add_token(0, "c01", ("infinite", G))
    give_hand(st, 0, ["captain"])
    set_gems(st, 0, (0, 0, 1, 0))
    to_development(st)
    st.apply(0, Play("captain"))
    st.apply(1, Pass())
    st.apply(0, Place(1, 2))
    assert set(st.legal(0)) == {UseInfinite("green"), PayFull()}
    st.apply(0, UseInfinite("green"))
    assert st.gems[0][G] == 1


def test_infinite_gem_from_the_reserve_else_own_else_none():
    st = scenario(2)
    set_gems(st, 0, (0, 0, 0, 1))
    st.reserve[Y], st.box[Y] = 0, st.box[Y] + st.reserve[Y]
    st.give_infinite(0, st.pyr[0].cards()[0], Y)
    assert st.gems[0][Y] == 0 and st.inf_have[0][Y] == 1
    st.give_infinite(0, st.pyr[0].cards()[0], Y)
    assert st.inf_have[0][Y] == 1
    check_invariants(st)


def test_discard_for_two_gems_and_pass_ends_the_phase():
    st = scenario(2)
    give_hand(st, 0, ["c30"])
    give_hand(st, 1, ["c31", "c32"])
    to_development(st)
    st.apply(0, Discard("c30"))
    st.apply(1, Pass())
    while st.tasks and st.tasks[-1][0] == "gems":
        st.apply(0, TakeGem("red"))
    assert "c30" in st.discard
    assert not st.dev_active[1]
    check_invariants(st)


def test_reveal_resolves_in_order_of_lowest_card_number():
    st = scenario(2)
    set_pyramid(st, 0, {(1, 0): "c40"})
    set_pyramid(st, 1, {(1, 0): "c03"})
    give_hand(st, 0, [law_with("points_by_level")])
    give_hand(st, 1, [law_with("points_per_law")])
    to_development(st)
    st.apply(0, Play(st.hands[0][-1]))
    st.apply(1, Play(st.hands[1][-1]))
    assert st.to_act() == (1,)  # c03 < c40: seat 1 places first
