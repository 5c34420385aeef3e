"""Shared client services: fonts, localized strings, settings, toasts, draw records."""

from __future__ import annotations

import json
import sys
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Optional

import pygame
import yaml


def asset_root() -> Path:
    """The ``assets/`` folder, from source or inside a PyInstaller bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) / "assets" if bundle else Path(__file__).resolve().parents[1] / "assets"


FONT_FILES = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "DejaVuSerif.ttf",
    (True, True): "DejaVuSerif-Bold.ttf",
}


@dataclass
class Settings:
    """User settings, kept in settings.json in the user data folder."""

    lang: str = "es"
    fullscreen: bool = False
    width: int = 1600
    height: int = 900
    anim_speed: float = 1.0  # 0 = off, 0.5 slow, 1 normal, 2 fast

    @classmethod
    def load(cls, path: Path) -> "Settings":
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        out = cls()
        if isinstance(data, dict):
            for key, default in asdict(cls()).items():
                value = data.get(key)
                if type(value) is type(default) or (isinstance(default, float) and type(value) is int):
                    setattr(out, key, type(default)(value))
        if out.lang not in ("es", "en"):
            out.lang = "es"
        return out

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(asdict(self), indent=1), encoding="utf-8")
        tmp.replace(path)


def load_strings(lang: str) -> dict[str, str]:
    """Every ``assets/i18n/*<lang>.yaml`` merged: ``es.yaml``, ``imperio.es.yaml``..."""
    out: dict[str, str] = {}
    for path in sorted((asset_root() / "i18n").glob(f"*{lang}.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        out.update({str(k): str(v) for k, v in data.items()})
    return out


class UI:
    """What every scene and table view shares."""

    def __init__(self, settings: Optional[Settings] = None):
        self.settings = settings or Settings()
        self._fonts: dict[tuple, pygame.font.Font] = {}
        self._strings: dict[str, dict[str, str]] = {}
        self.toasts: list[list] = []  # [text, seconds left]
        self.card_records: list[tuple[str, str, Optional[int]]] = []  # this frame's face-up cards

    @property
    def lang(self) -> str:
        return self.settings.lang

    def font(self, size: int, bold: bool = False, serif: bool = False) -> pygame.font.Font:
        key = (size, bold, serif)
        font = self._fonts.get(key)
        if font is None:
            path = asset_root() / "fonts" / FONT_FILES[(bold, serif)]
            font = self._fonts[key] = pygame.font.Font(str(path), max(6, size))
        return font

    def t(self, key: str, **params) -> str:
        """The localized string for ``key`` formatted with ``params`` (the key if missing)."""
        table = self._strings.get(self.lang)
        if table is None:
            table = self._strings[self.lang] = load_strings(self.lang)
        text = table.get(key)
        if text is None:
            return key
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text

    def localized(self, texts: dict) -> str:
        """Pick the current language from a {es, en} mapping (card names, options)."""
        return texts.get(self.lang) or next(iter(texts.values()), "")

    def toast(self, text: str, seconds: float = 3.0) -> None:
        self.toasts.append([text, seconds])

    def record_card(self, card: str, zone: str, seat: Optional[int] = None) -> None:
        """Note a face-up card drawn this frame (privacy tests read these)."""
        self.card_records.append((card, zone, seat))

    def begin_frame(self) -> None:
        self.card_records.clear()

    def update(self, dt: float) -> None:
        for toast in self.toasts:
            toast[1] -= dt
        self.toasts = [t for t in self.toasts if t[1] > 0]


# -- pygame_gui ----------------------------------------------------------------
ANIM_SPEEDS = {"off": 0.0, "slow": 0.5, "normal": 1.0, "fast": 2.0}
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080))
_THEME: Optional[dict] = None


def theme() -> dict:
    """assets/theme.json as a dict, each font block given the shipped DejaVu file paths."""
    global _THEME
    if _THEME is None:
        data = json.loads((asset_root() / "theme.json").read_text(encoding="utf-8"))
        fonts = asset_root() / "fonts"
        files = {"dejavu": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
                 "dejavu_serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf")}
        for block in data.values():
            font = block.get("font") if isinstance(block, dict) else None
            if isinstance(font, dict) and font.get("name") in files:
                regular, bold = (str(fonts / f) for f in files[font["name"]])
                font.update(regular_path=regular, bold_path=bold, italic_path=regular,
                            bold_italic_path=bold)
        _THEME = data
    return _THEME


# Fonts every manager should have before its first text is laid out (beyond the theme's):
# the serif sizes the scenes' headings and text boxes use, with the italic forms of the
# rules reference's body text.
PRELOAD_FONTS = tuple([("dejavu_serif", pt, style) for pt in (14, 18, 24) for style in ("regular", "bold")]
                      + [("dejavu_serif", 18, style) for style in ("italic", "bold_italic")])


def make_manager(size: tuple[int, int]):
    """A pygame_gui UIManager with the tablero theme and the shipped DejaVu fonts.

    Only fonts the theme has not loaded already are preloaded, so pygame_gui has nothing to
    warn about (neither "already loaded" nor "not already loaded, preload it")."""
    import pygame_gui

    manager = pygame_gui.UIManager(size, theme(), enable_live_theme_updates=False)
    fonts = manager.get_theme().get_font_dictionary()
    missing = [{"name": name, "point_size": pt, "style": style}
               for name, pt, style in PRELOAD_FONTS
               if not fonts.check_font_preloaded(fonts.create_font_id(pt, name, "bold" in style,
                                                                      "italic" in style))]
    manager.preload_fonts(missing)
    return manager
