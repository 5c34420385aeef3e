"""Grand Tribunal in the main menu: flagged playable, listed once, as playable (even while
rules/core's COMING still names it)."""

from __future__ import annotations

import pytest

from client import games
from rules.core import COMING
from rules.core.match import MAX_NAME


def test_grand_tribunal_is_playable_and_not_also_listed_as_coming(monkeypatch):
    import rules

    rules.load_all_games()
    from rules.core import all_games
    from rules.tribunal.game import GrandTribunal

    assert GrandTribunal.playable is True
    assert "tribunal" in [g.id for g in all_games()]
    monkeypatch.setitem(COMING, "tribunal", {"es": "Grand Tribunal", "en": "Grand Tribunal"})
    playable, coming = games.listing()
    assert "tribunal" in [g.id for g in playable]
    assert "tribunal" not in coming


@pytest.mark.filterwarnings("error:Label Rect is too small for text")
def test_the_setup_of_five_magi_and_five_variants_fits_the_smallest_window(monkeypatch):
    """Five seats and the five variants at 1024x640: Start and every option on screen, and
    the note under a name too long reads whole (its row was 12 px for a 19 px line)."""
    import pygame
    from label_fit import resize

    import rules
    from client.scenes.setup import SetupScene
    from client.testing import click, frames, make_app

    rules.load_all_games()
    app = make_app(autosave=False)
    try:
        resize(app, (1024, 640))
        app.push(SetupScene(app, "tribunal"))
        frames(app, 2)
        setup = app.top
        click(app, next(b for b, k in setup.count_buttons.items() if k == 5).rect.center)
        setup = app.top
        screen = pygame.Rect(0, 0, *app.size)
        assert len(setup.name_entries) == 5 and len(setup.option_boxes) == 5
        for widget in [setup.start, setup.back, *setup.option_boxes, *setup.name_entries]:
            assert screen.contains(widget.rect), (widget, widget.rect)
        setup.name_entries[4].set_text("Mago " * 10)
        setup.check_names()
        note = setup.name_notes[4]
        assert note.text == app.ui.t("setup.name_too_long", max=MAX_NAME, n=49), note.text
        assert screen.contains(note.rect) and note.rect.top >= setup.name_entries[4].rect.bottom
    finally:
        app.close()
