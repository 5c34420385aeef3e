"""The El Viejo Imperio state machine: rounds, sealed first round, Elector, war heroes,
La gran partida, scores and the event log (docs/rulings.md I-3, I-5..I-12).

Scenarios use the synthetic card set of tests/fixtures/imperio_cards, with some stats
replaced where a test needs exact numbers; the state is then set up by hand.
"""

import random

import pytest
from imperio_helpers import event, fixture_cards, new_state, random_step, restat, scenario, with_cards

from rules.core.errors import IllegalAction
from rules.imperio.actions import DeclareElector, Play
from rules.imperio.trick import resolve
from rules.imperio.view import PlayedCard

CYP = ("crowns", "years", "period")
KNOWN_KEYS = {
    "imperio.deal",
    "imperio.event",
    "imperio.chosen",
    "imperio.chosen_card",
    "imperio.revealed",
    "imperio.played",
    "imperio.elector",
    "imperio.drew",
    "imperio.drew_card",
    "imperio.won",
    "imperio.over",
}
PRIVATE_KEYS = {"imperio.chosen_card", "imperio.drew_card"}


def assert_illegal(state, seat, act, *words):
    """``act`` raises IllegalAction with a readable reason and leaves the state unchanged."""
    before = state.fingerprint()
    with pytest.raises(IllegalAction) as err:
        state.apply(seat, act)
    reason = str(err.value)
    assert reason and reason[0].isalpha(), reason
    for word in words:
        assert word.lower() in reason.lower(), reason
    assert state.fingerprint() == before
    return reason


def play_round1(state, rng=None):
    """Every seat seals a random legal card (round 1)."""
    rng = rng or random.Random(0)
    assert state.round == 1
    while state.round == 1 and not state.over:
        random_step(state, rng)


def play_to_end(state, rng):
    steps = 0
    while not state.is_over():
        random_step(state, rng)
        steps += 1
        assert steps < 2000
    return steps


# -- the scenario cards -------------------------------------------------------------
# e00 becomes a grey event of 1500 with symbols C, Y, P and no war hero.
# seat 0's m01 wins on crowns; seat 1's m02 wins on years and on the period; m03 is weak.


def swap_cards():
    base = fixture_cards()
    return with_cards(
        base,
        monarchs=[
            restat(base, "m01", crowns=6, start=1000, end=1001, dynasty="d1"),
            restat(base, "m02", crowns=1, start=1480, end=1520, dynasty="d1"),
            restat(base, "m03", crowns=2, start=1000, end=1010, dynasty="d1"),
        ],
        events=[event(id="e00", year=1500, criteria=CYP)],
    )


# -- round 1 (I-10) -------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5])
def test_new_game_deals_eleven_cards_and_round_one_is_simultaneous(players):
    state = new_state(players, seed=3)
    assert state.to_act() == tuple(range(players))
    assert [len(h) for h in state.hands] == [11] * players
    assert len(state.pile) == 69 - 11 * players  # I-9
    view = state.view(0)
    assert (view.deal, view.round, view.leader, view.trick) == (1, 1, 0, ())
    for seat in range(players):
        legal = state.legal(seat)
        assert legal and all(isinstance(a, Play) for a in legal)
        assert {a.card for a in legal} == {c for c in state.hands[seat] if not state.cards.monarchs[c].elector}


def test_round_one_choice_is_sealed_for_the_others():
    state = new_state(3, seed=5)
    card = state.legal(1)[0].card
    state.apply(1, Play(card))
    assert state.to_act() == (0, 2)
    assert card not in state.hands[1]
    assert state.view(1).trick == (PlayedCard(1, card),)  # own choice visible
    assert state.view(0).trick == (PlayedCard(1, None),)  # others: "chosen"
    assert state.view(2).trick == (PlayedCard(1, None),)
    assert state.view(None).trick == (PlayedCard(1, None),)
    assert state.view(0).hand_counts == (11, 10, 11)
    for seat in (0, 2, None):
        assert card not in repr(state.view(seat))
        assert all(card not in repr(e.params) for e in state.events_for(seat))
    assert state.round == 1 and state.last is None
    # the same seat cannot choose twice
    other = state.legal(0)[0].card
    assert_illegal(state, 1, Play(state.hands[1][0]), "turn")
    assert state.legal(1) == []
    state.apply(0, Play(other))
    assert state.view(0).trick == (PlayedCard(0, other), PlayedCard(1, None))
    assert state.view(1).trick == (PlayedCard(0, None), PlayedCard(1, card))


