"""The rules reference: each game's rulebook (assets/rulebooks/*.md), typeset in a text box.

The rulebooks are text extracted from the printed PDFs: paragraphs broken at page ends,
headings as lines in capitals, sums written in LaTeX (``$3 + 4 = 7$``). ``tidy`` turns
that into clean Markdown, the ``markdown`` package parses it, and ``GuiHtml`` maps its
HTML onto the subset pygame_gui's text box renders. A table of contents beside the text
jumps to each heading; the mouse wheel scrolls a few lines a notch.

The English interface shows ``<game>.en.md`` where it exists, with a one-click switch
to the Spanish original (``<game>.md``, the only authority) and back.
"""

from __future__ import annotations

import html
import re
import warnings
from html.parser import HTMLParser
from pathlib import Path
from typing import Optional

import markdown
import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from client.scenes.base import Scene
from client.text import ellipsize
from client.ui import asset_root
from rules.core import COMING, all_games

RULEBOOKS = {"virrey": "virrey.md", "ausonia": "ausonia.md", "tribunal": "tribunal.md",
             "krysis": "krysis.md", "imperio": "imperio.md"}
WHEEL_LINES = 5  # lines of body text one mouse-wheel notch scrolls
BODY_LINE = 24   # px: a line of the text box's body font (theme "text_box", 18 px)

_SENTENCE_END = tuple('.:;!?»)"”*')
_LATEX = {r"\times": "×", r"\cdot": "·", r"\div": "÷", r"\pm": "±", r"\leq": "≤", r"\geq": "≥",
          r"\le": "≤", r"\ge": "≥", r"\,": " ", r"\ ": " "}


# -- the source text --------------------------------------------------------------
def rulebook_path(game_id: str, lang: str, original: bool = False) -> tuple[Optional[Path], str]:
    """The rulebook file to show and its language: ``<game>.<lang>.md`` when it exists
    (and ``original`` is False), else the Spanish ``<game>.md``."""
    folder = asset_root() / "rulebooks"
    book = next((g.rulebook for g in all_games() if g.id == game_id), "") or RULEBOOKS.get(game_id, "")
    if not book:
        return None, "es"
    stem = book[:-3] if book.endswith(".md") else book
    translated = folder / f"{stem}.{lang}.md"
    if lang != "es" and not original and translated.is_file():
        return translated, lang
    return folder / book, "es"


def _latex(match: re.Match) -> str:
    body = match.group(1)
    for cmd, plain in _LATEX.items():
        body = body.replace(cmd, plain)
    body = re.sub(r"\\[a-zA-Z]+\s*", "", body).replace("{", "").replace("}", "")
    return re.sub(r"\s+", " ", body).strip()


def _is_heading(line: str) -> bool:
    """A line in capitals on its own (the PDF's headings): 'FASE DE SUBASTA', '1. PUNTOS...'."""
    letters = [c for c in line if c.isalpha()]
    return (len(letters) >= 3 and all(c.isupper() for c in letters) and len(line) <= 80
            and not line.startswith(("-", "*", "#", "|", ">")) and not line.endswith(":"))


def tidy(text: str) -> str:
    """The extracted rulebook text as clean Markdown.

    - Paragraphs broken in the middle of a sentence (a page or column end) are rejoined:
      a block that does not end a sentence, followed by one that starts in lower case.
    - Lines in capitals become headings (``##``); a capitals line ending in ':' is bold.
    - Inline LaTeX (``$4 \\times (2 + 3) = 20$``) becomes plain text (``4 × (2 + 3) = 20``).

    >>> tidy("PREPARACIÓN\\n\\nCoge las\\n\\n\\ngemas.")
    '## PREPARACIÓN\\n\\nCoge las gemas.'
    """
    text = re.sub(r"\$([^$\n]*[\d\\][^$\n]*)\$", _latex, text)
    blocks = [b.strip("\n") for b in re.split(r"\n[ \t]*\n", text.replace("\r\n", "\n"))]
    blocks = [b for b in blocks if b.strip()]
    out: list[str] = []
    for block in blocks:
        first = block.lstrip()
        if (out and first[:1].islower() and not out[-1].rstrip().endswith(_SENTENCE_END)
                and not out[-1].lstrip().startswith("#")):
            out[-1] = out[-1].rstrip() + " " + first
            continue
        lines = block.split("\n")
        if len(lines) == 1:
            line = lines[0].strip()
            bare = line.lstrip("•").strip()
            letters = [c for c in bare if c.isalpha()]
            if _is_heading(bare):
                block = "## " + bare.strip("*").strip()
            elif letters and all(c.isupper() for c in letters) and bare.endswith(":"):
                block = f"**{bare}**"
        out.append(block)
    return "\n\n".join(out)


