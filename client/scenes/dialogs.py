"""Overlay dialogs: a message with OK, a yes/no question, "save as" (a name entry) and the
shortcut list."""

from __future__ import annotations

import datetime
from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from client import games
from client.keyboard import is_help_key, shortcut_rows
from client.scenes.base import Scene
from client.text import without_gloss, wrap
from rules.core import SaveError, saves

PANEL_BACK = (29, 25, 21)  # the theme's @panel colour, opaque
SAVE_DATES = {"es": "%d-%m-%Y %Hh%M", "en": "%Y-%m-%d %Hh%M"}  # only characters a file name keeps


def default_save_name(ui, match, now: datetime.datetime | None = None) -> str:
    """What "save as" offers: the game, where it stands (the game's ``progress`` hook in its
    client package: "ronda 5 de 8") and the date, in characters a save's file name keeps.

    >>> default_save_name(ui, krysis_match)  # doctest: +SKIP
    'Krysis - ronda 5 de 8 - 25-11-2026 13h05'
    """
    game = without_gloss(ui.localized(match.game.name))  # "El Viejo Imperio (The Old Empire)"
    date = (now or datetime.datetime.now()).strftime(SAVE_DATES.get(ui.lang, SAVE_DATES["en"]))
    try:
        hook = getattr(games.table_module(match.game.id), "progress", None)
        progress = hook(ui, match.state.view(None)) if hook else ""
    except (ImportError, KeyError):
        progress = ""
    progress = "".join(c for c in progress if c.isalnum() or c in " -_")
    if progress:
        return ui.t("save.default", game=game, progress=progress, date=date)
    return ui.t("save.default_plain", game=game, date=date)


class Dialog(Scene):
    """A centred panel over the scene below, which stays visible but dimmed."""

    opaque = False
    scalable = True
    ring_from_start = True  # on the default button (the safe one in a question) from the first frame
    size = (720, 360)

    def panel_rect(self) -> pygame.Rect:
        """The panel, in layout units (``self.r`` gives its pixels): ``size``, within the
        window less a margin (1024x640 at 150 % is 683 units wide)."""
        w, h = self.lsize
        dw, dh = min(self.size[0], w - 24), min(self.size[1], h - 24)
        return pygame.Rect((w - dw) // 2, (h - dh) // 2, dw, dh)

    def build(self) -> None:
        self.panel = pygame_gui.elements.UIPanel(
            self.r(self.panel_rect()), manager=self.manager, object_id=ObjectID(class_id="@panel")
        )

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 170))
        surface.blit(shade, (0, 0))
        # the panel's theme colour is slightly translucent: back it so nothing shows through
        pygame.draw.rect(surface, PANEL_BACK, self.r(self.panel_rect()), border_radius=10)
        self.manager.draw_ui(surface)
        self.draw_focus(surface)
        self.ui.toast_band = None  # toasts at the top of the window, clear of the panel

    def on_escape(self) -> None:
        self.app.pop()


class MessageDialog(Dialog):
    """A title, a (possibly long) message and OK. Errors from files are shown here."""

    default_button = "ok"  # Enter closes it

    def __init__(self, app, title: str, text: str, on_close: Callable[[], None] | None = None):
        self.title, self.text, self.on_close = title, text, on_close
        super().__init__(app)

    def build(self) -> None:
        super().build()
        r = self.panel_rect()
        # the title whole, in as many lines as it needs ("La partida en curso no se puede
        # con" was clipped at 1024x640 150 %); the message under it
        lines = wrap(self.font(30, bold=True, serif=True), self.title, self.px(r.w - 64))
        for i, line in enumerate(lines):
            self.label((r.x + 24, r.y + 18 + 40 * i, r.w - 48, 44), line, "@heading")
        top = r.y + 32 + 40 * len(lines)
        body = self.text.replace("&", "&amp;").replace("<", "&lt;").replace("\n", "<br>")
        self.body = pygame_gui.elements.UITextBox(
            body,
            self.r((r.x + 24, top, r.w - 48, r.bottom - 88 - top)),
            self.manager,
            object_id=ObjectID(class_id="@message"),
        )
        primary = "@primary" if self.default_button == "ok" else None  # drawn as the default only when it is
        self.ok = self.button((r.right - 184, r.bottom - 72, 160, 52), self.t("dialog.ok"), primary)

    def on_button(self, element) -> None:
        if element is self.ok:
            self.close()

    def on_escape(self) -> None:
        self.close()

    def close(self) -> None:
        self.app.pop()
        if self.on_close:
            self.on_close()


