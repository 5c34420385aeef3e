"""Ausonia's AI: greedy reads only the view (two states that differ only in what the seat
cannot see give the same decision), always answers a legal action, and beats random;
the search levels answer legal actions; the balance figures add up."""

import dataclasses
import random

from ausonia_helpers import clear_hand, give, new_state, one, passive

from rules.ai import budget_for, choose
from rules.ai.ismcts import Budget, has_search, hooks_for, run_search, search
from rules.ausonia.actions import Activate, Buy, Play
from rules.ausonia.search import candidates
from rules.ausonia.stats import card_stats
from rules.core.game import Config, get_game


def greedy_game(players, seed):
    st = get_game("ausonia").new_state(Config(players=players, seed=seed))
    rng = random.Random(seed)
    while not st.is_over():
        seat = st.to_act()[0]
        st.apply(seat, choose("greedy", "ausonia", st.view(seat), st.legal(seat), rng))
    return st


def test_greedy_decides_from_the_view_alone_and_always_legally():
    st = new_state(3, seed=21)
    rng = random.Random(1)
    for _ in range(300):
        if st.is_over():
            break
        seat = st.to_act()[0]
        view, legal = st.view(seat), st.legal(seat)
        act = choose("greedy", "ausonia", view, legal, random.Random(5))
        assert act in legal
        other = st.resample(seat, random.Random(rng.random()))
        assert choose("greedy", "ausonia", other.view(seat), other.legal(seat), random.Random(5)) == act
        st.apply(seat, act)


def test_greedy_plays_its_hand_then_spends_its_gems_well():
    st = new_state(2, seed=22)
    seat = st.order[st.pos]
    clear_hand(st, seat)
    give(st, seat, "hand", one("cut_emerald"))
    give(st, seat, "play", one("moneylender"))
    act = choose("greedy", "ausonia", st.view(seat), st.legal(seat), random.Random(0))
    assert act == Play(one("cut_emerald"))
    st.apply(seat, act)
    act = choose("greedy", "ausonia", st.view(seat), st.legal(seat), random.Random(0))
    assert act == Activate(one("moneylender"), 0, (0, 1, 0, 0))  # 2 influence for 1 gem


def test_greedy_games_end_with_a_winner_at_sixty():
    for players in (2, 3, 4):
        st = greedy_game(players, 30 + players)
        assert max(st.influence) >= 60 and len(st.winners()) == 1
        assert st.round < 40


def test_the_search_levels_answer_a_legal_action_within_their_budget():
    assert has_search("ausonia")
    st = new_state(2, seed=23)
    rng = random.Random(2)
    for _ in range(40):
        seat = st.to_act()[0]
        st.apply(seat, choose("greedy", "ausonia", st.view(seat), st.legal(seat), rng))
    seat = st.to_act()[0]
    legal = st.legal(seat)
    act = search("ausonia", st.view(seat), legal, random.Random(3), Budget(30, 5.0))
    assert act in legal


def test_hard_searches_250_iterations_a_seat():
    """Hard's budget counts iterations a seat (docs/balance.md, "Hard looks two rounds ahead
    at four seats"): 500 at two seats, the budget its two-seat bars were measured at, and 1000
    at four, where 500 won only its share against normal."""
    hard = budget_for("hard", "ausonia")
    assert (hard.for_seats(2), hard.for_seats(3), hard.for_seats(4)) == (500, 750, 1000)
    assert hard.seconds == 2.5 and budget_for("normal", "ausonia").for_seats(4) == 300
    st = new_state(4, seed=23)
    rng = random.Random(2)
    while True:
        seat = st.to_act()[0]
        legal = st.legal(seat)
        if len(candidates(legal)) > 1:  # a real choice: the search runs
            break
        st.apply(seat, choose("greedy", "ausonia", st.view(seat), legal, rng))
    uncapped = dataclasses.replace(hard, seconds=60.0)
    result = run_search("ausonia", st.view(seat), legal, random.Random(3), uncapped, hooks_for("ausonia", "hard"))
    assert result.iterations == 1000


