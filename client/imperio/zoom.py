"""The right-click zoom: a large card with its description, over a dark veil."""

from __future__ import annotations

import pygame

from client.imperio import hints
from client.imperio.cards import RATIO, CardPainter
from client.table_art import (
    CREAM,
    HILITE,
    MUTED,
    fit_lines,
    lines_height,
    zoom_frame,
    zoom_ink,
    zoom_scale,
    zoom_text,
)


def zoom_overlay(
    ui, painter: CardPainter, card: str, criteria: tuple | None, size: tuple[int, int], ink: list | None = None
) -> pygame.Surface:
    """The whole overlay for ``card`` (an event with ``criteria`` in that order); where its
    card, its words and "click to close" lie (in the overlay) are added to ``ink``."""
    t, cs = painter.text, painter.cards
    w, h = size
    s = zoom_scale(h)
    title, body, small = int(28 * s), int(18 * s), int(15 * s)
    lines: list[tuple[str, int, tuple, bool, bool]] = []  # text, size, colour, bold, serif
    if card in cs.monarchs:
        m = cs.monarchs[card]
        lines.append((ui.localized(m.name), title, CREAM, True, True))
        lines.append((ui.localized(cs.dynasties[m.dynasty].name), body, HILITE, True, False))
        lines.append(
            (
                stats_line(ui, m),
                body,
                CREAM,
                False,
                False,
            )
        )
        if m.emperor:
            lines.append((ui.t("imperio.zoom.emperor"), body, CREAM, True, False))
        for line in hints.monarch_help(ui, card):
            lines.append((line, body, CREAM, False, False))
        if m.elector:
            n = 2 if m.elector.endswith("second") else 3
            lines.append((ui.t("imperio.zoom.elector", n=n), body, (214, 180, 255), False, False))
        text = ui.localized(m.text)
    else:
        e = cs.events[card]
        dyn = ui.localized(cs.dynasties[e.dynasty].name) if e.dynasty else ui.t("imperio.no_dynasty")
        person = cs.monarchs.get(e.person)
        pname = ui.localized(person.name) if person else e.person
        lines.append((ui.localized(e.name), title, CREAM, True, True))
        lines.append((ui.t("imperio.zoom.year", year=e.year, dynasty=dyn), body, HILITE, True, False))
        lines.append((ui.t("imperio.zoom.person", name=pname), body, CREAM, False, False))
        for line in hints.event_help(ui, card, criteria):
            lines.append((line, body, CREAM, False, False))
        if e.hero:
            lines.append(
                (
                    ui.t(f"imperio.zoom.hero_{e.hero}", name=pname),
                    body,
                    (255, 120, 110) if e.hero == "red" else CREAM,
                    True,
                    False,
                )
            )
        text = ui.localized(e.text)
    lines.append((text, body, MUTED, False, True))
    gap = int(6 * s)
    # the card as large as the words leave room for: at 150 % on a small window an event's
    # words need more than the card's height beside it at the text floor
    full = int(min(h * 0.72 / RATIO, w * 0.4, 440))
    for k in (1.0, 0.85, 0.7, 0.55, 0.45):
        face = painter.face(card, int(full * k), criteria)
        wider = 480 + full - face.get_width()
        surf, box, frame, s = zoom_frame(size, painter, face, wider, 0 if k == 1.0 else h - 120)
        fitted = fit_lines(t, lines, box, gap)
        if lines_height(t, fitted, box.w, gap) <= box.h:
            break
    hint = ui.t("imperio.zoom.close")
    if ink is not None:
        ink += zoom_ink(t, face, box, frame, lines_height(t, fitted, box.w, gap), hint, small)
    return zoom_text(surf, t, fitted, box, frame, gap, hint, small, fitted=True)


def stats_line(ui, m) -> str:
    """ "1 crown · 10 years of reign · 1198–1208": a monarch's numbers in words."""
    crowns, years = ui.t("imperio.zoom.crowns", n=m.crowns), ui.t("imperio.zoom.reign", n=m.years)
    return ui.t("imperio.zoom.stats", crowns=crowns, years=years, start=m.start, end=m.end)
