"""New game setup: seat count, each seat's name and kind (human or an AI level), options, seed."""

from __future__ import annotations

import random

import pygame
import pygame_gui

from client.scenes.base import Scene
from rules import ai
from rules.core import CardDataError, Config, Seat, TableroError, get_game

NAMES = {"es": ["Ana", "Bruno", "Carmen", "Diego", "Elena"],
         "en": ["Anne", "Bruno", "Carmen", "Diego", "Elena"]}


class SetupScene(Scene):
    def __init__(self, app, game_id: str):
        self.game = get_game(game_id)
        self.players = self.game.min_players
        names = NAMES.get(app.ui.lang, NAMES["en"])
        self.names = [names[i % len(names)] for i in range(self.game.max_players)]
        self.kinds = ["human"] + ["greedy"] * (self.game.max_players - 1)
        self.options = {o.id: o.default for o in self.game.options}
        self.seed_text = ""
        super().__init__(app)

    def kind_options(self) -> list[tuple[str, str]]:
        """(label, kind): Human, then exactly the AI levels this game offers (rules.ai.levels_for)."""
        return [(self.t("seat.human"), "human")] + [(self.ui.localized(ai.LEVELS[k]), k)
                                                    for k in ai.levels_for(self.game.id)]

    def build(self) -> None:
        w, h = self.app.size
        left = max(40, w // 2 - 560)
        self.label((left, 40, 1120, 56), self.t("setup.title", game=self.ui.localized(self.game.name)),
                   "@heading")
        self.label((left, 112, 220, 44), self.t("setup.players"), "@big")
        self.count_buttons = {}
        for i, n in enumerate(range(self.game.min_players, self.game.max_players + 1)):
            btn = self.button((left + 230 + i * 76, 108, 64, 52), str(n))
            if n == self.players:
                btn.select()
            self.count_buttons[btn] = n
        y = 184
        self.label((left + 60, y, 340, 30), self.t("setup.name"), "@subtle")
        self.label((left + 420, y, 600, 30), self.t("setup.kind"), "@subtle")
        self.name_entries, self.kind_menus = [], []
        options = self.kind_options()
        for seat in range(self.players):
            y += 40 if seat == 0 else 64
            self.label((left, y + 8, 50, 36), f"{seat + 1}.", "@big")
            entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(left + 60, y, 340, 50), self.manager)
            entry.set_text_length_limit(20)
            entry.set_text(self.names[seat])
            self.name_entries.append(entry)
            current = next(o for o in options if o[1] == self.kinds[seat])
            menu = pygame_gui.elements.UIDropDownMenu(options, current, pygame.Rect(left + 420, y, 620, 50),
                                                      self.manager)
            self.kind_menus.append(menu)
        y += 84
        self.option_boxes = {}
        for opt in self.game.options:
            if isinstance(opt.default, bool):
                box = pygame_gui.elements.UICheckBox(pygame.Rect(left + 4, y + 8, 30, 30),
                                                     self.ui.localized(opt.name), self.manager,
                                                     initial_state=self.options[opt.id])
                self.option_boxes[box] = opt.id
                if opt.help:
                    self.label((left + 420, y + 4, 700, 40), self.ui.localized(opt.help), "@subtle")
                y += 56
        y += 16
        self.label((left, y + 8, 220, 36), self.t("setup.seed"), "@big")
        self.seed_entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(left + 230, y, 260, 50),
                                                              self.manager,
                                                              placeholder_text=self.t("setup.seed_random"))
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(9)
        self.seed_entry.set_text(self.seed_text)
        by = min(h - 100, y + 110)
        self.back = self.button((left, by, 220, 60), self.t("dialog.back"))
        self.start = self.button((left + 820, by, 220, 60), self.t("setup.start"), "@primary")

    def _read_widgets(self) -> None:
        for seat, entry in enumerate(self.name_entries):
            self.names[seat] = entry.get_text()
        for seat, menu in enumerate(self.kind_menus):
            label = menu.selected_option[0] if isinstance(menu.selected_option, tuple) else menu.selected_option
            self.kinds[seat] = next((k for text, k in self.kind_options() if text == label), "human")
        for box, oid in self.option_boxes.items():
            self.options[oid] = bool(box.get_state())
        self.seed_text = self.seed_entry.get_text()

    def rebuild(self) -> None:
        self._read_widgets()
        super().rebuild()

    def set_players(self, n: int) -> None:
        self._read_widgets()
        self.players = n
        super().rebuild()

    def set_kind(self, seat: int, kind: str) -> None:
        """Choose a seat's kind (tests use this besides clicking the drop-down)."""
        self._read_widgets()
        self.kinds[seat] = kind
        super().rebuild()

    def on_button(self, element) -> None:
        if element in self.count_buttons:
            self.set_players(self.count_buttons[element])
        elif element is self.back:
            self.app.pop()
        elif element is self.start:
            self.start_game()

    def on_escape(self) -> None:
        self.app.pop()

    def seats(self) -> list[Seat]:
        self._read_widgets()
        out = []
        for seat in range(self.players):
            name = " ".join(self.names[seat].split()) or self.t("seat.default", n=seat + 1)
            out.append(Seat(name, self.kinds[seat]))
        return out

    def start_game(self) -> None:
        from client.scenes.dialogs import MessageDialog
        from rules.core import Match

        seats = self.seats()
        seed = int(self.seed_text) if self.seed_text.isdigit() else random.randrange(10**9)
        try:
            match = Match.new(self.game.id, Config(self.players, seed, dict(self.options)), seats)
        except CardDataError as err:
            self.app.push(MessageDialog(self.app, self.t("error.cards_title"), str(err)))
            return
        except TableroError as err:
            self.app.push(MessageDialog(self.app, self.t("error.start_title"), str(err)))
            return
        self.app.start_match(match, replace=True)
