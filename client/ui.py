"""Shared client services: fonts, localized strings, settings, toasts, draw records."""

from __future__ import annotations

import json
import math
import os
import sys
from collections import OrderedDict
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path

import pygame
import yaml

from rules.core import files
from rules.core.errors import Reason, reason_of


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


FONTS_KEPT = 40  # fonts a UI keeps (about 0.2 MB each): the least recently used is let go

TEXT_FLOOR = 11  # px: no text a player needs is shown smaller at 100 % (times the UI scale)

# -- what text is drawn, at which size (tests measure legibility with it) ----------------
TEXT_LOG: list | None = None  # while a list: (px on screen, text, width on screen) of each render
_SHRINK = [1.0]  # the factor the surface being painted will be scaled by when shown


class Font(pygame.font.Font):
    """A shipped font that knows its pixel size (``px``) and, while ``TEXT_LOG`` is a list,
    notes each text it renders there: (size, text, width), the size and width as it will
    show (times the ``shown_at`` factor in force)."""

    px = 0

    def render(self, text, *args, **kwargs):
        if TEXT_LOG is not None and str(text).strip():
            f = _SHRINK[-1]
            TEXT_LOG.append((self.px * f, str(text), self.size(str(text))[0] * f))
        return super().render(text, *args, **kwargs)


def measuring() -> bool:
    """True while ``TEXT_LOG`` notes what is rendered (a cache of painted surfaces then paints
    anew, so that its text is noted at the size it shows)."""
    return TEXT_LOG is not None


def shown_factor() -> float:
    """The factor of the innermost ``shown_at`` (1 outside any)."""
    return _SHRINK[-1]


@contextmanager
def shown_at(factor: float):
    """Text rendered inside is painted on a surface that will be scaled by ``factor`` before
    it is shown (a card painted at a native width and smoothscaled): ``UI.text_floor`` asks
    for the size that shows legibly, ``client.text.Text`` leaves out what cannot be set so
    (unless told to keep it), and ``TEXT_LOG`` notes each text at the size the player sees."""
    _SHRINK.append(_SHRINK[-1] * factor)
    try:
        yield
    finally:
        _SHRINK.pop()


@dataclass
class Settings:
    """User settings, kept in settings.json in the user data folder."""

    lang: str = "es"
    fullscreen: bool = False
    width: int = 1600
    height: int = 900
    anim_speed: float = 1.0  # 0 = off, 0.5 slow, 1 normal, 2 fast
    sound_on: bool = True
    volume: float = 0.75  # 0..1, for every sound
    ui_scale: str = "100"  # text and cards: "100", "125", "150" (%) or "fit" (UI_SCALES)
    hints: bool = True  # the table offers hints (H) in a game against AI

    @classmethod
    def load(cls, path: Path) -> Settings:
        """The settings in ``path``, any unusable part of them at its default. Never raises."""
        return cls.read(path)[0]

    @classmethod
    def read(cls, path: Path) -> tuple[Settings, list[Reason]]:
        """The settings in ``path`` and what in it could not be used, one line each (none
        for a missing file or a good one). A file that cannot be read as settings gives the
        defaults; a setting the app does not offer (a language, a speed, a size...) gives
        its default. Never raises: no file stops the app.

        >>> Settings.read(Path("/nonexistent/settings.json"))[1]
        []
        """
        out = cls()
        if not os.path.lexists(path):
            return out, []
        try:
            data = files.read_json(path, SETTINGS_MAX_BYTES)
        except files.FileProblem as err:
            return out, [Reason("in_file", "{name}: {reason}", name=Path(path).name, reason=reason_of(err))]
        if not isinstance(data, dict):
            not_settings = Reason("not_settings", "not a set of settings")
            return out, [Reason("in_file", "{name}: {reason}", name=Path(path).name, reason=not_settings)]
        problems = []
        for key, default in asdict(out).items():
            if key not in data:
                continue
            value = data[key]
            if type(value) is int and type(default) is float:
                value = float(value)
            if type(value) is type(default) and _offered(key, value):
                setattr(out, key, value)
            else:
                problems.append(
                    Reason(
                        "not_offered", "{setting}: {value} is not one the app offers", setting=key, value=_shown(value)
                    )
                )
        return out, problems

    def save(self, path: Path) -> None:
        """Write settings.json atomically (OSError when the folder cannot be written)."""
        files.write_text_atomic(Path(path), json.dumps(asdict(self), indent=1))

    @classmethod
    def recover(cls, path: Path) -> tuple[Settings, list[Reason], Path | None]:
        """:meth:`read`; when something was unusable, the file is kept beside as
        ``settings.json.bad-<date>`` and a clean one written, so the player is told once.
        Returns the settings, the problems and where the bad file was kept (None when it
        could not be moved). Never raises."""
        settings, problems = cls.read(path)
        if not problems:
            return settings, problems, None
        kept: Path | None
        try:
            kept = files.set_aside(Path(path))
        except OSError:
            kept = None
        else:
            try:
                settings.save(path)
            except OSError:
                pass
        return settings, problems, kept


