"""Saves, replay and undo (DESIGN.md, "Saves, replay, undo").

Every bad file gives a SaveError with a readable message and is left byte-for-byte as it
was; writes are atomic; undo follows Board Game Arena's policy.
"""

import json
import os
import random
from pathlib import Path

import pytest

import rules
from rules.core import saves
from rules.core.actions import encode
from rules.core.errors import IllegalAction, SaveError
from rules.core.game import Config
from rules.core.match import Match, Seat
from rules.imperio.actions import DeclareElector, Play

pytestmark = pytest.mark.usefixtures("use_fixture_cards")


def new_match(players=3, seed=7, grand=False):
    seats = [Seat(f"P{i}", "human" if i == 0 else "random") for i in range(players)]
    return Match.new("imperio", Config(players=players, seed=seed, options={"grand": grand}), seats)


def play(match, n, rng=None):
    rng = rng or random.Random(0)
    for _ in range(n):
        if match.is_over():
            break
        seat = rng.choice(match.state.to_act())
        match.apply(seat, rng.choice(match.state.legal(seat)))
    return match


def steps_of(match):
    return [(s.seat, s.action, s.barrier) for s in match.steps]


def saved(tmp_path, match, name="game.json"):
    path = tmp_path / name
    saves.write(match, path)
    return path


def assert_save_error(path, *words):
    """Reading ``path`` gives a readable SaveError and leaves the file untouched."""
    before = path.read_bytes()
    stat = path.stat()
    with pytest.raises(SaveError) as err:
        saves.read(path)
    message = str(err.value)
    assert message and "Traceback" not in message
    assert path.name in message
    for word in words:
        assert word.lower() in message.lower(), message
    assert path.read_bytes() == before
    assert path.stat().st_mtime_ns == stat.st_mtime_ns
    return message


def write_body(path, body, fix_checksum=True):
    """Write a save body, with a correct checksum unless told otherwise."""
    body = {k: v for k, v in body.items() if k != "checksum"}
    data = {**body, "checksum": saves._checksum(body)} if fix_checksum else body
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# -- round trip ---------------------------------------------------------------------------------


@pytest.mark.parametrize("players,grand,n", [(3, False, 0), (3, False, 17), (4, True, 60), (5, False, 500)])
def test_save_round_trip(tmp_path, players, grand, n):
    match = play(new_match(players, seed=11, grand=grand), n)
    path = saved(tmp_path, match)
    loaded = saves.read(path)
    assert loaded.state.fingerprint() == match.state.fingerprint()
    assert steps_of(loaded) == steps_of(match)
    assert loaded.seats == match.seats and loaded.config == match.config
    assert loaded.game.id == "imperio"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "tablero-save" and data["format_version"] == saves.FORMAT_VERSION
    assert data["game"] == "imperio" and data["config"]["seed"] == 11
    assert data["app_version"] == rules.__version__
    assert data["seats"][0] == {"name": "P0", "kind": "human"}
    assert data["actions"] == [[s.seat, encode(s.action)] for s in match.steps]
    # the loaded match plays on exactly like the original
    play(match, 5, random.Random(3))
    play(loaded, 5, random.Random(3))
    assert loaded.state.fingerprint() == match.state.fingerprint()


def test_the_hints_asked_are_saved_and_loaded_with_the_game(tmp_path):
    match = play(new_match(), 4)
    assert "hints" not in saves.to_json(match)  # none asked: the save is as before
    match.note_hint(1)
    path = tmp_path / "h.json"
    saves.write(match, path)
    assert saves.read(path).hints == [0, 1, 0]


def test_finished_game_round_trip(tmp_path):
    match = play(new_match(4, seed=5), 10_000)
    assert match.is_over()
    loaded = saves.read(saved(tmp_path, match))
    assert loaded.is_over() and loaded.state.winners() == match.state.winners()
    assert loaded.state.scores() == match.state.scores()


def test_autosave_and_named_saves_live_in_tablero_home(home):
    assert saves.home() == home
    assert saves.autosave_path() == home / "autosave.json"
    match = play(new_match(), 4)
    saves.write(match, saves.autosave_path())
    assert saves.read(saves.autosave_path()).state.fingerprint() == match.state.fingerprint()
    path = saves.save_named(match, "Mi partida: 1/2")
    assert path.parent == home / "saves" and path.name == "Mi partida 12.json"
    assert saves.list_saves() == [path]
    with pytest.raises(SaveError):
        saves.save_named(match, "../../")


# -- damaged files --------------------------------------------------------------------------------


def test_corrupt_json(tmp_path):
    path = saved(tmp_path, play(new_match(), 10))
    path.write_bytes(path.read_bytes().replace(b'"actions"', b'"actions" ::', 1))
    assert_save_error(path, "corrupt")


