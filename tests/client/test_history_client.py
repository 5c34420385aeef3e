"""Finished games go into the history (played in the app or by --autoplay), the results
screen charts the scores round by round, ``--history [--json]`` prints the records, and the
statistics screen opens from the main menu, fits 1024x640 and 1600x900 and tells of a
damaged history once."""

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from label_fit import misfits, resize

from client.scenes.dialogs import MessageDialog
from client.scenes.menu import MainMenu
from client.scenes.results import CHART, ResultsScene
from client.scenes.stats import StatsScene
from client.testing import click, frames, key, make_app, run_until
from rules.core import Config, Match, Seat, history

ROOT = Path(__file__).resolve().parents[2]
SHOTS = Path(os.environ.get("TABLERO_SHOTS", "")) if os.environ.get("TABLERO_SHOTS") else None


def shot(app, name: str) -> None:
    """Save the screen when TABLERO_SHOTS names a folder (to look at it)."""
    if SHOTS is not None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(SHOTS / name))


@pytest.fixture
def app():
    app = make_app()
    yield app
    app.close()


def finished(game, players, seed, kinds=("human", "normal", "easy")):
    m = Match.new(game, Config(players, seed=seed), [Seat(f"P{i}", kinds[i % len(kinds)]) for i in range(players)])
    rng = random.Random(seed)
    while not m.is_over():
        s = m.state.to_act()[0]
        m.apply(s, rng.choice(m.state.legal(s)))
    return m


@pytest.mark.parametrize("game,players", [("imperio", 3), ("krysis", 2)])
def test_a_game_played_to_the_end_is_recorded_and_charted(app, game, players):
    match = Match.new(game, Config(players, seed=3), [Seat(f"IA {i}", "greedy") for i in range(players)])
    app.push(MainMenu(app))
    frames(app)
    app.start_match(match)
    assert run_until(app, lambda: isinstance(app.top, ResultsScene), max_frames=20000)
    frames(app, 2)
    (rec,), problems = history.load()
    assert problems == [] and not rec.autoplay
    assert rec.totals == tuple(s.total for s in match.state.scores())
    assert rec.winners == tuple(match.state.winners())
    assert rec.match().state.fingerprint() == match.state.fingerprint()
    results = app.top
    assert [list(r) for r in rec.rounds] == results.rounds and results.rounds[-1] == list(rec.totals)
    assert len(results.rounds) > 2  # round by round, not just start and end
    chart, screen = results.chart_rect(), pygame.Rect((0, 0), app.size)
    assert screen.contains(chart) and chart.h >= 100
    assert not any(chart.colliderect(r) for r in results.rows())
    assert not any(chart.colliderect(b.rect) for b in (results.again, results.menu))
    shot(app, f"results-{game}.png")


