"""The arena's scripted ``founder`` (rules.ai.arena.SCRIPTED, issue 37): it holds its
star-marked gem cards while it can pay a Levantar, raises them into fountains and its
weakest cards out of its deck, and otherwise plays as greedy; the levels are held against it."""

from __future__ import annotations

import random

from ausonia_helpers import check_invariants, clear_hand, give, new_state, one

from rules.ai import choose
from rules.ai.arena import SCRIPTED, run, scripted_for
from rules.arena import main
from rules.ausonia.actions import Activate, BuildFountain, Play, Raise
from rules.ausonia.exploiter import THIN_MAX, founder, founder_values


def test_the_arena_seats_the_founder_for_ausonia_only(capsys):
    assert "founder" in SCRIPTED
    assert scripted_for("founder", "ausonia") is founder
    assert scripted_for("founder", "krysis") is None
    assert scripted_for("raider", "ausonia") is None
    stats = run("ausonia", ["greedy", "founder"], games=2, seed=1)
    assert stats["founder"]["games"] == 2 and stats["founder"]["unfinished"] == 0
    assert main(["krysis", "--seats", "founder,greedy", "--games", "1"]) == 2
    assert "krysis has no founder level" in capsys.readouterr().err
    assert main(["ausonia", "--seats", "greedy,founder", "--games", "1", "--jobs", "1"]) == 0


def test_the_founder_plays_only_legal_moves_to_the_end():
    for players, seed in ((2, 41), (2, 42), (3, 43), (4, 44)):
        st = new_state(players, seed)
        rng = random.Random(seed)
        steps = 0
        while not st.is_over():
            seat = st.to_act()[0]
            legal = st.legal(seat)
            if seat == 0:
                act = founder(st.view(seat), legal, rng)
            else:
                act = choose("greedy", "ausonia", st.view(seat), legal, rng)
            assert act in legal
            st.apply(seat, act)
            steps += 1
            assert steps < 20_000
        check_invariants(st)
        assert max(st.influence) >= 60 and len(st.winners()) == 1


def _star_in_hand():
    """The active seat holds only the House Star; a played Transmuter (Levantar 2 for any
    gem) and a played Cut Sapphire (two gems) are in its play area."""
    st = new_state(2, seed=45)
    seat = st.order[st.pos]
    clear_hand(st, seat)
    give(st, seat, "hand", one("rainbow_i"))
    give(st, seat, "play", one("transmuter"), one("cut_sapphire"))
    return st, seat


def test_the_founder_holds_its_star_card_and_raises_it_into_a_fountain():
    st, seat = _star_in_hand()
    star = one("rainbow_i")
    legal = st.legal(seat)
    assert Play(star) in legal
    # greedy plays the star card (its gem is spent this turn and the card cycles on) ...
    assert choose("greedy", "ausonia", st.view(seat), legal, random.Random(0)) == Play(star)
    # ... the founder pays the Levantar first, the star still in hand
    act = founder(st.view(seat), legal, random.Random(0))
    assert isinstance(act, Activate) and act.card == one("transmuter") and act.ability == 0
    st.apply(seat, act)
    assert founder(st.view(seat), st.legal(seat), random.Random(0)) == Raise(star)
    st.apply(seat, Raise(star))
    # the second card raised is its weakest: a foundation, out of the deck for good
    act = founder(st.view(seat), st.legal(seat), random.Random(0))
    assert isinstance(act, Raise) and act.card != star
    values = founder_values(st.cards, 2)
    assert values[act.card] <= THIN_MAX
    assert values[act.card] == min(values[c] for c in st.hand[seat] + st.discard[seat])
    st.apply(seat, act)
    gems = sum(st.gems)
    build = founder(st.view(seat), st.legal(seat), random.Random(0))
    assert build == BuildFountain(star, act.card)
    st.apply(seat, build)
    assert st.fountains[seat] == [star, act.card] and sum(st.gems) == gems + 1
    check_invariants(st)


def test_the_founder_buys_a_star_gem_card_over_a_card_greedy_values_more():
    from rules.ausonia.ai import card_value

    star, guild_master = one("star_geode"), one("guild_master")
    cards = new_state(2).cards.cards
    assert card_value(cards[guild_master]) > card_value(cards[star])
    values = founder_values(new_state(2).cards, 2)
    assert values[star] > values[guild_master]
