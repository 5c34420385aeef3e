"""Krysis: "2. Fortalecimiento de los equipos", "3. Acción" (carga, incursión, horas extra,
cartas de reliquia, capacidad de carga) and "Terminando la ronda"."""

import pytest
from krysis_helpers import act, check_invariants, give_relic, new_state, set_camp, set_teams

from rules.core.errors import IllegalAction
from rules.krysis.action import overtime_options
from rules.krysis.actions import Activate, Carry, Draw, Load, Overtime, Pick, Raid, SealBid, StealRelics, Take
from rules.krysis.capacity import fits

# -- teams and initiative ----------------------------------------------------------------


def test_three_sealed_picks_revealed_together():
    st = new_state(2, seed=1)
    for s in range(2):
        st.apply(s, SealBid())
    while st.phase == "mine":
        act(st, st.legal(st.to_act()[0])[0])
    h0, h1 = list(st.hand[0]), list(st.hand[1])
    st.apply(0, Pick(h0[0]))
    assert st.team[0] == [] and st.view(1).players_view[0].pick is None
    assert st.view(1).players_view[0].chosen and st.view(0).players_view[0].pick == h0[0]
    with pytest.raises(IllegalAction):
        st.apply(0, Pick(h0[1]))  # one pick at a time
    st.apply(1, Pick(h1[2]))
    assert st.team == [[h0[0]], [h1[2]]]  # revealed together
    for _k in (1, 2):
        st.apply(1, Pick(st.hand[1][0]))
        st.apply(0, Pick(st.hand[0][0]))
    assert st.phase == "action" and all(len(t) == 3 for t in st.team)
    assert all(len(h) == 3 for h in st.hand)


def test_initiative_sums_speeds_and_a_multiplier_counts_camp_crystals():
    st = new_state(2, seed=1)
    set_camp(st, 0, (0, 3, 0))
    set_camp(st, 1, (2, 0, 0))
    # seat 0: sapphire trader (blue x2: 3 blues = 6) + veteran 1 + scout 4 = 11
    # seat 1: ruby knight (red x3: 2 reds = 6) + guard 2 + drover 3 = 11: tie, seat 1 is ahead
    set_teams(
        st,
        {0: ["sapphire_trader", "veteran", "scout"], 1: ["ruby_knight", "guard", "drover"]},
        miners={0: (1, 0), 1: (1, 3)},
    )
    assert st.initiative == [11, 11]
    assert st.order == [1, 0] and st.to_act() == (1,)
    set_camp(st, 0, (0, 4, 0))
    set_teams(st, {0: ["sapphire_trader", "veteran", "scout"], 1: ["ruby_knight", "guard", "drover"]})
    assert st.initiative == [13, 11] and st.order == [0, 1]


# -- carrying capacity -------------------------------------------------------------------


@pytest.mark.parametrize(
    "slots,load,ok",
    [
        ((0, 1, 0), (0, 0, 2, 0), True),  # 2 whites for a blue
        ((0, 1, 0), (0, 0, 3, 0), False),
        ((1, 0, 0), (0, 0, 3, 0), True),  # 3 whites for a red
        ((1, 0, 0), (0, 1, 0, 0), False),  # never a blue in place of a red
        ((0, 1, 0), (1, 0, 0, 0), False),
        ((1, 0, 0), (0, 0, 0, 1), True),  # a relic in place of a red...
        ((0, 1, 0), (0, 0, 0, 1), True),  # ... or of a blue
        ((0, 0, 3), (0, 0, 0, 1), False),  # no icon of its own, never on white
        ((1, 0, 0), (0, 0, 1, 1), False),  # never a relic and a white in place of a red
        ((1, 1, 0), (0, 0, 3, 1), True),  # the relic on the blue, 3 whites on the red
        ((1, 1, 1), (1, 1, 1, 0), True),
        ((1, 1, 1), (1, 1, 2, 0), False),  # never exceeded
    ],
)
def test_capacity_as_printed(slots, load, ok):
    assert fits(slots, load) is ok


