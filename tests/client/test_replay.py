"""The replay viewer (issue 22, part 2): finished games read back from the history replay
through the viewer to the recorded scores (``tablero --replay N --headless`` and the scene);
a replay that follows one seat never draws another seat's private information; stepping
back and forth shows what a fresh replay to that step shows; a bad N or file exits 2 with
a message; the viewer is driven by keys and fits 1024x640 and 1600x900. Nothing here is
particular to a game: every game with a table is replayed."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest
from label_fit import misfits, resize
from table_helpers import privacy_hook

from client import games
from client.scenes.menu import MainMenu
from client.scenes.replay import ReplayScene
from client.scenes.results import ResultsScene
from client.scenes.stats import StatsScene
from client.testing import click, frames, key, make_app, run_until
from rules.core import Config, Match, Seat, get_game, history, saves

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted(games.TABLES)
SHOTS = Path(os.environ["TABLERO_SHOTS"]) if os.environ.get("TABLERO_SHOTS") else None


@pytest.fixture
def app():
    app = make_app()
    app.push(MainMenu(app))
    frames(app)
    yield app
    app.close()


def finished(game: str, players: int, seed: int) -> Match:
    match = Match.new(game, Config(players, seed=seed), [Seat(f"P{i + 1}", "random") for i in range(players)])
    rng = random.Random(seed)
    while not match.is_over():
        seat = match.state.to_act()[0]
        match.apply(seat, rng.choice(match.state.legal(seat)))
    return match


def players_of(game: str) -> int:
    return max(get_game(game).min_players, 2)


def replay_command(what, *more: str, timeout: int = 120) -> subprocess.CompletedProcess:
    """``tablero --replay WHAT --headless [MORE...]`` run as the player would run it."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run(
        [sys.executable, "-m", "client", "--replay", str(what), "--headless", *more],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def open_replay(app, match: Match, follow=None) -> ReplayScene:
    scene = app.scene("replay", match, follow)
    app.push(scene)
    frames(app)
    return scene


def test_games_finished_in_the_app_replay_from_the_history_to_the_recorded_scores(app):
    """Every game is played to its end in the app (recorded in the history), then read back
    and replayed through the viewer: by ``--replay N --headless`` and by the scene's keys."""
    for game in GAMES:
        n = players_of(game)
        seats = [Seat(f"IA {i + 1}", "random") for i in range(n)]
        app.start_match(Match.new(game, Config(n, seed=4), seats))
        assert run_until(app, lambda: isinstance(app.top, ResultsScene), max_frames=20000), game
        app.pop()
        frames(app, 2)
    records, problems = history.load()
    assert problems == [] and [r.game for r in records] == GAMES
    for number, rec in enumerate(records, 1):
        out = replay_command(number, timeout=300)
        assert out.returncode == 0, out.stderr
        shown = [int(line.split(": ")[1].split()[0]) for line in out.stdout.splitlines()[1:]]
        assert shown == list(rec.totals), (rec.game, out.stdout)
        scene = open_replay(app, rec.match())
        assert scene.replay.position == 0
        key(app, pygame.K_END)
        assert scene.at_end and [s.total for s in scene.state.scores()] == list(rec.totals)
        key(app, pygame.K_ESCAPE)
        assert app.top is not scene


def test_a_save_file_replays_and_a_bad_number_or_file_says_why_and_exits_2(tmp_path):
    match = finished("imperio", 3, 8)
    good = tmp_path / "good.json"
    saves.write(match, good)
    out = replay_command(good, "--frames-out", str(tmp_path / "frames"))
    assert out.returncode == 0, out.stderr
    assert len(list((tmp_path / "frames").glob("step-*.png"))) == len(match.steps)  # a frame per decision
    assert [int(line.split(": ")[1].split()[0]) for line in out.stdout.splitlines()[1:]] == [
        s.total for s in match.state.scores()
    ]
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "tablero-save", "game": "imperio"', encoding="utf-8")
    for what, says in [
        ("7", "no game 7 in the history"),
        ("0", "no game 0"),
        (str(bad), "bad.json"),
        (str(tmp_path / "missing.json"), "no such save file"),
    ]:
        out = replay_command(what)
        assert out.returncode == 2, (what, out.stdout, out.stderr)
        assert says in out.stderr and "Traceback" not in out.stderr, out.stderr


