"""The table's side panel: score panel, prompt line and the scrollable game log; a hint
shown (the move in words and its chance) sits over the top of the log until the next move.

In a window too narrow for the panel at the UI scale (``compact``), it folds into a rail:
the scores condensed (a name wraps rather than being cut), the prompt, and the scene's
buttons; the log is in a drawer that opens over the table beside the rail (``drawer_open``).
The text keeps the chosen scale: the panel reflows instead of shrinking it.

Text is rendered once into cached surfaces; a frame only blits them.
"""

from __future__ import annotations

import math

import pygame

from client.scenes.base import GOLD, SUBTLE, TEXT
from client.text import ellipsize, hyphenate

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
    """Draws scores, whose turn it is and the log into ``rect``; buttons sit below ``log_rect``.

    Sizes are in layout units times ``k``, the UI scale the table scene sets."""

    BUTTONS_H = 132  # layout units
    DRAWER_W = 320  # layout units: the log's drawer of a compact panel, at most
    COMPACT_BELOW = 1000  # layout units: a window narrower than this folds the panel into a rail
    RAIL_W = (130, 200)  # layout units: the rail's least and largest width

    @staticmethod
    def rail_width(size, k: float) -> int:
        """The rail's width (layout units) in a window of ``size`` at scale ``k``: what the
        window has beyond a 4:3 table at its full height (the tables' shape), within RAIL_W."""
        w, h = size
        return max(SidePanel.RAIL_W[0], min(SidePanel.RAIL_W[1], round((w - h * 4 / 3) / k)))

    def __init__(self, ui, k: float = 1.0):
        self.ui = ui
        self.k = k
        self.rect = pygame.Rect(0, 0, 400, 900)
        self.compact = False  # the rail of a narrow window (see the module's docstring)
        self.drawer_open = False
        self.drawer_buttons_h = 0  # layout units under the drawer's log (the scene's buttons there)
        self._rows_laid: tuple | None = None  # (key, [(rect, name lines)]) of a compact panel
        self._drawer: pygame.Surface | None = None
        self.rows: list[tuple[str, str, int, bool, bool]] = []  # name, tag, score, to act, viewer
        self.tips: list[str | None] = []  # per row: what its figure is (hover), the breakdown (click)
        self.hover: int | None = None  # the score row under the pointer
        self.prompt = ""
        self.thinking: str | None = None
        self.play_now = False  # the "Play now" (or "Hint") button shows in the prompt box, under the text
        self.hint = ""  # the hint shown over the top of the log ("": none)
        self.clock = 0.0
        self.lines: list[str] = []
        self._wrapped: list[str] = []
        self.scroll = 0  # lines scrolled up from the bottom
        self.title = ui.t("table.scores")
        self._static: pygame.Surface | None = None

    # -- layout -------------------------------------------------------------
    def set_rect(self, rect: pygame.Rect, k: float | None = None, compact: bool = False) -> None:
        self.rect = pygame.Rect(rect)
        self.k = self.k if k is None else k
        self.compact = compact
        self.drawer_open = self.drawer_open and compact
        self._wrapped = []
        self._static = None

    @property
    def drawer_rect(self) -> pygame.Rect:
        """The log's drawer of a compact panel: full height, left of the rail, over the table."""
        w = min(self.px(self.DRAWER_W), int(self.rect.x * 0.85))
        return pygame.Rect(self.rect.x - w, self.rect.y, w, self.rect.h)

    def log_shown(self) -> bool:
        return not self.compact or self.drawer_open

    def set_drawer(self, shown: bool) -> None:
        if self.compact and shown != self.drawer_open:
            self.drawer_open, self._static = shown, None

    def covers(self, pos) -> bool:
        """Whether ``pos`` is on the panel (its rail, and its drawer while open)."""
        return self.rect.collidepoint(pos) or (self.compact and self.drawer_open and self.drawer_rect.collidepoint(pos))

    def px(self, n: float) -> int:
        return round(n * self.k)

    def font(self, size: int, bold: bool = False, serif: bool = False) -> pygame.font.Font:
        return self.ui.font(self.px(size), bold, serif)

    @property
    def buttons_h(self) -> int:
        return self.px(self.BUTTONS_H)

    @property
    def scores_h(self) -> int:
        if self.compact:
            rows = self.compact_rows()
            return (rows[-1][0].bottom if rows else self.rect.y + self._title_h()) - self.rect.y
        return self.px(56 + 34 * max(1, len(self.rows)))

    # -- the condensed scores of a compact panel -------------------------------------
    def _name_font(self, viewer: bool) -> pygame.font.Font:
        return self.font(16, bold=viewer)

    def _title_lines(self) -> list[str]:
        return wrap(self.font(16, bold=True, serif=True), self.title, self.rect.w - self.px(20))

    def _title_h(self) -> int:
        return self.px(8) + len(self._title_lines()) * self.font(16, bold=True, serif=True).get_linesize() + self.px(4)

    def compact_rows(self) -> list[tuple[pygame.Rect, list[str]]]:
        """Each score row of a compact panel: its rect (screen) and its name's lines, the score
        at the right of the first line (a name too long for its line wraps, never cut)."""
        key = (tuple(self.rows), tuple(self.rect), self.k, self.title)
        if self._rows_laid is not None and self._rows_laid[0] == key:
            return self._rows_laid[1]
        px, r = self.px, self.rect
        y, out = r.y + self._title_h(), []
        for name, tag, score, _, viewer in self.rows:
            font = self._name_font(viewer)
            value_w = self.font(18, bold=True).size(str(score))[0]
            room = r.w - px(4) - px(14) - value_w - px(6)  # the row's inset, the marker, the score
            text = f"{name} {tag}" if viewer and tag else name  # "(tú)": not by colour alone
            lines = wrap(font, text, room)
            if any(font.size(line)[0] > room for line in lines):  # a word wider than the row: split it
                lines = wrap(font, hyphenate(font, text, room), room)
            h = len(lines) * font.get_linesize() + px(6)
            out.append((pygame.Rect(r.x + px(2), y, r.w - px(4), h), lines))
            y += h + px(2)
        self._rows_laid = (key, out)
        return out

    @property
    def prompt_rect(self) -> pygame.Rect:
        r = self.rect
        if self.compact:  # down to the scene's buttons, less the room of "Play now" while it shows
            top = r.y + self.scores_h + self.px(6)
            bottom = r.bottom - self.buttons_h - (self.px(self.PLAY_H) if self.play_now else 0) - self.px(6)
            return pygame.Rect(r.x + self.px(6), top, r.w - self.px(12), max(self.px(40), bottom - top))
        return pygame.Rect(r.x + self.px(14), r.y + self.scores_h + self.px(8), r.w - self.px(28), self.px(86))

    PLAY_H = 44  # layout units the box grows by, under its text, while "Play now" (or "Hint") shows

    @property
    def play_rect(self) -> pygame.Rect:
        """Where the table scene puts its "Play now" (or "Hint") button: under the prompt's
        text, in the box that grows for it (``prompt_box``), so the whole prompt still reads."""
        p = self.prompt_rect
        if self.compact:  # just above the scene's buttons, whether or not it shows yet
            bottom = self.rect.bottom - self.buttons_h - self.px(6) - self.px(self.PLAY_H)
            return pygame.Rect(p.x + self.px(8), bottom - self.px(2), p.w - self.px(16), self.px(38))
        return pygame.Rect(p.x + self.px(12), p.bottom - self.px(2), p.w - self.px(24), self.px(38))

    @property
    def prompt_box(self) -> pygame.Rect:
        """The prompt's frame: its text (``prompt_rect``), and the button under it while shown."""
        p = self.prompt_rect
        return p.inflate(0, self.px(self.PLAY_H)).move(0, self.px(self.PLAY_H) // 2) if self.play_now else p

    def prompt_text(self) -> tuple[int, list[str], pygame.Rect]:
        """The prompt's (or "<name> is thinking..."'s) font size, lines and text box."""
        box = self.prompt_text_box()
        # a compact panel has no log beside it for the hint (it is in the drawer): the hint
        # takes the prompt's place there
        text = (self.hint if self.compact and self.hint else "") or self.thinking or self.prompt
        size, lines = self.prompt_lines(text, box.w, box.h)
        return size, lines, box

    def prompt_text_box(self) -> pygame.Rect:
        """The prompt's text box: left of the thinking dots (under them in a rail), and above
        the "Play now" button while it shows."""
        p, px = self.prompt_rect, self.px
        bottom = p.bottom - px(6)
        if self.compact:  # the thinking dots under the text
            box = pygame.Rect(p.x + px(8), p.y + px(6), p.w - px(16), 0)
            bottom -= px(20) if self.thinking else 0
        else:
            box = pygame.Rect(p.x + px(12), p.y + px(8), p.w - px(82 if self.thinking else 24), 0)
        box.h = bottom - box.y
        return box

    def set_play_now(self, shown: bool) -> None:
        if shown != self.play_now:
            self.play_now, self._static = shown, None

    def prompt_fits(self, text: str) -> bool:
        """Whether ``text`` reads whole in the prompt's box, at some size down to the floor."""
        box = self.prompt_text_box()
        size, lines = self.prompt_lines(text, box.w, box.h)
        font = self.ui.font(size, bold=True)
        return (
            len(lines) * font.get_linesize() <= box.h
            and all(font.size(x)[0] <= box.w for x in lines)
            and (not lines or not lines[-1].endswith("…") or text.endswith("…"))
        )

    def prompt_lines(self, text: str, width: int, height: int) -> tuple[int, list[str]]:
        """The prompt wrapped whole into the box: the largest font size (in pixels) from 18
        layout units down to 12 (or the text floor, where that is less) whose lines fit
        ``height``; at the least, as many lines as fit, the last one ending in "…" (never a
        prompt cut off without a sign)."""
        for size in range(self.px(18), min(self.px(12), self.ui.text_floor()) - 1, -1):
            font = self.ui.font(size, bold=True)
            lines = wrap(font, text, width)  # (a word wider than the box is a line of its own)
            if len(lines) * font.get_linesize() <= height and all(font.size(x)[0] <= width for x in lines):
                return size, lines
        keep = max(1, height // font.get_linesize())
        if len(lines) > keep:
            lines = lines[: keep - 1] + [ellipsize(font, " ".join(lines[keep - 1 :]), width)]
        return size, lines

    @property
    def log_rect(self) -> pygame.Rect:
        if self.compact:
            d, px = self.drawer_rect, self.px
            top = d.y + px(52)
            bottom = d.bottom - px(self.drawer_buttons_h) - px(12)
            return pygame.Rect(d.x + px(14), top, d.w - px(28), bottom - top)
        r, p = self.rect, self.prompt_box
        top = p.bottom + self.px(42)
        return pygame.Rect(r.x + self.px(14), top, r.w - self.px(28), r.bottom - self.buttons_h - self.px(12) - top)

    # -- content ------------------------------------------------------------
    def set_scores(self, rows, tips=None) -> None:
        rows = list(rows)
        if rows != self.rows:
            self.rows, self._static = rows, None
        self.tips = list(tips or [])

    def row_rect(self, i: int) -> pygame.Rect:
        """Score row ``i`` (screen coordinates)."""
        if self.compact:
            return pygame.Rect(self.compact_rows()[i][0])
        px = self.px
        return pygame.Rect(self.rect.x + px(8), self.rect.y + px(49) + i * px(34), self.rect.w - px(16), px(32))

    def row_at(self, pos) -> int | None:
        """The score row with a tip under ``pos``, or None."""
        for i in range(len(self.rows)):
            if i < len(self.tips) and self.tips[i] and self.row_rect(i).collidepoint(pos):
                return i
        return None

    def set_prompt(self, text: str, thinking: str | None) -> None:
        if (text, thinking) != (self.prompt, self.thinking):
            self.prompt, self.thinking, self._static = text, thinking, None

    def set_hint(self, text: str) -> None:
        if text != self.hint:
            self.hint, self._static = text, None

    def hint_rect(self) -> pygame.Rect | None:
        """The hint's box (over the top of the log), sized to its text; None without a hint."""
        if not self.hint:
            return None
        lr, px = self.log_rect, self.px
        lines = wrap(self.font(15, bold=True), self.hint, lr.w - px(24))
        h = min(lr.h, px(12) + len(lines) * self.font(15, bold=True).get_linesize())
        return pygame.Rect(lr.x, lr.y, lr.w, h)

    def set_log(self, lines: list[str]) -> None:
        if lines != self.lines:
            grew = lines[: len(self.lines)] == self.lines
            if grew and self._wrapped:
                font = self.font(15)
                for line in lines[len(self.lines) :]:
                    self._wrapped += wrap(font, line, self.log_rect.w - self.px(20))
            else:
                self._wrapped = []
            self.lines, self._static = list(lines), None
            if not grew:
                self.scroll = 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse wheel over the log scrolls it; the pointer over a score shows what the figure
        is, a click on it its breakdown (a toast)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.row_at(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            row = self.row_at(event.pos)
            if row is not None:
                self.ui.toast(" ".join(self.tips[row].split("\n")), 8.0)
                return True
        if event.type == pygame.MOUSEWHEEL and self.log_shown() and self.log_rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll_by(event.y * 3)
            return True
        return False

    def scroll_by(self, lines: int) -> None:
        visible = self.log_rect.h // self.line_h
        self.scroll = max(0, min(self.scroll + lines, max(0, len(self._wrapped) - visible)))
        self._static = None

    @property
    def line_h(self) -> int:
        return self.font(15).get_linesize() + self.px(2)

    # -- drawing ------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        if self._static is None or self._static.get_size() != self.rect.size:
            self._static = self._render()
            self._drawer = self._render_drawer() if self.compact and self.drawer_open else None
        surface.blit(self._static, self.rect.topleft)
        if self._drawer is not None:
            surface.blit(self._drawer, self.drawer_rect.topleft)
        if self.hover is not None and self.hover < len(self.tips) and self.tips[self.hover]:
            self._draw_tip(surface, self.tips[self.hover], self.row_rect(self.hover))
        if self.thinking:
            p = self.prompt_rect
            if self.compact:  # under the text
                x, y = p.x + self.px(20), p.bottom - self.px(14)
            else:
                x, y = p.right - self.px(60), p.y + self.px(22)
            for i in range(3):
                a = 0.5 + 0.5 * math.sin(self.clock * 6 - i * 0.9)
                colour = (int(90 + 142 * a), int(75 + 121 * a), int(40 + 66 * a))
                pygame.draw.circle(surface, colour, (x + self.px(i * 18), y), self.px(6))

    def _draw_tip(self, surface: pygame.Surface, text: str, row: pygame.Rect) -> None:
        """What a score row's figure is, in a box under the row (its first line only: a click
        shows the whole breakdown)."""
        font = self.font(14)
        w = max(row.w, self.px(260)) if self.compact else row.w  # a compact rail's tip opens leftwards
        lines = wrap(font, text.split("\n")[0], w - self.px(16))
        box = pygame.Rect(row.right - w, row.bottom + self.px(2), w, len(lines) * font.get_linesize() + self.px(10))
        pygame.draw.rect(surface, (40, 32, 22), box, border_radius=self.px(6))
        pygame.draw.rect(surface, GOLD, box, 1, border_radius=self.px(6))
        for i, line in enumerate(lines):
            surface.blit(
                font.render(line, True, TEXT), (box.x + self.px(8), box.y + self.px(5) + i * font.get_linesize())
            )

    def _render(self) -> pygame.Surface:
        r, px, font = self.rect, self.px, self.font
        out = pygame.Surface(r.size)
        out.fill(PANEL_BG)
        pygame.draw.line(out, (90, 72, 45), (0, 0), (0, r.h), max(2, px(2)))
        ui, x = self.ui, px(14)
        if self.compact:
            self._render_compact_scores(out)
        else:
            out.blit(font(20, bold=True, serif=True).render(self.title, True, GOLD), (x, px(14)))
            y, row_h = px(52), px(34)
            for name, tag, score, acting, viewer in self.rows:
                if acting:
                    box = (x - px(6), y - px(3), r.w - px(16), px(32))
                    pygame.draw.rect(out, (70, 56, 34), box, border_radius=px(6))
                    out.blit(font(16).render("▶", True, GOLD), (x, y + px(3)))
                colour = GOLD if viewer else TEXT
                value = font(20, bold=True).render(str(score), True, TEXT)
                room = r.w - px(24) - value.get_width() - px(8) - (x + px(22))  # the name and tag end here
                label = font(18, bold=viewer).render(ellipsize(font(18, bold=viewer), name, room), True, colour)
                out.blit(label, (x + px(22), y + px(1)))
                if tag and font(14).size(tag)[0] <= room - label.get_width() - px(8):  # else left out, not cut
                    out.blit(font(14).render(tag, True, SUBTLE), (x + px(30) + label.get_width(), y + px(5)))
                out.blit(value, (r.w - px(24) - value.get_width(), y))
                y += row_h
        p = self.prompt_box.move(-r.x, -r.y)
        pygame.draw.rect(out, (52, 42, 30), p, border_radius=px(8))
        pygame.draw.rect(out, (120, 96, 52), p, 1, border_radius=px(8))
        size, lines, box = self.prompt_text()
        prompt_font = ui.font(size, bold=True)
        step = prompt_font.get_linesize()
        for i, line in enumerate(lines):
            out.blit(prompt_font.render(line, True, TEXT), (box.x - r.x, box.y - r.y + i * step))
        if not self.compact:
            self._render_log(out, r.topleft)
        return out

    def _render_compact_scores(self, out: pygame.Surface) -> None:
        """The title (wrapped) and the condensed score rows of a compact panel."""
        r, px, font = self.rect, self.px, self.font
        title_font = font(16, bold=True, serif=True)
        for i, line in enumerate(self._title_lines()):
            out.blit(title_font.render(line, True, GOLD), (px(10), px(8) + i * title_font.get_linesize()))
        for (_, _, score, acting, viewer), (row, lines) in zip(self.rows, self.compact_rows()):
            row = row.move(-r.x, -r.y)
            if acting:
                pygame.draw.rect(out, (70, 56, 34), row, border_radius=px(6))
                out.blit(font(12).render("▶", True, GOLD), (row.x + px(2), row.y + px(5)))
            name_font = self._name_font(viewer)
            for i, line in enumerate(lines):
                label = name_font.render(line, True, GOLD if viewer else TEXT)
                out.blit(label, (row.x + px(14), row.y + px(3) + i * name_font.get_linesize()))
            value = font(18, bold=True).render(str(score), True, TEXT)
            out.blit(value, (row.right - px(4) - value.get_width(), row.y + px(2)))

    def _render_drawer(self) -> pygame.Surface:
        """The log's drawer of a compact panel."""
        d, px = self.drawer_rect, self.px
        out = pygame.Surface(d.size)
        out.fill(PANEL_BG)
        pygame.draw.line(out, (90, 72, 45), (0, 0), (0, d.h), max(2, px(2)))
        self._render_log(out, d.topleft)
        return out

    def _render_log(self, out: pygame.Surface, origin) -> None:
        """The log's title, its box and lines, and a hint over its top, onto ``out`` (whose
        top-left is ``origin`` on screen)."""
        px, font, ui, x = self.px, self.font, self.ui, self.px(14)
        lr = self.log_rect.move(-origin[0], -origin[1])
        out.blit(font(20, bold=True, serif=True).render(ui.t("table.log"), True, GOLD), (x, lr.y - px(34)))
        pygame.draw.rect(out, LOG_BG, lr, border_radius=px(6))
        log_font = font(15)
        if not self._wrapped and self.lines:
            for line in self.lines:
                self._wrapped += wrap(log_font, line, lr.w - px(20))
        box = self.hint_rect()
        covered = box.h + px(4) if box is not None else 0  # the log's lines show under the hint
        visible = max(1, (lr.h - px(12) - covered) // self.line_h)
        end = len(self._wrapped) - self.scroll
        shown = self._wrapped[max(0, end - visible) : end]
        ty = lr.bottom - px(6) - len(shown) * self.line_h
        for i, line in enumerate(shown):
            colour = TEXT if i == len(shown) - 1 and self.scroll == 0 else (214, 204, 184)
            out.blit(log_font.render(line, True, colour), (lr.x + px(10), ty + i * self.line_h))
        if self.scroll:
            hint = font(13).render(ui.t("table.log_scrolled"), True, SUBTLE)
            out.blit(hint, (lr.right - hint.get_width() - px(8), lr.y + px(4)))
        if box is not None:
            from client.advice import HINT_COLOUR

            box.move_ip(-origin[0], -origin[1])
            pygame.draw.rect(out, (22, 34, 44), box, border_radius=px(6))
            pygame.draw.rect(out, HINT_COLOUR, box, max(1, px(2)), border_radius=px(6))
            hint_font = font(15, bold=True)
            step = hint_font.get_linesize()
            for i, line in enumerate(wrap(hint_font, self.hint, box.w - px(24))[: max(1, (box.h - px(12)) // step)]):
                out.blit(hint_font.render(line, True, (214, 238, 255)), (box.x + px(12), box.y + px(6) + i * step))
