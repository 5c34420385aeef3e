"""Checks for the values written in card YAML (reward amounts, law params).

Each returns a check function: value -> a problem message, or None if fine.
"""

from __future__ import annotations

from rules.virrey.tokens import COLOUR_INDEX, COLOURS


def int_range(lo: int, hi: int):
    """A whole number from ``lo`` to ``hi``."""

    def check(v):
        if isinstance(v, bool) or not isinstance(v, int):
            return "must be a whole number"
        return None if lo <= v <= hi else f"must be {lo} to {hi}, not {v}"

    return check


def one_of(values):
    """One of ``values`` (never a true/false)."""

    def check(v):
        ok = isinstance(v, (str, int)) and not isinstance(v, bool) and v in values  # a list is no value
        return None if ok else f"must be one of {', '.join(map(str, values))}, not {v!r}"

    return check


def check_colour(v):
    """A gem colour: blue, red, green or yellow."""
    return None if isinstance(v, str) and v in COLOUR_INDEX else f"must be a colour ({', '.join(COLOURS)}), not {v!r}"
