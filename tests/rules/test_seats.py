"""Every entry point that takes a seat refuses what is not a seat of the game.

DESIGN.md, "The rules protocol": ``legal(seat)``, ``apply(seat, action)``, ``view(seat)``
("``view(None)`` is the spectator view") and ``resample(seat, rng)`` take a seat of the
game. Anything else (a seat past the last one, a negative one, ``True``, a float, a
string) is refused with the game's own error (SeatError, an IllegalAction and so a
TableroError) and a message that says so, in every game, by the one shared check
``State.check_seat``. Before it, ``view(7)`` in a three-seat game raised IndexError and
``apply(True, action)`` was taken as seat 1.
"""

import json
import random

import pytest

from rules.core import saves
from rules.core.errors import IllegalAction, SaveError, SeatError, TableroError
from rules.core.game import Config, registered_games
from rules.core.match import Match, Seat

pytestmark = pytest.mark.usefixtures("use_fixture_cards")


def _positions(game):
    """A few states of each seat count: at the start and some random moves in."""
    for players in range(game.min_players, game.max_players + 1):
        state = game.new_state(Config(players=players, seed=3))
        yield state
        rng = random.Random(players)
        for _ in range(12):
            if len(state.to_act()) != 1:
                break
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal(seat)))
        yield state


def _not_seats(players):
    return [players, 7, -1, True, False, 1.0, "0", (0,)]


@pytest.mark.parametrize("game", registered_games(), ids=lambda g: g.id)
def test_every_entry_point_refuses_what_is_not_a_seat(game):
    for state in _positions(game):
        n = state.num_players
        before = state.fingerprint()
        actor = state.to_act()[0]
        act = state.legal(actor)[0]
        for bad in _not_seats(n):
            for call in (lambda: state.view(bad), lambda: state.legal(bad),
                         lambda: state.apply(bad, act), lambda: state.resample(bad, random.Random(1))):
                with pytest.raises(SeatError) as err:
                    call()
                assert f"no seat {bad!r}" in str(err.value) and f"{n}-player" in str(err.value)
                assert isinstance(err.value, IllegalAction) and isinstance(err.value, TableroError)
        for call in (lambda: state.legal(None), lambda: state.apply(None, act)):
            with pytest.raises(SeatError):
                call()
        assert state.fingerprint() == before  # nothing changed
        # the spectator: view(None) and resample(None) stay allowed
        assert state.view(None).seat is None
        state.resample(None, random.Random(2))
        # real seats still work
        for s in range(n):
            state.view(s)
            state.legal(s)


@pytest.mark.parametrize("game", registered_games(), ids=lambda g: g.id)
def test_the_match_and_saves_refuse_a_seat_that_is_not_one(game, tmp_path):
    players = game.min_players if game.min_players > 1 else 2
    match = Match.new(game.id, Config(players=players, seed=5), [Seat(f"P{i}") for i in range(players)])
    seat = match.state.to_act()[0]
    act = match.state.legal(seat)[0]
    for bad in (players, True, -1):
        with pytest.raises(SeatError):
            match.apply(bad, act)
    assert match.steps == []
    match.apply(seat, act)
    data = saves.to_json(match)
    for bad in (True, players, -1):
        data["actions"][0][0] = bad
        body = {k: v for k, v in data.items() if k != "checksum"}
        data["checksum"] = saves._checksum(body)
        path = tmp_path / "bad.json"
        path.write_text(json.dumps(data))
        with pytest.raises(SaveError) as err:
            saves.read(path)
        assert "no seat" in str(err.value) or "malformed" in str(err.value)