def test_load_offers_only_what_still_fits_and_carries_home():
    st = new_state(2, seed=2)
    set_camp(st, 0, (2, 2, 5), relics=["idol_weapon_1", "mask_weapon_1"])
    set_teams(
        st, {0: ["scout", "veteran", "guard"], 1: ["porter", "brawler", "hauler"]}, miners={0: (1, 3), 1: (1, 0)}
    )  # seat 0 is ahead: it acts first on a tie
    assert st.to_act() == (0,)
    act(st, Load())
    # the scout carries 1 blue: a blue, a relic, or 2 whites
    assert set(st.legal(0)) == {
        Take("blue"),
        Take("white"),
        Take("idol_weapon_1"),
        Take("mask_weapon_1"),
        Carry("home"),
        Carry("bank"),
    }
    act(st, Take("white"))
    assert set(st.legal(0)) == {Take("white"), Carry("home"), Carry("bank")}
    act(st, Take("white"))
    assert set(st.legal(0)) == {Carry("home"), Carry("bank")}
    home = list(st.home[0])
    act(st, Carry("home"))
    assert st.home[0] == [home[0], home[1], home[2] + 2]
    assert st.camp[0] == [2, 2, 3]
    assert st.team[0] == [] and st.deserted[0] and len(st.adiscard[0]) == 3
    assert st.to_act() == (1,)
    # a deserted camp can be raided even with a combat value of 0
    assert Raid(0) in st.legal(1)
    check_invariants(st)


def test_selling_gives_two_points_per_crystal_or_relic_and_discards_used_relics():
    st = new_state(2, seed=2)
    set_camp(st, 0, (1, 0, 0), relics=["idol_transport_1", "mask_weapon_1", "orb_weapon_1"])
    set_teams(st, {0: ["scout", "veteran", "guard"], 1: ["porter", "brawler", "hauler"]}, miners={0: (1, 3), 1: (1, 0)})
    act(st, Activate("idol_transport_1"))  # +1 red space
    assert Activate("idol_weapon_1") not in st.legal(0)
    act(st, Activate("mask_weapon_1"))
    assert not [a for a in st.legal(0) if isinstance(a, Activate)]  # one weapon, one transport
    act(st, Load(), Take("red"), Take("orb_weapon_1"), Carry("bank"))
    assert st.track[0] == 4
    assert {"idol_transport_1", "mask_weapon_1", "orb_weapon_1"} <= set(st.relic_discard)
    assert st.played[0] == [] and st.camp[0] == [0, 0, 0]
    check_invariants(st)


def test_an_empty_load_is_allowed_and_deserts_the_camp():  # K-7
    st = new_state(2, seed=2)
    set_teams(st, {0: ["scout", "veteran", "guard"], 1: ["porter", "brawler", "hauler"]}, miners={0: (1, 3), 1: (1, 0)})
    act(st, Load(), Carry("home"))
    assert st.deserted[0] and st.to_act() == (1,)


# -- raids -----------------------------------------------------------------------------


def _raid_setup(seed=3):
    st = new_state(2, seed=seed)
    set_camp(st, 0, (0, 0, 0))
    set_camp(st, 1, (1, 2, 4), relics=["idol_weapon_1", "mask_weapon_1", "scroll_weapon_1"])
    return st


def test_a_raid_needs_a_strictly_greater_combat_value():
    st = _raid_setup()
    # attackers: brawler 3 + sentry 2 = 5 (+ courier 0); defenders: guard 4 + skirmisher 1 = 5
    set_teams(
        st, {0: ["brawler", "sentry", "courier"], 1: ["guard", "skirmisher", "porter"]}, miners={0: (1, 3), 1: (1, 0)}
    )
    assert st.attack(0) == 5 and st.defence(1) == 5
    assert Raid(1) not in st.legal(0)
    with pytest.raises(IllegalAction):
        st.apply(0, Raid(1))
    give_relic(st, st.camp_relics[0], "chalice_weapon_1")
    act(st, Activate("chalice_weapon_1"))  # +2
    assert st.attack(0) == 7 and Raid(1) in st.legal(0)