@pytest.mark.parametrize("game", GAMES)
def test_following_one_seat_never_draws_another_seats_private_information(app, game):
    """Every frame of a replay played through (Space) while following seat 1 is checked
    with the hot-seat privacy check; the spectator sees no seat's hand at all."""
    match = finished(game, players_of(game) + 1, 2)
    for follow in (0, None):
        scene = open_replay(app, match, follow)
        violations: list = []
        check = privacy_hook(
            violations,
            [],
            lambda state, seat: set(),
            scene_of=lambda app: SimpleNamespace(match=SimpleNamespace(state=scene.state), viewer=scene.viewer),
        )
        app.after_draw.append(check)
        scene.speed = 8.0
        key(app, pygame.K_SPACE)
        assert scene.playing
        assert run_until(app, lambda: scene.at_end, max_frames=60 * len(match.steps))
        app.after_draw.remove(check)
        assert not violations, violations[:3]
        key(app, pygame.K_ESCAPE)


def drawn(app, scene) -> bytes:
    """The screen's pixels above the viewer's buttons: the table and the panel's scores,
    position and log (pygame_gui's widgets fade between states on their own clock)."""
    panel = scene.panel.rect
    parts = [scene.table.rect, (panel.x, panel.y, panel.w, panel.h - scene.panel.buttons_h)]
    return b"".join(pygame.image.tobytes(app.screen.subsurface(part), "RGB") for part in parts)


@pytest.mark.parametrize("game", GAMES)
def test_stepping_back_and_forth_shows_what_a_fresh_replay_to_that_step_shows(app, game):
    match = finished(game, players_of(game), 6)
    scene = open_replay(app, match, 0)
    rng = random.Random(1)
    moves = [pygame.K_RIGHT] * 5 + [
        pygame.K_END,
        pygame.K_PAGEUP,
        pygame.K_LEFT,
        pygame.K_PAGEUP,
        pygame.K_PAGEDOWN,
        pygame.K_HOME,
        pygame.K_PAGEDOWN,
        pygame.K_RIGHT,
    ]
    moves += [rng.choice([pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN]) for _ in range(25)]
    for k in moves:
        was = scene.replay.position
        key(app, k)
        position = scene.replay.position
        scene.table.skip_animation()
        frames(app)
        seen, lines, menu = drawn(app, scene), list(scene.panel.lines), scene.round_menu.selected_option
        fresh = Match.new(game, match.config, match.seats)
        fresh.replay(match.steps[:position])
        assert scene.state.view(0) == fresh.state.view(0), (game, k, position)
        other = open_replay(app, match, 0)  # a fresh viewer, gone straight to the same step
        if position == was + 1:  # (or to the step before, then one step forward, as the key did)
            other.go(was)
            other.go(position)
        else:
            other.go(position)
        other.table.skip_animation()
        frames(app)
        assert other.panel.lines == lines, (game, k, position)
        assert drawn(app, other) == seen and other.round_menu.selected_option == menu, (game, k, position)
        app.pop()
        frames(app)
        assert app.top is scene


def test_the_buttons_work_by_keyboard_focus_and_the_viewer_fits_small_and_large_windows(app):
    match = finished("krysis", 4, 3)
    for size in [(1024, 640), (1600, 900)]:
        resize(app, size)
        for lang in ("es", "en"):
            app.ui.settings.lang = lang
            scene = open_replay(app, match, 1)
            key(app, pygame.K_PAGEDOWN)
            key(app, pygame.K_PAGEDOWN)
            assert scene.replay.round_of() == 2
            assert scene.round_menu.selected_option[1] == "2"
            assert misfits(scene) == [], (size, lang)
            click(app, scene.round_menu.rect.center)  # the rounds, named by the game's progress text
            items = scene.round_menu.current_state.options_selection_list.item_list
            assert [item["text"] for item in items] == scene.round_names and len(items) == len(scene.replay.rounds)
            frames(app)
            if SHOTS is not None:
                SHOTS.mkdir(parents=True, exist_ok=True)
                pygame.image.save(app.screen, str(SHOTS / f"replay-rounds-{size[0]}x{size[1]}-{lang}.png"))
            last = items[-1]["button_element"]
            assert pygame.Rect((0, 0), size).contains(last.rect)
            click(app, last.rect.center)
            frames(app, 3)
            assert scene.replay.position == scene.replay.rounds[-1] and scene.round_menu.selected_option[1] == str(
                len(items) - 1
            )
            if SHOTS is not None:
                SHOTS.mkdir(parents=True, exist_ok=True)
                pygame.image.save(app.screen, str(SHOTS / f"replay-{size[0]}x{size[1]}-{lang}.png"))
            app.pop()
            frames(app)
    scene = open_replay(app, match)
    before = scene.replay.position
    for _ in range(20):  # Tab walks the buttons; Enter on "▶" steps forward
        key(app, pygame.K_TAB)
        if scene.focused_widget() is scene.next_btn:
            break
    assert scene.focused_widget() is scene.next_btn
    key(app, pygame.K_RETURN)
    assert scene.replay.position == before + 1
    key(app, pygame.K_F1)  # the shortcut list holds the viewer's keys, every line shown
    assert app.top.rows == scene.shortcut_rows() and app.top.rows[0][1] == app.ui.t("replay.key_step")
    assert app.top.body.scroll_bar is None and app.top.r(app.top.panel_rect()).contains(app.top.body.rect)
    if SHOTS is not None:
        pygame.image.save(app.screen, str(SHOTS / "replay-keys-1600x900.png"))
    key(app, pygame.K_F1)
    assert app.top is scene
    click(app, scene.last_btn.rect.center)
    assert scene.at_end
    click(app, scene.follow_btn.rect.center)
    assert scene.follow == 0


