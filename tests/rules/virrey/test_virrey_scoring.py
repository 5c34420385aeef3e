"""Final scoring (the seven categories, the rulebook's examples) and the painting optimiser."""

import itertools
import random

import pytest
from virrey_helpers import B, G, R, Y, character, check_invariants, fixture_cards, random_game, with_cards

from rules.virrey import scoring
from rules.virrey.actions import AcceptPainting, FinishPainting, Paint
from rules.virrey.pyramid import Pyramid
from rules.virrey.scoring import Board, attack_penalty, best_painting, magic_points, set_points


def board(pyramid, tokens, gems=(0, 0, 0, 0), cards=None, painting=None, enemy=0):
    return Board(cards or fixture_cards(), pyramid, tokens, gems, painting, enemy)


def green_circle_cards():
    return with_cards(
        fixture_cards(),
        characters=[
            character("c01", 1, sections=(B, G, B)),
            character("c02", 2, sections=(G, B, B)),
            character("c03", 3, sections=(R, R, G)),
        ],
    )


def test_green_circle_two_plus_four_is_six():
    cs = green_circle_cards()
    p = Pyramid().with_card("c01", 1, 0).with_card("c02", 1, 2).with_card("c03", 2, 1)
    b = board(p, {"c03": (("circle_bonus", G, 4),)}, cards=cs)
    assert scoring.circle_points(b) == 6


def test_infinite_gem_three_plus_four_is_seven():
    p = Pyramid({(1, 0): "c01", (1, 2): "c02", (1, 4): "c04", (2, 1): "c05", (2, 3): "c06", (3, 2): "c07"})
    b = board(p, {"c07": (("infinite", Y),), "c01": (("circle_bonus", Y, 4),)})
    assert scoring.infinite_points(b) == 7


def test_magic_three_tokens_with_five_and_two_is_21():
    assert magic_points(3, [5, 2]) == 21
    assert magic_points(3, []) == 0 and magic_points(0, [5]) == 0


def test_sets_two_defense_five_magic_three_science_is_24():
    assert set_points(2, 5, 3) == 24


def test_attacks_four_times_two_plus_three_is_20_and_12_with_two_defense():
    assert attack_penalty(2 + 3, 0) == -20
    assert attack_penalty(2 + 3, 2) == -12
    assert attack_penalty(1, 4) == 0


def test_breakdown_is_in_the_rulebook_order_and_sums():
    st, _ = random_game(3, 5)
    for sc in st.scores():
        assert tuple(k for k, _ in sc.breakdown) == scoring.CATEGORIES
        assert sc.total == sum(v for _, v in sc.breakdown)


def test_attack_penalty_counts_every_opponents_tokens():
    st, _ = random_game(3, 6)
    st.attack = [2, 3, 0]
    st.touch()
    parts = dict(st.scores()[2].breakdown)
    defense = scoring.Board(st.cards, st.pyr[2], st.tok[2], st.gems[2]).token_count("defense")
    assert parts["attacks"] == -4 * max(0, 5 - defense)


# -- painting ---------------------------------------------------------------------------
def brute_force(p, gems, cols, bonus):
    """The best circle points by trying, for every circle, every colour to paint it (the
    sections not yet of that colour get a gem each) or leaving it: circles share no section,
    and a gem that does not complete a circle cannot add points."""
    circles = []
    for (_lv, _x), top, left, right in p.circles():
        circles.append(((left, 1), (right, 0), (top, 2), (top, 3)))
    best = 0
    for combo in itertools.product([None, 0, 1, 2, 3], repeat=len(circles)):
        need = [0, 0, 0, 0]
        paint = {}
        for secs, c in zip(circles, combo):
            if c is None:
                continue
            for card, sec in secs:
                if cols(card)[sec] != c:
                    need[c] += 1
                    paint[(card, sec)] = c
        if any(n > g for n, g in zip(need, gems)):
            continue
        b = Board(None, p, {}, gems, paint)
        b.colour = lambda card, sec, paint=paint: paint.get((card, sec), cols(card)[sec])
        b.circle_bonus = lambda: list(bonus)
        best = max(best, scoring.circle_points(b))
    return best


@pytest.mark.parametrize("seed", range(24))
def test_best_painting_is_optimal_on_small_pyramids(seed):
    rng = random.Random(seed)
    names = [f"k{i}" for i in range(6)]
    cols = {n: tuple(rng.randrange(4) for _ in range(4)) for n in names}
    p = Pyramid().with_card("k0", 1, 0).with_card("k1", 1, 2).with_card("k2", 1, 4).with_card("k3", 2, 1)
    if seed % 2:
        p = p.with_card("k4", 2, 3)
    if seed % 4 == 3:
        p = p.with_card("k5", 3, 2)
    gems = tuple(rng.randrange(5) for _ in range(4))
    bonus = tuple(rng.choice((0, 2, 4)) for _ in range(4))
    plan = best_painting(p, gems, cols.__getitem__, bonus)
    used = [0, 0, 0, 0]
    for c in plan.values():
        used[c] += 1
    assert all(u <= g for u, g in zip(used, gems))
    b = Board(None, p, {}, gems, plan)
    b.colour = lambda card, sec: plan.get((card, sec), cols[card][sec])
    b.circle_bonus = lambda: list(bonus)
    assert scoring.circle_points(b) == brute_force(p, gems, cols.__getitem__, bonus)


def test_painting_is_a_decision_sequence_at_the_end():
    for seed in range(40):
        st = random_game(2, seed)[0]
        # replay the same game up to the painting
        from virrey_helpers import new_state

        st = new_state(2, seed)
        rng = random.Random(seed)
        while not st.is_over() and not (st.tasks and st.tasks[-1][0] == "paint"):
            s = rng.choice(st.to_act())
            st.apply(s, rng.choice(st.legal(s)))
        if st.is_over():
            continue
        seat = st.tasks[-1][1]
        legal = st.legal(seat)
        assert AcceptPainting() in legal and FinishPainting() in legal
        paints = [a for a in legal if isinstance(a, Paint)]
        if not paints:
            continue
        before = st.scores()[seat].total
        best = st.clone()
        plan = best.best_painting(seat)
        best.apply(seat, AcceptPainting())
        assert best.scores()[seat].total >= before
        assert plan and all(best.paint[seat].get(cell) == colour for cell, colour in plan.items())
        manual = st.clone()
        manual.apply(seat, paints[0])
        assert sum(manual.gems[seat]) == sum(st.gems[seat]) - 1
        check_invariants(manual)
        check_invariants(best)
        return
    pytest.skip("no paintable end position in these seeds")
