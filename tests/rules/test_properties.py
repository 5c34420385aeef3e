"""Properties of the El Viejo Imperio state over thousands of seeded random games.

- no exception in random playouts at 3/4/5 seats, with and without La gran partida;
- every action from legal() applies; actions not in legal() raise IllegalAction and
  change nothing;
- conservation of the 69 monarchs and of the events at every step;
- determinism (replay), clone() and resample() contracts (DESIGN.md, "The rules protocol").
"""

import dataclasses
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from imperio_helpers import monarchs_accounted, new_state, played_this_deal, random_step

from rules.core.actions import Action, action
from rules.core.errors import IllegalAction
from rules.imperio.actions import DeclareElector, Play

SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow])
players_st = st.sampled_from([3, 4, 5])
seed_st = st.integers(min_value=0, max_value=2**32 - 1)


@action("test.foreign")
@dataclasses.dataclass(frozen=True, slots=True)
class Foreign(Action):
    """An action of another game: never legal in El Viejo Imperio."""

    card: str


def check_invariants(state, all_events):
    """Everything that must hold between any two actions."""
    n = state.num_players
    # conservation: every monarch exactly once in the deal
    counted = monarchs_accounted(state)
    assert counted == Counter(list(state.cards.monarchs)), (
        {c: k for c, k in counted.items() if k != 1},
        set(state.cards.monarchs) - set(counted),
    )
    # the public record of the finished rounds of this deal (view.played, where the view has it)
    view = state.view(None)
    if hasattr(view, "played"):
        assert list(view.played) == played_this_deal(state)
    # conservation of the events: won + face-down pile + current event == the game's events
    current = [state.event] if state.event is not None else []
    events = [e for w in state.won for e in w] + list(state.event_pile) + current
    assert Counter(events) == Counter(all_events)
    assert sum(sum(d) for d in state.won_by_deal) == sum(len(w) for w in state.won)
    # who may act, and what
    to_act = state.to_act()
    assert state.is_over() == (to_act == ())
    for seat in range(n):
        legal = state.legal(seat)
        if seat in to_act:
            assert legal, (seat, state.round)
            assert all(a.card in state.hands[seat] for a in legal)
            assert len(set(legal)) == len(legal)
        else:
            assert legal == []


def initial_events(state):
    return list(state.event_pile) + [state.event]


# -- thousands of games ------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5])
def test_1500_seeded_random_games_per_seat_count(players):
    """Random legal playouts: nothing raises, every legal action applies, games end right."""
    games = 0
    for seed in range(1500):
        grand = seed % 10 == 0
        state = new_state(players, seed=seed, grand=grand)
        rng = random.Random(seed * 7 + players)
        actions = 0
        while True:
            to_act = state.to_act()
            if not to_act:
                break
            seat = rng.choice(to_act)
            legal = state.legal(seat)
            assert legal, (seed, seat)
            state.apply(seat, rng.choice(legal))
            actions += 1
            assert actions < 1000
        assert state.is_over()
        assert sum(len(w) for w in state.won) == (33 if grand else 11)
        assert all(h == [] for h in state.hands)
        assert state.winners() and state.scores()
        games += 1
    assert games == 1500


# -- invariants at every step -----------------------------------------------------------------


@pytest.mark.slow
@settings(max_examples=200, **SETTINGS)
@given(players=players_st, seed=seed_st, grand=st.booleans(), choices=seed_st)
def test_conservation_at_every_step(players, seed, grand, choices):
    state = new_state(players, seed=seed, grand=grand)
    all_events = initial_events(state)
    assert len(all_events) == (38 if grand else 11) == len(set(all_events))
    rng = random.Random(choices)
    check_invariants(state, all_events)
    while not state.is_over():
        random_step(state, rng)
        check_invariants(state, all_events)


@pytest.mark.slow
@settings(max_examples=150, **SETTINGS)
@given(players=players_st, seed=seed_st, grand=st.booleans(), choices=seed_st)
def test_electors_preferred_playouts_keep_every_invariant(players, seed, grand, choices):
    """Declare Elector whenever possible: stresses the draw pile (it can run dry at 5 seats)."""
    state = new_state(players, seed=seed, grand=grand)
    all_events = initial_events(state)
    rng = random.Random(choices)
    while not state.is_over():
        seat = rng.choice(state.to_act())
        legal = state.legal(seat)
        decl = [a for a in legal if isinstance(a, DeclareElector)]
        state.apply(seat, decl[0] if decl else rng.choice(legal))
        check_invariants(state, all_events)
        if state.pile == [] and not state.is_over():
            assert not any(isinstance(a, DeclareElector) for s in state.to_act() for a in state.legal(s))


# -- illegal actions ----------------------------------------------------------------------------