def test_raid_steals_within_capacity_and_relics_at_random_after_announcing():
    st = _raid_setup()
    set_teams(st, {0: ["veteran", "guard", "packer"], 1: ["porter", "hauler", "packer"]}, miners={0: (1, 3), 1: (1, 0)})
    act(st, Raid(1))
    # the packer carries 2 blue + 1 white: relics up to 2 (on the blue spaces)
    legal = st.legal(0)
    assert StealRelics(1) in legal and StealRelics(2) in legal and StealRelics(3) not in legal
    assert Take("red") not in legal
    act(st, StealRelics(2))
    assert len(st.cargo_relics) == 2 and len(st.camp_relics[1]) == 1
    assert not [a for a in st.legal(0) if isinstance(a, StealRelics)]  # announced once
    act(st, Take("white"))
    assert set(st.legal(0)) == {Carry("home"), Carry("bank"), Carry("camp")}
    stolen = list(st.cargo_relics)
    act(st, Carry("camp"))
    assert set(stolen) <= set(st.camp_relics[0]) and st.camp[0] == [0, 0, 1]
    assert not st.deserted[0] and len(st.team[0]) == 3  # the team stays to defend
    private = [e for e in st.events if e.key == "krysis.relics_stolen"]
    assert {e.to for e in private} == {0, 1}
    public = [e for e in st.events if e.key == "krysis.steal_relics"]
    assert public[-1].to is None and public[-1].params["count"] == 2
    check_invariants(st)


def test_raid_loot_home_deserts_the_camp_and_discards_the_relics_used():
    st = _raid_setup()
    give_relic(st, st.camp_relics[0], "chalice_weapon_1")
    set_teams(st, {0: ["veteran", "guard", "drover"], 1: ["porter", "hauler", "packer"]}, miners={0: (1, 3), 1: (1, 0)})
    act(st, Activate("chalice_weapon_1"), Raid(1), Take("red"), Take("white"), Carry("home"))
    assert st.home[0][0] == 2 and st.home[0][2] == 4
    assert st.deserted[0] and st.team[0] == [] and "chalice_weapon_1" in st.relic_discard
    check_invariants(st)


def test_raid_loot_sold_scores_two_each_and_deserts_the_camp():  # K-8
    st = _raid_setup()
    set_teams(st, {0: ["veteran", "guard", "drover"], 1: ["porter", "hauler", "packer"]}, miners={0: (1, 3), 1: (1, 0)})
    act(st, Raid(1), StealRelics(1), Take("white"), Carry("bank"))
    assert st.track[0] == 4 and st.deserted[0]


def test_raid_loot_to_camp_keeps_the_weapon_for_defence_and_discards_the_transport():  # K-10
    st = _raid_setup()
    give_relic(st, st.camp_relics[0], "chalice_weapon_1")
    give_relic(st, st.camp_relics[0], "idol_transport_2")
    set_teams(st, {0: ["veteran", "guard", "drover"], 1: ["porter", "hauler", "packer"]}, miners={0: (1, 3), 1: (1, 0)})
    act(st, Activate("chalice_weapon_1"), Activate("idol_transport_2"), Raid(1), Carry("camp"))
    assert st.played[0] == ["chalice_weapon_1"] and "idol_transport_2" in st.relic_discard
    # seat 1's defence counts... its own team; seat 0's camp now defends with 5 + 4 + 2
    assert st.defence(0) == 11


def test_played_relics_cannot_be_stolen():
    st = _raid_setup()
    set_camp(st, 0, (0, 0, 0), relics=["chalice_weapon_1"])
    set_teams(
        st, {0: ["lookout", "courier", "scout"], 1: ["veteran", "guard", "packer"]}, miners={0: (1, 3), 1: (1, 0)}
    )
    act(st, Activate("chalice_weapon_1"), Overtime(0, 0, 6))
    assert not st.deserted[0] and st.camp[0] == [0, 0, 6]  # K-11: overtime to camp
    act(st, Raid(0))  # 9 > 0 + 2
    assert not [a for a in st.legal(1) if isinstance(a, StealRelics)]


def test_several_raids_on_one_camp_in_a_round():  # K-14
    st = new_state(3, seed=3)
    set_camp(st, 2, (2, 2, 2))
    set_teams(
        st,
        {0: ["veteran", "porter", "lookout"], 1: ["guard", "drover", "skirmisher"], 2: ["hauler", "packer", "runner"]},
        miners={0: (1, 3), 1: (1, 2), 2: (1, 0)},
    )
    assert st.order[:2] == [1, 0] or st.order[:2] == [0, 1]
    for _ in range(2):
        (s,) = st.to_act()
        act(st, Raid(2), Take("red"), Carry("camp"))
    assert st.camp[2][0] == 0


