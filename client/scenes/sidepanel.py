"""The table's side panel: score panel, prompt line and the scrollable game log.

Text is rendered once into cached surfaces; a frame only blits them.
"""

from __future__ import annotations

import math
from typing import Optional

import pygame

from client.scenes.base import GOLD, SUBTLE, TEXT

PANEL_BG = (33, 28, 23)
LOG_BG = (24, 21, 18)


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels (words kept whole when possible)."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


class SidePanel:
    """Draws scores, whose turn it is and the log into ``rect``; buttons sit below ``log_rect``."""

    BUTTONS_H = 132

    def __init__(self, ui):
        self.ui = ui
        self.rect = pygame.Rect(0, 0, 400, 900)
        self.rows: list[tuple[str, str, int, bool, bool]] = []  # name, tag, score, to act, viewer
        self.prompt = ""
        self.thinking: Optional[str] = None
        self.clock = 0.0
        self.lines: list[str] = []
        self._wrapped: list[str] = []
        self.scroll = 0  # lines scrolled up from the bottom
        self.title = ui.t("table.scores")
        self._static: Optional[pygame.Surface] = None

    # -- layout -------------------------------------------------------------
    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self._wrapped = []
        self._static = None

    @property
    def scores_h(self) -> int:
        return 56 + 34 * max(1, len(self.rows))

    @property
    def prompt_rect(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.x + 14, r.y + self.scores_h + 8, r.w - 28, 86)

    def prompt_lines(self, text: str, width: int, height: int) -> tuple[int, list[str]]:
        """The prompt wrapped whole into the box: the largest font size from 18 down to 12
        whose lines fit ``height``; at 12, as many lines as fit."""
        for size in range(18, 11, -1):
            font = self.ui.font(size, bold=True)
            lines = wrap(font, text, width)
            if len(lines) * font.get_linesize() <= height:
                return size, lines
        return 12, lines[: max(1, height // self.ui.font(12, bold=True).get_linesize())]

    @property
    def log_rect(self) -> pygame.Rect:
        r, p = self.rect, self.prompt_rect
        top = p.bottom + 42
        return pygame.Rect(r.x + 14, top, r.w - 28, r.bottom - self.BUTTONS_H - 12 - top)

    # -- content ------------------------------------------------------------
    def set_scores(self, rows) -> None:
        rows = list(rows)
        if rows != self.rows:
            self.rows, self._static = rows, None

    def set_prompt(self, text: str, thinking: Optional[str]) -> None:
        if (text, thinking) != (self.prompt, self.thinking):
            self.prompt, self.thinking, self._static = text, thinking, None

    def set_log(self, lines: list[str]) -> None:
        if lines != self.lines:
            grew = lines[:len(self.lines)] == self.lines
            if grew and self._wrapped:
                font = self.ui.font(15)
                for line in lines[len(self.lines):]:
                    self._wrapped += wrap(font, line, self.log_rect.w - 20)
            else:
                self._wrapped = []
            self.lines, self._static = list(lines), None
            if not grew:
                self.scroll = 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse wheel over the log scrolls it."""
        if event.type == pygame.MOUSEWHEEL and self.log_rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll_by(event.y * 3)
            return True
        return False

    def scroll_by(self, lines: int) -> None:
        visible = self.log_rect.h // self.line_h
        self.scroll = max(0, min(self.scroll + lines, max(0, len(self._wrapped) - visible)))
        self._static = None

    @property
    def line_h(self) -> int:
        return self.ui.font(15).get_linesize() + 2

    # -- drawing ------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        if self._static is None or self._static.get_size() != self.rect.size:
            self._static = self._render()
        surface.blit(self._static, self.rect.topleft)
        if self.thinking:
            p = self.prompt_rect
            for i in range(3):
                a = 0.5 + 0.5 * math.sin(self.clock * 6 - i * 0.9)
                colour = (int(90 + 142 * a), int(75 + 121 * a), int(40 + 66 * a))
                pygame.draw.circle(surface, colour, (p.right - 60 + i * 18, p.y + 22), 6)

    def _render(self) -> pygame.Surface:
        r = self.rect
        out = pygame.Surface(r.size)
        out.fill(PANEL_BG)
        pygame.draw.line(out, (90, 72, 45), (0, 0), (0, r.h), 2)
        ui, x = self.ui, 14
        out.blit(ui.font(20, bold=True, serif=True).render(self.title, True, GOLD), (x, 14))
        y = 52
        for name, tag, score, acting, viewer in self.rows:
            if acting:
                pygame.draw.rect(out, (70, 56, 34), (x - 6, y - 3, r.w - 16, 32), border_radius=6)
                out.blit(ui.font(16).render("▶", True, GOLD), (x, y + 3))
            colour = GOLD if viewer else TEXT
            label = ui.font(18, bold=viewer).render(name, True, colour)
            out.blit(label, (x + 22, y + 1))
            if tag:
                out.blit(ui.font(14).render(tag, True, SUBTLE), (x + 30 + label.get_width(), y + 5))
            value = ui.font(20, bold=True).render(str(score), True, TEXT)
            out.blit(value, (r.w - 24 - value.get_width(), y))
            y += 34
        p = self.prompt_rect.move(-r.x, -r.y)
        pygame.draw.rect(out, (52, 42, 30), p, border_radius=8)
        pygame.draw.rect(out, (120, 96, 52), p, 1, border_radius=8)
        text = self.thinking or self.prompt
        size, lines = self.prompt_lines(text, p.w - (110 if self.thinking else 24), p.h - 14)
        font = ui.font(size, bold=True)
        step = font.get_linesize()
        for i, line in enumerate(lines):
            out.blit(font.render(line, True, TEXT), (p.x + 12, p.y + 8 + i * step))
        lr = self.log_rect.move(-r.x, -r.y)
        out.blit(ui.font(20, bold=True, serif=True).render(ui.t("table.log"), True, GOLD), (x, lr.y - 34))
        pygame.draw.rect(out, LOG_BG, lr, border_radius=6)
        if not self._wrapped and self.lines:
            font15 = ui.font(15)
            for line in self.lines:
                self._wrapped += wrap(font15, line, lr.w - 20)
        visible = max(1, (lr.h - 12) // self.line_h)
        end = len(self._wrapped) - self.scroll
        shown = self._wrapped[max(0, end - visible):end]
        font = ui.font(15)
        ty = lr.bottom - 6 - len(shown) * self.line_h
        for i, line in enumerate(shown):
            colour = TEXT if i == len(shown) - 1 and self.scroll == 0 else (214, 204, 184)
            out.blit(font.render(line, True, colour), (lr.x + 10, ty + i * self.line_h))
        if self.scroll:
            hint = ui.font(13).render(ui.t("table.log_scrolled"), True, SUBTLE)
            out.blit(hint, (lr.right - hint.get_width() - 8, lr.y + 4))
        return out
