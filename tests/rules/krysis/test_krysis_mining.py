"""Krysis: "Preparar" (setup) and "1. Minería" (sealed bids, descent, goods, relics)."""

import pytest
from krysis_helpers import check_invariants, give_relic, new_state

from rules.core.errors import IllegalAction
from rules.krysis.actions import Bid, Descend, KeepRelic, Pick, SealBid, TakeGoods


@pytest.mark.parametrize("players,spaces", [(2, [0, 2]), (3, [0, 1, 2]), (4, [0, 1, 2, 3])])
def test_setup_places_the_miners_and_gives_each_camp_its_entrance_crystals(players, spaces):
    st = new_state(players, seed=5)
    cs = st.cards
    assert sorted(st.miner[s][1] for s in range(players)) == spaces  # 2 players: I and III
    assert all(st.miner[s][0] == 0 for s in range(players))
    for s in range(players):
        goods, _ = cs.entrance[st.miner[s][1]].groups[0]
        assert st.camp[s] == list(goods)
        assert st.home[s] == [1, 2, 3]  # 1 red, 2 blue, 3 white behind the screen
        assert len(st.camp_relics[s]) == 1  # one relic face down in each camp
        roles = sorted(cs.agents[a].role for a in st.hand[s])
        assert roles == ["fighter"] * 3 + ["transporter"] * 3  # K-3: 3 from each deck
        assert len(st.fdeck[s]) == 6 and len(st.tdeck[s]) == 6
        assert not any(cs.agents[a].special for a in st.hand[s] + st.fdeck[s] + st.tdeck[s])
    assert len(set(st.mission)) == players and len(st.mission_box) == 4 - players
    assert len(st.relic_deck) == 24 - players
    check_invariants(st)
    private = [e for e in st.events if e.key == "krysis.mission"]
    assert [e.to for e in private] == list(range(players))


def test_the_starting_order_is_random():
    firsts = {next(s for s in range(3) if new_state(3, seed).miner[s][1] == 0) for seed in range(30)}
    assert firsts == {0, 1, 2}


def test_bids_are_sealed_then_paid_to_the_bank_and_order_the_miners():
    st = new_state(3, seed=1)
    st.miner = [(0, 0), (0, 1), (0, 2)]  # seat 2 is furthest ahead (space III)
    bank = list(st.bank)
    st.apply(0, Bid("red"))  # worth 3
    st.apply(1, Bid("blue"))
    st.apply(1, Bid("white"))  # worth 3: ties with seat 0, seat 1 is ahead
    st.apply(0, SealBid())
    assert st.view(1).players_view[0].chosen and st.view(1).players_view[0].bid is None
    assert st.view(0).players_view[0].bid == (1, 0, 0)
    st.apply(1, SealBid())
    with pytest.raises(IllegalAction):
        st.apply(0, Bid("white"))  # sealed: no more changes
    assert st.phase == "bid"
    st.apply(2, SealBid())  # bids nothing
    assert st.phase == "mine"
    assert st.order == [1, 0, 2]
    assert st.bank == [bank[0] + 1, bank[1] + 1, bank[2] + 1]
    assert st.home[0] == [0, 2, 3] and st.home[1] == [1, 1, 2]
    assert st.last_bids == [[1, 0, 0], [0, 1, 1], [0, 0, 0]]
    check_invariants(st)


def test_a_player_cannot_bid_crystals_it_does_not_have_at_home():
    st = new_state(2, seed=1)
    st.apply(0, Bid("red"))
    assert Bid("red") not in st.legal(0)
    with pytest.raises(IllegalAction):
        st.apply(0, Bid("red"))


def _to_mine(st, order_bids=None):
    for s in range(st.n):
        for c in (order_bids or {}).get(s, ()):
            st.apply(s, Bid(c))
        st.apply(s, SealBid())
    assert st.phase == "mine"


def test_the_first_miner_chooses_any_free_chamber_of_the_next_level_and_takes_its_goods():
    st = new_state(2, seed=3)
    _to_mine(st, {1: ["red"]})
    assert st.to_act() == (1,)
    assert st.legal(1) == [Descend(c) for c in range(4)]
    before = list(st.camp[1])
    st.apply(1, Descend(2))  # level 1, chamber 3: two whites
    assert st.camp[1] == [before[0], before[1], before[2] + 2]
    assert st.to_act() == (0,)
    assert Descend(2) not in st.legal(0)  # occupied
    assert st.miner[1] == (1, 2)