def illegal_actions(state):
    """(seat, action, why) triples that must all be refused."""
    n = state.num_players
    out = []
    to_act = state.to_act()
    cards = state.cards.monarchs
    for seat in to_act:
        hand = state.hands[seat]
        for other in range(n):
            if other != seat and state.hands[other]:
                c = state.hands[other][0]
                out += [(seat, Play(c), "another seat's card"), (seat, DeclareElector(c), "another seat's card")]
        for c in state.pile[:1] + state.removed[:1]:
            out += [(seat, Play(c), "card not in hand"), (seat, DeclareElector(c), "card not in hand")]
        out.append((seat, Play("no-such-card"), "unknown card"))
        for c in hand:
            if not cards[c].elector:
                out.append((seat, DeclareElector(c), "not an Elector"))
            elif state.round == 1:
                out.append((seat, DeclareElector(c), "Elector in round 1"))
                if any(not cards[x].elector for x in hand):
                    out.append((seat, Play(c), "Elector in round 1"))
            elif state.must_replace == seat:
                out.append((seat, DeclareElector(c), "second Elector"))
            elif not state.pile or len(hand) < 2:
                out.append((seat, DeclareElector(c), "no pile or last card"))
        out += [
            (seat, "imperio.play", "wrong type"),
            (seat, None, "wrong type"),
            (seat, {"type": "imperio.play", "card": hand[0] if hand else "x"}, "wrong type"),
            (seat, Foreign(hand[0] if hand else "x"), "foreign action"),
        ]
    for seat in range(n):
        if seat not in to_act:
            for c in state.hands[seat][:2]:
                out += [(seat, Play(c), "wrong seat"), (seat, DeclareElector(c), "wrong seat")]
            if state.sealed[seat] is not None:
                out.append((seat, Play(state.sealed[seat]), "already chose"))
    for seat in (n, -1, 99, "0", None):
        card = state.hands[0][0] if state.hands[0] else "m00"
        out.append((seat, Play(card), "no such seat"))
    return out


@pytest.mark.slow
@settings(max_examples=120, **SETTINGS)
@given(players=players_st, seed=seed_st, grand=st.booleans(), steps=st.integers(0, 120), choices=seed_st)
def test_actions_not_in_legal_raise_and_change_nothing(players, seed, grand, steps, choices):
    state = new_state(players, seed=seed, grand=grand)
    rng = random.Random(choices)
    for _ in range(steps):
        if state.is_over():
            break
        random_step(state, rng)
    before = state.fingerprint()
    for seat, act, why in illegal_actions(state):
        if isinstance(seat, int) and 0 <= seat < players:
            assert act not in state.legal(seat), why
        with pytest.raises(IllegalAction) as err:
            state.apply(seat, act)
        assert str(err.value).strip(), why
        assert state.fingerprint() == before, (why, seat, act)
    # and every legal action of every seat to act does apply (on a clone)
    for seat in state.to_act():
        for act in state.legal(seat):
            clone = state.clone()
            clone.apply(seat, act)
            assert clone.fingerprint() != before
    assert state.fingerprint() == before


# -- determinism, clone ----------------------------------------------------------------------------


@pytest.mark.slow
@settings(max_examples=60, **SETTINGS)
@given(players=players_st, seed=seed_st, grand=st.booleans(), choices=seed_st)
def test_replaying_the_actions_gives_the_same_state(players, seed, grand, choices):
    state = new_state(players, seed=seed, grand=grand)
    rng = random.Random(choices)
    log, prints = [], []
    while not state.is_over():
        log.append(random_step(state, rng))
        prints.append(state.fingerprint())
    again = new_state(players, seed=seed, grand=grand)
    for (seat, act), fp in zip(log, prints):
        again.apply(seat, act)
        assert again.fingerprint() == fp
    assert again.events == state.events


def test_same_config_same_deal_other_seed_other_deal():
    a, b, c = new_state(4, seed=99), new_state(4, seed=99), new_state(4, seed=100)
    assert a.fingerprint() == b.fingerprint()
    assert a.hands == b.hands and a.event_pile == b.event_pile
    assert a.fingerprint() != c.fingerprint()


