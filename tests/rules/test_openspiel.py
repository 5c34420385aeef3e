"""Every tablero game as an OpenSpiel game (rules.openspiel), checked with OpenSpiel's own
tooling where it applies: its random-simulation test (pyspiel.random_sim_test: legal
actions sorted and empty for the others, clone, serialization round trip, legal-action
masks, returns within bounds and summing to the declared constant, game length), its
ResampleInfostateTest (written out here: the C++ one has no python binding), and its
ISMCTS bot playing through the adapter."""

import json
import random

import pytest

pyspiel = pytest.importorskip(
    "pyspiel", reason="OpenSpiel is not installed (pip install -e '.[research]'; no wheel on Windows)"
)

from rules.core.actions import decode  # noqa: E402
from rules.core.game import Config, all_games, get_game  # noqa: E402
from rules.imperio.actions import Play  # noqa: E402
from rules.openspiel.game import ACTION_IDS, ActionCodec, TableroState, action_text  # noqa: E402

# (game, parameters, simulations): every game at its smallest and largest seat count,
# and each option.
SIMULATIONS = [
    ("tablero_imperio", {"players": 3}, 3),
    ("tablero_imperio", {"players": 5}, 2),
    ("tablero_imperio", {"players": 4, "grand": True}, 1),
    ("tablero_virrey", {"players": 1}, 1),
    ("tablero_virrey", {"players": 2}, 1),
    ("tablero_virrey", {"players": 4}, 1),
    ("tablero_virrey", {"players": 2, "virtual": 1}, 1),
]


def test_every_tablero_game_is_an_openspiel_game():
    names = set(pyspiel.registered_names())
    for game in all_games():
        assert f"tablero_{game.id}" in names
        og = pyspiel.load_game(f"tablero_{game.id}")
        kind = og.get_type()
        assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
        assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
        assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
        assert kind.min_num_players == game.min_players
        assert kind.max_num_players == game.max_players
        assert {o.id for o in game.options} <= set(kind.parameter_specification)
        assert og.num_distinct_actions() == ACTION_IDS
        assert (og.min_utility(), og.max_utility(), og.utility_sum()) == (0.0, 1.0, 1.0)


@pytest.mark.parametrize("name,params,sims", SIMULATIONS)
def test_openspiel_random_simulation_test(name, params, sims):
    game = pyspiel.load_game(name, params)
    pyspiel.random_sim_test(game, num_sims=sims, serialize=True, verbose=False)


def test_bad_parameters_are_refused():
    with pytest.raises(Exception, match="players"):
        pyspiel.load_game("tablero_imperio", {"players": 2})


def _random_game(name, params, seed):
    """Every state of one random game after the root chance node."""
    game = pyspiel.load_game(name, params)
    state = game.new_initial_state()
    state.apply_action(seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        yield state
        state.apply_action(rng.choice(state.legal_actions()))
    yield state


@pytest.mark.parametrize("name,params", [("tablero_imperio", {"players": 4}), ("tablero_virrey", {"players": 3})])
def test_resample_from_infostate_keeps_the_information_state(name, params):
    # OpenSpiel's ResampleInfostateTest: the resampled state has the same information
    # state for the player and the same current player; the hidden part changes.
    sampler = random.Random(1).random
    changed = 0
    for state in _random_game(name, params, seed=11):
        if state.is_terminal():
            break
        for p in range(state.num_players()):
            other = state.resample_from_infostate(p, sampler)
            assert other.information_state_string(p) == state.information_state_string(p)
            assert other.current_player() == state.current_player()
            assert other.legal_actions() == state.legal_actions() or p != state.current_player()
            changed += str(other) != str(state)
    assert changed > 0


def test_sealed_choices_are_sequential_hidden_moves():
    # Round 1 of El Viejo Imperio is a sealed simultaneous choice: the seats choose one
    # after another, and what seat 0 chose is not in seat 1's information state.
    game = pyspiel.load_game("tablero_imperio", {"players": 3})
    seen = set()
    for card_index in range(3):
        state = game.new_initial_state()
        state.apply_action(5)
        assert state.current_player() == 0
        before = state.information_state_string(1)
        action = state.legal_actions()[card_index]
        card = decode_action(state, action).card
        state.apply_action(action)
        assert state.current_player() == 1
        after = state.information_state_string(1)
        assert card not in after
        assert after != before  # seat 1 sees that seat 0 has chosen
        seen.add(after)
        assert card in state.information_state_string(0)
    assert len(seen) == 1


def decode_action(state, action):
    import json

    return decode(json.loads(state.action_to_string(action)))


def test_action_ids_are_the_hash_of_the_stable_json():
    # The same action has the same id in another codec (another process), and its name
    # is its JSON form.
    codec, other = ActionCodec(), ActionCodec()
    acts = [Play(c) for c in ("otto_i", "rupert", "charles_the_fat")]
    assert [codec.id(a) for a in acts] == [other.id(a) for a in reversed(acts)][::-1]
    assert all(0 <= codec.id(a) < ACTION_IDS for a in acts)
    assert action_text(Play("otto_i")) == '{"card":"otto_i","type":"imperio.play"}'
    with pytest.raises(ValueError, match="no action seen"):
        codec.action(ACTION_IDS - 1 if codec.id(acts[0]) != ACTION_IDS - 1 else 0)


def test_colliding_actions_get_distinct_ids():
    codec = ActionCodec(size=2)
    ids = {codec.id(Play("a")), codec.id(Play("b"))}
    assert ids == {0, 1}
    with pytest.raises(ValueError, match="more than 2"):
        codec.id(Play("c"))


def test_returns_are_the_win_share_of_the_winners():
    for name, params in [("tablero_imperio", {"players": 3}), ("tablero_virrey", {"players": 2})]:
        *_, last = _random_game(name, params, seed=3)
        winners = last.tablero_state.winners()
        returns = last.returns()
        assert returns == [1 / len(winners) if s in winners else 0.0 for s in range(len(returns))]
        assert sum(returns) == pytest.approx(1.0)


def test_seed_root_draws_the_games_seeded_deal():
    game = pyspiel.load_game("tablero_virrey", {"players": 2})
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == 1 << 16
    state.apply_action(42)
    direct = get_game("virrey").new_state(Config(players=2, seed=42))
    assert str(state) == direct.fingerprint()


def test_serialization_replays_the_actions():
    import pickle

    *_, last = _random_game("tablero_imperio", {"players": 3}, seed=8)
    game = last.get_game()
    back = game.deserialize_state(last.serialize())
    assert str(back) == str(last)
    assert pickle.loads(pickle.dumps(last._box)).state.fingerprint() == last.tablero_state.fingerprint()


def test_public_observer_sees_no_hand():
    game = pyspiel.load_game("tablero_imperio", {"players": 3})
    state = game.new_initial_state()
    state.apply_action(1)
    hand = state.tablero_state.hands[0]
    public = pyspiel.IIGObservationType(
        perfect_recall=False, public_info=True, private_info=pyspiel.PrivateInfoType.NONE
    )
    text = game.make_py_observer(public).string_from(state, 0)
    assert not any(card in text for card in hand)
    assert all(card in state.observation_string(0) for card in hand)


# -- OpenSpiel's ISMCTS bot --------------------------------------------------------------
def test_openspiel_ismcts_runs_on_the_adapter():
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game("tablero_imperio", {"players": 3})
    state = game.new_initial_state()
    state.apply_action(9)
    rs = np.random.RandomState(1)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rs), 1.4, max_simulations=20, random_state=rs)
    sampler = random.Random(2).random
    bot.set_resampler(lambda s, p: s.resample_from_infostate(p, sampler))
    assert bot.step(state) in state.legal_actions()


