"""Saves, history and broken files, told plainly (issue 39): every technical reason is
translated like any other text (test_i18n_keys checks that each reason the code gives has
its ``reason.<key>`` in both languages); a corrupt autosave is told at start with the other set-aside files, set
aside, and Continue is off; a damaged history is told at start and logged."""

from __future__ import annotations

import errno
import logging
import re
from pathlib import Path

import pygame
import pytest

from client.app import App, settings_path
from client.scenes.dialogs import MessageDialog
from client.scenes.loading import LoadScene
from client.scenes.menu import MainMenu
from client.scenes.stats import StatsScene
from client.testing import click, frames, make_app, played_out
from client.ui import UI, Settings
from rules.core import SaveError, history, saves
from rules.core.files import FileProblem, os_reason, parse_json

ROOT = Path(__file__).resolve().parents[2]
ENGLISH_WORDS = re.compile(r"corrupt|truncated|not UTF-8|damaged record|SHA-256 mismatch|checksum mismatch|cannot read")


def spanish() -> UI:
    return UI(Settings(lang="es"))


def test_the_reasons_of_a_broken_save_are_spanish_in_spanish(home):
    home.mkdir(parents=True)
    broken = {
        "cortada.json": b'{"format": "tablero-save", "game": "imp',
        "latin1.json": '{"x": "caf\xe9"}'.encode("latin-1"),
        "tampered.json": saves.dumps(played_out("imperio", 3, 1, moves=5)).replace('"seed": 1', '"seed": 2').encode(),
    }
    said = {}
    for name, data in broken.items():
        (home / name).write_bytes(data)
        with pytest.raises(SaveError) as err:
            saves.read(home / name)
        said[name] = spanish().reason(err.value)
        assert said[name].startswith(f"{name}: ") and not ENGLISH_WORDS.search(said[name]), said[name]
    assert "dañado o cortado" in said["cortada.json"] and "línea 1" in said["cortada.json"]
    assert "no es texto UTF-8" in said["latin1.json"]
    assert "suma de comprobación" in said["tampered.json"]
    with pytest.raises(SaveError, match="corrupt or truncated"):  # the command line and the log: English
        saves.read(home / "cortada.json")


def test_the_reasons_of_a_damaged_history_are_spanish_in_spanish(home):
    history.append(history.record_of(played_out("imperio", 3, 1)))
    history.append(history.record_of(played_out("imperio", 3, 2)))
    first, second = history.path().read_bytes().splitlines(keepends=True)
    forged = first.replace(b'"actions":[[', b'"actions":[[0,{"type":"x"}],[', 1)
    history.path().write_bytes(forged + b"\x89PNG\n" + second)
    records, problems = history.load()
    assert len(records) == 1 and len(problems) == 1
    english = str(problems[0])
    assert english.startswith("2 damaged records in history.jsonl were moved to") and "SHA-256 mismatch" in english
    said = spanish().reason(problems[0])
    assert said.startswith("2 registros dañados de history.jsonl se han movido a"), said
    assert "el SHA-256 no coincide" in said and "la línea no tiene datos de la partida" in said
    assert not ENGLISH_WORDS.search(said)


def test_the_systems_refusals_and_a_bad_file_are_translated():
    refused = PermissionError(errno.EACCES, "Permission denied")
    assert spanish().reason(refused) == "sin permiso" and UI(Settings(lang="en")).reason(refused) == "no permission"
    assert os_reason(OSError(errno.EIO, "Input/output error")) == "Input/output error"  # the system's own words
    with pytest.raises(FileProblem) as err:
        parse_json(b'{"a": 1, "a": 2}')
    assert spanish().reason(err.value) == "dañado (la clave 'a' aparece dos veces)"


def test_an_unreadable_save_in_load_says_why_in_spanish(home):
    saves.saves_dir().mkdir(parents=True)
    (saves.saves_dir() / "Rota.json").write_bytes(b'{"format": "tablero-save", "ga')
    app = make_app()
    try:
        app.push(MainMenu(app))
        frames(app)
        app.push(LoadScene(app))
        frames(app, 2)
        load = app.top
        line = load.describe(next(iter(load.rows.values())))[1]
        assert line.startswith("no se puede leer: dañado o cortado"), line
    finally:
        app.close()


def broken_folder(home: Path) -> bytes:
    """A user folder with a corrupt autosave, a damaged history and bad settings."""
    home.mkdir(parents=True, exist_ok=True)
    text = saves.dumps(played_out("imperio", 3, 4, moves=9))
    saves.autosave_path().write_text(text[: len(text) // 2])  # cut short, as by a full disk
    history.append(history.record_of(played_out("imperio", 3, 1)))
    history.path().write_bytes(history.path().read_bytes() + b"not a record\n")
    settings_path().write_text('{"lang": "es", "ui_scale": "999"}')
    return saves.autosave_path().read_bytes()


def test_a_broken_folder_is_told_at_start_in_one_message_and_continue_is_off(home, caplog):
    cut = broken_folder(home)
    caplog.set_level(logging.WARNING, "tablero")
    app = App(worker="inline", autosave=False)
    try:
        app.push(MainMenu(app))
        app.show_notices()
        frames(app, 2)
        dialog = app.top
        assert isinstance(dialog, MessageDialog) and dialog.title == "Archivos apartados al empezar"
        paragraphs = dialog.text.split("\n\n")
        assert len(paragraphs) == 3, dialog.text
        assert paragraphs[0].startswith("Ajustes restablecidos: ") and "ui_scale" in paragraphs[0]
        # the autosave's paragraph names the game in progress once (it was led by the title
        # too: "…no se puede continuar: La partida en curso (autosave.json) no se puede…")
        assert paragraphs[1].startswith("La partida en curso (autosave.json) no se puede cargar: ")
        assert dialog.text.count("La partida en curso") == 1
        assert "dañado o cortado" in paragraphs[1]
        assert paragraphs[2].startswith("El historial estaba dañado: 1 registro dañado de history.jsonl")
        assert not ENGLISH_WORDS.search(dialog.text)
        kept = list(home.glob("autosave.json.bad-*"))
        assert len(kept) == 1 and kept[0].read_bytes() == cut and str(kept[0]) in paragraphs[1]
        assert not saves.has_autosave()
        logged = [r.getMessage() for r in caplog.records]
        assert any("game in progress cannot be loaded" in m for m in logged)
        assert any(m.startswith("history: 1 damaged record in history.jsonl") for m in logged)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
        frames(app, 2)
        menu = app.top
        assert isinstance(menu, MainMenu) and not menu.continue_btn.is_enabled
        click(app, menu.stats_btn.rect.center)
        frames(app, 2)
        assert isinstance(app.top, StatsScene) and len(app.top.records) == 1  # told once, at start
    finally:
        app.close()
    again = App(worker="inline", autosave=False)  # the next start has nothing to say
    try:
        assert again.notices == []
    finally:
        again.close()
