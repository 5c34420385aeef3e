"""Hints at the table (issue 22): the button and the H key ask the AI worker for the normal
level's move from the deciding seat's view; the side panel says it in words with its
chance, the table lights it where it can; hints off in the settings hides the button and
H does nothing; each hint is counted for the seat, and the history records the counts."""

from __future__ import annotations

import pygame
import pytest

from client.scenes.menu import MainMenu
from client.testing import click, frames, key, make_app, run_until
from rules.core import Config, Match, Seat, history


def start(game="imperio", hints=True, seats=None, seed=3):
    app = make_app(autosave=False)
    app.history_mark = "play"
    app.ui.settings.hints = hints
    app.push(MainMenu(app))
    frames(app)
    seats = seats or [Seat("Ana"), Seat("IA 1", kind="random"), Seat("IA 2", kind="random")]
    scene = app.start_match(Match.new(game, Config(len(seats), seed=seed), seats))
    assert run_until(app, lambda: scene.deciding == 0, 600)
    frames(app, 2)
    return app, scene


@pytest.mark.parametrize("game", ["imperio", "virrey", "krysis"])
def test_the_hint_button_shows_the_move_in_words_with_its_chance(game):
    app, scene = start(game)
    try:
        assert scene.hint_btn.visible
        click(app, scene.hint_btn.rect.center)
        assert run_until(app, lambda: scene.hint is not None, 200)
        _, action, chance, words = scene.hint
        assert action in scene.match.state.legal(0)
        assert words and scene.panel.hint and words in scene.panel.hint
        if chance is not None:
            assert f"{round(100 * chance)}" in scene.panel.hint
        assert scene.match.hints == [1, 0, 0]
    finally:
        app.close()


def test_the_h_key_asks_and_the_hinted_card_is_lit():
    app, scene = start("imperio")
    try:
        key(app, pygame.K_h)
        assert run_until(app, lambda: scene.hint is not None, 200)
        from client.advice import hint_rects

        rects = hint_rects(scene.table, scene.hint[1])
        assert rects, "a card and its target are lit"
        assert scene.table.hand_card_rect(scene.hint[1].card).contains(rects[0])  # the part of it not covered
        # the hint goes with the next move
        scene.human_action(scene.hint[1])
        frames(app, 2)
        assert scene.hint is None and scene.panel.hint == ""
    finally:
        app.close()


def test_hints_off_hides_the_button_and_the_key_does_nothing():
    app, scene = start("imperio", hints=False)
    try:
        assert not scene.hint_btn.visible
        assert "panel:hint" not in [s.name for s in scene.key_stops()]
        key(app, pygame.K_h)
        frames(app, 5)
        assert scene.hint is None and scene.hint_request is None and scene.match.hints == []
    finally:
        app.close()


def test_no_hint_in_a_game_without_ai():
    from client.testing import confirm_pass

    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    scene = app.start_match(Match.new("imperio", Config(3, seed=4), [Seat("Ana"), Seat("Bruno"), Seat("Carmen")]))
    try:
        assert run_until(app, lambda: confirm_pass(app) is not None or scene.deciding is not None, 100)
        assert run_until(app, lambda: scene.deciding is not None, 100)
        frames(app, 2)
        assert not scene.hint_btn.visible
        key(app, pygame.K_h)
        assert scene.hint_request is None and scene.match.hints == []
    finally:
        app.close()


def test_the_history_counts_the_hints_of_each_seat():
    app, scene = start("imperio")
    try:
        for _ in range(2):
            key(app, pygame.K_h)
            assert run_until(app, lambda: scene.hint is not None, 200)
            scene.human_action(scene.hint[1])
            assert run_until(app, lambda: scene.deciding == 0 or scene.finished, 600)
        match = scene.match
        while not match.is_over():  # the rest played out by the rules
            seat = match.state.to_act()[0]
            match.apply(seat, match.state.legal(seat)[0])
        scene.deciding = None
        assert run_until(app, lambda: scene.finished, 50)
        (rec,), _ = history.load()
        assert rec.hints == (2, 0, 0)
    finally:
        app.close()


def test_a_hint_comes_from_the_worker_process_within_a_second():
    """The real worker process: the window keeps drawing while it thinks."""
    import time

    app = make_app(worker="process", autosave=False)
    app.ui.settings.hints = True
    app.push(MainMenu(app))
    frames(app)
    seats = [Seat("Ana"), Seat("IA", kind="random"), Seat("IA 2", kind="random")]
    scene = app.start_match(Match.new("krysis", Config(3, seed=2), seats))
    try:
        assert run_until(app, lambda: scene.deciding == 0, 2000)
        app.worker.submit(
            scene.request
            or __import__("client.ai_worker").ai_worker.Request(
                0, "krysis", scene.match.config.to_json(), [], 0, "random", 1
            )
        )  # start the process
        assert run_until(app, lambda: app.worker.poll() is not None or app.worker.pending is None, 2000)
        start_at = time.perf_counter()
        key(app, pygame.K_h)
        assert run_until(app, lambda: scene.hint is not None, 10_000, dt=0.0)
        assert time.perf_counter() - start_at < 1.0
    finally:
        app.close()


