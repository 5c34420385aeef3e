"""The rulebooks as the app shows them: each game's rulebook (assets/rulebooks/*.md) turned
into pages of the HTML that pygame_gui's text box renders, with its headings.

The rulebooks are text extracted from the printed PDFs: paragraphs broken at page ends,
headings as lines in capitals, sums written in LaTeX (``$3 + 4 = 7$``). ``tidy`` turns
that into clean Markdown, the ``markdown`` package parses it, and ``GuiHtml`` maps its
HTML onto the subset pygame_gui's text box renders. ``paginate`` cuts the result at the
chapter headings (see client/scenes/rules.py, which shows a page at a time, and the
tutorials, whose steps name the headings they teach).
"""

from __future__ import annotations

import functools
import html
import re
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

import markdown

from client.ui import asset_root
from rules.core import all_games

RULEBOOKS = {
    "virrey": "virrey.md",
    "ausonia": "ausonia.md",
    "tribunal": "tribunal.md",
    "krysis": "krysis.md",
    "imperio": "imperio.md",
}
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
