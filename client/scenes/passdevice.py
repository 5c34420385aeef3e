"""Pass-the-device: hides the table completely until the named player confirms."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from client.scenes.base import GOLD, SUBTLE, Scene


class PassScene(Scene):
    """Opaque: nothing of the table is drawn while this is on top."""

    scalable = True
    default_button = "ok"  # Enter confirms

    def __init__(self, app, name: str, on_confirm: Callable[[], None]):
        self.name, self.on_confirm = name, on_confirm
        self.done = False
        super().__init__(app)

    def build(self) -> None:
        w, h = self.lsize
        title, ready = self.t("pass.title", name=self.name), self.t("pass.ready", name=self.name)
        # the title in the theme's @title font (serif bold 64) where it fits, else 40 points,
        # else the 30 of a heading (a long name on a small window at 150 %)
        fits = [pt for pt in (64, 40) if self.font(pt, bold=True, serif=True).size(title)[0] <= self.px(w - 80)]
        if fits:
            self.label((40, h // 2 - 120, w - 80, 90), title, {64: "@title", 40: "@title_small"}[fits[0]])
        else:  # a heading is set from the left: a rect as wide as the name, centred
            tw = min(w - 80, int(self.font(30, bold=True, serif=True).size(title)[0] / self.k) + 12)
            self.label((w // 2 - tw // 2, h // 2 - 120, tw, 90), title, "@heading")
        self.label((40, h // 2 - 20, w - 80, 34), self.t("pass.hint", name=self.name), "@centered")
        bw = min(w - 80, max(400, int(self.font(20, bold=True).size(ready)[0] / self.k) + 60))  # @primary's
        self.ok = self.button((w // 2 - bw // 2, h // 2 + 50, bw, 64), ready, "@primary")
        self.frame_w = min(w - 40, max(600, bw + 80))

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
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
        fw, px = self.px(self.frame_w), self.px
        pygame.draw.rect(surface, GOLD, (w // 2 - fw // 2, h // 2 - px(150), fw, px(300)), 1, border_radius=16)
        pygame.draw.line(surface, SUBTLE, (w // 2 - px(120), h // 2 + px(30)), (w // 2 + px(120), h // 2 + px(30)), 1)