def test_round_one_reveals_after_the_last_choice_and_the_winner_leads():
    state = new_state(4, seed=11)
    chosen = {}
    for seat in (2, 0, 3, 1):
        chosen[seat] = state.legal(seat)[-1].card
        assert state.round == 1
        state.apply(seat, Play(chosen[seat]))
    assert state.round == 2
    last = state.last
    assert [p.seat for p in last.plays] == [0, 1, 2, 3]  # from the leader (seat 0)
    assert {p.seat: p.card for p in last.plays} == chosen
    revealed = [e for e in state.events if e.key == "imperio.revealed"]
    assert len(revealed) == 1 and revealed[0].to is None
    assert revealed[0].params["plays"] == [[s, chosen[s]] for s in range(4)]
    # the outcome is the one resolve() gives for these cards
    ev = state.cards.events[last.event]
    out = resolve([(s, state.cards.monarchs[chosen[s]]) for s in range(4)], ev, ev.criteria)
    assert (last.winner, last.decided_by) == (out.winner, out.decided_by)
    assert state.won[out.winner] == [last.event]
    # from round 2 the winner leads and play goes in seat order
    assert state.leader == out.winner
    assert state.view(None).trick == ()
    for i in range(4):
        seat = (out.winner + i) % 4
        assert state.to_act() == (seat,)
        assert all(state.legal(s) == [] for s in range(4) if s != seat)
        state.apply(
            seat,
            state.legal(seat)[0]
            if isinstance(state.legal(seat)[0], Play)
            else next(a for a in state.legal(seat) if isinstance(a, Play)),
        )
    assert state.round == 3


def test_i3_round_one_full_tie_goes_to_the_first_seat_from_the_leader():
    base = fixture_cards()
    twins = [restat(base, c, crowns=3, start=1490, end=1510, dynasty="d1") for c in ("m01", "m02", "m03")]
    cards = with_cards(base, monarchs=twins, events=[event(id="e00", year=1500, criteria=CYP)])
    state = scenario(
        3, round=1, leader=2, hands=[["m01", "m04"], ["m02", "m05"], ["m03", "m06"]], event_id="e00", cards=cards
    )
    for seat, card in ((0, "m01"), (1, "m02"), (2, "m03")):
        state.apply(seat, Play(card))
    assert [p.seat for p in state.last.plays] == [2, 0, 1]
    assert (state.last.winner, state.last.decided_by) == (2, "tie")
    assert state.leader == 2 and state.to_act() == (2,)


def test_i3_later_round_full_tie_goes_to_the_first_card_played():
    base = fixture_cards()
    twins = [restat(base, c, crowns=3, start=1490, end=1510, dynasty="d1") for c in ("m01", "m02", "m03")]
    cards = with_cards(base, monarchs=twins, events=[event(id="e00", year=1500, criteria=CYP)])
    state = scenario(
        3, round=4, leader=1, hands=[["m01", "m04"], ["m02", "m05"], ["m03", "m06"]], event_id="e00", cards=cards
    )
    for seat, card in ((1, "m02"), (2, "m03"), (0, "m01")):
        state.apply(seat, Play(card))
    assert (state.last.winner, state.last.decided_by) == (1, "tie")


# -- Elector (I-7, I-8) -------------------------------------------------------------------


def test_i7_elector_cannot_be_played_in_round_one():
    state = scenario(3, round=1, leader=0, hands=[["m00", "m04"], ["m05", "m06"], ["m08", "m09"]], event_id="e00")
    assert state.legal(0) == [Play("m04")]
    assert_illegal(state, 0, DeclareElector("m00"), "first round")
    assert_illegal(state, 0, Play("m00"), "first round")
    state.apply(0, Play("m04"))
    assert state.sealed[0] == "m04"


def test_i7_round_one_hand_of_only_electors_plays_one_plainly():
    state = scenario(3, round=1, leader=0, hands=[["m00", "m07"], ["m05", "m06"], ["m08", "m09"]], event_id="e00")
    assert sorted(state.legal(0), key=lambda a: a.card) == [Play("m00"), Play("m07")]
    assert_illegal(state, 0, DeclareElector("m00"), "first round")
    state.apply(0, Play("m07"))
    assert state.sealed[0] == "m07" and state.removed == []


