"""Statistics: games played, wins by seat and against each AI level, best and mean scores,
and the recent games, for every game together or one game (from rules.core.history).

A damaged history is reported once, in a message, when the screen opens (its bad part has
been set aside by ``history.load``). A recent game's row opens that game in the replay
viewer (client/scenes/replay.py); its tooltip holds the record's details.
"""

from __future__ import annotations

import html

from client.scenes.base import Scene
from client.standings import category
from rules.core import get_game, history
from rules.core.errors import TableroError
from rules.core.stats import stats


def elide(button, text: str) -> str:
    """``text``, cut short with an ellipsis where it is wider than ``button`` leaves room for."""
    room = button.rect.w - 24
    if button.font.size(text)[0] <= room:
        return text
    while text and button.font.size(text + "…")[0] > room:
        text = text[:-1]
    return text.rstrip(" ·,") + "…"


class StatsScene(Scene):
    scalable = True

    def __init__(self, app, records: list | None = None):
        if records is None:
            records, self.problems = history.load(keep_saves=False)  # summaries: less memory
        else:
            self.problems = []
        self.records: list[history.Record] = records
        self.game: str | None = None  # None: every game together
        super().__init__(app)

    def enter(self) -> None:
        if self.problems:  # told once: the damaged part is set aside now
            self.app.message(self.t("stats.damaged_title"), "\n".join(map(self.ui.reason, self.problems)))
            self.problems = []

    def game_name(self, game_id: str) -> str:
        try:
            return self.ui.localized(get_game(game_id).name)
        except TableroError:
            return game_id  # a game this version does not know

    def build(self) -> None:
        w, h = self.lsize
        left = max(40, w // 2 - 700)
        span = w - 2 * left
        self.label((left, 20, span, 56), self.t("stats.title"), "@heading")
        ids = list(dict.fromkeys(r.game for r in self.records))
        choices = [(self.t("stats.all"), None)] + [(self.game_name(g), g) for g in ids]
        self.filters: dict = {}
        for text, gid in choices:
            self.filters[self.button((left, 84, 100, 44), text)] = gid
        self.spread(list(self.filters), self.r((left, 84, span, 44)))
        for btn, gid in self.filters.items():
            if gid == self.game:
                btn.select()  # after the resize: a selected button keeps the look it had when selected
        s = stats(self.records, self.game)
        col = min(520, span // 2 - 20)
        y, line = 146, 34 if h >= 800 else 28
        for text in self.summary(s):
            self.label((left, y, col, line), text, "@big" if y == 146 else None)
            y += line
        self.rows: dict = {}
        rx, rw = left + col + 30, span - col - 30
        self.label((rx, 146, rw, line), self.t("stats.recent"), "@big")
        row_h = 40 if h >= 800 else 34
        room = max(1, (h - 120 - 146 - line) // (row_h + 6))
        for i, index in enumerate(s.recent[:room]):
            rec = self.records[index]
            btn = self.button(
                (rx, 146 + line + 6 + i * (row_h + 6), rw, row_h),
                "",
                tooltip=html.escape(f"{self.details(index)}\n\n{self.t('stats.row_tip')}"),
            )
            btn.set_text(elide(btn, self.row_text(index + 1, rec)))
            self.rows[btn] = index
        if not s.recent:
            self.label((rx, 146 + line + 6, rw, line), self.t("stats.none"), "@subtle")
        self.back = self.button((w - left - 260, h - 90, 260, 60), self.t("dialog.back"), "@primary")

    def spread(self, buttons: list, area) -> None:
        """Lay ``buttons`` out in a row across ``area`` (pixels), each as wide as its text
        needs, all narrowed alike when the row would not fit."""
        gap = self.px(10)
        needs = [b.font.size(b.text)[0] + self.px(48) for b in buttons]
        k = min(1.0, (area.w - gap * (len(buttons) - 1)) / max(1, sum(needs)))
        x = area.x
        for btn, need in zip(buttons, needs):
            btn.set_dimensions((int(need * k), area.h))
            btn.set_relative_position((x, area.y))
            x += int(need * k) + gap

    def summary(self, s) -> list[str]:
        """The lines of the left column."""
        t = self.t
        lines = [t("stats.played", n=s.played)]
        if s.autoplayed:
            lines.append(t("stats.autoplayed", n=s.autoplayed))
        if s.best is not None:
            lines.append(t("stats.best", score=s.best[0], name=s.best[1]))
        if s.mean is not None:
            lines.append(t("stats.mean", mean=f"{s.mean:.1f}"))
        if s.winner_mean is not None:
            lines.append(t("stats.winner_mean", mean=f"{s.winner_mean:.1f}"))
        if s.seat_games:
            lines.append(t("stats.by_seat"))
            lines += [
                t("stats.seat_wins", seat=i + 1, won=won, n=n)
                for i, (won, n) in enumerate(zip(s.seat_wins, s.seat_games))
            ]
        if s.vs_level:
            lines.append(t("stats.by_level"))
            lines += [
                t("stats.level_wins", level=t(f"level.{lv}"), won=won, n=n)
                for lv, (won, n) in sorted(s.vs_level.items())
            ]
        return lines

    def row_text(self, number: int, rec: history.Record) -> str:
        seats = ", ".join(f"{seat.name} {total}" for seat, total in zip(rec.seats, rec.totals))
        tag = f" · {self.t('stats.autoplay_tag')}" if rec.autoplay else ""
        game = "" if self.game else f" · {self.game_name(rec.game)}"  # one game shown: said above
        return f"{number}. {rec.date[:10]}{game} · {seats}{tag}"

    def details(self, index: int) -> str:
        """A record in words: each seat, its kind, score and breakdown, the winners."""
        rec = self.records[index]
        lines = [f"{rec.date[:16].replace('T', ' ')} · {self.game_name(rec.game)}"]
        for seat, (s, total, parts) in enumerate(zip(rec.seats, rec.totals, rec.breakdowns)):
            kind = self.t("stats.human") if s.is_human else self.t("seat.ai_tag", level=self.t(f"level.{s.kind}"))
            star = f" · {self.t('results.won_tag')}" if seat in rec.winners else ""
            lines.append(f"{s.name} ({kind}): {total}{star}")
            if parts:
                lines.append("   " + ", ".join(f"{category(self.ui, rec.game, c)} {v}" for c, v in parts))
        return "\n".join(lines)

    def replay(self, index: int) -> None:
        """Open record ``index`` in the replay viewer. The screen holds the summaries only:
        the history is read again for the game's data, which must be the same record."""
        records, problems = history.load()
        record = records[index] if index < len(records) and not problems else None
        if record is None or record != self.records[index]:
            self.app.message(self.t("stats.record_title", n=index + 1), self.t("stats.record_gone"))
            return
        try:
            match = record.match()
        except TableroError as err:
            self.app.message(self.t("stats.record_title", n=index + 1), self.ui.reason(err))
            return
        self.app.push(self.app.scene("replay", match))

    def on_button(self, element) -> None:
        if element in self.filters:
            self.game = self.filters[element]
            self.rebuild()
        elif element in self.rows:
            self.replay(self.rows[element])
        elif element is self.back:
            self.app.pop()

    def on_escape(self) -> None:
        self.app.pop()
