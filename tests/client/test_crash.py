"""Logs and crash reports: an exception in a scene's update writes a report, the autosave survives."""

import os

import pytest

import client.__main__ as entry
import client.scenes.menu
from client import logs
from client.scenes.base import Scene
from client.scenes.menu import MainMenu
from client.testing import click, frames, make_app, table_scene
from rules.core import Config, Match, Seat, saves


class Boom(Scene):
    """A scene whose third update raises, as a bug in any scene would."""

    frames = 0

    def update(self, dt):
        super().update(dt)
        Boom.frames += 1
        if Boom.frames == 3:
            raise RuntimeError("boom in update")


def _unlog():
    if logs._handler is not None:
        logs.log.removeHandler(logs._handler)
        logs._handler.close()
        logs._handler = None


@pytest.fixture
def logged():
    yield logs.setup()
    _unlog()


def test_crash_in_a_scene_update_writes_a_report_and_leaves_the_autosave(monkeypatch, logged):
    match = Match.new("imperio", Config(3, seed=4), [Seat("Ana"), Seat("Bruno"), Seat("Carmen")])
    for _ in range(4):
        seat = match.state.to_act()[0]
        match.apply(seat, match.state.legal(seat)[0])
    saves.write(match, saves.autosave_path())
    before = saves.autosave_path().read_bytes()
    monkeypatch.setattr(client.scenes.menu, "MainMenu", Boom)

    assert entry.run_app() == 1

    reports = sorted(saves.log_dir().glob("crash-*.txt"))
    assert len(reports) == 1, list(saves.log_dir().iterdir())
    text = reports[0].read_text(encoding="utf-8")
    assert "RuntimeError: boom in update" in text and "in update" in text and "Traceback" in text
    assert "crash: RuntimeError: boom in update" in (saves.log_dir() / "tablero.log").read_text(encoding="utf-8")
    assert saves.autosave_path().read_bytes() == before

    # started again: Continue resumes the autosaved game, move for move
    app = make_app()
    app.push(MainMenu(app))
    frames(app)
    assert app.top.continue_btn.is_enabled
    click(app, app.top.continue_btn.rect.center)
    frames(app, 2)
    scene = table_scene(app)
    assert scene is not None and scene.match.state.fingerprint() == match.state.fingerprint()
    app.close()


def test_crash_dialog_names_the_report(tmp_path):
    path = tmp_path / "crash-20260101-000000.txt"
    text = logs.show_crash_dialog(path, "en", frames=3)
    assert str(path) in text and "Continue game" in text
    assert str(path) in logs.show_crash_dialog(path, "es", frames=1)
    assert logs.crash_message(path, "es")[2] == "Aceptar"  # the button in the app's words


def test_uncaught_exception_hook_writes_a_report(capsys):
    try:
        raise ValueError("not caught by anyone")
    except ValueError as err:
        logs._hook(type(err), err, err.__traceback__)
    report = next(saves.log_dir().glob("crash-*.txt"))
    assert "ValueError: not caught by anyone" in report.read_text(encoding="utf-8")
    assert str(report) in capsys.readouterr().err


def test_log_file_rotates(tmp_path):
    path = logs.setup(tmp_path)
    try:
        for i in range(3000):
            logs.log.info("line %d %s", i, "x" * 300)
    finally:
        _unlog()
    assert path.stat().st_size <= logs.MAX_BYTES
    assert (tmp_path / "tablero.log.1").exists() and not (tmp_path / f"tablero.log.{logs.BACKUPS + 1}").exists()


@pytest.mark.parametrize("argv,dummy", [([], False), (["--headless"], True), (["--selftest"], True)])
def test_dummy_audio_only_when_headless(monkeypatch, argv, dummy):
    monkeypatch.delenv("SDL_AUDIODRIVER", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    seen = []

    def record(*_):
        seen.append(os.environ.get("SDL_AUDIODRIVER"))
        return 0

    monkeypatch.setattr(entry, "run_app", record)
    monkeypatch.setattr(entry, "selftest", record)
    try:
        assert entry.main(argv) == 0
    finally:
        _unlog()
    assert seen == ["dummy" if dummy else None]


def test_selftest_report_also_goes_to_a_file(monkeypatch, tmp_path, capsys):
    import client.selftest

    def fake_run():
        print("selftest ok: 2 games")
        return 0

    monkeypatch.setattr(client.selftest, "run", fake_run)
    out = tmp_path / "selftest.txt"
    try:
        assert entry.main(["--selftest", "--selftest-out", str(out)]) == 0
    finally:
        _unlog()
    assert out.read_text(encoding="utf-8") == "selftest ok: 2 games\n"
    assert "selftest ok: 2 games" in capsys.readouterr().out  # and still on the terminal


def test_the_crash_test_flag_writes_a_report_where_a_players_would_go(logged, capsys):
    """``tablero --crash-test`` (the packaged build's check, tools/windows/smoke.sh) crashes
    inside the app's guard: exit 1, a crash report in the log folder naming it."""
    assert entry.main(["--crash-test", "--headless"]) == 1
    reports = sorted(saves.log_dir().glob("crash-*.txt"))
    assert len(reports) == 1 and "a crash on purpose" in reports[0].read_text(encoding="utf-8")
    assert f"crash report: {reports[0]}" in capsys.readouterr().err
