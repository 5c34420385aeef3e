"""Cached text rendering and word wrapping (fonts are never re-rendered per frame)."""

from __future__ import annotations

import functools
import re
import weakref

import pygame
import pyphen

from client.cache import MB, SurfaceCache
from client.ui import measuring, shown_factor

# The pixels one Text keeps: a busy table's frame uses about a megabyte of text; a long game's
# log lines, tooltips and hovered names add thousands more, which went on filling the table's
# memory until the game ended (12 MB by the end of a four-seat Ausonia game)
TEXT_CACHE_BYTES = 4 * MB

# Every text surface made here, so that a layout test drawing onto a recording surface can
# tell text from pictures (weak: a surface dropped from a cache drops out).
TEXT_SURFACES: weakref.WeakSet[pygame.Surface] = weakref.WeakSet()
_NOTHING = pygame.Surface((0, 0))  # a text left out (see Text.render)


def is_text(surf) -> bool:
    return surf in TEXT_SURFACES


def rgb(hex_colour: str) -> tuple[int, int, int]:
    """'#336699' -> (51, 102, 153)."""
    h = hex_colour.lstrip("#")
    return tuple(int(h[i : i + 2], 16) for i in (0, 2, 4))  # type: ignore[return-value]


def ink_on(colour) -> tuple[int, int, int]:
    """Black or white, whichever reads better on ``colour``."""
    r, g, b = colour[:3]
    return (20, 16, 12) if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (250, 248, 240)


def fast(surf: pygame.Surface) -> pygame.Surface:
    """The surface in the display's pixel format (much faster to blit), when there is one."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


def wrap(font: pygame.font.Font, text: str, width: int, limit: int = 0) -> list[str]:
    """Greedy word wrap; a word longer than ``width`` gets a line of its own. With
    ``limit``, at most that many lines: the last one holds the rest of the text unwrapped
    (so a text of any length costs at most ``limit`` lines of measuring)."""
    lines: list[str] = []
    line = ""
    words = printable(text).split()
    for i, word in enumerate(words):
        trial = f"{line} {word}" if line else word
        if line and font.size(trial)[0] > width:
            lines.append(line)
            line = word
            if limit and len(lines) == limit - 1:
                line = " ".join(words[i:])
                break
        else:
            line = trial
    if line:
        lines.append(line)
    return lines or [""]


def join_lines(font: pygame.font.Font, parts, width: int, sep: str = " · ", first: int | None = None) -> list[str]:
    """``parts`` joined by ``sep`` on as many lines as ``width`` needs, a part never split
    (one wider than ``width`` gets a line of its own): a row of counts that reads whole
    instead of ending in "…". ``first``: the first line's width, where it is narrower (a
    tag beside it); where not even the first part fits there, that line is left empty.

    >>> font = pygame.font.Font(None, 20)
    >>> join_lines(font, ["1 vis", "hand 2"], 1000)
    ['1 vis · hand 2']
    """
    lines: list[str] = []
    if first is not None and parts and font.size(parts[0])[0] > first:
        lines.append("")
        first = None
    for part in parts:
        room = first if first is not None and len(lines) == 1 else width
        if lines and lines[-1] and font.size(lines[-1] + sep + part)[0] <= room:
            lines[-1] += sep + part
        else:
            lines.append(part)
    return lines


# The hyphenation patterns of each language the app speaks (pyphen: LibreOffice's dictionaries)
_PATTERNS = {"es": "es", "en": "en_US"}


@functools.cache
def _dictionary(lang: str) -> pyphen.Pyphen:
    return pyphen.Pyphen(lang=_PATTERNS.get(lang, "es"), left=2, right=2)


# Syllables the patterns miss in the names the tables set on narrow faces (en_US's patterns
# are cautious: "Schemer", "As-trologer", "Al-chemist", "Philoso-pher"), as a dictionary's
# exception list gives them: the word in lower case, its syllables split by "-". Where a
# word had no break that fitted, it was cut at letters ("Sche- mer", "Appre- ntice").
EXCEPTIONS = {
    "en": {
        w.replace("-", ""): w
        for w in ("schem-er", "as-trol-o-ger", "al-che-mist", "phi-los-o-pher", "em-er-ald", "cou-ri-er")
    },
    "es": {},
}


def _exception(stem: str, lang: str) -> list[int]:
    """The breaks of ``stem``'s letters (from its start; a possessive "'s" after them) in
    ``lang``'s ``EXCEPTIONS``; two letters at least on each side, as the patterns keep."""
    m = re.match(r"[^\W\d_]+", stem)
    known = EXCEPTIONS.get(lang, {}).get(m.group(0).lower()) if m else None
    if not known:
        return []
    cuts = [i - k for k, i in enumerate(j for j, ch in enumerate(known) if ch == "-")]
    return [i for i in cuts if 2 <= i <= len(stem) - 2]


