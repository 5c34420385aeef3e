"""Krysis: "Juego avanzado con agentes especiales" and the "Lista de habilidades especiales"."""

import pytest
from krysis_helpers import act, agent, check_invariants, new_state, set_camp, set_teams

from rules.core.errors import IllegalAction
from rules.krysis.actions import Carry, Convert, Load, Overtime, SetAside, Special, Take, Target


def advanced(players=2, seed=1, tactical=False):
    st = new_state(players, seed, advanced=True, tactical=tactical)
    assert st.phase == "aside"
    for s in range(players):
        while s in st.to_act():
            st.apply(s, st.legal(s)[0])
    return st


def test_each_player_secretly_sets_aside_two_agents_of_each_star_rating():
    st = new_state(2, seed=1, advanced=True)
    assert st.to_act() == (0, 1) and len(st.legal(0)) == 24
    A = st.cards.agents
    ones = [a.agent for a in st.legal(0) if A[a.agent].stars == 1]
    st.apply(0, SetAside(ones[0]))
    st.apply(0, SetAside(ones[1]))
    assert not [a for a in st.legal(0) if A[a.agent].stars == 1]  # two of each rating
    with pytest.raises(IllegalAction):
        st.apply(0, SetAside(ones[2]))
    assert st.view(1).players_view[0].aside is None and st.view(1).players_view[0].aside_count == 2
    for s in range(2):
        while s in st.to_act():
            st.apply(s, st.legal(s)[0])
    assert st.phase == "bid"
    for s in range(2):
        stars = sorted(A[a].stars for a in st.aside[s])
        assert stars == [1, 1, 2, 2, 3, 3]
        squad = st.hand[s] + st.fdeck[s] + st.tdeck[s]
        assert len(squad) == 18 and len(st.hand[s]) == 6 and not set(squad) & set(st.aside[s])
    check_invariants(st)


def test_special_action_before_or_after_the_normal_one_and_mandatory():
    st = advanced()
    set_camp(st, 1, (2, 1, 0))
    set_teams(
        st, {0: ["thief", "lookout", "courier"], 1: ["porter", "hauler", "packer"]}, miners={0: (1, 3), 1: (1, 0)}
    )
    thief = agent(st, 0, "thief")
    assert Special(thief) in st.legal(0) and Load() in st.legal(0)
    act(st, Overtime(2, 0, 0))  # the normal action first...
    assert st.to_act() == (0,) and st.legal(0) == [Special(thief)]  # ... then it must
    act(st, Special(thief))
    assert st.legal(0) == [Target(1)]
    act(st, Target(1))  # falcon's thief shows 1 red
    assert st.camp[1] == [1, 1, 0] and st.to_act() == (1,)
    check_invariants(st)


def test_thief_steals_whatever_the_combat_values_and_only_what_the_camp_has():  # K-17
    st = advanced(seed=2)
    set_camp(st, 0, (0, 0, 0))
    set_camp(st, 1, (0, 0, 5))
    set_teams(
        st, {0: ["thief", "lookout", "courier"], 1: ["veteran", "guard", "brawler"]}, miners={0: (1, 3), 1: (1, 0)}
    )
    assert st.attack(0) < st.defence(1)
    act(st, Special(agent(st, 0, "thief")), Target(1))
    assert st.camp[0] == [0, 0, 0] and st.camp[1] == [0, 0, 5]  # no red in that camp


def test_spy_looks_at_a_camp_and_takes_one_relic_of_its_choice():
    st = advanced(seed=3)
    set_camp(st, 1, relics=["idol_weapon_1", "orb_transport_2"])
    set_teams(st, {0: ["spy", "lookout", "courier"], 1: ["porter", "hauler", "packer"]}, miners={0: (1, 3), 1: (1, 0)})
    act(st, Special(agent(st, 0, "spy")), Target(1))
    assert set(st.legal(0)) == {Take("idol_weapon_1"), Take("orb_transport_2")}
    assert set(st.view(0).spied) == {"idol_weapon_1", "orb_transport_2"}
    assert st.view(1).spied is None
    saw = [e for e in st.events if e.key == "krysis.spy_saw"]
    assert saw[-1].to == 0
    act(st, Take("orb_transport_2"))
    assert "orb_transport_2" in st.camp_relics[0] and st.camp_relics[1] == ["idol_weapon_1"]
    assert Load() in st.legal(0) and not [a for a in st.legal(0) if isinstance(a, Special)]
    check_invariants(st)


