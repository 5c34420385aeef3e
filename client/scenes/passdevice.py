"""Pass-the-device: hides the table completely until the named player confirms."""

from __future__ import annotations

from typing import Callable

import pygame

from client.scenes.base import GOLD, SUBTLE, Scene


class PassScene(Scene):
    """Opaque: nothing of the table is drawn while this is on top."""

    def __init__(self, app, name: str, on_confirm: Callable[[], None]):
        self.name, self.on_confirm = name, on_confirm
        self.done = False
        super().__init__(app)

    def build(self) -> None:
        w, h = self.app.size
        self.label((0, h // 2 - 120, w, 90), self.t("pass.title", name=self.name), "@title")
        self.label((0, h // 2 - 20, w, 34), self.t("pass.hint", name=self.name), "@centered")
        self.ok = self.button((w // 2 - 200, h // 2 + 50, 400, 64), self.t("pass.ready", name=self.name),
                              "@primary")

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self.confirm()

    def on_button(self, element) -> None:
        if element is self.ok:
            self.confirm()

    def confirm(self) -> None:
        if not self.done:
            self.done = True
            self.app.pop()
            self.on_confirm()

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill((16, 14, 12))
        pygame.draw.rect(surface, GOLD, (w // 2 - 300, h // 2 - 150, 600, 300), 1, border_radius=16)
        pygame.draw.line(surface, SUBTLE, (w // 2 - 120, h // 2 + 30), (w // 2 + 120, h // 2 + 30), 1)
