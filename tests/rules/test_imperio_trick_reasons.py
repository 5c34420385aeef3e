"""The numbers behind a round's decision (rules.imperio.trick.Reasons) and their log line.

The round result and the log show them ("843: 814–840 is closest", "3 → 5, dinastía",
what happened to a war hero); explaining never changes who wins.
"""

import json
import random

from imperio_helpers import event, monarch, new_state, random_step

from rules.imperio.trick import resolve

CYP = ("crowns", "years", "period")


def play(*cards):
    return list(enumerate(cards))


def test_period_reasons_give_each_reigns_distance_to_the_event_year():
    crit = ("period", "crowns", "years")
    closest = monarch("luis", crowns=1, start=814, end=840)  # 3 years before 843
    before = monarch("carlos", crowns=6, start=768, end=814)  # 29 years
    inside = monarch("lotario", crowns=6, start=855, end=869)  # 12 years after
    out = resolve(play(before, closest, inside), event(year=843, criteria=crit), crit, explain=True)
    assert (out.winner, out.decided_by) == (1, "period")
    assert out.reasons.year == 843
    assert out.reasons.stages == (("period", ((0, 29), (1, 3), (2, 12))),)
    assert out.reasons.raised == () and out.reasons.hero_fate is None


def test_dinastia_reasons_show_the_raised_value_and_the_next_symbol():
    ev = event(year=1000, criteria=CYP, dynasty="red")
    top = monarch("top", crowns=5, start=1000, end=1010, dynasty="blue")  # 10 years
    dyn = monarch("dyn", crowns=3, start=900, end=940, dynasty="red")  # 40 years
    low = monarch("low", crowns=2, start=900, end=990, dynasty="blue")
    out = resolve(play(top, dyn, low), ev, CYP, explain=True)
    assert (out.winner, out.decided_by, out.dynasty) == (1, "years", (1,))
    assert out.reasons.raised == ((1, 3, 5),)
    # the Dinastía card is compared with its raised value; only the top two go on to years
    assert out.reasons.stages == (("crowns", ((0, 5), (1, 5), (2, 2))), ("years", ((0, 10), (1, 40))))


def test_dinastia_on_the_period_raises_to_the_closest_distance():
    crit = ("period", "years", "crowns")
    ev = event(year=1000, criteria=crit, dynasty="red")
    near = monarch("near", start=995, end=998, dynasty="blue")  # 2 away, 3 years
    dyn = monarch("dyn", start=900, end=950, dynasty="red")  # 50 away, 50 years
    out = resolve(play(near, dyn), ev, crit, explain=True)
    assert out.reasons.raised == ((1, 50, 2),)
    assert out.reasons.stages[0] == ("period", ((0, 2), (1, 2)))
    assert (out.winner, out.decided_by) == (1, "years")


def test_black_hero_reasons_say_whom_the_hero_equals_and_compare_on_the_third():
    ev = event(year=1500, criteria=CYP, person="hero", hero="black")
    hero = monarch("hero", crowns=1, start=1490, end=1495)
    a = monarch("a", crowns=5, start=1000, end=1010)
    b = monarch("b", crowns=5, start=1000, end=1020)
    out = resolve(play(a, hero, b), ev, CYP, explain=True)
    assert (out.winner, out.decided_by, out.hero) == (1, "period", 1)
    r = out.reasons
    assert (r.hero_fate, r.hero_like) == ("equal", (2,))
    assert r.stages == (("crowns", ((0, 5), (2, 5))), ("years", ((0, 10), (2, 20))), ("period", ((1, 5), (2, 480))))


def test_red_hero_reasons_say_it_loses_and_start_on_the_second_symbol():
    ev = event(year=1500, criteria=CYP, person="hero", hero="red")
    hero = monarch("hero", crowns=6, start=1450, end=1550)
    a = monarch("a", crowns=1, start=1000, end=1001)
    b = monarch("b", crowns=1, start=1000, end=1002)
    out = resolve(play(hero, a, b), ev, CYP, explain=True)
    assert (out.winner, out.decided_by, out.hero) == (2, "years", 0)
    assert (out.reasons.hero_fate, out.reasons.hero_like) == ("loses", ())
    assert out.reasons.stages == (("years", ((1, 1), (2, 2))),)


def test_a_full_tie_keeps_every_stage():
    a = monarch("a", crowns=3, start=1000, end=1010)
    b = monarch("b", crowns=3, start=1000, end=1010)
    out = resolve(play(a, b), event(year=1005, criteria=CYP), CYP, explain=True)
    assert out.decided_by == "tie"
    assert [crit for crit, _ in out.reasons.stages] == ["crowns", "years", "period"]


def test_explaining_never_changes_the_decision():
    rng = random.Random(7)
    state = new_state(players=4, seed=3)
    cs = state.cards
    monarchs, events = list(cs.monarchs.values()), list(cs.events.values())
    for _ in range(3000):
        ev = rng.choice(events)
        plays = list(enumerate(rng.sample(monarchs, rng.randint(3, 5))))
        crit = tuple(rng.sample(list(ev.criteria), 3))
        plain, told = resolve(plays, ev, crit), resolve(plays, ev, crit, explain=True)
        assert plain.reasons is None
        assert (plain.winner, plain.decided_by, plain.dynasty, plain.hero) == (
            told.winner,
            told.decided_by,
            told.dynasty,
            told.hero,
        )
        assert told.reasons.stages[-1][0] == (told.decided_by if told.decided_by != "tie" else crit[2])


def test_the_won_log_line_carries_the_numbers_and_matches_the_round_result():
    state = new_state(players=3, seed=11)
    rng = random.Random(5)
    seen = 0
    while not state.is_over():
        before = len(state.events)
        random_step(state, rng)
        for e in state.events[before:]:
            if e.key != "imperio.won":
                continue
            seen += 1
            p, last = e.params, state.last
            json.dumps(p)  # plain JSON, like every log parameter
            assert p["plays"] == [[pc.seat, pc.card] for pc in last.plays]
            assert p["criteria"] == list(last.criteria)
            assert p["year"] == state.cards.events[last.event].year
            assert p["stages"] == [[c, [list(sv) for sv in vals]] for c, vals in last.reasons.stages]
            assert p["raised"] == [list(r) for r in last.reasons.raised]
            assert (p["hero_fate"], p["hero_like"]) == (last.reasons.hero_fate, list(last.reasons.hero_like))
    assert seen == 11