@pytest.mark.slow
@settings(max_examples=60, **SETTINGS)
@given(players=players_st, seed=seed_st, grand=st.booleans(), steps=st.integers(0, 150), choices=seed_st)
def test_clone_is_identical_and_independent(players, seed, grand, steps, choices):
    state = new_state(players, seed=seed, grand=grand)
    rng = random.Random(choices)
    for _ in range(steps):
        if state.is_over():
            break
        random_step(state, rng)
    before = state.fingerprint()
    clone = state.clone()
    assert clone.fingerprint() == before
    assert clone.view(0) == state.view(0) and clone.view(None) == state.view(None)
    assert clone.to_act() == state.to_act()
    # the clone's random stream is the original's
    assert clone.rng.random() == state.clone().rng.random()
    # playing on, and mutating every container of the clone, leaves the original alone
    if not clone.is_over():
        random_step(clone, random.Random(1))
    clone.hands[0].append("x")
    clone.pile.append("x")
    clone.removed.append("x")
    clone.won[0].append("x")
    clone.won_by_deal[0].append(5)
    clone.event_pile.append("x")
    clone.trick.append((0, "x"))
    clone.sealed[0] = "x"
    clone.round_electors.append("x")
    clone.events.append(clone.events[0])
    clone.rng.random()
    assert state.fingerprint() == before
    # the original and a fresh clone continue identically
    twin = state.clone()
    r1, r2 = random.Random(5), random.Random(5)
    while not state.is_over():
        random_step(state, r1)
        random_step(twin, r2)
        assert twin.fingerprint() == state.fingerprint()


# -- resample ---------------------------------------------------------------------------------------

PUBLIC = (
    "deal",
    "round",
    "leader",
    "event",
    "criteria",
    "removed",
    "won",
    "won_by_deal",
    "must_replace",
    "over",
    "grand",
)


def hidden_of(state, seat):
    others = [s for s in range(state.num_players) if s != seat]
    return (
        tuple(tuple(state.hands[s]) for s in others),
        tuple(state.pile),
        tuple(state.event_pile),
        tuple(state.sealed[s] for s in others),
    )


@pytest.mark.slow
@settings(max_examples=150, **SETTINGS)
@given(players=players_st, seed=seed_st, grand=st.booleans(), steps=st.integers(0, 150), choices=seed_st)
def test_resample_is_indistinguishable_for_the_seat(players, seed, grand, steps, choices):
    state = new_state(players, seed=seed, grand=grand)
    rng = random.Random(choices)
    for _ in range(steps):
        if state.is_over():
            break
        random_step(state, rng)
    before = state.fingerprint()
    current = [state.event] if state.event is not None else []
    events_in_play = Counter([e for w in state.won for e in w] + state.event_pile + current)
    for seat in [None, *range(players)]:
        view = state.view(seat)
        hidden = set()
        for k in range(4):
            sample = state.resample(seat, random.Random(k * 1000 + choices % 1000))
            assert sample.view(seat) == view
            assert sample.to_act() == state.to_act()
            if seat is not None:
                assert sample.hands[seat] == state.hands[seat]
                assert sample.sealed[seat] == state.sealed[seat]
                assert sample.legal(seat) == state.legal(seat)
            for name in PUBLIC:
                assert getattr(sample, name) == getattr(state, name), name
            assert sample.trick == state.trick
            assert [len(h) for h in sample.hands] == [len(h) for h in state.hands]
            assert len(sample.pile) == len(state.pile)
            assert [c is None for c in sample.sealed] == [c is None for c in state.sealed]
            assert sample.events_for(seat) == state.events_for(seat)
            # consistent: the same 69 monarchs and the same events, Electors never sealed in round 1
            assert monarchs_accounted(sample) == Counter(list(state.cards.monarchs))
            cur = [sample.event] if sample.event is not None else []
            assert Counter([e for w in sample.won for e in w] + sample.event_pile + cur) == events_in_play
            if sample.round == 1:
                for s, c in enumerate(sample.sealed):
                    if c is not None:
                        assert not state.cards.monarchs[c].elector or state.cards.monarchs[state.sealed[s]].elector
            hidden.add(hidden_of(sample, seat))
            # a resampled state is a real state: it plays on to the end
            if k == 0:
                play = random.Random(k)
                while not sample.is_over():
                    random_step(sample, play)
        pool = len(state.pile) + sum(
            len(state.hands[s]) + (state.sealed[s] is not None) for s in range(players) if s != seat
        )
        if not state.is_over() and pool >= 6:
            assert len(hidden) > 1, "resample never changed the hidden cards"
    assert state.fingerprint() == before


def test_resample_changes_hidden_information_and_not_the_original():
    state = new_state(4, seed=3)
    before = state.fingerprint()
    samples = [state.resample(0, random.Random(k)) for k in range(10)]
    assert len({tuple(map(tuple, s.hands[1:])) for s in samples}) > 1
    assert len({tuple(s.pile) for s in samples}) > 1
    assert all(s.hands[0] == state.hands[0] for s in samples)
    assert state.fingerprint() == before
    # no private event of another seat survives into a seat's resample
    rng = random.Random(0)
    for _ in range(3):
        random_step(state, rng)
    sample = state.resample(1, random.Random(0))
    assert all(e.to in (None, 1) for e in sample.events)
