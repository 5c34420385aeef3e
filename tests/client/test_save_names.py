"""Named saves from the table: reserved device names are refused, a same-named save is asked about."""

import re

from test_save_load import type_text

from client.scenes.dialogs import ConfirmDialog, SaveAsDialog
from client.scenes.menu import MainMenu
from client.testing import click, frames, make_app
from rules.core import Config, Match, Seat, saves


def open_save_dialog(steps: int = 4):
    app = make_app()
    app.push(MainMenu(app))
    frames(app)
    match = Match.new("imperio", Config(3, seed=8), [Seat("Ana"), Seat("Bruno"), Seat("Carmen")])
    for _ in range(steps):
        seat = match.state.to_act()[0]
        match.apply(seat, match.state.legal(seat)[0])
    scene = app.start_match(match)
    frames(app, 2)
    if app.top is not scene:  # the pass-the-device screen of a hot-seat game
        click(app, app.top.ok.rect.center)
    click(app, scene.save_btn.rect.center)
    assert isinstance(app.top, SaveAsDialog)
    return app, match


def test_reserved_names_are_refused_with_a_reason():
    app, _ = open_save_dialog()
    for name in ("CON", "nul", "com1"):
        type_text(app, name)
        click(app, app.top.ok.rect.center)
        assert isinstance(app.top, SaveAsDialog)  # still asking for a name
        assert app.ui.toasts[-1][0] == app.ui.t("save.reserved", name=name)
    assert not saves.saves_dir().exists() or list(saves.saves_dir().iterdir()) == []
    app.close()


def test_same_name_asks_before_overwriting():
    old = Match.new("imperio", Config(3, seed=1), [Seat("X"), Seat("Y"), Seat("Z")])
    path = saves.save_named(old, "Mi partida")
    before = path.read_bytes()
    app, match = open_save_dialog()
    type_text(app, "Mi partida")
    click(app, app.top.ok.rect.center)
    ask = app.top
    assert isinstance(ask, ConfirmDialog) and "Mi partida" in ask.text
    assert path.read_bytes() == before

    click(app, ask.cancel.rect.center)  # no: the old save stays, the name can be changed
    assert isinstance(app.top, SaveAsDialog) and path.read_bytes() == before

    click(app, app.top.ok.rect.center)
    click(app, app.top.ok.rect.center)  # yes: overwrite
    frames(app, 2)
    assert not isinstance(app.top, (ConfirmDialog, SaveAsDialog))
    assert saves.read(path).state.fingerprint() == match.state.fingerprint()
    assert app.ui.toasts[-1][0] == app.ui.t("save.done", name="Mi partida")
    app.close()


def test_a_new_name_saves_without_asking():
    app, match = open_save_dialog()
    type_text(app, "Otra")
    click(app, app.top.ok.rect.center)
    frames(app)
    assert not isinstance(app.top, (ConfirmDialog, SaveAsDialog))
    assert saves.read(saves.saves_dir() / "Otra.json").state.fingerprint() == match.state.fingerprint()
    app.close()


def test_the_default_name_says_game_round_and_date_for_every_game():
    """Not the count of internal steps ("Krysis jugada 98"): the game, where it stands in
    the rulebook's terms, and the date; a save under it keeps that name as its file name."""
    import datetime

    from client.games import TABLES
    from client.scenes.dialogs import default_save_name
    from rules.core import get_game

    now = datetime.datetime(2026, 11, 25, 13, 5)
    app = make_app()
    words = {"imperio": "ronda", "virrey": "turno", "krysis": "ronda", "tribunal": "ronda", "ausonia": "ronda"}
    matches = {}
    for gid in TABLES:
        game = get_game(gid)
        match = Match.new(
            gid, Config(game.min_players, seed=4), [Seat(f"P{i}", "random") for i in range(game.min_players)]
        )
        for _ in range(40):
            if match.is_over():
                break
            seat = match.state.to_act()[0]
            match.apply(seat, match.state.legal(seat)[0])
        name = default_save_name(app.ui, match, now)
        assert words[gid] in name and "25-11-2026 13h05" in name, name
        assert "jugada" not in name and str(len(match.steps)) not in name.split(" - ")[0], name
        assert saves.named_path(name).stem == name, name
        matches[gid] = match
    app.ui.settings.lang = "en"
    name = default_save_name(app.ui, matches["krysis"], now)
    assert name.startswith("Krysis - round ") and name.endswith("2026-11-25 13h05"), name
    app.close()


def test_the_save_dialog_offers_the_default_name():
    app, _ = open_save_dialog()
    text = app.top.entry.get_text()
    assert re.fullmatch(r"El Viejo Imperio - ronda \d+ de 11 - \d\d-\d\d-\d{4} \d\dh\d\d", text), text
    app.close()