def test_openspiel_player_decides_in_its_time():
    import time

    from rules.openspiel.bot import OpenSpielPlayer

    for game_id, players in [("imperio", 3), ("virrey", 2)]:
        state = get_game(game_id).new_state(Config(players=players, seed=4))
        player = OpenSpielPlayer(game_id, players, {}, seconds=0.3, seed=1)
        rng = random.Random(1)
        for _ in range(3):
            seat = state.to_act()[-1]  # the last of a sealed step: the others still to choose
            legal = state.legal(seat)
            start = time.perf_counter()
            act = player.choose(state.view(seat), legal, rng)
            took = time.perf_counter() - start
            assert act in legal
            assert took < 0.3 + 3.0 or len(legal) == 1  # one simulation past the deadline, on a busy machine
            assert len(legal) == 1 or player.bot.simulations >= 2
            state.apply(seat, act)


def test_arena_plays_the_openspiel_kind(monkeypatch, capsys):
    import rules.ai.arena as arena
    from rules.arena import main

    monkeypatch.setattr(arena, "peer_seconds", lambda kinds, game_id: 0.02)
    monkeypatch.setattr("rules.arena.peer_seconds", lambda kinds, game_id: 0.02)
    assert main(["imperio", "--seats", "greedy,openspiel,random", "--games", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["openspiel_seconds"] == 0.02
    assert report["kinds"]["openspiel"]["games"] == 1


def test_peer_seconds_is_the_strongest_search_budget():
    from rules.ai import budget_for
    from rules.ai.arena import peer_seconds

    assert peer_seconds(["hard", "openspiel"], "virrey") == budget_for("hard", "virrey").seconds
    assert peer_seconds(["normal", "openspiel", "hard"], "imperio") == budget_for("hard", "imperio").seconds
    assert peer_seconds(["greedy", "openspiel"], "imperio") == budget_for("normal", "imperio").seconds


def test_wrap_is_past_the_root():
    game = pyspiel.load_game("tablero_imperio", {"players": 3})
    inner = get_game("imperio").new_state(Config(players=3, seed=1))
    state = TableroState.wrap(game, inner)
    assert not state.is_chance_node() and state.current_player() == 0


def test_readme_research_examples_run():
    # The python blocks of the README's "For researchers" section, run as written.
    from pathlib import Path

    text = Path(__file__).resolve().parents[2].joinpath("README.md").read_text(encoding="utf-8")
    section = text.split("## For researchers", 1)[1].split("\n## ", 1)[0]
    blocks = [b.split("```", 1)[0] for b in section.split("```python\n")[1:]]
    assert len(blocks) == 2
    namespace: dict = {}
    for block in blocks:
        exec(compile(block, "README.md", "exec"), namespace)
    assert namespace["action"] in namespace["state"].legal_actions()


# -- OpenSpiel's own API checks (integration_tests/api_test.py, its partial-tree checks:
# sequence lengths, observations and infostates refusing invalid players, legal actions
# empty for the others and at the end, private and public observations) -----------------
def _api_check_classes():
    api_test = pytest.importorskip("open_spiel.integration_tests.api_test")
    for name, params in [("tablero_imperio", {"players": 3}), ("tablero_virrey", {"players": 2})]:
        cls = type(f"TestOpenSpielAPI_{name}", (api_test.EnforceAPIOnPartialTreeBase,), {})
        cls.game_name = name
        cls.game = pyspiel.load_game(name, params)
        yield cls


for _cls in _api_check_classes():
    globals()[_cls.__name__] = _cls
del _cls