def test_autoplay_is_recorded_marked_and_printed_by_history(tmp_path, home):
    env = dict(
        os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLERO_HOME=str(home), PYTHONPATH=str(ROOT)
    )
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "client",
            "--autoplay",
            "imperio",
            "--players",
            "3",
            "--seed",
            "5",
            "--headless",
            "--speed",
            "0",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr
    printed = [int(line.split(":")[1].split("(")[0]) for line in run.stdout.splitlines() if line.startswith("  IA")]
    out = subprocess.run(
        [sys.executable, "-m", "client", "--history", "--json"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    (rec,) = json.loads(out.stdout)
    assert rec["number"] == 1 and rec["autoplay"] is True and rec["game"] == "imperio"
    assert [s["total"] for s in rec["scores"]] == printed
    assert rec["save"]["config"]["seed"] == 5 and rec["save"]["actions"]
    text = subprocess.run(
        [sys.executable, "-m", "client", "--history"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    ).stdout
    assert text.startswith("1. ") and "[autoplay]" in text


@pytest.fixture
def some_records():
    for seed, (game, players) in enumerate([("imperio", 3), ("virrey", 2), ("krysis", 4)] * 5, 1):
        history.append(history.record_of(finished(game, players, seed)))


@pytest.mark.parametrize("size", [(1024, 640), (1600, 900)])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_statistics_screen_opens_from_the_menu_and_fits(size, lang, some_records):
    app = make_app(lang=lang)
    try:
        resize(app, size)
        app.push(MainMenu(app))
        frames(app)
        click(app, app.top.stats_btn.rect.center)
        scene = app.top
        assert isinstance(scene, StatsScene) and len(scene.records) == 15
        assert misfits(scene) == []
        assert len(scene.rows) >= 5 and len(scene.filters) == 4
        frames(app)
        shot(app, f"stats-{lang}-{size[0]}x{size[1]}.png")
        virrey = next(b for b, gid in scene.filters.items() if gid == "virrey")
        click(app, virrey.rect.center)
        assert app.top is scene and {scene.records[i].game for i in scene.rows.values()} == {"virrey"}
        assert misfits(scene) == []
        row, index = next(iter(scene.rows.items()))
        assert scene.records[index].seats[0].name in row.tool_tip_text  # the details
        click(app, row.rect.center)  # the row opens the game's replay
        assert type(app.top).__name__ == "ReplayScene" and app.top.match.game.id == "virrey"
        frames(app)
        shot(app, f"stats-record-{lang}-{size[0]}x{size[1]}.png")
    finally:
        app.close()


def test_a_damaged_history_is_told_once_and_set_aside(app, home, some_records):
    file = history.path()
    good = file.read_bytes()
    file.write_bytes(good + b"\x89PNG garbage\n" + good.splitlines()[0][:50])
    app.push(MainMenu(app))
    frames(app)
    click(app, app.top.stats_btn.rect.center)
    frames(app)
    assert isinstance(app.top, MessageDialog) and "2" in app.top.text
    assert len(app.scenes[-2].records) == 15
    assert file.read_bytes() == good
    assert len([p for p in home.iterdir() if p.name.startswith("history-bad-")]) == 1
    click(app, app.top.ok.rect.center)
    click(app, app.top.back.rect.center)
    click(app, app.top.stats_btn.rect.center)
    assert isinstance(app.top, StatsScene)  # told once: nothing to tell the second time


@pytest.mark.parametrize("size", [(1024, 640), (1600, 900)])
@pytest.mark.parametrize("game,players", [("imperio", 5), ("virrey", 4), ("krysis", 4)])
def test_the_score_chart_fits_under_the_standings(size, game, players):
    app = make_app(autosave=False)
    try:
        resize(app, size)
        match = finished(game, players, seed=2)
        app.push(ResultsScene(app, match))
        frames(app, 2)
        results = app.top
        chart, screen = results.chart_rect(), pygame.Rect((0, 0), app.size)
        assert screen.contains(chart) and chart.h >= 85 and chart.w >= 300
        assert not any(chart.colliderect(r) for r in results.rows())
        assert all(r.h >= 70 for r in results.rows())  # the chart takes no room the rows need
        assert not any(chart.colliderect(b.rect) for b in (results.again, results.menu))
        assert results.rounds[-1] == [s.total for s in match.state.scores()] and len(results.rounds) > 2
        shot(app, f"results-{game}{players}-{size[0]}x{size[1]}.png")
        click(app, chart.center)  # a click shows the chart large, another closes it
        assert results.enlarged == CHART
        frames(app)
        shot(app, f"results-chart-{game}{players}-{size[0]}x{size[1]}.png")
        click(app, chart.center)
        assert results.enlarged is None
    finally:
        app.close()


def test_history_command_names_a_damaged_part_on_stderr_and_lists_the_rest(home, some_records):
    file = history.path()
    file.write_bytes(file.read_bytes() + b'{"format": "tablero-hist')
    env = dict(
        os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLERO_HOME=str(home), PYTHONPATH=str(ROOT)
    )
    out = subprocess.run(
        [sys.executable, "-m", "client", "--history"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0 and "history-bad-" in out.stderr and "line 16" in out.stderr
    lines = out.stdout.splitlines()
    assert len(lines) == 15 and lines[0].startswith("1. ") and lines[-1].startswith("15. ")


def test_the_statistics_screen_by_keyboard(app, some_records):
    app.push(MainMenu(app))
    frames(app)
    click(app, app.top.stats_btn.rect.center)
    scene = app.top
    for _ in range(30):  # Tab to the newest game's row, Enter opens its replay
        key(app, pygame.K_TAB)
        if scene.focused_widget() in scene.rows:
            break
    assert scene.rows.get(scene.focused_widget()) == 14
    key(app, pygame.K_RETURN)
    frames(app)
    assert type(app.top).__name__ == "ReplayScene" and app.top.names[0] == "P0"
    assert [s.total for s in app.top.state.scores()] != [] and app.top.replay.position == 0


def test_a_history_that_cannot_be_written_is_a_toast_and_the_results_still_show(app):
    history.path().mkdir(parents=True)  # a folder where the file should be: the write fails
    match = Match.new("imperio", Config(3, seed=3), [Seat(f"IA {i}", "greedy") for i in range(3)])
    app.push(MainMenu(app))
    frames(app)
    app.start_match(match)
    assert run_until(app, lambda: isinstance(app.top, ResultsScene), max_frames=20000)
    assert any(app.ui.t("history.write_failed", reason="")[:30] in text for text, _ in app.ui.toasts)
