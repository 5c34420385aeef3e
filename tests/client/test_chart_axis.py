"""The score chart's round numbers under the axis never run together: on the results
screen at 1024x640 a Grand Tribunal game's "10" and "11" read "1011"."""

from __future__ import annotations

import pygame
import pytest

from client.chart import draw_score_chart


class _Recording(pygame.Surface):
    """A surface that remembers where each blit went."""

    def __init__(self, size):
        super().__init__(size)
        self.blits: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):  # type: ignore[override]
        self.blits.append(pygame.Rect(dest[0], dest[1], *source.get_size()))
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize("points,width", [(12, 313), (12, 200), (30, 313), (5, 200), (120, 600)])
def test_the_round_numbers_under_the_axis_keep_apart(points, width):
    pygame.font.init()
    font, small = pygame.font.Font(None, 22), pygame.font.Font(None, 18)
    surface = _Recording((width + 20, 160))
    rect = pygame.Rect(10, 10, width, 130)
    track = [[i * 4, i * 3, i * 2] for i in range(points)]
    draw_score_chart(surface, rect, track, ["Ana", "Carmen", "Bruno"], font, small, "Puntuación")
    h = small.render("0", True, (0, 0, 0)).get_height()
    bottom = max(r.bottom for r in surface.blits if r.h == h)
    labels = sorted((r for r in surface.blits if r.h == h and r.bottom == bottom), key=lambda r: r.x)
    assert len(labels) >= 2
    for a, b in zip(labels, labels[1:]):
        assert a.right + 2 <= b.x, (a, b)