@functools.lru_cache(maxsize=4096)
def _breaks(word: str, lang: str = "es") -> list[int]:
    """Where ``word`` may be hyphenated, longest first part first: after a hyphen it has,
    and between syllables by ``lang``'s hyphenation patterns ("ca-mo-rris-ta",
    "maes-tro"; in English "Ap-pren-tice", "Sap-phire", where a rule of thumb gave
    "Appre-ntice", "Sapp-hire") and its ``EXCEPTIONS`` ("Schem-er"). Two letters at least
    on each side of a syllable's break."""
    found = [i + 1 for i, ch in enumerate(word[:-2]) if ch == "-" and i >= 1]
    start = 0
    for piece in word.split("-"):
        found += [start + i for i in _dictionary(lang).positions(piece) + _exception(piece, lang)]
        start += len(piece) + 1
    return sorted(set(found), reverse=True)


def hyphenate(
    font: pygame.font.Font, text: str, width: int, pieces: int = 0, syllables: bool = True, lang: str = "es"
) -> str:
    """``text`` with each word wider than ``width`` split across lines (" " between the
    parts, a "-" ending each but the last): after the most syllables that fit (see
    ``_breaks``), never inside one; with ``pieces``, into that many parts at most.
    What no syllable splits to fit (a one-syllable word, the rest where the pieces ran
    out: "Ap- prentice") stays whole, wider than ``width``, for the caller to set
    otherwise ("Appre- ntice" read as a misprint); without ``syllables``, at the most
    letters that fit. Only for what ``wrap`` cannot set whole: a one-word name on a narrow
    card reads "Camorris- / ta" rather than "Camorr…" (by ``lang``'s syllables, see
    ``_breaks``). Each cut is found by binary search (a longer part is never narrower), so
    a word of any length costs a few measurements a part.

    >>> import pygame; pygame.font.init(); f = pygame.font.Font(None, 20)
    >>> hyphenate(f, "Camorrista", f.size("Camorris-")[0])
    'Camorris- ta'
    """
    out = []
    for word in printable(text).split():
        out += _split(font, word, width, pieces, syllables, lang)
    return " ".join(out)


def _split(font: pygame.font.Font, word: str, width: int, pieces: int, syllables: bool, lang: str) -> list[str]:
    """``word`` in parts for ``hyphenate``, the last one the rest (wider than ``width``
    where ``pieces`` ran out)."""
    out = []
    while (not pieces or len(out) + 1 < pieces) and len(word) > 3 and font.size(word)[0] > width:
        room = min(len(word) - 1, width + 2)  # no glyph is under a pixel wide
        cuts = [i for i in reversed(_breaks(word, lang)) if i < room] if syllables else range(2, room)
        cut = _longest(font, word, cuts, width)
        if cut is None:
            break
        out.append(_part(word, cut))
        word = word[cut:]
    return out + [word]


def _longest(font: pygame.font.Font, word: str, cuts, width: int) -> int | None:
    """The largest of the ascending ``cuts`` whose part (``_part``) fits ``width``."""
    cuts = list(cuts)
    lo, hi = -1, len(cuts)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if font.size(_part(word, cuts[mid]))[0] <= width:
            lo = mid
        else:
            hi = mid
    return cuts[lo] if lo >= 0 else None


def _part(word: str, i: int) -> str:
    return word[:i] if word[i - 1] == "-" else word[:i] + "-"


# What no font draws: control characters (NUL, line breaks...) and lone surrogates
_UNDRAWABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")


def together(ui, names: list[str]) -> str:
    """ "Ana", "Ana y Bruno", "Ana, Bruno y Carmen": names joined as a person would."""
    return names[0] if len(names) == 1 else ui.t("load.and", first=", ".join(names[:-1]), last=names[-1])