def test_a_record_on_the_statistics_screen_and_a_save_on_the_load_screen_open_the_replay(app):
    history.append(history.record_of(finished("imperio", 3, 1)))
    saves.save_named(finished("virrey", 2, 1), "Terminada")
    app.push(StatsScene(app))
    frames(app)
    row = next(iter(app.top.rows))
    click(app, row.rect.center)
    assert isinstance(app.top, ReplayScene) and app.top.match.game.id == "imperio"
    key(app, pygame.K_ESCAPE)
    app.pop()
    frames(app)
    app.push(app.scene("load"))
    frames(app)
    load = app.top
    click(app, next(iter(load.rows)).rect.center)
    click(app, load.replay_btn.rect.center)
    assert isinstance(app.top, ReplayScene) and app.top.match.game.id == "virrey"


def test_a_step_back_in_a_long_four_seat_krysis_game_is_fast():
    """A step back starts from the nearest checkpoint, not from the start: it costs about
    what a step forward costs, however long the game."""
    from rules.core.replay import Replay

    match = finished("krysis", 4, 11)
    replay = Replay(match)
    n = len(replay)
    started = time.perf_counter()
    for position in range(n, 0, -1):
        replay.seek(position - 1)
    per_step = (time.perf_counter() - started) / n
    print(f"krysis 4 seats: {n} decisions, {per_step * 1000:.3f} ms per step back")
    assert per_step < 0.02
    fresh = Match.new("krysis", match.config, match.seats)
    assert replay.seek(n).fingerprint() == match.state.fingerprint()
    assert replay.seek(0).fingerprint() == fresh.state.fingerprint()


def test_scores_that_differ_from_those_recorded_are_said_and_exit_1():
    """A record whose summary was edited (its save still replays) does not pass as equal."""
    match = finished("imperio", 3, 5)
    history.append(history.record_of(match))
    head, save = history.path().read_bytes().split(b"\t", 1)
    totals = [s.total for s in match.state.scores()]
    edited = head.replace(f'"total":{totals[0]},'.encode(), f'"total":{totals[0] + 7},'.encode(), 1)
    assert edited != head
    history.path().write_bytes(edited + b"\t" + save)
    out = replay_command(1)
    assert out.returncode == 1 and "differ from those recorded" in out.stderr, (out.stdout, out.stderr)


def test_the_log_follows_the_seat_during_the_game_and_opens_everything_at_its_end(app):
    from client.tableview import format_log

    match = finished("imperio", 3, 4)
    scene = open_replay(app, match, None)
    module, names = games.table_module("imperio"), scene.names
    key(app, pygame.K_END)
    key(app, pygame.K_LEFT)  # the last decision not yet made: public events only
    assert scene.panel.lines == format_log(module, app.ui, scene.state.events_for(None), names)
    key(app, pygame.K_f)  # following seat 1: its own private events too
    assert scene.follow == 0
    assert scene.panel.lines == format_log(module, app.ui, scene.state.events_for(0), names)
    key(app, pygame.K_RIGHT)  # the game over: every seat's events
    assert scene.state.is_over()
    assert scene.panel.lines == format_log(module, app.ui, scene.state.events, names)
    assert len(scene.state.events) > len(scene.state.events_for(0))