@pytest.mark.parametrize("fraction", [0.0, 0.01, 0.25, 0.5, 0.9, 0.999])
def test_truncated_file(tmp_path, fraction):
    path = saved(tmp_path, play(new_match(), 12))
    raw = path.read_bytes()
    path.write_bytes(raw[: int(len(raw) * fraction)])
    assert_save_error(path, "truncated")


def test_truncated_at_every_tenth_byte(tmp_path):
    raw = saved(tmp_path, play(new_match(), 6)).read_bytes()
    path = tmp_path / "cut.json"
    for cut in range(0, len(raw) - 1, 10):
        path.write_bytes(raw[:cut])
        assert_save_error(path)


def test_tampered_action_is_a_checksum_mismatch(tmp_path):
    match = play(new_match(), 10)
    path = saved(tmp_path, match)
    data = json.loads(path.read_text(encoding="utf-8"))
    card = data["actions"][0][1]["card"]
    other = next(c for c in match.state.cards.monarchs if c != card)
    data["actions"][0][1]["card"] = other  # still valid JSON, still a known card
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    assert_save_error(path, "checksum")


@pytest.mark.parametrize("edit", ["seed", "seat_name", "drop_action", "checksum", "no_checksum"])
def test_tampered_fields_are_a_checksum_mismatch(tmp_path, edit):
    path = saved(tmp_path, play(new_match(), 10))
    data = json.loads(path.read_text(encoding="utf-8"))
    if edit == "seed":
        data["config"]["seed"] += 1
    elif edit == "seat_name":
        data["seats"][1]["name"] = "Mallory"
    elif edit == "drop_action":
        data["actions"].pop()
    elif edit == "checksum":
        data["checksum"] = "0" * 64
    else:
        del data["checksum"]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert_save_error(path, "checksum")


@pytest.mark.parametrize(
    "content", [{"hello": 1}, [1, 2, 3], "tablero", 42, None, {"format": "other-app", "format_version": 1}]
)
def test_foreign_json(tmp_path, content):
    path = tmp_path / "foreign.json"
    path.write_text(json.dumps(content), encoding="utf-8")
    assert_save_error(path, "not a tablero save")


@pytest.mark.parametrize(
    "garbage",
    [
        bytes(range(256)),
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
        b"\xff\xfe{\x00}\x00",
        os.urandom(0) + b"\x00" * 100,
        random.Random(1).randbytes(4096),
        b"",
    ],
)
def test_binary_garbage(tmp_path, garbage):
    path = tmp_path / "garbage.json"
    path.write_bytes(garbage)
    assert_save_error(path)


@pytest.mark.parametrize("version", [2, 0, "1", None, 1.5])
def test_wrong_format_version(tmp_path, version):
    data = saves.to_json(play(new_match(), 5))
    data["format_version"] = version
    path = write_body(tmp_path / "v.json", data)
    assert_save_error(path, "version")


def test_unknown_game(tmp_path):
    data = saves.to_json(play(new_match(), 0))
    data["game"] = "chess"
    path = write_body(tmp_path / "chess.json", data)
    assert_save_error(path, "unknown game", "chess")


def test_action_that_does_not_replay(tmp_path):
    match = play(new_match(), 8)
    data = saves.to_json(match)
    seat = data["actions"][3][0]
    # a card of another seat: valid JSON, known card, correct checksum, but illegal
    other = (seat + 1) % 3
    data["actions"][3][1] = {"type": "imperio.play", "card": new_match().state.hands[other][0]}
    path = write_body(tmp_path / "bad.json", data)
    msg = assert_save_error(path, "action 4", "does not replay")
    assert "Traceback" not in msg