def without_gloss(name: str) -> str:
    """A game's name without its translation in brackets, where the room is short.

    >>> without_gloss("El Viejo Imperio (The Old Empire)"), without_gloss("Krysis")
    ('El Viejo Imperio', 'Krysis')
    """
    return name.split(" (")[0]


def printable(text: str, mark: str = "\ufffd") -> str:
    """``text`` as a font can draw it: control characters (NUL, line breaks) and lone
    surrogates become ``mark`` (U+FFFD), whatever file or name they came from.

    >>> printable("a\\x00b\\ud800")
    'a\ufffdb\ufffd'
    """
    return _UNDRAWABLE.sub(mark, text)


def ellipsize(font: pygame.font.Font, text: str, width: int) -> str:
    """``text`` cut with "…" to fit ``width`` pixels: the longest prefix that fits, found
    by binary search (some log2(width) measurements, whatever the text's length: no
    glyph is narrower than a pixel, so at most ``width`` characters can fit)."""
    text = printable(text)
    if len(text) <= width + 1 and font.size(text)[0] <= width:
        return text
    text = text[: max(0, width) + 1]
    lo, hi = 0, len(text)  # text[:lo] + "…" fits (or lo == 0); text[:hi] + "…" does not
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if font.size(text[:mid] + "…")[0] <= width:
            lo = mid
        else:
            hi = mid
    return text[:lo].rstrip() + "…"


