"""ISMCTS (rules.ai.ismcts) and El Viejo Imperio's determinization (rules.imperio.determinize).

The searcher reads only the view: determinizations are indistinguishable for the
seat, two states that differ only in what the seat cannot see give the same
decision with the same seed, and other seats' sealed choices are never leaked.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest
from imperio_helpers import electors, new_state, on_table_this_deal
from search_helpers import a_decision

from rules.ai import BUDGETS, LEVELS, choose
from rules.ai.ismcts import Budget, hooks_for, run_search, search
from rules.imperio.actions import Play
from rules.imperio.determinize import determinize, unseen_monarchs
from rules.imperio.state import ImperioState

pytestmark = pytest.mark.usefixtures("use_fixture_cards")

SMALL = Budget(60, 30.0)


def advanced(players: int, seed: int, steps: int, grand: bool = False) -> ImperioState:
    """A game after ``steps`` random actions (stops early at the end)."""
    rng = random.Random(seed)
    state = new_state(players, seed=seed, grand=grand)
    for _ in range(steps):
        if state.is_over():
            break
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal(seat)))
    return state


def mid_game_states(count: int, seed: int = 0):
    rng = random.Random(seed)
    for _i in range(count):
        players = rng.choice((3, 4, 5))
        yield advanced(players, rng.randrange(10**6), rng.randrange(0, 120), grand=rng.random() < 0.3)


# -- determinization ---------------------------------------------------------------------


def test_a_determinization_is_indistinguishable_for_the_seat():
    checked = 0
    for i, state in enumerate(mid_game_states(150)):
        for seat in range(state.num_players):
            view = state.view(seat)
            for k in range(2):
                d = determinize(view, random.Random(i * 10 + k))
                assert d.view(seat) == view
                checked += 1
    assert checked > 500


def test_a_determinization_deals_every_monarch_once_and_plays_to_the_end():
    for i, state in enumerate(mid_game_states(40, seed=1)):
        seat = a_decision(state)
        seat = 0 if seat is None else seat
        d = determinize(state.view(seat), random.Random(i))
        if not d.is_over():
            on_table = list(d.played) + [c for _, c in d.trick] + [c for c in d.sealed if c]
            every = [c for h in d.hands for c in h] + d.pile + d.removed + on_table
            assert sorted(every) == sorted(d.cards.monarch_ids)
        rng = random.Random(i)
        while not d.is_over():
            s = d.to_act()[0]
            d.apply(s, rng.choice(d.legal(s)))
        assert len(d.winners()) >= 1


def test_a_determinization_redeals_the_hidden_cards():
    state = advanced(3, seed=5, steps=7)
    view = state.view(0)
    hands = {tuple(sorted(determinize(view, random.Random(k)).hands[1])) for k in range(20)}
    assert len(hands) == 20
    assert all(
        tuple(sorted(determinize(view, random.Random(k)).hands[0])) == tuple(sorted(view.hand)) for k in range(5)
    )


def test_the_view_lists_the_cards_of_the_finished_rounds():
    state = advanced(4, seed=3, steps=4 * 5)
    played = on_table_this_deal(state)
    on_trick = [c for _, c in state.trick]
    assert list(state.view(0).played) + on_trick == played


# -- search ------------------------------------------------------------------------------


def test_search_returns_a_legal_action():
    for i, state in enumerate(mid_game_states(8, seed=2)):
        seat = a_decision(state)
        if seat is None:
            continue
        legal = state.legal(seat)
        assert search("imperio", state.view(seat), legal, random.Random(i), SMALL) in legal


def test_the_levels_are_offered_and_choose_searches(monkeypatch):
    for kind in ("easy", "normal", "hard"):
        assert set(LEVELS[kind]) == {"es", "en"}
    assert BUDGETS["normal"][1] <= 1.0 and BUDGETS["hard"][1] <= 3.0
    monkeypatch.setitem(BUDGETS, "normal", (20, 5.0))
    monkeypatch.setitem(BUDGETS, "hard", (30, 5.0))
    state = advanced(3, seed=9, steps=12)
    seat = a_decision(state)
    for kind in ("normal", "hard"):
        assert choose(kind, "imperio", state.view(seat), state.legal(seat), random.Random(1)) in state.legal(seat)


def test_search_is_deterministic_for_a_seed():
    state = advanced(4, seed=11, steps=9)
    seat = a_decision(state)
    view, legal = state.view(seat), state.legal(seat)
    a = run_search("imperio", view, legal, random.Random(42), Budget(150, 60.0))
    b = run_search("imperio", view, legal, random.Random(42), Budget(150, 60.0))
    assert a.action == b.action and a.visits() == b.visits()


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_states_that_differ_only_in_hidden_cards_give_the_same_decision(level):
    hooks = hooks_for("imperio", level)
    for seed in range(3):
        state = advanced(3, seed=20 + seed, steps=5 + 4 * seed)
        seat = a_decision(state)
        other = state.resample(seat, random.Random(seed))
        # The hidden information really differs, the seat's view does not.
        assert other.hands != state.hands or other.pile != state.pile
        assert other.view(seat) == state.view(seat)
        a = run_search("imperio", state.view(seat), state.legal(seat), random.Random(7), Budget(120, 60.0), hooks)
        b = run_search("imperio", other.view(seat), other.legal(seat), random.Random(7), Budget(120, 60.0), hooks)
        assert a.action == b.action and a.visits() == b.visits()


def sealed_round(cards, secret: str) -> ImperioState:
    """Round 1 of a 3-seat game where seat 1 has sealed ``secret`` and seat 0 must choose."""
    state = new_state(3, seed=4)
    if secret not in state.hands[1]:
        holder = (
            next(s for s in range(3) if secret in state.hands[s]) if any(secret in h for h in state.hands) else None
        )
        swap_out = next(c for c in state.hands[1] if c not in cards.electors)
        if holder is None:
            state.pile[state.pile.index(secret)] = swap_out
        else:
            h = state.hands[holder]
            h[h.index(secret)] = swap_out
        state.hands[1][state.hands[1].index(swap_out)] = secret
    state.apply(1, Play(secret))
    assert state.to_act() == (0, 2)
    return state


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_other_seats_sealed_choices_are_not_leaked(cards, level):
    state = new_state(3, seed=4)
    secret = next(c for c in state.hands[1] if c not in cards.electors)
    state = sealed_round(cards, secret)
    view = state.view(0)
    assert [p.card for p in view.trick] == [None]
    hooks = hooks_for("imperio", level)
    seen: Counter = Counter()

    def recording(v, rng):
        d = hooks.determinize(v, rng)
        seen[d.sealed[1]] += 1
        return d

    iterations = 600
    result = run_search(
        "imperio",
        view,
        state.legal(0),
        random.Random(3),
        Budget(iterations, 120.0),
        dataclasses.replace(hooks, determinize=recording),
    )
    assert result.iterations == iterations
    plain_unseen = [c for c in unseen_monarchs(view) if c not in cards.electors]
    # Seat 1's sealed card is dealt among every unseen plain monarch, about uniformly.
    assert set(seen) <= set(plain_unseen)
    expected = iterations / len(plain_unseen)
    assert seen[secret] < 3 * expected + 8
    assert len(seen) > 0.8 * len(plain_unseen)
    # The searcher's tree holds only its own sealed choice at the root.
    assert {key[0] for key in result.root.children} == {0}

    # Another sealed card for seat 1, same view for seat 0: the same decision.
    other_secret = next(c for c in plain_unseen if c != secret and c not in state.hands[0])
    other = sealed_round(cards, other_secret)
    assert other.view(0) == view and other.sealed[1] != state.sealed[1]
    a = run_search("imperio", view, state.legal(0), random.Random(8), Budget(100, 60.0), hooks)
    b = run_search("imperio", other.view(0), other.legal(0), random.Random(8), Budget(100, 60.0), hooks)
    assert a.action == b.action and a.visits() == b.visits()


def test_no_elector_is_ever_a_sealed_choice_in_a_determinization(cards):
    state = new_state(3, seed=4)
    secret = next(c for c in state.hands[1] if c not in cards.electors)
    view = sealed_round(cards, secret).view(0)
    for k in range(200):
        assert determinize(view, random.Random(k)).sealed[1] not in set(electors(cards))


def test_the_iteration_budget_is_respected():
    state = advanced(3, seed=13, steps=10)
    seat = a_decision(state)
    result = run_search("imperio", state.view(seat), state.legal(seat), random.Random(1), Budget(37, 60.0))
    assert result.iterations == 37
    assert sum(result.visits().values()) == 37 == result.root.visits


def test_the_time_cap_is_respected():
    state = new_state(5, seed=2)
    result = run_search("imperio", state.view(0), state.legal(0), random.Random(1), Budget(10**9, 0.25))
    assert 1 <= result.iterations < 10**9
    assert result.seconds < 0.25 + 0.2  # at most one iteration past the cap


def test_a_single_legal_action_needs_no_search():
    state = new_state(3, seed=2)
    only = state.legal(0)[:1]
    result = run_search("imperio", state.view(0), only, random.Random(1), Budget(100, 60.0))
    assert result.action == only[0] and result.iterations == 0


def test_a_game_without_search_hooks_offers_no_search_level(monkeypatch):
    import rules.ai.ismcts as ismcts
    from rules.ai import levels_for

    monkeypatch.delitem(ismcts._HOOKS, "imperio")
    monkeypatch.setattr("rules.load_all_games", lambda: None)
    state = advanced(3, seed=14, steps=8)
    seat = a_decision(state)
    assert levels_for("imperio") == ["random", "easy", "greedy"]
    with pytest.raises(ValueError, match="no normal level"):
        choose("normal", "imperio", state.view(seat), state.legal(seat), random.Random(2))


def test_a_cutoff_per_seat_looks_that_many_decisions_for_each_seat():
    """``cutoff_per_seat`` is the cutoff times the seats: at four seats, 5 a seat searches
    exactly as a cutoff of 20 does, and not as a cutoff of 5 or 15."""
    state = advanced(4, seed=11, steps=9)
    seat = a_decision(state)
    view, legal = state.view(seat), state.legal(seat)
    base = hooks_for("imperio")

    def visits(**changes):
        hooks = dataclasses.replace(base, **changes)
        result = run_search("imperio", view, legal, random.Random(42), Budget(150, 60.0), hooks)
        return result.action, result.visits()

    per_seat = visits(cutoff=None, cutoff_per_seat=5)
    assert per_seat == visits(cutoff=20) == visits(cutoff=7, cutoff_per_seat=5)
    assert per_seat != visits(cutoff=5) and per_seat != visits(cutoff=15)


def test_a_budget_per_seat_runs_its_iterations_for_each_seat():
    """``Budget(per_seat=True)`` searches its iterations times the seats: at four seats, 30
    a seat is exactly the search of 120 iterations, at three seats of 90."""
    for players, total in ((4, 120), (3, 90)):
        state = advanced(players, seed=11, steps=9)
        seat = a_decision(state)
        view, legal = state.view(seat), state.legal(seat)

        def run(budget):
            result = run_search("imperio", view, legal, random.Random(42), budget, hooks_for("imperio"))
            return result.iterations, result.action, result.visits()

        per_seat = run(Budget(30, 60.0, per_seat=True))
        assert per_seat[0] == total
        assert per_seat == run(Budget(total, 60.0))
        assert run(Budget(30, 60.0))[0] == 30
