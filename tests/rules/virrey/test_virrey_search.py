"""The search levels of Virrey: determinization (rules.virrey.determinize) and the hooks.

The searcher reads only the view: determinizations are indistinguishable for the seat
and keep every card, gem and token; two states that differ only in what the seat
cannot see give the same decision with the same seed; sealed choices are not leaked.
"""

from __future__ import annotations

import random
import time
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from search_helpers import a_decision
from virrey_helpers import check_invariants, new_state

from rules.ai import BUDGETS, budget_for, choose, levels_for
from rules.ai.ismcts import Budget, hooks_for, run_search, search
from rules.core.game import Config
from rules.virrey.actions import Bid, BidPass
from rules.virrey.ai import evaluate, rollout_policy
from rules.virrey.determinize import SearchState, determinize, unseen_cards
from rules.virrey.state import VirreyState

SMALL = Budget(40, 30.0)


def random_state(seed: int, real: bool = False) -> VirreyState:
    """A game (1-4 players, with virtual opponents) after some random actions."""
    rng = random.Random(seed)
    n = rng.choice((1, 2, 3, 4))
    v = rng.randrange(0, 4 - n + 1)
    if n == 1:
        v = max(1, v)
    if real:
        state = VirreyState(Config(players=n, seed=seed, options={"virtual": v}))
    else:
        state = new_state(n, seed=seed, virtual=v)
    for _ in range(rng.randrange(0, 220)):
        if state.is_over():
            break
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal(seat)))
    return state


def decision_state(seed: int, real: bool = False):
    """(state, seat): the first random state from ``seed`` on with a real decision."""
    while True:
        state = random_state(seed, real)
        seat = a_decision(state)
        if seat is not None:
            return state, seat
        seed += 1000


def check_determinization(state: VirreyState, seed: int, playout: bool = True) -> None:
    for seat in range(state.n):
        view = state.view(seat)
        det = determinize(view, random.Random(seed * 10 + seat))
        assert isinstance(det, SearchState)
        assert det.view(seat) == view, (seed, seat, state.phase)
        check_invariants(det)
        for s in det.to_act():
            assert det.legal(s), (seed, seat, s, det.tasks[-1:])
        if playout:
            rng = random.Random(seed)
            steps = 0
            while not det.is_over() and steps < 60:
                s = rng.choice(det.to_act())
                det.apply(s, rng.choice(det.legal(s)))
                steps += 1
            check_invariants(det)


# -- determinization ---------------------------------------------------------------------
def test_determinize_consistent_with_the_view_in_every_phase():
    phases = Counter()
    for seed in range(160):
        state = random_state(seed, real=seed % 2 == 0)
        phases[state.phase if not state.tasks else state.tasks[-1][0]] += 1
        check_determinization(state, seed)
    # the sample covers the sealed phases and the decisions after a reveal
    for key in ("setup", "bid", "dev", "gems", "place", "choose2", "paint", "over"):
        assert phases[key] > 0, phases


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=10**6))
def test_determinize_property(seed):
    check_determinization(random_state(seed, real=seed % 3 == 0), seed, playout=False)


def test_determinize_resamples_what_is_hidden():
    state = new_state(3, seed=5)
    seat = a_decision(state)
    while state.phase != "dev" or state.tasks:
        s = state.to_act()[0]
        state.apply(s, state.legal(s)[-1])
    view = state.view(0)
    hands, gems = set(), set()
    for i in range(30):
        det = determinize(view, random.Random(i))
        hands.add(tuple(sorted(det.hands[1])))
        gems.add(tuple(det.gems[1]))
        assert det.hands[0] == state.hands[0] and det.gems[0] == state.gems[0]
    assert len(hands) > 1 and len(gems) > 1
    assert seat is not None


def test_unseen_cards_excludes_everything_visible():
    state = random_state(11)
    view = state.view(0)
    chars, laws = unseen_cards(view)
    visible = set(view.hand) | set(view.discard)
    for pv in view.players_view:
        visible |= {p.card for p in pv.pyramid} | set(pv.known_hand)
    assert not visible & (set(chars) | set(laws))


def bid_state(players: int = 3, seed: int = 2) -> VirreyState:
    """A state in an auction where seat 1 has made its sealed bid and seat 0 is to bid."""
    state = new_state(players, seed=seed)
    while not (state.phase == "bid" and not state.tasks):
        s = state.to_act()[0]
        state.apply(s, state.legal(s)[0])
    bids = [a for a in state.legal(1) if isinstance(a, Bid)]
    state.apply(1, bids[0] if bids else BidPass())
    assert 0 in state.to_act()
    return state


