"""Load a named save: a list with dates; a bad file shows its SaveError and stays untouched."""

from __future__ import annotations

import datetime

import pygame
import pygame_gui

from client.scenes.base import Scene
from rules.core import SaveError, saves


class LoadScene(Scene):
    def build(self) -> None:
        w, h = self.app.size
        left = w // 2 - 450
        self.label((left, 50, 900, 56), self.t("load.title"), "@heading")
        self.paths = saves.list_saves()
        self.items = []
        for p in self.paths:
            when = datetime.datetime.fromtimestamp(p.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
            self.items.append((f"{p.stem}   —   {when}", str(p)))
        rect = pygame.Rect(left, 130, 900, h - 280)
        if self.items:
            self.list = pygame_gui.elements.UISelectionList(rect, self.items, self.manager)
        else:
            self.list = None
            self.label((left, 140, 900, 40), self.t("load.none"), "@subtle")
        self.back = self.button((left, h - 120, 240, 60), self.t("dialog.back"))
        self.load = self.button((left + 660, h - 120, 240, 60), self.t("load.load"), "@primary",
                                enabled=bool(self.items))

    def selected(self):
        if self.list is None:
            return None
        sel = self.list.get_single_selection(include_object_id=True)
        return sel[1] if isinstance(sel, tuple) else None

    def handle_event(self, event) -> None:
        super().handle_event(event)
        if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and event.ui_element is self.list:
            self.open(self.selected())

    def on_button(self, element) -> None:
        if element is self.load:
            self.open(self.selected())
        elif element is self.back:
            self.app.pop()

    def on_escape(self) -> None:
        self.app.pop()

    def open(self, path) -> None:
        from client.scenes.dialogs import MessageDialog

        if path is None:
            self.ui.toast(self.t("load.pick"))
            return
        try:
            match = saves.read(path)
        except SaveError as err:
            self.app.push(MessageDialog(self.app, self.t("error.load_title"), str(err)))
            return
        self.app.start_match(match, replace=True)
