"""A line chart of each seat's score round by round, in the app's own style.

Each seat has its own colour and its own marker shape (client.shapes), and its name is
written at the end of its line, so no seat is told apart by colour alone. Used by the
results screen; the replay viewer will draw the same chart.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from client.shapes import SHAPES, shape_points

# Light, well-separated colours on the dark table (Okabe-Ito, brightened).
SEAT_COLOURS = ((232, 196, 106), (120, 190, 240), (230, 140, 110), (140, 210, 150), (210, 150, 220))
PANEL, FRAME, GRID, SUBTLE = (38, 32, 26), (90, 72, 45), (62, 52, 40), (185, 173, 149)


def _marker(surface: pygame.Surface, shape: str, centre: tuple[float, float], size: int, colour) -> None:
    pts = [(centre[0] - size / 2 + x, centre[1] - size / 2 + y) for x, y in shape_points(shape, size)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, PANEL, pts, 1)


def draw_score_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    track: Sequence[Sequence[int]],
    names: Sequence[str],
    font: pygame.font.Font,
    small: pygame.font.Font,
    title: str = "",
    px=lambda n: n,
) -> None:
    """Draw ``track`` (one list of totals a round: each seat's score at the end of rounds 1,
    2, ...; the last may be the round under way) in ``rect``, the rounds numbered under it.

    ``font`` writes the title and the names, ``small`` the axis numbers; ``px`` turns
    layout units into pixels (the UI scale)."""
    pygame.draw.rect(surface, PANEL, rect, border_radius=px(10))
    pygame.draw.rect(surface, FRAME, rect, 1, border_radius=px(10))
    if not track or not names:
        return
    top = rect.y + px(8)
    if title:
        surface.blit(font.render(title, True, SUBTLE), (rect.x + px(14), top))
        top += font.get_linesize()
    label_w = max(font.size(n)[0] for n in names) + px(28)
    lo = min(0, min(min(p) for p in track))
    hi = max(1, max(max(p) for p in track))
    axis_w = small.size(str(hi))[0] + px(10)
    plot = pygame.Rect(
        rect.x + px(14) + axis_w,
        top + px(6),
        rect.w - px(28) - axis_w - label_w,
        rect.bottom - top - px(14) - small.get_linesize(),
    )
    if plot.w < px(40) or plot.h < px(24):
        return
    span = hi - lo

    def at(i: int, v: int) -> tuple[float, float]:
        x = plot.x + (plot.w * i / (len(track) - 1) if len(track) > 1 else plot.w / 2)
        return x, plot.bottom - plot.h * (v - lo) / span

    for v in sorted({lo, hi, lo + span // 2}):  # three grid lines with their values
        y = at(0, v)[1]
        pygame.draw.line(surface, GRID, (plot.x, y), (plot.right, y), 1)
        text = small.render(str(v), True, SUBTLE)
        surface.blit(text, (plot.x - text.get_width() - px(6), y - text.get_height() / 2))
    for n in axis_ticks(len(track), plot.w, small.size(str(len(track)))[0] + px(6)):
        text = small.render(str(n), True, SUBTLE)
        x = at(n - 1, lo)[0]
        surface.blit(text, (x - text.get_width() / 2, plot.bottom + px(4)))
    size = max(6, px(9))
    ends = []
    for seat in range(len(names)):
        points = [at(i, p[seat]) for i, p in enumerate(track) if seat < len(p)]
        colour, shape = SEAT_COLOURS[seat % len(SEAT_COLOURS)], SHAPES[seat % len(SHAPES)]
        if len(points) > 1:
            pygame.draw.lines(surface, colour, False, points, max(2, px(2)))
        for point in points if len(points) <= 24 else points[:: len(points) // 12] + points[-1:]:
            _marker(surface, shape, point, size, colour)
        if points:
            ends.append((points[-1][1], seat))
    # each name beside its line's end, spread apart so that no two overlap
    label = font if font.get_height() * len(ends) <= rect.h - px(8) else small
    fh = label.get_height()
    ends.sort()
    ys = [y - fh / 2 for y, _ in ends]
    for i in range(1, len(ys)):
        ys[i] = max(ys[i], ys[i - 1] + fh)
    shift = max(0.0, ys[-1] + fh - (rect.bottom - px(4))) if ys else 0.0
    ys = [y - shift for y in ys]
    for i in range(len(ys) - 2, -1, -1):
        ys[i] = min(ys[i], ys[i + 1] - fh)
    for y, (_, seat) in zip(ys, ends):
        colour, shape = SEAT_COLOURS[seat % len(SEAT_COLOURS)], SHAPES[seat % len(SHAPES)]
        _marker(surface, shape, (plot.right + px(14), y + fh / 2), size, colour)
        surface.blit(label.render(names[seat], True, colour), (plot.right + px(24), y))


def axis_ticks(points: int, width: float, label_w: float) -> list[int]:
    """The round numbers (1 to ``points``) written under the axis: every one, or the
    multiples of a ``step`` (2, 5, 10, 20...) with 1 where it has room, the fewest skipped
    that keep labels ``label_w`` wide apart on a ``width`` wide axis (with 12 points the
    "10" and "11" of a narrow chart ran together as "1011")."""
    if points <= 1:
        return [1] if points == 1 else []
    gap = width / (points - 1)
    least = max(1, (points - 1) // 10)  # at most about ten
    step = 1
    for step in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000):
        if step >= least and gap * step >= label_w:
            break
    if step == 1:
        return list(range(1, points + 1))
    first = [1] if gap * (step - 1) >= label_w else []
    return first + list(range(step, points + 1, step))