def test_defence_points_count_only_when_defending():
    st = new_state(2, seed=1, advanced=True)
    for s in range(2):
        while st.phase == "aside" and s in st.to_act():
            st.apply(s, st.legal(s)[0])
    set_teams(
        st, {0: ["defender", "lookout", "courier"], 1: ["brawler", "scout", "runner"]}, miners={0: (1, 3), 1: (1, 0)}
    )
    assert st.attack(0) == 2 and st.defence(0) == 5  # combat 2, Defensa +3


# -- overtime --------------------------------------------------------------------------


def test_overtime_offers_every_combination_worth_six():
    assert sorted(overtime_options()) == [(0, 0, 6), (0, 1, 4), (0, 2, 2), (0, 3, 0), (1, 0, 3), (1, 1, 1), (2, 0, 0)]
    st = new_state(2, seed=1)
    set_teams(
        st, {0: ["lookout", "courier", "scout"], 1: ["veteran", "guard", "packer"]}, miners={0: (1, 3), 1: (1, 0)}
    )
    assert {a for a in st.legal(0) if isinstance(a, Overtime)} == {Overtime(*o) for o in overtime_options()}
    before = list(st.camp[0])
    act(st, Overtime(1, 1, 1))
    assert st.camp[0] == [before[0] + 1, before[1] + 1, before[2] + 1] and len(st.team[0]) == 3


# -- end of the round ------------------------------------------------------------------


def test_end_of_round_discards_and_each_player_draws_three_choosing_the_deck():
    st = new_state(2, seed=6)
    set_teams(
        st, {0: ["lookout", "courier", "scout"], 1: ["veteran", "guard", "packer"]}, miners={0: (1, 3), 1: (1, 0)}
    )
    for _s in st.order:
        act(st, Overtime(0, 0, 6))
    assert st.phase == "draw" and all(t == [] for t in st.team)
    assert st.to_act() == (0,)
    hand = len(st.hand[0])
    act(st, Draw("fighter"), Draw("fighter"), Draw("transporter"))
    assert len(st.hand[0]) == hand + 3 and st.to_act() == (1,)
    st.tdeck[1], st.fdeck[1] = st.tdeck[1] + st.fdeck[1], []
    assert st.legal(1) == [Draw("transporter")]
    act(st, Draw("transporter"), Draw("transporter"), Draw("transporter"))
    assert st.phase == "bid" and st.round == 2
    drew = [e for e in st.events if e.key == "krysis.drew"]
    assert all(e.to is not None for e in drew)
    check_invariants(st)


def test_miner_positions_decide_initiative_ties_level_by_level():
    st = new_state(2, seed=6)
    set_teams(
        st, {0: ["lookout", "courier", "scout"], 1: ["lookout", "courier", "scout"]}, miners={0: (2, 1), 1: (2, 2)}
    )
    assert st.order == [1, 0]


def test_a_team_of_combat_zero_raids_a_camp_deserted_by_a_load():
    # "esto deja al campamento indefenso ... (incluso los ataques con un valor de combate de 0)"
    st = new_state(2, seed=8)
    set_camp(st, 0, (1, 1, 1))
    set_teams(st, {0: ["veteran", "guard", "drover"], 1: ["porter", "hauler", "packer"]}, miners={0: (1, 3), 1: (1, 0)})
    assert st.attack(1) == 0 and Raid(0) not in [a for a in st.legal(0)]
    act(st, Load(), Take("red"), Carry("home"))
    assert st.to_act() == (1,) and st.attack(1) == 0
    assert Raid(0) in st.legal(1)
    act(st, Raid(0), Take("blue"), Take("white"), Carry("camp"))
    assert st.camp[0] == [0, 0, 0]


def test_a_defended_camp_cannot_be_raided_by_combat_zero():
    st = new_state(2, seed=8)
    set_teams(
        st, {0: ["porter", "hauler", "lookout"], 1: ["porter", "hauler", "packer"]}, miners={0: (1, 3), 1: (1, 0)}
    )
    assert st.attack(0) == 0 and st.defence(1) == 0
    assert Raid(1) not in st.legal(0)  # 0 is not greater than 0
