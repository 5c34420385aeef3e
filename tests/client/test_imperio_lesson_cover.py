"""El Viejo Imperio's lesson at 1024x640, 150 %, Spanish (the side panel folded): what opens
over the table stays readable. The lesson's box lay over a zoomed card and its lit rings
shone on it; the lit rings and their veil were drawn through the open previous round."""

from __future__ import annotations

import pygame
import pytest
from test_tutorial import open_lesson, to_step

from client.testing import click, frames, make_app, run_until


def lesson_at(step_id: str):
    app = make_app(lang="es")
    scene = open_lesson(app, "imperio", small=True)
    assert scene.panel.compact, "at 1024x640 150 % the side panel is folded: the box lies on the table"
    to_step(app, scene, step_id)
    assert run_until(app, lambda: not scene.table.busy(), 300)
    frames(app, 2)
    return app, scene


def changed(screen: pygame.Surface, alone: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels of ``rect`` the screen shows otherwise than ``alone`` drew them."""
    rect = rect.clip(screen.get_rect())
    a, b = screen.subsurface(rect), alone.subsurface(rect)
    return sum(a.get_at((x, y))[:3] != b.get_at((x, y))[:3] for x in range(0, rect.w, 2) for y in range(0, rect.h, 2))


@pytest.mark.parametrize("step_id", ["your_hand", "r2_play"])
def test_a_zoomed_card_shows_whole_above_the_lesson(step_id):
    """Right-clicked, a hand card's zoom: its card, words and "click to close" show as the
    zoom drew them (the box lay over the card; on the learner's move the lit rings too); no
    room is left beside them for the box, which shows again once the zoom is closed."""
    app, scene = lesson_at(step_id)
    try:
        table = scene.table
        card = next(iter(table.hand_rects().values()))
        click(app, card.center, button=3)
        frames(app, 2)
        assert table.overlay_open() and table.zoom is not None
        ink = table.overlay_rects()
        assert len(ink) == 3  # the card, its words, "click to close"
        alone = pygame.Surface(app.screen.get_size())
        table.draw(alone)
        for rect in ink:
            assert changed(app.screen, alone, rect) == 0, f"{tuple(rect)} covered on the screen"
        box = scene.coach.box(scene)
        assert box.collidelist(ink) < 0 or scene.coach.under_overlay(scene)  # moved off, or under the zoom
        click(app, box.center)  # the zoom closed: the lesson's words again
        frames(app, 2)
        assert table.zoom is None
        table.draw(alone)
        assert changed(app.screen, alone, scene.coach.box(scene)) > 0
    finally:
        app.close()


def test_lit_places_do_not_shine_through_the_open_previous_round():
    """The previous round opened from its tab at the learner's move: the panel shows as the
    table drew it (the veil and the lit ring of the trick were drawn over it)."""
    app, scene = lesson_at("r2_play")
    try:
        table = scene.table
        assert run_until(app, lambda: scene.deciding == 0 and scene.coach.lit(scene), 100)
        assert table.layout.last_tab
        click(app, table.layout.last_tab.center)
        frames(app, 2)
        assert table.last_open
        alone = pygame.Surface(app.screen.get_size())
        table.draw(alone)
        panel, box = table.layout.last, scene.coach.box(scene)
        for part in (pygame.Rect(panel.x, panel.y, panel.w, box.y - panel.y - 2),):  # above the lesson's box
            assert part.h > 50
            assert changed(app.screen, alone, part) == 0
        click(app, table.layout.last_tab.center)  # closed: the move is lit again
        frames(app, 2)
        assert not table.last_open and scene.coach.lit(scene)
    finally:
        app.close()


def removed_shown(app, table) -> tuple[list[str], int]:
    """The removed Electors' names drawn this frame on the table, whole and clear of every
    other text, and the count a "+n más" says is left out (0 where none is)."""
    import re

    from text_ink import frame_texts, overlapping, tracking

    with tracking():
        found = [(r, w) for r, w in frame_texts(app) if table.rect.contains(r)]
    names = {table.painter.name(card): card for card in table.view.removed}
    shown = [name for name in names if any(name in words for _, words in found)]
    mine = [(r, w) for r, w in found if any(name in w for name in shown) or "más" in w]
    clash = [pair for pair in overlapping(found) if any(pair[0] == w or pair[2] == w for _, w in mine)]
    assert clash == [], clash
    more = [int(m.group(1)) for _, w in found for m in [re.search(r"\+(\d+) más", w)] if m]
    return shown, sum(more)


def test_a_removed_elector_is_listed_and_zooms_at_1024x640():
    """After the learner declared Luis IV Elector he is out of the game: the event column
    had no room left under its counts and listed nobody."""
    app, scene = lesson_at("r4_play")
    try:
        table = scene.table
        assert table.view.removed == ("louis_iv",)
        shown, more = removed_shown(app, table)
        assert shown == [table.painter.name("louis_iv")] and more == 0
        at = next(r for r, card, *_ in table.hits if card == "louis_iv" and not table.layout.event.contains(r))
        click(app, at.center, button=3)
        frames(app)
        assert table.zoom is not None and table.zoom[0] == "louis_iv"
    finally:
        app.close()


@pytest.mark.parametrize("players, size", [(3, (1024, 640)), (5, (1024, 640)), (5, (1240, 900))])
def test_every_removed_elector_is_named_or_counted(players, size):
    """Many Electors removed at 150 %: each is named, or a "+n más" counts those left out."""
    import dataclasses

    from label_fit import resize
    from test_text_floor import match_in

    from client.testing import confirm_pass

    app = make_app(lang="es")
    try:
        app.settings.ui_scale = "150"
        resize(app, size)
        app.start_match(match_in("imperio", players, 4, {}))
        frames(app, 3)
        confirm_pass(app)
        frames(app, 2)
        table = app.top.table
        from text_ink import frame_texts, tracking

        with tracking():
            before = " | ".join(w for _, w in frame_texts(app))
        names = table.painter.name
        electors = [c for c, m in table.painter.cards.monarchs.items() if m.elector and names(c) not in before]
        assert len(electors) >= 6
        for n in (1, 3, 6):
            view = dataclasses.replace(table.view, removed=tuple(electors[:n]))
            table.refresh(view, table.viewer, table.legal)
            shown, more = removed_shown(app, table)
            assert shown and len(shown) + more == n, (n, shown, more)
    finally:
        app.close()


def test_first_this_step_toasts_leave_the_lit_card_in_view():
    """Wrong cards dragged onto the trick again and again at the first move: "Primero, este
    paso…" stacked a toast per try down the table, the second over the lit Carlos V."""
    from client.testing import drag

    app, scene = lesson_at("r1_choose")
    try:
        assert run_until(app, lambda: scene.deciding == 0 and scene.coach.lit(scene), 100)
        card, trick = scene.coach.lit(scene)
        wrong = [r for c, r in scene.table.hand_rects().items() if c not in ("charles_v", "louis_iv")]
        for rect in wrong[:3]:
            drag(app, rect.center, trick.center)
        assert any("Primero" in text for text, _ in app.ui.toasts) and len(scene.match.steps) == 0
        app.step()
        shown = app.screen.copy()
        app.ui.toasts.clear()
        app.step()
        assert changed(shown, app.screen, card) == 0, "a toast covers the lit card"
    finally:
        app.close()
