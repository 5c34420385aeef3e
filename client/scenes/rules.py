"""The rules reference: each game's rulebook (assets/rulebooks/*.md), typeset in a text box
from the pages and headings client/rulebook.py makes of it. A table of contents beside the
text jumps to each heading; the mouse wheel scrolls a few lines a notch.

pygame_gui's text box renders all its text at once, onto one surface as tall as the text
(Virrey's whole rulebook: 18,000 px, seconds to lay out, 200 MB). So the book is shown a
page at a time: ``paginate`` cuts the converted HTML at the rulebook's chapter headings
(short chapters share a page, long ones are cut between paragraphs), the converted pages are
cached as strings, and the one text box holds the current page. The contents jump to any
heading's page, buttons turn the pages, and the wheel at a page's end (or top) turns to the
next (or previous) one, so the reader still scrolls through the whole book.

The English interface shows ``<game>.en.md`` where it exists, with a one-click switch
to the Spanish original (``<game>.md``, the only authority) and back.
"""

from __future__ import annotations

import gc
import warnings

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from client.cache import trim_heap
from client.rulebook import (  # noqa: F401  (re-exported: the book is the scene's, tests import it from here)
    HEADING_SIZE,
    PAGE_MAX,
    PAGE_MIN,
    Book,
    load_book,
    paginate,
    rulebook_markup,
    rulebook_path,
    tidy,
)
from client.scenes.base import Scene
from client.text import ellipsize, without_gloss, wrap
from rules.core import COMING, all_games

WHEEL_LINES = 5  # lines of body text one mouse-wheel notch scrolls
BODY_LINE = 24  # px: a line of the text box's body font (theme "text_box", 18 px)


def toc_theme(scale: float = 1.0) -> dict:
    """The table of contents: left-aligned entries, taller rows (both grow with the UI scale)."""
    return {
        "#rules_toc": {"misc": {"list_item_height": str(round(32 * scale))}},
        "#rules_toc.@selection_list_item": {
            "font": {"name": "dejavu", "size": str(round(16 * scale))},
            "misc": {"text_horiz_alignment": "left", "text_horiz_alignment_padding": "10"},
        },
    }