class ConfirmDialog(MessageDialog):
    """A question with Cancel and a confirming button; ``on_yes`` runs after it closes.

    Cancel is the default: drawn as the default (gold), the focus ring on it from the first
    frame, Enter keeps things as they are (the confirming button deletes or overwrites)."""

    default_button = "cancel"

    def __init__(self, app, title: str, text: str, yes: str, on_yes: Callable[[], None]):
        self.yes_text, self.on_yes = yes, on_yes
        super().__init__(app, title, text)

    def build(self) -> None:
        super().build()
        self.ok.set_text(self.yes_text)
        r = self.panel_rect()
        self.cancel = self.button((r.right - 368, r.bottom - 72, 160, 52), self.t("dialog.cancel"), "@primary")
        self._focusables = [self.cancel, self.ok]  # left to right, the safe one first

    def on_button(self, element) -> None:
        if element is self.ok:
            self.close()
            self.on_yes()
        elif element is self.cancel:
            self.close()


class SaveAsDialog(Dialog):
    """Name the match and write it with rules.core.saves.save_named."""

    size = (720, 300)

    def __init__(self, app, match):
        self.match = match
        super().__init__(app)

    def build(self) -> None:
        super().build()
        r = self.panel_rect()
        self.label((r.x + 24, r.y + 18, r.w - 48, 44), self.t("save.title"), "@heading")
        self.label((r.x + 24, r.y + 76, r.w - 48, 30), self.t("save.name"))
        self.entry = self.focusable(
            pygame_gui.elements.UITextEntryLine(self.r((r.x + 24, r.y + 112, r.w - 48, 48)), self.manager)
        )
        self.entry.set_text_length_limit(60)
        self.entry.set_text(default_save_name(self.ui, self.match))
        self.cancel = self.button((r.right - 368, r.bottom - 72, 160, 52), self.t("dialog.cancel"))
        self.ok = self.button((r.right - 184, r.bottom - 72, 160, 52), self.t("save.save"), "@primary")

    def on_button(self, element) -> None:
        if element is self.ok:
            self.save()
        elif element is self.cancel:
            self.app.pop()

    def handle_event(self, event) -> None:
        super().handle_event(event)
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.save()

    def save(self, overwrite: bool = False) -> None:
        """Refuse a reserved name; ask before replacing a save of the same name."""
        name = self.entry.get_text()
        try:
            path = saves.named_path(name)
            saves.save_named(self.match, name, overwrite=overwrite)
        except FileExistsError:
            self.app.push(
                ConfirmDialog(
                    self.app,
                    self.t("save.exists_title"),
                    self.t("save.exists", name=path.stem),
                    self.t("save.overwrite"),
                    lambda: self.save(overwrite=True),
                )
            )
            return
        except (SaveError, OSError) as err:
            reserved = saves.is_reserved("".join(c for c in name if c.isalnum() or c in " -_"))
            self.ui.toast(
                self.t("save.reserved", name=name.strip())
                if reserved
                else self.t("save.failed", reason=self.ui.reason(err))
            )
            self.focus_on(self.entry)  # the name again, selected: type another
            return
        self.ui.toast(self.t("save.done", name=path.stem))
        self.app.pop()


class ShortcutsDialog(Dialog):
    """The shortcut list (F1 or "?"), closed by Esc, Enter, F1 or its button."""

    size = (760, 600)

    def __init__(self, app, rows: list[tuple[str, str]] | None = None):
        self.rows = rows  # (keys, what they do) of the scene below; None: the table's
        super().__init__(app)

    def build(self) -> None:
        super().build()
        r = self.panel_rect()
        self.label((r.x + 24, r.y + 18, r.w - 48, 44), self.t("keys.title"), "@heading")
        rows = "<br>".join(f"<b>{keys}</b>  —  {what}" for keys, what in self.rows or shortcut_rows(self.t))
        self.body = pygame_gui.elements.UITextBox(
            rows,
            self.r((r.x + 24, r.y + 72, r.w - 48, r.h - 160)),
            self.manager,
            object_id=ObjectID(class_id="@message"),
        )
        self.ok = self.button((r.right - 184, r.bottom - 72, 160, 52), self.t("dialog.ok"), "@primary")

    default_button = "ok"

    def handle_event(self, event) -> None:
        super().handle_event(event)
        if is_help_key(event):
            self.app.pop()

    def on_button(self, element) -> None:
        if element is self.ok:
            self.app.pop()