SETTINGS_MAX_BYTES = 64 * 1024  # a settings file is some 200 bytes


def _offered(key: str, value) -> bool:
    """Whether ``value`` is one the app offers for setting ``key`` (its type already checked)."""
    if key == "lang":
        return value in ("es", "en")
    if key == "anim_speed":
        return value in ANIM_SPEEDS.values()
    if key == "volume":
        return value in VOLUMES
    if key == "ui_scale":
        return value in UI_SCALES
    if key in ("width", "height"):
        i = key == "height"
        return 320 // (1 + i) <= value <= MAX_SIZE[i]
    return True  # a bool


def _shown(value) -> str:
    """A value from the file, short enough for a message."""
    text = json.dumps(value, ensure_ascii=True) if not isinstance(value, float) else repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


MIN_SIZE = (1024, 640)  # the smallest window; every scene is laid out to fit it at 100 %
MAX_SIZE = (2560, 1440)  # every scene and table is laid out to fit from MIN_SIZE up to here
UI_SCALES = {"100": 1.0, "125": 1.25, "150": 1.5, "fit": 2.0}  # "fit": as large as fits, to 200 %


def scale_for(choice: str, size) -> float:
    """The scale text and widgets get in a window of ``size``: the chosen one at every window
    size the app allows (every scene reflows to fit a window as small as MIN_SIZE divided by
    the scale: it folds, scrolls or stacks), so a player who needs larger text gets it on a
    small screen too. "fit" is as large as a layout made for MIN_SIZE fits, from 100 % to
    200 %, in steps of 1/20.

    >>> scale_for("150", (1024, 640)), scale_for("fit", (1920, 1080))
    (1.5, 1.65)
    """
    if choice != "fit":
        return UI_SCALES.get(choice, 1.0)
    room = min(size[0] / MIN_SIZE[0], size[1] / MIN_SIZE[1])
    return max(1.0, min(2.0, int(room * 20 + 1e-6) / 20))