def test_candidates_keep_one_payment_per_purchase_and_free_moves_alone():
    st = new_state(2, seed=24)
    seat = st.order[st.pos]
    legal = st.legal(seat)
    assert candidates(legal) == [legal[0]] and isinstance(legal[0], Play)
    for c in list(st.hand[seat]):
        st.apply(seat, Play(c))
    legal = st.legal(seat)
    kept = candidates(legal)
    buys = [a for a in kept if isinstance(a, Buy)]
    assert len({a.card for a in buys}) == len(buys) == len({a.card for a in legal if isinstance(a, Buy)})
    assert set(kept) <= set(legal)


def test_the_balance_figures_add_up():
    st = greedy_game(2, 41)
    stats = card_stats(st)
    assert stats["length:rounds"]["games"] == 1 and stats["length:rounds"]["rounds"] == st.round
    assert sum(stats[f"starter:{r}"]["dealt"] for r in ("I", "II")) == 2
    assert sum(stats[f"starter:{r}"]["won"] for r in ("I", "II")) == 1
    bought = sum(c["bought"] for k, c in stats.items() if k.startswith("card:"))
    assert bought == sum(1 for e in st.events if e.key == "ausonia.buy")
    for k, c in stats.items():
        if k.startswith("card:"):
            assert c["bought"] <= c["offered"]


def test_the_arena_stops_a_game_of_programs_that_never_ends(monkeypatch):
    """Ruling A-16: the rulebook has no round limit, so the arena's own bound stops a game
    that never ends (here two programs that never gain) and reports it unfinished."""
    from rules.ai import arena

    monkeypatch.setattr(arena, "_chooser", lambda *args: passive)
    scores, winners, times = arena.play_game("ausonia", ["p", "q"], seed=4, max_decisions=1500)
    assert winners == () and len(times[0]) + len(times[1]) == 1500
    assert [s.total for s in scores] == [10, 10]
    stats = {k: arena.KindStats() for k in ("p", "q")}
    arena._add(stats, ["p", "q"], scores, winners, times)
    assert [stats[k].summary()["unfinished"] for k in "pq"] == [1, 1]
    assert [stats[k].summary()["win_rate"] for k in "pq"] == [0.0, 0.0]


def test_the_search_counts_a_card_bought_early_for_more_than_one_bought_late():
    """The search's worth counts the deck by the rounds it still has to play: a strong card
    added to the deck raises the worth more at the start than near 60, and not at all once
    someone has reached 60 (the game ends with the round)."""
    from rules.ausonia import search as ai

    def gain(influence: int, final: bool) -> float:
        st = new_state(2, seed=23)
        st.influence = [influence, 10]
        st.final = final
        before = ai.worth(st, 0)
        give(st, 0, "discard", one("moneylender"))
        return ai.worth(st, 0) - before

    early, late, over = gain(12, False), gain(55, False), gain(60, True)
    assert early > 3 * late > 0
    assert over == 0


def test_the_rollout_step_chooses_as_the_rollout_policy_on_the_legal_list():
    """The search's fast rollout step (no list of every payment) makes the same move and
    draws the same random numbers as the rollout policy given ``legal()``, at every
    decision of seeded games at 2, 3 and 4 seats, fountains, seals and Descartar included."""
    from rules.ausonia.search import QuietAusonia, rollout_policy, rollout_step

    kinds: set[str] = set()
    for players, seed in ((2, 1), (2, 2), (3, 3), (4, 4), (4, 5)):
        st = get_game("ausonia").new_state(Config(players=players, seed=seed))
        st.__class__ = QuietAusonia
        play = random.Random(seed)
        while not st.is_over():
            seat = st.to_act()[0]
            k = play.random()
            fast, slow = random.Random(k), random.Random(k)
            act = rollout_step(st, seat, fast)
            assert act == rollout_policy(st, seat, st.legal(seat), slow)
            assert fast.getstate() == slow.getstate()
            kinds.add(type(act).__name__)
            st.apply(seat, act if play.random() < 0.7 else play.choice(st.legal(seat)))
    assert {"Play", "Buy", "Activate", "BreakSeal", "BuildFountain", "Discard", "EndTurn"} <= kinds