# -- Markdown's HTML to pygame_gui's subset -----------------------------------------
HEADING_SIZE = {"h1": 28, "h2": 24, "h3": 21, "h4": 19, "h5": 19, "h6": 19}  # pixels


class GuiHtml(HTMLParser):
    """Rewrites the HTML the ``markdown`` package makes into what pygame_gui renders
    (b, i, font, br); records each heading's text (the table of contents)."""

    def __init__(self, scale: float = 1.0):
        super().__init__(convert_charrefs=True)
        self.scale = scale  # the UI scale: headings grow with the body's font
        self.out: list[str] = []
        self.headings: list[tuple[int, str]] = []
        self._heading: Optional[list[str]] = None
        self._lists: list[list] = []  # [ordered, next number]

    def handle_starttag(self, tag, attrs):
        if tag in HEADING_SIZE:
            self._heading = []
            self.out.append(f"<font pixel_size={round(HEADING_SIZE[tag] * self.scale)}><b>")
        elif tag in ("strong", "b"):
            self.out.append("<b>")
        elif tag in ("em", "i"):
            self.out.append("<i>")
        elif tag in ("ul", "ol"):
            self._lists.append([tag == "ol", 1])
        elif tag == "li":
            depth = max(0, len(self._lists) - 1)
            ordered, n = self._lists[-1] if self._lists else (False, 1)
            mark = f"{n}." if ordered else "•"
            if self._lists:
                self._lists[-1][1] += 1
            self.out.append("&nbsp;" * (3 + 4 * depth) + mark + " ")
        elif tag == "br":
            self.out.append("<br>")
        elif tag == "hr":
            self.out.append("<br>")

    def handle_endtag(self, tag):
        if tag in HEADING_SIZE:
            self.out.append("</b></font><br><br>")
            if self._heading is not None:
                self.headings.append((int(tag[1]), re.sub(r"\s+", " ", "".join(self._heading)).strip()))
            self._heading = None
        elif tag in ("strong", "b"):
            self.out.append("</b>")
        elif tag in ("em", "i"):
            self.out.append("</i>")
        elif tag == "p":
            self.out.append("<br>" if self._lists else "<br><br>")
        elif tag == "li":
            if not self.out[-1].endswith("<br>"):
                self.out.append("<br>")
        elif tag in ("ul", "ol"):
            if self._lists:
                self._lists.pop()
            if not self._lists:
                self.out.append("<br>")

    def handle_data(self, data):
        if self._heading is not None:
            self._heading.append(data)
        data = re.sub(r"\s*\n\s*", " ", data)
        if not data.strip() and (not self.out or self.out[-1].endswith("<br>")):
            return
        self.out.append(html.escape(data, quote=False))


def rulebook_markup(text: str, scale: float = 1.0) -> tuple[str, list[tuple[int, str]]]:
    """A rulebook's Markdown as pygame_gui HTML (headings sized for the UI ``scale``), and
    its headings as (level, text)."""
    body = markdown.markdown(tidy(text))
    parser = GuiHtml(scale)
    parser.feed(body)
    parser.close()
    return "".join(parser.out), parser.headings


def markdown_to_html(text: str) -> str:
    return rulebook_markup(text)[0]


def rulebook_html(name: str) -> str:
    try:
        text = (asset_root() / "rulebooks" / name).read_text(encoding="utf-8")
    except OSError:
        return html.escape(name)
    return markdown_to_html(text)


def toc_theme(scale: float = 1.0) -> dict:
    """The table of contents: left-aligned entries, taller rows (both grow with the UI scale)."""
    return {
        "#rules_toc": {"misc": {"list_item_height": str(round(32 * scale))}},
        "#rules_toc.@selection_list_item": {
            "font": {"name": "dejavu", "size": str(round(16 * scale))},
            "misc": {"text_horiz_alignment": "left", "text_horiz_alignment_padding": "10"}},
    }


