"""The guided first game (client/tutorial): every script plays through at the real table,
a broken script is refused naming the file, step and field, and a learner drives a lesson
with real mouse drags and keys: the lit move advances, another is refused, Next and F1,
leaving and resuming, and the hand-over."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pygame
import pytest
import yaml
from label_fit import misfits

from client.autoplay import run_tutorial
from client.testing import click, drag, frames, key, make_app, run_until
from client.tutorial import coach as lesson
from client.tutorial import script as tutorial_script
from client.tutorial.script import TutorialError
from rules.imperio.actions import Play

GAMES = tutorial_script.games_with_tutorials()


@pytest.mark.parametrize("game_id", GAMES)
def test_each_tutorial_plays_through_at_the_real_table(game_id, capsys):
    assert run_tutorial(game_id) == 0
    steps = len(tutorial_script.load(game_id).steps)
    assert capsys.readouterr().out.strip() == f"tutorial {game_id}: {steps} steps ok"


def test_the_command_line_runs_a_tutorial_headless():
    out = subprocess.run(
        [sys.executable, "-m", "client", "--tutorial", "imperio", "--headless"], capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().endswith("steps ok")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_names_a_rulebook_section_in_both_languages(game_id):
    script = tutorial_script.load(game_id)
    for lang in tutorial_script.LANGS:
        headings = tutorial_script.rulebook_headings(game_id, lang)
        for step in script.steps:
            assert tutorial_script.heading_index(headings, step.section[lang]) is not None
            assert step.text[lang].strip()


# -- a broken script says where ------------------------------------------------------------
@pytest.fixture
def copy(tmp_path):
    """A copy of the imperio tutorial to break: (folder, edit(file, change))."""
    base = tmp_path / "tutorials"
    shutil.copytree(tutorial_script.root() / "imperio", base / "imperio")

    def edit(name, change):
        path = base / "imperio" / name
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        change(data)
        path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")

    return base, edit


def refused(base, match):
    with pytest.raises(TutorialError, match=match):
        tutorial_script.load("imperio", base)


def test_an_edited_script_is_read_again_in_the_place_of_the_old(copy):
    """``load`` keeps a checked script while its files are unchanged: an edit is read again,
    and the folder keeps one script (it kept one a version, for as long as the app ran)."""
    base, edit = copy
    first = tutorial_script.load("imperio", base)
    assert tutorial_script.load("imperio", base) is first
    edit("en.yaml", lambda d: d["steps"]["welcome"].update(text="Edited."))
    again = tutorial_script.load("imperio", base)
    assert again is not first and again.steps[0].text["en"] == "Edited."
    assert sum(key.startswith(str(base)) for key in tutorial_script._LOADED) == 1


def test_an_illegal_move_names_the_step(copy):
    base, edit = copy

    def wrong_card(d):
        d["steps"][3]["do"]["card"] = "charlemagne"  # in Bruno's hand

    edit("script.yaml", wrong_card)
    refused(base, r"imperio/script.yaml, step 'r1_choose', do: .*charlemagne.* is not a legal move here")


def test_an_unknown_field_a_bad_seat_and_a_broken_position(copy):
    base, edit = copy
    edit("script.yaml", lambda d: d["steps"][0].update(colour="red"))
    refused(base, r"step 'welcome', colour: is not a field")
    edit("script.yaml", lambda d: d["steps"][0].pop("colour"))
    edit("script.yaml", lambda d: d["steps"][4].update(seat=0))
    refused(base, r"step 'r1_ana', seat: an AI move is made by another seat")
    edit("script.yaml", lambda d: d["steps"][4].update(seat=1))
    edit("script.yaml", lambda d: d["position"]["hands"][0].append("charlemagne"))
    refused(base, r"imperio/script.yaml, position.hands\[2\]\[4\]: monarch 'charlemagne' is also in hands\[0\]")


def test_a_part_of_the_table_a_step_shows_is_one_of_its_layout(copy):
    base, edit = copy
    edit("script.yaml", lambda d: d["steps"][1].update(show=["throne"]))
    refused(base, r"step 'event_card', show\[0\]: 'throne' is not a part of the table \(event, event_col, ")
    edit("script.yaml", lambda d: d["steps"][1].update(show="event"))
    refused(base, r"step 'event_card', show: must be a list")


def test_missing_words_and_a_section_that_is_not_in_the_rulebook(copy):
    base, edit = copy
    edit("en.yaml", lambda d: d["steps"].pop("r2_play"))
    refused(base, r"imperio/en.yaml, step 'r2_play': has no words for this step")
    shutil.copy(tutorial_script.root() / "imperio" / "en.yaml", base / "imperio" / "en.yaml")
    edit("es.yaml", lambda d: d["steps"]["hero"].update(section="Capítulo 9"))
    refused(base, r"imperio/es.yaml, step 'hero', section: 'Capítulo 9' is not a heading")
    shutil.copy(tutorial_script.root() / "imperio" / "es.yaml", base / "imperio" / "es.yaml")
    edit("es.yaml", lambda d: d["steps"].update(extra={"text": "x", "section": "Introducción:"}))
    refused(base, r"imperio/es.yaml, step 'extra': is not a step of the script")
    (base / "imperio" / "es.yaml").write_text("names: [a, b\n", encoding="utf-8")
    refused(base, r"imperio/es.yaml: is not valid YAML at line")


def test_the_last_step_must_hand_over(copy):
    base, edit = copy
    edit("script.yaml", lambda d: d["steps"].pop())
    edit("es.yaml", lambda d: d["steps"].pop("handover"))
    edit("en.yaml", lambda d: d["steps"].pop("handover"))
    refused(base, "the last step must be the hand-over")


# -- a learner at the table ------------------------------------------------------------------
def open_lesson(app, game_id="imperio", small=False):
    """The main menu, Learn to play, then the game's lesson: its table scene (``small``: in a
    1024x640 window at 150 %, the smallest the lessons are made for)."""
    from client.scenes.menu import MainMenu

    if small:
        from label_fit import resize

        app.settings.ui_scale = "150"
        resize(app, (1024, 640))
    app.push(MainMenu(app))
    frames(app)
    app.push(app.scene("learn"))
    frames(app, 2)
    learn = app.top
    click(app, next(b for b, g in learn.start.items() if g == game_id).rect.center)
    frames(app, 3)
    return app.top


def to_step(app, scene, step_id):
    while scene.coach.step.id != step_id:
        if scene.coach.step.kind == "do":
            scene.human_action(scene.coach.step.action)
        else:
            assert run_until(app, lambda: scene.coach.next_btn.is_enabled, 300)
            click(app, scene.coach.next_btn.rect.center)
        frames(app, 2)


def test_a_learner_drags_the_lit_card_and_a_wrong_one_is_refused():
    app = make_app()
    try:
        scene = open_lesson(app)
        assert scene.coach is not None and scene.coach.step.id == "welcome"
        key(app, pygame.K_RETURN)  # Next by Enter
        assert scene.coach.step.id == "event_card"
        to_step(app, scene, "r1_choose")
        assert run_until(app, lambda: scene.deciding == 0, 100)
        card, target = scene.coach.lit(scene)
        assert not scene.coach.next_btn.is_enabled  # the learner must do it
        wrong = next(r for c, r in scene.table.hand_rects().items() if c != "charles_v" and c != "louis_iv")
        drag(app, wrong.center, target.center)
        assert scene.coach.step.id == "r1_choose" and len(scene.match.steps) == 0
        assert any("Primero" in t for t, _ in app.ui.toasts)
        drag(app, card.center, target.center)
        assert scene.coach.step.id == "r1_ana" and scene.match.steps[0].action == Play("charles_v")
        assert run_until(app, lambda: scene.coach.next_btn.is_enabled, 300)  # Ana's move, then Next
        assert [s.seat for s in scene.match.steps] == [0, 1]
    finally:
        app.close()


def test_f1_opens_the_rulebook_at_the_step_s_section():
    app = make_app(lang="en")
    try:
        scene = open_lesson(app)
        to_step(app, scene, "r3_intro")
        key(app, pygame.K_F1)
        rules = app.top
        assert type(rules).__name__ == "RulesScene"
        index = tutorial_script.heading_index([t for _, t in rules.headings], scene.coach.section("en"))
        assert rules.page == rules.book.heading_page[index] and "Dinast" in scene.coach.section("en")
    finally:
        app.close()


def test_f1_held_opens_the_rulebook_once():
    """F1 while the rulebook opened (a second in the app) came again as a repeat, which
    toggled the shortcut list over it; Esc then took some 40 presses to get back. F1 (and
    F11) act once a press, as Enter does."""
    app = make_app(lang="en")
    try:
        scene = open_lesson(app)
        to_step(app, scene, "r3_intro")
        down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=58)
        app.step([down])
        frames(app)
        app.step([down])  # the repeat, before the key's release
        app.step([pygame.event.Event(pygame.KEYUP, key=pygame.K_F1, mod=0)])
        frames(app)
        assert [type(s).__name__ for s in app.scenes[-2:]] == ["TableScene", "RulesScene"]
    finally:
        app.close()


def test_a_lesson_left_is_resumed_where_it_was_and_can_start_over():
    app = make_app()
    try:
        scene = open_lesson(app)
        to_step(app, scene, "r2_play")
        moves = len(scene.match.steps)
        key(app, pygame.K_ESCAPE)  # back to Learn to play
        frames(app, 3)
        learn = app.top
        assert type(learn).__name__ == "LearnScene" and learn.again
        button = next(b for b, game in learn.start.items() if game == "imperio")
        assert "paso 8 de 22" in button.text
        assert misfits(learn) == []  # the words fit their button (they ran past it at 1024x640)
        from label_fit import resize

        app.settings.ui_scale = "150"  # and at 1024x640 150 % (683x427 layout units): the game's
        resize(app, (1024, 640))  # name and the step, in short ("El Vi…: seguir (paso 8 de 22)")
        frames(app)
        button = next(b for b, game in app.top.start.items() if game == "imperio")
        assert button.text == "El Viejo Imperio, paso 8/22" and misfits(app.top) == [] and app.top.k == 1.5
        app.settings.ui_scale = "100"
        app.apply_settings()
        frames(app)
        button = next(b for b, game in app.top.start.items() if game == "imperio")
        click(app, button.rect.center)
        frames(app, 3)
        again = app.top
        assert again.coach.step.id == "r2_play" and len(again.match.steps) == moves
        key(app, pygame.K_ESCAPE)
        frames(app, 3)
        click(app, next(b for b, game in app.top.again.items() if game == "imperio").rect.center)  # start over
        frames(app, 3)
        assert app.top.coach.step.id == "welcome" and not app.top.match.steps
    finally:
        app.close()


def test_the_hand_over_plays_on_against_the_ai_with_hints_or_opens_a_new_game():
    from rules.core import Config, Match, Seat, saves

    other = Match.new("krysis", Config(2, seed=3), [Seat("Ana"), Seat("Bruno", "greedy")])
    saves.write(other, saves.autosave_path())  # a game in progress before the lesson
    app = make_app()
    try:
        scene = open_lesson(app)
        to_step(app, scene, "handover")
        match = scene.match
        click(app, scene.coach.next_btn.rect.center)  # Play on
        frames(app, 3)
        table = app.top
        assert table.coach is None and table.match is match and table.hints_offered()
        assert [s.kind for s in match.seats] == ["human", "normal", "normal"]
        assert not lesson.progress_path("imperio").exists()
        assert saves.read(saves.autosave_path()).config == match.config  # Continue resumes it
        assert any(saves.read(p).game.id == "krysis" for p in saves.list_kept())  # the other is kept
    finally:
        app.close()
    app = make_app()
    try:
        scene = open_lesson(app)
        to_step(app, scene, "handover")
        click(app, scene.coach.skip_btn.rect.center)  # New game
        frames(app, 3)
        assert type(app.top).__name__ == "SetupScene" and app.top.game.id == "imperio"
    finally:
        app.close()


def test_a_lesson_by_keyboard_alone_from_the_main_menu():
    from client.scenes.menu import MainMenu

    app = make_app()
    try:
        app.push(MainMenu(app))
        frames(app)
        menu = app.top
        for _ in range(40):  # Tab to "Learn to play"
            key(app, pygame.K_TAB)
            if menu.focused_widget() is menu.learn_btn:
                break
        key(app, pygame.K_RETURN)
        frames(app, 2)
        learn = app.top
        for _ in range(20):  # Tab to El Viejo Imperio's lesson
            key(app, pygame.K_TAB)
            if learn.start.get(learn.focused_widget()) == "imperio":
                break
        key(app, pygame.K_RETURN)
        frames(app, 3)
        scene = app.top
        assert scene.coach is not None
        to_step(app, scene, "r1_choose")
        assert run_until(app, lambda: scene.deciding == 0, 100)
        before = len(scene.match.steps)
        for _ in range(60):  # Tab to the lit card, Enter, then to the trick, Enter
            key(app, pygame.K_TAB)
            stop = scene.keys.current(scene.key_stops())
            if stop is not None and stop.name.endswith("charles_v"):
                break
        key(app, pygame.K_RETURN)
        for _ in range(60):
            if len(scene.match.steps) > before:
                break
            stop = scene.keys.current(scene.key_stops())
            if stop is not None and stop.rect.colliderect(scene.coach.lit(scene)[-1]):
                key(app, pygame.K_RETURN)
                break
            key(app, pygame.K_TAB)
        assert scene.match.steps[before].action == Play("charles_v") and scene.coach.step.id == "r1_ana"
    finally:
        app.close()


def test_virrey_s_placing_step_waits_for_the_learner_after_a_drop_on_its_space():
    """A card dropped on the lit space at its secret choice is placed by the learner at the
    placing step, whose words (what the card costs there) show: the table's follow-up placed it
    at once and the step went by unseen (a first-time player by mouse, issue 38)."""
    app = make_app(lang="en")
    try:
        scene = open_lesson(app, "virrey")
        to_step(app, scene, "play_smuggler")
        assert run_until(app, lambda: scene.deciding == 0, 200)
        lit = scene.coach.lit(scene)  # the Smuggler, then the spaces right and left of the Hermit
        drag(app, lit[0].center, lit[-1].center)  # onto the left one: the script places it right
        frames(app, 3)
        assert scene.coach.step.id == "bruno_plays"
        for _ in range(2):  # Bruno plays, Bruno places: Next
            assert run_until(app, lambda: scene.coach.next_btn.is_enabled, 300)
            click(app, scene.coach.next_btn.rect.center)
            frames(app, 2)
        for _ in range(30):  # time for a follow-up to be made
            frames(app)
        assert scene.coach.step.id == "place_smuggler" and "1 green gem" in scene.coach.words("en")
        assert run_until(app, lambda: scene.deciding == 0 and scene.coach.lit(scene), 200)
        moves = len(scene.match.steps)
        click(app, scene.coach.lit(scene)[-1].center)  # the lit space
        frames(app, 3)
        assert len(scene.match.steps) == moves + 1 and scene.coach.step.id == "gem_yellow"
    finally:
        app.close()


def test_the_lesson_s_words_stay_under_a_card_zoom():
    """A card zoomed at the hand-over: the lesson's box stays in the panel under the veil, its
    two choices in it (the panel's log was drawn there instead, the choices over its lines)."""
    app = make_app(lang="en")
    try:
        scene = open_lesson(app)
        to_step(app, scene, scene.coach.script.steps[-1].id)
        card = next(iter(scene.table.hand_rects().values()))
        click(app, card.center, button=3)  # the zoom
        assert scene.table.overlay_open()
        boxes = []
        real = scene.coach.draw_box
        scene.coach.draw_box = lambda s, surface: boxes.append(real(s, surface))
        frames(app)
        assert boxes, "the lesson's box was not drawn"
    finally:
        app.close()


def test_virrey_s_prompt_lies_inside_its_bar_at_1024x640():
    """The development's prompt ("… onto the discard, or pass") took two lines in a bar one
    line high: its second line was cut by the bar's edge (a lesson played by mouse)."""
    from label_fit import resize
    from text_ink import frame_texts, tracking

    app = make_app(lang="en")
    try:
        resize(app, (1024, 640))
        scene = open_lesson(app, "virrey")
        to_step(app, scene, "play_smuggler")
        assert run_until(app, lambda: scene.deciding == 0, 200)
        with tracking():
            frames(app)
            found = frame_texts(app)
        bar = scene.table.layout.bar
        words = scene.table.prompt().split()
        inside = [(r, w) for r, w in found if w and w.split()[0] in words and r.colliderect(bar)]
        assert inside, [w for _, w in found]
        inner = bar.inflate(-6, -6)  # clear of the bar's border
        assert all(inner.contains(r) for r, _ in inside), (tuple(bar), inside)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1600, 900)])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_lessons_buttons_sit_whole_in_the_window_at_150(size, lang):
    """Next and "Do it for me" inside the window and apart, each text whole: in a folded side
    panel, in the rail (at 1024x640 150 % "Siguiente" ran off the window, sized twice by the
    scale, and "Hazlo por mí" lay over the hand where Save sits in the rail's drawer)."""
    from label_fit import _room, resize

    app = make_app(lang=lang)
    try:
        app.settings.ui_scale = "150"
        resize(app, size)
        scene = open_lesson(app, "krysis")
        frames(app, 2)
        screen = pygame.Rect((0, 0), app.size)
        buttons = (scene.coach.next_btn, scene.coach.skip_btn)
        for btn in buttons:
            assert btn.visible and screen.contains(btn.rect), (btn.text, btn.rect)
            assert btn.font.size(btn.text)[0] <= _room(btn), (btn.text, btn.rect)
            if scene.panel.compact:
                assert scene.panel.rect.contains(btn.rect), (btn.text, btn.rect, scene.panel.rect)
        assert not buttons[0].rect.colliderect(buttons[1].rect)
        box = scene.panel.prompt_box
        assert not scene.panel.compact or box.contains(buttons[1].rect)  # "Do it for me" in the prompt's box
    finally:
        app.close()


