"""Positions as data (rules.core.position), in every game:

- ``from_position(to_position(s))`` is the same game as ``s`` at every decision of seeded
  random games of every game, seat count and option (legal actions, views, scores), and a
  state read back from a position plays on exactly as the original (property test);
- a fuzzed position is refused with a PositionError, or is a position that can be: it
  reads back to itself and plays on without any other error;
- the file form, the random state, the scripted dice and the command line.

Each game's own malformed positions (a card in two places, a missing card, a count above
the supply, a seat out of range, a phase that cannot hold the data) are tested beside its
rules, in tests/rules/<game>/. ``TABLERO_PROPERTY_SCALE=N`` tries N times as many games.
"""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from position_helpers import assert_same, configs, play_round_tripping, through_json

import rules
from rules.core.errors import PositionError, TableroError
from rules.core.game import Config, get_game, registered_games
from rules.core.position import (
    Fields,
    Ledger,
    dump,
    from_top_first,
    load,
    rng_from_position,
    rng_to_position,
    top_first,
)
from rules.core.rand import ScriptedRandom, copy_rng

SCALE = max(1, int(os.environ.get("TABLERO_PROPERTY_SCALE", "1")))
rules.load_all_games()
GAMES = sorted(g.id for g in registered_games())
SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


def test_every_game_has_positions():
    for game_id in GAMES:
        state = get_game(game_id).new_state(Config(get_game(game_id).min_players, seed=1))
        assert_same(state, through_json(state), game_id)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_config_round_trips_at_the_start_and_a_few_moves_in(game_id):
    for config in configs(game_id):
        play_round_tripping(game_id, config, seed=11, max_steps=25)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_state_read_from_a_position_shares_nothing_with_it(game_id):
    """Playing on from a position leaves the position as it was: a match that begins from
    one (a tutorial) reads it again at every undo and replay."""
    game = get_game(game_id)
    for config in configs(game_id):
        state = game.new_state(Config(config.players, seed=5, options=config.options))
        _play_on(state, random.Random(5), 30)
        data = state.to_position()
        before = json.dumps(data, sort_keys=True)
        again = game.from_position(state.config, data)
        _play_on(again, random.Random(6), 80)
        assert json.dumps(data, sort_keys=True) == before, (game_id, config)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_positions_round_trip_at_every_decision_of_seeded_games(game_id):
    """Every seat count and option, whole games: the property of the issue."""
    cfgs = configs(game_id)

    @settings(max_examples=max(len(cfgs), 6) * SCALE, **SETTINGS)
    @given(config=st.sampled_from(cfgs), seed=st.integers(0, 2**31))
    def run(config, seed):
        play_round_tripping(game_id, config, seed)

    run()