def load_strings(lang: str) -> dict[str, object]:
    """Every ``assets/i18n/*<lang>.yaml`` merged: ``es.yaml``, ``imperio.es.yaml``...

    A value is a string, or a plural: a mapping with ``one`` and ``other`` forms (and
    optionally ``count``, the parameter that chooses between them; ``n`` by default).
    """
    out: dict[str, object] = {}
    for path in sorted((asset_root() / "i18n").glob(f"*{lang}.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        out.update(
            {
                str(k): ({str(f): str(t) for f, t in v.items()} if isinstance(v, dict) else str(v))
                for k, v in data.items()
            }
        )
    return out


def plural_form(forms: dict[str, str], params: dict) -> str:
    """The ``one`` or ``other`` form of a plural entry for the count in ``params``."""
    count = params.get("count", params.get(forms.get("count", "n")))
    return forms["one"] if count == 1 and "one" in forms else forms.get("other", "")


class UI:
    """What every scene and table view shares."""

    def __init__(self, settings: Settings | None = None):
        self.settings = settings or Settings()
        self.scale = 1.0  # scale_for(settings.ui_scale, window size); the App keeps it current
        self._fonts: OrderedDict[tuple, pygame.font.Font] = OrderedDict()  # least recent first
        self._strings: dict[str, dict[str, str]] = {}
        self.toasts: list[list] = []  # [text, seconds left]
        self.card_records: list[tuple[str, str, int | None]] = []  # this frame's face-up cards
        # where toasts go this frame: a band the top scene marked free (None: the window's top)
        self.toast_band: pygame.Rect | None = None

    @property
    def lang(self) -> str:
        return self.settings.lang

    def font(self, size: int, bold: bool = False, serif: bool = False) -> pygame.font.Font:
        key = (size, bold, serif)
        fonts = self._fonts
        font = fonts.get(key)
        if font is None:
            path = asset_root() / "fonts" / FONT_FILES[(bold, serif)]
            font = fonts[key] = Font(str(path), max(6, size))
            font.px = max(6, size)
            if len(fonts) > FONTS_KEPT:  # text fitted to its box asks for many sizes
                fonts.popitem(last=False)
        else:
            fonts.move_to_end(key)
        return font

    def text_floor(self) -> int:
        """The smallest font size (px) a text may be rendered at here: ``TEXT_FLOOR`` times
        the UI scale, divided by the factor of an enclosing ``shown_at`` (a card painted at
        150 px and shown at 75 px needs twice the size), so it shows at least that large."""
        return math.ceil(TEXT_FLOOR * self.scale / _SHRINK[-1] - 1e-6)

    def card_zoom(self) -> float:
        """How much larger the UI scale setting asks cards to be (table layouts shrink it to fit)."""
        return UI_SCALES.get(self.settings.ui_scale, 1.0)

    def t(self, key: str, **params) -> str:
        """The localized string for ``key`` formatted with ``params`` (the key if missing).

        A plural entry picks its ``one``/``other`` form by ``count`` (or the parameter its
        ``count`` names, ``n`` by default): ``t("virrey.prompt.draw", n=2)``.
        """
        table = self._strings.get(self.lang)
        if table is None:
            table = self._strings[self.lang] = load_strings(self.lang)
        text = table.get(key)
        if text is None:
            return key
        if isinstance(text, dict):
            text = plural_form(text, params)
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text

    def reason(self, why, named: bool = False) -> str:
        """Why something failed, in the player's language: an error raised with a
        :class:`~rules.core.errors.Reason`, or a Reason, is ``reason.<key>`` with its
        parameters translated in turn (a list joined by "; "); an OSError says why the system
        refused (:func:`rules.core.files.os_reason`); words without a key (the system's own)
        are shown as they are. ``named``: where the text shown names the file already, the
        reason without the file's name in front."""
        if isinstance(why, OSError):
            why = files.os_reason(why)
        why = reason_of(why) if isinstance(why, BaseException) else why
        key = getattr(why, "key", None)
        if named and key == "in_file":
            return self.reason(why.params["reason"])
        if key is None or self.t(f"reason.{key}") == f"reason.{key}":
            return str(why)
        params = {
            name: "; ".join(map(self.reason, value))
            if isinstance(value, (list, tuple))
            else self.reason(value)
            if isinstance(value, Reason)
            else value
            for name, value in why.params.items()
        }
        return self.t(f"reason.{key}", **params)

    def localized(self, texts: dict) -> str:
        """Pick the current language from a {es, en} mapping (card names, options)."""
        return texts.get(self.lang) or next(iter(texts.values()), "")

    def toast(self, text: str, seconds: float = 3.0) -> None:
        self.toasts.append([text, seconds])

    def record_card(self, card: str, zone: str, seat: int | None = None) -> None:
        """Note a face-up card drawn this frame (privacy tests read these)."""
        self.card_records.append((card, zone, seat))

    def begin_frame(self) -> None:
        self.card_records.clear()
        self.toast_band = None

    def toast_area(self, size) -> pygame.Rect:
        """The band toasts use: the one the top scene marked free this frame (``toast_band``:
        never the hand, the prompt bar or a button), else the window's top, over titles."""
        w, h = size
        return pygame.Rect(self.toast_band) if self.toast_band else pygame.Rect(20, 24, w - 40, h // 3)

    def toast_boxes(self, size, box_sizes: list[tuple[int, int]]) -> list[pygame.Rect]:
        """Where the toasts (newest first, their box sizes) go: stacked downwards from the
        top of ``toast_area``, centred in it and no wider than it."""
        area = self.toast_area(size)
        y, out = area.y, []
        for bw, bh in box_sizes:
            box = pygame.Rect(0, y, min(area.w, bw), bh)
            box.centerx = area.centerx
            out.append(box)
            y += bh + 8
        return out

    def update(self, dt: float) -> None:
        for toast in self.toasts:
            toast[1] -= dt
        self.toasts = [t for t in self.toasts if t[1] > 0]


# -- pygame_gui ----------------------------------------------------------------
ANIM_SPEEDS = {"off": 0.0, "slow": 0.5, "normal": 1.0, "fast": 2.0}
VOLUMES = (0.25, 0.5, 0.75, 1.0)  # the volumes settings offer (sound off is sound_on)
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080))
_THEME: dict | None = None


