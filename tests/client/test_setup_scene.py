"""The new game setup, driven by clicks and typing: every option, levels in words, the seed
under Advanced, a too-long name reported, and "Play again" keeping the last match's setup."""

import random

import pygame
import pytest

from client.scenes.menu import MainMenu
from client.scenes.results import ResultsScene
from client.scenes.setup import MAX_NAME, SetupScene
from client.scenes.table import TableScene
from client.testing import click, frames
from rules import ai
from rules.core import Config, Match, Seat, get_game


def open_setup(app, game_id: str) -> SetupScene:
    app.push(MainMenu(app))
    frames(app)
    click(app, app.top.game_buttons()[game_id].rect.center)
    assert isinstance(app.top, SetupScene)
    return app.top


def type_into(app, entry, text: str) -> None:
    """Click the field, select all (Ctrl+A) and type ``text`` as real key events."""
    click(app, entry.rect.center)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="", scancode=4))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_a, mod=0))
    app.step()
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        app.step()
    app.step()  # the scene hears the last "text changed" event


def players(app, setup, n: int) -> None:
    click(app, next(b for b, k in setup.count_buttons.items() if k == n).rect.center)


def option_button(setup, oid: str, value):
    return next(b for b, (o, v) in setup.option_buttons.items() if (o, v) == (oid, value))


def test_every_option_appears_numeric_ones_too(app):
    for game_id in ("imperio", "virrey"):
        setup = open_setup(app, game_id)
        shown = set(setup.option_boxes.values()) | {o for o, _ in setup.option_buttons.values()}
        assert shown == {o.id for o in get_game(game_id).options}
        app.pop()
        frames(app)


def test_virrey_solo_offers_the_virtual_opponents_the_rules_accept(app):
    setup = open_setup(app, "virrey")
    assert setup.players == 1
    values = sorted(v for o, v in setup.option_buttons.values() if o == "virtual")
    assert values == [1, 2, 3]  # solo: at least one; four players in all
    assert option_button(setup, "virtual", 1).is_selected
    players(app, setup, 3)
    assert sorted(v for o, v in setup.option_buttons.values() if o == "virtual") == [0, 1]
    players(app, setup, 1)
    click(app, option_button(setup, "virtual", 3).rect.center)
    assert option_button(setup, "virtual", 3).is_selected
    click(app, setup.start.rect.center)
    scene = app.top
    assert isinstance(scene, TableScene)
    assert scene.match.config.options["virtual"] == 3
    assert scene.match.state.v == 3


def test_levels_are_described_in_the_players_words(app):
    for lang in ("es", "en"):
        app.ui.settings.lang = lang
        for game_id in ("imperio", "virrey"):
            setup = SetupScene(app, game_id)
            labels = dict((k, text) for text, k in setup.kind_options())
            assert list(labels) == ["human", *ai.levels_for(game_id)]
            assert len(set(labels.values())) == len(labels)
            for _kind, text in labels.items():
                assert "ISMCTS" not in text and "." not in text.split(":")[0], text
                assert not text.startswith(("setup.", f"{game_id}.")), text  # a real string
            if game_id == "virrey":  # Virrey has no cards to "play"
                assert "card" not in labels["random"].lower() and "carta" not in labels["random"].lower()
    app.ui.settings.lang = "es"


def test_the_seed_is_under_advanced(app):
    setup = open_setup(app, "imperio")
    assert setup.seed_entry is None
    click(app, setup.advanced_btn.rect.center)
    assert setup.seed_entry is not None and setup.seed_entry.visible
    type_into(app, setup.seed_entry, "4242")
    click(app, setup.advanced_btn.rect.center)  # closing it keeps the seed
    assert setup.seed_entry is None
    click(app, setup.start.rect.center)
    assert isinstance(app.top, TableScene)
    assert app.top.match.config.seed == 4242


def test_a_name_too_long_says_so_and_is_not_cut(app):
    setup = open_setup(app, "imperio")
    long_name = "Maximiliano de las Heras"
    assert len(long_name) > MAX_NAME
    type_into(app, setup.name_entries[1], long_name)
    assert setup.name_entries[1].get_text() == long_name  # nothing cut
    note = setup.name_notes[1].text
    assert str(MAX_NAME) in note and str(len(long_name)) in note
    assert note == app.ui.t("setup.name_too_long", max=MAX_NAME, n=len(long_name))
    assert setup.name_notes[0].text.strip() == ""  # a human's seat
    assert not setup.start.is_enabled
    click(app, setup.start.rect.center)
    assert app.top is setup
    type_into(app, setup.name_entries[1], "Maximiliano")
    assert setup.name_notes[1].text == setup.level_note(setup.kinds[1]) and setup.start.is_enabled
    click(app, setup.start.rect.center)
    assert isinstance(app.top, TableScene)
    assert app.top.match.seats[1].name == "Maximiliano"