class Text:
    """Renders text through ``ui.font`` and keeps the surfaces it made, the least recently
    used let go past ``TEXT_CACHE_BYTES``."""

    def __init__(self, ui):
        self.ui = ui
        self._cache = SurfaceCache(max_bytes=TEXT_CACHE_BYTES)

    def font(self, size: int, bold: bool = False, serif: bool = False) -> pygame.font.Font:
        return self.ui.font(int(size), bold, serif)

    def render(
        self,
        text: str,
        size: int,
        colour=(20, 16, 12),
        bold=False,
        serif=False,
        width: int = 0,
        keep: bool | None = None,
    ) -> pygame.Surface:
        """One line of text. When ``width`` is given and the text is wider, it is set in a
        smaller size (down to 70 %) before it is cut with an ellipsis: a label reads whole
        wherever a slightly smaller one fits.

        Never below the UI's ``text_floor``: a smaller size is raised to it. On a card shown
        smaller than it is painted (``client.ui.shown_at``), a text that would have to be
        raised, or cut, is left out instead (an empty surface; the card's zoom shows it),
        unless ``keep``: the card shows less rather than text nobody can read. ``keep=False``
        leaves such a text out anywhere."""
        floor = self.ui.text_floor()
        drop = keep is False or (keep is None and shown_factor() < 1)
        if drop and not width and int(size) < floor:
            return _NOTHING
        size = max(int(size), floor)
        key = (text, size, tuple(colour), bold, serif, width, drop, floor)
        surf = None if measuring() else self._cache.get(key)  # measuring: render anew, noted
        if surf is None:
            text = printable(text)
            if width and len(text) > max(0, width) + 2:  # it cannot fit (no glyph is under a pixel):
                text = text[: max(0, width) + 2]  # measure no more than the cut can keep
            font = self.font(size, bold, serif)
            if width and font.size(text)[0] > width:
                for smaller in range(size - 1, max(floor, int(size * 0.7)) - 1, -1):
                    font = self.font(smaller, bold, serif)
                    if font.size(text)[0] <= width:
                        break
                if drop and font.size(text)[0] > width:
                    return _NOTHING
                text = ellipsize(font, text, width)
            if text and font.size(text)[0] == 0:  # only zero-width characters: SDL_ttf refuses them
                text = ""
            surf = self._cache[key] = fast(font.render(text, True, colour))
            TEXT_SURFACES.add(surf)
        return surf

    def fit(
        self,
        text: str,
        width: int,
        max_lines: int,
        size: int,
        min_size: int,
        bold=False,
        serif=False,
        height: int = 0,
        keep: bool | None = None,
        hyphens: bool = True,
    ) -> tuple[int, list[str]]:
        """The largest size from ``size`` down to ``min_size`` that wraps into ``max_lines``
        (and into ``height`` pixels, when given); neither below the UI's ``text_floor``.
        Where none fits, the lines are cut with an ellipsis; on a card shown smaller than
        it is painted there are no lines instead, unless ``keep`` (see ``render``); before a
        line is cut, with ``hyphens``, a word wider than the room is split at a syllable
        (``hyphenate``), at ``min_size``, where that makes it fit. Bounded
        for a text of any length: each size wraps at most ``max_lines + 1`` lines."""
        text = " ".join(printable(text).split())
        text = text[: max_lines * (max(0, width) + 2)]  # more cannot fit in max_lines lines at any size
        floor = self.ui.text_floor()
        min_size = max(int(min_size), floor)
        size = max(int(size), min_size)

        def fits(font, lines) -> bool:
            return (
                len(lines) <= max_lines
                and all(font.size(x)[0] <= width for x in lines)
                and (not height or len(lines) * font.get_linesize() <= height)
            )

        for s in range(size, min_size - 1, -1):
            font = self.font(s, bold, serif)
            lines = wrap(font, text, width, max_lines + 1)
            if fits(font, lines):
                return s, lines
        if keep is False or (keep is None and shown_factor() < 1):
            return min_size, []
        font = self.font(min_size, bold, serif)
        # a word wider than the room (a long one-word name; ``wrap`` gave it a line of its
        # own): split at its syllables, not cut; where they take more lines than there are,
        # never between two of them ("Appre- ntice"): the lines are cut, or left out
        lines = wrap(font, text, width, max_lines + 1)
        if hyphens and any(" " not in x and font.size(x)[0] > width for x in lines):
            split = " ".join(
                hyphenate(font, x, width, max_lines, lang=self.ui.lang) if " " not in x else x for x in lines
            )
            if fits(font, split_lines := wrap(font, split, width, max_lines + 1)):
                return min_size, split_lines
        if height:  # no more lines than the height holds
            max_lines = max(1, min(max_lines, height // font.get_linesize()))
        lines = wrap(font, text, width, max_lines)
        if len(lines) > max_lines:
            lines = lines[: max_lines - 1] + [" ".join(lines[max_lines - 1 :])]
        return int(min_size), [ellipsize(font, x, width) for x in lines]

    def whole_parts(self, text: str, size: int, width: int, bold: bool = False, sep: str = " · ") -> str:
        """The most of ``text``'s ``sep``-joined parts, from the first, that ``render`` sets in
        ``width`` without a cut (at the least size it would shrink to): a line of values
        that drops its last values whole rather than end in "base…" ("" where not even the
        first part fits)."""
        font = self.font(max(self.ui.text_floor(), int(max(int(size), self.ui.text_floor()) * 0.7)), bold)
        parts = text.split(sep)
        for n in range(len(parts), 0, -1):
            head = sep.join(parts[:n])
            if font.size(head)[0] <= width:
                return head
        return ""

    def fit_whole(self, text: str, width: int, max_lines: int, size: int, min_size: int, **kw) -> tuple[int, list[str]]:
        """``fit`` (a word wider than the room split at a syllable) where a text it would cut
        is left out instead: no lines (the card's zoom shows it), never "de Cari…"."""
        size, lines = self.fit(text, width, max_lines, size, min_size, keep=True, **kw)
        return (size, []) if any(x.endswith("…") for x in lines) else (size, lines)

    def block(
        self,
        surface: pygame.Surface,
        lines: list[str],
        size: int,
        rect: pygame.Rect,
        colour=(20, 16, 12),
        bold=False,
        serif=False,
        align="center",
        spacing=1.0,
    ) -> int:
        """Blit wrapped ``lines`` into ``rect`` (top-aligned); returns the bottom y. Lines
        are a line of the size ``render`` draws them at (raised to the text floor) apart."""
        step = int(self.font(max(int(size), self.ui.text_floor()), bold, serif).get_linesize() * spacing)
        y = rect.y
        for line in lines:
            surf = self.render(line, size, colour, bold, serif)
            x = {
                "center": rect.centerx - surf.get_width() // 2,
                "left": rect.x,
                "right": rect.right - surf.get_width(),
            }[align]
            surface.blit(surf, (x, y))
            y += step
        return y
