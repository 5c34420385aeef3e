"""El Viejo Imperio's lesson as a first-time player meets it at 1024x640 and 150 %: the
round its words describe is still on the table when Next can be pressed, and the Elector's
swap, told in words, lies whole in the free room of the table (not over the player's seat
and hand)."""

from __future__ import annotations

import pygame
import pytest
from label_fit import resize
from test_tutorial import open_lesson, to_step

from client.testing import make_app, run_until


def lesson(lang="es", anim_speed=0.0):
    """The lesson's table at 1024x640, 150 %."""
    app = make_app(lang=lang, anim_speed=anim_speed)
    app.settings.ui_scale = "150"
    resize(app, (1024, 640))
    return app, open_lesson(app)


@pytest.mark.parametrize("step_id", ["r1_bruno", "r2_bruno", "r4_bruno"])
def test_the_round_a_step_tells_of_stays_in_the_trick_until_next(step_id):
    """With the cards animated, the finished round was cleared from the trick before Next
    came on: the step's words ("Frederick II has five crowns, Conrad II four…") were read
    beside an empty trick and the next round's event."""
    app, scene = lesson(anim_speed=1.0)
    try:
        to_step(app, scene, step_id)
        coach = scene.coach
        assert run_until(app, lambda: coach.next_btn.is_enabled, 600)
        app.step(dt=1 / 30)
        last = scene.match.state.last
        shown = {card for card, zone, _ in app.ui.card_records if zone == "trick"}
        assert {pc.card for pc in last.plays} <= shown
        for _ in range(120):  # and it stays while the learner reads
            app.step(dt=1 / 30)
        assert {pc.card for pc in last.plays} <= {c for c, z, _ in app.ui.card_records if z == "trick"}
    finally:
        app.close()


class Spy(pygame.Surface):
    """A screen that notes where each tag the table made (``art.tag``) lands: (rect, words)."""

    def __init__(self, size, made):
        super().__init__(size)
        self.made, self.tags = made, []

    def blit(self, source, dest, *args, **kwargs):
        words = self.made.get(id(source))
        if words is not None:
            self.tags.append((pygame.Rect(dest[:2], source.get_size()), words))
        return super().blit(source, dest, *args, **kwargs)


def swap_notes(table, size) -> list[pygame.Rect]:
    """Where the table draws its Elector swap in words this frame."""
    made, real = {}, table.art.tag

    def tag(text, *args, **kwargs):
        surf = real(text, *args, **kwargs)
        made[id(surf)] = text
        return surf

    table.art.tag = tag
    try:
        screen = Spy(size, made)
        table.draw(screen)
    finally:
        del table.art.tag
    return [r for r, words in screen.tags if "⇄" in words or words.startswith("Elector")]


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("step_id", ["r4_play", "r4_ana"])
def test_the_elector_swap_in_words_lies_whole_off_the_seat_and_the_hand(lang, step_id):
    """The note "Elector (Alex): periodo ⇄ coronas" went under the event's counts, below the
    event column, over "Alex (tú)" and the top of the hand."""
    app, scene = lesson(lang)
    try:
        to_step(app, scene, step_id)
        assert run_until(app, lambda: not scene.table.busy(), 600)
        table = scene.table
        assert table.swap is not None
        notes = swap_notes(table, app.size)
        assert notes, "the swap is not told"
        lay = table.layout
        for r in notes:
            assert lay.rect.contains(r), tuple(r)
            for name, place in [("strip", lay.strip), ("hand", lay.hand_area), ("event", lay.event)] + [
                (f"slot {i}", slot) for i, slot in enumerate(lay.slots)
            ]:
                assert not r.colliderect(place), f"the note {tuple(r)} lies over the {name} {tuple(place)}"
    finally:
        app.close()