def test_the_followed_seat_is_named_whole_in_a_small_window(app):
    """At 1024x640 the play-test read 'Vista: p…': the button says the seat (or 'public')
    whole, dropping its 'View:' word where both do not fit."""
    match = finished("krysis", 2, 3)
    resize(app, (1024, 640))
    for follow, name in ((None, "público"), (0, "P1")):
        scene = open_replay(app, match, follow)
        assert name in scene.follow_btn.text and "…" not in scene.follow_btn.text, scene.follow_btn.text
        app.pop()
        frames(app)


def test_c_shows_the_score_chart_as_the_followed_seat_may_see_it(app):
    """The replay shows how the scores moved, round by round (as the results' chart: each
    seat's score at the end of each round, then the round under way): during the game only
    what the followed seat may see (shown_scores), every score once the game is over."""
    import client.ui

    match = finished("krysis", 2, 3)
    scene = open_replay(app, match, 1)
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_c)
    assert scene.show_chart
    rp = scene.replay
    assert rp.position == rp.rounds[2]  # at the start of round 3: two rounds ended
    assert scene.chart_track() == [rp.state_at(p).shown_scores(1) for p in rp.rounds[1:3]]
    key(app, pygame.K_RIGHT)  # a decision of round 3: its point joins, as it stands now
    assert scene.chart_track()[2:] == [rp.state_at(rp.position).shown_scores(1)]
    client.ui.TEXT_LOG = []
    try:
        scene.draw(pygame.Surface(app.size))
        assert any(scene.t("results.chart_title") in t for _, t, _ in client.ui.TEXT_LOG)
    finally:
        client.ui.TEXT_LOG = None
    key(app, pygame.K_END)
    assert scene.chart_track()[-1] == [s.total for s in match.state.scores()]
    key(app, pygame.K_ESCAPE)
    assert not scene.show_chart and app.top is scene


@pytest.mark.parametrize("lang,play,pause", [("es", "▶ Reproducir", "❚❚ Pausa"), ("en", "▶ Play", "❚❚ Pause")])
def test_the_play_button_says_what_it_does_whole_in_a_small_window(lang, play, pause):
    """Issue 39: it read "Ver" (to see what? the whole viewer is for seeing)."""
    app = make_app(lang=lang)
    try:
        resize(app, (1024, 640))
        app.push(MainMenu(app))
        frames(app)
        scene = open_replay(app, finished("imperio", 3, 2))
        key(app, pygame.K_HOME)
        assert scene.play_btn.text == play
        key(app, pygame.K_SPACE)
        assert scene.playing and scene.play_btn.text == pause
        assert misfits(scene) == []
    finally:
        app.close()


def test_the_replay_of_an_unfinished_save_says_so_and_prints_only_public_scores(tmp_path):
    """Issue 39: ``--replay`` of an unfinished Krysis save printed its totals with no word that
    it was unfinished, counting the crystals hidden at home."""
    from client.testing import played_out

    match = played_out("krysis", 2, 3, moves=30)
    assert not match.is_over()
    public, totals = match.state.shown_scores(None), [s.total for s in match.state.scores()]
    assert public != totals  # crystals behind the screens
    path = tmp_path / "unfinished.json"
    saves.write(match, path)
    out = replay_command(path)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[1].startswith("unfinished:"), out.stdout
    assert [int(line.split(": ")[1]) for line in lines[2:]] == public
    assert "winner" not in out.stdout


def test_with_animations_off_a_step_forward_shows_the_round_the_header_names(app):
    """Issue 39: with animations off, stepping (→) from round 1 into round 2 of El Viejo
    Imperio kept round 1's trick and event on the table under a header naming round 2; the
    step shows what a replay gone straight to that decision shows."""
    app.ui.settings.anim_speed = 0
    match = finished("imperio", 3, 6)
    scene = open_replay(app, match, None)
    second = next(p for p in range(len(match.steps)) if (scene.go(p), scene.replay.round_of())[1] == 1)
    for position in (second - 2, second - 1, second, second + 1):
        scene.go(position - 1)
        frames(app)
        key(app, pygame.K_RIGHT)
        assert scene.replay.position == position
        frames(app)
        seen = drawn(app, scene)
        other = open_replay(app, match, None)
        other.go(position)
        frames(app)
        assert drawn(app, other) == seen, f"decision {position} (round 2 starts at {second})"
        app.pop()
        frames(app)
