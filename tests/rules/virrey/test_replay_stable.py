"""Seeded Virrey games replay exactly as they did before the rules engine was optimised.

The hashes below were computed with the unoptimised engine. They cover, for seeded
random games (both the shipped cards and the synthetic fixture set, with and without
virtual opponents): every legal() list in order, every chosen action, the views of
the seat to act now and then, periodic and final fingerprints (events, rng state and
all), a resample, the scores and the winners. Any change in behaviour, even in the
order of legal actions or in a random draw, changes a hash.
"""

import dataclasses
import hashlib
import random

import pytest
from virrey_helpers import new_state

import rules.virrey  # noqa: F401  (registers the game)
from rules.core.game import Config, get_game

SETUPS = [(1, 0), (2, 0), (3, 0), (4, 0), (1, 2), (2, 1), (3, 1), (2, 2)]
SEEDS = range(5)

EXPECTED = {
    "shipped": "a97d45b6425533a8dde76bcd5d2d926bd4042e889a2d6d4ba157fcb8ff10706b",
    "fixture": "9e4db7fe05b825a26ea736a04c1a01b4d7e7cb571d69d12f350699c1ae9b2b89",
}


def _view_text(state, seat) -> str:
    return repr(dataclasses.replace(state.view(seat), cards=None))


def _game_digest(state, seed: int, h) -> None:
    rng = random.Random(seed * 7919 + 1)
    steps = 0
    while not state.is_over():
        to_act = state.to_act()
        seat = rng.choice(to_act)
        legal = state.legal(seat)
        act = rng.choice(legal)
        h.update(repr((to_act, seat, legal, act)).encode())
        if steps % 23 == 0:
            h.update(_view_text(state, seat).encode())
            h.update(_view_text(state, None).encode())
        if steps % 41 == 0:
            h.update(state.fingerprint().encode())
            h.update(state.clone().fingerprint().encode())
        if steps == 60:
            h.update(state.resample(seat, random.Random(seed)).fingerprint().encode())
        state.apply(seat, act)
        steps += 1
    h.update(state.fingerprint().encode())
    h.update(repr((state.scores(), state.winners(), steps)).encode())


def _digest(make) -> str:
    h = hashlib.sha256()
    for players, virtual in SETUPS:
        for seed in SEEDS:
            _game_digest(make(players, seed, virtual), seed, h)
    return h.hexdigest()


def _shipped(players, seed, virtual):
    return get_game("virrey").new_state(Config(players=players, seed=seed, options={"virtual": virtual}))


def digests() -> dict:
    return {"shipped": _digest(_shipped), "fixture": _digest(new_state)}


@pytest.mark.parametrize("which", ["shipped", "fixture"])
def test_seeded_games_replay_identically(which):
    make = _shipped if which == "shipped" else new_state
    assert _digest(make) == EXPECTED[which]


if __name__ == "__main__":  # pragma: no cover - prints the hashes to paste above
    print(digests())