def test_i7_no_elector_is_legal_in_round_one_of_any_deal():
    # in every round 1 (of every deal) no legal action involves an Elector card
    rng = random.Random(7)
    for seed in range(40):
        state = new_state(3 + seed % 3, seed=seed, grand=seed % 2 == 0)
        while not state.is_over():
            if state.round == 1:
                for seat in state.to_act():
                    for act in state.legal(seat):
                        assert isinstance(act, Play)
                        assert not state.cards.monarchs[act.card].elector or all(
                            state.cards.monarchs[c].elector for c in state.hands[seat]
                        )
            random_step(state, rng)


@pytest.mark.parametrize(
    "elector,swapped",
    [
        ("m00", ("years", "crowns", "period")),  # elector_swap_second
        ("m07", ("period", "years", "crowns")),  # elector_swap_third
    ],
)
def test_i8_declaring_elector(elector, swapped):
    cards = swap_cards()
    assert cards.monarchs[elector].elector
    state = scenario(
        3,
        round=2,
        leader=0,
        hands=[["m01", "m04"], [elector, "m02", "m14", "m05"], ["m03", "m06"]],
        event_id="e00",
        cards=cards,
        pile=["m20", "m30"],
    )
    state.apply(0, Play("m01"))
    assert DeclareElector(elector) in state.legal(1) and Play(elector) in state.legal(1)
    state.apply(1, DeclareElector(elector))
    # the swap applies for everyone, including seat 0 who already played
    assert state.criteria == swapped
    for seat in (0, 1, 2, None):
        view = state.view(seat)
        assert view.criteria == swapped
        assert view.removed == (elector,)
        assert elector not in [p.card for p in view.trick]
    assert state.removed == [elector]
    assert elector not in state.hands[1]
    # the same seat plays another card, as a plain monarch
    assert state.to_act() == (1,)
    assert state.view(1).must_replace and not state.view(0).must_replace
    legal = state.legal(1)
    assert all(isinstance(a, Play) for a in legal)
    assert {a.card for a in legal} == {"m02", "m14", "m05"}
    assert_illegal(state, 1, DeclareElector("m14"), "plain")
    assert_illegal(state, 2, Play("m03"), "turn")
    # then draws one card: the top of the pile, never the card just played
    state.apply(1, Play("m02"))
    assert sorted(state.hands[1]) == ["m05", "m14", "m30"]
    assert len(state.hands[1]) == 3 == 4 - 1
    assert state.pile == ["m20"] and state.view(0).draw_pile == 1
    drew = [e for e in state.events if e.key.startswith("imperio.drew")]
    assert [(e.key, e.to) for e in drew] == [("imperio.drew", None), ("imperio.drew_card", 1)]
    assert drew[1].params["card"] == "m30"
    assert "m30" not in repr(state.view(0)) and "m30" in state.view(1).hand
    assert state.to_act() == (2,)
    state.apply(2, Play("m03"))
    # the swap decided the round: with C, Y, P seat 0 (6 crowns) would have won
    assert (state.last.winner, state.last.decided_by) == (1, swapped[0])
    assert state.last.criteria == swapped and state.last.electors == (elector,)
    assert [p.card for p in state.last.plays] == ["m01", "m02", "m03"]
    m = state.cards.monarchs
    assert resolve([(0, m["m01"]), (1, m["m02"]), (2, m["m03"])], state.cards.events["e00"], CYP).winner == 0
    # the next round starts with the printed order again, and the Elector stays removed
    assert state.round == 3 and state.criteria == state.cards.events[state.event].criteria
    assert state.view(None).removed == (elector,)


def test_i8_two_electors_in_one_round_each_swap_the_order_as_it_stands():
    cards = swap_cards()
    state = scenario(
        3,
        round=2,
        leader=1,
        hands=[["m00", "m03", "m04"], ["m01", "m05"], ["m07", "m02", "m06"]],
        event_id="e00",
        cards=cards,
        pile=["m20", "m30", "m40"],
    )
    state.apply(1, Play("m01"))
    state.apply(2, DeclareElector("m07"))  # C,Y,P -> P,Y,C
    assert state.criteria == ("period", "years", "crowns")
    state.apply(2, Play("m02"))
    state.apply(0, DeclareElector("m00"))  # P,Y,C -> Y,P,C
    assert state.criteria == ("years", "period", "crowns")
    state.apply(0, Play("m03"))
    assert state.last.criteria == ("years", "period", "crowns")
    assert state.last.electors == ("m07", "m00")
    assert state.removed == ["m07", "m00"]
    assert state.last.winner == 2  # m02: 40 years
    assert sorted(state.hands[0]) == ["m04", "m30"] and sorted(state.hands[2]) == ["m06", "m40"]


