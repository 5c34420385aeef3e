"""Results: standings with each seat's score breakdown, winners highlighted, the game's summary.

Seats tied on points share a place; a line under the title names the tie-break the rulebook
gives (``<game>.results.tiebreak``) or says it gives none. Each row's summary (a pyramid, the
events won) is small; a click on a row shows it enlarged, large enough to read. Under the
rows, a chart of each seat's score round by round (client.chart, client.records). "Review"
has the hard AI look again at the human seats' decisions (client/review_panel.py); "Watch
replay" (top right) opens the game just played in the replay viewer.
"""

from __future__ import annotations

import pygame

from client import games, records
from client.chart import draw_score_chart
from client.keyboard import ENTER, Stop
from client.review_panel import REVIEW, ReviewMixin
from client.scenes.base import GOLD, SUBTLE, TEXT, Scene
from client.standings import category, places
from client.text import ellipsize, wrap
from rules.core import Match

CHART_MIN_H = 140  # the score chart's height when the rows can spare it, in layout units
CHART = -1  # ``enlarged`` value: the score chart is shown large
REPLAY_W = 250  # "Watch replay", at the top right, in layout units
CHART_NARROW_H = 90  # the chart's least height in a narrow window (a click shows it large)


class ResultsScene(ReviewMixin, Scene):
    scalable = True

    def __init__(self, app, match: Match, rounds: list[list[int]] | None = None):
        self.match = match
        # each seat's score at the end of each round (the chart)
        self.rounds = rounds if rounds is not None else records.score_rounds(match)
        self.module = games.table_module(match.game.id)
        state = match.state
        self.scores, self.winners = state.scores(), set(state.winners())
        self.order = sorted(range(len(match.seats)), key=lambda s: (-self.scores[s].total, s))
        self.places = places([sc.total for sc in self.scores], self.winners)
        self.view = state.view(None)
        self.enlarged: int | None = None  # the seat whose summary is shown large (or CHART)
        super().__init__(app)

    def tie_note(self) -> str:
        """The tie-break, named, when two or more seats ended on the same points ('' if none)."""
        totals = [sc.total for sc in self.scores]
        if len(totals) < 2 or len(set(totals)) == len(totals):
            return ""
        gid = self.match.game.id
        key = f"{gid}.results.tiebreak"
        text = self.t(key)
        return text if text != key else self.t("results.tiebreak_none")

    def narrow(self) -> bool:
        """A window under 800 x 560 layout units (1024x640 and 1366x768 at 150 %): a row
        of the foot's buttons across the window, one line a seat, the chart under the rows."""
        w, h = self.lsize
        return w < 800 or h < 560

    def margin(self) -> int:
        return 20 if self.narrow() else max(40, self.lsize[0] // 2 - 700)

    def rows_top(self) -> int:
        if not self.narrow():
            return 116
        return 56 + 22 * self.note_lines

    def build(self) -> None:
        w, h = self.lsize
        left, narrow = self.margin(), self.narrow()
        names = ", ".join(self.match.seats[s].name for s in sorted(self.winners))
        key = "results.winner" if len(self.winners) == 1 else "results.winners"
        rw = REPLAY_W if w >= 1300 else REPLAY_W - 40
        top, head_h = (6, 44) if narrow else (24, 56)
        title, title_w, cls = self.t(key, names=names), w - 2 * left - rw - 20, "@heading"
        if self.font(30, bold=True, serif=True).size(title)[0] > self.px(title_w - 8):
            # a tie of three names: the @big font, cut where it must (each row tags its winner)
            title, cls = ellipsize(self.font(22, bold=True), title, self.px(title_w - 8)), "@big"
        self.label((left, top, title_w, head_h), title, cls)
        self.replay_btn = self.button(
            (w - left - rw, top + 4, rw, head_h - 8), self.t("results.replay"), tooltip=self.t("results.replay_tip")
        )
        note = self.tie_note()
        lines = (wrap(self.font(16), note, self.px(w - 2 * left - 8))[:2] if narrow else [note]) if note else []
        self.note_lines = len(lines)
        self.note = None
        for i, line in enumerate(lines):
            label = self.label((left, top + head_h + 22 * i, w - 2 * left, 26), line, "@subtle")
            self.note = self.note or label
        bw = self.button_w()
        by, bh = (h - 50, 42) if narrow else (h - 90, 60)
        self.foot = (by, bh)  # the buttons' row (Review's too)
        self.again = self.button((w - left - 2 * bw - 20, by, bw, bh), self.t("results.again"), "@primary")
        self.menu = self.button((w - left - bw, by, bw, bh), self.t("results.menu"))
        self.review_build(w - 2 * bw - 40, left, h, bw)

    def button_w(self) -> int:
        """The width of the buttons at the foot: narrower when Review joins them in a small
        window, so that the score chart keeps its room; a third of the row in a narrow one."""
        if self.narrow():
            return (self.lsize[0] - 2 * self.margin() - 40) // 3
        return 250 if self.lsize[0] >= 1300 or not self.review_offered() else 190

    def rows(self) -> list[pygame.Rect]:
        """Each seat's row, in window pixels."""
        w, h = self.lsize
        left, top = self.margin(), self.rows_top()
        row_h = self.row_height()
        gap = 6 if self.narrow() else 10
        return [self.r((left, top + i * row_h, w - 2 * left, row_h - gap)) for i in range(len(self.order))]

    def row_height(self) -> int:
        """At most 140; rows taller than 100 give way to the chart until it is CHART_MIN_H
        high (in a small window the chart is smaller: a click shows it large). Narrow: the
        rows and the chart share what the title and the buttons leave, the rows at least one
        line high."""
        h, n = self.lsize[1], len(self.order)
        if self.narrow():
            room = h - 58 - self.rows_top()
            return max(46, min(110, (room - CHART_NARROW_H) // n))
        return min(140, max(min((h - 230) // n, 100), (h - 140 - CHART_MIN_H) // n))

    def chart_rect(self) -> pygame.Rect:
        """The score chart: under the rows, left of the buttons, down to the window's foot
        (narrow: across the window, down to the buttons)."""
        w, h = self.lsize
        left = self.margin()
        top = self.rows_top() + len(self.order) * self.row_height()
        if self.narrow():
            return self.r((left, top, w - 2 * left, h - 58 - top))
        bw = self.button_w()  # left of (Review,) Play again and Main menu
        buttons = 3 * bw + 60 if self.review_offered() else 540
        return self.r((left, top, w - 2 * left - buttons, h - 24 - top))

    def enlarged_rect(self) -> pygame.Rect:
        """Where an enlarged summary is drawn: most of the window, above the buttons."""
        w, h = self.lsize
        left = self.margin()
        top = self.rows_top() if self.narrow() else 116
        return self.r((left, top, w - 2 * left, h - top - (58 if self.narrow() else 110)))

    def handle_event(self, event) -> None:
        if self.review_event(event):
            return
        if self.enlarged == REVIEW:  # its Cancel button, by mouse or keyboard
            super().handle_event(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.enlarged is not None:
                self.enlarged = None  # a click anywhere closes the enlarged summary
                return
            for seat, rect in zip(self.order, self.rows()):
                if rect.collidepoint(event.pos):
                    self.enlarged = seat
                    return
            if self.chart_rect().collidepoint(event.pos):
                self.enlarged = CHART
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, *ENTER) and self.enlarged is not None:
            self.enlarged = None  # Esc or Enter closes it
            return
        super().handle_event(event)

    def key_stops(self) -> list[Stop]:
        """Each seat's row (Enter enlarges its summary), the score chart (Enter enlarges it), then
        the buttons."""
        rows = (
            []
            if self.enlarged is not None
            else [
                Stop(f"row:{seat}", rect, lambda s=seat: setattr(self, "enlarged", s))
                for seat, rect in zip(self.order, self.rows())
            ]
            + [Stop("chart", self.chart_rect(), lambda: setattr(self, "enlarged", CHART))]
        )
        return rows + super().key_stops()

    def on_button(self, element) -> None:
        if element is self.menu:
            self.app.pop_to("menu")
        elif element is self.again:
            self.app.replace("setup", self.match.game.id, again=self.match)
        elif element is self.replay_btn:
            self.app.push(self.app.scene("replay", self.match))
        elif element is self.review_btn:
            if self.review_job is not None and self.review_job.state == "done":
                self.enlarged = REVIEW  # shown again, not run again
            else:
                self.start_review()
        elif element is self.cancel_btn:
            self.cancel_review()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.review_update()

    def animating(self) -> bool:
        return super().animating() or self.review_running()

    def leave(self) -> None:
        self.review_leave()

    def on_escape(self) -> None:
        self.app.pop_to("menu")

    def draw_breakdown(self, surface: pygame.Surface, parts: list[str], area: pygame.Rect) -> None:
        """The score categories as text, wrapped into ``area`` (left of the game's summary)."""
        font = self.font(16)
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
        ui, gid, px, font = self.ui, self.match.game.id, self.px, self.font
        names = [s.name for s in self.match.seats]
        if self.enlarged == REVIEW:
            self.draw_review(surface)
            return
        if self.enlarged == CHART:
            rect = self.enlarged_rect()
            draw_score_chart(
                surface, rect, self.rounds, names, font(20, bold=True), font(16), self.t("results.chart_title"), px
            )
            hint = font(15).render(self.t("results.close_hint"), True, SUBTLE)
            surface.blit(hint, (rect.right - hint.get_width() - px(20), rect.y + px(12)))
            return
        if self.enlarged is not None:
            self.draw_enlarged(surface, self.enlarged)
            return
        draw_score_chart(
            surface,
            self.chart_rect(),
            self.rounds,
            names,
            font(15, bold=True),
            font(13),
            self.t("results.chart_title"),
            px,
        )
        for seat, rect in zip(self.order, self.rows()):
            if self.narrow():
                self.draw_row_narrow(surface, seat, rect)
                continue
            place = self.places[seat] - 1
            won = seat in self.winners
            pygame.draw.rect(surface, (74, 58, 32) if won else (38, 32, 26), rect, border_radius=10)
            pygame.draw.rect(surface, GOLD if won else (90, 72, 45), rect, 2 if won else 1, border_radius=10)
            score = self.scores[seat]
            x, y = rect.x + px(20), rect.y + px(12)
            rank = font(34, bold=True, serif=True).render(f"{place + 1}.", True, GOLD if won else SUBTLE)
            surface.blit(rank, (x, y))
            name = font(24, bold=True).render(self.match.seats[seat].name, True, TEXT)
            surface.blit(name, (x + px(60), y + px(4)))
            if won:
                tag = font(16, bold=True).render(self.t("results.won_tag"), True, GOLD)
                surface.blit(tag, (x + px(72) + name.get_width(), y + px(12)))
            total = font(40, bold=True).render(str(score.total), True, GOLD if won else TEXT)
            surface.blit(total, (x + px(60), y + px(40)))
            summary = pygame.Rect(rect.x + px(520), rect.y + px(6), rect.w - px(530), rect.h - px(12))
            hint = font(13).render(self.t("results.enlarge_hint"), True, SUBTLE)
            surface.blit(hint, (summary.x - hint.get_width() - px(12), rect.bottom - hint.get_height() - px(8)))
            if not getattr(self.module, "SUMMARY_SHOWS_BREAKDOWN", False):
                parts = [f"{category(ui, gid, c)}: {v}" for c, v in score.breakdown]
                self.draw_breakdown(
                    surface,
                    parts,
                    pygame.Rect(x + px(130), y + px(44), summary.x - x - px(140), rect.bottom - y - px(50)),
                )
            try:
                self.module.draw_seat_summary(ui, surface, summary, self.view, seat)
            except Exception as err:  # a drawing bug must not hide the standings
                surface.blit(font(14).render(f"({type(err).__name__})", True, SUBTLE), summary.topleft)

    def draw_row_narrow(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        """A seat's row in a narrow window: place, name and total on one line, the score's
        parts under them where the row has room, the game's summary at the right."""
        ui, gid, px, font = self.ui, self.match.game.id, self.px, self.font
        won, score = seat in self.winners, self.scores[seat]
        pygame.draw.rect(surface, (74, 58, 32) if won else (38, 32, 26), rect, border_radius=8)
        pygame.draw.rect(surface, GOLD if won else (90, 72, 45), rect, 2 if won else 1, border_radius=8)
        summary_w = min(px(420), rect.w // 2)
        summary = pygame.Rect(rect.right - summary_w - px(4), rect.y + px(4), summary_w, rect.h - px(8))
        total = font(26, bold=True).render(str(score.total), True, GOLD if won else TEXT)
        tx = summary.x - total.get_width() - px(12)
        x, y = rect.x + px(10), rect.y + px(6)
        rank = font(22, bold=True, serif=True).render(f"{self.places[seat]}.", True, GOLD if won else SUBTLE)
        surface.blit(rank, (x, y))
        surface.blit(total, (tx, y))
        name_x = x + rank.get_width() + px(10)
        tag = font(14, bold=True).render(self.t("results.won_tag"), True, GOLD) if won else None
        room = tx - px(12) - name_x - (tag.get_width() + px(8) if tag else 0)
        name = font(20, bold=True).render(ellipsize(font(20, bold=True), self.match.seats[seat].name, room), True, TEXT)
        surface.blit(name, (name_x, y + px(2)))
        if tag is not None:
            surface.blit(tag, (name_x + name.get_width() + px(8), y + px(6)))
        below = pygame.Rect(name_x, y + px(34), tx - name_x, rect.bottom - y - px(36))
        if below.h >= self.font(16).get_linesize() and not getattr(self.module, "SUMMARY_SHOWS_BREAKDOWN", False):
            self.draw_breakdown(surface, [f"{category(ui, gid, c)}: {v}" for c, v in score.breakdown], below)
        try:
            self.module.draw_seat_summary(ui, surface, summary, self.view, seat)
        except Exception as err:  # a drawing bug must not hide the standings
            surface.blit(font(14).render(f"({type(err).__name__})", True, SUBTLE), summary.topleft)

    def draw_enlarged(self, surface: pygame.Surface, seat: int) -> None:
        """One seat's summary across most of the window (a click or Esc closes it)."""
        ui, rect, px = self.ui, self.enlarged_rect(), self.px
        pygame.draw.rect(surface, (38, 32, 26), rect, border_radius=10)
        pygame.draw.rect(surface, GOLD, rect, 2, border_radius=10)
        title = self.font(26, bold=True).render(
            f"{self.places[seat]}.  {self.match.seats[seat].name}  ·  {self.scores[seat].total}", True, TEXT
        )
        surface.blit(title, (rect.x + px(20), rect.y + px(14)))
        hint = self.font(15).render(self.t("results.close_hint"), True, SUBTLE)
        surface.blit(hint, (rect.right - hint.get_width() - px(20), rect.y + px(22)))
        body = pygame.Rect(rect.x + px(16), rect.y + px(60), rect.w - px(32), rect.h - px(76))
        try:
            self.module.draw_seat_summary(ui, surface, body, self.view, seat)
        except Exception as err:  # a drawing bug must not hide the standings
            surface.blit(self.font(14).render(f"({type(err).__name__})", True, SUBTLE), body.topleft)
