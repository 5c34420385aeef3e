"""Results: standings with each seat's score breakdown, winners highlighted, the game's summary."""

from __future__ import annotations

import re

import pygame

from client import games
from client.scenes.base import GOLD, SUBTLE, TEXT, Scene
from rules.core import Match


def category(ui, game_id: str, cat: str) -> str:
    """A score category's localized name: ``<game>.score.<cat>``, ``score.<cat>`` or ``score.<base>``."""
    for key in (f"{game_id}.score.{cat}", f"score.{cat}"):
        text = ui.t(key)
        if text != key:
            return text
    m = re.fullmatch(r"([a-z]+)_(\d+)", cat)
    if m:
        text = ui.t(f"score.{m.group(1)}", n=m.group(2))
        if text != f"score.{m.group(1)}":
            return text
    return cat.replace("_", " ")


class ResultsScene(Scene):
    def __init__(self, app, match: Match):
        self.match = match
        self.module = games.table_module(match.game.id)
        state = match.state
        self.scores, self.winners = state.scores(), set(state.winners())
        self.order = sorted(range(len(match.seats)), key=lambda s: (-self.scores[s].total, s))
        self.view = state.view(None)
        super().__init__(app)

    def build(self) -> None:
        w, h = self.app.size
        left = max(40, w // 2 - 700)
        names = ", ".join(self.match.seats[s].name for s in sorted(self.winners))
        key = "results.winner" if len(self.winners) == 1 else "results.winners"
        self.label((left, 30, w - 2 * left, 64), self.t(key, names=names), "@heading")
        self.again = self.button((w - left - 520, h - 90, 250, 60), self.t("results.again"), "@primary")
        self.menu = self.button((w - left - 250, h - 90, 250, 60), self.t("results.menu"))

    def rows(self) -> list[pygame.Rect]:
        w, h = self.app.size
        left = max(40, w // 2 - 700)
        n = len(self.order)
        row_h = min(140, (h - 230) // n)
        return [pygame.Rect(left, 110 + i * row_h, w - 2 * left, row_h - 10) for i in range(n)]

    def on_button(self, element) -> None:
        from client.scenes.menu import MainMenu
        from client.scenes.setup import SetupScene

        if element is self.menu:
            self.app.pop_to(MainMenu)
        elif element is self.again:
            self.app.replace(SetupScene(self.app, self.match.game.id, again=self.match))

    def on_escape(self) -> None:
        from client.scenes.menu import MainMenu

        self.app.pop_to(MainMenu)

    def draw_breakdown(self, surface: pygame.Surface, parts: list[str], area: pygame.Rect) -> None:
        """The score categories as text, wrapped into ``area`` (left of the game's summary)."""
        font = self.ui.font(16)
        lines, line = [], ""
        for part in parts:
            candidate = f"{line}  ·  {part}" if line else part
            if line and font.size(candidate)[0] > area.w:
                lines.append(line)
                candidate = part
            line = candidate
        lines.append(line)
        step = font.get_linesize()
        for i, text in enumerate(lines[: max(1, area.h // step)]):
            surface.blit(font.render(text, True, SUBTLE), (area.x, area.y + i * step))

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        super().draw_backdrop(surface)
        ui, gid = self.ui, self.match.game.id
        for place, (seat, rect) in enumerate(zip(self.order, self.rows())):
            won = seat in self.winners
            pygame.draw.rect(surface, (74, 58, 32) if won else (38, 32, 26), rect, border_radius=10)
            pygame.draw.rect(surface, GOLD if won else (90, 72, 45), rect, 2 if won else 1, border_radius=10)
            score = self.scores[seat]
            x, y = rect.x + 20, rect.y + 12
            rank = ui.font(34, bold=True, serif=True).render(f"{place + 1}.", True, GOLD if won else SUBTLE)
            surface.blit(rank, (x, y))
            name = ui.font(24, bold=True).render(self.match.seats[seat].name, True, TEXT)
            surface.blit(name, (x + 60, y + 4))
            if won:
                tag = ui.font(16, bold=True).render(self.t("results.won_tag"), True, GOLD)
                surface.blit(tag, (x + 72 + name.get_width(), y + 12))
            total = ui.font(40, bold=True).render(str(score.total), True, GOLD if won else TEXT)
            surface.blit(total, (x + 60, y + 40))
            summary = pygame.Rect(rect.x + 520, rect.y + 6, rect.w - 530, rect.h - 12)
            if not getattr(self.module, "SUMMARY_SHOWS_BREAKDOWN", False):
                parts = [f"{category(ui, gid, c)}: {v}" for c, v in score.breakdown]
                self.draw_breakdown(surface, parts, pygame.Rect(x + 130, y + 44, summary.x - x - 140,
                                                                rect.bottom - y - 50))
            try:
                self.module.draw_seat_summary(ui, surface, summary, self.view, seat)
            except Exception as err:  # a drawing bug must not hide the standings
                surface.blit(ui.font(14).render(f"({type(err).__name__})", True, SUBTLE), summary.topleft)