def test_learn_to_play_opens_at_once_and_tells_a_broken_script_when_its_lesson_is_pressed(copy, monkeypatch):
    """Learn to play played every lesson through to check it before it showed (2 s, and as
    long again after each lesson, with no sign of the key's press): it checks a script only
    where its lesson was left, and a broken one is told when its lesson is pressed."""
    from client.scenes.dialogs import MessageDialog
    from client.scenes.menu import MainMenu

    base, edit = copy
    edit("script.yaml", lambda d: d["steps"][3].update(seat=7))
    monkeypatch.setattr(tutorial_script, "root", lambda: base)
    loads = []
    real = tutorial_script.load
    monkeypatch.setattr(tutorial_script, "load", lambda *a, **k: loads.append(a) or real(*a, **k))
    app = make_app()
    try:
        app.push(MainMenu(app))
        frames(app)
        app.push(app.scene("learn"))
        frames(app, 2)
        learn = app.top
        assert list(learn.start.values()) == ["imperio"] and loads == []
        click(app, next(iter(learn.start)).rect.center)
        frames(app, 2)
        assert isinstance(app.top, MessageDialog) and "script.yaml" in app.top.text
    finally:
        app.close()


def test_tab_reaches_the_lit_place_first_in_a_lessons_move():
    """At the first move of El Viejo Imperio's lesson (at 1024x640 150 % the lesson's box lies
    over the left of the hand) Tab walked the hand from its first card, under the box, to the
    lit Carlos V: after the lesson's buttons the ring goes to the lit card, then the trick."""

    app = make_app()
    try:
        scene = open_lesson(app, "imperio", small=True)
        to_step(app, scene, "r1_choose")
        lit = [pygame.Rect(r) for r in scene.coach.lit(scene)]
        names = []
        for _ in range(4):
            key(app, pygame.K_TAB)
            names.append(scene.keys.name)
        table = [n for n in names if not n.startswith(("tutorial:", "panel:"))]
        assert table, names
        stop = next(s for s in scene.key_stops() if s.name == table[0])
        assert any(r.collidepoint(stop.rect.center) for r in lit), (names, tuple(stop.rect))
        assert not stop.rect.colliderect(scene.coach.box(scene))
        while scene.keys.name != stop.name:
            key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN)  # picks the lit card up: the ring goes on to the trick
        lit = [pygame.Rect(r) for r in scene.coach.lit(scene)]
        after = next(s for s in scene.key_stops() if s.name == scene.keys.name)
        assert any(after.rect.collidepoint(r.center) for r in lit), (scene.keys.name, tuple(after.rect))
        key(app, pygame.K_RETURN)
        assert run_until(app, lambda: scene.coach.step.id != "r1_choose", 300)  # played: it went on
    finally:
        app.close()