def test_i7_elector_with_an_empty_pile_is_played_plainly():
    cards = swap_cards()
    state = scenario(
        3,
        round=2,
        leader=0,
        hands=[["m01", "m04"], ["m00", "m02"], ["m03", "m06"]],
        event_id="e00",
        cards=cards,
        pile=[],
    )
    state.apply(0, Play("m01"))
    assert DeclareElector("m00") not in state.legal(1)
    assert Play("m00") in state.legal(1)
    assert_illegal(state, 1, DeclareElector("m00"), "pile")
    state.apply(1, Play("m00"))
    assert state.criteria == CYP and state.removed == []
    assert state.hands[1] == ["m02"] and state.to_act() == (2,)
    state.apply(2, Play("m03"))
    assert "m00" in [p.card for p in state.last.plays] and state.last.electors == ()


def test_i7_elector_cannot_be_declared_as_the_last_card():
    cards = swap_cards()
    state = scenario(
        3, round=11, leader=0, hands=[["m01"], ["m00"], ["m03"]], event_id="e00", cards=cards, pile=["m20", "m30"]
    )
    state.apply(0, Play("m01"))
    assert state.legal(1) == [Play("m00")]
    assert_illegal(state, 1, DeclareElector("m00"), "other card")
    state.apply(1, Play("m00"))
    assert state.removed == [] and state.pile == ["m20", "m30"]


def test_i8_elector_on_a_plain_monarch_or_out_of_turn_is_illegal():
    cards = swap_cards()
    state = scenario(
        3,
        round=2,
        leader=0,
        hands=[["m01", "m00"], ["m07", "m02"], ["m03", "m06"]],
        event_id="e00",
        cards=cards,
        pile=["m20"],
    )
    assert_illegal(state, 0, DeclareElector("m01"), "Elector")
    assert_illegal(state, 1, DeclareElector("m07"), "turn")
    assert_illegal(state, 0, DeclareElector("m07"), "hand")
    state.apply(0, DeclareElector("m00"))
    assert state.must_replace == 0


def test_i8_elector_played_plainly_swaps_nothing():
    cards = swap_cards()
    state = scenario(
        3,
        round=2,
        leader=0,
        hands=[["m00", "m04"], ["m01", "m02"], ["m03", "m06"]],
        event_id="e00",
        cards=cards,
        pile=["m20"],
    )
    state.apply(0, Play("m00"))
    assert state.criteria == CYP and state.removed == [] and state.to_act() == (1,)
    assert state.pile == ["m20"] and state.hands[0] == ["m04"]


# -- war heroes in a real round (I-5, I-6) ----------------------------------------------


@pytest.mark.parametrize("colour,winner,decided_by", [("black", 1, "period"), ("red", 2, "years")])
def test_war_hero_card_played_under_black_and_under_red(colour, winner, decided_by):
    base = fixture_cards()
    cards = with_cards(
        base,
        monarchs=[
            restat(base, "m10", crowns=1, start=1495, end=1505, dynasty="d1"),  # the person
            restat(base, "m11", crowns=6, start=1000, end=1005, dynasty="d1"),
            restat(base, "m12", crowns=2, start=1000, end=1040, dynasty="d1"),
        ],
        events=[event(id="e00", year=1500, criteria=CYP, person="m10", hero=colour)],
    )
    state = scenario(
        3, round=3, leader=0, hands=[["m11", "m04"], ["m10", "m05"], ["m12", "m06"]], event_id="e00", cards=cards
    )
    for seat, card in ((0, "m11"), (1, "m10"), (2, "m12")):
        state.apply(seat, Play(card))
    assert (state.last.winner, state.last.decided_by, state.last.hero) == (winner, decided_by, 1)
    won = [e for e in state.events if e.key == "imperio.won"][-1]
    assert won.params["hero"] == 1 and won.params["seat"] == winner


