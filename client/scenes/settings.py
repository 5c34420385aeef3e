"""Settings: language, fullscreen, window size, text and card size, animation speed, sound,
hints (saved to settings.json)."""

from __future__ import annotations

from client import sound
from client.scenes.base import Scene
from client.ui import ANIM_SPEEDS, UI_SCALES, VOLUMES, WINDOW_SIZES

LANGS = {"es": "Español", "en": "English"}


class SettingsScene(Scene):
    scalable = True
    ring_from_start = True
    spatial = "rows"  # ← → along a setting's choices, ↑ ↓ from setting to setting

    def build(self) -> None:
        w, h = self.lsize
        s, left = self.ui.settings, w // 2 - 380
        compact = h < 800
        self.label((left, 30 if compact else 60, 760, 56), self.t("settings.title"), "@heading")
        self.groups: dict = {}
        y = 104 if compact else 150
        # seven rows of buttons (56 px, less where the window is short), then the hint (36 px)
        # above Back (h - 110)
        step = max(52, min(72 if compact else 84, (h - 110 - 36 - y) // 7))
        bh = min(56, step - 4)

        def row(title: str, key: str, choices: list[tuple[str, object]], current) -> None:
            nonlocal y
            self.label((left, y + (bh - 40) // 2, 260, 40), title, "@big")
            bw = min(150, 480 // len(choices))
            for i, (text, value) in enumerate(choices):
                btn = self.button((left + 280 + i * (bw + 10), y, bw, bh), text)
                if value == current:
                    btn.select()
                self.groups[btn] = (key, value)
            y += step

        row(self.t("settings.language"), "lang", list((v, k) for k, v in LANGS.items()), s.lang)
        row(
            self.t("settings.display"),
            "fullscreen",
            [(self.t("settings.window"), False), (self.t("settings.fullscreen"), True)],
            s.fullscreen,
        )
        row(self.t("settings.size"), "size", [(f"{a}×{b}", (a, b)) for a, b in WINDOW_SIZES], (s.width, s.height))
        row(
            self.t("settings.scale"),
            "ui_scale",
            [(self.t("settings.scale_fit") if k == "fit" else f"{k} %", k) for k in UI_SCALES],
            s.ui_scale,
        )
        row(
            self.t("settings.anim"),
            "anim_speed",
            [(self.t(f"settings.anim_{k}"), v) for k, v in ANIM_SPEEDS.items()],
            s.anim_speed,
        )
        # sound: off, or on at one of four volumes (the volume is kept while off)
        row(
            self.t("settings.sound"),
            "sound",
            [(self.t("settings.sound_off"), None)] + [(f"{round(v * 100)}%", v) for v in VOLUMES],
            s.volume if s.sound_on else None,
        )
        row(
            self.t("settings.hints"),
            "hints",
            [(self.t("settings.hints_off"), False), (self.t("settings.hints_on"), True)],
            s.hints,
        )
        self.hint = self.label((left, y, 760, 30), self.t("settings.hint"), "@subtle")
        self.back = self.button((left, h - 110, 260, 60), self.t("dialog.back"), "@primary")

    def choose(self, key: str, value) -> None:
        s, reopen = self.ui.settings, False
        if key == "size":
            s.width, s.height = value
            s.fullscreen, reopen = False, True
        elif key == "sound":
            s.sound_on = value is not None
            s.volume = s.volume if value is None else value
        elif key == "fullscreen":
            s.fullscreen, reopen = value, value != s.fullscreen
        else:
            setattr(s, key, value)
        self.app.apply_settings(reopen=reopen)
        if key == "sound":
            sound.of(self.app).play("gem")  # hear the new volume

    def on_button(self, element) -> None:
        if element in self.groups:
            self.choose(*self.groups[element])
        elif element is self.back:
            self.app.pop()

    def on_escape(self) -> None:
        self.app.pop()