def test_enter_on_a_lessons_source_puts_the_ring_on_the_lit_place_it_goes_to():
    """Grand Tribunal's second vote: Enter on the Concilium put the ring on the register's
    first space (Potions), not the lit Elemental, and the next Enter was refused with "first,
    this step": the ring goes to the lit place, and Enter there votes."""
    app = make_app(lang="en")
    try:
        scene = open_lesson(app, "tribunal")
        to_step(app, scene, "vote_elemental")
        lit = [pygame.Rect(r) for r in scene.coach.lit(scene)]
        while not scene.keys.visible or scene.keys.name.startswith(("tutorial:", "panel:")):
            key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN)  # the Concilium picked up
        assert scene.keys.name != scene.keys.source, scene.keys.name  # on to where it goes
        after = next(s for s in scene.key_stops() if s.name == scene.keys.name)
        lit = [pygame.Rect(r) for r in scene.coach.lit(scene)]
        assert any(after.rect.collidepoint(r.center) or r.collidepoint(after.rect.center) for r in lit), after.name
        key(app, pygame.K_RETURN)
        assert run_until(app, lambda: scene.coach.step.id != "vote_elemental", 300)
        to_step(app, scene, "activate")  # a drag of the Amber Orb onto the Regio
        key(app, pygame.K_TAB)
        while scene.keys.name.startswith(("tutorial:", "panel:")):
            key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN)  # Tab came to the source first: picked up
        key(app, pygame.K_RETURN)  # and dropped on the lit Regio
        assert run_until(app, lambda: scene.coach.step.id != "activate", 300), scene.keys.name
    finally:
        app.close()


def test_a_seat_the_script_holds_waits_on_the_learner_and_thinks_only_while_its_move_is_due():
    """Krysis's lesson at the opening bid: Bruno's bid is the script's, made after the
    learner's steps, so while the learner bids Bruno's panel reads "to choose", not
    "thinking"; it thinks while its scripted move is due, and once made waits on Next."""
    from client.krysis import panels

    app = make_app()
    try:
        scene = open_lesson(app, "krysis")
        to_step(app, scene, "bid_blue")
        table = scene.table
        assert 1 in table.ai_seats and 1 in table.script_held and not table.thinks(1)
        assert panels._status(table.drawer, table.view, 1) == app.ui.t("krysis.table.waiting")
        app.ui.settings.anim_speed = 1.0  # an AI move shows as thinking a while before it is made
        to_step(app, scene, "bruno_bid")
        assert scene.coach.animating() and table.thinks(1)
        assert panels._status(table.drawer, table.view, 1) == app.ui.t("krysis.table.thinking")
        assert run_until(app, lambda: scene.coach.next_btn.is_enabled, 300)
        assert not scene.coach.animating() and not table.thinks(1)
    finally:
        app.close()
