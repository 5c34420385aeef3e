"""The history of finished games: records round-trip and replay, damaged parts are set
aside (never lost, never a crash, told once), every field is validated, statistics."""

import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core import Config, Match, SaveError, Seat, history
from rules.core.history import HistoryError, from_json, load, record_of, score_track
from rules.core.stats import stats

SCALE = max(1, int(os.environ.get("TABLERO_PROPERTY_SCALE", "1")))


def finished(game="imperio", players=3, seed=1, kinds=("human", "normal", "easy")):
    seats = [Seat(f"P{i}", kinds[i % len(kinds)]) for i in range(players)]
    m = Match.new(game, Config(players, seed=seed), seats)
    rng = random.Random(seed)
    while not m.is_over():
        s = m.state.to_act()[0]
        m.apply(s, rng.choice(m.state.legal(s)))
    return m


@pytest.fixture
def file(tmp_path):
    return tmp_path / "history.jsonl"


@pytest.mark.parametrize("game", ["imperio", "virrey", "krysis"])
def test_a_record_reads_back_equal_and_replays_to_the_same_scores(file, game):
    m = finished(game, seed=4)
    track = score_track(m, lambda state: state.barriers)
    assert history.append(record_of(m, track), file)
    (rec,), problems = load(file)
    assert problems == []
    assert rec.game == game and rec.seats == tuple(m.seats)
    assert rec.totals == tuple(s.total for s in m.state.scores())
    assert rec.breakdowns == tuple(s.breakdown for s in m.state.scores())
    assert rec.winners == tuple(m.state.winners())
    assert list(rec.rounds[-1]) == list(rec.totals) and len(rec.rounds) >= 2
    again = rec.match()  # the save part replays through the code that loads a save
    assert again.state.fingerprint() == m.state.fingerprint()


def test_the_record_counts_the_hints_each_seat_asked_for(file):
    m = finished(seed=3)
    m.note_hint(0)
    m.note_hint(0)
    m.note_hint(2)
    assert history.append(record_of(m), file)
    (rec,), problems = load(file)
    assert problems == [] and rec.hints == (2, 0, 1)
    assert record_of(finished(seed=3)).hints == ()  # none asked: nothing to record
    with pytest.raises(ValueError):
        m.note_hint(3)


def test_a_game_loaded_again_is_not_recorded_twice(file):
    m = finished()
    assert history.append(record_of(m), file)
    assert not history.append(record_of(m), file)
    assert len(load(file)[0]) == 1


def test_a_torn_last_line_is_set_aside_told_once_and_the_rest_kept(file):
    for seed in (1, 2):
        history.append(record_of(finished(seed=seed)), file)
    good = file.read_bytes()
    file.write_bytes(good + good.splitlines()[0][:200])  # a crash mid-write
    records, problems = load(file)
    assert len(records) == 2 and len(problems) == 1
    aside = [p for p in file.parent.iterdir() if p.name.startswith("history-bad-")]
    assert len(aside) == 1 and aside[0].name in problems[0]
    assert aside[0].read_bytes() == good.splitlines()[0][:200] + b"\n"  # the bad part is kept
    assert file.read_bytes() == good
    assert load(file) == (records, [])  # told once
    history.append(record_of(finished(seed=3)), file)  # and the history goes on
    assert len(load(file)[0]) == 3


def test_a_foreign_file_is_set_aside_whole(file):
    junk = bytes(range(256)) * 40 + b'\n{"format": "tablero-save"}\n'
    file.write_bytes(junk)
    records, problems = load(file)
    assert records == [] and len(problems) == 1
    (aside,) = [p for p in file.parent.iterdir() if p.name.startswith("history-bad-")]
    assert sorted(aside.read_bytes().splitlines()) == sorted(junk.splitlines())


def test_a_history_too_large_is_moved_aside_not_read(file, monkeypatch):
    history.append(record_of(finished()), file)
    monkeypatch.setattr(history, "MAX_BYTES", 100)
    records, problems = load(file)
    assert records == [] and "too large" in problems[0]
    assert not file.exists() and any(p.name.startswith("history-bad-") for p in file.parent.iterdir())


