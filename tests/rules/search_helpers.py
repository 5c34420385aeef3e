"""Helpers of the search tests of every game."""

from __future__ import annotations

import random


def a_decision(state, rng=None):
    """A seat with more than one legal action now (advancing the game by random moves
    if needed); None at the end."""
    rng = rng or random.Random(0)
    while not state.is_over():
        for seat in state.to_act():
            if len(state.legal(seat)) > 1:
                return seat
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal(seat)))
    return None
