"""The main menu: the five games (the unfinished ones shown, disabled), Continue, Load..."""

from __future__ import annotations

import pygame

from client import games as tables
from client import save_info
from client.scenes.base import GOLD, Scene
from client.text import ellipsize as fit
from client.text import without_gloss
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
        held = super()._scale()
        return max(held, int(min(fits, held + room - 1) * 20 + 1e-6) / 20)

    def build(self) -> None:
        """Two columns, the games and the menu, under the title; a window under 560 layout
        units high (1024x640, 1366x768 and 1600x900 at 150 %) gets the small title and shorter rows."""
        w, h = self.lsize
        small, compact = h < 640, h < 800
        cx = w // 2
        if small:
            self.label((cx - 300, 4, 600, 50), "tablero", "@title_small")
            tag_y = 52
        else:
            self.label((cx - 500, 24 if compact else 50, 1000, 90), "tablero", "@title")
            tag_y = 108 if compact else 140
        tag_w = min(1000, w - 20)
        self.label((cx - tag_w // 2, tag_y, tag_w, 30 if small else 34), self.t("menu.tagline"), "@centered")
        self.line_y = tag_y + (32 if small else 42)
        top = self.line_y + (8 if small else 24 if compact else 28)
        # two columns, games and the menu, centred in at most 1200 px
        span = min(w - 48, 1200)
        gap = 20 if small else 40
        rw = 330 if small else 280 if span < 1000 else 320 if span < 1100 else 400  # "Continuar: Krysis" whole
        gw = span - gap - rw
        left = cx - span // 2
        right = left + gw + gap
        row, step = (42, 47) if small else (60, 68) if compact else (68, 78)
        head = 40 if small else 54
        self.label((left, top, gw, head - 4 if small else 44), self.t("menu.new_game"), "@heading")
        self.games: dict = {}
        self.coming: dict = {}
        y = top + head
        # the seat counts beside the games; on a narrow window in their tooltips (the room is
        # Continue's, which names its game)
        note_w = 0 if w < 800 else 130 if small else 150
        playable, coming = tables.listing()
        for game in playable:
            name = self.game_name(game.name, gw - note_w)
            seats = self.t("menu.players", lo=game.min_players, hi=game.max_players)
            tip = self.t("menu.play_tip") if note_w else f"{seats}. {self.t('menu.play_tip')}"
            btn = self.button((left, y, gw - note_w, row), name, "@game", tooltip=tip)
            self.games[btn] = game.id
            if note_w:
                self.label((left + gw - note_w + 12, y, note_w - 12, row), seats, "@subtle")
            y += step
        for gid, name in coming.items():
            btn = self.button((left, y, gw - note_w, row), self.game_name(name, gw - note_w), "@game", enabled=False)
            btn.game_id = gid
            self.coming[btn] = gid
            if note_w:
                self.label((left + gw - note_w + 12, y, note_w - 12, row), self.t("menu.coming"), "@subtle")
            y += step
        # a newcomer's way in: a guided first game of each game
        self.learn_btn = self.button(
            (left, y + (0 if small else 6), gw - note_w, row - (2 if small else 8)),
            self.t("menu.learn"),
            tooltip=self.t("menu.learn_tip"),
        )
        self.label((right, top, rw, head - 4 if small else 44), self.t("menu.title"), "@heading")
        y = top + head
        has_auto = saves.has_autosave()
        text, tip, cls = self.continue_text(rw)
        if small:  # six buttons a row apart, as the games
            heights, steps = [row] * 6, [step] * 4 + [step + 4]
        else:
            gaps = 62 if compact else 68  # Rules, Statistics and Settings, then a wider gap before Quit
            heights, steps = [60, 56, 56, 56, 56, 56], [72, 68, gaps, gaps, gaps + 16]
        ys = [y]
        for s in steps:
            ys.append(ys[-1] + s)
        self.continue_btn = self.button((right, ys[0], rw, heights[0]), text, cls, enabled=has_auto, tooltip=tip)
        self.load_btn = self.button(
            (right, ys[1], rw, heights[1]),
            self.t("menu.load"),
            enabled=bool(saves.list_saves() or saves.list_kept()),
        )
        self.rules_btn = self.button((right, ys[2], rw, heights[2]), self.t("menu.rules"))
        self.stats_btn = self.button((right, ys[3], rw, heights[3]), self.t("menu.stats"))
        self.settings_btn = self.button((right, ys[4], rw, heights[4]), self.t("menu.settings"))
        self.quit_btn = self.button((right, ys[5], rw, heights[5]), self.t("menu.quit"))

    def game_name(self, names, width: int) -> str:
        """The game's name in the player's language; where the button is too narrow for
        it, without its gloss ("El Viejo Imperio (The Old Empire)" → "El Viejo Imperio")."""
        name = self.ui.localized(names)
        if self.font(24, bold=True, serif=True).size(name)[0] > self.px(width - 52) and " (" in name:
            name = without_gloss(name)
        return name

    def continue_text(self, width: int) -> tuple[str, str | None, str]:
        """Continue's words, naming the game it resumes ("Continuar: Krysis"), its tooltip
        (where that game stands, who leads and who plays) and its theme class: the
        @primary buttons' font, or on a narrow column the smaller @primary_small where the
        game's name would be cut."""
        match = save_info.match_of(saves.autosave_path()) if saves.has_autosave() else None
        if match is None:
            return self.t("menu.continue"), None, "@primary"
        game = save_info.game_name(self.ui, match)
        words = self.t("menu.continue_game", game=game)
        cls, font = "@primary", self.font(20, bold=True)
        if font.size(words)[0] > self.px(width - 48):
            cls, font = "@primary_small", self.font(16, bold=True)
        names = ", ".join(s.name for s in match.seats)
        tip = "  ·  ".join(p for p in (game, save_info.where_and_leader(self.ui, saves.autosave_path()), names) if p)
        return fit(font, words, self.px(width - 48)), tip, cls

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
