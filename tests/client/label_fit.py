"""Does every label, button and drop-down text fit its widget, and every widget the window?

Widths are the rendered text in the element's own themed font, against the element's rect
less the theme's horizontal text padding and border on both sides.
"""

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel

PLACED = (UIButton, UILabel, UIDropDownMenu, pygame_gui.elements.UITextEntryLine,
          pygame_gui.elements.UICheckBox, pygame_gui.elements.UIScrollingContainer)


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
        if isinstance(el, PLACED) and el.ui_container is root and not screen.contains(el.rect):
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