def test_eminent_miner_receives_the_goods_shown():
    st = advanced(seed=4)
    set_teams(
        st,
        {0: ["eminent_miner", "lookout", "courier"], 1: ["porter", "hauler", "packer"]},
        miners={0: (1, 3), 1: (1, 0)},
    )
    before, relics = list(st.camp[0]), len(st.camp_relics[0])
    act(st, Special(agent(st, 0, "eminent_miner")))  # 1 red and 1 blue
    assert st.camp[0] == [before[0] + 1, before[1] + 1, before[2]]
    assert len(st.camp_relics[0]) == relics


def test_eminent_miner_with_a_relic_symbol_draws_from_the_relic_deck():
    st = advanced(seed=4)
    miner = agent(st, 0, "eminent_miner")
    st.cards = _with_params(st.cards, miner, {"goods": {"relics": 1}})
    set_teams(
        st,
        {0: ["eminent_miner", "lookout", "courier"], 1: ["porter", "hauler", "packer"]},
        miners={0: (1, 3), 1: (1, 0)},
    )
    top = st.relic_deck[-1]
    act(st, Special(miner))
    assert top in st.camp_relics[0]
    check_invariants(st)


def _with_params(cs, aid, params):
    import copy
    from dataclasses import replace

    new = copy.copy(cs)
    new.agents = dict(cs.agents)
    new.agents[aid] = replace(cs.agents[aid], params=params)
    return new


def test_alchemist_turns_whites_into_blues_or_blues_into_reds_never_both():
    st = advanced(seed=5)
    set_camp(st, 0, (0, 2, 3))
    set_teams(
        st, {0: ["alchemist", "lookout", "courier"], 1: ["porter", "hauler", "packer"]}, miners={0: (1, 3), 1: (1, 0)}
    )
    act(st, Special(agent(st, 0, "alchemist")))
    assert set(st.legal(0)) == {
        Convert("white", 1),
        Convert("white", 2),
        Convert("white", 3),
        Convert("blue", 1),
        Convert("blue", 2),
    }
    bank = list(st.bank)
    act(st, Convert("white", 3))
    assert st.camp[0] == [0, 5, 0] and st.bank == [bank[0], bank[1] - 3, bank[2] + 3]
    assert not [a for a in st.legal(0) if isinstance(a, (Convert, Special))]
    check_invariants(st)


def test_alchemist_with_nothing_to_convert_does_nothing():
    st = advanced(seed=5)
    set_camp(st, 0, (3, 0, 0))
    set_teams(
        st, {0: ["alchemist", "lookout", "courier"], 1: ["porter", "hauler", "packer"]}, miners={0: (1, 3), 1: (1, 0)}
    )
    act(st, Special(agent(st, 0, "alchemist")))
    assert st.camp[0] == [3, 0, 0] and Load() in st.legal(0)


def test_specials_after_a_load_still_happen_though_the_team_has_gone():
    st = advanced(seed=6)
    set_camp(st, 0, (0, 0, 3))
    set_teams(
        st, {0: ["alchemist", "lookout", "courier"], 1: ["porter", "hauler", "packer"]}, miners={0: (1, 3), 1: (1, 0)}
    )
    act(st, Load(), Take("white"), Carry("home"))
    assert st.deserted[0] and st.to_act() == (0,)
    act(st, Special(agent(st, 0, "alchemist")), Convert("white", 2))
    assert st.camp[0] == [0, 2, 0] and st.to_act() == (1,)
