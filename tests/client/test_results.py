"""Results: tied seats share a place and the tie-break is named; breakdown labels are whole;
each seat's summary can be enlarged until it is readable."""

import random

import pygame
import pytest

from client.scenes.results import ResultsScene, places
from client.testing import click, frames, make_app
from rules.ai import choose
from rules.core import Config, Match, Seat
from rules.core.state import Score


@pytest.fixture
def app():
    app = make_app(autosave=False)
    yield app
    app.close()


def finished(game, players, seed=1):
    m = Match.new(game, Config(players, seed=seed), [Seat(f"P{i}", "greedy") for i in range(players)])
    rng = random.Random(seed)
    while not m.is_over():
        s = m.state.to_act()[0]
        m.apply(s, choose("greedy", game, m.state.view(s), m.state.legal(s), rng))
    return m


def test_places_are_shared_on_equal_points():
    assert places([2, 2, 2, 5], {3}) == [2, 2, 2, 1]
    assert places([7, 7, 3], {0, 1}) == [1, 1, 3]
    assert places([7, 7, 3], {1}) == [2, 1, 3]  # a tie-break that picked seat 1


def test_tied_seats_share_a_place_and_the_tie_break_is_named(app, monkeypatch):
    m = finished("imperio", 4)
    monkeypatch.setattr(
        m.state,
        "scores",
        lambda: [
            Score(2, (("events", 2),)),
            Score(5, (("events", 5),)),
            Score(2, (("events", 2),)),
            Score(2, (("events", 2),)),
        ],
    )
    monkeypatch.setattr(m.state, "winners", lambda: [1])
    app.push(ResultsScene(app, m))
    frames(app, 2)
    scene = app.top
    assert [scene.places[s] for s in scene.order] == [1, 2, 2, 2]
    assert scene.note is not None and scene.note.text == app.ui.t("results.tiebreak_none")
    assert "desempate" in scene.note.text


def test_no_tie_note_without_a_tie(app, monkeypatch):
    m = finished("imperio", 3)
    monkeypatch.setattr(m.state, "scores", lambda: [Score(1), Score(5), Score(3)])
    monkeypatch.setattr(m.state, "winners", lambda: [1])
    app.push(ResultsScene(app, m))
    frames(app)
    assert app.top.note is None and app.top.places == [3, 1, 2]


@pytest.mark.parametrize("size", [(1600, 900), (1100, 650)])
def test_virrey_breakdown_labels_are_whole(app, size, monkeypatch):
    from client import text as text_module

    if app.size != size:
        app.screen = pygame.display.set_mode(size)
        app._resized()
    cut = []
    real = text_module.Text.render

    def render(self, text, size, colour=(20, 16, 12), bold=False, serif=False, width=0):
        if width and self.font(size, bold, serif).size(text)[0] > width:
            cut.append(text)
        return real(self, text, size, colour, bold, serif, width)

    monkeypatch.setattr(text_module.Text, "render", render)
    app.push(ResultsScene(app, finished("virrey", 4)))
    frames(app, 2)
    names = {app.ui.t(f"virrey.score.{c}") for c, _ in app.top.scores[0].breakdown}
    assert names and not (names & set(cut)), sorted(names & set(cut))


@pytest.mark.parametrize("game,players", [("imperio", 3), ("virrey", 2)])
def test_a_click_enlarges_a_seat_summary_until_readable(app, game, players):
    m = finished(game, players)
    app.push(ResultsScene(app, m))
    frames(app, 2)
    scene = app.top
    seat = scene.order[1]
    click(app, scene.rows()[1].center)
    assert scene.enlarged == seat
    big = scene.enlarged_rect()
    assert big.h >= 0.55 * app.size[1] and big.w >= 0.8 * app.size[0]
    frames(app)
    drawn = {(card, s) for card, _, s in app.ui.card_records}
    assert drawn and all(s == seat for _, s in drawn)  # only that seat's summary, large
    click(app, (10, 10))
    assert scene.enlarged is None


def test_the_results_are_read_and_left_by_keys(app):
    """Tab reaches each seat's row (Enter enlarges its summary, Enter or Esc closes it),
    then Play again and Menu."""
    from client.scenes.menu import MainMenu

    def key(k):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0))
        frames(app, 2)

    app.push(MainMenu(app))
    app.push(ResultsScene(app, finished("imperio", 3)))
    frames(app, 2)
    scene = app.top
    key(pygame.K_TAB)
    key(pygame.K_RETURN)
    assert scene.enlarged == scene.order[0]
    key(pygame.K_RETURN)
    assert scene.enlarged is None
    key(pygame.K_TAB)
    key(pygame.K_RETURN)
    assert scene.enlarged == scene.order[1]
    key(pygame.K_ESCAPE)
    assert scene.enlarged is None and app.top is scene
    for _ in range(8):
        if scene.focused_widget() is scene.menu:
            break
        key(pygame.K_TAB)
    key(pygame.K_RETURN)
    assert isinstance(app.top, MainMenu)


@pytest.mark.parametrize("lang,words", [("es", "Ver repetición"), ("en", "Watch replay")])
def test_the_results_open_the_game_just_played_in_the_replay_and_esc_comes_back(lang, words):
    """Issue 39: the results screen had no way to the replay but Statistics or Load."""
    from client.scenes.replay import ReplayScene
    from client.testing import played_out

    app = make_app(autosave=False, lang=lang)
    try:
        match = played_out("virrey", 2, 3)
        app.push(ResultsScene(app, match))
        frames(app, 2)
        results = app.top
        assert results.replay_btn.text == words and results.replay_btn.is_enabled
        screen = pygame.Rect((0, 0), app.size)
        assert screen.contains(results.replay_btn.rect)
        assert not any(results.replay_btn.rect.colliderect(r) for r in results.rows())
        click(app, results.replay_btn.rect.center)
        replay = app.top
        assert isinstance(replay, ReplayScene) and replay.match is match
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0))
        frames(app, 2)
        assert app.top is results
    finally:
        app.close()
