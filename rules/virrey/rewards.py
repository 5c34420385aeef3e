"""Rewards (RECOMPENSAS): the effects printed on a character's level rows.

Each reward kind is a handler registered under the effect namespace ``virrey.reward``
(an unknown key in the YAML is a load error). A reward row is a tuple of
``(kind, value)`` pairs, normalised at load:

==============  =========================================  ===========================
kind            YAML value                                 what the player gets
==============  =========================================  ===========================
gems            N (1..10)                                  N gems of their choice
power           V in 2,3,4,5,6,7,8,10,12,15                a power token on the card
card            N (1..3)                                   N cards, law deck or small deck
magic           N (1..3)                                   N magic tokens on the card
science         N (1..3)                                   N science tokens on the card
defense         N (1..3)                                   N defense tokens on the card
attack          N (1..3)                                   N attack tokens (behind the screen)
magic_bonus     B in 2,3,5                                 a magic bonus token on the card
circle_bonus    {colour: C, value: 2|4}                    a circle bonus token on the card
infinite        C                                          an infinite gem of colour C
==============  =========================================  ===========================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

from rules.cards import effect
from rules.virrey.tokens import (CIRCLE_BONUS_VALUES, COLOUR_INDEX, COLOURS, MAGIC_BONUS_VALUES,
                                 POWER_VALUES)

NAMESPACE = "virrey.reward"


@dataclass(frozen=True)
class RewardKind:
    name: str
    check: Callable[[Any], Optional[str]]        # problem message or None
    normalise: Callable[[Any], Any]              # YAML value -> engine value


REWARDS: dict[str, RewardKind] = {}


def _count(lo: int, hi: int):
    def check(v):
        if isinstance(v, bool) or not isinstance(v, int):
            return "must be a whole number"
        return None if lo <= v <= hi else f"must be {lo} to {hi}, not {v}"
    return check


def _one_of(values):
    def check(v):
        return None if (not isinstance(v, bool) and v in values) else \
            f"must be one of {', '.join(map(str, values))}, not {v!r}"
    return check


def _colour(v):
    return None if v in COLOUR_INDEX else f"must be a colour ({', '.join(COLOURS)}), not {v!r}"


def _circle(v):
    if not isinstance(v, dict) or set(v) != {"colour", "value"}:
        return "must be a mapping {colour: C, value: 2 or 4}"
    return _colour(v["colour"]) or _one_of(CIRCLE_BONUS_VALUES)(v["value"])


def _register(name: str, check, normalise=lambda v: v) -> None:
    kind = RewardKind(name, check, normalise)
    REWARDS[name] = kind
    effect(NAMESPACE, name)(kind)


_register("gems", _count(1, 10))
_register("power", _one_of(POWER_VALUES))
_register("card", _count(1, 3))
for _name in ("magic", "science", "defense", "attack"):
    _register(_name, _count(1, 3))
_register("magic_bonus", _one_of(MAGIC_BONUS_VALUES))
_register("circle_bonus", _circle, lambda v: (COLOUR_INDEX[v["colour"]], v["value"]))
_register("infinite", _colour, lambda v: COLOUR_INDEX[v])


def check_row(value: Any) -> Optional[str]:
    """Problems of one reward row (a list of one-key mappings), or None."""
    if not isinstance(value, list) or not value:
        return "must be a non-empty list of rewards like {gems: 2}"
    for i, item in enumerate(value, 1):
        if not isinstance(item, dict) or len(item) != 1:
            return f"item {i} must be a mapping with one key, like {{gems: 2}}"
        (name, v), = item.items()
        kind = REWARDS.get(name)
        if kind is None:
            return f"item {i}: unknown reward {name!r} (known: {', '.join(REWARDS)})"
        msg = kind.check(v)
        if msg:
            return f"item {i}: {name} {msg}"
    return None


def normalise_row(value: list) -> tuple[tuple[str, Any], ...]:
    out = []
    for item in value:
        (name, v), = item.items()
        out.append((name, REWARDS[name].normalise(v)))
    return tuple(out)