def test_a_question_mark_offers_one_group_or_the_other():
    st = new_state(2, seed=3)
    _to_mine(st, {0: ["red"]})
    (s,) = st.to_act()
    before = list(st.camp[s])
    st.apply(s, Descend(1))  # level 1, chamber 2: red ? blue+white
    assert st.legal(s) == [TakeGoods(0), TakeGoods(1)]
    st.apply(s, TakeGoods(1))
    assert st.camp[s] == [before[0], before[1] + 1, before[2] + 1]


def test_each_relic_symbol_draws_two_keeps_one_and_discards_the_other_face_up():
    st = new_state(2, seed=3)
    _to_mine(st, {0: ["red"]})
    (s,) = st.to_act()
    st.apply(s, Descend(0))
    st.apply(s, TakeGoods(1))  # one relic symbol
    a, b = st.drawn
    assert st.legal(s) == [KeepRelic(a), KeepRelic(b)]
    assert st.view(s).drawn == (a, b) and st.view(1 - s).drawn is None
    st.apply(s, KeepRelic(b))
    assert b in st.camp_relics[s] and st.relic_discard[-1] == a
    assert st.to_act() == (1 - s,)
    check_invariants(st)


def test_an_empty_relic_deck_takes_its_shuffled_discard_pile():
    st = new_state(2, seed=4)
    for r in list(st.relic_deck):
        give_relic(st, st.relic_discard, r)
    _to_mine(st, {0: ["red"]})
    st.apply(0, Descend(0))
    st.apply(0, TakeGoods(1))
    assert len(st.drawn) == 2
    assert len(st.relic_deck) == 22 - 2 and len(st.relic_discard) == 0
    assert any(e.key == "krysis.relics_reshuffled" for e in st.events)


def test_with_one_relic_left_anywhere_the_miner_keeps_it():  # K-12
    st = new_state(2, seed=4)
    keep = st.relic_deck[-1]
    for r in list(st.relic_deck)[:-1]:
        give_relic(st, st.home_relics[1], r)
    _to_mine(st, {0: ["red"]})
    st.apply(0, Descend(0))
    st.apply(0, TakeGoods(1))
    assert keep in st.camp_relics[0] and st.to_act() == (1,)


def test_the_bank_gives_only_what_it_has():  # K-13
    st = new_state(2, seed=4)
    _to_mine(st, {0: ["red"]})
    st.home[1][0] += st.bank[0]
    st.bank[0] = 0
    st.apply(0, Descend(1))
    before = list(st.camp[0])
    st.apply(0, TakeGoods(0))  # a red the bank no longer has
    assert st.camp[0] == before
    check_invariants(st)


def test_after_the_last_miner_the_teams_are_formed_and_miners_are_all_on_the_level():
    st = new_state(3, seed=2)
    _to_mine(st)
    while st.phase == "mine":
        (s,) = st.to_act()
        st.apply(s, st.legal(s)[0])
    assert st.phase == "team" and st.to_act() == (0, 1, 2)
    assert {st.miner[s][0] for s in range(3)} == {1}
    assert len({st.miner[s][1] for s in range(3)}) == 3
    assert isinstance(st.legal(0)[0], Pick)


def test_a_crystal_of_the_bid_goes_back_home_until_the_bid_is_sealed():
    # "toma en secreto tantos cristales ... y los esconde en sus manos": until the hands
    # open, a player may put one back.
    from rules.krysis.actions import Unbid

    st = new_state(2, seed=4)
    home = list(st.home[0])
    assert Unbid("white") not in st.legal(0)
    st.apply(0, Bid("white"))
    st.apply(0, Bid("blue"))
    assert Unbid("white") in st.legal(0) and Unbid("blue") in st.legal(0) and Unbid("red") not in st.legal(0)
    st.apply(0, Unbid("blue"))
    assert st.bid[0] == [0, 0, 1] and st.home[0] == [home[0], home[1], home[2] - 1]
    st.apply(0, SealBid())
    assert st.legal(0) == [] or Unbid("white") not in st.legal(0)
    with pytest.raises(IllegalAction):
        st.apply(0, Unbid("white"))
    check_invariants(st)
