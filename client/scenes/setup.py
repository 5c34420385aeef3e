"""New game setup: seat count, each seat's name and kind (human or an AI level), options, seed.

Every option the game defines has a control: a check box for a yes/no option, a row of
number buttons for a numeric one (the values the rules accept at this seat count). The
seed sits under an "advanced" toggle. "Play again" opens this scene with the last match's
seats, levels and options.
"""

from __future__ import annotations

import random

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from client.scenes.base import Scene
from client.text import printable, without_gloss
from rules import ai
from rules.core import CardDataError, Config, Seat, TableroError, get_game
from rules.core.match import MAX_NAME  # a longer name is reported under its field, never cut

NAMES = {"es": ["Ana", "Bruno", "Carmen", "Diego", "Elena"], "en": ["Anne", "Bruno", "Carmen", "Diego", "Elena"]}


class SetupScene(Scene):
    scalable = True
    ring_from_start = True  # on Start: Enter plays with the seats as they are
    default_button = "start"
    spatial = "rows"  # ← → along a row (a name and its kind, the counts), ↑ ↓ row by row

    def __init__(self, app, game_id: str, again=None):
        """``again``: a finished Match whose seats, levels and options to start from."""
        self.game = get_game(game_id)
        self.players = self.game.min_players
        names = NAMES.get(app.ui.lang, NAMES["en"])
        self.names = [names[i % len(names)] for i in range(self.game.max_players)]
        self.kinds = ["human"] + ["greedy"] * (self.game.max_players - 1)
        self.options = {o.id: o.default for o in self.game.options}
        if again is not None:
            self.players = again.config.players
            for i, seat in enumerate(again.seats[: self.game.max_players]):
                self.names[i], self.kinds[i] = seat.name, seat.kind
            self.options.update((k, v) for k, v in again.config.options.items() if k in self.options)
        self.seed_text = ""
        self.advanced = False
        self.page = "seats"  # or "options": the page shown in a narrow window
        self._narrow = False
        self._with_record = True  # hard's record under the seats, where there is room for it
        self._kind_room: int | None = None  # px a level's name has in a seat's drop-down (_seats)
        self._choices: dict = {}
        super().__init__(app)

    # -- what the game offers ----------------------------------------------
    def level_text(self, kind: str) -> str:
        """A level in the player's words: the game's own (``<game>.level.<kind>``) or the shared one."""
        if kind == "human":
            return self.t("seat.human")
        own = f"{self.game.id}.level.{kind}"
        text = self.t(own)
        return text if text != own else self.t(f"setup.level.{kind}")

    def level_note(self, kind: str) -> str:
        """The line under a seat: what its level does ("Plays what pays most on this move")
        where its drop-down names the level alone; else (and for a human) a blank."""
        text = self.level_text(kind)
        if kind == "human" or (text, kind) in self.kind_options():
            return " "
        about = text.split(":", 1)[-1].strip()
        return about[:1].upper() + about[1:]

    def hard_record(self) -> str | None:
        """How hard fared in this game against the references of docs/balance.md
        (``<game>.level.hard_record``), where it was measured."""
        record = self.t(f"{self.game.id}.level.hard_record")
        if "hard" not in ai.levels_for(self.game.id) or record.endswith(".level.hard_record"):
            return None
        return record

    def kind_options(self) -> list[tuple[str, str]]:
        """(label, kind): Human, then exactly the AI levels this game offers (rules.ai.levels_for);
        the levels' names alone ("Fácil", not "Fácil: busca lo que…") where one explanation
        would not fit the seats' drop-downs (1024x640 at 150 %), or before they are laid out."""
        out = [(self.level_text(k), k) for k in ["human", *ai.levels_for(self.game.id)]]
        room = self._kind_room
        if room is None or any(self.font(18).size(text)[0] > room for text, _ in out):
            return [(text.split(":")[0], k) for text, k in out]
        return out

    def option_choices(self, opt) -> tuple[list[int], dict[int, int]]:
        """The values of numeric option ``opt`` the rules accept at this seat count, and
        {value: the choice it amounts to} (Virrey's solo game with 0 virtual opponents is
        the game with 1: the same start, so only 1 is offered)."""
        key = (self.players, opt.id)
        if key not in self._choices:
            same: dict[str, int] = {}
            tried: dict[int, str] = {}
            for value in range(0, 10):
                try:
                    state = self.game.new_state(Config(self.players, 0, {opt.id: value}))
                except TableroError:
                    continue
                tried[value] = state.fingerprint()
                same[tried[value]] = value  # the largest value of each distinct start
            self._choices[key] = (sorted(set(same.values())), {v: same[fp] for v, fp in tried.items()})
        return self._choices[key]

    def option_value(self, opt):
        """The option's value at this seat count: the one chosen, or the accepted value it
        amounts to (the choice itself is kept for when the seat count changes back)."""
        value = self.options[opt.id]
        if isinstance(value, int) and not isinstance(value, bool):
            choices, alias = self.option_choices(opt)
            if choices and value not in choices:
                value = alias.get(value, min(choices, key=lambda c: abs(c - value)))
        return value

    # -- layout ---------------------------------------------------------------
    # (row, note under a name, gap after an option, help line) from roomy to tight: the first
    # that fits the window is used (four players and three options at 1024x640 need the fourth,
    # five players and five options the last)
    DENSITIES = ((50, 24, 12, 21), (44, 20, 12, 21), (38, 20, 6, 20), (34, 20, 2, 20), (30, 19, 0, 19))

    def build(self) -> None:
        """The first density whose layout fits the window; a window too small for the
        tightest (or under 1008 layout units wide) gets the narrow layout (:meth:`narrow`).
        Hard's record under the seats is left out where it alone does not fit."""
        w, h = self.lsize
        # one page needs the seed's field (to 496 units) clear of Back and Start (2 x 200 + 16
        # from the right) within the margins: 1008 units (1366x768 at 150 % has 910)
        densities = self.DENSITIES if h >= 800 else self.DENSITIES[1:]
        # hard's record under the seats gives way before the page does (five magi and five
        # variants at 1024x640 stay on one page), and on the seats' page to the seats
        tries = (
            [(True, True), (True, False)] if w < 1008 else [(False, True), (False, False), (True, True), (True, False)]
        )
        for self._narrow, self._with_record in tries:
            for density in densities:
                self.manager.clear_and_reset()
                self._focusables = []
                if self._build(*density) <= h - 8:
                    return
        # the tightest narrow layout, as it is

    def narrow(self) -> bool:
        """Whether the window is too small for the seats and the options on one page (1024x640,
        1366x768 and 1600x900 at 150 %): they are then two pages (a button at the foot turns
        them), the levels named without their explanation."""
        return self._narrow

    def _build(self, row: int, note_h: int, gap: int, line_h: int) -> int:
        """Lay the widgets out with these sizes; returns the bottom of the lowest one."""
        w, h = self.lsize
        compact, narrow = h < 800, self.narrow()
        width = min(1120, w - (40 if narrow else 80))
        left = (w - width) // 2
        name_w = 220 if narrow else 300 if width < 1100 else 340
        kind_x = left + (40 if narrow else 56) + name_w + 16
        y = 6 if narrow else 24 if compact else 40
        title = self.t(
            "setup.title",
            game=without_gloss(self.ui.localized(self.game.name)) if narrow else self.ui.localized(self.game.name),
        )
        self.label((left, y, width, 40 if narrow else 48), title, "@heading")
        y += 44 if narrow else 58 if compact else 68
        self.label((left, y, 220, row), self.t("setup.players"), "@big")
        self.count_buttons = {}
        for i, n in enumerate(range(self.game.min_players, self.game.max_players + 1)):
            btn = self.button((left + 230 + i * 76, y, 64, row), str(n))
            if n == self.players:
                btn.select()
            self.count_buttons[btn] = n
        y += row + (8 if narrow else 14)
        self.name_entries, self.kind_menus, self.name_notes = [], [], []
        self.option_boxes, self.option_buttons = {}, {}
        self.page_btn = self.seed_entry = None
        self.record_labels: list = []
        if not narrow or self.page == "seats":
            y = self._seats(left, width, name_w, kind_x, y, row, note_h)
        if not narrow or self.page == "options":
            y = self._options(left, width, name_w, kind_x, y, row, gap, line_h)
        bh = 36 if narrow else row + 6
        by = h - 42 if narrow else max(y, h - (76 if compact else 100))
        if not narrow or self.page == "options":
            ay = y + 4 if narrow else by  # the seed: on the options page when narrow
            toggle = "setup.advanced_open" if self.advanced else "setup.advanced"
            self.advanced_btn = self.button((left, ay, 200, bh), self.t(toggle))
            if self.advanced:
                self.label((left + 216, ay, 120, bh), self.t("setup.seed"), "@big")
                self.seed_entry = self.focusable(
                    pygame_gui.elements.UITextEntryLine(
                        self.r((left + 336, ay, 160, bh)), self.manager, placeholder_text=self.t("setup.seed_random")
                    )
                )
                self.seed_entry.set_allowed_characters("numbers")
                self.seed_entry.set_text_length_limit(9)
                self.seed_entry.set_text(self.seed_text)
            y = ay + bh if narrow else y
        else:
            self.advanced_btn = None
        # Back and Start (clear of the seed at 1024 px); narrow, the page's button beside them
        bw = (width - 32) // 3 if narrow else 200 if width < 1000 else 220
        if narrow:
            key = "setup.options_page" if self.page == "seats" else "setup.seats_page"
            self.page_btn = self.button((left, by, bw, bh), self.t(key))
        self.back = self.button((left + width - 2 * bw - 16, by, bw, bh), self.t("dialog.back"))
        self.start = self.button((left + width - bw, by, bw, bh), self.t("setup.start"), "@primary")
        self.check_names()
        if narrow:  # what the page holds must end above the foot's buttons
            return h - 8 - (by - 4 - y)
        return by + bh

    def _seats(self, left, width, name_w, kind_x, y, row, note_h) -> int:
        """A row a seat: its number, name and kind (the note under the name says when it is
        too long); returns the y under them."""
        narrow = self.narrow()
        kind_w = left + width - kind_x
        self.label((left + (40 if narrow else 56), y, name_w, 26), self.t("setup.name"), "@subtle")
        self.label((kind_x, y, kind_w, 26), self.t("setup.kind"), "@subtle")
        y += 24 if narrow else 30
        self._kind_room = self.px(kind_w - 24)  # the drop-down's padding and border
        options = self.kind_options()
        for seat in range(self.players):
            self.label((left, y, 40 if narrow else 50, row), f"{seat + 1}.", "@big")
            x = left + (40 if narrow else 56)
            entry = self.focusable(pygame_gui.elements.UITextEntryLine(self.r((x, y, name_w, row)), self.manager))
            entry.set_text(self.names[seat])
            self.name_entries.append(entry)
            current = next((o for o in options if o[1] == self.kinds[seat]), options[0])
            # a list that would run into the foot's buttons opens upwards where it fits there
            # (downwards the window cut "Difícil" short at 1024x640 150 %)
            need = 26 * len(options) + 8  # the theme's list_item_height, and borders
            up = ObjectID(class_id="@drop_up") if y + row + need > self.lsize[1] - 50 and y >= need else None
            menu = self.focusable(
                pygame_gui.elements.UIDropDownMenu(
                    options, current, self.r((kind_x, y, kind_w, row)), self.manager, object_id=up
                )
            )
            self.kind_menus.append(menu)
            self.name_notes.append(self.label((x, y + row, width - (x - left), note_h), " ", "@subtle"))
            y += row + note_h
        record = self.hard_record() if self._with_record and self.players > 1 else None
        if record:  # under the seats, once (not in a solo game): what "hard" has shown it can do here
            y += 6
            for line in wrap(self.font(16), record, self.px(width - 8)):  # the theme's @subtle
                self.record_labels.append(self.label((left, y, width, note_h), line, "@subtle"))
                y += note_h
        return y + 6

    def _options(self, left, width, name_w, kind_x, y, row, gap, line_h) -> int:
        """Every option the game defines: a check box, or a row of number buttons, with
        its help; returns the y under them."""
        help_font = self.font(16)  # the theme's @subtle
        for opt in self.game.options:
            value = self.option_value(opt)
            name = self.ui.localized(opt.name)
            if isinstance(value, bool):
                box = self.focusable(
                    pygame_gui.elements.UICheckBox(
                        self.r((left + 4, y + (row - 30) // 2, 30, 30)), name, self.manager, initial_state=value
                    )
                )
                self.option_boxes[box] = opt.id
            else:
                self.label((left, y, kind_x - left, row), name, "@big")
                for i, choice in enumerate(self.option_choices(opt)[0]):
                    btn = self.button((kind_x + i * 76, y, 64, row), str(choice))
                    if choice == value:
                        btn.select()
                    self.option_buttons[btn] = (opt.id, choice)
            hx = kind_x
            if isinstance(value, bool):  # the help starts clear of a long name beside its box
                name_w_px = self.font(18).size(name)[0] / self.k
                hx = max(kind_x, int(left + 4 + 30 + 8 + name_w_px + 12))
            help_w = left + width - hx
            help_lines = wrap(help_font, self.ui.localized(opt.help), self.px(help_w)) if opt.help else []
            if isinstance(value, bool):  # beside the box, centred on it when it fits the row
                hy = y + max(0, (row - line_h * len(help_lines)) // 2)
            else:  # under the number buttons
                hy = y + row + 2
            for line in help_lines:
                self.label((hx, hy, help_w, line_h), line, "@subtle")
                hy += line_h
            y = max(y + row, hy) + gap
        return y

    # -- reading and checking ---------------------------------------------------
    def _read_widgets(self) -> None:
        for seat, entry in enumerate(self.name_entries):
            self.names[seat] = entry.get_text()
        for seat, menu in enumerate(self.kind_menus):
            label = menu.selected_option[0] if isinstance(menu.selected_option, tuple) else menu.selected_option
            self.kinds[seat] = next((k for text, k in self.kind_options() if text == label), "human")
        for box, oid in self.option_boxes.items():
            self.options[oid] = bool(box.get_state())
        if self.seed_entry is not None:
            self.seed_text = self.seed_entry.get_text()

    def too_long(self) -> list[int]:
        """Seats whose typed name is longer than MAX_NAME characters (on either page)."""
        self._read_widgets()
        return [s for s in range(self.players) if len(" ".join(self.names[s].split())) > MAX_NAME]

    def check_names(self) -> None:
        """Say under each field whose name is too long (else what its level does), and hold
        Start until it is not."""
        bad = self.too_long()
        for seat, note in enumerate(self.name_notes):
            n = len(" ".join(self.names[seat].split()))
            too_long = self.t("setup.name_too_long", max=MAX_NAME, n=n)
            note.set_text(too_long if seat in bad else self.level_note(self.kinds[seat]))
        if bad:
            self.start.disable()
        else:
            self.start.enable()

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

    def step_menu(self, menu) -> None:
        """Enter on a seat's kind: the next one (Human, then each AI level, round again)."""
        seat = self.kind_menus.index(menu)
        self._read_widgets()
        kinds = [k for _, k in self.kind_options()]
        now = kinds.index(self.kinds[seat]) if self.kinds[seat] in kinds else -1
        self.set_kind(seat, kinds[(now + 1) % len(kinds)])

    def handle_event(self, event) -> None:
        super().handle_event(event)
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.name_entries:
            self.check_names()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.kind_menus:
            self.check_names()  # the line under the seat says what the chosen level does

    def on_button(self, element) -> None:
        if element in self.count_buttons:
            self.set_players(self.count_buttons[element])
        elif element in self.option_buttons:
            oid, value = self.option_buttons[element]
            self._read_widgets()
            self.options[oid] = value
            super().rebuild()
        elif element is self.page_btn and element is not None:
            self._read_widgets()
            self.page = "options" if self.page == "seats" else "seats"
            super().rebuild()
        elif element is self.advanced_btn:
            self._read_widgets()
            self.advanced = not self.advanced
            super().rebuild()
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
            # control characters (a paste may bring them) dropped: a save keeps only names setup gives
            name = " ".join(printable(self.names[seat], "").split()) or self.t("seat.default", n=seat + 1)
            out.append(Seat(name, self.kinds[seat]))
        return out

    def start_game(self) -> None:
        from rules.core import Match

        if self.too_long():
            self.check_names()
            return
        seats = self.seats()
        seed = int(self.seed_text) if self.seed_text.isdigit() else random.randrange(10**9)
        try:
            options = {o.id: self.option_value(o) for o in self.game.options}
            match = Match.new(self.game.id, Config(self.players, seed, options), seats)
        except CardDataError as err:
            self.app.message(self.t("error.cards_title"), str(err))
            return
        except TableroError as err:
            self.app.message(self.t("error.start_title"), self.ui.reason(err))
            return
        self.app.start_match(match, replace=True)


def wrap(font: pygame.font.Font, text: str, width: int, max_lines: int | None = None) -> list[str]:
    """``text`` broken into lines no wider than ``width`` pixels in ``font``."""
    lines, line = [], ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if line and font.size(candidate)[0] > width:
            lines.append(line)
            candidate = word
        line = candidate
    if line:
        lines.append(line)
    return lines[:max_lines] if max_lines else lines