@pytest.mark.parametrize(
    "mutate,words",
    [
        (lambda d: d["actions"].append([0, {"type": "imperio.nope"}]), ["does not replay"]),
        (lambda d: d["actions"].append([0, {"type": "imperio.play"}]), ["does not replay"]),
        (lambda d: d["actions"].append(["0", {"type": "imperio.play", "card": "m01"}]), ["malformed"]),
        (lambda d: d["actions"].append([0]), ["malformed"]),
        (lambda d: d["actions"].append(5), ["malformed"]),
        (lambda d: d.update(actions={"0": 1}), ["action list"]),
        (lambda d: d.update(actions=None), ["action list"]),
        (lambda d: d["config"].update(players=2), ["players"]),
        (lambda d: d["config"].update(players="3"), ["players"]),
        (lambda d: d["config"].update(seed=None), ["seed"]),
        (lambda d: d["config"].update(options={"grand": "yes"}), ["grand"]),
        (lambda d: d["config"].update(options={"speed": 3}), ["unknown option"]),
        (lambda d: d.update(config=[3]), ["config"]),
        (lambda d: d["seats"].pop(), ["seats"]),
        (lambda d: d["seats"][0].update(kind="wizard"), ["wizard"]),
        (lambda d: d["seats"].__setitem__(0, "P0"), ["seat"]),
        (lambda d: d.update(seats=None), ["seats"]),
        # a seat number that does not exist: an IllegalAction-like message, never a crash
        (lambda d: d["actions"].append([7, {"type": "imperio.play", "card": "m01"}]), ["does not replay"]),
        (lambda d: d["actions"].append([-1, {"type": "imperio.play", "card": "m01"}]), ["does not replay"]),
        (lambda d: d.update(seats=5), ["seat"]),
        (lambda d: d.update(hints=[1, 2]), ["hints"]),
        (lambda d: d.update(hints=[0, -1, 0]), ["hints"]),
        (lambda d: d.update(hints=[0, True, 0]), ["hints"]),
        (lambda d: d.update(hints="2"), ["hints"]),
    ],
    ids=[
        "unknown-type",
        "missing-field",
        "seat-as-text",
        "short-entry",
        "entry-not-list",
        "actions-dict",
        "actions-null",
        "two-players",
        "players-text",
        "seed-null",
        "option-type",
        "unknown-option",
        "config-list",
        "seat-missing",
        "seat-kind",
        "seat-not-object",
        "seats-null",
        "seat-number-7",
        "seat-number-minus-1",
        "seats-not-a-list",
        "hints-short",
        "hints-negative",
        "hints-bool",
        "hints-text",
    ],
)
def test_malformed_bodies_with_a_correct_checksum(tmp_path, mutate, words):
    data = saves.to_json(play(new_match(), 4))
    mutate(data)
    path = write_body(tmp_path / "odd.json", data)
    assert_save_error(path, *words)


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000,  # corrupt: deep and unclosed
        "[" * 100_000 + "]" * 100_000,  # valid JSON, absurdly deep
        '{"format": "tablero-save", "format_version": 1, "x": ' + "[" * 5000 + "]" * 5000 + "}",
    ],
    ids=["unclosed", "closed", "inside-a-save"],
)
def test_deeply_nested_json_is_a_save_error(tmp_path, text):
    path = tmp_path / "deep.json"
    path.write_text(text, encoding="utf-8")
    assert_save_error(path)


def test_missing_file_is_a_save_error(tmp_path):
    with pytest.raises(SaveError, match="cannot read"):
        saves.read(tmp_path / "nope.json")


# -- atomic writes --------------------------------------------------------------------------------


def _leftovers(folder: Path, keep: Path):
    return sorted(p.name for p in folder.iterdir() if p != keep)