# -- the scene ------------------------------------------------------------------------
class RulesScene(Scene):
    scalable = True

    def __init__(self, app, game_id: str = "imperio", section: str | None = None):
        """``section``: a heading to open the book at (a tutorial step's F1)."""
        self.game_id = game_id
        self.section = section
        self.original = False  # True: the Spanish original although a translation exists
        self.page = 0  # the page of the rulebook in the text box
        self.discarded = False  # a text box was replaced: free it at the next update
        self.pointer: tuple[int, int] | None = None  # from the last mouse motion
        super().__init__(app)

    def titles(self) -> list[tuple[str, str]]:
        out = [(g.id, self.ui.localized(g.name)) for g in all_games()]
        return out + [(gid, self.ui.localized(name)) for gid, name in COMING.items() if gid not in dict(out)]

    def build(self) -> None:
        w, h = self.lsize
        titles = self.titles()
        # a window under 800 x 560 layout units (1024x640 and 1366x768 at 150 %): narrower
        # margins and contents, the tabs in two rows, the page buttons' short words
        small = w < 800 or h < 560
        m = 20 if small else 40
        side = 200 if small else max(250, min(420, int(w * 0.2)))
        self.label((m, 6 if small else 18, w - 2 * m, 44 if small else 52), self.t("rules.title"), "@heading")
        # the games, a row of tabs under the title (two rows on a small window)
        per_row = (len(titles) + 1) // 2 if small else max(1, len(titles))
        tab_w, tab_h = (w - 2 * m) // per_row, 36 if small else 48
        self.tabs = {}
        font = self.font(18)
        for i, (gid, title) in enumerate(titles):
            if font.size(title)[0] > self.px(tab_w - 28) and " (" in title:
                title = without_gloss(title)  # "El Viejo Imperio (The Old Empire)": the original name
            x, y = m + (i % per_row) * tab_w, (52 if small else 76) + (i // per_row) * (tab_h + 4)
            btn = self.button((x, y, tab_w - 8, tab_h), title)
            if gid == self.game_id:
                btn.select()
            self.tabs[btn] = gid
        top = 52 + 2 * (tab_h + 4) + 4 if small else 136
        path, self.shown_lang = rulebook_path(self.game_id, self.ui.lang, self.original)
        self.book = load_book(path, self.k)
        self.headings = list(self.book.headings)
        # the language switch: shown where this game has a translation for the interface
        self.switch = None
        translated, lang = rulebook_path(self.game_id, self.ui.lang)
        text_top = top
        if lang != "es":
            key = "rules.show_original" if self.shown_lang != "es" else "rules.show_translation"
            self.switch = self.button((m, top, side, 40 if small else 46), self.t(key))
            top += 48 if small else 56
        # the table of contents, and the text
        toc_font, room = self.font(16), self.px(side - 2 * 10 - 26)  # the item's padding, the scroll bar
        # a heading too long for one row goes on in the rows under it (a cut "2. Fortalecimiento
        # d…" hid the chapter's name); any of its rows jumps to it
        self.toc_items, self.toc_heading = [], []
        for i, (lvl, text) in enumerate(self.headings):
            indent = "    " * max(0, lvl - 2)
            lines = wrap(toc_font, text, room - toc_font.size(indent + "  ")[0])
            for k, line in enumerate(lines):
                self.toc_items.append(ellipsize(toc_font, indent + ("  " if k else "") + line, room))
                self.toc_heading.append(i)
        self.manager.get_theme().load_theme(toc_theme(self.k))
        with warnings.catch_warnings():  # the headings' sizes and italics, loaded up front
            warnings.simplefilter("ignore", UserWarning)
            self.manager.preload_fonts(
                [{"name": "dejavu_serif", "point_size": self.px(18), "style": "italic"}]
                + [
                    {"name": "dejavu_serif", "point_size": self.px(px), "style": "bold"}
                    for px in set(HEADING_SIZE.values())
                ]
            )
        bottom, bh = (h - 50, 42) if small else (h - 84, 60)  # Back and the page buttons
        self.toc = pygame_gui.elements.UISelectionList(
            self.r((m, top, side, bottom - top - (8 if small else 16))),
            self.toc_items,
            self.manager,
            object_id=ObjectID(object_id="#rules_toc"),
        )
        self.back = self.button((m, bottom, side, bh), self.t("dialog.back"))
        self.text_rect = pygame.Rect(m + side + (12 if small else 20), text_top, 0, 0)
        self.text_rect.size = (w - m - self.text_rect.x, bottom - text_top - (8 if small else 16))
        x, page_w = self.text_rect.x, min(300, (self.text_rect.width - 20) // 3)
        if small:
            prev, nxt = self.t("rules.previous_page.short"), self.t("rules.next_page.short")
        else:
            prev, nxt = self.t("rules.previous_page"), self.t("rules.next_page")
        self.prev_page = self.button((x, bottom, page_w, bh), prev)
        self.next_page = self.button((self.text_rect.right - page_w, bottom, page_w, bh), nxt)
        self.page_label = self.label((x + page_w, bottom, self.text_rect.width - 2 * page_w, bh), "", "@centered")
        self.text: pygame_gui.elements.UITextBox | None = None
        self.show_page(min(self.page, len(self.book.pages) - 1))
        if self.section is not None:  # once, at the first build: then the reader turns the pages
            from client.tutorial.script import heading_index

            index = heading_index([text for _, text in self.headings], self.section)
            self.section = None
            if index is not None:
                self.jump_to(index)

    # -- pages ----------------------------------------------------------------------
    def show_page(self, page: int, at_end: bool = False) -> None:
        """Put page ``page`` in the text box (the only one rendered), from its top or end."""
        self.page = page
        if self.text is not None:
            self.text.kill()
            self.discarded = True
        self.text = pygame_gui.elements.UITextBox(self.book.pages[page], self.r(self.text_rect), self.manager)
        self._heading_y: list[int] | None = None
        last = len(self.book.pages) - 1
        for button, enabled in ((self.prev_page, page > 0), (self.next_page, page < last)):
            button.enable() if enabled else button.disable()
        self.page_label.set_text(self.t("rules.page_of", n=page + 1, total=last + 1))
        if at_end:
            self.scroll_to(self.content_height())

    # -- scrolling ----------------------------------------------------------------
    def content_height(self) -> int:
        layout = self.text.text_box_layout
        return layout.layout_rect.height if layout is not None else 0

    def scroll_fraction(self) -> float:
        """How far down the text is scrolled: 0 at the top, 1 at the very end."""
        bar = self.text.scroll_bar
        if bar is None:
            return 1.0
        room = 1.0 - bar.visible_percentage
        return min(1.0, bar.start_percentage / room) if room > 0 else 1.0

    def scroll_to(self, y: float) -> None:
        """Show the text from content pixel ``y`` (clamped) at the top of the box."""
        bar, total = self.text.scroll_bar, self.content_height()
        if bar is None or total <= 0:
            return
        bar.set_scroll_from_start_percentage(max(0.0, y) / total)
        self.text.update(0.0)

    def scroll_top(self) -> float:
        bar = self.text.scroll_bar
        return bar.start_percentage * self.content_height() if bar is not None else 0.0

    def scroll_room(self) -> float:
        """How far the page scrolls: its height less the part the box shows."""
        bar = self.text.scroll_bar
        return (1.0 - bar.visible_percentage) * self.content_height() if bar is not None else 0.0

    def scroll_by(self, dy: float) -> None:
        """Scroll ``dy`` pixels down (up if negative). Past the page's end (or top) the
        next (previous) page follows: a scroll that starts at the end turns the page, and
        what is left of a long one goes on there, a wheel notch less."""
        step = WHEEL_LINES * self.px(BODY_LINE)
        down = dy > 0
        left, turned = abs(dy), False
        while left > 0:
            top, room = self.scroll_top(), self.scroll_room()
            ahead = room - top if down else top
            if ahead > 1:
                self.scroll_to(top + min(left, ahead) * (1 if down else -1))
                left -= min(left, ahead)
                if left < step and not turned:
                    return  # stop at the end: the next notch turns the page
            else:
                following = self.page + 1 if down else self.page - 1
                if not 0 <= following < len(self.book.pages):
                    return
                self.show_page(following, at_end=not down)
                left, turned = left - step, True

    def heading_offsets(self) -> list[int]:
        """The content y of each heading on the shown page (matched in order against the
        laid-out rows), by heading index; headings on other pages are absent."""
        if self._heading_y is None:
            rows = self.text.text_box_layout.layout_rows if self.text.text_box_layout else []
            texts = [("".join(getattr(c, "text", "") for c in row.items).strip(), row.y) for row in rows]
            out, i = [], 0
            for _, heading in self.page_headings():
                j = i
                while j < len(texts) and not (texts[j][0] and heading.startswith(texts[j][0])):
                    j += 1
                if j < len(texts):
                    out.append(texts[j][1] - texts[0][1])
                    i = j + 1
                else:
                    out.append(out[-1] if out else 0)
            self._heading_y = out
        return self._heading_y

    def page_headings(self) -> list[tuple[int, str]]:
        return [h for h, page in zip(self.headings, self.book.heading_page) if page == self.page]

    def jump_to(self, index: int) -> None:
        """Show heading ``index`` (of the whole book) at the top, turning to its page."""
        if not 0 <= index < len(self.book.heading_page):
            return
        page = self.book.heading_page[index]
        if page != self.page:
            self.show_page(page)
        offsets = self.heading_offsets()
        local = index - self.book.heading_page.index(page)
        if 0 <= local < len(offsets):
            self.scroll_to(offsets[local])

    # -- events ---------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.MOUSEWHEEL:
            pos = self.pointer or pygame.mouse.get_pos()
            bar = self.text.scroll_bar
            if self.text.rect.collidepoint(pos) or (bar is not None and bar.rect.collidepoint(pos)):
                self.scroll_by(-event.y * WHEEL_LINES * self.px(BODY_LINE))
                return  # not pygame_gui's own wheel handling (a line or two a notch)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP, pygame.K_SPACE):
            # the keyboard reads on: a box's height less a line, into the next page at the end
            page = self.text.rect.h - self.px(BODY_LINE)
            back = event.key == pygame.K_PAGEUP or (event.key == pygame.K_SPACE and event.mod & pygame.KMOD_SHIFT)
            self.scroll_by(-page if back else page)
            return
        super().handle_event(event)
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.toc:
            picked = [i for i, item in enumerate(self.toc.item_list) if item["selected"]]
            if picked:
                self.jump_to(self.toc_heading[picked[0]])

    def rebuild(self) -> None:
        super().rebuild()
        self.discarded = True

    def update(self, dt: float) -> None:
        """As the app does for a closed screen: a replaced text box (its rendered page, a
        web of reference cycles) is freed at once, and its pages handed back to the system;
        else the pages read pile up in memory until Python's next full collection."""
        if self.discarded:
            self.discarded = False
            gc.collect()
            trim_heap()
        super().update(dt)

    def on_button(self, element) -> None:
        if element in self.tabs:
            self.game_id, self.original, self.page = self.tabs[element], False, 0
            self.rebuild()
        elif element is self.switch:
            self.original, self.page = not self.original, 0
            self.rebuild()
        elif element is self.prev_page and self.page > 0:
            self.show_page(self.page - 1)
        elif element is self.next_page and self.page + 1 < len(self.book.pages):
            self.show_page(self.page + 1)
        elif element is self.back:
            self.app.pop()

    def on_escape(self) -> None:
        self.app.pop()