def scaled_theme(scale: float) -> dict:
    """The theme with every font size, the tool tips' width and the list rows' height
    multiplied by ``scale``."""
    if scale == 1.0:
        return theme()
    out = {}
    for name, block in theme().items():
        if isinstance(block, dict) and isinstance(block.get("font"), dict) and "size" in block["font"]:
            block = dict(block, font=dict(block["font"], size=str(round(int(block["font"]["size"]) * scale))))
        out[name] = block
    for name, key, default in (
        ("tool_tip", "rect_width", 170),
        ("drop_down_menu", "list_item_height", 20),
        ("drop_down_menu.#drop_down_options_list", "list_item_height", 20),
        ("selection_list", "list_item_height", 20),
    ):  # pygame_gui's defaults
        block = out.get(name, {})
        misc = block.get("misc", {})
        out[name] = dict(block, misc=dict(misc, **{key: str(round(int(misc.get(key, default)) * scale))}))
    return out


def theme() -> dict:
    """assets/theme.json as a dict, each font block given the shipped DejaVu file paths."""
    global _THEME
    if _THEME is None:
        data = json.loads((asset_root() / "theme.json").read_text(encoding="utf-8"))
        fonts = asset_root() / "fonts"
        files = {
            "dejavu": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
            "dejavu_serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"),
        }
        for block in data.values():
            font = block.get("font") if isinstance(block, dict) else None
            if isinstance(font, dict) and font.get("name") in files:
                regular, bold = (str(fonts / f) for f in files[font["name"]])
                font.update(regular_path=regular, bold_path=bold, italic_path=regular, bold_italic_path=bold)
        _THEME = data
    return _THEME


# Fonts every manager should have before its first text is laid out (beyond the theme's):
# the serif sizes the scenes' headings and text boxes use, with the italic forms of the
# rules reference's body text.
PRELOAD_FONTS = tuple(
    [("dejavu_serif", pt, style) for pt in (14, 18, 24) for style in ("regular", "bold")]
    + [("dejavu_serif", 18, style) for style in ("italic", "bold_italic")]
)


def make_manager(size: tuple[int, int], scale: float = 1.0):
    """A pygame_gui UIManager with the tablero theme (fonts times ``scale``) and the
    shipped DejaVu fonts.

    Only fonts the theme has not loaded already are preloaded, so pygame_gui has nothing to
    warn about (neither "already loaded" nor "not already loaded, preload it")."""
    import pygame_gui

    manager = pygame_gui.UIManager(size, scaled_theme(scale), enable_live_theme_updates=False)
    fonts = manager.get_theme().get_font_dictionary()
    missing = [
        {"name": name, "point_size": round(pt * scale), "style": style}
        for name, pt, style in PRELOAD_FONTS
        if not fonts.check_font_preloaded(
            fonts.create_font_id(round(pt * scale), name, "bold" in style, "italic" in style)
        )
    ]
    manager.preload_fonts(missing)
    return manager