def _sabotage(mp, failing):
    """Make the save's write fail at one point: the data write, the fsync or the rename."""

    def boom(*args, **kwargs):
        raise OSError("disk on fire")

    if failing == "fsync":
        mp.setattr(os, "fsync", boom)
    elif failing == "replace":
        mp.setattr(os, "replace", boom)
    else:
        real_fdopen = os.fdopen

        class HalfWriter:
            def __init__(self, fh):
                self.fh = fh

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self.fh.close()
                return False

            def write(self, text):
                self.fh.write(text[: len(text) // 2])
                self.fh.flush()
                raise OSError("no space left on device")

            def __getattr__(self, name):
                return getattr(self.fh, name)

        mp.setattr(os, "fdopen", lambda *a, **k: HalfWriter(real_fdopen(*a, **k)))


@pytest.mark.parametrize("failing", ["fsync", "replace", "write"])
def test_interrupted_write_keeps_the_previous_save(tmp_path, monkeypatch, failing):
    match = play(new_match(), 6)
    path = saved(tmp_path, match, "autosave.json")
    before = path.read_bytes()
    play(match, 3, random.Random(9))

    with monkeypatch.context() as mp:
        _sabotage(mp, failing)
        with pytest.raises(OSError):
            saves.write(match, path)
    assert path.read_bytes() == before
    assert _leftovers(tmp_path, path) == []
    assert saves.read(path).state.fingerprint() != match.state.fingerprint()
    # and the next write works
    saves.write(match, path)
    assert saves.read(path).state.fingerprint() == match.state.fingerprint()
    assert _leftovers(tmp_path, path) == []


def test_write_creates_the_folder_and_replaces_atomically(tmp_path):
    path = tmp_path / "deep" / "er" / "autosave.json"
    match = new_match()
    saves.write(match, path)
    first = path.read_bytes()
    play(match, 1)
    saves.write(match, path)
    assert path.read_bytes() != first
    assert _leftovers(path.parent, path) == []


# -- undo (Board Game Arena policy) --------------------------------------------------------------------


def test_undo_own_sealed_choice_until_another_seat_acts():
    match = new_match(3, seed=4)
    start = match.state.fingerprint()
    card = match.state.legal(1)[0]
    match.apply(1, card)
    assert match.undoable(1) == 1 and match.undoable(0) == 0
    with pytest.raises(IllegalAction):
        match.undo(0)
    match.undo(1)
    assert match.state.fingerprint() == start and match.steps == []
    match.apply(1, card)
    after_one = match.state.fingerprint()
    match.apply(0, match.state.legal(0)[0])
    assert match.undoable(1) == 0
    with pytest.raises(IllegalAction):
        match.undo(1)
    match.undo(0)
    assert match.state.fingerprint() == after_one


def test_no_undo_after_the_reveal():
    match = new_match(3, seed=4)
    for seat in (0, 1, 2):
        match.apply(seat, match.state.legal(seat)[0])
    assert match.state.round == 2 and match.steps[-1].barrier
    before = match.state.fingerprint()
    with pytest.raises(IllegalAction):
        match.undo(2)
    assert match.undoable(2) == 0
    assert match.state.fingerprint() == before


def test_undo_a_play_in_turn_restores_the_exact_state():
    match = new_match(4, seed=9)
    for seat in range(4):
        match.apply(seat, match.state.legal(seat)[-1])
    leader = match.state.to_act()[0]
    before = match.state.fingerprint()
    act = next(a for a in match.state.legal(leader) if isinstance(a, Play))
    match.apply(leader, act)
    assert match.undoable(leader) == 1
    match.undo(leader)
    assert match.state.fingerprint() == before
    assert match.state.to_act() == (leader,)
    # after the next seat plays, the leader's card is final
    match.apply(leader, act)
    nxt = match.state.to_act()[0]
    match.apply(nxt, match.state.legal(nxt)[0])
    with pytest.raises(IllegalAction):
        match.undo(leader)


def test_the_last_card_of_a_round_cannot_be_undone():
    match = new_match(3, seed=2)
    rng = random.Random(2)
    while match.state.round < 3:
        seat = match.state.to_act()[0]
        match.apply(seat, rng.choice(match.state.legal(seat)))
        if match.state.round == 3:
            with pytest.raises(IllegalAction):
                match.undo(seat)


def _match_with_elector_to_declare():
    for seed in range(300):
        match = new_match(3, seed=seed)
        for seat in range(3):
            match.apply(seat, match.state.legal(seat)[0])
        seat = match.state.to_act()[0]
        decl = [a for a in match.state.legal(seat) if isinstance(a, DeclareElector)]
        if decl:
            return match, seat, decl[0]
    pytest.fail("no seed gives an Elector in round 2")


def test_undo_an_elector_declaration_but_not_after_the_draw():
    match, seat, decl = _match_with_elector_to_declare()
    before = match.state.fingerprint()
    match.apply(seat, decl)
    assert match.undoable(seat) == 1
    match.undo(seat)
    assert match.state.fingerprint() == before
    match.apply(seat, decl)
    match.apply(seat, match.state.legal(seat)[0])  # plays the replacement, then draws
    assert match.steps[-1].barrier
    with pytest.raises(IllegalAction):
        match.undo(seat)


def test_undo_is_exact_at_random_points():
    rng = random.Random(77)
    for seed in range(30):
        match = new_match(3 + seed % 3, seed=seed, grand=seed % 4 == 0)
        prints = [match.state.fingerprint()]
        while not match.is_over():
            seat = rng.choice(match.state.to_act())
            match.apply(seat, rng.choice(match.state.legal(seat)))
            prints.append(match.state.fingerprint())
            if match.undoable(seat) and rng.random() < 0.3:
                match.undo(seat)
                prints.pop()
                assert match.state.fingerprint() == prints[-1]
            elif not match.undoable(seat):
                before = match.state.fingerprint()
                with pytest.raises(IllegalAction):
                    match.undo(seat)
                assert match.state.fingerprint() == before


def test_match_apply_out_of_turn_is_illegal():
    match = new_match(3, seed=1)
    for seat in range(3):
        match.apply(seat, match.state.legal(seat)[0])
    waiting = [s for s in range(3) if s not in match.state.to_act()][0]
    before = match.state.fingerprint()
    with pytest.raises(IllegalAction):
        match.apply(waiting, Play(match.state.hands[waiting][0]))
    assert match.state.fingerprint() == before and len(match.steps) == 3


@pytest.mark.parametrize("seat", [3, 7, -1])
def test_match_apply_with_a_seat_that_does_not_exist_is_illegal(seat):
    match = new_match(3, seed=1)
    before = match.state.fingerprint()
    with pytest.raises(IllegalAction):
        match.apply(seat, Play(match.state.hands[0][0]))
    assert match.state.fingerprint() == before and match.steps == []
