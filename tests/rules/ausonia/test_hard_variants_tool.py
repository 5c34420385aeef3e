"""tools/ausonia_hard_variants.py, whose figures docs/balance.md quotes: the ``shipped``
variant plays exactly the arena's hard, the deck's worth sees a thinner deck and a fountain
(where the shipped worth sees neither), the plan's rollouts play legal moves, and each run
puts the shipped hooks back."""

import importlib.util
import json
import random
from pathlib import Path

import pytest
from ausonia_helpers import give, new_state, one

from rules.ai.ismcts import hooks_for
from rules.arena import main as arena_main
from rules.ausonia import ai, search

TOOL = Path(__file__).resolve().parents[3] / "tools" / "ausonia_hard_variants.py"


def tool():
    spec = importlib.util.spec_from_file_location("ausonia_hard_variants", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def rates(capsys, run) -> dict:
    assert run() == 0
    out = json.loads(capsys.readouterr().out)
    return {k: (v["win_rate"], v["mean_score"]) for k, v in out["kinds"].items()}


def test_the_shipped_variant_is_the_arenas_hard_and_the_hooks_come_back(capsys):
    t, shipped = tool(), hooks_for("ausonia")
    argv = ["--seats", "hard:20,founder", "--games", "2", "--seed", "3", "--json"]
    got = rates(capsys, lambda: t.main(["shipped", *argv]))
    assert got == rates(capsys, lambda: arena_main(["ausonia", *argv, "--jobs", "1"]))
    rates(capsys, lambda: t.main(["plan", *argv]))
    assert hooks_for("ausonia") is shipped
    assert hooks_for("ausonia", "hard").evaluate is search.evaluate


def test_the_level_changed_is_the_one_asked_and_only_it(capsys, monkeypatch):
    """``--level normal`` gives normal the variant's hooks and leaves hard as shipped."""
    t, seen = tool(), {}
    real = arena_main

    def noted(argv):
        seen.update({lv: hooks_for("ausonia", lv) for lv in ("normal", "hard")})
        return real(argv)

    monkeypatch.setattr(t, "arena_main", noted)
    argv = ["--seats", "normal:10,founder", "--games", "1", "--seed", "3", "--json"]
    rates(capsys, lambda: t.main(["planhold", "--level", "normal", *argv]))
    assert seen["normal"].rollout_step is t.plan_step and seen["normal"].tree_moves is t.hold_tree_moves
    assert seen["hard"].rollout_step is search.rollout_step and seen["hard"].evaluate is search.evaluate
    assert hooks_for("ausonia", "normal").rollout_step is search.rollout_step
    rates(capsys, lambda: t.main(["planhold", "--level", "normal,hard", *argv]))
    assert seen["normal"].rollout_step is t.plan_step and seen["hard"].rollout_step is t.plan_step
    assert seen["hard"].cutoff_per_seat == search.HARD_CUTOFF_PER_SEAT  # hard's own look kept
    with pytest.raises(SystemExit):
        t.main(["planhold", "--level", "easy", *argv])


def test_the_decks_worth_sees_a_thinner_deck_and_a_fountain():
    t = tool()
    st = new_state(2, seed=23)
    st.influence = [12, 10]
    cards, values = st.cards.cards, ai._values(st.cards, 2)
    deck = st.hand[0] + st.draw[0] + st.discard[0]
    weakest = min(deck, key=lambda c: values[c])
    assert values[weakest] < sum(values[c] for c in deck) / len(deck)
    before, shipped = t.deck_worth(st, 0), search.worth(st, 0)
    give(st, 0, "raised", weakest)
    thinner = t.deck_worth(st, 0)
    assert thinner > before and search.worth(st, 0) == shipped  # the shipped worth: same cards owned
    star = one("star_geode")
    give(st, 0, "raised", star)
    waiting = t.deck_worth(st, 0)
    st.raised[0] = [c for c in st.raised[0] if c not in (star, weakest)]
    st.fountains[0] = [star, weakest]
    fountain = t.deck_worth(st, 0)
    a_round = t.gem_worth(cards[star])
    assert fountain - thinner == pytest.approx(search.DECK_WEIGHT * a_round * (60 - 12) / search.RATE)
    assert thinner < waiting < fountain
    st.final = True
    assert t.deck_worth(st, 0) == 12


def test_the_plans_rollouts_play_legal_moves_to_the_end():
    t = tool()
    st = search.QuietAusonia.clone(new_state(2, seed=7))
    rng = random.Random(7)
    steps = 0
    while not st.is_over() and steps < 5000:
        seat = st.to_act()[0]
        legal = st.legal(seat)
        act = t.plan_rollout(st, seat, legal, rng)
        assert act in legal
        st.apply(seat, act)
        steps += 1
    assert st.is_over()


def test_hold_plays_the_star_cards_last_and_may_raise_one_from_the_hand():
    from ausonia_helpers import clear_hand

    from rules.ausonia.actions import Activate, Play

    t = tool()
    st = new_state(2, seed=45)
    seat = st.order[st.pos]
    clear_hand(st, seat)
    star, other = one("rainbow_i"), one("sapphire_i")
    give(st, seat, "hand", star, other)
    give(st, seat, "play", one("transmuter"), one("cut_sapphire"))
    legal = st.legal(seat)
    assert legal[0] == Play(star) and search.candidates(legal) == [Play(star)]
    assert t.hold_candidates(legal) == [Play(other)]
    st.apply(seat, Play(other))
    moves = t.hold_candidates(st.legal(seat))
    assert moves[0] == Play(star)
    assert any(isinstance(a, Activate) and a.card == one("transmuter") for a in moves)
    assert all(a in st.legal(seat) for a in moves)


def test_the_plans_fast_step_moves_as_the_plan_on_the_legal_list():
    """``plan_step`` (no legal list in the action phase) makes :func:`plan_rollout`'s move on
    ``legal()`` and draws the same random numbers, at every decision of seeded games at 2 to
    4 seats: fountains chosen among several, star cards held, a Levantar raising them; and
    ``hold_tree_moves`` are ``hold_candidates`` of the legal list."""
    from rules.ausonia.actions import Activate, BuildFountain, Play

    t = tool()
    kinds: set[str] = set()
    held = choices = 0
    for players, seed in ((2, 1), (2, 2), (3, 3), (4, 4), (4, 5)):
        st = search.QuietAusonia.clone(new_state(players, seed=seed))
        play = random.Random(seed)
        while not st.is_over():
            seat = st.to_act()[0]
            legal = st.legal(seat)
            k = play.random()
            fast, slow = random.Random(k), random.Random(k)
            act = t.plan_step(st, seat, fast)
            assert act == t.plan_rollout(st, seat, legal, slow)
            assert t.hold_tree_moves(st, seat) == t.hold_candidates(legal)
            assert fast.getstate() == slow.getstate()
            kinds.add(type(act).__name__)
            if isinstance(act, Play) and legal[0] != act:
                held += 1
            if isinstance(act, Activate) and st.step is None and any(isinstance(a, Play) for a in legal):
                held += 1
            choices += isinstance(act, BuildFountain) and sum(isinstance(a, BuildFountain) for a in legal) > 1
            st.apply(seat, act if play.random() < 0.7 else play.choice(legal))
    assert {"Play", "Buy", "Activate", "BreakSeal", "BuildFountain", "Raise", "Discard", "EndTurn"} <= kinds
    assert held > 10 and choices > 0
