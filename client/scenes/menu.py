"""The main menu: the five games (the unfinished ones shown, disabled), Continue, Load..."""

from __future__ import annotations

import pygame

from client import games as tables
from client.scenes.base import GOLD, Scene
from rules.core import SaveError, saves


class MainMenu(Scene):
    scalable = True

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
            btn = self.button((left, y, gw - note_w, row), self.ui.localized(game.name), "@game",
                              tooltip=self.t("menu.play_tip"))
            self.games[btn] = game.id
            self.label((left + gw - note_w + 12, y, note_w - 12, row),
                       self.t("menu.players", lo=game.min_players, hi=game.max_players), "@subtle")
            y += step
        for gid, name in coming.items():
            btn = self.button((left, y, gw - note_w, row), self.ui.localized(name), "@game", enabled=False)
            btn.game_id = gid
            self.coming[btn] = gid
            self.label((left + gw - note_w + 12, y, note_w - 12, row), self.t("menu.coming"), "@subtle")
            y += step
        self.label((right, top, rw, 44), self.t("menu.title"), "@heading")
        y = top + 54
        has_auto = saves.has_autosave()
        self.continue_btn = self.button((right, y, rw, 60), self.t("menu.continue"), "@primary",
                                        enabled=has_auto)
        self.load_btn = self.button((right, y + 72, rw, 56), self.t("menu.load"),
                                    enabled=bool(saves.list_saves()))
        self.rules_btn = self.button((right, y + 140, rw, 56), self.t("menu.rules"))
        self.settings_btn = self.button((right, y + 208, rw, 56), self.t("menu.settings"))
        self.quit_btn = self.button((right, y + 292, rw, 56), self.t("menu.quit"))

    def resume(self) -> None:
        self.rebuild()  # Continue / Load may have changed

    def game_buttons(self) -> dict:
        """{game id: button} for every listed game, playable or not (tests use this)."""
        out = {gid: b for b, gid in self.games.items()}
        out.update({gid: b for b, gid in self.coming.items()})
        return out

    def on_button(self, element) -> None:
        from client.scenes.dialogs import MessageDialog
        from client.scenes.loading import LoadScene
        from client.scenes.rules import RulesScene
        from client.scenes.settings import SettingsScene
        from client.scenes.setup import SetupScene

        if element in self.games:
            self.app.push(SetupScene(self.app, self.games[element]))
        elif element is self.continue_btn:
            try:
                match = saves.read(saves.autosave_path())
            except SaveError as err:
                self.app.push(MessageDialog(self.app, self.t("error.load_title"), str(err)))
                return
            self.app.start_match(match)
        elif element is self.load_btn:
            self.app.push(LoadScene(self.app))
        elif element is self.rules_btn:
            self.app.push(RulesScene(self.app))
        elif element is self.settings_btn:
            self.app.push(SettingsScene(self.app))
        elif element is self.quit_btn:
            self.app.quit()

    def on_escape(self) -> None:
        self.app.quit()

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        super().draw_backdrop(surface)
        w, y, half = surface.get_width(), self.px(self.line_y), self.px(180)
        pygame.draw.line(surface, GOLD, (w // 2 - half, y), (w // 2 + half, y), 1)