def _mutations():
    return [
        ("format", "tablero-save"),
        ("format_version", 99),
        ("date", "yesterday"),
        ("date", 7),
        ("game", ""),
        ("game", "virrey"),
        ("seats", "P0"),
        ("seats", [{"name": "A"}]),
        ("scores", [{"total": 1}]),
        ("scores", [{"total": "3"}] * 3),
        ("scores", [{"total": 1, "breakdown": [["events"]]}] * 3),
        ("scores", [{"total": 1, "breakdown": [[3, 1]]}] * 3),
        ("winners", [3]),
        ("winners", [True]),
        ("winners", "0"),
        ("rounds", [[1, 2]]),
        ("rounds", [[1, 2, "3"]]),
        ("autoplay", "yes"),
        ("save", None),
        ("save", {"game": "imperio"}),
        ("config", {"players": 3, "seed": "1"}),
        ("config", {"players": 2, "seed": 1, "options": {}}),
        ("hints", [1, 2]),
        ("hints", [0, -1, 0]),
        ("hints", [0, True, 0]),
        ("hints", "3"),
        ("hints", [0, 1.5, 0]),
    ]


@pytest.mark.parametrize("key,value", _mutations())
def test_every_field_is_validated(key, value):
    data = record_of(finished()).to_json()
    assert from_json(json.loads(json.dumps(data))) is not None
    data[key] = value
    with pytest.raises(HistoryError):
        from_json(data)


@settings(max_examples=25 * SCALE, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(noise=st.lists(st.binary(max_size=60), max_size=6), where=st.integers(0, 2))
def test_noise_anywhere_never_crashes_or_loses_a_good_record(tmp_path, noise, where):
    file = tmp_path / f"h{random.random()}.jsonl"
    lines = [record_of(finished(seed=s)).line() for s in (1, 2)]
    lines[where:where] = [n.replace(b"\n", b" ") + b"\n" for n in noise]
    file.write_bytes(b"".join(lines))
    records, problems = load(file)
    assert len(records) == 2
    assert load(file)[1] == []


def test_statistics_count_games_wins_levels_best_and_recent():
    recs = [record_of(finished(seed=s, kinds=("human", "normal", "easy"))) for s in range(1, 5)]
    recs.append(record_of(finished("virrey", seed=2, kinds=("greedy",))))
    s = stats(recs)
    assert s.played == 5 and s.recent == [4, 3, 2, 1, 0]
    assert sum(s.seat_wins) == sum(len(r.winners) for r in recs)
    assert s.vs_level["normal"][1] == 4 and "greedy" not in s.vs_level  # no human in the virrey game
    assert s.vs_level["normal"][0] == sum(0 in r.winners for r in recs[:4])
    assert s.best is not None and s.best[0] == max(max(r.totals) for r in recs)
    only = stats(recs, "virrey")
    assert only.played == 1 and only.recent == [4] and only.vs_level == {}


def test_a_damaged_save_part_is_found_without_parsing_it_and_set_aside(file):
    history.append(record_of(finished(seed=1)), file)
    history.append(record_of(finished(seed=2)), file)
    first, second = file.read_bytes().splitlines(keepends=True)
    file.write_bytes(first.replace(b'"actions":[[', b'"actions":[[0,{"type":"x"}],[', 1) + second)
    records, problems = load(file)
    assert len(records) == 1 and "SHA-256" in problems[0]


def test_a_save_part_of_another_game_does_not_replay_as_this_record(file):
    rec = record_of(finished(seed=1))
    other = record_of(finished(seed=2))
    forged = history.Record(
        rec.date,
        rec.game,
        rec.config,
        rec.seats,
        rec.totals,
        rec.breakdowns,
        rec.winners,
        rec.rounds,
        rec.autoplay,
        other.save_json,
    )
    with pytest.raises(SaveError):
        forged.match()


def test_the_json_text_is_the_record_with_the_save_spliced_in():
    rec = record_of(finished(seed=1))
    assert json.loads(rec.json_text(number=7)) == {"number": 7, **rec.to_json()}
    assert from_json(rec.to_json()) == rec
