"""The main menu: the five games (the unfinished ones shown, disabled), Continue, Load..."""

from __future__ import annotations

import pygame

from client import games as tables
from client import save_info
from client.scenes.base import GOLD, Scene
from client.text import ellipsize as fit
from client.ui import MIN_SIZE
from rules.core import SaveError, saves

LAID_OUT_FOR = (1600, 900)  # the window the menu's layout fills; a larger one scales it up


class MainMenu(Scene):
    scalable = True
    ring_from_start = True  # on Continue where there is a game to continue, else the first game
    default_button = "continue_btn"
    spatial = "columns"  # ← → between the games and the menu, ↑ ↓ along a column

    def _scale(self) -> float:
        """The UI scale, grown by as much as the window is larger than LAID_OUT_FOR: at
        2560x1440 and 100 % the menu fills the window as it does at 1600x900 (1.6) instead of
        staying a small block at the top; never so large that MIN_SIZE's layout would not fit."""
        w, h = self.app.size
        room = min(w / LAID_OUT_FOR[0], h / LAID_OUT_FOR[1])
        fits = min(w / MIN_SIZE[0], h / MIN_SIZE[1])
        return max(self.ui.scale, int(min(fits, self.ui.scale + room - 1) * 20 + 1e-6) / 20)

    def build(self) -> None:
        w, h = self.lsize
        compact = h < 800
        cx = w // 2
        self.label((cx - 500, 24 if compact else 50, 1000, 90), "tablero", "@title")
        tag_y = 108 if compact else 140
        self.label((cx - 500, tag_y, 1000, 34), self.t("menu.tagline"), "@centered")
        self.line_y = tag_y + 42
        top = self.line_y + (24 if compact else 28)
        # two columns, games and the menu, centred in at most 1200 px
        span = min(w - 48, 1200)
        rw = 280 if span < 1000 else 320 if span < 1100 else 400
        gw = span - 40 - rw
        left = cx - span // 2
        right = left + gw + 40
        row, step = (60, 68) if compact else (68, 78)
        self.label((left, top, gw, 44), self.t("menu.new_game"), "@heading")
        self.games: dict = {}
        self.coming: dict = {}
        y = top + 54
        note_w = 150
        playable, coming = tables.listing()
        for game in playable:
            btn = self.button(
                (left, y, gw - note_w, row), self.ui.localized(game.name), "@game", tooltip=self.t("menu.play_tip")
            )
            self.games[btn] = game.id
            self.label(
                (left + gw - note_w + 12, y, note_w - 12, row),
                self.t("menu.players", lo=game.min_players, hi=game.max_players),
                "@subtle",
            )
            y += step
        for gid, name in coming.items():
            btn = self.button((left, y, gw - note_w, row), self.ui.localized(name), "@game", enabled=False)
            btn.game_id = gid
            self.coming[btn] = gid
            self.label((left + gw - note_w + 12, y, note_w - 12, row), self.t("menu.coming"), "@subtle")
            y += step
        # a newcomer's way in: a guided first game of each game
        self.learn_btn = self.button(
            (left, y + 6, gw - note_w, row - 8), self.t("menu.learn"), tooltip=self.t("menu.learn_tip")
        )
        self.label((right, top, rw, 44), self.t("menu.title"), "@heading")
        y = top + 54
        has_auto = saves.has_autosave()
        text, tip = self.continue_text(rw)
        self.continue_btn = self.button((right, y, rw, 60), text, "@primary", enabled=has_auto, tooltip=tip)
        self.load_btn = self.button(
            (right, y + 72, rw, 56), self.t("menu.load"), enabled=bool(saves.list_saves() or saves.list_kept())
        )
        gap = 62 if compact else 68  # Rules, Statistics and Settings, then a wider gap before Quit
        self.rules_btn = self.button((right, y + 140, rw, 56), self.t("menu.rules"))
        self.stats_btn = self.button((right, y + 140 + gap, rw, 56), self.t("menu.stats"))
        self.settings_btn = self.button((right, y + 140 + 2 * gap, rw, 56), self.t("menu.settings"))
        self.quit_btn = self.button((right, y + 140 + 3 * gap + 16, rw, 56), self.t("menu.quit"))

    def continue_text(self, width: int) -> tuple[str, str | None]:
        """Continue's words, naming the game it resumes ("Continuar: Krysis"), and its
        tooltip: where that game stands, who leads and who plays."""
        match = save_info.match_of(saves.autosave_path()) if saves.has_autosave() else None
        if match is None:
            return self.t("menu.continue"), None
        game = save_info.game_name(self.ui, match)
        font = self.font(20, bold=True)  # the theme's @primary buttons
        text = fit(font, self.t("menu.continue_game", game=game), self.px(width - 48))
        names = ", ".join(s.name for s in match.seats)
        tip = "  ·  ".join(p for p in (game, save_info.where_and_leader(self.ui, saves.autosave_path()), names) if p)
        return text, tip

    def resume(self) -> None:
        self.rebuild()  # Continue / Load may have changed

    def game_buttons(self) -> dict:
        """{game id: button} for every listed game, playable or not (tests use this)."""
        out = {gid: b for b, gid in self.games.items()}
        out.update({gid: b for b, gid in self.coming.items()})
        return out

    def on_button(self, element) -> None:
        if element in self.games:
            self.app.push(self.app.scene("setup", self.games[element]))
        elif element is self.continue_btn:
            try:
                match = saves.read(saves.autosave_path())
            except SaveError as err:
                self.app.message(self.t("error.load_title"), self.ui.reason(err))
                return
            self.app.start_match(match)
        elif element is self.load_btn:
            self.app.push(self.app.scene("load"))
        elif element is self.learn_btn:
            self.app.push(self.app.scene("learn"))
        elif element is self.rules_btn:
            self.app.push(self.app.scene("rules"))
        elif element is self.stats_btn:
            self.app.push(self.app.scene("stats"))
        elif element is self.settings_btn:
            self.app.push(self.app.scene("settings"))
        elif element is self.quit_btn:
            self.ask_quit()

    def ask_quit(self) -> None:
        """Quit; while a game is unfinished, first ask (Cancel is the default)."""
        if saves.autosave_path().is_file():
            self.app.push(
                self.app.scene(
                    "confirm", self.t("menu.quit_title"), self.t("menu.quit_ask"), self.t("menu.quit"), self.app.quit
                )
            )
        else:
            self.app.quit()

    def on_escape(self) -> None:
        """Nothing: one Esc too many after leaving a table must not close the app."""

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        super().draw_backdrop(surface)
        w, y, half = surface.get_width(), self.px(self.line_y), self.px(180)
        pygame.draw.line(surface, GOLD, (w // 2 - half, y), (w // 2 + half, y), 1)