def test_the_hints_setting_is_chosen_in_settings_and_remembered():
    from client.app import settings_path
    from client.scenes.settings import SettingsScene
    from client.ui import Settings

    app = make_app()
    app.push(MainMenu(app))
    frames(app)
    click(app, app.top.settings_btn.rect.center)
    scene = app.top
    assert isinstance(scene, SettingsScene)

    def button(value):
        return next(b for b, (k, v) in app.top.groups.items() if k == "hints" and v == value)

    assert button(True).is_selected  # default: on
    click(app, button(False).rect.center)
    assert app.settings.hints is False and button(False).is_selected
    assert Settings.load(settings_path()).hints is False
    app.close()


def test_a_move_without_a_public_line_of_its_own_is_named_in_the_games_words():
    """A bid logs nothing, and a sealed choice is public only as "has decided": both are
    named by the game's describe_action (its words, its card names), never by an id."""
    import client.games
    from client.advice import describe, plain
    from rules.krysis import actions as A

    app = make_app(autosave=False, lang="en")
    try:
        seats = [Seat("Ana"), Seat("IA", kind="random"), Seat("IA 2", kind="random")]
        match = Match.new("krysis", Config(3, seed=3), seats)
        module = client.games.table_module("krysis")
        state = match.state
        while not any(isinstance(a, A.Bid) for a in state.legal(state.to_act()[0])):
            seat = state.to_act()[0]
            state.apply(seat, state.legal(seat)[0])
        seat = state.to_act()[0]
        bid = next(a for a in state.legal(seat) if isinstance(a, A.Bid))
        assert plain(bid) == f"bid: {bid.colour}"
        words = describe(module, app.ui, state, seat, bid, [s.name for s in seats])
        assert words == f"add a {bid.colour} crystal to your bid"
        assert len(state.to_act()) > 1  # the bid is sealed: its seal is public only as "has decided"
        choice = A.SealBid()
        words = describe(module, app.ui, state, seat, choice, [s.name for s in seats])
        assert "secret" not in words and words == "seal the bid as it is"
        pick = A.Pick("falcon_porter")
        words = describe(module, app.ui, state, seat, pick, [s.name for s in seats])
        assert "falcon" not in words and words.startswith("put ") and words.endswith(" on your team")
    finally:
        app.close()


def test_a_sealed_choice_is_named_from_the_seats_own_view_even_when_it_alone_decides():
    """Issue 38: at Virrey's setup, once the other seat had chosen, the words were the public
    line "Ana ha decidido en secreto". They name the gems and the card in Ana's words, the
    same whatever is hidden from her (her opponent's choice, the decks)."""
    import random

    import client.games
    from client.advice import describe
    from client.virrey.log import card_name, colour
    from rules.virrey import actions as A

    app = make_app(autosave=False)
    try:
        seats = [Seat("Ana"), Seat("IA", kind="random")]
        state = Match.new("virrey", Config(2, seed=5), seats).state
        module, names = client.games.table_module("virrey"), [s.name for s in seats]
        while 1 in state.to_act():  # the AI makes its setup choices first: only Ana decides now
            state.apply(1, state.legal(1)[0])
        assert state.to_act() == (0,)
        back = next(a for a in state.legal(0) if isinstance(a, A.ReturnGems) and len(set(a.colours)) == 2)
        words = describe(module, app.ui, state, 0, back, names)
        assert "secreto" not in words and all(colour(app.ui, c) in words for c in back.colours), words
        assert describe(module, app.ui, state.resample(0, random.Random(3)), 0, back, names) == words
        state.apply(0, back)
        start = state.legal(0)[0]
        assert isinstance(start, A.StartCard)
        words = describe(module, app.ui, state, 0, start, names)
        assert card_name(app.ui, start.card) in words and "secreto" not in words, words
    finally:
        app.close()