def test_sealed_choices_not_leaked():
    state = bid_state()
    view = state.view(0)
    assert view.players_view[1].chosen
    sampled = Counter()
    for i in range(60):
        det = determinize(view, random.Random(i))
        assert det.bids[1] is not None
        sampled[det.bids[1]] += 1
    assert len(sampled) > 1  # the true bid is not copied: it is drawn afresh


# -- the search ------------------------------------------------------------------------
def test_virrey_offers_the_search_levels():
    assert {"normal", "hard"} <= set(levels_for("virrey"))
    assert hooks_for("virrey").determinize is determinize


def test_search_returns_a_legal_action():
    for seed in range(8):
        state = random_state(seed + 300, real=seed % 2 == 1)
        seat = a_decision(state)
        if seat is None:
            continue
        legal = state.legal(seat)
        act = search("virrey", state.view(seat), legal, random.Random(seed), SMALL)
        assert act in legal


def test_search_is_deterministic_with_a_seed():
    state, seat = decision_state(42)
    view, legal = state.view(seat), state.legal(seat)
    a = run_search("virrey", view, legal, random.Random(9), SMALL)
    b = run_search("virrey", view, legal, random.Random(9), SMALL)
    assert a.action == b.action and a.visits() == b.visits()


def test_hidden_information_does_not_change_the_decision():
    state = bid_state(players=3, seed=4)
    other = state.clone()
    # another seat's hand: swap a hidden card with one of the big deck
    hidden = [c for c in other.hands[1] if c not in other.known[1]]
    i = other.hands[1].index(hidden[0])
    other.hands[1][i], other.big[0] = other.big[0], other.hands[1][i]
    # other screens: a gem moves from seat 1 to seat 2, an attack token too
    c = next(c for c in range(4) if other.gems[1][c] > 0)
    other.gems[1][c] -= 1
    other.gems[2][c] += 1
    # seat 1's sealed bid
    other.bids[1] = ("pass",) if other.bids[1] != ("pass",) else ("bid", c)
    other.touch()
    assert other.view(0) == state.view(0)
    assert other.fingerprint() != state.fingerprint()
    legal = state.legal(0)
    assert legal == other.legal(0)
    a = run_search("virrey", state.view(0), legal, random.Random(3), SMALL)
    b = run_search("virrey", other.view(0), legal, random.Random(3), SMALL)
    assert a.action == b.action and a.visits() == b.visits()


def test_budgets_are_respected():
    state, seat = decision_state(7, real=True)
    view, legal = state.view(seat), state.legal(seat)
    r = run_search("virrey", view, legal, random.Random(1), Budget(23, 60.0))
    assert r.iterations == 23
    start = time.perf_counter()
    r = run_search("virrey", view, legal, random.Random(1), Budget(10**6, 0.25))
    assert time.perf_counter() - start < 0.25 + 0.3


def test_virrey_levels_have_their_own_budgets_within_the_latency_targets():
    normal, hard = budget_for("normal", "virrey"), budget_for("hard", "virrey")
    assert normal.iterations < BUDGETS["normal"][0]  # the game's own counts apply
    assert hard.iterations >= 4 * normal.iterations  # hard searches much longer
    assert normal.seconds <= 1.0 and hard.seconds <= 3.0
    assert budget_for("normal", "imperio").iterations == BUDGETS["normal"][0]


def test_choose_normal_plays_a_legal_move_in_time():
    state, seat = decision_state(3, real=True)
    legal = state.legal(seat)
    start = time.perf_counter()
    act = choose("normal", "virrey", state.view(seat), legal, random.Random(2))
    assert act in legal
    assert time.perf_counter() - start < budget_for("normal", "virrey").seconds + 0.5


def test_rollout_and_evaluate():
    rng = random.Random(0)
    for seed in range(6):
        det = determinize(random_state(seed + 50).view(0), rng)
        steps = 0
        while not det.is_over() and steps < 3000:
            for s in det.to_act():
                legal = det.legal(s)
                act = rollout_policy(det, s, legal, rng)
                assert act in legal
                det.apply(s, act)
            steps += 1
        assert det.is_over()
        rewards = evaluate(det)
        assert len(rewards) == det.n and all(0.0 <= r <= 1.0 for r in rewards)
        check_invariants(det)


def test_a_spectator_view_cannot_be_determinized():
    with pytest.raises(ValueError):
        determinize(new_state(2).view(None), random.Random(0))
