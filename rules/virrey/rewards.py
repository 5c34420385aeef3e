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

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.cards import effect
from rules.virrey.params import check_colour, int_range, one_of
from rules.virrey.tokens import CIRCLE_BONUS_VALUES, COLOUR_INDEX, MAGIC_BONUS_VALUES, POWER_VALUES

NAMESPACE = "virrey.reward"


@dataclass(frozen=True)
class RewardKind:
    name: str
    check: Callable[[Any], str | None]  # problem message or None
    normalise: Callable[[Any], Any]  # YAML value -> engine value


REWARDS: dict[str, RewardKind] = {}


def _circle(v):
    if not isinstance(v, dict) or set(v) != {"colour", "value"}:
        return "must be a mapping {colour: C, value: 2 or 4}"
    return check_colour(v["colour"]) or one_of(CIRCLE_BONUS_VALUES)(v["value"])


def _register(name: str, check, normalise=lambda v: v) -> None:
    kind = RewardKind(name, check, normalise)
    REWARDS[name] = kind
    effect(NAMESPACE, name)(kind)


_register("gems", int_range(1, 10))
_register("power", one_of(POWER_VALUES))
_register("card", int_range(1, 3))
for _name in ("magic", "science", "defense", "attack"):
    _register(_name, int_range(1, 3))
_register("magic_bonus", one_of(MAGIC_BONUS_VALUES))
_register("circle_bonus", _circle, lambda v: (COLOUR_INDEX[v["colour"]], v["value"]))
_register("infinite", check_colour, lambda v: COLOUR_INDEX[v])


def check_row(value: Any) -> str | None:
    """Problems of one reward row (a list of one-key mappings), or None."""
    if not isinstance(value, list) or not value:
        return "must be a non-empty list of rewards like {gems: 2}"
    for i, item in enumerate(value, 1):
        if not isinstance(item, dict) or len(item) != 1:
            return f"item {i} must be a mapping with one key, like {{gems: 2}}"
        ((name, v),) = item.items()
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
        ((name, v),) = item.items()
        out.append((name, REWARDS[name].normalise(v)))
    return tuple(out)
