"""Krysis's search levels: the rollout policy plays whole games legally, the search reads
only the view, and the budgets keep hard stronger (more iterations) within the targets."""

import random

import pytest
from krysis_helpers import OPTION_SETS, new_state

from rules.ai import budget_for
from rules.ai.ismcts import Budget, hooks_for, run_search
from rules.krysis.actions import Carry, Load, Raid, Take
from rules.krysis.ai import evaluate, rollout_policy


@pytest.mark.parametrize("o", range(len(OPTION_SETS)))
def test_rollout_policy_plays_whole_games_with_legal_actions(o):
    for players in (2, 3, 4):
        state = new_state(players, 70 + o, **OPTION_SETS[o])
        rng = random.Random(o)
        while not state.is_over():
            for seat in state.to_act():
                legal = state.legal(seat)
                act = rollout_policy(state, seat, legal, rng)
                assert act in legal
                state.apply(seat, act)
        assert all(0.0 <= r <= 1.0 for r in evaluate(state))


def test_rollout_policy_loads_the_dearest_goods_before_carrying():
    # A load in a simulation carries goods: it takes while anything fits, the dearest first.
    state = new_state(2, 5)
    rng = random.Random(1)
    loads = 0
    while not state.is_over() and loads < 5:
        seat = state.to_act()[0]
        legal = state.legal(seat)
        if state.phase == "action" and state.step == "cargo" and state.t_kind == "load":
            takes = [a for a in legal if isinstance(a, Take)]
            act = rollout_policy(state, seat, legal, random.Random(0))
            if takes:
                assert isinstance(act, Take) or rollout_policy(state, seat, legal, random.Random(2)) in takes
            if isinstance(act, Carry):
                loads += 1
                assert not takes
            state.apply(seat, act)
            continue
        if (
            state.phase == "action"
            and state.step == "turn"
            and any(isinstance(a, Load) for a in legal)
            and sum(state.camp[seat])
            and not any(isinstance(a, Raid) for a in legal)
        ):
            state.apply(seat, next(a for a in legal if isinstance(a, Load)))
            continue
        state.apply(seat, rng.choice(legal))
    assert loads >= 1


def test_search_reads_only_the_view():
    # Two states that differ only in what the seat cannot see give the same search result
    # (same visits at the root), same seed: the search holds the view, never the state.
    state = new_state(3, 12)
    rng = random.Random(4)
    compared = 0
    for step in range(300):
        if state.is_over() or compared == 6:
            break
        seat = state.to_act()[0]
        legal = state.legal(seat)
        if len(legal) > 1 and step % 9 == 0:
            other = state.resample(seat, random.Random(step))
            assert other.view(seat) == state.view(seat)
            a = run_search("krysis", state.view(seat), legal, random.Random(3), Budget(12, 60.0))
            b = run_search("krysis", other.view(seat), other.legal(seat), random.Random(3), Budget(12, 60.0))
            assert a.action == b.action and a.visits() == b.visits()
            compared += 1
        state.apply(seat, rng.choice(legal))
    assert compared == 6


def test_budgets_hard_searches_longer_within_the_latency_targets():
    normal, hard = budget_for("normal", "krysis"), budget_for("hard", "krysis")
    assert hooks_for("krysis").budgets is not None
    assert hard.iterations >= 4 * normal.iterations
    assert normal.seconds <= 1.0 and hard.seconds <= 3.0
    assert normal.seconds < hard.seconds


def test_search_stops_at_its_iteration_count():
    state = new_state(2, 3)
    seat = state.to_act()[0]
    result = run_search("krysis", state.view(seat), state.legal(seat), random.Random(1), Budget(25, 60.0))
    assert result.iterations == 25
    assert result.action in state.legal(seat)


def test_evaluate_rewards_the_lead_in_points_not_only_who_leads():
    # At the cutoff one more point and ten more points are different rewards (a small
    # search needs that signal), two seats' rewards are complementary, and the reward
    # stays in [0, 1].
    state = new_state(2, 4)
    base = evaluate(state)
    assert base[0] + base[1] == pytest.approx(1.0)
    state.track[0] += 1
    one = evaluate(state)[0]
    state.track[0] += 9
    ten = evaluate(state)[0]
    assert base[0] < one < ten <= 1.0
    assert ten - one >= 0.25
    state.track[1] += 100
    assert evaluate(state)[0] == 0.0 and evaluate(state)[1] == 1.0
