"""The rules reference: each game's rulebook (assets/rulebooks/*.md), typeset in a text box.

The rulebooks are text extracted from the printed PDFs: paragraphs broken at page ends,
headings as lines in capitals, sums written in LaTeX (``$3 + 4 = 7$``). ``tidy`` turns
that into clean Markdown, the ``markdown`` package parses it, and ``GuiHtml`` maps its
HTML onto the subset pygame_gui's text box renders. A table of contents beside the text
jumps to each heading; the mouse wheel scrolls a few lines a notch.

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

import functools
import gc
import html
import re
import warnings
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

import markdown
import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from client.cache import trim_heap
from client.scenes.base import Scene
from client.text import ellipsize, wrap
from client.ui import asset_root
from rules.core import COMING, all_games

RULEBOOKS = {
    "virrey": "virrey.md",
    "ausonia": "ausonia.md",
    "tribunal": "tribunal.md",
    "krysis": "krysis.md",
    "imperio": "imperio.md",
}
WHEEL_LINES = 5  # lines of body text one mouse-wheel notch scrolls
BODY_LINE = 24  # px: a line of the text box's body font (theme "text_box", 18 px)
# A page of the text box, in characters of its HTML (about 0.4 px of height each at 1600 px
# wide): a chapter heading starts a new page once the page has PAGE_MIN; no page passes
# PAGE_MAX unless one paragraph does.
PAGE_MIN, PAGE_MAX = 3000, 6000

_SENTENCE_END = tuple('.:;!?»)"”*')
_LATEX = {
    r"\times": "×",
    r"\cdot": "·",
    r"\div": "÷",
    r"\pm": "±",
    r"\leq": "≤",
    r"\geq": "≥",
    r"\le": "≤",
    r"\ge": "≥",
    r"\,": " ",
    r"\ ": " ",
}


# -- the source text --------------------------------------------------------------
def rulebook_path(game_id: str, lang: str, original: bool = False) -> tuple[Path | None, str]:
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
    return (
        len(letters) >= 3
        and all(c.isupper() for c in letters)
        and len(line) <= 80
        and not line.startswith(("-", "*", "#", "|", ">"))
        and not line.endswith(":")
    )


def tidy(text: str) -> str:
    """The extracted rulebook text as clean Markdown.

    - Paragraphs broken in the middle of a sentence (a page or column end) are rejoined:
      a block that does not end a sentence, followed by one that starts in lower case.
    - Lines in capitals become headings (``##``); a capitals line ending in ':' is bold;
      the cover's capitals lines make one title and a subtitle, not a stack of headings.
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
        if (
            out
            and first[:1].islower()
            and not out[-1].rstrip().endswith(_SENTENCE_END)
            and not out[-1].lstrip().startswith("#")
        ):
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
    return "\n\n".join(_title_block(out))


def _title_block(blocks: list[str]) -> list[str]:
    """The cover's run of capitals lines before the first paragraph (title, slogan, the word
    REGLAMENTO) is one title, not a stack of chapter headings: the first line becomes the
    title (``#``), the others but the last a subtitle line, the last stays the first chapter."""
    run = 0
    while run < len(blocks) and blocks[run].startswith("## "):
        run += 1
    if run < 3:
        return blocks
    title = "# " + blocks[0][3:]
    subtitle = "*" + " · ".join(b[3:] for b in blocks[1 : run - 1]) + "*"
    return [title, subtitle] + blocks[run - 1 :]


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
        self.heading_starts: list[int] = []  # index in ``out`` where each heading begins
        self._heading: list[str] | None = None
        self._lists: list[list] = []  # [ordered, next number]

    def handle_starttag(self, tag, attrs):
        if tag in HEADING_SIZE:
            self._heading = []
            self.heading_starts.append(len(self.out))
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


def _parse(text: str, scale: float = 1.0) -> GuiHtml:
    parser = GuiHtml(scale)
    parser.feed(markdown.markdown(tidy(text)))
    parser.close()
    return parser


def rulebook_markup(text: str, scale: float = 1.0) -> tuple[str, list[tuple[int, str]]]:
    """A rulebook's Markdown as pygame_gui HTML (headings sized for the UI ``scale``), and
    its headings as (level, text)."""
    parser = _parse(text, scale)
    return "".join(parser.out), parser.headings


@dataclass(frozen=True)
class Book:
    """A rulebook cut into pages of pygame_gui HTML; its headings and the page of each."""

    pages: tuple[str, ...]
    headings: tuple[tuple[int, str], ...]
    heading_page: tuple[int, ...]


def _chunks(markup: str, limit: int = PAGE_MAX) -> list[str]:
    """``markup`` cut between paragraphs (``<br><br>``, outside any tag pair) into pieces
    of at most ``limit`` characters; a longer paragraph of plain text (some extracted
    rulebooks have no paragraph breaks) is cut between sentences, one with tags stays whole."""
    if len(markup) <= limit:
        return [markup]
    out = [""]
    paras = []
    for para in re.split(r"(?<=<br><br>)", markup):
        plain = "<" not in re.sub(r"(<br>)+$", "", para)
        paras += re.split(r"(?<=[.!?] )", para) if len(para) > limit and plain else [para]
    for para in paras:
        if out[-1] and len(out[-1]) + len(para) > limit:
            out.append("")
        out[-1] += para
    return out


def paginate(text: str, scale: float = 1.0) -> Book:
    """The rulebook's pages: each chapter heading (the shallowest heading level used more
    than once, or shallower) starts a page once the current one holds PAGE_MIN characters
    and the rest of the book would not fit on it; a page ends before it would pass PAGE_MAX."""
    parser = _parse(text, scale)
    cuts = parser.heading_starts + [len(parser.out)]
    levels = [lvl for lvl, _ in parser.headings]
    chapter = min((lvl for lvl in levels if levels.count(lvl) > 1), default=min(levels, default=1))
    pieces: list[tuple[int | None, str]] = [(None, c) for c in _chunks("".join(parser.out[: cuts[0]])) if c.strip()]
    for i, (start, end) in enumerate(zip(cuts, cuts[1:])):
        chunks = _chunks("".join(parser.out[start:end]))
        pieces += [(i, chunks[0])] + [(None, c) for c in chunks[1:]]
    pages: list[list[str]] = []
    heading_page: list[int] = []
    size, rest = 0, sum(len(piece) for _, piece in pieces)
    for head, piece in pieces:
        chapter_start = head is not None and levels[head] <= chapter
        if (
            not pages
            or (size + len(piece) > PAGE_MAX and size >= PAGE_MIN // 4)
            or (chapter_start and size >= PAGE_MIN and size + rest > PAGE_MAX)
        ):
            pages.append([])
            size = 0
        pages[-1].append(piece)
        size += len(piece)
        rest -= len(piece)
        if head is not None:
            heading_page.append(len(pages) - 1)
    if len(pages) > 1 and size < PAGE_MIN // 4:  # a few lines left over: on the page before
        tail = pages.pop()
        pages[-1] += tail
        heading_page = [min(page, len(pages) - 1) for page in heading_page]
    return Book(tuple("".join(p) for p in pages) or ("",), tuple(parser.headings), tuple(heading_page))


@functools.lru_cache(maxsize=16)
def _book(path: str, mtime_ns: int, scale: float) -> Book:
    return paginate(Path(path).read_text(encoding="utf-8"), scale)


def load_book(path: Path | None, scale: float = 1.0) -> Book:
    """The paginated rulebook at ``path`` for the UI ``scale``, converted once per file
    version (cached)."""
    try:
        return _book(str(path), path.stat().st_mtime_ns, scale)
    except (OSError, AttributeError):
        return Book((html.escape(str(path)),), (), ())


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

    def __init__(self, app, game_id: str = "imperio"):
        self.game_id = game_id
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
        self.book = load_book(path, self.k)
        self.headings = list(self.book.headings)
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
        self.toc = pygame_gui.elements.UISelectionList(
            self.r((40, top, side, h - top - 100)),
            self.toc_items,
            self.manager,
            object_id=ObjectID(object_id="#rules_toc"),
        )
        self.back = self.button((40, h - 84, side, 60), self.t("dialog.back"))
        self.text_rect = pygame.Rect(60 + side, 136, w - 100 - side, h - 236)
        x, page_w = self.text_rect.x, min(300, (self.text_rect.width - 20) // 3)
        self.prev_page = self.button((x, h - 84, page_w, 60), self.t("rules.previous_page"))
        self.next_page = self.button((self.text_rect.right - page_w, h - 84, page_w, 60), self.t("rules.next_page"))
        self.page_label = self.label((x + page_w, h - 84, self.text_rect.width - 2 * page_w, 60), "", "@centered")
        self.text: pygame_gui.elements.UITextBox | None = None
        self.show_page(min(self.page, len(self.book.pages) - 1))

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