def finished_virrey_solo() -> Match:
    match = Match.new("virrey", Config(1, 3, {"virtual": 2}), [Seat("Zoe", "greedy")])
    rng = random.Random(1)
    while not match.is_over():
        seat = match.state.to_act()[0]
        match.apply(seat, rng.choice(match.state.legal(seat)))
    return match


@pytest.mark.parametrize("case", ["virrey", "imperio"])
def test_play_again_starts_the_setup_with_the_same_seats_levels_and_options(app, case):
    if case == "virrey":
        match = finished_virrey_solo()
    else:  # the results screen only needs the scores of the seats: the imperio start has them
        seats = [Seat("Ana"), Seat("Bruno", "hard"), Seat("Carmen", "random"), Seat("Dora", "easy")]
        match = Match.new("imperio", Config(4, 5, {"grand": True}), seats)
    app.push(MainMenu(app))
    frames(app)
    app.push(ResultsScene(app, match))
    frames(app, 2)
    click(app, app.top.again.rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.game.id == match.game.id
    assert setup.players == match.config.players
    assert [e.get_text() for e in setup.name_entries] == [s.name for s in match.seats]
    assert setup.seats() == match.seats  # names and levels, as the drop-downs show them
    if case == "virrey":
        assert option_button(setup, "virtual", 2).is_selected
    else:
        assert [b.get_state() for b in setup.option_boxes] == [True]
    click(app, setup.start.rect.center)
    again = app.top
    assert isinstance(again, TableScene)
    assert again.match.seats == match.seats and again.match.config.options == match.config.options


@pytest.mark.parametrize("game_id", ["virrey", "tribunal"])
def test_each_seats_level_list_opens_whole_at_150_on_a_small_window(app, game_id):
    """Clicked open, a seat's list of levels shows every level whole inside the window, none
    scrolled out of sight (the second seat's list opened downwards and the window cut
    "Difícil" short at 1024x640 150 %)."""
    from label_fit import resize

    app.settings.ui_scale = "150"
    resize(app, (1024, 640))
    setup = open_setup(app, game_id)
    setup.set_players(setup.game.max_players)
    setup.rebuild()
    frames(app)
    screen = pygame.Rect((0, 0), app.size)
    for seat in range(setup.players):
        menu = app.top.kind_menus[seat]
        click(app, menu.rect.center)
        listing = menu.current_state.options_selection_list
        assert listing is not None, seat
        rows = [item["button_element"] for item in listing.item_list]
        assert len(rows) == len(setup.kind_options()) and all(r is not None and r.visible for r in rows), seat
        assert all(screen.contains(r.rect) and listing.rect.contains(r.rect) for r in rows), (seat, listing.rect)
        click(app, menu.rect.center)  # closes it
        frames(app)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_levels_say_what_they_are_wherever_the_seats_drop_down_has_room(app, lang):
    """Each level keeps its short line ("Greedy: always what pays most on this move") where it
    fits the seat's drop-down, the two-page setup of a small window at 150 % included (at
    1366x768 the levels were named alone in a drop-down 860 px wide); only where a line would
    not fit are they named alone."""
    from label_fit import resize

    app.ui.settings.lang = lang
    app.settings.ui_scale = "150"
    for size, whole in (((1366, 768), True), ((1024, 640), False)):
        resize(app, size)
        setup = open_setup(app, "ausonia")
        assert setup.narrow()
        menu = setup.kind_menus[1]
        labels = [text for text, kind in setup.kind_options() if kind != "human"]
        fits = [setup.font(18).size(text)[0] <= menu.rect.w - setup.px(24) for text in labels]
        assert all(fits), (size, labels)
        assert all(":" in text for text in labels) == whole, (size, labels)
        app.pop()


@pytest.mark.parametrize("way", ["setup", "lesson"])
def test_a_table_that_takes_a_moment_says_so_before_it_opens(app, monkeypatch, way):
    """Opening a table holds the loop (up to 2 s the first time) and nothing showed the
    press: a frame with "Setting up the table" is shown before the table is built."""
    from client.tutorial import coach as lesson

    shown = []  # the frames shown: (the screen, the wait box) at each flip
    real_flip = pygame.display.flip
    monkeypatch.setattr(pygame.display, "flip", lambda: shown.append((app.screen.copy(), app.wait_box)) or real_flip())
    built = []  # how many frames were shown when the table was built
    real_scene = app.scene
    monkeypatch.setattr(
        app, "scene", lambda name, *a, **k: (name == "table" and built.append(len(shown))) or real_scene(name, *a, **k)
    )
    if way == "setup":
        setup = open_setup(app, "imperio")
        press = setup.start
    else:
        lesson.clear_progress("imperio")
        app.push(MainMenu(app))
        frames(app)
        app.push(app.scene("learn"))
        frames(app)
        press = next(b for b, game in app.top.start.items() if game == "imperio")
    shown.clear()
    click(app, press.rect.center)
    assert isinstance(app.top, TableScene) and built
    screen, box = shown[built[0] - 1]  # the last frame shown before the table was built
    assert box is not None and screen.get_at((box.centerx, box.top))[:3] == (232, 196, 106)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_line_under_a_seat_says_what_its_level_does_and_hard_its_record(app, lang):
    """Under each AI seat whose drop-down names its level alone (1024x640 at 150 %), what the
    level does; chosen anew by a real click in the drop-down, the line follows at once (a
    human's is blank); under the seats, once, how hard fared against the references where it
    was measured, whole. Where the drop-down says it all (1600x900), the line is blank."""
    from label_fit import misfits, resize

    app.ui.settings.lang = lang
    app.settings.ui_scale = "150"
    resize(app, (1024, 640))
    setup = open_setup(app, "virrey")
    setup.set_players(4)
    frames(app)
    setup = app.top
    about = {k: setup.level_text(k).split(":", 1)[1].strip() for k in ai.levels_for("virrey")}
    for seat in range(setup.players):
        note = setup.name_notes[seat].text.strip()
        kind = setup.kinds[seat]
        assert (note == "") if kind == "human" else (note.lower() == about[kind].lower()), (seat, kind, note)
    menu = setup.kind_menus[1]
    click(app, menu.rect.center)
    frames(app)
    rows = menu.current_state.options_selection_list.item_list
    labels = [text for text, _ in setup.kind_options()]
    click(app, rows[labels.index(setup.level_text("hard").split(":")[0])]["button_element"].rect.center)
    frames(app, 2)
    assert setup.kinds[1] == "hard"
    assert setup.name_notes[1].text.lower() == about["hard"].lower()
    record = " ".join(label.text for label in setup.record_labels)
    assert record == setup.hard_record() and "OpenSpiel" in record and "10" in record
    assert misfits(setup) == []
    resize(app, (1600, 900))
    app.settings.ui_scale = "100"
    setup.rebuild()
    frames(app)
    assert all(note.text.strip() == "" for note in app.top.name_notes)
    assert all(":" in text for text, kind in app.top.kind_options() if kind != "human")
    app.ui.settings.lang = "es"


def test_a_game_with_no_record_measured_says_none_nor_a_solo_game(app, monkeypatch):
    app.ui.t("menu.learn")  # the language's strings loaded
    monkeypatch.delitem(app.ui._strings[app.ui.lang], "krysis.level.hard_record", raising=False)
    setup = open_setup(app, "krysis")
    assert setup.hard_record() is None and setup.record_labels == []
    app.pop()
    setup = open_setup(app, "virrey")
    setup.set_players(1)
    assert setup.hard_record() and app.top.record_labels == []
    setup.set_players(2)
    assert app.top.record_labels


@pytest.mark.parametrize("game_id", ["virrey", "ausonia", "tribunal"])
def test_hard_s_record_gives_way_to_the_seats_where_there_is_no_room(app, game_id):
    """At 1024x640 150 % the record under the seats lies whole above the foot's buttons with
    the fewest seats; with the most (five in Grand Tribunal) it ran under Back and Start, and
    is left out where it does not fit."""
    from label_fit import resize

    app.settings.ui_scale = "150"
    resize(app, (1024, 640))
    setup = open_setup(app, game_id)
    fewest = max(2, setup.game.min_players)  # a solo game has no record to show
    for players in (fewest, setup.game.max_players):
        setup.set_players(players)
        frames(app)
        setup = app.top
        foot = min(b.rect.top for b in (setup.back, setup.start))
        seats_end = setup.name_notes[-1].rect.bottom
        assert seats_end <= foot, (players, seats_end, foot)
        assert all(seats_end <= label.rect.top and label.rect.bottom <= foot for label in setup.record_labels), players
        if players == fewest:
            assert setup.record_labels, "room enough at the fewest seats"
