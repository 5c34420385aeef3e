"""The results screen's "Review" (issue 22): the hard AI looks again at each decision of the
human seats, in the background (:class:`client.advice.ReviewJob`: two worker processes),
with a progress bar and Cancel; then the costliest few are listed: the decision (its number
for that seat and where the game stood), what was played, what the AI would have played and
the estimated difference in the chance of winning. A list longer than the panel scrolls, by
the wheel and by ↑ ↓, Page Up / Page Down, Home / End; a line at its foot says how many
more are below (or above).
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from client.advice import HINT_COLOUR, ReviewJob, describe
from client.scenes.base import GOLD, SUBTLE, TEXT
from client.scenes.sidepanel import wrap
from rules.ai import advice

REVIEW = -2  # the results scene's ``enlarged`` value while the review panel shows


class ProgressBar(pygame_gui.elements.UIProgressBar):
    """pygame_gui's progress bar, its text a whole percentage ("45 %")."""

    def status_text(self) -> str:
        return f"{round(self.current_progress)} %"


class ReviewMixin:
    """The results scene's review; the scene calls ``review_*`` at the places named below."""

    review_job: Any = None
    review_rows: list | None = None  # the costliest decisions, as lines to draw
    review_note = ""
    review_btn: Any = None
    review_first = 0  # the first row shown (the list scrolls)

    def review_offered(self) -> bool:
        from rules.ai.ismcts import has_search

        return bool(self.match.human_seats) and bool(self.match.steps) and has_search(self.match.game.id)

    def review_build(self, right: int, left: int, h: int, bw: int) -> None:
        """The Review button (ending at ``right``, left of Play again), the panel's Cancel and
        progress bar."""
        self.review_btn = self.cancel_btn = self.review_bar = None
        if not self.review_offered():
            return
        by, bh = getattr(self, "foot", (h - 90, 60))  # the row of the buttons at the foot
        self.review_btn = self.button((right - left - bw, by, bw, bh), self.t("results.review"))
        rect = self.enlarged_rect()
        k = self.k
        lw, lh = rect.w / k, rect.h / k
        x, y = rect.x / k, rect.y / k
        self.review_bar = ProgressBar(self.r((x + 30, y + 110, lw - 60, 36)), self.manager)
        self.cancel_btn = self.button(
            (x + lw / 2 - 110, y + min(lh - 80, 170), 220, 56), self.t("results.review_cancel")
        )
        self.review_show()

    def review_show(self) -> None:
        running = self.review_job is not None and self.review_job.state == "running" and self.enlarged == REVIEW
        for widget in (self.review_bar, self.cancel_btn):
            if widget is not None:
                widget.show() if running else widget.hide()

    def start_review(self, seconds: float | None = None, threads: bool | None = None) -> None:
        if self.review_job is not None and self.review_job.state == "running":
            return
        seconds = advice.REVIEW_SECONDS if seconds is None else seconds
        if threads is None:
            threads = getattr(self.app, "worker_kind", "process") != "process"
        self.review_rows, self.review_note, self.review_first = None, "", 0
        self.review_job = ReviewJob(self.match, seconds=seconds, threads=threads)
        self.enlarged = REVIEW
        self.review_show()

    def cancel_review(self) -> None:
        if self.review_job is not None:
            self.review_job.cancel()
        self.review_note = self.t("results.review_cancelled")
        self.review_show()

    def review_update(self) -> None:
        job = self.review_job
        if job is None or job.state != "running":
            return
        if job.poll() == "done":
            self.review_rows = self.review_lines(job)
            self.review_show()
        elif self.review_bar is not None:
            done, total = job.done_total()
            self.review_bar.set_current_progress(100 * done / total if total else 0)

    def review_running(self) -> bool:
        return self.review_job is not None and self.review_job.state == "running"

    def review_lines(self, job: ReviewJob) -> list:
        """The costliest decisions, each (head, played, best, difference) in words."""
        if job.error:
            self.review_note = self.t("results.review_failed", reason=job.error)
        worst = advice.costliest(job.decisions)
        wanted = {d.step: d for d in worst}
        names = [s.name for s in self.match.seats]
        progress = getattr(self.module, "progress", None)
        state = self.match.game.new_state(self.match.config)
        counts = [0] * len(names)
        found: dict[int, tuple] = {}
        for i, step in enumerate(self.match.steps):
            if len(state.legal(step.seat)) > 1:
                counts[step.seat] += 1
            d = wanted.get(i)
            if d is not None:
                where = progress(self.ui, state.view(None)) if progress is not None else ""
                head = self.t("results.review_head", n=counts[d.seat], name=names[d.seat], where=where)
                found[i] = (
                    head,
                    self.t("results.review_played", move=self.review_move(state, d.seat, d.played)),
                    self.t("results.review_best", move=self.review_move(state, d.seat, d.best)),
                    self.t(
                        "results.review_diff",
                        diff=round(100 * d.loss),
                        played=round(100 * d.played_value),
                        best=round(100 * d.best_value),
                    ),
                )
            if len(found) == len(wanted):
                break
            state.apply(step.seat, step.action)
        if not worst and not job.error:
            self.review_note = self.t("results.review_none", count=len(job.decisions))
        elif worst:
            self.review_note = self.t("results.review_count", count=len(job.decisions), shown=len(worst))
        return [found[d.step] for d in worst if d.step in found]

    def review_move(self, state, seat: int, action) -> str:
        return describe(self.module, self.ui, state, seat, action, [s.name for s in self.match.seats])

    def review_event(self, event) -> bool:
        """While the panel shows: the wheel and ↑ ↓ PgUp PgDn Home End scroll its list; Esc or
        a click outside Cancel closes it (and cancels a review under way); True when the
        event was used."""
        if self.enlarged != REVIEW:
            return False
        if self.review_scroll(event):
            return True
        closing = (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE) or (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and not (
                self.cancel_btn is not None and self.cancel_btn.visible and self.cancel_btn.rect.collidepoint(event.pos)
            )
        )
        if not closing:
            return False
        if self.review_running():
            self.cancel_review()
        self.enlarged = None
        self.review_show()
        return True

    def review_scroll(self, event) -> bool:
        """Scroll the list of costly decisions by the wheel or a key; True when it was one."""
        rows = len(self.review_rows or ())
        if not rows or self.review_running():
            return False
        room = self.review_layout()[1]
        if event.type == pygame.MOUSEWHEEL:
            delta = -event.y
        elif event.type == pygame.KEYDOWN and event.key in _SCROLL_KEYS and not event.mod & pygame.KMOD_CTRL:
            delta = {
                pygame.K_DOWN: 1,
                pygame.K_UP: -1,
                pygame.K_PAGEDOWN: room,
                pygame.K_PAGEUP: -room,
                pygame.K_END: rows,
                pygame.K_HOME: -rows,
            }[event.key]
        else:
            return False
        self.review_first = max(0, min(rows - room, self.review_first + delta))
        return True

    def review_layout(self) -> tuple[int, int, int]:
        """(the top of the list, how many rows it shows, a row's height), in pixels: every
        row where they fit, else as many as fit above a line that says what is not shown."""
        rect, px = self.enlarged_rect(), self.px
        body, head = self.font(16), self.font(17, bold=True)
        lines = len(wrap(body, self.review_note, rect.w - px(60)))  # as draw_review writes the note
        top = rect.y + px(64) + lines * body.get_linesize() + px(8)
        need = head.get_linesize() + 3 * body.get_linesize() + px(10)
        rows = len(self.review_rows or ())
        room = max(1, (rect.bottom - px(8) - top) // need)
        if room < rows:
            room = max(1, (rect.bottom - px(8) - body.get_linesize() - top) // need)
        return top, min(room, rows), need

    def review_leave(self) -> None:
        if self.review_running():
            self.review_job.cancel()

    def draw_review(self, surface: pygame.Surface) -> None:
        rect, px, font = self.enlarged_rect(), self.px, self.font
        pygame.draw.rect(surface, (30, 34, 38), rect, border_radius=10)
        pygame.draw.rect(surface, HINT_COLOUR, rect, 2, border_radius=10)
        surface.blit(
            font(26, bold=True).render(self.t("results.review_title"), True, TEXT), (rect.x + px(20), rect.y + px(14))
        )
        hint = font(15).render(self.t("results.close_hint"), True, SUBTLE)
        surface.blit(hint, (rect.right - hint.get_width() - px(20), rect.y + px(22)))
        x, y, width = rect.x + px(30), rect.y + px(64), rect.w - px(60)
        job = self.review_job
        if job is not None and job.state == "running":
            done, total = job.done_total()
            text = (
                self.t("results.review_running", done=done, total=total) if total else self.t("results.review_starting")
            )
            surface.blit(font(18, bold=True).render(text, True, TEXT), (x, y))
            return
        body, head = font(16), font(17, bold=True)
        for line in wrap(body, self.review_note, width):
            surface.blit(body.render(line, True, GOLD), (x, y))
            y += body.get_linesize()
        rows = list(self.review_rows or ())
        y, room, _ = self.review_layout()
        first = self.review_first = max(0, min(len(rows) - room, self.review_first))
        above, below = first, max(0, len(rows) - first - room)
        if above or below:  # a small window: say what is not shown, and how to see it
            more = self.t("results.review_more", n=below) if below else self.t("results.review_above", n=above)
            surface.blit(
                body.render(_fit(body, more, width), True, SUBTLE), (x, rect.bottom - px(8) - body.get_linesize())
            )
        for n, (title, played, best, diff) in enumerate(rows[first : first + room], first):
            pygame.draw.line(surface, (70, 80, 90), (x, y), (x + width, y))
            y += px(4)
            surface.blit(head.render(f"{n + 1}. {title}", True, HINT_COLOUR), (x, y))
            y += head.get_linesize()
            for line, colour in ((played, TEXT), (best, TEXT), (diff, GOLD)):
                surface.blit(body.render(_fit(body, line, width - px(20)), True, colour), (x + px(20), y))
                y += body.get_linesize()
            y += px(6)


_SCROLL_KEYS = (pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN, pygame.K_PAGEUP, pygame.K_END, pygame.K_HOME)


def _fit(font, text: str, width: int) -> str:
    from client.text import ellipsize

    return ellipsize(font, text, width)
