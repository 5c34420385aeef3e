"""The arena's scripted ``rusher`` (rules.ai.arena.SCRIPTED): it advances whenever it has
vis and puts every vis it may on the unfinished Item nearest completion, as Praeco it votes
for its own Items' spaces, and otherwise it plays as greedy; the levels are held against it
(docs/balance.md)."""

from __future__ import annotations

import random

from tribunal_helpers import at_main, give, new_state, past_setup

from rules.ai.arena import run, scripted_for
from rules.tribunal.actions import Advance, Done, PraecoVote
from rules.tribunal.ai import greedy, rusher


def _spread_sanctum():
    """Seat 0 at its first main step with two unfinished Items and an unfinished Spell:
    the Star Orb 3 vis short (1 of 4 paid), the Twilight Orb 6 short, the Spell 1 short."""
    st = at_main()
    for card in ("i_star_orb", "i_twilight_orb"):
        give(st, 0, card)
    give(st, 0, "s_transmute_lead", zone="library")
    for card, vis in (("i_star_orb", 1), ("s_transmute_lead", 1)):
        st.vis_on[card] = vis
        st.regio -= vis
    st.touch()
    return st


def test_the_rusher_puts_its_vis_on_the_item_nearest_completion():
    st = _spread_sanctum()
    legal = st.legal(0)
    assert {Advance("i_star_orb"), Advance("i_twilight_orb"), Advance("s_transmute_lead")} <= set(legal)
    act = rusher(st.view(0), legal, random.Random(1))
    assert act == Advance("i_star_orb")  # an Item before the nearer Spell
    st.apply(0, act)
    assert st.step == "advance"
    act = rusher(st.view(0), st.legal(0), random.Random(1))
    assert act == Advance("i_star_orb")  # the second vis on the same card, not Done
    st.apply(0, act)
    assert st.vis_on["i_star_orb"] == 3 and st.step == "main"


def test_the_rusher_votes_as_praeco_for_its_own_items_spaces():
    st = past_setup(new_state(3, 0))
    assert st.step == "praeco" and st.to_act() == (0,)
    give(st, 0, "i_star_orb")  # orbs, 3 points
    give(st, 0, "i_oak_staff")  # staffs, 1 point
    rng = random.Random(1)
    # greedy too, now: its votes that change nothing go to its own Items' spaces (it voted
    # elsewhere, at random among spaces no one's Items favour)
    assert greedy(st.view(0), st.legal(0), rng) == PraecoVote("orbs")
    for space in ("orbs", "staffs"):  # the space worth most to its Items first
        act = rusher(st.view(0), st.legal(0), rng)
        assert act == PraecoVote(space)
        st.apply(0, act)
    legal = st.legal(0)  # no space of its own left: the third vote is greedy's
    assert rusher(st.view(0), legal, random.Random(1)) == greedy(st.view(0), legal, random.Random(1))


def test_the_rusher_plays_as_greedy_with_nothing_to_advance():
    st = at_main()
    legal = st.legal(0)
    assert not any(isinstance(a, Advance) for a in legal)
    assert rusher(st.view(0), legal, random.Random(1)) == greedy(st.view(0), legal, random.Random(1))


def test_the_rusher_plays_whole_games_with_legal_actions():
    for seed in (1, 2):
        st = new_state(3, seed)
        rngs = [random.Random(seed * 10 + s) for s in range(3)]
        advanced = 0
        while not st.is_over():
            seat = st.to_act()[0]
            legal = st.legal(seat)
            act = (rusher if seat == 0 else greedy)(st.view(seat), legal, rngs[seat])
            assert act in legal
            if seat == 0 and st.step == "advance" and any(isinstance(a, Advance) for a in legal):
                assert act != Done()  # it spends every vis the advance allows
                advanced += 1
            st.apply(seat, act)
        assert advanced > 0 and st.scores()[0].total > 0


def test_the_arena_seats_the_rusher_for_grand_tribunal_only():
    assert scripted_for("rusher", "tribunal") is rusher
    assert scripted_for("rusher", "krysis") is None
    stats = run("tribunal", ["greedy", "greedy", "rusher"], games=1, seed=1)
    assert stats["rusher"]["games"] == 1 and stats["greedy"]["games"] == 2


def test_greedy_spends_a_vis_on_the_item_nearest_completion():
    """Greedy's worth counts a vis alike on any card, so it put one on the Cold Iron Staff (6
    short) beside the Alchemist's Wand 3 short; a vis it spends now goes to the nearest Item."""
    st = at_main()
    give(st, 0, "i_alchemist_s_wand")
    give(st, 0, "i_cold_iron_staff")
    st.vis_on["i_alchemist_s_wand"] = 2
    st.regio -= 2
    st.touch()
    for seed in range(3):
        assert greedy(st.view(0), st.legal(0), random.Random(seed)) == Advance("i_alchemist_s_wand")