def test_the_words_of_a_draw_never_name_the_card_it_would_draw():
    """The hint's words are public lines, the same in states with the hidden parts dealt
    again: "draws from the deck" is said, the card on top of the true deck is not (fails when
    the words come from the true state, or from the seat's own lines)."""
    import client.games
    from client.advice import describe
    from rules.krysis import actions as A

    app = make_app(autosave=False, lang="en")
    try:
        seats = [Seat("Ana"), Seat("IA", kind="random"), Seat("IA 2", kind="random")]
        match = Match.new("krysis", Config(3, seed=3), seats)
        module = client.games.table_module("krysis")
        state, names = match.state, [s.name for s in seats]
        import random

        rng = random.Random(1)
        while not any(isinstance(a, A.Draw) for a in state.legal(state.to_act()[0])):
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal(seat)))
        seat = state.to_act()[0]
        draw = next(a for a in state.legal(seat) if isinstance(a, A.Draw))
        copy = state.clone()
        before = len(copy.events_for(seat))
        copy.apply(seat, draw)
        secret = [e for e in copy.events_for(seat)[before:] if e.to == seat]
        assert secret, "the true draw tells the seat its card"
        told = module.format_event(app.ui, secret[0], names)
        words = describe(module, app.ui, state, seat, draw, names)
        assert words and words != told
        assert words == module.format_event(app.ui, copy.events_for(seat)[before], names)  # "draws from"
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 640), (1600, 900)])
def test_the_hint_button_leaves_the_whole_prompt_readable(size):
    """The play-test at 1024x640 saw the button take the prompt box's lower half: Krysis's
    bid prompt stopped at "... y sella la". The box grows under its text instead."""
    from client.app import App
    from client.ui import Settings

    app = App(Settings(lang="es", width=size[0], height=size[1]), worker="inline", autosave=False)
    try:
        app.push(MainMenu(app))
        frames(app)
        seats = [Seat("Ana"), Seat("Bruno", kind="greedy")]
        scene = app.start_match(Match.new("krysis", Config(2, seed=3), seats))
        assert run_until(app, lambda: scene.deciding == 0, 600)
        frames(app, 2)
        panel = scene.panel
        assert scene.hint_btn.visible and panel.play_now
        _, lines, box = panel.prompt_text()
        assert " ".join(lines) == " ".join(panel.prompt.split()), lines
        assert box.bottom <= scene.hint_btn.rect.top
        assert panel.log_rect.top > scene.hint_btn.rect.bottom
    finally:
        app.close()


def hint_shown(app, scene):
    """Ask for a hint with H and wait for it: (action, the panel's words, the lit rects)."""
    from client.advice import hint_rects

    key(app, pygame.K_h)
    assert run_until(app, lambda: scene.hint is not None, 400)
    frames(app, 2)
    action = scene.hint[1]
    return action, scene.panel.hint, hint_rects(scene.table, action)


def test_a_secret_setup_choice_is_named_and_lit_for_the_asking_player_alone():
    """Issue 38: at Virrey's "Devuelve 2 gemas" the hint said the public line, "Ana ha
    decidido en secreto", and lit nothing. It names the gems in Ana's words and lights them
    on her screen, one after the other: clicking what is lit returns exactly those gems."""
    from client.virrey.log import colour
    from rules.virrey import actions as A

    app, scene = start("virrey", seats=[Seat("Ana"), Seat("IA", kind="random")], seed=5)
    try:
        assert scene.table.mode == "setup_return"
        assert scene.match.state.to_act() == (0,)  # the AI has returned its gems: only Ana decides
        action, words, rects = hint_shown(app, scene)
        assert isinstance(action, A.ReturnGems)
        assert "secreto" not in words and all(colour(app.ui, c) in words for c in action.colours)
        gems = scene.table.screen_gem_rects()
        assert rects == [gems[action.colours[0]]]
        steps = len(scene.match.steps)
        click(app, rects[0].center)
        from client.advice import hint_rects

        second = hint_rects(scene.table, action)
        assert second == [gems[action.colours[1]]]  # then the other gem is lit
        click(app, second[0].center)
        assert [s.action for s in scene.match.steps[steps:]][:1] == [action]
    finally:
        app.close()


def test_the_hinted_chamber_is_lit_and_the_miner_dragged_there_goes_down_to_it():
    """Issue 38: "Ana baja al nivel 1, cámara 2" lit nothing (every free chamber looks the
    same). The miner and that chamber are lit; dragging the one onto the other makes exactly
    the hinted move."""
    from client.testing import drag
    from rules.krysis import actions as A

    app, scene = start("krysis", seats=[Seat("Ana"), Seat("IA", kind="random"), Seat("IA 2", kind="random")])
    try:
        for _ in range(40):  # Ana bids (seals at once) until she mines
            if scene.table.mode == "chamber":
                break
            scene.human_action(next(a for a in scene.match.state.legal(0) if isinstance(a, (A.SealBid, A.Descend))))
            assert run_until(app, lambda: scene.deciding == 0, 600)
            frames(app, 2)
        assert scene.table.mode == "chamber"
        action, words, rects = hint_shown(app, scene)
        assert isinstance(action, A.Descend) and str(action.chamber + 1) in words
        table = scene.table
        assert rects == [table.miner_rect(0), table.cell_rect(table.view.round, action.chamber)]
        steps = len(scene.match.steps)
        drag(app, rects[0].center, rects[1].center)
        assert scene.match.steps[steps].action == action
    finally:
        app.close()
