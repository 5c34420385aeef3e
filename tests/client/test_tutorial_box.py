"""A lesson's words beside the place to act (issue 38): at every step of every game's lesson,
in a folded side panel (1024x640 and 1366x768 at 150 %) and a wide one (1600x900), the
coach's box lies inside the window, off every lit place of the step, off the lesson's buttons
and the scores, and shows its words whole (at 1024x640 150 % it lay over the table's middle,
over the very cards the step lights)."""

from __future__ import annotations

import pygame
import pytest
from label_fit import resize
from test_tutorial import open_lesson
from text_ink import texts, tracking

from client.testing import make_app
from client.tutorial import script as tutorial_script

GAMES = tutorial_script.games_with_tutorials()
SIZES = [((1024, 640), "150"), ((1366, 768), "150"), ((1600, 900), "100")]


def settle(app, scene, step) -> None:
    """Frames until the step's AI move and the cards' flights are done (the learner deciding
    on a "do" step), a scene over the table (a Tribunal's count) closed as a player does."""
    coach = scene.coach
    for _ in range(600):
        app.step(dt=1 / 30)
        if scene.table.overlay_open():
            scene.table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
        moved = step.kind != "ai" or (coach.ai_done and not scene.table.busy())
        if moved and not scene.table.busy() and (step.kind != "do" or scene.deciding == step.seat):
            app.step(dt=1 / 30)  # and the buttons follow
            return
    raise AssertionError(f"step {step.id!r} did not settle")


def box_problems(app, scene, lang: str) -> list[str]:
    """What is wrong with the coach's box now: outside the window, over a lit place, a
    button or the scores, or words not all drawn inside it."""
    coach, step = scene.coach, scene.coach.step
    box = coach.box(scene)
    out = []
    if not pygame.Rect((0, 0), app.size).contains(box):
        out.append(f"outside the window: {tuple(box)}")
    for r in coach.lit(scene):
        if box.colliderect(pygame.Rect(r).inflate(8, 8)):  # the lit ring stands 4 px out
            out.append(f"over the lit {tuple(r)}")
    panel = scene.panel
    scores = pygame.Rect(panel.rect.x, panel.rect.y, panel.rect.w, panel.scores_h)
    if box.colliderect(scores):
        out.append(f"over the scores {tuple(scores)}")
    for btn in (coach.next_btn, coach.skip_btn):
        if not btn.visible:
            continue
        if step.kind == "end":  # the hand-over's two choices stand in the box
            if not box.contains(btn.rect):
                out.append(f"choice {btn.text!r} not in the box")
        elif box.colliderect(btn.rect):
            out.append(f"over the button {btn.text!r}")
    with tracking():
        surface = pygame.Surface(app.size)
        coach.draw_box(scene, surface)
        found = texts(surface)
    inside = box.inflate(-4, -4)
    out += [f"text {w!r} out of the box" for r, w in found if not inside.contains(r)]
    if step.kind == "end":
        choices = [pygame.Rect(b.rect) for b in (coach.next_btn, coach.skip_btn)]
        out += [f"text {w!r} under a choice" for r, w in found if r.collidelist(choices) >= 0]
    shown = " ".join(w for _, w in found)
    if " ".join(coach.words(lang).split()) not in shown:
        out.append("its words are cut")
    return out


@pytest.mark.slow
@pytest.mark.parametrize("size,scale", SIZES, ids=["1024x640-150", "1366x768-150", "1600x900-100"])
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_coach_box_leaves_the_lit_places_and_shows_its_words_whole(game_id, lang, size, scale):
    app = make_app(lang=lang)
    try:
        app.settings.ui_scale = scale
        resize(app, size)
        scene = open_lesson(app, game_id)
        coach = scene.coach
        problems = []
        while True:
            step = coach.step
            settle(app, scene, step)
            problems += [f"{step.id}: {p}" for p in box_problems(app, scene, lang)]
            if step.kind == "end":
                break
            index = coach.index
            if step.kind == "do":
                scene.human_action(step.action)
            else:
                assert coach.next_btn.is_enabled, step.id
                coach.on_button(scene, coach.next_btn)
            app.step(dt=1 / 30)
            assert coach.index == index + 1, f"{step.id} does not lead on"
        assert not problems, "\n".join(problems)
    finally:
        app.close()


def test_the_hand_over_s_box_moves_clear_of_the_log_s_drawer_with_its_choices():
    """At 1024x640 150 % the log's drawer opened over the table at the hand-over: the box
    goes left of it, its two choices with it, its words whole (a narrower box once laid its
    words out at one size and drew them at another, cut by the choices)."""
    from test_tutorial import to_step

    from client.testing import click, frames

    app = make_app(lang="es")
    try:
        scene = open_lesson(app, "virrey", small=True)
        to_step(app, scene, "handover")
        frames(app, 2)
        click(app, scene.log_btn.rect.center)
        frames(app, 2)
        assert scene.panel.drawer_open
        assert not scene.coach.box(scene).colliderect(scene.panel.drawer_rect)
        assert box_problems(app, scene, "es") == []
    finally:
        app.close()


def test_a_lesson_resumed_at_the_hand_over_lays_its_box_under_the_scores():
    """A lesson left at the hand-over and resumed (1366x768, a wide side panel): the box was
    laid out as the scene was built, before the panel had its score rows, and kept there,
    over the scores."""
    from test_tutorial import to_step

    from client.testing import click, frames, key

    app = make_app(lang="en")
    try:
        resize(app, (1366, 768))
        scene = open_lesson(app, "ausonia")
        to_step(app, scene, "handover")
        key(app, pygame.K_ESCAPE)  # back to Learn to play, then the lesson again
        frames(app, 3)
        click(app, next(b for b, game in app.top.start.items() if game == "ausonia").rect.center)
        frames(app, 3)
        scene = app.top
        assert scene.coach.step.id == "handover"
        assert box_problems(app, scene, "en") == []
    finally:
        app.close()
