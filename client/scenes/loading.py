"""Load a named save: one row per save (name, game, players, where the game stands and who
leads, date) with Delete (confirmed).

Games kept automatically (a game in progress that another game replaced, the newest
``saves.KEEP_LAST``) are listed with them, newest first, titled "Unfinished · <game>".
A bad file shows its SaveError when loaded and stays untouched.
"""

from __future__ import annotations

import datetime

import pygame
import pygame_gui

from client import save_info
from client.scenes.base import Scene
from client.text import ellipsize as fit
from client.text import without_gloss
from rules.core import SaveError, get_game, saves

DATE_FORMATS = {"es": "%d/%m/%Y %H:%M", "en": "%Y-%m-%d %H:%M"}
ROW_H, ROW_STEP = 56, 92  # a row a finger can hit; its second line lies under it


class LoadScene(Scene):
    scalable = True
    ring_from_start = True  # on the newest save (Enter opens it), or Back when there is none

    def __init__(self, app):
        self.chosen = None  # the selected save's path
        super().__init__(app)

    def describe(self, path, width: int = 10**6) -> tuple[str, str]:
        """(the row's title, the line under it) for one save; a save name too long for
        ``width`` pixels ends with "…" so that the game's name still shows."""
        shown = saves.display_name(path)
        stem = shown[: -len(path.suffix)] if path.suffix else shown
        try:
            meta = saves.info(path)
        except SaveError as err:
            reason = self.ui.reason(err, named=True)  # the row names the file already
            return fit(self.font(24, True, True), stem, self.px(width)), self.t("load.unreadable", reason=reason)
        try:
            game = self.ui.localized(get_game(meta["game"]).name)
        except Exception:  # an unknown game id: show it as written
            game = meta["game"]
        when = datetime.datetime.fromtimestamp(meta["mtime"]).strftime(DATE_FORMATS.get(self.ui.lang, "%c"))
        players = self.t("load.players", n=meta["players"], names=", ".join(meta["names"]))
        where = save_info.where_and_leader(self.ui, path)  # tells an Unfinished game from a save of it
        font = self.font(24, True, True)  # the theme's @game buttons
        if font.size(f"  ·  {game}")[0] > self.px(width) // 2:  # a narrow row: the name, not its gloss
            game = without_gloss(game)
        tail = f"  ·  {game}"
        if self.is_kept(path):
            stem = self.t("load.kept")
        name = fit(font, stem, self.px(width) - font.size(tail)[0])
        return name + tail, "  ·  ".join(part for part in (players, where, when) if part)

    @staticmethod
    def is_kept(path) -> bool:
        return path.parent == saves.kept_dir()

    def build(self) -> None:
        w, h = self.lsize
        width = min(1000, w - (40 if w < 800 else 80))
        left = (w - width) // 2
        compact, small = h < 800, h < 560
        top = 10 if small else 30 if compact else 50
        self.label((left, top, width, 56), self.t("load.title"), "@heading")
        self.paths = saves.list_all()
        if self.chosen not in self.paths:
            self.chosen = None
        self.rows, self.deletes = {}, {}
        list_top = top + 70
        if any(self.is_kept(p) for p in self.paths):  # say where those came from
            self.label(
                (left, list_top - 12, width, 30),
                fit(self.font(16), self.t("load.kept_note", n=saves.KEEP_LAST), self.px(width)),
                "@subtle",
            )
            list_top += 26
        bottom = h - (66 if small else 90 if compact else 120)
        if self.paths:
            area = pygame.Rect(left, list_top, width, bottom - list_top - 16)
            self.box = pygame_gui.elements.UIScrollingContainer(self.r(area), self.manager, allow_scroll_x=False)
            inner = width - 24  # room for the scroll bar
            self.box.set_scrollable_area_dimensions((self.px(inner), self.px(len(self.paths) * ROW_STEP)))
            for i, path in enumerate(self.paths):
                title, line = self.describe(path, inner - 150 - 52)
                y = i * ROW_STEP
                row = self.button((0, y, inner - 150, ROW_H), title, "@game", container=self.box)
                if path == self.chosen:
                    row.select()
                self.rows[row] = path
                self.label(
                    (12, y + ROW_H + 2, inner - 150, 26),
                    fit(self.font(16), line, self.px(inner - 170)),
                    "@subtle",
                    container=self.box,
                )
                self.deletes[self.button((inner - 136, y, 136, ROW_H), self.t("load.delete"), container=self.box)] = (
                    path
                )
        else:
            self.box = None
            self.label((left, list_top + 10, width, 40), self.t("load.none"), "@subtle")
        bw, bh = min(240, (width - 40) // 3), 52 if small else 60  # Back, Replay and Load in a row
        self.back = self.button((left, bottom, bw, bh), self.t("dialog.back"))
        self.replay_btn = self.button(
            (left + width - 2 * bw - 20, bottom, bw, bh),
            self.t("load.replay"),
            enabled=bool(self.paths),
            tooltip=self.t("load.replay_tip"),
        )
        self.load = self.button(
            (left + width - bw, bottom, bw, bh), self.t("load.load"), "@primary", enabled=bool(self.paths)
        )

    def selected(self):
        return self.chosen

    def choose(self, path) -> None:
        self.chosen = path
        for row, p in self.rows.items():
            if p == path:
                row.select()
            else:
                row.unselect()

    def press(self, widget) -> None:
        """Enter on a save's row opens it (as a double click does)."""
        if widget in self.rows:
            self.choose(self.rows[widget])
            self.open(self.rows[widget])
        else:
            super().press(widget)

    def focus_moved(self, widget) -> None:
        """A row or its Delete reached by the keys is scrolled into view."""
        super().focus_moved(widget)
        path = self.rows.get(widget, self.deletes.get(widget))
        bar = self.box.vert_scroll_bar if self.box is not None else None
        if path is None or bar is None or self.box.rect.contains(widget.rect):
            return
        total = len(self.paths) * ROW_STEP
        bar.set_scroll_from_start_percentage(self.paths.index(path) * ROW_STEP / total)
        self.manager.update(0.0)  # the rows move now, under the ring

    def handle_event(self, event) -> None:
        super().handle_event(event)
        if event.type == pygame_gui.UI_BUTTON_DOUBLE_CLICKED and event.ui_element in self.rows:
            self.open(self.rows[event.ui_element])

    def on_button(self, element) -> None:
        if element in self.rows:
            self.choose(self.rows[element])
        elif element in self.deletes:
            path = self.deletes[element]
            self.app.push(
                self.app.scene(
                    "confirm",
                    self.t("load.delete_title"),
                    self.t(
                        "load.delete_ask",
                        name=self.describe(path)[0] if self.is_kept(path) else saves.display_name(path.with_suffix("")),
                    ),
                    self.t("load.delete"),
                    lambda: self.delete(path),
                )
            )
        elif element is self.load:
            self.open(self.selected())
        elif element is self.replay_btn:
            self.open(self.selected(), replay=True)
        elif element is self.back:
            self.app.pop()

    def on_escape(self) -> None:
        self.app.pop()

    def delete(self, path) -> None:
        try:
            saves.delete(path)
        except SaveError as err:
            self.ui.toast(self.ui.reason(err))
        self.rebuild()

    def open(self, path, replay: bool = False) -> None:
        """Play on from the save at ``path``, or (``replay``) watch it in the replay viewer,
        which leaves the game in progress alone."""
        if path is None:
            self.ui.toast(self.t("load.pick"))
            return
        try:
            match = saves.read(path)
        except SaveError as err:
            self.app.message(self.t("error.load_title"), self.ui.reason(err))
            return
        if replay:
            self.app.push(self.app.scene("replay", match))
            return
        scene = self.app.start_match(match, replace=True)  # the game in progress is kept first
        if scene is not None and self.is_kept(path) and self.app.autosave:
            try:
                saves.resume_kept(path)
            except (OSError, SaveError):
                pass  # it stays listed; the game plays on all the same