# -- a whole game -------------------------------------------------------------------------


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 2), (5, 3), (3, 4), (5, 5)])
def test_a_game_is_eleven_rounds(players, seed):
    state = new_state(players, seed=seed)
    rng = random.Random(seed)
    rounds_seen = []
    while not state.is_over():
        if not rounds_seen or rounds_seen[-1] != state.round:
            rounds_seen.append(state.round)
        random_step(state, rng)
    assert rounds_seen == list(range(1, 12))
    won = [e for e in state.events if e.key == "imperio.won"]
    assert len(won) == 11
    assert sorted(e for w in state.won for e in w) == sorted(e.params["event"] for e in won)
    assert len({e.params["event"] for e in won}) == 11
    assert all(h == [] for h in state.hands)
    assert state.to_act() == () and state.is_over() and state.view(None).over
    for seat in range(players):
        assert state.legal(seat) == []
        assert_illegal(state, seat, Play(state.pile[0]))
    assert sum(s.total for s in state.scores()) == 11
    assert [e.key for e in state.events].count("imperio.over") == 1
    assert state.events[-1].key == "imperio.over"


@pytest.mark.parametrize("players", [3, 4, 5])
def test_play_order_and_hand_sizes_through_random_games(players):
    rng = random.Random(players)
    for seed in range(25):
        state = new_state(players, seed=seed, grand=seed % 5 == 0)
        prev_winner = None
        n_won = 0
        while not state.is_over():
            # hand sizes stay consistent (Elector: -1 removed, -1 played, +1 drawn)
            for s in range(players):
                on_table = (state.sealed[s] is not None) or any(p == s for p, _ in state.trick)
                expected = 11 - (state.round - 1) - on_table - (state.must_replace == s)
                assert len(state.hands[s]) == expected, (seed, s)
            if state.round == 1:
                assert set(state.to_act()) == {s for s in range(players) if state.sealed[s] is None}
            elif state.must_replace is not None:
                assert state.to_act() == (state.must_replace,)
            else:
                assert state.to_act() == ((state.leader + len(state.trick)) % players,)
                assert state.leader == prev_winner
            random_step(state, rng)
            won = [e for e in state.events if e.key == "imperio.won"]
            if len(won) > n_won:
                n_won, prev_winner = len(won), won[-1].params["seat"]
                if not state.is_over():
                    assert state.leader == prev_winner


def test_i12_winners_share_a_tie():
    state = new_state(4, seed=2)
    state.won = [["e01", "e02"], ["e03"], ["e04", "e05"], []]
    assert state.winners() == [0, 2]
    state.won = [["e01"], ["e03"], ["e04"], ["e05"]]
    assert state.winners() == [0, 1, 2, 3]
    state.won = [[], ["e03"], [], []]
    assert state.winners() == [1]


@pytest.mark.parametrize("players,seed", [(3, 10), (4, 11), (5, 12)])
def test_scores_and_winners_of_a_finished_game(players, seed):
    state = new_state(players, seed=seed)
    play_to_end(state, random.Random(seed))
    scores = state.scores()
    assert len(scores) == players
    for seat, score in enumerate(scores):
        assert score.total == len(state.won[seat])
        assert score.breakdown == (("events", len(state.won[seat])),)
    best = max(s.total for s in scores)
    assert state.winners() == [s for s in range(players) if scores[s].total == best]
    assert state.events[-1].params["winners"] == state.winners()


def test_i12_a_finished_game_with_tied_leaders_has_several_winners():
    # search seeds until a random game ends with a tie at the top
    for seed in range(200):
        state = new_state(4, seed=seed)
        play_to_end(state, random.Random(seed))
        totals = [s.total for s in state.scores()]
        if totals.count(max(totals)) > 1:
            assert len(state.winners()) == totals.count(max(totals)) > 1
            assert state.events[-1].params["winners"] == state.winners()
            return
    pytest.fail("no tied game in 200 seeds")


# -- La gran partida (I-11) ----------------------------------------------------------------


