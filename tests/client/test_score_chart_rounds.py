"""The results' score chart holds, round by round, the scores the table showed at the end of
each round: one point a round, in every game (issue 39: an El Viejo Imperio chart showed
everyone at 0 after round 1 and lost round 10, one round late). A history record of format
version 1 (the scores at the start of each round) is read alongside and charted right."""

from __future__ import annotations

import dataclasses
import json

import pytest

from client import records
from client.scenes.menu import MainMenu
from client.scenes.results import ResultsScene
from client.scenes.table import TableScene
from client.testing import frames, make_app, played_out
from rules.core import Config, Match, Seat, history

# The round each table's header names (the rulebooks' round, or Virrey's turn); None while
# the game is being set up, before its first round.
ROUND = {
    "imperio": lambda v: (v.deal, v.round),
    "virrey": lambda v: v.turn or None,
    "krysis": lambda v: v.round,
    "tribunal": lambda v: None if v.phase == "setup" else (v.tribunal, v.round),
    "ausonia": lambda v: v.round,
}


def shown_by_the_table(scene: TableScene) -> list[int]:
    """Each seat's score as the table's score panel shows it to that seat itself (in Krysis
    a seat sees its whole score, the others' only as far as the track tells)."""
    viewer, shown = scene.viewer, []
    try:
        for seat in range(len(scene.match.seats)):
            scene.viewer, scene._panel_key = seat, None
            scene.update_panel()
            shown.append(scene.panel.rows[seat][2])
    finally:
        scene.viewer, scene._panel_key = viewer, None
        scene.update_panel()
    return shown


@pytest.mark.parametrize(
    "game,players,seed", [("imperio", 3, 5), ("virrey", 2, 3), ("krysis", 2, 4), ("tribunal", 3, 2), ("ausonia", 2, 1)]
)
def test_the_chart_holds_the_scores_the_table_showed_at_the_end_of_each_round(game, players, seed):
    app = make_app(autosave=False)
    try:
        match = Match.new(game, Config(players, seed=seed), [Seat(f"IA {i}", "random") for i in range(players)])
        app.push(MainMenu(app))
        frames(app)
        scene = app.start_match(match)
        frames(app)
        expected: list[list[int]] = []
        now, steps = ROUND[game](match.state.view(None)), 0
        for _ in range(200_000):
            if isinstance(app.top, ResultsScene):
                break
            app.step()
            if len(match.steps) == steps:
                continue
            assert len(match.steps) == steps + 1  # one decision a frame: each one is looked at
            steps += 1
            round_now = ROUND[game](match.state.view(None))
            if round_now != now:  # the decision that ended the round `now`
                if now is not None:
                    expected.append(shown_by_the_table(scene))
                now = round_now
            elif match.is_over() and now is not None:  # the last round ends with the game
                expected.append(shown_by_the_table(scene))
        results = app.top
        assert isinstance(results, ResultsScene)
        assert results.rounds == expected
        assert expected[-1] == [s.total for s in match.state.scores()]
        assert len(expected) >= 3
    finally:
        app.close()


def test_an_el_viejo_imperio_record_has_one_row_a_round_from_the_first():
    match = played_out("imperio", 3, 11)
    rec = history.record_of(match, records.score_rounds(match))
    assert rec.version == history.FORMAT_VERSION == 2
    assert len(rec.rounds) == 11  # eleven rounds, eleven rows: no leading start row
    assert rec.rounds[-1] == rec.totals
    assert sum(rec.rounds[0]) == 1  # round 1 was won: one point on the chart after it


def test_a_format_version_1_record_is_read_and_charted_right(home):
    """A record written before: its rows are the scores at each round's start; read back,
    it still replays, and the chart (``records.current``) has one row a round."""
    match = played_out("imperio", 3, 12)
    old = history.record_of(match, [[0, 0, 0], [0, 0, 0], [1, 0, 0]], date="2026-01-01T00:00:00+00:00")
    text = old.line().replace(b'"format_version":2', b'"format_version":1', 1)
    history.path().parent.mkdir(parents=True, exist_ok=True)
    history.path().write_bytes(text)
    (rec,), problems = history.load()
    assert problems == [] and rec.version == 1 and rec.rounds == ((0, 0, 0), (0, 0, 0), (1, 0, 0))
    assert json.loads(rec.line().split(b"\t")[0])["format_version"] == 1  # kept as it was written
    now = records.current(rec)
    assert now.version == 2 and [list(r) for r in now.rounds] == records.score_rounds(match)
    assert dataclasses.replace(now, rounds=(), version=1) == dataclasses.replace(rec, rounds=())
    assert records.current(now) is now