def test_the_trees_moves_are_the_candidates_of_the_legal_list_and_a_quiet_state_logs_nothing():
    """The tree's moves read from the state (no legal list while a card is to be played) are
    :func:`candidates` of ``legal()`` at every decision of seeded games at 2 to 4 seats; the
    search's states skip their log lines, and the game played on them is the logged game's."""
    from rules.ausonia.search import QuietAusonia, candidates, tree_moves

    for players, seed in ((2, 1), (3, 3), (4, 4)):
        logged = get_game("ausonia").new_state(Config(players=players, seed=seed))
        st = logged.clone()
        st.__class__ = QuietAusonia
        setup = len(st.events)
        play = random.Random(seed)
        while not st.is_over():
            seat = st.to_act()[0]
            legal = st.legal(seat)
            assert tree_moves(st, seat) == candidates(legal)
            act = play.choice(legal) if play.random() < 0.3 else choose("greedy", "ausonia", st.view(seat), legal, play)
            st.apply(seat, act)
            logged.apply(seat, act)
            assert len(st.events) == setup < len(logged.events)
        assert (st.influence, st.hand, st.draw, st.discard) == (
            logged.influence,
            logged.hand,
            logged.draw,
            logged.discard,
        )


def test_a_view_determinized_again_deals_alike_though_the_first_state_was_played_on():
    """determinize keeps what a view gives every determinization (the search determinizes
    one view at each iteration): a state it returned shares nothing mutable with the next,
    and the same seed deals the same state whether or not the view was just determinized."""
    from rules.ausonia.determinize import _LAST, determinize
    from rules.ausonia.search import QuietAusonia

    st = new_state(3, seed=8)
    play = random.Random(8)
    checked = 0
    while not st.is_over():
        seat = st.to_act()[0]
        if play.random() < 0.1:
            view = st.view((seat + 1) % 3)
            _LAST[0] = None
            first = determinize(view, random.Random(checked), cls=QuietAusonia)
            before = first.fingerprint()
            rng = random.Random(5)
            while not first.is_over() and rng.random() < 0.98:  # play the copy on
                s = first.to_act()[0]
                first.apply(s, rng.choice(first.legal(s)))
            again = determinize(view, random.Random(checked), cls=QuietAusonia)
            assert again.fingerprint() == before
            assert again.view(view.seat) == view
            checked += 1
        st.apply(seat, choose("greedy", "ausonia", st.view(seat), st.legal(seat), play))
    assert checked > 20


def test_the_rollout_steps_random_move_is_the_one_the_legal_list_holds_there():
    """The rollout step's random move (the policy's noise) is ``legal[int(x * len(legal))]``
    though it builds no legal list, for x across [0, 1), at every action-phase decision of
    seeded games (purchases with several payments, abilities, seals, fountains)."""
    from rules.ausonia.search import QuietAusonia, _nth_legal

    kinds: set[str] = set()
    for players, seed in ((2, 6), (4, 8)):
        st = get_game("ausonia").new_state(Config(players=players, seed=seed))
        st.__class__ = QuietAusonia
        play = random.Random(seed)
        while not st.is_over():
            seat = st.to_act()[0]
            legal = st.legal(seat)
            if st.step is None:
                for j in range(16):
                    x = (j + play.random()) / 16
                    act = _nth_legal(st, seat, x)
                    assert act == legal[int(x * len(legal))]
                    kinds.add(type(act).__name__)
            st.apply(
                seat,
                choose("greedy", "ausonia", st.view(seat), legal, play) if play.random() < 0.8 else play.choice(legal),
            )
    assert {"Play", "Buy", "Activate", "BreakSeal", "EndTurn"} <= kinds
