"""Does every label, button and drop-down text fit its widget, and every widget the window?

Widths are the rendered text in the element's own themed font, against the element's rect
less the theme's horizontal text padding and border on both sides.
"""

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel

PLACED = (
    UIButton,
    UILabel,
    UIDropDownMenu,
    pygame_gui.elements.UITextEntryLine,
    pygame_gui.elements.UICheckBox,
    pygame_gui.elements.UIScrollingContainer,
)


def _room(element) -> int:
    theming = element.drawable_shape.theming if element.drawable_shape else {}
    border = theming.get("border_width", 0)
    border = max(border.values()) if isinstance(border, dict) else (border or 0)
    return element.rect.w - 2 * (theming.get("text_horiz_alignment_padding", 0) + border)


def misfits(scene) -> list[tuple]:
    """(what, text, needed, available) for each text wider or taller than its widget, and
    ("off screen", kind, text, rect) for each widget not wholly inside the window."""
    screen = pygame.Rect((0, 0), scene.app.size)
    root = scene.manager.get_root_container()
    out = []
    for el in scene.manager.get_sprite_group().sprites():
        if not getattr(el, "visible", True):
            continue
        # (rows of a scrolling list are clipped to it: the list itself must be on screen)
        # (a dialog's panel too: it overran a 1024x640 window at 150 %)
        placed = isinstance(el, (*PLACED, pygame_gui.elements.UIPanel))
        if placed and el.ui_container is root and not screen.contains(el.rect):
            out.append(("off screen", type(el).__name__, getattr(el, "text", ""), tuple(el.rect)))
        if isinstance(el, UIDropDownMenu):
            shown = getattr(el.current_state, "selected_option_button", None)
            if shown is not None:
                for option in el.options_list:
                    text = option[0] if isinstance(option, tuple) else option
                    if shown.font.size(text)[0] > _room(shown):
                        out.append(("drop-down option", text, shown.font.size(text)[0], _room(shown)))
        elif isinstance(el, (UIButton, UILabel)) and el.text:
            w, h = el.font.size(el.text)
            if w > _room(el) or h > el.rect.h:
                out.append((type(el).__name__, el.text, (w, h), (_room(el), el.rect.h)))
    return out


def resize(app, size) -> None:
    """Open the window at ``size`` (as the settings' window size does) and rebuild."""
    app.ui.settings.width, app.ui.settings.height = size
    app.ui.settings.fullscreen = False
    app.apply_settings(reopen=True)
    assert app.size == size


# -- what a scene draws ------------------------------------------------------------
class Recorder(pygame.Surface):
    """A screen-sized surface that notes where every blit onto it lands: (rect, is text).

    A text's rect is the ink of the rendered line (``Surface.get_bounding_rect``), so the
    blank above and below a line never counts as an overlap."""

    def __init__(self, size):
        super().__init__(size)
        self.records: list[tuple[pygame.Rect, bool]] = []

    def _note(self, source, dest, area=None):
        from client.text import is_text

        if not isinstance(dest, pygame.Rect):
            dest = pygame.Rect(int(dest[0]), int(dest[1]), 0, 0) if len(dest) >= 2 else pygame.Rect(0, 0, 0, 0)
        size = pygame.Rect(area).size if area is not None else source.get_size()
        text = is_text(source)
        rect = pygame.Rect(dest.topleft, size)
        if text and area is None:
            ink = source.get_bounding_rect()
            rect = ink.move(dest.topleft)
        if rect.w and rect.h:
            self.records.append((rect.clip(pygame.Rect(dest.topleft, size)), text))

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        self._note(source, dest, area)
        return super().blit(source, dest, area, special_flags)

    def blits(self, blit_sequence, doreturn=1):
        out = []
        for item in blit_sequence:
            out.append(self.blit(*item))
        return out if doreturn else None

    def fblits(self, blit_sequence, special_flags=0):
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)


def drawn(app) -> Recorder:
    """Draw the app's visible scenes (and toasts) onto a Recorder, as App.draw does."""
    from client.app import draw_toasts

    rec = Recorder(app.size)
    start = max((i for i, s in enumerate(app.scenes) if s.opaque), default=0)
    for scene in app.scenes[start:]:
        scene.draw(rec)
    draw_toasts(app.ui, rec)
    return rec


def draw_problems(app, slack: int = 0) -> list[tuple]:
    """("outside", rect) for each blit not wholly inside the window, ("texts overlap", a, b)
    for each two drawn texts whose ink overlaps."""
    rec = drawn(app)
    screen = pygame.Rect((0, 0), app.size).inflate(2 * slack, 2 * slack)
    out = [("outside", tuple(r)) for r, _ in rec.records if not screen.contains(r)]
    texts = [r for r, text in rec.records if text]
    for i, a in enumerate(texts):
        for b in texts[i + 1 :]:
            if a.colliderect(b) and a != b:
                out.append(("texts overlap", tuple(a), tuple(b)))
    return out


def _footprint(el) -> pygame.Rect:
    """What a widget covers: a label only its text (placed as the theme aligns it), any
    other widget its whole rect."""
    if not isinstance(el, UILabel):
        return pygame.Rect(el.rect)
    w, h = el.font.size(el.text.strip()) if el.text.strip() else (0, 0)
    pad = el.text_horiz_alignment_padding or 0
    box = pygame.Rect(0, 0, min(w, el.rect.w), min(h, el.rect.h))
    box.centery = el.rect.centery
    align = el.text_horiz_alignment
    if align == "left":
        box.x = el.rect.x + pad
    elif align == "right":
        box.right = el.rect.right - pad
    else:
        box.centerx = el.rect.centerx
    return box


def overlaps(scene) -> list[tuple]:
    """(a, b) for each two widgets of one container that cover each other (a label by its text)."""
    kinds = PLACED + (pygame_gui.elements.UITextBox,)
    placed = [
        el
        for el in scene.manager.get_sprite_group().sprites()
        if isinstance(el, kinds)
        and getattr(el, "visible", True)
        and not isinstance(getattr(el, "ui_container", None), UIDropDownMenu)
        and type(el.ui_container).__name__ == "UIContainer"
        and (not isinstance(el, UILabel) or el.text.strip())
    ]
    out = []
    for i, a in enumerate(placed):
        fa = _footprint(a)
        for b in placed[i + 1 :]:
            if a.ui_container is b.ui_container and fa.colliderect(_footprint(b)):
                out.append(
                    (
                        getattr(a, "text", type(a).__name__),
                        tuple(fa),
                        getattr(b, "text", type(b).__name__),
                        tuple(_footprint(b)),
                    )
                )
    return out
