"""Settings: language, fullscreen, window size, text and card size, animation speed, sound,
hints (saved to settings.json)."""

from __future__ import annotations

from client import sound
from client.scenes.base import Scene
from client.text import wrap
from client.ui import ANIM_SPEEDS, UI_SCALES, VOLUMES, WINDOW_SIZES

LANGS = {"es": "Español", "en": "English"}


class SettingsScene(Scene):
    scalable = True
    ring_from_start = True
    spatial = "rows"  # ← → along a setting's choices, ↑ ↓ from setting to setting

    def build(self) -> None:
        """Seven rows of choices under the title, the hint and Back. A window under 800 x 640
        layout units (1024x640, 1366x768 and 1600x900 at 150 %) gets the narrow layout: the titles in
        a column beside the choices, shorter rows, the hint wrapped."""
        w, h = self.lsize
        s = self.ui.settings
        small, compact = w < 800 or h < 640, h < 800
        left, width = (16, w - 32) if small else (w // 2 - 380, 760)
        title_w, gap = (min(190, width // 3), 10) if small else (260, 20)
        area = width - title_w - gap
        self.label(
            (left, 8 if small else 30 if compact else 60, width, 44 if small else 56),
            self.t("settings.title"),
            "@heading",
        )
        self.groups: dict = {}
        y = 52 if small else 104 if compact else 150
        # seven rows of buttons (56 px, less where the window is short), then the hint
        # (two lines) above Back (h - 110; h - 52 narrow)
        back_y, hint_h = (h - 48, 44) if small else (h - 110, 52)
        step = max(40 if small else 52, min(72 if compact else 84, (back_y - hint_h - y) // 7))
        bh = min(56, step - 4)

        def row(title: str, key: str, choices: list[tuple[str, object]], current) -> None:
            nonlocal y
            self.label((left, y + (bh - 40) // 2, title_w, 40), title, "@big")
            bw = min(150, (min(area, 480) + 10) // len(choices) - 10)
            for i, (text, value) in enumerate(choices):
                btn = self.button((left + title_w + gap + i * (bw + 10), y, bw, bh), text)
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
        hint = self.t("settings.hint")
        lines = wrap(self.font(16), hint, self.px(width))
        self.hint_text = hint  # the whole hint (tests read it)
        self.hint = [
            self.label((left, y + (20 if small else 24) * i, width, 22 if small else 26), line, "@subtle")
            for i, line in enumerate(lines[:2])
        ]
        self.back = self.button(
            (left, back_y, 200 if small else 260, 40 if small else 60), self.t("dialog.back"), "@primary"
        )

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