# -- fuzzed positions: refused, or positions that can be ---------------------------------
def _leaves(data, path=()):
    """Every place in a JSON tree: (path, value)."""
    yield path, data
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _leaves(v, (*path, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from _leaves(v, (*path, i))


def _strings(data) -> list[str]:
    return sorted({v for _, v in _leaves(data) if isinstance(v, str)})


def _swap(data: dict, places: list, kind: type, rng: random.Random) -> str | None:
    """Exchange the values at two places of one kind (two cards, two numbers): a change
    that keeps every count, so that it is often a position that can be."""
    same = [p for p, v in places if type(v) is kind]
    if len(same) < 2:
        return None
    a, b = rng.sample(same, 2)

    def parent(path):
        node = data
        for k in path[:-1]:
            node = node[k]
        return node

    pa, pb = parent(a), parent(b)
    pa[a[-1]], pb[b[-1]] = pb[b[-1]], pa[a[-1]]
    return f"swapped {a} and {b}"


def mutate(data: dict, rng: random.Random) -> str:
    """One random change to a position (in place); says what it did."""
    places = [(p, v) for p, v in _leaves(data) if p and p[0] != "rng"]
    choice = rng.randrange(11)
    if choice >= 8:
        swapped = _swap(data, places, str if choice < 10 else int, rng)
        if swapped:
            return swapped
    path, value = rng.choice(places)
    parent = data
    for k in path[:-1]:
        parent = parent[k]
    key = path[-1]
    strings = _strings(data)
    if choice == 0 and isinstance(value, list) and value:
        value.pop(rng.randrange(len(value)))
        return f"dropped an entry of {path}"
    if choice == 1 and isinstance(value, list) and value:
        value.append(copy.deepcopy(rng.choice(value)))
        return f"doubled an entry of {path}"
    if choice == 2 and isinstance(parent, dict):
        del parent[key]
        return f"removed {path}"
    if choice == 3 and isinstance(parent, dict):
        parent[f"{key}_extra"] = 1
        return f"added a field beside {path}"
    if choice == 4 and strings:
        parent[key] = rng.choice(strings)
        return f"{path} = another text of the position"
    if choice == 5:
        parent[key] = rng.choice([None, True, [], {}, "x", 1.5])
        return f"{path} = a value of another kind"
    if isinstance(value, int) and not isinstance(value, bool):
        parent[key] = value + rng.choice([-100, -2, -1, 1, 2, 7, 100])
        return f"{path} changed by a number"
    parent[key] = rng.randint(-3, 60)
    return f"{path} = a number"


def _play_on(state, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if state.is_over():
            return
        seat = rng.choice(state.to_act())
        legal = state.legal(seat)
        assert legal, "a seat to act with no legal action"
        state.apply(seat, rng.choice(legal))
        for s in (None, *range(state.num_players)):
            state.view(s)
        state.scores()


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_fuzzed_positions_are_refused_with_a_reason_or_play_on(game_id):
    game = get_game(game_id)
    cfgs = configs(game_id)

    @settings(max_examples=60 * SCALE, **SETTINGS)
    @given(config=st.sampled_from(cfgs), seed=st.integers(0, 2**31), moves=st.integers(0, 400), edits=st.integers(1, 3))
    def run(config, seed, moves, edits):
        rng = random.Random(seed)
        state = game.new_state(Config(config.players, seed=seed, options=config.options))
        _play_on(state, rng, moves)
        data = json.loads(json.dumps(dump(state)))
        did = [mutate(data["position"], rng) for _ in range(edits)]
        try:
            again = load(data)
        except PositionError as err:
            assert str(err), did
            return
        # accepted: a position that can be, read back to itself, that plays on
        assert_same(again, through_json(again), did)
        _play_on(again, rng, 60)

    run()


# -- the file form --------------------------------------------------------------------
def test_a_file_names_its_game_config_and_format():
    state = get_game("imperio").new_state(Config(3, seed=4))
    data = dump(state)
    assert data["format"] == 1 and data["game"] == "imperio" and data["config"]["players"] == 3
    for change, field in [
        (lambda d: d.update(format=2), "format"),
        (lambda d: d.update(game="chess"), "game"),
        (lambda d: d["config"].update(players=9), "config"),
        (lambda d: d.pop("position"), "position"),
        (lambda d: d.update(extra=1), "extra"),
    ]:
        broken = copy.deepcopy(data)
        change(broken)
        with pytest.raises(PositionError) as err:
            load(broken)
        assert field in str(err.value)
    with pytest.raises(PositionError, match="must be a mapping"):
        load([1, 2])


def test_a_seat_count_the_position_does_not_hold_is_refused():
    state = get_game("imperio").new_state(Config(3, seed=4))
    data = dump(state)
    data["config"]["players"] = 4
    with pytest.raises(PositionError):
        load(data)


# -- the pieces -------------------------------------------------------------------------
def test_piles_are_written_top_first():
    pile = ["bottom", "middle", "top"]  # a state's pile: pop() draws the top
    assert top_first(pile) == ["top", "middle", "bottom"]
    assert from_top_first(top_first(pile)) == pile


def test_the_ledger_refuses_a_card_twice_missing_unknown_or_above_its_supply():
    with pytest.raises(PositionError, match=r"deck\[0\]: card 'a' is also in hand\[0\]"):
        ledger = Ledger(["a", "b"])
        ledger.put("hand[0]", ["a"])
        ledger.put("deck", ["a", "b"])
    ledger = Ledger(["a", "b"])
    ledger.put("hand", ["a"])
    with pytest.raises(PositionError, match="card 'b' is in no place"):
        ledger.close()
    with pytest.raises(PositionError, match="'z' is not one of this game's"):
        Ledger(["a"]).put("hand", ["z"])
    ledger = Ledger({"gold": 2}, "token")
    ledger.put("bank", ["gold", "gold"])
    with pytest.raises(PositionError, match="more than the 2 the game has"):
        ledger.put("hand", ["gold"])


def test_fields_name_the_path_and_refuse_unknown_fields():
    f = Fields({"round": 2, "seat": 4, "hand": ["a", 3], "typo": 1}, "position")
    assert f.integer("round", 1, 11) == 2
    with pytest.raises(PositionError, match=r"position.seat: seat 4 is out of range \(0 to 2\)"):
        f.seat("seat", 3)
    with pytest.raises(PositionError, match=r"position.hand\[1\]: must be a text"):
        f.items("hand", str)
    with pytest.raises(PositionError, match="position.typo: is not a field"):
        f.done()
    with pytest.raises(PositionError, match="must be a whole number, not True"):
        Fields({"n": True}).integer("n")


def test_the_random_state_is_exact_and_dice_can_be_scripted():
    rng = random.Random(99)
    rng.random()
    again = rng_from_position(json.loads(json.dumps(rng_to_position(rng))))
    assert [again.random() for _ in range(5)] == [rng.random() for _ in range(5)]
    seeded = rng_from_position({"seed": 3})
    assert seeded.random() == random.Random(3).random()
    scripted = rng_from_position({"seed": 3, "dice": [6, 6, 2]})
    assert [scripted.randint(1, 6) for _ in range(3)] == [6, 6, 2]
    assert scripted.randint(1, 6) == random.Random(3).randint(1, 6)  # then the seeded die
    half = ScriptedRandom(5, [4, 5])
    half.randint(1, 6)
    assert rng_to_position(half)["dice"] == [5] and copy_rng(half).dice == [5]
    with pytest.raises(PositionError, match="rng.state"):
        rng_from_position({"state": "not base64!"})
    with pytest.raises(PositionError, match=r"rng.dice\[0\]"):
        rng_from_position({"seed": 1, "dice": [0]})
    with pytest.raises(PositionError, match="not a face of a 1-6 die"):
        ScriptedRandom(1, [9]).randint(1, 6)


# -- the command line ---------------------------------------------------------------------
def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rules.position", *args], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_command_line_prints_a_position_that_check_reads(game_id, tmp_path):
    out = _cli(game_id, "--seed", "3", "--moves", "20")
    assert out.returncode == 0, out.stderr
    path = tmp_path / "p.yaml"
    path.write_text(out.stdout, encoding="utf-8")
    checked = _cli("--check", str(path))
    assert checked.returncode == 0 and "a valid position" in checked.stdout, checked.stderr
    as_json = _cli(game_id, "--seed", "3", "--moves", "20", "--json")
    assert json.loads(as_json.stdout)["position"] == load(__import__("yaml").safe_load(out.stdout)).to_position()


def test_check_says_what_is_wrong(tmp_path):
    state = get_game("imperio").new_state(Config(3, seed=4))
    data = dump(state)
    data["config"]["players"] = 7
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = _cli("--check", str(path))
    assert out.returncode == 1 and "bad.json: config" in out.stderr and "3 to 5 players" in out.stderr
    path.write_text("{ not json", encoding="utf-8")
    out = _cli("--check", str(path))
    assert out.returncode == 1 and "not JSON" in out.stderr
    assert isinstance(PositionError("a", "b"), TableroError)


# -- a match that begins from a position --------------------------------------------------
def test_a_match_may_begin_from_a_position_and_is_saved_undone_and_replayed_like_any_other():
    from rules.core import Match, Seat, saves

    played = get_game("imperio").new_state(Config(3, seed=21))
    rng = random.Random(21)
    _play_on(played, rng, 7)
    start = played.to_position()
    config = Config(3, seed=5, start=start)
    match = Match.new("imperio", config, [Seat("Tú"), Seat("Ana", "greedy"), Seat("Bruno", "greedy")])
    assert_same(played, match.state, "the match begins where the position is")
    seat = match.state.to_act()[0]
    match.apply(seat, match.state.legal(seat)[-1])
    again = saves.from_json(json.loads(saves.dumps(match)))
    assert again.config.start == start and again.state.fingerprint() == match.state.fingerprint()
    if match.undoable(seat):
        match.undo(seat)
        assert_same(played, match.state, "undo replays from the position")
    broken = json.loads(saves.dumps(match))
    broken["config"]["start"]["round"] = 0
    broken.pop("checksum")
    broken["checksum"] = saves._checksum(broken)
    with pytest.raises(TableroError, match="round: 0 is out of range"):
        saves.from_json(broken)
