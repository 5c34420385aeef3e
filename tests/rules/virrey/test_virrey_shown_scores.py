"""Virrey's score panel (``shown_scores``) tells nothing that lies behind a screen (ruling
V-26): another player's attack tokens count when the screens come down."""

from __future__ import annotations

import random

from rules.ai import choose
from rules.core import Config, Match, Seat


def a_match(seed: int = 5) -> Match:
    return Match.new("virrey", Config(3, seed=seed), [Seat(f"P{i}", "greedy") for i in range(3)])


def test_an_attack_token_behind_a_screen_moves_no_figure_on_the_panel():
    st = a_match().state
    before = [st.shown_scores(seat) for seat in (0, 1, 2, None)]
    totals = [s.total for s in st.scores()]
    st.attack[1] = 1  # Bruno takes an attack token, behind his screen
    assert [st.shown_scores(seat) for seat in (0, 1, 2, None)] == before
    assert [s.total for s in st.scores()] == [totals[0] - 4, totals[1], totals[2] - 4]


def test_the_true_totals_once_the_game_is_over():
    match = a_match(7)
    rng = random.Random(7)
    while not match.is_over():
        seat = match.state.to_act()[0]
        st = match.state
        match.apply(seat, choose("greedy", "virrey", st.view(seat), st.legal(seat), rng))
    st = match.state
    totals = [s.total for s in st.scores()]
    assert all(st.shown_scores(seat) == totals for seat in (0, 1, 2, None))
