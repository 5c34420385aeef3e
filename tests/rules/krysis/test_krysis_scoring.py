"""Krysis: "Fin del juego" (crystals at home, relic sets, missions, ties) and the options."""

from krysis_helpers import give_relic, move_crystals, new_state, play_random

from rules.krysis.scoring import best_sets, mission_done


def _relics_of(st, types):
    """Relic ids, one per type named (in the order of the card file)."""
    out, used = [], set()
    for t in types:
        r = next(r for r in st.cards.relic_ids if st.cards.relics[r].type == t and r not in used)
        used.add(r)
        out.append(r)
    return out


def _end(st):
    st.end_game()


def test_crystals_at_home_score_3_2_1_and_camp_crystals_nothing():
    st = new_state(2, seed=1)
    st.home[0] = [0, 0, 0]
    st.bank[0] += 1
    st.bank[1] += 2
    st.bank[2] += 3  # noqa: E702
    move_crystals(st, st.home[0], (2, 1, 3))
    move_crystals(st, st.camp[0], (5, 5, 5))
    st.mission[0] = "collector"
    _end(st)
    sc = st.scores()[0]
    assert dict(sc.breakdown)["crystals"] == 2 * 3 + 1 * 2 + 3
    assert sc.breakdown[0] == ("sales", 0)


def test_relic_sets_are_partitioned_for_the_most_points():
    table = new_state(2).cards.set_points
    # 4 idols: one set of the same type (10) beats two pairs (6) or singles (4)
    assert best_sets((4, 0, 0, 0, 0, 0), table)[0] == 10
    # one of each of the six types: a set of different types (16)
    assert best_sets((1, 1, 1, 1, 1, 1), table)[0] == 16
    # 2 idols, 2 masks, 1 amulet: {I,M,A} 5 + {I},{M} 2 = 7; {I,I} 3 + {M,M} 3 + {A} 1 = 7;
    # {I,M} 3 + {I,M,A} 5 = 8 is the best
    points, sets = best_sets((2, 2, 1, 0, 0, 0), table)
    assert points == 8 and sorted(len(s[1]) if s[0] == "different" else s[2] for s in sets) == [2, 3]
    # each card in one set only
    assert best_sets((1, 0, 0, 0, 0, 0), table)[0] == 1 and best_sets((0,) * 6, table)[0] == 0


def test_the_score_counts_relic_sets_at_home_only():
    st = new_state(2, seed=1)
    for r in _relics_of(st, ["idol", "idol", "idol"]):
        give_relic(st, st.home_relics[0], r)
    for r in _relics_of(st, ["mask", "amulet"]):
        give_relic(st, st.camp_relics[0], r)
    _end(st)
    assert dict(st.scores()[0].breakdown)["relics"] == 6


def test_missions_score_ten_for_the_most_with_ties_and_never_for_zero():
    assert mission_done([3, 3, 1], 0) and mission_done([3, 3, 1], 1)  # K-15: shared first
    assert not mission_done([3, 3, 1], 2)
    assert not mission_done([0, 0], 0)  # nobody has any
    st = new_state(3, seed=1)
    st.mission = ["ruby_hoard", "collector", "quartz_hoard"]
    st.mission_box = ["sapphire_hoard"]
    for s in range(3):
        for c in range(3):
            st.bank[c] += st.home[s][c]
        st.home[s] = [0, 0, 0]
    move_crystals(st, st.home[0], (4, 0, 0))
    move_crystals(st, st.home[1], (4, 0, 2))
    give_relic(st, st.home_relics[2], st.relic_deck[0])
    assert dict(st.scores()[0].breakdown)["mission"] == 0  # scored at the end only
    _end(st)
    got = [dict(s.breakdown)["mission"] for s in st.scores()]
    assert got == [10, 0, 0]  # seat 1 has no relic at home; seat 2 is short of whites
    assert st.is_over() and not st.to_act()


def test_ties_go_to_the_miner_furthest_ahead():
    st = new_state(3, seed=1)
    st.mission = ["ruby_hoard", "sapphire_hoard", "quartz_hoard"]
    for s in range(3):
        st.home[s] = [0, 0, 0]
        st.track[s] = 10
    st.bank = list(st.cards.crystal_count)
    for s in range(3):
        for c in range(3):
            st.bank[c] -= st.camp[s][c]
    st.miner = [(5, 1), (5, 3), (5, 0)]
    _end(st)
    assert [s.total for s in st.scores()] == [10, 10, 10]
    assert st.winners() == [1]
    st.track[2] = 11
    assert st.winners() == [2]


# -- options -----------------------------------------------------------------------------


def test_speed_krysis_plays_three_rounds():
    import random

    st = new_state(2, seed=3, speed=True)
    play_random(st, random.Random(3))
    assert st.round == 3 and st.is_over()
    assert max(st.miner[s][0] for s in range(2)) == 3
    rounds = [e.params["round"] for e in st.events if e.key == "krysis.round"]
    assert rounds == [1, 2, 3]


def test_the_base_game_plays_five_rounds_down_the_five_levels():
    import random

    st = new_state(4, seed=3)
    play_random(st, random.Random(4))
    assert [e.params["round"] for e in st.events if e.key == "krysis.round"] == [1, 2, 3, 4, 5]
    assert {st.miner[s][0] for s in range(4)} == {5}
    assert all(len(h) == 3 for h in st.hand)  # 6 in hand, 3 played in round 5
    assert all(not d for s in range(4) for d in (st.fdeck[s], st.tdeck[s]))


def test_tactical_play_starts_with_nine_chosen_agents_and_draws_back_to_nine():
    from rules.krysis.actions import ChooseHand, Draw, Overtime

    st = new_state(2, seed=2, tactical=True)
    assert st.phase == "hand" and st.to_act() == (0, 1)
    assert len(st.legal(0)) == 18
    chosen = [a.agent for a in st.legal(0)[:9]]
    for a in chosen:
        st.apply(0, ChooseHand(a))
    assert st.to_act() == (1,) and st.view(1).players_view[0].hand is None
    for a in [x.agent for x in st.legal(1)[-9:]]:
        st.apply(1, ChooseHand(a))
    assert st.phase == "bid" and sorted(st.hand[0]) == sorted(chosen)
    assert len(st.fdeck[0]) + len(st.tdeck[0]) == 9
    # three rounds of draws exhaust the decks: then no more cards are drawn (K-16)
    import random

    rng = random.Random(1)
    while st.round < 4 or st.phase != "bid":
        s = rng.choice(st.to_act())
        legal = st.legal(s)
        if st.phase == "draw":
            assert len(st.hand[s]) >= 6
        st.apply(s, rng.choice([a for a in legal if not isinstance(a, Overtime)] or legal))
    assert all(len(h) == 9 for h in st.hand)  # back to 9 after rounds 1 to 3...
    assert all(not st.fdeck[s] and not st.tdeck[s] for s in range(2))  # ... and the decks are empty
    while not st.is_over():
        s = rng.choice(st.to_act())
        assert not isinstance(st.legal(s)[0], Draw)  # no draw after round 4
        st.apply(s, rng.choice(st.legal(s)))
    assert all(len(h) == 3 for h in st.hand)  # round 5 was played from 6
