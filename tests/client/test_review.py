"""The results screen's Review (issue 22): a click on Review runs the hard AI over the human
seats' decisions in the background with a progress bar; Cancel stops it; then the costliest
decisions are listed with what was played, what the AI would play and the difference."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from client.advice import ReviewJob
from client.review_panel import REVIEW
from client.scenes.menu import MainMenu
from client.scenes.results import ResultsScene
from client.testing import click, frames, key, make_app
from rules.ai import advice
from rules.core import Config, Match, Seat


def finished(game="imperio", seed=2, players=3):
    seats = [Seat("Ana")] + [Seat(f"IA {i}", kind="random") for i in range(1, players)]
    match = Match.new(game, Config(players, seed=seed), seats)
    rng = random.Random(seed)
    while not match.is_over():
        seat = match.state.to_act()[0]
        match.apply(seat, rng.choice(match.state.legal(seat)))
    return match


def review_ends(app, scene, limit: float = 120.0) -> bool:
    """Step the app until the review's worker processes are done, by the clock: they search
    in real time, which a count of frames (as fast as the machine draws) does not measure."""
    start = time.perf_counter()
    while scene.review_running() and time.perf_counter() - start < limit:
        app.step(dt=0.05)
        time.sleep(0.01)
    return not scene.review_running()


def results(match, monkeypatch, seconds=6.0):
    monkeypatch.setattr(advice, "REVIEW_SECONDS", seconds)
    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    app.push(ResultsScene(app, match))
    frames(app, 2)
    return app, app.top


def test_review_lists_the_costliest_decisions_with_differences(monkeypatch):
    match = finished()
    app, scene = results(match, monkeypatch)
    try:
        assert scene.review_btn.visible
        click(app, scene.review_btn.rect.center)
        assert scene.enlarged == REVIEW and scene.review_running()
        assert scene.review_bar.visible and scene.cancel_btn.visible
        assert review_ends(app, scene)
        job = scene.review_job
        assert job.state == "done" and job.error is None and job.decisions
        assert all(d.seat == 0 and d.loss >= 0 for d in job.decisions)
        assert [d.step for d in job.decisions] == sorted(d.step for d in job.decisions)
        worst = advice.costliest(job.decisions)
        assert len(scene.review_rows) == len(worst) and scene.review_note
        for (head, _played, _best, diff), d in zip(scene.review_rows, worst):
            assert "Ana" in head and str(round(100 * d.loss)) in diff
        assert not scene.cancel_btn.visible
        frames(app, 2)  # it draws
    finally:
        app.close()


def test_cancel_stops_the_review(monkeypatch):
    match = finished()
    app, scene = results(match, monkeypatch, seconds=60.0)
    try:
        click(app, scene.review_btn.rect.center)
        assert scene.review_running()
        click(app, scene.cancel_btn.rect.center)
        job = scene.review_job
        assert job.state == "cancelled" and not scene.cancel_btn.visible
        start = time.perf_counter()
        while job.alive() and time.perf_counter() - start < 5:
            time.sleep(0.05)
        assert not job.alive()
        assert time.perf_counter() - start < 5
    finally:
        app.close()


def test_a_review_in_worker_processes_ends_and_cancel_ends_the_processes():
    match = finished()
    job = ReviewJob(match, seconds=4.0, parts=2)
    start = time.perf_counter()
    while job.poll() == "running" and time.perf_counter() - start < 30:
        time.sleep(0.05)
    assert job.state == "done" and job.error is None and job.decisions
    assert job.done_total()[0] == job.done_total()[1] > 0
    assert all(d.loss >= 0 for d in job.decisions)
    job = ReviewJob(match, seconds=60.0, parts=2)
    while job.poll() == "running" and job.done_total()[0] == 0 and time.perf_counter() - start < 30:
        time.sleep(0.05)
    job.cancel()
    assert job.state == "cancelled" and not job.alive()


def test_esc_closes_the_review_panel_and_review_again_shows_it(monkeypatch):
    app, scene = results(finished(seed=5), monkeypatch, seconds=3.0)
    try:
        click(app, scene.review_btn.rect.center)
        assert review_ends(app, scene)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0))
        frames(app, 2)
        assert scene.enlarged is None and isinstance(app.top, ResultsScene)
        job = scene.review_job
        click(app, scene.review_btn.rect.center)
        assert scene.enlarged == REVIEW and scene.review_job is job
    finally:
        app.close()


@pytest.mark.parametrize("game", ["virrey", "krysis"])
def test_no_review_button_without_a_human_seat(game, monkeypatch):
    match = finished(game)
    match.seats = [Seat(s.name, "random") for s in match.seats]
    app, scene = results(match, monkeypatch)
    try:
        assert scene.review_btn is None
    finally:
        app.close()


def review_shown(size, lang, rows, note):
    """An App of ``size`` in ``lang`` whose results screen shows the review panel with
    ``rows`` (each a (head, played, best, difference)) under ``note``; with a function that
    draws a frame and returns the texts drawn."""
    import client.ui
    from client.app import App
    from client.ui import Settings

    app = App(Settings(lang=lang, width=size[0], height=size[1]), worker="inline", autosave=False)
    app.push(MainMenu(app))
    frames(app)
    app.push(ResultsScene(app, finished()))
    frames(app, 2)
    scene = app.top
    scene.enlarged, scene.review_note, scene.review_rows = REVIEW, note, rows

    def texts() -> list[str]:
        client.ui.TEXT_LOG = []
        try:
            scene.draw(pygame.Surface(app.size))
            return [t for _, t, _ in client.ui.TEXT_LOG]
        finally:
            client.ui.TEXT_LOG = None

    return app, texts


@pytest.mark.parametrize("size", [(1024, 640), (1600, 900)])
def test_every_costly_decision_listed_is_drawn_or_said_to_be_below(size, monkeypatch):
    """At 1024x640 the play-test read 'the costliest (5):' over three rows, the other two
    left out unseen: what does not fit is said to be there."""
    monkeypatch.setattr(advice, "REVIEW_SECONDS", 1.0)
    rows = [(f"Row {i}", "Played: a", "The AI would play: b", "Difference: 9") for i in range(1, 6)]
    app, drawn = review_shown(size, "en", rows, "40 decisions reviewed; the costliest 5:")
    try:
        texts = drawn()
        shown = [i for i in range(1, 6) if any(t.endswith(f"Row {i}") for t in texts)]
        more = [t for t in texts if "more below" in t]
        assert len(shown) == 5 or more and more[0].startswith(f"{5 - len(shown)} more"), (shown, more)
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_list_of_costly_decisions_scrolls_by_wheel_and_by_keys(lang, monkeypatch):
    """Issue 39: at 1024x640 the list ended with '2 more below these: a larger window shows
    them' and neither the wheel nor the keys reached them. Every row is reached by both."""
    monkeypatch.setattr(advice, "REVIEW_SECONDS", 1.0)
    app, drawn = review_shown((1024, 640), lang, [(f"Row {i}", "a", "b", "9") for i in range(1, 9)], "40")
    scene = app.top

    def shown() -> list[int]:
        texts = drawn()
        return [i for i in range(1, 9) if any(t.endswith(f"Row {i}") for t in texts)]

    def post(event) -> None:
        pygame.event.post(event)
        frames(app, 2)

    try:
        first = shown()
        assert first[0] == 1 and len(first) < 8  # the window is too small for all eight
        for _ in range(8):  # the wheel, a notch at a time, down to the last row
            post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, precise_x=0.0, precise_y=-1.0, flipped=False))
        last = shown()
        assert last[-1] == 8 and len(last) == len(first)
        post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0, precise_y=1.0, flipped=False))
        assert shown()[0] == last[0] - 1
        key(app, pygame.K_HOME)
        assert shown() == first
        key(app, pygame.K_DOWN)
        assert shown()[0] == 2
        key(app, pygame.K_END)
        assert shown() == last
        key(app, pygame.K_PAGEUP)
        key(app, pygame.K_PAGEUP)
        assert shown() == first
        key(app, pygame.K_PAGEDOWN)
        assert shown()[0] == 1 + len(first)
        assert scene.enlarged == REVIEW  # scrolling keeps the panel open
    finally:
        app.close()
