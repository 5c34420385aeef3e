"""The main menu: the five games (the unfinished ones shown, disabled), Continue, Load..."""

from __future__ import annotations

import pygame

from client import games as tables
from client.scenes.base import GOLD, Scene
from rules.core import COMING, SaveError, all_games, saves


class MainMenu(Scene):
    def build(self) -> None:
        w, h = self.app.size
        cx = w // 2
        self.label((cx - 500, 50, 1000, 90), "tablero", "@title")
        self.label((cx - 500, 140, 1000, 34), self.t("menu.tagline"), "@centered")
        top = max(210, h // 2 - 250)
        left, col = cx - 560, 640
        self.label((left, top, col, 44), self.t("menu.new_game"), "@heading")
        self.games: dict = {}
        y = top + 56
        coming = dict(COMING)
        for game in all_games():
            if not tables.has_table(game.id):  # rules done, table still to come
                coming[game.id] = game.name
                continue
            players = self.t("menu.players", lo=game.min_players, hi=game.max_players)
            text = f"{self.ui.localized(game.name)}  ·  {players}"
            self.games[self.button((left, y, col, 68), text, "@game", tooltip=self.t("menu.play_tip"))] = game.id
            y += 78
        for gid, name in coming.items():
            btn = self.button((left, y, col, 68), f"{self.ui.localized(name)}  ·  {self.t('menu.coming')}",
                              "@game", enabled=False)
            btn.game_id = gid
            y += 78
        right, rw = cx + 160, 400
        self.label((right, top, rw, 44), self.t("menu.title"), "@heading")
        y = top + 56
        has_auto = saves.autosave_path().is_file()
        self.continue_btn = self.button((right, y, rw, 60), self.t("menu.continue"), "@primary",
                                        enabled=has_auto)
        self.load_btn = self.button((right, y + 72, rw, 56), self.t("menu.load"),
                                    enabled=bool(saves.list_saves()))
        self.rules_btn = self.button((right, y + 140, rw, 56), self.t("menu.rules"))
        self.settings_btn = self.button((right, y + 208, rw, 56), self.t("menu.settings"))
        self.quit_btn = self.button((right, y + 300, rw, 56), self.t("menu.quit"))

    def resume(self) -> None:
        self.rebuild()  # Continue / Load may have changed

    def game_buttons(self) -> dict:
        """{game id: button} for every listed game, playable or not (tests use this)."""
        out = {gid: b for b, gid in self.games.items()}
        for element in self.manager.get_root_container().elements:
            if getattr(element, "game_id", None):
                out[element.game_id] = element
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
        w = surface.get_width()
        pygame.draw.line(surface, GOLD, (w // 2 - 180, 182), (w // 2 + 180, 182), 1)