# -- the scene ------------------------------------------------------------------------
class RulesScene(Scene):
    scalable = True

    def __init__(self, app, game_id: str = "imperio"):
        self.game_id = game_id
        self.original = False  # True: the Spanish original although a translation exists
        self.pointer: Optional[tuple[int, int]] = None  # from the last mouse motion
        super().__init__(app)

    def titles(self) -> list[tuple[str, str]]:
        out = [(g.id, self.ui.localized(g.name)) for g in all_games()]
        return out + [(gid, self.ui.localized(name)) for gid, name in COMING.items()
                      if gid not in dict(out)]

    def build(self) -> None:
        w, h = self.lsize
        titles = self.titles()
        side = max(250, min(420, int(w * 0.2)))
        self.label((40, 18, w - 80, 52), self.t("rules.title"), "@heading")
        # the games, a row of tabs under the title
        tab_w = (w - 80) // max(1, len(titles))
        self.tabs = {}
        font = self.font(18)
        for i, (gid, title) in enumerate(titles):
            if font.size(title)[0] > self.px(tab_w - 28) and " (" in title:
                title = title.split(" (")[0]  # "El Viejo Imperio (The Old Empire)": the original name
            btn = self.button((40 + i * tab_w, 76, tab_w - 8, 48), title)
            if gid == self.game_id:
                btn.select()
            self.tabs[btn] = gid
        path, self.shown_lang = rulebook_path(self.game_id, self.ui.lang, self.original)
        try:
            source = path.read_text(encoding="utf-8") if path else ""
        except OSError:
            source = ""
        markup, self.headings = rulebook_markup(source, self.k) if source else (html.escape(str(path)), [])
        # the language switch: shown where this game has a translation for the interface
        self.switch = None
        translated, lang = rulebook_path(self.game_id, self.ui.lang)
        top = 136
        if lang != "es":
            key = "rules.show_original" if self.shown_lang != "es" else "rules.show_translation"
            self.switch = self.button((40, top, side, 46), self.t(key))
            top += 56
        # the table of contents, and the text
        toc_font, room = self.font(16), self.px(side - 2 * 10 - 26)  # the item's padding, the scroll bar
        self.toc_items = [ellipsize(toc_font, ("    " * max(0, lvl - 2)) + text, room)
                          for lvl, text in self.headings]
        self.manager.get_theme().load_theme(toc_theme(self.k))
        with warnings.catch_warnings():  # the headings' sizes and italics, loaded up front
            warnings.simplefilter("ignore", UserWarning)
            self.manager.preload_fonts(
                [{"name": "dejavu_serif", "point_size": self.px(18), "style": "italic"}]
                + [{"name": "dejavu_serif", "point_size": self.px(px), "style": "bold"}
                   for px in set(HEADING_SIZE.values())])
        self.toc = pygame_gui.elements.UISelectionList(
            self.r((40, top, side, h - top - 100)), self.toc_items, self.manager,
            object_id=ObjectID(object_id="#rules_toc"))
        self.back = self.button((40, h - 84, side, 60), self.t("dialog.back"))
        self.text = pygame_gui.elements.UITextBox(markup, self.r((60 + side, 136, w - 100 - side, h - 160)),
                                                  self.manager)
        self._heading_y: Optional[list[int]] = None

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

    def heading_offsets(self) -> list[int]:
        """The content y of each heading (matched in order against the laid-out rows)."""
        if self._heading_y is None:
            rows = self.text.text_box_layout.layout_rows if self.text.text_box_layout else []
            texts = [("".join(getattr(c, "text", "") for c in row.items).strip(), row.y) for row in rows]
            out, i = [], 0
            for _, heading in self.headings:
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

    def jump_to(self, index: int) -> None:
        offsets = self.heading_offsets()
        if 0 <= index < len(offsets):
            self.scroll_to(offsets[index])

    # -- events ---------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.MOUSEWHEEL and self.text.scroll_bar is not None:
            pos = self.pointer or pygame.mouse.get_pos()
            if self.text.rect.collidepoint(pos) or self.text.scroll_bar.rect.collidepoint(pos):
                self.scroll_to(self.scroll_top() - event.y * WHEEL_LINES * self.px(BODY_LINE))
                return  # not pygame_gui's own wheel handling (a line or two a notch)
        super().handle_event(event)
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.toc:
            picked = [i for i, item in enumerate(self.toc.item_list) if item["selected"]]
            if picked:
                self.jump_to(picked[0])

    def on_button(self, element) -> None:
        if element in self.tabs:
            self.game_id, self.original = self.tabs[element], False
            self.rebuild()
        elif element is self.switch:
            self.original = not self.original
            self.rebuild()
        elif element is self.back:
            self.app.pop()

    def on_escape(self) -> None:
        self.app.pop()
