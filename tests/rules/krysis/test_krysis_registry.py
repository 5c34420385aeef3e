"""Krysis is registered and playable: the menu, selftest and benches list it (client/krysis)."""

import pytest

import rules
from rules.core import Config, TableroError, all_games, get_game

rules.load_all_games()


def test_krysis_is_registered_and_listed_as_playable():
    game = get_game("krysis")
    assert game.playable is True
    assert {"imperio", "virrey", "krysis"} <= {g.id for g in all_games()}


def test_options_and_player_counts():
    game = get_game("krysis")
    assert {o.id: o.default for o in game.options} == {"advanced": False, "tactical": False, "speed": False}
    for o in game.options:
        assert o.name["es"] and o.name["en"] and o.help["es"] and o.help["en"]
    for players in (2, 3, 4):
        state = game.new_state(Config(players=players, seed=1))
        assert state.to_act() == tuple(range(players))
    for players in (1, 5):
        with pytest.raises(TableroError):
            game.new_state(Config(players=players))
    with pytest.raises(TableroError):
        game.new_state(Config(players=2, options={"turbo": True}))
    with pytest.raises(TableroError):
        game.new_state(Config(players=2, options={"speed": 1}))
    assert game.new_state(Config(players=2, options={"speed": True})).rounds == 3


@pytest.mark.parametrize("bad", [-1, 2, True, "0", 1.0])
def test_every_entry_point_refuses_what_is_not_a_seat(bad):
    import random

    from rules.core.errors import IllegalAction
    from rules.krysis.actions import SealBid

    state = get_game("krysis").new_state(Config(players=2, seed=1))
    before = state.fingerprint()
    for call in (
        lambda: state.legal(bad),
        lambda: state.apply(bad, SealBid()),
        lambda: state.view(bad),
        lambda: state.resample(bad, random.Random(0)),
    ):
        with pytest.raises(IllegalAction):
            call()
    assert state.fingerprint() == before
    assert state.view(None).seat is None and state.resample(None, random.Random(0)).view(None) == state.view(None)