@pytest.mark.parametrize("players,seed", [(3, 21), (4, 22), (5, 23)])
def test_la_gran_partida_plays_three_deals(players, seed):
    state = new_state(players, seed=seed, grand=True)
    assert len(state.event_pile) == 38 - 1 and state.view(0).grand
    all_events = set(state.event_pile) | {state.event}
    rng = random.Random(seed)
    deal = 1
    last_winner = None
    while not state.is_over():
        random_step(state, rng)
        won = [e for e in state.events if e.key == "imperio.won"]
        if won:
            last_winner = won[-1].params["seat"]
        if state.deal != deal:
            deal = state.deal
            # a new deal: all 69 monarchs reshuffled, round 1 sealed again, led by the last winner
            assert state.round == 1 and state.leader == last_winner
            assert state.to_act() == tuple(range(players))
            assert [len(h) for h in state.hands] == [11] * players
            assert len(state.pile) == 69 - 11 * players and state.removed == []
            assert sorted([c for h in state.hands for c in h] + state.pile) == sorted(state.cards.monarchs)
            assert all(isinstance(a, Play) for s in range(players) for a in state.legal(s))
            assert state.view(last_winner).deal == deal
    assert deal == 3
    assert [e.key for e in state.events].count("imperio.deal") == 3
    won_events = [e for w in state.won for e in w]
    assert len(won_events) == 33 == len(set(won_events))
    assert len(state.event_pile) == 5 and state.view(None).events_left == 5
    assert set(won_events) | set(state.event_pile) == all_events == set(state.cards.events)
    scores = state.scores()
    for seat, score in enumerate(scores):
        names = [k for k, _ in score.breakdown]
        assert names == ["deal_1", "deal_2", "deal_3"]
        assert sum(v for _, v in score.breakdown) == score.total == len(state.won[seat])
    for i in range(3):
        assert sum(score.breakdown[i][1] for score in scores) == 11


def _to_last_action_of_deal_one(state, rng):
    n = state.num_players
    while not (state.deal == 1 and state.round == 11 and len(state.trick) == n - 1):
        random_step(state, rng)


@pytest.mark.parametrize("left,another_deal", [(11, True), (12, True), (10, False), (0, False)])
def test_la_gran_partida_ends_when_fewer_than_eleven_events_remain(left, another_deal):
    state = new_state(3, seed=8, grand=True)
    rng = random.Random(8)
    _to_last_action_of_deal_one(state, rng)
    state.event_pile = state.event_pile[:left]
    random_step(state, rng)
    assert state.is_over() is not another_deal
    if another_deal:
        assert state.deal == 2 and state.round == 1 and len(state.event_pile) == left - 1
    else:
        assert state.deal == 1 and state.to_act() == ()


def test_without_la_gran_partida_only_eleven_events_are_used():
    state = new_state(3, seed=8, grand=False)
    assert len(state.event_pile) == 10 and state.view(0).events_left == 10
    assert not state.view(0).grand
    play_to_end(state, random.Random(1))
    assert state.deal == 1 and state.event_pile == []


# -- the event log --------------------------------------------------------------------------


def _game_with_an_elector(players):
    for seed in range(200):
        state = new_state(players, seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            seat = rng.choice(state.to_act())
            legal = state.legal(seat)
            decl = [a for a in legal if isinstance(a, DeclareElector)]
            state.apply(seat, decl[0] if decl else rng.choice(legal))
        if any(e.key == "imperio.drew_card" for e in state.events):
            return state
    pytest.fail("no Elector declared in 200 seeds")


@pytest.mark.parametrize("players", [3, 5])
def test_event_log_keys_and_private_events(players):
    state = _game_with_an_elector(players)
    keys = [e.key for e in state.events]
    assert set(keys) <= KNOWN_KEYS
    assert set(keys) == KNOWN_KEYS
    for e in state.events:
        if e.key in PRIVATE_KEYS:
            assert e.to == e.params["seat"] and 0 <= e.to < players
        else:
            assert e.to is None, e
    assert keys.count("imperio.chosen") == keys.count("imperio.chosen_card") == players
    assert keys.count("imperio.drew") == keys.count("imperio.drew_card") == keys.count("imperio.elector")
    for seat in [None, *range(players)]:
        seen = state.events_for(seat)
        assert all(e.to in (None, seat) for e in seen)
        assert len([e for e in seen if e.to is None]) == len([e for e in state.events if e.to is None])
    # each private event sits right after its public counterpart
    for i, e in enumerate(state.events):
        if e.key == "imperio.chosen_card":
            assert state.events[i - 1].key == "imperio.chosen"
            assert state.events[i - 1].params == {"seat": e.to}
        if e.key == "imperio.drew_card":
            assert state.events[i - 1].key == "imperio.drew"
            assert state.events[i - 1].params == {"seat": e.to}
